"""Which parcel owns each point of the MHW (§ 73-7A, D7): the parcel nearest it within the tolerance (signed: a
parcel that contains the point is nearer the deeper inside it is; of two equally near, the one whose centroid is
nearer), each change of owner along a ring found once, to 1e-9 ft, bracketed by points the geometry places (each
parcel's exact reach within the tolerance, the feet of its vertices and the crossings of its edges), never by a
spacing that moves with the vertices. ``shoreline.py`` makes the tie points and runs of these changes.
"""

from __future__ import annotations

import numpy as np
import shapely
from numpy.typing import ArrayLike

from ..tools.arrays import cross, group_starts, groups, rows
from ..tools.progress import Progress
from ..tools.threads import chunked, map_quietly, worker_count

NO_PARCEL = -1
CHANGE_FT = 1e-9  # a change of owner found to within this
SEGMENTS_PER_CHUNK = 2_000  # of a ring, sampled by one thread at a time: a cancel is seen between chunks
MAX_CHANGE_STEPS = 200  # a safety stop: 40 halvings take 1,000 ft to 1e-9 ft
SECANT_STEPS = 20  # regula falsi settles a smooth change in fewer: one still open is at a kink, halved from then on
TIE_FT = 1e-5  # two parcels this nearly as near to a point of the MHW are equally near: the nearer centroid owns it
CROSSING_FT = 1e-3  # a change this near a parcel boundary's crossing of the MHW is that crossing
VERTEX_FT = 1e-6  # a vertex of the MHW this near a tie point is the tie point
THREADED_PARCELS = 1000  # parcels or points measured: fewer are measured on one thread


class Labeller:
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


def _labelled_samples(coords: np.ndarray, first: int, last: int, labeller: Labeller):
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


def _reach(starts, ends, boxes, near_seg, near_parcel, labeller: Labeller):
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


def _with_inside(key, lo, hi, every_key, starts, ends, labeller: Labeller):
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


def _sample_labels(starts, ends, seg, frac, reach, labeller: Labeller) -> np.ndarray:
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


def owners_along(rings: list[Ring], labeller: Labeller, progress: Progress) -> list:
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


def _feet(geometry: Ring, changes: list, labeller: Labeller):
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


def _find_changes(pending, starts: np.ndarray, vectors: np.ndarray, labeller: Labeller, progress: Progress):
    """Find where the owner changes in each interval (segment, from, to, owner at from, owner at to), to
    CHANGE_FT: where the owner before stops holding the MHW, as ``label`` decides (the nearer owner by signed
    distance, a shore in no parcel counting as ``tolerance`` away; a tie between two parcels to the nearer
    centroid).
    The Illinois variant of regula falsi on the difference of the two distances gets there in a few steps where
    it is smooth, and halves the interval where it is not: where the secant falls outside it, and from the
    SECANT_STEPS-th step on (a change still open then lies at a kink, where the secant creeps for dozens of steps,
    each a pass over the arrays and GEOS while the other threads wait). Returns the changes and, where a third
    owner holds the point found, the two intervals on either side of it, still to search. ``progress`` may stop
    it at each step."""
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
    for step in range(MAX_CHANGE_STEPS):
        if not len(active):
            break
        progress.check()
        a_lo, a_hi, g_lo, g_hi = lo[active], hi[active], gap_lo[active], gap_hi[active]
        with np.errstate(divide="ignore", invalid="ignore"):
            t = a_hi - g_hi * (a_hi - a_lo) / (g_hi - g_lo)
        outside = ~((t > a_lo) & (t < a_hi)) | (step >= SECANT_STEPS)
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


def _onto_crossings(found, seg, owners, starts, vectors, labeller: Labeller) -> np.ndarray:
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


def _signed_or_tolerance(labeller: Labeller, points: np.ndarray, owners: np.ndarray) -> np.ndarray:
    """Each point's signed distance to its owner; the tolerance where the owner is no parcel."""
    result = np.full(len(points), labeller.tolerance, dtype=float)
    parcel = owners != NO_PARCEL
    result[parcel] = labeller.signed(points[parcel], owners[parcel])
    return result


def _foot_at_parcel_end(geometry: Ring, here: float, low: float, high: float, change, labeller: Labeller):
    """Where a parcel's run meets shore in no parcel (one side of the change is NO_PARCEL), the tolerance must not
    stretch the run along the shore: the run ends at the foot, on the MHW between ``low`` and ``high`` (ft along the
    ring), of the parcel's point nearest the change at ``here`` (its corner), in ft along the ring."""
    parcel = labeller.parcels[change[3] if change[2] == NO_PARCEL else change[2]]
    corner = shapely.get_point(shapely.shortest_line(parcel, shapely.Point(geometry.points([here])[0])), 0)
    stretch = geometry.stretches([low], [high - low])[0]
    return low + shapely.line_locate_point(stretch, corner)


class Ring:
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
