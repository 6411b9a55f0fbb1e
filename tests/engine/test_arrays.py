"""The engine's batched array helpers give, for many lines at once, the very figures of the one-line versions."""

import numpy as np
import pytest
import shapely
from dockline.rules.tools.arrays import (
    as_rows,
    cumsum_by_group,
    least_rectangles,
    one_part_multi,
    points_along,
    points_along_each,
    reduce_by_group,
    rows,
)


def random_lines(rng, count):
    """Open lines of 2 to 40 vertices, some with a repeated vertex (a zero-length segment)."""
    lines = []
    for _ in range(count):
        xy = np.cumsum(rng.normal(0, 50, (rng.integers(2, 41), 2)), axis=0)
        if len(xy) > 3:
            xy = np.insert(xy, 2, xy[1], axis=0)
        lines.append(shapely.LineString(xy))
    return np.array(lines, dtype=object)


def test_running_sums_by_group_are_each_groups_own_cumsum_to_the_bit():
    rng = np.random.default_rng(7)
    sizes = rng.integers(0, 30, 200)  # empty groups too
    group = np.repeat(np.arange(len(sizes)), sizes)
    values = rng.random(len(group)) * 1e3
    expected = np.concatenate([np.cumsum(values[group == number]) for number in range(len(sizes))])
    assert np.array_equal(cumsum_by_group(values, group, len(sizes)), expected)
    assert cumsum_by_group(np.zeros(0), np.zeros(0, dtype=int), 3).shape == (0,)


def test_points_along_many_lines_are_the_points_along_each_line_to_the_bit():
    """Distances on vertices (where two segments meet), at both ends and between, for every line at once."""
    rng = np.random.default_rng(11)
    lines = random_lines(rng, 60)
    owner, distances = [], []
    for index, line in enumerate(lines):
        xy = shapely.get_coordinates(line)
        at_vertices = np.cumsum(np.r_[0.0, np.hypot(*np.diff(xy, axis=0).T)])
        chosen = np.sort(np.r_[at_vertices, rng.random(10) * line.length, line.length])
        owner += [index] * len(chosen)
        distances += list(chosen)
    owner, distances = np.array(owner), np.array(distances)
    points, tangents = points_along_each(lines, owner, distances)
    for index, line in enumerate(lines):
        mine = owner == index
        one_points, one_tangents = points_along(line, distances[mine])
        assert np.array_equal(points[mine], one_points), index
        assert np.array_equal(tangents[mine], one_tangents), index


def test_reductions_by_group_are_each_groups_own_reduction_empty_groups_included():
    rng = np.random.default_rng(5)
    sizes = rng.integers(0, 6, 300)  # empty groups too, the last ones included
    sizes[-3:] = 0
    owner = np.repeat(np.arange(len(sizes)), sizes)
    values = rng.normal(0, 100, (len(owner), 2))
    for ufunc, reduce in ((np.minimum, np.min), (np.maximum, np.max)):
        found = reduce_by_group(ufunc, values, owner, len(sizes), empty=-1.0)
        for number, size in enumerate(sizes):
            expected = reduce(values[owner == number], axis=0) if size else [-1.0, -1.0]
            assert np.array_equal(found[number], expected), number
    assert reduce_by_group(np.maximum, np.zeros(0), np.zeros(0, dtype=int), 2).shape == (2,)


def test_parts_laid_out_as_rows_keep_their_order_and_fill_with_none():
    table = as_rows(np.array(list("abcde"), dtype=object), [2, 0, 3])
    assert table.tolist() == [["a", "b", None], [None, None, None], ["c", "d", "e"]]
    assert as_rows(np.array([], dtype=object), [0, 0]).tolist() == [[None], [None]]


def test_rows_are_numpys_own_indexing_to_the_bit():
    """Integer indices (repeated, negative, none) and boolean masks, on points and on a plain column."""
    rng = np.random.default_rng(5)
    points, column = rng.normal(0, 1e4, (500, 2)), rng.random(500)
    for index in (rng.integers(-500, 500, 2000), np.zeros(0, dtype=int), rng.random(500) > 0.3, np.zeros(500, bool)):
        for array in (points, column):
            taken = rows(array, index)
            assert taken.shape == array[index].shape and np.array_equal(taken, array[index])
    with pytest.raises(IndexError):
        rows(points, np.ones(499, dtype=bool))  # as numpy's own indexing


