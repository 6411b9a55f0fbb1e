"""What every Dockline algorithm shares: requirement check, icon, the municipality profile parameters."""

from __future__ import annotations

from qgis.core import (
    QgsDataSourceUri,
    QgsFeatureRequest,
    QgsField,
    QgsFields,
    QgsProcessingAlgorithm,
    QgsProcessingException,
    QgsProcessingFeatureSource,
    QgsProcessingOutputLayerDefinition,
    QgsProcessingParameterEnum,
    QgsProcessingParameterFeatureSink,
    QgsProcessingParameterFeatureSource,
    QgsProcessingParameterField,
    QgsProcessingParameterFile,
    QgsProcessingParameterFileDestination,
    QgsProcessingParameterFolderDestination,
    QgsProcessingParameterMultipleLayers,
    QgsProcessingParameterRasterLayer,
    QgsProcessingParameters,
    QgsProviderRegistry,
)
from qgis.PyQt.QtCore import QCoreApplication, QUrl
from qgis.PyQt.QtGui import QIcon

from ..about import GUIDE_PATH, ICON_PATH
from ..compat import FIELD_ANY, SKIP_GEOMETRY_CHECKS, TYPE_BOOL, TYPE_DOUBLE, TYPE_INT, TYPE_STRING, plain
from ..dependencies import install_advice, missing_requirements
from ..rules import PROFILES, DocklineInputError, Profile
from ..rules.law.profiles import read_tier_maps
from ..rules.outputs.schema import EVERY_OUTPUT
from ..rules.outputs.targets import Target, check_plan, database_target, file_target, folder_targets, parse_ogr_table
from ..rules.tools.values import identifier as read_identifier
from ..rules.tools.values import require_fields as check_fields
from ..rules.tools.values import require_known

PROFILE_KEYS = tuple(PROFILES)
CANCELLED = "Cancelled: nothing was written; the outputs of an earlier run are left as they were."
FIELD_TYPES = {str: TYPE_STRING, int: TYPE_INT, float: TYPE_DOUBLE, bool: TYPE_BOOL}


def every_feature(source, request: QgsFeatureRequest | None = None):
    """The features of a Processing source (or a layer), those with invalid geometries too, whatever the Processing
    setting for them: Dockline repairs and flags such a geometry itself, the same on every front end, and QGIS's
    "stop at invalid geometry" would throw a C++ exception through Python's frames, skipping their clean-up (a
    ``finally`` never run, an interpreter left unsafe)."""
    request = request or QgsFeatureRequest()
    if isinstance(source, QgsProcessingFeatureSource):
        return source.getFeatures(request, SKIP_GEOMETRY_CHECKS)
    return source.getFeatures(request)


def make_fields(specification) -> QgsFields:
    """QgsFields from (name, Python type) pairs."""
    fields = QgsFields()
    for name, kind in specification:
        fields.append(QgsField(name, FIELD_TYPES[kind]))
    return fields


def tr(text: str) -> str:
    """Dockline's text in the user's language."""
    return QCoreApplication.translate("Dockline", text)


def load_profile(index: int, tier_map: str | None) -> Profile:
    """The profile at ``index`` (the PROFILE choice), with the tier map CSV applied if one is given (its rows for
    every municipality and for this one); a bad CSV stops the run with its line named."""
    return PROFILES[PROFILE_KEYS[index]].with_tier_maps(load_tier_maps(tier_map))


def load_tier_maps(tier_map: str | None) -> dict:
    """The tier map CSV's district → tier maps by municipality (``read_tier_maps``); none without a file."""
    try:
        return read_tier_maps(tier_map) if tier_map else {}
    except DocklineInputError as error:
        raise QgsProcessingException(str(error)) from error


def identifier(value) -> str | None:
    """An id or a district name read once, the same way everywhere (``rules.tools.values.identifier``), NULL as None."""
    return read_identifier(plain(value))


