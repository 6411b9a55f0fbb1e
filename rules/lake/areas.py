"""Facility areas (§ 73-5 FACILITY AREA, D1–D3, D8), their distance lines and setback envelopes (§§ 73-9A,
73-14A, 73-16A), in US survey feet.

A zone of depth d is the water between the parcel's two facility area lines that lies within d of the parcel's
own MHW (a true distance locus: round corners, never a mitred offset of the tie line), keeping only the pieces
that touch that MHW. Where the parcel's own lines meet before d, the wedge between them ends there (D8).
"""

from __future__ import annotations

import itertools
import math
from collections import Counter, defaultdict
from dataclasses import dataclass

import numpy as np
import shapely

from ..law.vocabulary import FlagCode, Zone
from ..tools.arrays import cross, geometry_array, group_starts, grouped_union, groups, heading, rows
from ..tools.progress import NEVER, Progress
from ..tools.threads import Later, map_quietly, worker_count
from .clipping import cut, following, polygons, simple_rings
from .shoreline import RawFlag, Shoreline

QUAD_SEGMENTS = 512  # round corners: the arc of a quarter circle in 512 chords (area within 0.005 sq ft at 60 ft)
TOUCH_FT = 1e-6
OVERLAP_GRID_FT = 1e-6  # overlaps measured snap-rounded: GEOS 3.11's floating overlay can see false ones
CAP_FT = 1e-6  # a flat end is the buffer's edge through the tie point with a corner at the depth from it
MIN_SWEEP = 1e-9  # radians: a line leaning out past a flat end by less gets no sector (under 1e-4 sq ft at 375 ft)
CURL_DEG = 30.0  # a run whose MHW turns through more than this gets GEOS's round-ended buffer
OUTLET_SEGMENTS = 64
TILE_VERTICES = 400
LINE_TOLERANCE_FT = 0.01  # a zone's boundary vertex this close to its depth is on its distance line
CHORD_SLACK_FT = 1e-6  # a bound from a shore's chord settles a vertex only this far past the depth
RUNS_PER_CHUNK = 500  # runs of neighbouring parcels whose zones come out together (their order)
RUNS_PER_THREAD = 1000  # at most about this many runs of a piece to one thread: a crowded piece is cut


@dataclass(frozen=True)
class ZoneSpec:
    """What the tier asks of a parcel's water: zone depths (D1, D2) and setbacks (§§ 73-9A, 73-14A, 73-16A)."""

    zones: tuple[tuple[str, float], ...]
    fal_setback_ft: float
    outlet_setback_ft: float


def zone_spec(allocation) -> ZoneSpec:
    """The zones and setbacks an allocation gives: the dock zone, and a mooring zone where moorings may be."""
    zones = [(Zone.DOCK, float(allocation.dock_zone_ft))]
    if allocation.mooring_zone_ft:
        zones.append((Zone.MOORING, float(allocation.mooring_zone_ft)))
    return ZoneSpec(tuple(zones), float(allocation.fal_setback_ft), float(allocation.outlet_setback_ft))


@dataclass(frozen=True)
class ZoneResult:
    """One parcel's zone: its facility area, the distance line at its depth and the setback envelope."""

    parcel: int
    zone: Zone
    depth_ft: float
    area: shapely.Geometry
    distance_line: shapely.Geometry
    envelope: shapely.Geometry
    region: shapely.Geometry | None = None  # where the area is all its region's water (one run, one polygon):
    # the region before the cut to the water, so that a waterside part properly inside it is inside the area


class WaterTiles:
    """The water cut into small pieces (a quadtree of rectangle clips), so that a parcel's neighbourhood of
    water is a union of a few pieces instead of a clip of the whole lake."""

    def __init__(self, water):
        pieces = []
        self._split(water, water.bounds, pieces)
        self.pieces = np.array(pieces, dtype=object)
        shapely.prepare(self.pieces)  # the checker's many small overlays with them
        self.tree = shapely.STRtree(self.pieces)

    def _split(self, piece, bounds, pieces) -> None:
        if piece.is_empty:
            return
        if shapely.get_num_coordinates(piece) <= TILE_VERTICES:
            pieces.append(piece)
            return
        xmin, ymin, xmax, ymax = bounds
        xmid, ymid = (xmin + xmax) / 2, (ymin + ymax) / 2
        for quarter in (
            (xmin, ymin, xmid, ymid),
            (xmid, ymin, xmax, ymid),
            (xmin, ymid, xmid, ymax),
            (xmid, ymid, xmax, ymax),
        ):
            self._split(shapely.clip_by_rect(piece, *quarter), quarter, pieces)


