"""The work of ``dockline:shorelineanalysis`` and its steps: read the layers into feet, run the engine, write
the outputs. Imported only when an algorithm runs, so that the plugin loads where shapely is missing."""

from collections import Counter
from dataclasses import dataclass
from typing import Callable

import numpy as np
import shapely
from qgis.core import QgsFeature, QgsFeatureSink, QgsProcessingException, QgsWkbTypes

from ..rules import ALLOCATION_FIELDS, DocklineInputError, allocate_parcel, allocation_record
from ..rules.arrays import geometry_array
from ..rules.checks import FacilityChecker
from ..rules.findings import finding_record, summary_record
from ..rules.lake import Flag, analyse_lake, cycle_collection_paused, repaired
from .allocation import split_districts
from .base import as_bool, identifier, make_fields, plain, require_fields
from .facility_inputs import PROPOSED, given, read_proposal
from .frames import WorkingFrame
from .shoreline_analysis import CHECK_OUTPUTS, MIN_DISTRICT_SHARE, OUTPUTS
from .styles import style_on_load

WARNED = (  # flags that also go to the log as warnings
    "PARCEL_SKIPPED",
    "GEOMETRY_REPAIRED",
    "WATER_REPAIRED",
    "NO_ALLOCATION",
    "NO_DISTRICT",
    "WATER_PARCEL",
    "FABRIC_OFFSET",
)


@dataclass
class Prepared:
    """The inputs read into feet (on the thread that owns the layers); ``compute`` may run on another thread."""

    profile: object
    frame: WorkingFrame
    parcels: object  # the parcels source
    ids: list
    geometries: np.ndarray
    water: list
    outlets: list
    tolerance_ft: float
    allocate_one: Callable
    proposal: object = None  # rules.proposal.Proposal, when facilities were given
    analysis: object = None  # rules.lake.LakeAnalysis, once computed
    checker: object = None  # rules.checks.FacilityChecker
    checked: object = None  # rules.checks.CheckResult
    unzoned: frozenset = frozenset()  # parcels a ZONING layer was given for but which no zone covers


def run(algorithm, parameters, context, feedback):
    prepared = prepare(algorithm, parameters, context, feedback)
    if prepared is None:
        return {}
    compute(prepared, feedback)
    feedback.setProgress(70)
    with cycle_collection_paused():  # one feature and geometry object per output row, as in the engine
        results = _write(algorithm, parameters, context, feedback, prepared)
    _summarise(feedback, prepared)
    return results


def prepare(algorithm, parameters, context, feedback) -> Prepared | None:
    """Read every input layer into US survey feet; None if cancelled."""
    profile = algorithm.profile(parameters, context)
    parcels = _source(algorithm, parameters, algorithm.PARCELS, context)
    water_name = algorithm.WATER if parameters.get(algorithm.WATER) not in (None, "") else algorithm.SHORELINE
    water = _source(algorithm, parameters, water_name, context)
    frame = WorkingFrame(parcels.sourceCrs(), parcels.sourceExtent(), context, feedback, profile.settings.working_crs)
    tolerance_ft = algorithm.parameterAsDouble(parameters, algorithm.TOLERANCE, context)  # feet whatever the CRS
    fields = {
        key: algorithm.parameterAsString(parameters, key, context)
        for key in (
            algorithm.PARCEL_ID,
            algorithm.DISTRICT_FIELD,
            algorithm.LAND_USE_FIELD,
            algorithm.STEEP_SLOPE_FIELD,
            algorithm.ZONING_FIELD,
        )
    }
    require_fields(parcels, {key: fields[key] for key in fields if key != algorithm.ZONING_FIELD}, "parcels")
    feedback.setProgressText(algorithm.tr("Reading the layers"))
    features, geometries = frame.source_to_feet(parcels, feedback, "parcels")
    _, water_geometries = frame.source_to_feet(water, feedback, water_name.lower())
    outlets = _optional_geometries(algorithm, parameters, algorithm.OUTLETS, context, frame, feedback)
    ids = [identifier(f[fields[algorithm.PARCEL_ID]]) for f in features]
    districts = _districts(algorithm, parameters, context, frame, feedback, features, ids, geometries, fields)
    attributes = {pid: feature for pid, feature in zip(ids, features) if pid is not None}
    zoned = parameters.get(algorithm.ZONING) not in (None, "")
    unzoned = frozenset(pid for pid in attributes if zoned and not districts.get(pid))

    def allocate_one(parcel_id, lineal_ft):
        feature = attributes[parcel_id]
        land_use = plain(feature[fields[algorithm.LAND_USE_FIELD]]) if fields[algorithm.LAND_USE_FIELD] else None
        steep = bool(fields[algorithm.STEEP_SLOPE_FIELD]) and as_bool(feature[fields[algorithm.STEEP_SLOPE_FIELD]])
        return allocate_parcel(lineal_ft, districts.get(parcel_id, []), profile, land_use=land_use, steep_slope=steep)

    proposal = None
    if algorithm.takes_facilities and any(given(parameters, name) for name in PROPOSED):
        proposal = read_proposal(algorithm, parameters, context, frame, feedback)
    if feedback.isCanceled():
        return None
    return Prepared(
        profile,
        frame,
        parcels,
        ids,
        geometries,
        [g for g in water_geometries if g is not None],
        outlets,
        tolerance_ft,
        allocate_one,
        proposal,
        unzoned=unzoned,
    )


