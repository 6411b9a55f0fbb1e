"""Inputs that cannot be right are said, never read silently as something else (issue 39): a yes/no value that is
neither, a tier map whose districts are spelt otherwise than the zoning's, a water layer far from every parcel or
the parcels layer given as the water, a number written as text."""

import numpy as np
import pytest
import shapely
from dockline.rules import DocklineInputError
from dockline.rules.inputs import (
    FACILITY_FIELDS,
    NUMBER_FIELDS,
    ONE_PER_ID,
    YES_NO_FIELDS,
    facility_columns,
    proposal_from_rows,
)
from dockline.rules.law.allocation import allocate
from dockline.rules.law.catalogue import INPUT
from dockline.rules.law.profiles import district_key, get_profile
from dockline.rules.law.vocabulary import FlagCode
from dockline.rules.run import LakeInputs, Parcels, Zoning, require_distinct_water, run_lake
from dockline.rules.tools.values import feature_label, yes_no

SOUTH_BRISTOL = get_profile("south_bristol")
WATER = shapely.box(-200, 0, 800, 3000)
FAR = "no parcel comes within 100 ft"


LOTS = np.array([shapely.box(x, -300, x + 100, 0) for x in (0, 100, 200)], dtype=object)


def lake(*, steep=(), districts=(), tier_map=None, water=(WATER,), gap_ft=0.0, zoning=None):
    """Three 100-ft lots on the shore of ``WATER`` (moved ``gap_ft`` inland), with the values given."""
    parcels = Parcels(
        ["A", "B", "C"],
        shapely.transform(LOTS, lambda xy: xy - [0, gap_ft]),
        districts=districts,
        steep_slope=steep,
        district_field="district" if districts else None,
    )
    tier_maps = {None: tier_map} if tier_map else {}
    return LakeInputs(SOUTH_BRISTOL, parcels, list(water), zoning=zoning, tier_maps=tier_maps)


def flags(run, code) -> list:
    return [flag for flag in run.analysis.flags if flag.code == code]


@pytest.mark.parametrize(
    "value, read",
    [
        ("yes", True),
        (" Y ", True),
        (1, True),
        (1.0, True),
        (True, True),
        ("no", False),
        ("N", False),
        (0, False),
        (False, False),
        ("false", False),
        ("maybe", None),
        (2, None),
        ("nope", None),
    ],
)
def test_a_yes_no_value_is_read_or_said_to_be_neither(value, read):
    assert yes_no(value) is read


@pytest.mark.parametrize("given, steep", [("yes", True), ("no", False), (None, False), ("", False)])
def test_a_steep_slope_given_yes_or_no_is_read_without_a_flag(given, steep):
    run = run_lake(lake(steep=[given, None, None]))
    assert not flags(run, FlagCode.INPUT)
    assert run.analysis.allocations["A"].boat_accessory_structure_allowed is steep  # § 73-8B(4)


@pytest.mark.parametrize("given", ["maybe", "2", "unknown"])
def test_a_steep_slope_neither_yes_nor_no_is_an_input_flag_naming_parcel_and_value(given):
    run = run_lake(lake(steep=[given, "yes", None]))
    (flag,) = flags(run, FlagCode.INPUT)
    assert flag.parcel_id == "A" and repr(given) in flag.message and "neither yes nor no" in flag.message
    assert not run.analysis.allocations["A"].boat_accessory_structure_allowed  # not given: not read as yes
    assert run.analysis.allocations["B"].boat_accessory_structure_allowed


def proposal_with(layer: str, parameter: str, value):
    """A proposal read as every front end reads it, with one feature of ``layer`` holding ``value`` in
    ``parameter`` and nothing else."""
    parameters = [name for name, *_ in FACILITY_FIELDS[layer]]

    def rows(asked):
        if asked == layer:
            yield f"{layer.lower()} feature 7", {**dict.fromkeys(parameters), parameter: value}, None

    return proposal_from_rows(rows)


