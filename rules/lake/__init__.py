"""The lake's geometry: the shoreline (MHW runs, tie points, facility area lines), the facility areas and their
zones, and the analysis of a whole lake."""
