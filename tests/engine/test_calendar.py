"""The officer's calendar (§§ 73-18E to 73-18M, § 73-19): days counted as New York's General Construction Law
counts them (§ 20: the day reckoned from left out; § 30: months), business days without weekends, New York's
public holidays as observed and a profile's own closed days; each step at, a day before and a day after its limit;
values and rows that cannot be read."""

import datetime
import sys

import pytest
from dockline.rules import DocklineInputError, get_profile
from dockline.rules.law.calendar import (
    DEADLINE_FIELDS,
    NOTICE_MAILED_LATE,
    STEP,
    STEPS,
    BusinessDays,
    add_months,
    deadline_rows,
    hearing_notice,
    holidays_missing,
    new_york_holidays,
    open_deadlines,
    parse_date,
    permit_calendar,
    read_permits,
    tally,
    with_closed_days,
)
from dockline.rules.law.catalogue import INPUT
from dockline.rules.law.vocabulary import DeadlineStatus

SOUTH_BRISTOL = get_profile("south_bristol")
COMPLETE = {"parcel_id": "98.11-1-10", "application_complete": "2027-04-05"}
DECIDED = {"decision": "2027-07-01", "decision_kind": "approved"}
SIGNED = {**DECIDED, "chair_signed": "2027-07-20"}
PERMITTED = {**SIGNED, "permit_issued": "2027-09-15"}
LATER = datetime.date(2031, 1, 1)  # every step recorded is done by then


def day(text: str) -> datetime.date:
    return datetime.date.fromisoformat(text)


def shifted(text: str, days: int) -> str:
    return (day(text) + datetime.timedelta(days=days)).isoformat()


def calendar(*rows, as_of=LATER, profile=SOUTH_BRISTOL):
    return permit_calendar([{**COMPLETE, **row} for row in rows], profile, as_of)


def step_of(deadlines, step_id):
    (found,) = [d for d in deadlines if d.step == step_id]
    return found


@pytest.mark.parametrize(
    "start, count, expected, passed_over",
    [
        ("2027-06-01", -10, "2027-05-17", "2027-05-31"),  # Memorial Day
        ("2027-06-01", -5, "2027-05-24", "2027-05-31"),
        ("2027-07-01", 5, "2027-07-09", "2027-07-05"),  # Independence Day, a Sunday, observed on Monday 5 July
        ("2027-11-22", 5, "2027-11-30", "2027-11-25"),  # Thanksgiving
        ("2021-12-28", 5, "2022-01-05", "2021-12-31"),  # New Year's Day 2022, a Saturday, observed on the Friday
        ("2022-12-29", 5, "2023-01-06", "2023-01-02"),  # New Year's Day 2023, a Sunday, observed on the Monday
        ("2023-01-10", -5, "2023-01-03", "2023-01-02"),  # the same, counted backwards
    ],
)
def test_business_days_pass_over_new_york_holidays_as_observed(start, count, expected, passed_over):
    days = BusinessDays()
    assert days.counted_from(day(start), count) == day(expected)
    assert not days.is_open(day(passed_over))
    one_day_less = days.counted_from(day(start), count - (1 if count > 0 else -1))
    assert one_day_less != day(expected) and days.is_open(one_day_less)


@pytest.mark.parametrize(
    "date, open_",
    [
        ("2027-05-31", False),  # Memorial Day
        ("2027-07-04", False),  # a Sunday
        ("2027-07-05", False),  # its holiday observed
        ("2027-07-06", True),
        ("2027-11-25", False),  # Thanksgiving
        ("2027-11-26", True),  # the Friday after is a business day unless the profile closes it
        ("2021-12-31", False),
        ("2023-01-02", False),
        ("2023-01-03", True),
        ("2027-06-05", False),  # a Saturday
        ("2100-01-01", False),  # the holidays package's last year, which the calendar's latest date reaches
    ],
)
def test_which_days_are_business_days(date, open_):
    assert BusinessDays().is_open(day(date)) is open_


