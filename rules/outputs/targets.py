"""The output plan: what a run reads and what it will write, as targets (a file, a table in a GeoPackage or a
database, the files a folder will get), resolved and compared before any work, so that no output replaces an
input or another output; then every output is written aside and moved into place only once all are complete.
Every front end (the Processing algorithms, the panel, the API, the command line) describes its targets here; it
knows no law and imports no QGIS."""

from __future__ import annotations

import contextlib
import fnmatch
import hashlib
import os
import re
import shutil
import tempfile
from collections.abc import Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass

from ..tools.errors import DocklineInputError
from .schema import OUTPUTS

SHAPEFILE_PARTS = (".shp", ".shx", ".dbf", ".prj", ".cpg", ".qix", ".sbn", ".sbx", ".qmd", ".shp.xml")
INDEX_PARTS = (".qix", ".sbn", ".sbx")  # spatial indexes of a shapefile's shapes
CONTAINERS = (".gpkg", ".sqlite", ".db", ".gdb")  # files that hold several tables
SQLITE_COMPANIONS = ("-wal", "-shm", "-journal")
SCHEMA = "public"  # a PostGIS table named without its schema
DBASE = (".shp", ".dbf", ".shz", ".shp.zip")  # formats whose attributes are a dBase table
DBASE_NAME_CHARS, DBASE_TEXT_BYTES = 10, 254  # what a dBase field holds: longer names are cut, longer text too
GEOPACKAGE = ".gpkg"
NO_SYNC = "OGR_SQLITE_SYNCHRONOUS"  # GDAL's option: OFF, no flush to disk at each SQLite commit (Aside flushes once)
ASCII = bytes(range(128))


@dataclass(frozen=True)
class Target:
    """One thing a run reads or writes, named by the parameter that gives it. ``path`` a file (or a folder's file
    the run will make); ``table`` a table in it, None for the whole file; ``database`` a database's connection
    (host, port, name), the table then ``schema.table``."""

    parameter: str
    path: str = ""
    table: str | None = None
    database: tuple | None = None
    in_new_folder: bool = False  # the run makes the file's folder where it is missing

    def __str__(self) -> str:
        if self.database is not None:
            host, port, name = self.database
            return f"table {self.table} of the database {name} on {host or 'localhost'}:{port or 5432}"
        return self.path if self.table is None else f"{self.path}, table {self.table!r}"


def file_target(parameter: str, path: str | os.PathLike[str], table: str | None = None) -> Target:
    """A file (a table in it, or the whole file)."""
    return Target(parameter, os.fspath(path), table or None)


def folder_targets(parameter: str, folder: str, names: Iterable[str]) -> list[Target]:
    """The files a run will make in a folder."""
    return [Target(parameter, os.path.join(os.fspath(folder), name), in_new_folder=True) for name in names]


def database_target(parameter: str, connection: dict, table: str) -> Target:
    """A PostGIS table: ``connection`` holds host, port and dbname (missing: the local server, 5432)."""
    host = str(connection.get("host") or "localhost").lower()
    host = "localhost" if host in ("127.0.0.1", "::1", "") else host
    port = str(connection.get("port") or "5432")
    schema, _, name = table.strip().replace('"', "").rpartition(".")
    return Target(parameter, "", f"{schema or SCHEMA}.{name}", (host, port, str(connection.get("dbname") or "")))


def is_database(source: str) -> bool:
    """Whether a layer's source is a PostGIS connection as GDAL writes it: ``PG:dbname=lake host=...``."""
    return str(source).upper().startswith("PG:")


def connection_options(source: str) -> dict[str, str]:
    """The ``key=value`` options of a ``PG:`` connection (values may be quoted: ``dbname='my lake'``)."""
    text = str(source)[3:].strip().strip('"')
    pairs = re.findall(r"(\w+)\s*=\s*(?:'((?:[^'\\]|\\.)*)'|(\S+))", text)
    return {key: quoted or plain for key, quoted, plain in pairs}


def source_target(parameter: str, source: str, table: str | None = None) -> Target:
    """A layer's source: a table of a PostGIS database (``PG:...``, the table ``schema.table`` or in the
    connection's ``active_schema``, else public), or a file."""
    if not is_database(source):
        return file_target(parameter, source, table)
    options = connection_options(source)
    name = table or options.get("tables", "")
    if "." not in name and options.get("active_schema"):
        name = f"{options['active_schema']}.{name}"
    return database_target(parameter, options, name)


