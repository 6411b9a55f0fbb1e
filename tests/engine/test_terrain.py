"""Steep slopes (§ 73-5, § 73-9D) and the depth extension (§ 73-9C(1)(d), § 73-13H) on banks and bottoms whose toe,
slope, rise and contour are known in closed form, with a case on each side of every boundary."""

import math
import warnings

import numpy as np
import pytest
import shapely
from dockline.rules.law.catalogue import value
from dockline.rules.terrain.depth import (
    MARCH_PIECES,
    _march,
    _read_block,
    _stretches_at_line,
    _swept,
    _swept_by_case,
    depth_extensions,
    first_at_or_below,
    wedges,
)
from dockline.rules.terrain.elevations import JURISDICTION_FT
from dockline.rules.terrain.steep import SteepSlopeRule, _cannot_be_steep, steep_slopes
from dockline.rules.terrain.surfaces import Grid, Triangulated, lake_bottom
from dockline.rules.terrain.tiles import Tiles

MHW = 689.40
WATER = shapely.box(-200, -200, 0, 300)  # the lake west of x = 0; the bank rises eastward
SHORE = shapely.LineString([(0, 0), (0, 100)])


def steep_slope(shores, water, surface, rule=None):
    """One parcel's MHW runs profiled by the batched ``steep_slopes`` the product runs."""
    return steep_slopes({"parcel": shores}, water, surface, rule)["parcel"]


def depth_extension(line, shore, area, bottom):
    """One parcel's extension by the batched ``depth_extensions`` the product runs, at the law's depth and reach."""
    return depth_extensions(
        [(line, lambda: shore)],
        lambda cases: [area] * len(cases),
        bottom,
        float(value("T1_DEPTH_EXTENSION")),
        JURISDICTION_FT,
    )[0]


def wedge(shore, start_origin, start_direction_deg, end_origin, end_direction_deg, reach_ft):
    """One run's wedge by the batched ``wedges``."""
    return wedges(
        np.array([shore]), [start_origin], [start_direction_deg], [end_origin], [end_direction_deg], reach_ft
    )[0]


def bank_profile(distance, angle_deg, rise_ft, toe_ft):
    """Flat from the MHW to the toe, then a plane at ``angle_deg`` until it has risen ``rise_ft``, then flat."""
    gradient = math.tan(math.radians(angle_deg))
    return MHW + np.clip((distance - toe_ft) * gradient, 0.0, rise_ft)


def bank_grid(angle_deg, rise_ft, toe_ft, cell=0.1, wide=False):
    """A planar bank as a raster whose cell centres fall on every 0.1 ft east of the MHW: a strip 3 ft wide, or
    (``wide``) one reaching 60 ft round the MHW, where the grid's bounds may pass profiles over."""
    west, south, rows = (-60.0, 40.0, 1200) if wide else (0.0, 100.0, 30)
    x = np.arange(west, 80, cell)
    values = np.tile(bank_profile(x, angle_deg, rise_ft, toe_ft), (rows, 1))
    return Grid(values, left=west - cell / 2, top=south + rows * cell, cell_x=cell, cell_y=cell)


def short_shore():
    return shapely.LineString([(0, 100.5), (0, 102.5)])


@pytest.mark.parametrize(
    ("angle", "rise", "toe", "steep"),
    [
        (29.9, 25, 5, False),
        (30.0, 25, 5, True),
        (35, 19.9, 5, False),
        (35, 20.0, 5, True),
        (35, 25, 10.0, True),
        (35, 25, 10.1, False),
        (60, 25, 10.0, True),
        (60, 25, 10.1, False),
        (30.0, 20.0, 10.0, True),
    ],
)
@pytest.mark.parametrize("wide", [False, True])
def test_planar_bank_at_each_boundary(angle, rise, toe, steep, wide):
    result = steep_slope([short_shore()], WATER, bank_grid(angle, rise, toe, wide=wide))
    assert (result.steep_ft > 0) is steep
    assert result.unknown_ft == 0
    assert result.steep_ft == pytest.approx(2.0 if steep else 0.0)


