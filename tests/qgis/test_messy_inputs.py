"""Messy town and county data through ``dockline:shorelineanalysis``: ids and districts read once the same way."""

import shutil
import sys

import numpy as np
import pytest
import shapely
import shapely.affinity
from dockline.processing.base import plain
from dockline.processing.shoreline_analysis import OUTPUTS
from layers import (
    SAMPLE,
    SAMPLE_DEM,
    RecordingFeedback,
    by_parcel,
    headless_run,
    memory_layer,
    run,
    sample_layer,
    sample_parameters,
)
from osgeo import gdal
from qgis.core import (
    QgsFeature,
    QgsFeatureRequest,
    QgsGeometry,
    QgsProcessingContext,
    QgsProcessingException,
    QgsVectorLayer,
)

import processing

WATER = shapely.box(639_000, 1_050_000, 641_000, 1_051_000)  # EPSG:2261 feet near Canandaigua Lake
LOTS = [shapely.box(x, 1_049_700, x + 100, 1_050_000) for x in range(639_500, 640_500, 100)]


def test_ids_and_districts_are_read_once_the_same_way(dockline_provider):
    """A Real id field holds 12 as 12.0; an id may carry spaces; a NULL district is no district, not 'None'."""
    parcels = memory_layer(
        "Polygon",
        "EPSG:2261",
        [(lot, float(12 + k)) for k, lot in enumerate(LOTS)],
        "&field=parcel_id:double",
        "parcels",
    )
    spaced = memory_layer("Polygon", "EPSG:2261", [(LOTS[0], " 11 ")], "&field=parcel_id:string", "spaced")
    water = memory_layer("Polygon", "EPSG:2261", [WATER], name="water")
    zoning = memory_layer(
        "Polygon",
        "EPSG:2261",
        [
            (shapely.box(639_500, 1_049_700, 640_000, 1_050_000), "MAR"),
            (shapely.box(640_000, 1_049_700, 640_500, 1_050_000), None),
        ],
        "&field=district:string",
        "zoning",
    )
    result = run(
        {
            "PARCELS": parcels,
            "PARCEL_ID": "parcel_id",
            "WATER": water,
            "ZONING": zoning,
            "ZONING_FIELD": "district",
        }
    )
    rows = by_parcel(result["ALLOCATION"])
    assert {"12", "13", "20", "21"} <= rows.keys() and "12.0" not in rows
    assert rows["20"]["tier_reason"] == "no zoning district given: Tier 1 by default"  # not a district 'None'
    assert rows["13"]["tier_reason"].startswith("MAR")
    flags = {(f["parcel_id"], f["code"]) for f in result["FLAGS"].getFeatures()}
    assert ("20", "NO_DISTRICT") in flags and ("13", "NO_DISTRICT") not in flags
    assert plain(rows["13"]["tier"]) == "1"
    spaced_run = run({"PARCELS": spaced, "PARCEL_ID": "parcel_id", "WATER": water})
    assert set(by_parcel(spaced_run["ALLOCATION"])) == {"11"}


@pytest.mark.parametrize(
    "output, replaced",
    [("ogr:dbname='{gpkg}' table=\"parcels\" (geom)", "table 'parcels'"), ("{gpkg}", "lake.gpkg")],
)
def test_an_output_written_over_an_input_is_refused_and_the_input_kept(dockline_provider, tmp_path, output, replaced):
    gpkg = tmp_path / "lake.gpkg"
    shutil.copy(SAMPLE, gpkg)
    before = gpkg.read_bytes()
    parameters = sample_parameters(**{name: sample_layer(name, gpkg) for name in ("parcels", "water")})
    with pytest.raises(
        QgsProcessingException, match=f"TIE_LINES .*{replaced}.* would be written over the input PARCELS"
    ):
        processing.run("dockline:shorelineanalysis", {**parameters, "TIE_LINES": output.format(gpkg=gpkg)})
    assert gpkg.read_bytes() == before


