"""``dockline:exhibits`` in real QGIS: PDF hearing exhibits for the sample lake, read back with pdftotext and
rendered with pdftoppm."""

import re
import subprocess
import threading
import unicodedata
from collections import Counter, defaultdict
from contextlib import contextmanager
from itertools import combinations
from typing import NamedTuple

import numpy as np
import pytest
from devenv import REPO
from dockline.exhibit import layout as exhibit_layout
from dockline.exhibit.checklist import NO, NOT_GIVEN, YES
from dockline.exhibit.labels import BLOCKING, MARK_FT, NAME, finding_line
from dockline.exhibit.layers import INPUT_STYLES, ZONE_FILLS
from dockline.exhibit.layout import PDF_DPI
from dockline.exhibit.page import EXCLUDED, PREVIEW, _refresh_what_changes
from dockline.exhibit.readings import decision_entries
from dockline.rules.checks.summary import allowance_rows, measured_text
from dockline.rules.law.vocabulary import Standing, Zone
from dockline.rules.outputs.targets import NO_SYNC
from layers import (
    LATE,
    ON_TIME,
    PERMIT_COLUMNS,
    PERMITS,
    SAMPLE_DEM,
    STEEP_STRETCH,
    check,
    facility_parameters,
    permits_table,
    round_step,
    sample_layer,
    sample_parameters,
)
from osgeo import gdal, ogr
from qgis.core import (
    NULL,
    Qgis,
    QgsCoordinateReferenceSystem,
    QgsCoordinateTransform,
    QgsFeatureSource,
    QgsGeometry,
    QgsLabelingEngineSettings,
    QgsLayoutExporter,
    QgsLayoutFrame,
    QgsLayoutItem,
    QgsLayoutItemAttributeTable,
    QgsLayoutItemLabel,
    QgsLayoutItemLegend,
    QgsLayoutItemMap,
    QgsLayoutItemPage,
    QgsLayoutItemPicture,
    QgsLayoutItemScaleBar,
    QgsMapRendererSequentialJob,
    QgsMapSettings,
    QgsPrintLayout,
    QgsProcessingContext,
    QgsProcessingException,
    QgsProcessingFeedback,
    QgsProject,
    QgsProperty,
    QgsUnitTypes,
)
from qgis.PyQt.QtCore import QPointF, QRectF, QSize, Qt
from qgis.PyQt.QtGui import QColor, QImage, QPolygonF

import processing

SPATIAL_INDEX = (  # a layer's spatial index found (QGIS ≥ 3.36 spells it in Qgis)
    Qgis.SpatialIndexPresence.Present
    if hasattr(Qgis, "SpatialIndexPresence")
    else QgsFeatureSource.SpatialIndexPresence.SpatialIndexPresent
)


def exhibits(parameters, feedback=None):
    """dockline:exhibits, logging to ``feedback`` where given."""
    context = QgsProcessingContext()
    context.setProject(QgsProject.instance())
    return processing.run(
        "dockline:exhibits", parameters, context=context, feedback=feedback or QgsProcessingFeedback()
    )


def pdf_pages(path) -> int:
    info = subprocess.run(["pdfinfo", str(path)], capture_output=True, text=True, check=True).stdout
    return int(re.search(r"Pages:\s+(\d+)", info).group(1))


def page_text(path, page) -> str:
    text = subprocess.run(
        ["pdftotext", "-f", str(page), "-l", str(page), str(path), "-"], capture_output=True, text=True, check=True
    ).stdout
    return re.sub(r"\s+", "", unicodedata.normalize("NFKC", text))  # no ligatures; cells wrap: no spaces


@pytest.fixture(scope="module")
def combined(dockline_provider, tmp_path_factory):
    folder = tmp_path_factory.mktemp("exhibits")
    result = exhibits({**facility_parameters(), "FOLDER": str(folder)})
    return folder, result


@pytest.fixture(scope="module")
def sample_findings(dockline_provider):
    checked = check(facility_parameters())
    findings = defaultdict(set)
    for finding in checked["FINDINGS"].getFeatures():
        findings[finding["parcel_id"]].add(finding["citation"])
    lineal = {f["parcel_id"]: f["lineal_ft"] for f in checked["PARCEL_SUMMARY"].getFeatures()}
    return findings, lineal


def test_one_page_per_parcel_with_findings_naming_each_citation(combined, sample_findings):
    folder, result = combined
    findings, lineal = sample_findings
    (pdf,) = result["PDFS"].split(";")
    assert pdf.startswith(str(folder)) and pdf.endswith(".pdf")
    assert result["EXHIBITS"] == len(findings) > 30
    pages = [page_text(pdf, page) for page in range(1, pdf_pages(pdf) + 1)]
    assert result["PAGES"] == len(pages) > len(findings)  # every page, not every exhibit
    exhibits_text = defaultdict(str)  # each exhibit: its pages, each of which names the parcel (it stands alone)
    for text in pages:
        parcel_id = re.search(r"Parcel([\w.\-]+)·", text).group(1)  # pdftotext may put the footer first
        number = sum(f"Parcel{parcel_id}·" in page for page in pages)  # the pages naming this parcel
        assert re.search(r"Page(\d+)of(\d+)", text).group(2) == str(number), parcel_id
        assert "aidtotheEnforcementOfficer'sdetermination" in text and "Readingsitreliedon" in text
        exhibits_text[parcel_id] += text
    assert list(exhibits_text) == sorted(findings) and len(pages) > len(findings)  # the marina's list runs on
    for number, (parcel_id, text) in enumerate(exhibits_text.items(), start=1):
        assert f"Exhibit{number}of{len(findings)}" in text
        assert f"{lineal[parcel_id]:.2f}linealft" in text, parcel_id
        for citation in findings[parcel_id] - {""}:
            assert citation.replace(" ", "") in text, (parcel_id, citation)
        assert "perdock" not in text  # the steep-slope 200 sq ft is the parcel's, not each dock's (§ 73-9D(2))
        assert "T1_" not in text and "T2_" not in text  # sections, not our rule ids
        assert "_required" not in text and "docs/decisions.mdsays" not in text  # words, not our field values
    raw = subprocess.run(["pdftotext", pdf, "-"], capture_output=True, text=True, check=True).stdout
    assert not re.search(r"\d\.\d+ / \d+(\.\d+)? (count|slips|docks|moorings)\b", raw)  # counts are whole
    assert re.search(r"\d / \d+ (count|slips|docks|moorings)\b", raw)
    # severities in words; no "1 moorings" (a limit's "2 / 1 slips" and "Tier 1 moorings" are right)
    assert "permit required" in raw and not re.search(r"(?<!/ )(?<!Tier )\b1 (slips|moorings|docks)\b", raw)
    assert sorted(p.name for p in folder.iterdir()) == ["exhibits.gpkg", "exhibits.qgz", pdf.split("/")[-1]]
    assert any("D11:Tier1buoysanddockedboatskeepnosetback" in text for text in exhibits_text.values())
    d6 = " ".join(decision_entries()["D6"][1].split()[:8]).replace(" ", "")  # the readings page quotes the entry
    assert any("Readingsreliedon" in text and "D6—" in text and d6 in text for text in exhibits_text.values())


