"""The whole lake at once: parcels of two municipalities on one straight shore, each cited in its own town's
numbering, with its own tier map, allocation and setbacks, on one geometry; the town line flagged (D14)."""

import re

import numpy as np
import pytest
import shapely
from dockline.rules import DocklineInputError, allocate_parcel, get_profile
from dockline.rules.checks.checker import check_facilities
from dockline.rules.checks.proposal import DockPart, Proposal
from dockline.rules.lake.analysis import analyse_lake
from dockline.rules.law.profiles import match_profile, parcel_municipalities, parse_tier_map_csv, parse_tier_maps_csv
from dockline.rules.outputs.rows import output_rows
from dockline.rules.outputs.schema import OUTPUTS

# The same district means Tier 2 in the Town of Canandaigua and Tier 1 in South Bristol.
TIER_MAP = "municipality,district,tier\n,R-1,1\nTown of Canandaigua,MAR,2\nSOUTH BRISTOL,MAR,1\n"
LOTS = [  # id, frontage, town as the parcel data spells it, district
    ("N1", 300, "Town of Canandaigua", "MAR"),
    ("N2", 100, "Canandaigua, Town of", "R-1"),
    ("S1", 300, "south_bristol", "MAR"),
    ("S2", 100, "Town of South Bristol", "R-1"),
]
EDGES = np.cumsum([0] + [width for _, width, _, _ in LOTS])
PARCELS = [(pid, shapely.box(EDGES[i], -300, EDGES[i + 1], 0)) for i, (pid, *_) in enumerate(LOTS)]
WATER = shapely.box(-200, 0, EDGES[-1] + 200, 3000)
DEFAULT = get_profile("south_bristol")


@pytest.mark.parametrize(
    "given, key",
    [
        ("Town of South Bristol", "south_bristol"),
        ("South Bristol", "south_bristol"),
        ("SOUTH BRISTOL", "south_bristol"),
        ("south_bristol", "south_bristol"),
        ("  South-Bristol (T) ", "south_bristol"),
        ("Canandaigua, Town of", "town_of_canandaigua"),
        ("CITY OF CANANDAIGUA", "city_of_canandaigua"),
        ("Middlesex", "middlesex"),
    ],
)
def test_a_municipality_is_matched_whatever_its_case_and_punctuation(given, key):
    assert match_profile(given).key == key


def test_an_ambiguous_or_unknown_municipality_is_a_clear_error():
    with pytest.raises(DocklineInputError, match="could be the Town of Canandaigua or the City of Canandaigua"):
        match_profile("Canandaigua")
    with pytest.raises(DocklineInputError, match=r"'Rochester' matches no profile; known profiles: Town of South"):
        match_profile("Rochester")


def test_unknown_values_name_each_parcel_and_the_profiles_known():
    values = {"P1": "Town of Italy", "P2": "Rochester", "P3": "Rochester", "P4": None}
    with pytest.raises(DocklineInputError) as raised:
        parcel_municipalities(values, DEFAULT)
    message = str(raised.value)
    assert message.startswith("parcel P2, P3: municipality 'Rochester' matches no profile")
    assert "Town of Gorham" in message and "P1" not in message


def test_tier_maps_by_municipality():
    maps = parse_tier_maps_csv(TIER_MAP)
    assert maps == {None: {"R-1": 1}, "town_of_canandaigua": {"MAR": 2}, "south_bristol": {"MAR": 1}}
    assert parse_tier_map_csv(TIER_MAP, municipality="town_of_canandaigua") == {"R-1": 1, "MAR": 2}
    assert parse_tier_map_csv(TIER_MAP) == {"R-1": 1}  # the rows for every town only
    both = "municipality,district,tier\nItaly,C-2,2\nItaly,C-2,3\n,C-2,1\n"
    assert parse_tier_maps_csv(both) == {"italy": {"C-2": (2, 3)}, None: {"C-2": 1}}
    with pytest.raises(DocklineInputError, match=r"tier map, line 3: municipality 'Rochester' matches no profile"):
        parse_tier_maps_csv("municipality,district,tier\nItaly,R,1\nRochester,R,2\n")


def test_the_default_profile_serves_parcels_without_a_municipality_and_keeps_its_settings():
    default = DEFAULT.with_settings(increment_rounding="ceil").with_tier_map({"R-1": 1})
    towns = parcel_municipalities({"A": "", "B": "South Bristol", "C": "Italy"}, default, parse_tier_maps_csv(TIER_MAP))
    assert towns.of("A") is default and towns.of("B") is default and towns.of(None) is default
    assert towns.of("C").key == "italy" and towns.of("C").settings.increment_rounding == "ceil"
    assert dict(towns.of("C").district_tiers) == {"R-1": (1,)}
    assert [profile.key for profile in towns.profiles] == ["south_bristol", "italy"]


