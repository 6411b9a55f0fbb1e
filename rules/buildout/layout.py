"""The build-out of a lake: for each adjoining parcel with an allocation, the docks and moorings that fit
(``docks.py``, ``moorings.py``), then the whole layout checked by the compliance check, which leaves out anything
it finds a violation in (the check is the judge, not the layout), and each parcel's shortfall in plain words."""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass, field, replace

import numpy as np
import shapely

from ..checks.checker import CheckResult, FacilityChecker
from ..checks.findings import VIOLATION, Finding
from ..checks.placement import NAV_LIGHT_RULES
from ..checks.proposal import BOATHOUSE, STATION, DockPart, Mooring, Proposal
from ..checks.site import Site
from ..law.catalogue import TIER1, TIER2, value
from ..law.vocabulary import Zone
from ..tools.progress import NEVER, Progress
from ..tools.threads import map_quietly, worker_count
from ..tools.wording import counted
from .design import Design
from .docks import PlannedDock, Surroundings, plan_docks
from .moorings import plan_moorings

CHECK_ROUNDS = 3  # a layout the check finds violations in is checked again without them, at most so often


@dataclass
class ParcelLayout:
    """One parcel's layout: what its allocation allows beside what it keeps, what was placed, and why less."""

    parcel_id: str
    tier: int
    tier_label: str  # "2 or 3" where the parcel may take either (D19): laid out under the first
    category: str | None
    lineal_ft: float
    allowed_slips: int
    allowed_docks: int | None
    allowed_moorings: int
    kept_slips: int = 0
    docks: list[PlannedDock] = field(default_factory=list)
    moorings: list = field(default_factory=list)  # buoys, as points
    reasons: list[str] = field(default_factory=list)  # geometric: why fewer fit than allowed
    notes: list[str] = field(default_factory=list)  # the law's: why it is allowed none

    @property
    def placed_slips(self) -> int:
        return sum(dock.slips for dock in self.docks) + len(self.moorings)

    def dock_id(self, k: int) -> str:
        return f"{self.parcel_id}-D{k + 1}"

    def mooring_id(self, k: int) -> str:
        return f"{self.parcel_id}-M{k + 1}"

    def dock_parts(self) -> list[DockPart]:
        """Its docks as the check reads them: each main walkway holding its dock's slips, then the fingers; a
        navigation light where a dock reaches 100 ft (§§ 73-9C(2), 73-14D, 73-16C)."""
        lit = float(value(NAV_LIGHT_RULES[self.tier]))
        return [
            DockPart(
                f"layout dock {self.dock_id(k)} part {j + 1}",
                self.dock_id(k),
                "main_walkway" if j == 0 else "appendage",
                self.parcel_id,
                float(dock.slips) if j == 0 else None,
                dock.reach >= lit,
                part,
            )
            for k, dock in enumerate(self.docks)
            for j, part in enumerate(dock.parts)
        ]

    def buoys(self, design: Design) -> list[Mooring]:
        """Its moorings as the check reads them, with the design boat; no State permit recorded."""
        return [
            Mooring(
                f"layout mooring {self.mooring_id(k)}",
                self.mooring_id(k),
                self.parcel_id,
                design.boat_length_ft,
                design.rode_ft,
                None,
                buoy,
            )
            for k, buoy in enumerate(self.moorings)
        ]


