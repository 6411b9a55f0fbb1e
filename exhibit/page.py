"""The hearing exhibit's pages: a print layout with an atlas over the chosen parcels. Each exhibit's first page:
the parcel's heading and title block, its map (legend, scale bar in feet, north arrow), the allocation against
what is proposed and the findings with their citations; then as many pages as its findings and the readings it
relied on need, each standing alone with the parcel, the law, its page number and the note that the exhibit is an
aid to the Enforcement Officer's determination."""

import contextlib
import math
from itertools import accumulate

from qgis.core import (
    Qgis,
    QgsExpression,
    QgsLayoutFrame,
    QgsLayoutItem,
    QgsLayoutItemAttributeTable,
    QgsLayoutItemLabel,
    QgsLayoutItemLegend,
    QgsLayoutItemMap,
    QgsLayoutItemPage,
    QgsLayoutItemPicture,
    QgsLayoutItemScaleBar,
    QgsLayoutMeasurement,
    QgsLayoutMultiFrame,
    QgsLayoutObject,
    QgsLayoutPoint,
    QgsLayoutSize,
    QgsLayoutTable,
    QgsLayoutTableColumn,
    QgsLayoutUtils,
    QgsLegendStyle,
    QgsProperty,
    QgsRectangle,
    QgsRenderContext,
    QgsTextRenderer,
    QgsUnitTypes,
)
from qgis.PyQt import sip
from qgis.PyQt.QtCore import Qt
from qgis.PyQt.QtGui import QFont

from ..about import metadata
from ..compat import plain
from ..rules.tools.progress import Cancelled
from .contexts import ExhibitLayout, ExhibitMap
from .labels import THIS_PARCEL
from .layers import MEASURED, ROW, ExhibitLayers
from .memory import text_format

LAW = "Canandaigua Lake Uniform Docking and Mooring Law"
NORTH_ARROW = ":/images/north_arrows/layout_default_north_arrow.svg"
MARGIN = 8.0  # mm
LABEL_MARGIN = 2.0  # mm: no label of the map this close to its frame
CONTINUED = (0.145, 0.8)  # a continuation page's table: top and height, as fractions of the page inside the margins
MAP_LAYERS = (
    "FINDINGS",
    "TIE_POINTS",
    "TIE_LINES",
    "FACILITY_AREA_LINES",
    "DISTANCE_LINES",
    "SETBACK_ENVELOPES",
    "DEPTH_EXTENSIONS",
    "FACILITY_AREAS",
    "STEEP_SLOPES",
    "ALLOCATION",
)  # top to bottom; the inputs go between findings and tie points; the terrain outputs only when made
LEGEND_NAMES = {"ALLOCATION": "Parcels, filled by tier", "TIE_POINTS": "Tie points (parcel line|meets the MHW)"}
CHECKLIST_HEADING = "Site plan checklist: what the site plan must show, and whether this exhibit's drawing shows it"
EXCLUDED = QgsLayoutObject.DataDefinedProperty.ExcludeFromExports
PREVIEW = "dockline/atlas_preview"  # a layout property: the plugin opens the layout previewing its first exhibit
BAR_SEGMENTS, BAR_MM = 3, 25.0  # the scale bar: its segments, and its least length (mm)
ROUNDED = "dockline_round_steps"  # a scale bar's Qt property once its steps follow its map (``round_steps``)
MM_PER_FT = 304.8
PDF_DPI = 200  # the labels' sizes, so their places, and the tables' line breaks follow it: a check renders at it too


