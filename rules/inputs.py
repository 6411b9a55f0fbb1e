"""Attribute values as the law needs them, shared by the Processing adapters and the headless API: yes/no
fields, district lists, the zoning overlay (§ 73-6) and the proposed facilities read into a ``Proposal``.
Values arrive as plain Python (None for a missing value); no QGIS, no geopandas, and shapely only when the zoning
is overlaid: the Processing algorithms import this module where shapely is missing, to say so."""

from __future__ import annotations

import difflib
import math
import re
from typing import NamedTuple

from .errors import DocklineInputError

TRUE_WORDS = ("1", "true", "yes", "y", "t")
FALSE_WORDS = ("0", "false", "no", "n", "f")
DISTRICT_SEPARATORS = re.compile(r"[;,|]")
MIN_DISTRICT_SHARE = 0.01  # a zoning polygon covering less of a parcel than this is a digitising sliver

SEASONAL = "seasonal (yes/no; no: permanent)"  # § 73-17D(2): the site plan says which each facility is


class CertifiedFigure(NamedTuple):
    """A figure a certificate of nonconformity may record (§ 73-21F, D15): its field parameter, what the field
    holds, what a finding calls the figure, and its unit."""

    parameter: str
    holds: str
    what: str
    unit: str


CERTIFIED_FIGURES = {  # by name, the default name of the figure's field
    "area_sqft": CertifiedFigure("CERTIFICATE_AREA_FIELD", "certified area (sq ft)", "area", "sq ft"),
    "length_ft": CertifiedFigure("CERTIFICATE_LENGTH_FIELD", "certified length (ft)", "length", "ft"),
    "reach_ft": CertifiedFigure("CERTIFICATE_REACH_FIELD", "certified reach from the MHW (ft)", "reach", "ft"),
    "width_ft": CertifiedFigure("CERTIFICATE_WIDTH_FIELD", "certified width (ft)", "width", "ft"),
    "height_ft": CertifiedFigure("CERTIFICATE_HEIGHT_FIELD", "certified height (ft)", "height", "ft"),
    "slips": CertifiedFigure("CERTIFICATE_SLIPS_FIELD", "certified boat slips", "number of slips", "slips"),
    "moorings": CertifiedFigure("CERTIFICATE_MOORINGS_FIELD", "certified moorings", "number of moorings", "moorings"),
}
# layer: [(field parameter, default field name, what it holds, required)]
FACILITY_FIELDS = {
    "DOCKS": [
        ("DOCK_ID_FIELD", "dock_id", "dock id (parts sharing it are one dock)", True),
        ("DOCK_PART_FIELD", "part", "part: main_walkway, appendage or platform", True),
        ("DOCK_PARCEL_FIELD", "parcel_id", "parcel id (else found by location)", False),
        ("DOCK_SLIPS_FIELD", "slips", "boat slips", False),
        ("DOCK_NAV_LIGHT_FIELD", "nav_light", "navigation light (yes/no)", False),
        ("DOCK_SEASONAL_FIELD", "seasonal", SEASONAL, False),
    ],
    "MOORINGS": [
        ("MOORING_ID_FIELD", "mooring_id", "mooring id", False),
        ("MOORING_PARCEL_FIELD", "parcel_id", "parcel id (else found by location)", False),
        ("BOAT_LENGTH_FIELD", "boat_length_ft", "boat length (ft)", False),
        ("RODE_FIELD", "rode_ft", "rode (ft)", False),
        ("STATE_PERMIT_FIELD", "state_permit", "state permit (yes/no)", False),
        ("MOORING_SEASONAL_FIELD", "seasonal", SEASONAL, False),
    ],
    "STRUCTURES": [
        ("STRUCTURE_ID_FIELD", "structure_id", "structure id", False),
        ("STRUCTURE_PARCEL_FIELD", "parcel_id", "parcel id (else found by location)", False),
        ("STRUCTURE_TYPE_FIELD", "type", "type", True),
        ("STRUCTURE_SLIPS_FIELD", "slips", "boat slips", False),
        ("HEIGHT_FIELD", "height_ft", "height above the MHW level (ft)", False),
        ("OVERHANG_FIELD", "overhang_in", "roof overhang (in)", False),
        ("EXISTING_FIELD", "existing", "existing (yes/no)", False),
        ("WALKWAY_FIELD", "walkway_sqft", "walkway area inside a boathouse (sq ft)", False),
        ("STRUCTURE_SEASONAL_FIELD", "seasonal", SEASONAL, False),
    ],
    "BOATS": [
        ("BOAT_ID_FIELD", "boat_id", "boat id", False),
        ("BOAT_PARCEL_FIELD", "parcel_id", "parcel id (else found by location)", False),
    ],
    "BUILDINGS": [],
    "VARIANCES": [
        ("VARIANCE_PARCEL_FIELD", "parcel_id", "parcel id", True),
        ("VARIANCE_RULE_FIELD", "rule_id", "rule id varied", True),
        ("VARIANCE_GRANTED_FIELD", "granted", "granted (yes/no)", False),
    ],
    "CERTIFICATES": [  # a polygon layer's features are the certified footprints
        ("CERTIFICATE_FACILITY_FIELD", "facility_id", "facility id certified", True),
        *((figure.parameter, name, figure.holds, False) for name, figure in CERTIFIED_FIGURES.items()),
    ],
    "CONSOLIDATIONS": [
        ("CONSOLIDATION_DOCK_FIELD", "dock_id", "consolidated dock id", True),
        ("CONSOLIDATION_PARCELS_FIELD", "parcel_ids", "parcel ids sharing it (separated by ; or ,)", True),
        ("CONSOLIDATION_WAIVER_FIELD", "waiver", "setback waiver recorded (yes/no)", False),
    ],
    "EXEMPTIONS": [
        ("EXEMPTION_ID_FIELD", "facility_id", "facility or parcel id exempt", True),
        ("EXEMPTION_RULE_FIELD", "rule_id", "rule id it is exempt from (empty: every rule)", False),
        ("EXEMPTION_SECTION_FIELD", "section", "section that exempts it (empty: § 73-20)", False),
    ],
}
PROPOSED = ("DOCKS", "MOORINGS", "STRUCTURES")
YES_NO_FIELDS = {  # layer: its yes/no field parameters
    "DOCKS": ("DOCK_NAV_LIGHT_FIELD", "DOCK_SEASONAL_FIELD"),
    "MOORINGS": ("STATE_PERMIT_FIELD", "MOORING_SEASONAL_FIELD"),
    "STRUCTURES": ("EXISTING_FIELD", "STRUCTURE_SEASONAL_FIELD"),
    "VARIANCES": ("VARIANCE_GRANTED_FIELD",),
    "CONSOLIDATIONS": ("CONSOLIDATION_WAIVER_FIELD",),
}


