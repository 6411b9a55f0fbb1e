"""The development environment's paths: the plugin importable as ``dockline`` and a qgis_process environment.

The repository root is the plugin folder, but its name is not ``dockline`` and it must never itself be on
sys.path (its ``processing`` folder would shadow QGIS's), so a link ``.build/pkg/dockline`` stands in for it.
"""

import contextlib
import os
import site
import subprocess
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
PACKAGE_ROOT = REPO / ".build" / "pkg"
QGIS_PROCESS = "/usr/bin/qgis_process.bin"  # the /usr/bin/qgis_process wrapper passes an option it rejects


def package_root() -> Path:
    """A folder holding ``dockline`` → the repository."""
    link = PACKAGE_ROOT / "dockline"
    if not link.is_symlink():
        PACKAGE_ROOT.mkdir(parents=True, exist_ok=True)
        link.symlink_to(REPO, target_is_directory=True)
    return PACKAGE_ROOT


def qgis_process_env(config_dir: Path) -> dict:
    """Environment for qgis_process: headless, a private QGIS profile, Dockline on the plugin path."""
    env = dict(
        os.environ,
        QT_QPA_PLATFORM="offscreen",
        QGIS_CUSTOM_CONFIG_PATH=str(config_dir),
        QGIS_PLUGINPATH=str(package_root()),
    )
    env["PYTHONPATH"] = os.pathsep.join([*site.getsitepackages(), env.get("PYTHONPATH", "")]).rstrip(os.pathsep)
    return env


@contextlib.contextmanager
def virtual_display(size: str = "1280x800x24"):
    """An Xvfb server on a free display number, stopped afterwards; yields the DISPLAY value."""
    read_end, write_end = os.pipe()
    server = subprocess.Popen(
        ["Xvfb", "-displayfd", str(write_end), "-screen", "0", size, "-nolisten", "tcp"],
        pass_fds=(write_end,),
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    os.close(write_end)
    try:
        with os.fdopen(read_end) as handle:
            number = handle.readline().strip()
        if not number:
            raise AssertionError("Xvfb did not start")
        yield f":{number}"
    finally:
        server.terminate()
        server.wait(timeout=10)