class ExhibitPages:
    """The atlas layout over the exhibits' layers, with the continuation pages the longest exhibit needs."""

    def __init__(self, layers: ExhibitLayers, width: float, height: float, feedback=None):
        """``width``, ``height``: the paper, landscape, in mm; ``feedback``: told how far the pages are found (each
        exhibit is looked at once for each page added), and seen for a cancel (``Cancelled``)."""
        self.layers, self.width, self.height, self.feedback = layers, width, height, feedback
        self.page_number_labels = []
        self.layout, self.printed = self._paginated()

    @property
    def count(self) -> int:
        """The pages every exhibit prints, together."""
        return sum(len(pages) for pages in self.printed)

    def _at(self, item, x, y, w, h, page=0) -> None:
        """Place an item on a page at fractions of the page inside the margins."""
        inner_w, inner_h = self.width - 2 * MARGIN, self.height - 2 * MARGIN
        item.attemptResize(QgsLayoutSize(w * inner_w, h * inner_h))
        item.attemptMove(QgsLayoutPoint(MARGIN + x * inner_w, MARGIN + y * inner_h), True, False, page)

    def _label(self, layout, text, size, x, y, w, h, bold=False, page=0, right=False):
        label = QgsLayoutItemLabel(layout)
        label.setText(text)
        if hasattr(label, "setTextFormat"):  # QGIS ≥ 3.24
            label.setTextFormat(text_format(size, bold))
        else:
            label.setFont(text_format(size, bold).toQFont())
        label.setMarginY(0)
        if right:
            label.setHAlign(Qt.AlignmentFlag.AlignRight)
        layout.addLayoutItem(label)
        self._at(label, x, y, w, h, page)
        return label

    def _paginated(self) -> tuple:
        """The layout with as many continuation pages as the longest findings list and readings list need: a page
        added to each table whose last page still prints for some parcel (empty pages are not printed), then the
        checklist page, printed by the exhibits whose coverage says ``checklist``; and the pages each exhibit
        prints."""
        layout, findings, readings = self._layout()
        running_on = [(table, _shown(table)) for table in (findings, readings) if table is not None]
        findings_pages = readings_pages = 0
        more_findings, more_readings = findings is not None, True
        while more_findings or more_readings:
            if more_findings:
                findings_pages += 1
                self._continuation(layout, findings_pages, "Findings (continued)", findings)
            if more_readings:
                readings_pages += 1
                self._continuation(layout, findings_pages + readings_pages, "Readings relied on", readings)
            printed = self._printed_pages(layout, running_on)
            more_findings = more_findings and any(findings_pages in pages for pages in printed)
            more_readings = any(findings_pages + readings_pages in pages for pages in printed)
        if self.layers.checklist_rows.featureCount():  # some parcel has a proposal: the last page, for those
            last = layout.pageCollection().pageCount()
            self._continuation(layout, last, CHECKLIST_HEADING, self._checklist_table(layout), 0.66)
            without = QgsProperty.fromExpression('NOT "checklist"')  # a table's frame prints its header even empty
            layout.pageCollection().page(last).dataDefinedProperties().setProperty(EXCLUDED, without)
            wanted = (feature["checklist"] for feature in self.layers.coverage.getFeatures())  # the atlas's order
            printed = [pages + [last] if checklist else pages for pages, checklist in zip(printed, wanted)]
        for label in self.page_number_labels:  # each label's own page, read once no page will move it any more
            label.setText(f'Page [% array_get(string_to_array("page_numbers"), {label.page()}) %] of [% "pages" %]')
        self._number_pages(printed)
        self.layers.project.layoutManager().addLayout(layout)
        _refresh_what_changes(layout)
        layout.atlas().seekTo(0)  # the saved project's map shows the first exhibit
        layout.setCustomProperty(PREVIEW, True)  # QGIS stores no preview state: the plugin switches it on
        return layout, printed

    def _continuation(self, layout, page: int, heading: str, table, heading_width: float = 0.3) -> None:
        """A continuation page inserted at ``page`` (the pages after it move down): its heading, and a frame for
        ``table`` to run on into."""
        added = QgsLayoutItemPage(layout)
        added.setPageSize(QgsLayoutSize(self.width, self.height))
        layout.pageCollection().insertPage(added, page)
        self._page_heading(layout, page)
        self._label(layout, heading, 8, 0, 0.11, heading_width, 0.03, True, page)
        if table is not None:
            self._frame(layout, table, 0, 1.0, page, *CONTINUED)

    def _printed_pages(self, layout, running_on: list) -> list:
        """For each exhibit, the layout's pages it prints (a page whose table frame stays empty is left out): the
        tables running on to continuation pages (``running_on``: each with the texts it shows of each parcel's rows,
        ``_shown``) filtered to each exhibit's parcel in turn, as its atlas page filters them (seeking the atlas would
        refresh every item of every page). Only those tables can leave a page out, and tables that show the same
        texts run on alike: an exhibit whose tables show what an earlier one's showed prints the same pages, without
        filtering them again."""
        tables = [table for table, _ in running_on]
        parcels = [feature["parcel_id"] for feature in self.layers.coverage.getFeatures()]  # the atlas's order
        pages = layout.pageCollection()
        for table in tables:  # the map is not moved to each parcel here: its rows are found by the filter alone
            table.setDisplayOnlyVisibleFeatures(False)
        printed, known = [], {}
        for index, pid in enumerate(parcels):
            if self.feedback is not None:
                if self.feedback.isCanceled():
                    raise Cancelled("cancelled while finding the exhibits' pages")
                self.feedback.setProgress(100 * index / len(parcels))
            texts = tuple(shown.get(pid, ()) for _, shown in running_on)
            if texts not in known:
                for table in tables:
                    table.setFeatureFilter(f'"parcel_id" = {QgsExpression.quotedValue(pid)}')
                known[texts] = [number for number in range(pages.pageCount()) if pages.shouldExportPage(number)]
            printed.append(list(known[texts]))
        for table in tables:
            table.setFeatureFilter(THIS_PARCEL)
            table.setDisplayOnlyVisibleFeatures(True)
        return printed

    def _number_pages(self, printed) -> None:
        """Each exhibit's page numbers (\"1,2,,3\": by layout page, empty where not printed) and page count."""
        coverage = self.layers.coverage
        fields = coverage.fields()
        changes = {}
        for feature, pages in zip(coverage.getFeatures(), printed):
            numbers = [str(pages.index(n) + 1) if n in pages else "" for n in range(max(pages) + 1)]
            changes[feature.id()] = {
                fields.indexOf("page_numbers"): ",".join(numbers),
                fields.indexOf("pages"): len(pages),
            }
        coverage.dataProvider().changeAttributeValues(changes)

    def _layout(self) -> tuple:
        """The first page, and the findings and readings tables (the findings' None without a check) to which
        continuation pages add frames."""
        layout = ExhibitLayout(self.layers.project)
        layout.initializeDefaults()
        layout.setName("Dockline exhibit")
        layout.pageCollection().page(0).setPageSize(QgsLayoutSize(self.width, self.height))
        atlas = layout.atlas()
        atlas.setCoverageLayer(self.layers.coverage)
        atlas.setPageNameExpression('"parcel_id"')
        atlas.setFilenameExpression('"file_name"')
        atlas.setEnabled(True)
        self._page_heading(layout, 0)
        self._title_block(layout)
        self.map_item = self._map(layout)
        self._legend(layout, self.map_item)
        self._allocation_table(layout)
        return layout, self._findings_table(layout), self._readings_table(layout)

    def _page_heading(self, layout, page: int) -> None:
        """What every page carries, so that it stands alone: the parcel, the law, the page number and the note."""
        version = metadata()["version"]
        self._label(layout, 'Parcel [% "parcel_id" %] · [% "address" %]', 13, 0, 0, 0.66, 0.05, True, page)
        self._label(layout, f'Hearing exhibit · {LAW} · [% "town" %]', 8, 0, 0.055, 0.66, 0.04, page=page)
        self._label(
            layout,
            f"Prepared [% format_date(now(), 'yyyy-MM-dd') %] with Dockline {version}. Exhibit "
            "[% @atlas_featurenumber %] of [% @atlas_totalfeatures %].",
            7,
            0.66,
            0.0,
            0.34,
            0.03,
            page=page,
            right=True,
        )
        number = self._label(layout, "", 8, 0.66, 0.035, 0.34, 0.03, True, page, right=True)
        self.page_number_labels.append(number)  # its text once the pages are all in: see _paginated
        self._label(
            layout,
            "This exhibit is an aid to the Enforcement Officer's determination; it is not a determination. "
            "Distances are in US survey feet from the mean high-water line as mapped.\nReadings it relied on: "
            "[% if(\"readings\" = 'none', 'none.', 'each decision and unverified reading, with its text from "
            "the decisions page shipped with Dockline (docs/decisions.md), is listed under Readings relied on.') %]",
            6.5,
            0,
            0.955,
            1.0,
            0.045,
            page=page,
        )

    def _title_block(self, layout) -> None:
        self._label(
            layout,
            '[% "tier" %], category [% "category" %] · [% format_number("lineal_ft", 2) %] lineal ft of shoreline · '
            'status: [% "status" %]',
            8,
            0,
            0.095,
            0.66,
            0.025,
        )
        self._label(layout, 'Tier: [% "reason" %]', 7, 0, 0.122, 0.66, 0.022)
        self._label(layout, '[% "notice" %]', 6, 0.66, 0.07, 0.34, 0.075, right=True)  # with a permits row

    def _map(self, layout) -> QgsLayoutItemMap:
        """The page's map, with its north arrow, which its labels keep clear of, and its scale bar below it, right
        under its lower right corner: off the map, beside the findings' heading."""
        layers = self.layers
        map_item = ExhibitMap(layout)
        map_item.setCrs(layers.project.crs())
        drawn = [layers.outputs[name] for name in MAP_LAYERS if name in layers.outputs]
        drawn[:0] = [layers.labels]  # drawing nothing: its labels
        drawn[2:2] = [layers.subject, *layers.inputs]
        water = [layer for layer in layers.inputs if layer.name().startswith("Water")]
        map_item.setLayers([layer for layer in drawn if layer not in water] + water)
        map_item.setFrameEnabled(True)
        map_item.setLabelMargin(QgsLayoutMeasurement(LABEL_MARGIN))
        layout.addLayoutItem(map_item)
        self._at(map_item, 0, 0.15, 0.64, 0.56)
        map_item.setExtent(layers.coverage.extent())  # an extent whose shape the atlas keeps (this resizes it)
        self._at(map_item, 0, 0.15, 0.64, 0.56)
        map_item.setAtlasDriven(True)  # saved with the project: the designer's preview follows the exhibits too
        map_item.setAtlasScalingMode(QgsLayoutItemMap.AtlasScalingMode.Auto)
        map_item.setAtlasMargin(0.15)
        bar = QgsLayoutItemScaleBar(layout)
        bar.setStyle("Single Box")
        bar.setLinkedMap(map_item)
        bar.setUnits(QgsUnitTypes.DistanceUnit.DistanceFeet)
        bar.setUnitLabel("ft")
        bar.setNumberOfSegments(BAR_SEGMENTS)
        bar.setNumberOfSegmentsLeft(0)
        bar.setHeight(2)  # compact: it fits the strip between the map and the findings table (8 mm on Letter)
        bar.setLabelBarSpace(1)
        bar.setBoxContentSpace(0.5)
        bar.setTextFormat(text_format(6.5))
        layout.addLayoutItem(bar)
        bar.attemptResize(QgsLayoutSize(bar.rect().width(), bar.minimumSize().height()))  # QGIS fits its width only
        bar.setReferencePoint(QgsLayoutItem.ReferencePoint.UpperRight)  # as its width changes, its right edge stays
        frame = map_item.rect().translated(map_item.pos())  # the map on the page, in mm
        bar.attemptMove(QgsLayoutPoint(frame.right(), frame.bottom() + 0.5))
        round_steps(bar, map_item)
        arrow = QgsLayoutItemPicture(layout)
        arrow.setPicturePath(NORTH_ARROW)
        arrow.setLinkedMap(map_item)
        arrow.setNorthMode(QgsLayoutItemPicture.NorthMode.GridNorth)
        layout.addLayoutItem(arrow)
        arrow.attemptMove(QgsLayoutPoint(frame.right() - 14, frame.top() + 3))
        arrow.attemptResize(QgsLayoutSize(10, 14))
        map_item.addLabelBlockingItem(arrow)  # no label of the map under it
        return map_item

    def _legend(self, layout, map_item) -> None:
        legend = QgsLayoutItemLegend(layout)
        legend.setTitle("")
        legend.setLinkedMap(map_item)
        legend.setLegendFilterByMapEnabled(True)
        legend.setAutoUpdateModel(False)
        root = legend.model().rootGroup()
        root.removeAllChildren()
        names = {self.layers.outputs.get(name): label for name, label in LEGEND_NAMES.items()}
        for layer in map_item.layers():
            if layer is not self.layers.labels and not layer.name().startswith("Water"):
                node = root.addLayer(layer)
                if layer in names:
                    node.setName(names[layer])
        legend.setSymbolHeight(2.5)
        legend.setSymbolWidth(5)
        legend.setBoxSpace(1.5)
        for part, top in ((QgsLegendStyle.Style.Symbol, 0.8), (QgsLegendStyle.Style.Subgroup, 1.6)):
            legend.rstyle(part).setMargin(QgsLegendStyle.Side.Top, top)  # compact: it shares the map's height
        for part, size, bold in (
            (QgsLegendStyle.Style.Title, 8, True),
            (QgsLegendStyle.Style.Subgroup, 6, True),
            (QgsLegendStyle.Style.SymbolLabel, 6, False),
        ):
            style = legend.rstyle(part)
            if hasattr(style, "setTextFormat"):  # QGIS ≥ 3.30
                style.setTextFormat(text_format(size, bold))
            else:
                font = QFont("DejaVu Sans")
                font.setPointSizeF(size)
                font.setBold(bold)
                style.setFont(font)
        legend.setColumnCount(2)
        legend.setSplitLayer(True)
        legend.setWrapString("|")
        legend.setResizeToContents(True)  # the box is what it holds: the page tests see it whole
        legend.setFrameEnabled(True)
        layout.addLayoutItem(legend)
        self._at(legend, 0.66, 0.45, 0.34, 0.26)
        # Filtering the legend by the map changes each layer's entries, and QGIS refreshes the whole legend for each
        # (every data-defined property, each in an expression context made anew): a dozen times a page, which the
        # atlas refreshes anyway. The saved layout's legend is made anew, refreshed as QGIS does. (A QGIS that
        # connects nothing to it refreshes the legend its own way: nothing to spare there.)
        with contextlib.suppress(TypeError):
            legend.model().refreshLegend.disconnect()

    def _table(self, layout, source, columns, x=0, w=1.0, frames=(), empty_message=None):
        """A table of the page's parcel's rows, its columns given as (attribute, heading, share of the width), in
        frames (page, top, height): a long one runs on to the next frame with its header repeated, and a
        continuation page whose frame stays empty is not printed. Without rows it says ``empty_message``, or
        without one is hidden."""
        table = QgsLayoutItemAttributeTable.create(layout)
        table.setVectorLayer(source)
        table.setFilterFeatures(True)
        table.setFeatureFilter(THIS_PARCEL)
        table.setMap(self.map_item)  # the rows on the page's map (``ExhibitLayers._table``), then the parcel's
        table.setDisplayOnlyVisibleFeatures(True)
        in_order = QgsLayoutTableColumn()
        in_order.setAttribute(ROW)
        table.setSortColumns([in_order])
        table.setMaximumNumberOfFeatures(1000)
        table.setWrapBehavior(QgsLayoutTable.WrapBehavior.WrapText)
        if empty_message is None:
            table.setEmptyTableBehavior(QgsLayoutTable.EmptyTableMode.HideTable)
        else:
            table.setEmptyTableBehavior(QgsLayoutTable.EmptyTableMode.ShowMessage)
            table.setEmptyTableMessage(empty_message)
        table.setContentTextFormat(text_format(6.5))
        table.setHeaderTextFormat(text_format(6.5, bold=True))
        table.setHeaderMode(QgsLayoutTable.HeaderMode.AllFrames)
        table.setCellMargin(0.6)
        table.setResizeMode(QgsLayoutMultiFrame.ResizeMode.UseExistingFrames)
        usable = w * (self.width - 2 * MARGIN) - len(columns) * 2 * table.cellMargin()
        usable -= (len(columns) + 1) * table.gridStrokeWidth()
        table_columns = []
        for attribute, heading, share in columns:
            column = QgsLayoutTableColumn(heading)
            column.setAttribute(attribute)
            column.setWidth(share * usable)
            table_columns.append(column)
        table.setColumns(table_columns)
        layout.addMultiFrame(table)
        for page, top, height in frames:
            self._frame(layout, table, x, w, page, top, height)
        return table

    def _frame(self, layout, table, x, w, page, top, height) -> None:
        """A frame of ``table`` on ``page``; on a continuation page, one that leaves the page out when empty."""
        frame = QgsLayoutFrame(layout, table)
        frame.setHidePageIfEmpty(page > 0)
        table.addFrame(frame)
        self._at(frame, x, top, w, height, page)

    def _allocation_table(self, layout) -> None:
        self._label(layout, "Allocation: allowed against proposed", 8, 0.66, 0.15, 0.34, 0.03, bold=True)
        self._table(
            layout,
            self.layers.allocation_rows,
            [
                ("item", "Item", 0.5),
                ("allowed", "Allowed", 0.18),
                ("proposed", "Proposed", 0.16),
                ("standing", "Compared", 0.16),
            ],
            0.66,
            0.34,
            [(0, 0.185, 0.255)],
            "No allocation.",
        )

    def _findings_table(self, layout):
        self._label(layout, "Findings", 8, 0, 0.72, 0.3, 0.03, bold=True)
        if self.layers.findings_rows is None:
            self._label(layout, "No proposed facilities were given, so nothing was checked.", 7, 0, 0.75, 1.0, 0.03)
            return None
        return self._table(
            layout,
            self.layers.findings_rows,
            [
                ("severity", "Severity", 0.09),
                ("citation", "Section", 0.11),
                ("facility", "Facility", 0.07),
                (MEASURED, "Measured / limit", 0.12),
                ("message", "What it means", 0.61),
            ],
            0,
            1.0,
            [(0, 0.75, 0.2)],
            "No breach found for the facilities proposed on this parcel.",
        )

    def _readings_table(self, layout):
        """The decisions and unverified readings the exhibit relies on, each with its text from docs/decisions.md
        (on continuation pages only)."""
        table = self._table(
            layout,
            self.layers.readings_rows,
            [
                ("entry", "Entry", 0.16),
                ("text", "Dockline's reading", 0.56),
                ("relied", "Relied on for", 0.28),
            ],
        )
        _break_lines(table)
        return table

    def _checklist_table(self, layout):
        """The site plan checklist (``exhibit.checklist``) of a parcel with a proposal, on the exhibit's last page
        (left out for a parcel without one)."""
        return self._table(
            layout,
            self.layers.checklist_rows,
            [("item", "The site plan must show", 0.36), ("shown", "Shown here", 0.1), ("where_shown", "Where", 0.54)],
        )