def test_a_tier_map_saved_by_excel_in_windows_1252_is_read(dockline_provider, tmp_path):
    tiers = tmp_path / "tiers.csv"
    tiers.write_bytes("district,tier\nMAR,2\nCafé zone,3\n".encode("cp1252"))
    result = run({**sample_parameters(), "TIER_MAP": str(tiers)})
    assert {plain(f["tier"]) for f in result["ALLOCATION"].getFeatures()} >= {"1", "2"}


def straight_lake(parcels, water=WATER, fields="&field=parcel_id:string"):
    return {
        "PARCELS": memory_layer("Polygon", "EPSG:2261", parcels, fields, "parcels"),
        "PARCEL_ID": "parcel_id",
        "WATER": memory_layer("Polygon", "EPSG:2261", [water], name="water"),
    }


def test_curved_and_non_finite_geometries_are_segmentised_or_left_out_with_a_message(dockline_provider):
    """CAD gives arcs (CurvePolygon: 'Unknown WKB type' in shapely); a broken reprojection gives NaN."""
    layer = memory_layer("CurvePolygon", "EPSG:2261", [], "&field=parcel_id:string", "parcels")
    arc = QgsGeometry.fromWkt(
        "CURVEPOLYGON(COMPOUNDCURVE((639500 1050000, 639500 1049700, 639600 1049700, 639600 1050000),"
        "CIRCULARSTRING(639600 1050000, 639550 1050010, 639500 1050000)))"
    )
    broken = QgsGeometry()
    broken.fromWkb(shapely.to_wkb(shapely.Polygon([(639_700, 1_050_000), (639_700, 1_049_700), (np.nan, 1_049_700)])))
    features = []
    for pid, geometry in (("ARC", arc), ("NAN", broken), ("BOX", QgsGeometry.fromWkt(LOTS[3].wkt))):
        feature = QgsFeature(layer.fields())
        feature.setGeometry(geometry)
        feature.setAttributes([pid])
        features.append(feature)
    layer.dataProvider().addFeatures(features)
    parameters = {**straight_lake([]), "PARCELS": layer}
    feedback, context = RecordingFeedback(), QgsProcessingContext()
    context.setInvalidGeometryCheck(QgsFeatureRequest.InvalidGeometryCheck.GeometryNoCheck)  # as qgis_process may
    result = processing.run(
        "dockline:shorelineanalysis",
        {**parameters, **dict.fromkeys(OUTPUTS, "memory:")},
        context=context,
        feedback=feedback,
    )
    rows = by_parcel(result["ALLOCATION"])
    assert rows["ARC"]["lineal_ft"] == pytest.approx(100.0, abs=0.05) and rows["BOX"]["lineal_ft"] == pytest.approx(100)
    assert any("parcels feature 2: its geometry has NaN or infinite coordinates" in w for w in feedback.warnings)


NO_CRS = {  # a layer given without a CRS: (its geometry type, fields, a feature, the name the message gives it)
    "WATER": ("Polygon", "", WATER, "water"),
    "OUTLETS": ("Point", "", shapely.Point(639_550, 1_050_020), "culverts"),
    "ZONING": ("Polygon", "&field=district:string", (WATER, "R-1"), "zoning"),
    "DOCKS": (
        "Polygon",
        "&field=dock_id:string&field=part:string",
        (shapely.box(639_547, 1_049_996, 639_553, 1_050_040), "D1", "main_walkway"),
        "docks",
    ),
}


@pytest.mark.parametrize("parameter", NO_CRS)
def test_a_layer_without_a_crs_is_refused_naming_it(dockline_provider, parameter):
    """A layer without a CRS is never taken to be in the parcels' CRS: its coordinates could be in any unit and
    anywhere."""
    kind, fields, feature, said = NO_CRS[parameter]
    layer = memory_layer(kind, "", [feature], fields, name=said)
    assert not layer.crs().isValid()
    extra = {"ZONING_FIELD": "district"} if parameter == "ZONING" else {}
    with pytest.raises(QgsProcessingException, match=rf"^{said} has no CRS: set its CRS before running Dockline"):
        run({**straight_lake([(LOTS[0], "A")]), parameter: [layer] if parameter == "OUTLETS" else layer, **extra})


