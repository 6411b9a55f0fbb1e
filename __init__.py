"""Dockline: the Canandaigua Lake Uniform Docking and Mooring Law as maps and verdicts in QGIS."""


def classFactory(iface):  # noqa: N802 (QGIS's name)
    """QGIS's entry point; imports the plugin only when QGIS asks for it."""
    from .plugin import DocklinePlugin

    return DocklinePlugin(iface)
