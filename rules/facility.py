"""Facility areas (§ 73-5 FACILITY AREA, D1–D3, D8), their distance lines and setback envelopes (§§ 73-9A,
73-14A, 73-16A), in US survey feet.

A zone of depth d is the water between the parcel's two facility area lines that lies within d of the parcel's
own MHW (a true distance locus: round corners, never a mitred offset of the tie line), keeping only the pieces
that touch that MHW. Where the parcel's own lines meet before d, the wedge between them ends there (D8).
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np
import shapely

from .shoreline import FacilityAreaLine, RawFlag, Run, Shoreline

QUAD_SEGMENTS = 32  # round corners: 32 segments a quarter circle
TOUCH_FT = 1e-6
TILE_VERTICES = 400


@dataclass(frozen=True)
class ZoneSpec:
    """What the tier asks of a parcel's water: zone depths (D1, D2) and setbacks (§§ 73-9A, 73-14A, 73-16A)."""

    zones: tuple[tuple[str, float], ...]
    fal_setback_ft: float
    outlet_setback_ft: float


def zone_spec(allocation) -> ZoneSpec:
    """The zones and setbacks an allocation gives: the dock zone, and a mooring zone where moorings may be."""
    zones = [("dock", float(allocation.dock_zone_ft))]
    if allocation.mooring_zone_ft:
        zones.append(("mooring", float(allocation.mooring_zone_ft)))
    return ZoneSpec(tuple(zones), float(allocation.fal_setback_ft), float(allocation.outlet_setback_ft))


@dataclass(frozen=True)
class ZoneResult:
    """One parcel's zone: its facility area, the distance line at its depth and the setback envelope."""

    parcel: int
    zone: str
    depth_ft: float
    area: shapely.Geometry
    distance_line: shapely.Geometry
    envelope: shapely.Geometry


class WaterTiles:
    """The water cut into small pieces (a quadtree of rectangle clips), so that a parcel's neighbourhood of
    water is a union of a few pieces instead of a clip of the whole lake."""

    def __init__(self, water):
        pieces = []
        self._split(water, water.bounds, pieces)
        self.pieces = np.array(pieces, dtype=object)
        self.tree = shapely.STRtree(self.pieces)

    def _split(self, piece, bounds, pieces) -> None:
        if piece.is_empty:
            return
        if shapely.get_num_coordinates(piece) <= TILE_VERTICES:
            pieces.append(piece)
            return
        xmin, ymin, xmax, ymax = bounds
        xmid, ymid = (xmin + xmax) / 2, (ymin + ymax) / 2
        for quarter in ((xmin, ymin, xmid, ymid), (xmid, ymin, xmax, ymid), (xmin, ymid, xmid, ymax),
                        (xmid, ymid, xmax, ymax)):
            self._split(shapely.clip_by_rect(piece, *quarter), quarter, pieces)

    def around(self, region) -> shapely.Geometry:
        """The water inside ``region``."""
        hits = self.tree.query(region)
        if not len(hits):
            return shapely.Polygon()
        return shapely.intersection(shapely.coverage_union_all(self.pieces[hits]), region)


def half_plane(line: FacilityAreaLine, side: int, reach: float) -> shapely.Polygon:
    """The side (+1 left, -1 right) of a facility area line's full line, within ``reach`` of its origin."""
    x, y = line.origin
    angle = math.radians(line.direction_deg)
    dx, dy = math.cos(angle), math.sin(angle)
    nx, ny = -dy * side, dx * side
    return shapely.Polygon([(x - reach * dx, y - reach * dy), (x + reach * dx, y + reach * dy),
                            (x + reach * (dx + nx), y + reach * (dy + ny)),
                            (x + reach * (nx - dx), y + reach * (ny - dy))])


def wedge(run: Run, start: FacilityAreaLine, end: FacilityAreaLine, reach: float) -> shapely.Polygon:
    """The region between the run's two facility area lines: right of the one at its start, left of the one at
    its end (walking with the water on the left). Lines that meet on the water side close it there (D8)."""
    return shapely.intersection(half_plane(start, -1, reach), half_plane(end, +1, reach))


def meeting_point(start: FacilityAreaLine, end: FacilityAreaLine) -> tuple[float, float] | None:
    """Where the two lines (as rays into the water) meet, if they do."""
    (x1, y1), (x2, y2) = start.origin, end.origin
    a1, a2 = math.radians(start.direction_deg), math.radians(end.direction_deg)
    d1, d2 = (math.cos(a1), math.sin(a1)), (math.cos(a2), math.sin(a2))
    denominator = d1[0] * d2[1] - d1[1] * d2[0]
    if abs(denominator) < 1e-12:
        return None
    t1 = ((x2 - x1) * d2[1] - (y2 - y1) * d2[0]) / denominator
    t2 = ((x2 - x1) * d1[1] - (y2 - y1) * d1[0]) / denominator
    if t1 <= 0 or t2 <= 0:
        return None
    return x1 + t1 * d1[0], y1 + t1 * d1[1]


