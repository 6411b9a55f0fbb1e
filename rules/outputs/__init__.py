"""The outputs: each output's schema (no shapely), its rows as shapely geometry and values, and the plan of what
a run reads and writes."""
