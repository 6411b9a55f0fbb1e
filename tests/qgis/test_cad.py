"""``dockline:exportcad`` and ``dockline:importcad`` in real QGIS, with real DXF files: QGIS's DXF export read
back with ezdxf, drawings made with ezdxf (as a CAD program writes them) read with GDAL, and the surveyor's round
trip on the sample lake giving the same findings as its QGIS layers (issue 20)."""

import datetime
import math
import re

import ezdxf
import pytest
from dockline.about import metadata
from dockline.processing.base import plain
from layers import (
    REPO,
    SAMPLE,
    SAMPLE_DEM,
    check,
    facility_parameters,
    headless_run,
    run,
    sample_cli_arguments,
    sample_layer,
    sample_parameters,
)
from make_sample_dxf import BLOCKS, draw_proposals, mapping_csv
from qgis.core import (
    QgsApplication,
    QgsCoordinateReferenceSystem,
    QgsCoordinateTransform,
    QgsProcessingContext,
    QgsProcessingException,
    QgsProcessingFeedback,
    QgsProject,
    QgsVectorLayer,
)

import processing

CHOSEN = ("98.11-1-12", "98.11-1-21", "98.12-1-17")
IMPORT_OUTPUTS = ("DOCKS", "MOORINGS", "STRUCTURES", "BOATS", "REPORT")
BEARING = re.compile(r"^([NS]) (\d+)°(\d\d)'(\d\d)\" ([EW])$")


def run_algorithm(name, parameters):
    context = QgsProcessingContext()
    context.setProject(QgsProject.instance())
    return processing.run(f"dockline:{name}", parameters, context=context, feedback=QgsProcessingFeedback())


def export(path, **extra):
    return run_algorithm("exportcad", {**sample_parameters(), "OUTPUT": str(path), **extra})


def import_cad(path, crs="EPSG:2261", **extra):
    outputs = dict.fromkeys(IMPORT_OUTPUTS, "memory:")
    return run_algorithm("importcad", {"INPUT": str(path), "CRS": crs, **outputs, **extra})


def entities(path, layer, kind):
    return [e for e in ezdxf.readfile(str(path)).modelspace() if e.dxf.layer == layer and e.dxftype() == kind]


def texts(path, layer):
    return [e.dxf.text for e in entities(path, layer, "TEXT")]


def report(result):
    return [(f["cad_layer"], f["action"], f["message"]) for f in result["REPORT"].getFeatures()]


@pytest.fixture(scope="module")
def lines(dockline_provider, tmp_path_factory):
    """The sample's lines for three parcels, as DXF, and the shoreline analysis they come from."""
    path = tmp_path_factory.mktemp("cad") / "lines.dxf"
    expression = f'"parcel_id" IN ({", ".join(repr(p) for p in CHOSEN)})'
    result = export(path, CHOOSE=2, EXPRESSION=expression)
    return path, result, run(sample_parameters())


def test_algorithms_are_declared(dockline_provider):
    registry = QgsApplication.processingRegistry()
    for name in ("exportcad", "importcad"):
        algorithm = registry.algorithmById(f"dockline:{name}")
        assert algorithm is not None and algorithm.group() == "CAD"
    assert "$INSUNITS" in registry.algorithmById("dockline:importcad").shortHelpString()


