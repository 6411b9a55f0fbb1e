"""Rasters for the terrain rules, read with GDAL (``osgeo``, which ships with every QGIS): elevations in feet above
the law's datum (D17) and the contour at a level. Used by the Processing algorithms and the headless path alike;
``rules`` itself reads no file.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
import shapely

from .rules.errors import DocklineInputError
from .rules.units import US_FT_PER_FOOT, US_FT_PER_METRE

VERTICAL_UNITS = {"US survey foot": 1.0, "foot": US_FT_PER_FOOT, "metre": US_FT_PER_METRE}


@dataclass(frozen=True)
class Raster:
    """One band as elevations in US survey feet above the law's datum (NaN for no data), with where it lies."""

    elevations: np.ndarray
    transform: tuple[float, float, float, float, float, float]  # GDAL's geotransform
    crs_wkt: str
    name: str

    def to_cell(self, points: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        """Row and column of the cells holding (n, 2) points of the raster's CRS (north-up rasters)."""
        left, width, _, top, _, height = self.transform
        columns = np.floor((points[:, 0] - left) / width).astype(int)
        rows = np.floor((points[:, 1] - top) / height).astype(int)
        return rows, columns

    @property
    def cell(self) -> float:
        return abs(self.transform[1])


def read_elevations(path: str, unit: str = "US survey foot", offset_ft: float = 0.0, band: int = 1) -> Raster:
    """A raster band as elevations in feet above the law's datum: ``unit`` is the band's vertical unit and
    ``offset_ft`` what to add to reach the datum (D17). Rotated rasters are refused."""
    from osgeo import gdal

    gdal.UseExceptions()
    try:
        dataset = gdal.Open(str(path))
    except RuntimeError as error:
        raise DocklineInputError(f"{path}: GDAL cannot open it as a raster ({error})") from None
    if dataset is None or band > dataset.RasterCount:
        raise DocklineInputError(f"{path}: no raster band {band} to read elevations from")
    transform = dataset.GetGeoTransform()
    if transform[2] or transform[4]:
        raise DocklineInputError(f"{path}: the raster is rotated; warp it north-up first (Raster › Projections › Warp)")
    if unit not in VERTICAL_UNITS:
        raise DocklineInputError(f"vertical unit {unit!r}: give one of {', '.join(VERTICAL_UNITS)}")
    source = dataset.GetRasterBand(band)
    nodata = source.GetNoDataValue()
    values = _read_holding_data(source, nodata)
    if VERTICAL_UNITS[unit] != 1.0:  # in place, and only when it changes them: a lake's shore at 1 m is large
        values *= VERTICAL_UNITS[unit]
    if offset_ft:
        values += offset_ft
    return Raster(values, tuple(transform), dataset.GetProjection(), str(path))


def _read_holding_data(band, nodata) -> np.ndarray:
    """The band as float64, its nodata as NaN. With a nodata value, only the blocks GDAL reports as holding data
    are read (a DEM of a lake's shore is mostly empty blocks); the others are NaN, as they would read."""
    from osgeo import gdal

    status, _ = band.GetDataCoverageStatus(0, 0, band.XSize, band.YSize)
    if nodata is None or not status & gdal.GDAL_DATA_COVERAGE_STATUS_EMPTY:  # no block to skip (without nodata
        values = band.ReadAsArray().astype(np.float64)  # an empty block reads as 0): all in one read, numpy converting
        if nodata is not None:  # (twice as fast as GDAL converting as it reads)
            np.copyto(values, np.nan, where=values == nodata)
        return values
    values = np.full((band.YSize, band.XSize), np.nan)
    width, height = band.GetBlockSize()
    for row in range(0, band.YSize, height):
        rows = min(height, band.YSize - row)
        for column in range(0, band.XSize, width):
            columns = min(width, band.XSize - column)
            status, _ = band.GetDataCoverageStatus(column, row, columns, rows)
            if status == gdal.GDAL_DATA_COVERAGE_STATUS_EMPTY:  # drivers that cannot tell say DATA
                continue
            block = band.ReadAsArray(column, row, columns, rows).astype(np.float64)
            np.copyto(block, np.nan, where=block == nodata)
            values[row : row + rows, column : column + columns] = block
    return values


def contour_lines(raster: Raster, field: np.ndarray, level: float = 0.0) -> list[shapely.LineString]:
    """GDAL's contour of ``field`` (same grid as the raster, NaN for no data) at ``level``, as lines in the
    raster's CRS; lines that meet the raster's edge or a nodata gap stay open."""
    from osgeo import gdal, gdal_array, ogr

    gdal.UseExceptions()
    memory = gdal_array.OpenArray(np.ascontiguousarray(field, dtype=float))  # not a copy: a shore DEM at 1 m is large
    memory.SetGeoTransform(raster.transform)
    band = memory.GetRasterBand(1)
    nodata = float("nan")  # GDAL's contouring reads NaN as no data: the field needs no filling in (a pass less)
    store = ogr.GetDriverByName("Memory").CreateDataSource("contours")
    layer = store.CreateLayer("contours", geom_type=ogr.wkbLineString)
    layer.CreateField(ogr.FieldDefn("id", ogr.OFTInteger))
    layer.CreateField(ogr.FieldDefn("level", ogr.OFTReal))
    gdal.ContourGenerate(band, 0, 0, [level], 1, nodata, layer, 0, 1)
    lines = [shapely.from_wkb(bytes(feature.GetGeometryRef().ExportToWkb())) for feature in layer]
    return [shapely.line_merge(line) if line.geom_type != "LineString" else line for line in lines]


def grid_in(path: str, target_wkt: str, feet_per_unit: float, unit: str = "US survey foot", offset_ft: float = 0.0):
    """A raster as the engine's ``Grid`` in working feet: warped (bilinear) into ``target_wkt`` when its CRS is
    another, then its coordinates scaled by ``feet_per_unit``; elevations in feet above the law's datum."""
    from osgeo import gdal, osr

    from .rules.terrain import Grid

    gdal.UseExceptions()
    source = read_elevations(path, unit, offset_ft)
    here, there = osr.SpatialReference(), osr.SpatialReference()
    here.ImportFromWkt(source.crs_wkt)
    there.ImportFromWkt(target_wkt)
    if source.crs_wkt and not here.IsSame(there):
        warped = gdal.Warp(
            "", str(path), format="MEM", dstSRS=target_wkt, resampleAlg="bilinear", dstNodata=-1e30, multithread=True
        )
        band = warped.GetRasterBand(1)
        values = band.ReadAsArray().astype(float)
        values[values <= -1e29] = np.nan
        original = source.elevations
        scale = VERTICAL_UNITS[unit]
        source = Raster(values * scale + offset_ft, tuple(warped.GetGeoTransform()), target_wkt, source.name)
        del original
    left, width, _, top, _, height = source.transform
    return Grid(
        source.elevations, left * feet_per_unit, top * feet_per_unit, width * feet_per_unit, -height * feet_per_unit
    )
