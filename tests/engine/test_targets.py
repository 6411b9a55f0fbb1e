"""The output plan (rules/outputs/targets.py): which outputs meet an input or each other, the names of a folder's files,
and outputs written aside then moved into place."""

import os
import re
from pathlib import Path

import pytest
from dockline.rules.outputs.schema import DEADLINES, OUTPUTS
from dockline.rules.outputs.targets import (
    Aside,
    NotReplacedError,
    check_plan,
    database_target,
    file_names,
    file_target,
    folder_targets,
    output_targets,
    parse_ogr_table,
    refuse_overlaps,
    require_writable,
    written_aside,
)
from dockline.rules.tools.errors import DocklineInputError


@pytest.fixture
def folder(tmp_path):
    for name in ("parcels.shp", "parcels.dbf", "parcels.shx", "lake.gpkg", "tiers.csv", "dem.tif"):
        (tmp_path / name).write_bytes(b"x")
    os.symlink(tmp_path / "lake.gpkg", tmp_path / "link.gpkg")
    os.link(tmp_path / "tiers.csv", tmp_path / "hard.csv")
    return tmp_path


POSTGIS = {"host": "localhost", "port": "5432", "dbname": "lake"}
MET = [  # (input as (path, table), output as (path, table)): the output replaces the input
    (("parcels.shp", None), ("PARCELS.SHP", None)),  # the case of the path
    (("parcels.shp", None), ("parcels.dbf", None)),  # a shapefile's part
    (("parcels.shp", None), ("Parcels.shx", None)),
    (("lake.gpkg", "parcels"), ("lake.gpkg", None)),  # the whole file over a table
    (("lake.gpkg", "parcels"), ("lake.gpkg", "PARCELS")),  # a table, whatever its case
    (("lake.gpkg", "parcels"), ("link.gpkg", "parcels")),  # a symbolic link
    (("lake.gpkg", None), ("lake.gpkg", "findings")),  # a bare GeoPackage input: its first table, unknown
    (("lake.gpkg", "parcels"), ("lake.gpkg-wal", None)),  # a GeoPackage's companion
    (("tiers.csv", None), ("tiers.csv", None)),
    (("tiers.csv", None), ("hard.csv", None)),  # a hard link
    (("tiers.csv", None), ("./sub/../tiers.csv", None)),
    (("dem.tif", None), ("dem.tif", None)),
]
APART = [
    (("lake.gpkg", "parcels"), ("lake.gpkg", "findings")),  # another table of the same GeoPackage
    (("parcels.shp", None), ("parcels2.shp", None)),
    (("tiers.csv", None), ("tiers.csv.gpkg", None)),
    (("lake.gpkg", "parcels"), ("other.gpkg", "parcels")),
]


def targets(folder, given, written):
    (folder / "sub").mkdir(exist_ok=True)
    return [file_target("INPUT", folder / given[0], given[1])], [file_target("OUTPUT", folder / written[0], written[1])]


@pytest.mark.parametrize(("given", "written"), MET)
def test_an_output_that_meets_an_input_is_refused_naming_both(folder, given, written):
    inputs, outputs = targets(folder, given, written)
    with pytest.raises(DocklineInputError, match=r"OUTPUT .* would be written over the input INPUT"):
        refuse_overlaps(inputs, outputs)


@pytest.mark.parametrize(("given", "written"), APART)
def test_an_output_apart_from_the_inputs_is_allowed(folder, given, written):
    refuse_overlaps(*targets(folder, given, written))


def test_two_outputs_on_one_table_are_refused_and_a_whole_geopackage_may_take_tables(folder):
    gpkg = folder / "out.gpkg"
    allocation, flags = file_target("ALLOCATION", gpkg, "t"), file_target("FLAGS", gpkg, "T")
    with pytest.raises(DocklineInputError, match="FLAGS .* and ALLOCATION .* would be written to the same place"):
        refuse_overlaps([], [allocation, flags])
    refuse_overlaps([], [file_target("ALLOCATION", gpkg), file_target("FINDINGS", gpkg, "findings")])
    with pytest.raises(DocklineInputError, match="same place"):
        refuse_overlaps([], [file_target("ALLOCATION", gpkg), file_target("FLAGS", gpkg)])
    with pytest.raises(DocklineInputError, match="same place"):  # a shapefile holds one table
        refuse_overlaps([], [file_target("A", folder / "x.shp"), file_target("B", folder / "X.dbf")])