def test_export_has_one_cad_layer_per_kind_for_the_chosen_parcels_only(lines):
    path, result, analysis = lines
    document = ezdxf.readfile(str(path))
    names = {layer.dxf.name for layer in document.layers} - {"0", "Defpoints"}
    assert names == {
        "DOCKLINE-MHW",
        "DOCKLINE-TIE-POINT",
        "DOCKLINE-TIE-LINE",
        "DOCKLINE-FAL",
        "DOCKLINE-60FT",
        "DOCKLINE-200FT",
        "DOCKLINE-375FT",
        "DOCKLINE-SETBACK",
        "DOCKLINE-FACILITY-AREA",
        "DOCKLINE-LEGEND",
    }
    tie_lines = [f for f in analysis["TIE_LINES"].getFeatures() if f["parcel_id"] in CHOSEN]
    drawn = entities(path, "DOCKLINE-TIE-LINE", "LWPOLYLINE")
    assert len(drawn) == len(tie_lines) == 3
    ends = sorted(tuple(round(c, 6) for c in (*e.get_points("xy")[0], *e.get_points("xy")[-1])) for e in drawn)
    expected = sorted(
        tuple(
            round(c, 6) for p in (f.geometry().asPolyline()[0], f.geometry().asPolyline()[-1]) for c in (p.x(), p.y())
        )
        for f in tie_lines
    )
    assert ends == expected  # in the parcels' CRS (EPSG:2261, US feet), unchanged
    assert sorted(texts(path, "DOCKLINE-TIE-LINE")) == sorted(f"{f['lineal_ft']:,.2f} lineal ft" for f in tie_lines)
    assert len(entities(path, "DOCKLINE-MHW", "LWPOLYLINE")) == 3
    assert result["ENTITIES"] > 20


def test_export_labels_bearings_and_setbacks(lines):
    path, _, analysis = lines
    bearings = texts(path, "DOCKLINE-FAL")
    assert len(bearings) == len(entities(path, "DOCKLINE-FAL", "LWPOLYLINE")) >= 4
    azimuths = []
    for line in entities(path, "DOCKLINE-FAL", "LWPOLYLINE"):
        (x0, y0), (x1, y1) = line.get_points("xy")[0], line.get_points("xy")[-1]
        azimuths.append(math.degrees(math.atan2(x1 - x0, y1 - y0)) % 360)
    for text in bearings:
        north, degrees, minutes, seconds, east = BEARING.match(text).groups()
        angle = int(degrees) + int(minutes) / 60 + int(seconds) / 3600
        azimuth = {("N", "E"): angle, ("S", "E"): 180 - angle, ("S", "W"): 180 + angle, ("N", "W"): 360 - angle}
        assert min(abs(azimuth[north, east] - a) for a in azimuths) < 1 / 3600
    setbacks = {
        f"setback {f['setback_ft']:g} ft"
        for f in analysis["SETBACK_ENVELOPES"].getFeatures()
        if f["parcel_id"] in CHOSEN and f["zone"] == "dock"
    }
    assert set(texts(path, "DOCKLINE-SETBACK")) == setbacks and "setback 10 ft" in setbacks


def test_export_colours_follow_the_styles_and_the_legend_names_each_layer(lines):
    path, _, _ = lines
    colours = {  # from resources/styles (the MHW: the water outline of the exhibits)
        "DOCKLINE-TIE-LINE": 0x1D3557,
        "DOCKLINE-FAL": 0xD62828,
        "DOCKLINE-375FT": 0x457B9D,
        "DOCKLINE-SETBACK": 0x2A9D8F,
        "DOCKLINE-MHW": 0x5B8DB8,
    }
    for layer, colour in colours.items():
        assert {e.dxf.true_color for e in entities(path, layer, "LWPOLYLINE")} == {colour}, layer
    legend = "\n".join(texts(path, "DOCKLINE-LEGEND"))
    assert f"Dockline {metadata()['version']}" in legend and datetime.date.today().isoformat() in legend
    for layer in ("DOCKLINE-MHW", "DOCKLINE-FAL", "DOCKLINE-60FT", "DOCKLINE-SETBACK", "DOCKLINE-FACILITY-AREA"):
        assert f"{layer}: " in legend
    assert "EPSG:2261" in legend


def test_export_draws_the_depth_extension_when_a_bottom_is_given(dockline_provider, tmp_path):
    """The sample DEM's shallow north bay: lots there get DOCKLINE-683FT, out to the 683.60-ft bottom contour."""
    from layers import owned
    from qgis.core import QgsRasterLayer

    dem = owned(QgsRasterLayer(str(SAMPLE_DEM), "dem"))
    path = tmp_path / "bay.dxf"
    export(path, CHOOSE=2, EXPRESSION="\"parcel_id\" IN ('98.11-1-64', '98.11-1-66')", BATHYMETRY=dem)
    assert len(entities(path, "DOCKLINE-683FT", "LWPOLYLINE")) >= 2
    assert set(texts(path, "DOCKLINE-683FT")) == {"to the 683.60-ft contour"}
    assert any("DOCKLINE-683FT" in text for text in texts(path, "DOCKLINE-LEGEND"))


