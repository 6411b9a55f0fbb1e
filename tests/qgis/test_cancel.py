"""Cancel is prompt and loses nothing: ``dockline:shorelineanalysis`` on a 2,641-parcel synthetic lake stops soon
after its feedback is cancelled in the middle of an engine stage, with an error that says so, and a cancelled or
failed rerun into a GeoPackage of earlier outputs leaves every one of them whole."""

import shutil
import threading
import time

import pytest
from layers import facility_parameters, memory_layer, run
from qgis.core import (
    QgsProcessingException,
    QgsProcessingFeedback,
    QgsVectorLayer,
)
from synthetic_lake import synthetic_lake

import processing

STAGES = ("Tie points and tie lines", "Facility areas", "Making the outputs")
DELAY = 0.05  # s into the stage: the cancel comes while the engine is inside it, not at its start


class CancelDuring(QgsProcessingFeedback):
    """Cancels from another thread DELAY s after the first progress update of ``stage``, as the Cancel button
    does, and keeps when."""

    def __init__(self, stage):
        super().__init__()
        self.stage, self.text, self.cancelled_at = stage, None, None

    def setProgressText(self, text):  # noqa: N802 (QGIS's name)
        self.text = text
        super().setProgressText(text)

    def setProgress(self, progress):  # noqa: N802 (QGIS's name)
        if self.text == self.stage and self.cancelled_at is None:
            self.cancelled_at = 0.0  # once
            threading.Timer(DELAY, self.cancel_now).start()
        super().setProgress(progress)

    def cancel_now(self):
        self.cancelled_at = time.perf_counter()
        self.cancel()


@pytest.fixture(scope="module")
def lake(dockline_provider):
    """The synthetic lake's parameters (every output to memory, as ``run`` makes them), and how long a whole run
    takes here and now."""
    water, parcels = synthetic_lake()
    parameters = {
        "PARCELS": memory_layer(
            "MultiPolygon", "EPSG:2261", [(g, pid) for pid, g in parcels], "&field=parcel_id:string"
        ),
        "PARCEL_ID": "parcel_id",
        "WATER": memory_layer("Polygon", "EPSG:2261", [water]),
    }
    started = time.perf_counter()
    run(parameters)
    return parameters, len(parcels), time.perf_counter() - started


@pytest.mark.parametrize("stage", STAGES)
def test_a_cancel_in_the_middle_of_a_stage_stops_the_run_within_a_fifth_of_a_whole_run(lake, stage):
    parameters, count, whole = lake
    feedback = CancelDuring(stage)
    with pytest.raises(QgsProcessingException, match="Cancelled: nothing was written"):
        run(parameters, feedback)
    latency = time.perf_counter() - feedback.cancelled_at
    print(
        f"\n{count:,} parcels, a whole run {whole:.2f} s: cancelled {DELAY} s into '{stage}', {latency:.3f} s to stop"
    )
    assert latency < whole / 5


class CancelMidWay(QgsProcessingFeedback):
    """Cancels once the first output's features are made, before the second's: mid-way through the outputs."""

    def __init__(self):
        super().__init__()
        self.text = None

    def setProgressText(self, text):  # noqa: N802 (QGIS's name)
        self.text = text
        super().setProgressText(text)

    def setProgress(self, progress):  # noqa: N802 (QGIS's name)
        if self.text == "Making the outputs" and progress > 70:
            self.cancel()
        super().setProgress(progress)


def tables(path) -> dict:
    """Each table of the GeoPackage and its number of rows."""
    layer = QgsVectorLayer(str(path), "all", "ogr")
    names = [entry.split("!!::!!")[1] for entry in layer.dataProvider().subLayers()]
    return {name: QgsVectorLayer(f"{path}|layername={name}", name, "ogr").featureCount() for name in names}


def test_a_cancelled_or_failed_rerun_leaves_every_earlier_output_whole(dockline_provider, tmp_path):
    from dockline.rules.outputs.schema import OUTPUTS

    path = tmp_path / "lake.gpkg"
    into = {name: f"ogr:dbname='{path}' table=\"{name.lower()}\" (geom)" for name in OUTPUTS}
    run({**facility_parameters(), **into})
    before = tables(path)
    assert len(before) >= 10 and all(before.values()), before

    feedback = CancelMidWay()
    with pytest.raises(QgsProcessingException, match="Cancelled: nothing was written"):
        run({**facility_parameters(), **into}, feedback)
    assert feedback.isCanceled()
    assert tables(path) == before

    missing = tmp_path / "no such folder" / "flags.gpkg"
    with pytest.raises(QgsProcessingException, match="FLAGS: .*no such folder does not exist; nothing was written"):
        run({**facility_parameters(), **into, "FLAGS": str(missing)})
    assert tables(path) == before


class RemoveFolderWhenWriting(QgsProcessingFeedback):
    """Removes ``folder`` as the run starts making its outputs: a write that fails after every check passed."""

    def __init__(self, folder):
        super().__init__()
        self.folder = folder

    def setProgressText(self, text):  # noqa: N802 (QGIS's name)
        if text == "Making the outputs":
            shutil.rmtree(self.folder)
        super().setProgressText(text)


