"""The work of ``dockline:shorelineanalysis`` and its steps: read the layers into feet, run the engine, write
the outputs. Imported only when an algorithm runs, so that the plugin loads where shapely is missing."""

from __future__ import annotations

import itertools
from collections import Counter
from dataclasses import dataclass, field

from qgis.core import QgsFeatureRequest, QgsProcessingException, QgsVectorFileWriter, QgsWkbTypes

from ...rules import DocklineInputError
from ...rules.inputs import PROPOSED
from ...rules.law.profiles import Profile
from ...rules.law.vocabulary import FlagCode
from ...rules.outputs.schema import CHECK_OUTPUTS, EVERY_OUTPUT, LAYOUT_OUTPUTS, TERRAIN_OUTPUTS
from ...rules.run import LakeInputs, Parcels, Run, Zoning, require_geometries, run_lake
from ...rules.tools.collector import collector_paused
from ...rules.tools.progress import Cancelled, Progress
from ...rules.tools.wording import counted
from ..base import CANCELLED, load_tier_maps, make_fields, plain, require_fields, tr
from .facility_inputs import FACILITY_LAYERS, read_proposal
from .frames import WorkingFrame, labels
from .outlets import outlet_layers
from .sinks import AsideSinks
from .terrain_inputs import read_terrain, surfaces_of

PARCEL_FIELDS = (
    "PARCEL_ID",
    "DISTRICT_FIELD",
    "LAND_USE_FIELD",
    "STEEP_SLOPE_FIELD",
    "TIER_ELECTION_FIELD",
    "MUNICIPALITY_FIELD",
    "ZONING_FIELD",
)
DEFAULT_TOLERANCE = 10.0  # between parcel lines and the MHW, in the parcels layer's units

FILE_FORMATS = frozenset(QgsVectorFileWriter.supportedFormatExtensions())  # outputs that are files
WARNED = (  # flags that also go to the log as warnings
    FlagCode.PARCEL_SKIPPED,
    FlagCode.GEOMETRY_REPAIRED,
    FlagCode.WATER_REPAIRED,
    FlagCode.ZONING_REPAIRED,
    FlagCode.NO_ALLOCATION,
    FlagCode.NO_DISTRICT,
    FlagCode.WATER_PARCEL,
    FlagCode.FABRIC_OFFSET,
)


def _of_run(name: str) -> property:
    """What the run found (``Run.<name>``), None before it; settable (the panel's re-check replaces the check)."""

    def found(prepared):
        return None if prepared.run is None else getattr(prepared.run, name)

    def replace(prepared, value) -> None:
        setattr(prepared.run, name, value)

    return property(found, replace)


@dataclass
class Prepared:
    """The inputs read into feet (on the thread that owns the layers) and, once ``compute`` has run (on any
    thread), the run of ``rules.run``, whose findings the properties give (None before it)."""

    frame: WorkingFrame
    parcels: object  # the parcels source
    lake: LakeInputs
    proposal: object = None  # rules.checks.proposal.Proposal, when facilities were given
    run: Run | None = None

    analysis = _of_run("analysis")
    municipalities = _of_run("municipalities")
    terrain = _of_run("terrain")
    outlets = _of_run("outlets")
    checker = _of_run("checker")
    checked = _of_run("checked")


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


def run_prepared(algorithm, parameters, context, feedback, then=None):
    """(the output destinations, the ``Prepared`` run with its analysis). ``then(prepared)``: more of the run,
    after the analysis and check and before the outputs are written (the build-out). A cancelled run stops with
    an error that says so, having written nothing."""
    try:
        prepared = prepare(read_inputs(algorithm, parameters, context), context, feedback)
        if prepared is None:
            raise Cancelled("cancelled while reading the layers")
        compute(prepared, feedback)
        if then is not None:
            then(prepared)
        feedback.setProgress(70)
        with collector_paused():  # one feature and geometry object per output row, as in the engine
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


