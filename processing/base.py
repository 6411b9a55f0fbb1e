"""What every Dockline algorithm shares: requirement check, icon, the municipality profile parameters."""

from __future__ import annotations

import os
import re

from qgis.core import (
    QgsField,
    QgsFields,
    QgsProcessingAlgorithm,
    QgsProcessingException,
    QgsProcessingOutputLayerDefinition,
    QgsProcessingParameterEnum,
    QgsProcessingParameterFeatureSink,
    QgsProcessingParameterFeatureSource,
    QgsProcessingParameterField,
    QgsProcessingParameterFile,
    QgsProcessingParameters,
    QgsProviderRegistry,
)
from qgis.PyQt.QtCore import QCoreApplication, QUrl, QVariant
from qgis.PyQt.QtGui import QIcon

from ..about import GUIDE_PATH, ICON_PATH
from ..compat import FIELD_ANY, TYPE_BOOL, TYPE_DOUBLE, TYPE_INT, TYPE_STRING
from ..dependencies import install_advice, missing_requirements
from ..rules import PROFILES, DocklineInputError, Profile
from ..rules.inputs import is_yes
from ..rules.profiles import parse_tier_maps_csv

PROFILE_KEYS = tuple(PROFILES)
CANCELLED = "Cancelled: nothing was written; the outputs of an earlier run are left as they were."
FIELD_TYPES = {str: TYPE_STRING, int: TYPE_INT, float: TYPE_DOUBLE, bool: TYPE_BOOL}


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
    profile = PROFILES[PROFILE_KEYS[index]]
    maps = load_tier_maps(tier_map)
    return profile.with_tier_map({**maps.get(None, {}), **maps.get(profile.key, {})}) if maps else profile


def load_tier_maps(tier_map: str | None) -> dict:
    """The tier map CSV's district → tier maps by municipality (``parse_tier_maps_csv``); none without a file."""
    if not tier_map:
        return {}
    try:
        with open(tier_map, "rb") as handle:
            data = handle.read()
        try:
            text = data.decode("utf-8-sig")
        except UnicodeDecodeError:  # a CSV saved by Excel on Windows
            text = data.decode("cp1252", errors="replace")
        return parse_tier_maps_csv(text, source=tier_map)
    except OSError as error:
        raise QgsProcessingException(
            tr("Cannot read the tier map {tier_map}: {strerror}").format(tier_map=tier_map, strerror=error.strerror)
        ) from error
    except DocklineInputError as error:
        raise QgsProcessingException(str(error)) from error


def plain(value):
    """A feature attribute as plain Python: None for NULL (QGIS 3 returns a null QVariant)."""
    if value is None or (isinstance(value, QVariant) and value.isNull()):
        return None
    return value


def identifier(value) -> str | None:
    """An id or a district name read once, the same way everywhere (``rules.inputs.identifier``), NULL as None."""
    from ..rules.inputs import identifier as read

    return read(plain(value))


def written_file(value, context) -> tuple[str, str | None] | None:
    """(file, table) an output value writes to, table None where the whole file is written; None for a
    temporary or memory layer."""
    if isinstance(value, QgsProcessingOutputLayerDefinition):
        value = value.sink.valueAsString(context.expressionContext())[0]
    text = str(value or "")
    if not text or text.startswith("memory:") or text == "TEMPORARY_OUTPUT":
        return None
    match = re.match(r"""ogr:dbname=['"]?(.*?)['"]? table=['"]?([^'" ]+)""", text)
    if match:
        return os.path.realpath(match[1]), match[2]
    return os.path.realpath(text.split("|")[0]), None


def require_fields(source, fields: dict, layer: str) -> None:
    """Each named field (parameter → field name; empty names are optional fields left out) exists in the
    source, or the run stops naming the parameter, the field and the layer."""
    present = set(source.fields().names())
    for parameter, name in fields.items():
        if name and name not in present:
            raise QgsProcessingException(
                f"{parameter}: the {layer} layer has no field {name!r} (its fields: {', '.join(sorted(present))})"
            )


def as_bool(value) -> bool:
    """A yes/no attribute (``rules.inputs.is_yes``), NULL read as no."""
    return is_yes(plain(value))


class DocklineAlgorithm(QgsProcessingAlgorithm):
    """Base class; ``needs_shapely`` algorithms refuse to run, with the reason, where shapely ≥ 2 is missing."""

    PROFILE = "PROFILE"
    TIER_MAP = "TIER_MAP"
    DISTRICT_FIELD = "DISTRICT_FIELD"
    LAND_USE_FIELD = "LAND_USE_FIELD"
    STEEP_SLOPE_FIELD = "STEEP_SLOPE_FIELD"
    needs_shapely = True
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
        """The optional parcel fields both kinds of algorithm read: district(s), land use, steep slope."""
        for name, label in (
            (self.DISTRICT_FIELD, district_label),
            (self.LAND_USE_FIELD, "Land use field (restaurant / hotel / motel for Tier 3)"),
            (self.STEEP_SLOPE_FIELD, "Steep-slope parcel field (yes/no)"),
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
        """No output may be written over an input: a sink naming an input's table would replace it, and one
        naming its GeoPackage would replace the whole file, every layer in it."""
        inputs = {}
        for definition in self.parameterDefinitions():
            if isinstance(definition, QgsProcessingParameterFeatureSource):
                layer = QgsProcessingParameters.parameterAsVectorLayer(definition, parameters, context)
                if layer is not None:
                    parts = QgsProviderRegistry.instance().decodeUri(layer.providerType(), layer.source())
                    if parts.get("path"):
                        inputs[definition.name()] = (os.path.realpath(parts["path"]), parts.get("layerName"))
        for definition in self.parameterDefinitions():
            if not isinstance(definition, QgsProcessingParameterFeatureSink):
                continue
            written = written_file(parameters.get(definition.name()), context)
            for name, (path, table) in inputs.items():
                if written and written[0] == path and written[1] in (None, table):
                    what = "the whole file" if written[1] is None else f"its table {table!r}"
                    return False, self.tr(
                        f"{definition.name()} would be written over the input {name} ({path}) and replace "
                        f"{what}: choose another file or table for {definition.name()}."
                    )
        return super().checkParameterValues(parameters, context)

    def add_profile_parameters(self):
        """PROFILE (municipality) and TIER_MAP (optional ``district,tier`` CSV overriding the profile's map)."""
        self.addParameter(
            QgsProcessingParameterEnum(
                self.PROFILE,
                self.tr("Municipality (citation numbering and tier map)"),
                options=[PROFILES[key].name for key in PROFILE_KEYS],
                defaultValue=0,
            )
        )
        self.addParameter(
            QgsProcessingParameterFile(
                self.TIER_MAP,
                self.tr("Tier map (CSV with columns district,tier; optionally municipality)"),
                extension="csv",
                optional=True,
            )
        )

    def profile(self, parameters, context) -> Profile:
        """The chosen profile with the tier map applied."""
        tier_map = self.parameterAsFile(parameters, self.TIER_MAP, context)
        return load_profile(self.parameterAsEnum(parameters, self.PROFILE, context), tier_map)
