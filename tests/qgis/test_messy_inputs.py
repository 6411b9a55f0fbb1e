"""Messy town and county data through ``dockline:shorelineanalysis``: ids and districts read once the same way."""

import shutil

import numpy as np
import pytest
import shapely
from dockline.processing.base import plain
from dockline.processing.shoreline_analysis import OUTPUTS
from layers import SAMPLE, by_parcel, memory_layer, run, sample_layer, sample_parameters
from qgis.core import (
    QgsFeature,
    QgsFeatureRequest,
    QgsGeometry,
    QgsProcessingContext,
    QgsProcessingException,
    QgsProcessingFeedback,
)

import processing

WATER = shapely.box(639_000, 1_050_000, 641_000, 1_051_000)  # EPSG:2261 feet near Canandaigua Lake
LOTS = [shapely.box(x, 1_049_700, x + 100, 1_050_000) for x in range(639_500, 640_500, 100)]


class Recording(QgsProcessingFeedback):
    """Feedback that keeps the warnings."""

    def __init__(self):
        super().__init__()
        self.warnings = []

    def pushWarning(self, warning):  # noqa: N802 (QGIS's name)
        self.warnings.append(warning)


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
            (shapely.box(639_500, 1_049_700, 640_000, 1_050_000), "MAR"),
            (shapely.box(640_000, 1_049_700, 640_500, 1_050_000), None),
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
    assert plain(rows["13"]["tier"]) == "1"
    spaced_run = run({"PARCELS": spaced, "PARCEL_ID": "parcel_id", "WATER": water})
    assert set(by_parcel(spaced_run["ALLOCATION"])) == {"11"}


@pytest.mark.parametrize(
    "output, replaced",
    [("ogr:dbname='{gpkg}' table=\"parcels\" (geom)", "table 'parcels'"), ("{gpkg}", "lake.gpkg")],
)
def test_an_output_written_over_an_input_is_refused_and_the_input_kept(dockline_provider, tmp_path, output, replaced):
    gpkg = tmp_path / "lake.gpkg"
    shutil.copy(SAMPLE, gpkg)
    before = gpkg.read_bytes()
    parameters = sample_parameters(**{name: sample_layer(name, gpkg) for name in ("parcels", "water")})
    with pytest.raises(
        QgsProcessingException, match=f"TIE_LINES .*{replaced}.* would be written over the input PARCELS"
    ):
        processing.run("dockline:shorelineanalysis", {**parameters, "TIE_LINES": output.format(gpkg=gpkg)})
    assert gpkg.read_bytes() == before


def test_a_tier_map_saved_by_excel_in_windows_1252_is_read(dockline_provider, tmp_path):
    tiers = tmp_path / "tiers.csv"
    tiers.write_bytes("district,tier\nMAR,2\nCafé zone,3\n".encode("cp1252"))
    result = run({**sample_parameters(), "TIER_MAP": str(tiers)})
    assert {plain(f["tier"]) for f in result["ALLOCATION"].getFeatures()} >= {"1", "2"}


def straight_lake(parcels, water=WATER, fields="&field=parcel_id:string"):
    return {
        "PARCELS": memory_layer("Polygon", "EPSG:2261", parcels, fields, "parcels"),
        "PARCEL_ID": "parcel_id",
        "WATER": memory_layer("Polygon", "EPSG:2261", [water], name="water"),
    }


