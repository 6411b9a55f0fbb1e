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

from dockline.rules.law.vocabulary import FlagCode, Severity, Status, Zone, bare  # noqa: E402
from dockline.rules.outputs.schema import EVERY_OUTPUT  # noqa: E402

STYLES = REPO / "resources" / "styles"
FLAG_COLOURS = {
    FlagCode.TOLERANCE_USED: "#f2b705",
    FlagCode.PARCEL_OVERLAP: "#f25c05",
    FlagCode.FAL_FALLBACK: "#d90429",
    FlagCode.FAL_CONVERGENT: "#7b2cbf",
    FlagCode.FAL_CROSSING: "#c9184a",
    FlagCode.FAL_HAIRPIN: "#000000",
    FlagCode.MULTIPLE_RUNS: "#3a86ff",
    FlagCode.MICRO_RUN: "#8ecae6",
    FlagCode.WHOLE_RING: "#6c757d",
    FlagCode.NEAR_MHW: "#adb5bd",
    FlagCode.IN_WATER: "#0077b6",
    FlagCode.TOWN_LINE: "#2a9d8f",
}

SEVERITY_STYLE = (
    (Severity.VIOLATION, "#d00000", "Violation"),
    (Severity.PERMIT_REQUIRED, "#f48c06", "Permit required"),
    (Severity.ADVISORY, "#ffba08", "Advisory (officer to review)"),
    (Severity.VARIED, "#3a86ff", "Varied (ZBA)"),
    (Severity.NONCONFORMING, "#8338ec", "Nonconforming (certified)"),
    (Severity.EXEMPT, "#6c757d", "Exempt (recorded exemption)"),
)
STATUS_COLOURS = {
    Status.VIOLATIONS: "#f4a6a6",
    Status.NEEDS_REVIEW: "#ffe8a3",
    Status.COMPLIES: "#b7e4c7",
    Status.NO_PROPOSAL: "#f5f5f0",
    Status.NO_ALLOCATION: "#e0e0e0",
    Status.NOT_ADJOINING: "#eeeeee",
}


def translucent(colour: str) -> str:
    """'#rrggbb' as 'r,g,b,150' (QGIS reads '#rrggbbaa' as '#aarrggbb')."""
    return ",".join(str(int(colour[i : i + 2], 16)) for i in (1, 3, 5)) + ",150"


def categorised(field, categories):
    return QgsCategorizedSymbolRenderer(
        field, [QgsRendererCategory(bare(value), symbol, bare(label)) for value, symbol, label in categories]
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
                    Zone.MOORING,
                    fill({"color": "168,218,220,90", "outline_color": "#457b9d", "outline_width": "0.2"}),
                    "Mooring zone (to 375 ft)",
                ),
                (
                    Zone.DOCK,
                    fill({"color": "244,162,97,140", "outline_color": "#e76f51", "outline_width": "0.3"}),
                    "Dock zone (to 60 / 200 ft)",
                ),
            ],
        ),
        "DISTANCE_LINES": categorised(
            "zone",
            [
                (
                    Zone.DOCK,
                    QgsLineSymbol.createSimple({"color": "#e76f51", "width": "0.4", "line_style": "dot"}),
                    "60 / 200-ft line",
                ),
                (
                    Zone.MOORING,
                    QgsLineSymbol.createSimple({"color": "#457b9d", "width": "0.4", "line_style": "dot"}),
                    "375-ft line",
                ),
            ],
        ),
        "SETBACK_ENVELOPES": categorised(
            "zone",
            [
                (Zone.DOCK, hatched("#2a9d8f"), "Where a structure may stand"),
                (Zone.MOORING, hatched("#8ecae6"), "Mooring envelope"),
            ],
        ),
        "ALLOCATION": categorised(
            "tier",
            [
                (1, fill({"color": "#fefae0", "outline_color": "#999999", "outline_width": "0.2"}), "Tier 1"),
                (2, fill({"color": "#cdb4db", "outline_color": "#999999", "outline_width": "0.2"}), "Tier 2"),
                (3, fill({"color": "#ffafcc", "outline_color": "#999999", "outline_width": "0.2"}), "Tier 3"),
                (
                    "2 or 3",
                    fill({"color": "#e5b3d8", "outline_color": "#999999", "outline_width": "0.2"}),
                    "Tier 2 or 3",
                ),
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
        "LAYOUT_DOCKS": categorised(
            "part",
            [
                (
                    "main_walkway",
                    fill({"color": "#7f5539", "outline_color": "#3d2b1f", "outline_width": "0.2"}),
                    "Walkway",
                ),
                ("appendage", fill({"color": "#b08968", "outline_color": "#3d2b1f", "outline_width": "0.2"}), "Finger"),
            ],
        ),
        "LAYOUT_MOORINGS": QgsSingleSymbolRenderer(
            QgsMarkerSymbol.createSimple(
                {"name": "circle", "color": "#ffb703", "size": "2.4", "outline_color": "#023047"}
            )
        ),
        "BUILDOUT_SUMMARY": categorised(
            "if(\"shortfall\" IS NULL OR \"shortfall\" = '', 'all', 'short')",
            [
                ("all", fill({"color": "#d8f3dc", "outline_color": "#777777", "outline_width": "0.2"}), "All placed"),
                (
                    "short",
                    fill({"color": "#ffd6a5", "outline_color": "#777777", "outline_width": "0.2"}),
                    "Short of room",
                ),
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
        "LAYOUT_MOORINGS": "Point",
    }
    for name, renderer in renderers().items():
        fields = EVERY_OUTPUT[name].fields if name in EVERY_OUTPUT else []
        spec = "".join(f"&field={field}:{'string' if kind is str else 'double'}" for field, kind in fields)
        layer = QgsVectorLayer(f"{kinds.get(name, 'MultiPolygon')}?crs=EPSG:2261{spec}", name, "memory")
        layer.setRenderer(renderer)
        if name == "SETBACK_ENVELOPES":  # the dock envelope is what a surveyor reads; the mooring one can be ticked on
            renderer.updateCategoryRenderState(1, False)
        message, ok = layer.saveNamedStyle(str(STYLES / f"{name.lower()}.qml"))
        assert ok, message
        print(STYLES / f"{name.lower()}.qml")
    app.exitQgis()
