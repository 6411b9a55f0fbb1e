"""The one run under every front end (Processing, the panel, the API, the command line): the layers already read
into feet come in, are checked, given their districts, towns and tier maps, allocated, analysed, flagged and
checked; the outputs' rows come out. A front end only reads its layers into ``LakeInputs`` and writes the rows
back, so that every check, flag and guard below is the same whichever way Dockline is run."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field

import numpy as np
import shapely

from .buildout.design import Design
from .buildout.layout import Layout, build_out
from .checks.checker import CheckResult, FacilityChecker
from .checks.proposal import Proposal
from .inputs import add_zoning_districts
from .lake.analysis import Flag, LakeAnalysis, analyse_lake, repaired
from .law.allocation import NO_DISTRICT_VALUE, allocate_parcel
from .law.profiles import MAX_TOLERANCE_FT, Municipalities, Profile, district_key, parcel_municipalities
from .law.vocabulary import FlagCode
from .outputs.rows import layout_rows, output_rows
from .terrain.elevations import Terrain
from .terrain.surfaces import Surface
from .tools.arrays import geometry_array
from .tools.errors import DocklineInputError
from .tools.progress import NEVER, Progress
from .tools.values import feature_labels, identifier, read_steep_slope, require_decoded, split_districts
from .tools.wording import counted

NO_ZONING_POLYGON = "no polygon of the zoning layer covers it: Tier 1 by default (§ 73-6A(1))"
NO_ZONING_VALUE = "{labels} {cover} it with no district: Tier 1 by default (§ 73-6A(1))"
KINDS = {  # shapely's geometry type id → what a message calls it
    0: "points",
    4: "points",
    1: "lines",
    2: "lines",
    5: "lines",
    3: "polygons",
    6: "polygons",
    7: "a geometry collection",
}
TEXT_COLUMNS = ("districts", "land_use", "municipality")  # the parcels' text beside their ids
EXPECTED = {  # layer: the geometries it may hold
    "parcels": ("polygons",),
    "water": ("polygons",),
    "shoreline": ("lines",),
    "zoning": ("polygons",),
    "outlets": ("points", "lines", "polygons"),
    "docks": ("polygons",),
    "moorings": ("points",),
    "structures": ("polygons",),
    "boats": ("polygons",),
    "buildings": ("polygons",),
    "bathymetry": ("points",),
}


@dataclass(frozen=True)
class Parcels:
    """The parcels as read: per feature its id, polygon in feet and the raw values of the optional fields (None
    where a field was not chosen or a value is missing)."""

    ids: Sequence
    geometries: np.ndarray
    districts: Sequence = ()
    land_use: Sequence = ()
    steep_slope: Sequence = ()
    municipality: Sequence = ()
    municipality_field: str | None = None  # named in messages
    tier_election: Sequence = ()  # 2 or 3, where a district gives the parcel the choice (§ 73-15D, D19)
    district_field: str | None = None  # named in messages
    labels: Sequence[str] = ()  # how a message names each feature (``feature_label``); by its place if not given

    def column(self, name: str) -> list:
        values = list(getattr(self, name))
        return values if values else [None] * len(self.ids)


@dataclass(frozen=True)
class Zoning:
    """The zoning district polygons in feet, each with its district name and the label a message names it by."""

    names: Sequence
    geometries: np.ndarray
    labels: Sequence


@dataclass
class LakeInputs:
    """Everything one run reads, already in US survey feet (D16)."""

    profile: Profile
    parcels: Parcels
    water: Sequence
    water_name: str = "water"  # or "shoreline": MHW lines
    outlets: Sequence = ()
    zoning: Zoning | None = None
    tier_maps: dict = field(default_factory=dict)  # parse_tier_maps_csv: district → tier by municipality
    tolerance_ft: float = 10.0
    land: Surface | None = None  # a DEM
    bottom: Surface | None = None  # the lake's bottom
    water_labels: Sequence[str] = ()  # how a message names each water feature (``feature_label``)


@dataclass
class Run:
    """What a run found: the analysis, each parcel's town, and the check once a proposal is checked."""

    analysis: LakeAnalysis
    municipalities: Municipalities
    ids: list
    geometries: np.ndarray
    outlets: list
    terrain: Terrain
    notices: list = field(default_factory=list)  # for the log: what was assumed
    proposal: Proposal | None = None
    checker: FacilityChecker | None = None
    checked: CheckResult | None = None
    layout: Layout | None = None

    def check(self, proposal: Proposal, progress: Progress = NEVER) -> CheckResult:
        """The proposal checked against each parcel's allocation, facility area and setbacks (§§ 73-8 to 73-16)."""
        self.proposal = proposal
        self.checker = FacilityChecker(self.analysis, self.municipalities, self.outlets)
        self.checked = self.checker.check(proposal, progress=progress)
        return self.checked

    def build_out(
        self, design: Design, parcels=None, kept: Proposal | None = None, progress: Progress = NEVER
    ) -> Layout:
        """The layout the law allows on each parcel with an allocation, or on ``parcels`` (ids, read as the run
        read its own) only, keeping the facilities of ``kept`` (the run's proposal where not given;
        ``rules.buildout``). An id the run did not read stops it; a parcel that has no allocation is named in
        the notices."""
        chosen = None if parcels is None else [pid for pid in map(identifier, parcels) if pid is not None]
        if chosen is not None:  # a parcel without an id has no allocation: nothing to lay out
            unknown = sorted(set(chosen) - set(self.ids), key=str)
            if unknown:
                raise DocklineInputError(
                    f"parcels: no parcel {', '.join(map(str, unknown[:10]))} among the parcels analysed: give their ids"
                )
            allocations = self.analysis.allocations
            missing = sorted({pid for pid in chosen if allocations.get(pid) is None}, key=str)
            if missing:
                self.notices.append(
                    f"{counted(len(missing), 'parcel')} chosen for the build-out "
                    f"{'has' if len(missing) == 1 else 'have'} no allocation (not adjoining the water, or no "
                    f"shoreline): nothing laid out there ({', '.join(map(str, missing[:10]))})."
                )
        checker = FacilityChecker(self.analysis, self.municipalities, self.outlets)
        self.layout = build_out(checker, design, chosen, kept if kept is not None else self.proposal, progress)
        return self.layout

    def layout_rows(self) -> dict:
        """The build-out's rows (``LAYOUT_OUTPUTS``); none before it."""
        if self.layout is None:
            return {}
        return layout_rows(self.layout, self.municipalities, list(zip(self.ids, self.geometries)))

    def rows(self) -> dict:
        """Every output's rows (geometry in feet, values) by output name; the build-out's where it was made."""
        rows = output_rows(self.analysis, self.municipalities, list(zip(self.ids, self.geometries)), self.checked)
        return rows | self.layout_rows()


