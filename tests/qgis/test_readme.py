"""Every command block of the README runs as written, in a copy of the repository with a throwaway home: the
``qgis_process`` block with the plugin installed from its zip into that home's QGIS profile, the pip, notebook and
command-line blocks in a folder holding the files they name (made from the sample lake), the engine block in the
plugin's folder. A block that another test or script runs says so in a ``<!-- readme-test: run by ... -->`` line
above it, naming that file."""

import os
import re
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest
from devenv import QGIS_PROCESS
from layers import REPO, SAMPLE, SAMPLE_DEM, SAMPLE_TIERS, headless_python
from qgis.core import QgsVectorLayer

NOTE = re.compile(r"<!-- readme-test: (.*?) -->")
IN_THE_PLUGIN = "in the plugin's folder"


def readme_blocks() -> list[tuple[str, str, str]]:
    """(language, code, note) of each fenced block, the code dedented as the README indents it."""
    blocks, note, lines = [], "", iter((REPO / "README.md").read_text(encoding="utf-8").splitlines())
    for line in lines:
        fence = line.lstrip()
        if NOTE.fullmatch(fence):
            note = NOTE.fullmatch(fence).group(1)
        elif fence.startswith("```") and len(fence) > 3:
            indent = len(line) - len(fence)
            code = []
            for inner in lines:
                if inner.strip() == "```":
                    break
                code.append(inner[indent:])
            blocks.append((fence[3:], "\n".join(code) + "\n", note))
            note = ""
        elif fence:
            note = ""
    return blocks


def test_every_block_is_run_here_or_names_what_runs_it():
    blocks = readme_blocks()
    assert len(blocks) >= 8
    for language, code, note in blocks:
        assert language in ("sh", "bash", "python"), code
        if note.startswith("run by"):
            named = re.findall(r"[\w./-]+\.(?:py|sh)|\.ci/run", note)
            assert named and all((REPO / path).exists() for path in named), note
        else:
            assert note in ("", IN_THE_PLUGIN), note


LOCAL = shutil.ignore_patterns(  # what a checkout's own runs leave in it (the .gitignore's), and git's folder
    ".git",
    ".venv",
    ".venv-engine",
    ".build",
    "build",
    "dist",
    "out",
    "*.egg-info",
    "__pycache__",
    "*.pyc",
    ".pytest_cache",
    ".ruff_cache",
    ".hypothesis",
    ".qgis-settings",
    "*.aux.xml",
)


@pytest.fixture(scope="module")
def copy(tmp_path_factory) -> Path:
    """The repository as a clone has it, without what runs left in it, in a folder named ``dockline`` (CI also runs
    the suite in a ``git archive`` of it, where there is no git to ask)."""
    root = tmp_path_factory.mktemp("user") / "dockline"
    shutil.copytree(REPO, root, ignore=LOCAL)
    return root


@pytest.fixture(scope="module")
def home(copy) -> dict:
    """A throwaway home whose QGIS profile has the plugin installed from its zip (as *Install from ZIP* does), and
    shapely where the README's recipe puts it (here: the development venv's, which QGIS's Python then reads)."""
    home = copy.parent / "home"
    plugins = home / ".local" / "share" / "QGIS" / "QGIS3" / "profiles" / "default" / "python" / "plugins"
    plugins.mkdir(parents=True)
    built = subprocess.run(
        [sys.executable, str(copy / "scripts" / "package.py"), str(home)], capture_output=True, text=True, check=True
    )
    zipfile.ZipFile(built.stdout.strip()).extractall(plugins)
    environment = {key: value for key, value in os.environ.items() if not key.startswith(("QGIS", "QT_"))}
    shapely_site = str(Path(__import__("shapely").__file__).parents[1])
    return {**environment, "HOME": str(home), "PYTHONPATH": shapely_site}


def run_block(language: str, code: str, cwd: Path, environment: dict) -> subprocess.CompletedProcess:
    command = ["bash", "-euo", "pipefail", "-c", code] if language != "python" else ["python", "-c", code]
    return subprocess.run(command, cwd=cwd, env=environment, capture_output=True, text=True, timeout=600)


def test_the_qgis_process_block_writes_every_output_into_one_geopackage(copy, home):
    (language, code, _), *_ = [b for b in readme_blocks() if "qgis_process" in b[1] and b[2] == IN_THE_PLUGIN]
    environment = {**home, "PATH": f"{Path(QGIS_PROCESS).parent}:{home['PATH']}"}
    ran = run_block(language, code, copy, environment)
    assert ran.returncode == 0, ran.stdout[-3000:] + ran.stderr[-3000:]
    tables = re.findall(r"for name in (.*?); do", code, re.S)[0].replace("\\", " ").split()
    assert len(tables) == 10
    for table in tables:
        layer = QgsVectorLayer(f"{copy / 'out' / 'lake.gpkg'}|layername={table}", table, "ogr")
        assert layer.isValid() and layer.featureCount() > 0, table


