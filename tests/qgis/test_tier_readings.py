"""The tier readings through Processing, on each side of their lines: the most restrictive tier by what it allows
the parcel (D13), Tier 2 or Tier 3 in a district assigned both and the parcel's election (D19), and municipal
facilities (D20) in ``dockline:allocation``; a proposal on a parcel that may take either tier, checked by
``dockline:shorelineanalysis``."""

import pytest
import shapely
from dockline.rules.law.vocabulary import Severity
from layers import RecordingFeedback, by_parcel, memory_layer, run, table
from qgis.core import QgsProcessingContext, QgsProcessingFeedback, QgsProject

import processing

pytestmark = pytest.mark.usefixtures("dockline_provider")

CRS = "EPSG:2261"  # NY Central, US survey feet
TIER_MAP = "district,tier\nR-1,1\nMAR,2\nHOS,3\nC-2,2;3\n"
TIER_READINGS = {"TIER_MOST_RESTRICTIVE", "TIER_2_AND_3", "T2_MUNICIPAL"}  # D13, D19, D20


def tier_map(folder) -> str:
    path = folder / "tiers.csv"
    path.write_text(TIER_MAP)
    return str(path)


def allocated(folder, rows):
    """``dockline:allocation`` of (parcel id, lineal ft, district(s), land use, election) rows: the rows by parcel
    id, and the errors it reported."""
    fields = "field=pid:string&field=frontage:double&field=zone:string&field=use:string&field=elect:string"
    context, feedback = QgsProcessingContext(), RecordingFeedback()
    context.setProject(QgsProject.instance())
    result = processing.run(
        "dockline:allocation",
        {
            "PARCELS": table(fields, rows, "parcels"),
            "PARCEL_ID": "pid",
            "LINEAL_FT_FIELD": "frontage",
            "DISTRICT_FIELD": "zone",
            "LAND_USE_FIELD": "use",
            "TIER_ELECTION_FIELD": "elect",
            "TIER_MAP": tier_map(folder),
            "ALLOCATION": "memory:",
        },
        context=context,
        feedback=feedback,
    )
    return by_parcel(result["ALLOCATION"]), feedback.errors


@pytest.mark.parametrize(
    "lineal_ft, districts, land_use, election, tier, slips, tier3_slips, readings",
    [
        (200, "MAR;HOS", "hotel", None, "2", 0, None, {"TIER_MOST_RESTRICTIVE"}),  # D13: not Tier 3's 18 slips
        (400, "MAR;HOS", "hotel", None, "3", 28, None, {"TIER_MOST_RESTRICTIVE"}),  # D13: 28 against Tier 2's 75
        (400, "C-2", "restaurant", None, "2 or 3", 75, 28, {"TIER_2_AND_3"}),  # D19: either, never both
        (400, "C-2", "restaurant", "3", "3", 28, None, {"TIER_2_AND_3"}),  # D19: the one it elects
        (249.99, "C-2", "restaurant", None, "3", 18, None, {"TIER_2_AND_3"}),  # D19: short of Tier 2's 250 ft
        (400, "R-1", "municipal", None, "1", 9, None, {"T2_MUNICIPAL"}),  # D20: Tier 1, not Table 3's 75
        (400, "MAR", " Municipal", None, "2", 75, None, {"T2_MUNICIPAL"}),  # D20: Table 3 in a Tier 2 district
        (400, "R-1", "non-municipal club", None, "1", 9, None, set()),  # D20: a whole value, not a word in one
    ],
)
def test_tier_readings_in_the_allocation(
    tmp_path, lineal_ft, districts, land_use, election, tier, slips, tier3_slips, readings
):
    rows, errors = allocated(tmp_path, [("P", lineal_ft, districts, land_use, election)])
    found = rows["P"]
    assert (found["tier"], found["max_slips"], found["tier3_max_slips"]) == (tier, slips, tier3_slips)
    assert set(found["to_confirm"].split(",")) & TIER_READINGS == readings
    assert errors == []


def test_a_bad_election_is_a_skipped_row_naming_it(tmp_path):
    rows, errors = allocated(tmp_path, [("P", 400, "C-2", "restaurant", "three"), ("Q", 400, "C-2", "hotel", "2")])
    assert sorted(rows) == ["Q"] and rows["Q"]["tier"] == "2"
    assert errors == ["parcel P: tier election 'three': name Tier 2 or Tier 3 (§ 73-15D), or leave it empty; skipped"]


X0, Y0 = 639_000, 1_050_000  # the shore: water to the north of y = Y0
LOTS = [("W", 0, 100, "R-1", None), ("R", 100, 500, "C-2", "restaurant"), ("E", 500, 600, "R-1", None)]