def output_targets(parameter: str, path: str, names: Iterable[str] = OUTPUTS) -> list[Target]:
    """What writing the outputs ``names`` (every analysis output by default) to ``path`` makes: one GeoPackage, or
    a table of the database per output, named as the output in lower case, in the connection's schema as
    ``source_target`` reads it."""
    if not is_database(path):
        return [source_target(parameter, path)]
    return [source_target(parameter, path, name.lower()) for name in names]


def parse_ogr_table(text: str) -> tuple[str, str | None]:
    """(file, table) of a Processing output value: ``ogr:dbname='x.gpkg' table="t" (geom)``, ``x.gpkg|layername=t``
    or a bare path (table None)."""
    match = re.match(r"""ogr:dbname=(['"]?)(.*?)\1 table=(['"]?)([^'"]+)\3""", text)
    if match:
        return match[2], match[4]
    path, _, options = text.partition("|")
    layer = re.search(r"layername=([^|]+)", options)
    return path, (layer[1] if layer else None)


def file_names(ids: Iterable[str], prefix: str, extension: str) -> dict[str, str]:
    """Each id's file name, readable and its own: the id with every character but letters, digits, '.', '_' and
    '-' made '_'; where two ids come to one name, whatever its case (``a/b``, ``a_b``, ``A:B``), each of them
    also carries a short hash of its id."""
    ids = list(dict.fromkeys(ids))
    plain = {pid: re.sub(r"[^A-Za-z0-9._-]", "_", str(pid)) for pid in ids}
    counts: dict[str, int] = {}
    for name in plain.values():
        counts[name.casefold()] = counts.get(name.casefold(), 0) + 1
    return {
        pid: prefix
        + name
        + (f"_{hashlib.sha1(str(pid).encode()).hexdigest()[:8]}" if counts[name.casefold()] > 1 else "")
        + extension
        for pid, name in plain.items()
    }


def _dataset(path: str) -> str:
    """The key of the dataset a file belongs to: its real path, case folded (a writer may remove a dataset whatever
    the case, and Windows and macOS file systems fold it), with a shapefile's parts and a SQLite file's
    companions taken as the dataset they belong to."""
    real = os.path.realpath(os.path.abspath(os.path.expanduser(path)))
    lower = real.casefold()
    for companion in SQLITE_COMPANIONS:
        if lower.endswith(companion):
            lower = lower[: -len(companion)]
    for part in SHAPEFILE_PARTS:
        if lower.endswith(part):
            return lower[: -len(part)] + ".shp"
    return lower


def _same_file(a: Target, b: Target) -> bool:
    if a.database is not None or b.database is not None:
        return a.database == b.database
    if fnmatch.fnmatchcase(_dataset(a.path), _dataset(b.path)) or fnmatch.fnmatchcase(
        _dataset(b.path), _dataset(a.path)
    ):
        return True  # a folder's files named by a pattern (exhibit_*.pdf) too
    try:
        return os.path.samefile(a.path, b.path)  # hard links, and folders reached two ways
    except OSError:
        return False


def _container(target: Target) -> bool:
    return target.database is not None or _dataset(target.path).endswith(CONTAINERS)


def meets(output: Target, other: Target, *, both_outputs: bool = False) -> bool:
    """Whether writing ``output`` would replace or change ``other``: the same dataset, and the whole of it or the
    same table (tables compared whatever their case). Two outputs may share a GeoPackage or a database, one of
    them as a whole file, when each writes its own table."""
    if not _same_file(output, other):
        return False
    if not _container(output):
        return True
    if output.table is None or other.table is None:
        # two outputs: a whole GeoPackage written first, then a table added to it, may share it; two wholes may not
        return not both_outputs or output.table == other.table
    return output.table.casefold() == other.table.casefold()


def refuse_overlaps(inputs: Sequence[Target], outputs: Sequence[Target]) -> None:
    """Stop before any work where an output meets an input or another output, naming both."""
    for k, output in enumerate(outputs):
        for given in inputs:
            if meets(output, given):
                raise DocklineInputError(
                    f"{output.parameter} ({output}) would be written over the input {given.parameter} ({given}): "
                    f"choose another file or table for {output.parameter}; nothing was written."
                )
        for other in outputs[:k]:
            if meets(output, other, both_outputs=True):
                raise DocklineInputError(
                    f"{output.parameter} ({output}) and {other.parameter} ({other}) would be written to the same "
                    f"place: choose another file or table for one of them; nothing was written."
                )