USER_FILES = """
import shutil, sys
import geopandas, numpy, shapely
from osgeo import gdal

sample, tiers, dem = sys.argv[1:]
def read(layer):
    return geopandas.read_file(sample, layer=layer)
read("parcels").rename(columns={"parcel_id": "PRINT_KEY"}).to_file("county.gpkg", layer="parcels")
water = read("water")
water.to_file("county.gpkg", layer="lakes")
read("zoning").rename(columns={"district": "DISTRICT"}).to_file("zoning.shp")
read("outlet_lines").to_file("streams.shp")
read("outlet_points").to_file("culverts.gpkg", layer="points")
read("docks").to_file("proposals.gpkg", layer="docks")
shutil.copy(tiers, "tiers.csv")
source = gdal.Open(dem)
band = source.GetRasterBand(1)
feet, nodata = band.ReadAsArray().astype("float64"), band.GetNoDataValue()
for name in ("lidar_2022.tif", "bottom.tif"):  # the county's rasters are in metres
    copy = gdal.GetDriverByName("GTiff").CreateCopy(name, source)
    copy.GetRasterBand(1).WriteArray(numpy.where(feet == nodata, nodata, feet * 1200 / 3937))
    copy = None
x0, dx, _, y0, _, dy = source.GetGeoTransform()
rows, columns = numpy.mgrid[0 : feet.shape[0] : 8, 0 : feet.shape[1] : 8].reshape(2, -1)
points = shapely.points(x0 + (columns + 0.5) * dx, y0 + (rows + 0.5) * dy)
bottom = feet[rows, columns]
wet = shapely.contains(water.union_all() if hasattr(water, "union_all") else water.unary_union, points)
keep = wet & (bottom != nodata) & (bottom < 688.9)
depth = geopandas.GeoDataFrame({"DEPTH": 688.9 - bottom[keep]}, geometry=points[keep], crs=water.crs)
depth.to_file("survey.gpkg", layer="soundings")
"""


@pytest.fixture(scope="module")
def user_folder(copy) -> Path:
    """The folder a county analyst runs the README's headless blocks in: the repository as ``./dockline`` and the
    files the blocks name, made from the sample lake (ids as PRINT_KEY, rasters in metres, depth soundings), with
    last month's results."""
    folder = copy.parent
    python = headless_python()
    subprocess.run([python, "-c", USER_FILES, str(SAMPLE), str(SAMPLE_TIERS), str(SAMPLE_DEM)], cwd=folder, check=True)
    last_month = [python, "-m", "dockline", "analyse", "--parcels", "county.gpkg:parcels", "--parcel-id", "PRINT_KEY"]
    last_month += ["--water", "county.gpkg:lakes", "-o", "last_month.gpkg"]
    subprocess.run(last_month, cwd=folder, check=True, capture_output=True)
    return folder


@pytest.mark.cli  # the blocks run in the CLI's venv (headless_python)
def test_the_headless_blocks_run_as_written(user_folder, copy):
    """The pip install, the notebook (its two blocks one session, as in a notebook), the shell and the engine."""
    environment = {**os.environ, "PATH": f"{Path(headless_python()).parent}:{os.environ['PATH']}"}
    environment.pop("PYTHONPATH", None)
    session, ran_any = [], 0
    for language, code, note in readme_blocks():
        if note.startswith("run by") or "qgis_process" in code:
            continue
        if language == "python" and note != IN_THE_PLUGIN:
            session.append(code)  # run together with the next one, as a notebook keeps its variables
            continue
        for pending in filter(None, ["\n".join(session)]):
            ran = run_block("python", pending, user_folder, environment)
            assert ran.returncode == 0, pending + ran.stderr[-3000:]
        session = []
        ran = run_block(language, code, copy if note == IN_THE_PLUGIN else user_folder, environment)
        assert ran.returncode == 0 and "Traceback" not in ran.stderr, code + ran.stderr[-3000:]
        ran_any += 1
    assert not session and ran_any >= 3
    results = QgsVectorLayer(f"{user_folder / 'results.gpkg'}|layername=depth_extensions", "results", "ogr")
    assert results.isValid() and results.featureCount() > 0  # the second command: the depth extension from metres


@pytest.mark.host  # make and the development venv are the host's
def test_make_demo_writes_the_lake_and_its_exhibits(copy):
    """``make demo`` in a copy, on the development venv (``make test`` in a fresh clone builds one the same way)."""
    made = subprocess.run(
        ["make", "demo", f"VENV={REPO / '.venv'}"], cwd=copy, capture_output=True, text=True, timeout=900
    )
    assert made.returncode == 0, made.stdout[-3000:] + made.stderr[-3000:]
    findings = QgsVectorLayer(f"{copy / 'out' / 'demo.gpkg'}|layername=findings", "findings", "ogr")
    assert findings.isValid() and findings.featureCount() > 0
    assert list((copy / "out" / "exhibits").glob("*.pdf"))
