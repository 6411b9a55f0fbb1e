"""The words Dockline writes into its outputs and reads back: a finding's severity (D18), a parcel's status, a
zone, a structure's kind, a proposed count's standing against its allowance and a flag's code. Each member is the
plain string it has always been in the outputs (``Severity.VIOLATION == "violation"``), so fields, styles and tests
read the same; spelled here once, and used everywhere else by name.

A member is a ``str`` to Python but not to Qt: PyQt makes a QVariant of it that QGIS cannot store, so a value
handed to a feature, a renderer or an expression goes through ``bare``."""

from __future__ import annotations

import enum


class Word(str, enum.Enum):
    """A ``str`` enum that prints as its value on every Python from 3.9 (3.11 changed ``str()`` and 3.12
    ``format()`` of mixed-in enums to give ``Class.MEMBER``)."""

    def __str__(self) -> str:
        return str.__str__(self)

    def __format__(self, spec: str) -> str:
        return str.__format__(self, spec)

    @property
    def words(self) -> str:
        """The value as a sentence or a printed table writes it: permit_required is "permit required"."""
        return self.value.replace("_", " ")


class Severity(Word):
    """What a finding is (D18); exempt: § 73-20 and the like."""

    VIOLATION = "violation"
    PERMIT_REQUIRED = "permit_required"
    ADVISORY = "advisory"
    VARIED = "varied"
    NONCONFORMING = "nonconforming"
    EXEMPT = "exempt"


class Status(Word):
    """A parcel's standing: whether it owns some of the MHW (§ 73-5) and, once checked, how its proposal fares."""

    ADJOINING = "adjoining"
    NOT_ADJOINING = "not adjoining"
    NO_ALLOCATION = "no allocation"
    SKIPPED = "skipped"  # a feature whose parcel id another feature holds
    NO_PROPOSAL = "no proposal"
    VIOLATIONS = "violations"
    NEEDS_REVIEW = "needs review"
    COMPLIES = "complies"


class Zone(Word):
    """A facility area's zone: docks within its depth (§§ 73-9C, 73-13H), moorings out to 375 ft (§ 73-15)."""

    DOCK = "dock"
    MOORING = "mooring"


class StructureKind(Word):
    """The structures the law names besides docks (§§ 73-9D, 73-13, 73-14, 73-16)."""

    BOATHOUSE = "boathouse"
    BOAT_STATION = "boat_station"
    BOAT_HOIST_STRUCTURE = "boat_hoist_structure"
    BOAT_HOIST = "boat_hoist"
    BOAT_ACCESSORY_STRUCTURE = "boat_accessory_structure"


class Standing(Word):
    """Where a proposed count stands against what the allocation allows, in the allowed-against-proposed table
    (``rules.checks.summary``): the figures compared, not a finding (the findings say what the law makes of it)."""

    FITS = "fits"
    EXCEEDS = "exceeds"


class DeadlineStatus(Word):
    """Where a step of a site-plan application stands on a given day (the officer's calendar, §§ 73-18E to
    73-18M): done in time or late, open and still due or past its due date, or not yet begun."""

    DONE = "done"
    DONE_LATE = "done late"
    DUE = "due"
    OVERDUE = "overdue"
    NOT_YET = "not yet"


class FlagCode(Word):
    """What the shoreline analysis and the MHW tracing flag for the officer (explained in the guide's table)."""

    TOLERANCE_USED = "TOLERANCE_USED"
    PARCEL_OVERLAP = "PARCEL_OVERLAP"
    FAL_FALLBACK = "FAL_FALLBACK"
    FAL_CONVERGENT = "FAL_CONVERGENT"
    FAL_CROSSING = "FAL_CROSSING"
    FAL_HAIRPIN = "FAL_HAIRPIN"
    MULTIPLE_RUNS = "MULTIPLE_RUNS"
    MICRO_RUN = "MICRO_RUN"
    WHOLE_RING = "WHOLE_RING"
    PARCEL_SKIPPED = "PARCEL_SKIPPED"
    GEOMETRY_REPAIRED = "GEOMETRY_REPAIRED"
    WATER_REPAIRED = "WATER_REPAIRED"
    ZONING_REPAIRED = "ZONING_REPAIRED"
    NO_ALLOCATION = "NO_ALLOCATION"
    NO_DISTRICT = "NO_DISTRICT"
    NEAR_MHW = "NEAR_MHW"
    IN_WATER = "IN_WATER"
    FABRIC_OFFSET = "FABRIC_OFFSET"
    WATER_PARCEL = "WATER_PARCEL"
    TOWN_LINE = "TOWN_LINE"
    MHW_HYDROFLATTENED = "MHW_HYDROFLATTENED"
    INPUT = "INPUT"


VOCABULARY = (Severity, Status, Zone, StructureKind, Standing, DeadlineStatus, FlagCode)


def bare(value):
    """``value`` with a vocabulary member as its bare ``str``, for Qt; anything else as it is."""
    return value.value if isinstance(value, Word) else value
