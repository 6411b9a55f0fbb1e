"""``make docs``: the user guide's pictures (docs/img/*.png), made by the real QGIS from the bundled sample lake so
that they show what the plugin does today.

Maps and an exhibit page are rendered here (offscreen); the panel and the Processing dialog are shot in the real
QGIS desktop under Xvfb. Each picture is checked to show what docs/guide.md says it shows (the finding the edit
clears, the parcels the glossary names), so a changed sample or plugin stops the script instead of a wrong picture.
Beside the pictures, docs/img/pictures.json records what each shows (a map's layers, extent and labels, the exhibit
page's text, the panel's parcel row, detail and findings, the dialog's parameters): tests/qgis/test_guide.py builds
the same states from the code of today and fails where a picture no longer shows what the plugin does.
"""

import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

import numpy as np
from devenv import REPO, package_root, virtual_display

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(package_root()))
sys.path.append("/usr/share/qgis/python/plugins")  # QGIS's processing package

IMG = REPO / "docs" / "img"
SAMPLE = REPO / "resources" / "sample" / "sample_lake.gpkg"
TIER_MAP = REPO / "resources" / "sample" / "sample_tier_map.csv"
FACILITIES = ("docks", "moorings", "structures", "boats", "buildings", "variances", "consolidations")
DRAWN = ("SETBACK_ENVELOPES", "FACILITY_AREAS", "DISTANCE_LINES", "FACILITY_AREA_LINES", "TIE_LINES", "TIE_POINTS")
OVERVIEW_PARCEL = "98.11-1-42"  # the marina (Tier 2) and its Tier 1 neighbours
GLOSSARY_PARCELS = ("98.11-1-13", "98.11-1-14")  # two Tier 1 neighbours
DEPTH_PARCELS = ("98.11-1-42", "98.11-1-41")  # the marina (Tier 2: 200 ft) beside a Tier 1 parcel (60 ft)
EDITED = ("98.11-1-13", "D2", "T1_DOCK_LINE")  # the surveyor's walk-through: this dock past the 60-ft line, shortened
EXHIBIT_PARCEL = "98.11-1-30"
BUILDOUT_PARCEL = "98.11-1-42"  # the marina (Tier 2): its layout the law allows on its exhibit
PAGE_DPI = 90
HEARING_DPI = 120
RECORD = IMG / "pictures.json"
PERMITS = (  # the officer's permits table: the exhibit's parcel heard on 24 November 2026, its notice mailed late
    "parcel_id,application_complete,hearing,notice_mailed,notice_published\n"
    f"{EXHIBIT_PARCEL},2026-10-01,2026-11-24,2026-11-12,2026-11-16\n"
)
HEARING_BAND = 0.2  # the top of the exhibit's first page, its title block and hearing notices, as a fraction
PANEL_LAYERS = {  # the panel's layer boxes and the sample's layers chosen in them
    "PARCELS": "parcels",
    "WATER": "water",
    "ZONING": "zoning",
    "OUTLETS": "outlet_lines",
    "MORE_OUTLETS": "outlet_points",
    **{name.upper(): name for name in FACILITIES},
    "PERMITS": "permits",
}


def inputs() -> dict:
    """The sample's layers as the shoreline analysis takes them (as ``make demo`` gives them)."""
    layer = f"{SAMPLE}|layername="
    return {
        "PARCELS": layer + "parcels",
        "PARCEL_ID": "parcel_id",
        "WATER": layer + "water",
        "ZONING": layer + "zoning",
        "ZONING_FIELD": "district",
        "LAND_USE_FIELD": "land_use",
        "STEEP_SLOPE_FIELD": "steep_slope",
        "OUTLETS": [layer + "outlet_lines", layer + "outlet_points"],
        "PROFILE": 0,
        "TIER_MAP": str(TIER_MAP),
        **{name.upper(): layer + name for name in FACILITIES},
    }


