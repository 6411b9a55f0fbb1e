"""The panel's run bar: Run analysis, Cancel and the progress, always in sight. The analysis runs as a QGIS task
(QGIS stays responsive); a parcel's exhibit is printed from the analysis the panel holds, its progress shown."""

from __future__ import annotations

import tempfile

from qgis.core import QgsApplication, QgsProcessingException, QgsProcessingFeedback, QgsProject
from qgis.PyQt.QtCore import QEventLoop, Qt, pyqtSignal
from qgis.PyQt.QtWidgets import QHBoxLayout, QProgressBar, QPushButton, QWidget

from .inputs import ChoiceError
from .map import parcel_filter


class RunBar(QWidget):
    """Runs the analysis of the ``inputs``; says what happens through ``said`` and hands the analysed session over
    through ``finished``."""

    said = pyqtSignal(str)  # a message in place of the list
    finished = pyqtSignal(object)  # the Session, analysed

    def __init__(self, inputs, parent=None):
        super().__init__(parent)
        self.inputs = inputs
        self.task = None
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        self.run_button = QPushButton(self.tr("Run analysis"), self)
        self.run_button.setObjectName("dockline_run")
        self.run_button.clicked.connect(self.run_analysis)
        self.cancel_button = QPushButton(self.tr("Cancel"), self)
        self.cancel_button.setEnabled(False)
        self.cancel_button.clicked.connect(self.cancel_analysis)
        self.progress = QProgressBar(self)
        self.progress.setRange(0, 100)
        row.addWidget(self.run_button)
        row.addWidget(self.cancel_button)
        row.addWidget(self.progress, 1)

    def run_analysis(self) -> None:
        """Read the layers here, then run the engine as a QGIS task; ``finished`` when it is done."""
        from .session import AnalysisTask, Session

        try:
            parameters = self.inputs.parameters()
        except ChoiceError as problem:
            self.said.emit(str(problem))
            return
        self.inputs.save_choices()
        session = Session(parameters, QgsProject.instance())
        try:
            session.prepare(QgsProcessingFeedback())
        except QgsProcessingException as error:
            self.said.emit(self.tr("The layers cannot be analysed: {error}").format(error=error))
            return
        self.task = AnalysisTask(session.compute, self.tr("Dockline: analysing the shoreline"))
        self.progress.setFormat("%p%")
        self.task.progressChanged.connect(lambda value: self.progress.setValue(int(value)))
        self.task.taskCompleted.connect(lambda: self.analysis_done(session))
        self.task.taskTerminated.connect(lambda: self.analysis_failed(self.task))
        self.run_button.setEnabled(False)
        self.cancel_button.setEnabled(True)
        self.said.emit(self.tr("Analysing…"))
        QgsApplication.taskManager().addTask(self.task)

    def cancel_analysis(self) -> None:
        if self.task is not None:
            self.task.cancel()

    def analysis_failed(self, task) -> None:
        self.run_button.setEnabled(True)
        self.cancel_button.setEnabled(False)
        self.task = None
        self.said.emit(
            self.tr("The analysis stopped: {error}").format(error=task.error)
            if task.error
            else self.tr("The analysis was cancelled.")
        )

    def analysis_done(self, session) -> None:
        self.run_button.setEnabled(True)
        self.cancel_button.setEnabled(False)
        self.progress.setValue(100)
        self.task = None
        self.finished.emit(session)

    def exhibit_for(self, session, pid: str) -> str:
        """The hearing exhibit of one parcel, as a PDF in a new temporary folder (dockline:exhibits), from the
        ``session``'s analysis: the rows its page shows made in a task (QGIS stays responsive), the layout and the
        PDF on this thread, as QGIS requires, with the progress shown and the panel (this bar's parent) disabled
        meanwhile."""
        from qgis.core import QgsProcessingContext

        from ..processing.shoreline_analysis import written_layers
        from ..rules.outputs.rows import rows_near
        from .session import AnalysisTask

        parameters = {
            **session.parameters,
            "PRINT": 3,
            "EXPRESSION": parcel_filter(session.parameters["PARCEL_ID"], pid),
            "FOLDER": tempfile.mkdtemp(prefix="dockline-exhibit-"),
            "ADDRESS_FIELD": self.inputs.field("ADDRESS_FIELD"),
        }
        feedback = QgsProcessingFeedback()
        feedback.progressChanged.connect(self._printing)
        self.progress.setFormat(self.tr("Exhibit of {parcel}: %p%").format(parcel=pid))
        panel = self.parentWidget()
        panel.setEnabled(False)  # no second run meanwhile
        QgsApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)
        try:
            printer = QgsApplication.processingRegistry().createAlgorithmById("dockline:exhibits")
            context = QgsProcessingContext()
            context.setProject(QgsProject.instance())
            fine, refusal = printer.checkParameterValues(parameters, context)  # nothing lost: before any work
            if not fine:
                raise QgsProcessingException(refusal)
            task = AnalysisTask(
                lambda feedback: rows_near(session.rows(feedback), pid),  # only what its page shows is written
                self.tr("Dockline: the exhibit of {parcel}").format(parcel=pid),
            )
            waiting = QEventLoop()
            task.taskCompleted.connect(waiting.quit)
            task.taskTerminated.connect(waiting.quit)
            QgsApplication.taskManager().addTask(task)
            waiting.exec()  # QGIS's own events meanwhile
            if task.result is None:
                raise QgsProcessingException(task.error or self.tr("cancelled"))
            outputs = written_layers(session.prepared, task.result, context, feedback)
            result = printer.print_exhibits(parameters, context, feedback, outputs, session.prepared)
        finally:
            QgsApplication.restoreOverrideCursor()
            panel.setEnabled(True)
            self.progress.setValue(100)
        return result["PDFS"].split(";")[0]

    def _printing(self, percent: float) -> None:
        """The exhibit's progress in the bar; QGIS repaints meanwhile (the layout runs on this thread)."""
        self.progress.setValue(int(percent))
        QgsApplication.processEvents()
