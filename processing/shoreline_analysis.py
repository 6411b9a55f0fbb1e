"""``dockline:shorelineanalysis``: the whole-shoreline analysis, parcels and water in, eight layers out."""

from qgis.core import (
    QgsProcessing,
    QgsProcessingParameterFeatureSink,
    QgsProcessingParameterFeatureSource,
    QgsProcessingParameterField,
    QgsProcessingParameterNumber,
    QgsWkbTypes,
)

from ..compat import FIELD_ANY, SOURCE_ANY_GEOMETRY, SOURCE_LINE, SOURCE_POINT, SOURCE_POLYGON
from ..rules import ALLOCATION_FIELDS
from ..rules.findings import FINDING_FIELDS, SUMMARY_FIELDS
from ..rules.profiles import MAX_TOLERANCE_FT
from .base import DocklineAlgorithm
from .facility_inputs import add_facility_parameters

OUTPUTS = {  # name: (label, geometry type, fields)
    "TIE_POINTS": (
        "Tie points",
        QgsWkbTypes.Point,
        [("tie_id", int), ("ring", int), ("parcel_before", str), ("parcel_after", str), ("snap_ft", float)],
    ),
    "TIE_LINES": (
        "Tie lines",
        QgsWkbTypes.LineString,
        [("parcel_id", str), ("run", int), ("lineal_ft", float), ("parcel_lineal_ft", float)],
    ),
    "FACILITY_AREA_LINES": (
        "Facility area lines",
        QgsWkbTypes.LineString,
        [
            ("line_id", int),
            ("parcel_left", str),
            ("parcel_right", str),
            ("waterside_deg", float),
            ("direction_deg", float),
            ("fallback", bool),
            ("length_ft", float),
        ],
    ),
    "FACILITY_AREAS": (
        "Facility areas",
        QgsWkbTypes.MultiPolygon,
        [("parcel_id", str), ("zone", str), ("depth_ft", float), ("area_sqft", float), ("flags", str)],
    ),
    "DISTANCE_LINES": (
        "Distance lines (60/200/375 ft)",
        QgsWkbTypes.MultiLineString,
        [("parcel_id", str), ("zone", str), ("depth_ft", float), ("length_ft", float)],
    ),
    "SETBACK_ENVELOPES": (
        "Setback envelopes",
        QgsWkbTypes.MultiPolygon,
        [("parcel_id", str), ("zone", str), ("setback_ft", float), ("outlet_setback_ft", float), ("area_sqft", float)],
    ),
    "ALLOCATION": ("Allocation", QgsWkbTypes.MultiPolygon, [("parcel_id", str), ("status", str), *ALLOCATION_FIELDS]),
    "FLAGS": ("Flags", QgsWkbTypes.Point, [("parcel_id", str), ("code", str), ("value", float), ("message", str)]),
    "FINDINGS": ("Findings", QgsWkbTypes.MultiPolygon, list(FINDING_FIELDS)),
    "PARCEL_SUMMARY": ("Parcel summary", QgsWkbTypes.MultiPolygon, list(SUMMARY_FIELDS)),
}
CHECK_OUTPUTS = ("FINDINGS", "PARCEL_SUMMARY")
CHECKS_HELP = (
    "Compliance check (when DOCKS, MOORINGS or STRUCTURES are given). Docks: polygons, one feature per part, "
    "with dock_id, part (main_walkway, appendage, platform), parcel_id (optional: else found by location), slips, "
    "nav_light (yes/no). Moorings: points with parcel_id, boat_length_ft and rode_ft (swing radius = both, D11), "
    "state_permit. Structures: polygons with type (boathouse, boat_station, boat_hoist_structure, boat_hoist, "
    "boat_accessory_structure, or anything else: gazebo, deck...), slips, height_ft, overhang_in, existing, "
    "walkway_sqft (inside a boathouse). Optional: docked boats (polygons), upland buildings, a variances table "
    "(parcel_id, rule_id, granted), nonconforming certificates (facility_id) and consolidations (dock_id, "
    "parcel_ids, waiver). Field names are set under Advanced parameters.\n"
    "FINDINGS: one feature per finding, shaped as the offending part, with rule_id, citation in the chosen "
    "municipality's numbering, severity (violation, permit_required, advisory, varied, nonconforming: D18), "
    "measured value, limit, unit and a message. rule_id INPUT marks data the check could not read as the law "
    "needs. PARCEL_SUMMARY: allowed against proposed slips, docks and moorings, findings by severity, status "
    "(complies, violations, needs review, no proposal, not adjoining). Docks past the 60/200-ft line are "
    "reported without the depth extension (§ 73-9C(1)(d)): no bathymetry is read yet."
)
MIN_DISTRICT_SHARE = 0.01  # a zoning polygon covering less of a parcel than this is a digitising sliver


