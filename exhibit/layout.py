"""Hearing exhibits: the exhibit's layers (``exhibit.layers``) laid out on its pages (``exhibit.page``), an atlas
over the chosen parcels; the project saved beside the PDFs to edit the layout in the designer, and the export to
PDF."""

import contextlib
import os
import shutil
import tempfile
import threading
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from datetime import date

from qgis.core import (
    QgsLayoutExporter,
    QgsLayoutItemMap,
    QgsLayoutItemScaleBar,
    QgsPathResolver,
    QgsProject,
    QgsVectorFileWriter,
    QgsVectorLayerFeatureSource,
)

from ..compat import TEXT_AS_TEXT
from ..rules.outputs.targets import NO_SYNC, Aside, NotReplacedError, written_aside
from ..rules.tools.progress import Cancelled
from .layers import ExhibitLayers
from .memory import ExhibitError
from .page import PDF_DPI, PREVIEW, ExhibitPages, round_steps

PAPERS = {"Letter (11 × 8.5 in)": (279.4, 215.9), "Tabloid (17 × 11 in)": (431.8, 279.4)}


class ExhibitBook:
    """The exhibits of the chosen parcels: their layers in a project of their own, and the atlas layout."""

    def __init__(
        self, outputs: dict, inputs: dict, parcels: dict, profile, paper: str, drawn_in, records=None, feedback=None
    ):
        """``outputs``: the shoreline analysis's layers by output name (the project takes them); ``inputs``: layers
        to show as they are (water, outlets, the proposals), by label; ``parcels``: parcel id → (geometry, address)
        for the pages, in page order; ``profile``: the municipality profile, or each parcel's (Municipalities);
        ``drawn_in``: the analysis's WorkingFrame, whose ``map_crs`` the maps are drawn in; ``records``: the
        hearing notices and site plans by parcel (``exhibit.layers.ParcelRecords``), where given; ``feedback``: told
        how far the pages are found, and seen for a cancel (``Cancelled``)."""
        from ..rules.law.profiles import as_municipalities  # plain Python: no shapely

        if not parcels:
            raise ExhibitError("no parcels to print: the choice matched none of the analysed parcels")
        if paper not in PAPERS:
            raise ExhibitError(f"unknown paper {paper!r}; one of {', '.join(PAPERS)}")
        layers = ExhibitLayers(outputs, inputs, parcels, as_municipalities(profile), drawn_in, records)
        pages = ExhibitPages(layers, *PAPERS[paper], feedback)
        self.project, self.layout, self.pages = layers.project, pages.layout, pages.count

    def close(self) -> None:
        """Free the layout and the layers now, not whenever Python collects them (after QGIS has gone)."""
        _release(self.project)
        self.project.clear()

    def saving(self, folder: str) -> contextlib.AbstractContextManager[Aside]:
        """exhibits.qgz beside the PDFs, its layers in exhibits.gpkg, to edit the layout in the designer: their
        tables written while the block runs, the project saved as it ends (``saved_project``), moved in with the
        files the block writes aside in the ``Aside`` yielded (``export_pdfs``). The book's layout and layers are
        released after."""
        return saved_project(self.project, folder)


@contextlib.contextmanager
def saved_project(project: QgsProject, folder: str) -> Iterator[Aside]:
    """The project's layers written to exhibits.gpkg while the block runs, on a thread of their own: the block (the
    PDF export) draws its pages on this thread, and leaves a core free. As it ends, the layers are read from
    their tables and the project (with its layout) written to exhibits.qgz, naming the GeoPackage where it will be
    (a path writer), not where it was written; then both are moved in together with the files the block wrote in
    the ``Aside`` yielded, so that a failure, in the block, in the saving or in the moving, leaves an earlier run's
    files whole. The project's layout and layers are released after."""
    package, path = os.path.join(folder, "exhibits.gpkg"), os.path.join(folder, "exhibits.qgz")
    _ready(folder)
    try:
        with written_aside() as aside, _released(project):
            with _saving():
                written = aside.path_for(package)
            with _TableWriter(project, written) as tables:
                yield aside
            tables.result()
            _read_from(tables.layers, written, package)
            _layer_tree(project)
            renamed = QgsPathResolver.setPathWriter(lambda source: source.replace(written, package))
            try:
                with _saving():
                    saved = project.write(aside.path_for(path))
            finally:
                QgsPathResolver.removePathWriter(renamed)
            if not saved:
                raise ExhibitError(f"cannot write the project {path}")
    except NotReplacedError as error:
        raise ExhibitError(str(error)) from error


