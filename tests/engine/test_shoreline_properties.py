"""Properties of the shoreline engine on generated lakes and parcel fabrics (hypothesis)."""

import math

import numpy as np
import pytest
import shapely
from dockline.rules.lake.analysis import analyse_lake
from dockline.rules.lake.shoreline import longest_chord
from dockline.rules.law.vocabulary import FlagCode
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

TOLERANCE_FT = 10.0  # analyse_lake's
FAST = settings(deadline=None, suppress_health_check=[HealthCheck.too_slow])  # examples: the profile (conftest)


@st.composite
def radial_lakes(draw):
    """A star-shaped lake (radius varying smoothly with angle) with land parcels cut along rays from its centre,
    and, sometimes, an island with parcels of its own."""
    vertices = draw(st.integers(90, 300))
    base = draw(st.floats(700, 2000))
    waves = draw(st.lists(st.tuples(st.integers(2, 9), st.floats(0, 0.12), st.floats(0, 6.28)), min_size=1, max_size=3))
    angles = np.linspace(0, 2 * np.pi, vertices, endpoint=False)
    radius = base * (1 + sum(a * np.sin(k * angles + phase) for k, a, phase in waves))
    shore = np.column_stack([radius * np.cos(angles), radius * np.sin(angles)])
    cuts = sorted(set(draw(st.lists(st.integers(0, vertices - 1), min_size=3, max_size=40, unique=True))))
    parcels = []
    for i, start in enumerate(cuts):
        end = cuts[(i + 1) % len(cuts)] + (vertices if i + 1 == len(cuts) else 0)
        idx = np.arange(start, end + 1) % vertices
        parcels.append((f"L{i}", shapely.Polygon(np.vstack([shore[idx], shore[idx[::-1]] * 1.5]))))
    holes = []
    if draw(st.booleans()):
        island = np.column_stack([np.cos(angles), np.sin(angles)]) * base * 0.2
        holes.append(island[::-1])
        step = draw(st.integers(10, 60))
        for j, start in enumerate(range(0, vertices, step)):
            idx = np.arange(start, min(start + step, vertices) + 1) % vertices
            parcels.append((f"I{j}", shapely.Polygon(np.vstack([[0, 0], island[idx]]))))
    return shapely.Polygon(shore, holes=holes), parcels


@FAST
@given(radial_lakes())
def test_tie_points_shared_and_on_both_side_lines(lake):
    water, parcels = lake
    analysis = analyse_lake(water, parcels)
    geometry = dict(parcels)
    # D29: a stretch shorter than the tolerance (MICRO_RUN, flagged at its middle; here an island's last wedge of one
    # or two edges) goes to its neighbours, each up to its middle: their tie point is there, half of it from each
    micro = [(shapely.Point(flag.where), flag.value / 2) for flag in analysis.flags if flag.code == FlagCode.MICRO_RUN]
    assert all(0 < half < TOLERANCE_FT / 2 for _, half in micro)  # shorter than the tolerance, or no micro run
    for tie in analysis.shoreline.tie_points:
        point = shapely.Point(tie.point)
        assert shapely.distance(point, shapely.boundary(water)) < 1e-6
        reach = max((half for where, half in micro if shapely.distance(where, point) < 1e-6), default=0.0)
        for owner in (tie.before, tie.after):  # a clean fabric: the side line crosses the MHW there
            assert shapely.distance(point, geometry[analysis.parcel_ids[owner]]) < reach + 1e-6
    for run in analysis.shoreline.runs:  # each tie line runs from its start tie point to its end tie point
        if not run.whole_ring:
            assert run.chord.coords[0] == analysis.shoreline.tie_points[run.start].point
            assert run.chord.coords[1] == analysis.shoreline.tie_points[run.end].point


