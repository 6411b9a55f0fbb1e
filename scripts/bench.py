"""``make bench``: what a town runs, timed on a Canandaigua-scale synthetic lake (about 36 miles of shore,
9,200 parcels: 2,400 waterfront lots, 10 % of the shore in Tier 2 and 2 % in Tier 3 districts, three inland
parcels behind each waterfront lot, an outlet every half mile, proposals on a third of the waterfront lots).

Each figure is the median of several rounds with its spread (lowest to highest), and the median of the paired
ratios to a floor measured in the same round, so that a loaded machine moves both alike. The floor: for each
adjoining parcel, one 375-ft buffer of its own stretch of MHW intersected with the water tiles it meets (the
engine's local water), vectorised, the tiles built beforehand: the least geometry any per-parcel analysis does.

Cases: ``canandaigua`` (the engine), ``checks`` (2,500 two-part docks and 1,000 moorings checked after the
analysis), ``buildout`` (the layout the law allows on every adjoining parcel, checked), ``processing``
(``dockline:shorelineanalysis`` through ``processing.run``, QGIS start-up excluded, beside the engine alone, the
QGIS-free run it wraps, and the least any adapters must do through PyQGIS), ``qgis_process`` (the same through
``qgis_process``, QGIS start-up included, beside the start-up alone), ``panel`` (the panel's first run, Run
analysis to the parcel list filled, offscreen), ``exhibits`` (52 hearing exhibits of parcels with proposals through
``dockline:exhibits``; their layout and export per exhibit too; and each page's time among 52 exhibits and among 8
times as many, paired page by page), ``recheck`` (the panel's live re-check of a Tier 1 and a Tier 2 parcel after
an edit, and with every facility layer read again), ``terrain`` (the raster stages with a 1-m DEM of the shore,
``scripts/synthetic_dem.py``: the MHW traced on it as ``dockline:mhwfromdem`` does, the DEM read as a surface,
steep slopes of every adjoining parcel, depth extensions of every parcel; each stage and their total), all on the
Canandaigua-scale lake; ``large`` (the engine on an 82,000-parcel lake) and ``cli`` (that lake from a GeoPackage
through the headless package (``make headless``) as ``python -m dockline analyse`` does it, read, analysed and
written, beside the engine alone and the least GDAL's reading and writing of those files takes) take minutes, so
they run only when named or with --large / --with-cli.

Usage: python scripts/bench.py [--large] [--with-cli] [CASE ...], CASE one of canandaigua, large, checks, buildout,
processing, qgis_process, panel, exhibits, recheck, terrain, cli
(each in its own process; make bench LARGE=1 WITH_CLI=1)
"""

from __future__ import annotations

import itertools
import os
import re
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import numpy as np
import shapely
from devenv import REPO, package_root
from synthetic_lake import town_lake

sys.path.insert(0, str(package_root()))

from dockline.rules import allocate  # noqa: E402
from dockline.rules.lake.analysis import analyse_lake  # noqa: E402
from dockline.rules.lake.areas import WaterTiles  # noqa: E402
from dockline.rules.law.vocabulary import Status  # noqa: E402
from dockline.rules.tools.arrays import geometry_array  # noqa: E402
from dockline.rules.tools.collector import collector_paused  # noqa: E402

CASES = {
    "canandaigua": {"half_length": 42_000.0, "half_width": 8_000.0, "islands": 3, "frontage": (20, 130)},
    "large": {  # about 82,000 parcels, 23,500 of them on the water
        "half_length": 365_000.0,
        "half_width": 60_000.0,
        "islands": 12,
        "frontage": (20, 130),
        "vertex_spacing": 15.0,
    },
}
ROUNDS = 5  # each figure: the median of these, with the spread
SLOW_ROUNDS = 3  # for the runs through QGIS
FLOOR_REACH = 375.0  # ft: the deepest zone (Tier 1 moorings, D1; Tier 2 moorings, D2)
EXHIBITS = 52
MANY_EXHIBITS = 8 * EXHIBITS  # a page's time does not grow with the exhibits printed with it (a whole lake: 2,400)
CLI_ORIGIN = (820_208.0, 1_150_000.0)  # ft, EPSG:2261: near Syracuse, the middle of New York Central


def town(name="canandaigua"):
    """The town's lake and its engine inputs (the analysis's keyword arguments)."""
    lake = town_lake(**CASES[name])
    return lake, engine_options(lake)


def engine_options(lake) -> dict:
    """The analysis's keyword arguments for a town's lake: its outlets, its parcels' allocations."""
    return {
        "outlets": lake.outlets,
        "allocate_parcel": lambda pid, ft, steep_slope=False: allocate(
            ft, lake.tiers[pid], land_use=lake.land_use[pid], steep_slope=steep_slope
        ),
    }


class Floor:
    """The floor (see the module's docstring), set up from one analysis of the lake."""

    def __init__(self, analysis):
        self.stretches = np.array([run.shore for run in analysis.shoreline.runs], dtype=object)
        self.tiles = WaterTiles(analysis.water)

    def seconds(self) -> tuple[float, float]:
        """(wall, CPU) seconds of one round of the floor."""
        with np.errstate(divide="ignore", invalid="ignore"):  # GEOS's floating-point flags, as in the engine
            return timed(self._floor)

    def _floor(self):
        regions = shapely.buffer(self.stretches, FLOOR_REACH)
        region, piece = self.tiles.tree.query(regions)
        return shapely.intersection(regions[region], self.tiles.pieces[piece])


