# Dockline: `make test` and `make demo` set everything up on a fresh Debian 12 machine, then run.
VENV      := .venv
PYTHON    := $(VENV)/bin/python
INSTALLED := $(VENV)/.installed
export QT_QPA_PLATFORM := offscreen

.PHONY: setup system test typecheck test-engine test-deep test-headless headless headless-gdal test-matrix test-python39 lint demo screenshot docs bench package try-linux-recipe clean

setup: system $(INSTALLED)

system:
	@bash scripts/system-packages.sh

# Debian's QGIS runs on /usr/bin/python3: the venv sits on top of it and sees its qgis, GDAL and numpy.
$(INSTALLED): requirements-dev.txt
	test -x $(PYTHON) || /usr/bin/python3 -m venv --system-site-packages $(VENV)
	$(PYTHON) -m pip install --quiet --disable-pip-version-check -r requirements-dev.txt
	touch $@

lint: typecheck
	$(VENV)/bin/ruff check .
	$(VENV)/bin/ruff format --check .

# mypy over rules/, readers/ and headless/ (pyproject.toml's [tool.mypy]), as the package `dockline`: devenv's link to the root.
typecheck: setup
	$(PYTHON) -P -c "import sys; sys.path.insert(0, 'scripts'); from devenv import package_root; package_root()"
	$(VENV)/bin/mypy

test: lint headless
	$(VENV)/bin/pytest
	$(MAKE) --no-print-directory test-headless

# The whole suite on QGIS 3.40 (Debian 13) and 3.44 (Debian unstable), each in a Debian root built once with
# debootstrap and kept in /var/cache/dockline-matrix (2.3 GB each; 12-17 minutes per root the first time on a
# busy 2-core machine, then about 9 minutes per root for the suite).
test-matrix:
	bash scripts/test_matrix.sh

# The engine's and the headless tests on Python 3.9, the floor (Debian 11 "bullseye", a root as test-matrix builds).
test-python39:
	DOCKLINE_MATRIX_SUITES=bullseye bash scripts/test_matrix.sh

# The engine's tests only (shapely and numpy, no QGIS, no apt): for work on the law and the geometry.
ENGINE_VENV := .venv-engine
test-engine: $(ENGINE_VENV)/.installed
	$(ENGINE_VENV)/bin/pytest tests/engine -W "ignore:Unknown config option:pytest.PytestConfigWarning"

# Every property test with 400 examples instead of 25 (several minutes; not in CI).
test-deep: $(ENGINE_VENV)/.installed
	DOCKLINE_HYPOTHESIS=deep $(ENGINE_VENV)/bin/pytest tests/engine/test_shoreline_properties.py \
		-W "ignore:Unknown config option:pytest.PytestConfigWarning"

$(ENGINE_VENV)/.installed: requirements-engine.txt
	test -x $(ENGINE_VENV)/bin/python || python3 -m venv $(ENGINE_VENV)
	$(ENGINE_VENV)/bin/python -m pip install --quiet --disable-pip-version-check -r requirements-engine.txt
	touch $@

# Dockline without QGIS: `pip install .` into a venv that sees no system packages (so no QGIS), from PyPI, with pyarrow
# (reading and writing through Arrow; tests/headless also runs the plain path) and the notebook extras; shapely
# built on Debian's GEOS, as QGIS's, so that tests/qgis/test_headless.py compares our code, not two GEOS versions.
HEADLESS_VENV := .build/headless
headless: system $(HEADLESS_VENV)/.installed  # system: libgdal-dev for the GDAL bindings

$(HEADLESS_VENV)/.installed: pyproject.toml metadata.txt $(wildcard *.py rules/*.py rules/*/*.py readers/*.py headless/*.py resources/styles/*.qml)
	test -x $(HEADLESS_VENV)/bin/python || /usr/bin/python3 -m venv $(HEADLESS_VENV)
	$(HEADLESS_VENV)/bin/python -m pip install --quiet --disable-pip-version-check --no-binary shapely pytest==8.4.2 pyarrow ".[explore]"
	$(HEADLESS_VENV)/bin/python -c "import osgeo.gdal_array" 2>/dev/null || $(MAKE) --no-print-directory headless-gdal
	touch $@

# GDAL's Python bindings (osgeo: the DEM and bathymetry rasters), built once against Debian's libgdal (the one QGIS
# runs; gdal-config from libgdal-dev) and the venv's numpy, whose headers go first (Debian's numpy 1 is also there).
headless-gdal:
	CFLAGS="-I$$($(HEADLESS_VENV)/bin/python -c 'import numpy; print(numpy.get_include())')" \
		$(HEADLESS_VENV)/bin/python -m pip install --quiet --disable-pip-version-check --no-build-isolation \
		GDAL==$$(gdal-config --version)

test-headless: headless
	$(HEADLESS_VENV)/bin/pytest tests/headless -W "ignore:Unknown config option:pytest.PytestConfigWarning"

demo: setup
	$(PYTHON) scripts/demo.py

screenshot: demo
	$(PYTHON) scripts/screenshot.py

# The user guide's pictures (docs/img), rendered by the real QGIS from the sample lake.
docs: setup
	$(PYTHON) scripts/make_docs.py

bench: setup
	$(PYTHON) scripts/bench.py $(if $(LARGE),--large) $(if $(WITH_CLI),--with-cli)

# The README's Debian 12 / Ubuntu 22.04 shapely recipe, as written, with a throwaway home (PyPI; ~5 min).
try-linux-recipe: system
	/usr/bin/python3 scripts/try_linux_recipe.py

# The zip and a plugins.xml for a plugin repository (checked as the official repository checks an upload).
package:
	/usr/bin/python3 scripts/package.py dist $(if $(BASE_URL),--base-url $(BASE_URL))

clean:
	rm -rf $(VENV) $(ENGINE_VENV) .build dist out .pytest_cache .ruff_cache
