"""The colours of the parcels' statuses and of the findings' severities, and the dots drawn in them (no image
files needed)."""

from __future__ import annotations

from qgis.PyQt.QtCore import Qt
from qgis.PyQt.QtGui import QColor, QIcon, QPainter, QPixmap

from ..rules.law.vocabulary import Severity, Status

ANALYSED = "analysed"  # the panel's own status: allocated, no proposal checked
STATUS_COLOURS = {
    Status.VIOLATIONS: "#d00000",
    Status.NEEDS_REVIEW: "#f4a100",
    Status.COMPLIES: "#2b9348",
    Status.NO_PROPOSAL: "#adb5bd",
    Status.NO_ALLOCATION: "#6c757d",
    Status.NOT_ADJOINING: "#dee2e6",
    ANALYSED: "#457b9d",
}
SEVERITY_COLOURS = {
    Severity.VIOLATION: "#d00000",
    Severity.PERMIT_REQUIRED: "#f48c06",
    Severity.ADVISORY: "#ffba08",
    Severity.VARIED: "#3a86ff",
    Severity.NONCONFORMING: "#8338ec",
    Severity.EXEMPT: "#6c757d",
}


def dot(colour: str) -> QIcon:
    """A small filled circle: the status and severity icons."""
    pixmap = QPixmap(12, 12)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setBrush(QColor(colour))
    painter.setPen(QColor("#555555"))
    painter.drawEllipse(1, 1, 10, 10)
    painter.end()
    return QIcon(pixmap)
