"""The hearing exhibit's layers, apart from its pages: the analysis's outputs styled for print, the inputs shown
as given (water, outlets, the proposals), their labels (``exhibit.labels``), and the memory layers the pages read
(one feature per exhibit, the subject parcel, and the rows of the allocation, findings, readings and site plan
checklist tables)."""

import os
from collections.abc import Mapping
from dataclasses import dataclass, field

from qgis.core import (
    QgsCoordinateTransform,
    QgsExpression,
    QgsFeature,
    QgsFeatureRequest,
    QgsFillSymbol,
    QgsGeometry,
    QgsLineSymbol,
    QgsMarkerSymbol,
    QgsNullSymbolRenderer,
    QgsProject,
    QgsRectangle,
    QgsRuleBasedRenderer,
    QgsSpatialIndex,
    QgsVectorLayer,
)
from qgis.PyQt.QtGui import QColor

from ..about import style_path
from ..rules.checks.summary import allowance_rows, measured_text
from ..rules.law.vocabulary import FlagCode, Severity, Zone, bare
from ..rules.outputs.targets import file_names
from .checklist import SitePlan, checklist_rows
from .labels import BLOCKING, THIS_PARCEL, block_labels, label_engine, map_labels
from .memory import ExhibitError, memory_layer, records
from .readings import decision_entries, parcel_readings, relied_rows

PAGE_REACH_FT = 60.0  # a page's map shows at least this much round the parcel's facility areas and findings
PAGE_SURROUNDS = 3.0  # a page's map lies inside a square this many times its frame's size (1.3 × 1.8 at most)
ONE_FACILITY = f'{THIS_PARCEL} AND "facility_id" IS NOT NULL'  # a parcel-wide finding goes to the table only
MEASURED = "measured_text"  # the findings table's measure against its limit: ``rules.checks.summary.measured_text``
ROW = "row"  # a table's rows in their order (``ExhibitLayers._table``)
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


@dataclass(frozen=True)
class ParcelRecords:
    """What the exhibits show beside the analysis, by parcel id: the hearing and notice lines of the title block
    (``rules.law.calendar.HearingNotice.lines``) and, for a parcel with a proposal, its ``SitePlan``."""

    notices: Mapping[str, list] = field(default_factory=dict)
    site_plans: Mapping[str, SitePlan] = field(default_factory=dict)


ZONE_FILLS = {  # opaque, the dock zone drawn over the mooring zone: the legend's swatch is what the map prints
    Zone.MOORING: "#bfe3d4",  # sea green, not the water's blue
    Zone.DOCK: "#f9cca8",  # the style's salmon as it prints on paper
}


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


def _surroundings(frame) -> QgsRectangle:
    """A square PAGE_SURROUNDS times the size of a page's ``frame`` about its centre: more than its map shows (the
    frame with a margin, widened to the map's proportions)."""
    box = frame.boundingBox()
    half = PAGE_SURROUNDS * max(box.width(), box.height()) / 2
    centre = box.center()
    return QgsRectangle(centre.x() - half, centre.y() - half, centre.x() + half, centre.y() + half)


def _of_parcels(parcels) -> str:
    """The expression taking the features of ``parcels`` (their ids)."""
    return f'"parcel_id" IN ({", ".join(map(QgsExpression.quotedValue, parcels))})'


def _only_facility_findings(layer) -> None:
    """Draw the page's parcel's findings about a facility only (their style kept): a neighbour's breach is not
    this application's, and a parcel-wide finding (shaped as everything built) would mark each facility."""
    converted = QgsRuleBasedRenderer.convertFromRenderer(layer.renderer())
    page = QgsRuleBasedRenderer.Rule(None, 0, 0, ONE_FACILITY)
    for child in converted.rootRule().children():
        page.appendChild(child.clone())
    root = QgsRuleBasedRenderer.Rule(None)
    root.appendChild(page)
    layer.setRenderer(QgsRuleBasedRenderer(root))


def _print_zones(layer) -> None:
    """The facility areas opaque, the dock zone over the mooring zone that holds it (ZONE_FILLS)."""
    renderer = layer.renderer()
    for index, category in enumerate(renderer.categories()):
        symbol = category.symbol().clone()
        symbol.setColor(QColor(ZONE_FILLS[category.value()]))
        renderer.updateCategorySymbol(index, symbol)
    last = QgsFeatureRequest.OrderByClause(f"\"zone\" = '{bare(Zone.DOCK)}'")  # false first: the dock zone on top
    renderer.setOrderBy(QgsFeatureRequest.OrderBy([last]))
    renderer.setOrderByEnabled(True)


