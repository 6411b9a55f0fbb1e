"""A surveyor's proposed layout drawn in CAD and saved as DXF, read with GDAL's DXF driver into the rows of the
DOCKS / MOORINGS / STRUCTURES / BOATS layers the check reads, with a report of what was read, mapped, closed,
skipped and why: ``dockline:importcad`` and the command line's ``--cad`` both read a drawing here. Nothing is
guessed: an outline open by more than 0.01 ft, a drawing whose units neither the DXF nor the caller gives, or one
cut short, is reported or refused, not repaired."""

from __future__ import annotations

import csv
import os
import re
from dataclasses import dataclass, field
from typing import Any, NamedTuple

from ..rules.law.vocabulary import StructureKind, bare
from ..rules.outputs.schema import PROPOSAL_FIELDS
from ..rules.tools.errors import DocklineInputError
from ..rules.tools.wording import counted

CLOSE_FT = 0.01  # an outline open by no more than this is closed (and reported)
SKIPPED = "skipped"  # the report's action for an entity not read into a feature
IGNORED = "ignored"  # and for what is read and not used
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
UNIT_WORDS = {"ft": 2, "us-ft": 21, "m": 6, "in": 1}  # the units a caller may give, as the command line words them
UNIT_CODES = (None, *UNIT_WORDS.values())  # the UNITS parameter's choices: none, then those
UNIT_CHOICES = ("Not given: the DXF's $INSUNITS must say", *(INSUNITS[code][0] for code in UNIT_WORDS.values()))
GROUP_CODE = re.compile(r"-?[0-9]+")
DRAWN = ("BLOCKS", "ENTITIES")  # the sections whose numbers GDAL reads as the drawing's geometry
REAL_CODES = ((10, 59), (110, 149), (210, 239), (460, 469), (1010, 1059))  # DXF reference: value a real number
INTEGER_CODES = ((60, 99), (160, 179), (270, 289), (370, 389), (400, 409), (420, 429), (440, 459), (1060, 1071))
NUMBER_CODES = {  # group code → (what its value is, its pattern)
    code: (what, re.compile(pattern))
    for ranges, what, pattern in (
        (REAL_CODES, "a real number", r"[+-]?([0-9]+\.?[0-9]*|\.[0-9]+)([eE][+-]?[0-9]+)?"),
        (INTEGER_CODES, "an integer", r"[+-]?[0-9]+(\.0*)?"),  # 1.0 as some programs write it: GDAL reads 1
    )
    for start, stop in ranges
    for code in range(start, stop + 1)
}


@dataclass
class Entity:
    """One DXF entity as GDAL reads it."""

    layer: str
    handle: str
    geometry: Any  # a shapely geometry, 2D, or None
    text: str | None = None
    block: str | None = None
    attributes: dict = field(default_factory=dict)  # block attribute tag (lower case) → value
    role: str | None = None  # from the mapping, once read


@dataclass
class Report:
    """What the import did, a row per decision: (CAD layer, handle, action, message)."""

    rows: list = field(default_factory=list)

    @property
    def skipped(self) -> list:
        return [row for row in self.rows if row[2] == SKIPPED]

    def add(self, entity: Entity | None, action: str, message: str, layer: str | None = None) -> None:
        self.rows.append(
            (layer or (entity.layer if entity else None), entity.handle if entity else None, action, message)
        )


def mapping_file(given: str | None) -> str | None:
    """The CSV a mapping option names (cad_layer,role), None where it gives ``layer=role`` pairs or nothing."""
    return given if given and given.lower().endswith(".csv") else None


def parse_mapping(text: str, source: str) -> dict[str, str]:
    """CAD layer (lower case) → role, from ``layer=role`` pairs separated by ; or new lines."""
    mapping: dict[str, str] = {}
    for number, pair in enumerate(re.split(r"[;\n]", text or ""), 1):
        if not pair.strip():
            continue
        layer, _, role = pair.partition("=")
        _add_mapping(mapping, layer, role, f"{source}, entry {number} ({pair.strip()!r})")
    return mapping


def read_mapping_csv(path: str, name: str = "MAPPING_CSV") -> dict:
    """CAD layer → role from a CSV with the columns cad_layer,role (``name``: how messages call it)."""
    mapping: dict[str, str] = {}
    try:
        with open(path, encoding="utf-8-sig", newline="") as handle:
            rows = list(csv.DictReader(handle))
    except OSError as error:
        raise DocklineInputError(f"{name}: cannot read {path}: {error.strerror}") from error
    for number, row in enumerate(rows, 2):
        if "cad_layer" not in row or "role" not in row:
            raise DocklineInputError(f"{name}: {path} needs the columns cad_layer,role")
        _add_mapping(mapping, row["cad_layer"] or "", row["role"] or "", f"{name} {path}, line {number}")
    return mapping


