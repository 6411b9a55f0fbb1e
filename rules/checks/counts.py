"""Per parcel counts (§§ 73-8A, 73-8B, 73-9C(1)(g), 73-9D, 73-10, 73-13A, 73-15): allowed against proposed,
slips, docks, moorings and structures, the site plan (D24), and the consolidated docks (§ 73-10).
"""

from __future__ import annotations

import copy
from collections import Counter, defaultdict
from dataclasses import replace

import numpy as np
import shapely

from ..law.catalogue import DECISIONS, TIER1, TIER2, TIER3, decisions_of, value
from ..tools.arrays import geometry_array
from ..tools.wording import counted
from .context import CheckContext
from .findings import PERMIT_REQUIRED, VIOLATION, ParcelSummary
from .measuring import Drawing, across_the_mhw, united
from .proposal import BAS, BOATHOUSE, HOIST_STRUCTURE, STATION
from .reporting import FindingsSink
from .site import Site

SITE_PLAN_RULES = {TIER2: "T2_SITE_PLAN", TIER3: "T3_SITE_PLAN"}  # D24


def _slips(site: Site) -> int:
    """The slips a parcel's own proposals hold: at docks, in boathouses and boat stations, and moorings."""
    capacity = sum(s.slips for s in site.structures if s.kind in (BOATHOUSE, STATION))
    return sum(d.slips for d in site.docks) + capacity + len(site.moorings)


def _connected(parcels: list[int], adjoining: set) -> bool:
    """Whether the parcels form one chain of neighbours along the MHW."""
    reached, frontier = {parcels[0]}, [parcels[0]]
    while frontier:
        here = frontier.pop()
        for other in parcels:
            if other not in reached and frozenset((here, other)) in adjoining:
                reached.add(other)
                frontier.append(other)
    return len(reached) == len(set(parcels))


