"""Elevations: steep-slope parcels (§ 73-5 STEEP SLOPE, STEEP SLOPE PARCEL; § 73-9D) and the depth extension of a
dock to the 683.60-ft bottom contour (§ 73-9C(1)(d), § 73-13H; D1, D2).

A surface is any callable from points in the working frame (an (n, 2) array of US survey feet) to elevations in
feet above the law's datum (D17), NaN where it knows none. ``Grid`` is a raster's surface (bilinear between cell
centres), ``Triangulated`` the surface of soundings (linear over their Delaunay triangles). The adapters bring a
raster's CRS, vertical unit and offset to this form; nothing here reads a file.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Callable

import numpy as np
import shapely
from shapely.ops import substring

from .arrays import (
    cross,
    cumsum_by_group,
    geometry_array,
    group_starts,
    grouped_union,
    groups,
    points_along_each,
    reduce_by_group,
)
from .catalogue import value
from .errors import DocklineInputError
from .progress import NEVER, Progress
from .threads import map_quietly, worker_count
from .tiles import TILE, Tiles
from .vocabulary import Zone

Surface = Callable[[np.ndarray], np.ndarray]
SAMPLE_SPACING_FT = 2.0  # along the MHW: no coarser than 2 ft
TRANSITION_FT = 1e-6  # a change between steep and not steep is located to this
EPSILON = 1e-9  # rounding of computed elevations and slopes
JURISDICTION_FT = float(value("JURISDICTION_LIMIT"))  # how far out an extension may reach (§ 73-3A)
GENTLE_TILE = 8  # cells a side of the tiles ``Grid.relief_near`` reads
GENTLE_MARGIN = 1e-6  # a bound this much below the steep gradient or rise cannot round up to it (EPSILON)
MARCH_BLOCK_FT = 50.0  # how far each start is marched at once, the bottom read for all open starts together
MARCH_PIECES = 3  # stretches of a block the march bounds one by one where the block as a whole is not clear (a bound
# costs about as much as reading 10 samples: fewer, longer stretches read less in all)
RANGE_TILE = 2  # cells a side, at least, of the tiles ``Grid.range_along`` reads
ROUNDING_FT = 1e-6  # wider than any rounding of the bilinear interpolation: bounds are widened by it


@dataclass(frozen=True)
class Grid:
    """Elevations on a north-up grid: ``values[row, column]`` at the centre of the cell whose top-left corner is
    (left + column × cell_x, top − row × cell_y). Bilinear between centres; NaN outside or beside a NaN cell.
    ``values`` are held as ``Tiles`` overlapping by a cell (an array given is tiled): a shore's DEM is mostly
    empty, and a point's four cells lie in one tile."""

    values: Tiles
    left: float
    top: float
    cell_x: float
    cell_y: float

    def __post_init__(self):
        if not isinstance(self.values, Tiles) or not self.values.overlap:
            object.__setattr__(self, "values", Tiles.of(np.asarray(self.values, dtype=float), TILE, overlap=1))

    def __call__(self, points: np.ndarray) -> np.ndarray:
        points = np.asarray(points, dtype=float).reshape(-1, 2)
        column = (points[:, 0] - self.left) / self.cell_x - 0.5
        row = (self.top - points[:, 1]) / self.cell_y - 0.5
        rows, columns = self.values.shape
        inside = (column >= 0) & (column <= columns - 1) & (row >= 0) & (row <= rows - 1)
        with np.errstate(invalid="ignore"):  # NaN points: outside, whatever cell they are cast to
            c0 = np.clip(np.floor(column), 0, max(columns - 2, 0)).astype(int)
            r0 = np.clip(np.floor(row), 0, max(rows - 2, 0)).astype(int)
        c0[~inside], r0[~inside] = 0, 0
        fc, fr = column - c0, row - r0
        tiles = self.values
        extent = tiles.size + tiles.overlap
        (tile_row, row_in), (tile_column, column_in) = np.divmod(r0, tiles.size), np.divmod(c0, tiles.size)
        place = tiles.places().take(tile_row * tiles.index.shape[1] + tile_column)
        first = (place * extent + row_in) * extent + column_in  # the upper left cell
        right, down = int(columns > 1), extent * int(rows > 1)  # the next cell, but in a single column or row
        values = tiles.stack.reshape(-1)  # cells by their number: one gather each, faster than by row and column
        top = values.take(first) * (1 - fc) + values.take(first + right) * fc
        bottom = values.take(first + down) * (1 - fc) + values.take(first + down + right) * fc
        return np.where(inside, top * (1 - fr) + bottom * fr, np.nan)

    def relief_near(self, points: np.ndarray, radius: float) -> tuple[np.ndarray, np.ndarray]:
        """For each point, bounds on the surface within ``radius`` of it: (steepest, span), the steepest gradient
        (rise per foot) and the difference between the highest and the lowest elevation; inf where a cell there
        holds no elevation or lies outside the grid. Within a cell the bilinear surface's gradient is a blend of
        the differences between neighbouring cells, so it is bounded by the largest of them, and its elevations
        lie between the cells'; they are read for tiles of ``GENTLE_TILE`` cells, each with the cells around it,
        and each point takes the tiles around its own."""
        points = np.asarray(points, dtype=float).reshape(-1, 2)
        rows, columns = (size // GENTLE_TILE + 1 for size in self.values.shape)
        with np.errstate(invalid="ignore"):  # a point far outside (or NaN) takes a tile outside the grid
            row = np.clip((self.top - points[:, 1]) / self.cell_y - 0.5, -GENTLE_TILE, rows * GENTLE_TILE)
            column = np.clip((points[:, 0] - self.left) / self.cell_x - 0.5, -GENTLE_TILE, columns * GENTLE_TILE)
        row, column = (np.nan_to_num(np.floor(v), nan=-1.0).astype(int) // GENTLE_TILE for v in (row, column))
        reach = int(math.ceil((radius / min(self.cell_x, self.cell_y) + 2) / GENTLE_TILE))
        width = columns + 2 * reach + 2  # tiles numbered row by row, those around the grid's included
        around = (np.arange(-reach, reach + 1)[:, None] * width + np.arange(-reach, reach + 1)).ravel()
        own, which = np.unique((row + reach + 1) * width + column + reach + 1, return_inverse=True)
        tiles, near = np.unique(own[:, None] + around, return_inverse=True)
        steepest, low, high = self._relief(tiles // width - reach - 1, tiles % width - reach - 1)
        near, which = near.reshape(len(own), len(around)), which.reshape(-1)
        span = high[near].max(axis=1) - low[near].min(axis=1)
        return steepest[near].max(axis=1)[which], span[which]

    def _relief(self, tile_rows: np.ndarray, tile_columns: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        """Per tile, of its cells and those around it: the steepest gradient between neighbouring cells, the lowest
        and the highest elevation; inf, −inf and inf where any of them lies outside the grid or holds none."""
        block, outside = self._tiles(tile_rows, tile_columns, GENTLE_TILE, border=1)
        across = np.abs(np.diff(block, axis=2)).max(axis=(1, 2)) / self.cell_x
        down = np.abs(np.diff(block, axis=1)).max(axis=(1, 2)) / self.cell_y
        steepest = np.hypot(across, down)
        unknown = outside | np.isnan(steepest)
        low, high = block.min(axis=(1, 2)), block.max(axis=(1, 2))
        return np.where(unknown, np.inf, steepest), np.where(unknown, -np.inf, low), np.where(unknown, np.inf, high)

    def _tiles(self, tile_rows: np.ndarray, tile_columns: np.ndarray, size: int, border: int = 0):
        """The cells of tiles of ``size`` cells a side, with ``border`` cells around each, as (tiles, rows,
        columns), and whether any of a tile's lies outside the grid (those read as the nearest cell inside)."""
        cells = np.arange(-border, size + border)
        rows = tile_rows[:, None] * size + cells[None, :]
        columns = tile_columns[:, None] * size + cells[None, :]
        height, width = self.values.shape
        outside = ((rows < 0) | (rows >= height)).any(axis=1) | ((columns < 0) | (columns >= width)).any(axis=1)
        block = self.values[np.clip(rows, 0, height - 1)[:, :, None], np.clip(columns, 0, width - 1)[:, None, :]]
        return block, outside

    def range_along(self, starts: np.ndarray, ends: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        """For each straight segment from ``starts`` to ``ends``: (low, high), bounds of the surface at every point
        of it, NaN where a point may be outside the grid or beside a NaN cell. The interpolation at a point is a
        blend of the four cells around it, so it lies between the least and the greatest of the cells around the
        segment's box; those are read for tiles (of ``RANGE_TILE`` cells or more, no segment spanning more than
        three a side) and the bounds widened by ``ROUNDING_FT``."""
        low, high = np.full(len(starts), np.nan), np.full(len(starts), np.nan)
        with np.errstate(invalid="ignore"):  # NaN ends: outside
            column = (np.stack([starts[:, 0], ends[:, 0]]) - self.left) / self.cell_x - 0.5  # as ``__call__``
            row = (self.top - np.stack([starts[:, 1], ends[:, 1]])) / self.cell_y - 0.5
            rows, columns = self.values.shape
            inside = (column.min(axis=0) >= 0) & (column.max(axis=0) <= columns - 1)
            inside &= (row.min(axis=0) >= 0) & (row.max(axis=0) <= rows - 1)
        if not inside.any():
            return low, high
        first_row, last_row = _support(row[:, inside], rows)
        first_column, last_column = _support(column[:, inside], columns)
        size = max(RANGE_TILE, -(-(max((last_row - first_row).max(), (last_column - first_column).max()) + 1) // 2))
        width = columns // size + 1
        spread = np.arange(3)
        tile_rows = np.minimum(first_row[:, None] // size + spread, last_row[:, None] // size)
        tile_columns = np.minimum(first_column[:, None] // size + spread, last_column[:, None] // size)
        tiles = (tile_rows[:, :, None] * width + tile_columns[:, None, :]).reshape(len(tile_rows), len(spread) ** 2)
        unique, which = np.unique(tiles, return_inverse=True)
        block, _ = self._tiles(unique // width, unique % width, size)
        which = which.reshape(tiles.shape)
        low[inside] = block.min(axis=(1, 2))[which].min(axis=1) - ROUNDING_FT  # NaN where any cell is
        high[inside] = block.max(axis=(1, 2))[which].max(axis=1) + ROUNDING_FT
        return low, high


def _support(coordinate: np.ndarray, count: int) -> tuple[np.ndarray, np.ndarray]:
    """The first and last cell along one axis that ``Grid.__call__`` reads for points whose cell coordinates lie
    between the two rows of ``coordinate`` (within the grid): the cell below the least and the one above the
    greatest."""
    first = np.clip(np.floor(coordinate.min(axis=0)), 0, max(count - 2, 0)).astype(int)
    last = np.minimum(np.clip(np.floor(coordinate.max(axis=0)), 0, max(count - 2, 0)).astype(int) + 1, count - 1)
    return first, last


class Triangulated:
    """Soundings (points with an elevation) interpolated linearly over their Delaunay triangles; NaN outside."""

    def __init__(self, points: np.ndarray, elevations: np.ndarray):
        points = np.asarray(points, dtype=float).reshape(-1, 2)
        if len(points) < 3:
            raise ValueError("at least three soundings are needed to interpolate between them")
        self.elevation_at = dict(zip(map(tuple, points), np.asarray(elevations, dtype=float)))
        triangles = shapely.get_parts(shapely.delaunay_triangles(shapely.multipoints(points)))
        corners = shapely.get_coordinates(shapely.get_exterior_ring(triangles)).reshape(-1, 4, 2)[:, :3]
        self.corners = corners
        self.corner_z = np.array([[self.elevation_at[tuple(c)] for c in tri] for tri in corners])
        self.tree = shapely.STRtree(triangles)

    @classmethod
    def from_soundings(cls, xy, values, field: str, level_ft: float | None = None) -> Triangulated:
        """Soundings as a surface: ``field``'s elevations, or depths below the water level ``level_ft`` they were
        taken at (D17)."""
        values = np.asarray(values, dtype=float)
        if len(values) < 3:
            raise DocklineInputError(f"{len(values)} soundings with a value in {field}; at least 3 are needed")
        return cls(xy, level_ft - values if level_ft is not None else values)

    def __call__(self, points: np.ndarray) -> np.ndarray:
        points = np.asarray(points, dtype=float).reshape(-1, 2)
        result = np.full(len(points), np.nan)
        point_index, triangle = self.tree.query(shapely.points(points), predicate="intersects")
        if not len(point_index):
            return result
        a, b, c = (self.corners[triangle, k] for k in range(3))
        p = points[point_index]
        area = (b[:, 0] - a[:, 0]) * (c[:, 1] - a[:, 1]) - (c[:, 0] - a[:, 0]) * (b[:, 1] - a[:, 1])
        wb = ((p[:, 0] - a[:, 0]) * (c[:, 1] - a[:, 1]) - (c[:, 0] - a[:, 0]) * (p[:, 1] - a[:, 1])) / area
        wc = ((b[:, 0] - a[:, 0]) * (p[:, 1] - a[:, 1]) - (p[:, 0] - a[:, 0]) * (b[:, 1] - a[:, 1])) / area
        z = self.corner_z[triangle]
        result[point_index] = z[:, 0] * (1 - wb - wc) + z[:, 1] * wb + z[:, 2] * wc
        return result


@dataclass(frozen=True)
class SteepSlopeRule:
    """§ 73-5 STEEP SLOPE: a slope of at least ``angle_deg`` (or ``percent`` when given: E14) rising at
    least ``rise_ft``, its toe within ``toe_ft`` of the MHW; a steep-slope parcel's longest contiguous stretch of
    MHW that is not steep is shorter than ``run_ft``."""

    angle_deg: float = value("STEEP_SLOPE_ANGLE")
    percent: float | None = None
    rise_ft: float = value("STEEP_SLOPE_HEIGHT")
    toe_ft: float = value("STEEP_SLOPE_TOE")
    run_ft: float = value("STEEP_SLOPE_PARCEL_RUN")
    step_ft: float = 0.5  # along each profile, inland from the MHW

    @property
    def gradient(self) -> float:
        return self.percent / 100 if self.percent is not None else math.tan(math.radians(self.angle_deg))

    @property
    def reach_ft(self) -> float:
        """How far inland a profile must look: the farthest toe plus the run of the gentlest steep slope."""
        return self.toe_ft + self.rise_ft / self.gradient + self.step_ft


@dataclass(frozen=True)
class SteepSlope:
    """A parcel's MHW profiled for steep slopes: lengths of steep and unknown (no elevation) MHW, the longest
    contiguous stretch that is not steep (unknown counts as not steep), and the steep stretches as lines."""

    steep_ft: float
    unknown_ft: float
    longest_non_steep_ft: float
    stretches: shapely.Geometry
    rule: SteepSlopeRule

    @property
    def steep_slope_parcel(self) -> bool:
        """§ 73-5 STEEP SLOPE PARCEL, compared as the law writes its figures: to 0.01 ft (D4)."""
        return bool(self.steep_ft > 0 and round(self.longest_non_steep_ft, 2) < self.rule.run_ft)


def steep_slopes(
    shores_of: dict, water, surface: Surface, rule: SteepSlopeRule | None = None, progress: Progress = NEVER
) -> dict:
    """Profile each parcel's MHW runs (key → its runs, lines in the working frame) inland from ``water`` (E15):
    every profile of every run in one pass, and the changes between steep and not steep located together;
    ``progress`` may stop it between chunks."""
    rule = rule or SteepSlopeRule()
    keys = list(shores_of)
    shores = [(key, shore) for key in keys for shore in shores_of[key] if shore.length > 0]
    if not shores:
        return {key: SteepSlope(0.0, 0.0, 0.0, shapely.MultiLineString(), rule) for key in keys}
    owner, at, points, tangents = _samples(shores)
    inland = _away_from(water, points, np.column_stack([-tangents[:, 1], tangents[:, 0]]))
    state = _classify(points, inland, surface, rule, progress)
    same = owner[1:] == owner[:-1]
    change = np.flatnonzero(same & (state[1:] != state[:-1]))
    where = _bisect(points, inland, surface, rule, change, state)
    cuts_at = at[change] + where * (at[change + 1] - at[change])
    results = {key: _Tally() for key in keys}
    starts = np.flatnonzero(np.r_[True, ~same])
    bounds = np.searchsorted(change, np.r_[starts, len(owner)])  # each run's changes: change[bounds[n]:bounds[n + 1]]
    for number, (key, shore) in enumerate(shores):
        progress.check()
        mine = slice(bounds[number], bounds[number + 1])
        cuts = np.concatenate(([0.0], cuts_at[mine], [shore.length]))
        states = np.concatenate((state[starts[number] : starts[number] + 1], state[change[mine] + 1]))
        _tally(results[key], shore, states, cuts)
    return {
        key: SteepSlope(
            tally.steep_ft,
            tally.unknown_ft,
            tally.longest_non_steep_ft,
            shapely.line_merge(shapely.multilinestrings(tally.lines)) if tally.lines else shapely.MultiLineString(),
            rule,
        )
        for key, tally in results.items()
    }


def _samples(shores) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
    """Points along every run, no more than ``SAMPLE_SPACING_FT`` apart and on every vertex (so the shore between
    two samples is straight): the run's number, the distance along it, the points and the unit tangents there."""
    lines = geometry_array([shore for _, shore in shores])
    length = shapely.length(lines)
    owner, at = _spaced(length)
    xy, index = shapely.get_coordinates(lines, return_index=True)
    same = index[1:] == index[:-1]
    vertices = cumsum_by_group(np.hypot(*np.diff(xy, axis=0).T)[same], index[:-1][same], len(lines))
    owner = np.r_[owner, np.arange(len(lines)), index[:-1][same]]
    at = np.r_[at, np.zeros(len(lines)), vertices]
    order = np.lexsort((at, owner))
    owner, at = owner[order], at[order]
    keep = np.r_[True, (owner[1:] != owner[:-1]) | (np.diff(at) > 1e-9)]
    owner, at = owner[keep], at[keep]
    last = np.r_[owner[1:] != owner[:-1], True]
    at[last] = np.minimum(at[last], length)
    where, tangent = points_along_each(lines, owner, at)
    forward = np.diff(where, axis=0)  # the tangent of the straight piece after each sample
    lengths = np.hypot(forward[:, 0], forward[:, 1])
    straight = ~last[:-1, None] & (lengths[:, None] > 1e-12)
    tangent[:-1] = np.where(straight, forward / np.maximum(lengths, 1e-12)[:, None], tangent[:-1])
    return owner, at, where, tangent


def _spaced(length: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Distances along lines of the given lengths, evenly no more than ``SAMPLE_SPACING_FT`` apart, both ends
    included (as ``np.linspace`` spaces them): each one's line and the distance."""
    count = np.maximum(np.ceil(length / SAMPLE_SPACING_FT).astype(int), 1) + 1
    owner, k = groups(count)
    at = k * (length / (count - 1))[owner]
    at[np.cumsum(count) - 1] = length
    return owner, at


def _away_from(water, points: np.ndarray, normals: np.ndarray) -> np.ndarray:
    """The normals turned to point away from the water."""
    probe = points + normals * 0.05
    wet = shapely.contains_xy(water, probe[:, 0], probe[:, 1])
    return np.where(wet[:, None], -normals, normals)


def _bisect(points, inland, surface, rule, change: np.ndarray, state: np.ndarray) -> np.ndarray:
    """For each sample ``k`` in ``change`` (its state differs from the next one's), where between the two the
    state changes, as a fraction of the straight piece between them (to ``TRANSITION_FT``)."""
    low, high = np.zeros(len(change)), np.ones(len(change))
    if not len(change):
        return low
    start, end = points[change], points[change + 1]
    normal = inland[change]
    span = np.hypot(*(end - start).T)
    for _ in range(int(math.ceil(math.log2(max(span.max(), TRANSITION_FT) / TRANSITION_FT)))):
        middle = (low + high) / 2
        here = _profiled(start + middle[:, None] * (end - start), normal, surface, rule)
        before = here == state[change]
        low, high = np.where(before, middle, low), np.where(before, high, middle)
    return (low + high) / 2


@dataclass
class _Tally:
    """A parcel's steep and unknown MHW so far, its longest non-steep stretch, and its steep stretches as lines."""

    steep_ft: float = 0.0
    unknown_ft: float = 0.0
    longest_non_steep_ft: float = 0.0
    lines: list = field(default_factory=list)


def _tally(result: _Tally, shore, states: np.ndarray, cuts: np.ndarray) -> None:
    """Add one run's steep, unknown and steep stretches to a parcel's tally; its longest non-steep stretch too."""
    lengths = np.diff(cuts)
    result.steep_ft += float(lengths[states == 1].sum())
    result.unknown_ft += float(lengths[states < 0].sum())
    run = 0.0
    for state, length in zip(states.tolist(), lengths.tolist()):
        run = 0.0 if state == 1 else run + length
        result.longest_non_steep_ft = max(result.longest_non_steep_ft, run)
    result.lines += [substring(shore, a, b) for state, a, b in zip(states, cuts[:-1], cuts[1:]) if state == 1]


def _classify(
    origins: np.ndarray, inland: np.ndarray, surface: Surface, rule: SteepSlopeRule, progress: Progress = NEVER
) -> np.ndarray:
    """For MHW points and their inland normals: 1 steep, 0 not, −1 unknown (elevations missing). In chunks shared
    out among threads (numpy releases the GIL), so that a whole lake's profiles never sit in memory at once; in
    each, a grid's bounds pass over the points where no profile can be steep or unknown (``_cannot_be_steep``)
    and the others are profiled."""
    size = max(1, min(2_000_000 // len(_profile_steps(rule)), -(-len(origins) // worker_count())))
    chunks = [slice(first, first + size) for first in range(0, len(origins), size)]
    classified = map_quietly(
        lambda chunk: _classify_chunk(origins[chunk], inland[chunk], surface, rule), chunks, progress
    )
    return np.concatenate([np.zeros(0, dtype=int), *classified])


def _classify_chunk(origins: np.ndarray, inland: np.ndarray, surface: Surface, rule: SteepSlopeRule) -> np.ndarray:
    """``_classify`` of one chunk."""
    result = np.zeros(len(origins), dtype=int)
    relief = getattr(surface, "relief_near", None)  # a grid tells where no profile can be steep or unknown
    profiled = np.arange(len(origins))
    if relief is not None:
        steepest, span = relief(origins, _profile_steps(rule)[-1])
        profiled = np.flatnonzero(~_cannot_be_steep(steepest, span, rule))
    result[profiled] = _profiled(origins[profiled], inland[profiled], surface, rule)
    return result


def _profile_steps(rule: SteepSlopeRule) -> np.ndarray:
    """The distances inland a profile reads the surface at, from the MHW on to past ``reach_ft``."""
    return np.arange(int(math.ceil(rule.reach_ft / rule.step_ft)) + 2) * rule.step_ft


def _profiled(origins: np.ndarray, inland: np.ndarray, surface: Surface, rule: SteepSlopeRule) -> np.ndarray:
    """MHW points profiled along their inland normals: 1 steep, 0 not, −1 unknown."""
    steps = _profile_steps(rule)
    profile = origins[:, None, :] + steps[None, :, None] * inland[:, None, :]
    z = surface(profile.reshape(-1, 2)).reshape(len(origins), len(steps))
    toe, rise = _steep_sections(z, rule)
    steep = ((toe <= rule.toe_ft + EPSILON) & (rise >= rule.rise_ft - EPSILON)).any(axis=1)
    return np.where(np.isnan(z).any(axis=1), -1, steep.astype(int))


def _cannot_be_steep(steepest: np.ndarray, span: np.ndarray, rule: SteepSlopeRule) -> np.ndarray:
    """Where no profile can be steep or unknown, from the surface's bounds around each MHW point (``relief_near``):
    every elevation known, and either no step steep enough, or no section able to rise ``rise_ft``: a section's
    rise (``_steep_sections``) is the difference of two samples (at most ``span``) and three parts of steps (each
    at most a step at the steepest gradient, and ``span``)."""
    piece = np.minimum(steepest * rule.step_ft, span)
    return (steepest < rule.gradient - GENTLE_MARGIN) | (span + 3 * piece < rule.rise_ft - GENTLE_MARGIN)


def _steep_sections(z: np.ndarray, rule: SteepSlopeRule) -> tuple[np.ndarray, np.ndarray]:
    """For each profile (rows of elevations every ``step_ft`` inland) and each of its first steps where a run of
    steep steps begins: the toe's distance from the MHW and the section's rise (inf toe elsewhere). The first steps
    only: a run beginning further in has its toe more than a step past it, beyond ``toe_ft``. A step that holds the
    foot or the top of the slope is read as two straight pieces, so a planar bank's toe and rise come out exact."""
    step = rule.step_ft
    dz = np.diff(z, axis=1)
    steep = dz >= rule.gradient * step - EPSILON
    count = steep.shape[1]
    ends = np.where(~steep, np.arange(count), count)
    toe_steps = min(count, int((rule.toe_ft + EPSILON) / step) + 2)
    ends = np.minimum.accumulate(ends[:, ::-1], axis=1)[:, ::-1][:, :toe_steps]  # the first not steep at or after
    starts = (steep & ~np.pad(steep, ((0, 0), (1, 0)))[:, :-1])[:, :toe_steps]
    first = np.broadcast_to(np.arange(toe_steps), starts.shape)
    slope = np.nan_to_num(dz / step)

    by_cell, row_start = slope.reshape(-1), np.arange(len(z))[:, None] * count  # one gather: cheaper than by row

    def slope_of(k):
        return np.where((k >= 0) & (k < count), by_cell.take(row_start + np.clip(k, 0, count - 1)), 0.0)

    def first_piece(k, before, after):
        """Step k read as a piece of slope ``before`` then one of slope ``after``: the first piece's length."""
        spread = after - before
        rise = slope_of(k) * step
        with np.errstate(divide="ignore", invalid="ignore"):
            length = np.where(np.abs(spread) > EPSILON, (after * step - rise) / spread, step)
        return np.where((k >= 0) & (k < count), np.clip(length, 0.0, step), 0.0)

    # The foot in the step below the run (not steep as a whole): its upper piece is steep.
    here = slope[:, :toe_steps]
    below = np.where(first >= 1, step - first_piece(first - 1, slope_of(first - 2), here), 0.0)
    # Or the foot inside the run's first step: a gentle piece, then the steeper slope of the next step.
    foot_inside = (below <= EPSILON) & (ends - first >= 2) & (slope_of(first + 1) - here > EPSILON)
    inside = np.where(foot_inside, first_piece(first, slope_of(first - 1), slope_of(first + 1)), 0.0)
    # The top in the first step past the run: a steep piece, then a gentler one.
    last_slope = slope_of(ends - 1)
    above = np.where(ends < count, first_piece(ends, last_slope, slope_of(ends + 1)), 0.0)
    rows = np.arange(len(z))[:, None]
    toe = first * step - below + inside
    rise = z[rows, ends] - z[rows, first] + here * below - slope_of(first - 1) * inside + last_slope * above
    return np.where(starts, toe, np.inf), np.where(starts, rise, -np.inf)


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


def lake_bottom(surface: Surface, mhw_ft: float = float(value("MEAN_HIGH_WATER"))) -> Surface:
    """A surface read as the lake's bottom: an elevation at or above the mean high-water level is land or a
    hydro-flattened water surface, not a bottom, so it counts as unknown."""
    return LakeBottom(surface, mhw_ft)


@dataclass(frozen=True)
class LakeBottom:
    """``lake_bottom``'s surface, bounded along segments where its surface is (``Grid.range_along``)."""

    surface: Surface
    mhw_ft: float

    def __call__(self, points: np.ndarray) -> np.ndarray:
        z = self.surface(points)
        return np.where(z < self.mhw_ft, z, np.nan)

    def range_along(self, starts: np.ndarray, ends: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        """The surface's bounds where it is bounded below the mean high-water level along the whole segment, else
        NaN (a point of it may be unknown)."""
        bounds = getattr(self.surface, "range_along", None)
        if bounds is None:
            return np.full(len(starts), np.nan), np.full(len(starts), np.nan)
        low, high = bounds(starts, ends)
        known = high < self.mhw_ft
        return np.where(known, low, np.nan), np.where(known, high, np.nan)


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


@dataclass(frozen=True)
class Terrain:
    """The elevations an analysis reads: the land (a DEM) for steep slopes, the lake's bottom for the depth
    extension, and the steep-slope values given per parcel, which win over the DEM (None: not given)."""

    land: Surface | None = None
    bottom: Surface | None = None
    steep_given: dict = field(default_factory=dict)
    rule: SteepSlopeRule = field(default_factory=SteepSlopeRule)

    def steep_slopes(self, shoreline, water, ids, adjoining, progress: Progress = NEVER) -> dict:
        """Parcel id → its MHW profiled (``SteepSlope``), for the adjoining parcels, where a DEM was given."""
        if self.land is None:
            return {}
        shores: dict[int, list[shapely.LineString]] = {}  # parcel index → its runs' shores
        for run in shoreline.runs:
            if run.parcel in adjoining:
                shores.setdefault(run.parcel, []).append(run.shore)
        found = steep_slopes(shores, water, self.land, self.rule, progress)
        return {ids[p]: result for p, result in found.items()}

    def steep_basis(self, parcel_id, profiled: dict) -> str:
        """``given`` (the parcel's value was given), else ``yes`` or ``no`` from the DEM (``no`` without one)."""
        if self.steep_given.get(parcel_id) is not None:
            return "given"
        found = profiled.get(parcel_id)
        return "yes" if found is not None and found.steep_slope_parcel else "no"

    def is_steep(self, parcel_id, profiled: dict) -> bool:
        given = self.steep_given.get(parcel_id)
        return bool(given) if given is not None else self.steep_basis(parcel_id, profiled) == "yes"

    def extensions(self, shoreline, zones, ids, progress: Progress = NEVER) -> dict:
        """Parcel id → the depth extension past its dock zone's line (``DepthExtension``) where the bottom at the
        line lies above the 683.60-ft contour; only with a bottom given."""
        if self.bottom is None:
            return {}
        bottom = lake_bottom(self.bottom)
        lines = shoreline.lines
        runs_of: dict[int, list[int]] = {}  # parcel index → its runs with facility area lines
        for index, run in enumerate(shoreline.runs):
            if index in shoreline.run_lines:
                runs_of.setdefault(run.parcel, []).append(index)

        docks = [
            zone
            for zone in zones
            if zone.zone == Zone.DOCK and zone.parcel in runs_of and not zone.distance_line.is_empty
        ]

        def wedges_of(cases):
            """The wedge of each case's parcel: the union of its runs' ``wedges``."""
            counts = [len(runs_of[docks[case].parcel]) for case in cases]
            indices = [index for case in cases for index in runs_of[docks[case].parcel]]
            start, end = ([lines[shoreline.run_lines[index][k]] for index in indices] for k in (0, 1))
            made = wedges(
                geometry_array([shoreline.runs[index].shore for index in indices]),
                [line.origin for line in start],
                [line.direction_deg for line in start],
                [line.origin for line in end],
                [line.direction_deg for line in end],
                JURISDICTION_FT,
            )
            return grouped_union(made, np.repeat(np.arange(len(cases)), counts), len(cases))

        def shore_of(parcel):
            return lambda: shapely.union_all([shoreline.runs[k].shore for k in runs_of[parcel]])

        cases = [(zone.distance_line, shore_of(zone.parcel)) for zone in docks]
        found = {}
        for zone, extension in zip(
            docks,
            depth_extensions(cases, wedges_of, bottom, float(value("T1_DEPTH_EXTENSION")), JURISDICTION_FT, progress),
        ):
            if not extension.area.is_empty:
                found[ids[zone.parcel]] = extension
        return found
