"""The compliance checks on a straight shore, where every number can be worked by hand: for each rule a layout
that passes and one that fails, with the rule id, citation, measured value and limit."""

import gc
import re
from dataclasses import replace

import numpy as np
import pytest
import shapely
from decided import DECIDED_RULES
from devenv import REPO
from dockline.rules import allocate, get_profile
from dockline.rules.checks.checker import FacilityChecker, check_facilities
from dockline.rules.checks.counts import SITE_PLAN_RULES
from dockline.rules.checks.findings import ADVISORY, EXEMPT, NONCONFORMING, PERMIT_REQUIRED, VARIED, VIOLATION
from dockline.rules.checks.measuring import split_inside, united, without_slivers
from dockline.rules.checks.moorings import MooringChecks, swing_circles
from dockline.rules.checks.placement import Placement, setback_drawings
from dockline.rules.checks.proposal import Boat, Certificate, Consolidation, DockPart, Mooring, Proposal, Structure
from dockline.rules.checks.reporting import VARIABLE_RULES
from dockline.rules.lake.analysis import analyse_lake
from dockline.rules.law.catalogue import DECISIONS, rule
from dockline.rules.law.vocabulary import Zone
from dockline.rules.outputs.rows import output_rows, rows_near
from dockline.rules.outputs.schema import OUTPUTS
from dockline.rules.tools.arrays import geometry_array
from dockline.rules.tools.progress import Cancelled, Progress
from dockline.rules.tools.threads import chunked

PROFILE = get_profile("south_bristol")
CITY = get_profile("city_of_canandaigua")  # § 73-20's City Pier boathouses are the City's (D22)
# name, frontage (ft), tier, land use, steep-slope parcel
LOTS = [
    ("W", 100, 1, "", False),
    ("C", 100, 1, "", False),
    ("B", 40, 1, "", False),
    ("A", 20, 1, "", False),
    ("F", 300, 1, "", False),
    ("O", 100, 1, "", False),
    ("S", 100, 1, "", True),
    ("S2", 300, 1, "", True),
    ("T2", 400, 2, "marina", False),
    ("T2s", 200, 2, "marina", False),
    ("T3", 200, 3, "hotel", False),
    ("T3s", 100, 3, "hotel", False),
    ("T3r", 200, 3, "residential", False),
    ("K1", 100, 1, "", False),
    ("K2", 100, 1, "", False),
    ("E", 100, 1, "", False),
    ("P1", 100, 1, "", True),
    ("P2", 100, 1, "", False),
    ("Q1", 100, 1, "", False),
    ("Q2", 160, 1, "", True),
    ("Q3", 100, 1, "", False),
    ("T3f", 200, 3, "former hotel", False),
]
EDGES = [0]
for _, width, *_ in LOTS:
    EDGES.append(EDGES[-1] + width)
CENTRE = {name: (EDGES[i] + EDGES[i + 1]) / 2 for i, (name, *_) in enumerate(LOTS)}
FACTS = {name: (tier, use, steep) for name, _, tier, use, steep in LOTS}
OUTLETS = [shapely.Point(CENTRE["O"], 0), shapely.Point(CENTRE["T2"] + 100, 0)]


@pytest.fixture(scope="module")
def lake():
    parcels = [(name, shapely.box(EDGES[i], -300, EDGES[i + 1], 0)) for i, (name, *_) in enumerate(LOTS)]
    return analyse_lake(
        shapely.box(-200, 0, EDGES[-1] + 200, 3000),
        parcels,
        outlets=OUTLETS,
        allocate_parcel=lambda pid, ft: allocate(ft, FACTS[pid][0], land_use=FACTS[pid][1], steep_slope=FACTS[pid][2]),
    )


def rect(pid, x0, x1, y0, y1):
    """A rectangle in the parcel's frame: x from the middle of its frontage, y from the MHW into the water."""
    return shapely.box(CENTRE[pid] + x0, y0, CENTRE[pid] + x1, y1)


BOW_TIE = shapely.Polygon([(CENTRE["C"] - 5, 0), (CENTRE["C"] + 5, 10), (CENTRE["C"] + 5, 0), (CENTRE["C"] - 5, 10)])


def boathouse(number: int, geometry) -> Structure:
    """Parcel C's boathouse S``number`` (structures feature ``number``), its figures within the law's."""
    return Structure(f"structures feature {number}", f"S{number}", "C", "boathouse", 1, 10, 14, False, None, geometry)


def dock(pid, *parts, dock_id="D1", slips=1, light=False):
    """A dock's parts, each (part, x0, x1, y0, y1); the main walkway starts 4 ft inland."""
    return tuple(
        DockPart(f"docks feature {k + 1}", dock_id, kind, pid, slips, light, rect(pid, *box))
        for k, (kind, *box) in enumerate(parts)
    )


def walkway(pid, x0=-3, x1=3, length=40, **options):
    return dock(pid, ("main_walkway", x0, x1, -4, length), **options)


def mooring(pid, x, y, radius=20, permit=False, mooring_id="M1"):
    return Mooring(
        f"moorings feature {mooring_id}",
        mooring_id,
        pid,
        radius * 0.6,
        radius * 0.4,
        permit,
        shapely.Point(CENTRE[pid] + x, y),
    )


def structure(pid, kind, box, slips=1, height=10.0, overhang=6.0, walkway_sqft=None, structure_id="S1", existing=False):
    return Structure(
        f"structures feature {structure_id}",
        structure_id,
        pid,
        kind,
        slips,
        height,
        overhang,
        existing,
        walkway_sqft,
        rect(pid, *box),
    )


def run(lake, **proposal):
    return check_facilities(lake, Proposal(**proposal), PROFILE, OUTLETS)


