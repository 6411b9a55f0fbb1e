"""python -m dockline: exit codes, messages without tracebacks, the progress bar only on a terminal, diff, and
several lakes in parallel."""

import os
import pty
import re
import shutil
import sqlite3
import subprocess
import sys
import warnings

import dockline
import geopandas as gpd
import pandas as pd
import pyogrio
import pytest
import shapely
from conftest import DEM, REPO, SAMPLE, TIERS, two_lakes

BASE = ["--parcels", f"{SAMPLE}:parcels", "--parcel-id", "parcel_id", "--water", f"{SAMPLE}:water"]
TIER_OPTIONS = ["--zoning", f"{SAMPLE}:zoning", "--zoning-field", "district", "--tier-map", str(TIERS)]


def cli(*arguments, **options):
    return subprocess.run([sys.executable, "-m", "dockline", *arguments], capture_output=True, text=True, **options)


def test_help_explains_the_layers_and_an_example():
    ran = cli("analyse", "--help")
    assert ran.returncode == 0
    for words in ("FILE[:LAYER]", "--parcel-id", "--tier-map", "--jobs", "--dem", "--bathymetry", "example:"):
        assert words in ran.stdout


@pytest.mark.parametrize(
    ("arguments", "message"),
    [
        (["--parcels", "/nowhere.gpkg", "--parcel-id", "x", "--water", "/nowhere.gpkg", "-o", "o.gpkg"], "no file"),
        (
            [*BASE[:2], "--parcel-id", "PIN", *BASE[4:], "-o", "o.gpkg"],
            "parcel_id: the parcels layer has no field 'PIN'",
        ),
        (["--parcels", f"{SAMPLE}:lots", *BASE[2:], "-o", "o.gpkg"], "layer 'lots'"),
        (["--parcels", f"{SAMPLE}:outlet_lines", *BASE[2:], "-o", "o.gpkg"], "parcels: needs polygons"),
        ([*BASE, "--zoning", f"{SAMPLE}:zoning", "-o", "o.gpkg"], "--zoning needs --zoning-field"),
        ([*BASE, "--tier-map", "/nowhere.csv", "-o", "o.gpkg"], "Cannot read the tier map"),
        ([*BASE, "--profile", "rochester", "-o", "o.gpkg"], "invalid choice: 'rochester'"),
        ([*BASE[:4], "-o", "o.gpkg"], "one of the arguments --water --shoreline is required"),
        ([*BASE, "--dem", "/nowhere.tif", "-o", "o.gpkg"], "dem: no file /nowhere.tif"),
        ([*BASE, "--soundings-field", "z", "-o", "o.gpkg"], "--soundings-field needs --bathymetry"),
        (
            [*BASE, "--bathymetry", f"{SAMPLE}:parcels", "--soundings-field", "z", "-o", "o.gpkg"],
            "bathymetry: needs points",
        ),
        ([*BASE, "--dem", str(DEM), "--vertical-unit", "yd", "-o", "o.gpkg"], "invalid choice: 'yd'"),
    ],
)
def test_bad_input_exits_1_with_the_message_and_no_traceback(tmp_path, arguments, message):
    ran = cli("analyse", *arguments, cwd=tmp_path)
    assert ran.returncode == 1
    assert message in ran.stderr
    assert "Traceback" not in ran.stderr
    assert not (tmp_path / "o.gpkg").exists()


@pytest.fixture(scope="module")
def first_run(tmp_path_factory):
    output = tmp_path_factory.mktemp("run") / "first.gpkg"
    ran = cli("analyse", *BASE, *TIER_OPTIONS, "-o", str(output))
    assert ran.returncode == 0, ran.stderr
    return output, ran


