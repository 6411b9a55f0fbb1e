"""A parcel with an allocation, as the checks measure it: its mean high-water line, facility area lines, zones
and measuring axes (D9), and the facilities the checks have placed on it so far."""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass

import numpy as np
import shapely

from ..lake.analysis import LakeAnalysis
from ..lake.areas import ZoneResult, deepest_zones
from ..law.catalogue import TIER1
from ..law.vocabulary import Zone
from ..tools.arrays import geometry_array, least_rectangles, reduce_by_group
from .proposal import Consolidation

AXES_CHORD_FT = 25.0  # D9: a dock's axes follow the MHW's chord from this far before to this far after it


@dataclass(frozen=True)
class PlacedDock:
    """A dock as checked: its waterside part (the whole dock where none is), slips, consolidation (§ 73-10), the
    area its caps count and whether that area counts a part of it landward of the MHW (``across``, D21), and
    measuring axes (D9: ``axes``; None where it has no main walkway or its parcel no tie line)."""

    facility_id: str
    geometry: shapely.Geometry
    slips: int
    consolidation: Consolidation | None
    area: float
    across: bool
    axes: np.ndarray | None


@dataclass(frozen=True)
class PlacedMooring:
    """A mooring as checked: its swing circle (D11), on the parcel and tier it was checked against."""

    facility_id: str
    parcel_id: str
    tier: int
    geometry: shapely.Geometry


@dataclass(frozen=True)
class PlacedStructure:
    """A structure as checked: with its roof overhang (D11), and its footprint as drawn."""

    facility_id: str
    geometry: shapely.Geometry
    kind: str
    slips: int
    existing: bool
    walkway_sqft: float
    footprint: shapely.Geometry


class Site:
    """A parcel with an allocation: its MHW (``runs``: each run's line), facility area lines, zones and tie-line
    axes."""

    def __init__(
        self,
        parcel_id,
        index,
        allocation,
        analysis: LakeAnalysis,
        fal_lines: list,
        zones: dict,
        deepest,
        runs,
        tie_axes,
    ):
        """``tie_axes``: the tie-line axes (``tie_line_axes``), None where the parcel has no chord."""
        self.parcel_id, self.index, self.allocation = parcel_id, index, allocation
        self.tier = allocation.tier
        self.geometry = analysis.parcels[index]
        # one run's shore is one simple line, its own union
        self.shore = runs[0].shore if len(runs) == 1 else shapely.union_all([run.shore for run in runs])
        self.runs = [run.shore for run in runs]
        self.fal_lines = fal_lines  # (line, the parcel index on its other side or None)
        # ("D7",) where one of its facility area lines is a fallback (no neighbour on the MHW), as findings read it
        self.fallback_readings = ("D7",) if any(other is None for _, other in fal_lines) else ()
        self.zones, self.deepest = zones, deepest  # the deepest: the mooring zone where there is one
        self.dock_zone = zones.get(Zone.DOCK)
        self.tie_axes = tie_axes
        self.docks: list[PlacedDock] = []
        self.moorings: list[PlacedMooring] = []
        self.structures: list[PlacedStructure] = []
        self._loci: dict[float, shapely.Geometry] = {}  # depth → ``locus``
        self._lines: dict[frozenset, np.ndarray] = {}  # partners → ``lines_except``

    @property
    def steep(self) -> bool:
        return self.tier == TIER1 and self.allocation.boat_accessory_structure_allowed

    def locus(self, depth: float) -> shapely.Geometry:
        """Everything within ``depth`` of the parcel's MHW (D3)."""
        if depth not in self._loci:
            self._loci[depth] = shapely.buffer(self.shore, depth, quad_segs=64)
        return self._loci[depth]

    def lines_except(self, partners: frozenset) -> np.ndarray:
        """The parcel's facility area lines, less those it shares with ``partners`` (parcel indices)."""
        if partners not in self._lines:
            self._lines[partners] = geometry_array([line for line, other in self.fal_lines if other not in partners])
        return self._lines[partners]

    def run_near(self, point) -> shapely.LineString:
        """The parcel's run of MHW nearest ``point`` (D12: a parcel may have several)."""
        if len(self.runs) == 1:
            return self.runs[0]
        return self.runs[int(np.argmin(shapely.distance(point, geometry_array(self.runs))))]

    def placed(self) -> list:
        """The geometries of everything the checks have placed on the parcel so far."""
        return [placed.geometry for placed in self.docks + self.structures + self.moorings]

    def built(self) -> shapely.Geometry:
        """Everything the checks have placed on the parcel so far, as one geometry."""
        return shapely.union_all(self.placed())


