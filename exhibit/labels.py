"""The labels of the exhibit's maps, all in one layer of their own ("Map labels"): each proposed facility's id,
on its own parcel's page with each finding about it; the tie line's length, the setback and the distance
lines. QGIS's labelling engine keeps its label layers in a hash by their address, so labels from several layers
meet in another order each run and, where two places cost the same, take another place; from one layer they are
placed the same every run. The layer draws nothing; the proposals and the breaches are obstacles no label lies
over (into a breach's shape a label may go, not across its edge)."""

from __future__ import annotations

from qgis.core import (
    QgsCoordinateTransform,
    QgsFeature,
    QgsGeometry,
    QgsLabelingEngineSettings,
    QgsLabelObstacleSettings,
    QgsNullSymbolRenderer,
    QgsPalLayerSettings,
    QgsProperty,
    QgsSimpleLineCallout,
    QgsVectorLayerSimpleLabeling,
    QgsWkbTypes,
)

from ..compat import LABEL_OUTSIDE_POLYGONS
from ..rules.checks.summary import figure, measured_text
from .memory import ExhibitError, memory_layer, records, text_format

NAME = "Map labels"
THIS_PARCEL = '"parcel_id" = @atlas_pagename'
BLOCKING = ("Proposed docks", "Proposed structures", "Docked boats", "Proposed moorings")  # labelled with their ids
FACILITY_PRIORITY = 9  # of QGIS's 0-10, on the facility's own parcel's page: its id and findings first
NEIGHBOURS_PRIORITY = 2  # a neighbour's facility's id, where there is room
PRIORITIES = {"TIE_LINES": 7, "SETBACK_ENVELOPES": 6, "DISTANCE_LINES": 5}  # the outputs' labels, where there is room
OBSTACLE_FACTOR = 2.0  # QGIS's most: a label of a priority below 10 never lies over such an obstacle (engine v2)
LINE_OBSTACLE = 1.0  # a line, a setback: a label lies over one only where it finds no better place
MARK_FT = 3.0  # a mooring's mark and a line, as the shape a label stays outside: this many feet round it
LABEL_SIZE = 6.5  # pt, as the tables: at 7 pt the marina's buoys' labels find no room apart
LABEL_CANDIDATES = 20  # candidate positions per cm of line and per cm² of polygon (QGIS: 5 and 2.5): room is found
FIELDS = (
    "&field=parcel_id:string&field=source:string&field=facility_id:string&field=text:string(0)"
    "&field=priority:integer&field=always:boolean&field=everywhere:boolean&field=obstacle:double"
)
ON_THE_PAGE = {  # what the fields do on a page, as QGIS's data-defined label properties
    QgsPalLayerSettings.Property.Show: f'{THIS_PARCEL} OR "everywhere"',
    QgsPalLayerSettings.Property.Priority: f'if({THIS_PARCEL}, "priority", {NEIGHBOURS_PRIORITY})',
    QgsPalLayerSettings.Property.AlwaysShow: f'{THIS_PARCEL} AND "always"',
    QgsPalLayerSettings.Property.IsObstacle: '"obstacle" > 0',
    QgsPalLayerSettings.Property.ObstacleFactor: '"obstacle"',
}
TEXT = f'if({THIS_PARCEL}, "text", "facility_id")'  # on a neighbour's page, a facility's id alone


def label_engine(project) -> None:
    """Engine v2 (a label never over an obstacle it outranks), with room to look for a place."""
    engine = project.labelingEngineSettings()
    engine.setPlacementVersion(QgsLabelingEngineSettings.PlacementEngineVersion.PlacementEngineVersion2)
    engine.setMaximumLineCandidatesPerCm(LABEL_CANDIDATES)
    engine.setMaximumPolygonCandidatesPerCmSquared(LABEL_CANDIDATES)
    project.setLabelingEngineSettings(engine)


def block_labels(layer, which: str = "TRUE", inside: bool = False) -> None:
    """``layer``'s features that ``which`` takes (every parcel's) an obstacle no label lies on any part of or,
    ``inside``, across the edge of; none of them labelled here."""
    blocking = QgsPalLayerSettings()
    blocking.drawLabels = False
    obstacle = blocking.obstacleSettings()
    obstacle.setFactor(OBSTACLE_FACTOR)
    kind = QgsLabelObstacleSettings.ObstacleType
    obstacle.setType(kind.PolygonBoundary if inside else kind.PolygonWhole)
    blocking.dataDefinedProperties().setProperty(
        QgsPalLayerSettings.Property.IsObstacle, QgsProperty.fromExpression(which)
    )
    layer.setLabeling(QgsVectorLayerSimpleLabeling(blocking))
    layer.setLabelsEnabled(True)


