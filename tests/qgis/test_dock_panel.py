"""The Dockline panel against the sample lake in real QGIS (offscreen), with a real map canvas."""

import datetime
import re
import shutil
import subprocess
import time

import pytest
import shapely
from layers import (
    LATE,
    PERMIT_COLUMNS,
    PERMITS,
    SAMPLE,
    SAMPLE_DEM,
    SAMPLE_TIERS,
    hearing_due,
    permits_table,
    sample_layer,
)
from qgis.core import (
    QgsApplication,
    QgsFeature,
    QgsGeometry,
    QgsPointXY,
    QgsProject,
    QgsRectangle,
    QgsVectorLayer,
)
from qgis.gui import QgsMapCanvas
from qgis.PyQt.QtCore import QRect, Qt
from qgis.PyQt.QtWidgets import QPushButton

LAYERS = (
    "parcels",
    "water",
    "zoning",
    "outlet_lines",
    "outlet_points",
    "docks",
    "moorings",
    "structures",
    "boats",
    "buildings",
    "variances",
)
BOXES = {"outlet_lines": "OUTLETS", "outlet_points": "MORE_OUTLETS"}  # two outlet layers: streams and culverts


def wait_for(condition, seconds=60.0):
    """Let QGIS run (tasks, timers) until ``condition`` holds."""
    deadline = time.monotonic() + seconds
    while not condition():
        assert time.monotonic() < deadline, "timed out"
        QgsApplication.processEvents()
        time.sleep(0.01)


@pytest.fixture(scope="module")
def panel(dockline_provider, tmp_path_factory):
    from dockline.ui.dock import DocklineDock

    copy = tmp_path_factory.mktemp("sample") / SAMPLE.name
    shutil.copy(SAMPLE, copy)  # the tests edit the docks layer: never in the bundled sample
    layers = {name: sample_layer(name, copy) for name in LAYERS}
    canvas = QgsMapCanvas()
    canvas.resize(800, 600)
    canvas.setDestinationCrs(layers["parcels"].crs())
    canvas.setLayers(list(layers.values()))
    dock = DocklineDock(canvas=canvas)
    for name, layer in layers.items():
        dock.inputs.layer_boxes[BOXES.get(name, name.upper())].setLayer(layer)
    dock.inputs.tier_map.setFilePath(str(SAMPLE_TIERS))
    dock.runner.run_analysis()
    assert dock.runner.task is not None  # it runs as a task, the panel says so meanwhile
    wait_for(lambda: dock.session is not None)
    yield dock, layers, canvas
    dock.unload()


def finding_rules(dock):
    tree = dock.detail.findings_tree
    return [tree.topLevelItem(i).text(1) for i in range(tree.topLevelItemCount())]


def test_the_background_run_fills_the_list(panel):
    dock, layers, _ = panel
    assert dock.stack.currentIndex() == 1
    assert dock.session.parameters["ZONING_FIELD"] == "district" and "BOATS" in dock.session.parameters
    boats = {f.rule_id for f in dock.session.checked.findings if f.facility_id == "B2"}
    assert boats == {"T1_DOCKED_BOAT_INSIDE"}  # the boats layer is checked too
    outlets = layers["outlet_lines"].featureCount() + layers["outlet_points"].featureCount()
    assert len(dock.session.prepared.outlets) == outlets == 7  # both outlet layers: the streams and the culverts
    assert dock.parcels.model.rowCount() == layers["parcels"].featureCount() == 220
    statuses = {dock.parcels.model.item(row, 0).text() for row in range(dock.parcels.model.rowCount())}
    assert {"violations", "complies", "no proposal", "not adjoining"} <= statuses
    assert dock.runner.progress.value() == 100 and dock.runner.run_button.isEnabled()


def test_filters_narrow_the_list(panel):
    dock, _, _ = panel
    dock.parcels.status_filter.setCurrentIndex(dock.parcels.status_filter.findData("violations"))
    shown = dock.parcels.proxy.rowCount()
    assert 0 < shown < dock.parcels.model.rowCount()
    dock.parcels.tier_filter.setCurrentIndex(dock.parcels.tier_filter.findData("2"))
    assert dock.parcels.proxy.rowCount() == 2  # the marina, and the boat club too small for Tier 2
    dock.parcels.search.setText("no such parcel")
    assert dock.parcels.proxy.rowCount() == 0
    dock.parcels.search.clear()
    dock.parcels.status_filter.setCurrentIndex(0)
    dock.parcels.tier_filter.setCurrentIndex(0)
    assert dock.parcels.proxy.rowCount() == dock.parcels.model.rowCount()