def test_the_57_percent_option():
    grid = bank_grid(29.8, 25, 5)  # tan 29.8° = 57.3 %: steep by the percentage, not by the angle
    assert steep_slope([short_shore()], WATER, grid).steep_ft == 0
    assert steep_slope([short_shore()], WATER, grid, SteepSlopeRule(percent=57)).steep_ft == pytest.approx(2.0)


def surface_with_gentle_stretch(start, length):
    """Steep (40°, rising 30 ft, toe 5 ft) everywhere but between y = start and start + length, where the toe
    lies 15 ft from the MHW."""

    def surface(points):
        toe = np.where((points[:, 1] >= start) & (points[:, 1] <= start + length), 15.0, 5.0)
        return bank_profile(points[:, 0], 40, 30, toe)

    return surface


@pytest.mark.parametrize(("length", "steep_parcel"), [(19.9, True), (20.0, False)])
def test_steep_slope_parcel_at_the_20_ft_run(length, steep_parcel):
    result = steep_slope([SHORE], WATER, surface_with_gentle_stretch(40.0, length))
    assert round(result.longest_non_steep_ft, 2) == length
    assert result.steep_ft == pytest.approx(100 - length, abs=1e-5)
    assert result.steep_slope_parcel is steep_parcel
    assert shapely.get_num_geometries(result.stretches) == 2


def test_a_non_steep_run_is_contiguous_only_within_one_run_of_mhw():
    surface = surface_with_gentle_stretch(90.0, 15.0)  # 10 ft at the end of one run ...
    second = shapely.LineString([(0, 105), (0, 120)])  # ... and 5 ft at the start of the next
    result = steep_slope([SHORE, second], WATER, surface)
    assert result.longest_non_steep_ft == pytest.approx(10.0, abs=1e-5)
    assert result.steep_slope_parcel


def test_conical_island_is_steep_all_round():
    radius, toe, angle, rise = 80.0, 4.0, 45.0, 22.0
    lake = shapely.box(-500, -500, 500, 500).difference(shapely.Point(0, 0).buffer(radius, quad_segs=64))
    shore = lake.interiors[0]

    def cone(points):
        inland = radius - np.hypot(points[:, 0], points[:, 1])
        return bank_profile(inland, angle, rise, toe)

    result = steep_slope([shapely.LineString(shore.coords)], lake, cone)
    assert result.steep_ft == pytest.approx(shore.length, rel=1e-9)
    assert result.longest_non_steep_ft == 0
    low = steep_slope([shapely.LineString(shore.coords)], lake, lambda p: cone(p) * 0 + MHW)
    assert low.steep_ft == 0 and low.longest_non_steep_ft == pytest.approx(shore.length)


def test_missing_elevations_are_unknown_not_steep():
    grid = bank_grid(45, 25, 5)
    values = np.array(grid.values)
    values[:, 100:120] = np.nan  # a nodata strip 10-12 ft inland
    result = steep_slope([short_shore()], WATER, Grid(values, grid.left, grid.top, grid.cell_x, grid.cell_y))
    assert result.unknown_ft == pytest.approx(2.0)
    assert result.steep_ft == 0
    assert not result.steep_slope_parcel


def test_soundings_interpolate_linearly_inside_their_triangles():
    rng = np.random.default_rng(7)
    points = rng.uniform(0, 100, (40, 2))
    plane = 680.0 + 0.02 * points[:, 0] - 0.03 * points[:, 1]
    surface = Triangulated(points, plane)
    inside = np.array([[50.0, 50.0], [30.0, 60.0]])
    assert surface(inside) == pytest.approx(680.0 + 0.02 * inside[:, 0] - 0.03 * inside[:, 1])
    assert np.isnan(surface(np.array([[500.0, 500.0]])))[0]


def sloping_bottom(at_start):
    """A bottom falling 0.1 ft a foot eastward from ``at_start`` at x = 0."""
    return lambda points: at_start - 0.1 * points[:, 0]


