"""The officer's calendar without QGIS: ``dockline.calendar`` on a DataFrame (pandas' own dates and empty cells)
and ``python -m dockline calendar`` on a CSV file, with its output plan."""

import datetime
import subprocess
import sys

import dockline
import pandas as pd
import pyogrio
import pytest
from dockline.rules import DocklineInputError

PERMITS = """parcel_id,application_complete,hearing,notice_mailed,notice_published,decision,decision_kind,chair_signed
98.11-1-10,2027-04-05,2027-06-01,2027-05-18,2027-05-24,,,
98.11-1-11,2027-04-05,,,,,,
98.11-1-12,2027-01-04,2027-02-25,2027-02-10,2027-02-17,2027-07-01,approved,2027-07-20
98.11-1-13,5 April 2027,,,,,,
"""
FIELDS = ["parcel_id", "row", "step", "due_date", "done_date", "status", "section", "message"]


def cli(*arguments, **options):
    return subprocess.run([sys.executable, "-m", "dockline", *arguments], capture_output=True, text=True, **options)


def by_step(frame) -> dict:
    return {(int(row["row"]), row["step"]): row for _, row in frame.iterrows()}


DATES = ["hearing", "notice_mailed", "notice_published", "decision", "chair_signed"]
READERS = {  # the table as a notebook has it: pandas' text (empty cells NaN), its dates (NaT), or the file itself
    "pandas text": pd.read_csv,
    "pandas dates": lambda path: pd.read_csv(path, parse_dates=DATES),
    "the file": lambda path: path,
}


@pytest.mark.parametrize("reader", READERS.values(), ids=READERS)
def test_the_calendar_of_a_table(tmp_path, reader):
    path = tmp_path / "permits.csv"
    path.write_text(PERMITS)
    table = reader(path)
    deadlines = dockline.calendar(table, as_of="2027-06-01")
    assert list(deadlines.columns) == FIELDS and deadlines["row"].dtype == "int64"
    rows = by_step(deadlines)
    mailed = rows[(1, "notice_applicant")]
    assert (mailed["due_date"], mailed["done_date"], mailed["status"], mailed["section"]) == (
        "2027-05-17",
        "2027-05-18",
        "done late",
        "§ 73-18E(1)",
    )
    assert rows[(2, "hearing")]["status"] == "due" and "6 days left" in rows[(2, "hearing")]["message"]  # Sun 6: Mon 7
    assert rows[(3, "decision_filed")]["due_date"] == "2027-07-09"  # 5 July 2027, Independence Day observed
    (problem,) = [row for key, row in rows.items() if key[0] == 4]
    assert problem["step"] == "INPUT" and pd.isna(problem["status"])
    assert problem["message"].startswith(
        "permits row 4 (parcel 98.11-1-13), column application_complete: '5 April 2027' is not a date"
    )


def test_the_calendar_of_rows_with_closed_days_and_another_numbering():
    rows = [{"parcel_id": "7", "application_complete": datetime.date(2027, 4, 5), "decision": "2027-11-22"}]
    rows[0]["decision_kind"] = "approved"
    deadlines = dockline.calendar(
        rows, datetime.date(2027, 11, 23), profile="town_of_canandaigua", closed_days="2027-11-26"
    )
    (filed,) = deadlines.loc[deadlines["step"] == "decision_filed"].to_dict("records")
    assert (filed["due_date"], filed["status"], filed["section"]) == ("2027-12-01", "due", "§ 96-18J")


@pytest.mark.parametrize(
    "options, message",
    [
        ({"as_of": "1 June 2027"}, "as_of: '1 June 2027' is not a date; give it as YYYY-MM-DD"),
        ({"closed_days": "2027-11-31"}, "closed days: '2027-11-31' is not a date"),
        ({"profile": "rochester"}, "no municipality profile 'rochester'"),
        ({"as_of": pd.NaT}, "as_of: NaT is not a date"),
        ({"closed_days": 5}, "closed days: 5 is not a date"),
        ({"closed_days": pd.Series(["2027-05-03", "1066-10-14"])}, "closed days: 1066-10-14 is out of range"),
    ],
)
def test_options_that_cannot_be_read_are_named(options, message):
    with pytest.raises(DocklineInputError, match=message):
        dockline.calendar([{"parcel_id": "7", "application_complete": "2027-04-05"}], **options)


