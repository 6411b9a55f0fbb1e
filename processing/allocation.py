"""``dockline:allocation``: tier and allocation per parcel from its lineal feet of shoreline."""

from qgis.core import (
    QgsFeature,
    QgsProcessingException,
    QgsProcessingParameterFeatureSink,
    QgsProcessingParameterFeatureSource,
    QgsProcessingParameterField,
)

from ..compat import (
    FIELD_ANY,
    FIELD_NUMERIC,
    SOURCE_ANY_GEOMETRY,
    SOURCE_VECTOR,
)
from ..rules import ALLOCATION_FIELDS, DocklineInputError, allocate_parcel, allocation_record
from ..rules.law.allocation import NO_DISTRICT_VALUE
from ..rules.tools.values import feature_label, read_steep_slope, require_decoded
from ..rules.tools.values import split_districts as districts_in
from ..rules.tools.wording import counted
from .adapters.sinks import AsideSinks
from .base import CANCELLED, DocklineAlgorithm, every_feature, identifier, make_fields, plain, require_fields


def split_districts(text) -> list[str]:
    """District names from a field that may hold several (``rules.tools.values.split_districts``), read as an id."""
    return districts_in(identifier(text))


def chosen_value(feature, field: str):
    """A feature's value in an optional field as plain Python; None where no field was chosen."""
    return plain(feature[field]) if field else None


