"""``dockline:shorelineanalysis`` through ``processing.run`` in real QGIS."""

from collections import defaultdict

import pytest
import shapely
from dockline.processing.adapters.facility_inputs import FACILITY_LAYERS
from dockline.processing.base import plain
from dockline.rules.outputs.schema import CHECK_OUTPUTS, OUTPUTS, TERRAIN_OUTPUTS
from layers import NH, SAMPLE, SAMPLE_TIERS, by_parcel, memory_layer, owned, run, sample_layer, sample_parameters
from qgis.core import (
    QgsCoordinateReferenceSystem,
    QgsProcessingException,
    QgsVectorLayer,
    QgsWkbTypes,
)

import processing


@pytest.fixture(scope="module")
def nh_layers(qgis_processing):
    parcels = owned(QgsVectorLayer(str(NH / "parcels.geojson"), "parcels", "ogr"))
    lakes = owned(QgsVectorLayer(str(NH / "lakes.geojson"), "lakes", "ogr"))
    parts = defaultdict(list)
    for feature in lakes.getFeatures():
        parts[feature["name"]].append(shapely.from_wkb(bytes(feature.geometry().asWkb())))
    islands = shapely.union_all(parts.pop("(ISLAND)"))
    water = memory_layer(
        "Polygon",
        "EPSG:4326",
        [shapely.difference(shapely.union_all(g), islands) for g in parts.values()],
        name="water",
    )
    assert parcels.isValid() and water.featureCount() == 6
    return parcels, water


def test_parameter_definitions(dockline_provider):
    algorithm = dockline_provider.algorithm("shorelineanalysis")
    names = [p.name() for p in algorithm.parameterDefinitions()]
    assert names == [
        "PARCELS",
        "PARCEL_ID",
        "WATER",
        "SHORELINE",
        "ZONING",
        "ZONING_FIELD",
        "DISTRICT_FIELD",
        "LAND_USE_FIELD",
        "STEEP_SLOPE_FIELD",
        "TIER_ELECTION_FIELD",
        "OUTLETS",
        "MUNICIPALITY_FIELD",
        "PROFILE",
        "TIER_MAP",
        "TOLERANCE",
        "DEM",
        "BATHYMETRY",
        "SOUNDINGS",
        "SOUNDINGS_FIELD",
        "SOUNDINGS_LEVEL_FT",
        "VERTICAL_UNIT",
        "VERTICAL_OFFSET_FT",
        *(
            name
            for layer, (_, _, fields) in FACILITY_LAYERS.items()
            for name in (layer, *(field for field, *_ in fields))
        ),
        *OUTPUTS,
    ]
    assert algorithm.parameterDefinition("TOLERANCE").defaultValue() == 10.0
    assert "§ 73-7A(3)-(4)" in algorithm.shortHelpString()


@pytest.mark.parametrize(
    "algorithm, own, others",
    [
        ("dockline:tielines", ("Tie points (§ 73-7A(1))", "Facility area lines"), ("Setback envelopes", "Compliance")),
        ("dockline:facilityareas", ("Facility areas (§ 73-5)", "Setback envelopes"), ("Tie points", "Compliance")),
        ("dockline:shorelineanalysis", ("Tie points", "Setback envelopes", "Allocation", "Compliance check"), ()),
    ],
)
def test_each_algorithm_describes_its_own_outputs(dockline_provider, algorithm, own, others):
    from qgis.core import QgsApplication

    help_text = QgsApplication.processingRegistry().algorithmById(algorithm).shortHelpString()
    assert all(part in help_text for part in own) and not any(part in help_text for part in others), help_text


