"""What a compliance check reports, as plain data (no shapely, so the Processing outputs can be declared where
shapely is missing): findings with their severity (D18) and a per-parcel summary."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from typing import Any

from ..law.vocabulary import Severity, Status

SEVERITIES = tuple(Severity)  # D18; exempt: § 73-20 and the like
VIOLATION, PERMIT_REQUIRED, ADVISORY, VARIED, NONCONFORMING, EXEMPT = SEVERITIES  # the checker's short names


@dataclass(frozen=True)
class Finding:
    """One breach (or doubt): where, which rule and section, measured against the limit, in plain words."""

    parcel_id: str | None
    facility_id: str | None
    rule_id: str
    citation: str
    severity: Severity
    measured: float | None
    limit: float | None
    unit: str
    message: str
    geometry: Any
    basis: str = "law"  # law, decision or unverified: what the finding rests on
    to_confirm: str = ""  # the decisions (D-numbers) and unverified readings it rests on, one per line


@dataclass
class ParcelSummary:
    """Allowed against proposed for one parcel, the findings by severity and a status."""

    parcel_id: str
    tier: int | None = None
    category: str | None = None
    lineal_ft: float = 0.0
    allowed_slips: int | None = None
    proposed_slips: int = 0
    allowed_dock_slips: int | None = None  # Table 3's cap on slips at docks (D6); the slip cap in Tiers 1 and 3
    proposed_dock_slips: int = 0
    allowed_docks: int | None = None
    proposed_docks: int = 0
    allowed_moorings: int | None = None
    proposed_moorings: int = 0
    proposed_boathouses: int = 0
    proposed_boat_stations: int = 0
    counts: Counter = field(default_factory=Counter)
    status: Status = Status.NO_PROPOSAL


SUMMARY_FIELDS = (
    ("parcel_id", str),
    ("tier", int),
    ("category", str),
    ("lineal_ft", float),
    ("allowed_slips", int),
    ("proposed_slips", int),
    ("allowed_dock_slips", int),
    ("proposed_dock_slips", int),
    ("allowed_docks", int),
    ("proposed_docks", int),
    ("allowed_moorings", int),
    ("proposed_moorings", int),
    ("proposed_boathouses", int),
    ("proposed_boat_stations", int),
    *((severity.value, int) for severity in SEVERITIES),
    ("status", str),
    ("municipality", str),
)
FINDING_FIELDS = (
    ("parcel_id", str),
    ("facility_id", str),
    ("rule_id", str),
    ("citation", str),
    ("severity", str),
    ("measured", float),
    ("limit", float),
    ("unit", str),
    ("message", str),
    ("basis", str),
    ("to_confirm", str),
    ("municipality", str),
)


def summary_record(summary: ParcelSummary, municipality: str | None) -> list:
    """The summary as values in SUMMARY_FIELDS order; ``municipality``: the name of the parcel's (None: not known)."""
    return _record(summary, SUMMARY_FIELDS, municipality, **{s.value: summary.counts[s] for s in SEVERITIES})


def finding_record(finding: Finding, municipality: str | None) -> list:
    """The finding as values in FINDING_FIELDS order; ``municipality``: the name of the parcel's (None: not known)."""
    return _record(finding, FINDING_FIELDS, municipality)


def _record(item, fields, municipality: str | None, **more) -> list:
    """The item's attributes (and ``more``) named by ``fields``, in their order."""
    values = {**vars(item), **more, "municipality": municipality}
    return [values[name] for name, _ in fields]
