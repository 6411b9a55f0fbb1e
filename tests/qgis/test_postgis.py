"""Inputs and outputs in a real PostGIS (a private server started for these tests): the whole sample lake read from
the database gives, field by field, what the GeoPackage gives, through Processing, the command line and the API,
each writing its outputs as tables of a schema there; an output aimed at an input's table is refused before any work,
the table left as it was."""

import getpass
import glob
import os
import pwd
import shutil
import subprocess
import tempfile

import pytest
from layers import SAMPLE, SAMPLE_TIERS, facility_parameters, headless_python, headless_run, run
from osgeo import gdal
from qgis.core import QgsProcessingException, QgsVectorLayer

import processing

pytestmark = pytest.mark.usefixtures("dockline_provider")
BIN = max(glob.glob("/usr/lib/postgresql/*/bin"), key=lambda p: int(p.split("/")[-2]))  # the newest installed
PORT = "55439"
LAKE = ("parcels", "water", "zoning", "outlet_lines", "outlet_points", "docks", "moorings", "structures", "boats")
SCHEMAS = ("lake", "results", "cli", "api")
REUSED = ("cli", "parcels", "allocation")  # the sample's parcels copied to cli.allocation, where the CLI would write
COMPARED = ("ALLOCATION", "FLAGS", "FINDINGS", "PARCEL_SUMMARY")


def as_server_user(*command, **options):
    """A command as the user that runs the server: ``postgres`` when the tests run as root (PostgreSQL refuses
    root), else the user running them."""
    prefix = ["runuser", "-u", "postgres", "--"] if os.geteuid() == 0 else []
    return subprocess.run([*prefix, *command], check=True, capture_output=True, text=True, **options)


@pytest.fixture(scope="module")
def database():
    """A PostGIS database on a server of its own (a Unix socket in its folder, no TCP), holding the sample's
    docks; stopped and removed afterwards."""
    folder = tempfile.mkdtemp(prefix="dockline-postgis-")
    user = "postgres" if os.geteuid() == 0 else getpass.getuser()
    shutil.chown(folder, pwd.getpwnam(user).pw_uid)
    data = os.path.join(folder, "data")
    as_server_user(f"{BIN}/initdb", "-D", data, "-A", "trust", "-U", user)
    options = f"-p {PORT} -k {folder} -c listen_addresses=''"
    as_server_user(f"{BIN}/pg_ctl", "-D", data, "-o", options, "-l", os.path.join(folder, "log"), "-w", "start")
    try:
        as_server_user(f"{BIN}/createdb", "-h", folder, "-p", PORT, "-U", user, "lake")
        as_server_user(
            f"{BIN}/psql", "-h", folder, "-p", PORT, "-U", user, "-d", "lake", "-c", "CREATE EXTENSION postgis"
        )
        connection = f"host={folder} port={PORT} dbname=lake user={user}"
        schemas = "; ".join(f"CREATE SCHEMA {schema}" for schema in SCHEMAS)
        as_server_user(f"{BIN}/psql", "-h", folder, "-p", PORT, "-U", user, "-d", "lake", "-c", schemas)
        for schema, name, table in [("public", "docks", "docks"), *(("lake", n, n) for n in LAKE), REUSED]:
            options = gdal.VectorTranslateOptions(format="PostgreSQL", layers=[name], layerName=f"{schema}.{table}")
            assert gdal.VectorTranslate(f"PG:{connection}", str(SAMPLE), options=options) is not None
        yield connection
    finally:
        as_server_user(f"{BIN}/pg_ctl", "-D", data, "-m", "immediate", "stop")
        shutil.rmtree(folder, ignore_errors=True)


def table(connection, name, schema="public") -> QgsVectorLayer:
    """A table as QGIS names it: ``dbname=... table="schema"."name" (geom)``, read by the postgres provider."""
    layer = QgsVectorLayer(f'{connection} table="{schema}"."{name}" (geom)', name, "postgres")
    assert layer.isValid(), name
    return layer


def rows(connection, name, schema="public") -> list:
    return sorted(str(f.attributes()) for f in table(connection, name, schema).getFeatures())


def values(layer, skip=("fid", "ogc_fid", "id")) -> list:
    """A layer's rows, field by field (numbers to 1e-6, the database's and the file's own ids left out), sorted."""
    names = [field.name() for field in layer.fields() if field.name().lower() not in skip]

    def value(v):
        return round(v, 6) if isinstance(v, float) else str(v) if v is not None and str(v) != "NULL" else None

    return sorted((tuple(value(feature[name]) for name in names) for feature in layer.getFeatures()), key=repr)


def lake_parameters(connection) -> dict:
    """The sample lake's inputs, every layer a table of the database's schema ``lake``."""
    parameters = facility_parameters(**{name: table(connection, name, "lake") for name in ("docks", "moorings")})
    for name in ("parcels", "water", "zoning", "structures", "boats"):
        parameters[name.upper()] = table(connection, name, "lake")
    parameters["OUTLETS"] = [table(connection, name, "lake") for name in ("outlet_lines", "outlet_points")]
    return parameters


def test_an_output_aimed_at_an_input_table_is_refused_and_the_table_kept(database):
    before = rows(database, "docks")
    parameters = {
        **facility_parameters(docks=table(database, "docks")),
        "PARCEL_SUMMARY": "memory:",
        "FLAGS": "memory:",
    }
    aimed = f'postgres://{database} table="public"."docks" (geom)'
    with pytest.raises(QgsProcessingException, match=r"FINDINGS \(table public.docks of the database lake.*DOCKS"):
        processing.run("dockline:checkfacilities", {**parameters, "FINDINGS": aimed})
    assert rows(database, "docks") == before and len(before) > 0


