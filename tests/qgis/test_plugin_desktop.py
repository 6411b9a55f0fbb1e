"""The plugin in the real QGIS desktop: load through classFactory, provider, panel, menu, unload, reload."""

import sys

import pytest
from desktop import PLUGIN_STATE, run_desktop
from devenv import REPO
from dockline.dependencies import install_recipe, os_release
from dockline.rules.outputs.schema import OUTPUTS, TERRAIN_OUTPUTS
from layers import round_step

pytestmark = pytest.mark.desktop
ALGORITHMS = [
    "dockline:allocation",
    "dockline:buildout",
    "dockline:checkfacilities",
    "dockline:exhibits",
    "dockline:exportcad",
    "dockline:facilityareas",
    "dockline:importcad",
    "dockline:mhwfromdem",
    "dockline:permitcalendar",
    "dockline:shorelineanalysis",
    "dockline:tielines",
]


def test_load_unload_and_load_again_leaves_no_duplicate(tmp_path):
    results = run_desktop(
        tmp_path,
        PLUGIN_STATE
        + """
results["startup"] = plugin_state()
plugin = qgis.utils.plugins["dockline"]
results["missing"] = plugin.missing
toggle = [a for a in iface.pluginToolBar().actions() if a.objectName() == "dockline_toggle_panel"][0]
toggle.trigger()
results["dock_shown"] = plugin.dock.isUserVisible()
toggle.trigger()
results["dock_hidden"] = not plugin.dock.isUserVisible()
qgis.utils.unloadPlugin("dockline")
results["unloaded"] = plugin_state()
qgis.utils.loadPlugin("dockline")
qgis.utils.startPlugin("dockline")
results["reloaded"] = plugin_state()
""",
        plugin_source=REPO,
    )
    loaded = {
        "active": True,
        "provider": True,
        "algorithms": ALGORITHMS,
        "toggle_actions": 1,
        "toolbar_buttons": 1,
        "menus": 1,
        "menu_entries": ["Dockline panel", "About Dockline…", "Help (user guide)"],
        "docks": 1,
    }
    assert results["startup"] == loaded
    assert results["missing"] == []
    assert results["dock_shown"] and results["dock_hidden"]
    assert results["unloaded"] == {
        "active": False,
        "provider": False,
        "algorithms": [],
        "toggle_actions": 0,
        "toolbar_buttons": 0,
        "menus": 0,
        "menu_entries": [],
        "docks": 0,
    }
    assert results["reloaded"] == loaded


@pytest.mark.parametrize(
    "shapely_stand_in, expected",
    [
        ("None", "shapely ≥ 2.0 (not installed)"),
        ("types.SimpleNamespace(__version__='1.8.5')", "shapely ≥ 2.0 (found 1.8.5, which lacks STRtree, area"),
    ],
)
def test_without_shapely_2_the_plugin_loads_and_says_what_to_install(tmp_path, shapely_stand_in, expected):
    results = run_desktop(
        tmp_path,
        PLUGIN_STATE
        + f"""
import sys, types
from qgis.core import QgsApplication
logged = []
QgsApplication.messageLog().messageReceived.connect(lambda message, tag, level: logged.append((tag, message)))
sys.modules["shapely"] = {shapely_stand_in}
qgis.utils.loadPlugin("dockline")
qgis.utils.startPlugin("dockline")
QgsApplication.processEvents()
plugin = qgis.utils.plugins["dockline"]
results["state"] = plugin_state()
results["bar"] = [item.text() for item in iface.messageBar().items() if item.title() == "Dockline"]  # not QGIS's own
results["log"] = [message for tag, message in logged if tag == "Dockline"]
results["panel"] = plugin.dock.message.text()
from qgis.PyQt.QtCore import Qt
results["selectable"] = bool(plugin.dock.message.textInteractionFlags() & Qt.TextInteractionFlag.TextSelectableByMouse)
from dockline.about import about_text
results["about"] = about_text(plugin.missing, plugin.advice)
from dockline.processing.base import DocklineAlgorithm
results["can_execute"] = list(DocklineAlgorithm().canExecute())
registry = QgsApplication.processingRegistry()
results["allocation_can_execute"] = list(registry.algorithmById("dockline:allocation").canExecute())
results["shoreline_can_execute"] = list(registry.algorithmById("dockline:shorelineanalysis").canExecute())
""",
        plugin_source=REPO,
        enabled=False,
    )
    assert results["state"]["active"] and results["state"]["provider"]
    assert results["selectable"]  # the recipe can be copied
    assert len(results["bar"]) == 1
    for text in (results["bar"][0], results["log"][0], results["panel"], results["about"], results["can_execute"][1]):
        assert expected in text
        assert install_recipe(sys.platform, os_release()) in text  # the recipe for the platform the tests run on
    assert results["can_execute"][0] is False
    assert results["allocation_can_execute"] == [True, ""]  # allocation is pure Python: it runs anyway
    assert results["shoreline_can_execute"][0] is False and expected in results["shoreline_can_execute"][1]