def test_every_reading_the_notes_name_is_in_the_shipped_decisions_page(combined):
    """The note's "Dockline decision D6, docs/decisions.md": each entry it names is on that page."""
    folder, _ = combined
    package = ogr.Open(str(folder / "exhibits.gpkg"))
    (pages,) = [layer for layer in package if layer.GetLayerDefn().GetFieldIndex("readings") >= 0]
    notes = [page.GetField("readings") for page in pages]
    named = {m.group(1) for note in notes for m in re.finditer(r"([DEGN]\d+[a-z]?), docs/decisions\.md", note)}
    decisions = (REPO / "docs" / "decisions.md").read_text()
    assert {"D1", "D6"} <= named and "SPEC" not in "".join(notes)
    assert all(f"### {entry} — " in decisions for entry in named), named


@contextmanager
def saved_project(folder):
    """The project saved beside the PDFs, read; cleared after (QGIS must not free it after exiting)."""
    project = QgsProject()
    try:
        assert project.read(str(folder / "exhibits.qgz"))
        yield project
    finally:
        project.clear()


def layer_with(project, field: str):
    """The saved project's one layer holding ``field`` (the output layers are renamed by the legend)."""
    (layer,) = [layer for layer in project.mapLayers().values() if field in layer.fields().names()]
    return layer


def records(layer) -> dict:
    """Parcel id → its features' attributes by name (NULL as None)."""
    by_parcel = defaultdict(list)
    for feature in layer.getFeatures():
        values = {name: None if value == NULL else value for name, value in zip(feature.fields().names(), feature)}
        by_parcel[values["parcel_id"]].append(values)
    return by_parcel


@pytest.fixture(scope="module")
def saved(combined):
    """The project saved beside the demo's exhibits."""
    with saved_project(combined[0]) as project:
        yield project


def test_the_allocation_table_and_the_measures_are_the_shared_ones(combined, saved):
    """The exhibit's allowed-against-proposed rows are those ``rules.checks.summary`` gives the panel too, with one
    rounding; proposed boathouses and boat stations are counted, not left blank; rows with nothing to count say
    so; each finding's measure is printed as the panel prints it."""
    project = saved
    allocation, summary = records(layer_with(project, "max_slips")), records(layer_with(project, "proposed_slips"))
    table = records(layer_with(project, "standing"))
    assert len(table) == combined[1]["EXHIBITS"]
    for pid, rows in table.items():
        expected = allowance_rows(allocation[pid][0], summary[pid][0])
        printed = [
            (r["item"], r["allowed"], r["proposed"], r["standing"] or None)
            for r in sorted(rows, key=lambda r: r["row"])
        ]
        assert printed == [tuple(row) for row in expected], pid
        assert all(r["proposed"] for r in rows), pid
    cells = {row["item"].split(" (")[0]: row["proposed"] for row in table["98.11-1-42"]}
    assert int(cells["Boathouses"]) + int(cells["Boat stations"]) > 0
    assert {r["standing"] or None for rows in table.values() for r in rows} == {*Standing, None}
    findings, printed = records(layer_with(project, "rule_id")), records(layer_with(project, "measured_text"))
    assert printed and set(printed) <= set(findings)
    for pid, rows in printed.items():
        expected = [
            (f["citation"], f["facility_id"] or "the parcel", measured_text(f["measured"], f["limit"], f["unit"] or ""))
            for f in findings[pid]
        ]
        assert [(r["citation"], r["facility"], r["measured_text"]) for r in sorted(rows, key=lambda r: r["row"])] == (
            expected
        ), pid
    assert any(r["measured_text"].endswith(" ft") and "." in r["measured_text"] for r in sum(printed.values(), []))


def test_a_rendered_page_has_the_map_where_the_layout_puts_it(combined, tmp_path):
    _, result = combined
    subprocess.run(
        ["pdftoppm", "-f", "1", "-l", "1", "-r", "40", "-png", result["PDFS"], str(tmp_path / "page")], check=True
    )
    image = QImage(str(next(tmp_path.glob("page*.png"))))
    assert image.width() > image.height() > 0  # landscape

    def share(x0, y0, x1, y1, test):
        """The share of pixels passing ``test`` in a region given as fractions of the page."""
        pixels = [
            QColor(image.pixel(int(x * image.width()), int(y * image.height())))
            for x in [x0 + (x1 - x0) * i / 40 for i in range(40)]
            for y in [y0 + (y1 - y0) * j / 40 for j in range(40)]
        ]
        return sum(map(test, pixels)) / len(pixels)

    def painted(colour):
        return min(colour.red(), colour.green(), colour.blue()) < 235

    def coloured(colour):
        return colour.saturation() > 25

    assert share(0.05, 0.22, 0.6, 0.68, painted) > 0.9  # the map: water, zones, parcels fill it
    assert share(0.05, 0.22, 0.6, 0.68, coloured) > 0.3
    assert share(0.05, 0.02, 0.6, 0.08, coloured) == 0 and share(0.05, 0.02, 0.6, 0.08, painted) < 0.2  # title
    assert share(0.3, 0.84, 0.9, 0.9, painted) == 0  # below page 1's two findings: paper


def test_one_pdf_per_parcel_chosen_by_expression(dockline_provider, tmp_path, sample_findings):
    findings, _ = sample_findings
    chosen = sorted(findings)[:2]
    result = exhibits(
        {
            **facility_parameters(),
            "FOLDER": str(tmp_path),
            "COMBINED": False,
            "PRINT": 3,
            "EXPRESSION": f"\"parcel_id\" IN ('{chosen[0]}', '{chosen[1]}')",
            "PAPER": 1,
        }
    )
    files = sorted(result["PDFS"].split(";"))
    assert [f.split("/")[-1] for f in files] == [f"exhibit_{pid}.pdf" for pid in chosen]
    assert result["EXHIBITS"] == 2 and result["PAGES"] == sum(pdf_pages(f) for f in files) > 2
    assert all(f"Page1of{pdf_pages(f)}" in page_text(f, 1) for f in files)  # the exhibit, its readings page
    size = subprocess.run(["pdfinfo", files[0]], capture_output=True, text=True).stdout
    assert "1224 x 792 pts" in size  # tabloid, landscape


def page_extents(folder) -> dict:
    """Each page's map frame (the atlas's coverage feature) in the sample's own CRS, EPSG:2261, by parcel, and
    the saved project's CRS."""
    with saved_project(folder) as project:
        (pages,) = project.mapLayersByName("Exhibit pages")
        to_sample = QgsCoordinateTransform(pages.crs(), QgsCoordinateReferenceSystem("EPSG:2261"), project)
        boxes = {f["parcel_id"]: f.geometry().boundingBox() for f in pages.getFeatures()}
        return {pid: to_sample.transformBoundingBox(box) for pid, box in boxes.items()}, project.crs()


@pytest.mark.parametrize("crs", ["EPSG:4269", "EPSG:26918"])
def test_a_page_maps_the_same_ground_true_to_scale_in_any_crs(combined, tmp_path, crs):
    """Layers in degrees, or in metres not true to scale at the lake (UTM 18N): the pages are drawn in the CRS
    the analysis measured in (degrees would stretch a map east-west; the page's reach round the facility areas
    is 60 ft, not 60 of the layers' units), and each page frames the same ground as in the sample's own US feet."""
    names = ("parcels", "water", "zoning", "outlet_lines", "outlet_points", "docks", "moorings", "structures")
    layers = {
        name: processing.run(
            "native:reprojectlayer", {"INPUT": sample_layer(name), "TARGET_CRS": crs, "OUTPUT": "memory:"}
        )["OUTPUT"]
        for name in names
    }
    own, _ = page_extents(combined[0])
    chosen = sorted(own)[:4]
    parameters = {
        **facility_parameters(**layers),
        **{name.upper(): layers[name] for name in names[:3]},
        "OUTLETS": [layers["outlet_lines"], layers["outlet_points"]],
        "FOLDER": str(tmp_path),
        "PRINT": 3,
        "EXPRESSION": '"parcel_id" IN ({})'.format(", ".join(f"'{pid}'" for pid in chosen)),
    }
    exhibits(parameters)
    extents, drawn_in = page_extents(tmp_path)
    assert drawn_in.authid() == "EPSG:2261"  # where the analysis measured: the lake is in New York's Central zone
    assert sorted(extents) == chosen
    for pid in chosen:
        mine, theirs = extents[pid], own[pid]
        corners = (mine.xMinimum(), mine.yMinimum(), mine.xMaximum(), mine.yMaximum())
        expected = (theirs.xMinimum(), theirs.yMinimum(), theirs.xMaximum(), theirs.yMaximum())
        assert corners == pytest.approx(expected, abs=0.5), pid


