"""QGIS 4 (Qt 6) drops the unscoped spellings of enum members (``QgsFeatureSink.FastInsert``): the code spells
every Qt and QGIS enum member through its enum (``QgsFeatureSink.Flag.FastInsert``), which QGIS 3.22 reads too.
Checked against the running QGIS's own classes."""

from __future__ import annotations

import ast
import importlib

import pytest
from devenv import REPO

CHECKED = [REPO / "plugin.py", REPO / "compat.py"] + sorted(
    path for folder in ("processing", "ui", "scripts", "tests/qgis") for path in (REPO / folder).rglob("*.py")
)


def imported_classes(tree: ast.Module) -> dict:
    """Local name → the object it names, for every ``from qgis... import`` in the module."""
    names = {}
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and (node.module or "").startswith("qgis"):
            module = importlib.import_module(node.module)
            for alias in node.names:
                names[alias.asname or alias.name] = getattr(module, alias.name, None)
    return names


def unscoped(owner, member: str) -> str | None:
    """``Enum.member`` where ``owner.member`` is a member of an enum that can be named instead, else None."""
    enum = type(getattr(owner, member, None))
    path = enum.__qualname__.split(".")
    if len(path) < 2 or path[-1] == member or isinstance(getattr(owner, member), type):
        return None
    return f"{enum.__qualname__}.{member}" if getattr(enum, member, None) is not None else None


def unscoped_members(source: str) -> list:
    tree = ast.parse(source)
    classes = imported_classes(tree)
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name) and node.value.id in classes:
            scoped = unscoped(classes[node.value.id], node.attr)
            if scoped:
                found.append(f"{node.lineno}: {node.value.id}.{node.attr} → {scoped}")
    return found


def test_the_check_knows_scoped_from_unscoped():
    source = (
        "from qgis.core import Qgis, QgsFeatureSink, QgsTask\nfrom qgis.PyQt.QtCore import Qt\n"
        "a = QgsFeatureSink.FastInsert\nb = QgsTask.CanCancel\nc = Qt.AlignLeft\n"
        "d = QgsFeatureSink.Flag.FastInsert\ne = Qt.AlignmentFlag.AlignLeft\nf = Qgis.MessageLevel.Info\n"
        "g = Qgis.QGIS_VERSION_INT\n"
    )
    assert [line.split(":")[0] for line in unscoped_members(source)] == ["3", "4", "5"]


@pytest.mark.parametrize("path", CHECKED, ids=lambda path: str(path.relative_to(REPO)))
def test_enum_members_are_scoped(path):
    assert not unscoped_members(path.read_text(encoding="utf-8"))


def older_spellings() -> set[str]:
    """The enums ``compat.py`` names for QGIS before 3.36 (its ``else`` branches), which QGIS 3.36+ deprecates and
    QGIS 4 may drop: ``QgsProcessingParameterNumber.Type`` for ``Qgis.ProcessingNumberParameterType``."""
    enums = set()
    for node in ast.walk(ast.parse((REPO / "compat.py").read_text(encoding="utf-8"))):
        for statement in node.orelse if isinstance(node, ast.If) else []:
            for value in ast.walk(statement):
                outer = value.value if isinstance(value, ast.Attribute) else None
                if isinstance(outer, ast.Attribute) and isinstance(outer.value, ast.Name):
                    enums.add(f"{outer.value.id}.{outer.attr}")
    return enums


def test_compat_names_the_older_spellings():
    assert {"QgsProcessingParameterNumber.Type", "QgsProcessing.SourceType"} <= older_spellings()


@pytest.mark.parametrize("path", [p for p in CHECKED if p.name != "compat.py"], ids=lambda p: str(p.relative_to(REPO)))
def test_enums_that_differ_between_versions_come_through_compat(path):
    older = older_spellings()
    found = [
        f"{node.lineno}: {node.value.id}.{node.attr}"
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8")))
        if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name)
        if f"{node.value.id}.{node.attr}" in older
    ]
    assert not found, "spell these through compat.py: " + ", ".join(found)