def exact_colours() -> list[int]:
    """The statuses' and severities' colours as 0xAARRGGBB: a picture keeps them as the panel draws them."""
    from dockline.ui.colours import SEVERITY_COLOURS, STATUS_COLOURS
    from qgis.PyQt.QtGui import QColor

    return sorted({QColor(colour).rgba() for colour in (*STATUS_COLOURS.values(), *SEVERITY_COLOURS.values())})


def rgb32_pixels(image) -> np.ndarray:
    """An image's pixels as 0xFFRRGGBB numbers (Qt's RGB32), row by row."""
    from qgis.PyQt.QtGui import QImage

    image = image.convertToFormat(QImage.Format.Format_RGB32)
    return np.frombuffer(image.constBits().asstring(image.sizeInBytes()), dtype=np.uint32)


def save(image, name: str) -> Path:
    """A PNG in docs/img in 256 colours (the file stays small): the statuses' and severities' colours exactly,
    then the picture's commonest."""
    from qgis.PyQt.QtCore import Qt
    from qgis.PyQt.QtGui import QImage

    image = image.convertToFormat(QImage.Format.Format_RGB32)
    colours, counts = np.unique(rgb32_pixels(image), return_counts=True)
    exact = exact_colours()
    commonest = [int(colour) for colour in colours[np.argsort(counts)[::-1]] if int(colour) not in exact]
    table = exact + commonest[: 256 - len(exact)]
    path = IMG / f"{name}.png"
    image.convertToFormat(QImage.Format.Format_Indexed8, table, Qt.ImageConversionFlag.ThresholdDither).save(str(path))
    return path


def styled(gpkg: Path, name: str):
    from dockline.processing.adapters.styles import style_path
    from dockline.processing.shoreline_analysis import OUTPUTS
    from qgis.core import QgsVectorLayer

    layer = QgsVectorLayer(f"{gpkg}|layername={name.lower()}", OUTPUTS[name][0], "ogr")
    assert layer.isValid(), name
    layer.loadNamedStyle(style_path(name))
    return layer


def labelled(layer, expression: str, along: bool = False):
    """Labels from an expression, small, with a white halo; ``along`` a line, else beside the feature."""
    from dockline.compat import LABEL_ALONG_LINE, LABEL_HORIZONTAL
    from qgis.core import (
        QgsPalLayerSettings,
        QgsTextBufferSettings,
        QgsTextFormat,
        QgsVectorLayerSimpleLabeling,
    )
    from qgis.PyQt.QtGui import QFont

    settings = QgsPalLayerSettings()
    settings.fieldName, settings.isExpression = expression, True
    settings.placement = LABEL_ALONG_LINE if along else LABEL_HORIZONTAL
    text = QgsTextFormat()
    text.setFont(QFont("DejaVu Sans"))
    text.setSize(9)
    buffer = QgsTextBufferSettings()
    buffer.setEnabled(True)
    text.setBuffer(buffer)
    settings.setFormat(text)
    layer.setLabeling(QgsVectorLayerSimpleLabeling(settings))
    layer.setLabelsEnabled(True)
    return layer


def simple(name: str, style: dict):
    from qgis.core import QgsFillSymbol, QgsMarkerSymbol, QgsVectorLayer, QgsWkbTypes

    layer = QgsVectorLayer(f"{SAMPLE}|layername={name}", name, "ogr")
    kind = QgsMarkerSymbol if layer.geometryType() == QgsWkbTypes.GeometryType.PointGeometry else QgsFillSymbol
    layer.renderer().setSymbol(kind.createSimple(style))
    return layer


def label_texts(layers: list, extent) -> list[str]:
    """What the labelled layers' labels say over the extent, sorted."""
    from qgis.core import QgsExpression, QgsExpressionContext, QgsExpressionContextUtils, QgsFeatureRequest

    texts = []
    for layer in layers:
        if not layer.labelsEnabled():
            continue
        expression = QgsExpression(layer.labeling().settings().fieldName)
        context = QgsExpressionContext(QgsExpressionContextUtils.globalProjectLayerScopes(layer))
        for feature in layer.getFeatures(QgsFeatureRequest(extent)):
            context.setFeature(feature)
            texts.append(str(expression.evaluate(context)))
    return sorted(texts)


