"""``make demo``: the whole-shoreline analysis of the bundled sample lake, with the compliance check of its
proposed facilities, through ``qgis_process`` (headless), written to out/demo.gpkg, a QGIS project out/demo.qgz
that opens every layer styled, a per-tier summary and the findings by rule; then a PDF hearing exhibit for each
parcel with findings in out/exhibits. The sample's synthetic DEM (resources/sample/sample_dem.tif) gives the MHW
traced from it (out/demo_mhw.gpkg), the steep slopes along the MHW and the depth extensions.
"""

import os
import shutil
import subprocess
import sys

from devenv import QGIS_PROCESS, REPO, package_root, qgis_process_env

sys.path.insert(0, str(package_root()))

from dockline.about import style_path  # noqa: E402
from dockline.rules.outputs.schema import OUTPUTS  # noqa: E402

FACILITY_LAYERS = ("docks", "moorings", "structures", "boats", "buildings")
OUT = REPO / "out"
SAMPLE = REPO / "resources" / "sample" / "sample_lake.gpkg"
TIER_MAP = REPO / "resources" / "sample" / "sample_tier_map.csv"
DEM = REPO / "resources" / "sample" / "sample_dem.tif"
GPKG = OUT / "demo.gpkg"
MHW_GPKG = OUT / "demo_mhw.gpkg"
PROJECT = OUT / "demo.qgz"
EXHIBITS = OUT / "exhibits"


INPUTS = [
    f"PARCELS={SAMPLE}|layername=parcels",
    "PARCEL_ID=parcel_id",
    f"WATER={SAMPLE}|layername=water",
    f"ZONING={SAMPLE}|layername=zoning",
    "ZONING_FIELD=district",
    "LAND_USE_FIELD=land_use",
    "STEEP_SLOPE_FIELD=steep_slope",
    f"OUTLETS={SAMPLE}|layername=outlet_lines",
    f"OUTLETS={SAMPLE}|layername=outlet_points",  # a multiple-layers parameter: repeated
    "PROFILE=0",
    f"TIER_MAP={TIER_MAP}",
    "TOLERANCE=10",
    *(f"{name.upper()}={SAMPLE}|layername={name}" for name in (*FACILITY_LAYERS, "variances", "consolidations")),
    f"DEM={DEM}",  # the bank's steep slopes and, as the bottom, the depth extensions: the exhibits' analysis too
    f"BATHYMETRY={DEM}",
]


def qgis_process(algorithm: str, *arguments: str, inputs=INPUTS) -> str:
    env = qgis_process_env(OUT / "qgis-profile")
    subprocess.run([QGIS_PROCESS, "plugins", "enable", "dockline"], env=env, capture_output=True)  # once
    run = subprocess.run(
        [QGIS_PROCESS, "run", algorithm, "--", *inputs, *arguments], env=env, capture_output=True, text=True
    )
    if run.returncode != 0:
        sys.exit(f"qgis_process {algorithm} failed:\n{run.stdout[-4000:]}\n{run.stderr[-4000:]}")
    return run.stdout


def run_analysis() -> str:
    OUT.mkdir(exist_ok=True)
    GPKG.unlink(missing_ok=True)
    log = qgis_process(
        "dockline:shorelineanalysis",
        *(f"{name}=ogr:dbname='{GPKG}' table=\"{name.lower()}\" (geom)" for name in OUTPUTS),
    )
    if not GPKG.exists():
        sys.exit(f"qgis_process wrote no {GPKG}:\n{log[-4000:]}")
    return log


def trace_mhw() -> str:
    """The MHW traced on the sample's DEM (dockline:mhwfromdem), in out/demo_mhw.gpkg; its summary line."""
    MHW_GPKG.unlink(missing_ok=True)
    log = qgis_process(
        "dockline:mhwfromdem",
        f"DEM={DEM}",
        *(
            f"{name}=ogr:dbname='{MHW_GPKG}' table=\"{name.lower()}\" (geom)"
            for name in ("SHORELINE", "WATER", "FLAGS")
        ),
        inputs=[],
    )
    return next((line.strip() for line in log.splitlines() if line.strip().startswith("The lake:")), "")


def write_exhibits() -> str:
    """One PDF exhibit per parcel with findings, in out/exhibits (replaced on each run)."""
    shutil.rmtree(EXHIBITS, ignore_errors=True)
    log = qgis_process("dockline:exhibits", "PRINT=0", "COMBINED=false", f"FOLDER={EXHIBITS}")
    return next((line.strip() for line in log.splitlines() if "exhibits laid out" in line), "")


def to_wgs84(context, crs):
    """The transform context with the most accurate operation from ``crs`` to WGS 84 this machine can make: QGIS
    takes every layer's extent to WGS 84 as it opens a project, and warns at once ("Cannot use preferred
    transform") where the preferred operation needs a grid it lacks (NAD83 to WGS 84 through NOAA's HPGN grids)."""
    from qgis.core import QgsCoordinateReferenceSystem, QgsDatumTransform

    wgs84 = QgsCoordinateReferenceSystem("EPSG:4326")
    usable = next(operation for operation in QgsDatumTransform.operations(crs, wgs84) if operation.isAvailable)
    context.addCoordinateOperation(crs, wgs84, usable.proj)
    return context


