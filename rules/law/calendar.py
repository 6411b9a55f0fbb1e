"""The officer's calendar (§§ 73-18E to 73-18M, § 73-19): for each site-plan application in a permits table, the
date each step of the procedure is due, whether it was done in time, and what is open on a given day.

Time is counted as New York's General Construction Law counts it: the day a period is reckoned from is left out
(§ 20), a period of months ends on the day of the month with the same number, or on the last day of a shorter
month (§ 30), and business days leave out Saturdays, Sundays, New York's public holidays as observed (the
``holidays`` package's calendar for New York, imported only when a calendar is made) and the days the
municipality's profile names as closed. No QGIS, no shapely: the front ends hand the rows in as mappings."""

from __future__ import annotations

import datetime
import math
import re
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, replace
from functools import lru_cache

from ..tools.errors import DocklineInputError
from ..tools.values import closest, identifier, undecoded, yes_no
from ..tools.wording import counted
from .catalogue import INPUT, value
from .profiles import Profile
from .vocabulary import DeadlineStatus

PARCEL_ID, APPLICATION_COMPLETE, DECISION_KIND, EXTENSION_GRANTED = (
    "parcel_id",
    "application_complete",
    "decision_kind",
    "extension_granted",
)
DATE_COLUMNS = (
    APPLICATION_COMPLETE,
    "hearing",
    "notice_mailed",
    "notice_published",
    "county_referral",
    "decision",
    "chair_signed",
    "decision_filed",
    "permit_issued",
    "construction_started",
    "construction_completed",
    "compliance_inspected",
)
PERMIT_COLUMNS = (PARCEL_ID, *DATE_COLUMNS, DECISION_KIND, EXTENSION_GRANTED)
APPROVALS = ("approved", "approved with conditions", "conditional")  # § 73-18I(3): approval or conditional approval
DISAPPROVED = "disapproved"
DECISION_KINDS = (*APPROVALS, DISAPPROVED)
MISSPELT = 0.85  # a column name this like one the calendar reads is taken for a misspelling of it
ISO_DATE = re.compile(r"\d{4}-\d{2}-\d{2}")
ISO_DATE_TIME = re.compile(  # a date-time as text (a CSV's export, GDAL's text for a column it reads as text)
    r"(?P<day>\d{4}-\d{2}-\d{2})[T ](?P<hour>\d{2}):(?P<minute>\d{2})(?::(?P<second>\d{2})(?:\.\d+)?)?"
    r"(?:(?P<utc>Z)|(?P<sign>[+-])(?P<hours>[01]\d|2[0-3])(?::?(?P<minutes>[0-5]\d))?)?"
)
# A permit's dates: from 1900 (no earlier site plan) to 24 months (§ 73-18K(1)) before holidays' last NY year, 2100
EARLIEST, LATEST = datetime.date(1900, 1, 1), datetime.date(2097, 12, 31)
DAYS, BUSINESS_DAYS, MONTHS = "days", "business days", "months"
EVENTS = {  # a column's date as a message names it
    APPLICATION_COMPLETE: "the application was found complete",
    "hearing": "the hearing",
    "decision": "the decision",
    "chair_signed": "the chair's signature",
    "permit_issued": "the permit was issued",
    "construction_completed": "construction was completed",
}
NOTICE_MAILED_LATE = "notice mailed late"
HOLIDAYS_MISSING = (
    "The officer's calendar needs the Python package 'holidays' (New York's public holidays are not business days), "
    "which is not installed. Install it into the Python that runs Dockline: pip install holidays (in QGIS: the QPIP "
    "plugin installs Dockline's requirements.txt; on Windows, python -m pip install holidays in the OSGeo4W Shell; "
    "then restart QGIS)."
)

DEADLINE_FIELDS = (
    ("parcel_id", str),
    ("row", int),  # the application's row in the permits table, counted from 1 under the header
    ("step", str),  # a step's id, or INPUT for a value the calendar cannot read
    ("due_date", str),  # ISO dates
    ("done_date", str),
    ("status", str),  # DeadlineStatus
    ("section", str),
    ("message", str),
)