def map_record(layers: list, extent) -> dict:
    """What a map picture shows: its layers (top first), its extent (ft) and its labels."""
    corners = (extent.xMinimum(), extent.yMinimum(), extent.xMaximum(), extent.yMaximum())
    return {
        "layers": [layer.name() for layer in layers],
        "extent": [round(corner) for corner in corners],
        "labels": label_texts(layers, extent),
    }


def render(layers: list, extent, name: str, size=(900, 600)) -> Path:
    """The layers (top first) over the extent, as a PNG."""
    from qgis.core import QgsMapRendererParallelJob, QgsMapSettings
    from qgis.PyQt.QtCore import QSize
    from qgis.PyQt.QtGui import QColor

    settings = QgsMapSettings()
    settings.setLayers(layers)
    settings.setDestinationCrs(layers[-1].crs())
    settings.setBackgroundColor(QColor("#f4f1ea"))
    settings.setOutputSize(QSize(*size))
    settings.setExtent(extent)
    job = QgsMapRendererParallelJob(settings)
    job.start()
    job.waitForFinished()
    return save(job.renderedImage(), name)


def extent_of(layer, parcel_ids, margin: float):
    boxes = [feature.geometry().boundingBox() for feature in layer.getFeatures() if feature["parcel_id"] in parcel_ids]
    assert boxes, parcel_ids
    box = boxes[0]
    for other in boxes[1:]:
        box.combineExtentWith(other)
    return box.buffered(margin)


def map_scenes(gpkg: Path):
    """The map with the facility areas, and the glossary's tie line and 60/200/375-ft line pictures: each as its
    name, layers (top first), extent and size, yielded while its layers are labelled and filtered for it."""
    from qgis.core import QgsProject, QgsVectorLayer

    water = QgsVectorLayer(f"{SAMPLE}|layername=water", "water", "ogr")
    water.renderer().setSymbol(water.renderer().symbol().createSimple({"color": "#d0e6f5", "outline_color": "#1d6fa5"}))
    parcels = simple("parcels", {"color": "#f4f1ea", "outline_color": "#777777", "outline_width": "0.3"})
    proposed = [
        simple("moorings", {"name": "circle", "color": "#ffb703", "outline_color": "#023047", "size": "2.4"}),
        simple("docks", {"color": "#8b5a2b", "outline_color": "#4e3116"}),
        simple("structures", {"color": "#6d597a", "outline_color": "#355070"}),
    ]
    drawn = {name: styled(gpkg, name) for name in DRAWN}
    QgsProject.instance().addMapLayers([water, parcels, *proposed, *drawn.values()], False)
    areas = [drawn[name] for name in reversed(DRAWN)]
    overview = extent_of(drawn["FACILITY_AREAS"], {OVERVIEW_PARCEL}, 450)
    yield "map_facility_areas", [*proposed, *areas, parcels, water], overview, (900, 600)
    labelled(drawn["TIE_LINES"], "format_number(\"lineal_ft\", 1) || ' lineal ft'", along=True)
    labelled(parcels, '"parcel_id"')
    docks_zone = "\"zone\" = 'dock'"
    drawn["FACILITY_AREAS"].setSubsetString(docks_zone)
    pair = extent_of(drawn["FACILITY_AREAS"], set(GLOSSARY_PARCELS), 60)
    tie = [drawn["TIE_POINTS"], drawn["TIE_LINES"], drawn["FACILITY_AREA_LINES"], drawn["FACILITY_AREAS"]]
    yield "glossary_tie_line", [*tie, parcels, water], pair, (700, 560)
    drawn["FACILITY_AREAS"].setSubsetString("")
    parcels.setLabelsEnabled(False)
    labelled(drawn["DISTANCE_LINES"], "format_number(\"depth_ft\", 0) || ' ft'", along=True)
    depths = extent_of(drawn["FACILITY_AREAS"], set(DEPTH_PARCELS), 40)
    lines = [drawn["DISTANCE_LINES"], drawn["FACILITY_AREA_LINES"], drawn["TIE_LINES"], drawn["FACILITY_AREAS"]]
    yield "glossary_distance_lines", [*lines, parcels, water], depths, (800, 600)