def output_target(name: str, value, context) -> Target | None:
    """What an output parameter's value writes to (``rules.outputs.targets``): a file, a table in one, a PostGIS table;
    None for a temporary or memory layer."""
    if isinstance(value, QgsProcessingOutputLayerDefinition):
        value = value.sink.valueAsString(context.expressionContext())[0]
    text = str(value or "")
    if not text or text.startswith("memory:") or text == "TEMPORARY_OUTPUT":
        return None
    for prefix in ("postgres://", "postgis:"):
        if text.startswith(prefix):
            uri = QgsDataSourceUri(text[len(prefix) :])
            return database_target(name, _connection(uri), f"{uri.schema()}.{uri.table()}")
    return file_target(name, *parse_ogr_table(text))


def layer_target(name: str, layer) -> Target | None:
    """What an input layer reads: its file (and table), or its PostGIS table; None for a memory layer."""
    if layer.providerType() == "postgres":
        uri = QgsDataSourceUri(layer.source())
        return database_target(name, _connection(uri), f"{uri.schema()}.{uri.table()}")
    parts = QgsProviderRegistry.instance().decodeUri(layer.providerType(), layer.source())
    return file_target(name, parts["path"], parts.get("layerName")) if parts.get("path") else None


def _connection(uri) -> dict:
    return {"host": uri.host(), "port": uri.port(), "dbname": uri.database()}


def require_fields(source, fields: dict, layer: str) -> None:
    """Each named field of the source (``rules.tools.values.require_fields``), or the run stops with its message."""
    try:
        check_fields(layer, source.fields().names(), fields)
    except DocklineInputError as error:
        raise QgsProcessingException(str(error)) from None


