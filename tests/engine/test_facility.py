"""Helpers of the facility areas (rules/facility.py) against GEOS's own answers."""

import numpy as np
import shapely
from dockline.rules.facility import _farther_than


def test_farther_than_answers_as_the_distance_to_the_shore_does():
    """Points around wiggly, straight and closed shores, many of them just either side of the reach: the chord's
    bounds settle most, and no answer differs from GEOS's distance."""
    rng = np.random.default_rng(7)
    x = np.linspace(0, 120, 13)
    shores = np.array(
        [
            shapely.LineString(np.column_stack([x, 3 * np.sin(x / 9)])),
            shapely.LineString([(0, 0), (40, 0.02), (80, 0)]),
            shapely.LineString([(0, 0), (50, 0), (50, 30), (0, 0)]),
        ]
    )
    owner = np.repeat(np.arange(len(shores)), 4000)
    reach = np.array([60.0, 200.0, 60.0])
    centres = shapely.get_coordinates(shapely.centroid(shores))[owner]
    angle = rng.uniform(0, 2 * np.pi, len(owner))
    points = centres + rng.uniform(0, 2.5 * reach[owner])[:, None] * np.column_stack([np.cos(angle), np.sin(angle)])
    nearest = shapely.get_coordinates(shapely.shortest_line(shapely.points(points), shores[owner]))[1::2]
    away = (points - nearest) / np.hypot(*(points - nearest).T)[:, None]
    edge = rng.random(len(owner)) < 0.5  # these moved to a hair's breadth from the reach
    points[edge] = nearest[edge] + away[edge] * (reach[owner[edge]] + rng.uniform(-1e-3, 1e-3, edge.sum()))[:, None]
    expected = shapely.distance(shapely.points(points), shores[owner]) > reach[owner]
    assert expected.any() and not expected.all()
    assert np.array_equal(_farther_than(points, owner, shores, reach), expected)
