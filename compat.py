"""Enum spellings that differ between QGIS 3.22 (Qt 5) and QGIS 3.36+ / QGIS 4 (Qt 6).

Everything else Dockline needs is spelled the same in both; import Qt only through ``qgis.PyQt``.
"""

from qgis.core import (
    Qgis,
    QgsProcessing,
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

if hasattr(Qgis, "ScaleBarSegmentSizeMode"):  # QGIS ≥ 3.36
    SCALEBAR_FIT_WIDTH = Qgis.ScaleBarSegmentSizeMode.FitWidth
else:
    from qgis.core import QgsScaleBarSettings

    SCALEBAR_FIT_WIDTH = QgsScaleBarSettings.SegmentSizeMode.SegmentSizeFitWidth

if hasattr(Qgis, "TextRenderFormat"):  # QGIS ≥ 3.22.? / 4: the scoped enum
    TEXT_AS_TEXT = Qgis.TextRenderFormat.AlwaysText
else:
    from qgis.core import QgsRenderContext

    TEXT_AS_TEXT = QgsRenderContext.TextFormatAlwaysText

MESSAGE_INFO = Qgis.MessageLevel.Info
MESSAGE_WARNING = Qgis.MessageLevel.Warning
