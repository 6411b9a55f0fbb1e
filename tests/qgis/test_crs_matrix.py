"""Same lake, same verdicts: the bundled sample lake with its proposals, reprojected whole into other CRSs, gives
the same tiers, categories, allocations, lineal feet (within 0.01 %) and findings (D16)."""

import pytest
from dockline.processing.base import plain
from layers import FACILITIES, by_parcel, facility_parameters, sample_layer
from qgis.core import QgsFeature, QgsGeometry, QgsProcessingContext, QgsProcessingFeedback, QgsProject, QgsRectangle

import processing

LAYERS = ("parcels", "water", "zoning", "outlet_lines", "outlet_points", *FACILITIES, "buildings")
OUTPUTS = {"ALLOCATION": "memory:", "FINDINGS": "memory:"}


def verdicts(crs, stray: float = 0.0):
    """Allocation and findings of the sample lake with every layer in ``crs`` (None: its own CRS); with ``stray``,
    a parcel that size (in the CRS's units) at the CRS's origin, as a placeholder record sits in a county layer."""
    layers = {name: sample_layer(name) for name in LAYERS}
    if crs is not None:
        layers = {
            name: processing.run("native:reprojectlayer", {"INPUT": layer, "TARGET_CRS": crs, "OUTPUT": "memory:"})[
                "OUTPUT"
            ]
            for name, layer in layers.items()
        }
    if stray:
        placeholder = QgsFeature(layers["parcels"].fields())
        placeholder.setGeometry(QgsGeometry.fromRect(QgsRectangle(0, 0, stray, stray)))
        placeholder["parcel_id"] = "STRAY-1"
        assert layers["parcels"].dataProvider().addFeature(placeholder)
        layers["parcels"].updateExtents()
    parameters = {**facility_parameters(**layers), **{name.upper(): layers[name] for name in LAYERS[:3]}}
    parameters["OUTLETS"] = [layers["outlet_lines"], layers["outlet_points"]]
    context = QgsProcessingContext()
    context.setProject(QgsProject.instance())
    result = processing.run(
        "dockline:shorelineanalysis", {**parameters, **OUTPUTS}, context=context, feedback=QgsProcessingFeedback()
    )
    allocation = {
        pid: (
            f["status"],
            plain(f["tier"]),
            plain(f["category"]),
            plain(f["max_slips"]),
            plain(f["max_moorings"]),
            plain(f["max_docks"]),
            plain(f["lineal_ft"]),
        )
        for pid, f in by_parcel(result["ALLOCATION"]).items()
    }
    findings = sorted(
        {(f["parcel_id"] or "", f["facility_id"] or "", f["rule_id"]) for f in result["FINDINGS"].getFeatures()}
    )
    return allocation, findings


@pytest.fixture(scope="module")
def own(dockline_provider):
    return verdicts(None)


@pytest.mark.parametrize("crs", ["EPSG:4269", "EPSG:3857", "EPSG:3395", "EPSG:5070", "EPSG:26918"])
def test_the_sample_lake_gives_the_same_allocations_in_every_crs(own, crs):
    allocation, findings = verdicts(crs)
    assert allocation.keys() == own[0].keys()
    changed = {pid: (own[0][pid][:-1], row[:-1]) for pid, row in allocation.items() if row[:-1] != own[0][pid][:-1]}
    assert not changed
    for pid, row in allocation.items():
        if own[0][pid][-1]:
            assert row[-1] == pytest.approx(own[0][pid][-1], rel=1e-4), pid
    assert set(findings) == set(own[1])  # the culverts too: outlets come as two tables, points and lines


@pytest.mark.parametrize(("crs", "size"), [("EPSG:26918", 30.0), ("EPSG:4269", 0.0003), ("EPSG:3857", 30.0)])
def test_a_parcel_far_off_changes_no_other_figure(dockline_provider, crs, size):
    """The frame is chosen where the lake lies, not over the parcels' extent: a placeholder parcel at the CRS's
    origin (thousands of miles off) leaves every other parcel's allocation, lineal feet and findings as they were."""
    allocation, findings = verdicts(crs, stray=size)
    alone = verdicts(crs)
    assert allocation.pop("STRAY-1")[0] == "not adjoining"
    assert allocation == alone[0]
    assert findings == alone[1]