def _add_mapping(mapping: dict, layer: str, role: str, where: str) -> None:
    role = role.strip().lower()
    if not layer.strip() or role not in ROLES:
        raise DocklineInputError(
            f"{where}: needs a CAD layer and one of {', '.join(ROLES)}; got layer {layer.strip()!r}, role {role!r}"
        )
    mapping[layer.strip().lower()] = role


def default_role(layer: str) -> str | None:
    """A CAD layer named as a role (any case, - or _, with or without DOCKLINE-) maps to it without a mapping."""
    name = re.sub(r"^dockline[-_]", "", layer.strip().lower()).replace("-", "_")
    return name if name in ROLES else None


def header_insunits(path: str, name: str = "INPUT") -> int | None:
    """The $INSUNITS header variable of an ASCII DXF (None where absent or 0, unitless); a file that does not begin
    as a DXF does (comments aside, a SECTION), does not end as one does (0 EOF: a file cut short), or holds a pair
    that is not one (``_check_pair``), is refused."""
    try:
        with open(path, "rb") as raw:
            raw.seek(max(0, os.path.getsize(path) - 64))
            end = raw.read()
        with open(path, encoding="latin-1") as handle:
            lines = enumerate(handle, 1)
            pairs = ((number, code.strip(), value.strip()) for (number, code), (_, value) in zip(lines, lines))
            first = next((pair for pair in pairs if pair[1] != "999"), (0, "", ""))  # 999: a comment
            if first[1:] != ("0", "SECTION"):
                raise DocklineInputError(
                    f"{name}: {path} is not a DXF drawing (an ASCII DXF begins with a SECTION, this file does not): "
                    "save the drawing as DXF from the CAD program."
                )
            _require_end(end, path, name)
            insunits, entity, section = None, {"0": "SECTION"}, ""
            for number, code, value in pairs:
                if code in ("0", "9"):  # an entity (a section, a table...) begins, or a header variable
                    entity = {}
                entity[code] = value
                if code == "2" and entity.get("0") == "SECTION":
                    section = value
                insunit = code != "9" and entity.get("9") == "$INSUNITS"
                _check_pair(number, code, value, entity, path, name, numbers=section in DRAWN or insunit)
                if insunit:
                    insunits = int(float(value)) or None
            return insunits
    except DocklineInputError:
        raise
    except OSError as error:
        raise DocklineInputError(f"{name}: cannot read {path}: {error.strerror}") from error
    except ValueError as error:
        raise DocklineInputError(f"{name}: {path} has an unreadable $INSUNITS header variable") from error


def _check_pair(number: int, code: str, value: str, entity: dict, path: str, name: str, numbers: bool) -> None:
    """A pair's group code (on line ``number``) is a whole number, and, where ``numbers`` (the drawing's geometry),
    its value a number where the DXF reference says one; else GDAL reads it as 0 or drops the entity without a
    word. ``entity``: the pairs since its 0 (or its 9, a header variable's name)."""
    if not GROUP_CODE.fullmatch(code):
        said = f"line {number}: {code!r} is not a group code (a whole number; its value: {value!r})"
    else:
        what, pattern = NUMBER_CODES.get(int(code), (None, None))
        if pattern is None or not numbers or pattern.fullmatch(value):
            return
        said = f"line {number + 1}: group code {code} has the value {value!r}, not {what}"
    handle, layer = entity.get("5"), entity.get("8")
    where = entity.get("0", f"header variable {entity.get('9')}")
    where += (f", handle {handle}" if handle else "") + (f", layer {layer}" if layer else "")
    raise DocklineInputError(
        f"{name}: {path}, {said} (in the {where}): save the drawing again from the CAD program. Nothing was read."
    )


def _require_end(end: bytes, path: str, name: str) -> None:
    """The drawing's last bytes ``end`` hold the pair 0 / EOF that ends a DXF; else it was cut short (a copy or a
    save that did not finish) and what it held past the cut would be missing without a word."""
    if [line.strip() for line in end.splitlines() if line.strip()][-2:] != [b"0", b"EOF"]:
        raise DocklineInputError(
            f"{name}: {path} ends before its end of file mark (0 EOF): the drawing was cut short (a copy or a save "
            "that did not finish); save it again from the CAD program. Nothing was read."
        )