def round_steps(bar, map_item) -> None:
    """The scale bar in a drawing's round steps on every page: 1, 2, 2.5 or 5 × 10^n ft a segment, the least that
    makes the bar ``BAR_MM`` long or longer (so under twice that), set as the map's extent changes (the atlas fits
    each parcel at a scale of its own); once for a bar. Why not QGIS's own: fitting the bar's width steps in any
    digit × 10^n (70, 140, 210 ft), and QGIS 3.22 has no expression for a bar's segment. The bar keeps QGIS's
    default fixed segment: the saved project's steps roundly where Dockline opens it in the designer
    (``layout.preview_exhibits``), elsewhere in the first exhibit's step, its length true to each page's scale."""
    if bar.property(ROUNDED):
        return
    bar.setProperty(ROUNDED, True)  # a Qt property: not saved with the project

    def fit() -> None:
        if sip.isdeleted(bar) or bar.linkedMap() is not map_item:  # removed, or linked to another map in the designer
            return
        least = BAR_MM * map_item.scale() / MM_PER_FT / BAR_SEGMENTS
        if not 0 < least < math.inf:  # a map not yet sized
            return
        power = 10 ** math.floor(math.log10(least))
        bar.setUnitsPerSegment(next(m * power for m in (1, 2, 2.5, 5, 10) if m * power >= least * (1 - 1e-9)))

    map_item.extentChanged.connect(fit)  # after QGIS's own refresh of the bar, connected as it was linked
    fit()


