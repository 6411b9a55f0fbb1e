"""What is proposed on the water, as read from the data: dock parts, moorings, structures and docked boats, the
docks shared under § 73-10, and the variances and certificates the boards have granted (D15). Geometries are in
the analysis's working frame (US survey feet)."""

from __future__ import annotations

from dataclasses import dataclass, field

import shapely

from ..law.vocabulary import StructureKind

DOCK_PARTS = ("main_walkway", "appendage", "platform")
ASSOCIATED = tuple(StructureKind)  # the structures associated with docks (§§ 73-9D, 73-13, 73-14, 73-16)
BOATHOUSE, STATION, HOIST_STRUCTURE, HOIST, BAS = ASSOCIATED  # the checker's short names


@dataclass(frozen=True)
class DockPart:
    """One drawn part of a dock (D9): the parts sharing a ``dock_id`` are one dock."""

    feature: str  # how the user finds the feature, e.g. "docks feature 12"
    dock_id: str | None
    part: str | None
    parcel_id: str | None
    slips: float | None
    nav_light: bool | None
    geometry: shapely.Geometry | None
    seasonal: bool | None = None  # § 73-17D(2): seasonal (True) or permanent (False); None: not given


@dataclass(frozen=True)
class Mooring:
    """A mooring buoy; its swing circle's radius is boat length plus rode (D11)."""

    feature: str
    mooring_id: str | None
    parcel_id: str | None
    boat_length_ft: float | None
    rode_ft: float | None
    state_permit: bool | None
    geometry: shapely.Geometry | None
    seasonal: bool | None = None


@dataclass(frozen=True)
class Structure:
    """A boathouse, boat station, hoist (structure), boat accessory structure, or anything else."""

    feature: str
    structure_id: str | None
    parcel_id: str | None
    kind: str | None
    slips: float | None
    height_ft: float | None
    overhang_in: float | None
    existing: bool | None
    walkway_sqft: float | None
    geometry: shapely.Geometry | None
    seasonal: bool | None = None


@dataclass(frozen=True)
class Boat:
    """A docked boat as drawn (§ 73-9A(1))."""

    feature: str
    boat_id: str | None
    parcel_id: str | None
    geometry: shapely.Geometry | None


@dataclass(frozen=True)
class Certificate:
    """A certificate of nonconformity for a facility (§ 73-21F, D15) and the extent it records, where it does: the
    certified figures by name (``figures.CERTIFIED_FIGURES``) and footprint (a polygon), and what of its row could
    not be read."""

    feature: str
    facility_id: str | None
    figures: dict = field(default_factory=dict)
    footprint: shapely.Geometry | None = None
    problems: tuple[str, ...] = ()

    @property
    def has_extent(self) -> bool:
        return bool(self.figures) or self.footprint is not None


@dataclass(frozen=True)
class Consolidation:
    """A dock shared under § 73-10 by one parcel's two allowances or by two or three contiguous parcels."""

    dock_id: str
    parcel_ids: tuple[str, ...]
    waiver: bool  # the recorded waiver of the setback between the parcels (§ 73-10B)


@dataclass(frozen=True)
class Proposal:
    """Everything proposed, and what the boards have granted: variances as (parcel id, rule id), certificates
    of nonconformity (D15), recorded exemptions (the City Pier boathouses of § 73-20 and the like) as
    (facility or parcel id, rule id or "" for every rule, the exempting section, "" for § 73-20)."""

    docks: tuple[DockPart, ...] = ()
    moorings: tuple[Mooring, ...] = ()
    structures: tuple[Structure, ...] = ()
    boats: tuple[Boat, ...] = ()
    buildings: tuple[shapely.Geometry, ...] = ()  # upland buildings, for § 73-8B(4)(a)
    variances: frozenset[tuple[str, str]] = frozenset()
    certificates: tuple[Certificate, ...] = ()
    consolidations: tuple[Consolidation, ...] = ()
    exemptions: frozenset[tuple[str, str, str]] = frozenset()
    unclear: tuple[tuple[str, str], ...] = ()  # (feature label, message): a yes/no value neither, a number none
