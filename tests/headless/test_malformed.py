"""A corpus of malformed inputs through the command line and the API: every one gives one clear message (exit
code 1) or a result, never a traceback, and no input file is changed."""

import hashlib
import re
import shutil
import struct
import subprocess
import sys

import dockline
import geopandas as gpd
import numpy as np
import pandas as pd
import pyogrio.raw
import pytest
import shapely
from conftest import DEM, REPO, SAMPLE, TIERS
from dockline.rules.tools.errors import DocklineInputError


def cli(*arguments, **options):
    return subprocess.run([sys.executable, "-m", "dockline", *arguments], capture_output=True, text=True, **options)


def fingerprint(folder) -> dict:
    return {p.name: hashlib.sha256(p.read_bytes()).hexdigest() for p in sorted(folder.rglob("*")) if p.is_file()}


@pytest.fixture(scope="module")
def corpus(tmp_path_factory):
    """The sample lake and, beside it, files made wrong the ways town data is."""
    folder = tmp_path_factory.mktemp("corpus")
    shutil.copy(SAMPLE, folder / "lake.gpkg")
    shutil.copy(TIERS, folder / "tiers.csv")
    parcels = gpd.read_file(SAMPLE, layer="parcels")
    water = gpd.read_file(SAMPLE, layer="water")
    # feet, but saved as GeoJSON without a CRS: read as degrees
    parcels.set_crs(None, allow_override=True).to_file(folder / "feet.geojson", driver="GeoJSON")
    bow_tie = shapely.Polygon([(0, 0), (1, 1), (1, 0), (0, 1)])
    zoning = gpd.read_file(SAMPLE, layer="zoning")
    corner = parcels.total_bounds[:2]
    zoning.loc[0, "geometry"] = shapely.affinity.translate(
        shapely.affinity.scale(bow_tie, 2000, 2000, origin=(0, 0)), *corner
    )
    zoning.to_file(folder / "zoning.gpkg", layer="zoning")
    moorings = gpd.read_file(SAMPLE, layer="moorings")
    moorings["boat_length_ft"] = 1e308
    moorings["rode_ft"] = 1e308
    moorings.to_file(folder / "moorings.gpkg", layer="moorings")
    (folder / "empty.gpkg").write_bytes(b"")
    (folder / "garbage.csv").write_bytes(b"\x00\xff,,\n;;;\n")
    (folder / "dem.tif").write_text("not a raster")
    shutil.copy(DEM, folder / "real_dem.tif")
    water.assign(tier=1)[["tier", "geometry"]].to_file(folder / "other.gpkg", layer="allocation")
    water.translate(50_000, 0).to_frame("geometry").to_file(folder / "far.gpkg", layer="water")
    parcels.assign(steep=["maybe"] + ["yes"] * (len(parcels) - 1)).to_file(folder / "steep.gpkg", layer="parcels")
    (folder / "lower_tiers.csv").write_text("district,tier\nr-1,1\nmar,2\nhos,3\nLAKE,2\n")
    latin = parcels[["parcel_id", "geometry"]].assign(parcel_id=["Café-1", *parcels["parcel_id"][1:]])
    latin.to_file(folder / "latin.shp", encoding="ISO-8859-1")
    (folder / "latin.cpg").unlink()  # as older programs write it: the encoding not said
    (folder / "table.csv").write_text("parcel_id,district\nA,R-1\n")  # no geometry
    for name, frame in (("water", water), ("docks", gpd.read_file(SAMPLE, layer="docks"))):
        frame.to_file(folder / f"{name}_nocrs.shp")
        (folder / f"{name}_nocrs.prj").unlink()  # a shapefile without its .prj: no CRS
    x, y = corner
    circle = struct.pack("<BII", 1, 8, 3) + struct.pack("<6d", x, y, x + 200, y, x, y)  # CIRCULARSTRING
    pyogrio.raw.write(
        str(folder / "arcs.gpkg"),
        np.array([struct.pack("<BII", 1, 10, 1) + circle], dtype=object),  # CURVEPOLYGON, as CAD gives
        [np.array(["ARC"], dtype=object)],
        ["parcel_id"],
        layer="parcels",
        driver="GPKG",
        geometry_type="Unknown",
        crs="EPSG:2261",
    )
    return folder


