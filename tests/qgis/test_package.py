"""``make package``: the zip holds the plugin and nothing else, passes the official plugin repository's checks, and
QGIS's own plugin installer installs it from the ``plugins.xml`` beside it into a fresh profile, loads it and runs an
algorithm."""

import shutil
import subprocess
import sys
import xml.etree.ElementTree as ElementTree
import zipfile

import package  # scripts/package.py (tests/conftest.py puts scripts/ on the path)
import pytest
from desktop import PLUGIN_STATE, run_desktop
from devenv import REPO
from dockline.processing.provider import ALGORITHMS


@pytest.fixture(scope="module")
def plugin_zip(tmp_path_factory):
    output = tmp_path_factory.mktemp("dist")
    built = subprocess.run(
        [sys.executable, str(REPO / "scripts" / "package.py"), str(output)], capture_output=True, text=True, check=True
    )
    return built.stdout.strip()


def test_zip_holds_the_plugin_and_no_dev_files(plugin_zip):
    names = zipfile.ZipFile(plugin_zip).namelist()
    assert plugin_zip.endswith("dockline-0.1.0.zip")
    assert all(name.startswith("dockline/") for name in names)
    for needed in (
        "metadata.txt",
        "__init__.py",
        "plugin.py",
        "requirements.txt",
        "LICENSE",
        "resources/icons/dockline.svg",
        "processing/provider.py",
        "rules/law/catalogue.py",
        "ui/dock.py",
        "docs/decisions.md",
    ):
        assert f"dockline/{needed}" in names
    for dev in (
        "tests/",
        "scripts/",
        ".ci/",
        "Makefile",
        "pyproject.toml",
        "requirements-dev.txt",
        "__pycache__",
        ".venv",
        ".git",
    ):
        assert not [name for name in names if dev in name], dev


@pytest.mark.desktop
def test_qgis_loads_the_installed_zip(plugin_zip, tmp_path):
    plugins = tmp_path / "profiles" / "default" / "python" / "plugins"
    zipfile.ZipFile(plugin_zip).extractall(plugins)
    results = run_desktop(
        tmp_path,
        PLUGIN_STATE
        + """
import dockline
results["loaded_from"] = dockline.__file__
results["state"] = plugin_state()
""",
    )
    assert results["loaded_from"].startswith(str(plugins / "dockline"))
    assert results["state"]["active"] and len(results["state"]["algorithms"]) == len(ALGORITHMS)
    assert results["state"]["menus"] == results["state"]["toolbar_buttons"] == results["state"]["docks"] == 1


def test_the_zips_metadata_carries_the_changelog_of_its_version(plugin_zip):
    metadata = package.read_metadata(zipfile.ZipFile(plugin_zip).read("dockline/metadata.txt").decode("utf-8"))
    assert metadata["changelog"].startswith(f"{metadata['version']} (")
    assert "\n- Nothing is lost" in metadata["changelog"]


def test_a_version_without_a_changelog_entry_is_not_packaged():
    metadata = (REPO / "metadata.txt").read_text(encoding="utf-8").replace("version=0.1.0", "version=0.2.0")
    with pytest.raises(package.PackageError, match="no entry for 0.2.0"):
        package.metadata_with_changelog(metadata, (REPO / "CHANGELOG.md").read_text(encoding="utf-8"))


def spoilt(plugin_zip, folder, drop=(), add=(), metadata=None):
    """A copy of the zip without the members ``drop``, with ``add`` (name, bytes) and another metadata.txt."""
    spoilt = folder / "dockline-0.1.0.zip"
    with zipfile.ZipFile(plugin_zip) as source, zipfile.ZipFile(spoilt, "w") as target:
        for name in source.namelist():
            if name in drop:
                continue
            content = source.read(name)
            if name == "dockline/metadata.txt" and metadata:
                content = metadata(content.decode("utf-8")).encode("utf-8")
            target.writestr(name, content)
        for name, content in add:
            target.writestr(name, content)
    return spoilt


