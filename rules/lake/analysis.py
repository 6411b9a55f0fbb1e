"""The whole-shoreline analysis (§§ 73-5, 73-7, 73-8, 73-13, 73-15): parcels and water in, for every parcel its
tie points, tie lines, lineal feet, facility area lines, allocation, facility areas, distance lines, setback
envelopes and flags out. Plain shapely in US survey feet; ``units`` brings other CRSs to feet and back.
"""

from __future__ import annotations

import functools
from collections import Counter
from dataclasses import dataclass, field, replace
from typing import Callable, Iterable, Sequence

import numpy as np
import shapely

from ..law.allocation import Allocation, allocate
from ..law.catalogue import value
from ..law.profiles import MAX_TOLERANCE_FT, Municipalities
from ..law.vocabulary import FlagCode, Status
from ..terrain.elevations import Terrain
from ..tools.arrays import cross, geometry_array
from ..tools.collector import collector_paused
from ..tools.errors import DocklineInputError
from ..tools.progress import NEVER, Progress
from ..tools.threads import Later, chunked
from ..tools.values import feature_labels, read_number
from ..tools.wording import counted
from .areas import WaterTiles, ZoneResult, deepest_zones, parcel_zones, zone_spec
from .owners import NO_PARCEL, THREADED_PARCELS
from .shoreline import RawFlag, Run, Shoreline, build_shoreline

POLYGONAL = (shapely.GeometryType.POLYGON, shapely.GeometryType.MULTIPOLYGON)
LINEAR = (shapely.GeometryType.LINESTRING, shapely.GeometryType.LINEARRING, shapely.GeometryType.MULTILINESTRING)
FLAG_MEANINGS = {
    FlagCode.TOLERANCE_USED: "the parcel lines stop short of the MHW; the tie point was placed within the tolerance",
    FlagCode.PARCEL_OVERLAP: "neighbouring parcels overlap across the MHW; the tie point is the overlap's middle (D29)",
    FlagCode.FAL_FALLBACK: "no neighbour on the MHW at one end; the line there is perpendicular to the tie line (D7)",
    FlagCode.FAL_CONVERGENT: "the parcel's own facility area lines meet inside its zone; the area ends there (D8)",
    FlagCode.FAL_CROSSING: "facility area lines of non-adjacent parcels cross; their areas overlap (D8)",
    FlagCode.FAL_HAIRPIN: "the tie lines meet at a very sharp angle; the facility area line is unreliable",
    FlagCode.MULTIPLE_RUNS: "several separate MHW runs: one tie line each, lineal feet is their sum (D12)",
    FlagCode.MICRO_RUN: "touches the MHW for less than the tolerance: not a run, no tie line or lineal feet there "
    "(D29)",
    FlagCode.WHOLE_RING: "the parcel owns a whole shoreline ring; lineal feet: its longest chord (D29); § 73-7 needs "
    "side lines, so no facility area",
    FlagCode.PARCEL_SKIPPED: "not analysed: no id, a duplicate id, no geometry, not a polygon or no area",
    FlagCode.GEOMETRY_REPAIRED: "an invalid polygon was repaired before use",
    FlagCode.WATER_REPAIRED: "an invalid water polygon was repaired before use",
    FlagCode.ZONING_REPAIRED: "an invalid zoning polygon was repaired before its districts were read",
    FlagCode.NO_ALLOCATION: "no allocation could be made from the lineal feet",
    FlagCode.NO_DISTRICT: "no district given for the parcel (no zoning polygon covers it, those that do have none, or "
    "its district field is empty): Tier 1 by default (§ 73-6A(1))",
    FlagCode.NEAR_MHW: "within the tolerance of the MHW but with no frontage of its own (neighbours are nearer)",
    FlagCode.IN_WATER: "lies in the water away from any MHW: an island missing from the water layer?",
    FlagCode.FABRIC_OFFSET: "most parcels near the water miss the MHW: the fabric and the water do not line up",
    FlagCode.WATER_PARCEL: "a parcel of the lake or its bed: left out of the shore so that the lots around it reach "
    "the MHW",
    FlagCode.TOWN_LINE: "facility area line shared with another municipality's parcel: a variance or consolidation "
    "across it involves both boards",
    FlagCode.INPUT: "a value or layer that cannot be right: not read as given (the message names it)",
}
ISLAND_REASON = (
    "lineal feet: the longest chord of the island's MHW, which has no side lines to tie (D29); no facility area "
    "lines can be drawn round it (§ 73-7), so the officer places its facilities"
)
WATER_PARCEL_SHARE = 0.9  # a parcel with more of its area in the water than this (a lot reaching into the water
LAKE_SHARE = 0.5  # has far less), or holding more of the lake than this, is the lake or its bed as a tax parcel
MIN_LAKE_SHARE = 0.05  # but a lot wholly in the water and small beside its lake is an island the water layer lacks