def test_export_in_a_chosen_crs(lines, tmp_path):
    _, _, analysis = lines
    path = tmp_path / "utm.dxf"
    export(path, CHOOSE=2, EXPRESSION="\"parcel_id\" = '98.11-1-12'", CRS="EPSG:26918")
    (line,) = entities(path, "DOCKLINE-TIE-LINE", "LWPOLYLINE")
    (x0, y0), (x1, y1) = line.get_points("xy")[0], line.get_points("xy")[-1]
    assert 4_700_000 < y0 < 4_800_000  # UTM 18N northings in metres, not State Plane feet
    (feature,) = [f for f in analysis["TIE_LINES"].getFeatures() if f["parcel_id"] == "98.11-1-12"]
    assert math.hypot(x1 - x0, y1 - y0) * 3937 / 1200 == pytest.approx(feature["lineal_ft"], rel=1e-3)
    assert "EPSG:26918" in "\n".join(texts(path, "DOCKLINE-LEGEND"))


def test_export_refuses_a_crs_in_degrees(dockline_provider, tmp_path):
    with pytest.raises(QgsProcessingException, match="projected CRS"):
        export(tmp_path / "x.dxf", CRS="EPSG:4326")


# -- import ------------------------------------------------------------------------------------------------------
ORIGIN = (1_400_000.0, 1_100_000.0)  # State Plane feet; the import does not need the lake


def drawing(path, insunits=2, scale=1.0, gaps=(0.005, 2.0)):
    """A small site plan as CAD writes it: a dock of a walkway and an arc-ended platform touching it (no id), a
    second dock drawn as a POLYLINE open by ``gaps[0]`` with an attribute block, an outline open by ``gaps[1]``,
    three moorings (a block with attributes, a point with a note, a bare point), a boathouse, and survey lines on a
    layer no mapping names. ``scale``: drawing units per foot."""
    document = ezdxf.new("R2010", units=insunits)
    if not insunits:
        document.header["$INSUNITS"] = 0
    space = document.modelspace()
    for name, tags in (
        ("DOCKINFO", ("DOCK_ID", "SLIPS")),
        ("MOORING", ("BOAT_LENGTH", "RODE")),
        ("STRC", ("TYPE", "HEIGHT_FT")),
    ):
        block = document.blocks.new(name)
        block.add_circle((0, 0), 0.2)
        for row, tag in enumerate(tags):
            block.add_attdef(tag, (0, -row))

    def at(x, y):
        return ORIGIN[0] * scale + x * scale, ORIGIN[1] * scale + y * scale

    space.add_lwpolyline([at(0, 0), at(40, 0), at(40, 4), at(0, 4)], close=True, dxfattribs={"layer": "DOCK-WALK"})
    platform = [(*at(40, -4), 0), (*at(52, -4), 1), (*at(52, 8), 0), (*at(40, 8), 0)]  # a half circle at the end
    space.add_lwpolyline(platform, format="xyb", close=True, dxfattribs={"layer": "DOCK-PLAT"})
    x, y = at(0, 100)
    appendage = [(x, y), at(30, 100), at(30, 106), at(0, 106), (x + gaps[0], y)]  # ends gaps[0] units apart
    space.add_polyline2d(appendage, dxfattribs={"layer": "DOCK-APPN"})
    space.add_blockref("DOCKINFO", at(15, 103), dxfattribs={"layer": "ANNO"}).add_auto_attribs(
        {"DOCK_ID": "A7", "SLIPS": "2"}
    )
    x, y = at(0, 200)
    space.add_lwpolyline([(x, y), at(20, 200), at(20, 210), (x, y + gaps[1])], dxfattribs={"layer": "DOCK-WALK"})
    space.add_blockref("MOORING", at(100, 0), dxfattribs={"layer": "MOOR"}).add_auto_attribs(
        {"BOAT_LENGTH": "24", "RODE": "30"}
    )
    space.add_point(at(100, 50), dxfattribs={"layer": "MOOR"})
    space.add_text("boat 18' rode 22'", dxfattribs={"layer": "NOTES", "insert": at(103, 52), "height": scale})
    space.add_point(at(100, 100), dxfattribs={"layer": "MOOR"})
    space.add_lwpolyline([at(-50, 0), at(-50, 300)], dxfattribs={"layer": "SURVEY-TOPO"})
    space.add_lwpolyline([at(-60, 0), at(-60, 300)], dxfattribs={"layer": "SURVEY-TOPO"})
    space.add_lwpolyline(
        [at(60, 60), at(80, 60), at(80, 80), at(60, 80)], close=True, dxfattribs={"layer": "DOCKLINE-BOATHOUSE"}
    )
    space.add_blockref("STRC", at(70, 70), dxfattribs={"layer": "ANNO"}).add_auto_attribs(
        {"TYPE": "boathouse", "HEIGHT_FT": "14"}
    )
    space.add_lwpolyline([at(60, 90), at(70, 90), at(70, 95), at(60, 95)], close=True, dxfattribs={"layer": "BOAT"})
    space.add_lwpolyline(
        [at(90, 90), at(95, 90), at(95, 95), at(90, 95)], close=True, dxfattribs={"layer": "boat_station"}
    )
    space.add_blockref("STRC", at(92, 92), dxfattribs={"layer": "ANNO"}).add_auto_attribs(
        {"HEIGHT_FT": "tall", "TYPE": ""}
    )
    document.saveas(str(path))
    return path


