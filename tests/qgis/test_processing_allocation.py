"""``dockline:allocation`` in QGIS Processing: parameters, a run on a table with good and bad rows, outputs."""

import pytest
from dockline.processing.base import plain
from layers import RecordingFeedback, table
from qgis.core import QgsProcessingContext, QgsProcessingException, QgsProject

import processing

PARCEL_FIELDS = "field=pid:string&field=frontage:double&field=zone:string&field=use:string&field=steep:string"

ROWS = [
    ("10-1", 20.0, "R-1", None, "no"),
    ("10-2", 420.0, "R-1", None, "yes"),
    ("10-3", 480.0, "MAR", "marina", None),
    ("10-4", 400.0, "MAR;HOS", "Hotel", None),
    ("10-5", None, "R-1", None, None),
    ("10-6", -5.0, "R-1", None, None),
    ("10-2", 30.0, "", None, None),
]


def run_allocation(tmp_path, rows=ROWS, tier_map="district,tier\nR-1,1\nMAR,2\nHOS,3\n", profile=0):
    csv_path = tmp_path / "tiers.csv"
    csv_path.write_text(tier_map)
    feedback = RecordingFeedback()
    context = QgsProcessingContext()
    context.setProject(QgsProject.instance())
    result = processing.run(
        "dockline:allocation",
        {
            "PARCELS": table(PARCEL_FIELDS, rows, "parcels"),
            "PARCEL_ID": "pid",
            "LINEAL_FT_FIELD": "frontage",
            "DISTRICT_FIELD": "zone",
            "LAND_USE_FIELD": "use",
            "STEEP_SLOPE_FIELD": "steep",
            "PROFILE": profile,
            "TIER_MAP": str(csv_path),
            "ALLOCATION": "memory:",
        },
        context=context,
        feedback=feedback,
    )
    layer = result["ALLOCATION"]
    return {f["parcel_id"] + f"#{i}": f for i, f in enumerate(layer.getFeatures())}, feedback


def test_parameter_definitions(dockline_provider):
    algorithm = dockline_provider.algorithm("allocation")
    names = [p.name() for p in algorithm.parameterDefinitions()]
    assert names == [
        "PARCELS",
        "PARCEL_ID",
        "LINEAL_FT_FIELD",
        "DISTRICT_FIELD",
        "LAND_USE_FIELD",
        "STEEP_SLOPE_FIELD",
        "TIER_ELECTION_FIELD",
        "PROFILE",
        "TIER_MAP",
        "ALLOCATION",
    ]
    optional = {p.name() for p in algorithm.parameterDefinitions() if p.flags() & p.FlagOptional}
    assert optional == {"DISTRICT_FIELD", "LAND_USE_FIELD", "STEEP_SLOPE_FIELD", "TIER_ELECTION_FIELD", "TIER_MAP"}
    assert "§ 73-6A(2)" in algorithm.shortHelpString() and "Table 1 (§ 73-8A)" in algorithm.shortHelpString()
    assert algorithm.canExecute() == (True, "")


def test_allocation_rows_and_skipped_parcels(dockline_provider, tmp_path):
    rows, feedback = run_allocation(tmp_path)
    assert sorted(rows) == ["10-1#0", "10-2#1", "10-2#4", "10-3#2", "10-4#3"]
    small, large, marina, hotel, no_district = (rows[k] for k in ("10-1#0", "10-2#1", "10-3#2", "10-4#3", "10-2#4"))
    assert (small["tier"], small["category"], small["max_slips"], small["max_moorings"], small["setback_ft"]) == (
        "1",
        "A",
        1,
        0,
        5,
    )
    assert (large["max_slips"], large["max_docks"], large["dock_area_sqft"], large["bas_allowed"]) == (9, 4, 920, True)
    assert large["boathouse_allowed"] and "§ 73-8B(1)" in large["citations"]
    assert (marina["tier"], marina["max_slips"], marina["max_moorings"], marina["setback_ft"]) == ("2", 75, 18, 45)
    assert plain(marina["max_docks"]) is None  # no dock count in Tier 2 (site-plan discretion)
    assert (hotel["tier"], hotel["max_slips"], hotel["max_moorings"]) == ("3", 28, 0)
    assert "most restrictive, Tier 3" in hotel["tier_reason"]
    assert no_district["tier"] == "1" and "Tier 1 by default" in no_district["tier_reason"]
    assert feedback.errors == [
        "parcel 10-5: lineal feet of shoreline must be a number, not None; skipped",
        "parcel 10-6: lineal feet of shoreline must be more than 0 ft, not -5.0; skipped",
    ]
    assert feedback.warnings == [
        "parcel 10-2: appears more than once; each row is allocated",
        "parcel 10-2: its district field (zone) is empty: Tier 1 by default (§ 73-6A(1))",  # as NO_DISTRICT says
    ]
    assert "Dockline allocation (Town of South Bristol): 5 parcels allocated, 2 skipped." in feedback.infos


def test_town_of_canandaigua_numbering(dockline_provider, tmp_path):
    rows, _ = run_allocation(tmp_path, rows=[("7", 480.0, "MAR", None, None)], profile=1)
    assert "§ 96-13B" in rows["7#0"]["citations"]


@pytest.mark.parametrize(
    "tier_map, message",
    [
        ("zone,tier\nR-1,1\n", "must name the columns 'district' and 'tier'"),
        ("district,tier\nR-1,one\n", "line 2: district 'R-1' has tier 'one'"),
    ],
)
def test_bad_tier_map_stops_with_its_line(dockline_provider, tmp_path, tier_map, message):
    with pytest.raises(QgsProcessingException, match=message):
        run_allocation(tmp_path, tier_map=tier_map)


def test_an_absurd_lineal_feet_is_one_skipped_row_not_a_lost_table(dockline_provider, tmp_path):
    rows, feedback = run_allocation(tmp_path, [("10-1", 1e308, "R-1", None, None), ("10-2", 120.0, "R-1", None, None)])
    assert sorted(rows) == ["10-2#0"]
    assert feedback.errors == [
        "parcel 10-1: lineal feet of shoreline 1e+308 is more than any parcel's frontage (1,000,000 ft, 189 miles): "
        "check the field and its unit; skipped"
    ]