LAKE = ["--parcels", "{f}/lake.gpkg:parcels", "--parcel-id", "parcel_id", "--water", "{f}/lake.gpkg:water"]
CASES = [  # (arguments, what the message says, or None where the run succeeds)
    (["--parcels", "{f}/feet.geojson", "--parcel-id", "parcel_id", "--water", "{f}/lake.gpkg:water"], "parcels"),
    ([*LAKE, "--zoning", "{f}/zoning.gpkg:zoning", "--zoning-field", "district"], None),
    ([*LAKE, "--moorings", "{f}/moorings.gpkg:moorings"], None),
    ([*LAKE, "--docks", "{f}/empty.gpkg"], "docks"),
    ([*LAKE, "--tier-map", "{f}/garbage.csv"], "garbage.csv"),
    ([*LAKE, "--dem", "{f}/dem.tif"], "dem"),
    ([*LAKE, "--bathymetry", "{f}/dem.tif"], "bathymetry"),
    ([*LAKE, "--tolerance", "nan"], "tolerance"),
    ([*LAKE, "--tolerance", "1e308"], "tolerance"),
    ([*LAKE, "--jobs", "0"], "--jobs"),
    ([*LAKE, "--vertical-offset", "inf", "--dem", "{f}/real_dem.tif"], "offset"),
    ([*LAKE, "--tiermap", "{f}/tiers.csv"], "--tiermap: did you mean --tier-map?"),
    ([*LAKE, "--land-use-feild", "use"], "--land-use-feild: did you mean --land-use-field?"),
    (["--parcels", "{f}/latin.shp", *LAKE[2:]], "'caf\ufffd-1' as utf-8 (qgis) but 'café-1' as iso-8859-1 (gdal)"),
    (["--parcels", "{f}/table.csv", *LAKE[2:]], "parcels: needs polygons; the table has no geometry"),
    ([*LAKE, "--water", "{f}/water_nocrs.shp"], "water_nocrs.shp) has no crs: set its crs"),
    ([*LAKE, "--docks", "{f}/docks_nocrs.shp"], "docks has no crs: set its crs"),
    (["--parcels", "{f}/arcs.gpkg:parcels", *LAKE[2:]], "arcs (curved geometries) are read only in qgis"),
    (
        [*LAKE, "--outlets", "{f}/lake.gpkg"],
        "outlets: {f}/lake.gpkg holds 12 layers (water, parcels, zoning, outlet_lines",
    ),
    ([*LAKE, "--zoning-field", "district"], "zoning_field (--zoning-field) needs zoning (--zoning)"),
    ([*LAKE, "--soundings-level", "688.9"], "soundings_level_ft (--soundings-level) needs soundings_field"),
    ([*LAKE, "--vertical-offset", "1.5"], "vertical_offset_ft (--vertical-offset) needs a raster"),
    ([*LAKE, "--cad-units", "ft", "--cad-crs", "EPSG:2261"], "--cad-units and --cad-crs need --cad"),
    (
        [*LAKE[:-1], "{f}/lake.gpkg:parcels"],
        "parcels lie inside its polygons: the parcels layer given as the water too",
    ),
]


@pytest.mark.parametrize(("arguments", "said"), CASES, ids=[str(k) for k in range(len(CASES))])
def test_the_command_line_says_what_is_wrong_and_never_shows_a_traceback(corpus, tmp_path, arguments, said):
    before = fingerprint(corpus)
    ran = cli("analyse", *(a.format(f=corpus) for a in arguments), "-o", str(tmp_path / "out.gpkg"))
    assert "Traceback" not in ran.stderr + ran.stdout
    if said is None:
        assert ran.returncode == 0, ran.stderr
    else:
        assert ran.returncode == 1 and said.format(f=corpus).lower() in ran.stderr.lower(), ran.stderr
        assert not (tmp_path / "out.gpkg").exists()
    assert fingerprint(corpus) == before