CASES = {  # rule id: (passing proposal, failing proposal, measured, limit)
    "T1_DOCK_LINE": ({"docks": walkway("C", length=60)}, {"docks": walkway("C", length=75)}, 75, 60),
    "T1_SETBACK": ({"docks": walkway("C", -40, -34)}, {"docks": walkway("C", -44, -38)}, 6, 10),
    "T1_SETBACK_CAT_A": ({"docks": walkway("A", -4, 1, 20)}, {"docks": walkway("A", -7, -3, 20)}, 3, 5),
    "T1_MAIN_WALKWAY_WIDTH": ({"docks": walkway("C", -4, 4)}, {"docks": walkway("C", -5, 5)}, 10, 8),
    "T1_MAIN_WALKWAY_SHARE": (
        {"docks": dock("C", ("main_walkway", -3, 3, -4, 25), ("appendage", -2, 2, 25, 50))},
        {"docks": dock("C", ("main_walkway", -3, 3, -4, 20), ("appendage", -2, 2, 20, 50))},
        40,
        50,
    ),
    "T1_APPENDAGE_AREA": (
        {"docks": dock("C", ("main_walkway", -3, 3, -4, 30), ("appendage", -10, 10, 30, 42.8))},
        {"docks": dock("C", ("main_walkway", -3, 3, -4, 30), ("appendage", -10, 10, 30, 43))},
        260,
        256,
    ),
    "T1_DOCK_AREA": (  # the walkway's 32 sq ft on land count (D21)
        {"docks": dock("C", ("main_walkway", -4, 4, -4, 45), ("appendage", -20, 20, 45, 53.2))},
        {"docks": dock("C", ("main_walkway", -4, 4, -4, 45), ("appendage", -20, 20, 45, 55))},
        792,
        720,
    ),
    "T1_STEEP_SLOPE_BONUS": (
        {
            "docks": dock("S", ("main_walkway", -4, 4, -4, 45), ("appendage", -25, 25, 45, 55)),
            "structures": (structure("S", "boat_accessory_structure", (30, 40, 0, 2.8)),),
        },
        {
            "docks": dock("S", ("main_walkway", -4, 4, -4, 45), ("appendage", -25, 25, 45, 55)),
            "structures": (structure("S", "boat_accessory_structure", (30, 40, 0, 6.8)),),
        },
        240,  # the dock's 892 sq ft (its walkway's 32 on land included, D21) less 720, and 68 sq ft of structure
        200,
    ),
    "T1_DOCK_SEPARATION": (
        {"docks": walkway("F", -40, -34, dock_id="D1") + walkway("F", -24, -18, dock_id="D2")},
        {"docks": walkway("F", -40, -34, dock_id="D1") + walkway("F", -28, -22, dock_id="D2")},
        6,
        10,
    ),
    "T1_TABLE_1": ({"docks": walkway("C", slips=3)}, {"docks": walkway("C", slips=4)}, 4, 3),
    "T1_NAV_LIGHT": ({"docks": walkway("C", length=100, light=True)}, {"docks": walkway("C", length=100)}, 100, 100),
    "T1_MOORINGS_AS_SLIPS": (
        {"docks": walkway("B", slips=1), "moorings": (mooring("B", 0, 60, 14),)},
        {"docks": walkway("B", slips=2), "moorings": (mooring("B", 0, 60, 14),)},
        3,
        2,
    ),
    "T1_MOORINGS_MAX": (
        {"moorings": (mooring("B", 0, 30, 14, mooring_id="M1"), mooring("B", 0, 70, 14, mooring_id="M2"))},
        {
            "moorings": (
                mooring("B", 0, 30, 14, mooring_id="M1"),
                mooring("B", 0, 60, 14, mooring_id="M2"),
                mooring("B", 0, 90, 14, mooring_id="M3"),
            )
        },
        3,
        2,
    ),
    "T1_CAT_A_NO_MOORINGS": ({"docks": walkway("A", -2, 2, 20)}, {"moorings": (mooring("A", 0, 40, 8),)}, 1, 0),
    "T1_MOORED_BOAT_INSIDE": (
        {"moorings": (mooring("C", 0, 80, 30),)},
        {"moorings": (mooring("C", 30, 80, 30),)},
        309.75,
        0,
    ),
    "T1_MOORING_PERMIT": (
        {"moorings": (mooring("C", 0, 150, permit=True),)},
        {"moorings": (mooring("C", 0, 150),)},
        150,
        100,
    ),
    "T1_MOORING_REACH": (
        {"moorings": (mooring("C", 0, 370, permit=True),)},
        {"moorings": (mooring("C", 0, 400, permit=True),)},
        400,
        375,
    ),
    "T1_MOORING_PLACEMENT": (
        {"moorings": (mooring("F", 0, 80, mooring_id="M1"), mooring("F", 50, 80, mooring_id="M2"))},
        {"moorings": (mooring("F", 0, 80, mooring_id="M1"), mooring("F", 30, 80, mooring_id="M2"))},
        181.33,
        0,
    ),
    "T1_DOCKED_BOAT_INSIDE": (
        {"docks": walkway("C"), "boats": (Boat("boats feature 1", "B1", "C", rect("C", 40, 48, 10, 30)),)},
        {"docks": walkway("C"), "boats": (Boat("boats feature 1", "B1", "C", rect("C", 45, 55, 10, 30)),)},
        100,
        0,
    ),
    "NON_DOCKING_STRUCTURE": (
        {"structures": (structure("C", "gazebo", (-5, 5, -20, -5)),)},
        {"structures": (structure("C", "gazebo", (-5, 5, -5, 5)),)},
        50,
        0,
    ),
    "T1_BOATHOUSE_SHORELINE": (
        {"structures": (structure("F", "boathouse", (-9, 9, -5, 35)),)},
        {"structures": (structure("C", "boathouse", (-9, 9, -5, 35)),)},
        100,
        200,
    ),
    "T1_BOATHOUSE_COUNT": (
        {"structures": (structure("F", "boathouse", (-9, 9, -5, 35)),)},
        {
            "structures": (
                structure("F", "boathouse", (-60, -42, -5, 35)),
                structure("F", "boathouse", (42, 60, -5, 35), structure_id="S2"),
            )
        },
        2,
        1,
    ),
    "T1_BOATHOUSE_SLIPS": (
        {"structures": (structure("F", "boathouse", (-17, 17, -5, 35), slips=2),)},
        {"structures": (structure("F", "boathouse", (-17, 17, -5, 35), slips=3),)},
        3,
        2,
    ),
    "T1_BOATHOUSE_SIZE_1_SLIP": (
        {"structures": (structure("F", "boathouse", (-9.5, 9.5, -5, 35)),)},
        {"structures": (structure("F", "boathouse", (-10, 10, -5, 35)),)},
        20,
        19,
    ),
    "T1_BOATHOUSE_SIZE_2_SLIP": (
        {"structures": (structure("F", "boathouse", (-17, 17, -5, 35), slips=2),)},
        {"structures": (structure("F", "boathouse", (-17, 18, -5, 35), slips=2),)},
        35,
        34,
    ),
    "T1_BOATHOUSE_OVERHANG": (
        {"structures": (structure("F", "boathouse", (-9, 9, -5, 35), overhang=12),)},
        {"structures": (structure("F", "boathouse", (-9, 9, -5, 35), overhang=18),)},
        18,
        12,
    ),
    "T1_BOATHOUSE_WALKWAY": (
        {
            "docks": walkway("F", -80, -74, 96, slips=1),
            "structures": (structure("F", "boathouse", (-9, 9, -5, 35), walkway_sqft=120),),
        },
        {
            "docks": walkway("F", -80, -74, 96, slips=1),
            "structures": (structure("F", "boathouse", (-9, 9, -5, 35), walkway_sqft=126),),
        },
        726,
        720,
    ),
    "T1_HOIST_STRUCTURES": (
        {
            "docks": walkway("C", slips=2),
            "structures": (
                structure("C", "boat_hoist_structure", (10, 20, 5, 25), slips=0),
                structure("C", "boat_hoist_structure", (24, 34, 5, 25), slips=0, structure_id="S2"),
            ),
        },
        {
            "docks": walkway("C", slips=1),
            "structures": (
                structure("C", "boat_hoist_structure", (10, 20, 5, 25), slips=0),
                structure("C", "boat_hoist_structure", (24, 34, 5, 25), slips=0, structure_id="S2"),
            ),
        },
        2,
        1,
    ),
    "T1_BOAT_STATION_COUNT": (
        {"structures": (structure("F", "boat_station", (-10, 10, 5, 30)),)},
        {
            "structures": (
                structure("F", "boat_station", (-40, -20, 5, 30)),
                structure("F", "boat_station", (20, 40, 5, 30), structure_id="S2"),
            )
        },
        2,
        1,
    ),
    "T1_BOAT_STATION_SLIPS": (
        {"structures": (structure("C", "boat_station", (-10, 10, 5, 30), slips=2),)},
        {"structures": (structure("C", "boat_station", (-10, 10, 5, 30), slips=3),)},
        3,
        2,
    ),
    "T1_BAS_STEEP_SLOPE": (
        {"structures": (structure("S", "boat_accessory_structure", (-5, 5, 0, 10)),)},
        {"structures": (structure("C", "boat_accessory_structure", (-5, 5, 0, 10)),)},
        None,
        None,
    ),
    "T1_BAS_AREA": (
        {"structures": (structure("S", "boat_accessory_structure", (-5, 7, 0, 10), overhang=12),)},
        {"structures": (structure("S", "boat_accessory_structure", (-5, 7, 0, 10), overhang=18),)},
        143,
        120,
    ),
    "T1_BAS_HEIGHT": (
        {"structures": (structure("S", "boat_accessory_structure", (-5, 5, 0, 10), height=15),)},
        {"structures": (structure("S", "boat_accessory_structure", (-5, 5, 0, 10), height=16),)},
        16,
        15,
    ),
    "T1_BAS_REACH": (
        {"structures": (structure("S", "boat_accessory_structure", (-3, 3, 0, 20), overhang=0),)},
        {"structures": (structure("S", "boat_accessory_structure", (-3, 3, 5, 25), overhang=0),)},
        25,
        20,
    ),
    "T1_BAS_EXCLUSIONS": (
        {
            "structures": (structure("S", "boat_accessory_structure", (-5, 5, 0, 10)),),
            "buildings": (rect("S", -20, 20, -120, -80),),
        },
        {
            "structures": (structure("S", "boat_accessory_structure", (-5, 5, 0, 10)),),
            "buildings": (rect("S", -20, 20, -80, -40),),
        },
        40,
        60,
    ),
    "T1_CONSOLIDATED_ONE_PARCEL": (
        {
            "docks": dock("F", ("main_walkway", -4, 4, -4, 50), ("platform", -30, 30, 50, 58)),
            "consolidations": (Consolidation("D1", ("F",), True),),
        },
        {
            "docks": dock("F", ("main_walkway", -4, 4, -4, 50), ("platform", -40, 40, 50, 60)),
            "consolidations": (Consolidation("D1", ("F",), True),),
        },
        1232,
        1080,
    ),
    "T1_CONSOLIDATED_TWO_PARCELS": (
        {
            "docks": dock("K1", ("main_walkway", 46, 54, -4, 50), ("platform", 20, 80, 50, 58)),
            "consolidations": (Consolidation("D1", ("K1", "K2"), True),),
        },
        {
            "docks": dock("K1", ("main_walkway", 46, 54, -4, 50), ("platform", 10, 90, 50, 60)),
            "consolidations": (Consolidation("D1", ("K1", "K2"), True),),
        },
        1232,
        1080,
    ),
    "T1_CONSOLIDATED_SLIPS": (
        {
            "docks": dock("K1", ("main_walkway", 46, 54, -4, 50), slips=6),
            "consolidations": (Consolidation("D1", ("K1", "K2"), True),),
        },
        {
            "docks": dock("K1", ("main_walkway", 46, 54, -4, 50), slips=7),
            "consolidations": (Consolidation("D1", ("K1", "K2"), True),),
        },
        7,
        6,
    ),
    "T1_CONSOLIDATED_THREE_PARCELS": (
        {
            "docks": dock("K2", ("main_walkway", -4, 4, -4, 50), ("platform", -42.4, 42.4, 50, 60)),
            "consolidations": (Consolidation("D1", ("K1", "K2", "E"), True),),
        },
        {
            "docks": dock("K2", ("main_walkway", -4, 4, -4, 50), ("platform", -46, 46, 50, 60)),
            "consolidations": (Consolidation("D1", ("K1", "K2", "E"), True),),
        },
        1352,
        1280,
    ),
    "T1_EXISTING_CAPACITY": (
        {
            "docks": walkway("F", -80, -74, slips=5),
            "structures": (structure("F", "boathouse", (-17, 17, -5, 35), slips=2, existing=True),),
        },
        {
            "docks": walkway("F", -80, -74, slips=6),
            "structures": (structure("F", "boathouse", (-17, 17, -5, 35), slips=2, existing=True),),
        },
        8,
        7,
    ),
    "T2_DOCK_LINE": (
        {"docks": walkway("T2", length=200, light=True)},
        {"docks": walkway("T2", length=230, light=True)},
        230,
        200,
    ),
    "T2_SETBACK": ({"docks": walkway("T2", 150, 155)}, {"docks": walkway("T2", 160, 165)}, 35, 45),
    "T2_OUTLET_SETBACK": ({"docks": walkway("T2", 85, 89)}, {"docks": walkway("T2", 88, 92)}, 8, 10),
    "T2_NAV_LIGHT": ({"docks": walkway("T2", length=120, light=True)}, {"docks": walkway("T2", length=120)}, 120, 100),
    "T2_MOORING_ZONE": (
        {"moorings": (mooring("T2", 0, 370, permit=True),)},
        {"moorings": (mooring("T2", 0, 380, permit=True),)},
        380,
        375,
    ),
    "T2_MOORING_PERMIT": (
        {"moorings": (mooring("T2", 0, 150, permit=True),)},
        {"moorings": (mooring("T2", 0, 150),)},
        150,
        100,
    ),
    "T2_MOORED_BOAT_INSIDE": (
        {"moorings": (mooring("T2", 0, 80),)},
        {"moorings": (mooring("T2", 190, 80),)},
        245.67,
        0,
    ),
    "T2_MOORING_PLACEMENT": (
        {"moorings": (mooring("T2", 0, 80, mooring_id="M1"), mooring("T2", 50, 80, mooring_id="M2"))},
        {"moorings": (mooring("T2", 0, 80, mooring_id="M1"), mooring("T2", 30, 80, mooring_id="M2"))},
        181.33,
        0,
    ),
    "T2_TABLE_3": ({"docks": walkway("T2", slips=60)}, {"docks": walkway("T2", slips=61)}, 61, 60),  # at docks
    "T2_BAS_NOT_LISTED": (
        {"structures": (structure("T2", "boat_hoist", (-10, 10, 5, 25)),)},
        {"structures": (structure("T2", "boat_accessory_structure", (-5, 5, 0, 10)),)},
        None,
        None,
    ),
    "T1_CONSOLIDATION_PARCELS": (
        {
            "docks": dock("K2", ("main_walkway", -4, 4, -4, 50), slips=3),
            "consolidations": (Consolidation("D1", ("K1", "K2", "E"), True),),
        },
        {
            "docks": dock("K2", ("main_walkway", -4, 4, -4, 50), slips=3),
            "consolidations": (Consolidation("D1", ("T3r", "K1", "K2", "E"), True),),
        },
        4,
        3,
    ),
    "T1_CONSOLIDATION_CONTIGUOUS": (
        {
            "docks": dock("K1", ("main_walkway", 46, 54, -4, 50), slips=2),
            "consolidations": (Consolidation("D1", ("K1", "K2"), True),),
        },
        {
            "docks": dock("K1", ("main_walkway", 46, 54, -4, 50), slips=2),
            "consolidations": (Consolidation("D1", ("K1", "E"), True),),
        },
        None,
        None,
    ),
    "T2_PROHIBITED_STRUCTURES": (
        {"structures": (structure("T2", "boat_hoist", (-10, 10, 5, 25)),)},
        {"structures": (structure("T2", "boathouse", (-10, 10, 5, 25)),)},
        1,
        0,
    ),
    "T2_MIN_SHORELINE": ({"docks": walkway("T2")}, {"docks": walkway("T2s")}, 200, 250),
    "T3_TABLE_4": ({"docks": walkway("T3", slips=18)}, {"docks": walkway("T3", slips=19)}, 19, 18),
    "T3_NO_MOORINGS": ({"docks": walkway("T3")}, {"moorings": (mooring("T3", 0, 80),)}, 1, 0),
    "T3_SETBACK": ({"docks": walkway("T3", 50, 55)}, {"docks": walkway("T3", 60, 65)}, 35, 45),
    "T2_T3_DOCK_ZONE": (
        {"docks": walkway("T3", length=200, light=True)},
        {"docks": walkway("T3", length=210, light=True)},
        210,
        200,
    ),
    "T3_NAV_LIGHT": ({"docks": walkway("T3", length=100, light=True)}, {"docks": walkway("T3", length=100)}, 100, 100),
    "T3_DOCKING_ONLY": (
        {"structures": (structure("T3", "boat_hoist", (-10, 10, 5, 25)),)},
        {"structures": (structure("T3", "boat_station", (-10, 10, 5, 25)),)},
        1,
        0,
    ),
    "T3_MIN_SHORELINE": ({"docks": walkway("T3")}, {"docks": walkway("T3s")}, 100, 150),
    "T3_USE": ({"docks": walkway("T3")}, {"docks": walkway("T3r")}, None, None),
    "T2_SITE_PLAN": ({"docks": walkway("C")}, {"docks": walkway("T2")}, None, None),  # D24: every Tier 2 proposal
    "T3_SITE_PLAN": ({"docks": walkway("C")}, {"docks": walkway("T3")}, None, None),
}
ADVISORY_RULES = {"T1_MOORING_REACH", "T3_DOCKING_ONLY", "T2_BAS_NOT_LISTED"}  # unverified readings
PERMIT_RULES = {"T1_MOORING_PERMIT", "T2_MOORING_PERMIT", "T2_SITE_PLAN", "T3_SITE_PLAN"}


