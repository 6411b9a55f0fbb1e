"""Tie points, tie lines and facility area lines (§ 73-7A) for a whole lake, in US survey feet.

The MHW is the boundary of the water polygon(s): the main shore and every island are rings, each walked on its
own with the water on the left. Each point of the MHW belongs to the parcel nearest to it within the tolerance
(signed: a parcel that contains the point is nearer the deeper inside it is), so a side lot line that crosses the
MHW ends its parcel's run exactly there, and where a fabric stops short of the water or overlaps it the run ends
where the two neighbours are equally near. Each change of owner along a ring is found once, to 1e-9 ft, and is
the tie point both neighbours share (D7).
"""

from __future__ import annotations

from dataclasses import dataclass, field

import numpy as np
import shapely

from .arrays import geometry_array, group_starts, groups, heading, rows
from .progress import NEVER, Progress
from .threads import chunked, map_quietly, worker_count
from .vocabulary import FlagCode

NO_PARCEL = -1
SAMPLE_SPACING_FT = 20.0
CHANGE_FT = 1e-9  # a change of owner found to within this
SEGMENTS_PER_CHUNK = 2_000  # of a ring, sampled by one thread at a time: a cancel is seen between chunks
MAX_CHANGE_STEPS = 200  # a safety stop: 40 halvings take 1,000 ft to 1e-9 ft
TIE_FT = 1e-5  # two parcels this nearly as near to a point of the MHW are equally near: the lower index owns it
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
    start: int  # index into tie_points; -1 for a parcel that owns a whole ring
    end: int
    shore: shapely.LineString
    chord: shapely.LineString | None

    @property
    def lineal_ft(self) -> float:
        """Length of the tie line (§ 73-5 LINEAL FEET OF SHORELINE, D4)."""
        return self.chord.length if self.chord is not None else 0.0


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
        tied = signed <= least[point_index] + TIE_FT  # as near as the nearest, to TIE_FT: the lower index wins
        order = np.lexsort((parcel_index[tied], point_index[tied]))
        first = order[group_starts(point_index[tied][order])]
        labels[point_index[tied][first]] = parcel_index[tied][first]
        return labels


def _labelled_samples(coords: np.ndarray, first: int, last: int, labeller: _Labeller):
    """Samples of the ring's segments ``first`` to ``last - 1`` as (segment index, fraction, owner), in walking
    order: every vertex and every SAMPLE_SPACING_FT; then, on each segment, the point nearest to it of every
    parcel within the tolerance that owns neither of its ends, so that no parcel with frontage is stepped over.
    Each sample's candidates are the parcels within the tolerance of its segment (no spatial query per point),
    and a vertex sampled on both its segments is labelled once."""
    starts, ends = coords[first:last], coords[first + 1 : last + 1]
    lengths = np.hypot(*(ends - starts).T)
    kept = np.flatnonzero(lengths > 0)
    steps = np.floor(lengths[kept] / SAMPLE_SPACING_FT).astype(int)
    segment_of, within = groups(steps)
    between = kept[segment_of]
    seg = np.concatenate([kept, kept, between])
    frac = np.concatenate([np.zeros(len(kept)), np.ones(len(kept)), (within + 1) / np.repeat(steps + 1, steps)])
    segments = shapely.linestrings(np.stack([starts, ends], axis=1))
    near_seg, near_parcel = labeller.tree.query(segments[kept], predicate="dwithin", distance=labeller.tolerance)
    near_seg = kept[near_seg]  # sorted by segment
    labels = _sample_labels(starts, ends, seg, frac, near_seg, near_parcel, labeller)
    vertex_owner = np.full(len(starts) + 1, NO_PARCEL)
    vertex_owner[np.concatenate((kept, kept + 1))] = labels[: 2 * len(kept)]  # the samples at both ends of each segment
    hidden = (near_parcel != vertex_owner[near_seg]) & (near_parcel != vertex_owner[near_seg + 1])
    if hidden.any():
        pair_seg, pair_parcel = near_seg[hidden], near_parcel[hidden]
        nearest = shapely.get_coordinates(
            shapely.get_point(shapely.shortest_line(segments[pair_seg], labeller.parcels[pair_parcel]), 0)
        )
        along = np.einsum("ij,ij->i", nearest - starts[pair_seg], ends[pair_seg] - starts[pair_seg])
        pair_frac = np.clip(along / lengths[pair_seg] ** 2, 0.0, 1.0)
        seg, frac = np.concatenate((seg, pair_seg)), np.concatenate((frac, pair_frac))
        labels = np.concatenate(
            (labels, _sample_labels(starts, ends, pair_seg, pair_frac, near_seg, near_parcel, labeller))
        )
    order = np.lexsort((frac, seg))
    return seg[order] + first, frac[order], labels[order]


