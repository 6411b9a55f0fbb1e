"""The MHW from elevations (§ 73-5): which cells are water, which closed contours make the lake."""

import numpy as np
import pytest
import shapely
from dockline.rules import DocklineInputError
from dockline.rules.terrain.mhw import assemble_lake, open_ends, water_field
from dockline.rules.terrain.tiles import TILE, Tiles


def test_a_flat_surface_above_the_level_is_water_and_its_edge_cells_too():
    z = np.full((7, 7), 695.0) + np.arange(7)[None, :]  # land rising eastward
    z[:, :3] = 690.20  # a hydro-flattened lake in the three western columns, above 689.40
    field = water_field(z, 689.40)
    flattened = ~np.isnan(np.asarray(field.flat))
    assert flattened[:, :3].all() and not flattened[:, 3:].any()
    assert (np.asarray(field.flat)[:, :3] == 690.20).all()  # with the surface's elevation
    values = np.asarray(field.values)
    assert (values[:, :3] < 0).all() and (values[:, 3:] > 0).all()


def test_tiles_become_the_field_and_a_flat_surface_across_tiles_keeps_its_elevation():
    """A DEM read as tiles is turned into the field in place; a flattened lake spanning tiles is found whole,
    its cells' elevation kept (only the tiles holding it have a place), the rest of each tile shifted."""
    rows, columns = 300, 400
    z = 700.0 + np.add.outer(np.arange(rows) * 0.05, np.arange(columns) * 0.07)  # land rising south-eastward
    z[100:220, 60:330] = 690.20  # across tiles of 128 cells
    z[250:, :40] = 688.0 + np.arange(40) * 0.01  # sloping ground below the level
    tiles = Tiles.of(z, TILE)
    field = water_field(tiles, 689.40)
    assert field.values is tiles
    flat = np.asarray(field.flat)
    assert (flat[100:220, 60:330] == 690.20).all()
    assert np.isnan(flat).sum() == rows * columns - 120 * 270
    assert (field.flat.index >= 0).sum() == 6  # tile rows 0-1, tile columns 0-2
    values = np.asarray(field.values)
    assert (values[100:220, 60:330] == -1.0).all()
    outside = np.isnan(flat)
    assert values[outside] == pytest.approx(z[outside] - 689.40, abs=1e-12)


def test_sloping_ground_above_the_level_is_land():
    z = 689.0 + np.add.outer(np.arange(6), np.arange(6)) * 0.3
    field = water_field(z, 689.40)
    assert np.isnan(np.asarray(field.flat)).all()
    assert (np.asarray(field.values) < 0).sum() == 3  # 689.0 in the corner and the two 689.3 cells beside it


def ring(radius, centre=(0.0, 0.0)):
    return shapely.LineString(shapely.Point(centre).buffer(radius, quad_segs=16).exterior.coords)


def test_rings_nest_even_odd_and_small_ones_are_dropped():
    lines = [ring(100), ring(30), ring(10), ring(2, (60, 0)), ring(5, (300, 0))]
    lake = assemble_lake(lines, shapely.Point(50, 50), min_area=100.0)
    assert len(lake.water.interiors) == 1  # the island of radius 30; the pond on it and the rock are not the lake
    assert lake.water.area == pytest.approx(ring(100).convex_hull.area - ring(30).convex_hull.area)
    assert lake.dropped == 3  # the rock (too small), the pond on the island and the pit at x = 300


def test_the_lake_is_the_one_holding_the_seed_or_the_largest():
    lines = [ring(100), ring(50, (500, 0))]
    assert assemble_lake(lines, None, 1.0).water.centroid.x == pytest.approx(0, abs=1e-6)
    seeded = assemble_lake(lines, shapely.Point(500, 10), 1.0)
    assert seeded.water.centroid.x == pytest.approx(500, abs=1e-6)
    with pytest.raises(DocklineInputError, match="lies in no area below the level"):
        assemble_lake(lines, shapely.Point(250, 0), 1.0)


def test_open_contours_are_reported_by_their_ends():
    lines = [ring(100), shapely.LineString([(0, 200), (50, 250)])]
    assert open_ends(lines) == [(0.0, 200.0), (50.0, 250.0)]
    with pytest.raises(DocklineInputError, match="no closed contour"):
        assemble_lake([shapely.LineString([(0, 200), (50, 250)])], None, 1.0)


def test_tiles_holding_data_are_those_with_a_value_other_than_nan():
    from dockline.rules.tools.arrays import tiles_holding_data

    values = np.full((10, 7), np.nan)
    values[0, 0], values[9, 6], values[4, 3] = 1.0, -np.inf, 0.0
    assert tiles_holding_data(values, 4).tolist() == [[True, False], [True, False], [False, True]]
    assert not tiles_holding_data(np.full((3, 3), np.nan), 2).any()
