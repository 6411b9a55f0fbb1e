"""Allocation (docs/decisions.md Tables 1, 3, 4; D4–D6, D13, D19, D20): every table boundary on both sides, the
gaps the tables leave, the tier readings on each side of their lines (through the engine's run for the parcel that
may take Tier 2 or Tier 3), bad input."""

import math
import re
from decimal import Decimal

import numpy as np
import pytest
import shapely
from dockline.rules import (
    DocklineInputError,
    allocate,
    allocate_parcel,
    allocation_record,
    dock_area_allowance,
    get_profile,
)
from dockline.rules.checks.findings import VIOLATION
from dockline.rules.checks.proposal import DockPart, Mooring, Proposal
from dockline.rules.law.catalogue import decisions_of
from dockline.rules.law.vocabulary import FlagCode
from dockline.rules.run import LakeInputs, Parcels, run_lake

SOUTH_BRISTOL = get_profile("south_bristol")


@pytest.mark.parametrize(
    "lineal_ft, category, slips, docks",
    [
        (0.004, None, None, None),  # rounds to 0.00: no frontage (raises, below)
        (0.005, "A", 1, 1),
        (0.5, "A", 1, 1),
        (1, "A", 1, 1),  # 0 < L < 1 has no row in the text: A (D5)
        (25.00, "A", 1, 1),
        (25.004, "A", 1, 1),
        (25.005, "B", 2, 1),
        (25.01, "B", 2, 1),  # the 25.00-25.01 gap
        (50.00, "B", 2, 1),
        (50.01, "C", 3, 1),
        (100.00, "C", 3, 1),
        (100.01, "D", 4, 2),
        (150.00, "D", 4, 2),
        (150.01, "E", 5, 2),
        (200.00, "E", 5, 2),
        (200.01, "F", 5, 2),
        (249.99, "F", 5, 2),
        (250.00, "F", 6, 2),
        (299.99, "F", 6, 2),
        (300.00, "F", 7, 3),
        (260, "F", 6, 2),
        (420, "F", 9, 4),
        (1000, "F", 21, 10),  # the decisions page's worked examples, and a long frontage
    ],
)
def test_table_1_boundaries(lineal_ft, category, slips, docks):
    if category is None:
        with pytest.raises(DocklineInputError, match="rounds to 0.00 ft"):
            allocate(lineal_ft, 1)
        return
    result = allocate(lineal_ft, 1)
    assert (result.category, result.max_slips, result.max_docks) == (category, slips, docks)
    assert result.eligible and result.tier == 1


@pytest.mark.parametrize(
    "lineal_ft, setback, moorings",
    [
        (25.00, 5, 0),
        (25.01, 10, 2),
        (75, 10, 3),
        (420, 10, 9),
    ],
)
def test_tier_1_setback_by_category_and_mooring_substitution(lineal_ft, setback, moorings):
    result = allocate(lineal_ft, 1)
    assert result.fal_setback_ft == result.outlet_setback_ft == setback  # § 73-9A
    assert result.max_moorings == moorings  # none in A (§ 73-8A(1)); within the slips otherwise (§ 73-8A(2)-(3))
    assert result.max_moorings <= result.max_slips
    rule_ids = set(result.rule_ids)
    if setback == 5:
        assert {"T1_SETBACK_CAT_A", "T1_CAT_A_NO_MOORINGS"} <= rule_ids and result.mooring_zone_ft is None
    else:
        assert {"T1_SETBACK", "T1_MOORINGS_AS_SLIPS", "T1_MOORINGS_MAX"} <= rule_ids
        assert result.mooring_zone_ft == 375 and "T1_MOORING_REACH" in result.readings_to_confirm


@pytest.mark.parametrize(
    "mode, lineal_ft, slips, docks",
    [
        ("floor", 274.99, 6, 2),
        ("ceil", 200.02, 6, 3),
        ("ceil", 200.00, 5, 2),
        ("pro_rata_round", 224.99, 5, 2),
        ("pro_rata_round", 225.00, 6, 2),
        ("pro_rata_round", 250.00, 6, 3),
    ],
)
def test_increment_rounding_is_a_setting(mode, lineal_ft, slips, docks):
    profile = SOUTH_BRISTOL.with_settings(increment_rounding=mode)
    result = allocate(lineal_ft, 1, profile)
    assert (result.max_slips, result.max_docks) == (slips, docks)