def _shown(table) -> dict:
    """Parcel id → the texts ``table`` shows of the parcel's rows (each column's value), in the rows' order."""
    layer, names = table.vectorLayer(), [column.attribute() for column in table.columns()]
    rows: dict = {}
    for feature in sorted(layer.getFeatures(), key=lambda feature: feature[ROW]):
        rows.setdefault(feature["parcel_id"], []).append(tuple(plain(feature[name]) for name in names))
    return {pid: tuple(texts) for pid, texts in rows.items()}


def _refresh_what_changes(layout) -> None:
    """Refresh for each exhibit only what it changes, once: the map (its extent follows the parcel), the legend, the
    tables (their rows) and what has a data-defined property. QGIS refreshes every item of every page for each
    exhibit, each building half a dozen expression contexts, though the labels' texts are read as they are drawn and
    the frames, the scale bar and the north arrow follow their table and map. QGIS refreshes a table showing its
    map's ground whenever that map's extent is set anew, so such a table is refreshed here only where its map kept
    its extent (where QGIS may not have). Only where QGIS connects the layout's objects and each picture's source
    alone to the change (otherwise as QGIS connects it)."""
    context = layout.reportContext()
    items = sorted((item for item in layout.items() if isinstance(item, QgsLayoutItem)), key=lambda item: item.zValue())
    pictures = [item for item in items if isinstance(item, QgsLayoutItemPicture)]
    tables = layout.multiFrames()
    if context.receivers(context.changed) != len(items) + len(pictures) + len(tables):
        return
    context.changed.disconnect()
    maps = [item for item in items if isinstance(item, QgsLayoutItemMap)]
    extents: dict[str, QgsRectangle] = {}
    context.changed.connect(lambda: extents.update((item.uuid(), item.extent()) for item in maps))  # before they move
    for item in items:
        if (
            isinstance(item, (QgsLayoutItemMap, QgsLayoutItemLegend))
            or item.dataDefinedProperties().hasActiveProperties()
        ):
            context.changed.connect(item.refresh)

    def refresh_tables() -> None:
        for table in tables:
            shown = table.map() if isinstance(table, QgsLayoutItemAttributeTable) else None
            if shown is None or shown.extent() == extents.get(shown.uuid()):
                table.refresh()

    context.changed.connect(refresh_tables)


