"""Hand-checkable lakes with exact expected numbers (§ 73-7A, D3, D4, D7, D8): lineal feet, facility area line
angles, zone areas to 0.01 sq ft, setback envelopes."""

import math

import numpy as np
import pytest
import shapely
from dockline.rules.lake.analysis import analyse_lake
from dockline.rules.law.vocabulary import Status

SQ_FT = 0.01


def regular_polygon(radius, count):
    angles = 2 * np.pi * np.arange(count) / count
    return np.column_stack([radius * np.cos(angles), radius * np.sin(angles)])


def by_id(analysis):
    """parcel id → {zone name: ZoneResult}; runs; lines touching the parcel."""
    zones = {}
    for zone in analysis.zones:
        zones.setdefault(analysis.parcel_ids[zone.parcel], {})[zone.zone] = zone
    return zones


def flags_of(analysis, parcel_id, code):
    return [flag for flag in analysis.flags if flag.parcel_id == parcel_id and flag.code == code]


def same_direction(a, b, tolerance=1e-7):
    return abs((a - b + 180) % 360 - 180) < tolerance


def line_at(analysis, point):
    return next(line for line in analysis.shoreline.lines if math.dist(line.origin, point) < 1e-6)


@pytest.fixture(scope="module")
def straight_shore():
    """Water y > 0; parcels of unequal frontage 700, 200, 100, 50, 200, 750 ft from x = -1000 to 1000, shore
    beyond them in no parcel."""
    edges = [-1000, -300, -100, 0, 50, 250, 1000]
    parcels = [(f"P{i}", shapely.box(edges[i], -300, edges[i + 1], 0)) for i in range(len(edges) - 1)]
    return analyse_lake(shapely.box(-3000, 0, 3000, 3000), parcels)


@pytest.mark.parametrize(
    "parcel_id, lineal_ft, setback", [("P1", 200, 10), ("P2", 100, 10), ("P3", 50, 10), ("P4", 200, 10)]
)
def test_straight_shore_area_is_depth_times_lineal_feet(straight_shore, parcel_id, lineal_ft, setback):
    assert straight_shore.lineal_ft(parcel_id) == pytest.approx(lineal_ft, abs=1e-6)
    zones = by_id(straight_shore)[parcel_id]
    assert zones["dock"].area.area == pytest.approx(60 * lineal_ft, abs=SQ_FT)
    assert zones["mooring"].area.area == pytest.approx(375 * lineal_ft, abs=SQ_FT)  # 0-375 ft, not a band (D1)
    assert zones["dock"].envelope.area == pytest.approx(60 * (lineal_ft - 2 * setback), abs=SQ_FT)
    assert zones["dock"].distance_line.length == pytest.approx(lineal_ft, abs=1e-6)
    assert shapely.get_coordinates(zones["dock"].distance_line)[:, 1] == pytest.approx(60, abs=1e-6)


def test_straight_shore_bisectors_and_fallback_at_the_ends(straight_shore):
    for x in (-300, -100, 0, 50, 250):
        line = line_at(straight_shore, (x, 0))
        assert line.waterside_angle_deg == pytest.approx(180, abs=1e-9)  # the zero-vector trap: 180° exactly
        assert line.direction_deg == pytest.approx(90, abs=1e-6)
    for parcel_id, x in (("P0", -1000), ("P5", 1000)):
        (flag,) = flags_of(straight_shore, parcel_id, "FAL_FALLBACK")
        assert flag.where == pytest.approx((x, 0))
        assert line_at(straight_shore, (x, 0)).direction_deg == pytest.approx(90, abs=1e-9)  # ⟂ to the tie line
    assert straight_shore.lineal_ft("P0") == pytest.approx(700)
    assert by_id(straight_shore)["P0"]["dock"].area.area == pytest.approx(60 * 700, abs=SQ_FT)
    assert [f.code for f in straight_shore.flags] == ["FAL_FALLBACK", "FAL_FALLBACK"]