def test_selecting_a_parcel_fills_the_detail_and_selects_it_on_the_map(panel):
    dock, layers, canvas = panel
    marina = next(
        dock.parcels.model.item(r, 1).text()
        for r in range(dock.parcels.model.rowCount())
        if dock.parcels.model.item(r, 3).text() == "2"
    )
    dock.parcels.select_parcel(marina)
    text = dock.detail.text.toPlainText()
    allocation = dock.session.analysis.allocations[marina]
    assert f"Parcel {marina}" in text and "Tier 2" in text
    assert f"{dock.session.analysis.lineal_ft(marina):.2f} lineal ft" in text and str(allocation.max_slips) in text
    assert {"T2_DOCK_LINE", "T2_PROHIBITED_STRUCTURES"} <= set(finding_rules(dock))
    selected = layers["parcels"].selectedFeatures()
    assert [f["parcel_id"] for f in selected] == [marina]
    assert canvas.extent().contains(selected[0].geometry().boundingBox().center())
    assert dock.map.highlights  # the breaching parts are drawn


def test_clicking_a_finding_moves_the_map_to_it(panel):
    dock, _, canvas = panel
    dock.parcels.select_parcel("98.11-1-13")  # dock D2 past the 60-ft line
    item = next(
        dock.detail.findings_tree.topLevelItem(i)
        for i in range(dock.detail.findings_tree.topLevelItemCount())
        if dock.detail.findings_tree.topLevelItem(i).text(1) == "T1_DOCK_LINE"
    )
    canvas.setExtent(QgsRectangle(0, 0, 10, 10))
    dock.detail.findings_tree.itemClicked.emit(item, 0)
    where = dock.session.to_layer_crs(item.data(0, 0x0100).geometry).boundingBox()
    assert canvas.extent().contains(where) and canvas.extent().width() < 1000


def test_picking_on_the_map_selects_the_row(panel):
    dock, layers, canvas = panel
    feature = next(f for f in layers["parcels"].getFeatures() if f["parcel_id"] == "98.11-1-15")
    dock.map.pick_at(feature.geometry().pointOnSurface().asPoint())
    assert dock.current == "98.11-1-15"


def test_editing_a_dock_rechecks_its_parcel_and_undo_restores_it(panel):
    dock, layers, _ = panel
    docks = layers["docks"]
    part = next(f for f in docks.getFeatures() if f["dock_id"] == "D1")
    pid = part["parcel_id"]
    dock.parcels.select_parcel(pid)
    assert "T1_DOCK_LINE" not in finding_rules(dock)
    geometry = part.geometry()
    centre = geometry.centroid().asPoint()
    tip = next(f for f in layers["parcels"].getFeatures() if f["parcel_id"] == pid).geometry()
    away = QgsPointXY(2 * centre.x() - tip.centroid().asPoint().x(), 2 * centre.y() - tip.centroid().asPoint().y())
    stretched = QgsGeometry.fromPolygonXY([[centre, away, QgsPointXY(away.x() + 3, away.y() + 3), centre]])
    docks.startEditing()
    try:
        started = time.perf_counter()
        docks.changeGeometry(part.id(), stretched.combine(geometry))
        wait_for(lambda: "T1_DOCK_LINE" in finding_rules(dock), 10)
        assert time.perf_counter() - started < 5
        row = dock.parcels.row_of(pid)
        assert dock.parcels.model.item(row, 0).text() == "violations"
        docks.undoStack().undo()
        wait_for(lambda: "T1_DOCK_LINE" not in finding_rules(dock), 10)
        assert docks.isEditable() and not docks.isModified()  # the user's edit session is left as it was
    finally:
        docks.rollBack()
    assert not docks.isEditable()


def test_a_recheck_reads_only_the_edited_features_and_gets_what_a_full_read_gets(panel):
    """Added, changed and deleted features read from the edit buffer; the rest kept from the last read."""
    dock, layers, _ = panel
    docks, session = layers["docks"], dock.session
    before = session.read_proposal()
    first, second = list(docks.getFeatures())[:2]
    docks.startEditing()
    try:
        docks.translateFeature(first.id(), 0, 25)
        docks.deleteFeature(second.id())
        added = QgsFeature(first)
        docks.addFeature(added)
        new_id = next(fid for fid in docks.editBuffer().addedFeatures())
        edited = {f"docks feature {fid}" for fid in (first.id(), second.id(), new_id)}
        quick = session.read_proposal(edited)
        kinds = ("docks", "moorings", "structures", "boats")
        kept = [f for kind in kinds for f in getattr(before, kind) if f.feature not in edited]
        reused = {id(f) for kind in kinds for f in getattr(quick, kind)}
        assert kept and all(id(f) in reused for f in kept)  # the rest is not read again: the same objects
        full = session.read_proposal()
        assert len(quick.docks) == len(full.docks) == docks.featureCount()
        assert sorted((p.feature, p.geometry.wkt) for p in quick.docks) == sorted(
            (p.feature, p.geometry.wkt) for p in full.docks
        )
        assert f"docks feature {second.id()}" not in {p.feature for p in quick.docks}
    finally:
        docks.rollBack()
        session.read_proposal()