@contextlib.contextmanager
def _released(project: QgsProject) -> Iterator[None]:
    """The project's layout and layers released as the block ends, however it ends: no file written aside is then
    still open as it is moved in or removed (Windows does neither)."""
    try:
        yield
    finally:
        _release(project)


@contextlib.contextmanager
def _saving(what: str = "the project beside the exhibits") -> Iterator[None]:
    """A file that cannot be made aside: an ``ExhibitError`` saying so."""
    try:
        yield
    except OSError as error:
        raise ExhibitError(f"cannot save {what}: {error.strerror}") from error


class _TableWriter:
    """Each of a project's layers written to a GeoPackage as a table of its own, ``layer_<number>``, on a thread of
    its own, as a context. What the thread reads of a layer (its name, fields, geometry type, CRS and a source of
    its features) is read here, on the layers' thread, as QGIS's own rendering reads them; leaving waits for the
    thread, stopping it between tables where the block raised. ``result()`` raises what failed."""

    def __init__(self, project: QgsProject, written: str):
        self.layers = list(project.mapLayers().values())
        self.tables = [
            (layer.name(), layer.fields(), layer.wkbType(), layer.crs(), QgsVectorLayerFeatureSource(layer))
            for layer in self.layers
        ]
        self.written, self.context = written, project.transformContext()
        self.stopped = threading.Event()
        self.thread = ThreadPoolExecutor(1, "dockline-exhibit-tables", initializer=_unsynced)
        self.outcome = self.thread.submit(self._write)

    def _write(self) -> None:
        for number, (name, fields, geometry_type, crs, source) in enumerate(self.tables):
            if self.stopped.is_set():
                return
            if not self._table(number, fields, geometry_type, crs, source):
                raise ExhibitError(f"cannot write {name} to exhibits.gpkg")

    def _table(self, number: int, fields, geometry_type, crs, source) -> bool:
        """One table written: whether it was. Its writer is closed before this returns or raises, so that no
        file is left open for the GeoPackage to be moved in or removed."""
        options = QgsVectorFileWriter.SaveVectorOptions()
        options.driverName, options.layerName, options.fileEncoding = "GPKG", f"layer_{number}", "UTF-8"
        options.actionOnExistingFile = (
            QgsVectorFileWriter.ActionOnExistingFile.CreateOrOverwriteLayer
            if number
            else QgsVectorFileWriter.ActionOnExistingFile.CreateOrOverwriteFile
        )
        writer = QgsVectorFileWriter.create(self.written, fields, geometry_type, crs, self.context, options)
        try:
            return writer.hasError() == QgsVectorFileWriter.WriterError.NoError and writer.addFeatures(
                source.getFeatures()
            )
        finally:
            del writer

    def result(self) -> None:
        self.outcome.result()

    def __enter__(self) -> "_TableWriter":
        return self

    def __exit__(self, kind, error, trace) -> None:
        if kind is not None:
            self.stopped.set()
        self.thread.shutdown()


def _read_from(layers: list, written: str, package: str) -> None:
    """Each layer read from its table (``_TableWriter``) of the GeoPackage ``written`` (to be moved to
    ``package``)."""
    for number, layer in enumerate(layers):
        layer.setDataSource(f"{written}|layername=layer_{number}", layer.name(), "ogr")
        if not layer.isValid():
            raise ExhibitError(f"cannot read {layer.name()} from {package}")


