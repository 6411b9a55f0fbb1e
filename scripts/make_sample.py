"""Generate resources/sample/sample_lake.gpkg: a clearly synthetic stretch of shore shaped from the real (coarse)
Canandaigua Lake outline (GSHHG, LGPL-3.0-or-later, in ../shared/lake_test_data/finger_lakes_gshhg/), in
EPSG:2261. Coves and headlands are added to the coarse outline; the parcels, addresses, zoning and outlets are
invented. Fixed seed: the same file every run.

Layers: water (the lake's north end, with an island), parcels (parcel_id, address, district, land_use,
steep_slope), zoning (district), outlets (name, kind). resources/sample/sample_tier_map.csv maps the districts.

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

from dockline.rules.units import frame_for  # noqa: E402

GSHHG = REPO.parent / "shared" / "lake_test_data" / "finger_lakes_gshhg" / "finger_lakes_gshhg_full.geojson"
OUT = REPO / "resources" / "sample" / "sample_lake.gpkg"
STRETCH_FT = 12_000  # the lake's northern 2.3 miles
STREETS = ("West Lake Rd", "East Lake Rd", "Lakeshore Dr", "Cove Ln", "Bay Rd")


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
    wiggle = sum(amplitude * np.sin(2 * np.pi * along / wavelength + rng.uniform(0, 2 * np.pi))
                 for amplitude, wavelength in ((90, 2600), (45, 900), (20, 380)))
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
    land_parcels = [p for p in fabric_along(rng, ring, inland_sign=+1, frontage=(40, 240), jitter=4.0)
                    if shapely.intersects(p, stretch) and shapely.within(shapely.centroid(p), stretch)]
    island_ring = shapely.get_coordinates(island.exterior)[:-1]
    island_parcels = fabric_along(rng, island_ring, inland_sign=-1, frontage=(150, 300), depth=40.0, jitter=0.0)
    parcels = _special_uses(land_parcels) + [(p, "R-1", "residential") for p in island_parcels]
    return water, parcels, stretch


def _special_uses(parcels):
    """A marina (Tier 2) and a hotel (Tier 3): each several neighbouring lots joined into one."""
    joined = []
    marina, hotel = range(40, 46), range(120, 124)
    for group, district, use in ((marina, "MAR", "marina"), (hotel, "HOS", "hotel")):
        joined.append((shapely.union_all([parcels[i] for i in group]), district, use))
    others = [(p, "R-1", "residential") for i, p in enumerate(parcels) if i not in marina and i not in hotel]
    return others[:40] + joined[:1] + others[40:115] + joined[1:] + others[115:]


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
            feature.SetGeometry(ogr.CreateGeometryFromWkb(shapely.to_wkb(geometry)))
            for (field_name, _), value in zip(fields, values):
                feature.SetField(field_name, value)
            created.CreateFeature(feature)

    layer("water", ogr.wkbPolygon, [("name", ogr.OFTString)], [(water, ["Canandaigua Lake (north end, synthetic)"])])
    rows = []
    for number, (geometry, district, use) in enumerate(parcels, start=1):
        street = STREETS[number % len(STREETS)]
        steep = "yes" if use == "residential" and rng.random() < 0.08 else "no"
        rows.append((shapely.MultiPolygon(shapely.get_parts(geometry)), [
            f"98.{11 + number // 100:02d}-1-{number % 100 + 1}", f"{1000 + 7 * number} {street}", district, use,
            steep]))
    layer("parcels", ogr.wkbMultiPolygon, [("parcel_id", ogr.OFTString), ("address", ogr.OFTString),
                                           ("district", ogr.OFTString), ("land_use", ogr.OFTString),
                                           ("steep_slope", ogr.OFTString)], rows)
    special = {d: shapely.buffer(g, 30) for g, d, _ in parcels if d != "R-1"}
    residential = shapely.difference(stretch, shapely.union_all(list(special.values())))
    layer("zoning", ogr.wkbMultiPolygon, [("district", ogr.OFTString)],
          [(shapely.MultiPolygon(shapely.get_parts(g)), [d]) for d, g in [("R-1", residential), *special.items()]])
    shore = shapely.boundary(shapely.Polygon(water.exterior))
    middle = shapely.get_coordinates(shapely.centroid(water))[0]
    outlets = []
    for k, fraction in enumerate((0.12, 0.31, 0.58, 0.83)):
        mouth = shapely.get_coordinates(shapely.line_interpolate_point(shore, fraction, normalized=True))[0]
        away = (mouth - middle) / np.hypot(*(mouth - middle))
        outlets.append((shapely.LineString([mouth, mouth + 300 * away]), [f"Stream {k + 1}", "stream"]))
    outlets.append((shapely.line_interpolate_point(shore, 0.7, normalized=True), ["Culvert 1", "culvert"]))
    layer("outlets", ogr.wkbUnknown, [("name", ogr.OFTString), ("kind", ogr.OFTString)], outlets)
    source = None


if __name__ == "__main__":
    write(*build())
    print(OUT)