def test_boathouse_from_200_ft_though_category_f_starts_above():
    assert not allocate(199.99, 1).boathouse_allowed
    at_200 = allocate(200.00, 1)
    assert at_200.category == "E" and at_200.boathouse_allowed  # E3: each rule as written


@pytest.mark.parametrize(
    "lineal_ft, eligible, row, total, moorings",
    [
        (249.99, False, None, 0, 0),
        (250.00, True, "A", 65, 15),
        (299.99, True, "A", 65, 15),
        (300.00, True, "B", 65, 15),  # exactly 300 fits neither row in the text: B with no increment (D6)
        (399.99, True, "B", 65, 15),
        (400.00, True, "B", 75, 18),
        (480, True, "B", 75, 18),
        (499.99, True, "B", 75, 18),
        (500.00, True, "B", 85, 21),
    ],
)
def test_table_3_boundaries(lineal_ft, eligible, row, total, moorings):
    result = allocate(lineal_ft, 2)
    assert (result.eligible, result.category, result.max_slips, result.max_moorings) == (eligible, row, total, moorings)
    assert result.max_docks == (None if eligible else 0)  # no dock count in Tier 2 (E18)
    assert (result.fal_setback_ft, result.outlet_setback_ft) == (45, 10)
    assert not (result.boathouse_allowed or result.boat_station_allowed or result.hoist_structures_allowed)


@pytest.mark.parametrize(
    "lineal_ft, dock_slips, moorings, together",
    [
        (260, 50, 15, 65),  # 250 ≤ L < 300: two caps, 50 slips at docks and 15 moorings (D6 revised)
        (399.99, 50, 15, 65),
        (400.00, 60, 18, 75),  # one whole 100 ft past 300: 10 more, at most 3 of them moorings
        (500.00, 70, 21, 85),
    ],
)
def test_table_3_is_two_caps_and_their_sum(lineal_ft, dock_slips, moorings, together):
    result = allocate(lineal_ft, 2)
    assert (result.max_dock_slips, result.max_moorings, result.max_slips) == (dock_slips, moorings, together)


def test_dock_slips_cap_is_the_slip_cap_in_tiers_1_and_3():
    for result in (allocate(120, 1), allocate(480, 1), allocate(400, 3, land_use="hotel"), allocate(100, 2)):
        assert result.max_dock_slips == result.max_slips


def test_table_3_base_read_as_fifty_including_moorings_is_a_setting():
    profile = SOUTH_BRISTOL.with_settings(t2_base_moorings_additive=False)
    assert (allocate(480, 2, profile).max_slips, allocate(480, 2, profile).max_moorings) == (60, 18)


@pytest.mark.parametrize(
    "lineal_ft, eligible, row, slips",
    [
        (149.99, False, None, 0),
        (150.00, True, "A", 18),
        (250.00, True, "A", 18),
        (250.01, True, "B", 18),  # the text's "> 250.01" leaves (250.00, 250.01]: row B (D6)
        (349.99, True, "B", 18),
        (350.00, True, "B", 28),
        (400, True, "B", 28),
        (750, True, "B", 68),
        (849.99, True, "B", 68),  # 750 to 849.99 ft: 18 + 5 × 10 slips
    ],
)
def test_table_4_boundaries(lineal_ft, eligible, row, slips):
    result = allocate(lineal_ft, 3, land_use="Hotel")
    assert (result.eligible, result.category, result.max_slips, result.max_moorings) == (eligible, row, slips, 0)
    assert (result.fal_setback_ft, result.outlet_setback_ft) == (45, 10)


