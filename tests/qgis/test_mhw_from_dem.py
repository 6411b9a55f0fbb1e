"""``dockline:mhwfromdem`` in real QGIS: the sample lake's DEM gives back the sample's MHW, a hydro-flattened
stretch is taken at its edge and flagged, vertical units and offsets are honoured, ponds are dropped and gaps named."""

import re

import numpy as np
import pytest
import shapely
from layers import SAMPLE_DEM, memory_layer, owned, sample_layer
from osgeo import gdal, osr
from qgis.core import (
    QgsProcessingContext,
    QgsProcessingException,
    QgsProcessingFeedback,
    QgsProject,
    QgsRasterLayer,
)

import processing

OUTPUTS = ("SHORELINE", "WATER", "FLAGS")


class Messages(QgsProcessingFeedback):
    def __init__(self):
        super().__init__()
        self.warnings = []

    def pushWarning(self, text):  # noqa: N802 (QGIS's name)
        self.warnings.append(text)
        super().pushWarning(text)


def trace(dem, feedback=None, **parameters):
    context = QgsProcessingContext()
    context.setProject(QgsProject.instance())
    arguments = {"DEM": dem, **parameters, **dict.fromkeys(OUTPUTS, "memory:")}
    result = processing.run("dockline:mhwfromdem", arguments, context=context, feedback=feedback or Messages())
    return {name: result[name] for name in OUTPUTS}  # processing.run hands back the memory layers themselves


def shapes(layer):
    return [shapely.from_wkb(bytes(f.geometry().asWkb())) for f in layer.getFeatures()]


def raster(tmp_path, values, name="dem.tif", cell=2.0, epsg=2261, nodata=None):
    path = str(tmp_path / name)
    dataset = gdal.GetDriverByName("GTiff").Create(path, values.shape[1], values.shape[0], 1, gdal.GDT_Float32)
    dataset.SetGeoTransform((1_000_000.0, cell, 0.0, 1_000_000.0 + values.shape[0] * cell, 0.0, -cell))
    reference = osr.SpatialReference()
    reference.ImportFromEPSG(epsg)
    dataset.SetProjection(reference.ExportToWkt())
    band = dataset.GetRasterBand(1)
    if nodata is not None:
        band.SetNoDataValue(nodata)
    band.WriteArray(values.astype(np.float32))
    dataset = None
    return owned(QgsRasterLayer(path, name))


def bowl(size=400, cell=2.0):
    """A round lake: the bottom rises 0.05 ft a foot from 680 ft at the centre (the 689.40-ft contour at a radius
    of 188 ft), with a pit 10 ft across on the land east of it."""
    centre = size * cell / 2
    x, y = np.meshgrid((np.arange(size) + 0.5) * cell - centre, centre - (np.arange(size) + 0.5) * cell)
    z = 680.0 + 0.05 * np.hypot(x, y)
    pit = np.hypot(x - 300, y) < 5
    return np.where(pit, 688.0, z)


def test_parameters(dockline_provider):
    algorithm = dockline_provider.algorithm("mhwfromdem")
    names = [p.name() for p in algorithm.parameterDefinitions()]
    assert names[:7] == [
        "DEM",
        "VERTICAL_UNIT",
        "VERTICAL_OFFSET_FT",
        "LEVEL_FT",
        "LAKE",
        "MIN_AREA_SQFT",
        "SHORELINE",
    ]
    assert algorithm.parameterDefinition("LEVEL_FT").defaultValue() == pytest.approx(689.40)
    assert "hydro-flattened" in algorithm.shortHelpString()


def test_the_sample_dem_gives_back_the_sample_mhw(dockline_provider):
    dem = owned(QgsRasterLayer(str(SAMPLE_DEM), "dem"))
    lake_point = memory_layer("Point", "EPSG:2261", [shapely.Point(637_000, 1_048_000)])
    layers = trace(dem, LAKE=lake_point)
    (traced,) = shapes(layers["WATER"])
    (truth,) = shapes(sample_layer("water"))
    assert len(traced.interiors) == len(truth.interiors) == 1  # the island
    assert shapely.symmetric_difference(traced, truth).area / truth.area < 0.002
    assert layers["SHORELINE"].featureCount() == 2
    flags = list(layers["FLAGS"].getFeatures())
    assert [f["code"] for f in flags] == ["MHW_HYDROFLATTENED"]
    assert flags[0]["value"] == pytest.approx(690.20, abs=0.01)
    stretch = flags[0].geometry().boundingBox()
    assert 1_050_400 < stretch.yMinimum() < stretch.yMaximum() < 1_052_600  # the flattened stretch of west shore
    far_from_flat = truth.boundary.difference(shapely.box(630_000, 1_050_000, 636_000, 1_053_000))
    along = shapely.line_interpolate_point(far_from_flat, np.arange(0, far_from_flat.length, 25.0))
    assert shapely.distance(along, traced.boundary).max() < 7.1  # within a cell's diagonal (GDAL's contouring varies)


