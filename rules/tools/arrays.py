"""Small numpy and shapely array helpers: geometry arrays, items laid out in groups, 2-D cross products, one-part
multi geometries."""

from __future__ import annotations

import numpy as np
import shapely


def geometry_array(geometries) -> np.ndarray:
    """Geometries (or None) as a new numpy object array, filled one by one: ``np.array`` probes each geometry as a
    possible sequence (30,000 geometries: 28 ms; this: 2 ms), and ``np.fromiter`` makes object arrays only from
    numpy 1.23 on (Ubuntu 22.04 has 1.21). An array of geometries of another library (a GeoSeries, its values)
    is copied whole: taken one by one, 82,000 of a GeoSeries take 0.1 s."""
    if hasattr(geometries, "__array__") and not isinstance(geometries, np.ndarray):
        return np.array(geometries, dtype=object)
    geometries = geometries if isinstance(geometries, (list, tuple, np.ndarray)) else list(geometries)
    array = np.empty(len(geometries), dtype=object)
    for index, geometry in enumerate(geometries):
        array[index] = geometry
    return array


def one_part_multi(geometries: np.ndarray) -> np.ndarray:
    """A copy of the geometries with each single polygon and line made a one-part multi geometry, as QGIS's
    ``convertToMultiType`` makes them for a multi output; the rest (points, multi geometries, None) as they are."""
    geometries = geometries.copy()
    for single, make in (
        (shapely.GeometryType.POLYGON, shapely.multipolygons),
        (shapely.GeometryType.LINESTRING, shapely.multilinestrings),
    ):
        where = np.flatnonzero(shapely.get_type_id(geometries) == single)
        geometries[where] = make(geometries[where], indices=np.arange(len(where)))
    return geometries


def rows(array: np.ndarray, index: np.ndarray) -> np.ndarray:
    """``array[index]`` along the first axis, for an integer or boolean index: numpy 1.x gathers the rows of a
    2-D array (points) through its general indexing, many times slower than ``take`` and ``compress`` (737,000
    points by an integer index: 7.3 ms against 0.44 ms, measured with numpy 1.24)."""
    index = np.asarray(index)
    if index.dtype != bool:
        return np.take(array, index, axis=0)
    if len(index) != len(array):  # numpy's indexing refuses this; compress would read the missing items as False
        raise IndexError(f"a mask of {len(index)} items for {len(array)} rows")
    return np.compress(index, array, axis=0)


def heading(vectors: np.ndarray) -> np.ndarray:
    """The direction of each 2-D vector (the last axis holds x, y), in radians counter-clockwise from +x."""
    return np.arctan2(vectors[..., 1], vectors[..., 0])