@pytest.fixture(scope="module")
def inside_corner():
    """Water x > 0, y > 0: the shore turns 90° at the origin, water inside the angle."""
    parcels = [
        ("A", shapely.box(-300, 0, 0, 100)),
        ("B", shapely.box(0, -300, 100, 0)),
        ("C", shapely.box(100, -300, 300, 0)),
        ("D", shapely.box(-300, 100, 0, 300)),
    ]
    return analyse_lake(shapely.box(0, 0, 3000, 3000), parcels)


def drawn_line_at(analysis, point):
    index = analysis.shoreline.lines.index(line_at(analysis, point))
    return analysis.line_geometries()[index]


def test_facility_area_lines_drawn_along_the_zones(straight_shore, inside_corner):
    assert drawn_line_at(straight_shore, (-100, 0)).length == pytest.approx(375, abs=1e-6)  # beside 375-ft zones
    diagonal = drawn_line_at(inside_corner, (0, 0))
    assert diagonal.length == pytest.approx(100 * math.sqrt(2), abs=1e-6)  # to where the lines meet (D8)
    assert shapely.get_coordinates(diagonal)[-1] == pytest.approx((100, 100))


def test_inside_corner(inside_corner):
    line = line_at(inside_corner, (0, 0))
    assert (line.waterside_angle_deg, line.direction_deg) == (pytest.approx(90), pytest.approx(45))
    zones = by_id(inside_corner)
    for parcel_id in ("A", "B"):
        assert inside_corner.lineal_ft(parcel_id) == pytest.approx(100)
        assert zones[parcel_id]["dock"].area.area == pytest.approx(0.5 * 60**2 + 60 * 40, abs=SQ_FT)
        # 100 ft: Category C, 10-ft setback from the 45° line and from the line at the far end
        assert zones[parcel_id]["dock"].envelope.area == pytest.approx(
            60 * (90 - 10 * math.sqrt(2)) - 60**2 / 2, abs=SQ_FT
        )
        # the two lines meet 100 ft out, inside the 375-ft mooring zone: it ends there (D8)
        assert zones[parcel_id]["mooring"].area.area == pytest.approx(100 * 100 / 2, abs=SQ_FT)
        (flag,) = flags_of(inside_corner, parcel_id, "FAL_CONVERGENT")
        assert flag.value == pytest.approx(100)


@pytest.fixture(scope="module")
def headland():
    """Land is the quadrant x < 0, y < 0; parcel B holds the 90° point, 100 ft each way."""
    water = shapely.difference(shapely.box(-3000, -3000, 3000, 3000), shapely.box(-3000, -3000, 0, 0))
    parcels = [
        ("A", shapely.box(-300, -100, -100, 0)),
        ("B", shapely.box(-100, -100, 0, 0)),
        ("C", shapely.box(-100, -300, 0, -100)),
    ]
    return analyse_lake(water, parcels)


def test_headland(headland):
    assert headland.lineal_ft("B") == pytest.approx(100 * math.sqrt(2))
    start, end = line_at(headland, (-100, 0)), line_at(headland, (0, -100))
    assert (start.waterside_angle_deg, start.direction_deg) == (pytest.approx(225), pytest.approx(67.5))
    assert (end.waterside_angle_deg, end.direction_deg) == (pytest.approx(225), pytest.approx(22.5))  # mirror in y=x
    tan = math.tan(math.radians(22.5))
    expected = 2 * (100 * 60 - tan * 60**2 / 2) + math.pi * 60**2 / 4  # two strips and a quarter disc
    assert by_id(headland)["B"]["dock"].area.area == pytest.approx(expected, abs=SQ_FT)


@pytest.fixture(scope="module")
def circular_cove():
    """Water inside a regular 360-gon of radius 500 ft; 36 parcels of 10 edges each on the land around it."""
    ring = regular_polygon(500, 360)
    outer = regular_polygon(800, 360)
    parcels = []
    for i in range(36):
        idx = np.arange(10 * i, 10 * i + 11) % 360
        parcels.append((f"C{i}", shapely.Polygon(np.vstack([ring[idx], outer[idx[::-1]]]))))
    return analyse_lake(shapely.Polygon(ring), parcels)


