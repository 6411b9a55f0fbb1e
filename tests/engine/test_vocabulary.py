"""One vocabulary: severities, statuses, zones, structure kinds and flag codes are spelled once, in
``rules/law/vocabulary.py``, print as the bare strings the outputs have always held, and no shipped module spells one
of them again as a literal."""

import ast
import json

import pytest
from devenv import REPO
from dockline.rules.law.vocabulary import VOCABULARY, FlagCode, Severity, Status, StructureKind, Zone, bare

SHIPPED = [REPO / "plugin.py", REPO / "compat.py"] + sorted(
    path
    for folder in ("rules", "readers", "processing", "ui", "exhibit", "headless", "scripts")
    for path in (REPO / folder).rglob("*.py")
)
VOCABULARY_MODULE = REPO / "rules" / "law" / "vocabulary.py"
OTHER_MEANINGS = {  # (module, literal): the same letters meaning something else, which a member would misname
    ("readers/cad.py", "mooring"): "the CAD mapping's role for a mooring buoy, not the mooring zone",
    ("scripts/make_sample_dxf.py", "mooring"): "the sample's CAD layer for that role",
    ("scripts/compare_outputs.py", "boat_accessory_structure"): "one of the raw spellings a proposal may hold",
    ("rules/checks/counts.py", "dock"): "the noun a message counts ('2 docks'), not the dock zone",
    ("rules/checks/counts.py", "mooring"): "the noun a message counts ('2 moorings'), not the mooring zone",
    ("rules/buildout/layout.py", "dock"): "the noun the build-out's totals count ('336 docks'), not the dock zone",
    ("rules/buildout/layout.py", "mooring"): "the noun the totals count ('13 moorings'), not the mooring zone",
    ("rules/buildout/docks.py", "dock"): "the noun a build-out's reason counts ('1 of its 2 docks'), not the dock zone",
    ("headless/api.py", "mooring"): "the noun the summary counts ('13 moorings at most'), not the mooring zone",
    ("processing/adapters/shoreline_run.py", "mooring"): "the noun the log's summary counts, not the mooring zone",
    ("rules/law/catalogue.py", "INPUT"): "the rule id of a finding on data the check cannot read, not the flag code",
    ("processing/import_cad.py", "INPUT"): "the Processing parameter naming the drawing",
    ("readers/cad.py", "INPUT"): "the Processing parameter naming the drawing, as messages call it by default",
    ("scripts/demo.py", "INPUT"): "the start of a log line counting INPUT findings",
    ("readers/cad.py", "skipped"): "the CAD import report's action for an entity not read",
    ("ui/inputs.py", "dock"): "a word of a layer's name that says it is not the parcels, not the dock zone",
    ("ui/inputs.py", "mooring"): "a word of a layer's name that says it is not the parcels, not the mooring zone",
}


@pytest.mark.parametrize("member", [Severity.PERMIT_REQUIRED, Status.NOT_ADJOINING, Zone.DOCK, FlagCode.TOWN_LINE])
def test_a_member_prints_as_its_bare_value(member):
    value = member.value
    assert str(member) == value and type(str(member)) is str
    assert f"{member}" == value and format(member) == value and str.format("{}", member) == value
    assert "%s" % member == value  # noqa: UP031 (the old spelling must print the value too)
    assert f"{member:>20}" == f"{value:>20}"
    assert json.dumps(member) == json.dumps(value)
    assert member == value and {value: 1}[member] == 1 and {member: 1}[value] == 1
    assert type(bare(member)) is str and bare(member) == value and bare(3.5) == 3.5


def test_the_values_are_the_outputs_words():
    assert [s.value for s in Severity] == [
        "violation",
        "permit_required",
        "advisory",
        "varied",
        "nonconforming",
        "exempt",
    ]
    assert Status("needs review") is Status.NEEDS_REVIEW and Zone("mooring") is Zone.MOORING
    assert StructureKind.BOAT_ACCESSORY_STRUCTURE == "boat_accessory_structure"
    assert all(code.value == code.name for code in FlagCode)


def test_every_flag_of_the_lake_analysis_has_its_meaning_in_the_summary():
    from dockline.rules.lake.analysis import FLAG_MEANINGS

    assert set(FlagCode) - set(FLAG_MEANINGS) == {FlagCode.MHW_HYDROFLATTENED}  # that one: the MHW tracing's


def spelled_values(path) -> list:
    """(line, literal) for every string constant in the module that is a vocabulary value."""
    words = {member.value for enum in VOCABULARY for member in enum}
    tree = ast.parse(path.read_text(encoding="utf-8"))
    return [
        (node.lineno, node.value)
        for node in ast.walk(tree)
        if isinstance(node, ast.Constant) and isinstance(node.value, str) and node.value in words
    ]


def test_the_scan_finds_a_spelled_value(tmp_path):
    module = tmp_path / "m.py"
    module.write_text('x = "violation"\ny = f"{x} dock"\nz = {"mooring": 1}\n', encoding="utf-8")
    assert spelled_values(module) == [(1, "violation"), (3, "mooring")]


def test_no_shipped_module_spells_a_vocabulary_value():
    assert VOCABULARY_MODULE in SHIPPED and len(SHIPPED) > 40
    found = [
        f"{path.relative_to(REPO)}:{line}: {literal!r}"
        for path in SHIPPED
        if path != VOCABULARY_MODULE
        for line, literal in spelled_values(path)
        if (str(path.relative_to(REPO)), literal) not in OTHER_MEANINGS
    ]
    assert found == [], "use the member of rules/law/vocabulary.py instead"


def test_every_other_meaning_is_still_there():
    for module, literal in OTHER_MEANINGS:
        assert literal in [value for _, value in spelled_values(REPO / module)], f"{module} no longer needs it"
