"""Allocation: a parcel's tier (§ 73-6) and what Tables 1, 3 and 4 and the associated-facility rules
(§§ 73-8, 73-9, 73-10, 73-13, 73-15) allow it. Pure functions over the catalogue; every result names the
rule ids it used.
"""

from __future__ import annotations

import math
import numbers
import re
from dataclasses import dataclass, replace
from decimal import ROUND_CEILING, ROUND_FLOOR, ROUND_HALF_UP, Decimal

from ..tools.errors import DocklineInputError
from .catalogue import DECISION, TABLE_1, TIER1, TIER2, TIER3, TIERS, UNVERIFIED, SteppedAllowance, rule, value
from .profiles import Profile, get_profile

_ROUNDING = {"floor": ROUND_FLOOR, "ceil": ROUND_CEILING, "pro_rata_round": ROUND_HALF_UP}
_CENT = Decimal("0.01")


@dataclass(frozen=True)
class Allocation:
    """What the law allows a parcel. ``max_slips`` counts mooring buoys as slips (§ 73-5 MOORING BUOY);
    ``max_dock_slips`` caps the slips at docks alone (Table 3's two caps, D6; in Tier 1 the same as ``max_slips``,
    moorings being taken out of the slips); ``max_docks`` and ``dock_area_sqft`` are None where the law sets no
    number (Tiers 2 and 3)."""

    tier: int
    tier_reason: str
    lineal_ft: float
    classified_ft: Decimal
    category: str | None
    eligible: bool
    reason: str
    max_slips: int
    max_dock_slips: int
    max_docks: int | None
    max_moorings: int
    fal_setback_ft: int
    outlet_setback_ft: int
    setback_rule: str  # the rule the two setbacks come from, chosen here once for the checks to cite
    outlet_setback_rule: str
    dock_zone_ft: float
    mooring_zone_ft: float | None
    dock_area_sqft: int | None
    boathouse_allowed: bool
    boat_station_allowed: bool
    hoist_structures_allowed: bool
    boat_accessory_structure_allowed: bool
    rule_ids: tuple[str, ...]
    alternative: Allocation | None = None  # Tier 3's, where the parcel may take it instead of this Tier 2 (D19)

    @property
    def tiers(self) -> tuple[int, ...]:
        """The tier of these figures, and Tier 3 after it where the parcel may take that instead (D19)."""
        return (self.tier,) if self.alternative is None else (self.tier, self.alternative.tier)

    @property
    def tier_label(self) -> str:
        """The tier as the outputs give it: ``2``, or ``2 or 3`` where the parcel may take either (D19)."""
        return " or ".join(map(str, self.tiers))

    @property
    def readings_to_confirm(self) -> tuple[str, ...]:
        """Rule ids behind this result that are our decisions or unverified values, not the law's plain text."""
        return tuple(rid for rid in self.rule_ids if rule(rid).status in (DECISION, UNVERIFIED))


MAX_LINEAL_FT = 1_000_000  # no parcel fronts more shore: a larger value is a wrong field or unit
NO_DISTRICT_VALUE = "its district field ({field}) is empty: Tier 1 by default (§ 73-6A(1))"


def _written_number(text: str):
    """The number a text holds ('120', ' 97.5 '), as a Decimal; the text itself where it holds none."""
    try:
        return Decimal(text.strip())
    except ArithmeticError:
        return text


def classify_frontage(lineal_ft) -> Decimal:
    """Lineal feet rounded half-up to 0.01 ft, the value the tables classify (D4); a number written as text (a
    CSV column read as text) is read. Bad values raise."""
    given = lineal_ft
    if isinstance(lineal_ft, str):
        lineal_ft = _written_number(lineal_ft)
    if isinstance(lineal_ft, bool) or not isinstance(lineal_ft, (numbers.Real, Decimal)):
        raise DocklineInputError(f"lineal feet of shoreline must be a number, not {given!r}")
    if isinstance(lineal_ft, Decimal):
        exact = lineal_ft
    elif isinstance(lineal_ft, numbers.Integral):
        exact = Decimal(int(lineal_ft))
    elif math.isfinite(lineal_ft):
        exact = Decimal(repr(float(lineal_ft)))  # the decimal a person typed, not the binary float's tail
    else:
        exact = Decimal("NaN")
    if not exact.is_finite():
        raise DocklineInputError(f"lineal feet of shoreline must be a finite number, not {given!r}")
    if exact <= 0:
        raise DocklineInputError(f"lineal feet of shoreline must be more than 0 ft, not {given!r}")
    if exact > MAX_LINEAL_FT:
        raise DocklineInputError(
            f"lineal feet of shoreline {given!r} is more than any parcel's frontage ({MAX_LINEAL_FT:,} ft, "
            "189 miles): check the field and its unit"
        )
    classified = exact.quantize(_CENT, rounding=ROUND_HALF_UP)
    if classified == 0:
        raise DocklineInputError(f"lineal feet of shoreline {given!r} rounds to 0.00 ft: no frontage")
    return classified


