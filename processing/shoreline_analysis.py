"""``dockline:shorelineanalysis``: the whole-shoreline analysis, parcels and water in, eight layers out."""

from __future__ import annotations

from qgis.core import (
    QgsProcessing,
    QgsProcessingParameterFeatureSink,
    QgsProcessingParameterFeatureSource,
    QgsProcessingParameterField,
    QgsProcessingParameterMultipleLayers,
    QgsProcessingParameterNumber,
)

from ..compat import FIELD_ANY, NUMBER_DOUBLE, SOURCE_ANY_GEOMETRY, SOURCE_LINE, SOURCE_POLYGON
from ..rules.law.profiles import MAX_TOLERANCE_FT
from ..rules.outputs.schema import EVERY_OUTPUT, OUTPUTS
from .adapters.facility_inputs import add_facility_parameters
from .adapters.terrain_inputs import add_terrain_parameters
from .base import DocklineAlgorithm

MADE = dict.fromkeys(OUTPUTS, QgsProcessing.TEMPORARY_OUTPUT)  # every output, as a layer the caller takes

CHECKS_HELP = (
    "Compliance check (when DOCKS, MOORINGS or STRUCTURES are given). Docks: polygons, one feature per part, "
    "with dock_id, part (main_walkway, appendage, platform), parcel_id (optional: else found by location), slips, "
    "nav_light (yes/no). Moorings: points with parcel_id, boat_length_ft and rode_ft (swing radius = both, D11), "
    "state_permit. Structures: polygons with type (boathouse, boat_station, boat_hoist_structure, boat_hoist, "
    "boat_accessory_structure, or anything else: gazebo, deck...), slips, height_ft, overhang_in, existing, "
    "walkway_sqft (inside a boathouse). Optional: docked boats (polygons), upland buildings, a variances table "
    "(parcel_id, rule_id, granted), certificates of nonconformity (facility_id and, where recorded, the "
    "certified area_sqft, length_ft, reach_ft, width_ft, height_ft, slips, moorings; a polygon layer's features are "
    "the certified footprints: beyond them, a violation of § 73-21A for the excess, D15), consolidations (dock_id, "
    "parcel_ids, waiver) and recorded exemptions (facility_id or parcel id, rule_id: empty for every rule, "
    "section: empty for § 73-20, the City Pier boathouses, applied only in the City of Canandaigua: D22). "
    "Field names are set under Advanced parameters.\n"
    "FINDINGS: one feature per finding, shaped as the offending part, with rule_id, citation in the chosen "
    "municipality's numbering, severity (violation, permit_required, advisory, varied, nonconforming, exempt: "
    "D18), measured value, limit, unit, a message, basis (law, decision or unverified) and to_confirm (one line "
    "for each decision, D1-D30, and unverified reading the finding rests on). rule_id INPUT marks data the check "
    "could not read as the law needs. Tier 2 buoys keep the 45-ft and 10-ft setbacks (§ 73-14A, D11); Table 3 "
    "caps slips at docks, moorings and both together (D6); the parcels of a consolidated dock (two or three, "
    "adjoining on the MHW) each give it a dock allowance, and its slips are counted over them all (§ 73-10). "
    "PARCEL_SUMMARY: allowed against proposed slips, slips at docks, docks and moorings, findings by severity, status "
    "(complies, violations, needs review, no proposal, not adjoining). A dock past its 60/200-ft line may run on "
    "to the 683.60-ft bottom contour where the bottom at the line lies above it (§ 73-9C(1)(d), § 73-13H, E10): "
    "with BATHYMETRY or SOUNDINGS given, the bottom is read where the dock crosses the line and only a part past "
    "that contour is reported past the line; without either, all of it past the line is.\n"
    "D1–D30 are Dockline's decisions where the law is silent, unclear or lost: docs/decisions.md in the plugin "
    "folder states each one."
)