@pytest.mark.parametrize(
    "land_use, eligible",
    [
        ("restaurant", True),
        ("Hotel/Motel", True),
        ("hotel-motel", True),
        ("motels, marina", True),
        ("Restaurant & Bar", True),
        ("421 - Restaurant", True),  # New York's property class code, as assessors write it (D30)
        ("421", True),
        ("414", True),
        (415, True),
        ("marina", False),
        (None, False),
        ("residential", False),
        ("4210", False),
        ("422 - Diner", False),  # another class: not one the law names
        ("former hotel (demolished)", False),  # none now (D30)
        ("no restaurant", False),
        ("Hotel No. 2", True),
        ("Non-restaurant commercial", False),
        ("vacant motel", False),
        ("421 closed", False),
        ("Former Lakeview Hotel", False),  # former, vacant...: of the uses after them in their part
        ("former hotel & restaurant", False),
        ("vacant hotel / restaurant", False),
        ("Hotel/former restaurant", True),
        ("Restaurant; former hotel", True),
        ("Hotel, formerly a restaurant", True),
        ("Hotel (ex-Holiday Inn)", True),
        ("not a hotel", False),  # no, not, non: of a use one or two words on
        ("Lot No. 3 - Motel", True),
        ("non-conforming hotel", True),
        ("Non-profit restaurant", True),
        ("Hotel - former", False),  # vacant, closed...: of the use before them in their piece
        ("Hotel & vacant lot", True),
        ("restaurant (closed 2019)", False),  # or in a part of their own after it
        ("Restaurant, vacant land", True),
        ("Restaurant (formerly Joe's)", True),
    ],
)
def test_tier_3_needs_a_restaurant_hotel_or_motel(land_use, eligible):
    result = allocate(300, 3, land_use=land_use)
    assert result.eligible is eligible
    assert "T3_USE" in result.rule_ids
    if not eligible:
        assert "not a restaurant, hotel or motel" in result.reason and result.max_slips == 0


@pytest.mark.parametrize(
    "land_use, by_d30",
    [("hotel", False), ("Hotel No. 2", False), ("marina", False), ("421", True), ("former hotel", True)],
)
def test_a_land_use_read_by_a_class_code_or_as_none_now_names_d30_to_confirm(land_use, by_d30):
    """The law's own words need no reading; a property class code, or words saying the use is gone, are D30's:
    in a Tier 3 district, and where the land use chooses between Tier 2 and Tier 3 (D19)."""
    assert decisions_of("T3_USE_READING") == ("D30",)
    for result in (allocate(300, 3, land_use=land_use), allocate_parcel(300, "C-2", TIERS, land_use=land_use)):
        assert ("T3_USE_READING" in result.readings_to_confirm) is by_d30


def test_undersized_tier_2_gets_no_tier_1_fallback_unless_set():
    plain = allocate(120, 2)
    assert (plain.tier, plain.eligible, plain.max_slips) == (2, False, 0)
    assert "below the Tier 2 minimum of 250 ft" in plain.reason
    fallback = allocate(120, 2, SOUTH_BRISTOL.with_settings(undersized_fallback_to_t1=True))
    assert (fallback.tier, fallback.category, fallback.max_slips, fallback.max_docks) == (1, "D", 4, 2)
    assert fallback.rule_ids[0] == "T2_MIN_SHORELINE"


TIERS = SOUTH_BRISTOL.with_tier_map({"R-1": 1, "MAR": 2, "HOS": 3, "C-2": (2, 3)})


