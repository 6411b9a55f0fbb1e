"""Python 3.9 is the floor of QGIS 3.22-3.28 on Windows and macOS: every module the plugin ships must compile for
it, and no annotation evaluated at import may use 3.10's ``X | Y``. ``make test-python39`` runs the engine's and the
headless rooms under a real Python 3.9 (Debian 11); the QGIS rooms' modules (``processing/``, ``ui/``, ``exhibit/``,
``plugin.py``) have no QGIS on Python 3.9 there to be imported by, so this check reads every shipped module's code."""

import ast
from pathlib import Path

import pytest
from package import REPO, plugin_files

MODULES = [path for path in plugin_files() if path.suffix == ".py"]


def evaluated_annotations(tree: ast.Module):
    """The annotations Python evaluates when the module is imported or its functions defined: every function's
    argument and return annotations, and the variable annotations at module and class level."""
    for node in ast.walk(tree):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            arguments = node.args
            every = [*arguments.posonlyargs, *arguments.args, *arguments.kwonlyargs, arguments.vararg, arguments.kwarg]
            yield from (argument.annotation for argument in every if argument is not None and argument.annotation)
            if node.returns is not None:
                yield node.returns
    scopes = [tree, *(node for node in ast.walk(tree) if isinstance(node, ast.ClassDef))]
    yield from (node.annotation for scope in scopes for node in scope.body if isinstance(node, ast.AnnAssign))


def postponed(tree: ast.Module) -> bool:
    return any(
        isinstance(node, ast.ImportFrom)
        and node.module == "__future__"
        and any(a.name == "annotations" for a in node.names)
        for node in tree.body
    )


def test_the_plugin_has_modules_to_check():
    assert len(MODULES) > 20 and Path("plugin.py") in MODULES


@pytest.mark.parametrize("path", MODULES, ids=str)
def test_module_compiles_for_python39(path):
    ast.parse((REPO / path).read_text(encoding="utf-8"), str(path), feature_version=(3, 9))


@pytest.mark.parametrize("path", MODULES, ids=str)
def test_no_union_annotation_is_evaluated_on_python39(path):
    tree = ast.parse((REPO / path).read_text(encoding="utf-8"))
    if postponed(tree):
        return
    unions = [
        f"{path}:{node.lineno}: {ast.unparse(annotation)}"
        for annotation in evaluated_annotations(tree)
        for node in ast.walk(annotation)
        if isinstance(node, ast.BinOp) and isinstance(node.op, ast.BitOr)
    ]
    assert not unions, (
        "X | Y is evaluated at import on Python 3.9 (a TypeError); add `from __future__ import annotations`"
    )


def test_the_union_check_finds_what_python39_rejects():
    """The checker itself: an evaluated union is found, a postponed or local one is not."""
    found = ast.parse("def f(x: int | None) -> str | None: ...\nclass A:\n    y: list | None = None\n")
    assert len([a for a in evaluated_annotations(found) if isinstance(a, ast.BinOp)]) == 3
    assert postponed(ast.parse("from __future__ import annotations\n"))
    local = ast.parse("def f():\n    y: int | None = None\n")
    assert not list(evaluated_annotations(local))
