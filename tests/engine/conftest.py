"""The engine room's settings: the property tests' profiles (hypothesis is a test requirement of this room only)."""

import os

from hypothesis import settings

# Property tests: 25 examples each, the same ones on every run (a test suite that passes or fails by chance
# proves nothing either way); ``make test-deep`` runs them with DOCKLINE_HYPOTHESIS=deep: 400 new examples each.
settings.register_profile("ci", max_examples=25, derandomize=True)
settings.register_profile("deep", max_examples=400)
settings.load_profile(os.environ.get("DOCKLINE_HYPOTHESIS", "ci"))
