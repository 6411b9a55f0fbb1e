"""Rasters for the terrain rules, read with GDAL (``osgeo``, which ships with every QGIS): elevations in feet above
the law's datum (D17) and the contour at a level. Used by the Processing algorithms and the headless path alike;
``rules`` itself reads no file.
"""

from __future__ import annotations

import math
import os
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass

import numpy as np
import shapely

from ..rules.terrain.mhw import NEIGHBOURS
from ..rules.terrain.tiles import TILE, Tiles
from ..rules.tools.arrays import group_starts
from ..rules.tools.errors import DocklineInputError
from ..rules.tools.units import US_FT_PER_FOOT, US_FT_PER_METRE

VERTICAL_UNITS = {"US survey foot": 1.0, "foot": US_FT_PER_FOOT, "metre": US_FT_PER_METRE}


@dataclass(frozen=True)
class Raster:
    """One band as elevations in US survey feet above the law's datum (NaN for no data), with where it lies; the
    elevations as ``Tiles`` (``np.asarray`` gives them whole)."""

    elevations: Tiles
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


def read_elevations(
    path: str, unit: str = "US survey foot", offset_ft: float = 0.0, band: int = 1, overlap: int = 0
) -> Raster:
    """A raster band as elevations in feet above the law's datum: ``unit`` is the band's vertical unit and
    ``offset_ft`` what to add to reach the datum (D17); as ``Tiles`` overlapping by ``overlap`` cells. Rotated
    rasters are refused."""
    return _elevations(_opened(path, unit, band), str(path), unit, offset_ft, band, overlap)


def _elevations(dataset, name: str, unit: str, offset_ft: float, band: int, overlap: int) -> Raster:
    """``read_elevations`` of a dataset ``_opened``."""
    source = dataset.GetRasterBand(band)
    values = _read_holding_data(source, source.GetNoDataValue(), overlap)
    cells = values.stack
    if VERTICAL_UNITS[unit] != 1.0:  # in place, and only when it changes them: a lake's shore at 1 m is large
        cells *= VERTICAL_UNITS[unit]
    if offset_ft:
        cells += offset_ft
    return Raster(values, tuple(dataset.GetGeoTransform()), dataset.GetProjection(), name)


def _opened(path: str, unit: str, band: int = 1):
    """The GDAL dataset of a north-up raster with ``band``, its vertical ``unit`` one we know; else why not."""
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
    return dataset


def _read_holding_data(band, nodata, overlap: int) -> Tiles:
    """The band as float64 ``Tiles``, its nodata as NaN. With a nodata value, only the blocks GDAL reports as
    holding data are read (a DEM of a lake's shore is mostly empty blocks); the others are NaN, as they would
    read. Else all is read, in rows of tiles (without nodata an empty block reads as 0)."""
    from osgeo import gdal

    status, _ = band.GetDataCoverageStatus(0, 0, band.XSize, band.YSize)
    empty = gdal.GDAL_DATA_COVERAGE_STATUS_EMPTY  # drivers that cannot tell say DATA
    if nodata is None or not status & empty:  # no block to skip
        blocks = [(0, row, band.XSize, min(TILE, band.YSize - row)) for row in range(0, band.YSize, TILE)]
    else:
        width, height = band.GetBlockSize()
        blocks = [
            (column, row, min(width, band.XSize - column), min(height, band.YSize - row))
            for row in range(0, band.YSize, height)
            for column in range(0, band.XSize, width)
        ]
        blocks = [block for block in blocks if band.GetDataCoverageStatus(*block)[0] != empty]
    values = Tiles.covering((band.YSize, band.XSize), TILE, blocks, overlap)
    for column, row, columns, rows in blocks:
        block = band.ReadAsArray(column, row, columns, rows).astype(np.float64)  # numpy converting: twice as fast
        if nodata is not None:  # as GDAL converting as it reads
            np.copyto(block, np.nan, where=block == nodata)
        values.put(row, column, block)
    values.forget_empty()
    return values


