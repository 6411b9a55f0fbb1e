"""Elevations: surfaces from a DEM or soundings, the steep slopes of the land and the depth extension over the
lake's bottom, the MHW traced on a DEM, and the tiles a raster is held in."""