@pytest.mark.parametrize("screen", ["1366x768", "1920x1080"])
def test_the_panel_fits_the_screen_with_run_analysis_in_sight(tmp_path, screen):
    """The real QGIS window on a laptop's and a desktop's screen: opening the panel with the sample lake loaded
    (the water first) does not grow the window past the screen, Run analysis is on it, the inputs unfolded or
    folded, and the parcels are guessed."""
    sample = REPO / "resources" / "sample" / "sample_lake.gpkg"
    results = run_desktop(
        tmp_path,
        f"""
from qgis.core import QgsApplication, QgsProject, QgsVectorLayer
from qgis.PyQt.QtCore import QRect
import qgis.utils
window = iface.mainWindow()
window.setGeometry(window.screen().geometry())
for name in ("water", "parcels", "docks", "moorings", "structures", "boats", "buildings", "variances"):
    QgsProject.instance().addMapLayer(QgsVectorLayer("{sample}|layername=" + name, name, "ogr"))
dock = qgis.utils.plugins["dockline"].dock
dock.show()

def in_sight():
    for _ in range(10):
        QgsApplication.processEvents()
    button = dock.runner.run_button
    where = QRect(button.mapToGlobal(button.rect().topLeft()), button.size())
    return (window.frameGeometry().height() <= window.screen().geometry().height()
            and not button.visibleRegion().isEmpty() and window.screen().geometry().contains(where))

results["parcels"] = dock.inputs.layer_boxes["PARCELS"].currentLayer().name()
results["unfolded"] = in_sight()
dock.inputs.setCollapsed(True)
results["folded"] = in_sight()
""",
        plugin_source=REPO,
        screen=screen,
    )
    assert results == {"parcels": "parcels", "unfolded": True, "folded": True}


@pytest.mark.parametrize("written", ["temporary", "tables"])
def test_outputs_load_styled_in_the_desktop(tmp_path, written):
    """As temporary layers and as tables of a GeoPackage (written aside, then moved in): every output loads styled."""
    sample = REPO / "resources" / "sample" / "sample_lake.gpkg"
    table = f"ogr:dbname='{tmp_path / 'outputs.gpkg'}' table=\"{{}}\" (geom)"
    outputs = {name: table.format(name.lower()) if written == "tables" else "TEMPORARY_OUTPUT" for name in OUTPUTS}
    results = run_desktop(
        tmp_path,
        f"""
import processing
from qgis.core import QgsProject
results["outputs"] = sorted(processing.runAndLoadResults("dockline:shorelineanalysis", {{
    "PARCELS": "{sample}|layername=parcels", "PARCEL_ID": "parcel_id", "WATER": "{sample}|layername=water",
    "TIER_MAP": "{REPO / "resources" / "sample" / "sample_tier_map.csv"}",
    "DOCKS": "{sample}|layername=docks", "MOORINGS": "{sample}|layername=moorings", **{outputs!r}}}))
layers = QgsProject.instance().mapLayers().values()
results["renderers"] = {{layer.name(): layer.renderer().type() for layer in layers}}
results["sources"] = sorted(layer.source().split("|")[0] for layer in layers)
results["zone_categories"] = [c.value() for layer in layers if layer.name() == "Facility areas"
                              for c in layer.renderer().categories()]
""",
        plugin_source=REPO,
    )
    renderers = results["renderers"]
    made = sorted(set(OUTPUTS) - set(TERRAIN_OUTPUTS))  # no DEM or bottom given: no terrain layers
    assert results["outputs"] == made and len(renderers) == len(made) == 10
    assert renderers["Facility areas"] == renderers["Flags"] == renderers["Allocation"] == "categorizedSymbol"
    assert renderers["Findings"] == renderers["Parcel summary"] == "categorizedSymbol"
    assert renderers["Tie lines"] == "singleSymbol"
    assert results["zone_categories"] == ["mooring", "dock"]
    if written == "tables":
        assert set(results["sources"]) == {str(tmp_path / "outputs.gpkg")}