@dataclass(frozen=True)
class Flag:
    """For the officer: which parcel, a code, a measured value, where, and what it means."""

    parcel_id: str | None
    code: FlagCode
    value: float | None
    where: tuple[float, float] | None
    message: str


@dataclass
class LakeAnalysis:
    """Everything the analysis found; geometries in the working frame (US survey feet)."""

    parcel_ids: list[str]
    shoreline: Shoreline
    allocations: dict[str, Allocation | None]
    zones: list[ZoneResult]
    flags: list[Flag]
    water: shapely.Geometry  # the water as polygons (its boundary is the MHW)
    tiles: WaterTiles  # the water cut into pieces, for local clips
    lineal: dict[str, float] = field(default_factory=dict)  # parcel id → lineal feet, for adjoining parcels
    parcels: np.ndarray = field(default_factory=lambda: np.empty(0, dtype=object))  # prepared, in id order
    steep_slopes: dict = field(default_factory=dict)  # parcel id → (given / yes / no, SteepSlope or None): terrain
    depth_extensions: dict = field(default_factory=dict)  # parcel id → DepthExtension, where a bottom was given
    terrain: Terrain | None = None  # the elevations read, for the checks (the depth extension)
    duplicates: dict = field(default_factory=dict)  # input position → why skipped, for a feature whose id another holds

    @property
    def status(self) -> dict[str, str]:
        """Parcel id → ``adjoining`` (it owns some of the MHW) or ``not adjoining``."""
        return {pid: Status.ADJOINING if pid in self.lineal else Status.NOT_ADJOINING for pid in self.parcel_ids}

    def summary(self) -> str:
        """A report a person can read: parcels by status, flags by code, and the tolerance snaps."""
        statuses = Counter(self.status.values())
        lines = [
            f"{counted(len(self.parcel_ids), 'parcel')}: {statuses[Status.ADJOINING]} adjoining the MHW, "
            f"{statuses[Status.NOT_ADJOINING]} not adjoining; {counted(len(self.shoreline.runs), 'tie line')}, "
            f"{counted(len(self.shoreline.tie_points), 'tie point')}, "
            f"{counted(len(self.shoreline.lines), 'facility area line')}."
        ]
        codes = Counter(flag.code for flag in self.flags)
        for code, count in codes.most_common():
            parcels = sorted({flag.parcel_id for flag in self.flags if flag.code == code and flag.parcel_id})
            shown = ", ".join(parcels[:8]) + (f" and {len(parcels) - 8} more" if len(parcels) > 8 else "")
            lines.append(
                f"  {code}: {count} ({counted(len(parcels), 'parcel')}: {shown}) — {FLAG_MEANINGS.get(code, '')}"
            )
        snaps = [flag.value for flag in self.flags if flag.code == FlagCode.TOLERANCE_USED and flag.value is not None]
        if snaps:
            lines.append(
                f"  Gaps bridged between fabric and MHW: median {np.median(snaps):.2f} ft, largest {max(snaps):.2f} ft."
            )
        return "\n".join(lines)

    def line_geometries(self) -> np.ndarray:
        """Each facility area line projected over the water (§ 73-7A(4)): from its tie point to the farthest
        vertex of its parcels' deepest zones that lies on it, or out to the zone depth where no zone is beside
        it. Worked out once: the outputs and the checks both ask."""
        return self._line_geometries

    @functools.cached_property
    def _line_geometries(self) -> np.ndarray:
        deepest = deepest_zones(self.zones)
        lines = self.shoreline.lines
        pairs = [(k, deepest[p]) for k, line in enumerate(lines) for p in line.parcels if p in deepest]
        line_of = np.array([k for k, _ in pairs], dtype=int)
        origins = np.array([line.origin for line in lines], dtype=float).reshape(-1, 2)
        angles = np.radians([line.direction_deg for line in lines])
        directions = np.column_stack([np.cos(angles), np.sin(angles)])
        coords, pair = shapely.get_coordinates(geometry_array([zone.area for _, zone in pairs]), return_index=True)
        offsets = coords - origins[line_of[pair]]
        along = np.einsum("ij,ij->i", offsets, directions[line_of[pair]])
        across = cross(directions[line_of[pair]], offsets)
        reach = np.zeros(len(lines))
        on_line = np.abs(across) < 1e-6
        np.maximum.at(reach, line_of[pair[on_line]], along[on_line])
        depth = np.full(len(lines), float(value("T1_DOCK_ZONE")))  # no zone beside the line: the Tier 1 dock zone
        beside = np.full(len(lines), -np.inf)
        np.maximum.at(beside, line_of, [zone.depth_ft for _, zone in pairs])
        depth[np.isfinite(beside)] = beside[np.isfinite(beside)]
        tips = origins + np.where(reach > 0, reach, depth)[:, None] * directions
        return shapely.linestrings(np.stack([origins, tips], axis=1))

    def lineal_ft(self, parcel_id: str) -> float:
        """Lineal feet of shoreline: the sum of the parcel's tie lines (D4, D12; a whole island's longest chord, D29);
        0 for a parcel without one."""
        return self.lineal.get(parcel_id, 0.0)


