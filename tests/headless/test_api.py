"""dockline.analyse and dockline.check on GeoDataFrames, installed without QGIS."""

import subprocess
import sys

import dockline
import geopandas as gpd
import numpy as np
import pytest
import shapely
from conftest import DEM, SAMPLE, TIERS, analyse_sample
from dockline.rules import DocklineInputError
from dockline.rules.outputs.schema import CHECK_OUTPUTS, OUTPUTS, TERRAIN_OUTPUTS


def test_the_installed_package_runs_without_qgis_and_imports_geopandas_only_when_asked():
    assert "site-packages" in dockline.__file__
    probe = "import sys, dockline; print('geopandas' in sys.modules); import qgis"
    ran = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True)
    assert ran.stdout.strip() == "False"
    assert "No module named 'qgis'" in ran.stderr


def test_outputs_have_the_processing_fields_in_the_parcels_crs(sample, analysed):
    outputs = analysed.outputs()
    assert set(outputs) == set(OUTPUTS) - set(CHECK_OUTPUTS) - set(TERRAIN_OUTPUTS)  # no DEM given
    for name, frame in outputs.items():
        assert list(frame.columns) == [field for field, _ in OUTPUTS[name][2]] + ["geometry"], name
        assert frame.crs == sample["parcels"].crs, name
        assert len(frame) > 0, name
    allocation = analysed.allocation.set_index("parcel_id")
    assert len(allocation) == len(sample["parcels"])
    assert set(allocation["tier"].dropna()) == {"1", "2", "3"}  # the sample's tier map: R-1, MAR, HOS
    tie_lines = analysed.tie_lines
    assert (tie_lines["lineal_ft"] - tie_lines.length).abs().max() < 1e-6  # EPSG:2261 is in US survey feet
    assert set(analysed.facility_areas.geom_type) == {"MultiPolygon"}


def test_a_crs_in_metres_gives_the_same_feet_and_outputs_in_metres(sample, analysed):
    names = ("parcels", "water", "zoning", "outlet_lines", "outlet_points")
    metres = {name: sample[name].to_crs("EPSG:32116") for name in names}
    result = dockline.analyse(
        metres["parcels"],
        metres["water"],
        zoning=metres["zoning"],
        zoning_field="district",
        land_use="land_use",
        steep_slope="steep_slope",
        outlets=[metres["outlet_lines"], metres["outlet_points"]],
        tier_map=str(TIERS),
    )
    assert result.allocation.crs == metres["parcels"].crs
    # EPSG:32116's scale factor here (0.99998) is not within 1e-5 of 1: reprojected to EPSG:2261 through PROJ
    assert (result.tie_lines["lineal_ft"] - analysed.tie_lines["lineal_ft"]).abs().max() < 1e-5
    assert (result.tie_lines["lineal_ft"] / result.tie_lines.length).round(6).unique().tolist() == [3.280833]


def test_check_gives_findings_and_a_summary_for_every_parcel(sample, analysed):
    checked = dockline.check(
        analysed,
        sample["docks"],
        sample["moorings"],
        sample["structures"],
        sample["boats"],
        sample["buildings"],
        variances=sample["variances"],
        consolidations=sample["consolidations"],
    )
    assert analysed.findings is None  # the analysis is not changed
    assert len(checked.parcel_summary) == len(sample["parcels"])
    assert {"violations", "complies", "no proposal", "not adjoining"} <= set(checked.parcel_summary["status"])
    assert "T1_SETBACK" in set(checked.findings["rule_id"])
    assert checked.findings["citation"].str.startswith("§ 73-").all()
    assert "By rule" in checked.summary()


def test_to_file_writes_every_output_with_its_style(tmp_path, sample, analysed):
    import sqlite3

    import pyogrio

    path = analysed.to_file(str(tmp_path / "out.gpkg"))
    layers = [str(row[0]) for row in pyogrio.list_layers(path)]
    assert set(layers) >= {name.lower() for name in analysed.outputs()}
    styles = sqlite3.connect(path).execute("SELECT f_table_name, useAsDefault FROM layer_styles").fetchall()
    assert sorted(styles) == sorted((name.lower(), 1) for name in analysed.outputs())
    again = gpd.read_file(path, layer="allocation")
    assert again["lineal_ft"].sum() == pytest.approx(analysed.allocation["lineal_ft"].sum(), abs=1e-6)