TERRAIN_HELP = (
    "Terrain (optional): a DEM of land elevations marks the steep-slope parcels (§ 73-5 STEEP SLOPE; a "
    "STEEP_SLOPE_FIELD value wins); BATHYMETRY (bottom elevations), or SOUNDINGS with SOUNDINGS_FIELD (elevations, or "
    "depths below SOUNDINGS_LEVEL_FT), draws the depth extension past the dock line (§ 73-9C(1)(d), § 73-13H). "
    "VERTICAL_UNIT is the rasters' elevation unit; VERTICAL_OFFSET_FT is added to every elevation to reach the law's "
    "datum (D17)."
)
HELP_PARTS = (  # (the outputs a paragraph describes, the paragraph)
    (
        ("TIE_POINTS",),
        "Tie points (§ 73-7A(1)): where each side lot line meets the mean high-water mark (MHW). Each point of "
        "the MHW belongs to the parcel nearest it within the tolerance, so parcels that stop short of the "
        "water or overlap it are handled, and every such place is flagged (TOLERANCE_USED, PARCEL_OVERLAP).",
    ),
    (
        ("TIE_LINES", "ALLOCATION"),
        "Tie lines (§ 73-7A(2)) and lineal feet of shoreline (§ 73-5): the chord between a parcel's tie "
        "points; several separate runs give several tie lines and the sum (D12); a parcel touching the MHW for "
        "less than the tolerance gets no run there (MICRO_RUN).",
    ),
    (
        ("FACILITY_AREA_LINES",),
        "Facility area lines (§ 73-7A(3)-(4)): the bisector of the waterside angle between neighbouring tie "
        "lines; with no neighbour, perpendicular to the tie line into the water (FAL_FALLBACK, D7).",
    ),
    (
        ("FACILITY_AREAS", "DISTANCE_LINES"),
        "Facility areas (§ 73-5): the water between the lines within 60 ft (Tier 1 docks), 200 ft (Tiers 2 "
        "and 3 docks) or 375 ft (moorings) of the parcel's MHW, with the distance lines at those depths; "
        "lines meeting inside the zone end it there (FAL_CONVERGENT), lines of other parcels crossing it "
        "are flagged (FAL_CROSSING) (D8).",
    ),
    (
        ("SETBACK_ENVELOPES",),
        "Setback envelopes (§§ 73-9A, 73-14A, 73-16A): each zone less 5/10/45 ft from the facility area "
        "lines and the outlet setback from any outlet.",
    ),
    (
        ("ALLOCATION",),
        "Allocation (§§ 73-6, 73-8, 73-13, 73-15): tier from the zoning district(s), of several the one allowing "
        "the parcel the fewest slips and moorings (D13); in a district assigned Tier 2 and 3, a restaurant, hotel "
        "or motel with 250 ft is tier '2 or 3' (either, never both: the tier election field's, else its proposal "
        "is judged under each; D19), with 150 ft Tier 3, other uses Tier 2; a municipal facility (land use "
        "'municipal') takes Table 3 where its district is assigned Tier 2 (D20). Table 1, 3 or 4.",
    ),
    (("FLAGS",), "Flags: one row per place the data needed a reading (code, value, message)."),
)