def prepare_parcels(
    features: Iterable[tuple[object, object]], labels: Sequence[str] = ()
) -> tuple[list[str], np.ndarray, list[Flag], dict]:
    """Parcels as (id, shapely geometry) → ids, valid polygonal geometries, a flag for each one skipped or
    repaired, and the features skipped because another holds their id (position → why). A skipped feature is
    named by its label (``feature_label``, as the user finds it), else by its place in the layer. Input objects
    are not changed."""
    rows = list(features)
    labels = feature_labels("parcels", len(rows), labels)
    given = geometry_array([geometry for _, geometry in rows])
    polygons = (np.isin(shapely.get_type_id(given), POLYGONAL) & ~shapely.is_empty(given)).tolist()
    ids, geometries, flags, duplicates = [], [], [], {}
    seen: dict[str, str] = {}  # parcel id → the label of the feature it was read from
    for position, ((raw_id, _), geometry, polygon, valid, label) in enumerate(
        zip(rows, given, polygons, chunked(shapely.is_valid, given, least=THREADED_PARCELS).tolist(), labels)
    ):
        parcel_id = None if raw_id is None else str(raw_id).strip()
        if not parcel_id:
            flags.append(Flag(None, FlagCode.PARCEL_SKIPPED, None, None, f"{label} has no parcel id: skipped"))
            continue
        if parcel_id in seen:
            flags.append(
                Flag(
                    parcel_id,
                    FlagCode.PARCEL_SKIPPED,
                    None,
                    None,
                    f"parcel id {parcel_id} appears more than once: {label} skipped",
                )
            )
            duplicates[position] = (
                f"skipped: parcel id {parcel_id} appears more than once; this feature, {label}, was not analysed: "
                f"{seen[parcel_id]} holds the parcel's figures"
            )
            continue
        if not polygon:
            problem = (
                "has no geometry"
                if geometry is None or geometry.is_empty
                else f"is a {geometry.geom_type}, not a polygon"
            )
            flags.append(Flag(parcel_id, FlagCode.PARCEL_SKIPPED, None, None, f"{label} {problem}: skipped"))
            continue
        if not valid:
            reason = shapely.is_valid_reason(geometry)
            geometry = repaired(geometry)
            if geometry.is_empty:
                message = f"{label} has no area once repaired (invalid polygon: {reason}): skipped"
                flags.append(Flag(parcel_id, FlagCode.PARCEL_SKIPPED, None, None, message))
                continue
            message = f"invalid polygon ({reason}) repaired before use"
            flags.append(Flag(parcel_id, FlagCode.GEOMETRY_REPAIRED, None, None, message))
        seen[parcel_id] = label
        ids.append(parcel_id)
        geometries.append(geometry)
    return ids, geometry_array(geometries), flags, duplicates


