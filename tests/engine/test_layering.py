"""The plugin's layers, read from every import of every shipped module (absolute ``dockline.x`` and relative, at the
top or inside a function, the root modules included): each room imports only the rooms below it, inside ``rules/``
too, the QGIS-free rooms import no QGIS, and no modules import each other in a cycle of any length. Every package
under ``rules/`` and ``headless/`` is one ``pip install .`` installs."""

import ast
import re
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
SHIPPED = ("rules", "readers", "exhibit", "processing", "ui", "headless")
ROOT_MODULES = tuple(path.stem for path in REPO.glob("*.py"))
HELPERS = {"about", "dependencies"}  # the root modules every room may read: the plugin's name, its requirements
MAY_IMPORT = {  # bottom up; a room imports its own modules, the helpers and the rooms named here
    "about": set(),
    "dependencies": set(),  # it asks QGIS its GEOS version, where QGIS runs
    "rules": set(),
    "readers": {"rules"},  # the QGIS-free readers (rasters, CAD drawings), shared by Processing and the command line
    "compat": set(),
    "exhibit": {"rules", "compat"},
    "processing": {"rules", "readers", "exhibit", "compat"},
    "ui": {"rules", "readers", "exhibit", "processing", "compat"},
    "plugin": {"processing", "ui", "exhibit", "compat"},
    "headless": {"rules", "readers"},  # beside the QGIS rooms, never imported by them
    "__init__": {"plugin", "headless"},
    "__main__": {"headless"},
}
NO_QGIS = ("rules", "readers", "headless", "about", "__main__")
ENGINE_MAY_IMPORT = {  # the rooms inside rules/, bottom up; its root modules (run.py, inputs.py) may import them all
    "rules.tools": set(),  # units, arrays, threads, progress, wording, errors, values: they know no law
    "rules.law": {"rules.tools"},  # the law as data: no geometry
    "rules.terrain": {"rules.law", "rules.tools"},
    "rules.lake": {"rules.terrain", "rules.law", "rules.tools"},
    "rules.checks": {"rules.lake", "rules.terrain", "rules.law", "rules.tools"},  # they read the lake, never back
    "rules.buildout": {"rules.checks", "rules.lake", "rules.law", "rules.tools"},  # the check judges its layouts
    "rules.outputs": {"rules.buildout", "rules.checks", "rules.lake", "rules.law", "rules.tools"},
}


def module_name(path: Path) -> str:
    """``rules/checks.py`` → ``rules.checks``; ``__init__.py`` of a folder → the folder's name."""
    parts = path.relative_to(REPO).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" and len(parts) > 1 else parts)


def shipped_modules() -> dict[str, Path]:
    paths = [REPO / f"{name}.py" for name in ROOT_MODULES]
    paths += [path for folder in SHIPPED for path in (REPO / folder).rglob("*.py")]
    return {module_name(path): path for path in paths}