def stepped_count(classified_ft: Decimal, allowance: SteppedAllowance, mode: str) -> int:
    """``per_step`` for every increment of ``step_ft`` past ``from_ft``; whole increments by default (D5)."""
    excess = classified_ft - allowance.from_ft
    if excess <= 0:
        return 0
    steps = (excess / allowance.step_ft).to_integral_value(rounding=_ROUNDING[mode])
    return int(steps) * allowance.per_step


def check_tier(tier) -> int:
    """The tier as an int; a clear error for anything but 1, 2 or 3."""
    if isinstance(tier, bool) or tier not in TIERS:
        raise DocklineInputError(f"unknown tier {tier!r}: tiers are 1, 2 or 3 (§ 73-6B)")
    return int(tier)


def allocate(
    lineal_ft,
    tier,
    profile: Profile | str = "south_bristol",
    *,
    land_use: str | None = None,
    steep_slope: bool = False,
    tier_reason: str = "tier given",
) -> Allocation:
    """The allocation for a frontage in a tier (Tables 1, 3, 4 with D4–D6; D13 for undersized parcels)."""
    profile = get_profile(profile) if isinstance(profile, str) else profile
    tier = check_tier(tier)
    classified = classify_frontage(lineal_ft)
    if tier == TIER1:
        return _tier1(lineal_ft, classified, profile, steep_slope, tier_reason)
    minimum_rule = "T2_MIN_SHORELINE" if tier == TIER2 else "T3_MIN_SHORELINE"
    if classified < value(minimum_rule):
        reason = f"{classified} ft is below the Tier {tier} minimum of {value(minimum_rule)} ft"
        if profile.settings.undersized_fallback_to_t1:
            tier1 = _tier1(lineal_ft, classified, profile, steep_slope, tier_reason)
            return replace(
                tier1,
                reason=f"{reason}; Tier 1 allocation by the fallback setting",
                rule_ids=(minimum_rule, *tier1.rule_ids),
            )
        return _ineligible(tier, lineal_ft, classified, tier_reason, reason, (minimum_rule,))
    if tier == TIER2:
        return _tier2(lineal_ft, classified, profile, tier_reason)
    return _tier3(lineal_ft, classified, profile, land_use, tier_reason)


def tier_election(given) -> int | None:
    """A parcel's named tier (§ 73-15D, D19): 2 or 3 (``3``, ``3.0``, ``Tier 3``), None where none is named; any
    other value is refused, naming it."""
    text = "" if given is None else str(given).strip().lower().removeprefix("tier").strip()
    if not text:
        return None
    try:
        number = float(text)
    except ValueError:
        number = None
    if isinstance(given, bool) or number not in (TIER2, TIER3):
        raise DocklineInputError(f"tier election {given!r}: name Tier 2 or Tier 3 (§ 73-15D), or leave it empty")
    return int(number)


def is_municipal(land_use) -> bool:
    """True where the land use is exactly "municipal", whatever its case and spaces: a whole value, never a word
    inside another ("non-municipal club" is not municipal) (§ 73-13B, D20)."""
    return str(land_use or "").strip().casefold() == "municipal"


@dataclass(frozen=True)
class _Candidate:
    """One district's tier for the parcel: its allocation there, that in words, and the rules it rested on."""

    allocation: Allocation
    words: str
    rule_ids: tuple[str, ...]


