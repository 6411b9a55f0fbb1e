# Dockline: `make test` and `make demo` set everything up on a fresh Debian 12 machine, then run.
VENV      := .venv
PYTHON    := $(VENV)/bin/python
INSTALLED := $(VENV)/.installed
export QT_QPA_PLATFORM := offscreen

.PHONY: setup system test lint demo screenshot bench package clean

setup: system $(INSTALLED)

system:
	@bash scripts/system-packages.sh

# Debian's QGIS runs on /usr/bin/python3: the venv sits on top of it and sees its qgis, GDAL and numpy.
$(INSTALLED): requirements-dev.txt
	test -x $(PYTHON) || /usr/bin/python3 -m venv --system-site-packages $(VENV)
	$(PYTHON) -m pip install --quiet --disable-pip-version-check -r requirements-dev.txt
	touch $@

lint: setup
	$(VENV)/bin/ruff check .
	$(VENV)/bin/ruff format --check .

test: lint
	$(VENV)/bin/pytest

demo: setup
	$(PYTHON) scripts/demo.py

screenshot: demo
	$(PYTHON) scripts/screenshot.py

bench: setup
	$(PYTHON) scripts/bench.py

package:
	/usr/bin/python3 scripts/package.py dist

clean:
	rm -rf $(VENV) .build dist out .pytest_cache .ruff_cache
