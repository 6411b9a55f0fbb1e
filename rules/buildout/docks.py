"""Docks placed on one parcel: the places along its MHW where a dock of a given design keeps every limit
(§§ 73-9A, 73-9C, 73-14A, 73-16A), and as many docks and slips as its allocation allows placed among them, the
first in the middle of the widest stretch."""

from __future__ import annotations

import itertools
import math
from dataclasses import dataclass

import numpy as np
import shapely

from ..checks.site import Site, axes_at
from ..law.catalogue import TIER1, value
from ..tools.wording import counted
from .design import ALONGSIDE, LANDWARD_FT, MARGIN_FT, WALKWAY_WIDTH_FT, Design, dock_parts

STEP_FT = 2.0  # between the places tried along the MHW
TIP_START_FT = 1.0  # a dock's part from this far out must lie in its parcel's water (the rest crosses the MHW)


@dataclass(frozen=True)
class PlannedDock:
    """A dock of the layout: its parts (the main walkway first), slips and reach from the MHW."""

    parts: np.ndarray
    slips: int
    reach: float


@dataclass(frozen=True)
class Places:
    """The places tried along a parcel's MHW: each one's point, axes (D9) and the run and distance along it."""

    origins: np.ndarray
    along: np.ndarray
    out: np.ndarray
    run: np.ndarray
    at: np.ndarray

    def __len__(self) -> int:
        return len(self.origins)


