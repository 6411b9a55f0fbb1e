"""What the algorithms and the panel share to meet the engine: QGIS layers read into feet (``frames``), the
facility and terrain parameters and their layers (``facility_inputs``, ``terrain_inputs``, ``outlets``), a permits
table's rows (``permits``), the one
run's QGIS side (``shoreline_run``), and outputs written aside (``sinks``) and styled on load (``styles``)."""
