"""The shoreline analysis, the compliance check and the build-out on GeoDataFrames, for notebooks and servers (no
QGIS).

``analyse`` reads the layers as the Processing algorithms do (same checks, same messages), runs the engine in US
survey feet (D16) and returns every output as a GeoDataFrame in the parcels' CRS with the Processing outputs'
fields; ``check`` adds the findings and the parcel summary; ``buildout`` lays out what the law allows;
``Result.to_file`` and ``BuildOut.to_file`` write one styled GeoPackage.
"""

from __future__ import annotations

import dataclasses
import functools
import importlib.util
import os
import sqlite3
import tempfile
import textwrap
from collections import Counter
from collections.abc import Mapping, Sequence

import geopandas as gpd
import numpy as np
import pandas as pd
import shapely

from ..about import PLUGIN_DIR
from ..rules import DocklineInputError, get_profile
from ..rules.buildout.design import Design
from ..rules.checks.findings import VIOLATION
from ..rules.checks.proposal import Proposal
from ..rules.inputs import FACILITY_FIELDS, facility_columns, proposal_from_rows
from ..rules.law.calendar import deadline_rows, parse_date, permit_calendar, with_closed_days
from ..rules.law.profiles import parse_tier_maps_csv, read_tier_maps
from ..rules.law.vocabulary import Status
from ..rules.outputs.schema import CHECK_OUTPUTS, DEADLINES, EVERY_OUTPUT, LAYOUT_OUTPUTS, OUTPUTS, TERRAIN_OUTPUTS
from ..rules.outputs.targets import (
    NO_SYNC,
    check_plan,
    file_target,
    is_database,
    output_targets,
    refuse_overlaps,
    require_encodings,
    source_target,
    written_aside,
)
from ..rules.run import (
    EXPECTED,
    LakeInputs,
    Parcels,
    Run,
    Zoning,
    require_geometries,
    run_lake,
    without_unplaced,
)
from ..rules.tools.arrays import one_part_multi
from ..rules.tools.collector import collector_paused
from ..rules.tools.progress import NEVER, Progress
from ..rules.tools.units import Frame, frame_for, require_crs, require_on_earth
from ..rules.tools.values import feature_label, feature_labels, require_fields, require_known
from ..rules.tools.wording import counted
from . import postgis, terrain

STYLE_DIR = os.path.join(PLUGIN_DIR, "resources", "styles")
SOURCES = "dockline_sources"  # a frame's attrs: the files (rules.outputs.targets) it was read from
PANDAS_TYPES = {str: object, int: "Int64", float: "float64", bool: "boolean"}


def read_layer(path: str, layer: str | None = None, *, name: str = "layer") -> gpd.GeoDataFrame:
    """A file's layer (any format GDAL reads), or a PostGIS table (``path`` a connection as GDAL writes it,
    ``PG:dbname=lake host=...``, ``layer`` the table, ``schema.table``), as a GeoDataFrame; a clear message when it
    cannot be read."""
    source = source_target(name, path, layer)  # what an output must not replace
    if is_database(path):
        frame = postgis.read_table(path, source, functools.partial(_read_file, name=name))
        frame.attrs[SOURCES] = [source]
        return frame
    if not os.path.exists(path):
        raise DocklineInputError(f"{name}: no file {path}")
    require_encodings([source])
    if layer is None:
        _require_one_layer(path, name)
    frame = _read_file(path, layer, name=name)
    frame.attrs[SOURCES] = [source]
    return frame


def _require_one_layer(path: str, name: str) -> None:
    """A file named without its layer holds one: GDAL would read the first of several (the sample's boats given
    as the outlets, say) without a word."""
    import pyogrio

    try:
        layers = [str(row[0]) for row in pyogrio.list_layers(path)]
    except (pyogrio.errors.DataSourceError, ValueError):
        return  # not a vector file GDAL opens: reading it says why
    if len(layers) > 1:
        listed = ", ".join(layers[:12]) + (", …" if len(layers) > 12 else "")
        raise DocklineInputError(
            f"{name}: {path} holds {len(layers)} layers ({listed}): name the one to read, as FILE:LAYER on the "
            "command line or read_layer's layer"
        )