@FAST
@given(radial_lakes())
def test_each_facility_area_line_bisects_its_two_tie_lines(lake):
    analysis = analyse_lake(*lake)
    chords = {}
    for run in analysis.shoreline.runs:
        if not run.whole_ring:
            chords.setdefault(run.end, {})["a"] = run.chord.coords[0]  # the tie line coming in
            chords.setdefault(run.start, {})["b"] = run.chord.coords[1]  # the tie line going out
    for line in analysis.shoreline.lines:
        if line.waterside_angle_deg is None:
            continue
        (ax, ay), (bx, by) = chords[line.tie_point]["a"], chords[line.tie_point]["b"]
        x, y = line.origin
        to_a = math.degrees(math.atan2(ay - y, ax - x))
        to_b = math.degrees(math.atan2(by - y, bx - x))
        turn_a = (to_a - line.direction_deg) % 360
        turn_b = (line.direction_deg - to_b) % 360
        assert abs((turn_a - turn_b + 180) % 360 - 180) < 1e-7  # equal angles, on the water side (mod 360)
        assert abs((turn_a + turn_b - line.waterside_angle_deg + 180) % 360 - 180) < 1e-7


@FAST
@given(radial_lakes())
def test_facility_areas_in_water_within_depth_and_overlapping_only_when_flagged(lake):
    water, parcels = lake
    analysis = analyse_lake(water, parcels)
    shores = {}
    for run in analysis.shoreline.runs:
        shores.setdefault(run.parcel, []).append(run.shore)
    for zone in analysis.zones:
        assert shapely.area(shapely.difference(zone.area, water)) < 0.01
        reach = shapely.buffer(shapely.union_all(shores[zone.parcel]), zone.depth_ft + 0.01, quad_segs=512)
        assert shapely.area(shapely.difference(zone.area, reach)) < 0.01
        assert shapely.area(shapely.difference(zone.envelope, zone.area)) < 0.01
    crossing = {
        frozenset((f.parcel_id, f.message.split("overlaps parcel ")[1].split("'s by")[0]))
        for f in analysis.flags
        if f.code == "FAL_CROSSING"
    }
    for name in ("dock", "mooring"):
        zones = [z for z in analysis.zones if z.zone == name]
        for i, first in enumerate(zones):
            for second in zones[i + 1 :]:
                # snap-rounded: GEOS 3.11's floating overlay can find a false overlap between two areas
                # that meet along a facility area line
                if shapely.area(shapely.intersection(first.area, second.area, grid_size=1e-6)) > 0.01:
                    pair = frozenset((analysis.parcel_ids[first.parcel], analysis.parcel_ids[second.parcel]))
                    assert pair in crossing


def _side(line, sign: int, reach: float) -> shapely.Polygon:
    """The half-plane to the left (``sign`` +1) or right (-1) of a facility area line, as a large square."""
    x, y = line.origin
    angle = math.radians(line.direction_deg)
    dx, dy = reach * math.cos(angle), reach * math.sin(angle)
    nx, ny = -dy * sign, dx * sign
    return shapely.Polygon([(x - dx, y - dy), (x + dx, y + dy), (x + dx + nx, y + dy + ny), (x - dx + nx, y - dy + ny)])


@FAST
@given(radial_lakes())
def test_each_facility_area_is_the_water_within_its_depth_between_its_lines(lake):
    """The definition itself (D1-D3), built the slow way: the water right of the run's first facility area line
    and left of its last, within the zone depth of its MHW (GEOS's round-ended buffer), the pieces touching it.
    Lines are taken whole here, which is the definition only while each runs out from the shore: at a flagged
    hairpin (FAL_HAIRPIN, the line "unreliable") a line runs back along the shore, its far side over the
    neighbour's water, so those parcels are not compared."""
    water, parcels = lake
    analysis = analyse_lake(water, parcels)
    runs = {}
    for index, run in enumerate(analysis.shoreline.runs):
        runs.setdefault(run.parcel, []).append(index)
    hairpins = {flag.parcel_id for flag in analysis.flags if flag.code == "FAL_HAIRPIN"}
    for zone in analysis.zones:
        if len(runs[zone.parcel]) > 1 or analysis.parcel_ids[zone.parcel] in hairpins:
            continue
        index = runs[zone.parcel][0]
        run = analysis.shoreline.runs[index]
        start, end = (analysis.shoreline.lines[k] for k in analysis.shoreline.run_lines[index])
        reach = 10 * (zone.depth_ft + run.shore.length)
        wedge = shapely.intersection(_side(start, -1, reach), _side(end, +1, reach))
        within = shapely.intersection(
            shapely.intersection(water, wedge), shapely.buffer(run.shore, zone.depth_ft, quad_segs=512)
        )
        pieces = [
            piece
            for piece in shapely.get_parts(within)
            if piece.geom_type == "Polygon" and shapely.distance(piece, run.shore) < 1e-6
        ]
        assert abs(shapely.area(shapely.union_all(pieces)) - zone.area.area) < 0.05