def test_circular_cove(circular_cove):
    edge, apothem = 2 * 500 * math.sin(math.pi / 360), 500 * math.cos(math.pi / 360)
    zones = by_id(circular_cove)
    for i in (0, 17, 35):
        assert circular_cove.lineal_ft(f"C{i}") == pytest.approx(2 * 500 * math.sin(math.radians(5)), abs=1e-6)
        for zone, depth in (("dock", 60), ("mooring", 375)):
            expected = 10 * edge * depth * (1 - depth / (2 * apothem))  # trapezoids between radial lines
            assert zones[f"C{i}"][zone].area.area == pytest.approx(expected, abs=SQ_FT)
    for line in circular_cove.shoreline.lines:  # every facility area line points at the centre
        assert same_direction(line.direction_deg, math.degrees(math.atan2(-line.origin[1], -line.origin[0])))
        assert line.waterside_angle_deg == pytest.approx(170, abs=1e-7)
    assert circular_cove.flags == []


@pytest.fixture(scope="module")
def circular_island():
    """An island, a regular 720-gon of radius 500 ft, in a square of water; 36 parcels of 20 edges each."""
    ring = regular_polygon(500, 720)
    parcels = [
        (f"I{i}", shapely.Polygon(np.vstack([[0, 0], ring[np.arange(20 * i, 20 * i + 21) % 720]]))) for i in range(36)
    ]
    water = shapely.Polygon([(-3000, -3000), (3000, -3000), (3000, 3000), (-3000, 3000)], holes=[ring])
    return analyse_lake(water, parcels)


def test_circular_island(circular_island):
    edge, turn = 2 * 500 * math.sin(math.pi / 720), 2 * math.pi / 720
    zones = by_id(circular_island)
    for i in (0, 20):
        expected = 20 * edge * 60 + 20 * 0.5 * 60**2 * turn  # rectangles on the edges, sectors at the vertices
        assert zones[f"I{i}"]["dock"].area.area == pytest.approx(expected, abs=SQ_FT)
        assert circular_island.lineal_ft(f"I{i}") == pytest.approx(2 * 500 * math.sin(math.radians(5)), abs=1e-6)
    for line in circular_island.shoreline.lines:  # radial, away from the centre
        assert same_direction(line.direction_deg, math.degrees(math.atan2(line.origin[1], line.origin[0])))
        assert line.waterside_angle_deg == pytest.approx(190, abs=1e-7)


@pytest.mark.parametrize(
    "outlet, lost",
    [
        (shapely.Point(25, 0), math.pi * 10**2 / 2),  # a culvert on the MHW: a half disc of the 10-ft setback
        (shapely.LineString([(25, 0), (25, -50)]), math.pi * 10**2 / 2),  # a stream reaching the MHW there
        (shapely.box(20, -40, 30, 0), 10 * 10 + math.pi * 10**2 / 2),  # a channel 10 ft wide
    ],
)
def test_outlet_setback_comes_out_of_the_envelope(straight_shore, outlet, lost):
    edges = [-1000, -300, -100, 0, 50, 250, 1000]
    parcels = [(f"P{i}", shapely.box(edges[i], -300, edges[i + 1], 0)) for i in range(len(edges) - 1)]
    analysis = analyse_lake(shapely.box(-3000, 0, 3000, 3000), parcels, outlets=[outlet])
    dock = by_id(analysis)["P3"]["dock"]  # 0-50 ft, 10-ft setbacks
    assert dock.envelope.area == pytest.approx(60 * 30 - lost, abs=0.1)  # discs: 64 chords a quarter, outside
    assert by_id(analysis)["P2"]["dock"].envelope.area == pytest.approx(60 * 80, abs=SQ_FT)  # farther than 10 ft


def test_tier_2_zones_and_45_ft_setback():
    from dockline.rules import allocate

    edges = [-1000, -300, 0, 300, 1000]
    parcels = [(f"M{i}", shapely.box(edges[i], -300, edges[i + 1], 0)) for i in range(len(edges) - 1)]
    analysis = analyse_lake(
        shapely.box(-3000, 0, 3000, 3000),
        parcels,
        allocate_parcel=lambda pid, ft: allocate(ft, 2 if pid == "M1" else 1),
    )
    zones = by_id(analysis)["M1"]
    assert analysis.lineal_ft("M1") == pytest.approx(300)
    assert zones["dock"].depth_ft == 200 and zones["dock"].area.area == pytest.approx(200 * 300, abs=SQ_FT)
    assert zones["mooring"].area.area == pytest.approx(375 * 300, abs=SQ_FT)  # Tier 2: 0-375 ft
    assert zones["dock"].envelope.area == pytest.approx(200 * (300 - 2 * 45), abs=SQ_FT)
    assert zones["dock"].distance_line.length == pytest.approx(300, abs=1e-6)


