"""Where the plugin's files are, its version, and the About text (with what is missing, if anything)."""

import configparser
import os

PLUGIN_DIR = os.path.dirname(os.path.abspath(__file__))
ICON_PATH = os.path.join(PLUGIN_DIR, "resources", "icons", "dockline.svg")
STYLE_DIR = os.path.join(PLUGIN_DIR, "resources", "styles")


def style_path(output_name: str) -> str:
    """The QML style of an output layer (``resources/styles/<name>.qml``)."""
    return os.path.join(STYLE_DIR, f"{output_name.lower()}.qml")


GUIDE_PATH = os.path.join(PLUGIN_DIR, "docs", "guide.md")


def metadata() -> configparser.SectionProxy:
    """The ``[general]`` section of metadata.txt."""
    parser = configparser.ConfigParser(interpolation=None)
    parser.read(os.path.join(PLUGIN_DIR, "metadata.txt"), encoding="utf-8")
    return parser["general"]


def about_text(missing: list[str], advice: str) -> str:
    """Version, what Dockline does, and its requirement status, for the About box."""
    meta = metadata()
    status = advice if missing else "All requirements are installed."
    return f"Dockline {meta['version']}\n\n{meta['about']}\n\n{status}\n\nUser guide: {GUIDE_PATH}"
