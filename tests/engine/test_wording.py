"""Counts in words: one thing in the singular, any other number in the plural, in every message that counts."""

import ast
import re

import pytest
import shapely
from dockline.rules.lake.analysis import analyse_lake
from dockline.rules.tools.wording import counted
from test_vocabulary import REPO, SHIPPED


@pytest.mark.parametrize(
    "number, noun, plural, expected",
    [
        (0, "parcel", "", "0 parcels"),
        (1, "parcel", "", "1 parcel"),
        (2, "dock", "", "2 docks"),
        (1, "entity", "entities", "1 entity"),
        (3, "entity", "entities", "3 entities"),
    ],
)
def test_counted(number, noun, plural, expected):
    assert counted(number, noun, plural) == expected


def test_a_lake_of_one_parcel_is_summarised_in_the_singular():
    analysis = analyse_lake(shapely.box(-3000, 0, 3000, 3000), [("P1", shapely.box(-50, -300, 50, 0))])
    first = analysis.summary().splitlines()[0]
    assert first.startswith("1 parcel: 1 adjoining the MHW, 0 not adjoining; 1 tie line, 2 tie points, ")
    assert "parcels" not in first and "1 tie lines" not in first


COUNTED_NOUNS = re.compile(  # the things Dockline's messages count
    r"^ (slips|moorings|docks|parcels|soundings|findings|boats|layers|features|exhibits|pages|rows|items|entities|"
    r"points|structures|lots|days|tie lines|tie points)\b"
)
MORE_THAN_ONE = {  # (module, the counted expression): a count that is never 1 where the message is made
    ("rules/checks/counts.py", "len(members)"): "a consolidation of two or three parcels",
    ("headless/api.py", "len(layers)"): "said only of a file of several layers",
    ("rules/tools/arrays.py", "len(index)"): "a mask that does not fit: a programming error, never shown to a user",
    ("rules/tools/arrays.py", "len(array)"): "the same",
    ("rules/checks/checker.py", "rows"): "said only of a facility named in more than one row",
    ("rules/lake/analysis.py", "len(line.coords)"): "a line has two points or more",
}


def bare_counts(path) -> list:
    """(line, expression) for each number an f-string puts before a counted noun without ``counted``."""
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.JoinedStr):
            for value, text in zip(node.values, node.values[1:]):
                if (
                    isinstance(value, ast.FormattedValue)
                    and isinstance(text, ast.Constant)
                    and COUNTED_NOUNS.match(str(text.value))
                ):
                    found.append((node.lineno, ast.unparse(value.value)))
    return found


def test_the_scan_finds_a_bare_count(tmp_path):
    module = tmp_path / "m.py"
    module.write_text('n = 1\nx = f"{n} moorings"\ny = f"{counted(n, \'mooring\')}, {n} at docks"\n', encoding="utf-8")
    assert bare_counts(module) == [(2, "n")]


def test_every_count_of_a_shipped_message_is_counted():
    """'1 moorings' on a hearing exhibit: every number put before a counted noun goes through ``counted``."""
    found = [
        f"{path.relative_to(REPO)}:{line}: {{{expression}}}"
        for path in SHIPPED
        if path.parts[len(REPO.parts)] != "scripts"  # the developers' own, not a user's messages
        for line, expression in bare_counts(path)
        if (str(path.relative_to(REPO)), expression) not in MORE_THAN_ONE
    ]
    assert found == []
