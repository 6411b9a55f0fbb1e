"""Municipality profiles (D14): citation numbering, the district → tier map (§ 73-6, D13) and the settings
that carry our decisions where the law leaves a choice.

Six municipalities share the law. Their section numbers agree (1–26); chapters and some subsection letters
differ. A profile renders a catalogue rule's South Bristol section in its own numbering.
"""

from __future__ import annotations

import csv
import io
import re
from dataclasses import dataclass, field, replace
from types import MappingProxyType
from typing import Mapping

from ..tools.errors import DocklineInputError
from .catalogue import TIER1, TIER2, TIER3, TIERS, rule, value

INCREMENT_MODES = ("floor", "ceil", "pro_rata_round")
APPENDAGE_SCOPES = ("each", "total")
UNMAPPED_DISTRICT_POLICIES = ("default_tier1", "error")


MAX_TOLERANCE_FT = 100.0  # a wider gap between parcels and the MHW is a misplaced fabric, not a digitising gap


@dataclass(frozen=True)
class Settings:
    """The choices the law leaves open (docs/decisions.md); defaults are Dockline's decisions."""

    increment_rounding: str = "floor"  # D5: whole increments of 50/100 ft
    t1_mooring_reach_ft: float = float(value("T1_MOORING_REACH"))  # D1 (UNVERIFIED): the catalogue's reading, settable
    t2_base_moorings_additive: bool = True  # D6: 50 slips + 15 moorings = 65 facilities
    undersized_fallback_to_t1: bool = False  # D13: no fallback below the Tier 2/3 minimum
    appendage_cap_scope: str = "each"  # D10
    unmapped_district: str = "default_tier1"  # § 73-6A(1), D13
    working_crs: str = "EPSG:2261"  # D16: NAD83 / New York Central (ftUS)

    def __post_init__(self):
        _check_choice("increment_rounding", self.increment_rounding, INCREMENT_MODES)
        _check_choice("appendage_cap_scope", self.appendage_cap_scope, APPENDAGE_SCOPES)
        _check_choice("unmapped_district", self.unmapped_district, UNMAPPED_DISTRICT_POLICIES)
        number = self.t1_mooring_reach_ft
        if not isinstance(number, (int, float)) or isinstance(number, bool) or not number > 0:
            raise DocklineInputError(f"setting t1_mooring_reach_ft must be a positive number of feet, not {number!r}")


def _district_tiers(district: str, tiers, source: str) -> tuple[int, ...]:
    """A district's tier, or Tier 2 and Tier 3 together (§ 73-6A(3)), as a sorted tuple; anything else refused."""
    tiers = tuple(sorted(set(tiers))) if isinstance(tiers, (tuple, list, set, frozenset)) else (tiers,)
    if any(isinstance(tier, bool) or tier not in TIERS for tier in tiers) or len(tiers) not in (1, 2):
        shown = tiers[0] if len(tiers) == 1 else ";".join(map(str, tiers))
        raise DocklineInputError(f"{source}: district {district!r} is mapped to tier {shown!r}; tiers are 1, 2 or 3")
    if len(tiers) == 2 and tiers != (TIER2, TIER3):
        raise DocklineInputError(
            f"{source}: district {district!r} is given tiers {tiers[0]} and {tiers[1]}; only Tier 2 and Tier 3 "
            "may be assigned together (§ 73-6A(3))"
        )
    return tiers


def _tier_map(district_tiers: Mapping[str, int | tuple[int, ...]], source: str) -> dict[str, tuple[int, ...]]:
    """Each district's tiers as ``_district_tiers`` reads them."""
    return {district: _district_tiers(district, tiers, source) for district, tiers in district_tiers.items()}


def _section_parts(section: str) -> tuple[str, str, str]:
    """A section's number, subsection letter (or "") and the rest: ``9C(1)(a)`` → ``9``, ``C``, ``(1)(a)``."""
    match = re.match(r"(\d+)([A-Z]?)(.*)", section)
    if match is None:
        raise ValueError(f"section {section!r} does not begin with its number")
    return match.group(1), match.group(2), match.group(3)


def _check_choice(name: str, chosen: str, allowed: tuple[str, ...]) -> None:
    if chosen not in allowed:
        raise DocklineInputError(f"setting {name} must be one of {', '.join(allowed)}, not {chosen!r}")


