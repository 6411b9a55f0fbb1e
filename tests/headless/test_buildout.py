"""dockline.buildout and python -m dockline buildout (issue 45): the layout the law allows, judged by the check."""

import hashlib
import shutil
import subprocess
import sys

import dockline
import pytest
from conftest import DEM, SAMPLE, TIERS, analyse_sample, two_lakes
from dockline.rules import DocklineInputError
from dockline.rules.outputs.schema import LAYOUT_OUTPUTS

LAKE = ["--parcels", f"{SAMPLE}:parcels", "--parcel-id", "parcel_id", "--water", f"{SAMPLE}:water"]
TIERED = [*LAKE, "--zoning", f"{SAMPLE}:zoning", "--zoning-field", "district", "--tier-map", str(TIERS)]


def cli(*arguments, **options):
    return subprocess.run([sys.executable, "-m", "dockline", *arguments], capture_output=True, text=True, **options)


@pytest.fixture(scope="module")
def terrain_lake(sample):
    """The sample lake with its DEM as the land and the lake's bottom (the terrain lake of issue 45)."""
    return analyse_sample(sample, dem=str(DEM), bathymetry=str(DEM))


@pytest.fixture(scope="module")
def written(terrain_lake, tmp_path_factory):
    """The terrain lake's build-out, written and read back."""
    path = tmp_path_factory.mktemp("buildout") / "buildout.gpkg"
    built = dockline.buildout(terrain_lake)
    built.to_file(str(path))
    return built, {name: dockline.read_layer(str(path), name.lower()) for name in LAYOUT_OUTPUTS}


def test_the_three_layers_have_the_processing_fields_in_the_parcels_crs(sample, written):
    built, read = written
    for name, frame in built.outputs().items():
        assert list(frame.columns) == [field for field, _ in LAYOUT_OUTPUTS[name][2]] + ["geometry"], name
        assert frame.crs == sample["parcels"].crs, name
        assert len(read[name]) == len(frame) > 0, name
    assert set(built.layout_docks["parcel_id"]) <= set(built.buildout_summary["parcel_id"])
    assert built.totals and all(line.startswith("Build-out, Tier ") for line in built.totals)


def test_the_checker_finds_no_violation_in_the_layout_read_back(sample, written):
    """The oracle: the written docks and moorings, given back as a proposal, keep every rule."""
    _, read = written
    proposal = {"docks": read["LAYOUT_DOCKS"], "moorings": read["LAYOUT_MOORINGS"]}
    assert len(proposal["moorings"]) > 0
    checked = dockline.check(analyse_sample(sample, dem=str(DEM), bathymetry=str(DEM)), **proposal)
    findings = checked.findings
    assert findings[findings["severity"] == "violation"].empty, findings[["rule_id", "message"]].head(10)
    assert (findings["rule_id"] != "INPUT").all()


def test_the_facilities_checked_are_kept_and_only_those_of_the_result_given(sample, analysed):
    checked = dockline.check(analysed, docks=sample["docks"], moorings=sample["moorings"])
    kept = dockline.buildout(checked).buildout_summary
    assert kept["kept_slips"].sum() > 0
    assert dockline.buildout(analysed).buildout_summary["kept_slips"].sum() == 0  # the same run, nothing checked


def test_parcels_lays_out_only_those(analysed):
    chosen = list(analysed.allocation.query("tier == '2'")["parcel_id"][:2])
    built = dockline.buildout(analysed, parcels=chosen)
    assert sorted(built.buildout_summary["parcel_id"]) == sorted(chosen)
    assert set(built.layout_docks["parcel_id"]) | set(built.layout_moorings["parcel_id"]) <= set(chosen)
    with pytest.raises(DocklineInputError, match="no parcel NOWHERE among the parcels analysed"):
        dockline.buildout(analysed, parcels=[*chosen, "NOWHERE"])


@pytest.mark.parametrize(("boat", "rode"), [(0, 30), (24, float("nan")), (2000, 30)])
def test_a_design_boat_it_cannot_use_is_refused(analysed, boat, rode):
    with pytest.raises(DocklineInputError, match="the (boat length|rode) is"):
        dockline.buildout(analysed, boat_length_ft=boat, rode_ft=rode)


@pytest.fixture(scope="module")
def command_line(tmp_path_factory):
    output = tmp_path_factory.mktemp("cli") / "buildout.gpkg"
    ran = cli("buildout", *TIERED, "--outlets", f"{SAMPLE}:outlet_lines", "-o", str(output))
    assert ran.returncode == 0, ran.stderr
    return output, ran