def test_a_profile_may_close_its_offices_on_more_days():
    closed = with_closed_days(SOUTH_BRISTOL, "2027-11-26, 2027-12-24")
    assert closed.closed_days == {day("2027-11-26"), day("2027-12-24")} and SOUTH_BRISTOL.closed_days == frozenset()
    assert BusinessDays(closed.closed_days).counted_from(day("2027-11-22"), 5) == day("2027-12-01")
    filed = step_of(calendar({"decision": "2027-11-22", "decision_kind": "approved"}, profile=closed), "decision_filed")
    assert filed.due == day("2027-12-01")
    assert with_closed_days(closed, [datetime.date(2027, 12, 31)]).closed_days == closed.closed_days | {
        day("2027-12-31")
    }


@pytest.mark.parametrize("given", ["2027-13-01", "26/11/2027", "2027-11-26, tomorrow"])
def test_a_closed_day_that_is_not_a_date_is_named(given):
    with pytest.raises(DocklineInputError, match="closed days: '(2027-13-01|26/11/2027|tomorrow)' is not a date"):
        with_closed_days(SOUTH_BRISTOL, given)


@pytest.mark.parametrize(
    "start, months, expected",
    [
        ("2027-07-20", 12, "2028-07-20"),  # the same day of the month
        ("2027-01-31", 1, "2027-02-28"),  # no 31 February: the month's last day
        ("2028-01-31", 1, "2028-02-29"),  # a leap year
        ("2027-08-31", 6, "2028-02-29"),
        ("2027-08-31", 18, "2029-02-28"),
        ("2027-12-15", 1, "2028-01-15"),  # into the next year
        ("2027-03-31", -1, "2027-02-28"),
    ],
)
def test_months_end_on_the_same_day_of_the_month_or_the_last_of_a_shorter_one(start, months, expected):
    assert add_months(day(start), months) == day(expected)


# step, the row that opens it, the day it is due by
LIMITS = [
    ("hearing", {}, "2027-06-07"),  # 62 days from 5 April (the 5th left out) end on Sunday 6 June: Monday (§ 25-a)
    ("notice_applicant", {"hearing": "2027-06-01"}, "2027-05-17"),  # 10 business days, Memorial Day not counted
    ("notice_newspaper", {"hearing": "2027-06-01"}, "2027-05-24"),
    ("county_referral", DECIDED, "2027-06-30"),  # before the decision
    ("chair_signature", {**DECIDED, "decision_kind": "approved with conditions"}, "2027-08-02"),  # Sat 31 July
    ("chair_signature", {**DECIDED, "decision_kind": "conditional"}, "2027-08-02"),
    ("decision_filed", {**DECIDED, "decision_kind": "disapproved"}, "2027-07-09"),  # 5 July observed
    ("permit_issued", SIGNED, "2028-07-20"),
    ("permit_issued", {**SIGNED, "extension_granted": "yes"}, "2029-07-20"),
    ("construction_start", PERMITTED, "2028-03-15"),
    ("construction_complete", PERMITTED, "2029-03-15"),
]
DONE_COLUMN = {step.id: step.done for step in STEPS}


@pytest.mark.parametrize("step_id, opened, due", LIMITS)
@pytest.mark.parametrize(
    "offset, status", [(-1, DeadlineStatus.DONE), (0, DeadlineStatus.DONE), (1, DeadlineStatus.DONE_LATE)]
)
def test_a_step_done_at_or_before_its_limit_is_in_time_and_a_day_after_late(step_id, opened, due, offset, status):
    done = shifted(due, offset)
    found = step_of(calendar({**opened, DONE_COLUMN[step_id]: done}), step_id)
    assert (found.due, found.done, found.status) == (day(due), day(done), status)
    assert found.message.startswith(STEP[step_id].what)
    assert ("1 day late" in found.message) is (status is DeadlineStatus.DONE_LATE)


@pytest.mark.parametrize("step_id, opened, due", LIMITS)
@pytest.mark.parametrize(
    "offset, status", [(-1, DeadlineStatus.DUE), (0, DeadlineStatus.DUE), (1, DeadlineStatus.OVERDUE)]
)
def test_a_step_not_done_is_due_to_its_limit_and_overdue_the_day_after(step_id, opened, due, offset, status):
    found = step_of(calendar(opened, as_of=day(shifted(due, offset))), step_id)
    assert (found.due, found.done, found.status) == (day(due), None, status)
    expected = "1 day overdue" if offset == 1 else ("0 days left" if offset == 0 else "1 day left")
    assert expected in found.message


