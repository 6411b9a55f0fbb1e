"""The proposed-facility inputs of the compliance check: layers, and the fields read from each, mapped
through parameters whose defaults are Dockline's field names, so a surveyor's own schema works."""

from qgis.core import QgsProcessingParameterFeatureSource, QgsProcessingParameterField

from ..compat import FIELD_ANY, FLAG_ADVANCED, SOURCE_POINT, SOURCE_POLYGON, SOURCE_VECTOR
from .base import as_bool, plain, require_fields

# layer parameter: (label, source types, [(field parameter, default field name, what it holds, required)])
FACILITY_LAYERS = {
    "DOCKS": (
        "Proposed docks (polygons, one feature per part)",
        [SOURCE_POLYGON],
        [
            ("DOCK_ID_FIELD", "dock_id", "dock id (parts sharing it are one dock)", True),
            ("DOCK_PART_FIELD", "part", "part: main_walkway, appendage or platform", True),
            ("DOCK_PARCEL_FIELD", "parcel_id", "parcel id (else found by location)", False),
            ("DOCK_SLIPS_FIELD", "slips", "boat slips", False),
            ("DOCK_NAV_LIGHT_FIELD", "nav_light", "navigation light (yes/no)", False),
        ],
    ),
    "MOORINGS": (
        "Proposed moorings (points)",
        [SOURCE_POINT],
        [
            ("MOORING_ID_FIELD", "mooring_id", "mooring id", False),
            ("MOORING_PARCEL_FIELD", "parcel_id", "parcel id (else found by location)", False),
            ("BOAT_LENGTH_FIELD", "boat_length_ft", "boat length (ft)", False),
            ("RODE_FIELD", "rode_ft", "rode (ft)", False),
            ("STATE_PERMIT_FIELD", "state_permit", "state permit (yes/no)", False),
        ],
    ),
    "STRUCTURES": (
        "Proposed structures (polygons: boathouses, boat stations, hoists, others)",
        [SOURCE_POLYGON],
        [
            ("STRUCTURE_ID_FIELD", "structure_id", "structure id", False),
            ("STRUCTURE_PARCEL_FIELD", "parcel_id", "parcel id (else found by location)", False),
            ("STRUCTURE_TYPE_FIELD", "type", "type", True),
            ("STRUCTURE_SLIPS_FIELD", "slips", "boat slips", False),
            ("HEIGHT_FIELD", "height_ft", "height above the MHW level (ft)", False),
            ("OVERHANG_FIELD", "overhang_in", "roof overhang (in)", False),
            ("EXISTING_FIELD", "existing", "existing (yes/no)", False),
            ("WALKWAY_FIELD", "walkway_sqft", "walkway area inside a boathouse (sq ft)", False),
        ],
    ),
    "BOATS": (
        "Docked boats (polygons)",
        [SOURCE_POLYGON],
        [
            ("BOAT_ID_FIELD", "boat_id", "boat id", False),
            ("BOAT_PARCEL_FIELD", "parcel_id", "parcel id (else found by location)", False),
        ],
    ),
    "BUILDINGS": ("Upland buildings (polygons, for § 73-8B(4)(a))", [SOURCE_POLYGON], []),
    "VARIANCES": (
        "Variances granted (table)",
        [SOURCE_VECTOR],
        [
            ("VARIANCE_PARCEL_FIELD", "parcel_id", "parcel id", True),
            ("VARIANCE_RULE_FIELD", "rule_id", "rule id varied", True),
            ("VARIANCE_GRANTED_FIELD", "granted", "granted (yes/no)", False),
        ],
    ),
    "CERTIFICATES": (
        "Nonconforming certificates (table)",
        [SOURCE_VECTOR],
        [("CERTIFICATE_FACILITY_FIELD", "facility_id", "facility id certified", True)],
    ),
    "CONSOLIDATIONS": (
        "Consolidations under § 73-10 (table)",
        [SOURCE_VECTOR],
        [
            ("CONSOLIDATION_DOCK_FIELD", "dock_id", "consolidated dock id", True),
            ("CONSOLIDATION_PARCELS_FIELD", "parcel_ids", "parcel ids sharing it (separated by ; or ,)", True),
            ("CONSOLIDATION_WAIVER_FIELD", "waiver", "setback waiver recorded (yes/no)", False),
        ],
    ),
    "EXEMPTIONS": (
        "Recorded exemptions (table: the City Pier boathouses of § 73-20 and the like)",
        [SOURCE_VECTOR],
        [
            ("EXEMPTION_ID_FIELD", "facility_id", "facility or parcel id exempt", True),
            ("EXEMPTION_RULE_FIELD", "rule_id", "rule id it is exempt from (empty: every rule)", False),
            ("EXEMPTION_SECTION_FIELD", "section", "section that exempts it (empty: § 73-20)", False),
        ],
    ),
}
PROPOSED = ("DOCKS", "MOORINGS", "STRUCTURES")


