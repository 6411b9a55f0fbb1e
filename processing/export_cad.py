"""``dockline:exportcad``: the shoreline analysis's lines for chosen parcels as one DXF for a surveyor's site plan,
written by QGIS's own DXF export (QgsDxfExport): one CAD layer per kind, coloured as the QGIS styles, labelled,
with a legend naming each layer, the Dockline version and the date."""

from __future__ import annotations

import datetime
from typing import Callable, NamedTuple

from qgis.core import (
    QgsCoordinateTransform,
    QgsDxfExport,
    QgsFeature,
    QgsFillSymbol,
    QgsGeometry,
    QgsLineSymbol,
    QgsMapSettings,
    QgsMarkerSymbol,
    QgsNullSymbolRenderer,
    QgsPalLayerSettings,
    QgsPointXY,
    QgsProcessingException,
    QgsProcessingOutputNumber,
    QgsProcessingParameterCrs,
    QgsProcessingParameterEnum,
    QgsProcessingParameterFileDestination,
    QgsSingleSymbolRenderer,
    QgsTextFormat,
    QgsUnitTypes,
    QgsVectorLayer,
    QgsVectorLayerSimpleLabeling,
    QgsWkbTypes,
)
from qgis.PyQt.QtCore import QFile, QIODevice
from qgis.PyQt.QtGui import QColor

from ..about import metadata
from ..compat import (
    DXF_SYMBOL_LAYERS,
    LABEL_ALONG_LINE,
    LABEL_AROUND_POINT,
    LABEL_OVER_POINT,
    LABEL_QUADRANT_RIGHT,
    RENDER_MAP_UNITS,
    show_every_label,
)
from ..rules.law.vocabulary import Zone, bare
from ..rules.outputs.targets import NotReplacedError, written_aside
from ..rules.tools.wording import counted
from .adapters.styles import style_path
from .base import CANCELLED, every_feature, plain
from .exhibits import add_parcel_expression, asked_parcels
from .shoreline_analysis import ShorelineAnalysisAlgorithm

CHOICES = ("All adjoining parcels", "Parcels selected in the parcels layer", "Parcels matching the expression")
ALL, SELECTED, MATCHING = range(len(CHOICES))
TEXT_HEIGHT_FT = 2.5  # the labels' height on the drawing


def bearing(azimuth_deg: float) -> str:
    """A surveyor's quadrant bearing (N 12°34'56" E) from an azimuth clockwise from grid north."""
    azimuth = azimuth_deg % 360.0
    north = azimuth <= 90.0 or azimuth >= 270.0
    east = azimuth < 180.0
    from_north = min(azimuth, 360.0 - azimuth)
    seconds = round((from_north if north else 180.0 - from_north) * 3600.0)
    degrees, minutes = seconds // 3600, seconds // 60 % 60
    return f"{'N' if north else 'S'} {degrees:d}°{minutes:02d}'{seconds % 60:02d}\" {'E' if east else 'W'}"


def _fal_label(feature, geometry) -> str:
    line = geometry.asPolyline() or [p for part in geometry.asMultiPolyline() for p in part]
    return bearing(QgsPointXY(line[0]).azimuth(QgsPointXY(line[-1])))


class CadLayer(NamedTuple):
    """A CAD layer: the output it draws (None: the MHW), the fields naming its parcels, which of the output's
    features (None: all), the style category its colour is taken from, its label and what it holds (the legend)."""

    output: str | None
    parcel_fields: tuple
    which: Callable | None
    category: Zone | None
    label: Callable | None
    holds: str


def _zone_layer(output: str, zone: Zone, label: Callable, holds: str, depth_ft: float | None = None) -> CadLayer:
    """A layer of a per-zone output: the zone's features, or those at ``depth_ft``, in the zone's colour."""
    which = (lambda f: f["depth_ft"] == depth_ft) if depth_ft else (lambda f: f["zone"] == zone)
    return CadLayer(output, ("parcel_id",), which, zone, label, holds)