def half_plane_rings(origins: np.ndarray, angles: np.ndarray, side: int, reach: np.ndarray):
    """For each line (origin, direction in radians), its left (``side`` +1) or right (-1) side as a square of
    size ``reach`` on the line, with the origin itself a vertex: an overlay then meets a tie point exactly
    where the line starts, instead of at a point computed a hair's breadth away. Flat rings (see clipping)."""
    direction = np.column_stack([np.cos(angles), np.sin(angles)]) * reach[:, None]
    normal = np.column_stack([-direction[:, 1], direction[:, 0]]) * side
    corners = np.stack(
        [origins - direction, origins, origins + direction, origins + direction + normal, origins - direction + normal],
        axis=1,
    )
    return corners.reshape(-1, 2), np.repeat(np.arange(len(origins)), corners.shape[1])


def meeting_points(
    start_xy: np.ndarray, start_angle: np.ndarray, end_xy: np.ndarray, end_angle: np.ndarray
) -> np.ndarray:
    """Where each pair of lines (origin, direction in radians), as rays into the water, meet; NaN where they
    do not."""
    d1 = np.column_stack([np.cos(start_angle), np.sin(start_angle)])
    d2 = np.column_stack([np.cos(end_angle), np.sin(end_angle)])
    gap = end_xy - start_xy
    with np.errstate(divide="ignore", invalid="ignore"):
        denominator = cross(d1, d2)
        t1 = cross(gap, d2) / denominator
        t2 = cross(gap, d1) / denominator
    meet = (np.abs(denominator) >= 1e-12) & (t1 > 0) & (t2 > 0)
    return np.where(meet[:, None], start_xy + t1[:, None] * d1, np.nan)


@dataclass
class _Runs:
    """Some runs that get zones, as arrays for shapely's vectorised functions."""

    shoreline: Shoreline
    specs: dict[int, ZoneSpec]
    run_indices: list[int]

    def __post_init__(self):
        lines = self.shoreline.run_lines
        items = [
            (i, self.shoreline.runs[i], self.shoreline.lines[lines[i][0]], self.shoreline.lines[lines[i][1]])
            for i in self.run_indices
        ]
        self.runs = [item[1] for item in items]
        self.starts = [item[2] for item in items]
        self.ends = [item[3] for item in items]
        self.shores = geometry_array([run.shore for run in self.runs])
        self.parcels = np.array([run.parcel for run in self.runs], dtype=int)
        self.depths = [dict(self.specs[p].zones) for p in self.parcels]  # each run's zones: name → depth
        self.deepest = np.array([max(depths.values()) for depths in self.depths])
        self.fal_setback = np.array([self.specs[p].fal_setback_ft for p in self.parcels])
        self.outlet_setback = np.array([self.specs[p].outlet_setback_ft for p in self.parcels])
        self.reach = 4 * (self.deepest + shapely.length(self.shores)) + 10
        self.start_xy = np.array([line.origin for line in self.starts]).reshape(-1, 2)
        self.end_xy = np.array([line.origin for line in self.ends]).reshape(-1, 2)
        self.start_angle = np.radians([line.direction_deg for line in self.starts])
        self.end_angle = np.radians([line.direction_deg for line in self.ends])
        self.first_tangent, self.last_tangent, self.curl_deg = _bends(self.shores)

    def lines(self, index: np.ndarray, inset: np.ndarray | float = 0.0):
        """The facility area lines of the runs ``index`` (start origins, start angles in radians, end origins,
        end angles), each moved ``inset`` ft into the wedge between them."""
        inset = np.broadcast_to(np.asarray(inset, dtype=float), index.shape)[:, None]
        start_angle, end_angle = self.start_angle[index], self.end_angle[index]
        start_shift = np.column_stack([np.sin(start_angle), -np.cos(start_angle)]) * inset
        end_shift = np.column_stack([-np.sin(end_angle), np.cos(end_angle)]) * inset
        return self.start_xy[index] + start_shift, start_angle, self.end_xy[index] + end_shift, end_angle

    def wedges(self, index: np.ndarray, inset: np.ndarray | float = 0.0) -> np.ndarray:
        """Right of the line at each run's start, left of the one at its end (water on the left), each line
        moved ``inset`` ft into the wedge; lines that meet on the water side close it there (D8)."""
        start_xy, start_angle, end_xy, end_angle = self.lines(index, inset)
        coords, ring = half_plane_rings(start_xy, start_angle, -1, self.reach[index])
        coords, ring, _ = cut(coords, ring, end_xy, end_angle, +1, with_origin=True)
        return polygons(coords, ring, len(index))

    def cut_to_wedges(
        self,
        index: np.ndarray,
        coords: np.ndarray,
        ring: np.ndarray,
        overlay: np.ndarray,
        inset: np.ndarray | float = 0.0,
    ) -> tuple[np.ndarray, np.ndarray]:
        """Flat rings (see clipping), one per run of ``index``, cut to the wedges with numpy (each tie point a
        vertex where a line's cut passes it); and which of them need an overlay instead (``overlay``, a line
        crossing the ring more than twice, or a polygon that comes out invalid)."""
        start_xy, start_angle, end_xy, end_angle = self.lines(index, inset)
        coords, ring, split_at_end = cut(coords, ring, end_xy, end_angle, +1, with_origin=True)
        coords, ring, split_at_start = cut(coords, ring, start_xy, start_angle, -1, with_origin=True)
        result, overlay = polygons(coords, ring, len(index)), overlay | split_at_end | split_at_start
        made = np.flatnonzero(~overlay)
        overlay[made[~shapely.is_valid(result[made])]] = True  # e.g. a sector overlapping its buffer
        return result, overlay

    def clip_to_wedges(self, index: np.ndarray, polygons_: np.ndarray, inset: np.ndarray | float = 0.0):
        """Each polygon cut to its run's wedge (moved in by ``inset``): with numpy where it is one polygon without
        holes that each line crosses at most twice, with an overlay otherwise."""
        coords, ring, odd = simple_rings(polygons_)
        result, overlay = self.cut_to_wedges(index, coords, ring, odd, inset)
        inset = np.broadcast_to(np.asarray(inset, dtype=float), index.shape)
        result[overlay] = shapely.intersection(polygons_[overlay], self.wedges(index[overlay], inset[overlay]))
        return result


