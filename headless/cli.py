"""``python -m dockline``: the shoreline analysis and the compliance check on files, the build-out, and the
difference between two runs. Exit code 0 on success, 1 on input Dockline cannot use (with the message, never a
traceback)."""

from __future__ import annotations

import argparse
import contextlib
import functools
import os
import sys
import warnings
from concurrent.futures import ProcessPoolExecutor

from ..readers.cad import SKIPPED, UNIT_WORDS, mapping_file
from ..rules import PROFILES, DocklineInputError
from ..rules.outputs import targets
from ..rules.outputs.schema import DEADLINES, LAYOUT_OUTPUTS, OUTPUTS, PROPOSAL_FIELDS
from ..rules.tools.values import closest
from ..rules.tools.wording import counted

CALENDAR_DRIVERS = {".csv": None, ".gpkg": "GPKG", ".xlsx": "XLSX", ".ods": "ODS"}  # None: written by pandas
FACILITY_OPTIONS = (
    "docks",
    "moorings",
    "structures",
    "boats",
    "buildings",
    "variances",
    "certificates",
    "consolidations",
)
VERTICAL_UNITS = {"us-ft": "US survey foot", "ft": "foot", "m": "metre"}  # as readers.rasters.VERTICAL_UNITS names them
DIFF_FIELDS = ("tier", "category", "max_slips", "max_docks", "max_moorings", "setback_ft", "boathouse_allowed")

ANALYSE_HELP = """\
Runs the Canandaigua Lake Uniform Docking and Mooring Law on parcel data: each waterfront parcel's tie points,
tie lines and lineal feet, facility area lines and areas, the 60/200/375-ft lines, setback envelopes, tier and
allocation, and (with proposed docks, moorings or structures) every breach of the law with its section. Lengths
and areas are in feet whatever the CRS; the outputs are written to one GeoPackage, in the parcels' CRS, styled as
the QGIS plugin styles them.

A layer is FILE or FILE:LAYER (any file GDAL reads: GeoPackage, shapefile, GeoJSON...), or a PostGIS table as
PG:CONNECTION:SCHEMA.TABLE ("PG:dbname=county host=db.example.org user=gis:public.parcels"); -o may be a
PostGIS connection too, each output then a table of its active_schema (public without one). Each separate water
polygon is a lake; lakes are analysed in parallel (--jobs), each parcel with the lake nearest it. With a DEM
(--dem), each waterfront parcel's MHW is profiled for steep slopes; with the lake's bottom (--bathymetry), docks
may reach the 683.60-ft contour where the water at the 60-ft or 200-ft line is shallow (rasters need GDAL's
Python bindings, osgeo).

example:
  python -m dockline analyse --parcels county.gpkg:parcels --parcel-id PRINT_KEY \\
      --water county.gpkg:lakes --zoning zoning.shp --zoning-field DISTRICT --tier-map tiers.csv \\
      --docks proposals.gpkg:docks -o results.gpkg
"""


BUILDOUT_HELP = """\
Lays out on each adjoining parcel the docks and moorings its allocation allows, where they keep every rule, as the
QGIS plugin's dockline:buildout does: a main walkway 6 ft wide from the mean high-water line, square to it (D9),
with a finger for each slip, out no farther than its 60-ft or 200-ft line, the boats inside the facility area lines
and the docks the setbacks away from them and from outlets; moorings where their swing circles (boat length plus
rode, D11) lie inside the lines and on the water. The whole layout is then checked as 'analyse' checks proposals,
and anything the check finds a violation in is left out and named. Facilities given (--docks, --moorings,
--structures...) are kept. The same lake options as 'analyse'; -o gets the layers layout_docks and layout_moorings
(the proposals' own fields: they go straight back into 'analyse --docks/--moorings') and buildout_summary, a row
per parcel with the reason for every slip not placed. A fair reading, not an optimum: a surveyor designs the real
layout.

example:
  python -m dockline buildout --parcels county.gpkg:parcels --parcel-id PRINT_KEY --water county.gpkg:lakes \\
      --zoning zoning.shp --zoning-field DISTRICT --tier-map tiers.csv --boat-length 22 -o buildout.gpkg
"""


