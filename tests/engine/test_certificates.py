"""Certificates of nonconformity and the extent they record (§ 73-21A, § 73-21F, D15): within the certified
figures and footprint a facility's findings are nonconforming; each figure past its certified value and each part
outside the certified footprint is a violation of § 73-21A of its own; a certificate without an extent covers the
facility and says in ``to_confirm`` that it could not be compared. On a straight shore, where every figure can be
worked by hand."""

import dataclasses

import pytest
import shapely
import shapely.affinity
from dockline.rules import allocate, get_profile
from dockline.rules.checks.checker import check_facilities
from dockline.rules.checks.figures import CERTIFIED_FIGURES
from dockline.rules.checks.findings import ADVISORY, NONCONFORMING, VIOLATION
from dockline.rules.checks.proposal import Certificate, DockPart, Mooring, Proposal, Structure
from dockline.rules.inputs import FACILITY_FIELDS, proposal_from_rows
from dockline.rules.lake.analysis import analyse_lake
from dockline.rules.law.vocabulary import Status

PROFILE = get_profile("south_bristol")
LOTS = {"C": (0, 100), "F": (100, 400)}  # Tier 1 parcels: x from, x to
ENLARGED = "NONCONFORMITY_ENLARGED"


@pytest.fixture(scope="module")
def lake():
    return analyse_lake(
        shapely.box(-200, 0, 1000, 3000),
        [(pid, shapely.box(x0, -300, x1, 0)) for pid, (x0, x1) in LOTS.items()],
        allocate_parcel=lambda pid, ft: allocate(ft, 1),
    )


def middle(pid):
    return (LOTS[pid][0] + LOTS[pid][1]) / 2


def part(pid, kind, x0, x1, y0, y1):
    """A part of dock D1 (2 slips) from x0 to x1 about the middle of the parcel's frontage and from y0 to y1 off
    the MHW (y = 0)."""
    return DockPart(
        f"docks feature {kind}", "D1", kind, pid, 2, False, shapely.box(middle(pid) + x0, y0, middle(pid) + x1, y1)
    )


# A Tier 1 dock on C: an 8 x 49-ft walkway from 4 ft inland and a 40 x 10-ft head. It covers 792 sq ft (past the
# 720-sq-ft cap: T1_DOCK_AREA; the head past the 256-sq-ft one), reaches 55 ft from the MHW, is 55 ft long there
# and its walkway 8 ft wide; 2 slips.
DOCK = (part("C", "main_walkway", -4, 4, -4, 45), part("C", "appendage", -20, 20, 45, 55))
WHOLE_DOCK = shapely.union_all([p.geometry for p in DOCK])
# A one-slip boathouse on F, 20 x 40 ft and 14 ft high (past the one-slip size: T1_BOATHOUSE_SIZE_1_SLIP).
BOATHOUSE = Structure(
    "structures feature 1", "BH", "F", "boathouse", 1, 14.0, 0.0, True, None, shapely.box(240, -5, 260, 35)
)


def buoy(x, y, mooring_id="M1"):
    return Mooring(f"moorings feature {x}", mooring_id, "C", 12.0, 8.0, True, shapely.Point(x, y))


BUOYS = (buoy(30, 60), buoy(70, 60))  # two buoys of one mooring facility, 60 ft out


def checked(lake, certificate, **proposal):
    proposal = {"docks": DOCK, "structures": (BOATHOUSE,), **proposal}
    return check_facilities(lake, Proposal(**proposal, certificates=(certificate,)), PROFILE)


def of(result, facility_id):
    return [f for f in result.findings if f.facility_id == facility_id]


FIGURES = [  # facility, figure, as proposed, a certified value just short of it
    ("D1", "area_sqft", 792.0, 791.9),
    ("D1", "length_ft", 55.0, 54.99),
    ("D1", "reach_ft", 55.0, 54.99),
    ("D1", "width_ft", 8.0, 7.99),
    ("D1", "slips", 2, 1),
    ("BH", "area_sqft", 800.0, 799.9),
    ("BH", "length_ft", 40.0, 39.99),  # as drawn, 5 ft of it inland, as the boathouse's size is measured
    ("BH", "width_ft", 20.0, 19.99),
    ("BH", "height_ft", 14.0, 13.99),
    ("BH", "slips", 1, 0),
    ("M1", "moorings", 2, 1),
    ("M1", "slips", 2, 1),
    ("M1", "reach_ft", 60.0, 59.99),
]


