"""A 2-D array held as its tiles holding data (``rules.terrain.tiles``): whole, by window, by cell, written block by
block, and overlapping so that a cell's neighbours below and right lie in its tile."""

import numpy as np
from dockline.rules.terrain.tiles import Tiles


def test_tiles_hold_an_array_as_its_tiles_holding_data():
    values = np.full((10, 7), np.nan)
    values[1:3, 1:3], values[9, 6] = 5.0, 7.0
    tiles = Tiles.of(values, 4)
    assert (tiles.index >= 0).tolist() == [[True, False], [False, False], [False, True]]
    assert np.array_equal(np.asarray(tiles), values, equal_nan=True)
    assert np.array_equal(
        tiles.window(-1, 4, 5, 9), np.pad(values, 2, constant_values=np.nan)[1:6, 7:11], equal_nan=True
    )
    assert np.array_equal(
        tiles[np.array([1, 9, 9, -1]), np.array([2, 6, 7, 0])], [5.0, 7.0, np.nan, np.nan], equal_nan=True
    )
    empty = Tiles.covering((10, 7), 4, [(1, 1, 2, 2), (6, 9, 1, 1), (4, 4, 3, 4)])  # the last one reads empty
    assert (empty.index >= 0).sum() == 3
    empty.put(1, 1, np.full((2, 2), 5.0))
    empty.put(9, 6, np.full((1, 1), 7.0))
    empty.forget_empty()
    assert np.array_equal(empty.index >= 0, tiles.index >= 0)
    assert np.array_equal(np.asarray(empty), values, equal_nan=True)


def test_overlapping_tiles_hold_the_first_row_and_column_of_the_tiles_after_them():
    """Written block by block (blocks across tile edges, as a DEM's may be), the tiles are those of the array
    tiled whole, their overlap included; a tile without data reads as the last, all NaN."""
    generator = np.random.default_rng(4)
    values = generator.uniform(0, 10, (10, 11))
    values[:4, 4:8] = np.nan  # a tile without data
    blocks = [(column, row, 3, 3) for row in range(0, 10, 3) for column in range(0, 11, 3)]
    blocks = [(column, row, min(3, 11 - column), min(3, 10 - row)) for column, row, _, _ in blocks]
    tiles = Tiles.covering(values.shape, 4, blocks, overlap=1)
    for column, row, columns, rows in blocks:
        tiles.put(row, column, values[row : row + rows, column : column + columns])
    tiles.forget_empty()
    whole = Tiles.of(values, 4, overlap=1)
    holding = whole.index >= 0
    assert np.array_equal(tiles.index >= 0, holding) and not holding[0, 1]
    assert np.array_equal(tiles.stack[tiles.index[holding]], whole.stack[whole.index[holding]], equal_nan=True)
    assert np.array_equal(whole.stack[whole.index[0, 0], :, 4], values[:5, 4], equal_nan=True)  # the overlap
    assert np.array_equal(whole.stack[whole.index[1, 0], 4, :], values[8, :5])
    assert np.isnan(whole.stack[whole.places()[0, 1]]).all() and whole.places()[0, 1] == len(whole.stack) - 1
    assert np.array_equal(np.asarray(tiles), values, equal_nan=True)
    rows, columns = np.meshgrid(np.arange(-2, 13), np.arange(-2, 14), indexing="ij")
    assert np.array_equal(
        tiles[rows, columns], np.pad(values, ((2, 3), (2, 3)), constant_values=np.nan), equal_nan=True
    )