@pytest.mark.parametrize("pid, by_d30", [("T3r", False), ("T3f", True)])
def test_a_tier_3_parcel_that_is_no_hotel_names_d30_where_it_read_the_land_use(lake, pid, by_d30):
    """A "residential" land use is none in the law's own words; a "former hotel" is none by D30's reading."""
    (found,) = [f for f in run(lake, docks=walkway(pid)).findings if f.rule_id == "T3_USE"]
    assert ("D30: " in found.to_confirm) is by_d30 and "D13: " in found.to_confirm


@pytest.mark.parametrize("rule_id", sorted(CASES))
def test_each_rule_passes_and_fails(lake, rule_id):
    passing, failing, measured, limit = CASES[rule_id]
    assert not [f for f in run(lake, **passing).findings if f.rule_id == rule_id]
    found = [f for f in run(lake, **failing).findings if f.rule_id == rule_id]
    assert len(found) == 1, [f.message for f in found]
    finding = found[0]
    assert finding.citation == PROFILE.cite(rule_id) and re.fullmatch(r"§ 73-\d+.*", finding.citation)
    if measured is None:
        assert finding.measured is None
    else:
        assert finding.measured == pytest.approx(measured, rel=2e-3, abs=0.01)
        assert finding.limit == pytest.approx(limit)
    expected = ADVISORY if rule_id in ADVISORY_RULES else PERMIT_REQUIRED if rule_id in PERMIT_RULES else VIOLATION
    assert finding.severity == expected
    assert finding.geometry is not None and finding.geometry.area > 0 and finding.message.endswith(".")


def test_the_cases_are_the_rules_the_sample_must_breach():
    assert set(CASES) == DECIDED_RULES


CHECKS_SOURCE = "".join(path.read_text() for path in sorted((REPO / "rules" / "checks").glob("*.py")))


def test_every_rule_the_checker_can_report_has_a_case():
    reported = set(re.findall(r'"((?:T[123]|NON)_[A-Z0-9_]+)"', CHECKS_SOURCE))
    reported -= {
        "T1_DEPTH_EXTENSION",
        "T2_DEPTH_EXTENSION",  # only with a bottom given: test_depth_extension_check.py
        "T1_BAS_OVERHANG",  # a value inside the T1_BAS_AREA measurement
        "T3_USE_READING",  # D30's reading, in a T3_USE finding's to_confirm
    }
    reported -= VARIABLE_RULES - set(CASES)  # listed as variable; not all of them are checked
    assert reported <= set(CASES), sorted(reported - set(CASES))


def test_a_complying_layout_has_no_findings(lake):
    result = run(
        lake,
        docks=dock("C", ("main_walkway", -3, 3, -4, 40), ("appendage", -10, 10, 40, 48), slips=2),
        moorings=(mooring("C", 0, 85, 25),),
        structures=(structure("F", "boathouse", (-9, 9, -5, 35)),),
    )
    assert result.findings == []
    summary = result.summaries["C"]
    assert (
        summary.status,
        summary.allowed_slips,
        summary.proposed_slips,
        summary.proposed_docks,
        summary.proposed_moorings,
    ) == ("complies", 3, 3, 1, 1)
    assert (result.summaries["F"].proposed_boathouses, summary.proposed_boathouses) == (1, 0)  # a row each
    assert result.summaries["W"].status == "no proposal"


