"""Moorings and boats (§§ 73-8A, 73-9A(1), 73-9B, 73-13A/F, 73-14B, 73-15E): swing circles, their place in
the facility area, the clearance between them, and the boats docked or moored.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np
import shapely

from ..law.catalogue import TIER1, TIER2, value
from ..law.vocabulary import Zone
from ..tools.arrays import geometry_array
from .facilities import FacilityChecks
from .findings import PERMIT_REQUIRED
from .measuring import EMPTY, MIN_AREA, Drawing, Measured, dimension, drawn_without_slivers, split_inside
from .proposal import Mooring
from .site import PlacedMooring, Site

DEFAULT_SWING_RADIUS_FT = 40.0  # D11: a 20-ft boat on a 20-ft rode, where the mooring does not say
MAX_SWING_RADIUS_FT = 1e6  # beyond this a sum of boat and rode is a typing error, and its circle overflows
SWING_SEGMENTS = 32  # a swing circle's chords to a quarter circle


@dataclass(frozen=True)
class Moored:
    """What ``check_moorings`` finds of a mooring, for all moorings at once: its centre, swing circle, swing
    radius and what its data lacks for it (D11), its parcel, whether it is in the water, its distance from the
    MHW, its swing circle's part outside the facility area lines (empty where it has none, or no lines to keep
    within), and a Tier 2 buoy's setback measures."""

    point: shapely.Geometry
    circle: shapely.Geometry
    radius: float
    problems: list
    site: Site | None
    afloat: bool
    distance: float
    outside: shapely.Geometry
    measured: Measured | None


def _swing(mooring: Mooring) -> tuple[float, list[str]]:
    """A mooring's swing radius, boat length plus rode (D11), and what its data lacks for it."""
    problems: list[str] = []
    boat = dimension(mooring.boat_length_ft, "the boat length", problems)
    rode = dimension(mooring.rode_ft, "the rode", problems)
    if boat is None or rode is None:
        problems.append(
            f"the boat length and rode are not both given, so a swing radius of {DEFAULT_SWING_RADIUS_FT:g} ft was "
            "assumed"
        )
        return DEFAULT_SWING_RADIUS_FT, problems
    if not math.isfinite(boat + rode) or boat + rode > MAX_SWING_RADIUS_FT:
        problems.append(
            f"the boat length ({boat:g} ft, BOAT_LENGTH_FIELD) plus the rode ({rode:g} ft, RODE_FIELD) is no swing "
            f"radius a circle can be drawn with, so a swing radius of {DEFAULT_SWING_RADIUS_FT:g} ft was assumed"
        )
        return DEFAULT_SWING_RADIUS_FT, problems
    return boat + rode, problems


def swing_radius(mooring: Mooring) -> float:
    """A mooring's swing radius (D11), the default where its data cannot give one."""
    return _swing(mooring)[0]


def swing_circles(centres: np.ndarray, radii: np.ndarray) -> np.ndarray:
    """Each centre's swing circle (D11) as GEOS buffers a point (its vertices, to GEOS's rounding), SWING_SEGMENTS
    chords to a quarter circle from due east clockwise, made with numpy instead of a buffer each; None where there
    is no centre, empty where the radius is not positive."""
    circles = np.full(len(centres), None, dtype=object)
    given = ~shapely.is_missing(centres)
    angles = -np.arange(4 * SWING_SEGMENTS) * (2 * np.pi / (4 * SWING_SEGMENTS))
    turn = np.column_stack([np.cos(angles), np.sin(angles)])
    rings = shapely.get_coordinates(centres[given])[:, None, :] + radii[given][:, None, None] * turn
    circles[given] = shapely.polygons(shapely.linearrings(rings)) if len(rings) else []
    circles[given & ~(radii > 0)] = EMPTY
    return circles


