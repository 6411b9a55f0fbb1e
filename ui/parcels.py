"""The panel's parcel list: every parcel of the analysis with its status, filtered by status, tier and text; the
row chosen is the parcel shown."""

from __future__ import annotations

import re
from collections import Counter

from qgis.gui import QgsFilterLineEdit
from qgis.PyQt.QtCore import QSortFilterProxyModel, Qt, pyqtSignal
from qgis.PyQt.QtGui import QStandardItem, QStandardItemModel
from qgis.PyQt.QtWidgets import QAbstractItemView, QComboBox, QHBoxLayout, QTableView, QToolButton, QVBoxLayout, QWidget

from ..rules.law.vocabulary import Status, bare
from .colours import ANALYSED, STATUS_COLOURS, dot

COLUMNS = ("Status", "Parcel", "Address", "Tier", "Lineal ft", "Findings")
SORT_ROLE = Qt.ItemDataRole.UserRole  # a cell's value as sorted (numbers as numbers); looked up once, not per cell
NUMBER = re.compile(r"\d+")
NUMBER_WIDTH = 20  # digits a number of a parcel id or an address is padded to, to sort as a number


def in_order(value):
    """A cell's value as sorted: text with its numbers in their order (98.11-1-9 before 98.11-1-10, 9 Bay Rd before
    10 Bay Rd), each padded to the same width; a number as it is."""
    if not isinstance(value, str):
        return value
    return NUMBER.sub(lambda found: found.group().zfill(NUMBER_WIDTH), value.casefold())


class ParcelFilter(QSortFilterProxyModel):
    """Rows matching the chosen status, tier and text (on the id and the address); a parcel that may take Tier 2
    or Tier 3 (D19, "2 or 3") matches either."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self.status = self.tier = self.text = ""

    def filterAcceptsRow(self, row, parent):  # noqa: N802 (Qt's name)
        if not (self.status or self.tier or self.text):  # no filter: every row, its cells unread
            return True
        model = self.sourceModel()

        def cell(column):
            return model.index(row, column, parent).data() or ""

        return (
            (not self.status or cell(0) == self.status)
            and (not self.tier or self.tier in cell(3).split(" or "))
            and (not self.text or self.text.lower() in f"{cell(1)} {cell(2)}".lower())
        )


def status_of(session, pid: str):
    """The parcel's status in the list: as checked, or where nothing was checked, whether it was allocated."""
    analysis, checked = session.analysis, session.checked
    if pid not in analysis.lineal:
        return Status.NOT_ADJOINING
    if checked is not None:
        return checked.summaries[pid].status
    return ANALYSED if analysis.allocations.get(pid) is not None else Status.NO_ALLOCATION


def finding_counts(session) -> Counter:
    """How many findings each parcel has (none where nothing was checked)."""
    checked = session.checked
    return Counter(f.parcel_id for f in checked.findings) if checked is not None else Counter()