@dataclass(frozen=True)
class Step:
    """One step of the procedure: the rule it keeps, the column whose date opens it (the step is not yet begun
    while that is empty), the column that records it done, and how its due date is counted: ``count`` (else the
    rule's value, its ``part``) ``unit`` after the date opening it (or ``reckoned_from``), or ``before`` it; no
    unit: no date, only ``deadline`` in words."""

    id: str
    rule_id: str
    what: str
    opens: str
    done: str
    unit: str | None
    before: bool = False
    reckoned_from: str | None = None
    count: int | None = None
    part: int | None = None
    deadline: str = ""  # the deadline in words, where it is not a number of days or months
    approvals_only: bool = False  # a disapproved application never comes to it
    extendable: bool = False  # § 73-18K(1): the board may extend the period once by as long again


STEPS = (
    Step("hearing", "SITE_PLAN_HEARING", "public hearing", APPLICATION_COMPLETE, "hearing", DAYS),
    Step(
        "notice_applicant",
        "SITE_PLAN_NOTICE_APPLICANT",
        "notice of the hearing mailed to the applicant",
        "hearing",
        "notice_mailed",
        BUSINESS_DAYS,
        before=True,
    ),
    Step(
        "notice_newspaper",
        "SITE_PLAN_NOTICE_NEWSPAPER",
        "notice of the hearing in the newspaper",
        "hearing",
        "notice_published",
        BUSINESS_DAYS,
        before=True,
    ),
    Step(
        "county_referral",
        "COUNTY_REFERRAL",
        "referral to the county planning board",
        APPLICATION_COMPLETE,
        "county_referral",
        DAYS,
        before=True,
        reckoned_from="decision",
        count=1,  # before the decision: the day before at the latest
        deadline="before the decision",
    ),
    Step(
        "chair_signature",
        "SITE_PLAN_SIGNATURE",
        "the chair's signature on the site plan",
        "decision",
        "chair_signed",
        DAYS,
        approvals_only=True,
    ),
    Step(
        "decision_filed",
        "SITE_PLAN_FILING",
        "the decision filed with the clerk",
        "decision",
        "decision_filed",
        BUSINESS_DAYS,
    ),
    Step(
        "permit_issued",
        "SITE_PLAN_PERMIT_WINDOW",
        "the permit issued",
        "chair_signed",
        "permit_issued",
        MONTHS,
        approvals_only=True,
        extendable=True,
    ),
    Step(
        "construction_start",
        "SITE_PLAN_CONSTRUCTION",
        "construction started",
        "permit_issued",
        "construction_started",
        MONTHS,
        part=0,
        approvals_only=True,
    ),
    Step(
        "construction_complete",
        "SITE_PLAN_CONSTRUCTION",
        "construction completed",
        "permit_issued",
        "construction_completed",
        MONTHS,
        part=1,
        approvals_only=True,
    ),
    Step(
        "certificate_of_compliance",
        "CERTIFICATE_OF_COMPLIANCE",
        "inspection and certificate of compliance",
        "construction_completed",
        "compliance_inspected",
        None,
        deadline="before the facility is used",
        approvals_only=True,
    ),
)
STEP = {step.id: step for step in STEPS}


@dataclass(frozen=True)
class Application:
    """One row of the permits table, read: its dates by column (only those given), the kind of decision and
    whether the permit's window was extended."""

    row: int
    parcel_id: str | None  # None only in a row that is refused
    dates: Mapping[str, datetime.date]
    decision_kind: str | None = None
    extension_granted: bool = False

    @property
    def disapproved(self) -> bool:
        return self.decision_kind == DISAPPROVED