def test_steps_not_yet_begun_and_steps_without_a_date():
    deadlines = calendar({}, as_of=day("2027-05-01"))
    assert [(d.step, d.status, d.due) for d in deadlines] == [
        ("hearing", DeadlineStatus.DUE, day("2027-06-07")),
        ("notice_applicant", DeadlineStatus.NOT_YET, None),
        ("notice_newspaper", DeadlineStatus.NOT_YET, None),
        ("county_referral", DeadlineStatus.DUE, None),  # before a decision not yet made
        ("chair_signature", DeadlineStatus.NOT_YET, None),
        ("decision_filed", DeadlineStatus.NOT_YET, None),
        ("permit_issued", DeadlineStatus.NOT_YET, None),
        ("construction_start", DeadlineStatus.NOT_YET, None),
        ("construction_complete", DeadlineStatus.NOT_YET, None),
        ("certificate_of_compliance", DeadlineStatus.NOT_YET, None),
    ]
    assert step_of(deadlines, "chair_signature").message.endswith("not yet; decision is not recorded")


@pytest.mark.parametrize("inspected, status", [(None, DeadlineStatus.DUE), ("2029-01-10", DeadlineStatus.DONE)])
def test_the_certificate_of_compliance_is_due_once_construction_is_complete(inspected, status):
    row = {**PERMITTED, "construction_completed": "2029-01-05", "compliance_inspected": inspected}
    found = step_of(calendar(row), "certificate_of_compliance")
    assert (found.due, found.status, found.section) == (None, status, "§ 73-18M")
    assert "before the facility is used" in found.message


def test_a_disapproved_application_ends_with_the_filing_of_its_decision():
    deadlines = calendar({"decision": "2027-07-01", "decision_kind": "Disapproved"})
    assert [d.step for d in deadlines] == [
        "hearing",
        "notice_applicant",
        "notice_newspaper",
        "county_referral",
        "decision_filed",
    ]


@pytest.mark.parametrize(
    "as_of, status, words",
    [
        ("2027-05-20", DeadlineStatus.DUE, "planned for 2027-06-01"),
        ("2027-06-01", DeadlineStatus.DONE, "done 2027-06-01, in time"),
    ],
)
def test_a_date_after_the_calendars_day_is_planned_not_done(as_of, status, words):
    found = step_of(calendar({"hearing": "2027-06-01"}, as_of=day(as_of)), "hearing")
    assert found.status is status and words in found.message


def test_a_hearing_planned_after_its_limit_is_said_to_be():
    found = step_of(calendar({"hearing": "2027-06-08"}, as_of=day("2027-06-01")), "hearing")
    assert found.status is DeadlineStatus.DUE and "planned for 2027-06-08, after its due date" in found.message
    overdue = step_of(calendar({"hearing": "2027-06-09"}, as_of=day("2027-06-08")), "hearing")
    assert overdue.status is DeadlineStatus.OVERDUE and "planned for 2027-06-09" in overdue.message


@pytest.mark.parametrize(
    "step_id, opened, end, due",
    [
        ("hearing", {}, "2027-06-06", "2027-06-07"),  # the 62 days: Sunday 6 June, Monday 7 June
        ("construction_start", {**SIGNED, "permit_issued": "2028-01-04"}, "2028-07-04", "2028-07-05"),  # a holiday
        ("permit_issued", {**DECIDED, "chair_signed": "2027-07-22"}, "2028-07-22", "2028-07-24"),  # a Saturday
    ],
)
def test_a_period_ending_on_a_closed_day_may_be_met_on_the_next_business_day(step_id, opened, end, due):
    """General Construction Law § 25-a: the period still ends on its day (§ 20); the act may be done the next
    business day, so it is neither late nor overdue then, and the message says why."""
    found = step_of(calendar({**opened, DONE_COLUMN[step_id]: due}), step_id)
    assert (found.due, found.status) == (day(due), DeadlineStatus.DONE)
    assert f"the period ends on {end}, a day the offices are closed" in found.message
    late = step_of(calendar({**opened, DONE_COLUMN[step_id]: shifted(due, 1)}), step_id)
    assert late.status is DeadlineStatus.DONE_LATE


