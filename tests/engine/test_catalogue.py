"""The rules catalogue and the municipality profiles against Dockline's own decisions page, docs/decisions.md
(its table of the law's numbers, its decisions D1–D18 and its other readings, D14)."""

import re
from decimal import Decimal

import pytest
from devenv import REPO
from dockline.rules import PROFILES, RULES, DocklineInputError, get_profile, parse_tier_map_csv
from dockline.rules.law.catalogue import DECISIONS as DECISION_LINES
from dockline.rules.law.catalogue import STATUSES, decisions_of, reading

DECISIONS_PAGE = (REPO / "docs" / "decisions.md").read_text()


def number_rows() -> list[str]:
    """The rows of the decisions page's table of the law's numbers."""
    table = DECISIONS_PAGE[
        DECISIONS_PAGE.index("## The numbers Dockline applies") : DECISIONS_PAGE.index("### Table 1")
    ]
    return [line for line in table.splitlines() if line.startswith("| § 73-")]


def cited_sections(row: str) -> list[str]:
    return re.findall(r"73-([0-9]+[A-Z]?[0-9()\[\]a-z]*)", row.split("|")[1])


def related(section: str, cited: str) -> bool:
    """One section holds the other: ``8B(4)`` and ``8B(4)(a)``, but not ``9C(1)`` and ``9C(2)``."""
    short, long = sorted((section, cited), key=len)
    return long.startswith(short) and (len(long) == len(short) or not long[len(short)].isdigit())


def test_every_rule_is_complete():
    for rule in RULES.values():
        assert re.fullmatch(r"[A-Z0-9_]+", rule.id)
        assert re.match(r"\d+", rule.section), rule.id
        assert rule.status in STATUSES and rule.constrains and rule.applies_to, rule.id
        if rule.status == "decision":
            assert rule.basis, f"{rule.id}: a decision names its basis"


def test_numbers_agree_with_the_decisions_page():
    """Each plain numeric rule's value stands in a row of its section in docs/decisions.md: a typo here fails."""
    rows = number_rows()
    checked = 0
    for rule in RULES.values():
        if isinstance(rule.value, bool) or not isinstance(rule.value, (int, Decimal)) or rule.status != "verified":
            continue
        if "TABLE" in rule.id:  # the row says "Table n below"; the allocation tests check the tables
            continue
        section = rule.section.split(" ")[0]
        mine = [row for row in rows if any(related(section, cited) for cited in cited_sections(row))]
        mine = mine or [row for row in rows if any(cited.startswith(section[:3]) for cited in cited_sections(row))]
        assert mine, f"{rule.id}: no row for § 73-{section} in docs/decisions.md"
        number = f"{rule.value:,}" if isinstance(rule.value, int) else str(rule.value)
        assert any(re.search(rf"(?<![\d.]){re.escape(number)}(?![\d])", row) for row in mine), (rule.id, number)
        checked += 1
    assert checked >= 45


def test_every_section_of_the_decisions_page_has_a_rule():
    sections = {rule.section.split(" ")[0] for rule in RULES.values()}
    for row in number_rows():
        assert any(related(section, cited) for cited in cited_sections(row) for section in sections), row


ENTRY = re.compile(r"^### ([DEGN]\d+[a-z]?) — ", re.MULTILINE)
REFERENCE = re.compile(r"\b[DEGN]\d+[a-z]?\b")


def references(text: str) -> set[str]:
    """The entries of docs/decisions.md a text refers to: D6, E18, G7a, N1."""
    return set(REFERENCE.findall(text))


def test_the_decisions_page_has_every_decision_once():
    entries = ENTRY.findall(DECISIONS_PAGE)
    assert len(entries) == len(set(entries))
    assert {f"D{n}" for n in range(1, 19)} <= set(entries)


def test_every_reference_printed_resolves_to_the_decisions_page():
    """What the catalogue, the profiles and the exhibit note print names entries that docs/decisions.md holds,
    and nothing points at a document the plugin does not ship."""
    entries = set(ENTRY.findall(DECISIONS_PAGE))
    printed = [
        text
        for found in RULES.values()
        for text in (found.basis, found.note, found.constrains, reading(found), repr(found.value))
    ]
    printed += [profile.note for profile in PROFILES.values()]
    cited = set().union(*map(references, printed))
    assert {"D1", "D6", "D11", "E3", "E14", "E18", "G7a", "G7b", "N1"} <= cited
    assert cited <= entries, cited - entries
    assert not [text for text in printed if "SPEC" in text or "shared/" in text]
    assert reading(RULES["T2_NO_DOCK_COUNT"]) == "Dockline reading E18, docs/decisions.md"
    assert reading(RULES["T1_MOORING_REACH"]) == "unverified reading; Dockline decision D1, docs/decisions.md"
    assert reading(RULES["T1_DOCK_AREA"]) == "the law's text"


def test_every_reference_in_the_plugin_code_resolves():
    """Help texts, flag messages and docstrings cite only entries that docs/decisions.md holds."""
    entries = set(ENTRY.findall(DECISIONS_PAGE))
    sources = [
        *REPO.glob("*.py"),
        *(path for folder in ("rules", "processing", "ui") for path in (REPO / folder).rglob("*.py")),
    ]
    for path in sources:
        text = re.sub(r"noqa: [A-Z0-9, ]+", "", path.read_text())  # ruff's codes (N802) are no references
        assert references(text) <= entries, (path, references(text) - entries)
        assert "SPEC" not in text, path