def test_the_input_ring_order_does_not_matter():
    """The water side comes from the water polygon, never from how its rings happen to be ordered."""
    edges = [-1000, -300, -100, 0, 50, 250, 1000]
    parcels = [(f"P{i}", shapely.box(edges[i], -300, edges[i + 1], 0)) for i in range(len(edges) - 1)]
    water = shapely.box(-3000, 0, 3000, 3000)
    reversed_water = shapely.Polygon(list(water.exterior.coords)[::-1])
    one, other = analyse_lake(water, parcels), analyse_lake(reversed_water, parcels)
    for a, b in zip(
        sorted(one.zones, key=lambda z: (z.parcel, z.zone)), sorted(other.zones, key=lambda z: (z.parcel, z.zone))
    ):
        assert a.area.area == pytest.approx(b.area.area, abs=SQ_FT)


@pytest.mark.parametrize("width, micro", [(0.47, True), (9.99, True), (10.0, False)])
def test_a_stretch_of_mhw_shorter_than_the_tolerance_is_not_a_run(width, micro):
    """A lot with 100 ft of frontage that also touches the MHW for less than the tolerance (10 ft) between two
    neighbours gets no run there: no tie line, no lineal feet; it is flagged MICRO_RUN with its length. At the
    tolerance it is a run of its own (D12)."""
    parcels = [
        ("A", shapely.box(-300, -300, -100, 0)),
        (
            "X",
            shapely.union_all(
                [
                    shapely.box(-100, -300, -100 + width, 0),
                    shapely.box(-100, -400, 400, -300),
                    shapely.box(300, -300, 400, 0),
                ]
            ),
        ),
        ("B", shapely.box(-100 + width, -300, 300, 0)),
    ]
    analysis = analyse_lake(shapely.box(-3000, 0, 3000, 3000), parcels)
    flagged = flags_of(analysis, "X", "MICRO_RUN")
    runs = [run for run in analysis.shoreline.runs if analysis.parcel_ids[run.parcel] == "X"]
    if micro:
        assert [flag.value for flag in flagged] == [pytest.approx(width, abs=1e-6)]
        assert len(runs) == 1 and analysis.lineal_ft("X") == pytest.approx(100)
        assert analysis.lineal_ft("A") + analysis.lineal_ft("B") == pytest.approx(600, abs=1e-6)
        assert not flags_of(analysis, "X", "MULTIPLE_RUNS")
    else:
        assert not flagged and analysis.lineal_ft("X") == pytest.approx(100 + width, abs=1e-6)


def narrow_lot(width: float, shape: str) -> shapely.Polygon:
    """A lot touching the water (y > 0) along ``width`` ft from x = 0: a strip, or a triangle's apex cut there."""
    if shape == "strip":
        return shapely.box(0, -300, width, 0)
    return shapely.Polygon([(0, 0), (width, 0), (width / 2 + 60, -300), (width / 2 - 60, -300)])