def compute(prepared: Prepared, feedback) -> None:
    """The engine: the shoreline analysis, then the check of any proposal. Pure shapely: any thread."""
    feedback.setProgressText("Tie points, tie lines, facility areas")
    feedback.setProgress(10)
    try:
        prepared.analysis = analyse_lake(
            prepared.water,
            list(zip(prepared.ids, prepared.geometries)),
            allocate_parcel=prepared.allocate_one,
            outlets=prepared.outlets,
            tolerance_ft=prepared.tolerance_ft,
        )
    except DocklineInputError as error:
        raise QgsProcessingException(str(error)) from error
    prepared.analysis.flags += [
        Flag(pid, "NO_DISTRICT", None, None, "no polygon of the zoning layer covers it: Tier 1 by default (§ 73-6A(1))")
        for pid in sorted(prepared.unzoned & prepared.analysis.lineal.keys())
    ]
    feedback.setProgress(60)
    if prepared.proposal is not None:
        feedback.setProgressText("Checking the proposed facilities")
        prepared.checker = FacilityChecker(prepared.analysis, prepared.profile, prepared.outlets)
        prepared.checked = prepared.checker.check(prepared.proposal)


GEOMETRY_NAMES = {
    QgsWkbTypes.PointGeometry: "points",
    QgsWkbTypes.LineGeometry: "lines",
    QgsWkbTypes.PolygonGeometry: "polygons",
    QgsWkbTypes.NullGeometry: "no geometry",
}
EXPECTED = {
    "PARCELS": (QgsWkbTypes.PolygonGeometry,),
    "WATER": (QgsWkbTypes.PolygonGeometry,),
    "SHORELINE": (QgsWkbTypes.LineGeometry,),
    "ZONING": (QgsWkbTypes.PolygonGeometry,),
    "OUTLETS": (QgsWkbTypes.PointGeometry, QgsWkbTypes.LineGeometry, QgsWkbTypes.PolygonGeometry),
}


def _source(algorithm, parameters, name, context):
    """The parameter's layer: there, of the right geometry type, and not empty; else the run stops, naming it."""
    source = algorithm.parameterAsSource(parameters, name, context)
    if source is None:
        raise QgsProcessingException(algorithm.invalidSourceError(parameters, name))
    kind = QgsWkbTypes.geometryType(source.wkbType())
    if kind not in EXPECTED[name]:
        wanted = " or ".join(GEOMETRY_NAMES[k] for k in EXPECTED[name])
        raise QgsProcessingException(
            algorithm.tr(f"{name}: needs {wanted}; the layer has {GEOMETRY_NAMES.get(kind, 'unknown geometry')}.")
        )
    if source.featureCount() == 0:
        raise QgsProcessingException(algorithm.tr(f"{name}: the layer has no features."))
    return source