MAPPING = "DOCK-WALK=main_walkway; DOCK-PLAT=platform\nDOCK-APPN=appendage; MOOR=mooring"


def test_import_reads_closes_groups_and_reports(dockline_provider, tmp_path):
    result = import_cad(drawing(tmp_path / "plan.dxf"), MAPPING=MAPPING)
    docks = sorted((f["dock_id"], f["part"], plain(f["slips"]), f["cad_layer"]) for f in result["DOCKS"].getFeatures())
    assert docks == [
        ("A7", "appendage", 2.0, "DOCK-APPN"),
        ("CAD-D1", "main_walkway", None, "DOCK-WALK"),
        ("CAD-D1", "platform", None, "DOCK-PLAT"),
    ]
    platform = next(f.geometry() for f in result["DOCKS"].getFeatures() if f["part"] == "platform")
    assert platform.constGet().exteriorRing().numPoints() > 20  # the arc, segmentised
    assert 12 * 12 + 55 < platform.area() < 12 * 12 + math.pi * 6**2 / 2  # the half circle beyond the rectangle
    moorings = [(plain(f["boat_length_ft"]), plain(f["rode_ft"])) for f in result["MOORINGS"].getFeatures()]
    assert moorings == [(24.0, 30.0), (18.0, 22.0), (None, None)]
    boathouse, station = result["STRUCTURES"].getFeatures()
    assert (station["type"], plain(station["height_ft"])) == ("boat_station", None)  # the layer's type; no height
    (boat,) = result["BOATS"].getFeatures()  # on the layer named BOAT: no mapping needed
    assert boat["boat_id"] == "CAD-B1" and boat.geometry().area() == pytest.approx(50)
    assert (boathouse["type"], boathouse["height_ft"], boathouse["cad_layer"]) == (
        "boathouse",
        14.0,
        "DOCKLINE-BOATHOUSE",
    )
    rows = report(result)
    assert ("boat_station", "unreadable", "HEIGHT_FT 'tall' is not a number: left empty") in rows
    assert ("DOCK-APPN", "closed", "outline open by 0.0050 ft closed") in rows
    assert ("DOCK-WALK", "skipped", "open outline: its ends are 2.000 ft apart; not closed") in rows
    assert ("SURVEY-TOPO", "ignored", "2 entities on a CAD layer not in the mapping") in rows
    assert any(r[1] == "numbered" and "CAD-D1" in r[2] for r in rows)
    assert any(r[1] == "default" and "40 ft" in r[2] for r in rows)
    assert any("from the text \"boat 18' rode 22'\"" in r[2] for r in rows)
    assert result["SKIPPED"] == 1


