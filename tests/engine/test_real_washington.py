"""The real Washington, NH parcels around five ponds (geographic CRS, fabric and lakes from different sources):
every parcel touching a pond gets a tie line, no overlap of facility areas goes unflagged, and the report reads."""

import json
from collections import defaultdict

import numpy as np
import pytest
import shapely
from devenv import REPO
from dockline.rules.lake.analysis import analyse_lake
from dockline.rules.tools.units import frame_for

DATA = REPO / "tests" / "data" / "washington_nh"


def read(layer_name, *fields):
    features = json.loads((DATA / f"{layer_name}.geojson").read_text())["features"]
    return [(shapely.geometry.shape(f["geometry"]), *[f["properties"][name] for name in fields]) for f in features]


def washington_lake():
    """(frame, water polygons, (parcel id, polygon) list) in US survey feet."""
    lakes = read("lakes", "name")
    frame = frame_for("EPSG:4326", shapely.union_all([g for g, _ in lakes]).bounds, layer="lakes")
    parts = defaultdict(list)
    for geometry, name in lakes:
        parts[name].append(geometry)
    islands = shapely.union_all(parts.pop("(ISLAND)"))
    water = [frame.to_feet(shapely.difference(shapely.union_all(g), islands)) for g in parts.values()]
    parcels = [(parcel_id, frame.to_feet(geometry)) for geometry, parcel_id in read("parcels", "id")]
    return frame, water, parcels


@pytest.fixture(scope="module")
def washington():
    frame, water, parcels = washington_lake()
    return frame, water, parcels, analyse_lake(water, parcels, tolerance_ft=10)


def test_geographic_input_is_reprojected_to_a_local_frame_with_a_notice(washington):
    frame = washington[0]
    assert "WGS 84: reprojected to" in frame.notice and "+units=us-ft" in frame.notice


def flagged(analysis, code):
    return {flag.parcel_id for flag in analysis.flags if flag.code == code}


def test_every_parcel_touching_a_pond_gets_a_tie_line(washington):
    _, water, parcels, analysis = washington
    lake = shapely.union_all(water)
    shore = shapely.boundary(lake)
    touching = {pid for pid, geometry in parcels if shapely.intersects(geometry, lake)}
    near = {pid for pid, geometry in parcels if shapely.distance(geometry, shore) <= 10}
    assert len(touching) == 130 and len(near) == 165
    with_tie_line = {analysis.parcel_ids[run.parcel] for run in analysis.shoreline.runs}
    short = flagged(analysis, "MICRO_RUN") - with_tie_line  # touching for less than the tolerance only (D29)
    assert len(short) == 4
    assert touching <= with_tie_line | flagged(analysis, "WHOLE_RING") | flagged(analysis, "IN_WATER") | short
    assert len(flagged(analysis, "IN_WATER")) < 10
    assert near <= with_tie_line | flagged(analysis, "WHOLE_RING") | flagged(analysis, "NEAR_MHW") | short
    assert all(analysis.lineal_ft(pid) > 0 for pid in with_tie_line)
    for tie in analysis.shoreline.tie_points:  # each tie point lies on the MHW
        assert shapely.distance(shapely.Point(tie.point), shore) < 1e-6


def test_no_unflagged_overlap_between_facility_areas(washington):
    analysis = washington[3]
    crossing = {
        frozenset((f.parcel_id, other))
        for f in analysis.flags
        if f.code == "FAL_CROSSING"
        for other in [f.message.split("overlaps parcel ")[1].split("'s by")[0]]
    }
    for zone_name in ("dock", "mooring"):
        zones = [z for z in analysis.zones if z.zone == zone_name]
        areas = np.array([z.area for z in zones], dtype=object)
        left, right = shapely.STRtree(areas).query(areas, predicate="intersects")
        keep = left < right
        overlap = shapely.area(shapely.intersection(areas[left[keep]], areas[right[keep]]))
        for a, b, value in zip(left[keep], right[keep], overlap):
            pair = frozenset((analysis.parcel_ids[zones[a].parcel], analysis.parcel_ids[zones[b].parcel]))
            if value > 0.01:
                assert pair in crossing, (pair, value)


def test_facility_areas_lie_in_the_water_within_their_depth(washington):
    _, water, _, analysis = washington
    lake = shapely.union_all(water)
    runs_of = defaultdict(list)
    for run in analysis.shoreline.runs:
        runs_of[run.parcel].append(run.shore)
    for zone in analysis.zones:
        assert shapely.area(shapely.difference(zone.area, lake)) < 0.01
        reach = shapely.buffer(shapely.union_all(runs_of[zone.parcel]), zone.depth_ft + 0.01, quad_segs=512)
        assert shapely.area(shapely.difference(zone.area, reach)) < 0.01


def test_readable_summary(washington):
    report = washington[3].summary()
    print(report)
    assert report.startswith("352 parcels: 160 adjoining the MHW, 192 not adjoining")
    assert "NEAR_MHW: 1 (1 parcel: 17-25)" in report
    assert "TOLERANCE_USED" in report and "Gaps bridged between fabric and MHW: median" in report
    assert "FAL_FALLBACK" in report and "(D7)" in report