@pytest.mark.parametrize("facility_id, figure, proposed, short", FIGURES)
def test_a_figure_at_its_certified_value_is_nonconforming_past_it_an_enlargement(
    lake, facility_id, figure, proposed, short
):
    within = checked(lake, Certificate("certificates feature 1", facility_id, {figure: proposed}), moorings=BUOYS)
    assert not [f for f in within.findings if f.rule_id == ENLARGED]
    covered = [f for f in of(within, facility_id) if f.rule_id != "INPUT"]
    assert covered and all(f.severity == NONCONFORMING for f in covered)
    past = checked(lake, Certificate("certificates feature 1", facility_id, {figure: short}), moorings=BUOYS)
    enlarged = [f for f in past.findings if f.rule_id == ENLARGED]
    assert [(f.facility_id, f.severity, f.measured, f.limit) for f in enlarged] == [
        (facility_id, VIOLATION, proposed, short)
    ]
    assert enlarged[0].citation == "§ 73-21A" and "may not be enlarged" in enlarged[0].message
    assert enlarged[0].to_confirm.startswith("D15: ") and not enlarged[0].geometry.is_empty
    others = [f for f in of(past, facility_id) if f.rule_id not in (ENLARGED, "INPUT")]
    assert others and all(f.severity == NONCONFORMING for f in others)


FOOTPRINTS = [  # facility, certified footprint, the area (sq ft) or distance (ft) outside it
    ("D1", WHOLE_DOCK, 0.0),
    ("D1", shapely.affinity.translate(WHOLE_DOCK, 1e-5), 0.0),  # a reprojection's rounding: a sliver, ignored
    ("D1", shapely.box(26, -4, 74, 54.9), 4.0),  # the head 0.1 ft longer than certified
    ("D1", shapely.box(46, -4, 54, 45), 400.0),  # the walkway only: the head is new
    ("D1", shapely.box(26, -4, 74, 55), 0.0),
    ("BH", BOATHOUSE.geometry, 0.0),
    ("BH", shapely.box(240, -5, 260, 30), 100.0),  # 5 ft longer than certified
    ("M1", shapely.box(0, 50, 100, 70), 0.0),
    ("M1", shapely.box(0, 50, 60, 70), 10.0),  # the second buoy 10 ft past the footprint
]


@pytest.mark.parametrize("facility_id, footprint, outside", FOOTPRINTS)
def test_a_part_outside_the_certified_footprint_is_an_enlargement_drawn(lake, facility_id, footprint, outside):
    result = checked(lake, Certificate("certificates feature 1", facility_id, footprint=footprint), moorings=BUOYS)
    enlarged = [f for f in result.findings if f.rule_id == ENLARGED]
    if outside == 0.0:
        assert enlarged == []
        return
    (finding,) = enlarged
    assert (finding.facility_id, finding.severity, finding.limit) == (facility_id, VIOLATION, 0.0)
    assert "outside the footprint" in finding.message
    assert finding.measured == pytest.approx(outside)
    assert finding.geometry.difference(footprint).area == pytest.approx(finding.geometry.area, abs=1.0)
    if facility_id != "M1":  # drawn: the part outside, no more
        assert finding.geometry.area == pytest.approx(outside)


@pytest.mark.parametrize("figures", [{}, {"area_sqft": 792.0}])
def test_to_confirm_says_whether_the_certificate_recorded_an_extent(lake, figures):
    result = checked(lake, Certificate("certificates feature 1", "D1", figures))
    covered = of(result, "D1")
    assert {f.rule_id for f in covered} == {"T1_DOCK_AREA", "T1_APPENDAGE_AREA"}
    for finding in covered:
        assert finding.severity == NONCONFORMING and finding.basis == "decision"
        assert "certificate of nonconformity is recorded" in finding.message
        lines = finding.to_confirm.splitlines()
        assert any(line.startswith("D15: ") for line in lines)
        compared = [line for line in lines if "certificate of nonconformity of D1" in line]
        if figures:
            assert compared == [
                "the certificate of nonconformity of D1 records its extent (area): within it the "
                "facility is nonconforming, and an excess is a violation of its own"
            ]
        else:
            assert len(compared) == 1 and "records no extent" in compared[0] and "could not be compared" in compared[0]


@pytest.mark.parametrize("certified, status", [(792.0, Status.COMPLIES), (700.0, Status.VIOLATIONS)])
def test_an_enlargement_is_never_covered_by_the_certificate(lake, certified, status):
    result = checked(lake, Certificate("certificates feature 1", "D1", {"area_sqft": certified}))
    assert result.summaries["C"].status == status
    assert result.summaries["C"].counts[NONCONFORMING] == 2


def test_input_findings_of_a_certified_facility_stay_advisory(lake):
    dock = tuple(dataclasses.replace(p, slips=None) for p in DOCK)
    result = checked(lake, Certificate("certificates feature 1", "D1", {"slips": 0}), docks=dock)
    severities = {f.rule_id: f.severity for f in of(result, "D1")}
    assert severities == {"INPUT": ADVISORY, "T1_DOCK_AREA": NONCONFORMING, "T1_APPENDAGE_AREA": NONCONFORMING}