@pytest.mark.parametrize("name", ["out.shp", "out.geojson", "out"])
def test_the_outputs_go_to_one_geopackage_and_another_file_is_refused(corpus, tmp_path, name):
    ran = cli("analyse", *(a.format(f=corpus) for a in LAKE), "-o", str(tmp_path / name))
    assert ran.returncode == 1 and "the outputs are written as the layers of one GeoPackage" in ran.stderr
    assert list(tmp_path.iterdir()) == []


def test_the_api_refuses_to_read_a_shapefile_whose_encoding_readers_disagree_on(corpus):
    with pytest.raises(DocklineInputError, match=r"parcels \(.*latin.shp\): .*write the encoding .* latin.cpg"):
        dockline.read_layer(str(corpus / "latin.shp"), name="parcels")


def test_zoning_that_crosses_itself_is_repaired_and_said(corpus, tmp_path):
    output = tmp_path / "out.gpkg"
    arguments = [a.format(f=corpus) for a in CASES[1][0]]
    assert cli("analyse", *arguments, "-o", str(output)).returncode == 0
    flags = gpd.read_file(output, layer="flags")
    assert "ZONING_REPAIRED" in set(flags["code"])
    assert any("zoning feature" in message for message in flags["message"])


def test_a_swing_radius_that_overflows_is_an_input_finding_naming_the_fields(corpus, tmp_path):
    output = tmp_path / "out.gpkg"
    assert cli("analyse", *(a.format(f=corpus) for a in CASES[2][0]), "-o", str(output)).returncode == 0
    findings = gpd.read_file(output, layer="findings")
    messages = " ".join(findings["message"])
    assert "BOAT_LENGTH_FIELD" in messages and "RODE_FIELD" in messages


def test_diff_of_files_with_other_columns_names_what_they_lack(corpus, tmp_path):
    ran = cli("diff", str(corpus / "other.gpkg"), str(corpus / "other.gpkg"))
    assert ran.returncode == 1 and "Traceback" not in ran.stderr
    assert "lacks parcel_id, lineal_ft, category" in ran.stderr


def test_to_file_refuses_a_file_the_result_was_read_from_and_keeps_it(corpus):
    before = fingerprint(corpus)
    parcels = dockline.read_layer(str(corpus / "lake.gpkg"), "parcels", name="parcels")
    water = dockline.read_layer(str(corpus / "lake.gpkg"), "water", name="water")
    result = dockline.analyse(parcels, water)
    with pytest.raises(DocklineInputError, match="path .* would be written over the input parcels"):
        result.to_file(str(corpus / "LAKE.gpkg"))
    assert fingerprint(corpus) == before


def analysed(corpus, tmp_path, *arguments):
    """The command line's run on the corpus (exit code 0), its output and its flags."""
    output = tmp_path / "out.gpkg"
    ran = cli("analyse", *(a.format(f=corpus) for a in arguments), "-o", str(output))
    assert ran.returncode == 0, ran.stderr
    return ran.stdout, gpd.read_file(output, layer="flags"), gpd.read_file(output, layer="allocation")


def test_water_far_from_every_parcel_is_said_with_its_likely_causes(corpus, tmp_path):
    printed, flags, _ = analysed(corpus, tmp_path, *LAKE[:-1], "{f}/far.gpkg:water")
    said = "no parcel comes within 100 ft of the water's edge (the nearest is "
    assert said in printed and "another layer given as the water" in printed
    assert [m for m in flags.loc[flags["code"] == "FABRIC_OFFSET", "message"] if m.startswith(said)]
    assert said not in analysed(corpus, tmp_path, *LAKE)[0]