def check_plan(
    inputs: Sequence[Target],
    outputs: Sequence[Target],
    fields: Mapping[str, Sequence] | None = None,
    *,
    geopackage: bool = False,
) -> None:
    """Every check of a run's plan before any work: no output meets an input or another output, each can be
    written, each format holds its output whole (``fields``: output parameter → its (name, type) fields; with
    ``geopackage``, a file output holds every output as its layers, so a GeoPackage), and each input's text is
    in an encoding every reader agrees on."""
    refuse_overlaps(inputs, outputs)
    require_writable(outputs)
    for output in outputs if geopackage else ():
        if output.database is None and not output.path.lower().endswith(GEOPACKAGE):
            raise DocklineInputError(
                f"{output.parameter} ({output}): the outputs are written as the layers of one GeoPackage: name the "
                f"file *{GEOPACKAGE}, or give a PostGIS connection (PG:dbname=...); nothing was written."
            )
    require_formats(outputs, fields or {})
    require_encodings(inputs)


def require_formats(outputs: Sequence[Target], fields: Mapping[str, Sequence]) -> None:
    """A shapefile (a dBase table) cannot hold an output with a field name over 10 characters (it is renamed:
    ``allowed_docks`` becomes ``allowed_do``) or with text (ids and messages are cut at 254 bytes): refused before
    any work, naming the output and what would be lost, never written mangled."""
    for output in outputs:
        if output.database is not None or output.table is not None or not _is_dbase(output.path):
            continue
        spec = list(fields.get(output.parameter, ()))
        renamed = [name for name, _ in spec if len(name) > DBASE_NAME_CHARS]
        text = [name for name, kind in spec if kind is str]
        if not (renamed or text):
            continue
        lost = (
            [f"the field names {', '.join(renamed)} would be cut to {DBASE_NAME_CHARS} characters"] if renamed else []
        )
        lost += [f"its text ({', '.join(text)}) to {DBASE_TEXT_BYTES} bytes"] if text else []
        raise DocklineInputError(
            f"{output.parameter} ({output}): a shapefile cannot hold this output whole: {' and '.join(lost)}. "
            f"Write it to a GeoPackage ({GEOPACKAGE}) instead; nothing was written."
        )


def require_encodings(inputs: Sequence[Target]) -> None:
    """A shapefile that does not say its text's encoding (no .cpg file, no code page in its dBase header) and
    holds letters beyond ASCII is read one way by QGIS (UTF-8: 'Café' becomes 'Caf\ufffd') and another by GDAL
    (ISO-8859-1: 'Café' becomes 'CafÃ©'): refused, naming the file, the feature, the field and both readings."""
    for given in inputs:
        if given.database is None and _is_dbase(given.path):
            unclear = _unclear_text(given.path)
            if unclear is not None:
                raise DocklineInputError(f"{given.parameter} ({given.path}): {unclear}")


def _is_dbase(path: str) -> bool:
    return path.lower().endswith(DBASE)


def _unclear_text(path: str) -> str | None:
    """What is unclear about a shapefile's text encoding (``require_encodings``), None where nothing is."""
    stem = path[: -len(next(e for e in DBASE if path.lower().endswith(e)))]
    folder, name = os.path.split(stem)
    siblings = {entry.casefold(): entry for entry in os.listdir(folder or ".")} if os.path.isdir(folder or ".") else {}
    table = siblings.get(f"{name}.dbf".casefold())
    if table is None or f"{name}.cpg".casefold() in siblings:
        return None
    with open(os.path.join(folder, table), "rb") as file:
        header = file.read(32)
        if len(header) < 32 or header[29] != 0:  # byte 29: the code page (language driver), 0 where none is said
            return None
        count, header_size, record_size = (
            int.from_bytes(header[4:8], "little"),
            *(int.from_bytes(header[k : k + 2], "little") for k in (8, 10)),
        )
        names = _dbase_fields(file.read(header_size - 32))
        file.seek(header_size)
        records = file.read(count * record_size)
    if records.isascii():
        return None
    first = len(records) - len(records.lstrip(ASCII))  # the first byte beyond ASCII, in its record and field
    record, at = divmod(first, record_size)
    starts = [1 + sum(size for _, size in names[:k]) for k in range(len(names))]  # after the deletion mark
    k = max(k for k, first in enumerate(starts) if first <= at)
    (field, size), start = names[k], starts[k]
    raw = records[record * record_size + start : record * record_size + start + size].rstrip(b" \x00")
    return (
        f"the shapefile does not say the encoding of its text (it has no {name}.cpg) and feature {record} (row "
        f"{record + 1})'s {field} reads {_reading(raw, 'utf-8')} as UTF-8 (QGIS) but {_reading(raw, 'latin-1')} as "
        f"ISO-8859-1 (GDAL): write the encoding (UTF-8 or ISO-8859-1) in a file {name}.cpg beside it, or save it as a "
        "GeoPackage; nothing was read."
    )


