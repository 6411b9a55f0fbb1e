"""The panel on a screen (offscreen, a real QgsDockWidget in a main window the screen's size): Run analysis in sight
on a laptop and on a desktop screen, before and after a run, the inputs folded or not; and the first guess of the
parcels layer. These tests own the project's layers: they start from an empty project."""

import time

import pytest
import shapely
from dockline.rules.outputs.schema import OUTPUTS
from layers import SAMPLE, SAMPLE_TIERS, memory_layer, sample_layer
from qgis.core import QgsApplication, QgsProject, QgsVectorLayer
from qgis.gui import QgsMapCanvas
from qgis.PyQt.QtCore import QRect, Qt
from qgis.PyQt.QtTest import QTest
from qgis.PyQt.QtWidgets import QMainWindow, QToolBar

SCREENS = [((1366, 768), 7), ((1920, 1080), 12)]  # a laptop's and a desktop's, and the parcels in sight on them
SAMPLE_BOXES = {
    "parcels": "PARCELS",
    "water": "WATER",
    "zoning": "ZONING",
    "outlet_lines": "OUTLETS",
    "outlet_points": "MORE_OUTLETS",
    "docks": "DOCKS",
    "moorings": "MOORINGS",
    "structures": "STRUCTURES",
    "boats": "BOATS",
    "buildings": "BUILDINGS",
    "variances": "VARIANCES",
}


def settle():
    for _ in range(5):
        QgsApplication.processEvents()


@pytest.fixture
def empty_project(dockline_provider):
    """No layer, and nothing remembered, before and after."""
    project = QgsProject.instance()
    project.removeAllMapLayers()
    project.removeEntry("dockline", "/")
    yield project
    project.removeAllMapLayers()
    project.removeEntry("dockline", "/")


@pytest.fixture
def on_screen(empty_project):
    """A factory: the panel in a main window the size of a screen, as QGIS shows it (menus, two rows of
    toolbars, a status bar, the map in the middle, the panel on the right)."""
    from dockline.ui.dock import DocklineDock

    made = []

    def make(width, height):
        window = QMainWindow()
        window.menuBar().addMenu("Project")
        for name in ("File", "Map"):
            bar = QToolBar(name, window)
            bar.addAction(name)
            window.addToolBar(bar)
        window.statusBar().showMessage("Coordinate")
        window.setCentralWidget(QgsMapCanvas(window))
        dock = DocklineDock(parent=window)
        window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
        window.resize(width, height)
        window.show()
        settle()
        made.append((window, dock))
        return window, dock

    yield make
    for window, dock in made:
        dock.unload()
        window.close()
        window.deleteLater()
    settle()


def run_in_sight(window, dock, screen) -> bool:
    """Run analysis shows on the screen: the window kept the screen's size and the button is drawn inside it."""
    settle()
    button = dock.runner.run_button
    where = QRect(button.mapTo(window, button.rect().topLeft()), button.size())
    return (
        (window.width(), window.height()) == screen
        and button.isVisible()
        and not button.visibleRegion().isEmpty()
        and window.rect().contains(where)
    )


@pytest.mark.parametrize("screen, parcels_in_sight", SCREENS, ids=[f"{w}x{h}" for (w, h), _ in SCREENS])
def test_run_is_in_sight_on_a_laptop_and_a_desktop_screen(on_screen, screen, parcels_in_sight):
    window, dock = on_screen(*screen)
    for name, key in SAMPLE_BOXES.items():
        dock.inputs.layer_boxes[key].setLayer(sample_layer(name))
    dock.inputs.tier_map.setFilePath(str(SAMPLE_TIERS))
    assert run_in_sight(window, dock, screen), "first open, the sample set"
    for group in dock.inputs.groups.values():
        group.setCollapsed(False)
    assert run_in_sight(window, dock, screen), "every group unfolded: the inputs scroll"
    assert dock.scroll.verticalScrollBar().maximum() > 0
    dock.inputs.setCollapsed(True)
    assert run_in_sight(window, dock, screen), "the inputs folded"
    dock.inputs.setCollapsed(False)
    dock.runner.run_button.click()
    deadline = time.monotonic() + 60
    while dock.session is None:
        assert time.monotonic() < deadline, "the analysis did not finish"
        QgsApplication.processEvents()
    assert dock.inputs.isCollapsed() and run_in_sight(window, dock, screen), "after the run"
    table = dock.parcels.table
    assert table.viewport().height() >= parcels_in_sight * table.verticalHeader().defaultSectionSize()


def test_the_common_rows_are_unfolded_and_need_no_scrolling_on_a_desktop_screen(on_screen):
    """The common rows (the lake and the proposals) unfolded, the rest folded: no scrolling to reach them or Run."""
    window, dock = on_screen(1920, 1080)
    folded = {title: group.isCollapsed() for title, group in dock.inputs.groups.items()}
    assert folded == {
        "The lake": False,
        "Proposals": False,
        "Records": True,
        "Fields and settings": True,
        "Terrain": True,
    }
    assert dock.scroll.verticalScrollBar().maximum() == 0 and run_in_sight(window, dock, (1920, 1080))


