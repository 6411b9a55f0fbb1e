"""The Canandaigua Lake Uniform Docking and Mooring Law as data.

Every numeric and categorical rule of the law (docs/decisions.md, "The numbers Dockline applies"), once, with a
stable id. A rule's
``section`` is the South Bristol numbering without the chapter (``"9C(1)(a)"`` is § 73-9C(1)(a));
a municipality profile renders it in its own numbering (D14). ``status`` says how sure the reading is:

- ``verified``: read in the law's text;
- ``decision``: one of our decisions D1–D30 where the law is silent or ambiguous;
- ``unverified``: a value the law's available copies lost; a suggested default.

``basis`` names the entry of docs/decisions.md (shipped with the plugin) a rule rests on: a decision (``D6``), a
reading of an unclear passage (``E18``) or lost text (``G7a``).

Nothing here imports shapely or QGIS.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from decimal import Decimal
from types import MappingProxyType
from typing import Any

DECISIONS_DOC = "docs/decisions.md"
VERIFIED = "verified"
DECISION = "decision"
UNVERIFIED = "unverified"
STATUSES = (VERIFIED, DECISION, UNVERIFIED)
INPUT = "INPUT"  # not a rule of the law: the data cannot be read as the law needs; the officer must look


@dataclass(frozen=True)
class Rule:
    """One rule of the law: what it constrains, its value and unit, where it applies and why we read it so."""

    id: str
    section: str
    constrains: str
    value: Any
    unit: str
    applies_to: tuple[str, ...]
    status: str = VERIFIED
    basis: str = ""
    note: str = ""
    informational: bool = False  # read by no check or allocation: here to be cited and shown, not computed


@dataclass(frozen=True)
class Table1Row:
    """A row of Table 1 (§ 73-8A): the category holds frontages up to ``upper_ft`` (half-open, D5)."""

    category: str
    upper_ft: Decimal | None
    slips: int
    docks: int


@dataclass(frozen=True)
class SteppedAllowance:
    """A count that grows by ``per_step`` for every whole ``step_ft`` of shoreline past ``from_ft`` (D5, D6)."""

    from_ft: Decimal
    step_ft: Decimal
    per_step: int


TABLE_1 = (
    Table1Row("A", Decimal("25.00"), slips=1, docks=1),
    Table1Row("B", Decimal("50.00"), slips=2, docks=1),
    Table1Row("C", Decimal("100.00"), slips=3, docks=1),
    Table1Row("D", Decimal("150.00"), slips=4, docks=2),
    Table1Row("E", Decimal("200.00"), slips=5, docks=2),
    Table1Row("F", None, slips=5, docks=2),
)
TABLE_1_EXTRA_SLIPS = SteppedAllowance(Decimal("200.00"), Decimal(50), per_step=1)
TABLE_1_EXTRA_DOCKS = SteppedAllowance(Decimal("200.00"), Decimal(100), per_step=1)

TIER1, TIER2, TIER3 = 1, 2, 3
TIERS = (TIER1, TIER2, TIER3)
T1 = ("T1",)
T1_A = ("T1:A",)
T1_B_F = ("T1:B", "T1:C", "T1:D", "T1:E", "T1:F")
T2 = ("T2",)
T3 = ("T3",)
ALL = ("T1", "T2", "T3")

_RULES = (
    # § 73-3: jurisdiction and what may stand waterside at all.
    Rule(
        "JURISDICTION_LIMIT",
        "3A",
        "lakeward reach of the municipality's regulation",
        1500,
        "ft from MHW",
        ALL,
    ),
    Rule(
        "NON_DOCKING_STRUCTURE",
        "3B",
        "structures not related to docking or mooring (gazebos, decks, porches, shelters) waterside of the MHW",
        "prohibited",
        "",
        ALL,
    ),
    # § 73-5: levels and definitions that carry numbers.
    Rule(
        "MEAN_LOW_WATER",
        "5 (MEAN LOW-WATER LEVEL)",
        "mean low-water level",
        Decimal("686.60"),
        "ft AMSL",
        ALL,
        informational=True,
    ),
    Rule(
        "MEAN_HIGH_WATER",
        "5 (MEAN HIGH-WATER LEVEL)",
        "mean high-water level",
        Decimal("689.40"),
        "ft AMSL",
        ALL,
        note="D17: a raster input declares its vertical offset to this datum.",
    ),
    Rule(
        "STEEP_SLOPE_ANGLE",
        "5 (STEEP SLOPE)",
        "slope angle from the horizontal",
        30,
        "degrees",
        T1,
        note="The text also says 57 %; tan 30° = 57.7 % (E14). Degrees by default.",
    ),
    Rule("STEEP_SLOPE_HEIGHT", "5 (STEEP SLOPE)", "vertical height of a steep slope", 20, "ft", T1),
    Rule(
        "STEEP_SLOPE_TOE",
        "5 (STEEP SLOPE)",
        "distance from the MHW to the toe of a steep slope",
        10,
        "ft",
        T1,
    ),
    Rule(
        "STEEP_SLOPE_PARCEL_RUN",
        "5 (STEEP SLOPE PARCEL)",
        "longest contiguous MHW run not characterised by steep slopes on a steep-slope parcel",
        20,
        "lineal ft (less than)",
        T1,
    ),
    Rule(
        "LINEAL_FEET",
        "5 (LINEAL FEET OF SHORELINE)",
        "lineal feet of shoreline = length of the MHW tie line, rounded half-up to 0.01 ft for classification",
        Decimal("0.01"),
        "ft",
        ALL,
        DECISION,
        "D4",
    ),
    # Facility area depths (§ 73-5 FACILITY AREA; the Tier 1 cell is lost).
    Rule(
        "T1_DOCK_ZONE",
        "9C(1)(c)",
        "Tier 1 facility area for docks and associated structures, from the MHW",
        60,
        "ft",
        T1,
        DECISION,
        "D1",
        "The FACILITY AREA table's Tier 1 cell is empty; 60 ft is § 73-9C(1)(c).",
    ),
    Rule(
        "T1_MOORING_REACH",
        "5 (FACILITY AREA)",
        "Tier 1 facility area for moorings, from the MHW",
        375,
        "ft",
        T1,
        UNVERIFIED,
        "D1",
        "Cell missing from our copy; a mooring beyond it is advisory, not a violation.",
    ),
    Rule(
        "T2_T3_DOCK_ZONE",
        "5 (FACILITY AREA)",
        "Tier 2 and 3 facility area for docks, from the MHW",
        200,
        "ft",
        T2 + T3,
        basis="D2",
    ),
    Rule(
        "T2_MOORING_ZONE",
        "5 (FACILITY AREA)",
        "Tier 2 facility area for moorings (200 + 175), from the MHW",
        375,
        "ft",
        T2,
        basis="D2",
    ),
    # § 73-6: tiers.
    Rule("TIER_DEFAULT", "6A(1)", "tier of a zoning district the board has not assigned", TIER1, "tier", ALL),
    Rule(
        "TIER_MOST_RESTRICTIVE",
        "6A(2)",
        "tier of a parcel in several zoning districts: the one allowing it the fewest boat slips and moorings "
        "together for its frontage and use; ties in the order Tier 1, Tier 3, Tier 2",
        (TIER1, TIER3, TIER2),
        "tier order",
        ALL,
        DECISION,
        "D13",
    ),
    Rule(
        "TIER_2_AND_3",
        "6A(3)",
        "parcel in a district assigned both Tier 2 and Tier 3: a restaurant, hotel or motel with at least 150 ft "
        "may take Tier 3, and Tier 2 where it has 250 ft, never both; without its election a proposal is judged "
        "under each; other uses Tier 2",
        (TIER2, TIER3),
        "tiers",
        (*T2, *T3),
        DECISION,
        "D19",
    ),
    # § 73-7: facility area lines.
    Rule(
        "FAL_METHOD",
        "7A",
        "facility area line: bisector of the waterside angle between neighbouring MHW tie lines",
        "angle bisector",
        "",
        ALL,
        informational=True,
    ),
    Rule(
        "FAL_NEIGHBOUR",
        "7A(1)",
        "neighbour across a side line: the next parcel touching the MHW, whoever owns it; "
        "none: perpendicular to the tie line, flagged",
        "next MHW parcel",
        "",
        ALL,
        DECISION,
        "D7",
        informational=True,
    ),
    # § 73-8: Tier 1 allocation.
    Rule(
        "T1_TABLE_1",
        "8A",
        "Tier 1 boat slips and docks by lineal feet of shoreline (Table 1)",
        TABLE_1,
        "count",
        T1,
        basis="D5",
        note="Categories are half-open on the frontage rounded to 0.01 ft: A = (0, 25.00], ...",
    ),
    Rule(
        "T1_EXTRA_SLIPS",
        "8A",
        "Category F: one more slip for every whole 50 ft over 200 ft",
        TABLE_1_EXTRA_SLIPS,
        "count",
        ("T1:F",),
        DECISION,
        "D5",
    ),
    Rule(
        "T1_EXTRA_DOCKS",
        "8A",
        "Category F: one more dock for every whole 100 ft over 200 ft",
        TABLE_1_EXTRA_DOCKS,
        "count",
        ("T1:F",),
        DECISION,
        "D5",
    ),
    Rule("T1_CAT_A_NO_MOORINGS", "8A(1)", "mooring buoys in Category A", 0, "count", T1_A),
    Rule(
        "T1_MOORINGS_AS_SLIPS",
        "8A(2)",
        "mooring buoys are taken out of the permitted boat slips, not added",
        "within slips",
        "",
        T1_B_F,
    ),
    Rule("T1_MOORINGS_MAX", "8A(3)", "mooring buoys at most the permitted boat slips", "slips", "count", T1_B_F),
    Rule(
        "T1_EXISTING_CAPACITY",
        "8A(4)",
        "boat capacity of existing boathouses and boat stations counts in the slip total",
        "counted",
        "",
        T1,
    ),
    Rule(
        "T1_BOATHOUSE_SHORELINE",
        "8B(1)",
        "shoreline a parcel needs for a boathouse",
        200,
        "lineal ft (at least)",
        T1,
        note="200.00 ft is Category E and boathouse-eligible (E3).",
    ),
    Rule("T1_BOATHOUSE_COUNT", "8B(1)", "boathouses per parcel", 1, "count", T1),
    Rule("T1_BOATHOUSE_SLIPS", "8B(1)", "boat slips in a boathouse", 2, "count", T1),
    Rule(
        "T1_BOATHOUSE_NO_DWELLING",
        "8B(1)(a)",
        "boathouse used as a dwelling, sleeping, lodging or boarding place",
        "prohibited",
        "",
        T1,
        informational=True,
    ),
    Rule(
        "T1_BOATHOUSE_ONE_STOREY",
        "8B(1)(b)",
        "second floor or second-floor deck in a boathouse",
        "prohibited",
        "",
        T1,
        informational=True,
    ),
    Rule(
        "T1_BOATHOUSE_SIZE_1_SLIP",
        "8B(1)(c)",
        "one-slip boathouse width × length, along and across the MHW where it meets the water",
        (19, 40),
        "ft",
        T1,
        DECISION,
        "D9",
    ),
    Rule(
        "T1_BOATHOUSE_SIZE_2_SLIP",
        "8B(1)(c)",
        "two-slip boathouse width × length, along and across the MHW where it meets the water",
        (34, 40),
        "ft",
        T1,
        DECISION,
        "D9",
    ),
    Rule("T1_BOATHOUSE_OVERHANG", "8B(1)(d)", "boathouse roof overhang", 12, "in", T1),
    Rule(
        "T1_BOATHOUSE_WALKWAY",
        "8B(1)(e)",
        "walkways inside a boathouse count toward the dock area allowance",
        "counted",
        "sq ft",
        T1,
    ),
    Rule("T1_HOIST_STRUCTURES", "8B(2)", "boat hoist structures per boat slip", 1, "count", T1),
    Rule("T1_BOAT_STATION_COUNT", "8B(3)", "boat stations per parcel", 1, "count", T1),
    Rule(
        "T1_BOAT_STATION_SLIPS",
        "8B(3)",
        "boat slips in a boat station where more than one slip is allowed",
        2,
        "count",
        T1,
    ),
    Rule("T1_BAS_STEEP_SLOPE", "8B(4)", "boat accessory structures per steep-slope parcel", 1, "count", T1),
    Rule(
        "T1_BAS_EXCLUSIONS",
        "8B(4)(a)",
        "no boat accessory structure with a boathouse or an upland structure within 60 ft of the MHW",
        60,
        "ft",
        T1,
    ),
    Rule(
        "T1_BAS_AREA",
        "8B(4)(c)[1]",
        "boat accessory structure enclosed area (counted in the 200 sq ft bonus)",
        120,
        "sq ft",
        T1,
    ),
    Rule(
        "T1_BAS_HEIGHT", "8B(4)(c)[1]", "boat accessory structure height above the mean high-water level", 15, "ft", T1
    ),
    Rule(
        "T1_BAS_OVERHANG", "8B(4)(c)[2]", "boat accessory structure roof overhang not counted in its area", 12, "in", T1
    ),
    Rule("T1_BAS_REACH", "8B(4)(c)[4]", "boat accessory structure reach waterside of the MHW", 20, "ft", T1),
    # § 73-9: Tier 1 design standards.
    Rule(
        "T1_SETBACK_CAT_A",
        "9A",
        "setback of any structure from the facility area lines and the edge of any outlet, Category A",
        5,
        "ft",
        T1_A,
    ),
    Rule(
        "T1_SETBACK",
        "9A",
        "setback of any structure from the facility area lines and the edge of any outlet, Categories B-F",
        10,
        "ft",
        T1_B_F,
    ),
    Rule(
        "T1_DOCKED_BOAT_INSIDE",
        "9A(1)",
        "a docked boat lies wholly inside the facility area lines, with no setback",
        "contained",
        "",
        T1,
        DECISION,
        "D11",
    ),
    Rule(
        "T1_MOORING_PLACEMENT",
        "9B",
        "moored boats clear of each other and of structures (no overlap of swing circles)",
        "no contact",
        "",
        T1,
        DECISION,
        "D11, contact",
    ),
    Rule(
        "T1_MOORED_BOAT_INSIDE",
        "9B(1)",
        "a moored boat lies wholly inside the facility area lines; the Tier 1 buoy keeps no setback",
        "contained",
        "",
        T1,
        DECISION,
        "D11",
    ),
    Rule(
        "T1_MOORING_PERMIT",
        "9B(2)",
        "mooring buoy farther from the MHW needs an OPRHP Nav. Law § 35-a permit",
        100,
        "ft",
        T1,
    ),
    Rule("T1_DOCK_AREA", "9C(1)", "dock area including walkways", 720, "sq ft per dock", T1),
    Rule(
        "T1_DOCK_AXES",
        "9C(1)",
        "width measured parallel to the MHW where the dock meets it, length perpendicular to it",
        "the MHW's chord 25 ft either side",
        "",
        T1,
        DECISION,
        "D9",
        informational=True,
    ),
    Rule(
        "T1_MAIN_WALKWAY_WIDTH",
        "9C(1)(a)",
        "main walkway width, measured along the MHW where the dock meets it",
        8,
        "ft",
        T1,
        DECISION,
        "D9",
    ),
    Rule(
        "T1_MAIN_WALKWAY_SHARE",
        "9C(1)(b)",
        "main walkway length as a share of the whole dock's length, measured across the MHW where the dock meets it",
        50,
        "% (at least)",
        T1,
        DECISION,
        "D9",
    ),
    Rule(
        "T1_DOCK_LINE",
        "9C(1)(c)",
        "no part of a dock or its structures beyond the line parallel to the MHW",
        60,
        "ft",
        T1,
        basis="D3",
    ),
    Rule(
        "T1_DEPTH_EXTENSION",
        "9C(1)(d)",
        "where the bottom at the 60-ft line is less than 3 ft below mean low "
        "water, a dock may reach the 683.60-ft bottom contour",
        Decimal("683.60"),
        "ft AMSL",
        T1,
    ),
    Rule(
        "T1_APPENDAGE_SHAPES",
        "9C(1)(e)",
        "fingers, T and L appendages in any configuration",
        "permitted",
        "",
        T1,
    ),
    Rule(
        "T1_APPENDAGE_AREA",
        "9C(1)(f)",
        "area of any appendage",
        256,
        "sq ft",
        T1,
        DECISION,
        "D10",
        "Applies to each appendage as built, a dock's touching or overlapping appendage parts being one, by default "
        "(setting: each / total).",
    ),
    Rule("T1_DOCK_SEPARATION", "9C(1)(g)", "separation between docks on one parcel", 10, "ft", T1),
    Rule("T1_NAV_LIGHT", "9C(2)", "navigation safety light at the end of a dock this long from the MHW", 100, "ft", T1),
    Rule(
        "T1_STEEP_SLOPE_BAS",
        "9D(1)",
        "a steep-slope parcel may have one boat accessory structure where there is "
        "no boathouse and no building within 60 horizontal ft of the MHW",
        1,
        "count",
        T1,
        informational=True,
    ),
    Rule(
        "T1_STEEP_SLOPE_BONUS",
        "9D(2)",
        "extra dock area for a steep-slope parcel (includes any boat accessory structure; may be split among docks)",
        200,
        "sq ft per parcel",
        T1,
    ),
    # § 73-10: consolidation.
    Rule("T1_CONSOLIDATED_ONE_PARCEL", "10A", "one parcel's two docks consolidated into one", 1080, "sq ft", T1),
    Rule("T1_CONSOLIDATION_PARCELS", "10B(2)", "contiguous parcels sharing one facility", 3, "count", T1),
    Rule(
        "T1_CONSOLIDATION_CONTIGUOUS",
        "10B(1)",
        "parcels sharing a facility adjoin one another along the MHW",
        "contiguous",
        "",
        T1,
    ),
    Rule("T1_CONSOLIDATED_TWO_PARCELS", "10B(3)", "dock shared by two contiguous parcels", 1080, "sq ft", T1),
    Rule("T1_CONSOLIDATED_THREE_PARCELS", "10B(4)", "dock shared by three contiguous parcels", 1280, "sq ft", T1),
    Rule(
        "T1_CONSOLIDATED_STEEP_BONUS",
        "10B(5)",
        "extra area per steep-slope parcel in a consolidation (also § 73-10A(4))",
        200,
        "sq ft per parcel",
        T1,
    ),
    Rule(
        "T1_CONSOLIDATED_SLIPS",
        "10B(6)",
        "slips after a consolidation at most the sum of the parcels' allocations",
        "sum",
        "count",
        T1,
    ),
    # § 73-13 and § 73-14: Tier 2.
    Rule(
        "T2_MIN_SHORELINE",
        "13A",
        "shoreline a Tier 2 docking and mooring facility needs",
        250,
        "lineal ft (at least)",
        T2,
        basis="D13",
    ),
    Rule(
        "T2_TABLE_3",
        "13A",
        "Tier 2 boat slips and moorings: 250 to < 300 ft, at most 50 slips at docks and at most 15 moorings",
        (50, 15),
        "count",
        T2,
        DECISION,
        "D6",
        "Two caps, 65 together; a slip cannot stand in for a mooring nor a mooring for a slip (setting: 50 together).",
    ),
    Rule(
        "T2_EXTRA_FACILITIES",
        "13A",
        "from 300 ft: 10 more slips or moorings per whole 100 ft over 300 ft",
        SteppedAllowance(Decimal("300.00"), Decimal(100), per_step=10),
        "count",
        T2,
        DECISION,
        "D6",
        "Exactly 300.00 ft is row B with no increment.",
    ),
    Rule(
        "T2_EXTRA_MOORINGS",
        "13A",
        "of each additional 10, at most 3 moorings (an added mooring uses up an added slip)",
        SteppedAllowance(Decimal("300.00"), Decimal(100), per_step=3),
        "count",
        T2,
        DECISION,
        "D6",
    ),
    Rule(
        "T2_MUNICIPAL",
        "13B",
        "municipally owned docking and mooring facilities (land use exactly 'municipal') are allocated under "
        "Table 3 where the district is assigned Tier 2 (alone or with Tier 3); in a Tier 1 district, Tier 1",
        "Table 3",
        "",
        T2,
        DECISION,
        "D20",
    ),
    Rule(
        "T2_NO_DOCK_COUNT",
        "13A",
        "number of docks: no cap in the text; site-plan discretion",
        None,
        "count",
        T2,
        DECISION,
        "E18",
    ),
    Rule(
        "T2_PROHIBITED_STRUCTURES",
        "13D",
        "boat hoist structures, boathouses and boat stations (boat hoists allowed)",
        "prohibited",
        "",
        T2,
    ),
    Rule(
        "T2_BAS_NOT_LISTED",
        "13D",
        "boat accessory structures: not named in Tier 2 (only Tier 1 allocates them); a reading to confirm",
        "none",
        "",
        T2,
        UNVERIFIED,
        note="Our reading: § 73-13D prohibits hoist structures, boathouses and boat stations and is silent on these.",
    ),
    Rule(
        "T2_MOORING_PERMIT",
        "13F",
        "mooring buoy farther from the MHW needs an OPRHP Nav. Law § 35-a permit",
        100,
        "ft",
        T2,
    ),
    Rule(
        "T2_DOCK_LINE",
        "13G",
        "no part of a dock or its structures beyond the line parallel to the MHW",
        200,
        "ft",
        T2,
        basis="D3",
    ),
    Rule(
        "T2_DEPTH_EXTENSION",
        "13H",
        "where the bottom at the 200-ft line is less than 3 ft below mean low water, "
        "a dock may reach the 683.60-ft bottom contour",
        Decimal("683.60"),
        "ft AMSL",
        T2 + T3,
        basis="D2",
    ),
    Rule("T2_SETBACK", "14A", "setback from the facility area lines", 45, "ft", T2),
    Rule("T2_OUTLET_SETBACK", "14A", "setback from the edge of any outlet", 10, "ft", T2),
    Rule(
        "T2_MOORING_PLACEMENT",
        "14B",
        "moored vessels clear of each other and of structures (no overlap of swing circles)",
        "contained",
        "",
        T2,
        DECISION,
        "D11, contact",
    ),
    Rule(
        "T2_MOORED_BOAT_INSIDE",
        "14B",
        "a moored vessel's swing circle lies wholly inside the facility area lines",
        "contained",
        "",
        T2,
        DECISION,
        "D11",
        "The buoy itself keeps § 73-14A's setbacks (D11 revised).",
    ),
    Rule(
        "T2_DESIGN_STANDARD_C",
        "14C",
        "lost subsection; no constraint applied",
        None,
        "",
        T2,
        UNVERIFIED,
        "G7a",
        informational=True,
    ),
    Rule("T2_NAV_LIGHT", "14D", "navigation safety light at the end of a dock this long from the MHW", 100, "ft", T2),
    # § 73-15 and § 73-16: Tier 3.
    Rule("T3_TABLE_4", "15A", "Tier 3 transient boat slips: 150 to 250 ft", 18, "count", T3, basis="D6"),
    Rule(
        "T3_EXTRA_SLIPS",
        "15A",
        "over 250 ft: 10 more slips per whole 100 ft over 250 ft",
        SteppedAllowance(Decimal("250.00"), Decimal(100), per_step=10),
        "count",
        T3,
        DECISION,
        "D6",
        "Row B read as L > 250.00 (the text's '> 250.01' leaves a gap).",
    ),
    Rule(
        "T3_USE",
        "15A",
        "Tier 3 facility only for patrons of a restaurant, hotel or motel on the parcel",
        ("restaurant", "hotel", "motel"),
        "land use",
        T3,
        basis="D13",
    ),
    Rule(
        "T3_USE_READING",
        "15A",
        "a land use names a restaurant, hotel or motel by New York's property class code, and not where it says "
        "that use is none, or none now",
        MappingProxyType({"414": "hotel", "415": "motel", "421": "restaurant"}),
        "property class",
        T3,
        DECISION,
        "D30",
    ),
    Rule(
        "T3_MIN_SHORELINE",
        "15B",
        "shoreline a Tier 3 docking facility needs",
        150,
        "lineal ft (at least)",
        T3,
        basis="D13",
    ),
    Rule(
        "T3_ONE_ALLOCATION",
        "15C",
        "one allocation per parcel, whatever the number of restaurants and hotels",
        1,
        "count",
        T3,
    ),
    Rule(
        "T3_NOT_WITH_TIER_2",
        "15D",
        "a parcel may not have both a Tier 2 facility and a Tier 3 allocation",
        "exclusive",
        "",
        T3,
    ),
    Rule("T3_NO_MOORINGS", "15E", "mooring buoys", 0, "count", T3),
    Rule(
        "T3_MINIMUM_SIZE",
        "15F",
        "surface area and length the minimum needed for the permitted slips",
        "minimum necessary",
        "",
        T3,
        informational=True,
    ),
    Rule("T3_NO_RENTAL", "15H", "renting or leasing the boat slips", "prohibited", "", T3, informational=True),
    Rule(
        "T3_DOCKING_ONLY",
        "15A",
        "associated facilities (boathouse, boat station, hoist structure, boat "
        "accessory structure): none allocated in Tier 3",
        "none",
        "",
        T3,
        UNVERIFIED,
        note="Our reading: § 73-15 allocates docking facilities only; Table 2 is Tier 1's.",
    ),
    Rule("T3_SETBACK", "16A", "setback from the facility area lines", 45, "ft", T3),
    Rule("T3_OUTLET_SETBACK", "16A", "setback from the edge of any outlet", 10, "ft", T3),
    Rule(
        "T3_DESIGN_STANDARD_B",
        "16B",
        "lost subsection; no constraint applied",
        None,
        "",
        T3,
        UNVERIFIED,
        "G7b",
        informational=True,
    ),
    Rule("T3_NAV_LIGHT", "16C", "navigation safety light at the end of a dock this long from the MHW", 100, "ft", T3),
    # §§ 73-13C, 73-15G, 73-17 to 73-23: procedure, nonconformity, variances.
    Rule(
        "T2_SITE_PLAN",
        "13C",
        "a Tier 2 facility needs site plan approval by the Planning Board (§ 73-18), then the uniform docks and "
        "mooring permit (§ 73-17A)",
        "site plan, then permit",
        "",
        T2,
        DECISION,
        "D24",
    ),
    Rule(
        "T3_SITE_PLAN",
        "15G",
        "a Tier 3 facility needs site plan approval by the Planning Board (§ 73-18), then the uniform docks and "
        "mooring permit (§ 73-17A)",
        "site plan, then permit",
        "",
        T3,
        DECISION,
        "D24",
    ),
    Rule(
        "UNIFORM_PERMIT",
        "17A",
        "the uniform docks and mooring permit for a Tier 2 or Tier 3 facility, issued only after site plan approval",
        "after site plan approval",
        "",
        T2 + T3,
    ),
    Rule(
        "SITE_PLAN_HEARING",
        "18E",
        "public hearing after a complete application",
        62,
        "days (within)",
        T2 + T3,
    ),
    Rule(
        "SITE_PLAN_NOTICE_APPLICANT",
        "18E(1)",
        "mailed notice to the applicant before the hearing",
        10,
        "business days (at least)",
        T2 + T3,
    ),
    Rule(
        "SITE_PLAN_NOTICE_NEWSPAPER",
        "18E(1)",
        "newspaper notice before the hearing",
        5,
        "business days (at least)",
        T2 + T3,
    ),
    Rule(
        "SITE_PLAN_SIGNATURE",
        "18I(3)",
        "Planning Board chair signs after approval",
        30,
        "days (within)",
        T2 + T3,
    ),
    Rule(
        "SITE_PLAN_FILING",
        "18J",
        "decision filed with the clerk",
        5,
        "business days (within)",
        T2 + T3,
    ),
    Rule(
        "SITE_PLAN_PERMIT_WINDOW",
        "18K",
        "permit issued after signature (one extension of up to 12 months)",
        12,
        "months (within)",
        T2 + T3,
    ),
    Rule(
        "SITE_PLAN_CONSTRUCTION",
        "18L",
        "construction starts within 6 and finishes within 18 months of the permit",
        (6, 18),
        "months",
        T2 + T3,
    ),
    Rule(
        "COUNTY_REFERRAL",
        "19",
        "site plan and any variance referred to the county planning board (General Municipal Law § 239-m)",
        "before the decision",
        "",
        T2 + T3,
    ),
    Rule(
        "CERTIFICATE_OF_COMPLIANCE",
        "18M",
        "inspection and certificate of compliance (also § 73-11A)",
        "before use",
        "",
        ALL,
    ),
    Rule(
        "CITY_PIER_BOATHOUSES",
        "20",
        "City Pier boathouse parcels of the City of Canandaigua exempt (City Code ch. 42): recorded as exemptions, "
        "findings shown as exempt",
        87,
        "parcels",
        ("City",),
    ),
    Rule(
        "NONCONFORMING_DAMAGE",
        "21A",
        "damage that ends a nonconformity (conforming rebuild within 18 months)",
        50,
        "% of existing value",
        ALL,
        informational=True,
    ),
    Rule(
        "NONCONFORMING_PRIOR_PERMITS",
        "21E",
        "unexpired permits issued under the law from 1992 to 2011, and site "
        "plans approved before 1992, are deemed compliant (Public Lands Law § 75)",
        (1992, 2011),
        "years",
        ALL,
        informational=True,
    ),
    Rule(
        "NONCONFORMING_DISCONTINUANCE",
        "21D",
        "discontinuance that forfeits a nonconformity",
        1,
        "year",
        ALL,
        informational=True,
    ),
    Rule(
        "NONCONFORMITY_ENLARGED",
        "21A",
        "a certified nonconformity not enlarged or expanded past the extent its certificate describes (§ 73-21F): "
        "area, length, reach, width, height, slips, moorings and footprint",
        "the certified extent",
        "",
        ALL,
        DECISION,
        "D15",
    ),
    Rule(
        "VARIANCE_SCOPE",
        "22D",
        "variances only from facility-area-line and outlet setbacks and Tier 1 dock "
        "configuration; reported as varied, never hidden",
        ("setbacks", "T1 dock configuration"),
        "",
        ALL,
        DECISION,
        "D15",
    ),
    Rule(
        "AMENDMENT",
        "23",
        "amendment by unanimous local laws of all six municipalities and OPRHP approval",
        6,
        "municipalities",
        ALL,
        informational=True,
    ),
)

DECISIONS = MappingProxyType(
    {
        "D1": "Tier 1 moorings reach 375 ft, the Tier 1 cell of the facility area table being lost",
        "D2": "Tier 2 and 3 dock zone 200 ft and Tier 2 mooring zone 375 ft from the MHW",
        "D3": "distance lines are true distances from the MHW, round-cornered, not offsets of the tie line",
        "D4": "lineal feet is the length of the tie line, rounded half-up to 0.01 ft",
        "D5": "table rows half-open, and only whole 50-ft or 100-ft increments count",
        "D6": "Table 3 read as two caps (slips at docks, moorings) and Table 4 rows as written",
        "D7": "with no neighbour on the MHW the facility area line is perpendicular to the tie line (fallback)",
        "D8": "where facility area lines meet or cross, the area ends there and is flagged, never repaired",
        "D9": "a dock's width measured along the MHW where it meets the water (its chord 25 ft either side), its "
        "length across it",
        "D10": "the appendage cap applies to each appendage as built: a dock's touching or overlapping appendage parts "
        "are one appendage",
        "D11": "Tier 1 buoys and docked boats keep no setback from the facility area lines, only stay inside them",
        "D12": "several MHW runs: a tie line each, lineal feet their sum",
        "D13": "of several districts the tier allowing the parcel the fewest slips and moorings; undersized Tier 2 "
        "or 3 parcels, or Tier 3 without a restaurant, hotel or motel, get no allocation",
        "D14": "citations in the chosen municipality's numbering",
        "D15": "only setbacks and Tier 1 dock configuration (its layout, not its dimensional caps) may be varied; a "
        "certificate of nonconformity covers the extent it records, and an enlargement past it is a violation; "
        "varied and nonconforming findings are shown",
        "D16": "distances in US survey feet whatever the layers' CRS",
        "D17": "elevations as the law states them, on the declared datum",
        "D18": "severity: violation, permit required, advisory, varied, nonconforming, exempt",
        "D19": "in a district assigned Tier 2 and Tier 3, a qualifying restaurant, hotel or motel takes either, not "
        "both: its election, else the tier its proposal complies with",
        "D20": "a municipally owned facility takes Table 3 only in a district assigned Tier 2; in a Tier 1 district, "
        "Tier 1",
        "D24": "every Tier 2 or Tier 3 proposal needs site plan approval and then the uniform permit, reported as "
        "permit required",
        "D22": "the § 73-20 exemption applies only to the City Pier boathouse parcels of the City of Canandaigua",
        "D23": "a structure waterside of the MHW of a kind not among the docking structures the law names (a gazebo, "
        "a deck, anything marked other) is not related to docking",
        "D21": "a dock across the MHW counts whole, its landward part included, against the 720- and 256-sq-ft caps; "
        "its reach is still measured from the MHW",
        "D30": "a land use names a restaurant, hotel or motel by the word or New York's property class code (414, "
        "415, 421), not where it says that use is none, or none now ('former hotel', 'restaurant (closed)')",
        "contact": "moored boats 'in contact' read as any overlap of swing circles, or of a circle and a structure",
        "E10": "the depth extension measured where the dock crosses its line, and run on to the 683.60-ft contour",
        "E19": "one 200-sq-ft steep-slope allowance per parcel, for all its docks, its boat accessory structure and "
        "the consolidated docks it joins",
    }
)
"""Our decisions (the D entries of docs/decisions.md) and readings, one line each, for a finding's ``to_confirm``."""

