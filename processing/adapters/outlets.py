"""OUTLETS (streams, culverts: the setback of § 73-9A): any number of layers of points, lines or polygons.

A GeoPackage table declared with a generic geometry holds several geometry types, and QGIS opens it one type at a
time (the layer shows one, a reprojection of it fails on the others): such a table is read one type after another.
"""

from qgis.core import Qgis, QgsProcessingException, QgsProviderRegistry, QgsVectorLayer, QgsWkbTypes

GEOMETRY_LABELS = {  # geometry type → how the exhibits name the outlets of that type
    QgsWkbTypes.GeometryType.PointGeometry: "Outlet points",
    QgsWkbTypes.GeometryType.LineGeometry: "Outlets",
    QgsWkbTypes.GeometryType.PolygonGeometry: "Outlet areas",
}


def by_geometry_type(layer: QgsVectorLayer) -> list:
    """The layer, or, where its table mixes geometry types, one layer per type."""
    if layer.providerType() != "ogr" or "geometrytype=" in layer.source():
        return [layer]
    ogr = QgsProviderRegistry.instance().providerMetadata("ogr")  # only: GDAL's raster provider, asked too, takes
    details = ogr.querySublayers(layer.source(), Qgis.SublayerQueryFlag.ResolveGeometryType)  # the URI for a file
    typed = [detail.uri() for detail in details if "geometrytype=" in detail.uri()]
    if len(typed) < 2:
        return [layer]
    return [QgsVectorLayer(uri, f"{layer.name()} ({uri.rsplit('=', 1)[-1]})", "ogr") for uri in typed]


def outlet_layers(algorithm, parameters, context) -> list:
    """Every outlet layer given, each mixed table split by geometry type; a layer that is not of points, lines or
    polygons stops the run, naming it."""
    if parameters.get(algorithm.OUTLETS) in (None, "", []):
        return []
    layers = []
    for layer in algorithm.parameterAsLayerList(parameters, algorithm.OUTLETS, context):
        if not isinstance(layer, QgsVectorLayer) or layer.geometryType() not in GEOMETRY_LABELS:
            raise QgsProcessingException(
                algorithm.tr(f"OUTLETS: {layer.name()} is not a layer of points, lines or polygons.")
            )
        layers += by_geometry_type(layer)
    return layers
