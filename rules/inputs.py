"""What the front ends hand the run, read as the law needs it: the fields of the proposed facilities' layers, the
zoning overlay (§ 73-6) and the proposed facilities read into a ``Proposal``. Values arrive as plain Python
(None for a missing value); no QGIS, no geopandas, and shapely only when the zoning is overlaid: the Processing
algorithms import this module where shapely is missing, to say so. Single values are read by ``tools/values.py``.
"""

from __future__ import annotations

from .checks.figures import CERTIFIED_FIGURES
from .tools.values import (
    identifier,
    is_yes,
    read_number,
    require_decoded,
    require_fields,
    unclear_yes_no,
    yes_no,
)
from .tools.wording import counted

MIN_DISTRICT_SHARE = 0.01  # a zoning polygon covering less of a parcel than this is a digitising sliver
SEASONAL = "seasonal (yes/no; no: permanent)"  # § 73-17D(2): the site plan says which each facility is
# layer: [(field parameter, default field name, what it holds, required)]
FACILITY_FIELDS = {
    "DOCKS": [
        ("DOCK_ID_FIELD", "dock_id", "dock id (parts sharing it are one dock)", True),
        ("DOCK_PART_FIELD", "part", "part (main_walkway/appendage/platform)", True),
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
        ("WALKWAY_FIELD", "walkway_sqft", "walkway in a boathouse (sq ft)", False),
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
        ("CONSOLIDATION_PARCELS_FIELD", "parcel_ids", "parcel ids sharing it (; or ,)", True),
        ("CONSOLIDATION_WAIVER_FIELD", "waiver", "setback waiver (yes/no)", False),
    ],
    "EXEMPTIONS": [
        ("EXEMPTION_ID_FIELD", "facility_id", "facility or parcel id exempt", True),
        ("EXEMPTION_RULE_FIELD", "rule_id", "rule id exempt from (empty: all)", False),
        ("EXEMPTION_SECTION_FIELD", "section", "exempting section (empty: § 73-20)", False),
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

ONE_PER_ID = {
    "MOORINGS": "MOORING_ID_FIELD",
    "STRUCTURES": "STRUCTURE_ID_FIELD",
    "BOATS": "BOAT_ID_FIELD",
}  # an id each, and one facility a feature (a dock's parts are its features)
NUMBER_FIELDS = {  # layer: its number field parameters, each with whether it counts (a whole number: slips)
    "DOCKS": (("DOCK_SLIPS_FIELD", True),),
    "MOORINGS": (("BOAT_LENGTH_FIELD", False), ("RODE_FIELD", False)),
    "STRUCTURES": (
        ("STRUCTURE_SLIPS_FIELD", True),
        ("HEIGHT_FIELD", False),
        ("OVERHANG_FIELD", False),
        ("WALKWAY_FIELD", False),
    ),
}


SHAPEFILE_NAME = 10  # characters a shapefile (dBASE) keeps of a field's name


def facility_columns(layer: str, present, chosen: dict) -> tuple[dict, list[str]]:
    """The field each field parameter of a facility layer reads (``FACILITY_FIELDS``; None: the layer has none, read
    as not given), and what was assumed. A field chosen (``chosen``: parameter → name; empty or Dockline's own
    name: not chosen) or required must be one of the layer's (``present``), else one message naming it. Where
    Dockline's own name is missing but its first 10 characters name a field, that one is read, and said: a layer
    saved as a shapefile has its names cut so."""
    names = [str(name) for name in present]
    columns: dict[str, str | None] = {}
    wanted, notices = {}, []
    for parameter, default, _, required in FACILITY_FIELDS[layer]:
        name = chosen.get(parameter) or default
        cut = default[:SHAPEFILE_NAME]
        if name == default and default not in names and cut != default and cut in names:
            notices.append(f"{layer.lower()}: no field {default!r}; its field {cut!r} read as it (a shapefile's name)")
            name = cut
        if required or name != default:
            wanted[parameter] = name
        columns[parameter] = name if name in names else None
    require_fields(layer.lower(), names, wanted)
    return columns, notices


def add_zoning_districts(districts: dict, ids, geometries, names, district_geometries) -> dict:
    """Each parcel's districts (§ 73-6A) gain those of the zoning polygons covering at least 1 % of it (smaller
    overlaps are digitising slivers). Parcel and district geometries in one frame; a district without geometry is
    left out."""
    import numpy as np
    import shapely

    from .lake.analysis import repaired

    district_geometries = np.asarray(district_geometries, dtype=object)
    tree = shapely.STRtree(district_geometries)
    polygons = np.empty(len(geometries), dtype=object)  # repaired as the engine repairs them: a repair never
    for k, g in enumerate(geometries):  # changes an attribute
        polygons[k] = None if g is None or g.is_empty else g if g.is_valid else repaired(g)
    parcel_index, district_index = tree.query(polygons, predicate="intersects")
    shares = shapely.area(
        shapely.intersection(polygons[parcel_index], district_geometries[district_index])
    ) / np.maximum(shapely.area(polygons[parcel_index]), 1e-9)
    for p, d, share in zip(parcel_index, district_index, shares):
        if share >= MIN_DISTRICT_SHARE and ids[p] is not None and names[d] is not None:
            districts.setdefault(ids[p], []).append(names[d])
    return districts


def read_count(value) -> int | None:
    """A count (slips): a whole number, else None (not given: ``_unread`` says so, never cut to a whole one)."""
    number = read_number(value)
    return int(number) if number is not None and number == int(number) else None


def _unread(label: str, values: dict, fields) -> tuple[tuple[str, str], ...]:
    """(label, message) for each number field of the feature given a value that is not a number, or not a whole
    one where it counts."""
    found = []
    for parameter, counts in fields:
        given = values[parameter]
        if identifier(given) is None:  # not given
            continue
        if read_number(given) is None:
            found.append((label, f"{label}: {parameter} holds {given!r}, which is not a number: not taken as given"))
        elif counts and read_count(given) is None:
            found.append(
                (label, f"{label}: {parameter} holds {given!r}, which is not a whole number: not taken as given")
            )
    return tuple(found)


def _shared_ids(rows, parameter: str) -> tuple[tuple[str, str], ...]:
    """(label, message) for each feature whose id an earlier feature of its layer holds: its findings would name
    both alike (a dock's parts share theirs, so docks are not asked)."""
    first: dict[str, str] = {}
    found = []
    for label, values, _ in rows:
        facility_id = identifier(values[parameter])
        if facility_id is None:
            continue
        if facility_id in first:
            found.append(
                (
                    label,
                    f"{label}: {parameter} {facility_id!r} is {first[facility_id]}'s too: the findings name both "
                    "alike; give each its own id",
                )
            )
        first.setdefault(facility_id, label)
    return tuple(found)


def _parts_apart(rows, layer: str) -> tuple[tuple[str, str], ...]:
    """(label, message) for each feature whose geometry holds pieces apart (a multi-point of two buoys, two
    boathouses drawn as one multi-polygon; pieces that touch, within TOUCHING_FT as a dock's parts do, are one):
    it is checked as one facility, so the others would go uncounted."""
    import numpy as np
    import shapely

    from .checks.docks import touching
    from .tools.arrays import geometry_array

    rows = list(rows)
    parts, owner = shapely.get_parts(geometry_array([geometry for *_, geometry in rows]), return_index=True)
    held = ~shapely.is_empty(parts)
    parts, owner = parts[held], owner[held]
    pieces = np.bincount(owner[np.unique(touching(parts, owner))], minlength=len(rows))
    facility = layer.lower().removesuffix("s")
    return tuple(
        (
            label,
            f"{label}: its geometry holds {counted(count, 'piece')} apart, checked as one {facility}: draw each "
            f"{facility} as its own feature",
        )
        for (label, *_), count in zip(rows, pieces)
        if count > 1
    )


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
    from .checks.proposal import Boat, Consolidation, DockPart, Mooring, Proposal, Structure

    rows = _decoded(rows)
    docks = tuple(
        DockPart(
            label,
            identifier(v["DOCK_ID_FIELD"]),
            identifier(v["DOCK_PART_FIELD"]),
            identifier(v["DOCK_PARCEL_FIELD"]),
            read_count(v["DOCK_SLIPS_FIELD"]),
            yes_no(v["DOCK_NAV_LIGHT_FIELD"]),
            g,
            yes_no(v["DOCK_SEASONAL_FIELD"]),
        )
        for label, v, g in rows("DOCKS")
    )
    moorings = tuple(
        Mooring(
            label,
            identifier(v["MOORING_ID_FIELD"]),
            identifier(v["MOORING_PARCEL_FIELD"]),
            read_number(v["BOAT_LENGTH_FIELD"]),
            read_number(v["RODE_FIELD"]),
            yes_no(v["STATE_PERMIT_FIELD"]),
            g,
            yes_no(v["MOORING_SEASONAL_FIELD"]),
        )
        for label, v, g in rows("MOORINGS")
    )
    structures = tuple(
        Structure(
            label,
            identifier(v["STRUCTURE_ID_FIELD"]),
            identifier(v["STRUCTURE_PARCEL_FIELD"]),
            identifier(v["STRUCTURE_TYPE_FIELD"]),
            read_count(v["STRUCTURE_SLIPS_FIELD"]),
            read_number(v["HEIGHT_FIELD"]),
            read_number(v["OVERHANG_FIELD"]),
            yes_no(v["EXISTING_FIELD"]),
            read_number(v["WALKWAY_FIELD"]),
            g,
            yes_no(v["STRUCTURE_SEASONAL_FIELD"]),
        )
        for label, v, g in rows("STRUCTURES")
    )
    boats = tuple(
        Boat(label, identifier(v["BOAT_ID_FIELD"]), identifier(v["BOAT_PARCEL_FIELD"]), g)
        for label, v, g in rows("BOATS")
    )
    buildings = tuple(g for _, _, g in rows("BUILDINGS") if g is not None)
    variances = frozenset(
        (identifier(v["VARIANCE_PARCEL_FIELD"]), identifier(v["VARIANCE_RULE_FIELD"]))
        for _, v, _ in rows("VARIANCES")
        if v["VARIANCE_GRANTED_FIELD"] is None or is_yes(v["VARIANCE_GRANTED_FIELD"])
    )
    certificates = tuple(_certificate(label, v, g) for label, v, g in rows("CERTIFICATES"))
    consolidations = tuple(
        Consolidation(
            identifier(v["CONSOLIDATION_DOCK_FIELD"]),
            tuple(
                p.strip() for p in str(v["CONSOLIDATION_PARCELS_FIELD"] or "").replace(";", ",").split(",") if p.strip()
            ),
            is_yes(v["CONSOLIDATION_WAIVER_FIELD"]),
        )
        for _, v, _ in rows("CONSOLIDATIONS")
    )
    exemptions = frozenset(
        (
            identifier(v["EXEMPTION_ID_FIELD"]),
            identifier(v["EXEMPTION_RULE_FIELD"]) or "",
            identifier(v["EXEMPTION_SECTION_FIELD"]) or "",
        )
        for _, v, _ in rows("EXEMPTIONS")
    )
    unclear = (
        tuple(
            item
            for layer, parameters in YES_NO_FIELDS.items()
            for label, v, _ in rows(layer)
            for item in _unclear(label, v, parameters)
        )
        + tuple(
            item
            for layer, fields in NUMBER_FIELDS.items()
            for label, v, _ in rows(layer)
            for item in _unread(label, v, fields)
        )
        + tuple(item for layer, parameter in ONE_PER_ID.items() for item in _shared_ids(rows(layer), parameter))
        + tuple(item for layer in ONE_PER_ID for item in _parts_apart(rows(layer), layer))
    )
    return Proposal(
        docks, moorings, structures, boats, buildings, variances, certificates, consolidations, exemptions, unclear
    )


def _decoded(rows):
    """``rows`` read once per layer (the unclear yes/no values are read from them again), stopping, naming the
    feature, at a value whose letters were lost to the wrong encoding."""
    read = {}

    def checked(layer):
        if layer not in read:
            read[layer] = list(rows(layer))
            for label, values, _ in read[layer]:
                for parameter, value in values.items():
                    require_decoded(label, parameter, (value,))
        return read[layer]

    return checked


def _certificate(label: str, values: dict, geometry):
    """A certificate of nonconformity (D15) from its row: the facility, the figures given (a value that is no
    figure is named in ``problems``, not compared) and, from a polygon layer, the certified footprint."""
    import shapely

    from .checks.proposal import Certificate
    from .lake.analysis import POLYGONAL

    figures, problems = {}, []
    for name, figure in CERTIFIED_FIGURES.items():
        given = values[figure.parameter]
        number = read_number(given)
        if number is not None and number >= 0:
            figures[name] = number
        elif identifier(given) is not None:
            problems.append(
                f"{label}: {figure.parameter} holds {given!r}, which is not a figure (a number, 0 or more), so the "
                f"certified {figure.what} was not compared."
            )
    polygonal = geometry is None or shapely.get_type_id(geometry) in POLYGONAL
    if not polygonal:
        problems.append(
            f"{label}: its geometry is a {geometry.geom_type}, not a polygon, so no footprint was compared."
        )
    facility_id = identifier(values["CERTIFICATE_FACILITY_FIELD"])
    if facility_id is None:
        problems.append(f"{label} names no facility (CERTIFICATE_FACILITY_FIELD is empty), so it was not applied.")
    return Certificate(label, facility_id, figures, geometry if polygonal else None, tuple(problems))
