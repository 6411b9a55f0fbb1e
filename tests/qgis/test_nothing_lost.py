"""Nothing is lost, whichever way Dockline is run: an output aimed at an input, at another output or at a file the
run makes is refused before any work, naming both, and every file in the folder is the same bytes afterwards."""

from __future__ import annotations

import hashlib
import os
import shutil
from xml.etree import ElementTree

import pytest
from dockline.about import style_path
from layers import REPO, SAMPLE, SAMPLE_DEM, SAMPLE_TIERS, headless_run, permits_table, sample_layer
from osgeo import gdal
from qgis.core import (
    QgsApplication,
    QgsMapLayer,
    QgsProcessingContext,
    QgsProcessingException,
    QgsProcessingFeedback,
    QgsProcessingOutputLayerDefinition,
    QgsProcessingParameterFeatureSink,
    QgsProcessingUtils,
    QgsProject,
    QgsVectorFileWriter,
    QgsVectorLayer,
)

import processing

pytestmark = pytest.mark.usefixtures("dockline_provider")
DXF = REPO / "resources" / "sample" / "sample_proposals.dxf"
MAPPING = REPO / "resources" / "sample" / "sample_cad_mapping.csv"
TABLE = "ogr:dbname='{}' table=\"{}\" (geom)"


@pytest.fixture
def lake(tmp_path):
    """A folder holding the sample lake as a user has it: a GeoPackage (and a link to it), the parcels also as a
    shapefile, the tier map, the DEM, a drawing and its mapping, and an exhibits folder that holds an input."""
    for source, name in ((SAMPLE, "lake.gpkg"), (SAMPLE_TIERS, "tiers.csv"), (SAMPLE_DEM, "dem.tif")):
        shutil.copy(source, tmp_path / name)
    statistics = gdal.Open(str(tmp_path / "dem.tif"))  # GDAL writes its statistics beside a raster the first time
    statistics.GetRasterBand(1).ComputeStatistics(False)  # it reads one: here, before the fingerprint
    del statistics
    shutil.copy(DXF, tmp_path / "layout.dxf")
    shutil.copy(MAPPING, tmp_path / "mapping.csv")
    os.symlink(tmp_path / "lake.gpkg", tmp_path / "link.gpkg")
    options = QgsVectorFileWriter.SaveVectorOptions()
    options.driverName = "ESRI Shapefile"
    parcels = sample_layer("parcels", tmp_path / "lake.gpkg")
    context = parcels.transformContext()
    assert QgsVectorFileWriter.writeAsVectorFormatV3(parcels, str(tmp_path / "parcels.shp"), context, options)[0] == 0
    (tmp_path / "exhibits").mkdir()
    shutil.copy(SAMPLE, tmp_path / "exhibits" / "exhibits.gpkg")
    return tmp_path


def fingerprint(folder) -> dict:
    return {
        str(path.relative_to(folder)): hashlib.sha256(path.read_bytes()).hexdigest()
        for path in sorted(folder.rglob("*"))
        if path.is_file()
    }


def inputs(folder, parcels=None):
    """Every input of the shoreline algorithms and the check, read from the folder's files."""
    gpkg = folder / "lake.gpkg"

    def layer(name):
        return f"{gpkg}|layername={name}"

    return {
        "PARCELS": parcels or layer("parcels"),
        "PARCEL_ID": "parcel_id",
        "WATER": layer("water"),
        "ZONING": layer("zoning"),
        "ZONING_FIELD": "district",
        "OUTLETS": [layer("outlet_lines"), layer("outlet_points")],
        "TIER_MAP": str(folder / "tiers.csv"),
        "DOCKS": layer("docks"),
        "MOORINGS": layer("moorings"),
        "STRUCTURES": layer("structures"),
        "VARIANCES": layer("variances"),
    }