@pytest.mark.parametrize(
    "districts, lineal_ft, land_use, tier, slips",
    [
        (["MAR", "HOS"], 400, "hotel", "3", 28),  # Tier 3's 28 against Tier 2's 75
        (["MAR", "HOS"], 250.00, "hotel", "3", 18),  # 18 against 65
        (["MAR", "HOS"], 249.99, "hotel", "2", 0),  # Tier 2 allows nothing below 250 ft, Tier 3 18
        (["MAR", "HOS"], 200, "hotel", "2", 0),  # the issue's 200-ft hotel: not Tier 3's 18 slips
        (["MAR", "HOS"], 149.99, "hotel", "3", 0),  # neither allows any: the tie goes to Tier 3 (1, 3, 2)
        (["HOS", "R-1"], 400, "hotel", "1", 9),  # Tier 1's 9 against Tier 3's 28
        (["HOS", "R-1"], 400, "marina", "3", 0),  # no Tier 3 facility without a restaurant, hotel or motel
        (["R-1", "MAR"], 250.00, None, "1", 6),  # Tier 1's 6 against Tier 2's 65
        (["R-1", "MAR"], 249.99, None, "2", 0),  # Tier 2's nothing against Tier 1's 5
        (["C-2", "R-1"], 400, "hotel", "1", 9),  # Tier 2 or 3 allows up to 75
    ],
)
def test_most_restrictive_tier_allows_the_parcel_the_fewest_slips_and_moorings(
    districts, lineal_ft, land_use, tier, slips
):
    """§ 73-6A(2), D13: the tier whose allocation for this parcel's frontage and use allows the fewest."""
    result = allocate_parcel(lineal_ft, districts, TIERS, land_use=land_use)
    assert (result.tier_label, result.max_slips) == (tier, slips)
    assert f"most restrictive, Tier {tier} (slips and moorings together: " in result.tier_reason
    assert "TIER_MOST_RESTRICTIVE" in allocation_record(result, TIERS)["to_confirm"].split(",")


def test_one_district_is_no_choice_of_the_most_restrictive():
    result = allocate_parcel(400, "MAR", TIERS, land_use="hotel")
    assert (result.tier_label, result.max_slips, result.tier_reason) == ("2", 75, "MAR: Tier 2")
    assert "TIER_MOST_RESTRICTIVE" not in result.rule_ids


def test_unassigned_district_is_tier_1_unless_the_profile_refuses_it():
    """§ 73-6A(1): a district the board has not assigned is Tier 1."""
    unmapped = allocate_parcel(400, ["MAR", "X-9"], TIERS)
    assert unmapped.tier_label == "1" and "X-9: Tier 1 (no assignment, default)" in unmapped.tier_reason
    assert {"TIER_DEFAULT", "TIER_MOST_RESTRICTIVE"} <= set(unmapped.rule_ids)
    none_given = allocate_parcel(400, [], TIERS)
    assert none_given.rule_ids[0] == "TIER_DEFAULT" and "Tier 1 by default" in none_given.tier_reason
    with pytest.raises(DocklineInputError, match="'X-9' has no tier in the Town of South Bristol profile"):
        allocate_parcel(400, ["X-9"], TIERS.with_settings(unmapped_district="error"))


@pytest.mark.parametrize(
    "lineal_ft, land_use, tier, slips, tier3_slips",
    [
        (400, "restaurant", "2 or 3", 75, 28),  # the 400-ft restaurant: Tier 2's 75, or Tier 3's 28
        (250.00, "Hotel", "2 or 3", 65, 18),
        (249.99, "Hotel", "3", 18, None),  # short of Tier 2's 250 ft: Tier 3 only
        (150.00, "motel", "3", 18, None),
        (149.99, "motel", "2", 0, None),  # short of both minimums: Tier 2, and nothing
        (400, "marina", "2", 75, None),  # other uses take Tier 2
        (249.99, "marina", "2", 0, None),
    ],
)
def test_district_assigned_tier_2_and_3_gives_a_parcel_qualifying_for_both_either(
    lineal_ft, land_use, tier, slips, tier3_slips
):
    """§ 73-6A(3), § 73-15D, D19: Tier 2 or Tier 3, never both; the record gives both tiers' figures."""
    result = allocate_parcel(lineal_ft, "C-2", TIERS, land_use=land_use)
    record = allocation_record(result, TIERS)
    assert (record["tier"], record["max_slips"], record["tier3_max_slips"]) == (tier, slips, tier3_slips)
    assert record["tier_reason"].startswith("C-2: Tier 2 and 3, ")
    assert "TIER_2_AND_3" in record["to_confirm"].split(",")


def test_either_tier_record_keeps_table_3_caps_and_says_both():
    record = allocation_record(allocate_parcel(400, "C-2", TIERS, land_use="restaurant"), TIERS)
    assert (record["max_dock_slips"], record["max_moorings"], record["max_slips"], record["tier3_max_slips"]) == (
        60,
        18,
        75,
        28,
    )
    assert "Tier 2 or Tier 3, never both; no election named" in record["tier_reason"]
    assert record["reason"] == "Tier 2: Table 3, row B; or Tier 3: Table 4, row B"