def test_a_folder_output_meets_an_input_named_as_a_file_it_makes(folder):
    (folder / "exhibit_12.pdf").write_bytes(b"x")
    made = folder_targets("FOLDER", folder, ("exhibit_*.pdf", "exhibits.gpkg"))
    with pytest.raises(DocklineInputError, match=r"FOLDER .*exhibits.gpkg\) would be written over the input PARCELS"):
        refuse_overlaps([file_target("PARCELS", folder / "Exhibits.gpkg", "parcels")], made)
    with pytest.raises(DocklineInputError, match="over the input DOCKS"):
        refuse_overlaps([file_target("DOCKS", folder / "exhibit_12.pdf")], made)
    refuse_overlaps([file_target("PARCELS", folder / "lake.gpkg", "parcels")], made)


def test_database_tables_are_compared_by_server_database_schema_and_table():
    docks = database_target("DOCKS", POSTGIS, '"public"."docks"')
    same = database_target("FINDINGS", {"host": "127.0.0.1", "dbname": "lake"}, "docks")
    with pytest.raises(DocklineInputError, match=r"FINDINGS \(table public.docks of the database lake"):
        refuse_overlaps([docks], [same])
    refuse_overlaps([docks], [database_target("FINDINGS", POSTGIS, "public.findings")])
    refuse_overlaps([docks], [database_target("FINDINGS", {**POSTGIS, "dbname": "other"}, "docks")])
    refuse_overlaps([docks], [file_target("FINDINGS", "docks.gpkg", "docks")])


@pytest.mark.parametrize(
    ("text", "parsed"),
    [
        ("""ogr:dbname='out/lake.gpkg' table="findings" (geom)""", ("out/lake.gpkg", "findings")),
        ('ogr:dbname="a b.gpkg" table=t', ("a b.gpkg", "t")),
        ("out/lake.gpkg|layername=flags", ("out/lake.gpkg", "flags")),
        ("out/lake.gpkg", ("out/lake.gpkg", None)),
    ],
)
def test_processing_output_values_name_their_file_and_table(text, parsed):
    assert parse_ogr_table(text) == parsed


def test_an_output_folder_that_is_missing_is_refused_before_any_work(tmp_path):
    with pytest.raises(DocklineInputError, match="-o: .*missing does not exist; nothing was written"):
        require_writable([file_target("-o", tmp_path / "missing" / "out.gpkg")])
    require_writable([file_target("-o", tmp_path / "out.gpkg")])


def test_ids_that_sanitise_alike_get_names_of_their_own():
    names = file_names(["a/b", "a_b", "A:B", "12", "x y"], "exhibit_", ".pdf")
    assert len({name.casefold() for name in names.values()}) == 5
    assert names["12"] == "exhibit_12.pdf" and names["x y"] == "exhibit_x_y.pdf"  # readable where unique
    assert all(names[pid].startswith("exhibit_a_b_") for pid in ("a/b", "a_b")) and names["A:B"].startswith(
        "exhibit_A_B_"
    )
    assert file_names(["a/b", "a_b"], "e_", "") == file_names(["a_b", "a/b"], "e_", "")  # stable whatever the order


def test_outputs_replace_their_targets_only_when_all_are_complete(tmp_path):
    first, second = tmp_path / "a.gpkg", tmp_path / "b.csv"
    first.write_text("old a")
    second.write_text("old b")
    with pytest.raises(RuntimeError), written_aside() as aside:
        Path(aside.path_for(str(first))).write_text("new a")
        Path(aside.path_for(str(second))).write_text("half of b")
        raise RuntimeError("the disk is full")
    assert (first.read_text(), second.read_text()) == ("old a", "old b")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["a.gpkg", "b.csv"]  # nothing left aside
    with written_aside() as aside:
        Path(aside.path_for(str(first))).write_text("new a")
    assert first.read_text() == "new a" and sorted(p.name for p in tmp_path.iterdir()) == ["a.gpkg", "b.csv"]