def extents(geometries: np.ndarray, measuring_axes: np.ndarray) -> np.ndarray:
    """Each geometry's width along the first of its measuring axes and length along the second
    (``measuring_axes``: each one's ``axes``), all at once: one row (width, length) per geometry."""
    coords, owner = shapely.get_coordinates(geometries, return_index=True)
    projected = np.einsum("ij,ijk->ik", coords, measuring_axes[owner])
    count = len(geometries)
    return reduce_by_group(np.maximum, projected, owner, count) - reduce_by_group(np.minimum, projected, owner, count)


def axes(sites: list, geometries) -> np.ndarray:
    """The measuring axes (D9, § 73-9C(1): width parallel to the MHW, length perpendicular to it) of each
    geometry (a dock's main walkway, a boathouse) on its site, whose tie-line axes must be known: the unit vectors
    along the chord of the parcel's MHW from AXES_CHORD_FT before to AXES_CHORD_FT after the MHW's point nearest the
    geometry's landward end (or to the run's end where nearer) and perpendicular to it, as the columns of a 2 x 2
    matrix; the tie-line axes where that chord has no length. All at once."""
    geometries = geometry_array(geometries)
    return axes_at(sites, landward_ends(geometries, geometry_array([site.shore for site in sites])))


def axes_at(sites: list, ends: np.ndarray) -> np.ndarray:
    """``axes`` of geometries whose landward ends (points) are known, each on its site."""
    runs = geometry_array([site.run_near(end) for site, end in zip(sites, ends)])
    at, length = shapely.line_locate_point(runs, ends), shapely.length(runs)
    before = shapely.line_interpolate_point(runs, np.maximum(at - AXES_CHORD_FT, 0.0))
    after = shapely.line_interpolate_point(runs, np.minimum(at + AXES_CHORD_FT, length))
    chord = shapely.get_coordinates(after) - shapely.get_coordinates(before)
    size = np.hypot(*chord.T)
    along = chord / np.where(size > 0, size, 1.0)[:, np.newaxis]
    found = np.stack([along, np.column_stack([-along[:, 1], along[:, 0]])], axis=2)
    for k in np.flatnonzero(~(size > 0)).tolist():
        found[k] = sites[k].tie_axes
    return found


def landward_ends(geometries: np.ndarray, shores: np.ndarray) -> np.ndarray:
    """The middle of each geometry's landward end (D9): of the two shorter sides of its oriented envelope, the one
    whose middle is nearer its shore; its centroid where the envelope is no rectangle. All at once."""
    ends = shapely.centroid(geometries)
    boxed, corners = least_rectangles(geometries)
    middles = (corners[:, :4] + corners[:, 1:]) / 2  # of the sides, in order round the rectangle
    sides = np.hypot(*np.moveaxis(corners[:, 1:] - corners[:, :4], 2, 0))
    first = (sides[:, 0] > sides[:, 1]).astype(int)  # the shorter sides are (first, first + 2)
    pair = np.stack([first, first + 2], axis=1)
    candidates = shapely.points(np.take_along_axis(middles, pair[:, :, np.newaxis], axis=1))
    nearer = np.argmin(shapely.distance(candidates, shores[boxed][:, np.newaxis]), axis=1)
    ends[boxed] = candidates[np.arange(len(boxed)), nearer]
    return ends


def tie_line_axes(runs: list[list], inward: list) -> list:
    """Each parcel's tie-line axes (``axes`` where the MHW gives none) from its runs, all at once: the unit
    vectors along its longest chord (the tie line) and perpendicular to it, toward the water where ``inward`` (a
    point inside its dock zone) is given, as the columns of a 2 x 2 matrix; None where it has no chord."""
    chords = [[run.chord for run in own] for own in runs]
    lengths = shapely.length(geometry_array([chord for own in chords for chord in own])).tolist()
    longest, start = [], 0
    for own in chords:
        measured = lengths[start : start + len(own)]
        longest.append(own[measured.index(max(measured))] if own else None)  # the first of equals, as max()
        start += len(own)
    with_chord = [k for k, chord in enumerate(longest) if chord is not None]
    ends = shapely.get_coordinates(geometry_array([longest[k] for k in with_chord])).reshape(-1, 2, 2)
    a, b = ends[:, 0], ends[:, 1]
    along = (b - a) / np.hypot(*(b - a).T)[:, np.newaxis]
    normal = np.column_stack([-along[:, 1], along[:, 0]])
    facing = np.array([inward[k] is not None for k in with_chord], dtype=bool)
    toward = np.array([inward[k] for k in np.array(with_chord, dtype=int)[facing]]).reshape(-1, 2) - (a + b)[facing] / 2
    flip = np.flatnonzero(facing)[np.sum(toward * normal[facing], axis=1) < 0]
    normal[flip] = -normal[flip]
    found = [None] * len(runs)
    for k, pair in zip(with_chord, np.stack([along, normal], axis=2)):
        found[k] = pair
    return found


