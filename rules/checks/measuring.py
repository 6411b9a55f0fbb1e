"""What the parts of the compliance check share: the one tolerance (D4), the sliver below which an overlap
is no breach, the geometries of findings drawn once the check is done (``Drawing``), and the overlays shared
out among threads.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from decimal import ROUND_HALF_UP, Decimal
from typing import Callable

import numpy as np
import shapely

from ..tools.arrays import as_rows, geometry_array
from ..tools.threads import chunked
from .site import PlacedDock

MIN_AREA = 0.01  # sq ft: less is a rounding sliver, not a breach
EMPTY = shapely.Polygon()  # made once: shapely.Polygon() parses WKT each time (16 µs, once for each dock)
EPSILON = 1e-6  # ft (or sq ft, %): a measurement this close to its limit meets it
THREADED = 400  # facilities: fewer are measured on one thread (starting threads would cost more than it saves)
THREADED_OVERLAYS = 100  # overlays (50 µs or more each): fewer are made on one thread
AS_WRITTEN = {"ft": Decimal("0.01"), "sq ft": Decimal("0.1")}  # D4: the precision of the law's own figures


@dataclass(frozen=True)
class Measured:
    """What placement and the setbacks measure of a facility, found for many facilities at once
    (``Placement.measure``): its reach from the MHW (see ``reaches``), whether its waterside part lies
    inside its zone, how near it comes to its facility area lines, and the outlets within its setback."""

    reach: float
    area: shapely.Geometry | None  # its zone's area with its partners' dock zones (``ours``), where it has lines
    inside: bool  # all but a sliver
    outside: shapely.Geometry | None  # its part in a neighbour's water (``outsides``), where it is not ``inside``
    gap: float
    outlets: np.ndarray


@dataclass(frozen=True)
class Drawing:
    """A finding's geometry made once the check is done, with the others ``make`` draws, all at once: ``make``
    takes the list of their ``args`` and returns their geometries."""

    make: Callable
    args: tuple


def across_the_mhw(docks: Sequence[PlacedDock]) -> tuple[str, ...]:
    """("D21",) where one of the docks has a part landward of the MHW, which its area caps count; else ()."""
    return ("D21",) if any(dock.across for dock in docks) else ()


def as_written(measured: float, unit: str) -> float:
    """A measurement to the precision the law writes its figures in (D4: lengths to 0.01 ft, areas to 0.1 sq ft,
    half-up), so that a facility drawn to a limit meets it in every CRS; other units as measured."""
    step = AS_WRITTEN.get(unit)
    if step is None or not math.isfinite(measured):
        return measured
    return float(Decimal(repr(float(measured))).quantize(step, rounding=ROUND_HALF_UP))


def past(measured: float, limit: float, when: str) -> bool:
    """Whether a measurement breaches its limit, with the one tolerance: ``over`` a maximum, ``under`` a
    minimum, ``reaching`` a threshold (at it or past it) or ``within`` a distance (at it or nearer)."""
    if when == "over":
        return measured > limit + EPSILON
    if when == "under":
        return measured < limit - EPSILON
    if when == "within":
        return measured < limit + EPSILON
    return measured > limit - EPSILON


def united(groups: list[list]) -> np.ndarray:
    """Each group of geometries as one (its ``union_all``), all at once: a table that GEOS unites row by row,
    shared out among threads (``chunked``)."""
    table = as_rows(geometry_array([part for group in groups for part in group]), [len(group) for group in groups])
    return chunked(lambda rows: shapely.union_all(rows, axis=1), table, least=THREADED_OVERLAYS)


def split_inside(geometries: np.ndarray, areas: np.ndarray, regions=None) -> tuple[np.ndarray, np.ndarray]:
    """Whether no more than a sliver of each geometry (of a point: nothing) lies outside its area: then none of it
    is in a neighbour's water, and the overlay with the reach of the MHW that measures that part is not needed
    (the common case: one overlay instead of three); and the part outside (empty where none). A predicate first,
    the overlay only where it fails, shared out among threads (``chunked``): ``contains_properly``, which is quick
    where the outlines do not meet (``covers`` computes their whole relation, and fails on most docks anyway,
    whose waterside part ends on the MHW that bounds the zone too). Waterside parts may give ``regions``, their
    areas' regions before the cut to the water (``ZoneResult.region``, None where there is none), tested instead
    of the areas (which lie in them): a waterside part properly inside its region is in the region's water, which
    is all its area; where the test fails, the overlay decides as ever."""
    rest = np.full(len(geometries), EMPTY, dtype=object)
    tested = areas if regions is None else np.where(shapely.is_missing(regions), areas, regions)
    # none prepared: GEOS prepares its own copies
    held = chunked(shapely.contains_properly, tested, geometries, least=THREADED)
    rest[~held] = chunked(shapely.difference, geometries[~held], areas[~held], least=THREADED_OVERLAYS)
    area = shapely.area(rest)
    return shapely.is_empty(rest) | ((area > 0) & (area <= MIN_AREA)), rest


def without_slivers(geometries) -> np.ndarray:
    """Findings' drawings without their parts of MIN_AREA or less (lines and points among them) where a larger
    polygon is left: the rounding slivers a verdict by area ignores, which would show on the map apart from what
    the finding is about (a part outside the facility area lines along the shore, say). All at once."""
    drawn = geometry_array(geometries)
    parts, owner = shapely.get_parts(drawn, return_index=True)
    sliver = shapely.area(parts) <= MIN_AREA
    polygon = shapely.get_type_id(parts) == shapely.GeometryType.POLYGON
    count = len(drawn)
    trimmed = (np.bincount(owner[sliver], minlength=count) > 0) & (np.bincount(owner[~sliver], minlength=count) > 0)
    trimmed &= np.bincount(owner[~sliver & ~polygon], minlength=count) == 0  # a collection held in a collection
    if not trimmed.any():
        return drawn
    kept = trimmed[owner] & ~sliver
    return shapely.multipolygons(parts[kept], indices=owner[kept], out=drawn.copy())


def drawn_without_slivers(drawings: list[tuple]) -> np.ndarray:
    """``without_slivers`` as a ``Drawing``'s ``make``: of the geometry each of ``drawings`` holds."""
    return without_slivers([geometry for (geometry,) in drawings])


def kind_of(kind) -> str:
    """A structure's type as the checks name it: ``Boat hoist-structure`` is ``boat_hoist_structure``."""
    return str(kind or "").strip().lower().replace(" ", "_").replace("-", "_")


def dimension(value_, what: str, problems: list[str]) -> float | None:
    """A dimension read from the data: None when missing; a negative one is reported and dropped."""
    if value_ is None:
        return None
    if value_ < 0:
        problems.append(f"{what} is negative ({value_:g})")
        return None
    return float(value_)
