"""``dockline:shorelineanalysis``: the whole-shoreline analysis, parcels and water in, eight layers out."""

import numpy as np
import shapely
from qgis.core import (
    QgsFeature,
    QgsFeatureSink,
    QgsProcessingException,
    QgsProcessingParameterDistance,
    QgsProcessingParameterFeatureSink,
    QgsProcessingParameterFeatureSource,
    QgsProcessingParameterField,
    QgsUnitTypes,
    QgsWkbTypes,
)

from ..compat import FIELD_ANY, SOURCE_ANY_GEOMETRY, SOURCE_LINE, SOURCE_POINT, SOURCE_POLYGON
from ..rules import ALLOCATION_FIELDS, DocklineInputError, allocate_parcel, allocation_record
from ..rules.lake import analyse_lake
from .allocation import split_districts
from .base import DocklineAlgorithm, as_bool, make_fields, plain
from .frames import WorkingFrame
from .styles import style_on_load

OUTPUTS = {  # name: (label, geometry type, fields)
    "TIE_POINTS": ("Tie points", QgsWkbTypes.Point, [
        ("tie_id", int), ("ring", int), ("parcel_before", str), ("parcel_after", str), ("snap_ft", float)]),
    "TIE_LINES": ("Tie lines", QgsWkbTypes.LineString, [
        ("parcel_id", str), ("run", int), ("lineal_ft", float), ("parcel_lineal_ft", float)]),
    "FACILITY_AREA_LINES": ("Facility area lines", QgsWkbTypes.LineString, [
        ("line_id", int), ("parcel_left", str), ("parcel_right", str), ("waterside_deg", float),
        ("direction_deg", float), ("fallback", bool), ("length_ft", float)]),
    "FACILITY_AREAS": ("Facility areas", QgsWkbTypes.MultiPolygon, [
        ("parcel_id", str), ("zone", str), ("depth_ft", float), ("area_sqft", float), ("flags", str)]),
    "DISTANCE_LINES": ("Distance lines (60/200/375 ft)", QgsWkbTypes.MultiLineString, [
        ("parcel_id", str), ("zone", str), ("depth_ft", float), ("length_ft", float)]),
    "SETBACK_ENVELOPES": ("Setback envelopes", QgsWkbTypes.MultiPolygon, [
        ("parcel_id", str), ("zone", str), ("setback_ft", float), ("outlet_setback_ft", float),
        ("area_sqft", float)]),
    "ALLOCATION": ("Allocation", QgsWkbTypes.MultiPolygon, [("parcel_id", str), ("status", str),
                                                            *ALLOCATION_FIELDS]),
    "FLAGS": ("Flags", QgsWkbTypes.Point, [("parcel_id", str), ("code", str), ("value", float), ("message", str)]),
}
MIN_DISTRICT_SHARE = 0.01  # a zoning polygon covering less of a parcel than this is a digitising sliver


