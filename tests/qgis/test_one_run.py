"""Processing and the command line are two front ends of one run (``rules/run.py``): the same messy lake through
both gives the same allocation and the same flags, row for row."""

import pytest
import shapely
from layers import headless_run, memory_layer, run
from qgis.core import QgsVectorLayer

import processing

pytestmark = pytest.mark.usefixtures("dockline_provider")

CRS = "EPSG:2261"  # NY Central, US survey feet
WATER = shapely.box(639_000, 1_050_000, 641_000, 1_051_000)
LOTS = [shapely.box(x, 1_049_600, x + 100 + 20 * k, 1_050_000) for k, x in enumerate(range(639_100, 640_900, 180))]
BOW_TIE = shapely.Polygon([(639_100, 1_049_600), (639_700, 1_050_000), (639_700, 1_049_600), (639_100, 1_050_000)])
TIER_MAP = "municipality,district,tier\n,MAR,2\n,HOS,3\nItaly,MAR,3\n"
STEEP = ("yes", "maybe", None)  # a steep-slope value neither yes nor no: an INPUT flag


def messy_lake(folder):
    """A GeoPackage of lots along a shore in two towns: districts from a self-crossing zoning polygon, from a
    plain one and from the parcels' own field (two at once), a lot no zone covers, an outlet, steep slopes given as
    yes and as maybe; and its tier map."""
    towns = ["South Bristol", "Italy", None, "italy", "Town of South Bristol"]
    parcels = memory_layer(
        "Polygon",
        CRS,
        [
            (lot, f"P{k}", towns[k % 5], "HOS;R-1" if k == 4 else None, "hotel" if k == 4 else None, STEEP[k % 3])
            for k, lot in enumerate(LOTS)
        ],
        "&field=parcel_id:string&field=town:string&field=district:string&field=land_use:string&field=steep:string",
        "parcels",
    )
    zoning = memory_layer(
        "Polygon",
        CRS,
        [(BOW_TIE, "MAR"), (shapely.box(639_900, 1_049_600, 640_500, 1_050_000), "R-1")],
        "&field=district:string",
        "zoning",
    )
    water = memory_layer("Polygon", CRS, [WATER], name="water")
    outlets = memory_layer(
        "LineString", CRS, [shapely.LineString([(640_000, 1_050_000), (640_000, 1_049_500)])], name="outlets"
    )
    path = folder / "messy.gpkg"
    processing.run("native:package", {"LAYERS": [parcels, zoning, water, outlets], "OUTPUT": str(path)})
    tier_map = folder / "tiers.csv"
    tier_map.write_text(TIER_MAP)
    return path, tier_map


def rows(layer, fields):
    return sorted(tuple(str(feature[name]) for name in fields) for feature in layer.getFeatures())


ALLOCATION = ("parcel_id", "municipality", "tier", "category", "max_slips", "max_moorings", "setback_ft")
FLAGS = ("parcel_id", "code", "message")


@pytest.mark.cli
def test_processing_and_the_command_line_give_the_same_rows(tmp_path):
    lake, tier_map = messy_lake(tmp_path)

    def layer(name):
        return f"{lake}|layername={name}"

    result = run(
        {
            "PARCELS": layer("parcels"),
            "PARCEL_ID": "parcel_id",
            "WATER": layer("water"),
            "ZONING": layer("zoning"),
            "ZONING_FIELD": "district",
            "DISTRICT_FIELD": "district",
            "LAND_USE_FIELD": "land_use",
            "STEEP_SLOPE_FIELD": "steep",
            "MUNICIPALITY_FIELD": "town",
            "OUTLETS": [layer("outlets")],
            "TIER_MAP": str(tier_map),
            "PROFILE": 0,
        }
    )
    output = tmp_path / "cli.gpkg"
    ran = headless_run(
        "analyse", "--parcels", f"{lake}:parcels", "--parcel-id", "parcel_id", "--water", f"{lake}:water",
        "--zoning", f"{lake}:zoning", "--zoning-field", "district", "--district-field", "district",
        "--land-use-field", "land_use", "--steep-slope-field", "steep", "--municipality-field", "town",
        "--outlets", f"{lake}:outlets",
        "--tier-map", str(tier_map), "-o", str(output),
    )  # fmt: skip
    assert ran.returncode == 0, ran.stderr
    cli = {name: QgsVectorLayer(f"{output}|layername={name.lower()}", name, "ogr") for name in ("ALLOCATION", "FLAGS")}
    flags = rows(result["FLAGS"], FLAGS)
    codes = {code for _, code, _ in flags}
    assert {"NO_DISTRICT", "ZONING_REPAIRED", "INPUT"} <= codes  # the messes this lake is made of were seen
    assert rows(cli["FLAGS"], FLAGS) == flags
    allocation = rows(result["ALLOCATION"], ALLOCATION)
    assert {town for _, town, *_ in allocation} == {"Town of South Bristol", "Town of Italy"}
    assert rows(cli["ALLOCATION"], ALLOCATION) == allocation
