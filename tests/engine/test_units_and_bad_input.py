"""Units and CRS (D16) and bad input to the shoreline engine: each gets a specific message, the run goes on
where it can, and input objects are never changed."""

import gc
import pickle
import threading

import numpy as np
import pytest
import shapely
import shapely.affinity
from dockline.rules import DocklineInputError
from dockline.rules.lake.analysis import analyse_lake
from dockline.rules.law.vocabulary import FlagCode
from dockline.rules.tools.collector import PAUSED, collector_paused
from dockline.rules.tools.progress import Progress
from dockline.rules.tools.units import US_FT_PER_FOOT, US_FT_PER_METRE, frame_for
from dockline.rules.tools.values import feature_label

WATER_FT = shapely.box(-3000, 0, 3000, 3000)
PARCELS_FT = [
    (f"P{i}", shapely.box(x, -300, x + w, 0)) for i, (x, w) in enumerate([(-300, 200), (-100, 100), (0, 50), (50, 200)])
]


def expected_lineal():
    analysis = analyse_lake(WATER_FT, PARCELS_FT)
    return {pid: analysis.lineal_ft(pid) for pid in ("P1", "P2")}


@pytest.mark.parametrize(
    "crs, to_layer_units",
    [
        ("EPSG:32618", lambda ft: ft / US_FT_PER_METRE),  # UTM 18N, metres
        ("EPSG:2263", lambda ft: ft),  # NY Long Island (ftUS)
        ("EPSG:6539", lambda ft: ft),  # NAD83(2011) / NY Long Island (ftUS)
        ("ESRI:102718", lambda ft: ft * 1.0),  # NAD 1983 StatePlane NY Long Island FIPS 3104 Feet (US)
        ("EPSG:2222", lambda ft: ft / US_FT_PER_FOOT),  # NAD83 / Arizona East (ft): international feet
    ],
)
def test_projected_layers_are_measured_in_us_feet(crs, to_layer_units):
    frame = frame_for(crs, layer="parcels")
    assert frame.notice is None
    water = frame.to_feet(shapely.transform(WATER_FT, to_layer_units))
    parcels = [(pid, frame.to_feet(shapely.transform(g, to_layer_units))) for pid, g in PARCELS_FT]
    analysis = analyse_lake(water, parcels)
    for pid, lineal in expected_lineal().items():
        assert analysis.lineal_ft(pid) == pytest.approx(lineal, abs=1e-6)
    back = frame.from_feet(frame.to_feet(shapely.transform(PARCELS_FT[0][1], to_layer_units)))
    assert shapely.equals_exact(back, shapely.transform(PARCELS_FT[0][1], to_layer_units), tolerance=1e-9)


@pytest.mark.parametrize(
    "crs, notice",
    [
        ("EPSG:4326", "WGS 84: reprojected to NAD83 / New York Central (ftUS)"),
        ("EPSG:3857", "Pseudo-Mercator: reprojected to NAD83 / New York Central"),
    ],
)
def test_geographic_and_web_mercator_are_reprojected_near_canandaigua(crs, notice):
    wgs84 = frame_for("EPSG:4326", (-77.3, 42.7, -77.2, 42.8))
    to_layer = frame_for(crs, (-77.3, 42.7, -77.2, 42.8))
    assert notice in to_layer.notice
    # the straight-shore lake, built in EPSG:2261 feet near Canandaigua Lake, sent to the layer CRS and back
    origin = np.array([1_390_000.0, 1_030_000.0])
    water = shapely.transform(WATER_FT, lambda xy: xy + origin)
    parcels = [(pid, shapely.transform(g, lambda xy: xy + origin)) for pid, g in PARCELS_FT]
    in_layer = [(pid, to_layer.from_feet(shapely.segmentize(g, 5))) for pid, g in parcels]
    analysis = analyse_lake(
        to_layer.to_feet(to_layer.from_feet(shapely.segmentize(water, 5))),
        [(pid, to_layer.to_feet(g)) for pid, g in in_layer],
    )
    for pid, lineal in expected_lineal().items():
        assert analysis.lineal_ft(pid) == pytest.approx(lineal, abs=1e-3)
    assert wgs84.description == "NAD83 / New York Central (ftUS)"


def test_far_from_new_york_a_local_transverse_mercator_in_us_feet():
    frame = frame_for("EPSG:4326", (-72.1, 43.1, -72.0, 43.2), layer="lakes")
    assert "+proj=tmerc" in frame.notice and "+units=us-ft" in frame.notice
    a, b = frame.to_feet(shapely.Point(-72.05, 43.15)), frame.to_feet(shapely.Point(-72.05, 43.15 + 1 / 60))
    assert shapely.distance(a, b) == pytest.approx(1852.0 * 3937 / 1200, rel=2e-3)  # a nautical mile, about