def read_entities(path: str, name: str = "INPUT") -> list[Entity]:
    """Every model-space entity of the DXF through GDAL's DXF driver, blocks as points with their attributes; a
    drawing GDAL reports an error in (it stops there) is refused with GDAL's words, never read in part."""
    import shapely
    from osgeo import gdal, ogr

    errors: list[str] = []

    def keep(kind, number, message):
        if kind >= gdal.CE_Failure:
            errors.append(message)

    previous = gdal.GetConfigOption("DXF_INLINE_BLOCKS")
    gdal.SetConfigOption("DXF_INLINE_BLOCKS", "FALSE")
    gdal.PushErrorHandler(keep)
    try:
        dataset = ogr.Open(path)
        if dataset is None or dataset.GetLayerByName("entities") is None:
            raise DocklineInputError(f"{name}: GDAL cannot read {path} as a DXF ({'; '.join(errors[:1])})")
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
    finally:
        gdal.PopErrorHandler()
        gdal.SetConfigOption("DXF_INLINE_BLOCKS", previous)
    if errors:
        raise DocklineInputError(
            f"{name}: GDAL could not read {path} to its end ({errors[0]}); after "
            f"{counted(len(entities), 'entity', 'entities')}: save the "
            "drawing again from the CAD program. Nothing was read."
        )
    return entities


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
            report.add(entity, SKIPPED, f"open outline: its ends are {gap * feet:.3f} ft apart; not closed")
            return None
        if gap > 0:  # its last vertex moved onto its first, as CAD closes a polyline
            report.add(entity, "closed", f"outline open by {gap * feet:.4f} ft closed")
        polygon = shapely.Polygon(coords[:-1] + coords[:1])
    else:
        report.add(entity, SKIPPED, f"a {kind.lower()} on a layer mapped to outlines: needs a closed polyline")
        return None
    if not polygon.is_valid or polygon.area <= 0:
        report.add(entity, SKIPPED, f"the outline crosses itself or has no area ({shapely.is_valid_reason(polygon)})")
        return None
    return polygon


class DrawingUnits(NamedTuple):
    """The drawing's units: their name, US survey feet in one, what said them, and a unit given and ignored."""

    name: str
    feet: float
    said_by: str
    ignored: str | None


def drawing_units(path: str, chosen: int | None, name: str = "INPUT", units: str = "UNITS") -> DrawingUnits:
    """The drawing's units from its $INSUNITS, else from ``chosen`` (an $INSUNITS code, the ``units`` parameter);
    with neither, or a unit Dockline does not read, refused: Dockline does not guess them."""
    from ..rules.tools.units import FEET_PER_UNIT  # needs shapely: imported only when a drawing is read

    code = header_insunits(path, name)
    if code is not None and code not in INSUNITS:
        raise DocklineInputError(f"{name}: the DXF's $INSUNITS is {code}, a unit Dockline does not read")
    given = code if code is not None else chosen
    if given is None:
        raise DocklineInputError(
            f"{name}: the DXF does not say its units ($INSUNITS is not set): give {units} (feet, US survey feet, "
            "metres or inches); Dockline does not guess them."
        )
    ignored = None
    if code is not None and chosen is not None and INSUNITS[code] != INSUNITS[chosen]:
        ignored = f"{units} {INSUNITS[chosen][0]} ignored: the DXF's $INSUNITS says {INSUNITS[code][0]}."
    unit_name, unit, multiple = INSUNITS[given]
    said_by = "$INSUNITS" if code is not None else f"the {units} parameter"
    return DrawingUnits(unit_name, FEET_PER_UNIT[unit] * multiple, said_by, ignored)


def require_crs_in_units(
    units: DrawingUnits, crs_feet: float | None, crs: str, crs_unit: str, name: str = "CRS"
) -> None:
    """The CRS the drawing's coordinates are in measures in the drawing's unit (feet and US survey feet, 2 ppm
    apart, are one CAD unit); a CRS in degrees (``crs_feet`` None) is refused."""
    if crs_feet is None:
        raise DocklineInputError(f"{name}: give the projected CRS the drawing's coordinates are in.")
    if abs(crs_feet / units.feet - 1) > 1e-4:
        raise DocklineInputError(
            f"The drawing is in {units.name} but the CRS {crs} measures in {crs_unit}: give the CRS the drawing's "
            "coordinates are in."
        )


def read_drawing(path: str, mapping: dict, feet: float, name: str = "INPUT") -> tuple[dict, Report, int]:
    """The drawing's rows by output (``read_layout``), its report, and how many entities it holds."""
    entities = read_entities(path, name)
    report = Report()
    return read_layout(entities, mapping, feet, report), report, len(entities)