def timed(function) -> tuple[float, float]:
    """(wall, CPU) seconds ``function()`` takes, the CPU time of all the process's threads (less moved by other
    work on a loaded machine); its result is freed after the time is taken (freeing it is not the run)."""
    wall, cpu = time.perf_counter(), time.process_time()
    result = function()
    wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
    del result
    return wall, cpu


def _children_cpu() -> float:
    """The CPU seconds of this process's finished child processes."""
    used = resource.getrusage(resource.RUSAGE_CHILDREN)
    return used.ru_utime + used.ru_stime


def rounds(function, floor: Floor, count: int = ROUNDS) -> tuple[list, list]:
    """``count`` rounds of ``function`` and the floor, paired: their (wall, CPU) seconds."""
    seconds, floors = [], []
    for _ in range(count):
        seconds.append(timed(function))
        floors.append(floor.seconds())
    return seconds, floors


def figure(label: str, seconds: list, floors: list, count: int, unit: str) -> str:
    """One line: the median wall time and its spread, the rate, the median CPU time, and the medians of the
    paired ratios to the floor (wall and CPU) with their spread."""
    walls, cpus = [w for w, _ in seconds], [c for _, c in seconds]
    ratios = [w / f for w, (f, _) in zip(walls, floors)]
    cpu_ratios = [c / f for c, (_, f) in zip(cpus, floors)]
    median = statistics.median(walls)
    digits = 3 if median < 0.1 else 2  # a re-check's milliseconds
    return (
        f"  {label:<9} {median:7.{digits}f} s ({min(walls):.{digits}f}-{max(walls):.{digits}f})  "
        f"{count / median:9,.0f} {unit}/s  "
        f"CPU {statistics.median(cpus):.2f} s   /floor {statistics.median(ratios):.1f} ({min(ratios):.1f}-"
        f"{max(ratios):.1f}), CPU {statistics.median(cpu_ratios):.1f} ({min(cpu_ratios):.1f}-{max(cpu_ratios):.1f})"
        f"   [{len(walls)} rounds, floor {statistics.median(f for f, _ in floors):.3f} s]"
    )


def run_case(name: str) -> None:
    """The engine on a town's lake, against the floor."""
    start = time.perf_counter()
    lake, options = town(name)
    generated = time.perf_counter() - start
    analysis = analyse_lake(lake.water, lake.parcels, **options)
    floor = Floor(analysis)
    seconds, floors = rounds(lambda: analyse_lake(lake.water, lake.parcels, **options), floor)
    peak_mib = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    shore_miles = sum(ring.length for ring in analysis.shoreline.rings) / 5280
    adjoining = sum(status == Status.ADJOINING for status in analysis.status.values())
    tiers = [a.tier for a in analysis.allocations.values() if a is not None]
    print(
        f"{name}: {len(lake.parcels):,} parcels ({adjoining:,} adjoining: {tiers.count(2)} Tier 2, "
        f"{tiers.count(3)} Tier 3), {len(lake.outlets)} outlets, {shore_miles:,.1f} miles of shore, "
        f"{len(analysis.shoreline.rings)} rings (generated in {generated:.1f} s)"
    )
    print(figure("engine", seconds, floors, len(lake.parcels), "parcels"))
    print(f"  peak memory {peak_mib:,.0f} MiB, {len(analysis.zones):,} zones, {len(analysis.flags):,} flags")


def framed_box(frame, x0, x1, y0, y1):
    """A rectangle in a parcel's frame (origin, along the tie line, into the water)."""
    origin, along, into = frame
    return shapely.Polygon([origin + x * along + y * into for x, y in ((x0, y0), (x1, y0), (x1, y1), (x0, y1))])


def proposal(analysis, step: int, docks: int | None = None, moorings: int | None = None):
    """A two-part dock on every ``step``-th adjoining stretch of shore (up to ``docks``), each in its parcel's own
    frame (origin, along the tie line, into the water), and a mooring 90 ft out on every other one of them (up to
    ``moorings``)."""
    from dockline.rules.checks.proposal import DockPart, Mooring, Proposal

    parts, buoys = [], []
    for run in analysis.shoreline.runs[::step][:docks]:
        pid = analysis.parcel_ids[run.parcel]
        a, b = shapely.get_coordinates(run.chord)
        along = (b - a) / np.hypot(*(b - a))
        into = np.array([-along[1], along[0]])
        middle = (a + b) / 2

        frame = (middle, along, into)
        parts += [
            DockPart("bench", pid, "main_walkway", pid, 2, False, framed_box(frame, -3, 3, -4, 40)),
            DockPart("bench", pid, "appendage", pid, 2, False, framed_box(frame, -10, 10, 40, 48)),
        ]
        if len(parts) % 4 == 2 and (moorings is None or len(buoys) < moorings):
            buoys.append(Mooring("bench", f"M{pid}", pid, 12.0, 8.0, False, shapely.Point(middle + 90 * into)))
    return Proposal(tuple(parts), tuple(buoys))


def run_checks() -> None:
    """2,500 two-part docks and 1,000 moorings (one dock per adjoining stretch, as many as there are, a mooring
    beside every other one) checked after the analysis, with the lake's outlets (as the front ends pass them)."""
    from dockline.rules.checks.checker import check_facilities
    from dockline.rules.law.profiles import get_profile

    lake, options = town()
    analysis = analyse_lake(lake.water, lake.parcels, **options)
    proposed = proposal(analysis, 1, 2500, 1000)
    profile = get_profile("south_bristol")
    seconds, floors = rounds(lambda: check_facilities(analysis, proposed, profile, lake.outlets), Floor(analysis))
    findings = check_facilities(analysis, proposed, profile, lake.outlets).findings
    facilities = len(proposed.docks) // 2 + len(proposed.moorings)
    print(
        f"checks: {len(proposed.docks) // 2:,} docks ({len(proposed.docks):,} parts) and {len(proposed.moorings):,} "
        f"moorings on {len(lake.parcels):,} parcels, {len(findings):,} findings"
    )
    print(figure("check", seconds, floors, facilities, "facilities"))