RULES = MappingProxyType({rule.id: rule for rule in _RULES})
if len(RULES) != len(_RULES):
    raise RuntimeError("duplicate rule id in the catalogue")


def rule(rule_id: str) -> Rule:
    """The rule with this id; a clear error for an id the catalogue does not have."""
    try:
        return RULES[rule_id]
    except KeyError:
        raise KeyError(f"no rule {rule_id!r} in the Dockline catalogue") from None


def decisions_of(rule_id: str) -> tuple[str, ...]:
    """The decisions (D-numbers) a rule of ours rests on, from its basis; none for a rule read in the text."""
    found = rule(rule_id)
    keys = re.findall(r"\b(?:[DEGN]\d+[a-z]?|contact)\b", found.basis)
    return () if found.status == VERIFIED else tuple(keys)


def value(rule_id: str) -> Any:
    """The value of the rule with this id."""
    return rule(rule_id).value


_BASIS_KINDS = {"D": "Dockline decision", "E": "Dockline reading", "G": "lost text", "N": "numbering note"}


def reading(found: Rule) -> str:
    """How outputs name what a rule rests on: the law's text, or an entry of docs/decisions.md and whether the value
    is unverified."""
    named = f"{_BASIS_KINDS[found.basis[0]]} {found.basis}, {DECISIONS_DOC}" if found.basis else ""
    if found.status == UNVERIFIED:
        return "; ".join(filter(None, ("unverified reading", named)))
    return named or "the law's text"
