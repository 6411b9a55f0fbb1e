"""The depth extension in the check (§ 73-9C(1)(d), § 73-13H, E10): a dock past its 60-ft line is allowed where the
bottom where it crosses the line lies above 683.60 ft, out to the 683.60-ft contour and no further."""

import numpy as np
import pytest
import shapely
from dockline.rules import allocate
from dockline.rules.checks.checker import check_facilities
from dockline.rules.checks.proposal import DockPart, Proposal
from dockline.rules.lake.analysis import analyse_lake
from dockline.rules.law.profiles import get_profile
from dockline.rules.terrain.elevations import Terrain

WATER = shapely.box(-300, 0, 400, 2000)  # the lake north of y = 0
PARCELS = [(name, shapely.box(x, -300, x + 100, 0)) for name, x in (("W", -100), ("C", 0), ("E", 100))]


def lake_with_bottom(at_line, per_ft=0.01):
    """A bottom falling ``per_ft`` a foot northward, ``at_line`` ft at the 60-ft line."""
    bottom = Terrain(bottom=lambda p: at_line - per_ft * (p[:, 1] - 60.0))
    return analyse_lake(WATER, PARCELS, allocate_parcel=lambda pid, ft, **_: allocate(ft, 1), terrain=bottom)


def dock_reaching(length):
    walkway = shapely.box(47, -4, 53, length)
    return Proposal(docks=(DockPart("docks feature 1", "D1", "main_walkway", "C", 1, False, walkway),))


def findings(lake, length):
    return {f.rule_id: f for f in check_facilities(lake, dock_reaching(length), get_profile("south_bristol")).findings}


def test_the_dock_may_run_on_to_the_683_60_contour():
    lake = lake_with_bottom(684.00)  # the contour 40 ft past the line: 100 ft from the MHW
    assert lake.depth_extensions["C"].reach_ft == pytest.approx(40.0, abs=0.01)
    used = findings(lake, 95)
    assert "T1_DOCK_LINE" not in used
    finding = used["T1_DEPTH_EXTENSION"]
    assert finding.severity == "advisory" and finding.citation == "§ 73-9C(1)(d)"
    assert finding.measured == pytest.approx(684.00, abs=0.01) and finding.limit == pytest.approx(683.60)
    assert "E10" in finding.to_confirm


def test_a_dock_past_the_contour_breaks_the_line_with_the_bottom_named():
    exceeded = findings(lake_with_bottom(684.00), 110)
    finding = exceeded["T1_DOCK_LINE"]
    assert finding.severity == "violation" and "684.00 ft" in finding.message and "683.60" in finding.message
    assert shapely.bounds(finding.geometry)[1] == pytest.approx(100.0, abs=0.05)  # the part past the contour


@pytest.mark.parametrize(("at_line", "extended"), [(683.60, False), (683.61, True)])
def test_at_the_boundary_683_60_at_the_line(at_line, extended):
    lake = lake_with_bottom(at_line, per_ft=0.001)
    assert ("C" in lake.depth_extensions) is extended
    result = findings(lake, 65)
    assert ("T1_DOCK_LINE" in result) is not extended
    assert ("T1_DEPTH_EXTENSION" in result) is extended


def test_without_a_bottom_the_line_holds_and_says_why():
    lake = analyse_lake(WATER, PARCELS, allocate_parcel=lambda pid, ft: allocate(ft, 1))
    finding = findings(lake, 75)["T1_DOCK_LINE"]
    assert "No bathymetry was given" in finding.message
    assert np.isclose(finding.measured, 75)
