"""``dockline:importcad``: a surveyor's proposed layout, drawn in CAD and saved as DXF, read with GDAL's DXF driver
into the DOCKS / MOORINGS / STRUCTURES / BOATS layers that ``dockline:checkfacilities`` reads, with a report of
what was read, mapped, closed, skipped and why. Nothing is guessed: an outline open by more than 0.01 ft, or a
drawing whose units neither the DXF nor the parameter gives, is reported, not repaired."""

from __future__ import annotations

import csv
import re
from dataclasses import dataclass, field

from qgis.core import (
    QgsFeature,
    QgsGeometry,
    QgsProcessingException,
    QgsProcessingOutputNumber,
    QgsProcessingParameterCrs,
    QgsProcessingParameterEnum,
    QgsProcessingParameterFeatureSink,
    QgsProcessingParameterFile,
    QgsProcessingParameterString,
    QgsUnitTypes,
    QgsWkbTypes,
)

from ..compat import SOURCE_POINT, SOURCE_POLYGON, SOURCE_VECTOR
from ..rules.law.vocabulary import StructureKind, bare
from ..rules.tools.wording import counted
from .base import DocklineAlgorithm, make_fields
from .sinks import AsideSinks

CLOSE_FT = 0.01  # an outline open by no more than this is closed (and reported)
NEAR_TEXT_FT = 10.0  # a text this close to a mooring may give its boat length and rode
ROLES = {  # mapping target: (output, the value of its part / type field)
    "main_walkway": ("DOCKS", "main_walkway"),
    "appendage": ("DOCKS", "appendage"),
    "platform": ("DOCKS", "platform"),
    StructureKind.BOATHOUSE: ("STRUCTURES", StructureKind.BOATHOUSE),
    StructureKind.BOAT_STATION: ("STRUCTURES", StructureKind.BOAT_STATION),
    StructureKind.BOAT_HOIST: ("STRUCTURES", StructureKind.BOAT_HOIST),
    StructureKind.BOAT_ACCESSORY_STRUCTURE: ("STRUCTURES", StructureKind.BOAT_ACCESSORY_STRUCTURE),
    "other_structure": ("STRUCTURES", None),  # its type from a TYPE attribute, else its CAD layer's name (D23)
    "mooring": ("MOORINGS", None),
    "boat": ("BOATS", None),
    "ignore": (None, None),
}
OUTPUT_FIELDS = {  # what checkfacilities reads (its default field names), then where each feature came from
    "DOCKS": [("dock_id", str), ("part", str), ("parcel_id", str), ("slips", float), ("nav_light", str)],
    "MOORINGS": [
        ("mooring_id", str),
        ("parcel_id", str),
        ("boat_length_ft", float),
        ("rode_ft", float),
        ("state_permit", str),
    ],
    "STRUCTURES": [
        ("structure_id", str),
        ("parcel_id", str),
        ("type", str),
        ("slips", float),
        ("height_ft", float),
        ("overhang_in", float),
        ("existing", str),
        ("walkway_sqft", float),
    ],
    "BOATS": [("boat_id", str), ("parcel_id", str)],
}
SOURCE_FIELDS = [("cad_layer", str), ("cad_handle", str)]
REPORT_FIELDS = [("cad_layer", str), ("cad_handle", str), ("action", str), ("message", str)]
TAG_ALIASES = {"boat_length": "boat_length_ft", "boat": "boat_length_ft", "loa": "boat_length_ft", "rode": "rode_ft"}
# $INSUNITS code: (name, the unit rules.tools.units knows, how many of it in one drawing unit)
INSUNITS = {
    1: ("inches", "foot", 1 / 12),
    2: ("feet", "foot", 1.0),
    4: ("millimetres", "metre", 0.001),
    5: ("centimetres", "metre", 0.01),
    6: ("metres", "metre", 1.0),
    21: ("US survey feet", "US survey foot", 1.0),
}
UNIT_CHOICES = ("Not given: the DXF's $INSUNITS must say", "feet", "US survey feet", "metres", "inches")
UNIT_CODES = (None, 2, 21, 6, 1)


@dataclass
class Entity:
    """One DXF entity as GDAL reads it."""

    layer: str
    handle: str
    geometry: object  # shapely, 2D
    text: str | None = None
    block: str | None = None
    attributes: dict = field(default_factory=dict)  # block attribute tag (lower case) → value
    role: str | None = None  # from the mapping, once read