def test_each_exhibit_refreshes_only_its_map_legend_tables_and_data_defined_items(dockline_provider):
    """QGIS refreshes every object of a layout for each atlas feature (and each picture's source): the exhibit's
    layout, only what changes with it."""
    project = QgsProject()
    layout = QgsPrintLayout(project)
    layout.initializeDefaults()
    project.layoutManager().addLayout(layout)  # the project's to free, before the project
    try:
        for item in (QgsLayoutItemMap(layout), QgsLayoutItemLegend(layout), QgsLayoutItemLabel(layout)):
            layout.addLayoutItem(item)
        layout.addLayoutItem(QgsLayoutItemPicture(layout))
        table = QgsLayoutItemAttributeTable.create(layout)
        layout.addMultiFrame(table)
        table.addFrame(QgsLayoutFrame(layout, table))
        layout.pageCollection().page(0).dataDefinedProperties().setProperty(EXCLUDED, QgsProperty.fromValue(False))
        context = layout.reportContext()
        assert context.receivers(context.changed) == 8  # page, map, legend, label, picture, frame, table; picture
        _refresh_what_changes(layout)
        assert context.receivers(context.changed) == 5  # the maps' extents, the page, map, legend; the tables
    finally:
        project.layoutManager().clear()


def test_the_saved_project_opens_the_layout(combined, saved):
    _, result = combined
    layout = saved.layoutManager().layoutByName("Dockline exhibit")
    assert layout is not None and layout.atlas().enabled() and layout.atlas().updateFeatures() == result["EXHIBITS"]
    atlas = layout.atlas()  # what the designer previews when the plugin switches the preview on
    assert atlas.coverageLayer().name() == "Exhibit pages" and layout.customProperty(PREVIEW) is True
    assert atlas.beginRender() and atlas.first() and atlas.currentFeatureNumber() == 0
    heading = next(i for i in layout.items() if isinstance(i, QgsLayoutItemLabel) and "Exhibit [%" in i.text())
    assert f"Exhibit 1 of {result['EXHIBITS']}." in heading.currentText()
    atlas.endRender()
    assert all(layer.isValid() for layer in saved.mapLayers().values())
    package = str(combined[0] / "exhibits.gpkg")  # where it was moved in, not where it was written aside
    assert all(layer.source().startswith(f"{package}|layername=layer_") for layer in saved.mapLayers().values())
    groups = {group.name(): group.findLayerIds() for group in saved.layerTreeRoot().children()}
    assert list(groups) == ["Exhibit map", "Exhibit pages and tables"]  # the Layers panel shows them all
    assert sorted(sum(groups.values(), [])) == sorted(saved.mapLayers()) and len(groups["Exhibit map"]) > 10


def test_each_table_reads_its_pages_rows_from_the_ground_its_map_shows(combined, saved):
    """A page's tables read their rows through the layer's spatial index from the ground the page's map shows,
    instead of testing every page's rows (a page's time then grew with the exhibits printed together): each row
    lies at the centre of its own parcel's page, which the map is centred on at any atlas scale, and each table
    keeps to the page's map, in the saved project too. Each page then shows its own parcel's rows, in their order."""
    layout = saved.layoutManager().layoutByName("Dockline exhibit")
    atlas = layout.atlas()
    pages = {feature["parcel_id"]: feature.geometry() for feature in atlas.coverageLayer().getFeatures()}
    (map_item,) = [item for item in layout.items() if isinstance(item, QgsLayoutItemMap)]
    tables = {t.vectorLayer().name(): t for t in layout.multiFrames() if isinstance(t, QgsLayoutItemAttributeTable)}
    assert set(tables) == {"Allocation table", "Findings table", "Readings", "Site plan checklist"}
    rows = {}
    for name, table in tables.items():
        layer = table.vectorLayer()
        assert table.displayOnlyVisibleFeatures() and table.map() == map_item, name
        assert layer.hasSpatialIndex() == SPATIAL_INDEX, name
        rows[name] = records(layer)
        centres = [(pages[f["parcel_id"]].boundingBox().center(), f.geometry().asPoint()) for f in layer.getFeatures()]
        assert all(centre == point for centre, point in centres), name  # where the atlas centres the map
    saved_mode = map_item.atlasScalingMode()
    assert atlas.beginRender()
    try:
        for mode in (saved_mode, QgsLayoutItemMap.AtlasScalingMode.Fixed):  # as printed, and as a user may set it
            map_item.setAtlasScalingMode(mode)
            for number, pid in enumerate(pages):
                assert atlas.seekTo(number)
                for name, table in tables.items():
                    shown = [[str(value) for value in row] for row in table.contents()]
                    columns = [column.attribute() for column in table.columns()]
                    own = sorted(rows[name].get(pid, []), key=lambda row: row["row"])
                    assert shown == [[str(row[column]) for column in columns] for row in own], (mode, pid, name)
    finally:
        map_item.setAtlasScalingMode(saved_mode)
        atlas.endRender()
    assert sum(len(rows["Allocation table"].get(pid, [])) > 0 for pid in pages) == len(pages) > 1


def test_each_exhibit_prints_the_pages_its_atlas_page_prints(dockline_provider, tmp_path):
    """Each exhibit's pages are found before any is printed, and an exhibit whose findings and readings tables show
    what an earlier exhibit's showed is given that exhibit's pages without its tables being filtered again: the
    pages each exhibit numbers are the ones QGIS's atlas, gone through page by page, prints (a continuation page
    left out where its frame stays empty). Every adjoining parcel of the sample: some exhibits share their tables'
    texts (parcels without proposals), some print more pages than others."""
    exhibits({**facility_parameters(), "PRINT": 1, "COMBINED": False, "FOLDER": str(tmp_path)})
    with saved_project(tmp_path) as saved:
        _each_exhibit_prints_the_pages_its_atlas_page_prints(saved)


def _each_exhibit_prints_the_pages_its_atlas_page_prints(saved):
    layout = saved.layoutManager().layoutByName("Dockline exhibit")
    atlas, pages = layout.atlas(), layout.pageCollection()
    coverage = list(atlas.coverageLayer().getFeatures())
    tables = [t for t in layout.multiFrames() if isinstance(t, QgsLayoutItemAttributeTable)]
    running_on = [t for t in tables if t.vectorLayer().name() in ("Findings table", "Readings")]
    assert len(running_on) == 2
    texts = []
    for table in running_on:
        columns, rows = [column.attribute() for column in table.columns()], records(table.vectorLayer())
        own = {pid: sorted(found, key=lambda row: row["row"]) for pid, found in rows.items()}
        texts.append({pid: [[row[column] for column in columns] for row in found] for pid, found in own.items()})
    shared = Counter(repr([shown.get(feature["parcel_id"]) for shown in texts]) for feature in coverage)
    assert max(shared.values()) > 1 and len({feature["pages"] for feature in coverage}) > 1
    assert atlas.beginRender()
    try:
        for number, feature in enumerate(coverage):
            assert atlas.seekTo(number)
            context = layout.createExpressionContext()
            printed = [  # as the exporter prints: a page left out by its own property too (the checklist's)
                page
                for page in range(pages.pageCount())
                if pages.shouldExportPage(page)
                and not pages.page(page).dataDefinedProperties().valueAsBool(EXCLUDED, context, False)[0]
            ]
            numbers = ",".join(str(printed.index(n) + 1) if n in printed else "" for n in range(max(printed) + 1))
            assert (feature["page_numbers"], feature["pages"]) == (numbers, len(printed)), feature["parcel_id"]
    finally:
        atlas.endRender()