def test_an_invalid_polygon_while_drawing_is_a_finding_not_a_crash(panel):
    dock, layers, _ = panel
    docks = layers["docks"]
    part = next(f for f in docks.getFeatures() if f["dock_id"] == "D1")
    box = part.geometry().boundingBox()
    bowtie = QgsGeometry.fromPolygonXY(
        [
            [
                QgsPointXY(box.xMinimum(), box.yMinimum()),
                QgsPointXY(box.xMaximum(), box.yMaximum()),
                QgsPointXY(box.xMaximum(), box.yMinimum()),
                QgsPointXY(box.xMinimum(), box.yMaximum()),
                QgsPointXY(box.xMinimum(), box.yMinimum()),
            ]
        ]
    )
    dock.parcels.select_parcel(part["parcel_id"])
    docks.startEditing()
    try:
        docks.changeGeometry(part.id(), bowtie)
        wait_for(lambda: "INPUT" in finding_rules(dock), 10)
        assert any(
            "not a valid polygon" in dock.detail.findings_tree.topLevelItem(i).child(0).text(0)
            for i in range(dock.detail.findings_tree.topLevelItemCount())
        )
    finally:
        docks.rollBack()


def test_copy_as_csv(panel):
    dock, _, _ = panel
    dock.parcels.select_parcel("98.11-1-13")
    dock.detail.copy_csv()
    text = QgsApplication.clipboard().text()
    assert text.splitlines()[0].startswith("parcel_id,facility_id,rule_id,citation")
    assert "T1_DOCK_LINE" in text and "§ 73-9C(1)(c)" in text
    assert text.splitlines()[0].endswith(",message,basis,to_confirm")


def test_every_severity_has_its_colour():
    from dockline.rules.checks.findings import SEVERITIES
    from dockline.ui.colours import SEVERITY_COLOURS

    assert set(SEVERITY_COLOURS) == set(SEVERITIES)


def test_the_exhibit_for_the_current_parcel(panel):
    dock, _, _ = panel
    seen = []
    dock.runner.progress.valueChanged.connect(seen.append)
    path = dock.runner.exhibit_for(dock.session, "98.11-1-13")
    dock.runner.progress.valueChanged.disconnect(seen.append)
    assert len(set(seen)) > 3 and seen[-1] == 100 and "98.11-1-13" in dock.runner.progress.format()  # progress shown
    assert dock.widget().isEnabled()
    text = subprocess.run(["pdftotext", path, "-"], capture_output=True, text=True, check=True).stdout
    assert "Parcel 98.11-1-13" in text and "§ 73-9C(1)(c)" in text


def test_the_terrain_rows_are_named_as_the_processing_parameters(panel):
    from dockline.ui.session import analysis_algorithm

    dock, _, _ = panel
    rows = {
        **{key: dock.inputs.layer_boxes[key] for key in ("DEM", "BATHYMETRY", "SOUNDINGS")},
        "SOUNDINGS_FIELD": dock.inputs.field_boxes["SOUNDINGS_FIELD"],
        "SOUNDINGS_LEVEL_FT": dock.inputs.soundings_level,
        "VERTICAL_UNIT": dock.inputs.vertical_unit,
        "VERTICAL_OFFSET_FT": dock.inputs.vertical_offset,
    }
    algorithm = analysis_algorithm()
    labels = {key: widget.parentWidget().layout().labelForField(widget).text() for key, widget in rows.items()}
    assert labels == {key: algorithm.parameterDefinition(key).description() for key in rows}


def test_the_mhw_as_closed_lines(dockline_provider):
    from dockline.ui.dock import DocklineDock

    import processing

    lines = processing.run("native:polygonstolines", {"INPUT": sample_layer("water"), "OUTPUT": "memory:"})["OUTPUT"]
    QgsProject.instance().addMapLayer(lines, False)
    dock = DocklineDock()
    dock.inputs.layer_boxes["PARCELS"].setLayer(sample_layer("parcels"))
    dock.inputs.layer_boxes["WATER"].setLayer(lines)
    parameters = dock.inputs.parameters()
    assert parameters["SHORELINE"] is lines and "WATER" not in parameters
    dock.unload()


@pytest.mark.parametrize("left_empty", ["PARCELS", "WATER"])
def test_a_required_layer_left_empty_is_named_when_run(dockline_provider, left_empty):
    """Every layer box may be empty, so that none shows the first layer of its kind unasked; Run names the
    required one left empty and starts nothing."""
    from dockline.ui.dock import DocklineDock
    from dockline.ui.inputs import LAYER_CHOICES

    dock = DocklineDock()
    try:
        assert all(dock.inputs.layer_boxes[key].allowEmptyLayer() for key, *_ in LAYER_CHOICES)
        for key in ("PARCELS", "WATER"):
            dock.inputs.layer_boxes[key].setLayer(None if key == left_empty else sample_layer(key.lower()))
        dock.runner.run_analysis()
        assert dock.runner.task is None and dock.stack.currentIndex() == 0
        named = {"PARCELS": "parcels", "WATER": "water (polygons) or MHW (closed lines)"}[left_empty]
        assert dock.message.text() == f"Choose the {named} layer first."
    finally:
        dock.unload()


