"""``python -m dockline``: the command line (headless/cli.py)."""

import sys

from .headless.cli import main

sys.exit(main())
