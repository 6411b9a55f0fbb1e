"""``make try-linux-recipe``: the README's Debian 12 / Ubuntu 22.04 shapely recipe, run exactly as written with a
throwaway home (nothing of yours or the system's is touched beyond the apt packages it names), then checked inside
QGIS's Python: shapely comes from that home, runs on QGIS's own GEOS, numpy is unchanged, GDAL's numpy bindings
still import, and Dockline finds nothing missing. Needs the network (PyPI); takes 5 to 8 minutes.
"""

import os
import subprocess
import sys
import tempfile

from devenv import REPO, package_root

MARKER = "<!-- readme-test: run by scripts/try_linux_recipe.py"
CHECK = """
import json, sys
sys.path.insert(0, {package_root!r})
import numpy, shapely
from osgeo import gdal_array
from qgis.core import Qgis
from dockline.dependencies import missing_requirements
print(json.dumps({{"shapely": shapely.__file__, "version": shapely.__version__, "numpy": numpy.__version__,
    "shapely_geos": list(shapely.geos_version)[:3],
    "qgis_geos": [Qgis.geosVersionMajor(), Qgis.geosVersionMinor(), Qgis.geosVersionPatch()],
    "missing": missing_requirements()}}))
"""


def recipe() -> list:
    """The command lines of the fenced block that follows the marker in README.md."""
    text = (REPO / "README.md").read_text(encoding="utf-8")
    block = text[text.index(MARKER) :].split("```")[1]
    return [line.strip() for line in block.splitlines()[1:] if line.strip()]


def main():
    python = "/usr/bin/python3"
    numpy_before = subprocess.run(
        [python, "-c", "import numpy; print(numpy.__version__)"], capture_output=True, text=True, check=True
    ).stdout.strip()
    with tempfile.TemporaryDirectory() as home:
        env = dict(os.environ, HOME=home, QT_QPA_PLATFORM="offscreen")
        env.pop("PYTHONPATH", None)
        for line in recipe():
            if os.geteuid() == 0:
                line = line.removeprefix("sudo ")
            print("$", line, flush=True)
            subprocess.run(["bash", "-c", line], env=env, check=True, cwd=home)
        checked = subprocess.run(
            [python, "-c", CHECK.format(package_root=str(package_root()))], env=env, capture_output=True, text=True
        )
        if checked.returncode != 0:
            sys.exit(f"shapely does not import in QGIS's Python:\n{checked.stderr[-3000:]}")
        result = __import__("json").loads(checked.stdout.strip().splitlines()[-1])
    print(result)
    problems = [
        "shapely not from the throwaway home" if not result["shapely"].startswith(home) else "",
        "shapely's GEOS is not QGIS's" if result["shapely_geos"] != result["qgis_geos"] else "",
        f"numpy changed from {numpy_before}" if result["numpy"] != numpy_before else "",
        f"Dockline still finds {result['missing']}" if result["missing"] else "",
    ]
    if any(problems):
        sys.exit("; ".join(p for p in problems if p))
    print(f"The recipe works: shapely {result['version']} on GEOS {result['qgis_geos']}, numpy {numpy_before}.")


if __name__ == "__main__":
    main()
