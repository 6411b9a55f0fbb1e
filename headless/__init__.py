"""Dockline without QGIS: the API on GeoDataFrames (``api``) and the command line (``cli``). Needs geopandas and
pyogrio (``pip install .``); the QGIS plugin never imports it."""
