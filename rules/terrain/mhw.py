"""The mean high-water mark from elevations (§ 73-5 MEAN HIGH-WATER LEVEL and MARK; D17): where the lake's mean
high-water level, 689.40 ft, meets the land.

Contouring itself is GDAL's (``readers.rasters.contour_lines``); this module prepares the field to contour and reads the
contours: which closed lines make the lake, which are ponds and pits to drop, and where the shore is a LiDAR
hydro-flattened water surface above the level (there the level's contour does not exist, so the flattened edge is
taken and flagged for a survey).
"""

from __future__ import annotations

import functools
from dataclasses import dataclass

import numpy as np
import shapely

from ..tools.arrays import points_along
from ..tools.errors import DocklineInputError
from .tiles import TILE, Tiles

FLAT_FT = 1e-4  # a hydro-flattened surface: cells equal to all their neighbours to this
GAP_SAMPLES = 4  # a flattened stretch runs on over gaps of up to two cells


@dataclass(frozen=True)
class Field:
    """Elevation minus the level, to contour at 0; hydro-flattened cells above the level are counted as water."""

    values: Tiles  # NaN where the DEM has no data
    flat: Tiles  # the elevations of a flat water surface at or above the level, NaN elsewhere: only the tiles
    # holding such cells have a place (a shore's DEM has few)


