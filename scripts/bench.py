"""``make bench``: the whole shoreline engine on a Canandaigua-scale synthetic lake (about 36 miles of shore,
2,500 parcels, islands, coves) and on a 100,000-parcel one. Prints time, parcels per second, peak memory, and a
floor operation (one buffer and one intersection per parcel) with the engine's ratio to it. The case
``processing`` runs ``dockline:shorelineanalysis`` on the Canandaigua-scale lake through ``processing.run`` (QGIS
start-up excluded) beside the engine alone, best of three rounds each: the adapter's overhead. The case
``checks`` checks 2,500 docks and 1,000 moorings on the Canandaigua-scale lake. The case ``exhibits``
prints 52 hearing exhibits of the sample lake through ``dockline:exhibits``. The case ``cli`` (not run by
default: minutes) runs the 100,000-parcel lake through the headless package (``make headless``) as
``python -m dockline analyse`` does it, read, analysed and written to a GeoPackage, beside the engine alone.

Usage: python scripts/bench.py [--with-cli] [canandaigua|large|processing|checks|exhibits|cli ...]   (each in its
own process; --with-cli: the default cases and cli; make bench WITH_CLI=1)
"""

import resource
import subprocess
import sys
import time

import numpy as np
import shapely
from devenv import REPO, package_root
from synthetic_lake import synthetic_lake

sys.path.insert(0, str(package_root()))

from dockline.rules.lake import analyse_lake  # noqa: E402

CASES = {
    "canandaigua": {"half_length": 42_000.0, "half_width": 8_000.0, "islands": 3, "frontage": (20, 130)},
    "large": {
        "half_length": 1_450_000.0,
        "half_width": 240_000.0,
        "islands": 12,
        "frontage": (20, 130),
        "vertex_spacing": 15.0,
    },
}


PROCESSING_ROUNDS = 3  # the machine's speed drifts from run to run: the overhead is taken from the best of each


def floor_seconds(parcels) -> float:
    """One buffer and one intersection per parcel (vectorised): the least any per-parcel geometry costs."""
    geometries = np.array([geometry for _, geometry in parcels], dtype=object)
    start = time.perf_counter()
    with np.errstate(divide="ignore", invalid="ignore"):  # GEOS's floating-point flags, as in the engine
        shapely.intersection(shapely.buffer(geometries, 60.0), np.roll(geometries, 1))
    return time.perf_counter() - start


def start_qgis():
    """QGIS with Processing and the dockline provider (returned: PyQGIS must keep a reference to both)."""
    import os

    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    sys.path.append("/usr/share/qgis/python/plugins")
    from qgis.core import QgsApplication

    app = QgsApplication([], False)
    app.initQgis()
    from dockline.processing.provider import DocklineProvider
    from processing.core.Processing import Processing

    Processing.initialize()
    provider = DocklineProvider()
    QgsApplication.processingRegistry().addProvider(provider)
    return app, provider


def run_exhibits() -> None:
    """52 exhibits of the sample lake (its parcels with $id <= 52), one combined PDF; the layout and export time
    as the algorithm logs it."""
    import tempfile

    app, _provider = start_qgis()
    from qgis.core import QgsProcessingFeedback

    import processing

    sample = REPO / "resources" / "sample" / "sample_lake.gpkg"
    layers = {
        name.upper(): f"{sample}|layername={name}"
        for name in ("parcels", "water", "zoning", "docks", "moorings", "structures")
    }
    layers["OUTLETS"] = [f"{sample}|layername=outlet_{kind}" for kind in ("lines", "points")]

    class Log(QgsProcessingFeedback):
        lines = []

        def pushInfo(self, info):  # noqa: N802 (QGIS's name)
            self.lines.append(info)

    with tempfile.TemporaryDirectory() as folder:
        start = time.perf_counter()
        result = processing.run(
            "dockline:exhibits",
            {
                **layers,
                "PARCEL_ID": "parcel_id",
                "ZONING_FIELD": "district",
                "LAND_USE_FIELD": "land_use",
                "STEEP_SLOPE_FIELD": "steep_slope",
                "TIER_MAP": str(sample.parent / "sample_tier_map.csv"),
                "PRINT": 3,
                "EXPRESSION": "$id <= 52",
                "FOLDER": folder,
            },
            feedback=Log(),
        )
        whole = time.perf_counter() - start
    timing = next(line for line in Log.lines if "exhibits laid out" in line)
    print(f"exhibits: {result['PAGES']} exhibits of the sample lake in one PDF")
    print(f"  {timing}")
    print(f"  whole run (analysis, check, layout, export) {whole:.1f} s = {result['PAGES'] / whole:.1f} exhibits/s")
    app.exitQgis()