SHORELINE = ("shorelineanalysis", "tielines", "facilityareas", "checkfacilities")
OUTPUT_OF = {"shorelineanalysis": "ALLOCATION", "tielines": "TIE_LINES", "facilityareas": "FACILITY_AREAS"}
OUTPUT_OF["checkfacilities"] = "FINDINGS"
IN_LAKE = "ogr:dbname='{f}/lake.gpkg' table=\"%s\" (geom)"  # a table of the folder's GeoPackage
EVERY_SHORELINE_ALGORITHM = [  # (output: value, what it meets)
    ({None: "{f}/tiers.csv"}, "TIER_MAP"),
    ({None: "{f}/lake.gpkg"}, "PARCELS"),
    ({None: "{f}/LAKE.GPKG"}, "PARCELS"),
    ({None: "ogr:dbname='{f}/link.gpkg' table=\"water\" (geom)"}, "WATER"),
    ({"FLAGS": IN_LAKE % "Outlet_Lines"}, "OUTLETS"),
    ({"FLAGS": IN_LAKE % "docks"}, "DOCKS"),
    ({None: "{f}/lake.gpkg|layername=zoning"}, "ZONING"),
]
CASES = [  # (algorithm, parameters, the output refused, what it meets): {f} is the folder
    *[
        (a, {name or OUTPUT_OF[a]: v for name, v in given.items()}, next(iter(given)) or OUTPUT_OF[a], met)
        for a in SHORELINE
        for given, met in EVERY_SHORELINE_ALGORITHM
        if met != "DOCKS" or a in ("shorelineanalysis", "checkfacilities")  # the others read no proposal
    ],
    ("shorelineanalysis", {"PARCELS": "{f}/parcels.shp", "ALLOCATION": "{f}/PARCELS.SHP"}, "ALLOCATION", "PARCELS"),
    ("shorelineanalysis", {"PARCELS": "{f}/parcels.shp", "ALLOCATION": "{f}/parcels.dbf"}, "ALLOCATION", "PARCELS"),
    ("tielines", {"PARCELS": "{f}/parcels.shp", "TIE_POINTS": "{f}/Parcels.shx"}, "TIE_POINTS", "PARCELS"),
    ("shorelineanalysis", {"ALLOCATION": "{f}/dem.tif", "DEM": "{f}/dem.tif"}, "ALLOCATION", "DEM"),
    ("shorelineanalysis", {"FLAGS": "{f}/dem.tif", "BATHYMETRY": "{f}/dem.tif"}, "FLAGS", "BATHYMETRY"),
    ("shorelineanalysis", {"ALLOCATION": IN_LAKE % "t", "FLAGS": IN_LAKE % "T"}, "FLAGS", "ALLOCATION"),
    ("shorelineanalysis", {"ALLOCATION": "{f}/out.shp", "FLAGS": "{f}/OUT.dbf"}, "FLAGS", "ALLOCATION"),
    ("shorelineanalysis", {"ALLOCATION": "{f}/out.gpkg", "FLAGS": "{f}/out.gpkg"}, "FLAGS", "ALLOCATION"),
    ("checkfacilities", {"FINDINGS": "{f}/out.csv", "PARCEL_SUMMARY": "{f}/out.csv"}, "PARCEL_SUMMARY", "FINDINGS"),
    (
        "exhibits",
        {"FOLDER": "{f}/exhibits", "PARCELS": "{f}/exhibits/exhibits.gpkg|layername=parcels"},
        "FOLDER",
        "PARCELS",
    ),
    ("exhibits", {"FOLDER": "{f}/EXHIBITS", "WATER": "{f}/exhibits/exhibits.gpkg|layername=water"}, "FOLDER", "WATER"),
    ("exportcad", {"OUTPUT": "{f}/tiers.csv"}, "OUTPUT", "TIER_MAP"),
    ("exportcad", {"OUTPUT": "{f}/LAKE.gpkg"}, "OUTPUT", "PARCELS"),
    ("importcad", {"DOCKS": "{f}/layout.dxf"}, "DOCKS", "INPUT"),
    ("importcad", {"REPORT": "{f}/mapping.csv"}, "REPORT", "MAPPING_CSV"),
    ("importcad", {"DOCKS": "{f}/x.gpkg", "BOATS": "{f}/X.gpkg"}, "BOATS", "DOCKS"),
    ("mhwfromdem", {"WATER": "{f}/dem.tif"}, "WATER", "DEM"),
    ("mhwfromdem", {"SHORELINE": IN_LAKE % "water", "LAKE": "{f}/lake.gpkg|layername=water"}, "SHORELINE", "LAKE"),
    ("allocation", {"ALLOCATION": "{f}/lake.gpkg"}, "ALLOCATION", "PARCELS"),
    ("allocation", {"ALLOCATION": "{f}/tiers.csv"}, "ALLOCATION", "TIER_MAP"),
]
BASE = {
    "exportcad": lambda f: {k: v for k, v in inputs(f).items() if k not in ("DOCKS", "MOORINGS", "STRUCTURES")},
    "importcad": lambda f: {"INPUT": str(f / "layout.dxf"), "MAPPING_CSV": str(f / "mapping.csv"), "CRS": "EPSG:2261"},
    "mhwfromdem": lambda f: {"DEM": str(f / "dem.tif")},
    "allocation": lambda f: {"PARCELS": f"{f / 'lake.gpkg'}|layername=parcels", "PARCEL_ID": "parcel_id",
                             "LINEAL_FT_FIELD": "parcel_id", "TIER_MAP": str(f / "tiers.csv")},
    "exhibits": lambda f: {**inputs(f), "PRINT": 1},
}  # fmt: skip