class AllocationAlgorithm(DocklineAlgorithm):
    """Tables 1, 3 and 4 for every row of a layer or table that carries lineal feet of shoreline."""

    PARCELS = "PARCELS"
    PARCEL_ID = "PARCEL_ID"
    LINEAL_FT_FIELD = "LINEAL_FT_FIELD"
    ALLOCATION = "ALLOCATION"
    SINK_FIELDS = {ALLOCATION: [("parcel_id", str), *ALLOCATION_FIELDS]}
    needs_shapely = False
    algorithm_id, title = "allocation", "Allocation (tier, slips, docks, moorings)"
    group_id, group_title = "allocation", "Allocation"

    def shortHelpString(self):  # noqa: N802 (QGIS's name)
        return self.tr(
            "Gives each parcel its tier and what the Canandaigua Lake Uniform Docking and Mooring Law allows it.\n\n"
            "Tier (§ 73-6): from the parcel's zoning district(s) through the municipality's district → tier map "
            "(the profile's, or a CSV with columns district,tier). A district the board has not assigned is "
            "Tier 1 (§ 73-6A(1)); a parcel in several districts (separate them with ; or ,) takes the most "
            "restrictive: the tier allowing it the fewest slips and moorings together, ties Tier 1, then 3, then 2 "
            "(§ 73-6A(2), D13). In a district assigned Tier 2 and Tier 3 (tier 2;3, or two rows, § 73-6A(3)) a "
            "restaurant, hotel or motel with at least 250 ft may take either, never both (§ 73-15D, D19): tier "
            "'2 or 3', Tier 2's figures and Tier 3's slips (tier3_max_slips), unless the tier election field names "
            "2 or 3; with 150 ft it takes Tier 3; other uses Tier 2. A municipally owned facility (land use "
            "'municipal') takes Table 3 where its district is assigned Tier 2, and Tier 1 in a Tier 1 district "
            "(§ 73-13B, D20). tier_reason says which and why.\n\n"
            "Lineal feet of shoreline is the length of the parcel's MHW tie line (§ 73-5), rounded half-up to "
            "0.01 ft for the tables. Tier 1: Table 1 (§ 73-8A), moorings taken out of the slips and none in "
            "Category A, setback 5 ft in Category A and 10 ft otherwise (§ 73-9A), boathouse from 200 ft "
            "(§ 73-8B(1)). Tier 2: at least 250 ft, Table 3 (§ 73-13A: at most 50 slips at docks and 15 moorings, 10 "
            "more per whole 100 ft past 300, at most 3 of them moorings), 45-ft setback (§ 73-14A). Tier 3: a "
            "restaurant, hotel or motel with at least 150 ft, Table 4 (§ 73-15), no moorings.\n\n"
            "Each row names the rules it used (rule_ids), their sections in the municipality's numbering "
            "(citations) and the readings that are our decisions or unverified values (to_confirm). Rows whose "
            "frontage is missing or not a positive number are skipped and named in the log."
        )

    def initAlgorithm(self, config=None):  # noqa: N802 (QGIS's name)
        self.addParameter(
            QgsProcessingParameterFeatureSource(
                self.PARCELS, self.tr("Parcels (layer or table with lineal feet)"), [SOURCE_VECTOR]
            )
        )
        self.addParameter(
            QgsProcessingParameterField(
                self.PARCEL_ID, self.tr("Parcel id field"), "parcel_id", self.PARCELS, FIELD_ANY
            )
        )
        self.addParameter(
            QgsProcessingParameterField(
                self.LINEAL_FT_FIELD,
                self.tr("Lineal feet of shoreline field"),
                "lineal_ft",
                self.PARCELS,
                FIELD_NUMERIC,
            )
        )
        self.add_parcel_fields(self.PARCELS, "Zoning district field")
        self.add_profile_parameters()
        self.addParameter(
            QgsProcessingParameterFeatureSink(self.ALLOCATION, self.tr("Allocation"), SOURCE_ANY_GEOMETRY)
        )

    def processAlgorithm(self, parameters, context, feedback):  # noqa: N802 (QGIS's name)
        profile = self.profile(parameters, context)
        source = self.parameterAsSource(parameters, self.PARCELS, context)
        if source is None:
            raise QgsProcessingException(self.invalidSourceError(parameters, self.PARCELS))
        names = {
            key: self.parameterAsString(parameters, key, context)
            for key in (
                self.PARCEL_ID,
                self.LINEAL_FT_FIELD,
                self.DISTRICT_FIELD,
                self.LAND_USE_FIELD,
                self.STEEP_SLOPE_FIELD,
                self.TIER_ELECTION_FIELD,
            )
        }
        require_fields(source, names, "parcels")
        fields = make_fields(self.SINK_FIELDS[self.ALLOCATION])
        total = source.featureCount() or 1
        features, skipped, seen = [], 0, set()
        for index, feature in enumerate(every_feature(source)):
            if feedback.isCanceled():  # before the output is touched: an earlier one stays whole
                raise QgsProcessingException(self.tr(CANCELLED))
            feedback.setProgress(100.0 * index / total)
            parcel_id = identifier(feature[names[self.PARCEL_ID]])
            if parcel_id is None:  # as the shoreline algorithms skip it: a row nobody could find again
                label = feature_label("parcels", feature.id())
                feedback.reportError(self.tr("{feature} has no parcel id: skipped").format(feature=label), False)
                skipped += 1
                continue
            if parcel_id in seen:
                feedback.pushWarning(
                    self.tr("parcel {parcel_id}: appears more than once; each row is allocated").format(
                        parcel_id=parcel_id
                    )
                )
            seen.add(parcel_id)
            districts = split_districts(feature[names[self.DISTRICT_FIELD]]) if names[self.DISTRICT_FIELD] else []
            if names[self.DISTRICT_FIELD] and not districts:  # as the shoreline algorithms flag it (NO_DISTRICT)
                empty = NO_DISTRICT_VALUE.format(field=names[self.DISTRICT_FIELD])
                feedback.pushWarning(self.tr("parcel {parcel_id}: {empty}").format(parcel_id=parcel_id, empty=empty))
            try:
                require_decoded("parcels", "id", (parcel_id,))
                allocation = allocate_parcel(
                    plain(feature[names[self.LINEAL_FT_FIELD]]),
                    districts,
                    profile,
                    land_use=chosen_value(feature, names[self.LAND_USE_FIELD]),
                    steep_slope=self.steep_slope(feature, names[self.STEEP_SLOPE_FIELD], parcel_id, feedback),
                    election=chosen_value(feature, names[self.TIER_ELECTION_FIELD]),
                )
            except DocklineInputError as error:
                feedback.reportError(
                    self.tr("parcel {parcel_id}: {error}; skipped").format(parcel_id=parcel_id, error=error), False
                )
                skipped += 1
                continue
            record = allocation_record(allocation, profile)
            output = QgsFeature(fields)
            output.setGeometry(feature.geometry())
            output.setAttributes([parcel_id] + [record[name] for name, _ in ALLOCATION_FIELDS])
            features.append(output)
        with AsideSinks(self, parameters, context) as sinks:  # written aside, moved in when complete
            sinks.write(self.ALLOCATION, fields, source.wkbType(), source.sourceCrs(), features)
        if self.ALLOCATION not in sinks.results:
            raise QgsProcessingException(self.invalidSinkError(parameters, self.ALLOCATION))
        feedback.pushInfo(
            self.tr("Dockline allocation ({name}): {written} allocated, {skipped} skipped.").format(
                name=profile.name, written=counted(len(features), "parcel"), skipped=skipped
            )
        )
        return {self.ALLOCATION: sinks.results[self.ALLOCATION]}

    def steep_slope(self, feature, field: str, parcel_id, feedback) -> bool:
        """The steep-slope value (§ 73-8B(4)) of the parcel; one neither yes nor no is said and read as not given."""
        steep, unclear = read_steep_slope(chosen_value(feature, field))
        if unclear:
            feedback.pushWarning(self.tr("parcel {parcel_id}: {unclear}").format(parcel_id=parcel_id, unclear=unclear))
        return steep is True
