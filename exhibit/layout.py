"""Hearing exhibits: a print layout with an atlas over the chosen parcels, built in code from the shoreline
analysis's outputs, and its export to PDF. Each page: the parcel and its neighbours with every line of § 73-7, the
facility area and its distance lines, setback envelopes, outlets, the proposals and the findings, labelled; a
title block, the allocation against what is proposed, the findings with their citations, and the note that the
exhibit is an aid to the Enforcement Officer's determination, naming the readings it relied on."""

import os
import shutil
import tempfile
from datetime import date

from qgis.core import (
    QgsFeature,
    QgsFillSymbol,
    QgsGeometry,
    QgsLayoutExporter,
    QgsLayoutFrame,
    QgsLayoutItemAttributeTable,
    QgsLayoutItemLabel,
    QgsLayoutItemLegend,
    QgsLayoutItemMap,
    QgsLayoutItemPicture,
    QgsLayoutItemScaleBar,
    QgsLayoutMultiFrame,
    QgsLayoutPoint,
    QgsLayoutSize,
    QgsLayoutTable,
    QgsLayoutTableColumn,
    QgsLegendStyle,
    QgsLineSymbol,
    QgsMarkerSymbol,
    QgsPalLayerSettings,
    QgsPrintLayout,
    QgsProject,
    QgsRuleBasedRenderer,
    QgsTextFormat,
    QgsUnitTypes,
    QgsVectorFileWriter,
    QgsVectorLayer,
    QgsVectorLayerSimpleLabeling,
)
from qgis.PyQt.QtGui import QFont

from ..about import metadata, style_path
from ..compat import SCALEBAR_FIT_WIDTH, TEXT_AS_TEXT

LAW = "Canandaigua Lake Uniform Docking and Mooring Law"
PAPERS = {"Letter (11 × 8.5 in)": (279.4, 215.9), "Tabloid (17 × 11 in)": (431.8, 279.4)}
NORTH_ARROW = ":/images/north_arrows/layout_default_north_arrow.svg"
MARGIN = 8.0  # mm
MAP_LAYERS = (
    "FINDINGS",
    "TIE_POINTS",
    "TIE_LINES",
    "FACILITY_AREA_LINES",
    "DISTANCE_LINES",
    "SETBACK_ENVELOPES",
    "FACILITY_AREAS",
    "ALLOCATION",
)  # top to bottom; the inputs go between findings and tie points
LABELS = {  # output: (label expression, shown only for the page's parcel)
    "TIE_LINES": ("format_number(\"lineal_ft\", 2) || ' ft of shoreline'", True),
    "DISTANCE_LINES": ("format_number(\"depth_ft\", 0) || '-ft line'", True),
    "FINDINGS": (
        '"rule_id" || \': \' || format_number("measured", 1) || \' / \' || format_number("limit", 1) '
        "|| ' ' || \"unit\"",
        True,
    ),
    "SETBACK_ENVELOPES": ("'setback ' || format_number(\"setback_ft\", 0) || ' ft'", True),
}
INPUT_STYLES = {  # the layers shown as given: label → (symbol class, properties)
    "Water": (QgsFillSymbol, {"color": "208,230,245", "outline_color": "#5b8db8", "outline_width": "0.3"}),
    "Outlets": (QgsLineSymbol, {"color": "#0077b6", "width": "0.8"}),
    "Outlet points": (
        QgsMarkerSymbol,
        {"name": "triangle", "color": "#0077b6", "outline_color": "white", "size": "2.6"},
    ),
    "Outlet areas": (QgsFillSymbol, {"color": "0,119,182,90", "outline_color": "#0077b6", "outline_width": "0.4"}),
    "Proposed docks": (QgsFillSymbol, {"color": "#8b5a2b", "outline_color": "#4e3116", "outline_width": "0.3"}),
    "Proposed structures": (QgsFillSymbol, {"color": "#6d597a", "outline_color": "#355070", "outline_width": "0.3"}),
    "Docked boats": (QgsFillSymbol, {"color": "255,255,255,200", "outline_color": "#023047", "outline_width": "0.3"}),
    "Proposed moorings": (
        QgsMarkerSymbol,
        {"name": "circle", "color": "#ffb703", "outline_color": "#023047", "size": "2.4"},
    ),
}
ALLOCATION_ROWS = (  # item, allowed field (ALLOCATION), proposed field (PARCEL_SUMMARY)
    ("Boat slips (moorings count as slips)", "max_slips", "proposed_slips"),
    ("Boat slips at docks", "max_dock_slips", "proposed_dock_slips"),
    ("Docks", "max_docks", "proposed_docks"),
    ("Mooring buoys", "max_moorings", "proposed_moorings"),
    ("Dock area, sq ft (720 a dock, + 200 per steep-slope parcel, § 73-9D(2))", "dock_area_sqft", None),
    ("Setback from facility area lines, ft", "setback_ft", None),
    ("Setback from outlets, ft", "outlet_setback_ft", None),
    ("Boathouse allowed", "boathouse_allowed", None),
    ("Boat station allowed", "boat_station_allowed", None),
)