def run_lake(inputs: LakeInputs, proposal: Proposal | None = None, progress: Progress = NEVER) -> Run:
    """The shoreline analysis (§§ 73-5 to 73-8, 73-13, 73-15) of every parcel, then the check of ``proposal``."""
    parcels = inputs.parcels
    require_geometries("parcels", parcels.geometries, parcels.labels)
    require_geometries(inputs.water_name, inputs.water, inputs.water_labels)
    require_geometries("outlets", inputs.outlets, empty=True)
    labelled = zip(inputs.water, feature_labels(inputs.water_name, len(inputs.water), inputs.water_labels))
    water, water_labels = map(list, zip(*[(g, label) for g, label in labelled if g is not None]))
    present = _present(parcels.geometries)
    require_distinct_water(inputs.water_name, water, present)
    require_rings_once(inputs.water_name, water, water_labels)
    ids = [identifier(value) for value in parcels.ids]
    if ids and all(pid is None for pid in ids):  # not one parcel to analyse: the field, not the features, is wrong
        raise DocklineInputError(
            f"parcels: no feature has a parcel id ({counted(len(ids), 'feature')} read): choose the field that "
            "holds the parcels' ids."
        )
    for name, values in (("id", ids), *((column, getattr(parcels, column)) for column in TEXT_COLUMNS)):
        require_decoded("parcels", name, values)
    if inputs.zoning is not None:
        require_decoded("zoning", "district", inputs.zoning.names)
    profile = inputs.profile.with_tier_maps(inputs.tier_maps)
    notices: list[str] = []
    flags: list[Flag] = []
    districts = {pid: split_districts(v) for pid, v in zip(ids, parcels.column("districts")) if pid is not None}
    if inputs.zoning is not None:
        districts, unzoned, flags = _zoned(inputs.zoning, ids, parcels.geometries, districts)
    elif parcels.district_field:  # a parcel whose value is empty (without the field, every parcel is Tier 1 alike)
        empty = NO_DISTRICT_VALUE.format(field=parcels.district_field)
        unzoned = {pid: empty for pid, named in districts.items() if not named}
    else:
        unzoned = {}
    municipalities = _municipalities(parcels, ids, profile, inputs.tier_maps, notices)
    notices += tier_map_notices(inputs.tier_maps, districts, profile)
    land_use = dict(zip(ids, parcels.column("land_use")))
    elections = dict(zip(ids, parcels.column("tier_election")))
    steep_given, unclear = _steep_slopes(ids, parcels.column("steep_slope"))
    flags += unclear

    def allocate_one(parcel_id, lineal_ft, steep_slope=False):
        return allocate_parcel(
            lineal_ft,
            districts.get(parcel_id, []),
            municipalities.of(parcel_id),
            land_use=land_use.get(parcel_id),
            steep_slope=steep_slope,
            election=elections.get(parcel_id),
        )

    terrain = Terrain(inputs.land, inputs.bottom, steep_given=steep_given)
    outlets = [g for g in inputs.outlets if g is not None]
    analysis = analyse_lake(
        water,
        list(zip(ids, parcels.geometries)),
        allocate_parcel=allocate_one,
        outlets=outlets,
        tolerance_ft=inputs.tolerance_ft,
        terrain=terrain,
        municipalities=municipalities,
        progress=progress,
        parcel_labels=parcels.labels,
        water_labels=water_labels,
    )
    far = _far_from_water(analysis, inputs.water_name, water, present)
    analysis.flags += flags + far
    notices += [flag.message for flag in far]
    analysis.flags += [
        Flag(pid, FlagCode.NO_DISTRICT, None, None, unzoned[pid]) for pid in sorted(unzoned.keys() & analysis.lineal)
    ]
    run = Run(analysis, municipalities, ids, parcels.geometries, outlets, terrain, notices)
    if proposal is not None:
        progress.stage("Checking the proposed facilities")
        run.check(proposal, progress)
    return run


