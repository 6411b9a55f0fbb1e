"""``dockline:buildout``: the layout the law allows on each adjoining parcel, checked by the compliance check;
the layout is ``rules.buildout``'s, the run ``adapters.shoreline_run``'s."""

from __future__ import annotations

from qgis.core import (
    QgsExpression,
    QgsFeatureRequest,
    QgsProcessingException,
    QgsProcessingParameterBoolean,
    QgsProcessingParameterExpression,
    QgsProcessingParameterNumber,
)

from ..compat import NUMBER_DOUBLE
from ..rules.outputs.schema import LAYOUT_OUTPUTS
from .base import every_feature, identifier
from .shoreline_analysis import ShorelineAnalysisAlgorithm

HELP = (
    "For each adjoining parcel (all, the ones selected in the parcels layer, or those an expression picks), the "
    "docks and moorings its allocation allows, placed where they keep every rule: a main walkway 6 ft wide from "
    "the mean high-water line, square to it (D9), with a finger (appendage) for each slip alternating from side "
    "to side (a walkway with a boat on each side for two slips or fewer), out no farther than its 60-ft (Tier 1) "
    "or 200-ft (Tiers 2 and 3) line, its boats inside the facility area lines and the docks the setbacks of its "
    "tier and category away from them and from outlets; the first dock in the middle of the widest stretch; "
    "moorings where their swing circles (boat length plus rode, D11) lie inside the lines and on the water, clear "
    "of each other and of docks, nearest the shore first (beyond 100 ft a buoy needs a State permit), Tier 2's "
    "45 ft from the lines, none in Category A or Tier 3. The facilities given as DOCKS, MOORINGS or STRUCTURES "
    "are kept: they use their parcel's allowance and water.\n\n"
    "The whole layout is then checked as checkfacilities checks a proposal, and anything the check finds a "
    "violation in is left out and named in the log, so that what is written keeps the law as Dockline reads it. "
    "LAYOUT_DOCKS and LAYOUT_MOORINGS are in checkfacilities' own fields (dock_id, part, parcel_id, slips, "
    "nav_light; mooring_id, boat_length_ft, rode_ft, state_permit): they go straight into checkfacilities, the "
    "exhibits and exportcad. BUILDOUT_SUMMARY: one row per parcel, allowed against placed slips, docks and "
    "moorings, the slips it keeps, and why fewer fit (shortfall) or why the law allows none (note). The log gives "
    "the lake-wide totals by tier and municipality.\n\n"
    "A fair reading, not an optimum: a surveyor designs the real layout."
)


class BuildOutAlgorithm(ShorelineAnalysisAlgorithm):
    """What the law allows, placed: a layout for every adjoining parcel, checked by the compliance check."""

    BOAT_LENGTH, RODE = "BOAT_LENGTH", "RODE"
    BUILD_SELECTED, BUILD_WHERE = "BUILD_SELECTED", "BUILD_WHERE"
    outputs = tuple(LAYOUT_OUTPUTS)
    algorithm_id, title = "buildout", "The layout the law allows"
    group_id, group_title = "compliance", "Compliance"

    def shortHelpString(self):  # noqa: N802 (QGIS's name)
        return self.tr(HELP)

    def initAlgorithm(self, config=None):  # noqa: N802 (QGIS's name)
        super().initAlgorithm(config)
        for name, label, default in (
            (self.BOAT_LENGTH, "Design boat length (ft)", 24.0),
            (self.RODE, "Rode (ft; swing radius = boat length + rode)", 30.0),
        ):
            self.addParameter(
                QgsProcessingParameterNumber(
                    name,
                    self.tr(label),
                    NUMBER_DOUBLE,
                    default,
                    minValue=1.0,
                    maxValue=1000.0,
                )
            )
        self.addParameter(
            QgsProcessingParameterBoolean(self.BUILD_SELECTED, self.tr("Lay out only the selected parcels"), False)
        )
        self.addParameter(
            QgsProcessingParameterExpression(
                self.BUILD_WHERE, self.tr("Lay out the parcels an expression picks"), None, self.PARCELS, True
            )
        )

    def choice_problem(self, parameters, context) -> str | None:
        if self.parameterAsBoolean(parameters, self.BUILD_SELECTED, context) and parameters.get(self.BUILD_WHERE):
            return self.tr("Give BUILD_SELECTED or BUILD_WHERE, not both: which parcels to lay out.")
        return super().choice_problem(parameters, context)

    def processAlgorithm(self, parameters, context, feedback):  # noqa: N802 (QGIS's name)
        """The analysis (and the check of any facilities kept), the layout, then the outputs."""
        from ..rules.buildout.design import Design
        from .adapters.shoreline_run import engine_progress, run_prepared

        try:
            design = Design(
                self.parameterAsDouble(parameters, self.BOAT_LENGTH, context),
                self.parameterAsDouble(parameters, self.RODE, context),
            )
        except ValueError as error:
            raise QgsProcessingException(str(error)) from None

        def build(prepared):
            feedback.setProgressText(self.tr("Laying out the docks and moorings the law allows"))
            layout = prepared.run.build_out(
                design, self.chosen(parameters, context, prepared), progress=engine_progress(feedback)
            )
            for line in layout.totals(lambda pid: prepared.municipalities.of(pid).name):
                feedback.pushInfo(line)
            for line in layout.left_out:
                feedback.pushWarning(line)

        return run_prepared(self, parameters, context, feedback, then=build)[0]

    def chosen(self, parameters, context, prepared) -> list | None:
        """The ids of the parcels to lay out: those selected, or picked by the expression; None for all."""
        selected = self.parameterAsBoolean(parameters, self.BUILD_SELECTED, context)
        where = self.parameterAsExpression(parameters, self.BUILD_WHERE, context)
        if not selected and not where:
            return None
        id_field = self.parameterAsString(parameters, self.PARCEL_ID, context)
        if selected:
            layer = self.parameterAsVectorLayer(parameters, self.PARCELS, context)
            if layer is None:
                raise QgsProcessingException(
                    self.tr(
                        "BUILD_SELECTED: the parcels are not a layer of the project, so nothing is selected in them."
                    )
                )
            features = layer.getSelectedFeatures()
        else:
            expression = QgsExpression(where)
            if expression.hasParserError():
                raise QgsProcessingException(
                    self.tr("BUILD_WHERE: {error}").format(error=expression.parserErrorString())
                )
            features = every_feature(prepared.parcels, QgsFeatureRequest(expression))
        ids = [identifier(feature[id_field]) for feature in features]
        if not ids:
            which = "is selected in the parcels layer" if selected else f"matches BUILD_WHERE ({where})"
            raise QgsProcessingException(self.tr("No parcel {which}: nothing to lay out.").format(which=which))
        return ids