class ExhibitError(Exception):
    """An exhibit cannot be made; the message says why."""


def _text_format(size: float, bold: bool = False) -> QgsTextFormat:
    text = QgsTextFormat()
    font = QFont("DejaVu Sans")
    font.setBold(bold)
    text.setFont(font)
    text.setSize(size)
    return text


def _memory(kind: str, crs, fields: str, name: str) -> QgsVectorLayer:
    layer = QgsVectorLayer(f"{kind}?crs={crs.authid() if crs else ''}{fields}", name, "memory")
    if not layer.isValid():
        raise ExhibitError(f"cannot make the temporary layer {name}")
    return layer


def _by_parcel(layer, expression: str = "TRUE") -> dict:
    """A layer's features (those matching the expression) by parcel id; empty for a layer not made."""
    grouped = {}
    for feature in layer.getFeatures(expression) if layer is not None else []:
        grouped.setdefault(feature["parcel_id"], []).append(feature)
    return grouped


def _page_frame(parcel, zones):
    """What a page's map must show: the parcel's facility areas and findings, and the parcel near them (a deep
    lot would otherwise push the water off the page)."""
    if not zones:
        return parcel
    water_side = zones[0]
    for zone in zones[1:]:
        water_side = water_side.combine(zone)
    near = water_side.boundingBox()
    near.grow(max(60.0, 0.25 * max(near.width(), near.height())))
    return water_side.combine(parcel.intersection(QgsGeometry.fromRect(near)))


