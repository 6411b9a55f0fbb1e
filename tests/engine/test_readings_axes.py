"""D9 on a curved shore: a dock's width is measured parallel to the mean high-water mark where the dock meets it
(§ 73-9C(1)), not along the parcel's tie line. A round lake of radius 1,000 ft, whose parcels' tie lines are
chords of 209 ft: a walkway built square to the shore 60 ft from its parcel's middle stands 3.4 degrees off the tie
line's normal, where the tie line would make an 8-ft walkway 11 ft wide."""

import math

import numpy as np
import pytest
import shapely
from dockline.rules import allocate, get_profile
from dockline.rules.checks.checker import check_facilities
from dockline.rules.checks.proposal import DockPart, Proposal, Structure
from dockline.rules.checks.site import build_sites, extents
from dockline.rules.lake.analysis import analyse_lake
from dockline.rules.tools.arrays import geometry_array

RADIUS, EDGES, PARCEL_EDGES = 1000.0, 6000, 200  # edges about 1 ft long; parcels of 200 edges (209 ft of tie line)
STEP = 2 * math.pi / EDGES
MIDDLE = PARCEL_EDGES * STEP / 2  # the middle of parcel P0's frontage, as an angle
OFF_MIDDLE = MIDDLE + 60 / RADIUS  # 60 ft along the shore from it


def ring(radius):
    angles = STEP * np.arange(EDGES)
    return np.column_stack([radius * np.cos(angles), radius * np.sin(angles)])


@pytest.fixture(scope="module")
def lake():
    shore, outer = ring(RADIUS), ring(RADIUS + 300)
    parcels = []
    for i in range(EDGES // PARCEL_EDGES):
        k = np.arange(PARCEL_EDGES * i, PARCEL_EDGES * (i + 1) + 1) % EDGES
        parcels.append((f"P{i}", shapely.Polygon(np.vstack([shore[k], outer[k[::-1]]]))))
    return analyse_lake(shapely.Polygon(shore), parcels, allocate_parcel=lambda pid, ft: allocate(ft, 1))


def square_to_shore(angle, u0, u1, v0, v1):
    """A rectangle built square to the shore at ``angle``: u along the shore, v from the MHW toward the water."""
    radial, tangent = np.array([math.cos(angle), math.sin(angle)]), np.array([-math.sin(angle), math.cos(angle)])
    corners = [(u0, v0), (u1, v0), (u1, v1), (u0, v1)]
    return shapely.Polygon([(RADIUS - v) * radial + u * tangent for u, v in corners])


def walkway(angle, width, dock_id="D1"):
    geometry = square_to_shore(angle, -width / 2, width / 2, -4, 50)
    return DockPart("docks feature 1", dock_id, "main_walkway", "P0", 1, False, geometry)


def boathouse(geometry):
    return Structure("structures feature 1", "BH", "P0", "boathouse", 1, 12.0, 0.0, False, None, geometry)


def findings(lake, rule_id, **proposal):
    checked = check_facilities(lake, Proposal(**proposal), get_profile("south_bristol"))
    return [f for f in checked.findings if f.rule_id == rule_id]


def test_the_tie_line_would_make_an_8_ft_walkway_off_its_middle_11_ft_wide(lake):
    """The case is one the tie line gets wrong: 8 ft square to the shore is 11.2 ft along the tie line."""
    site = build_sites(lake)["P0"]
    (width, _), *_ = extents(geometry_array([walkway(OFF_MIDDLE, 8).geometry]), site.tie_axes[np.newaxis])
    assert width == pytest.approx(8 * math.cos(0.06) + 54 * math.sin(0.06), abs=0.01) and width > 11


@pytest.mark.parametrize("angle", [MIDDLE, OFF_MIDDLE])
@pytest.mark.parametrize("width, measured", [(8.0, None), (8.1, 8.1)])
def test_a_walkway_square_to_a_curved_shore_measures_its_true_width(lake, angle, width, measured):
    found = findings(lake, "T1_MAIN_WALKWAY_WIDTH", docks=(walkway(angle, width),))
    assert [f.measured for f in found] == ([] if measured is None else [measured])
    assert all("D9: " in f.to_confirm for f in found)


@pytest.mark.parametrize(
    "u0, u1, v1, measured",
    [(-9.5, 9.5, 35, []), (-9.75, 9.75, 35, [("wide", 19.5)]), (-9.5, 9.5, 35.5, [("long", 40.5)])],
)
def test_a_boathouse_square_to_a_curved_shore_measures_its_true_size(lake, u0, u1, v1, measured):
    house = boathouse(square_to_shore(OFF_MIDDLE, u0, u1, -5, v1))
    found = findings(lake, "T1_BOATHOUSE_SIZE_1_SLIP", structures=(house,))
    assert [(f.message.split(" ft ")[1].split(";")[0], f.measured) for f in found] == measured


@pytest.mark.parametrize("with_dock, measured", [(True, []), (False, [19.52, 40.25])])
def test_a_boathouse_attached_to_a_dock_is_measured_on_the_docks_axes(lake, with_dock, measured):
    """Built onto a walkway and square to it, its middle 13 ft from the walkway's: on the walkway's axes it is
    19 x 40 ft; on its own (the shore 0.75 degrees further round) 19.52 x 40.25 ft."""
    house = boathouse(square_to_shore(MIDDLE, 3.5, 22.5, -5, 35))
    docks = (walkway(MIDDLE, 8),) if with_dock else ()
    found = findings(lake, "T1_BOATHOUSE_SIZE_1_SLIP", structures=(house,), docks=docks)
    assert [f.measured for f in found] == pytest.approx(measured, abs=0.01)