@pytest.mark.parametrize(
    "election, slips, violated, tier",
    [
        (None, 40, set(), 2),  # the 40 slips: within Tier 2, no Table 4 violation
        (None, 61, {"T2_TABLE_3", "T3_TABLE_4"}, 2),  # past Tier 2's 60 at docks and Tier 3's 28: under both
        ("3", 28, set(), 3),
        ("3", 40, {"T3_TABLE_4"}, 3),  # elected Tier 3: its 28 slips
    ],
)
def test_a_proposal_on_a_parcel_that_may_take_either_tier(tmp_path, election, slips, violated, tier):
    """D19: without an election, judged under each tier and reported under the one it meets, else both."""
    result = run(either_tier_lake(tmp_path, election, slips))
    found = [
        f
        for f in result["FINDINGS"].getFeatures()
        if f["parcel_id"] == "R" and f["severity"] == Severity.VIOLATION.value
    ]
    assert {f["rule_id"] for f in found} == violated
    assert all(("D19: " in f["to_confirm"]) is (election is None) for f in found)
    assert by_parcel(result["PARCEL_SUMMARY"])["R"]["tier"] == tier


def test_the_panel_shows_a_parcel_that_may_take_either_tier_as_2_or_3(tmp_path):
    """D19 in the panel: the list and the detail give Tier "2 or 3", as the outputs do, and the Tier 2 and the
    Tier 3 filters each keep the parcel (the Tier 1 filter does not)."""
    from dockline.ui.detail import Detail
    from dockline.ui.parcels import ParcelList
    from dockline.ui.session import Session

    session = Session(either_tier_lake(tmp_path, None, 40), QgsProject.instance())
    assert session.prepare(QgsProcessingFeedback())
    session.compute(QgsProcessingFeedback())
    parcels = ParcelList()
    parcels.fill(session, {})
    assert parcels.model.item(parcels.row_of("R"), 3).text() == "2 or 3"
    detail = Detail()
    detail.show_parcel(session, "R")
    said = detail.text.toPlainText()  # the tier once, then why: the district's reading in words
    assert said.count("Tier 2 or 3") == 1
    assert "Tier 2 or 3, Town of South Bristol\nWhy this tier: C-2: Tier 2 and 3, " in said
    kept = {}
    for tier in ("1", "2", "3"):
        parcels.tier_filter.setCurrentIndex(parcels.tier_filter.findData(tier))
        kept[tier] = {parcels.proxy.index(row, 1).data() for row in range(parcels.proxy.rowCount())}
    assert kept == {"1": {"W", "E"}, "2": {"R"}, "3": {"R"}}


def either_tier_lake(folder, election, slips, middle="R") -> dict:
    """dockline:shorelineanalysis's parameters for a shore of three lots (LOTS), the middle one ("R", or named
    ``middle``) in C-2, which may take Tier 2 or Tier 3 (D19), with its ``election`` and a dock of ``slips`` slips."""
    parcels = memory_layer(
        "Polygon",
        CRS,
        [
            (
                shapely.box(X0 + x0, Y0 - 300, X0 + x1, Y0),
                middle if pid == "R" else pid,
                district,
                use,
                election if pid == "R" else None,
            )
            for pid, x0, x1, district, use in LOTS
        ],
        "&field=parcel_id:string&field=district:string&field=land_use:string&field=elect:string",
        "parcels",
    )
    dock = shapely.box(X0 + 297, Y0 - 4, X0 + 303, Y0 + 90)
    docks = memory_layer(
        "Polygon",
        CRS,
        [(dock, "D1", "main_walkway", middle, slips, "yes")],
        "&field=dock_id:string&field=part:string&field=parcel_id:string&field=slips:integer&field=nav_light:string",
        "docks",
    )
    return {
        "PARCELS": parcels,
        "PARCEL_ID": "parcel_id",
        "WATER": memory_layer("Polygon", CRS, [shapely.box(X0 - 200, Y0, X0 + 800, Y0 + 3000)], name="water"),
        "DISTRICT_FIELD": "district",
        "LAND_USE_FIELD": "land_use",
        "TIER_ELECTION_FIELD": "elect",
        "TIER_MAP": tier_map(folder),
        "DOCKS": docks,
    }


def test_the_panel_gives_a_parcel_id_as_it_is_written(tmp_path):
    """An id with markup characters in it is the parcel's id in the detail, not markup."""
    from dockline.ui.detail import Detail
    from dockline.ui.session import Session

    session = Session(either_tier_lake(tmp_path, None, 40, middle="<b>R&1</b>"), QgsProject.instance())
    assert session.prepare(QgsProcessingFeedback())
    session.compute(QgsProcessingFeedback())
    detail = Detail()
    detail.show_parcel(session, "<b>R&1</b>")
    assert detail.text.toPlainText().startswith("Parcel <b>R&1</b>\nTier 2 or 3, ")