def prepare_water(geometries: Iterable[object], labels: Sequence[str] = ()) -> tuple[shapely.Geometry, list[str]]:
    """The water as polygons from polygons, or from closed MHW lines (nested rings: even-odd, so islands are
    holes). Returns the water and notes on what was repaired. A feature is named by its label (``feature_label``),
    else by its place in the layer."""
    given = list(geometries)
    lines = any(shapely.get_type_id(g) in LINEAR for g in given if g is not None)
    polygons, rings, notes = [], [], []
    for geometry, label in zip(given, feature_labels("shoreline" if lines else "water", len(given), labels)):
        if geometry is None or shapely.is_empty(geometry):
            continue
        if shapely.get_type_id(geometry) in POLYGONAL:
            if not shapely.is_valid(geometry):
                notes.append(f"{label}: invalid polygon ({shapely.is_valid_reason(geometry)}) repaired")
                geometry = _polygonal(shapely.make_valid(geometry))
            polygons.append(geometry)
        elif shapely.get_type_id(geometry) in LINEAR:  # closed MHW lines
            for line in shapely.get_parts(shapely.line_merge(geometry)):
                if not shapely.is_closed(line) or len(line.coords) < 4:
                    gap = shapely.distance(shapely.get_point(line, 0), shapely.get_point(line, -1))
                    raise DocklineInputError(
                        f"{label}: a line is not closed (its ends are {gap:,.1f} ft apart, "
                        f"{len(line.coords)} points): give the MHW as closed lines (or the water as polygons)"
                    )
                rings.append(shapely.make_valid(shapely.Polygon(line.coords)))
    if rings:
        polygons.append(functools.reduce(shapely.symmetric_difference, rings))
    if not polygons:
        raise DocklineInputError("the water layer has no polygons or closed MHW lines")
    water = _polygonal(shapely.union_all(polygons))
    if shapely.area(water) <= 0:
        raise DocklineInputError("the water layer's polygons have no area (zero-area or collapsed): check the layer")
    return water, notes


def repaired(geometry) -> shapely.Geometry:
    """An invalid polygon made valid, its polygonal parts only: the same repair wherever a parcel is used."""
    return _polygonal(shapely.make_valid(geometry))


def _polygonal(geometry) -> shapely.Geometry:
    parts = shapely.get_parts(geometry)
    polygons = parts[np.isin(shapely.get_type_id(parts), POLYGONAL)]
    return shapely.union_all(polygons) if len(polygons) else shapely.Polygon()


def analyse_lake(water, parcels, **options) -> LakeAnalysis:
    """The whole analysis (see ``_analyse``). GEOS raises floating-point flags inside some overlays; numpy would
    turn them into RuntimeWarnings in the user's log, so they are silenced here and in the worker threads."""
    with np.errstate(divide="ignore", invalid="ignore"), collector_paused():
        return _analyse(water, parcels, **options)