def touching(geometry, shore) -> shapely.Geometry:
    """The polygons of ``geometry`` that touch the parcel's own MHW."""
    parts = shapely.get_parts(geometry)
    parts = parts[shapely.get_type_id(parts) == 3]
    keep = parts[shapely.dwithin(parts, shore, TOUCH_FT)]
    return shapely.union_all(keep) if len(keep) != 1 else keep[0]


def lines_only(geometry) -> shapely.Geometry:
    parts = shapely.get_parts(geometry)
    parts = parts[np.isin(shapely.get_type_id(parts), (1, 5))]
    return shapely.line_merge(shapely.multilinestrings(parts)) if len(parts) else shapely.MultiLineString()


def parcel_zones(shoreline: Shoreline, tiles: WaterTiles, specs: dict[int, ZoneSpec], outlets=None):
    """Every parcel's zones (one result per parcel and zone, its runs joined) and the flags they raise."""
    outlet_tree = shapely.STRtree(outlets) if outlets is not None and len(outlets) else None
    pieces: dict[tuple[int, str], list] = {}
    flags = []
    for run_index, (start_index, end_index) in shoreline.run_lines.items():
        run = shoreline.runs[run_index]
        spec = specs.get(run.parcel)
        if spec is None:
            continue
        start, end = shoreline.lines[start_index], shoreline.lines[end_index]
        deepest = max(depth for _, depth in spec.zones)
        reach = 4 * (deepest + run.lineal_ft + shapely.length(run.shore)) + 10
        between = wedge(run, start, end, reach)
        meet = meeting_point(start, end)
        if meet is not None and shapely.distance(shapely.Point(meet), run.shore) < deepest:
            distance = float(shapely.distance(shapely.Point(meet), run.shore))
            flags.append(RawFlag(run.parcel, "FAL_CONVERGENT", distance, meet,
                                 f"its facility area lines meet {distance:.1f} ft from the MHW, inside the zone: "
                                 "the facility area ends there (D8)"))
        neighbourhood = shapely.buffer(run.shore, deepest + 1, quad_segs=4)
        water = tiles.around(shapely.intersection(neighbourhood, between))
        fal_rays = shapely.multilinestrings([start.ray(reach), end.ray(reach)])
        for zone, depth in spec.zones:
            locus = shapely.buffer(run.shore, depth, quad_segs=QUAD_SEGMENTS)
            area = touching(shapely.intersection(water, locus), run.shore)
            offset_curve = shapely.intersection(shapely.boundary(locus), shapely.buffer(area, TOUCH_FT * 10))
            envelope = shapely.difference(area, shapely.buffer(fal_rays, spec.fal_setback_ft,
                                                               quad_segs=QUAD_SEGMENTS))
            if outlet_tree is not None:
                near = outlet_tree.query(area, predicate="dwithin", distance=spec.outlet_setback_ft)
                if len(near):
                    keep_out = shapely.buffer(outlets[near], spec.outlet_setback_ft, quad_segs=QUAD_SEGMENTS)
                    envelope = shapely.difference(envelope, shapely.union_all(keep_out))
            pieces.setdefault((run.parcel, zone), []).append((depth, area, lines_only(offset_curve), envelope))
    results = []
    for (parcel, zone), parts in pieces.items():
        join = (lambda geoms: geoms[0]) if len(parts) == 1 else shapely.union_all
        results.append(ZoneResult(parcel, zone, parts[0][0], join([p[1] for p in parts]),
                                  join([p[2] for p in parts]), join([p[3] for p in parts])))
    return results, flags + crossing_flags(shoreline, results)


def crossing_flags(shoreline: Shoreline, results: list[ZoneResult], min_area: float = 0.01):
    """FAL_CROSSING (D8): zones of parcels that are not neighbours overlap; both are flagged with the area."""
    neighbours = {frozenset(line.parcels) for line in shoreline.lines if len(line.parcels) == 2}
    deepest = {}
    for result in results:
        if result.parcel not in deepest or result.depth_ft > deepest[result.parcel].depth_ft:
            deepest[result.parcel] = result
    zones = list(deepest.values())
    areas = np.array([zone.area for zone in zones], dtype=object)
    left, right = shapely.STRtree(areas).query(areas, predicate="intersects")
    pairs = (left < right) & np.array([zones[a].parcel != zones[b].parcel for a, b in zip(left, right)], dtype=bool)
    left, right = left[pairs], right[pairs]
    overlap = shapely.area(shapely.intersection(areas[left], areas[right]))
    flags = []
    for a, b, value in zip(left, right, overlap):
        first, second = zones[a].parcel, zones[b].parcel
        if value < min_area or frozenset((first, second)) in neighbours:
            continue
        where = shapely.get_coordinates(shapely.point_on_surface(shapely.intersection(areas[a], areas[b])))[0]
        for parcel, other in ((first, second), (second, first)):
            flags.append(RawFlag(parcel, "FAL_CROSSING", float(value), tuple(where),
                                 f"its facility area overlaps parcel {{other}}'s by {value:.1f} sq ft: facility area "
                                 "lines of non-adjacent parcels cross (D8)", other))
    return flags
