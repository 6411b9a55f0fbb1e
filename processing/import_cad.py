"""``dockline:importcad``: a surveyor's proposed layout, drawn in CAD and saved as DXF, read (``readers.cad``) into
the DOCKS / MOORINGS / STRUCTURES / BOATS layers that ``dockline:checkfacilities`` reads, with a report of what was
read, mapped, closed, skipped and why."""

from __future__ import annotations

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
from ..readers.cad import (
    CLOSE_FT,
    REPORT_FIELDS,
    ROLES,
    SKIPPED,
    SOURCE_FIELDS,
    UNIT_CHOICES,
    UNIT_CODES,
    drawing_units,
    parse_mapping,
    read_drawing,
    read_mapping_csv,
    require_crs_in_units,
)
from ..rules.outputs.schema import PROPOSAL_FIELDS
from ..rules.tools.errors import DocklineInputError
from ..rules.tools.wording import counted
from .adapters.sinks import AsideSinks
from .base import DocklineAlgorithm, make_fields


class ImportCadAlgorithm(DocklineAlgorithm):
    """A CAD drawing of proposed docks, moorings and structures as Dockline's facility layers."""

    INPUT, CRS, MAPPING, MAPPING_CSV, UNITS = "INPUT", "CRS", "MAPPING", "MAPPING_CSV", "UNITS"
    REPORT = "REPORT"
    SINK_FIELDS = {**{name: spec + SOURCE_FIELDS for name, spec in PROPOSAL_FIELDS.items()}, REPORT: REPORT_FIELDS}
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
                self.MAPPING, self.tr("Mapping: CAD layer=role (a line each, or ;)"), "", True, True
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
        try:
            feet = self._feet_per_unit(parameters, context, path, crs, feedback)
            mapping = parse_mapping(self.parameterAsString(parameters, self.MAPPING, context), "MAPPING")
            csv_path = self.parameterAsFile(parameters, self.MAPPING_CSV, context)
            if csv_path:
                mapping.update(read_mapping_csv(csv_path))
            rows, report, count = read_drawing(path, mapping, feet)
        except DocklineInputError as error:
            raise QgsProcessingException(str(error)) from None
        with AsideSinks(self, parameters, context) as sinks:  # written aside, moved in together
            for name in PROPOSAL_FIELDS:
                kind = QgsWkbTypes.Type.Point if name == "MOORINGS" else QgsWkbTypes.Type.Polygon
                fields = make_fields(self.SINK_FIELDS[name])
                sinks.write(name, fields, kind, crs, _features(fields, rows[name]))
            fields = make_fields(self.SINK_FIELDS[self.REPORT])
            report_rows = [(None, r) for r in report.rows]
            sinks.write(self.REPORT, fields, QgsWkbTypes.Type.NoGeometry, crs, _features(fields, report_rows))
        results = dict.fromkeys((*PROPOSAL_FIELDS, self.REPORT)) | sinks.results
        skipped = len(report.skipped)
        feedback.pushInfo(
            f"{counted(count, 'entity', 'entities')} read from {path}: "
            + ", ".join(f"{len(rows[name])} {name.lower()}" for name in PROPOSAL_FIELDS)
            + f"; {skipped} skipped."
        )
        for layer, handle, action, message in report.rows:
            line = f"{layer} {handle or ''}: {action}: {message}"
            feedback.pushWarning(line) if action == SKIPPED else feedback.pushInfo(line)
        return {**results, "SKIPPED": skipped}

    def _feet_per_unit(self, parameters, context, path, crs, feedback) -> float:
        """US survey feet per drawing unit (``readers.cad.drawing_units``); the CRS must measure in the same unit."""
        from .adapters.frames import feet_per_unit  # needs shapely: imported only when the algorithm runs

        units = drawing_units(path, UNIT_CODES[self.parameterAsEnum(parameters, self.UNITS, context)])
        if units.ignored:
            feedback.pushWarning(units.ignored)
        feedback.pushInfo(f"Drawing units: {units.name} ({units.said_by}).")
        crs_feet = feet_per_unit(crs, "CRS") if crs.isValid() else None
        require_crs_in_units(units, crs_feet, crs.authid(), QgsUnitTypes.toString(crs.mapUnits()))
        return units.feet


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
        feature.setAttributes(list(values))
        features.append(feature)
    return features
