"""Enum spellings that differ between QGIS 3.22 (Qt 5) and QGIS 3.36+ / QGIS 4 (Qt 6), and ``plain``, an attribute
as plain Python in both.

Everything else Dockline needs is spelled the same in both; import Qt only through ``qgis.PyQt``.
"""

from qgis.core import (
    Qgis,
    QgsProcessing,
    QgsProcessingFeatureSource,
    QgsProcessingParameterDateTime,
    QgsProcessingParameterDefinition,
    QgsProcessingParameterField,
    QgsProcessingParameterNumber,
)
from qgis.PyQt.QtCore import QMetaType, QVariant

if hasattr(Qgis, "ProcessingSourceType"):  # QGIS ≥ 3.36
    SOURCE_VECTOR = Qgis.ProcessingSourceType.Vector
    SOURCE_POLYGON = Qgis.ProcessingSourceType.VectorPolygon
    SOURCE_LINE = Qgis.ProcessingSourceType.VectorLine
    SOURCE_POINT = Qgis.ProcessingSourceType.VectorPoint
    SOURCE_ANY_GEOMETRY = Qgis.ProcessingSourceType.VectorAnyGeometry
    NUMBER_DOUBLE = Qgis.ProcessingNumberParameterType.Double
    FIELD_ANY = Qgis.ProcessingFieldParameterDataType.Any
    FIELD_NUMERIC = Qgis.ProcessingFieldParameterDataType.Numeric
    FLAG_ADVANCED = Qgis.ProcessingParameterFlag.Advanced
    SKIP_GEOMETRY_CHECKS = Qgis.ProcessingFeatureSourceFlag.SkipGeometryValidityChecks
else:
    SOURCE_VECTOR = QgsProcessing.SourceType.TypeVector
    SOURCE_POLYGON = QgsProcessing.SourceType.TypeVectorPolygon
    SOURCE_LINE = QgsProcessing.SourceType.TypeVectorLine
    SOURCE_POINT = QgsProcessing.SourceType.TypeVectorPoint
    SOURCE_ANY_GEOMETRY = QgsProcessing.SourceType.TypeVectorAnyGeometry
    NUMBER_DOUBLE = QgsProcessingParameterNumber.Type.Double
    FIELD_ANY = QgsProcessingParameterField.DataType.Any
    FIELD_NUMERIC = QgsProcessingParameterField.DataType.Numeric
    FLAG_ADVANCED = QgsProcessingParameterDefinition.Flag.FlagAdvanced
    SKIP_GEOMETRY_CHECKS = QgsProcessingFeatureSource.Flag.FlagSkipGeometryValidityChecks

if hasattr(Qgis, "ProcessingDateTimeParameterDataType"):  # QGIS ≥ 3.36
    DATE_ONLY = Qgis.ProcessingDateTimeParameterDataType.Date
else:
    DATE_ONLY = QgsProcessingParameterDateTime.Type.Date

if Qgis.QGIS_VERSION_INT >= 33800:  # QgsField takes QMetaType.Type from 3.38; QVariant.Type is gone in Qt 6
    TYPE_STRING, TYPE_INT, TYPE_DOUBLE, TYPE_BOOL = (
        QMetaType.Type.QString,
        QMetaType.Type.Int,
        QMetaType.Type.Double,
        QMetaType.Type.Bool,
    )
else:
    TYPE_STRING, TYPE_INT, TYPE_DOUBLE, TYPE_BOOL = (
        QVariant.Type.String,
        QVariant.Type.Int,
        QVariant.Type.Double,
        QVariant.Type.Bool,
    )

if hasattr(Qgis, "LayerFilter"):  # QGIS ≥ 3.34; a combination passed as the flags, not an int (a deprecated overload)
    LAYER_FILTER, LAYER_FILTERS = Qgis.LayerFilter, Qgis.LayerFilters
else:
    from qgis.core import QgsMapLayerProxyModel

    LAYER_FILTER, LAYER_FILTERS = QgsMapLayerProxyModel.Filter, QgsMapLayerProxyModel.Filters

TEXT_AS_TEXT = Qgis.TextRenderFormat.AlwaysText  # Qgis.TextRenderFormat exists from 3.22, the oldest QGIS we run on

MESSAGE_INFO = Qgis.MessageLevel.Info
MESSAGE_WARNING = Qgis.MessageLevel.Warning

if hasattr(Qgis, "FeatureSymbologyExport"):  # QGIS ≥ 3.32
    DXF_SYMBOL_LAYERS = Qgis.FeatureSymbologyExport.PerSymbolLayer
else:
    from qgis.core import QgsDxfExport

    DXF_SYMBOL_LAYERS = QgsDxfExport.SymbologyExport.SymbolLayerSymbology

if hasattr(Qgis, "LabelPlacement"):  # QGIS ≥ 3.26
    LABEL_ALONG_LINE, LABEL_HORIZONTAL, LABEL_OVER_POINT, LABEL_AROUND_POINT, LABEL_OUTSIDE_POLYGONS = (
        Qgis.LabelPlacement.Line,
        Qgis.LabelPlacement.Horizontal,
        Qgis.LabelPlacement.OverPoint,
        Qgis.LabelPlacement.AroundPoint,
        Qgis.LabelPlacement.OutsidePolygons,
    )
else:
    from qgis.core import QgsPalLayerSettings

    LABEL_ALONG_LINE, LABEL_HORIZONTAL, LABEL_OVER_POINT, LABEL_AROUND_POINT, LABEL_OUTSIDE_POLYGONS = (
        QgsPalLayerSettings.Placement.Line,
        QgsPalLayerSettings.Placement.Horizontal,
        QgsPalLayerSettings.Placement.OverPoint,
        QgsPalLayerSettings.Placement.AroundPoint,
        QgsPalLayerSettings.Placement.OutsidePolygons,
    )

if hasattr(Qgis, "LabelQuadrantPosition"):  # QGIS ≥ 3.26
    LABEL_QUADRANT_RIGHT = Qgis.LabelQuadrantPosition.Right
else:
    from qgis.core import QgsPalLayerSettings

    LABEL_QUADRANT_RIGHT = QgsPalLayerSettings.QuadrantPosition.QuadrantRight

if hasattr(Qgis, "RenderUnit"):  # QGIS ≥ 3.30
    RENDER_MAP_UNITS = Qgis.RenderUnit.MapUnits
else:
    from qgis.core import QgsUnitTypes

    RENDER_MAP_UNITS = QgsUnitTypes.RenderUnit.RenderMapUnits


def show_every_label(settings) -> None:
    """Labels placed even where they collide (a CAD drawing keeps every dimension text)."""
    if hasattr(Qgis, "LabelOverlapHandling"):  # QGIS ≥ 3.26
        settings.placementSettings().setOverlapHandling(Qgis.LabelOverlapHandling.AllowOverlapIfRequired)
    else:
        settings.displayAll = True


def plain(value):
    """A feature attribute as plain Python: None for NULL (QGIS 3 returns a null QVariant)."""
    if value is None or (isinstance(value, QVariant) and value.isNull()):
        return None
    return value
