"""The work of ``dockline:shorelineanalysis`` and its steps: read the layers into feet, run the engine, write
the outputs. Imported only when an algorithm runs, so that the plugin loads where shapely is missing."""

from __future__ import annotations

import itertools
import os
from collections import Counter
from dataclasses import dataclass, field
from typing import Callable

import numpy as np
from qgis.core import QgsFeature, QgsFeatureSink, QgsProcessingException, QgsVectorFileWriter, QgsWkbTypes

from ..rules import DocklineInputError, allocate_parcel
from ..rules.checks import FacilityChecker
from ..rules.inputs import PROPOSED, add_zoning_districts
from ..rules.lake import Flag, analyse_lake, cycle_collection_paused
from ..rules.outputs import CHECK_OUTPUTS, OUTPUTS, TERRAIN_OUTPUTS
from ..rules.profiles import Municipalities, Profile, parcel_municipalities
from ..rules.progress import Cancelled, Progress
from ..rules.rows import output_rows
from ..rules.vocabulary import FlagCode
from ..rules.wording import counted
from .allocation import split_districts
from .base import CANCELLED, as_bool, identifier, load_tier_maps, make_fields, plain, require_fields, tr, written_file
from .facility_inputs import FACILITY_LAYERS, read_proposal
from .frames import WorkingFrame
from .outlets import outlet_layers
from .styles import style_on_load
from .terrain_inputs import read_terrain, terrain_of

PARCEL_FIELDS = (
    "PARCEL_ID",
    "DISTRICT_FIELD",
    "LAND_USE_FIELD",
    "STEEP_SLOPE_FIELD",
    "MUNICIPALITY_FIELD",
    "ZONING_FIELD",
)
NO_ZONING_POLYGON = "no polygon of the zoning layer covers it: Tier 1 by default (§ 73-6A(1))"
DEFAULT_TOLERANCE = 10.0  # between parcel lines and the MHW, in the parcels layer's units

FILE_FORMATS = frozenset(QgsVectorFileWriter.supportedFormatExtensions())  # outputs that are files
WARNED = (  # flags that also go to the log as warnings
    FlagCode.PARCEL_SKIPPED,
    FlagCode.GEOMETRY_REPAIRED,
    FlagCode.WATER_REPAIRED,
    FlagCode.NO_ALLOCATION,
    FlagCode.NO_DISTRICT,
    FlagCode.WATER_PARCEL,
    FlagCode.FABRIC_OFFSET,
)


@dataclass
class Prepared:
    """The inputs read into feet (on the thread that owns the layers); ``compute`` may run on another thread."""

    municipalities: Municipalities  # each parcel's profile; PROFILE for those without a municipality
    frame: WorkingFrame
    parcels: object  # the parcels source
    ids: list
    geometries: np.ndarray
    water: list
    outlets: list
    tolerance_ft: float
    allocate_one: Callable
    proposal: object = None  # rules.proposal.Proposal, when facilities were given
    terrain: object = None  # rules.terrain.Terrain: the steep-slope values given, the DEM and bottom read
    analysis: object = None  # rules.lake.LakeAnalysis, once computed
    checker: object = None  # rules.checks.FacilityChecker
    checked: object = None  # rules.checks.CheckResult
    unzoned: frozenset = frozenset()  # parcels a ZONING layer was given for but which no zone covers


@dataclass
class Inputs:
    """What an analysis reads, by parameter name: the layers (PARCELS, WATER or SHORELINE, any of ZONING, OUTLETS
    and the facility layers) as feature sources, the fields chosen in them, the profile, and the tolerance in the
    parcels layer's units. The algorithms, and the panel from its choices, take it from parameters (``read_inputs``)."""

    profile: Profile
    layers: dict
    fields: dict
    tolerance: float = DEFAULT_TOLERANCE
    terrain: dict = field(default_factory=dict)  # DEM, BATHYMETRY (raster paths), the vertical unit and offset …
    tier_maps: dict = field(default_factory=dict)  # the TIER_MAP CSV by municipality (parse_tier_maps_csv)


