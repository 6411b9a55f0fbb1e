"""The depth extension of a dock to the 683.60-ft bottom contour (§ 73-9C(1)(d), § 73-13H; D1, D2): the bottom
marched out from a parcel's line at depth, inside the wedge between its facility area lines.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

import numpy as np
import shapely

from ..tools.arrays import (
    cross,
    geometry_array,
    group_starts,
    grouped_union,
    groups,
    points_along_each,
    reduce_by_group,
)
from ..tools.progress import NEVER, Progress
from ..tools.threads import map_quietly, worker_count
from .steep import _spaced
from .surfaces import EPSILON, Surface

MARCH_BLOCK_FT = 50.0  # how far each start is marched at once, the bottom read for all open starts together
MARCH_PIECES = 3  # stretches of a block the march bounds one by one where the block as a whole is not clear (a bound
# costs about as much as reading 10 samples: fewer, longer stretches read less in all)


def first_at_or_below(surface: Surface, start, direction, level: float, limit_ft: float, step_ft: float = 0.5):
    """§ 73-9C(1)(d), § 73-13H (E10): from ``start`` along the unit ``direction``, the distance to the first point
    whose bottom is at or below ``level`` (linear between samples ``step_ft`` apart: exact on a planar bottom), or
    None if there is none within ``limit_ft`` or the bottom is unknown before it."""
    distance, found = _march(
        surface, np.asarray([start], dtype=float), np.asarray([direction], dtype=float), level, limit_ft, step_ft
    )
    return float(distance[0]) if found[0] else None


def _march(bottom: Surface, starts, directions, level: float, limit_ft: float, step_ft: float = 0.5):
    """From each start along its direction: the distance to the first bottom at or below ``level`` (found), else
    to the last known bottom before an unknown one, else ``limit_ft`` (not found). In blocks of ``MARCH_BLOCK_FT``,
    the bottom read for all open starts together, and only where it could stop the march (``_read_block``)."""
    distance = np.full(len(starts), float(limit_ft))
    found = np.zeros(len(starts), dtype=bool)
    block = int(MARCH_BLOCK_FT / step_ft)
    edges = [0.0]  # where each block begins, the last one's end last
    while edges[-1] < limit_ft:
        edges.append(min(edges[-1] + block * step_ft, limit_ft))
    offsets = np.array(edges)
    bounds = getattr(bottom, "range_along", None)
    last = len(offsets) - 1  # blocks
    open_, at = np.arange(len(starts) if last else 0), np.zeros(len(starts), dtype=int)  # open starts, their blocks
    while len(open_):
        reading = open_
        if bounds is not None:  # a block bounded above ``level`` and known throughout cannot stop the march
            ends = (starts[open_] + offsets[at[open_] + k, None] * directions[open_] for k in (0, 1))
            reading = open_[~(bounds(*ends)[0] > level + EPSILON)]
        steps = np.minimum(offsets[at[reading], None] + np.arange(block + 1) * step_ft, limit_ft)
        z = _read_block(bottom, bounds, starts[reading], directions[reading], steps, level)
        stop = (z <= level + EPSILON) | np.isnan(z)
        ended = stop.any(axis=1)
        k = np.argmax(stop, axis=1)
        rows = np.arange(len(reading))
        before = np.maximum(k - 1, 0)
        z_stop, z_before = z[rows, k], z[rows, before]
        with np.errstate(divide="ignore", invalid="ignore"):
            part = np.where(k > 0, (z_before - level) / (z_before - z_stop), 0.0)
        crossing = steps[rows, before] + np.clip(np.nan_to_num(part), 0.0, 1.0) * (steps[rows, k] - steps[rows, before])
        reached = ended & ~np.isnan(z_stop)
        done = reading[ended]
        distance[done] = np.where(reached, crossing, steps[rows, before])[ended]
        found[done] = reached[ended]
        at[open_] += 1
        at[done] = last  # stopped
        open_ = open_[at[open_] < last]
    return distance, found


def _read_block(bottom: Surface, bounds, starts, directions, steps, level: float) -> np.ndarray:
    """The bottom at ``steps`` along each start's direction (a block of the march), inf where not read (a sample
    not read cannot stop the march). Stretch by stretch (``MARCH_PIECES`` of them, each with both its ends), for
    the starts not stopped in an earlier one, and there only where the stretch is not bounded above ``level`` and
    known throughout (by ``bounds``, a surface's ``range_along``, if it has one): so the first stop is read, and
    the sample before it: it lies in the same stretch, or ends the one before, which holds the stop too."""
    z = np.full(steps.shape, np.inf)
    going = np.ones(len(steps), dtype=bool)  # not stopped yet
    edges = np.linspace(0, steps.shape[1] - 1, MARCH_PIECES + 1).astype(int)  # the samples ending each stretch
    for first, last in zip(edges[:-1], edges[1:]):
        rows = np.flatnonzero(going)
        if bounds is not None:
            ends = (starts[rows] + steps[rows, which, None] * directions[rows] for which in (first, last))
            rows = rows[~(bounds(*ends)[0] > level + EPSILON)]
        stretch = steps[rows, first : last + 1, None] * directions[rows, None, :] + starts[rows, None, :]
        read = bottom(stretch.reshape(-1, 2)).reshape(stretch.shape[:2])
        z[rows, first : last + 1] = read
        going[rows[((read <= level + EPSILON) | np.isnan(read)).any(axis=1)]] = False
    return z


@dataclass(frozen=True)
class DepthExtension:
    """§ 73-9C(1)(d), § 73-13H: the water a dock may reach past its zone's line where the bottom at the line lies
    above the 683.60-ft contour: the area out to the contour inside the facility area lines, the stretch of the
    line where the bottom is that high, and how far out the contour lies (largest, ft past the line)."""

    area: shapely.Geometry
    at_line: shapely.Geometry
    reach_ft: float


def depth_extensions(
    cases: list, wedges_of: Callable, bottom: Surface, level_ft: float, limit_ft: float, progress: Progress = NEVER
) -> list:
    """Each parcel's extension past its line at depth (the dock zone's distance line), inside its wedge (the water
    between its facility area lines), out to the first bottom at or below ``level_ft`` straight away from its MHW;
    no further than ``limit_ft`` (the law's jurisdiction, § 73-3A) and never across a bottom that is unknown.
    ``cases`` are (line at depth, a function making its MHW), the MHW made only where the bottom at the line is
    high; ``wedges_of`` makes the wedges of the cases it is given (those with an extension). The cases are shared
    out in chunks of neighbours among threads (shapely and numpy release the GIL); in each, the bottom is read and
    marched for all lines together."""
    bounds = np.linspace(0, len(cases), worker_count(len(cases)) + 1).astype(int).tolist()

    def chunk_of(first: int, last: int) -> list:
        def wedges_here(found):
            return wedges_of([first + case for case in found])

        return _extensions_of(cases[first:last], wedges_here, bottom, level_ft, limit_ft, progress)

    done = map_quietly(lambda span: chunk_of(*span), list(zip(bounds[:-1], bounds[1:])), progress)
    return [extension for extensions in done for extension in extensions]


def _extensions_of(cases: list, wedges_of: Callable, bottom: Surface, level_ft: float, limit_ft: float, progress):
    """``depth_extensions`` of some cases, on one thread."""
    lines, case_of = shapely.get_parts(geometry_array([at_depth for at_depth, _ in cases]), return_index=True)
    drawn = shapely.length(lines) > 0
    lines, case_of = lines[drawn], case_of[drawn]
    if not len(lines):
        return [DepthExtension(shapely.Polygon(), shapely.MultiLineString(), 0.0) for _ in cases]
    owner, at = _spaced(shapely.length(lines))
    points = points_along_each(lines, owner, at)[0]
    high = bottom(points) > level_ft + EPSILON
    shore_of = {case: cases[case][1]() for case in np.unique(case_of[owner[high]]).tolist()}
    shores = geometry_array([shore_of[case] for case in case_of[owner[high]].tolist()])
    away = np.zeros_like(points)  # only where the bottom is high: elsewhere there is no reach to point
    away[high] = (
        points[high] - shapely.get_coordinates(shapely.shortest_line(shapely.points(points[high]), shores))[1::2]
    )
    away /= np.maximum(np.linalg.norm(away, axis=1), 1e-12)[:, None]
    reach = np.zeros(len(points))
    reach[high] = _march(bottom, points[high], away[high], level_ft, limit_ft)[0]
    tips = points + away * reach[:, None]
    pieces, first = _swept(points, tips, reach, owner, case_of[owner])
    extensions = [DepthExtension(shapely.Polygon(), shapely.MultiLineString(), 0.0)] * len(cases)
    if not len(pieces):
        return extensions
    progress.check()
    found, swept = _swept_by_case(pieces, case_of[owner[first]])
    areas = shapely.intersection(swept, wedges_of(found.tolist()))
    progress.check()
    corners, corner_of = shapely.get_coordinates(areas, return_index=True)
    at_depth = geometry_array([cases[case][0] for case in found.tolist()])[corner_of]
    far = reduce_by_group(np.maximum, shapely.distance(shapely.points(corners), at_depth), corner_of, len(found), 0.0)
    farthest = np.zeros(len(cases))
    np.maximum.at(farthest, case_of[owner], reach)
    at_line = _stretches_at_line(points, high, owner, case_of[owner], found)
    for case, area, line, reach_ft in zip(found.tolist(), areas, at_line, np.minimum(far, farthest[found]).tolist()):
        extensions[case] = DepthExtension(area, line, reach_ft)
    return extensions


def _swept_by_case(pieces: np.ndarray, case: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """The cases with water swept (ascending), and each one's: its one piece, or the union of its pieces."""
    found, row = np.unique(case, return_inverse=True)
    return found, grouped_union(pieces, row.reshape(-1), len(found))


def _stretches_at_line(points, high, owner, case, found) -> np.ndarray:
    """For each case ``found``, the stretches of its lines (``owner``) where the bottom is high (two samples or
    more), joined."""
    begins = high & np.r_[True, ~high[:-1] | (owner[1:] != owner[:-1])]
    run = np.cumsum(begins) - 1
    long = np.flatnonzero(high & (np.bincount(run[high], minlength=len(begins))[run] > 1))
    stretches = shapely.linestrings(points[long], indices=np.unique(run[long], return_inverse=True)[1])
    stretch_case = case[long[group_starts(run[long])]] if len(long) else long
    kept = np.isin(stretch_case, found)
    return grouped_union(stretches[kept], np.searchsorted(found, stretch_case[kept]), len(found))


def _swept(points, tips, reach, owner, case) -> tuple[np.ndarray, np.ndarray]:
    """The water between each two neighbouring samples of a line (``owner``) and their reaches' tips, as
    polygons, and the first sample of each. Where the shore curves into a cove their rays cross and the quad is a
    bow tie: both of its halves are swept (read as one polygon, GEOS would keep one half and stumble on the other's
    crossing). A case (``case``) whose quads are all valid, each stretch of them between samples that reach out
    turning one way, gets each stretch as one polygon, the samples out and the tips back, where that polygon is
    valid: its quads then tile it without overlapping, so it is their union (and GEOS's union of many quads
    costs more than all the rest)."""
    k = np.flatnonzero((owner[:-1] == owner[1:]) & ((reach[:-1] > 0) | (reach[1:] > 0)))
    if not len(k):
        return np.empty(0, dtype=object), k
    corners = np.stack([points[k], points[k + 1], tips[k + 1], tips[k], points[k]], axis=1)
    quads = shapely.polygons(corners)
    valid = shapely.is_valid(quads)
    turn = np.sign(np.sum(cross(corners[:, :-1].reshape(-1, 2), corners[:, 1:].reshape(-1, 2)).reshape(-1, 4), axis=1))
    new = np.r_[True, (k[1:] != k[:-1] + 1) | (reach[k[1:]] == 0)]  # a stretch ends where a sample reaches nowhere
    stretch, starts = np.cumsum(new) - 1, np.flatnonzero(new)
    whole = np.minimum.reduceat(valid & (turn != 0) & (turn == turn[starts][stretch]), starts).astype(bool)
    samples = np.diff(np.r_[starts, len(k)])[whole] + 1
    ring, at = groups(2 * samples + 1)
    back = (at >= samples[ring]) & (at < 2 * samples[ring])
    sample = k[starts[whole]][ring] + np.where(back, 2 * samples[ring] - 1 - at, np.where(at < samples[ring], at, 0))
    strips = shapely.polygons(shapely.linearrings(np.where(back[:, None], tips[sample], points[sample]), indices=ring))
    joinable = np.zeros(len(starts), dtype=bool)
    joinable[np.flatnonzero(whole)[shapely.is_valid(strips)]] = True
    joined = np.bincount(case[k], weights=~joinable[stretch], minlength=case.max(initial=0) + 1)[case[k]] == 0
    alone = np.flatnonzero(~joined)
    made = quads[alone]
    made[~valid[alone]] = shapely.make_valid(made[~valid[alone]])
    parts, quad = shapely.get_parts(made, return_index=True)
    polygon = shapely.get_type_id(parts) == shapely.GeometryType.POLYGON
    strip_of = np.full(len(starts), -1)
    strip_of[whole] = np.arange(whole.sum())
    joined_starts = starts[joined[starts]]
    pieces = np.concatenate([strips[strip_of[stretch[joined_starts]]], parts[polygon]])
    return pieces, np.concatenate([k[joined_starts], k[alone[quad[polygon]]]])


def wedges(shores, start_origins, start_directions_deg, end_origins, end_directions_deg, reach_ft: float):
    """Each run's water side between its two facility area lines, out to ``reach_ft`` along each: the region a
    parcel's facility area lies in (§ 73-7). Where the lines meet, it ends at their meeting point (D8)."""
    far = [
        np.asarray(origins, dtype=float).reshape(-1, 2)
        + reach_ft * np.column_stack([np.cos(np.radians(directions)), np.sin(np.radians(directions))])
        for origins, directions in ((end_origins, end_directions_deg), (start_origins, start_directions_deg))
    ]
    shore_xy, run = shapely.get_coordinates(shores, return_index=True)
    ring = np.r_[run, np.arange(len(shores)), np.arange(len(shores))]
    order = np.argsort(ring, kind="stable")
    regions = shapely.make_valid(
        shapely.polygons(shapely.linearrings(np.vstack([shore_xy, *far])[order], indices=ring[order]))
    )
    parts, part_of = shapely.get_parts(regions, return_index=True)
    near = (shapely.area(parts) > 0) & (shapely.distance(parts, shores[part_of]) < 1e-6)
    result = regions.copy()
    owner, row = np.unique(part_of[near], return_inverse=True)
    result[owner] = grouped_union(parts[near], row.reshape(-1), len(owner))
    return result
