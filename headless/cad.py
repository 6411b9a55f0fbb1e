"""A surveyor's proposed layout drawn in CAD (``readers.cad``, as ``dockline:importcad`` reads it) as the
GeoDataFrames ``dockline.check`` and the command line's ``--cad`` take, with the import's report."""

from __future__ import annotations

import os

import geopandas as gpd
import pandas as pd

from ..readers.cad import (
    IGNORED,
    REPORT_FIELDS,
    SOURCE_FIELDS,
    UNIT_WORDS,
    drawing_units,
    mapping_file,
    parse_mapping,
    read_drawing,
    read_mapping_csv,
    require_crs_in_units,
)
from ..rules.outputs.schema import PROPOSAL_FIELDS
from ..rules.tools.errors import DocklineInputError
from ..rules.tools.units import feet_per_unit, load_pyproj


def read_cad(
    path: str, crs, *, mapping: str | None = None, units: str | None = None, option: str = "--cad"
) -> tuple[dict[str, gpd.GeoDataFrame], pd.DataFrame]:
    """The drawing's docks, moorings, structures and boats (as ``docks=``, ... of ``check``) in ``crs``, the CRS its
    coordinates are in, and the report of what was read, mapped, closed, skipped and why. ``mapping``: a CSV
    (cad_layer,role) or ``layer=role`` pairs separated by ;; ``units`` (ft, us-ft, m, in) where the DXF has no
    $INSUNITS. Messages name the options as the command line's (``option``, ``option-units``, ...)."""
    pyproj = load_pyproj()
    if not os.path.isfile(path):
        raise DocklineInputError(f"{option}: no file {path}")
    try:
        source = pyproj.CRS.from_user_input(crs)
    except pyproj.exceptions.CRSError as error:
        raise DocklineInputError(f"{option}-crs: {crs!r} is no CRS ({error})") from None
    if units is not None and units not in UNIT_WORDS:
        raise DocklineInputError(f"{option}-units: {units!r} is not one of {', '.join(UNIT_WORDS)}")
    drawn = drawing_units(path, UNIT_WORDS[units] if units else None, option, f"{option}-units")
    unit = source.axis_info[0].unit_name if source.is_projected else "degrees"
    crs_feet = feet_per_unit(unit, f"{option}-crs") if source.is_projected else None
    require_crs_in_units(drawn, crs_feet, source.to_string(), unit, f"{option}-crs")
    rows, report, _ = read_drawing(path, _mapping(mapping, option), drawn.feet, option)
    if drawn.ignored:  # the units given where the drawing says its own: the report's one row of no CAD layer
        report.add(None, IGNORED, drawn.ignored)
    layers = {}
    for name, spec in PROPOSAL_FIELDS.items():
        columns = [field for field, _ in spec + SOURCE_FIELDS]
        values = [row for _, row in rows[name]]
        geometries = [geometry for geometry, _ in rows[name]]
        layers[name.lower()] = gpd.GeoDataFrame(values, columns=columns, geometry=geometries, crs=source)
    return layers, pd.DataFrame(report.rows, columns=[field for field, _ in REPORT_FIELDS])


def _mapping(given: str | None, option: str) -> dict:
    """CAD layer → role from a CSV's path or from ``layer=role`` pairs."""
    csv = mapping_file(given)
    return read_mapping_csv(csv, f"{option}-mapping") if csv else parse_mapping(given or "", f"{option}-mapping")
