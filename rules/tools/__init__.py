"""Tools that know no law: units and CRS frames, numpy and shapely array helpers, threads, progress, wording,
errors and attribute values."""