CAD_LAYERS = {
    "DOCKLINE-MHW": CadLayer(None, (), None, None, None, "mean high-water mark of the parcels' shore (§ 73-5)"),
    "DOCKLINE-TIE-POINT": CadLayer(
        "TIE_POINTS",
        ("parcel_before", "parcel_after"),
        None,
        None,
        lambda f, g: f"TP {f['tie_id']}",
        "tie points, where side lot lines meet the MHW (§ 73-7A(1))",
    ),
    "DOCKLINE-TIE-LINE": CadLayer(
        "TIE_LINES",
        ("parcel_id",),
        None,
        None,
        lambda f, g: f"{f['lineal_ft']:,.2f} lineal ft",
        "tie lines, labelled with the lineal feet of shoreline (§§ 73-5, 73-7A(2))",
    ),
    "DOCKLINE-FAL": CadLayer(
        "FACILITY_AREA_LINES",
        ("parcel_left", "parcel_right"),
        None,
        None,
        _fal_label,
        "facility area lines, labelled with their bearings (§ 73-7A(3)-(4))",
    ),
    "DOCKLINE-60FT": _zone_layer(
        "DISTANCE_LINES", Zone.DOCK, lambda f, g: "60-ft line", "60 ft from the MHW: Tier 1 docks (§ 73-9C(1))", 60
    ),
    "DOCKLINE-200FT": _zone_layer(
        "DISTANCE_LINES",
        Zone.DOCK,
        lambda f, g: "200-ft line",
        "200 ft from the MHW: Tier 2 and 3 docks (§ 73-13H)",
        200,
    ),
    "DOCKLINE-375FT": _zone_layer(
        "DISTANCE_LINES", Zone.MOORING, lambda f, g: "375-ft line", "375 ft from the MHW: moorings (§ 73-15)"
    ),
    "DOCKLINE-SETBACK": _zone_layer(
        "SETBACK_ENVELOPES",
        Zone.DOCK,
        lambda f, g: f"setback {f['setback_ft']:g} ft",
        "setback envelopes: where a dock or structure may stand (§§ 73-9A, 73-14A, 73-16A)",
    ),
    "DOCKLINE-FACILITY-AREA": _zone_layer(
        "FACILITY_AREAS",
        Zone.MOORING,
        lambda f, g: f"facility area {f['parcel_id']}",
        "facility areas to 375 ft (§ 73-5)",
    ),
    "DOCKLINE-DOCK": CadLayer(  # only where DOCKS were given: a proposal, or dockline:buildout's LAYOUT_DOCKS
        "LAYOUT_DOCKS",
        ("parcel_id",),
        None,
        "main_walkway",
        lambda f, g: f["dock_id"] if f["part"] == "main_walkway" else "",
        "docks as given (proposed, or the layout the law allows), each labelled on its main walkway",
    ),
    "DOCKLINE-MOORING": CadLayer(  # only where MOORINGS were given
        "LAYOUT_MOORINGS",
        ("parcel_id",),
        None,
        None,
        lambda f, g: f"{f['mooring_id']} · swing {f['swing_ft']:g} ft",
        "mooring buoys as given, labelled with the swing radius, boat length plus rode (D11)",
    ),
    "DOCKLINE-683FT": CadLayer(  # only where bottom elevations were given (BATHYMETRY or SOUNDINGS)
        "DEPTH_EXTENSIONS",
        ("parcel_id",),
        None,
        None,
        lambda f, g: "to the 683.60-ft contour",
        "depth extension: from the dock line to the 683.60-ft bottom contour (§ 73-9C(1)(d), § 73-13H)",
    ),
}


def style_colour(layer, output: str, category) -> str:
    """The colour the output's QML style draws (the outline, for fills) for the category, as #rrggbb; the MHW
    (no output) as the water's outline on the hearing exhibits."""
    if output is None:
        from ..exhibit.layers import INPUT_STYLES

        return INPUT_STYLES["Water"][1]["outline_color"]
    layer.loadNamedStyle(style_path(output))
    renderer = layer.renderer()
    if category is None:
        symbol = renderer.symbol()
    else:
        categories = renderer.categories()  # kept: each category owns its symbol
        symbol = categories[renderer.categoryIndexForValue(bare(category))].symbol()
    if isinstance(symbol, QgsFillSymbol):
        return symbol.symbolLayer(0).strokeColor().name()
    return symbol.color().name()