def read_inputs(algorithm, parameters, context) -> Inputs:
    """The algorithm's parameters as ``Inputs``; a layer that cannot be read stops the run, naming it."""
    names = (algorithm.PARCELS, algorithm.WATER, algorithm.SHORELINE, algorithm.ZONING)
    layers = {"OUTLETS": outlet_layers(algorithm, parameters, context)}
    for name in names + (tuple(FACILITY_LAYERS) if algorithm.takes_facilities else ()):
        if parameters.get(name) in (None, ""):
            continue
        layers[name] = algorithm.parameterAsSource(parameters, name, context)
        if layers[name] is None:
            raise QgsProcessingException(algorithm.invalidSourceError(parameters, name))
    fields = {name: algorithm.parameterAsString(parameters, name, context) for name in PARCEL_FIELDS}
    if algorithm.takes_facilities:
        fields |= {
            name: algorithm.parameterAsString(parameters, name, context)
            for _, _, specification in FACILITY_LAYERS.values()
            for name, *_ in specification
        }
    tolerance = algorithm.parameterAsDouble(parameters, algorithm.TOLERANCE, context)
    return Inputs(
        algorithm.profile(parameters, context),
        layers,
        fields,
        tolerance,
        read_terrain(algorithm, parameters, context),
        load_tier_maps(algorithm.parameterAsFile(parameters, algorithm.TIER_MAP, context)),
    )


def run(algorithm, parameters, context, feedback):
    return run_prepared(algorithm, parameters, context, feedback)[0]


def run_prepared(algorithm, parameters, context, feedback):
    """(the output destinations, the ``Prepared`` run with its analysis). A cancelled run stops with an error
    that says so, having written nothing."""
    try:
        prepared = prepare(read_inputs(algorithm, parameters, context), context, feedback)
        if prepared is None:
            raise Cancelled("cancelled while reading the layers")
        compute(prepared, feedback)
        feedback.setProgress(70)
        with cycle_collection_paused():  # one feature and geometry object per output row, as in the engine
            results = write_outputs(algorithm, parameters, context, feedback, prepared)
    except Cancelled as error:
        raise QgsProcessingException(tr(CANCELLED)) from error
    _summarise(feedback, prepared)
    return results, prepared


def engine_progress(feedback) -> Progress:
    """The engine's ``Progress`` for a feedback: it stops once the feedback is cancelled, and each stage it
    starts becomes the progress text, the bar moving from 10 % towards 60 %."""
    started = itertools.count(1)

    def report(stage: str) -> None:
        feedback.setProgressText(tr(stage))
        feedback.setProgress(min(58, 10 + 6 * next(started)))

    return Progress(feedback.isCanceled, report)


def prepare(inputs: Inputs, context, feedback) -> Prepared | None:
    """Read every input layer into US survey feet; None if cancelled."""
    profile, fields = inputs.profile, inputs.fields
    parcels = _source(inputs, "PARCELS")
    water_name = "WATER" if "WATER" in inputs.layers else "SHORELINE"
    water = _source(inputs, water_name)
    frame = WorkingFrame(parcels, context, feedback, profile.settings.working_crs)
    tolerance_ft = inputs.tolerance  # feet whatever the CRS
    require_fields(parcels, {key: fields.get(key) for key in PARCEL_FIELDS if key != "ZONING_FIELD"}, "parcels")
    feedback.setProgressText(tr("Reading the layers"))
    features, geometries = frame.source_to_feet(parcels, feedback, "parcels")
    _, water_geometries = frame.source_to_feet(water, feedback, water_name.lower())
    outlets = _outlet_geometries(inputs, frame, feedback)
    ids = [identifier(f[fields["PARCEL_ID"]]) for f in features]
    districts = _districts(inputs, frame, feedback, features, ids, geometries)
    attributes = {pid: feature for pid, feature in zip(ids, features) if pid is not None}
    unzoned = frozenset(pid for pid in attributes if "ZONING" in inputs.layers and not districts.get(pid))
    land_use_field, steep_field = fields.get("LAND_USE_FIELD"), fields.get("STEEP_SLOPE_FIELD")
    steep_given = {
        pid: as_bool(feature[steep_field])
        for pid, feature in attributes.items()
        if steep_field and plain(feature[steep_field]) not in (None, "")
    }
    terrain = terrain_of(inputs, frame, feedback, steep_given)
    municipalities = _municipalities(inputs, attributes, feedback)

    def allocate_one(parcel_id, lineal_ft, steep_slope=False):
        feature = attributes[parcel_id]
        land_use = plain(feature[land_use_field]) if land_use_field else None
        return allocate_parcel(
            lineal_ft,
            districts.get(parcel_id, []),
            municipalities.of(parcel_id),
            land_use=land_use,
            steep_slope=steep_slope,
        )

    proposal = None
    if any(name in inputs.layers for name in PROPOSED):
        proposal = read_proposal(inputs.layers, fields, frame, feedback)
    if feedback.isCanceled():
        return None
    return Prepared(
        municipalities,
        frame,
        parcels,
        ids,
        geometries,
        [g for g in water_geometries if g is not None],
        outlets,
        tolerance_ft,
        allocate_one,
        proposal,
        terrain,
        unzoned=unzoned,
    )


