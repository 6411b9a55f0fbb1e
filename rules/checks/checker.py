"""Compliance checks: proposed docks, moorings and structures against a parcel's allocation, facility area and
setbacks (§§ 73-3B, 73-8, 73-9, 73-10, 73-13 to 73-16). Every finding names its rule, the measured value and
the limit, cited in the profile's numbering (D14). Variances and nonconforming certificates change a finding's
severity and never hide it (D15). Geometries are in the analysis's working frame (US survey feet).

``FacilityChecker`` runs the parts of the check in order, each a module of this package sharing one
``CheckContext`` and one ``FindingsSink``.
"""

from __future__ import annotations

from collections import Counter, defaultdict
from dataclasses import dataclass, replace

import numpy as np
import shapely

from ..lake.analysis import POLYGONAL, LakeAnalysis
from ..law.catalogue import RULES, rule
from ..law.profiles import Municipalities, Profile
from ..law.vocabulary import Status
from ..tools.collector import collector_paused
from ..tools.progress import NEVER, Progress
from .certified import CertifiedExtents
from .context import CheckContext
from .counts import ParcelCounts
from .docks import DockChecks
from .findings import ADVISORY, PERMIT_REQUIRED, VIOLATION, Finding, ParcelSummary
from .locating import Locator
from .measuring import Drawing
from .moorings import MooringChecks
from .placement import Placement
from .proposal import Proposal
from .reporting import VARIABLE_RULES, FindingsSink
from .structures import StructureChecks


@dataclass(frozen=True)
class CheckResult:
    findings: list[Finding]
    summaries: dict[str, ParcelSummary]


def as_areas(geometries: np.ndarray) -> np.ndarray:
    """Findings' geometries as polygons, none where empty: points and lines get a thin outline so they show on
    the map. Valid polygons, nearly all of them, are taken as they are, all at once."""
    drawn = np.full(len(geometries), None, dtype=object)
    held = ~(shapely.is_missing(geometries) | shapely.is_empty(geometries))
    ready = held & np.isin(shapely.get_type_id(geometries), POLYGONAL)
    ready[ready] = shapely.is_valid(geometries[ready])
    drawn[ready] = geometries[ready]
    for k in np.flatnonzero(held & ~ready):
        parts = shapely.get_parts(geometries[k])
        polygonal = np.isin(shapely.get_type_id(parts), POLYGONAL)
        polygons = shapely.make_valid(parts[polygonal])  # a multi-polygon's parts are not checked as it is
        drawn[k] = shapely.union_all(list(polygons) + list(shapely.buffer(parts[~polygonal], 0.5)))
    return drawn


