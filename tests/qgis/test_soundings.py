"""The depth extension (§ 73-9C(1)(d)) from real soundings: Millinocket Lake, Maine (tests/data/millinocket_lake_me:
the lake from OpenStreetMap, 69 depth soundings of a 1954 state survey, both in EPSG:4326), with invented lots
along its shore in UTM 19N metres, through ``dockline:shorelineanalysis``.

The survey's datum is not the law's: its depths are below the lake's surface on the day, not below Canandaigua
Lake's levels. The test says which level it takes that surface to be (``SOUNDINGS_LEVEL_FT``): first the law's mean
high-water level, 689.40 ft, where no bottom at a 60-ft line is above 683.60 ft (the shallowest there is 6.6 ft
deep); then 692.00 ft, as if the survey had been taken 2.6 ft higher, where some are."""

import json

import numpy as np
import pytest
import shapely
from devenv import REPO
from layers import memory_layer
from qgis.core import (
    QgsCoordinateReferenceSystem,
    QgsCoordinateTransform,
    QgsGeometry,
    QgsProcessingContext,
    QgsProcessingFeedback,
    QgsProject,
)
from synthetic_lake import fabric_along

import processing

DATA = REPO / "tests" / "data" / "millinocket_lake_me"
UTM = QgsCoordinateReferenceSystem("EPSG:26919")


def to_utm(geometry):
    moved = QgsGeometry()
    moved.fromWkb(shapely.to_wkb(geometry))
    moved.transform(QgsCoordinateTransform(QgsCoordinateReferenceSystem("EPSG:4326"), UTM, QgsProject.instance()))
    return shapely.from_wkb(bytes(moved.asWkb()))


@pytest.fixture(scope="module")
def millinocket(dockline_provider):
    lake = shapely.geometry.shape(json.loads((DATA / "lake.geojson").read_text())["features"][0]["geometry"])
    soundings = json.loads((DATA / "soundings.geojson").read_text())["features"]
    points = [shapely.geometry.shape(f["geometry"]) for f in soundings]
    depths = [f["properties"]["depth_ft"] for f in soundings]
    shore = np.asarray(shapely.segmentize(to_utm(lake).exterior, 3.0).coords)[:-1]
    lots = fabric_along(np.random.default_rng(1), shore, -1, frontage=(25, 60), depth=60, jitter=0.5)
    layers = {
        "PARCELS": memory_layer(
            "Polygon", "EPSG:26919", [(lot, f"M{k}") for k, lot in enumerate(lots)], "&field=parcel_id:string"
        ),
        "WATER": memory_layer("Polygon", "EPSG:4326", [lake]),
        "SOUNDINGS": memory_layer(
            "Point", "EPSG:4326", list(zip(points, depths)), "&field=depth_ft:double", name="soundings"
        ),
    }
    utm_soundings = np.array([[p.x, p.y] for p in map(to_utm, points)])
    return layers, utm_soundings, np.array(depths)


def analyse(layers, level):
    context = QgsProcessingContext()
    context.setProject(QgsProject.instance())
    parameters = {
        **layers,
        "PARCEL_ID": "parcel_id",
        "SOUNDINGS_FIELD": "depth_ft",
        "SOUNDINGS_LEVEL_FT": level,
        "DISTANCE_LINES": "memory:",
        "DEPTH_EXTENSIONS": "memory:",
        "ALLOCATION": "memory:",
    }
    return processing.run("dockline:shorelineanalysis", parameters, context=context, feedback=QgsProcessingFeedback())


def highest_bottom_on_each_dock_line(result, soundings, depths, level):
    """Parcel id → the highest bottom along its 60-ft line, interpolated here on the soundings independently."""
    from dockline.rules.terrain.surfaces import Triangulated  # linear interpolation is the same in metres as in feet

    surface = Triangulated(soundings, level - depths)
    highest = {}
    for line in result["DISTANCE_LINES"].getFeatures():
        if line["zone"] != "dock" or line.geometry().isEmpty():  # lines meeting inside the zone: none (D8)
            continue
        xy = shapely.get_coordinates(shapely.segmentize(shapely.from_wkb(bytes(line.geometry().asWkb())), 0.5))
        z = surface(xy)
        if np.isfinite(z).any():
            highest[line["parcel_id"]] = float(np.nanmax(z))
    return highest


def test_at_the_mhw_level_no_bottom_at_a_60_ft_line_is_shallow_enough(millinocket):
    layers, soundings, depths = millinocket
    result = analyse(layers, 689.40)
    highest = highest_bottom_on_each_dock_line(result, soundings, depths, 689.40)
    assert highest and max(highest.values()) < 683.60
    assert result["DEPTH_EXTENSIONS"].featureCount() == 0


def test_a_higher_survey_level_gives_extensions_where_the_line_is_shallow(millinocket):
    layers, soundings, depths = millinocket
    result = analyse(layers, 692.00)
    highest = highest_bottom_on_each_dock_line(result, soundings, depths, 692.00)
    extended = {f["parcel_id"]: f for f in result["DEPTH_EXTENSIONS"].getFeatures()}
    assert extended
    assert set(extended) <= {pid for pid, z in highest.items() if z > 683.60}
    assert {pid for pid, z in highest.items() if z > 683.60 + 0.05} <= set(extended)
    for feature in extended.values():
        assert 0 < feature["reach_ft"] <= 1500 and feature["area_sqft"] > 0
        assert feature["section"] == "§ 73-9C(1)(d)"
