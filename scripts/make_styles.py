"""Write the QML styles of the shoreline analysis outputs to resources/styles (run once; the QMLs are committed).

Usage: python scripts/make_styles.py
"""

import sys

from devenv import REPO, package_root
from qgis.core import (
    QgsApplication,
    QgsCategorizedSymbolRenderer,
    QgsFillSymbol,
    QgsLinePatternFillSymbolLayer,
    QgsLineSymbol,
    QgsMarkerSymbol,
    QgsRendererCategory,
    QgsSingleSymbolRenderer,
    QgsVectorLayer,
)

sys.path.insert(0, str(package_root()))

from dockline.rules.outputs import OUTPUTS  # noqa: E402

STYLES = REPO / "resources" / "styles"
FLAG_COLOURS = {
    "TOLERANCE_USED": "#f2b705",
    "PARCEL_OVERLAP": "#f25c05",
    "FAL_FALLBACK": "#d90429",
    "FAL_CONVERGENT": "#7b2cbf",
    "FAL_CROSSING": "#c9184a",
    "FAL_HAIRPIN": "#000000",
    "MULTIPLE_RUNS": "#3a86ff",
    "MICRO_RUN": "#8ecae6",
    "WHOLE_RING": "#6c757d",
    "NEAR_MHW": "#adb5bd",
    "IN_WATER": "#0077b6",
    "TOWN_LINE": "#2a9d8f",
}

SEVERITY_STYLE = (
    ("violation", "#d00000", "Violation"),
    ("permit_required", "#f48c06", "Permit required"),
    ("advisory", "#ffba08", "Advisory (officer to review)"),
    ("varied", "#3a86ff", "Varied (ZBA)"),
    ("nonconforming", "#8338ec", "Nonconforming (certified)"),
    ("exempt", "#6c757d", "Exempt (recorded exemption)"),
)
STATUS_COLOURS = {
    "violations": "#f4a6a6",
    "needs review": "#ffe8a3",
    "complies": "#b7e4c7",
    "no proposal": "#f5f5f0",
    "no allocation": "#e0e0e0",
    "not adjoining": "#eeeeee",
}


def translucent(colour: str) -> str:
    """'#rrggbb' as 'r,g,b,150' (QGIS reads '#rrggbbaa' as '#aarrggbb')."""
    return ",".join(str(int(colour[i : i + 2], 16)) for i in (1, 3, 5)) + ",150"


def categorised(field, categories):
    return QgsCategorizedSymbolRenderer(
        field, [QgsRendererCategory(value, symbol, label) for value, symbol, label in categories]
    )


def hatched(colour):
    symbol = QgsFillSymbol.createSimple({"color": "0,0,0,0", "outline_color": colour, "outline_width": "0.4"})
    hatch = QgsLinePatternFillSymbolLayer()
    hatch.setLineAngle(45)
    hatch.setDistance(1.6)
    hatch.setColor(QgsLineSymbol.createSimple({"color": colour}).color())
    symbol.appendSymbolLayer(hatch)
    return symbol