def _indexed(layer) -> None:
    """A spatial index on ``layer``, so that a page's map and legend read only the features near the page; its
    features drawn and labelled in the order of their ids still, as they come without one (the index gives them
    in its own order): the same overlaps, the same labels' places. A layer drawn in an order of its own keeps it,
    its ties in the order of their ids."""
    renderer = layer.renderer()
    layer.dataProvider().createSpatialIndex()
    clauses = renderer.orderBy().list() if renderer.orderByEnabled() else []
    renderer.setOrderBy(QgsFeatureRequest.OrderBy([*clauses, QgsFeatureRequest.OrderByClause("$id")]))
    renderer.setOrderByEnabled(True)


class ExhibitLayers:
    """A project of its own holding the exhibit's layers, styled and labelled, and the layers its pages read."""

    def __init__(self, outputs: dict, inputs: dict, parcels: dict, municipalities, drawn_in, parcel_records=None):
        """``outputs``: the shoreline analysis's layers by output name (the project takes them); ``inputs``: layers
        to show as they are (water, outlets, the proposals with ``facility_id`` and ``parcel_id``), by label, copies
        of the user's (both are the exhibit's own: each keeps only the features near the pages, ``_keep_near``);
        ``parcels``: parcel id → (geometry, address) for the pages, in page order; ``municipalities``: each
        parcel's profile; ``drawn_in``: the analysis's WorkingFrame, whose ``map_crs`` the maps are drawn in (true
        to scale, in feet or metres, whatever the outputs' CRS); ``parcel_records``: the permits and site plan facts of
        the parcels (``ParcelRecords``), where given."""
        self.municipalities = municipalities
        self.records = parcel_records or ParcelRecords()
        self.project = QgsProject()
        self.project.setCrs(drawn_in.map_crs)
        self.page_reach = PAGE_REACH_FT / drawn_in.feet_per_map_unit
        self.outputs = outputs
        crs = outputs["ALLOCATION"].crs()
        frames = self._frames(parcels, crs)
        self.page_points = {pid: QgsGeometry.fromPointXY(frame.boundingBox().center()) for pid, frame in frames.items()}
        surroundings = [_surroundings(frame) for frame in frames.values()]
        for layer in (*outputs.values(), *inputs.values()):
            self._keep_near(layer, surroundings, parcels)
        for name, layer in outputs.items():
            if os.path.exists(style_path(name)):
                layer.loadNamedStyle(style_path(name))
            self.project.addMapLayer(layer, False)
        self.allocation_of, self.summary_of, self.findings_of = (
            records(outputs.get(name)) for name in ("ALLOCATION", "PARCEL_SUMMARY", "FINDINGS")
        )
        self.town_lines = records(outputs.get("FLAGS"), f"\"code\" = '{bare(FlagCode.TOWN_LINE)}'")
        self.inputs = []
        for label, layer in inputs.items():
            layer.setName(label)
            kind, properties = INPUT_STYLES[label]
            layer.renderer().setSymbol(kind.createSimple(properties))
            self.project.addMapLayer(layer, False)
            self.inputs.append(layer)
        _print_zones(outputs["FACILITY_AREAS"])
        if "FINDINGS" in outputs:
            _only_facility_findings(outputs["FINDINGS"])
            block_labels(outputs["FINDINGS"], ONE_FACILITY, inside=True)
        label_engine(self.project)
        for layer in self.inputs:
            if layer.name() in BLOCKING:
                block_labels(layer)
        self.labels = map_labels(self.project, drawn_in.feet_per_map_unit, outputs, self.inputs, self.findings_of)
        self._require_analysed(parcels)
        self.readings_of = {pid: self._readings(pid) for pid in parcels}
        self.coverage = self._coverage(parcels, frames)
        self.allocation_rows = self._allocation_rows(parcels)
        self.findings_rows = self._findings_rows(parcels) if "FINDINGS" in outputs else None
        self.subject = self._subject(parcels, crs)
        self.readings_rows = self._readings_rows(parcels)
        self.checklist_rows = self._checklist_rows(parcels)
        for layer in self.project.mapLayers().values():
            if layer.isSpatial():
                _indexed(layer)

    def _require_analysed(self, parcels: dict) -> None:
        """Each page's parcel has an allocation; a parcel without one is named."""
        for pid in parcels:
            if pid not in self.allocation_of or self.allocation_of[pid][0][1]["tier"] in (None, ""):
                raise ExhibitError(
                    f"parcel {pid} has no analysis (it does not adjoin the MHW, or is not in the "
                    "parcels layer): no exhibit can be made for it"
                )

    def allocation(self, pid: str) -> dict:
        return self.allocation_of[pid][0][1]

    def summary(self, pid: str):
        """The parcel summary's record, None where no proposal was checked."""
        return self.summary_of[pid][0][1] if pid in self.summary_of else None

    def _readings(self, pid: str) -> list:
        findings = [values for _, values in self.findings_of.get(pid, [])]
        return parcel_readings(self.allocation(pid), findings, self.municipalities.of(pid))

    def _frames(self, parcels: dict, crs) -> dict:
        """Parcel id → what its page's map must show (``_page_frame``), in the map's CRS: the parcel with its dock
        zone and its findings (a mooring breach: its circle)."""
        own = _of_parcels(parcels)
        shown = records(self.outputs["FACILITY_AREAS"], f"\"zone\" = '{bare(Zone.DOCK)}' AND {own}")
        for pid, findings in records(self.outputs.get("FINDINGS"), own).items():
            shown.setdefault(pid, []).extend(findings)
        to_map = QgsCoordinateTransform(crs, self.project.crs(), self.project.transformContext())

        def in_map(geometry):  # a copy in the map's CRS: the frame's reach is in its units
            moved = QgsGeometry(geometry)
            moved.transform(to_map)
            return moved

        frames = {}
        for pid, (geometry, _) in parcels.items():
            zones = [in_map(drawn) for drawn, _ in shown.get(pid, []) if not drawn.isEmpty()]
            frames[pid] = _page_frame(in_map(geometry), zones, self.page_reach)
        return frames

    def _keep_near(self, layer, surroundings: list, parcels: dict) -> None:
        """``layer`` left with the features the pages show or list: those touching a page's ``surroundings``
        (``_surroundings``, in the map's CRS) and the pages' parcels' own. The rest of the lake is neither drawn
        nor saved, and read by no page."""
        if not layer.isSpatial():
            return
        to_layer = QgsCoordinateTransform(self.project.crs(), layer.crs(), self.project.transformContext())
        index = QgsSpatialIndex(layer.getFeatures(QgsFeatureRequest().setNoAttributes()))
        kept = {fid for near in surroundings for fid in index.intersects(to_layer.transformBoundingBox(near))}
        if "parcel_id" in layer.fields().names():
            kept.update(feature.id() for feature in layer.getFeatures(_of_parcels(parcels)))
        layer.dataProvider().deleteFeatures(list(set(layer.allFeatureIds()) - kept))

    def _coverage(self, parcels: dict, frames: dict) -> QgsVectorLayer:
        """One feature per page: the parcel's frame (the atlas fits the map to it), the facts the title block
        shows, and whether it has a site plan checklist."""
        layer = memory_layer(
            "MultiPolygon",
            self.project.crs(),
            "&field=parcel_id:string&field=address:string&field=tier:string"
            "&field=category:string&field=lineal_ft:double&field=status:string(0)"
            "&field=readings:string(0)&field=reason:string(0)&field=page_numbers:string&field=pages:integer"
            "&field=town:string(0)&field=file_name:string(0)&field=notice:string(0)&field=checklist:boolean",
            "Exhibit pages",
        )
        features = []
        names = file_names(parcels, "exhibit_", "")  # the atlas adds .pdf
        for pid, (_, address) in parcels.items():
            record, summary = self.allocation(pid), self.summary(pid)
            feature = QgsFeature(layer.fields())
            frame = QgsGeometry(frames[pid])
            frame.convertToMultiType()
            feature.setGeometry(frame)
            feature.setAttributes(
                [
                    pid,
                    address or "",
                    f"Tier {record['tier']}",
                    record["category"] or "—",
                    record["lineal_ft"],
                    summary["status"] if summary is not None else "not checked (no proposal given)",
                    "; ".join(self.readings_of[pid]) or "none",
                    record["reason"],
                    "1",
                    1,
                    self._town(pid),
                    names[pid],
                    "\n".join(self.records.notices.get(pid, ())),
                    pid in self.records.site_plans,
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
        flags = [values["message"] for _, values in self.town_lines.get(pid, [])]
        return " · ".join([f"{profile.name}{chapter}", *flags])

    def _table(self, fields: str, name: str, rows) -> QgsVectorLayer:
        """A table of the pages holding ``rows``, each a list of values in the order of ``fields``, the parcel id
        first. Each row is a point on its parcel's page (``page_points``: the centre of the page's frame, which the
        atlas's map is centred on at any scale), so that a page's table reads the rows near the page from the
        layer's spatial index instead of testing every page's rows, a read that grew with the exhibits printed
        together. ``row`` keeps their order; the layer draws nothing."""
        layer = memory_layer("Point", self.project.crs(), f"{fields}&field={ROW}:integer", name)
        features = []
        for number, values in enumerate(rows):
            feature = QgsFeature(layer.fields())
            feature.setGeometry(self.page_points[values[0]])
            feature.setAttributes([*(bare(value) for value in values), number])
            features.append(feature)
        if not layer.dataProvider().addFeatures(features)[0]:
            raise ExhibitError(f"cannot make the table {name}: " + "; ".join(layer.dataProvider().errors()))
        layer.setRenderer(QgsNullSymbolRenderer())
        self.project.addMapLayer(layer, False)
        return layer

    def _allocation_rows(self, parcels: dict) -> QgsVectorLayer:
        """The allocation table's rows, per parcel: item, allowed, proposed and how they compare
        (``rules.checks.summary``, as the panel shows them)."""
        return self._table(
            "&field=parcel_id:string&field=item:string&field=allowed:string&field=proposed:string"
            "&field=standing:string",
            "Allocation table",
            (
                [pid, *row[:3], row.standing or ""]
                for pid in parcels
                for row in allowance_rows(self.allocation(pid), self.summary(pid))
            ),
        )

    def _findings_rows(self, parcels: dict) -> QgsVectorLayer:
        """The findings table's rows, per parcel: each finding's severity, section, facility (or the parcel), its
        measure against its limit as ``rules.checks.summary`` prints it (the map's labels too) and its words."""
        return self._table(
            "&field=parcel_id:string&field=severity:string&field=citation:string&field=facility:string"
            f"&field={MEASURED}:string&field=message:string(0)",
            "Findings table",
            (
                [
                    pid,
                    Severity(finding["severity"]).words,
                    finding["citation"],
                    "the parcel" if finding["facility_id"] is None else finding["facility_id"],
                    measured_text(finding["measured"], finding["limit"], finding["unit"] or ""),
                    finding["message"],
                ]
                for pid in parcels
                for _, finding in self.findings_of.get(pid, [])
            ),
        )

    def _readings_rows(self, parcels: dict) -> QgsVectorLayer:
        """The readings table's rows, per parcel: each entry of docs/decisions.md its readings name."""
        entries = decision_entries()
        return self._table(
            "&field=parcel_id:string&field=entry:string&field=text:string(0)&field=relied:string(0)",
            "Readings",
            ([pid, *row] for pid in parcels for row in relied_rows(self.readings_of[pid], entries)),
        )

    def _checklist_rows(self, parcels: dict) -> QgsVectorLayer:
        """The site plan checklist's rows (``exhibit.checklist``), for each parcel with a proposal."""
        plans = self.records.site_plans
        return self._table(
            "&field=parcel_id:string&field=item:string(0)&field=shown:string&field=where_shown:string(0)",
            "Site plan checklist",
            (
                [pid, *row]
                for pid in parcels
                if pid in plans
                for row in checklist_rows(plans[pid], self.municipalities.of(pid).cite_section)
            ),
        )

    def _subject(self, parcels: dict, crs) -> QgsVectorLayer:
        """The page's parcel, outlined."""
        layer = memory_layer("MultiPolygon", crs, "&field=parcel_id:string", "Subject parcel")
        features = []
        for pid, (geometry, _) in parcels.items():
            feature = QgsFeature(layer.fields())
            feature.setGeometry(geometry)
            feature.setAttributes([pid])
            features.append(feature)
        layer.dataProvider().addFeatures(features)
        symbol = QgsFillSymbol.createSimple({"color": "0,0,0,0", "outline_color": "#000000", "outline_width": "0.8"})
        root = QgsRuleBasedRenderer.Rule(None)
        root.appendChild(QgsRuleBasedRenderer.Rule(symbol, 0, 0, THIS_PARCEL, "This parcel"))
        layer.setRenderer(QgsRuleBasedRenderer(root))
        self.project.addMapLayer(layer, False)
        return layer
