"""Messy town and county data through ``dockline:shorelineanalysis``: ids and districts read once the same way."""

import shutil

import pytest
import shapely
from dockline.processing.base import plain
from layers import SAMPLE, by_parcel, memory_layer, run, sample_layer, sample_parameters
from qgis.core import QgsProcessingException

import processing

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


@pytest.mark.parametrize(
    "output, replaced",
    [("ogr:dbname='{gpkg}' table=\"parcels\" (geom)", "its table 'parcels'"), ("{gpkg}", "the whole file")],
)
def test_an_output_written_over_an_input_is_refused_and_the_input_kept(dockline_provider, tmp_path, output, replaced):
    gpkg = tmp_path / "lake.gpkg"
    shutil.copy(SAMPLE, gpkg)
    before = gpkg.read_bytes()
    parameters = sample_parameters(**{name: sample_layer(name, gpkg) for name in ("parcels", "water")})
    with pytest.raises(QgsProcessingException, match=f"would be written over the input PARCELS .* replace {replaced}"):
        processing.run("dockline:shorelineanalysis", {**parameters, "TIE_LINES": output.format(gpkg=gpkg)})
    assert gpkg.read_bytes() == before


def test_a_tier_map_saved_by_excel_in_windows_1252_is_read(dockline_provider, tmp_path):
    tiers = tmp_path / "tiers.csv"
    tiers.write_bytes("district,tier\nMAR,2\nCafé zone,3\n".encode("cp1252"))
    result = run({**sample_parameters(), "TIER_MAP": str(tiers)})
    assert {plain(f["tier"]) for f in result["ALLOCATION"].getFeatures()} >= {1, 2}