@pytest.fixture(scope="module")
def towns():
    return parcel_municipalities({pid: town for pid, _, town, _ in LOTS}, DEFAULT, parse_tier_maps_csv(TIER_MAP))


def analysed(municipalities=None):
    districts = {pid: district for pid, _, _, district in LOTS}
    of = municipalities.of if municipalities else lambda _pid: DEFAULT
    return analyse_lake(
        WATER,
        PARCELS,
        allocate_parcel=lambda pid, ft: allocate_parcel(ft, districts[pid], of(pid), land_use="marina"),
        municipalities=municipalities,
    )


@pytest.fixture(scope="module")
def lake(towns):
    return analysed(towns)


def test_one_geometry_for_the_whole_lake(lake):
    alone = analysed()
    assert lake.lineal == alone.lineal == pytest.approx({"N1": 300, "N2": 100, "S1": 300, "S2": 100})
    assert all(shapely.equals(a, b) for a, b in zip(lake.line_geometries(), alone.line_geometries()))
    assert len(lake.shoreline.lines) == len(alone.shoreline.lines) == 5


def test_each_parcel_gets_its_own_towns_tier_and_tier_dependent_setbacks(lake):
    """MAR is Tier 2 in the Town of Canandaigua (45-ft setback, § 73-14A) and Tier 1 in South Bristol."""
    n1, s1 = lake.allocations["N1"], lake.allocations["S1"]
    assert (n1.tier, n1.fal_setback_ft, n1.dock_zone_ft) == (2, 45, 200)
    assert (s1.tier, s1.fal_setback_ft, s1.dock_zone_ft) == (1, 10, 60)
    zones = {(lake.parcel_ids[z.parcel], z.zone): z for z in lake.zones}
    assert zones[("N1", "dock")].depth_ft == 200 and zones[("S1", "dock")].depth_ft == 60


def test_the_town_line_is_flagged_on_both_parcels(lake):
    flags = [flag for flag in lake.flags if flag.code == "TOWN_LINE"]
    assert sorted(flag.parcel_id for flag in flags) == ["N2", "S1"]
    by_parcel = {flag.parcel_id: flag for flag in flags}
    assert "shared with parcel S1 (Town of South Bristol): two towns' boards" in by_parcel["N2"].message
    assert "shared with parcel N2 (Town of Canandaigua): two towns' boards" in by_parcel["S1"].message
    assert by_parcel["N2"].where == pytest.approx((400, 0), abs=1e-6)
    assert not [flag for flag in analysed().flags if flag.code == "TOWN_LINE"]  # one town: no town line


def test_outputs_say_which_town_and_cite_its_numbering(lake, towns):
    dock = tuple(
        DockPart(f"docks feature {k}", f"D{pid}", "main_walkway", pid, 1, False, shapely.box(x - 5, -4, x + 5, 40))
        for k, (pid, x) in enumerate((("N2", 350), ("S2", 750)))
    )  # 10 ft wide: past the 8-ft main walkway width in either town
    checked = check_facilities(lake, Proposal(docks=dock), towns)
    rows = output_rows(lake, towns, PARCELS, checked)
    names = ("ALLOCATION", "FLAGS", "FINDINGS", "PARCEL_SUMMARY")
    field_names = {name: [field for field, _ in OUTPUTS[name].fields] for name in names}
    town_of = {
        name: {values[0]: values[field_names[name].index("municipality")] for _, values in rows[name]} for name in names
    }
    expected = {"N1": "Town of Canandaigua", "N2": "Town of Canandaigua", "S1": "Town of South Bristol"}
    expected["S2"] = "Town of South Bristol"
    assert town_of["ALLOCATION"] == town_of["PARCEL_SUMMARY"] == expected
    assert town_of["FLAGS"] == expected  # N1 and S2: FAL_FALLBACK at the ends; N2 and S1: TOWN_LINE
    assert town_of["FINDINGS"] == {"N2": "Town of Canandaigua", "S2": "Town of South Bristol"}
    widths = {f.parcel_id: f.citation for f in checked.findings if f.rule_id == "T1_MAIN_WALKWAY_WIDTH"}
    assert widths == {"N2": "§ 96-9C(1)(a)", "S2": "§ 73-9C(1)(a)"}
    citations = {
        values[0]: values[[f for f, _ in OUTPUTS["ALLOCATION"].fields].index("citations")]
        for _, values in rows["ALLOCATION"]
    }
    assert re.match(r"§ 96-", citations["N1"]) and re.match(r"§ 73-", citations["S1"])
    assert "§ 96-13B" in citations["N1"]  # Table 3: South Bristol § 73-13A, relettered in § 96-13 (N1)
