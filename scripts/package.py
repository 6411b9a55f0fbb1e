"""Build the zip a user installs from QGIS's Plugin Manager: the plugin folder as ``dockline/``, no dev files.

Usage: python3 scripts/package.py OUTPUT_DIR   (prints the zip's path)
"""

import configparser
import sys
import zipfile
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
TOP_FILES = (
    "metadata.txt",
    "__init__.py",
    "plugin.py",
    "about.py",
    "compat.py",
    "dependencies.py",
    "rasters.py",
    "requirements.txt",
    "LICENSE",
    "README.md",
)
FOLDERS = (
    "processing",
    "ui",
    "exhibit",
    "rules",
    "resources",
    "docs",
)  # docs: the decisions the outputs cite, the guide
SUFFIXES = (".py", ".svg", ".qml", ".qpt", ".gpkg", ".tif", ".csv", ".csvt", ".md", ".txt", ".json", ".dxf", ".png")


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


def build(output_dir: Path) -> Path:
    meta = configparser.ConfigParser(interpolation=None)
    meta.read(REPO / "metadata.txt", encoding="utf-8")
    output_dir.mkdir(parents=True, exist_ok=True)
    target = output_dir / f"dockline-{meta['general']['version']}.zip"
    partial = target.with_suffix(".zip.partial")
    try:
        with zipfile.ZipFile(partial, "w", zipfile.ZIP_DEFLATED) as archive:
            for relative in plugin_files():
                archive.write(REPO / relative, Path("dockline") / relative)
    except BaseException:
        partial.unlink(missing_ok=True)  # no half-written zip that looks complete
        raise
    partial.replace(target)
    return target


if __name__ == "__main__":
    print(build(Path(sys.argv[1] if len(sys.argv) > 1 else "dist")))