@dataclass(frozen=True)
class Deadline:
    """One step of one application on the calendar's day, or (step INPUT, no status) a value it cannot read."""

    parcel_id: str | None
    row: int
    step: str
    due: datetime.date | None
    done: datetime.date | None
    status: DeadlineStatus | None
    section: str
    message: str

    def record(self) -> list:
        """The values in DEADLINE_FIELDS order, dates as ISO text, the status as its bare word."""
        return [
            self.parcel_id,
            self.row,
            self.step,
            _iso(self.due),
            _iso(self.done),
            None if self.status is None else self.status.value,
            self.section,
            self.message,
        ]


def holidays_missing() -> str | None:
    """Why the calendar cannot be made here (the ``holidays`` package missing), or None."""
    try:
        new_york_holidays()
    except DocklineInputError as error:
        return str(error)
    return None


@lru_cache(maxsize=1)
def new_york_holidays():
    """New York State's public holidays as observed (a Saturday's on the Friday, a Sunday's on the Monday), every
    year on demand."""
    try:
        import holidays
    except ImportError:
        raise DocklineInputError(HOLIDAYS_MISSING) from None
    return holidays.country_holidays("US", subdiv="NY")


class BusinessDays:
    """The days the offices are open: not a Saturday or a Sunday, not a New York public holiday as observed, not a
    day the municipality closes."""

    def __init__(self, closed: Iterable[datetime.date] = ()):
        self.holidays = new_york_holidays()
        self.closed = frozenset(closed)

    def is_open(self, day: datetime.date) -> bool:
        return day.weekday() < 5 and day not in self.holidays and day not in self.closed

    def counted_from(self, day: datetime.date, count: int) -> datetime.date:
        """The business day ``count`` business days after ``day`` (before it where negative), ``day`` itself not
        counted (General Construction Law § 20)."""
        step = datetime.timedelta(days=1 if count > 0 else -1)
        for _ in range(abs(count)):
            day += step
            while not self.is_open(day):
                day += step
        return day

    def next_open(self, day: datetime.date) -> datetime.date:
        """``day``, or the business day after it where it is none: an act due by a Saturday, a Sunday, a holiday or
        a closed day may be done on the next business day (General Construction Law § 25-a)."""
        while not self.is_open(day):
            day += datetime.timedelta(days=1)
        return day


def add_months(day: datetime.date, months: int) -> datetime.date:
    """The day ``months`` calendar months after ``day`` with the same number, or the last day of that month where
    it is shorter: 31 January and one month is 28 February, or 29th in a leap year (General Construction Law
    § 30)."""
    year, month = divmod(day.year * 12 + day.month - 1 + months, 12)
    month += 1
    last = (datetime.date(year, month, 28) + datetime.timedelta(days=4)).replace(day=1) - datetime.timedelta(days=1)
    return datetime.date(year, month, min(day.day, last.day))


def parse_date(text, name: str) -> datetime.date:
    """A date given as a permit's is (``read_date``: YYYY-MM-DD, a date, a date-time as its day; an option's value,
    a closed day), from EARLIEST to LATEST (``require_in_range``); a clear message naming ``name`` otherwise."""
    try:
        found = read_date(text)
    except ValueError:
        found = None
    if found is None:
        raise DocklineInputError(f"{name}: {text!r} is not a date; give it as YYYY-MM-DD")
    return require_in_range(found, name)


def require_in_range(day: datetime.date, name: str) -> datetime.date:
    """A day the calendar counts (EARLIEST to LATEST, as a permit's dates), else a message naming ``name``."""
    if not EARLIEST <= day <= LATEST:
        raise DocklineInputError(
            f"{name}: {day} is out of range; the calendar counts dates from {EARLIEST} to {LATEST}"
        )
    return day


def with_closed_days(profile: Profile, given) -> Profile:
    """The profile with more days its offices are closed: dates, or text of YYYY-MM-DD dates separated by commas,
    semicolons or spaces."""
    if given is None:
        items = []
    elif isinstance(given, str):
        items = re.split(r"[,;\s]+", given.strip())
    elif isinstance(given, Iterable):
        items = list(given)
    else:  # one date, or a value that is none (said by parse_date)
        items = [given]
    added = {parse_date(item, "closed days") for item in items if not _blank(item)}
    return replace(profile, closed_days=profile.closed_days | added)


