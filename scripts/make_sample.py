"""Generate resources/sample/sample_lake.gpkg: a clearly synthetic stretch of shore shaped from the real (coarse)
Canandaigua Lake outline (GSHHG, LGPL-3.0-or-later, extracted in tests/data/canandaigua_gshhg/), in
EPSG:2261. Coves and headlands are added to the coarse outline; the parcels, addresses, zoning and outlets are
invented. Fixed seed: the same file every run.

Layers: water (the lake's north end, with an island), parcels (parcel_id, address, district, land_use,
steep_slope, municipality: a town line crosses the lake TOWN_LINE_FT south of its north end), zoning
(district), outlet_lines (streams) and outlet_points (culverts), both (name, kind), and proposed facilities
for the compliance check: docks (dock_id, part, parcel_id, slips, seasonal, nav_light),
moorings (mooring_id, parcel_id, boat_length_ft, rode_ft, state_permit) and structures (structure_id, parcel_id,
type, slips, height_ft, overhang_in, existing). Each proposal carries ``case``: the rule it is meant to breach, or
``complies``. resources/sample/sample_tier_map.csv maps the districts.

Usage: python scripts/make_sample.py
"""

import json
import sys

import numpy as np
import shapely
from devenv import REPO, package_root
from osgeo import ogr, osr
from synthetic_lake import fabric_along

sys.path.insert(0, str(package_root()))

from dockline.rules import allocate_parcel, get_profile, parse_tier_map_csv  # noqa: E402
from dockline.rules.lake.analysis import analyse_lake  # noqa: E402
from dockline.rules.law.vocabulary import FlagCode, Status, StructureKind, Zone, bare  # noqa: E402
from dockline.rules.tools.units import frame_for  # noqa: E402

TIER_MAP = REPO / "resources" / "sample" / "sample_tier_map.csv"

GSHHG = REPO / "tests" / "data" / "canandaigua_gshhg" / "canandaigua_lake.geojson"
OUT = REPO / "resources" / "sample" / "sample_lake.gpkg"
STRETCH_FT = 12_000  # the lake's northern 2.3 miles
STREETS = ("West Lake Rd", "East Lake Rd", "Lakeshore Dr", "Cove Ln", "Bay Rd")
TOWN_LINE_FT = 8_000  # south of the lake's north end: the Town of Canandaigua north of it, South Bristol south
TOWNS = ("Town of Canandaigua", "Town of South Bristol")


def canandaigua_outline() -> np.ndarray:
    """The GSHHG outline in EPSG:2261 feet, counter-clockwise, densified and given coves and headlands."""
    lake = next(f for f in json.loads(GSHHG.read_text())["features"] if f["properties"]["name"] == "Canandaigua Lake")
    polygon = shapely.geometry.shape(lake["geometry"])
    polygon = polygon.geoms[0] if polygon.geom_type == "MultiPolygon" else polygon
    frame = frame_for("EPSG:4326", polygon.bounds, layer="GSHHG")
    ring = shapely.get_coordinates(shapely.segmentize(frame.to_feet(shapely.orient_polygons(polygon)).exterior, 8))
    ring = ring[:-1]
    closed = np.vstack([ring, ring[:1]])
    along = np.r_[0, np.cumsum(np.hypot(*np.diff(closed, axis=0).T))][:-1]
    tangent = np.gradient(ring, axis=0)
    tangent /= np.hypot(*tangent.T)[:, None]
    outward = np.column_stack([tangent[:, 1], -tangent[:, 0]])
    rng = np.random.default_rng(73)
    wiggle = sum(
        amplitude * np.sin(2 * np.pi * along / wavelength + rng.uniform(0, 2 * np.pi))
        for amplitude, wavelength in ((90, 2600), (45, 900), (20, 380))
    )
    return ring + outward * wiggle[:, None]