def test_six_profiles_with_their_numbering():
    assert set(PROFILES) == {
        "south_bristol",
        "town_of_canandaigua",
        "gorham",
        "city_of_canandaigua",
        "italy",
        "middlesex",
    }
    assert get_profile("south_bristol").cite("T1_MAIN_WALKWAY_WIDTH") == "§ 73-9C(1)(a)"
    assert get_profile("gorham").cite("T1_MAIN_WALKWAY_WIDTH") == "§ 38-9C(1)(a)"
    town = get_profile("town_of_canandaigua")
    assert town.cite("T1_MAIN_WALKWAY_WIDTH") == "§ 96-9C(1)(a)"
    # § 96-13 is lettered A–I (N1): SB 73-13A's Table 3 is 96-13B and everything after moves one letter
    assert [
        town.cite(rid)
        for rid in (
            "T2_MIN_SHORELINE",
            "T2_TABLE_3",
            "T2_PROHIBITED_STRUCTURES",
            "T2_MOORING_PERMIT",
            "T2_DOCK_LINE",
            "T2_DEPTH_EXTENSION",
        )
    ] == ["§ 96-13A", "§ 96-13B", "§ 96-13E", "§ 96-13G", "§ 96-13H", "§ 96-13I"]
    assert town.cite("T2_SETBACK") == "§ 96-14A"
    italy = get_profile("italy")
    assert "chapter not set" in italy.cite("T1_DOCK_AREA")
    assert italy.with_chapter("64").cite("T1_DOCK_AREA") == "§ 64-9C(1)"


def test_unknown_rule_id_is_a_clear_error():
    with pytest.raises(KeyError, match="no rule 'T9_NOTHING'"):
        get_profile("south_bristol").cite("T9_NOTHING")


def test_tier_map_csv():
    assert parse_tier_map_csv("District,Tier\nR-1,1\n MAR ,2\nHOS,3\n") == {"R-1": 1, "MAR": 2, "HOS": 3}
    assert parse_tier_map_csv("district,tier\nR-1,1,\n") == {"R-1": 1}  # an empty cell past the last column
    both = {"C-2": (2, 3)}  # § 73-6A(3): a district may be assigned Tier 2 and Tier 3
    assert parse_tier_map_csv("district,tier\nC-2,2;3\n") == parse_tier_map_csv("district,tier\nC-2,3\nC-2,2\n") == both
    assert get_profile("south_bristol").with_tier_map(both).tier_of_district("C-2") == ((2, 3), True)
    for text, message in (
        ("zone,tier\nR,1\n", "must name the columns"),
        ("district,tier\nR,1;2\n", "line 2: district 'R' is given two tiers; only Tier 2 and Tier 3"),
        ("district,tier\nR,2;4\n", "line 2: district 'R' has tier '2;4'"),
        ("district,tier\nR,4\n", "line 2"),
        ("district,tier\n,1\n", "line 2: no district"),
        ("district,tier\nR,1\nR,2\n", "line 3: district 'R' is given two tiers"),
        ("district,tier\nR,1\nMAR,2,3\n", r"line 3: more cells than the first row names \('3'\); .* as 2;3"),
    ):
        with pytest.raises(DocklineInputError, match=message):
            parse_tier_map_csv(text)


def test_assumed_subsection_letters_carry_a_caveat():
    """Only sections read in a municipality's own text count as verified there (SPEC § 0)."""
    assert get_profile("south_bristol").caveat("T2_SETBACK") is None
    town = get_profile("town_of_canandaigua")
    assert town.caveat("T1_MAIN_WALKWAY_WIDTH") is None and town.caveat("T2_TABLE_3") is None  # §§ 96-9, 96-13 seen
    assert town.caveat("T2_SETBACK") == (
        "§ 96-14A: subsection letters assumed as South Bristol's (Town of Canandaigua § 14 not seen)"
    )
    assert "§ 38-9C(1)(a): subsection letters assumed" in get_profile("gorham").caveat("T1_MAIN_WALKWAY_WIDTH")
    assert get_profile("gorham").caveat("CITY_PIER_BOATHOUSES") is None  # § 38-20 has no letter to assume


def test_our_readings_are_not_marked_verified():
    """Each rule resting on a decision says which; the issue's list of readings among them."""
    for rule_id, decisions in (
        ("T1_MOORED_BOAT_INSIDE", ("D11",)),
        ("T1_DOCKED_BOAT_INSIDE", ("D11",)),
        ("T1_MAIN_WALKWAY_WIDTH", ("D9",)),
        ("T1_MOORING_PLACEMENT", ("D11", "contact")),
        ("T2_MOORING_PLACEMENT", ("D11", "contact")),
        ("T2_TABLE_3", ("D6",)),
    ):
        assert RULES[rule_id].status != "verified" and decisions_of(rule_id) == decisions
        assert all(DECISION_LINES[d] for d in decisions)
    assert decisions_of("T2_SETBACK") == ()
    for rule in RULES.values():
        if rule.status == "decision":
            assert decisions_of(rule.id) or rule.basis.startswith("E"), rule.id
        for key in re.findall(r"\bD\d+\b", rule.basis):
            assert key in DECISION_LINES, (rule.id, key)


def test_every_rule_not_marked_informational_is_used_by_code():
    """A rule no check, allocation or output reads is marked informational; every other one is read somewhere."""
    code = "\n".join(
        path.read_text()
        for folder in ("rules", "processing", "ui", "exhibit")
        for path in (REPO / folder).rglob("*.py")
        if path.name != "catalogue.py"
    )
    used = {rule_id for rule_id in RULES if re.search(rf"[\"']{rule_id}[\"']", code)}
    assert used == {rule_id for rule_id, rule in RULES.items() if not rule.informational}