def test_import_takes_the_mapping_from_a_csv(dockline_provider, tmp_path):
    csv = tmp_path / "mapping.csv"
    csv.write_text("cad_layer,role\nDOCK-WALK,main_walkway\ndock-plat,platform\nMOOR,ignore\nDOCKS,platform\n")
    result = import_cad(drawing(tmp_path / "plan.dxf"), MAPPING_CSV=str(csv))
    assert ("docks", "missing", "the mapping names this CAD layer; the drawing has no entity on it") in report(result)
    assert sorted(f["part"] for f in result["DOCKS"].getFeatures()) == ["main_walkway", "platform"]
    assert result["MOORINGS"].featureCount() == 0
    assert ("DOCK-APPN", "ignored", "1 entity on a CAD layer not in the mapping") in report(result)
    csv.write_text("layer,kind\nDOCK-WALK,main_walkway\n", encoding="utf-8")
    with pytest.raises(QgsProcessingException, match="needs the columns cad_layer,role"):
        import_cad(drawing(tmp_path / "plan.dxf"), MAPPING_CSV=str(csv))


def test_import_refuses_a_missing_file(dockline_provider, tmp_path):
    with pytest.raises(QgsProcessingException, match="INPUT: cannot read .*nothing.dxf: No such file"):
        import_cad(tmp_path / "nothing.dxf", MAPPING=MAPPING)


@pytest.mark.parametrize(
    "content",
    [b"parcel_id,lineal_ft\n1,100\n", b"", b"hello", b"AutoCAD Binary DXF\r\n\x1a\x00", b"999\nmade by hand\n0\nEOF\n"],
)
def test_import_refuses_a_file_that_is_no_dxf_saying_so(dockline_provider, tmp_path, content):
    named = tmp_path / "plan.dxf"
    named.write_bytes(content)
    with pytest.raises(QgsProcessingException, match=r"INPUT: .*plan.dxf is not a DXF drawing \(an ASCII DXF begins"):
        import_cad(named, MAPPING=MAPPING, UNITS=1)


def test_import_refuses_an_unknown_role(dockline_provider, tmp_path):
    with pytest.raises(QgsProcessingException, match=r"MAPPING, entry 2 \('MOOR=buoy'\).*role 'buoy'"):
        import_cad(drawing(tmp_path / "plan.dxf"), MAPPING="DOCK-WALK=main_walkway;MOOR=buoy")


def test_import_units_from_insunits_else_the_parameter_never_guessed(dockline_provider, tmp_path):
    unitless = drawing(tmp_path / "unitless.dxf", insunits=0)
    with pytest.raises(QgsProcessingException, match=r"does not say its units \(\$INSUNITS is not set\)"):
        import_cad(unitless, MAPPING=MAPPING)
    assert import_cad(unitless, MAPPING=MAPPING, UNITS=1)["DOCKS"].featureCount() == 3  # feet, as given
    metric = drawing(tmp_path / "metric.dxf", insunits=6, scale=1200 / 3937, gaps=(0.0025, 1.0))
    with pytest.raises(QgsProcessingException, match="drawing is in metres but the CRS EPSG:2261 measures in feet"):
        import_cad(metric, MAPPING=MAPPING)
    result = import_cad(metric, crs="EPSG:26918", MAPPING=MAPPING)
    rows = report(result)  # 0.0025 m = 0.0082 ft: closed; 1 m = 3.281 ft: skipped
    assert ("DOCK-APPN", "closed", "outline open by 0.0082 ft closed") in rows
    assert ("DOCK-WALK", "skipped", "open outline: its ends are 3.281 ft apart; not closed") in rows
    too_open = drawing(tmp_path / "metric2.dxf", insunits=6, scale=1200 / 3937, gaps=(0.004, 1.0))
    rows = report(import_cad(too_open, crs="EPSG:26918", MAPPING=MAPPING))  # 0.004 m = 0.013 ft: not closed
    assert ("DOCK-APPN", "skipped", "open outline: its ends are 0.013 ft apart; not closed") in rows


