"""Outputs written aside (``rules.outputs.targets``): each file output's sink is made beside its file under a name of
its own, and only when every output is complete are they moved into place: the whole files first, then the tables
of each GeoPackage (written aside together, in one GeoPackage of their own) moved in as that file where it does
not exist yet, else copied into it, so that a bare path and tables of one GeoPackage can be given together. A
failed or cancelled run leaves every earlier output whole."""

from __future__ import annotations

import os

from qgis.core import QgsFeatureSink, QgsProcessingException, QgsProcessingOutputLayerDefinition, QgsProperty

from ...rules.outputs.targets import NO_SYNC, Aside
from ..base import output_target, tr
from .styles import style_on_load


class AsideSinks:
    """The sinks of one run's outputs, as a context: ``write`` each inside it; leaving it moves them all into
    place (``results`` then says where each is), each to load with its style where QGIS loads it, or, on an error,
    removes what was written aside."""

    def __init__(self, algorithm, parameters: dict, context):
        self.algorithm, self.parameters, self.context = algorithm, parameters, context
        self.aside = Aside()
        # target GeoPackage → (the GeoPackage its tables are written aside in, those tables)
        self.gathered: dict[str, tuple[str, list[str]]] = {}
        self.results: dict[str, str] = {}  # output name → where it will be
        self.moved: list[tuple[str, str, str]] = []  # (output name, destination reported, where it will be)

    def write(self, name: str, fields, geometry_type, crs, features: list) -> None:
        """One output's features into its sink (beside its target where it is a file); skipped outputs none."""
        target = output_target(name, self.parameters.get(name), self.context)
        value, final = self.parameters.get(name), None
        if target is not None and target.database is None:
            if target.table is None:
                written = self.aside.path_for(target.path)
                final = target.path
                if written.lower().endswith(".gpkg"):  # the table named as the file, as QGIS names it
                    stem = os.path.splitext(os.path.basename(target.path))[0]
                    value, final = _table(written, stem), f"{target.path}|layername={stem}"
                else:
                    value = written
            else:
                if target.path not in self.gathered:  # moved or copied in
                    self.gathered[target.path] = (self.aside.path_for(target.path, moved=False), [])
                written, tables = self.gathered[target.path]
                tables.append(target.table)
                value, final = _table(written, target.table), f"{target.path}|layername={target.table}"
        if final is not None:
            value = _written_to(self.parameters.get(name), value)
        sink, destination = self.algorithm.parameterAsSink(
            {**self.parameters, name: value}, name, self.context, fields, geometry_type, crs
        )
        if sink is None:  # this output was skipped
            return
        if not sink.addFeatures(features, QgsFeatureSink.Flag.FastInsert):
            raise QgsProcessingException(tr("{name}: cannot write to {dest}").format(name=name, dest=destination))
        del sink  # closed: the file is complete
        self.results[name] = final or destination
        self.moved.append((name, destination, final or destination))

    def __enter__(self) -> AsideSinks:
        self.synchronous = _sqlite_synchronous("OFF")  # the sinks' files are new, flushed once as they are moved
        return self

    def __exit__(self, kind, error, trace) -> None:
        _sqlite_synchronous(self.synchronous)  # a target's own GeoPackage written to as it was
        if kind is None:
            self.finish()
        else:
            self.discard()

    def finish(self) -> dict:
        """Every output moved into place; output name → its destination."""
        from osgeo import gdal

        self.aside.replace()
        for target, (written, tables) in self.gathered.items():
            if not os.path.exists(target):  # a new GeoPackage: the one written aside, whole
                self.aside.move(written, target)
                continue
            for table in tables:
                options = gdal.VectorTranslateOptions(
                    format="GPKG", accessMode="overwrite", layers=[table], layerName=table
                )
                if gdal.VectorTranslate(target, written, options=options) is None:
                    raise QgsProcessingException(
                        tr("cannot write the table {table} to {target}").format(table=table, target=target)
                    )
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


def _sqlite_synchronous(mode: str | None) -> str | None:
    """Set how this thread's GDAL writers flush SQLite files (a GeoPackage) to disk; the mode it had."""
    from osgeo import gdal

    before = gdal.GetThreadLocalConfigOption(NO_SYNC, None)
    gdal.SetThreadLocalConfigOption(NO_SYNC, mode)
    return before


def _written_to(given, aside: str):
    """An output's parameter value with its sink moved aside: what else it says is kept (the project the layer is
    to load into and its name, the file's encoding), so QGIS loads the output from where it will be."""
    if not isinstance(given, QgsProcessingOutputLayerDefinition):
        return aside
    moved = QgsProcessingOutputLayerDefinition(given)
    moved.sink = QgsProperty.fromValue(aside)
    return moved


def _table(path: str, table: str) -> str:
    return f"ogr:dbname='{path}' table=\"{table}\" (geom)"