def build():
    rng = np.random.default_rng(2011)
    ring = canandaigua_outline()
    lake = shapely.make_valid(shapely.Polygon(ring))
    xmin, ymin, xmax, ymax = lake.bounds
    stretch = shapely.box(xmin - 1000, ymax - STRETCH_FT, xmax + 1000, ymax + 1000)
    north = shapely.intersection(lake, stretch)
    north = max(shapely.get_parts(north), key=shapely.area)
    centre = shapely.point_on_surface(shapely.intersection(north, shapely.box(xmin, ymax - 5000, xmax, ymax - 3000)))
    island = shapely.affinity.scale(shapely.buffer(centre, 1, quad_segs=16), 260, 110)
    water = shapely.difference(north, island)
    land_parcels = [
        p
        for p in fabric_along(rng, ring, inland_sign=+1, frontage=(20, 240), jitter=4.0)
        if shapely.intersects(p, stretch) and shapely.within(shapely.centroid(p), stretch)
    ]
    island_ring = shapely.get_coordinates(island.exterior)[:-1]
    island_parcels = fabric_along(rng, island_ring, inland_sign=-1, frontage=(150, 300), depth=40.0, jitter=0.0)
    parcels = _special_uses(land_parcels) + [(p, "R-1", "residential") for p in island_parcels]
    return water, parcels, stretch


def _special_uses(parcels):
    """A marina (Tier 2) and a hotel (Tier 3): each several neighbouring lots joined into one."""
    groups = (
        (range(40, 46), "MAR", "marina"),
        (range(120, 124), "HOS", "hotel"),
        (range(150, 151), "MAR", "boat club"),
        (range(171, 172), "HOS", "motel"),
        (range(175, 176), "HOS", "residential"),
    )  # the last three: one lot each, below their tier's needs
    special = {
        i: (shapely.union_all([parcels[k] for k in group]), district, use)
        for group, district, use in groups
        for i in group[:1]
    }
    grouped = {k for group, _, _ in groups for k in group}
    return [
        special.get(i, (p, "R-1", "residential")) for i, p in enumerate(parcels) if i in special or i not in grouped
    ]