def run_processing() -> None:
    """The Canandaigua-scale lake through processing.run, against the engine alone on the same data."""
    app, _provider = start_qgis()
    from dockline.rules.outputs import OUTPUTS
    from qgis.core import QgsFeature, QgsGeometry, QgsVectorLayer

    import processing

    water, parcels = synthetic_lake(**CASES["canandaigua"])

    def layer(kind, rows, fields=""):
        created = QgsVectorLayer(f"{kind}?crs=EPSG:2261{fields}", kind, "memory")
        features = []
        for values in rows:
            feature = QgsFeature(created.fields())
            geometry = QgsGeometry()
            geometry.fromWkb(shapely.to_wkb(values[0]))
            feature.setGeometry(geometry)
            feature.setAttributes(list(values[1:]))
            features.append(feature)
        created.dataProvider().addFeatures(features)
        return created

    parcel_layer = layer("MultiPolygon", [(g, pid) for pid, g in parcels], "&field=parcel_id:string")
    water_layer = layer("Polygon", [(water,)])
    print(
        f"processing: {len(parcels):,} parcels through processing.run (QGIS start-up excluded), "
        f"{PROCESSING_ROUNDS} rounds of the engine alone, then processing.run"
    )
    engines, wholes = [], []
    for _ in range(PROCESSING_ROUNDS):  # each result is kept until its time is taken: freeing it is not the run
        start = time.perf_counter()
        analysis = analyse_lake(water, parcels)
        engines.append(time.perf_counter() - start)
        del analysis
        start = time.perf_counter()
        layers = processing.run(
            "dockline:shorelineanalysis",
            {
                "PARCELS": parcel_layer,
                "PARCEL_ID": "parcel_id",
                "WATER": water_layer,
                **dict.fromkeys(OUTPUTS, "memory:"),
            },
        )
        wholes.append(time.perf_counter() - start)
        del layers
        print(f"  processing.run {wholes[-1]:6.2f} s   engine alone {engines[-1]:6.2f} s")
    engine, whole = min(engines), min(wholes)
    print(
        f"  best of {PROCESSING_ROUNDS}: processing.run {whole:6.2f} s   engine alone {engine:6.2f} s   "
        f"adapter overhead {whole - engine:5.2f} s = {100 * (whole - engine) / engine:.0f} % of the engine"
    )
    app.exitQgis()


def framed_box(frame, x0, x1, y0, y1):
    """A rectangle in a parcel's frame (origin, along the tie line, into the water)."""
    origin, along, into = frame
    return shapely.Polygon([origin + x * along + y * into for x, y in ((x0, y0), (x1, y0), (x1, y1), (x0, y1))])