def _sample_labels(starts, ends, seg, frac, near_seg, near_parcel, labeller: _Labeller) -> np.ndarray:
    """The owner of each sample, its candidates the parcels near its segment; a vertex sampled twice is
    labelled once."""
    vertex = np.where(frac == 0.0, seg, np.where(frac == 1.0, seg + 1, -1))
    key = np.where(vertex >= 0, vertex, len(starts) + 1 + np.arange(len(seg)))
    _, first, inverse = np.unique(key, return_index=True, return_inverse=True)
    sampled = seg[first]
    start, end = rows(starts, sampled), rows(ends, sampled)
    points = start + frac[first, None] * (end - start)
    points[frac[first] == 1.0] = end[frac[first] == 1.0]
    count = np.bincount(near_seg, minlength=len(starts))[sampled]
    offset = np.searchsorted(near_seg, sampled)
    sample_index, position = groups(count)
    candidates = sample_index, near_parcel[np.repeat(offset, count) + position]
    return labeller.label(shapely.points(points), candidates)[inverse]


def _owners_along(rings: list[shapely.LineString], labeller: _Labeller, progress: Progress) -> list:
    """Each ring's changes of owner as (segment, fraction, owner before, owner after), in walking order, and the
    owner at the ring's start. The rings are sampled, and their changes searched for, together: an island's few
    samples share the threads with the main shore's instead of each ring waiting on its own small steps."""
    coords = [shapely.get_coordinates(ring) for ring in rings]
    starts, vectors = [c[:-1] for c in coords], [c[1:] - c[:-1] for c in coords]
    jobs = []
    for ring, ring_coords in enumerate(coords):
        pieces = max(worker_count(), len(ring_coords) // SEGMENTS_PER_CHUNK)
        bounds = np.unique(np.linspace(0, len(ring_coords) - 1, pieces + 1).astype(int))
        jobs += [(ring, first, last) for first, last in zip(bounds[:-1], bounds[1:])]
    sampled = map_quietly(lambda job: _labelled_samples(coords[job[0]], *job[1:], labeller), jobs, progress)
    of_ring = [[] for _ in rings]
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
    return [
        (_feet(rings[k], coords[k], changes[k], np.hypot(*vectors[k].T), labeller), first_owners[k])
        for k in range(len(rings))
    ]


def _feet(ring: shapely.LineString, coords: np.ndarray, changes: list, lengths: np.ndarray, labeller: _Labeller):
    """A ring's changes in walking order, each on a vertex it is within VERTEX_FT of, and at its parcel's foot
    where it meets shore in no parcel (``_foot_at_parcel_end``), never past the changes on either side of it."""
    changes = sorted(_onto_vertices(changes, lengths), key=lambda change: (change[0], change[1]))
    feet = list(changes)  # a change between two parcels, or between two stretches of no parcel, stays put
    for index, change in enumerate(changes):
        if (change[2] == NO_PARCEL) == (change[3] == NO_PARCEL):
            continue
        foot = _foot_at_parcel_end(ring, coords, change, labeller)
        low = changes[index - 1][:2] if index else (0, 0.0)
        high = changes[index + 1][:2] if index + 1 < len(changes) else (len(coords) - 2, 1.0)
        feet[index] = (*min(max(foot[:2], low), high), *foot[2:])
    return feet


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
    distance, a shore in no parcel counting as ``tolerance`` away; a tie to a parcel, then to the lower index).
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
    before_wins_ties = (after == NO_PARCEL) | ((before != NO_PARCEL) & (before < after))

    def gap(k, t):  # signed distance to the owner before, less that to the owner after, less the TIE_FT band
        points = shapely.points(rows(seg_start, k) + t[:, None] * rows(seg_vector, k))  # the side the ties go to
        raw = _signed_or_tolerance(labeller, points, before[k]) - _signed_or_tolerance(labeller, points, after[k])
        return raw - np.where(before_wins_ties[k], TIE_FT, -TIE_FT)

    def holds(k, g):  # the owner before still holds where the gap is g: the change is beyond
        return (g < 0) | ((g == 0) & before_wins_ties[k])

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


