"""Layers and runs the QGIS tests share: the bundled sample lake, memory layers and tables, a permits table, the
algorithms through ``processing.run`` and a feedback that keeps what they report. A plain module, so that test
modules never import each other."""

import datetime
import math
import subprocess

import shapely
from devenv import REPO
from dockline.rules.outputs.schema import OUTPUTS
from qgis.core import QgsFeature, QgsGeometry, QgsProcessingContext, QgsProcessingFeedback, QgsProject, QgsVectorLayer

import processing

NH = REPO / "tests" / "data" / "washington_nh"  # real parcels and ponds, EPSG:4326 (README there)


def owned(layer):
    """Hand the layer to the project: QGIS then frees it before it exits, not Python after (a crash at exit)."""
    QgsProject.instance().addMapLayer(layer, False)
    return layer


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
    return owned(layer)


def table(fields, rows, name="table"):
    """A memory table without geometry: ``fields`` as the memory provider takes them ("field=id:string&..."),
    one feature for each row of values."""
    layer = QgsVectorLayer(f"None?{fields}", name, "memory")
    features = []
    for values in rows:
        feature = QgsFeature(layer.fields())
        feature.setAttributes(list(values))
        features.append(feature)
    assert layer.dataProvider().addFeatures(features)[0]
    return owned(layer)


class RecordingFeedback(QgsProcessingFeedback):
    """Feedback that keeps what the algorithm reported."""

    def __init__(self):
        super().__init__()
        self.errors, self.infos, self.warnings = [], [], []

    def reportError(self, error, fatalError=False):  # noqa: N802, N803 (QGIS's names)
        self.errors.append(error)

    def pushInfo(self, info):  # noqa: N802 (QGIS's name)
        self.infos.append(info)

    def pushWarning(self, warning):  # noqa: N802 (QGIS's name)
        self.warnings.append(warning)


def run(parameters, feedback=None):
    """dockline:shorelineanalysis, every output not given in ``parameters`` to memory."""
    context = QgsProcessingContext()
    context.setProject(QgsProject.instance())
    return processing.run(
        "dockline:shorelineanalysis",
        {**dict.fromkeys(OUTPUTS, "memory:"), **parameters},
        context=context,
        feedback=feedback or QgsProcessingFeedback(),
    )


SAMPLE = REPO / "resources" / "sample" / "sample_lake.gpkg"
SAMPLE_TIERS = REPO / "resources" / "sample" / "sample_tier_map.csv"
SAMPLE_DEM = REPO / "resources" / "sample" / "sample_dem.tif"  # topo-bathymetric: the land and the lake's bottom
STEEP_STRETCH = (638_000, 1_043_200, 1_044_800)  # the DEM's 45° bank: east of x, between y (scripts/make_terrain.py)


def sample_layer(name, source=SAMPLE):
    layer = QgsVectorLayer(f"{source}|layername={name}", name, "ogr")
    assert layer.isValid(), name
    return owned(layer)


def sample_parameters(**layers):
    names = ("parcels", "water", "zoning", "outlet_lines", "outlet_points")
    layers = {name: layers.get(name) or sample_layer(name) for name in names}
    return {
        "PARCELS": layers["parcels"],
        "PARCEL_ID": "parcel_id",
        "WATER": layers["water"],
        "ZONING": layers["zoning"],
        "ZONING_FIELD": "district",
        "LAND_USE_FIELD": "land_use",
        "STEEP_SLOPE_FIELD": "steep_slope",
        "OUTLETS": [layers["outlet_lines"], layers["outlet_points"]],
        "TIER_MAP": str(SAMPLE_TIERS),
    }


LATE, ON_TIME = "98.11-1-13", "98.11-1-10"  # two sample parcels with a proposal: a dock; a dock and a mooring
PERMIT_COLUMNS = ("parcel_id", "application_complete", "hearing", "notice_mailed", "notice_published")
PERMITS = [  # the first mailed after its due date, the second in time; the third's hearing cannot be read
    (LATE, "2026-04-01", "2026-05-18", "2026-05-12", "2026-05-08"),
    (ON_TIME, "2026-04-01", "2026-05-18", "2026-04-20", "2026-05-01"),
    (LATE, "2026-04-02", "June 1", None, None),
]


