"""Units and CRS (D16): the engine works in US survey feet whatever the input.

A projected layer in US survey feet is used as it is; metres and international feet are scaled exactly
(1 m = 3937/1200 US ft; 1 ft = 0.3048 m). A layer in a geographic CRS, or in a projected one whose scale factor at
the data differs from 1 by more than MAX_SCALE_ERROR (any Mercator, an equal-area CRS, a far-off UTM zone), is
reprojected, with a notice, to the working CRS (default EPSG:2261, NAD83 / New York Central (ftUS)) where the data
lies in its area of use, otherwise to a transverse Mercator in US feet centred on the data. "The data" is the
lake's extent where the caller gives it (``measured_at``), so that a stray parcel far off moves nothing. The working
CRS itself is used as it is. A layer with no CRS is refused.
pyproj is needed only here, for the headless path; inside QGIS the adapters transform with QGIS.
"""

from __future__ import annotations

import math
import os
import sys
import warnings
from dataclasses import dataclass
from typing import Callable

import numpy as np
import shapely

from .errors import DocklineInputError

US_FT_PER_METRE = 3937 / 1200
US_FT_PER_FOOT = 0.3048 * 3937 / 1200
FEET_PER_UNIT = {"US survey foot": 1.0, "metre": US_FT_PER_METRE, "meter": US_FT_PER_METRE, "foot": US_FT_PER_FOOT}
MAX_SCALE_ERROR = 1e-5  # a projected CRS's scale at the data further than this from 1 does not give ground feet


def feet_per_unit(unit_name: str, layer: str = "layer") -> float:
    """US survey feet in one unit of a projected CRS's axes; a clear error for any other unit."""
    try:
        return FEET_PER_UNIT[unit_name]
    except KeyError:
        raise DocklineInputError(
            f"{layer}: its CRS measures in {unit_name!r}; Dockline needs metres or feet (or a geographic CRS)"
        ) from None


@dataclass(frozen=True)
class Frame:
    """How one layer's coordinates become working feet and back: ``crs`` is the CRS the working feet are
    measured in (pyproj), its coordinates times ``factor``."""

    description: str
    notice: str | None
    forward: Callable[[np.ndarray], np.ndarray]
    backward: Callable[[np.ndarray], np.ndarray]
    crs: object = None
    factor: float = 1.0

    def to_feet(self, geometry):
        return geometry if self.forward is _same else shapely.transform(geometry, self.forward)

    def from_feet(self, geometry):
        return geometry if self.backward is _same else shapely.transform(geometry, self.backward)


def _same(xy: np.ndarray) -> np.ndarray:
    """Coordinates already in US survey feet: the geometries are used as they are, not copied."""
    return xy


def _scale(factor: float) -> tuple[Callable, Callable]:
    if factor == 1.0:
        return _same, _same
    return (lambda xy: xy * factor), (lambda xy: xy / factor)


def frame_for(
    crs,
    lonlat_bounds: tuple[float, float, float, float] | None = None,
    *,
    layer: str = "layer",
    working_crs: str = "EPSG:2261",
    measured_at: tuple[float, float, float, float] | None = None,
) -> Frame:
    """The frame for a layer's CRS (anything pyproj reads). ``lonlat_bounds`` (the data's extent in degrees, which
    must lie on the earth) chooses between the working CRS and a local one when the layer must be reprojected, and
    is where a projected CRS's scale is checked (without it, a projected CRS is used as it is); ``measured_at`` (in
    degrees), where given, does so instead: the lake's extent, so that a parcel far off (a placeholder at 0,0, a
    stray record) moves neither."""
    pyproj = load_pyproj()
    source = _read(pyproj, crs, layer)
    require_on_earth(lonlat_bounds, source.name, layer)
    where = measured_at if measured_at is not None else lonlat_bounds
    target, name = _target(pyproj, where, working_crs)
    scale = _scale_at(pyproj, source, where) if source.is_projected else None
    if source.is_projected and (source == target or scale is None or true_to_scale(*scale)):
        factor = feet_per_unit(source.axis_info[0].unit_name, layer)
        forward, backward = _scale(factor)
        description = f"{source.name} ({source.axis_info[0].unit_name} × {factor:.9g})"
        return Frame(description, None, forward, backward, source, factor)
    why = "" if scale is None else f" (its scale factor at the data is {max(scale, key=lambda k: abs(k - 1)):.6f})"
    return _reprojection(
        pyproj,
        source,
        target,
        name,
        f"{layer} is in {source.name}: reprojected to {name} to measure in US survey feet{why}",
    )


def require_on_earth(lonlat_bounds, crs_name: str, layer: str) -> None:
    """The data's extent in degrees lies on the earth; else its CRS (named ``crs_name``) is not the one its
    coordinates are in."""
    if lonlat_bounds is None:
        return
    west, south, east, north = lonlat_bounds
    if all(math.isfinite(v) for v in lonlat_bounds) and -180 <= west <= east <= 180 and -90 <= south <= north <= 90:
        return
    raise DocklineInputError(
        f"{layer}: its coordinates are no places on the earth in {crs_name} (in degrees, x {west:.6g} to "
        f"{east:.6g}, y {south:.6g} to {north:.6g}): the layer's CRS is not the one its coordinates are in (a "
        "GeoJSON file without a crs member is read as degrees). Set its real CRS."
    )