@dataclass
class Report:
    rows: list = field(default_factory=list)

    def add(self, entity: Entity | None, action: str, message: str, layer: str | None = None) -> None:
        self.rows.append(
            (layer or (entity.layer if entity else None), entity.handle if entity else None, action, message)
        )


def parse_mapping(text: str, source: str) -> dict:
    """CAD layer (lower case) → role, from ``layer=role`` pairs separated by ; or new lines."""
    mapping = {}
    for number, pair in enumerate(re.split(r"[;\n]", text or ""), 1):
        if not pair.strip():
            continue
        layer, _, role = pair.partition("=")
        _add_mapping(mapping, layer, role, f"{source}, entry {number} ({pair.strip()!r})")
    return mapping


def read_mapping_csv(path: str) -> dict:
    """CAD layer → role from a CSV with the columns cad_layer,role."""
    mapping = {}
    try:
        with open(path, encoding="utf-8-sig", newline="") as handle:
            rows = list(csv.DictReader(handle))
    except OSError as error:
        raise QgsProcessingException(f"MAPPING_CSV: cannot read {path}: {error.strerror}") from error
    for number, row in enumerate(rows, 2):
        if "cad_layer" not in row or "role" not in row:
            raise QgsProcessingException(f"MAPPING_CSV: {path} needs the columns cad_layer,role")
        _add_mapping(mapping, row["cad_layer"] or "", row["role"] or "", f"MAPPING_CSV {path}, line {number}")
    return mapping


def _add_mapping(mapping: dict, layer: str, role: str, where: str) -> None:
    role = role.strip().lower()
    if not layer.strip() or role not in ROLES:
        raise QgsProcessingException(
            f"{where}: needs a CAD layer and one of {', '.join(ROLES)}; got layer {layer.strip()!r}, role {role!r}"
        )
    mapping[layer.strip().lower()] = role


def default_role(layer: str) -> str | None:
    """A CAD layer named as a role (any case, - or _, with or without DOCKLINE-) maps to it without a mapping."""
    name = re.sub(r"^dockline[-_]", "", layer.strip().lower()).replace("-", "_")
    return name if name in ROLES else None


def header_insunits(path: str) -> int | None:
    """The $INSUNITS header variable of an ASCII DXF (None where absent or 0, unitless); a file that does not begin
    as a DXF does (comments aside, a SECTION) is refused as none."""
    try:
        with open(path, encoding="latin-1") as handle:
            lines = iter(handle)
            pairs = ((code.strip(), value.strip()) for code, value in zip(lines, lines))
            first = next((pair for pair in pairs if pair[0] != "999"), ("", ""))  # 999: a comment
            if first != ("0", "SECTION"):
                raise QgsProcessingException(
                    f"INPUT: {path} is not a DXF drawing (an ASCII DXF begins with a SECTION, this file does not): "
                    "save the drawing as DXF from the CAD program."
                )
            for code, value in pairs:
                if code == "0" and value == "ENDSEC":
                    return None
                if code == "9" and value == "$INSUNITS":
                    next(lines)
                    return int(next(lines).strip()) or None
    except OSError as error:
        raise QgsProcessingException(f"INPUT: cannot read {path}: {error.strerror}") from error
    except (StopIteration, ValueError) as error:
        raise QgsProcessingException(f"INPUT: {path} has an unreadable $INSUNITS header variable") from error
    return None


def read_entities(path: str) -> list[Entity]:
    """Every model-space entity of the DXF through GDAL's DXF driver, blocks as points with their attributes."""
    import shapely
    from osgeo import gdal, ogr

    previous = gdal.GetConfigOption("DXF_INLINE_BLOCKS")
    gdal.SetConfigOption("DXF_INLINE_BLOCKS", "FALSE")
    try:
        dataset = ogr.Open(path)
        if dataset is None or dataset.GetLayerByName("entities") is None:
            raise QgsProcessingException(f"INPUT: GDAL cannot read {path} as a DXF ({gdal.GetLastErrorMsg()})")
        entities = []
        for feature in dataset.GetLayerByName("entities"):
            geometry = feature.GetGeometryRef()
            tags = {}
            for item in feature.GetField("BlockAttributes") or []:
                tag, _, value = item.partition(" ")
                tags[tag.strip().lower()] = value.strip()
            entities.append(
                Entity(
                    feature.GetField("Layer") or "0",
                    feature.GetField("EntityHandle") or "?",
                    None if geometry is None else shapely.force_2d(shapely.from_wkb(bytes(geometry.ExportToWkb()))),
                    feature.GetField("Text"),
                    feature.GetField("BlockName"),
                    tags,
                )
            )
        return entities
    finally:
        gdal.SetConfigOption("DXF_INLINE_BLOCKS", previous)