def test_the_command_line_writes_the_three_layers_and_prints_the_totals(command_line):
    output, ran = command_line
    for name, (_, _, fields) in LAYOUT_OUTPUTS.items():
        layer = dockline.read_layer(str(output), name.lower())
        assert len(layer) > 0 and list(layer.columns) == [field for field, _ in fields] + ["geometry"], name
    printed = ran.stdout.splitlines()
    assert any(line.startswith("Build-out, Tier 1 (Town of South Bristol): ") for line in printed)
    assert printed[-1] == f"Written: {output}"
    assert ran.stderr == ""  # nothing left out


def test_only_lays_out_those_parcels(analysed, tmp_path):
    chosen = list(analysed.allocation.query("tier == '1'")["parcel_id"][:3])
    ran = cli("buildout", *TIERED, "--only", *chosen, "-o", str(tmp_path / "only.gpkg"))
    assert ran.returncode == 0, ran.stderr
    summary = dockline.read_layer(str(tmp_path / "only.gpkg"), "buildout_summary")
    assert sorted(summary["parcel_id"]) == sorted(chosen)


@pytest.mark.parametrize("boat", ["0", "-3", "nan"])
def test_a_bad_boat_length_exits_1_with_the_message_and_no_traceback(tmp_path, boat):
    ran = cli("buildout", *LAKE, "--boat-length", boat, "-o", str(tmp_path / "o.gpkg"))
    assert ran.returncode == 1 and "Traceback" not in ran.stderr
    assert "dockline: the boat length is" in ran.stderr
    assert list(tmp_path.iterdir()) == []


def fingerprint(folder) -> dict:
    return {p.name: hashlib.sha256(p.read_bytes()).hexdigest() for p in sorted(folder.rglob("*")) if p.is_file()}


def test_the_command_line_refuses_an_output_over_an_input_before_reading_anything(tmp_path):
    """As ``analyse`` does (tests/qgis/test_nothing_lost.py): the plan is the same check, with the build-out's
    layers."""
    shutil.copy(SAMPLE, tmp_path / "lake.gpkg")
    shutil.copy(TIERS, tmp_path / "tiers.csv")
    shutil.copy(DEM, tmp_path / "dem.tif")
    (tmp_path / "link.gpkg").symlink_to(tmp_path / "lake.gpkg")
    before = fingerprint(tmp_path)
    lake = tmp_path / "lake.gpkg"
    cases = {lake: "--parcels", tmp_path / "link.gpkg": "--parcels", tmp_path / "tiers.csv": "--tier-map"}
    cases |= {tmp_path / "dem.tif": "--dem"}
    for output, met in cases.items():
        ran = cli(
            "buildout", "--parcels", f"{lake}:parcels", "--parcel-id", "parcel_id", "--water", f"{lake}:water",
            "--tier-map", str(tmp_path / "tiers.csv"), "--dem", str(tmp_path / "dem.tif"), "-o", str(output),
        )  # fmt: skip
        assert ran.returncode == 1 and "Traceback" not in ran.stderr, ran.stderr
        assert f"-o ({output}) would be written over the input {met}" in ran.stderr
    assert fingerprint(tmp_path) == before


def test_several_lakes_lay_out_each_its_own_chosen_parcels(analysed, tmp_path):
    """The sample lake and a copy 200,000 ft east (ids suffixed), two processes; --only names a parcel of each."""
    arguments = two_lakes(tmp_path)
    pid = analysed.allocation.query("tier == '2'")["parcel_id"].iloc[0]
    ran = cli("buildout", *arguments, "--jobs", "2", "--only", pid, f"{pid}-east", "-o", str(tmp_path / "out.gpkg"))
    assert ran.returncode == 0, ran.stderr
    assert "no allocation" not in ran.stdout  # each lake was given only its own parcel
    summary = dockline.read_layer(str(tmp_path / "out.gpkg"), "buildout_summary").set_index("parcel_id")
    assert sorted(summary.index) == [pid, f"{pid}-east"]
    for field in ("allowed_slips", "placed_slips", "placed_moorings"):
        assert summary.loc[pid, field] == summary.loc[f"{pid}-east", field], field
    assert len([line for line in ran.stdout.splitlines() if line.startswith("Build-out, Tier 2")]) == 2


def test_help_explains_the_design_boat_and_an_example():
    ran = cli("buildout", "--help")
    assert ran.returncode == 0
    for words in ("--boat-length", "--rode", "--only", "facilities to keep", "example:", "-o buildout.gpkg"):
        assert words in ran.stdout, words
