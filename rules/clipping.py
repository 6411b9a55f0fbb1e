"""Rings cut by half-planes with numpy (Sutherland–Hodgman), for the many small cuts along facility area lines,
where a GEOS overlay per polygon costs more than the rest of the work on it.

Rings are given flat: their vertices in ring order (the closing vertex left out) and each vertex's ring number,
ascending. A line that crosses a ring more than twice would split it into pieces, which this cut cannot make:
such rings are reported, and the caller cuts them with an overlay.
"""

from __future__ import annotations

import numpy as np
import shapely

from .shoreline import groups

ON_LINE_FT = 1e-9  # a vertex this close to the line is on it: kept, and no crossing is computed beside it


def ring_starts(ring: np.ndarray) -> np.ndarray:
    """The position of each ring's first vertex."""
    return np.flatnonzero(np.r_[True, ring[1:] != ring[:-1]])


def following(ring: np.ndarray) -> np.ndarray:
    """Each vertex's next vertex in its ring, the last one's being the first."""
    if not len(ring):
        return ring
    starts = ring_starts(ring)
    after = np.arange(1, len(ring) + 1)
    after[np.r_[starts[1:], len(ring)] - 1] = starts
    return after


def cut(coords: np.ndarray, ring: np.ndarray, origins: np.ndarray, angles: np.ndarray, keep: int,
        with_origin: bool = False) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Each ring cut to the left (``keep`` +1) or right (-1) of its line (``origins``, ``angles`` in radians,
    one per ring). With ``with_origin`` the line's origin becomes a vertex where it lies on the cut, so that a
    later overlay meets it exactly. Returns the kept vertices, their ring numbers, and per ring whether the
    line crosses it more than twice (its vertices are then not to be used)."""
    if not len(coords):
        return coords, ring, np.zeros(len(origins), dtype=bool)
    direction = np.column_stack([np.cos(angles), np.sin(angles)])[ring]
    offset = coords - origins[ring]
    side = keep * (direction[:, 0] * offset[:, 1] - direction[:, 1] * offset[:, 0])
    kept = side >= -ON_LINE_FT
    after = following(ring)
    changes = kept != kept[after]
    crossing = changes & (np.where(kept, side, side[after]) > ON_LINE_FT)  # not beside a vertex on the line
    with np.errstate(divide="ignore", invalid="ignore"):
        at = coords + (side / (side - side[after]))[:, None] * (coords[after] - coords)
    slots = [coords, at]
    chosen = [kept, crossing]
    if with_origin:
        along = np.einsum("ij,ij->i", at - origins[ring], direction)
        leaving = crossing & kept
        leave_at = np.bincount(ring[leaving], along[leaving], minlength=len(origins))
        enter_at = np.bincount(ring[crossing & ~kept], along[crossing & ~kept], minlength=len(origins))
        slots.append(origins[ring])
        chosen.append(leaving & (leave_at * enter_at < 0)[ring])
    chosen = np.column_stack(chosen)
    result = np.stack(slots, axis=1)[chosen]
    result_ring = np.broadcast_to(ring[:, None], chosen.shape)[chosen]
    return result, result_ring, np.bincount(ring[changes], minlength=len(origins)) > 2


def polygons(coords: np.ndarray, ring: np.ndarray, count: int) -> np.ndarray:
    """One polygon per ring number 0..count-1 (empty where a ring has fewer than three vertices)."""
    result = np.full(count, shapely.Polygon(), dtype=object)
    present = np.flatnonzero(np.bincount(ring, minlength=count) >= 3)
    whole = np.isin(ring, present)
    if whole.any():
        rings = shapely.linearrings(coords[whole], indices=np.searchsorted(present, ring[whole]))
        result[present] = shapely.polygons(rings)
    return result


def simple_rings(polygons_: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """The exterior rings of polygons without holes, counter-clockwise, flat; and which of ``polygons_`` are
    something else (a MultiPolygon, holes, empty), whose vertices are left out."""
    simple = (shapely.get_type_id(polygons_) == 3) & (shapely.get_num_interior_rings(polygons_) == 0) & \
        ~shapely.is_empty(polygons_)
    coords, ring = shapely.get_coordinates(shapely.get_exterior_ring(polygons_[simple]), return_index=True)
    ring = np.flatnonzero(simple)[ring]
    if not len(ring):
        return coords, ring, ~simple
    last = np.r_[ring[1:] != ring[:-1], True]
    coords, ring = coords[~last], ring[~last]  # the closing vertex
    after = following(ring)
    twice_area = np.bincount(ring, coords[:, 0] * coords[after, 1] - coords[after, 0] * coords[:, 1],
                             minlength=len(polygons_))
    starts = ring_starts(ring)
    sizes = np.diff(np.r_[starts, len(ring)])
    owner, position = groups(sizes)
    backwards = starts[owner] + sizes[owner] - 1 - position
    source = np.where(twice_area[ring] < 0, backwards, np.arange(len(ring)))
    return coords[source], ring, ~simple