def test_reading_and_writing_through_arrow_or_feature_by_feature_give_the_same_layers(tmp_path, analysed, monkeypatch):
    from dockline.headless import api

    assert api.arrow()  # make headless installs pyarrow
    through_arrow = analysed.to_file(str(tmp_path / "arrow.gpkg"))
    inputs = {name: dockline.read_layer(str(SAMPLE), name) for name in ("parcels", "docks", "variances")}
    monkeypatch.setattr(api, "arrow", lambda writing=False: False)
    for name, frame in inputs.items():
        assert frame.equals(dockline.read_layer(str(SAMPLE), name)), name
    plain = analysed.to_file(str(tmp_path / "plain.gpkg"))
    for name in analysed.outputs():
        written = dockline.read_layer(through_arrow, name)
        again = dockline.read_layer(plain, name)
        assert again.drop(columns="geometry").equals(written.drop(columns="geometry")), name
        assert (shapely.to_wkb(again.geometry.values) == shapely.to_wkb(written.geometry.values)).all(), name


def test_input_the_engine_cannot_use_is_named(sample):
    parcels, water = sample["parcels"], sample["water"]
    cases = [
        ({"parcels": parcels}, "Give the water as water (polygons) or the MHW as shoreline (closed lines): neither"),
        ({"parcels": parcels, "water": water, "shoreline": water.boundary.to_frame("geometry")}, "both were given"),
        (
            {"parcels": parcels, "water": water, "parcel_id": "PIN"},
            "parcel_id: the parcels layer has no field 'PIN' (its fields:",
        ),
        ({"parcels": parcels.set_geometry(parcels.centroid), "water": water}, "parcels: needs polygons; the layer has"),
        ({"parcels": parcels.set_crs(None, allow_override=True), "water": water}, "parcels has no CRS: set its CRS"),
        ({"parcels": parcels, "water": water.set_crs(None, allow_override=True)}, "water has no CRS: set its CRS"),
        ({"parcels": parcels.iloc[:0], "water": water}, "parcels: the layer has no features."),
        ({"parcels": parcels, "water": water, "zoning": parcels}, "zoning needs zoning_field"),
        ({"parcels": parcels, "water": water, "profile": "rochester"}, "no municipality profile 'rochester'"),
        ({"parcels": parcels, "water": water, "tier_map": "/nowhere.csv"}, "Cannot read the tier map /nowhere.csv"),
    ]
    for arguments, message in cases:
        with pytest.raises(DocklineInputError, match=None) as raised:
            dockline.analyse(**arguments)
        assert message in str(raised.value), (message, str(raised.value))


@pytest.mark.parametrize("read_by", ["read_layer", "geopandas"])
def test_a_parcel_is_named_by_its_fid_where_read_with_it_else_by_its_place(sample, read_by):
    """``read_layer`` keeps a file's fids (as the index, named fid); any other GeoDataFrame's index is no fid, so
    a message names the feature by its place instead of sending the user to another fid."""
    parcels = sample["parcels"] if read_by == "read_layer" else gpd.read_file(SAMPLE, layer="parcels")
    parcels = parcels.drop(parcels.index[2])  # fid 3 gone: the features after it are not at their fids' places
    parcels.loc[parcels.index[4], "parcel_id"] = None
    flags = dockline.analyse(parcels, water=sample["water"]).flags
    said = (
        "parcels feature 6 has no parcel id: skipped"
        if read_by == "read_layer"
        else ("parcels feature 5 (in the layer's order) has no parcel id: skipped")
    )
    assert flags.loc[flags["code"] == "PARCEL_SKIPPED", "message"].tolist() == [said]


def test_input_geometries_are_not_changed(sample):
    parcels = sample["parcels"].copy()
    before = shapely.to_wkb(parcels.geometry.values)
    dockline.analyse(parcels, sample["water"], tier_map=str(TIERS))
    assert (shapely.to_wkb(parcels.geometry.values) == before).all()