def _read_file(path: str, layer: str | None, *, name: str) -> gpd.GeoDataFrame:
    import pyogrio

    try:
        return pyogrio.read_dataframe(path, layer=layer, fid_as_index=True, use_arrow=arrow())
    except (pyogrio.errors.DataSourceError, pyogrio.errors.DataLayerError, ValueError) as error:
        try:
            layers = ", ".join(str(row[0]) for row in pyogrio.list_layers(path)) or "none"
        except (pyogrio.errors.DataSourceError, ValueError):
            layers = "none GDAL can read"
        raise DocklineInputError(
            f"{name}: cannot read {path}" + (f" layer {layer!r}" if layer else "") + f" ({error}; its layers: {layers})"
        ) from None
    except shapely.errors.GEOSException as error:  # a curved geometry (an arc) is a WKB type GEOS does not read
        raise DocklineInputError(
            f"{name}: cannot read the geometries of {path}" + (f" layer {layer!r}" if layer else "") + f" ({error}): "
            "arcs (curved geometries) are read only in QGIS; make them straight first, e.g. with "
            f"ogr2ogr -nlt CONVERT_TO_LINEAR straight.gpkg {path}"
        ) from None


@functools.cache
def arrow() -> bool:
    """Whether pyogrio reads and writes through Arrow, a quarter faster than feature by feature: pyarrow is there and
    GDAL is 3.8.3 or newer (pyogrio's wheels: an older system GDAL writes no Arrow and misreads booleans)."""
    import pyogrio

    return importlib.util.find_spec("pyarrow") is not None and pyogrio.__gdal_version__ >= (3, 8, 3)


@dataclasses.dataclass
class Result:
    """The outputs of ``analyse`` (and ``check``) as GeoDataFrames in the parcels' CRS; ``notices`` says what
    was reprojected or assumed. ``steep_slopes`` and ``depth_extensions`` are None without a DEM or a bottom,
    ``findings`` and ``parcel_summary`` until facilities are checked."""

    tie_points: gpd.GeoDataFrame
    tie_lines: gpd.GeoDataFrame
    facility_area_lines: gpd.GeoDataFrame
    facility_areas: gpd.GeoDataFrame
    distance_lines: gpd.GeoDataFrame
    setback_envelopes: gpd.GeoDataFrame
    allocation: gpd.GeoDataFrame
    flags: gpd.GeoDataFrame
    steep_slopes: gpd.GeoDataFrame | None = None
    depth_extensions: gpd.GeoDataFrame | None = None
    findings: gpd.GeoDataFrame | None = None
    parcel_summary: gpd.GeoDataFrame | None = None
    notices: list = dataclasses.field(default_factory=list)
    sources: list = dataclasses.field(default_factory=list)  # files read (rules.outputs.targets), never written over
    engine: _Engine | None = dataclasses.field(default=None, repr=False)  # what ``check`` needs

    def outputs(self) -> dict[str, gpd.GeoDataFrame]:
        """Output name (as in Processing) → GeoDataFrame, for each output there is."""
        return {name: frame for name in OUTPUTS if (frame := getattr(self, name.lower(), None)) is not None}

    def to_file(self, path: str) -> str:
        """Every output as a layer of one GeoPackage, or tables of a PostGIS schema (``write_outputs``)."""
        return write_outputs(self.outputs(), self.sources, path)

    def summary(self) -> str:
        """Parcels by tier and status, and the findings by rule: one screen."""
        allocation = self.allocation
        lines = [f"{counted(len(allocation), 'parcel')}: " + _counts(allocation["status"])]
        adjoining = allocation[allocation["status"] == Status.ADJOINING]
        for tier, group in adjoining.groupby("tier", dropna=True):
            lines.append(
                f"  Tier {tier}: {counted(len(group), 'parcel')}, {group['lineal_ft'].sum():,.0f} lineal ft, "
                f"{counted(int(group['max_slips'].sum()), 'slip', spec=',')}, "
                f"{counted(int(group['max_moorings'].sum()), 'mooring', spec=',')} at most"
            )
        lines.append("Flags: " + (_counts(self.flags["code"]) or "none"))
        if self.findings is not None and self.parcel_summary is not None:  # both made by ``check``
            lines.append(f"Findings: {len(self.findings)}; parcels " + _counts(self.parcel_summary["status"]))
            by_rule = Counter(zip(self.findings["rule_id"], self.findings["severity"]))
            listing = ", ".join(
                f"{rule} {n}" + ("" if severity == VIOLATION else f" {severity}")
                for (rule, severity), n in sorted(by_rule.items())
            )
            lines += textwrap.wrap("By rule (violations unless said): " + listing, 110, subsequent_indent="  ")
        return "\n".join(lines)