@pytest.mark.parametrize(
    "values",
    [
        {"hearing": datetime.date(2027, 6, 1)},
        {"hearing": datetime.datetime(2027, 6, 1, 0, 0)},  # a date-time field
        {"hearing": " 2027-06-01 "},
        {"hearing": "2027-06-01", "notice_mailed": float("nan"), "extension_granted": ""},  # pandas' empty cells
        {"hearing": "2027-06-01", "extension_granted": "No"},
        {"hearing": "2027-06-01", "extension_granted": 0},
        {"hearing": "2027-06-01", **DECIDED, "decision_kind": "Approved_With_Conditions"},
    ],
)
def test_values_as_every_reader_gives_them(values):
    deadlines = calendar(values)
    assert not [d for d in deadlines if d.step == INPUT]
    assert step_of(deadlines, "notice_applicant").due == day("2027-05-17")


@pytest.mark.parametrize(
    "values, message",
    [
        ({"hearing": "June 1"}, "column hearing: 'June 1' is not a date; give it as YYYY-MM-DD"),
        ({"hearing": "2027-02-30"}, "column hearing: '2027-02-30' is not a date"),
        ({"hearing": "20270601"}, "column hearing: '20270601' is not a date"),
        ({"hearing": 20270601}, "column hearing: 20270601 is not a date"),
        ({"application_complete": ""}, "column application_complete: empty"),
        (
            {**DECIDED, "decision_kind": "tabled"},
            "column decision_kind: 'tabled' is not one of approved, approved with",
        ),
        ({"extension_granted": "perhaps"}, "column extension_granted: 'perhaps' is neither yes nor no"),
        ({"decision": "2027-07-01"}, "columns decision and decision_kind: give both or neither"),
        ({"decision_kind": "approved"}, "columns decision and decision_kind: give both or neither"),
        ({"chair_signed": "2027-07-20"}, "column chair_signed: 2027-07-20 is given, but decision is empty"),
        ({"notice_mailed": "2027-05-14"}, "column notice_mailed: 2027-05-14 is given, but hearing is empty"),
        ({"hearing": "2027-03-01"}, "column hearing: 2027-03-01 is before application_complete 2027-04-05"),
        (
            {**PERMITTED, "construction_started": "2027-09-01"},
            "column construction_started: 2027-09-01 is before permit_issued 2027-09-15",
        ),
        (
            {**DECIDED, "decision_kind": "disapproved", "chair_signed": "2027-07-02"},
            "column chair_signed: 2027-07-02 is given, but the decision was disapproved",
        ),
    ],
)
def test_a_row_that_cannot_be_read_is_named_by_row_and_column_and_left_off(values, message):
    good = {"parcel_id": "98.11-1-11"}
    deadlines = calendar(good, values)
    problems = [d for d in deadlines if d.row == 2]
    assert [d.step for d in problems] == [INPUT]
    (problem,) = problems
    assert problem.message.startswith(f"permits row 2 (parcel 98.11-1-10), {message}")
    assert problem.status is None and problem.parcel_id == "98.11-1-10"
    assert len([d for d in deadlines if d.row == 1]) == len(STEPS)  # the good row keeps its calendar


@pytest.mark.parametrize(
    "column, given",
    [
        ("application_complete", "9999-12-31"),  # its deadlines would run past the last date there is
        ("application_complete", "0001-01-01"),
        ("application_complete", "1066-10-14"),  # not 350799 days overdue
        ("application_complete", "1899-12-31"),  # the day before the first the calendar counts
        ("application_complete", "2098-01-01"),  # the day after the last
        ("hearing", "9999-12-31"),
        ("chair_signed", datetime.date(9999, 12, 31)),  # a date field's value
    ],
)
def test_a_date_out_of_the_calendars_range_is_named_by_row_column_and_value(column, given):
    deadlines = calendar({"parcel_id": "98.11-1-11"}, {**SIGNED, column: given})
    (problem,) = [d for d in deadlines if d.row == 2]
    assert (problem.step, problem.status) == (INPUT, None)
    assert problem.message == (
        f"permits row 2 (parcel 98.11-1-10), column {column}: {given} is out of range; "
        "the calendar counts dates from 1900-01-01 to 2097-12-31"
    )
    assert len([d for d in deadlines if d.row == 1]) == len(STEPS)  # the good row keeps its calendar


