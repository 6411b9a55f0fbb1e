"""Messy town and county data through ``dockline:shorelineanalysis``: ids and districts read once the same way."""

import shapely
from dockline.processing.base import plain
from layers import by_parcel, memory_layer, run

WATER = shapely.box(1_389_000, 1_030_000, 1_391_000, 1_031_000)  # EPSG:2261 feet near Canandaigua Lake
LOTS = [shapely.box(x, 1_029_700, x + 100, 1_030_000) for x in range(1_389_500, 1_390_500, 100)]


def test_ids_and_districts_are_read_once_the_same_way(dockline_provider):
    """A Real id field holds 12 as 12.0; an id may carry spaces; a NULL district is no district, not 'None'."""
    parcels = memory_layer(
        "Polygon",
        "EPSG:2261",
        [(lot, float(12 + k)) for k, lot in enumerate(LOTS)],
        "&field=parcel_id:double",
        "parcels",
    )
    spaced = memory_layer("Polygon", "EPSG:2261", [(LOTS[0], " 11 ")], "&field=parcel_id:string", "spaced")
    water = memory_layer("Polygon", "EPSG:2261", [WATER], name="water")
    zoning = memory_layer(
        "Polygon",
        "EPSG:2261",
        [
            (shapely.box(1_389_500, 1_029_700, 1_390_000, 1_030_000), "MAR"),
            (shapely.box(1_390_000, 1_029_700, 1_390_500, 1_030_000), None),
        ],
        "&field=district:string",
        "zoning",
    )
    result = run(
        {
            "PARCELS": parcels,
            "PARCEL_ID": "parcel_id",
            "WATER": water,
            "ZONING": zoning,
            "ZONING_FIELD": "district",
        }
    )
    rows = by_parcel(result["ALLOCATION"])
    assert {"12", "13", "20", "21"} <= rows.keys() and "12.0" not in rows
    assert rows["20"]["tier_reason"] == "no zoning district given: Tier 1 by default"  # not a district 'None'
    assert rows["13"]["tier_reason"].startswith("MAR")
    flags = {(f["parcel_id"], f["code"]) for f in result["FLAGS"].getFeatures()}
    assert ("20", "NO_DISTRICT") in flags and ("13", "NO_DISTRICT") not in flags
    assert plain(rows["13"]["tier"]) == 1
    spaced_run = run({"PARCELS": spaced, "PARCEL_ID": "parcel_id", "WATER": water})
    assert set(by_parcel(spaced_run["ALLOCATION"])) == {"11"}