def outline(entity: Entity, tolerance: float, feet: float, report: Report):
    """The polygon an entity outlines: closed polylines as they are, open by ≤ ``tolerance`` (drawing units)
    closed and reported; anything else reported and skipped (None)."""
    import shapely

    geometry = entity.geometry
    kind = geometry.geom_type if geometry is not None else "nothing"
    if kind in ("Polygon", "MultiPolygon"):
        polygon = geometry
    elif kind == "LineString":
        coords = list(geometry.coords)
        gap = shapely.Point(coords[0]).distance(shapely.Point(coords[-1]))
        if gap > tolerance or len(coords) < 3:
            report.add(entity, "skipped", f"open outline: its ends are {gap * feet:.3f} ft apart; not closed")
            return None
        if gap > 0:  # its last vertex moved onto its first, as CAD closes a polyline
            report.add(entity, "closed", f"outline open by {gap * feet:.4f} ft closed")
        polygon = shapely.Polygon(coords[:-1] + coords[:1])
    else:
        report.add(entity, "skipped", f"a {kind.lower()} on a layer mapped to outlines: needs a closed polyline")
        return None
    if not polygon.is_valid or polygon.area <= 0:
        report.add(entity, "skipped", f"the outline crosses itself or has no area ({shapely.is_valid_reason(polygon)})")
        return None
    return polygon