def test_a_write_failing_mid_run_names_its_output_and_leaves_nothing_beside_the_earlier_outputs(
    dockline_provider, tmp_path
):
    """A write failing after every check passed (here its file cannot be made beside its target, the folder gone)
    stops the run with its output named, once the writes under way have ended, and what was written aside is
    removed."""
    from dockline.rules.outputs.schema import OUTPUTS

    path = tmp_path / "lake.gpkg"
    into = {name: f"ogr:dbname='{path}' table=\"{name.lower()}\" (geom)" for name in OUTPUTS}
    run({**facility_parameters(), **into})
    before = tables(path)
    gone = tmp_path / "gone"
    gone.mkdir()
    last = list(OUTPUTS)[-1]
    with pytest.raises(QgsProcessingException, match=last):
        run({**facility_parameters(), **into, last: str(gone / "last.gpkg")}, RemoveFolderWhenWriting(gone))
    assert tables(path) == before
    assert sorted(entry.name for entry in tmp_path.iterdir()) == ["lake.gpkg"]


@pytest.mark.parametrize("extension", ["gpkg", "geojson"])
def test_a_file_is_written_on_the_writer_thread_and_its_failure_is_said_there_and_cleaned_up(
    dockline_provider, tmp_path, monkeypatch, extension
):
    """A file's sink is made on the writer thread and a temporary layer's on the run's own (QGIS keeps such layers
    there); a file's write failing on the writer thread, its file already made, is raised when the sinks are left,
    its output named, and the file written aside is removed. A GeoPackage's table is written by Dockline's own
    writer, any other file through Processing's sink: the disk fills up in either."""
    from dockline.processing.adapters import sinks as module
    from dockline.processing.allocation import AllocationAlgorithm
    from qgis.core import QgsCoordinateReferenceSystem, QgsFields, QgsProcessingContext, QgsWkbTypes

    threads = {}
    write_table = module.write_table

    def full_table(written, *rest):
        """The table written (its file made, aside), then the disk full as it is closed."""
        threads[written.path] = threading.current_thread()
        write_table(written, *rest)
        raise QgsProcessingException("No space left on device")

    monkeypatch.setattr(module, "write_table", full_table)

    class Full:
        """A file's real sink (its file made, aside) that refuses the features, as on a full disk."""

        def __init__(self, sink):
            self.sink = sink

        def addFeatures(self, features, flags):  # noqa: N802 (QGIS's name)
            return False

        def lastError(self):  # noqa: N802 (QGIS's name)
            return "No space left on device"

    class DiskFull(AllocationAlgorithm):
        def parameterAsSink(self, parameters, name, context, *rest):  # noqa: N802 (QGIS's name)
            value = parameters[name]
            threads[value] = threading.current_thread()
            sink, destination = super().parameterAsSink(parameters, name, context, *rest)
            return (sink, destination) if value == "TEMPORARY_OUTPUT" else (Full(sink), destination)

    algorithm, context = DiskFull(), QgsProcessingContext()
    algorithm.initAlgorithm({})
    written = (QgsFields(), QgsWkbTypes.Type.NoGeometry, QgsCoordinateReferenceSystem(), [])
    with module.AsideSinks(algorithm, {"ALLOCATION": "TEMPORARY_OUTPUT"}, context) as sinks:
        sinks.write("ALLOCATION", *written)
    assert threads.pop("TEMPORARY_OUTPUT") is threading.current_thread()
    assert context.getMapLayer(sinks.results["ALLOCATION"]).thread() is context.thread()

    target = tmp_path / f"allocation.{extension}"
    failed = pytest.raises(QgsProcessingException, match=f"ALLOCATION: cannot write {target} .No space left on device")
    with failed, module.AsideSinks(algorithm, {"ALLOCATION": str(target)}, context) as sinks:
        sinks.write("ALLOCATION", *written)
    ((aside, writer),) = threads.items()
    assert writer is not threading.current_thread()
    assert "allocation_part_" in str(aside)  # its file was made beside the target, and is removed
    assert list(tmp_path.iterdir()) == []


def test_a_cancelled_allocation_rerun_leaves_the_earlier_table_whole(dockline_provider, tmp_path):
    """dockline:allocation reads every row before it touches its output: a cancel leaves the old table."""
    import shapely

    lots = [(shapely.box(k * 100, 0, k * 100 + 90, 90), f"P{k}", 50.0 + 20 * k) for k in range(5)]
    table = memory_layer("Polygon", "EPSG:2261", lots, "&field=pid:string&field=frontage:double")
    path = tmp_path / "allocation.gpkg"
    parameters = {
        "PARCELS": table,
        "PARCEL_ID": "pid",
        "LINEAL_FT_FIELD": "frontage",
        "ALLOCATION": f"ogr:dbname='{path}' table=\"allocation\" (geom)",
    }
    processing.run("dockline:allocation", parameters)
    assert tables(path) == {"allocation": 5}
    cancelled = QgsProcessingFeedback()
    cancelled.cancel()
    with pytest.raises(QgsProcessingException, match="Cancelled: nothing was written"):
        processing.run("dockline:allocation", parameters, feedback=cancelled)
    assert tables(path) == {"allocation": 5}