def require_geometries(layer: str, geometries, labels: Sequence[str] = (), *, empty: bool = False) -> None:
    """A layer holding only the geometries it may (``EXPECTED``), and some unless ``empty``; else one message
    naming the layer, the first wrong feature (by its label, ``feature_label``, else its place) and what it
    holds."""
    given = geometry_array(geometries)
    placed = np.flatnonzero(~shapely.is_missing(given))
    if len(placed) == 0 and not empty:
        raise DocklineInputError(f"{layer}: the layer has no features.")
    kinds = shapely.get_type_id(given[placed])
    wrong = np.flatnonzero(~np.isin(kinds, [kind for kind, name in KINDS.items() if name in EXPECTED[layer]]))
    if len(wrong):
        found = KINDS.get(int(kinds[wrong[0]]), "unknown geometry")
        first = feature_labels(layer, len(given), labels)[placed[wrong[0]]]
        raise DocklineInputError(
            f"{layer}: needs {' or '.join(EXPECTED[layer])}; the layer has {found}: "
            f"{counted(len(wrong), 'feature')} of {len(placed)}, the first {first}."
        )


def without_unplaced(geometries, labels: Sequence[str]) -> tuple[np.ndarray, list[str]]:
    """The geometries with each one that has a NaN or infinite coordinate (a broken export, a failed reprojection)
    left out as None, and a warning naming each such feature (``labels``, in order): no such coordinate reaches
    GEOS, which fails on it, nor a layer's extent."""
    given = geometry_array(geometries)
    left_out = unplaced(given)
    given[left_out] = None
    return given, [
        f"{labels[k]}: its geometry has NaN or infinite coordinates, so it was left out; fix the geometry (or its "
        "reprojection) and run again."
        for k in left_out.tolist()
    ]


def unplaced(geometries) -> np.ndarray:
    """The positions of the geometries with a NaN or infinite coordinate: nowhere on the earth."""
    coords, owner = shapely.get_coordinates(geometry_array(geometries), include_z=False, return_index=True)
    return np.unique(owner[~np.isfinite(coords).all(axis=1)])