@pytest.mark.parametrize(
    "name",
    ["deadlines.csv", "deadlines.gpkg", "deadlines.xlsx", "deadlines.ods", "GPKG_deadlines.gpkg", "sqlite_dates.gpkg"],
)
def test_the_command_line_writes_the_deadlines_table(tmp_path, name):
    """The table named as the file given, not as the file written aside; a GeoPackage's as it allows (it keeps
    names beginning with gpkg, and SQLite those beginning with sqlite_, for their own tables)."""
    path = tmp_path / "permits.csv"
    path.write_text(PERMITS)
    out = tmp_path / name
    ran = cli("calendar", str(path), "--as-of", "2027-06-01", "-o", str(out))
    assert ran.returncode == 0, ran.stderr
    written = dockline.read_layer(str(out))
    if not name.endswith(".csv"):
        assert [str(row[0]) for row in pyogrio.list_layers(out)] == ["deadlines"]
    assert list(written.columns) == FIELDS and len(written) == 3 * 10 + 1
    rows = by_step(written)
    assert rows[(1, "notice_applicant")]["status"] == "done late" and rows[(4, "INPUT")]["step"] == "INPUT"
    assert "done 4, done late 2, due 7, not yet 17, INPUT 1" in ran.stdout and f"Written: {out}" in ran.stdout
    assert "permits row 4 (parcel 98.11-1-13), column application_complete" in ran.stderr
    assert "Traceback" not in ran.stderr


@pytest.mark.parametrize(
    "arguments, message",
    [
        (["{permits}", "--as-of", "2027-06-01", "-o", "{permits}"], "-o ({permits}) would be written over the input"),
        (["{permits}", "--as-of", "June", "-o", "{out}"], "as_of: 'June' is not a date"),
        (["{permits}", "--closed-days", "2027-02-30", "-o", "{out}"], "closed days: '2027-02-30' is not a date"),
        (["{missing}", "-o", "{out}"], "permits: no file"),
        (["{permits}", "-o", "{nowhere}"], "does not exist"),
        (["{permits}", "-o", "{shapefile}"], "-o ({shapefile}): a shapefile cannot hold this output whole"),
        (["{permits}", "-o", "{text}"], "-o {text}: write the calendar as .csv, .gpkg, .xlsx, .ods"),
        (["{permits}", "-o", "{bare}"], "-o {bare}: write the calendar as .csv, .gpkg, .xlsx, .ods"),
        (["{permits}", "--as-of", "2207-06-01", "-o", "{out}"], "as_of: 2207-06-01 is out of range"),
        (["{permits}", "--closed-days", "1066-10-14", "-o", "{out}"], "closed days: 1066-10-14 is out of range"),
    ],
)
def test_the_command_line_refuses_what_it_cannot_use(tmp_path, arguments, message):
    path = tmp_path / "permits.csv"
    path.write_text(PERMITS)
    names = {
        "permits": path,
        "out": tmp_path / "deadlines.csv",
        "missing": tmp_path / "none.csv",
        "nowhere": tmp_path / "no" / "deadlines.csv",
        "shapefile": tmp_path / "deadlines.shp",
        "text": tmp_path / "deadlines.txt",
        "bare": tmp_path / "deadlines",
    }
    ran = cli("calendar", *(argument.format(**names) for argument in arguments))
    assert ran.returncode == 1 and message.format(**names) in ran.stderr and "Traceback" not in ran.stderr
    assert path.read_text() == PERMITS and [p.name for p in tmp_path.iterdir()] == ["permits.csv"]


def test_a_table_without_the_columns_it_needs_is_refused_whole(tmp_path):
    path = tmp_path / "permits.csv"
    path.write_text("parcel,complete\n7,2027-04-05\n")
    ran = cli("calendar", str(path), "-o", str(tmp_path / "deadlines.csv"))
    assert ran.returncode == 1 and "permits: no column parcel_id or application_complete" in ran.stderr


def test_a_table_given_as_columns_is_read_and_a_column_given_twice_refused():
    rows = [{"parcel_id": "7", "application_complete": "2027-04-05"}]
    columns = {"parcel_id": ["7"], "application_complete": ["2027-04-05"]}
    as_of = "2027-06-01"
    assert dockline.calendar(columns, as_of).equals(dockline.calendar(rows, as_of))
    twice = pd.DataFrame(
        [["7", "2027-04-05", "2027-05-01"]], columns=["parcel_id", "application_complete", "parcel_id"]
    )
    with pytest.raises(DocklineInputError, match="permits: the column parcel_id is there twice: keep one"):
        dockline.calendar(twice, as_of)
    with pytest.raises(DocklineInputError, match="permits: give a DataFrame, a file, columns as a dict, or rows as"):
        dockline.calendar(42, as_of)
