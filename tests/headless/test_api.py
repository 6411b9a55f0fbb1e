"""dockline.analyse and dockline.check on GeoDataFrames, installed without QGIS."""

import subprocess
import sys

import dockline
import geopandas as gpd
import pytest
import shapely
from conftest import TIERS, analyse_sample
from dockline.rules import DocklineInputError
from dockline.rules.outputs import CHECK_OUTPUTS, OUTPUTS, TERRAIN_OUTPUTS


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
    assert set(allocation["tier"].dropna()) == {1, 2, 3}  # the sample's tier map: R-1, MAR, HOS
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


def test_input_the_engine_cannot_use_is_named(sample):
    parcels, water = sample["parcels"], sample["water"]
    cases = [
        ({"parcels": parcels}, "Give the water as water (polygons) or the MHW as shoreline (closed lines): neither"),
        ({"parcels": parcels, "water": water, "shoreline": water.boundary.to_frame("geometry")}, "both were given"),
        (
            {"parcels": parcels, "water": water, "parcel_id": "PIN"},
            "parcels: the layer has no field 'PIN' (its fields:",
        ),
        ({"parcels": parcels.set_geometry(parcels.centroid), "water": water}, "parcels: needs polygons; the layer has"),
        ({"parcels": parcels.set_crs(None, allow_override=True), "water": water}, "The parcels layer has no CRS"),
        ({"parcels": parcels.iloc[:0], "water": water}, "parcels: the layer has no features."),
        ({"parcels": parcels, "water": water, "zoning": parcels}, "zoning needs zoning_field"),
        ({"parcels": parcels, "water": water, "profile": "rochester"}, "no municipality profile 'rochester'"),
        ({"parcels": parcels, "water": water, "tier_map": "/nowhere.csv"}, "Cannot read the tier map /nowhere.csv"),
    ]
    for arguments, message in cases:
        with pytest.raises(DocklineInputError, match=None) as raised:
            dockline.analyse(**arguments)
        assert message in str(raised.value), (message, str(raised.value))


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


def test_should_stop_cancels_the_analysis_and_the_check(sample, analysed):
    from dockline.rules.progress import Cancelled

    asked = []

    def stop_now():
        asked.append(True)
        return True

    with pytest.raises(Cancelled):
        analyse_sample(sample, should_stop=stop_now)
    with pytest.raises(Cancelled):
        dockline.check(analysed, docks=sample["docks"], should_stop=stop_now)
    assert len(asked) == 2  # each stopped at its first look