class Parser(argparse.ArgumentParser):
    """Usage errors are invalid input too: exit code 1 with the message."""

    def error(self, message):
        self.print_usage(sys.stderr)
        self.exit(1, f"{self.prog}: error: {message}{self.hints(message)}\n")

    def parse_known_args(self, args=None, namespace=None):
        """Options not known are refused by the command or subcommand they were given to, which hints from its own
        options."""
        arguments, unknown = super().parse_known_args(args, namespace)
        if unknown:
            self.error(f"unrecognized arguments: {' '.join(unknown)}")
        return arguments, unknown

    def hints(self, message: str) -> str:
        """For options not known (a misspelt one), the closest of this parser's options by their names
        (``rules.tools.values.closest``; the dashes every option shares would make any two look alike)."""
        if not message.startswith("unrecognized arguments:"):
            return ""
        named = {option.lstrip("-"): option for option in self._option_string_actions}
        hints = [
            f"{given}: did you mean {named[close]}?"
            for given in message.split(":", 1)[1].split()
            if given.startswith("-")
            for close in [closest(given.split("=")[0].lstrip("-"), named)]
            if close
        ]
        return "; " + "; ".join(hints) if hints else ""


def parser() -> argparse.ArgumentParser:
    main = Parser(prog="dockline", description="The Canandaigua Lake docking law on parcel data, without QGIS.")
    debug = "show the traceback of a fault of Dockline's"
    main.add_argument("--debug", action="store_true", help=debug)
    commands = main.add_subparsers(dest="command", required=True, parser_class=Parser)
    lake_commands = (
        ("analyse", "analyse parcels and water (and check proposals)", ANALYSE_HELP, "proposals to check"),
        (
            "buildout",
            "lay out the docks and moorings the law allows",
            BUILDOUT_HELP,
            "facilities to keep, which use their parcel's allowance and water",
        ),
    )
    made = {}
    for name, said, description, facilities in lake_commands:
        made[name] = commands.add_parser(
            name, help=said, description=description, formatter_class=argparse.RawDescriptionHelpFormatter
        )
        lake_arguments(made[name], facilities)
    design = made["buildout"]
    boat = design.add_argument_group("the build-out (dockline:buildout)")
    boat.add_argument("--boat-length", type=float, default=24.0, metavar="FT", help="design boat length (default 24)")
    boat.add_argument(
        "--rode", type=float, default=30.0, metavar="FT", help="a swing radius is boat length plus rode (default 30)"
    )
    boat.add_argument("--only", nargs="+", metavar="PARCEL_ID", help="lay out only these parcels (default: all)")
    diff = commands.add_parser(
        "diff",
        help="what changed between two runs",
        description="Parcels whose tier, lineal feet (beyond 0.01 ft), allocation or findings changed between "
        "two GeoPackages written by 'dockline analyse'.",
    )
    diff.add_argument("old", metavar="OLD.gpkg")
    diff.add_argument("new", metavar="NEW.gpkg")
    dates = commands.add_parser(
        "calendar",
        help="the officer's calendar of site-plan applications",
        description="Each application's steps (§§ 73-18E to 73-18M, § 73-19) with the day each is due and where "
        "it stands: a permits table (one row per application: parcel_id, application_complete and the dates of "
        "the steps as they happen) in, the deadlines table out.",
    )
    dates.add_argument("permits", metavar="FILE[:LAYER]", help="the permits table (CSV, GeoPackage table...)")
    dates.add_argument("--as-of", metavar="YYYY-MM-DD", help="the day the steps stand on (default today)")
    dates.add_argument(
        "--profile", default="south_bristol", choices=list(PROFILES), help="municipality: citation numbering"
    )
    dates.add_argument(
        "--closed-days", default="", metavar="DATES", help="the offices' own closed days, YYYY-MM-DD,YYYY-MM-DD"
    )
    dates.add_argument(
        "-o",
        "--output",
        required=True,
        metavar="OUT.csv",
        help="the deadlines table (replaced): .csv, .gpkg, .xlsx or .ods",
    )
    for command in commands.choices.values():  # after the command too, where it is usually put last
        command.add_argument("--debug", action="store_true", default=argparse.SUPPRESS, help=debug)
    return main