def test_washington_nh_through_processing(dockline_provider, nh_layers, tmp_path):
    parcels, water = nh_layers
    tiers = tmp_path / "tiers.csv"
    tiers.write_text("district,tier\nR1W,1\n")
    result = run(
        {
            "PARCELS": parcels,
            "PARCEL_ID": "id",
            "WATER": water,
            "DISTRICT_FIELD": "use",
            "TIER_MAP": str(tiers),
            "TOLERANCE": 10,
        }
    )
    assert not set(CHECK_OUTPUTS) & set(result)  # no facilities given: nothing checked
    assert not set(TERRAIN_OUTPUTS) & set(result)  # no DEM or bottom given: no terrain layers
    made = {name: output for name, output in OUTPUTS.items() if name not in CHECK_OUTPUTS + TERRAIN_OUTPUTS}
    layers = {name: result[name] for name in made}
    for name, (_, geometry_type, spec) in made.items():
        layer = layers[name]
        assert layer.crs() == QgsCoordinateReferenceSystem("EPSG:4326"), name  # back in the parcels' CRS
        assert [f.name() for f in layer.fields()] == [field for field, _ in spec], name
        assert QgsWkbTypes.flatType(layer.wkbType()) == QgsWkbTypes.flatType(QgsWkbTypes.parseType(geometry_type)), name
    allocation = {f["parcel_id"]: f for f in layers["ALLOCATION"].getFeatures()}
    assert len(allocation) == 352
    assert sum(f["status"] == "adjoining" for f in allocation.values()) == 160  # 4 touch for < 10 ft (D29)
    tie_lines = defaultdict(float)
    for f in layers["TIE_LINES"].getFeatures():
        tie_lines[f["parcel_id"]] += f["lineal_ft"]
    for pid, lineal in tie_lines.items():
        assert allocation[pid]["lineal_ft"] == pytest.approx(lineal)
        assert allocation[pid]["tier"] == "1"
    flags = {f["code"] for f in layers["FLAGS"].getFeatures()}
    assert {"TOLERANCE_USED", "FAL_FALLBACK", "IN_WATER", "NEAR_MHW"} <= flags
    zones = list(layers["FACILITY_AREAS"].getFeatures())
    assert {f["zone"] for f in zones} == {"dock", "mooring"}
    dock = [f for f in zones if f["zone"] == "dock" and f["parcel_id"] == "17-41"][0]
    assert dock["depth_ft"] == 60 and dock["area_sqft"] > 0 and "MULTIPLE_RUNS" in dock["flags"]
    assert plain(allocation["17-25"]["tier"]) is None and allocation["17-25"]["status"] == "not adjoining"


@pytest.mark.parametrize(
    "change, message",
    [
        ({"WATER": None}, "neither was given"),
        ({"SHORELINE": "water_lines"}, "both were given"),
        ({"ZONING": "water"}, "ZONING needs ZONING_FIELD"),
    ],
)
def test_bad_parameters_are_named(dockline_provider, nh_layers, change, message):
    parcels, water = nh_layers
    lines = memory_layer("LineString", "EPSG:4326", [shapely.LineString([(0, 0), (1, 0), (1, 1), (0, 0)])])
    values = {"PARCELS": parcels, "PARCEL_ID": "id", "WATER": water}
    for key, value in change.items():
        values[key] = {"water_lines": lines, "water": water}.get(value, value)
    with pytest.raises(QgsProcessingException, match=message):
        run(values)


def test_empty_water_layer_is_refused(dockline_provider, nh_layers):
    parcels, _ = nh_layers
    empty = memory_layer("Polygon", "EPSG:4326", [])
    with pytest.raises(QgsProcessingException, match="water: the layer has no features"):
        run({"PARCELS": parcels, "PARCEL_ID": "id", "WATER": empty})


@pytest.fixture(scope="module")
def sample_run(dockline_provider):
    parameters = sample_parameters()
    parcels = parameters["PARCELS"]
    before = {f.id(): f.geometry().asWkb() for f in parcels.getFeatures()}
    result = run(parameters)
    assert {f.id(): f.geometry().asWkb() for f in parcels.getFeatures()} == before  # input never edited
    assert not parcels.isModified()
    return result


