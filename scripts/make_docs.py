"""``make docs``: the user guide's pictures (docs/img/*.png), made by the real QGIS from the bundled sample lake so
that they show what the plugin does today.

Maps and an exhibit page are rendered here (offscreen); the panel and the Processing dialog are shot in the real
QGIS desktop under Xvfb. Each picture is checked to show what docs/guide.md says it shows (the finding the edit
clears, the parcels the glossary names), so a changed sample or plugin stops the script instead of a wrong picture.
"""

import json
import os
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
PAGE_DPI = 90


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


def save(image, name: str) -> Path:
    """A PNG in docs/img in its 256 commonest colours (a map or a screen needs no more; the file stays small)."""
    from qgis.PyQt.QtCore import Qt
    from qgis.PyQt.QtGui import QImage

    image = image.convertToFormat(QImage.Format.Format_RGB32)
    pixels = np.frombuffer(image.constBits().asstring(image.sizeInBytes()), dtype=np.uint32)
    colours, counts = np.unique(pixels, return_counts=True)
    table = [int(colour) for colour in colours[np.argsort(counts)[::-1][:256]]]
    path = IMG / f"{name}.png"
    image.convertToFormat(QImage.Format.Format_Indexed8, table, Qt.ImageConversionFlag.ThresholdDither).save(str(path))
    return path


def styled(gpkg: Path, name: str):
    from dockline.processing.shoreline_analysis import OUTPUTS
    from dockline.processing.styles import style_path
    from qgis.core import QgsVectorLayer

    layer = QgsVectorLayer(f"{gpkg}|layername={name.lower()}", OUTPUTS[name][0], "ogr")
    assert layer.isValid(), name
    layer.loadNamedStyle(style_path(name))
    return layer


def labelled(layer, expression: str, along: bool = False):
    """Labels from an expression, small, with a white halo; ``along`` a line, else beside the feature."""
    from qgis.core import (
        Qgis,
        QgsPalLayerSettings,
        QgsTextBufferSettings,
        QgsTextFormat,
        QgsVectorLayerSimpleLabeling,
    )
    from qgis.PyQt.QtGui import QFont

    placement = Qgis.LabelPlacement if hasattr(Qgis, "LabelPlacement") else QgsPalLayerSettings.Placement
    settings = QgsPalLayerSettings()
    settings.fieldName, settings.isExpression = expression, True
    settings.placement = placement.Line if along else placement.Horizontal
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
    from qgis.core import QgsRectangle

    box = QgsRectangle()
    box.setMinimal()
    for feature in layer.getFeatures():
        if feature["parcel_id"] in parcel_ids:
            box.combineExtentWith(feature.geometry().boundingBox())
    assert not box.isEmpty(), parcel_ids
    return box.buffered(margin)


def maps(gpkg: Path) -> list[Path]:
    """The map with the facility areas, and the glossary's tie line and 60/200/375-ft line pictures."""
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
    made = [render([*proposed, *areas, parcels, water], overview, "map_facility_areas")]
    labelled(drawn["TIE_LINES"], "format_number(\"lineal_ft\", 1) || ' lineal ft'", along=True)
    labelled(parcels, '"parcel_id"')
    docks_zone = "\"zone\" = 'dock'"
    drawn["FACILITY_AREAS"].setSubsetString(docks_zone)
    pair = extent_of(drawn["FACILITY_AREAS"], set(GLOSSARY_PARCELS), 60)
    tie = [drawn["TIE_POINTS"], drawn["TIE_LINES"], drawn["FACILITY_AREA_LINES"], drawn["FACILITY_AREAS"]]
    made.append(render([*tie, parcels, water], pair, "glossary_tie_line", (700, 560)))
    drawn["FACILITY_AREAS"].setSubsetString("")
    parcels.setLabelsEnabled(False)
    labelled(drawn["DISTANCE_LINES"], "format_number(\"depth_ft\", 0) || ' ft'", along=True)
    depths = extent_of(drawn["FACILITY_AREAS"], set(DEPTH_PARCELS), 40)
    lines = [drawn["DISTANCE_LINES"], drawn["FACILITY_AREA_LINES"], drawn["TIE_LINES"], drawn["FACILITY_AREAS"]]
    made.append(render([*lines, parcels, water], depths, "glossary_distance_lines", (800, 600)))
    return made


