"""``dockline:exhibits``: print-ready PDF hearing exhibits, one page per parcel. Runs the shoreline
analysis (and the compliance check where facilities are given), then prints the chosen parcels through an atlas."""

from __future__ import annotations

import time

from qgis.core import (
    QgsExpression,
    QgsFeature,
    QgsFeatureRequest,
    QgsField,
    QgsFields,
    QgsGeometry,
    QgsMemoryProviderUtils,
    QgsProcessingAlgorithm,
    QgsProcessingException,
    QgsProcessingOutputNumber,
    QgsProcessingOutputString,
    QgsProcessingParameterBoolean,
    QgsProcessingParameterEnum,
    QgsProcessingParameterExpression,
    QgsProcessingParameterFeatureSource,
    QgsProcessingParameterField,
    QgsProcessingParameterFolderDestination,
    QgsWkbTypes,
)

from ..compat import FIELD_ANY, SOURCE_VECTOR, TYPE_STRING
from ..rules import DocklineInputError
from ..rules.checks.findings import SEVERITIES
from ..rules.inputs import PROPOSED
from ..rules.law.calendar import hearing_notice, read_permits
from ..rules.law.vocabulary import Status
from ..rules.tools.values import feature_of
from ..rules.tools.wording import counted
from .adapters.facility_inputs import given
from .adapters.outlets import GEOMETRY_LABELS, outlet_layers
from .adapters.permits import permit_rows
from .base import CANCELLED, every_feature, plain, require_fields
from .shoreline_analysis import ShorelineAnalysisAlgorithm

CHOICES = (
    "Parcels with findings",
    "All adjoining parcels",
    "Parcels selected in the parcels layer",
    "Parcels matching the expression",
)
WITH_FINDINGS, ALL, SELECTED, MATCHING = range(len(CHOICES))
SHOWN_FACILITIES = (  # the facility layers the map shows, by their names on it
    ("DOCKS", "Proposed docks"),
    ("STRUCTURES", "Proposed structures"),
    ("BOATS", "Docked boats"),
    ("MOORINGS", "Proposed moorings"),
)
FACILITY_IDS = {  # a facility layer: the proposal's items read from it, and the attribute holding their ids
    "DOCKS": ("docks", "dock_id"),
    "STRUCTURES": ("structures", "structure_id"),
    "BOATS": ("boats", "boat_id"),
    "MOORINGS": ("moorings", "mooring_id"),
}


def facility_ids(proposal, layer: str) -> dict:
    """Feature id → the id of the facility it is (part of) in ``layer``, as the findings name it: its id, else
    the feature (``moorings feature 3``)."""
    items, id_name = FACILITY_IDS[layer]
    return {feature_of(item.feature)[1]: getattr(item, id_name) or item.feature for item in getattr(proposal, items)}


def site_plans(proposal, placed: dict, chosen: dict, bathymetry: bool) -> dict:
    """The ``SitePlan`` of each chosen parcel with a facility proposed on it (``placed``: facility id → parcel):
    its address, whether the lake bottom was given, and each facility's seasonal value (a dock's, where its parts
    agree)."""
    from ..exhibit.checklist import SitePlan

    values = {}
    for layer in ("DOCKS", "STRUCTURES", "MOORINGS"):
        items, id_name = FACILITY_IDS[layer]
        for item in getattr(proposal, items):
            values.setdefault(getattr(item, id_name) or item.feature, set()).add(item.seasonal)
    facilities = {}
    for facility, said in values.items():
        if placed.get(facility) in chosen:
            facilities.setdefault(placed[facility], {})[facility] = next(iter(said)) if len(said) == 1 else None
    return {pid: SitePlan(chosen[pid][1], bathymetry, facilities[pid]) for pid in chosen if pid in facilities}


def placed_parcels(prepared, findings) -> dict:
    """Facility id → the parcel the check placed it on; a boat's, that of a finding about it."""
    about = findings.getFeatures('"facility_id" IS NOT NULL') if findings is not None else []
    placed = {f["facility_id"]: plain(f["parcel_id"]) for f in about}
    for pid, site in prepared.checker.sites.items():
        for facility in (*site.docks, *site.moorings, *site.structures):
            placed[facility.facility_id] = pid
    return placed


