"""Steep slopes and the depth extension through ``dockline:shorelineanalysis`` on the sample lake's synthetic
topo-bathymetric DEM (scripts/make_terrain.py): a 45° bank along one stretch of the east shore, a shallow bay at
the north end, a hydro-flattened stretch of west shore."""

import pytest
from layers import SAMPLE_DEM, STEEP_STRETCH, owned, sample_parameters
from qgis.core import QgsProcessingContext, QgsProcessingException, QgsProcessingFeedback, QgsProject, QgsRasterLayer

import processing

DEM = SAMPLE_DEM
SHALLOW_BAY_Y = 1_053_000


def analyse(**extra):
    context = QgsProcessingContext()
    context.setProject(QgsProject.instance())
    parameters = {
        **sample_parameters(),
        **extra,
        "ALLOCATION": "memory:",
        "STEEP_SLOPES": "memory:",
        "DEPTH_EXTENSIONS": "memory:",
    }
    parameters = {key: value for key, value in parameters.items() if value is not None}
    return processing.run("dockline:shorelineanalysis", parameters, context=context, feedback=QgsProcessingFeedback())


@pytest.fixture(scope="module")
def with_terrain(dockline_provider):
    dem = owned(QgsRasterLayer(str(DEM), "dem"))
    return analyse(DEM=dem, BATHYMETRY=dem, STEEP_SLOPE_FIELD=None)


def centre(feature):
    point = feature.geometry().centroid().asPoint()
    return point.x(), point.y()


def on_the_steep_bank(feature):
    x, y = centre(feature)
    east, south, north = STEEP_STRETCH
    return x > east and south + 60 < y < north - 60


def test_the_terrain_parameters_are_declared(dockline_provider):
    algorithm = dockline_provider.algorithm("shorelineanalysis")
    names = [p.name() for p in algorithm.parameterDefinitions()]
    for name in ("DEM", "BATHYMETRY", "SOUNDINGS", "SOUNDINGS_FIELD", "SOUNDINGS_LEVEL_FT", "VERTICAL_UNIT"):
        assert name in names
    assert {"STEEP_SLOPES", "DEPTH_EXTENSIONS"} <= set(algorithm.outputs)


def test_parcels_on_the_steep_bank_are_steep_slope_parcels(with_terrain):
    rows = [f for f in with_terrain["ALLOCATION"].getFeatures() if f["lineal_ft"]]
    steep = {f["parcel_id"] for f in rows if f["steep_slope"] == "yes"}
    on_bank = {f["parcel_id"] for f in rows if on_the_steep_bank(f)}
    assert on_bank and on_bank <= steep  # every lot wholly on the bank
    assert all(on_the_steep_bank(f) or centre(f)[0] > STEEP_STRETCH[0] for f in rows if f["parcel_id"] in steep)
    for f in rows:
        if f["parcel_id"] in steep:
            assert f["longest_non_steep_ft"] < 20 and f["steep_ft"] > 0
            if f["tier"] == "1":
                assert f["dock_area_sqft"] == 920  # 720 + 200 (§ 73-9D(2))
        else:
            assert f["steep_slope"] == "no"
    lines = {f["parcel_id"] for f in with_terrain["STEEP_SLOPES"].getFeatures()}
    assert steep <= lines


def test_a_given_steep_slope_value_wins_over_the_dem(dockline_provider):
    dem = owned(QgsRasterLayer(str(DEM), "dem"))
    given = analyse(DEM=dem)  # the sample's steep_slope field is filled for every parcel
    values = {f["steep_slope"] for f in given["ALLOCATION"].getFeatures() if f["lineal_ft"]}
    assert values == {"given"}


def test_the_shallow_bay_gives_depth_extensions_reaching_the_683_60_contour(with_terrain):
    extensions = list(with_terrain["DEPTH_EXTENSIONS"].getFeatures())
    in_bay = [f for f in extensions if centre(f)[1] > SHALLOW_BAY_Y]
    assert len(in_bay) >= 10
    for f in in_bay:
        assert f["section"] == "§ 73-9C(1)(d)" and f["line_ft"] == 60
        assert f["reach_ft"] > 0 and f["area_sqft"] > 0
    assert max(f["reach_ft"] for f in in_bay) > 200  # the contour lies about 650 ft out in the bay
    north_shore_lots = [f for f in with_terrain["ALLOCATION"].getFeatures() if centre(f)[1] > SHALLOW_BAY_Y + 300]
    assert {f["parcel_id"] for f in north_shore_lots if f["lineal_ft"]} & {f["parcel_id"] for f in in_bay}


def test_without_terrain_no_terrain_layers_are_made(dockline_provider):
    result = analyse()
    assert "STEEP_SLOPES" not in result and "DEPTH_EXTENSIONS" not in result
    values = {f["steep_slope"] for f in result["ALLOCATION"].getFeatures() if f["lineal_ft"]}
    assert values == {"given"}


def test_soundings_need_their_field(dockline_provider):
    from layers import sample_layer

    with pytest.raises(QgsProcessingException, match="SOUNDINGS_FIELD"):
        analyse(SOUNDINGS=sample_layer("moorings"))


def test_a_dem_in_another_crs_and_in_metres_gives_the_same_verdicts(with_terrain, tmp_path):
    """The sample DEM warped to EPSG:32116 (metres) with its elevations in metres: ``grid_in`` warps it back to the
    parcels' CRS and scales it to feet, so the same parcels are steep and the same have depth extensions."""
    from dockline.rules.tools.units import US_FT_PER_METRE
    from osgeo import gdal

    gdal.UseExceptions()
    warped = gdal.Warp("", str(DEM), format="MEM", dstSRS="EPSG:32116", resampleAlg="bilinear", dstNodata=-9999)
    band = warped.GetRasterBand(1)
    values = band.ReadAsArray()
    metres = values.astype(float)
    metres[values != -9999] /= US_FT_PER_METRE
    band.WriteArray(metres)
    path = tmp_path / "dem_metres.tif"
    gdal.Translate(str(path), warped)
    dem = owned(QgsRasterLayer(str(path), "dem in metres"))
    other = analyse(DEM=dem, BATHYMETRY=dem, STEEP_SLOPE_FIELD=None, VERTICAL_UNIT=2)

    def verdicts(result):
        steep = {f["parcel_id"] for f in result["ALLOCATION"].getFeatures() if f["steep_slope"] == "yes"}
        return steep, {f["parcel_id"] for f in result["DEPTH_EXTENSIONS"].getFeatures()}

    assert verdicts(other) == verdicts(with_terrain)
    assert all(verdicts(with_terrain))
