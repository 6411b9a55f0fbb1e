"""Re-extract the real test data under tests/data/ from the reference copies of the original data sets (a folder
holding washington_nh/, finger_lakes_gshhg/ and millinocket_lake_me/), given on the command line.

Nothing else reads those copies: the tests, the sample and the plugin read tests/data/.
Each extract keeps the layers and fields the tests use, in GeoJSON (EPSG:4326), with the source's licence file and a
README saying how it was cut. Running it again gives the same files.

Usage: python scripts/extract_test_data.py REFERENCE_DATA_FOLDER
"""

import json
import shutil
import sys
from pathlib import Path

import shapely
from devenv import REPO
from osgeo import ogr

OUT = REPO / "tests" / "data"
MILLINOCKET_WINDOW = (-68.845, 45.725, -68.80, 45.76)  # the south-west shore, where the soundings are densest


def write_geojson(path: Path, features: list[tuple[shapely.Geometry, dict]]) -> None:
    """One feature a line, coordinates as the source gives them (7 decimals at most: no rounding is needed)."""
    lines = [
        json.dumps({"type": "Feature", "properties": properties, "geometry": shapely.geometry.mapping(geometry)})
        for geometry, properties in features
    ]
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text('{"type": "FeatureCollection", "features": [\n' + ",\n".join(lines) + "\n]}\n")


def gpkg_features(path: Path, layer_name: str, fields: tuple[str, ...]) -> list[tuple[shapely.Geometry, dict]]:
    source = ogr.Open(str(path))
    return [
        (
            shapely.from_wkb(bytes(feature.GetGeometryRef().ExportToWkb())),
            {name: feature.GetField(name) for name in fields},
        )
        for feature in source.GetLayerByName(layer_name)
    ]


def geojson_features(path: Path) -> list[tuple[shapely.Geometry, dict]]:
    data = json.loads(path.read_text())
    features = data["features"] if data["type"] == "FeatureCollection" else [data]
    return [(shapely.geometry.shape(f["geometry"]), f["properties"]) for f in features]


def washington(source: Path) -> None:
    """All 352 parcels (the tests count them) with `id` and `use` only; the lakes with `name`; no rivers."""
    gpkg = source / "washington_nh" / "washington_nh_lakes.gpkg"
    target = OUT / "washington_nh"
    write_geojson(target / "parcels.geojson", gpkg_features(gpkg, "parcels", ("id", "use")))
    write_geojson(target / "lakes.geojson", gpkg_features(gpkg, "lakes", ("name",)))
    shutil.copyfile(source / "washington_nh" / "LICENSE.munimap-MIT.txt", target / "LICENSE.munimap-MIT.txt")


def canandaigua(source: Path) -> None:
    """The Canandaigua Lake outline only, of the six Finger Lakes."""
    folder = source / "finger_lakes_gshhg"
    lakes = geojson_features(folder / "finger_lakes_gshhg_full.geojson")
    target = OUT / "canandaigua_gshhg"
    canandaigua_lake = [lake for lake in lakes if lake[1]["name"] == "Canandaigua Lake"]
    write_geojson(target / "canandaigua_lake.geojson", canandaigua_lake)
    shutil.copyfile(folder / "COPYRIGHT.debian-gmt-gshhg-full.txt", target / "COPYRIGHT.debian-gmt-gshhg-full.txt")


def millinocket(source: Path) -> None:
    """The lake polygon and the depth soundings inside MILLINOCKET_WINDOW."""
    folder = source / "millinocket_lake_me"
    window = shapely.box(*MILLINOCKET_WINDOW)
    ((lake, properties),) = geojson_features(folder / "lake.geojson")
    lake_properties = {"name": properties["name"], "osm_relation": properties["osm_relation"]}
    soundings = [
        (point, {"depth_ft": p["depth_ft"]})
        for point, p in geojson_features(folder / "soundings.geojson")
        if shapely.contains(window, point)
    ]
    target = OUT / "millinocket_lake_me"
    write_geojson(target / "lake.geojson", [(shapely.clip_by_rect(lake, *MILLINOCKET_WINDOW), lake_properties)])
    write_geojson(target / "soundings.geojson", soundings)
    shutil.copyfile(folder / "DATA-LICENSE.shoalrun.md", target / "DATA-LICENSE.shoalrun.md")


if __name__ == "__main__":
    if len(sys.argv) != 2 or not Path(sys.argv[1]).is_dir():
        sys.exit("give the folder holding washington_nh/, finger_lakes_gshhg/ and millinocket_lake_me/")
    for extract in (washington, canandaigua, millinocket):
        extract(Path(sys.argv[1]))
    print(f"extracted to {OUT}")