def run_checks() -> None:
    """2,500 two-part docks and 1,000 moorings, one dock per adjoining parcel (as many as there are), the
    moorings on every other one, each in its parcel's own frame, checked after the analysis."""
    from dockline.rules.checks import check_facilities
    from dockline.rules.profiles import get_profile
    from dockline.rules.proposal import DockPart, Mooring, Proposal

    water, parcels = synthetic_lake(**CASES["canandaigua"])
    analysis = analyse_lake(water, parcels)
    docks, moorings = [], []
    for run in analysis.shoreline.runs:
        if run.chord is None or len(docks) >= 2 * 2500:
            continue
        pid = analysis.parcel_ids[run.parcel]
        a, b = shapely.get_coordinates(run.chord)
        along = (b - a) / np.hypot(*(b - a))
        into = np.array([-along[1], along[0]])
        middle = (a + b) / 2
        frame = (middle, along, into)
        docks += [
            DockPart("bench", pid, "main_walkway", pid, 2, False, framed_box(frame, -3, 3, -4, 40)),
            DockPart("bench", pid, "appendage", pid, 2, False, framed_box(frame, -10, 10, 40, 48)),
        ]
        if len(moorings) < 1000 and run.parcel % 2 == 0:
            moorings.append(Mooring("bench", f"M{pid}", pid, 12.0, 8.0, False, shapely.Point(middle + 90 * into)))
    start = time.perf_counter()
    result = check_facilities(analysis, Proposal(tuple(docks), tuple(moorings)), get_profile("south_bristol"))
    seconds = time.perf_counter() - start
    facilities = len(docks) // 2 + len(moorings)
    print(
        f"checks: {len(docks) // 2:,} docks ({len(docks):,} parts) and {len(moorings):,} moorings on "
        f"{len(parcels):,} parcels"
    )
    print(
        f"  check   {seconds:8.2f} s   {facilities / seconds:10,.0f} facilities/s   {len(result.findings):,} findings"
    )


def run_cli() -> None:
    """The 100,000-parcel lake from a GeoPackage through the headless package: reading, the API (engine, rows,
    GeoDataFrames), writing the styled GeoPackage; then the command line itself as a user runs it. Runs in the
    headless venv (geopandas, pyogrio)."""
    import os
    import tempfile

    import dockline
    import geopandas as gpd

    water, parcels = synthetic_lake(**CASES["large"])
    with tempfile.TemporaryDirectory() as folder:
        source, output = os.path.join(folder, "lake.gpkg"), os.path.join(folder, "out.gpkg")
        ids = [pid for pid, _ in parcels]
        gpd.GeoDataFrame({"parcel_id": ids}, geometry=[g for _, g in parcels], crs=2261).to_file(
            source, layer="parcels"
        )
        gpd.GeoDataFrame(geometry=[water], crs=2261).to_file(source, layer="water")
        start = time.perf_counter()
        analysis = analyse_lake(water, parcels)
        engine = time.perf_counter() - start
        del analysis
        steps, start = {}, time.perf_counter()
        layers = dockline.read_layer(source, "parcels"), dockline.read_layer(source, "water")
        steps["read"] = time.perf_counter() - start
        start = time.perf_counter()
        result = dockline.analyse(*layers)
        steps["analyse (engine, rows, GeoDataFrames)"] = time.perf_counter() - start
        start = time.perf_counter()
        result.to_file(output)
        steps["write"] = time.perf_counter() - start
        del result
        command = [sys.executable, "-m", "dockline", "analyse", "--parcels", f"{source}:parcels", "--parcel-id"]
        command += ["parcel_id", "--water", f"{source}:water", "-o", output]
        start = time.perf_counter()
        subprocess.run(command, check=True, stdout=subprocess.DEVNULL)
        whole = time.perf_counter() - start
    print(f"cli: {len(parcels):,} parcels from a GeoPackage through the headless package")
    print(f"  engine alone {engine:8.2f} s")
    for step, seconds in steps.items():
        print(f"  {step:<40} {seconds:8.2f} s")
    api = sum(steps.values())
    print(f"  read + analyse + write {api:8.2f} s = engine + {100 * (api - engine) / engine:.0f} %")
    print(
        f"  python -m dockline analyse, start-up included {whole:8.2f} s = engine + {100 * (whole / engine - 1):.0f} %"
    )