@pytest.mark.parametrize(
    "extra, message",
    [
        ({"PRINT": 2}, "No parcels to print: parcels selected in the parcels layer matched none"),
        ({"PRINT": 3, "EXPRESSION": "\"parcel_id\" = 'none such'"}, "No parcels to print"),
        ({"PRINT": 3, "EXPRESSION": "\"parcelid\" = '3'"}, "EXPRESSION: the parcels layer has no field 'parcelid'"),
        ({"PRINT": 0, "DOCKS": None, "MOORINGS": None, "STRUCTURES": None}, "need proposed facilities"),
    ],
)
def test_nothing_to_print_is_said_plainly(dockline_provider, tmp_path, extra, message):
    parameters = {**facility_parameters(), "FOLDER": str(tmp_path), **extra}
    with pytest.raises(QgsProcessingException, match=message):
        exhibits({k: v for k, v in parameters.items() if v is not None})
    assert not list(tmp_path.glob("*.pdf"))


class CancelWhile(QgsProcessingFeedback):
    """Cancels at the first progress of a stage (its progress text starting with ``stage``: "Laying out" is finding
    the exhibits' pages, before any is printed), and keeps the progress texts it was told."""

    def __init__(self, stage):
        super().__init__()
        self.stage, self.texts = stage, []
        self.progressChanged.connect(self.on_progress)  # QGIS's exporter sets the progress in C++, past any override

    def setProgressText(self, text):  # noqa: N802 (QGIS's name)
        self.texts.append(text)
        super().setProgressText(text)

    def on_progress(self, progress):
        if self.texts and self.texts[-1].startswith(self.stage):
            self.cancel()


def test_a_cancel_while_the_pages_are_found_stops_before_printing(dockline_provider, tmp_path):
    feedback = CancelWhile("Laying out")
    with pytest.raises(QgsProcessingException, match="Cancelled: nothing was written"):
        exhibits({**facility_parameters(), "FOLDER": str(tmp_path)}, feedback)
    assert any(text.startswith("Laying out") for text in feedback.texts)
    assert not any(text.startswith("Printing") for text in feedback.texts)  # stopped before the export
    assert not list(tmp_path.iterdir())


def test_a_cancel_while_printing_leaves_an_earlier_runs_files_as_they_were(dockline_provider, tmp_path):
    """The project's layers are written while the pages print: a cancel then leaves the earlier run's PDF,
    project and GeoPackage byte for byte, and nothing beside them."""
    parameters = {**facility_parameters(), "FOLDER": str(tmp_path)}
    exhibits(parameters)
    before = {path.name: path.read_bytes() for path in tmp_path.iterdir()}
    assert {"exhibits.gpkg", "exhibits.qgz"} < set(before)
    feedback = CancelWhile("Printing")
    with pytest.raises(QgsProcessingException, match="Cancelled: nothing was written"):
        exhibits(parameters, feedback)
    assert feedback.texts[-1].startswith("Printing")
    assert {path.name: path.read_bytes() for path in tmp_path.iterdir()} == before


def test_a_parcel_without_analysis_is_named(dockline_provider, tmp_path):
    inland = next(
        f["parcel_id"]
        for f in check(facility_parameters())["PARCEL_SUMMARY"].getFeatures()
        if f["status"] == "not adjoining"
    )
    with pytest.raises(QgsProcessingException, match="none of the chosen parcels has an analysis"):
        exhibits(
            {**sample_parameters(), "FOLDER": str(tmp_path), "PRINT": 3, "EXPRESSION": f"\"parcel_id\" = '{inland}'"}
        )


def test_an_unwritable_folder_leaves_no_file(dockline_provider, tmp_path):
    blocker = tmp_path / "a_file"
    blocker.write_text("not a folder")
    with pytest.raises(QgsProcessingException, match="cannot create the output folder"):
        exhibits({**sample_parameters(), "DOCKS": sample_layer("docks"), "FOLDER": str(blocker / "exhibits")})
    assert sorted(p.name for p in tmp_path.iterdir()) == ["a_file"]


EDGE_MM = 6  # nothing printed this close to the paper's edge


def test_nothing_is_drawn_near_the_edge_of_any_page(combined, tmp_path):
    """Every page of the demo's exhibits, rendered: paper within 6 mm of the edge, something drawn inside."""
    _, result = combined
    dpi = 50
    subprocess.run(["pdftoppm", "-r", str(dpi), "-gray", result["PDFS"], str(tmp_path / "page")], check=True)
    band = int(np.ceil(EDGE_MM / 25.4 * dpi))
    rendered = sorted(tmp_path.glob("page*.pgm"))
    assert len(rendered) == pdf_pages(result["PDFS"])
    for path in rendered:
        image = QImage(str(path)).convertToFormat(QImage.Format.Format_Grayscale8)
        pixels = np.frombuffer(image.constBits().asstring(image.sizeInBytes()), np.uint8)
        pixels = pixels.reshape(image.height(), image.bytesPerLine())[:, : image.width()]
        inside = np.zeros(pixels.shape, bool)
        inside[band:-band, band:-band] = True
        assert pixels[~inside].min() >= 250, path.name  # paper
        assert pixels[inside].min() < 100, path.name  # and ink on the page


def test_every_item_lies_inside_its_page_and_every_text_fits_its_frame(combined, saved):
    """On each exhibit of the saved layout: each item 6 mm or more inside its page, no label smaller than its
    text, no table cut (a table's last frame stays empty), the legend beside the map, not below it."""
    _, result = combined
    layout = saved.layoutManager().layoutByName("Dockline exhibit")
    atlas, pages = layout.atlas(), layout.pageCollection()
    atlas.beginRender()
    assert atlas.count() == result["EXHIBITS"]
    for index in range(atlas.count()):
        atlas.seekTo(index)
        layout.refresh()
        items = [item for item in layout.items() if hasattr(item, "page") and item.type() != pages.page(0).type()]
        for item in items:
            page = pages.page(item.page()).sceneBoundingRect().adjusted(EDGE_MM, EDGE_MM, -EDGE_MM, -EDGE_MM)
            assert page.contains(item.sceneBoundingRect()), (atlas.nameForPage(index), item.displayName())
            if isinstance(item, QgsLayoutItemLabel):
                needed = item.sizeForText()
                assert needed.width() <= item.rect().width() + 0.01, (atlas.nameForPage(index), item.currentText())
                assert needed.height() <= item.rect().height() + 0.01, (atlas.nameForPage(index), item.currentText())
        for table in layout.multiFrames():
            frames = [table.frame(number) for number in range(table.frameCount())]
            if len(frames) == 1:
                assert table.totalSize().height() <= frames[0].rect().height() + 0.01, atlas.nameForPage(index)
            else:
                assert frames[-1].isEmpty(), atlas.nameForPage(index)
        (legend,) = [item for item in items if isinstance(item, QgsLayoutItemLegend)]
        (map_item,) = [item for item in items if isinstance(item, QgsLayoutItemMap)]
        assert not map_item.extent().isEmpty()  # the saved map shows the page's parcel
        assert legend.sceneBoundingRect().bottom() <= map_item.sceneBoundingRect().bottom()
    atlas.endRender()