YES_NO = [(layer, parameter) for layer, parameters in YES_NO_FIELDS.items() for parameter in parameters]


@pytest.mark.parametrize("layer, parameter", YES_NO)
@pytest.mark.parametrize("value", ["yes", "no", "1", None])
def test_a_yes_no_field_given_yes_or_no_is_not_reported(layer, parameter, value):
    assert proposal_with(layer, parameter, value).unclear == ()


@pytest.mark.parametrize("layer, parameter", YES_NO)
def test_a_yes_no_field_neither_yes_nor_no_is_an_input_finding_naming_feature_and_value(layer, parameter):
    proposal = proposal_with(layer, parameter, "maybe")
    run = run_lake(lake())
    label = f"{layer.lower()} feature 7"
    said = f"{label}: {parameter} holds 'maybe', which is neither yes nor no"
    found = [f for f in run.check(proposal).findings if f.rule_id == INPUT and said in f.message]
    assert [f.facility_id for f in found] == [label]


NUMBERS = [(layer, parameter, counts) for layer, fields in NUMBER_FIELDS.items() for parameter, counts in fields]


@pytest.mark.parametrize("layer, parameter, counts", NUMBERS)
@pytest.mark.parametrize("value", ["3", 3.0, "1e1", " 12 ", None, ""])
def test_a_number_field_given_a_number_is_not_reported(layer, parameter, counts, value):
    assert proposal_with(layer, parameter, value).unclear == ()


@pytest.mark.parametrize("layer, parameter, counts", NUMBERS)
@pytest.mark.parametrize("value", ["abc", "24 ft", "3.7"])
def test_a_number_field_given_no_number_is_an_input_finding_naming_feature_and_value(layer, parameter, counts, value):
    """A value that is not a number (or not a whole one, for slips) is not taken as given, and said: never read as
    0 or cut to a whole number."""
    label = f"{layer.lower()} feature 7"
    what = "a number" if value != "3.7" else "a whole number" if counts else None
    found = [f for f in run_lake(lake()).check(proposal_with(layer, parameter, value)).findings if f.rule_id == INPUT]
    said = [f.message for f in found if f.facility_id == label and f"{parameter} holds {value!r}" in f.message]
    assert said == ([f"{label}: {parameter} holds {value!r}, which is not {what}: not taken as given"] if what else [])


def test_slips_not_a_whole_number_are_not_given():
    proposal = proposal_with("DOCKS", "DOCK_SLIPS_FIELD", "3.7")
    assert proposal.docks[0].slips is None
    assert proposal_with("DOCKS", "DOCK_SLIPS_FIELD", "1e1").docks[0].slips == 10


def test_a_variance_granted_maybe_is_not_applied():
    proposal = proposal_with("VARIANCES", "VARIANCE_GRANTED_FIELD", "maybe")
    assert proposal.variances == frozenset()
    assert proposal_with("VARIANCES", "VARIANCE_GRANTED_FIELD", "yes").variances == {(None, None)}


@pytest.mark.parametrize("written", ["MAR", "mar", " Mar ", "M.A.R.", "m-a-r", "M A R"])
def test_a_tier_map_matches_districts_as_municipalities_are_matched(written):
    assert district_key(written) == district_key("MAR")
    run = run_lake(lake(districts=[written, "R-1", "R-1"], tier_map={"MAR": 2, "R 1": 1}))
    assert run.analysis.allocations["A"].tier == 2 and run.notices == []


@pytest.mark.parametrize("written", ["MARS", "MA", "MR"])
def test_a_district_spelt_otherwise_is_tier_1_and_both_sides_are_warned(written):
    run = run_lake(lake(districts=[written, "R-1", "R-1"], tier_map={"MAR": 2, "R-1": 1}))
    assert run.analysis.allocations["A"].tier == 1
    assert run.notices == [
        "tier map: district 'MAR' matches no district of the parcels or the zoning: check its spelling.",
        f"district {written!r} (1 parcel) matches no row of the tier map: Tier 1 (§ 73-6A(1)).",
    ]


