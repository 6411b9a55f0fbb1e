"""Fixtures of the QGIS room. pytest-qgis has already started QgsApplication (offscreen) when this file is read."""

import pytest


@pytest.fixture(scope="session")
def dockline_provider(qgis_processing):
    """The ``dockline`` provider registered in this process's Processing registry, as the plugin does."""
    from dockline.processing.provider import DocklineProvider
    from qgis.core import QgsApplication

    registry = QgsApplication.processingRegistry()
    provider = registry.providerById("dockline")
    if provider is None:
        provider = DocklineProvider()
        registry.addProvider(provider)
    return provider


@pytest.fixture(autouse=True)
def cli_marked(request, monkeypatch):
    """Says whether the running test is marked ``cli``: ``layers.headless_python`` refuses an unmarked one, since the
    Debian roots of ``make test-matrix`` deselect the marked ones (only the host builds the CLI's venv)."""
    import layers

    monkeypatch.setattr(layers, "CLI_ALLOWED", request.node.get_closest_marker("cli") is not None)