def water_field(elevations, level_ft: float) -> Field:
    """Cells below the level are water (negative); so are cells of a flat surface at or above it (each equal to
    all eight neighbours), which LiDAR gives a lake it flattened. Only the tiles holding data (a DEM of a lake's
    shore is mostly empty), a flat surface looked for tile by tile. ``elevations`` an array (copied) or ``Tiles``,
    which become the field in place: a shore DEM is large, and fresh memory the size of it costs more to touch
    than the field costs to work out."""
    if not np.isfinite(level_ft):
        raise DocklineInputError(f"the water level must be a number of feet, not {level_ft!r}")
    z = elevations if isinstance(elevations, Tiles) else Tiles.of(np.asarray(elevations, dtype=float), TILE)
    flats = []  # (place in z, tile row, tile column, the tile's flat cells)
    for place, top, left, rows, columns in z.parts():
        above = z.stack[place, :rows, :columns] >= level_ft
        if not above.any():  # all below the level: nothing flattened above it
            continue
        flat = _flat_surface(z.window(top - 2, top + rows + 2, left - 2, left + columns + 2)) & above
        if flat.any():
            flats.append((place, top // z.size, left // z.size, flat))
    holding = np.zeros(z.index.shape, dtype=bool)
    holding[[row for _, row, _, _ in flats], [column for _, _, column, _ in flats]] = True
    flat_elevations = Tiles.empty(z.shape, z.size, holding)
    for place, row, column, flat in flats:
        rows, columns = flat.shape
        own = flat_elevations.stack[flat_elevations.index[row, column], :rows, :columns]
        own[flat] = z.stack[place, :rows, :columns][flat]
    z.stack[...] -= level_ft  # NaN stays NaN
    for place, _, _, flat in flats:
        z.stack[place, : flat.shape[0], : flat.shape[1]][flat] = -1.0
    return Field(z, flat_elevations)


NEIGHBOURS = [(dr, dc) for dr in (-1, 0, 1) for dc in (-1, 0, 1) if dr or dc]


def _flat_surface(z: np.ndarray) -> np.ndarray:
    """For the cells of ``z`` but its outer two rings: those equal to all eight neighbours, and those at the edge
    of such a surface (equal to a neighbour in it)."""

    def around(grid):  # each neighbour of the cells of grid but its outer ring
        rows, columns = grid.shape
        for dr, dc in NEIGHBOURS:
            yield grid[1 + dr : rows - 1 + dr, 1 + dc : columns - 1 + dc]

    centre = z[1:-1, 1:-1]
    core = np.ones(centre.shape, dtype=bool)
    for neighbour in around(z):
        core &= np.abs(neighbour - centre) <= FLAT_FT
        if not core.any():  # no flat surface, so no edge of one (most of a shore's tiles, in a neighbour or two)
            return core[1:-1, 1:-1]
    inner = centre[1:-1, 1:-1]
    edge = np.zeros(inner.shape, dtype=bool)  # the surface's edge cells: equal to a neighbour inside it
    for is_core, neighbour in zip(around(core), around(centre)):
        edge |= is_core & (np.abs(neighbour - inner) <= FLAT_FT)
    return core[1:-1, 1:-1] | edge


@dataclass(frozen=True)
class Lake:
    """The lake as one polygon (islands as holes) and how many closed contours were dropped."""

    water: shapely.Geometry
    dropped: int  # closed contours smaller than the minimum area, or outside the lake


def open_ends(lines) -> list[tuple[float, float]]:
    """Both ends of each contour line that does not close: it met a gap in the data or the raster's edge."""
    return [tuple(line.coords[k]) for line in lines if not line.is_empty and not line.is_closed for k in (0, -1)]


def assemble_lake(lines, seed, min_area: float, area_of=shapely.area) -> Lake:
    """The polygon the closed contours make around ``seed`` (a point in the lake or its approximate outline;
    None: the largest). Rings nest even-odd (lake, island, pond on the island …); rings enclosing less than
    ``min_area`` (measured by ``area_of``) are dropped; lines that do not close are left out (``open_ends``)."""
    lines = [line for line in lines if line is not None and not line.is_empty]
    closed = [line for line in lines if line.is_closed and len(line.coords) >= 4]
    rings = [shapely.make_valid(shapely.Polygon(line.coords)) for line in closed]
    kept = [ring for ring in rings if area_of(ring) >= min_area]
    if not kept:
        raise DocklineInputError(
            "no closed contour at the level encloses the minimum area: does the DEM cover the whole shore, "
            "and are its vertical unit and offset right?"
        )
    parts = shapely.get_parts(functools.reduce(shapely.symmetric_difference, kept))
    parts = [part for part in parts if shapely.get_type_id(part) == shapely.GeometryType.POLYGON]
    if seed is None:
        lake = max(parts, key=shapely.area)
    else:
        overlap = [
            shapely.area(shapely.intersection(part, seed)) if seed.area else part.intersects(seed) for part in parts
        ]
        if not any(overlap):
            raise DocklineInputError("the lake given (point or outline) lies in no area below the level")
        lake = parts[int(np.argmax(overlap))]
    return Lake(lake, len(rings) - len(kept) + len(parts) - 1)


def flattened_stretches(water, flat: Tiles, to_cell, step: float):
    """The stretches of the lake's rings that run beside hydro-flattened cells, with the flat surface's elevation:
    a list of (line, elevation). ``flat`` holds the flattened cells' elevations (``Field.flat``); ``to_cell`` maps
    (n, 2) points to (row, column) arrays; ``step`` is the sampling distance along the rings (half a cell)."""
    stretches = []
    for ring in [water.exterior, *water.interiors]:
        line = shapely.LineString(ring.coords)
        at = np.arange(0.0, line.length, step)
        points, tangents = points_along(line, at)
        normal = np.column_stack([-tangents[:, 1], tangents[:, 0]])
        hits = np.zeros(len(points), dtype=bool)
        level = np.full(len(points), np.nan)
        for side in (1.0, -1.0):
            elevation = flat[to_cell(points + side * normal * step * 1.5)]  # NaN outside and where not flat
            here = ~np.isnan(elevation)
            level = np.where(here & ~hits, elevation, level)
            hits |= here
        hits = _close_gaps(hits, GAP_SAMPLES)
        for run in np.split(np.arange(len(points)), np.flatnonzero(np.diff(hits.astype(int))) + 1):
            if hits[run[0]] and len(run) > 1:
                stretch = shapely.LineString(points[run])
                stretches.append((stretch, float(np.nanmedian(level[run]))))
    return stretches


def _close_gaps(hits: np.ndarray, samples: int) -> np.ndarray:
    """``hits`` with runs of misses no longer than ``samples`` between two hits filled in."""
    index = np.flatnonzero(hits)
    filled = hits.copy()
    for a, b in zip(index[:-1], index[1:]):
        if 1 < b - a <= samples + 1:
            filled[a:b] = True
    return filled
