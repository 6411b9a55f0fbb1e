"""``make bench``: the whole shoreline engine on a Canandaigua-scale synthetic lake (about 36 miles of shore,
2,500 parcels, islands, coves) and on a 100,000-parcel one. Prints time, parcels per second, peak memory, and a
floor operation (one buffer and one intersection per parcel) with the engine's ratio to it. The case
``processing`` runs ``dockline:shorelineanalysis`` on the Canandaigua-scale lake through ``processing.run`` (QGIS
start-up excluded) beside the engine alone, best of three rounds each: the adapter's overhead. The case
``checks`` checks 2,500 docks and 1,000 moorings on the Canandaigua-scale lake. The case ``exhibits``
prints 52 hearing exhibits of the sample lake through ``dockline:exhibits``.

Usage: python scripts/bench.py [canandaigua|large|processing|checks|exhibits ...]   (each in its own process)
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


def memory_layer(kind, rows, fields=""):
    """A memory layer in EPSG:2261 (feet) of rows (shapely geometry, attributes...)."""
    from qgis.core import QgsFeature, QgsGeometry, QgsVectorLayer

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

    import processing

    water, parcels = synthetic_lake(**CASES["canandaigua"])
    parcel_layer = memory_layer("MultiPolygon", [(g, pid) for pid, g in parcels], "&field=parcel_id:string")
    water_layer = memory_layer("Polygon", [(water,)])
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


def bench_proposal(analysis):
    """2,500 two-part docks (5,000 parts) and 1,000 moorings, one dock per adjoining parcel (as many as there
    are), the moorings on every other one, each in its parcel's own frame: (parcel id, part, polygon) and
    (parcel id, point)."""
    parts, buoys = [], []
    for run in analysis.shoreline.runs:
        if run.chord is None or len(parts) >= 2 * 2500:
            continue
        pid = analysis.parcel_ids[run.parcel]
        a, b = shapely.get_coordinates(run.chord)
        along = (b - a) / np.hypot(*(b - a))
        into = np.array([-along[1], along[0]])
        middle = (a + b) / 2
        frame = (middle, along, into)
        parts += [
            (pid, "main_walkway", framed_box(frame, -3, 3, -4, 40)),
            (pid, "appendage", framed_box(frame, -10, 10, 40, 48)),
        ]
        if len(buoys) < 1000 and run.parcel % 2 == 0:
            buoys.append((pid, shapely.Point(middle + 90 * into)))
    return parts, buoys


def run_checks() -> None:
    """2,500 two-part docks and 1,000 moorings, one dock per adjoining parcel (as many as there are), the
    moorings on every other one, each in its parcel's own frame, checked after the analysis."""
    from dockline.rules.checks import check_facilities
    from dockline.rules.profiles import get_profile
    from dockline.rules.proposal import DockPart, Mooring, Proposal

    water, parcels = synthetic_lake(**CASES["canandaigua"])
    analysis = analyse_lake(water, parcels)
    parts, buoys = bench_proposal(analysis)
    docks = [DockPart("bench", pid, part, pid, 2, False, geometry) for pid, part, geometry in parts]
    moorings = [Mooring("bench", f"M{pid}", pid, 12.0, 8.0, False, point) for pid, point in buoys]
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


def run_case(name: str) -> None:
    if name in EXTRA_CASES:
        EXTRA_CASES[name]()
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
    """The panel's live re-check on the Canandaigua-scale lake with 5,000 dock parts and 1,000 moorings, as the
    panel does it after an edit: read the edited features from the edit buffer (the rest kept), find their
    parcels, check those parcels' proposals. Against reading every facility layer again (aim: under 30 ms)."""
    app, _provider = start_qgis()
    from dockline.ui.session import Session
    from qgis.core import QgsProcessingFeedback, QgsProject

    water, parcels = synthetic_lake(**CASES["canandaigua"])
    parts, buoys = bench_proposal(analyse_lake(water, parcels))
    layers = {
        "PARCELS": memory_layer("MultiPolygon", [(g, pid) for pid, g in parcels], "&field=parcel_id:string"),
        "WATER": memory_layer("Polygon", [(water,)]),
        "DOCKS": memory_layer(
            "Polygon",
            [(g, pid, part, pid, 2) for pid, part, g in parts],
            "&field=dock_id:string&field=part:string&field=parcel_id:string&field=slips:integer",
        ),
        "MOORINGS": memory_layer(
            "Point",
            [(g, f"M{pid}", pid, 12.0, 8.0) for pid, g in buoys],
            "&field=mooring_id:string&field=parcel_id:string&field=boat_length_ft:double&field=rode_ft:double",
        ),
    }
    QgsProject.instance().addMapLayers(list(layers.values()))
    session = Session({**layers, "PARCEL_ID": "parcel_id"}, QgsProject.instance())
    session.prepare(QgsProcessingFeedback())
    session.compute(QgsProcessingFeedback())
    docks = layers["DOCKS"]
    docks.startEditing()
    edits, full = [], []
    for step, feature in enumerate(docks.getFeatures()):
        if step == 21:
            break
        start = time.perf_counter()
        session.read_proposal()
        full.append(time.perf_counter() - start)
        docks.translateFeature(feature.id(), 0, 2)
        start = time.perf_counter()
        labels = {f"docks feature {feature.id()}"}
        before = session.prepared.proposal
        proposal = session.read_proposal(labels)
        touched = session.parcels_of_features(proposal, labels) | session.parcels_of_features(before, labels)
        session.recheck(touched, proposal)
        edits.append(time.perf_counter() - start)
    docks.rollBack()
    print(
        f"recheck on the Canandaigua-scale lake ({len(parcels):,} parcels, {len(parts):,} dock parts, "
        f"{len(buoys):,} moorings), one part moved in an edit session: median {1000 * sorted(edits)[10]:.0f} ms, "
        f"worst {1000 * max(edits):.0f} ms (read the edit + check its parcel); reading every facility layer "
        f"again instead: median {1000 * sorted(full)[10]:.0f} ms"
    )
    QgsProject.instance().removeAllMapLayers()
    app.exitQgis()


EXTRA_CASES = {"processing": run_processing, "checks": run_checks, "exhibits": run_exhibits, "recheck": run_recheck}

if __name__ == "__main__":
    if len(sys.argv) == 3 and sys.argv[1] == "--case":
        run_case(sys.argv[2])
    else:
        for case in sys.argv[1:] or [*CASES, *EXTRA_CASES]:
            subprocess.run([sys.executable, __file__, "--case", case], check=True)
