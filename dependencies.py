"""What Dockline needs beyond QGIS, checked without installing anything (the plugin never runs pip)."""

from __future__ import annotations

import importlib

REQUIRED = (("shapely", (2, 0)),)


def _version_tuple(text: str) -> tuple[int, ...]:
    parts = []
    for piece in str(text).split("."):
        digits = "".join(ch for ch in piece if ch.isdigit())
        if not digits:
            break
        parts.append(int(digits))
    return tuple(parts)


def missing_requirements() -> list[str]:
    """One line per unmet requirement, e.g. ``shapely ≥ 2.0 (found 1.8.5)``; empty when all is there."""
    problems = []
    for name, minimum in REQUIRED:
        wanted = f"{name} ≥ {'.'.join(map(str, minimum))}"
        try:
            module = importlib.import_module(name)
        except ImportError:
            problems.append(f"{wanted} (not installed)")
            continue
        found = getattr(module, "__version__", "unknown")
        if _version_tuple(found) < minimum:
            problems.append(f"{wanted} (found {found})")
    return problems


def install_advice(problems: list[str]) -> str:
    """A message naming what is missing and how to install it into the Python that QGIS runs."""
    specs = " ".join(f'"{name}>={".".join(map(str, minimum))}"' for name, minimum in REQUIRED)
    return (
        "Dockline cannot analyse shorelines until this is installed: " + "; ".join(problems) + ". "
        "Install it into the Python that QGIS runs, then restart QGIS: with the QPIP plugin (it reads "
        "Dockline's requirements.txt), or from a shell: Linux/macOS "
        f"`python3 -m pip install --user {specs}`, Windows (OSGeo4W Shell) `python -m pip install {specs}`."
    )