def polygons(name, fields, values):
    return memory_layer(
        "Polygon", "EPSG:2261", [(shapely.box(i, 0, i + 1, 1), *v) for i, v in enumerate(values)], fields, name
    )


def test_the_parcels_are_guessed_by_geometry_and_id_field(empty_project):
    """A project with a "Water" polygon layer first and the parcels second: the parcels and their id are guessed,
    neither the first polygon layer, nor points holding parcel ids, nor an analysis's own output."""
    from dockline.ui.dock import DocklineDock
    from dockline.ui.inputs import guess_parcels

    water = polygons("Water", "&field=fid:integer&field=name:string", [(1, "lake")])
    points = memory_layer("Point", "EPSG:2261", [(shapely.Point(0, 0), "1")], "&field=parcel_id:string", "parcels")
    written = [name for name, _ in OUTPUTS["ALLOCATION"].fields]  # an earlier run's: parcel ids too, on polygons
    allocation = polygons("Allocation", "".join(f"&field={name}:string" for name in written), [("1",) * len(written)])
    parcels = polygons("tax lots", "&field=fid:integer&field=Print_Key:string&field=Address:string", [(1, "9-1", "a")])
    assert guess_parcels([water, points, allocation, parcels]) is parcels
    assert guess_parcels([water, points, allocation]) is None
    dock = DocklineDock()
    try:
        assert dock.inputs.layer_boxes["PARCELS"].currentLayer() is parcels
        assert dock.inputs.field("PARCEL_ID") == "Print_Key" and dock.inputs.field("ADDRESS_FIELD") == "Address"
        assert dock.inputs.layer_boxes["WATER"].currentLayer() is None  # not guessed: chosen
    finally:
        dock.unload()


def test_a_remembered_parcels_layer_wins_over_the_guess(empty_project):
    from dockline.ui.dock import DocklineDock

    water = polygons("Water", "&field=fid:integer", [(1,)])
    polygons("parcels", "&field=parcel_id:string", [("1",)])
    empty_project.writeEntry("dockline", "layer/PARCELS", water.id())
    dock = DocklineDock()
    try:
        assert dock.inputs.layer_boxes["PARCELS"].currentLayer() is water
        assert dock.inputs.field("PARCEL_ID") == ""  # no id field to guess: none rather than fid
    finally:
        dock.unload()


def test_parcels_added_after_the_panel_opened_are_guessed(empty_project):
    """The panel opens on an empty project; the first polygon layer added is not kept as the parcels once layers
    that look like parcels come."""
    from dockline.ui.dock import DocklineDock

    dock = DocklineDock()
    try:
        polygons("Water", "&field=fid:integer", [(1,)])
        parcels = polygons("parcels", "&field=parcel_id:string", [("1",)])
        assert dock.inputs.layer_boxes["PARCELS"].currentLayer() is parcels
        assert dock.inputs.field("PARCEL_ID") == "parcel_id"
        chosen = parcels
        polygons("more parcels", "&field=parcel_id:string", [("2",)])
        assert dock.inputs.layer_boxes["PARCELS"].currentLayer() is chosen  # a parcels layer is never replaced
    finally:
        dock.unload()


@pytest.mark.parametrize("at_once", [True, False], ids=["at once", "one by one"])
def test_a_whole_geopackage_added_gives_its_parcels_and_no_water_unasked(empty_project, at_once):
    """The sample's GeoPackage added as the Browser adds it, its tables in name order (boats first; the docks,
    boats and structures hold parcel ids too), at once or one by one: the parcels are its parcels layer, the water
    is left to choose (not the first polygon layer); a layer the user picks is kept whatever comes after."""
    from dockline.ui.dock import DocklineDock

    names = ["boats", "buildings", "docks", "moorings", "outlet_lines", "parcels", "structures", "water", "zoning"]
    layers = {name: QgsVectorLayer(f"{SAMPLE}|layername={name}", name, "ogr") for name in names}
    dock = DocklineDock()
    try:
        if at_once:
            empty_project.addMapLayers(list(layers.values()))
        else:
            for layer in layers.values():
                empty_project.addMapLayer(layer)
        boxes = dock.inputs.layer_boxes
        assert boxes["PARCELS"].currentLayer() is layers["parcels"]
        assert dock.inputs.field("PARCEL_ID") == "parcel_id"
        assert {key: box.currentLayer() for key, box in boxes.items() if key != "PARCELS"} == dict.fromkeys(
            [key for key in boxes if key != "PARCELS"]
        )
        QTest.keyClick(boxes["PARCELS"], Qt.Key.Key_Up)  # the user picks the layer above the parcels
        picked = boxes["PARCELS"].currentLayer()
        assert picked is not layers["parcels"]
        empty_project.addMapLayer(QgsVectorLayer(f"{SAMPLE}|layername=parcels", "parcels again", "ogr"))
        assert boxes["PARCELS"].currentLayer() is picked
    finally:
        dock.unload()