# -- the round trip --------------------------------------------------------------------------------------------
def findings(layers):
    rows = [
        tuple(plain(f[name]) for name in ("parcel_id", "facility_id", "rule_id", "severity", "measured"))
        for f in check(facility_parameters(**layers))["FINDINGS"].getFeatures()
    ]
    return sorted(rows, key=lambda row: [str(value) for value in row])


def same(found, expected):
    assert [row[:4] for row in found] == [row[:4] for row in expected]
    for (*_, a), (*_, b) in zip(found, expected):
        assert (a is None and b is None) or a == pytest.approx(b, abs=0.01)


@pytest.fixture(scope="module")
def direct(dockline_provider):
    return findings({})


def proposals():
    return {name: sample_layer(name) for name in BLOCKS}


def imported(path, crs="EPSG:2261"):
    mapping = path.parent / "mapping.csv"
    mapping.write_text(mapping_csv(), encoding="utf-8")
    result = import_cad(path, crs=crs, MAPPING_CSV=str(mapping))
    return {name.lower(): result[name] for name in ("DOCKS", "MOORINGS", "STRUCTURES", "BOATS")}, result


def test_round_trip_on_the_exported_lines_gives_the_same_findings(direct, tmp_path):
    path = tmp_path / "site_plan.dxf"
    export(path)  # Dockline's lines for every parcel, the surveyor's base drawing
    draw_proposals(proposals(), path, onto=path)
    layers, result = imported(path)
    assert len(direct) > 50
    same(findings(layers), direct)
    assert result["SKIPPED"] == 0
    assert any(r[0] == "DOCKLINE-FAL" and r[1] == "ignored" for r in report(result))


def test_round_trip_in_metres_gives_the_same_findings(direct, tmp_path):
    path = tmp_path / "metric_plan.dxf"
    to_utm = QgsCoordinateTransform(
        QgsCoordinateReferenceSystem("EPSG:2261"), QgsCoordinateReferenceSystem("EPSG:26918"), QgsProject.instance()
    )
    draw_proposals(proposals(), path, transform=to_utm, insunits=6)
    layers, _ = imported(path, crs="EPSG:26918")
    same(findings(layers), direct)


def test_the_bundled_sample_dxf_is_the_sample_proposals(direct):
    from devenv import REPO

    sample = REPO / "resources" / "sample"
    result = import_cad(sample / "sample_proposals.dxf", MAPPING_CSV=str(sample / "sample_cad_mapping.csv"))
    layers = {name.lower(): result[name] for name in ("DOCKS", "MOORINGS", "STRUCTURES", "BOATS")}
    same(findings(layers), direct)


SAMPLE_DXF = REPO / "resources" / "sample" / "sample_proposals.dxf"
SAMPLE_MAPPING = REPO / "resources" / "sample" / "sample_cad_mapping.csv"


@pytest.mark.parametrize("kept", [0.3, 0.6, 0.9995])
def test_a_drawing_cut_short_is_refused_not_read_in_part(dockline_provider, tmp_path, kept):
    whole = SAMPLE_DXF.read_bytes()
    cut = tmp_path / "plan.dxf"
    cut.write_bytes(whole[: int(len(whole) * kept)])
    with pytest.raises(QgsProcessingException, match=r"INPUT: .*plan.dxf ends before its end of file mark"):
        import_cad(cut, MAPPING_CSV=str(SAMPLE_MAPPING))


def damage(path, code, offset, text, section="ENTITIES") -> int:
    """The sample drawing at ``path`` with the line ``offset`` past the first group code ``code`` of its
    ``section`` (of ENTITIES: its first entity's) made ``text`` (a function of what it was); that line's number."""
    lines = SAMPLE_DXF.read_text(encoding="latin-1").split("\n")
    start = lines.index(section)
    at = next(k for k in range(start, len(lines)) if lines[k].strip() == code) + offset
    lines[at] = text(lines[at])
    path.write_text("\n".join(lines), encoding="latin-1")
    return at + 1