def maps(gpkg: Path, records: dict) -> list[Path]:
    """The maps rendered, and what each shows in ``records``."""
    made = []
    for name, layers, extent, size in map_scenes(gpkg):
        records[name] = map_record(layers, extent)
        made.append(render(layers, extent, name, size))
    return made


def analyse(folder: Path) -> Path:
    """The shoreline analysis and the check of the sample's proposals, in a GeoPackage the pictures read."""
    from dockline.processing.shoreline_analysis import OUTPUTS

    import processing

    gpkg = folder / "analysis.gpkg"
    outputs = {name: f"ogr:dbname='{gpkg}' table=\"{name.lower()}\" (geom)" for name in OUTPUTS}
    processing.run("dockline:shorelineanalysis", {**inputs(), **outputs})
    return gpkg


def permits_table(folder: Path) -> str:
    """The officer's permits table as a CSV file in ``folder``."""
    path = folder / "permits.csv"
    path.write_text(PERMITS, encoding="utf-8")
    return str(path)


def exhibit_pdf(folder: Path) -> str:
    """The hearing exhibit of one parcel, as the officer prints it with the permits table: the PDF's path."""
    import processing

    chosen = {"PRINT": 3, "EXPRESSION": f"\"parcel_id\" = '{EXHIBIT_PARCEL}'", "PERMITS": permits_table(folder)}
    result = processing.run("dockline:exhibits", {**inputs(), **chosen, "FOLDER": str(folder / "pdf")})
    return result["PDFS"]


def page_record(pdf: str, band: float = 1.0) -> dict:
    """What the exhibit's first page says (its top ``band`` only), its lines sorted (pdftotext versions order a
    page's text blocks differently; the day and the version it was printed with left out)."""
    crop = ["-r", "72", "-x", "0", "-y", "0", "-W", "10000", "-H", str(round(band * 72 * 8.5))]  # letter, landscape
    command = ["pdftotext", "-f", "1", "-l", "1", *crop, pdf, "-"]
    text = subprocess.run(command, check=True, capture_output=True, text=True)
    text = re.sub(r"Prepared\s+\S+\s+with\s+Dockline\s+\S+", "Prepared <day> with Dockline <version>", text.stdout)
    lines = sorted(" ".join(line.split()) for line in text.splitlines() if line.strip())
    return {"parcel": EXHIBIT_PARCEL, "text": lines}


def exhibit(folder: Path, records: dict) -> list[Path]:
    """The first page of the hearing exhibit of one parcel and its top (the hearing's notices), and what they say
    in ``records``."""
    pdf = exhibit_pdf(folder)
    records["exhibit_page"] = page_record(pdf)
    records["exhibit_hearing"] = page_record(pdf, HEARING_BAND)
    page = folder / "exhibit"
    subprocess.run(
        ["pdftoppm", "-png", "-r", str(PAGE_DPI), "-f", "1", "-l", "1", "-singlefile", pdf, str(page)],
        check=True,
    )
    top = folder / "hearing"
    band = ["-x", "0", "-y", "0", "-W", str(11 * HEARING_DPI), "-H", str(round(HEARING_BAND * 8.5 * HEARING_DPI))]
    subprocess.run(
        ["pdftoppm", "-png", "-r", str(HEARING_DPI), "-f", "1", "-l", "1", *band, "-singlefile", pdf, str(top)],
        check=True,
    )
    from qgis.PyQt.QtGui import QImage

    return [save(QImage(f"{page}.png"), "exhibit_page"), save(QImage(f"{top}.png"), "exhibit_hearing")]