def test_an_output_that_cannot_replace_the_earlier_one_is_said_and_the_earlier_kept(tmp_path, monkeypatch, capsys):
    """The earlier run's GeoPackage cannot be replaced (Windows keeps a file another program has open): exit 1,
    the message names it, no traceback, and the folder is the same bytes as before."""
    from dockline.headless.cli import main

    output = tmp_path / "lake.gpkg"
    assert cli("analyse", *BASE, "-o", str(output)).returncode == 0
    before = {p.name: p.read_bytes() for p in tmp_path.iterdir()}
    replace = os.replace

    def refused(source, target):
        if target == str(output) and "_earlier_" not in os.path.basename(source):
            raise PermissionError(13, "The process cannot access the file: another process is using it", target)
        replace(source, target)

    monkeypatch.setattr(os, "replace", refused)
    assert main(["analyse", *BASE, "-o", str(output)]) == 1
    said = capsys.readouterr().err
    assert f"dockline: cannot replace {output} (The process cannot access the file" in said, said
    assert "no output was replaced" in said and "Traceback" not in said and "fault of Dockline" not in said
    assert {p.name: p.read_bytes() for p in tmp_path.iterdir()} == before


def test_summary_by_tier_and_no_progress_bar_when_piped(first_run):
    _, ran = first_run
    assert "220 parcels: adjoining 218, not adjoining 2" in ran.stdout
    assert "Tier 1: " in ran.stdout and "Tier 2: " in ran.stdout and "Tier 3: " in ran.stdout
    assert len(ran.stdout.splitlines()) < 25  # one screen
    assert ran.stderr == ""


def on_a_terminal(*arguments, stdout_too: bool = False) -> tuple[int, str]:
    """The command line's exit status and what it shows on a terminal's stderr (its stdout piped, unless
    ``stdout_too``)."""
    controller, terminal = pty.openpty()
    stdout = terminal if stdout_too else subprocess.PIPE
    ran = subprocess.run([sys.executable, "-m", "dockline", *arguments], stdout=stdout, stderr=terminal)
    os.close(terminal)
    shown = os.read(controller, 65536).decode()
    os.close(controller)
    return ran.returncode, shown


def test_progress_bar_on_a_terminal(tmp_path):
    returncode, shown = on_a_terminal("analyse", *BASE, "-o", str(tmp_path / "o.gpkg"))
    assert returncode == 0
    assert "\r[" in shown and "] analysing" in shown


def test_a_warning_on_a_terminal_takes_a_line_of_its_own_over_the_bar(tmp_path):
    """The bar is drawn with carriage returns; a line said while it shows clears it first, never running on
    after its text."""
    lake = marked(shutil.copy(SAMPLE, tmp_path / "lake.gpkg"))  # GDAL warns as it opens it
    arguments = ["--parcels", f"{lake}:parcels", "--parcel-id", "parcel_id", "--water", f"{lake}:water"]
    returncode, shown = on_a_terminal("analyse", *arguments, "-o", str(tmp_path / "o.gpkg"))
    assert returncode == 0 and "\r[" in shown
    assert shown.count("dockline: warning: GPKG: bad application_id") == 1
    assert "\r\x1b[Kdockline: warning: GPKG: bad application_id" in shown, repr(shown)


def test_a_line_on_stdout_on_the_same_terminal_takes_a_line_of_its_own_over_the_bar(tmp_path):
    """What the drawing read gave, said on stdout while the bar shows on the same terminal: the bar cleared
    first, as for a warning."""
    drawing = ["--cad", str(REPO / "resources" / "sample" / "sample_proposals.dxf"), "--cad-mapping"]
    drawing.append(str(REPO / "resources" / "sample" / "sample_cad_mapping.csv"))
    returncode, shown = on_a_terminal("analyse", *BASE, *drawing, "-o", str(tmp_path / "o.gpkg"), stdout_too=True)
    assert returncode == 0 and "\r[" in shown
    assert shown.count("--cad ") == 2 and shown.count("\r\x1b[K--cad ") == 2, repr(shown)


