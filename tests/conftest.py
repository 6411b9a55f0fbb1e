"""Test setup shared by both rooms: ``tests/engine`` (shapely and numpy only) and ``tests/qgis`` (real QGIS).

The plugin folder is importable as ``dockline``, as QGIS installs it, through the link ``.build/pkg/dockline``
(scripts/devenv.py). The repository root itself is never on sys.path: its ``processing`` folder would shadow
QGIS's own.
"""

import os
import sys
from pathlib import Path

from hypothesis import settings

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO / "scripts"))
from devenv import package_root  # noqa: E402

sys.path.insert(0, str(package_root()))
sys.path[:] = [entry for entry in sys.path if Path(entry or ".").resolve() != REPO]

# Property tests: 25 examples each in CI; ``make test-deep`` runs them with DOCKLINE_HYPOTHESIS=deep.
settings.register_profile("ci", max_examples=25)
settings.register_profile("deep", max_examples=400)
settings.load_profile(os.environ.get("DOCKLINE_HYPOTHESIS", "ci"))
