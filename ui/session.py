"""The panel's analysis: the layers chosen in the panel go through the same reading and engine as
``dockline:shorelineanalysis`` (``processing/adapters/shoreline_run.py``); the engine runs in a background task; while a
surveyor edits, only the affected parcels are checked again."""

from dataclasses import replace

from qgis.core import QgsApplication, QgsFeatureRequest, QgsProcessingContext, QgsProcessingFeedback, QgsTask


class Session:
    """One analysis of the chosen layers, kept for re-checking."""

    def __init__(self, parameters: dict, project):
        self.parameters = parameters  # as dockline:shorelineanalysis takes them (the exhibits run with them)
        self.context = QgsProcessingContext()
        self.context.setProject(project)
        self.inputs = None
        self.prepared = None
        self.permits = None  # the permits table's rows (processing.permit_calendar.permit_rows), where one is chosen

    def prepare(self, feedback) -> bool:
        """Read the layers (on the thread that owns them: the main one) as dockline:shorelineanalysis reads its
        parameters, and the permits table's rows for the parcels' deadlines, once for the session. False if
        cancelled."""
        from ..processing.adapters.permits import permit_rows
        from ..processing.adapters.shoreline_run import prepare, read_inputs

        self.inputs = read_inputs(analysis_algorithm(), self.parameters, self.context)
        permits = self.parameters.get("PERMITS")
        self.permits = None if permits is None else permit_rows(permits)
        self.prepared = prepare(self.inputs, self.context, feedback)
        return self.prepared is not None

    def compute(self, feedback) -> None:
        """The engine (any thread)."""
        from ..processing.adapters.shoreline_run import compute

        compute(self.prepared, feedback)

    def rows(self, _feedback=None) -> dict:
        """The outputs' rows for the exhibits, from the analysis and check as they are now (any thread)."""
        from ..processing.adapters.shoreline_run import engine_rows

        return engine_rows(self.prepared)

    @property
    def analysis(self):
        return self.prepared.analysis

    @property
    def checked(self):
        return self.prepared.checked

    @property
    def notices(self) -> list[str]:
        """What the run assumed and warns of (a tier map that misses a district, none at all...)."""
        return self.prepared.run.notices

    def read_proposal(self, edited=frozenset()):
        """The facility layers as they are now, uncommitted edits included. With ``edited`` (the labels of the
        features added, changed or deleted since the last read) only those are read again and the rest is kept:
        on a whole lake, reading every layer again would be most of a re-check."""
        from ..processing.adapters.facility_inputs import read_proposal

        known, frame = self.prepared.proposal, self.prepared.frame
        if not edited or known is None:
            self.prepared.proposal = read_proposal(
                self.inputs.layers, self.inputs.fields, frame, QgsProcessingFeedback()
            )
            return self.prepared.proposal
        from ..rules.tools.values import feature_of

        fids = {}
        for label in edited:
            layer, fid = feature_of(label)
            fids.setdefault(layer.upper(), []).append(fid)
        fresh = read_proposal(
            {name: source for name, source in self.inputs.layers.items() if name in fids},
            self.inputs.fields,
            frame,
            QgsProcessingFeedback(),
            {name: QgsFeatureRequest().setFilterFids(ids) for name, ids in fids.items()},
        )
        self.prepared.proposal = replace(
            known,
            **{
                kind: tuple(f for f in getattr(known, kind) if f.feature not in edited) + getattr(fresh, kind)
                for kind in ("docks", "moorings", "structures", "boats")
            },
        )
        return self.prepared.proposal

    def parcels_of_features(self, proposal, labels: set) -> set:
        """The parcels the facilities with these feature labels ("docks feature 12") belong to."""
        checker = self.prepared.checker
        facilities = (*proposal.docks, *proposal.moorings, *proposal.structures, *proposal.boats)
        return {pid for f in facilities if f.feature in labels and (pid := checker.parcel_of(f)) is not None}

    def recheck(self, parcel_ids: set, proposal=None):
        """The check of these parcels' proposals alone (a dock goes with all its parts); the result's findings
        and summaries for these parcels replace the earlier ones."""
        proposal = proposal or self.read_proposal()
        checker = self.prepared.checker

        def mine(facility):
            return checker.parcel_of(facility) in parcel_ids

        docks = {part.dock_id for part in proposal.docks if mine(part)}
        subset = replace(
            proposal,
            docks=tuple(p for p in proposal.docks if p.dock_id in docks),
            moorings=tuple(filter(mine, proposal.moorings)),
            structures=tuple(filter(mine, proposal.structures)),
            boats=tuple(filter(mine, proposal.boats)),
        )
        result = checker.check(subset, parcel_ids)
        kept = [f for f in self.checked.findings if f.parcel_id not in parcel_ids]
        self.prepared.checked = replace(
            self.checked,
            findings=kept + [f for f in result.findings if f.parcel_id in parcel_ids],
            summaries={
                **self.checked.summaries,
                **{pid: result.summaries[pid] for pid in parcel_ids if pid in result.summaries},
            },
        )
        return self.prepared.checked

    def to_layer_crs(self, geometry):
        """A geometry in feet as a QgsGeometry in the parcels layer's CRS."""
        return next(self.prepared.frame.to_layer([geometry]))


def analysis_algorithm():
    """``dockline:shorelineanalysis`` with its parameters: it reads the panel's choices as it reads its own."""
    return QgsApplication.processingRegistry().createAlgorithmById("dockline:shorelineanalysis")


class AnalysisTask(QgsTask):
    """Engine work in QGIS's task manager, off the main thread: a progress bar, cancel, and QGIS stays responsive.
    ``work(feedback)`` is the session's ``compute`` or ``rows``; what it returns is kept as ``result``."""

    def __init__(self, work, description: str):
        super().__init__(description, QgsTask.Flag.CanCancel)
        self.work = work
        self.error = self.result = None
        self.feedback = QgsProcessingFeedback()  # cancelled with the task: the engine looks at it in its loops

    def cancel(self):
        self.feedback.cancel()
        super().cancel()

    def run(self):
        from ..rules.tools.progress import Cancelled

        self.feedback.progressChanged.connect(self.setProgress)
        try:
            self.result = self.work(self.feedback)
        except Cancelled:
            return False
        except Exception as error:  # shown in the panel: never a dialog with a traceback
            self.error = str(error)
            return False
        return not self.isCanceled()