class ShorelineAnalysisAlgorithm(DocklineAlgorithm):
    """§§ 73-5, 73-6, 73-7, 73-8, 73-13, 73-15 for every waterfront parcel of a lake."""

    PARCELS, PARCEL_ID, WATER, SHORELINE = "PARCELS", "PARCEL_ID", "WATER", "SHORELINE"
    ZONING, ZONING_FIELD, OUTLETS, TOLERANCE = "ZONING", "ZONING_FIELD", "OUTLETS", "TOLERANCE"
    MUNICIPALITY_FIELD = "MUNICIPALITY_FIELD"
    outputs = tuple(OUTPUTS)
    takes_facilities = True  # the proposed-facility layers, checked when given

    algorithm_id, title = "shorelineanalysis", "Shoreline analysis (whole lake)"
    group_id, group_title = "shoreline", "Shoreline"

    def shortHelpString(self):  # noqa: N802 (QGIS's name)
        """Its own outputs only: the parts of the whole-lake help for what this algorithm makes."""
        parts = [text for names, text in HELP_PARTS if set(names) & set(self.outputs)]
        checks = "\n\n" + self.tr(CHECKS_HELP) if self.takes_facilities else ""
        intro = self.tr(
            "{title}: for each waterfront parcel, what the Canandaigua Lake Uniform Docking and Mooring Law defines. "
            "Distances and areas are in feet whatever the layers' CRS (D16)."
        ).format(title=self.tr(self.title))
        towns = self.tr(
            "The whole lake at once: MUNICIPALITY_FIELD names each parcel's municipality (\"Town of South "
            'Bristol", "South Bristol" or "south_bristol" alike); the geometry is computed across town lines '
            "as within a town, while each parcel's tier map, allocation, setbacks and citations are its own "
            "town's, the outputs say which (municipality), and a facility area line shared with a parcel of "
            "another town is flagged (TOWN_LINE). Parcels without a value take PROFILE. A TIER_MAP CSV may carry "
            "a municipality column (municipality,district,tier): a row without one applies to every town."
        )
        water = self.tr("Give the water as polygons (islands as holes) or the MHW as closed lines, not both.")
        return (
            "\n\n".join([intro, "\n".join(self.tr(part) for part in parts), towns, water, self.tr(TERRAIN_HELP)])
            + checks
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
            QgsProcessingParameterMultipleLayers(
                self.OUTLETS,
                self.tr("Outlets: streams and culverts (layers)"),
                SOURCE_ANY_GEOMETRY,
                optional=True,
            )
        )
        self.addParameter(
            QgsProcessingParameterField(
                self.MUNICIPALITY_FIELD,
                self.tr("Municipality field (each parcel's town)"),
                None,
                self.PARCELS,
                FIELD_ANY,
                optional=True,
            )
        )
        self.add_profile_parameters()
        self.addParameter(
            QgsProcessingParameterNumber(
                self.TOLERANCE,
                self.tr("Tolerance, parcel lines to the MHW (ft, any CRS)"),
                NUMBER_DOUBLE,
                10.0,
                minValue=0.01,
            )
        )
        add_terrain_parameters(self)
        if self.takes_facilities:
            add_facility_parameters(self)
        for name in self.outputs:  # each may be skipped; all are made unless skipped
            label = EVERY_OUTPUT[name].label
            self.addParameter(
                QgsProcessingParameterFeatureSink(
                    name, self.tr(label), SOURCE_ANY_GEOMETRY, optional=True, createByDefault=True
                )
            )

    def choice_problem(self, parameters, context) -> str | None:
        given = [name for name in (self.WATER, self.SHORELINE) if parameters.get(name) not in (None, "")]
        if len(given) != 1:
            return self.tr(
                "Give the water as WATER (polygons) or the MHW as SHORELINE (closed lines): {which} given."
            ).format(which="both were" if given else "neither was")
        if parameters.get(self.ZONING) not in (None, "") and not parameters.get(self.ZONING_FIELD):
            return self.tr("ZONING needs ZONING_FIELD: the field that holds each polygon's district.")
        tolerance = self.parameterAsDouble(parameters, self.TOLERANCE, context)
        if tolerance > MAX_TOLERANCE_FT:
            return self.tr(
                f"TOLERANCE is {tolerance:g} ft: at most {MAX_TOLERANCE_FT:g} ft. It is in feet whatever the CRS; "
                "a larger gap between the parcels and the MHW is a misplaced fabric to fix, not to bridge."
            )
        return None

    def processAlgorithm(self, parameters, context, feedback):  # noqa: N802 (QGIS's name)
        """An output left out of the parameters is made as a temporary layer; an empty value skips it."""
        from .adapters.shoreline_run import run  # needs shapely: imported only when the algorithm runs

        made = {name: QgsProcessing.TEMPORARY_OUTPUT for name in self.outputs if name not in parameters}
        return run(self, {**made, **parameters}, context, feedback)


def analysed_layers(parameters, context, feedback):
    """The shoreline analysis (and the check, where facilities are given) with every output made as a layer the
    caller owns: (layers by output name, the ``Prepared`` run). For the algorithms built on the analysis."""
    from .adapters.shoreline_run import run_prepared  # needs shapely: imported only when an algorithm runs

    results, prepared = run_prepared(_initialised(), {**parameters, **MADE}, context, feedback)
    return _taken(results, context), prepared


def written_layers(prepared, rows: dict, context, feedback) -> dict:
    """An analysis already made (the panel's), its rows made off the main thread, written as output layers the
    caller owns (as ``analysed_layers`` gives them)."""
    from .adapters.shoreline_run import write_outputs

    return _taken(write_outputs(_initialised(), MADE, context, feedback, prepared, rows), context)


def _initialised() -> ShorelineAnalysisAlgorithm:
    algorithm = ShorelineAnalysisAlgorithm()
    algorithm.initAlgorithm()
    return algorithm


def _taken(results: dict, context) -> dict:
    return {name: context.takeResultLayer(destination) for name, destination in results.items()}
