"""The numpy half-plane cut behind the facility areas (rules/lake/clipping.py), on hand-checkable rings."""

import math

import numpy as np
import pytest
import shapely
from dockline.rules.lake.clipping import cut, polygons, simple_rings

UP = math.pi / 2


def flat(*polygons_):
    coords, ring, odd = simple_rings(np.array(polygons_, dtype=object))
    assert not odd.any()
    return coords, ring


def cut_one(polygon, origin, angle, keep, with_origin=False):
    coords, ring = flat(polygon)
    coords, ring, split = cut(coords, ring, np.array([origin], dtype=float), np.array([angle]), keep, with_origin)
    return polygons(coords, ring, 1)[0], bool(split[0])


def test_a_square_cut_by_a_line_keeps_the_side_asked_for():
    square = shapely.box(0, 0, 10, 10)
    left, split = cut_one(square, (4, 0), UP, +1)  # left of a line going up: x <= 4
    assert not split and left.is_valid
    assert left.area == pytest.approx(40) and left.bounds == pytest.approx((0, 0, 4, 10))
    right, _ = cut_one(square, (4, 0), UP, -1)
    assert right.area == pytest.approx(60) and right.bounds == pytest.approx((4, 0, 10, 10))


def test_integer_coordinates_and_origins_cut_as_their_floats():
    coords, ring = np.array([[0, 0], [10, 0], [10, 10], [0, 10]]), np.zeros(4, dtype=int)
    as_ints = cut(coords, ring, np.array([[4, 5]]), np.array([UP]), +1, with_origin=True)
    as_floats = cut(coords.astype(float), ring, np.array([[4.0, 5.0]]), np.array([UP]), +1, with_origin=True)
    assert all(np.array_equal(a, b) for a, b in zip(as_ints, as_floats))
    kept = polygons(*as_ints[:2], 1)[0]
    assert kept.area == pytest.approx(40) and kept.bounds == pytest.approx((0, 0, 4, 10))


def test_a_line_missing_the_ring_keeps_all_or_nothing():
    square = shapely.box(0, 0, 10, 10)
    assert cut_one(square, (20, 0), UP, +1)[0].area == 100
    assert cut_one(square, (20, 0), UP, -1)[0].is_empty


def test_the_origin_becomes_a_vertex_where_the_cut_passes_it():
    square = shapely.box(0, 0, 10, 10)
    with_it, _ = cut_one(square, (4, 5), UP, +1, with_origin=True)
    without, _ = cut_one(square, (4, 5), UP, +1)
    assert (4, 5) in list(with_it.exterior.coords) and (4, 5) not in list(without.exterior.coords)
    assert with_it.area == pytest.approx(40) and without.area == pytest.approx(40)
    beyond, _ = cut_one(square, (4, 20), UP, +1, with_origin=True)  # origin off the cut: not added
    assert (4, 20) not in list(beyond.exterior.coords)


def test_a_vertex_on_the_line_is_kept_once():
    diamond = shapely.Polygon([(0, -5), (5, 0), (0, 5), (-5, 0)])
    half, split = cut_one(diamond, (0, 0), UP, -1)  # right of the y axis: the vertices on it stay, no twins
    assert not split and half.area == pytest.approx(25)
    assert len(half.exterior.coords) == 4  # three corners and the closing one


def test_a_line_crossing_a_ring_four_times_is_reported():
    u_shape = shapely.Polygon([(0, 0), (10, 0), (10, 10), (7, 10), (7, 3), (3, 3), (3, 10), (0, 10)])
    _, split = cut_one(u_shape, (0, 5), 0.0, -1)  # a horizontal line through both arms of the U
    assert split
    _, split = cut_one(u_shape, (0, 1), 0.0, -1)  # through the base only
    assert not split


def test_simple_rings_are_counter_clockwise_and_the_rest_reported():
    clockwise = shapely.Polygon([(0, 0), (0, 1), (1, 1), (1, 0)])
    with_hole = shapely.Polygon([(0, 0), (9, 0), (9, 9), (0, 9)], holes=[[(3, 3), (3, 6), (6, 6), (6, 3)]])
    several = shapely.MultiPolygon([shapely.box(0, 0, 1, 1), shapely.box(2, 2, 3, 3)])
    coords, ring, odd = simple_rings(np.array([clockwise, with_hole, several, shapely.Polygon()], dtype=object))
    assert odd.tolist() == [False, True, True, True]
    assert ring.tolist() == [0, 0, 0, 0]
    assert shapely.Polygon(coords).exterior.is_ccw and shapely.Polygon(coords).area == 1
