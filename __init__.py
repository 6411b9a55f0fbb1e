"""Dockline: the Canandaigua Lake Uniform Docking and Mooring Law as maps and verdicts in QGIS, or without QGIS
(``dockline.analyse`` and ``dockline.check`` on GeoDataFrames, ``dockline.calendar`` on a permits table,
``dockline.read_cad`` on a CAD drawing, ``python -m dockline`` on files)."""

HEADLESS = ("analyse", "check", "calendar", "read_layer")
HEADLESS_CAD = ("read_cad",)


def classFactory(iface):  # noqa: N802 (QGIS's name)
    """QGIS's entry point; imports the plugin only when QGIS asks for it."""
    from .plugin import DocklinePlugin

    return DocklinePlugin(iface)


def __getattr__(name):
    """The headless API, imported (with geopandas) on first use, never when QGIS loads the plugin."""
    if name in HEADLESS:
        from .headless import api

        return getattr(api, name)
    if name in HEADLESS_CAD:
        from .headless import cad

        return getattr(cad, name)
    raise AttributeError(f"module 'dockline' has no attribute {name!r}")