def _dbase_fields(descriptors: bytes) -> list[tuple[str, int]]:
    """(name, size in bytes) of each field a dBase header describes (32 bytes each, up to the 0x0D mark)."""
    fields = []
    for k in range(0, len(descriptors) - 31, 32):
        descriptor = descriptors[k : k + 32]
        if descriptor[0] == 0x0D:
            break
        fields.append((descriptor[:11].split(b"\x00")[0].decode("ascii", "replace"), descriptor[16]))
    return fields


def _reading(raw: bytes, encoding: str) -> str:
    return repr(raw.decode(encoding, errors="replace"))


def require_writable(outputs: Sequence[Target]) -> None:
    """Each file output's folder exists (or, for a folder the run makes, can be made) and may be written to, and
    so may the file where it exists, which is not a folder; else the run stops before any work, naming the
    output."""
    for output in outputs:
        if output.database is not None:
            continue
        folder = os.path.dirname(os.path.abspath(output.path))
        existing = folder
        while output.in_new_folder and not os.path.exists(existing) and os.path.dirname(existing) != existing:
            existing = os.path.dirname(existing)
        if not os.path.isdir(existing):
            problem = f"{folder} does not exist"
            if os.path.exists(existing):
                problem = f"cannot create the output folder {folder}: {existing} is a file"
        elif not os.access(existing, os.W_OK):
            problem = f"{existing} cannot be written to"
        elif "*" not in output.path and os.path.isdir(output.path):
            problem = f"{output.path} is a folder"
        elif "*" not in output.path and os.path.exists(output.path) and not os.access(output.path, os.W_OK):
            problem = f"{output.path} cannot be written to"
        else:
            continue
        raise DocklineInputError(
            f"{output.parameter}: {problem}; nothing was written, earlier outputs are left as they were."
        )


class NotReplacedError(DocklineInputError):
    """Outputs written whole that could not all be moved into place (a target open in another program, which
    Windows will not let go, a folder made in its way): none was, every target is left as it was."""