class Surroundings:
    """What a dock on one parcel must keep clear of: its facility area lines (with the setback and the room a
    docked boat needs, § 73-9A(1)), outlets, its dock zone's water, its depth, other docks."""

    def __init__(self, site: Site, outlets: np.ndarray, design: Design):
        allocation = site.allocation
        self.site, self.design = site, design
        self.lines = shapely.multilinestrings(site.lines_except(frozenset()))
        assert site.dock_zone is not None  # the build-out lays out only parcels with a dock zone
        self.zone = site.dock_zone.area
        shapely.prepare(self.zone)
        self.depth = float(allocation.dock_zone_ft)
        self.setback = float(allocation.fal_setback_ft)
        self.outlet_setback = float(allocation.outlet_setback_ft)
        self.outlets = shapely.union_all(outlets) if len(outlets) else None
        self.area_cap = (
            value("T1_DOCK_AREA") + value("T1_STEEP_SLOPE_BONUS") * site.steep if site.tier == TIER1 else math.inf
        )
        self.separation = float(value("T1_DOCK_SEPARATION"))

    def places(self) -> Places:
        """Places every STEP_FT along each run of the parcel's MHW, with the axes the check measures a walkway
        built there on (D9: ``axes_at`` its landward end), the second toward the water."""
        runs = [(k, run, np.arange(STEP_FT / 2, shapely.length(run), STEP_FT)) for k, run in enumerate(self.site.runs)]
        run = np.concatenate([np.full(len(at), k) for k, _, at in runs])
        at = np.concatenate([at for _, _, at in runs])
        points = np.concatenate([shapely.line_interpolate_point(line, at) for _, line, at in runs])
        origins = shapely.get_coordinates(points)
        along, out = self.axes(points, origins)
        ends = origins - LANDWARD_FT * out
        along, out = self.axes(shapely.points(ends), origins)
        return Places(origins, along, out, run, at)

    def axes(self, ends: np.ndarray, origins: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        """The check's axes (``axes_at``) of walkways with these landward ends, the second toward the water
        at ``origins``."""
        found = axes_at([self.site] * len(ends), ends)
        along, out = found[:, :, 0], found[:, :, 1]
        ahead = origins + 2.0 * out
        landward = ~shapely.contains_xy(self.zone, ahead[:, 0], ahead[:, 1])
        out[landward] *= -1
        return along, out

    def fitting(self, places: Places, fingers: int, others=None, outlets: bool = True) -> np.ndarray:
        """Which places a dock of ``fingers`` fingers fits at, its docked boats inside the facility area lines
        (§ 73-9A(1)) and ``others`` (placed docks, kept facilities) as far as § 73-9C(1)(g) keeps docks apart;
        kept from the outlets unless ``outlets`` is False (to tell whether they are what keeps it out)."""
        design = self.design
        fits = np.full(len(places), design.area(fingers) <= self.area_cap - MARGIN_FT)
        parts = dock_parts(places.origins, places.along, places.out, design, fingers)
        clearance = max(self.setback, design.overhang_ft(fingers)) + MARGIN_FT
        if not shapely.is_empty(self.lines):
            fits &= ~shapely.dwithin(parts, self.lines, clearance).any(axis=1)
        fits[fits] = self.reaches(parts[fits], places.origins[fits]) <= self.depth - MARGIN_FT
        if outlets and self.outlets is not None:
            fits[fits] = ~shapely.dwithin(parts[fits], self.outlets, self.outlet_setback + MARGIN_FT).any(axis=1)
        if others is not None:
            fits[fits] = ~shapely.dwithin(parts[fits], others, self.apart(fingers)).any(axis=1)
        which = np.flatnonzero(fits)
        tips = dock_parts(places.origins[which], places.along[which], places.out[which], design, fingers, TIP_START_FT)
        fits[which] = shapely.covers(self.zone, tips).all(axis=1)
        return fits

    def apart(self, fingers: int) -> float:
        """How far a dock keeps from another: § 73-9C(1)(g)'s separation, or room for both docks' boats."""
        return max(self.separation, 2 * self.design.overhang_ft(fingers)) + MARGIN_FT

    def reaches(self, parts: np.ndarray, origins: np.ndarray) -> np.ndarray:
        """How far each dock (a row of ``parts``, built at its row of ``origins``) reaches from the parcel's MHW,
        measured every foot of its outline as the check does, where it may come near its dock line: no corner
        of a dock lies farther from the MHW than from its origin on it."""
        corners = shapely.get_coordinates(parts.ravel()).reshape(len(parts), 5 * parts.shape[1], 2)
        found = np.hypot(*np.moveaxis(corners - origins[:, None, :], 2, 0)).max(axis=1)
        near = np.flatnonzero(found > self.depth - 2 * MARGIN_FT - 1.0)
        outline = shapely.segmentize(shapely.union_all(parts[near], axis=1), 1.0)
        points, owner = shapely.get_coordinates(outline, return_index=True)
        found[near] = 0.0
        np.maximum.at(found, near[owner], shapely.distance(shapely.points(points), self.site.shore))
        return found


def stretches(places: Places, fits: np.ndarray) -> list[np.ndarray]:
    """The runs of neighbouring places a dock fits at (each an array of place indices), widest first."""
    found: list[np.ndarray] = []
    current: list[int] = []
    for k in range(len(places)):
        joined = current and places.run[k] == places.run[current[-1]] and fits[k]
        if current and not joined:
            found.append(np.array(current))
            current = []
        if fits[k]:
            current.append(k)
    if current:
        found.append(np.array(current))
    return sorted(found, key=lambda stretch: -(places.at[stretch[-1]] - places.at[stretch[0]]))


def spread(places: Places, fits: np.ndarray, count: int, spacing: float) -> list[int]:
    """Up to ``count`` places among those that fit, ``spacing`` apart along the MHW: one in the middle of the
    widest stretch, several spread evenly over it, then the next stretch."""
    chosen: list[int] = []
    for stretch in stretches(places, fits):
        if len(chosen) == count:
            break
        at = places.at[stretch]
        width = at[-1] - at[0]
        here = min(count - len(chosen), 1 + int(width // spacing))
        if here == 1:
            wanted = [(at[0] + at[-1]) / 2]
        elif width / here >= spacing:
            wanted = [at[0] + width * (j + 0.5) / here for j in range(here)]
        else:
            wanted = [at[0] + width * j / (here - 1) for j in range(here)]
        chosen += [int(stretch[np.argmin(np.abs(at - target))]) for target in wanted]
    return chosen


def dock_capacity(surroundings: Surroundings) -> int:
    """The most slips one dock of the design holds on the parcel: by its dock line (§§ 73-9C(1)(c), 73-13H) and
    in Tier 1 by § 73-9C(1)'s area cap."""
    design, most = surroundings.design, 0
    for slips in itertools.count(1):  # a longer walkway for each slip: it ends at the line or the cap
        fingers = design.fingers_for(slips)
        short = design.walkway_length(fingers) + 1.0 <= surroundings.depth - MARGIN_FT
        if not (short and design.area(fingers) <= surroundings.area_cap - MARGIN_FT):
            break
        most = slips
    return most


def plan_docks(
    surroundings: Surroundings, slips: int, allowed: int | None, kept=None
) -> tuple[list[PlannedDock], list[str]]:
    """As many of ``slips`` slips at as many docks (up to ``allowed``; no number in Tiers 2 and 3) as fit, and
    what kept the rest out, in plain words. ``kept``: the kept facilities on the parcel, as one geometry."""
    if slips <= 0 or (allowed is not None and allowed <= 0):
        return [], []
    design = surroundings.design
    each = dock_capacity(surroundings)
    if each == 0:
        return [], [
            f"its {surroundings.depth:g}-ft dock line leaves no room for a dock {design.boat_length_ft:g} ft long"
        ]
    places = surroundings.places()
    wanted = min(allowed, slips) if allowed is not None else math.ceil(slips / each)
    best: list[PlannedDock] = []
    fitted: dict[int, int] = {}  # slips at a dock → the places it fits at
    count = wanted
    while count >= 1:
        per_dock = min(each, math.ceil(slips / count))
        for held in sorted({per_dock, max(per_dock // 2, ALONGSIDE + 1), ALONGSIDE, 1}, reverse=True):
            if held <= per_dock:
                docks = place(surroundings, places, held, count, min(slips, count * held), kept, fitted)
                if docks:
                    break
        if sum(d.slips for d in docks) > sum(d.slips for d in best):
            best = docks
        if not docks or len(docks) == count or sum(d.slips for d in best) == slips:
            break
        count = len(docks)  # as many docks as fit, each holding more where it may
    return best, shortfall(surroundings, best, slips, wanted, each, fitted, places, kept)


def place(surroundings: Surroundings, places: Places, held: int, count: int, slips: int, kept, fitted: dict):
    """Up to ``count`` docks of ``held`` slips each (``slips`` in all, the last docks holding fewer) at the
    places they fit, apart from each other and from ``kept``."""
    design = surroundings.design
    fingers = design.fingers_for(held)
    fits = surroundings.fitting(places, fingers, kept)
    fitted[held] = int(fits.sum())
    chosen = spread(places, fits, count, design.width_ft(fingers) + surroundings.apart(fingers))
    docks: list[PlannedDock] = []
    placed: list[shapely.Geometry] = []
    for k in chosen:
        one = Places(*(array[[k]] for array in (places.origins, places.along, places.out, places.run, places.at)))
        share = min(held, slips - sum(d.slips for d in docks))
        if share <= 0:
            break
        parts = dock_parts(one.origins, one.along, one.out, design, design.fingers_for(share))[0]
        whole = shapely.union_all(parts)
        if placed and shapely.dwithin(whole, shapely.union_all(placed), surroundings.apart(fingers)):
            continue
        placed.append(whole)
        docks.append(PlannedDock(parts, share, float(surroundings.reaches(parts[None, :], one.origins)[0])))
    return docks


def shortfall(
    surroundings: Surroundings, docks: list, slips: int, wanted: int, each: int, fitted: dict, places, kept
) -> list[str]:
    """Why fewer slips or docks were placed than allowed, in plain words."""
    design, placed = surroundings.design, sum(d.slips for d in docks)
    if placed == slips and len(docks) >= wanted:
        return []
    if not docks:
        return [why_none(surroundings, places, kept)]
    reasons = []
    if placed < slips and each < math.ceil(slips / max(len(docks), 1)):
        limit = (
            f"the {surroundings.area_cap:g}-sq-ft dock area cap"
            if design.area(design.fingers_for(each + 1)) > surroundings.area_cap - MARGIN_FT
            else f"its {surroundings.depth:g}-ft dock line"
        )
        reasons.append(f"{limit} leaves room for {counted(each, 'slip')} at a dock")
    if len(docks) < wanted:
        reasons.append(f"the facility area lines leave room for {len(docks)} of its {counted(wanted, 'dock')}")
    if placed < slips and not fitted.get(3, 1) and each >= 3:
        reasons.append(
            f"a dock with fingers (3 slips or more) needs {design.width_ft(3):.0f} ft between the facility area lines "
            "with its boats; its lines leave room only for a walkway with a boat on each side"
        )
    return reasons or [
        f"{placed} of {counted(slips, 'slip')} fit at docks: its water between the facility area lines takes no "
        "longer dock"
    ]


def why_none(surroundings: Surroundings, places: Places, kept) -> str:
    """Why not even a bare walkway fits anywhere on the parcel's MHW: the room its facility area lines leave
    (twice the most any walkway's middle line keeps from them), else outlets, kept facilities or the land."""
    design = surroundings.design
    length = design.walkway_length(0)
    middles = shapely.linestrings(np.stack([places.origins, places.origins + length * places.out], axis=1))
    room = 2 * float(np.max(shapely.distance(middles, surroundings.lines), initial=0.0))
    needed = WALKWAY_WIDTH_FT + 2 * max(surroundings.setback, design.overhang_ft(0))
    if room < needed + 2 * MARGIN_FT:
        return (
            f"no dock fits: its facility area lines leave at most {room:.1f} ft across for a "
            f"{length:g}-ft walkway, and one with a boat on each side needs {needed:.0f} ft (its "
            f"{surroundings.setback:g}-ft setbacks kept)"
        )
    if kept is not None and surroundings.fitting(places, 0).any():
        return "no dock fits beside the facilities it keeps"
    if surroundings.outlets is not None and surroundings.fitting(places, 0, kept, outlets=False).any():
        return f"no dock fits: an outlet's {surroundings.outlet_setback:g}-ft setback leaves no place for one"
    return (
        "no dock fits: the shore and the land across the water leave no place for one within its "
        f"{surroundings.depth:g}-ft dock line"
    )
