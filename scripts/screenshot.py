"""``make screenshot``: the demo project open in the real QGIS desktop (Xvfb), Dockline loaded, saved as
out/screenshots/demo_project.png. Run ``make demo`` first.
"""

import os
import subprocess
import sys
import tempfile
from pathlib import Path

from devenv import REPO, package_root, virtual_display

PROJECT = REPO / "out" / "demo.qgz"
SHOT = REPO / "out" / "screenshots" / "demo_project.png"
PROBE = """
from qgis.PyQt.QtCore import QTimer
from qgis.utils import iface

def grab():
    iface.mainWindow().grab().save({shot!r})
    iface.actionExit().trigger()

def zoom():
    canvas = iface.mapCanvas()
    docks = [l for l in iface.mapCanvas().layers() if l.name() == "Proposed docks (sample)"][0]
    feature = next(f for f in docks.getFeatures() if f["dock_id"] == "D20")  # the marina: Tier 2
    extent = feature.geometry().boundingBox()
    extent.grow(450)
    canvas.setExtent(extent)
    canvas.mapCanvasRefreshed.connect(lambda: QTimer.singleShot(500, grab))
    canvas.refresh()

QTimer.singleShot(3000, zoom)
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
        probe.write_text(PROBE.format(shot=str(SHOT)))
        with virtual_display("1600x1000x24") as display:
            env = {k: v for k, v in os.environ.items() if k != "QT_QPA_PLATFORM"}
            env.update(DISPLAY=display, PYTHONPATH=os.pathsep.join(__import__("site").getsitepackages()))
            subprocess.run(["qgis", "--profiles-path", home, "--nologo", "--noversioncheck", "--project",
                            str(PROJECT), "--code", str(probe)], env=env, timeout=120, capture_output=True)
    if not SHOT.exists():
        sys.exit("QGIS saved no screenshot")
    print(SHOT)


if __name__ == "__main__":
    main()