@pytest.mark.parametrize(("at_start", "reach"), [(683.60, 0.0), (683.61, 0.1), (686.0, 24.0)])
def test_the_dock_may_run_on_to_the_first_point_at_or_below_683_60(at_start, reach):
    found = first_at_or_below(sloping_bottom(at_start), (0.0, 0.0), (1.0, 0.0), 683.60, limit_ft=100.0)
    assert found == pytest.approx(reach, abs=2e-6)


def test_no_extension_where_the_bottom_is_unknown_or_never_deep_enough():
    assert first_at_or_below(lambda p: np.full(len(p), 685.0), (0, 0), (1, 0), 683.60, limit_ft=50) is None
    gap = lambda p: np.where(p[:, 0] < 5, 684.0, np.nan)  # noqa: E731
    assert first_at_or_below(gap, (0, 0), (1, 0), 683.60, limit_ft=50) is None


def straight_parcel(depth=60.0):
    """A parcel owning 100 ft of a straight MHW along y = 0 (water to the north), its facility area lines
    square to the shore, and the line at ``depth``."""
    shore = shapely.LineString([(0, 0), (100, 0)])
    area = wedge(shore, (0, 0), 90.0, (100, 0), 90.0, reach_ft=2000.0)
    line = shapely.LineString([(0, depth), (100, depth)])
    return shore, area, line


def bottom_falling(at_shore, per_ft):
    return lake_bottom(lambda p: at_shore - per_ft * p[:, 1])


def test_extension_reaches_the_683_60_contour_inside_the_lines():
    shore, area, line = straight_parcel()
    extension = depth_extension(line, shore, area, bottom_falling(686.0, 0.01))  # 683.60 at y = 240
    assert extension.reach_ft == pytest.approx(180.0, abs=1e-5)
    assert extension.area.area == pytest.approx(100 * 180.0, rel=1e-6)
    assert extension.at_line.length == pytest.approx(100.0)


def test_no_extension_where_the_bottom_at_the_line_is_deep_enough():
    shore, area, line = straight_parcel()
    deep = depth_extension(line, shore, area, bottom_falling(689.0, 0.09))  # 683.60 at the line
    assert deep.area.is_empty and deep.reach_ft == 0
    shallow = depth_extension(line, shore, area, bottom_falling(689.01, 0.09))  # 683.61 at the line
    assert shallow.reach_ft > 0


def test_extension_stops_where_the_bottom_becomes_unknown():
    shore, area, line = straight_parcel(200.0)
    flat_beyond = lake_bottom(lambda p: np.where(p[:, 1] < 250, 685.0, 690.2))  # a flattened surface past 250 ft
    extension = depth_extension(line, shore, area, flat_beyond)
    assert extension.reach_ft == pytest.approx(49.5, abs=0.5)


def test_extension_ends_where_the_facility_area_lines_meet():
    """D8: lines meeting 86.6 ft out close the area there, however shallow the water beyond."""
    shore = shapely.LineString([(0, 0), (100, 0)])
    area = wedge(shore, (0, 0), 60.0, (100, 0), 120.0, reach_ft=1500.0)
    half = 60 / math.tan(math.radians(60))
    line = shapely.LineString([(half, 60), (100 - half, 60)])
    extension = depth_extension(line, shore, area, lake_bottom(lambda p: np.full(len(p), 686.0)))
    height = 50 * math.tan(math.radians(60)) - 60
    assert extension.reach_ft == pytest.approx(height, abs=1e-6)
    assert extension.area.area == pytest.approx(0.5 * (100 - 2 * half) * height, rel=1e-6)


def test_wedges_of_runs_together_are_each_its_own():
    """Three runs at once: square lines (a strip 2,000 ft out), lines meeting 86.6 ft out (D8: the triangle, the
    crossed part beyond their meeting point left out), and square lines again on a shore further east."""
    shores = np.array([shapely.LineString([(x, 0), (x + 100, 0)]) for x in (0, 0, 500)])
    made = wedges(shores, [(0, 0), (0, 0), (500, 0)], [90, 60, 90], [(100, 0), (100, 0), (600, 0)], [90, 120, 90], 2000)
    assert shapely.area(made) == pytest.approx([200_000, 2500 * math.sqrt(3), 200_000], rel=1e-9)
    assert made[1].hausdorff_distance(shapely.Polygon([(0, 0), (100, 0), (50, 50 * math.sqrt(3))])) < 1e-9
    assert made[2].hausdorff_distance(shapely.box(500, 0, 600, 2000)) < 1e-9