def contour_lines(raster: Raster, tiles: Tiles, level: float = 0.0) -> list[shapely.LineString]:
    """GDAL's contour of a field held as ``Tiles`` (``water_field``'s; same grid as the raster, NaN for no data) at
    ``level``, as lines in the raster's CRS; lines that meet the raster's edge or a nodata gap stay open.

    GDAL spends as long on an empty cell as on any, and a shore DEM is mostly empty: only the tiles holding data
    on both sides of the level are contoured (``_crossing``), each run of them along a row of tiles as a window
    one cell wider all round. Each window's
    segments are kept in the marching squares it owns, and joined as GDAL's SegmentMerger joins them when it
    contours the whole field in one pass: the lines are its own, from the same first vertex, in its order."""
    windows, tile_window = _data_windows(tiles, level)
    with ThreadPoolExecutor(max_workers=os.cpu_count()) as pool:  # GDAL lets go of Python while it contours
        pieces = list(
            pool.map(lambda number: _window_segments(tiles, windows[number], number, level), range(len(windows)))
        )
    starts, ends, window_of = (np.concatenate(part) for part in zip(*pieces)) if pieces else ([],) * 3
    if not len(starts):
        return []
    row, column, within, owner = _squares(tiles, tile_window, starts, ends)
    kept = np.flatnonzero(owner == window_of)
    kept = kept[np.lexsort((within[kept], column[kept], row[kept]))]  # GDAL's order: square by square, row by row
    starts, ends, row, column = starts[kept], ends[kept], row[kept], column[kept]
    keys = _vertex_keys(np.concatenate([starts, ends]), np.r_[row, row], np.r_[column, column], tiles.shape)
    _, vertex = np.unique(keys, return_inverse=True)
    vertex = vertex.reshape(2, -1)
    chains = _merged(vertex[0], vertex[1], row)
    points = np.concatenate([starts, ends])[np.unique(vertex.ravel(), return_index=True)[1]]
    left, width, skew_x, top, skew_y, height = raster.transform
    xy = np.column_stack(  # as GDAL's contour writer places a vertex
        [left + width * points[:, 0] + skew_x * points[:, 1], top + skew_y * points[:, 0] + height * points[:, 1]]
    )
    sequences = [np.r_[vertex[0][chain[0]], vertex[1][chain]] for chain in chains]
    return list(
        shapely.linestrings(
            xy[np.concatenate(sequences)], indices=np.repeat(np.arange(len(chains)), [len(s) for s in sequences])
        )
    )


def _data_windows(tiles: Tiles, level: float):
    """The windows to contour, (top, bottom, left, right) in cells: each run of tiles ``_crossing`` the level
    along a row of tiles, one cell wider all round; and each tile's window (-1 for a tile not contoured)."""
    rows, columns = tiles.shape
    tile_window = np.full(tiles.index.shape, -1)
    windows: list[tuple[int, int, int, int]] = []
    for tile_row, holding in enumerate(_crossing(tiles, level)):
        edges = np.flatnonzero(np.diff(np.r_[0, holding.astype(int), 0]))
        for first, last in zip(edges[::2].tolist(), edges[1::2].tolist()):
            tile_window[tile_row, first:last] = len(windows)
            top, left = tile_row * tiles.size, first * tiles.size
            bottom, right = top + tiles.size, last * tiles.size
            windows.append((max(top - 1, 0), min(bottom + 1, rows), max(left - 1, 0), min(right + 1, columns)))
    return windows, tile_window


NUDGE_FT = 1e-5  # GDAL's contouring moves a value within 1e-6 of the level just above it: below by more is below


def _crossing(tiles: Tiles, level: float) -> np.ndarray:
    """For each tile, whether its cells and the ring of cells around it hold values on both sides of the level:
    a tile all above it or all below it, and the cells next to it so too, has no marching square with a segment
    (nor has any square it shares with a neighbour), so it need not be contoured."""
    stack = tiles.stack[:, : tiles.size, : tiles.size]
    places = np.pad(tiles.places(), 1, constant_values=len(stack) - 1)  # around the array: the NaN tile
    rows, columns = tiles.index.shape
    low, high = np.full((2, rows, columns), np.nan)
    next_to = {-1: slice(-1, None), 0: slice(None), 1: slice(0, 1)}  # a neighbour's cells next to the tile
    for dr, dc in [(0, 0), *NEIGHBOURS]:
        cells = stack[:, next_to[dr], next_to[dc]].reshape(len(stack), -1)
        near = places[1 + dr : rows + 1 + dr, 1 + dc : columns + 1 + dc]
        low = np.fmin(low, np.fmin.reduce(cells, axis=1)[near])
        high = np.fmax(high, np.fmax.reduce(cells, axis=1)[near])
    return (tiles.index >= 0) & (low < level) & (high >= level - NUDGE_FT)