def parcel_zones(
    shoreline: Shoreline,
    tiles: WaterTiles,
    specs: dict[int, ZoneSpec],
    outlets=None,
    workers: int | None = None,
    progress: Progress = NEVER,
    last: Later | None = None,
):
    """Every parcel's zones (one result per parcel and zone, its runs joined) and the flags they raise. The
    parcels are taken in pieces of neighbouring parcel numbers, about RUNS_PER_CHUNK runs each and at least
    ``workers`` pieces, which set the order of the results: piece by piece, zone by zone. A piece crowded with
    runs (numbering need not follow the shore) is cut into chunks of about RUNS_PER_THREAD runs, so that it is not
    left to one thread at the end; the chunks are shared out among threads (one per core, at most four), each
    asking ``progress`` between its steps whether to stop. A parcel's runs are all in one chunk. ``last`` runs on
    the first thread the chunks leave free (see ``map_quietly``)."""
    with_zones = [i for i in shoreline.run_lines if shoreline.runs[i].parcel in specs]
    pieces = max(workers or worker_count(len(with_zones)), -(-len(with_zones) // RUNS_PER_CHUNK))
    span = max((shoreline.runs[i].parcel for i in with_zones), default=0) + 1
    by_piece = defaultdict(list)  # a piece of the parcels with no zones has no chunk
    for i in with_zones:
        by_piece[shoreline.runs[i].parcel * pieces // span].append(i)
    chunks = [
        (k, chunk)
        for k in sorted(by_piece)
        for chunk in between_parcels(by_piece[k], [shoreline.runs[i].parcel for i in by_piece[k]], RUNS_PER_THREAD)
    ]
    names = _zone_names(specs)
    done = map_quietly(
        lambda chunk: _zones_of(_Runs(shoreline, specs, chunk[1]), names, tiles, outlets, progress),
        chunks,
        progress,
        last,
    )
    progress.check()
    zone_order = {name: rank for rank, name in enumerate(names)}
    results = []
    for _, piece in itertools.groupby(zip(chunks, done), key=lambda item: item[0][0]):
        piece_results = [result for _, (chunk_results, _) in piece for result in chunk_results]
        results += sorted(piece_results, key=lambda result: zone_order[result.zone])
    flags = [flag for _, chunk_flags in done for flag in chunk_flags]
    return results, flags + crossing_flags(results, shoreline)


def between_parcels(runs: list[int], parcels: list[int], size: int) -> list[list[int]]:
    """``runs`` (each of parcel ``parcels[k]``) cut into chunks of about ``size`` runs each, in order, a cut only
    where every parcel before it has all its runs before it: a chunk's parcels come first in it, its runs are
    consecutive, so chunks concatenated give the order of the whole."""
    if not runs:
        return []
    last = {parcel: position for position, parcel in enumerate(parcels)}
    reach = np.maximum.accumulate([last[parcel] for parcel in parcels])
    cuts = np.flatnonzero(reach == np.arange(len(runs)))[:-1] + 1  # a cut after each such position
    count = max(1, round(len(runs) / size))
    wanted = np.arange(1, count) * len(runs) / count
    chosen = np.unique(cuts[np.minimum(np.searchsorted(cuts, wanted), len(cuts) - 1)]) if len(cuts) else cuts
    return [runs[start:end] for start, end in zip(np.r_[0, chosen], np.r_[chosen, len(runs)])]


def _zone_names(specs: dict[int, ZoneSpec]) -> list[str]:
    """The zones the specs ask for, in the order they first appear."""
    return list(dict.fromkeys(name for spec in specs.values() for name, _ in spec.zones))


def _zones_of(
    runs: _Runs, names: list[str], tiles: WaterTiles, outlets, progress: Progress
) -> tuple[list[ZoneResult], list[RawFlag]]:
    """The zones (of ``names``, those the specs ask for) of some runs, and their FAL_CONVERGENT flags (D8)."""
    if not runs.runs:
        return [], []
    meet = meeting_points(runs.start_xy, runs.start_angle, runs.end_xy, runs.end_angle)
    distance = np.where(np.isnan(meet[:, 0]), np.inf, shapely.distance(shapely.points(meet), runs.shores))
    flags = [
        RawFlag(
            int(runs.parcels[k]),
            FlagCode.FAL_CONVERGENT,
            float(distance[k]),
            tuple(meet[k].tolist()),
            f"its facility area lines meet {distance[k]:.1f} ft from the MHW, inside the zone: the "
            "facility area ends there (D8)",
        )
        for k in np.flatnonzero(distance < runs.deepest)
    ]
    everywhere = np.arange(len(runs.runs))
    progress.check()
    regions = _regions(runs, everywhere, runs.deepest)
    progress.check()
    around = _water_around(tiles, regions)
    progress.check()
    water = shapely.intersection(around, regions)  # the water of the deepest zone
    results = []
    for name in names:
        progress.check()
        index = np.flatnonzero([name in depths for depths in runs.depths])
        if not len(index):
            continue
        depth = np.array([runs.depths[k][name] for k in index.tolist()])
        raw, zone_regions = water[index], regions[index]
        shallower = np.flatnonzero(depth < runs.deepest[index])
        zone_regions[shallower] = _regions(runs, index[shallower], depth[shallower])
        raw[shallower] = shapely.intersection(raw[shallower], zone_regions[shallower])
        progress.check()
        areas = _touching(raw, runs.shores[index])
        progress.check()
        lines = _distance_lines(areas, runs.shores[index], depth)
        progress.check()
        envelopes = _envelopes(runs, index, areas, outlets)
        whole = (shapely.get_type_id(raw) == shapely.GeometryType.POLYGON) & ~shapely.is_empty(areas)
        zone_regions[~whole] = None  # the area is not all the region's water: a part not touching the MHW left out
        results += _join_runs(runs.parcels[index], name, depth, areas, lines, envelopes, zone_regions)
    return results, flags


def _water_around(tiles: WaterTiles, regions: np.ndarray) -> np.ndarray:
    """The water pieces whose boxes each region's box meets, as one geometry per region; neighbouring runs
    mostly meet the same pieces, so each distinct set of pieces is unioned once."""
    region_index, piece_index = tiles.tree.query(regions)
    order = np.lexsort((piece_index, region_index))
    row, column = groups(np.bincount(region_index, minlength=len(regions)))
    table = np.full((len(regions), column.max() + 1 if len(column) else 1), -1)
    table[row, column] = piece_index[order]
    sets, which = np.unique(table, axis=0, return_inverse=True)
    set_row, set_column = np.nonzero(sets >= 0)
    return grouped_union(tiles.pieces[sets[set_row, set_column]], set_row, len(sets))[which.ravel()]


def _regions(runs: _Runs, index: np.ndarray, depth: np.ndarray) -> np.ndarray:
    """The points within ``depth`` of each run's MHW that lie between its facility area lines: the run's
    flat-ended buffer with a circular sector at each end where the line leans out past the flat end (see
    _with_end_sectors), cut to the wedge with numpy. GEOS's round-ended buffer is exactly that locus, but draws
    each end in 2 x QUAD_SEGMENTS chords and costs several times as much; it is used where the flat one does not
    hold: runs that curl round (more than CURL_DEG: their flat-ended buffer can miss pieces beside their ends),
    flat ends not found or cut short, buffers with holes, lines that cross a buffer more than twice, and results
    that are not valid polygons (a sector overlapping its buffer)."""
    shores = runs.shores[index]
    buffers = shapely.buffer(shores, depth, quad_segs=QUAD_SEGMENTS, cap_style="flat")
    coords, ring, odd = simple_rings(buffers)
    coords, ring, holds = _with_end_sectors(runs, index, depth, coords, ring)
    curled = runs.curl_deg[index] > CURL_DEG
    regions, overlay = runs.cut_to_wedges(index, coords, ring, odd | ~holds | curled)
    round_ended = shapely.buffer(shores[overlay], depth[overlay], quad_segs=QUAD_SEGMENTS)
    regions[overlay] = runs.clip_to_wedges(index[overlay], round_ended)
    return regions


def _with_end_sectors(runs: _Runs, index: np.ndarray, depth: np.ndarray, coords: np.ndarray, ring: np.ndarray):
    """Flat-ended buffers (flat counter-clockwise rings, one per run of ``index``) with each tie point made a
    vertex of its flat end and, where the facility area line leans out past the flat end, the circular sector
    between them added: the round end of the true distance locus that the wedge keeps. GEOS squares a flat end
    to its own simplified end segment, not quite the run's, so each sector runs from the line to the flat end's
    water-side corner, which it then shares with the buffer. Returns the rings; which of them hold (each flat end
    found, and where a sector is due, its corner whole: the buffer's other side can cut a flat end short)."""
    count = len(index)
    after = following(ring)
    span = rows(coords, after) - coords
    holds = np.ones(count, dtype=bool)
    ends = []
    # counter-clockwise, a flat end is crossed from land to water at a run's end, and back at its start
    for tie, angle, tangent, turn in (
        (runs.end_xy, runs.end_angle, runs.last_tangent, +1),
        (runs.start_xy, runs.start_angle, runs.first_tangent, -1),
    ):
        flat_end = _through(coords, span, rows(tie[index], ring)) & (turn * cross(rows(tangent[index], ring), span) > 0)
        holds &= np.bincount(ring[flat_end], minlength=count) == 1
        vertex = np.flatnonzero(flat_end)
        run = ring[vertex]
        centre, line = tie[index][run], angle[index][run]
        water_side = coords[after[vertex]] if turn > 0 else coords[vertex]
        sweep = turn * _turn(heading(water_side - centre) - line)  # > 0: the line leans out
        leaning = sweep > MIN_SWEEP
        holds[run[leaning & (np.abs(np.hypot(*(water_side - centre).T) - depth[run]) > CAP_FT)]] = False
        ends.append((vertex, run, centre, line, turn, sweep, leaning))
    points, at, order = [], [], []
    for vertex, run, centre, line, turn, sweep, leaning in ends:
        tie, sector = holds[run], holds[run] & leaning
        arc, (owner, step) = _arc_points(centre[sector], depth[run[sector]], line[sector], turn * sweep[sector])
        points += [centre[tie], arc]
        at += [vertex[tie], vertex[sector][owner]]
        order += [np.full(tie.sum(), -turn), turn * step]
    coords, ring = _insert_after(coords, ring, np.concatenate(at), np.concatenate(order), np.concatenate(points))
    return coords, ring, holds


def _through(starts: np.ndarray, spans: np.ndarray, points: np.ndarray) -> np.ndarray:
    """Whether each segment (start, start + span) passes within CAP_FT of its point."""
    return _to_segments(points, starts, spans) <= CAP_FT


def _arc_points(centres: np.ndarray, radius: np.ndarray, start: np.ndarray, sweep: np.ndarray):
    """Points on each circle at angles ``start + sweep * j / steps`` for j = 0 .. steps - 1, the arc in chords of at
    most 1/QUAD_SEGMENTS of a quarter circle; and each point's (circle, j)."""
    steps = np.ceil(np.abs(sweep) / (np.pi / 2 / QUAD_SEGMENTS)).astype(int)
    owner, j = groups(steps)
    angle = start[owner] + sweep[owner] * j / steps[owner]
    return centres[owner] + radius[owner][:, None] * np.column_stack([np.cos(angle), np.sin(angle)]), (owner, j)


def _insert_after(coords: np.ndarray, ring: np.ndarray, at: np.ndarray, order: np.ndarray, points: np.ndarray):
    """Flat rings with ``points`` put after the vertices ``at``; the points after one vertex in ascending
    ``order``."""
    position = np.concatenate((np.arange(len(coords)), at))
    rank = np.concatenate((np.full(len(coords), np.iinfo(int).min), order))
    sequence = np.lexsort((rank, position))
    return rows(np.concatenate([coords, points]), sequence), np.concatenate((ring, ring[at]))[sequence]


def _bends(shores: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Each shore's first and last segment (as vectors) and how far its heading turns from end to end (the
    range of its heading, in degrees)."""
    coords, owner = shapely.get_coordinates(shores, return_index=True)
    vectors = np.diff(coords, axis=0)
    segment = np.flatnonzero((owner[1:] == owner[:-1]) & np.any(vectors != 0, axis=1))
    shore_of, vectors = owner[segment], vectors[segment]
    first = np.searchsorted(shore_of, np.arange(len(shores)))
    angles = heading(vectors)
    turns = np.where(np.concatenate(([False], shore_of[1:] == shore_of[:-1])), _turn(np.diff(angles, prepend=0.0)), 0.0)
    total = np.cumsum(turns)
    relative = total - total[first[shore_of]]
    curl = np.maximum.reduceat(relative, first) - np.minimum.reduceat(relative, first) if len(segment) else np.empty(0)
    last = np.append(first[1:], len(segment))[: len(first)] - 1  # no runs at all: no ends either
    return vectors[first], vectors[last], np.degrees(curl)


def _turn(angle: np.ndarray) -> np.ndarray:
    """An angle as a turn between -pi and pi."""
    return (angle + np.pi) % (2 * np.pi) - np.pi


def _touching(raw: np.ndarray, shores: np.ndarray) -> np.ndarray:
    """The polygons of each ``raw`` that touch its run's MHW, as one geometry per run."""
    parts, owner = shapely.get_parts(raw, return_index=True)
    polygonal = shapely.get_type_id(parts) == shapely.GeometryType.POLYGON
    parts, owner = parts[polygonal], owner[polygonal]
    touches = shapely.dwithin(parts, shores[owner], TOUCH_FT)
    return grouped_union(parts[touches], owner[touches], len(raw))


def _distance_lines(areas: np.ndarray, shores: np.ndarray, depth: np.ndarray) -> np.ndarray:
    """The 60/200/375-ft line of each zone: each stretch of its boundary whose vertices lie at the zone depth
    (within LINE_TOLERANCE_FT), as one line."""
    result = np.full(len(areas), shapely.MultiLineString(), dtype=object)
    polygons, polygon_owner = shapely.get_parts(areas, return_index=True)
    rings, ring_polygon = shapely.get_rings(polygons, return_index=True)
    coords, vertex_ring = shapely.get_coordinates(rings, return_index=True)
    if not len(coords):
        return result
    vertex_owner = polygon_owner[ring_polygon][vertex_ring]
    at_depth = _farther_than(coords, vertex_owner, shores, depth - LINE_TOLERANCE_FT)
    coords, at_depth = _from_a_vertex_off_the_line(coords, vertex_ring, at_depth)
    on_line = (vertex_ring[1:] == vertex_ring[:-1]) & at_depth[:-1] & at_depth[1:]  # segment k: vertex k to k+1
    segment = np.flatnonzero(on_line)
    if not len(segment):
        return result
    opens = on_line & ~np.concatenate(([False], on_line[:-1]))
    stretch = np.cumsum(opens)[segment] - 1
    closing = segment[np.append(stretch[1:] != stretch[:-1], True)]  # each stretch's last segment
    vertex = np.concatenate((segment, closing + 1))
    of_stretch = np.concatenate((stretch, stretch[np.append(stretch[1:] != stretch[:-1], True)]))
    order = np.lexsort((vertex, of_stretch))
    lines = shapely.linestrings(rows(coords, vertex[order]), indices=of_stretch[order])
    owner = vertex_owner[segment[opens[segment]]]
    single = np.flatnonzero(np.bincount(owner, minlength=len(areas)) == 1)
    several = np.flatnonzero(np.bincount(owner, minlength=len(areas)) > 1)
    result[single] = lines[np.isin(owner, single)]
    in_several = np.isin(owner, several)
    if in_several.any():
        result[several] = shapely.multilinestrings(
            lines[in_several], indices=np.searchsorted(several, owner[in_several])
        )
    return result


def _farther_than(points: np.ndarray, owner: np.ndarray, shores: np.ndarray, reach: np.ndarray) -> np.ndarray:
    """Whether each point lies farther than ``reach[owner]`` from its shore ``shores[owner]``. Most are settled by
    the point's distance to the shore's chord (first vertex to last), give or take how far the shore strays from
    that chord: every point of the shore is within that stray of the chord, and the shore, running from one end
    of the chord to the other, passes within it of every point of the chord. The rest are asked of the shores as
    prepared geometries (GEOS then answers from an index)."""
    coords, vertex_shore = shapely.get_coordinates(shores, return_index=True)
    first = np.searchsorted(vertex_shore, np.arange(len(shores)))
    last = np.append(first[1:], len(coords)) - 1
    start, span = coords[first], coords[last] - coords[first]
    stray = np.maximum.reduceat(_to_segments(coords, rows(start, vertex_shore), rows(span, vertex_shore)), first)
    to_chord = _to_segments(points, rows(start, owner), rows(span, owner))
    limit = reach[owner]
    farther = to_chord - stray[owner] > limit + CHORD_SLACK_FT
    unsettled = np.flatnonzero(~farther & (to_chord + stray[owner] >= limit - CHORD_SLACK_FT))
    shapely.prepare(shores)
    farther[unsettled] = ~shapely.dwithin(shapely.points(points[unsettled]), shores[owner[unsettled]], limit[unsettled])
    return farther


def _to_segments(points: np.ndarray, starts: np.ndarray, spans: np.ndarray) -> np.ndarray:
    """Each point's distance to its segment (start, start + span; a point where the span is zero)."""
    length2 = np.einsum("ij,ij->i", spans, spans)
    along = np.divide(
        np.einsum("ij,ij->i", points - starts, spans), length2, out=np.zeros(len(points)), where=length2 > 0
    )
    return np.hypot(*(starts + np.clip(along, 0, 1)[:, None] * spans - points).T)


def _from_a_vertex_off_the_line(coords, vertex_ring, at_depth):
    """Each closed ring's vertices turned to start at a vertex that is not at the zone depth (where it has
    one), so that no stretch of the line runs through the ring's start."""
    first = np.searchsorted(vertex_ring, vertex_ring)  # per vertex: its ring's first vertex
    sizes = np.bincount(vertex_ring)[vertex_ring] - 1  # vertices in the ring, the closing one not counted
    position = np.arange(len(coords)) - first
    off = np.where(at_depth, np.iinfo(int).max, position)
    starts = group_starts(vertex_ring)
    turn = np.minimum.reduceat(off, starts)
    turn = np.where(turn == np.iinfo(int).max, 0, turn)[np.searchsorted(starts, first)]
    source = first + (position + turn) % np.maximum(sizes, 1)
    return rows(coords, source), at_depth[source]


def _envelopes(runs: _Runs, index, areas, outlets) -> np.ndarray:
    """Each zone less its setback from the facility area lines (§§ 73-9A, 73-14A, 73-16A): the zone within the
    wedge whose sides are moved in by the setback (cut with numpy where it can be, see _Runs.cut_to_wedges).
    Measured from the whole line, this is stricter than from the line's water side only behind the tie point, on
    the land. Then less the setback from any outlet's edge."""
    envelopes = runs.clip_to_wedges(index, areas, runs.fal_setback[index])
    if outlets is None or not len(outlets):
        return envelopes
    outlet_setback = runs.outlet_setback[index]
    zone_index, outlet_index = shapely.STRtree(outlets).query(areas, predicate="dwithin", distance=outlet_setback.max())
    circumscribed = outlet_setback[zone_index] / math.cos(math.pi / (4 * OUTLET_SEGMENTS))  # chords outside the
    near = shapely.buffer(outlets[outlet_index], circumscribed, quad_segs=OUTLET_SEGMENTS)  # circle: never closer
    return shapely.difference(envelopes, grouped_union(near, zone_index, len(areas)))


def _join_runs(parcels, name, depth, areas, lines, envelopes, regions) -> list[ZoneResult]:
    """One result per parcel, in the order of their first runs: a parcel with several runs (D12) gets their
    union (and no region)."""
    numbers, first, owner, count = np.unique(parcels, return_index=True, return_inverse=True, return_counts=True)
    joined = [grouped_union(column, owner, len(numbers)) for column in (areas, lines, envelopes)]
    region = regions[first]
    region[count > 1] = None
    return [
        ZoneResult(int(numbers[k]), name, float(depth[first[k]]), joined[0][k], joined[1][k], joined[2][k], region[k])
        for k in np.argsort(first).tolist()
    ]


def deepest_zones(results: list[ZoneResult]) -> dict[int, ZoneResult]:
    """Each parcel's deepest zone (the mooring zone where it has one)."""
    deepest: dict[int, ZoneResult] = {}
    for result in results:
        if result.parcel not in deepest or result.depth_ft > deepest[result.parcel].depth_ft:
            deepest[result.parcel] = result
    return deepest


def _overlaps(first: np.ndarray, second: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Where each pair of areas overlaps, and by how much (snap-rounded, see OVERLAP_GRID_FT)."""
    shared = np.full(len(first), shapely.Polygon(), dtype=object)
    meeting = shapely.intersects(first, second)
    shared[meeting] = shapely.intersection(first[meeting], second[meeting], grid_size=OVERLAP_GRID_FT)
    return shared, shapely.area(shared)


def crossing_flags(results: list[ZoneResult], shoreline: Shoreline, min_area: float = 0.01) -> list[RawFlag]:
    """FAL_CROSSING (D8): two parcels' facility areas overlap, which their facility area lines allow only where
    lines of non-adjacent parcels cross: adjacent runs lie on opposite sides of their shared line, so two
    parcels of one run each that share a line are not measured. Both parcels are flagged with the overlap
    area."""
    zones = list(deepest_zones(results).values())
    areas = geometry_array([zone.area for zone in zones])
    parcel = np.array([zone.parcel for zone in zones], dtype=np.int64)
    left, right = shapely.STRtree(areas).query(areas)
    left, right = left[left < right], right[left < right]
    runs = Counter(run.parcel for run in shoreline.runs)
    sharing = [
        sorted(line.parcels)
        for line in shoreline.lines
        if len(line.parcels) == 2 and all(runs[p] == 1 for p in line.parcels)
    ]
    span = int(parcel.max()) + 1 if len(parcel) else 1
    pair = np.minimum(parcel[left], parcel[right]) * span + np.maximum(parcel[left], parcel[right])
    measured = ~np.isin(pair, [low * span + high for low, high in sharing])
    left, right = left[measured], right[measured]
    chunks = np.array_split(np.arange(len(left)), worker_count(len(left)))
    overlaps = map_quietly(lambda chunk: _overlaps(areas[left[chunk]], areas[right[chunk]]), chunks)
    shared, overlap = (np.concatenate(column) for column in zip(*overlaps))
    flagged = ~(overlap < min_area)
    points = shapely.get_coordinates(shapely.point_on_surface(shared[flagged]))
    flags = []
    for a, b, value, point in zip(left[flagged], right[flagged], overlap[flagged], points):
        first, second = zones[a].parcel, zones[b].parcel
        for parcel, other in ((first, second), (second, first)):
            flags.append(
                RawFlag(
                    parcel,
                    FlagCode.FAL_CROSSING,
                    float(value),
                    tuple(point),
                    f"its facility area overlaps parcel {{other}}'s by {value:.1f} sq ft: facility area "
                    "lines of non-adjacent parcels cross (D8)",
                    other,
                )
            )
    return flags