def feature_label(layer: str, fid) -> str:
    """How messages and a proposal name a feature so that the user finds it: ``docks feature 12``."""
    return f"{layer} feature {fid}"


def feature_of(label: str) -> tuple[str, int]:
    """The layer and feature id a ``feature_label`` names."""
    layer, _, fid = label.partition(" feature ")
    return layer, int(fid)


def is_yes(value) -> bool:
    """A yes/no attribute read as yes (``yes_no``): 1, true, yes, y, t (any case), a true boolean, the number 1."""
    return yes_no(value) is True


def yes_no(value) -> bool | None:
    """A yes/no attribute: True for 1, true, yes, y, t (any case), for a true boolean and for the number 1 (a
    boolean column with nulls arrives as 1.0/0.0 from some readers), False for 0, false, no, n, f and the number
    0; None where none is given or the value is neither yes nor no ('maybe', 2): such a value is reported, never
    read as no."""
    number = _number(value)
    if number is not None:
        return {1: True, 0: False}.get(number)
    word = str(value).strip().lower()
    return True if word in TRUE_WORDS else False if word in FALSE_WORDS else None


def unclear_yes_no(value) -> bool:
    """A value given (not empty) that is neither yes nor no."""
    return identifier(value) is not None and yes_no(value) is None


def read_steep_slope(value) -> tuple[bool | None, str | None]:
    """A parcel's steep-slope value (§ 73-8B(4)) as ``yes_no`` reads it, and, for one given that is neither yes
    nor no, the message saying so: read as not given, never as no."""
    if unclear_yes_no(value):
        return None, f"steep slope {value!r} is neither yes nor no: read as not given"
    return yes_no(value), None


def split_districts(text) -> list[str]:
    """District names from a field that may hold several, separated by ; , or |."""
    return [part.strip() for part in DISTRICT_SEPARATORS.split(str(text)) if part.strip()] if text is not None else []


def require_fields(layer: str, present, wanted: dict) -> None:
    """Each named field (parameter → field name; None or '' not asked) is one of the layer's, else one message
    naming the parameter, the field and the fields the layer has."""
    names = sorted(str(name) for name in present)
    for parameter, name in wanted.items():
        if name and name not in names:
            raise DocklineInputError(
                f"{parameter}: the {layer} layer has no field {name!r} (its fields: {', '.join(names)})"
            )