def _window_segments(tiles: Tiles, window, number: int, level: float):
    """GDAL's contour of one window of the field, as segments (starts, ends: (n, 2) in the field's pixel
    coordinates, a cell's centre at its column + 0.5, row + 0.5) and the window's number for each."""
    from osgeo import gdal, gdal_array, ogr

    gdal.UseExceptions()
    top, bottom, left, right = window
    memory = gdal_array.OpenArray(tiles.window(*window))
    memory.SetGeoTransform((float(left), 1.0, 0.0, float(top), 0.0, 1.0))
    store = ogr.GetDriverByName("Memory").CreateDataSource("contours")
    layer = store.CreateLayer("contours", geom_type=ogr.wkbLineString)
    layer.CreateField(ogr.FieldDefn("id", ogr.OFTInteger))
    layer.CreateField(ogr.FieldDefn("level", ogr.OFTReal))
    # GDAL's contouring reads NaN as no data: the field needs no filling in
    gdal.ContourGenerate(memory.GetRasterBand(1), 0, 0, [level], 1, float("nan"), layer, 0, 1)
    lines = shapely.from_wkb([bytes(feature.GetGeometryRef().ExportToWkb()) for feature in layer])
    xy, line = shapely.get_coordinates(lines, return_index=True)
    inner = np.flatnonzero(line[1:] == line[:-1])
    return xy[inner], xy[inner + 1], np.full(len(inner), number)