class ShorelineAnalysisAlgorithm(DocklineAlgorithm):
    """§§ 73-5, 73-6, 73-7, 73-8, 73-13, 73-15 for every waterfront parcel of a lake."""

    PARCELS, PARCEL_ID, WATER, SHORELINE = "PARCELS", "PARCEL_ID", "WATER", "SHORELINE"
    ZONING, ZONING_FIELD, DISTRICT_FIELD = "ZONING", "ZONING_FIELD", "DISTRICT_FIELD"
    LAND_USE_FIELD, STEEP_SLOPE_FIELD, OUTLETS, TOLERANCE = "LAND_USE_FIELD", "STEEP_SLOPE_FIELD", "OUTLETS", \
        "TOLERANCE"

    def name(self):
        return "shorelineanalysis"

    def displayName(self):  # noqa: N802 (QGIS's name)
        return self.tr("Shoreline analysis (whole lake)")

    def group(self):
        return self.tr("Shoreline")

    def groupId(self):  # noqa: N802 (QGIS's name)
        return "shoreline"

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
            "Give the water as polygons (islands as holes) or the MHW as closed lines, not both."
        )

    def initAlgorithm(self, config=None):  # noqa: N802 (QGIS's name)
        self.addParameter(QgsProcessingParameterFeatureSource(self.PARCELS, self.tr("Parcels"), [SOURCE_POLYGON]))
        self.addParameter(QgsProcessingParameterField(self.PARCEL_ID, self.tr("Parcel id field"), None,
                                                      self.PARCELS, FIELD_ANY))
        self.addParameter(QgsProcessingParameterFeatureSource(
            self.WATER, self.tr("Water (lake polygons; islands as holes)"), [SOURCE_POLYGON], optional=True))
        self.addParameter(QgsProcessingParameterFeatureSource(
            self.SHORELINE, self.tr("or: Shoreline (closed MHW lines)"), [SOURCE_LINE], optional=True))
        self.addParameter(QgsProcessingParameterFeatureSource(
            self.ZONING, self.tr("Zoning districts"), [SOURCE_POLYGON], optional=True))
        self.addParameter(QgsProcessingParameterField(self.ZONING_FIELD, self.tr("Zoning district field"), None,
                                                      self.ZONING, FIELD_ANY, optional=True))
        for name, label in ((self.DISTRICT_FIELD, "or: the parcels' district field"),
                            (self.LAND_USE_FIELD, "Land use field (restaurant / hotel / motel for Tier 3)"),
                            (self.STEEP_SLOPE_FIELD, "Steep-slope parcel field (yes/no)")):
            self.addParameter(QgsProcessingParameterField(name, self.tr(label), None, self.PARCELS, FIELD_ANY,
                                                          optional=True))
        self.addParameter(QgsProcessingParameterFeatureSource(
            self.OUTLETS, self.tr("Outlets (streams, culverts: points, lines or polygons)"),
            [SOURCE_POINT, SOURCE_LINE, SOURCE_POLYGON], optional=True))
        self.add_profile_parameters()
        tolerance = QgsProcessingParameterDistance(
            self.TOLERANCE, self.tr("Tolerance between parcel lines and the MHW"), 10.0, self.PARCELS, minValue=0.01)
        tolerance.setDefaultUnit(QgsUnitTypes.DistanceFeet)
        self.addParameter(tolerance)
        for name, (label, _, _) in OUTPUTS.items():  # each may be skipped; all are made unless skipped
            self.addParameter(QgsProcessingParameterFeatureSink(name, self.tr(label), SOURCE_ANY_GEOMETRY,
                                                                optional=True, createByDefault=True))

    def checkParameterValues(self, parameters, context):  # noqa: N802 (QGIS's name)
        given = [name for name in (self.WATER, self.SHORELINE) if parameters.get(name) not in (None, "")]
        if len(given) != 1:
            return False, self.tr("Give the water as WATER (polygons) or the MHW as SHORELINE (closed lines): "
                                  f"{'both were' if given else 'neither was'} given.")
        if parameters.get(self.ZONING) not in (None, "") and not parameters.get(self.ZONING_FIELD):
            return False, self.tr("ZONING needs ZONING_FIELD: the field that holds each polygon's district.")
        return super().checkParameterValues(parameters, context)

    def processAlgorithm(self, parameters, context, feedback):  # noqa: N802 (QGIS's name)
        profile = self.profile(parameters, context)
        parcels = self._source(parameters, self.PARCELS, context)
        water_name = self.WATER if parameters.get(self.WATER) not in (None, "") else self.SHORELINE
        water = self._source(parameters, water_name, context)
        frame = WorkingFrame(parcels.sourceCrs(), parcels.sourceExtent(), context, feedback,
                             profile.settings.working_crs)
        tolerance_ft = self._tolerance_ft(parameters, context, parcels, frame, feedback)
        fields = {key: self.parameterAsString(parameters, key, context) for key in (
            self.PARCEL_ID, self.DISTRICT_FIELD, self.LAND_USE_FIELD, self.STEEP_SLOPE_FIELD, self.ZONING_FIELD)}
        feedback.setProgressText(self.tr("Reading the layers"))
        features, geometries = frame.source_to_feet(parcels, feedback, "parcels")
        _, water_geometries = frame.source_to_feet(water, feedback, water_name.lower())
        outlets = self._optional_geometries(parameters, self.OUTLETS, context, frame, feedback)
        ids = [None if plain(f[fields[self.PARCEL_ID]]) is None else str(plain(f[fields[self.PARCEL_ID]]))
               for f in features]
        districts = self._districts(parameters, context, frame, feedback, features, geometries, fields)
        attributes = {pid: feature for pid, feature in zip(ids, features) if pid is not None}

        def allocate_one(parcel_id, lineal_ft):
            feature = attributes[parcel_id]
            land_use = plain(feature[fields[self.LAND_USE_FIELD]]) if fields[self.LAND_USE_FIELD] else None
            steep = bool(fields[self.STEEP_SLOPE_FIELD]) and as_bool(feature[fields[self.STEEP_SLOPE_FIELD]])
            return allocate_parcel(lineal_ft, districts.get(parcel_id, []), profile, land_use=land_use,
                                   steep_slope=steep)

        if feedback.isCanceled():
            return {}
        feedback.setProgressText(self.tr("Tie points, tie lines, facility areas"))
        feedback.setProgress(10)
        try:
            analysis = analyse_lake([g for g in water_geometries if g is not None], list(zip(ids, geometries)),
                                    allocate_parcel=allocate_one, outlets=outlets, tolerance_ft=tolerance_ft)
        except DocklineInputError as error:
            raise QgsProcessingException(str(error)) from error
        feedback.setProgress(70)
        results = self._write(parameters, context, feedback, frame, analysis, profile, parcels, ids, geometries)
        self._summarise(feedback, analysis, profile)
        return results

    def _source(self, parameters, name, context):
        source = self.parameterAsSource(parameters, name, context)
        if source is None:
            raise QgsProcessingException(self.invalidSourceError(parameters, name))
        if source.featureCount() == 0:
            raise QgsProcessingException(self.tr(f"{name}: the layer has no features."))
        return source

    def _optional_geometries(self, parameters, name, context, frame, feedback):
        if parameters.get(name) in (None, ""):
            return []
        _, geometries = frame.source_to_feet(self._source(parameters, name, context), feedback, name.lower())
        return [g for g in geometries if g is not None]

    def _tolerance_ft(self, parameters, context, parcels, frame, feedback) -> float:
        """TOLERANCE is in the parcels layer's units; in a geographic layer it is read as US survey feet."""
        value = self.parameterAsDouble(parameters, self.TOLERANCE, context)
        if parcels.sourceCrs().isGeographic():
            feedback.pushInfo(self.tr(f"The parcels are in degrees: the tolerance {value:g} is read as feet."))
            return value
        return value * frame.factor

    def _districts(self, parameters, context, frame, feedback, features, geometries, fields) -> dict:
        """Each parcel's zoning districts: from its district field, and from the zoning polygons covering at
        least 1 % of it (smaller overlaps are digitising slivers)."""
        ids = [plain(f[fields[self.PARCEL_ID]]) for f in features]
        districts = {str(pid): split_districts(f[fields[self.DISTRICT_FIELD]]) if fields[self.DISTRICT_FIELD]
                     else [] for pid, f in zip(ids, features) if pid is not None}
        if parameters.get(self.ZONING) in (None, ""):
            return districts
        zones, zone_geometries = frame.source_to_feet(self._source(parameters, self.ZONING, context), feedback,
                                                      "zoning")
        usable = np.array([g is not None for g in zone_geometries])
        names = [str(plain(z[fields[self.ZONING_FIELD]])) for z in zones]
        tree = shapely.STRtree(np.where(usable, zone_geometries, None))
        valid = np.array([g is not None and shapely.is_valid(g) for g in geometries])
        parcel_index, zone_index = tree.query(np.where(valid, geometries, None), predicate="intersects")
        shares = shapely.area(shapely.intersection(geometries[parcel_index], zone_geometries[zone_index])) / \
            np.maximum(shapely.area(geometries[parcel_index]), 1e-9)
        for p, z, share in zip(parcel_index, zone_index, shares):
            if share >= MIN_DISTRICT_SHARE and ids[p] is not None:
                districts.setdefault(str(ids[p]), []).append(names[z])
        return districts

    def _write(self, parameters, context, feedback, frame, analysis, profile, parcels, ids, geometries):
        """The eight output layers, in the parcels layer's CRS, styled when they load."""
        name_of = analysis.parcel_ids
        shoreline = analysis.shoreline
        flags_of = {}
        for flag in analysis.flags:
            flags_of.setdefault(flag.parcel_id, []).append(flag.code)
        lineal = {pid: analysis.lineal_ft(pid) for pid, status in analysis.status.items() if status == "adjoining"}
        runs_seen = {}
        rows = {name: [] for name in OUTPUTS}
        for index, tie in enumerate(shoreline.tie_points):
            rows["TIE_POINTS"].append((shapely.Point(tie.point), [
                index + 1, tie.ring + 1, _name(name_of, tie.before), _name(name_of, tie.after), tie.snap_ft]))
        for run in shoreline.runs:
            if run.chord is None:
                continue
            pid = name_of[run.parcel]
            runs_seen[pid] = runs_seen.get(pid, 0) + 1
            rows["TIE_LINES"].append((run.chord, [pid, runs_seen[pid], run.lineal_ft, lineal[pid]]))
        for index, (line, geometry) in enumerate(zip(shoreline.lines, analysis.line_geometries())):
            left = name_of[line.parcels[-1]]
            right = name_of[line.parcels[0]] if len(line.parcels) == 2 else None
            rows["FACILITY_AREA_LINES"].append((geometry, [
                index + 1, left, right, line.waterside_angle_deg, line.direction_deg,
                line.waterside_angle_deg is None, geometry.length]))
        for zone in analysis.zones:
            pid = name_of[zone.parcel]
            allocation = analysis.allocations[pid]
            rows["FACILITY_AREAS"].append((zone.area, [pid, zone.zone, zone.depth_ft, zone.area.area,
                                                       ",".join(sorted(set(flags_of.get(pid, []))))]))
            rows["DISTANCE_LINES"].append((zone.distance_line, [pid, zone.zone, zone.depth_ft,
                                                                zone.distance_line.length]))
            rows["SETBACK_ENVELOPES"].append((zone.envelope, [
                pid, zone.zone, allocation.fal_setback_ft, allocation.outlet_setback_ft, zone.envelope.area]))
        for pid, geometry in zip(ids, geometries):
            if pid is None or pid not in analysis.status:
                continue
            allocation = analysis.allocations.get(pid)
            record = allocation_record(allocation, profile) if allocation is not None else {}
            rows["ALLOCATION"].append((geometry, [pid, analysis.status[pid],
                                                  *[record.get(name) for name, _ in ALLOCATION_FIELDS]]))
        for flag in analysis.flags:
            rows["FLAGS"].append((shapely.Point(flag.where) if flag.where else None,
                                  [flag.parcel_id, flag.code, flag.value, flag.message]))
        results = {}
        for step, (name, (_, geometry_type, spec)) in enumerate(OUTPUTS.items()):
            fields = make_fields(spec)
            sink, dest = self.parameterAsSink(parameters, name, context, fields, geometry_type, parcels.sourceCrs())
            if sink is None:  # this output was skipped
                continue
            for geometry, values in rows[name]:
                if feedback.isCanceled():
                    return results
                feature = QgsFeature(fields)
                if geometry is not None and not shapely.is_empty(geometry):
                    output = frame.to_layer(geometry)
                    if QgsWkbTypes.isMultiType(geometry_type):
                        output.convertToMultiType()
                    feature.setGeometry(output)
                feature.setAttributes(values)
                sink.addFeature(feature, QgsFeatureSink.FastInsert)
            results[name] = dest
            style_on_load(self, context, dest, name)
            feedback.setProgress(70 + 30 * (step + 1) / len(OUTPUTS))
        return results

    def _summarise(self, feedback, analysis, profile):
        """Per-parcel problems in the log, then the report and a per-tier summary."""
        for flag in analysis.flags:
            if flag.code in ("PARCEL_SKIPPED", "GEOMETRY_REPAIRED", "WATER_REPAIRED", "NO_ALLOCATION"):
                feedback.pushWarning(f"parcel {flag.parcel_id or '?'}: {flag.message}")
        feedback.pushInfo(analysis.summary())
        tiers = {}
        for allocation in analysis.allocations.values():
            if allocation is not None:
                tiers.setdefault(allocation.tier, []).append(allocation)
        for tier in sorted(tiers):
            group = tiers[tier]
            feedback.pushInfo(
                f"Tier {tier} ({profile.name}): {len(group)} parcels, {sum(a.lineal_ft for a in group):,.0f} lineal "
                f"ft, {sum(a.max_slips for a in group):,} slips, {sum(a.max_moorings for a in group):,} moorings at "
                f"most; {sum(not a.eligible for a in group)} below the tier's minimum.")


def _name(names, index):
    return None if index < 0 else names[index]
