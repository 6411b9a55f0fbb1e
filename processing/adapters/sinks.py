"""Outputs written aside (``rules.outputs.targets``): each file output's sink is made beside its file under a name of
its own, and only when every output is complete are they moved into place, all or none. The tables of each
GeoPackage are written aside together, in one GeoPackage of their own: copied into the GeoPackage this run also
writes whole (a bare path and tables of one GeoPackage can be given together), or moved in as that file where it
does not exist yet; into a GeoPackage that exists, they are copied last. A failed or cancelled run leaves every
earlier output whole.

A file's sink is made, filled and closed on one writer thread, in the order the outputs are given, while the run
makes the next output's features: closing a GeoPackage's table (its rows, then its spatial index) is most of what
writing it costs. The writer is what the run waits for at its end, so the features it has written are freed on the
run's thread, while it writes the next table. A temporary or database layer is made on the run's own thread, where
QGIS keeps such layers.

A GeoPackage's table is written by QGIS's file writer directly (``write_table``), not through Processing's sink: for a
table, that sink opens the GeoPackage again through QGIS's OGR provider and updates the spatial index row by row,
about 30 % slower on a lake's outputs. The table is the one that sink writes, no geometry stored as NULL."""

from __future__ import annotations

import os
import threading
from concurrent.futures import Future, ThreadPoolExecutor
from concurrent.futures import wait as wait_for
from typing import NamedTuple

from qgis.core import (
    QgsFeatureSink,
    QgsProcessingContext,
    QgsProcessingException,
    QgsProcessingOutputLayerDefinition,
    QgsProcessingUtils,
    QgsProperty,
    QgsVectorFileWriter,
    QgsWkbTypes,
)

from ...rules.outputs.targets import GEOPACKAGE, NO_SYNC, Aside, NotReplacedError
from ..base import output_target, tr
from .styles import style_on_load