def _break_lines(table) -> None:
    """Each text of ``table``'s rows broken, once, where its column wraps it both in the PDF and when QGIS sizes the
    rows (which it measures without a painter, at another resolution, so wrapped otherwise at places). QGIS 3.22
    wraps a paragraph by measuring the rest of it again for each place it tries a line break, on every page and
    every refresh: the decisions' paragraphs took most of an exhibit's time. It now wraps the pieces between."""
    drawn = QgsRenderContext()
    drawn.setScaleFactor(PDF_DPI / 25.4)  # the PDF's painter
    sized = QgsLayoutUtils.createRenderContextForLayout(table.layout(), None)
    text = table.contentTextFormat()
    layer, broken, changes = table.vectorLayer(), {}, {}
    columns = [
        (
            layer.fields().indexOf(column.attribute()),
            column.width(),
            [_fits(c, text, column.width()) for c in (drawn, sized)],
        )
        for column in table.columns()
    ]
    for feature in layer.getFeatures():
        for index, width, fits in columns:
            value = feature[index]
            if isinstance(value, str):
                if (value, width) not in broken:
                    broken[value, width] = "\n".join(_broken(paragraph, fits) for paragraph in value.split("\n"))
                changes.setdefault(feature.id(), {})[index] = broken[value, width]
    layer.dataProvider().changeAttributeValues(changes)