def read_date(cell) -> datetime.date | None:
    """A cell as a date: None where empty; a date or a date-time as its day (New York's, where it gives its
    zone); text as YYYY-MM-DD, or an ISO date-time (``2027-04-05T13:30:00Z``) as its day; anything else a
    ValueError."""
    if _blank(cell):
        return None
    if isinstance(cell, datetime.datetime):
        return _local(cell).date()
    if isinstance(cell, datetime.date):
        return cell
    text = str(cell).strip()
    if ISO_DATE.fullmatch(text):
        return datetime.date.fromisoformat(text)
    moment = ISO_DATE_TIME.fullmatch(text)
    if moment is None:
        raise ValueError(text)
    return read_date(_moment(moment))


def _moment(found: re.Match) -> datetime.datetime:
    """An ``ISO_DATE_TIME`` match as a date-time, with its zone where it gives one (Python 3.9's ``fromisoformat``
    reads neither ``Z`` nor every offset)."""
    day = datetime.date.fromisoformat(found["day"])
    zone = None
    if found["utc"]:
        zone = datetime.timezone.utc
    elif found["sign"]:
        offset = datetime.timedelta(hours=int(found["hours"]), minutes=int(found["minutes"] or 0))
        zone = datetime.timezone(offset if found["sign"] == "+" else -offset)
    clock = datetime.time(int(found["hour"]), int(found["minute"]), int(found["second"] or 0), tzinfo=zone)
    return datetime.datetime.combine(day, clock)


def read_permits(rows: Iterable[Mapping]) -> tuple[list[Application], list[Deadline]]:
    """The permits table's rows (column → cell, the column names in any case) as applications, and an INPUT entry
    for each value that cannot be read, naming the row and the column: a row with one is left off the calendar
    until it is put right (a step reckoned from a wrong date would mislead). A table without the columns every
    row needs is refused whole, with the columns it has."""
    rows = list(rows)
    read_as = _columns({name for row in rows for name in row if name is not None})
    named = [{read_as[name]: cell for name, cell in row.items() if name is not None} for row in rows]
    columns = set().union(*named)
    missing = [column for column in (PARCEL_ID, APPLICATION_COMPLETE) if named and column not in columns]
    if missing:
        raise DocklineInputError(
            f"permits: no column {' or '.join(missing)} (the table's columns: {', '.join(sorted(columns))}); "
            f"the calendar reads {', '.join(PERMIT_COLUMNS)}"
        )
    applications, problems = [], []
    for number, cells in enumerate(named, start=1):
        application, messages = _read_row(number, cells)
        if messages:
            where = f"permits row {number}" + (f" (parcel {application.parcel_id})" if application.parcel_id else "")
            problems += [
                Deadline(application.parcel_id, number, INPUT, None, None, None, "", f"{where}, {message}")
                for message in messages
            ]
        else:
            applications.append(application)
    return applications, problems


def _read_row(number: int, cells: Mapping) -> tuple[Application, list[str]]:
    """One row read, and what is wrong in it (each message naming the column): a missing parcel id, the values
    that cannot be read (a date not YYYY-MM-DD, or not from EARLIEST to LATEST) or, all read, what does not hold
    together."""
    parcel_id = None if _blank(cells.get(PARCEL_ID)) else identifier(cells[PARCEL_ID])
    unnamed = [] if parcel_id else [f"column {PARCEL_ID}: empty; each application names its parcel"]
    problem = undecoded(parcel_id)
    if problem:
        unnamed.append(f"column {PARCEL_ID}: {problem}")
    unreadable, dates = [], {}
    for column in DATE_COLUMNS:
        try:
            found = read_date(cells.get(column))
        except ValueError:
            unreadable.append(f"column {column}: {cells[column]!r} is not a date; give it as YYYY-MM-DD")
            continue
        if found is None:
            continue
        if EARLIEST <= found <= LATEST:
            dates[column] = found
        else:
            unreadable.append(
                f"column {column}: {found} is out of range; the calendar counts dates from {EARLIEST} to {LATEST}"
            )
    given = cells.get(DECISION_KIND)
    kind = None if _blank(given) else re.sub(r"[\s_]+", " ", str(given).strip().lower())
    if kind is not None and kind not in DECISION_KINDS:
        unreadable.append(f"column {DECISION_KIND}: {given!r} is not one of {', '.join(DECISION_KINDS)}")
    extended = _yes_no(cells.get(EXTENSION_GRANTED))
    if extended is None:
        unreadable.append(f"column {EXTENSION_GRANTED}: {cells[EXTENSION_GRANTED]!r} is neither yes nor no")
    application = Application(number, parcel_id, dates, kind, bool(extended))
    return application, unnamed + (unreadable or _order_problems(application))