def facility_layer(source, label: str, ids: dict, parcels: dict):
    """``source``'s facilities as the exhibit's map shows them: one feature per facility (a dock's parts
    together), with its id and the parcel it was placed on."""
    fields = QgsFields()
    for name in ("facility_id", "parcel_id"):
        fields.append(QgsField(name, TYPE_STRING))
    kind = QgsWkbTypes.multiType(source.wkbType())
    layer = QgsMemoryProviderUtils.createMemoryLayer(label, fields, kind, source.sourceCrs())
    parts = {}
    for feature in every_feature(source, QgsFeatureRequest().setNoAttributes()):
        parts.setdefault(ids.get(feature.id()), []).append(feature.geometry())
    features = []
    for facility, geometries in parts.items():
        feature = QgsFeature(fields)
        geometry = QgsGeometry.collectGeometry(geometries)
        geometry.convertToMultiType()
        feature.setGeometry(geometry)
        feature.setAttributes([facility, parcels.get(facility)])
        features.append(feature)
    layer.dataProvider().addFeatures(features)
    return layer


def add_parcel_expression(algorithm) -> None:
    """EXPRESSION: the optional expression on the parcels that ``asked_parcels`` reads."""
    algorithm.addParameter(
        QgsProcessingParameterExpression(
            algorithm.EXPRESSION,
            algorithm.tr("Expression (on the parcels)"),
            parentLayerParameterName=algorithm.PARCELS,
            optional=True,
        )
    )


def asked_parcels(algorithm, parameters, context, selected: bool) -> set:
    """The ids of the parcels selected in the PARCELS layer (``selected``) or matching EXPRESSION (a field it names
    that the parcels lack is refused: the expression would match none)."""
    id_field = algorithm.parameterAsString(parameters, algorithm.PARCEL_ID, context)
    request = QgsFeatureRequest()
    if selected:
        layer = algorithm.parameterAsVectorLayer(parameters, algorithm.PARCELS, context)
        if layer is None:
            raise QgsProcessingException("Selected parcels need PARCELS to be a layer in the project.")
        request.setFilterFids(layer.selectedFeatureIds())
        features = layer.getFeatures(request) if layer.selectedFeatureCount() else []
    else:
        expression = QgsExpression(algorithm.parameterAsExpression(parameters, algorithm.EXPRESSION, context))
        if expression.hasParserError():
            raise QgsProcessingException(f"EXPRESSION: {expression.parserErrorString()}")
        parcels = algorithm.parameterAsSource(parameters, algorithm.PARCELS, context)
        for name in sorted(expression.referencedColumns() - {QgsFeatureRequest.ALL_ATTRIBUTES}):  # else: none match
            require_fields(parcels, {algorithm.EXPRESSION: name}, "parcels")
        features = parcels.getFeatures(request.setFilterExpression(expression.expression()))
    return {str(plain(f[id_field])) for f in features if plain(f[id_field]) is not None}


