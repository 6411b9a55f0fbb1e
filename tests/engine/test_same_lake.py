"""Issue 39, "same lake, same verdicts": the tie points, runs and allocations of a lake do not depend on how its
geometry is written down. Every edge split into collinear pieces, every ring started at another vertex or walked
the other way, the features in another order: the same tie points to 1e-6 ft, the same runs, the same allocations,
on the bundled sample lake and on the real Washington, NH parcels."""

import sqlite3
from dataclasses import replace

import numpy as np
import pytest
import shapely
from devenv import REPO
from dockline.rules.lake.analysis import analyse_lake
from test_real_washington import washington_lake
from test_shoreline_properties import assert_same_ties, rings_rewritten

SAMPLE = REPO / "resources" / "sample" / "sample_lake.gpkg"
ENVELOPE_BYTES = {0: 0, 1: 32, 2: 48, 3: 48, 4: 64}  # a GeoPackage geometry's header envelope, by its indicator


def read_gpkg(table: str, column: str):
    """(value of ``column``, geometry) of each feature of a GeoPackage table, read without GDAL."""
    with sqlite3.connect(SAMPLE) as connection:
        rows = connection.execute(f"SELECT {column}, geom FROM {table}").fetchall()
    return [(value, shapely.from_wkb(blob[8 + ENVELOPE_BYTES[(blob[3] >> 1) & 7] :])) for value, blob in rows]


def sample_lake():
    """The bundled sample lake (EPSG:2261, US survey feet): water polygons and (parcel id, polygon)."""
    return [geometry for _, geometry in read_gpkg("water", "fid")], read_gpkg("parcels", "parcel_id")


def real_lake():
    _, water, parcels = washington_lake()
    return water, parcels


def ring_rewritten(coords: np.ndarray, pieces: int, start_at: int, reverse: bool) -> np.ndarray:
    """A closed ring's vertices with every edge split into ``pieces`` collinear pieces, then started at its
    ``start_at``-th vertex (a fraction of the way round) and walked the other way if ``reverse``."""
    ends = coords[:-1], coords[1:]
    steps = np.arange(pieces)[None, :, None] / pieces
    split = (ends[0][:, None, :] + steps * (ends[1] - ends[0])[:, None, :]).reshape(-1, 2)
    split = np.roll(split, -start_at * len(split) // 7, axis=0)
    split = split[::-1] if reverse else split
    return np.vstack([split, split[:1]])


def rewritten(geometry, **how):
    """The same polygon(s), every ring rewritten as ``ring_rewritten`` does."""
    return rings_rewritten(geometry, lambda coords: ring_rewritten(coords, **how))


def verdicts(water, parcels):
    """What must not change: the tie points (sorted), each parcel's runs (its MHW lengths) and allocation."""
    analysis = analyse_lake(water, parcels, tolerance_ft=10)
    ties = np.array(sorted(tie.point for tie in analysis.shoreline.tie_points)).reshape(-1, 2)
    runs = {}
    for run in analysis.shoreline.runs:
        runs.setdefault(analysis.parcel_ids[run.parcel], []).append((run.shore.length, run.lineal_ft))
    return ties, {pid: sorted(lengths) for pid, lengths in runs.items()}, analysis.allocations


LAKES = {"sample": sample_lake, "washington": real_lake}
WRITINGS = {
    **{f"edges in {n}": {"pieces": n, "start_at": 0, "reverse": False} for n in (2, 3, 5, 7)},
    "rings started elsewhere": {"pieces": 1, "start_at": 3, "reverse": False},
    "rings walked backwards": {"pieces": 1, "start_at": 0, "reverse": True},
    "all at once": {"pieces": 3, "start_at": 5, "reverse": True},
}


@pytest.fixture(scope="module", params=sorted(LAKES))
def lake(request):
    water, parcels = LAKES[request.param]()
    return water, parcels, verdicts(water, parcels)


def assert_same(first, second):
    (ties, runs, allocations), (other_ties, other_runs, other_allocations) = first, second
    assert_same_ties(ties, other_ties)
    assert runs.keys() == other_runs.keys()
    for pid, lengths in runs.items():
        assert np.array(lengths) == pytest.approx(np.array(other_runs[pid]), abs=1e-6), pid
    assert allocations.keys() == other_allocations.keys()
    for pid, allocation in allocations.items():  # the same, the lineal feet to 1e-6 ft
        other = other_allocations[pid]
        assert (allocation is None) == (other is None), pid
        if allocation is not None:
            assert allocation.lineal_ft == pytest.approx(other.lineal_ft, abs=1e-6), pid
            assert replace(allocation, lineal_ft=0.0) == replace(other, lineal_ft=0.0), pid


@pytest.mark.parametrize("writing", sorted(WRITINGS))
def test_the_same_lake_written_another_way_gets_the_same_verdicts(lake, writing):
    water, parcels, expected = lake
    how = WRITINGS[writing]
    moved = verdicts([rewritten(w, **how) for w in water], [(pid, rewritten(g, **how)) for pid, g in parcels])
    assert_same(expected, moved)


def test_the_features_in_another_order_get_the_same_verdicts(lake):
    water, parcels, expected = lake
    assert_same(expected, verdicts(water[::-1], parcels[::-1]))