@pytest.mark.parametrize(
    "crs, message",
    [
        (None, "parcels has no CRS: set its CRS"),
        ("", "parcels has no CRS"),
        ("EPSG:999999", "its CRS 'EPSG:999999' is not one Dockline can read"),
        ("+proj=merc +units=km", "measures in 'kilometre'"),
    ],
)
def test_bad_crs_is_refused(crs, message):
    with pytest.raises(DocklineInputError, match=message):
        frame_for(crs, layer="parcels")


def test_bad_parcels_are_reported_and_the_run_goes_on():
    bowtie = shapely.Polygon([(50, -100), (250, 0), (250, -100), (50, 0)])  # self-intersecting
    parcels = [
        ("A", shapely.box(-300, -300, -100, 0)),
        (None, shapely.box(-100, -300, 0, 0)),
        ("", shapely.box(-100, -300, 0, 0)),
        ("B", shapely.MultiPolygon([shapely.box(0, -300, 50, 0), shapely.box(0, -600, 50, -400)])),
        ("B", shapely.box(0, -300, 50, 0)),
        ("C", bowtie),
        ("D", None),
        ("E", shapely.Polygon()),
        ("F", shapely.LineString([(300, 0), (400, 0)])),
        ("G", shapely.box(1000, -900, 1100, -800)),
    ]
    before = pickle.dumps(parcels)
    labels = [feature_label("parcels", fid) for fid in range(101, 111)]  # as the user finds them: by fid
    analysis = analyse_lake(WATER_FT, parcels, parcel_labels=labels)
    assert pickle.dumps(parcels) == before  # input objects untouched
    messages = {(f.parcel_id, f.code): f.message for f in analysis.flags}
    assert messages[("B", "PARCEL_SKIPPED")] == "parcel id B appears more than once: parcels feature 105 skipped"
    assert messages[("C", "GEOMETRY_REPAIRED")].startswith("invalid polygon (Self-intersection")
    assert messages[("D", "PARCEL_SKIPPED")] == "parcels feature 107 has no geometry: skipped"
    assert messages[("E", "PARCEL_SKIPPED")] == "parcels feature 108 has no geometry: skipped"
    assert messages[("F", "PARCEL_SKIPPED")] == "parcels feature 109 is a LineString, not a polygon: skipped"
    assert [f.message for f in analysis.flags if f.code == "PARCEL_SKIPPED" and f.parcel_id is None] == [
        "parcels feature 102 has no parcel id: skipped",
        "parcels feature 103 has no parcel id: skipped",
    ]
    unlabelled = analyse_lake(WATER_FT, parcels)  # a script's list: each feature named by its place
    assert [f.message for f in unlabelled.flags if f.code == "PARCEL_SKIPPED" and f.parcel_id is None] == [
        "parcels feature 2 (in the layer's order) has no parcel id: skipped",
        "parcels feature 3 (in the layer's order) has no parcel id: skipped",
    ]
    assert analysis.status == {"A": "adjoining", "B": "adjoining", "C": "adjoining", "G": "not adjoining"}
    assert analysis.lineal_ft("B") == pytest.approx(50)


@pytest.mark.parametrize(
    "water, parcels, message",
    [
        ([], PARCELS_FT, "the water layer has no polygons or closed MHW lines"),
        (
            [shapely.LineString([(0, 0), (10, 0), (10, 10)])],
            PARCELS_FT,
            r"shoreline feature 1 \(in the layer's order\): a line is not closed \(its ends are 14\.1 ft apart, 3 "
            r"points\)",
        ),
        ([WATER_FT], [], "no usable parcels, every feature was skipped: the layer has none"),
        (
            [WATER_FT],
            [("A", None)],
            r"^no usable parcels, every feature was skipped: parcels feature 1 \(in the "
            r"layer's order\) has no geometry: skipped$",
        ),
        (
            [WATER_FT],
            [("A", shapely.Polygon([(0, 0), (10, 0), (20, 0), (0, 0)]))],  # no area: repaired, it is a line
            r"^no usable parcels, every feature was skipped: parcels feature 1 \(in the layer's order\) has no area "
            r"once repaired \(invalid polygon: .+\): skipped$",
        ),
    ],
)
def test_unusable_layers_are_refused(water, parcels, message):
    with pytest.raises(DocklineInputError, match=message):
        analyse_lake(water, parcels)