def require_distinct_water(water_name: str, water, parcels) -> None:
    """Not the parcels given as the water too (every parcel would be 'not adjoining', the lots read as the lake's
    bed): most parcels lying inside the water's polygons stop the run with one message. Shore lots lie on land.
    ``water`` and ``parcels`` are the geometries given (no None; parcels as ``_present`` keeps them)."""
    polygons = np.asarray(water, dtype=object)
    polygons = polygons[shapely.get_dimensions(polygons) == 2]
    if not len(polygons) or not len(parcels):
        return
    points = shapely.point_on_surface(parcels)  # each water polygon prepared once, its points found through a tree
    inside = np.unique(shapely.STRtree(points).query(polygons, predicate="contains")[1])
    if len(inside) > len(parcels) / 2:
        raise DocklineInputError(
            f"{water_name}: {len(inside)} of the {counted(len(parcels), 'parcel')} lie inside its polygons: the "
            f"parcels layer given as the {water_name} too? Give the lake's water as the {water_name}."
        )


def require_rings_once(water_name: str, water, labels: Sequence[str] = ()) -> None:
    """Each closed MHW line once: the rings are read even-odd (an island is a hole), so a ring given twice would
    cancel itself, a lake or an island gone without a word; else one message naming both features (``labels``,
    else their places)."""
    seen: dict[bytes, str] = {}  # a ring's normalised WKB → the feature holding it
    for geometry, label in zip(water, feature_labels(water_name, len(water), labels)):
        if geometry is None or shapely.get_dimensions(geometry) != 1:
            continue
        for line in shapely.get_parts(shapely.line_merge(geometry)):
            if not shapely.is_closed(line) or len(line.coords) < 4:
                continue  # refused by the analysis, which says why
            ring = shapely.to_wkb(shapely.normalize(shapely.Polygon(line.coords)))
            if ring in seen:
                where = f"{seen[ring]} and {label} hold" if seen[ring] != label else f"{label} holds"
                raise DocklineInputError(
                    f"{where} the same closed line twice: a ring given twice cancels itself (rings "
                    "are read even-odd, an island a hole); remove the duplicate."
                )
            seen[ring] = label


def tier_map_notices(tier_maps: dict, districts: dict, profile: Profile) -> list[str]:
    """A warning for each tier-map row that matches no parcel's district and each district that matches no row
    (D13: matched as ``district_key`` reads them): a misspelt district silently makes its parcels Tier 1. With no
    tier map at all (given or the profile's) where parcels have districts, one warning: every parcel is Tier 1."""
    given = Counter(name for names in districts.values() for name in names)
    if not tier_maps:
        if not given or profile.district_tiers:
            return []
        named = ", ".join(sorted(given, key=district_key)[:8]) + (", …" if len(given) > 8 else "")
        return [
            f"no tier map given: every parcel is Tier 1 (§ 73-6A(1)), whatever its district ({named}). Give the "
            "town's district → tier assignments as a tier map (district,tier) and run again."
        ]
    rows = sorted({district for scoped in tier_maps.values() for district in scoped})
    row_keys, given_keys = {district_key(r) for r in rows}, {district_key(d) for d in given}
    return [
        f"tier map: district {row!r} matches no district of the parcels or the zoning: check its spelling."
        for row in rows
        if district_key(row) not in given_keys
    ] + [
        f"district {name!r} ({counted(count, 'parcel')}) matches no row of the tier map: Tier 1 (§ 73-6A(1))."
        for name, count in sorted(given.items())
        if district_key(name) not in row_keys
    ]


def _present(geometries) -> np.ndarray:
    """The geometries given: none missing, none empty."""
    given = geometry_array(geometries)
    return given[~shapely.is_missing(given) & ~shapely.is_empty(given)]