def test_each_map_draws_every_parcel_and_dock_it_shows_from_layers_holding_the_lake_near_the_pages(saved):
    """The saved layers hold the lake near the pages only, and all of it that a page's map shows: each parcel and
    each proposed dock within an exhibit's map, its neighbours' too, is in the layers the map draws."""
    layout = saved.layoutManager().layoutByName("Dockline exhibit")
    (map_item,) = [item for item in layout.items() if isinstance(item, QgsLayoutItemMap)]
    drawn = {
        "parcel_id": {f["parcel_id"] for f in layer_with(saved, "max_slips").getFeatures()},
        "dock_id": {f["facility_id"] for f in saved.mapLayersByName("Proposed docks")[0].getFeatures()},
    }
    lake = {"parcel_id": sample_layer("parcels"), "dock_id": sample_layer("docks")}
    assert len(drawn["parcel_id"]) < lake["parcel_id"].featureCount()
    atlas = layout.atlas()
    atlas.beginRender()
    shown = Counter()
    for index in range(atlas.count()):
        atlas.seekTo(index)
        extent = QgsGeometry.fromRect(map_item.extent())
        for field, layer in lake.items():
            extent_there = QgsGeometry(extent)
            extent_there.transform(QgsCoordinateTransform(saved.crs(), layer.crs(), saved))
            within = {f[field] for f in layer.getFeatures() if f.geometry().intersects(extent_there)}
            assert within <= drawn[field], (atlas.nameForPage(index), field, within - drawn[field])
            shown[field] += len(within)
    atlas.endRender()
    assert shown["parcel_id"] > 3 * atlas.count() and shown["dock_id"] > atlas.count()


def test_each_pages_legend_names_the_moorings_where_its_map_shows_one(combined, saved):
    """The legend follows each exhibit's map: "Proposed moorings" on the first page of the exhibits whose map
    shows a mooring, on no other."""
    _, result = combined
    (pdf,) = result["PDFS"].split(";")
    first_pages = {}
    for number in range(1, pdf_pages(pdf) + 1):
        text = page_text(pdf, number)
        first_pages.setdefault(re.search(r"Parcel([\w.\-]+)·", text).group(1), text)
    layout = saved.layoutManager().layoutByName("Dockline exhibit")
    (map_item,) = [item for item in layout.items() if isinstance(item, QgsLayoutItemMap)]
    moorings = saved.mapLayersByName("Proposed moorings")[0]
    to_moorings = QgsCoordinateTransform(saved.crs(), moorings.crs(), saved)
    atlas = layout.atlas()
    atlas.beginRender()
    legends = Counter()
    for index in range(atlas.count()):
        atlas.seekTo(index)
        shown = any(moorings.getFeatures(to_moorings.transformBoundingBox(map_item.extent())))
        named = "Proposedmoorings" in first_pages[atlas.nameForPage(index)]
        assert named == shown, atlas.nameForPage(index)
        legends[named] += 1
    atlas.endRender()
    assert min(legends.values()) > 5


def test_the_terrain_is_drawn_and_explained_when_given(dockline_provider, tmp_path):
    """With the sample's DEM, the lots on the 45° bank: their steep slopes on the map and in the legend."""
    from qgis.core import QgsRasterLayer

    east, south, north = STEEP_STRETCH
    centre = "centroid($geometry)"
    dem = QgsRasterLayer(str(SAMPLE_DEM), "dem")
    result = exhibits(
        {
            **facility_parameters(),
            "DEM": dem,
            "FOLDER": str(tmp_path),
            "PRINT": 3,
            "EXPRESSION": f"x({centre}) > {east} AND y({centre}) > {south + 60} AND y({centre}) < {north - 60}",
        }
    )
    text = page_text(result["PDFS"], 1)
    assert "SteepslopesalongtheMHW" in text and "Tier1" in text


def drawn_as(label) -> tuple:
    """What a placed label prints: its feature, text and place. Two results alike in all three print as one label,
    pixel on pixel; a copy anywhere else stays, and fails the test."""
    rect = label.labelRect
    place = tuple(round(value, 3) for value in (rect.xMinimum(), rect.yMinimum(), rect.xMaximum(), rect.yMaximum()))
    return label.layerID, label.featureId, label.labelText, place


class Rendered(NamedTuple):
    """A page's map as rendered: the labels QGIS placed (and the texts it could not place), paper mm per map unit,
    each placed label's box on the paper (mm, by ``drawn_as``), and the boxes of the scale bar and north arrow."""

    placed: list
    unplaced: list
    mm_per_unit: float
    on_paper: dict
    north_arrow: QRectF  # on paper


FEET = QgsUnitTypes.DistanceUnit.DistanceFeet


def rendered_labels(project, tmp_path) -> dict:
    """The first page of every exhibit of the saved project rendered to an image as the PDF prints it: page name
    → ``Rendered``."""
    engine = project.labelingEngineSettings()
    engine.setFlag(QgsLabelingEngineSettings.Flag.CollectUnplacedLabels, True)
    project.setLabelingEngineSettings(engine)
    layout = project.layoutManager().layoutByName("Dockline exhibit")
    map_item = next(item for item in layout.items() if isinstance(item, QgsLayoutItemMap))
    (arrow,) = [item for item in layout.items() if isinstance(item, QgsLayoutItemPicture)]
    settings = QgsLayoutExporter.ImageExportSettings()
    settings.dpi, settings.pages = PDF_DPI, [0]  # the labels' places as the PDF prints them
    atlas, rendered = layout.atlas(), {}
    atlas.beginRender()
    for index in range(atlas.count()):
        atlas.seekTo(index)
        exporter = QgsLayoutExporter(layout)
        assert exporter.exportToImage(str(tmp_path / "page.png"), settings) == QgsLayoutExporter.ExportResult.Success
        labels = exporter.labelingResults()[map_item.uuid()].allLabels()
        metres = QgsUnitTypes.fromUnitToUnitFactor(project.crs().mapUnits(), QgsUnitTypes.DistanceUnit.DistanceMeters)
        placed = list({drawn_as(label): label for label in labels if not label.isUnplaced}.values())
        rendered[atlas.nameForPage(index)] = Rendered(
            placed,
            [label.labelText for label in labels if label.isUnplaced],
            1000 * metres / map_item.scale(),
            {drawn_as(label): on_paper(map_item, label.labelRect) for label in placed},
            arrow.sceneBoundingRect(),
        )
    atlas.endRender()
    return rendered


def on_paper(map_item, rect):
    """A rectangle in the map's coordinates as the box it covers on the layout (mm)."""
    corners = [
        map_item.mapToScene(map_item.mapToItemCoords(QPointF(x, y)))
        for x in (rect.xMinimum(), rect.xMaximum())
        for y in (rect.yMinimum(), rect.yMaximum())
    ]
    return QPolygonF(corners).boundingRect()


@pytest.fixture(scope="module")
def labelled(saved, tmp_path_factory):
    """The saved project of the demo's exhibits, and every exhibit's first page rendered from it."""
    return saved, rendered_labels(saved, tmp_path_factory.mktemp("rendered"))


def map_labels(project) -> dict:
    """The rows of the exhibit's label layer by feature id, and the layer's id."""
    (layer,) = project.mapLayersByName(NAME)
    return {f.id(): f for f in layer.getFeatures()}, layer.id()