def test_extension_in_a_cove_sweeps_the_water_where_the_reaches_cross():
    """A shore curving round a round cove: straight away from it, the samples' reaches meet at the cove's centre
    and cross there; the area between the line and the centre, where the facility area lines meet (D8), is all
    swept, and GEOS is given no bow tie to read."""
    angles = np.radians(np.linspace(-30, 30, 61))
    shore = shapely.LineString(np.column_stack([100 * np.cos(angles), 100 * np.sin(angles)]))
    line = shapely.LineString(np.column_stack([40 * np.cos(angles), 40 * np.sin(angles)]))  # 60 ft out
    area = wedge(shore, shore.coords[0], 150.0, shore.coords[-1], 210.0, reach_ft=2000.0)  # meeting at the centre
    bottom = lake_bottom(lambda p: 684.0 + 0.01 * p[:, 0])  # 683.60 at x = -40, past the centre
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        extension = depth_extension(line, shore, area, bottom)
    assert extension.area.area == pytest.approx(math.pi * 40**2 / 6, rel=2e-3)
    assert extension.area.contains(shapely.Point(20.0, 0.5))
    assert extension.reach_ft == pytest.approx(40.0, abs=0.01)


def plane_grid(angle_deg, cell=1.0, size=200):
    """A plane rising eastward at ``angle_deg``, ``size`` cells a side, its corner at (0, 0)."""
    x = (np.arange(size) + 0.5) * cell
    values = np.tile(MHW + x * math.tan(math.radians(angle_deg)), (size, 1))
    return Grid(values, left=0.0, top=size * cell, cell_x=cell, cell_y=cell)


def gentle(grid, points):
    """Where ``steep_slopes`` profiles no point: the grid's bounds within a profile's reach rule out a steep one."""
    return _cannot_be_steep(*grid.relief_near(points, 46.0), SteepSlopeRule())


def test_a_grid_is_gentle_only_where_no_profile_can_be_steep_or_unknown():
    middle = np.array([[100.0, 100.0]])
    assert gentle(plane_grid(29.9), middle).all()
    assert not gentle(plane_grid(30.0), middle).any()
    plane = plane_grid(10.0)
    values = np.array(plane.values)
    values[100, 140] = np.nan  # 40 ft east: within a profile's reach
    gap = Grid(values, plane.left, plane.top, plane.cell_x, plane.cell_y)
    assert not gentle(gap, middle).any()
    assert gentle(gap, np.array([[60.0, 100.0]])).all()  # 80 ft from the gap
    edge = np.array([[30.0, 100.0], [-5e9, np.nan], [100.0, 1e12]])  # near the grid's edge, nowhere, far off
    assert not gentle(plane_grid(10.0), edge).any()


def test_a_grid_is_gentle_where_no_section_can_rise_20_ft():
    """A bank steeper than 30° but too low, or a drop of 3 ft at the MHW (a shallow bay), cannot be steep."""
    x, middle = np.arange(200) + 0.5, np.array([[100.0, 100.0]])

    def grid(profile):
        return Grid(np.tile(profile, (200, 1)), left=0.0, top=200.0, cell_x=1.0, cell_y=1.0)

    assert gentle(grid(bank_profile(x - 100, 45, 14.0, 5)), middle).all()
    assert not gentle(grid(bank_profile(x - 100, 45, 20.0, 5)), middle).any()
    assert gentle(grid(np.where(x < 100, 686.2, MHW + 0.1 * (x - 100))), middle).all()