def test_a_dem_without_a_crs_is_refused_naming_it(dockline_provider, tmp_path):
    dem = gdal.Translate(str(tmp_path / "dem.tif"), str(SAMPLE_DEM))
    dem.SetProjection("")
    del dem
    with pytest.raises(QgsProcessingException, match="^DEM has no CRS: set its CRS"):
        processing.run(
            "dockline:mhwfromdem",
            {"DEM": str(tmp_path / "dem.tif"), **dict.fromkeys(("SHORELINE", "WATER", "FLAGS"), "memory:")},
        )


def test_a_zero_area_water_polygon_is_refused_with_a_message(dockline_provider):
    flat = shapely.Polygon([(639_000, 1_050_000), (641_000, 1_050_000), (640_000, 1_050_000)])
    with pytest.raises(QgsProcessingException, match="the water layer's polygons have no area"):
        run(straight_lake([(LOTS[0], "A")], water=flat))


def test_a_shoreline_ring_given_twice_is_refused_as_a_duplicate(dockline_provider):
    ring = shapely.LineString(WATER.exterior.coords)
    shoreline = memory_layer("LineString", "EPSG:2261", [ring, ring], name="mhw")
    parameters = {key: value for key, value in straight_lake([(LOTS[0], "A")]).items() if key != "WATER"}
    twice = "^shoreline feature 1 and shoreline feature 2 hold the same closed line twice"  # by fid
    with pytest.raises(QgsProcessingException, match=twice):
        run({**parameters, "SHORELINE": shoreline})
    assert set(
        by_parcel(run({**parameters, "SHORELINE": memory_layer("LineString", "EPSG:2261", [ring])})["ALLOCATION"])
    ) == {"A"}


def test_docks_given_as_points_are_refused_naming_the_layer(dockline_provider):
    points = memory_layer("Point", "EPSG:2261", [shapely.Point(639_550, 1_050_020)], name="dock points")
    with pytest.raises(
        QgsProcessingException, match="DOCKS: proposed docks .* needed; the layer 'dock points' holds points"
    ):
        run({**straight_lake([(LOTS[0], "A")]), "DOCKS": points})


def test_nan_and_infinite_numbers_in_facility_fields_are_not_given(dockline_provider):
    docks = memory_layer(
        "Polygon",
        "EPSG:2261",
        [(shapely.box(639_547, 1_049_996, 639_553, 1_050_040), "D1", "main_walkway", "NaN")],
        "&field=dock_id:string&field=part:string&field=slips:string",
        "docks",
    )
    result = run({**straight_lake([(LOTS[0], "A")]), "DOCKS": docks})
    messages = [f["message"] for f in result["FINDINGS"].getFeatures() if f["rule_id"] == "INPUT"]
    assert any("its number of slips is not given" in m for m in messages)


def test_a_feature_skipped_for_a_duplicate_id_gets_a_row_of_its_own_saying_so(dockline_provider):
    """The second feature with an id is not analysed: its ALLOCATION row says so, with none of the figures of the
    feature that was (they would count the parcel's slips twice)."""
    inland = shapely.box(639_700, 1_049_400, 639_800, 1_049_700)  # behind the third lot
    lots = [(lot, f"L{k}") for k, lot in enumerate(LOTS)] + [(inland, "L2")]
    parcels = memory_layer("Polygon", "EPSG:2261", lots, "&field=parcel_id:string", "parcels")
    water = memory_layer("Polygon", "EPSG:2261", [WATER], name="water")
    result = run({"PARCELS": parcels, "PARCEL_ID": "parcel_id", "WATER": water})
    rows = [f for f in result["ALLOCATION"].getFeatures() if f["parcel_id"] == "L2"]
    assert len(rows) == 2
    kept, skipped = sorted(rows, key=lambda f: f["status"])
    assert kept["status"] == "adjoining" and plain(kept["lineal_ft"]) == pytest.approx(100, abs=0.5)
    assert kept.geometry().boundingBox().yMaximum() == pytest.approx(1_050_000)
    assert skipped["status"] == "skipped"
    assert skipped["reason"] == (
        "skipped: parcel id L2 appears more than once; this feature, parcels feature 11, was not analysed: parcels "
        "feature 3 holds the parcel's figures"
    )
    assert all(plain(skipped[name]) is None for name in ("tier", "lineal_ft", "max_slips", "max_docks", "category"))
    assert skipped.geometry().boundingBox().yMaximum() == pytest.approx(1_049_700)
    flags = [f["message"] for f in result["FLAGS"].getFeatures() if f["code"] == "PARCEL_SKIPPED"]
    assert flags == ["parcel id L2 appears more than once: parcels feature 11 skipped"]


