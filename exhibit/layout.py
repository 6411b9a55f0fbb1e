"""Hearing exhibits: a print layout with an atlas over the chosen parcels, built in code from the shoreline
analysis's outputs, and its export to PDF. Each page: the parcel and its neighbours with every line of § 73-7, the
facility area and its distance lines, setback envelopes, outlets, the proposals and the findings, labelled; a
title block, the allocation against what is proposed, the findings with their citations, and the note that the
exhibit is an aid to the Enforcement Officer's determination, naming the readings it relied on."""

import os
import re
import shutil
import tempfile
from datetime import date

from qgis.core import (
    QgsCoordinateTransform,
    QgsFeature,
    QgsFillSymbol,
    QgsGeometry,
    QgsLayoutExporter,
    QgsLayoutFrame,
    QgsLayoutItemAttributeTable,
    QgsLayoutItemLabel,
    QgsLayoutItemLegend,
    QgsLayoutItemMap,
    QgsLayoutItemPage,
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
    QgsProperty,
    QgsRuleBasedLabeling,
    QgsRuleBasedRenderer,
    QgsSimpleLineCallout,
    QgsTextFormat,
    QgsUnitTypes,
    QgsVectorFileWriter,
    QgsVectorLayer,
    QgsVectorLayerSimpleLabeling,
)
from qgis.PyQt.QtCore import Qt
from qgis.PyQt.QtGui import QFont

from ..about import PLUGIN_DIR, metadata, style_path
from ..compat import LABEL_OUTSIDE_POLYGONS, SCALEBAR_FIT_WIDTH, TEXT_AS_TEXT
from ..rules.progress import Cancelled
from ..rules.targets import file_names
from ..rules.vocabulary import Severity

LAW = "Canandaigua Lake Uniform Docking and Mooring Law"
PAPERS = {"Letter (11 × 8.5 in)": (279.4, 215.9), "Tabloid (17 × 11 in)": (431.8, 279.4)}
NORTH_ARROW = ":/images/north_arrows/layout_default_north_arrow.svg"
MARGIN = 8.0  # mm
PAGE_REACH_FT = 60.0  # a page's map shows at least this much round the parcel's facility areas and findings
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
DECISIONS_PAGE = os.path.join(PLUGIN_DIR, "docs", "decisions.md")
PREVIEW = "dockline/atlas_preview"  # a layout property: the plugin opens the layout previewing its first exhibit
ENTRY = re.compile(r"\b([DEGN]\d+[a-z]?)\b")


def _number(field: str) -> str:
    """An expression printing a measure as the law writes it: counts whole, lengths and areas to 0.1."""
    return f"format_number(\"{field}\", if(\"unit\" IN ('ft', 'sq ft', 'in'), 1, 0))"


MEASURED = f"coalesce({_number('measured')} || ' / ' || {_number('limit')} || ' ' || \"unit\", '')"
LABELS = {  # output: label expression (for the page's parcel only), in order of importance
    "FINDINGS": f"\"citation\" || if({MEASURED} = '', '', ': ' || {MEASURED})",
    "TIE_LINES": "format_number(\"lineal_ft\", 2) || ' ft of shoreline'",
    "SETBACK_ENVELOPES": "'setback ' || format_number(\"setback_ft\", 0) || ' ft'",
    "DISTANCE_LINES": "format_number(\"depth_ft\", 0) || '-ft line'",
}
THIS_PARCEL = '"parcel_id" = @atlas_pagename'
LABEL_CANDIDATES = 20  # candidate positions per cm of line and per cm² of polygon (QGIS: 5 and 2.5): room is found
OBSTACLE_FACTOR = 2.0  # QGIS's most: a label over a proposal or a breach costs the most
BLOCKING = ("Proposed docks", "Proposed structures", "Docked boats", "Proposed moorings")  # labels stay off these
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
    ("Boathouses (allowed: yes or no)", "boathouse_allowed", "proposed_boathouses"),
    ("Boat stations (allowed: yes or no)", "boat_station_allowed", "proposed_boat_stations"),
)


UNVERIFIED_TEXT = "Not verified against an official copy of the law; to be confirmed before a decision rests on it."


