"""Counts in words: one thing in the singular, any other number in the plural, in every message that counts."""

import pytest
import shapely
from dockline.rules.lake.analysis import analyse_lake
from dockline.rules.tools.wording import counted


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
