"""The Dockline panel: choose the layers once per project, run the analysis in the background, browse
every parcel with its status, read one parcel's allocation and findings, and see the findings change while a
surveyor edits a dock. The law lives in ``rules/``; this file only shows what it says."""

from __future__ import annotations

import contextlib
import csv
import io
import os
import tempfile

from qgis.core import (
    QgsApplication,
    QgsCoordinateTransform,
    QgsExpression,
    QgsFeatureRequest,
    QgsFieldProxyModel,
    QgsMapLayerProxyModel,
    QgsPointXY,
    QgsProcessingFeedback,
    QgsProject,
    QgsRectangle,
    QgsWkbTypes,
)
from qgis.gui import (
    QgsCollapsibleGroupBox,
    QgsDockWidget,
    QgsDoubleSpinBox,
    QgsFieldComboBox,
    QgsFileWidget,
    QgsFilterLineEdit,
    QgsMapLayerComboBox,
    QgsMapToolEmitPoint,
    QgsRubberBand,
)
from qgis.PyQt.QtCore import QEventLoop, QSortFilterProxyModel, Qt, QTimer, QUrl
from qgis.PyQt.QtGui import QColor, QDesktopServices, QIcon, QPainter, QPixmap, QStandardItem, QStandardItemModel
from qgis.PyQt.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QProgressBar,
    QPushButton,
    QSplitter,
    QStackedWidget,
    QTableView,
    QTextBrowser,
    QToolButton,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ..processing.terrain_inputs import LABELS as TERRAIN_LABELS
from ..processing.terrain_inputs import RASTERS_NAMED, UNIT_NAMES
from ..rules.findings import SEVERITIES
from ..rules.vocabulary import Severity, Status, bare

STATUS_COLOURS = {
    Status.VIOLATIONS: "#d00000",
    Status.NEEDS_REVIEW: "#f4a100",
    Status.COMPLIES: "#2b9348",
    Status.NO_PROPOSAL: "#adb5bd",
    Status.NO_ALLOCATION: "#6c757d",
    Status.NOT_ADJOINING: "#dee2e6",
    "analysed": "#457b9d",
}
SEVERITY_COLOURS = {
    Severity.VIOLATION: "#d00000",
    Severity.PERMIT_REQUIRED: "#f48c06",
    Severity.ADVISORY: "#ffba08",
    Severity.VARIED: "#3a86ff",
    Severity.NONCONFORMING: "#8338ec",
    Severity.EXEMPT: "#6c757d",
}
LAYER_CHOICES = (  # key, label, layer filter, optional
    ("PARCELS", "Parcels", QgsMapLayerProxyModel.Filter.PolygonLayer, False),
    (
        "WATER",
        "Water (polygons) or MHW (closed lines)",
        QgsMapLayerProxyModel.Filter.PolygonLayer | QgsMapLayerProxyModel.Filter.LineLayer,
        False,
    ),
    ("ZONING", "Zoning districts", QgsMapLayerProxyModel.Filter.PolygonLayer, True),
    ("OUTLETS", "Outlets", QgsMapLayerProxyModel.Filter.VectorLayer, True),
    ("MORE_OUTLETS", "More outlets (e.g. points beside lines)", QgsMapLayerProxyModel.Filter.VectorLayer, True),
    ("DOCKS", "Proposed docks", QgsMapLayerProxyModel.Filter.PolygonLayer, True),
    ("MOORINGS", "Proposed moorings", QgsMapLayerProxyModel.Filter.PointLayer, True),
    ("STRUCTURES", "Proposed structures", QgsMapLayerProxyModel.Filter.PolygonLayer, True),
    ("BOATS", "Docked boats", QgsMapLayerProxyModel.Filter.PolygonLayer, True),
    ("BUILDINGS", "Upland buildings", QgsMapLayerProxyModel.Filter.PolygonLayer, True),
    ("VARIANCES", "Variances granted (table)", QgsMapLayerProxyModel.Filter.VectorLayer, True),
    ("CERTIFICATES", "Nonconforming certificates (table)", QgsMapLayerProxyModel.Filter.VectorLayer, True),
    ("CONSOLIDATIONS", "Consolidations (table)", QgsMapLayerProxyModel.Filter.VectorLayer, True),
    ("EXEMPTIONS", "Recorded exemptions (table)", QgsMapLayerProxyModel.Filter.VectorLayer, True),
    ("DEM", TERRAIN_LABELS["DEM"], QgsMapLayerProxyModel.Filter.RasterLayer, True),
    ("BATHYMETRY", TERRAIN_LABELS["BATHYMETRY"], QgsMapLayerProxyModel.Filter.RasterLayer, True),
    ("SOUNDINGS", TERRAIN_LABELS["SOUNDINGS"], QgsMapLayerProxyModel.Filter.PointLayer, True),
)
RASTERS = ("DEM", "BATHYMETRY")  # one topo-bathymetric DEM may be both
WATCHED = ("DOCKS", "MOORINGS", "STRUCTURES", "BOATS")  # edits of these are re-checked as they happen
FIELD_CHOICES = (  # key, label, default name
    ("PARCEL_ID", "Parcel id field", "parcel_id"),
    ("ADDRESS_FIELD", "Address field", "address"),
    ("DISTRICT_FIELD", "District field", "district"),
    ("LAND_USE_FIELD", "Land use field", "land_use"),
    ("STEEP_SLOPE_FIELD", "Steep-slope field", "steep_slope"),
    ("MUNICIPALITY_FIELD", "Municipality field (each parcel's town)", None),  # chosen, never guessed
)
COLUMNS = ("Status", "Parcel", "Address", "Tier", "Lineal ft", "Findings")
RECHECK_MS = 300
SETTINGS_SCOPE = "dockline"