def test_a_steep_slope_neither_yes_nor_no_is_an_input_flag_naming_the_parcel(corpus, tmp_path):
    parcels = gpd.read_file(corpus / "steep.gpkg", layer="parcels")
    arguments = [*LAKE[:1], "{f}/steep.gpkg:parcels", *LAKE[2:], "--steep-slope-field", "steep"]
    _, flags, _ = analysed(corpus, tmp_path, *arguments)
    unclear = flags[flags["code"] == "INPUT"]
    assert list(unclear["parcel_id"]) == [str(parcels["parcel_id"][0])]
    assert list(unclear["message"]) == ["steep slope 'maybe' is neither yes nor no: read as not given"]


def test_a_tier_map_in_other_case_matches_and_a_row_matching_nothing_is_said(corpus, tmp_path):
    zoned = [*LAKE, "--zoning", "{f}/lake.gpkg:zoning", "--zoning-field", "district"]
    printed, _, lower = analysed(corpus, tmp_path, *zoned, "--tier-map", "{f}/lower_tiers.csv")
    _, _, upper = analysed(corpus, tmp_path, *zoned, "--tier-map", str(TIERS))
    assert list(lower["tier"]) == list(upper["tier"]) and set(upper["tier"]) >= {"1", "2"}
    assert "tier map: district 'LAKE' matches no district of the parcels or the zoning" in printed
    assert "'mar'" not in printed and "matches no row of the tier map" not in printed


DXF = REPO / "resources" / "sample" / "sample_proposals.dxf"
MAPPING = REPO / "resources" / "sample" / "sample_cad_mapping.csv"


def test_read_cad_says_the_units_it_was_given_and_did_not_use(corpus, tmp_path):
    """The drawing says its units ($INSUNITS): units given as well are not used, and said so, as Processing says."""
    layers, report = dockline.read_cad(str(DXF), "EPSG:2261", mapping=str(MAPPING), units="m")
    (said,) = report.loc[report["cad_layer"].isna(), "message"]
    assert said.startswith("--cad-units metres ignored: the DXF's $INSUNITS says ") and len(layers["docks"]) > 0
    ran = cli("analyse", *(a.format(f=corpus) for a in LAKE), "--cad", str(DXF), "--cad-mapping", str(MAPPING),
              "--cad-units", "m", "-o", str(tmp_path / "out.gpkg"))  # fmt: skip
    assert ran.returncode == 0 and f"dockline: --cad: {said}" in ran.stderr, ran.stderr


def test_read_cad_refuses_units_it_does_not_know():
    with pytest.raises(DocklineInputError, match=r"--cad-units: 'feet' is not one of ft, us-ft, m, in"):
        dockline.read_cad(str(DXF), "EPSG:2261", mapping=str(MAPPING), units="feet")


def unplaced(geometry, value: float):
    """The geometry with its second coordinate's x made ``value`` (a point's only one)."""
    coords = shapely.get_coordinates(geometry)
    coords[min(1, len(coords) - 1), 0] = value
    return shapely.set_coordinates(geometry, coords)


@pytest.mark.parametrize("value", [np.nan, np.inf], ids=["nan", "inf"])
@pytest.mark.parametrize("layer", ["parcels", "docks", "moorings"])
def test_a_geometry_with_nan_or_infinite_coordinates_is_left_out_and_named(sample, layer, value):
    """A broken export's NaN (or a failed reprojection's infinity) in one feature: that feature is left out and
    named by its id; the frame (read from the parcels' extent) and every other figure are as without it."""
    from conftest import analyse_sample

    index = sample[layer].index[4]
    broken = sample[layer].copy()
    broken.loc[index, "geometry"] = unplaced(broken.geometry[index], value)
    said = f"{layer} feature {index}: its geometry has NaN or infinite coordinates, so it was left out"
    without = sample[layer].copy()  # the feature as one without a geometry
    without.loc[index, "geometry"] = None
    if layer == "parcels":
        result, clean = analyse_sample({**sample, "parcels": broken}), analyse_sample({**sample, "parcels": without})
        assert result.allocation.equals(clean.allocation) and result.facility_areas.equals(clean.facility_areas)
    else:
        analysis = analyse_sample(sample)
        result, clean = dockline.check(analysis, **{layer: broken}), dockline.check(analysis, **{layer: without})
        assert result.findings.equals(clean.findings)
        assert [m for m in result.findings["message"] if m.endswith("has no geometry.")]  # an INPUT finding
    assert [notice for notice in result.notices if notice.startswith(said)]