def _foot_at_parcel_end(ring, coords, change, labeller: _Labeller):
    """Where a parcel's run meets shore in no parcel (one side of the change is NO_PARCEL), the tolerance must not
    stretch the run along the shore: the run ends at the foot, on the MHW, of the parcel's point nearest the change
    (its corner)."""
    segment, fraction, before, after = change
    parcel = labeller.parcels[after if before == NO_PARCEL else before]
    here = shapely.Point(coords[segment] + fraction * (coords[segment + 1] - coords[segment]))
    corner = shapely.get_point(shapely.shortest_line(parcel, here), 0)
    near = max(0, segment - 200), min(len(coords) - 1, segment + 201)  # stay on this stretch of this ring
    local = shapely.LineString(coords[near[0] : near[1] + 1])
    position = shapely.line_locate_point(local, corner)
    lengths = np.hypot(*np.diff(coords[near[0] : near[1] + 1], axis=0).T)
    cumulative = np.concatenate(([0.0], np.cumsum(lengths)))
    index = int(min(np.searchsorted(cumulative, position, side="right") - 1, len(lengths) - 1))
    while lengths[index] == 0 and index > 0:
        index -= 1
    return near[0] + index, float((position - cumulative[index]) / lengths[index]), before, after


def build_shoreline(water, parcels: np.ndarray, tolerance: float, progress: Progress = NEVER) -> Shoreline:
    """Tie points, runs, tie lines and facility area lines for every ring of the water (see module doc);
    ``progress`` may stop it between steps."""
    shoreline = Shoreline(shoreline_rings(water))
    labeller = _Labeller(parcels, tolerance)
    progress.check()
    owners = _owners_along(shoreline.rings, labeller, progress)
    for ring_index, (ring, (changes, first_owner)) in enumerate(zip(shoreline.rings, owners)):
        progress.check()
        _add_ring(shoreline, ring_index, ring, changes, first_owner, labeller)
    _add_facility_area_lines(shoreline, water)
    return shoreline


class _Ring:
    """A closed ring's vertices and cumulative lengths, for points and stretches by distance along it."""

    def __init__(self, ring: shapely.LineString):
        self.coords = shapely.get_coordinates(ring)
        self.cumulative = np.concatenate(([0.0], np.cumsum(np.hypot(*np.diff(self.coords, axis=0).T))))
        self.total = float(self.cumulative[-1])

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

    def stretches(self, starts: np.ndarray, lengths: np.ndarray) -> np.ndarray:
        """The ring from each ``start`` (ft along it) for its ``length`` ft, passing the ring's end if need be.
        A vertex of the ring within VERTEX_FT of either end is left out: a tie point on a vertex would otherwise
        leave a segment of next to no length, whose direction is noise, at the end of the run."""
        starts = np.asarray(starts, dtype=float) % self.total
        ends = starts + np.asarray(lengths, dtype=float)
        doubled = np.vstack([self.coords[:-1], self.coords])  # walk on past the end without wrapping
        along = np.concatenate((self.cumulative[:-1], self.cumulative + self.total))
        first = np.searchsorted(along, starts + VERTEX_FT, side="right")
        sizes = np.maximum(np.searchsorted(along, ends - VERTEX_FT, side="left") - first, 0) + 2
        owner, offset = groups(sizes)
        xy = doubled[np.clip(np.repeat(first, sizes) + offset - 1, 0, len(doubled) - 1)]
        xy[offset == 0] = self.points(starts)
        xy[offset == np.repeat(sizes, sizes) - 1] = self.points(ends)
        return shapely.linestrings(xy, indices=owner)