def rough_bank_agrees_with_profiling_every_point(seed, profiles):
    """A bank of 1-ft cells whose rows (north to south) follow ``profiles(x)``, with noise, MHW at x = 80: the grid's
    bounds pass over some points and not others, and the steep slopes are those of profiling every point."""
    generator = np.random.default_rng(seed)
    x, y = np.arange(300) + 0.5, 300 - (np.arange(300) + 0.5)
    values = profiles(x - 80, y) + generator.normal(0, 0.01, (300, 300))
    grid = Grid(values, left=0.0, top=300.0, cell_x=1.0, cell_y=1.0)
    shore = shapely.LineString([(80, 10), (80, 290)])
    water = shapely.box(-100, -100, 80, 400)
    along = np.column_stack([np.full(281, 80.0), np.arange(10.0, 291.0)])
    assert 0 < gentle(grid, along).mean() < 0.5  # both paths taken
    fast, slow = steep_slope([shore], water, grid), steep_slope([shore], water, lambda p: grid(p))
    assert 0 < fast.steep_ft < shore.length
    assert (fast.steep_ft, fast.longest_non_steep_ft) == (slow.steep_ft, slow.longest_non_steep_ft)


def test_grids_tell_the_same_steep_slopes_as_profiling_every_point():
    """A rough bank, steep in places, gentle in others: the grid's gentle stretches skip no steep point."""
    rough_bank_agrees_with_profiling_every_point(
        7, lambda x, y: np.array([bank_profile(x, angle, 25, 5) for angle in np.clip(20 + 25 * np.sin(y / 60), 5, 40)])
    )


def rough_bottom(seed=3, size=120):
    """A bottom on 1-ft cells falling gently eastward through 683.60 ft, with noise, single-cell pits below the
    contour in the shallows, a nodata hole and a patch above the MHW (land or a flattened surface)."""
    generator = np.random.default_rng(seed)
    x = np.arange(size) + 0.5
    values = np.tile(686.0 - 0.03 * x, (size, 1)) + generator.normal(0, 0.02, (size, size))
    values[generator.integers(0, size, 12), generator.integers(0, 50, 12)] = 683.0  # pits in the shallows
    values[70:74, 20:24] = np.nan
    values[20:25, 30:36] = 690.0
    return Grid(values, left=0.0, top=float(size), cell_x=1.0, cell_y=1.0)


def test_a_grid_bounds_its_surface_along_any_segment():
    grid = rough_bottom()
    generator = np.random.default_rng(5)
    starts = generator.uniform(-5, 125, (400, 2))
    ends = starts + generator.uniform(-12, 12, (400, 2))
    low, high = grid.range_along(starts, ends)
    fractions = np.linspace(0, 1, 200)
    z = grid((starts[:, None, :] + fractions[None, :, None] * (ends - starts)[:, None, :]).reshape(-1, 2))
    z = z.reshape(len(starts), -1)
    known = ~np.isnan(low)
    assert 100 < known.sum() < len(starts)  # some segments leave the grid or meet the hole
    assert not np.isnan(z[known]).any()
    assert (low[known, None] <= z[known]).all() and (z[known] <= high[known, None]).all()
    assert np.median(high[known] - low[known]) < 1.0  # the cells around each segment, not the whole grid


def bilinear_on_the_whole_array(values, grid, points):
    """The grid's surface as it was read from a whole array, for reference: each point's four cells by number."""
    column = (points[:, 0] - grid.left) / grid.cell_x - 0.5
    row = (grid.top - points[:, 1]) / grid.cell_y - 0.5
    rows, columns = values.shape
    inside = (column >= 0) & (column <= columns - 1) & (row >= 0) & (row <= rows - 1)
    with np.errstate(invalid="ignore"):
        c0 = np.minimum(np.maximum(np.floor(column), 0), max(columns - 2, 0)).astype(int)
        r0 = np.minimum(np.maximum(np.floor(row), 0), max(rows - 2, 0)).astype(int)
    c0[~inside], r0[~inside] = 0, 0
    c1, r1 = np.minimum(c0 + 1, columns - 1), np.minimum(r0 + 1, rows - 1)
    fc, fr = column - c0, row - r0
    flat = values.reshape(-1)
    top = flat.take(r0 * columns + c0) * (1 - fc) + flat.take(r0 * columns + c1) * fc
    bottom = flat.take(r1 * columns + c0) * (1 - fc) + flat.take(r1 * columns + c1) * fc
    return np.where(inside, top * (1 - fr) + bottom * fr, np.nan)