@dataclass(frozen=True)
class Profile:
    """One municipality's edition of the law."""

    key: str
    name: str
    chapter: str | None  # None: not known to us; settable
    seen_sections: frozenset[str] | None  # sections whose lettering we have read; None: all of them
    district_tiers: Mapping[str, tuple[int, ...]] = field(default_factory=dict)  # ints accepted
    letter_aliases: Mapping[str, Mapping[str, str]] = field(default_factory=dict)  # section → {SB letter: local}
    rule_sections: Mapping[str, str] = field(default_factory=dict)  # rule id → local section, where it differs
    settings: Settings = field(default_factory=Settings)
    note: str = ""
    closed_days: frozenset = frozenset()  # datetime.dates its offices close besides New York's holidays (calendar)
    _district_of_key: Mapping[str, str] = field(default_factory=dict, init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        tiers = _tier_map(self.district_tiers, f"profile {self.key}")
        object.__setattr__(self, "district_tiers", MappingProxyType(tiers))
        by_key: dict[str, str] = {}
        for district, tier in tiers.items():
            other = by_key.setdefault(district_key(district), district)
            if tiers[other] != tier:
                raise DocklineInputError(
                    f"profile {self.key}: districts {other!r} and {district!r} are one district (case, spaces and "
                    f"punctuation aside) given different tiers"
                )
        object.__setattr__(self, "_district_of_key", by_key)

    def section(self, rule_id: str) -> str:
        """The section of a rule in this municipality's numbering, without the chapter."""
        if rule_id in self.rule_sections:
            return self.rule_sections[rule_id]
        number, letter, rest = _section_parts(rule(rule_id).section)
        letter = self.letter_aliases.get(number, {}).get(letter, letter)
        return f"{number}{letter}{rest}"

    def caveat(self, rule_id: str) -> str | None:
        """Where the subsection letters of a rule's citation are assumed, not read in this municipality's text,
        that caveat in one line (for ``to_confirm``); None where we have seen the section."""
        local = self.section(rule_id)
        number = _section_parts(local)[0]
        if self.seen_sections is None or number in self.seen_sections or local == number:
            return None
        return f"{self.cite(rule_id)}: subsection letters assumed as South Bristol's ({self.name} § {number} not seen)"

    def cite(self, rule_id: str) -> str:
        """The citation a finding carries, e.g. ``§ 73-9C(1)(a)`` or ``§ 96-13I``."""
        return self.cite_section(self.section(rule_id))

    def cite_section(self, local: str) -> str:
        """A section given in this municipality's numbering (``20``, ``22D``) as a citation."""
        if self.chapter is None:
            return f"UDML § {local} ({self.name}: chapter not set)"
        return f"§ {self.chapter}-{local}"

    def tier_of_district(self, district: str) -> tuple[tuple[int, ...], bool]:
        """The board's tier(s) for a district (Tier 2 and 3 both, § 73-6A(3)) and whether it was assigned
        (§ 73-6A(1): Tier 1 when not)."""
        key = str(district).strip()
        if district_key(key) in self._district_of_key:
            return self.district_tiers[self._district_of_key[district_key(key)]], True
        if self.settings.unmapped_district == "error":
            raise DocklineInputError(
                f"zoning district {key!r} has no tier in the {self.name} profile; add it to the tier map"
            )
        return (TIER1,), False

    def with_tier_map(self, district_tiers: Mapping[str, int | tuple[int, ...]]) -> Profile:
        """This profile with the board's district → tier assignments replaced."""
        return replace(self, district_tiers=_tier_map(district_tiers, f"profile {self.key}"))

    def with_tier_maps(self, tier_maps: Mapping | None) -> Profile:
        """This profile with a tier map file's rows (``read_tier_maps``: district → tier by municipality, None for
        the rows of every municipality) for every municipality and for its own (D13); itself without any."""
        return self.with_tier_map({**tier_maps.get(None, {}), **tier_maps.get(self.key, {})}) if tier_maps else self

    def with_settings(self, **changes) -> Profile:
        """This profile with some settings changed (each checked)."""
        return replace(self, settings=replace(self.settings, **changes))

    def with_chapter(self, chapter: str) -> Profile:
        """This profile with its chapter number set, for a municipality whose numbering we lack."""
        return replace(self, chapter=str(chapter))


# TC § 96-13 splits SB § 73-13A in two (A: 250-ft minimum, B: Table 3), so every later letter moves by one.
_TOWN_OF_CANANDAIGUA_13 = {"B": "C", "C": "D", "D": "E", "E": "F", "F": "G", "G": "H", "H": "I"}
_TABLE_3_RULES = ("T2_TABLE_3", "T2_EXTRA_FACILITIES", "T2_EXTRA_MOORINGS", "T2_NO_DOCK_COUNT")
_NO_TIER_MAP = "The board's district → tier assignments are not in our sources: give them as a tier map."

PROFILES = MappingProxyType(
    {
        profile.key: profile
        for profile in (
            Profile("south_bristol", "Town of South Bristol", "73", None, note=_NO_TIER_MAP),
            Profile(
                "town_of_canandaigua",
                "Town of Canandaigua",
                "96",
                frozenset({"9", "12", "13", "17", "18"}),  # the town's sections whose lettering we have read
                letter_aliases={"13": _TOWN_OF_CANANDAIGUA_13},
                rule_sections=dict.fromkeys(_TABLE_3_RULES, "13B"),
                note="§ 96-13 is lettered A–I (numbering note N1, docs/decisions.md). " + _NO_TIER_MAP,
            ),
            Profile(
                "gorham",
                "Town of Gorham",
                "38",
                frozenset(),  # only the table of contents
                note="Section numbers from the Gorham table of contents; letters assumed as South Bristol's. "
                + _NO_TIER_MAP,
            ),
            Profile(
                "city_of_canandaigua",
                "City of Canandaigua",
                None,
                frozenset(),
                note="Chapter number not recovered: set it. City Pier boathouse parcels are exempt (§ 20).",
            ),
            Profile("italy", "Town of Italy", None, frozenset(), note="Text not recovered: set the chapter number."),
            Profile(
                "middlesex", "Town of Middlesex", None, frozenset(), note="Text not recovered: set the chapter number."
            ),
        )
    }
)


def get_profile(key: str) -> Profile:
    """The profile for a municipality key; a clear error naming the known keys otherwise."""
    try:
        return PROFILES[key]
    except (KeyError, TypeError):
        raise DocklineInputError(f"no municipality profile {key!r}; known profiles: {', '.join(PROFILES)}") from None


def read_tier_maps(path) -> dict[str | None, dict]:
    """The tier map CSV at ``path`` (``parse_tier_maps_csv``), in UTF-8 or, as Excel saves it on Windows,
    Windows-1252; a file that cannot be read is named with the reason."""
    try:
        with open(path, "rb") as handle:
            data = handle.read()
    except OSError as error:
        raise DocklineInputError(f"Cannot read the tier map {path}: {error.strerror}") from None
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError:
        text = data.decode("cp1252", errors="replace")
    if "\x00" in text:
        raise DocklineInputError(f"Cannot read the tier map {path}: it is not a text file (a CSV district,tier)")
    return parse_tier_maps_csv(text, source=str(path))


def parse_tier_maps_csv(text: str, source: str = "tier map") -> dict[str | None, dict]:
    """Read a ``district,tier`` CSV (a header row is required) into district → tier maps (§ 73-6, D13), by
    municipality: an optional ``municipality`` column names the profile a row applies to (``match_profile``); rows
    without one apply to every municipality (key None). A district assigned Tier 2 and Tier 3 (§ 73-6A(3)) is
    given as ``2;3`` or in two rows, and maps to (2, 3)."""
    reader = csv.DictReader(io.StringIO(text))
    if not reader.fieldnames or {"district", "tier"} - {name.strip().lower() for name in reader.fieldnames}:
        raise DocklineInputError(f"{source}: the first row must name the columns 'district' and 'tier'")
    tiers: dict[tuple[str | None, str], set[int]] = {}
    for line_number, row in enumerate(reader, start=2):
        where = f"{source}, line {line_number}"
        extra = [cell.strip() for cell in row.pop(None, None) or [] if cell.strip()]  # cells beyond the header's
        if extra:
            raise DocklineInputError(
                f"{where}: more cells than the first row names ({', '.join(map(repr, extra))}); a district of Tier 2 "
                "and Tier 3 is given as 2;3 in one cell"
            )
        row = {key.strip().lower(): (cell or "").strip() for key, cell in row.items() if key}
        district, tier_text, town = row.get("district", ""), row.get("tier", ""), row.get("municipality", "")
        if not district:
            raise DocklineInputError(f"{where}: no district")
        try:
            scope = match_profile(town).key if town else None
        except DocklineInputError as error:
            raise DocklineInputError(f"{where}: {error}") from None
        given = [part.strip() for part in tier_text.split(";")]
        if any(part not in ("1", "2", "3") for part in given):
            raise DocklineInputError(f"{where}: district {district!r} has tier {tier_text!r}; tiers are 1, 2 or 3")
        both = tiers.setdefault((scope, district), set()) | {int(part) for part in given}
        if len(both) > 1 and both != {2, 3}:
            raise DocklineInputError(
                f"{where}: district {district!r} is given two tiers; only Tier 2 and Tier 3 may be assigned "
                "together (§ 73-6A(3))"
            )
        tiers[(scope, district)] = both
    maps: dict[str | None, dict] = {}
    for (scope, district), both in tiers.items():
        maps.setdefault(scope, {})[district] = min(both) if len(both) == 1 else (2, 3)
    return maps


def parse_tier_map_csv(text: str, source: str = "tier map", municipality: str | None = None) -> dict:
    """The district → tier map a CSV gives one municipality (a profile key; None: the rows for every
    municipality only): its own rows win over the rows for all (``parse_tier_maps_csv``)."""
    maps = parse_tier_maps_csv(text, source)
    return {**maps.get(None, {}), **maps.get(municipality, {})}


_TOWN_WORDS = {"town": "town", "city": "city", "t": "town", "c": "city"}
_FILLER_WORDS = {"of", "the"}


def _words(text) -> list[str]:
    """A name's words, lower case, without punctuation: what matching a name by hand looks at."""
    return re.findall(r"[a-z0-9]+", str(text).lower())


def district_key(district) -> str:
    """A district name as a tier map matches it (D13): case, spaces and punctuation aside (``_words``), so "MAR",
    "mar" and "M.A.R." are one district."""
    return "".join(_words(district))


def _name_parts(text) -> tuple[str | None, tuple[str, ...]]:
    """A municipality's name as (town or city where it says, the other words): case, punctuation, "of" and the
    order of "Town of" aside, so "Town of South Bristol", "SOUTH BRISTOL", "south_bristol" and "South Bristol
    (T)" agree."""
    words = _words(text)
    kinds = {_TOWN_WORDS[word] for word in words if word in _TOWN_WORDS}
    rest = tuple(word for word in words if word not in _TOWN_WORDS and word not in _FILLER_WORDS)
    return (kinds.pop() if len(kinds) == 1 else None), rest


def match_profile(given, profiles: Mapping[str, Profile] = PROFILES) -> Profile:
    """The profile a municipality value names, by key or name (``_name_parts``); "Canandaigua" alone is the City
    or the Town, so an error, as is a value that names no profile (D14)."""
    kind, rest = _name_parts(given)
    found = []
    for profile in profiles.values():
        own_kind, own_rest = _name_parts(profile.name)
        if rest and rest == own_rest and kind in (None, own_kind):
            found.append(profile)
    if len(found) == 1:
        return found[0]
    known = "; ".join(profile.name for profile in profiles.values())
    if found:
        named = " or the ".join(profile.name for profile in found)
        raise DocklineInputError(f"municipality {given!r} could be the {named}: say which (known profiles: {known})")
    raise DocklineInputError(f"municipality {given!r} matches no profile; known profiles: {known}")


@dataclass(frozen=True)
class Municipalities:
    """Whose law applies to each parcel (D14): its own municipality's profile where given, else ``default``
    (the PROFILE chosen for the run). One geometry serves the whole lake; the allocation, the tier-dependent
    setbacks, the citations and the tier map follow the parcel's profile."""

    default: Profile
    of_parcel: Mapping[str, Profile] = field(default_factory=dict)

    def of(self, parcel_id) -> Profile:
        """The profile of a parcel (the default for one without a municipality, or no parcel at all)."""
        return self.of_parcel.get(parcel_id, self.default)

    @property
    def profiles(self) -> list[Profile]:
        """The profiles in use, each once, the default first."""
        return list({p.key: p for p in (self.default, *self.of_parcel.values())}.values())


def as_municipalities(profile: Profile | Municipalities) -> Municipalities:
    """One profile for every parcel, or the municipalities as they are."""
    return profile if isinstance(profile, Municipalities) else Municipalities(profile)


def parcel_municipalities(
    values: Mapping[str, object], default: Profile, tier_maps: Mapping[str | None, dict] | None = None
) -> Municipalities:
    """Each parcel's profile from its municipality value (parcel id → value, ``match_profile``), with its own
    tier map from ``tier_maps`` (``parse_tier_maps_csv``); the default profile serves its own municipality as it
    is (its chapter and settings kept) and every parcel without a value. Values that name no profile are one
    error naming the parcels."""
    chosen = {default.key: default}
    of_parcel: dict[str, Profile] = {}
    unknown: dict[str, list[str]] = {}  # message → the parcels it names
    for parcel_id, given in values.items():
        if given is None or not str(given).strip():
            continue
        try:
            key = match_profile(given).key
        except DocklineInputError as error:
            unknown.setdefault(str(error), []).append(str(parcel_id))
            continue
        if key not in chosen:
            # the run's settings, for every town
            chosen[key] = replace(PROFILES[key].with_tier_maps(tier_maps), settings=default.settings)
        of_parcel[parcel_id] = chosen[key]
    if unknown:
        raise DocklineInputError(
            "; ".join(
                f"parcel {', '.join(parcels[:10])}{' and more' if len(parcels) > 10 else ''}: {message}"
                for message, parcels in unknown.items()
            )
        )
    return Municipalities(default, of_parcel)