@pytest.mark.parametrize(
    "algorithm, given, meant",
    [
        ("dockline:shorelineanalysis", "TIERMAP", "TIER_MAP"),
        ("dockline:shorelineanalysis", "tier_map", "TIER_MAP"),
        ("dockline:shorelineanalysis", "PARCEL_IDS", "PARCEL_ID"),
        ("dockline:allocation", "LINEAL_FIELD", "LINEAL_FT_FIELD"),
    ],
)
def test_a_parameter_the_algorithm_does_not_have_is_refused_naming_the_closest(
    dockline_provider, algorithm, given, meant
):
    parameters = {**straight_lake([(LOTS[0], "A")]), **dict.fromkeys(OUTPUTS, "memory:")}
    if algorithm == "dockline:allocation":
        parameters = {"PARCELS": parameters["PARCELS"], "ALLOCATION": "memory:"}
    with pytest.raises(
        QgsProcessingException, match=f"{given}: {algorithm} has no parameter '{given}'; did you mean {meant}\\?"
    ):
        processing.run(algorithm, {**parameters, given: "x"})


def test_a_tier_map_matches_districts_whatever_their_case_and_warns_of_what_matches_nothing(
    dockline_provider, tmp_path
):
    tiers = tmp_path / "tiers.csv"
    tiers.write_text("district,tier\nm.a.r,2\nHOS,3\n")
    lots = [(lot, f"L{k}", "MAR" if k < 3 else "R-1") for k, lot in enumerate(LOTS)]
    parameters = straight_lake(lots, fields="&field=parcel_id:string&field=district:string")
    feedback = RecordingFeedback()
    result = run({**parameters, "DISTRICT_FIELD": "district", "TIER_MAP": str(tiers)}, feedback)
    tiers_read = {pid: plain(row["tier"]) for pid, row in by_parcel(result["ALLOCATION"]).items()}
    assert tiers_read == {**{f"L{k}": "2" for k in range(3)}, **{f"L{k}": "1" for k in range(3, len(LOTS))}}
    assert "tier map: district 'HOS' matches no district of the parcels or the zoning: check its spelling." in (
        feedback.warnings
    )
    assert f"district 'R-1' ({len(LOTS) - 3} parcels) matches no row of the tier map: Tier 1 (§ 73-6A(1))." in (
        feedback.warnings
    )
    assert not [w for w in feedback.warnings if "MAR" in w or "m.a.r" in w]


@pytest.mark.parametrize("given, flagged", [("maybe", True), ("perhaps", True), ("yes", False), ("no", False)])
def test_a_steep_slope_neither_yes_nor_no_is_an_input_flag(dockline_provider, given, flagged):
    lots = [(lot, f"L{k}", given if k == 0 else None) for k, lot in enumerate(LOTS)]
    parameters = straight_lake(lots, fields="&field=parcel_id:string&field=steep:string")
    result = run({**parameters, "STEEP_SLOPE_FIELD": "steep"})
    flags = [(f["parcel_id"], f["message"]) for f in result["FLAGS"].getFeatures() if f["code"] == "INPUT"]
    assert flags == ([("L0", f"steep slope {given!r} is neither yes nor no: read as not given")] if flagged else [])