def test_a_parcel_repaired_to_nothing_is_skipped_and_named():
    """A polygon with no area (its outline one line) is no parcel once repaired: skipped, by its label, not left
    out with only a note that it was repaired."""
    line = shapely.Polygon([(0, 0), (10, 0), (20, 0), (0, 0)])
    analysis = analyse_lake(WATER_FT, [*PARCELS_FT, ("Z", line)])
    said = [(flag.code, flag.message) for flag in analysis.flags if flag.parcel_id == "Z"]
    label = f"parcels feature {len(PARCELS_FT) + 1} (in the layer's order)"
    why = f"invalid polygon: {shapely.is_valid_reason(line)}"
    assert said == [(FlagCode.PARCEL_SKIPPED, f"{label} has no area once repaired ({why}): skipped")]
    assert "Z" not in analysis.parcel_ids


def test_tolerance_must_be_positive():
    with pytest.raises(DocklineInputError, match="tolerance must be more than 0 ft, not -1"):
        analyse_lake(WATER_FT, PARCELS_FT, tolerance_ft=-1)


def test_the_cycle_collector_comes_back_as_it_was_even_after_an_error():
    """The analysis pauses Python's cycle collector (a first threshold out of reach, ``collector_paused``); a failed
    run must not leave it paused for the rest of QGIS, and a caller that had switched it off keeps it off."""
    before, during = gc.get_threshold(), []
    with pytest.raises(DocklineInputError):
        analyse_lake(WATER_FT, PARCELS_FT, tolerance_ft=-1)
    assert gc.isenabled() and gc.get_threshold() == before
    analyse_lake(WATER_FT, PARCELS_FT, progress=Progress(report=lambda _: during.append(gc.get_threshold())))
    assert during and all(threshold[0] == PAUSED for threshold in during)
    assert gc.isenabled() and gc.get_threshold() == before
    gc.disable()
    try:
        analyse_lake(WATER_FT, PARCELS_FT)
        assert not gc.isenabled()
    finally:
        gc.enable()


def test_qt_switching_the_collector_on_another_thread_cannot_leave_it_off():
    """Qt's bindings switch the collector off round a call and put back the state they found, on any thread: one
    that found it off while a pause here had it off must not leave it off once both are done (as switching it off
    for a pause did, after a Processing run whose warnings Qt logged from a worker thread)."""
    entered, leave = threading.Event(), threading.Event()

    def binding_call():  # as SIP's sipEnableGC(0) ... sipEnableGC(found)
        found = gc.isenabled()
        gc.disable()
        entered.set()
        leave.wait(5)
        if found:
            gc.enable()
        else:
            gc.disable()

    with collector_paused():
        other = threading.Thread(target=binding_call)
        other.start()
        entered.wait(5)
    leave.set()
    other.join(5)
    assert gc.isenabled() and gc.get_threshold()[0] != PAUSED


def test_closed_mhw_lines_with_an_island_give_the_same_lake_as_polygons():
    island = shapely.Point(0, 1500).buffer(200)
    as_polygon = analyse_lake(shapely.difference(WATER_FT, island), PARCELS_FT)
    as_lines = analyse_lake([WATER_FT.exterior, island.exterior], PARCELS_FT)
    assert len(as_lines.shoreline.rings) == len(as_polygon.shoreline.rings) == 2
    assert [as_lines.lineal_ft(p) for p in ("P1", "P2")] == [as_polygon.lineal_ft(p) for p in ("P1", "P2")]


def test_layers_in_different_crss_share_one_working_frame():
    from dockline.rules.tools.units import frames_for_layers

    bounds = (-77.3, 42.7, -77.2, 42.8)
    frames = frames_for_layers({"parcels": ("EPSG:32618", bounds), "water": ("EPSG:4326", bounds)})
    assert "the layers' CRSs differ (parcels in WGS 84 / UTM zone 18N, water in WGS 84)" in frames["water"].notice
    import pyproj

    lon, lat = pyproj.Transformer.from_crs("EPSG:32618", "EPSG:4326", always_xy=True).transform(285_000, 4_735_000)
    a = frames["parcels"].to_feet(shapely.Point(285_000, 4_735_000))
    b = frames["water"].to_feet(shapely.Point(lon, lat))
    assert shapely.distance(a, b) < 0.01  # the same place lands on the same working coordinates
    same = frames_for_layers({"parcels": ("EPSG:2261", None), "water": ("EPSG:2261", None)})
    assert same["parcels"].notice is None and same["parcels"] is same["water"]