def test_the_command_line_leaves_out_a_parcel_with_a_nan_coordinate(corpus, tmp_path):
    parcels = gpd.read_file(corpus / "lake.gpkg", layer="parcels")
    geometries = list(parcels.geometry)
    geometries[3] = unplaced(geometries[3], np.nan)
    parcels.set_geometry(gpd.GeoSeries(geometries, crs=parcels.crs)).to_file(tmp_path / "nan.gpkg", layer="parcels")
    arguments = [*LAKE[:1], str(tmp_path / "nan.gpkg") + ":parcels", *LAKE[2:]]
    printed, _, allocation = analysed(corpus, tmp_path, *arguments)
    assert "parcels feature 4: its geometry has NaN or infinite coordinates, so it was left out" in printed
    assert parcels["parcel_id"][3] not in set(allocation["parcel_id"])


@pytest.mark.parametrize(("crs", "size"), [("EPSG:26918", 30.0), ("EPSG:4269", 0.0003), ("EPSG:3857", 30.0)])
def test_a_parcel_far_off_changes_no_other_figure(sample, crs, size):
    """The frame is chosen where the lake lies: a placeholder parcel at the CRS's origin (thousands of miles off)
    leaves every other parcel's figures as they were."""
    parcels, water = sample["parcels"].to_crs(crs), sample["water"].to_crs(crs)
    placeholder = gpd.GeoDataFrame({"parcel_id": ["STRAY-1"]}, geometry=[shapely.box(0, 0, size, size)], crs=crs)
    strayed = gpd.GeoDataFrame(pd.concat([parcels, placeholder], ignore_index=True), crs=crs)
    alone, with_stray = dockline.analyse(parcels, water), dockline.analyse(strayed, water)
    stray_row = with_stray.allocation["parcel_id"] == "STRAY-1"
    assert list(with_stray.allocation.loc[stray_row, "status"]) == ["not adjoining"]
    assert with_stray.allocation[~stray_row].reset_index(drop=True).equals(alone.allocation)
    assert with_stray.tie_lines.equals(alone.tie_lines) and with_stray.facility_areas.equals(alone.facility_areas)


def findings_of(corpus, tmp_path, *facilities):
    """The command line's findings (parcel, facility, rule) and what it printed, with these facility options."""
    output = tmp_path / "findings.gpkg"
    ran = cli("analyse", *(a.format(f=corpus) for a in (*LAKE, *facilities)), "-o", str(output))
    assert ran.returncode == 0, ran.stderr
    findings = gpd.read_file(output, layer="findings").fillna("")
    return sorted(zip(findings["parcel_id"], findings["facility_id"], findings["rule_id"])), ran.stdout


@pytest.mark.filterwarnings("ignore:Column names longer than 10", "ignore:Normalized/laundered field name")
def test_facility_layers_saved_as_shapefiles_are_read_by_their_cut_names(corpus, tmp_path):
    """A shapefile keeps 10 characters of a field's name (overhang_in → overhang_i, boat_length_ft → boat_lengt):
    those fields are read, and said, so the check finds what it finds in the GeoPackage."""
    for name in ("moorings", "structures"):
        gpd.read_file(SAMPLE, layer=name).to_file(tmp_path / f"{name}.shp")
    layers = ["--moorings", "{f}/lake.gpkg:moorings", "--structures", "{f}/lake.gpkg:structures"]
    from_gpkg, _ = findings_of(corpus, tmp_path, *layers)
    cut = ["--moorings", str(tmp_path / "moorings.shp"), "--structures", str(tmp_path / "structures.shp")]
    from_shapefiles, printed = findings_of(corpus, tmp_path, *cut)
    assert from_shapefiles == from_gpkg
    assert "structures: no field 'overhang_in'; its field 'overhang_i' read as it (a shapefile's name)" in printed
    assert any(rule == "T1_BOATHOUSE_OVERHANG" for _, _, rule in from_gpkg)


