"""The panel on the map: the parcel shown selected and zoomed to with the water it may use, its findings' breaching
parts drawn over the map, a finding clicked zoomed to, and Pick on map (the parcel under a click is chosen)."""

from __future__ import annotations

from qgis.core import (
    QgsCoordinateTransform,
    QgsExpression,
    QgsFeatureRequest,
    QgsPointXY,
    QgsProject,
    QgsRectangle,
    QgsWkbTypes,
)
from qgis.gui import QgsMapToolEmitPoint, QgsRubberBand
from qgis.PyQt.QtCore import QObject, pyqtSignal
from qgis.PyQt.QtGui import QColor

from .colours import SEVERITY_COLOURS


def parcel_filter(field: str, pid: str) -> str:
    """An expression for the parcel whose ``field`` holds ``pid``, quoted so that any name or id works."""
    return f"{QgsExpression.quotedColumnRef(field)} = {QgsExpression.quotedValue(pid)}"


class MapLink(QObject):
    """The map canvas's side of the panel (nothing where there is no canvas); ``picked`` gives the id of the
    parcel clicked while picking."""

    picked = pyqtSignal(str)

    def __init__(self, canvas, parent=None):
        super().__init__(parent)
        self.canvas = canvas
        self.session = None  # the analysis whose parcels are shown
        self.highlights = []
        self.tool = None
        if canvas is not None:
            self.tool = QgsMapToolEmitPoint(canvas)
            self.tool.canvasClicked.connect(self.pick_at)

    def parcels_layer(self):
        return self.session.parameters["PARCELS"]

    def to_canvas(self, rectangle) -> QgsRectangle:
        transform = QgsCoordinateTransform(
            self.parcels_layer().crs(), self.canvas.mapSettings().destinationCrs(), QgsProject.instance()
        )
        return transform.transformBoundingBox(rectangle)

    def parcel_fids(self, pid: str) -> list:
        request = QgsFeatureRequest().setFilterExpression(parcel_filter(self.session.parameters["PARCEL_ID"], pid))
        return [feature.id() for feature in self.parcels_layer().getFeatures(request.setNoAttributes())]

    def show_parcel(self, pid: str, findings) -> None:
        """The parcel selected, zoomed to with its dock zone, its findings' breaching parts drawn."""
        layer = self.parcels_layer()
        fids = self.parcel_fids(pid)
        layer.selectByIds(fids)
        self.highlight(findings)
        if self.canvas is None or not fids:
            return
        extent = QgsRectangle()
        for feature in layer.getFeatures(QgsFeatureRequest().setFilterFids(fids)):
            extent.combineExtentWith(feature.geometry().boundingBox())
        checker = self.session.prepared.checker
        site = checker.sites.get(pid) if checker is not None else None
        if site is not None and site.dock_zone is not None:  # with the water the surveyor works on
            extent.combineExtentWith(self.session.to_layer_crs(site.dock_zone.area).boundingBox())
        extent = self.to_canvas(extent)
        extent.grow(max(extent.width(), extent.height()) * 0.3)
        self.canvas.setExtent(extent)
        self.canvas.refresh()

    def highlight(self, findings) -> None:
        """The breaching parts of the findings' proposals, drawn over the map until the next change."""
        self.clear_highlights()
        if self.canvas is None:
            return
        for finding in findings:
            if finding.geometry is None:
                continue
            band = QgsRubberBand(self.canvas, QgsWkbTypes.GeometryType.PolygonGeometry)
            band.setColor(QColor(SEVERITY_COLOURS[finding.severity]))
            band.setFillColor(QColor(208, 0, 0, 60))
            band.setWidth(2)
            band.setToGeometry(self.session.to_layer_crs(finding.geometry), self.parcels_layer())
            self.highlights.append(band)

    def clear_highlights(self) -> None:
        for band in self.highlights:
            band.reset(QgsWkbTypes.GeometryType.PolygonGeometry)
            if self.canvas is not None:
                self.canvas.scene().removeItem(band)
        self.highlights = []

    def zoom_to(self, finding) -> None:
        """The map on the finding's breaching part, flashed."""
        if finding is None or finding.geometry is None or self.canvas is None:
            return
        geometry = self.session.to_layer_crs(finding.geometry)
        extent = self.to_canvas(geometry.boundingBox())
        extent.grow(max(extent.width(), extent.height(), 20.0) * 0.6)
        self.canvas.setExtent(extent)
        self.canvas.refresh()
        self.canvas.flashGeometries([geometry], self.parcels_layer().crs())

    def toggle_pick(self, on: bool) -> None:
        if self.canvas is None:
            return
        if on:
            self.canvas.setMapTool(self.tool)
        elif self.canvas.mapTool() is self.tool:
            self.canvas.unsetMapTool(self.tool)

    def pick_at(self, point, _button=None) -> None:
        """The parcel under a click on the map: ``picked``."""
        if self.session is None:
            return
        layer = self.parcels_layer()
        to_layer = QgsCoordinateTransform(
            self.canvas.mapSettings().destinationCrs(), layer.crs(), QgsProject.instance()
        )
        here = to_layer.transform(QgsPointXY(point))
        field = self.session.parameters["PARCEL_ID"]
        probe = QgsRectangle(here.x(), here.y(), here.x(), here.y())
        for feature in layer.getFeatures(QgsFeatureRequest().setFilterRect(probe)):
            if feature.geometry().contains(here):
                self.picked.emit(str(feature[field]))
                return

    def forget(self) -> None:
        """No analysis any more: nothing drawn, nothing to pick."""
        self.clear_highlights()
        self.session = None

    def unload(self) -> None:
        self.clear_highlights()
        if self.canvas is not None and self.canvas.mapTool() is self.tool:
            self.canvas.unsetMapTool(self.tool)