def buildout_exhibit(folder: Path) -> tuple[str, list[str]]:
    """The layout the law allows on the sample lake (nothing kept), then the hearing exhibit of one parcel with
    that layout as its proposal: (the PDF's path, the lake-wide totals the build-out logs)."""
    from qgis.core import QgsProcessingFeedback

    import processing

    class Totals(QgsProcessingFeedback):
        lines: list[str] = []

        def pushInfo(self, info):  # noqa: N802 (QGIS's name)
            if info.startswith("Build-out, "):
                self.lines.append(info)

    lake = {k: v for k, v in inputs().items() if k.lower() not in FACILITIES}
    gpkg = folder / "buildout.gpkg"
    layout = {
        name: f"ogr:dbname='{gpkg}' table=\"{name.lower()}\" (geom)"
        for name in ("LAYOUT_DOCKS", "LAYOUT_MOORINGS", "BUILDOUT_SUMMARY")
    }
    totals = Totals()
    processing.run("dockline:buildout", {**lake, **layout}, feedback=totals)
    proposal = {"DOCKS": f"{gpkg}|layername=layout_docks", "MOORINGS": f"{gpkg}|layername=layout_moorings"}
    chosen = {"PRINT": 3, "EXPRESSION": f"\"parcel_id\" = '{BUILDOUT_PARCEL}'", "FOLDER": str(folder / "buildout")}
    result = processing.run("dockline:exhibits", {**lake, **proposal, **chosen})
    return result["PDFS"], totals.lines


def buildout_record(folder: Path, pdf: str, totals: list[str]) -> dict:
    """What the build-out's picture shows: the exhibit's heading (the map's labels move between QGIS versions),
    the marina's row of the summary (its docks and moorings as the guide tells them) and the lake's totals."""
    from qgis.core import QgsVectorLayer

    summary = QgsVectorLayer(f"{folder / 'buildout.gpkg'}|layername=buildout_summary", "summary", "ogr")
    row = next(f for f in summary.getFeatures() if f["parcel_id"] == BUILDOUT_PARCEL)
    shown = ("allowed_slips", "placed_slips", "placed_docks", "allowed_moorings", "placed_moorings", "shortfall")
    return {
        "parcel": BUILDOUT_PARCEL,
        "heading": page_record(pdf, HEARING_BAND)["text"],
        "summary": {name: row[name] for name in shown},
        "totals": totals,
    }


def buildout(folder: Path, records: dict) -> list[Path]:
    """The first page of the marina's exhibit with the layout the law allows, and what it shows (in
    ``records``, with the lake-wide totals the guide's table gives)."""
    pdf, totals = buildout_exhibit(folder)
    records["buildout_exhibit"] = buildout_record(folder, pdf, totals)
    page = folder / "buildout_page"
    subprocess.run(
        ["pdftoppm", "-png", "-r", str(PAGE_DPI), "-f", "1", "-l", "1", "-singlefile", pdf, str(page)], check=True
    )
    from qgis.PyQt.QtGui import QImage

    return [save(QImage(f"{page}.png"), "buildout_exhibit")]