class ImportCadAlgorithm(DocklineAlgorithm):
    """A CAD drawing of proposed docks, moorings and structures as Dockline's facility layers."""

    INPUT, CRS, MAPPING, MAPPING_CSV, UNITS = "INPUT", "CRS", "MAPPING", "MAPPING_CSV", "UNITS"
    REPORT = "REPORT"
    algorithm_id, title = "importcad", "Proposed layout from CAD"
    group_id, group_title = "cad", "CAD"

    def shortHelpString(self):  # noqa: N802 (QGIS's name)
        return self.tr(
            "Reads a surveyor's DXF (GDAL's DXF driver) and maps its CAD layers to Dockline's inputs: "
            f"{', '.join(ROLES)}. The mapping is given as 'CAD layer=role' pairs (one a line or separated by ;) "
            "or a CSV with the columns cad_layer,role; a CAD layer named as a role (DOCKLINE-MAIN-WALKWAY, "
            "platform...) needs no mapping. Closed polylines (arcs segmentised) become polygons; an outline open "
            f"by at most {CLOSE_FT} ft is closed and reported; others are reported and skipped. Points and blocks "
            "on a mooring layer become moorings: boat length and rode from block attributes (BOAT_LENGTH_FT or "
            "BOAT_LENGTH, RODE_FT or RODE), else from a text next to them ('boat 24 ft, rode 30 ft'), else left "
            "empty (the check then assumes 40 ft and says so). Parts that touch or overlap are one dock; its id, "
            "slips, nav light and parcel come from a block inside it with the attributes DOCK_ID, SLIPS, "
            "NAV_LIGHT, PARCEL_ID (structures: STRUCTURE_ID, TYPE, HEIGHT_FT, OVERHANG_IN, EXISTING, "
            "WALKWAY_SQFT, SLIPS), else the dock is numbered and the report says so; an other_structure without "
            "a TYPE takes its CAD layer's name, a structure not related to docking (§ 73-3B). Units: the DXF's "
            "$INSUNITS, else the UNITS parameter; with neither the import stops. The drawing's coordinates must be "
            "in the CRS given (its units as the drawing's). The outputs are ready for dockline:checkfacilities."
        )

    def initAlgorithm(self, config=None):  # noqa: N802 (QGIS's name)
        self.addParameter(QgsProcessingParameterFile(self.INPUT, self.tr("DXF drawing"), extension="dxf"))
        self.addParameter(QgsProcessingParameterCrs(self.CRS, self.tr("CRS of the drawing's coordinates")))
        self.addParameter(
            QgsProcessingParameterString(
                self.MAPPING, self.tr("Mapping: CAD layer=role (one a line, or separated by ;)"), "", True, True
            )
        )
        self.addParameter(
            QgsProcessingParameterFile(
                self.MAPPING_CSV, self.tr("or: mapping CSV (cad_layer,role)"), extension="csv", optional=True
            )
        )
        self.addParameter(
            QgsProcessingParameterEnum(
                self.UNITS, self.tr("Drawing units where the DXF has no $INSUNITS"), UNIT_CHOICES, defaultValue=0
            )
        )
        for name, label, kind in (
            ("DOCKS", "Proposed docks", SOURCE_POLYGON),
            ("MOORINGS", "Proposed moorings", SOURCE_POINT),
            ("STRUCTURES", "Proposed structures", SOURCE_POLYGON),
            ("BOATS", "Docked boats", SOURCE_POLYGON),
            (self.REPORT, "Import report", SOURCE_VECTOR),
        ):
            self.addParameter(QgsProcessingParameterFeatureSink(name, self.tr(label), kind))
        self.addOutput(QgsProcessingOutputNumber("SKIPPED", self.tr("Entities skipped")))

    def processAlgorithm(self, parameters, context, feedback):  # noqa: N802 (QGIS's name)
        path = self.parameterAsFile(parameters, self.INPUT, context)
        crs = self.parameterAsCrs(parameters, self.CRS, context)
        feet = self._feet_per_unit(parameters, context, path, crs, feedback)
        mapping = parse_mapping(self.parameterAsString(parameters, self.MAPPING, context), "MAPPING")
        csv_path = self.parameterAsFile(parameters, self.MAPPING_CSV, context)
        if csv_path:
            mapping.update(read_mapping_csv(csv_path))
        entities = read_entities(path)
        report = Report()
        rows = read_layout(entities, mapping, feet, report)
        with AsideSinks(self, parameters, context) as sinks:  # written aside, moved in together
            for name, spec in OUTPUT_FIELDS.items():
                kind = QgsWkbTypes.Type.Point if name == "MOORINGS" else QgsWkbTypes.Type.Polygon
                fields = make_fields(spec + SOURCE_FIELDS)
                sinks.write(name, fields, kind, crs, _features(fields, rows[name]))
            fields = make_fields(REPORT_FIELDS)
            report_rows = [(None, r) for r in report.rows]
            sinks.write(self.REPORT, fields, QgsWkbTypes.Type.NoGeometry, crs, _features(fields, report_rows))
        results = dict.fromkeys((*OUTPUT_FIELDS, self.REPORT)) | sinks.results
        skipped = sum(row[2] == "skipped" for row in report.rows)
        feedback.pushInfo(
            f"{counted(len(entities), 'entity', 'entities')} read from {path}: "
            + ", ".join(f"{len(rows[name])} {name.lower()}" for name in OUTPUT_FIELDS)
            + f"; {skipped} skipped."
        )
        for layer, handle, action, message in report.rows:
            line = f"{layer} {handle or ''}: {action}: {message}"
            feedback.pushWarning(line) if action == "skipped" else feedback.pushInfo(line)
        return {**results, "SKIPPED": skipped}

    def _feet_per_unit(self, parameters, context, path, crs, feedback) -> float:
        """US survey feet per drawing unit: $INSUNITS, else UNITS; the CRS must measure in the same unit."""
        code = header_insunits(path)
        chosen = UNIT_CODES[self.parameterAsEnum(parameters, self.UNITS, context)]
        if code is not None and code not in INSUNITS:
            raise QgsProcessingException(f"INPUT: the DXF's $INSUNITS is {code}, a unit Dockline does not read")
        if code is None and chosen is None:
            raise QgsProcessingException(
                "INPUT: the DXF does not say its units ($INSUNITS is not set): give UNITS (feet, US survey feet, "
                "metres or inches); Dockline does not guess them."
            )
        if code is not None and chosen is not None and INSUNITS[code] != INSUNITS[chosen]:
            feedback.pushWarning(f"UNITS {INSUNITS[chosen][0]} ignored: the DXF's $INSUNITS says {INSUNITS[code][0]}.")
        from ..rules.tools.units import FEET_PER_UNIT  # needs shapely: imported only when the algorithm runs
        from .frames import feet_per_unit

        name, unit, multiple = INSUNITS[code if code is not None else chosen]
        feet = FEET_PER_UNIT[unit] * multiple
        feedback.pushInfo(f"Drawing units: {name} ({'$INSUNITS' if code is not None else 'the UNITS parameter'}).")
        if not crs.isValid() or crs.isGeographic():
            raise QgsProcessingException("CRS: give the projected CRS the drawing's coordinates are in.")
        if abs(feet_per_unit(crs, "CRS") / feet - 1) > 1e-4:  # feet and US survey feet (2 ppm apart) are one CAD unit
            raise QgsProcessingException(
                f"The drawing is in {name} but the CRS {crs.authid()} measures in "
                f"{QgsUnitTypes.toString(crs.mapUnits())}: give the CRS the drawing's coordinates are in."
            )
        return feet