class ParcelCounts:
    """Each parcel's proposal counted against its allocation."""

    def __init__(self, context: CheckContext, sink: FindingsSink):
        self.context, self.sink = context, sink

    def parcel_totals(self, site: Site) -> ParcelSummary:
        if site.allocation.alternative is not None:
            return self.either_tier(site)
        allocation, pid = site.allocation, site.parcel_id
        summary = ParcelSummary(
            pid,
            site.tier,
            allocation.category,
            allocation.lineal_ft,
            allocation.max_slips,
            allowed_dock_slips=allocation.max_dock_slips,
            allowed_docks=allocation.max_docks,
            allowed_moorings=allocation.max_moorings,
        )
        docks, moorings, structures = site.docks, site.moorings, site.structures
        if not (docks or structures or moorings):
            return summary
        where = Drawing(self.built_drawings, (site,))  # made only for a finding
        capacity = sum(s.slips for s in structures if s.kind in (BOATHOUSE, STATION))
        dock_slips = sum(dock.slips for dock in docks)
        summary.proposed_docks = len(docks)
        summary.proposed_moorings = len(moorings)
        summary.proposed_dock_slips = dock_slips
        summary.proposed_boathouses = sum(s.kind == BOATHOUSE for s in structures)
        summary.proposed_boat_stations = sum(s.kind == STATION for s in structures)
        summary.proposed_slips = dock_slips + capacity + len(moorings)
        if site.tier in SITE_PLAN_RULES:
            self.site_plan(site, where)
        if not allocation.eligible:
            minimum = next(
                (r for r in allocation.rule_ids if r in ("T2_MIN_SHORELINE", "T3_MIN_SHORELINE", "T3_USE")),
                "T2_MIN_SHORELINE",
            )
            limit = value(minimum) if minimum != "T3_USE" else None
            read = "T3_USE_READING" in allocation.rule_ids  # D30 read the land use
            self.sink.report(
                minimum,
                parcel_id=pid,
                facility_id=None,
                measured=allocation.lineal_ft if limit else None,
                limit=limit,
                unit="ft" if limit else "",
                message=f"Parcel {pid} is in Tier {site.tier} but gets no facility under it: {allocation.reason}.",
                geometry=where,
                readings=("D13", *(decisions_of("T3_USE_READING") if read else ())),
            )
            return summary
        self.slip_count(site, summary, dock_slips, capacity, where)
        if site.tier == TIER1:
            self.tier1_counts(site, where)
        elif site.tier == TIER2:
            self.sink.breach(
                "T2_TABLE_3",
                len(moorings),
                parcel_id=pid,
                facility_id=None,
                limit=allocation.max_moorings,
                unit="moorings",
                message=lambda: f"Parcel {pid} proposes {counted(len(moorings), 'mooring')}; "
                f"Table 3 allows {allocation.max_moorings}.",
                geometry=where,
            )
        elif site.tier == TIER3 and moorings:
            self.sink.too_many_moorings(
                "T3_NO_MOORINGS",
                pid,
                moorings,
                0,
                f"Parcel {pid} proposes {counted(len(moorings), 'mooring')}; Tier 3 allows none.",
            )
        return summary

    def either_tier(self, site: Site) -> ParcelSummary:
        """A parcel that may take Tier 2 or Tier 3, never both, and names neither (§ 73-15D, D19): its counts
        judged under each tier, and reported under the first it complies with, else under both, saying so."""
        judged, start = [], len(self.sink.findings)
        for allocation in (replace(site.allocation, alternative=None), site.allocation.alternative):
            under = copy.copy(site)  # the same parcel and facilities, counted against this tier's figures
            under.allocation, under.tier = allocation, allocation.tier
            judged.append((self.parcel_totals(under), self.sink.findings[start:]))
            del self.sink.findings[start:]
        for summary, found in judged:
            if not any(finding.severity == VIOLATION for finding in found):
                self.sink.findings += found
                return summary
        note = " The parcel may take Tier 2 or Tier 3, never both, and complies with neither: both are reported."
        reading = f"D19: {DECISIONS['D19']}"
        unique = {(f.rule_id, f.facility_id, f.message): f for _, found in judged for f in found}
        self.sink.findings += [
            replace(
                finding,
                message=finding.message + note,
                basis="decision" if finding.basis == "law" else finding.basis,
                to_confirm="\n".join(filter(None, (finding.to_confirm, reading))),
            )
            for finding in unique.values()
        ]
        return judged[0][0]

    def site_plan(self, site: Site, where) -> None:
        """§§ 73-13C, 73-15G, 73-17A, 73-18 (D24): a Tier 2 or Tier 3 proposal is built only once the Planning
        Board has approved its site plan and the uniform docks and mooring permit is issued."""
        pid, profile = site.parcel_id, self.context.municipalities.of(site.parcel_id)
        self.sink.report(
            SITE_PLAN_RULES[site.tier],
            parcel_id=pid,
            facility_id=None,
            severity=PERMIT_REQUIRED,
            message=f"Parcel {pid}'s Tier {site.tier} proposal needs site plan approval by the Planning Board "
            f"({profile.cite_section('18')}) and then the uniform docks and mooring permit "
            f"({profile.cite('UNIFORM_PERMIT')}).",
            geometry=where,
        )

    def built_drawings(self, drawings: list[tuple]) -> np.ndarray:
        """Parcel findings' geometries (``parcel_totals``): everything placed on each finding's parcel (as
        ``Site.built``), made once for each parcel, all at once (``united``)."""
        sites = {site.parcel_id: site for (site,) in drawings}
        built = dict(zip(sites, united([site.placed() for site in sites.values()])))
        return geometry_array([built[site.parcel_id] for (site,) in drawings])

    def slip_count(self, site: Site, summary: ParcelSummary, dock_slips, capacity, where) -> None:
        """Slips (docks, boathouse and boat station capacity, and in Tiers 1 and 2 moorings) within the table's
        allowance; a consolidated dock's slips against the sum of its parcels' allowances (§ 73-10B(6))."""
        pid, allocation = site.parcel_id, site.allocation
        pooled = [d.consolidation for d in site.docks if d.consolidation and len(d.consolidation.parcel_ids) > 1]
        if pooled:
            members = [m for m in dict.fromkeys(pooled[0].parcel_ids) if m in self.context.sites]
            limit = sum(self.context.sites[m].allocation.max_slips for m in members)
            held = summary.proposed_slips + sum(_slips(self.context.sites[m]) for m in members if m != pid)
            self.sink.breach(
                "T1_CONSOLIDATED_SLIPS",
                held,
                limit=limit,
                parcel_id=pid,
                facility_id=None,
                unit="slips",
                message=f"The consolidated dock on parcel {pid} and the parcels' other facilities hold "
                f"{counted(held, 'slip')}; "
                f"the parcels {', '.join(members)} together are allowed {limit}.",
                geometry=lambda: shapely.union_all(
                    [site.built(), *(self.context.sites[m].built() for m in members if m != pid)]
                ),
            )
            return
        if site.tier == TIER2:  # Table 3's own cap on slips at docks, beside the moorings' and the total (D6)
            self.sink.breach(
                "T2_TABLE_3",
                dock_slips,
                limit=allocation.max_dock_slips,
                parcel_id=pid,
                facility_id=None,
                unit="slips at docks",
                message=lambda: f"Parcel {pid} proposes {counted(dock_slips, 'boat slip')} at docks; Table 3 allows "
                f"{allocation.max_dock_slips} at docks (and {counted(allocation.max_moorings, 'mooring')}, "
                f"{allocation.max_slips} in all).",
                geometry=where,
            )
        if summary.proposed_slips <= allocation.max_slips:
            return
        table = {TIER1: "T1_TABLE_1", TIER2: "T2_TABLE_3", TIER3: "T3_TABLE_4"}[site.tier]
        moorings = summary.proposed_moorings
        rule_id = table
        if site.tier == TIER1 and moorings and dock_slips + capacity <= allocation.max_slips:
            rule_id = "T1_MOORINGS_AS_SLIPS"
        elif (
            site.tier == TIER1
            and capacity
            and dock_slips <= allocation.max_slips
            and any(s.existing for s in site.structures)
        ):
            rule_id = "T1_EXISTING_CAPACITY"
        parts = (
            f"{dock_slips} at docks"
            + (f", {capacity} in boathouses and boat stations" if capacity else "")
            + (f", {counted(moorings, 'mooring')}" if moorings else "")
        )
        self.sink.report(
            rule_id,
            parcel_id=pid,
            facility_id=None,
            measured=summary.proposed_slips,
            limit=allocation.max_slips,
            unit="slips",
            message=f"Parcel {pid} proposes {summary.proposed_slips} boat slips ({parts}); it is allowed "
            f"{allocation.max_slips}.",
            geometry=where,
        )

    def tier1_counts(self, site: Site, where) -> None:
        pid, allocation = site.parcel_id, site.allocation
        docks, moorings, structures = site.docks, site.moorings, site.structures
        shared = self.context.shared_docks.get(pid, [])
        used = sum(2 if d.consolidation and len(d.consolidation.parcel_ids) == 1 else 1 for d in docks) + len(shared)
        cited = self.context.municipalities.of(pid).cite("T1_CONSOLIDATION_PARCELS") if shared else ""
        given = f", one given to the shared dock {', '.join(shared)} ({cited})"
        self.sink.breach(
            "T1_TABLE_1",
            used,
            limit=allocation.max_docks,
            parcel_id=pid,
            facility_id=None,
            unit="docks",
            message=lambda: f"Parcel {pid} proposes {counted(len(docks), 'dock')} of its own, "
            f"using {counted(used, 'dock allowance')}"
            f"{given if shared else ''}; it is allowed {allocation.max_docks}.",
            geometry=where,
        )
        if moorings and allocation.category == "A":
            self.sink.too_many_moorings(
                "T1_CAT_A_NO_MOORINGS",
                pid,
                moorings,
                0,
                f"Parcel {pid} has {allocation.classified_ft} lineal ft of shoreline (Category A): no mooring "
                "buoys are allowed.",
            )
        elif len(moorings) > allocation.max_slips:
            self.sink.too_many_moorings(
                "T1_MOORINGS_MAX",
                pid,
                moorings,
                allocation.max_slips,
                f"Parcel {pid} proposes {counted(len(moorings), 'mooring buoy')}; it may have at most as many as its "
                f"{counted(allocation.max_slips, 'slip')}.",
            )
        for a, b in ((a, b) for i, a in enumerate(docks) for b in docks[i + 1 :]):
            gap = float(shapely.distance(a.geometry, b.geometry))
            self.sink.breach(
                "T1_DOCK_SEPARATION",
                gap,
                when="under",
                parcel_id=pid,
                facility_id=b.facility_id,
                unit="ft",
                message=f"Docks {a.facility_id} and {b.facility_id} are {gap:.1f} ft apart; docks on one parcel "
                f"must be {value('T1_DOCK_SEPARATION')} ft apart.",
                geometry=lambda a=a, b=b: shapely.union(a.geometry, b.geometry),
            )
        self.structure_counts(site, where)
        cap = value("T1_DOCK_AREA")
        if site.steep:
            own, by_shared_dock = self.context.steep_used[pid]
            used = own + sum(by_shared_dock.values())
            drawn = "".join(
                f", {area:.1f} sq ft of the shared dock {dock_id} past its cap"
                for dock_id, area in by_shared_dock.items()
            )
            self.sink.breach(
                "T1_STEEP_SLOPE_BONUS",
                used,
                parcel_id=pid,
                facility_id=None,
                unit="sq ft",
                message=f"Parcel {pid} uses {used:.1f} sq ft of its steep-slope allowance (its dock area over {cap} sq "
                f"ft and its boat accessory structure{drawn}); it has {value('T1_STEEP_SLOPE_BONUS')} sq ft for all "
                "its docks, shared ones included.",
                geometry=where,
                readings=("E19",) * bool(by_shared_dock) + across_the_mhw(docks),
            )
        walkways = sum(s.walkway_sqft for s in structures)
        if walkways:
            total = sum(dock.area for dock in docks) + walkways
            limit = max(1, len(docks)) * cap + value("T1_STEEP_SLOPE_BONUS") * site.steep
            self.sink.breach(
                "T1_BOATHOUSE_WALKWAY",
                total,
                limit=limit,
                parcel_id=pid,
                facility_id=None,
                unit="sq ft",
                message=f"Parcel {pid}'s docks and the walkways inside its boathouse cover {total:.1f} sq ft; they "
                f"are allowed {limit} sq ft together.",
                geometry=where,
                readings=across_the_mhw(docks),
            )

    def structure_counts(self, site: Site, where) -> None:
        """One boathouse, one boat station, one boat accessory structure (not with a boathouse), and no more
        boat hoist structures than slips (§ 73-8B). Without structures none of these can be exceeded."""
        if not site.structures:
            return
        pid = site.parcel_id
        kinds = Counter(s.kind for s in site.structures)
        for kind, rule_id in (
            (BOATHOUSE, "T1_BOATHOUSE_COUNT"),
            (STATION, "T1_BOAT_STATION_COUNT"),
            (BAS, "T1_BAS_STEEP_SLOPE"),
        ):
            if kind != BAS or site.steep:
                self.sink.breach(
                    rule_id,
                    kinds[kind],
                    parcel_id=pid,
                    facility_id=None,
                    unit="count",
                    message=f"Parcel {pid} proposes {kinds[kind]} {kind.replace('_', ' ')}s; it may have "
                    f"{value(rule_id)}.",
                    geometry=where,
                )
        if kinds[BAS] and kinds[BOATHOUSE] and site.steep:
            self.sink.report(
                "T1_BAS_EXCLUSIONS",
                parcel_id=pid,
                facility_id=None,
                measured=kinds[BOATHOUSE],
                limit=0,
                unit="boathouses",
                message=f"Parcel {pid} proposes a boat accessory structure and a boathouse; it may not have both.",
                geometry=where,
            )
        served = sum(dock.slips for dock in site.docks) + sum(
            s.slips for s in site.structures if s.kind in (BOATHOUSE, STATION)
        )
        self.sink.breach(
            "T1_HOIST_STRUCTURES",
            kinds[HOIST_STRUCTURE],
            limit=served,
            parcel_id=pid,
            facility_id=None,
            unit="count",
            message=f"Parcel {pid} proposes {kinds[HOIST_STRUCTURE]} boat hoist structures for {served} boat "
            "slip(s); at most one per slip.",
            geometry=where,
        )

    def check_consolidations(self) -> None:
        """§ 73-10B: two or three contiguous parcels (adjoining along the MHW) may share a dock; each gives it a
        dock allowance (``shared_docks``: parcel → the shared docks placed on a partner)."""
        self.context.shared_docks = defaultdict(list)
        placed = {d.facility_id: (site, d) for site in self.context.sites.values() for d in site.docks}
        for consolidation in self.context.proposal.consolidations:
            dock_id, members = consolidation.dock_id, list(dict.fromkeys(consolidation.parcel_ids))
            if dock_id not in placed:  # an id no dock has is reported with the other unknown ids
                if any(part.dock_id == dock_id for part in self.context.proposal.docks):
                    self.sink.doubt(
                        None, dock_id, f"Consolidation of dock {dock_id}: the dock stands on no parcel's water."
                    )
                continue
            site, dock = placed[dock_id]
            for member in members:
                if member != site.parcel_id:
                    self.context.shared_docks[member].append(dock_id)
            unknown = [m for m in members if m not in self.context.index_of]
            if unknown:
                self.sink.doubt(
                    site.parcel_id,
                    dock_id,
                    f"Consolidation of dock {dock_id} names {', '.join(unknown)}, not in the parcels layer.",
                    dock.geometry,
                )
            parcels = [self.context.index_of[m] for m in members if m in self.context.index_of]
            self.sink.breach(
                "T1_CONSOLIDATION_PARCELS",
                len(members),
                parcel_id=site.parcel_id,
                facility_id=dock_id,
                unit="parcels",
                message=f"Dock {dock_id} is shared by {len(members)} parcels ({', '.join(members)}); no more than "
                f"{value('T1_CONSOLIDATION_PARCELS')} contiguous parcels may share a dock.",
                geometry=dock.geometry,
            )
            if len(parcels) > 1 and not _connected(parcels, self.context.adjoining):
                self.sink.report(
                    "T1_CONSOLIDATION_CONTIGUOUS",
                    parcel_id=site.parcel_id,
                    facility_id=dock_id,
                    message=f"Dock {dock_id} is shared by parcels {', '.join(members)}, which do not adjoin one "
                    "another along the mean high-water line; only contiguous adjoining parcels may consolidate.",
                    geometry=dock.geometry,
                )
