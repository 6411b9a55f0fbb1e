"""The checker's readings of issue 40 through ``processing.run`` in real QGIS, one case each: D9 (a dock's axes on
a curved shore), D10 (an appendage as built), the steep-slope allowance as one pool (E19), D15 (no variance from a
dimensional cap), D21 (a dock across the MHW counted whole), D22 (§ 73-20 is the City's), D23 (a CAD structure
without a type) and D24 (site plan and permit). The engine's cases on each side of each line are in
tests/engine/test_checks.py and test_readings_axes.py."""

import math

import ezdxf
import numpy as np
import pytest
import shapely
from layers import check, memory_layer, owned, table
from qgis.core import QgsProcessingContext, QgsProcessingFeedback, QgsProject

import processing

CRS = "EPSG:2261"  # NAD83 / New York Central, US survey feet: no conversion (D16)
ORIGIN = (800000.0, 1000000.0)
LOTS = [("W0", 100), ("T", 100), ("V", 100), ("L", 100), ("X", 300), ("P1", 100), ("P2", 100), ("M", 300), ("W9", 100)]
EDGES = np.cumsum([0] + [width for _, width in LOTS])
CENTRE = {name: ORIGIN[0] + (EDGES[k] + EDGES[k + 1]) / 2 for k, (name, _) in enumerate(LOTS)}
DOCK_FIELDS = "&field=dock_id:string&field=part:string&field=parcel_id:string&field=slips:double"
STRUCTURE_FIELDS = "&field=structure_id:string&field=parcel_id:string&field=type:string&field=slips:double"


def rect(pid, x0, x1, y0, y1):
    """A rectangle from the middle of ``pid``'s frontage: x along the shore, y from the MHW into the water."""
    return shapely.box(CENTRE[pid] + x0, ORIGIN[1] + y0, CENTRE[pid] + x1, ORIGIN[1] + y1)


def lake_parameters(tmp_path, water, parcels):
    """A lake of memory layers: ``parcels`` as (polygon, id, district, steep), Tier 2 where the district is MAR."""
    tiers = tmp_path / "tiers.csv"
    tiers.write_text("district,tier\nR,1\nMAR,2\n")
    fields = "&field=parcel_id:string&field=district:string&field=steep:string"
    return {
        "PARCELS": memory_layer("Polygon", CRS, parcels, fields, "parcels"),
        "PARCEL_ID": "parcel_id",
        "WATER": memory_layer("Polygon", CRS, [water], name="water"),
        "DISTRICT_FIELD": "district",
        "STEEP_SLOPE_FIELD": "steep",
        "TIER_MAP": str(tiers),
    }


@pytest.fixture(scope="module")
def straight(dockline_provider, tmp_path_factory):
    """A straight shore, each lot with one item's proposal, checked once."""
    water = shapely.box(ORIGIN[0] - 200, ORIGIN[1], ORIGIN[0] + EDGES[-1] + 200, ORIGIN[1] + 3000)
    parcels = [
        (rect(pid, -width / 2, width / 2, -300, 0), pid, "MAR" if pid == "M" else "R", "yes" if pid == "P1" else "no")
        for pid, width in LOTS
    ]
    docks = [
        *(
            (rect("T", *box), "D10", part, "T", 1)  # a 400-sq-ft T head drawn in two touching halves
            for part, box in (
                ("main_walkway", (-3, 3, 0, 30)),
                ("appendage", (-20, 0, 30, 40)),
                ("appendage", (0, 20, 30, 40)),
            )
        ),
        (rect("V", -5, 5, 0, 40), "D15", "main_walkway", "V", 1),  # 10 ft wide, a variance recorded
        (rect("L", -4, 4, -4, 45), "D21", "main_walkway", "L", 1),  # 32 sq ft of it on land
        (rect("L", -20, 20, 45, 54), "D21", "platform", "L", 1),  # 720 sq ft of it in the water in all
        (rect("P1", 46, 54, 0, 50), "SD", "main_walkway", "P1", 1),  # shared by P1 and P2: 1,280 sq ft
        (rect("P1", 6, 94, 50, 60), "SD", "platform", "P1", 1),
        (rect("M", -3, 3, 0, 40), "D24", "main_walkway", "M", 4),
    ]
    structures = [
        (rect("X", -10, 10, -5, 35), "BH", "X", "boathouse", 1),  # 20 ft wide: an exemption recorded
        (rect("P1", -30, -20, 0, 12), "BAS", "P1", "boat_accessory_structure", 0),  # 120 sq ft
    ]
    parameters = lake_parameters(tmp_path_factory.mktemp("straight"), water, parcels)
    return check(
        {
            **parameters,
            "DOCKS": memory_layer("Polygon", CRS, docks, DOCK_FIELDS, "docks"),
            "STRUCTURES": memory_layer("Polygon", CRS, structures, STRUCTURE_FIELDS, "structures"),
            "VARIANCES": table("field=parcel_id:string&field=rule_id:string", [("V", "T1_MAIN_WALKWAY_WIDTH")]),
            "CONSOLIDATIONS": table(
                "field=dock_id:string&field=parcel_ids:string&field=waiver:string", [("SD", "P1;P2", "yes")]
            ),
            "EXEMPTIONS": table("field=facility_id:string&field=rule_id:string&field=section:string", [("X", "", "")]),
        }
    )


