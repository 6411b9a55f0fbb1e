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


def pytest_runtest_setup(item):
    """Says whether the test about to run (its fixtures included) is marked ``cli``: ``layers.headless_python``
    refuses an unmarked one, since the Debian roots of ``make test-matrix`` deselect the marked ones (only the host
    builds the CLI's venv)."""
    import layers

    layers.CLI_ALLOWED = item.get_closest_marker("cli") is not None