def lake_arguments(command: argparse.ArgumentParser, facilities: str) -> None:
    """The options ``analyse`` and ``buildout`` share: the lake, its tiers, terrain, the facilities (their group
    titled ``facilities``), output, jobs."""
    layers = command.add_argument_group("the lake")
    layers.add_argument("--parcels", required=True, metavar="FILE[:LAYER]", help="parcel polygons")
    layers.add_argument("--parcel-id", required=True, metavar="FIELD", help="the parcels' unique id field")
    water = layers.add_mutually_exclusive_group(required=True)
    water.add_argument(
        "--water",
        action="append",
        metavar="FILE[:LAYER]",
        help="water polygons, islands as holes (repeat for more files)",
    )
    water.add_argument("--shoreline", metavar="FILE[:LAYER]", help="or: the mean high-water mark as closed lines")
    layers.add_argument(
        "--outlets",
        action="append",
        default=[],
        metavar="FILE[:LAYER]",
        help="streams and culverts: points, lines or polygons (repeat for several layers)",
    )
    zoning = command.add_argument_group("tiers (§ 73-6)")
    zoning.add_argument("--district-field", metavar="F", help="the parcels' zoning district field (several: a;b)")
    zoning.add_argument("--zoning", metavar="FILE[:LAYER]", help="or: zoning district polygons")
    zoning.add_argument("--zoning-field", metavar="F", help="the zoning polygons' district field")
    zoning.add_argument("--land-use-field", metavar="F", help="restaurant, hotel or motel parcels are Tier 3")
    zoning.add_argument("--steep-slope-field", metavar="F", help="yes/no: a steep-slope parcel")
    zoning.add_argument(
        "--tier-election-field", metavar="F", help="2 or 3: the tier a parcel elects where its district has both"
    )
    zoning.add_argument("--tier-map", metavar="CSV", help="a [municipality,]district,tier table")
    zoning.add_argument(
        "--municipality-field",
        metavar="F",
        help="each parcel's municipality: the whole lake at once, each parcel in its own town's law (else --profile)",
    )
    zoning.add_argument(
        "--profile",
        default="south_bristol",
        choices=list(PROFILES),
        help="municipality: citation numbering (default south_bristol)",
    )
    zoning.add_argument(
        "--tolerance",
        type=float,
        default=10.0,
        metavar="FT",
        help="how far parcel lines may stop short of or overlap the MHW (default 10 ft)",
    )
    terrain = command.add_argument_group("terrain (§ 73-5 steep slope; § 73-9C(1)(d), § 73-13H depth extension)")
    terrain.add_argument(
        "--dem", metavar="FILE", help="a raster of land elevations: steep-slope parcels (--steep-slope-field wins)"
    )
    terrain.add_argument(
        "--bathymetry",
        metavar="FILE[:LAYER]",
        help="the lake's bottom: a raster of elevations, or soundings (points) with --soundings-field",
    )
    terrain.add_argument("--soundings-field", metavar="F", help="the soundings' elevation (or depth) field")
    terrain.add_argument(
        "--soundings-level",
        type=float,
        metavar="FT",
        help="the water level the soundings were taken at: their field then holds depths below it",
    )
    terrain.add_argument(
        "--vertical-unit",
        choices=list(VERTICAL_UNITS),
        default="us-ft",
        help="the rasters' elevation unit: us-ft (US survey foot, default), ft (international foot) or m",
    )
    terrain.add_argument(
        "--vertical-offset",
        type=float,
        default=0.0,
        metavar="FT",
        help="feet added to the rasters' elevations to reach the law's datum (default 0)",
    )
    proposals = command.add_argument_group(f"{facilities} (fields named as in the QGIS plugin's README)")
    for name in FACILITY_OPTIONS:
        proposals.add_argument(f"--{name}", metavar="FILE[:LAYER]")
    proposals.add_argument(
        "--field",
        action="append",
        default=[],
        metavar="PARAMETER=NAME",
        help="the field a facility layer holds under another name, e.g. DOCK_ID_FIELD=DOCKNO (repeat for more)",
    )
    proposals.add_argument(
        "--cad", metavar="DRAWING.dxf", help="the proposed layout drawn in CAD, read as dockline:importcad reads it"
    )
    proposals.add_argument(
        "--cad-mapping", metavar="CSV|LAYER=ROLE;...", help="the drawing's CAD layers → roles (cad_layer,role CSV)"
    )
    proposals.add_argument(
        "--cad-units", choices=list(UNIT_WORDS), help="the drawing's units where it has no $INSUNITS"
    )
    proposals.add_argument(
        "--cad-crs", metavar="CRS", help="the CRS of the drawing's coordinates (default: the parcels')"
    )
    command.add_argument(
        "-o", "--output", required=True, metavar="OUT.gpkg", help="the GeoPackage (replaced) or PG:CONNECTION to write"
    )
    command.add_argument(
        "--jobs",
        type=int,
        default=os.cpu_count() or 1,
        metavar="N",
        help="lakes analysed at once (default: the machine's cores)",
    )