def allocate_parcel(
    lineal_ft,
    districts,
    profile: Profile | str = "south_bristol",
    *,
    land_use: str | None = None,
    steep_slope: bool = False,
    election=None,
) -> Allocation:
    """The parcel's tier from its zoning district(s) and its allocation (§ 73-6): the board's map, Tier 1 where a
    district has no assignment (§ 73-6A(1)); Tier 2 or 3 in a district assigned both (§ 73-6A(3), D19: the
    parcel's ``election`` where it names one); Table 3 for a municipally owned facility where the district is
    assigned Tier 2 (§ 73-13B, D20); of several districts, the tier allowing the parcel the fewest slips and
    moorings together, ties in the order 1, 3, 2 (§ 73-6A(2), D13). The result names every step's rules."""
    profile = get_profile(profile) if isinstance(profile, str) else profile
    election = tier_election(election)
    if isinstance(districts, str):
        districts = [districts]
    names = sorted({str(name).strip() for name in districts or () if name is not None and str(name).strip()})
    facts = {"lineal_ft": lineal_ft, "profile": profile, "land_use": land_use, "steep_slope": steep_slope}
    candidates = [_district_candidate(name, election, facts) for name in names] or [
        _Candidate(allocate(tier=TIER1, **facts), "no zoning district given: Tier 1 by default", ("TIER_DEFAULT",))
    ]
    order = value("TIER_MOST_RESTRICTIVE")
    chosen = min(candidates, key=lambda c: (_most_slips(c.allocation), order.index(c.allocation.tier)))
    rule_ids = [rid for candidate in candidates for rid in candidate.rule_ids]
    reason = "; ".join(candidate.words for candidate in candidates)
    if len(candidates) > 1:
        rule_ids.append("TIER_MOST_RESTRICTIVE")
        allows = ", ".join(f"Tier {c.allocation.tier_label} allows {_most_slips(c.allocation)}" for c in candidates)
        reason += f" → most restrictive, Tier {chosen.allocation.tier_label} (slips and moorings together: {allows})"
    if election is not None and not any("TIER_2_AND_3" in candidate.rule_ids for candidate in candidates):
        reason += f"; its election of Tier {election} does not apply: no district gives it Tier 2 or Tier 3 to choose"
    result, other = chosen.allocation, chosen.allocation.alternative
    return replace(
        result,
        tier_reason=reason,
        rule_ids=tuple(dict.fromkeys((*rule_ids, *result.rule_ids))),
        alternative=other and replace(other, tier_reason=reason),
    )


def _district_candidate(name: str, election: int | None, facts: dict) -> _Candidate:
    """The parcel's tier and allocation in one district: the board's tier (Tier 1 unassigned, § 73-6A(1)), Table 3
    for a municipal facility where the district is assigned Tier 2 (§ 73-13B, D20), or Tier 2 or 3 (D19)."""
    tiers, assigned = facts["profile"].tier_of_district(name)
    municipal = is_municipal(facts["land_use"])
    if municipal and TIER2 in tiers:
        cited = facts["profile"].cite("T2_MUNICIPAL")
        words = f"{name}: Tier {' and '.join(map(str, tiers))}, municipally owned: Table 3 ({cited})"
        return _Candidate(allocate(tier=TIER2, **facts), words, ("T2_MUNICIPAL",))
    if len(tiers) > 1:
        allocation, why, read = _tier_2_or_3(election, facts)
        return _Candidate(allocation, f"{name}: Tier 2 and 3, {why}", ("TIER_2_AND_3", "T3_NOT_WITH_TIER_2", *read))
    (tier,) = tiers
    words = f"{name}: Tier {tier}" + ("" if assigned else " (no assignment, default)")
    rule_ids: tuple[str, ...] = () if assigned else ("TIER_DEFAULT",)
    if municipal:
        words += " (a municipally owned facility takes Table 3 only where the district is assigned Tier 2)"
        rule_ids += ("T2_MUNICIPAL",)
    return _Candidate(allocate(tier=tier, **facts), words, rule_ids)