def test_sample_lake_allocation_by_tier(sample_run):
    from dockline.rules import allocate

    allocation = by_parcel(sample_run["ALLOCATION"])
    assert sample_run["ALLOCATION"].crs().authid() == "EPSG:2261"
    assert len(allocation) == sample_layer("parcels").featureCount()
    marina = next(f for f in allocation.values() if f["tier"] == "2" and f["eligible"])
    hotel = next(f for f in allocation.values() if f["tier"] == "3" and f["eligible"])
    expected_marina = allocate(marina["lineal_ft"], 2)
    assert marina["lineal_ft"] >= 300 and marina["category"] == "B" and marina["setback_ft"] == 45
    assert (marina["max_slips"], marina["max_moorings"]) == (expected_marina.max_slips, expected_marina.max_moorings)
    assert "§ 73-13A" in marina["citations"] and "§ 73-14A" in marina["citations"]
    assert hotel["lineal_ft"] >= 150 and (hotel["max_slips"], hotel["max_moorings"]) == (
        allocate(hotel["lineal_ft"], 3, land_use="hotel").max_slips,
        0,
    )
    zones = [f for f in sample_run["FACILITY_AREAS"].getFeatures() if f["parcel_id"] == marina["parcel_id"]]
    assert sorted((f["zone"], f["depth_ft"]) for f in zones) == [("dock", 200), ("mooring", 375)]
    tier1 = [f for f in allocation.values() if f["tier"] == "1" and f["status"] == "adjoining"]
    assert len(tier1) >= 200 and all(f["max_slips"] >= 1 for f in tier1)  # 13 lots touching MAR or HOS are not (D13)
    assert {f["category"] for f in tier1} == set("ABCDEF")


def test_outlets_cut_the_envelopes(sample_run):
    outlets = [f.geometry() for name in ("outlet_lines", "outlet_points") for f in sample_layer(name).getFeatures()]
    envelopes = [
        f for f in sample_run["SETBACK_ENVELOPES"].getFeatures() if f["zone"] == "dock" and not f.geometry().isEmpty()
    ]  # empty: all of it within a setback
    near = [f for f in envelopes if any(f.geometry().distance(o) < 20 for o in outlets)]
    assert near
    for envelope in near:
        gaps = [envelope.geometry().distance(o) for o in outlets]
        assert min(gaps) >= envelope["outlet_setback_ft"] - 1e-6, (envelope["parcel_id"], min(gaps))


def envelopes(result):
    return sorted(
        (f["parcel_id"], f["zone"], round(f["area_sqft"], 3)) for f in result["SETBACK_ENVELOPES"].getFeatures()
    )


def test_outlets_from_one_layer_or_several(sample_run):
    """OUTLETS takes several layers (the sample's streams and culverts) and still one: the culverts cut more."""
    streams_only = run({**sample_parameters(), "OUTLETS": sample_layer("outlet_lines")})
    total = sum(area for *_, area in envelopes(sample_run))
    assert sum(area for *_, area in envelopes(streams_only)) > total + 100  # square feet the culverts' setback takes


def test_a_table_of_mixed_geometry_types_is_read_whole(sample_run, tmp_path):
    """A GeoPackage table declared with a generic geometry (points and lines together), as the sample's outlets once
    were: QGIS opens it as one type, Dockline reads every type."""
    from dockline.processing.adapters.outlets import by_geometry_type
    from osgeo import ogr, osr

    path = tmp_path / "mixed.gpkg"
    target = ogr.GetDriverByName("GPKG").CreateDataSource(str(path))
    srs = osr.SpatialReference()
    srs.ImportFromEPSG(2261)  # the sample's CRS
    table = target.CreateLayer("outlets", srs, ogr.wkbUnknown)
    for name in ("outlet_lines", "outlet_points"):
        for feature in sample_layer(name).getFeatures():
            row = ogr.Feature(table.GetLayerDefn())
            row.SetGeometry(ogr.CreateGeometryFromWkb(bytes(feature.geometry().asWkb())))
            table.CreateFeature(row)
    target = None
    mixed = owned(QgsVectorLayer(f"{path}|layername=outlets", "mixed outlets", "ogr"))
    assert mixed.geometryType() == 1 and mixed.crs().authid() == "EPSG:2261"  # QGIS sees lines only
    parts = by_geometry_type(mixed)
    assert sorted((part.geometryType(), part.featureCount()) for part in parts) == [(0, 3), (1, 4)]
    result = run({**sample_parameters(), "OUTLETS": mixed})
    assert envelopes(result) == envelopes(sample_run)


