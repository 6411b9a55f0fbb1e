"""The whole lake at once in real QGIS: the sample lake's town line (the Town of Canandaigua north of it, South
Bristol south) through dockline:shorelineanalysis and dockline:exhibits with MUNICIPALITY_FIELD."""

import re
import subprocess
import unicodedata

import pytest
from dockline.rules.outputs.schema import OUTPUTS
from layers import by_parcel, facility_parameters
from qgis.core import (
    QgsFeatureRequest,
    QgsProcessingContext,
    QgsProcessingException,
    QgsProcessingFeedback,
    QgsProject,
)

import processing

TOWNS = ("Town of Canandaigua", "Town of South Bristol")


class Log(QgsProcessingFeedback):
    """The run's log, kept."""

    def __init__(self):
        super().__init__()
        self.lines = []

    def pushInfo(self, info):  # noqa: N802 (QGIS's name)
        self.lines.append(info)


def analyse(parameters, feedback=None):
    context = QgsProcessingContext()
    context.setProject(QgsProject.instance())
    outputs = dict.fromkeys(OUTPUTS, "memory:")
    return processing.run(
        "dockline:shorelineanalysis",
        {**parameters, **outputs},
        context=context,
        feedback=feedback or QgsProcessingFeedback(),
    )


@pytest.fixture(scope="module")
def runs(dockline_provider):
    """The sample with proposals, as one town (PROFILE: South Bristol) and as two (MUNICIPALITY_FIELD)."""
    log = Log()
    parameters = facility_parameters()
    town_of = {f["parcel_id"]: f["municipality"] for f in parameters["PARCELS"].getFeatures()}
    return analyse(parameters), analyse({**parameters, "MUNICIPALITY_FIELD": "municipality"}, log), town_of, log


def test_the_sample_has_a_town_line_and_it_is_flagged(runs):
    _, whole, town_of, _ = runs
    assert set(town_of.values()) == set(TOWNS)
    flags = [f for f in whole["FLAGS"].getFeatures() if f["code"] == "TOWN_LINE"]
    assert len(flags) >= 4 and len(flags) % 2 == 0  # both parcels of each facility area line across it
    for flag in flags:
        other = re.search(r"shared with parcel (\S+) \((.+?)\):", flag["message"])
        assert other, flag["message"]
        assert town_of[other.group(1)] == other.group(2) != town_of[flag["parcel_id"]] == flag["municipality"]
    assert {f["municipality"] for f in whole["FLAGS"].getFeatures() if f["parcel_id"]} == set(TOWNS)


def test_one_geometry_across_the_town_line(runs):
    alone, whole, _, _ = runs
    for name in ("TIE_LINES", "FACILITY_AREA_LINES", "FACILITY_AREAS"):
        before, after = list(alone[name].getFeatures()), list(whole[name].getFeatures())
        assert len(before) == len(after) > 200, name
        for a, b in zip(before, after):
            assert a.geometry().equals(b.geometry()), name


def test_every_sample_case_holds_in_each_town_cited_in_its_numbering(runs):
    alone, whole, town_of, _ = runs

    def cases(layer):
        return {(f["parcel_id"], f["facility_id"], f["rule_id"], f["severity"]) for f in layer.getFeatures()}

    assert cases(alone["FINDINGS"]) == cases(whole["FINDINGS"])
    chapters = {TOWNS[0]: "§ 96-", TOWNS[1]: "§ 73-"}
    findings = [f for f in whole["FINDINGS"].getFeatures() if f["citation"]]
    assert {f["municipality"] for f in findings} == set(TOWNS)
    for finding in findings:
        assert finding["municipality"] == town_of[finding["parcel_id"]]
        assert finding["citation"].startswith(chapters[finding["municipality"]]), finding["citation"]
    for name in ("ALLOCATION", "PARCEL_SUMMARY"):
        rows = by_parcel(whole[name])
        assert {pid: f["municipality"] for pid, f in rows.items()} == town_of, name
    allocation, before = by_parcel(whole["ALLOCATION"]), by_parcel(alone["ALLOCATION"])
    for pid, row in allocation.items():
        assert (row["tier"], row["max_slips"], row["setback_ft"]) == (
            before[pid]["tier"],
            before[pid]["max_slips"],
            before[pid]["setback_ft"],
        )
        if row["citations"]:
            assert row["citations"].startswith(chapters[town_of[pid]]), pid


def test_the_summary_counts_per_municipality(runs):
    log = "\n".join(runs[3].lines)
    for town in TOWNS:
        assert re.search(rf"Tier 1 \({town}\): \d+ parcels", log), town
    assert re.search(r"by municipality: Town of Canandaigua \d+, Town of South Bristol \d+\.", log)
    assert re.search(r"TOWN_LINE: \d+ \(\d+ parcels", log)


def test_a_municipality_no_profile_matches_stops_the_run_naming_the_parcel(dockline_provider):
    parameters = facility_parameters()
    parcels = parameters["PARCELS"].materialize(QgsFeatureRequest())
    first = next(parcels.getFeatures())
    column = parcels.fields().indexOf("municipality")
    parcels.dataProvider().changeAttributeValues({first.id(): {column: "Rochester"}})
    with pytest.raises(QgsProcessingException) as raised:
        analyse({**parameters, "PARCELS": parcels, "MUNICIPALITY_FIELD": "municipality"})
    message = str(raised.value)
    assert f"parcel {first['parcel_id']}: municipality 'Rochester' matches no profile" in message
    assert "known profiles: Town of South Bristol; Town of Canandaigua; Town of Gorham" in message


def test_the_exhibits_name_the_town_and_the_town_line(runs, tmp_path):
    _, whole, town_of, _ = runs
    shared = {f["parcel_id"] for f in whole["FLAGS"].getFeatures() if f["code"] == "TOWN_LINE"}
    chosen = sorted(shared)[:1] + sorted(pid for pid in town_of if pid not in shared)[:1]
    result = processing.run(
        "dockline:exhibits",
        {
            **facility_parameters(),
            "MUNICIPALITY_FIELD": "municipality",
            "PRINT": 3,
            "EXPRESSION": f"\"parcel_id\" IN ('{chosen[0]}', '{chosen[1]}')",
            "FOLDER": str(tmp_path),
        },
    )
    text = subprocess.run(["pdftotext", result["PDFS"], "-"], capture_output=True, text=True, check=True).stdout
    texts = [re.sub(r"\s+", "", unicodedata.normalize("NFKC", page)) for page in text.split("\f") if page.strip()]
    assert result["EXHIBITS"] == 2 and result["PAGES"] == len(texts)  # each exhibit of its own pages
    for pid in chosen:
        text = "".join(t for t in texts if f"Parcel{pid}" in t)
        chapter = "(Chapter96)" if town_of[pid] == TOWNS[0] else "(Chapter73)"
        assert town_of[pid].replace(" ", "") + chapter in text
        assert ("facilityarealinesharedwithparcel" in text) == (pid in shared)
