"""``dockline:permitcalendar`` in QGIS Processing: a real CSV layer (its dates read as text or as date fields), the
deadlines table, the INPUT rows, the output plan and the missing ``holidays`` package."""

import datetime
import sys

import pytest
from dockline.processing.base import plain
from dockline.rules.law.calendar import new_york_holidays
from layers import RecordingFeedback, hearing_due
from qgis.core import QgsApplication, QgsProcessingException, QgsVectorLayer

import processing

PERMITS = """parcel_id,application_complete,hearing,notice_mailed,notice_published,decision,decision_kind,chair_signed
98.11-1-10,2027-04-05,2027-06-01,2027-05-18,2027-05-24,,,
98.11-1-11,2027-04-05,,,,,,
98.11-1-12,2027-01-04,2027-02-25,2027-02-10,2027-02-17,2027-07-01,approved,2027-07-20
"""
BAD_ROW = "98.11-1-13,5 April 2027,,,,,,\n"


def csv_layer(path, detect_types: bool) -> QgsVectorLayer:
    """The CSV as QGIS opens it: through OGR (every value text) or the delimited-text provider, which reads a
    column of ISO dates as a date field."""
    if detect_types:
        layer = QgsVectorLayer(f"file://{path}?delimiter=,&detectTypes=yes", "permits", "delimitedtext")
    else:
        layer = QgsVectorLayer(str(path), "permits", "ogr")
    assert layer.isValid()
    return layer


def run_calendar(permits, **parameters):
    feedback = RecordingFeedback()
    result = processing.run(
        "dockline:permitcalendar",
        {"PERMITS": permits, "AS_OF": "2027-06-01", "DEADLINES": "memory:", **parameters},
        feedback=feedback,
    )
    layer = result["DEADLINES"]
    layer = layer if isinstance(layer, QgsVectorLayer) else QgsVectorLayer(layer, "deadlines", "ogr")
    rows = {(int(f["row"]), f["step"]): {k: plain(f[k]) for k in layer.fields().names()} for f in layer.getFeatures()}
    return rows, feedback


def test_parameter_definitions(dockline_provider):
    algorithm = dockline_provider.algorithm("permitcalendar")
    names = [p.name() for p in algorithm.parameterDefinitions()]
    assert names == ["PERMITS", "AS_OF", "PROFILE", "CLOSED_DAYS", "DEADLINES"]
    optional = {p.name() for p in algorithm.parameterDefinitions() if p.flags() & p.FlagOptional}
    assert optional == {"AS_OF", "CLOSED_DAYS"}
    assert "§ 73-18E(1)" in algorithm.shortHelpString() and "application_complete" in algorithm.shortHelpString()
    assert algorithm.canExecute() == (True, "")


@pytest.mark.parametrize("detect_types", [False, True], ids=["text", "date fields"])
def test_the_deadlines_of_a_csv_layer(dockline_provider, tmp_path, detect_types):
    path = tmp_path / "permits.csv"
    path.write_text(PERMITS + BAD_ROW)
    rows, feedback = run_calendar(csv_layer(path, detect_types))
    mailed = rows[(1, "notice_applicant")]
    assert (mailed["parcel_id"], mailed["due_date"], mailed["done_date"], mailed["status"], mailed["section"]) == (
        "98.11-1-10",
        "2027-05-17",  # 10 business days before 1 June 2027, Memorial Day not counted
        "2027-05-18",
        "done late",
        "§ 73-18E(1)",
    )
    assert rows[(1, "hearing")]["status"] == "done"
    assert rows[(2, "hearing")]["status"] == "due" and rows[(2, "hearing")]["due_date"] == "2027-06-07"
    assert "6 days left" in rows[(2, "hearing")]["message"]  # as of 1 June 2027
    assert rows[(3, "hearing")]["status"] == "done" and rows[(3, "hearing")]["due_date"] == "2027-03-08"  # Sun 7th
    assert rows[(3, "notice_applicant")]["due_date"] == "2027-02-09"  # 12 and 15 February: NY holidays
    assert rows[(3, "chair_signature")]["status"] == "due"  # signed 20 July: planned on 1 June
    assert rows[(3, "decision_filed")]["due_date"] == "2027-07-09"  # 5 July, Independence Day observed
    assert [key for key in rows if key[0] == 4] == [(4, "INPUT")]
    message = "permits row 4 (parcel 98.11-1-13), column application_complete: '5 April 2027' is not a date"
    assert rows[(4, "INPUT")]["message"].startswith(message) and rows[(4, "INPUT")]["status"] is None
    assert len(feedback.errors) == 1 and feedback.errors[0].startswith(message)
    assert any(info.startswith("Dockline permit calendar (Town of South Bristol): ") for info in feedback.infos)


def test_closed_days_and_the_municipalitys_numbering(dockline_provider, tmp_path):
    path = tmp_path / "permits.csv"
    path.write_text(PERMITS)
    rows, _ = run_calendar(str(path), PROFILE=1, CLOSED_DAYS="2027-07-09")
    assert rows[(3, "decision_filed")]["due_date"] == "2027-07-12"
    assert rows[(3, "decision_filed")]["section"] == "§ 96-18J"


def test_without_a_day_the_calendar_is_today(dockline_provider, tmp_path):
    path = tmp_path / "permits.csv"
    path.write_text(f"parcel_id,application_complete,hearing\n7,{datetime.date.today()},\n")
    feedback = RecordingFeedback()
    result = processing.run(
        "dockline:permitcalendar", {"PERMITS": str(path), "DEADLINES": "memory:"}, feedback=feedback
    )
    (hearing,) = [f for f in result["DEADLINES"].getFeatures() if f["step"] == "hearing"]
    today = datetime.date.today()
    due = hearing_due(today)
    assert hearing["status"] == "due" and f"{(due - today).days} days left" in hearing["message"]


def test_the_deadlines_written_to_a_csv_file(dockline_provider, tmp_path):
    path = tmp_path / "permits.csv"
    path.write_text(PERMITS)
    out = tmp_path / "deadlines.csv"
    rows, _ = run_calendar(str(path), DEADLINES=str(out))
    assert out.is_file() and len(rows) == 3 * 10  # every step of each application, begun or not
    assert rows[(1, "notice_newspaper")]["status"] == "done"


@pytest.mark.parametrize(
    "permits, parameters, message",
    [
        ("parcel_id,complete\n7,2027-04-05\n", {}, "permits: no column application_complete"),
        (PERMITS, {"CLOSED_DAYS": "the day after Thanksgiving"}, "closed days: 'the' is not a date"),
        (PERMITS, {"DEADLINES": "{permits}"}, "DEADLINES .* would be written over the input PERMITS"),
    ],
)
def test_what_cannot_be_used_stops_the_run_with_its_reason(dockline_provider, tmp_path, permits, parameters, message):
    path = tmp_path / "permits.csv"
    path.write_text(permits)
    given = {key: value.format(permits=path) for key, value in parameters.items()}
    with pytest.raises(QgsProcessingException, match=message):
        run_calendar(str(path), **given)
    assert path.read_text() == permits


def test_without_the_holidays_package_only_the_calendar_is_disabled(dockline_provider, monkeypatch):
    new_york_holidays.cache_clear()
    monkeypatch.setitem(sys.modules, "holidays", None)
    try:
        registry = QgsApplication.processingRegistry()
        able, why = registry.algorithmById("dockline:permitcalendar").canExecute()
        assert not able and "pip install holidays" in why
        assert registry.algorithmById("dockline:allocation").canExecute() == (True, "")
    finally:
        new_york_holidays.cache_clear()