class AsideSinks:
    """The sinks of one run's outputs, as a context: ``write`` each inside it; leaving it moves them all into
    place (``results`` then says where each is), each to load with its style where QGIS loads it, or, on an error,
    removes what was written aside. Leaving it waits for the writer first."""

    def __init__(self, algorithm, parameters: dict, context):
        self.algorithm, self.parameters, self.context = algorithm, parameters, context
        self.aside = Aside()
        # target GeoPackage → (the GeoPackage its tables are written aside in, those tables)
        self.gathered: dict[str, tuple[str, list[str]]] = {}
        self.results: dict[str, str] = {}  # output name → where it will be
        self.moved: list[tuple[str, str, str]] = []  # (output name, destination reported, where it will be)
        # (output name, where it will be if a file, its destination as reported once written)
        self.written: list[tuple[str, str | None, Future]] = []
        self.writing: list[tuple[Future, list]] = []  # the writes under way, with their features
        self.writer = ThreadPoolExecutor(1, "dockline-sinks", initializer=_unsynced)
        self.context_held = threading.Lock()  # the run's context, read and added to by both threads, one at a time

    def write(self, name: str, fields, geometry_type, crs, features: list) -> None:
        """One output's features into its sink: a file's beside its target, on the writer thread; a temporary or
        database layer's here. Skipped outputs none. A write that fails names its output and its target."""
        with self.context_held:
            target = output_target(name, self.parameters.get(name), self.context)
        try:
            value, final = self._aside(name, target)
        except OSError as error:
            raise _not_written(name, target, error) from error
        features = list(features)  # the writer's own list of them (the caller's is left as it is): see _free
        job = ({**self.parameters, name: value}, name, target, fields, geometry_type, crs, features)
        if final is None:
            outcome: Future = Future()
            outcome.set_result(self._fill(*job))
        else:
            outcome = self.writer.submit(self._fill, *job)
            self.writing.append((outcome, features))
        self.written.append((name, final, outcome))
        self._free(waiting=False)

    def _free(self, waiting: bool) -> None:
        """The writer's lists of the features it has written emptied here, so that the features are freed on
        this thread, not on the writer's, which goes on to the next write meanwhile; ``waiting``: each write
        waited for in turn."""
        while self.writing and (waiting or self.writing[0][0].done()):
            outcome, features = self.writing.pop(0)
            if not outcome.done():  # done too where it was cancelled, never to be run
                wait_for([outcome])
            features.clear()

    def _aside(self, name: str, target) -> tuple:
        """(the output's parameter value with its sink moved aside, where it will be), or (its value, None) for a
        temporary or database layer, written where it is given."""
        value = self.parameters.get(name)
        if target is None or target.database is not None:
            return value, None
        if target.table is None:
            written = self.aside.path_for(target.path)
            if not _is_geopackage(written):
                return _written_to(value, written), target.path
            table = os.path.splitext(os.path.basename(target.path))[0]  # the table named as the file, as QGIS names it
        else:
            if target.path not in self.gathered:  # moved or copied in
                self.gathered[target.path] = (self.aside.path_for(target.path, moved=False), [])
            written, tables = self.gathered[target.path]
            tables.append(target.table)
            table = target.table
            if not _is_geopackage(written):  # a table of another format's file: through Processing's sink
                uri = f"ogr:dbname='{written}' table=\"{table}\" (geom)"
                return _written_to(value, uri), _layer(target.path, table)
        return GeoPackageTable(written, table), _layer(target.path, table)

    def _fill(self, parameters: dict, name: str, target, fields, geometry_type, crs, features: list) -> str | None:
        """One output's sink made, filled and closed: its destination, or None where the output was skipped. The
        sink is closed before any error is raised, so that what was written aside can be removed."""
        try:
            value = parameters[name]
            if isinstance(value, GeoPackageTable):
                with self.context_held:
                    transform_context = self.context.transformContext()
                write_table(value, fields, geometry_type, crs, features, transform_context)
                where = _layer(target.path, value.table)
                self._load(name, where)
                return where
            with self.context_held:  # the sink made, the layer to load named in the context
                sink, destination = self.algorithm.parameterAsSink(
                    parameters, name, self.context, fields, geometry_type, crs
                )
            if sink is None:
                return None
            added, refused = sink.addFeatures(features, QgsFeatureSink.Flag.FastInsert), sink.lastError()
            del sink  # closed: the file is complete
            if not added:
                raise QgsProcessingException(refused or tr("its features were refused"))
        except (OSError, QgsProcessingException) as error:
            raise _not_written(name, target, error) from error
        return destination

    def _load(self, name: str, where: str) -> None:
        """An output asked to load into a project (the dialog's "Open output file after running") is to load from
        ``where``, under the name Processing's sink would give it."""
        given = self.parameters.get(name)
        if not isinstance(given, QgsProcessingOutputLayerDefinition) or given.destinationProject is None:
            return
        label = given.destinationName or self.algorithm.parameterDefinition(name).description()
        hint = QgsProcessingUtils.LayerHint.Vector
        with self.context_held:
            self.context.addLayerToLoadOnCompletion(
                where, QgsProcessingContext.LayerDetails(label, given.destinationProject, name, hint)
            )

    def __enter__(self) -> AsideSinks:
        return self

    def __exit__(self, kind, error, trace) -> None:
        if kind is not None:
            self.writer.shutdown(cancel_futures=True)  # the write under way ended, the rest never started
            self._free(waiting=True)
            self.discard()
            return
        self._free(waiting=True)
        self.writer.shutdown()  # every output given to it written, or failed
        try:
            self._complete()
            self.finish()
        except BaseException:
            self.discard()
            raise

    def _complete(self) -> None:
        """Where each output written is, in the order given; the first failed write raised."""
        for name, final, outcome in self.written:
            destination = outcome.result()
            if destination is not None:
                self.results[name] = final or destination
                self.moved.append((name, destination, final or destination))

    def finish(self) -> dict:
        """Every output moved into place; output name → its destination. The tables of a GeoPackage also written
        whole by this run join that file as written aside, and those of a new GeoPackage are moved in as one file:
        with the other files, all or none (``Aside.replace``). Then the tables of a GeoPackage that exists are
        copied into it."""
        whole = {target: aside for aside, target in self.aside.moves}
        for target, (written, tables) in list(self.gathered.items()):
            if target in whole:
                _copy_tables(written, whole[target], tables, target)
                os.remove(written)
            elif not os.path.exists(target):
                self.aside.add(written, target)
            else:
                continue
            del self.gathered[target]
        try:
            self.aside.replace()
        except NotReplacedError as error:
            raise QgsProcessingException(str(error)) from error
        for target, (written, tables) in self.gathered.items():
            _copy_tables(written, target, tables, target)
            os.remove(written)
        self.gathered = {}
        for name, destination, final in self.moved:  # QGIS loads the outputs from where they now are, styled
            if destination != final and self.context.willLoadLayerOnCompletion(destination):
                layers = self.context.layersToLoadOnCompletion()
                layers[final] = layers.pop(destination)
                self.context.setLayersToLoadOnCompletion(layers)
            style_on_load(self.context, final, self.algorithm.STYLES.get(name, name))
        return self.results

    def discard(self) -> None:
        self.aside.discard()
        for written, _ in self.gathered.values():
            for path in (written, f"{written}-wal", f"{written}-shm"):
                if os.path.exists(path):
                    os.remove(path)