def write(water, parcels, stretch):
    OUT.unlink(missing_ok=True)
    srs = osr.SpatialReference()
    srs.ImportFromEPSG(2261)
    source = ogr.GetDriverByName("GPKG").CreateDataSource(str(OUT))
    rng = np.random.default_rng(5)

    def layer(name, geometry_type, fields, rows):
        created = source.CreateLayer(name, srs, geometry_type)
        for field_name, field_type in fields:
            created.CreateField(ogr.FieldDefn(field_name, field_type))
        for geometry, values in rows:
            feature = ogr.Feature(created.GetLayerDefn())
            if geometry is not None:
                feature.SetGeometry(ogr.CreateGeometryFromWkb(shapely.to_wkb(geometry)))
            for (field_name, _), value in zip(fields, values):
                feature.SetField(field_name, bare(value))
            created.CreateFeature(feature)

    layer("water", ogr.wkbPolygon, [("name", ogr.OFTString)], [(water, ["Canandaigua Lake (north end, synthetic)"])])
    rows = []
    town_line_y = stretch.bounds[3] - 1000 - TOWN_LINE_FT
    for number, (geometry, district, use) in enumerate(parcels, start=1):  # values: id, address, district, ...
        street = STREETS[number % len(STREETS)]
        steep = "yes" if use == "residential" and rng.random() < 0.08 else "no"
        town = TOWNS[0] if shapely.centroid(geometry).y > town_line_y else TOWNS[1]
        rows.append(
            (
                shapely.MultiPolygon(shapely.get_parts(geometry)),
                [
                    f"98.{11 + number // 100:02d}-1-{number % 100 + 1}",
                    f"{1000 + 7 * number} {street}",
                    district,
                    use,
                    steep,
                    town,
                ],
            )
        )
    layer(
        "parcels",
        ogr.wkbMultiPolygon,
        [
            ("parcel_id", ogr.OFTString),
            ("address", ogr.OFTString),
            ("district", ogr.OFTString),
            ("land_use", ogr.OFTString),
            ("steep_slope", ogr.OFTString),
            ("municipality", ogr.OFTString),
        ],
        rows,
    )
    special = {}  # each district's parcels, reaching 30 ft past their lines but onto no lot of another district, so
    for geometry, district, _ in parcels:  # that a lot lies in one district (§ 73-6A(2) is for real splits, D13)
        if district != "R-1":
            special[district] = shapely.union(special.get(district, shapely.Polygon()), shapely.buffer(geometry, 30))
    for district in special:
        others = [geometry for geometry, other, _ in parcels if other != district]
        special[district] = shapely.difference(special[district], shapely.union_all(others))
    residential = shapely.difference(stretch, shapely.union_all(list(special.values())))
    layer(
        "zoning",
        ogr.wkbMultiPolygon,
        [("district", ogr.OFTString)],
        [(shapely.MultiPolygon(shapely.get_parts(g)), [d]) for d, g in [("R-1", residential), *special.items()]],
    )
    shore = shapely.boundary(shapely.Polygon(water.exterior))
    middle = shapely.get_coordinates(shapely.centroid(water))[0]
    streams = []
    for k, fraction in enumerate((0.12, 0.31, 0.58, 0.83)):
        mouth = shapely.get_coordinates(shapely.line_interpolate_point(shore, fraction, normalized=True))[0]
        away = (mouth - middle) / np.hypot(*(mouth - middle))
        streams.append((shapely.LineString([mouth, mouth + 300 * away]), [f"Stream {k + 1}", "stream"]))
    culvert = (shapely.line_interpolate_point(shore, 0.7, normalized=True), ["Culvert 1", "culvert"])
    docks, moorings, structures, boats, buildings, culverts, consolidations = proposals(water, rows, parcels)
    outlet_fields = [("name", ogr.OFTString), ("kind", ogr.OFTString)]
    # One geometry type per table: QGIS opens a table of mixed types one type at a time.
    layer("outlet_lines", ogr.wkbLineString, outlet_fields, streams)
    layer("outlet_points", ogr.wkbPoint, outlet_fields, [culvert, *culverts])
    layer(
        "docks",
        ogr.wkbPolygon,
        [
            ("dock_id", ogr.OFTString),
            ("part", ogr.OFTString),
            ("parcel_id", ogr.OFTString),
            ("slips", ogr.OFTInteger),
            ("seasonal", ogr.OFTString),
            ("nav_light", ogr.OFTString),
            ("case", ogr.OFTString),
        ],
        docks,
    )
    layer(
        "moorings",
        ogr.wkbPoint,
        [
            ("mooring_id", ogr.OFTString),
            ("parcel_id", ogr.OFTString),
            ("boat_length_ft", ogr.OFTReal),
            ("rode_ft", ogr.OFTReal),
            ("state_permit", ogr.OFTString),
            ("case", ogr.OFTString),
        ],
        moorings,
    )
    layer(
        "structures",
        ogr.wkbPolygon,
        [
            ("structure_id", ogr.OFTString),
            ("parcel_id", ogr.OFTString),
            ("type", ogr.OFTString),
            ("slips", ogr.OFTInteger),
            ("height_ft", ogr.OFTReal),
            ("overhang_in", ogr.OFTReal),
            ("existing", ogr.OFTString),
            ("walkway_sqft", ogr.OFTReal),
            ("case", ogr.OFTString),
        ],
        structures,
    )
    layer(
        "boats",
        ogr.wkbPolygon,
        [("boat_id", ogr.OFTString), ("parcel_id", ogr.OFTString), ("case", ogr.OFTString)],
        boats,
    )
    layer("buildings", ogr.wkbPolygon, [("kind", ogr.OFTString), ("parcel_id", ogr.OFTString)], buildings)
    d6_parcel = next(values[2] for _, values in docks if values[0] == "D6")
    layer(
        "variances",
        ogr.wkbNone,
        [("parcel_id", ogr.OFTString), ("rule_id", ogr.OFTString), ("granted", ogr.OFTString)],
        [(None, [d6_parcel, "T1_SETBACK", "yes"])],
    )
    layer(
        "consolidations",
        ogr.wkbNone,
        [("dock_id", ogr.OFTString), ("parcel_ids", ogr.OFTString), ("waiver", ogr.OFTString)],
        consolidations,
    )
    source = None


class ParcelFrame:
    """A parcel's own frame: x along its (longest) tie line from its middle, y toward the water, in feet."""

    def __init__(self, chord: shapely.LineString):
        a, b = shapely.get_coordinates(chord)
        self.u = (b - a) / np.hypot(*(b - a))
        self.n = np.array([-self.u[1], self.u[0]])  # left of the tie line: the water
        self.origin = (a + b) / 2
        self.half_width = np.hypot(*(b - a)) / 2

    def point(self, x, y):
        return shapely.Point(self.origin + x * self.u + y * self.n)

    def rect(self, x0, x1, y0, y1):
        corners = [(x0, y0), (x1, y0), (x1, y1), (x0, y1)]
        return shapely.Polygon([self.origin + x * self.u + y * self.n for x, y in corners])


