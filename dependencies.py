"""What Dockline needs beyond QGIS, checked without installing anything (the plugin never runs pip)."""

from __future__ import annotations

import importlib
import sys

REQUIRED = (("shapely", (2, 0)),)
FROM_SOURCE = (
    "sudo apt install libgeos-dev python3-dev gcc, then "
    'python3 -m pip install --user --no-binary shapely "shapely>=2.0"'
)


def _version_tuple(text) -> tuple[int, ...]:
    parts = []
    for piece in str(text).split("."):
        digits = "".join(ch for ch in piece if ch.isdigit())
        if not digits:
            break
        parts.append(int(digits))
    return tuple(parts)


def geos_clash(shapely_geos: tuple[int, ...], qgis_geos: tuple[int, ...] | None, platform: str) -> str | None:
    """On Linux a shapely that carries its own GEOS runs, inside QGIS, partly on QGIS's GEOS (the process's
    symbols win): with different versions that crashes or gives wrong results. None where it is safe."""
    if qgis_geos is None or not platform.startswith("linux") or tuple(shapely_geos[:3]) == tuple(qgis_geos[:3]):
        return None
    return (
        f"shapely built for GEOS {'.'.join(map(str, shapely_geos[:3]))}, but QGIS runs GEOS "
        f"{'.'.join(map(str, qgis_geos[:3]))} (on Linux the two clash inside QGIS)"
    )


def _qgis_geos() -> tuple[int, int, int] | None:
    try:
        from qgis.core import Qgis
    except ImportError:  # headless: no QGIS in this process
        return None
    return Qgis.geosVersionMajor(), Qgis.geosVersionMinor(), Qgis.geosVersionPatch()


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
        elif name == "shapely":
            clash = geos_clash(tuple(module.geos_version), _qgis_geos(), sys.platform)
            if clash:
                problems.append(clash)
    return problems


def install_advice(problems: list[str]) -> str:
    """A message naming what is missing and how to install it into the Python that QGIS runs."""
    specs = " ".join(f'"{name}>={".".join(map(str, minimum))}"' for name, minimum in REQUIRED)
    advice = (
        "Dockline cannot analyse shorelines until this is installed: " + "; ".join(problems) + ". "
        "Install it into the Python that QGIS runs, then restart QGIS: with the QPIP plugin (it reads "
        "Dockline's requirements.txt), or from a shell: Linux/macOS "
        f"`python3 -m pip install --user {specs}`, Windows (OSGeo4W Shell) `python -m pip install {specs}`."
    )
    if any("GEOS" in problem for problem in problems):
        advice += f" On Linux, build shapely against QGIS's GEOS instead: {FROM_SOURCE}."
    return advice
