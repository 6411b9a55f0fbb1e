"""The panel's detail of one parcel: its tier, shoreline and allocation against what is proposed, its flags, and its
findings, each with what it means in full under it; copied as text or CSV."""

from __future__ import annotations

import csv
import html as markup
import io

from qgis.core import QgsApplication
from qgis.PyQt.QtCore import QRect, QSize, Qt, pyqtSignal
from qgis.PyQt.QtWidgets import (
    QHBoxLayout,
    QPushButton,
    QSplitter,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTextBrowser,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ..rules.checks.findings import SEVERITIES
from ..rules.checks.summary import allowance_rows, measured_text
from ..rules.law.allocation import allocation_record
from ..rules.law.calendar import open_deadlines, permit_calendar
from ..rules.law.catalogue import INPUT
from ..rules.law.vocabulary import DeadlineStatus, Severity
from ..rules.tools.errors import DocklineInputError
from .colours import SEVERITY_COLOURS, dot

FINDING_COLUMNS = ("Severity", "Rule", "Facility", "Section", "Measured / limit")  # what it means: the row under
CSV_COLUMNS = ("parcel_id", "facility_id", "rule_id", "citation", "severity", "measured", "limit", "unit", "message")
CSV_COLUMNS += ("basis", "to_confirm")
MEANING_MARGIN = 4  # px around a meaning's wrapped text
OVERDUE_COLOUR = SEVERITY_COLOURS[Severity.VIOLATION]  # an overdue deadline: the violations' red


def findings_of(session, pid: str) -> list:
    """The parcel's findings, the gravest first."""
    checked = session.checked
    if checked is None:
        return []
    order = {severity: rank for rank, severity in enumerate(SEVERITIES)}
    return sorted((f for f in checked.findings if f.parcel_id == pid), key=lambda f: order[f.severity])


class MeaningRows(QStyledItemDelegate):
    """A finding's meaning is wrapped to the width in sight (the columns above it may be wider): a tree asks its
    delegate for a row's height without the width the row will have, so it is given here (and no width is asked
    for, so no column grows to the text)."""

    def width(self) -> int:
        return max(self.parent().viewport().width(), 40)

    def sizeHint(self, option, index):  # noqa: N802 (Qt's name)
        hint = super().sizeHint(option, index)
        if not index.parent().isValid():
            return hint
        room = QRect(0, 0, self.width() - 2 * MEANING_MARGIN, 0)
        text = option.fontMetrics.boundingRect(room, Qt.TextFlag.TextWordWrap, index.data() or "")
        return QSize(0, max(hint.height(), text.height() + 2 * MEANING_MARGIN))

    def paint(self, painter, option, index):
        if index.parent().isValid():
            option = QStyleOptionViewItem(option)
            option.rect.setWidth(self.width())
        super().paint(painter, option, index)


class FindingsTree(QTreeWidget):
    """The findings; the meanings' wrapped heights follow the tree's width."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setObjectName("dockline_findings")
        self.setColumnCount(len(FINDING_COLUMNS))
        self.setWordWrap(True)
        self.setUniformRowHeights(False)
        self.setRootIsDecorated(False)
        self.setIndentation(0)
        self.setItemDelegate(MeaningRows(self))

    def resizeEvent(self, event):  # noqa: N802 (Qt's name)
        super().resizeEvent(event)
        if event.size().width() != event.oldSize().width():
            self.scheduleDelayedItemsLayout()

    def add_finding(self, finding) -> QTreeWidgetItem:
        """A row for the finding, its meaning (and what to confirm) the row under it across every column."""
        measured = measured_text(finding.measured, finding.limit, finding.unit)
        columns = [finding.severity.words, finding.rule_id, finding.facility_id or "", finding.citation, measured]
        item = QTreeWidgetItem(columns)
        item.setIcon(0, dot(SEVERITY_COLOURS[finding.severity]))
        readings = f"\n\n{self.tr('To confirm')} ({finding.basis}):\n{finding.to_confirm}" if finding.to_confirm else ""
        meaning = QTreeWidgetItem([finding.message])
        for each in (item, meaning):
            each.setData(0, Qt.ItemDataRole.UserRole, finding)
            each.setToolTip(0, finding.message + readings)
        self.addTopLevelItem(item)
        item.addChild(meaning)
        meaning.setFirstColumnSpanned(True)
        item.setExpanded(True)
        return item


class Detail(QSplitter):
    """One parcel of a session: its text over its findings; ``finding_clicked`` gives the finding clicked,
    ``exhibit_wanted`` asks for the parcel's exhibit."""

    finding_clicked = pyqtSignal(object)
    exhibit_wanted = pyqtSignal()

    def __init__(self, parent=None):
        super().__init__(Qt.Orientation.Vertical, parent)
        self.session = self.pid = None
        self.text = QTextBrowser(self)
        self.text.setObjectName("dockline_detail")
        self.findings_tree = FindingsTree(self)
        self.findings_tree.setHeaderLabels([self.tr(c) for c in FINDING_COLUMNS])
        self.findings_tree.itemClicked.connect(
            lambda item, _column: self.finding_clicked.emit(item.data(0, Qt.ItemDataRole.UserRole))
        )
        findings = QWidget(self)  # the findings and what to do with them, under the parcel's text
        column = QVBoxLayout(findings)
        column.setContentsMargins(0, 0, 0, 0)
        column.addWidget(self.findings_tree, 1)
        buttons = QHBoxLayout()
        column.addLayout(buttons)
        for name, text, slot in (
            ("dockline_copy_text", self.tr("Copy as text"), self.copy_text),
            ("dockline_copy_csv", self.tr("Copy as CSV"), self.copy_csv),
            ("dockline_open_exhibit", self.tr("Open exhibit"), self.exhibit_wanted),
        ):
            button = QPushButton(text, findings)
            button.setObjectName(name)
            button.clicked.connect(slot)
            buttons.addWidget(button)
        self.addWidget(self.text)
        self.addWidget(findings)
        self.setSizes([2000, 3000])  # the findings the larger part

    def show_parcel(self, session, pid: str) -> None:
        self.session, self.pid = session, pid
        self.text.setHtml(self.parcel_html(session, pid))
        self.findings_tree.clear()
        for finding in findings_of(session, pid):
            self.findings_tree.add_finding(finding)
        for column in range(len(FINDING_COLUMNS)):  # the meanings span the width under their rows
            self.findings_tree.resizeColumnToContents(column)

    def parcel_html(self, session, pid: str) -> str:
        analysis, checked = session.analysis, session.checked
        allocation = analysis.allocations.get(pid)
        html = [f"<h3>{self.tr('Parcel')} {markup.escape(pid)}</h3>"]
        if pid not in analysis.lineal:
            html.append(
                self.tr(
                    "<p>This parcel does not adjoin the mean high-water line: it has no tie line, no "
                    "facility area and no allocation.</p>"
                )
            )
        elif allocation is None:
            html.append(self.tr("<p>No allocation could be made (see the flags).</p>"))
        else:
            summary = checked.summaries.get(pid) if checked is not None else None
            html.append(
                f"<p><b>Tier {allocation.tier_label}</b>, {session.prepared.municipalities.of(pid).name}<br>"
                f"{self.tr('Why this tier')}: {markup.escape(allocation.tier_reason)}<br>"
                f"{analysis.lineal_ft(pid):.2f} {self.tr('lineal ft of shoreline')}; {markup.escape(allocation.reason)}"
                f"{'' if allocation.eligible else ' — ' + self.tr('no facility under this tier')}</p>"
            )
            record = allocation_record(allocation, session.prepared.municipalities.of(pid))
            html.append(self.allocation_table(record, summary and vars(summary)))
        html.append(self.deadlines_html(session, pid))
        flags = [flag for flag in analysis.flags if flag.parcel_id == pid]
        if flags:
            said = "<br>".join(f"{flag.code}: {markup.escape(flag.message)}" for flag in flags)
            html.append(f"<p><b>{self.tr('Flags')}</b><br>{said}</p>")
        return "".join(html)

    def allocation_table(self, allocation: dict, summary) -> str:
        """What the allocation allows beside what is proposed, as the exhibit gives it (``rules.checks.summary``):
        ``allocation`` the allocation record, ``summary`` the parcel summary's fields (None: not checked)."""
        head = f"<tr><th></th><th>{self.tr('Allowed')}</th><th>{self.tr('Proposed')}</th>"
        head += f"<th>{self.tr('Compared')}</th></tr>"
        body = "".join(
            f"<tr><td>{row.label}</td><td>{row.allowed}</td><td>{row.proposed}</td><td>{row.standing or ''}</td></tr>"
            for row in allowance_rows(allocation, summary)
        )
        return f"<table border='1' cellspacing='0' cellpadding='2'>{head}{body}</table>"

    def deadlines_html(self, session, pid: str) -> str:
        """The parcel's open deadlines from the permits table chosen (``rules.law.calendar``, from the rows the session
        read: overdue first, in red), then what of its rows cannot be read (INPUT, naming the table's row), or why
        the table cannot be read at all; nothing without a permits table."""
        if session.permits is None:
            return ""
        title = f"<p><b>{self.tr('Open deadlines (permits table)')}</b><br>"
        try:
            deadlines = permit_calendar(session.permits, session.prepared.municipalities.of(pid))
        except DocklineInputError as error:
            return f"{title}{INPUT}: {markup.escape(str(error))}</p>"
        lines = [
            f"<span style='color:{OVERDUE_COLOUR}'>{markup.escape(d.message)}</span>"
            if d.status is DeadlineStatus.OVERDUE
            else markup.escape(d.message)
            for d in open_deadlines(deadlines, pid)
        ]
        lines += [f"{INPUT}: {markup.escape(d.message)}" for d in deadlines if d.parcel_id == pid and d.step == INPUT]
        return title + ("<br>".join(lines) or self.tr("none open")) + "</p>"

    def say(self, heading: str, text: str) -> None:
        """A line under the parcel's text, ``text`` as it is written (selectable, so a path can be copied)."""
        self.text.append(f"<p><b>{heading}:</b> {markup.escape(text)}</p>")

    def rows_for(self, pid: str) -> list:
        return [
            [
                f.parcel_id,
                f.facility_id or "",
                f.rule_id,
                f.citation,
                f.severity,
                "" if f.measured is None else f.measured,
                "" if f.limit is None else f.limit,
                f.unit,
                f.message,
                f.basis,
                f.to_confirm,
            ]
            for f in findings_of(self.session, pid)
        ]

    def copy_text(self) -> None:
        if self.pid is None:
            return
        text = (
            self.text.toPlainText()
            + "\n\n"
            + "\n".join(f"- {row[4]}: {row[3]} ({row[2]}) {row[8]}" for row in self.rows_for(self.pid))
        )
        QgsApplication.clipboard().setText(text)

    def copy_csv(self) -> None:
        if self.pid is None:
            return
        out = io.StringIO()
        writer = csv.writer(out)
        writer.writerow(CSV_COLUMNS)
        writer.writerows(self.rows_for(self.pid))
        QgsApplication.clipboard().setText(out.getvalue())

    def clear(self) -> None:
        self.session = self.pid = None
        self.text.clear()
        self.findings_tree.clear()
