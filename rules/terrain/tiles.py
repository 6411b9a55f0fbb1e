"""A 2-D array held as its tiles holding data: a DEM of a lake's shore is mostly empty (the bench's: 132.7 M
cells, 19 M in tiles holding data), and touching the memory of a whole one costs more than all that reads it."""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from ..tools.arrays import tiles_holding_data

TILE = 128  # cells a side of a DEM's tiles (finer: more tiles all below the MHW level skipped)


@dataclass(frozen=True)
class Tiles:
    """A 2-D array of ``shape`` held as those of its tiles (``size`` cells a side) that hold data, NaN elsewhere:
    a shore DEM is mostly empty (the bench's: 132.7 M cells, 19 M in tiles holding data). ``np.asarray`` gives
    it whole; ``tiles[rows, columns]`` the values at cells (NaN outside). With an ``overlap``, each tile also
    holds the first rows and columns of the tiles below and right of it: the four cells around a point lie in
    the tile of the upper left one (``Grid`` interpolates so)."""

    shape: tuple[int, int]
    size: int
    index: np.ndarray  # each tile's place in ``stack``, -1 for a tile without data
    stack: np.ndarray  # (places + 1, size + overlap, size + overlap): the tiles holding data, NaN past the array's
    # edge, and last a tile of NaN, that of every tile without data (``places``)
    overlap: int = 0

    @classmethod
    def empty(cls, shape, size: int, holding: np.ndarray, overlap: int = 0) -> Tiles:
        """NaN everywhere, with a place for each tile ``holding`` marks."""
        index = np.full(holding.shape, -1)
        index[holding] = np.arange(holding.sum())
        extent = size + overlap
        return cls(tuple(shape), size, index, np.full((int(holding.sum()) + 1, extent, extent), np.nan), overlap)

    @classmethod
    def covering(cls, shape, size: int, blocks, overlap: int = 0) -> Tiles:
        """NaN everywhere, with a place for each tile the blocks (column, row, columns, rows) overlap."""
        touched = np.zeros([-(-length // size) for length in shape], dtype=bool)
        for column, row, columns, rows in blocks:
            first_row, first_column, last_row, last_column = (
                cell // size for cell in (row, column, row + rows - 1, column + columns - 1)
            )
            touched[first_row : last_row + 1, first_column : last_column + 1] = True
        return cls.empty(shape, size, touched, overlap)

    @classmethod
    def of(cls, values: np.ndarray, size: int, overlap: int = 0) -> Tiles:
        """The tiles of ``values`` holding data."""
        tiles = cls.empty(values.shape, size, tiles_holding_data(values, size), overlap)
        for place, top, left, _, _ in tiles.parts():
            here = values[top : top + size + overlap, left : left + size + overlap]
            tiles.stack[place, : here.shape[0], : here.shape[1]] = here
        return tiles

    def parts(self):
        """For each tile holding data, row by row: its place, top row, left column, rows and columns."""
        for row, column in np.argwhere(self.index >= 0).tolist():
            top, left = row * self.size, column * self.size
            yield (
                self.index[row, column],
                top,
                left,
                min(self.size, self.shape[0] - top),
                min(self.size, self.shape[1] - left),
            )

    def put(self, top: int, left: int, values: np.ndarray) -> None:
        """``values`` written with their first cell at (top, left), into tiles that have a place (and the overlap
        of those above and left of them)."""
        for place, row, column, rows, columns in self._overlaps(
            top, top + values.shape[0], left, left + values.shape[1], self.size + self.overlap
        ):
            self.stack[place][rows, columns] = values[row, column]

    def forget_empty(self) -> None:
        """Tiles holding only NaN taken as without data."""
        empty = np.isnan(self.stack[:, : self.size, : self.size]).all(axis=(1, 2))
        self.index[np.isin(self.index, np.flatnonzero(empty))] = -1

    def window(self, top: int, bottom: int, left: int, right: int) -> np.ndarray:
        """Rows ``top`` to ``bottom`` (excluded), columns ``left`` to ``right``, as an array (NaN outside)."""
        window = np.full((bottom - top, right - left), np.nan)
        for place, row, column, rows, columns in self._overlaps(top, bottom, left, right, self.size):
            window[row, column] = self.stack[place][rows, columns]
        return window

    def _overlaps(self, top: int, bottom: int, left: int, right: int, extent: int):
        """For each tile with a place whose first ``extent`` rows and columns overlap rows ``top`` to ``bottom``,
        columns ``left`` to ``right``: its place, the overlap's rows and columns in that span and in the tile
        (slices)."""
        first_row, first_column = (max((max(start, 0) - extent) // self.size + 1, 0) for start in (top, left))
        last_row, last_column = (
            (min(bottom, self.shape[0]) - 1) // self.size,
            (min(right, self.shape[1]) - 1) // self.size,
        )
        for tile_row in range(first_row, last_row + 1):
            for tile_column in range(first_column, last_column + 1):
                place = self.index[tile_row, tile_column]
                if place < 0:
                    continue
                r0, c0 = tile_row * self.size, tile_column * self.size
                r1, r2 = max(top, r0), min(bottom, r0 + extent, self.shape[0])
                c1, c2 = max(left, c0), min(right, c0 + extent, self.shape[1])
                yield (
                    place,
                    slice(r1 - top, r2 - top),
                    slice(c1 - left, c2 - left),
                    slice(r1 - r0, r2 - r0),
                    slice(c1 - c0, c2 - c0),
                )

    def places(self) -> np.ndarray:
        """Each tile's place in ``stack``, the NaN tile's for a tile without data."""
        return np.where(self.index >= 0, self.index, len(self.stack) - 1)

    def __getitem__(self, cells) -> np.ndarray:
        """The values at cells (``tiles[rows, columns]``, integer arrays broadcast together), NaN outside; each
        axis worked out before they are broadcast."""
        places = np.pad(self.places(), ((0, 1), (0, 1)), constant_values=len(self.stack) - 1)  # outside: the last
        extent = self.size + self.overlap
        (tile_row, row), (tile_column, column) = (
            (np.where((v >= 0) & (v < length), v // self.size, tiles), v % self.size)
            for v, length, tiles in zip(map(np.asarray, cells), self.shape, self.index.shape)
        )
        first = places.take(tile_row * places.shape[1] + tile_column) * extent**2  # the tile's first cell
        return self.stack.reshape(-1).take(first + row * extent + column)

    def __array__(self, dtype=None, copy=None):  # numpy 2 passes copy: the whole array is always a new one
        whole = self.window(0, self.shape[0], 0, self.shape[1])
        return whole if dtype is None else whole.astype(dtype)