class Aside:
    """Files written next to their targets, under names of their own, and moved into place together by
    ``replace`` once every one is complete; ``discard`` (or leaving ``written_aside`` by an error) removes them,
    the targets left as they were."""

    def __init__(self) -> None:
        self.moves: list[tuple[str, str]] = []  # (written aside, target)

    def path_for(self, target: str, *, moved: bool = True) -> str:
        """A new path beside ``target`` with its extension, for a writer to create; ``replace`` moves it over
        the target unless not ``moved`` (the caller then copies it in, or ``add``s it, and removes it)."""
        folder, name = os.path.split(os.path.abspath(target))
        stem, extension = _split_extension(name)
        stem = stem.replace(".", "_")  # one dot, before the extension: QGIS reads the format from all after the first
        handle, aside = tempfile.mkstemp(prefix=f"{stem}_part_", suffix=extension, dir=folder)
        os.close(handle)
        os.remove(aside)  # the writer creates it
        if moved:
            self.add(aside, target)
        return aside

    def add(self, aside: str, target: str) -> None:
        """A file written aside (from ``path_for``) for ``replace`` to move over ``target`` with the others."""
        self.moves.append((aside, target))

    def replace(self) -> None:
        """Every file flushed to disk, then all moved into place or none: each earlier file a move replaces or
        leaves stale (a shapefile's spatial index, which the new one lacks) is first kept as a copy beside it, put
        back if any move fails. A target is its old file or its whole new one, even after a power cut, however the
        writer wrote (``NO_SYNC``). ``NotReplacedError`` names the target that could not be replaced."""
        moves = [move for aside, target in self.moves for move in _parts(aside, target)]
        stale = [path for _, target in self.moves for path in _stale_index(target, moves) if os.path.exists(path)]
        kept: dict[str, str] = {}  # an earlier file → its copy
        done: list[str] = []  # the targets replaced or removed so far
        target = ""
        try:
            for source, target in moves:  # noqa: B007 (the target is named where its file fails)
                with open(source, "r+b") as written:  # Windows flushes only a file opened for writing
                    os.fsync(written.fileno())
            for target in [destination for _, destination in moves if os.path.exists(destination)] + stale:
                kept[target] = _copy_beside(target)
            for source, target in moves:
                os.replace(source, target)
                done.append(target)
            for target in stale:
                os.remove(target)
                done.append(target)
        except BaseException as error:  # an interrupt too: no earlier file is removed while a new one may be in
            lost = _put_back(done, kept)
            if not isinstance(error, OSError):
                raise
            raise NotReplacedError(
                f"cannot replace {target} ({error.strerror or error}): no output was replaced, each is left as it "
                f"was{lost}"
            ) from error
        finally:
            for copy in kept.values():
                with contextlib.suppress(OSError):
                    os.remove(copy)
        self.moves = []

    def discard(self) -> None:
        for aside, target in self.moves:
            for source, _ in _parts(aside, target):
                with contextlib.suppress(OSError):
                    os.remove(source)
        self.moves = []


@contextlib.contextmanager
def written_aside() -> Iterator[Aside]:
    """An ``Aside`` whose files replace their targets when the block ends normally, and are removed otherwise (or
    where they cannot all replace their targets: ``NotReplacedError``)."""
    aside = Aside()
    try:
        yield aside
        aside.replace()
    except BaseException:
        aside.discard()
        raise


def _copy_beside(path: str) -> str:
    """A copy of ``path`` beside it, under a name of its own: a second link to the file where the disk allows it
    (nothing copied), else its bytes."""
    folder, name = os.path.split(path)
    handle, copy = tempfile.mkstemp(prefix=f".{name}_earlier_", dir=folder)
    os.close(handle)
    os.remove(copy)
    try:
        os.link(path, copy)
    except OSError:  # a disk without hard links (FAT, some network shares)
        try:
            shutil.copy2(path, copy)
        except BaseException:
            with contextlib.suppress(OSError):
                os.remove(copy)  # a copy cut short
            raise
    return copy


def _put_back(done: list[str], kept: dict[str, str]) -> str:
    """Each target replaced or removed so far made its earlier file again (removed where it had none); what
    could not be put back is said, with where its earlier file is kept (then not removed)."""
    unsettled = []
    for target in reversed(done):
        try:
            if target in kept:
                os.replace(kept[target], target)
                del kept[target]
            else:
                os.remove(target)
        except OSError:
            unsettled.append(f"{target} (its earlier file is {kept.pop(target)})" if target in kept else target)
    return f", except {', '.join(unsettled)}" if unsettled else ""


def _split_extension(name: str) -> tuple[str, str]:
    lower = name.lower()
    for extension in (".shp.xml",):
        if lower.endswith(extension):
            return name[: -len(extension)], name[-len(extension) :]
    stem, extension = os.path.splitext(name)
    return stem, extension


def _parts(aside: str, target: str) -> list[tuple[str, str]]:
    """(file written, where it goes) for a file and, for a shapefile, each of its parts that was written."""
    if not aside.lower().endswith(".shp"):
        return [(aside, target)] if os.path.exists(aside) else []
    stem, target_stem = aside[:-4], target[:-4]
    return [(stem + part, target_stem + part) for part in SHAPEFILE_PARTS if os.path.exists(stem + part)]


def _stale_index(target: str, moves: list[tuple[str, str]]) -> list[str]:
    """A shapefile target's spatial index files that its new parts do not replace: left, they would index the
    earlier shapes."""
    if not target.lower().endswith(".shp"):
        return []
    written = {destination[-4:].lower() for _, destination in moves if destination[:-4] == target[:-4]}
    return [target[:-4] + part for part in INDEX_PARTS if part not in written]