def _tier_2_or_3(election: int | None, facts: dict) -> tuple[Allocation, str, tuple[str, ...]]:
    """A parcel in a district assigned both Tier 2 and Tier 3 (§ 73-6A(3), § 73-15D, D19): the tier it elects;
    without one, both where it qualifies for both (a restaurant, hotel or motel with 250 ft), Tier 3 where it
    qualifies for Tier 3 only (150 ft), else Tier 2; the reason in words, and D30's rule where it read the land
    use."""
    tier2, tier3 = allocate(tier=TIER2, **facts), allocate(tier=TIER3, **facts)
    if election is not None:
        return (tier2 if election == TIER2 else tier3), f"the parcel elects Tier {election}", ()
    has = f"{tier2.classified_ft} ft"
    transient, rule_ids = _transient_use(facts["land_use"])
    read = tuple(rid for rid in rule_ids if rid == "T3_USE_READING")
    kinds = "a restaurant, hotel or motel"
    use = kinds if transient else f"land use {facts['land_use']!r} (not {kinds})"
    qualifies2 = tier2.eligible and tier2.tier == TIER2  # not a Tier 1 fallback (a setting)
    if qualifies2 and tier3.eligible:
        both = replace(
            tier2,
            alternative=tier3,
            reason=f"Tier 2: {tier2.reason}; or Tier 3: {tier3.reason}",
            rule_ids=tuple(dict.fromkeys((*tier2.rule_ids, *tier3.rule_ids))),
        )
        return both, f"{use} with {has}: Tier 2 or Tier 3, never both; no election named", read
    if tier3.eligible:
        return tier3, f"{use} with {has} (at least {value('T3_MIN_SHORELINE')}): Tier 3", read
    if qualifies2:
        return tier2, f"{use} with {has}: Tier 2", read
    return tier2, f"{use} with {has}: short of either tier's minimum, Tier 2", read


def _most_slips(allocation: Allocation) -> int:
    """The most boat slips and moorings together an allocation lets the parcel have, under either tier it may
    take (moorings count among the slips, § 73-5; D13)."""
    return max(allocation.max_slips, allocation.alternative.max_slips if allocation.alternative else 0)


@dataclass(frozen=True)
class DockAreaAllowance:
    """Tier 1 dock area: the cap for one dock and the steep-slope bonus the parcel(s) may split among docks."""

    per_dock_sqft: int
    bonus_sqft: int
    rule_ids: tuple[str, ...]


_CONSOLIDATION_RULES = {
    None: ("T1_DOCK_AREA", 1),
    "one_parcel": ("T1_CONSOLIDATED_ONE_PARCEL", 1),
    "two_parcels": ("T1_CONSOLIDATED_TWO_PARCELS", 2),
    "three_parcels": ("T1_CONSOLIDATED_THREE_PARCELS", 3),
}


def dock_area_allowance(steep_slope_parcels: int = 0, consolidation: str | None = None) -> DockAreaAllowance:
    """720 sq ft a dock (§ 73-9C(1)); 1,080 / 1,280 consolidated (§ 73-10); +200 per steep-slope parcel
    (§ 73-9D(2), § 73-10B(5)), which includes any boat accessory structure."""
    if consolidation not in _CONSOLIDATION_RULES:
        known = ", ".join(str(key) for key in _CONSOLIDATION_RULES)
        raise DocklineInputError(f"unknown consolidation {consolidation!r}; one of {known}")
    cap_rule, parcels = _CONSOLIDATION_RULES[consolidation]
    if isinstance(steep_slope_parcels, bool) or steep_slope_parcels not in range(parcels + 1):
        raise DocklineInputError(
            f"steep-slope parcels must be a whole number from 0 to {parcels} for this consolidation, "
            f"not {steep_slope_parcels!r}"
        )
    bonus_rule = "T1_STEEP_SLOPE_BONUS" if consolidation is None else "T1_CONSOLIDATED_STEEP_BONUS"
    rule_ids = (cap_rule, bonus_rule) if steep_slope_parcels else (cap_rule,)
    return DockAreaAllowance(value(cap_rule), steep_slope_parcels * value(bonus_rule), rule_ids)