def test_each_file_reaches_the_disk_before_it_replaces_its_target(tmp_path, monkeypatch):
    """A power cut leaves a target old or whole new, whatever the writer flushed (``NO_SYNC``)."""
    events = []
    replace = os.replace
    monkeypatch.setattr(os, "fsync", lambda fd: events.append(("flushed", os.readlink(f"/proc/self/fd/{fd}"))))
    monkeypatch.setattr(os, "replace", lambda a, b: (events.append(("moved", str(a))), replace(a, b)))
    with written_aside() as aside:
        written = aside.path_for(str(tmp_path / "out.shp"))
        for part in (".shp", ".dbf"):
            Path(written[:-4] + part).write_text("new")
    parts = [written, written[:-4] + ".dbf"]
    assert sorted(events[:2]) == sorted(("flushed", p) for p in parts)
    assert sorted(events[2:]) == sorted(("moved", p) for p in parts)


def test_a_shapefile_is_moved_with_its_parts_and_loses_its_old_index(tmp_path):
    for part in (".shp", ".shx", ".dbf", ".qix"):
        (tmp_path / f"out{part}").write_text("old")
    with written_aside() as aside:
        written = aside.path_for(str(tmp_path / "out.shp"))
        for part in (".shp", ".shx", ".dbf", ".prj"):
            Path(written[:-4] + part).write_text("new")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["out.dbf", "out.prj", "out.shp", "out.shx"]
    assert {p.read_text() for p in tmp_path.iterdir()} == {"new"}


TARGETS = ("a.gpkg", "b.csv", "c.shp")  # an earlier file each, but b.csv: new


def earlier_run(folder: Path) -> dict:
    """An earlier run's outputs in ``folder``: its files by name, with their bytes."""
    for name in ("a.gpkg", "c.shp", "c.shx", "c.dbf", "c.qix"):
        (folder / name).write_text(f"old {name}")
    return {p.name: p.read_bytes() for p in folder.iterdir()}


def written_over(folder: Path) -> Aside:
    """A new run's outputs written aside over ``TARGETS`` (the shapefile without a spatial index)."""
    aside = Aside()
    for name in TARGETS:
        written = aside.path_for(str(folder / name))
        for part in (".shp", ".shx", ".dbf") if name.endswith(".shp") else ("",):
            Path(written[:-4] + part if part else written).write_text(f"new {name}")
    return aside


def held_open(monkeypatch, held: Path) -> None:
    """``held`` cannot be replaced, as Windows keeps a file another program has open (a PDF viewer, a GIS)."""
    replace = os.replace

    def refused(source, destination):
        if Path(destination) == held and not Path(source).name.startswith(f".{held.name}_earlier_"):
            raise PermissionError(13, "The process cannot access the file: another process is using it", destination)
        replace(source, destination)

    monkeypatch.setattr(os, "replace", refused)


@pytest.mark.parametrize("failing", TARGETS)
@pytest.mark.parametrize("cause", ["a folder in its way", "open in another program"])
def test_outputs_replace_their_targets_all_or_none(tmp_path, monkeypatch, failing, cause):
    """A target that cannot be replaced, first, among or last: the run says which, and every target, replaced
    before it or not, is its earlier file again (a shapefile's stale spatial index too), or absent where it had
    none; nothing written aside and no copy is left beside them."""
    before = earlier_run(tmp_path)
    aside = written_over(tmp_path)
    if cause == "a folder in its way":
        target = tmp_path / failing
        target.unlink(missing_ok=True)
        target.mkdir()
        before[failing] = None
    else:
        held_open(monkeypatch, tmp_path / failing)
    with pytest.raises(NotReplacedError, match=rf"cannot replace .*{failing} \(.*\): no output was replaced"):
        aside.replace()
    aside.discard()
    after = {p.name: None if p.is_dir() else p.read_bytes() for p in tmp_path.iterdir()}
    assert after == before