def _analyse(
    water,
    parcels: Iterable[tuple[object, object]],
    *,
    allocate_parcel: Callable[..., Allocation | None] | None = None,
    outlets: Iterable[object] = (),
    tolerance_ft: float = 10.0,
    terrain: Terrain | None = None,
    municipalities: Municipalities | None = None,
    progress: Progress = NEVER,
    parcel_labels: Sequence[str] = (),
    water_labels: Sequence[str] = (),
) -> LakeAnalysis:
    """The whole analysis. ``allocate_parcel(parcel_id, lineal_ft)`` gives each adjoining parcel's allocation
    (default: Tier 1, South Bristol); its zones and setbacks follow from it. With ``terrain``, the parcels' MHW is
    profiled for steep slopes first, and ``allocate_parcel`` is also given ``steep_slope`` (the value given for
    the parcel, else the DEM's); the depth extension is drawn past each dock zone's line. The geometry is one
    for the whole lake, across town lines; with ``municipalities``, a facility area line between parcels of two
    of them is flagged TOWN_LINE on both. ``progress`` is told each stage and may stop the run (``Cancelled``).
    ``parcel_labels``, ``water_labels``: how a message names each feature (``feature_label``), as the user finds it."""
    given, tolerance_ft = tolerance_ft, read_number(tolerance_ft)  # "10" from a form is 10
    if tolerance_ft is None or isinstance(given, bool):
        raise DocklineInputError(f"the shoreline tolerance must be a number of feet, not {given!r}")
    if not tolerance_ft > 0:
        raise DocklineInputError(f"the shoreline tolerance must be more than 0 ft, not {given!r}")
    if tolerance_ft > MAX_TOLERANCE_FT:
        raise DocklineInputError(
            f"the shoreline tolerance must be at most {MAX_TOLERANCE_FT:g} ft (a wider gap is a misplaced fabric), "
            f"not {tolerance_ft!r}"
        )
    progress.stage("Reading the parcels and the water")
    water, notes = prepare_water(water if isinstance(water, (list, tuple, np.ndarray)) else [water], water_labels)
    ids, geometries, flags, duplicates = prepare_parcels(parcels, parcel_labels)
    if not len(geometries):
        shown = "; ".join(flag.message for flag in flags[:3]) + ("; …" if len(flags) > 3 else "")
        raise DocklineInputError(f"no usable parcels, every feature was skipped: {shown or 'the layer has none'}")
    flags += [Flag(None, FlagCode.WATER_REPAIRED, None, None, note) for note in notes]
    allocate_parcel = allocate_parcel or (
        lambda _id, lineal_ft, steep_slope=False: allocate(lineal_ft, 1, steep_slope=steep_slope)
    )
    progress.stage("Parcels of the lake bed")
    on_land, water_flags = _without_water_parcels(ids, geometries, water)
    flags += water_flags
    progress.stage("Tie points and tie lines")
    shoreline = build_shoreline(water, on_land, tolerance_ft, progress)
    lineal: dict[int, float] = {}  # parcel index → its runs' lineal feet
    for run in shoreline.runs:
        lineal[run.parcel] = lineal.get(run.parcel, 0.0) + run.lineal_ft
    if terrain:
        progress.stage("Steep slopes")
    steep = terrain.steep_slopes(shoreline, water, ids, set(lineal), progress) if terrain else {}
    progress.stage("Allocation")
    allocations, specs = {}, {}
    islands = {run.parcel for run in shoreline.runs if run.whole_ring}  # a whole ring's owner (D29)
    for index, parcel_id in enumerate(ids):
        if index not in lineal:
            continue
        progress.check()
        try:
            terrain_facts = {"steep_slope": terrain.is_steep(parcel_id, steep)} if terrain else {}
            allocation = allocate_parcel(parcel_id, lineal[index], **terrain_facts) if lineal[index] > 0 else None
            if allocation is not None and index in islands:
                allocation = replace(allocation, reason=f"{allocation.reason}; {ISLAND_REASON}")
        except DocklineInputError as error:
            flags.append(Flag(parcel_id, FlagCode.NO_ALLOCATION, lineal[index], None, str(error)))
            allocation = None
        allocations[parcel_id] = allocation
        if allocation is not None:
            specs[index] = zone_spec(allocation)
    outlet_array = np.array([g for g in outlets if g is not None and not shapely.is_empty(g)], dtype=object)
    progress.stage("Facility areas")
    tiles = WaterTiles(water)
    fabric = Later(_fabric_checks, shoreline, water, on_land, lineal, tolerance_ft, progress)
    zones, zone_flags = parcel_zones(shoreline, tiles, specs, outlet_array, progress=progress, last=fabric)
    progress.stage("Flags")
    fabric_raw, fabric_flags = fabric.result()
    raw = shoreline.flags + zone_flags + fabric_raw
    raw += _town_line_flags(shoreline, ids, municipalities) if municipalities else []
    flags += fabric_flags
    progress.check()
    flags += [
        Flag(
            ids[f.parcel],
            f.code,
            f.value,
            f.where,
            f.message.format(other=ids[f.other]) if f.other is not None else f.message,
        )
        for f in raw
    ]
    if terrain and terrain.bottom is not None:
        progress.stage("Depth extensions")
    return LakeAnalysis(
        ids,
        shoreline,
        allocations,
        zones,
        flags,
        water,
        tiles,
        {ids[index]: ft for index, ft in lineal.items()},
        geometries,
        {pid: (terrain.steep_basis(pid, steep), steep.get(pid)) for pid in allocations} if terrain else {},
        terrain.extensions(shoreline, zones, ids, progress) if terrain else {},
        terrain,
        duplicates,
    )


