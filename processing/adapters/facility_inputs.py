"""The proposed-facility inputs of the compliance check: layers, and the fields read from each, mapped
through parameters whose defaults are Dockline's field names, so a surveyor's own schema works."""

from qgis.core import (
    QgsProcessingException,
    QgsProcessingParameterFeatureSource,
    QgsProcessingParameterField,
    QgsWkbTypes,
)

from ...compat import FIELD_ANY, FLAG_ADVANCED, SOURCE_POINT, SOURCE_POLYGON, SOURCE_VECTOR
from ...rules.inputs import FACILITY_FIELDS, facility_columns, proposal_from_rows
from ...rules.tools.errors import DocklineInputError
from ...rules.tools.values import feature_label
from ..base import plain

GEOMETRY_OF_SOURCE = {
    SOURCE_POINT: QgsWkbTypes.GeometryType.PointGeometry,
    SOURCE_POLYGON: QgsWkbTypes.GeometryType.PolygonGeometry,
}
# layer parameter: (label, source types, [(field parameter, default field name, what it holds, required)])
FACILITY_LAYERS = {
    layer: (label, types, FACILITY_FIELDS[layer])
    for layer, (label, types) in {
        "DOCKS": ("Proposed docks (a polygon per part)", [SOURCE_POLYGON]),
        "MOORINGS": ("Proposed moorings (points)", [SOURCE_POINT]),
        "STRUCTURES": ("Proposed structures (polygons)", [SOURCE_POLYGON]),
        "BOATS": ("Docked boats (polygons)", [SOURCE_POLYGON]),
        "BUILDINGS": ("Upland buildings (§ 73-8B(4)(a))", [SOURCE_POLYGON]),
        "VARIANCES": ("Variances granted (table)", [SOURCE_VECTOR]),
        "CERTIFICATES": (
            "Certificates of nonconformity",
            [SOURCE_VECTOR],
        ),
        "CONSOLIDATIONS": ("Consolidations under § 73-10 (table)", [SOURCE_VECTOR]),
        "EXEMPTIONS": (
            "Recorded exemptions (table, as § 73-20's)",
            [SOURCE_VECTOR],
        ),
    }.items()
}


def add_facility_parameters(algorithm) -> None:
    """Each facility layer (optional) and, as advanced parameters, the fields read from it."""
    for layer, (label, types, fields) in FACILITY_LAYERS.items():
        algorithm.addParameter(QgsProcessingParameterFeatureSource(layer, algorithm.tr(label), types, optional=True))
        for name, default, what, _ in fields:
            parameter = QgsProcessingParameterField(
                name,
                algorithm.tr("{layer}: {what} field").format(layer=layer.capitalize(), what=what),
                default,
                layer,
                FIELD_ANY,
                optional=True,
            )
            parameter.setFlags(parameter.flags() | FLAG_ADVANCED)
            algorithm.addParameter(parameter)


def given(parameters, layer: str) -> bool:
    return parameters.get(layer) not in (None, "")


def read_proposal(layers: dict, fields: dict, frame, feedback, requests=None):
    """The facility layers (feature sources by parameter name) as a ``Proposal`` in feet, reading the fields
    chosen in ``fields`` (Dockline's names where none is chosen; ``rules.inputs.facility_columns``); ``requests``
    (by parameter name) reads only some features of a layer. A field chosen or required that is missing stops the
    run, naming it; an optional field of Dockline's name the layer lacks is read as not given (the checks then say
    what they could not decide)."""

    def rows(layer):
        if layer not in layers:
            return
        source = layers[layer]
        wanted = FACILITY_LAYERS[layer][1]
        kind = QgsWkbTypes.geometryType(source.wkbType())
        if all(w in GEOMETRY_OF_SOURCE for w in wanted) and kind not in [GEOMETRY_OF_SOURCE[w] for w in wanted]:
            raise QgsProcessingException(
                f"{layer}: {FACILITY_LAYERS[layer][0].lower()} needed; the layer {source.sourceName()!r} holds "
                f"{QgsWkbTypes.geometryDisplayString(kind).lower()}s: choose the right layer for {layer}."
            )
        try:
            columns, notices = facility_columns(layer, source.fields().names(), fields)
        except DocklineInputError as error:
            raise QgsProcessingException(str(error)) from None
        for notice in notices:
            feedback.pushWarning(notice)
        index = {name: source.fields().indexOf(field) if field else -1 for name, field in columns.items()}
        features, geometries = frame.source_to_feet(source, feedback, layer.lower(), (requests or {}).get(layer))
        for feature, geometry in zip(features, geometries):
            row = feature.attributes()  # one call for all its fields: a facility layer holds about those read
            values = {name: plain(row[k]) if k >= 0 else None for name, k in index.items()}
            yield feature_label(layer.lower(), feature.id()), values, geometry

    return proposal_from_rows(rows)
