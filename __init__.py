"""Dockline: the Canandaigua Lake Uniform Docking and Mooring Law as maps and verdicts in QGIS, or without QGIS
(``dockline.analyse``, ``dockline.check`` and ``dockline.buildout`` on GeoDataFrames, ``dockline.calendar`` on a
permits table, ``dockline.read_cad`` on a CAD drawing, ``python -m dockline`` on files)."""

import importlib

HEADLESS = {  # the headless API's names, each with its module
    "analyse": "api",
    "check": "api",
    "buildout": "api",
    "calendar": "api",
    "read_layer": "api",
    "read_cad": "cad",
}


def classFactory(iface):  # noqa: N802 (QGIS's name)
    """QGIS's entry point; imports the plugin only when QGIS asks for it."""
    from .plugin import DocklinePlugin

    return DocklinePlugin(iface)


def __getattr__(name):
    """The headless API, imported (with geopandas) on first use, never when QGIS loads the plugin."""
    if name in HEADLESS:
        return getattr(importlib.import_module(f".headless.{HEADLESS[name]}", __name__), name)
    raise AttributeError(f"module 'dockline' has no attribute {name!r}")