def findings(checked, **where):
    return [f for f in checked["FINDINGS"].getFeatures() if all(f[k] == v for k, v in where.items())]


def test_d9_a_walkway_square_to_a_curved_shore_measures_its_true_width(dockline_provider, tmp_path):
    """A round lake of radius 1,000 ft: two walkways built square to the shore 60 ft from their parcel's middle,
    3.4 degrees off its tie line's normal (where the tie line would make them 11 ft wide): 8 ft passes, 8.1 fails."""
    angles = np.arange(6000) * 2 * math.pi / 6000

    def ring(radius):
        return np.column_stack([ORIGIN[0] + radius * np.cos(angles), ORIGIN[1] + radius * np.sin(angles)])

    shore, outer = ring(1000), ring(1300)
    parcels = []
    for i in range(30):
        k = np.arange(200 * i, 200 * (i + 1) + 1) % 6000
        parcels.append((shapely.Polygon(np.vstack([shore[k], outer[k[::-1]]])), f"R{i}", "R", "no"))
    docks = []
    for i, width in ((0, 8.0), (1, 8.1)):
        angle = angles[200 * i + 100] + 0.06
        radial, tangent = np.array([math.cos(angle), math.sin(angle)]), np.array([-math.sin(angle), math.cos(angle)])
        corners = [(u, v) for u, v in ((-width / 2, -4), (width / 2, -4), (width / 2, 50), (-width / 2, 50))]
        walkway = shapely.Polygon([np.array(ORIGIN) + (1000 - v) * radial + u * tangent for u, v in corners])
        docks.append((walkway, f"W{i}", "main_walkway", f"R{i}", 1))
    parameters = lake_parameters(tmp_path, shapely.Polygon(shore), parcels)
    checked = check({**parameters, "DOCKS": memory_layer("Polygon", CRS, docks, DOCK_FIELDS, "docks")})
    found = findings(checked, rule_id="T1_MAIN_WALKWAY_WIDTH")
    assert [(f["facility_id"], f["measured"]) for f in found] == [("W1", 8.1)]
    assert "D9: " in found[0]["to_confirm"]


def test_d10_a_t_head_in_two_halves_is_one_appendage(straight):
    (finding,) = findings(straight, rule_id="T1_APPENDAGE_AREA", facility_id="D10")
    assert (finding["measured"], finding["limit"], finding["severity"]) == (400, 256, "violation")
    assert "D10: " in finding["to_confirm"]


def test_e19_a_shared_dock_and_a_boat_accessory_structure_draw_on_one_allowance(straight):
    (finding,) = findings(straight, rule_id="T1_STEEP_SLOPE_BONUS")
    assert (finding["parcel_id"], finding["measured"], finding["limit"]) == ("P1", 320, 200)
    assert "E19: " in finding["to_confirm"] and "shared dock SD" in finding["message"]
    assert not findings(straight, rule_id="T1_CONSOLIDATED_TWO_PARCELS")  # alone within its 1,080 + 200 sq ft