def _order_problems(application: Application) -> list[str]:
    """What in a row of readable values does not hold together: the dates a step needs, a decision without its
    kind, a step recorded before the date that opens it or after a disapproval."""
    dates, messages = application.dates, []
    if APPLICATION_COMPLETE not in dates:
        messages.append(f"column {APPLICATION_COMPLETE}: empty; the calendar runs from the day it was found complete")
    if ("decision" in dates) != (application.decision_kind is not None):
        messages.append(
            f"columns decision and {DECISION_KIND}: give both or neither (the kind says which steps follow)"
        )
    for step in STEPS:
        done, opened = dates.get(step.done), dates.get(step.opens)
        if done is None:
            continue
        if step.approvals_only and application.disapproved:
            messages.append(f"column {step.done}: {done} is given, but the decision was {DISAPPROVED}")
        elif opened is None:
            messages.append(f"column {step.done}: {done} is given, but {step.opens} is empty")
        elif done < opened and not step.before:
            messages.append(f"column {step.done}: {done} is before {step.opens} {opened}")
    return messages


def period_end(step: Step, application: Application, days: BusinessDays) -> datetime.date | None:
    """The last day of a step's period; None where it has no date, or the date it is counted from is not known."""
    start = application.dates.get(step.reckoned_from or step.opens)
    if step.unit is None or start is None:
        return None
    count = _count(step, application) * (-1 if step.before else 1)
    if step.unit == BUSINESS_DAYS:
        return days.counted_from(start, count)
    return add_months(start, count) if step.unit == MONTHS else start + datetime.timedelta(days=count)


def due_date(step: Step, application: Application, days: BusinessDays) -> datetime.date | None:
    """The last day a step may be done: its period's end, or, for a period within which the act is done, the next
    business day where the period ends on a day the offices are closed (General Construction Law § 25-a)."""
    end = period_end(step, application, days)
    return end if end is None or step.before else days.next_open(end)


def _count(step: Step, application: Application) -> int:
    limit = step.count
    if limit is None:
        counts = value(step.rule_id)  # a number, or numbers of which ``part`` is the step's
        limit = counts if step.part is None else counts[step.part]
    return limit + limit if step.extendable and application.extension_granted else limit


def reckon(
    step: Step, application: Application, as_of: datetime.date, days: BusinessDays, profile: Profile
) -> Deadline:
    """The step of the application as it stands on ``as_of``: a date recorded after ``as_of`` is planned, not
    done."""
    end, due = period_end(step, application, days), due_date(step, application, days)
    recorded = application.dates.get(step.done)
    done = recorded if recorded is not None and recorded <= as_of else None
    if step.opens not in application.dates:
        status = DeadlineStatus.NOT_YET
    elif done is not None:
        status = DeadlineStatus.DONE_LATE if due is not None and done > due else DeadlineStatus.DONE
    else:
        status = DeadlineStatus.OVERDUE if due is not None and as_of > due else DeadlineStatus.DUE
    message = _message(step, application, status, (end, due), done, recorded, as_of)
    return Deadline(
        application.parcel_id, application.row, step.id, due, done, status, profile.cite(step.rule_id), message
    )