@pytest.mark.parametrize("gap_ft, said", [(50_000, True), (150, True), (0, False)])
def test_water_far_from_every_parcel_is_a_warning_and_a_flag(dockline_provider, gap_ft, said):
    far = shapely.affinity.translate(WATER, 0, gap_ft)
    feedback = RecordingFeedback()
    result = run(straight_lake([(lot, f"L{k}") for k, lot in enumerate(LOTS)], water=far), feedback)
    flags = [f["message"] for f in result["FLAGS"].getFeatures() if f["code"] == "FABRIC_OFFSET"]
    far_flags = [m for m in flags if m.startswith("no parcel comes within 100 ft of the water's edge")]
    assert len(far_flags) == said and (far_flags[0] in feedback.warnings if said else True)


def test_the_parcels_layer_given_as_the_water_is_refused(dockline_provider):
    parameters = straight_lake([(lot, f"L{k}") for k, lot in enumerate(LOTS)])
    with pytest.raises(
        QgsProcessingException, match="parcels lie inside its polygons: the parcels layer given as the water too"
    ):
        run({**parameters, "WATER": parameters["PARCELS"]})


def test_qgis_process_refuses_a_misspelt_parameter_naming_the_closest(tmp_path):
    import subprocess

    from devenv import QGIS_PROCESS, qgis_process_env

    env = qgis_process_env(tmp_path / "profile")
    subprocess.run([QGIS_PROCESS, "plugins", "enable", "dockline"], env=env, capture_output=True)
    given = [f"PARCELS={SAMPLE}|layername=parcels", "PARCEL_ID=parcel_id", "LINEAL_FT_FIELD=parcel_id"]
    completed = subprocess.run(
        [QGIS_PROCESS, "run", "dockline:allocation", "--", *given, "TIERMAP=tiers.csv", "ALLOCATION=TEMPORARY_OUTPUT"],
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert completed.returncode != 0
    assert "TIERMAP: dockline:allocation has no parameter 'TIERMAP'; did you mean TIER_MAP?" in completed.stderr


def test_qgis_process_without_shapely_says_what_to_install_before_any_work(tmp_path):
    """QGIS 3.22's ``qgis_process`` runs an algorithm without asking whether it can run: the check of the
    parameters says what to install instead of a traceback; the allocation, which needs no shapely, runs."""
    import subprocess

    from devenv import QGIS_PROCESS, qgis_process_env
    from dockline.dependencies import install_recipe, os_release

    hidden = tmp_path / "hidden" / "shapely"  # found first on the path: shapely "not installed", as Python says it
    hidden.mkdir(parents=True)  # (QGIS 3.40's qgis.core imports shapely itself and passes over only that error)
    (hidden / "__init__.py").write_text("raise ModuleNotFoundError(\"No module named 'shapely'\", name='shapely')\n")
    env = qgis_process_env(tmp_path / "profile")
    env["PYTHONPATH"] = f"{hidden.parent}:{env['PYTHONPATH']}"
    subprocess.run([QGIS_PROCESS, "plugins", "enable", "dockline"], env=env, capture_output=True)
    parcels = [f"PARCELS={SAMPLE}|layername=parcels", "PARCEL_ID=parcel_id"]

    def run_(algorithm, *given):
        command = [QGIS_PROCESS, "run", algorithm, "--", *parcels, *given]
        return subprocess.run(command, env=env, capture_output=True, text=True, timeout=300)

    refused = run_("dockline:shorelineanalysis", f"WATER={SAMPLE}|layername=water", "TIE_LINES=TEMPORARY_OUTPUT")
    assert refused.returncode != 0
    assert "shapely ≥ 2.0 (not installed)" in refused.stderr
    assert install_recipe(sys.platform, os_release()) in refused.stderr
    assert "Traceback" not in refused.stdout + refused.stderr
    table = tmp_path / "frontages.csv"
    table.write_text("parcel_id,lineal_ft\nA,75\n")
    allocated = subprocess.run(
        [
            QGIS_PROCESS,
            "run",
            "dockline:allocation",
            "--",
            f"PARCELS={table}",
            "PARCEL_ID=parcel_id",
            "LINEAL_FT_FIELD=lineal_ft",
            "ALLOCATION=TEMPORARY_OUTPUT",
        ],
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert allocated.returncode == 0, allocated.stderr
    assert "1 parcel allocated" in allocated.stdout


def test_the_allocation_reads_numbers_written_as_text_and_says_what_it_cannot_read(dockline_provider, tmp_path):
    """A CSV read by OGR without a .csvt holds every column as text."""
    table = tmp_path / "frontages.csv"
    table.write_text("parcel_id,lineal_ft,steep\nA,75,maybe\nB,75.0,yes\nC,75,no\nD,12 ft,no\n,40,no\n  ,40,no\n")
    feedback = RecordingFeedback()
    result = processing.run(
        "dockline:allocation",
        {
            "PARCELS": str(table),
            "PARCEL_ID": "parcel_id",
            "LINEAL_FT_FIELD": "lineal_ft",
            "STEEP_SLOPE_FIELD": "steep",
            "ALLOCATION": "memory:",
        },
        feedback=feedback,
    )
    rows = by_parcel(result["ALLOCATION"])
    assert {pid: (plain(row["lineal_ft"]), row["bas_allowed"]) for pid, row in rows.items()} == {
        "A": (75, False),  # § 73-8B(4): not a steep-slope parcel when the value says neither
        "B": (75, True),
        "C": (75, False),
    }
    assert feedback.warnings == ["parcel A: steep slope 'maybe' is neither yes nor no: read as not given"]
    assert feedback.errors == [
        "parcel D: lineal feet of shoreline must be a number, not '12 ft'; skipped",
        "parcels feature 5 has no parcel id: skipped",  # as the shoreline algorithms skip it
        "parcels feature 6 has no parcel id: skipped",
    ]


def test_the_allocation_warns_of_a_parcel_whose_district_field_is_empty(dockline_provider, tmp_path):
    """Tier 1 by default (§ 73-6A(1)), said as the shoreline algorithms flag it (NO_DISTRICT)."""
    table = tmp_path / "frontages.csv"
    table.write_text("parcel_id,lineal_ft,zone\nA,75,R-1\nB,75,\n")
    feedback = RecordingFeedback()
    parameters = {"PARCEL_ID": "parcel_id", "LINEAL_FT_FIELD": "lineal_ft", "DISTRICT_FIELD": "zone"}
    result = processing.run(
        "dockline:allocation", {"PARCELS": str(table), **parameters, "ALLOCATION": "memory:"}, feedback=feedback
    )
    assert set(by_parcel(result["ALLOCATION"])) == {"A", "B"}
    assert feedback.warnings == ["parcel B: its district field (zone) is empty: Tier 1 by default (§ 73-6A(1))"]


def latin_shapefile(folder, keep_cpg: bool):
    """The sample's parcels as a shapefile in ISO-8859-1 (QGIS writes its .cpg), the first id 'Café-1'; without
    its .cpg unless kept, as older programs leave it."""
    from qgis.core import QgsVectorFileWriter

    parcels = sample_layer("parcels").materialize(QgsFeatureRequest())
    first = next(parcels.getFeatures())
    parcels.dataProvider().changeAttributeValues({first.id(): {parcels.fields().indexOf("parcel_id"): "Café-1"}})
    options = QgsVectorFileWriter.SaveVectorOptions()
    options.driverName, options.fileEncoding = "ESRI Shapefile", "ISO-8859-1"
    options.attributes = [parcels.fields().indexOf(name) for name in ("parcel_id", "district", "land_use")]
    path = folder / "parcels.shp"
    written = QgsVectorFileWriter.writeAsVectorFormatV3(parcels, str(path), parcels.transformContext(), options)
    assert written[0] == QgsVectorFileWriter.WriterError.NoError, written
    assert "Café-1".encode("latin-1") in (folder / "parcels.dbf").read_bytes()
    if not keep_cpg:
        (folder / "parcels.cpg").unlink()
    return str(path)


def test_a_shapefile_whose_encoding_is_not_said_is_refused_before_its_ids_are_misread(dockline_provider, tmp_path):
    parameters = {**sample_parameters(), "PARCELS": latin_shapefile(tmp_path, keep_cpg=False)}
    del parameters["STEEP_SLOPE_FIELD"]
    said = r"PARCELS \(.*parcels.shp\): .*feature 0 \(row 1\)'s parcel_id reads 'Caf\ufffd-1' as UTF-8 \(QGIS\) "
    said += "but 'Café-1'"
    with pytest.raises(QgsProcessingException, match=said):
        processing.run("dockline:shorelineanalysis", parameters)


def test_a_shapefile_that_says_its_encoding_is_read_with_its_ids_whole(dockline_provider, tmp_path):
    parameters = {**sample_parameters(), "PARCELS": latin_shapefile(tmp_path, keep_cpg=True)}
    del parameters["STEEP_SLOPE_FIELD"]  # not in that shapefile
    result = run(parameters)
    assert "Café-1" in by_parcel(result["ALLOCATION"])


def test_an_id_whose_letters_were_lost_to_the_wrong_encoding_is_refused_naming_it(dockline_provider):
    parameters = straight_lake([(lot, f"Caf\ufffd-{k}") for k, lot in enumerate(LOTS)])
    with pytest.raises(QgsProcessingException, match=r"parcels: the id 'Caf\ufffd-0' holds '\ufffd'"):
        processing.run("dockline:shorelineanalysis", parameters)


def test_a_shapefile_s_cut_field_names_are_read_and_a_field_chosen_must_exist(dockline_provider, tmp_path):
    """Structures and moorings saved as shapefiles (overhang_in → overhang_i, boat_length_ft → boat_lengt) give
    the findings the GeoPackage gives, the names read said in the log; a field parameter naming a field the layer
    lacks stops the run, naming it."""
    from layers import facility_parameters

    def findings(**replaced):
        feedback = RecordingFeedback()
        result = run(facility_parameters(**replaced), feedback)
        found = sorted(
            (f["parcel_id"] or "", f["facility_id"] or "", f["rule_id"]) for f in result["FINDINGS"].getFeatures()
        )
        return found, feedback

    cut = {}
    for name in ("structures", "moorings"):
        gdal.VectorTranslate(str(tmp_path / f"{name}.shp"), str(SAMPLE), layerName=name, options=[name])
        cut[name] = QgsVectorLayer(str(tmp_path / f"{name}.shp"), name, "ogr")
        assert "overhang_i" in cut[name].fields().names() or "boat_lengt" in cut[name].fields().names()
    from_shapefiles, feedback = findings(**cut)
    assert from_shapefiles == findings()[0]
    said = "structures: no field 'overhang_in'; its field 'overhang_i' read as it (a shapefile's name)"
    assert said in feedback.warnings
    with pytest.raises(
        QgsProcessingException, match="OVERHANG_FIELD: the structures layer has no field 'roof_overhang'"
    ):
        run({**facility_parameters(), "OVERHANG_FIELD": "roof_overhang"})


@pytest.mark.parametrize("layer", ["PARCELS", "ZONING"])
def test_an_invalid_polygon_is_repaired_whatever_processing_s_invalid_geometry_setting(dockline_provider, layer):
    """QGIS's default is to stop at an invalid geometry, by a C++ exception thrown through Python's frames (their
    clean-up skipped: Python's collector was left paused for the rest of QGIS, and later code crashed). Dockline
    reads every feature and repairs the polygon itself, as the command line does, and says so."""
    import gc

    from dockline.rules.tools import collector

    x, y = 639_500, 1_049_700
    bow_tie = shapely.Polygon([(x, y), (x + 100, y + 300), (x + 100, y), (x, y + 300)])
    parameters = {
        "PARCELS": memory_layer(
            "Polygon", "EPSG:2261", [(lot, f"L{k}") for k, lot in enumerate(LOTS)], "&field=parcel_id:string", "parcels"
        )
    }
    if layer == "PARCELS":
        parameters["PARCELS"] = memory_layer(
            "Polygon",
            "EPSG:2261",
            [(bow_tie, "BOW"), *[(lot, f"L{k}") for k, lot in enumerate(LOTS[1:])]],
            "&field=parcel_id:string",
            "parcels",
        )
    else:
        parameters |= {
            "ZONING": memory_layer("Polygon", "EPSG:2261", [(bow_tie, "MAR")], "&field=district:string", "zoning"),
            "ZONING_FIELD": "district",
        }
    context = QgsProcessingContext()
    context.setInvalidGeometryCheck(QgsFeatureRequest.InvalidGeometryCheck.GeometryAbortOnInvalid)
    thresholds = gc.get_threshold()
    result = processing.run(
        "dockline:shorelineanalysis",
        {
            **parameters,
            "PARCEL_ID": "parcel_id",
            "WATER": memory_layer("Polygon", "EPSG:2261", [WATER]),
            **dict.fromkeys(OUTPUTS, "memory:"),
        },
        context=context,
    )
    codes = {f["code"] for f in result["FLAGS"].getFeatures()}
    assert ("GEOMETRY_REPAIRED" if layer == "PARCELS" else "ZONING_REPAIRED") in codes
    assert collector._depth == 0 and gc.get_threshold() == thresholds and gc.isenabled()


@pytest.mark.cli
def test_a_skipped_parcel_is_named_by_its_fid_in_processing_and_on_the_command_line(dockline_provider, tmp_path):
    """A GeoPackage's fids need not follow the features' order (10, 20, … here): every message names the feature
    the user finds in the attribute table, the same on both front ends."""
    from osgeo import ogr, osr

    gpkg = tmp_path / "fids.gpkg"
    source = ogr.GetDriverByName("GPKG").CreateDataSource(str(gpkg))
    crs = osr.SpatialReference()
    crs.ImportFromEPSG(2261)
    rows = {"parcels": [(lot, pid) for lot, pid in zip(LOTS, ["L0", "L1", None, "L3", "L1"])] + [(None, "L9")]}
    rows["water"] = [(WATER, None)]
    for name, features in rows.items():
        layer = source.CreateLayer(name, crs, ogr.wkbPolygon)
        layer.CreateField(ogr.FieldDefn("parcel_id", ogr.OFTString))
        for k, (geometry, pid) in enumerate(features, start=1):
            feature = ogr.Feature(layer.GetLayerDefn())
            feature.SetFID(10 * k)
            feature.SetField("parcel_id", pid)
            if geometry is not None:
                feature.SetGeometry(ogr.CreateGeometryFromWkb(shapely.to_wkb(geometry)))
            layer.CreateFeature(feature)
    source = None
    said = [
        "parcels feature 30 has no parcel id: skipped",
        "parcel id L1 appears more than once: parcels feature 50 skipped",
        "parcels feature 60 has no geometry: skipped",
    ]
    reason = (
        "skipped: parcel id L1 appears more than once; this feature, parcels feature 50, was not analysed: parcels "
        "feature 20 holds the parcel's figures"
    )
    result = run({"PARCELS": f"{gpkg}|layername=parcels", "PARCEL_ID": "parcel_id", "WATER": f"{gpkg}|layername=water"})
    assert sorted(f["message"] for f in result["FLAGS"].getFeatures() if f["code"] == "PARCEL_SKIPPED") == sorted(said)
    assert [f["reason"] for f in result["ALLOCATION"].getFeatures() if f["status"] == "skipped"] == [reason]
    output = tmp_path / "cli.gpkg"
    ran = headless_run(
        *("analyse", "--parcels", f"{gpkg}:parcels", "--parcel-id", "parcel_id", "--water", f"{gpkg}:water"),
        *("-o", str(output)),
    )
    assert ran.returncode == 0, ran.stderr
    flags = QgsVectorLayer(f"{output}|layername=flags", "flags", "ogr")
    assert sorted(f["message"] for f in flags.getFeatures() if f["code"] == "PARCEL_SKIPPED") == sorted(said)
    allocation = QgsVectorLayer(f"{output}|layername=allocation", "allocation", "ogr")
    assert [f["reason"] for f in allocation.getFeatures() if f["status"] == "skipped"] == [reason]