def test_an_interrupt_while_moving_in_puts_every_earlier_file_back(tmp_path, monkeypatch):
    """Ctrl-C between two moves: the first target is its earlier file again, not lost with its copy."""
    before = earlier_run(tmp_path)
    aside = written_over(tmp_path)
    replace = os.replace

    def interrupted(source, destination):
        if Path(destination).name == "b.csv":
            raise KeyboardInterrupt
        replace(source, destination)

    monkeypatch.setattr(os, "replace", interrupted)
    with pytest.raises(KeyboardInterrupt):
        aside.replace()
    aside.discard()
    assert {p.name: p.read_bytes() for p in tmp_path.iterdir()} == before


@pytest.mark.parametrize("links", [True, False], ids=["linked", "copied"])
def test_outputs_replace_their_targets_with_or_without_hard_links(tmp_path, monkeypatch, links):
    """Where the disk has no hard links (FAT, some network shares), the earlier files are copied, then removed."""
    earlier_run(tmp_path)
    if not links:
        monkeypatch.setattr(os, "link", lambda *_: (_ for _ in ()).throw(OSError(1, "Operation not permitted")))
    written_over(tmp_path).replace()
    assert {p.name: p.read_text() for p in tmp_path.iterdir()} == {
        "a.gpkg": "new a.gpkg",
        "b.csv": "new b.csv",
        **{f"c{part}": "new c.shp" for part in (".shp", ".shx", ".dbf")},
    }


def test_an_earlier_file_that_cannot_be_put_back_is_kept_and_named(tmp_path, monkeypatch):
    """Where even putting an earlier file back fails, it is not lost: the message says where it is kept."""
    earlier_run(tmp_path)
    aside = written_over(tmp_path)
    replace = os.replace

    def failing(source, destination):
        if Path(destination).name == "b.csv" or Path(source).name.startswith(".a.gpkg_earlier_"):
            raise PermissionError(13, "Permission denied", destination)
        replace(source, destination)

    monkeypatch.setattr(os, "replace", failing)
    with pytest.raises(NotReplacedError, match=r"b\.csv .*, except .*a\.gpkg \(its earlier file is (.*)\)") as raised:
        aside.replace()
    kept = Path(re.search(r"its earlier file is (.*)\)", str(raised.value)).group(1))
    assert kept.read_text() == "old a.gpkg" and (tmp_path / "a.gpkg").read_text() == "new a.gpkg"


def test_an_output_that_is_a_folder_is_refused_before_any_work(tmp_path):
    (tmp_path / "out.gpkg").mkdir()
    with pytest.raises(DocklineInputError, match=r"^ALLOCATION: .*out\.gpkg is a folder; nothing was written"):
        check_plan([], [file_target("ALLOCATION", tmp_path / "out.gpkg")], FIELDS)


def test_a_folder_the_run_makes_may_be_missing_but_not_a_file(tmp_path):
    require_writable(folder_targets("FOLDER", tmp_path / "new" / "exhibits", ("exhibit_*.pdf",)))
    (tmp_path / "a_file").write_text("x")
    with pytest.raises(DocklineInputError, match="cannot create the output folder .*a_file is a file"):
        require_writable(folder_targets("FOLDER", tmp_path / "a_file" / "exhibits", ("exhibits.qgz",)))


FIELDS = {name: output.fields for name, output in OUTPUTS.items()} | {"DEADLINES": DEADLINES.fields}


@pytest.mark.parametrize("name", FIELDS)
@pytest.mark.parametrize("extension", [".shp", ".dbf", ".SHP", ".shp.zip"])
def test_a_shapefile_cannot_take_an_output_it_would_cut_and_says_what(tmp_path, name, extension):
    output = file_target(name, tmp_path / f"out{extension}")
    with pytest.raises(
        DocklineInputError, match=rf"^{name} \(.*\): a shapefile cannot hold this output whole: .*\.gpkg"
    ):
        check_plan([], [output], FIELDS)
    assert list(tmp_path.iterdir()) == []