def _optional_geometries(algorithm, parameters, name, context, frame, feedback):
    if parameters.get(name) in (None, ""):
        return []
    _, geometries = frame.source_to_feet(_source(algorithm, parameters, name, context), feedback, name.lower())
    return [g for g in geometries if g is not None]


def _districts(algorithm, parameters, context, frame, feedback, features, ids, geometries, fields) -> dict:
    """Each parcel's zoning districts: from its district field, and from the zoning polygons covering at
    least 1 % of it (smaller overlaps are digitising slivers)."""
    district_field = fields[algorithm.DISTRICT_FIELD]
    districts = {
        pid: split_districts(f[district_field]) if district_field else []
        for pid, f in zip(ids, features)
        if pid is not None
    }
    if parameters.get(algorithm.ZONING) in (None, ""):
        return districts
    zoning = _source(algorithm, parameters, algorithm.ZONING, context)
    require_fields(zoning, {algorithm.ZONING_FIELD: fields[algorithm.ZONING_FIELD]}, "zoning")
    zones, zone_geometries = frame.source_to_feet(zoning, feedback, "zoning")
    names = [identifier(z[fields[algorithm.ZONING_FIELD]]) for z in zones]
    tree = shapely.STRtree(zone_geometries)  # a zone without geometry is left out of the tree
    polygons = np.array([None if g is None or g.is_empty else g if g.is_valid else repaired(g) for g in geometries])
    parcel_index, zone_index = tree.query(polygons, predicate="intersects")  # repaired as the engine repairs them
    shares = shapely.area(shapely.intersection(polygons[parcel_index], zone_geometries[zone_index])) / np.maximum(
        shapely.area(polygons[parcel_index]), 1e-9
    )
    for p, z, share in zip(parcel_index, zone_index, shares):
        if share >= MIN_DISTRICT_SHARE and ids[p] is not None and names[z] is not None:
            districts.setdefault(ids[p], []).append(names[z])
    return districts


