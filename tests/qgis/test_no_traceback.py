"""Every algorithm on a corpus of malformed inputs: each run ends in a result or in one message, never in a
Python traceback shown to the user."""

import gc
import shutil

import pytest
import shapely
from layers import REPO, SAMPLE, SAMPLE_DEM, memory_layer, sample_layer, sample_parameters
from qgis.core import (
    QgsApplication,
    QgsFeatureRequest,
    QgsProcessingException,
    QgsProcessingParameterFeatureSink,
)

import processing

pytestmark = pytest.mark.usefixtures("dockline_provider")
CRS = "EPSG:2261"
MAPPING = REPO / "resources" / "sample" / "sample_cad_mapping.csv"


@pytest.fixture(scope="module")
def corpus(tmp_path_factory):
    """Files made wrong the ways town data is, and layers drawn wrong."""
    folder = tmp_path_factory.mktemp("corpus")
    (folder / "garbage.csv").write_bytes(b"\x00\xff,,\n;;;\n")
    (folder / "dem.tif").write_text("not a raster")
    (folder / "drawing.dxf").write_text("0\nSECTION\n2\nNONSENSE\n")
    (folder / "empty.gpkg").write_bytes(b"")
    shutil.copy(SAMPLE, folder / "lake.gpkg")
    return folder


def moorings_overflowing():
    layer = sample_layer("moorings").materialize(QgsFeatureRequest())
    index = [layer.fields().indexOf(name) for name in ("boat_length_ft", "rode_ft")]
    layer.dataProvider().changeAttributeValues(
        {f.id(): {index[0]: 1e308, index[1]: 1e308} for f in layer.getFeatures()}
    )
    return layer


def zoning_crossing_itself():
    extent = sample_layer("parcels").extent()
    x, y = extent.xMinimum(), extent.yMinimum()
    bow_tie = shapely.Polygon([(x, y), (x + 3000, y + 3000), (x + 3000, y), (x, y + 3000)])
    return memory_layer("Polygon", CRS, [(bow_tie, "MAR")], "&field=district:string", "zoning")


def empty_like(name):
    return sample_layer(name).materialize(QgsFeatureRequest().setLimit(0))


def shoreline(**changes):
    return {**sample_parameters(), **changes}


def checked(**changes):
    return {**sample_parameters(), "DOCKS": sample_layer("docks"), "MOORINGS": sample_layer("moorings"), **changes}


PARCELS = {"PARCELS": str(SAMPLE) + "|layername=parcels", "PARCEL_ID": "parcel_id"}
CASES = [  # (algorithm, parameters given the corpus folder)
    ("shorelineanalysis", lambda f: shoreline(TIER_MAP=str(f / "garbage.csv"))),
    ("shorelineanalysis", lambda f: shoreline(ZONING=zoning_crossing_itself())),
    ("shorelineanalysis", lambda f: shoreline(DEM=str(f / "dem.tif"))),
    ("shorelineanalysis", lambda f: shoreline(WATER=empty_like("water"))),
    ("shorelineanalysis", lambda f: shoreline(PARCELS=sample_layer("outlet_points"))),
    ("shorelineanalysis", lambda f: shoreline(PARCELS=empty_like("parcels"))),
    ("shorelineanalysis", lambda f: shoreline(TOLERANCE=float("nan"))),
    ("tielines", lambda f: shoreline(ZONING_FIELD="no_such_field")),
    ("facilityareas", lambda f: shoreline(PARCEL_ID="no_such_field")),
    ("checkfacilities", lambda f: checked(MOORINGS=moorings_overflowing())),
    ("checkfacilities", lambda f: checked(DOCKS=empty_like("docks"))),
    ("checkfacilities", lambda f: checked(ZONING=zoning_crossing_itself())),
    ("exhibits", lambda f: {**checked(), "FOLDER": str(f / "garbage.csv" / "exhibits")}),
    ("exhibits", lambda f: {**checked(TIER_MAP=str(f / "garbage.csv")), "FOLDER": str(f / "out")}),
    ("exportcad", lambda f: shoreline(OUTPUT=str(f / "garbage.csv" / "x.dxf"))),
    ("importcad", lambda f: {"INPUT": str(f / "drawing.dxf"), "CRS": CRS}),
    ("importcad", lambda f: {"INPUT": str(REPO / "resources" / "sample" / "sample_proposals.dxf"), "CRS": "EPSG:4326"}),
    ("importcad", lambda f: {"INPUT": str(f / "drawing.dxf"), "MAPPING_CSV": str(f / "garbage.csv"), "CRS": CRS}),
    ("mhwfromdem", lambda f: {"DEM": str(f / "dem.tif")}),
    ("mhwfromdem", lambda f: {"DEM": str(SAMPLE_DEM), "VERTICAL_OFFSET_FT": float("inf")}),
    ("allocation", lambda f: {**PARCELS, "LINEAL_FT_FIELD": "parcel_id"}),
    ("allocation", lambda f: {**PARCELS, "LINEAL_FT_FIELD": "address", "TIER_MAP": str(f / "garbage.csv")}),
]  # fmt: skip


@pytest.mark.parametrize(("algorithm", "given"), CASES, ids=[f"{k}-{a}" for k, (a, _) in enumerate(CASES)])
def test_no_malformed_input_shows_a_traceback(corpus, algorithm, given):
    definitions = QgsApplication.processingRegistry().algorithmById(f"dockline:{algorithm}").parameterDefinitions()
    sinks = [d.name() for d in definitions if isinstance(d, QgsProcessingParameterFeatureSink)]
    parameters = {**dict.fromkeys(sinks, "memory:"), **given(corpus)}
    thresholds = gc.get_threshold()
    try:
        processing.run(f"dockline:{algorithm}", parameters)
    except QgsProcessingException as error:
        message = str(error)
        assert "Traceback" not in message and "Error:" not in message.splitlines()[-1], message
        assert len(message.replace("Unable to execute algorithm", "").strip()) > 10, message
    assert gc.isenabled() and gc.get_threshold() == thresholds  # every step's clean-up ran: the collector as found
