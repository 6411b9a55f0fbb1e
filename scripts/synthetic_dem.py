"""A synthetic topo-bathymetric DEM of ``synthetic_lake``'s town lake for ``make bench``: 1-m cells (3.2808 US
survey ft) in EPSG:2261, elevations in feet above the law's datum, over a band of shore only (from 150 ft inland
to 450 ft out into the lake; nodata elsewhere, and the raster's blocks holding none of the band are never written,
so the file stays small). Its 689.40-ft contour is the lake's MHW, except where the water is hydro-flattened.

- Banks rise gently (0.1 ft a foot), except in the steep stretches (1,500 ft of every 10,000 ft along x, both
  shores): a 45° bank rising 40 ft from a toe 3 ft behind the MHW (§ 73-5 STEEP SLOPE).
- Between x = -20,000 and -17,000 ft the water is hydro-flattened at 690.20 ft out to 300 ft from the shore, as
  LiDAR delivers a lake: there the 689.40-ft contour does not exist.
- The bottom falls 0.1 ft a foot from 688.40 ft at the MHW (the 683.60-ft contour 48 ft out), except in the
  shallow bay east of x = 30,000 ft, where it falls 0.008 ft a foot from 686.20 ft (the contour 325 ft out, past
  the 60-ft and 200-ft lines: the depth extension of § 73-9C(1)(d) and § 73-13H).
"""

from __future__ import annotations

import numpy as np
import shapely
from osgeo import gdal, osr

CELL_FT = 3937 / 1200  # one metre in US survey feet
BLOCK = 128  # cells a side of the GeoTIFF's blocks
LATTICE = 4  # cells between the points where the distance to the MHW is computed exactly
INLAND_FT, OFFSHORE_FT = 150.0, 450.0
MHW = 689.40
STEEP_PERIOD, STEEP_LENGTH = 10_000.0, 1_500.0
FLATTENED = (-20_000.0, -17_000.0, 690.20, 300.0)  # from x, to x, surface, reach into the lake
BAY_X = 30_000.0


def elevations(x: np.ndarray, y: np.ndarray, d: np.ndarray) -> np.ndarray:
    """The town DEM's elevations at (x, y), ``d`` ft from the MHW (positive on land)."""
    steep = (x % STEEP_PERIOD) < STEEP_LENGTH
    bank = MHW + 0.02 * np.minimum(d, 3) + np.clip(d - 3, 0, 40) + 0.05 * np.maximum(d - 43, 0)
    land = np.where(steep, bank, MHW + 0.1 * d)
    bottom = np.where(x > BAY_X, 686.20 + 0.008 * d, 688.40 + 0.1 * d)
    z = np.where(d >= 0, land, bottom)
    west, east, surface, reach = FLATTENED
    flattened = (x > west) & (x < east) & (d > -reach) & (z < surface)
    return np.where(flattened, surface, z)


def new_dem(path, columns: int, rows: int, origin: tuple, options: list):
    """An empty float GeoTIFF of elevations in EPSG:2261 (US survey feet), nodata -9999, ``origin`` its
    (left, top, cell size): the dataset (written when released) and its band."""
    dataset = gdal.GetDriverByName("GTiff").Create(
        str(path), columns, rows, 1, gdal.GDT_Float32, [*options, "COMPRESS=DEFLATE", "PREDICTOR=3", "TILED=YES"]
    )
    left, top, cell = origin
    dataset.SetGeoTransform((left, cell, 0.0, top, 0.0, -cell))
    reference = osr.SpatialReference()
    reference.ImportFromEPSG(2261)
    dataset.SetProjection(reference.ExportToWkt())
    band = dataset.GetRasterBand(1)
    band.SetNoDataValue(-9999.0)
    return dataset, band


