"""The exhibit's layout and map hold their expression contexts while the exhibits export (``exhibit.contexts``):
each holds, for every exhibit, the variables QGIS makes for it."""

import math
from collections import Counter

import pytest
from dockline.exhibit.contexts import ExhibitLayout, ExhibitMap
from dockline.exhibit.page import PDF_DPI
from qgis.core import (
    QgsFeature,
    QgsGeometry,
    QgsLayoutExporter,
    QgsLayoutSize,
    QgsProject,
    QgsRectangle,
    QgsVectorLayer,
)
from qgis.PyQt.QtCore import QVariant

PARCELS = {"P-1": (0, 0, 50, 40), "P-2": (400, 100, 480, 130), "P-3": (1000, -300, 1010, -200)}


@pytest.fixture
def layout(qgis_app):
    """An exhibit layout whose atlas runs over three parcels of different shapes, its map following them."""
    project = QgsProject()
    coverage = QgsVectorLayer("Polygon?crs=EPSG:2261&field=parcel_id:string", "Exhibit pages", "memory")
    features = []
    for pid, corners in PARCELS.items():
        feature = QgsFeature(coverage.fields())
        feature.setAttributes([pid])
        feature.setGeometry(QgsGeometry.fromRect(QgsRectangle(*corners)))
        features.append(feature)
    coverage.dataProvider().addFeatures(features)
    project.addMapLayer(coverage)
    layout = ExhibitLayout(project)
    layout.initializeDefaults()
    atlas = layout.atlas()
    atlas.setCoverageLayer(coverage)
    atlas.setPageNameExpression('"parcel_id"')
    atlas.setEnabled(True)
    map_item = ExhibitMap(layout)
    map_item.setCrs(coverage.crs())
    map_item.setLayers([coverage])
    layout.addLayoutItem(map_item)
    map_item.attemptResize(QgsLayoutSize(120, 80))
    map_item.setAtlasDriven(True)
    project.layoutManager().addLayout(layout)  # the project's to free, before the project
    yield layout
    project.layoutManager().clear()


def variables(context) -> dict:
    """A context's variables as comparable values: geometries as WKT, features as their id, values and WKT, NaN as
    itself; the lists of layers, which PyQGIS cannot convert, are left to the lists of their ids beside them."""
    values = {}
    for name in context.variableNames():
        if name.startswith("_"):  # QGIS's own objects (the fields, the transform context): no value to compare
            continue
        try:
            value = context.variable(name)
        except TypeError:
            continue
        if isinstance(value, QgsGeometry):
            value = value.asWkt(3)
        elif isinstance(value, QgsFeature):
            value = (value.id(), value.attributes(), value.geometry().asWkt(3))
        elif isinstance(value, QVariant):
            value = None if value.isNull() else value.value()
        elif isinstance(value, float) and math.isnan(value):  # a map not yet sized (QGIS ≥ 3.40): equal as NaN
            value = "NaN"
        values[name] = value
    return values


def each_exhibit(layout):
    """Seek the atlas to each exhibit in turn, as an export does."""
    atlas = layout.atlas()
    atlas.beginRender()
    try:
        for number in range(atlas.count()):
            atlas.seekTo(number)
            yield number
    finally:
        atlas.endRender()


def asked(layout) -> dict:
    """What QGIS asks the layout and its map for, as it asks (through their overrides)."""
    map_item = next(item for item in layout.items() if isinstance(item, ExhibitMap))
    return {"layout": layout.createExpressionContext, "map": map_item.createExpressionContext}


def test_while_exporting_each_exhibits_contexts_are_made_once_with_the_variables_qgis_makes(layout):
    made = asked(layout)
    qgis_made = {number: {name: variables(make()) for name, make in made.items()} for number in each_exhibit(layout)}
    assert len({exhibit["map"]["map_extent"] for exhibit in qgis_made.values()}) == len(PARCELS)
    with layout.exporting():
        for number in each_exhibit(layout):
            for name, make in made.items():
                held = make()
                assert held is make(), name  # made once for the exhibit
                assert variables(held) == qgis_made[number][name], (name, number)
    assert made["map"]() is not made["map"](), "made anew once the export is over"


def test_while_exporting_the_maps_context_follows_its_extent(layout):
    made = asked(layout)
    map_item = next(item for item in layout.items() if isinstance(item, ExhibitMap))
    with layout.exporting():
        for _ in each_exhibit(layout):
            held = made["layout"](), made["map"]()
            moved = QgsRectangle(map_item.extent())
            moved.scale(2.0)
            map_item.setExtent(moved)
            assert made["layout"]() is held[0]  # the layout's does not read the map's extent
            assert made["map"]() is not held[1]
            assert variables(made["map"]())["map_extent"] == QgsGeometry.fromRect(map_item.extent()).asWkt(3)


def test_each_context_handed_out_through_an_export_is_the_one_qgis_makes_then(layout, tmp_path, monkeypatch):
    """Through the atlas exported to PDF (QGIS moving it to each exhibit, then printing the page at the PDF's dpi),
    each context handed out holds the variables QGIS makes at that moment; most are held, not made."""
    held, calls, differing = ExhibitLayout.held, Counter(), []

    def checked(self, name, make, state=tuple):
        def counted():
            calls["made"] += 1
            return make()

        context = held(self, name, counted, state)
        calls["asked"] += 1
        if variables(context) != variables(make()):
            differing.append((name, self.atlas().currentFeatureNumber()))
        return context

    monkeypatch.setattr(ExhibitLayout, "held", checked)
    settings = QgsLayoutExporter.PdfExportSettings()
    settings.dpi = PDF_DPI
    with layout.exporting():
        result, error = QgsLayoutExporter.exportToPdf(layout.atlas(), str(tmp_path / "exhibits.pdf"), settings)
    assert result == QgsLayoutExporter.ExportResult.Success, error
    assert not differing
    assert 0 < calls["made"] < calls["asked"] / 2, calls
