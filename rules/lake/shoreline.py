"""Tie points, tie lines and facility area lines (§ 73-7A) for a whole lake, in US survey feet.

The MHW is the boundary of the water polygon(s): the main shore and every island are rings, each walked on its
own with the water on the left. Each point of the MHW belongs to the parcel nearest to it within the tolerance
(signed: a parcel that contains the point is nearer the deeper inside it is), so a side lot line that crosses the
MHW ends its parcel's run exactly there, and where a fabric stops short of the water or overlaps it the run ends
where the two neighbours are equally near (of two equally near, the one whose centroid is nearer). Each change of
owner along a ring is found once, to 1e-9 ft, bracketed by points the geometry places (each parcel's exact reach
within the tolerance, the feet of its vertices and the crossings of its edges), never by a spacing that moves with
the vertices, and is the tie point both neighbours share (D7). Where two parcels overlap across the MHW the tie
point is the middle of the overlap; a stretch shorter than the tolerance is no run; an island's owner measures its
ring's longest chord (D29).
"""

from __future__ import annotations

from dataclasses import dataclass, field

import numpy as np
import shapely
from numpy.typing import ArrayLike

from ..law.vocabulary import FlagCode
from ..tools.arrays import cross, geometry_array, group_starts, groups, heading, rows
from ..tools.progress import NEVER, Progress
from ..tools.threads import chunked, map_quietly, worker_count

NO_PARCEL = -1
CHANGE_FT = 1e-9  # a change of owner found to within this
SEGMENTS_PER_CHUNK = 2_000  # of a ring, sampled by one thread at a time: a cancel is seen between chunks
MAX_CHANGE_STEPS = 200  # a safety stop: 40 halvings take 1,000 ft to 1e-9 ft
TIE_FT = 1e-5  # two parcels this nearly as near to a point of the MHW are equally near: the nearer centroid owns it
CROSSING_FT = 1e-3  # a change this near a parcel boundary's crossing of the MHW is that crossing
HAIRPIN_DEG = 10.0
MIN_RUN_FT = 0.01
VERTEX_FT = 1e-6  # a vertex of the MHW this near a tie point is the tie point
THREADED_PARCELS = 1000  # parcels or points measured: fewer are measured on one thread
INLAND_PROBE_FT = (1.0, 5.0, 20.0, 60.0)  # where a fallback line is tested for water on either side


@dataclass(frozen=True)
class RawFlag:
    """Something the officer should look at: parcel (index), code, measured value, where, and a sentence in
    which ``{other}`` stands for the other parcel's id."""

    parcel: int
    code: FlagCode
    value: float | None
    where: tuple[float, float]
    message: str
    other: int | None = None


@dataclass(frozen=True)
class TiePoint:
    """Where one owner's stretch of MHW ends and the next begins (``NO_PARCEL`` for shore in no parcel)."""

    ring: int
    point: tuple[float, float]
    before: int
    after: int
    snap_ft: float  # > 0: neither parcel reaches the MHW here; < 0: both contain it (a fabric overlap)


@dataclass(frozen=True)
class Run:
    """One parcel's contiguous stretch of MHW (D12: a parcel may have several) and its tie line."""

    parcel: int
    ring: int
    start: int  # index into tie_points; -1 for a parcel that owns a whole ring: its chord the ring's longest (D29)
    end: int
    shore: shapely.LineString
    chord: shapely.LineString  # the tie line
    lineal_ft: float  # the tie line's length (§ 73-5 LINEAL FEET OF SHORELINE, D4)

    @property
    def whole_ring(self) -> bool:
        """Whether the parcel owns the whole ring: no tie points, no facility area lines (D29)."""
        return self.start < 0


@dataclass(frozen=True)
class FacilityAreaLine:
    """The bisector of the waterside angle at a tie point (§ 73-7A(3)-(4)), or the D7 fallback."""

    tie_point: int
    origin: tuple[float, float]
    direction_deg: float
    waterside_angle_deg: float | None  # None for a fallback line
    parcels: tuple[int, ...]


@dataclass
class Shoreline:
    """The § 73-7 geometry of a lake: rings, tie points, runs (with tie lines) and facility area lines."""

    rings: list[shapely.LineString]
    tie_points: list[TiePoint] = field(default_factory=list)
    runs: list[Run] = field(default_factory=list)
    lines: list[FacilityAreaLine] = field(default_factory=list)
    run_lines: dict[int, tuple[int, int]] = field(default_factory=dict)  # run index → (start line, end line)
    flags: list[RawFlag] = field(default_factory=list)


def longest_chord(line) -> shapely.LineString:
    """The longest straight line between two points of a line: between two antipodal vertices of its convex hull
    (D29: the tie line of a ring owned whole, which has no two ends to tie). Of equally long ones, the one from the
    hull's earliest vertex to the earliest other."""
    hull = shapely.convex_hull(line)
    xy = shapely.get_coordinates(hull)
    if shapely.get_type_id(hull) == shapely.GeometryType.POLYGON:
        xy = xy[:-1]  # its ring, without the closing vertex
    pairs = np.sort(_antipodal_pairs(xy.tolist()), axis=1)
    apart = np.hypot(*(xy[pairs[:, 0]] - xy[pairs[:, 1]]).T)
    return shapely.LineString(xy[min(pairs[apart == apart.max()].tolist())])


def _antipodal_pairs(xy: list) -> np.ndarray:
    """Rotating calipers round a convex polygon's vertices (in order, either way round, not closed): each edge's
    ends paired with the vertex farthest from its line (the first such, going round). Every pair of vertices as far
    apart as any is among them: two parallel lines touching the polygon, one at either vertex, hold such a pair."""
    count = len(xy)

    def height(edge: int, vertex: int) -> float:  # the vertex's distance from the edge's line, times its length
        (ax, ay), (bx, by), (x, y) = xy[edge], xy[(edge + 1) % count], xy[vertex]
        return abs((bx - ax) * (y - ay) - (by - ay) * (x - ax))

    pairs, far = [], 1 % count
    for i in range(count):
        while height(i, (far + 1) % count) > height(i, far):
            far = (far + 1) % count
        pairs += [(i, far), ((i + 1) % count, far)]
    return np.array(pairs, dtype=int).reshape(-1, 2)