def test_each_layer_choice_lists_the_layers_of_its_kind(dockline_provider):
    """The water takes polygons or closed lines, the parcels and docks polygons, the moorings points, a records
    table any vector layer (a table too), the DEM rasters: each choice lists those of the project's layers, and no
    other."""
    from dockline.ui.dock import DocklineDock

    kinds = {
        kind: QgsVectorLayer(f"{kind}?crs=EPSG:2261", kind, "memory") for kind in ("Point", "LineString", "Polygon")
    }
    kinds["table"] = QgsVectorLayer("None", "table", "memory")
    of_id = {layer.id(): kind for kind, layer in kinds.items()}
    QgsProject.instance().addMapLayers(list(kinds.values()), False)
    dock = DocklineDock()
    try:
        listed = {
            key: {of_id.get(box.layer(row).id()) for row in range(box.count()) if box.layer(row) is not None} - {None}
            for key, box in dock.inputs.layer_boxes.items()
        }
    finally:
        dock.unload()
        QgsProject.instance().removeMapLayers(list(of_id))
    assert listed["WATER"] == {"LineString", "Polygon"}
    assert listed["PARCELS"] == listed["DOCKS"] == {"Polygon"} and listed["MOORINGS"] == {"Point"}
    assert listed["PERMITS"] == set(kinds) and listed["DEM"] == set()


def test_no_layers_chosen_is_a_message(dockline_provider):
    from dockline.ui.dock import DocklineDock

    dock = DocklineDock()
    dock.inputs.layer_boxes["PARCELS"].setLayer(None)
    dock.runner.run_analysis()
    assert dock.stack.currentIndex() == 0 and "Choose the parcels layer" in dock.message.text()
    dock.unload()


def test_removing_a_layer_in_use_clears_the_panel(dockline_provider):
    from dockline.ui.dock import DocklineDock

    layers = {name: sample_layer(name) for name in LAYERS}
    dock = DocklineDock()
    for name, layer in layers.items():
        dock.inputs.layer_boxes[BOXES.get(name, name.upper())].setLayer(layer)
    dock.inputs.tier_map.setFilePath(str(SAMPLE_TIERS))
    dock.runner.run_analysis()
    wait_for(lambda: dock.session is not None)
    QgsProject.instance().removeMapLayer(layers["docks"].id())
    assert dock.session is None and dock.stack.currentIndex() == 0
    assert "removed from the project" in dock.message.text()
    dock.unload()


def test_a_panel_opened_again_runs_on_the_choices_the_project_remembers(dockline_provider):
    """The choices are saved in the project when a run starts; a panel opened again shows them, the parcels' fields
    on the parcels layer it shows (it showed that layer already, so its box said no change), and runs on them."""
    from dockline.ui.dock import DocklineDock

    layers = {name: sample_layer(name) for name in ("parcels", "water")}
    first = DocklineDock()
    for name, layer in layers.items():
        first.inputs.layer_boxes[name.upper()].setLayer(layer)
    first.inputs.field_boxes["PARCEL_ID"].setField("address")  # not the field a guess would take
    first.runner.run_analysis()
    wait_for(lambda: first.session is not None)
    first.unload()
    again = DocklineDock()
    assert again.inputs.field_boxes["PARCEL_ID"].layer() is layers["parcels"]
    assert again.inputs.field_boxes["PARCEL_ID"].currentField() == "address"
    again.runner.run_analysis()
    wait_for(lambda: again.session is not None)
    assert again.session.parameters["PARCEL_ID"] == "address"
    again.unload()


def test_a_parcel_id_holding_quotes_is_found(dockline_provider):
    from dockline.ui.map import parcel_filter
    from layers import memory_layer
    from qgis.core import QgsFeatureRequest

    ids = ["12-1", "O'Brien's \"lot\"", "O"]
    layer = memory_layer(
        "Point", "EPSG:2261", [(shapely.Point(i, 0), pid) for i, pid in enumerate(ids)], "&field=my id:string"
    )
    for pid in ids:
        request = QgsFeatureRequest().setFilterExpression(parcel_filter("my id", pid))
        assert [f["my id"] for f in layer.getFeatures(request)] == [pid]