@collector_paused()  # one feature and geometry object per input feature, as in the engine
def prepare(inputs: Inputs, context, feedback) -> Prepared | None:
    """Read every input layer into US survey feet; None if cancelled. What is read is checked by the run."""
    fields = inputs.fields
    parcels = _layer(inputs, "PARCELS")
    water_name = "WATER" if "WATER" in inputs.layers else "SHORELINE"
    water_layer = _layer(inputs, water_name)
    lake = (water_name.lower(), water_layer)
    frame = WorkingFrame(parcels, context, feedback, inputs.profile.settings.working_crs, lake=lake)
    feedback.setProgressText(tr("Reading the layers"))
    named = {key: fields.get(key) for key in PARCEL_FIELDS if key != "ZONING_FIELD"}
    features, geometries = frame.source_to_feet(parcels, feedback, "parcels", _only(parcels, named.values()))
    parcel_labels = labels(features, "parcels")
    try:
        require_geometries("parcels", geometries, parcel_labels)  # the run's check, before the fields are looked for
    except DocklineInputError as error:
        raise QgsProcessingException(str(error)) from None
    require_fields(parcels, named, "parcels")
    lake_features, water = frame.source_to_feet(water_layer, feedback, water_name.lower(), _only(water_layer, ()))

    def column(key: str) -> list:
        name = fields.get(key)
        return attribute_column(parcels, features, name) if name else []

    lake = LakeInputs(
        inputs.profile,
        Parcels(
            column("PARCEL_ID"),
            geometries,
            column("DISTRICT_FIELD"),
            column("LAND_USE_FIELD"),
            column("STEEP_SLOPE_FIELD"),
            column("MUNICIPALITY_FIELD"),
            fields.get("MUNICIPALITY_FIELD") or None,
            tier_election=column("TIER_ELECTION_FIELD"),
            district_field=fields.get("DISTRICT_FIELD") or None,
            labels=parcel_labels,
        ),
        list(water),
        water_name.lower(),
        _outlet_geometries(inputs, frame, feedback),
        _zoning(inputs, frame, feedback),
        inputs.tier_maps,
        inputs.tolerance,  # feet whatever the CRS
        *surfaces_of(inputs, frame, feedback),
        water_labels=labels(lake_features, water_name.lower()),
    )
    proposal = None
    if any(name in inputs.layers for name in PROPOSED):
        proposal = read_proposal(inputs.layers, fields, frame, feedback)
    if feedback.isCanceled():
        return None
    return Prepared(frame, parcels, lake, proposal)


def compute(prepared: Prepared, feedback) -> None:
    """The run (``rules.run``): the shoreline analysis, then the check of any proposal. Pure shapely: any
    thread. Raises ``Cancelled`` soon after the feedback is cancelled."""
    feedback.setProgress(10)
    try:
        prepared.run = run_lake(prepared.lake, prepared.proposal, engine_progress(feedback))
    except DocklineInputError as error:
        raise QgsProcessingException(str(error)) from error
    feedback.setProgress(60)


def _layer(inputs: Inputs, name: str):
    """The layer given for a parameter, else the run stops, naming it."""
    source = inputs.layers.get(name)
    if source is None:
        raise QgsProcessingException(tr("{name}: no layer was given.").format(name=name))
    return source


def _outlet_geometries(inputs: Inputs, frame, feedback) -> list:
    """Every outlet of every OUTLETS layer, in feet (a layer without features adds none)."""
    geometries = []
    for layer in inputs.layers.get("OUTLETS", []):
        _, read = frame.source_to_feet(layer, feedback, layer.name(), _only(layer, ()))
        geometries += [g for g in read if g is not None]
    return geometries