@dataclass
class Layout:
    """A lake's build-out: the design boat, each parcel's layout, the layout as the check reads it and the
    check's result on it with what is kept."""

    design: Design
    parcels: dict[str, ParcelLayout]
    proposal: Proposal
    checked: CheckResult
    left_out: list[str] = field(default_factory=list)  # what the check found violations in, and which

    def totals(self, municipality_of) -> list[str]:
        """Lake-wide lines for the log: allowed against placed, by tier and municipality."""
        groups: dict[tuple, list[ParcelLayout]] = defaultdict(list)
        for parcel in self.parcels.values():
            groups[(municipality_of(parcel.parcel_id), parcel.tier_label)].append(parcel)
        lines = []
        for (town, tier), group in sorted(groups.items()):
            allowed = sum(p.allowed_slips - p.kept_slips for p in group)
            placed = sum(p.placed_slips for p in group)
            short = sum(bool(p.reasons) for p in group)
            lines.append(
                f"Build-out, Tier {tier} ({town}): {counted(len(group), 'parcel')}, {placed:,} of "
                f"{counted(allowed, 'slip', spec=',')} "
                f"placed ({counted(sum(len(p.docks) for p in group), 'dock')}, "
                f"{counted(sum(len(p.moorings) for p in group), 'mooring')}); {counted(short, 'parcel')} short of the "
                "allowance for want of room."
            )
        return lines


def kept_on(site: Site) -> tuple[int, int, int, int, shapely.Geometry | None]:
    """What a parcel keeps, as the check placed it: its slips, slips at docks, docks, moorings and everything
    as one geometry (None where it keeps nothing)."""
    capacity = sum(s.slips for s in site.structures if s.kind in (BOATHOUSE, STATION))
    dock_slips = sum(d.slips for d in site.docks)
    placed = site.placed()
    built = shapely.union_all(placed) if placed else None
    return dock_slips + capacity + len(site.moorings), dock_slips, len(site.docks), len(site.moorings), built


def build_out(
    checker: FacilityChecker,
    design: Design,
    parcels=None,
    kept: Proposal | None = None,
    progress: Progress = NEVER,
) -> Layout:
    """The layout the law allows on each parcel with an allocation (only ``parcels`` where given), keeping the
    facilities of ``kept``; checked with them, and what the check finds a violation in left out."""
    context = checker.context
    kept = kept or Proposal()
    checker.check(kept)
    chosen = context.sites if parcels is None else {p: context.sites[p] for p in parcels if p in context.sites}
    jobs = [
        (site, near_outlets(context, site), water_near(context, site, design), kept_on(site))
        for site in chosen.values()
    ]
    pieces = np.array_split(np.arange(len(jobs)), min(len(jobs), 8 * worker_count()) or 1)
    laid = map_quietly(lambda piece: [lay_out(design, *jobs[k]) for k in piece], pieces, progress)
    layouts = {parcel.parcel_id: parcel for chunk in laid for parcel in chunk}
    proposal = as_proposal(layouts, design, kept)
    left_out: list[str] = []
    for _ in range(CHECK_ROUNDS):
        checked = checker.check(proposal)
        refused = refusals(checked, layouts)
        if not refused:
            break
        for pid, facility_id, message in refused:
            leave_out(layouts[pid], facility_id)
            left_out.append(f"parcel {pid}: {facility_id or 'its layout'} left out: {message}")
        proposal = as_proposal(layouts, design, kept)
    return Layout(design, layouts, proposal, checked, left_out)


def lay_out(design: Design, site: Site, outlets: np.ndarray, water, kept) -> ParcelLayout:
    """One parcel's docks, then moorings with the slips left (§§ 73-8A, 73-13A, 73-15A): ``outlets`` near it,
    the ``water`` around its mooring zone (None where it has no moorings), what it ``kept`` (``kept_on``).
    Prepares only geometries of its own, so that parcels may be laid out on several threads."""
    allocation = site.allocation
    kept_slips, kept_dock_slips, kept_docks, kept_moorings, built = kept
    parcel = ParcelLayout(
        site.parcel_id,
        allocation.tier,
        allocation.tier_label,
        allocation.category,
        allocation.lineal_ft,
        allocation.max_slips,
        allocation.max_docks,
        allocation.max_moorings,
        kept_slips,
    )
    if not allocation.eligible:
        parcel.notes.append(allocation.reason)
        return parcel
    if site.dock_zone is None:
        parcel.reasons.append("it has no facility area on the water")
        return parcel
    slips = allocation.max_slips - kept_slips
    dock_slips = min(slips, allocation.max_dock_slips - kept_dock_slips)
    docks_left = None if allocation.max_docks is None else allocation.max_docks - kept_docks
    surroundings = Surroundings(site, outlets, design)
    parcel.docks, reasons = plan_docks(surroundings, dock_slips, docks_left, built)
    parcel.reasons += reasons
    moorings = min(allocation.max_moorings - kept_moorings, slips - sum(d.slips for d in parcel.docks))
    if site.tier == TIER1 and allocation.max_moorings == 0 and slips > dock_slips:
        parcel.notes.append(f"Category {allocation.category}: no mooring buoys (§ 73-8A(1))")
    if moorings > 0 and site.tier in (TIER1, TIER2):
        around = [g for g in (built, *(part for dock in parcel.docks for part in dock.parts)) if g is not None]
        obstacles = shapely.union_all(around) if around else None
        outlet = shapely.union_all(outlets) if len(outlets) else None
        parcel.moorings, reasons = plan_moorings(site, design, moorings, water, outlet, obstacles)
        parcel.reasons += reasons
    return parcel


