"""Certificates of nonconformity through ``dockline:checkfacilities`` (§ 73-21A, § 73-21F, D15): the sample's dock
D5 (944 sq ft as drawn: a 432-sq-ft walkway and two 256-sq-ft heads, past the 720-sq-ft cap) certified by a table
row or by a polygon, its certified footprint, in the sample's CRS."""

import pytest
import shapely
from layers import check, facility_parameters, memory_layer, sample_layer, table
from qgis.core import QgsFeatureRequest, QgsGeometry

FIELDS = "&field=facility_id:string&field=area_sqft:double"
ENLARGED = "NONCONFORMITY_ENLARGED"


def d5(part=None):
    """Dock D5 as drawn (one part of it, where named) as one geometry."""
    request = QgsFeatureRequest().setFilterExpression("dock_id = 'D5'" + (f" AND part = '{part}'" if part else ""))
    return QgsGeometry.unaryUnion([f.geometry() for f in sample_layer("docks").getFeatures(request)])


def findings_of_d5(certificates):
    """D5's findings, and that every one but an enlargement is nonconforming (D5 breaches the 720-sq-ft cap)."""
    checked = check({**facility_parameters(), "CERTIFICATES": certificates})
    found = [f for f in checked["FINDINGS"].getFeatures() if f["facility_id"] == "D5"]
    covered = {f["rule_id"]: f["severity"] for f in found if f["rule_id"] != ENLARGED}
    assert "T1_DOCK_AREA" in covered and set(covered.values()) == {"nonconforming"}
    return found


def footprints(footprint, area_sqft):
    """A certificates polygon layer: D5's certified footprint and area."""
    crs = sample_layer("docks").crs().authid()
    return memory_layer("Polygon", crs, [(shapely.from_wkb(bytes(footprint.asWkb())), "D5", area_sqft)], FIELDS)


def test_a_table_row_without_an_extent_covers_the_dock_and_says_it_was_not_compared(dockline_provider):
    found = findings_of_d5(table(FIELDS[1:], [("D5", None)], "certificates"))
    assert all("records no extent" in f["to_confirm"] for f in found)


def test_within_the_certified_footprint_and_area_the_dock_is_nonconforming(dockline_provider):
    found = findings_of_d5(footprints(d5().buffer(1.0, 4), 944.0))
    assert all("records its extent (area, footprint)" in f["to_confirm"] for f in found)
    assert ENLARGED not in {f["rule_id"] for f in found}


def test_past_the_certified_footprint_and_area_the_excess_is_a_violation_drawn(dockline_provider):
    walkway = d5("main_walkway")
    found = findings_of_d5(footprints(walkway, 900.0))
    enlarged = {f["limit"]: f for f in found if f["rule_id"] == ENLARGED}
    assert sorted(enlarged) == [0.0, 900.0]
    assert (enlarged[900.0]["measured"], enlarged[0.0]["measured"]) == pytest.approx((944.0, 512.0), abs=0.1)
    for finding in enlarged.values():
        assert (finding["severity"], finding["citation"], finding["unit"]) == ("violation", "§ 73-21A", "sq ft")
        assert finding["to_confirm"].startswith("D15: ")
    outside = enlarged[0.0].geometry()
    assert outside.area() == pytest.approx(512.0, abs=0.5)  # the two heads, drawn
    assert outside.intersection(walkway).area() == pytest.approx(0.0, abs=0.5)