class ShorelineAnalysisAlgorithm(DocklineAlgorithm):
    """§§ 73-5, 73-6, 73-7, 73-8, 73-13, 73-15 for every waterfront parcel of a lake."""

    PARCELS, PARCEL_ID, WATER, SHORELINE = "PARCELS", "PARCEL_ID", "WATER", "SHORELINE"
    ZONING, ZONING_FIELD, OUTLETS, TOLERANCE = "ZONING", "ZONING_FIELD", "OUTLETS", "TOLERANCE"
    outputs = tuple(OUTPUTS)
    takes_facilities = True  # the proposed-facility layers, checked when given (issue 5)

    algorithm_id, title = "shorelineanalysis", "Shoreline analysis (whole lake)"
    group_id, group_title = "shoreline", "Shoreline"

    def shortHelpString(self):  # noqa: N802 (QGIS's name)
        return self.tr(
            "Everything the Canandaigua Lake Uniform Docking and Mooring Law defines for each waterfront parcel, "
            "in one run. Distances and areas are in feet whatever the layers' CRS (D16).\n\n"
            "Tie points (§ 73-7A(1)): where each side lot line meets the mean high-water mark (MHW). Each point of "
            "the MHW belongs to the parcel nearest it within the tolerance, so parcels that stop short of the "
            "water or overlap it are handled, and every such place is flagged (TOLERANCE_USED, PARCEL_OVERLAP).\n"
            "Tie lines (§ 73-7A(2)) and lineal feet of shoreline (§ 73-5): the chord between a parcel's tie "
            "points; several separate runs give several tie lines and the sum (D12).\n"
            "Facility area lines (§ 73-7A(3)-(4)): the bisector of the waterside angle between neighbouring tie "
            "lines; with no neighbour, perpendicular to the tie line (FAL_FALLBACK, D7).\n"
            "Facility areas (§ 73-5): the water between the lines within 60 ft (Tier 1 docks), 200 ft (Tiers 2 "
            "and 3 docks) or 375 ft (moorings) of the parcel's MHW, with the distance lines at those depths; "
            "lines meeting inside the zone end it there (FAL_CONVERGENT), lines of other parcels crossing it "
            "are flagged (FAL_CROSSING) (D8).\n"
            "Setback envelopes (§§ 73-9A, 73-14A, 73-16A): each zone less 5/10/45 ft from the facility area "
            "lines and the outlet setback from any outlet.\n"
            "Allocation (§§ 73-6, 73-8, 73-13, 73-15): tier from the zoning district(s), Table 1, 3 or 4.\n\n"
            "Give the water as polygons (islands as holes) or the MHW as closed lines, not both.\n\n" + CHECKS_HELP
        )

    def initAlgorithm(self, config=None):  # noqa: N802 (QGIS's name)
        self.addParameter(QgsProcessingParameterFeatureSource(self.PARCELS, self.tr("Parcels"), [SOURCE_POLYGON]))
        self.addParameter(
            QgsProcessingParameterField(self.PARCEL_ID, self.tr("Parcel id field"), None, self.PARCELS, FIELD_ANY)
        )
        self.addParameter(
            QgsProcessingParameterFeatureSource(
                self.WATER, self.tr("Water (lake polygons; islands as holes)"), [SOURCE_POLYGON], optional=True
            )
        )
        self.addParameter(
            QgsProcessingParameterFeatureSource(
                self.SHORELINE, self.tr("or: Shoreline (closed MHW lines)"), [SOURCE_LINE], optional=True
            )
        )
        self.addParameter(
            QgsProcessingParameterFeatureSource(
                self.ZONING, self.tr("Zoning districts"), [SOURCE_POLYGON], optional=True
            )
        )
        self.addParameter(
            QgsProcessingParameterField(
                self.ZONING_FIELD, self.tr("Zoning district field"), None, self.ZONING, FIELD_ANY, optional=True
            )
        )
        self.add_parcel_fields(self.PARCELS, "or: the parcels' district field")
        self.addParameter(
            QgsProcessingParameterFeatureSource(
                self.OUTLETS,
                self.tr("Outlets (streams, culverts: points, lines or polygons)"),
                [SOURCE_POINT, SOURCE_LINE, SOURCE_POLYGON],
                optional=True,
            )
        )
        self.add_profile_parameters()
        self.addParameter(
            QgsProcessingParameterNumber(
                self.TOLERANCE,
                self.tr("Tolerance between parcel lines and the MHW (feet, whatever the CRS)"),
                QgsProcessingParameterNumber.Type.Double,
                10.0,
                minValue=0.01,
            )
        )
        if self.takes_facilities:
            add_facility_parameters(self)
        for name in self.outputs:  # each may be skipped; all are made unless skipped
            label = OUTPUTS[name][0]
            self.addParameter(
                QgsProcessingParameterFeatureSink(
                    name, self.tr(label), SOURCE_ANY_GEOMETRY, optional=True, createByDefault=True
                )
            )

    def checkParameterValues(self, parameters, context):  # noqa: N802 (QGIS's name)
        given = [name for name in (self.WATER, self.SHORELINE) if parameters.get(name) not in (None, "")]
        if len(given) != 1:
            return False, self.tr(
                "Give the water as WATER (polygons) or the MHW as SHORELINE (closed lines): "
                f"{'both were' if given else 'neither was'} given."
            )
        if parameters.get(self.ZONING) not in (None, "") and not parameters.get(self.ZONING_FIELD):
            return False, self.tr("ZONING needs ZONING_FIELD: the field that holds each polygon's district.")
        tolerance = self.parameterAsDouble(parameters, self.TOLERANCE, context)
        if tolerance > MAX_TOLERANCE_FT:
            return False, self.tr(
                f"TOLERANCE is {tolerance:g} ft: at most {MAX_TOLERANCE_FT:g} ft. It is in feet whatever the CRS; "
                "a larger gap between the parcels and the MHW is a misplaced fabric to fix, not to bridge."
            )
        return super().checkParameterValues(parameters, context)

    def processAlgorithm(self, parameters, context, feedback):  # noqa: N802 (QGIS's name)
        """An output left out of the parameters is made as a temporary layer; an empty value skips it."""
        from .shoreline_run import run  # needs shapely: imported only when the algorithm runs

        made = {name: QgsProcessing.TEMPORARY_OUTPUT for name in self.outputs if name not in parameters}
        return run(self, {**made, **parameters}, context, feedback)


class TieLinesAlgorithm(ShorelineAnalysisAlgorithm):
    """The § 73-7 step on its own: tie points, tie lines with lineal feet, facility area lines, flags."""

    outputs = ("TIE_POINTS", "TIE_LINES", "FACILITY_AREA_LINES", "FLAGS")
    takes_facilities = False
    algorithm_id, title = "tielines", "Tie lines and facility area lines"


class FacilityAreasAlgorithm(ShorelineAnalysisAlgorithm):
    """The § 73-5 step on its own: facility areas by zone, their distance lines, setback envelopes, flags."""

    outputs = ("FACILITY_AREAS", "DISTANCE_LINES", "SETBACK_ENVELOPES", "FLAGS")
    takes_facilities = False
    algorithm_id, title = "facilityareas", "Facility areas, distance lines and setback envelopes"
