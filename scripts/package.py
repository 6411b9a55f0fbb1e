"""Build what a user installs from QGIS's plugin manager: the zip (the plugin folder as ``dockline/``, no dev files,
the changelog from CHANGELOG.md in its metadata.txt) and a ``plugins.xml`` for a custom plugin repository, both checked
as the official plugin repository checks an upload before anything is written.

Usage: python3 scripts/package.py OUTPUT_DIR [--base-url URL]
  Writes OUTPUT_DIR/dockline-<version>.zip and OUTPUT_DIR/plugins.xml, whose download URL is URL/dockline-<version>.zip
  (default: OUTPUT_DIR as a file:// URL). Prints the zip's path.

Why not qgis-plugin-ci: it archives a subfolder of the git repository (``plugin_path``), where this repository's root
is the plugin folder (it would ship tests/ and scripts/, unless they were export-ignored, which would strip them from
the ``git archive`` that .ci/run tests too), and it edits metadata.txt in the working tree and resets it with
``git reset --hard`` around a stash. This script reads the tree without changing it and needs no git.
"""

from __future__ import annotations

import argparse
import configparser
import re
import sys
import zipfile
from datetime import datetime, timezone
from pathlib import Path
from urllib.parse import urlparse
from xml.sax.saxutils import escape

REPO = Path(__file__).resolve().parents[1]
TOP_FILES = (
    "metadata.txt",
    "__init__.py",
    "plugin.py",
    "about.py",
    "compat.py",
    "dependencies.py",
    "requirements.txt",
    "LICENSE",
    "README.md",
    "CHANGELOG.md",
)
# docs: the decisions outputs cite, the guide
FOLDERS = ("processing", "ui", "exhibit", "rules", "readers", "resources", "docs")
SUFFIXES = (".py", ".svg", ".qml", ".qpt", ".gpkg", ".tif", ".csv", ".csvt", ".md", ".txt", ".json", ".dxf", ".png")
REQUIRED = ("name", "description", "version", "qgisMinimumVersion", "author", "email", "about", "tracker", "repository")
MAX_BYTES = 25_000_000  # the official repository's upload limit
FORBIDDEN_FOLDERS = {"__MACOSX", ".git", "__pycache__"}


class PackageError(Exception):
    """What makes the package unfit for a plugin repository."""


def plugin_files() -> list[Path]:
    """The files the installed plugin needs, relative to the repository."""
    files = [Path(name) for name in TOP_FILES]
    for folder in FOLDERS:
        files += sorted(
            path.relative_to(REPO)
            for path in (REPO / folder).rglob("*")
            if path.is_file() and path.suffix in SUFFIXES and "__pycache__" not in path.parts
        )
    return files


def read_metadata(text: str) -> configparser.SectionProxy:
    parser = configparser.ConfigParser(interpolation=None)
    parser.optionxform = str  # keys as written: qgisMinimumVersion
    parser.read_string(text)
    return parser["general"]


def changelog(version: str, text: str) -> str:
    """CHANGELOG.md's entries, newest first, as metadata.txt's changelog; the version built must have one."""
    entries = re.findall(r"^## (\S+) — (\d{4}-\d{2}-\d{2})\n(.*?)(?=^## |\Z)", text, re.M | re.S)
    if not entries or entries[0][0] != version:
        raise PackageError(f"CHANGELOG.md has no entry for {version} at its top (metadata.txt's version)")
    lines = []
    for number, date, body in entries:
        items = [" ".join(item.split()) for item in re.split(r"^- ", body, flags=re.M)[1:]]
        lines += [f"{number} ({date})", *(f"- {item}" for item in items)]
    return "\n    ".join(lines)  # configparser's continuation lines


def metadata_with_changelog(metadata_text: str, changelog_text: str) -> str:
    version = read_metadata(metadata_text)["version"]
    return metadata_text.rstrip("\n") + f"\nchangelog={changelog(version, changelog_text)}\n"