class DocklineAlgorithm(QgsProcessingAlgorithm):
    """Base class; ``needs_shapely`` algorithms refuse to run, with the reason, where shapely ≥ 2 is missing."""

    PROFILE = "PROFILE"
    TIER_MAP = "TIER_MAP"
    DISTRICT_FIELD = "DISTRICT_FIELD"
    LAND_USE_FIELD = "LAND_USE_FIELD"
    STEEP_SLOPE_FIELD = "STEEP_SLOPE_FIELD"
    TIER_ELECTION_FIELD = "TIER_ELECTION_FIELD"
    needs_shapely = True
    # each output parameter's (name, type) fields, as its sink is made with them: rules.outputs.schema's by default
    SINK_FIELDS: dict[str, list] = {name: output.fields for name, output in EVERY_OUTPUT.items()}
    folder_files: tuple = ()  # what the algorithm writes into a folder output (patterns)
    STYLES: dict[str, str] = {}  # output name → the style it loads with (resources/styles), where not its own
    algorithm_id = title = group_id = group_title = ""  # each algorithm sets these

    def tr(self, text):
        return tr(text)

    def name(self):
        return self.algorithm_id

    def displayName(self):  # noqa: N802 (QGIS's name)
        return self.tr(self.title)

    def group(self):
        return self.tr(self.group_title)

    def groupId(self):  # noqa: N802 (QGIS's name)
        return self.group_id

    def add_parcel_fields(self, parcels: str, district_label: str):
        """The optional parcel fields both kinds of algorithm read: district(s), land use, steep slope, and the tier
        a parcel elects where a district gives it Tier 2 or Tier 3 (§ 73-15D)."""
        for name, label in (
            (self.DISTRICT_FIELD, district_label),
            (self.LAND_USE_FIELD, "Land use field (restaurant, hotel, motel)"),
            (self.STEEP_SLOPE_FIELD, "Steep-slope parcel field (yes/no)"),
            (self.TIER_ELECTION_FIELD, "Tier election field (2 or 3)"),
        ):
            self.addParameter(
                QgsProcessingParameterField(name, self.tr(label), None, parcels, FIELD_ANY, optional=True)
            )

    def createInstance(self):  # noqa: N802 (QGIS's name)
        return type(self)()

    def icon(self):
        return QIcon(ICON_PATH)

    def helpUrl(self):  # noqa: N802 (QGIS's name)
        """The user guide shipped in the plugin folder (the dialog's Help button opens it)."""
        return QUrl.fromLocalFile(GUIDE_PATH).toString()

    def canExecute(self):  # noqa: N802 (QGIS's name)
        missing = missing_requirements() if self.needs_shapely else []
        return (False, install_advice(missing)) if missing else (True, "")

    def checkParameterValues(self, parameters, context):  # noqa: N802 (QGIS's name)
        """Before any work, in this order: what the algorithm needs is installed (``canExecute``: QGIS 3.22's
        ``qgis_process`` does not ask); no parameter the algorithm does not have
        (``rules.tools.values.require_known``: a misspelt one would be ignored); the algorithm's own choices
        (``choice_problem``). Nothing is lost (``rules.outputs.targets``): no output may be written over an input,
        another output or a file the run makes, whatever the case of its path, a link to it, a shapefile's part or a
        PostGIS table; no output to a format that would cut it, no input whose text encoding readers disagree on."""
        able, advice = self.canExecute()
        if not able:
            return False, advice
        try:
            require_known(parameters, [d.name() for d in self.parameterDefinitions()], self.id())
            problem = self.choice_problem(parameters, context)
            if problem:
                return False, problem
            inputs, outputs = self.targets(parameters, context)
            check_plan(inputs, outputs, self.SINK_FIELDS)
        except DocklineInputError as error:
            return False, str(error)
        return super().checkParameterValues(parameters, context)

    def choice_problem(self, parameters, context) -> str | None:
        """What is wrong with the parameters given together (one left out that another needs, two that exclude
        each other), for ``checkParameterValues``; None where nothing is."""
        return None

    def targets(self, parameters, context) -> tuple[list[Target], list[Target]]:
        """(what the run reads, what it writes), from every input and output parameter given."""
        inputs, outputs = [], []
        for definition in self.parameterDefinitions():
            name = definition.name()
            if parameters.get(name) in (None, "", []):
                continue
            if isinstance(definition, QgsProcessingParameterMultipleLayers):
                layers = QgsProcessingParameters.parameterAsLayerList(definition, parameters, context)
            elif isinstance(definition, (QgsProcessingParameterFeatureSource, QgsProcessingParameterRasterLayer)):
                layers = [QgsProcessingParameters.parameterAsLayer(definition, parameters, context)]
            elif isinstance(definition, QgsProcessingParameterFile):
                inputs.append(
                    file_target(name, QgsProcessingParameters.parameterAsFile(definition, parameters, context))
                )
                continue
            elif isinstance(definition, QgsProcessingParameterFeatureSink):
                outputs += [t for t in [output_target(name, parameters[name], context)] if t is not None]
                continue
            elif isinstance(definition, QgsProcessingParameterFileDestination):
                path = QgsProcessingParameters.parameterAsFileOutput(definition, parameters, context)
                outputs += [file_target(name, path)] if path and path != "TEMPORARY_OUTPUT" else []
                continue
            elif isinstance(definition, QgsProcessingParameterFolderDestination):
                folder = QgsProcessingParameters.parameterAsString(definition, parameters, context)
                outputs += folder_targets(name, folder, self.folder_files) if folder != "TEMPORARY_OUTPUT" else []
                continue
            else:
                continue
            inputs += [t for t in (layer_target(name, layer) for layer in layers if layer is not None) if t]
        return inputs, outputs

    def add_profile_parameters(self, tier_map: bool = True):
        """PROFILE (municipality) and, unless not ``tier_map``, TIER_MAP (optional ``district,tier`` CSV overriding
        the profile's map)."""
        self.addParameter(
            QgsProcessingParameterEnum(
                self.PROFILE,
                self.tr("Municipality (citation numbering and tier map)"),
                options=[PROFILES[key].name for key in PROFILE_KEYS],
                defaultValue=0,
            )
        )
        if not tier_map:
            return
        self.addParameter(
            QgsProcessingParameterFile(
                self.TIER_MAP,
                self.tr("Tier map (district,tier CSV)"),
                extension="csv",
                optional=True,
            )
        )

    def profile(self, parameters, context) -> Profile:
        """The chosen profile with the tier map applied."""
        tier_map = self.parameterAsFile(parameters, self.TIER_MAP, context)
        return load_profile(self.parameterAsEnum(parameters, self.PROFILE, context), tier_map)