@pytest.mark.parametrize(
    ("algorithm", "given", "refused", "met"),
    CASES,
    ids=[f"{k}-{a}-{refused}-{met}" for k, (a, _, refused, met) in enumerate(CASES)],
)
def test_an_output_meeting_an_input_or_output_is_refused_and_nothing_changes(lake, algorithm, given, refused, met):
    taken = QgsApplication.processingRegistry().algorithmById(f"dockline:{algorithm}").parameterDefinition
    parameters = {k: v for k, v in BASE.get(algorithm, inputs)(lake).items() if taken(k)}  # a name it lacks is refused
    parameters.update({k: v.format(f=lake) for k, v in given.items()})
    before = fingerprint(lake)
    with pytest.raises(
        QgsProcessingException, match=rf"{refused} \(.*\) (would be written over the input {met} |and {met} \()"
    ):
        processing.run(f"dockline:{algorithm}", parameters)
    assert fingerprint(lake) == before


def test_the_readmes_whole_lake_run_into_one_geopackage_keeps_every_table(lake):
    """A bare path and tables of the same GeoPackage: the whole file is written, then the tables added to it."""
    out = lake / "out.gpkg"
    outputs = {
        "ALLOCATION": str(out),
        "FINDINGS": TABLE.format(out, "findings"),
        "PARCEL_SUMMARY": TABLE.format(out, "parcel_summary"),
        "FLAGS": TABLE.format(out, "flags"),
    }
    for _ in range(2):  # again over the earlier run's file
        result = processing.run("dockline:shorelineanalysis", {**inputs(lake), **outputs})
        for name in ("findings", "parcel_summary", "flags"):
            layer = QgsVectorLayer(f"{out}|layername={name}", name, "ogr")
            assert layer.isValid() and layer.featureCount() > 0, name
        assert result["ALLOCATION"].startswith(str(out))


def test_tables_of_a_new_geopackage_arrive_together_as_one_file(lake):
    """Every output a table of one new GeoPackage: written aside in one file of their own, which becomes it whole,
    nothing else left in the folder; this thread's GDAL writers flush SQLite files to disk as they did before."""
    out = lake / "tables.gpkg"
    outputs = {name: TABLE.format(out, name.lower()) for name in ("ALLOCATION", "TIE_POINTS", "FLAGS")}
    gdal.SetThreadLocalConfigOption("OGR_SQLITE_SYNCHRONOUS", "FULL")
    before = fingerprint(lake)
    processing.run("dockline:shorelineanalysis", {**inputs(lake), **outputs})
    assert gdal.GetThreadLocalConfigOption("OGR_SQLITE_SYNCHRONOUS", None) == "FULL"
    gdal.SetThreadLocalConfigOption("OGR_SQLITE_SYNCHRONOUS", None)
    assert sorted(set(fingerprint(lake)) - set(before)) == ["tables.gpkg"]
    for name in outputs:
        layer = QgsVectorLayer(f"{out}|layername={name.lower()}", name, "ogr")
        assert layer.isValid() and layer.featureCount() > 0, name