def run_buildout() -> None:
    """The build-out of every adjoining parcel (docks, moorings, the layout checked), after the analysis, with
    the lake's outlets; issue 45's target: under 10 s."""
    from dockline.rules.buildout.design import Design
    from dockline.rules.buildout.layout import build_out
    from dockline.rules.checks.checker import FacilityChecker
    from dockline.rules.law.profiles import get_profile

    lake, options = town()
    analysis = analyse_lake(lake.water, lake.parcels, **options)
    profile = get_profile("south_bristol")

    def built():
        return build_out(FacilityChecker(analysis, profile, lake.outlets), Design())

    layout = built()
    parcels = list(layout.parcels.values())
    print(
        f"buildout: {len(parcels):,} parcels laid out, {sum(p.placed_slips for p in parcels):,} of "
        f"{sum(p.allowed_slips for p in parcels):,} slips placed ({sum(len(p.docks) for p in parcels):,} docks, "
        f"{sum(len(p.moorings) for p in parcels):,} moorings), {len(layout.left_out)} left out by the check"
    )
    seconds, floors = rounds(built, Floor(analysis), SLOW_ROUNDS)
    print(figure("buildout", seconds, floors, len(parcels), "parcels"))


def run_cli() -> None:
    """The 82,000-parcel lake from a GeoPackage through the headless package: reading, the API (engine, rows,
    GeoDataFrames), writing the styled GeoPackage; then the command line itself as a user runs it. Runs in the
    headless venv (geopandas, pyogrio). The synthetic lake, 140 miles long, is turned north-south and moved into
    New York Central (EPSG:2261, the working CRS, whose area it then lies in), as a town's parcels lie: the
    API uses their coordinates as they are, as Processing does, instead of reprojecting a lake that lies outside
    its CRS's area."""
    import dockline
    import geopandas as gpd
    from dockline.headless.api import arrow

    lake = town_lake(**CASES["large"])
    water = shapely.transform(lake.water, into_ny)
    parcels = [(pid, shapely.transform(parcel, into_ny)) for pid, parcel in lake.parcels]
    with tempfile.TemporaryDirectory() as folder:
        source, output = os.path.join(folder, "lake.gpkg"), os.path.join(folder, "out.gpkg")
        ids = [pid for pid, _ in parcels]
        gpd.GeoDataFrame({"parcel_id": ids}, geometry=[g for _, g in parcels], crs=2261).to_file(
            source, layer="parcels"
        )
        gpd.GeoDataFrame(geometry=[water], crs=2261).to_file(source, layer="water")
        engine = timed(lambda: analyse_lake(water, parcels))
        steps = {"read": timed(lambda: (dockline.read_layer(source, "parcels"), dockline.read_layer(source, "water")))}
        layers = dockline.read_layer(source, "parcels"), dockline.read_layer(source, "water")
        result = None

        def analyse():
            nonlocal result
            result = dockline.analyse(*layers)

        steps["analyse (engine, rows, GeoDataFrames)"] = timed(analyse)
        steps["write"] = timed(lambda: result.to_file(output))
        least = None
        if arrow():  # else GDAL writes no Arrow: the CLI writes feature by feature
            least = timed(lambda: least_reading_and_writing(source, result.outputs(), f"{folder}/least.gpkg"))
        result = None
        command = [sys.executable, "-m", "dockline", "analyse", "--parcels", f"{source}:parcels", "--parcel-id"]
        command += ["parcel_id", "--water", f"{source}:water", "-o", output]
        children, start = resource.getrusage(resource.RUSAGE_CHILDREN), time.perf_counter()
        subprocess.run(command, check=True, stdout=subprocess.DEVNULL)
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        whole = time.perf_counter() - start, after.ru_utime + after.ru_stime - children.ru_utime - children.ru_stime
    print(f"cli: {len(parcels):,} parcels from a GeoPackage through the headless package (wall, CPU)")
    print(f"  engine alone {engine[0]:8.2f} s {engine[1]:8.2f} s")
    for step, (wall, cpu) in steps.items():
        print(f"  {step:<40} {wall:8.2f} s {cpu:8.2f} s")
    for label, (wall, cpu) in (
        ("read + analyse + write", [sum(seconds) for seconds in zip(*steps.values())]),
        ("python -m dockline analyse, start-up included", whole),
    ):
        print(
            f"  {label} {wall:8.2f} s = engine + {100 * (wall / engine[0] - 1):.0f} %; "
            f"CPU {cpu:8.2f} s = engine + {100 * (cpu / engine[1] - 1):.0f} %"
        )
    if least is not None:
        print(
            f"  the least any reading and writing does (least_reading_and_writing) {least[0]:8.2f} s = "
            f"{100 * least[0] / engine[0]:.0f} % of the engine; CPU {least[1]:8.2f} s = "
            f"{100 * least[1] / engine[1]:.0f} %"
        )


