"""Moorings placed on one parcel: buoys whose swing circles (D11: boat length plus rode) lie inside its facility
area lines and on the water, clear of each other and of docks (§§ 73-9B, 73-14B), a Tier 2 buoy kept 45 ft from
the lines and 10 ft from outlets (§ 73-14A, D11), nearest the shore first (beyond 100 ft a buoy needs a State
permit, §§ 73-9B(2), 73-13F)."""

from __future__ import annotations

import numpy as np
import shapely

from ..checks.site import Site
from ..law.catalogue import TIER2
from ..law.vocabulary import Zone
from .design import MARGIN_FT, Design

GRID_SHARE = 0.25  # the places tried for a buoy lie on a grid this share of the swing radius apart
LEAST_GRID_FT = 4.0


def plan_moorings(site: Site, design: Design, count: int, water, outlets, built) -> tuple[list, list[str]]:
    """Up to ``count`` buoys (points) on the parcel, and what kept the rest out, in plain words. ``water``: the
    lake's water around the parcel's mooring zone (its tiles), ``outlets``: the outlets near the parcel as one
    geometry (None where none is); ``built``: its docks and kept facilities as one geometry (None where none
    is)."""
    if count <= 0:
        return [], []
    zone = site.zones.get(Zone.MOORING)
    radius = design.swing_radius_ft
    circle = f"a swing circle of {radius:g} ft (a {design.boat_length_ft:g}-ft boat on a {design.rode_ft:g}-ft rode)"
    if zone is None or shapely.is_empty(zone.area):
        return [], [f"it has no mooring facility area for {circle}"]
    lines = shapely.multilinestrings(site.lines_except(frozenset()))
    step = max(LEAST_GRID_FT, GRID_SHARE * radius)
    x0, y0, x1, y1 = shapely.bounds(zone.area)
    xs, ys = np.meshgrid(np.arange(x0 + step / 2, x1, step), np.arange(y0 + step / 2, y1, step))
    inside = shapely.contains_xy(zone.area, xs.ravel(), ys.ravel())
    points = shapely.points(xs.ravel()[inside], ys.ravel()[inside])
    if not len(points):
        return [], [f"its mooring facility area has no room for {circle}"]
    keep = radius
    if site.tier == TIER2:
        keep = max(radius, float(site.allocation.fal_setback_ft))
    to_lines = shapely.distance(points, lines) if not shapely.is_empty(lines) else np.full(len(points), np.inf)
    room = 2 * float(to_lines.max())
    fits = to_lines >= keep + MARGIN_FT
    if not fits.any():
        return [], [f"{circle} does not fit between its facility area lines: they are at most {room:.0f} ft apart"]
    fits[fits] = shapely.distance(points[fits], site.shore) <= zone.depth_ft - MARGIN_FT
    around = shapely.box(x0 - radius, y0 - radius, x1 + radius, y1 + radius)
    fits[fits] = shapely.contains_xy(inside_lines(site, zone, around, radius), *shapely.get_coordinates(points[fits]).T)
    land = shapely.difference(around, water)
    fits[fits] = ~shapely.dwithin(points[fits], land, radius + MARGIN_FT)
    if built is not None:
        fits[fits] = ~shapely.dwithin(points[fits], built, radius + MARGIN_FT)
    if outlets is not None and site.tier == TIER2:
        fits[fits] = ~shapely.dwithin(points[fits], outlets, float(site.allocation.outlet_setback_ft) + MARGIN_FT)
    near_first = np.flatnonzero(fits)[np.argsort(shapely.distance(points[fits], site.shore), kind="stable")]
    chosen: list = []
    for k in near_first:
        if len(chosen) == count:
            break
        if not chosen or not shapely.dwithin(points[k], shapely.multipoints(chosen), 2 * radius + MARGIN_FT):
            chosen.append(points[k])
    if len(chosen) == count:
        return chosen, []
    if not chosen:
        return [], [f"{circle} fits between its facility area lines but not clear of the shore and its docks"]
    return chosen, [f"{len(chosen)} swing circles of {radius:g} ft fit on its water, clear of each other and its docks"]


def inside_lines(site: Site, zone, around, radius: float):
    """Where a buoy's swing circle lies wholly inside the parcel's facility area lines as the check reads them
    (§§ 73-9B(1), 73-14B): none of its part within the zone's depth of the MHW outside the zone's area."""
    beyond = shapely.difference(around, site.locus(zone.depth_ft))
    return shapely.buffer(shapely.union(zone.area, beyond), -(radius + MARGIN_FT), quad_segs=16)