@pytest.mark.parametrize("crs", ["EPSG:3395", "EPSG:5070", "EPSG:32618", "EPSG:3857", "EPSG:4269"])
def test_a_crs_not_true_to_scale_at_the_data_is_reprojected_and_measures_as_the_working_crs(crs):
    """World Mercator is 36 % long at Canandaigua, CONUS Albers 0.4-1 %, UTM 18N 2e-5: each is reprojected to the
    working CRS, so the same shore measures the same in every one of them."""
    bounds = (-77.3, 42.7, -77.2, 42.8)
    working = frame_for("EPSG:2261", bounds)
    assert working.notice is None  # the working CRS itself is used as it is
    origin = np.array([1_390_000.0, 1_030_000.0])
    parcels = [(pid, shapely.transform(g, lambda xy: xy + origin)) for pid, g in PARCELS_FT]
    water = shapely.transform(WATER_FT, lambda xy: xy + origin)
    to_layer = frame_for("EPSG:4326", bounds)  # EPSG:2261 feet → degrees, then into the layer's CRS
    layer = frame_for(crs, bounds, layer="parcels")
    assert "reprojected to NAD83 / New York Central (ftUS)" in layer.notice
    into = frame_for(crs, bounds)

    def round_trip(geometry):
        degrees = to_layer.from_feet(shapely.segmentize(geometry, 5))
        return layer.to_feet(into.from_feet(frame_for("EPSG:4326", bounds).to_feet(degrees)))

    analysis = analyse_lake(round_trip(water), [(pid, round_trip(g)) for pid, g in parcels])
    for pid, lineal in expected_lineal().items():
        assert analysis.lineal_ft(pid) == pytest.approx(lineal, rel=1e-6)


@pytest.mark.parametrize(
    "lake_parcel",
    [WATER_FT, shapely.box(-3100, -50, 3100, 3100), shapely.box(-3000, 10, 3000, 2990)],
    ids=["the water itself", "covering the lake", "the lake bed"],
)
def test_a_parcel_of_the_lake_is_left_out_of_the_shore_and_flagged(lake_parcel):
    """County layers often hold the lake or its bed as a parcel: it must not take the shore from the real lots."""
    analysis = analyse_lake(WATER_FT, [*PARCELS_FT, ("LAKE", lake_parcel)])
    for pid, lineal in expected_lineal().items():
        assert analysis.lineal_ft(pid) == pytest.approx(lineal, abs=1e-6)
    assert analysis.status["LAKE"] == "not adjoining"
    flag = next(f for f in analysis.flags if f.parcel_id == "LAKE")
    assert flag.code == "WATER_PARCEL" and "left out of the shore" in flag.message
    assert not {f.code for f in analysis.flags if f.parcel_id == "LAKE"} & {"IN_WATER", "NEAR_MHW"}


def test_a_fabric_shifted_off_the_water_gets_one_warning_with_the_gap():
    """A datum mix-up moves every parcel 20 ft off the water: each is 'not adjoining'; the run says why once."""
    shifted = [(pid, shapely.affinity.translate(g, 0, -20)) for pid, g in PARCELS_FT]
    analysis = analyse_lake(WATER_FT, shifted)
    warning = [f for f in analysis.flags if f.code == "FABRIC_OFFSET"]
    assert len(warning) == 1 and warning[0].value == pytest.approx(20.0)
    assert "4 of the 4 parcels within 100 ft of the MHW do not reach it (median gap 20.0 ft" in warning[0].message
    assert not [f for f in analyse_lake(WATER_FT, PARCELS_FT).flags if f.code == "FABRIC_OFFSET"]


def test_parcels_whose_boxes_near_the_mhw_but_not_their_shapes_do_not_make_a_fabric_warning():
    """FABRIC_OFFSET counts the parcels within 100 ft of the MHW by their shapes: long slanted lots whose boxes
    come 50 ft from the water, their nearest points 240 ft or more, are not near it."""
    water = shapely.box(0, 0, 1000, 1000)
    corners = [[(200 + 50 * k, -400), (2000 + 50 * k, -50), (2000 + 50 * k, -400)] for k in range(3)]
    slanted = [(f"S{k}", shapely.Polygon(points)) for k, points in enumerate(corners)]
    analysis = analyse_lake(water, [("A", shapely.box(0, -100, 100, 0)), *slanted])
    assert analysis.status["A"] == "adjoining" and analysis.status["S0"] == "not adjoining"
    assert not [f for f in analysis.flags if f.code == "FABRIC_OFFSET"]
    moved = [(pid, shapely.affinity.translate(g, -1500, 0)) for pid, g in slanted]  # now 50 ft off: warned
    assert [f.code for f in analyse_lake(water, [("A", shapely.box(0, -100, 100, 0)), *moved]).flags].count(
        "FABRIC_OFFSET"
    ) == 1


