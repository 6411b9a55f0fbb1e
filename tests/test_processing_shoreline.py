"""``dockline:shorelineanalysis`` through ``processing.run`` in real QGIS."""

from collections import defaultdict

import pytest
import shapely
from conftest import REPO
from dockline.processing.base import plain
from dockline.processing.shoreline_analysis import OUTPUTS
from qgis.core import (
    QgsCoordinateReferenceSystem,
    QgsFeature,
    QgsGeometry,
    QgsProcessingContext,
    QgsProcessingException,
    QgsProcessingFeedback,
    QgsProject,
    QgsVectorLayer,
    QgsWkbTypes,
)

import processing

NH = REPO.parent / "shared" / "lake_test_data" / "washington_nh" / "washington_nh_lakes.gpkg"


def memory_layer(geometry_type, crs, geometries, fields="", name="layer"):
    layer = QgsVectorLayer(f"{geometry_type}?crs={crs}{fields}", name, "memory")
    features = []
    for values in geometries:
        geometry, *attributes = values if isinstance(values, tuple) else (values,)
        feature = QgsFeature(layer.fields())
        qgs = QgsGeometry()
        qgs.fromWkb(shapely.to_wkb(geometry))
        feature.setGeometry(qgs)
        feature.setAttributes(attributes)
        features.append(feature)
    layer.dataProvider().addFeatures(features)
    return layer


def run(parameters):
    context = QgsProcessingContext()
    context.setProject(QgsProject.instance())
    feedback = QgsProcessingFeedback()
    outputs = dict.fromkeys(OUTPUTS, "memory:")
    return processing.run("dockline:shorelineanalysis", {**parameters, **outputs}, context=context,
                            feedback=feedback)


@pytest.fixture(scope="module")
def nh_layers(qgis_processing):
    parcels = QgsVectorLayer(f"{NH}|layername=parcels", "parcels", "ogr")
    lakes = QgsVectorLayer(f"{NH}|layername=lakes", "lakes", "ogr")
    parts = defaultdict(list)
    for feature in lakes.getFeatures():
        parts[feature["name"]].append(shapely.from_wkb(bytes(feature.geometry().asWkb())))
    islands = shapely.union_all(parts.pop("(ISLAND)"))
    water = memory_layer("Polygon", "EPSG:4326", [shapely.difference(shapely.union_all(g), islands)
                                                   for g in parts.values()], name="water")
    assert parcels.isValid() and water.featureCount() == 6
    return parcels, water


def test_parameter_definitions(dockline_provider):
    algorithm = dockline_provider.algorithm("shorelineanalysis")
    names = [p.name() for p in algorithm.parameterDefinitions()]
    assert names == ["PARCELS", "PARCEL_ID", "WATER", "SHORELINE", "ZONING", "ZONING_FIELD", "DISTRICT_FIELD",
                     "LAND_USE_FIELD", "STEEP_SLOPE_FIELD", "OUTLETS", "PROFILE", "TIER_MAP", "TOLERANCE",
                     *OUTPUTS]
    assert algorithm.parameterDefinition("TOLERANCE").defaultValue() == 10.0
    assert "§ 73-7A(3)-(4)" in algorithm.shortHelpString()


def test_washington_nh_through_processing(dockline_provider, nh_layers, tmp_path):
    parcels, water = nh_layers
    tiers = tmp_path / "tiers.csv"
    tiers.write_text("district,tier\nR1W,1\n")
    result = run({"PARCELS": parcels, "PARCEL_ID": "id", "WATER": water, "DISTRICT_FIELD": "use",
                  "TIER_MAP": str(tiers), "TOLERANCE": 10})
    layers = {name: result[name] for name in OUTPUTS}
    for name, (_, geometry_type, spec) in OUTPUTS.items():
        layer = layers[name]
        assert layer.crs() == QgsCoordinateReferenceSystem("EPSG:4326"), name  # back in the parcels' CRS
        assert [f.name() for f in layer.fields()] == [field for field, _ in spec], name
        assert QgsWkbTypes.flatType(layer.wkbType()) == QgsWkbTypes.flatType(geometry_type), name
    allocation = {f["parcel_id"]: f for f in layers["ALLOCATION"].getFeatures()}
    assert len(allocation) == 352
    assert sum(f["status"] == "adjoining" for f in allocation.values()) == 164
    tie_lines = defaultdict(float)
    for f in layers["TIE_LINES"].getFeatures():
        tie_lines[f["parcel_id"]] += f["lineal_ft"]
    for pid, lineal in tie_lines.items():
        assert allocation[pid]["lineal_ft"] == pytest.approx(lineal)
        assert allocation[pid]["tier"] == 1
    flags = {f["code"] for f in layers["FLAGS"].getFeatures()}
    assert {"TOLERANCE_USED", "FAL_FALLBACK", "IN_WATER", "NEAR_MHW"} <= flags
    zones = list(layers["FACILITY_AREAS"].getFeatures())
    assert {f["zone"] for f in zones} == {"dock", "mooring"}
    dock = [f for f in zones if f["zone"] == "dock" and f["parcel_id"] == "17-41"][0]
    assert dock["depth_ft"] == 60 and dock["area_sqft"] > 0 and "MULTIPLE_RUNS" in dock["flags"]
    assert plain(allocation["17-25"]["tier"]) is None and allocation["17-25"]["status"] == "not adjoining"


@pytest.mark.parametrize("change, message", [
    ({"WATER": None}, "neither was given"),
    ({"SHORELINE": "water_lines"}, "both were given"),
    ({"ZONING": "water"}, "ZONING needs ZONING_FIELD"),
])
def test_bad_parameters_are_named(dockline_provider, nh_layers, change, message):
    parcels, water = nh_layers
    lines = memory_layer("LineString", "EPSG:4326", [shapely.LineString([(0, 0), (1, 0), (1, 1), (0, 0)])])
    values = {"PARCELS": parcels, "PARCEL_ID": "id", "WATER": water}
    for key, value in change.items():
        values[key] = {"water_lines": lines, "water": water}.get(value, value)
    with pytest.raises(QgsProcessingException, match=message):
        run(values)


def test_empty_water_layer_is_refused(dockline_provider, nh_layers):
    parcels, _ = nh_layers
    empty = memory_layer("Polygon", "EPSG:4326", [])
    with pytest.raises(QgsProcessingException, match="WATER: the layer has no features"):
        run({"PARCELS": parcels, "PARCEL_ID": "id", "WATER": empty})
