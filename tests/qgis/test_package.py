"""``make package``: the zip holds the plugin and nothing else, and QGIS loads it from a fresh profile."""

import subprocess
import sys
import zipfile

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
        "rules/catalogue.py",
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