def test_the_exhibits_project_opens_its_layout_previewing_the_first_exhibit_its_bar_in_round_steps(tmp_path):
    """Opened in the designer, the saved project previews its first exhibit, and its scale bar follows each
    exhibit's scale in round steps, as the printed exhibits do (saved, it keeps one step: short or long at another
    scale)."""
    sample = REPO / "resources" / "sample" / "sample_lake.gpkg"
    folder = tmp_path / "exhibits"
    results = run_desktop(
        tmp_path,
        f"""
import processing
from qgis.core import QgsLayoutItemLabel, QgsLayoutItemScaleBar, QgsProject
layers = {{name.upper(): "{sample}|layername=" + name for name in ("parcels", "water", "docks", "structures")}}
processing.run("dockline:exhibits", {{**layers, "PARCEL_ID": "parcel_id", "PRINT": 3, "FOLDER": "{folder}",
    "TIER_MAP": "{REPO / "resources" / "sample" / "sample_tier_map.csv"}",
    "EXPRESSION": "\\"parcel_id\\" IN ('98.11-1-10', '98.11-1-12', '98.11-1-42', '98.11-1-100')"}})
project = QgsProject.instance()
project.read("{folder / "exhibits.qgz"}")
layout = project.layoutManager().layoutByName("Dockline exhibit")
designer = iface.openLayoutDesigner(layout)
results["preview"] = designer.atlasPreviewEnabled()
results["feature"] = layout.atlas().currentFeatureNumber()
results["headings"] = sorted(i.currentText() for i in layout.items()
                             if isinstance(i, QgsLayoutItemLabel) and "Parcel [%" in i.text())
(bar,) = [item for item in layout.items() if isinstance(item, QgsLayoutItemScaleBar)]
results["bars"] = []
for number in range(layout.atlas().count()):
    layout.atlas().seekTo(number)
    results["bars"].append([bar.linkedMap().scale(), bar.unitsPerSegment(), bar.rect().width()])
bar.setLinkedMap(None)  # unlinked in the designer: its steps no longer follow the map
results["unlinked"] = [bar.unitsPerSegment()]
for number in range(layout.atlas().count()):
    layout.atlas().seekTo(number)
    results["unlinked"].append(bar.unitsPerSegment())
designer.close()
""",
        plugin_source=REPO,
        timeout=180,
    )
    assert results["preview"] is True and results["feature"] == 0
    assert results["headings"] and all(text.startswith("Parcel 98.11-1-10 · ") for text in results["headings"])
    bars = sorted(results["bars"])
    assert len(bars) == 4 and bars[-1][0] > 2 * bars[0][0] and bars[-1][1] > bars[0][1]  # scales, each its step
    assert all(round_step(step) and 25 <= length <= 60 for _, step, length in bars), bars
    assert len(set(results["unlinked"])) == 1


def test_every_algorithm_s_dialog_shows_its_parameters_without_scrolling_sideways(tmp_path):
    """Each Dockline algorithm's Processing dialog at the size QGIS opens it, its advanced parameters unfolded:
    every label and box fits the parameters' column, so no box hides its arrow or buttons off to the right."""
    results = run_desktop(
        tmp_path,
        """
import processing
from qgis.core import QgsApplication
from qgis.PyQt.QtWidgets import QScrollArea
from qgis.gui import QgsCollapsibleGroupBoxBasic
results["wider"] = {}
for algorithm in QgsApplication.processingRegistry().providerById("dockline").algorithms():
    dialog = processing.createAlgorithmDialog(algorithm.id())
    dialog.show()
    for group in dialog.findChildren(QgsCollapsibleGroupBoxBasic):
        group.setCollapsed(False)
    for _ in range(5):
        QgsApplication.processEvents()
    panels = [a for a in dialog.findChildren(QScrollArea) if a.widget() is not None and a.isVisible()]
    wide = max(panels, key=lambda a: a.widget().sizeHint().height())  # the parameters, not the help
    if wide.horizontalScrollBar().maximum() > 0:
        results["wider"][algorithm.id()] = [wide.widget().minimumSizeHint().width(), wide.viewport().width()]
    dialog.close()
results["algorithms"] = len(QgsApplication.processingRegistry().providerById("dockline").algorithms())
""",
        plugin_source=REPO,
        screen="1366x768",
    )
    assert "probe_error" not in results, results.get("probe_error")
    assert results["algorithms"] == len(ALGORITHMS) and results["wider"] == {}