DESKTOP_PROBE = """
import datetime, json, sys, traceback
from qgis.core import QgsApplication, QgsProject, QgsVectorLayer
from qgis.PyQt.QtCore import Qt, QTimer
from qgis.PyQt.QtWidgets import QDockWidget
from qgis.utils import iface, plugins

sys.path.insert(0, {scripts!r})
from make_docs import choose_panel_inputs, dialog_record, panel_record, shorten_dock

results = {{"pictures": {{}}}}

def wait_for(condition, seconds=90):
    import time
    deadline = time.monotonic() + seconds
    while not condition():
        if time.monotonic() > deadline:
            raise AssertionError("timed out")
        QgsApplication.processEvents()
        time.sleep(0.02)

def pause(seconds):
    import time
    end = time.monotonic() + seconds
    wait_for(lambda: time.monotonic() > end)

def grab(widget, name):
    iface.mapCanvas().refresh()
    wait_for(lambda: not iface.mapCanvas().isDrawing())
    pause(1.0)
    widget.grab().save({folder!r} + "/" + name + ".png")

def rules(dock):
    tree = dock.detail.findings_tree
    return [tree.topLevelItem(i).text(1) for i in range(tree.topLevelItemCount())]

def shots():
    project = QgsProject.instance()
    layers = {{}}
    for name, label in {layers!r}:
        uri = {gpkg!r} if name.isupper() else {sample!r}
        layer = layers[name] = QgsVectorLayer(f"{{uri}}|layername={{name.lower()}}", label, "ogr")
        if name.isupper():
            layer.loadNamedStyle({styles!r} + "/" + name.lower() + ".qml")
        elif name in {desktop_styles!r}:
            symbol = layer.renderer().symbol()
            layer.renderer().setSymbol(type(symbol).createSimple({desktop_styles!r}[name]))
        project.addMapLayer(layer, False)
        project.layerTreeRoot().addLayer(layer)
    layers["permits"] = QgsVectorLayer({permits!r}, "Permits", "ogr")
    project.addMapLayer(layers["permits"])
    iface.mapCanvas().setDestinationCrs(layers["water"].crs())
    window = iface.mainWindow()
    window.showNormal()
    window.resize(1400, 860)
    for panel in window.findChildren(QDockWidget):
        if panel.objectName() == "Browser":
            panel.hide()
    dock = plugins["dockline"].dock
    dock.show()
    iface.mainWindow().resizeDocks([dock], [620], Qt.Orientation.Horizontal)
    choose_panel_inputs(dock.inputs, layers)
    dock.runner.run_analysis()
    wait_for(lambda: dock.session is not None)
    pid, dock_id, rule = {edited!r}
    dock.parcels.select_parcel(pid)
    results["before"] = rules(dock)
    iface.messageBar().clearWidgets()
    grab(iface.mainWindow(), "panel_after_run")
    results["pictures"]["panel_after_run"] = panel_record(dock.inputs, dock.parcels, dock.detail, pid)
    shorten_dock(layers["docks"], layers["parcels"], pid, dock_id)
    wait_for(lambda: rule not in rules(dock), 20)
    results["after"] = rules(dock)
    results["status"] = dock.parcels.model.item(dock.parcels.row_of(pid), 0).text()
    dock.parcels.table.scrollTo(dock.parcels.table.currentIndex())
    grab(iface.mainWindow(), "panel_after_edit")
    results["pictures"]["panel_after_edit"] = panel_record(dock.inputs, dock.parcels, dock.detail, pid)
    layers["docks"].rollBack()
    dock.parcels.select_parcel({calendar_parcel!r})
    dock.parcels.table.scrollTo(dock.parcels.table.currentIndex())
    dock.detail.setSizes([3000, 1000])  # the parcel's text the larger part, scrolled to its open deadlines
    pause(0.5)
    text = dock.detail.text.verticalScrollBar()
    text.setValue(text.maximum())
    grab(iface.mainWindow(), "panel_deadlines")
    record = panel_record(dock.inputs, dock.parcels, dock.detail, {calendar_parcel!r})
    results["pictures"]["panel_deadlines"] = {{**record, "as_of": str(datetime.date.today())}}
    import processing
    parameters = {{
        key: [layers[v] for v in value] if isinstance(value, list) else layers.get(value, value)
        for key, value in {dialog!r}.items()
    }}
    dialog = processing.createAlgorithmDialog("dockline:shorelineanalysis", parameters)
    dialog.resize(1000, 760)
    dialog.show()
    pause(1.5)
    grab(dialog, "processing_dialog")
    results["pictures"]["processing_dialog"] = dialog_record()
    dialog.close()

def start():
    try:
        shots()
    except Exception:
        results["error"] = traceback.format_exc()
    json.dump(results, open({folder!r} + "/desktop.json", "w"))
    QgsProject.instance().removeAllMapLayers()
    QgsProject.instance().setDirty(False)
    iface.actionExit().trigger()

QTimer.singleShot(3000, start)
"""
DESKTOP_LAYERS = (  # top first, as in the Layers panel
    ("moorings", "Proposed moorings"),
    ("docks", "Proposed docks"),
    ("structures", "Proposed structures"),
    ("boats", "Docked boats"),
    ("buildings", "Upland buildings"),
    ("outlet_lines", "Outlet lines"),
    ("outlet_points", "Outlet points"),
    ("variances", "Variances granted"),
    ("consolidations", "Consolidations"),
    ("TIE_LINES", "Tie lines"),
    ("FACILITY_AREA_LINES", "Facility area lines"),
    ("DISTANCE_LINES", "Distance lines (60/200/375 ft)"),
    ("FACILITY_AREAS", "Facility areas"),
    ("parcels", "Parcels"),
    ("zoning", "Zoning"),
    ("water", "Water"),
)
DESKTOP_STYLES = {  # the sample's own layers, as a user might draw them
    "moorings": {"name": "circle", "color": "#ffb703", "outline_color": "#023047", "size": "2.4"},
    "docks": {"color": "#8b5a2b", "outline_color": "#4e3116"},
    "structures": {"color": "#6d597a", "outline_color": "#355070"},
    "boats": {"color": "#ffffff", "outline_color": "#023047"},
    "buildings": {"color": "#bbbbbb", "outline_color": "#555555"},
    "parcels": {"color": "0,0,0,0", "outline_color": "#777777", "outline_width": "0.3"},
    "zoning": {"color": "#f4f1ea", "outline_style": "no"},
    "water": {"color": "#d0e6f5", "outline_color": "#1d6fa5"},
}
DIALOG = {  # the shoreline analysis's dialog as the technician fills it (layer keys stand for the layers)
    "PARCELS": "parcels",
    "PARCEL_ID": "parcel_id",
    "WATER": "water",
    "ZONING": "zoning",
    "ZONING_FIELD": "district",
    "LAND_USE_FIELD": "land_use",
    "STEEP_SLOPE_FIELD": "steep_slope",
    "OUTLETS": ["outlet_lines", "outlet_points"],
    "TIER_MAP": str(TIER_MAP),
}