def main(argv=None) -> int:
    arguments = parser().parse_args(argv)
    with warnings_said():
        try:
            if arguments.command == "diff":
                return diff(arguments.old, arguments.new)
            if arguments.command == "calendar":
                return calendar(arguments)
            if arguments.command == "buildout":
                return buildout(arguments)
            return analyse(arguments)
        except DocklineInputError as error:
            say(f"dockline: {error}")
            return 1
        except Exception as error:  # a fault of Dockline's, not the user's: one line; the traceback with --debug
            if arguments.debug:
                raise
            say(f"dockline: {type(error).__name__}: {error} (a fault of Dockline's: --debug shows where)")
            return 1


def say(text: str, out=None) -> None:
    """A line on stderr (or ``out``); on a terminal, over the progress bar's line (cleared first), which the next
    step draws again below it."""
    if sys.stderr.isatty():
        sys.stderr.write("\r\x1b[K")
        sys.stderr.flush()
    print(text, file=out or sys.stderr)


@contextlib.contextmanager
def warnings_said():
    """Python's warnings raised while the command line runs (GDAL's, pandas'...) said as it says its own: on stderr
    as ``dockline: warning: TEXT``, once each, without the file and line that raised them."""
    said = set()

    def show(message, category, filename, lineno, file=None, line=None):
        text = f"dockline: warning: {message}"
        if text not in said:
            said.add(text)
            say(text)

    with warnings.catch_warnings():
        warnings.showwarning = show
        yield


def raising(function, *arguments):
    """``function``'s result in a worker, with the class and text of each warning it raised."""
    with warnings.catch_warnings(record=True) as raised:
        result = function(*arguments)
    return result, [(warning.category, str(warning.message)) for warning in raised]


def warned(result, raised: list):
    """A worker's result, its warnings raised again here to be said with the command line's."""
    for category, text in raised:
        warnings.warn(text, category, stacklevel=1)
    return result


class Workers(ProcessPoolExecutor):
    """The processes the lakes are analysed in: what each warns of is said by the command line, once."""

    def map(self, fn, *iterables, **options):
        results = super().map(functools.partial(raising, fn), *iterables, **options)
        return (warned(*each) for each in results)


class Progress:
    """A bar on a terminal's stderr; nothing when stderr is piped or redirected."""

    def __init__(self, steps: int):
        self.steps, self.done, self.shown = steps, 0, sys.stderr.isatty()

    def step(self, text: str) -> None:
        self.done += 1
        if self.shown:
            filled = round(30 * self.done / self.steps)
            sys.stderr.write(f"\r[{'#' * filled}{'.' * (30 - filled)}] {text:<40}")
            sys.stderr.flush()

    def close(self) -> None:
        if self.shown:
            sys.stderr.write("\r" + " " * 75 + "\r")


def file_and_layer(argument: str) -> tuple[str, str | None]:
    """FILE or FILE:LAYER (a PostGIS connection PG:CONNECTION:SCHEMA.TABLE) as (file, layer)."""
    if not os.path.exists(argument) and argument.count(":") > targets.is_database(argument):
        path, layer_name = argument.rsplit(":", 1)
        return path, layer_name
    return argument, None


def layer(argument: str | None, name: str):
    """FILE or FILE:LAYER read; None where not given."""
    from .api import read_layer

    return None if argument is None else read_layer(*file_and_layer(argument), name=name)