def _copy_tables(written: str, into: str, tables: list, target: str) -> None:
    """The tables of the GeoPackage ``written`` copied into the GeoPackage ``into`` (each replacing its namesake);
    ``target``: the file named where one cannot be."""
    from osgeo import gdal

    for table in tables:
        options = gdal.VectorTranslateOptions(format="GPKG", accessMode="overwrite", layers=[table], layerName=table)
        if gdal.VectorTranslate(into, written, options=options) is None:
            raise QgsProcessingException(
                tr("cannot write the table {table} to {target}").format(table=table, target=target)
            )


def _unsynced() -> None:
    """This thread's GDAL writers do not flush SQLite files (a GeoPackage) to disk at each commit: the writer's
    files are new, flushed once as they are moved."""
    from osgeo import gdal

    gdal.SetThreadLocalConfigOption(NO_SYNC, "OFF")


def _not_written(name: str, target, error: Exception) -> QgsProcessingException:
    """A write that failed after every check passed (its folder removed, the disk full, the database gone)."""
    reason = error.strerror if isinstance(error, OSError) and error.strerror else str(error)
    return QgsProcessingException(
        tr(
            "{name}: cannot write {target} ({reason}); nothing was written, earlier outputs are left as they were."
        ).format(name=name, target=target or tr("its temporary layer"), reason=reason)
    )


def _written_to(given, aside: str):
    """An output's parameter value with its sink moved aside: what else it says is kept (the project the layer is
    to load into and its name, the file's encoding), so QGIS loads the output from where it will be."""
    if not isinstance(given, QgsProcessingOutputLayerDefinition):
        return aside
    moved = QgsProcessingOutputLayerDefinition(given)
    moved.sink = QgsProperty.fromValue(aside)
    return moved


class GeoPackageTable(NamedTuple):
    """A table of a GeoPackage written aside."""

    path: str
    table: str


def write_table(written: GeoPackageTable, fields, geometry_type, crs, features: list, transform_context) -> None:
    """Features into a new table of a GeoPackage (the file made where missing), as Processing's sink writes it:
    QGIS's default options for the format, a feature without geometry stored as NULL (QGIS's file writer stores an
    empty geometry, which the table's spatial index leaves out: it is made NULL after)."""
    options = QgsVectorFileWriter.SaveVectorOptions()
    options.driverName, options.layerName, options.fileEncoding = "GPKG", written.table, "UTF-8"
    options.datasourceOptions = QgsVectorFileWriter.defaultDatasetOptions("GPKG")
    options.layerOptions = QgsVectorFileWriter.defaultLayerOptions("GPKG")
    if os.path.exists(written.path):
        options.actionOnExistingFile = QgsVectorFileWriter.ActionOnExistingFile.CreateOrOverwriteLayer
    writer = QgsVectorFileWriter.create(written.path, fields, geometry_type, crs, transform_context, options)
    made = writer.hasError() == QgsVectorFileWriter.WriterError.NoError
    added = made and writer.addFeatures(features, QgsFeatureSink.Flag.FastInsert)
    refused = (writer.lastError() or tr("its features were refused")) if made else writer.errorMessage()
    del writer  # closed (the table and its spatial index complete) before any error is raised
    if not added:
        raise QgsProcessingException(refused or tr("the table could not be made"))
    if geometry_type != QgsWkbTypes.Type.NoGeometry and not all(feature.hasGeometry() for feature in features):
        _null_geometries(written)


def _null_geometries(written: GeoPackageTable) -> None:
    """The table's empty geometries (its features written without one) made NULL, as Processing's sink stores
    them; the file closed before any error is raised, whether GDAL reports errors or raises them."""
    from osgeo import gdal, ogr

    gdal.ErrorReset()
    geopackage = layer = None
    try:
        geopackage = ogr.Open(written.path, update=1)
        layer = None if geopackage is None else geopackage.GetLayerByName(written.table)
        if layer is None:
            raise QgsProcessingException(gdal.GetLastErrorMsg() or tr("the table written cannot be opened"))
        table, column = _quoted(written.table), _quoted(layer.GetGeometryColumn())
        geopackage.ExecuteSQL(f"UPDATE {table} SET {column} = NULL WHERE ST_IsEmpty({column})")
        if gdal.GetLastErrorType() >= gdal.CE_Failure:
            raise QgsProcessingException(gdal.GetLastErrorMsg())
    except RuntimeError as error:  # GDAL's exceptions, where something turned them on
        raise QgsProcessingException(str(error)) from error
    finally:
        layer = geopackage = None  # the file closed


def _quoted(name: str) -> str:
    """A table's or column's name in SQL."""
    return '"' + name.replace('"', '""') + '"'


def _is_geopackage(path: str) -> bool:
    return path.lower().endswith(GEOPACKAGE)


def _layer(path: str, table: str) -> str:
    """A table of a file, as QGIS names the layer."""
    return f"{path}|layername={table}"