def choose_panel_inputs(inputs_box, layers: dict) -> None:
    """The panel's inputs as its pictures show them: the sample's layers (``layers`` by their names in the
    sample) and its tier map; every other input left empty, whatever the project holds or the panel remembers."""
    for key, box in inputs_box.layer_boxes.items():
        box.setLayer(layers[PANEL_LAYERS[key]] if key in PANEL_LAYERS else None)
    inputs_box.tier_map.setFilePath(str(TIER_MAP))


def shorten_dock(docks, parcels, pid: str, dock_id: str, factor: float = 0.8) -> None:
    """The surveyor's edit: the dock's parts scaled to ``factor`` about its shore end, in an edit session of the
    docks layer (never committed)."""
    from qgis.core import QgsGeometry
    from qgis.PyQt.QtGui import QTransform

    parts = [feature for feature in docks.getFeatures() if feature["dock_id"] == dock_id]
    parcel = next(feature for feature in parcels.getFeatures() if feature["parcel_id"] == pid).geometry()
    corners = [vertex for part in parts for vertex in part.geometry().vertices()]
    anchor = min(corners, key=lambda vertex: parcel.distance(QgsGeometry(vertex.clone())))
    scaling = QTransform().translate(anchor.x(), anchor.y()).scale(factor, factor).translate(-anchor.x(), -anchor.y())
    docks.startEditing()
    for part in parts:
        geometry = part.geometry()
        geometry.transform(scaling)
        docks.changeGeometry(part.id(), geometry)


def panel_record(inputs_box, parcel_list, detail, pid: str) -> dict:
    """What a panel picture shows: the layers chosen, the parcel's row in the list (its address aside), its
    detail's text and its findings' rows, each with its meaning."""
    row = parcel_list.row_of(pid)
    tree = detail.findings_tree
    items = [tree.topLevelItem(index) for index in range(tree.topLevelItemCount())]
    return {
        "inputs": {key: box.currentLayer().name() for key, box in inputs_box.layer_boxes.items() if box.currentLayer()},
        "row": [parcel_list.model.item(row, column).text() for column in (0, 1, 3, 4, 5)],
        "detail": detail.text.toPlainText(),
        "findings": [[item.text(c) for c in range(tree.columnCount())] + [item.child(0).text(0)] for item in items],
    }