def check_analysis_plan(arguments, outputs=OUTPUTS) -> None:
    """Nothing lost (``rules.outputs.targets``): before anything is read, the output (written with ``outputs``) may
    meet no input, and its folder must be there to be written to."""
    given = {
        "--parcels": [arguments.parcels],
        "--water": arguments.water or [],
        "--shoreline": [arguments.shoreline],
        "--outlets": arguments.outlets,
        "--zoning": [arguments.zoning],
        "--tier-map": [arguments.tier_map],
        "--dem": [arguments.dem],
        "--bathymetry": [arguments.bathymetry],
        **{f"--{name}": [getattr(arguments, name)] for name in FACILITY_OPTIONS},
        "--cad": [arguments.cad],
    }
    inputs = [
        targets.source_target(option, *file_and_layer(v)) for option, values in given.items() for v in values if v
    ]
    if mapping_file(arguments.cad_mapping):
        inputs.append(targets.source_target("--cad-mapping", arguments.cad_mapping))
    targets.check_plan(inputs, targets.output_targets("-o", arguments.output, outputs), geopackage=True)


def terrain_options(arguments) -> dict:
    """``analyse``'s DEM and bottom: the bathymetry a raster's path, or soundings read as points."""
    if arguments.soundings_field and not arguments.bathymetry:
        raise DocklineInputError("--soundings-field needs --bathymetry: the soundings' points.")
    soundings = arguments.soundings_field is not None
    return {
        "dem": arguments.dem,
        "bathymetry": layer(arguments.bathymetry, "bathymetry") if soundings else arguments.bathymetry,
        "soundings_field": arguments.soundings_field,
        "soundings_level_ft": arguments.soundings_level,
        "vertical_unit": VERTICAL_UNITS[arguments.vertical_unit],
        "vertical_offset_ft": arguments.vertical_offset,
    }


def analyse(arguments) -> int:
    result = run_lakes(arguments)
    for notice in result.notices:
        print(notice)
    print(result.summary())
    print(f"Written: {arguments.output}")
    return 0


def buildout(arguments) -> int:
    """The build-out written, its totals printed, what the check left out on stderr."""
    from ..rules.buildout.design import Design

    Design(arguments.boat_length, arguments.rode)  # refused before any work
    options = {"boat_length_ft": arguments.boat_length, "rode_ft": arguments.rode, "parcels": arguments.only}
    built = run_lakes(arguments, options)
    for notice in built.notices:
        print(notice)
    for line in built.totals:
        print(line)
    for line in built.left_out:
        say(f"dockline: {line}")
    print(f"Written: {arguments.output}")
    return 0


def run_lakes(arguments, buildout: dict | None = None):
    """The layers read, each lake analysed (and laid out, with ``buildout``: ``api.buildout``'s options) and the
    outputs written, once their plan is checked; the result."""
    from . import lakes

    if arguments.zoning and not arguments.zoning_field:
        raise DocklineInputError("--zoning needs --zoning-field: the field that holds each polygon's district.")
    if arguments.jobs < 1:
        raise DocklineInputError(f"--jobs: give 1 or more, not {arguments.jobs}")
    cad_options = [f"--{o.replace('_', '-')}" for o in ("cad_mapping", "cad_units", "cad_crs") if getattr(arguments, o)]
    if cad_options and not arguments.cad:
        raise DocklineInputError(f"{' and '.join(cad_options)} need{'s' * (len(cad_options) == 1)} --cad: the drawing.")
    check_analysis_plan(arguments, OUTPUTS if buildout is None else LAYOUT_OUTPUTS)
    given = [name for name in FACILITY_OPTIONS if getattr(arguments, name)]
    progress = Progress(4 + len(arguments.outlets) + len(given) + bool(arguments.cad))
    progress.step("reading parcels")
    inputs = {"parcels": layer(arguments.parcels, "parcels")}
    if arguments.water:
        inputs["water"] = lakes.concat([layer(path, "water") for path in arguments.water], "water")
    else:
        inputs["shoreline"] = layer(arguments.shoreline, "shoreline")
    options = {
        "parcel_id": arguments.parcel_id,
        "districts": arguments.district_field,
        "zoning": layer(arguments.zoning, "zoning"),
        "zoning_field": arguments.zoning_field,
        "land_use": arguments.land_use_field,
        "steep_slope": arguments.steep_slope_field,
        "tier_election": arguments.tier_election_field,
        "outlets": [],
        "profile": arguments.profile,
        "tier_maps": lakes.tier_maps(arguments.tier_map),
        "municipality": arguments.municipality_field,
        "tolerance_ft": arguments.tolerance,
        **terrain_options(arguments),
    }
    for path in arguments.outlets:
        progress.step("reading outlets")
        options["outlets"].append(layer(path, "outlets"))
    facilities = {}
    for name in given:
        progress.step(f"reading {name}")
        facilities[name] = layer(getattr(arguments, name), name)
    if arguments.cad:
        progress.step("reading the drawing")
        facilities.update(drawn_layout(arguments, inputs["parcels"].crs))
    if arguments.field:
        facilities["fields"] = field_names(arguments.field, facilities)
    progress.step("analysing" if buildout is None else "laying out")
    result = lakes.analyse_lakes(inputs, options, facilities, arguments.jobs, Workers, buildout)
    progress.step("writing")
    try:
        result.to_file(arguments.output)
    except OSError as error:
        raise DocklineInputError(f"cannot write {arguments.output}: {error.strerror or error}") from None
    progress.close()
    return result