@dataclasses.dataclass
class BuildOut:
    """The build-out of ``buildout`` as GeoDataFrames in the parcels' CRS, in the fields of the Processing
    algorithm's outputs: ``layout_docks`` and ``layout_moorings`` (checkfacilities' own fields, ready for ``check``)
    and ``buildout_summary``, a row per parcel; ``totals``, the lake-wide lines by tier and municipality, and
    ``left_out``, what the check found a violation in and left out."""

    layout_docks: gpd.GeoDataFrame
    layout_moorings: gpd.GeoDataFrame
    buildout_summary: gpd.GeoDataFrame
    totals: list = dataclasses.field(default_factory=list)
    left_out: list = dataclasses.field(default_factory=list)
    notices: list = dataclasses.field(default_factory=list)
    sources: list = dataclasses.field(default_factory=list)  # files read, never written over

    def outputs(self) -> dict[str, gpd.GeoDataFrame]:
        """Output name (as in Processing) → GeoDataFrame."""
        return {name: getattr(self, name.lower()) for name in LAYOUT_OUTPUTS}

    def to_file(self, path: str) -> str:
        """The three layers in one GeoPackage, or tables of a PostGIS schema (``write_outputs``)."""
        return write_outputs(self.outputs(), self.sources, path)


def write_outputs(outputs: dict[str, gpd.GeoDataFrame], sources: list, path: str) -> str:
    """Each output as a layer of one GeoPackage (named as the output, in lower case), each with the plugin's style
    stored as its default (QGIS loads it styled). An existing file is replaced, only once the new one is complete;
    a file the outputs were read from (``sources``, ``read_layer``) is refused before anything is written. ``path``
    may be a PostGIS connection (``PG:dbname=lake host=... active_schema=results``): the outputs are then tables of
    that schema (public without one), copied from that GeoPackage once it is complete, each replacing a table of
    its name."""
    import pyogrio

    output = output_targets("path", os.fspath(path), outputs)
    refuse_overlaps(sources, output)  # the sources' text encodings were checked as read_layer read them
    check_plan([], output, geopackage=True)
    if is_database(path):
        with tempfile.TemporaryDirectory(prefix="dockline-postgis-") as folder:
            written = write_outputs(outputs, sources, os.path.join(folder, "outputs.gpkg"))
            postgis.write_tables(written, path, {name.lower(): table for name, table in zip(outputs, output)})
        return os.fspath(path)
    before = pyogrio.get_gdal_config_option(NO_SYNC)
    pyogrio.set_gdal_config_options({NO_SYNC: "OFF"})  # a new file, flushed once as it is moved
    options = {"driver": "GPKG", "use_arrow": arrow(), "VERSION": "1.2"}
    try:
        with written_aside() as aside:
            written = aside.path_for(os.fspath(path))
            for name, frame in outputs.items():
                pyogrio.write_dataframe(frame, written, layer=name.lower(), **options)
            store_styles(written, [name.lower() for name in outputs])
    finally:
        pyogrio.set_gdal_config_options({NO_SYNC: before})
    return os.fspath(path)


def _counts(values) -> str:
    return ", ".join(f"{key} {count}" for key, count in sorted(Counter(values).items()))


@dataclasses.dataclass
class _Engine:
    """The run, and the frame to feet and back."""

    run: Run
    frame: Frame
    crs: object
    proposal: Proposal | None = None  # the facilities this result checked (``check``), which a build-out keeps