@pytest.mark.parametrize("shape", ["strip", "apex"])
@pytest.mark.parametrize("width, frontage", [(0.55, False), (5.0, False), (9.99, False), (10.0, True), (10.5, True)])
def test_a_lots_only_touch_of_the_mhw_shorter_than_the_tolerance_is_no_frontage(shape, width, frontage):
    """D29: a lot whose only stretch of MHW is shorter than the tolerance (10 ft) has no run, no tie line and no
    lineal feet, and is flagged MICRO_RUN with its length (not NEAR_MHW); its neighbours share its stretch, so the
    shore's lineal feet still add up. At the tolerance it is frontage."""
    lot = narrow_lot(width, shape)
    parcels = [
        ("A", shapely.difference(shapely.box(-300, -300, width / 2, 0), lot)),
        ("X", lot),
        ("B", shapely.difference(shapely.box(width / 2, -300, 300 + width, 0), lot)),
    ]
    analysis = analyse_lake(shapely.box(-3000, 0, 3000, 3000), parcels)
    flagged = flags_of(analysis, "X", "MICRO_RUN")
    total = sum(analysis.lineal_ft(pid) for pid in "AXB")
    assert total == pytest.approx(600 + width, abs=1e-6)
    assert not flags_of(analysis, "X", "NEAR_MHW")
    if frontage:
        assert analysis.lineal_ft("X") == pytest.approx(width, abs=1e-6) and not flagged
        assert analysis.status["X"] == Status.ADJOINING
    else:
        assert [flag.value for flag in flagged] == [pytest.approx(width, abs=1e-6)]
        assert analysis.lineal_ft("X") == 0 and analysis.status["X"] == Status.NOT_ADJOINING
        assert analysis.allocations.get("X") is None


@pytest.mark.parametrize("pieces", [1, 2, 3, 5, 7, 64])
@pytest.mark.parametrize("notch", [(25.0, 15.0, True), (19.0, 15.0, False), (40.0, 9.0, False)])
def test_a_gap_narrower_than_any_sampling_is_found_wherever_the_vertices_lie(pieces, notch):
    """Issue 39: a lot whose front steps back from the MHW for ``width`` ft, ``depth`` ft deep: where that leaves
    shore more than the tolerance (10 ft) from the lot, here 5 ft of it, the lot has two runs, ending at the notch's
    corners; otherwise one. The same with the MHW's edges split into any number of collinear pieces."""
    width, depth, gap = notch
    lot = shapely.difference(shapely.box(0, -300, 200, 0), shapely.box(100, -depth, 100 + width, 1))
    shore = [(-3000, 0), (3000, 0), (3000, 3000), (-3000, 3000), (-3000, 0)]
    ring = np.vstack([np.linspace(a, b, pieces, endpoint=False) for a, b in zip(shore[:-1], shore[1:])] + [shore[:1]])
    analysis = analyse_lake(shapely.Polygon(ring), [("P", lot)])
    runs = sorted(run.lineal_ft for run in analysis.shoreline.runs)
    assert runs == (pytest.approx([75.0, 100.0]) if gap else [pytest.approx(200.0)])
    assert bool(flags_of(analysis, "P", "MULTIPLE_RUNS")) == gap


ISLANDS = {
    "rectangle": (shapely.box(-50, -30, 50, 30), math.hypot(100, 60)),
    "round": (shapely.Polygon(regular_polygon(80, 360)), 160),
    "triangle": (shapely.Polygon([(-70, 0), (70, 0), (0, 40)]), 140),
}


@pytest.mark.parametrize("name", sorted(ISLANDS))
@pytest.mark.parametrize("margin", [0.0, 3.0])
def test_a_parcel_owning_a_whole_island_has_its_longest_chord_as_lineal_feet(name, margin):
    """D29: an island parcel's MHW has no side lines to tie, so no facility area lines; its tie line and lineal feet
    are the island's longest chord (its vertices split or not), its allocation says why, WHOLE_RING says so."""
    island, chord = ISLANDS[name]
    water = shapely.Polygon(shapely.box(-3000, -3000, 3000, 3000).exterior.coords, [island.exterior.coords])
    owner = shapely.buffer(island, margin, join_style="mitre") if margin else shapely.segmentize(island, 7.0)
    analysis = analyse_lake(water, [("I", owner), ("shore", shapely.box(-3100, -3100, 3100, -3000))])
    assert analysis.lineal_ft("I") == pytest.approx(chord, abs=1e-6)
    (flag,) = flags_of(analysis, "I", "WHOLE_RING")
    assert flag.value == pytest.approx(chord, abs=1e-6) and "longest chord" in flag.message
    allocation = analysis.allocations["I"]
    assert allocation is not None and allocation.lineal_ft == pytest.approx(chord, abs=1e-6)
    assert "D29" in allocation.reason and "no facility area" in allocation.reason
    assert not by_id(analysis).get("I") and analysis.status["I"] == Status.ADJOINING