@FAST
@given(st.lists(st.floats(5, 400), min_size=3, max_size=12), st.sampled_from([60.0, 200.0, 375.0]))
def test_on_a_straight_shore_area_is_depth_times_lineal_feet(widths, depth):
    edges = np.r_[0, np.cumsum(widths)]
    parcels = [(f"S{i}", shapely.box(edges[i], -200, edges[i + 1], 0)) for i in range(len(widths))]
    water = shapely.box(-5000, 0, edges[-1] + 5000, 5000)
    analysis = analyse_lake(water, parcels, allocate_parcel=lambda _id, ft: _FixedDepth(depth))
    for zone in analysis.zones:
        parcel_id = analysis.parcel_ids[zone.parcel]
        if parcel_id in (parcels[0][0], parcels[-1][0]):
            continue  # the end parcels' outer lines are fallbacks (D7), still perpendicular here
        assert abs(zone.area.area - depth * analysis.lineal_ft(parcel_id)) < 0.01


class _FixedDepth:
    """A stand-in allocation with one zone of a chosen depth (the engine reads only these fields)."""

    def __init__(self, depth):
        self.dock_zone_ft, self.mooring_zone_ft, self.fal_setback_ft, self.outlet_setback_ft = depth, None, 10, 10


def _tie_points(water, parcels):
    return np.array([tie.point for tie in analyse_lake(water, parcels).shoreline.tie_points]).reshape(-1, 2)


def _same_tie_points(lake, change):
    """The tie points of ``lake`` and of the lake with every geometry passed through ``change`` agree to 0.01 ft."""
    water, parcels = lake
    before = _tie_points(water, parcels)
    after = _tie_points(change(water), [(pid, change(g)) for pid, g in parcels])
    assert len(before) == len(after)
    gaps = np.hypot(*(before[:, None, :] - after[None, :, :]).transpose(2, 0, 1)).min(axis=1)
    assert gaps.max(initial=0.0) <= 0.01


def _verdicts(water, parcels):
    """The tie points, and each parcel's runs as (parcel id, lineal feet) sorted."""
    analysis = analyse_lake(water, parcels)
    ties = np.array([tie.point for tie in analysis.shoreline.tie_points]).reshape(-1, 2)
    return ties, sorted((analysis.parcel_ids[run.parcel], run.lineal_ft) for run in analysis.shoreline.runs)


def _same_verdicts(lake, rewrite, order=lambda parcels: parcels):
    """Issue 39: the lake with every ring passed through ``rewrite`` (its closed coordinates to new ones that draw
    the same ring) and the parcels in another ``order`` has the same tie points to 1e-6 ft and the same runs."""
    water, parcels = lake
    ties, runs = _verdicts(water, parcels)
    other_ties, other_runs = _verdicts(
        rings_rewritten(water, rewrite), [(pid, rings_rewritten(g, rewrite)) for pid, g in order(parcels)]
    )
    assert_same_ties(ties, other_ties)
    assert [pid for pid, _ in runs] == [pid for pid, _ in other_runs]
    assert np.array([ft for _, ft in runs]) == pytest.approx(np.array([ft for _, ft in other_runs]), abs=1e-6)


def assert_same_ties(ties: np.ndarray, other: np.ndarray) -> None:
    """Two lakes' tie points (n x 2 arrays, in any order) are as many, each within 1e-6 ft of one of the other's."""
    assert ties.shape == other.shape
    apart = np.hypot(*(ties[:, None, :] - other[None, :, :]).transpose(2, 0, 1))
    assert apart.min(axis=1).max(initial=0.0) <= 1e-6 and apart.min(axis=0).max(initial=0.0) <= 1e-6