def _without_water_parcels(ids: list[str], geometries: np.ndarray, water) -> tuple[np.ndarray, list[Flag]]:
    """County tax layers often hold the lake or its bed as a parcel: one lying mostly in the water, or holding
    most of it, would take the whole shore from the lots around it. Such parcels are left out of the shore (empty
    in the returned array) with a WATER_PARCEL flag; road and right-of-way parcels on land stay neighbours (D7)."""
    shapely.prepare(water)  # only parcels with a point inside in the water, or holding one of the water's, can be
    wet = np.zeros(len(geometries))  # either: the whole lake's overlay with every parcel is too slow
    inner = shapely.point_on_surface(water)
    maybe = np.flatnonzero(
        shapely.contains(water, chunked(shapely.point_on_surface, geometries, least=THREADED_PARCELS))
        | chunked(lambda parcels: shapely.contains(parcels, inner), geometries, least=THREADED_PARCELS)
    )
    wet[maybe] = shapely.area(shapely.intersection(geometries[maybe], water))
    share = wet / np.maximum(shapely.area(geometries), 1e-12)
    lakes = shapely.get_parts(water)  # each parcel measured against the lakes it lies in, not all of them
    touched = np.zeros(len(geometries))
    parcel_index, lake_index = shapely.STRtree(lakes).query(geometries[maybe], predicate="intersects")
    np.add.at(touched, maybe[parcel_index], shapely.area(lakes[lake_index]))
    lake = wet / np.maximum(touched, 1e-12)
    out = np.flatnonzero(((share > WATER_PARCEL_SHARE) & (lake > MIN_LAKE_SHARE)) | (lake > LAKE_SHARE))
    on_land = geometries.copy()
    on_land[out] = shapely.Polygon()
    return on_land, [
        Flag(
            ids[k],
            FlagCode.WATER_PARCEL,
            float(wet[k]),
            None,
            f"{share[k]:.0%} of it lies in the water ({lake[k]:.0%} of the lake): taken as a parcel of the lake or "
            "its bed and left out of the shore, so that the lots around it reach the MHW",
        )
        for k in out
    ]