def test_docks_read_from_the_database_give_the_findings_of_the_geopackage_written_there(database):
    parameters = {"PARCEL_SUMMARY": "memory:", "FLAGS": "memory:"}
    from_file = processing.run(
        "dockline:checkfacilities", {**facility_parameters(), **parameters, "FINDINGS": "memory:"}
    )
    written = f'postgres://{database} table="public"."findings" (geom)'
    from_database = {
        **facility_parameters(docks=table(database, "docks")),
        **parameters,
        "FINDINGS": written,
    }
    processing.run("dockline:checkfacilities", from_database)
    fields = ("parcel_id", "rule_id", "facility_id", "severity")
    found = sorted(tuple(str(f[n]) for n in fields) for f in table(database, "findings").getFeatures())
    expected = sorted(tuple(str(f[n]) for n in fields) for f in from_file["FINDINGS"].getFeatures())
    assert found == expected and len(found) > 0


def test_the_whole_lake_read_from_postgis_gives_the_geopackages_rows_written_there(database):
    from_file = run({**facility_parameters(), **dict.fromkeys(COMPARED, "memory:")})
    written = {name: f'postgres://{database} table="results"."{name.lower()}" (geom)' for name in COMPARED}
    run({**lake_parameters(database), **written})
    for name in COMPARED:
        assert values(table(database, name.lower(), "results")) == values(from_file[name]), name
    assert len(values(from_file["FINDINGS"])) > 0


def cli_lake(layers: str) -> list:
    """The command line's arguments for the sample lake but its parcels, each layer ``layers`` and its name: the
    GeoPackage's (``sample_lake.gpkg:``) or the database's schema lake (``PG:...:lake.``)."""
    arguments = ["--parcel-id", "parcel_id", "--water", f"{layers}water", "--zoning", f"{layers}zoning"]
    arguments += ["--zoning-field", "district", "--land-use-field", "land_use", "--steep-slope-field", "steep_slope"]
    arguments += ["--outlets", f"{layers}outlet_lines", "--outlets", f"{layers}outlet_points"]
    arguments += ["--tier-map", str(SAMPLE_TIERS), "--docks", f"{layers}docks"]
    return [*arguments, "--moorings", f"{layers}moorings", "--structures", f"{layers}structures"]


@pytest.mark.cli
def test_the_command_line_reads_and_writes_postgis_as_it_does_a_geopackage(database, tmp_path):
    gpkg = tmp_path / "lake.gpkg"
    from_file = headless_run("analyse", "--parcels", f"{SAMPLE}:parcels", *cli_lake(f"{SAMPLE}:"), "-o", str(gpkg))
    assert from_file.returncode == 0, from_file.stderr
    into = f"PG:{database} active_schema=cli"
    lake = f"PG:{database}:lake."
    ran = headless_run("analyse", "--parcels", f"{lake}parcels", *cli_lake(lake), "-o", into)
    assert ran.returncode == 0, ran.stderr
    for name in COMPARED:
        in_file = QgsVectorLayer(f"{gpkg}|layername={name.lower()}", name, "ogr")
        assert values(table(database, name.lower(), "cli")) == values(in_file), name


@pytest.mark.cli
def test_the_command_line_refuses_an_output_table_that_is_an_input(database):
    before = rows(database, "allocation", "cli")
    given = f"PG:{database}:cli.allocation"
    lake = f"PG:{database}:lake."
    ran = headless_run("analyse", "--parcels", given, *cli_lake(lake), "-o", f"PG:{database} active_schema=cli")
    assert ran.returncode == 1 and "Traceback" not in ran.stderr
    assert "-o (table cli.allocation of the database lake" in ran.stderr and "the input --parcels" in ran.stderr
    assert rows(database, "allocation", "cli") == before and len(before) > 0


API = """
import sys, dockline
path, schema, tiers, output = sys.argv[1:]  # the layers' file or database, their tables' schema, the outputs' place
water = dockline.read_layer(path, schema + "water")
result = dockline.analyse(dockline.read_layer(path, schema + "parcels"), water, parcel_id="parcel_id", tier_map=tiers,
                          zoning=dockline.read_layer(path, schema + "zoning"), zoning_field="district")
result.to_file(output)
if output.startswith("PG:"):
    again = dockline.read_layer(output, "allocation", name="parcels")  # the allocation just written, as the parcels
    try:
        dockline.analyse(again, water, parcel_id="parcel_id").to_file(output)
    except dockline.rules.DocklineInputError as refused:
        print(refused)
"""


def run_api(path: str, schema: str, output: str) -> subprocess.CompletedProcess:
    arguments = [headless_python(), "-c", API, path, schema, str(SAMPLE_TIERS), output]
    return subprocess.run(arguments, capture_output=True, text=True)


@pytest.mark.cli
def test_the_api_reads_tables_and_writes_a_schema_and_refuses_an_input_table(database, tmp_path):
    ran = run_api(f"PG:{database}", "lake.", f"PG:{database} active_schema=api")
    assert ran.returncode == 0, ran.stderr
    assert "path (table api.allocation of the database lake" in ran.stdout, ran.stdout
    assert "would be written over the input parcels" in ran.stdout
    in_file = tmp_path / "api.gpkg"
    api = run_api(str(SAMPLE), "", str(in_file))
    assert api.returncode == 0, api.stderr
    for name in ("ALLOCATION", "FLAGS"):
        written = QgsVectorLayer(f"{in_file}|layername={name.lower()}", name, "ogr")
        assert values(table(database, name.lower(), "api")) == values(written), name
