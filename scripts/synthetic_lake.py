"""A synthetic lake in US survey feet for benchmarks and tests: a long, winding shore with coves and headlands,
islands, and a parcel fabric whose side lines run inland along the shore normals. The fabric is messy like a
real one: each parcel stops short of the MHW or overlaps the water by a few feet. Fixed seed, reproducible.
"""

from __future__ import annotations

import numpy as np
import shapely


def winding_ring(rng, centre, half_length, half_width, vertex_spacing, wiggles=40, amplitude=0.04):
    """A closed, elongated, winding outline: an ellipse with a sum of sines on its radius (coves, headlands)."""
    perimeter = np.pi * (
        3 * (half_length + half_width) - np.sqrt((3 * half_length + half_width) * (half_length + 3 * half_width))
    )
    count = max(64, int(perimeter / vertex_spacing))
    t = np.linspace(0, 2 * np.pi, count, endpoint=False)
    radius = np.ones_like(t)
    for k in rng.integers(3, wiggles, size=8):
        radius += amplitude * rng.uniform(0.2, 1) / np.sqrt(k / 3) * np.sin(k * t + rng.uniform(0, 2 * np.pi))
    x = centre[0] + half_length * radius * np.cos(t)
    y = centre[1] + half_width * radius * np.sin(t)
    return np.column_stack([x, y])


def fabric_along(rng, ring_xy, inland_sign, frontage=(25, 300), depth=300.0, jitter=5.0):
    """Parcels along a closed ring: cut points every ``frontage`` ft, side lines along the normals, each
    parcel's waterside edge moved by up to ``jitter`` ft into the water or back from it."""
    closed = np.vstack([ring_xy, ring_xy[:1]])
    step = np.hypot(*np.diff(closed, axis=0).T)
    along = np.r_[0, np.cumsum(step)]
    tangent = np.gradient(closed[:-1], axis=0)
    tangent /= np.hypot(*tangent.T)[:, None]
    normal = np.column_stack([tangent[:, 1], -tangent[:, 0]]) * inland_sign  # right of the walk, times the sign
    cuts = [0.0]
    while cuts[-1] < along[-1] - frontage[1]:
        cuts.append(cuts[-1] + rng.uniform(*frontage))
    vertex_of = np.unique(np.searchsorted(along, cuts))  # at least one shore segment a parcel
    parcels = []
    for i in range(len(vertex_of)):
        a, b = vertex_of[i], vertex_of[i + 1] if i + 1 < len(vertex_of) else len(ring_xy)
        indices = np.arange(a, b + 1) % len(ring_xy)
        shore = ring_xy[indices] + normal[indices] * rng.uniform(-jitter, jitter)
        back = ring_xy[indices[::-1]] + normal[indices[::-1]] * depth
        parcels.append(shapely.make_valid(shapely.Polygon(np.vstack([shore, back]))))
    return parcels


def synthetic_lake(
    seed=1, half_length=42_000.0, half_width=8_000.0, islands=3, vertex_spacing=10.0, frontage=(20, 130)
):
    """(water polygon, list of (parcel id, polygon)) — defaults give about 36 miles of shore."""
    rng = np.random.default_rng(seed)
    outline = winding_ring(rng, (0.0, 0.0), half_length, half_width, vertex_spacing)
    island_rings = [
        winding_ring(
            rng,
            (x, rng.uniform(-0.2, 0.2) * half_width),
            half_width * 0.08,
            half_width * 0.05,
            vertex_spacing,
            wiggles=8,
            amplitude=0.05,
        )
        for x in np.linspace(-0.5, 0.5, islands) * half_length
    ]
    water = shapely.Polygon(outline, holes=[ring[::-1] for ring in island_rings])
    water = shapely.orient_polygons(shapely.make_valid(water))
    parcels = fabric_along(rng, outline, inland_sign=+1, frontage=frontage)  # counter-clockwise: land on the right
    for ring in island_rings:
        parcels += fabric_along(rng, ring, inland_sign=-1, frontage=frontage, depth=min(150.0, half_width * 0.03))
    return water, [(f"S-{i + 1}", parcel) for i, parcel in enumerate(parcels)]