def test_the_same_layer_twice_is_refused_and_the_water_is_not_guessed(dockline_provider):
    from dockline.ui.dock import DocklineDock

    parcels = sample_layer("parcels")
    QgsProject.instance().removeEntry("dockline", "layer/WATER")  # nothing remembered from the tests above
    dock = DocklineDock()
    assert dock.inputs.layer_boxes["WATER"].currentLayer() is None  # not the first polygon layer, unasked
    dock.inputs.layer_boxes["PARCELS"].setLayer(parcels)
    dock.inputs.layer_boxes["WATER"].setLayer(parcels)
    dock.runner.run_analysis()
    assert dock.runner.task is None and dock.stack.currentIndex() == 0
    assert "chosen both as parcels and as water" in dock.message.text()
    dock.show_message("no field `district` in the parcels")
    assert dock.message.text() == "no field district in the parcels"  # no raw Markdown
    dock.unload()


def test_no_tier_map_is_a_warning_and_the_tolerance_is_in_feet(dockline_provider):
    from dockline.ui.dock import DocklineDock

    layers = {name: sample_layer(name) for name in ("parcels", "water")}
    dock = DocklineDock()
    for name, layer in layers.items():
        dock.inputs.layer_boxes[name.upper()].setLayer(layer)
    assert dock.inputs.tolerance.value() == 10.0 and dock.inputs.tolerance.suffix() == " ft"
    dock.inputs.tolerance.setValue(4.5)
    dock.inputs.tier_map.setFilePath("")
    dock.runner.run_analysis()
    wait_for(lambda: dock.session is not None)
    assert dock.session.inputs.tolerance == 4.5
    assert not dock.notice.isHidden() and "every parcel is Tier 1" in dock.notice.text()
    dock.unload()


def test_the_run_s_notices_show_above_the_list_and_all_go_to_the_log(dockline_provider, tmp_path):
    """A tier map that misses a district the parcels hold: the run's notice (the same the log of Processing and
    the command line print) shows in the panel and in QGIS's message log, under Dockline."""
    from dockline.ui.dock import DocklineDock
    from qgis.core import QgsApplication

    logged = []
    QgsApplication.messageLog().messageReceived.connect(lambda text, tag, _: logged.append((tag, text)))
    tiers = tmp_path / "tiers.csv"
    tiers.write_text("district,tier\nR-1,1\nHOS,3\n")
    dock = DocklineDock()
    try:
        for name in ("parcels", "water"):
            dock.inputs.layer_boxes[name.upper()].setLayer(sample_layer(name))
        dock.inputs.tier_map.setFilePath(str(tiers))
        dock.runner.run_analysis()
        wait_for(lambda: dock.session is not None)
        said = [line for line in dock.notice.text().split("\n") if line.startswith("district 'MAR' (")]
        assert len(said) == 1 and said[0].endswith("parcels) matches no row of the tier map: Tier 1 (§ 73-6A(1)).")
        assert not dock.notice.isHidden() and ("Dockline", said[0]) in logged
    finally:
        dock.unload()


def test_the_parcel_list_sorts_ids_and_addresses_by_their_numbers(panel):
    """98.11-1-9 before 98.11-1-10 before 98.11-1-100, as on the tax map; 9 Bay Rd before 10 Bay Rd."""
    dock, _, _ = panel
    table = dock.parcels.table

    def column(number):
        table.sortByColumn(number, Qt.SortOrder.AscendingOrder)
        model = table.model()
        return [model.index(row, number).data() for row in range(model.rowCount())]

    def natural(text):  # the text's runs of digits as numbers, the rest in any case
        return [int(run) if run.isdigit() else run.casefold() for run in re.split(r"(\d+)", text)]

    ids = column(1)
    assert len(ids) > 100 and ids == sorted(ids, key=natural)
    assert ids.index("98.11-1-10") < ids.index("98.11-1-12") < ids.index("98.11-1-100")
    addresses = [a for a in column(2) if a]
    assert len(addresses) > 100 and addresses == sorted(addresses, key=natural)
    table.sortByColumn(1, Qt.SortOrder.AscendingOrder)


def test_a_tier_map_given_means_no_warning_and_no_column_is_cut(panel):
    dock, _, _ = panel
    assert dock.notice.isHidden() and dock.notice.text() == ""
    columns = range(dock.parcels.model.columnCount())
    assert all(dock.parcels.table.columnWidth(c) >= dock.parcels.table.sizeHintForColumn(c) for c in columns)
    dock.parcels.select_parcel("98.11-1-42")  # the marina: long sections and rule ids
    tree = dock.detail.findings_tree
    assert tree.topLevelItemCount() > 5
    assert all(tree.columnWidth(c) >= tree.sizeHintForColumn(c) for c in range(tree.columnCount()))