def map_labels(project, feet_per_map_unit: float, outputs: dict, inputs: list, findings_of: dict):
    """The label layer of the maps: one row per label, its shape (in the map's CRS; a point or a line with
    MARK_FT round it) the place its label stays outside of, a line to it where moved. It draws nothing."""
    mark = MARK_FT / feet_per_map_unit
    layer = memory_layer("MultiPolygon", project.crs(), FIELDS, NAME)
    features = []
    for source, geometry, values in (*_facility_rows(inputs, outputs, findings_of), *_line_rows(outputs)):
        shape = QgsGeometry(geometry)
        shape.transform(QgsCoordinateTransform(source.crs(), project.crs(), project.transformContext()))
        if shape.type() != QgsWkbTypes.GeometryType.PolygonGeometry:
            shape = shape.buffer(mark, 8)
        shape.convertToMultiType()
        feature = QgsFeature(layer.fields())
        feature.setGeometry(shape)
        feature.setAttributes(values)
        features.append(feature)
    if not layer.dataProvider().addFeatures(features)[0]:
        raise ExhibitError("cannot make the map labels: " + "; ".join(layer.dataProvider().errors()))
    layer.setRenderer(QgsNullSymbolRenderer())
    layer.setLabeling(QgsVectorLayerSimpleLabeling(_settings()))
    layer.setLabelsEnabled(True)
    project.addMapLayer(layer, False)
    return layer


def finding_line(finding: dict) -> str:
    """A finding as its facility's label gives it: its section, and its measure against its limit."""
    measured = measured_text(finding["measured"], finding["limit"], finding["unit"] or "")
    return f"{finding['citation']}: {measured}" if measured else finding["citation"]


def _facility_rows(inputs: list, outputs: dict, findings_of: dict):
    """Each proposed facility, beside it: on its own parcel's page, always, its id or, a line each, the findings
    about it (``D35 · § 73-16C: 202.8 / 100 ft``); on a neighbour's, its id alone, where there is room.
    A finding about a facility not drawn, beside its breach; a parcel-wide finding goes to the table only (shaped
    as everything built, its label would name one facility's)."""
    about = {}  # (parcel, facility) → the findings about it
    for pid, findings in findings_of.items():
        for geometry, finding in findings:
            if finding["facility_id"] is not None:
                about.setdefault((pid, finding["facility_id"]), []).append((geometry, finding))
    for layer in inputs:
        if layer.name() in BLOCKING:
            for feature in layer.getFeatures('"facility_id" IS NOT NULL'):
                pid, facility = feature["parcel_id"], feature["facility_id"]
                lines = [f"{facility} · {finding_line(f)}" for _, f in about.pop((pid, facility), [])]
                text = "\n".join(lines) or facility
                yield layer, feature.geometry(), [pid, layer.name(), facility, text, FACILITY_PRIORITY, True, True, 0.0]
    for (pid, facility), findings in about.items():
        for geometry, finding in findings:
            text = f"{facility} · {finding_line(finding)}"
            yield outputs["FINDINGS"], geometry, [pid, "FINDINGS", facility, text, FACILITY_PRIORITY, True, False, 0.0]


def _line_rows(outputs: dict):
    """The tie line's length, the setback and the distance lines, where there is room."""
    texts = {
        "TIE_LINES": lambda v: f"{v['lineal_ft']:.2f} ft of shoreline",
        "SETBACK_ENVELOPES": lambda v: f"setback {figure(v['setback_ft'])} ft",
        "DISTANCE_LINES": lambda v: f"{figure(v['depth_ft'])}-ft line",
    }
    for name, text in texts.items():
        for pid, rows in records(outputs.get(name)).items():
            for geometry, values in rows:
                row = [pid, name, None, text(values), PRIORITIES[name], False, False, LINE_OBSTACLE]
                yield outputs[name], geometry, row


def _settings() -> QgsPalLayerSettings:
    """LABEL_SIZE with a halo, outside the row's shape, 1.5 mm from it, a line to it where moved; a line's or a
    setback's shape an obstacle a label may lie in, not across."""
    settings = QgsPalLayerSettings()
    settings.isExpression = True
    settings.fieldName = TEXT
    text = text_format(LABEL_SIZE)
    halo = text.buffer()  # a copy: QgsTextFormat hands out values, not references
    halo.setEnabled(True)
    text.setBuffer(halo)
    settings.setFormat(text)
    settings.placement = LABEL_OUTSIDE_POLYGONS
    settings.dist = 1.5  # mm from the shape
    callout = QgsSimpleLineCallout()
    callout.setEnabled(True)
    callout.setMinimumLength(1.5)  # mm: only where a label had to move from what it names
    settings.setCallout(callout)
    settings.obstacleSettings().setType(QgsLabelObstacleSettings.ObstacleType.PolygonBoundary)
    properties = settings.dataDefinedProperties()
    for key, expression in ON_THE_PAGE.items():
        properties.setProperty(key, QgsProperty.fromExpression(expression))
    return settings
