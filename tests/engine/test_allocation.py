"""Allocation (docs/decisions.md Tables 1, 3, 4; D4–D6, D13): every table boundary on both sides, the gaps the
tables leave, bad input."""

import math
from decimal import Decimal

import numpy as np
import pytest
from dockline.rules import (
    DocklineInputError,
    allocate,
    allocate_parcel,
    allocation_record,
    dock_area_allowance,
    get_profile,
    tier_for_districts,
)

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
        ("motels, marina", True),
        ("marina", False),
        (None, False),
        ("residential", False),
    ],
)
def test_tier_3_needs_a_restaurant_hotel_or_motel(land_use, eligible):
    result = allocate(300, 3, land_use=land_use)
    assert result.eligible is eligible
    assert "T3_USE" in result.rule_ids
    if not eligible:
        assert "not a restaurant, hotel or motel" in result.reason and result.max_slips == 0


def test_undersized_tier_2_gets_no_tier_1_fallback_unless_set():
    plain = allocate(120, 2)
    assert (plain.tier, plain.eligible, plain.max_slips) == (2, False, 0)
    assert "below the Tier 2 minimum of 250 ft" in plain.reason
    fallback = allocate(120, 2, SOUTH_BRISTOL.with_settings(undersized_fallback_to_t1=True))
    assert (fallback.tier, fallback.category, fallback.max_slips, fallback.max_docks) == (1, "D", 4, 2)
    assert fallback.rule_ids[0] == "T2_MIN_SHORELINE"


def test_tier_from_districts_multi_district_and_default():
    profile = SOUTH_BRISTOL.with_tier_map({"R-1": 1, "MAR": 2, "HOS": 3})
    assert tier_for_districts("MAR", profile).tier == 2
    assert tier_for_districts(["MAR", "HOS"], profile).tier == 3  # 3 is more restrictive than 2 (D13)
    assert tier_for_districts(["HOS", "R-1", "MAR"], profile).tier == 1
    unmapped = tier_for_districts(["MAR", "X-9"], profile)
    assert unmapped.tier == 1 and "X-9: Tier 1 (no assignment, default)" in unmapped.reason  # § 73-6A(1)
    assert set(unmapped.rule_ids) == {"TIER_DEFAULT", "TIER_MOST_RESTRICTIVE"}
    assert tier_for_districts([], profile).rule_ids == ("TIER_DEFAULT",)
    strict = profile.with_settings(unmapped_district="error")
    with pytest.raises(DocklineInputError, match="'X-9' has no tier in the Town of South Bristol profile"):
        tier_for_districts(["X-9"], strict)


@pytest.mark.parametrize(
    "lineal_ft, land_use, tier, eligible, why",
    [
        (150.00, "restaurant", 3, True, "a restaurant, hotel or motel with 150.00 ft (at least 150): Tier 3"),
        (149.99, "restaurant", 2, False, "short of either tier's minimum, Tier 2"),
        (250.00, "Hotel", 3, True, "Tier 3"),
        (250.00, "marina", 2, True, "land use 'marina', not a restaurant, hotel or motel with 250.00 ft: Tier 2"),
        (249.99, "marina", 2, False, "short of either tier's minimum, Tier 2"),
        (249.99, "motel", 3, True, "Tier 3"),
    ],
)
def test_district_assigned_tier_2_and_3_takes_the_one_the_parcel_qualifies_for(
    lineal_ft, land_use, tier, eligible, why
):
    """§ 73-6A(3): a restaurant, hotel or motel with at least 150 ft takes Tier 3, else 250 ft gives Tier 2."""
    profile = SOUTH_BRISTOL.with_tier_map({"C-2": (2, 3)})
    result = allocate_parcel(lineal_ft, "C-2", profile, land_use=land_use)
    assert (result.tier, result.eligible) == (tier, eligible)
    assert result.tier_reason.startswith("C-2: Tier 2 and 3, ") and why in result.tier_reason
    assert "TIER_2_AND_3" in result.rule_ids and "TIER_2_AND_3" in result.readings_to_confirm


def test_tier_2_and_3_district_beside_a_tier_1_one_is_tier_1():
    profile = SOUTH_BRISTOL.with_tier_map({"C-2": (2, 3), "R-1": 1})
    assert allocate_parcel(400, ["C-2", "R-1"], profile, land_use="hotel").tier == 1


@pytest.mark.parametrize("land_use", ["municipal", "Municipal park", "municipally owned marina"])
def test_municipally_owned_facilities_take_table_3_whatever_the_district(land_use):
    """§ 73-13B: a municipal facility is allocated under Table 3 even in a Tier 1 district."""
    result = allocate_parcel(320, "R-1", SOUTH_BRISTOL.with_tier_map({"R-1": 1}), land_use=land_use)
    assert (result.tier, result.max_dock_slips, result.max_moorings) == (2, 50, 15)
    assert "municipally owned" in result.tier_reason and "§ 73-13B" in result.tier_reason
    assert result.rule_ids[0] == "T2_MUNICIPAL"
    plain = allocate_parcel(320, "R-1", SOUTH_BRISTOL.with_tier_map({"R-1": 1}), land_use="residential")
    assert plain.tier == 1 and "T2_MUNICIPAL" not in plain.rule_ids


def test_allocate_parcel_carries_tier_reason_and_rules():
    profile = SOUTH_BRISTOL.with_tier_map({"MAR": 2, "HOS": 3})
    result = allocate_parcel(480, ["MAR", "HOS"], profile, land_use="hotel")
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
        ("120", "must be a number, not '120'"),
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