def test_variance_and_certificate_change_the_severity_not_the_finding(lake):
    layout = {
        "docks": walkway("C", -44, -38, dock_id="D9"),
        "structures": (structure("F", "boathouse", (-10, 10, -5, 35), structure_id="BH"),),
    }
    plain = {f.rule_id: f.severity for f in run(lake, **layout).findings}
    assert plain == {"T1_SETBACK": VIOLATION, "T1_BOATHOUSE_SIZE_1_SLIP": VIOLATION}
    granted = run(
        lake,
        **layout,
        variances=frozenset({("C", "T1_SETBACK"), ("F", "T1_BOATHOUSE_SIZE_1_SLIP")}),
        certificates=(),
    ).findings
    by_rule = {f.rule_id: f for f in granted}
    assert by_rule["T1_SETBACK"].severity == VARIED and "§ 73-22D" in by_rule["T1_SETBACK"].message
    assert by_rule["T1_BOATHOUSE_SIZE_1_SLIP"].severity == VIOLATION  # § 73-22D: not a rule a variance can touch
    assert "allows" not in by_rule["T1_SETBACK"].message and "vary only" in by_rule["T1_BOATHOUSE_SIZE_1_SLIP"].message
    certified = run(lake, **layout, certificates=(Certificate("certificates feature 1", "BH"),)).findings
    assert {f.rule_id: f.severity for f in certified} == {
        "T1_SETBACK": VIOLATION,
        "T1_BOATHOUSE_SIZE_1_SLIP": NONCONFORMING,
    }
    summary = run(lake, **layout, variances=frozenset({("C", "T1_SETBACK")})).summaries["C"]
    assert summary.status == "complies" and summary.counts[VARIED] == 1


def test_a_recorded_exemption_keeps_the_finding_as_exempt_with_its_section(lake):
    """§ 73-20 (the City Pier boathouses, in the City) and the like: the finding stays, severity exempt, the section
    named."""
    layout = {"structures": (structure("F", "boathouse", (-10, 10, -5, 35), structure_id="BH"),)}
    plain = check_facilities(lake, Proposal(**layout), CITY, OUTLETS).findings
    assert [(f.rule_id, f.severity) for f in plain] == [("T1_BOATHOUSE_SIZE_1_SLIP", VIOLATION)]
    for exemption, profile, section in (
        (("BH", "", ""), CITY, CITY.cite("CITY_PIER_BOATHOUSES")),
        (("F", "T1_BOATHOUSE_SIZE_1_SLIP", "21E"), PROFILE, "§ 73-21E"),
    ):
        (finding,) = check_facilities(lake, Proposal(**layout, exemptions=frozenset({exemption})), profile).findings
        assert finding.severity == EXEMPT and f"exempt from this rule ({section})" in finding.message
    other_rule = Proposal(**layout, exemptions=frozenset({("BH", "T1_BOATHOUSE_SLIPS", "20")}))
    assert [f.severity for f in check_facilities(lake, other_rule, CITY).findings] == [VIOLATION]
    exempt = Proposal(**layout, exemptions=frozenset({("BH", "", "")}))
    summary = check_facilities(lake, exempt, CITY).summaries["F"]
    assert summary.status == "complies" and summary.counts[EXEMPT] == 1


@pytest.mark.parametrize("record", [("BH", "", ""), ("F", "", "20"), ("BH", "T1_BOATHOUSE_SIZE_1_SLIP", "")])
def test_a_city_pier_exemption_outside_the_city_is_refused(lake, record):
    """§ 73-20 (D22): the exemption is the City of Canandaigua's; recorded in South Bristol it changes no severity
    and is an INPUT finding naming the record. The same record in the City applies."""
    layout = {"structures": (structure("F", "boathouse", (-10, 10, -5, 35), structure_id="BH"),)}
    findings = run(lake, **layout, exemptions=frozenset({record})).findings
    assert [(f.rule_id, f.severity) for f in findings if f.rule_id != "INPUT"] == [
        ("T1_BOATHOUSE_SIZE_1_SLIP", VIOLATION)
    ]
    (refused,) = [f for f in findings if f.rule_id == "INPUT"]
    assert (refused.parcel_id, refused.facility_id) == ("F", None if record[0] == "F" else "BH")
    said = f"records {record[0]} as exempt under § 73-20, but parcel F is in the Town of South Bristol"
    assert said in refused.message and "Dockline decision D22" in refused.message
    assert refused.to_confirm == f"D22: {DECISIONS['D22']}"
    city = check_facilities(lake, Proposal(**layout, exemptions=frozenset({record})), CITY).findings
    assert [(f.rule_id, f.severity) for f in city] == [("T1_BOATHOUSE_SIZE_1_SLIP", EXEMPT)]


def test_consolidation_without_its_waiver_keeps_the_shared_line(lake):
    layout = {"docks": dock("K1", ("main_walkway", 46, 54, -4, 50), slips=2)}
    with_waiver = run(lake, **layout, consolidations=(Consolidation("D1", ("K1", "K2"), True),)).findings
    without = run(lake, **layout, consolidations=(Consolidation("D1", ("K1", "K2"), False),)).findings
    assert with_waiver == []
    assert [(f.rule_id, f.measured) for f in without] == [("T1_SETBACK", 0.0)]
    assert "crosses" in without[0].message


def test_dock_line_finding_says_the_depth_extension_was_not_considered(lake):
    (finding,) = run(lake, docks=walkway("C", length=75)).findings
    assert "§ 73-9C(1)(d)" in finding.message and "bathymetry" in finding.message
    assert finding.geometry.area == pytest.approx(6 * 15)  # the part beyond the 60-ft line


def test_the_profile_numbers_the_citations(lake):
    town = get_profile("town_of_canandaigua")
    result = check_facilities(lake, Proposal(docks=walkway("C", length=75)), town, OUTLETS)
    assert result.findings[0].citation == town.cite("T1_DOCK_LINE") != PROFILE.cite("T1_DOCK_LINE")


@pytest.mark.parametrize(
    "proposal, expected",
    [
        (
            {"docks": (DockPart("docks feature 4", None, "main_walkway", "C", 1, False, rect("C", -3, 3, -4, 30)),)},
            "docks feature 4 has no dock id",
        ),
        (
            {
                "docks": (
                    DockPart("docks feature 1", "D1", "main_walkway", "C", 1, False, rect("C", -3, 3, -4, 30)),
                    DockPart("docks feature 2", "D1", "appendage", "W", 1, False, rect("C", -9, 9, 30, 38)),
                )
            },
            "Dock D1 names several parcels (C, W)",
        ),
        (
            {"docks": (DockPart("docks feature 1", "D1", "walkway", "C", -2, False, rect("C", -3, 3, -4, 30)),)},
            "slips is negative (-2)",
        ),
        (
            {"docks": (DockPart("docks feature 1", "D1", "walkway", "C", 1, False, rect("C", -3, 3, -4, 30)),)},
            "docks feature 1 is of part 'walkway'",
        ),
        (
            {"docks": (DockPart("docks feature 1", "D1", "main_walkway", "Z9", 1, False, rect("C", -3, 3, -4, 30)),)},
            "names parcel Z9, which is not in the parcels layer",
        ),
        (
            {"moorings": (Mooring("moorings feature 1", "M7", "C", 20, 10, False, shapely.Point(CENTRE["C"], -50)),)},
            "Mooring M7 is on land",
        ),
        (
            {"moorings": (Mooring("moorings feature 1", "M7", "C", None, 10, False, shapely.Point(CENTRE["C"], 60)),)},
            "a swing radius of 40 ft was assumed",
        ),
        (
            {
                "docks": (
                    DockPart(
                        "docks feature 1",
                        "D1",
                        "main_walkway",
                        "C",
                        1,
                        False,
                        shapely.Polygon(
                            [(CENTRE["C"] - 3, -4), (CENTRE["C"] + 3, 40), (CENTRE["C"] + 3, -4), (CENTRE["C"] - 3, 40)]
                        ),
                    ),
                )
            },
            "docks feature 1 (dock D1) is not a valid polygon (Self-intersection",
        ),
        (
            {
                "structures": (
                    Structure("structures feature 3", "S3", "C", None, 0, 10, 0, False, None, rect("C", -5, 5, 0, 10)),
                )
            },
            "Structure S3 has no type",
        ),
        (
            {
                "structures": (
                    Structure(
                        "structures feature 3", "S3", "C", "boathouse", 1, 10, -6, False, None, rect("F", -5, 5, 0, 10)
                    ),
                )
            },
            "the roof overhang is negative (-6)",
        ),
        ({"structures": (boathouse(4, BOW_TIE),)}, "Boathouse S4 is not a valid polygon (Self-intersection"),
        (  # a part invalid: drawn on the map as repaired
            {"structures": (boathouse(5, shapely.MultiPolygon([BOW_TIE, rect("C", -5, 5, 20, 30)])),)},
            "Boathouse S5 is not a valid polygon (Self-intersection",
        ),
    ],
)
def test_bad_input_is_a_specific_finding(lake, proposal, expected):
    findings = run(lake, **proposal).findings
    doubts = [f for f in findings if f.rule_id == "INPUT"]
    assert any(expected in f.message for f in doubts), [f.message for f in findings]
    assert all(f.severity == ADVISORY and f.citation == "" for f in doubts)