def read_layout(entities: list[Entity], mapping: dict, feet: float, report: Report) -> dict:
    """The mapped entities as output rows (geometry, values) by output name; every decision in the report."""
    counts = {}
    for entity in entities:
        role = entity.role = mapping.get(entity.layer.lower()) or default_role(entity.layer)
        if not entity.attributes or role == "mooring":  # other attribute blocks: reported where not used
            counts[entity.layer, role] = counts.get((entity.layer, role), 0) + 1
    drawn = {entity.layer.lower() for entity in entities}
    for layer in sorted(set(mapping) - drawn):
        report.add(None, "missing", "the mapping names this CAD layer; the drawing has no entity on it", layer)
    for (layer, role), count in sorted(counts.items(), key=lambda item: (item[0][0], str(item[0][1]))):
        if role is None:
            report.add(
                None, "ignored", f"{counted(count, 'entity', 'entities')} on a CAD layer not in the mapping", layer
            )
        else:
            report.add(None, "mapped", f"{counted(count, 'entity', 'entities')} read as {role}", layer)
    tolerance = CLOSE_FT / feet
    texts = [e for e in entities if e.text and e.geometry is not None and e.geometry.geom_type == "Point"]
    attribute_blocks = [e for e in entities if e.attributes and e.role != "mooring" and e.geometry is not None]
    rows = {name: [] for name in OUTPUT_FIELDS}
    parts = {"DOCKS": [], "STRUCTURES": [], "BOATS": []}
    for entity in entities:
        output, value = ROLES.get(entity.role, (None, None))
        if output is None:
            continue
        if entity.text and entity.block is None:  # a note: read only as the text next to a mooring
            continue
        if output == "MOORINGS":
            mooring = _mooring(entity, texts, NEAR_TEXT_FT / feet, report)
            rows["MOORINGS"] += [mooring] if mooring else []
            continue
        if entity.attributes:  # an attribute block or a note inside an outline, not an outline
            continue
        polygon = outline(entity, tolerance, feet, report)
        if polygon is not None:
            parts[output].append((entity, value, polygon))
    used = set()
    rows["DOCKS"] = _docks(parts["DOCKS"], attribute_blocks, tolerance, used, report)
    for output, prefix, keys in (("STRUCTURES", "S", ("structure_id", "type")), ("BOATS", "B", ("boat_id",))):
        id_field = keys[0]
        for number, (entity, value, polygon) in enumerate(parts[output], 1):
            tags = _tags_inside(polygon, attribute_blocks, used, keys)
            values = {name: tags.get(name) for name, _ in OUTPUT_FIELDS[output]}
            if output == "STRUCTURES":
                if not (values["type"] or value):  # a structure not related to docking (§ 73-3B, D23)
                    report.add(entity, "mapped", "structure without a TYPE attribute: typed by its CAD layer's name")
                values["type"] = values["type"] or value or entity.layer
            if values[id_field] is None:
                values[id_field] = f"CAD-{prefix}{number}"
            rows[output].append((polygon, _row(values, OUTPUT_FIELDS[output], entity, report)))
    for block in attribute_blocks:
        if id(block) not in used:
            report.add(block, "ignored", f"block {block.block} lies in no outline: its attributes are not used")
    return rows


def _row(values: dict, spec, entity: Entity, report: Report) -> list:
    """The output's values in field order; a number that does not read as one is left empty and reported."""

    def typed(name, value, kind):
        if value is None or kind is str:
            return value
        try:
            return float(value)
        except ValueError:
            report.add(entity, "unreadable", f"{name.upper()} {value!r} is not a number: left empty")
            return None

    return [typed(name, values.get(name), kind) for name, kind in spec] + [entity.layer, entity.handle]


