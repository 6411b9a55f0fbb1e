"""Dockline: the Canandaigua Lake Uniform Docking and Mooring Law as maps and verdicts in QGIS, or without QGIS
(``dockline.analyse`` and ``dockline.check`` on GeoDataFrames, ``dockline.calendar`` on a permits table,
``dockline.read_cad`` on a CAD drawing, ``python -m dockline`` on files)."""

import importlib

HEADLESS = {"analyse": "api", "check": "api", "calendar": "api", "read_layer": "api", "read_cad": "cad"}  # its module


def classFactory(iface):  # noqa: N802 (QGIS's name)
    """QGIS's entry point; imports the plugin only when QGIS asks for it."""
    from .plugin import DocklinePlugin

    return DocklinePlugin(iface)


def __getattr__(name):
    """The headless API, imported (with geopandas) on first use, never when QGIS loads the plugin."""
    if name in HEADLESS:
        return getattr(importlib.import_module(f".headless.{HEADLESS[name]}", __name__), name)
    raise AttributeError(f"module 'dockline' has no attribute {name!r}")