class MooringChecks(FacilityChecks):
    """The moorings and boats of one check."""

    def check_moorings(self) -> list[PlacedMooring]:
        """Every mooring, its swing circle, parcel and measures found for all moorings at once."""
        moorings = self.context.proposal.moorings
        drawn = geometry_array([mooring.geometry for mooring in moorings])
        given = ~(shapely.is_missing(drawn) | shapely.is_empty(drawn))
        points = np.full(len(moorings), None, dtype=object)
        points[given] = shapely.centroid(drawn[given])
        swings = [_swing(mooring) for mooring in moorings]
        radii = np.array([radius for radius, _ in swings])
        circles = swing_circles(points, radii)
        placed = [
            self.locator.placed_by(
                {m.parcel_id}, point, f"Mooring {m.mooring_id or m.feature}", m.mooring_id or m.feature
            )
            if has
            else (None, [])
            for m, point, has in zip(moorings, points, given)
        ]
        sites = [site for site, _ in placed]
        afloat = given & np.array([site is not None for site in sites], dtype=bool)
        afloat[afloat] = shapely.contains(self.context.water, points[afloat])
        on = np.flatnonzero(afloat)
        distances = np.full(len(moorings), np.nan)
        distances[on] = shapely.distance(points[on], geometry_array([sites[k].shore for k in on]))
        zones = [site.zones.get(Zone.MOORING) if site is not None else None for site in sites]
        zoned = np.array([k for k in on if zones[k] is not None and sites[k].tier in (TIER1, TIER2)], dtype=int)
        outside = np.full(len(moorings), EMPTY, dtype=object)
        outside[zoned] = self.outside_zones([sites[k] for k in zoned], circles[zoned], [zones[k] for k in zoned])
        buoys = [k for k in on if sites[k].tier == TIER2]  # a Tier 2 buoy's setbacks (D11)
        measured = self.placement.measure(
            [sites[k] for k in buoys],
            points[buoys],
            self.context.wets(points[buoys]),
            [frozenset()] * len(buoys),
            Zone.MOORING,
        )
        measured_of = dict(zip(buoys, measured))
        checked = []
        for k, mooring in enumerate(moorings):
            site, doubts = placed[k]
            for doubt in doubts:
                self.sink.doubt(*doubt)
            found = (points[k], circles[k], *swings[k], site, afloat[k], distances[k], outside[k], measured_of.get(k))
            checked.append(self.check_mooring(mooring, Moored(*found) if given[k] else None))
        return [mooring for mooring in checked if mooring is not None]

    def check_mooring(self, mooring: Mooring, found: Moored | None) -> PlacedMooring | None:
        """One mooring, with what ``check_moorings`` found of it (none where it has no geometry)."""
        mooring_id = mooring.mooring_id or mooring.feature
        label = f"Mooring {mooring_id}"
        if found is None:
            self.sink.doubt(mooring.parcel_id, mooring_id, f"{label} has no geometry.")
            return None
        point, circle, site, radius, problems = found.point, found.circle, found.site, found.radius, found.problems
        if site is None:
            return None
        pid = site.parcel_id
        if problems:
            self.sink.doubt(pid, mooring_id, f"{label}: " + "; ".join(problems) + ".", circle)
        if not found.afloat:
            self.sink.doubt(pid, mooring_id, f"{label} is on land, not in the water: check its position.", circle)
            return None
        placed = PlacedMooring(mooring_id, pid, site.tier, circle)
        site.moorings.append(placed)
        distance = float(found.distance)
        if mooring_id in self.context.certified:
            self.extents.as_proposed(mooring_id, site, label, point, reach_ft=distance, slips=1, moorings=1)
        if site.tier == TIER1 and site.allocation.mooring_zone_ft:
            self.sink.breach(
                "T1_MOORING_REACH",
                distance,
                limit=site.allocation.mooring_zone_ft,
                parcel_id=pid,
                facility_id=mooring_id,
                unit="ft",
                message=lambda: f"{label} is {distance:.1f} ft from the mean high-water line, beyond the Tier 1 "
                f"mooring reach of {site.allocation.mooring_zone_ft:g} ft.",
                geometry=circle,
            )
        if site.tier == TIER2:
            self.sink.breach(
                "T2_MOORING_ZONE",
                distance,
                parcel_id=pid,
                facility_id=mooring_id,
                unit="ft",
                message=lambda: f"{label} is {distance:.1f} ft from the mean high-water line, beyond the "
                f"{value('T2_MOORING_ZONE')}-ft mooring facility area.",
                geometry=circle,
            )
        permit_rule = {TIER1: "T1_MOORING_PERMIT", TIER2: "T2_MOORING_PERMIT"}.get(site.tier)
        if permit_rule and not mooring.state_permit:
            self.sink.breach(
                permit_rule,
                distance,
                parcel_id=pid,
                facility_id=mooring_id,
                unit="ft",
                message=lambda: f"{label} is {distance:.1f} ft from the mean high-water line: beyond "
                f"{value(permit_rule)} ft it needs a permit from the State (OPRHP, Navigation Law § 35-a), and none is "
                "recorded.",
                geometry=circle,
                severity=PERMIT_REQUIRED,
            )
        if site.tier == TIER2:  # the buoy is part of the facility: § 73-14A's setbacks bind it (D11)
            assert found.measured is not None  # ``check_moorings`` measures every Tier 2 buoy in the water
            self.placement.setbacks(site, mooring_id, point, label, frozenset(), found.measured)
        zone = site.zones.get(Zone.MOORING)
        inside_rule = {TIER1: "T1_MOORED_BOAT_INSIDE", TIER2: "T2_MOORED_BOAT_INSIDE"}.get(site.tier)
        if zone is not None and inside_rule:
            self.inside_lines(
                site,
                mooring_id,
                circle,
                zone,
                inside_rule,
                f"The swing circle of {label} ({radius:g} ft: boat length plus rode)",
                found.outside,
            )
        return placed

    def outside_zones(self, sites: list, geometries: np.ndarray, zones: list) -> np.ndarray:
        """The part of each geometry (a docked boat, a swing circle) outside its ``zones``' facility area lines
        (``outsides``), none where all but a sliver of it lies inside them (``split_inside``), all at once."""
        found = np.full(len(geometries), EMPTY, dtype=object)
        beyond = np.flatnonzero(~split_inside(geometries, geometry_array([zone.area for zone in zones]))[0])
        found[beyond] = self.placement.outsides(
            [sites[k] for k in beyond],
            self.context.wets(geometries[beyond]),
            [zones[k].depth_ft for k in beyond],
            [zones[k].area for k in beyond],
        )
        return found

    def inside_lines(self, site: Site, facility_id, geometry, zone, rule_id, label, outside=None) -> None:
        """A docked boat or a swing circle lies wholly inside the facility area lines (D11: no setback);
        ``outside``: its part outside them, where the caller found that with others' (``outside_zones``)."""
        if outside is None:
            outside = self.outside_zones([site], geometry_array([geometry]), [zone])[0]
        if outside is EMPTY:  # none outside (``outside_zones``)
            return
        area = float(shapely.area(outside))
        if area > MIN_AREA:
            self.sink.report(
                rule_id,
                parcel_id=site.parcel_id,
                facility_id=facility_id,
                measured=area,
                limit=0.0,
                unit="sq ft",
                message=f"{label} reaches {area:.1f} sq ft past the facility area lines into a neighbour's water; it "
                "must lie wholly inside them.",
                geometry=Drawing(drawn_without_slivers, (outside,)),
                readings=site.fallback_readings,
            )

    def check_boats(self) -> None:
        for boat in self.context.proposal.boats:
            boat_id = boat.boat_id or boat.feature
            if boat.geometry is None or shapely.is_empty(boat.geometry):
                self.sink.doubt(boat.parcel_id, boat_id, f"Boat {boat_id} has no geometry.")
                continue
            geometry = self.locator.repaired(boat.geometry, f"Boat {boat_id}", boat_id, boat.parcel_id)
            site = self.locator.site_for({boat.parcel_id}, geometry, f"Boat {boat_id}", boat_id)
            if site is not None and site.tier == TIER1 and site.deepest is not None:
                self.inside_lines(
                    site, boat_id, geometry, site.deepest, "T1_DOCKED_BOAT_INSIDE", f"The docked boat {boat_id}"
                )

    def mooring_clearance(self, moorings: list[PlacedMooring]) -> None:
        """§§ 73-9B, 73-14B: swing circles clear of each other and of docks and structures."""
        if not moorings:
            return
        rule_of = {TIER1: "T1_MOORING_PLACEMENT", TIER2: "T2_MOORING_PLACEMENT"}
        geometries = np.array([m.geometry for m in moorings], dtype=object)
        left, right = shapely.STRtree(geometries).query(geometries, predicate="intersects")
        for a, b in zip(left, right):
            if a < b:
                self.swing_clear(
                    moorings[a],
                    geometries[b],
                    rule_of,
                    lambda area, m=moorings[a], n=moorings[b]: f"The swing circles of moorings {m.facility_id} and "
                    f"{n.facility_id} overlap by {area:.1f} sq ft; moored boats must swing clear of each other.",
                )
        built = [placed for site in self.context.sites.values() for placed in site.docks + site.structures]
        if not built:
            return
        tree = shapely.STRtree([placed.geometry for placed in built])
        circle_index, built_index = tree.query(geometries, predicate="intersects")
        for a, b in zip(circle_index, built_index):
            self.swing_clear(
                moorings[a],
                built[b].geometry,
                rule_of,
                lambda area, m=moorings[a], n=built[b]: f"The swing circle of mooring {m.facility_id} reaches over "
                f"{n.facility_id} ({area:.1f} sq ft); moored boats must swing clear of structures.",
            )

    def swing_clear(self, mooring: PlacedMooring, other, rule_of: dict, message) -> None:
        """A swing circle overlapping ``other`` by more than a sliver; ``message`` words it from the overlap."""
        overlap = shapely.intersection(mooring.geometry, other)
        area = shapely.area(overlap)
        if mooring.tier in rule_of and area > MIN_AREA:
            self.sink.report(
                rule_of[mooring.tier],
                parcel_id=mooring.parcel_id,
                facility_id=mooring.facility_id,
                measured=area,
                limit=0.0,
                unit="sq ft",
                message=message(area),
                geometry=Drawing(drawn_without_slivers, (overlap,)),
            )
