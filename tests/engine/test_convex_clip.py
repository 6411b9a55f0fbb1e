"""clip_to_convex (rules/lake/clipping.py): polygons cut to convex ones with numpy, as GEOS's intersection does."""

import numpy as np
import shapely
from dockline.rules.lake.clipping import clip_to_convex


def clipped(pairs):
    polygons_ = np.array([p for p, _ in pairs], dtype=object)
    return clip_to_convex(polygons_, np.array([c for _, c in pairs], dtype=object))


def test_cuts_as_an_overlay_does():
    rng = np.random.default_rng(7)
    pairs = []
    for _ in range(200):
        centre = rng.uniform(-50, 50, 2)
        subject = shapely.Polygon(centre + rng.uniform(-20, 20, (3, 2))).convex_hull.buffer(rng.uniform(0, 5), 2)
        convex = shapely.MultiPoint(rng.uniform(-30, 30, (5, 2)) + centre).convex_hull
        pairs.append((subject, convex))
    pairs.append((shapely.box(0, 0, 10, 10), shapely.box(20, 20, 30, 30)))  # apart: empty
    pairs.append((shapely.Polygon([(0, 0), (10, 0), (10, 10), (5, 3), (0, 10)]), shapely.box(-1, -1, 11, 2)))
    result, overlaid = clipped(pairs)
    assert not overlaid.any()
    expected = shapely.intersection(np.array([p for p, _ in pairs]), np.array([c for _, c in pairs]))
    assert (shapely.is_empty(result) == shapely.is_empty(expected)).all()
    assert np.abs(shapely.area(result) - shapely.area(expected)).max() < 1e-9
    held = ~shapely.is_empty(expected)
    assert shapely.hausdorff_distance(result[held], expected[held]).max() < 1e-9


def test_leaves_to_an_overlay_what_it_cannot_cut():
    square, notch = shapely.box(0, 0, 10, 10), shapely.Polygon([(0, 0), (10, 0), (10, 10), (5, 3), (0, 10)])
    result, overlaid = clipped(
        [
            (square, notch),  # not convex
            (square.difference(shapely.box(4, 4, 6, 6)), square),  # a hole
            (notch, shapely.box(-1, 5, 11, 6)),  # an edge's line crosses the ring four times
            (square, shapely.Polygon([(0, 0), (5, 0), (5, 0), (5, 5)])),  # a repeated vertex
            (square, shapely.box(2, 2, 3, 3)),
        ]
    )
    assert overlaid.tolist() == [True, True, True, True, False]
    assert shapely.is_empty(result[:4]).all() and result[4].area == 1