def dialog_record() -> dict:
    """What the shoreline analysis's dialog shows: its parameters outside Advanced, with their descriptions."""
    from dockline.compat import FLAG_ADVANCED
    from qgis.core import QgsApplication

    algorithm = QgsApplication.processingRegistry().algorithmById("dockline:shorelineanalysis")
    shown = [p for p in algorithm.parameterDefinitions() if not p.flags() & FLAG_ADVANCED]
    return {"parameters": [[parameter.name(), parameter.description()] for parameter in shown]}


def desktop(folder: Path, gpkg: Path, records: dict) -> list[Path]:
    """The panel after a run and after an edit, and the shoreline analysis's Processing dialog, in real QGIS."""
    from dockline.rules.law.vocabulary import Status
    from qgis.PyQt.QtGui import QImage

    sample = folder / SAMPLE.name
    shutil.copy(SAMPLE, sample)  # the probe edits the docks (and rolls back): never in the bundled sample
    probe = DESKTOP_PROBE.format(
        folder=str(folder),
        layers=DESKTOP_LAYERS,
        gpkg=str(gpkg),
        sample=str(sample),
        styles=str(REPO / "resources" / "styles"),
        scripts=str(REPO / "scripts"),
        permits=permits_table(folder),
        calendar_parcel=EXHIBIT_PARCEL,
        edited=EDITED,
        desktop_styles=DESKTOP_STYLES,
        dialog=DIALOG,
    )
    home = folder / "home"
    plugins = home / "profiles" / "default" / "python" / "plugins"
    plugins.mkdir(parents=True)
    (plugins / "dockline").symlink_to(package_root() / "dockline", target_is_directory=True)
    (home / "profiles" / "default" / "QGIS").mkdir()
    (home / "profiles" / "default" / "QGIS" / "QGIS3.ini").write_text("[PythonPlugins]\ndockline=true\n")
    (folder / "probe.py").write_text(probe)
    with virtual_display("1500x900x24") as display:
        env = {key: value for key, value in os.environ.items() if key != "QT_QPA_PLATFORM"}
        env.update(DISPLAY=display, PYTHONPATH=os.pathsep.join(__import__("site").getsitepackages()))
        command = [
            "qgis",
            "--profiles-path",
            str(home),
            "--nologo",
            "--noversioncheck",
            "--code",
            str(folder / "probe.py"),
        ]
        subprocess.run(command, env=env, timeout=300, capture_output=True)
    report = folder / "desktop.json"
    if not report.exists():
        sys.exit("QGIS wrote no report of its pictures")
    results = json.loads(report.read_text())
    if "error" in results:
        sys.exit(f"The desktop pictures failed:\n{results['error']}")
    pid, _, rule = EDITED
    if rule not in results["before"] or rule in results["after"] or results["status"] != Status.COMPLIES:
        sys.exit(f"Parcel {pid}: {rule} should show before the edit and clear after it: {results}")
    records.update(results["pictures"])
    names = ("panel_after_run", "panel_after_edit", "panel_deadlines", "processing_dialog")
    return [save(QImage(str(folder / f"{name}.png")), name) for name in names]


def main():
    from qgis.core import QgsApplication

    app = QgsApplication([], False)
    app.initQgis()
    from dockline.processing.provider import DocklineProvider
    from processing.core.Processing import Processing

    Processing.initialize()
    provider = DocklineProvider()
    QgsApplication.processingRegistry().addProvider(provider)
    IMG.mkdir(parents=True, exist_ok=True)
    records = {}
    with tempfile.TemporaryDirectory() as temporary:
        folder = Path(temporary)
        if sys.argv[1:] == ["buildout"]:  # only the build-out's picture, the others' records kept
            records = json.loads(RECORD.read_text(encoding="utf-8"))
            made = buildout(folder, records)
        else:
            gpkg = analyse(folder)
            made = [
                *maps(gpkg, records),
                *exhibit(folder, records),
                *buildout(folder, records),
                *desktop(folder, gpkg, records),
            ]
    RECORD.write_text(json.dumps(records, indent=1, sort_keys=True) + "\n", encoding="utf-8")
    for path in made:
        print(f"{path.relative_to(REPO)}  {path.stat().st_size // 1024} KB")
    app.exitQgis()


if __name__ == "__main__":
    main()
