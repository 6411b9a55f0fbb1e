"""The hearing exhibit's print layout, below both front ends: the exhibits algorithm and the panel's
*Open exhibit* use it; it imports ``rules`` and QGIS, never ``processing`` or ``ui``."""
