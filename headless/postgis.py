"""PostGIS tables for the headless API, through GDAL's Python bindings (``osgeo``) on the system's GDAL, whose
PostgreSQL driver pyogrio's wheels lack: a table is copied into a GeoPackage to be read, and the outputs'
GeoPackage copied into tables to be written. A connection is GDAL's ``PG:dbname=lake host=...``; it may hold a
password, so messages name the table and the database (``rules.outputs.targets``), never the connection."""

from __future__ import annotations

import os
import tempfile

from ..rules import DocklineInputError
from ..rules.outputs.targets import Target, is_database

NO_BINDINGS = (
    "PostGIS tables are read and written with GDAL's Python bindings (osgeo), which this Python lacks: install your "
    "system's (Debian: apt install python3-gdal) or pip install GDAL==$(gdal-config --version)"
)


def _gdal(name: str):
    try:
        from osgeo import gdal
    except ImportError:
        raise DocklineInputError(f"{name}: {NO_BINDINGS}") from None
    gdal.UseExceptions()
    return gdal


def _translate(gdal, destination: str, source: str, what: str, **options) -> None:
    try:
        done = gdal.VectorTranslate(destination, source, options=gdal.VectorTranslateOptions(**options))
    except RuntimeError as error:
        said = str(error)
        for connection in filter(is_database, (destination, source)):
            said = said.replace(connection, "PG:...")
        raise DocklineInputError(f"cannot copy {what} ({said})") from None
    if done is None:
        raise DocklineInputError(f"cannot copy {what}")
    del done  # closing the dataset writes it


def read_table(connection: str, source: Target, read_file):
    """A table of the connection, as ``rules.outputs.targets.source_target`` resolves it (``schema.table``: the
    schema given, else the connection's ``active_schema``, else public), as ``read_file`` reads the GeoPackage it
    is copied to."""
    gdal = _gdal(source.parameter)
    with tempfile.TemporaryDirectory(prefix="dockline-postgis-") as folder:
        copy = os.path.join(folder, "table.gpkg")
        what = f"{source.parameter}: {source}"
        _translate(gdal, copy, connection, what, format="GPKG", layers=[source.table], layerName="table")
        return read_file(copy, "table")


def write_tables(gpkg: str, connection: str, tables: dict[str, Target]) -> None:
    """Each layer of ``gpkg`` into its table of the database (``tables``: layer → its target, a table of the
    connection), replacing a table of that name; the geometry column ``geom``, as QGIS names it."""
    gdal = _gdal("path")
    for layer, table in tables.items():
        _translate(
            gdal, connection, gpkg, f"{layer} into {table}", format="PostgreSQL", layers=[layer], layerName=table.table,
            accessMode="overwrite", layerCreationOptions=["GEOMETRY_NAME=geom"],
        )  # fmt: skip
