"""A synthetic lake in US survey feet for benchmarks and tests: a long, winding shore with coves and headlands,
islands, and a parcel fabric whose side lines run inland along the shore normals. The fabric is messy like a
real one: each parcel stops short of the MHW or overlaps the water by a few feet. ``town_lake`` adds what a town
has: Tier 2 and Tier 3 districts along part of the shore, rows of inland parcels and outlets. Fixed seed,
reproducible.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
import shapely
from shapely.geometry.polygon import orient


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


def fabric_along(rng, ring_xy, inland_sign, frontage=(25, 300), depth=300.0, jitter=5.0, rows=0):
    """Parcels along a closed ring: cut points every ``frontage`` ft (a range, or a function of the distance
    along the ring giving one), side lines along the normals, each parcel's waterside edge moved by up to
    ``jitter`` ft into the water or back from it. With ``rows``, that many inland parcels behind each one, each
    ``depth`` / ``rows`` deep (returned after the waterfront ones)."""
    closed = np.vstack([ring_xy, ring_xy[:1]])
    step = np.hypot(*np.diff(closed, axis=0).T)
    along = np.r_[0, np.cumsum(step)]
    tangent = np.gradient(closed[:-1], axis=0)
    tangent /= np.hypot(*tangent.T)[:, None]
    normal = np.column_stack([tangent[:, 1], -tangent[:, 0]]) * inland_sign  # right of the walk, times the sign
    cuts = [0.0]
    width = frontage if callable(frontage) else lambda _at: frontage
    while cuts[-1] < along[-1] - width(cuts[-1])[1]:
        cuts.append(cuts[-1] + rng.uniform(*width(cuts[-1])))
    vertex_of = np.unique(np.searchsorted(along, cuts))  # at least one shore segment a parcel
    parcels, inland = [], []
    for i in range(len(vertex_of)):
        a, b = vertex_of[i], vertex_of[i + 1] if i + 1 < len(vertex_of) else len(ring_xy)
        indices = np.arange(a, b + 1) % len(ring_xy)
        shore = ring_xy[indices] + normal[indices] * rng.uniform(-jitter, jitter)
        back = ring_xy[indices[::-1]] + normal[indices[::-1]] * depth
        parcels.append(shapely.make_valid(shapely.Polygon(np.vstack([shore, back]))))
        for row in range(rows):
            near, far = depth * (1 + row / rows), depth * (1 + (row + 1) / rows)
            front = ring_xy[indices] + normal[indices] * near
            rear = ring_xy[indices[::-1]] + normal[indices[::-1]] * far
            inland.append(shapely.make_valid(shapely.Polygon(np.vstack([front, rear]))))
    return parcels + inland


def synthetic_water(rng, half_length, half_width, islands, vertex_spacing):
    """(water polygon, its outline, its island rings) drawn from ``rng``."""
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
    # shells anticlockwise, as shapely 2.1's orient_polygons makes them (the same coordinates); 2.0 has only orient
    parts = [orient(part, 1.0) for part in shapely.get_parts(shapely.make_valid(water))]
    return (parts[0] if len(parts) == 1 else shapely.MultiPolygon(parts)), outline, island_rings


def synthetic_lake(
    seed=1, half_length=42_000.0, half_width=8_000.0, islands=3, vertex_spacing=10.0, frontage=(20, 130)
):
    """(water polygon, list of (parcel id, polygon)) — defaults give about 36 miles of shore."""
    rng = np.random.default_rng(seed)
    water, outline, island_rings = synthetic_water(rng, half_length, half_width, islands, vertex_spacing)
    parcels = fabric_along(rng, outline, inland_sign=+1, frontage=frontage)  # counter-clockwise: land on the right
    for ring in island_rings:
        parcels += fabric_along(rng, ring, inland_sign=-1, frontage=frontage, depth=min(150.0, half_width * 0.03))
    return water, [(f"S-{i + 1}", parcel) for i, parcel in enumerate(parcels)]


@dataclass(frozen=True)
class TownLake:
    """A synthetic lake as a town has it: parcels with their district's tier and land use, and outlets."""

    water: shapely.Geometry
    parcels: list  # (parcel id, polygon)
    tiers: dict  # parcel id -> 1, 2 or 3
    land_use: dict  # parcel id -> "marina", "hotel" or ""
    outlets: list  # stream lines crossing the MHW


DISTRICT_PERIOD = 10_000.0  # ft of shore: in each, the first 10 % a Tier 2 district, the next 2 % Tier 3
TIER_2_SHARE, TIER_3_SHARE = 0.10, 0.02
WIDE_FRONTAGE = (150, 400)  # marinas and hotels: above the Tier 2 and 3 minimums
OUTLET_SPACING = 2_640.0  # ft of shore: an outlet every half mile
INLAND_ROWS = 3


def district_tier(along_ft: float) -> int:
    """The tier of the district at this distance along the main shore."""
    phase = (along_ft % DISTRICT_PERIOD) / DISTRICT_PERIOD
    return 2 if phase < TIER_2_SHARE else 3 if phase < TIER_2_SHARE + TIER_3_SHARE else 1


def town_lake(
    seed=1, half_length=42_000.0, half_width=8_000.0, islands=3, vertex_spacing=10.0, frontage=(20, 130)
) -> TownLake:
    """``synthetic_lake``'s water with a town's fabric on the main shore: about 10 % of it in Tier 2 (marinas)
    and 2 % in Tier 3 (hotels) districts with wider lots, three inland parcels behind each waterfront lot, an
    outlet every half mile; the islands' lots are Tier 1."""
    rng = np.random.default_rng(seed)
    water, outline, island_rings = synthetic_water(rng, half_length, half_width, islands, vertex_spacing)
    along = np.r_[0, np.cumsum(np.hypot(*np.diff(outline, axis=0).T))]
    main = fabric_along(
        rng,
        outline,
        +1,
        lambda at: WIDE_FRONTAGE if district_tier(at) > 1 else frontage,
        rows=INLAND_ROWS,
    )
    waterfront = len(main) // (1 + INLAND_ROWS)
    island_lots = [
        lot for ring in island_rings for lot in fabric_along(rng, ring, -1, frontage, min(150.0, half_width * 0.03))
    ]
    parcels = [(f"S-{i + 1}", parcel) for i, parcel in enumerate(main + island_lots)]
    tiers, land_use = {}, {}
    for i, (pid, parcel) in enumerate(parcels):
        tier = 1
        if i < waterfront:
            nearest = shapely.get_coordinates(parcel)[0]
            tier = district_tier(along[np.argmin(np.hypot(*(outline - nearest).T))])
        tiers[pid], land_use[pid] = tier, {1: "", 2: "marina", 3: "hotel"}[tier]
    outlets = []
    for at in np.arange(OUTLET_SPACING / 2, along[-1], OUTLET_SPACING):
        i = min(np.searchsorted(along, at), len(outline) - 2)
        tangent = (outline[i + 1] - outline[i]) / np.hypot(*(outline[i + 1] - outline[i]))
        inland = np.array([tangent[1], -tangent[0]])
        outlets.append(shapely.LineString([outline[i] - 20 * inland, outline[i] + 400 * inland]))
    return TownLake(water, parcels, tiers, land_use, outlets)