def test_the_findings_name_their_facility_and_say_in_full_what_they_mean(panel):
    """A Facility column, and each finding's meaning under it across the tree's width, wrapped: never cut, however
    narrow the panel."""
    from dockline.ui.detail import findings_of

    dock, _, _ = panel
    dock.parcels.select_parcel("98.11-1-42")  # the marina: its docks and long messages
    tree = dock.detail.findings_tree
    assert [tree.headerItem().text(c) for c in range(tree.columnCount())] == [
        "Severity",
        "Rule",
        "Facility",
        "Section",
        "Measured / limit",
    ]
    findings = findings_of(dock.session, "98.11-1-42")
    rows = [tree.topLevelItem(i) for i in range(tree.topLevelItemCount())]
    assert [(row.text(1), row.text(2)) for row in rows] == [(f.rule_id, f.facility_id or "") for f in findings]
    assert any(row.text(2) for row in rows)  # the docks are named
    dock.show()
    dock.resize(360, 900)  # as narrow as the panel goes
    try:
        wait_for(tree.isVisible)
        QgsApplication.processEvents()
        assert any(tree.fontMetrics().horizontalAdvance(f.message) > 2 * tree.viewport().width() for f in findings)
        for row, finding in zip(rows, findings):
            meaning = row.child(0)
            shown = tree.visualItemRect(meaning)
            needed = tree.fontMetrics().boundingRect(
                QRect(0, 0, shown.width() - 8, 0), Qt.TextFlag.TextWordWrap, finding.message
            )
            assert meaning.text(0) == finding.message and meaning.isFirstColumnSpanned()
            assert shown.width() >= tree.viewport().width() - 1 and shown.height() >= needed.height()
        tallest = max(tree.visualItemRect(row.child(0)).height() for row in rows)
        assert tallest > 2 * tree.visualItemRect(rows[0]).height()  # three lines and more
    finally:
        dock.hide()


@pytest.mark.parametrize("viewer", [True, False], ids=["a PDF viewer", "no PDF viewer"])
def test_open_exhibit_says_where_the_pdf_is_when_no_viewer_opens_it(panel, monkeypatch, tmp_path, viewer):
    import dockline.ui.dock

    dock, _, _ = panel
    pdf = tmp_path / "exhibits <2026> & maps" / "exhibit 98.11-1-13.pdf"  # said as written, not as markup
    pdf.parent.mkdir()
    pdf.write_bytes(b"%PDF-1.4\n")
    opened = []

    class Desktop:
        @staticmethod
        def openUrl(url):  # noqa: N802 (Qt's name)
            opened.append(url.toLocalFile())
            return viewer

    monkeypatch.setattr(dockline.ui.dock, "QDesktopServices", Desktop)
    monkeypatch.setattr(dock.runner, "exhibit_for", lambda session, pid: str(pdf) if pid == "98.11-1-13" else None)
    dock.parcels.select_parcel("98.11-1-13")
    dock.detail.findChild(QPushButton, "dockline_open_exhibit").click()
    assert opened == [str(pdf)]
    assert (f"it is at {pdf}" in dock.detail.text.toPlainText()) is not viewer


def test_what_to_install_can_be_selected_and_copied(dockline_provider):
    from dockline.ui.dock import DocklineDock

    dock = DocklineDock(advice="Dockline needs shapely ≥ 2.0: python -m pip install shapely")
    flags = dock.message.textInteractionFlags()
    dock.unload()
    assert flags & Qt.TextInteractionFlag.TextSelectableByMouse
    assert flags & Qt.TextInteractionFlag.TextSelectableByKeyboard


def test_the_whole_lake_with_each_parcels_municipality(panel):
    """The municipality field is chosen, never guessed; chosen, each parcel is cited in its own town's numbering and
    the parcels either side of the town line say so."""
    dock, _, _ = panel
    assert dock.inputs.field_boxes["MUNICIPALITY_FIELD"].currentField() == ""  # the run above: one town for all
    dock.inputs.field_boxes["MUNICIPALITY_FIELD"].setField("municipality")
    dock.runner.run_analysis()
    wait_for(lambda: dock.session is not None and dock.session.parameters.get("MUNICIPALITY_FIELD"))
    towns = dock.session.prepared.municipalities
    assert towns.of("98.11-1-13").name == "Town of Canandaigua" and towns.of("98.12-1-44").name.endswith("Bristol")
    dock.parcels.select_parcel("98.11-1-13")
    assert "Town of Canandaigua" in dock.detail.text.toPlainText()
    assert "§ 96-9C(1)(c)" in {row[3] for row in dock.detail.rows_for("98.11-1-13")}
    dock.parcels.select_parcel("98.12-1-44")
    text = dock.detail.text.toPlainText()
    assert "Town of South Bristol" in text and "TOWN_LINE: facility area line shared with parcel 98.12-1-43" in text
    dock.inputs.field_boxes["MUNICIPALITY_FIELD"].setField("")  # as the other tests expect it


def test_cancelling_the_panels_task_stops_the_engine_with_no_error_shown(panel):
    """The task's Cancel reaches the engine (through the feedback it looks at): its run stops at once, as
    cancelled, not as an error, and the panel's analysis is kept."""
    from dockline.ui.session import AnalysisTask, Session
    from qgis.core import QgsProcessingFeedback

    dock, _layers, _canvas = panel
    kept = dock.session
    session = Session(dict(kept.parameters), QgsProject.instance())
    session.prepare(QgsProcessingFeedback())
    task = AnalysisTask(session.compute, "cancelled")
    task.cancel()
    started = time.perf_counter()
    assert task.run() is False
    assert task.error is None and session.analysis is None
    assert time.perf_counter() - started < 1.0
    assert dock.session is kept