def dot(colour: str) -> QIcon:
    """A small filled circle: the status and severity icons (no image files needed)."""
    pixmap = QPixmap(12, 12)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setBrush(QColor(colour))
    painter.setPen(QColor("#555555"))
    painter.drawEllipse(1, 1, 10, 10)
    painter.end()
    return QIcon(pixmap)


def parcel_filter(field: str, pid: str) -> str:
    """An expression for the parcel whose ``field`` holds ``pid``, quoted so that any name or id works."""
    return f"{QgsExpression.quotedColumnRef(field)} = {QgsExpression.quotedValue(pid)}"


class ParcelFilter(QSortFilterProxyModel):
    """Rows matching the chosen status, tier and text (on the id and the address)."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self.status = self.tier = self.text = ""

    def filterAcceptsRow(self, row, parent):  # noqa: N802 (Qt's name)
        model = self.sourceModel()

        def cell(column):
            return model.index(row, column, parent).data() or ""

        return (
            (not self.status or cell(0) == self.status)
            and (not self.tier or cell(3) == self.tier)
            and (not self.text or self.text.lower() in f"{cell(1)} {cell(2)}".lower())
        )


class DocklineDock(QgsDockWidget):
    """The panel; ``advice`` (what to install) replaces it where a requirement is missing."""

    def __init__(self, advice: str = "", canvas=None, parent=None):
        super().__init__(parent)
        self.setWindowTitle(self.tr("Dockline"))
        self.setObjectName("DocklineDock")
        self.canvas = canvas
        self.session = self.task = None
        self.current = None  # the parcel shown in the detail
        self.pending = set()  # feature labels edited since the last re-check
        self.watched = []  # facility layers whose edits are followed
        self.highlights = []
        self.recheck_timer = QTimer(self)
        self.recheck_timer.setSingleShot(True)
        self.recheck_timer.setInterval(RECHECK_MS)
        self.recheck_timer.timeout.connect(self.recheck_pending)
        body = QWidget(self)
        layout = QVBoxLayout(body)
        self.message = QLabel(advice, body)
        self.message.setObjectName("dockline_message")
        self.message.setWordWrap(True)
        self.message.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        if advice:
            layout.addWidget(self.message)
            self.setWidget(body)
            return
        layout.addWidget(self._source_box(body))
        layout.addLayout(self._filter_row(body))
        self.stack = QStackedWidget(body)
        self.stack.addWidget(self.message)
        splitter = QSplitter(Qt.Orientation.Vertical, self.stack)
        splitter.addWidget(self._parcel_list(splitter))
        splitter.addWidget(self._detail(splitter))
        self.stack.addWidget(splitter)
        self.notice = QLabel(body)
        self.notice.setObjectName("dockline_notice")
        self.notice.setWordWrap(True)
        self.notice.setStyleSheet("color: #9c4a00")
        self.notice.hide()
        layout.addWidget(self.notice)
        layout.addWidget(self.stack, 1)
        self.setWidget(body)
        self.map_tool = None
        if canvas is not None:
            self.map_tool = QgsMapToolEmitPoint(canvas)
            self.map_tool.canvasClicked.connect(self.pick_at)
        QgsProject.instance().layersWillBeRemoved.connect(self.layers_removed)
        QgsProject.instance().readProject.connect(self.restore_choices)
        self.restore_choices()
        self.show_message(
            self.tr("Choose the layers above, then Run analysis. Dockline remembers them for this project.")
        )

    # -- building ---------------------------------------------------------------------------------------------
    def _source_box(self, parent) -> QgsCollapsibleGroupBox:
        box = self.source_box = QgsCollapsibleGroupBox(self.tr("Layers"), parent)
        form = QFormLayout(box)
        self.layer_boxes, self.field_boxes = {}, {}
        for key, label, kind, optional in LAYER_CHOICES:
            combo = QgsMapLayerComboBox(box)
            combo.setFilters(kind)
            combo.setAllowEmptyLayer(optional)
            if key != "PARCELS":  # the first polygon layer is not the water just because it is first
                combo.setLayer(None)
            combo.setObjectName(f"dockline_{key.lower()}")
            self.layer_boxes[key] = combo
            form.addRow(self.tr(label), combo)
        for key, label, _ in FIELD_CHOICES:
            combo = QgsFieldComboBox(box)
            combo.setAllowEmptyFieldName(key != "PARCEL_ID")
            self.field_boxes[key] = combo
            form.addRow(self.tr(label), combo)
        self.zoning_field = self.field_boxes["ZONING_FIELD"] = QgsFieldComboBox(box)
        form.addRow(self.tr("Zoning district field"), self.zoning_field)
        self._terrain_rows(box, form)
        self.layer_boxes["PARCELS"].layerChanged.connect(self._parcel_layer_changed)
        self._parcel_layer_changed(self.layer_boxes["PARCELS"].currentLayer())
        self.layer_boxes["ZONING"].layerChanged.connect(self._zoning_layer_changed)
        from ..rules import PROFILES

        self.profile_box = QComboBox(box)
        self.profile_box.addItems([profile.name for profile in PROFILES.values()])
        form.addRow(self.tr("Municipality (parcels without one)"), self.profile_box)
        self.tier_map = QgsFileWidget(box)
        self.tier_map.setFilter(self.tr("Tier map (*.csv)"))
        form.addRow(self.tr("Tier map ([municipality,]district,tier)"), self.tier_map)
        from ..processing.shoreline_run import DEFAULT_TOLERANCE

        self.tolerance = self._feet_box(box, "dockline_tolerance", 0.01, 100.0, DEFAULT_TOLERANCE)
        self.tolerance.setToolTip(
            self.tr("How far parcel lines may stop short of or overlap the MHW, in feet (as TOLERANCE in Processing).")
        )
        form.addRow(self.tr("Tolerance, parcel lines to the MHW"), self.tolerance)
        row = QHBoxLayout()
        self.run_button = QPushButton(self.tr("Run analysis"), box)
        self.run_button.setObjectName("dockline_run")
        self.run_button.clicked.connect(self.run_analysis)
        self.cancel_button = QPushButton(self.tr("Cancel"), box)
        self.cancel_button.setEnabled(False)
        self.cancel_button.clicked.connect(self.cancel_analysis)
        self.progress = QProgressBar(box)
        self.progress.setRange(0, 100)
        row.addWidget(self.run_button)
        row.addWidget(self.cancel_button)
        row.addWidget(self.progress, 1)
        form.addRow(row)
        return box

    def _terrain_rows(self, box, form) -> None:
        """The soundings' field and water level, the rasters' vertical unit and offset: as the Processing
        parameters of the same names (§ 73-5 STEEP SLOPE, § 73-9C(1)(d), § 73-13H; D17)."""
        field = self.field_boxes["SOUNDINGS_FIELD"] = QgsFieldComboBox(box)
        field.setObjectName("dockline_soundings_field")
        field.setFilters(QgsFieldProxyModel.Filter.Numeric)
        self.layer_boxes["SOUNDINGS"].layerChanged.connect(field.setLayer)
        form.addRow(self.tr(TERRAIN_LABELS["SOUNDINGS_FIELD"]), field)
        self.soundings_level = self._feet_box(box, "dockline_soundings_level", 0.0, 20000.0, 0.0)
        self.soundings_level.setSpecialValueText(self.tr("none: the field holds elevations"))
        form.addRow(self.tr(TERRAIN_LABELS["SOUNDINGS_LEVEL_FT"]), self.soundings_level)
        self.vertical_unit = QComboBox(box)
        self.vertical_unit.setObjectName("dockline_vertical_unit")
        self.vertical_unit.addItems(UNIT_NAMES)
        form.addRow(self.tr(TERRAIN_LABELS["VERTICAL_UNIT"]).format(self.tr(RASTERS_NAMED)), self.vertical_unit)
        self.vertical_offset = self._feet_box(box, "dockline_vertical_offset", -20000.0, 20000.0, 0.0)
        form.addRow(self.tr(TERRAIN_LABELS["VERTICAL_OFFSET_FT"]).format(self.tr(RASTERS_NAMED)), self.vertical_offset)

    @staticmethod
    def _feet_box(parent, name: str, low: float, high: float, value: float) -> QgsDoubleSpinBox:
        box = QgsDoubleSpinBox(parent)
        box.setObjectName(name)
        box.setRange(low, high)
        box.setDecimals(2)
        box.setSuffix(" ft")
        box.setClearValue(value)
        box.setValue(value)
        return box

    def _zoning_layer_changed(self, layer) -> None:
        self.zoning_field.setLayer(layer)
        if layer is not None and "district" in layer.fields().names():
            self.zoning_field.setField("district")

    def _parcel_layer_changed(self, layer) -> None:
        for key, _, default in FIELD_CHOICES:
            combo = self.field_boxes[key]
            combo.setLayer(layer)
            if layer is not None and default in layer.fields().names():
                combo.setField(default)

    def _filter_row(self, parent) -> QHBoxLayout:
        row = QHBoxLayout()
        self.status_filter = QComboBox(parent)
        self.status_filter.addItem(self.tr("All statuses"), "")
        for status in STATUS_COLOURS:
            self.status_filter.addItem(dot(STATUS_COLOURS[status]), status, bare(status))
        self.tier_filter = QComboBox(parent)
        self.tier_filter.addItem(self.tr("All tiers"), "")
        for tier in ("1", "2", "3"):
            self.tier_filter.addItem(self.tr("Tier {tier}").format(tier=tier), tier)
        self.search = QgsFilterLineEdit(parent)
        self.search.setPlaceholderText(self.tr("Parcel id or address"))
        for widget in (self.status_filter, self.tier_filter):
            widget.currentIndexChanged.connect(self.apply_filter)
        self.search.textChanged.connect(self.apply_filter)
        self.pick_button = QToolButton(parent)
        self.pick_button.setText(self.tr("Pick on map"))
        self.pick_button.setCheckable(True)
        self.pick_button.toggled.connect(self.toggle_pick)
        row.addWidget(self.status_filter)
        row.addWidget(self.tier_filter)
        row.addWidget(self.search, 1)
        row.addWidget(self.pick_button)
        return row

    def _parcel_list(self, parent) -> QWidget:
        self.model = QStandardItemModel(0, len(COLUMNS), parent)
        self.model.setHorizontalHeaderLabels([self.tr(c) for c in COLUMNS])
        self.proxy = ParcelFilter(parent)
        self.proxy.setSourceModel(self.model)
        self.proxy.setSortRole(Qt.ItemDataRole.UserRole)
        self.table = QTableView(parent)
        self.table.setObjectName("dockline_parcels")
        self.table.setModel(self.proxy)
        self.table.setSortingEnabled(True)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().hide()
        self.table.selectionModel().currentRowChanged.connect(self.row_changed)
        return self.table

    def _detail(self, parent) -> QWidget:
        body = QWidget(parent)
        layout = QVBoxLayout(body)
        layout.setContentsMargins(0, 0, 0, 0)
        self.detail = QTextBrowser(body)
        self.detail.setObjectName("dockline_detail")
        self.findings_tree = QTreeWidget(body)
        self.findings_tree.setObjectName("dockline_findings")
        self.findings_tree.setHeaderLabels(
            [self.tr(c) for c in ("Severity", "Rule", "Section", "Measured / limit", "What it means")]
        )
        self.findings_tree.setRootIsDecorated(False)
        self.findings_tree.itemClicked.connect(self.finding_clicked)
        buttons = QHBoxLayout()
        for text, slot in (
            (self.tr("Copy as text"), self.copy_text),
            (self.tr("Copy as CSV"), self.copy_csv),
            (self.tr("Open exhibit"), self.open_exhibit),
        ):
            button = QPushButton(text, body)
            button.clicked.connect(slot)
            buttons.addWidget(button)
        layout.addWidget(self.detail, 2)
        layout.addWidget(self.findings_tree, 2)
        layout.addLayout(buttons)
        return body

    # -- choices, remembered per project ----------------------------------------------------------------------
    def parameters(self) -> dict | None:
        """The analysis parameters from the panel; None (and a message) where a required layer is missing."""
        layers = {key: self.layer_boxes[key].currentLayer() for key, *_ in LAYER_CHOICES}
        for key, label, _, optional in LAYER_CHOICES:
            if not optional and layers[key] is None:
                self.show_message(self.tr("Choose the {layer} layer first.").format(layer=label.lower()))
                return None
        chosen = {}
        for key, label, _, _ in LAYER_CHOICES:
            layer = layers[key]
            if layer is not None and layer.id() in chosen and key not in RASTERS:
                self.show_message(
                    self.tr(
                        "The layer {name} is chosen both as {first} and as {second}: each needs its own layer."
                    ).format(name=layer.name(), first=chosen[layer.id()].lower(), second=label.lower())
                )
                return None
            if layer is not None and key not in RASTERS:
                chosen[layer.id()] = label
        fields = {key: combo.currentField() for key, combo in self.field_boxes.items()}
        if not fields["PARCEL_ID"]:
            self.show_message(self.tr("Choose the parcels' id field first."))
            return None
        if layers["ZONING"] is not None and not fields["ZONING_FIELD"]:
            self.show_message(self.tr("Choose the zoning layer's district field, or no zoning layer."))
            return None
        if layers["WATER"].geometryType() == QgsWkbTypes.GeometryType.LineGeometry:  # the MHW as closed lines
            layers["SHORELINE"] = layers.pop("WATER")
        outlets = [layer for layer in (layers.pop("OUTLETS"), layers.pop("MORE_OUTLETS")) if layer is not None]
        parameters = {key: layer for key, layer in layers.items() if layer is not None}
        if outlets:
            parameters["OUTLETS"] = outlets
        parameters.update({key: name for key, name in fields.items() if key != "ADDRESS_FIELD"})
        parameters["PROFILE"] = self.profile_box.currentIndex()
        if self.tier_map.filePath():
            parameters["TIER_MAP"] = self.tier_map.filePath()
        parameters["TOLERANCE"] = self.tolerance.value()
        if layers["SOUNDINGS"] is not None and not fields["SOUNDINGS_FIELD"]:
            self.show_message(self.tr("Choose the soundings' elevation (or depth) field, or no soundings layer."))
            return None
        if self.soundings_level.value() != self.soundings_level.minimum():
            parameters["SOUNDINGS_LEVEL_FT"] = self.soundings_level.value()
        parameters["VERTICAL_UNIT"] = self.vertical_unit.currentIndex()
        parameters["VERTICAL_OFFSET_FT"] = self.vertical_offset.value()
        return parameters

    def save_choices(self) -> None:
        project = QgsProject.instance()
        for key, combo in self.layer_boxes.items():
            layer = combo.currentLayer()
            project.writeEntry(SETTINGS_SCOPE, f"layer/{key}", layer.id() if layer else "")
        for key, combo in self.field_boxes.items():
            project.writeEntry(SETTINGS_SCOPE, f"field/{key}", combo.currentField())
        project.writeEntry(SETTINGS_SCOPE, "profile", self.profile_box.currentIndex())
        project.writeEntry(SETTINGS_SCOPE, "tier_map", self.tier_map.filePath())
        project.writeEntryDouble(SETTINGS_SCOPE, "tolerance", self.tolerance.value())
        project.writeEntryDouble(SETTINGS_SCOPE, "soundings_level", self.soundings_level.value())
        project.writeEntry(SETTINGS_SCOPE, "vertical_unit", self.vertical_unit.currentIndex())
        project.writeEntryDouble(SETTINGS_SCOPE, "vertical_offset", self.vertical_offset.value())

    def restore_choices(self) -> None:
        project = QgsProject.instance()
        for key, combo in self.layer_boxes.items():
            layer = project.mapLayer(project.readEntry(SETTINGS_SCOPE, f"layer/{key}", "")[0])
            if layer is not None:
                combo.setLayer(layer)
        for key, combo in self.field_boxes.items():
            name = project.readEntry(SETTINGS_SCOPE, f"field/{key}", "")[0]
            if name:
                combo.setField(name)
        self.profile_box.setCurrentIndex(project.readNumEntry(SETTINGS_SCOPE, "profile", 0)[0])
        self.tier_map.setFilePath(project.readEntry(SETTINGS_SCOPE, "tier_map", "")[0])
        self.tolerance.setValue(project.readDoubleEntry(SETTINGS_SCOPE, "tolerance", self.tolerance.clearValue())[0])
        self.soundings_level.setValue(project.readDoubleEntry(SETTINGS_SCOPE, "soundings_level", 0.0)[0])
        self.vertical_unit.setCurrentIndex(project.readNumEntry(SETTINGS_SCOPE, "vertical_unit", 0)[0])
        self.vertical_offset.setValue(project.readDoubleEntry(SETTINGS_SCOPE, "vertical_offset", 0.0)[0])

    # -- running ----------------------------------------------------------------------------------------------
    def run_analysis(self) -> None:
        """Read the layers here, then run the engine as a QGIS task; the panel fills when it is done."""
        parameters = self.parameters()
        if parameters is None:
            return
        self.save_choices()
        from qgis.core import QgsProcessingException

        from .session import AnalysisTask, Session

        session = Session(parameters, QgsProject.instance())
        try:
            session.prepare(QgsProcessingFeedback())
        except QgsProcessingException as error:
            self.show_message(self.tr("The layers cannot be analysed: {error}").format(error=error))
            return
        self.task = AnalysisTask(session.compute, self.tr("Dockline: analysing the shoreline"))
        self.progress.setFormat("%p%")
        self.task.progressChanged.connect(lambda value: self.progress.setValue(int(value)))
        self.task.taskCompleted.connect(lambda: self.analysis_done(session))
        self.task.taskTerminated.connect(lambda: self.analysis_failed(self.task))
        self.run_button.setEnabled(False)
        self.cancel_button.setEnabled(True)
        self.show_message(self.tr("Analysing…"))
        QgsApplication.taskManager().addTask(self.task)

    def cancel_analysis(self) -> None:
        if self.task is not None:
            self.task.cancel()

    def analysis_failed(self, task) -> None:
        self.run_button.setEnabled(True)
        self.cancel_button.setEnabled(False)
        self.show_message(
            self.tr("The analysis stopped: {error}").format(error=task.error)
            if task.error
            else self.tr("The analysis was cancelled.")
        )
        self.task = None

    def analysis_done(self, session) -> None:
        self.run_button.setEnabled(True)
        self.cancel_button.setEnabled(False)
        self.progress.setValue(100)
        self.task = None
        self.session = session
        self.notice.setText(
            ""
            if "TIER_MAP" in session.parameters
            else self.tr(
                "No tier map given: every parcel is Tier 1, the marina and hotel included. Give the board's "
                "district → tier assignments as a tier map (district,tier) and run again."
            )
        )
        self.notice.setVisible(bool(self.notice.text()))
        self.watch_facilities()
        self.fill_list()
        self.stack.setCurrentIndex(1)
        self.source_box.setCollapsed(True)  # room for the list and the detail; a click opens it again

    # -- the list ---------------------------------------------------------------------------------------------
    def fill_list(self) -> None:
        self.model.removeRows(0, self.model.rowCount())
        analysis = self.session.analysis
        addresses = self.addresses()
        for pid in sorted(analysis.parcel_ids):
            items = [QStandardItem() for _ in COLUMNS]
            for item in items:
                item.setEditable(False)
            self.model.appendRow(items)
            self.update_row(self.model.rowCount() - 1, pid, addresses.get(pid, ""))
        self.table.resizeColumnsToContents()  # "1364.21", not "1364 …"

    def update_row(self, row: int, pid: str, address: str | None = None) -> None:
        analysis, checked = self.session.analysis, self.session.checked
        allocation = analysis.allocations.get(pid)
        if pid not in analysis.lineal:
            status = Status.NOT_ADJOINING
        elif checked is not None:
            status = checked.summaries[pid].status
        else:
            status = "analysed" if allocation is not None else Status.NO_ALLOCATION
        count = sum(1 for f in checked.findings if f.parcel_id == pid) if checked is not None else 0
        values = (
            status,
            pid,
            address,
            str(allocation.tier) if allocation else "",
            round(analysis.lineal_ft(pid), 2),
            count,
        )
        for column, value in enumerate(values):
            if value is None:
                continue
            item = self.model.item(row, column)
            item.setText(str(value))
            item.setData(bare(value), Qt.ItemDataRole.UserRole)
        self.model.item(row, 0).setIcon(dot(STATUS_COLOURS[status]))

    def addresses(self) -> dict:
        layer, field = self.layer_boxes["PARCELS"].currentLayer(), self.field_boxes["ADDRESS_FIELD"].currentField()
        id_field = self.field_boxes["PARCEL_ID"].currentField()
        if layer is None or not field:
            return {}
        return {str(f[id_field]): str(f[field]) for f in layer.getFeatures()}

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
        if not current.isValid() or self.session is None:
            return
        pid = self.proxy.index(current.row(), 1).data()
        self.current = pid
        self.show_detail(pid)
        self.select_on_map(pid)

    # -- the detail -------------------------------------------------------------------------------------------
    def show_detail(self, pid: str) -> None:
        analysis, checked = self.session.analysis, self.session.checked
        allocation = analysis.allocations.get(pid)
        html = [f"<h3>{self.tr('Parcel')} {pid}</h3>"]
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
                f"<p><b>Tier {allocation.tier}</b> — {allocation.tier_reason}; "
                f"{self.session.prepared.municipalities.of(pid).name}<br>"
                f"{analysis.lineal_ft(pid):.2f} {self.tr('lineal ft of shoreline')}; {allocation.reason}"
                f"{'' if allocation.eligible else ' — ' + self.tr('no facility under this tier')}</p>"
            )
            rows = [
                (self.tr("Boat slips"), allocation.max_slips, summary and summary.proposed_slips),
                (self.tr("Boat slips at docks"), allocation.max_dock_slips, summary and summary.proposed_dock_slips),
                (
                    self.tr("Docks"),
                    allocation.max_docks if allocation.max_docks is not None else self.tr("no cap"),
                    summary and summary.proposed_docks,
                ),
                (self.tr("Moorings"), allocation.max_moorings, summary and summary.proposed_moorings),
                (
                    self.tr("Boathouses"),
                    self.tr("yes") if allocation.boathouse_allowed else self.tr("no"),
                    summary and summary.proposed_boathouses,
                ),
                (
                    self.tr("Boat stations"),
                    self.tr("yes") if allocation.boat_station_allowed else self.tr("no"),
                    summary and summary.proposed_boat_stations,
                ),
                (self.tr("Setback from facility area lines"), f"{allocation.fal_setback_ft} ft", "—"),
                (self.tr("Setback from outlets"), f"{allocation.outlet_setback_ft} ft", "—"),
            ]
            html.append(
                f"<table border='1' cellspacing='0' cellpadding='2'><tr><th></th><th>{self.tr('Allowed')}"
                f"</th><th>{self.tr('Proposed')}</th></tr>"
            )
            html += [
                f"<tr><td>{item}</td><td>{allowed}</td><td>{'' if proposed is None else proposed}</td></tr>"
                for item, allowed, proposed in rows
            ]
            html.append("</table>")
        flags = [flag for flag in analysis.flags if flag.parcel_id == pid]
        if flags:
            html.append(
                f"<p><b>{self.tr('Flags')}</b><br>" + "<br>".join(f"{f.code}: {f.message}" for f in flags) + "</p>"
            )
        self.detail.setHtml("".join(html))
        self.findings_tree.clear()
        for finding in self.findings_of(pid):
            measured = "" if finding.measured is None else f"{finding.measured:g} / {finding.limit:g} {finding.unit}"
            item = QTreeWidgetItem([finding.severity, finding.rule_id, finding.citation, measured, finding.message])
            item.setIcon(0, dot(SEVERITY_COLOURS[finding.severity]))
            readings = (
                f"\n\n{self.tr('To confirm')} ({finding.basis}):\n{finding.to_confirm}" if finding.to_confirm else ""
            )
            item.setToolTip(4, finding.message + readings)
            item.setData(0, Qt.ItemDataRole.UserRole, finding)
            self.findings_tree.addTopLevelItem(item)
        for column in range(4):  # the message column takes what is left; its whole text is its tooltip
            self.findings_tree.resizeColumnToContents(column)
        self.highlight(pid)

    def findings_of(self, pid: str) -> list:
        checked = self.session.checked
        order = {severity: rank for rank, severity in enumerate(SEVERITIES)}
        return (
            sorted((f for f in checked.findings if f.parcel_id == pid), key=lambda f: order[f.severity])
            if checked is not None
            else []
        )

    def highlight(self, pid: str) -> None:
        """The breaching parts of the parcel's proposals, drawn over the map until the next change."""
        self.clear_highlights()
        if self.canvas is None:
            return
        for finding in self.findings_of(pid):
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

    def finding_clicked(self, item, _column) -> None:
        finding = item.data(0, Qt.ItemDataRole.UserRole)
        if finding is None or finding.geometry is None or self.canvas is None:
            return
        geometry = self.session.to_layer_crs(finding.geometry)
        extent = self.to_canvas(geometry.boundingBox())
        extent.grow(max(extent.width(), extent.height(), 20.0) * 0.6)
        self.canvas.setExtent(extent)
        self.canvas.refresh()
        self.canvas.flashGeometries([geometry], self.parcels_layer().crs())

    # -- the map ----------------------------------------------------------------------------------------------
    def parcels_layer(self):
        return self.layer_boxes["PARCELS"].currentLayer()

    def to_canvas(self, rectangle) -> QgsRectangle:
        transform = QgsCoordinateTransform(
            self.parcels_layer().crs(), self.canvas.mapSettings().destinationCrs(), QgsProject.instance()
        )
        return transform.transformBoundingBox(rectangle)

    def parcel_fids(self, pid: str) -> list:
        layer, field = self.parcels_layer(), self.field_boxes["PARCEL_ID"].currentField()
        request = QgsFeatureRequest().setFilterExpression(parcel_filter(field, pid))
        return [feature.id() for feature in layer.getFeatures(request.setNoAttributes())]

    def select_on_map(self, pid: str) -> None:
        layer = self.parcels_layer()
        fids = self.parcel_fids(pid)
        layer.selectByIds(fids)
        if self.canvas is not None and fids:
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

    def toggle_pick(self, on: bool) -> None:
        if self.canvas is None:
            return
        if on:
            self.canvas.setMapTool(self.map_tool)
        elif self.canvas.mapTool() is self.map_tool:
            self.canvas.unsetMapTool(self.map_tool)

    def pick_at(self, point, _button=None) -> None:
        """The parcel under a click on the map: its row is selected."""
        layer = self.parcels_layer()
        if layer is None or self.session is None:
            return
        to_layer = QgsCoordinateTransform(
            self.canvas.mapSettings().destinationCrs(), layer.crs(), QgsProject.instance()
        )
        here = to_layer.transform(QgsPointXY(point))
        field = self.field_boxes["PARCEL_ID"].currentField()
        probe = QgsRectangle(here.x(), here.y(), here.x(), here.y())
        for feature in layer.getFeatures(QgsFeatureRequest().setFilterRect(probe)):
            if feature.geometry().contains(here):
                self.select_parcel(str(feature[field]))
                return

    # -- live re-check ----------------------------------------------------------------------------------------
    def watch_facilities(self) -> None:
        """Follow edits of the facility layers (uncommitted edits included; the user's edits are untouched)."""
        from ..rules.inputs import feature_label

        self.unwatch_facilities()
        if self.session.prepared.checker is None:
            return
        for key in WATCHED:
            layer = self.layer_boxes[key].currentLayer()
            if layer is None:
                continue
            prefix = key.lower()
            slot = lambda fid, *_, p=prefix: self.edited(feature_label(p, fid))  # noqa: E731 (one slot, four signals)
            signals = (layer.geometryChanged, layer.featureAdded, layer.featureDeleted, layer.attributeValueChanged)
            connections = [(signal, slot) for signal in signals]
            for signal, slot in connections:
                signal.connect(slot)
            self.watched.append((layer, connections))

    def unwatch_facilities(self) -> None:
        for _, connections in self.watched:
            for signal, slot in connections:
                with contextlib.suppress(TypeError, RuntimeError):  # the layer is gone
                    signal.disconnect(slot)
        self.watched = []

    def edited(self, label: str) -> None:
        self.pending.add(label)
        self.recheck_timer.start()

    def recheck_pending(self) -> None:
        """Check again the parcels whose facilities changed (and the one shown), update their rows, the detail
        and the highlight."""
        if self.session is None or self.session.prepared.checker is None:
            return
        labels, self.pending = self.pending, set()
        before = self.session.prepared.proposal  # where the edited features were: a dock moved off a parcel too
        proposal = self.session.read_proposal(labels)
        parcels = self.session.parcels_of_features(proposal, labels)
        if before is not None:
            parcels |= self.session.parcels_of_features(before, labels)
        if self.current is not None and self.current in self.session.prepared.checker.sites:
            parcels.add(self.current)
        if not parcels:
            return
        self.session.recheck(parcels, proposal)
        for pid in parcels:
            row = self.row_of(pid)
            if row >= 0:
                self.update_row(row, pid)
        if self.current in parcels:
            self.show_detail(self.current)

    # -- out --------------------------------------------------------------------------------------------------
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
            for f in self.findings_of(pid)
        ]

    def copy_text(self) -> None:
        if self.current is None:
            return
        text = (
            self.detail.toPlainText()
            + "\n\n"
            + "\n".join(f"- {row[4]}: {row[3]} ({row[2]}) {row[8]}" for row in self.rows_for(self.current))
        )
        QgsApplication.clipboard().setText(text)

    def copy_csv(self) -> None:
        if self.current is None:
            return
        out = io.StringIO()
        writer = csv.writer(out)
        writer.writerow(
            ["parcel_id", "facility_id", "rule_id", "citation", "severity", "measured", "limit", "unit", "message"]
            + ["basis", "to_confirm"]
        )
        writer.writerows(self.rows_for(self.current))
        QgsApplication.clipboard().setText(out.getvalue())

    def exhibit_for(self, pid: str) -> str:
        """The hearing exhibit of one parcel, as a PDF in a new temporary folder (dockline:exhibits), from the
        analysis the panel holds: the rows its page shows made in a task (QGIS stays responsive), the layout and
        the PDF on this thread, as QGIS requires, with the progress shown."""
        from qgis.core import QgsProcessingContext, QgsProcessingException

        from ..processing.shoreline_analysis import written_layers
        from ..rules.rows import rows_near
        from .session import AnalysisTask

        folder = tempfile.mkdtemp(prefix="dockline-exhibit-")
        parameters = {
            **self.session.parameters,
            "PRINT": 3,
            "EXPRESSION": parcel_filter(self.field_boxes["PARCEL_ID"].currentField(), pid),
            "FOLDER": folder,
            "ADDRESS_FIELD": self.field_boxes["ADDRESS_FIELD"].currentField(),
        }
        feedback = QgsProcessingFeedback()
        feedback.progressChanged.connect(self._printing)
        self.progress.setFormat(self.tr("Exhibit of {parcel}: %p%").format(parcel=pid))
        self.setEnabled(False)  # no second run meanwhile
        QgsApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)
        try:
            printer = QgsApplication.processingRegistry().createAlgorithmById("dockline:exhibits")
            context = QgsProcessingContext()
            context.setProject(QgsProject.instance())
            fine, refusal = printer.checkParameterValues(parameters, context)  # nothing lost: before any work
            if not fine:
                raise QgsProcessingException(refusal)
            task = AnalysisTask(
                lambda feedback: rows_near(self.session.rows(feedback), pid),  # only what its page shows is written
                self.tr("Dockline: the exhibit of {parcel}").format(parcel=pid),
            )
            waiting = QEventLoop()
            task.taskCompleted.connect(waiting.quit)
            task.taskTerminated.connect(waiting.quit)
            QgsApplication.taskManager().addTask(task)
            waiting.exec()  # QGIS's own events meanwhile
            if task.result is None:
                raise QgsProcessingException(task.error or self.tr("cancelled"))
            outputs = written_layers(self.session.prepared, task.result, context, feedback)
            result = printer.print_exhibits(parameters, context, feedback, outputs, self.session.prepared)
        finally:
            QgsApplication.restoreOverrideCursor()
            self.setEnabled(True)
            self.progress.setValue(100)
        return result["PDFS"].split(";")[0]

    def _printing(self, percent: float) -> None:
        """The exhibit's progress in the panel's bar; QGIS repaints meanwhile (the layout runs on this thread)."""
        self.progress.setValue(int(percent))
        QgsApplication.processEvents()

    def open_exhibit(self) -> None:
        if self.current is None or self.session is None:
            return
        from qgis.core import QgsProcessingException

        try:
            path = self.exhibit_for(self.current)
        except QgsProcessingException as error:
            self.detail.append(f"<p><b>{self.tr('No exhibit')}:</b> {error}</p>")
            return
        if os.path.exists(path):
            QDesktopServices.openUrl(QUrl.fromLocalFile(path))

    # -- states -----------------------------------------------------------------------------------------------
    def show_message(self, text: str) -> None:
        """A message in place of the list; names written `so` in the engine's messages shown plainly."""
        self.message.setText(text.replace("`", ""))
        self.stack.setCurrentIndex(0)

    def layers_removed(self, layer_ids) -> None:
        """A layer the panel uses was removed: drop the analysis and say so (never an exception dialog)."""
        used = {combo.currentLayer().id() for combo in self.layer_boxes.values() if combo.currentLayer()}
        used |= {layer.id() for layer, _ in self.watched}
        if not used & set(layer_ids):
            return
        self.unwatch_facilities()
        self.clear_highlights()
        self.session = self.current = None
        self.model.removeRows(0, self.model.rowCount())
        self.show_message(
            self.tr(
                "A layer the analysis used was removed from the project. Choose the layers again and run the analysis."
            )
        )

    def unload(self) -> None:
        """Everything the panel connected or drew, undone (the plugin calls this before deleting it)."""
        self.recheck_timer.stop()
        if not hasattr(self, "layer_boxes"):  # the panel only says what to install
            return
        self.unwatch_facilities()
        self.clear_highlights()
        if self.canvas is not None and self.canvas.mapTool() is self.map_tool:
            self.canvas.unsetMapTool(self.map_tool)
        QgsProject.instance().layersWillBeRemoved.disconnect(self.layers_removed)
        QgsProject.instance().readProject.disconnect(self.restore_choices)