@pytest.mark.parametrize(
    "date, notice_by, permit_by",
    [
        ("1900-01-01", "1899-12-15", "1902-01-02"),  # Christmas 1899 passed over; New Year's Day 1902 too
        ("2097-12-31", "2097-12-16", "2099-12-31"),  # the extended permit window ends in the holidays' years
    ],
)
def test_a_date_at_either_end_of_the_range_is_counted(date, notice_by, permit_by):
    dated = dict.fromkeys(["application_complete", "hearing", "decision", "chair_signed"], date)
    deadlines = calendar({**dated, "decision_kind": "approved", "extension_granted": "yes"}, as_of=day(date))
    assert INPUT not in [d.step for d in deadlines]
    assert step_of(deadlines, "notice_applicant").due == day(notice_by)
    assert step_of(deadlines, "permit_issued").due == day(permit_by)


def test_a_row_without_a_parcel_says_so_with_every_other_problem():
    (nothing, unreadable) = permit_calendar([{"parcel_id": " ", "application_complete": "5 April"}], SOUTH_BRISTOL)
    assert nothing.message == "permits row 1, column parcel_id: empty; each application names its parcel"
    assert unreadable.message.startswith("permits row 1, column application_complete: '5 April' is not a date")


@pytest.mark.parametrize(
    "row, missing",
    [
        ({"parcel": "7", "application_complete": "2027-04-05"}, "parcel_id"),
        ({"parcel_id": "7"}, "application_complete"),
    ],
)
def test_a_table_without_a_column_every_row_needs_is_refused_whole(row, missing):
    with pytest.raises(DocklineInputError, match=f"permits: no column {missing} \\(the table's columns: "):
        permit_calendar([row], SOUTH_BRISTOL, LATER)
    assert permit_calendar([], SOUTH_BRISTOL, LATER) == []


def test_columns_are_matched_whatever_their_case():
    deadlines = permit_calendar([{"Parcel_ID": "7", " Application_Complete ": "2027-04-05"}], SOUTH_BRISTOL, LATER)
    assert step_of(deadlines, "hearing").parcel_id == "7"


def test_sections_follow_the_municipalitys_numbering():
    deadlines = calendar(PERMITTED, profile=get_profile("town_of_canandaigua"))
    assert [d.section for d in deadlines[:4]] == ["§ 96-18E", "§ 96-18E(1)", "§ 96-18E(1)", "§ 96-19"]
    assert step_of(deadlines, "permit_issued").section == "§ 96-18K"


def test_the_rows_hold_plain_values_in_the_fields_order():
    deadlines = calendar({"hearing": "2027-06-01", "notice_mailed": "2027-05-18"}, {"hearing": "soon"})
    rows = deadline_rows(deadlines)
    assert all(len(row) == len(DEADLINE_FIELDS) for row in rows)
    mailed = rows[[d.step for d in deadlines].index("notice_applicant")]
    assert mailed[:7] == [
        "98.11-1-10",
        1,
        "notice_applicant",
        "2027-05-17",
        "2027-05-18",
        "done late",
        "§ 73-18E(1)",
    ]
    assert type(mailed[5]) is str and rows[-1][2:6] == [INPUT, None, None, None]


def test_a_tally_of_where_the_steps_stand():
    deadlines = calendar({"hearing": "2027-06-01", "notice_mailed": "2027-05-18"}, {"hearing": "soon"})
    assert tally(d.status for d in deadlines) == "done 1, done late 1, due 1, overdue 1, not yet 6, INPUT 1"
    assert tally([]) == "no applications"


