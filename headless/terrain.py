"""The terrain inputs of the headless API, read as the Processing algorithms read them (§ 73-5 STEEP SLOPE,
§ 73-9C(1)(d), § 73-13H; D17): a DEM for steep slopes and the lake's bottom, a raster (through GDAL, ``rasters``)
or soundings (points with an elevation or a depth), as the engine's surfaces in working feet."""

from __future__ import annotations

import os

import numpy as np

from ..readers.rasters import VERTICAL_UNITS, grid_in
from ..rules import DocklineInputError
from ..rules.terrain.surfaces import Triangulated

NO_GDAL = (
    "rasters are read with GDAL's Python bindings (osgeo), which this Python lacks: install your system's "
    "(Debian: apt install python3-gdal) or pip install GDAL==$(gdal-config --version)"
)


def raster(path, name: str, frame, unit: str, offset_ft: float):
    """A raster of elevations (``name``: dem or bathymetry) as a ``Grid`` in the frame's working feet."""
    if unit not in VERTICAL_UNITS:
        raise DocklineInputError(f"vertical unit {unit!r}: give one of {', '.join(VERTICAL_UNITS)}")
    if not os.path.isfile(path):
        raise DocklineInputError(f"{name}: no file {path}")
    try:
        return grid_in(str(path), frame.crs.to_wkt(), frame.factor, unit, offset_ft)
    except ImportError:
        raise DocklineInputError(f"{name}: {NO_GDAL}") from None
    except DocklineInputError as error:
        raise DocklineInputError(f"{name}: {error}") from None


def soundings(points_ft, values: list, labels: list, field: str, level_ft: float | None) -> Triangulated:
    """Soundings as a surface: ``field``'s elevations, or depths below the water level ``level_ft`` they were
    taken at; those without a point or a value are left out (``labels``: how a message names each)."""
    rows = []
    for point, value, label in zip(points_ft, values, labels):
        if point is None or value is None:
            continue
        if isinstance(value, str) or not np.isfinite(value):
            raise DocklineInputError(f"{label}: {field} is {value!r}, not a number")
        rows.append((point.x, point.y, float(value)))
    xyz = np.array(rows).reshape(-1, 3)
    try:
        return Triangulated.from_soundings(xyz[:, :2], xyz[:, 2], field, level_ft)
    except DocklineInputError as error:
        raise DocklineInputError(f"bathymetry: {error}") from None