class ExhibitBook:
    """A project of its own holding the exhibit's layers, and the atlas layout over the chosen parcels."""

    def __init__(self, outputs: dict, inputs: dict, parcels: dict, profile, paper: str):
        """``outputs``: the shoreline analysis's layers by output name (the project takes them); ``inputs``: layers
        to show as they are (water, outlets, proposals), by label; ``parcels``: parcel id → (geometry, address)
        for the pages, in page order; ``profile``: the municipality profile, or each parcel's (Municipalities)."""
        from ..rules.profiles import as_municipalities  # plain Python: no shapely

        if not parcels:
            raise ExhibitError("no parcels to print: the choice matched none of the analysed parcels")
        if paper not in PAPERS:
            raise ExhibitError(f"unknown paper {paper!r}; one of {', '.join(PAPERS)}")
        self.width, self.height = PAPERS[paper]
        self.municipalities = as_municipalities(profile)
        self.project = QgsProject()
        self.outputs = outputs
        crs = outputs["ALLOCATION"].crs()
        self.project.setCrs(crs)
        for name, layer in outputs.items():
            if os.path.exists(style_path(name)):
                layer.loadNamedStyle(style_path(name))
            self.project.addMapLayer(layer, False)
        self.allocation_of, self.summary_of, self.findings_of = (
            _by_parcel(outputs.get(name)) for name in ("ALLOCATION", "PARCEL_SUMMARY", "FINDINGS")
        )
        self.town_lines = _by_parcel(outputs.get("FLAGS"), "\"code\" = 'TOWN_LINE'")
        self.inputs = []
        for label, layer in inputs.items():
            layer.setName(label)
            kind, properties = INPUT_STYLES[label]
            layer.renderer().setSymbol(kind.createSimple(properties))
            self.project.addMapLayer(layer, False)
            self.inputs.append(layer)
        self._label_layers()
        if "FINDINGS" in outputs:
            self._only_this_parcel(outputs["FINDINGS"])
        self.coverage = self._coverage(parcels, crs)
        self.allocation_rows = self._allocation_rows(parcels)
        self.subject = self._subject(parcels, crs)
        self.layout = self._layout()

    # -- layers --------------------------------------------------------------------------------------------------
    def _label_layers(self) -> None:
        for name, (expression, subject_only) in LABELS.items():
            layer = self.outputs.get(name)
            if layer is None:
                continue
            settings = QgsPalLayerSettings()
            settings.isExpression = True
            settings.fieldName = (
                f"if(\"parcel_id\" = @atlas_pagename, {expression}, '')" if subject_only else expression
            )
            text = _text_format(7)
            halo = text.buffer()  # a copy: QgsTextFormat hands out values, not references
            halo.setEnabled(True)
            text.setBuffer(halo)
            settings.setFormat(text)
            if name == "TIE_LINES":  # often shorter than its label: beside it
                settings.placement = QgsPalLayerSettings.Placement.Horizontal
            elif layer.geometryType() == 1:  # lines: along them
                settings.placement = QgsPalLayerSettings.Placement.Line
            layer.setLabeling(QgsVectorLayerSimpleLabeling(settings))
            layer.setLabelsEnabled(True)

    @staticmethod
    def _only_this_parcel(layer) -> None:
        """Draw the page's parcel's features only (its style kept): a neighbour's breach is not this
        application's."""
        converted = QgsRuleBasedRenderer.convertFromRenderer(layer.renderer())
        page = QgsRuleBasedRenderer.Rule(None, 0, 0, '"parcel_id" = @atlas_pagename')
        for child in converted.rootRule().children():
            page.appendChild(child.clone())
        root = QgsRuleBasedRenderer.Rule(None)
        root.appendChild(page)
        layer.setRenderer(QgsRuleBasedRenderer(root))

    def _coverage(self, parcels: dict, crs) -> QgsVectorLayer:
        """One feature per page: the parcel with its deepest facility area (the atlas fits the map to it), and
        the facts the title block shows."""
        shown = _by_parcel(self.outputs["FACILITY_AREAS"], "\"zone\" = 'dock'")  # with the findings: what
        for pid, findings in self.findings_of.items():  # the map must show (a mooring breach shows its circle)
            shown.setdefault(pid, []).extend(findings)
        layer = _memory(
            "MultiPolygon",
            crs,
            "&field=parcel_id:string&field=address:string&field=tier:string"
            "&field=category:string&field=lineal_ft:double&field=status:string(0)"
            "&field=readings:string(0)&field=reason:string(0)&field=town:string(0)",
            "Exhibit pages",
        )
        features = []
        for pid, (geometry, address) in parcels.items():
            record = self.allocation_of.get(pid, [None])[0]
            if record is None or record["tier"] in (None, ""):
                raise ExhibitError(
                    f"parcel {pid} has no analysis (it does not adjoin the MHW, or is not in the "
                    "parcels layer): no exhibit can be made for it"
                )
            feature = QgsFeature(layer.fields())
            frame = _page_frame(geometry, [f.geometry() for f in shown.get(pid, []) if not f.geometry().isEmpty()])
            frame.convertToMultiType()
            feature.setGeometry(frame)
            status = self.summary_of[pid][0]["status"] if pid in self.summary_of else "not checked (no proposal given)"
            feature.setAttributes(
                [
                    pid,
                    address or "",
                    f"Tier {record['tier']}",
                    record["category"] or "—",
                    record["lineal_ft"],
                    status,
                    self._readings(record),
                    record["reason"],
                    self._town(pid),
                ]
            )
            features.append(feature)
        if not layer.dataProvider().addFeatures(features)[0]:
            raise ExhibitError("cannot make the exhibit pages: " + "; ".join(layer.dataProvider().errors()))
        self.project.addMapLayer(layer, False)
        return layer

    def _town(self, pid: str) -> str:
        """The title block's town line: whose law applies (D14) and, where its facility area line is shared
        with a parcel of another municipality, that flag's words (TOWN_LINE)."""
        profile = self.municipalities.of(pid)
        chapter = f" (Chapter {profile.chapter})" if profile.chapter else ""
        return " · ".join([f"{profile.name}{chapter}", *(f["message"] for f in self.town_lines.get(pid, []))])

    def _readings(self, allocation) -> str:
        """The decisions and unverified readings the parcel's allocation and findings rest on, with sections."""
        from ..rules.catalogue import reading, rule  # plain Python: no shapely

        findings = self.findings_of.get(allocation["parcel_id"], [])
        profile = self.municipalities.of(allocation["parcel_id"])
        ids = [rid for rid in str(allocation["to_confirm"] or "").split(",") if rid]
        ids += [f["rule_id"] for f in findings if f["severity"] == "advisory" and f["rule_id"] != "INPUT"]
        readings = [f"{profile.cite(rid)} {rule(rid).constrains} ({reading(rule(rid))})" for rid in dict.fromkeys(ids)]
        named = [line.split(": ")[0] for f in findings for line in str(f["to_confirm"] or "").split("\n") if line]
        if named:  # each finding's to_confirm names them in full; the page's note has room for the names only
            readings.append("the findings rest on " + ", ".join(dict.fromkeys(named)))
        return "; ".join(readings) or "none"

    def _allocation_rows(self, parcels: dict) -> QgsVectorLayer:
        """The allocation table's rows: item, allowed, proposed, per parcel."""
        layer = _memory(
            "None",
            None,
            "&field=parcel_id:string&field=row:integer&field=item:string&field=allowed:string&field=proposed:string",
            "Allocation table",
        )
        features = []
        for pid in parcels:
            record = self.allocation_of[pid][0]
            for row, (item, allowed_field, proposed_field) in enumerate(ALLOCATION_ROWS):
                allowed = record[allowed_field]
                allowed = (
                    "no"
                    if allowed is False
                    else "yes"
                    if allowed is True
                    else (
                        "no cap"
                        if allowed in (None, "") or str(allowed) == "NULL"
                        else f"{allowed:g}"
                        if isinstance(allowed, float)
                        else str(allowed)
                    )
                )
                proposed = self.summary_of[pid][0][proposed_field] if proposed_field and pid in self.summary_of else ""
                feature = QgsFeature(layer.fields())
                feature.setAttributes([pid, row, item, allowed, "" if proposed in (None, "") else str(proposed)])
                features.append(feature)
        layer.dataProvider().addFeatures(features)
        self.project.addMapLayer(layer, False)
        return layer

    def _subject(self, parcels: dict, crs) -> QgsVectorLayer:
        """The page's parcel, outlined."""
        layer = _memory("MultiPolygon", crs, "&field=parcel_id:string", "Subject parcel")
        features = []
        for pid, (geometry, _) in parcels.items():
            feature = QgsFeature(layer.fields())
            feature.setGeometry(geometry)
            feature.setAttributes([pid])
            features.append(feature)
        layer.dataProvider().addFeatures(features)
        symbol = QgsFillSymbol.createSimple({"color": "0,0,0,0", "outline_color": "#000000", "outline_width": "0.8"})
        root = QgsRuleBasedRenderer.Rule(None)
        root.appendChild(QgsRuleBasedRenderer.Rule(symbol, 0, 0, '"parcel_id" = @atlas_pagename', "This parcel"))
        layer.setRenderer(QgsRuleBasedRenderer(root))
        self.project.addMapLayer(layer, False)
        return layer

    # -- the layout ----------------------------------------------------------------------------------------------
    def _at(self, item, x, y, w, h) -> None:
        """Place an item at fractions of the page (inside the margins)."""
        inner_w, inner_h = self.width - 2 * MARGIN, self.height - 2 * MARGIN
        item.attemptMove(QgsLayoutPoint(MARGIN + x * inner_w, MARGIN + y * inner_h))
        item.attemptResize(QgsLayoutSize(w * inner_w, h * inner_h))

    def _label(self, layout, text, size, x, y, w, h, bold=False):
        label = QgsLayoutItemLabel(layout)
        label.setText(text)
        if hasattr(label, "setTextFormat"):  # QGIS ≥ 3.24
            label.setTextFormat(_text_format(size, bold))
        else:
            label.setFont(_text_format(size, bold).toQFont())
        layout.addLayoutItem(label)
        self._at(label, x, y, w, h)
        return label

    def _layout(self) -> QgsPrintLayout:
        layout = QgsPrintLayout(self.project)
        layout.initializeDefaults()
        layout.setName("Dockline exhibit")
        layout.pageCollection().page(0).setPageSize(QgsLayoutSize(self.width, self.height))
        atlas = layout.atlas()
        atlas.setCoverageLayer(self.coverage)
        atlas.setPageNameExpression('"parcel_id"')
        atlas.setFilenameExpression("'exhibit_' || regexp_replace(\"parcel_id\", '[^A-Za-z0-9._-]', '_')")
        atlas.setEnabled(True)
        self._title_block(layout)
        map_item = self._map(layout)
        self._legend(layout, map_item)
        self._allocation_table(layout)
        self._findings_table(layout)
        self.project.layoutManager().addLayout(layout)
        return layout

    def _title_block(self, layout) -> None:
        version = metadata()["version"]
        self._label(layout, 'Parcel [% "parcel_id" %] · [% "address" %]', 13, 0, 0, 0.66, 0.05, bold=True)
        self._label(layout, f'Hearing exhibit · {LAW} · [% "town" %]', 8.5, 0, 0.055, 0.66, 0.04)
        self._label(
            layout,
            '[% "tier" %], category [% "category" %] ([% "reason" %]) · '
            '[% format_number("lineal_ft", 2) %] lineal ft of shoreline · status: [% "status" %]',
            8,
            0,
            0.10,
            0.66,
            0.035,
        )
        self._label(
            layout,
            f"Prepared [% format_date(now(), 'yyyy-MM-dd') %] with Dockline {version}. Exhibit "
            "[% @atlas_featurenumber %] of [% @atlas_totalfeatures %].",
            7,
            0.68,
            0.0,
            0.32,
            0.04,
        )
        note = self._label(
            layout,
            "This exhibit is an aid to the Enforcement Officer's determination; it is not a determination. "
            "Distances are in US survey feet from the mean high-water line as mapped. Readings it relied "
            'on: [% "readings" %].',
            6.5,
            0,
            0.955,
            1.0,
            0.045,
        )
        note.setMarginY(0)

    def _map(self, layout) -> QgsLayoutItemMap:
        map_item = QgsLayoutItemMap(layout)
        map_item.setCrs(self.project.crs())
        layers = [self.outputs[name] for name in MAP_LAYERS if name in self.outputs]
        layers[1:1] = [self.subject, *self.inputs]
        water = [layer for layer in self.inputs if layer.name().startswith("Water")]
        map_item.setLayers([layer for layer in layers if layer not in water] + water)
        map_item.setFrameEnabled(True)
        layout.addLayoutItem(map_item)
        self._at(map_item, 0, 0.15, 0.64, 0.56)
        map_item.setExtent(self.coverage.extent())  # an extent for zoomToExtent to work from (this resizes it)
        self._at(map_item, 0, 0.15, 0.64, 0.56)
        layout.atlas().featureChanged.connect(lambda feature: self._fit(map_item, feature))
        bar = QgsLayoutItemScaleBar(layout)
        bar.setStyle("Single Box")
        bar.setLinkedMap(map_item)
        bar.setUnits(QgsUnitTypes.DistanceUnit.DistanceFeet)
        bar.setUnitLabel("ft")
        bar.setNumberOfSegments(3)
        bar.setNumberOfSegmentsLeft(0)
        bar.setUnitsPerSegment(50)
        bar.setSegmentSizeMode(SCALEBAR_FIT_WIDTH)
        bar.setMinimumBarWidth(25)
        bar.setMaximumBarWidth(60)
        bar.setTextFormat(_text_format(7))
        bar.setBackgroundEnabled(True)
        layout.addLayoutItem(bar)
        bar.attemptMove(QgsLayoutPoint(MARGIN + 3, MARGIN + 0.66 * (self.height - 2 * MARGIN)))
        arrow = QgsLayoutItemPicture(layout)
        arrow.setPicturePath(NORTH_ARROW)
        arrow.setLinkedMap(map_item)
        arrow.setNorthMode(QgsLayoutItemPicture.NorthMode.GridNorth)
        layout.addLayoutItem(arrow)
        arrow.attemptMove(
            QgsLayoutPoint(
                MARGIN + 0.64 * (self.width - 2 * MARGIN) - 14, MARGIN + 0.15 * (self.height - 2 * MARGIN) + 3
            )
        )
        arrow.attemptResize(QgsLayoutSize(10, 14))
        return map_item

    @staticmethod
    def _fit(map_item, feature) -> None:
        """The page's parcel and facility area, with room around them for the neighbours. (An atlas-driven map
        in QGIS 3.22 shrinks its item to the feature's shape; fitting by hand keeps the item as placed.)"""
        extent = feature.geometry().boundingBox()
        extent.grow(0.15 * max(extent.width(), extent.height()))
        map_item.zoomToExtent(extent)

    def _legend(self, layout, map_item) -> None:
        legend = QgsLayoutItemLegend(layout)
        legend.setTitle("")
        legend.setLinkedMap(map_item)
        legend.setLegendFilterByMapEnabled(True)
        legend.setAutoUpdateModel(False)
        root = legend.model().rootGroup()
        root.removeAllChildren()
        for layer in map_item.layers():
            if layer not in (
                self.outputs.get("ALLOCATION"),
                self.outputs.get("TIE_POINTS"),
            ) and not layer.name().startswith("Water"):
                root.addLayer(layer)
        legend.setSymbolHeight(3)
        legend.setSymbolWidth(5)
        for part, size, bold in (
            (QgsLegendStyle.Style.Title, 8, True),
            (QgsLegendStyle.Style.Subgroup, 6, True),
            (QgsLegendStyle.Style.SymbolLabel, 6, False),
        ):
            style = legend.rstyle(part)
            if hasattr(style, "setTextFormat"):  # QGIS ≥ 3.30
                style.setTextFormat(_text_format(size, bold))
            else:
                font = QFont("DejaVu Sans")
                font.setPointSizeF(size)
                font.setBold(bold)
                style.setFont(font)
        legend.setColumnCount(2)
        legend.setResizeToContents(False)
        legend.setFrameEnabled(True)
        layout.addLayoutItem(legend)
        self._at(legend, 0.66, 0.42, 0.34, 0.29)

    def _table(self, layout, source, columns, filter_expression, x, y, w, h, empty_message, overflow=False):
        table = QgsLayoutItemAttributeTable.create(layout)
        table.setVectorLayer(source)
        table.setFilterFeatures(True)
        table.setFeatureFilter(filter_expression)
        table.setDisplayOnlyVisibleFeatures(False)
        table.setMaximumNumberOfFeatures(40)
        table.setWrapBehavior(QgsLayoutTable.WrapBehavior.WrapText)
        table.setEmptyTableBehavior(QgsLayoutTable.EmptyTableMode.ShowMessage)
        table.setEmptyTableMessage(empty_message)
        table.setContentTextFormat(_text_format(6.5))
        table.setHeaderTextFormat(_text_format(6.5, bold=True))
        table_columns = []
        for attribute, heading, width in columns:
            column = QgsLayoutTableColumn(heading)
            column.setAttribute(attribute)
            column.setWidth(width)
            table_columns.append(column)
        table.setColumns(table_columns)
        layout.addMultiFrame(table)
        frame = QgsLayoutFrame(layout, table)
        table.addFrame(frame)
        self._at(frame, x, y, w, h)
        if overflow:  # a long list goes on to continuation pages, its header repeated
            table.setResizeMode(QgsLayoutMultiFrame.ResizeMode.ExtendToNextPage)
            table.setHeaderMode(QgsLayoutTable.HeaderMode.AllFrames)
        return table

    def _allocation_table(self, layout) -> None:
        inner_w = self.width - 2 * MARGIN
        self._label(layout, "Allocation: allowed against proposed", 8, 0.66, 0.15, 0.34, 0.03, bold=True)
        self._table(
            layout,
            self.allocation_rows,
            [
                ("item", "Item", 0.19 * inner_w),
                ("allowed", "Allowed", 0.07 * inner_w),
                ("proposed", "Proposed", 0.06 * inner_w),
            ],
            '"parcel_id" = @atlas_pagename',
            0.66,
            0.185,
            0.34,
            0.225,
            "No allocation.",
        )

    def _findings_table(self, layout) -> None:
        inner_w = self.width - 2 * MARGIN
        self._label(layout, "Findings", 8, 0, 0.72, 0.3, 0.03, bold=True)
        if "FINDINGS" not in self.outputs:
            self._label(layout, "No proposed facilities were given, so nothing was checked.", 7, 0, 0.75, 1.0, 0.03)
            return
        self._table(
            layout,
            self.outputs["FINDINGS"],
            [  # the parcel on each row: the list may run on a page
                ("parcel_id", "Parcel", 0.07 * inner_w),
                ("severity", "Severity", 0.08 * inner_w),
                ("citation", "Section", 0.09 * inner_w),
                ("facility_id", "Facility", 0.05 * inner_w),
                (
                    'format_number("measured", 1) || \' / \' || format_number("limit", 1) || \' \' || "unit"',
                    "Measured / limit",
                    0.10 * inner_w,
                ),
                ("message", "What it means", 0.59 * inner_w),
            ],
            '"parcel_id" = @atlas_pagename',
            0,
            0.75,
            1.0,
            0.2,
            "No breach found for the facilities proposed on this parcel.",
            overflow=True,
        )

    def close(self) -> None:
        """Free the layout and the layers now, not whenever Python collects them (after QGIS has gone)."""
        self.project.layoutManager().clear()
        self.project.removeAllMapLayers()
        self.project.clear()

    def save(self, folder: str) -> str:
        """exhibits.qgz beside the PDFs, its layers in exhibits.gpkg: open it to edit the layout in the designer."""
        return save_project(self.project, folder)