def analyse(
    parcels: gpd.GeoDataFrame,
    water: gpd.GeoDataFrame | None = None,
    shoreline: gpd.GeoDataFrame | None = None,
    *,
    parcel_id: str = "parcel_id",
    districts: str | None = None,
    zoning: gpd.GeoDataFrame | None = None,
    zoning_field: str | None = None,
    land_use: str | None = None,
    steep_slope: str | None = None,
    tier_election: str | None = None,
    outlets=(),
    profile: str = "south_bristol",
    tier_map: dict | str | None = None,
    tolerance_ft: float = 10.0,
    municipality: str | None = None,
    tier_maps: dict | None = None,
    dem: str | os.PathLike | None = None,
    bathymetry: str | os.PathLike | gpd.GeoDataFrame | None = None,
    soundings_field: str | None = None,
    soundings_level_ft: float | None = None,
    vertical_unit: str = "US survey foot",
    vertical_offset_ft: float = 0.0,
    should_stop=None,
) -> Result:
    """§§ 73-5 to 73-8, 73-13 and 73-15 for every parcel: tie points, tie lines, facility area lines and areas,
    distance lines, setback envelopes, allocation and flags. The water as polygons (``water``, islands as
    holes) or as closed MHW lines (``shoreline``); the districts from a parcels column (``districts``, several
    separated by ``;``) and/or zoning polygons (``zoning`` with ``zoning_field``); ``outlets`` one layer or
    several; ``tier_map`` a ``{district: tier}`` dict or the path of a ``district,tier`` CSV (or ``tier_maps``, by
    municipality: ``parse_tier_maps_csv``); ``tier_election`` the column of the tier, 2 or 3, a parcel names where a
    district gives it both (§ 73-15D, D19). The whole lake at once: ``municipality`` names the parcels' column of
    their municipalities; each parcel then takes its own town's profile and tier map (``profile`` those without).
    Terrain (§ 73-5 STEEP SLOPE, § 73-9C(1)(d), § 73-13H): ``dem`` a raster of land elevations for steep slopes
    (a ``steep_slope`` value given wins), ``bathymetry`` a raster of bottom elevations or soundings (points with
    their elevation, or depth below ``soundings_level_ft``, in ``soundings_field``) for the depth extension, which
    ``check`` then applies; the rasters' ``vertical_unit`` (US survey foot, foot, metre) and ``vertical_offset_ft``
    (added) bring them to the law's datum (D17).

    ``should_stop``, a callable asked between the engine's steps, stops the run with ``Cancelled`` when it says
    yes."""
    if (water is None) == (shoreline is None):
        raise DocklineInputError(
            "Give the water as water (polygons) or the MHW as shoreline (closed lines): "
            f"{'both were' if water is not None else 'neither was'} given."
        )
    if zoning is not None and not zoning_field:
        raise DocklineInputError("zoning needs zoning_field: the field that holds each polygon's district.")
    raster = dem is not None or (bathymetry is not None and not isinstance(bathymetry, pd.DataFrame))
    _require_with(
        ("zoning_field (--zoning-field)", bool(zoning_field), "zoning (--zoning), the polygons it names a field of",
         zoning is not None),
        ("soundings_level_ft (--soundings-level)", soundings_level_ft is not None,
         "soundings_field (--soundings-field), the depths taken at that level", bool(soundings_field)),
        ("vertical_offset_ft (--vertical-offset)", bool(vertical_offset_ft),
         "a raster, dem (--dem) or bathymetry (--bathymetry), whose elevations it moves", raster),
    )  # fmt: skip
    maps = tier_maps if tier_maps is not None else _tier_maps(tier_map)
    chosen = get_profile(profile)
    labels = _require(
        parcels,
        "parcels",
        {
            "parcel_id": parcel_id,
            "districts": districts,
            "land_use": land_use,
            "steep_slope": steep_slope,
            "tier_election": tier_election,
            "municipality": municipality,
        },
    )
    require_geometries("parcels", parcels.geometry.values, labels)  # before the frame is read from their extent
    water_name, water_layer = ("water", water) if water is not None else ("shoreline", shoreline)
    water_labels = _require(water_layer, water_name)
    frame = _frame(parcels, water_layer, water_name, chosen)
    notices = [frame.notice] if frame.notice else []
    geometries = _to_feet(parcels, parcels.crs, frame, notices, "parcels", labels)
    zones = None
    if zoning is not None:
        zone_labels = _require(zoning, "zoning", {"zoning_field": zoning_field})
        zones = Zoning(
            _values(zoning, zoning_field),
            _to_feet(zoning, parcels.crs, frame, notices, "zoning", zone_labels),
            zone_labels,
        )
    vertical = (frame, vertical_unit, vertical_offset_ft)
    land = None if dem is None else terrain.raster(dem, "dem", *vertical)
    lake = LakeInputs(
        chosen,
        Parcels(
            _values(parcels, parcel_id),
            geometries,
            _values(parcels, districts),
            _values(parcels, land_use),
            _values(parcels, steep_slope),
            _values(parcels, municipality),
            municipality,
            tier_election=_values(parcels, tier_election),
            district_field=districts,
            labels=labels,
        ),
        list(_to_feet(water_layer, parcels.crs, frame, notices, water_name, water_labels)),
        water_name,
        _outlets(outlets, parcels, frame, notices),
        zones,
        maps,
        tolerance_ft,
        land,
        _bottom(bathymetry, soundings_field, soundings_level_ft, parcels.crs, vertical, notices, (dem, land)),
        water_labels=water_labels,
    )
    with collector_paused():
        run = run_lake(lake, progress=_progress(should_stop))
        engine = _Engine(run, frame, parcels.crs)
        skipped = CHECK_OUTPUTS + (TERRAIN_OUTPUTS if lake.land is None and lake.bottom is None else ())
        rows = run.rows()
        frames = _frames(engine, {name: rows[name] for name in OUTPUTS if name not in skipped})
    notices += run.notices
    sources = _sources(parcels, water_layer, zoning, bathymetry, *_layers(outlets))
    sources += [
        file_target(name, raster)
        for name, raster in (("dem", dem), ("bathymetry", bathymetry))
        if isinstance(raster, (str, os.PathLike))
    ]
    if isinstance(tier_map, (str, os.PathLike)):
        sources.append(file_target("tier_map", tier_map))
    return Result(**frames, notices=notices, sources=sources, engine=engine)