def overlapping_lots(left: float, right: float, into_water: float) -> list:
    """A, B and C along a straight shore (water y > 0), B overlapping A by ``left`` ft and C by ``right`` ft along
    the MHW, all reaching ``into_water`` ft past it."""
    return [
        ("A", shapely.box(0, -300, 150, into_water)),
        ("B", shapely.box(150 - left, -300, 250 + right, into_water)),
        ("C", shapely.box(250, -300, 400, into_water)),
    ]


@pytest.mark.parametrize("into_water", [0.0, 20.0])
@pytest.mark.parametrize("left, right", [(50.0, 50.0), (30.0, 0.0), (0.5, 80.0)])
@pytest.mark.parametrize("order", ["ABC", "CBA", "BCA"])
def test_overlapping_neighbours_share_the_overlap_at_its_middle(left, right, into_water, order):
    """D29: two lots whose polygons overlap across the MHW meet at the middle of the overlap, whatever their order in
    the layer or their depth there, and both are flagged PARCEL_OVERLAP with its length and the other's id."""
    lots = dict(overlapping_lots(left, right, into_water))
    analysis = analyse_lake(shapely.box(-3000, 0, 3000, 3000), [(pid, lots[pid]) for pid in order])
    expected = {"A": 150 - left / 2, "B": 100 + (left + right) / 2, "C": 150 - right / 2}
    for pid, lineal_ft in expected.items():
        assert analysis.lineal_ft(pid) == pytest.approx(lineal_ft, abs=1e-6), pid
    overlaps = sorted((f.parcel_id, round(f.value, 6), f.message) for f in analysis.flags if f.code == "PARCEL_OVERLAP")
    pairs = [("A", "B", left), ("B", "C", right)]
    wanted = sorted((one, round(width, 6), other) for a, b, width in pairs if width for one, other in ((a, b), (b, a)))
    assert [(pid, value) for pid, value, _ in overlaps] == [(pid, value) for pid, value, _ in wanted]
    assert all(f"parcel {other} " in message for (_, _, message), (_, _, other) in zip(overlaps, wanted))


@pytest.mark.parametrize("offset", [0.001, 0.0])
def test_a_sliver_along_the_mhw_past_two_neighbours(offset):
    """D29: a needle sliver 300 ft long along the fronts of two lots, ``offset`` ft inland of the MHW: the MHW's
    lineal feet still add up; 0.001 ft off, the lots are nearer and the sliver owns none (NEAR_MHW); on the MHW it
    overlaps both across it and shares each overlap at its middle, flagged PARCEL_OVERLAP with both."""
    parcels = [
        ("A", shapely.box(0, -300, 200, 0)),
        ("B", shapely.box(200, -300, 400, 0)),
        ("S", shapely.box(50, -offset - 0.001, 350, -offset)),
    ]
    analysis = analyse_lake(shapely.box(-3000, 0, 3000, 3000), parcels)
    assert sum(analysis.lineal_ft(pid) for pid in "ABS") == pytest.approx(400, abs=1e-6)
    overlaps = {(f.parcel_id, round(f.value, 6)) for f in analysis.flags if f.code == "PARCEL_OVERLAP"}
    if offset:
        assert analysis.lineal_ft("S") == 0 and flags_of(analysis, "S", "NEAR_MHW") and not overlaps
        assert analysis.lineal_ft("A") == pytest.approx(200, abs=1e-6)
    else:
        assert overlaps == {("A", 150.0), ("S", 150.0), ("B", 150.0)}
        assert analysis.lineal_ft("S") == pytest.approx(150, abs=1e-6)