def least_reading_and_writing(source: str, outputs: dict, path: str) -> None:
    """What any reading and writing of the CLI's files must do, as a function to time: GDAL's reading of the two
    layers as Arrow tables, their geometries made shapely's; the outputs (GeoDataFrames) made Arrow tables, their
    geometries WKB, and GDAL's writing of them as the tables of one new GeoPackage, with no flush to disk at each
    commit but one at the end (GDAL 3.8.3 or newer, with pyarrow: ``headless.api.arrow``)."""
    import pyogrio
    from dockline.rules.outputs.schema import EVERY_OUTPUT
    from dockline.rules.outputs.targets import NO_SYNC
    from pyogrio.raw import read_arrow, write_arrow

    for layer in ("parcels", "water"):
        meta, table = read_arrow(source, layer=layer)
        shapely.from_wkb(table[meta["geometry_name"] or "wkb_geometry"])
    before = pyogrio.get_gdal_config_option(NO_SYNC)
    pyogrio.set_gdal_config_options({NO_SYNC: "OFF"})
    try:
        for name, frame in outputs.items():
            write_arrow(
                frame.to_arrow(geometry_encoding="WKB"),
                path,
                layer=name.lower(),
                driver="GPKG",
                geometry_name="geometry",
                geometry_type=EVERY_OUTPUT[name].geometry_type,
                crs="EPSG:2261",
            )
    finally:
        pyogrio.set_gdal_config_options({NO_SYNC: before})
    with open(path, "rb+") as written:
        os.fsync(written.fileno())


def into_ny(xy: np.ndarray) -> np.ndarray:
    """The synthetic lake's coordinates turned a quarter turn and moved to CLI_ORIGIN."""
    return np.column_stack([CLI_ORIGIN[0] - xy[:, 1], CLI_ORIGIN[1] + xy[:, 0]])


def start_qgis():
    """QGIS with Processing and the dockline provider (returned: PyQGIS must keep a reference to both)."""
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


def memory_layer(kind: str, rows, fields: str = ""):
    """A memory layer in EPSG:2261 (ft) of (geometry, attribute...) rows; ``fields`` as the URI gives them."""
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


def town_layers(lake, proposed) -> dict:
    """The town's lake and proposals as QGIS layers, keyed by the shoreline algorithms' parameters."""
    district = {1: "R-1", 2: "MAR", 3: "HOS"}
    return {
        "PARCELS": memory_layer(
            "MultiPolygon",
            [(g, pid, district[lake.tiers[pid]], lake.land_use[pid]) for pid, g in lake.parcels],
            "&field=parcel_id:string&field=district:string&field=land_use:string",
        ),
        "WATER": memory_layer("Polygon", [(lake.water,)]),
        "OUTLETS": [memory_layer("LineString", [(line,) for line in lake.outlets])],
        "DOCKS": memory_layer(
            "Polygon",
            [(d.geometry, d.dock_id, d.part, d.parcel_id, d.slips) for d in proposed.docks],
            "&field=dock_id:string&field=part:string&field=parcel_id:string&field=slips:integer",
        ),
        "MOORINGS": memory_layer(
            "Point",
            [(m.geometry, m.mooring_id, m.parcel_id, m.boat_length_ft, m.rode_ft) for m in proposed.moorings],
            "&field=mooring_id:string&field=parcel_id:string&field=boat_length_ft:double&field=rode_ft:double",
        ),
    }


def town_in_qgis():
    """The town's lake, its analysis, its floor, its proposals on a third of the waterfront lots, and the
    parameters of the shoreline algorithms for it (with a tier map CSV in ``folder``)."""
    lake, options = town()
    analysis = analyse_lake(lake.water, lake.parcels, **options)
    proposed = proposal(analysis, 3)
    folder = tempfile.mkdtemp(prefix="dockline-bench-")
    tier_map = f"{folder}/tier_map.csv"
    with open(tier_map, "w") as csv:
        csv.write("district,tier\nR-1,1\nMAR,2\nHOS,3\n")
    parameters = {
        **town_layers(lake, proposed),
        "PARCEL_ID": "parcel_id",
        "DISTRICT_FIELD": "district",
        "LAND_USE_FIELD": "land_use",
        "TIER_MAP": tier_map,
    }
    return lake, analysis, Floor(analysis), proposed, parameters, folder


def run_exhibits() -> None:
    """52 exhibits of parcels with proposals (a Tier 2 and a Tier 3 one among them), one combined PDF, through
    ``dockline:exhibits``: the whole run (analysis, check, layout, export), and the layout and export as the
    algorithm logs it, per exhibit and paired with the floor."""
    app, _provider = start_qgis()
    from qgis.core import QgsProcessingFeedback

    import processing

    lake, analysis, floor, proposed, parameters, folder = town_in_qgis()
    with_proposals = list(dict.fromkeys(d.parcel_id for d in proposed.docks))
    chosen = sorted(with_proposals[: EXHIBITS - 2], key=with_proposals.index)
    chosen += [next(p for p in with_proposals if lake.tiers[p] == tier and p not in chosen) for tier in (2, 3)]
    listed = ", ".join(f"'{pid}'" for pid in chosen)
    logs = []

    class Log(QgsProcessingFeedback):
        def pushInfo(self, info):  # noqa: N802 (QGIS's name)
            logs.append(info)

    def exhibits():
        return processing.run(
            "dockline:exhibits",
            {**parameters, "PRINT": 3, "EXPRESSION": f'"parcel_id" IN ({listed})', "FOLDER": folder},
            feedback=Log(),
        )

    seconds, floors = rounds(exhibits, floor, SLOW_ROUNDS)
    print(f"exhibits: {len(chosen)} exhibits of the Canandaigua-scale lake ({len(lake.parcels):,} parcels) in one PDF")
    print(figure("whole run", seconds, floors, len(chosen), "exhibits"))
    laid_out = [line for line in logs if "exhibits laid out" in line]
    print("  " + " | ".join(laid_out))
    each = [float(re.search(r"in ([\d.]+) s", line).group(1)) / len(chosen) for line in laid_out]
    ratios = [e / f for e, (f, _) in zip(each, floors)]
    print(
        f"  per exhibit (layout and export) {statistics.median(each):.3f} s ({min(each):.3f}-{max(each):.3f})   "
        f"/floor {statistics.median(ratios):.2f} ({min(ratios):.2f}-{max(ratios):.2f})   [{len(each)} rounds]"
    )
    few, many = (
        page_seconds(parameters, with_proposals[:count], f"{folder}/{count}") for count in (EXHIBITS, MANY_EXHIBITS)
    )
    pages = [pid for pid in few if pid in many]
    paired = sorted(many[pid] / few[pid] for pid in pages)
    print(
        f"  the same {len(pages)} pages among {EXHIBITS} and among {MANY_EXHIBITS} exhibits: "
        f"{1000 * statistics.median(few[pid] for pid in pages):.0f} ms and "
        f"{1000 * statistics.median(many[pid] for pid in pages):.0f} ms a page, paired ratio "
        f"{statistics.median(paired):.2f} (quartiles {paired[len(paired) // 4]:.2f}-{paired[3 * len(paired) // 4]:.2f})"
    )
    app.exitQgis()