def _fabric_checks(
    shoreline: Shoreline, water, on_land: np.ndarray, lineal: dict[int, float], tolerance_ft: float, progress
):
    """The flags the parcel fabric raises against the MHW, worked out on a thread the zones' chunks leave free (the
    lake's water, prepared, is then used by this thread alone): TOLERANCE_USED, PARCEL_OVERLAP, MULTI_RUN, NEAR_MHW and
    IN_WATER, and the fabric's FABRIC_OFFSET."""
    touching = {flag.parcel for flag in shoreline.flags if flag.code == FlagCode.MICRO_RUN}  # flagged already
    unmatched = np.array(sorted(set(range(len(on_land))) - set(lineal) - touching), dtype=int)  # own no MHW
    mhw_segments = shapely.STRtree(_mhw_segments(shoreline))
    raw = _tie_point_flags(shoreline) + _multi_run_flags(shoreline)
    progress.check()
    raw += _unmatched_flags(water, on_land, unmatched, mhw_segments, tolerance_ft)
    progress.check()
    return raw, _fabric_flags(shoreline, on_land, unmatched, mhw_segments, len(lineal), tolerance_ft)


def _fabric_flags(
    shoreline: Shoreline,
    geometries: np.ndarray,
    others: np.ndarray,
    segments: shapely.STRtree,
    adjoining: int,
    tolerance_ft: float,
) -> list[Flag]:
    """One warning for the whole fabric when most parcels within MAX_TOLERANCE_FT of the MHW miss it: a fabric
    shifted off the water (a datum or CRS mix-up) makes every lot 'not adjoining' one by one, with no other sign.
    Each of the ``adjoining`` parcels holds MHW within the tolerance, at most MAX_TOLERANCE_FT: only the ``others``
    are measured (against the MHW's ``segments``), and only those whose boxes come that near: when even they are
    no more than the adjoining parcels, none is measured."""
    reach = shapely.bounds(geometries[others]) + np.array([-1, -1, 1, 1]) * (MAX_TOLERANCE_FT + 1)  # 1 ft to spare
    maybe = others[np.unique(segments.query(shapely.box(*reach.T))[0])]
    if len(maybe) <= adjoining:
        return []
    missing = maybe[np.unique(segments.query(geometries[maybe], predicate="dwithin", distance=MAX_TOLERANCE_FT)[0])]
    if len(missing) <= adjoining:  # most of the parcels near the MHW reach it
        return []
    near = adjoining + len(missing)
    gap = float(np.median(shapely.distance(geometries[missing], shapely.multilinestrings(shoreline.rings))))
    return [
        Flag(
            None,
            FlagCode.FABRIC_OFFSET,
            gap,
            None,
            f"{len(missing)} of the {counted(near, 'parcel')} within {MAX_TOLERANCE_FT:g} ft of the MHW do not reach "
            "it "
            f"(median gap {gap:.1f} ft, tolerance {tolerance_ft:g} ft): the parcels and the water do not line up. "
            "Likely causes: a datum or CRS mix-up (a layer shifted), a water layer of another date or scale, or a "
            "tolerance too small for this fabric",
        )
    ]


def _tie_point_flags(shoreline: Shoreline) -> list[RawFlag]:
    """TOLERANCE_USED where a gap between fabric and MHW was bridged (PARCEL_OVERLAP, where neighbours overlap
    across the MHW, is the shoreline's: it measures the overlap)."""
    flags = []
    for tie in shoreline.tie_points:
        if tie.snap_ft > 0:
            text = f"the tie point is {tie.snap_ft:.2f} ft from the parcel lines it joins"
            owners = [parcel for parcel in (tie.before, tie.after) if parcel != NO_PARCEL]
            flags += [RawFlag(parcel, FlagCode.TOLERANCE_USED, tie.snap_ft, tie.point, text) for parcel in owners]
    return flags


