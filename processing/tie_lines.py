"""``dockline:tielines``: the § 73-7 step of the shoreline analysis on its own."""

from .shoreline_analysis import ShorelineAnalysisAlgorithm


class TieLinesAlgorithm(ShorelineAnalysisAlgorithm):
    """The § 73-7 step on its own: tie points, tie lines with lineal feet, facility area lines, flags."""

    outputs = ("TIE_POINTS", "TIE_LINES", "FACILITY_AREA_LINES", "FLAGS")
    takes_facilities = False
    algorithm_id, title = "tielines", "Tie lines and facility area lines"
