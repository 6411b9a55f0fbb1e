"""The Dockline panel. For now it says what Dockline offers and, if a requirement is missing, what to install."""

from qgis.gui import QgsDockWidget
from qgis.PyQt.QtWidgets import QLabel, QVBoxLayout, QWidget


class DocklineDock(QgsDockWidget):
    """A dock restored by QGIS between sessions (stable object name)."""

    def __init__(self, advice: str = "", parent=None):
        super().__init__(parent)
        self.setWindowTitle(self.tr("Dockline"))
        self.setObjectName("DocklineDock")
        body = QWidget(self)
        layout = QVBoxLayout(body)
        text = advice or self.tr(
            "Dockline's tools are in the Processing Toolbox under “Dockline — Canandaigua Lake docking law”."
        )
        self.message = QLabel(text, body)
        self.message.setObjectName("dockline_message")
        self.message.setWordWrap(True)
        layout.addWidget(self.message)
        layout.addStretch(1)
        self.setWidget(body)