def analyse(folder: Path) -> Path:
    """The shoreline analysis and the check of the sample's proposals, in a GeoPackage the pictures read."""
    from dockline.processing.shoreline_analysis import OUTPUTS

    import processing

    gpkg = folder / "analysis.gpkg"
    outputs = {name: f"ogr:dbname='{gpkg}' table=\"{name.lower()}\" (geom)" for name in OUTPUTS}
    processing.run("dockline:shorelineanalysis", {**inputs(), **outputs})
    return gpkg


def exhibit(folder: Path) -> Path:
    """The first page of the hearing exhibit of one parcel, as the officer prints it."""
    import processing

    result = processing.run(
        "dockline:exhibits",
        {**inputs(), "PRINT": 3, "EXPRESSION": f"\"parcel_id\" = '{EXHIBIT_PARCEL}'", "FOLDER": str(folder / "pdf")},
    )
    page = folder / "exhibit"
    subprocess.run(
        ["pdftoppm", "-png", "-r", str(PAGE_DPI), "-f", "1", "-l", "1", "-singlefile", result["PDFS"], str(page)],
        check=True,
    )
    from qgis.PyQt.QtGui import QImage

    return save(QImage(f"{page}.png"), "exhibit_page")


DESKTOP_PROBE = """
import json, traceback
from qgis.core import QgsApplication, QgsProject, QgsVectorLayer
from qgis.PyQt.QtCore import Qt, QTimer
from qgis.PyQt.QtGui import QTransform
from qgis.PyQt.QtWidgets import QDockWidget
from qgis.utils import iface, plugins

results = {{}}

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

def shortened(geometry, anchor, factor):
    transform = QTransform().translate(anchor.x(), anchor.y()).scale(factor, factor).translate(-anchor.x(), -anchor.y())
    geometry.transform(transform)
    return geometry

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
    for key in ("parcels", "water", "zoning", "docks", "moorings", "structures", "boats", "buildings"):
        dock.inputs.layer_boxes[key.upper()].setLayer(layers[key])
    dock.inputs.layer_boxes["OUTLETS"].setLayer(layers["outlet_lines"])
    dock.inputs.layer_boxes["MORE_OUTLETS"].setLayer(layers["outlet_points"])
    dock.inputs.tier_map.setFilePath({tier_map!r})
    dock.runner.run_analysis()
    wait_for(lambda: dock.session is not None)
    pid, dock_id, rule = {edited!r}
    dock.parcels.select_parcel(pid)
    results["before"] = rules(dock)
    iface.messageBar().clearWidgets()
    grab(iface.mainWindow(), "panel_after_run")
    docks = layers["docks"]
    parts = [f for f in docks.getFeatures() if f["dock_id"] == dock_id]
    parcel = next(f for f in layers["parcels"].getFeatures() if f["parcel_id"] == pid).geometry()
    corners = [v for f in parts for v in f.geometry().vertices()]
    anchor = min(corners, key=lambda v: parcel.distance(type(parcel)(v.clone())))  # the shore end
    docks.startEditing()
    for part in parts:
        docks.changeGeometry(part.id(), shortened(part.geometry(), anchor, 0.8))
    wait_for(lambda: rule not in rules(dock), 20)
    results["after"] = rules(dock)
    results["status"] = dock.parcels.model.item(dock.parcels.row_of(pid), 0).text()
    dock.parcels.table.scrollTo(dock.parcels.table.currentIndex())
    grab(iface.mainWindow(), "panel_after_edit")
    docks.rollBack()
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


def desktop(folder: Path, gpkg: Path) -> list[Path]:
    """The panel after a run and after an edit, and the shoreline analysis's Processing dialog, in real QGIS."""
    from dockline.rules.vocabulary import Status
    from qgis.PyQt.QtGui import QImage

    sample = folder / SAMPLE.name
    shutil.copy(SAMPLE, sample)  # the probe edits the docks (and rolls back): never in the bundled sample
    probe = DESKTOP_PROBE.format(
        folder=str(folder),
        layers=DESKTOP_LAYERS,
        gpkg=str(gpkg),
        sample=str(sample),
        styles=str(REPO / "resources" / "styles"),
        tier_map=str(TIER_MAP),
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
    names = ("panel_after_run", "panel_after_edit", "processing_dialog")
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
    with tempfile.TemporaryDirectory() as temporary:
        folder = Path(temporary)
        gpkg = analyse(folder)
        made = [*maps(gpkg), exhibit(folder), *desktop(folder, gpkg)]
    for path in made:
        print(f"{path.relative_to(REPO)}  {path.stat().st_size // 1024} KB")
    app.exitQgis()


if __name__ == "__main__":
    main()