def test_metres_and_an_offset_give_the_same_lake(dockline_provider, tmp_path):
    feet = trace(raster(tmp_path, bowl(), "feet.tif"))
    metres = bowl() / (3937 / 1200) - 100.0  # metres, on a datum 100 m above the law's
    in_metres = trace(
        raster(tmp_path, metres, "metres.tif"),
        VERTICAL_UNIT=2,
        VERTICAL_OFFSET_FT=100.0 * 3937 / 1200,
    )
    (a,), (b,) = shapes(feet["WATER"]), shapes(in_metres["WATER"])
    assert a.area == pytest.approx(np.pi * 188**2, rel=0.01)
    assert shapely.symmetric_difference(a, b).area < 1.0


def test_a_pond_below_the_minimum_area_is_dropped(dockline_provider, tmp_path):
    dem = raster(tmp_path, bowl())
    kept = trace(
        dem, MIN_AREA_SQFT=10.0, LAKE=memory_layer("Point", "EPSG:2261", [shapely.Point(1_000_700, 1_000_400)])
    )
    (pond,) = shapes(kept["WATER"])
    assert pond.area < 200  # the point lies in the pit: the pit is the lake asked for
    (lake,) = shapes(trace(dem)["WATER"])  # default minimum area: the pit is gone, the bowl is the lake
    assert lake.area == pytest.approx(np.pi * 188**2, rel=0.01)


def test_a_gap_in_the_data_is_named_not_filled(dockline_provider, tmp_path):
    values = bowl()
    values[190:210, 0:120] = -9999.0  # nodata across the west shore
    feedback = Messages()
    with pytest.raises(QgsProcessingException, match="no closed contour"):
        trace(raster(tmp_path, values, nodata=-9999.0), feedback)
    assert any("gap in the DEM" in warning for warning in feedback.warnings)


def sparse_raster(tmp_path, values, nodata, name="sparse.tif", block=32):
    """``values`` as a tiled GeoTIFF whose blocks holding only ``nodata`` are never written (GDAL reports them
    empty), as a LiDAR tile set of a shore is delivered."""
    path = str(tmp_path / name)
    options = ["TILED=YES", f"BLOCKXSIZE={block}", f"BLOCKYSIZE={block}", "SPARSE_OK=TRUE"]
    dataset = gdal.GetDriverByName("GTiff").Create(path, values.shape[1], values.shape[0], 1, gdal.GDT_Float32, options)
    dataset.SetGeoTransform((1_000_000.0, 2.0, 0.0, 1_000_000.0 + values.shape[0] * 2.0, 0.0, -2.0))
    reference = osr.SpatialReference()
    reference.ImportFromEPSG(2261)
    dataset.SetProjection(reference.ExportToWkt())
    band = dataset.GetRasterBand(1)
    if nodata is not None:
        band.SetNoDataValue(nodata)
    for row in range(0, values.shape[0], block):
        for column in range(0, values.shape[1], block):
            here = values[row : row + block, column : column + block]
            if (here != (nodata or 0.0)).any():
                band.WriteArray(here.astype(np.float32), column, row)
    dataset = None
    return path


def shore_band():
    """The bowl's shore only (150 to 230 ft from the centre, the MHW at 188 ft crossing many blocks), with a gap
    in the band off the east shore and a patch of land in a far corner block; nodata (-9999) elsewhere."""
    values = bowl()
    x, y = np.meshgrid(np.arange(400) * 2.0 - 399.0, 399.0 - np.arange(400) * 2.0)
    radius = np.hypot(x, y)
    values[(radius < 150) | (radius > 230) | ((radius > 212) & (x > 0) & (abs(y) < 20))] = -9999.0
    values[:10, :10] = 700.0
    return values


def test_a_dem_read_block_by_block_gives_the_same_elevations_and_lines(dockline_provider, tmp_path):
    """Only the blocks holding data are read: the elevations, the lines and the lake are those of the DEM read
    whole (the same values written untiled)."""
    from dockline.readers.rasters import read_elevations

    values = shore_band()
    sparse = sparse_raster(tmp_path, values, -9999.0)
    whole = str(tmp_path / "whole.tif")
    gdal.Translate(whole, sparse, creationOptions=["TILED=NO"])
    dataset = gdal.Open(sparse)  # held: its band is freed with it
    status, _ = dataset.GetRasterBand(1).GetDataCoverageStatus(192, 192, 32, 32)
    assert status == gdal.GDAL_DATA_COVERAGE_STATUS_EMPTY  # the lake's middle: a block never written
    read = read_elevations(sparse).elevations
    assert np.array_equal(read, np.where(values == -9999.0, np.nan, values.astype(np.float32)), equal_nan=True)
    assert np.array_equal(read, read_elevations(whole).elevations, equal_nan=True)
    a = trace(owned(QgsRasterLayer(sparse, "sparse")))
    b = trace(owned(QgsRasterLayer(whole, "whole")))
    for name in OUTPUTS:
        assert [f.geometry().asWkb() for f in a[name].getFeatures()] == [
            f.geometry().asWkb() for f in b[name].getFeatures()
        ]
    (lake,) = shapes(a["WATER"])
    assert lake.area == pytest.approx(np.pi * 188**2, rel=0.01)