def test_the_panels_dem_and_bathymetry_give_what_processing_gives(panel):
    """The sample DEM as DEM and as bathymetry (it is topo-bathymetric), no steep-slope field: the panel's steep-slope
    parcels and depth-extension findings are those of dockline:shorelineanalysis with the same inputs."""
    from layers import owned, run
    from qgis.core import QgsRasterLayer

    dock, _, _ = panel
    dem = owned(QgsRasterLayer(str(SAMPLE_DEM), "sample DEM"))
    dock.inputs.layer_boxes["DEM"].setLayer(dem)
    dock.inputs.layer_boxes["BATHYMETRY"].setLayer(dem)
    dock.inputs.field_boxes["STEEP_SLOPE_FIELD"].setField("")
    dock.inputs.vertical_unit.setCurrentIndex(0)
    dock.inputs.vertical_offset.setValue(0.0)
    try:
        dock.runner.run_analysis()
        wait_for(lambda: dock.session is not None and "DEM" in dock.session.parameters)
        session = dock.session
        result = run(session.parameters)  # every output to memory
        steep = {f["parcel_id"]: f["steep_slope"] for f in result["ALLOCATION"].getFeatures() if f["steep_slope"]}
        assert session.inputs.terrain["DEM"] == session.inputs.terrain["BATHYMETRY"] == dem.source()
        assert {pid: basis for pid, (basis, _) in session.analysis.steep_slopes.items()} == steep
        assert "yes" in steep.values() and "given" not in steep.values()

        extensions = {f["parcel_id"]: round(f.geometry().area(), 1) for f in result["DEPTH_EXTENSIONS"].getFeatures()}
        assert extensions  # the sample's shallow bay
        assert {pid: round(e.area.area, 1) for pid, e in session.analysis.depth_extensions.items()} == extensions
        fields = ("parcel_id", "facility_id", "rule_id", "message")
        assert sorted(tuple(getattr(f, n) or "" for n in fields) for f in session.checked.findings) == sorted(
            tuple(f[n] or "" for n in fields) for f in result["FINDINGS"].getFeatures()
        )
        assert not any("No bathymetry was given" in f.message for f in session.checked.findings)
    finally:  # as the other tests expect the panel, whatever failed
        for key in ("DEM", "BATHYMETRY"):
            dock.inputs.layer_boxes[key].setLayer(None)
        dock.inputs.field_boxes["STEEP_SLOPE_FIELD"].setField("steep_slope")


def test_the_exhibit_rows_are_made_off_the_main_thread_while_qgis_runs(panel):
    """Open exhibit uses the panel's analysis (no second run): its rows in a task, QGIS's events meanwhile. The rows
    are held 0.3 s longer here, so that the test does not hang on how fast this machine makes them: QGIS's event
    loop must tick all through them (on the main thread it could not tick at all)."""
    from qgis.PyQt.QtCore import QThread, QTimer

    dock, _, _ = panel
    threads, spans, made = [], [], dock.session.rows

    def slow_rows(feedback=None):
        threads.append(QThread.currentThread())
        start = time.monotonic()
        time.sleep(0.3)
        rows = made(feedback)
        spans.append((start, time.monotonic()))
        return rows

    dock.session.rows = slow_rows
    ticks = []
    timer = QTimer()
    timer.timeout.connect(lambda: ticks.append(time.monotonic()))
    timer.start(10)
    try:
        path = dock.runner.exhibit_for(dock.session, "98.11-1-42")
    finally:
        timer.stop()
        del dock.session.rows
    assert len(threads) == 1 and threads[0] != QgsApplication.instance().thread()
    ((start, end),) = spans
    assert sum(start <= tick <= end for tick in ticks) > 10  # 10-ms ticks while the rows were made
    text = subprocess.run(["pdftotext", path, "-"], capture_output=True, text=True, check=True).stdout
    assert "Parcel 98.11-1-42" in text and "§ 73-14A" in text


def test_a_tier_election_field_is_guessed_and_handed_to_the_run(dockline_provider):
    """D19: a parcels layer with a ``tier_election`` field gives it to the run as Processing's TIER_ELECTION_FIELD."""
    from dockline.ui.dock import DocklineDock

    import processing

    parcels = sample_layer("parcels")
    elected = processing.run(
        "native:fieldcalculator",
        {"INPUT": parcels, "FIELD_NAME": "tier_election", "FIELD_TYPE": 1, "FORMULA": "NULL", "OUTPUT": "memory:"},
    )["OUTPUT"]
    QgsProject.instance().addMapLayer(elected, False)
    dock = DocklineDock()
    dock.inputs.layer_boxes["PARCELS"].setLayer(elected)
    dock.inputs.layer_boxes["WATER"].setLayer(sample_layer("water"))
    assert dock.inputs.parameters()["TIER_ELECTION_FIELD"] == "tier_election"
    dock.inputs.layer_boxes["PARCELS"].setLayer(parcels)
    assert not dock.inputs.parameters().get("TIER_ELECTION_FIELD")
    dock.unload()