def add_facility_parameters(algorithm) -> None:
    """Each facility layer (optional) and, as advanced parameters, the fields read from it."""
    for layer, (label, types, fields) in FACILITY_LAYERS.items():
        algorithm.addParameter(QgsProcessingParameterFeatureSource(layer, algorithm.tr(label), types, optional=True))
        for name, default, what, _ in fields:
            parameter = QgsProcessingParameterField(
                name,
                algorithm.tr("{layer}: {what} field").format(layer=label.split(" (")[0], what=what),
                default,
                layer,
                FIELD_ANY,
                optional=True,
            )
            parameter.setFlags(parameter.flags() | FLAG_ADVANCED)
            algorithm.addParameter(parameter)


def given(parameters, layer: str) -> bool:
    return parameters.get(layer) not in (None, "")


def read_proposal(layers: dict, fields: dict, frame, feedback):
    """The facility layers (feature sources by parameter name) as a ``Proposal`` in feet, reading the fields
    chosen in ``fields`` (Dockline's names where none is chosen). A required field that is missing stops the run,
    naming it; an optional field the layer lacks is read as not given (the checks then say what they could not
    decide)."""
    from ..rules.proposal import Boat, Consolidation, DockPart, Mooring, Proposal, Structure

    def rows(layer):
        if layer not in layers:
            return []
        source = layers[layer]
        names = {name: fields.get(name) or default for name, default, _, _ in FACILITY_LAYERS[layer][2]}
        require_fields(
            source,
            {n: f for (n, _, _, required), f in zip(FACILITY_LAYERS[layer][2], names.values()) if required},
            layer.lower(),
        )
        present = set(source.fields().names())
        features, geometries = frame.source_to_feet(source, feedback, layer.lower())
        for feature, geometry in zip(features, geometries):
            values = {name: plain(feature[field]) if field in present else None for name, field in names.items()}
            yield f"{layer.lower()} feature {feature.id()}", values, geometry

    def text(value):
        return None if value is None or str(value).strip() == "" else str(value).strip()

    def number(value):
        try:
            return None if value is None else float(value)
        except (TypeError, ValueError):
            return None

    def flag(value):
        return None if value is None else as_bool(value)

    docks = tuple(
        DockPart(
            label,
            text(v["DOCK_ID_FIELD"]),
            text(v["DOCK_PART_FIELD"]),
            text(v["DOCK_PARCEL_FIELD"]),
            number(v["DOCK_SLIPS_FIELD"]),
            flag(v["DOCK_NAV_LIGHT_FIELD"]),
            g,
        )
        for label, v, g in rows("DOCKS")
    )
    moorings = tuple(
        Mooring(
            label,
            text(v["MOORING_ID_FIELD"]),
            text(v["MOORING_PARCEL_FIELD"]),
            number(v["BOAT_LENGTH_FIELD"]),
            number(v["RODE_FIELD"]),
            flag(v["STATE_PERMIT_FIELD"]),
            g,
        )
        for label, v, g in rows("MOORINGS")
    )
    structures = tuple(
        Structure(
            label,
            text(v["STRUCTURE_ID_FIELD"]),
            text(v["STRUCTURE_PARCEL_FIELD"]),
            text(v["STRUCTURE_TYPE_FIELD"]),
            number(v["STRUCTURE_SLIPS_FIELD"]),
            number(v["HEIGHT_FIELD"]),
            number(v["OVERHANG_FIELD"]),
            flag(v["EXISTING_FIELD"]),
            number(v["WALKWAY_FIELD"]),
            g,
        )
        for label, v, g in rows("STRUCTURES")
    )
    boats = tuple(
        Boat(label, text(v["BOAT_ID_FIELD"]), text(v["BOAT_PARCEL_FIELD"]), g) for label, v, g in rows("BOATS")
    )
    buildings = tuple(g for _, _, g in rows("BUILDINGS") if g is not None)
    variances = frozenset(
        (text(v["VARIANCE_PARCEL_FIELD"]), text(v["VARIANCE_RULE_FIELD"]))
        for _, v, _ in rows("VARIANCES")
        if v["VARIANCE_GRANTED_FIELD"] is None or as_bool(v["VARIANCE_GRANTED_FIELD"])
    )
    certificates = frozenset(text(v["CERTIFICATE_FACILITY_FIELD"]) for _, v, _ in rows("CERTIFICATES"))
    consolidations = tuple(
        Consolidation(
            text(v["CONSOLIDATION_DOCK_FIELD"]),
            tuple(
                p.strip() for p in str(v["CONSOLIDATION_PARCELS_FIELD"] or "").replace(";", ",").split(",") if p.strip()
            ),
            bool(flag(v["CONSOLIDATION_WAIVER_FIELD"])),
        )
        for _, v, _ in rows("CONSOLIDATIONS")
    )
    exemptions = frozenset(
        (text(v["EXEMPTION_ID_FIELD"]), text(v["EXEMPTION_RULE_FIELD"]) or "", text(v["EXEMPTION_SECTION_FIELD"]) or "")
        for _, v, _ in rows("EXEMPTIONS")
    )
    return Proposal(docks, moorings, structures, boats, buildings, variances, certificates, consolidations, exemptions)