@pytest.mark.parametrize(
    "election, tier, slips, elected",
    [
        (None, "2 or 3", 75, False),
        ("  ", "2 or 3", 75, False),
        (3, "3", 28, True),
        ("Tier 3", "3", 28, True),
        (2.0, "2", 75, True),
        (" 2 ", "2", 75, True),
    ],
)
def test_a_parcel_may_name_its_election(election, tier, slips, elected):
    """§ 73-15D, D19: the tier the parcel names, 2 or 3, is the one it takes."""
    result = allocate_parcel(400, "C-2", TIERS, land_use="restaurant", election=election)
    assert (result.tier_label, result.max_slips) == (tier, slips)
    assert ("the parcel elects Tier" in result.tier_reason) is elected


def test_an_election_holds_where_its_tier_gives_nothing():
    small = allocate_parcel(200, "C-2", TIERS, land_use="hotel", election=2)
    assert (small.tier_label, small.eligible, small.max_slips) == ("2", False, 0)
    marina = allocate_parcel(400, "C-2", TIERS, land_use="marina", election=3)
    assert (marina.tier_label, marina.eligible) == ("3", False)
    assert "is not a restaurant, hotel or motel" in marina.reason


def test_an_election_without_a_choice_is_said_and_not_applied():
    result = allocate_parcel(400, "MAR", TIERS, land_use="hotel", election=3)
    assert (result.tier_label, result.max_slips) == ("2", 75)
    assert "its election of Tier 3 does not apply" in result.tier_reason


@pytest.mark.parametrize("election", ["x", 4, 1, True, "2 or 3", 2.5])
def test_a_bad_election_is_refused_naming_it(election):
    with pytest.raises(DocklineInputError, match=re.escape(f"tier election {election!r}: name Tier 2 or Tier 3")):
        allocate_parcel(400, "C-2", TIERS, land_use="hotel", election=election)


@pytest.mark.parametrize(
    "land_use, district, lineal_ft, tier, slips, says",
    [
        ("municipal", "MAR", 400, "2", 75, "MAR: Tier 2, municipally owned: Table 3 (§ 73-13B)"),
        (" Municipal ", "C-2", 400, "2", 75, "C-2: Tier 2 and 3, municipally owned: Table 3"),  # not 2 or 3
        ("MUNICIPAL", "R-1", 400, "1", 9, "R-1: Tier 1 (a municipally owned facility takes Table 3 only"),
        ("municipal", "R-1", 100, "1", 3, "R-1: Tier 1 (a municipally owned"),  # not nothing under Table 3
        ("municipal", "HOS", 400, "3", 0, "HOS: Tier 3 (a municipally owned"),  # no Tier 3 facility either
        ("non-municipal club", "R-1", 400, "1", 9, None),
        ("Municipal park", "R-1", 400, "1", 9, None),
    ],
)
def test_municipal_facilities_take_table_3_only_where_the_district_is_assigned_tier_2(
    land_use, district, lineal_ft, tier, slips, says
):
    """§ 73-13B, § 73-6B(1), D20: the issue's municipal beach in a Tier 1 district gets Tier 1's 9, not 75; a
    municipal land use is the whole value, never a word inside another."""
    result = allocate_parcel(lineal_ft, district, TIERS, land_use=land_use)
    assert (result.tier_label, result.max_slips) == (tier, slips)
    assert ("T2_MUNICIPAL" in result.readings_to_confirm) is (says is not None)
    assert says is None or says in result.tier_reason


def test_allocate_parcel_carries_tier_reason_and_rules():
    result = allocate_parcel(480, ["MAR", "HOS"], TIERS, land_use="hotel")
    assert (result.tier, result.max_slips) == (3, 38)
    assert "most restrictive, Tier 3" in result.tier_reason
    assert result.rule_ids[0] == "TIER_MOST_RESTRICTIVE"