def test_diff_lists_the_parcels_that_changed(tmp_path, first_run):
    first, _ = first_run
    same = cli("diff", str(first), str(first))
    assert same.returncode == 0 and same.stdout.strip() == "0 parcels changed of 220."
    parcels = gpd.read_file(SAMPLE, layer="parcels")
    moved = parcels["parcel_id"] == parcels["parcel_id"].iloc[10]
    parcels.loc[moved, "geometry"] = parcels.loc[moved, "geometry"].buffer(-30)  # too thin now: skipped
    parcels.to_file(tmp_path / "parcels.gpkg", layer="parcels")
    second = tmp_path / "second.gpkg"
    ran = cli("analyse", "--parcels", str(tmp_path / "parcels.gpkg"), *BASE[2:], "-o", str(second))  # no tier map
    assert ran.returncode == 0, ran.stderr
    changes = cli("diff", str(first), str(second)).stdout.splitlines()
    assert f"{parcels['parcel_id'].iloc[10]}: removed" in changes
    neighbours = [line for line in changes if line.startswith(tuple(parcels["parcel_id"].iloc[[9, 11]]))]
    assert len(neighbours) == 2 and all("lineal_ft" in line for line in neighbours)  # they take its shoreline
    assert any("tier 2 → 1" in line for line in changes) and any("tier 3 → 1" in line for line in changes)
    assert changes[-1].endswith("parcels changed of 220.") and not changes[-1].startswith("0 ")


def test_several_lakes_in_parallel_give_each_lake_its_own_answers(tmp_path, first_run):
    """The sample lake and a copy 200,000 ft east (ids suffixed) in one run, two processes."""
    arguments = two_lakes(tmp_path)
    ran = cli("analyse", *arguments, "--jobs", "2", "-o", str(tmp_path / "two_out.gpkg"))
    assert ran.returncode == 0, ran.stderr
    both = dockline.read_layer(str(tmp_path / "two_out.gpkg"), "allocation").set_index("parcel_id")
    one = dockline.read_layer(str(first_run[0]), "allocation").set_index("parcel_id")
    assert len(both) == 2 * len(one)
    east = both.loc[[f"{pid}-east" for pid in one.index]]
    for field in ("lineal_ft", "tier", "max_slips", "status"):
        pd.testing.assert_series_equal(east[field].reset_index(drop=True), one[field].reset_index(drop=True), atol=1e-6)
    ties = dockline.read_layer(str(tmp_path / "two_out.gpkg"), "tie_points")
    assert ties["tie_id"].tolist() == list(range(1, len(ties) + 1))


REQUIRED = {  # each subcommand's arguments, without which it stops before it looks at its options
    "analyse": [*BASE, "-o", "o.gpkg"],
    "buildout": [*BASE, "-o", "o.gpkg"],
    "diff": ["old.gpkg", "new.gpkg"],
    "calendar": ["permits.csv", "-o", "o.csv"],
}


def test_a_misspelt_option_is_hinted_only_from_the_options_of_its_subcommand(capsys):
    """Every long option of every subcommand, misspelt on each subcommand: any hint is one of that subcommand's
    options, and a subcommand's own option is hinted as itself."""
    from dockline.headless.cli import parser

    main = parser()
    (commands,) = [action.choices for action in main._subparsers._group_actions]
    assert set(commands) == set(REQUIRED)
    options = {o for command in (main, *commands.values()) for o in command._option_string_actions if o[1] == "-"}
    for name, command in commands.items():
        own = set(command._option_string_actions)
        for option in sorted(options):
            misspelt = option[:3] + option[4:]  # its second letter left out
            with pytest.raises(SystemExit):
                parser().parse_args([name, *REQUIRED[name], misspelt])
            said = capsys.readouterr().err
            assert f"unrecognized arguments: {misspelt}" in said, said
            hinted = re.findall(r"did you mean (\S+)\?", said)
            assert set(hinted) <= own, (name, misspelt, hinted)
            assert option not in own or hinted == [option], (name, misspelt, hinted)