def test_the_whole_lake_with_each_parcels_municipality(sample, analysed):
    """municipality: each parcel in its own town's numbering, on the same geometry, the town line flagged."""
    whole = analyse_sample(sample, municipality="municipality")
    towns = sample["parcels"].set_index("parcel_id")["municipality"]
    allocation = whole.allocation.set_index("parcel_id")
    assert (allocation["municipality"] == towns.loc[allocation.index]).all()
    cited = allocation.dropna(subset=["citations"])
    assert cited["citations"].str.startswith("§ 96-").eq(cited["municipality"] == "Town of Canandaigua").all()
    assert allocation["lineal_ft"].equals(analysed.allocation.set_index("parcel_id")["lineal_ft"])
    town_lines = whole.flags[whole.flags["code"] == "TOWN_LINE"]
    assert sorted(town_lines["parcel_id"]) == ["98.12-1-43", "98.12-1-44", "98.13-1-10", "98.13-1-9"]
    with pytest.raises(DocklineInputError, match="matches no profile; known profiles"):
        dockline.analyse(sample["parcels"].assign(town="Rochester"), sample["water"], municipality="town")


@pytest.fixture(scope="module")
def soundings(sample):
    """The sample DEM's bottom at every fifth cell's centre over the water, as soundings (points with an
    elevation)."""
    from dockline.readers.rasters import read_elevations

    raster = read_elevations(str(DEM))
    water = sample["water"].geometry.iloc[0]
    left, width, _, top, _, height = raster.transform
    rows, columns = (np.arange(0, count, 5) for count in raster.elevations.shape)
    rows, columns = np.meshgrid(rows, columns)
    xy = np.column_stack([left + (columns.ravel() + 0.5) * width, top + (rows.ravel() + 0.5) * height])
    xy = xy[shapely.contains_xy(water, xy[:, 0], xy[:, 1])]
    rows, columns = raster.to_cell(xy)
    return gpd.GeoDataFrame({"z": raster.elevations[rows, columns]}, geometry=gpd.points_from_xy(*xy.T), crs=2261)


def test_the_bottom_as_a_raster_or_as_soundings_of_it_gives_the_same_depth_extensions(sample, soundings):
    """§ 73-9C(1)(d), § 73-13H: the shallow bay's parcels get their extension from either; soundings given as
    depths below the water level they were taken at give exactly what their elevations give."""
    from_raster = analyse_sample(sample, bathymetry=str(DEM)).depth_extensions
    from_points = analyse_sample(sample, bathymetry=soundings, soundings_field="z").depth_extensions
    depths = soundings.assign(depth=690.0 - soundings["z"])
    as_depths = analyse_sample(sample, bathymetry=depths, soundings_field="depth", soundings_level_ft=690)
    as_depths = as_depths.depth_extensions
    assert len(from_raster) > 0
    points, cells = set(from_points["parcel_id"]), set(from_raster["parcel_id"])
    assert len(points ^ cells) <= 0.1 * len(cells)  # triangles 25 ft across, or the raster's bilinear 5-ft cells
    areas = from_points.set_index(["parcel_id", "line_ft"])["area_sqft"]
    difference = (areas - from_raster.set_index(["parcel_id", "line_ft"])["area_sqft"]).dropna()
    assert len(difference) >= 0.9 * len(cells) and difference.abs().median() < 0.1 * areas.median()
    assert np.allclose(as_depths["area_sqft"], from_points["area_sqft"], rtol=1e-9)
    higher = analyse_sample(sample, bathymetry=str(DEM), vertical_offset_ft=1.0).depth_extensions  # D17
    assert len(higher) > len(from_raster)  # 1 ft higher: more lines lie above the 683.60-ft contour


def test_the_dem_gives_steep_slope_parcels_unless_their_value_is_given(sample):
    """§ 73-5 STEEP SLOPE: the sample DEM's steep bank makes steep-slope parcels; a parcel's value wins."""
    from_dem = analyse_sample(sample, steep_slope=None, dem=str(DEM))
    given = analyse_sample(sample, dem=str(DEM))
    steep = from_dem.allocation[from_dem.allocation["steep_slope"] == "yes"]
    assert len(steep) > 0 and (steep["longest_non_steep_ft"] < 20).all()
    assert set(from_dem.steep_slopes["parcel_id"]) >= set(steep["parcel_id"])
    assert set(given.allocation["steep_slope"].dropna()) == {"given"}