def closest(name, known) -> str | None:
    """The name of ``known`` closest to a misspelt ``name`` (case aside), or None where none is close."""
    by_case = {str(k).upper(): str(k) for k in known}
    close = difflib.get_close_matches(str(name).upper(), by_case, n=1, cutoff=0.6)
    return by_case[close[0]] if close else None


def require_known(given, known, owner: str) -> None:
    """Each name given is one of ``known`` (a misspelt parameter would be ignored and the run go on without it),
    else one message naming it and the closest known name."""
    for name in given:
        if name not in known:
            close = closest(name, known)
            hint = f"; did you mean {close}?" if close else f" (its parameters: {', '.join(known)})"
            raise DocklineInputError(f"{name}: {owner} has no parameter {name!r}{hint}")


def add_zoning_districts(districts: dict, ids, geometries, names, zone_geometries) -> dict:
    """Each parcel's districts (§ 73-6A) gain those of the zoning polygons covering at least 1 % of it (smaller
    overlaps are digitising slivers). Parcel and zone geometries in one frame; a zone without geometry is
    left out."""
    import numpy as np
    import shapely

    from .lake import repaired

    zone_geometries = np.asarray(zone_geometries, dtype=object)
    tree = shapely.STRtree(zone_geometries)
    polygons = np.empty(len(geometries), dtype=object)  # repaired as the engine repairs them: a repair never
    for k, g in enumerate(geometries):  # changes an attribute
        polygons[k] = None if g is None or g.is_empty else g if g.is_valid else repaired(g)
    parcel_index, zone_index = tree.query(polygons, predicate="intersects")
    shares = shapely.area(shapely.intersection(polygons[parcel_index], zone_geometries[zone_index])) / np.maximum(
        shapely.area(polygons[parcel_index]), 1e-9
    )
    for p, z, share in zip(parcel_index, zone_index, shares):
        if share >= MIN_DISTRICT_SHARE and ids[p] is not None and names[z] is not None:
            districts.setdefault(ids[p], []).append(names[z])
    return districts


def identifier(value) -> str | None:
    """An id or a district name read once, the same way everywhere: None for None or blank, outer spaces trimmed,
    and a whole number in a Real field without its '.0' (12.0 is the parcel 12)."""
    if isinstance(value, float) and value.is_integer():
        value = int(value)
    text = "" if value is None else str(value).strip()
    return text or None


_text = identifier

UNREAD = "\ufffd"  # the mark a reader leaves where a byte was no letter in the encoding it read the file with


def undecoded(value) -> str | None:
    """Where ``value`` holds the mark of a letter not read (``UNREAD``), what a message says of it, else None."""
    if value is None or UNREAD not in str(value):
        return None
    return (
        f"{str(value)!r} holds {UNREAD!r}, the mark a reader leaves where a letter was not in the encoding it read "
        "the file with: set the layer's encoding (Layer Properties > Source; beside a shapefile, a .cpg file) and "
        "run again, so that no id is read as another"
    )


def require_decoded(where: str, field: str, values) -> None:
    """No value read with letters lost to the wrong encoding (``undecoded``), else one message naming the layer or
    feature, the field and the value."""
    for value in values:
        problem = undecoded(value)
        if problem is not None:
            raise DocklineInputError(f"{where}: the {field} {problem}")


def _number(value):
    """A number, or None where there is none to read ("NaN", "inf" and infinite values are not given)."""
    if value is None:
        return None
    try:
        number = float(value)
    except (TypeError, ValueError):
        return None
    return number if math.isfinite(number) else None


def _unclear(label: str, values: dict, parameters) -> tuple[tuple[str, str], ...]:
    """(label, message) for each yes/no value of the feature that is neither yes nor no."""
    return tuple(
        (label, f"{label}: {parameter} holds {values[parameter]!r}, which is neither yes nor no: not taken as yes")
        for parameter in parameters
        if unclear_yes_no(values[parameter])
    )