def test_work_shared_out_among_threads_comes_back_whole_and_in_order():
    points = shapely.points(np.column_stack([np.arange(1000.0), np.zeros(1000)]))
    radii = np.linspace(1, 5, 1000)
    shared = chunked(lambda at, radius: shapely.buffer(at, radius), points, radii, least=400)
    assert shapely.equals_exact(shared, shapely.buffer(points, radii), 0).all() and len(shared) == 1000
    few = chunked(lambda at, radius: shapely.buffer(at, radius), points[:300], radii[:300], least=100)
    assert shapely.equals_exact(few, shared[:300], 0).all() and len(few) == 300


def test_groups_united_in_threads_come_back_each_its_own_union_in_order():
    boxes = shapely.box(np.arange(600.0), 0, np.arange(600.0) + 1.5, 1)
    groups = [list(boxes[k : k + k % 4]) for k in range(600)]  # 0 to 3 overlapping boxes each, empty ones too
    found = united(groups)
    assert len(found) == 600
    assert all(shapely.equals_exact(got, shapely.union_all(group), 0) for got, group in zip(found, groups))


def test_the_check_leaves_the_garbage_collector_as_it_found_it(lake):
    """It pauses the cyclic collector while it runs (collector_paused), even when it is cancelled."""
    before = gc.get_threshold()
    run(lake, docks=walkway("C", length=75))
    assert gc.isenabled() and gc.get_threshold() == before
    gc.disable()
    try:
        run(lake, docks=walkway("C", length=75))
        assert not gc.isenabled()
    finally:
        gc.enable()
    with pytest.raises(Cancelled):
        FacilityChecker(lake, PROFILE).check(Proposal(docks=walkway("C")), progress=Progress(lambda: True))
    assert gc.isenabled() and gc.get_threshold() == before


def test_a_facility_without_parcel_id_is_placed_by_location(lake):
    parts = (DockPart("docks feature 1", "D1", "main_walkway", None, 1, False, rect("T3", -3, 3, -4, 30)),)
    result = run(lake, docks=parts)
    assert [f.rule_id for f in result.findings] == ["T3_SITE_PLAN"] and result.summaries["T3"].proposed_docks == 1


SITE_PLAN = set(SITE_PLAN_RULES.values())  # the step every Tier 2 and 3 proposal takes (D24)


def rules_of(lake, outlets=OUTLETS, **proposal):
    """(rule, measured, limit) of each finding, but the site plan every Tier 2 and 3 proposal needs."""
    return [
        (f.rule_id, f.measured, f.limit)
        for f in check_facilities(lake, Proposal(**proposal), PROFILE, outlets).findings
        if f.rule_id not in SITE_PLAN
    ]


def test_table_3_caps_the_total_beside_the_slips_at_docks_and_the_moorings(lake):
    """D6 revised: 60 slips at docks and 16 moorings on 400 ft are within both caps and 1 past the total of 75."""
    rows = [mooring("T2", -140 + 40 * k, y, permit=True, mooring_id=f"M{k}{y}") for k in range(8) for y in (60, 110)]
    assert rules_of(lake, docks=walkway("T2", slips=60), moorings=tuple(rows)) == [("T2_TABLE_3", 76, 75)]
    assert rules_of(lake, docks=walkway("T2", slips=59), moorings=tuple(rows)) == []
    assert rules_of(
        lake,
        docks=walkway("T2", slips=50),
        moorings=tuple(rows)
        + (
            mooring("T2", 0, 170, permit=True, mooring_id="X1"),
            mooring("T2", 40, 170, permit=True, mooring_id="X2"),
            mooring("T2", 80, 170, permit=True, mooring_id="X3"),
        ),
    ) == [("T2_TABLE_3", 19, 18)]


@pytest.mark.parametrize("x, expected", [(150, []), (160, [("T2_SETBACK", 40, 45)])])
def test_a_tier_2_buoy_keeps_the_facility_area_line_setback(lake, x, expected):
    """§ 73-14A binds the whole facility, buoys included (D11 revised): 40 ft from the line breaches 45 ft even
    with the swing circle (10 ft) inside."""
    assert rules_of(lake, moorings=(mooring("T2", x, 80, 10),)) == expected


@pytest.mark.parametrize("y, expected", [(10, []), (8, [("T2_OUTLET_SETBACK", 8, 10)])])
def test_a_tier_2_buoy_keeps_the_outlet_setback(lake, y, expected):
    assert rules_of(lake, moorings=(mooring("T2", 100, y, 5),)) == expected


def test_a_tier_1_buoy_keeps_no_setback_and_says_so(lake):
    """D11: a Tier 1 buoy 4 ft from the line, its circle inside, is no finding."""
    assert rules_of(lake, moorings=(mooring("C", 44, 80, 4),)) == []
    assert "D11" in rule("T1_MOORED_BOAT_INSIDE").basis


@pytest.mark.parametrize("x0, expected", [(13, []), (8, [("T1_SETBACK", 5, 10)])])
def test_tier_1_outlet_setback(lake, x0, expected):
    assert rules_of(lake, docks=walkway("O", x0 - 3, x0 + 3)) == expected


@pytest.mark.parametrize("x0, expected", [(10, []), (8, [("T3_OUTLET_SETBACK", 8, 10)])])
def test_tier_3_outlet_setback(lake, x0, expected):
    outlet = [shapely.Point(CENTRE["T3"], 0)]
    assert rules_of(lake, outlets=outlet, docks=walkway("T3", x0, x0 + 4, slips=2)) == expected


@pytest.mark.parametrize("length, expected", [(40, []), (41, [("T1_BOATHOUSE_SIZE_1_SLIP", 41, 40)])])
def test_boathouse_length(lake, length, expected):
    assert rules_of(lake, structures=(structure("F", "boathouse", (-9, 9, -5, length - 5)),)) == expected


def test_boathouse_with_a_boat_accessory_structure(lake):
    bas = structure("S2", "boat_accessory_structure", (-5, 5, 0, 10), structure_id="S2")
    boathouse = structure("S2", "boathouse", (60, 78, -5, 35))
    assert rules_of(lake, structures=(bas,)) == []
    assert ("T1_BAS_EXCLUSIONS", 1, 0) in rules_of(lake, structures=(bas, boathouse))


def test_two_boat_accessory_structures(lake):
    first = structure("S2", "boat_accessory_structure", (-50, -40, 0, 6))
    second = structure("S2", "boat_accessory_structure", (40, 50, 0, 6), structure_id="S2")
    assert rules_of(lake, structures=(first,)) == []
    assert rules_of(lake, structures=(first, second)) == [("T1_BAS_STEEP_SLOPE", 2, 1)]


def test_too_many_docks(lake):
    assert rules_of(lake, docks=walkway("C", -30, -24, dock_id="D1", slips=1)) == []
    two = walkway("C", -30, -24, dock_id="D1", slips=1) + walkway("C", 24, 30, dock_id="D2", slips=1)
    assert rules_of(lake, docks=two) == [("T1_TABLE_1", 2, 1)]


@pytest.mark.parametrize("inland, expected", [(0, []), (1, [("T1_BAS_AREA", 132, 120)])])
def test_the_land_side_part_of_a_boat_accessory_structure_counts(lake, inland, expected):
    """§ 73-8B(4)(c)[1]: the enclosed area is the whole structure's, not only its waterside part."""
    bas = structure("S", "boat_accessory_structure", (-6, 6, -inland, 10), overhang=0)
    assert rules_of(lake, structures=(bas,)) == expected


def test_a_partner_keeping_its_own_dock_beside_the_shared_one(lake):
    """§ 73-10: K2 gives its one dock (Category C) to the shared dock on K1; a 3-slip dock of its own breaks
    § 73-8A, and the group's 9 slips are 3 past the 6 both parcels are allowed."""
    shared = dock("K1", ("main_walkway", 46, 54, -4, 50), slips=6)
    together = (Consolidation("D1", ("K1", "K2"), True),)
    assert rules_of(lake, docks=shared, consolidations=together) == []
    own = walkway("K2", 10, 16, dock_id="D2", slips=3)
    found = rules_of(lake, docks=shared + own, consolidations=together)
    assert sorted(found) == [("T1_CONSOLIDATED_SLIPS", 9, 6), ("T1_TABLE_1", 2, 1)]


def test_four_parcels_in_a_consolidation_is_a_finding_not_a_crash(lake):
    layout = dock("K2", ("main_walkway", -4, 4, -4, 50), ("platform", -46, 46, 50, 60), slips=3)
    found = rules_of(lake, docks=layout, consolidations=(Consolidation("D1", ("T3r", "K1", "K2", "E"), True),))
    assert ("T1_CONSOLIDATION_PARCELS", 4, 3) in found and ("T1_CONSOLIDATED_THREE_PARCELS", 1352, 1280) in found


def test_a_variance_for_a_tier_2_mooring_across_a_line_is_one_the_zba_can_grant(lake):
    """§ 73-22D allows facility-area-line variances in every tier."""
    finding = next(
        f
        for f in run(
            lake, moorings=(mooring("T2", 190, 80),), variances=frozenset({("T2", "T2_MOORED_BOAT_INSIDE")})
        ).findings
        if f.rule_id == "T2_MOORED_BOAT_INSIDE"
    )
    assert finding.severity == VARIED