FIRST_ENTITY = "(in the LWPOLYLINE, handle 52, layer C-DOCK-WALK)"


@pytest.mark.parametrize(
    "code, offset, text, said",
    [
        ("10", 1, lambda _: "abc", "group code 10 has the value 'abc', not a real number"),
        ("20", 0, lambda _: "XX", "'XX' is not a group code (a whole number; its value: '1047539.047690318')"),
        ("70", 1, lambda _: "x", "group code 70 has the value 'x', not an integer"),
        ("10", 1, lambda value: f"{float(value):.16E}", None),  # 6.4044...E+05: a real number as DXF writes one
        ("70", 1, lambda value: f"{int(value)}.0", None),  # an integer as some programs write one: GDAL reads it
    ],
    ids=["coordinate", "group code", "flag", "exponent", "integer with a point"],
)
def test_a_damaged_drawing_is_refused_naming_the_line_not_read_as_zero(
    dockline_provider, tmp_path, code, offset, text, said
):
    """GDAL reads a coordinate that is no number as 0 (a walkway stretched to x=0) and drops an entity whose group
    code is none: refused, naming the line, the value and the entity, before anything is read or written."""
    plan = tmp_path / "plan.dxf"
    number = damage(plan, code, offset, text)
    outputs = {name: str(tmp_path / f"{name.lower()}.gpkg") for name in IMPORT_OUTPUTS}
    if said is None:
        result = import_cad(plan, MAPPING_CSV=str(SAMPLE_MAPPING), **outputs)
        assert result["SKIPPED"] == 0 and QgsVectorLayer(result["DOCKS"]).featureCount() > 0
        return
    message = f"INPUT: {plan}, line {number}: {said} {FIRST_ENTITY}: save the drawing again from the CAD program. "
    with pytest.raises(QgsProcessingException) as refused:
        import_cad(plan, MAPPING_CSV=str(SAMPLE_MAPPING), **outputs)
    assert str(refused.value) == message + "Nothing was read."
    assert not list(tmp_path.glob("*.gpkg"))


def test_a_number_outside_the_drawings_geometry_is_left_to_gdal(dockline_provider, tmp_path):
    """Only BLOCKS and ENTITIES hold what GDAL reads as the drawing: a damaged number in OBJECTS is not refused."""
    plan = tmp_path / "plan.dxf"
    damage(plan, "281", 1, lambda _: "x", section="OBJECTS")
    outputs = {name: str(tmp_path / f"{name.lower()}.gpkg") for name in IMPORT_OUTPUTS}
    result = import_cad(plan, MAPPING_CSV=str(SAMPLE_MAPPING), **outputs)
    assert result["SKIPPED"] == 0 and QgsVectorLayer(result["DOCKS"]).featureCount() > 0


def accounted(result) -> tuple[int, int]:
    """(entities the report says were read as a role that makes a feature, features made plus entities skipped)."""
    rows = report(result)
    read = sum(
        int(message.split()[0])
        for _, action, message in rows
        if action == "mapped" and " read as " in message and not message.endswith("read as ignore")
    )
    made = sum(result[name].featureCount() for name in IMPORT_OUTPUTS[:-1])
    return read, made + sum(action == "skipped" for _, action, _ in rows)


def test_every_entity_the_report_counts_is_a_feature_or_skipped(dockline_provider, tmp_path):
    """A text on a layer mapped to outlines is a note (reported as one), never counted as an outline and lost."""
    plan = drawing(tmp_path / "plan.dxf")
    document = ezdxf.readfile(str(plan))
    document.modelspace().add_text("walkway 4 ft wide", dxfattribs={"layer": "DOCK-WALK", "insert": ORIGIN})
    document.saveas(str(plan))
    drawn = import_cad(plan, MAPPING=MAPPING)
    read, made = accounted(drawn)
    assert read == made == 10
    assert ("DOCK-WALK", "note", "1 text: read only as a mooring's boat length and rode") in report(drawn)
    sample = import_cad(SAMPLE_DXF, MAPPING_CSV=str(SAMPLE_MAPPING))
    read, made = accounted(sample)
    assert read == made > 0