def check(
    result: Result,
    docks: gpd.GeoDataFrame | None = None,
    moorings: gpd.GeoDataFrame | None = None,
    structures: gpd.GeoDataFrame | None = None,
    boats: gpd.GeoDataFrame | None = None,
    buildings: gpd.GeoDataFrame | None = None,
    variances: pd.DataFrame | None = None,
    certificates: pd.DataFrame | None = None,
    consolidations: pd.DataFrame | None = None,
    exemptions: pd.DataFrame | None = None,
    *,
    fields: dict | None = None,
    should_stop=None,
) -> Result:
    """The proposed facilities checked against each parcel's allocation, facility area and setbacks (§§ 73-8 to
    73-16): the result of ``analyse`` with ``findings`` and ``parcel_summary``. ``fields`` maps a field parameter
    of the Processing algorithm (e.g. ``DOCK_ID_FIELD``) to your own column name; the defaults are Dockline's.
    ``should_stop`` as in ``analyse``."""
    engine = getattr(result, "engine", None)
    if engine is None:
        raise DocklineInputError("check needs the result of dockline.analyse")
    layers = {
        "DOCKS": docks,
        "MOORINGS": moorings,
        "STRUCTURES": structures,
        "BOATS": boats,
        "BUILDINGS": buildings,
        "VARIANCES": variances,
        "CERTIFICATES": certificates,
        "CONSOLIDATIONS": consolidations,
        "EXEMPTIONS": exemptions,
    }
    if all(layers[name] is None for name in ("DOCKS", "MOORINGS", "STRUCTURES")):
        raise DocklineInputError("Give at least one of docks, moorings or structures to check.")
    chosen = dict(fields or {})
    require_known(chosen, [name for spec in FACILITY_FIELDS.values() for name, *_ in spec], "check's fields")
    notices = list(result.notices)

    def rows(layer):
        table = layers[layer]
        if table is None:
            return
        label = layer.lower()
        labels = _require(table, label, geometry=label in EXPECTED)
        geometry_column = getattr(table, "_geometry_column_name", None)
        named, assumed = facility_columns(layer, [c for c in table.columns if c != geometry_column], chosen)
        notices.extend(assumed)
        mapped = drawn(table)  # any table's geometries, as Processing reads them (certificates: D15's footprints)
        geometries = (
            _to_feet(table, engine.crs, engine.frame, notices, label, labels) if mapped else [None] * len(table)
        )
        columns = {name: _values(table, column) for name, column in named.items()}
        for position, (feature, geometry) in enumerate(zip(labels, geometries)):
            yield feature, {n: v[position] for n, v in columns.items()}, geometry

    proposal = proposal_from_rows(rows)
    with collector_paused():
        engine.run.check(proposal, progress=_progress(should_stop))
        made = engine.run.rows()
        frames = _frames(engine, {name: made[name] for name in CHECK_OUTPUTS})
    sources = result.sources + _sources(*layers.values())
    checked = dataclasses.replace(engine, proposal=proposal)
    return dataclasses.replace(result, **frames, notices=notices, sources=sources, engine=checked)