@pytest.mark.parametrize("gap, found", [(60.0, True), (60.01, False)])
def test_a_building_within_60_ft_inclusive_excludes_a_boat_accessory_structure(lake, gap, found):
    """§ 73-8B(4)(a): 'within 60 feet' holds a building exactly 60.0 ft from the MHW."""
    layout = {
        "structures": (structure("S", "boat_accessory_structure", (-5, 5, 0, 10)),),
        "buildings": (rect("S", -20, 20, -gap - 30, -gap),),
    }
    assert (("T1_BAS_EXCLUSIONS", gap, 60) in rules_of(lake, **layout)) is found


@pytest.mark.parametrize("hoist_end, share", [(None, None), (56, 44.64)])
def test_the_walkway_share_counts_attached_structures(lake, hoist_end, share):
    """§ 73-9C(1)(b): the whole dock 'with its structures': a hoist at the end lengthens the dock."""
    parts = dock("C", ("main_walkway", -3, 3, -4, 25), ("appendage", -2, 2, 25, 50))
    hoist = () if hoist_end is None else (structure("C", "boat_hoist", (-5, 5, 50, hoist_end), slips=0),)
    found = [m for rule_id, m, _ in rules_of(lake, docks=parts, structures=hoist) if rule_id == "T1_MAIN_WALKWAY_SHARE"]
    assert found == ([] if share is None else [pytest.approx(share, abs=0.01)])


def test_a_parcel_whose_only_proposal_is_a_complying_structure_complies(lake):
    result = run(lake, structures=(structure("C", "boat_hoist", (-5, 5, 5, 20), slips=0),))
    assert result.findings == [] and result.summaries["C"].status == "complies"


@pytest.mark.parametrize(
    "proposal, rule_id, basis, decisions",
    [
        ({"docks": walkway("C", length=75)}, "T1_DOCK_LINE", "law", []),
        ({"moorings": (mooring("C", 30, 80, 30),)}, "T1_MOORED_BOAT_INSIDE", "decision", ["D11"]),
        (CASES["T1_DOCKED_BOAT_INSIDE"][1], "T1_DOCKED_BOAT_INSIDE", "decision", ["D11"]),
        ({"docks": walkway("C", -5, 5)}, "T1_MAIN_WALKWAY_WIDTH", "decision", ["D9"]),
        (CASES["T1_MOORING_PLACEMENT"][1], "T1_MOORING_PLACEMENT", "decision", ["D11", "contact"]),
        ({"docks": walkway("T2s")}, "T2_MIN_SHORELINE", "decision", ["D13"]),
        ({"docks": walkway("W", -44, -38)}, "T1_SETBACK", "decision", ["D7"]),  # W's outer line is a fallback
        ({"docks": walkway("C", -44, -38)}, "T1_SETBACK", "law", []),
        (CASES["T3_DOCKING_ONLY"][1], "T3_DOCKING_ONLY", "unverified", []),
    ],
)
def test_each_finding_says_which_decisions_it_rests_on(lake, proposal, rule_id, basis, decisions):
    (finding,) = [f for f in run(lake, **proposal).findings if f.rule_id == rule_id]
    assert finding.basis == basis
    named = [line.split(":")[0] for line in finding.to_confirm.split("\n") if line and not line.startswith(rule_id)]
    assert named == decisions
    for decision in decisions:
        assert f"{decision}: {DECISIONS[decision]}" in finding.to_confirm
    if basis == "unverified":
        assert finding.to_confirm.startswith(f"{rule_id}: an unverified reading")


def test_assumed_subsection_letters_are_to_confirm(lake):
    town = get_profile("town_of_canandaigua")
    findings = check_facilities(lake, Proposal(docks=walkway("T2", 160, 165)), town, OUTLETS).findings
    (finding,) = [f for f in findings if f.rule_id not in SITE_PLAN]
    assert finding.rule_id == "T2_SETBACK" and finding.citation == "§ 96-14A" and finding.basis == "law"
    assert (
        finding.to_confirm
        == "§ 96-14A: subsection letters assumed as South Bristol's (Town of Canandaigua § 14 not seen)"
    )


def test_output_rows_fit_their_schema(lake):
    """Every row of every output has its output's fields, in order and of their type (text as a plain ``str``, never a
    vocabulary member: Qt takes no ``str`` enum), and its geometry type."""
    result = run(lake, docks=walkway("C", length=75))
    rows = output_rows(lake, PROFILE, list(zip(lake.parcel_ids, lake.parcels)), result)
    assert set(rows) == set(OUTPUTS) and rows["FINDINGS"] and rows["TIE_LINES"]
    allowed = {int: (int,), float: (int, float), str: (str,), bool: (bool,)}
    for name, (_, geometry_type, fields) in OUTPUTS.items():
        for geometry, values in rows[name]:
            assert len(values) == len(fields), name
            for (field, kind), value in zip(fields, values):
                assert value is None or isinstance(value, allowed[kind]), (name, field, value)
                assert kind is not str or value is None or type(value) is str, (name, field, value)
            if geometry is not None:
                assert geometry.geom_type.replace("Multi", "") == geometry_type.replace("Multi", ""), name


def test_output_rows_carry_basis_to_confirm_and_the_dock_slip_cap(lake):
    result = run(lake, moorings=(mooring("C", 30, 80, 30),), docks=walkway("T2", slips=61))
    rows = output_rows(lake, PROFILE, list(zip(lake.parcel_ids, lake.parcels)), result)
    names = [name for name, _ in OUTPUTS["FINDINGS"].fields]
    finding = next(dict(zip(names, values)) for _, values in rows["FINDINGS"] if values[2] == "T1_MOORED_BOAT_INSIDE")
    assert finding["basis"] == "decision" and finding["to_confirm"].startswith("D11: ")
    summary_names = [name for name, _ in OUTPUTS["PARCEL_SUMMARY"].fields]
    t2 = next(dict(zip(summary_names, values)) for _, values in rows["PARCEL_SUMMARY"] if values[0] == "T2")
    assert (t2["allowed_dock_slips"], t2["proposed_dock_slips"], t2["allowed_slips"]) == (60, 61, 75)


def test_one_parcels_exhibit_takes_its_own_rows_and_those_near_it(lake):
    """Open exhibit writes what one parcel's page can show: every row of its own, its neighbour's, and nothing of
    a parcel 2,300 ft along the shore."""
    checked = run(lake, docks=walkway("C", length=75))
    rows = output_rows(lake, PROFILE, list(zip(lake.parcel_ids, lake.parcels)), checked)
    near = rows_near(rows, "W")
    for name, (_, _, fields) in OUTPUTS.items():
        if fields[0][0] == "parcel_id":
            assert [r for r in near[name] if r[1][0] == "W"] == [r for r in rows[name] if r[1][0] == "W"], name
    kept = {values[0] for _, values in near["ALLOCATION"]}
    assert {"W", "C"} <= kept and not {"K1", "K2", "E"} & kept
    assert near["FINDINGS"] == rows["FINDINGS"] != []  # C's
    assert not any("E" in values[:2] for made in near.values() for _, values in made)


def test_an_exhibit_takes_as_its_own_only_rows_that_name_a_parcel():
    """A row is the parcel's own by its parcel_id field only: a far tie point whose first field (its number)
    happens to equal the parcel id is not kept."""
    here, far = shapely.box(0, 0, 10, 10), shapely.Point(5000, 5000)
    rows = {"ALLOCATION": [(here, ["7"])], "FLAGS": [(far, ["8"])], "TIE_POINTS": [(far, ["7"])]}
    assert rows_near(rows, "7") == {"ALLOCATION": rows["ALLOCATION"], "FLAGS": [], "TIE_POINTS": []}


@pytest.mark.parametrize("x0, x1, breach", [(-4.00004, 4.00001, False), (-4, 4.0049, False), (-4, 4.0051, True)])
def test_a_dock_drawn_to_the_limit_meets_it_as_the_law_writes_its_figures(lake, x0, x1, breach):
    """D4: measured to 0.01 ft (half-up) as the law's 8 ft is written, so a walkway drawn 8 ft wide passes
    whatever the CRS's round trip adds; 8.0051 ft is 8.01 ft and breaches."""
    findings = run(lake, docks=walkway("C", x0, x1)).findings
    width = [f for f in findings if f.rule_id == "T1_MAIN_WALKWAY_WIDTH"]
    assert bool(width) == breach
    if breach:
        assert width[0].measured == 8.01 and width[0].limit == 8


def test_a_dock_drawn_on_land_is_an_input_finding_and_not_counted(lake):
    result = run(lake, docks=dock("C", ("main_walkway", -3, 3, -60, -10), slips=2))
    assert [(f.rule_id, f.facility_id) for f in result.findings] == [("INPUT", "D1")]
    assert "lies entirely on land" in result.findings[0].message
    assert result.summaries["C"].proposed_docks == 0 and result.summaries["C"].proposed_slips == 0


def test_unknown_ids_in_the_boards_tables_are_reported(lake):
    """A variance, certificate or consolidation naming something the data does not hold was not applied: said."""
    result = run(
        lake,
        docks=walkway("C"),
        variances=frozenset({("C", "T1_SETBACK"), ("ZZ", "T1_SETBACK"), ("C", "NO_SUCH_RULE")}),
        certificates=tuple(Certificate(f"certificates feature {f}", f) for f in ("D1", "D9")),
        consolidations=(Consolidation("D7", ("C", "QQ"), True),),
    )
    messages = sorted(f.message for f in result.findings if f.rule_id == "INPUT")
    assert messages == [
        f"The {what}, which is not in the data: it was not applied; check the id."
        for what in (
            "certificates table names facility 'D9'",
            "consolidations table names dock 'D7'",
            "consolidations table names parcel 'QQ' (dock D7)",
            "variances table names parcel 'ZZ'",
            "variances table names rule 'NO_SUCH_RULE' (parcel C)",
        )
    ]