def _tier1(lineal_ft, classified: Decimal, profile: Profile, steep_slope: bool, tier_reason: str) -> Allocation:
    row = next(row for row in TABLE_1 if row.upper_ft is None or classified <= row.upper_ft)
    mode = profile.settings.increment_rounding
    slips = row.slips + stepped_count(classified, value("T1_EXTRA_SLIPS"), mode)
    docks = row.docks + stepped_count(classified, value("T1_EXTRA_DOCKS"), mode)
    category_a = row.category == "A"
    rule_ids = ["T1_TABLE_1", "LINEAL_FEET"]
    if row.category == "F":
        rule_ids += ["T1_EXTRA_SLIPS", "T1_EXTRA_DOCKS"]
    rule_ids += ["T1_CAT_A_NO_MOORINGS"] if category_a else ["T1_MOORINGS_AS_SLIPS", "T1_MOORINGS_MAX"]
    setback_rule = "T1_SETBACK_CAT_A" if category_a else "T1_SETBACK"
    boathouse = classified >= value("T1_BOATHOUSE_SHORELINE")
    area = dock_area_allowance(1 if steep_slope else 0)
    rule_ids += [
        setback_rule,
        "T1_DOCK_ZONE",
        "T1_MOORING_REACH",
        *area.rule_ids,
        "T1_BOATHOUSE_SHORELINE",
        "T1_BOAT_STATION_COUNT",
        "T1_HOIST_STRUCTURES",
        "T1_BAS_STEEP_SLOPE",
    ]
    return Allocation(
        tier=TIER1,
        tier_reason=tier_reason,
        lineal_ft=float(lineal_ft),
        classified_ft=classified,
        category=row.category,
        eligible=True,
        reason=f"Table 1, Category {row.category}",
        max_slips=slips,
        max_dock_slips=slips,
        max_docks=docks,
        max_moorings=0 if category_a else slips,
        fal_setback_ft=value(setback_rule),
        outlet_setback_ft=value(setback_rule),
        setback_rule=setback_rule,
        outlet_setback_rule=setback_rule,
        dock_zone_ft=value("T1_DOCK_ZONE"),
        mooring_zone_ft=None if category_a else profile.settings.t1_mooring_reach_ft,
        dock_area_sqft=area.per_dock_sqft + area.bonus_sqft,
        boathouse_allowed=boathouse,
        boat_station_allowed=True,
        hoist_structures_allowed=True,
        boat_accessory_structure_allowed=steep_slope,
        rule_ids=tuple(rule_ids),
    )


def _tier2(lineal_ft, classified: Decimal, profile: Profile, tier_reason: str) -> Allocation:
    base_slips, base_moorings = value("T2_TABLE_3")
    base_total = base_slips + base_moorings if profile.settings.t2_base_moorings_additive else base_slips
    mode = profile.settings.increment_rounding
    extra = stepped_count(classified, value("T2_EXTRA_FACILITIES"), mode)
    moorings = base_moorings + stepped_count(classified, value("T2_EXTRA_MOORINGS"), mode)
    category = "A" if classified < value("T2_EXTRA_FACILITIES").from_ft else "B"
    rule_ids = ["T2_MIN_SHORELINE", "T2_TABLE_3", "LINEAL_FEET"]
    if category == "B":
        rule_ids += ["T2_EXTRA_FACILITIES", "T2_EXTRA_MOORINGS"]
    rule_ids += [
        "T2_NO_DOCK_COUNT",
        "T2_SETBACK",
        "T2_OUTLET_SETBACK",
        "T2_T3_DOCK_ZONE",
        "T2_MOORING_ZONE",
        "T2_PROHIBITED_STRUCTURES",
    ]
    total = base_total + extra
    return _tier_2_or_3_allocation(
        TIER2,
        lineal_ft,
        classified,
        tier_reason,
        category=category,
        eligible=True,
        reason=f"Table 3, row {category}",
        max_slips=total,
        max_dock_slips=min(total, base_slips + extra),
        max_docks=None,
        max_moorings=min(total, moorings),
        mooring_zone_ft=value("T2_MOORING_ZONE"),
        rule_ids=tuple(rule_ids),
    )