def test_one_district_spelt_two_ways_with_two_tiers_is_refused():
    with pytest.raises(DocklineInputError, match="districts 'MAR' and 'mar' are one district .* different tiers"):
        SOUTH_BRISTOL.with_tier_map({"MAR": 2, "mar": 3})
    assert SOUTH_BRISTOL.with_tier_map({"MAR": 2, "mar": 2}).tier_of_district("Mar") == ((2,), True)


@pytest.mark.parametrize("empty", [None, "", "  "])
def test_a_parcel_whose_district_field_is_empty_is_tier_1_and_flagged(empty):
    """§ 73-6A(1): Tier 1 by default, as where no zoning polygon covers it, and said the same way (NO_DISTRICT)."""
    run = run_lake(lake(districts=["MAR", empty, "MAR"]))
    (flag,) = flags(run, FlagCode.NO_DISTRICT)
    assert flag.parcel_id == "B"
    assert flag.message == "its district field (district) is empty: Tier 1 by default (§ 73-6A(1))"
    assert run.analysis.allocations["B"].tier_reason == "no zoning district given: Tier 1 by default"
    assert run.analysis.allocations["A"].tier_reason.startswith("MAR: ")


def test_without_a_district_field_no_parcel_is_flagged():
    assert not flags(run_lake(lake()), FlagCode.NO_DISTRICT)


def test_a_zoning_polygon_without_a_district_is_named_not_said_to_be_missing():
    """A polygon covers A and B with no district: that polygon is named; C, which no polygon covers, is said so."""
    zoning = Zoning(
        ["", "MAR"], [shapely.box(-10, -310, 195, 10), shapely.box(210, -310, 310, 10)], ["zone 7", "zone 8"]
    )
    said = {flag.parcel_id: flag.message for flag in flags(run_lake(lake(zoning=zoning)), FlagCode.NO_DISTRICT)}
    assert said == {
        "A": "zone 7 covers it with no district: Tier 1 by default (§ 73-6A(1))",
        "B": "zone 7 covers it with no district: Tier 1 by default (§ 73-6A(1))",
    }
    zoning = Zoning(["MAR"], [shapely.box(-10, -310, 195, 10)], ["zone 8"])
    said = {flag.parcel_id: flag.message for flag in flags(run_lake(lake(zoning=zoning)), FlagCode.NO_DISTRICT)}
    assert said == {"C": "no polygon of the zoning layer covers it: Tier 1 by default (§ 73-6A(1))"}
    zoning = Zoning(
        [None, ""], [shapely.box(-10, -310, 150, 10), shapely.box(150, -310, 310, 10)], ["zone 1", "zone 2"]
    )
    said = {flag.parcel_id: flag.message for flag in flags(run_lake(lake(zoning=zoning)), FlagCode.NO_DISTRICT)}
    assert said["B"] == "zone 1, zone 2 cover it with no district: Tier 1 by default (§ 73-6A(1))"


@pytest.mark.parametrize("gap_ft", [101.0, 2_000.0, 50_000.0])
def test_water_far_from_every_parcel_is_said_with_the_likely_causes(gap_ft):
    run = run_lake(lake(gap_ft=gap_ft))
    (flag,) = [f for f in flags(run, FlagCode.FABRIC_OFFSET) if FAR in f.message]
    assert flag.value == pytest.approx(gap_ft) and "another layer given as the water" in flag.message
    assert "different CRSs" in flag.message and run.notices == [flag.message]


@pytest.mark.parametrize("gap_ft", [0.0, 5.0, 99.0])
def test_water_near_the_parcels_is_not_said_to_be_far(gap_ft):
    run = run_lake(lake(gap_ft=gap_ft))
    assert not [f for f in run.analysis.flags if FAR in f.message] and run.notices == []
    assert bool(run.analysis.lineal) is (gap_ft < 10)  # beyond the tolerance the fabric's own flag speaks


