"""Surfaces: elevations at points. A surface is any callable from points in the working frame (an (n, 2) array
of US survey feet) to elevations in feet above the law's datum (D17), NaN where it knows none. ``Grid`` is a
raster's surface (bilinear between cell centres), ``Triangulated`` the surface of soundings (linear over their
Delaunay triangles), ``lake_bottom`` a surface read as the lake's bottom. The adapters bring a raster's CRS,
vertical unit and offset to this form; nothing here reads a file.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Callable

import numpy as np
import shapely

from ..law.catalogue import value
from ..tools.errors import DocklineInputError
from ..tools.wording import counted
from .tiles import TILE, Tiles

Surface = Callable[[np.ndarray], np.ndarray]
EPSILON = 1e-9  # rounding of computed elevations and slopes
GENTLE_TILE = 8  # cells a side of the tiles ``Grid.relief_near`` reads
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
            raise DocklineInputError(
                f"{counted(len(values), 'sounding')} with a value in {field}; at least 3 are needed"
            )
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