def decision_entries(path: str = DECISIONS_PAGE) -> dict:
    """The entries of the decisions page: ``### D6 — title`` → (title, its text as one paragraph)."""
    with open(path, encoding="utf-8") as page:
        text = page.read()
    entries = {}
    for block in re.split(r"^(?=#{2,3} )", text, flags=re.M):
        heading = re.match(r"### (\S+) — (.*)\n", block)
        if heading:
            body = re.sub(r"[`*]", "", " ".join(block[heading.end() :].split()))
            entries[heading.group(1)] = (heading.group(2).strip(), body)
    return entries


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
    """A memory layer, in ``crs`` for a spatial one (set after: a local CRS has no authority id for the URI)."""
    layer = QgsVectorLayer(f"{kind}?{fields.lstrip('&')}", name, "memory")
    if not layer.isValid():
        raise ExhibitError(f"cannot make the temporary layer {name}")
    if crs is not None:
        layer.setCrs(crs)
    return layer


def _by_parcel(layer, expression: str = "TRUE") -> dict:
    """A layer's features (those matching the expression) by parcel id; empty for a layer not made."""
    grouped = {}
    for feature in layer.getFeatures(expression) if layer is not None else []:
        grouped.setdefault(feature["parcel_id"], []).append(feature)
    return grouped


def _page_frame(parcel, zones, reach: float):
    """What a page's map must show: the parcel's facility areas and findings, and the parcel near them, at least
    ``reach`` map units round them (a deep lot would otherwise push the water off the page)."""
    if not zones:
        return parcel
    water_side = zones[0]
    for zone in zones[1:]:
        water_side = water_side.combine(zone)
    near = water_side.boundingBox()
    near.grow(max(reach, 0.25 * max(near.width(), near.height())))
    return water_side.combine(parcel.intersection(QgsGeometry.fromRect(near)))