def town_dem(water, path: str) -> tuple[int, int, int]:
    """Write the DEM of ``water`` (the town lake's) to ``path``: (columns, rows, blocks written)."""
    west, south, east, north = water.bounds
    left, top = west - 2 * INLAND_FT, north + 2 * INLAND_FT
    columns = int(np.ceil((east - west + 4 * INLAND_FT) / CELL_FT))
    rows = int(np.ceil((north - south + 4 * INLAND_FT) / CELL_FT))
    options = [f"BLOCKXSIZE={BLOCK}", f"BLOCKYSIZE={BLOCK}", "SPARSE_OK=TRUE"]
    dataset, band = new_dem(path, columns, rows, (left, top, CELL_FT), options)
    segments = _segments(water)
    tree = shapely.STRtree(segments)
    corners = [(row0, column0) for row0 in range(0, rows, BLOCK) for column0 in range(0, columns, BLOCK)]
    boxes = [_box(left, top, row0, column0) for row0, column0 in corners]
    block, segment = tree.query(boxes, predicate="dwithin", distance=OFFSHORE_FT)
    written = 0
    for number in np.unique(block).tolist():
        row0, column0 = corners[number]
        height, width = min(BLOCK, rows - row0), min(BLOCK, columns - column0)
        column, row = np.meshgrid(np.arange(column0, column0 + width), np.arange(row0, row0 + height))
        x = left + (column.ravel() + 0.5) * CELL_FT
        y = top - (row.ravel() + 0.5) * CELL_FT
        d = _signed_distance(segments[segment[block == number]], x, y)
        z = np.where((d > -OFFSHORE_FT) & (d < INLAND_FT), np.round(elevations(x, y, d) * 100) / 100, -9999.0)
        if (z == -9999.0).all():
            continue
        band.WriteArray(z.reshape(height, width).astype(np.float32), column0, row0)
        written += 1
    del band, dataset  # the GeoTIFF is written when released
    return columns, rows, written


def _segments(water) -> np.ndarray:
    """Every segment of the water's rings (the MHW) as a line."""
    pieces = []
    for ring in shapely.get_parts(shapely.get_rings(water)):
        xy = shapely.get_coordinates(ring)
        pieces.append(shapely.linestrings(np.stack([xy[:-1], xy[1:]], axis=1)))
    return np.concatenate(pieces)


def _signed_distance(segments: np.ndarray, x: np.ndarray, y: np.ndarray) -> np.ndarray:
    """The distance to the MHW (positive on land) of a block's cells: exact on a lattice every ``LATTICE`` cells
    and bilinear between (the distance is smooth near the shore, and the cells are many); the water lies left of
    its rings' segments (exteriors counter-clockwise, holes clockwise)."""
    lattice_x = np.arange(x.min() - LATTICE * CELL_FT, x.max() + 2 * LATTICE * CELL_FT, LATTICE * CELL_FT)
    lattice_y = np.arange(y.min() - LATTICE * CELL_FT, y.max() + 2 * LATTICE * CELL_FT, LATTICE * CELL_FT)
    nodes_x, nodes_y = (v.ravel() for v in np.meshgrid(lattice_x, lattice_y))
    xy = shapely.get_coordinates(segments).reshape(-1, 2, 2)
    a, ab = xy[:, 0], xy[:, 1] - xy[:, 0]
    p = np.column_stack([nodes_x, nodes_y])[:, None, :] - a[None]
    t = np.clip((p * ab[None]).sum(axis=2) / np.maximum((ab * ab).sum(axis=1), 1e-12), 0, 1)
    if not len(a):
        return np.full(len(x), np.inf)
    distances = np.hypot(*(p - t[:, :, None] * ab[None]).transpose(2, 0, 1))
    nearest = distances.argmin(axis=1)
    nodes = np.arange(len(p))
    d = distances[nodes, nearest]
    left = ab[nearest, 0] * p[nodes, nearest, 1] - ab[nearest, 1] * p[nodes, nearest, 0] > 0  # the water's side
    d = np.where(left, -d, d).reshape(len(lattice_y), len(lattice_x))
    u, v = (x - lattice_x[0]) / (LATTICE * CELL_FT), (y - lattice_y[0]) / (LATTICE * CELL_FT)
    i, j = np.floor(v).astype(int), np.floor(u).astype(int)
    fu, fv = u - j, v - i
    return (d[i, j] * (1 - fu) + d[i, j + 1] * fu) * (1 - fv) + (d[i + 1, j] * (1 - fu) + d[i + 1, j + 1] * fu) * fv


def _box(left, top, row0, column0):
    return shapely.box(
        left + column0 * CELL_FT,
        top - (row0 + BLOCK) * CELL_FT,
        left + (column0 + BLOCK) * CELL_FT,
        top - row0 * CELL_FT,
    )