def test_the_labels_are_placed_the_same_each_time(combined, labelled, tmp_path):
    """Every page's labels at the same places, with the same texts, when the project is read and rendered again
    (its layers then at other addresses, which QGIS's labelling engine keys its label layers by)."""
    _, first = labelled
    with saved_project(combined[0]) as again:
        second = rendered_labels(again, tmp_path)
    assert sorted(first) == sorted(second) and len(first) > 30
    for pid in first:
        assert sorted(map(drawn_as, first[pid].placed)) == sorted(map(drawn_as, second[pid].placed)), pid


def test_every_proposed_facility_of_a_page_is_labelled_with_its_id_beside_it(labelled):
    """Each facility on the page's parcel: one label, beside it (within 3 mm of it, or of the mark round a buoy),
    its id alone or a line a finding about it, each starting with its id; every facility the findings table names
    is found on the map."""
    project, pages = labelled
    rows, labels_id = map_labels(project)
    findings = records(layer_with(project, "rule_id"))
    facilities = [project.mapLayersByName(name)[0] for name in BLOCKING if project.mapLayersByName(name)]
    labelled_facilities = 0
    for pid, page in pages.items():
        texts, boxes = defaultdict(list), defaultdict(list)
        for label in page.placed:
            if label.layerID == labels_id and rows[label.featureId]["facility_id"] != NULL:
                texts[rows[label.featureId]["facility_id"]].append(label.labelText)
                boxes[rows[label.featureId]["facility_id"]].append(QgsGeometry.fromRect(label.labelRect))
        for layer in facilities:
            to_map = QgsCoordinateTransform(layer.crs(), project.crs(), project)
            for feature in layer.getFeatures(f'"parcel_id" = \'{pid}\' AND "facility_id" IS NOT NULL'):
                facility = feature["facility_id"]
                (text,) = texts[facility]
                assert all(line == facility or line.startswith(f"{facility} · ") for line in text.split("\n")), text
                shape = QgsGeometry(feature.geometry())
                shape.transform(to_map)
                mark = MARK_FT / QgsUnitTypes.fromUnitToUnitFactor(project.crs().mapUnits(), FEET)  # a point's
                assert boxes[facility][0].distance(shape) - mark < 3 / page.mm_per_unit, (pid, facility)
                labelled_facilities += 1
        named = {f["facility_id"] for f in findings.get(pid, []) if f["facility_id"] is not None}
        assert named <= set(texts), (pid, named - set(texts))
    assert labelled_facilities > 50


def test_a_parcel_wide_finding_is_in_the_table_and_on_no_facility(labelled):
    """A facility's label gives only the findings about that facility; a finding about the whole parcel (its slips
    against its allowance) is labelled nowhere on the map, nor drawn on the facilities."""
    project, pages = labelled
    rows, labels_id = map_labels(project)
    findings = records(layer_with(project, "rule_id"))
    parcel_wide = 0
    for pid, page in pages.items():
        about = defaultdict(set)
        for finding in findings.get(pid, []):
            about[finding["facility_id"]].add(finding_line(finding))
        parcel_wide += len(about[None])
        for label in page.placed:
            if label.layerID == labels_id and rows[label.featureId]["parcel_id"] == pid:
                for line in label.labelText.split("\n"):
                    facility, _, finding = line.partition(" · ")
                    assert not finding or finding in about[facility], (pid, line)
    assert parcel_wide > 5
    drawn = layer_with(project, "rule_id").renderer()
    assert drawn.rootRule().children()[0].filterExpression().endswith('AND "facility_id" IS NOT NULL')


def test_no_label_lies_under_the_north_arrow(labelled):
    """The arrow stands on the map (the scale bar below it: see the scale bar's test)."""
    _, pages = labelled
    for pid, page in pages.items():
        on_paper = page.on_paper
        under = [label.labelText for label in page.placed if on_paper[drawn_as(label)].intersects(page.north_arrow)]
        assert not under, (pid, under)


SCALES = ("98.11-1-12", "98.11-1-10", "98.11-1-28", "98.11-1-19", "98.11-1-100", "98.11-1-45")  # small to large


def test_each_pages_scale_bar_steps_roundly_beside_the_map_over_nothing(dockline_provider, tmp_path, monkeypatch):
    """Each exhibit's map has a scale of its own (the atlas fits the parcel): its scale bar reads in steps of 1, 2,
    2.5 or 5 × 10^n ft as a drawing's does, three of them 25 to 60 mm long, printed off the map and clear of
    every other item of the page; the PDF prints those steps."""
    seen, export = {}, exhibit_layout.export_pdfs

    def spied_export(book, *arguments):
        layout = book.layout
        (bar,) = [item for item in layout.items() if isinstance(item, QgsLayoutItemScaleBar)]
        (map_item,) = [item for item in layout.items() if isinstance(item, QgsLayoutItemMap)]
        others = [
            item
            for item in layout.items()
            if isinstance(item, QgsLayoutItem) and not isinstance(item, QgsLayoutItemPage) and item is not bar
        ]

        def look(feature):  # an exception here would abort the process: nothing to read once the atlas ends
            if not feature.isValid():
                return
            step, box = bar.unitsPerSegment(), bar.sceneBoundingRect()
            crossed = [item.displayName() for item in others if item.sceneBoundingRect().intersects(box)]
            seen[feature["parcel_id"]] = step, 3 * step * 304.8 / map_item.scale(), crossed  # mm on the paper

        layout.atlas().featureChanged.connect(look)
        return export(book, *arguments)

    monkeypatch.setattr(exhibit_layout, "export_pdfs", spied_export)
    result = exhibits({**facility_parameters(), **chosen(*SCALES), "FOLDER": str(tmp_path)})
    assert sorted(seen) == sorted(SCALES)
    assert len({step for step, _, _ in seen.values()}) >= 4  # maps of many scales
    steps = {pid: (step, round(length, 1)) for pid, (step, length, _) in seen.items()}
    assert all(round_step(step) and 25 <= length <= 60 for step, length in steps.values()), steps
    assert not {pid: crossed for pid, (_, _, crossed) in seen.items() if crossed}
    (pdf,) = result["PDFS"].split(";")
    first_pages = {}
    for number in range(1, pdf_pages(pdf) + 1):
        first_pages.setdefault(re.search(r"Parcel([\w.\-]+)·", page_text(pdf, number)).group(1), number)
    for pid, (step, _, _) in seen.items():
        laid_out = ["pdftotext", "-layout", "-f", str(first_pages[pid]), "-l", str(first_pages[pid]), pdf, "-"]
        text = " ".join(subprocess.run(laid_out, capture_output=True, text=True, check=True).stdout.split())
        assert " ".join(f"{k * step:g}" for k in range(4)) + " ft" in text, (pid, step)


def test_labels_keep_clear_of_each_other_and_of_the_proposals(labelled):
    """On every page, rendered: no label over another, or over a proposed dock, structure, boat or mooring (a
    neighbour's too)."""
    project, pages = labelled
    proposed = [
        f.geometry() for name in BLOCKING for layer in project.mapLayersByName(name) for f in layer.getFeatures()
    ]
    for pid, page in pages.items():
        shapes = [QgsGeometry.fromRect(label.labelRect) for label in page.placed]
        overlapping = [
            (a.labelText, b.labelText)
            for (a, g), (b, h) in combinations(zip(page.placed, shapes), 2)
            if g.intersects(h)
        ]
        assert not overlapping, (pid, overlapping)
        over = [
            label.labelText for label, shape in zip(page.placed, shapes) if any(shape.intersects(p) for p in proposed)
        ]
        assert not over, (pid, over)


