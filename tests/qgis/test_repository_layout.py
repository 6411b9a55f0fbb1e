"""The checkout as QGIS and the tests see it."""

import ast
from pathlib import Path

from devenv import REPO


def test_qgis_processing_module_is_not_shadowed_by_the_plugin_folder():
    import processing

    assert Path(processing.__file__).resolve().is_relative_to(Path("/usr/share/qgis/python/plugins"))


def imported_modules(path: Path) -> set[str]:
    """Top-level names of every module a Python file imports."""
    tree = ast.parse(path.read_text())
    names = {alias.name for node in ast.walk(tree) if isinstance(node, ast.Import) for alias in node.names}
    names |= {node.module for node in ast.walk(tree) if isinstance(node, ast.ImportFrom) and node.module}
    return {name.split(".")[0] for name in names}


def plugin_sources():
    return [path for path in REPO.rglob("*.py") if not {".venv", ".build"} & set(path.parts)]


def test_rules_import_no_qgis():
    for path in (REPO / "rules").rglob("*.py"):
        assert not imported_modules(path) & {"qgis", "PyQt5", "PyQt6"}, path


def test_qt_is_imported_only_through_qgis_pyqt():
    for path in plugin_sources():
        assert not imported_modules(path) & {"PyQt5", "PyQt6", "sip"}, path


def test_geos_clash_is_detected_only_where_it_bites():
    from dockline.dependencies import geos_clash, install_advice

    clash = geos_clash((3, 13, 1), (3, 11, 1), "linux")
    assert clash == "shapely built for GEOS 3.13.1, but QGIS runs GEOS 3.11.1 (on Linux the two clash inside QGIS)"
    assert "--no-binary shapely" in install_advice([clash])
    assert geos_clash((3, 11, 1), (3, 11, 1), "linux") is None
    assert geos_clash((3, 13, 1), (3, 11, 1), "win32") is None  # each DLL keeps its own symbols
    assert geos_clash((3, 13, 1), None, "linux") is None  # headless: no QGIS in the process


FOLDERS = ("rules", "exhibit", "processing", "ui")
MAY_IMPORT = {  # the layers, bottom up: a folder imports only the ones below it (and the plugin's top modules)
    "rules": set(),
    "exhibit": {"rules"},
    "processing": {"rules", "exhibit"},
    "ui": {"rules", "exhibit", "processing"},
}


def plugin_imports(path: Path) -> set[str]:
    """The plugin modules a file imports (lazily too), as dotted names from the plugin root: ``rules.checks``."""
    package = path.relative_to(REPO).parent.parts
    names = set()
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.ImportFrom) and node.level:
            base = package[: len(package) - node.level + 1]
            module = [*base, *(node.module.split(".") if node.module else [])]
            names |= {".".join(module)} if node.module else {".".join([*module, a.name]) for a in node.names}
    return names


def test_folders_import_only_the_layers_below_them():
    for folder, allowed in MAY_IMPORT.items():
        for path in (REPO / folder).rglob("*.py"):
            used = {name.split(".")[0] for name in plugin_imports(path)} & set(FOLDERS)
            assert used <= allowed | {folder}, (path.relative_to(REPO), used - allowed - {folder})


def test_no_two_modules_import_each_other():
    graph = {
        ".".join(path.relative_to(REPO).with_suffix("").parts): plugin_imports(path)
        for folder in FOLDERS
        for path in (REPO / folder).rglob("*.py")
    }
    pairs = {(a, b) for a, targets in graph.items() for b in targets if a in graph.get(b, ())}
    assert not pairs, sorted(pairs)