def test_terrain_input_the_engine_cannot_use_is_named(sample, soundings):
    parcels, water = sample["parcels"], sample["water"]
    cases = [
        ({"dem": "/nowhere.tif"}, "dem: no file /nowhere.tif"),
        ({"dem": str(TIERS)}, "GDAL cannot open it as a raster"),
        ({"dem": str(DEM), "vertical_unit": "yard"}, "vertical unit 'yard': give one of US survey foot, foot, metre"),
        ({"bathymetry": soundings}, "bathymetry: soundings (points) need soundings_field"),
        (
            {"bathymetry": soundings, "soundings_field": "depth"},
            "soundings_field: the bathymetry layer has no field 'depth'",
        ),
        ({"bathymetry": soundings.iloc[:2], "soundings_field": "z"}, "bathymetry: 2 soundings with a value in z"),
        ({"bathymetry": parcels, "soundings_field": "parcel_id"}, "bathymetry: needs points; the layer has polygons"),
        (
            {"bathymetry": soundings.assign(z="deep"), "soundings_field": "z"},
            "bathymetry feature 1 (in the layer's order): z is 'deep', not a number",  # made here: its index no fid
        ),
    ]
    for arguments, message in cases:
        with pytest.raises(DocklineInputError) as raised:
            dockline.analyse(parcels, water, **arguments)
        assert message in str(raised.value), (message, str(raised.value))


def test_should_stop_cancels_the_analysis_and_the_check(sample, analysed):
    from dockline.rules.tools.progress import Cancelled

    asked = []

    def stop_now():
        asked.append(True)
        return True

    with pytest.raises(Cancelled):
        analyse_sample(sample, should_stop=stop_now)
    with pytest.raises(Cancelled):
        dockline.check(analysed, docks=sample["docks"], should_stop=stop_now)
    assert len(asked) == 2  # each stopped at its first look


@pytest.mark.parametrize("footprint", [False, True])
def test_certificates_a_table_or_the_certified_footprints_in_any_crs(sample, analysed, footprint):
    """D15: dock D5 (past the 720-sq-ft cap) certified by a table row, or by its walkway's outline in metres: its
    two 256-sq-ft heads lie outside that footprint, a violation of § 73-21A measured in feet and drawn."""
    import pandas as pd

    docks = sample["docks"]
    walkway = docks[(docks["dock_id"] == "D5") & (docks["part"] == "main_walkway")].geometry.union_all()
    rows = {"facility_id": ["D5"], "area_sqft": [None]}
    certificates = (
        gpd.GeoDataFrame(rows, geometry=[walkway], crs=docks.crs).to_crs("EPSG:32116")
        if footprint
        else pd.DataFrame(rows)
    )
    findings = dockline.check(analysed, docks, certificates=certificates).findings
    d5 = findings[findings["facility_id"] == "D5"]
    enlarged = d5[d5["rule_id"] == "NONCONFORMITY_ENLARGED"]
    covered = d5[d5["rule_id"] != "NONCONFORMITY_ENLARGED"]
    assert "T1_DOCK_AREA" in set(covered["rule_id"]) and set(covered["severity"]) == {"nonconforming"}
    if footprint:
        assert enlarged[["severity", "unit"]].values.tolist() == [["violation", "sq ft"]]
        assert enlarged["measured"].iloc[0] == pytest.approx(512.0, abs=0.1)
        assert enlarged.geometry.iloc[0].area == pytest.approx(512.0, abs=0.5)  # the parcels' CRS: US feet
        assert covered["to_confirm"].str.contains("records its extent (footprint)", regex=False).all()
    else:
        assert enlarged.empty and covered["to_confirm"].str.contains("records no extent", regex=False).all()


@pytest.mark.parametrize("given_as", ["GeoSeries", "GeometryArray"])
def test_a_geoseries_is_taken_as_an_array_of_its_own_geometries(sample, given_as):
    """The run's input checks take a GeoDataFrame's geometries as the same geometries, a missing one as None, in an
    array of their own (changing it leaves the frame as it was); that they are taken whole, not one by one, is
    the engine tests' (``ArrayOnly``)."""
    from dockline.rules.tools.arrays import geometry_array

    series = sample["parcels"].geometry.copy()
    series.iloc[1] = None
    given = series if given_as == "GeoSeries" else series.values
    taken = geometry_array(given)
    assert isinstance(taken, np.ndarray) and taken.dtype == object and taken.shape == (len(series),)
    assert all(a is b for a, b in zip(taken, series)) and taken[1] is None
    taken[0] = None
    assert series.iloc[0] is not None