class FacilityChecker:
    """The checks for one analysed lake. Building it costs the lake's size once; ``check`` then costs only what
    is proposed, so a panel can re-check one parcel's proposals as they are drawn."""

    def __init__(self, analysis: LakeAnalysis, profile: Profile | Municipalities, outlets=()):
        self.context = CheckContext(analysis, profile, outlets)
        self.sites = self.context.sites
        self.sink = FindingsSink(self.context)
        self.locator = Locator(self.context, self.sink)
        self.placement = Placement(self.context, self.sink)
        self.extents = CertifiedExtents(self.context, self.sink, self.locator)
        shared = (self.context, self.sink, self.locator, self.placement, self.extents)
        self.docks, self.moorings, self.structures = (
            DockChecks(*shared),
            MooringChecks(*shared),
            StructureChecks(*shared),
        )
        self.counts = ParcelCounts(self.context, self.sink)

    def check(self, proposal: Proposal, parcels=None, progress: Progress = NEVER) -> CheckResult:
        """Every check of the law's numbers (docs/decisions.md) that geometry and attributes can decide; with
        ``parcels``, summaries of those parcels only (a re-check of a few parcels' proposals on a whole lake).
        ``progress`` may stop it between its steps."""
        self.context.start(proposal)
        self.sink.findings = []
        with np.errstate(divide="ignore", invalid="ignore"), collector_paused():
            progress.check()
            self.docks.check_docks()
            progress.check()
            self.counts.check_consolidations()
            self.structures.check_structures()
            progress.check()
            moorings = self.moorings.check_moorings()
            progress.check()
            self.moorings.check_boats()
            self.moorings.mooring_clearance(moorings)
            self.extents.enlargements()
            progress.check()
            self.check_references()
            for label, message in self.context.proposal.unclear:  # a yes/no value neither, a number none
                self.sink.doubt(None, label, message)
            self.context.steep_used = self.docks.steep_slope_pools()
            summaries = self.summaries(parcels)
            self.sink.findings = self.drawn(self.sink.findings)  # and no Drawing left to hold the checker in a cycle
        return CheckResult(self.sink.findings, summaries)

    def drawn(self, findings: list[Finding]) -> list[Finding]:
        """The findings with their geometries made (``report``) and as areas (``as_areas``): each ``Drawing``
        kind all at once, functions one by one."""
        geometries = np.full(len(findings), None, dtype=object)
        later = defaultdict(list)
        for k, finding in enumerate(findings):
            geometry = finding.geometry
            if isinstance(geometry, Drawing):
                later[geometry.make].append(k)
            else:
                geometries[k] = geometry() if callable(geometry) else geometry
        for make, which in later.items():
            geometries[which] = make([findings[k].geometry.args for k in which])
        return [replace(finding, geometry=area) for finding, area in zip(findings, as_areas(geometries))]

    def check_references(self) -> None:
        """The boards' tables (D15) name parcels, rules and facilities: one the data does not hold is reported,
        never ignored, since the variance, certificate or consolidation it records was then not applied."""
        proposal = self.context.proposal
        facilities = {
            *(p.dock_id for p in proposal.docks),
            *(m.mooring_id for m in proposal.moorings),
            *(s.structure_id for s in proposal.structures),
        }
        unknown = [
            (f"The variances table names parcel {pid!r}", pid in self.context.index_of) for pid, _ in proposal.variances
        ]
        unknown += [
            (f"The variances table names rule {r!r} (parcel {pid})", r in RULES) for pid, r in proposal.variances
        ]
        certified = Counter(c.facility_id for c in proposal.certificates if c.facility_id is not None)
        unknown += [(f"The certificates table names facility {f!r}", f in facilities) for f in certified]
        for c in proposal.consolidations:
            unknown.append((f"The consolidations table names dock {c.dock_id!r}", c.dock_id in facilities))
            unknown += [
                (f"The consolidations table names parcel {p!r} (dock {c.dock_id})", p in self.context.index_of)
                for p in c.parcel_ids
            ]
        for text in sorted({text for text, known in unknown if not known}):
            self.sink.doubt(None, None, f"{text}, which is not in the data: it was not applied; check the id.")
        for facility_id, rows in certified.items():
            if rows > 1:
                said = f"The certificates table names facility {facility_id!r} in {rows} rows: only the last applies."
                self.sink.doubt(None, facility_id, said)
        self.refuse_variances()
        self.sink.refuse_exemptions()

    def refuse_variances(self) -> None:
        """§ 73-22D (D15): a variance recorded from a rule the Zoning Board of Appeals may not vary (a dimensional
        cap of § 73-9C, say) is refused, and said so; the rule's findings keep their severity."""
        for pid, rule_id in sorted(self.context.proposal.variances, key=str):
            if pid in self.context.index_of and rule_id in RULES and rule_id not in VARIABLE_RULES:
                profile = self.context.municipalities.of(pid)
                self.sink.doubt(
                    pid,
                    None,
                    f"The variances table grants parcel {pid} a variance from {rule_id} ({profile.cite(rule_id)}: "
                    f"{rule(rule_id).constrains}), but {profile.cite('VARIANCE_SCOPE')} lets the Zoning Board of "
                    "Appeals vary only the facility-area-line and outlet setbacks and the configuration of a Tier 1 "
                    "dock (the main walkway's share of its length, the shapes of appendages, the separation of docks), "
                    "not its dimensional caps or any other rule: the record was not applied (Dockline decision D15).",
                    readings=("D15",),
                )

    def parcel_of(self, facility) -> str | None:
        """The parcel a proposed facility (a DockPart, Mooring, Structure or Boat) belongs to, as the check
        places it: by its parcel id, else by location."""
        if facility.parcel_id in self.context.sites:
            return facility.parcel_id
        if facility.geometry is None or shapely.is_empty(facility.geometry) or not shapely.is_valid(facility.geometry):
            return None
        site = self.locator.located(facility.geometry)
        return None if site is None else site.parcel_id

    def summaries(self, parcels=None) -> dict[str, ParcelSummary]:
        """Allowed against proposed and a status for every parcel, or for ``parcels`` only."""
        sites = (
            self.context.sites
            if parcels is None
            else {pid: self.context.sites[pid] for pid in parcels if pid in self.context.sites}
        )
        summaries = {pid: self.counts.parcel_totals(site) for pid, site in sites.items()}
        for pid in self.context.analysis.parcel_ids if parcels is None else ():
            if pid not in summaries:
                summaries[pid] = ParcelSummary(
                    pid,
                    lineal_ft=self.context.analysis.lineal_ft(pid),
                    status=Status.NOT_ADJOINING if pid not in self.context.analysis.lineal else Status.NO_ALLOCATION,
                )
        for finding in self.sink.findings:
            if finding.parcel_id in summaries:
                summaries[finding.parcel_id].counts[finding.severity] += 1
        proposed = {pid for pid, site in self.context.sites.items() if site.docks or site.moorings or site.structures}
        for summary in summaries.values():
            counts = summary.counts
            if counts[VIOLATION]:
                summary.status = Status.VIOLATIONS
            elif counts[ADVISORY] or counts[PERMIT_REQUIRED]:
                summary.status = Status.NEEDS_REVIEW
            elif counts or summary.parcel_id in proposed:
                summary.status = Status.COMPLIES
        return summaries


def check_facilities(analysis: LakeAnalysis, proposal: Proposal, profile: Profile, outlets=()) -> CheckResult:
    """Every check of the law's numbers (docs/decisions.md) that geometry and attributes can decide."""
    with collector_paused():
        return FacilityChecker(analysis, profile, list(outlets)).check(proposal)