def _zoning(inputs: Inputs, frame, feedback) -> Zoning | None:
    """The zoning polygons in feet with their district names, where a ZONING layer was given."""
    if "ZONING" not in inputs.layers:
        return None
    zoning, field_name = inputs.layers["ZONING"], inputs.fields.get("ZONING_FIELD")
    require_fields(zoning, {"ZONING_FIELD": field_name}, "zoning")
    zones, geometries = frame.source_to_feet(zoning, feedback, "zoning", _only(zoning, [field_name]))
    names = attribute_column(zoning, zones, field_name)
    return Zoning(names, geometries, labels(zones, "zoning"))


def _only(source, names) -> QgsFeatureRequest:
    """A request for every feature of the source with only the named fields' values (a layer may have many)."""
    return QgsFeatureRequest().setSubsetOfAttributes([name for name in names if name], source.fields())


def attribute_column(source, features: list, name: str) -> list:
    """The features' values of the source's field ``name``, as plain Python."""
    index = source.fields().lookupField(name)
    return [plain(feature.attribute(index)) for feature in features]


def engine_rows(prepared: Prepared) -> dict:
    """The outputs' rows (geometry in feet, attributes) by output name: plain Python, any thread."""
    return prepared.run.rows()


def write_outputs(algorithm, parameters, context, feedback, prepared: Prepared, rows: dict | None = None):
    """The output layers, in the parcels layer's CRS, styled when they load; the findings and the parcel summary
    only where facilities were checked. ``rows``: the engine's rows, when already made (off the main thread).
    Each output's features are made while the one before is written aside (``AsideSinks``); a cancel stops the run
    between two outputs, and the outputs are moved into place together only when all are written, so that a
    cancelled or failed run leaves the outputs of an earlier one whole."""
    frame, checked = prepared.frame, prepared.checked
    feedback.setProgressText(tr("Making the outputs"))
    rows = engine_rows(prepared) if rows is None else rows
    with AsideSinks(algorithm, parameters, context) as sinks:
        for done, name in enumerate(algorithm.outputs, 1):
            if name in CHECK_OUTPUTS and checked is None:
                continue
            if name in TERRAIN_OUTPUTS and not (prepared.terrain.land or prepared.terrain.bottom):
                continue
            if name in LAYOUT_OUTPUTS and prepared.run.layout is None:
                continue
            spec = EVERY_OUTPUT[name]
            fields, geometry_type = make_fields(spec.fields), QgsWkbTypes.parseType(spec.geometry_type)
            features = frame.to_features(rows[name], geometry_type, feedback)
            if feedback.isCanceled():
                raise Cancelled("cancelled before the outputs were written")
            sinks.write(name, fields, geometry_type, prepared.parcels.sourceCrs(), features)
            feedback.setProgress(70 + 20 * done / len(algorithm.outputs))
    feedback.setProgress(100)
    return sinks.results


def _summarise(feedback, prepared: Prepared):
    """Per-parcel problems in the log, then the report, a per-tier summary and the findings by rule."""
    analysis, municipalities, checked = prepared.analysis, prepared.municipalities, prepared.checked
    for notice in prepared.run.notices:
        feedback.pushWarning(tr(notice))
    for flag in analysis.flags:
        if flag.code in WARNED:
            feedback.pushWarning(f"parcel {flag.parcel_id or '?'}: {flag.message}")
    feedback.pushInfo(analysis.summary())
    tiers = {}
    for pid, allocation in analysis.allocations.items():
        if allocation is not None:
            tiers.setdefault((municipalities.of(pid).name, allocation.tier_label), []).append(allocation)
    for (town, tier), group in sorted(tiers.items()):
        feedback.pushInfo(
            f"Tier {tier} ({town}): {counted(len(group), 'parcel')}, {sum(a.lineal_ft for a in group):,.0f} lineal "
            f"ft, {counted(sum(a.max_slips for a in group), 'slip', spec=',')}, "
            f"{counted(sum(a.max_moorings for a in group), 'mooring', spec=',')} at most; "
            f"{sum(not a.eligible for a in group)} below the tier's minimum."
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