def test_swing_circles_are_the_buffers_of_their_centres():
    centres = np.array([shapely.Point(100, 200), shapely.Point(-3.5, 7), shapely.Point(1, 1), None], dtype=object)
    radii = np.array([40.0, 12.5, 0.0, 5.0])
    circles = swing_circles(centres, radii)
    # GEOS's own vertices, in its order, to its rounding (GEOS 3.11 gives the same bits; 3.13 differs by 1e-14)
    assert shapely.equals_exact(circles[:2], shapely.buffer(centres[:2], radii[:2], quad_segs=32), 1e-9).all()
    assert circles[2].is_empty and circles[3] is None


def test_a_setback_drawing_leaves_out_the_sliver_the_check_counts_as_inside(lake, monkeypatch):
    # within C's left setback (6 ft from its line), and 0.0025 sq ft outside its zone some 50 ft from that, where
    # the zone's edge falls a hair short of the dock's far end, as rounding leaves it along a curved shore: a
    # sliver (MIN_AREA) the check counts as inside
    notch = shapely.box(CENTRE["C"] + 15, 39.9995, CENTRE["C"] + 25, 41)
    ours = Placement.ours
    monkeypatch.setattr(Placement, "ours", lambda self, *args: shapely.difference(ours(self, *args), notch))
    layout = dock("C", ("main_walkway", -44, -38, -4, 40), ("appendage", -38, 20, 32, 40))
    (setback,) = [f for f in run(lake, docks=layout).findings if f.rule_id == "T1_SETBACK"]
    assert (setback.measured, "comes within 6.0 ft" in setback.message) == (6, True)
    assert (
        shapely.get_num_geometries(setback.geometry) == 1
    )  # the walkway's part within the setback, and no sliver 50 ft from it
    assert shapely.bounds(setback.geometry).tolist() == pytest.approx([EDGES[1] + 6, -4, EDGES[1] + 10, 40])


def test_a_crossing_drawing_keeps_the_crossing_and_leaves_out_the_slivers_apart_from_it():
    sliver = shapely.box(100, 0, 101, 0.001)  # 0.001 sq ft, 90 ft from the crossing
    crossing, point = shapely.box(0, 0, 10, 2), shapely.Point(5, 5)
    drawings = [
        shapely.union(crossing, sliver),
        shapely.GeometryCollection([crossing, shapely.LineString([(100, 0), (101, 0)])]),
        sliver,  # all there is: kept
        shapely.MultiPolygon([sliver, shapely.box(200, 0, 201, 0.001)]),  # all slivers: kept
        point,  # a buoy's
        shapely.Polygon(),
        None,
    ]
    drawn = without_slivers(drawings)
    assert [shapely.equals(a, b) for a, b in zip(drawn[:2], [crossing, crossing])] == [True, True]
    assert list(drawn[2:4]) == drawings[2:4] and drawn[4] == point and drawn[5].is_empty and drawn[6] is None


def test_a_swing_circle_drawing_leaves_out_its_slivers_but_not_its_area(lake, monkeypatch):
    # a swing circle 12 ft over C's right line: its part outside with a far sliver the overlay left beside it
    circle = shapely.buffer(shapely.Point(CENTRE["C"] + 42, 30), 20, quad_segs=32)
    sliver = shapely.box(CENTRE["C"] - 30, 70, CENTRE["C"] - 29, 70.005)
    outside_zones = MooringChecks.outside_zones
    monkeypatch.setattr(
        MooringChecks,
        "outside_zones",
        lambda self, *args: shapely.union(outside_zones(self, *args), sliver),
    )
    found = [f for f in run(lake, moorings=(mooring("C", 42, 30),)).findings if f.rule_id == "T1_MOORED_BOAT_INSIDE"]
    (finding,) = found
    beyond = shapely.intersection(circle, shapely.box(EDGES[2], -300, EDGES[2] + 100, 3000))
    assert finding.measured == pytest.approx(beyond.area + sliver.area, abs=0.05)  # as measured, to 0.1 sq ft
    assert shapely.get_num_geometries(finding.geometry) == 1
    assert finding.geometry.area == pytest.approx(beyond.area, abs=0.05)


def test_setback_drawings_unite_a_parcels_lines_where_they_meet_and_only_there():
    # the buffer of lines that cross is GEOS's of their union (noded at the crossing); of lines apart, the same
    # buffer from the lines as they are; normalized, since GEOS 3.13 starts the rings at another vertex (the lines
    # not united at the crossing give a buffer 1e-14 ft off, which fails)
    crossing = geometry_array([shapely.LineString([(0, 0), (100, 73.3)]), shapely.LineString([(0, 81.7), (100, 3.1)])])
    apart = geometry_array([shapely.LineString([(0, 0), (0, 100)]), shapely.LineString([(50, 0), (53, 100)])])
    dock, outside = shapely.box(20, 20, 80, 60), shapely.box(-5, 20, 0, 30)
    drawn = setback_drawings([(dock, shapely.Polygon(), crossing, 10.0), (dock, outside, apart, 10.0)])
    united = [
        shapely.intersection(dock, shapely.buffer(shapely.union_all(crossing), 10.0)),
        shapely.union(outside, shapely.intersection(dock, shapely.buffer(shapely.union_all(apart), 10.0))),
    ]
    assert shapely.equals_exact(shapely.normalize(drawn), shapely.normalize(united), 0).all()


def test_inside_leaves_out_slivers_and_gives_the_part_outside():
    zone = shapely.box(0, 0, 100, 100)
    geometries = geometry_array(
        [
            shapely.box(10, 10, 20, 20),  # well inside
            shapely.box(0, 0, 20, 20),  # on the zone's edge, inside
            shapely.box(90, 10, 100.0005, 20),  # 0.005 sq ft outside: a sliver
            shapely.box(90, 10, 110, 20),  # 100 sq ft outside
            shapely.Point(100, 50),  # a point on the edge
            shapely.Point(101, 50),  # a point outside
        ]
    )
    inside, rest = split_inside(geometries, geometry_array([zone] * len(geometries)))
    assert inside.tolist() == [True, True, True, False, True, False]
    assert shapely.is_empty(rest[[0, 1, 4]]).all() and shapely.equals(rest[3], shapely.box(100, 10, 110, 20))
    assert shapely.equals(rest[5], geometries[5])


def test_inside_takes_a_waterside_part_properly_inside_its_region_as_inside():
    """The region is trusted without the overlay (a waterside part inside it is in its water, all of it the
    area): here even a part past the area's outline counts; without a region the overlay decides."""
    geometries = geometry_array([shapely.box(90, 10, 110, 20)] * 3)
    regions = geometry_array([shapely.box(-10, -10, 200, 200), shapely.box(-10, -10, 105, 200), None])
    inside, rest = split_inside(geometries, geometry_array([shapely.box(0, 0, 100, 100)] * 3), regions)
    assert inside.tolist() == [True, False, False] and shapely.is_empty(rest[0])
    assert shapely.equals(rest[2], shapely.box(100, 10, 110, 20))


def test_a_zone_keeps_its_region_where_its_area_is_all_the_regions_water(lake):
    kept = [zone for zone in lake.zones if zone.region is not None]
    assert {zone.zone for zone in kept} == {Zone.DOCK, Zone.MOORING}
    for zone in kept:
        cut = shapely.intersection(zone.region, lake.water)
        assert shapely.area(shapely.symmetric_difference(zone.area, cut)) < 1e-6


def shared_dock(pid, x, platform, members, dock_id="SD"):
    """A dock consolidated by ``members`` (§ 73-10B), its waiver recorded: a walkway 8 x 50 ft at ``x`` ft from
    ``pid``'s middle with a platform ``platform`` ft wide and 10 ft deep across its end."""
    parts = dock(pid, ("main_walkway", x - 4, x + 4, 0, 50), ("platform", x - platform / 2, x + platform / 2, 50, 60))
    return [replace(part, dock_id=dock_id) for part in parts], Consolidation(dock_id, members, True)


def pooled(shared_ft, own_ft=None, bas=False):
    """P1 (steep) sharing a dock with P2, with a 120-sq-ft boat accessory structure; or Q2 (steep) sharing one with
    Q1 and Q3 and building its own dock of 400 sq ft plus a platform ``own_ft`` wide: sq ft drawn from the
    steep-slope allowance = (shared_ft - 68) * 10 + 120, or (shared_ft - 88) * 10 + (own_ft - 32) * 10."""
    if bas:
        parts, consolidation = shared_dock("P1", 50, shared_ft, ("P1", "P2"))
        structures = (structure("P1", "boat_accessory_structure", (-30, -20, 0, 12)),)
        return {"docks": tuple(parts), "consolidations": (consolidation,), "structures": structures}
    parts, consolidation = shared_dock("Q2", -80, shared_ft, ("Q1", "Q2", "Q3"))
    own = dock("Q2", ("main_walkway", 26, 34, 0, 50), ("platform", 30 - own_ft / 2, 30 + own_ft / 2, 50, 60))
    return {"docks": (*parts, *own), "consolidations": (consolidation,)}