def _write(algorithm, parameters, context, feedback, prepared: Prepared):
    """The output layers, in the parcels layer's CRS, styled when they load; the findings and the parcel summary
    only where facilities were checked."""
    frame, analysis, profile, checked = prepared.frame, prepared.analysis, prepared.profile, prepared.checked
    parcels, ids, geometries = prepared.parcels, prepared.ids, prepared.geometries
    name_of = analysis.parcel_ids
    shoreline = analysis.shoreline
    codes_of = {}
    for flag in analysis.flags:
        codes_of.setdefault(flag.parcel_id, set()).add(flag.code)
    flags_of = {pid: ",".join(sorted(codes)) for pid, codes in codes_of.items()}
    lineal = analysis.lineal
    runs_seen = {}
    rows = {name: [] for name in OUTPUTS}
    tie_points = shapely.points(np.array([tie.point for tie in shoreline.tie_points]).reshape(-1, 2))
    for index, (tie, point) in enumerate(zip(shoreline.tie_points, tie_points)):
        rows["TIE_POINTS"].append(
            (point, [index + 1, tie.ring + 1, _name(name_of, tie.before), _name(name_of, tie.after), tie.snap_ft])
        )
    chords = [run for run in shoreline.runs if run.chord is not None]
    for run, length in zip(chords, shapely.length(geometry_array([run.chord for run in chords])).tolist()):
        pid = name_of[run.parcel]
        runs_seen[pid] = runs_seen.get(pid, 0) + 1
        rows["TIE_LINES"].append((run.chord, [pid, runs_seen[pid], length, lineal[pid]]))
    line_geometries = analysis.line_geometries()
    for index, (line, geometry, length) in enumerate(
        zip(shoreline.lines, line_geometries, shapely.length(line_geometries).tolist())
    ):
        left = name_of[line.parcels[-1]]
        right = name_of[line.parcels[0]] if len(line.parcels) == 2 else None
        rows["FACILITY_AREA_LINES"].append(
            (
                geometry,
                [
                    index + 1,
                    left,
                    right,
                    line.waterside_angle_deg,
                    line.direction_deg,
                    line.waterside_angle_deg is None,
                    length,
                ],
            )
        )
    zones = analysis.zones
    areas = shapely.area(geometry_array([zone.area for zone in zones])).tolist()
    lengths = shapely.length(geometry_array([zone.distance_line for zone in zones])).tolist()
    envelope_areas = shapely.area(geometry_array([zone.envelope for zone in zones])).tolist()
    for zone, area, length, envelope_area in zip(zones, areas, lengths, envelope_areas):
        pid = name_of[zone.parcel]
        allocation = analysis.allocations[pid]
        rows["FACILITY_AREAS"].append((zone.area, [pid, zone.zone, zone.depth_ft, area, flags_of.get(pid, "")]))
        rows["DISTANCE_LINES"].append((zone.distance_line, [pid, zone.zone, zone.depth_ft, length]))
        rows["SETBACK_ENVELOPES"].append(
            (zone.envelope, [pid, zone.zone, allocation.fal_setback_ft, allocation.outlet_setback_ft, envelope_area])
        )
    citations, status = {}, analysis.status
    for pid, geometry in zip(ids, geometries):
        if pid is None or pid not in status:
            continue
        allocation = analysis.allocations.get(pid)
        record = allocation_record(allocation, profile, citations) if allocation is not None else {}
        rows["ALLOCATION"].append((geometry, [pid, status[pid], *[record.get(name) for name, _ in ALLOCATION_FIELDS]]))
    where = np.array([flag.where if flag.where else (np.nan, np.nan) for flag in analysis.flags]).reshape(-1, 2)
    points = np.where(np.isnan(where[:, 0]), None, shapely.points(where))  # a flag may have no place
    for flag, point in zip(analysis.flags, points):
        rows["FLAGS"].append((point, [flag.parcel_id, flag.code, flag.value, flag.message]))
    if checked is not None:
        rows["FINDINGS"] = [(finding.geometry, finding_record(finding)) for finding in checked.findings]
        parcel_of = dict(zip(ids, geometries))
        rows["PARCEL_SUMMARY"] = [
            (parcel_of.get(pid), summary_record(summary)) for pid, summary in checked.summaries.items()
        ]
    results = {}
    for step, name in enumerate(algorithm.outputs):
        if name in CHECK_OUTPUTS and checked is None:
            continue
        _, geometry_type, spec = OUTPUTS[name]
        fields = make_fields(spec)
        sink, dest = algorithm.parameterAsSink(parameters, name, context, fields, geometry_type, parcels.sourceCrs())
        if sink is None:  # this output was skipped
            continue
        multi = QgsWkbTypes.isMultiType(geometry_type)
        outputs = frame.to_layer([geometry for geometry, _ in rows[name]])
        feature = QgsFeature(fields)  # one feature, refilled: the sink keeps a copy of each
        for output, (_, values) in zip(outputs, rows[name]):
            if feedback.isCanceled():
                return results
            if output is None:
                feature.clearGeometry()
            else:
                if multi:
                    output.convertToMultiType()
                feature.setGeometry(output)
            feature.setAttributes(values)
            sink.addFeature(feature, QgsFeatureSink.FastInsert)
        results[name] = dest
        style_on_load(context, dest, name)
        feedback.setProgress(70 + 30 * (step + 1) / len(algorithm.outputs))
    return results


def _summarise(feedback, prepared: Prepared):
    """Per-parcel problems in the log, then the report, a per-tier summary and the findings by rule."""
    analysis, profile, checked = prepared.analysis, prepared.profile, prepared.checked
    for flag in analysis.flags:
        if flag.code in WARNED:
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
            f"most; {sum(not a.eligible for a in group)} below the tier's minimum."
        )
    if checked is not None:
        by_rule = Counter((f.rule_id, f.citation, f.severity) for f in checked.findings)
        statuses = Counter(s.status for s in checked.summaries.values())
        feedback.pushInfo(
            f"Compliance check: {len(checked.findings)} findings; parcels "
            + ", ".join(f"{status} {count}" for status, count in sorted(statuses.items()))
            + "."
        )
        for (rule_id, citation, severity), count in sorted(by_rule.items()):
            feedback.pushInfo(f"  {rule_id} {citation}: {count} {severity}")


def _name(names, index):
    return None if index < 0 else names[index]