def validate(archive: Path) -> configparser.SectionProxy:
    """The official plugin repository's checks of an upload: size, paths, no compiled or hidden folders, one top
    folder with ``__init__.py``, ``metadata.txt`` with the required fields and web addresses, an icon, a licence."""
    problems = []
    if archive.stat().st_size > MAX_BYTES:
        problems.append(f"{archive.stat().st_size} bytes, over the {MAX_BYTES}-byte limit")
    with zipfile.ZipFile(archive) as package:
        names = package.namelist()
        if package.testzip() is not None:
            problems.append("a damaged member")
        tops = {name.split("/")[0] for name in names}
        top = next(iter(tops)) if len(tops) == 1 else ""
        problems += [f"several top folders: {sorted(tops)}"] * (len(tops) != 1)
        problems += [f"{name}: a path outside the plugin" for name in names if ".." in name or name.startswith("/")]
        problems += [f"{name}: compiled Python" for name in names if name.endswith((".pyc", ".pyo", ".so", ".pyd"))]
        problems += [f"{name}: a folder it refuses" for name in names if FORBIDDEN_FOLDERS & set(name.split("/"))]
        if not re.fullmatch(r"[A-Za-z][A-Za-z0-9_-]+", top):
            problems.append(f"top folder {top!r}: an ASCII letter, then letters, digits, '-' or '_'")
        for needed in ("__init__.py", "metadata.txt", "LICENSE"):
            if f"{top}/{needed}" not in names:
                problems.append(f"no {top}/{needed}")
        metadata = read_metadata(package.read(f"{top}/metadata.txt").decode("utf-8")) if not problems else None
    if metadata is not None:
        problems += [f"metadata.txt lacks {field}" for field in REQUIRED if not metadata.get(field, "").strip()]
        for field in ("tracker", "repository", "homepage"):
            address = urlparse(metadata.get(field, "http://x"))
            problems += [f"metadata.txt's {field} is no web address"] * (not (address.scheme and address.netloc))
        if f"{top}/{metadata.get('icon', '')}" not in names:
            problems.append(f"the icon {metadata.get('icon')!r} is not in the zip")
        if "/" in metadata.get("author", ""):
            problems.append("metadata.txt's author has a slash")
    if problems:
        raise PackageError(f"{archive.name} is not fit for a plugin repository: " + "; ".join(problems))
    return metadata


def build(output_dir: Path) -> tuple[Path, configparser.SectionProxy]:
    """The zip, written aside and moved into place only once it is complete and valid, and its metadata as
    ``validate`` read it from the zip."""
    metadata_text = metadata_with_changelog(
        (REPO / "metadata.txt").read_text(encoding="utf-8"), (REPO / "CHANGELOG.md").read_text(encoding="utf-8")
    )
    output_dir.mkdir(parents=True, exist_ok=True)
    target = output_dir / f"dockline-{read_metadata(metadata_text)['version']}.zip"
    partial = target.with_suffix(".zip.partial")
    try:
        with zipfile.ZipFile(partial, "w", zipfile.ZIP_DEFLATED) as archive:
            for relative in plugin_files():
                if relative == Path("metadata.txt"):
                    archive.writestr("dockline/metadata.txt", metadata_text)
                else:
                    archive.write(REPO / relative, Path("dockline") / relative)
        metadata = validate(partial)
    except BaseException:
        partial.unlink(missing_ok=True)  # no half-written or unfit zip that looks complete
        raise
    partial.replace(target)
    return target, metadata


def plugins_xml(archive: Path, metadata: configparser.SectionProxy, base_url: str) -> str:
    """A plugin repository's ``plugins.xml`` for the zip ``build`` made and its metadata, with the elements QGIS's
    plugin installer reads. Its ``file_name`` is ``<folder>.<version>.zip`` as the official repository names files:
    the installer takes the plugin's id from the part before the first dot."""
    element = {
        "description": metadata["description"],
        "about": metadata["about"],
        "version": metadata["version"],
        "qgis_minimum_version": metadata["qgisMinimumVersion"],
        "qgis_maximum_version": metadata.get("qgisMaximumVersion", ""),
        "homepage": metadata.get("homepage", ""),
        "file_name": f"dockline.{metadata['version']}.zip",
        "icon": "",
        "author_name": metadata["author"],
        "author_email": metadata["email"],
        "download_url": f"{base_url.rstrip('/')}/{archive.name}",
        "uploaded_by": metadata["author"],
        "create_date": "",
        "update_date": datetime.fromtimestamp(archive.stat().st_mtime, timezone.utc).isoformat(timespec="seconds"),
        "experimental": metadata.get("experimental", "False"),
        "deprecated": metadata.get("deprecated", "False"),
        "tracker": metadata["tracker"],
        "repository": metadata["repository"],
        "tags": metadata.get("tags", ""),
        "changelog": metadata.get("changelog", ""),
        "server": "False",
    }
    body = "".join(f"    <{key}>{escape(value)}</{key}>\n" for key, value in element.items())
    head = f'  <pyqgis_plugin name="{escape(metadata["name"])}" version="{escape(metadata["version"])}">\n'
    return f'<?xml version="1.0" encoding="UTF-8"?>\n<plugins>\n{head}{body}  </pyqgis_plugin>\n</plugins>\n'


def main(arguments: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("output", type=Path, nargs="?", default=Path("dist"))
    parser.add_argument("--base-url", help="where the zip will be served from (default: the output folder)")
    options = parser.parse_args(arguments)
    try:
        archive, metadata = build(options.output)
    except PackageError as problem:
        print(problem, file=sys.stderr)
        return 1
    xml = plugins_xml(archive, metadata, options.base_url or options.output.resolve().as_uri())
    aside = options.output / "plugins.xml.partial"
    aside.write_text(xml, encoding="utf-8")
    aside.replace(options.output / "plugins.xml")
    print(archive)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