def _add_ring(
    shoreline: Shoreline, ring_index: int, ring: shapely.LineString, changes, first_owner: int, labeller: _Labeller
) -> None:
    """Turn a ring's changes of owner into tie points and runs; drop runs shorter than MIN_RUN_FT, and flag a
    parcel's stretch of MHW shorter than the tolerance where it has a longer one on the ring (MICRO_RUN): it is not
    a run of its own (a lot's own short frontage, its only one there, stays a run)."""
    geometry = _Ring(ring)
    total = geometry.total
    positions = geometry.position(*np.array([change[:2] for change in changes]).reshape(-1, 2).T).tolist()
    merged = _merged([(positions[i], change[3]) for i, change in enumerate(changes)], total, lambda *_: False)
    longest = {}
    for index, (start, owner) in enumerate(merged):
        length = (merged[(index + 1) % len(merged)][0] - start) % total if len(merged) > 1 else total
        longest[owner] = max(length, longest.get(owner, 0.0))

    def micro(start, length, owner) -> bool:  # a parcel's stretch shorter than the tolerance, beside a longer one
        if owner == NO_PARCEL or not length < labeller.tolerance - VERTEX_FT < longest[owner]:
            return False
        where = tuple(map(float, geometry.points([start + length / 2])[0]))
        message = (
            f"touches the MHW for only {length:.2f} ft, less than the tolerance: not a run of its own "
            "(no tie line, no lineal feet there)"
        )
        shoreline.flags.append(RawFlag(owner, FlagCode.MICRO_RUN, length, where, message))
        return True

    merged = _merged(merged, total, micro)
    if len(merged) < 2:
        owner = merged[0][1] if merged else first_owner
        if owner != NO_PARCEL:
            shoreline.runs.append(Run(owner, ring_index, -1, -1, ring, None))
            shoreline.flags.append(
                RawFlag(
                    owner,
                    FlagCode.WHOLE_RING,
                    ring.length,
                    tuple(map(float, geometry.coords[0])),
                    "owns a whole shoreline ring (an island?): no side lines to tie to",
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
    for index, shore, chord in zip(owned, geometry.stretches(starts, lengths), chords):
        shoreline.runs.append(
            Run(merged[index][1], ring_index, first_tie + index, first_tie + (index + 1) % count, shore, chord)
        )


def _merged(stretches: list, total: float, dropped) -> list:
    """(start, owner) stretches along a ring, each ending where the next starts: a sliver shorter than MIN_RUN_FT,
    or one ``dropped(start, length, owner)``, goes to the stretch before it, and neighbours of one owner become one
    stretch (across the ring's start too)."""
    merged = []
    for index, (start, owner) in enumerate(stretches):
        length = (stretches[(index + 1) % len(stretches)][0] - start) % total if len(stretches) > 1 else total
        if length < MIN_RUN_FT or dropped(start, length, owner) or (merged and merged[-1][1] == owner):
            continue
        merged.append((start, owner))
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
    with_chord = np.array([index for index, run in enumerate(runs) if run.chord is not None], dtype=int)
    if not len(with_chord):
        return
    chord_ends = shapely.get_coordinates(geometry_array([runs[i].chord for i in with_chord])).reshape(-1, 2, 2)
    incoming = np.full(len(shoreline.tie_points), -1)  # tie point → the chord (its position) ending there
    outgoing = np.full(len(shoreline.tie_points), -1)  # and the one starting there
    incoming[[runs[i].end for i in with_chord]] = np.arange(len(with_chord))
    outgoing[[runs[i].start for i in with_chord]] = np.arange(len(with_chord))
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
    parcel_of = np.array([runs[i].parcel for i in with_chord])
    for k, tie in enumerate(ties.tolist()):
        point = shoreline.tie_points[tie].point
        if both[k]:
            line = FacilityAreaLine(
                tie,
                point,
                float(direction[k]),
                float(waterside[k]),
                (int(parcel_of[into[k]]), int(parcel_of[out_of[k]])),
            )
            if not HAIRPIN_DEG < line.waterside_angle_deg < 360 - HAIRPIN_DEG:
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
    for index in with_chord.tolist():
        shoreline.run_lines[index] = (int(line_of_tie[runs[index].start]), int(line_of_tie[runs[index].end]))