def test_curved_and_non_finite_geometries_are_segmentised_or_left_out_with_a_message(dockline_provider):
    """CAD gives arcs (CurvePolygon: 'Unknown WKB type' in shapely); a broken reprojection gives NaN."""
    layer = memory_layer("CurvePolygon", "EPSG:2261", [], "&field=parcel_id:string", "parcels")
    arc = QgsGeometry.fromWkt(
        "CURVEPOLYGON(COMPOUNDCURVE((639500 1050000, 639500 1049700, 639600 1049700, 639600 1050000),"
        "CIRCULARSTRING(639600 1050000, 639550 1050010, 639500 1050000)))"
    )
    broken = QgsGeometry()
    broken.fromWkb(shapely.to_wkb(shapely.Polygon([(639_700, 1_050_000), (639_700, 1_049_700), (np.nan, 1_049_700)])))
    features = []
    for pid, geometry in (("ARC", arc), ("NAN", broken), ("BOX", QgsGeometry.fromWkt(LOTS[3].wkt))):
        feature = QgsFeature(layer.fields())
        feature.setGeometry(geometry)
        feature.setAttributes([pid])
        features.append(feature)
    layer.dataProvider().addFeatures(features)
    parameters = {**straight_lake([]), "PARCELS": layer}
    feedback, context = Recording(), QgsProcessingContext()
    context.setInvalidGeometryCheck(QgsFeatureRequest.InvalidGeometryCheck.GeometryNoCheck)  # as qgis_process may
    result = processing.run(
        "dockline:shorelineanalysis",
        {**parameters, **dict.fromkeys(OUTPUTS, "memory:")},
        context=context,
        feedback=feedback,
    )
    rows = by_parcel(result["ALLOCATION"])
    assert rows["ARC"]["lineal_ft"] == pytest.approx(100.0, abs=0.05) and rows["BOX"]["lineal_ft"] == pytest.approx(100)
    assert any("parcels feature 2: its geometry has NaN or infinite coordinates" in w for w in feedback.warnings)


def test_a_zero_area_water_polygon_is_refused_with_a_message(dockline_provider):
    flat = shapely.Polygon([(639_000, 1_050_000), (641_000, 1_050_000), (640_000, 1_050_000)])
    with pytest.raises(QgsProcessingException, match="the water layer's polygons have no area"):
        run(straight_lake([(LOTS[0], "A")], water=flat))


def test_docks_given_as_points_are_refused_naming_the_layer(dockline_provider):
    points = memory_layer("Point", "EPSG:2261", [shapely.Point(639_550, 1_050_020)], name="dock points")
    with pytest.raises(
        QgsProcessingException, match="DOCKS: proposed docks .* needed; the layer 'dock points' holds points"
    ):
        run({**straight_lake([(LOTS[0], "A")]), "DOCKS": points})


def test_nan_and_infinite_numbers_in_facility_fields_are_not_given(dockline_provider):
    docks = memory_layer(
        "Polygon",
        "EPSG:2261",
        [(shapely.box(639_547, 1_049_996, 639_553, 1_050_040), "D1", "main_walkway", "NaN")],
        "&field=dock_id:string&field=part:string&field=slips:string",
        "docks",
    )
    result = run({**straight_lake([(LOTS[0], "A")]), "DOCKS": docks})
    messages = [f["message"] for f in result["FINDINGS"].getFeatures() if f["rule_id"] == "INPUT"]
    assert any("its number of slips is not given" in m for m in messages)


def test_a_feature_skipped_for_a_duplicate_id_gets_a_row_of_its_own_saying_so(dockline_provider):
    """The second feature with an id is not analysed: its ALLOCATION row says so, with none of the figures of the
    feature that was (they would count the parcel's slips twice)."""
    inland = shapely.box(639_700, 1_049_400, 639_800, 1_049_700)  # behind the third lot
    lots = [(lot, f"L{k}") for k, lot in enumerate(LOTS)] + [(inland, "L2")]
    parcels = memory_layer("Polygon", "EPSG:2261", lots, "&field=parcel_id:string", "parcels")
    water = memory_layer("Polygon", "EPSG:2261", [WATER], name="water")
    result = run({"PARCELS": parcels, "PARCEL_ID": "parcel_id", "WATER": water})
    rows = [f for f in result["ALLOCATION"].getFeatures() if f["parcel_id"] == "L2"]
    assert len(rows) == 2
    kept, skipped = sorted(rows, key=lambda f: f["status"])
    assert kept["status"] == "adjoining" and plain(kept["lineal_ft"]) == pytest.approx(100, abs=0.5)
    assert kept.geometry().boundingBox().yMaximum() == pytest.approx(1_050_000)
    assert skipped["status"] == "skipped"
    assert skipped["reason"] == (
        "skipped: parcel id L2 appears more than once; this feature (11) was not analysed, feature 3 holds the "
        "parcel's figures"
    )
    assert all(plain(skipped[name]) is None for name in ("tier", "lineal_ft", "max_slips", "max_docks", "category"))
    assert skipped.geometry().boundingBox().yMaximum() == pytest.approx(1_049_700)
    flags = [f["message"] for f in result["FLAGS"].getFeatures() if f["code"] == "PARCEL_SKIPPED"]
    assert flags == ["parcel id L2 appears more than once: feature 11 skipped"]