def page_seconds(parameters: dict, chosen: list, folder: str) -> dict:
    """Parcel id → the seconds its page took in the export of the exhibits of ``chosen``: from the progress the
    export reports at each page (after the pages are found, which report theirs first), the pages in id order as
    ``dockline:exhibits`` prints them; the last page, ended by the project's save, is left out."""
    from qgis.core import QgsProcessingFeedback

    import processing

    stamps = []
    feedback = QgsProcessingFeedback()
    feedback.progressChanged.connect(lambda progress: stamps.append((time.perf_counter(), progress)))
    listed = ", ".join(f"'{pid}'" for pid in chosen)
    processing.run(
        "dockline:exhibits",
        {**parameters, "PRINT": 3, "EXPRESSION": f'"parcel_id" IN ({listed})', "FOLDER": folder},
        feedback=feedback,
    )
    order = sorted(chosen)
    started = {round(progress * len(order) / 100): at for at, progress in stamps}  # the export's, reported last
    return {order[k]: started[k + 1] - started[k] for k in range(len(order) - 1) if k in started and k + 1 in started}


def run_panel() -> None:
    """The panel's first run on the lake, offscreen with a real map canvas: from Run analysis to the parcel list
    filled (the layers read, the engine in its background task, the list)."""
    app, _provider = start_qgis()
    from dockline.ui.dock import DocklineDock
    from qgis.core import QgsApplication, QgsProject
    from qgis.gui import QgsMapCanvas
    from qgis.PyQt.QtCore import QEvent

    lake, _analysis, floor, _proposed, parameters, _folder = town_in_qgis()
    layers = {key: parameters[key] for key in ("PARCELS", "WATER", "DOCKS", "MOORINGS")}
    layers["OUTLETS"] = parameters["OUTLETS"][0]
    project = QgsProject.instance()
    project.addMapLayers(list(layers.values()))  # the panel chooses among the project's layers
    canvas = QgsMapCanvas()
    canvas.resize(1366, 768)
    canvas.setDestinationCrs(layers["PARCELS"].crs())
    canvas.setLayers(list(layers.values()))
    seconds, floors, listed = [], [], 0
    for _ in range(SLOW_ROUNDS):
        dock = DocklineDock(canvas=canvas)
        for key, layer in layers.items():
            dock.inputs.layer_boxes[key].setLayer(layer)
        for key in ("PARCEL_ID", "DISTRICT_FIELD", "LAND_USE_FIELD"):  # as the processing case gives them
            dock.inputs.field_boxes[key].setField(parameters[key])
        dock.inputs.tier_map.setFilePath(parameters["TIER_MAP"])

        said = []
        dock.runner.said.connect(said.append)

        def first_run(dock=dock, said=said):
            dock.runner.run_analysis()
            while dock.session is None or not dock.parcels.model.rowCount():
                if dock.runner.task is None and dock.session is None:
                    raise SystemExit(f"panel: the run did not start or stopped: {' | '.join(said)}")
                QgsApplication.processEvents()
                time.sleep(0.002)

        seconds.append(timed(first_run))
        floors.append(floor.seconds())
        listed = dock.parcels.model.rowCount()
        dock.unload()
        dock.deleteLater()
    canvas.deleteLater()
    QgsApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)  # deleted while QGIS runs, timers stopped
    print(f"panel: the first run on {len(lake.parcels):,} parcels, Run analysis to {listed:,} parcels listed")
    print(figure("first run", seconds, floors, len(lake.parcels), "parcels"))
    app.exitQgis()