def test_a_fallback_line_runs_into_the_water_not_onto_land():
    """D7's perpendicular to the tie line points inland where the shore turns back past the tie line: the line
    takes the water side instead, and the flag says so. The other end's perpendicular is in the water already."""
    water = shapely.box(-1000, 0, 100, 100)  # a bay: the parcel holds its bottom from x = 0, its end and part
    parcel = shapely.union_all(  # of its top, back to x = 50
        [shapely.box(0, -50, 150, 0), shapely.box(100, 0, 150, 100), shapely.box(50, 100, 150, 150)]
    )
    analysis = analyse_lake(water, [("P", parcel)])
    assert analysis.lineal_ft("P") == pytest.approx(math.hypot(50, 100))
    start, end = line_at(analysis, (0, 0)), line_at(analysis, (50, 100))
    for line in (start, end):
        angle = math.radians(line.direction_deg)
        probe = shapely.Point(line.origin[0] + 5 * math.cos(angle), line.origin[1] + 5 * math.sin(angle))
        assert water.contains(probe), line
    assert same_direction(start.direction_deg, end.direction_deg + 180)  # both ⟂ to the tie line, opposite ways
    messages = sorted(flag.message for flag in flags_of(analysis, "P", "FAL_FALLBACK"))
    assert len(messages) == 2 and sum("turned to the water side" in m for m in messages) == 1
    assert "turned to the water side" in next(f.message for f in analysis.flags if f.where == pytest.approx((50, 100)))


def test_a_sliver_of_shore_in_no_parcel_does_not_cut_a_run_into_a_micro_run():
    """A stretch split from the rest of its parcel's run only by a sliver shorter than MIN_RUN_FT (reprojection
    noise) is part of that run: the slivers go first, then the micro-runs (which here there are none of); a stretch
    dropped is shared by its neighbours."""
    from dockline.rules.lake.owners import NO_PARCEL
    from dockline.rules.lake.shoreline import _merged

    stretches = [(0.0, 1), (100.0, 2), (102.5, NO_PARCEL), (102.505, 2), (200.0, 3)]
    assert _merged(stretches, 300.0, lambda *_: False) == [(0.0, 1), (100.0, 2), (200.0, 3)]
    dropped = []
    assert _merged(stretches[:2] + stretches[4:], 300.0, lambda s, n, o: dropped.append(o) or o == 2) == [
        (0.0, 1),
        (150.0, 3),  # a dropped stretch goes to its neighbours, each up to its middle (D29)
    ]
    assert dropped == [1, 2, 3]


def test_every_ring_has_its_own_tie_points():
    """The rings are searched together (owners.owners_along): each island's and the main shore's changes of
    owner are found on their own ring, where the side lines cross it, none lent to another ring."""
    islands = [shapely.box(cx - 200, -200, cx + 200, 200) for cx in (-1000, 1000)]
    water = shapely.Polygon(
        [(-3000, -3000), (3000, -3000), (3000, 3000), (-3000, 3000)],
        holes=[island.exterior.coords for island in islands],
    )
    parcels, expected = [], []
    for k, island in enumerate(islands):
        centre = np.array(island.centroid.coords[0])
        angles = np.radians([10 + 50 * k, 100 + 50 * k, 190 + 50 * k, 280 + 50 * k, 370 + 50 * k])
        rays = [shapely.LineString([centre, centre + 1000 * np.array([np.cos(a), np.sin(a)])]) for a in angles]
        for j in range(4):
            fan = np.linspace(angles[j], angles[j + 1], 60)
            sector = shapely.Polygon(np.vstack([centre, centre + 1000 * np.column_stack([np.cos(fan), np.sin(fan)])]))
            parcels.append((f"I{k}-{j}", island.intersection(sector)))
            expected.append((k + 1, shapely.intersection(rays[j], island.exterior).coords[0]))
    sides = [-2000.0, -1234.5, -333.3, 777.7, 2000.0]
    parcels += [(f"M{j}", shapely.box(sides[j], -3300, sides[j + 1], -3000)) for j in range(4)]
    expected += [(0, (x, -3000.0)) for x in sides]
    analysis = analyse_lake(water, parcels)
    found = sorted((tie.ring, tie.point) for tie in analysis.shoreline.tie_points)
    assert len(found) == len(expected)
    for (ring, point), (want_ring, want) in zip(found, sorted(expected)):
        assert ring == want_ring
        assert shapely.distance(analysis.shoreline.rings[ring], shapely.Point(point)) < 1e-9
        assert math.dist(point, want) < 1e-7
    assert sorted(analysis.lineal_ft(f"M{j}") for j in range(4)) == pytest.approx(sorted(np.diff(sides)), abs=1e-6)