class ExportCadAlgorithm(ShorelineAnalysisAlgorithm):
    """The lines of § 73-7 and the facility areas of § 73-5 for chosen parcels, as a DXF."""

    outputs = ()
    CHOOSE, EXPRESSION, CRS, OUTPUT = "CHOOSE", "EXPRESSION", "CRS", "OUTPUT"
    algorithm_id, title = "exportcad", "Export lines for CAD"
    group_id, group_title = "cad", "CAD"

    def shortHelpString(self):  # noqa: N802 (QGIS's name)
        return self.tr(
            "Runs the shoreline analysis and writes, for the chosen parcels (all, those selected in the parcels "
            "layer, or those matching an expression), one DXF for a surveyor's site plan: the MHW, tie points, "
            "tie lines (labelled with the lineal feet), facility area lines (labelled with their bearings), the "
            "60/200/375-ft lines, the setback envelopes (labelled 'setback 10 ft') and the facility areas, each "
            "on its own CAD layer (DOCKLINE-MHW, DOCKLINE-TIE-POINT, DOCKLINE-TIE-LINE, DOCKLINE-FAL, "
            "DOCKLINE-60FT, DOCKLINE-200FT, DOCKLINE-375FT, DOCKLINE-SETBACK, DOCKLINE-FACILITY-AREA, and with "
            "BATHYMETRY or SOUNDINGS DOCKLINE-683FT, the depth extension to the 683.60-ft contour; with DOCKS or "
            "MOORINGS, a proposal or the LAYOUT_DOCKS and LAYOUT_MOORINGS of dockline:buildout, DOCKLINE-DOCK and "
            "DOCKLINE-MOORING, each on the parcel it is given or found on) in the "
            "colours of the QGIS styles, with a legend (DOCKLINE-LEGEND) naming each layer, the Dockline version "
            "and the date. Coordinates are in the parcels' CRS and its units, or in the CRS chosen. Written by "
            "QGIS's own DXF export."
        )

    def initAlgorithm(self, config=None):  # noqa: N802 (QGIS's name)
        super().initAlgorithm(config)
        self.addParameter(QgsProcessingParameterEnum(self.CHOOSE, self.tr("Parcels"), CHOICES, defaultValue=ALL))
        add_parcel_expression(self)
        self.addParameter(
            QgsProcessingParameterCrs(self.CRS, self.tr("CRS of the drawing (default: the parcels')"), optional=True)
        )
        self.addParameter(QgsProcessingParameterFileDestination(self.OUTPUT, self.tr("DXF file"), "DXF files (*.dxf)"))
        self.addOutput(QgsProcessingOutputNumber("ENTITIES", self.tr("Features written")))

    def choice_problem(self, parameters, context) -> str | None:
        if parameters.get(self.CHOOSE) == MATCHING and not parameters.get(self.EXPRESSION):
            return self.tr("Give the EXPRESSION that chooses the parcels.")
        return super().choice_problem(parameters, context)

    def processAlgorithm(self, parameters, context, feedback):  # noqa: N802 (QGIS's name)
        from .shoreline_analysis import analysed_layers

        outputs, prepared = analysed_layers(parameters, context, feedback)
        outputs |= proposed_layers(prepared)
        if feedback.isCanceled():  # after the analysis, before the DXF is written
            raise QgsProcessingException(self.tr(CANCELLED))
        analysed = {f["parcel_id"] for f in outputs["TIE_LINES"].getFeatures()}
        choice = self.parameterAsEnum(parameters, self.CHOOSE, context)
        chosen = analysed if choice == ALL else asked_parcels(self, parameters, context, choice == SELECTED)
        missing = sorted(chosen - analysed)
        if missing:
            feedback.pushWarning(
                self.tr(f"No lines for {counted(len(missing), 'parcel')} without a tie line: {', '.join(missing[:20])}")
            )
        chosen &= analysed
        if not chosen:
            raise QgsProcessingException(self.tr(f"No parcels to export: {CHOICES[choice].lower()} matched none."))
        crs = self.parameterAsCrs(parameters, self.CRS, context)
        crs = crs if crs.isValid() else prepared.frame.crs
        if crs.isGeographic():
            raise QgsProcessingException(
                self.tr(f"CRS: {crs.authid()} is in degrees; a CAD drawing needs a projected CRS (feet or metres).")
            )
        transform = QgsCoordinateTransform(prepared.frame.crs, crs, context.transformContext())
        height = TEXT_HEIGHT_FT / _feet_per_unit(crs)
        name_of = prepared.analysis.parcel_ids
        shores = [run.shore for run in prepared.analysis.shoreline.runs if name_of[run.parcel] in chosen]
        layers = []
        for name, (output, parcel_fields, which, category, label, _) in CAD_LAYERS.items():
            source = outputs.get(output)
            if output is not None and source is None:  # a terrain layer, and no terrain was given
                continue
            if output is None:
                rows = [(None, g) for g in prepared.frame.to_layer(shores)]
                kind = "LineString"
            else:
                rows = [
                    (f, f.geometry())
                    for f in every_feature(source)
                    if any(plain(f[field]) in chosen for field in parcel_fields) and (which is None or which(f))
                ]
                kind = QgsWkbTypes.displayString(source.wkbType())
            colour = style_colour(source, output, category)
            layers.append(_cad_layer(name, kind, crs, rows, transform, label, colour, height))
        layers.append(_legend(crs, layers, height))
        path = self.parameterAsFileOutput(parameters, self.OUTPUT, context)
        try:
            with written_aside() as aside:  # the earlier drawing is replaced only by a complete one
                _write_dxf(layers, crs, aside.path_for(path))
        except NotReplacedError as error:
            raise QgsProcessingException(str(error)) from error
        count = sum(layer.featureCount() for layer in layers)
        for layer in layers:
            feedback.pushInfo(f"{layer.name()}: {counted(layer.featureCount(), 'feature')}")
        feedback.pushInfo(
            self.tr(
                f"{counted(len(chosen), 'parcel')}, {counted(count, 'feature')} written to {path} ({crs.authid()})."
            )
        )
        return {self.OUTPUT: path, "ENTITIES": count}