def run_case(name: str) -> None:
    if name in EXTRA_CASES or name in OPTIONAL:
        {**EXTRA_CASES, **OPTIONAL}[name]()
        return
    start = time.perf_counter()
    water, parcels = synthetic_lake(**CASES[name])
    generated = time.perf_counter() - start
    start = time.perf_counter()
    analysis = analyse_lake(water, parcels)
    seconds = time.perf_counter() - start
    floor = floor_seconds(parcels)
    peak_mib = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    shore_miles = sum(ring.length for ring in analysis.shoreline.rings) / 5280
    adjoining = sum(status == "adjoining" for status in analysis.status.values())
    print(
        f"{name}: {len(parcels):,} parcels ({adjoining:,} adjoining), {shore_miles:,.1f} miles of shore, "
        f"{len(analysis.shoreline.rings)} rings (generated in {generated:.1f} s)"
    )
    print(f"  engine  {seconds:8.2f} s   {len(parcels) / seconds:10,.0f} parcels/s   peak memory {peak_mib:,.0f} MiB")
    print(
        f"  floor   {floor:8.2f} s   (one buffer + one intersection per parcel)   engine/floor = {seconds / floor:.1f}"
    )
    print(f"  {len(analysis.zones):,} zones, {len(analysis.flags):,} flags")


def run_recheck() -> None:
    """The panel's live re-check of one parcel on the sample lake (aim: under 100 ms), as the panel does it:
    read the facility layers (edits included), then check that parcel's proposals."""
    app, _provider = start_qgis()
    from dockline.ui.session import Session
    from qgis.core import QgsProcessingFeedback, QgsProject, QgsVectorLayer

    sample = REPO / "resources" / "sample" / "sample_lake.gpkg"
    layers = {}
    for name in ("parcels", "water", "outlet_lines", "outlet_points", "docks", "moorings", "structures"):
        layers[name.upper()] = QgsVectorLayer(f"{sample}|layername={name}", name, "ogr")
        QgsProject.instance().addMapLayer(layers[name.upper()])
    layers["OUTLETS"] = [layers.pop("OUTLET_LINES"), layers.pop("OUTLET_POINTS")]
    session = Session(
        {
            **layers,
            "PARCEL_ID": "parcel_id",
            "DISTRICT_FIELD": "district",
            "LAND_USE_FIELD": "land_use",
            "STEEP_SLOPE_FIELD": "steep_slope",
            "TIER_MAP": str(sample.parent / "sample_tier_map.csv"),
        },
        QgsProject.instance(),
    )
    session.prepare(QgsProcessingFeedback())
    session.compute(QgsProcessingFeedback())
    marina = next(pid for pid, a in session.analysis.allocations.items() if a is not None and a.tier == 2)
    for pid in (marina, "98.11-1-13"):
        summary = session.checked.summaries[pid]
        label = (
            f"parcel {pid}, Tier {summary.tier} ({summary.proposed_docks} docks, {summary.proposed_moorings} moorings)"
        )
        times = []
        for _ in range(20):
            start = time.perf_counter()
            session.recheck({pid})
            times.append(time.perf_counter() - start)
        print(
            f"recheck {label}: median {1000 * sorted(times)[10]:.0f} ms, worst {1000 * max(times):.0f} ms "
            "(read the facility layers + check the parcel)"
        )
    QgsProject.instance().removeAllMapLayers()
    app.exitQgis()


EXTRA_CASES = {"processing": run_processing, "checks": run_checks, "exhibits": run_exhibits, "recheck": run_recheck}
OPTIONAL = {"cli": run_cli}  # run only when named
HEADLESS_PYTHON = REPO / ".build" / "headless" / "bin" / "python"

if __name__ == "__main__":
    if len(sys.argv) == 3 and sys.argv[1] == "--case":
        run_case(sys.argv[2])
    else:
        named = [case for case in sys.argv[1:] if case != "--with-cli"]
        for case in named or [*CASES, *EXTRA_CASES, *(OPTIONAL if "--with-cli" in sys.argv else ())]:
            if case in OPTIONAL:
                subprocess.run(["make", "-s", "headless"], cwd=REPO, check=True)
            python = str(HEADLESS_PYTHON) if case in OPTIONAL else sys.executable
            subprocess.run([python, __file__, "--case", case], check=True)