def test_the_parcels_layer_given_as_the_water_is_refused():
    inputs = lake()
    inputs.water = list(inputs.parcels.geometries)
    with pytest.raises(
        DocklineInputError, match="water: 3 of the 3 parcels lie inside its polygons: the parcels layer"
    ):
        run_lake(inputs)


@pytest.mark.parametrize("inside, refused", [(3, True), (2, True), (1, False), (0, False)])
def test_water_is_refused_where_most_parcels_lie_inside_it(inside, refused):
    parcels = lake().parcels.geometries
    water = [WATER, *parcels[:inside]]  # a lake bed as a parcel (one of three) is no such mix-up
    if refused:
        with pytest.raises(DocklineInputError, match=f"{inside} of the 3 parcels lie inside"):
            require_distinct_water("water", water, parcels)
    else:
        require_distinct_water("water", water, parcels)


@pytest.mark.parametrize("written, lineal_ft", [("120", 120), (" 97.5 ", 97.5), ("1e3", 1000)])
def test_lineal_feet_written_as_text_are_read_as_the_number(written, lineal_ft):
    assert allocate(written, 1) == allocate(lineal_ft, 1)


SHORE = shapely.LineString([(-200, 0), (800, 0), (800, 3000), (-200, 3000), (-200, 0)])
ISLAND = shapely.LineString([(200, 1000), (400, 1000), (400, 1200), (200, 1200), (200, 1000)])


@pytest.mark.parametrize(
    "lines, twice",
    [
        ([SHORE, SHORE], (1, 2)),
        ([SHORE, ISLAND, shapely.reverse(ISLAND)], (2, 3)),  # drawn the other way round
        ([SHORE, ISLAND, shapely.LineString([*ISLAND.coords[2:], *ISLAND.coords[1:3]])], (2, 3)),
        ([shapely.MultiLineString([SHORE, ISLAND]), ISLAND], (1, 2)),
        ([None, SHORE, None, SHORE], (2, 4)),  # a feature without a geometry moves none of the names
    ],
)
@pytest.mark.parametrize("labelled", [True, False], ids=["by id", "by place"])
def test_a_shoreline_ring_given_twice_is_refused_naming_both_features(lines, twice, labelled):
    """Named as the user finds them: by the ids the front end gave (fids from 10 up here), else by their places."""
    inputs = lake()
    inputs.water, inputs.water_name = lines, "shoreline"
    if labelled:
        inputs.water_labels = [feature_label("shoreline", 10 * n) for n in range(1, len(lines) + 1)]
        said = " and ".join(f"shoreline feature {10 * n}" for n in twice)
    else:
        said = " and ".join(rf"shoreline feature {n} \(in the layer's order\)" for n in twice)
    with pytest.raises(DocklineInputError, match=f"^{said} hold the same closed line twice"):
        run_lake(inputs)


def test_a_shoreline_with_each_ring_once_is_analysed():
    inputs = lake()
    inputs.water, inputs.water_name = [SHORE, ISLAND], "shoreline"
    assert set(run_lake(inputs).analysis.lineal) == {"A", "B", "C"}


MANGLED = "Caf\ufffd-1"  # 'Café-1' written in ISO-8859-1, read as UTF-8


@pytest.mark.parametrize(
    "field, named", [("ids", "id"), *((column, column) for column in ("districts", "land_use", "municipality"))]
)
def test_parcel_text_with_letters_lost_to_the_wrong_encoding_is_refused_naming_field_and_value(field, named):
    given = lake()
    values = {"ids": ["A", MANGLED, "C"]} if field == "ids" else {field: [None, MANGLED, None]}
    parcels = Parcels(**{**vars(given.parcels), **values})
    with pytest.raises(DocklineInputError, match=rf"parcels: the {named} 'Caf\ufffd-1' holds '\ufffd'.*encoding"):
        run_lake(LakeInputs(SOUTH_BRISTOL, parcels, given.water))