PROPOSED_FIELDS = {  # what DOCKLINE-DOCK and DOCKLINE-MOORING label and choose by, from the facilities given
    "LAYOUT_DOCKS": "&field=dock_id:string&field=part:string&field=parcel_id:string",
    "LAYOUT_MOORINGS": "&field=mooring_id:string&field=parcel_id:string&field=swing_ft:double",
}


def proposed_layers(prepared) -> dict:
    """The docks and moorings given (a proposal, or a build-out's layout) as memory layers in the parcels' CRS, by
    the name of the build-out's output whose style colours them, each with the parcel the check placed it on;
    none where none was given."""
    from ..rules.checks.moorings import swing_radius
    from ..rules.outputs.schema import LAYOUT_OUTPUTS

    proposal, checker = prepared.proposal, prepared.checker
    if proposal is None:
        return {}
    rows = {
        "LAYOUT_DOCKS": [(d.geometry, [d.dock_id, d.part, checker.parcel_of(d)]) for d in proposal.docks],
        "LAYOUT_MOORINGS": [
            (m.geometry, [m.mooring_id or m.feature, checker.parcel_of(m), swing_radius(m)]) for m in proposal.moorings
        ],
    }
    crs = prepared.frame.crs.authid() or prepared.frame.crs.toWkt()
    made = {}
    for name, given in rows.items():
        if not given:
            continue
        layer = QgsVectorLayer(f"{LAYOUT_OUTPUTS[name].geometry_type}?crs={crs}{PROPOSED_FIELDS[name]}", name, "memory")
        layer.dataProvider().addFeatures(prepared.frame.to_features(given, layer.wkbType()))
        made[name] = layer
    return made


def _feet_per_unit(crs) -> float:
    from .adapters.frames import feet_per_unit

    return feet_per_unit(crs, "CRS") or 1.0


def _labelled(layer, colour: str, height: float, placement) -> None:
    settings = QgsPalLayerSettings()
    settings.fieldName = "label"
    settings.placement = placement
    text = QgsTextFormat()
    text.setSize(height)
    text.setSizeUnit(RENDER_MAP_UNITS)
    text.setColor(QColor(colour))
    settings.setFormat(text)
    show_every_label(settings)
    layer.setLabeling(QgsVectorLayerSimpleLabeling(settings))
    layer.setLabelsEnabled(True)


