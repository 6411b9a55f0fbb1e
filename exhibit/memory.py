"""What every part of the exhibit uses: its error, its text, and the memory layers it keeps its rows in."""

from qgis.core import QgsTextFormat, QgsVectorLayer
from qgis.PyQt.QtGui import QFont

from ..compat import plain


class ExhibitError(Exception):
    """An exhibit cannot be made; the message says why."""


def text_format(size: float, bold: bool = False) -> QgsTextFormat:
    text = QgsTextFormat()
    font = QFont("DejaVu Sans")
    font.setBold(bold)
    text.setFont(font)
    text.setSize(size)
    return text


def memory_layer(kind: str, crs, fields: str, name: str) -> QgsVectorLayer:
    """A memory layer, in ``crs`` for a spatial one (set after: a local CRS has no authority id for the URI)."""
    layer = QgsVectorLayer(f"{kind}?{fields.lstrip('&')}", name, "memory")
    if not layer.isValid():
        raise ExhibitError(f"cannot make the temporary layer {name}")
    if crs is not None:
        layer.setCrs(crs)
    return layer


def records(layer, expression: str = "TRUE") -> dict:
    """A layer's features (those matching the expression) by parcel id, each as (its geometry, its attributes by
    name); empty for a layer not made."""
    grouped, names = {}, layer.fields().names() if layer is not None else []
    for feature in layer.getFeatures(expression) if layer is not None else []:
        values = dict(zip(names, map(plain, feature.attributes())))
        grouped.setdefault(values["parcel_id"], []).append((feature.geometry(), values))
    return grouped
