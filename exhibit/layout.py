"""Hearing exhibits: the exhibit's layers (``exhibit.layers``) laid out on its pages (``exhibit.page``), an atlas
over the chosen parcels; the project saved beside the PDFs to edit the layout in the designer, and the export to
PDF."""

import contextlib
import os
import shutil
import tempfile
from collections.abc import Iterator
from datetime import date

from qgis.core import QgsLayoutExporter, QgsLayoutItemMap, QgsPathResolver, QgsProject, QgsVectorFileWriter

from ..compat import TEXT_AS_TEXT
from ..rules.outputs.targets import NO_SYNC, written_aside
from ..rules.tools.progress import Cancelled
from .layers import ExhibitLayers
from .memory import ExhibitError
from .page import PDF_DPI, PREVIEW, ExhibitPages

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

    def save(self, folder: str) -> str:
        """exhibits.qgz beside the PDFs, its layers in exhibits.gpkg: open it to edit the layout in the designer.
        The book's layout and layers are released after (``save_project``)."""
        return save_project(self.project, folder)


def save_project(project: QgsProject, folder: str) -> str:
    """The project's layers written to exhibits.gpkg and the project (with its layout) to exhibits.qgz: both
    written aside and moved in together once both are complete, so a failure leaves an earlier pair whole. The
    project names the GeoPackage where it will be (a path writer), not where it was written."""
    package, path = os.path.join(folder, "exhibits.gpkg"), os.path.join(folder, "exhibits.qgz")
    try:
        with written_aside() as aside:
            _write_project(project, package, path, aside)
    except OSError as error:  # moving them in
        raise ExhibitError(f"cannot save the project beside the exhibits: {error.strerror}") from error
    return path


def _write_project(project: QgsProject, package: str, path: str, aside) -> None:
    """``save_project``'s GeoPackage and project, written aside; then the project's layout and layers are released,
    so that no file written aside is still open when it is moved in (Windows moves no open file)."""
    written = aside.path_for(package)
    try:
        with _written_unsynced():
            _write_layers(project, written, package)
        _layer_tree(project)
        renamed = QgsPathResolver.setPathWriter(lambda source: source.replace(written, package))
        try:
            saved = project.write(aside.path_for(path))
        finally:
            QgsPathResolver.removePathWriter(renamed)
        if not saved:
            raise ExhibitError(f"cannot write the project {path}")
    finally:
        _release(project)


def _write_layers(project: QgsProject, written: str, package: str) -> None:
    """Each of the project's layers written to the GeoPackage ``written`` (to be moved to ``package``) as a table of
    its own, and read from there."""
    for number, layer in enumerate(project.mapLayers().values()):
        options = QgsVectorFileWriter.SaveVectorOptions()
        options.driverName = "GPKG"
        options.layerName = f"layer_{number}"
        options.actionOnExistingFile = (
            QgsVectorFileWriter.ActionOnExistingFile.CreateOrOverwriteLayer
            if number
            else QgsVectorFileWriter.ActionOnExistingFile.CreateOrOverwriteFile
        )
        error = QgsVectorFileWriter.writeAsVectorFormatV3(layer, written, project.transformContext(), options)[0]
        if error != QgsVectorFileWriter.WriterError.NoError:
            raise ExhibitError(f"cannot write {layer.name()} to {package}")
        layer.setDataSource(f"{written}|layername=layer_{number}", layer.name(), "ogr")


@contextlib.contextmanager
def _written_unsynced() -> Iterator[None]:
    """While the GeoPackage is written, GDAL's writers on this thread do not flush it to disk at each commit: the
    file is new, flushed once as it is moved in (``written_aside``)."""
    from osgeo import gdal

    before = gdal.GetThreadLocalConfigOption(NO_SYNC, None)
    gdal.SetThreadLocalConfigOption(NO_SYNC, "OFF")
    try:
        yield
    finally:
        gdal.SetThreadLocalConfigOption(NO_SYNC, before)


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
    layout with the preview off, showing "Exhibit 0 of 0")."""
    layout = designer.layout()
    if layout is not None and layout.customProperty(PREVIEW, False) and layout.atlas().enabled():
        designer.setAtlasPreviewEnabled(True)


def export_pdfs(book: ExhibitBook, folder: str, combined: bool, feedback=None) -> list[str]:
    """The exhibits as PDF (one file, or one per parcel) in ``folder``. Written in a scratch folder and moved in
    only when every page is done, so a failure or a cancel (``feedback``, seen between pages: ``Cancelled``)
    leaves no file that looks complete and the files of an earlier run as they were."""
    try:
        os.makedirs(folder, exist_ok=True)
    except OSError as error:
        raise ExhibitError(f"cannot create the output folder {folder}: {error.strerror}") from error
    if not os.access(folder, os.W_OK):
        raise ExhibitError(f"the output folder {folder} cannot be written")
    settings = QgsLayoutExporter.PdfExportSettings()
    settings.rasterizeWholeImage = False
    settings.forceVectorOutput = False
    settings.dpi = PDF_DPI
    settings.textRenderFormat = TEXT_AS_TEXT  # text stays text: searchable, and pdftotext reads it
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
            os.replace(os.path.join(scratch, name), final)
            written.append(final)
        return written
    finally:
        shutil.rmtree(scratch, ignore_errors=True)