def permits_table(rows=PERMITS, columns=PERMIT_COLUMNS):
    """A permits table as a QGIS layer, its values as text."""
    return table("&".join(f"field={name}:string" for name in columns), rows, "permits")


def hearing_due(complete: datetime.date) -> datetime.date:
    """§ 73-18E's hearing due 62 days after the complete application, or where that day is a Saturday, a Sunday or
    a New York public holiday as observed, the next day that is none (GCL § 25-a): worked out here from the
    holidays package, apart from the calendar's own business days."""
    import holidays

    closed, due = holidays.country_holidays("US", subdiv="NY"), complete + datetime.timedelta(days=62)
    while due.weekday() >= 5 or due in closed:
        due += datetime.timedelta(days=1)
    return due


def by_parcel(layer):
    return {f["parcel_id"]: f for f in layer.getFeatures()}


FACILITIES = ("docks", "moorings", "structures", "boats")
ID_FIELD = {"docks": "dock_id", "moorings": "mooring_id", "structures": "structure_id", "boats": "boat_id"}


def check(parameters, feedback=None):
    context = QgsProcessingContext()
    context.setProject(QgsProject.instance())
    outputs = {"FINDINGS": "memory:", "PARCEL_SUMMARY": "memory:", "FLAGS": "memory:"}
    return processing.run(
        "dockline:checkfacilities",
        {**parameters, **outputs},
        context=context,
        feedback=feedback or QgsProcessingFeedback(),
    )


def facility_parameters(**replaced):
    layers = {name.upper(): replaced.get(name) or sample_layer(name) for name in (*FACILITIES, "buildings")}
    return {
        **sample_parameters(),
        **layers,
        "VARIANCES": sample_layer("variances"),
        "CONSOLIDATIONS": sample_layer("consolidations"),
    }


CLI_ALLOWED = False  # set per test by conftest.pytest_runtest_setup


def headless_python() -> str:
    """The Python of a venv with ``pip install .`` and no system packages (no QGIS): ``make headless`` makes it
    once under .build/ and installs the package again when its files change. Only a test marked ``cli`` may ask."""
    assert CLI_ALLOWED, "a test that runs the command line is marked @pytest.mark.cli (test-matrix deselects it)"
    subprocess.run(["make", "-s", "headless"], cwd=REPO, check=True, capture_output=True)
    return str(REPO / ".build" / "headless" / "bin" / "python")


def headless_run(*arguments, cwd=None) -> subprocess.CompletedProcess:
    """``python -m dockline ARGUMENTS`` in the headless venv, its output captured (so stderr is no terminal)."""
    return subprocess.run([headless_python(), "-m", "dockline", *arguments], cwd=cwd, capture_output=True, text=True)


def sample_cli_arguments(output) -> list:
    """The CLI's arguments for the sample lake with every proposal, as ``facility_parameters`` gives Processing."""
    layers = {name: f"{SAMPLE}:{name}" for name in (*FACILITIES, "buildings", "variances", "consolidations")}
    return [
        "analyse",
        *("--parcels", f"{SAMPLE}:parcels", "--parcel-id", "parcel_id", "--water", f"{SAMPLE}:water"),
        *("--zoning", f"{SAMPLE}:zoning", "--zoning-field", "district"),
        *("--outlets", f"{SAMPLE}:outlet_lines", "--outlets", f"{SAMPLE}:outlet_points"),
        *("--land-use-field", "land_use", "--steep-slope-field", "steep_slope", "--tier-map", str(SAMPLE_TIERS)),
        *(argument for name, layer in layers.items() for argument in (f"--{name}", layer)),
        *("-o", str(output)),
    ]


def round_step(step: float) -> bool:
    """Whether ``step`` is 1, 2, 2.5 or 5 × 10^n, as a drawing's scale bar steps."""
    mantissa = step / 10 ** math.floor(math.log10(step))
    return any(math.isclose(mantissa, m) for m in (1, 2, 2.5, 5))