def cli_findings(output):
    layer = QgsVectorLayer(f"{output}|layername=findings", "findings", "ogr")
    names = ("parcel_id", "facility_id", "rule_id", "severity", "measured")
    return sorted(
        (tuple(plain(f[name]) for name in names) for f in layer.getFeatures()), key=lambda r: [str(v) for v in r]
    )


@pytest.mark.cli
def test_the_command_line_reads_a_drawing_as_importcad_does(direct, tmp_path):
    """``analyse --cad``: the sample's drawing gives the findings Processing gives for the sample's layers."""
    given = sample_cli_arguments(tmp_path / "out.gpkg")
    facilities = {k for k, a in enumerate(given) if a in ("--docks", "--moorings", "--structures", "--boats")}
    arguments = [a for k, a in enumerate(given) if k not in facilities and k - 1 not in facilities]
    ran = headless_run(*arguments, "--cad", str(SAMPLE_DXF), "--cad-mapping", str(SAMPLE_MAPPING))
    assert ran.returncode == 0, ran.stderr
    assert f"--cad {SAMPLE_DXF}: read in EPSG:2261, the parcels' CRS" in ran.stdout
    same(cli_findings(tmp_path / "out.gpkg"), direct)


@pytest.mark.cli
@pytest.mark.parametrize(
    "extra, said",
    [
        (["--docks", f"{SAMPLE}:docks"], "--cad and --docks: give the layout either drawn in CAD or as layers"),
        (["--cad-crs", "EPSG:26918"], "The drawing is in feet but the CRS EPSG:26918 measures in metre"),
        (["--cad-crs", "EPSG:4326"], "--cad-crs: give the projected CRS the drawing's coordinates are in."),
        (["--cad-crs", "nowhere"], "--cad-crs: 'nowhere' is no CRS"),
    ],
)
def test_the_command_line_says_what_is_wrong_with_a_drawing(dockline_provider, tmp_path, extra, said):
    lake = ["analyse", "--parcels", f"{SAMPLE}:parcels", "--parcel-id", "parcel_id", "--water", f"{SAMPLE}:water"]
    cad = ["--cad", str(SAMPLE_DXF), "--cad-mapping", str(SAMPLE_MAPPING)]
    ran = headless_run(*lake, *cad, *extra, "-o", str(tmp_path / "out.gpkg"))
    assert ran.returncode == 1 and said in ran.stderr and "Traceback" not in ran.stderr, ran.stderr
    assert not (tmp_path / "out.gpkg").exists()


@pytest.mark.cli
def test_the_command_line_refuses_a_drawing_cut_short(dockline_provider, tmp_path):
    cut = tmp_path / "plan.dxf"
    cut.write_bytes(SAMPLE_DXF.read_bytes()[:50_000])
    lake = ["analyse", "--parcels", f"{SAMPLE}:parcels", "--parcel-id", "parcel_id", "--water", f"{SAMPLE}:water"]
    ran = headless_run(*lake, "--cad", str(cut), "--cad-mapping", str(SAMPLE_MAPPING), "-o", str(tmp_path / "o.gpkg"))
    assert ran.returncode == 1 and "--cad: " in ran.stderr and "ends before its end of file mark" in ran.stderr


@pytest.mark.cli
def test_the_command_line_refuses_a_damaged_drawing(dockline_provider, tmp_path):
    plan = tmp_path / "plan.dxf"
    number = damage(plan, "10", 1, lambda _: "abc")
    lake = ["analyse", "--parcels", f"{SAMPLE}:parcels", "--parcel-id", "parcel_id", "--water", f"{SAMPLE}:water"]
    ran = headless_run(*lake, "--cad", str(plan), "--cad-mapping", str(SAMPLE_MAPPING), "-o", str(tmp_path / "o.gpkg"))
    said = f"--cad: {plan}, line {number}: group code 10 has the value 'abc', not a real number {FIRST_ENTITY}"
    assert ran.returncode == 1 and said in ran.stderr and "Traceback" not in ran.stderr, ran.stderr
    assert not (tmp_path / "o.gpkg").exists()