def compute(prepared: Prepared, feedback) -> None:
    """The engine: the shoreline analysis, then the check of any proposal. Pure shapely: any thread. Raises
    ``Cancelled`` soon after the feedback is cancelled."""
    progress = engine_progress(feedback)
    feedback.setProgress(10)
    try:
        prepared.analysis = analyse_lake(
            prepared.water,
            list(zip(prepared.ids, prepared.geometries)),
            allocate_parcel=prepared.allocate_one,
            outlets=prepared.outlets,
            tolerance_ft=prepared.tolerance_ft,
            terrain=prepared.terrain,
            municipalities=prepared.municipalities,
            progress=progress,
        )
    except DocklineInputError as error:
        raise QgsProcessingException(str(error)) from error
    prepared.analysis.flags += [
        Flag(pid, FlagCode.NO_DISTRICT, None, None, NO_ZONING_POLYGON)
        for pid in sorted(prepared.unzoned & prepared.analysis.lineal.keys())
    ]
    feedback.setProgress(60)
    if prepared.proposal is not None:
        progress.check()
        feedback.setProgressText(tr("Checking the proposed facilities"))
        prepared.checker = FacilityChecker(prepared.analysis, prepared.municipalities, prepared.outlets)
        prepared.checked = prepared.checker.check(prepared.proposal, progress=progress)


GEOMETRY_NAMES = {
    QgsWkbTypes.GeometryType.PointGeometry: "points",
    QgsWkbTypes.GeometryType.LineGeometry: "lines",
    QgsWkbTypes.GeometryType.PolygonGeometry: "polygons",
    QgsWkbTypes.GeometryType.NullGeometry: "no geometry",
}
EXPECTED = {
    "PARCELS": (QgsWkbTypes.GeometryType.PolygonGeometry,),
    "WATER": (QgsWkbTypes.GeometryType.PolygonGeometry,),
    "SHORELINE": (QgsWkbTypes.GeometryType.LineGeometry,),
    "ZONING": (QgsWkbTypes.GeometryType.PolygonGeometry,),
}


def _source(inputs: Inputs, name: str):
    """The layer: given, of the right geometry type, and not empty; else the run stops, naming it."""
    source = inputs.layers.get(name)
    if source is None:
        raise QgsProcessingException(tr("{name}: no layer was given.").format(name=name))
    kind = QgsWkbTypes.geometryType(source.wkbType())
    if kind not in EXPECTED[name]:
        wanted = " or ".join(GEOMETRY_NAMES[k] for k in EXPECTED[name])
        raise QgsProcessingException(
            tr("{name}: needs {wanted}; the layer has {found}.").format(
                name=name, wanted=wanted, found=GEOMETRY_NAMES.get(kind, "unknown geometry")
            )
        )
    if source.featureCount() == 0:
        raise QgsProcessingException(tr("{name}: the layer has no features.").format(name=name))
    return source


