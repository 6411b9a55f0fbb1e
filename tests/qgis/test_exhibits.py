"""``dockline:exhibits`` in real QGIS: PDF hearing exhibits for the sample lake, read back with pdftotext and
rendered with pdftoppm."""

import re
import subprocess
import unicodedata
from collections import defaultdict

import pytest
from devenv import REPO
from layers import check, facility_parameters, sample_layer, sample_parameters
from osgeo import ogr
from qgis.core import QgsProcessingContext, QgsProcessingException, QgsProcessingFeedback, QgsProject
from qgis.PyQt.QtGui import QColor, QImage

import processing


def exhibits(parameters):
    context = QgsProcessingContext()
    context.setProject(QgsProject.instance())
    return processing.run("dockline:exhibits", parameters, context=context, feedback=QgsProcessingFeedback())


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
    assert result["PAGES"] == len(findings) > 30
    pages = [page_text(pdf, page) for page in range(1, pdf_pages(pdf) + 1)]
    exhibits_text = []  # each exhibit: its first page and any continuation of its findings
    for text in pages:  # pdftotext puts the footer first or last depending on its version: tokens, not order
        if "Hearingexhibit·" in text:
            exhibits_text.append(text)
        else:  # a continuation page: the findings table, its header repeated
            assert "ParcelSeverity" in text
            exhibits_text[-1] += text
    assert len(exhibits_text) == len(findings) and len(pages) > len(findings)  # the marina's list runs on
    for number, (parcel_id, text) in enumerate(zip(sorted(findings), exhibits_text), start=1):
        assert re.findall(r"Parcel([\w.\-]+)·", text) == [parcel_id]  # the title names this parcel only
        assert f"Exhibit{number}of{len(findings)}." in text
        assert f"{lineal[parcel_id]:.2f}linealft" in text, parcel_id
        for citation in findings[parcel_id] - {""}:
            assert citation.replace(" ", "") in text, (parcel_id, citation)
        assert "aidtotheEnforcementOfficer'sdetermination" in text and "Readingsitreliedon" in text
        assert "perdock" not in text  # the steep-slope 200 sq ft is the parcel's, not each dock's (§ 73-9D(2))
    assert sorted(p.name for p in folder.iterdir()) == ["exhibits.gpkg", "exhibits.qgz", pdf.split("/")[-1]]
    assert any(re.search(r"thefindingsreston[^;]*D11", text) for text in exhibits_text)  # the findings' to_confirm


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
    assert all(pdf_pages(f) == 1 for f in files)
    size = subprocess.run(["pdfinfo", files[0]], capture_output=True, text=True).stdout
    assert "1224 x 792 pts" in size  # tabloid, landscape


def test_the_saved_project_opens_the_layout(combined):
    folder, result = combined
    project = QgsProject()
    assert project.read(str(folder / "exhibits.qgz"))
    layout = project.layoutManager().layoutByName("Dockline exhibit")
    assert layout is not None and layout.atlas().enabled() and layout.atlas().updateFeatures() == result["PAGES"]
    assert all(layer.isValid() for layer in project.mapLayers().values())
    project.clear()


@pytest.mark.parametrize(
    "extra, message",
    [
        ({"PRINT": 2}, "No parcels to print: parcels selected in the parcels layer matched none"),
        ({"PRINT": 3, "EXPRESSION": "\"parcel_id\" = 'none such'"}, "No parcels to print"),
        ({"PRINT": 0, "DOCKS": None, "MOORINGS": None, "STRUCTURES": None}, "need proposed facilities"),
    ],
)
def test_nothing_to_print_is_said_plainly(dockline_provider, tmp_path, extra, message):
    parameters = {**facility_parameters(), "FOLDER": str(tmp_path), **extra}
    with pytest.raises(QgsProcessingException, match=message):
        exhibits({k: v for k, v in parameters.items() if v is not None})
    assert not list(tmp_path.glob("*.pdf"))


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