def _message(step, application, status, ends, done, recorded, as_of) -> str:
    """The step's standing in one line: what, when it was or is due (``ends``: the period's end and the due date),
    and by how much it was late or is overdue."""
    end, due = ends
    if status is DeadlineStatus.NOT_YET:
        return f"{step.what}: not yet; {step.opens} is not recorded"
    start_column = step.reckoned_from or step.opens
    start = application.dates.get(start_column)
    if step.deadline:
        period = step.deadline + (f" on {start}" if start else "")
    else:
        extended = " (the extension granted)" if step.extendable and application.extension_granted else ""
        side = "before" if step.before else "after"
        period = f"{_count(step, application)} {step.unit}{extended} {side} {EVENTS[start_column]} on {start}"
    when = f"due by {due}, {period}" if due else period
    if end != due:
        when += (
            f"; the period ends on {end}, a day the offices are closed: the next business day is in time (GCL § 25-a)"
        )
    if status is DeadlineStatus.DONE:
        return f"{step.what}: done {done}, in time ({when})"
    if status is DeadlineStatus.DONE_LATE:
        return f"{step.what}: done {done}, {counted((done - due).days, 'day')} late ({when})"
    planned = f"; planned for {recorded}" if recorded is not None else ""
    if status is DeadlineStatus.OVERDUE:
        return f"{step.what}: not done, {counted((as_of - due).days, 'day')} overdue ({when}){planned}"
    left = f", {counted((due - as_of).days, 'day')} left" if due else ""
    late = ", after its due date" if recorded is not None and due is not None and recorded > due else ""
    return f"{step.what}: open ({when}){left}{planned}{late}"


def application_deadlines(application: Application, as_of, days: BusinessDays, profile: Profile) -> list[Deadline]:
    """Every step an application comes to, in order (after a disapproval: the hearing, its notices, the referral
    and the filing of the decision)."""
    return [
        reckon(step, application, as_of, days, profile)
        for step in STEPS
        if not (step.approvals_only and application.disapproved)
    ]


def permit_calendar(rows: Iterable[Mapping], profile: Profile, as_of: datetime.date | None = None) -> list[Deadline]:
    """The whole calendar: each application's steps on ``as_of`` (today where not given), business days counted
    without the profile's closed days, and an INPUT entry for each value that cannot be read, in row order."""
    as_of = require_in_range(as_of or datetime.date.today(), "as of")
    applications, problems = read_permits(rows)
    days = BusinessDays(profile.closed_days)
    deadlines = [d for application in applications for d in application_deadlines(application, as_of, days, profile)]
    return sorted(deadlines + problems, key=lambda deadline: deadline.row)


def open_deadlines(deadlines: Iterable[Deadline], parcel_id) -> list[Deadline]:
    """A parcel's steps still to be done, overdue first, each kind by its due date (undated last): what the
    panel lists."""
    pending = (DeadlineStatus.OVERDUE, DeadlineStatus.DUE)
    mine = [d for d in deadlines if d.parcel_id == identifier(parcel_id) and d.status in pending]
    return sorted(mine, key=lambda d: (pending.index(d.status), d.due is None, d.due or datetime.date.min))


@dataclass(frozen=True)
class HearingNotice:
    """The hearing of a parcel's application and its two notices as recorded, with the days they were due by
    (§ 73-18E(1)), for an exhibit's title block."""

    hearing: datetime.date
    mailed: datetime.date | None
    published: datetime.date | None
    mailed_by: datetime.date
    published_by: datetime.date

    @property
    def mailed_late(self) -> bool:
        return self.mailed is not None and self.mailed > self.mailed_by

    def lines(self) -> list[str]:
        """The title block's lines: the hearing, and each notice's date (or that it is not recorded) with its due
        date, saying NOTICE_MAILED_LATE where the applicant's notice was."""
        late = f"; {NOTICE_MAILED_LATE}" if self.mailed_late else ""
        published_late = "; published late" if self.published and self.published > self.published_by else ""
        return [
            f"Public hearing: {self.hearing}",
            f"Notice mailed: {self.mailed or 'not recorded'} (due by {self.mailed_by}{late})",
            f"Newspaper notice: {self.published or 'not recorded'} (due by {self.published_by}{published_late})",
        ]