def imports(source: str, package: tuple[str, ...], known: set[str]) -> tuple[set[str], set[str]]:
    """The plugin modules a module of ``package`` imports (dotted names from the plugin root), and the other top-level
    packages it imports."""
    plugin, others = set(), set()
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            named = [alias.name.split(".") for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = [*package[: len(package) - node.level + 1], *(node.module.split(".") if node.module else [])]
            else:
                base = node.module.split(".")
            named = [[*base, alias.name] for alias in node.names] + [base]
        else:
            continue
        for parts in filter(None, named):
            if parts[0] == "dockline":
                parts = parts[1:]
            elif isinstance(node, ast.Import) or not node.level:
                others.add(parts[0])
                continue
            dotted = ".".join(parts)
            while dotted and dotted not in known:  # `from .rules import checks` names a module, `import x.y` a module
                dotted = dotted.rpartition(".")[0]
            if dotted:
                plugin.add(dotted)
    return plugin, others


def imports_of(module: str) -> tuple[set[str], set[str]]:
    path = MODULES[module]
    plugin, others = imports(path.read_text(), path.relative_to(REPO).parent.parts, set(MODULES))
    return plugin - {module}, others


MODULES = shipped_modules()
GRAPH = {name: imports_of(name)[0] for name in MODULES}


def room(module: str) -> str:
    return module.split(".")[0]


def engine_room(module: str) -> str:
    """``rules.checks.docks`` → ``rules.checks``; ``rules.run`` and ``rules`` → ``rules`` (the root); "" outside."""
    parts = module.split(".")
    if parts[0] != "rules":
        return ""
    in_a_folder = len(parts) > 2 or (len(parts) == 2 and (REPO / "rules" / parts[1]).is_dir())
    return ".".join(parts[:2]) if in_a_folder else "rules"


@pytest.mark.parametrize("module", sorted(MODULES))
def test_a_module_imports_only_the_rooms_below_its_own(module):
    allowed = MAY_IMPORT[room(module)] | HELPERS | {room(module)}
    assert {room(name) for name in GRAPH[module]} <= allowed, (module, {room(n) for n in GRAPH[module]} - allowed)


@pytest.mark.parametrize("module", sorted(name for name in MODULES if engine_room(name) in ENGINE_MAY_IMPORT))
def test_a_room_of_the_engine_imports_only_the_rooms_below_its_own(module):
    own = engine_room(module)
    rooms = {engine_room(name) for name in GRAPH[module] if engine_room(name) not in ("", own)}
    assert rooms <= ENGINE_MAY_IMPORT[own], (module, rooms - ENGINE_MAY_IMPORT[own])


def test_every_room_of_the_engine_is_layered():
    folders = {f"rules.{path.parent.name}" for path in (REPO / "rules").glob("*/__init__.py")}
    assert folders == set(ENGINE_MAY_IMPORT)


def installed_packages(pyproject: str) -> set[str]:
    """The packages ``[tool.setuptools]`` of a pyproject.toml lists."""
    section = re.search(r"^\[tool\.setuptools\]$(.*?)^\[", pyproject, re.M | re.S)
    listed = re.search(r"^packages = \[(.*?)\]", section.group(1) if section else "", re.M | re.S)
    return set(re.findall(r'"([\w.]+)"', listed.group(1))) if listed else set()


def test_pip_install_ships_every_package_of_the_engine_and_the_api():
    packages = {
        ".".join(("dockline", *path.parent.relative_to(REPO).parts))
        for folder in ("rules", "readers", "headless")
        for path in (REPO / folder).rglob("__init__.py")
    }
    assert packages - installed_packages((REPO / "pyproject.toml").read_text()) == set()


def test_the_headless_venv_is_installed_again_when_any_packaged_module_changes():
    """``make headless`` installs the package again only when a file its rule names is newer: every module of a
    package pip ships must be among them, or a change there is tested against the copy installed before."""
    rule = re.search(r"^\$\(HEADLESS_VENV\)/\.installed:(.*)$", (REPO / "Makefile").read_text(), re.M)
    watched = {path for pattern in re.findall(r"[\w/*]+\.py", rule.group(1)) for path in REPO.glob(pattern)}
    packages = installed_packages((REPO / "pyproject.toml").read_text())
    assert {"dockline", "dockline.rules", "dockline.readers", "dockline.headless"} <= packages
    for package in packages:
        modules = set(REPO.joinpath(*package.split(".")[1:]).glob("*.py"))
        assert modules and modules <= watched, (package, sorted(str(m) for m in modules - watched))


def test_a_package_missing_from_the_list_is_seen():
    pyproject = '[tool.setuptools]\npackages = ["dockline", "dockline.rules"]\n\n[tool.mypy]\npackages = ["x.y"]\n'
    assert installed_packages(pyproject) == {"dockline", "dockline.rules"}


@pytest.mark.parametrize("module", sorted(name for name in MODULES if room(name) in NO_QGIS))
def test_the_qgis_free_rooms_import_no_qgis(module):
    _, others = imports_of(module)
    assert not others & {"qgis", "PyQt5", "PyQt6", "sip", "processing"}, module


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected components of more than one module (Tarjan's algorithm, iterative)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found = []
    for start in sorted(graph):
        if start in index:
            continue
        work = [(start, iter(sorted(graph[start])))]
        index[start] = low[start] = len(index)
        stack.append(start)
        on_stack.add(start)
        while work:
            node, targets = work[-1]
            target = next(targets, None)
            if target is None:
                work.pop()
                if work:
                    low[work[-1][0]] = min(low[work[-1][0]], low[node])
                if low[node] == index[node]:
                    component = []
                    while True:
                        member = stack.pop()
                        on_stack.discard(member)
                        component.append(member)
                        if member == node:
                            break
                    if len(component) > 1:
                        found.append(sorted(component))
            elif target not in index:
                index[target] = low[target] = len(index)
                stack.append(target)
                on_stack.add(target)
                work.append((target, iter(sorted(graph.get(target, ())))))
            elif target in on_stack:
                low[node] = min(low[node], index[target])
    return found


def test_no_modules_import_each_other_in_a_cycle():
    assert cycles(GRAPH) == []


@pytest.mark.parametrize(
    "graph, expected",
    [
        ({"a": {"b"}, "b": {"a"}}, [["a", "b"]]),
        ({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}, [["a", "b", "c"]]),
        ({"a": {"b"}, "b": {"c"}, "c": set()}, []),
    ],
)
def test_a_cycle_of_any_length_is_found(graph, expected):
    assert cycles(graph) == expected


SOURCE = """
import numpy
from qgis.core import QgsProject
import dockline.rules.checks
from dockline.exhibit import layout
from .. import rasters


def later():
    from ..processing.base import DocklineAlgorithm
    from . import catalogue
"""


def test_absolute_relative_and_lazy_imports_are_read():
    known = {"rules.checks", "rules.catalogue", "exhibit.layout", "exhibit", "rasters", "processing.base"}
    plugin, others = imports(SOURCE, ("rules",), known)
    assert plugin == {"rules.checks", "exhibit.layout", "exhibit", "rasters", "processing.base", "rules.catalogue"}
    assert others == {"numpy", "qgis"}


def unresolved(source: str, package: tuple[str, ...], known: set[str]) -> list[str]:
    """The modules a module's ``from X import ...`` or ``import dockline.X`` of the plugin names that do not exist
    (``from .rules import`` left in a module moved one folder down would otherwise read as an import of its own
    room)."""
    missing = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            named = [alias.name.split(".")[1:] for alias in node.names if alias.name.split(".")[0] == "dockline"]
            missing += [".".join(base) for base in named if base and ".".join(base) not in known]
            continue
        if not isinstance(node, ast.ImportFrom):
            continue
        if node.level:
            base = [*package[: len(package) - node.level + 1], *(node.module.split(".") if node.module else [])]
        elif (node.module or "").split(".")[0] == "dockline":
            base = node.module.split(".")[1:]
        else:
            continue
        if base and ".".join(base) not in known:
            missing.append(".".join(base))
    return missing


@pytest.mark.parametrize("module", sorted(MODULES))
def test_every_import_of_the_plugin_names_a_module_that_exists(module):
    path = MODULES[module]
    assert unresolved(path.read_text(), path.relative_to(REPO).parent.parts, set(MODULES)) == [], module


def test_an_import_of_a_module_that_is_not_there_is_found():
    known = {"rules", "rules.terrain", "readers", "readers.rasters"}
    assert unresolved("from .rules.terrain import Grid\nfrom ..rules.terrain import Grid", ("readers",), known) == [
        "readers.rules.terrain"
    ]
    assert unresolved("import dockline.rules.terrain\nimport dockline.rules.gone", ("readers",), known) == [
        "rules.gone"
    ]