def run_processing() -> None:
    """The Canandaigua-scale lake through processing.run, against the engine alone and against the QGIS-free run
    the algorithm wraps (``rules.run``: the input checks, the analysis, the allocations, the output rows) on the
    inputs the algorithm reads: what the run adds to that is the adapters (the layers read into feet, the rows
    made features and written, the styles)."""
    app, _provider = start_qgis()
    from dockline.processing.adapters.shoreline_run import prepare, read_inputs
    from dockline.rules.outputs.schema import OUTPUTS
    from dockline.rules.run import run_lake
    from qgis.core import QgsApplication, QgsProcessingContext, QgsProcessingFeedback

    import processing

    lake, _, floor, _, parameters, _ = town_in_qgis()
    options = engine_options(lake)
    del parameters["DOCKS"], parameters["MOORINGS"]
    parameters |= dict.fromkeys(OUTPUTS, "memory:")
    algorithm = QgsApplication.processingRegistry().createAlgorithmById("dockline:shorelineanalysis")
    context = QgsProcessingContext()
    lake_inputs = prepare(read_inputs(algorithm, parameters, context), context, QgsProcessingFeedback()).lake
    least = least_adapters(parameters, run_lake(lake_inputs).rows())
    whole, engines, runs, leasts, floors = [], [], [], [], []
    for _ in range(SLOW_ROUNDS):
        engines.append(timed(lambda: analyse_lake(lake.water, lake.parcels, **options)))
        runs.append(timed(lambda: run_lake(lake_inputs).rows()))
        whole.append(timed(lambda: processing.run("dockline:shorelineanalysis", parameters)))
        leasts.append(timed(least))
        floors.append(floor.seconds())
    print(f"processing: {len(lake.parcels):,} parcels through processing.run (QGIS start-up excluded)")
    print(figure("run", whole, floors, len(lake.parcels), "parcels"))
    print(figure("engine", engines, floors, len(lake.parcels), "parcels"))
    print(figure("rules.run", runs, floors, len(lake.parcels), "parcels") + "  (checks, analysis, allocations, rows)")
    for clock, label in ((0, "wall"), (1, "CPU")):
        added = [w[clock] - r[clock] for w, r in zip(whole, runs)]
        print(
            f"  adapters ({label}, processing.run - rules.run) {statistics.median(added):.2f} s "
            f"({min(added):.2f}-{max(added):.2f}): {share(added, engines, clock)} of the engine, "
            f"{share(added, runs, clock)} of rules.run; processing.run - engine: "
            f"{share([w[clock] - e[clock] for w, e in zip(whole, engines)], engines, clock)} of the engine"
        )
    for clock, label in ((0, "wall"), (1, "CPU")):
        seconds = [timing[clock] for timing in leasts]
        print(
            f"  the least any adapters do ({label}, least_adapters) {statistics.median(seconds):.2f} s "
            f"({min(seconds):.2f}-{max(seconds):.2f}): {share(seconds, engines, clock)} of the engine"
        )
    app.exitQgis()


def least_adapters(parameters: dict, rows: dict):
    """What any adapters of the run must do through PyQGIS, as a function to time: each feature of the input layers
    (parcels, water, outlets) read with its values, its geometry taken into shapely as WKB; each row of the outputs
    the run makes (no check, no terrain here) made a feature (its geometry from WKB, an empty one none, made multi
    where the output is; its values set) and added to a memory layer of the output's fields. No input check, no
    reprojection, no cancel, no style: nothing an adapter may choose to do. Python's cycle collector waits
    meanwhile, as it does in the adapters (``collector_paused``)."""
    from dockline.processing.base import make_fields
    from dockline.rules.outputs.schema import CHECK_OUTPUTS, EVERY_OUTPUT, TERRAIN_OUTPUTS
    from qgis.core import QgsFeature, QgsGeometry, QgsMemoryProviderUtils, QgsWkbTypes

    inputs = [parameters["PARCELS"], parameters["WATER"], *parameters["OUTLETS"]]
    crs = inputs[0].crs()
    made = {name: output for name, output in rows.items() if name not in (*CHECK_OUTPUTS, *TERRAIN_OUTPUTS)}

    @collector_paused()
    def least():
        read = []
        for layer in inputs:
            features = [(bytes(feature.geometry().asWkb()), feature.attributes()) for feature in layer.getFeatures()]
            read.append((shapely.from_wkb([wkb for wkb, _ in features]), [values for _, values in features]))
        written = []
        for name, output in made.items():
            spec = EVERY_OUTPUT[name]
            geometry_type = QgsWkbTypes.parseType(spec.geometry_type)
            multi = QgsWkbTypes.isMultiType(geometry_type)
            geometries = geometry_array([geometry for geometry, _ in output])
            geometries[shapely.is_empty(geometries)] = None
            layer = QgsMemoryProviderUtils.createMemoryLayer(name, make_fields(spec.fields), geometry_type, crs)
            features = []
            for wkb, (_, values) in zip(shapely.to_wkb(geometries).tolist(), output):
                feature = QgsFeature()
                if wkb is not None:
                    geometry = QgsGeometry()
                    geometry.fromWkb(wkb)
                    if multi:
                        geometry.convertToMultiType()
                    feature.setGeometry(geometry)
                feature.setAttributes(values)
                features.append(feature)
            layer.dataProvider().addFeatures(features)
            written.append(layer)
        return read, written

    return least


def share(added: list, bases: list, clock: int) -> str:
    """The median of the rounds' paired percentages ``added`` is of ``bases`` (clock 0 wall, 1 CPU), with the
    spread."""
    shares = [100 * a / b[clock] for a, b in zip(added, bases)]
    return f"{statistics.median(shares):.0f} % ({min(shares):.0f}-{max(shares):.0f} %)"