@pytest.mark.cli
def test_the_command_line_refuses_an_output_over_an_input_before_reading_anything(lake):
    before = fingerprint(lake)
    cases = {
        str(lake / "lake.gpkg"): "--parcels",
        str(lake / "link.gpkg"): "--parcels",
        str(lake / "tiers.csv"): "--tier-map",
        str(lake / "dem.tif"): "--dem",
    }
    for output, met in cases.items():
        ran = headless_run(
            "analyse", "--parcels", f"{lake / 'lake.gpkg'}:parcels", "--parcel-id", "parcel_id",
            "--water", f"{lake / 'lake.gpkg'}:water", "--tier-map", str(lake / "tiers.csv"),
            "--dem", str(lake / "dem.tif"), "-o", output,
        )  # fmt: skip
        assert ran.returncode == 1 and "Traceback" not in ran.stderr, ran.stderr
        assert f"-o ({output}) would be written over the input {met}" in ran.stderr
    missing = headless_run(
        "analyse",
        "--parcels",
        f"{lake / 'lake.gpkg'}:parcels",
        "--parcel-id",
        "parcel_id",
        "--water",
        f"{lake / 'lake.gpkg'}:water",
        "-o",
        str(lake / "no" / "out.gpkg"),
    )
    assert missing.returncode == 1 and f"{lake / 'no'} does not exist" in missing.stderr
    assert fingerprint(lake) == before


BASE["permitcalendar"] = lambda f: {"PERMITS": permits_table()}
EVERY_WRITER = [*SHORELINE, "buildout", "allocation", "importcad", "mhwfromdem", "permitcalendar"]  # feature sinks


@pytest.mark.parametrize("algorithm", EVERY_WRITER)
def test_every_output_a_shapefile_would_cut_is_refused_before_any_work(lake, algorithm):
    """A dBase table cuts field names at 10 characters and text at 254 bytes: each output of every algorithm
    written to a shapefile is refused, naming it, unless its fields fit (the MHW's lake: two short numbers)."""
    found = QgsApplication.processingRegistry().algorithmById(f"dockline:{algorithm}")
    sinks = [d.name() for d in found.parameterDefinitions() if isinstance(d, QgsProcessingParameterFeatureSink)]
    base = {k: v for k, v in BASE.get(algorithm, inputs)(lake).items() if found.parameterDefinition(k)}
    before = fingerprint(lake)
    refused = 0
    for sink in sinks:
        fields = found.SINK_FIELDS[sink]
        if all(len(name) <= 10 and kind is not str for name, kind in fields):
            continue
        with pytest.raises(QgsProcessingException, match=rf"{sink} \(.*out.shp\): a shapefile cannot hold this output"):
            processing.run(f"dockline:{algorithm}", {**base, sink: str(lake / "out.shp")})
        refused += 1
    assert refused == len(sinks) - (algorithm == "mhwfromdem")  # every one but the MHW's lake
    assert fingerprint(lake) == before


def test_an_output_whose_fields_fit_a_shapefile_is_written_there_whole(lake):
    made = {"SHORELINE": "TEMPORARY_OUTPUT", "FLAGS": "TEMPORARY_OUTPUT", "WATER": str(lake / "lake.shp")}
    result = processing.run("dockline:mhwfromdem", {"DEM": str(lake / "dem.tif"), **made})
    written = QgsVectorLayer(result["WATER"], "lake", "ogr")
    assert written.isValid() and written.fields().names() == ["area_sqft", "level_ft"] and written.featureCount() == 1


@pytest.mark.parametrize("written", ["files", "tables", "temporary", "mixed"])
@pytest.mark.parametrize("algorithm", EVERY_WRITER)
def test_every_output_asked_to_load_loads_from_where_it_was_moved_styled(lake, algorithm, written):
    """Each output, written aside and moved in, is to load into the project it was asked for (the dialog's "Open
    output file after running"), from its file and not the name it was written under, styled as its QML says: as
    QGIS's loader does after a run, each is read from where the run says and given its post-processing. Mixed:
    every other output a temporary layer (made on the run's thread while the files are written on another)."""
    found = QgsApplication.processingRegistry().algorithmById(f"dockline:{algorithm}")
    sinks = [d.name() for d in found.parameterDefinitions() if isinstance(d, QgsProcessingParameterFeatureSink)]
    base = {k: v for k, v in BASE.get(algorithm, inputs)(lake).items() if found.parameterDefinition(k)}
    destination = {
        "files": lambda name: str(lake / f"{name.lower()}.gpkg"),
        "tables": lambda name: TABLE.format(lake / "outputs.gpkg", name.lower()),
        "temporary": lambda name: "TEMPORARY_OUTPUT",
        "mixed": lambda name: "TEMPORARY_OUTPUT" if sinks.index(name) % 2 else str(lake / f"{name.lower()}.gpkg"),
    }[written]
    project, context, feedback = QgsProject.instance(), QgsProcessingContext(), QgsProcessingFeedback()
    context.setProject(project)
    asked = {s: QgsProcessingOutputLayerDefinition(destination(s), project) for s in sinks}
    result = processing.run(f"dockline:{algorithm}", {**base, **asked}, context=context)
    made = {s: result[s] for s in sinks if result.get(s)}  # a temporary output: its layer
    wheres = {s: made[s].id() if isinstance(made[s], QgsMapLayer) else made[s] for s in made}
    assert made and sorted(context.layersToLoadOnCompletion()) == sorted(wheres.values())
    for sink, where in wheres.items():
        details = context.layerToLoadOnCompletionDetails(where)
        assert details.project is project and details.outputName == sink, sink
        assert details.name == found.parameterDefinition(sink).description(), sink  # as Processing's sink names it
        temporary = destination(sink) == "TEMPORARY_OUTPUT"
        if not temporary:
            assert where.startswith(str(lake / ("outputs.gpkg" if written == "tables" else sink.lower()))), where
        layer = made[sink] if temporary else QgsProcessingUtils.mapLayerFromString(where, context)
        assert layer is not None and layer.isValid(), (sink, where)
        style = style_path(found.STYLES.get(sink, sink))
        if os.path.exists(style) and layer.renderer() is not None:
            assert details.postProcessor() is not None, sink
            details.postProcessor().postProcessLayer(layer, context, feedback)
            assert layer.renderer().type() == ElementTree.parse(style).find("renderer-v2").get("type"), sink