def test_a_parcels_open_deadlines_overdue_first():
    deadlines = calendar(
        {**DECIDED, "hearing": "2027-06-01", "notice_mailed": "2027-05-14", "notice_published": "2027-05-20"},
        {"parcel_id": "98.11-1-99"},
        as_of=day("2027-07-05"),
    )
    listed = open_deadlines(deadlines, "98.11-1-10")
    assert [(d.step, d.status) for d in listed] == [
        ("county_referral", DeadlineStatus.OVERDUE),
        ("decision_filed", DeadlineStatus.DUE),  # 9 July
        ("chair_signature", DeadlineStatus.DUE),  # 31 July
    ]
    assert [d.step for d in open_deadlines(deadlines, " 98.11-1-99")] == ["hearing", "county_referral"]


@pytest.mark.parametrize("mailed, late", [("2027-05-17", False), ("2027-05-18", True), (None, False)])
def test_the_title_blocks_hearing_and_notices(mailed, late):
    rows = [
        {**COMPLETE, "application_complete": "2026-01-05", "hearing": "2026-03-02", "notice_mailed": "2026-02-27"},
        {**COMPLETE, "hearing": "2027-06-01", "notice_mailed": mailed, "notice_published": "2027-05-24"},
    ]
    applications, _ = read_permits(rows)
    notice = hearing_notice(applications, "98.11-1-10", SOUTH_BRISTOL)
    assert (notice.hearing, notice.mailed_by, notice.published_by) == (
        day("2027-06-01"),
        day("2027-05-17"),
        day("2027-05-24"),
    )
    assert notice.mailed_late is late and (NOTICE_MAILED_LATE in "\n".join(notice.lines())) is late
    assert notice.lines()[0] == "Public hearing: 2027-06-01"
    assert notice.lines()[1].startswith(f"Notice mailed: {mailed or 'not recorded'} (due by 2027-05-17")
    assert hearing_notice(applications, "98.11-1-11", SOUTH_BRISTOL) is None


def test_the_calendar_day_defaults_to_today():
    today = datetime.date.today()
    found = step_of(
        permit_calendar([{**COMPLETE, "application_complete": today.isoformat()}], SOUTH_BRISTOL), "hearing"
    )
    due = today + datetime.timedelta(days=62)  # the next business day where that is none (§ 25-a)
    assert found.due >= due and found.due == BusinessDays(SOUTH_BRISTOL.closed_days).next_open(due)
    assert found.status is DeadlineStatus.DUE and f"{(found.due - today).days} days left" in found.message


@pytest.mark.parametrize("text", ["2027-06-01", " 2027-06-01"])
def test_a_date_option(text):
    assert parse_date(text, "--as-of") == day("2027-06-01")


@pytest.mark.parametrize("text", ["01/06/2027", "", "2027-6-1"])
def test_a_date_option_that_is_not_a_date(text):
    with pytest.raises(DocklineInputError, match=f"--as-of: '{text}' is not a date; give it as YYYY-MM-DD"):
        parse_date(text, "--as-of")


def test_without_the_holidays_package_the_calendar_says_what_to_install(monkeypatch):
    new_york_holidays.cache_clear()
    monkeypatch.setitem(sys.modules, "holidays", None)  # import holidays now fails
    try:
        assert "pip install holidays" in holidays_missing()
        with pytest.raises(DocklineInputError, match="needs the Python package 'holidays'"):
            calendar({})
    finally:
        new_york_holidays.cache_clear()
    monkeypatch.undo()
    assert holidays_missing() is None


def test_a_parcel_id_with_letters_lost_to_the_wrong_encoding_is_an_input_row_not_an_application():
    deadlines = calendar({**COMPLETE, "parcel_id": "Caf\ufffd-1"})
    assert [d.step for d in deadlines] == [INPUT]
    assert "column parcel_id: 'Caf\ufffd-1' holds '\ufffd'" in deadlines[0].message


@pytest.mark.parametrize("heading", ["Notice mailed", "NOTICE-MAILED", " notice_mailed "])
def test_a_column_is_read_in_any_case_spaces_and_hyphens_as_underscores(heading):
    row = {"parcel_id": "7", "application_complete": "2027-04-05", "hearing": "2027-05-20", heading: "2027-05-05"}
    notice = step_of(permit_calendar([row], SOUTH_BRISTOL, LATER), "notice_applicant")
    assert notice.done == day("2027-05-05") and notice.status is DeadlineStatus.DONE


