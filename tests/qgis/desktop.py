"""Run the real QGIS desktop (under Xvfb) with a fresh profile, a probe script and Dockline installed.

The probe is Python run by ``qgis --code`` with the real ``iface``; it fills the dict ``results``, which comes
back as JSON. QGIS quits as soon as the probe returns.
"""

from __future__ import annotations

import json
import os
import site
import subprocess
import textwrap
from pathlib import Path

from devenv import virtual_display

PROBE_WRAPPER = """\
import json, traceback
from qgis.PyQt.QtCore import QTimer
from qgis.utils import iface
results = {{}}
try:
{probe}
except Exception:
    results["probe_error"] = traceback.format_exc()
with open({out!r}, "w") as handle:
    json.dump(results, handle)
from qgis.core import QgsProject
QgsProject.instance().removeAllMapLayers()  # else QGIS asks whether to save the project and its temporary
QgsProject.instance().setDirty(False)  # layers, and waits
QTimer.singleShot(0, iface.actionExit().trigger)
"""


def run_desktop(
    workdir: Path,
    probe: str,
    plugin_source: Path | None = None,
    enabled: bool = True,
    timeout: int = 90,
    screen: str = "1280x800",
) -> dict:
    """Start QGIS on the profile in ``workdir`` (Dockline linked in from ``plugin_source``, or installed there
    beforehand) on a screen of ``screen`` pixels and return the probe's ``results``."""
    profile = workdir / "profiles" / "default"
    plugins = profile / "python" / "plugins"
    plugins.mkdir(parents=True, exist_ok=True)
    if plugin_source is not None:
        (plugins / "dockline").symlink_to(plugin_source, target_is_directory=True)
    (profile / "QGIS").mkdir()
    (profile / "QGIS" / "QGIS3.ini").write_text(f"[PythonPlugins]\ndockline={'true' if enabled else 'false'}\n")
    out = workdir / "results.json"
    script = workdir / "probe.py"
    script.write_text(PROBE_WRAPPER.format(probe=textwrap.indent(textwrap.dedent(probe), "    "), out=str(out)))
    command = ["qgis", "--profiles-path", str(workdir), "--nologo", "--noversioncheck", "--code", str(script)]
    with virtual_display(f"{screen}x24") as display:
        env = {key: value for key, value in os.environ.items() if key != "QT_QPA_PLATFORM"}
        env["DISPLAY"] = display
        env["PYTHONPATH"] = os.pathsep.join(site.getsitepackages())  # the venv's shapely, as a user installs it
        try:
            completed = subprocess.run(command, env=env, capture_output=True, text=True, timeout=timeout)
        except subprocess.TimeoutExpired:
            shot = workdir / "timeout.png"
            subprocess.run(["import", "-window", "root", str(shot)], env=env, check=False)
            raise AssertionError(f"QGIS did not finish in {timeout} s (a dialog?); the screen is in {shot}") from None
    if not out.exists():
        raise AssertionError(f"QGIS wrote no results (exit {completed.returncode}):\n{completed.stderr[-3000:]}")
    results = json.loads(out.read_text())
    assert "probe_error" not in results, results["probe_error"]
    return results


PLUGIN_STATE = """\
from qgis.core import QgsApplication
from qgis.PyQt.QtCore import QCoreApplication, QEvent
from qgis.PyQt.QtWidgets import QAction, QDockWidget
import qgis.utils

def plugin_state():
    QCoreApplication.sendPostedEvents(None, QEvent.DeferredDelete)
    window = iface.mainWindow()
    provider = QgsApplication.processingRegistry().providerById("dockline")
    menus = [a for a in iface.pluginMenu().actions() if a.menu() is not None and a.text() == "&Dockline"]
    return {
        "active": "dockline" in qgis.utils.active_plugins,
        "provider": provider is not None,
        "algorithms": sorted(a.id() for a in provider.algorithms()) if provider else [],
        "toggle_actions": len(window.findChildren(QAction, "dockline_toggle_panel")),
        "toolbar_buttons": sum(a.objectName() == "dockline_toggle_panel" for a in iface.pluginToolBar().actions()),
        "menus": len(menus),
        "menu_entries": [a.text() for m in menus for a in m.menu().actions()],
        "docks": len(window.findChildren(QDockWidget, "DocklineDock")),
    }
"""
