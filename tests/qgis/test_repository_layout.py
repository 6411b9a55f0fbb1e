"""The checkout as QGIS and the tests see it."""

import ast
from pathlib import Path

import pytest
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


def test_qt_is_imported_only_through_qgis_pyqt():
    for path in plugin_sources():
        assert not imported_modules(path) & {"PyQt5", "PyQt6", "sip"}, path


def test_geos_clash_is_detected_only_where_it_bites():
    from dockline.dependencies import geos_clash, install_advice

    clash = geos_clash((3, 13, 1), (3, 11, 1), "linux")
    assert clash == "shapely built for GEOS 3.13.1, but QGIS runs GEOS 3.11.1 (on Linux the two clash inside QGIS)"
    assert "--no-binary shapely" in install_advice([clash], "linux", {"ID": "debian", "VERSION_ID": "12"})
    assert geos_clash((3, 11, 1), (3, 11, 1), "linux") is None
    assert geos_clash((3, 13, 1), (3, 11, 1), "win32") is None  # each DLL keeps its own symbols
    assert geos_clash((3, 13, 1), None, "linux") is None  # headless: no QGIS in the process


def shapely_stand_in(version, *lacking):
    """A module object with shapely 2's functions (or without those named) and a version string."""
    import types

    import shapely
    from dockline.dependencies import SHAPELY_FUNCTIONS

    module = types.ModuleType("shapely")
    for name in (*SHAPELY_FUNCTIONS, "geos_version"):
        if name not in lacking:
            setattr(module, name, getattr(shapely, name))
    module.__version__ = version
    return module


def test_shapely_is_judged_by_what_it_can_do_not_by_its_version_string():
    from dockline.dependencies import shapely_problem

    assert shapely_problem(shapely_stand_in("0+unknown")) is None  # Debian's 2.2 build: a good shapely
    assert shapely_problem(shapely_stand_in("2.1.2", "dwithin")) == "shapely ≥ 2.0 (found 2.1.2, which lacks dwithin)"


def test_shapely_1_8_is_refused():
    """Shapely 1.8.5 as it is: no vectorised functions at the top level, GEOS's version under shapely.geos."""
    import types

    from dockline.dependencies import SHAPELY_FUNCTIONS, shapely_problem

    old = types.ModuleType("shapely")
    old.__version__ = "1.8.5"
    old.geos = types.SimpleNamespace(geos_version=(3, 11, 1))
    problem = shapely_problem(old)
    assert (
        problem
        == f"shapely ≥ 2.0 (found 1.8.5, which lacks STRtree, area, boundary and {len(SHAPELY_FUNCTIONS) - 2} more)"
    )


def test_every_shapely_function_dockline_calls_is_checked():
    from dockline.dependencies import SHAPELY_FUNCTIONS

    called = set()
    for folder in ("rules", "readers", "processing", "ui", "exhibit"):
        for path in (REPO / folder).rglob("*.py"):
            tree = ast.parse(path.read_text())
            called |= {
                node.attr
                for node in ast.walk(tree)
                if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name) and node.value.id == "shapely"
            }
    classes = {"Geometry", "GeometryCollection", "GeometryType", "LineString", "MultiLineString", "Point", "Polygon"}
    assert called - classes == set(SHAPELY_FUNCTIONS)


@pytest.mark.parametrize(
    "platform, release, recipe",
    [
        ("linux", {"ID": "debian", "VERSION_ID": "12"}, "--no-deps --no-binary shapely"),
        ("linux", {"ID": "ubuntu", "VERSION_ID": "22.04"}, "--no-deps --no-binary shapely"),
        ("linux", {"ID": "debian", "VERSION_ID": "13"}, "apt install python3-shapely"),
        ("linux", {"ID": "ubuntu", "VERSION_ID": "24.04"}, "apt install python3-shapely"),
        ("linux", {"ID": "debian"}, "apt install python3-shapely"),  # unstable: no VERSION_ID
        ("linux", {"ID": "fedora", "VERSION_ID": "41"}, "--no-deps --no-binary shapely"),
        ("win32", {}, "OSGeo4W Shell"),
        ("darwin", {}, "QPIP"),
    ],
)
def test_the_message_names_the_recipe_for_its_platform(platform, release, recipe):
    from dockline.dependencies import install_advice

    advice = install_advice(["shapely ≥ 2.0 (not installed)"], platform, release)
    assert recipe in advice and advice.startswith("Dockline cannot analyse shorelines until this is installed")


def test_processing_holds_one_algorithm_per_file_and_its_adapters_apart():
    """As QGIS's own algorithms: each algorithm in a module of its own, named for it; the adapters none."""
    from dockline.processing.provider import ALGORITHMS

    assert len(ALGORITHMS) >= 10
    for path in (REPO / "processing").glob("*.py"):
        classes = [node.name for node in ast.parse(path.read_text()).body if isinstance(node, ast.ClassDef)]
        assert len([name for name in classes if name.endswith("Algorithm")]) <= 1, path.name
    for algorithm in ALGORITHMS:
        *package, module = algorithm.__module__.split(".")
        assert package[-1] == "processing" and module.replace("_", "") == algorithm.algorithm_id, algorithm
    adapters = {path.stem for path in (REPO / "processing" / "adapters").glob("*.py")} - {"__init__"}
    assert adapters and not any(
        isinstance(node, ast.ClassDef) and node.name.endswith("Algorithm")
        for stem in adapters
        for node in ast.walk(ast.parse((REPO / "processing" / "adapters" / f"{stem}.py").read_text()))
    )


def test_a_test_that_runs_make_is_kept_to_the_host():
    """The matrix's Debian roots hold QGIS and the suite's tools, not make nor the host's venvs: a test that runs
    a make target is marked ``host`` (or ``cli``, whose venv make builds), as scripts/test_matrix.sh deselects."""
    unmarked = []
    for path in sorted((REPO / "tests").rglob("test_*.py")):
        tree = ast.parse(path.read_text())
        module_marks = {  # pytestmark = pytest.mark.x, or a list of them
            ast.unparse(mark)
            for node in tree.body
            if isinstance(node, ast.Assign) and "pytestmark" in ast.unparse(node.targets[0])
            for mark in (node.value.elts if isinstance(node.value, (ast.List, ast.Tuple)) else [node.value])
        }
        for node in tree.body:
            if not isinstance(node, ast.FunctionDef) or not node.name.startswith("test_"):
                continue
            runs_make = any(  # a command ["make", ...] or ("make", ...)
                isinstance(item, (ast.List, ast.Tuple)) and item.elts and ast.unparse(item.elts[0]) == "'make'"
                for item in ast.walk(node)
            )
            marks = {ast.unparse(decorator) for decorator in node.decorator_list} | module_marks
            if runs_make and not marks & {"pytest.mark.host", "pytest.mark.cli"}:
                unmarked.append(f"{path.name}::{node.name}")
    assert unmarked == []