@pytest.mark.parametrize(
    "steep, consolidation, per_dock, bonus",
    [
        (0, None, 720, 0),
        (1, None, 720, 200),
        (1, "one_parcel", 1080, 200),
        (2, "two_parcels", 1080, 400),
        (3, "three_parcels", 1280, 600),
        (0, "three_parcels", 1280, 0),
    ],
)
def test_dock_area_allowances(steep, consolidation, per_dock, bonus):
    allowance = dock_area_allowance(steep, consolidation)
    assert (allowance.per_dock_sqft, allowance.bonus_sqft) == (per_dock, bonus)


def test_steep_slope_parcel_gets_area_bonus_and_a_boat_accessory_structure():
    steep = allocate(75, 1, steep_slope=True)
    assert steep.dock_area_sqft == 920 and steep.boat_accessory_structure_allowed
    assert allocate(75, 1).dock_area_sqft == 720 and not allocate(75, 1).boat_accessory_structure_allowed


@pytest.mark.parametrize(
    "bad, message",
    [
        (-3, "more than 0 ft, not -3"),
        (0, "more than 0 ft, not 0"),
        (float("nan"), "finite number, not nan"),
        (math.inf, "finite number, not inf"),
        ("12 ft", "must be a number, not '12 ft'"),
        (" -3", "more than 0 ft, not ' -3'"),
        (None, "number, not None"),
        (True, "number, not True"),
        (Decimal("NaN"), "finite number"),
    ],
)
def test_bad_frontage_is_refused_with_a_specific_message(bad, message):
    with pytest.raises(DocklineInputError, match=message.replace("(", r"\(")):
        allocate(bad, 1)


def test_numpy_numbers_and_decimals_are_accepted():
    assert allocate(np.float64(25.005), 1).category == "B"
    assert allocate(np.int64(100), 1).category == "C"
    assert allocate(Decimal("100.005"), 1).category == "D"


@pytest.mark.parametrize("tier", [0, 4, "2", None, 1.5, True])
def test_unknown_tier_is_refused(tier):
    with pytest.raises(DocklineInputError, match="unknown tier"):
        allocate(100, tier)


@pytest.mark.parametrize(
    "call, message",
    [
        (lambda: allocate(100, 1, "rochester"), "no municipality profile 'rochester'; known profiles: south_bristol"),
        (lambda: dock_area_allowance(2, "one_parcel"), "from 0 to 1"),
        (lambda: dock_area_allowance(0, "four_parcels"), "unknown consolidation 'four_parcels'"),
        (lambda: SOUTH_BRISTOL.with_settings(increment_rounding="round"), "increment_rounding must be one of"),
        (lambda: SOUTH_BRISTOL.with_settings(t1_mooring_reach_ft=-1), "t1_mooring_reach_ft must be a positive"),
        (lambda: SOUTH_BRISTOL.with_tier_map({"R-1": 4}), "district 'R-1' is mapped to tier 4"),
        (lambda: SOUTH_BRISTOL.with_tier_map({"R-1": (1, 2)}), "only Tier 2 and Tier 3 may be assigned together"),
    ],
)
def test_other_bad_input_is_refused(call, message):
    with pytest.raises(DocklineInputError, match=message):
        call()


def test_record_cites_sections_in_the_profiles_numbering():
    town = get_profile("town_of_canandaigua")
    record = allocation_record(allocate(480, 2, town), town)
    assert "§ 96-13B" in record["citations"] and "§ 96-14A" in record["citations"]
    assert record["to_confirm"].split(",") == [
        "T2_TABLE_3",
        "LINEAL_FEET",
        "T2_EXTRA_FACILITIES",
        "T2_EXTRA_MOORINGS",
        "T2_NO_DOCK_COUNT",
    ]
    assert record["max_docks"] is None and record["max_slips"] == 75


def test_record_gives_table_3_caps_separately():
    record = allocation_record(allocate(480, 2), SOUTH_BRISTOL)
    assert (record["max_dock_slips"], record["max_moorings"], record["max_slips"]) == (60, 18, 75)


