"""``dockline:checkfacilities`` through ``processing.run`` in real QGIS: the sample lake's proposals, each made to
breach one rule (its ``case``) or to comply, give exactly those findings."""

from collections import defaultdict

import pytest
from decided import DECIDED_RULES
from dockline.processing.adapters.facility_inputs import FACILITY_LAYERS
from dockline.processing.base import PROFILE_KEYS
from dockline.rules import PROFILES
from layers import FACILITIES, ID_FIELD, by_parcel, check, facility_parameters, sample_layer, sample_parameters
from qgis.core import QgsApplication, QgsProcessingContext, QgsProcessingException, QgsProcessingFeedback, QgsProject

import processing


@pytest.fixture(scope="module")
def checked(dockline_provider):
    return check(facility_parameters())


def cases():
    """facility id → (parcel id, case) for every sample proposal."""
    found = {}
    for layer in FACILITIES:
        for feature in sample_layer(layer).getFeatures():
            found[feature[ID_FIELD[layer]]] = (feature["parcel_id"], feature["case"])
    return found


def test_parameters_and_outputs_are_declared(dockline_provider):
    algorithm = QgsApplication.processingRegistry().algorithmById("dockline:checkfacilities")
    assert algorithm is not None and algorithm.group() == "Compliance"
    for layer, (_, _, fields) in FACILITY_LAYERS.items():
        assert algorithm.parameterDefinition(layer).flags() & algorithm.parameterDefinition(layer).FlagOptional
        for name, default, _, _ in fields:
            definition = algorithm.parameterDefinition(name)
            assert definition.defaultValue() == default and definition.parentLayerParameterName() == layer
    assert [o.name() for o in algorithm.outputDefinitions()] == ["FINDINGS", "PARCEL_SUMMARY", "FLAGS"]
    assert "boat_length_ft" in algorithm.shortHelpString() and "§ 73-9C(1)(d)" in algorithm.shortHelpString()


def test_each_sample_proposal_gives_its_case(checked):
    findings = list(checked["FINDINGS"].getFeatures())
    by_facility, by_parcel_rule = defaultdict(set), defaultdict(set)
    for finding in findings:
        by_facility[finding["facility_id"]].add(finding["rule_id"])
        by_parcel_rule[finding["parcel_id"]].add(finding["rule_id"])
    seen = set()
    for facility_id, (parcel_id, case) in cases().items():
        if case == "complies":
            assert not by_facility[facility_id], (facility_id, by_facility[facility_id])
        else:
            assert case in by_facility[facility_id] | by_parcel_rule[parcel_id], (facility_id, case)
            seen.add(case)
    assert DECIDED_RULES - {f["rule_id"] for f in findings} == set()  # the sample breaches every rule checked
    assert all(f["citation"].startswith("§ 73-") for f in findings if f["rule_id"] != "INPUT")
    assert all(not f.geometry().isEmpty() for f in findings)
    assert checked["FINDINGS"].crs().authid() == "EPSG:2261"


def test_measured_values_and_the_variance_on_the_sample(checked):
    findings = list(checked["FINDINGS"].getFeatures())
    dock_line = next(f for f in findings if f["facility_id"] == "D2" and f["rule_id"] == "T1_DOCK_LINE")
    assert dock_line["limit"] == 60 and 60 < dock_line["measured"] < 80 and dock_line["unit"] == "ft"
    assert "§ 73-9C(1)(d)" in dock_line["message"]
    width = next(f for f in findings if f["facility_id"] == "D3" and f["rule_id"] == "T1_MAIN_WALKWAY_WIDTH")
    # drawn 10 ft wide square to the tie line; measured along the shore where it meets the water (D9), which turns
    # a little from the tie line there
    assert width["limit"] == 8 and 10.0 < width["measured"] < 10.5 and "D9: " in width["to_confirm"]
    setback = next(f for f in findings if f["facility_id"] == "D6")
    assert (setback["rule_id"], setback["severity"]) == ("T1_SETBACK", "varied")  # the sample's variances table