def same_bits(a, b):
    return a.shape == b.shape and np.array_equal(np.asarray(a).view(np.uint64), np.asarray(b).view(np.uint64))


@pytest.mark.parametrize("shape", [(37, 29), (1, 13), (9, 1)])
def test_a_grid_over_small_tiles_reads_as_over_the_whole_array_to_the_bit(shape):
    """A sparse grid held as tiles of 4 cells (tiles without data, NaN cells, tiles cut short at the edge): its
    surface, its relief and its bounds along segments are those of the whole array, to the last bit; points on
    tile edges, cell centres, the last row and column, outside and NaN included."""
    generator = np.random.default_rng(2)
    values = 680.0 + generator.uniform(0, 20, shape)
    values[tuple(slice(4, 8) if length > 8 else slice(None) for length in shape)] = np.nan  # a tile without data
    holes = max(1, values.size // 150)
    values[generator.integers(0, shape[0], holes), generator.integers(0, shape[1], holes)] = np.nan
    tiled = Grid(Tiles.of(values, 4, overlap=1), left=10.0, top=50.0, cell_x=1.5, cell_y=1.25)
    whole = Grid(values, left=10.0, top=50.0, cell_x=1.5, cell_y=1.25)  # one tile
    assert (tiled.values.index < 0).any() and len(whole.values.index.ravel()) == 1
    x, y = (  # anywhere, and often on a cell's centre or edge
        start
        + sign * cell * np.r_[generator.uniform(-1, count + 1, 3000), np.repeat(np.arange(-1, 2 * count + 2) / 2, 60)]
        for start, sign, cell, count in ((10.0, 1, 1.5, shape[1]), (50.0, -1, 1.25, shape[0]))
    )
    points = np.column_stack([generator.choice(x, 6000), generator.choice(y, 6000)])
    points[:5] = [[np.nan, 40.0], [12.0, np.nan], [-1e12, 40.0], [10.0 + 1.5 * shape[1] - 0.75, 49.375], [1e9, 1e9]]
    expected = bilinear_on_the_whole_array(values, whole, points)
    assert 0 < np.isnan(expected).sum() < len(points) - 5
    assert same_bits(tiled(points), expected) and same_bits(whole(points), expected)
    for radius in (0.5, 7.0):
        assert all(
            same_bits(a, b) for a, b in zip(tiled.relief_near(points, radius), whole.relief_near(points, radius))
        )
    ends = points + generator.uniform(-6, 6, points.shape)
    assert all(same_bits(a, b) for a, b in zip(tiled.range_along(points, ends), whole.range_along(points, ends)))


def test_the_march_on_a_grid_reads_every_stretch_that_could_stop_it():
    """The march passes over stretches the grid bounds above the contour: it finds what reading every sample
    finds, to the last bit, pits a single cell wide, the hole and the patch above the MHW included."""
    grid = rough_bottom()
    bottom = lake_bottom(grid)
    generator = np.random.default_rng(11)
    starts = np.column_stack([np.full(300, 2.0), generator.uniform(1, 119, 300)])
    angles = generator.uniform(-0.6, 0.6, 300)
    directions = np.column_stack([np.cos(angles), np.sin(angles)])
    every_sample = _march(lambda p: bottom(p), starts, directions, 683.60, 150.0)
    passing_over = _march(bottom, starts, directions, 683.60, 150.0)
    assert np.array_equal(every_sample[0], passing_over[0]) and np.array_equal(every_sample[1], passing_over[1])
    assert 0 < every_sample[1].sum() < len(starts)
    assert (every_sample[0][every_sample[1]] < 60).any()  # some stopped at a pit, short of the contour


def test_low_banks_tell_the_same_steep_slopes_as_profiling_every_point():
    """Steep banks rising from 14 to 24 ft: the points passed over as unable to rise 20 ft hide no steep point."""
    rough_bank_agrees_with_profiling_every_point(
        9, lambda x, y: np.array([bank_profile(x, 50, rise, 4) for rise in 14 + 10 * y / 300])
    )


def test_the_march_passes_over_a_grid_bounded_above_the_contour_all_the_way():
    level = Grid(np.full((300, 300), 685.0), left=0.0, top=300.0, cell_x=1.0, cell_y=1.0)
    assert first_at_or_below(lake_bottom(level), (20.0, 150.0), (1.0, 0.0), 683.60, limit_ft=200.0) is None
    assert first_at_or_below(lake_bottom(level), (20.0, 150.0), (1.0, 0.0), 683.60, limit_ft=300.0) is None  # off it


def test_a_block_of_the_march_is_read_up_to_the_first_stretch_that_stops_it():
    """The bottom falls eastward to 683.60 at x = 8: a start at x = 0 stops in the first of the block's stretches
    (``MARCH_PIECES`` of them, 16 ft or more each) and is read no further; one at x = -100 never stops and is
    read all along."""
    read = []

    def bottom(points):
        read.append(len(points))
        return 684.0 - 0.05 * points[:, 0]

    starts, directions = np.array([[0.0, 0.0], [-100.0, 0.0]]), np.array([[1.0, 0.0], [1.0, 0.0]])
    steps = np.tile(np.arange(101) * 0.5, (2, 1))
    z = _read_block(bottom, None, starts, directions, steps, 683.60)
    first = 100 // MARCH_PIECES + 1  # samples of the first stretch, both its ends
    assert np.isfinite(z).sum(axis=1).tolist() == [first, 101]
    assert sum(read) == first + 101 + MARCH_PIECES - 1  # each stretch with both its ends
    assert np.allclose(z[0, :first], 684.0 - 0.05 * steps[0, :first]) and np.allclose(z[1], 689.0 - 0.05 * steps[1])


def test_the_water_swept_is_the_union_of_the_quads_between_neighbouring_samples():
    """Three cases: a straight line whose samples stop reaching out in its middle, swept as two polygons (its quads
    joined either side of the gap); a cove whose rays cross, swept as its quads, each bow tie as its two halves;
    and a line with one bow tie whose tips still draw a simple polygon with it, which folds back over the bow
    tie's far half: swept as its quads too. Each the union of its quads, made valid one by one."""
    x = np.arange(0.0, 101.0, 2.0)
    straight = np.column_stack([x, np.zeros_like(x)])
    angles = np.radians(np.linspace(-30, 30, 31))
    cove = 40 * np.column_stack([np.cos(angles), np.sin(angles)])
    folded = np.array([[0.0, -50.0], [2.0, -50.0], [4.0, -50.0], [6.0, -50.0]])
    points = np.vstack([straight, cove, folded])
    away = np.vstack(
        [np.tile([0.0, 1.0], (len(x), 1)), -cove / 40, [[0.0, 1.0], [0.24, 0.97], [-0.1, 1.0], [0.0, 1.0]]]
    )
    away /= np.linalg.norm(away, axis=1)[:, None]
    reach = np.r_[np.where((x > 40) & (x < 50), 0.0, 10 + 0.2 * x), np.full(len(cove), 60.0), 10.0, 12.37, 10.05, 10.0]
    owner = np.repeat([0, 1, 2], [len(x), len(cove), len(folded)])
    tips = points + away * reach[:, None]
    assert shapely.Polygon(np.vstack([folded, tips[-4:][::-1]])).is_valid
    pieces, first = _swept(points, tips, reach, owner, owner)
    assert np.bincount(owner[first]).tolist() == [2, 2 * (len(cove) - 1), 4]
    k = np.flatnonzero((owner[:-1] == owner[1:]) & ((reach[:-1] > 0) | (reach[1:] > 0)))
    quads = shapely.make_valid(shapely.polygons(np.stack([points[k], points[k + 1], tips[k + 1], tips[k]], axis=1)))
    for case in (0, 1, 2):
        mine = shapely.union_all(pieces[owner[first] == case])
        expected = shapely.union_all(shapely.get_parts(quads[owner[k] == case]))
        assert mine.symmetric_difference(expected).area < 1e-9 and mine.hausdorff_distance(expected) < 1e-9


def test_each_case_gets_its_swept_pieces_joined_and_its_stretches_at_the_line():
    """Pieces of cases 3 and 1 interleaved: case 1 its one piece as it is, case 3 the union of its two. Samples of
    two lines (cases 1 and 3): the stretches where the bottom is high, split where a line ends, a lone high
    sample no stretch."""
    boxes = np.array([shapely.box(0, 0, 1, 1), shapely.box(5, 0, 6, 1), shapely.box(1, 0, 2, 1)])
    found, swept = _swept_by_case(boxes, np.array([3, 1, 3]))
    assert found.tolist() == [1, 3] and swept[0] is boxes[1] and swept[1].equals(shapely.box(0, 0, 2, 1))
    points = np.column_stack([np.arange(10.0), np.zeros(10)])
    high = np.array([1, 1, 0, 1, 1, 1, 1, 0, 1, 0], dtype=bool)
    owner = np.repeat([0, 1], [5, 5])
    at_line = _stretches_at_line(points, high, owner, np.array([1, 3])[owner], found)
    assert at_line[0].equals(shapely.MultiLineString([[(0, 0), (1, 0)], [(3, 0), (4, 0)]]))
    assert at_line[1].equals(shapely.LineString([(5, 0), (6, 0)]))


@pytest.mark.parametrize("workers", [1, 3])
def test_parcels_shared_out_among_threads_keep_their_own_extensions(monkeypatch, workers):
    """Three parcels side by side, each with its own wedge and line: split into chunks or not, each gets the
    extension of its own wedge (the chunks' cases are numbered from their first)."""
    monkeypatch.setattr("dockline.rules.terrain.depth.worker_count", lambda jobs=None: workers)
    parcels = []
    for k, depth in enumerate((60.0, 80.0, 100.0)):
        shore = shapely.LineString([(200 * k, 0), (200 * k + 100, 0)])
        area = wedge(shore, (200 * k, 0), 90.0, (200 * k + 100, 0), 90.0, reach_ft=2000.0)
        parcels.append((shapely.LineString([(200 * k, depth), (200 * k + 100, depth)]), shore, area))
    extensions = depth_extensions(
        [(line, lambda shore=shore: shore) for line, shore, _ in parcels],
        lambda cases: [parcels[case][2] for case in cases],
        bottom_falling(686.0, 0.01),  # 683.60 at y = 240
        float(value("T1_DEPTH_EXTENSION")),
        JURISDICTION_FT,
    )
    for (line, _, area), extension in zip(parcels, extensions):
        assert extension.reach_ft == pytest.approx(240.0 - line.coords[0][1], abs=1e-5)
        assert extension.area.within(area.buffer(1e-6))
        assert extension.area.area == pytest.approx(100 * extension.reach_ft, rel=1e-6)


def test_steep_slopes_shared_out_among_threads_are_those_of_one(monkeypatch):
    """The rough bank's MHW classified in chunks on threads (as many as there are points) and on one."""
    generator = np.random.default_rng(5)
    x = np.arange(300) + 0.5
    angles = np.clip(20 + 25 * np.sin((300 - x) / 60), 5, 40)
    values = np.array([bank_profile(x - 80, angle, 25, 5) for angle in angles]) + generator.normal(0, 0.01, (300, 300))
    grid = Grid(values, left=0.0, top=300.0, cell_x=1.0, cell_y=1.0)
    shore, water = shapely.LineString([(80, 10), (80, 290)]), shapely.box(-100, -100, 80, 400)
    one = steep_slope([shore], water, grid)
    monkeypatch.setattr("dockline.rules.terrain.steep.worker_count", lambda jobs=None: 1_000)
    shared = steep_slope([shore], water, grid)
    assert 0 < one.steep_ft < shore.length
    assert (shared.steep_ft, shared.longest_non_steep_ft) == (one.steep_ft, one.longest_non_steep_ft)
    assert shared.stretches.equals(one.stretches)