@pytest.mark.parametrize("algorithm", EVERY_WRITER)
def test_each_output_is_written_with_the_fields_its_plan_was_checked_for(lake, algorithm):
    """The format check reads an algorithm's SINK_FIELDS: they are the fields its outputs are made with."""
    found = QgsApplication.processingRegistry().algorithmById(f"dockline:{algorithm}")
    sinks = [d.name() for d in found.parameterDefinitions() if isinstance(d, QgsProcessingParameterFeatureSink)]
    base = {k: v for k, v in BASE.get(algorithm, inputs)(lake).items() if found.parameterDefinition(k)}
    result = processing.run(f"dockline:{algorithm}", {**base, **dict.fromkeys(sinks, "memory:")})
    made = {sink: result[sink] for sink in sinks if result.get(sink) is not None}
    assert made
    for sink, layer in made.items():
        assert layer.fields().names() == [name for name, _ in found.SINK_FIELDS[sink]], sink


FOLDER_WRITERS = {  # algorithm: its file output and that output's value, {f} the folder
    "exhibits": ("FOLDER", "{f}/printed"),
    "exportcad": ("OUTPUT", "{f}/drawing.dxf"),
}


@pytest.mark.parametrize("algorithm", [*EVERY_WRITER, *FOLDER_WRITERS])
def test_outputs_that_cannot_all_replace_an_earlier_runs_replace_none(lake, monkeypatch, algorithm):
    """A run over an earlier run's files, the last of which cannot be replaced (Windows keeps a file another
    program has open: a PDF viewer, QGIS itself): the run stops naming it, and every file of the folder is the same
    bytes, those replaced before it put back, nothing left beside them."""
    found = QgsApplication.processingRegistry().algorithmById(f"dockline:{algorithm}")
    sinks = [d.name() for d in found.parameterDefinitions() if isinstance(d, QgsProcessingParameterFeatureSink)]
    outputs = {s: str(lake / f"{s.lower()}.{'csv' if k % 2 else 'gpkg'}") for k, s in enumerate(sinks)}
    if algorithm in FOLDER_WRITERS:
        name, value = FOLDER_WRITERS[algorithm]
        outputs = {name: value.format(f=lake)}
    base = {k: v for k, v in BASE.get(algorithm, inputs)(lake).items() if found.parameterDefinition(k)}
    replace, moved = os.replace, []
    monkeypatch.setattr(os, "replace", lambda source, target: (moved.append(target), replace(source, target)))
    processing.run(f"dockline:{algorithm}", {**base, **outputs})  # the earlier run
    held, before = moved[-1], fingerprint(lake)

    def refused(source, target):
        if target == held and "_earlier_" not in os.path.basename(source):
            raise PermissionError(13, "The process cannot access the file: another process is using it", target)
        replace(source, target)

    monkeypatch.setattr(os, "replace", refused)
    with pytest.raises(QgsProcessingException, match=rf"cannot replace {held} \(.*\): no output was replaced"):
        processing.run(f"dockline:{algorithm}", {**base, **outputs})
    assert fingerprint(lake) == before
