"""Compliance checks: proposed docks, moorings and structures against a parcel's allocation, facility area and
setbacks (§§ 73-3B, 73-8, 73-9, 73-10, 73-13 to 73-16). Every finding names its rule, the measured value and
the limit, cited in the profile's numbering (D14). Variances and nonconforming certificates change a finding's
severity and never hide it (D15). Geometries are in the analysis's working frame (US survey feet).
"""

from __future__ import annotations

import contextlib
import copy
import gc
import math
from collections import Counter, defaultdict
from collections.abc import Sequence
from dataclasses import dataclass, replace
from decimal import ROUND_HALF_UP, Decimal
from typing import Callable

import numpy as np
import shapely

from .arrays import as_rows, geometry_array, grouped_union, reduce_by_group
from .catalogue import DECISIONS, DECISIONS_DOC, RULES, TIER1, TIER2, TIER3, UNVERIFIED, decisions_of, rule, value
from .clipping import clip_to_convex
from .findings import (
    ADVISORY,
    EXEMPT,
    INPUT,
    NONCONFORMING,
    PERMIT_REQUIRED,
    VARIED,
    VIOLATION,
    Finding,
    ParcelSummary,
)
from .inputs import CERTIFIED_FIGURES
from .lake import POLYGONAL, LakeAnalysis
from .profiles import Municipalities, Profile, as_municipalities
from .progress import NEVER, Progress
from .proposal import (
    ASSOCIATED,
    BAS,
    BOATHOUSE,
    DOCK_PARTS,
    HOIST,
    HOIST_STRUCTURE,
    STATION,
    Certificate,
    Consolidation,
    DockPart,
    Mooring,
    Proposal,
    Structure,
)
from .site import PlacedDock, PlacedMooring, PlacedStructure, Site, axes, build_sites, extents, reach_bounds, reaches
from .summary import figure
from .terrain import lake_bottom
from .threads import chunked
from .vocabulary import Severity, Status, Zone
from .wording import counted

VARIABLE_RULES = frozenset(
    {  # § 73-22D: facility area line and outlet setbacks; Tier 1 dock configuration, its layout (D15)
        "T1_SETBACK",
        "T1_SETBACK_CAT_A",
        "T2_SETBACK",
        "T2_OUTLET_SETBACK",
        "T3_SETBACK",
        "T3_OUTLET_SETBACK",
        "T1_DOCKED_BOAT_INSIDE",
        "T1_MOORED_BOAT_INSIDE",
        "T2_MOORED_BOAT_INSIDE",
        "T1_MAIN_WALKWAY_SHARE",
        "T1_APPENDAGE_SHAPES",
        "T1_DOCK_SEPARATION",
    }
)
DEFAULT_SWING_RADIUS_FT = 40.0  # D11: a 20-ft boat on a 20-ft rode, where the mooring does not say
MAX_SWING_RADIUS_FT = 1e6  # beyond this a sum of boat and rode is a typing error, and its circle overflows
SWING_SEGMENTS = 32  # a swing circle's chords to a quarter circle
MIN_AREA = 0.01  # sq ft: less is a rounding sliver, not a breach
EMPTY = shapely.Polygon()  # made once: shapely.Polygon() parses WKT each time (16 µs, once for each dock)
EPSILON = 1e-6  # ft (or sq ft, %): a measurement this close to its limit meets it
THREADED = 400  # facilities: fewer are measured on one thread (starting threads would cost more than it saves)
THREADED_OVERLAYS = 100  # overlays (50 µs or more each): fewer are made on one thread
AS_WRITTEN = {"ft": Decimal("0.01"), "sq ft": Decimal("0.1")}  # D4: the precision of the law's own figures
TOUCHING_FT = float(AS_WRITTEN["ft"])  # D10: appendage parts this close touch, the law's lengths' precision (D4)
COUNTS = ("slips", "moorings")  # units of the certified figures that count (D15): with areas, they add up
DOCK_LINE_RULES = {TIER1: "T1_DOCK_LINE", TIER2: "T2_DOCK_LINE", TIER3: "T2_T3_DOCK_ZONE"}
NAV_LIGHT_RULES = {TIER1: "T1_NAV_LIGHT", TIER2: "T2_NAV_LIGHT", TIER3: "T3_NAV_LIGHT"}
SITE_PLAN_RULES = {TIER2: "T2_SITE_PLAN", TIER3: "T3_SITE_PLAN"}  # D24
CITY_PIER_PROFILE, CITY_PIER_SECTIONS = "city_of_canandaigua", ("", "20")  # § 73-20 (D22): the City's, its section
CONSOLIDATION_CAPS = {
    1: "T1_CONSOLIDATED_ONE_PARCEL",
    2: "T1_CONSOLIDATED_TWO_PARCELS",
    3: "T1_CONSOLIDATED_THREE_PARCELS",
}


@dataclass(frozen=True)
class DockShape:
    """A dock's geometries as the checks measure them: the whole dock and its main walkway (None where it has
    none), their waterside parts, and its appendages as built (D10), whole (D21)."""

    geometry: shapely.Geometry
    wet: shapely.Geometry
    walkway: shapely.Geometry | None
    walkway_wet: shapely.Geometry | None
    appendages: list
    appendage_areas: list  # sq ft, each appendage's
    attached: list  # the structures and equipment it touches, which its length includes (D10)


@dataclass(frozen=True)
class DockSize:
    """A Tier 1 dock's measures on its own axes (D9, D10), found for many docks at once
    (``FacilityChecker.dock_sizes``): its area, its landward part included (D21), its main walkway's width along
    the MHW where it meets it and length perpendicular to it, the length of the whole dock with the structures
    attached to it (NaN where it has no main walkway or its parcel no tie line), and those axes (``site.axes``;
    None there)."""

    area: float
    walkway_width: float
    walkway_length: float
    dock_length: float
    axes: np.ndarray | None


@dataclass(frozen=True)
class Measured:
    """What placement and the setbacks measure of a facility, found for many facilities at once
    (``FacilityChecker.measure``): its reach from the MHW (see ``reaches``), whether its waterside part lies
    inside its zone, how near it comes to its facility area lines, and the outlets within its setback."""

    reach: float
    area: shapely.Geometry | None  # its zone's area with its partners' dock zones (``ours``), where it has lines
    inside: bool  # all but a sliver
    outside: shapely.Geometry | None  # its part in a neighbour's water (``outsides``), where it is not ``inside``
    gap: float
    outlets: np.ndarray


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


@dataclass(frozen=True)
class StructureFound:
    """What ``check_structures`` finds of a structure, for all structures at once: its geometry made valid and
    why it was not (None where it was), its parcel and the doubts about that (``placed_by``), its
    waterside part, and with its roof overhang (D11) its geometry, waterside part and measures (``measure``;
    None where it is not placed or not a docking structure)."""

    geometry: shapely.Geometry
    invalid: str | None
    site: Site | None
    doubts: list
    wet: shapely.Geometry
    with_roof: shapely.Geometry
    roof_wet: shapely.Geometry
    measured: Measured | None


@dataclass(frozen=True)
class Later:
    """A finding's geometry made once the check is done, with the others ``make`` draws, all at once: ``make``
    takes the list of their ``args`` and returns their geometries."""

    make: Callable
    args: tuple


@dataclass(frozen=True)
class CheckResult:
    findings: list[Finding]
    summaries: dict[str, ParcelSummary]


@dataclass(frozen=True)
class AsBuilt:
    """A certified facility as the checks measured it, to compare with its certificate (D15): how the findings
    name it, its parcel, its figures by name (``CERTIFIED_FIGURES``) and its features' geometries as drawn."""

    label: str
    parcel_id: str
    figures: dict
    geometries: list


def certified_reading(certificate: Certificate) -> str:
    """The ``to_confirm`` line of a finding a certificate of nonconformity covers (D15): the extent the facility
    was compared with, or that the certificate records none to compare it with."""
    if certificate.has_extent:
        recorded = [CERTIFIED_FIGURES[name].what for name in certificate.figures]
        recorded += ["footprint"] if certificate.footprint is not None else []
        return (
            f"the certificate of nonconformity of {certificate.facility_id} records its extent "
            f"({', '.join(recorded)}): within it the facility is nonconforming, and an excess is a violation of its own"
        )
    return (
        f"the certificate of nonconformity of {certificate.facility_id} records no extent (figures or footprint), so "
        "the facility could not be compared with it: whether it was enlarged is for the officer to confirm"
    )


def _amount(amount: float, unit: str) -> str:
    """A figure with its unit, printed as ``figure`` prints it: ``720 sq ft``, ``1 slip``, ``2 slips``."""
    shown = figure(amount)
    return f"{shown} {unit[:-1] if unit in COUNTS and shown == '1' else unit}"