def save_project(project: QgsProject, folder: str) -> str:
    """The project's layers written to exhibits.gpkg and the project (with its layout) to exhibits.qgz."""
    package = os.path.join(folder, "exhibits.gpkg")
    if os.path.exists(package):
        os.remove(package)
    for number, layer in enumerate(project.mapLayers().values()):
        options = QgsVectorFileWriter.SaveVectorOptions()
        options.driverName = "GPKG"
        options.layerName = f"layer_{number}"
        options.actionOnExistingFile = (
            QgsVectorFileWriter.ActionOnExistingFile.CreateOrOverwriteLayer
            if number
            else QgsVectorFileWriter.ActionOnExistingFile.CreateOrOverwriteFile
        )
        error = QgsVectorFileWriter.writeAsVectorFormatV3(layer, package, project.transformContext(), options)[0]
        if error != QgsVectorFileWriter.WriterError.NoError:
            raise ExhibitError(f"cannot write {layer.name()} to {package}")
        layer.setDataSource(f"{package}|layername=layer_{number}", layer.name(), "ogr")
    path = os.path.join(folder, "exhibits.qgz")
    if not project.write(path):
        raise ExhibitError(f"cannot write the project {path}")
    return path


def export_pdfs(book: ExhibitBook, folder: str, combined: bool, feedback=None) -> list[str]:
    """The exhibits as PDF (one file, or one per parcel) in ``folder``. Written in a scratch folder and moved in
    only when every page is done, so a failure leaves no file that looks complete."""
    try:
        os.makedirs(folder, exist_ok=True)
    except OSError as error:
        raise ExhibitError(f"cannot create the output folder {folder}: {error.strerror}") from error
    if not os.access(folder, os.W_OK):
        raise ExhibitError(f"the output folder {folder} cannot be written")
    settings = QgsLayoutExporter.PdfExportSettings()
    settings.rasterizeWholeImage = False
    settings.forceVectorOutput = False
    settings.dpi = 200
    settings.textRenderFormat = TEXT_AS_TEXT  # text stays text: searchable, and pdftotext reads it
    scratch = tempfile.mkdtemp(prefix=".dockline-", dir=folder)
    try:
        atlas = book.layout.atlas()
        if combined:
            target = os.path.join(scratch, f"exhibits_{date.today().isoformat()}.pdf")
            result, error = QgsLayoutExporter.exportToPdf(atlas, target, settings)
        else:
            result, error = QgsLayoutExporter.exportToPdfs(atlas, os.path.join(scratch, "exhibit.pdf"), settings)
        if result != QgsLayoutExporter.ExportResult.Success:
            raise ExhibitError(f"the PDF export failed: {error or result}")
        written = []
        for name in sorted(os.listdir(scratch)):
            final = os.path.join(folder, name)
            os.replace(os.path.join(scratch, name), final)
            written.append(final)
        return written
    finally:
        shutil.rmtree(scratch, ignore_errors=True)
