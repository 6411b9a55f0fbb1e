"""The panel's live re-check: edits of the proposed facilities (uncommitted ones included; the user's edits are
left untouched) check their parcels again shortly after, and the panel shows the new findings."""

from __future__ import annotations

import contextlib

from qgis.PyQt.QtCore import QObject, QTimer, pyqtSignal

WATCHED = ("DOCKS", "MOORINGS", "STRUCTURES", "BOATS")  # edits of these are re-checked as they happen
RECHECK_MS = 300


class LiveRecheck(QObject):
    """Follows the facility layers of a session; ``rechecked`` gives the ids of the parcels checked again.
    ``shown()`` names the parcel on show, which is checked again with any edit."""

    rechecked = pyqtSignal(set)

    def __init__(self, shown, parent=None):
        super().__init__(parent)
        self.shown = shown
        self.session = None
        self.pending = set()  # feature labels edited since the last re-check
        self.watched = []  # (layer, [(signal, slot)]) of the facility layers followed
        self.timer = QTimer(self)
        self.timer.setSingleShot(True)
        self.timer.setInterval(RECHECK_MS)
        self.timer.timeout.connect(self.recheck_pending)

    def watch(self, session) -> None:
        """Follow the edits of the session's facility layers."""
        from ..rules.tools.values import feature_label

        self.unwatch()
        self.session = session
        if session.prepared.checker is None:
            return
        for key in WATCHED:
            layer = session.parameters.get(key)
            if layer is None:
                continue
            prefix = key.lower()
            slot = lambda fid, *_, p=prefix: self.edited(feature_label(p, fid))  # noqa: E731 (one slot, four signals)
            signals = (layer.geometryChanged, layer.featureAdded, layer.featureDeleted, layer.attributeValueChanged)
            connections = [(signal, slot) for signal in signals]
            for signal, each in connections:
                signal.connect(each)
            self.watched.append((layer, connections))

    def unwatch(self) -> None:
        self.timer.stop()
        for _, connections in self.watched:
            for signal, slot in connections:
                with contextlib.suppress(TypeError, RuntimeError):  # the layer is gone
                    signal.disconnect(slot)
        self.watched = []
        self.session = None

    def layer_ids(self) -> set:
        return {layer.id() for layer, _ in self.watched}

    def edited(self, label: str) -> None:
        self.pending.add(label)
        self.timer.start()

    def recheck_pending(self) -> None:
        """Check again the parcels whose facilities changed (and the one shown)."""
        session = self.session
        if session is None or session.prepared.checker is None:
            return
        labels, self.pending = self.pending, set()
        before = session.prepared.proposal  # where the edited features were: a dock moved off a parcel too
        proposal = session.read_proposal(labels)
        parcels = session.parcels_of_features(proposal, labels)
        if before is not None:
            parcels |= session.parcels_of_features(before, labels)
        shown = self.shown()
        if shown is not None and shown in session.prepared.checker.sites:
            parcels.add(shown)
        if not parcels:
            return
        session.recheck(parcels, proposal)
        self.rechecked.emit(parcels)