def test_labels_that_do_not_match_the_features_one_for_one_are_refused():
    """A front end's fault, never a parcel quietly dropped by a list cut short."""
    parcels = [("A", shapely.box(-300, -300, -100, 0)), ("B", shapely.box(-100, -300, 0, 0))]
    with pytest.raises(ValueError, match="parcels: 1 label for 2 features"):
        analyse_lake(WATER_FT, parcels, parcel_labels=[feature_label("parcels", 1)])


def test_a_feature_skipped_for_a_duplicate_id_has_an_allocation_row_of_its_own():
    from dockline.rules import PROFILES
    from dockline.rules.outputs.rows import output_rows

    parcels = [("A", shapely.box(-300, -300, -100, 0)), ("A", shapely.box(-100, -300, 0, 0))]
    analysis = analyse_lake(WATER_FT, parcels)
    rows = output_rows(analysis, PROFILES["south_bristol"], parcels)["ALLOCATION"]
    assert [geometry for geometry, _ in rows] == [geometry for _, geometry in parcels]
    (_, kept), (_, skipped) = rows
    assert kept[:2] == ["A", "adjoining"] and kept[4] == pytest.approx(200)  # lineal_ft: the first feature's
    assert skipped[:2] == ["A", "skipped"] and set(skipped[2:-1]) == {None, analysis.duplicates[1]}
    assert analysis.duplicates == {
        1: "skipped: parcel id A appears more than once; this feature, parcels feature 2 (in the layer's order), was "
        "not analysed: parcels feature 1 (in the layer's order) holds the parcel's figures"
    }


class ArrayOnly:
    """Another library's array of geometries (a GeoSeries, its values) that may only be taken whole."""

    def __init__(self, geometries):
        self.geometries = list(geometries)

    def __array__(self, dtype=None, copy=None):
        array = np.empty(len(self.geometries), dtype=object)
        array[:] = self.geometries
        return array

    def __len__(self):
        return len(self.geometries)

    def __iter__(self):
        raise AssertionError("taken one by one")

    def __getitem__(self, index):
        raise AssertionError("taken one by one")


GIVEN_AS = {  # the containers a layer's geometries come in
    "list": list,
    "tuple": tuple,
    "array": lambda geometries: np.array(geometries, dtype=object),
    "generator": lambda geometries: (geometry for geometry in geometries),
    "another library's array": ArrayOnly,
}


@pytest.mark.parametrize("given_as", list(GIVEN_AS))
@pytest.mark.parametrize(
    "layer, geometries, message, first",
    [
        ("parcels", [shapely.box(0, 0, 1, 1), None, shapely.Point(0, 0)], "parcels: needs polygons; the layer has "
         "points: 1 feature of 2, the first", 3),
        ("moorings", [shapely.Point(0, 0), shapely.box(0, 0, 1, 1), shapely.box(0, 0, 2, 2)], "moorings: needs "
         "points; the layer has polygons: 2 features of 3, the first", 2),
        ("outlets", [shapely.GeometryCollection([shapely.Point(0, 0)])], "outlets: needs points or lines or "
         "polygons; the layer has a geometry collection: 1 feature of 1, the first", 1),
        ("water", [None, None], "water: the layer has no features.", None),
    ],
)  # fmt: skip
def test_a_layer_holding_geometries_it_may_not_is_named_whatever_holds_them(
    given_as, layer, geometries, message, first
):
    """The first wrong feature (``first``: its place) named as the user finds it: by the id the front end gave
    (fids from 10 up here), else by its place in the layer."""
    from dockline.rules.run import require_geometries

    by_id = [feature_label(layer, 10 * n) for n in range(1, len(geometries) + 1)]
    for labels, name in (((), f"{layer} feature {first} (in the layer's order)"), (by_id, f"{layer} feature {first}0")):
        with pytest.raises(DocklineInputError) as refused:
            require_geometries(layer, GIVEN_AS[given_as](geometries), labels)
        assert str(refused.value) == (message if first is None else f"{message} {name}.")
    require_geometries(layer, GIVEN_AS[given_as](geometries[:0]), empty=True)  # none given: allowed where asked
