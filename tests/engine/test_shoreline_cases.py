"""Hand-checkable lakes with exact expected numbers (§ 73-7A, D3, D4, D7, D8): lineal feet, facility area line
angles, zone areas to 0.01 sq ft, setback envelopes."""

import math

import numpy as np
import pytest
import shapely
from dockline.rules.lake import analyse_lake

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


def test_a_lots_only_frontage_shorter_than_the_tolerance_stays_a_run():
    parcels = [
        ("A", shapely.box(-300, -300, 0, 0)),
        ("X", shapely.box(0, -300, 5, 0)),
        ("B", shapely.box(5, -300, 300, 0)),
    ]
    analysis = analyse_lake(shapely.box(-3000, 0, 3000, 3000), parcels)
    assert analysis.lineal_ft("X") == pytest.approx(5) and not [f for f in analysis.flags if f.code == "MICRO_RUN"]


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
    noise) is part of that run: the slivers go first, then the micro-runs (which here there are none of)."""
    from dockline.rules.shoreline import NO_PARCEL, _merged

    stretches = [(0.0, 1), (100.0, 2), (102.5, NO_PARCEL), (102.505, 2), (200.0, 3)]
    assert _merged(stretches, 300.0, lambda *_: False) == [(0.0, 1), (100.0, 2), (200.0, 3)]
    dropped = []
    assert _merged(stretches[:2] + stretches[4:], 300.0, lambda s, n, o: dropped.append(o) or o == 2) == [
        (0.0, 1),
        (200.0, 3),
    ]
    assert dropped == [1, 2, 3]


def test_every_ring_has_its_own_tie_points():
    """The rings are searched together (shoreline._owners_along): each island's and the main shore's changes of
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
