"""Fixtures of the QGIS room. pytest-qgis has already started QgsApplication (offscreen) when this file is read."""

import os
import sys

import pytest

EXIT_STATUS = []  # the session's, kept for pytest_unconfigure


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


def pytest_sessionfinish(session, exitstatus):
    EXIT_STATUS.append(int(exitstatus))


@pytest.hookimpl(trylast=True)
def pytest_unconfigure(config):
    """The process ends here, with the session's status, once pytest has reported: Python's own shutdown would
    then free the Qt and QGIS objects the tests made in no fixed order, after QGIS itself, and now and then that
    ends in a segmentation fault after a green summary (a QGIS script's known teardown hazard, not Dockline's: the
    desktop unloads a plugin before it quits). Every test has run and every report is written by now."""
    if EXIT_STATUS:
        sys.stdout.flush()
        sys.stderr.flush()
        os._exit(EXIT_STATUS[-1])
