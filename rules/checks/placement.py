"""Where a facility lies against its parcel's lines (§§ 73-9A, 73-9C(1)(c), 73-13G, 73-14A, 73-16A): the dock
line and its depth extension, the facility-area-line and outlet setbacks, the navigation light.
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np
import shapely

from ..law.catalogue import TIER1, TIER2, TIER3, value
from ..terrain.surfaces import lake_bottom
from ..tools.arrays import geometry_array, grouped_union, reduce_by_group
from ..tools.threads import chunked
from .context import CheckContext
from .findings import ADVISORY
from .measuring import (
    EMPTY,
    MIN_AREA,
    THREADED,
    THREADED_OVERLAYS,
    Drawing,
    Measured,
    drawn_without_slivers,
    past,
    split_inside,
    without_slivers,
)
from .reporting import FindingsSink
from .site import Site, reach_bounds, reaches

DOCK_LINE_RULES = {TIER1: "T1_DOCK_LINE", TIER2: "T2_DOCK_LINE", TIER3: "T2_T3_DOCK_ZONE"}
NAV_LIGHT_RULES = {TIER1: "T1_NAV_LIGHT", TIER2: "T2_NAV_LIGHT", TIER3: "T3_NAV_LIGHT"}


def _near_lines(outsides: np.ndarray, geometries: np.ndarray, lines: np.ndarray, setbacks: np.ndarray) -> np.ndarray:
    """Each geometry's part outside its facility area lines (``outsides``) with its part within ``setbacks`` of
    them (``lines``, each parcel's as one geometry)."""
    return shapely.union(outsides, shapely.intersection(geometries, shapely.buffer(lines, setbacks)))


def setback_drawings(drawings: list[tuple]) -> np.ndarray:
    """Setback findings' geometries (``setbacks``), all at once: each facility's part within the setback of its
    facility area lines with its part outside them where it crosses them (empty where it does not), without the
    slivers its crossing ignores (``without_slivers``). A parcel's lines are buffered as one MultiLineString, and
    united first only where they meet (the union nodes them there; elsewhere it is the same lines, and costs more
    than the buffer)."""
    geometries, outsides, lines, setbacks = map(list, zip(*drawings))
    drawing = np.repeat(np.arange(len(lines)), [len(own) for own in lines])
    parts, part_of = shapely.get_parts(np.concatenate(lines), return_index=True)
    owner = drawing[part_of]
    first, second = shapely.STRtree(parts).query(parts, predicate="intersects")
    meeting = np.unique(owner[first[(owner[first] == owner[second]) & (first < second)]])
    lines = shapely.multilinestrings(parts, indices=owner)
    mine = np.isin(owner, meeting)
    lines[meeting] = grouped_union(parts[mine], np.searchsorted(meeting, owner[mine]), len(meeting))
    drawn = without_slivers(outsides), geometry_array(geometries), lines, np.array(setbacks)
    return chunked(_near_lines, *drawn, least=THREADED_OVERLAYS)


class Placement:
    """A facility's place against its parcel's lines."""

    def __init__(self, context: CheckContext, sink: FindingsSink):
        self.context, self.sink = context, sink

    def measure(self, sites: list, geometries, wets, partners: list, zone: str, beyond=None) -> list[Measured]:
        """What placement and the setbacks measure of many facilities, each on its site, at once: with
        ``beyond`` (see ``reaches``), their reach from the MHW, else NaN."""
        count = len(sites)
        geometries, wets = geometry_array(geometries), geometry_array(wets)
        reach = np.full(count, np.nan)
        if beyond is not None:
            depth = np.array([float(site.allocation.dock_zone_ft) for site in sites])
            shores = geometry_array([site.shore for site in sites])
            reach = chunked(reaches, wets, shores, np.minimum(beyond, depth), least=THREADED)
        lines = [site.lines_except(others) for site, others in zip(sites, partners)]
        zones = [site.zones.get(zone) for site in sites]
        zoned = np.array([area is not None and len(line) > 0 for area, line in zip(zones, lines)], dtype=bool)
        inside = np.zeros(count, dtype=bool)
        spills = np.full(count, None, dtype=object)  # the parts outside their areas
        ours = geometry_array([self.ours(area, others) for area, others, has in zip(zones, partners, zoned) if has])
        regions = geometry_array(
            [area.region if area is not None and not others else None for area, others in zip(zones, partners)]
        )
        inside[zoned], spills[zoned] = split_inside(wets[zoned], ours, regions[zoned])
        areas = np.full(count, None, dtype=object)
        areas[zoned] = ours
        outside = np.full(count, None, dtype=object)
        out = np.flatnonzero(zoned & ~inside)
        outside[out] = self.outsides(
            [sites[k] for k in out], wets[out], [zones[k].depth_ft for k in out], areas[out], spills[out]
        )
        sizes = np.array([len(line) if has else 0 for line, has in zip(lines, zoned)], dtype=int)
        owner = np.repeat(np.arange(count), sizes)
        held = [line for line, size in zip(lines, sizes) if size]
        distances = (
            chunked(shapely.distance, geometries[owner], np.concatenate(held), least=THREADED) if held else np.zeros(0)
        )
        gap = reduce_by_group(np.minimum, distances, owner, count)
        setback = np.array([float(site.allocation.outlet_setback_ft) for site in sites])
        which, near = self.context.outlet_tree.query(geometries, predicate="dwithin", distance=setback)
        bounds = np.searchsorted(which, np.arange(count + 1)).tolist()  # np.split: a few µs for each facility
        outlets = [near[start:end] for start, end in zip(bounds[:-1], bounds[1:])]
        values = zip(reach.tolist(), areas, inside.tolist(), outside, gap.tolist(), outlets)
        return [Measured(*measures) for measures in values]

    def ours(self, area, partners: frozenset):
        """A zone's area with the dock zones of ``partners`` (a consolidation with its waiver recorded, § 73-10)."""
        zones = [self.context.sites_by_index[p].dock_zone for p in partners if p in self.context.sites_by_index]
        shared = [zone.area for zone in zones if zone is not None]
        return shapely.union_all([area.area, *shared]) if shared else area.area

    def check_placement(
        self, site: Site, facility_id, geometry, label: str, partners: frozenset, wet, measured: Measured
    ) -> float:
        """Dock line, facility-area-line setback and outlet setback for a dock or a structure (with its roof
        overhang, D11); the lines shared with ``partners`` (a consolidation with its waiver recorded, § 73-10)
        are not setbacks. Returns how far it reaches from the MHW (``measured``: its measures, found with many
        others' by ``measure``, the reach exact where it may be as far as the least limit the caller measures it
        against)."""
        allocation, tier, pid = site.allocation, site.tier, site.parcel_id
        depth = float(allocation.dock_zone_ft)
        reach = measured.reach
        found = {"parcel_id": pid, "facility_id": facility_id, "unit": "ft"}  # where every finding here is
        if past(reach, depth, "over") and self.bottom is not None:
            self.depth_extension(site, wet, reach, depth, label, found)
        else:
            extension = "T1_DEPTH_EXTENSION" if tier == TIER1 else "T2_DEPTH_EXTENSION"
            self.sink.breach(
                DOCK_LINE_RULES[tier],
                reach,
                limit=depth,
                **found,
                message=lambda: f"{label} reaches {reach:.1f} ft from the mean high-water line; no part may go past "
                f"the line {depth:g} ft out. No bathymetry was given, so the depth extension of "
                f"{self.context.municipalities.of(pid).cite(extension)} (to the 683.60-ft bottom contour) could not be "
                "considered.",
                geometry=lambda: shapely.difference(wet, site.locus(depth)),
            )
        self.setbacks(site, facility_id, geometry, label, partners, measured)
        return reach

    def depth_extension(self, site: Site, wet, reach: float, depth: float, label: str, found: dict) -> None:
        """§ 73-9C(1)(d), § 73-13H (E10): past its line, a facility may run on where the bottom at the line lies
        above the 683.60-ft contour, to that contour and no further (the parcel's depth-extension area). Reported
        either way with the bottom measured where the facility crosses the line; Tier 1's area cap still binds."""
        rule = "T1_DEPTH_EXTENSION" if site.tier == TIER1 else "T2_DEPTH_EXTENSION"
        level = float(value(rule))
        past = shapely.difference(wet, site.locus(depth))
        crossing = shapely.intersection(wet, shapely.boundary(site.locus(depth)))
        at = shapely.point_on_surface(crossing if not shapely.is_empty(crossing) else past)
        bottom = float(self.bottom(np.array([[at.x, at.y]]))[0])
        allowed = self.context.analysis.depth_extensions.get(site.parcel_id)
        beyond = shapely.difference(past, allowed.area) if allowed is not None else past
        where = (
            f"the bottom where it crosses the {depth:g}-ft line is {bottom:.2f} ft"
            if bottom == bottom
            else (f"the bottom where it crosses the {depth:g}-ft line is not known")
        )
        if shapely.area(beyond) <= MIN_AREA:
            self.sink.report(
                rule,
                measured=bottom,
                limit=level,
                **{**found, "unit": "ft"},
                severity=ADVISORY,
                readings=("E10",),
                message=f"{label} reaches {reach:.1f} ft from the mean high-water line, past the {depth:g}-ft line: "
                f"{where}, above {level:.2f} ft, so it may run on to the {level:.2f}-ft bottom contour, and it stays "
                "within that reach.",
                geometry=past,
            )
            return
        self.sink.report(
            DOCK_LINE_RULES[site.tier],
            measured=reach,
            limit=depth,
            **found,
            readings=("E10",),
            message=f"{label} reaches {reach:.1f} ft from the mean high-water line, past the {depth:g}-ft line; {where}"
            f", and under {self.context.municipalities.of(site.parcel_id).cite(rule)} a dock may run on only over a "
            f"bottom above {level:.2f} ft, to that contour: the part past it is not allowed.",
            geometry=Drawing(drawn_without_slivers, (beyond,)),
        )

    @property
    def bottom(self):
        """The lake's bottom where one was given (rules.terrain.surfaces.lake_bottom), else None."""
        terrain = self.context.analysis.terrain
        return lake_bottom(terrain.bottom) if terrain is not None and terrain.bottom is not None else None

    def setbacks(self, site: Site, facility_id, geometry, label: str, partners: frozenset, measured: Measured):
        """The facility-area-line and outlet setbacks of §§ 73-9A, 73-14A and 73-16A for any part of a facility
        (a Tier 2 buoy included, D11), ``measured`` inside the parcel's zone (as ``placement``'s); the lines
        shared with ``partners`` (a consolidation with its waiver recorded, § 73-10) are not setbacks."""
        allocation = site.allocation
        found = {"parcel_id": site.parcel_id, "facility_id": facility_id, "unit": "ft"}
        setback_rule = allocation.setback_rule
        setback = float(allocation.fal_setback_ft)
        lines = site.lines_except(partners)
        if measured.area is not None:
            inside, outside = measured.inside, measured.outside
            crossing = not inside and (
                shapely.area(outside) > MIN_AREA
                or (shapely.get_type_id(geometry) == shapely.GeometryType.POINT and not shapely.is_empty(outside))
            )
            gap = 0.0 if crossing else measured.gap
            self.sink.breach(
                setback_rule,
                gap,
                limit=setback,
                when="under",
                **found,
                message=lambda: f"{label} {'crosses' if crossing else f'comes within {gap:.1f} ft of'} a facility "
                f"area line, which divides this parcel's water from its neighbour's; every part must stay {setback:g} "
                "ft inside it.",
                readings=site.fallback_readings,
                geometry=Drawing(setback_drawings, (geometry, outside if crossing else EMPTY, lines, setback)),
            )
        outlet_setback = float(allocation.outlet_setback_ft)
        if len(measured.outlets):  # else none is near
            outlet_rule = allocation.outlet_setback_rule
            near = self.context.outlet_parts[measured.outlets]  # the only ones whose setback can reach it
            gap = float(shapely.distance(geometry, near).min())
            self.sink.breach(
                outlet_rule,
                gap,
                limit=outlet_setback,
                when="under",
                **found,
                message=lambda: f"{label} comes within {gap:.1f} ft of the edge of an outlet; the setback is "
                f"{outlet_setback:g} ft.",
                geometry=lambda: shapely.intersection(
                    geometry, shapely.buffer(shapely.union_all(near), outlet_setback)
                ),
            )

    def outsides(
        self,
        sites: list,
        wets: Sequence | np.ndarray,
        depths: Sequence | np.ndarray,
        areas: Sequence | np.ndarray,
        spills=None,
    ) -> np.ndarray:
        """The part of each facility's waterside part within ``depths`` of its parcel's MHW that lies outside
        its ``areas``: in a neighbour's water. Where all of it lies a foot or more within the depth (the reach of
        its MHW buffered, to its arcs' chords), without the cut by that reach: then its part outside the area
        as a whole, given in ``spills`` where the caller has it (``split_inside``'s). All at once."""
        wets, depths = geometry_array(wets), np.asarray(depths, dtype=float)
        found = np.full(len(wets), EMPTY, dtype=object)
        which = np.flatnonzero(~shapely.is_empty(wets))
        shores = geometry_array([sites[k].shore for k in which])
        far = reach_bounds(wets[which], shores) >= depths[which] - 1.0
        known = np.zeros(len(wets), dtype=bool)
        if spills is not None:
            found[which[~far]] = geometry_array([spills[k] for k in which[~far]])
            known[which[~far]] = ~shapely.is_missing(found[which[~far]])
        cut = wets.copy()
        cut[which[far]] = shapely.intersection(
            wets[which[far]], geometry_array([sites[k].locus(depths[k]) for k in which[far]])
        )
        left = which[~known[which]]
        found[left] = chunked(
            shapely.difference, cut[left], geometry_array([areas[k] for k in left]), least=THREADED_OVERLAYS
        )
        return found

    def nav_light(self, site: Site, facility_id, reach: float, has_light, label, geometry) -> None:
        """§§ 73-9C(2), 73-14D, 73-16C: a navigation light at a dock reaching 100 ft or more from the MHW."""
        rule_id = NAV_LIGHT_RULES[site.tier]
        if not has_light:
            self.sink.breach(
                rule_id,
                reach,
                when="reaching",
                parcel_id=site.parcel_id,
                facility_id=facility_id,
                unit="ft",
                message=lambda: f"{label} reaches {reach:.1f} ft from the mean high-water line and shows no "
                f"navigation safety light; one is required at docks reaching {value(rule_id)} ft or more.",
                geometry=geometry,
            )