def _ready(folder: str) -> None:
    """The output folder made where missing; an error where it cannot be, or cannot be written."""
    try:
        os.makedirs(folder, exist_ok=True)
    except OSError as error:
        raise ExhibitError(f"cannot create the output folder {folder}: {error.strerror}") from error
    if not os.access(folder, os.W_OK):
        raise ExhibitError(f"the output folder {folder} cannot be written")


def _unsynced() -> None:
    """The table writer's thread does not flush the GeoPackage to disk at each commit: the file is new, flushed
    once as it is moved in (``Aside.replace``)."""
    from osgeo import gdal

    gdal.SetThreadLocalConfigOption(NO_SYNC, "OFF")


def _release(project: QgsProject) -> None:
    """The project's layout and layers freed, and with them every file they hold open."""
    project.layoutManager().clear()
    project.removeAllMapLayers()


def _layer_tree(project: QgsProject) -> None:
    """The layers in the Layers panel, grouped: what the map draws, in its order, and the exhibit's tables."""
    root = project.layerTreeRoot()
    root.removeAllChildren()
    layout = project.layoutManager().layoutByName("Dockline exhibit")
    drawn = next(item for item in layout.items() if isinstance(item, QgsLayoutItemMap)).layers()
    for name, layers in (
        ("Exhibit map", drawn),
        ("Exhibit pages and tables", [layer for layer in project.mapLayers().values() if layer not in drawn]),
    ):
        group = root.addGroup(name)
        for layer in layers:
            group.addLayer(layer)


def preview_exhibits(designer) -> None:
    """A Dockline exhibit layout opened in the designer previews its atlas on the first exhibit (QGIS opens every
    layout with the preview off, showing "Exhibit 0 of 0"), its scale bar in round steps on every page, as printed."""
    layout = designer.layout()
    if layout is not None and layout.customProperty(PREVIEW, False) and layout.atlas().enabled():
        for bar in layout.items():
            if isinstance(bar, QgsLayoutItemScaleBar) and bar.linkedMap() is not None:
                round_steps(bar, bar.linkedMap())
        designer.setAtlasPreviewEnabled(True)


def export_pdfs(book: ExhibitBook, aside: Aside, folder: str, combined: bool, feedback=None) -> list[str]:
    """The exhibits as PDF (one file, or one per parcel) for ``folder``, written in a scratch folder and then aside
    (``aside``, moved in with the saved project once it is complete), so a failure or a cancel (``feedback``, seen
    between pages: ``Cancelled``) leaves no file that looks complete and the files of an earlier run as they were.
    The paths they will have."""
    settings = QgsLayoutExporter.PdfExportSettings()
    settings.rasterizeWholeImage = False
    settings.forceVectorOutput = False
    settings.dpi = PDF_DPI
    settings.textRenderFormat = TEXT_AS_TEXT  # text stays text: searchable, and pdftotext reads it
    with _saving(f"the exhibits in {folder}"):
        scratch = tempfile.mkdtemp(prefix=".dockline-", dir=folder)
    try:
        atlas = book.layout.atlas()
        with book.layout.exporting():
            if combined:
                target = os.path.join(scratch, f"exhibits_{date.today().isoformat()}.pdf")
                result, error = QgsLayoutExporter.exportToPdf(atlas, target, settings, feedback)
            else:
                pages = os.path.join(scratch, "exhibit.pdf")
                result, error = QgsLayoutExporter.exportToPdfs(atlas, pages, settings, feedback)
        if result == QgsLayoutExporter.ExportResult.Canceled:
            raise Cancelled("cancelled while exporting the exhibits")
        if result != QgsLayoutExporter.ExportResult.Success:
            raise ExhibitError(f"the PDF export failed: {error or result}")
        written = []
        for name in sorted(os.listdir(scratch)):
            final = os.path.join(folder, name)
            with _saving(f"the exhibits in {folder}"):
                os.replace(os.path.join(scratch, name), aside.path_for(final))
            written.append(final)
        return written
    finally:
        shutil.rmtree(scratch, ignore_errors=True)