def run_qgis_process() -> None:
    """The Canandaigua-scale lake through ``qgis_process`` as a town's script runs it, QGIS's start-up included:
    its layers in a GeoPackage, every output a table of another, the plugin installed (``installed_plugin``);
    beside QGIS starting and listing its algorithms alone (the start-up), and the engine alone."""
    from devenv import QGIS_PROCESS, qgis_process_env
    from dockline.rules.outputs.schema import OUTPUTS
    from qgis.core import QgsCoordinateTransformContext, QgsVectorFileWriter

    app, _provider = start_qgis()
    lake, _, floor, _, layers, folder = town_in_qgis()
    options = engine_options(lake)
    source = f"{folder}/town.gpkg"
    for name in ("PARCELS", "WATER"):
        written = QgsVectorFileWriter.SaveVectorOptions()
        written.layerName = name.lower()
        if name != "PARCELS":
            written.actionOnExistingFile = QgsVectorFileWriter.ActionOnExistingFile.CreateOrOverwriteLayer
        error = QgsVectorFileWriter.writeAsVectorFormatV3(
            layers[name], source, QgsCoordinateTransformContext(), written
        )
        assert error[0] == QgsVectorFileWriter.WriterError.NoError, error
    env = qgis_process_env(Path(folder) / "profile") | {"QGIS_PLUGINPATH": installed_plugin(folder)}
    subprocess.run([QGIS_PROCESS, "plugins", "enable", "dockline"], env=env, check=True, capture_output=True)
    arguments = [
        f"PARCELS={source}|layername=parcels",
        "PARCEL_ID=parcel_id",
        "DISTRICT_FIELD=district",
        "LAND_USE_FIELD=land_use",
        f"WATER={source}|layername=water",
        f"TIER_MAP={layers['TIER_MAP']}",
    ]

    def command(*words) -> tuple[float, float]:
        """(wall, CPU) seconds of ``qgis_process`` run with these words, its CPU time its own."""
        wall, cpu = time.perf_counter(), _children_cpu()
        subprocess.run([QGIS_PROCESS, *words], env=env, check=True, capture_output=True)
        return time.perf_counter() - wall, _children_cpu() - cpu

    out = f"{folder}/out.gpkg"
    outputs = [f"{name}=ogr:dbname='{out}' table=\"{name.lower()}\" (geom)" for name in OUTPUTS]
    runs, starts, engines, floors = [], [], [], []
    for _ in range(SLOW_ROUNDS):
        runs.append(command("run", "dockline:shorelineanalysis", "--", *arguments, *outputs))
        os.remove(out)
        starts.append(command("list"))
        engines.append(timed(lambda: analyse_lake(lake.water, lake.parcels, **options)))
        floors.append(floor.seconds())
    print(f"qgis_process: {len(lake.parcels):,} parcels from a GeoPackage into one, QGIS start-up included")
    print(figure("run", runs, floors, len(lake.parcels), "parcels"))
    walls = [wall for wall, _ in starts]
    print(
        f"  start-up  {statistics.median(walls):7.2f} s ({min(walls):.2f}-{max(walls):.2f})  CPU "
        f"{statistics.median(cpu for _, cpu in starts):.2f} s   (qgis_process list: QGIS and its providers loaded)"
    )
    print(figure("engine", engines, floors, len(lake.parcels), "parcels"))
    app.exitQgis()


def installed_plugin(folder: str) -> str:
    """A plugins folder in ``folder`` holding Dockline as a user's QGIS holds it after its first start: the
    plugin's files, their bytecode written (QGIS writes it on the first load into the user's profile, which
    ``PYTHONDONTWRITEBYTECODE`` would otherwise stop at every run)."""
    import compileall
    import shutil

    from package import plugin_files

    plugins = Path(folder) / "plugins"
    for name in plugin_files():
        (plugins / "dockline" / name).parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(REPO / name, plugins / "dockline" / name)
    compileall.compile_dir(plugins, quiet=1)
    return str(plugins)


def run_recheck() -> None:
    """The panel's live re-check (aim: 30 ms at most) of a Tier 1 and a Tier 2 parcel of the Canandaigua-scale
    lake, through the panel's own ``LiveRecheck``: a dock part of the parcel moved a foot in the layer's edit
    buffer (and back, round by round), then the re-check that edit sets off (the edited feature read, its
    parcels checked again); beside it, the re-check with every facility layer read again, as after a run."""
    app, _provider = start_qgis()
    from dockline.ui.recheck import LiveRecheck
    from dockline.ui.session import Session
    from qgis.core import QgsGeometry, QgsProcessingFeedback, QgsProject

    lake, analysis, floor, proposed, parameters, _folder = town_in_qgis()
    for value in parameters.values():
        for layer in value if isinstance(value, list) else [value]:
            if not isinstance(layer, str):
                QgsProject.instance().addMapLayer(layer)
    session = Session(parameters, QgsProject.instance())
    session.prepare(QgsProcessingFeedback())
    session.compute(QgsProcessingFeedback())
    live, rechecked = LiveRecheck(lambda: None), []
    live.watch(session)
    live.rechecked.connect(rechecked.append)
    docks = parameters["DOCKS"]
    docks.startEditing()
    with_proposals = list(dict.fromkeys(d.parcel_id for d in proposed.docks))
    for tier in (1, 2):
        pid = next(p for p in with_proposals if lake.tiers[p] == tier)
        fid = next(f.id() for f in docks.getFeatures() if f["parcel_id"] == pid)
        placed = docks.getFeature(fid).geometry()
        moves = itertools.cycle((1.0, 0.0))

        def edited(fid=fid, placed=placed, moves=moves):
            moved = QgsGeometry(placed)
            moved.translate(next(moves), 0.0)
            docks.changeGeometry(fid, moved)
            live.recheck_pending()

        edits, floors = rounds(edited, floor, 3 * ROUNDS)
        assert all(pid in parcels for parcels in rechecked), "an edit that re-checked another parcel"
        rechecked.clear()
        again, again_floors = rounds(lambda pid=pid: session.recheck({pid}, session.read_proposal()), floor, ROUNDS)
        summary = session.checked.summaries[pid]
        print(
            f"recheck parcel {pid}, Tier {summary.tier} ({summary.proposed_docks} docks, "
            f"{summary.proposed_moorings} moorings) of {len(lake.parcels):,}"
        )
        print(figure("edit", edits, floors, 1, "rechecks") + "  (a dock part moved, its re-check)")
        print(figure("all read", again, again_floors, 1, "rechecks") + "  (every facility layer read again)")
    live.unwatch()
    docks.rollBack()
    QgsProject.instance().removeAllMapLayers()
    app.exitQgis()


