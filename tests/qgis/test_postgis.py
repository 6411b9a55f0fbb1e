"""Inputs and outputs in a real PostGIS (a private server started for these tests): the sample lake's proposals
read from the database are checked as from the GeoPackage, a new table of findings is written there, and an
output aimed at an input's table is refused before any work, the table left as it was."""

import getpass
import glob
import os
import pwd
import shutil
import subprocess
import tempfile

import pytest
from layers import SAMPLE, facility_parameters
from osgeo import gdal
from qgis.core import QgsProcessingException, QgsVectorLayer

import processing

pytestmark = pytest.mark.usefixtures("dockline_provider")
BIN = max(glob.glob("/usr/lib/postgresql/*/bin"), key=lambda p: int(p.split("/")[-2]))  # the newest installed
PORT = "55439"


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
        for name in ("docks",):
            options = gdal.VectorTranslateOptions(format="PostgreSQL", layers=[name], layerName=name)
            assert gdal.VectorTranslate(f"PG:{connection}", str(SAMPLE), options=options) is not None
        yield connection
    finally:
        as_server_user(f"{BIN}/pg_ctl", "-D", data, "-m", "immediate", "stop")
        shutil.rmtree(folder, ignore_errors=True)


def table(connection, name) -> QgsVectorLayer:
    layer = QgsVectorLayer(f'{connection} table="public"."{name}" (geom)', name, "postgres")
    assert layer.isValid(), name
    return layer


def rows(connection, name) -> list:
    return sorted(str(f.attributes()) for f in table(connection, name).getFeatures())


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