def proposal_from_rows(rows):
    """A ``Proposal`` from ``rows(layer)``: for each layer of FACILITY_FIELDS, (label, values by field parameter,
    geometry in feet) per feature, an empty iterable where the layer was not given. Values that cannot be read
    as numbers are read as not given (the checks then say what they could not decide)."""
    from .proposal import Boat, Consolidation, DockPart, Mooring, Proposal, Structure

    rows = _decoded(rows)
    docks = tuple(
        DockPart(
            label,
            _text(v["DOCK_ID_FIELD"]),
            _text(v["DOCK_PART_FIELD"]),
            _text(v["DOCK_PARCEL_FIELD"]),
            _number(v["DOCK_SLIPS_FIELD"]),
            yes_no(v["DOCK_NAV_LIGHT_FIELD"]),
            g,
            yes_no(v["DOCK_SEASONAL_FIELD"]),
        )
        for label, v, g in rows("DOCKS")
    )
    moorings = tuple(
        Mooring(
            label,
            _text(v["MOORING_ID_FIELD"]),
            _text(v["MOORING_PARCEL_FIELD"]),
            _number(v["BOAT_LENGTH_FIELD"]),
            _number(v["RODE_FIELD"]),
            yes_no(v["STATE_PERMIT_FIELD"]),
            g,
            yes_no(v["MOORING_SEASONAL_FIELD"]),
        )
        for label, v, g in rows("MOORINGS")
    )
    structures = tuple(
        Structure(
            label,
            _text(v["STRUCTURE_ID_FIELD"]),
            _text(v["STRUCTURE_PARCEL_FIELD"]),
            _text(v["STRUCTURE_TYPE_FIELD"]),
            _number(v["STRUCTURE_SLIPS_FIELD"]),
            _number(v["HEIGHT_FIELD"]),
            _number(v["OVERHANG_FIELD"]),
            yes_no(v["EXISTING_FIELD"]),
            _number(v["WALKWAY_FIELD"]),
            g,
            yes_no(v["STRUCTURE_SEASONAL_FIELD"]),
        )
        for label, v, g in rows("STRUCTURES")
    )
    boats = tuple(
        Boat(label, _text(v["BOAT_ID_FIELD"]), _text(v["BOAT_PARCEL_FIELD"]), g) for label, v, g in rows("BOATS")
    )
    buildings = tuple(g for _, _, g in rows("BUILDINGS") if g is not None)
    variances = frozenset(
        (_text(v["VARIANCE_PARCEL_FIELD"]), _text(v["VARIANCE_RULE_FIELD"]))
        for _, v, _ in rows("VARIANCES")
        if v["VARIANCE_GRANTED_FIELD"] is None or is_yes(v["VARIANCE_GRANTED_FIELD"])
    )
    certificates = tuple(_certificate(label, v, g) for label, v, g in rows("CERTIFICATES"))
    consolidations = tuple(
        Consolidation(
            _text(v["CONSOLIDATION_DOCK_FIELD"]),
            tuple(
                p.strip() for p in str(v["CONSOLIDATION_PARCELS_FIELD"] or "").replace(";", ",").split(",") if p.strip()
            ),
            is_yes(v["CONSOLIDATION_WAIVER_FIELD"]),
        )
        for _, v, _ in rows("CONSOLIDATIONS")
    )
    exemptions = frozenset(
        (
            _text(v["EXEMPTION_ID_FIELD"]),
            _text(v["EXEMPTION_RULE_FIELD"]) or "",
            _text(v["EXEMPTION_SECTION_FIELD"]) or "",
        )
        for _, v, _ in rows("EXEMPTIONS")
    )
    unclear = tuple(
        item
        for layer, parameters in YES_NO_FIELDS.items()
        for label, v, _ in rows(layer)
        for item in _unclear(label, v, parameters)
    )
    return Proposal(
        docks, moorings, structures, boats, buildings, variances, certificates, consolidations, exemptions, unclear
    )


def _decoded(rows):
    """``rows`` that stop, naming the feature, at a value whose letters were lost to the wrong encoding."""

    def checked(layer):
        for label, values, geometry in rows(layer):
            for parameter, value in values.items():
                require_decoded(label, parameter, (value,))
            yield label, values, geometry

    return checked


def _certificate(label: str, values: dict, geometry):
    """A certificate of nonconformity (D15) from its row: the facility, the figures given (a value that is no
    figure is named in ``problems``, not compared) and, from a polygon layer, the certified footprint."""
    import shapely

    from .lake import POLYGONAL
    from .proposal import Certificate

    figures, problems = {}, []
    for name, figure in CERTIFIED_FIGURES.items():
        given = values[figure.parameter]
        number = _number(given)
        if number is not None and number >= 0:
            figures[name] = number
        elif _text(given) is not None:
            problems.append(
                f"{label}: {figure.parameter} holds {given!r}, which is not a figure (a number, 0 or more), so the "
                f"certified {figure.what} was not compared."
            )
    polygonal = geometry is None or shapely.get_type_id(geometry) in POLYGONAL
    if not polygonal:
        problems.append(
            f"{label}: its geometry is a {geometry.geom_type}, not a polygon, so no footprint was compared."
        )
    facility_id = _text(values["CERTIFICATE_FACILITY_FIELD"])
    if facility_id is None:
        problems.append(f"{label} names no facility (CERTIFICATE_FACILITY_FIELD is empty), so it was not applied.")
    return Certificate(label, facility_id, figures, geometry if polygonal else None, tuple(problems))