def buildout(
    result: Result,
    boat_length_ft: float = 24.0,
    rode_ft: float = 30.0,
    parcels=None,
    *,
    should_stop=None,
) -> BuildOut:
    """The docks and moorings the law allows on each adjoining parcel (only ``parcels``, their ids, where given),
    placed where they keep every rule (``rules.buildout``): a 6-ft main walkway square to the MHW (D9) with a
    finger per slip, moorings whose swing circles (``boat_length_ft`` plus ``rode_ft``, D11) lie inside the lines.
    The whole layout is checked as ``check`` checks a proposal, and anything the check finds a violation in is left
    out and named. The facilities ``check`` was given for ``result`` are kept: they use their parcel's allowance
    and water. ``should_stop`` as in ``analyse``."""
    engine = getattr(result, "engine", None)
    if engine is None:
        raise DocklineInputError("buildout needs the result of dockline.analyse (or dockline.check)")
    design = Design(boat_length_ft, rode_ft)
    run = engine.run
    said = len(run.notices)
    chosen = [parcels] if isinstance(parcels, (str, int)) else parcels
    with collector_paused():  # this result's facilities kept, not those of another check on the same run
        layout = run.build_out(design, chosen, engine.proposal or Proposal(), _progress(should_stop))
        frames = _frames(engine, run.layout_rows())
    return BuildOut(
        **frames,
        totals=layout.totals(lambda pid: run.municipalities.of(pid).name),
        left_out=list(layout.left_out),
        notices=result.notices + run.notices[said:],
        sources=list(result.sources),
    )


def calendar(table, as_of=None, *, profile: str = "south_bristol", closed_days=()) -> pd.DataFrame:
    """The officer's calendar of a permits table (a DataFrame, rows as mappings, or a file ``read_layer`` reads;
    one row per site-plan application): each application's steps with the day each is due and where it stands on
    ``as_of`` (a date or YYYY-MM-DD; today where not given), as the Processing algorithm's DEADLINES table; a value
    that cannot be read is an INPUT row naming the row and the column. ``closed_days``: the municipality's own
    closed days besides New York's public holidays (dates, or YYYY-MM-DD separated by commas)."""
    day = None if as_of is None else parse_date(as_of, "as_of")
    if isinstance(table, (str, os.PathLike)):
        table = read_layer(os.fspath(table), name="permits")
    if isinstance(table, Mapping):  # columns → their values
        table = pd.DataFrame(table)
    if isinstance(table, pd.DataFrame):
        twice = sorted({str(c) for c in table.columns[table.columns.duplicated()]})
        if twice:
            raise DocklineInputError(f"permits: the column {', '.join(twice)} is there twice: keep one")
        columns = {column: _values(table, column) for column in table.columns}
        table = [dict(zip(columns, values)) for values in zip(*columns.values())]
    elif not isinstance(table, Sequence) or not all(isinstance(row, Mapping) for row in table):
        raise DocklineInputError(
            f"permits: give a DataFrame, a file, columns as a dict, or rows as mappings; got {type(table).__name__}"
        )
    deadlines = permit_calendar(table, with_closed_days(get_profile(profile), closed_days), day)
    names = [name for name, _ in DEADLINES.fields]
    frame = pd.DataFrame(deadline_rows(deadlines), columns=names, dtype=object)
    return frame.astype({"row": "int64"})


def _bottom(bathymetry, field, level_ft, crs, vertical, notices, dem_read):
    """The lake's bottom: a raster's path (the DEM's surface, ``dem_read`` being (path, surface), when it is the
    same topo-bathymetric raster), or soundings (points) with their elevation or depth field."""
    if bathymetry is None:
        return None
    if not isinstance(bathymetry, pd.DataFrame):
        dem, land = dem_read
        if dem is not None and os.fspath(bathymetry) == os.fspath(dem):
            return land
        return terrain.raster(bathymetry, "bathymetry", *vertical)
    if not field:
        raise DocklineInputError("bathymetry: soundings (points) need soundings_field, their elevation or depth.")
    labels = _require(bathymetry, "bathymetry", {"soundings_field": field})
    points = _to_feet(bathymetry, crs, vertical[0], notices, "bathymetry", labels)
    return terrain.soundings(points, _values(bathymetry, field), labels, field, level_ft)


