"""``dockline:checkfacilities``: the shoreline analysis, then every proposed facility checked against the law
(§§ 73-8 to 73-16); the work is ``adapters.shoreline_run``'s."""

from __future__ import annotations

from ..rules.inputs import PROPOSED
from .adapters.facility_inputs import given
from .shoreline_analysis import CHECKS_HELP, ShorelineAnalysisAlgorithm


class CheckFacilitiesAlgorithm(ShorelineAnalysisAlgorithm):
    """Proposed docks, moorings and structures against the law: one finding per breach, with its section."""

    outputs = ("FINDINGS", "PARCEL_SUMMARY", "FLAGS")
    algorithm_id, title = "checkfacilities", "Check proposed docks, moorings and structures"
    group_id, group_title = "compliance", "Compliance"

    def shortHelpString(self):  # noqa: N802 (QGIS's name)
        return self.tr(
            "Runs the shoreline analysis for the parcels and water given, then checks the proposed "
            "facilities against each parcel's allocation, facility area and setbacks.\n\n" + CHECKS_HELP
        )

    def choice_problem(self, parameters, context) -> str | None:
        if not any(given(parameters, name) for name in PROPOSED):
            return self.tr("Give at least one of DOCKS, MOORINGS or STRUCTURES to check.")
        return super().choice_problem(parameters, context)