def test_a_field_under_another_name_is_mapped_and_a_misspelt_one_refused(corpus, sample, tmp_path):
    sample["docks"].rename(columns={"dock_id": "DOCKNO"}).to_file(tmp_path / "docks.gpkg", layer="docks")
    mapped, _ = findings_of(
        corpus, tmp_path, "--docks", str(tmp_path / "docks.gpkg:docks"), "--field", "dock_id_field=DOCKNO"
    )
    assert mapped == findings_of(corpus, tmp_path, "--docks", "{f}/lake.gpkg:docks")[0]
    ran = cli(
        "analyse",
        *(a.format(f=corpus) for a in LAKE),
        "--field",
        "DOCK_ID_FIELD=DOCKNO",
        "-o",
        str(tmp_path / "o.gpkg"),
    )
    assert ran.returncode == 1 and "--field names a field of the facility layers" in ran.stderr
    analysis = dockline.analyse(sample["parcels"], sample["water"])
    with pytest.raises(DocklineInputError, match="DOCK_ID_FEILD: .* did you mean DOCK_ID_FIELD"):
        dockline.check(analysis, docks=sample["docks"], fields={"DOCK_ID_FEILD": "dock_id"})
    with pytest.raises(DocklineInputError, match="OVERHANG_FIELD: the structures layer has no field 'roof_overhang'"):
        dockline.check(analysis, structures=sample["structures"], fields={"OVERHANG_FIELD": "roof_overhang"})


def test_districts_without_a_tier_map_are_said_to_make_every_parcel_tier_1(corpus, tmp_path):
    printed, _, allocation = analysed(corpus, tmp_path, *LAKE, "--district-field", "district")
    assert "no tier map given: every parcel is Tier 1 (§ 73-6A(1)), whatever its district (HOS, MAR, R-1)" in printed
    assert set(allocation["tier"].dropna()) == {"1"}  # NaN: not adjoining


@pytest.mark.parametrize(
    ("call", "said"),
    [
        (
            lambda s: dockline.analyse(s["parcels"], s["water"], tolerance_ft="abc"),
            "must be a number of feet, not 'abc'",
        ),
        (lambda s: dockline.analyse(s["parcels"], s["water"], tolerance_ft=True), "must be a number of feet, not True"),
        (lambda s: dockline.analyse(s["parcels"], s["water"], tier_map=[1, 2]), "tier_map: give a CSV's path"),
        (lambda s: dockline.check(None, docks=s["docks"]), "check needs the result of dockline.analyse"),
        (lambda s: dockline.buildout(None), "buildout needs the result of dockline.analyse"),
        (
            lambda s: dockline.analyse(gpd.GeoDataFrame(), s["water"]),
            "parcels: needs polygons; the table has no geometry",
        ),
    ],
    ids=["tolerance text", "tolerance bool", "tier map list", "check of nothing", "buildout of nothing", "no geometry"],
)
def test_an_api_argument_of_the_wrong_kind_is_named(sample, call, said):
    with pytest.raises(DocklineInputError, match=re.escape(said)):
        call(sample)


def test_the_api_reads_a_tolerance_given_as_text_and_a_tier_map_as_a_dataframe(sample):
    tiers = pd.DataFrame({"district": ["R-1", "MAR", "HOS"], "tier": [1, 2, 3]})
    from_frame = dockline.analyse(
        sample["parcels"], sample["water"], districts="district", tier_map=tiers, tolerance_ft="10"
    )
    from_csv = dockline.analyse(sample["parcels"], sample["water"], districts="district", tier_map=str(TIERS))
    assert from_frame.allocation.equals(from_csv.allocation) and set(from_frame.allocation["tier"].dropna()) == {
        "1",
        "2",
        "3",
    }