def swatch(symbol) -> QColor:
    """The middle of a legend swatch as it prints: the symbol over the white legend box."""
    image = symbol.asImage(QSize(40, 20))
    drawn = QColor(image.pixel(20, 10))
    alpha = QColor.fromRgba(image.pixel(20, 10)).alphaF()
    return QColor(*(round(alpha * c + (1 - alpha) * 255) for c in (drawn.red(), drawn.green(), drawn.blue())))


def rendered_map(layers, extent, crs):
    """``layers`` drawn over white at ``extent``: the image and its map settings."""
    settings = QgsMapSettings()
    settings.setLayers(layers)
    settings.setDestinationCrs(crs)
    settings.setOutputSize(QSize(800, 800))
    settings.setBackgroundColor(QColor("white"))
    settings.setExtent(extent)
    job = QgsMapRendererSequentialJob(settings)
    job.start()
    job.waitForFinished()
    return job.renderedImage(), settings


def test_the_legends_zone_swatches_are_what_the_map_prints(saved):
    """On each page whose parcel has both zones: the facility areas as the map draws them over the water, the dock
    zone where the mooring zone overlays it too, each print their legend swatch's colour; the mooring zone's is
    not the water's."""
    layout = saved.layoutManager().layoutByName("Dockline exhibit")
    (legend,) = [item for item in layout.items() if isinstance(item, QgsLayoutItemLegend)]
    zones, water = layer_with(saved, "flags"), saved.mapLayersByName("Water")[0]
    node = legend.model().rootGroup().findLayer(zones.id())
    swatches = {n.data(Qt.ItemDataRole.DisplayRole): swatch(n.symbol()) for n in legend.model().layerLegendNodes(node)}
    water_fill = QColor(*map(int, INPUT_STYLES["Water"][1]["color"].split(","))).name()
    assert swatches["Mooring zone (to 375 ft)"].name() == ZONE_FILLS[Zone.MOORING] != water_fill
    checked = Counter()
    for page in saved.mapLayersByName("Exhibit pages")[0].getFeatures():
        shapes = {f["zone"]: f.geometry() for f in zones.getFeatures(f"\"parcel_id\" = '{page['parcel_id']}'")}
        if set(shapes) != set(Zone):
            continue
        assert shapes[Zone.MOORING].contains(shapes[Zone.DOCK].pointOnSurface())  # the overlay prints through
        image, settings = rendered_map([zones, water], page.geometry().boundingBox(), saved.crs())
        inside = {
            "Dock zone (to 60 / 200 ft)": shapes[Zone.DOCK],
            "Mooring zone (to 375 ft)": shapes[Zone.MOORING].difference(shapes[Zone.DOCK]),
        }
        for label, shape in inside.items():
            seen = shape.intersection(QgsGeometry.fromRect(settings.visibleExtent())).buffer(-2, 4)
            if seen.isEmpty():  # a mooring zone whose rest lies off the page
                continue
            where = settings.mapToPixel().transform(seen.pointOnSurface().asPoint())
            printed = QColor(image.pixel(int(where.x()), int(where.y())))
            assert printed.name() == swatches[label].name(), (page["parcel_id"], label, printed.name())
            checked[label] += 1
    assert min(checked.values()) > 20 and len(checked) == 2


def test_the_demos_exhibits_are_printed_from_its_analysis_with_its_dem(monkeypatch, tmp_path):
    """``make demo`` gives its exhibits the DEM and bottom its analysis used (their pages say what the bottom is,
    not "No bathymetry was given")."""
    import demo

    calls = {}

    def recorded(algorithm, *arguments, inputs=demo.INPUTS):
        calls[algorithm] = [*inputs, *arguments]
        demo.GPKG.touch()
        return ""

    monkeypatch.setattr(demo, "qgis_process", recorded)
    for name, path in (("OUT", tmp_path), ("GPKG", tmp_path / "demo.gpkg"), ("EXHIBITS", tmp_path / "exhibits")):
        monkeypatch.setattr(demo, name, path)
    demo.run_analysis()
    demo.write_exhibits()
    terrain = [{a for a in calls[algorithm] if a.startswith(("DEM=", "BATHYMETRY="))} for algorithm in sorted(calls)]
    assert terrain[0] == terrain[1] == {f"DEM={demo.DEM}", f"BATHYMETRY={demo.DEM}"}
    assert sorted(calls) == ["dockline:exhibits", "dockline:shorelineanalysis"]


def test_without_a_check_no_page_continues_the_findings(dockline_provider, tmp_path):
    """Analysis only (no proposals): page 1 and the readings relied on, no "Findings (continued)" page, which has no
    table to continue."""
    result = exhibits(
        {**sample_parameters(), "FOLDER": str(tmp_path), "PRINT": 3, "EXPRESSION": "\"parcel_id\" = '98.11-1-42'"}
    )
    (pdf,) = result["PDFS"].split(";")
    pages = [page_text(pdf, page) for page in range(1, pdf_pages(pdf) + 1)]
    assert len(pages) == 2 and not any("Findings(continued)" in text for text in pages)
    assert "Page2of2" in pages[1] and "Readingsreliedon" in pages[1]


def test_the_saved_geopackage_is_written_unsynced_on_a_thread_of_its_own(dockline_provider, tmp_path, monkeypatch):
    """The exhibits' GeoPackage is new and flushed once as it is moved in: its tables are written without SQLite's
    flush at each commit, on a thread of their own while this one exports the pages (the writer waits here until
    the export has begun), whose own setting is left as it was; the project saved reads each of its layers from
    them."""
    seen, exporting = [], threading.Event()
    write, export = exhibit_layout._TableWriter._write, exhibit_layout.export_pdfs

    def spied_write(writer):
        seen.append((threading.get_ident(), gdal.GetThreadLocalConfigOption(NO_SYNC, None), exporting.wait(60)))
        write(writer)

    def spied_export(*arguments):
        exporting.set()
        return export(*arguments)

    monkeypatch.setattr(exhibit_layout._TableWriter, "_write", spied_write)
    monkeypatch.setattr(exhibit_layout, "export_pdfs", spied_export)
    gdal.SetThreadLocalConfigOption(NO_SYNC, "NORMAL")
    try:
        exhibits(
            {**sample_parameters(), "FOLDER": str(tmp_path), "PRINT": 3, "EXPRESSION": "\"parcel_id\" = '98.11-1-42'"}
        )
        assert gdal.GetThreadLocalConfigOption(NO_SYNC, None) == "NORMAL"
    finally:
        gdal.SetThreadLocalConfigOption(NO_SYNC, None)
    ((thread, setting, during_the_export),) = seen
    assert setting == "OFF" and thread != threading.get_ident() and during_the_export
    with saved_project(tmp_path) as saved:  # each of its layers read from a table of the GeoPackage moved in
        tables = ogr.Open(str(tmp_path / "exhibits.gpkg")).GetLayerCount()
        assert all(layer.isValid() for layer in saved.mapLayers().values()) and len(saved.mapLayers()) == tables > 10


NO_ROW = "98.11-1-14"  # structures, and no row in PERMITS (LATE: a dock only; ON_TIME: a dock and a mooring)
NO_PROPOSAL = "98.11-1-11"  # nothing proposed on it: no checklist


def chosen(*parcels) -> dict:
    return {"PRINT": 3, "EXPRESSION": '"parcel_id" IN (' + ", ".join(f"'{pid}'" for pid in parcels) + ")"}