def _progress(should_stop) -> Progress:
    """The engine's ``Progress`` for the caller's ``should_stop`` (None: never)."""
    return NEVER if should_stop is None else Progress(should_stop)


def _require_with(*pairs) -> None:
    """Each option given only with the one it needs ((name, whether given, what it needs, whether that is) each):
    given alone, it would be ignored without a word."""
    for name, given, needed, present in pairs:
        if given and not present:
            raise DocklineInputError(f"{name} needs {needed}: give it, or leave {name.split(' ')[0]} out.")


def _tier_maps(tier_map) -> dict:
    """The district → tier maps by municipality (``read_tier_maps``) from a CSV's path, or a table of its columns
    (a DataFrame: ``parse_tier_maps_csv``); a plain ``{district: tier}`` dict applies to every municipality."""
    if isinstance(tier_map, (str, os.PathLike)):
        return read_tier_maps(tier_map)
    if isinstance(tier_map, pd.DataFrame):
        return parse_tier_maps_csv(tier_map.to_csv(index=False), "tier_map")
    if tier_map is not None and not isinstance(tier_map, Mapping):
        raise DocklineInputError(
            f"tier_map: give a CSV's path, a DataFrame of its columns or a {{district: tier}} dict, not "
            f"{type(tier_map).__name__}"
        )
    return {None: dict(tier_map)} if tier_map else {}


def _require(table, layer: str, columns: dict | None = None, *, geometry: bool = True) -> list[str]:
    """A table (a GeoDataFrame of the geometries the layer may hold, where ``geometry``) holding the named
    columns (argument → column; None: not asked); how a message names each of its features (``_labels``)."""
    if not isinstance(table, pd.DataFrame):
        raise DocklineInputError(f"{layer}: needs a GeoDataFrame; got {type(table).__name__}")
    labels = _labels(table, layer)
    if geometry:
        if not drawn(table):
            raise DocklineInputError(f"{layer}: needs {' or '.join(EXPECTED[layer])}; the table has no geometry.")
        require_geometries(layer, table.geometry.values, labels, empty=True)  # the run's check, before the fields
    geometry_column = getattr(table, "_geometry_column_name", None)
    require_fields(layer, [c for c in table.columns if c != geometry_column], columns or {})
    return labels


def drawn(table) -> bool:
    """Whether a table has geometries: a GeoDataFrame with its geometry column."""
    return isinstance(table, gpd.GeoDataFrame) and getattr(table, "_geometry_column_name", None) in table.columns


def _frame(parcels: gpd.GeoDataFrame, lake: gpd.GeoDataFrame, lake_name: str, profile):
    """The parcels' CRS to US survey feet: scaled, or reprojected where it is geographic or not true to scale
    where the lake (``lake``, the water or the shoreline) lies: a parcel far off does not move the frame."""
    require_crs("parcels", parcels.crs is not None)
    require_crs(lake_name, lake.crs is not None)
    lake_bounds = _lonlat_bounds(lake)
    require_on_earth(lake_bounds, lake.crs.name, lake_name)
    return frame_for(
        parcels.crs,
        _lonlat_bounds(parcels),
        layer="parcels",
        working_crs=profile.settings.working_crs,
        measured_at=lake_bounds,
    )


def _lonlat_bounds(table: gpd.GeoDataFrame) -> tuple:
    """The extent in degrees of a layer's placed geometries (``without_unplaced``)."""
    placed, _ = without_unplaced(table.geometry.values, [""] * len(table))
    extent = shapely.box(*shapely.total_bounds(placed))
    return tuple(gpd.GeoSeries([extent], crs=table.crs).to_crs("EPSG:4326").total_bounds)


