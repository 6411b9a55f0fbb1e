"""QGIS-free readers of the files a surveyor or a town hands over (GDAL's bindings, shapely, numpy): rasters (a DEM,
a bathymetry) and CAD drawings. Processing and the command line read them the same way."""