@pytest.mark.parametrize(
    "given, hinted",
    [("--onl", None), ("--zonning", "--zoning"), ("--parcesl", "--parcels"), ("--debg", "--debug"), ("-j", None)],
)
def test_a_misspelt_option_is_hinted_by_its_name_not_by_the_dashes_all_share(capsys, given, hinted):
    from dockline.headless.cli import parser

    with pytest.raises(SystemExit):
        parser().parse_args(["analyse", *REQUIRED["analyse"], given])
    said = re.findall(r"did you mean (\S+)\?", capsys.readouterr().err)
    assert said == ([] if hinted is None else [hinted])


def marked(path):
    """``path`` made a GeoPackage GDAL warns about as it opens it: a SQLite file not marked as one."""
    database = sqlite3.connect(path)
    database.execute("PRAGMA application_id = 1")
    database.close()
    return path


@pytest.mark.parametrize("command", ["analyse", "buildout", "calendar", "diff"])
def test_a_warning_of_the_libraries_is_said_once_as_the_command_line_says_its_own(tmp_path, first_run, command):
    """GDAL's warning on each GeoPackage read, and pandas' on dates it cannot read: each said once, as
    ``dockline: warning: TEXT``, without the file, line and source they were raised at."""
    lake = marked(shutil.copy(SAMPLE, tmp_path / "lake.gpkg"))
    permits = pd.DataFrame({"parcel_id": ["1", "2"], "application_complete": pd.to_datetime(["2027-04-05"] * 2)})
    pyogrio.write_dataframe(permits, tmp_path / "permits.gpkg", layer="permits")
    with sqlite3.connect(marked(tmp_path / "permits.gpkg")) as database:
        database.execute("UPDATE permits SET application_complete = 'soon' WHERE fid = 2")
    lake_options = ["--parcels", f"{lake}:parcels", "--parcel-id", "parcel_id", "--water", f"{lake}:water"]
    run = marked(shutil.copy(first_run[0], tmp_path / "run.gpkg"))
    arguments = {
        "analyse": [*lake_options, "-o", str(tmp_path / "o.gpkg")],
        "buildout": [*lake_options, "-o", str(tmp_path / "o.gpkg")],
        "calendar": [str(tmp_path / "permits.gpkg"), "--as-of", "2027-06-01", "-o", str(tmp_path / "o.csv")],
        "diff": [str(run), str(run)],
    }
    ran = cli(command, *arguments[command])
    assert ran.returncode == 0, ran.stderr
    warned = [line for line in ran.stderr.splitlines() if "warning" in line.lower()]
    assert len(warned) == 1 + (command == "calendar"), ran.stderr
    assert warned[0].startswith("dockline: warning: GPKG: bad application_id=0x00000001 on "), ran.stderr
    if command == "calendar":  # pandas' words, or GDAL's where pyogrio reads the dates (older versions)
        said = ("dockline: warning: Error parsing datetimes", "dockline: warning: Invalid content for record 2")
        assert warned[1].startswith(said), ran.stderr
    assert ".py:" not in ran.stderr and "Traceback" not in ran.stderr


def test_the_warnings_of_the_lakes_processes_are_said_once_with_the_command_lines(capsys):
    from dockline.headless.cli import Workers, warnings_said

    texts, categories = ["far", "near", "far"], [UserWarning, FutureWarning, UserWarning]
    with warnings_said(), Workers(max_workers=2) as pool:
        warnings.warn("near", UserWarning, stacklevel=1)
        assert list(pool.map(warnings.warn, texts, categories)) == [None] * 3
    assert capsys.readouterr().err.splitlines() == ["dockline: warning: near", "dockline: warning: far"]