def red_fragments(document) -> list:
    """The texts the detail prints in the overdue red."""
    from dockline.ui.detail import OVERDUE_COLOUR

    red, block = [], document.begin()
    while block.isValid():
        fragments = block.begin()
        while not fragments.atEnd():
            fragment = fragments.fragment()
            if fragment.charFormat().foreground().color().name() == OVERDUE_COLOUR:
                red.append(fragment.text())
            fragments += 1
        block = block.next()
    return red


def deadline_lines(dock) -> list:
    """The detail's lines under its open deadlines' heading, up to the flags."""
    lines = dock.detail.text.toPlainText().splitlines()
    after = lines[lines.index("Open deadlines (permits table)") + 1 :]
    return after[: after.index("Flags")] if "Flags" in after else after


@pytest.fixture
def permits_given(panel, monkeypatch):
    """A permits table chosen in the panel's Records group, handed to its session as a run would (its rows read
    once, as the session's ``prepare`` reads them)."""
    from dockline.processing.adapters.permits import permit_rows

    dock, _, _ = panel
    given_layers = []

    def given(rows, *columns):
        layer = permits_table(rows, *columns)  # in the project, so the panel's layer box lists it
        given_layers.append(layer.id())
        dock.inputs.layer_boxes["PERMITS"].setLayer(layer)
        assert dock.inputs.parameters()["PERMITS"] is layer
        monkeypatch.setitem(dock.session.parameters, "PERMITS", layer)
        monkeypatch.setattr(dock.session, "permits", permit_rows(layer))
        return layer

    yield given
    dock.inputs.layer_boxes["PERMITS"].setLayer(None)
    QgsProject.instance().removeMapLayers(given_layers)


def test_the_detail_lists_the_parcels_open_deadlines_overdue_first_in_red(panel, permits_given):
    """§ 73-18E: the hearing within 62 days of the complete application; § 73-19: the county referral before the
    decision (undated, so listed last). Another parcel's rows are not listed; a row that cannot be read is, as
    INPUT."""
    from dockline.rules.law.calendar import open_deadlines, permit_calendar

    dock, _, _ = panel
    pid, today = "98.11-1-13", datetime.date.today()
    completed = [today - datetime.timedelta(days=days) for days in (10, 70, 200)]  # due ahead, overdue, long overdue
    rows = [
        *((pid, str(day), None, None, None) for day in completed),
        (pid, "last spring", None, None, None),
        ("98.11-1-10", str(today - datetime.timedelta(days=300)), None, None, None),
    ]
    permits_given(rows)
    dock.detail.show_parcel(dock.session, pid)
    lines = deadline_lines(dock)
    profile = dock.session.prepared.municipalities.of(pid)
    engine = open_deadlines(permit_calendar([dict(zip(PERMIT_COLUMNS, row)) for row in rows], profile), pid)
    assert lines[: len(engine)] == [deadline.message for deadline in engine] and len(engine) == 6
    ahead, overdue, long_overdue = (hearing_due(day) for day in completed)
    assert f"{(today - long_overdue).days} days overdue" in lines[0]
    assert f"{(today - overdue).days} days overdue" in lines[1] and f"{(ahead - today).days} days left" in lines[2]
    assert all(line.startswith("referral to the county planning board: open") for line in lines[3:6])
    assert lines[6:] == [
        "INPUT: permits row 4 (parcel 98.11-1-13), column application_complete: 'last spring' is "
        "not a date; give it as YYYY-MM-DD"
    ]
    assert red_fragments(dock.detail.text.document()) == lines[:2]


def test_a_permits_table_without_its_columns_is_said_in_the_detail(panel, permits_given):
    dock, _, _ = panel
    permits_given([("98.11-1-13", "2026-05-18")], ("parcel_id", "hearing"))
    dock.detail.show_parcel(dock.session, "98.11-1-13")
    (line,) = deadline_lines(dock)
    assert line.startswith("INPUT: permits: no column application_complete (the table's columns: hearing, parcel_id)")
    assert red_fragments(dock.detail.text.document()) == []


def test_the_panels_exhibit_carries_the_permits_tables_notice_dates(panel, permits_given):
    dock, _, _ = panel
    permits_given(PERMITS)
    path = dock.runner.exhibit_for(dock.session, LATE)
    text = subprocess.run(["pdftotext", path, "-"], capture_output=True, text=True, check=True).stdout
    assert "Notice mailed: 2026-05-12 (due by 2026-05-04; notice mailed late)" in text
