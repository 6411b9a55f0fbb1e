"""``make screenshot``: the demo project open in the real QGIS desktop (Xvfb), Dockline loaded, its panel
showing the marina's findings after a run of the analysis (the sample DEM as its DEM and bathymetry, its variances
and consolidations as make demo reads them) and an edit
of one of its docks (moved 40 ft, in an edit session, not committed: the panel re-checks it), saved as
out/screenshots/demo_project.png; and the project as it opens, before the panel, as out/screenshots/demo_opened.png:
a message QGIS shows on opening it (a coordinate transform it cannot make, say) stops the script. Run ``make demo``
first.
"""

import os
import subprocess
import sys
import tempfile
from pathlib import Path

from devenv import REPO, package_root, virtual_display

PROJECT = REPO / "out" / "demo.qgz"
SHOT = REPO / "out" / "screenshots" / "demo_project.png"
OPENED = SHOT.with_name("demo_opened.png")
MESSAGES = SHOT.with_name("demo_opened.txt")  # what the message bar said as the project opened, one a line
PROBE = """
from qgis.core import QgsProject, QgsRasterLayer, QgsVectorLayer
from qgis.PyQt.QtCore import Qt, QTimer
from qgis.utils import iface, plugins

def grab():
    iface.mainWindow().grab().save({shot!r})
    quit_qgis()

def quit_qgis():
    for each in QgsProject.instance().mapLayers().values():
        if each.isEditable():
            each.rollBack()  # the edit was the panel's to follow, never to keep
    QgsProject.instance().removeAllMapLayers()  # layers under /tmp count as temporary: QGIS would ask to keep them
    QgsProject.instance().setDirty(False)  # the panel remembered its layers in the project: no save prompt
    iface.actionExit().trigger()

def layer(name):
    return QgsProject.instance().mapLayersByName(name)[0]

def show_marina(tries=[0]):
    if dock.session is None:
        tries[0] += 1
        if tries[0] > 300:  # a minute: the analysis did not finish; keep what the panel says
            open({shot!r} + ".error.txt", "w").write(dock.message.text())
            grab()
            return
        QTimer.singleShot(200, show_marina)
        return
    marina = next(pid for pid, a in dock.session.analysis.allocations.items() if a is not None and a.tier == 2)
    dock.parcels.select_parcel(marina)
    docks = layer("Proposed docks (sample)")
    moved = next(f for f in docks.getFeatures() if f["parcel_id"] == marina)
    docks.startEditing()
    docks.translateFeature(moved.id(), 0, 40)  # the panel re-checks the marina 300 ms after the edit
    QTimer.singleShot(3000, show_edit)

def show_edit():
    iface.mapCanvas().mapCanvasRefreshed.connect(lambda: QTimer.singleShot(800, grab))
    iface.mapCanvas().refresh()

def start():
    try:
        bar = iface.messageBar()
        open({messages!r}, "w").write("".join(f"{{item.title()}} {{item.text()}}\\n" for item in bar.items()))
        iface.mainWindow().grab().save({opened!r})
        open_panel()
    except Exception:  # a failed probe must still close QGIS, and say why
        import traceback
        open({shot!r} + ".error.txt", "w").write(traceback.format_exc())
        quit_qgis()

def open_panel():
    global dock
    dock = plugins["dockline"].dock
    dock.show()
    iface.mainWindow().resizeDocks([dock], [660], Qt.Orientation.Horizontal)
    for key, name in (("PARCELS", "Parcels (sample)"), ("WATER", "Water (sample)"),
                      ("OUTLETS", "Outlet lines (sample)"), ("MORE_OUTLETS", "Outlet points (sample)"),
                      ("DOCKS", "Proposed docks (sample)"), ("MOORINGS", "Proposed moorings (sample)"),
                      ("STRUCTURES", "Proposed structures (sample)")):
        dock.inputs.layer_boxes[key].setLayer(layer(name))
    dem = QgsRasterLayer({dem!r}, "Sample DEM")  # topo-bathymetric: steep slopes and the depth extension
    QgsProject.instance().addMapLayer(dem, False)
    dock.inputs.layer_boxes["DEM"].setLayer(dem)
    dock.inputs.layer_boxes["BATHYMETRY"].setLayer(dem)
    for key, name in (("VARIANCES", "variances"), ("CONSOLIDATIONS", "consolidations")):  # as make demo reads them
        records = QgsVectorLayer({sample!r} + "|layername=" + name, name, "ogr")
        QgsProject.instance().addMapLayer(records, False)
        dock.inputs.layer_boxes[key].setLayer(records)
    dock.inputs.tier_map.setFilePath({tier_map!r})
    dock.runner.run_analysis()
    show_marina()

QTimer.singleShot(3000, start)
"""


def main():
    if not PROJECT.exists():
        sys.exit("Run make demo first: out/demo.qgz is missing.")
    SHOT.parent.mkdir(parents=True, exist_ok=True)
    SHOT.unlink(missing_ok=True)
    with tempfile.TemporaryDirectory() as home:
        plugins = Path(home, "profiles", "default", "python", "plugins")
        plugins.mkdir(parents=True)
        (plugins / "dockline").symlink_to(package_root() / "dockline", target_is_directory=True)
        Path(home, "profiles", "default", "QGIS").mkdir()
        Path(home, "profiles", "default", "QGIS", "QGIS3.ini").write_text("[PythonPlugins]\ndockline=true\n")
        probe = Path(home, "probe.py")
        probe.write_text(
            PROBE.format(
                shot=str(SHOT),
                opened=str(OPENED),
                messages=str(MESSAGES),
                tier_map=str(REPO / "resources" / "sample" / "sample_tier_map.csv"),
                dem=str(REPO / "resources" / "sample" / "sample_dem.tif"),
                sample=str(REPO / "resources" / "sample" / "sample_lake.gpkg"),
            )
        )
        with virtual_display("1600x1000x24") as display:
            env = {k: v for k, v in os.environ.items() if k != "QT_QPA_PLATFORM"}
            env.update(DISPLAY=display, PYTHONPATH=os.pathsep.join(__import__("site").getsitepackages()))
            subprocess.run(
                [
                    "qgis",
                    "--profiles-path",
                    home,
                    "--nologo",
                    "--noversioncheck",
                    "--project",
                    str(PROJECT),
                    "--code",
                    str(probe),
                ],
                env=env,
                timeout=120,
                capture_output=True,
            )
    if not SHOT.exists():
        sys.exit("QGIS saved no screenshot")
    if MESSAGES.read_text():
        sys.exit(f"QGIS opened {PROJECT.name} with messages (see {OPENED}):\n{MESSAGES.read_text()}")
    print(SHOT)


if __name__ == "__main__":
    main()