def _to_feet(table, crs, frame, notices: list, layer: str, labels: list[str]) -> np.ndarray:
    """The layer's geometries in the parcels' CRS, then in feet; None where a feature has none or an empty one
    (one with a NaN or infinite coordinate named by its label, ``labels`` as ``_require`` made them)."""
    require_crs(layer, table.crs is not None)
    if table.crs != crs:
        notices.append(
            f"{layer} is in {table.crs.name}, the parcels in {crs.name}: {layer} reprojected to the parcels' CRS."
        )
        table = table.to_crs(crs)
    geometries, warnings = without_unplaced(table.geometry.values, labels)  # a copy: the table's own stay
    notices += warnings
    geometries[shapely.is_missing(geometries) | shapely.is_empty(geometries)] = None
    return frame.to_feet(geometries)


def _labels(table, layer: str) -> list[str]:
    """How a message names each feature: by its layer and fid (``feature_label``) where the table was read with
    its fids (``read_layer``), else by its place in the table (any other GeoDataFrame's index is no fid)."""
    by_fid = [feature_label(layer, fid) for fid in table.index] if table.index.name == "fid" else ()
    return feature_labels(layer, len(table), by_fid)


def _layers(outlets) -> list:
    """``outlets`` as a list of layers: one layer or several."""
    return [outlets] if isinstance(outlets, pd.DataFrame) else list(outlets or ())


def _sources(*tables) -> list:
    """The files the tables were read from (``read_layer``)."""
    return [source for table in tables if isinstance(table, pd.DataFrame) for source in table.attrs.get(SOURCES, [])]


def _outlets(outlets, parcels, frame, notices) -> list:
    found = []
    for layer in _layers(outlets):
        labels = _require(layer, "outlets")
        found += [g for g in _to_feet(layer, parcels.crs, frame, notices, "outlets", labels) if g is not None]
    return found


def _values(table, column: str | None) -> list:
    """A column as plain Python values, None where missing; all None where no column is named."""
    if not column:
        return [None] * len(table)
    series = table[column]
    return [None if pd.isna(v) else (v.item() if isinstance(v, np.generic) else v) for v in series.tolist()]


def _frames(engine: _Engine, rows: dict) -> dict:
    """The engine's rows as GeoDataFrames in the parcels' CRS, typed as the Processing outputs."""
    frames = {}
    for name, made in rows.items():
        _, geometry_type, spec = EVERY_OUTPUT[name]
        geometries = np.asarray([g for g, _ in made] or [], dtype=object).reshape(-1)
        geometries[shapely.is_missing(geometries) | shapely.is_empty(geometries)] = None
        geometries = engine.frame.from_feet(geometries)
        if geometry_type.startswith("Multi"):
            geometries = one_part_multi(geometries)
        values = list(zip(*(values for _, values in made))) or [()] * len(spec)  # the rows' values by field
        columns = {field: pd.Series(values[i], dtype=PANDAS_TYPES[kind]) for i, (field, kind) in enumerate(spec)}
        frames[name.lower()] = gpd.GeoDataFrame(
            columns, geometry=gpd.GeoSeries(geometries, crs=engine.crs), crs=engine.crs
        )
    return frames


def store_styles(path: str, layers: list[str]) -> None:
    """Each layer's QML (resources/styles) as its default style in the GeoPackage's ``layer_styles`` table,
    where QGIS looks for it when it loads the layer."""
    with sqlite3.connect(path) as database:
        database.execute(
            "CREATE TABLE IF NOT EXISTS layer_styles (id INTEGER PRIMARY KEY AUTOINCREMENT, f_table_catalog TEXT, "
            "f_table_schema TEXT, f_table_name TEXT, f_geometry_column TEXT, styleName TEXT, styleQML TEXT, "
            "styleSLD TEXT, useAsDefault BOOLEAN, description TEXT, owner TEXT, ui TEXT, update_time DATETIME "
            "DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')))"
        )
        columns = dict(database.execute("SELECT table_name, column_name FROM gpkg_geometry_columns").fetchall())
        for layer in layers:
            style = os.path.join(STYLE_DIR, f"{layer}.qml")
            if not os.path.exists(style):
                continue
            with open(style, encoding="utf-8") as handle:
                qml = handle.read()
            database.execute(
                "INSERT INTO layer_styles (f_table_catalog, f_table_schema, f_table_name, f_geometry_column, "
                "styleName, styleQML, styleSLD, useAsDefault, description, owner) VALUES ('', '', ?, ?, ?, ?, '', 1, "
                "'Dockline', '')",
                (layer, columns.get(layer, "geom"), layer, qml),
            )