def reaches(wets: np.ndarray, shores: np.ndarray, beyond: np.ndarray) -> np.ndarray:
    """How far each geometry's waterside part reaches from its parcel's MHW (``shores``), measured every foot along
    its outline. Where it cannot come within a foot of ``beyond`` ft (its middle's distance from the MHW plus its
    radius is short of that), that bound instead: all that a check against a limit of ``beyond`` or more needs, at
    the cost of one distance instead of one per foot of outline. All at once."""
    found = np.zeros(len(wets))
    wet = ~shapely.is_empty(wets)
    bound = reach_bounds(wets[wet], shores[wet])
    bounded = bound < beyond[wet] - 1.0  # never where no limit is asked for (beyond 0): a bound is not negative
    found[np.flatnonzero(wet)[bounded]] = bound[bounded]
    exact = np.flatnonzero(wet)[~bounded]
    points, owner = shapely.get_coordinates(shapely.segmentize(shapely.boundary(wets[exact]), 1.0), return_index=True)
    distances = shapely.distance(shapely.points(points), shores[exact][owner])
    found[exact] = reduce_by_group(np.maximum, distances, owner, len(exact), empty=0.0)
    return found


def reach_bounds(geometries: np.ndarray, shores: np.ndarray) -> np.ndarray:
    """For each (non-empty) geometry, the distance from its shore beyond which none of it lies: its middle's
    distance plus its radius."""
    corners, owner = shapely.get_coordinates(geometries, return_index=True)
    count = len(geometries)
    least, most = (reduce_by_group(ufunc, corners, owner, count) for ufunc in (np.minimum, np.maximum))
    middle = (least + most) / 2
    radius = reduce_by_group(np.maximum, np.hypot(*(corners - middle[owner]).T), owner, count)
    return shapely.distance(shapely.points(middle), shores) + radius


def build_sites(analysis: LakeAnalysis) -> dict[str, Site]:
    """The sites of every parcel with an allocation, by parcel id."""
    index_of = {pid: i for i, pid in enumerate(analysis.parcel_ids)}
    geometries = analysis.line_geometries()
    fal = defaultdict(list)
    lines = analysis.shoreline.lines
    for run_index, ends in analysis.shoreline.run_lines.items():
        parcel = analysis.shoreline.runs[run_index].parcel
        for end in ends:
            other = next((p for p in lines[end].parcels if p != parcel), None)
            fal[parcel].append((geometries[end], other))
    zones: defaultdict[int, dict[Zone, ZoneResult]] = defaultdict(dict)
    runs, deepest = defaultdict(list), deepest_zones(analysis.zones)
    for zone in analysis.zones:
        zones[zone.parcel][zone.zone] = zone
    for run in analysis.shoreline.runs:
        runs[run.parcel].append(run)
    docks = [zone for zone in analysis.zones if zone.zone == Zone.DOCK]
    inside, which = shapely.get_coordinates(  # all at once
        shapely.point_on_surface(geometry_array([zone.area for zone in docks])), return_index=True
    )
    inward = {docks[k].parcel: xy for k, xy in zip(which.tolist(), inside)}
    allocations = analysis.allocations.items()
    allocated = [(pid, index_of[pid], allocation) for pid, allocation in allocations if allocation is not None]
    axes_of = tie_line_axes(
        [runs[index] for _, index, _ in allocated], [inward.get(index) for _, index, _ in allocated]
    )
    return {
        pid: Site(
            pid,
            index,
            allocation,
            analysis,
            fal[index],
            zones[index],
            deepest.get(index),
            runs[index],
            tie_axes,
        )
        for (pid, index, allocation), tie_axes in zip(allocated, axes_of)
    }
