"""``dockline:permitcalendar``: the officer's calendar, each site-plan application's steps with the day each is due
and where it stands (``rules.law.calendar``)."""

from qgis.core import (
    QgsCoordinateReferenceSystem,
    QgsFeature,
    QgsProcessingException,
    QgsProcessingParameterDateTime,
    QgsProcessingParameterFeatureSink,
    QgsProcessingParameterFeatureSource,
    QgsProcessingParameterString,
    QgsWkbTypes,
)

from ..compat import DATE_ONLY, SOURCE_VECTOR
from ..rules import DocklineInputError
from ..rules.law.calendar import (
    PERMIT_COLUMNS,
    deadline_rows,
    holidays_missing,
    permit_calendar,
    tally,
    with_closed_days,
)
from ..rules.law.catalogue import INPUT
from ..rules.outputs.schema import DEADLINES
from .adapters.permits import permit_rows
from .adapters.sinks import AsideSinks
from .base import DocklineAlgorithm, make_fields


class PermitCalendarAlgorithm(DocklineAlgorithm):
    """The steps of every application in a permits table, on a given day."""

    PERMITS = "PERMITS"
    AS_OF = "AS_OF"
    CLOSED_DAYS = "CLOSED_DAYS"
    SINK_FIELDS = {"DEADLINES": DEADLINES.fields}  # before the parameter's name hides the schema's
    DEADLINES = "DEADLINES"
    needs_shapely = False
    algorithm_id, title = "permitcalendar", "Permit calendar (site plan deadlines)"
    group_id, group_title = "permits", "Site plan and permit"

    def shortHelpString(self):  # noqa: N802 (QGIS's name)
        return self.tr(
            "The officer's calendar: for each site-plan application (a row of a permits table: a CSV, a GeoPackage "
            "table, any table QGIS reads), the day each step of the procedure is due and where it stands on the "
            "chosen day (today where none is given): done, done late, due, overdue or not yet.\n\n"
            "Columns (dates as YYYY-MM-DD or date fields): {columns}. decision_kind is approved, approved with "
            "conditions, conditional or disapproved; extension_granted yes or no.\n\n"
            "Steps: the public hearing within 62 days of the complete application (§ 73-18E); the notices mailed "
            "to the applicant at least 10 and published at least 5 business days before it (§ 73-18E(1)); the "
            "referral to the county planning board before the decision (§ 73-19, General Municipal Law § 239-m); "
            "the chair's signature within 30 days of an approval (§ 73-18I(3)); the decision filed with the clerk "
            "within 5 business days (§ 73-18J); the permit within 12 months of the signature, 24 with the "
            "extension (§ 73-18K); construction started within 6 and completed within 18 months of the permit "
            "(§ 73-18L); the certificate of compliance before use (§ 73-18M).\n\n"
            "Days are counted as New York's General Construction Law counts them: the day a period runs from is "
            "not counted, and a period of months ends on the same day of the month (or the last day of a shorter "
            "month). Business days leave out weekends, New York State's public holidays as observed and the "
            "municipality's own closed days. A date after the chosen day is planned, not done. A value that is "
            "not a date, or a row that does not hold together, is an INPUT row naming the row and the column, "
            "and that row is left off until it is put right. Needs the Python package holidays."
        ).format(columns=", ".join(PERMIT_COLUMNS))

    def initAlgorithm(self, config=None):  # noqa: N802 (QGIS's name)
        self.addParameter(
            QgsProcessingParameterFeatureSource(
                self.PERMITS, self.tr("Permits table (one row per site-plan application)"), [SOURCE_VECTOR]
            )
        )
        self.addParameter(
            QgsProcessingParameterDateTime(self.AS_OF, self.tr("As of (empty: today)"), DATE_ONLY, optional=True)
        )
        self.add_profile_parameters(tier_map=False)
        self.addParameter(
            QgsProcessingParameterString(
                self.CLOSED_DAYS,
                self.tr("Offices also closed on (YYYY-MM-DD, ...)"),
                optional=True,
            )
        )
        self.addParameter(QgsProcessingParameterFeatureSink(self.DEADLINES, self.tr(DEADLINES.label), SOURCE_VECTOR))

    def canExecute(self):  # noqa: N802 (QGIS's name)
        problem = holidays_missing()
        return (False, problem) if problem else (True, "")

    def processAlgorithm(self, parameters, context, feedback):  # noqa: N802 (QGIS's name)
        source = self.parameterAsSource(parameters, self.PERMITS, context)
        if source is None:
            raise QgsProcessingException(self.invalidSourceError(parameters, self.PERMITS))
        chosen = self.parameterAsDateTime(parameters, self.AS_OF, context).date()
        rows = permit_rows(source)
        try:
            closed = self.parameterAsString(parameters, self.CLOSED_DAYS, context)
            profile = with_closed_days(self.profile(parameters, context), closed)
            deadlines = permit_calendar(rows, profile, chosen.toPyDate() if chosen.isValid() else None)
        except DocklineInputError as error:
            raise QgsProcessingException(str(error)) from None
        fields = make_fields(DEADLINES.fields)
        features = []
        for values in deadline_rows(deadlines):
            feature = QgsFeature(fields)
            feature.setAttributes(values)
            features.append(feature)
        with AsideSinks(self, parameters, context) as sinks:  # written aside, moved in when complete
            sinks.write(self.DEADLINES, fields, QgsWkbTypes.Type.NoGeometry, QgsCoordinateReferenceSystem(), features)
        if self.DEADLINES not in sinks.results:
            raise QgsProcessingException(self.invalidSinkError(parameters, self.DEADLINES))
        for deadline in deadlines:
            if deadline.step == INPUT:
                feedback.reportError(deadline.message, False)
        feedback.pushInfo(
            self.tr("Dockline permit calendar ({name}): {tally}.").format(
                name=profile.name, tally=tally(deadline.status for deadline in deadlines)
            )
        )
        return {self.DEADLINES: sinks.results[self.DEADLINES]}