def groups(sizes: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """For groups of the given sizes laid end to end: each item's group and its position within the group."""
    sizes = np.asarray(sizes, dtype=int)
    owner = np.repeat(np.arange(len(sizes)), sizes)
    return owner, np.arange(len(owner)) - np.repeat(np.cumsum(sizes) - sizes, sizes)


def group_starts(labels: np.ndarray) -> np.ndarray:
    """Where each run of equal labels begins, for labels sorted (or at least grouped) by value."""
    return np.flatnonzero(np.concatenate(([True], labels[1:] != labels[:-1])))


def reduce_by_group(ufunc, values: np.ndarray, owner: np.ndarray, count: int, empty: float = np.nan) -> np.ndarray:
    """``ufunc`` (np.minimum, np.maximum...) reduced over the values of each of ``count`` groups (``owner``
    ascending, one per value; values may be rows); ``empty`` for a group without values (``reduceat`` alone gives
    it the next group's first value)."""
    values = np.asarray(values, dtype=float)
    found = np.full((count, *values.shape[1:]), empty)
    sizes = np.bincount(owner, minlength=count)
    held = sizes > 0
    if held.any():
        found[held] = ufunc.reduceat(values, (np.cumsum(sizes) - sizes)[held])
    return found


def cross(a: np.ndarray, b: np.ndarray) -> np.ndarray:
    """The z component of each pair of 2-D vectors' cross product: > 0 where b turns left of a."""
    return a[:, 0] * b[:, 1] - a[:, 1] * b[:, 0]


def points_along(line, distances: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Points at ``distances`` along a line and the unit tangents there, in one pass over its vertices
    (shapely's line_interpolate_point walks the whole line for every point)."""
    xy = shapely.get_coordinates(line)
    steps = np.diff(xy, axis=0)
    lengths = np.hypot(steps[:, 0], steps[:, 1])
    keep = lengths > 0
    xy, steps, lengths = np.vstack([xy[:1], xy[1:][keep]]), steps[keep], lengths[keep]
    ends = np.cumsum(lengths)
    segment = np.clip(np.searchsorted(ends, distances, side="left"), 0, len(lengths) - 1)
    within = distances - (ends[segment] - lengths[segment])
    tangents = steps[segment] / lengths[segment][:, None]
    return xy[segment] + tangents * within[:, None], tangents


def cumsum_by_group(values: np.ndarray, group: np.ndarray, count: int) -> np.ndarray:
    """The running sum of ``values`` within each of ``count`` groups (``group`` ascending): each group's own
    ``np.cumsum``, so the same figures to the last bit, in memory the size of ``values``."""
    sizes = np.bincount(group, minlength=count)
    parts = np.split(np.asarray(values, dtype=float), np.cumsum(sizes)[:-1])
    return np.concatenate([np.cumsum(part) for part in parts]) if len(values) else np.zeros(0)


def points_along_each(lines, owner: np.ndarray, distances: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """``points_along`` for many lines at once: the points at ``distances`` along ``lines[owner]`` (``owner``
    ascending) and the unit tangents there, the same figures as line by line."""
    xy, index = shapely.get_coordinates(lines, return_index=True)
    steps = np.diff(xy, axis=0)
    lengths = np.hypot(steps[:, 0], steps[:, 1])
    keep = (index[1:] == index[:-1]) & (lengths > 0)
    start, steps, lengths, line = xy[:-1][keep], steps[keep], lengths[keep], index[:-1][keep]
    ends = cumsum_by_group(lengths, line, len(lines))
    sizes = np.bincount(line, minlength=len(lines))
    first = np.cumsum(sizes) - sizes
    # Each distance's segment: the ends of its line before it (a distance equal to an end comes first: side left).
    is_end = np.concatenate((np.ones(len(ends), dtype=bool), np.zeros(len(distances), dtype=bool)))
    order = np.lexsort((is_end, np.concatenate((ends, distances)), np.concatenate((line, owner))))
    before = np.empty(len(order), dtype=int)
    before[order] = np.cumsum(is_end[order]) - is_end[order]
    segment = np.clip(before[len(ends) :], first[owner], first[owner] + sizes[owner] - 1)
    within = distances - (ends[segment] - lengths[segment])
    tangents = steps[segment] / lengths[segment][:, None]
    return start[segment] + tangents * within[:, None], tangents


def tiles_holding_data(values: np.ndarray, tile: int) -> np.ndarray:
    """For a 2-D array cut into ``tile`` × ``tile`` tiles (those of the last row and column cut short): whether
    each holds a value other than NaN. In one pass without a mask the size of the array: a row of tiles' greatest
    value down each column, then along the row (``fmax`` passes over NaN)."""
    rows, columns = values.shape
    holding = np.zeros((-(-rows // tile), -(-columns // tile)), dtype=bool)
    for number, top in enumerate(range(0, rows, tile)):
        greatest = np.fmax.reduceat(np.fmax.reduce(values[top : top + tile], axis=0), np.arange(0, columns, tile))
        holding[number] = ~np.isnan(greatest)
    return holding


def grouped_union(parts: np.ndarray, owner: np.ndarray, count: int) -> np.ndarray:
    """Union of ``parts`` per owner index (0..count-1), empty where an owner has none: an owner with one part
    gets it as it is, the others a row each of a table that GEOS unions row by row."""
    result = np.full(count, shapely.GeometryCollection(), dtype=object)
    if not len(parts):
        return result
    order = np.argsort(owner, kind="stable")
    parts, owner = parts[order], owner[order]
    starts = group_starts(owner)
    sizes = np.diff(np.append(starts, len(owner)))
    single = sizes == 1
    result[owner[starts[single]]] = parts[starts[single]]
    several = np.flatnonzero(~single)
    if len(several):
        table = as_rows(parts[np.repeat(~single, sizes)], sizes[several])
        result[owner[starts[several]]] = shapely.union_all(table, axis=1)
    return result


def as_rows(parts: np.ndarray, sizes) -> np.ndarray:
    """``parts`` laid out as a table, row k holding the next ``sizes[k]`` of them in order, None after: a table
    that shapely's ``union_all(axis=1)`` unites row by row."""
    sizes = np.asarray(sizes, dtype=int)
    table = np.full((len(sizes), max(sizes.max(initial=0), 1)), None, dtype=object)
    table[groups(sizes)] = parts
    return table


def least_rectangles(geometries: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """The rectangle of least area around each geometry whose convex hull is a polygon (its oriented envelope),
    all at once: (those geometries' indices, their rectangles' corners as an (n, 5, 2) array, the first repeated).
    Each edge of the hull is tried, the hull measured along and across it; the first edge of least area wins, and
    the corners go round as shapely's own envelope of that frame goes. (shapely finds these one geometry at a time
    in Python where GEOS is older than 3.12, as Debian 12's is: 0.1 ms a dock.)"""
    hulls = shapely.convex_hull(geometries)
    boxed = np.flatnonzero((shapely.get_type_id(hulls) == shapely.GeometryType.POLYGON) & ~shapely.is_empty(hulls))
    if not len(boxed):
        return boxed, np.zeros((0, 5, 2))
    xy, owner = shapely.get_coordinates(shapely.get_exterior_ring(hulls[boxed]), return_index=True)
    edge = np.flatnonzero(owner[1:] == owner[:-1])  # from point edge to point edge + 1, of one ring
    along = xy[edge + 1] - xy[edge]
    along /= np.sqrt(along[:, 0] ** 2 + along[:, 1] ** 2)[:, np.newaxis]
    sizes = np.bincount(owner, minlength=len(boxed))
    tried = sizes[owner[edge]]  # each edge measures every point of its ring
    pair_edge, position = groups(tried)
    point = (np.cumsum(sizes) - sizes)[owner[edge]][pair_edge] + position
    u, v = along[pair_edge], xy[point]
    frame = np.column_stack([u[:, 0] * v[:, 0] + u[:, 1] * v[:, 1], u[:, 0] * v[:, 1] - u[:, 1] * v[:, 0]])
    starts = np.cumsum(tried) - tried
    low, high = np.minimum.reduceat(frame, starts), np.maximum.reduceat(frame, starts)
    area = np.prod(high - low, axis=1)
    ranked = np.lexsort((edge, area, owner[edge]))  # by ring, then area, then order round the ring
    best = ranked[group_starts(owner[edge][ranked])]
    (a0, b0), (a1, b1) = low[best].T, high[best].T
    a, b = np.column_stack([a0, a1, a1, a0, a0]), np.column_stack([b0, b0, b1, b1, b0])
    ux, uy = along[best, 0][:, np.newaxis], along[best, 1][:, np.newaxis]
    return boxed, np.stack([ux * a - uy * b, uy * a + ux * b], axis=2)