def near_outlets(context, site: Site) -> np.ndarray:
    """The outlets within reach of the parcel's facility area."""
    reach = site.deepest.area if site.deepest is not None else site.geometry
    near = context.outlet_tree.query(reach, predicate="dwithin", distance=float(site.allocation.outlet_setback_ft) + 1)
    return context.outlet_parts[near]


def water_near(context, site: Site, design: Design):
    """The water within a swing radius of the parcel's mooring zone: its tiles, united (None where it has no
    mooring zone)."""
    zone = site.zones.get(Zone.MOORING)
    if zone is None:
        return None
    reach = shapely.buffer(shapely.envelope(zone.area), design.swing_radius_ft + 1.0, join_style="mitre")
    return shapely.union_all(context.tiles.pieces[context.tiles.tree.query(reach)])


def as_proposal(layouts: dict[str, ParcelLayout], design: Design, kept: Proposal) -> Proposal:
    """The kept facilities and the layout, as the check reads a proposal."""
    return replace(
        kept,
        docks=(*kept.docks, *(part for parcel in layouts.values() for part in parcel.dock_parts())),
        moorings=(*kept.moorings, *(buoy for parcel in layouts.values() for buoy in parcel.buoys(design))),
    )


def refusals(checked: CheckResult, layouts: dict[str, ParcelLayout]) -> list[tuple[str, str | None, str]]:
    """(parcel, facility id or None for the whole layout, the finding's words) for each violation the check
    finds in the layout: a finding on one of its facilities, or on a parcel the layout placed something on."""
    ours: dict[str, str] = {}
    for pid, parcel in layouts.items():
        ours |= {parcel.dock_id(k): pid for k in range(len(parcel.docks))}
        ours |= {parcel.mooring_id(k): pid for k in range(len(parcel.moorings))}
    found: dict[tuple[str, str | None], Finding] = {}
    for finding in checked.findings:
        if finding.severity != VIOLATION:
            continue
        if finding.facility_id in ours:
            found.setdefault((ours[finding.facility_id], finding.facility_id), finding)
        elif finding.facility_id is None and finding.parcel_id in layouts:
            parcel = layouts[finding.parcel_id]
            if parcel.docks or parcel.moorings:
                found.setdefault((finding.parcel_id, None), finding)
    return [(pid, fid, f"{f.rule_id} ({f.citation}): {f.message}") for (pid, fid), f in found.items()]


def leave_out(parcel: ParcelLayout, facility_id: str | None) -> None:
    """A facility the check refused (or the parcel's whole layout) out of the layout, said in its reasons."""
    docks = [parcel.dock_id(k) for k in range(len(parcel.docks))]
    moorings = [parcel.mooring_id(k) for k in range(len(parcel.moorings))]
    if facility_id in docks:
        del parcel.docks[docks.index(facility_id)]
    elif facility_id in moorings:
        del parcel.moorings[moorings.index(facility_id)]
    else:
        parcel.docks, parcel.moorings = [], []
    parcel.reasons.append(f"the check refused {facility_id or 'its layout'}")