def renderers():
    fill = QgsFillSymbol.createSimple
    return {
        "TIE_POINTS": QgsSingleSymbolRenderer(
            QgsMarkerSymbol.createSimple(
                {"name": "circle", "color": "#1d3557", "size": "1.8", "outline_color": "white"}
            )
        ),
        "TIE_LINES": QgsSingleSymbolRenderer(QgsLineSymbol.createSimple({"color": "#1d3557", "width": "0.6"})),
        "STEEP_SLOPES": QgsSingleSymbolRenderer(QgsLineSymbol.createSimple({"color": "#8d5524", "width": "1.4"})),
        "DEPTH_EXTENSIONS": QgsSingleSymbolRenderer(
            fill({"color": "255,214,10,90", "outline_color": "#b08900", "outline_width": "0.3", "outline_style": "dot"})
        ),
        "SHORELINE": QgsSingleSymbolRenderer(QgsLineSymbol.createSimple({"color": "#0077b6", "width": "0.6"})),
        "WATER": QgsSingleSymbolRenderer(fill({"color": "202,240,248,160", "outline_color": "#0077b6"})),
        "MHW_FLAGS": QgsSingleSymbolRenderer(
            QgsLineSymbol.createSimple({"color": "#d90429", "width": "1.2", "line_style": "dash"})
        ),
        "FACILITY_AREA_LINES": QgsSingleSymbolRenderer(
            QgsLineSymbol.createSimple({"color": "#d62828", "width": "0.5", "line_style": "dash"})
        ),
        "FACILITY_AREAS": categorised(
            "zone",
            [
                (
                    "mooring",
                    fill({"color": "168,218,220,90", "outline_color": "#457b9d", "outline_width": "0.2"}),
                    "Mooring zone (to 375 ft)",
                ),
                (
                    "dock",
                    fill({"color": "244,162,97,140", "outline_color": "#e76f51", "outline_width": "0.3"}),
                    "Dock zone (to 60 / 200 ft)",
                ),
            ],
        ),
        "DISTANCE_LINES": categorised(
            "zone",
            [
                (
                    "dock",
                    QgsLineSymbol.createSimple({"color": "#e76f51", "width": "0.4", "line_style": "dot"}),
                    "60 / 200-ft line",
                ),
                (
                    "mooring",
                    QgsLineSymbol.createSimple({"color": "#457b9d", "width": "0.4", "line_style": "dot"}),
                    "375-ft line",
                ),
            ],
        ),
        "SETBACK_ENVELOPES": categorised(
            "zone",
            [
                ("dock", hatched("#2a9d8f"), "Where a structure may stand"),
                ("mooring", hatched("#8ecae6"), "Mooring envelope"),
            ],
        ),
        "ALLOCATION": categorised(
            "tier",
            [
                (1, fill({"color": "#fefae0", "outline_color": "#999999", "outline_width": "0.2"}), "Tier 1"),
                (2, fill({"color": "#cdb4db", "outline_color": "#999999", "outline_width": "0.2"}), "Tier 2"),
                (3, fill({"color": "#ffafcc", "outline_color": "#999999", "outline_width": "0.2"}), "Tier 3"),
                (None, fill({"color": "#eeeeee", "outline_color": "#bbbbbb", "outline_width": "0.1"}), "Not adjoining"),
            ],
        ),
        "FLAGS": categorised(
            "code",
            [
                (
                    code,
                    QgsMarkerSymbol.createSimple(
                        {"name": "triangle", "color": colour, "size": "2.6", "outline_color": "white"}
                    ),
                    code,
                )
                for code, colour in FLAG_COLOURS.items()
            ],
        ),
        "FINDINGS": categorised(
            "severity",
            [
                (severity, fill({"color": translucent(colour), "outline_color": colour, "outline_width": "0.6"}), label)
                for severity, colour, label in SEVERITY_STYLE
            ],
        ),
        "PARCEL_SUMMARY": categorised(
            "status",
            [
                (
                    status,
                    fill({"color": colour, "outline_color": "#777777", "outline_width": "0.2"}),
                    status.capitalize(),
                )
                for status, colour in STATUS_COLOURS.items()
            ],
        ),
    }


if __name__ == "__main__":
    app = QgsApplication([], False)
    app.initQgis()
    STYLES.mkdir(parents=True, exist_ok=True)
    kinds = {
        "TIE_POINTS": "Point",
        "FLAGS": "Point",
        "TIE_LINES": "LineString",
        "FACILITY_AREA_LINES": "LineString",
        "DISTANCE_LINES": "MultiLineString",
        "STEEP_SLOPES": "MultiLineString",
        "SHORELINE": "LineString",  # the MHW from a DEM (dockline:mhwfromdem), with WATER and MHW_FLAGS
        "MHW_FLAGS": "LineString",
    }
    for name, renderer in renderers().items():
        fields = OUTPUTS[name].fields if name in OUTPUTS else []
        spec = "".join(f"&field={field}:{'string' if kind is str else 'double'}" for field, kind in fields)
        layer = QgsVectorLayer(f"{kinds.get(name, 'MultiPolygon')}?crs=EPSG:2261{spec}", name, "memory")
        layer.setRenderer(renderer)
        if name == "SETBACK_ENVELOPES":  # the dock envelope is what a surveyor reads; the mooring one can be ticked on
            renderer.updateCategoryRenderState(1, False)
        message, ok = layer.saveNamedStyle(str(STYLES / f"{name.lower()}.qml"))
        assert ok, message
        print(STYLES / f"{name.lower()}.qml")
    app.exitQgis()