@pytest.mark.parametrize(
    "headings, message",
    [
        (["hearing", "Hearing"], "permits: columns 'Hearing' and 'hearing' are both read as hearing"),
        (["decison"], r"permits: column 'decison' is not one the calendar reads; did you mean decision\?"),
        (["notice_mailled"], r"did you mean notice_mailed\?"),
    ],
)
def test_a_column_read_twice_or_misspelt_stops_the_calendar(headings, message):
    row = {**COMPLETE, **dict.fromkeys(headings, "2027-05-20")}
    with pytest.raises(DocklineInputError, match=message):
        read_permits([row])


def test_columns_the_calendar_does_not_read_are_left_alone():
    applications, problems = read_permits([{**COMPLETE, "hearing_notes": "moved", "owner": "Smith"}])
    assert len(applications) == 1 and problems == []


@pytest.mark.parametrize("as_of", [datetime.date(1899, 12, 31), datetime.date(2098, 1, 1)])
def test_a_day_to_stand_on_outside_the_counted_years_is_refused(as_of):
    with pytest.raises(DocklineInputError, match=f"as of: {as_of} is out of range"):
        permit_calendar([COMPLETE], SOUTH_BRISTOL, as_of)
    with pytest.raises(DocklineInputError, match=f"closed days: {as_of} is out of range"):
        with_closed_days(SOUTH_BRISTOL, [as_of])


def test_a_date_time_with_its_zone_is_read_on_new_york_s_day():
    """2 a.m. on 1 June in UTC is 10 p.m. on 31 May in New York: the hearing was held on 31 May."""
    moment = datetime.datetime(2027, 6, 1, 2, 0, tzinfo=datetime.timezone.utc)
    (application,), _ = read_permits([{**COMPLETE, "hearing": moment}])
    assert application.dates["hearing"] == day("2027-05-31")
    (application,), _ = read_permits([{**COMPLETE, "hearing": moment.replace(tzinfo=None)}])  # no zone: as it is
    assert application.dates["hearing"] == day("2027-06-01")


@pytest.mark.parametrize(
    "text, read",
    [
        ("2027-06-01T13:30:00", "2027-06-01"),  # GDAL's text for a date-time column it reads as text
        ("2027-06-01 13:30", "2027-06-01"),  # a spreadsheet's export
        ("2027-06-01T00:00:00.000", "2027-06-01"),
        ("2027-06-01T02:00:00Z", "2027-05-31"),  # 10 p.m. on 31 May in New York
        ("2027-06-01T02:00:00+00:00", "2027-05-31"),
        ("2027-06-01T23:30:00-0400", "2027-06-01"),
        ("2027-06-01 01:30:00+00", "2027-05-31"),  # PostgreSQL's text for a time with its zone
        ("2027-06-01T25:00", None),
        ("2027-06-01T24:00:00", None),
        ("2027-06-01T13", None),
        ("2027-06-01T13:00+05:99", None),
        ("0001-01-01T00:00:00Z", "out of range"),  # a placeholder, never a day in New York
        ("9999-12-31T23:00:00-05:00", "out of range"),
    ],
)
def test_a_date_time_given_as_text_is_read_as_its_day_in_new_york(text, read):
    applications, problems = read_permits([{**COMPLETE, "hearing": text}])
    if read == "out of range":
        assert applications == [] and "column hearing: " in problems[0].message and read in problems[0].message
    elif read is None:
        assert applications == [] and len(problems) == 1
        assert problems[0].message.endswith(f"column hearing: {text!r} is not a date; give it as YYYY-MM-DD")
    else:
        assert [application.dates["hearing"] for application in applications] == [day(read)] and problems == []


@pytest.mark.parametrize("given", [datetime.date(2027, 5, 3), "2027-05-03", ["2027-05-03"], ("2027-05-03",)])
def test_closed_days_as_one_date_text_or_several(given):
    assert datetime.date(2027, 5, 3) in with_closed_days(SOUTH_BRISTOL, given).closed_days