def some_shapes(rng, kind: str) -> list:
    """Geometries of one kind round random centres: walkway-like rotated rectangles, scattered hulls, lines..."""
    shapes = []
    for _ in range(150):
        centre, spread = rng.random(2) * 5_000, rng.random() * 60 + 0.5
        points = centre + rng.normal(size=(rng.integers(3, 14), 2)) * spread
        if kind == "rectangle":
            walkway = shapely.box(0, 0, 6, rng.random() * 80 + 6)
            shapes.append(shapely.affinity.translate(shapely.affinity.rotate(walkway, rng.random() * 360), *centre))
        elif kind == "polygon":
            shapes.append(shapely.MultiPoint(points).convex_hull)
        elif kind == "multipolygon":
            shapes.append(shapely.MultiPolygon([shapely.box(*p, *(p + 4)) for p in centre + [[0, 0], [9, 2], [3, 11]]]))
        elif kind == "line":
            shapes.append(shapely.LineString(points))
        else:  # points, and what has no hull with an area
            shapes.append(shapely.MultiPoint(points))
    return shapes + [shapely.Point(1, 2), shapely.LineString([(0, 0), (3, 3)]), shapely.Polygon(), None]


@pytest.mark.parametrize("kind", ["rectangle", "polygon", "multipolygon", "line", "points"])
def test_least_rectangles_are_shapelys_oriented_envelopes(kind):
    """The same rectangles as ``shapely.oriented_envelope`` (to the bit, corner by corner, where it has no GEOS
    3.12 and finds them in Python as the helper does; the same least area and cover where GEOS finds them)."""
    geometries = np.array(some_shapes(np.random.default_rng(len(kind)), kind), dtype=object)
    boxed, corners = least_rectangles(geometries)
    expected = shapely.oriented_envelope(geometries)
    rectangle = shapely.get_type_id(expected) == shapely.GeometryType.POLYGON
    assert boxed.tolist() == np.flatnonzero(rectangle & ~shapely.is_empty(expected)).tolist()
    found = shapely.polygons(corners)
    if shapely.geos_version < (3, 12, 0):
        assert np.array_equal(
            corners, shapely.get_coordinates(shapely.get_exterior_ring(expected[boxed])).reshape(-1, 5, 2)
        )
    assert np.allclose(shapely.area(found), shapely.area(expected[boxed]), rtol=1e-9, atol=1e-6)  # sq ft
    assert shapely.covers(shapely.buffer(found, 1e-6), geometries[boxed]).all()
    assert least_rectangles(geometries[:0])[1].shape == least_rectangles(geometries[-3:])[1].shape == (0, 5, 2)


SINGLE_AND_MULTI = [
    (shapely.Polygon([(0, 0), (4, 0), (4, 3)]), "MultiPolygon"),
    (shapely.Polygon([(0, 0), (9, 0), (9, 9), (0, 9)], [[(1, 1), (2, 1), (2, 2)]]), "MultiPolygon"),
    (shapely.LineString([(0, 0), (3, 4), (6, 0)]), "MultiLineString"),
    (shapely.MultiPolygon([shapely.box(0, 0, 1, 1), shapely.box(2, 0, 3, 1)]), "MultiPolygon"),
    (shapely.MultiLineString([[(0, 0), (1, 1)], [(2, 2), (3, 3)]]), "MultiLineString"),
    (shapely.Point(1, 2), "Point"),
    (None, None),
]


@pytest.mark.parametrize("at", range(len(SINGLE_AND_MULTI)))
def test_one_part_multi_wraps_a_single_polygon_or_line_and_keeps_the_rest(at):
    """Each kind alone and among all of them twice (as in an output's column): the same shape, made multi only
    where it was a single polygon or line, and the array given left as it was."""
    geometry, kind = SINGLE_AND_MULTI[at]
    alone = np.array([geometry], dtype=object)
    among = np.array([g for g, _ in SINGLE_AND_MULTI] * 2, dtype=object)
    for array, places in ((alone, [0]), (among, [at, at + len(SINGLE_AND_MULTI)])):
        before = array.copy()
        made = one_part_multi(array)
        assert len(made) == len(array)
        assert all(a is b for a, b in zip(array, before))
        for place in places:
            if geometry is None:
                assert made[place] is None
                continue
            assert made[place].geom_type == kind
            assert shapely.equals_exact(shapely.get_parts(made[place]), shapely.get_parts(geometry), tolerance=0).all()