def test_a_sparse_dem_without_nodata_reads_its_empty_blocks_as_zero(tmp_path):
    """Without a nodata value GDAL reads a block never written as 0: so does the reader, as it always has."""
    from dockline.readers.rasters import read_elevations

    values = np.zeros((96, 96))
    values[40:50, 70:80] = 690.0
    read = read_elevations(sparse_raster(tmp_path, values, None)).elevations
    assert np.array_equal(read, values)


def test_a_dem_that_is_not_a_file_is_refused(dockline_provider):
    with pytest.raises(QgsProcessingException):
        trace("/nonexistent/dem.tif")


@pytest.mark.parametrize(
    "level, said",
    [("nan", "LEVEL_FT: the water level must be a number of feet, not nan"), ("99999", "DEM, at LEVEL_FT 99999 ft: ")],
)
def test_a_water_level_that_cannot_give_the_lake_is_named(dockline_provider, level, said):
    with pytest.raises(QgsProcessingException, match=f"^{re.escape(said)}"):
        trace(str(SAMPLE_DEM), LEVEL_FT=level)


def test_the_vertical_units_offered_are_those_the_reader_converts():
    """The algorithms name the units without importing the reader (the plugin loads without shapely)."""
    from dockline.processing.adapters.terrain_inputs import UNIT_NAMES
    from dockline.readers.rasters import VERTICAL_UNITS

    assert tuple(VERTICAL_UNITS) == UNIT_NAMES


def gdal_in_one_pass(raster, field):
    """GDAL's contour of the whole field in one call, as the lines were traced before tiles."""
    from osgeo import gdal_array, ogr

    memory = gdal_array.OpenArray(np.ascontiguousarray(field))
    memory.SetGeoTransform(raster.transform)
    store = ogr.GetDriverByName("Memory").CreateDataSource("contours")
    layer = store.CreateLayer("contours", geom_type=ogr.wkbLineString)
    layer.CreateField(ogr.FieldDefn("id", ogr.OFTInteger))
    layer.CreateField(ogr.FieldDefn("level", ogr.OFTReal))
    gdal.ContourGenerate(memory.GetRasterBand(1), 0, 0, [0.0], 1, float("nan"), layer, 0, 1)
    return [shapely.from_wkb(bytes(feature.GetGeometryRef().ExportToWkb())) for feature in layer]


@pytest.mark.parametrize("tile", [128, 16, 5])
def test_contouring_tile_by_tile_gives_gdals_lines_from_the_same_vertex_in_its_order(tile):
    """The tiles holding data, contoured one run of them at a time and joined, give the lines GDAL gives for
    the whole field: the same vertices from the same first one, the lines in the same order; through gaps,
    nodata, saddles, islands side by side, a flattened lake, values GDAL lifts onto the level, and lines open at
    the raster's edge (tiles all above or all below the level, and the cells around them, are not contoured)."""
    from dockline.readers.rasters import Raster, contour_lines
    from dockline.rules.terrain.mhw import water_field
    from dockline.rules.terrain.tiles import Tiles

    rng = np.random.default_rng(7)
    gap = bowl(200)
    gap[90:110, :60] = np.nan
    islands = bowl(200)
    islands[70:80, 60:70] = islands[70:80, 120:130] = 700.0
    noisy = 689.40 + rng.normal(0.0, 0.5, (90, 110))
    noisy[rng.random(noisy.shape) < 0.1] = np.nan
    saddles = 689.40 + np.where(np.add.outer(np.arange(40), np.arange(50)) % 2, -1.0, 1.0)
    flattened = np.full((50, 60), 695.0) + np.arange(60) * 0.1
    flattened[:, :20] = 690.20
    nudged = 689.40 - np.where(rng.random((40, 50)) < 0.5, 5e-7, 0.5)  # GDAL lifts a value this near the level
    shore = np.where(shore_band() == -9999.0, np.nan, shore_band())
    for values in (gap, islands, noisy, saddles, flattened, nudged, shore):
        raster = Raster(values, (1_000_000.0, 2.0, 0.0, 1_000_400.0, 0.0, -2.0), "", "dem")
        field = np.asarray(water_field(values, 689.40).values)
        lines, expected = contour_lines(raster, Tiles.of(field, tile)), gdal_in_one_pass(raster, field)
        assert len(lines) == len(expected)
        for line, truth in zip(lines, expected):
            assert shapely.get_coordinates(line) == pytest.approx(shapely.get_coordinates(truth), abs=1e-9)
