"""Test setup.

The plugin folder is importable as ``dockline``, as QGIS installs it, through a link in a temporary folder.
The repository root itself is never put on sys.path: its ``processing`` folder would shadow QGIS's own.
pytest-qgis has already started QgsApplication (offscreen) when this file is read.
"""

import sys
import tempfile
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]
PACKAGE_ROOT = Path(tempfile.mkdtemp(prefix="dockline-tests-"))
(PACKAGE_ROOT / "dockline").symlink_to(REPO, target_is_directory=True)
sys.path.insert(0, str(PACKAGE_ROOT))
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