def true_to_scale(meridional: float, parallel: float) -> bool:
    """Whether a CRS measures ground lengths where the data is: both its scale factors there within
    MAX_SCALE_ERROR of 1 (a CRS whose factors cannot be computed is not)."""
    return max(abs(meridional - 1), abs(parallel - 1)) <= MAX_SCALE_ERROR


def _scale_at(pyproj, source, lonlat_bounds) -> tuple[float, float] | None:
    """The projected CRS's (meridional, parallel) scale factors at the centre of the data; None without bounds."""
    if lonlat_bounds is None:
        return None
    west, south, east, north = lonlat_bounds
    factors = pyproj.Proj(source).get_factors((west + east) / 2, (south + north) / 2, errcheck=False)
    return float(factors.meridional_scale), float(factors.parallel_scale)


def frames_for_layers(
    layers: dict[str, tuple[object, tuple[float, float, float, float] | None]], *, working_crs: str = "EPSG:2261"
) -> dict[str, Frame]:
    """Frames for several layers (name → (CRS, lon/lat bounds)) into the same working feet. Layers sharing one
    CRS get that CRS's frame; where CRSs differ, every layer is reprojected to one working CRS, with a notice
    naming the CRSs."""
    pyproj = load_pyproj()
    sources = {name: _read(pyproj, crs, name) for name, (crs, _) in layers.items()}
    if len({source.to_wkt() for source in sources.values()}) == 1:
        name, (crs, bounds) = next(iter(layers.items()))
        frame = frame_for(crs, bounds, layer=name, working_crs=working_crs)
        return dict.fromkeys(layers, frame)
    boxes = [b for _, b in layers.values() if b is not None]
    extent = (
        (min(b[0] for b in boxes), min(b[1] for b in boxes), max(b[2] for b in boxes), max(b[3] for b in boxes))
        if boxes
        else None
    )
    target, target_name = _target(pyproj, extent, working_crs)
    listing = ", ".join(f"{name} in {source.name}" for name, source in sources.items())
    return {
        name: _reprojection(
            pyproj,
            source,
            target,
            target_name,
            f"the layers' CRSs differ ({listing}): {name} reprojected to {target_name}",
        )
        for name, source in sources.items()
    }


def require_crs(layer: str, has_crs: bool) -> None:
    """A layer without a CRS is refused, never taken to be in the parcels' CRS: its coordinates could be in any
    unit and anywhere."""
    if not has_crs:
        raise DocklineInputError(f"{layer} has no CRS: set its CRS before running Dockline")


def _read(pyproj, crs, layer: str):
    require_crs(layer, crs is not None and crs != "")
    try:
        source = pyproj.CRS.from_user_input(crs)
    except pyproj.exceptions.CRSError as error:
        raise DocklineInputError(f"{layer}: its CRS {crs!r} is not one Dockline can read ({error})") from None
    if not (source.is_projected or source.is_geographic):
        raise DocklineInputError(f"{layer}: its CRS {source.name!r} is neither projected nor geographic")
    return source


def _target(pyproj, lonlat_bounds, working_crs: str):
    """The working CRS where the data lies in its area of use, else a transverse Mercator in US feet centred on
    the data; with its name for notices."""
    target = pyproj.CRS.from_user_input(working_crs)
    if lonlat_bounds is None or _inside(lonlat_bounds, target.area_of_use):
        return target, target.name
    definition = local_definition(lonlat_bounds)
    return pyproj.CRS.from_proj4(definition), definition


def local_definition(lonlat_bounds: tuple[float, float, float, float]) -> str:
    """A transverse Mercator in US survey feet centred on the data (west, south, east, north in degrees)."""
    west, south, east, north = lonlat_bounds
    return (
        f"+proj=tmerc +lat_0={(south + north) / 2:.6f} +lon_0={(west + east) / 2:.6f} +k=1 +x_0=0 +y_0=0 "
        "+datum=NAD83 +units=us-ft +no_defs"
    )


def _reprojection(pyproj, source, target, name: str, notice: str) -> Frame:
    there = pyproj.Transformer.from_crs(source, target, always_xy=True)
    back = pyproj.Transformer.from_crs(target, source, always_xy=True)
    return Frame(
        name,
        notice,
        lambda xy: np.column_stack(there.transform(xy[:, 0], xy[:, 1])),
        lambda xy: np.column_stack(back.transform(xy[:, 0], xy[:, 1])),
        target,
    )


def load_pyproj():
    """pyproj, imported only on the headless path. A system pyproj inside a venv looks for its data under the
    venv's prefix: point it at the system's."""
    with warnings.catch_warnings():  # its import warns about the data folder, which is set just below
        warnings.simplefilter("ignore")
        import pyproj
    try:
        pyproj.datadir.get_data_dir()
    except pyproj.exceptions.DataDirError:
        pyproj.datadir.set_data_dir(os.path.join(sys.base_prefix, "share", "proj"))
    return pyproj


def _inside(bounds, area_of_use) -> bool:
    if area_of_use is None:
        return False
    west, south, east, north = bounds
    return (
        area_of_use.west <= west
        and east <= area_of_use.east
        and area_of_use.south <= south
        and north <= area_of_use.north
    )