def _tags_inside(polygon, blocks: list[Entity], used: set, keys) -> dict:
    """The attributes of the blocks within the polygon that carry one of the ``keys`` (its id or type tags), in
    lower case, aliases resolved."""
    tags = {}
    for block in blocks:
        if any(key in block.attributes for key in keys) and polygon.covers(block.geometry):
            used.add(id(block))
            tags.update({TAG_ALIASES.get(tag, tag): value for tag, value in block.attributes.items()})
    return tags


def _docks(parts, blocks, tolerance, used, report) -> list:
    """Parts that touch or overlap (within the closing tolerance) are one dock; its id from a DOCK_ID attribute
    inside it, else a number, said so (§ 73-5 DOCK: the main walkway with its appendages and platforms)."""
    import shapely

    if not parts:
        return []
    polygons = [polygon for _, _, polygon in parts]
    group = list(range(len(parts)))

    def root(i):
        while group[i] != i:
            group[i] = group[group[i]]
            i = group[i]
        return i

    left, right = shapely.STRtree(polygons).query(polygons, predicate="dwithin", distance=tolerance)
    for i, j in zip(left.tolist(), right.tolist()):
        group[root(i)] = root(j)
    docks = {}
    for index in range(len(parts)):
        docks.setdefault(root(index), []).append(index)
    rows = []
    for number, members in enumerate(sorted(docks.values()), 1):
        own = [_tags_inside(polygons[i], blocks, used, ("dock_id",)) for i in members]
        shared = {}
        for tags in own:
            shared.update({k: v for k, v in tags.items() if k not in shared})
        ids = {tags["dock_id"] for tags in own if tags.get("dock_id")}
        if not ids:
            shared["dock_id"] = f"CAD-D{number}"
            report.add(
                parts[members[0]][0],
                "numbered",
                f"dock of {counted(len(members), 'part')} without a DOCK_ID: named CAD-D{number}",
            )
        elif len(ids) > 1:
            report.add(
                parts[members[0]][0],
                "mapped",
                f"touching parts carry several dock ids ({', '.join(sorted(ids))}): each part keeps its own",
            )
        for index, tags in zip(members, own):
            entity, part, polygon = parts[index]
            values = {**shared, **tags, "part": part}
            rows.append((polygon, _row(values, OUTPUT_FIELDS["DOCKS"], entity, report)))
    return rows


def _mooring(entity: Entity, texts: list[Entity], near: float, report: Report):
    """A mooring from a point or block: attributes, else a text within ``near``, else left for the defaults."""
    import shapely

    if entity.geometry is None or entity.geometry.geom_type != "Point":
        report.add(entity, "skipped", "a line or outline on a mooring layer: a mooring is a point or a block")
        return None
    values = {TAG_ALIASES.get(tag, tag): value for tag, value in entity.attributes.items()}
    if values.get("boat_length_ft") is None or values.get("rode_ft") is None:
        nearby = [t for t in texts if t is not entity and shapely.distance(t.geometry, entity.geometry) <= near]
        for text in sorted(nearby, key=lambda t: shapely.distance(t.geometry, entity.geometry)):
            for key, word in (("boat_length_ft", "boat"), ("rode_ft", "rode")):
                found = re.search(rf"{word}\D*?(\d+(?:\.\d+)?)", text.text, re.IGNORECASE)
                if found and values.get(key) is None:
                    values[key] = found.group(1)
                    report.add(entity, "mapped", f"{key} {found.group(1)} from the text {text.text!r} next to it")
    missing = [key for key in ("boat_length_ft", "rode_ft") if values.get(key) is None]
    if missing:
        report.add(entity, "default", f"no {' or '.join(missing)} in the drawing: the check assumes 40 ft (D11)")
    return entity.geometry, _row(values, OUTPUT_FIELDS["MOORINGS"], entity, report)


def _features(fields, rows) -> list:
    """(geometry in the drawing's CRS, values) rows as features of ``fields``."""
    import shapely

    features = []
    for geometry, values in rows:
        feature = QgsFeature(fields)
        if geometry is not None:
            qgs = QgsGeometry()
            qgs.fromWkb(shapely.to_wkb(geometry))
            feature.setGeometry(qgs)
        feature.setAttributes([bare(value) for value in values])
        features.append(feature)
    return features