def _squares(tiles: Tiles, tile_window: np.ndarray, starts: np.ndarray, ends: np.ndarray):
    """For each segment, GDAL's marching square (its row: that of its lower cells, and column: that of its left
    cells), its place among the square's segments (GDAL splits a square beside no data into four, upper left,
    upper right, lower left, lower right; a saddle's lower-left segment comes first), and the window owning the
    square: that of its first cell holding data, lower right, lower left, upper right, upper left."""
    middle = (starts + ends) / 2
    row, column = np.floor(middle[:, 1] + 0.5).astype(int), np.floor(middle[:, 0] - 0.5).astype(int)
    owner = np.full(len(row), -1)
    split = np.zeros(len(row), dtype=bool)
    for dr, dc in ((0, 1), (0, 0), (-1, 1), (-1, 0)):
        r, c = row + dr, column + dc
        holding = ~np.isnan(tiles[r, c])
        split |= ~holding
        take = holding & (owner < 0)
        owner[take] = tile_window[r[take] // tiles.size, c[take] // tiles.size]
    right, lower = middle[:, 0] > column + 1, middle[:, 1] > row
    centre_x = np.where(split, column + np.where(right, 1.25, 0.75), column + 1.0)
    centre_y = np.where(split, row + np.where(lower, 0.25, -0.25), row + 0.0)
    upper_right = (middle[:, 0] - centre_x) - (middle[:, 1] - centre_y) > 0
    within = np.where(split, 2 * (2 * lower + right), 0) + upper_right
    return row, column, within, owner


def _vertex_keys(points: np.ndarray, row: np.ndarray, column: np.ndarray, shape) -> np.ndarray:
    """A number for each segment end, the same for the ends the squares on either side of a cell edge place on
    it, whichever window computed them: the edge's (vertical or horizontal, by the cell below or right of it);
    a point inside a square GDAL split (only its own segments meet there), one past the edges' by its
    coordinates."""
    x, y = points[:, 0], points[:, 1]
    rows, columns = shape[0] + 2, shape[1] + 2
    keys = np.full(len(x), -1)
    for vertical, on, edge_row, edge_column in (
        (1, x == column + 0.5, row, column),
        (1, x == column + 1.5, row, column + 1),
        (0, y == row - 0.5, row - 1, column),
        (0, y == row + 0.5, row, column),
    ):
        keys[on] = ((vertical * rows + edge_row[on] + 1) * columns + edge_column[on] + 1) * 2
    inside = keys < 0
    _, number = np.unique(points[inside], axis=0, return_inverse=True)
    keys[inside] = 2 * number.ravel() + 1
    return keys


def _merged(starts: np.ndarray, ends: np.ndarray, rows: np.ndarray) -> list:
    """Segments (start and end vertices, GDAL's order; oriented, so that each vertex starts one and ends one)
    joined as GDAL's SegmentMerger joins them: the lines as arrays of segments, in the order GDAL writes them.
    Each line is a path or a ring of segments, each following the one ending where it starts; a ring starts with
    the segment closing it (its last). GDAL writes a line at the end of the row of its last segment, lines of a
    row in the order they were begun: a line is kept by the segment that began it, the first along it of those
    segments that followed neither neighbour (the lines joined into it were begun after it)."""
    count = len(starts)
    segment = np.arange(count)
    first = np.full(max(starts.max(), ends.max()) + 1, -1)
    first[starts] = segment
    after = first[ends]  # the segment following each, -1 at a line's end
    before = np.full(count, -1)
    before[after[after >= 0]] = segment[after >= 0]
    jumps = max(count - 1, 1).bit_length() + 1  # pointer jumping: 2 ** jumps steps along a line cover it
    ahead, last = np.where(after >= 0, after, segment), segment.copy()
    for _ in range(jumps):
        last, ahead = np.maximum(last, last[ahead]), ahead[ahead]
    closing = (after[ahead] >= 0) & (last == segment)  # on a ring (no end reached), its last segment
    cut = after.copy()
    cut[before[closing]] = -1  # each ring opened before the segment closing it
    ahead, steps = np.where(cut >= 0, cut, segment), (cut >= 0).astype(int)
    for _ in range(jumps):
        steps, ahead = steps + steps[ahead], ahead[ahead]
    line = ahead  # each segment's line, by its last segment; steps: how far from it
    began = ((before < 0) | (before > segment)) & ((after < 0) | (after > segment))
    beginners = segment[began][np.lexsort((-steps[began], line[began]))]
    beginners = beginners[group_starts(line[beginners])]  # each line's first along it
    beginning = np.full(count, -1)
    beginning[line[beginners]] = beginners
    final = np.full(count, -1)
    np.maximum.at(final, line, segment)
    order = np.lexsort((-steps, beginning[line], rows[final[line]]))
    return np.split(order, np.flatnonzero(np.diff(line[order])) + 1)


def grid_in(path: str, target_wkt: str, feet_per_unit: float, unit: str = "US survey foot", offset_ft: float = 0.0):
    """A raster as the engine's ``Grid`` in working feet: warped (bilinear) into ``target_wkt`` when its CRS is
    another, then its coordinates scaled by ``feet_per_unit``; elevations in feet above the law's datum."""
    from osgeo import gdal, osr

    from ..rules.terrain.surfaces import Grid

    if not math.isfinite(offset_ft):
        raise DocklineInputError(f"the vertical offset is {offset_ft}: give a finite number of feet")
    dataset = _opened(path, unit)
    crs_wkt = dataset.GetProjection()  # the CRS first: a raster to warp is read by the warp alone
    here, there = osr.SpatialReference(), osr.SpatialReference()
    here.ImportFromWkt(crs_wkt)
    there.ImportFromWkt(target_wkt)
    if crs_wkt and not here.IsSame(there):
        warped = gdal.Warp(
            "", dataset, format="MEM", dstSRS=target_wkt, resampleAlg="bilinear", dstNodata=-1e30, multithread=True
        )
        values = warped.GetRasterBand(1).ReadAsArray().astype(float)
        values[values <= -1e29] = np.nan
        elevations = Tiles.of(values * VERTICAL_UNITS[unit] + offset_ft, TILE, overlap=1)
        source = Raster(elevations, tuple(warped.GetGeoTransform()), target_wkt, str(path))
    else:
        source = _elevations(dataset, str(path), unit, offset_ft, 1, overlap=1)
    left, width, _, top, _, height = source.transform
    return Grid(
        source.elevations, left * feet_per_unit, top * feet_per_unit, width * feet_per_unit, -height * feet_per_unit
    )