def write_project() -> None:
    """out/demo.qgz: the sample's water, the styled outputs, the outlets and the proposed facilities; the project
    and its map canvas in the layers' CRS (no transform for QGIS to warn of) and zoomed to the lake."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from qgis.core import (
        QgsApplication,
        QgsFillSymbol,
        QgsMarkerSymbol,
        QgsProject,
        QgsReferencedRectangle,
        QgsVectorLayer,
    )
    from qgis.gui import QgsMapCanvas

    app = QgsApplication([], True)  # with a GUI: the canvas below writes its CRS and extent into the project
    app.initQgis()
    project = QgsProject.instance()
    water = QgsVectorLayer(f"{SAMPLE}|layername=water", "Water (sample)", "ogr")
    project.setCrs(water.crs())
    project.setTransformContext(to_wgs84(project.transformContext(), water.crs()))
    lake = water.extent().buffered(water.extent().width() / 20)
    project.viewSettings().setDefaultViewExtent(QgsReferencedRectangle(lake, water.crs()))
    water.renderer().symbol().setColor(water.renderer().symbol().color().fromRgb(208, 230, 245))
    outlets = [
        QgsVectorLayer(f"{SAMPLE}|layername=outlet_{kind}", f"Outlet {kind} (sample)", "ogr")
        for kind in ("lines", "points")
    ]
    parcels = QgsVectorLayer(f"{SAMPLE}|layername=parcels", "Parcels (sample)", "ogr")  # the panel's input
    parcels.renderer().setSymbol(
        QgsFillSymbol.createSimple({"color": "0,0,0,0", "outline_color": "#888888", "outline_width": "0.2"})
    )
    project.addMapLayers([water])
    for name in (
        "PARCEL_SUMMARY",
        "ALLOCATION",
        "FACILITY_AREAS",
        "DEPTH_EXTENSIONS",
        "SETBACK_ENVELOPES",
        "DISTANCE_LINES",
        "FACILITY_AREA_LINES",
        "TIE_LINES",
        "STEEP_SLOPES",
        "TIE_POINTS",
        "FLAGS",
    ):
        layer = QgsVectorLayer(f"{GPKG}|layername={name.lower()}", OUTPUTS[name][0], "ogr")
        assert layer.isValid(), name
        layer.loadNamedStyle(style_path(name))
        layer.saveStyleToDatabase("dockline", "Dockline style", True, "")  # the GeoPackage opens styled too
        project.addMapLayer(layer)
    project.addMapLayers(outlets)
    project.addMapLayer(parcels)
    proposed = {
        "docks": {"color": "#8b5a2b", "outline_color": "#4e3116"},
        "structures": {"color": "#6d597a", "outline_color": "#355070"},
    }
    for name, colours in proposed.items():
        layer = QgsVectorLayer(f"{SAMPLE}|layername={name}", f"Proposed {name} (sample)", "ogr")
        layer.renderer().setSymbol(QgsFillSymbol.createSimple({**colours, "outline_width": "0.3"}))
        project.addMapLayer(layer)
    moorings = QgsVectorLayer(f"{SAMPLE}|layername=moorings", "Proposed moorings (sample)", "ogr")
    moorings.renderer().setSymbol(
        QgsMarkerSymbol.createSimple({"name": "circle", "color": "#ffb703", "outline_color": "#023047", "size": "2.4"})
    )
    project.addMapLayer(moorings)
    findings = QgsVectorLayer(f"{GPKG}|layername=findings", OUTPUTS["FINDINGS"][0], "ogr")
    findings.loadNamedStyle(style_path("FINDINGS"))
    findings.saveStyleToDatabase("dockline", "Dockline style", True, "")
    project.addMapLayer(findings)
    canvas = QgsMapCanvas()  # made last: it would draw every layer added after it
    canvas.setObjectName("theMapCanvas")  # the name QGIS reads the canvas's state back by
    canvas.setDestinationCrs(water.crs())
    canvas.resize(1200, 800)
    canvas.setExtent(lake)
    project.write(str(PROJECT))
    del canvas
    app.exitQgis()


def print_summary(log: str) -> None:
    lines = [line.strip() for line in log.splitlines()]
    report = [line for line in lines if line.startswith(("Tier ", "205 parcels", "  ")) or "parcels:" in line]
    print("Dockline shoreline analysis of the sample lake (qgis_process run dockline:shorelineanalysis)")
    for line in lines:
        if line.startswith(("Tier ", "Compliance check")) or " parcels: " in line:
            print("  " + line)
        elif line.startswith(("T1_", "T2_", "T3_", "NON_", "INPUT")):
            print("    " + line)
    print(f"Layers: {GPKG.relative_to(REPO)}; project: {PROJECT.relative_to(REPO)} (open it in QGIS).")
    assert report, "no summary in the qgis_process log"


if __name__ == "__main__":
    log = run_analysis()
    write_project()
    print_summary(log)
    print(f"MHW from the sample's DEM ({MHW_GPKG.relative_to(REPO)}): {trace_mhw()}")
    timing = write_exhibits()
    print(f"Exhibits: {len(list(EXHIBITS.glob('*.pdf')))} PDFs in {EXHIBITS.relative_to(REPO)} ({timing})")
