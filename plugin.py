"""The QGIS plugin: registers the Processing provider and adds the panel, a menu and a toolbar button."""

from qgis.core import QgsApplication, QgsMessageLog
from qgis.PyQt.QtCore import Qt, QUrl
from qgis.PyQt.QtGui import QDesktopServices, QIcon
from qgis.PyQt.QtWidgets import QAction, QMessageBox

from .about import GUIDE_PATH, ICON_PATH, about_text
from .compat import MESSAGE_WARNING
from .dependencies import install_advice, missing_requirements

MENU = "&Dockline"


class DocklinePlugin:
    """Created by ``classFactory``; QGIS calls ``initGui`` (desktop) or ``initProcessing`` (qgis_process)."""

    def __init__(self, iface):
        self.iface = iface
        self.provider = None
        self.dock = None
        self.actions = []
        self.missing = missing_requirements()
        self.advice = install_advice(self.missing) if self.missing else ""

    def initProcessing(self):  # noqa: N802 (QGIS's name)
        """Register the ``dockline`` provider once."""
        if self.provider is None:
            from .processing.provider import DocklineProvider

            self.provider = DocklineProvider()
            QgsApplication.processingRegistry().addProvider(self.provider)

    def initGui(self):  # noqa: N802 (QGIS's name)
        """Provider, panel, menu entries and toolbar button; a warning where a requirement is missing."""
        self.initProcessing()
        from .ui.dock import DocklineDock

        self.dock = DocklineDock(self.advice, self.iface.mapCanvas(), self.iface.mainWindow())
        self.iface.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.dock)
        self.dock.hide()
        toggle = QAction(QIcon(ICON_PATH), self.dock.tr("Dockline panel"), self.iface.mainWindow())
        toggle.setObjectName("dockline_toggle_panel")
        toggle.setCheckable(True)
        toggle.setToolTip(self.dock.tr("Show or hide the Dockline panel"))
        self.dock.setToggleVisibilityAction(toggle)
        about = QAction(self.dock.tr("About Dockline…"), self.iface.mainWindow())
        about.setObjectName("dockline_about")
        about.triggered.connect(self.show_about)
        guide = QAction(self.dock.tr("Help (user guide)"), self.iface.mainWindow())
        guide.setObjectName("dockline_help")
        guide.triggered.connect(lambda: QDesktopServices.openUrl(QUrl.fromLocalFile(GUIDE_PATH)))
        self.iface.addToolBarIcon(toggle)
        for action in (toggle, about, guide):
            self.iface.addPluginToMenu(MENU, action)
        self.actions = [toggle, about, guide]
        self.iface.layoutDesignerOpened.connect(self.designer_opened)
        if self.missing:
            QgsMessageLog.logMessage(self.advice, "Dockline", MESSAGE_WARNING)
            self.iface.messageBar().pushMessage("Dockline", self.advice, MESSAGE_WARNING, 0)

    def show_about(self):
        QMessageBox.information(self.iface.mainWindow(), "About Dockline", about_text(self.missing, self.advice))

    @staticmethod
    def designer_opened(designer):
        """An exhibits.qgz layout opens previewing its first exhibit."""
        from .exhibit.layout import preview_exhibits

        preview_exhibits(designer)

    def unload(self):
        """Remove every action, the panel and the provider, so that loading again duplicates nothing."""
        if self.actions:  # initGui ran
            self.iface.layoutDesignerOpened.disconnect(self.designer_opened)
        for action in self.actions:
            self.iface.removePluginMenu(MENU, action)
            self.iface.removeToolBarIcon(action)
            action.deleteLater()
        self.actions = []
        if self.dock is not None:
            self.dock.unload()
            self.iface.removeDockWidget(self.dock)
            self.dock.deleteLater()
            self.dock = None
        if self.provider is not None:
            QgsApplication.processingRegistry().removeProvider(self.provider)
            self.provider = None