def restaurant_run(election=None, dock_slips=0, moorings=0):
    """The engine's run of a 400-ft restaurant in a district assigned Tier 2 and Tier 3 (Tier 2: 60 slips at docks,
    18 moorings, 75 in all; Tier 3: 28 slips), between two Tier 1 lots, with one dock and rows of buoys."""
    lots = [("W", 0, 100, "R-1", None), ("R", 100, 500, "C-2", "restaurant"), ("E", 500, 600, "R-1", None)]
    parcels = Parcels(
        [pid for pid, *_ in lots],
        np.array([shapely.box(x0, -300, x1, 0) for _, x0, x1, *_ in lots], dtype=object),
        [district for *_, district, _ in lots],
        [use for *_, use in lots],
        tier_election=[None, election, None],
    )
    dock = DockPart("docks feature 1", "D1", "main_walkway", "R", dock_slips, True, shapely.box(297, -4, 303, 90))
    spots = [shapely.Point(170 + 45 * (k % 7), 130 + 45 * (k // 7)) for k in range(moorings)]  # 40 ft circles apart
    buoys = tuple(Mooring(f"moorings feature {k}", f"M{k}", "R", 12, 8, True, spot) for k, spot in enumerate(spots))
    inputs = LakeInputs(TIERS, parcels, [shapely.box(-200, 0, 800, 3000)])
    return run_lake(inputs, Proposal(docks=(dock,) if dock_slips else (), moorings=buoys))


def violations(run) -> dict:
    return {f.rule_id: f for f in run.checked.findings if f.parcel_id == "R" and f.severity == VIOLATION}


@pytest.mark.parametrize(
    "dock_slips, moorings, tier",
    [
        (28, 0, 2),  # within both tiers
        (40, 0, 2),  # the 40 slips: within Tier 2, no Table 4 violation
        (60, 0, 2),
        (28, 1, 2),  # a mooring: Tier 2's, Tier 3 allows none
        (0, 18, 2),
    ],
)
def test_a_proposal_on_either_tier_is_reported_under_the_tier_it_complies_with(dock_slips, moorings, tier):
    """§ 73-15D, D19: without an election, judged under Tier 2 and under Tier 3, reported under one it meets."""
    run = restaurant_run(dock_slips=dock_slips, moorings=moorings)
    assert violations(run) == {}
    summary = run.checked.summaries["R"]
    assert (summary.tier, summary.proposed_slips) == (tier, dock_slips + moorings)


@pytest.mark.parametrize(
    "dock_slips, moorings, measured",
    [
        (61, 0, {"T2_TABLE_3": 61, "T3_TABLE_4": 61}),  # past Tier 2's 60 at docks and Tier 3's 28
        (0, 19, {"T2_TABLE_3": 19, "T3_NO_MOORINGS": 19}),  # past Tier 2's 18 moorings; Tier 3 allows none
    ],
)
def test_a_proposal_complying_with_neither_tier_is_reported_under_both(dock_slips, moorings, measured):
    run = restaurant_run(dock_slips=dock_slips, moorings=moorings)
    found = violations(run)
    assert {rule_id: f.measured for rule_id, f in found.items()} == measured
    for finding in found.values():
        assert finding.message.endswith("Tier 2 or Tier 3, never both, and complies with neither: both are reported.")
        assert finding.basis == "decision" and "D19: " in finding.to_confirm


@pytest.mark.parametrize(
    "election, dock_slips, found",
    [
        (3, 28, set()),
        (3, 29, {"T3_TABLE_4"}),  # the 40-slip marina is a Table 4 violation only once Tier 3 is elected
        (2, 60, set()),
        (2, 61, {"T2_TABLE_3"}),
    ],
)
def test_an_elected_tier_is_the_one_a_proposal_is_judged_under(election, dock_slips, found):
    run = restaurant_run(election=election, dock_slips=dock_slips)
    assert set(violations(run)) == found
    assert run.checked.summaries["R"].tier == election
    assert not any("D19" in f.to_confirm for f in violations(run).values())


def test_a_bad_election_in_the_parcels_is_a_flag_naming_parcel_and_value():
    run = restaurant_run(election="three")
    (flag,) = [f for f in run.analysis.flags if f.code == FlagCode.NO_ALLOCATION]
    assert flag.parcel_id == "R" and "tier election 'three': name Tier 2 or Tier 3" in flag.message
    assert run.analysis.allocations["R"] is None
