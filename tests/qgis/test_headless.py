"""The command line without QGIS gives the same answers as the Processing algorithms, and its GeoPackage loads
in QGIS styled."""

import math

import pytest
from dockline.rules.outputs.schema import CHECK_OUTPUTS, TERRAIN_OUTPUTS
from layers import OUTPUTS, SAMPLE_DEM, check, facility_parameters, headless_run, sample_cli_arguments
from qgis.core import QgsVectorLayer
from qgis.PyQt.QtCore import QVariant

pytestmark = [pytest.mark.usefixtures("dockline_provider"), pytest.mark.cli]


DEM = str(SAMPLE_DEM)  # the sample's topo-bathymetric DEM: land and bottom
TERRAIN = {"DEM": DEM, "BATHYMETRY": DEM, "STEEP_SLOPE_FIELD": None}  # the steep slopes from the DEM, not given


def run_cli(folder, *extra, without=()):
    """The CLI on the sample lake with every proposal, ``extra`` arguments, ``without`` some option."""
    output = folder / "sample.gpkg"
    arguments = sample_cli_arguments(output)
    for option in without:
        at = arguments.index(option)
        del arguments[at : at + 2]
    ran = headless_run(*arguments, *extra)
    assert ran.returncode == 0, ran.stderr
    assert "Traceback" not in ran.stderr and "\r[" not in ran.stderr  # piped: no progress bar
    return output


@pytest.fixture(scope="module")
def cli_output(tmp_path_factory):
    return run_cli(tmp_path_factory.mktemp("cli"))


@pytest.fixture(scope="module")
def cli_terrain_output(tmp_path_factory):
    """With the DEM for steep slopes and as the lake's bottom (the depth extension), as TERRAIN gives Processing."""
    return run_cli(
        tmp_path_factory.mktemp("terrain"), "--dem", DEM, "--bathymetry", DEM, without=["--steep-slope-field"]
    )


def cli_layer(path, name):
    layer = QgsVectorLayer(f"{path}|layername={name.lower()}", name, "ogr")
    assert layer.isValid(), name
    return layer


def plain(value):
    return None if value is None or (isinstance(value, QVariant) and value.isNull()) else value


def same(a, b) -> bool:
    a, b = plain(a), plain(b)
    if isinstance(a, float) or isinstance(b, float):
        return a is not None and b is not None and math.isclose(a, b, rel_tol=1e-9, abs_tol=1e-6)
    if isinstance(a, bool) or isinstance(b, bool):  # Processing writes booleans to memory; GeoPackage as 0/1
        return a is not None and b is not None and bool(a) == bool(b)
    return a == b


@pytest.mark.parametrize("terrain", [False, True], ids=["plain", "dem-and-bathymetry"])
def test_cli_gives_the_processing_outputs_field_by_field(terrain, request):
    from qgis.core import QgsProcessingContext, QgsProject

    import processing

    cli_output = request.getfixturevalue("cli_terrain_output" if terrain else "cli_output")
    context = QgsProcessingContext()
    context.setProject(QgsProject.instance())
    parameters = {**facility_parameters(), **(TERRAIN if terrain else {})}
    parameters = {key: value for key, value in parameters.items() if value is not None}
    shoreline = processing.run(
        "dockline:shorelineanalysis",
        {**parameters, **{name: "memory:" for name in OUTPUTS if name not in CHECK_OUTPUTS}},
        context=context,
    )
    checked = check(parameters)
    compared = 0
    terrain_values = set()
    for name in (name for name in OUTPUTS if terrain or name not in TERRAIN_OUTPUTS):  # terrain layers with a DEM
        plugin = (checked if name in CHECK_OUTPUTS else shoreline)[name]
        if isinstance(plugin, str):
            plugin = context.getMapLayer(plugin)
        headless = cli_layer(cli_output, name)
        fields = [field.name() for field in plugin.fields()]
        assert [field.name() for field in headless.fields()][1:] == fields, name  # the GeoPackage adds its fid
        rows = list(plugin.getFeatures()), list(headless.getFeatures())
        assert len(rows[0]) == len(rows[1]) > 0, name
        for ours, theirs in zip(*rows):
            for field in fields:
                assert same(ours[field], theirs[field]), (name, field, ours[field], theirs[field])
                compared += 1
            if name == "ALLOCATION":
                terrain_values.add(plain(ours["steep_slope"]))
            assert ours.geometry().isNull() == theirs.geometry().isNull(), name
            if not ours.geometry().isNull():
                assert abs(ours.geometry().length() - theirs.geometry().length()) < 1e-6, name
                assert math.isclose(ours.geometry().area(), theirs.geometry().area(), rel_tol=1e-9, abs_tol=1e-6)
    assert compared > 10000
    assert terrain_values - {None} == ({"yes", "no"} if terrain else {"given"})  # from the DEM, or as given


def test_cli_output_loads_in_qgis_styled(cli_output):
    """QGIS's default for a layer without a stored style is a single symbol: these come categorised."""
    for name, attribute in (("ALLOCATION", "tier"), ("FINDINGS", "severity"), ("FLAGS", "code")):
        layer = cli_layer(cli_output, name)  # kept: the renderer belongs to it
        renderer = layer.renderer()
        assert (renderer.type(), renderer.classAttribute()) == ("categorizedSymbol", attribute), name