def test_a_zoning_district_with_letters_lost_is_refused():
    given = lake()
    zoning = Zoning([MANGLED], np.array([shapely.box(-500, -500, 1000, 0)], dtype=object), ["zoning feature 0"])
    with pytest.raises(DocklineInputError, match=r"zoning: the district 'Caf\ufffd-1'"):
        run_lake(LakeInputs(SOUTH_BRISTOL, given.parcels, given.water, zoning=zoning))


@pytest.mark.parametrize("layer", [layer for layer, fields in FACILITY_FIELDS.items() if fields])  # not BUILDINGS
def test_a_facility_value_with_letters_lost_is_refused_naming_the_feature(layer):
    parameter = FACILITY_FIELDS[layer][0][0]
    with pytest.raises(DocklineInputError, match=rf"{layer.lower()} feature 7: the {parameter} 'Caf\ufffd-1'"):
        proposal_with(layer, parameter, MANGLED)


SHAPEFILE_CUT = [  # (layer, parameter, Dockline's name, the name a shapefile keeps)
    (layer, parameter, default, default[:10])
    for layer, spec in FACILITY_FIELDS.items()
    for parameter, default, _, _ in spec
    if len(default) > 10
]


@pytest.mark.parametrize(("layer", "parameter", "default", "cut"), SHAPEFILE_CUT, ids=[c[1] for c in SHAPEFILE_CUT])
def test_a_field_name_a_shapefile_cut_is_read_and_said(layer, parameter, default, cut):
    present = [cut if name == default else name for _, name, _, _ in FACILITY_FIELDS[layer]]
    columns, notices = facility_columns(layer, present, {})
    assert columns[parameter] == cut
    assert notices == [f"{layer.lower()}: no field {default!r}; its field {cut!r} read as it (a shapefile's name)"]


def test_a_field_not_in_the_layer_is_read_as_not_given_unless_chosen_or_required():
    present = ["dock_id", "part", "geometry"]
    columns, notices = facility_columns("DOCKS", present, {"DOCK_SLIPS_FIELD": "slips"})  # Dockline's own name
    assert columns["DOCK_SLIPS_FIELD"] is None and columns["DOCK_ID_FIELD"] == "dock_id" and notices == []
    with pytest.raises(DocklineInputError, match=r"DOCK_SLIPS_FIELD: the docks layer has no field 'boats'"):
        facility_columns("DOCKS", present, {"DOCK_SLIPS_FIELD": "boats"})
    with pytest.raises(DocklineInputError, match=r"DOCK_PART_FIELD: the docks layer has no field 'part'"):
        facility_columns("DOCKS", ["dock_id"], {})
    columns, _ = facility_columns("DOCKS", ["DOCKNO", "part"], {"DOCK_ID_FIELD": "DOCKNO"})
    assert columns["DOCK_ID_FIELD"] == "DOCKNO"


def test_districts_without_a_tier_map_are_said_to_be_tier_1_once():
    """Every front end prints the run's notices (the panel above its list): districts given with no tier map at
    all make every parcel Tier 1, the marina too, which one notice says; no districts, no notice."""
    run = run_lake(lake(districts=["MAR", "R-1", "R-1"]))
    assert run.notices == [
        "no tier map given: every parcel is Tier 1 (§ 73-6A(1)), whatever its district (MAR, R-1). Give the town's "
        "district → tier assignments as a tier map (district,tier) and run again."
    ]
    assert {a.tier for a in run.analysis.allocations.values()} == {1}
    assert run_lake(lake()).notices == []


@pytest.mark.parametrize(("layer", "parameter"), list(ONE_PER_ID.items()))
def test_an_id_two_facilities_hold_is_an_input_finding_naming_both(layer, parameter):
    """Eighteen moorings all named M1 gave findings that named them alike: each later holder of an id is said; a
    dock's parts share their id by design and are not asked."""
    parameters = [name for name, *_ in FACILITY_FIELDS[layer]]

    def rows(asked):
        if asked == layer:
            for number, facility_id in ((3, "M1"), (5, "M2"), (9, " M1 "), (12, None), (14, None)):
                yield f"{layer.lower()} feature {number}", {**dict.fromkeys(parameters), parameter: facility_id}, None

    first, again = f"{layer.lower()} feature 3", f"{layer.lower()} feature 9"
    assert proposal_from_rows(rows).unclear == (
        (again, f"{again}: {parameter} 'M1' is {first}'s too: the findings name both alike; give each its own id"),
    )
    assert "DOCKS" not in ONE_PER_ID