def trace_mhw(path: str):
    """``dockline:mhwfromdem``'s path, headless (EPSG:2261 in, so the working frame changes nothing): the DEM
    read, the field contoured at 689.40 ft, the lake assembled and its hydro-flattened stretches found."""
    from dockline.readers.rasters import contour_lines, read_elevations
    from dockline.rules.terrain.mhw import assemble_lake, flattened_stretches, water_field

    raster = read_elevations(path)
    field = water_field(raster.elevations, 689.40)
    lake = assemble_lake(contour_lines(raster, field.values), None, 10_000.0)
    return lake, flattened_stretches(lake.water, field.flat, raster.to_cell, raster.cell / 2)


def epsg_2261() -> str:
    from osgeo import osr

    reference = osr.SpatialReference()
    reference.ImportFromEPSG(2261)
    return reference.ExportToWkt()


def town_terrain(lake, folder: str):
    """The town lake's synthetic DEM written to ``folder`` (its path), and the analysis of the lake with it as the
    DEM and the bathymetry (steep slopes and depth extensions drawn)."""
    from dockline.readers.rasters import grid_in
    from dockline.rules.terrain.elevations import Terrain
    from synthetic_dem import town_dem

    path = f"{folder}/town_dem.tif"
    columns, rows, blocks = town_dem(lake.water, path)
    grid = grid_in(path, epsg_2261(), 1.0)
    return path, (columns, rows, blocks), Terrain(grid, grid)


def run_terrain() -> None:
    """The raster stages on the Canandaigua-scale lake with a 1-m DEM of its shore (scripts/synthetic_dem.py):
    the MHW traced on the DEM, steep slopes for every adjoining parcel and the depth extension for every parcel,
    on the lake analysed (aim: the three together within 3 s)."""
    from dockline.readers.rasters import grid_in
    from synthetic_dem import BLOCK

    lake, options = town()
    wkt = epsg_2261()
    with tempfile.TemporaryDirectory() as folder:
        start = time.perf_counter()
        path, (columns, rows, blocks), terrain = town_terrain(lake, folder)
        generated = time.perf_counter() - start
        analysis = analyse_lake(lake.water, lake.parcels, **options, terrain=terrain)
        ids, shoreline = analysis.parcel_ids, analysis.shoreline
        adjoining = {index for index, pid in enumerate(ids) if pid in analysis.lineal}
        stages = {
            "MHW": lambda: trace_mhw(path),
            "read": lambda: grid_in(path, wkt, 1.0),  # the DEM as a surface, once for both uses
            "steep": lambda: terrain.steep_slopes(shoreline, analysis.water, ids, adjoining),
            "depth": lambda: terrain.extensions(shoreline, analysis.zones, ids),
        }
        floor = Floor(analysis)
        seconds = {stage: [] for stage in [*stages, "total"]}
        floors = []
        for _ in range(ROUNDS):
            for stage, function in stages.items():
                seconds[stage].append(timed(function))
            seconds["total"].append(tuple(map(sum, zip(*(seconds[stage][-1] for stage in stages)))))
            floors.append(floor.seconds())
        lake_traced, flattened = trace_mhw(path)
    steep = [s for _, s in analysis.steep_slopes.values() if s is not None and s.steep_slope_parcel]
    print(
        f"terrain: {len(lake.parcels):,} parcels ({len(adjoining):,} adjoining), a 1-m DEM of {columns:,} × {rows:,} "
        f"cells, {blocks:,} blocks of {BLOCK} × {BLOCK} holding the shore (generated in {generated:.1f} s)"
    )
    print(
        f"  {len(lake_traced.water.interiors)} islands traced, {len(flattened)} hydro-flattened stretches, "
        f"{len(steep):,} steep-slope parcels, {len(analysis.depth_extensions):,} depth extensions"
    )
    for stage, rounds_ in seconds.items():
        print(figure(stage, rounds_, floors, len(lake.parcels), "parcels"))


EXTRA_CASES = {
    "processing": run_processing,
    "qgis_process": run_qgis_process,
    "panel": run_panel,
    "checks": run_checks,
    "buildout": run_buildout,
    "exhibits": run_exhibits,
    "recheck": run_recheck,
    "terrain": run_terrain,
}
OPTIONAL = {"cli": run_cli}  # run only when named, in the headless venv
HEADLESS_PYTHON = REPO / ".build" / "headless" / "bin" / "python"

if __name__ == "__main__":
    if len(sys.argv) == 3 and sys.argv[1] == "--case":
        case = sys.argv[2]
        {**EXTRA_CASES, **OPTIONAL}[case]() if case in EXTRA_CASES or case in OPTIONAL else run_case(case)
    else:
        named = [case for case in sys.argv[1:] if not case.startswith("--")]
        default = ["canandaigua", *EXTRA_CASES]
        default += ["large"] if "--large" in sys.argv else []
        default += [*OPTIONAL] if "--with-cli" in sys.argv else []
        for case in named or default:
            if case in OPTIONAL:
                subprocess.run(["make", "-s", "headless"], cwd=REPO, check=True)
            python = str(HEADLESS_PYTHON) if case in OPTIONAL else sys.executable
            subprocess.run([python, __file__, "--case", case], check=True)
