"""Helpers of the facility areas (rules/lake/areas.py) against GEOS's own answers."""

import numpy as np
import shapely
from dockline.rules.lake import areas
from dockline.rules.lake.analysis import analyse_lake
from dockline.rules.lake.areas import _farther_than, between_parcels


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


def test_between_parcels_cuts_only_where_no_parcel_has_runs_on_both_sides():
    """Chunks of about the size asked, concatenated the runs as given; parcel 7's runs, far apart, keep the
    runs between them in its chunk."""
    parcels = [1, 2, 2, 3, 7, 4, 5, 6, 7, 8, 9, 10, 11, 12]
    runs = list(range(100, 100 + len(parcels)))
    chunks = between_parcels(runs, parcels, 3)
    assert [run for chunk in chunks for run in chunk] == runs
    assert [100, 101, 102] in chunks and [103, 104, 105, 106, 107, 108] in chunks
    owner = {run: k for k, chunk in enumerate(chunks) for run in chunk}
    for parcel in set(parcels):
        assert len({owner[run] for run, p in zip(runs, parcels) if p == parcel}) == 1
    assert between_parcels(runs, parcels, 100) == [runs]
    assert between_parcels([], [], 3) == []


def test_zones_come_out_in_the_same_order_however_the_threads_share_them(monkeypatch):
    """A cove whose facility area lines meet inside the zones (FAL_CONVERGENT), its parcels numbered out of
    their order along the shore: one run per thread gives the zones and flags in the order of one chunk for
    all."""
    angles = 2 * np.pi * np.arange(240) / 240
    ring = 300 * np.column_stack([np.cos(angles), np.sin(angles)])
    parcels = []
    for i in np.random.default_rng(3).permutation(24):
        idx = np.arange(10 * i, 10 * i + 11) % 240
        parcels.append((f"C{i}", shapely.Polygon(np.vstack([ring[idx], 2 * ring[idx[::-1]]]))))

    def analysed():
        analysis = analyse_lake(shapely.Polygon(ring), parcels)
        return [(z.parcel, z.zone, z.area.wkb) for z in analysis.zones], [(f.parcel_id, f.code) for f in analysis.flags]

    whole = analysed()
    monkeypatch.setattr(areas, "RUNS_PER_THREAD", 1)
    assert analysed() == whole
    assert len({zone for _, zone, _ in whole[0]}) == 2 and whole[1]


def test_a_parcel_with_two_runs_gets_their_union_and_no_region():
    """A lot wrapped round behind its neighbour meets the MHW twice (D12): its zones are both runs' water, joined,
    without a region; the neighbour's keep theirs."""
    wrapped = shapely.union_all([shapely.box(-300, -300, -100, 0), shapely.box(100, -300, 300, 0)])
    wrapped = shapely.union(wrapped, shapely.box(-300, -300, 300, -200))
    analysis = analyse_lake(shapely.box(-3000, 0, 3000, 3000), [("A", wrapped), ("B", shapely.box(-100, -200, 100, 0))])
    zones = {(analysis.parcel_ids[zone.parcel], zone.zone): zone for zone in analysis.zones}
    dock = zones["A", "dock"]
    assert dock.area.geom_type == "MultiPolygon" and dock.region is None
    assert abs(dock.area.area - 2 * 200 * 60) < 0.01
    assert abs(dock.distance_line.length - 400) < 1e-6 and abs(dock.envelope.area - 2 * 180 * 60) < 0.01
    assert zones["B", "dock"].region is not None