def test_an_outlet_table_of_one_type_is_read_without_a_gdal_error(dockline_provider, capfd):
    """Looking into a table for its geometry types asks the OGR provider only: asked, GDAL's raster provider
    printed "ERROR: ... sample_lake.gpkg|layername=outlet_lines could not be found" on every run with outlets."""
    from dockline.processing.adapters.outlets import by_geometry_type

    layer = sample_layer("outlet_lines")
    assert by_geometry_type(layer) == [layer]
    assert "could not be found" not in capfd.readouterr().err


@pytest.mark.parametrize("crs, tolerance", [("EPSG:32116", 1e-4), ("EPSG:4326", 0.05)])  # NY Central in metres
def test_sample_in_metres_and_degrees_gives_the_same_lineal_feet(sample_run, crs, tolerance):
    reprojected = {
        name: processing.run(
            "native:reprojectlayer", {"INPUT": sample_layer(name), "TARGET_CRS": crs, "OUTPUT": "memory:"}
        )["OUTPUT"]
        for name in ("parcels", "water", "zoning", "outlet_lines", "outlet_points")
    }
    parameters = sample_parameters(**reprojected)
    parameters["TOLERANCE"] = 10  # feet whatever the CRS
    result = run(parameters)
    assert result["TIE_LINES"].crs().authid() == crs
    feet = {pid: f["lineal_ft"] for pid, f in by_parcel(sample_run["ALLOCATION"]).items() if plain(f["lineal_ft"])}
    other = {pid: f["lineal_ft"] for pid, f in by_parcel(result["ALLOCATION"]).items() if plain(f["lineal_ft"])}
    assert feet.keys() == other.keys()
    assert max(abs(feet[pid] - other[pid]) for pid in feet) < tolerance


def non_preferred(log: str) -> set:
    return {line for line in log.splitlines() if "non-preferred" in line}


