"""Draw the sample lake's proposed docks, moorings, structures and boats as a surveyor's DXF would hold them
(resources/sample/sample_proposals.dxf, with its mapping sample_cad_mapping.csv): closed LWPOLYLINEs on CAD layers
named the surveyor's way, and a block with attributes inside each outline or at each mooring. Needs ezdxf (a
development requirement, not the plugin's). The tests draw with it too.

Usage: python scripts/make_sample_dxf.py
"""

import sys

from devenv import REPO, package_root

sys.path.insert(0, str(package_root()))

from dockline.rules.law.vocabulary import StructureKind  # noqa: E402

SAMPLE = REPO / "resources" / "sample"
CAD_LAYERS = {  # the sample's part or type → CAD layer (sample_cad_mapping.csv maps them back)
    "main_walkway": "C-DOCK-WALK",
    "appendage": "C-DOCK-APPN",
    "platform": "C-DOCK-PLAT",
    StructureKind.BOATHOUSE: "C-STRC-BOATHOUSE",
    StructureKind.BOAT_STATION: "C-STRC-STATION",
    StructureKind.BOAT_HOIST: "C-STRC-HOIST",
    StructureKind.BOAT_ACCESSORY_STRUCTURE: "C-STRC-BAS",
    "other_structure": "C-STRC-OTHER",
    "mooring": "C-MOOR",
    "boat": "C-BOAT",
}
INFO_LAYER = "C-ANNO"  # the attribute blocks: not in the mapping
BLOCKS = {  # layer: (block name, sample fields written as attributes)
    "docks": ("DOCKINFO", ("dock_id", "slips", "nav_light", "parcel_id")),
    "structures": (
        "STRCINFO",
        ("structure_id", "type", "slips", "height_ft", "overhang_in", "existing", "walkway_sqft", "parcel_id"),
    ),
    "boats": ("BOATINFO", ("boat_id", "parcel_id")),
    "moorings": ("MOORING", ("mooring_id", "parcel_id", "boat_length_ft", "rode_ft", "state_permit")),
}


def mapping_csv() -> str:
    return "cad_layer,role\n" + "".join(f"{layer},{role}\n" for role, layer in CAD_LAYERS.items())


def draw_proposals(layers: dict, path, transform=None, insunits: int = 2, onto=None) -> None:
    """``layers``: the sample's docks, structures, boats and moorings (QgsVectorLayer by name); ``transform``: an
    optional QgsCoordinateTransform into the drawing's CRS; ``insunits``: the DXF's $INSUNITS (2 feet, 6 metres);
    ``onto``: a DXF to draw on (Dockline's exported lines, as a surveyor would), else a new drawing."""
    import ezdxf
    from qgis.core import QgsGeometry

    if onto is None:
        doc = ezdxf.new("R2010", units=insunits)
    else:
        doc = ezdxf.readfile(str(onto))
        doc.header["$INSUNITS"] = insunits
    space = doc.modelspace()
    for block, tags in BLOCKS.values():
        definition = doc.blocks.new(block)
        definition.add_circle((0, 0), 0.5)
        for row, tag in enumerate(tags):
            definition.add_attdef(tag.upper(), (0, -row))
    for name, (block, tags) in BLOCKS.items():
        for feature in layers[name].getFeatures():
            geometry = QgsGeometry(feature.geometry())
            if transform is not None:
                geometry.transform(transform)
            values = {
                tag.upper(): str(feature[tag])
                for tag in tags
                if feature[tag] not in (None, "") and str(feature[tag]) != "NULL"
            }
            if name == "moorings":
                point = geometry.asPoint()
                space.add_blockref(
                    block, (point.x(), point.y()), dxfattribs={"layer": CAD_LAYERS["mooring"]}
                ).add_auto_attribs(values)
                continue
            role = feature["part"] if name == "docks" else "boat" if name == "boats" else feature["type"]
            layer = CAD_LAYERS.get(role, CAD_LAYERS["other_structure"])
            for polygon in geometry.asMultiPolygon() if geometry.isMultipart() else [geometry.asPolygon()]:
                space.add_lwpolyline([(p.x(), p.y()) for p in polygon[0][:-1]], close=True, dxfattribs={"layer": layer})
            inside = geometry.pointOnSurface().asPoint()
            space.add_blockref(block, (inside.x(), inside.y()), dxfattribs={"layer": INFO_LAYER}).add_auto_attribs(
                values
            )
    doc.saveas(str(path))


if __name__ == "__main__":
    from qgis.core import QgsApplication, QgsVectorLayer

    app = QgsApplication([], False)
    app.initQgis()
    gpkg = SAMPLE / "sample_lake.gpkg"
    sample = {name: QgsVectorLayer(f"{gpkg}|layername={name}", name, "ogr") for name in BLOCKS}
    draw_proposals(sample, SAMPLE / "sample_proposals.dxf")
    (SAMPLE / "sample_cad_mapping.csv").write_text(mapping_csv(), encoding="utf-8")
    print(SAMPLE / "sample_proposals.dxf")
    del sample
    app.exitQgis()
    sys.exit(0)