@pytest.mark.parametrize(
    "facility_id, figure, certified, words",
    [
        ("D1", "height_ft", 3, "its height as 3 ft"),
        ("D1", "moorings", 3, "its number of moorings as 3 moorings"),
        ("D1", "moorings", 1, "its number of moorings as 1 mooring,"),
        ("M1", "area_sqft", 3, "its area as 3 sq ft"),
        ("M1", "area_sqft", 1234567, "its area as 1234567 sq ft"),  # printed as every figure is, never 1.23457e+06
        ("M1", "area_sqft", 2.345, "its area as 2.35 sq ft"),
    ],
)
def test_a_figure_not_measured_for_the_facility_is_said_not_compared(lake, facility_id, figure, certified, words):
    result = checked(lake, Certificate("certificates feature 1", facility_id, {figure: certified}), moorings=BUOYS)
    said = [f for f in of(result, facility_id) if f.rule_id == "INPUT"]
    assert [f.severity for f in said] == [ADVISORY]
    assert words in said[0].message and "not compared" in said[0].message
    assert not [f for f in result.findings if f.rule_id == ENLARGED]


def read(*certificates):
    """A ``Proposal`` read from certificate rows (values by column, geometry) as every front end reads it."""
    parameter = {default: name for name, default, _, _ in FACILITY_FIELDS["CERTIFICATES"]}

    def rows(layer):
        for k, (values, geometry) in enumerate(certificates if layer == "CERTIFICATES" else ()):
            given = dict.fromkeys(parameter.values())
            yield f"certificates feature {k + 1}", {**given, **{parameter[c]: v for c, v in values.items()}}, geometry

    return proposal_from_rows(rows)


@pytest.mark.parametrize(
    "column, given, figure",
    [
        ("area_sqft", 1000, 1000.0),
        ("area_sqft", "1000.5", 1000.5),
        ("moorings", 0, 0.0),
        ("slips", None, None),
        ("reach_ft", " ", None),
    ],
)
def test_the_figures_a_certificate_row_gives(column, given, figure):
    (certificate,) = read(({"facility_id": "D1", column: given}, None)).certificates
    assert certificate.figures == ({} if figure is None else {column: figure})
    assert (certificate.facility_id, certificate.footprint, certificate.problems) == ("D1", None, ())


@pytest.mark.parametrize("column, given", [("area_sqft", "big"), ("length_ft", -1), ("height_ft", "nan")])
def test_a_value_that_is_no_figure_is_named_with_its_row_and_column(lake, column, given):
    (certificate,) = read(({"facility_id": "D1", column: given, "slips": 2}, None)).certificates
    assert certificate.figures == {"slips": 2.0}
    parameter = next(name for name, default, _, _ in FACILITY_FIELDS["CERTIFICATES"] if default == column)
    assert certificate.problems == (
        f"certificates feature 1: {parameter} holds {given!r}, which is not a figure (a number, 0 or more), so the "
        f"certified {CERTIFIED_FIGURES[column].what} was not compared.",
    )
    said = [f for f in checked(lake, certificate).findings if f.rule_id == "INPUT"]
    assert [(f.facility_id, f.parcel_id, f.severity, f.message) for f in said] == [
        ("D1", "C", ADVISORY, certificate.problems[0])
    ]


@pytest.mark.parametrize(
    "geometry, footprint",
    [
        (None, False),
        (shapely.box(0, 0, 10, 10), True),
        (shapely.MultiPolygon([shapely.box(0, 0, 1, 1)]), True),
        (shapely.Point(1, 1), False),
        (shapely.LineString([(0, 0), (1, 1)]), False),
    ],
)
def test_a_polygon_is_the_certified_footprint(geometry, footprint):
    (certificate,) = read(({"facility_id": "D1"}, geometry)).certificates
    assert certificate.footprint is (geometry if footprint else None)
    assert certificate.has_extent == footprint
    drawn = geometry is not None and not footprint
    assert certificate.problems == (
        (
            f"certificates feature 1: its geometry is a {geometry.geom_type}, not a polygon, so no footprint was "
            "compared.",
        )
        if drawn
        else ()
    )


def test_a_row_without_a_facility_and_a_facility_certified_twice_are_said(lake):
    certificates = read(
        ({"facility_id": "D1", "area_sqft": 700}, None),
        ({"facility_id": "D1", "area_sqft": 800}, None),
        ({"facility_id": " ", "area_sqft": 800}, None),
    ).certificates
    result = check_facilities(lake, Proposal(docks=DOCK, certificates=certificates), PROFILE)
    said = sorted(f.message for f in result.findings if f.rule_id == "INPUT")
    assert said == [
        "The certificates table names facility 'D1' in 2 rows: only the last applies.",
        "certificates feature 3 names no facility (CERTIFICATE_FACILITY_FIELD is empty), so it was not applied.",
    ]
    assert not [f for f in result.findings if f.rule_id == ENLARGED]  # the last row: 800 sq ft