def rings_rewritten(geometry, rewrite):
    """The same polygon(s), every ring's closed coordinates passed through ``rewrite``."""
    polygons = [
        shapely.Polygon(
            rewrite(shapely.get_coordinates(polygon.exterior)),
            [rewrite(shapely.get_coordinates(hole)) for hole in polygon.interiors],
        )
        for polygon in shapely.get_parts(geometry)
    ]
    return polygons[0] if len(polygons) == 1 and geometry.geom_type == "Polygon" else shapely.MultiPolygon(polygons)


def _with_collinear_vertices(seed: int, most: int):
    """A rewrite inserting up to ``most`` collinear vertices at random places along each edge of a ring."""
    rng = np.random.default_rng(seed)

    def rewrite(coords):
        pieces = [coords[:1]]
        for start, end in zip(coords[:-1], coords[1:]):
            fractions = np.sort(rng.uniform(0, 1, rng.integers(0, most + 1)))
            pieces.append(start + fractions[:, None] * (end - start))
            pieces.append(end[None, :])
        return np.vstack(pieces)

    return rewrite


def _restarted(shift: int, backwards: bool):
    """A rewrite starting each ring ``shift`` vertices on (modulo its length) and walking it backwards if asked."""

    def rewrite(coords):
        ring = np.roll(coords[:-1], -shift, axis=0)
        ring = ring[::-1] if backwards else ring
        return np.vstack([ring, ring[:1]])

    return rewrite


@FAST
@given(radial_lakes(), st.integers(0, 2**32 - 1), st.sampled_from([1, 3, 7]))
def test_collinear_vertices_anywhere_move_no_tie_point_and_no_run(lake, seed, most):
    """Collinear vertices inserted anywhere on every edge of the water and of every parcel: the same lake, the same
    tie points (1e-6 ft) and runs."""
    _same_verdicts(lake, _with_collinear_vertices(seed, most))


@FAST
@given(radial_lakes(), st.integers(0, 400), st.booleans())
def test_ring_start_and_direction_move_no_tie_point_and_no_run(lake, shift, backwards):
    _same_verdicts(lake, _restarted(shift, backwards))


@FAST
@given(radial_lakes(), st.randoms(use_true_random=False))
def test_feature_order_moves_no_tie_point_and_no_run(lake, random):
    def shuffled(parcels):
        parcels = list(parcels)
        random.shuffle(parcels)
        return parcels

    _same_verdicts(lake, lambda coords: coords, shuffled)


@FAST
@given(radial_lakes(), st.floats(0.1, 10))
def test_moving_every_coordinate_by_a_micro_foot_moves_no_tie_point(lake, wave):
    """Every coordinate moved by up to 1e-6 ft (a function of the coordinate, so shared vertices stay shared)."""
    _same_tie_points(lake, lambda g: shapely.transform(g, lambda xy: xy + 1e-6 * np.sin(xy[:, ::-1] * wave)))


@FAST
@given(
    st.one_of(
        st.lists(st.tuples(st.integers(-6, 6), st.integers(-6, 6)), min_size=2, max_size=80),  # ties, collinear
        st.lists(st.tuples(st.integers(-1000, 1000), st.integers(-1000, 1000)), min_size=2, max_size=300),
        st.lists(st.tuples(st.floats(-1e4, 1e4), st.floats(-1e4, 1e4)), min_size=2, max_size=300),
    )
)
def test_the_longest_chord_is_that_of_every_hull_vertex_against_every_other(points):
    """``longest_chord`` (rotating calipers) finds the chord that measuring every vertex of the hull against every
    other finds: the longest, and of equally long ones the one from the earliest vertex to the earliest other."""
    line = shapely.LineString(points)
    hull = shapely.get_coordinates(shapely.convex_hull(line))
    apart = np.hypot(*(hull[:, None, :] - hull[None, :, :]).transpose(2, 0, 1))
    first, second = np.unravel_index(np.argmax(apart), apart.shape)
    chord = longest_chord(line)
    assert shapely.get_coordinates(chord).tolist() == hull[[first, second]].tolist()
    assert chord.length == shapely.LineString(hull[[first, second]]).length