def _far_from_water(analysis: LakeAnalysis, water_name: str, water, parcels) -> list[Flag]:
    """FABRIC_OFFSET for the whole run when no parcel (``parcels``: those ``_present``) comes within
    MAX_TOLERANCE_FT of the water's edge (the fabric's own FABRIC_OFFSET looks only near the water): another layer
    given as the water, or a CRS mix-up."""
    if analysis.lineal or any(flag.code == FlagCode.FABRIC_OFFSET for flag in analysis.flags):
        return []
    given = np.asarray(water, dtype=object)
    edges = np.where(shapely.get_dimensions(given) == 2, shapely.boundary(given), given)  # polygons' edges, or lines
    _, gaps = shapely.STRtree(edges).query_nearest(parcels, return_distance=True, all_matches=False)
    gap = float(gaps.min()) if len(gaps) else float("inf")
    if gap <= MAX_TOLERANCE_FT:
        return []
    message = (
        f"no parcel comes within {MAX_TOLERANCE_FT:g} ft of the {water_name}'s edge (the nearest is {gap:,.0f} ft "
        f"away), so none adjoins it. Likely causes: another layer given as the {water_name}, or layers in different "
        "CRSs (one of them with a wrong CRS set)"
    )
    return [Flag(None, FlagCode.FABRIC_OFFSET, gap, None, message)]


def _steep_slopes(ids, values) -> tuple[dict, list[Flag]]:
    """The steep slopes given (§ 73-8B(4)) by parcel id, and an INPUT flag for each value neither yes nor no (read as
    not given, never as no)."""
    given, flags = {}, []
    for pid, value in zip(ids, values):
        if pid is None:
            continue
        steep, unclear = read_steep_slope(value)
        if unclear:
            flags.append(Flag(pid, FlagCode.INPUT, None, None, unclear))
        elif steep is not None:
            given[pid] = steep
    return given, flags


def _zoned(zoning: Zoning, ids, geometries, districts: dict) -> tuple[dict, dict, list[Flag]]:
    """Each parcel's districts gain those of the zoning polygons covering it (§ 73-6A); invalid zoning polygons are
    repaired first, as parcels are (``ZONING_REPAIRED``). The parcels no district covers go to Tier 1 (§ 73-6A(1)),
    each with why: no polygon covers it, or those that do have no district."""
    require_geometries("zoning", zoning.geometries, zoning.labels)
    polygons = np.asarray(zoning.geometries, dtype=object)
    flags = []
    for k in np.flatnonzero(~shapely.is_valid(polygons) & ~shapely.is_missing(polygons)):
        reason = shapely.is_valid_reason(polygons[k])
        polygons[k] = repaired(polygons[k])
        flags.append(
            Flag(None, FlagCode.ZONING_REPAIRED, None, None, f"{zoning.labels[k]}: invalid polygon ({reason}) repaired")
        )
    names = [identifier(n) for n in zoning.names]
    districts = add_zoning_districts(districts, ids, geometries, names, polygons)
    unzoned = [k for k, pid in enumerate(ids) if pid is not None and not districts.get(pid)]
    blank = [label if name is None else None for name, label in zip(names, zoning.labels)]  # covered, no district
    covering = add_zoning_districts({}, [ids[k] for k in unzoned], np.asarray(geometries)[unzoned], blank, polygons)
    why = {ids[k]: _no_district(covering.get(ids[k], [])) for k in unzoned}
    return districts, why, flags


def _no_district(covering: list) -> str:
    """Why a parcel has no district: the zoning polygons covering it have none, or no polygon covers it."""
    if not covering:
        return NO_ZONING_POLYGON
    return NO_ZONING_VALUE.format(labels=", ".join(covering), cover="covers" if len(covering) == 1 else "cover")


def _municipalities(parcels: Parcels, ids, profile: Profile, tier_maps: dict, notices: list) -> Municipalities:
    """Each parcel's municipality (D14); without the field, the profile for all. A value naming no profile stops
    the run; parcels without a value take the profile, and a notice says how many."""
    if not parcels.municipality_field:
        return Municipalities(profile)
    values = {pid: v for pid, v in zip(ids, parcels.column("municipality")) if pid is not None}
    try:
        municipalities = parcel_municipalities(values, profile, tier_maps)
    except DocklineInputError as error:
        raise DocklineInputError(f"MUNICIPALITY_FIELD {parcels.municipality_field!r}: {error}") from None
    unset = sorted(pid for pid in values if pid not in municipalities.of_parcel)
    if unset:
        notices.append(
            f"{counted(len(unset), 'parcel')} without a municipality in {parcels.municipality_field}: "
            f"{profile.name} applies to them ({', '.join(unset[:10])})."
        )
    return municipalities