def _fits(context, text, width: float):
    """Whether a line of ``text`` fits ``width`` mm as QGIS measures a table's cell in ``context``."""
    context.setFlag(Qgis.RenderContextFlag.ApplyScalingWorkaroundForTextRendering)
    mm = context.convertToPainterUnits(1, QgsUnitTypes.RenderUnit.RenderMillimeters)
    return lambda line: QgsTextRenderer.textWidth(context, text, [line]) / mm <= width


def _broken(paragraph: str, fits: list) -> str:
    """``paragraph`` with a line break where each of ``fits`` wraps it (a greedy wrap starts afresh after a break:
    each wraps the pieces between as it wrapped the whole)."""
    breaks = []
    for each in fits:
        lines = _wrapped(paragraph, each)
        if " ".join(lines) != paragraph:  # a run of spaces: left to QGIS
            return paragraph
        breaks.append(set(accumulate(len(line) + 1 for line in lines[:-1])))
    pieces, start = [], 0
    for end in sorted(set.intersection(*breaks)):
        pieces.append(paragraph[start : end - 1])
        start = end
    return "\n".join([*pieces, paragraph[start:]])


def _wrapped(paragraph: str, fits) -> list:
    """``paragraph``'s lines as QGIS 3.22 wraps a table's cell: a word too long for the column on a line of its own,
    the others as many to a line as fit (found by halving, not word by word from the end)."""
    if fits(paragraph):
        return [paragraph]
    runs, run = [], ""
    for word in paragraph.split(" "):
        if fits(word):
            run = f"{run} {word}" if run else word
            continue
        runs += [run, word] if run else [word]
        run = ""
    lines = []
    for rest in [*runs, run] if run else runs:
        while not fits(rest):
            spaces = [at for at, character in enumerate(rest) if character == " "]
            low, high = 0, len(spaces)  # the prefixes up to spaces[:low] fit, from spaces[high:] they do not
            while low < high:
                middle = (low + high) // 2
                low, high = (middle + 1, high) if fits(rest[: spaces[middle]]) else (low, middle)
            if not low:
                break
            lines.append(rest[: spaces[low - 1]])
            rest = rest[spaces[low - 1] + 1 :]
        lines.append(rest)
    return lines