def appendages_as_built(parts: np.ndarray, owner: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """D10: the appendage parts of each dock (``owner``) that touch or overlap (within TOUCHING_FT) as one
    appendage, united (``united``), all docks at once; and the dock of each."""
    if not len(parts):
        return parts, owner
    left, right = shapely.STRtree(parts).query(parts, predicate="dwithin", distance=TOUCHING_FT)
    left, right = left[owner[left] == owner[right]], right[owner[left] == owner[right]]
    label = np.arange(len(parts))
    while True:  # each part labelled with the least index it is joined to, through any chain of touching parts
        joined = label.copy()
        np.minimum.at(joined, left, label[right])
        joined = joined[joined]
        if (joined == label).all():
            break
        label = joined
    first, sizes = np.unique(label, return_counts=True)
    groups = np.split(parts[np.argsort(label, kind="stable")], np.cumsum(sizes)[:-1])
    return united([list(group) for group in groups]), owner[first]


def _across_the_mhw(docks: Sequence[PlacedDock]) -> tuple[str, ...]:
    """("D21",) where one of the docks has a part landward of the MHW, which its area caps count; else ()."""
    return ("D21",) if any(dock.across for dock in docks) else ()


def _city_pier_elsewhere(section: str, profile: Profile) -> bool:
    """Whether an exemption recorded under ``section`` is one of § 73-20 for a parcel of ``profile`` other than
    the City of Canandaigua, which is not applied (D22)."""
    return section in CITY_PIER_SECTIONS and profile.key != CITY_PIER_PROFILE


def area_cap_rule(consolidation) -> str:
    """The rule capping a Tier 1 dock's area: § 73-9C(1), or § 73-10 by how many parcels consolidate it."""
    return CONSOLIDATION_CAPS[min(len(consolidation.parcel_ids), 3)] if consolidation else "T1_DOCK_AREA"


def _as_areas(geometries: np.ndarray) -> np.ndarray:
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
        drawn[k] = shapely.union_all(list(parts[polygonal]) + list(shapely.buffer(parts[~polygonal], 0.5)))
    return drawn


def as_written(measured: float, unit: str) -> float:
    """A measurement to the precision the law writes its figures in (D4: lengths to 0.01 ft, areas to 0.1 sq ft,
    half-up), so that a facility drawn to a limit meets it in every CRS; other units as measured."""
    step = AS_WRITTEN.get(unit)
    if step is None or not math.isfinite(measured):
        return measured
    return float(Decimal(repr(float(measured))).quantize(step, rounding=ROUND_HALF_UP))


def _past(measured: float, limit: float, when: str) -> bool:
    """Whether a measurement breaches its limit, with the one tolerance: ``over`` a maximum, ``under`` a
    minimum, ``reaching`` a threshold (at it or past it) or ``within`` a distance (at it or nearer)."""
    if when == "over":
        return measured > limit + EPSILON
    if when == "under":
        return measured < limit - EPSILON
    if when == "within":
        return measured < limit + EPSILON
    return measured > limit - EPSILON


@contextlib.contextmanager
def collector_paused():
    """Python's cyclic garbage collector paused, then left as it was: a check makes tens of thousands of objects
    that live until it ends (sites, measures, findings, summaries), and so set the collector walking every object
    of the analysis too (some 140,000 on the bench lake), finding nothing to free: about 60 ms of a 0.6-s check
    there. Reference counting frees them as ever."""
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was_enabled:
            gc.enable()


def united(groups: list[list]) -> np.ndarray:
    """Each group of geometries as one (its ``union_all``), all at once: a table that GEOS unites row by row,
    shared out among threads (``chunked``)."""
    table = as_rows(geometry_array([part for group in groups for part in group]), [len(group) for group in groups])
    return chunked(lambda rows: shapely.union_all(rows, axis=1), table, least=THREADED_OVERLAYS)


def _inside(geometries: np.ndarray, areas: np.ndarray, regions=None) -> tuple[np.ndarray, np.ndarray]:
    """Whether no more than a sliver of each geometry (of a point: nothing) lies outside its area: then none of it
    is in a neighbour's water, and the overlay with the reach of the MHW that measures that part is not needed
    (the common case: one overlay instead of three); and the part outside (empty where none). A predicate first,
    the overlay only where it fails, shared out among threads (``chunked``): ``contains_properly``, which is quick
    where the outlines do not meet (``covers`` computes their whole relation, and fails on most docks anyway,
    whose waterside part ends on the MHW that bounds the zone too). Waterside parts may give ``regions``, their
    areas' regions before the cut to the water (``ZoneResult.region``, None where there is none), tested instead
    of the areas (which lie in them): a waterside part properly inside its region is in the region's water, which
    is all its area; where the test fails, the overlay decides as ever."""
    rest = np.full(len(geometries), EMPTY, dtype=object)
    tested = areas if regions is None else np.where(shapely.is_missing(regions), areas, regions)
    # none prepared: GEOS prepares its own copies
    held = chunked(shapely.contains_properly, tested, geometries, least=THREADED)
    rest[~held] = chunked(shapely.difference, geometries[~held], areas[~held], least=THREADED_OVERLAYS)
    area = shapely.area(rest)
    return shapely.is_empty(rest) | ((area > 0) & (area <= MIN_AREA)), rest


def _without_slivers(geometries) -> np.ndarray:
    """Findings' drawings without their parts of MIN_AREA or less (lines and points among them) where a larger
    polygon is left: the rounding slivers a verdict by area ignores, which would show on the map apart from what
    the finding is about (a part outside the facility area lines along the shore, say). All at once."""
    drawn = geometry_array(geometries)
    parts, owner = shapely.get_parts(drawn, return_index=True)
    sliver = shapely.area(parts) <= MIN_AREA
    polygon = shapely.get_type_id(parts) == shapely.GeometryType.POLYGON
    count = len(drawn)
    trimmed = (np.bincount(owner[sliver], minlength=count) > 0) & (np.bincount(owner[~sliver], minlength=count) > 0)
    trimmed &= np.bincount(owner[~sliver & ~polygon], minlength=count) == 0  # a collection held in a collection
    if not trimmed.any():
        return drawn
    kept = trimmed[owner] & ~sliver
    return shapely.multipolygons(parts[kept], indices=owner[kept], out=drawn.copy())


def _drawn_without_slivers(drawings: list[tuple]) -> np.ndarray:
    """``_without_slivers`` as a ``Later``'s ``make``: of the geometry each of ``drawings`` holds."""
    return _without_slivers([geometry for (geometry,) in drawings])


def _near_lines(outsides: np.ndarray, geometries: np.ndarray, lines: np.ndarray, setbacks: np.ndarray) -> np.ndarray:
    """Each geometry's part outside its facility area lines (``outsides``) with its part within ``setbacks`` of
    them (``lines``, each parcel's as one geometry)."""
    return shapely.union(outsides, shapely.intersection(geometries, shapely.buffer(lines, setbacks)))


def _setback_drawings(drawings: list[tuple]) -> np.ndarray:
    """Setback findings' geometries (``setbacks``), all at once: each facility's part within the setback of its
    facility area lines with its part outside them where it crosses them (empty where it does not), without the
    slivers its crossing ignores (``_without_slivers``). A parcel's lines are buffered as one MultiLineString, and
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
    drawn = _without_slivers(outsides), geometry_array(geometries), lines, np.array(setbacks)
    return chunked(_near_lines, *drawn, least=THREADED_OVERLAYS)


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


def _swing(mooring: Mooring) -> tuple[float, list[str]]:
    """A mooring's swing radius, boat length plus rode (D11), and what its data lacks for it."""
    problems: list[str] = []
    boat = _number(mooring.boat_length_ft, "the boat length", problems)
    rode = _number(mooring.rode_ft, "the rode", problems)
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


def _kind(kind) -> str:
    """A structure's type as the checks name it: ``Boat hoist-structure`` is ``boat_hoist_structure``."""
    return str(kind or "").strip().lower().replace(" ", "_").replace("-", "_")


def _overhang(structure: Structure, problems: list[str]) -> float:
    """A structure's roof overhang in inches (D11), 0 where not given; a negative one is reported and dropped."""
    return _number(structure.overhang_in, "the roof overhang", problems) or 0.0


def _structure_label(structure: Structure, kind: str) -> str:
    """How the findings name a structure: its type (``_kind``) and id."""
    return f"{kind.replace('_', ' ').capitalize() or 'Structure'} {structure.structure_id or structure.feature}"


def _number(value_, what: str, problems: list[str]) -> float | None:
    """A dimension read from the data: None when missing; a negative one is reported and dropped."""
    if value_ is None:
        return None
    if value_ < 0:
        problems.append(f"{what} is negative ({value_:g})")
        return None
    return float(value_)


class FacilityChecker:
    """The checks for one analysed lake. Building it costs the lake's size once; ``check`` then costs only what
    is proposed, so a panel can re-check one parcel's proposals as they are drawn."""

    def __init__(self, analysis: LakeAnalysis, profile: Profile | Municipalities, outlets=()):
        outlets = [g for g in outlets if g is not None]
        self.analysis, self.municipalities = analysis, as_municipalities(profile)
        self.water, self.tiles = analysis.water, analysis.tiles
        shapely.prepare(self.water)
        self.outlet_parts = shapely.get_parts(shapely.union_all(outlets)) if outlets else geometry_array([])
        self.outlet_tree = shapely.STRtree(self.outlet_parts)  # the few outlets near a facility, found at once
        self.proposal = Proposal()
        self.findings: list[Finding] = []
        self.consolidation_of: dict[str, Consolidation] = {}  # dock id → its consolidation (§ 73-10)
        self.shared_docks: dict[str, list[str]] = {}  # parcel → the shared docks placed on a partner
        # steep-slope parcel → (own use, use by shared dock) of its allowance (E19)
        self.steep_used: dict[str, tuple[float, dict]] = {}
        # certificates and certified facilities as measured, by id (D15)
        self.certified: dict[str, Certificate] = {}
        self.as_built: dict[str, AsBuilt] = {}
        ties = analysis.shoreline.tie_points
        self.adjoining = {frozenset((t.before, t.after)) for t in ties}  # parcel indices meeting on the MHW
        self.index_of = {pid: i for i, pid in enumerate(analysis.parcel_ids)}
        self.sites = build_sites(analysis)
        self.sites_by_index = {site.index: site for site in self.sites.values() if site.dock_zone is not None}
        site_list = list(self.sites.values())
        self._site_list = site_list
        self.zone_tree = shapely.STRtree([s.deepest.area if s.deepest else s.geometry for s in site_list])
        self.parcel_tree = shapely.STRtree([s.geometry for s in site_list])

    # -- reporting --------------------------------------------------------------------------------------------
    def report(
        self,
        rule_id: str,
        *,
        parcel_id,
        facility_id,
        message,
        geometry=None,
        measured=None,
        limit=None,
        unit: str = "",
        severity: Severity = VIOLATION,
        readings: tuple[str, ...] = (),
    ) -> None:
        """One finding; the severity follows the rule's status, certificates and variances (D15, D18). Its basis
        and ``to_confirm`` name the decisions and unverified readings it rests on: the rule's own, ``readings``,
        such as a fallback facility area line it was measured from (D7), and assumed subsection letters.
        ``message`` may be a function (made only now that there is a finding); ``geometry`` a function or a
        ``Later``, made when the check is done (``drawn``)."""
        message = message() if callable(message) else message
        profile = self.municipalities.of(parcel_id)
        citation = profile.cite(rule_id) if rule_id in RULES else ""
        if rule_id in RULES and rule(rule_id).status == UNVERIFIED and severity == VIOLATION:
            severity = ADVISORY
            message += " This limit is an unverified reading of the law, so the finding is advisory."
        certificate = None if rule_id in (INPUT, "NONCONFORMITY_ENLARGED") else self.certified.get(facility_id)
        exempting = self.exemption(rule_id, parcel_id, facility_id)
        if exempting and rule_id != INPUT:
            severity = EXEMPT
            message += f" It is recorded as exempt from this rule ({exempting})."
        elif certificate is not None:
            severity = NONCONFORMING
            message += " A certificate of nonconformity is recorded for it."
            readings = (*readings, "D15")
        elif (parcel_id, rule_id) in self.proposal.variances:
            if rule_id in VARIABLE_RULES:
                severity = VARIED
                message += f" A variance from this rule is recorded ({profile.cite('VARIANCE_SCOPE')})."
            else:
                message += (
                    f" A variance is recorded, but {profile.cite('VARIANCE_SCOPE')} lets the Zoning "
                    "Board of Appeals vary only setbacks and Tier 1 dock configuration, not this rule."
                )
        self.findings.append(
            Finding(
                parcel_id,
                facility_id,
                rule_id,
                citation,
                severity,
                None if measured is None else round(float(measured), 2),
                None if limit is None else float(limit),
                unit,
                message,
                geometry,  # made when the check is done (``drawn``)
                *self.readings(rule_id, parcel_id, readings, certificate if severity == NONCONFORMING else None),
            )
        )

    def readings(self, rule_id: str, parcel_id, readings: tuple[str, ...], certificate=None) -> tuple[str, str]:
        """(basis, to_confirm) of a finding: ``law``, ``decision`` or ``unverified``, and one line for each
        decision, unverified reading and citation caveat it rests on, and for the certificate that covers it."""
        decisions = dict.fromkeys((*(decisions_of(rule_id) if rule_id in RULES else ()), *readings))
        lines = [f"{d}: {DECISIONS.get(d) or f'a reading of ours, {DECISIONS_DOC}'}" for d in decisions]
        if rule_id not in RULES:  # INPUT: the readings by which a record was refused (D15, D22), if any
            return "decision" if lines else "law", "\n".join(lines)
        lines += [certified_reading(certificate)] if certificate is not None else []
        found = rule(rule_id)
        if found.status == UNVERIFIED:
            lines.append(f"{rule_id}: an unverified reading ({found.note or found.constrains})")
        caveat = self.municipalities.of(parcel_id).caveat(rule_id)
        basis = "unverified" if found.status == UNVERIFIED else "decision" if decisions else "law"
        return basis, "\n".join(lines + ([caveat] if caveat else []))

    def exemption(self, rule_id: str, parcel_id, facility_id) -> str | None:
        """The section that exempts this facility or parcel from the rule, where an exemption is recorded; a
        § 73-20 exemption only in the City of Canandaigua (D22: ``refuse_exemptions``)."""
        profile = self.municipalities.of(parcel_id)
        for subject, exempt_rule, section in self.proposal.exemptions:
            if _city_pier_elsewhere(section, profile):
                continue
            if subject in (facility_id, parcel_id) and exempt_rule in ("", "*", rule_id):
                city_pier = section in CITY_PIER_SECTIONS
                return profile.cite("CITY_PIER_BOATHOUSES") if city_pier else profile.cite_section(section)
        return None

    def refuse_exemptions(self) -> None:
        """§ 73-20 (D22): the exemption covers only the City Pier boathouse parcels of the City of Canandaigua; a
        record of it for a parcel (or a facility on a parcel) of another municipality is refused, and said so."""
        placed = {
            placed.facility_id: site.parcel_id
            for site in self.sites.values()
            for placed in site.docks + site.structures + site.moorings
        }
        for subject, _, section in sorted(self.proposal.exemptions, key=str):
            pid = subject if subject in self.index_of else placed.get(subject)
            profile = self.municipalities.of(pid)
            if pid is not None and _city_pier_elsewhere(section, profile):
                self.doubt(
                    pid,
                    None if subject == pid else subject,
                    f"The exemptions table records {subject} as exempt under {profile.cite('CITY_PIER_BOATHOUSES')}, "
                    f"but parcel {pid} is in the {profile.name}: that exemption covers only the City Pier boathouse "
                    "parcels of the City of Canandaigua, so the record was not applied (Dockline decision D22).",
                    readings=("D22",),
                )

    def breach(self, rule_id: str, measured: float, *, geometry, limit=None, when: str = "over", **finding) -> bool:
        """Report ``rule_id`` when ``measured`` breaches its limit (see ``_past``): the catalogue's value unless
        ``limit`` is given. ``geometry`` and ``message`` may be functions, called only for a breach; the rest of
        the finding (parcel, facility, unit, message, severity) goes to ``report`` as it is. Returns whether it
        did."""
        limit, unit = value(rule_id) if limit is None else limit, finding.get("unit", "")
        near = not abs(measured - limit) > 1.0  # rounded to the law's precision (D4) only near its limit can it change
        if not _past(as_written(measured, unit) if near else measured, limit, when):
            return False
        self.report(rule_id, measured=as_written(measured, unit), limit=limit, geometry=geometry, **finding)
        return True

    def doubt(self, parcel_id, facility_id, message, geometry=None, readings: tuple[str, ...] = ()):
        """The data cannot be read as the law needs: an advisory finding for the officer; ``readings``: the
        decisions by which a record was refused."""
        self.report(
            INPUT,
            parcel_id=parcel_id,
            facility_id=facility_id,
            message=message,
            geometry=geometry,
            severity=ADVISORY,
            readings=readings,
        )

    def too_many_moorings(self, rule_id: str, pid: str, moorings: list, limit: int, message: str) -> None:
        """The parcel's moorings, more than ``limit`` (its tier's or category's cap), as one finding of the parcel's
        (no one mooring breaches it), drawn on them all."""
        self.report(
            rule_id,
            parcel_id=pid,
            facility_id=None,
            measured=len(moorings),
            limit=limit,
            unit="moorings",
            message=message,
            geometry=shapely.union_all([m.geometry for m in moorings]),
        )

    def wet(self, geometry):
        """The part of a geometry waterside of the MHW (see ``wets``)."""
        return self.wets(geometry_array([geometry]))[0]

    def wets(self, geometries: np.ndarray) -> np.ndarray:
        """The part of each geometry waterside of the MHW, cut from the few water tiles around it (the whole lake
        is too big to intersect thousands of times), all in one pass; a geometry wholly in one tile is its own
        waterside part (no overlay). The overlays are shared out among threads (``chunked``); the predicates
        with the prepared tiles are not (GEOS builds a prepared geometry's indexes when first asked, unguarded)."""
        which, piece = self.tiles.tree.query(geometries)
        starts = np.searchsorted(which, np.arange(len(geometries) + 1))
        counts = np.diff(starts)
        water = np.empty(len(geometries), dtype=object)
        water[counts == 1] = self.tiles.pieces[piece[starts[:-1][counts == 1]]]
        united = {}  # the tiles' union, made once for all geometries on the same tiles
        for i in np.flatnonzero(counts > 1):
            tiles = tuple(piece[starts[i] : starts[i + 1]])
            if tiles not in united:
                united[tiles] = shapely.union_all(self.tiles.pieces[list(tiles)])
            water[i] = united[tiles]
        cut = np.full(len(geometries), EMPTY, dtype=object)
        wholly = counts == 1
        wholly[wholly] = shapely.covers(water[wholly], geometries[wholly])  # the tiles are prepared
        cut[wholly] = geometries[wholly]
        overlay = (counts > 0) & ~wholly
        cut[overlay] = chunked(shapely.intersection, geometries[overlay], water[overlay], least=THREADED_OVERLAYS)
        return cut

    # -- which parcel -----------------------------------------------------------------------------------------
    def repaired(self, geometry, label: str, facility_id, parcel_id):
        """An invalid polygon (a self-crossing outline, say) made valid for the checks, and said so."""
        if shapely.is_valid(geometry):
            return geometry
        self.said_repaired(geometry, shapely.is_valid_reason(geometry), label, facility_id, parcel_id)
        return shapely.make_valid(geometry)

    def said_repaired(self, geometry, reason: str, label: str, facility_id, parcel_id) -> None:
        """The doubt for an invalid polygon made valid for the checks (``repaired``), ``reason`` why invalid."""
        self.doubt(
            parcel_id,
            facility_id,
            f"{label} is not a valid polygon ({reason}); it was repaired for the check: correct the drawing.",
            geometry,
        )

    def located(self, geometry) -> Site | None:
        """The parcel whose facility area holds most of the geometry, else the parcel it stands on."""
        for tree in (self.zone_tree, self.parcel_tree):
            hits = tree.query(geometry, predicate="intersects")
            if len(hits):
                shares = shapely.area(shapely.intersection(tree.geometries[hits], geometry))
                if shapely.get_type_id(geometry) == shapely.GeometryType.POINT or shares.max() > 0:
                    return self._site_list[hits[int(np.argmax(shares))]]
        return None

    def site_for(self, named: set, geometry, label: str, facility_id) -> Site | None:
        """The parcel a facility belongs to (see ``placed_by``), its doubts reported."""
        site, doubts = self.placed_by(named, geometry, label, facility_id)
        for doubt in doubts:
            self.doubt(*doubt)
        return site

    def placed_by(self, named: set, geometry, label: str, facility_id) -> tuple[Site | None, list[tuple]]:
        """The parcel a facility belongs to: the one its data names, else the one whose facility area holds
        most of it, else the parcel it stands on, else the nearest facility area; and the doubts to report
        about that (``doubt``'s arguments), so that a caller may find the parcels of many facilities first."""
        named, doubts = {n for n in named if n}, []
        if len(named) > 1:
            doubts.append(
                (
                    None,
                    facility_id,
                    f"{label} names several parcels ({', '.join(sorted(named))}); it was placed by its location.",
                    geometry,
                )
            )
        elif named:
            (pid,) = named
            if pid in self.sites:
                return self.sites[pid], doubts
            if pid in self.index_of:
                reason = (
                    "does not adjoin the mean high-water line"
                    if pid not in self.analysis.lineal
                    else "has no allocation"
                )
                message = f"{label} is on parcel {pid}, which {reason}: no docking facility can be allowed there."
                return None, [(pid, facility_id, message, geometry)]
            doubts.append(
                (
                    None,
                    facility_id,
                    f"{label} names parcel {pid}, which is not in the parcels layer; it was placed by its location.",
                    geometry,
                )
            )
        site = self.located(geometry)
        if site is not None:
            return site, doubts
        nearest = self.zone_tree.nearest(geometry)
        if nearest is None:
            return None, doubts
        site = self._site_list[int(nearest)]
        gap = shapely.distance(self.zone_tree.geometries[nearest], geometry)
        message = (
            f"{label} lies in no parcel's facility area; it was checked against parcel {site.parcel_id}'s, the "
            f"nearest ({gap:.1f} ft away)."
        )
        return site, [*doubts, (site.parcel_id, facility_id, message, geometry)]

    # -- placement (§§ 73-9A, 73-9C(1)(c), 73-13G, 73-14A, 73-16A) --------------------------------------------
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
        inside[zoned], spills[zoned] = _inside(wets[zoned], ours, regions[zoned])
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
        which, near = self.outlet_tree.query(geometries, predicate="dwithin", distance=setback)
        bounds = np.searchsorted(which, np.arange(count + 1)).tolist()  # np.split: a few µs for each facility
        outlets = [near[start:end] for start, end in zip(bounds[:-1], bounds[1:])]
        values = zip(reach.tolist(), areas, inside.tolist(), outside, gap.tolist(), outlets)
        return [Measured(*measures) for measures in values]

    def ours(self, area, partners: frozenset):
        """A zone's area with the dock zones of ``partners`` (a consolidation with its waiver recorded, § 73-10)."""
        zones = [self.sites_by_index[p].dock_zone for p in partners if p in self.sites_by_index]
        shared = [zone.area for zone in zones if zone is not None]
        return shapely.union_all([area.area, *shared]) if shared else area.area

    def placement(
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
        if _past(reach, depth, "over") and self.bottom is not None:
            self.depth_extension(site, wet, reach, depth, label, found)
        else:
            extension = "T1_DEPTH_EXTENSION" if tier == TIER1 else "T2_DEPTH_EXTENSION"
            self.breach(
                DOCK_LINE_RULES[tier],
                reach,
                limit=depth,
                **found,
                message=lambda: f"{label} reaches {reach:.1f} ft from the mean high-water line; no part may go past "
                f"the line {depth:g} ft out. No bathymetry was given, so the depth extension of "
                f"{self.municipalities.of(pid).cite(extension)} (to the 683.60-ft bottom contour) could not be "
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
        allowed = self.analysis.depth_extensions.get(site.parcel_id)
        beyond = shapely.difference(past, allowed.area) if allowed is not None else past
        where = (
            f"the bottom where it crosses the {depth:g}-ft line is {bottom:.2f} ft"
            if bottom == bottom
            else (f"the bottom where it crosses the {depth:g}-ft line is not known")
        )
        if shapely.area(beyond) <= MIN_AREA:
            self.report(
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
        self.report(
            DOCK_LINE_RULES[site.tier],
            measured=reach,
            limit=depth,
            **found,
            readings=("E10",),
            message=f"{label} reaches {reach:.1f} ft from the mean high-water line, past the {depth:g}-ft line; {where}"
            f", and under {self.municipalities.of(site.parcel_id).cite(rule)} a dock may run on only over a bottom "
            f"above {level:.2f} ft, to that contour: the part past it is not allowed.",
            geometry=Later(_drawn_without_slivers, (beyond,)),
        )

    @property
    def bottom(self):
        """The lake's bottom where one was given (rules.terrain.lake_bottom), else None."""
        terrain = self.analysis.terrain
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
            self.breach(
                setback_rule,
                gap,
                limit=setback,
                when="under",
                **found,
                message=lambda: f"{label} {'crosses' if crossing else f'comes within {gap:.1f} ft of'} a facility "
                f"area line, which divides this parcel's water from its neighbour's; every part must stay {setback:g} "
                "ft inside it.",
                readings=site.fallback_readings,
                geometry=Later(_setback_drawings, (geometry, outside if crossing else EMPTY, lines, setback)),
            )
        outlet_setback = float(allocation.outlet_setback_ft)
        if len(measured.outlets):  # else none is near
            outlet_rule = allocation.outlet_setback_rule
            near = self.outlet_parts[measured.outlets]  # the only ones whose setback can reach it
            gap = float(shapely.distance(geometry, near).min())
            self.breach(
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
        as a whole, given in ``spills`` where the caller has it (``_inside``'s). All at once."""
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
            self.breach(
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

    # -- docks ------------------------------------------------------------------------------------------------
    def check_docks(self) -> None:
        parts_of = defaultdict(list)
        drawn = geometry_array([part.geometry for part in self.proposal.docks])
        missing, valid = shapely.is_missing(drawn) | shapely.is_empty(drawn), shapely.is_valid(drawn)
        for part, is_missing, is_valid in zip(self.proposal.docks, missing, valid):
            if not part.dock_id:
                self.doubt(
                    part.parcel_id,
                    None,
                    f"{part.feature} has no dock id, so it cannot be measured with "
                    "its dock; give every part its dock's id.",
                    part.geometry,
                )
            elif is_missing:
                self.doubt(part.parcel_id, part.dock_id, f"{part.feature} (dock {part.dock_id}) has no geometry.")
            elif is_valid:
                parts_of[part.dock_id].append(part)
            else:
                geometry = self.repaired(
                    part.geometry, f"{part.feature} (dock {part.dock_id})", part.dock_id, part.parcel_id
                )
                parts_of[part.dock_id].append(replace(part, geometry=geometry))
        docks = list(parts_of.items())
        shapes = self.dock_shapes([parts for _, parts in docks])
        placed = [
            self.placed_by({p.parcel_id for p in parts}, shape.geometry, f"Dock {dock_id}", dock_id)
            for (dock_id, parts), shape in zip(docks, shapes)
        ]
        partners = [self.partners(dock_id, site) for (dock_id, _), (site, _) in zip(docks, placed)]
        wet = ~shapely.is_empty(geometry_array([shape.wet for shape in shapes]))
        site_of = {k: site for k, (site, _) in enumerate(placed) if site is not None and wet[k]}
        ready, sites = list(site_of), list(site_of.values())
        measured = self.measure(
            sites,
            [shapes[k].geometry for k in ready],
            [shapes[k].wet for k in ready],
            [partners[k] for k in ready],
            Zone.DOCK,
            np.array(  # exact (see ``reaches``) where certified: compared with the certificate (D15)
                [0.0 if docks[k][0] in self.certified else value(NAV_LIGHT_RULES[site_of[k].tier]) for k in ready]
            ),
        )
        measured_of = dict(zip(ready, measured))
        tier1 = [k for k in ready if site_of[k].tier == TIER1]
        size_of = dict(zip(tier1, self.dock_sizes([site_of[k] for k in tier1], [shapes[k] for k in tier1])))
        for k, ((dock_id, parts), shape, (site, doubts)) in enumerate(zip(docks, shapes, placed)):
            for doubt in doubts:
                self.doubt(*doubt)
            if site is not None:
                self.check_dock(dock_id, parts, shape, site, partners[k], measured_of.get(k), size_of.get(k))

    def partners(self, dock_id, site: Site | None) -> frozenset:
        """The other parcels (indices) of a dock's consolidation with its waiver recorded (§ 73-10), whose
        shared facility area lines are no setbacks."""
        consolidation = self.consolidation_of.get(dock_id)
        if site is None or not (consolidation and consolidation.waiver):
            return frozenset()
        return frozenset(
            self.index_of[p] for p in consolidation.parcel_ids if p != site.parcel_id and p in self.index_of
        )

    def dock_shapes(self, docks: list[list[DockPart]]) -> list[DockShape]:
        """Each dock's shape, the parts of all docks united and cut from the water together (one call for all
        instead of a few for each dock)."""
        if not docks:
            return []
        walkways = np.full(len(docks), None, dtype=object)
        drawn: list[shapely.Geometry] = []  # the appendages as drawn, and the dock of each
        drawn_owner: list[int] = []
        for i, parts in enumerate(docks):
            main = [p.geometry for p in parts if p.part == "main_walkway"]
            walkways[i] = main[0] if len(main) == 1 else shapely.union_all(main) if main else None  # one: own union
            drawn += [p.geometry for p in parts if p.part == "appendage"]
            drawn_owner += [i] * (len(drawn) - len(drawn_owner))
        has_main = walkways != None  # noqa: E711 (elementwise)
        geometries = united([[p.geometry for p in parts] for parts in docks])
        appendages, owner = appendages_as_built(geometry_array(drawn), np.array(drawn_owner, dtype=int))
        wet = self.wets(geometries)
        walkway_wet = np.full(len(docks), None, dtype=object)
        afloat = has_main & np.array([cut is dock for cut, dock in zip(wet, geometries)], dtype=bool)
        walkway_wet[afloat] = walkways[afloat]  # a dock wholly in the water: its walkway too
        ashore = np.flatnonzero(has_main & ~afloat)  # else the dock's waterside part cut to its walkway
        walkway_wet[ashore], overlaid = clip_to_convex(wet[ashore], walkways[ashore])  # an overlay if not convex
        ashore = ashore[overlaid]
        walkway_wet[ashore] = chunked(shapely.intersection, walkways[ashore], wet[ashore], least=THREADED_OVERLAYS)
        cut_of, area_of, attached = defaultdict(list), defaultdict(list), defaultdict(list)
        for i, appendage, area in zip(owner, appendages, shapely.area(appendages).tolist()):
            cut_of[i].append(appendage)
            area_of[i].append(area)
        for i, k in zip(*self.attachable.query(geometries, predicate="intersects")):
            attached[i].append(k)
        structures = self.attachable.geometries
        return [
            DockShape(
                geometries[i],
                wet[i],
                walkways[i],
                walkway_wet[i],
                cut_of[i],
                area_of[i],
                [structures[k] for k in sorted(attached[i])],
            )
            for i in range(len(docks))
        ]

    def dock_sizes(self, sites: list, shapes: list[DockShape]) -> list[DockSize]:
        """Each dock's ``DockSize`` on its site, all at once: the walkway's length measured on its waterside
        part and the dock's on the waterside part of the dock with its attached structures (each on the walkway
        where that part is empty)."""
        wet = geometry_array([shape.wet for shape in shapes])
        framed = [k for k, shape in enumerate(shapes) if sites[k].frame is not None and shape.walkway is not None]
        attached = [k for k in framed if shapes[k].attached]
        whole = wet.copy()
        whole[attached] = self.wets(
            geometry_array([shapely.union_all([shapes[k].geometry, *shapes[k].attached]) for k in attached])
        )
        walkway = geometry_array([shapes[k].walkway for k in framed])
        walkway_wet = geometry_array([shapes[k].walkway_wet for k in framed])
        measured = np.concatenate(
            [walkway, *(np.where(shapely.is_empty(cut), walkway, cut) for cut in (walkway_wet, whole[framed]))]
        )
        frames = axes([sites[k] for k in framed], walkway).reshape(-1, 2, 2)
        found = extents(measured, np.concatenate([frames] * 3)).reshape(3, len(framed), 2)
        sizes = np.full((len(shapes), 3), np.nan)
        sizes[framed] = np.column_stack([found[0, :, 0], found[1, :, 1], found[2, :, 1]])
        frame_of = dict(zip(framed, frames))
        areas = shapely.area(geometry_array([shape.geometry for shape in shapes])).tolist()  # the whole dock (D21)
        return [
            DockSize(area, width, length, whole, frame_of.get(k))
            for k, (area, (width, length, whole)) in enumerate(zip(areas, sizes.tolist()))
        ]

    def check_dock(
        self,
        dock_id: str,
        parts: list[DockPart],
        shape: DockShape,
        site: Site,
        partners: frozenset,
        measured: Measured | None,
        size: DockSize | None,
    ) -> None:
        """One dock on its site (``check_docks`` finds the sites and measures of all docks at once)."""
        label = f"Dock {dock_id}"
        geometry = shape.geometry
        pid = site.parcel_id
        problems: list[str] = []
        given = [_number(p.slips, "slips", problems) for p in parts]
        slips = max((s for s in given if s is not None), default=None)
        for part in parts:
            if part.part not in DOCK_PARTS:
                problems.append(
                    f"{part.feature} is of part {part.part!r}, not one of {', '.join(DOCK_PARTS)} "
                    "(counted as a platform)"
                )
        if slips is None:
            problems.append("its number of slips is not given (counted as 0)")
        if problems:
            self.doubt(pid, dock_id, f"{label}: " + "; ".join(problems) + ".", geometry)
        consolidation = self.consolidation_of.get(dock_id)
        wet = shape.wet
        if measured is None:  # no waterside part, like a mooring on land: not a dock of the lake, and not counted
            self.doubt(pid, dock_id, f"{label} lies entirely on land, not in the water: check its position.", geometry)
            return
        reach = self.placement(site, dock_id, geometry, label, partners, wet, measured)
        self.nav_light(site, dock_id, reach, any(p.nav_light for p in parts), label, geometry)
        area = size.area if size else float(shapely.area(wet))
        across = size is not None and bool(area - shapely.area(wet) > MIN_AREA)  # D21: its area counts a part ashore
        placed = PlacedDock(dock_id, wet, int(slips or 0), consolidation, area, across, size.axes if size else None)
        site.docks.append(placed)
        if dock_id in self.certified:
            length, width = (size.dock_length, size.walkway_width) if size else (None, None)
            figures = {"area_sqft": area, "length_ft": length, "width_ft": width, "reach_ft": reach}
            self.as_proposed(dock_id, site, label, geometry, **figures, slips=slips or 0)
        if site.tier == TIER1:
            assert size is not None  # ``check_docks`` sizes every Tier 1 dock in the water
            self.dock_dimensions(site, placed, shape, size)

    def dock_dimensions(self, site: Site, dock: PlacedDock, shape: DockShape, size: DockSize) -> None:
        """§ 73-9C(1) and § 73-10: area, main walkway width and share of the whole dock with its attached
        structures and equipment, appendages (D9, D10); the area caps count a dock across the MHW whole (§ 73-11F,
        D21)."""
        dock_id, consolidation, area = dock.facility_id, dock.consolidation, dock.area
        pid, label = site.parcel_id, f"Dock {dock_id}"
        wet, walkway = shape.wet, shape.walkway
        found = {"parcel_id": pid, "facility_id": dock_id}
        across = _across_the_mhw([dock])
        ashore = " (its part landward of the mean high-water line included)" if across else ""
        cap_rule = area_cap_rule(consolidation)
        bonus = value("T1_STEEP_SLOPE_BONUS") * self.steep_parcels(site, consolidation)
        limit = value(cap_rule) + bonus
        extra = f" (with the {bonus} sq ft steep-slope allowance)" if bonus else ""
        self.breach(
            cap_rule,
            area,
            limit=limit,
            **found,
            unit="sq ft",
            message=lambda: f"{label} covers {area:.1f} sq ft{ashore}; a dock may cover {limit} sq ft{extra}.",
            geometry=shape.geometry,
            readings=across,
        )
        if walkway is None:
            self.doubt(
                pid,
                dock_id,
                f"{label} has no part marked main_walkway, so its walkway width and length "
                f"({self.municipalities.of(pid).cite('T1_MAIN_WALKWAY_WIDTH')} and (b)) could not be checked.",
                wet,
            )
        elif site.frame is not None:
            width = size.walkway_width
            self.breach(
                "T1_MAIN_WALKWAY_WIDTH",
                width,
                **found,
                unit="ft",
                message=lambda: f"{label}'s main walkway is {width:.1f} ft wide (measured along the shore where it "
                f"meets the water); the limit is {value('T1_MAIN_WALKWAY_WIDTH')} ft.",
                geometry=walkway,
            )
            walkway_length, dock_length = size.walkway_length, size.dock_length
            share = 100.0 * walkway_length / dock_length if dock_length > 0 else 100.0
            self.breach(
                "T1_MAIN_WALKWAY_SHARE",
                share,
                when="under",
                **found,
                unit="%",
                message=lambda: f"{label}'s main walkway is {walkway_length:.1f} ft of the dock's {dock_length:.1f} "
                f"ft length ({share:.0f} %); it must be at least half of it.",
                geometry=walkway,
            )
        appendages, areas = shape.appendages, shape.appendage_areas
        cap = value("T1_APPENDAGE_AREA")
        if self.municipalities.of(pid).settings.appendage_cap_scope == "total" and appendages:
            appendages = [shapely.union_all(appendages)]
            areas = [float(shapely.area(appendages[0]))]
        for appendage, appendage_area in zip(appendages, areas):
            self.breach(
                "T1_APPENDAGE_AREA",
                appendage_area,
                **found,
                unit="sq ft",
                message=lambda area=appendage_area: f"An appendage of {label} covers {area:.1f} sq ft; the limit is "
                f"{cap} sq ft.",
                geometry=appendage,
                readings=across,
            )

    def steep_parcels(self, site: Site, consolidation) -> int:
        members = consolidation.parcel_ids if consolidation else (site.parcel_id,)
        return sum(1 for pid in dict.fromkeys(members) if pid in self.sites and self.sites[pid].steep)

    def steep_slope_pools(self) -> dict[str, tuple[float, dict]]:
        """§§ 73-9D(2), 73-10A(4), 73-10B(5) (E19): what each steep-slope parcel draws from its one allowance: its
        own docks' area over 720 sq ft with its boat accessory structure's (§ 73-8B(4)(c)[1]), and by shared dock
        the area of each consolidated dock it joins past that dock's cap, drawn from the dock's steep-slope parcels
        in the order its consolidation names them, each as far as its allowance goes (the last takes the rest)."""
        allowance, cap = value("T1_STEEP_SLOPE_BONUS"), value("T1_DOCK_AREA")
        steep = {pid: site for pid, site in self.sites.items() if site.steep}
        own = {
            pid: sum(max(0.0, d.area - cap) for d in site.docks if d.consolidation is None)
            + sum(float(shapely.area(s.footprint)) for s in site.structures if s.kind == BAS)
            for pid, site in steep.items()
        }
        shared: dict[str, dict[str, float]] = {pid: {} for pid in steep}  # parcel → shared dock → area drawn
        for dock in (d for site in self.sites.values() for d in site.docks):
            if dock.consolidation is None:
                continue
            members = [m for m in dict.fromkeys(dock.consolidation.parcel_ids) if m in steep]
            excess = max(0.0, dock.area - value(area_cap_rule(dock.consolidation)))
            for k, member in enumerate(members):
                left = max(0.0, allowance - own[member] - sum(shared[member].values()))
                drawn = excess if k == len(members) - 1 else min(excess, left)
                if drawn > 0:
                    shared[member][dock.facility_id] = drawn
                excess -= drawn
        return {pid: (own[pid], shared[pid]) for pid in steep}

    # -- moorings and boats (§§ 73-8A, 73-9A(1), 73-9B, 73-13A/F, 73-14B, 73-15E) ----------------------------------
    def check_moorings(self) -> list[PlacedMooring]:
        """Every mooring, its swing circle, parcel and measures found for all moorings at once."""
        moorings = self.proposal.moorings
        drawn = geometry_array([mooring.geometry for mooring in moorings])
        given = ~(shapely.is_missing(drawn) | shapely.is_empty(drawn))
        points = np.full(len(moorings), None, dtype=object)
        points[given] = shapely.centroid(drawn[given])
        swings = [_swing(mooring) for mooring in moorings]
        radii = np.array([radius for radius, _ in swings])
        circles = swing_circles(points, radii)
        placed = [
            self.placed_by({m.parcel_id}, point, f"Mooring {m.mooring_id or m.feature}", m.mooring_id or m.feature)
            if has
            else (None, [])
            for m, point, has in zip(moorings, points, given)
        ]
        sites = [site for site, _ in placed]
        afloat = given & np.array([site is not None for site in sites], dtype=bool)
        afloat[afloat] = shapely.contains(self.water, points[afloat])
        on = np.flatnonzero(afloat)
        distances = np.full(len(moorings), np.nan)
        distances[on] = shapely.distance(points[on], geometry_array([sites[k].shore for k in on]))
        zones = [site.zones.get(Zone.MOORING) if site is not None else None for site in sites]
        zoned = np.array([k for k in on if zones[k] is not None and sites[k].tier in (TIER1, TIER2)], dtype=int)
        outside = np.full(len(moorings), EMPTY, dtype=object)
        outside[zoned] = self.outside_zones([sites[k] for k in zoned], circles[zoned], [zones[k] for k in zoned])
        buoys = [k for k in on if sites[k].tier == TIER2]  # a Tier 2 buoy's setbacks (D11)
        measured = self.measure(
            [sites[k] for k in buoys], points[buoys], self.wets(points[buoys]), [frozenset()] * len(buoys), Zone.MOORING
        )
        measured_of = dict(zip(buoys, measured))
        checked = []
        for k, mooring in enumerate(moorings):
            site, doubts = placed[k]
            for doubt in doubts:
                self.doubt(*doubt)
            found = (points[k], circles[k], *swings[k], site, afloat[k], distances[k], outside[k], measured_of.get(k))
            checked.append(self.check_mooring(mooring, Moored(*found) if given[k] else None))
        return [mooring for mooring in checked if mooring is not None]

    def check_mooring(self, mooring: Mooring, found: Moored | None) -> PlacedMooring | None:
        """One mooring, with what ``check_moorings`` found of it (none where it has no geometry)."""
        mooring_id = mooring.mooring_id or mooring.feature
        label = f"Mooring {mooring_id}"
        if found is None:
            self.doubt(mooring.parcel_id, mooring_id, f"{label} has no geometry.")
            return None
        point, circle, site, radius, problems = found.point, found.circle, found.site, found.radius, found.problems
        if site is None:
            return None
        pid = site.parcel_id
        if problems:
            self.doubt(pid, mooring_id, f"{label}: " + "; ".join(problems) + ".", circle)
        if not found.afloat:
            self.doubt(pid, mooring_id, f"{label} is on land, not in the water: check its position.", circle)
            return None
        placed = PlacedMooring(mooring_id, pid, site.tier, circle)
        site.moorings.append(placed)
        distance = float(found.distance)
        if mooring_id in self.certified:
            self.as_proposed(mooring_id, site, label, point, reach_ft=distance, slips=1, moorings=1)
        if site.tier == TIER1 and site.allocation.mooring_zone_ft:
            self.breach(
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
            self.breach(
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
            self.breach(
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
            self.setbacks(site, mooring_id, point, label, frozenset(), found.measured)
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
        (``outsides``), none where all but a sliver of it lies inside them (``_inside``), all at once."""
        found = np.full(len(geometries), EMPTY, dtype=object)
        beyond = np.flatnonzero(~_inside(geometries, geometry_array([zone.area for zone in zones]))[0])
        found[beyond] = self.outsides(
            [sites[k] for k in beyond],
            self.wets(geometries[beyond]),
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
            self.report(
                rule_id,
                parcel_id=site.parcel_id,
                facility_id=facility_id,
                measured=area,
                limit=0.0,
                unit="sq ft",
                message=f"{label} reaches {area:.1f} sq ft past the facility area lines into a neighbour's water; it "
                "must lie wholly inside them.",
                geometry=Later(_drawn_without_slivers, (outside,)),
                readings=site.fallback_readings,
            )

    def check_boats(self) -> None:
        for boat in self.proposal.boats:
            boat_id = boat.boat_id or boat.feature
            if boat.geometry is None or shapely.is_empty(boat.geometry):
                self.doubt(boat.parcel_id, boat_id, f"Boat {boat_id} has no geometry.")
                continue
            geometry = self.repaired(boat.geometry, f"Boat {boat_id}", boat_id, boat.parcel_id)
            site = self.site_for({boat.parcel_id}, geometry, f"Boat {boat_id}", boat_id)
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
        built = [placed for site in self.sites.values() for placed in site.docks + site.structures]
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
            self.report(
                rule_of[mooring.tier],
                parcel_id=mooring.parcel_id,
                facility_id=mooring.facility_id,
                measured=area,
                limit=0.0,
                unit="sq ft",
                message=message(area),
                geometry=Later(_drawn_without_slivers, (overlap,)),
            )

    # -- structures (§§ 73-3B, 73-8B, 73-9D, 73-13D, 73-15) -----------------------------------------------------
    def check_structures(self) -> None:
        """Each structure, all of them repaired, placed, cut from the water and measured together first (as the
        docks are, ``check_docks``)."""
        structures = self.proposal.structures
        drawn = geometry_array([structure.geometry for structure in structures])
        drawn[shapely.is_empty(drawn)] = None
        given = ~shapely.is_missing(drawn)
        invalid = given & ~shapely.is_valid(drawn)
        reasons = np.full(len(drawn), None, dtype=object)
        reasons[invalid] = shapely.is_valid_reason(drawn[invalid])
        drawn[invalid] = shapely.make_valid(drawn[invalid])
        kinds = [_kind(structure.kind) for structure in structures]
        labels = [_structure_label(structure, kind) for structure, kind in zip(structures, kinds)]
        placed = [
            self.placed_by({s.parcel_id}, geometry, label, s.structure_id or s.feature) if has else (None, [])
            for s, geometry, label, has in zip(structures, drawn, labels, given)
        ]
        wet = np.full(len(drawn), None, dtype=object)
        wet[given] = self.wets(drawn[given])
        built = [k for k, (site, _) in enumerate(placed) if site is not None and kinds[k] in ASSOCIATED]
        roofs = np.array([_overhang(structures[k], []) for k in built])  # in
        with_roof, roof_wet = drawn.copy(), wet.copy()
        roofed = np.array(built, dtype=int)[roofs > 0]
        with_roof[roofed] = shapely.buffer(drawn[roofed], roofs[roofs > 0] / 12, join_style="mitre")
        roof_wet[roofed] = self.wets(with_roof[roofed])
        measured = self.measure(
            [placed[k][0] for k in built],
            with_roof[built],
            roof_wet[built],
            [frozenset()] * len(built),
            Zone.DOCK,
            np.zeros(len(built)),
        )
        measured_of = dict(zip(built, measured))
        for k, structure in enumerate(structures):
            found = (drawn[k], reasons[k], *placed[k], wet[k], with_roof[k], roof_wet[k], measured_of.get(k))
            self.check_structure(structure, kinds[k], StructureFound(*found) if given[k] else None)

    def check_structure(self, structure: Structure, kind: str, found: StructureFound | None) -> None:
        """One structure of type ``kind``, with what ``check_structures`` found of it (none where it has no
        geometry)."""
        structure_id = structure.structure_id or structure.feature
        label = _structure_label(structure, kind)
        if found is None:
            self.doubt(structure.parcel_id, structure_id, f"{label} has no geometry.")
            return
        if found.invalid:
            self.said_repaired(structure.geometry, found.invalid, label, structure_id, structure.parcel_id)
        structure, site, wet = replace(structure, geometry=found.geometry), found.site, found.wet
        for doubt in found.doubts:
            self.doubt(*doubt)
        if site is None:
            return
        pid = site.parcel_id
        if not kind:
            self.doubt(
                pid,
                structure_id,
                f"Structure {structure_id} has no type, so it could not be checked.",
                structure.geometry,
            )
            return
        if kind not in ASSOCIATED:
            area = float(shapely.area(wet))
            if area > MIN_AREA:
                self.report(
                    "NON_DOCKING_STRUCTURE",
                    parcel_id=pid,
                    facility_id=structure_id,
                    measured=area,
                    limit=0.0,
                    unit="sq ft",
                    message=f"{label} ({structure.kind}) stands {area:.1f} sq ft waterside of the mean high-water "
                    "line; structures not related to docking or mooring are not allowed there.",
                    geometry=Later(_drawn_without_slivers, (wet,)),
                    readings=("D23",),
                )
            return
        problems: list[str] = []
        overhang_in = _overhang(structure, problems)
        slips = _number(structure.slips, "slips", problems)
        height = _number(structure.height_ft, "the height", problems)
        walkway = _number(structure.walkway_sqft, "the walkway area", problems) or 0.0
        if slips is None and kind in (BOATHOUSE, STATION):
            problems.append("its number of slips is not given (counted as 0)")
        if height is None and kind == BAS:
            problems.append("its height is not given")
        if problems:
            self.doubt(pid, structure_id, f"{label}: " + "; ".join(problems) + ".", structure.geometry)
        with_roof = found.with_roof
        assert found.measured is not None  # ``check_structures`` measures every docking structure on a parcel
        reach = self.placement(site, structure_id, with_roof, label, frozenset(), found.roof_wet, found.measured)
        site.structures.append(
            PlacedStructure(
                structure_id, with_roof, kind, int(slips or 0), bool(structure.existing), walkway, structure.geometry
            )
        )
        size = None  # its footprint's [width, length] (D9), measured once where a certificate or the boathouse needs it
        if site.frame is not None and (structure_id in self.certified or (site.tier == TIER1 and kind == BOATHOUSE)):
            size = self.footprint_size(site, structure.geometry)
        if structure_id in self.certified:
            width, length = size or (None, None)
            figures = {"area_sqft": shapely.area(structure.geometry), "length_ft": length, "width_ft": width}
            figures.update(reach_ft=reach, height_ft=height, slips=slips or 0)
            self.as_proposed(structure_id, site, label, structure.geometry, **figures)
        if site.tier == TIER2 and kind in (BOATHOUSE, STATION, HOIST_STRUCTURE):
            self.report(
                "T2_PROHIBITED_STRUCTURES",
                parcel_id=pid,
                facility_id=structure_id,
                measured=1,
                limit=0,
                unit="count",
                message=f"{label}: boathouses, boat stations and boat hoist structures are not allowed in Tier 2 "
                "(boat hoists are).",
                geometry=structure.geometry,
            )
        elif site.tier == TIER3 and kind != HOIST:
            self.report(
                "T3_DOCKING_ONLY",
                parcel_id=pid,
                facility_id=structure_id,
                measured=1,
                limit=0,
                unit="count",
                message=f"{label}: Tier 3 allocates docking facilities only.",
                geometry=structure.geometry,
            )
        elif site.tier == TIER1 and kind == BOATHOUSE:
            self.boathouse(site, structure_id, label, structure.geometry, size, slips or 0, overhang_in)
        elif site.tier == TIER2 and kind == BAS:
            self.report(
                "T2_BAS_NOT_LISTED",
                parcel_id=pid,
                facility_id=structure_id,
                message=f"{label}: § 73-13D prohibits boat hoist structures, boathouses and boat stations in Tier 2 "
                "and says nothing of boat accessory structures, which the law allocates in Tier 1 only.",
                geometry=structure.geometry,
            )
        elif kind == BAS and site.tier == TIER1:
            self.boat_accessory_structure(site, structure_id, label, structure.geometry, height, overhang_in, reach)
        elif site.tier == TIER1 and kind == STATION:
            limit = value("T1_BOAT_STATION_SLIPS") if site.allocation.max_slips > 1 else 1
            self.breach(
                "T1_BOAT_STATION_SLIPS",
                slips or 0,
                limit=limit,
                parcel_id=pid,
                facility_id=structure_id,
                unit="slips",
                message=f"{label} holds {slips or 0:g} slips; a boat station may hold {limit}.",
                geometry=structure.geometry,
            )

    def boathouse(self, site: Site, structure_id, label, footprint, size: list | None, slips, overhang_in) -> None:
        """§ 73-8B(1): shoreline, slips, size (``size``: its footprint's [width, length], None where the parcel has
        no tie-line frame) and roof overhang of a Tier 1 boathouse."""
        pid, allocation = site.parcel_id, site.allocation
        needed = value("T1_BOATHOUSE_SHORELINE")
        self.breach(
            "T1_BOATHOUSE_SHORELINE",
            allocation.classified_ft,
            limit=needed,
            when="under",
            parcel_id=pid,
            facility_id=structure_id,
            unit="ft",
            message=f"{label}: the parcel has {allocation.classified_ft} lineal ft of shoreline; a boathouse needs "
            f"at least {needed} ft.",
            geometry=footprint,
        )
        self.breach(
            "T1_BOATHOUSE_SLIPS",
            slips,
            parcel_id=pid,
            facility_id=structure_id,
            unit="slips",
            message=f"{label} holds {slips:g} slips; a boathouse may hold {value('T1_BOATHOUSE_SLIPS')}.",
            geometry=footprint,
        )
        size_rule = "T1_BOATHOUSE_SIZE_1_SLIP" if slips <= 1 else "T1_BOATHOUSE_SIZE_2_SLIP"
        if size is not None:
            for measured, limit, what in zip(size, value(size_rule), ("wide", "long")):
                self.breach(
                    size_rule,
                    measured,
                    limit=limit,
                    parcel_id=pid,
                    facility_id=structure_id,
                    unit="ft",
                    message=f"{label} is {measured:.1f} ft {what}; a {'one' if slips <= 1 else 'two'}-slip boathouse "
                    f"may be {limit} ft {what}.",
                    geometry=footprint,
                )
        self.breach(
            "T1_BOATHOUSE_OVERHANG",
            overhang_in,
            parcel_id=pid,
            facility_id=structure_id,
            unit="in",
            message=f"{label}'s roof overhangs {overhang_in:g} in; the limit is {value('T1_BOATHOUSE_OVERHANG')} in.",
            geometry=footprint,
        )

    def footprint_size(self, site: Site, footprint) -> list:
        """A structure's width along the shore and length across it (D9), [width, length]."""
        return extents(geometry_array([footprint]), self.axes_of(site, footprint)[np.newaxis])[0].tolist()

    @staticmethod
    def axes_of(site: Site, structure) -> np.ndarray:
        """D9: a structure's measuring axes, those of the dock it is attached to, else its own."""
        attached = [d.axes for d in site.docks if d.axes is not None and shapely.intersects(d.geometry, structure)]
        return attached[0] if attached else axes([site], [structure])[0]

    def boat_accessory_structure(self, site: Site, structure_id, label, footprint, height, overhang_in, reach) -> None:
        """§ 73-8B(4) and § 73-9D: only on a steep-slope parcel; size, height and reach."""
        pid = site.parcel_id
        if not site.steep:
            self.report(
                "T1_BAS_STEEP_SLOPE",
                parcel_id=pid,
                facility_id=structure_id,
                message=f"{label}: a boat accessory structure is allowed only on a Tier 1 steep-slope parcel, and this "
                "parcel is not one.",
                geometry=footprint,
            )
            return
        excess_in = max(0.0, overhang_in - value("T1_BAS_OVERHANG"))
        counted = shapely.buffer(footprint, excess_in / 12, join_style="mitre") if excess_in else footprint
        area = float(shapely.area(counted))
        self.breach(
            "T1_BAS_AREA",
            area,
            parcel_id=pid,
            facility_id=structure_id,
            unit="sq ft",
            message=f"{label} encloses {area:.1f} sq ft (with any roof overhang past 12 in); the limit is "
            f"{value('T1_BAS_AREA')} sq ft.",
            geometry=counted,
        )
        if height is not None:
            self.breach(
                "T1_BAS_HEIGHT",
                height,
                parcel_id=pid,
                facility_id=structure_id,
                unit="ft",
                message=f"{label} is {height:g} ft high above the mean high-water level; the limit is "
                f"{value('T1_BAS_HEIGHT')} ft.",
                geometry=footprint,
            )
        self.breach(
            "T1_BAS_REACH",
            reach,
            parcel_id=pid,
            facility_id=structure_id,
            unit="ft",
            message=f"{label} reaches {reach:.1f} ft waterside of the mean high-water line; it must stay within "
            f"{value('T1_BAS_REACH')} ft.",
            geometry=footprint,
        )
        exclusion = value("T1_BAS_EXCLUSIONS")
        for building in self.proposal.buildings:
            if building is None or not shapely.intersects(building, site.geometry):
                continue
            gap = float(shapely.distance(building, site.shore))
            if self.breach(
                "T1_BAS_EXCLUSIONS",
                gap,
                when="within",
                parcel_id=pid,
                facility_id=structure_id,
                unit="ft",
                message=f"{label}: the parcel has an upland building {gap:.1f} ft from the mean high-water line; "
                f"no boat accessory structure is allowed with a building within {exclusion} ft.",
                geometry=footprint,
            ):
                break

    # -- per parcel: counts (§§ 73-8A, 73-8B, 73-9C(1)(g), 73-9D, 73-10, 73-13A, 73-15) ------------------------
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
        where = Later(self.built_drawings, (site,))  # made only for a finding
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
            self.report(
                minimum,
                parcel_id=pid,
                facility_id=None,
                measured=allocation.lineal_ft if limit else None,
                limit=limit,
                unit="ft" if limit else "",
                message=f"Parcel {pid} is in Tier {site.tier} but gets no facility under it: {allocation.reason}.",
                geometry=where,
                readings=("D13",),
            )
            return summary
        self.slip_count(site, summary, dock_slips, capacity, where)
        if site.tier == TIER1:
            self.tier1_counts(site, summary, where)
        elif site.tier == TIER2:
            self.breach(
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
            self.too_many_moorings(
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
        judged, start = [], len(self.findings)
        for allocation in (replace(site.allocation, alternative=None), site.allocation.alternative):
            under = copy.copy(site)  # the same parcel and facilities, counted against this tier's figures
            under.allocation, under.tier = allocation, allocation.tier
            judged.append((self.parcel_totals(under), self.findings[start:]))
            del self.findings[start:]
        for summary, found in judged:
            if not any(finding.severity == VIOLATION for finding in found):
                self.findings += found
                return summary
        note = " The parcel may take Tier 2 or Tier 3, never both, and complies with neither: both are reported."
        reading = f"D19: {DECISIONS['D19']}"
        unique = {(f.rule_id, f.facility_id, f.message): f for _, found in judged for f in found}
        self.findings += [
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
        pid, profile = site.parcel_id, self.municipalities.of(site.parcel_id)
        self.report(
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
            members = [m for m in dict.fromkeys(pooled[0].parcel_ids) if m in self.sites]
            limit = sum(self.sites[m].allocation.max_slips for m in members)
            held = summary.proposed_slips + sum(_slips(self.sites[m]) for m in members if m != pid)
            self.breach(
                "T1_CONSOLIDATED_SLIPS",
                held,
                limit=limit,
                parcel_id=pid,
                facility_id=None,
                unit="slips",
                message=f"The consolidated dock on parcel {pid} and the parcels' other facilities hold {held} slips; "
                f"the parcels {', '.join(members)} together are allowed {limit}.",
                geometry=lambda: shapely.union_all(
                    [site.built(), *(self.sites[m].built() for m in members if m != pid)]
                ),
            )
            return
        if site.tier == TIER2:  # Table 3's own cap on slips at docks, beside the moorings' and the total (D6)
            self.breach(
                "T2_TABLE_3",
                dock_slips,
                limit=allocation.max_dock_slips,
                parcel_id=pid,
                facility_id=None,
                unit="slips at docks",
                message=lambda: f"Parcel {pid} proposes {dock_slips} boat slips at docks; Table 3 allows "
                f"{allocation.max_dock_slips} at docks (and {allocation.max_moorings} moorings, "
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
            + (f", {moorings} moorings" if moorings else "")
        )
        self.report(
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

    def tier1_counts(self, site: Site, summary: ParcelSummary, where) -> None:
        pid, allocation = site.parcel_id, site.allocation
        docks, moorings, structures = site.docks, site.moorings, site.structures
        shared = self.shared_docks.get(pid, [])
        used = sum(2 if d.consolidation and len(d.consolidation.parcel_ids) == 1 else 1 for d in docks) + len(shared)
        cited = self.municipalities.of(pid).cite("T1_CONSOLIDATION_PARCELS") if shared else ""
        given = f", one given to the shared dock {', '.join(shared)} ({cited})"
        self.breach(
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
            self.too_many_moorings(
                "T1_CAT_A_NO_MOORINGS",
                pid,
                moorings,
                0,
                f"Parcel {pid} has {allocation.classified_ft} lineal ft of shoreline (Category A): no mooring "
                "buoys are allowed.",
            )
        elif len(moorings) > allocation.max_slips:
            self.too_many_moorings(
                "T1_MOORINGS_MAX",
                pid,
                moorings,
                allocation.max_slips,
                f"Parcel {pid} proposes {counted(len(moorings), 'mooring buoy')}; it may have at most as many as its "
                f"{allocation.max_slips} slips.",
            )
        for a, b in ((a, b) for i, a in enumerate(docks) for b in docks[i + 1 :]):
            gap = float(shapely.distance(a.geometry, b.geometry))
            self.breach(
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
            own, by_shared_dock = self.steep_used[pid]
            used = own + sum(by_shared_dock.values())
            drawn = "".join(
                f", {area:.1f} sq ft of the shared dock {dock_id} past its cap"
                for dock_id, area in by_shared_dock.items()
            )
            self.breach(
                "T1_STEEP_SLOPE_BONUS",
                used,
                parcel_id=pid,
                facility_id=None,
                unit="sq ft",
                message=f"Parcel {pid} uses {used:.1f} sq ft of its steep-slope allowance (its dock area over {cap} sq "
                f"ft and its boat accessory structure{drawn}); it has {value('T1_STEEP_SLOPE_BONUS')} sq ft for all "
                "its docks, shared ones included.",
                geometry=where,
                readings=("E19",) * bool(by_shared_dock) + _across_the_mhw(docks),
            )
        walkways = sum(s.walkway_sqft for s in structures)
        if walkways:
            total = sum(dock.area for dock in docks) + walkways
            limit = max(1, len(docks)) * cap + value("T1_STEEP_SLOPE_BONUS") * site.steep
            self.breach(
                "T1_BOATHOUSE_WALKWAY",
                total,
                limit=limit,
                parcel_id=pid,
                facility_id=None,
                unit="sq ft",
                message=f"Parcel {pid}'s docks and the walkways inside its boathouse cover {total:.1f} sq ft; they "
                f"are allowed {limit} sq ft together.",
                geometry=where,
                readings=_across_the_mhw(docks),
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
                self.breach(
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
            self.report(
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
        self.breach(
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
        self.shared_docks = defaultdict(list)
        placed = {d.facility_id: (site, d) for site in self.sites.values() for d in site.docks}
        for consolidation in self.proposal.consolidations:
            dock_id, members = consolidation.dock_id, list(dict.fromkeys(consolidation.parcel_ids))
            if dock_id not in placed:  # an id no dock has is reported with the other unknown ids
                if any(part.dock_id == dock_id for part in self.proposal.docks):
                    self.doubt(None, dock_id, f"Consolidation of dock {dock_id}: the dock stands on no parcel's water.")
                continue
            site, dock = placed[dock_id]
            for member in members:
                if member != site.parcel_id:
                    self.shared_docks[member].append(dock_id)
            unknown = [m for m in members if m not in self.index_of]
            if unknown:
                self.doubt(
                    site.parcel_id,
                    dock_id,
                    f"Consolidation of dock {dock_id} names {', '.join(unknown)}, not in the parcels layer.",
                    dock.geometry,
                )
            parcels = [self.index_of[m] for m in members if m in self.index_of]
            self.breach(
                "T1_CONSOLIDATION_PARCELS",
                len(members),
                parcel_id=site.parcel_id,
                facility_id=dock_id,
                unit="parcels",
                message=f"Dock {dock_id} is shared by {len(members)} parcels ({', '.join(members)}); no more than "
                f"{value('T1_CONSOLIDATION_PARCELS')} contiguous parcels may share a dock.",
                geometry=dock.geometry,
            )
            if len(parcels) > 1 and not _connected(parcels, self.adjoining):
                self.report(
                    "T1_CONSOLIDATION_CONTIGUOUS",
                    parcel_id=site.parcel_id,
                    facility_id=dock_id,
                    message=f"Dock {dock_id} is shared by parcels {', '.join(members)}, which do not adjoin one "
                    "another along the mean high-water line; only contiguous adjoining parcels may consolidate.",
                    geometry=dock.geometry,
                )

    # -- certified extents (§ 73-21A, § 73-21F) -----------------------------------------------------------------
    def as_proposed(self, facility_id, site: Site, label: str, geometry, **figures) -> None:
        """A certified facility as the checks measured it (D15): its figures by name (None or NaN: not measured)
        and geometry. Features sharing an id are one facility: their areas and counts add up, and of their
        lengths the largest counts."""
        built = self.as_built.setdefault(facility_id, AsBuilt(label, site.parcel_id, {}, []))
        built.geometries.append(geometry)
        for name, measured in figures.items():
            if measured is None or not math.isfinite(measured):
                continue
            known, unit = built.figures.get(name), CERTIFIED_FIGURES[name].unit
            adds = unit in COUNTS or unit == "sq ft"
            built.figures[name] = measured if known is None else known + measured if adds else max(known, measured)

    def enlargements(self) -> None:
        """§ 73-21A (D15): a nonconformity may not be enlarged or expanded past the extent its certificate records
        (§ 73-21F). Each figure over its certified value and the part outside the certified footprint is a
        violation of its own, never nonconforming (``report``); a figure Dockline does not measure for the
        facility, and what of the certificate's row could not be read, is said."""
        for certificate in self.proposal.certificates:
            facility_id = certificate.facility_id
            built = self.as_built.get(facility_id) if facility_id is not None else None
            pid = built.parcel_id if built else None
            for problem in certificate.problems:
                self.doubt(pid, facility_id, problem)
            if facility_id is None or built is None or self.certified[facility_id] is not certificate:
                continue
            found: dict = {"parcel_id": pid, "facility_id": facility_id}  # the findings' keywords
            drawn = shapely.union_all(built.geometries)
            for name, certified in certificate.figures.items():
                _, _, what, unit = CERTIFIED_FIGURES[name]
                measured = built.figures.get(name)
                if measured is None:
                    self.doubt(
                        pid,
                        certificate.facility_id,
                        f"{built.label}: its certificate of nonconformity records its {what} as "
                        f"{_amount(certified, unit)}, which Dockline does not measure for it, so it was not compared.",
                        drawn,
                    )
                    continue
                self.breach(
                    "NONCONFORMITY_ENLARGED",
                    measured,
                    limit=certified,
                    **found,
                    unit=unit,
                    message=f"{built.label}'s {what} as proposed is {_amount(as_written(measured, unit), unit)}, past "
                    f"the {_amount(certified, unit)} its certificate of nonconformity records; a nonconformity may not "
                    "be enlarged or expanded.",
                    geometry=drawn,
                )
            if certificate.footprint is not None:
                self.outside_footprint(certificate, built, drawn, found)

    def outside_footprint(self, certificate: Certificate, built: AsBuilt, drawn, found: dict) -> None:
        """§ 73-21A (D15): the part of a certified facility outside the footprint its certificate records, by its
        area (a mooring's buoy: by its distance from the footprint), drawn."""
        label = f"{certificate.feature} (the footprint certified for {certificate.facility_id})"
        footprint = self.repaired(certificate.footprint, label, certificate.facility_id, found["parcel_id"])
        outside = shapely.difference(drawn, footprint)
        if shapely.get_type_id(drawn) in POLYGONAL:
            excess, unit, tolerance = float(shapely.area(outside)), "sq ft", MIN_AREA
            where = f"{excess:.1f} sq ft of {built.label} lies"
        else:
            parts = shapely.get_parts(outside)
            excess = float(shapely.distance(parts, footprint).max()) if len(parts) else 0.0
            unit, tolerance, where = "ft", EPSILON, f"{built.label} lies {excess:.1f} ft"
        if excess > tolerance:
            self.report(
                "NONCONFORMITY_ENLARGED",
                **found,
                measured=excess,
                limit=0.0,
                unit=unit,
                message=f"{where} outside the footprint its certificate of nonconformity records; a nonconformity "
                "may not be enlarged or expanded.",
                geometry=Later(_drawn_without_slivers, (outside,)),
            )

    def check(self, proposal: Proposal, parcels=None, progress: Progress = NEVER) -> CheckResult:
        """Every check of the law's numbers (docs/decisions.md) that geometry and attributes can decide; with
        ``parcels``, summaries of those parcels only (a re-check of a few parcels' proposals on a whole lake).
        ``progress`` may stop it between its steps."""
        self.proposal, self.findings = proposal, []
        self.consolidation_of = {c.dock_id: c for c in proposal.consolidations}
        self.certified = {c.facility_id: c for c in proposal.certificates if c.facility_id is not None}
        self.as_built = {}
        self.attachable = shapely.STRtree(  # the structures and equipment a dock's length includes (D10)
            [s.geometry for s in proposal.structures if s.geometry is not None and _kind(s.kind) in ASSOCIATED]
        )
        for site in self.sites.values():
            site.docks, site.moorings, site.structures = [], [], []
        with np.errstate(divide="ignore", invalid="ignore"), collector_paused():
            progress.check()
            self.check_docks()
            progress.check()
            self.check_consolidations()
            self.check_structures()
            progress.check()
            moorings = self.check_moorings()
            progress.check()
            self.check_boats()
            self.mooring_clearance(moorings)
            self.enlargements()
            progress.check()
            self.check_references()
            for label, message in self.proposal.unclear:  # a yes/no value neither yes nor no
                self.doubt(None, label, message)
            self.steep_used = self.steep_slope_pools()
            summaries = self.summaries(parcels)
            self.findings = self.drawn(self.findings)  # and no Later left to hold the checker in a cycle
        return CheckResult(self.findings, summaries)

    def drawn(self, findings: list[Finding]) -> list[Finding]:
        """The findings with their geometries made (``report``) and as areas (``_as_areas``): each ``Later``
        kind all at once, functions one by one."""
        geometries = np.full(len(findings), None, dtype=object)
        later = defaultdict(list)
        for k, finding in enumerate(findings):
            geometry = finding.geometry
            if isinstance(geometry, Later):
                later[geometry.make].append(k)
            else:
                geometries[k] = geometry() if callable(geometry) else geometry
        for make, which in later.items():
            geometries[which] = make([findings[k].geometry.args for k in which])
        return [replace(finding, geometry=area) for finding, area in zip(findings, _as_areas(geometries))]

    def check_references(self) -> None:
        """The boards' tables (D15) name parcels, rules and facilities: one the data does not hold is reported,
        never ignored, since the variance, certificate or consolidation it records was then not applied."""
        proposal = self.proposal
        facilities = {
            *(p.dock_id for p in proposal.docks),
            *(m.mooring_id for m in proposal.moorings),
            *(s.structure_id for s in proposal.structures),
        }
        unknown = [(f"The variances table names parcel {pid!r}", pid in self.index_of) for pid, _ in proposal.variances]
        unknown += [
            (f"The variances table names rule {r!r} (parcel {pid})", r in RULES) for pid, r in proposal.variances
        ]
        certified = Counter(c.facility_id for c in proposal.certificates if c.facility_id is not None)
        unknown += [(f"The certificates table names facility {f!r}", f in facilities) for f in certified]
        for c in proposal.consolidations:
            unknown.append((f"The consolidations table names dock {c.dock_id!r}", c.dock_id in facilities))
            unknown += [
                (f"The consolidations table names parcel {p!r} (dock {c.dock_id})", p in self.index_of)
                for p in c.parcel_ids
            ]
        for text in sorted({text for text, known in unknown if not known}):
            self.doubt(None, None, f"{text}, which is not in the data: it was not applied; check the id.")
        for facility_id, rows in certified.items():
            if rows > 1:
                said = f"The certificates table names facility {facility_id!r} in {rows} rows: only the last applies."
                self.doubt(None, facility_id, said)
        self.refuse_variances()
        self.refuse_exemptions()

    def refuse_variances(self) -> None:
        """§ 73-22D (D15): a variance recorded from a rule the Zoning Board of Appeals may not vary (a dimensional
        cap of § 73-9C, say) is refused, and said so; the rule's findings keep their severity."""
        for pid, rule_id in sorted(self.proposal.variances, key=str):
            if pid in self.index_of and rule_id in RULES and rule_id not in VARIABLE_RULES:
                profile = self.municipalities.of(pid)
                self.doubt(
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
        if facility.parcel_id in self.sites:
            return facility.parcel_id
        if facility.geometry is None or shapely.is_empty(facility.geometry) or not shapely.is_valid(facility.geometry):
            return None
        site = self.located(facility.geometry)
        return None if site is None else site.parcel_id

    def summaries(self, parcels=None) -> dict[str, ParcelSummary]:
        """Allowed against proposed and a status for every parcel, or for ``parcels`` only."""
        sites = self.sites if parcels is None else {pid: self.sites[pid] for pid in parcels if pid in self.sites}
        summaries = {pid: self.parcel_totals(site) for pid, site in sites.items()}
        for pid in self.analysis.parcel_ids if parcels is None else ():
            if pid not in summaries:
                summaries[pid] = ParcelSummary(
                    pid,
                    lineal_ft=self.analysis.lineal_ft(pid),
                    status=Status.NOT_ADJOINING if pid not in self.analysis.lineal else Status.NO_ALLOCATION,
                )
        for finding in self.findings:
            if finding.parcel_id in summaries:
                summaries[finding.parcel_id].counts[finding.severity] += 1
        proposed = {pid for pid, site in self.sites.items() if site.docks or site.moorings or site.structures}
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
