"""A GeoPackage's table is written by Dockline's own writer (``processing/adapters/sinks.py``, ``write_table``), not
through Processing's sink: the table is the one that sink writes, whatever the geometry type, a feature without
geometry and a NULL value included, whether the table is a new file's or is added to a GeoPackage."""

from __future__ import annotations

import contextlib
import sqlite3
import threading
import weakref

import pytest
import shapely
from dockline.compat import TYPE_BOOL, TYPE_DOUBLE, TYPE_INT, TYPE_STRING
from dockline.processing.adapters.sinks import AsideSinks, GeoPackageTable, write_table
from dockline.processing.shoreline_analysis import ShorelineAnalysisAlgorithm
from osgeo import ogr
from qgis.core import (
    QgsCoordinateReferenceSystem,
    QgsCoordinateTransformContext,
    QgsFeature,
    QgsField,
    QgsFields,
    QgsGeometry,
    QgsProcessingContext,
    QgsProcessingException,
    QgsProcessingUtils,
    QgsWkbTypes,
)

SHAPES = {
    "Point": shapely.Point(1, 2),
    "MultiPoint": shapely.MultiPoint([(1, 2), (3, 4)]),
    "LineString": shapely.LineString([(0, 0), (10, 5)]),
    "MultiLineString": shapely.MultiLineString([[(0, 0), (10, 5)], [(20, 0), (30, 1)]]),
    "Polygon": shapely.box(0, 0, 10, 10),
    "MultiPolygon": shapely.MultiPolygon([shapely.box(0, 0, 10, 10), shapely.box(20, 0, 30, 10)]),
    "NoGeometry": None,
}


def features(kind: str) -> tuple[QgsFields, list]:
    """Fields of every type Dockline writes, and three features: one with a geometry and values, one without a
    geometry, one with NULL values."""
    fields = QgsFields()
    for name, kind_of in (("parcel_id", TYPE_STRING), ("slips", TYPE_INT), ("ft", TYPE_DOUBLE), ("ok", TYPE_BOOL)):
        fields.append(QgsField(name, kind_of))
    made = []
    for shape, values in ((SHAPES[kind], ["P-1", 3, 12.5, True]), (None, ["P-2", 0, 0.0, False]),
                          (SHAPES[kind], [None, None, None, None])):  # fmt: skip
        feature = QgsFeature(fields)
        if shape is not None:
            geometry = QgsGeometry()
            geometry.fromWkb(shapely.to_wkb(shape))
            feature.setGeometry(geometry)
        feature.setAttributes(values)
        made.append(feature)
    return fields, made


def by_processing(path: str, table: str, fields, geometry_type, crs, made: list) -> None:
    """The table as Processing's own sink writes it."""
    destination = f"ogr:dbname='{path}' table=\"{table}\" (geom)"
    context = QgsProcessingContext()
    sink, _ = QgsProcessingUtils.createFeatureSink(destination, context, fields, geometry_type, crs)
    assert sink.addFeatures(made)
    del sink


def table(path: str, name: str) -> tuple:
    """What a reader of the table sees: its schema, rows (a missing geometry as None, an empty one as 'EMPTY'),
    its rows in the spatial index, and the GeoPackage's records of it (not the time it was written, nor its
    count of features, which Processing's sink leaves unknown)."""
    source = ogr.Open(path)
    layer = source.GetLayerByName(name)
    definition = layer.GetLayerDefn()
    fields = [
        (f.GetName(), f.GetTypeName(), f.GetSubType(), f.GetWidth(), f.IsNullable())
        for f in (definition.GetFieldDefn(k) for k in range(definition.GetFieldCount()))
    ]
    rows = []
    for feature in layer:
        shape = feature.GetGeometryRef()
        drawn = None if shape is None else "EMPTY" if shape.IsEmpty() else bytes(shape.ExportToIsoWkb())
        rows.append((feature.GetFID(), drawn, [feature.GetField(k) for k in range(feature.GetFieldCount())]))
    schema = (layer.GetGeomType(), layer.GetGeometryColumn(), layer.GetFIDColumn(), fields)
    del layer, source
    database = sqlite3.connect(path)
    records = {
        "contents": database.execute(
            "SELECT data_type, identifier, description, min_x, min_y, max_x, max_y, srs_id FROM gpkg_contents "
            "WHERE table_name = ?",
            (name,),
        ).fetchall(),
        "columns": database.execute("SELECT * FROM gpkg_geometry_columns WHERE table_name = ?", (name,)).fetchall(),
        "sql": sorted(database.execute("SELECT type, sql FROM sqlite_master WHERE tbl_name = ?", (name,))),
    }
    if database.execute(
        "SELECT 1 FROM sqlite_master WHERE name = 'gpkg_extensions'"
    ).fetchone():  # not for tables alone
        records["extensions"] = database.execute(
            "SELECT * FROM gpkg_extensions WHERE table_name = ?", (name,)
        ).fetchall()
    if database.execute("SELECT 1 FROM sqlite_master WHERE name = ?", (f"rtree_{name}_geom",)).fetchone():
        index = f"rtree_{name}_geom".replace('"', '""')
        records["indexed"] = database.execute(f'SELECT id FROM "{index}" ORDER BY id').fetchall()
    database.close()
    return schema, rows, records


