"""``dockline:buildout`` through ``processing.run`` in real QGIS on the sample lake (zoning, tier map, outlets):
its docks and moorings go straight into ``dockline:checkfacilities`` and give no violation there; the parcels laid
out are those asked for; what is kept uses its parcel's allowance."""

import os
import re

import pytest
from layers import RecordingFeedback, check, sample_layer, sample_parameters
from qgis.core import QgsProcessingContext, QgsProcessingException, QgsProject

import processing

LAYOUT = {"LAYOUT_DOCKS": "memory:", "LAYOUT_MOORINGS": "memory:", "BUILDOUT_SUMMARY": "memory:"}


def build(parameters, feedback=None):
    context = QgsProcessingContext()
    context.setProject(QgsProject.instance())
    return processing.run(
        "dockline:buildout", {**sample_parameters(), **LAYOUT, **parameters}, context=context, feedback=feedback
    )


@pytest.fixture(scope="module")
def built(dockline_provider):
    feedback = RecordingFeedback()
    return build({}, feedback), feedback


def summary_rows(result) -> dict:
    return {f["parcel_id"]: f for f in result["BUILDOUT_SUMMARY"].getFeatures()}


def test_the_layout_goes_into_the_check_and_breaks_no_rule(built):
    result, _ = built
    docks, moorings = result["LAYOUT_DOCKS"], result["LAYOUT_MOORINGS"]
    assert docks.featureCount() > 300 and moorings.featureCount() > 0
    checked = check({**sample_parameters(), "DOCKS": docks, "MOORINGS": moorings})
    findings = list(checked["FINDINGS"].getFeatures())
    assert findings  # Tiers 2 and 3 need site plan approval (D24); moorings far out a State permit
    wrong = [f["message"] for f in findings if f["severity"] == "violation" or f["rule_id"] == "INPUT"]
    assert wrong == []
    statuses = {f["status"] for f in checked["PARCEL_SUMMARY"].getFeatures() if f["proposed_slips"]}
    assert statuses <= {"complies", "needs review"}


def test_the_summary_says_why_for_every_slip_not_placed_and_the_log_totals_them(built):
    result, feedback = built
    rows = summary_rows(result)
    assert len(rows) > 200
    assert {f["tier"] for f in rows.values()} >= {"1", "2"}
    for row in rows.values():
        assert row["placed_slips"] <= row["allowed_slips"]
        if row["placed_slips"] < row["allowed_slips"] - row["kept_slips"]:
            assert row["shortfall"] or row["note"], row["parcel_id"]
    totals = [line for line in feedback.infos if line.startswith("Build-out, Tier")]
    placed = sum(row["placed_slips"] for row in rows.values())
    told = [re.search(r"([\d,]+) of [\d,]+ slips placed", line) for line in totals]
    assert totals and sum(int(found[1].replace(",", "")) for found in told) == placed


def test_every_output_loads_styled(dockline_provider):
    from dockline.about import style_path
    from dockline.rules.outputs.schema import EVERY_OUTPUT

    assert all(os.path.exists(style_path(name)) for name in EVERY_OUTPUT)


def test_only_the_parcels_an_expression_picks_are_laid_out(dockline_provider):
    result = build({"BUILD_WHERE": "\"parcel_id\" IN ('98.11-1-10', '98.11-1-13')"})
    assert set(summary_rows(result)) == {"98.11-1-10", "98.11-1-13"}
    assert {f["parcel_id"] for f in result["LAYOUT_DOCKS"].getFeatures()} <= {"98.11-1-10", "98.11-1-13"}


def test_only_the_selected_parcels_are_laid_out_and_none_selected_is_said(dockline_provider):
    parcels = sample_layer("parcels")
    QgsProject.instance().addMapLayer(parcels)
    try:
        wanted = [f.id() for f in parcels.getFeatures() if f["parcel_id"] in ("98.11-1-10", "98.11-1-13")]
        parcels.selectByIds(wanted)
        result = build({"PARCELS": parcels, "BUILD_SELECTED": True})
        assert set(summary_rows(result)) == {"98.11-1-10", "98.11-1-13"}
        parcels.removeSelection()
        with pytest.raises(QgsProcessingException, match="No parcel is selected in the parcels layer"):
            build({"PARCELS": parcels, "BUILD_SELECTED": True})
        with pytest.raises(QgsProcessingException, match="BUILD_SELECTED or BUILD_WHERE, not both"):
            build({"PARCELS": parcels, "BUILD_SELECTED": True, "BUILD_WHERE": "true"})
    finally:
        QgsProject.instance().removeMapLayer(parcels.id())


@pytest.mark.parametrize("boat", [0.5, 2000])
def test_a_boat_out_of_range_is_refused(dockline_provider, boat):
    with pytest.raises(QgsProcessingException, match="BOAT_LENGTH"):
        build({"BOAT_LENGTH": boat})


def test_the_facilities_given_are_kept_and_use_the_allowance(dockline_provider):
    docks = sample_layer("docks")
    result = build({"DOCKS": docks, "BUILD_WHERE": "\"parcel_id\" = '98.11-1-10'"})
    row = summary_rows(result)["98.11-1-10"]
    assert row["kept_slips"] > 0
    assert row["placed_slips"] <= row["allowed_slips"] - row["kept_slips"]


def test_the_layout_goes_into_the_cad_drawing(built, tmp_path):
    """dockline:exportcad with the layout as DOCKS and MOORINGS: each dock of the chosen parcel on DOCKLINE-DOCK,
    labelled once on its walkway, each buoy on DOCKLINE-MOORING with its swing radius."""
    import ezdxf

    result, _ = built
    marina = "98.11-1-42"
    path = tmp_path / "layout.dxf"
    processing.run(
        "dockline:exportcad",
        {
            **sample_parameters(),
            "DOCKS": result["LAYOUT_DOCKS"],
            "MOORINGS": result["LAYOUT_MOORINGS"],
            "CHOOSE": 2,
            "EXPRESSION": f"\"parcel_id\" = '{marina}'",
            "OUTPUT": str(path),
        },
    )
    drawn = ezdxf.readfile(str(path)).modelspace()
    docks = {f["dock_id"] for f in result["LAYOUT_DOCKS"].getFeatures() if f["parcel_id"] == marina}
    moorings = {f["mooring_id"] for f in result["LAYOUT_MOORINGS"].getFeatures() if f["parcel_id"] == marina}
    labels = [e.dxf.text for e in drawn if e.dxftype() == "TEXT"]
    assert docks and sorted(t for t in labels if t in docks) == sorted(docks)
    assert sorted(t.split(" · ")[0] for t in labels if t.endswith("swing 54 ft")) == sorted(moorings)
    assert {e.dxf.layer for e in drawn if e.dxftype() in ("LWPOLYLINE", "POLYLINE", "HATCH")} >= {"DOCKLINE-DOCK"}