@pytest.mark.parametrize(
    "change, problem",
    [
        ({"add": [("dockline/rules/__pycache__/catalogue.cpython-311.pyc", b"")]}, "compiled Python"),
        ({"add": [("dockline/.git/HEAD", b"ref")]}, "a folder it refuses"),
        ({"add": [("other/__init__.py", b"")]}, "several top folders"),
        ({"drop": ["dockline/LICENSE"]}, "no dockline/LICENSE"),
        ({"metadata": lambda text: text.replace("email=", "mail=")}, "lacks email"),
        ({"metadata": lambda text: text.replace("tracker=https://", "tracker=")}, "tracker is no web address"),
        ({"metadata": lambda text: text.replace("icon=resources", "icon=gone")}, "is not in the zip"),
    ],
)
def test_a_zip_the_official_repository_would_refuse_is_refused(plugin_zip, tmp_path, change, problem):
    with pytest.raises(package.PackageError, match=problem):
        package.validate(spoilt(plugin_zip, tmp_path, **change))


def test_the_plugins_xml_names_the_zip_as_qgis_reads_it(plugin_zip):
    root = ElementTree.parse(f"{plugin_zip.rsplit('/', 1)[0]}/plugins.xml").getroot()
    (plugin,) = root.findall("pyqgis_plugin")
    assert plugin.get("version") == "0.1.0" and plugin.findtext("qgis_minimum_version") == "3.22"
    assert plugin.findtext("file_name").partition(".")[0] == "dockline"  # the installer's plugin id
    assert plugin.findtext("download_url").endswith("/dockline-0.1.0.zip")


@pytest.mark.desktop
def test_qgis_installs_the_plugin_from_its_repository_and_runs_an_algorithm(plugin_zip, tmp_path):
    """*Plugins › Manage and Install › Settings › Add repository* with the file:// address of plugins.xml, then
    *Show also experimental plugins* and *Install*: QGIS's own installer fetches the repository, downloads the zip,
    unzips it into the profile and loads it; the official repository is disabled (no network here)."""
    repository = tmp_path / "repository"
    shutil.copytree(plugin_zip.rsplit("/", 1)[0], repository)
    frontages = REPO / "resources" / "sample" / "example_frontages.csv"
    probe = f"""
import pyplugin_installer, qgis.utils
from pyplugin_installer.installer_data import officialRepo, plugins, reposGroup, repositories
import qgis.core
from qgis.core import QgsSettings, QgsVectorLayer
settings = QgsSettings()
if hasattr(qgis.core, "QgsSettingsTree"):  # *Show also experimental plugins*: a settings tree node since 3.30
    qgis.core.QgsSettingsTree.node("plugin-manager").childSetting("allow-experimental").setValue(True)
else:
    settings.setValue("app/plugin_installer/allowExperimental", True)
settings.setValue(reposGroup + "/" + officialRepo[0] + "/url", officialRepo[1])
settings.setValue(reposGroup + "/" + officialRepo[0] + "/enabled", False)
settings.setValue(reposGroup + "/Dockline/url", {(repository / "plugins.xml").as_uri()!r})
installer = pyplugin_installer.instance()
installer.fetchAvailablePlugins(reloadMode=True)
results["repository_error"] = repositories.all()["Dockline"]["error"]
results["offered"] = plugins.all().get("dockline", {{}}).get("version_available")
installer.installPlugin("dockline", quiet=True, stable=False)  # experimental=True in metadata.txt
import dockline, processing
results["loaded_from"] = dockline.__file__
results["active"] = "dockline" in qgis.utils.active_plugins
frontages = QgsVectorLayer({str(frontages)!r}, "frontages", "ogr")
ran = processing.run("dockline:allocation", {{"PARCELS": frontages, "PARCEL_ID": "parcel_id",
    "LINEAL_FT_FIELD": "lineal_ft", "ALLOCATION": "memory:"}})
results["allocated"] = sorted(f["parcel_id"] for f in ran["ALLOCATION"].getFeatures())
"""
    results = run_desktop(tmp_path / "qgis", probe, timeout=120)
    assert results["repository_error"] == "" and results["offered"] == "0.1.0"
    plugins = tmp_path / "qgis" / "profiles" / "default" / "python" / "plugins"
    assert results["loaded_from"].startswith(str(plugins / "dockline")) and results["active"]
    rows = frontages.read_text().splitlines()[1:]
    valid = sorted(row.split(",")[0] for row in rows if not row.split(",")[1].startswith("-"))  # EX-10: -12 ft
    assert results["allocated"] == valid and len(valid) == 9
