"""``dockline:facilityareas``: the § 73-5 step of the shoreline analysis on its own."""

from .shoreline_analysis import ShorelineAnalysisAlgorithm


class FacilityAreasAlgorithm(ShorelineAnalysisAlgorithm):
    """The § 73-5 step on its own: facility areas by zone, their distance lines, setback envelopes, flags."""

    outputs = ("FACILITY_AREAS", "DISTANCE_LINES", "SETBACK_ENVELOPES", "FLAGS")
    takes_facilities = False
    algorithm_id, title = "facilityareas", "Facility areas, distance lines and setback envelopes"