@pytest.fixture(scope="module")
def with_permits(dockline_provider, tmp_path_factory):
    """The exhibits of three parcels with proposals and one without, given a permits table: one mailed its notice
    late, one in time, the others have no row; the sample's docks say seasonal, its moorings and structures have no
    such field."""
    folder = tmp_path_factory.mktemp("permits")
    parameters = {**facility_parameters(), **chosen(LATE, ON_TIME, NO_ROW, NO_PROPOSAL), "PERMITS": permits_table()}
    feedback = QgsProcessingFeedback()
    result = exhibits({**parameters, "FOLDER": str(folder)}, feedback)
    with saved_project(folder) as project:
        yield result, feedback.textLog(), project


def title_block_notices(project) -> dict:
    """Each exhibit's hearing and notice lines, as its title block's label prints them (through the layout)."""
    layout = project.layoutManager().layoutByName("Dockline exhibit")
    (label,) = [item for item in layout.items() if isinstance(item, QgsLayoutItemLabel) and '"notice"' in item.text()]
    atlas, notices = layout.atlas(), {}
    atlas.beginRender()
    for index in range(atlas.count()):
        atlas.seekTo(index)
        notices[atlas.nameForPage(index)] = label.currentText().splitlines()
    atlas.endRender()
    return notices


def test_the_title_block_carries_the_hearing_and_notice_dates_and_a_late_mailing(with_permits):
    """§ 73-18E(1): the applicant's notice at least 10 business days before the hearing of Monday 18 May 2026,
    so by Monday 4 May; the newspaper's at least 5, so by Monday 11 May."""
    result, _, project = with_permits
    assert title_block_notices(project) == {
        ON_TIME: [
            "Public hearing: 2026-05-18",
            "Notice mailed: 2026-04-20 (due by 2026-05-04)",
            "Newspaper notice: 2026-05-01 (due by 2026-05-11)",
        ],
        LATE: [
            "Public hearing: 2026-05-18",
            "Notice mailed: 2026-05-12 (due by 2026-05-04; notice mailed late)",
            "Newspaper notice: 2026-05-08 (due by 2026-05-11)",
        ],
        NO_ROW: [],
        NO_PROPOSAL: [],
    }
    printed = subprocess.run(["pdftotext", result["PDFS"], "-"], capture_output=True, text=True, check=True).stdout
    assert printed.count("notice mailed late") == 1 and printed.count("Public hearing: 2026-05-18") == 2


def test_a_permits_row_that_cannot_be_read_is_named_in_the_log(with_permits):
    _, log, _ = with_permits
    assert "permits row 3 (parcel 98.11-1-13), column hearing: 'June 1' is not a date; give it as YYYY-MM-DD" in log


@pytest.mark.parametrize(
    "columns, message",
    [
        (PERMIT_COLUMNS[:1] + PERMIT_COLUMNS[2:], "permits: no column application_complete"),
        (PERMIT_COLUMNS[1:], "permits: no column parcel_id"),
    ],
)
def test_a_permits_table_without_its_columns_is_refused_with_a_message(dockline_provider, tmp_path, columns, message):
    rows = [[row[PERMIT_COLUMNS.index(column)] for column in columns] for row in PERMITS[:2]]
    parameters = {**facility_parameters(), **chosen(LATE), "PERMITS": permits_table(rows, columns)}
    with pytest.raises(QgsProcessingException, match=message):
        exhibits({**parameters, "FOLDER": str(tmp_path)})
    assert not list(tmp_path.glob("*.pdf"))


def checklist_of(project) -> dict:
    """Each exhibit's site plan checklist: (item, shown, where) rows by parcel."""
    rows = records(layer_with(project, "where_shown"))
    return {pid: [(r["item"], r["shown"], r["where_shown"]) for r in table] for pid, table in rows.items()}


def test_the_checklist_page_says_what_the_drawing_shows_without_bathymetry(with_permits):
    """§ 73-17D(3): the lake bottom is not shown without bathymetry; § 73-17D(2): seasonal or permanent from the
    facility layers' seasonal field, which the sample's docks have and its moorings and structures lack."""
    result, _, project = with_permits
    checklist = checklist_of(project)
    assert sorted(checklist) == sorted([LATE, ON_TIME, NO_ROW])  # not NO_PROPOSAL
    for pid, rows in checklist.items():
        items = [item for item, _, _ in rows]
        assert len(items) == 10 and all("§ 73-17D(3)" in item for item in items[:9]) and "§ 73-17D(2)" in items[9]
        shown = {item.split(" (")[0]: answer for item, answer, _ in rows}
        assert shown["Elevation of the lake bottom"] == NO and shown["Address"] == YES, pid
        assert shown["Name of the owner"] == NO and shown["Facility area lines"] == YES, pid
    assert checklist[LATE][-1][1:] == (YES, "the facility layers' seasonal field: D2 seasonal")
    assert checklist[ON_TIME][-1][1] == NOT_GIVEN and checklist[ON_TIME][-1][2].endswith("for M3")
    assert checklist[NO_ROW][-1][1] == NOT_GIVEN and checklist[NO_ROW][-1][2].endswith("for S12, S13")
    pages = defaultdict(list)  # each exhibit's pages, in order
    for page in range(1, pdf_pages(result["PDFS"]) + 1):
        text = page_text(result["PDFS"], page)
        pages[re.search(r"Parcel([\w.\-]+)·", text).group(1)].append("Siteplanchecklist" in text)
    assert pages == {pid: [False] * (len(listed) - 1) + [pid != NO_PROPOSAL] for pid, listed in pages.items()}
    assert sorted(pages) == sorted([LATE, ON_TIME, NO_ROW, NO_PROPOSAL])
    assert result["PAGES"] == sum(map(len, pages.values()))  # the pages counted are the pages printed


def test_with_bathymetry_the_checklist_says_the_bottom_is_shown(dockline_provider, tmp_path):
    from qgis.core import QgsRasterLayer

    parameters = {**facility_parameters(), **chosen(LATE), "BATHYMETRY": QgsRasterLayer(str(SAMPLE_DEM), "dem")}
    exhibits({**parameters, "FOLDER": str(tmp_path)})
    with saved_project(tmp_path) as project:
        (rows,) = checklist_of(project).values()
    bottom = next(row for row in rows if row[0].startswith("Elevation of the lake bottom"))
    assert bottom[1] == YES and "bathymetry" in bottom[2]


@pytest.mark.parametrize(
    "address, bathymetry, seasonal, answers",
    [
        ("1 Lake Rd", True, {"D1": True, "M1": False}, (YES, YES, YES)),
        ("1 Lake Rd", False, {"D1": True}, (YES, NO, YES)),
        (None, True, {"D1": True, "M1": None}, (NOT_GIVEN, YES, NOT_GIVEN)),
        ("", False, {"S1": None}, (NOT_GIVEN, NO, NOT_GIVEN)),
    ],
)
def test_the_checklist_answers_follow_what_was_given(address, bathymetry, seasonal, answers):
    from dockline.exhibit.checklist import SitePlan, checklist_rows

    rows = checklist_rows(SitePlan(address, bathymetry, seasonal), lambda local: f"§ 73-{local}")
    shown = {item.split(" (")[0]: (answer, where) for item, answer, where in rows}
    assert (shown["Address"][0], shown["Elevation of the lake bottom"][0]) == answers[:2]
    answer, where = shown["Each facility seasonal or permanent"]
    assert answer == answers[2]
    missing = [facility for facility, said in seasonal.items() if said is None]
    assert all(facility in where for facility in missing or seasonal)
    assert ("M1 permanent" in where) is (seasonal.get("M1") is False)