@pytest.mark.parametrize("extension", [".gpkg", ".geojson", ".csv", ".fgb"])
def test_formats_that_hold_long_names_and_text_take_every_output(tmp_path, extension):
    check_plan([], [file_target(name, tmp_path / f"{name}{extension}") for name in FIELDS], FIELDS)


def test_a_shapefile_takes_an_output_of_short_names_and_no_text(tmp_path):
    check_plan(
        [], [file_target("WATER", tmp_path / "lake.shp")], {"WATER": [("area_sqft", float), ("level_ft", float)]}
    )
    with pytest.raises(DocklineInputError, match="the field names longest_run_ft would be cut to 10 characters"):
        check_plan([], [file_target("X", tmp_path / "x.shp")], {"X": [("longest_run_ft", float)]})


@pytest.mark.parametrize("path", ["out.shp", "out.geojson", "out", "out.gpkg.zip"])
def test_the_outputs_in_one_file_need_a_geopackage(tmp_path, path):
    with pytest.raises(DocklineInputError, match=rf"-o \(.*{path}\): the outputs are written as the layers of one"):
        check_plan([], output_targets("-o", str(tmp_path / path)), geopackage=True)


@pytest.mark.parametrize("path", ["out.gpkg", "OUT.GPKG", "PG:dbname=lake"])
def test_a_geopackage_or_a_database_takes_the_outputs_in_one(tmp_path, path):
    check_plan([], output_targets("-o", path if path.startswith("PG:") else str(tmp_path / path)), geopackage=True)


def test_an_output_over_an_input_is_said_before_its_format(tmp_path):
    tiers = file_target("--tier-map", tmp_path / "tiers.csv")
    with pytest.raises(DocklineInputError, match="would be written over the input --tier-map"):
        check_plan([tiers], output_targets("-o", str(tmp_path / "tiers.csv")), geopackage=True)


def dbase(path, values: list[bytes], code_page: int = 0) -> None:
    """A shapefile's table as the dBase III files GDAL writes: one text field ``id`` of 20 bytes."""
    size = 20
    header = bytearray(32)
    header[0] = 3
    header[4:8] = len(values).to_bytes(4, "little")
    header[8:10] = (32 + 32 + 1).to_bytes(2, "little")
    header[10:12] = (1 + size).to_bytes(2, "little")
    header[29] = code_page
    field = bytearray(32)
    field[:2], field[11], field[16] = b"id", ord("C"), size
    records = b"".join(b" " + value.ljust(size) for value in values)
    path.write_bytes(bytes(header) + bytes(field) + b"\r" + records + b"\x1a")
    path.with_suffix(".shp").write_bytes(b"")


CAFE = "Café-1"


@pytest.mark.parametrize("written", ["latin-1", "utf-8"])
def test_a_shapefile_that_does_not_say_its_encoding_and_holds_letters_beyond_ascii_is_refused(tmp_path, written):
    dbase(tmp_path / "parcels.dbf", [b"A-1", CAFE.encode(written)])
    said = rf"feature 1 \(row 2\)'s id reads '{CAFE.encode(written).decode('utf-8', 'replace')}' as UTF-8 \(QGIS\)"
    with pytest.raises(DocklineInputError, match=rf"^PARCELS \(.*parcels.shp\): .*no parcels.cpg.*{said}"):
        check_plan([file_target("PARCELS", tmp_path / "parcels.shp")], [])


@pytest.mark.parametrize(
    "told",
    [
        lambda folder: (folder / "parcels.cpg").write_text("ISO-8859-1"),
        lambda folder: (folder / "PARCELS.CPG").write_text("1252"),
        lambda folder: dbase(folder / "parcels.dbf", [CAFE.encode("latin-1")], code_page=0x57),
        lambda folder: dbase(folder / "parcels.dbf", [b"plain ascii"]),
    ],
    ids=["cpg", "cpg in capitals", "code page in the header", "ascii only"],
)
def test_a_shapefile_read_alike_everywhere_is_taken(tmp_path, told):
    dbase(tmp_path / "parcels.dbf", [CAFE.encode("latin-1")])
    told(tmp_path)
    check_plan([file_target("PARCELS", tmp_path / "parcels.shp")], [])
