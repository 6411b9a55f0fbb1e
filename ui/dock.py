"""The Dockline panel: choose the inputs once per project, run the analysis in the background, browse every parcel
with its status, read one parcel's allocation and findings, and see the findings change while a surveyor edits a
dock. The panel is made of parts (``inputs``, ``runner``, ``parcels``, ``detail``, ``map``, ``live``) that this
class puts together; the law lives in ``rules/``."""

from __future__ import annotations

import os

from qgis.core import QgsMessageLog, QgsProcessingException, QgsProject
from qgis.gui import QgsDockWidget
from qgis.PyQt.QtCore import QEvent, Qt, QUrl
from qgis.PyQt.QtGui import QDesktopServices
from qgis.PyQt.QtWidgets import (
    QFrame,
    QLabel,
    QScrollArea,
    QSizePolicy,
    QSplitter,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from ..compat import MESSAGE_WARNING
from .detail import Detail, findings_of
from .inputs import InputsBox
from .map import MapLink
from .parcels import ParcelList
from .recheck import LiveRecheck
from .run import RunBar

NOTICES_SHOWN = 3  # the run's notices shown above the list; all of them in the message log
SELECTABLE = Qt.TextInteractionFlag.TextSelectableByMouse | Qt.TextInteractionFlag.TextSelectableByKeyboard
MESSAGE, RESULTS = range(2)  # the pages of the stack under the run bar


class DocklineDock(QgsDockWidget):
    """The panel; ``advice`` (what to install) replaces it where a requirement is missing."""

    def __init__(self, advice: str = "", canvas=None, parent=None):
        super().__init__(parent)
        self.setWindowTitle(self.tr("Dockline"))
        self.setObjectName("DocklineDock")
        self.session = self.current = None  # the analysis, and the parcel shown in the detail
        body = QWidget(self)
        layout = QVBoxLayout(body)
        self.message = QLabel(advice, body)
        self.message.setObjectName("dockline_message")
        self.message.setWordWrap(True)
        self.message.setTextInteractionFlags(SELECTABLE)  # a recipe or an error to copy
        self.message.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.setWidget(body)
        if advice:
            layout.addWidget(self.message)
            return
        self.inputs = InputsBox(body)
        self.scroll = QScrollArea(body)  # the inputs scroll in whatever room the screen leaves them
        self.scroll.setObjectName("dockline_inputs_scroll")
        self.scroll.setWidgetResizable(True)
        self.scroll.setFrameShape(QFrame.Shape.NoFrame)
        self.scroll.setWidget(self.inputs)
        self.scroll.installEventFilter(self)
        self.runner = RunBar(self.inputs, body)
        self.parcels = ParcelList(body)
        self.detail = Detail(body)
        self.map = MapLink(canvas, self)
        self.live = LiveRecheck(lambda: self.current, self)
        self.notice = QLabel(body)
        self.notice.setObjectName("dockline_notice")
        self.notice.setWordWrap(True)
        self.notice.setStyleSheet("color: #9c4a00")
        self.notice.hide()
        self.stack = QStackedWidget(body)
        self.stack.addWidget(self.message)
        self.stack.addWidget(self._results())
        layout.addWidget(self.scroll)
        layout.addWidget(self.runner)  # out of the scroll and of the folded inputs: always in sight
        layout.addWidget(self.notice)
        layout.addWidget(self.stack)
        self._connect()
        self.show_message(
            self.tr("Choose the inputs above, then Run analysis. Dockline remembers them for this project.")
        )

    def _results(self) -> QSplitter:
        """The parcel list over the detail; no room asked for while a message is shown instead."""
        splitter = QSplitter(Qt.Orientation.Vertical, self.stack)
        splitter.addWidget(self.parcels)
        splitter.addWidget(self.detail)
        splitter.setSizes([1000, 1000])  # half the room each, as far as the screen allows
        splitter.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Ignored)
        return splitter

    def _connect(self) -> None:
        self.inputs.folded.connect(self.fit_inputs)
        self.runner.said.connect(self.show_message)
        self.runner.finished.connect(self.analysis_done)
        self.parcels.chosen.connect(self.show_parcel)
        self.parcels.picking.connect(self.map.toggle_pick)
        self.map.picked.connect(self.parcels.select_parcel)
        self.detail.finding_clicked.connect(self.map.zoom_to)
        self.detail.exhibit_wanted.connect(self.open_exhibit)
        self.live.rechecked.connect(self.rechecked)
        QgsProject.instance().layersWillBeRemoved.connect(self.layers_removed)

    # -- room -------------------------------------------------------------------------------------------------
    def fit_inputs(self) -> None:
        """The inputs' scroll area no taller than the rows shown; the rest of the room for the results, once
        shown, or for the inputs, before."""
        if self.inputs.isCollapsed():  # its title alone, as tall as QGIS lets it be
            rows = self.inputs.maximumHeight()
        else:  # the rows as high as they are at this width (narrow, a box goes under its label)
            rows = self.inputs.heightForWidth(self.scroll.viewport().width())
        self.scroll.setMaximumHeight(rows + 2 * self.scroll.frameWidth())
        results = self.stack.currentIndex() == RESULTS
        self.widget().layout().setStretchFactor(self.scroll, 0 if results else 1)
        self.widget().layout().setStretchFactor(self.stack, 1 if results else 0)

    def eventFilter(self, watched, event):  # noqa: N802 (Qt's name)
        """The inputs' room fitted again when the panel's width changes."""
        if event.type() == QEvent.Type.Resize and event.size().width() != event.oldSize().width():
            self.fit_inputs()
        return False

    def show_message(self, text: str) -> None:
        """A message in place of the list; names written `so` in the engine's messages shown plainly."""
        self.message.setText(text.replace("`", ""))
        self.stack.setCurrentIndex(MESSAGE)
        self.fit_inputs()

    # -- an analysis ------------------------------------------------------------------------------------------
    def analysis_done(self, session) -> None:
        self.session = session
        shown = [self.tr(notice) for notice in session.notices[:NOTICES_SHOWN]]
        more = len(session.notices) - len(shown)
        shown += [self.tr("… and {count} more in the log.").format(count=more)] if more > 0 else []
        for notice in session.notices:
            QgsMessageLog.logMessage(notice, "Dockline", MESSAGE_WARNING)
        self.notice.setText("\n".join(shown))
        self.notice.setVisible(bool(shown))
        self.map.session = session
        self.live.watch(session)
        self.parcels.fill(session, self.addresses())
        self.stack.setCurrentIndex(RESULTS)
        self.inputs.setCollapsed(True)  # room for the list and the detail; a click opens it again
        self.fit_inputs()

    def addresses(self) -> dict:
        layer, field = self.session.parameters["PARCELS"], self.inputs.field("ADDRESS_FIELD")
        if not field:
            return {}
        id_field = self.session.parameters["PARCEL_ID"]
        return {str(f[id_field]): str(f[field]) for f in layer.getFeatures()}

    def show_parcel(self, pid: str) -> None:
        """The parcel in the detail and on the map."""
        if self.session is None:
            return
        self.current = pid
        self.detail.show_parcel(self.session, pid)
        self.map.show_parcel(pid, findings_of(self.session, pid))

    def rechecked(self, parcels: set) -> None:
        """The rows of the parcels checked again, and the detail if it shows one of them."""
        for pid in parcels:
            row = self.parcels.row_of(pid)
            if row >= 0:
                self.parcels.update_row(self.session, row, pid)
        if self.current in parcels:
            self.show_parcel(self.current)

    def open_exhibit(self) -> None:
        """The shown parcel's exhibit opened in the PDF viewer; where none opens it, where the PDF is."""
        if self.current is None or self.session is None:
            return
        try:
            path = self.runner.exhibit_for(self.session, self.current)
        except QgsProcessingException as error:
            self.detail.say(self.tr("No exhibit"), str(error))
            return
        if not os.path.exists(path):
            self.detail.say(self.tr("No exhibit"), self.tr("no PDF at {path}").format(path=path))
        elif not QDesktopServices.openUrl(QUrl.fromLocalFile(path)):
            where = self.tr("no PDF viewer opened it; it is at {path}").format(path=path)
            self.detail.say(self.tr("Exhibit"), where)

    # -- states -----------------------------------------------------------------------------------------------
    def layers_removed(self, layer_ids) -> None:
        """A layer the panel uses was removed: drop the analysis and say so (never an exception dialog)."""
        if not (self.inputs.layers_in_use() | self.live.layer_ids()) & set(layer_ids):
            return
        self.live.unwatch()
        self.map.forget()
        self.detail.clear()
        self.session = self.current = None
        self.parcels.clear()
        self.show_message(
            self.tr(
                "A layer the analysis used was removed from the project. Choose the layers again and run the analysis."
            )
        )

    def unload(self) -> None:
        """Everything the panel connected or drew, undone (the plugin calls this before deleting it)."""
        if not hasattr(self, "inputs"):  # the panel only says what to install
            return
        self.live.unwatch()
        self.map.unload()
        self.inputs.unload()
        QgsProject.instance().layersWillBeRemoved.disconnect(self.layers_removed)
