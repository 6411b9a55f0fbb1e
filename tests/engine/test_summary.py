"""The allowed-against-proposed table the panel and the exhibit share (rules/checks/summary.py): one row per item from
the allocation record and the parcel summary, each proposed count on each side of its allowance, and one rounding."""

import pytest
from dockline.rules import allocate, allocate_parcel, allocation_record, get_profile
from dockline.rules.checks.findings import ParcelSummary
from dockline.rules.checks.summary import ITEMS, NO_CAP, NOT_COUNTED, allowance_rows, figure, measured_text
from dockline.rules.law.vocabulary import Standing

SOUTH_BRISTOL = get_profile("south_bristol")
TIER_1_B = allocation_record(allocate(40, 1), SOUTH_BRISTOL)  # Table 1, category B: 2 slips, 1 dock, 2 moorings
EITHER = SOUTH_BRISTOL.with_tier_map({"C-2": (2, 3)})
TIER_2_OR_3 = allocation_record(allocate_parcel(250, "C-2", EITHER, land_use="Hotel"), EITHER)  # 65, or 18 (D19)


def proposed(**counts) -> dict:
    """A parcel summary's record, as the panel hands it over (the exhibit reads the same fields off its layer)."""
    return vars(ParcelSummary("P1", **counts))


def row(rows, label_start: str):
    (found,) = [r for r in rows if r.label.startswith(label_start)]
    return found


@pytest.mark.parametrize(
    "value, printed",
    [
        (4.666, "4.67"),  # the panel once printed 4.666, the exhibit 4.7: both now 4.67
        (202.8, "202.8"),
        (202.80, "202.8"),
        (3.0, "3"),  # a count prints whole
        (3, "3"),
        (10.004, "10"),
        (10.01, "10.01"),  # a breach by the least the law measures still reads as one
        (-0.001, "0"),
        (3911.25, "3911.25"),
    ],
)
def test_a_figure_is_printed_to_the_hundredth_without_trailing_zeros(value, printed):
    assert figure(value) == printed


@pytest.mark.parametrize(
    "measured, limit, unit, printed",
    [
        (4.67, 10.0, "ft", "4.67 / 10 ft"),
        (3.0, 2.0, "slips", "3 / 2 slips"),
        (1.0, 0.0, "count", "1 / 0 count"),
        (3911.3, 720.0, "sq ft", "3911.3 / 720 sq ft"),
        (12.5, None, "%", "12.5 %"),
        (None, 45.0, "ft", ""),
    ],
)
def test_a_findings_measure_against_its_limit(measured, limit, unit, printed):
    assert measured_text(measured, limit, unit) == printed


def test_the_table_has_every_item_once_in_order_with_the_allocations_figures():
    rows = allowance_rows(TIER_1_B, proposed(proposed_slips=2, proposed_docks=1))
    assert [r.label for r in rows] == [label for label, _, _ in ITEMS]
    assert [(r.allowed, r.proposed) for r in rows] == [
        ("2", "2"),
        ("2", "0"),
        ("1", "1"),
        ("2", "0"),
        ("720", NOT_COUNTED),
        ("10", NOT_COUNTED),
        ("10", NOT_COUNTED),
        ("no", "0"),
        ("yes", "0"),
    ]
    assert [r.standing for r in rows if r.proposed == NOT_COUNTED] == [None, None, None]
    assert rows[4].label == "Dock area, sq ft (720 a dock, + 200 per steep-slope parcel, § 73-9D(2))"  # the catalogue's


@pytest.mark.parametrize(
    "item, counts, standing",
    [
        ("Boat slips (", {"proposed_slips": 2}, Standing.FITS),  # at the allowance
        ("Boat slips (", {"proposed_slips": 3}, Standing.EXCEEDS),  # one past it
        ("Boat slips at docks", {"proposed_dock_slips": 2}, Standing.FITS),
        ("Boat slips at docks", {"proposed_dock_slips": 3}, Standing.EXCEEDS),
        ("Docks", {"proposed_docks": 1}, Standing.FITS),
        ("Docks", {"proposed_docks": 2}, Standing.EXCEEDS),
        ("Mooring buoys", {"proposed_moorings": 2}, Standing.FITS),
        ("Mooring buoys", {"proposed_moorings": 3}, Standing.EXCEEDS),
        ("Boathouses", {"proposed_boathouses": 0}, Standing.FITS),  # not allowed, none proposed
        ("Boathouses", {"proposed_boathouses": 1}, Standing.EXCEEDS),  # not allowed, one proposed
        ("Boat stations", {"proposed_boat_stations": 1}, Standing.FITS),  # allowed
    ],
)
def test_each_count_on_each_side_of_its_allowance(item, counts, standing):
    assert row(allowance_rows(TIER_1_B, proposed(**counts)), item).standing == standing


@pytest.mark.parametrize("slips, standing", [(65, Standing.FITS), (66, Standing.EXCEEDS)])
def test_a_parcel_that_may_take_tier_2_or_3_shows_both_slip_allowances(slips, standing):
    """D19: the parcel may take either tier's figures, so its slips exceed only the larger of the two."""
    rows = allowance_rows(TIER_2_OR_3, proposed(proposed_slips=slips, proposed_docks=40))
    slips_row = row(rows, "Boat slips (")
    assert (slips_row.allowed, slips_row.standing) == ("65 (Tier 3: 18)", standing)
    assert row(rows, "Docks")[1:] == (NO_CAP, "40", Standing.FITS)  # the law sets no number: nothing exceeds it
    assert row(rows, "Dock area").allowed == NO_CAP


def test_a_parcel_not_checked_shows_nothing_proposed_and_compares_nothing():
    rows = allowance_rows(TIER_1_B, None)
    assert {r.proposed for r in rows} == {NOT_COUNTED} and {r.standing for r in rows} == {None}
    assert row(rows, "Boat slips (").allowed == "2"
