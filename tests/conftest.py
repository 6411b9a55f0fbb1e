"""Test setup.

The plugin folder is importable as ``dockline``, as QGIS installs it, through the link ``.build/pkg/dockline``
(scripts/devenv.py). The repository root itself is never on sys.path: its ``processing`` folder would shadow
QGIS's own. pytest-qgis has already started QgsApplication (offscreen) when this file is read.
"""

import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO / "scripts"))
from devenv import package_root  # noqa: E402

sys.path.insert(0, str(package_root()))
sys.path[:] = [entry for entry in sys.path if Path(entry or ".").resolve() != REPO]


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