TWO_BUOYS = shapely.MultiPoint([(0, 0), (300, 0)])
TWO_BOXES = shapely.MultiPolygon([shapely.box(0, 0, 10, 10), shapely.box(50, 0, 60, 10)])
BOW_TIE = shapely.Polygon([(0, 0), (10, 10), (10, 0), (0, 10)])  # invalid: its sides cross


@pytest.mark.parametrize(
    "layer, geometry, pieces",
    [
        ("MOORINGS", TWO_BUOYS, "2 pieces"),
        ("MOORINGS", shapely.MultiPoint([(0, 0), (300, 0), (0, 0)]), "2 pieces"),  # a point given twice is one
        ("MOORINGS", shapely.MultiPoint([(0, 0), (0.005, 0), (300, 0), (600, 0)]), "3 pieces"),  # within 0.01 ft
        ("MOORINGS", shapely.MultiPoint([(0, 0), (0, 0)]), None),
        ("MOORINGS", shapely.MultiPoint([(5, 5)]), None),
        ("MOORINGS", shapely.Point(5, 5), None),
        ("STRUCTURES", TWO_BOXES, "2 pieces"),
        ("STRUCTURES", shapely.MultiPolygon([shapely.box(0, 0, 10, 10), shapely.box(10, 0, 20, 10)]), None),  # touch
        ("STRUCTURES", shapely.MultiPolygon([shapely.box(0, 0, 10, 10), shapely.box(10, 10, 20, 20)]), None),  # corner
        ("STRUCTURES", shapely.MultiPolygon([BOW_TIE, shapely.box(50, 0, 60, 10)]), "2 pieces"),
        ("STRUCTURES", shapely.MultiPolygon([shapely.box(0, 0, 10, 10), shapely.Polygon()]), None),
        ("STRUCTURES", shapely.box(0, 0, 10, 10), None),
        ("BOATS", TWO_BOXES, "2 pieces"),
        ("BOATS", None, None),
    ],
)
def test_a_facility_drawn_in_pieces_apart_is_an_input_finding(layer, geometry, pieces):
    """A multi-point holding two buoys was checked as one mooring, the other never counted against the
    allocation: a mooring, structure or boat is one feature each, and one whose pieces lie apart is said."""
    parameters = [name for name, *_ in FACILITY_FIELDS[layer]]
    label = f"{layer.lower()} feature 7"

    def rows(asked):
        if asked == layer:
            yield label, {**dict.fromkeys(parameters), ONE_PER_ID[layer]: "F1"}, geometry

    facility = {"MOORINGS": "mooring", "STRUCTURES": "structure", "BOATS": "boat"}[layer]
    expected = (
        f"{label}: its geometry holds {pieces} apart, checked as one {facility}: draw each {facility} as its own "
        "feature"
    )
    assert proposal_from_rows(rows).unclear == (() if pieces is None else ((label, expected),))


@pytest.mark.parametrize("ids", [[None, None, None], ["", "  ", None]])
def test_parcels_without_a_single_id_are_refused_naming_the_field_as_the_fault(ids):
    """An id field chosen wrong (or none: the API's ``parcel_id=None``) reads no id at all: one message about the
    field, not a skipped-feature flag for each parcel."""
    inputs = lake()
    inputs.parcels = Parcels(ids, inputs.parcels.geometries)
    with pytest.raises(DocklineInputError, match=r"^parcels: no feature has a parcel id \(3 features read\): choose"):
        run_lake(inputs)