def test_d15_a_variance_from_the_walkway_width_is_refused(straight):
    (width,) = findings(straight, rule_id="T1_MAIN_WALKWAY_WIDTH", facility_id="D15")
    assert (width["measured"], width["severity"]) == (10, "violation")
    (refused,) = findings(straight, rule_id="INPUT", parcel_id="V")
    assert "variance from T1_MAIN_WALKWAY_WIDTH" in refused["message"] and "not applied" in refused["message"]
    assert refused["to_confirm"].startswith("D15: ")


def test_d21_a_dock_across_the_mhw_counts_whole(straight):
    (finding,) = findings(straight, rule_id="T1_DOCK_AREA", facility_id="D21")
    assert (finding["measured"], finding["limit"]) == (752, 720) and "D21: " in finding["to_confirm"]
    assert not findings(straight, rule_id="T1_DOCK_LINE", facility_id="D21")


def test_d22_a_city_pier_exemption_in_south_bristol_is_refused(straight):
    (size,) = findings(straight, rule_id="T1_BOATHOUSE_SIZE_1_SLIP", facility_id="BH")
    assert size["severity"] == "violation"
    (refused,) = findings(straight, rule_id="INPUT", parcel_id="X")
    assert "records X as exempt under § 73-20" in refused["message"] and "not applied" in refused["message"]
    assert refused["to_confirm"].startswith("D22: ")


def test_d24_a_tier_2_proposal_needs_site_plan_approval_and_the_permit(straight):
    (finding,) = findings(straight, parcel_id="M")
    assert (finding["rule_id"], finding["severity"], finding["citation"]) == (
        "T2_SITE_PLAN",
        "permit_required",
        "§ 73-13C",
    )
    assert "§ 73-18" in finding["message"] and "§ 73-17A" in finding["message"] and "D24: " in finding["to_confirm"]
    assert {f["parcel_id"] for f in findings(straight, rule_id="T2_SITE_PLAN")} == {"M"}


def test_d23_a_cad_structure_without_a_type_is_not_related_to_docking(dockline_provider, tmp_path):
    """An outline on a CAD layer mapped to other_structure, with no TYPE: typed by its layer's name, it is a
    structure not related to docking standing in the water (§ 73-3B), not an INPUT finding."""
    document = ezdxf.new("R2010", units=2)
    corners = [(CENTRE["W9"] - 5, ORIGIN[1] + 5), (CENTRE["W9"] + 5, ORIGIN[1] + 5)]
    corners += [(CENTRE["W9"] + 5, ORIGIN[1] + 15), (CENTRE["W9"] - 5, ORIGIN[1] + 15)]
    document.modelspace().add_lwpolyline(corners, close=True, dxfattribs={"layer": "GAZEBO"})
    document.saveas(str(tmp_path / "plan.dxf"))
    context = QgsProcessingContext()
    context.setProject(QgsProject.instance())
    outputs = dict.fromkeys(("DOCKS", "MOORINGS", "STRUCTURES", "BOATS", "REPORT"), "memory:")
    imported = processing.run(
        "dockline:importcad",
        {"INPUT": str(tmp_path / "plan.dxf"), "CRS": CRS, "MAPPING": "GAZEBO=other_structure", **outputs},
        context=context,
        feedback=QgsProcessingFeedback(),
    )
    assert [f["type"] for f in imported["STRUCTURES"].getFeatures()] == ["GAZEBO"]
    water = shapely.box(ORIGIN[0] - 200, ORIGIN[1], ORIGIN[0] + EDGES[-1] + 200, ORIGIN[1] + 3000)
    parcels = [(rect(pid, -width / 2, width / 2, -300, 0), pid, "R", "no") for pid, width in LOTS]
    checked = check({**lake_parameters(tmp_path, water, parcels), "STRUCTURES": owned(imported["STRUCTURES"])})
    (finding,) = checked["FINDINGS"].getFeatures()
    assert (finding["rule_id"], finding["parcel_id"], finding["measured"]) == ("NON_DOCKING_STRUCTURE", "W9", 100)
    assert "(GAZEBO)" in finding["message"] and "D23: " in finding["to_confirm"]