def hearing_notice(applications: Iterable[Application], parcel_id, profile: Profile) -> HearingNotice | None:
    """The hearing and notices of the parcel's latest application with a hearing date, among the applications
    ``read_permits`` read; None where it has none (or its row cannot be read)."""
    mine = [a for a in applications if a.parcel_id == identifier(parcel_id) and "hearing" in a.dates]
    if not mine:
        return None
    latest = max(mine, key=lambda a: (a.dates[APPLICATION_COMPLETE], a.row))
    days = BusinessDays(profile.closed_days)
    dates = latest.dates
    mailed_by, published_by = (due_date(STEP[name], latest, days) for name in ("notice_applicant", "notice_newspaper"))
    assert mailed_by is not None and published_by is not None  # counted back from the hearing, which it has
    return HearingNotice(
        dates["hearing"], dates.get("notice_mailed"), dates.get("notice_published"), mailed_by, published_by
    )


def _columns(names) -> dict:
    """Each column name of the table → the column it is read as: in any case, spaces and hyphens as underscores
    (``Notice mailed`` is notice_mailed). Two names read as one column, or a name that is a misspelling of one the
    calendar reads (``decison``), stop the run naming them: the one left out would be read as empty."""
    read_as: dict = {}
    first: dict[str, object] = {}  # a column → the first name read as it
    for name in sorted(names, key=str):
        column = re.sub(r"[\s-]+", "_", str(name).strip().lower())
        if column in first:
            raise DocklineInputError(
                f"permits: columns {first[column]!r} and {name!r} are both read as {column} (case and spaces "
                "aside): keep one"
            )
        close = None if column in PERMIT_COLUMNS else closest(column, PERMIT_COLUMNS, cutoff=MISSPELT)
        if close:
            raise DocklineInputError(
                f"permits: column {name!r} is not one the calendar reads; did you mean {close}? (It reads "
                f"{', '.join(PERMIT_COLUMNS)}.)"
            )
        first[column], read_as[name] = name, column
    return read_as


def _local(moment: datetime.datetime) -> datetime.datetime:
    """A date-time in New York's time, where it says its zone (a timestamp in UTC at 2 a.m. is the evening before
    there); one without a zone as it is."""
    if moment.tzinfo is None:
        return moment
    try:
        from zoneinfo import ZoneInfo

        return moment.astimezone(ZoneInfo("America/New_York"))
    except (ImportError, LookupError, OverflowError):  # no time-zone database (Windows without tzdata), or year 1
        return moment  # or 9999 (a placeholder, out of the calendar's range either way): its own day


def _blank(cell) -> bool:
    """Nothing given: None, NaN or NaT (an empty cell to pandas) or blank text."""
    return (
        cell is None
        or (isinstance(cell, float) and math.isnan(cell))
        or (isinstance(cell, datetime.date) and cell != cell)  # pandas' NaT is a date-time unequal to itself
        or (isinstance(cell, str) and not cell.strip())
    )


def _yes_no(cell) -> bool | None:
    """yes or no (``rules.tools.values.yes_no``; empty: no); None where it is neither."""
    return False if _blank(cell) else yes_no(cell)


def _iso(day: datetime.date | None) -> str | None:
    return None if day is None else day.isoformat()


def tally(statuses: Iterable) -> str:
    """How many steps stand where, and how many INPUT entries (those without a status), in one line."""
    counts = Counter(INPUT if status is None else str(status) for status in statuses)
    words = [*(status.value for status in DeadlineStatus), INPUT]
    return ", ".join(f"{word} {counts[word]}" for word in words if counts[word]) or "no applications"


def deadline_rows(deadlines: Sequence[Deadline]) -> list[list]:
    """The DEADLINES output's rows (DEADLINE_FIELDS), as plain values: what every front end writes."""
    return [deadline.record() for deadline in deadlines]
