"""What Dockline needs beyond QGIS, checked without installing anything (the plugin never runs pip)."""

from __future__ import annotations

import importlib
import sys

# The shapely 2 functions Dockline calls (tests/qgis/test_repository_layout.py keeps the list complete); shapely 1.8
# has none of them at the top level. Whether shapely is usable is decided from these, not from its version string:
# Debian's shapely 2.2 reports "0+unknown".
SHAPELY_FUNCTIONS = (
    "STRtree", "area", "boundary", "bounds", "box", "buffer", "centroid", "clip_by_rect", "contains",
    "contains_properly", "contains_xy", "convex_hull", "covers", "delaunay_triangles", "difference", "distance",
    "dwithin", "envelope", "force_2d", "from_wkb", "get_coordinates", "get_dimensions", "get_exterior_ring",
    "get_num_coordinates", "get_num_interior_rings", "get_parts", "get_point", "get_rings", "get_type_id",
    "intersection", "intersects", "is_ccw", "is_closed", "is_empty", "is_geometry", "is_missing", "is_valid",
    "is_valid_reason", "length", "line_interpolate_point", "line_locate_point", "line_merge", "linearrings",
    "linestrings", "make_valid", "multilinestrings", "multipoints", "multipolygons", "normalize",
    "point_on_surface", "points", "polygons", "prepare", "reverse", "segmentize",
    "shortest_line", "symmetric_difference", "to_wkb", "total_bounds", "transform", "union", "union_all",
)  # fmt: skip
SHAPELY_REQUIREMENT = '"shapely>=2,<2.2"'
# One recipe per platform family (README, Install). Where the distribution's shapely is 2.x its package; where it is
# older, a build against the system GEOS (the one QGIS runs) into the user's site-packages, which QGIS's Python reads,
# with --no-deps so that numpy stays Debian's (GDAL's bindings need numpy 1.x there). PIP_BREAK_SYSTEM_PACKAGES lets
# pip 23 write there past PEP 668 (nothing of the system is touched); Ubuntu 22.04's pip 22 ignores it.
APT_PACKAGE = "sudo apt install python3-shapely"
BUILD = (
    "sudo apt install libgeos-dev python3-dev python3-pip gcc, then "
    f"PIP_BREAK_SYSTEM_PACKAGES=1 python3 -m pip install --user --no-deps --no-binary shapely {SHAPELY_REQUIREMENT}"
)
WINDOWS = f"in the OSGeo4W Shell, python -m pip install {SHAPELY_REQUIREMENT}"
MACOS = f"with the QPIP plugin, or python3 -m pip install --user {SHAPELY_REQUIREMENT} in the Python that QGIS runs"


def _version_tuple(text) -> tuple[int, ...]:
    parts = []
    for piece in str(text).split("."):
        digits = "".join(ch for ch in piece if ch.isdigit())
        if not digits:
            break
        parts.append(int(digits))
    return tuple(parts)


def shapely_problem(module) -> str | None:
    """None where this shapely can do what Dockline asks of it (its functions and ``geos_version``), else what is
    wrong; the version string only names what was found."""
    lacking = [name for name in (*SHAPELY_FUNCTIONS, "geos_version") if getattr(module, name, None) is None]
    if not lacking:
        return None
    named = ", ".join(lacking[:3]) + (f" and {len(lacking) - 3} more" if len(lacking) > 3 else "")
    return f"shapely ≥ 2.0 (found {getattr(module, '__version__', 'unknown')}, which lacks {named})"


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
    """One line per unmet requirement, e.g. ``shapely ≥ 2.0 (found 1.8.5, which lacks ...)``; empty when all is
    there."""
    try:
        shapely = importlib.import_module("shapely")
    except ImportError:
        return ["shapely ≥ 2.0 (not installed)"]
    problem = shapely_problem(shapely) or geos_clash(tuple(shapely.geos_version), _qgis_geos(), sys.platform)
    return [problem] if problem else []


def os_release(path: str = "/etc/os-release") -> dict:
    """The Linux distribution's ``ID``, ``ID_LIKE``, ``VERSION_ID``...; empty where there is no such file."""
    try:
        with open(path, encoding="utf-8") as handle:
            lines = handle.read().splitlines()
    except OSError:
        return {}
    pairs = (line.split("=", 1) for line in lines if "=" in line)
    return {key: value.strip().strip('"') for key, value in pairs}


def install_recipe(platform: str, release: dict) -> str:
    """How to install shapely where Dockline runs: Debian ≥ 13 and Ubuntu ≥ 24.04 package a shapely 2; older Linux
    builds it against the system GEOS (so does any other Linux); Windows and macOS use QGIS's own Python."""
    if platform.startswith("win"):
        return WINDOWS
    if platform == "darwin":
        return MACOS
    major = (_version_tuple(release.get("VERSION_ID", "")) or (None,))[0]
    newer = {"debian": 13, "ubuntu": 24}.get(release.get("ID"))
    if newer is not None and (major is None or major >= newer):  # Debian testing and unstable have no VERSION_ID
        return APT_PACKAGE
    return BUILD


def install_advice(problems: list[str], platform: str = sys.platform, release: dict | None = None) -> str:
    """A message naming what is missing and the recipe for this platform, into the Python that QGIS runs."""
    recipe = install_recipe(platform, os_release() if release is None else release)
    return (
        "Dockline cannot analyse shorelines until this is installed: " + "; ".join(problems) + ". "
        f"Install it into the Python that QGIS runs, then restart QGIS: {recipe}."
    )