def _tier3(lineal_ft, classified: Decimal, profile: Profile, land_use: str | None, tier_reason: str) -> Allocation:
    transient, read = _transient_use(land_use)
    if not transient:
        reason = f"land use {land_use!r} is not a restaurant, hotel or motel: no Tier 3 facility"
        return _ineligible(TIER3, lineal_ft, classified, tier_reason, reason, read)
    slips = value("T3_TABLE_4") + stepped_count(
        classified, value("T3_EXTRA_SLIPS"), profile.settings.increment_rounding
    )
    category = "A" if classified <= value("T3_EXTRA_SLIPS").from_ft else "B"
    rule_ids = [*read, "T3_MIN_SHORELINE", "T3_TABLE_4", "LINEAL_FEET"]
    if category == "B":
        rule_ids.append("T3_EXTRA_SLIPS")
    rule_ids += [
        "T3_ONE_ALLOCATION",
        "T3_NO_MOORINGS",
        "T3_SETBACK",
        "T3_OUTLET_SETBACK",
        "T2_T3_DOCK_ZONE",
        "T3_DOCKING_ONLY",
    ]
    return _tier_2_or_3_allocation(
        TIER3,
        lineal_ft,
        classified,
        tier_reason,
        category=category,
        eligible=True,
        reason=f"Table 4, row {category}",
        max_slips=slips,
        max_dock_slips=slips,
        max_docks=None,
        max_moorings=0,
        mooring_zone_ft=None,
        rule_ids=tuple(rule_ids),
    )


GONE = frozenset(("vacant", "closed", "demolished", "abandoned"))  # the use is gone: said before or after it
FORMER = frozenset(("former", "formerly", "ex"))  # said before it
NEGATION = frozenset(("no", "not", "non"))  # said just before it ("no restaurant", "not a hotel")
A_KIND = frozenset(("conforming", "profit"))  # after a negation, a kind of use, not its denial ("non-profit")


def _transient_use(land_use: str | None) -> tuple[bool, tuple[str, ...]]:
    """Whether the parcel's land use names a restaurant, hotel or motel (§ 73-15A), by a word (plural too) or New
    York's property class code for it, not said to be none, or none now (D30); and the rules that reading rests
    on, D30's where a code or such words decided it. The text's parts are parted by , ; ( ) |, their pieces by &
    and /: a use is none after a word of GONE or FORMER in its part ("former hotel & restaurant"), one or two words
    after no, not or non in its piece ("not a hotel", but "No. 2 Hotel", "non-conforming hotel"), before a word of
    GONE or "former" in its piece ("Hotel - vacant"), or before a part of nothing but such words and numbers
    ("restaurant (closed 2019)"; but "Hotel (ex-Holiday Inn)", "Hotel, formerly a restaurant")."""
    uses, classes = value("T3_USE"), value("T3_USE_READING")
    words = [
        (part, piece, word)
        for part, text in enumerate(re.split(r"[,;()|]", str(land_use or "").lower()))
        for piece, bit in enumerate(re.split(r"[&/]", text))
        for word in re.findall(r"[a-z0-9]+", bit)
    ]
    standing = by_class = denied = False
    for k, (_, _, word) in enumerate(words):
        code = classes.get(word) in uses
        if code or word.rstrip("s") in uses:
            none_now = _none_now(words, k)
            by_class, denied, standing = by_class or code, denied or none_now, standing or not none_now
    return standing, ("T3_USE", "T3_USE_READING") if by_class or denied else ("T3_USE",)


def _none_now(words: list, k: int) -> bool:
    """Whether the use named by ``words[k]`` (each word with its part and piece) is said to be none, or none now."""
    part, piece, _ = words[k]
    said = [word for where, _, word in words[:k] if where == part]
    near = [  # the two words before it in its piece, but a negation of a number or of a kind
        words[j][2]
        for j in range(max(k - 2, 0), k)
        if words[j][:2] == (part, piece) and not (words[j + 1][2].isdigit() or words[j + 1][2] in A_KIND)
    ]
    after = [word for where, bit, word in words[k + 1 :] if (where, bit) == (part, piece)]
    following = [word for where, _, word in words[k + 1 :] if where == part + 1]
    only_gone = bool(following) and all(word in GONE | FORMER or word.isdigit() for word in following)
    return bool((GONE | FORMER) & set(said) or NEGATION & set(near) or (GONE | {"former"}) & set(after) or only_gone)


_SETBACK_RULES = {TIER2: ("T2_SETBACK", "T2_OUTLET_SETBACK"), TIER3: ("T3_SETBACK", "T3_OUTLET_SETBACK")}