def read_layout(entities: list[Entity], mapping: dict, feet: float, report: Report) -> dict:
    """The mapped entities as output rows (geometry, values) by output name; every decision in the report."""
    counts: dict[tuple, int] = {}
    for entity in entities:
        role = entity.role = mapping.get(entity.layer.lower()) or default_role(entity.layer)
        if not entity.attributes or role == "mooring":  # other attribute blocks: reported where not used
            key = (entity.layer, role, _is_note(entity))
            counts[key] = counts.get(key, 0) + 1
    drawn = {entity.layer.lower() for entity in entities}
    for layer in sorted(set(mapping) - drawn):
        report.add(None, "missing", "the mapping names this CAD layer; the drawing has no entity on it", layer)
    for (layer, role, note), count in sorted(counts.items(), key=lambda item: (item[0][0], str(item[0][1:]))):
        if role is None:
            report.add(
                None, IGNORED, f"{counted(count, 'entity', 'entities')} on a CAD layer not in the mapping", layer
            )
        elif note:
            report.add(None, "note", f"{counted(count, 'text')}: read only as a mooring's boat length and rode", layer)
        else:
            report.add(None, "mapped", f"{counted(count, 'entity', 'entities')} read as {role}", layer)
    tolerance = CLOSE_FT / feet
    texts = [e for e in entities if e.text and e.geometry is not None and e.geometry.geom_type == "Point"]
    attribute_blocks = [e for e in entities if e.attributes and e.role != "mooring" and e.geometry is not None]
    rows: dict[str, list] = {name: [] for name in PROPOSAL_FIELDS}
    parts: dict[str, list] = {"DOCKS": [], "STRUCTURES": [], "BOATS": []}
    for entity in entities:
        output, value = ROLES.get(entity.role or "", (None, None))
        if output is None:
            continue
        if _is_note(entity):  # read only as the text next to a mooring
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
    used: set[int] = set()
    rows["DOCKS"] = _docks(parts["DOCKS"], attribute_blocks, tolerance, used, report)
    for output, prefix, keys in (("STRUCTURES", "S", ("structure_id", "type")), ("BOATS", "B", ("boat_id",))):
        id_field = keys[0]
        for number, (entity, value, polygon) in enumerate(parts[output], 1):
            tags = _tags_inside(polygon, attribute_blocks, used, keys)
            values = {name: tags.get(name) for name, _ in PROPOSAL_FIELDS[output]}
            if output == "STRUCTURES":
                if not (values["type"] or value):  # a structure not related to docking (§ 73-3B, D23)
                    report.add(entity, "mapped", "structure without a TYPE attribute: typed by its CAD layer's name")
                values["type"] = values["type"] or value or entity.layer
            if values[id_field] is None:
                values[id_field] = f"CAD-{prefix}{number}"
            rows[output].append((polygon, _row(values, PROPOSAL_FIELDS[output], entity, report)))
    for block in attribute_blocks:
        if id(block) not in used:
            report.add(block, IGNORED, f"block {block.block} lies in no outline: its attributes are not used")
    return rows


def _is_note(entity: Entity) -> bool:
    """A text that is not a block's: a note, never an outline or a mooring."""
    return bool(entity.text) and entity.block is None


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

    return [bare(typed(name, values.get(name), kind)) for name, kind in spec] + [entity.layer, entity.handle]


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
    docks: dict[int, list[int]] = {}
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
            rows.append((polygon, _row(values, PROPOSAL_FIELDS["DOCKS"], entity, report)))
    return rows


def _mooring(entity: Entity, texts: list[Entity], near: float, report: Report):
    """A mooring from a point or block: attributes, else a text within ``near``, else left for the defaults."""
    import shapely

    if entity.geometry is None or entity.geometry.geom_type != "Point":
        report.add(entity, SKIPPED, "a line or outline on a mooring layer: a mooring is a point or a block")
        return None
    values = {TAG_ALIASES.get(tag, tag): value for tag, value in entity.attributes.items()}
    if values.get("boat_length_ft") is None or values.get("rode_ft") is None:
        nearby = [t for t in texts if t is not entity and shapely.distance(t.geometry, entity.geometry) <= near]
        for text in sorted(nearby, key=lambda t: shapely.distance(t.geometry, entity.geometry)):
            for key, word in (("boat_length_ft", "boat"), ("rode_ft", "rode")):
                found = re.search(rf"{word}\D*?(\d+(?:\.\d+)?)", text.text or "", re.IGNORECASE)
                if found and values.get(key) is None:
                    values[key] = found.group(1)
                    report.add(entity, "mapped", f"{key} {found.group(1)} from the text {text.text!r} next to it")
    missing = [key for key in ("boat_length_ft", "rode_ft") if values.get(key) is None]
    if missing:
        report.add(entity, "default", f"no {' or '.join(missing)} in the drawing: the check assumes 40 ft (D11)")
    return entity.geometry, _row(values, PROPOSAL_FIELDS["MOORINGS"], entity, report)