def partners_pooled(shared_ft):
    """S and S2, both steep, sharing a dock of 400 sq ft plus a platform ``shared_ft`` wide, S2 building its own
    920-sq-ft dock: the shared dock's (shared_ft - 68) * 10 sq ft past 1,080 come from S first, then from S2."""
    parts, consolidation = shared_dock("S", 50, shared_ft, ("S", "S2"))
    own = dock("S2", ("main_walkway", 56, 64, 0, 50), ("platform", 34, 86, 50, 60))
    return {"docks": (*parts, *own), "consolidations": (consolidation,)}


@pytest.mark.parametrize(
    "layout, parcel, used",
    [
        (partners_pooled(88), "S2", None),  # 200 past 1,080: all S's
        (partners_pooled(93), "S2", 250),  # 250: S's 200, and 50 of S2's, whose own dock took its 200
        (pooled(76, bas=True), "P1", None),  # a shared 1,160 sq ft (80 past 1,080) and the structure's 120
        (pooled(77, bas=True), "P1", 210),
        (pooled(88, bas=True), "P1", 320),  # a shared 1,280 sq ft dock and a 120-sq-ft structure
        (pooled(98, 42), "Q2", None),  # a shared 1,380 sq ft (100 past 1,280) and its own 820 (100 past 720)
        (pooled(98, 43), "Q2", 210),
        (pooled(108, 52), "Q2", 400),  # a shared 1,480 sq ft dock and its own 920: the allowance used twice
    ],
)
def test_a_steep_slope_parcel_has_one_allowance_for_its_own_and_its_shared_docks(lake, layout, parcel, used):
    """§§ 73-9D(2), 73-10A(4), 73-10B(5) (E19): the 200 sq ft are one pool for the parcel's docks, its boat
    accessory structure and any consolidated dock it joins; each dock alone stays within its own cap."""
    findings = run(lake, **layout).findings
    assert not [f for f in findings if f.rule_id.startswith("T1_CONSOLIDATED") or f.rule_id == "T1_DOCK_AREA"]
    found = [f for f in findings if f.rule_id == "T1_STEEP_SLOPE_BONUS"]
    assert [(f.parcel_id, f.measured, f.limit) for f in found] == ([] if used is None else [(parcel, used, 200)])
    for finding in found:
        assert finding.severity == VIOLATION and "E19: " in finding.to_confirm and "shared dock SD" in finding.message
    if parcel == "S2":  # the first steep parcel named gave all it had, and no more
        assert not [f for f in findings if f.rule_id == "T1_STEEP_SLOPE_BONUS" and f.parcel_id == "S"]


@pytest.mark.parametrize(
    "appendages, measured",
    [
        (((-10, 0, 30, 42.8), (0, 10, 30, 42.8)), []),  # a 256-sq-ft T head drawn in two halves
        (((-10, 0, 30, 43), (0, 10, 30, 43)), [260]),
        (((-20, 0, 30, 40), (0, 20, 30, 40)), [400]),  # a 400-sq-ft T head in two halves: one appendage
        (((-10, 2, 30, 42.8), (-2, 10, 30, 42.8)), []),  # overlapping parts: their union (20 ft wide), not their sum
        (((-10, 2, 30, 43), (-2, 10, 30, 43)), [260]),
        (((-23, -3, 30, 40), (3, 23, 30, 40)), []),  # two fingers of 200 sq ft, apart: two appendages
    ],
)
def test_an_appendage_is_what_is_built(lake, appendages, measured):
    """§ 73-9C(1)(f) (D10): a dock's appendage parts that touch or overlap are one appendage, of their joint area."""
    parts = dock("C", ("main_walkway", -3, 3, -4, 30), *(("appendage", *box) for box in appendages))
    found = [f for f in run(lake, docks=parts).findings if f.rule_id == "T1_APPENDAGE_AREA"]
    assert [f.measured for f in found] == pytest.approx(measured, abs=0.05)
    assert all(f.geometry.area == pytest.approx(f.measured, abs=0.05) and "D10: " in f.to_confirm for f in found)


@pytest.mark.parametrize(
    "rule_id, varied",
    [
        ("T1_MAIN_WALKWAY_SHARE", True),  # configuration: the layout of the dock
        ("T1_DOCK_SEPARATION", True),
        ("T1_MAIN_WALKWAY_WIDTH", False),  # the dimensional caps of § 73-9C
        ("T1_APPENDAGE_AREA", False),
        ("T1_DOCK_AREA", False),
        ("T1_DOCK_LINE", False),
    ],
)
def test_a_variance_from_a_dimensional_cap_is_refused(lake, rule_id, varied):
    """§ 73-22D (D15): Tier 1 dock configuration is its layout (§ 73-9C(1)(b), (e), (g)); a variance recorded from
    a dimensional cap leaves the finding a violation and is itself an INPUT finding naming the record."""
    layout = CASES[rule_id][1]
    (plain,) = [f for f in run(lake, **layout).findings if f.rule_id == rule_id]
    findings = run(lake, **layout, variances=frozenset({(plain.parcel_id, rule_id)})).findings
    (finding,) = [f for f in findings if f.rule_id == rule_id]
    refused = [f for f in findings if f.rule_id == "INPUT"]
    assert finding.severity == (VARIED if varied else VIOLATION)
    if varied:
        assert refused == []
    else:
        (record,) = refused
        message = record.message
        assert (record.basis, record.to_confirm) == ("decision", f"D15: {DECISIONS['D15']}")
        assert f"parcel {plain.parcel_id} a variance from {rule_id} ({PROFILE.cite(rule_id)}" in message
        assert "§ 73-22D" in message and "not its dimensional caps" in message and "was not applied" in message


@pytest.mark.parametrize(
    "start, end, measured, ashore",
    [
        (0, 54, None, False),  # 720 sq ft, all in the water
        (-4, 54, 752, True),  # the same in the water, and 32 sq ft of walkway on land
        (0, 55, 760, False),
    ],
)
def test_the_area_cap_counts_a_dock_across_the_mhw_whole(lake, start, end, measured, ashore):
    """§ 73-11F (D21): a dock on both sides of the MHW is regulated whole, so the 720-sq-ft cap counts its landward
    part, and the finding says so where it has one; its reach is still measured from the MHW."""
    parts = dock("C", ("main_walkway", -4, 4, start, 45), ("appendage", -20, 20, 45, end))
    findings = run(lake, docks=parts).findings
    found = [f for f in findings if f.rule_id == "T1_DOCK_AREA"]
    assert [f.measured for f in found] == ([] if measured is None else [measured])
    for finding in found:
        assert ("D21: " in finding.to_confirm, "landward" in finding.message) == (ashore, ashore)
        assert finding.geometry.area == pytest.approx(measured)
    assert not [f for f in findings if f.rule_id == "T1_DOCK_LINE"]  # it reaches 55 ft from the MHW


@pytest.mark.parametrize("right, measured", [(19, None), (19.1, 257.6)])
def test_the_appendage_cap_counts_an_appendage_across_the_mhw_whole(lake, right, measured):
    """§ 73-11F (D21): an appendage reaching onto land, 12 ft of it in the water, counts its 4 ft on land too."""
    parts = dock("C", ("main_walkway", -3, 3, -4, 30), ("appendage", 3, right, -4, 12))
    found = [f for f in run(lake, docks=parts).findings if f.rule_id == "T1_APPENDAGE_AREA"]
    assert [(f.measured, "D21: " in f.to_confirm) for f in found] == ([] if measured is None else [(measured, True)])


@pytest.mark.parametrize(
    "profile, pid, cited",
    [
        ("south_bristol", "T2", ("§ 73-13C", "§ 73-18", "§ 73-17A")),
        ("south_bristol", "T3", ("§ 73-15G", "§ 73-18", "§ 73-17A")),
        ("town_of_canandaigua", "T2", ("§ 96-13D", "§ 96-18", "§ 96-17A")),  # § 96-13 lettered A-I (N1)
    ],
)
def test_a_tier_2_or_3_proposal_needs_site_plan_approval_and_the_permit(lake, profile, pid, cited):
    """D24 (§§ 73-13C, 73-15G, 73-17A, 73-18): one permit_required finding for the parcel's proposal, whatever
    it holds; none for a Tier 1 proposal (``CASES``)."""
    proposal = Proposal(docks=walkway(pid, slips=2), moorings=(mooring(pid, 0, 80),) if pid == "T2" else ())
    checked = check_facilities(lake, proposal, get_profile(profile), OUTLETS)
    (finding,) = [f for f in checked.findings if f.rule_id in SITE_PLAN]
    assert (finding.parcel_id, finding.facility_id, finding.severity, finding.citation) == (
        pid,
        None,
        PERMIT_REQUIRED,
        cited[0],
    )
    assert f"Planning Board ({cited[1]})" in finding.message and f"mooring permit ({cited[2]})" in finding.message
    assert "D24: " in finding.to_confirm and checked.summaries[pid].status == "needs review"