@pytest.mark.parametrize("kind", list(SHAPES))
@pytest.mark.parametrize("added", [False, True], ids=["new file", "added table"])
def test_a_geopackage_table_is_the_table_processings_sink_writes(tmp_path, kind, added):
    geometry_type = QgsWkbTypes.parseType(kind) if kind != "NoGeometry" else QgsWkbTypes.Type.NoGeometry
    crs = QgsCoordinateReferenceSystem("EPSG:2261") if kind != "NoGeometry" else QgsCoordinateReferenceSystem()
    fields, made = features(kind)
    ours, theirs = str(tmp_path / "ours.gpkg"), str(tmp_path / "theirs.gpkg")
    if added:  # another table first: this one is added to the file
        other_fields, other = features("Point")
        point = QgsWkbTypes.Type.Point
        write_table(GeoPackageTable(ours, "other"), other_fields, point, crs, other, QgsCoordinateTransformContext())
        by_processing(theirs, "other", other_fields, point, crs, other)
    write_table(GeoPackageTable(ours, "written"), fields, geometry_type, crs, made, QgsCoordinateTransformContext())
    by_processing(theirs, "written", fields, geometry_type, crs, made)
    written = table(ours, "written")
    assert written == table(theirs, "written")
    rows = written[1]
    assert [drawn is None for _, drawn, _ in rows] == [kind == "NoGeometry", True, kind == "NoGeometry"]
    assert rows[2][2] == [None, None, None, None]
    if kind != "NoGeometry":
        assert written[2]["indexed"] == [(1,), (3,)]  # the feature without geometry is not in the spatial index


def test_a_table_name_with_a_quote_is_written_with_gdal_raising_its_errors(tmp_path):
    """A table named with a double quote, a feature without geometry in it, while GDAL raises its errors as
    exceptions (as Dockline's raster readers turn them on): the empty geometry is still made NULL."""
    fields, made = features("Polygon")
    crs = QgsCoordinateReferenceSystem("EPSG:2261")
    raising = ogr.GetUseExceptions()
    ogr.UseExceptions()
    try:
        written = GeoPackageTable(str(tmp_path / "quoted.gpkg"), 'the "shore"')
        write_table(written, fields, QgsWkbTypes.Type.Polygon, crs, made, QgsCoordinateTransformContext())
    finally:
        if not raising:
            ogr.DontUseExceptions()
    rows = table(written.path, written.table)[1]
    assert [drawn is None for _, drawn, _ in rows] == [False, True, False]


def test_a_table_that_cannot_be_made_says_why(tmp_path):
    fields, made = features("Point")
    crs = QgsCoordinateReferenceSystem("EPSG:2261")
    written = GeoPackageTable(str(tmp_path / "gone" / "table.gpkg"), "table")
    with pytest.raises(QgsProcessingException, match=r"\S"):
        write_table(written, fields, QgsWkbTypes.Type.Point, crs, made, QgsCoordinateTransformContext())
    assert list(tmp_path.iterdir()) == []


@contextlib.contextmanager
def watched_sinks(parameters: dict, kinds: dict, freed: list, kept: list | None = None):
    """``AsideSinks`` of ``dockline:shorelineanalysis`` for ``parameters``: each output of ``kinds`` (output name →
    geometry type) given three features, the thread that frees each added to ``freed``; the first output's list
    still held by the caller where ``kept`` (a list) is given."""
    algorithm, context = ShorelineAnalysisAlgorithm(), QgsProcessingContext()
    algorithm.initAlgorithm({})
    crs = QgsCoordinateReferenceSystem("EPSG:2261")
    with AsideSinks(algorithm, parameters, context) as sinks:
        for name, kind in kinds.items():
            fields, made = features(kind)
            for feature in made:
                weakref.finalize(feature, lambda: freed.append(threading.current_thread()))
            sinks.write(name, fields, QgsWkbTypes.parseType(kind), crs, made)
            if kept is not None and not kept:
                kept.append(made)  # the first output's list, still the caller's
            del made, feature
        yield sinks


@pytest.mark.parametrize("into", ["files", "tables"])
def test_the_features_written_are_freed_on_the_runs_thread(dockline_provider, tmp_path, into):
    """The writer thread writes; the features it has written are freed on the run's thread, those the caller no
    longer holds by the time the sinks are left; the caller's own list is left whole; each output holds its
    features."""
    kinds = {"TIE_POINTS": "Point", "FLAGS": "Point", "ALLOCATION": "Polygon"}
    if into == "files":
        parameters = {name: str(tmp_path / f"{name.lower()}.gpkg") for name in kinds}
    else:
        path = tmp_path / "outputs.gpkg"
        parameters = {name: f"ogr:dbname='{path}' table=\"{name.lower()}\" (geom)" for name in kinds}
    freed, kept = [], []
    with watched_sinks(parameters, kinds, freed, kept) as sinks:
        pass
    assert freed == [threading.current_thread()] * 3 * (len(kinds) - 1)
    assert len(kept[0]) == 3
    kept.clear()
    assert freed == [threading.current_thread()] * 3 * len(kinds)
    for name in kinds:
        path, _, layer = sinks.results[name].partition("|layername=")
        assert len(table(path, layer or name.lower())[1]) == 3


def test_the_features_of_a_failed_run_are_freed_on_its_thread(dockline_provider, tmp_path):
    """A run that fails after its writes were given (a cancel, an error) frees their features as it leaves the
    sinks, on its own thread, and leaves nothing written aside."""
    kinds = {"TIE_POINTS": "Point", "FLAGS": "Point"}
    parameters = {name: str(tmp_path / f"{name.lower()}.gpkg") for name in kinds}
    freed: list = []
    with pytest.raises(RuntimeError, match="stopped"), watched_sinks(parameters, kinds, freed) as sinks:
        raise RuntimeError("stopped")
    assert freed == [threading.current_thread()] * 6
    assert list(tmp_path.iterdir()) == [] and not sinks.results