class ExhibitsAlgorithm(ShorelineAnalysisAlgorithm):
    """One exhibit page per chosen parcel: map, title block, allocation, findings with citations."""

    outputs = ()
    PRINT, EXPRESSION, ADDRESS_FIELD, PERMITS = "PRINT", "EXPRESSION", "ADDRESS_FIELD", "PERMITS"
    COMBINED, PAPER, FOLDER = "COMBINED", "PAPER", "FOLDER"
    algorithm_id, title = "exhibits", "Hearing exhibits (PDF)"
    folder_files = ("exhibit_*.pdf", "exhibits_*.pdf", "exhibits.gpkg", "exhibits.qgz")  # export_pdfs, saved_project
    group_id, group_title = "compliance", "Compliance"

    def flags(self):
        return super().flags() | QgsProcessingAlgorithm.Flag.FlagNoThreading  # layouts render on the main thread

    def shortHelpString(self):  # noqa: N802 (QGIS's name)
        return self.tr(
            "A print-ready exhibit per parcel for a Planning Board or ZBA hearing: a map of the parcel and its "
            "neighbours with the tie points and tie lines, facility area lines, facility area and its distance "
            "lines, setback envelopes, outlets, the proposals and the findings, labelled; a legend, a scale bar in "
            "feet and a north arrow; a title block; the allocation against what is proposed; the findings with "
            "their sections; and the note that the exhibit is an aid to the Enforcement Officer's determination, "
            "naming the unverified readings it relied on. For a parcel with a proposal, a last page checks the site "
            "plan's required contents (§ 73-17D): what the site plan must show, and whether this drawing shows it "
            "(the lake bottom only with bathymetry or soundings; seasonal or permanent from the facility layers' "
            "seasonal field).\n\n"
            "Given a permits table (the officer's calendar, as dockline:permitcalendar reads it), the title block "
            "carries the parcel's hearing date and its notices' dates with the days they were due by, and says "
            "'notice mailed late' where it was; a value of the table that cannot be read is reported, naming its "
            "row and column.\n\n"
            "Takes the same inputs as the shoreline analysis (give the proposed facilities to get findings). "
            "Prints the parcels with findings, every adjoining parcel, the parcels selected in the parcels layer, "
            "or those matching an expression; one combined PDF or one per parcel, on letter or tabloid paper. "
            "Files appear only when every page is done; a project exhibits.qgz with the layout is saved beside "
            "them, to open the layout in the designer for hand edits."
        )

    def initAlgorithm(self, config=None):  # noqa: N802 (QGIS's name)
        super().initAlgorithm(config)
        self.addParameter(
            QgsProcessingParameterEnum(
                self.PRINT, self.tr("Parcels to print"), options=CHOICES, defaultValue=WITH_FINDINGS
            )
        )
        add_parcel_expression(self)
        self.addParameter(
            QgsProcessingParameterField(
                self.ADDRESS_FIELD, self.tr("Address field"), "address", self.PARCELS, FIELD_ANY, optional=True
            )
        )
        self.addParameter(
            QgsProcessingParameterFeatureSource(
                self.PERMITS,
                self.tr("Permits table (hearing and notice dates)"),
                [SOURCE_VECTOR],
                optional=True,
            )
        )
        self.addParameter(QgsProcessingParameterBoolean(self.COMBINED, self.tr("One combined PDF"), True))
        from ..exhibit.layout import PAPERS

        self.addParameter(
            QgsProcessingParameterEnum(self.PAPER, self.tr("Paper (landscape)"), options=list(PAPERS), defaultValue=0)
        )
        self.addParameter(QgsProcessingParameterFolderDestination(self.FOLDER, self.tr("Output folder")))
        self.addOutput(QgsProcessingOutputString("PDFS", self.tr("PDF files (separated by ;)")))
        self.addOutput(QgsProcessingOutputNumber("EXHIBITS", self.tr("Exhibits")))
        self.addOutput(QgsProcessingOutputNumber("PAGES", self.tr("Pages (of every exhibit)")))

    def choice_problem(self, parameters, context) -> str | None:
        choice = parameters.get(self.PRINT, WITH_FINDINGS)
        if choice == MATCHING and not parameters.get(self.EXPRESSION):
            return self.tr("Give the EXPRESSION that chooses the parcels to print.")
        if choice == WITH_FINDINGS and not any(given(parameters, name) for name in PROPOSED):
            return self.tr(
                "Parcels with findings need proposed facilities: give DOCKS, MOORINGS or "
                "STRUCTURES, or choose other parcels to print."
            )
        return super().choice_problem(parameters, context)

    def processAlgorithm(self, parameters, context, feedback):  # noqa: N802 (QGIS's name)
        from .shoreline_analysis import analysed_layers

        outputs, prepared = analysed_layers(parameters, context, feedback)
        return self.print_exhibits(parameters, context, feedback, outputs, prepared)

    def print_exhibits(self, parameters, context, feedback, outputs: dict, prepared) -> dict:
        """The exhibits of an analysis made (its output layers and ``Prepared`` run): laid out and exported on
        this thread, as QGIS's layouts require. The panel calls it with the analysis it already holds."""
        from ..exhibit.layout import PAPERS, ExhibitBook, ExhibitError, export_pdfs
        from ..rules.tools.progress import Cancelled

        chosen = self._chosen(parameters, context, outputs, feedback)
        exhibits = counted(len(chosen), "exhibit")
        feedback.setProgressText(self.tr("Laying out {exhibits}").format(exhibits=exhibits))
        started = time.perf_counter()
        book = None
        try:
            book = ExhibitBook(
                outputs,
                self._shown_inputs(parameters, context, prepared, outputs.get("FINDINGS")),
                chosen,
                prepared.municipalities,
                list(PAPERS)[self.parameterAsEnum(parameters, self.PAPER, context)],
                prepared.frame,
                self._records(parameters, context, feedback, chosen, prepared),
                feedback,
            )
            feedback.setProgressText(self.tr("Printing {exhibits}").format(exhibits=exhibits))
            folder = self.parameterAsString(parameters, self.FOLDER, context)
            with book.saving(folder) as aside:  # its tables written while the pages are drawn
                files = export_pdfs(
                    book, aside, folder, self.parameterAsBool(parameters, self.COMBINED, context), feedback
                )
            pages = book.pages
        except ExhibitError as error:
            raise QgsProcessingException(str(error)) from error
        except Cancelled as error:
            raise QgsProcessingException(self.tr(CANCELLED)) from error
        finally:
            if book is not None:
                book.close()
        seconds = time.perf_counter() - started
        for path in files:
            feedback.pushInfo(self.tr("Written {path}").format(path=path))
        feedback.pushInfo(
            self.tr("{exhibits} laid out and exported in {seconds:.1f} s ({each:.2f} s each).").format(
                exhibits=counted(len(chosen), "exhibit"), seconds=seconds, each=seconds / len(chosen)
            )
        )
        return {self.FOLDER: folder, "PDFS": ";".join(files), "EXHIBITS": len(chosen), "PAGES": pages}

    def _chosen(self, parameters, context, outputs, feedback) -> dict:
        """parcel id → (geometry, address) of the parcels to print that the analysis gave a tie line, in id
        order; those asked for but not analysed are named in the log."""
        adjoining = {
            f["parcel_id"]: f.geometry()
            for f in outputs["ALLOCATION"].getFeatures()
            if f["status"] == Status.ADJOINING and plain(f["tier"]) is not None
        }
        choice = self.parameterAsEnum(parameters, self.PRINT, context)
        id_field = self.parameterAsString(parameters, self.PARCEL_ID, context)
        address_field = self.parameterAsString(parameters, self.ADDRESS_FIELD, context)
        parcels = self.parameterAsSource(parameters, self.PARCELS, context)
        if choice == WITH_FINDINGS:
            summary = outputs.get("PARCEL_SUMMARY")
            wanted = {f["parcel_id"] for f in summary.getFeatures() if sum(f[s] or 0 for s in SEVERITIES)}
        elif choice == ALL:
            wanted = set(adjoining)
        else:
            wanted = asked_parcels(self, parameters, context, selected=choice == SELECTED)
        if not wanted:
            raise QgsProcessingException(
                self.tr("No parcels to print: {choice} matched none.").format(choice=CHOICES[choice].lower())
            )
        skipped = sorted(wanted - set(adjoining))
        if skipped:
            feedback.pushWarning(
                self.tr(
                    "No exhibit for {parcels} without an analysis (not adjoining the MHW, or no allocation): {ids}"
                ).format(parcels=counted(len(skipped), "parcel"), ids=", ".join(skipped[:20]))
            )
        addresses = {}
        if address_field and address_field in parcels.fields().names():
            addresses = {str(plain(f[id_field])): plain(f[address_field]) for f in parcels.getFeatures()}
        chosen = {pid: (adjoining[pid], addresses.get(pid)) for pid in sorted(wanted & set(adjoining))}
        if not chosen:
            raise QgsProcessingException(
                self.tr("No parcels to print: none of the chosen parcels has an analysis (see the warning above).")
            )
        return chosen

    def _records(self, parameters, context, feedback, chosen: dict, prepared):
        """The hearing notices of the chosen parcels from PERMITS (a table that cannot be read refused, naming
        what is wrong; a row that cannot be read named in the log) and the site plans of those with a proposal."""
        from ..exhibit.layers import ParcelRecords

        notices = {}
        if given(parameters, self.PERMITS):
            source = self.parameterAsSource(parameters, self.PERMITS, context)
            if source is None:
                raise QgsProcessingException(self.invalidSourceError(parameters, self.PERMITS))
            rows, municipalities = permit_rows(source), prepared.municipalities
            try:
                applications, problems = read_permits(rows)
                notices = {pid: hearing_notice(applications, pid, municipalities.of(pid)) for pid in chosen}
            except DocklineInputError as error:
                raise QgsProcessingException(str(error)) from None
            for problem in problems:
                if problem.parcel_id is None or problem.parcel_id in chosen:
                    feedback.reportError(problem.message, False)
        plans = {}
        if prepared.proposal is not None:
            bathymetry = any(given(parameters, name) for name in ("BATHYMETRY", "SOUNDINGS"))
            plans = site_plans(prepared.proposal, placed_parcels(prepared, None), chosen, bathymetry)
        return ParcelRecords({pid: notice.lines() for pid, notice in notices.items() if notice is not None}, plans)

    def _shown_inputs(self, parameters, context, prepared, findings) -> dict:
        """The input layers the map shows as they are (copied: the project of the exhibits owns its layers): the
        water, the facilities with their ids and parcels (``facility_layer``), the outlets gathered by geometry
        type."""
        water = self.WATER if given(parameters, self.WATER) else self.SHORELINE
        shown = {"Water": self.parameterAsSource(parameters, water, context).materialize(QgsFeatureRequest())}
        proposal = prepared.proposal
        parcels = placed_parcels(prepared, findings) if proposal is not None else {}
        for name, label in SHOWN_FACILITIES:
            if given(parameters, name):
                ids = facility_ids(proposal, name) if proposal is not None else {}
                shown[label] = facility_layer(self.parameterAsSource(parameters, name, context), label, ids, parcels)
        for layer in outlet_layers(self, parameters, context):  # one map layer per geometry type
            label = GEOMETRY_LABELS[layer.geometryType()]
            if label not in shown:
                shown[label] = layer.materialize(QgsFeatureRequest().setNoAttributes())
                continue
            request = QgsFeatureRequest().setNoAttributes()
            request.setDestinationCrs(shown[label].crs(), context.transformContext())
            shown[label].dataProvider().addFeatures(list(layer.getFeatures(request)))
        return shown