def field_names(given: list[str], facilities: dict) -> dict:
    """``--field PARAMETER=NAME`` options as ``check``'s ``fields``; refused without a facility layer to read."""
    if not facilities:
        raise DocklineInputError(
            "--field names a field of the facility layers: give --docks, --moorings or --structures"
        )
    fields = {}
    for option in given:
        parameter, equals, name = option.partition("=")
        if not equals or not parameter.strip() or not name.strip():
            raise DocklineInputError(f"--field {option}: give PARAMETER=NAME, e.g. DOCK_ID_FIELD=DOCKNO")
        fields[parameter.strip().upper()] = name.strip()
    return fields


def drawn_layout(arguments, parcels_crs) -> dict:
    """The layout drawn in CAD (``--cad``), in ``--cad-crs`` or else the parcels' CRS (said); what the import
    skipped on stderr, with the feature's CAD layer and handle."""
    from .cad import read_cad

    drawn = [f"--{name.lower()}" for name in PROPOSAL_FIELDS if getattr(arguments, name.lower())]
    if drawn:
        raise DocklineInputError(f"--cad and {', '.join(drawn)}: give the layout either drawn in CAD or as layers")
    crs = arguments.cad_crs or parcels_crs
    if not arguments.cad_crs:
        say(f"--cad {arguments.cad}: read in {crs.to_string()}, the parcels' CRS (--cad-crs gives another)", sys.stdout)
    layers, report = read_cad(arguments.cad, crs, mapping=arguments.cad_mapping, units=arguments.cad_units)
    for message in report.loc[report["cad_layer"].isna(), "message"]:  # the units given and not used
        say(f"dockline: --cad: {message}")
    skipped = report[report["action"] == SKIPPED]
    for row in skipped.itertuples():
        say(f"dockline: --cad {row.cad_layer} {row.cad_handle}: skipped: {row.message}")
    read = ", ".join(f"{len(frame)} {name}" for name, frame in layers.items())
    say(f"--cad {arguments.cad}: {read}; {len(skipped)} skipped", sys.stdout)
    return layers