def shoreline_rings(water) -> list[shapely.LineString]:
    """Every ring of the water polygon(s), oriented so that the water lies on the left when walking it: the
    exterior counter-clockwise, the islands clockwise. (Not ``shapely.orient_polygons``: it needs GEOS 3.12, and
    inside QGIS a pip-installed shapely runs on QGIS's own GEOS, 3.11 on Debian 12.)"""
    rings = []
    for polygon in shapely.get_parts(water):
        exterior = polygon.exterior
        rings.append(shapely.LineString(exterior.coords if exterior.is_ccw else exterior.coords[::-1]))
        rings.extend(
            shapely.LineString(hole.coords[::-1] if hole.is_ccw else hole.coords) for hole in polygon.interiors
        )
    return rings


class _Labeller:
    """The owner of any point of the MHW: the parcel with the least signed distance within the tolerance."""

    def __init__(self, parcels: np.ndarray, tolerance: float):
        self.parcels = parcels
        self.boundaries = chunked(shapely.boundary, parcels, least=THREADED_PARCELS)
        self.tree = shapely.STRtree(parcels)
        self.tolerance = tolerance
        self.centres = shapely.get_coordinates(shapely.centroid(parcels), include_z=False)

    def nearer_centre(self, xy: np.ndarray, parcel_index: np.ndarray, other_index: np.ndarray) -> np.ndarray:
        """Whether each point is nearer the centroid of its parcel than to that of the other (the lower index
        where both are as near): how a tie between two parcels equally near the point is settled, whatever
        their order or how their vertices are written."""
        mine = np.hypot(*(xy - self.centres[parcel_index]).T)
        other = np.hypot(*(xy - self.centres[other_index]).T)
        return (mine < other) | ((mine == other) & (parcel_index < other_index))

    def signed(self, points: np.ndarray, parcel_index: np.ndarray) -> np.ndarray:
        """Distance from each point to its parcel; inside the parcel, minus the distance to its boundary."""
        distance = shapely.distance(self.parcels[parcel_index], points)
        inside = distance == 0
        distance[inside] = -shapely.distance(self.boundaries[parcel_index[inside]], points[inside])
        return distance

    def candidates(self, geometries: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        """(geometry index, parcel index) for every parcel within the tolerance of each geometry."""
        return self.tree.query(geometries, predicate="dwithin", distance=self.tolerance)

    def label(self, points: np.ndarray, candidates: tuple[np.ndarray, np.ndarray] | None = None) -> np.ndarray:
        """The owner of each point (``NO_PARCEL`` where none is within the tolerance). ``candidates``, from
        ``candidates()`` on geometries that hold the points, saves the spatial query."""
        labels = np.full(len(points), NO_PARCEL)
        if not len(points):
            return labels
        point_index, parcel_index = candidates if candidates is not None else self.candidates(points)
        if not len(point_index):
            return labels
        signed = self.signed(points[point_index], parcel_index)
        keep = signed <= self.tolerance  # a candidate of the interval may be out of reach of this point
        point_index, parcel_index, signed = point_index[keep], parcel_index[keep], signed[keep]
        if not len(point_index):
            return labels
        order = np.lexsort((parcel_index, signed, point_index))  # per point: least signed distance first
        least = np.empty(len(points))
        least[point_index[order[group_starts(point_index[order])]]] = signed[order[group_starts(point_index[order])]]
        tied = signed <= least[point_index] + TIE_FT  # as near as the nearest, to TIE_FT: then the nearer centroid
        point_index, parcel_index = point_index[tied], parcel_index[tied]
        centre = np.hypot(*(shapely.get_coordinates(points[point_index]) - self.centres[parcel_index]).T)
        order = np.lexsort((parcel_index, centre, point_index))
        first = order[group_starts(point_index[order])]
        labels[point_index[first]] = parcel_index[first]
        return labels


def _labelled_samples(coords: np.ndarray, first: int, last: int, labeller: _Labeller):
    """Samples of the ring's segments ``first`` to ``last - 1`` as (segment index, fraction, owner), in walking
    order: every vertex and the points ``_sample_fractions`` places by the geometry, so that each change of owner
    is bracketed wherever the vertices lie, each labelled from the parcels that reach it (``_sample_labels``)."""
    starts, ends = coords[first:last], coords[first + 1 : last + 1]
    kept = np.flatnonzero(np.hypot(*(ends - starts).T) > 0)
    pad = np.array([-1, -1, 1, 1]) * labeller.tolerance  # each segment's bounds, widened by the tolerance
    boxes = np.hstack((np.minimum(starts, ends), np.maximum(starts, ends))) + pad
    near_seg, near_parcel = labeller.tree.query(shapely.box(*boxes[kept].T))  # boxes alone: _reach tells exactly
    reach, points = _reach(starts, ends, boxes, kept[near_seg], near_parcel, labeller)
    inner_seg, inner_frac = _sample_fractions(starts, ends, kept, reach, points)
    seg = np.concatenate([kept, kept, inner_seg])
    frac = np.concatenate([np.zeros(len(kept)), np.ones(len(kept)), inner_frac])
    labels = _sample_labels(starts, ends, seg, frac, reach, labeller)
    order = np.lexsort((frac, seg))
    return seg[order] + first, frac[order], labels[order]


def _sample_fractions(starts, ends, kept, reach, points):
    """Where to sample the ``kept`` segments between their ends, as (segment, fraction): the ends of each parcel's
    ``reach`` (``_reach``, exact); where two or more parcels reach, the feet of their vertices near the segment and the
    crossings of their edges with it; then the middle of every stretch between two of these points that one parcel
    or none reaches (not of a whole segment). Where one parcel reaches it owns the MHW and where none reaches no
    parcel does, so a sample inside each such stretch finds its owner (for nothing: ``_sample_labels``); where
    several reach, the owner changes where their signed distances cross, which the feet of their vertices and the
    crossings of their edges bracket (between two of these each distance is monotonic). None of these points moves
    with the vertices of a straight edge (of the MHW or of a parcel), so no change of owner is found or missed for
    where the vertices lie."""
    (reach_seg, reach_lo, reach_hi, _), (points_seg, points_frac) = reach, points
    reach_from, reach_to = np.sort(4.0 * reach_seg + reach_lo), np.sort(4.0 * reach_seg + reach_hi)

    def reaching(seg, frac):  # how many parcels reach each point (a segment's keys kept apart from the next's)
        key = 4.0 * seg + frac
        return np.searchsorted(reach_from, key, side="right") - np.searchsorted(reach_to, key, side="left")

    shared = reaching(points_seg, points_frac) >= 2
    seg = np.concatenate((reach_seg, reach_seg, points_seg[shared]))
    frac = np.concatenate((reach_lo, reach_hi, points_frac[shared]))
    length = np.hypot(*(ends[seg] - starts[seg]).T)
    inner = (frac * length > VERTEX_FT) & ((1 - frac) * length > VERTEX_FT)  # not on a vertex, sampled already
    seg, frac = seg[inner], frac[inner]
    order = np.lexsort((frac, seg))
    seg, frac = seg[order], frac[order]
    once = np.ones(len(seg), dtype=bool)  # each point once
    once[1:] = (seg[1:] != seg[:-1]) | (frac[1:] != frac[:-1])
    seg, frac = seg[once], frac[once]
    bounds_seg = np.concatenate((seg, kept, kept))  # with the segments' ends, for the stretches between
    bounds_frac = np.concatenate((frac, np.zeros(len(kept)), np.ones(len(kept))))
    order = np.lexsort((bounds_frac, bounds_seg))
    bounds_seg, bounds_frac = bounds_seg[order], bounds_frac[order]
    apart = (bounds_seg[1:] == bounds_seg[:-1]) & (bounds_frac[1:] > bounds_frac[:-1])
    middle_seg, middle_frac = bounds_seg[:-1][apart], (bounds_frac[:-1][apart] + bounds_frac[1:][apart]) / 2
    whole = (bounds_frac[:-1][apart] == 0) & (bounds_frac[1:][apart] == 1)  # one reach throughout a segment
    wanted = ~whole & (reaching(middle_seg, middle_frac) <= 1)
    return np.concatenate((seg, middle_seg[wanted])), np.concatenate((frac, middle_frac[wanted]))


def _reach(starts, ends, boxes, near_seg, near_parcel, labeller: _Labeller):
    """Each parcel's reach on each segment near it (``boxes``: each segment's bounds widened by the tolerance): the
    stretches within the tolerance of the parcel (the segment against each of its edges, ``_within``, and the
    stretches inside it beyond that) as (segment, from, to) fractions and parcel, by segment; and the feet of its
    vertices within the tolerance of the segment and the crossings of its edges with the segment, as (segment,
    fraction)."""
    count = len(labeller.parcels)
    if not len(near_seg):
        none, nowhere = np.zeros(0, dtype=int), np.zeros(0)
        return (none, nowhere, nowhere, none), (none, nowhere)
    parcels = np.unique(near_parcel)
    parts, part_parcel = shapely.get_parts(labeller.boundaries[parcels], return_index=True)
    xy, part = shapely.get_coordinates(parts, return_index=True)
    edge = np.flatnonzero(part[1:] == part[:-1])
    edge_from, edge_to, edge_parcel = xy[edge], xy[edge + 1], parcels[part_parcel[part[edge]]]
    near = np.unique(near_seg)
    edge_lines = shapely.linestrings(np.stack((edge_from, edge_to), axis=1))
    seg, edge = shapely.STRtree(edge_lines).query(shapely.box(*boxes[near].T))  # boxes alone: _within tells exactly
    seg = near[seg]
    origin, along, edge_from, edge_to = starts[seg], ends[seg] - starts[seg], edge_from[edge], edge_to[edge]
    lo, hi = _within(origin, along, edge_from, edge_to, labeller.tolerance)
    lo, hi = np.maximum(lo, 0.0), np.minimum(hi, 1.0)
    some = np.flatnonzero(lo <= hi)
    seg, edge, origin, along, edge_from, edge_to = (a[some] for a in (seg, edge, origin, along, edge_from, edge_to))
    key, lo, hi = _union(seg * count + edge_parcel[edge], lo[some], hi[some])
    key, lo, hi = _with_inside(key, lo, hi, np.unique(near_seg * count + near_parcel), starts, ends, labeller)
    points, points_frac = _feet_and_crossings(origin, along, edge_from, edge_to, labeller.tolerance)
    return (key // count, lo, hi, key % count), (seg[points], points_frac)


def _within(origin, along, edge_from, edge_to, reach: float):
    """For the points ``origin + t * along``, the fractions t from ``lo`` to ``hi`` within ``reach`` of the edge
    from ``edge_from`` to ``edge_to``, solved exactly (lo > hi where none): the edge's stadium is convex, so this
    is one stretch, that within the discs round its ends joined to that within the band along it."""
    lo, hi = np.full(len(origin), np.inf), np.full(len(origin), -np.inf)
    squared = np.einsum("ij,ij->i", along, along)
    for centre in (edge_from, edge_to):
        offset = origin - centre
        half = np.einsum("ij,ij->i", along, offset)
        discriminant = half**2 - squared * (np.einsum("ij,ij->i", offset, offset) - reach**2)
        root = np.sqrt(np.maximum(discriminant, 0.0))
        meets = discriminant >= 0
        lo = np.where(meets, np.minimum(lo, (-half - root) / squared), lo)
        hi = np.where(meets, np.maximum(hi, (-half + root) / squared), hi)
    edge = edge_to - edge_from
    length = np.hypot(*edge.T)
    unit = edge / np.where(length > 0, length, 1.0)[:, None]
    offset = origin - edge_from
    band_lo, band_hi = _between(np.einsum("ij,ij->i", offset, unit), np.einsum("ij,ij->i", along, unit), 0.0, length)
    side_lo, side_hi = _between(cross(unit, offset), cross(unit, along), -reach, reach)
    band_lo, band_hi = np.maximum(band_lo, side_lo), np.minimum(band_hi, side_hi)
    band = (band_lo <= band_hi) & (length > 0)
    return np.where(band, np.minimum(lo, band_lo), lo), np.where(band, np.maximum(hi, band_hi), hi)


def _between(constant, slope, low, high):
    """The t (from, to) where ``low <= constant + slope * t <= high``; everything or nothing where slope is 0."""
    with np.errstate(divide="ignore", invalid="ignore"):
        first, second = (low - constant) / slope, (high - constant) / slope
    flat = slope == 0
    level = (constant >= low) & (constant <= high)
    lo = np.where(flat, np.where(level, -np.inf, np.inf), np.minimum(first, second))
    hi = np.where(flat, np.where(level, np.inf, -np.inf), np.maximum(first, second))
    return lo, hi


def _union(key, lo, hi):
    """The union of the stretches [lo, hi] (fractions of a segment) of each key, as (key, lo, hi) in key order."""
    if not len(key):
        return key, lo, hi
    _, rank = np.unique(key, return_inverse=True)
    offset = 4.0 * rank  # each key's stretches kept apart from the next key's
    order = np.lexsort((lo, rank))
    key, lo, hi, offset = key[order], lo[order] + offset[order], hi[order] + offset[order], offset[order]
    reached = np.maximum.accumulate(hi)
    new = np.concatenate(([True], lo[1:] > reached[:-1]))
    first = np.flatnonzero(new)
    return key[first], lo[first] - offset[first], np.maximum.reduceat(hi, first) - offset[first]


def _with_inside(key, lo, hi, every_key, starts, ends, labeller: _Labeller):
    """The reach (key, lo, hi) within the tolerance of each parcel's edges, with the stretches between (or, for a
    key of ``every_key`` with none, the whole segment) that lie inside the parcel: deeper than the tolerance."""
    count = len(labeller.parcels)
    bare = np.setdiff1d(every_key, key)
    change = key[1:] != key[:-1]
    last, first = np.append(change, True)[: len(key)], np.insert(change, 0, True)[: len(key)]
    gap_key = np.concatenate((key, key[last], bare))
    gap_lo = np.concatenate((np.where(first, 0.0, np.roll(hi, 1)), hi[last], np.zeros(len(bare))))
    gap_hi = np.concatenate((lo, np.ones(last.sum()), np.ones(len(bare))))
    open_ = gap_hi > gap_lo
    gap_key, gap_lo, gap_hi = gap_key[open_], gap_lo[open_], gap_hi[open_]
    seg, parcel = gap_key // count, gap_key % count
    middle = starts[seg] + ((gap_lo + gap_hi) / 2)[:, None] * (ends[seg] - starts[seg])
    inside = shapely.contains_xy(labeller.parcels[parcel], middle[:, 0], middle[:, 1])
    if not inside.any():
        return key, lo, hi
    return _union(
        np.concatenate((key, gap_key[inside])),
        np.concatenate((lo, gap_lo[inside])),
        np.concatenate((hi, gap_hi[inside])),
    )


def _feet_and_crossings(origin, along, edge_from, edge_to, reach: float):
    """The feet on each segment (``origin + t * along``) of its edge's ends within ``reach`` of it, and where the
    edge crosses it, as (pair index, t) with t strictly between 0 and 1."""
    squared = np.einsum("ij,ij->i", along, along)
    index, fraction = [], []
    for end in (edge_from, edge_to):
        offset = end - origin
        t = np.einsum("ij,ij->i", offset, along) / squared
        off = np.abs(cross(along, offset)) / np.sqrt(squared)
        hit = np.flatnonzero((t > 0) & (t < 1) & (off <= reach))
        index.append(hit)
        fraction.append(t[hit])
    edge = edge_to - edge_from
    offset = edge_from - origin
    denominator = cross(along, edge)
    with np.errstate(divide="ignore", invalid="ignore"):
        t, u = cross(offset, edge) / denominator, cross(offset, along) / denominator
    hit = np.flatnonzero((denominator != 0) & (t > 0) & (t < 1) & (u >= 0) & (u <= 1))
    index.append(hit)
    fraction.append(t[hit])
    return np.concatenate(index), np.concatenate(fraction)


def _sample_labels(starts, ends, seg, frac, reach, labeller: _Labeller) -> np.ndarray:
    """The owner of each sample: the parcel that reaches it where one does (``reach``: by segment, from ``_reach``),
    ``NO_PARCEL`` where none does, the nearest (``label``) where several do; a vertex sampled twice is labelled
    once."""
    vertex = np.where(frac == 0.0, seg, np.where(frac == 1.0, seg + 1, -1))
    key = np.where(vertex >= 0, vertex, len(starts) + 1 + np.arange(len(seg)))
    _, first, inverse = np.unique(key, return_index=True, return_inverse=True)
    sampled, at = seg[first], frac[first]
    reach_seg, reach_lo, reach_hi, reach_parcel = reach
    offset = np.searchsorted(reach_seg, sampled, side="left")
    sizes = np.searchsorted(reach_seg, sampled, side="right") - offset  # the reach on each sample's segment
    sample, position = groups(sizes)
    pair = np.repeat(offset, sizes) + position
    inside = (reach_lo[pair] <= at[sample]) & (at[sample] <= reach_hi[pair])
    sample, parcel = sample[inside], reach_parcel[pair[inside]]
    reaching = np.bincount(sample, minlength=len(sampled))
    labels = np.full(len(sampled), NO_PARCEL)
    alone = reaching[sample] == 1
    labels[sample[alone]] = parcel[alone]
    several = np.flatnonzero(reaching >= 2)
    if len(several):
        start, end = rows(starts, sampled[several]), rows(ends, sampled[several])
        points = np.where((at[several] == 1.0)[:, None], end, start + at[several, None] * (end - start))
        rank = np.full(len(sampled), -1)
        rank[several] = np.arange(len(several))
        labels[several] = labeller.label(shapely.points(points), (rank[sample[~alone]], parcel[~alone]))
    return labels[inverse]


def _owners_along(rings: list[_Ring], labeller: _Labeller, progress: Progress) -> list:
    """Each ring's changes of owner as (ft along the ring, owner before, owner after), in walking order (``_feet``),
    and the owner at the ring's start. The rings are sampled, and their changes searched for, together: an island's
    few samples share the threads with the main shore's instead of each ring waiting on its own small steps."""
    coords = [ring.coords for ring in rings]
    starts, vectors = [c[:-1] for c in coords], [c[1:] - c[:-1] for c in coords]
    jobs = []
    for ring, ring_coords in enumerate(coords):
        pieces = max(worker_count(), len(ring_coords) // SEGMENTS_PER_CHUNK)
        bounds = np.unique(np.linspace(0, len(ring_coords) - 1, pieces + 1).astype(int))
        jobs += [(ring, first, last) for first, last in zip(bounds[:-1], bounds[1:])]
    sampled = map_quietly(lambda job: _labelled_samples(coords[job[0]], job[1], job[2], labeller), jobs, progress)
    of_ring: list[list] = [[] for _ in rings]  # each ring's chunks of samples, in walking order
    for (ring, *_), samples in zip(jobs, sampled):
        of_ring[ring].append(samples)
    changes, pending, first_owners = [], [], []
    for ring_samples in of_ring:
        seg, frac, labels = (np.concatenate(column) for column in zip(*ring_samples))
        differs = np.flatnonzero(labels[1:] != labels[:-1])
        across = seg[differs] != seg[differs + 1]  # the two samples are the same vertex: the change is there
        changes.append([(seg[i + 1], 0.0, labels[i], labels[i + 1]) for i in differs[across]])
        pending.append([(seg[i], frac[i], frac[i + 1], labels[i], labels[i + 1]) for i in differs[~across]])
        first_owners.append(labels[0])
    while any(pending):
        progress.check()
        searches = []  # each ring's intervals dealt out among the threads, as one ring's were
        for ring, intervals in enumerate(pending):
            workers = worker_count(len(intervals)) if intervals else 0
            searches += [(ring, intervals[k::workers]) for k in range(workers)]
        found = map_quietly(
            lambda search: _find_changes(search[1], starts[search[0]], vectors[search[0]], labeller, progress),
            searches,
            progress,
        )
        pending = [[] for _ in rings]
        for (ring, _), (ring_changes, ring_pending) in zip(searches, found):
            changes[ring] += ring_changes
            pending[ring] += ring_pending
    progress.check()
    return [(_feet(rings[k], changes[k], labeller), first_owners[k]) for k in range(len(rings))]


def _feet(geometry: _Ring, changes: list, labeller: _Labeller):
    """A ring's changes (segment, fraction, owner before, owner after) as (ft along the ring from its start, owner
    before, owner after) in walking order, each on a vertex it is within VERTEX_FT of, and at its parcel's foot
    where it meets shore in no parcel (``_foot_at_parcel_end``), looked for only between the changes on either side
    of it (round the ring's start if need be), so that neither the ring's start nor another stretch of the same
    shore nearer the parcel's corner moves it."""
    changes = sorted(_onto_vertices(changes, geometry.lengths), key=lambda change: (change[0], change[1]))
    at = [float(geometry.position(segment, fraction)) for segment, fraction, *_ in changes]  # ft along the ring
    count = len(changes)
    for index, change in enumerate(changes):
        if (change[2] == NO_PARCEL) == (change[3] == NO_PARCEL):
            continue  # a change between two parcels, or two stretches of no parcel, stays
        low = at[index - 1] - (geometry.total if index == 0 else 0.0)
        high = at[(index + 1) % count] + (geometry.total if index + 1 == count else 0.0)
        at[index] = min(max(_foot_at_parcel_end(geometry, at[index], low, high, change, labeller), low), high)
    # in walking order from the ring's start, a foot that passed the start included; at one point, as they came
    order = sorted(
        range(count),
        key=lambda i: (at[i] % geometry.total, i - count * (int(at[i] >= geometry.total) - int(at[i] < 0))),
    )
    return [(float(at[i] % geometry.total), *changes[i][2:]) for i in order]


def _onto_vertices(changes, lengths: np.ndarray):
    """A change within VERTEX_FT of a vertex of the MHW is put on it: a side line that crosses the MHW at a
    vertex has its tie point there, not a hair's breadth away (overlays choke on such near-twins)."""
    for segment, fraction, before, after in changes:
        if fraction * lengths[segment] < VERTEX_FT:
            yield segment, 0.0, before, after
        elif (1 - fraction) * lengths[segment] < VERTEX_FT:
            yield segment, 1.0, before, after
        else:
            yield segment, fraction, before, after


def _find_changes(pending, starts: np.ndarray, vectors: np.ndarray, labeller: _Labeller, progress: Progress):
    """Find where the owner changes in each interval (segment, from, to, owner at from, owner at to), to
    CHANGE_FT: where the owner before stops holding the MHW, as ``label`` decides (the nearer owner by signed
    distance, a shore in no parcel counting as ``tolerance`` away; a tie between two parcels to the nearer
    centroid).
    The Illinois variant of regula falsi on the difference of the two distances gets there in a few steps where
    it is smooth, and halves the interval where it is not. Returns the changes and, where a third owner holds
    the point found, the two intervals on either side of it, still to search. ``progress`` may stop it at each
    step."""
    if not pending:
        return [], []
    seg, lo, hi, before, after = (np.array(column) for column in zip(*pending))
    start_t, end_t = lo.astype(float), hi.astype(float)
    lo, hi = start_t.copy(), end_t.copy()
    seg_start, seg_vector = rows(starts, seg), rows(vectors, seg)
    scale = np.hypot(*seg_vector.T)
    two = (before != NO_PARCEL) & (after != NO_PARCEL)

    def gap(k, t):  # signed distance to the owner before less that to the owner after (NO_PARCEL: the tolerance),
        # less the TIE_FT band between two parcels, towards the one with the nearer centroid (which keeps a tie)
        xy = rows(seg_start, k) + t[:, None] * rows(seg_vector, k)
        points = shapely.points(xy)
        raw = _signed_or_tolerance(labeller, points, before[k]) - _signed_or_tolerance(labeller, points, after[k])
        pair = np.flatnonzero(two[k])
        raw[pair] -= np.where(labeller.nearer_centre(xy[pair], before[k[pair]], after[k[pair]]), TIE_FT, -TIE_FT)
        return raw

    def holds(k, g):  # the owner before still holds where the gap is g (a parcel reaches exactly the tolerance)
        return (g < 0) | ((g == 0) & (after[k] == NO_PARCEL))

    every = np.arange(len(seg))
    gap_lo, gap_hi = gap(every, lo), gap(every, hi)
    active, kept = every, np.zeros(len(seg), dtype=int)  # -1: hi was kept last step, +1: lo was
    for _ in range(MAX_CHANGE_STEPS):
        if not len(active):
            break
        progress.check()
        a_lo, a_hi, g_lo, g_hi = lo[active], hi[active], gap_lo[active], gap_hi[active]
        with np.errstate(divide="ignore", invalid="ignore"):
            t = a_hi - g_hi * (a_hi - a_lo) / (g_hi - g_lo)
        outside = ~((t > a_lo) & (t < a_hi))
        t[outside] = (a_lo[outside] + a_hi[outside]) / 2
        g_t = gap(active, t)
        beyond = holds(active, g_t)
        lo[active[beyond]], gap_lo[active[beyond]] = t[beyond], g_t[beyond]
        hi[active[~beyond]], gap_hi[active[~beyond]] = t[~beyond], g_t[~beyond]
        gap_hi[active[beyond & (kept[active] == -1)]] /= 2  # Illinois: an end kept twice running counts half
        gap_lo[active[~beyond & (kept[active] == +1)]] /= 2
        kept[active] = np.where(beyond, -1, +1)
        active = active[(hi[active] - lo[active]) * scale[active] > CHANGE_FT]
    found = _onto_crossings((lo + hi) / 2, seg, np.concatenate((before, after)), starts, vectors, labeller)
    holder = labeller.label(shapely.points(seg_start + found[:, None] * seg_vector))
    third = (holder != before) & (holder != after) & ((end_t - start_t) * scale > CHANGE_FT)
    changes = [(seg[k], found[k], before[k], after[k]) for k in np.flatnonzero(~third)]
    further = [
        interval
        for k in np.flatnonzero(third)
        for interval in (
            (seg[k], start_t[k], found[k], before[k], holder[k]),
            (seg[k], found[k], end_t[k], holder[k], after[k]),
        )
    ]
    return changes, further


def _onto_crossings(found, seg, owners, starts, vectors, labeller: _Labeller) -> np.ndarray:
    """A change found within CROSSING_FT of where the boundary of either of its parcels (``owners``: those
    before, then those after) crosses the MHW is put exactly there: the tie point of a side line that crosses
    the MHW, free of the TIE_FT band. Only the changes that near a boundary are looked for crossings: most are not,
    and measuring how near costs a fraction of an overlay."""
    count = len(found)
    change = np.flatnonzero(owners != NO_PARCEL)
    k = change % count
    here = shapely.points(starts[seg[k]] + found[k, None] * vectors[seg[k]])
    near = shapely.distance(labeller.boundaries[owners[change]], here) < 2 * CROSSING_FT  # twice: room for rounding
    change, k = change[near], k[near]
    ends = np.stack([starts[seg[k]], starts[seg[k]] + vectors[seg[k]]], axis=1)
    boundaries = labeller.boundaries[owners[change]]
    coords, which = shapely.get_coordinates(
        shapely.intersection(shapely.linestrings(ends), boundaries), return_index=True
    )
    at_vertex = shapely.distance(shapely.points(ends.reshape(-1, 2)), np.repeat(boundaries, 2)) < 1e-9  # GEOS may
    coords = np.concatenate((coords, ends.reshape(-1, 2)[at_vertex]))  # miss a crossing at the very end of a segment
    which = np.concatenate((which, np.repeat(np.arange(len(k)), 2)[at_vertex]))
    k = k[which]
    along = np.clip(
        np.einsum("ij,ij->i", coords - starts[seg[k]], vectors[seg[k]]) / np.hypot(*vectors[seg[k]].T) ** 2, 0.0, 1.0
    )
    off = np.abs(along - found[k]) * np.hypot(*vectors[seg[k]].T)
    result = found.copy()
    best = np.full(count, CROSSING_FT)
    for index, t, distance in zip(k.tolist(), along.tolist(), off.tolist()):
        if distance < best[index]:
            best[index], result[index] = distance, t
    return result


def _signed_or_tolerance(labeller: _Labeller, points: np.ndarray, owners: np.ndarray) -> np.ndarray:
    """Each point's signed distance to its owner; the tolerance where the owner is no parcel."""
    result = np.full(len(points), labeller.tolerance, dtype=float)
    parcel = owners != NO_PARCEL
    result[parcel] = labeller.signed(points[parcel], owners[parcel])
    return result


def _foot_at_parcel_end(geometry: _Ring, here: float, low: float, high: float, change, labeller: _Labeller):
    """Where a parcel's run meets shore in no parcel (one side of the change is NO_PARCEL), the tolerance must not
    stretch the run along the shore: the run ends at the foot, on the MHW between ``low`` and ``high`` (ft along the
    ring), of the parcel's point nearest the change at ``here`` (its corner), in ft along the ring."""
    parcel = labeller.parcels[change[3] if change[2] == NO_PARCEL else change[2]]
    corner = shapely.get_point(shapely.shortest_line(parcel, shapely.Point(geometry.points([here])[0])), 0)
    stretch = geometry.stretches([low], [high - low])[0]
    return low + shapely.line_locate_point(stretch, corner)


def build_shoreline(water, parcels: np.ndarray, tolerance: float, progress: Progress = NEVER) -> Shoreline:
    """Tie points, runs, tie lines and facility area lines for every ring of the water (see module doc);
    ``progress`` may stop it between steps."""
    shoreline = Shoreline(shoreline_rings(water))
    labeller = _Labeller(parcels, tolerance)
    progress.check()
    rings = [_Ring(ring) for ring in shoreline.rings]
    owners = _owners_along(rings, labeller, progress)
    for ring_index, (geometry, (changes, first_owner)) in enumerate(zip(rings, owners)):
        progress.check()
        _add_ring(shoreline, ring_index, geometry, changes, first_owner, labeller)
    _add_facility_area_lines(shoreline, water)
    return shoreline


class _Ring:
    """A closed ring's vertices, segment lengths and cumulative lengths, for points and stretches by distance along
    it; and the same walked on round a second time, for stretches that pass the ring's end."""

    def __init__(self, ring: shapely.LineString):
        self.coords = shapely.get_coordinates(ring)
        self.lengths = np.hypot(*np.diff(self.coords, axis=0).T)
        self.cumulative = np.concatenate(([0.0], np.cumsum(self.lengths)))
        self.total = float(self.cumulative[-1])
        self.doubled = np.vstack([self.coords[:-1], self.coords])  # walk on past the end without wrapping
        self.doubled_along = np.concatenate((self.cumulative[:-1], self.cumulative + self.total))

    def position(self, segment, fraction):
        """Feet along the ring of points given as (segment, fraction of it): numbers or arrays."""
        segment = np.asarray(segment, dtype=int)
        return self.cumulative[segment] + fraction * (self.cumulative[segment + 1] - self.cumulative[segment])

    def points(self, positions) -> np.ndarray:
        positions = np.asarray(positions, dtype=float) % self.total
        segment = np.clip(np.searchsorted(self.cumulative, positions, side="right") - 1, 0, len(self.coords) - 2)
        length = self.cumulative[segment + 1] - self.cumulative[segment]
        fraction = np.divide(
            positions - self.cumulative[segment], length, out=np.zeros_like(positions), where=length > 0
        )
        return self.coords[segment] + fraction[:, None] * (self.coords[segment + 1] - self.coords[segment])

    def stretches(self, starts: ArrayLike, lengths: ArrayLike) -> np.ndarray:
        """The ring from each ``start`` (ft along it) for its ``length`` ft, passing the ring's end if need be.
        A vertex of the ring within VERTEX_FT of either end is left out: a tie point on a vertex would otherwise
        leave a segment of next to no length, whose direction is noise, at the end of the run."""
        starts = np.asarray(starts, dtype=float) % self.total
        ends = starts + np.asarray(lengths, dtype=float)
        first = np.searchsorted(self.doubled_along, starts + VERTEX_FT, side="right")
        sizes = np.maximum(np.searchsorted(self.doubled_along, ends - VERTEX_FT, side="left") - first, 0) + 2
        owner, offset = groups(sizes)
        xy = self.doubled[np.clip(np.repeat(first, sizes) + offset - 1, 0, len(self.doubled) - 1)]
        xy[offset == 0] = self.points(starts)
        xy[offset == np.repeat(sizes, sizes) - 1] = self.points(ends)
        return shapely.linestrings(xy, indices=owner)


def _add_ring(
    shoreline: Shoreline, ring_index: int, geometry: _Ring, changes, first_owner: int, labeller: _Labeller
) -> None:
    """Turn a ring's changes of owner (``_feet``) into tie points and runs; drop runs shorter than MIN_RUN_FT, and
    flag a parcel's stretch of MHW shorter than the tolerance (MICRO_RUN): it is not a run, beside a longer one of
    the parcel's or as its only touch of the water (a corner on the MHW: no frontage, D29)."""
    total = geometry.total
    positions = _overlaps_split(shoreline, geometry, changes, labeller)
    merged = _merged([(positions[i], change[2]) for i, change in enumerate(changes)], total, lambda *_: False)

    def micro(start, length, owner) -> bool:  # a parcel's stretch shorter than the tolerance
        if owner == NO_PARCEL or not length < labeller.tolerance - VERTEX_FT or length == total:
            return False
        where = _xy(geometry.points([start + length / 2])[0])
        message = (
            f"touches the MHW for only {length:.2f} ft, less than the tolerance: not a run "
            "(no tie line, no lineal feet there; D29)"
        )
        shoreline.flags.append(RawFlag(owner, FlagCode.MICRO_RUN, length, where, message))
        return True

    merged = _merged(merged, total, micro)
    if len(merged) < 2:
        owner = merged[0][1] if merged else first_owner
        if owner != NO_PARCEL:
            ring = shoreline.rings[ring_index]
            chord = longest_chord(ring)
            run = Run(owner, ring_index, -1, -1, ring, chord, chord.length)
            shoreline.runs.append(run)
            shoreline.flags.append(
                RawFlag(
                    owner,
                    FlagCode.WHOLE_RING,
                    run.lineal_ft,
                    _xy(geometry.coords[0]),
                    "owns a whole shoreline ring (an island?): no side lines to tie to, so no facility area lines; "
                    f"its tie line is the ring's longest chord, {run.lineal_ft:.2f} ft (D29)",
                )
            )
        return
    first_tie = len(shoreline.tie_points)
    points = geometry.points([start for start, _ in merged])
    snaps = _snap_distances(points, [merged[i - 1][1] for i in range(len(merged))], [o for _, o in merged], labeller)
    for index, ((_, owner), point) in enumerate(zip(merged, points.tolist())):
        shoreline.tie_points.append(TiePoint(ring_index, tuple(point), merged[index - 1][1], owner, snaps[index]))
    count = len(merged)
    owned = [index for index, (_, owner) in enumerate(merged) if owner != NO_PARCEL]
    starts = np.array([merged[index][0] for index in owned])
    lengths = np.array([(merged[(index + 1) % count][0] - merged[index][0]) % total for index in owned])
    chords = shapely.linestrings(np.stack([points[owned], points[[(i + 1) % count for i in owned]]], axis=1))
    shores = geometry.stretches(starts, lengths)
    for index, shore, chord, length in zip(owned, shores, chords, shapely.length(chords).tolist()):
        end = first_tie + (index + 1) % count
        shoreline.runs.append(Run(merged[index][1], ring_index, first_tie + index, end, shore, chord, length))


def _overlaps_split(shoreline: Shoreline, geometry: _Ring, changes: list, labeller: _Labeller) -> list[float]:
    """Each change's position (ft along the ring). D29: where two neighbours' polygons overlap across the MHW,
    both hold the stretch of it in the overlap; the tie point between them is the middle of that stretch (between
    the changes on either side), whatever their order or depths, and both are flagged PARCEL_OVERLAP with its
    length. The changes looked at are those with the MHW in or on both parcels on one side of them at least (a side
    line crossing the MHW has each side in one parcel only)."""
    count, total = len(changes), geometry.total
    positions = [position for position, _, _ in changes]
    pairs = np.array([i for i, (_, before, after) in enumerate(changes) if NO_PARCEL not in (before, after)])
    if not len(pairs):
        return positions
    here = np.array(positions)[pairs]
    sides = shapely.points(geometry.points(np.stack((here - CROSSING_FT, here + CROSSING_FT), axis=1).ravel()))
    sides = sides.reshape(-1, 2)  # each change's point just before it and just after it
    owners = labeller.parcels[np.array([changes[i][1:] for i in pairs])]
    crossed = shapely.dwithin(owners[:, ::-1], sides, VERTEX_FT)  # each in or on the other's side, first: rarely
    maybe = np.flatnonzero(crossed.any(axis=1))
    both = maybe[(crossed[maybe] & shapely.dwithin(owners[maybe], sides[maybe], VERTEX_FT)).any(axis=1)]
    moved = list(positions)
    for k in both.tolist():
        index, (before, after) = int(pairs[k]), changes[int(pairs[k])][1:]
        low = positions[index - 1] - (total if index == 0 else 0.0)
        high = positions[(index + 1) % count] + (total if index + 1 == count else 0.0)
        stretch = geometry.stretches([low], [high - low])[0]
        common = shapely.line_merge(
            shapely.intersection(stretch, shapely.intersection(labeller.parcels[before], labeller.parcels[after]))
        )
        point = shapely.Point(geometry.points([positions[index]])[0])
        pieces = [piece for piece in shapely.get_parts(common) if shapely.distance(piece, point) < VERTEX_FT]
        if not pieces or pieces[0].geom_type != "LineString":
            continue
        ends = shapely.line_locate_point(stretch, shapely.points(shapely.get_coordinates(pieces[0])[[0, -1]]))
        moved[index] = low + float(ends.mean())
        length = float(abs(ends[1] - ends[0]))
        where = _xy(geometry.points([moved[index]])[0])
        text = (
            f"overlaps parcel {{other}} along {length:.2f} ft of the MHW: the tie point is the overlap's middle (D29)"
        )
        shoreline.flags += [
            RawFlag(before, FlagCode.PARCEL_OVERLAP, length, where, text, after),
            RawFlag(after, FlagCode.PARCEL_OVERLAP, length, where, text, before),
        ]
    return moved


def _xy(point) -> tuple[float, float]:
    """A point's coordinates as plain floats (where a flag is)."""
    x, y = point
    return float(x), float(y)


def _merged(stretches: list, total: float, dropped) -> list:
    """(start, owner) stretches along a ring, each ending where the next starts: a sliver shorter than MIN_RUN_FT
    goes to the stretch before it, one ``dropped(start, length, owner)`` to its neighbours, each up to its middle,
    and neighbours of one owner become one stretch (across the ring's start too)."""
    merged: list[tuple[float, int]] = []
    middle = None
    for index, (start, owner) in enumerate(stretches):
        length = (stretches[(index + 1) % len(stretches)][0] - start) % total if len(stretches) > 1 else total
        if length < MIN_RUN_FT:
            continue
        if dropped(start, length, owner):
            middle = start + length / 2
            continue
        if not (merged and merged[-1][1] == owner):
            merged.append((start if middle is None else middle, owner))
        middle = None
    if middle is not None and merged:  # the ring's last stretch was dropped: the first begins at its middle
        merged[0] = (middle - total, merged[0][1])
    if len(merged) > 1 and merged[0][1] == merged[-1][1]:
        merged[0] = (merged[-1][0] - total, merged[0][1])
        merged.pop()
    return merged


def _snap_distances(points: np.ndarray, before: list[int], after: list[int], labeller: _Labeller) -> list[float]:
    """How far each tie point is from the parcels it separates: > 0 where a gap in the fabric was bridged within
    the tolerance, < 0 where both parcels contain the MHW there (they overlap), 0 where a side line crosses it."""
    tie_index = np.array([i for i, pair in enumerate(zip(before, after)) for p in pair if p != NO_PARCEL], dtype=int)
    owners = np.array([p for pair in zip(before, after) for p in pair if p != NO_PARCEL], dtype=int)
    signed = chunked(labeller.signed, shapely.points(points[tie_index]), owners, least=THREADED_PARCELS)
    per_tie = group_starts(tie_index)  # every tie has an owner
    least, most = np.minimum.reduceat(signed, per_tie), np.maximum.reduceat(signed, per_tie)
    return np.where(least > 1e-6, least, np.where(most < -1e-6, most, 0.0)).tolist()


def _inland(origins: np.ndarray, angles: np.ndarray, water) -> np.ndarray:
    """Whether each line from a tie point (direction in radians) runs onto land where its opposite runs into the
    water: more of a few probes along it, out to INLAND_PROBE_FT, stand on land than along the opposite."""
    steps = np.asarray(INLAND_PROBE_FT)[None, :, None]
    unit = np.stack([np.cos(angles), np.sin(angles)], axis=-1)[:, None, :]
    ahead = origins[:, None, :] + steps * unit
    behind = origins[:, None, :] - steps * unit
    wet_ahead = shapely.contains_xy(water, ahead[..., 0], ahead[..., 1]).sum(axis=1)
    wet_behind = shapely.contains_xy(water, behind[..., 0], behind[..., 1]).sum(axis=1)
    return wet_behind > wet_ahead


def _add_facility_area_lines(shoreline: Shoreline, water) -> None:
    """One line per tie point that has a parcel on either side: the bisector of the waterside angle between the
    two tie lines meeting there; where one side is no parcel, perpendicular to the other's tie line (D7), on the
    side of it that runs into the water."""
    runs = shoreline.runs
    tied = np.array([index for index, run in enumerate(runs) if not run.whole_ring], dtype=int)  # between tie points
    if not len(tied):
        return
    chord_ends = shapely.get_coordinates(geometry_array([runs[i].chord for i in tied])).reshape(-1, 2, 2)
    incoming = np.full(len(shoreline.tie_points), -1)  # tie point → the chord (its position) ending there
    outgoing = np.full(len(shoreline.tie_points), -1)  # and the one starting there
    incoming[[runs[i].end for i in tied]] = np.arange(len(tied))
    outgoing[[runs[i].start for i in tied]] = np.arange(len(tied))
    ties = np.flatnonzero((incoming >= 0) | (outgoing >= 0))
    tie_xy = np.array([shoreline.tie_points[t].point for t in ties])
    into, out_of = incoming[ties], outgoing[ties]
    both = (into >= 0) & (out_of >= 0)
    to_a = heading(chord_ends[into, 0] - tie_xy)  # towards the incoming chord's start
    to_b = heading(chord_ends[out_of, 1] - tie_xy)  # towards the outgoing chord's end
    waterside = (to_a - to_b) % (2 * np.pi)  # counter-clockwise from the outgoing to the incoming chord
    coincide = np.flatnonzero(both & (np.minimum(waterside, 2 * np.pi - waterside) < 1e-9))
    for k in coincide:  # a ring split between two parcels: both tie lines are one chord, and the noise in its
        ring = shoreline.rings[shoreline.tie_points[ties[k]].ring]  # angle must not choose the side. Round an
        waterside[k] = 0.0 if shapely.is_ccw(ring) else 2 * np.pi  # island the water is all around the point
    alone = chord_ends[np.where(out_of >= 0, out_of, into)]
    along = heading(alone[:, 1] - alone[:, 0])
    inland = np.zeros(len(ties), dtype=bool)  # only a fallback line may be turned
    inland[~both] = _inland(tie_xy[~both], along[~both] + np.pi / 2, water)
    direction = np.degrees(np.where(both, to_b + waterside / 2, along + np.pi / 2 + np.pi * inland)) % 360
    waterside = np.degrees(waterside)  # fallback: left of the tie line (the water side), or right where that is land
    parcel_of = np.array([runs[i].parcel for i in tied])
    for k, tie in enumerate(ties.tolist()):
        point = shoreline.tie_points[tie].point
        if both[k]:
            angle = float(waterside[k])
            line = FacilityAreaLine(
                tie,
                point,
                float(direction[k]),
                angle,
                (int(parcel_of[into[k]]), int(parcel_of[out_of[k]])),
            )
            if not HAIRPIN_DEG < angle < 360 - HAIRPIN_DEG:
                shoreline.flags += [
                    RawFlag(
                        parcel,
                        FlagCode.FAL_HAIRPIN,
                        line.waterside_angle_deg,
                        point,
                        f"tie lines meet at {line.waterside_angle_deg:.1f}° on the water side: "
                        "the facility area line there is unreliable",
                    )
                    for parcel in line.parcels
                ]
        else:
            parcel = int(parcel_of[out_of[k] if out_of[k] >= 0 else into[k]])
            line = FacilityAreaLine(tie, point, float(direction[k]), None, (parcel,))
            shoreline.flags.append(
                RawFlag(
                    parcel,
                    FlagCode.FAL_FALLBACK,
                    None,
                    point,
                    "no neighbouring parcel on the MHW at one end: the facility area line "
                    "there is perpendicular to the tie line (D7)"
                    + (", turned to the water side: the other way ran onto land" if inland[k] else ""),
                )
            )
        shoreline.lines.append(line)
    line_of_tie = np.full(len(shoreline.tie_points), -1)
    line_of_tie[ties] = np.arange(len(ties))
    for index in tied.tolist():
        shoreline.run_lines[index] = (int(line_of_tie[runs[index].start]), int(line_of_tie[runs[index].end]))