def _unmatched_flags(
    water, geometries: np.ndarray, others: np.ndarray, segments: shapely.STRtree, tolerance_ft: float
) -> list[RawFlag]:
    """Parcels that own no MHW (``others``) though the water says they might: NEAR_MHW (within the tolerance of
    the MHW's ``segments``; the neighbours are nearer) and IN_WATER (inside the water, away from every MHW)."""
    if not len(others):
        return []
    near, segment = segments.query(geometries[others], predicate="dwithin", distance=tolerance_ft)
    flags = []
    for k in np.unique(near):
        parcel = others[k]
        nearest = shapely.shortest_line(
            geometries[parcel], shapely.multilinestrings(segments.geometries[segment[near == k]])
        )
        gap = float(shapely.length(nearest))
        flags.append(
            RawFlag(
                parcel,
                FlagCode.NEAR_MHW,
                gap,
                tuple(shapely.get_coordinates(nearest)[-1]),
                f"comes within {gap:.2f} ft of the MHW but owns none of it: its neighbours are nearer "
                "along that stretch; check the fabric",
            )
        )
    far = others[np.setdiff1d(np.arange(len(others)), near)]
    shapely.prepare(water)
    for parcel in far[shapely.intersects(water, geometries[far])]:
        where = tuple(shapely.get_coordinates(shapely.point_on_surface(geometries[parcel]))[0])
        flags.append(
            RawFlag(
                parcel,
                FlagCode.IN_WATER,
                float(shapely.area(shapely.intersection(geometries[parcel], water))),
                where,
                "lies in the water, more than the tolerance from any MHW: is an island missing from the water layer?",
            )
        )
    return flags


def _mhw_segments(shoreline: Shoreline) -> np.ndarray:
    """The MHW as single segments, for spatial queries by parcel."""
    coords, ring_of = shapely.get_coordinates(np.array(shoreline.rings, dtype=object), return_index=True)
    same = ring_of[1:] == ring_of[:-1]
    return shapely.linestrings(np.stack([coords[:-1][same], coords[1:][same]], axis=1))


def _multi_run_flags(shoreline: Shoreline) -> list[RawFlag]:
    """D12: a parcel with several separate MHW runs gets one tie line per run and the sum as lineal feet."""
    runs = Counter(run.parcel for run in shoreline.runs)
    first_run: dict[int, Run] = {}
    for run in shoreline.runs:
        first_run.setdefault(run.parcel, run)
    return [
        RawFlag(
            parcel,
            FlagCode.MULTIPLE_RUNS,
            float(count),
            first_run[parcel].shore.coords[0],
            f"touches the MHW in {count} separate runs: one tie line each, lineal feet is their sum (D12)",
        )
        for parcel, count in runs.items()
        if count > 1
    ]


def _town_line_flags(shoreline: Shoreline, ids: list[str], municipalities: Municipalities) -> list[RawFlag]:
    """TOWN_LINE on both parcels of a facility area line whose parcels are in two municipalities: the line is
    drawn once for both (§ 73-7), but a variance or consolidation across it involves both towns' boards."""
    flags = []
    for line in shoreline.lines:
        if len(line.parcels) != 2:
            continue
        towns = [municipalities.of(ids[parcel]).name for parcel in line.parcels]
        if towns[0] == towns[1]:
            continue
        for own, other, town in ((0, 1, towns[1]), (1, 0, towns[0])):
            flags.append(
                RawFlag(
                    line.parcels[own],
                    FlagCode.TOWN_LINE,
                    None,
                    line.origin,
                    f"facility area line shared with parcel {{other}} ({town}): two towns' boards",
                    line.parcels[other],
                )
            )
    return flags