def calendar(arguments) -> int:
    """The deadlines of a permits table written to a CSV (or any table GDAL writes), once the output is known to
    meet no input; each INPUT row also on stderr."""
    import pyogrio

    from ..rules.law.calendar import tally
    from .api import calendar as deadlines_of

    sources = [targets.source_target("permits", *file_and_layer(arguments.permits))]
    targets.check_plan(sources, [targets.file_target("-o", arguments.output)], {"-o": DEADLINES.fields})
    driver = CALENDAR_DRIVERS.get(os.path.splitext(arguments.output)[1].lower(), "")
    if driver == "":
        raise DocklineInputError(
            f"-o {arguments.output}: write the calendar as {', '.join(CALENDAR_DRIVERS)} (the table's format is told "
            "by its extension)"
        )
    permits = layer(arguments.permits, "permits")
    deadlines = deadlines_of(permits, arguments.as_of, profile=arguments.profile, closed_days=arguments.closed_days)
    with targets.written_aside() as aside:
        written = aside.path_for(arguments.output)
        if driver is None:
            deadlines.to_csv(written, index=False)  # GDAL would quote the row numbers
        else:  # the table named as the file the user gave, not as the file written aside
            name = os.path.splitext(os.path.basename(arguments.output))[0]
            if driver == "GPKG" and name.lower().startswith(("gpkg", "sqlite_")):  # names kept for its own tables
                name = "deadlines"
            pyogrio.write_dataframe(deadlines, written, layer=name, driver=driver)
    for message in deadlines.loc[deadlines["status"].isna(), "message"]:
        say(f"dockline: {message}")
    print(tally(deadlines["status"]))
    print(f"Written: {arguments.output}")
    return 0


def diff(old_path: str, new_path: str) -> int:
    """Each parcel added, removed, or changed in tier, lineal feet, allocation or findings."""
    from .api import read_layer

    old, new = (_allocation(read_layer(path, "allocation", name=path), path) for path in (old_path, new_path))
    old_findings, new_findings = (_findings(path) for path in (old_path, new_path))
    changed = 0
    for pid in sorted(set(old.index) | set(new.index), key=str):
        if pid not in new.index or pid not in old.index:
            print(f"{pid}: {'removed' if pid in old.index else 'added'}")
            changed += 1
            continue
        before, after = old.loc[pid], new.loc[pid]
        notes = [
            f"{field} {_text(before[field])} → {_text(after[field])}"
            for field in DIFF_FIELDS
            if _text(before[field]) != _text(after[field])
        ]
        if abs((before["lineal_ft"] or 0) - (after["lineal_ft"] or 0)) > 0.01:
            notes.append(f"lineal_ft {before['lineal_ft']:.2f} → {after['lineal_ft']:.2f}")
        gone, came = (
            old_findings.get(pid, set()) - new_findings.get(pid, set()),
            new_findings.get(pid, set()) - old_findings.get(pid, set()),
        )
        notes += [f"finding resolved {' '.join(f)}" for f in sorted(gone)]
        notes += [f"new finding {' '.join(f)}" for f in sorted(came)]
        if notes:
            print(f"{pid}: " + "; ".join(notes))
            changed += 1
    print(f"{counted(changed, 'parcel')} changed of {len(set(old.index) | set(new.index))}.")
    return 0


def _allocation(table, path: str):
    """The allocation of a run by parcel id; a table lacking a column compared is named with what it lacks."""
    missing = [c for c in ("parcel_id", "lineal_ft", *DIFF_FIELDS) if c not in table.columns]
    if missing:
        raise DocklineInputError(
            f"{path}: its allocation layer lacks {', '.join(missing)}: give two GeoPackages written by 'dockline "
            "analyse'."
        )
    return table.set_index("parcel_id")


def _findings(path: str) -> dict:
    """Parcel id → {(rule id, facility id, severity)}; empty where the run checked no proposal."""
    import pyogrio

    from .api import read_layer

    if "findings" not in {str(row[0]) for row in pyogrio.list_layers(path)}:
        return {}
    found: dict[str, set[tuple[str, str, str]]] = {}
    findings = read_layer(path, "findings", name=path)
    missing = [c for c in ("parcel_id", "rule_id", "facility_id", "severity") if c not in findings.columns]
    if missing:
        raise DocklineInputError(f"{path}: its findings layer lacks {', '.join(missing)}.")
    for row in findings.itertuples():
        found.setdefault(row.parcel_id, set()).add((str(row.rule_id), str(row.facility_id), str(row.severity)))
    return found


def _text(value) -> str:
    """A value as compared and shown: missing as ``-``, whole numbers without decimals (a column with gaps is
    read as floats)."""
    import pandas as pd

    if value is None or (not isinstance(value, str) and pd.isna(value)):
        return "-"
    return str(int(value)) if isinstance(value, float) and value.is_integer() else str(value)