def test_qgis_process_from_the_command_line(sample_run, tmp_path):
    import subprocess

    from devenv import QGIS_PROCESS, qgis_process_env

    env = qgis_process_env(tmp_path / "profile")
    subprocess.run([QGIS_PROCESS, "plugins", "enable", "dockline"], env=env, capture_output=True)
    output = tmp_path / "out.gpkg"
    completed = subprocess.run(
        [
            QGIS_PROCESS,
            "run",
            "dockline:shorelineanalysis",
            "--",
            f"PARCELS={SAMPLE}|layername=parcels",
            "PARCEL_ID=parcel_id",
            f"WATER={SAMPLE}|layername=water",
            f"TIER_MAP={SAMPLE_TIERS}",
            f"TIE_LINES={output}",
            f"ALLOCATION=ogr:dbname='{output}' table=\"allocation\" (geom)",
            *(f"{name}=" for name in OUTPUTS if name not in ("TIE_LINES", "ALLOCATION")),
        ],
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert completed.returncode == 0, completed.stderr[-2000:]
    ours = non_preferred(completed.stdout + completed.stderr)
    if ours:  # else nothing to compare: the same layer through a native algorithm, what QGIS itself warns of
        native = subprocess.run(
            [
                QGIS_PROCESS,
                "run",
                "native:fixgeometries",
                "--",
                f"INPUT={SAMPLE}|layername=parcels",
                f"OUTPUT={tmp_path}/n.gpkg",
            ],
            env=env,
            capture_output=True,
            text=True,
            timeout=300,
        )
        # Dockline asks for no transform to WGS 84 (none is needed): no "non-preferred coordinate operation" warning of
        # its own (QGIS 3.40 and 3.44 print one for such runs all the same, from a call not traced to Dockline's code)
        assert ours <= non_preferred(native.stdout + native.stderr)
    adjoining = sum(f["status"] == "adjoining" for f in sample_run["ALLOCATION"].getFeatures())
    parcels = sample_layer("parcels").featureCount()
    assert f"{parcels} parcels: {adjoining} adjoining the MHW" in completed.stdout
    tie_lines = QgsVectorLayer(f"{output}|layername=out", "t", "ogr")
    allocation = QgsVectorLayer(f"{output}|layername=allocation", "a", "ogr")
    assert tie_lines.featureCount() == sample_run["TIE_LINES"].featureCount()
    assert allocation.featureCount() == parcels


@pytest.mark.parametrize(
    "algorithm, outputs",
    [
        ("dockline:tielines", ["TIE_POINTS", "TIE_LINES", "FACILITY_AREA_LINES", "FLAGS"]),
        ("dockline:facilityareas", ["FACILITY_AREAS", "DISTANCE_LINES", "SETBACK_ENVELOPES", "FLAGS"]),
    ],
)
def test_steps_on_their_own_match_the_whole_run(sample_run, algorithm, outputs):
    result = processing.run(algorithm, sample_parameters())  # outputs left out: made as temporary layers
    assert sorted(result) == sorted(outputs)
    for name in outputs:
        assert result[name].featureCount() == sample_run[name].featureCount(), name


def test_allocation_on_the_tie_lines_output(sample_run):
    tie_lines = sample_run["TIE_LINES"]
    result = processing.run(
        "dockline:allocation",
        {
            "PARCELS": tie_lines,
            "PARCEL_ID": "parcel_id",
            "LINEAL_FT_FIELD": "parcel_lineal_ft",
            "ALLOCATION": "memory:",
        },
    )["ALLOCATION"]
    whole = by_parcel(sample_run["ALLOCATION"])
    for feature in result.getFeatures():
        expected = whole[feature["parcel_id"]]
        if expected["tier"] == "1":  # no districts given here: every parcel is Tier 1 by default
            assert (feature["max_slips"], feature["category"]) == (expected["max_slips"], expected["category"])


@pytest.mark.parametrize(
    "change, message",
    [
        ({"PARCELS": "points"}, "parcels: needs polygons; the layer has points"),
        ({"PARCEL_ID": "no_such_field"}, "PARCEL_ID: the parcels layer has no field 'no_such_field'"),
        ({"TIER_MAP": "bad_tiers"}, "line 2: district 'R-1' has tier '9'"),
        ({"TOLERANCE": 150}, "TOLERANCE is 150 ft: at most 100 ft. It is in feet whatever the CRS"),
    ],
)
def test_bad_inputs_name_the_parameter(sample_run, tmp_path, change, message):
    points = memory_layer("Point", "EPSG:2261", [(shapely.Point(1, 1), "P1")], "&field=parcel_id:string")
    bad_tiers = tmp_path / "tiers.csv"
    bad_tiers.write_text("district,tier\nR-1,9\n")
    values = sample_parameters()
    for key, value in change.items():
        values[key] = {"points": points, "bad_tiers": str(bad_tiers)}.get(value, value)
    with pytest.raises(QgsProcessingException, match=message):
        run(values)


@pytest.mark.parametrize(
    "algorithm, outputs",
    [
        ("dockline:tielines", ["TIE_POINTS", "TIE_LINES", "FACILITY_AREA_LINES", "FLAGS"]),
        ("dockline:facilityareas", ["FACILITY_AREAS", "DISTANCE_LINES", "SETBACK_ENVELOPES", "FLAGS"]),
    ],
)
def test_steps_on_washington_nh(dockline_provider, nh_layers, algorithm, outputs):
    parcels, water = nh_layers
    result = processing.run(
        algorithm, {"PARCELS": parcels, "PARCEL_ID": "id", "WATER": water, **dict.fromkeys(outputs, "memory:")}
    )
    counts = {name: result[name].featureCount() for name in outputs}
    assert all(counts.values()), counts
    if "TIE_LINES" in counts:
        assert len({f["parcel_id"] for f in result["TIE_LINES"].getFeatures()}) == 160
        allocation = processing.run(
            "dockline:allocation",
            {
                "PARCELS": result["TIE_LINES"],
                "PARCEL_ID": "parcel_id",
                "LINEAL_FT_FIELD": "parcel_lineal_ft",
                "ALLOCATION": "memory:",
            },
        )["ALLOCATION"]
        assert allocation.featureCount() == counts["TIE_LINES"]