def _outlet_geometries(inputs: Inputs, frame, feedback) -> list:
    """Every outlet of every OUTLETS layer, in feet (a layer without features adds none)."""
    geometries = []
    for layer in inputs.layers.get("OUTLETS", []):
        geometries += [g for g in frame.source_to_feet(layer, feedback, layer.name())[1] if g is not None]
    return geometries


def _municipalities(inputs: Inputs, attributes: dict, feedback) -> Municipalities:
    """Each parcel's municipality from MUNICIPALITY_FIELD, matched to a profile (D14); without the field, PROFILE
    for all. A value naming no profile stops the run, naming the parcels and the profiles known; parcels without
    a value take PROFILE, and the log says how many."""
    field_name = inputs.fields.get("MUNICIPALITY_FIELD")
    if not field_name:
        return Municipalities(inputs.profile)
    values = {pid: plain(feature[field_name]) for pid, feature in attributes.items()}
    try:
        municipalities = parcel_municipalities(values, inputs.profile, inputs.tier_maps)
    except DocklineInputError as error:
        raise QgsProcessingException(f"MUNICIPALITY_FIELD {field_name!r}: {error}") from error
    unset = sorted(pid for pid in values if pid not in municipalities.of_parcel)
    if unset:
        feedback.pushWarning(
            tr("{parcels} without a municipality in {field}: {name} applies to them ({ids}).").format(
                parcels=counted(len(unset), "parcel"),
                field=field_name,
                name=inputs.profile.name,
                ids=", ".join(unset[:10]),
            )
        )
    return municipalities


def _districts(inputs: Inputs, frame, feedback, features, ids, geometries) -> dict:
    """Each parcel's zoning districts: from its district field, and from the zoning polygons covering at
    least 1 % of it (smaller overlaps are digitising slivers)."""
    district_field, zoning_field = inputs.fields.get("DISTRICT_FIELD"), inputs.fields.get("ZONING_FIELD")
    districts = {
        pid: split_districts(f[district_field]) if district_field else []
        for pid, f in zip(ids, features)
        if pid is not None
    }
    if "ZONING" not in inputs.layers:
        return districts
    zoning = _source(inputs, "ZONING")
    require_fields(zoning, {"ZONING_FIELD": zoning_field}, "zoning")
    zones, zone_geometries = frame.source_to_feet(zoning, feedback, "zoning")
    names = [identifier(z[zoning_field]) for z in zones]
    return add_zoning_districts(districts, ids, geometries, names, zone_geometries)


def engine_rows(prepared: Prepared) -> dict:
    """The outputs' rows (geometry in feet, attributes) by output name: plain Python, any thread."""
    parcels = list(zip(prepared.ids, prepared.geometries))
    return output_rows(prepared.analysis, prepared.municipalities, parcels, prepared.checked)


def write_outputs(algorithm, parameters, context, feedback, prepared: Prepared, rows: dict | None = None):
    """The output layers, in the parcels layer's CRS, styled when they load; the findings and the parcel summary
    only where facilities were checked. ``rows``: the engine's rows, when already made (off the main thread).
    Every output's features are made first, where a cancel stops the run with nothing written; only then are the
    outputs replaced, all of them, so that a cancelled or failed run leaves the outputs of an earlier one whole."""
    frame, checked = prepared.frame, prepared.checked
    feedback.setProgressText(tr("Making the outputs"))
    rows = engine_rows(prepared) if rows is None else rows
    made = []
    for name in algorithm.outputs:
        if name in CHECK_OUTPUTS and checked is None:
            continue
        if name in TERRAIN_OUTPUTS and not (prepared.terrain.land or prepared.terrain.bottom):
            continue
        spec = OUTPUTS[name]
        fields, geometry_type = make_fields(spec.fields), QgsWkbTypes.parseType(spec.geometry_type)
        made.append((name, fields, geometry_type, _features(fields, geometry_type, frame, rows[name], feedback)))
        feedback.setProgress(70 + 20 * len(made) / len(algorithm.outputs))
    _require_writable(parameters, context, [name for name, *_ in made])
    if feedback.isCanceled():
        raise Cancelled("cancelled before the outputs were written")
    results = {}
    for name, fields, geometry_type, features in made:  # no cancel from here: each output is written whole
        crs = prepared.parcels.sourceCrs()
        sink, dest = algorithm.parameterAsSink(parameters, name, context, fields, geometry_type, crs)
        if sink is None:  # this output was skipped
            continue
        if not sink.addFeatures(features, QgsFeatureSink.Flag.FastInsert):
            raise QgsProcessingException(tr("{name}: cannot write to {dest}").format(name=name, dest=dest))
        results[name] = dest
        style_on_load(context, dest, name)
    feedback.setProgress(100)
    return results