def proposals(water, parcel_rows, parcels):
    """Proposed docks, moorings and structures, each case on its own parcel, chosen by tier and category."""
    profile = get_profile("south_bristol").with_tier_map(parse_tier_map_csv(TIER_MAP.read_text()))
    ids = [values[0] for _, values in parcel_rows]
    facts = {values[0]: values for _, values in parcel_rows}
    analysis = analyse_lake(
        water,
        [(pid, geometry) for pid, (geometry, _, _) in zip(ids, parcels)],
        allocate_parcel=lambda pid, ft: allocate_parcel(
            ft, facts[pid][2], profile, land_use=facts[pid][3], steep_slope=facts[pid][4] == "yes"
        ),
    )
    flagged = {
        flag.parcel_id
        for flag in analysis.flags
        if flag.code in (FlagCode.FAL_CROSSING, FlagCode.FAL_CONVERGENT, FlagCode.MULTIPLE_RUNS, FlagCode.FAL_FALLBACK)
    }
    chords = {}
    for run in analysis.shoreline.runs:
        pid = analysis.parcel_ids[run.parcel]
        if pid not in chords or run.lineal_ft > chords[pid].length:
            chords[pid] = run.chord
    pool = {
        pid: a
        for pid, a in analysis.allocations.items()
        if a is not None and pid in chords and (pid not in flagged or a.tier != 1)
    }

    envelopes = {(analysis.parcel_ids[z.parcel], z.zone): z.envelope for z in analysis.zones}
    pool_allocations = dict(pool)
    pool_reason = {
        pid: "T3_USE" if "land use" in a.reason else "T3_MIN_SHORELINE"
        for pid, a in pool.items()
        if a.tier == 3 and not a.eligible
    }

    def fitted(pid, frame, parts):
        """The parts, shortened as need be (down to 40 %) so that their waterside lies in the dock envelope."""
        for scale in (1.0, 0.8, 0.65, 0.5, 0.4):
            scaled = [
                (part, (x0, x1, y0 if part == "main_walkway" else y0 * scale, y1 * scale))
                for part, (x0, x1, y0, y1) in parts
            ]
            wet = shapely.intersection(shapely.union_all([frame.rect(*r) for _, r in scaled]), water)
            if shapely.area(shapely.difference(wet, envelopes[(pid, Zone.DOCK)])) < 0.01:  # its edge is the MHW's
                return scaled
        return None

    def take(tier, categories=None, steep=None, fits=None, eligible=True):
        for pid, allocation in sorted(pool.items()):
            if (
                allocation.tier == tier
                and allocation.eligible == eligible
                and (categories is None or allocation.category in categories)
                and (steep is None or (facts[pid][4] == "yes") == steep)
                and (fits is None or fitted(pid, ParcelFrame(chords[pid]), fits))
            ):
                pool.pop(pid)
                return pid, ParcelFrame(chords[pid])
        raise RuntimeError(f"no parcel left for Tier {tier} {categories}")

    docks, moorings, structures, boats, buildings, culverts, consolidations = [], [], [], [], [], [], []

    def take_neighbours(count):
        """Tier 1 neighbours (category C or D) in a row along the shore, for a consolidated dock (§ 73-10);
        the frame is the first one's."""
        runs = analysis.shoreline.runs
        for k in range(len(runs) - count + 1):
            row = runs[k : k + count]
            group = [analysis.parcel_ids[run.parcel] for run in row]
            if (
                all(a.end == b.start for a, b in zip(row, row[1:]))
                and len(set(group)) == count
                and all(pid in pool and pool[pid].tier == 1 and pool[pid].category in "CD" for pid in group)
            ):
                for pid in group:
                    pool.pop(pid)
                return group, ParcelFrame(chords[group[0]])
        raise RuntimeError(f"no {count} neighbours left for a consolidation")

    def consolidated(dock_id, group, frame, half_length, case, slips, reach=60):
        """A dock across the tie point the group's first two parcels share, its platform 10 ft deep."""
        x = frame.half_width
        platform = (x - half_length, x + half_length, reach - 10, reach)
        dock(
            dock_id,
            group[0],
            frame,
            [("main_walkway", (x - 4, x + 4, -4, reach - 10)), ("platform", platform)],
            case,
            slips=slips,
        )
        consolidations.append((None, [dock_id, ";".join(group), "yes"]))

    shore = shapely.boundary(water)

    def culvert(name, frame, x):
        """An outlet on the MHW opposite the frame's x: the tie line is a chord, the MHW bends away from it."""
        mouth = shapely.get_point(shapely.shortest_line(shore, frame.point(x, 0)), 0)
        culverts.append((mouth, [name, "culvert"]))

    def dock(dock_id, pid, frame, parts, case, slips=2, nav_light="no"):
        if case == Status.COMPLIES:
            parts = fitted(pid, frame, parts)
            if parts is None:
                raise RuntimeError(f"{dock_id} does not fit parcel {pid}'s envelope")
        for part, (x0, x1, y0, y1) in parts:
            docks.append((frame.rect(x0, x1, y0, y1), [dock_id, part, pid, slips, "yes", nav_light, case]))

    def structure(
        structure_id, pid, frame, kind, rect, case, slips=0, height=12.0, overhang=6.0, existing="no", walkway=None
    ):
        structures.append(
            (frame.rect(*rect), [structure_id, pid, kind, slips, height, overhang, existing, walkway, case])
        )

    def mooring(mooring_id, pid, frame, x, y, case, boat=20.0, rode=15.0, permit="no"):
        moorings.append((frame.point(x, y), [mooring_id, pid, boat, rode, permit, case]))

    def swing(f, radius):  # a boat and rode whose swing circle fits the parcel's width
        radius = min(radius, f.half_width - 4)
        return {"boat": round(radius * 0.6, 1), "rode": round(radius * 0.4, 1)}

    d1 = [("main_walkway", (-3, 3, -4, 40)), ("appendage", (-10, 10, 40, 48))]
    pid, f = take(1, "CD", fits=d1)
    dock("D1", pid, f, d1, Status.COMPLIES)
    mooring("M1", pid, f, 0, 80, Status.COMPLIES, **swing(f, 22))
    boats.append((f.rect(4, 12, 8, 30), ["B1", pid, Status.COMPLIES]))
    boats.append((f.rect(f.half_width - 4, f.half_width + 4, 8, 30), ["B2", pid, "T1_DOCKED_BOAT_INSIDE"]))
    pid, f = take(1, "CD")
    dock("D2", pid, f, [("main_walkway", (-3, 3, -4, 75))], "T1_DOCK_LINE")
    pid, f = take(1, "CD")
    dock("D3", pid, f, [("main_walkway", (-5, 5, -4, 40))], "T1_MAIN_WALKWAY_WIDTH")
    pid, f = take(1, "CD")
    dock("D4", pid, f, [("main_walkway", (-3, 3, -4, 35)), ("appendage", (-10, 10, 35, 50))], "T1_APPENDAGE_AREA")
    pid, f = take(1, "DE")
    dock(
        "D5",
        pid,
        f,
        [("main_walkway", (-4, 4, -4, 50)), ("appendage", (-20, -4, 34, 50)), ("appendage", (4, 20, 34, 50))],
        "T1_DOCK_AREA",
    )
    pid, f = take(1, "CD")
    zone = {z.zone: z for z in analysis.zones if analysis.parcel_ids[z.parcel] == pid}[Zone.DOCK]
    for inset in np.arange(2.0, 9.5, 0.5):  # inside the facility area, within the setback of its line
        walkway = f.rect(-f.half_width + inset, -f.half_width + inset + 5, -4, 30)
        wet = shapely.intersection(walkway, water)
        outside_zone, outside_envelope = (shapely.area(shapely.difference(wet, g)) for g in (zone.area, zone.envelope))
        if outside_zone < 0.01 and outside_envelope > 1:
            break
    dock("D6", pid, f, [("main_walkway", (-f.half_width + inset, -f.half_width + inset + 5, -4, 30))], "T1_SETBACK")
    pid, f = take(1, "CD")
    dock("D7", pid, f, [("main_walkway", (-3, 3, -4, 18)), ("appendage", (-2, 2, 18, 50))], "T1_MAIN_WALKWAY_SHARE")
    pid, f = take(1, "DE")
    dock("D8", pid, f, [("main_walkway", (-12, -6, -4, 40))], "T1_DOCK_SEPARATION")
    dock("D9", pid, f, [("main_walkway", (-2, 4, -4, 40))], "T1_DOCK_SEPARATION")
    d10 = [("main_walkway", (-2, 2, -4, 30))]
    pid, f = take(1, "A", fits=d10)
    dock("D10", pid, f, d10, Status.COMPLIES, slips=1)
    mooring("M3", pid, f, 0, 80, "T1_CAT_A_NO_MOORINGS", boat=10.0, rode=6.0)
    pid, f = take(1, "B")
    dock("D11", pid, f, [("main_walkway", (-3, 3, -4, 30))], "T1_MOORINGS_AS_SLIPS", slips=2)
    mooring("M6", pid, f, 0, 50, "T1_MOORINGS_AS_SLIPS", **swing(f, 14))
    pid, f = take(1, "B")
    for k, y in enumerate((35, 65, 95)):
        mooring(f"M{7 + k}", pid, f, 0, y, "T1_MOORINGS_MAX", **swing(f, 12))
    pid, f = take(1, "C", fits=d1)
    dock("D13", pid, f, [("main_walkway", (-20, -14, -4, 40))], "T1_TABLE_1", slips=1)
    dock("D14", pid, f, [("main_walkway", (14, 20, -4, 40))], "T1_TABLE_1", slips=1)
    pid, f = take(1, "DE")
    dock("D12", pid, f, [("main_walkway", (-3, 3, -4, 105))], "T1_NAV_LIGHT")
    pid, f = take(1, None, steep=True)
    structure("S9", pid, f, StructureKind.BOAT_ACCESSORY_STRUCTURE, (-1.2, 1.2, 14, 60), "T1_BAS_REACH", height=10.0)
    pid, f = take(1, None, steep=True)
    structure("S10", pid, f, StructureKind.BOAT_ACCESSORY_STRUCTURE, (-4, 4, 0, 10), "T1_BAS_EXCLUSIONS", height=10.0)
    buildings.append((f.rect(-20, 20, -70, -35), ["house", pid]))
    pid, f = take(1, "CD")
    mooring("M2", pid, f, f.half_width - 10, 50, "T1_MOORED_BOAT_INSIDE")
    mooring("M4", pid, f, 0, 140, "T1_MOORING_PERMIT", **swing(f, 25))
    pid, f = take(1, "CD")
    structure("S1", pid, f, StructureKind.BOATHOUSE, (-9, 9, -5, 35), "T1_BOATHOUSE_SHORELINE", slips=1)
    pid, f = take(1, "F")
    structure(
        "S2", pid, f, StructureKind.BOATHOUSE, (-13, 13, -5, 42), "T1_BOATHOUSE_SIZE_1_SLIP", slips=1, overhang=18.0
    )
    pid, f = take(1, "CD")
    structure("S3", pid, f, "gazebo", (-6, 6, 5, 17), "NON_DOCKING_STRUCTURE")
    pid, f = take(1, "CD", steep=False)
    structure("S5", pid, f, StructureKind.BOAT_ACCESSORY_STRUCTURE, (-5, 5, 0, 10), "T1_BAS_STEEP_SLOPE", height=10.0)
    pid, f = take(1, None, steep=True)
    structure("S6", pid, f, StructureKind.BOAT_ACCESSORY_STRUCTURE, (-7, 7, 0, 12), "T1_BAS_AREA", height=18.0)
    pid, f = take(1, "DE")
    structure("S7", pid, f, StructureKind.BOAT_STATION, (-12, 12, 10, 34), "T1_BOAT_STATION_SLIPS", slips=3)
    pid, f = take(1, "CD")
    for k in range(3):
        structure(
            f"S8{'abc'[k]}",
            pid,
            f,
            StructureKind.BOAT_HOIST_STRUCTURE,
            (-20 + 14 * k, -10 + 14 * k, 10, 30),
            "T1_HOIST_STRUCTURES",
            slips=1,
        )
    pid, f = take(1, "A")
    dock("D15", pid, f, [("main_walkway", (f.half_width - 4, f.half_width - 1.5, -4, 20))], "T1_SETBACK_CAT_A", slips=1)
    pid, f = take(1, "F")
    structure("S12", pid, f, StructureKind.BOATHOUSE, (-70, -52, -5, 33), "T1_BOATHOUSE_COUNT", slips=1)
    structure("S13", pid, f, StructureKind.BOATHOUSE, (0, 36, -5, 33), "T1_BOATHOUSE_SLIPS", slips=3)
    pid, f = take(1, "DE")
    structure("S14", pid, f, StructureKind.BOAT_STATION, (-40, -22, 8, 30), "T1_BOAT_STATION_COUNT", slips=1)
    structure("S15", pid, f, StructureKind.BOAT_STATION, (22, 40, 8, 30), "T1_BOAT_STATION_COUNT", slips=1)
    pid, f = take(1, "CDE", steep=True)
    dock(
        "D16",
        pid,
        f,
        [("main_walkway", (-4, 4, -4, 46)), ("appendage", (-22, 22, 34, 46))],
        "T1_STEEP_SLOPE_BONUS",
        slips=2,
    )
    structure(
        "S16",
        pid,
        f,
        StructureKind.BOAT_ACCESSORY_STRUCTURE,
        (f.half_width - 22, f.half_width - 12, 0, 10),
        "T1_STEEP_SLOPE_BONUS",
        height=10.0,
    )
    pid, f = take(1, "F")
    dock(
        "D17",
        pid,
        f,
        [("main_walkway", (-60, -54, -4, 40)), ("appendage", (-75, -39, 30, 44))],
        "T1_BOATHOUSE_WALKWAY",
        slips=1,
    )
    structure("S17", pid, f, StructureKind.BOATHOUSE, (0, 18, -5, 33), "T1_BOATHOUSE_WALKWAY", slips=1, walkway=200.0)
    pid, f = take(1, "F")
    allowed = pool_allocations[pid].max_slips
    dock("D18", pid, f, [("main_walkway", (-60, -54, -4, 40))], "T1_EXISTING_CAPACITY", slips=allowed - 1)
    structure("S18", pid, f, StructureKind.BOATHOUSE, (0, 30, -5, 33), "T1_EXISTING_CAPACITY", slips=2, existing="yes")
    pid, f = take(1, "DE")
    mooring("M12", pid, f, 0, 420, "T1_MOORING_REACH", permit="yes", **swing(f, 15))
    mooring("M13", pid, f, -6, 80, "T1_MOORING_PLACEMENT", **swing(f, 15))
    mooring("M14", pid, f, 6, 80, "T1_MOORING_PLACEMENT", **swing(f, 15))
    group, f = take_neighbours(2)
    consolidated("D19", group, f, 40, "T1_CONSOLIDATED_TWO_PARCELS", slips=2)
    group, f = take_neighbours(2)
    consolidated(
        "D26", group, f, 10, "T1_CONSOLIDATED_SLIPS", slips=sum(pool_allocations[pid].max_slips for pid in group) + 1
    )
    group, f = take_neighbours(3)
    consolidated("D27", group, f, 50, "T1_CONSOLIDATED_THREE_PARCELS", slips=3)
    pid, f = take(1, "F")
    dock(
        "D28",
        pid,
        f,
        [("main_walkway", (-4, 4, -4, 50)), ("platform", (-40, 40, 50, 60))],
        "T1_CONSOLIDATED_ONE_PARCEL",
        slips=2,
    )
    consolidations.append((None, ["D28", pid, "yes"]))
    group, f = take_neighbours(4)
    consolidated("D36", group, f, 10, "T1_CONSOLIDATION_PARCELS", slips=2, reach=40)
    (pid, f), (apart, _) = take(1, "CD"), take(1, "CD")
    dock("D37", pid, f, [("main_walkway", (-3, 3, -4, 30))], "T1_CONSOLIDATION_CONTIGUOUS", slips=1)
    consolidations.append((None, ["D37", f"{pid};{apart}", "yes"]))
    group, f = take_neighbours(2)  # the partner gives the shared dock one of its dock allowances (§ 73-10)
    held = sum(pool_allocations[pid].max_slips for pid in group)
    consolidated("D38", group, f, 10, "T1_CONSOLIDATED_SLIPS", slips=held - 1, reach=40)
    partner = ParcelFrame(chords[group[1]])
    for k, x in enumerate((-20, 20)[: pool_allocations[group[1]].max_docks]):  # its own docks, one too many
        dock(f"D{39 + k}", group[1], partner, [("main_walkway", (x - 3, x + 3, -4, 30))], "T1_TABLE_1", slips=1)
    pid, f = take(2, eligible=False)
    dock("D25", pid, f, [("main_walkway", (-3, 3, -4, 40))], "T2_MIN_SHORELINE", slips=4)
    pid, f = take(3, eligible=False)
    dock("D33", pid, f, [("main_walkway", (-3, 3, -4, 40))], pool_reason[pid], slips=4)
    pid, f = take(3, eligible=False)
    dock("D34", pid, f, [("main_walkway", (-3, 3, -4, 40))], pool_reason[pid], slips=4)
    pid, f = take(2)
    dock(
        "D20",
        pid,
        f,
        [("main_walkway", (-4, 4, -4, 150)), ("appendage", (-40, 40, 150, 158))],
        "T2_NAV_LIGHT",
        slips=20,
        nav_light="no",
    )
    dock("D21", pid, f, [("main_walkway", (60, 68, -4, 230))], "T2_DOCK_LINE", slips=10, nav_light="yes")
    structure("S4", pid, f, StructureKind.BOATHOUSE, (-150, -120, 20, 60), "T2_PROHIBITED_STRUCTURES", slips=2)
    dock(
        "D22",
        pid,
        f,
        [("main_walkway", (120, 128, -4, 120)), ("appendage", (100, 148, 120, 128))],
        "T2_TABLE_3",
        slips=60,
        nav_light="yes",
    )
    dock("D23", pid, f, [("main_walkway", (f.half_width - 40, f.half_width - 32, -4, 80))], "T2_SETBACK", slips=2)
    culvert("Culvert 2", f, 170)
    dock("D24", pid, f, [("main_walkway", (160, 165, -4, 60))], "T2_OUTLET_SETBACK", slips=2)
    mooring("M10", pid, f, -60, 160, "T2_MOORING_PERMIT")
    mooring("M11", pid, f, -60, 430, "T2_MOORING_ZONE", permit="yes")
    mooring("M17", pid, f, -120, 300, "T2_MOORING_PLACEMENT", boat=6.0, rode=4.0, permit="yes")
    mooring("M18", pid, f, -105, 300, "T2_MOORING_PLACEMENT", boat=6.0, rode=4.0, permit="yes")
    zone = {z.zone: z for z in analysis.zones if analysis.parcel_ids[z.parcel] == pid}[Zone.MOORING]
    for x in np.arange(f.half_width - 5, 0, -1.0):  # a buoy within the 45-ft setback, its swing circle inside
        buoy = f.point(x, 260)
        if shapely.contains(zone.area, shapely.buffer(buoy, 10)) and not shapely.contains(zone.envelope, buoy):
            break
    mooring("M15", pid, f, x, 260, "T2_SETBACK", boat=6.0, rode=4.0, permit="yes")
    for x in np.arange(f.half_width + 200, 0, -1.0):  # a buoy in the zone whose 50-ft swing circle crosses a line
        buoy = f.point(x, 330)
        if shapely.contains(zone.area, buoy) and not shapely.contains(zone.area, shapely.buffer(buoy, 50)):
            break
    mooring("M16", pid, f, x, 330, "T2_MOORED_BOAT_INSIDE", boat=30.0, rode=20.0, permit="yes")
    structure(
        "S19", pid, f, StructureKind.BOAT_ACCESSORY_STRUCTURE, (-200, -190, 0, 10), "T2_BAS_NOT_LISTED", height=10.0
    )
    pid, f = take(3)
    dock(
        "D30", pid, f, [("main_walkway", (-4, 4, -4, 80)), ("appendage", (-30, 30, 80, 88))], Status.COMPLIES, slips=16
    )
    mooring("M5", pid, f, 0, 150, "T3_NO_MOORINGS")
    dock("D31", pid, f, [("main_walkway", (f.half_width - 30, f.half_width - 24, -4, 60))], "T3_SETBACK", slips=2)
    structure("S11", pid, f, StructureKind.BOAT_STATION, (-60, -40, 10, 30), "T3_DOCKING_ONLY", slips=1)
    culvert("Culvert 3", f, -100)
    dock("D32", pid, f, [("main_walkway", (-110, -105, -4, 50))], "T3_OUTLET_SETBACK", slips=1)
    dock("D35", pid, f, [("main_walkway", (50, 56, -4, 215))], "T2_T3_DOCK_ZONE", slips=1)
    return docks, moorings, structures, boats, buildings, culverts, consolidations


if __name__ == "__main__":
    write(*build())
    print(OUT)