def _cad_layer(name, kind, crs, rows, transform, label, colour, height, placement=None) -> QgsVectorLayer:
    """A memory layer named as the CAD layer, in the drawing's CRS, drawn in one colour, with a label field."""
    layer = QgsVectorLayer(f"{kind}?crs={crs.authid() or crs.toWkt()}&field=label:string(254)", name, "memory")
    features = []
    for source, geometry in rows:
        if geometry is None or geometry.isEmpty():
            continue
        geometry.transform(transform)
        feature = QgsFeature(layer.fields())
        feature.setGeometry(geometry)
        feature.setAttributes([label(source, geometry) if label else None])
        features.append(feature)
    layer.dataProvider().addFeatures(features)
    if kind == "Point":
        symbol = QgsMarkerSymbol.createSimple({"name": "circle", "color": colour, "size": "1.5"})
    elif kind.endswith("Polygon"):
        symbol = QgsFillSymbol.createSimple({"style": "no", "outline_color": colour, "outline_width": "0.3"})
    else:
        symbol = QgsLineSymbol.createSimple({"color": colour, "width": "0.3"})
    layer.setRenderer(QgsSingleSymbolRenderer(symbol))
    if label:
        placements = {"Point": LABEL_AROUND_POINT, "MultiLineString": LABEL_ALONG_LINE, "LineString": LABEL_ALONG_LINE}
        _labelled(layer, colour, height, placement or placements.get(kind, LABEL_OVER_POINT))
    return layer


def _legend(crs, layers, height) -> QgsVectorLayer:
    """DOCKLINE-LEGEND: a text per line (title, each layer and what it holds) stacked beside the drawing."""
    extent = _extent(layers)
    lines = [
        f"Dockline {metadata()['version']}, {datetime.date.today().isoformat()}: lines of the Canandaigua Lake "
        f"Uniform Docking and Mooring Law",
        f"{crs.authid()}, {QgsUnitTypes.toString(crs.mapUnits())}. An aid to the Enforcement Officer's determination.",
        *(f"{name}: {layer.holds}" for name, layer in CAD_LAYERS.items()),
    ]
    x = extent.xMaximum() + 10 * height
    rows = [(line, QgsPointXY(x, extent.yMaximum() - 2 * height * i)) for i, line in enumerate(lines)]
    legend = _cad_layer(
        "DOCKLINE-LEGEND",
        "Point",
        crs,
        [(text, QgsGeometry.fromPointXY(point)) for text, point in rows],
        QgsCoordinateTransform(),
        lambda text, _: text,
        "#000000",
        height,
        LABEL_OVER_POINT,
    )
    legend.setRenderer(QgsNullSymbolRenderer())  # text only
    settings = legend.labeling().settings()
    settings.quadOffset = LABEL_QUADRANT_RIGHT  # each line starts at its point: left-aligned
    legend.setLabeling(QgsVectorLayerSimpleLabeling(settings))
    return legend


def _extent(layers):
    """The extent of the layers that hold features."""
    drawn = [layer for layer in layers if layer.featureCount()]
    extent = drawn[0].extent()
    for layer in drawn[1:]:
        extent.combineExtentWith(layer.extent())
    return extent


def _write_dxf(layers, crs, path) -> None:
    """The layers through QgsDxfExport, each its own CAD layer named as the memory layer, labels as TEXT."""
    settings = QgsMapSettings()
    settings.setLayers(layers)
    settings.setDestinationCrs(crs)
    extent = _extent(layers)
    extent.grow(max(extent.width(), extent.height()) * 0.5 + 100)
    settings.setExtent(extent)
    export = QgsDxfExport()
    export.setMapSettings(settings)
    export.addLayers([QgsDxfExport.DxfLayer(layer) for layer in layers])
    export.setSymbologyExport(DXF_SYMBOL_LAYERS)
    export.setSymbologyScale(1000)
    export.setFlags(QgsDxfExport.Flag.FlagNoMText)
    export.setDestinationCrs(crs)
    export.setExtent(extent)
    handle = QFile(path)
    if not handle.open(QIODevice.OpenModeFlag.WriteOnly | QIODevice.OpenModeFlag.Truncate):
        raise QgsProcessingException(f"OUTPUT: cannot write {path}: {handle.errorString()}")
    try:
        result = export.writeToFile(handle, "CP1252")
    finally:
        handle.close()
    if result != QgsDxfExport.ExportResult.Success:
        raise QgsProcessingException(f"OUTPUT: QGIS's DXF export failed ({result}) writing {path}")