def _features(fields, geometry_type, frame, rows: list, feedback) -> list:
    """One output's rows as features in the parcels layer's CRS; ``Cancelled`` as soon as the feedback is."""
    multi = QgsWkbTypes.isMultiType(geometry_type)
    features = []
    for output, (_, values) in zip(frame.to_layer([geometry for geometry, _ in rows]), rows):
        if feedback.isCanceled():
            raise Cancelled("cancelled while making the outputs")
        feature = QgsFeature(fields)
        if output is not None:
            if multi:
                output.convertToMultiType()
            feature.setGeometry(output)
        feature.setAttributes(values)
        features.append(feature)
    return features


def _require_writable(parameters, context, names: list) -> None:
    """Each file output's folder exists and may be written to, and so does the file if it exists; else the run
    stops before it replaces any output, naming the one that cannot be written."""
    for name in names:
        written = written_file(parameters.get(name), context)
        if written is None or os.path.splitext(written[0])[1].lstrip(".").lower() not in FILE_FORMATS:
            continue
        path = written[0]
        where = os.path.dirname(path)
        if not os.path.isdir(where) or not os.access(where, os.W_OK):
            problem = "does not exist" if not os.path.isdir(where) else "cannot be written to"
        elif os.path.exists(path) and not os.access(path, os.W_OK):
            where, problem = path, "cannot be written to"
        else:
            continue
        raise QgsProcessingException(
            tr("{name}: {where} {problem}; nothing was written, earlier outputs are left as they were.").format(
                name=name, where=where, problem=problem
            )
        )


def _summarise(feedback, prepared: Prepared):
    """Per-parcel problems in the log, then the report, a per-tier summary and the findings by rule."""
    analysis, municipalities, checked = prepared.analysis, prepared.municipalities, prepared.checked
    for flag in analysis.flags:
        if flag.code in WARNED:
            feedback.pushWarning(f"parcel {flag.parcel_id or '?'}: {flag.message}")
    feedback.pushInfo(analysis.summary())
    tiers = {}
    for pid, allocation in analysis.allocations.items():
        if allocation is not None:
            tiers.setdefault((municipalities.of(pid).name, allocation.tier), []).append(allocation)
    for (town, tier), group in sorted(tiers.items()):
        feedback.pushInfo(
            f"Tier {tier} ({town}): {counted(len(group), 'parcel')}, {sum(a.lineal_ft for a in group):,.0f} lineal "
            f"ft, {sum(a.max_slips for a in group):,} slips, {sum(a.max_moorings for a in group):,} moorings at "
            f"most; {sum(not a.eligible for a in group)} below the tier's minimum."
        )
    if checked is not None:
        by_rule = Counter((f.rule_id, f.citation, f.severity) for f in checked.findings)
        statuses = Counter(s.status for s in checked.summaries.values())
        feedback.pushInfo(
            f"Compliance check: {counted(len(checked.findings), 'finding')}; parcels "
            + ", ".join(f"{status} {count}" for status, count in sorted(statuses.items()))
            + "."
        )
        if len(municipalities.profiles) > 1:
            towns = Counter(municipalities.of(f.parcel_id).name for f in checked.findings)
            feedback.pushInfo("  by municipality: " + ", ".join(f"{t} {n}" for t, n in sorted(towns.items())) + ".")
        for (rule_id, citation, severity), count in sorted(by_rule.items()):
            feedback.pushInfo(f"  {rule_id} {citation}: {count} {severity}")
