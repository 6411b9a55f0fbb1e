"""Tie points, tie lines and facility area lines (§ 73-7A) for a whole lake, in US survey feet.

The MHW is the boundary of the water polygon(s): the main shore and every island are rings, each walked on its
own with the water on the left. Each change of owner along a ring (``owners.py``: the parcel nearest each point
within the tolerance) is the tie point both neighbours share (D7). Where two parcels overlap across the MHW the tie
point is the middle of the overlap; a stretch shorter than the tolerance is no run; an island's owner measures its
ring's longest chord (D29).
"""

from __future__ import annotations

from dataclasses import dataclass, field

import numpy as np
import shapely

from ..law.vocabulary import FlagCode
from ..tools.arrays import geometry_array, group_starts, heading
from ..tools.progress import NEVER, Progress
from ..tools.threads import chunked
from .owners import CROSSING_FT, NO_PARCEL, THREADED_PARCELS, VERTEX_FT, Labeller, Ring, owners_along

HAIRPIN_DEG = 10.0
MIN_RUN_FT = 0.01
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


def build_shoreline(water, parcels: np.ndarray, tolerance: float, progress: Progress = NEVER) -> Shoreline:
    """Tie points, runs, tie lines and facility area lines for every ring of the water (see module doc);
    ``progress`` may stop it between steps."""
    shoreline = Shoreline(shoreline_rings(water))
    labeller = Labeller(parcels, tolerance)
    progress.check()
    rings = [Ring(ring) for ring in shoreline.rings]
    owners = owners_along(rings, labeller, progress)
    for ring_index, (geometry, (changes, first_owner)) in enumerate(zip(rings, owners)):
        progress.check()
        _add_ring(shoreline, ring_index, geometry, changes, first_owner, labeller)
    _add_facility_area_lines(shoreline, water)
    return shoreline


def _add_ring(
    shoreline: Shoreline, ring_index: int, geometry: Ring, changes, first_owner: int, labeller: Labeller
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


def _overlaps_split(shoreline: Shoreline, geometry: Ring, changes: list, labeller: Labeller) -> list[float]:
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


def _snap_distances(points: np.ndarray, before: list[int], after: list[int], labeller: Labeller) -> list[float]:
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