class ParcelList(QWidget):
    """The filters, Pick on map and the table; ``chosen`` gives the id of the row chosen."""

    chosen = pyqtSignal(str)
    picking = pyqtSignal(bool)  # Pick on map pressed or released

    def __init__(self, parent=None):
        super().__init__(parent)
        self.icons = {status: dot(colour) for status, colour in STATUS_COLOURS.items()}  # drawn once, shared
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(self._filter_row())
        self.model = QStandardItemModel(0, len(COLUMNS), self)
        self.model.setHorizontalHeaderLabels([self.tr(c) for c in COLUMNS])
        self.proxy = ParcelFilter(self)
        self.proxy.setSourceModel(self.model)
        self.proxy.setSortRole(SORT_ROLE)
        self.table = QTableView(self)
        self.table.setObjectName("dockline_parcels")
        self.table.setModel(self.proxy)
        self.table.setSortingEnabled(True)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().hide()
        self.table.verticalHeader().setDefaultSectionSize(self.fontMetrics().height() + 6)  # more rows in sight
        self.table.selectionModel().currentRowChanged.connect(self.row_changed)
        layout.addWidget(self.table, 1)

    def _filter_row(self) -> QHBoxLayout:
        row = QHBoxLayout()
        self.status_filter = QComboBox(self)
        self.status_filter.addItem(self.tr("All statuses"), "")
        for status, icon in self.icons.items():
            self.status_filter.addItem(icon, status, bare(status))
        self.tier_filter = QComboBox(self)
        self.tier_filter.addItem(self.tr("All tiers"), "")
        for tier in ("1", "2", "3"):
            self.tier_filter.addItem(self.tr("Tier {tier}").format(tier=tier), tier)
        self.search = QgsFilterLineEdit(self)
        self.search.setPlaceholderText(self.tr("Parcel id or address"))
        self.search.setMinimumWidth(14 * self.fontMetrics().averageCharWidth())
        for widget in (self.status_filter, self.tier_filter):
            widget.currentIndexChanged.connect(self.apply_filter)
            widget.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
            widget.setMinimumContentsLength(7)  # in a narrow panel, room for the search too
        self.search.textChanged.connect(self.apply_filter)
        self.pick_button = QToolButton(self)
        self.pick_button.setText(self.tr("Pick on map"))
        self.pick_button.setCheckable(True)
        self.pick_button.toggled.connect(self.picking)
        row.addWidget(self.status_filter)
        row.addWidget(self.tier_filter)
        row.addWidget(self.search, 1)
        row.addWidget(self.pick_button)
        return row

    def fill(self, session, addresses: dict) -> None:
        """Every parcel's row, made whole before it joins the model, and the model shown through the filter (and
        sorted by the column chosen) once it is full: a row added to a shown model is filtered and sorted on its own."""
        self.clear()
        counts = finding_counts(session)
        column, order = self.proxy.sortColumn(), self.proxy.sortOrder()
        self.proxy.setSourceModel(None)
        read_only = QStandardItem()
        read_only.setEditable(False)
        for pid in sorted(session.analysis.parcel_ids):
            items = [read_only.clone() for _ in COLUMNS]
            self._show(items, session, pid, counts[pid], addresses.get(pid, ""))
            self.model.appendRow(items)
        self.proxy.setSourceModel(self.model)
        self.proxy.sort(column, order)
        self.table.resizeColumnsToContents()  # "1364.21", not "1364 …"

    def update_row(self, session, row: int, pid: str) -> None:
        items = [self.model.item(row, column) for column in range(len(COLUMNS))]
        self._show(items, session, pid, finding_counts(session)[pid])

    def _show(self, items: list, session, pid: str, findings: int, address: str | None = None) -> None:
        """The parcel's values in its row's items (the address only when given)."""
        allocation = session.analysis.allocations.get(pid)
        status = status_of(session, pid)
        values = (
            status,
            pid,
            address,
            allocation.tier_label if allocation else "",
            round(session.analysis.lineal_ft(pid), 2),
            findings,
        )
        for item, value in zip(items, values):
            if value is None:
                continue
            item.setText(str(value))
            item.setData(in_order(bare(value)), SORT_ROLE)
        items[0].setIcon(self.icons[status])

    def clear(self) -> None:
        self.model.removeRows(0, self.model.rowCount())

    def apply_filter(self) -> None:
        self.proxy.status = self.status_filter.currentData() or ""
        self.proxy.tier = self.tier_filter.currentData() or ""
        self.proxy.text = self.search.text()
        self.proxy.invalidateFilter()

    def row_of(self, pid: str) -> int:
        matches = self.model.findItems(pid, Qt.MatchFlag.MatchExactly, 1)
        return matches[0].row() if matches else -1

    def select_parcel(self, pid: str) -> None:
        """Select the parcel's row (the detail, the map selection and the zoom follow)."""
        row = self.row_of(pid)
        if row < 0:
            return
        index = self.proxy.mapFromSource(self.model.index(row, 1))
        if not index.isValid():  # filtered out: show everything
            self.status_filter.setCurrentIndex(0)
            self.tier_filter.setCurrentIndex(0)
            self.search.clear()
            index = self.proxy.mapFromSource(self.model.index(row, 1))
        self.table.setCurrentIndex(index)

    def row_changed(self, current, _previous) -> None:
        if current.isValid():
            self.chosen.emit(self.proxy.index(current.row(), 1).data())
