"""Generate resources/sample/sample_dem.tif: a synthetic topo-bathymetric DEM of the sample lake (EPSG:2261, 5-ft
cells, elevations in US survey feet above the law's datum), built from the sample's water so that its 689.40-ft
contour is the sample's MHW. Fixed, no randomness: the same file every run.

- Banks rise gently (0.1 ft a foot) except along the east shore between y = 1,043,200 and 1,044,800, where a 45°
  bank rises 40 ft from a toe 3 ft behind the MHW (steep-slope parcels, § 73-5).
- Along the west shore between y = 1,050,500 and 1,052,500 the water is hydro-flattened at 690.20 ft out to 300 ft
  from the shore, as LiDAR delivers a lake: there the 689.40-ft contour does not exist.
- The bottom falls 0.1 ft a foot from 688.40 ft at the MHW (the 683.60-ft contour 48 ft out), except in the bay at
  the north end (y > 1,053,000), where it falls from 686.20 ft at 0.004 ft a foot (the contour about 650 ft out,
  past the 60-ft and 200-ft lines: the depth extension of § 73-9C(1)(d) and § 73-13H).

Usage: python scripts/make_terrain.py
"""

import numpy as np
import shapely
from devenv import REPO
from osgeo import ogr
from synthetic_dem import new_dem

SAMPLE = REPO / "resources" / "sample" / "sample_lake.gpkg"
OUT = REPO / "resources" / "sample" / "sample_dem.tif"
CELL_FT = 5.0
MARGIN_FT = 400.0
MHW = 689.40
STEEP = (638_000.0, 1_043_200.0, 1_044_800.0)  # east of x, between y
FLATTENED = (635_500.0, 1_050_500.0, 1_052_500.0, 690.20, 300.0)  # west of x, between y, surface, reach
SHALLOW_BAY_Y = 1_053_000.0


def sample_water() -> shapely.Geometry:
    source = ogr.Open(str(SAMPLE))  # kept: its layers die with it
    layer = source.GetLayerByName("water")
    return shapely.union_all([shapely.from_wkb(bytes(f.GetGeometryRef().ExportToWkb())) for f in layer])


def signed_distance(water, x, y) -> np.ndarray:
    """Distance to the MHW: positive on land, negative in the water."""
    boundary = shapely.get_parts(shapely.get_rings(water))
    coordinates = np.concatenate([np.asarray(ring.coords) for ring in boundary])
    starts = np.concatenate([np.arange(len(ring.coords) - 1) + offset for ring, offset in _offsets(boundary)])
    segments = shapely.linestrings(np.stack([coordinates[starts], coordinates[starts + 1]], axis=1))
    tree = shapely.STRtree(segments)
    points = shapely.points(x, y)
    _, distance = tree.query_nearest(points, return_distance=True, all_matches=False)
    wet = shapely.contains_xy(water, x, y)
    return np.where(wet, -distance, distance)


def _offsets(rings):
    offset = 0
    for ring in rings:
        yield ring, offset
        offset += len(ring.coords)


def elevations(water, x, y) -> np.ndarray:
    d = signed_distance(water, x, y)
    land = MHW + 0.1 * d
    east_x, south, north = STEEP
    steep = (x > east_x) & (y > south) & (y < north)
    bank = MHW + 0.02 * np.minimum(d, 3) + np.clip(d - 3, 0, 40) + 0.05 * np.maximum(d - 43, 0)
    land = np.where(steep, bank, land)
    bottom = np.maximum(688.40 - 0.1 * -d, 600.0)
    bottom = np.where(y > SHALLOW_BAY_Y, np.maximum(686.20 - 0.004 * -d, 600.0), bottom)
    z = np.where(d >= 0, land, bottom)
    west_x, south, north, surface, reach = FLATTENED
    flattened = (x < west_x) & (y > south) & (y < north) & (d > -reach) & (z < surface)
    return np.where(flattened, surface, z)


def main():
    water = sample_water()
    west, south, east, north = water.bounds
    left, top = west - MARGIN_FT, north + MARGIN_FT
    columns = int(np.ceil((east - west + 2 * MARGIN_FT) / CELL_FT))
    rows = int(np.ceil((north - south + 2 * MARGIN_FT) / CELL_FT))
    column, row = np.meshgrid(np.arange(columns), np.arange(rows))
    x = left + (column.ravel() + 0.5) * CELL_FT
    y = top - (row.ravel() + 0.5) * CELL_FT
    z = np.round(elevations(water, x, y) * 100) / 100  # to 0.01 ft, as a survey reports it
    dataset, band = new_dem(OUT, columns, rows, (left, top, CELL_FT), [])
    band.SetDescription("elevation, US survey feet above the law's datum (D17)")
    band.WriteArray(z.reshape(rows, columns).astype(np.float32))
    del band, dataset  # the GeoTIFF is written when released
    print(f"{OUT.relative_to(REPO)}: {columns} × {rows} cells of {CELL_FT:g} ft, {OUT.stat().st_size / 1e6:.1f} MB")


if __name__ == "__main__":
    main()