def _ineligible(
    tier: int,
    lineal_ft,
    classified: Decimal,
    tier_reason: str,
    reason: str,
    rule_ids: tuple[str, ...],
) -> Allocation:
    """No facility under the tier (D13): zero counts, the tier's setbacks and zones still reported."""
    return _tier_2_or_3_allocation(
        tier,
        lineal_ft,
        classified,
        tier_reason,
        category=None,
        eligible=False,
        reason=reason,
        max_slips=0,
        max_dock_slips=0,
        max_docks=0,
        max_moorings=0,
        mooring_zone_ft=None,
        rule_ids=(*rule_ids, "LINEAL_FEET", *_SETBACK_RULES[tier]),
    )


def _tier_2_or_3_allocation(tier: int, lineal_ft, classified: Decimal, tier_reason: str, **counts) -> Allocation:
    """A Tier 2 or 3 allocation, or its refusal: the tier's facility area line and outlet setbacks (§ 73-14A,
    § 73-16A), the 200-ft dock zone (§ 73-13H), no dock area cap and none of Tier 1's structures (§§ 73-14,
    73-16); ``counts``: the category, counts, mooring zone and rule ids."""
    setback, outlet = _SETBACK_RULES[tier]
    return Allocation(
        tier=tier,
        tier_reason=tier_reason,
        lineal_ft=float(lineal_ft),
        classified_ft=classified,
        fal_setback_ft=value(setback),
        outlet_setback_ft=value(outlet),
        setback_rule=setback,
        outlet_setback_rule=outlet,
        dock_zone_ft=value("T2_T3_DOCK_ZONE"),
        dock_area_sqft=None,
        boathouse_allowed=False,
        boat_station_allowed=False,
        hoist_structures_allowed=False,
        boat_accessory_structure_allowed=False,
        **counts,
    )


ALLOCATION_FIELDS = (
    ("tier", str),
    ("tier_reason", str),
    ("lineal_ft", float),
    ("category", str),
    ("eligible", bool),
    ("reason", str),
    ("max_slips", int),
    ("max_dock_slips", int),
    ("max_docks", int),
    ("max_moorings", int),
    ("tier3_max_slips", int),
    ("setback_ft", int),
    ("outlet_setback_ft", int),
    ("dock_zone_ft", float),
    ("mooring_zone_ft", float),
    ("dock_area_sqft", int),
    ("boathouse_allowed", bool),
    ("boat_station_allowed", bool),
    ("hoist_structures_allowed", bool),
    ("bas_allowed", bool),
    ("rule_ids", str),
    ("citations", str),
    ("to_confirm", str),
)
"""The allocation record's field names and types: a public interface (models and scripts read them)."""


def allocation_record(allocation: Allocation, profile: Profile, citations: dict | None = None) -> dict:
    """The allocation as a flat record (ALLOCATION_FIELDS): Tier 2's figures and Tier 3's slips where the parcel may
    take either (tier ``2 or 3``, D19); None where the law sets no number. ``citations``, a
    dict kept across calls with the same profile, saves citing the same rules again."""
    citations = {} if citations is None else citations
    if allocation.rule_ids not in citations:
        citations[allocation.rule_ids] = "; ".join(dict.fromkeys(profile.cite(rid) for rid in allocation.rule_ids))
    return {
        "tier": allocation.tier_label,
        "tier_reason": allocation.tier_reason,
        "lineal_ft": allocation.lineal_ft,
        "category": allocation.category,
        "eligible": allocation.eligible,
        "reason": allocation.reason,
        "max_slips": allocation.max_slips,
        "max_dock_slips": allocation.max_dock_slips,
        "max_docks": allocation.max_docks,
        "max_moorings": allocation.max_moorings,
        "tier3_max_slips": allocation.alternative.max_slips if allocation.alternative else None,
        "setback_ft": allocation.fal_setback_ft,
        "outlet_setback_ft": allocation.outlet_setback_ft,
        "dock_zone_ft": allocation.dock_zone_ft,
        "mooring_zone_ft": allocation.mooring_zone_ft,
        "dock_area_sqft": allocation.dock_area_sqft,
        "boathouse_allowed": allocation.boathouse_allowed,
        "boat_station_allowed": allocation.boat_station_allowed,
        "hoist_structures_allowed": allocation.hoist_structures_allowed,
        "bas_allowed": allocation.boat_accessory_structure_allowed,
        "rule_ids": ",".join(allocation.rule_ids),
        "citations": citations[allocation.rule_ids],
        "to_confirm": ",".join(allocation.readings_to_confirm),
    }