def test_with_several_lakes_a_parcel_nowhere_is_named_as_with_one(tmp_path):
    """A parcel without a geometry and one with a NaN coordinate, among two lakes: each is named as a run of one
    lake names it (the first was dropped without a word, the second stopped the run as a fault of Dockline's)."""
    arguments = two_lakes(tmp_path)
    path = tmp_path / "two.gpkg"
    parcels = gpd.read_file(path, layer="parcels", fid_as_index=True)
    nowhere, broken = parcels.index[[5, 300]]
    parcels.loc[nowhere, "geometry"] = None
    parcels.loc[broken, "geometry"] = shapely.Polygon([(0, 0), (float("nan"), 0), (1, 1)])
    parcels.to_file(path, layer="parcels", index=True)
    output = tmp_path / "out.gpkg"
    ran = cli("analyse", *arguments, "--jobs", "2", "-o", str(output))
    assert ran.returncode == 0, ran.stderr
    assert f"parcels feature {broken}: its geometry has NaN or infinite coordinates, so it was left out" in ran.stdout
    flags = dockline.read_layer(str(output), "flags")
    assert f"parcels feature {nowhere} has no geometry: skipped" in flags["message"].tolist()


def test_with_several_lakes_a_lake_whose_parcels_have_no_ids_is_named_not_refused(tmp_path):
    """The east lake's parcels without ids: each named as skipped, the west lake analysed (they stopped the whole
    run, as if the id field were wrong); the east lake's docks go with the west lake, whose run names them."""
    arguments = two_lakes(tmp_path)
    path = tmp_path / "two.gpkg"
    parcels = gpd.read_file(path, layer="parcels", fid_as_index=True)
    east = parcels["parcel_id"].str.endswith("-east")
    parcels.loc[east, "parcel_id"] = None
    parcels.to_file(path, layer="parcels", index=True)
    output = tmp_path / "out.gpkg"
    ran = cli("analyse", *arguments, "--jobs", "2", "-o", str(output))
    assert ran.returncode == 0, ran.stderr
    allocated = dockline.read_layer(str(output), "allocation")
    assert len(allocated) and not allocated["parcel_id"].str.endswith("-east").any()
    skipped = set(dockline.read_layer(str(output), "flags").query("code == 'PARCEL_SKIPPED'")["message"])
    assert {f"parcels feature {fid} has no parcel id: skipped" for fid in parcels.index[east]} <= skipped


@pytest.mark.parametrize("files", ["one", "two"])
def test_with_several_lakes_a_water_feature_nowhere_is_named_as_with_one(tmp_path, files):
    """A third water polygon with a NaN coordinate, in the lakes' file or a file of its own: the lakes are
    analysed as one run, which names it by its fid, and its file where the water comes from two (it stopped the
    run as a fault of Dockline's)."""
    arguments = two_lakes(tmp_path)
    path = tmp_path / "two.gpkg"
    water = gpd.read_file(path, layer="water", fid_as_index=True)
    nowhere = gpd.GeoDataFrame(geometry=[shapely.Polygon([(0, 0), (float("nan"), 0), (1, 1)])], crs=water.crs)
    if files == "one":
        broken = water.index.max() + 1
        water = pd.concat([water, nowhere.set_index(pd.Index([broken], name=water.index.name))])
        water.to_file(path, layer="water", index=True)
    else:
        nowhere.to_file(tmp_path / "more.gpkg", layer="water")
        arguments += ["--water", f"{tmp_path / 'more.gpkg'}:water"]
        broken = f"1 of {tmp_path / 'more.gpkg'}, table 'water'"
    ran = cli("analyse", *arguments, "--jobs", "2", "-o", str(tmp_path / "out.gpkg"))
    assert ran.returncode == 0, ran.stderr
    assert f"water feature {broken}: its geometry has NaN or infinite coordinates, so it was left out" in ran.stdout
    allocated = dockline.read_layer(str(tmp_path / "out.gpkg"), "allocation")
    assert allocated["parcel_id"].str.endswith("-east").sum() == len(allocated) // 2 > 0


@pytest.mark.parametrize("where", ["before the command", "after it", "not given"])
def test_debug_is_taken_before_the_command_or_after_it(where):
    from dockline.headless.cli import parser

    given = {"before the command": (["--debug"], []), "after it": ([], ["--debug"]), "not given": ([], [])}[where]
    arguments = parser().parse_args([*given[0], "analyse", *BASE, "-o", "o.gpkg", *given[1]])
    assert arguments.debug is (where != "not given")