class ExhibitBook:
    """A project of its own holding the exhibit's layers, and the atlas layout over the chosen parcels."""

    def __init__(self, outputs: dict, inputs: dict, parcels: dict, profile, paper: str, drawn_in):
        """``outputs``: the shoreline analysis's layers by output name (the project takes them); ``inputs``: layers
        to show as they are (water, outlets, proposals), by label; ``parcels``: parcel id → (geometry, address)
        for the pages, in page order; ``profile``: the municipality profile, or each parcel's (Municipalities);
        ``drawn_in``: the analysis's WorkingFrame, whose ``map_crs`` the maps are drawn in (true to scale, in
        feet or metres, whatever the outputs' CRS)."""
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
        self.project.setCrs(drawn_in.map_crs)
        self.page_reach = PAGE_REACH_FT / drawn_in.feet_per_map_unit
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
        self.readings_of = {pid: self._readings(record) for pid, record in self._analysed(parcels).items()}
        self.coverage = self._coverage(parcels, crs)
        self.allocation_rows = self._allocation_rows(parcels)
        self.subject = self._subject(parcels, crs)
        self.readings_rows = self._readings_rows(parcels)
        self.layout = self._paginated()

    # -- layers --------------------------------------------------------------------------------------------------
    def _label_layers(self) -> None:
        """QGIS's labelling places the labels: clear of each other, of the proposals and of the findings' shapes,
        each finding's outside its shape with a line to it where moved; the proposals only block."""
        engine = self.project.labelingEngineSettings()
        engine.setMaximumLineCandidatesPerCm(LABEL_CANDIDATES)
        engine.setMaximumPolygonCandidatesPerCmSquared(LABEL_CANDIDATES)
        self.project.setLabelingEngineSettings(engine)
        for priority, (name, expression) in enumerate(LABELS.items()):
            layer = self.outputs.get(name)
            if layer is None:
                continue
            settings = QgsPalLayerSettings()
            settings.isExpression = True
            settings.fieldName = expression
            text = _text_format(7)
            halo = text.buffer()  # a copy: QgsTextFormat hands out values, not references
            halo.setEnabled(True)
            text.setBuffer(halo)
            settings.setFormat(text)
            settings.priority = 10 - 2 * priority  # LABELS in order of importance: the findings first
            settings.dist = 1.5  # mm from the feature
            callout = QgsSimpleLineCallout()
            callout.setEnabled(True)
            callout.setMinimumLength(1.5)  # mm: only where a label had to move from what it names
            settings.setCallout(callout)
            if name == "TIE_LINES":  # often shorter than its label: beside it
                settings.placement = QgsPalLayerSettings.Placement.Horizontal
            elif name == "FINDINGS":  # beside the breach, the breaches' shapes left visible
                settings.placement = LABEL_OUTSIDE_POLYGONS
                settings.obstacleSettings().setFactor(OBSTACLE_FACTOR)
                always = QgsProperty.fromExpression('"facility_id" IS NOT NULL')  # a facility's breach: labelled
                settings.dataDefinedProperties().setProperty(QgsPalLayerSettings.Property.AlwaysShow, always)
            elif layer.geometryType() == 1:  # lines: along them
                settings.placement = QgsPalLayerSettings.Placement.Line
            root = QgsRuleBasedLabeling.Rule(None)  # a neighbour's features neither labelled nor in the way
            root.appendChild(QgsRuleBasedLabeling.Rule(settings, 0, 0, THIS_PARCEL))
            layer.setLabeling(QgsRuleBasedLabeling(root))
            layer.setLabelsEnabled(True)
        for layer in self.inputs:  # labels stay off what is proposed (QGIS's "blocking" labelling)
            if layer.name() in BLOCKING:
                blocking = QgsPalLayerSettings()
                blocking.drawLabels = False
                blocking.obstacleSettings().setIsObstacle(True)
                blocking.obstacleSettings().setFactor(OBSTACLE_FACTOR)
                layer.setLabeling(QgsVectorLayerSimpleLabeling(blocking))
                layer.setLabelsEnabled(True)

    @staticmethod
    def _only_this_parcel(layer) -> None:
        """Draw the page's parcel's features only (its style kept): a neighbour's breach is not this
        application's."""
        converted = QgsRuleBasedRenderer.convertFromRenderer(layer.renderer())
        page = QgsRuleBasedRenderer.Rule(None, 0, 0, THIS_PARCEL)
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
        to_map = QgsCoordinateTransform(crs, self.project.crs(), self.project.transformContext())

        def in_map(geometry):  # a copy in the map's CRS: the frame's reach is in its units
            moved = QgsGeometry(geometry)
            moved.transform(to_map)
            return moved

        layer = _memory(
            "MultiPolygon",
            self.project.crs(),
            "&field=parcel_id:string&field=address:string&field=tier:string"
            "&field=category:string&field=lineal_ft:double&field=status:string(0)"
            "&field=readings:string(0)&field=reason:string(0)&field=page_numbers:string&field=pages:integer&field=town:string(0)"
            "&field=file_name:string(0)",
            "Exhibit pages",
        )
        features = []
        names = file_names(parcels, "exhibit_", "")  # the atlas adds .pdf
        for pid, (geometry, address) in parcels.items():
            record = self.allocation_of[pid][0]
            feature = QgsFeature(layer.fields())
            zones = [in_map(f.geometry()) for f in shown.get(pid, []) if not f.geometry().isEmpty()]
            frame = _page_frame(in_map(geometry), zones, self.page_reach)
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
                    "; ".join(self.readings_of[pid]) or "none",
                    record["reason"],
                    "1",
                    1,
                    self._town(pid),
                    names[pid],
                ]
            )
            features.append(feature)
        if not layer.dataProvider().addFeatures(features)[0]:
            raise ExhibitError("cannot make the exhibit pages: " + "; ".join(layer.dataProvider().errors()))
        self.project.addMapLayer(layer, False)
        return layer

    def _analysed(self, parcels: dict) -> dict:
        """Each page's parcel's allocation; a parcel without one is named."""
        records = {pid: self.allocation_of.get(pid, [None])[0] for pid in parcels}
        for pid, record in records.items():
            if record is None or record["tier"] in (None, ""):
                raise ExhibitError(
                    f"parcel {pid} has no analysis (it does not adjoin the MHW, or is not in the "
                    "parcels layer): no exhibit can be made for it"
                )
        return records

    def _town(self, pid: str) -> str:
        """The title block's town line: whose law applies (D14) and, where its facility area line is shared
        with a parcel of another municipality, that flag's words (TOWN_LINE)."""
        profile = self.municipalities.of(pid)
        chapter = f" (Chapter {profile.chapter})" if profile.chapter else ""
        return " · ".join([f"{profile.name}{chapter}", *(f["message"] for f in self.town_lines.get(pid, []))])

    def _readings(self, allocation) -> list:
        """The decisions and unverified readings the parcel's allocation and findings rest on, with sections."""
        from ..rules.catalogue import reading, rule  # plain Python: no shapely

        findings = self.findings_of.get(allocation["parcel_id"], [])
        profile = self.municipalities.of(allocation["parcel_id"])
        ids = [rid for rid in str(allocation["to_confirm"] or "").split(",") if rid]
        ids += [f["rule_id"] for f in findings if f["severity"] == Severity.ADVISORY and f["rule_id"] != "INPUT"]
        readings = [f"{profile.cite(rid)} {rule(rid).constrains} ({reading(rule(rid))})" for rid in dict.fromkeys(ids)]
        lines = (line for f in findings for line in str(f["to_confirm"] or "").split("\n") if line)
        return readings + list(dict.fromkeys(self._cited(line, profile) for line in lines))

    def _cited(self, line: str, profile) -> str:
        """A finding's reading with the section in place of our rule id (``T2_BAS_NOT_LISTED: ...``)."""
        from ..rules.catalogue import RULES

        rid, _, rest = line.partition(": ")
        return f"{profile.cite(rid)}: {rest}" if rid in RULES else line

    def _readings_rows(self, parcels: dict) -> QgsVectorLayer:
        """The readings table's rows: each entry of docs/decisions.md a parcel's readings name, with its text and
        what it was relied on for; an unverified reading without an entry, as itself."""
        entries = decision_entries()
        layer = _memory(
            "None",
            None,
            "&field=parcel_id:string&field=entry:string&field=text:string(0)&field=relied:string(0)",
            "Readings",
        )
        features = []
        for pid in parcels:
            named = {}
            for line in self.readings_of[pid]:
                keys = [key for key in ENTRY.findall(line) if key in entries] or [None]
                for key in keys:
                    named.setdefault(key, []).append(line)
            for key, lines in named.items():
                title, text = entries[key] if key else ("", UNVERIFIED_TEXT)
                feature = QgsFeature(layer.fields())
                entry = f"{key} — {title}" if key else "Unverified reading"
                feature.setAttributes([pid, entry, text, "; ".join(dict.fromkeys(lines))])
                features.append(feature)
        layer.dataProvider().addFeatures(features)
        self.project.addMapLayer(layer, False)
        return layer

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
                proposed = self.summary_of[pid][0][proposed_field] if proposed_field and pid in self.summary_of else "—"
                feature = QgsFeature(layer.fields())
                feature.setAttributes([pid, row, item, allowed, "—" if proposed in (None, "") else str(proposed)])
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
    def _at(self, item, x, y, w, h, page=0) -> None:
        """Place an item on a page at fractions of the page inside the margins."""
        inner_w, inner_h = self.width - 2 * MARGIN, self.height - 2 * MARGIN
        item.attemptResize(QgsLayoutSize(w * inner_w, h * inner_h))
        item.attemptMove(QgsLayoutPoint(MARGIN + x * inner_w, MARGIN + y * inner_h), True, False, page)

    def _label(self, layout, text, size, x, y, w, h, bold=False, page=0, right=False):
        label = QgsLayoutItemLabel(layout)
        label.setText(text)
        if hasattr(label, "setTextFormat"):  # QGIS ≥ 3.24
            label.setTextFormat(_text_format(size, bold))
        else:
            label.setFont(_text_format(size, bold).toQFont())
        label.setMarginY(0)
        if right:
            label.setHAlign(Qt.AlignmentFlag.AlignRight)
        layout.addLayoutItem(label)
        self._at(label, x, y, w, h, page)
        return label

    def _paginated(self) -> QgsPrintLayout:
        """The layout with as many continuation pages as the longest findings list and readings list need: a page
        added to each table whose last page still prints for some parcel (empty pages are not printed)."""
        layout, findings, readings = self._layout()
        findings_pages = readings_pages = 0
        more_findings, more_readings = findings is not None, True
        while more_findings or more_readings:
            if more_findings:
                findings_pages += 1
                self._continuation(layout, findings_pages, "Findings (continued)", findings)
            if more_readings:
                readings_pages += 1
                self._continuation(layout, findings_pages + readings_pages, "Readings relied on", readings)
            printed = self._printed_pages(layout)
            more_findings = more_findings and any(findings_pages in pages for pages in printed)
            more_readings = any(findings_pages + readings_pages in pages for pages in printed)
        for label in self.page_number_labels:  # each label's own page, read once no page will move it any more
            label.setText(f'Page [% array_get(string_to_array("page_numbers"), {label.page()}) %] of [% "pages" %]')
        self._number_pages(printed)
        self.project.layoutManager().addLayout(layout)
        layout.atlas().seekTo(0)  # the saved project's map shows the first exhibit
        layout.setCustomProperty(PREVIEW, True)  # QGIS stores no preview state: the plugin switches it on
        return layout

    def _continuation(self, layout, page: int, heading: str, table) -> None:
        """A continuation page inserted at ``page`` (the pages after it move down): its heading, and a frame for
        ``table`` to run on into."""
        added = QgsLayoutItemPage(layout)
        added.setPageSize(QgsLayoutSize(self.width, self.height))
        layout.pageCollection().insertPage(added, page)
        self._page_heading(layout, page)
        self._label(layout, heading, 8, 0, 0.11, 0.3, 0.03, True, page)
        if table is not None:
            self._frame(layout, table, 0, 1.0, page, *CONTINUED)

    @staticmethod
    def _printed_pages(layout) -> list:
        """For each exhibit, the layout's pages it prints (a page whose table frame stays empty is left out)."""
        atlas, pages = layout.atlas(), layout.pageCollection()
        atlas.beginRender()
        printed = []
        for index in range(atlas.count()):
            atlas.seekTo(index)
            layout.refresh()
            printed.append([number for number in range(pages.pageCount()) if pages.shouldExportPage(number)])
        atlas.endRender()
        return printed

    def _number_pages(self, printed) -> None:
        """Each exhibit's page numbers (\"1,2,,3\": by layout page, empty where not printed) and page count."""
        fields = self.coverage.fields()
        changes = {}
        for feature, pages in zip(self.coverage.getFeatures(), printed):
            numbers = [str(pages.index(n) + 1) if n in pages else "" for n in range(max(pages) + 1)]
            changes[feature.id()] = {
                fields.indexOf("page_numbers"): ",".join(numbers),
                fields.indexOf("pages"): len(pages),
            }
        self.coverage.dataProvider().changeAttributeValues(changes)

    def _layout(self) -> tuple:
        """The first page, and the findings and readings tables (the findings' None without a check) to which
        continuation pages add frames."""
        layout = QgsPrintLayout(self.project)
        layout.initializeDefaults()
        self.page_number_labels = []
        layout.setName("Dockline exhibit")
        layout.pageCollection().page(0).setPageSize(QgsLayoutSize(self.width, self.height))
        atlas = layout.atlas()
        atlas.setCoverageLayer(self.coverage)
        atlas.setPageNameExpression('"parcel_id"')
        atlas.setFilenameExpression('"file_name"')
        atlas.setEnabled(True)
        self._page_heading(layout, 0)
        self._title_block(layout)
        map_item = self._map(layout)
        self._legend(layout, map_item)
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
        self.page_number_labels.append(
            self._label(
                layout,
                "",  # its text once the pages are all in: see _paginated
                8,
                0.66,
                0.035,
                0.34,
                0.03,
                True,
                page,
                right=True,
            )
        )
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
        map_item.setExtent(self.coverage.extent())  # an extent whose shape the atlas keeps (this resizes it)
        self._at(map_item, 0, 0.15, 0.64, 0.56)
        map_item.setAtlasDriven(True)  # saved with the project: the designer's preview follows the exhibits too
        map_item.setAtlasScalingMode(QgsLayoutItemMap.AtlasScalingMode.Auto)
        map_item.setAtlasMargin(0.15)
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

    def _legend(self, layout, map_item) -> None:
        legend = QgsLayoutItemLegend(layout)
        legend.setTitle("")
        legend.setLinkedMap(map_item)
        legend.setLegendFilterByMapEnabled(True)
        legend.setAutoUpdateModel(False)
        root = legend.model().rootGroup()
        root.removeAllChildren()
        names = {self.outputs.get(name): label for name, label in LEGEND_NAMES.items()}
        for layer in map_item.layers():
            if not layer.name().startswith("Water"):
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
                style.setTextFormat(_text_format(size, bold))
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

    def _table(self, layout, source, columns, x, w, frames, empty_message):
        """A table of the page's parcel's rows, its columns given as (attribute, heading, share of the width), in
        frames (page, top, height): a long one runs on to the next frame with its header repeated, and a
        continuation page whose frame stays empty is not printed."""
        table = QgsLayoutItemAttributeTable.create(layout)
        table.setVectorLayer(source)
        table.setFilterFeatures(True)
        table.setFeatureFilter('"parcel_id" = @atlas_pagename')
        table.setDisplayOnlyVisibleFeatures(False)
        table.setMaximumNumberOfFeatures(1000)
        table.setWrapBehavior(QgsLayoutTable.WrapBehavior.WrapText)
        table.setEmptyTableBehavior(QgsLayoutTable.EmptyTableMode.ShowMessage)
        table.setEmptyTableMessage(empty_message)
        table.setContentTextFormat(_text_format(6.5))
        table.setHeaderTextFormat(_text_format(6.5, bold=True))
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
            self.allocation_rows,
            [("item", "Item", 0.62), ("allowed", "Allowed", 0.19), ("proposed", "Proposed", 0.19)],
            0.66,
            0.34,
            [(0, 0.185, 0.255)],
            "No allocation.",
        )

    def _findings_table(self, layout):
        self._label(layout, "Findings", 8, 0, 0.72, 0.3, 0.03, bold=True)
        if "FINDINGS" not in self.outputs:
            self._label(layout, "No proposed facilities were given, so nothing was checked.", 7, 0, 0.75, 1.0, 0.03)
            return None
        return self._table(
            layout,
            self.outputs["FINDINGS"],
            [
                ("severity", "Severity", 0.09),
                ("citation", "Section", 0.11),
                ("facility_id", "Facility", 0.07),
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
            self.readings_rows,
            [
                ("entry", "Entry", 0.16),
                ("text", "What docs/decisions.md says", 0.56),
                ("relied", "Relied on for", 0.28),
            ],
            0,
            1.0,
            [],
            "",
        )
        table.setEmptyTableBehavior(QgsLayoutTable.EmptyTableMode.HideTable)
        return table

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
    _layer_tree(project)
    path = os.path.join(folder, "exhibits.qgz")
    if not project.write(path):
        raise ExhibitError(f"cannot write the project {path}")
    return path


def _layer_tree(project: QgsProject) -> None:
    """The layers in the Layers panel, grouped: what the map draws, in its order, and the exhibit's tables."""
    root = project.layerTreeRoot()
    root.removeAllChildren()
    layout = project.layoutManager().layoutByName("Dockline exhibit")
    drawn = next(item for item in layout.items() if isinstance(item, QgsLayoutItemMap)).layers()
    for name, layers in (
        ("Exhibit map", drawn),
        ("Exhibit pages and tables", [layer for layer in project.mapLayers().values() if layer not in drawn]),
    ):
        group = root.addGroup(name)
        for layer in layers:
            group.addLayer(layer)


def preview_exhibits(designer) -> None:
    """A Dockline exhibit layout opened in the designer previews its atlas on the first exhibit (QGIS opens every
    layout with the preview off, showing "Exhibit 0 of 0")."""
    layout = designer.layout()
    if layout is not None and layout.customProperty(PREVIEW, False) and layout.atlas().enabled():
        designer.setAtlasPreviewEnabled(True)


def export_pdfs(book: ExhibitBook, folder: str, combined: bool, feedback=None) -> list[str]:
    """The exhibits as PDF (one file, or one per parcel) in ``folder``. Written in a scratch folder and moved in
    only when every page is done, so a failure or a cancel (``feedback``, seen between pages: ``Cancelled``)
    leaves no file that looks complete and the files of an earlier run as they were."""
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
            result, error = QgsLayoutExporter.exportToPdf(atlas, target, settings, feedback)
        else:
            pages = os.path.join(scratch, "exhibit.pdf")
            result, error = QgsLayoutExporter.exportToPdfs(atlas, pages, settings, feedback)
        if result == QgsLayoutExporter.ExportResult.Canceled:
            raise Cancelled("cancelled while exporting the exhibits")
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