def test_parcel_summary(checked):
    summary = by_parcel(checked["PARCEL_SUMMARY"])
    assert len(summary) == sample_layer("parcels").featureCount()
    findings = defaultdict(list)
    for finding in checked["FINDINGS"].getFeatures():
        findings[finding["parcel_id"]].append(finding["severity"])
    for pid, row in summary.items():
        severities = findings.get(pid, [])
        assert row["violation"] == severities.count("violation")
        if "violation" in severities:
            assert row["status"] == "violations"
    marina = next(row for row in summary.values() if row["tier"] == 2)
    assert marina["proposed_slips"] > marina["allowed_slips"] and marina["status"] == "violations"
    assert {row["status"] for row in summary.values()} >= {"violations", "complies", "no proposal", "not adjoining"}


def test_facilities_in_metres_give_the_same_findings(checked, dockline_provider):
    reprojected = {
        name: processing.run(
            "native:reprojectlayer", {"INPUT": sample_layer(name), "TARGET_CRS": "EPSG:32618", "OUTPUT": "memory:"}
        )["OUTPUT"]
        for name in FACILITIES
    }
    feedback = QgsProcessingFeedback()
    again = check(facility_parameters(**reprojected), feedback)
    measured = sorted(
        (f["facility_id"] or "", f["rule_id"], round(f["measured"] or 0, 1)) for f in again["FINDINGS"].getFeatures()
    )
    assert measured == sorted(
        (f["facility_id"] or "", f["rule_id"], round(f["measured"] or 0, 1)) for f in checked["FINDINGS"].getFeatures()
    )


def test_bad_input_stops_with_the_parameter_named(dockline_provider):
    with pytest.raises(QgsProcessingException, match="at least one of DOCKS, MOORINGS or STRUCTURES"):
        check(sample_parameters())
    with pytest.raises(QgsProcessingException, match="DOCK_PART_FIELD: the docks layer has no field 'kind'"):
        check({**facility_parameters(), "DOCK_PART_FIELD": "kind"})


def test_shoreline_analysis_runs_the_checks_when_facilities_are_given(dockline_provider):
    context = QgsProcessingContext()
    context.setProject(QgsProject.instance())
    result = processing.run(
        "dockline:shorelineanalysis",
        {
            **sample_parameters(),
            "DOCKS": sample_layer("docks"),
            "FINDINGS": "memory:",
            "PARCEL_SUMMARY": "memory:",
            "ALLOCATION": "memory:",
        },
        context=context,
        feedback=QgsProcessingFeedback(),
    )
    rules = {f["rule_id"] for f in result["FINDINGS"].getFeatures()}
    assert {"T1_DOCK_LINE", "T1_MAIN_WALKWAY_WIDTH", "T2_DOCK_LINE"} <= rules
    without = processing.run(
        "dockline:shorelineanalysis",
        {**sample_parameters(), "ALLOCATION": "memory:"},
        context=context,
        feedback=QgsProcessingFeedback(),
    )
    assert "FINDINGS" not in without and "ALLOCATION" in without


def test_a_recorded_exemption_through_processing(dockline_provider):
    """EXEMPTIONS: D3's findings stay, exempt, citing § 73-20 (the City Pier boathouses: the sample read as the City
    of Canandaigua's, D22)."""
    from qgis.core import QgsFeature, QgsVectorLayer

    table = QgsVectorLayer("None?field=facility_id:string&field=rule_id:string&field=section:string", "ex", "memory")
    feature = QgsFeature(table.fields())
    feature.setAttributes(["D3", "", ""])
    table.dataProvider().addFeatures([feature])
    QgsProject.instance().addMapLayer(table, False)
    city = PROFILE_KEYS.index("city_of_canandaigua")
    checked = check({**facility_parameters(), "EXEMPTIONS": table, "PROFILE": city})
    d3 = [f for f in checked["FINDINGS"].getFeatures() if f["facility_id"] == "D3"]
    cited = PROFILES["city_of_canandaigua"].cite("CITY_PIER_BOATHOUSES")
    assert d3 and all(f["severity"] == "exempt" and f"({cited})" in f["message"] for f in d3)
    assert {f["rule_id"] for f in d3} == {"T1_MAIN_WALKWAY_WIDTH"}
    assert all(f["basis"] in ("law", "decision", "unverified") for f in checked["FINDINGS"].getFeatures())
