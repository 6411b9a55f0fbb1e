"""docs/guide.md against the running plugin: its pictures exist and are small, each still shows what the code of
today gives (what ``make docs`` recorded it shows, docs/img/pictures.json, built again here without drawing), and
every algorithm, parameter, output, rule and flag it names is one the provider and the engine have today (so the
guide fails rather than lies). Names the guide marks as coming (a '> **Coming:**' note) must not have landed yet, so
the note is dropped when they do.
"""

import json
import re
import shutil
from pathlib import Path

import make_docs
import pytest
from devenv import REPO
from layers import SAMPLE_DEM, memory_layer, owned
from qgis.core import QgsProcessingContext, QgsProcessingFeedback, QgsProject, QgsRasterLayer, QgsVectorLayer

import processing

GUIDE = REPO / "docs" / "guide.md"
IMG = REPO / "docs" / "img"
PICTURE_KB, PICTURES_KB = 200, 700
COMING = "> **Coming:**"
RECORDED = json.loads(make_docs.RECORD.read_text(encoding="utf-8"))  # what each picture shows, as make docs saw it
STALE = "{name} no longer shows what the plugin does: run make docs (and read the guide's text about it)"


def guide_parts() -> tuple[str, str]:
    """The guide's text outside the 'coming' notes, and the notes' text."""
    current, coming, in_note = [], [], False
    for line in GUIDE.read_text(encoding="utf-8").splitlines():
        in_note = line.startswith(COMING) or (in_note and line.startswith(">"))
        (coming if in_note else current).append(line)
    return "\n".join(current), "\n".join(coming)


def algorithm_ids(text: str) -> set:
    return set(re.findall(r"\bdockline:[a-z_]+", text))


def named_codes(text: str) -> set:
    """The upper-case names the guide writes as code: parameters, outputs, rule ids and flag codes."""
    return set(re.findall(r"`([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+|[A-Z]{3,})`", text))


def flag_table_codes(text: str) -> list:
    return re.findall(r"^\| `([A-Z_]+)` \| .* \| .* \|$", text, flags=re.MULTILINE)


@pytest.fixture(scope="module")
def mhw_flag_codes(dockline_provider):
    """The codes dockline:mhwfromdem gives on the sample DEM (made to hold a hydro-flattened stretch)."""
    import shapely

    dem = owned(QgsRasterLayer(str(SAMPLE_DEM), "dem"))
    context = QgsProcessingContext()
    context.setProject(QgsProject.instance())
    lake = memory_layer("Point", "EPSG:2261", [shapely.Point(637_000, 1_048_000)])
    outputs = dict.fromkeys(("SHORELINE", "WATER", "FLAGS"), "memory:")
    result = processing.run("dockline:mhwfromdem", {"DEM": dem, "LAKE": lake, **outputs}, context=context)
    return {feature["code"] for feature in result["FLAGS"].getFeatures()}


def test_every_picture_the_guide_shows_exists_and_is_small():
    text, _ = guide_parts()
    shown = re.findall(r"!\[[^\]]+\]\((img/[^)]+\.png)\)", text)
    assert len(shown) >= 7
    missing = [name for name in shown if not (REPO / "docs" / name).is_file()]
    assert not missing, f"make docs: the guide shows {missing}, which docs/img lacks"
    unused = sorted({path.name for path in IMG.glob("*.png")} - {name.split("/")[1] for name in shown})
    assert not unused, f"docs/img holds pictures the guide does not show: {unused}"
    sizes = {name: (REPO / "docs" / name).stat().st_size / 1024 for name in shown}
    assert max(sizes.values()) < PICTURE_KB and sum(sizes.values()) < PICTURES_KB, sizes


def test_every_picture_has_a_record_of_what_it_shows():
    shown = {path.stem for path in IMG.glob("*.png")}
    assert set(RECORDED) == shown


def pixel_colours(name: str) -> set:
    from qgis.PyQt.QtGui import QImage

    return set(make_docs.rgb32_pixels(QImage(str(IMG / f"{name}.png"))).tolist())


@pytest.mark.parametrize(("name", "shown"), [("panel_after_run", "VIOLATIONS"), ("panel_after_edit", "COMPLIES")])
def test_the_panel_pictures_keep_the_status_colours_exactly(name, shown):
    """The status dots in the colours the panel draws them (a picture cut to its commonest colours loses them)."""
    from dockline.rules.law.vocabulary import Status
    from dockline.ui.colours import STATUS_COLOURS
    from qgis.PyQt.QtGui import QColor

    assert QColor(STATUS_COLOURS[Status[shown]]).rgba() in pixel_colours(name)


@pytest.fixture(scope="module")
def sample_analysis(dockline_provider, tmp_path_factory):
    """The sample lake's analysis as make docs makes it for its maps."""
    return make_docs.analyse(tmp_path_factory.mktemp("analysis"))


def test_the_maps_show_the_layers_extents_and_labels_of_today(sample_analysis):
    project = QgsProject.instance()
    before = set(project.mapLayers())
    scenes = make_docs.map_scenes(sample_analysis)
    scenes = {name: make_docs.map_record(layers, extent) for name, layers, extent, _ in scenes}
    project.removeMapLayers(list(set(project.mapLayers()) - before))
    assert set(scenes) == {"map_facility_areas", "glossary_tie_line", "glossary_distance_lines"}
    for name, record in scenes.items():
        assert record == RECORDED[name], STALE.format(name=name)


def test_the_exhibit_pictures_say_what_the_exhibit_says_today(dockline_provider, tmp_path):
    pdf = make_docs.exhibit_pdf(tmp_path)
    assert make_docs.page_record(pdf) == RECORDED["exhibit_page"], STALE.format(name="exhibit_page")
    hearing = make_docs.page_record(pdf, make_docs.HEARING_BAND)
    assert hearing == RECORDED["exhibit_hearing"], STALE.format(name="exhibit_hearing")
    assert any("mailed late" in line for line in hearing["text"]), hearing  # what the guide says it shows


def test_the_buildout_picture_table_and_words_are_what_the_buildout_gives_today(dockline_provider, tmp_path):
    """The marina's exhibit with its layout, the lake-wide totals in the guide's table, and the shortfalls and note
    the guide quotes, from the build-out of today."""
    pdf, totals = make_docs.buildout_exhibit(tmp_path)
    record = make_docs.buildout_record(tmp_path, pdf, totals)
    assert record == RECORDED["buildout_exhibit"], STALE.format(name="buildout_exhibit")
    marina = record["summary"]  # as the guide tells the picture
    assert (marina["placed_docks"], marina["placed_slips"] - marina["placed_moorings"]) == (3, 70)
    assert (marina["placed_moorings"], marina["allowed_moorings"]) == (13, 21)
    told = re.compile(
        r"Tier (\S+) .*: (\d+) parcels?, (\d+) of (\d+) slips placed \((\d+) docks?, (\d+) moorings?\); (\d+)"
    )
    rows = [told.search(line).groups() for line in totals]
    guide = GUIDE.read_text(encoding="utf-8")
    for tier, parcels, placed, allowed, docks, moorings, short in rows:
        plural = "parcel" if short == "1" else "parcels"
        row = f"| {tier} | {parcels} | {placed} of {allowed} | {docks} | {moorings} | {short} {plural} |"
        assert row in guide, row
    summary = QgsVectorLayer(f"{tmp_path / 'buildout.gpkg'}|layername=buildout_summary", "summary", "ogr")
    said = {f["shortfall"] for f in summary.getFeatures()} | {f["note"] for f in summary.getFeatures()}
    words = " ".join(filter(None, said))
    quoted = re.findall(r'`(?:shortfall|note)`: (".*?"(?:; ".*?")*)\)', " ".join(guide.split()))
    assert quoted and all(q in words for group in quoted for q in re.findall(r'"(.*?)"', group)), quoted


def test_the_dialog_picture_shows_the_parameters_of_today(dockline_provider):
    assert make_docs.dialog_record() == RECORDED["processing_dialog"], STALE.format(name="processing_dialog")


def test_the_panel_pictures_show_the_parcel_as_the_panel_shows_it_today(dockline_provider, tmp_path, monkeypatch):
    """The panel's inputs, list and detail built on the sample as the desktop shot them, before and after the
    surveyor's edit (the parcel's finding shows before it and clears after it), and the open deadlines of the
    exhibit's parcel on the day they were shot."""
    import datetime
    from functools import partial

    from dockline.rules.law.calendar import permit_calendar
    from dockline.ui import detail as panel_detail
    from dockline.ui.detail import Detail
    from dockline.ui.inputs import InputsBox
    from dockline.ui.parcels import ParcelList
    from dockline.ui.session import Session

    sample = tmp_path / make_docs.SAMPLE.name
    shutil.copy(make_docs.SAMPLE, sample)  # the edit is never saved, but never near the bundled sample either
    layers = {
        name: owned(QgsVectorLayer(f"{sample}|layername={name}", label, "ogr"))
        for name, label in make_docs.DESKTOP_LAYERS
        if name.islower()
    }
    layers["permits"] = owned(QgsVectorLayer(make_docs.permits_table(tmp_path), "Permits", "ogr"))
    inputs, parcel_list, detail = InputsBox(), ParcelList(), Detail()
    make_docs.choose_panel_inputs(inputs, layers)
    session = Session(inputs.parameters(), QgsProject.instance())
    assert session.prepare(QgsProcessingFeedback())
    session.compute(QgsProcessingFeedback())
    parcel_list.fill(session, {})
    pid, dock_id, rule = make_docs.EDITED
    pictures = {}
    for name in ("panel_after_run", "panel_after_edit"):
        if name == "panel_after_edit":
            make_docs.shorten_dock(layers["docks"], layers["parcels"], pid, dock_id)
            session.recheck({pid})
            parcel_list.update_row(session, parcel_list.row_of(pid), pid)
        detail.show_parcel(session, pid)
        pictures[name] = make_docs.panel_record(inputs, parcel_list, detail, pid)
    layers["docks"].rollBack()
    shot_on = datetime.date.fromisoformat(RECORDED["panel_deadlines"]["as_of"])  # the panel counts from today
    monkeypatch.setattr(panel_detail, "permit_calendar", partial(permit_calendar, as_of=shot_on))
    detail.show_parcel(session, make_docs.EXHIBIT_PARCEL)
    record = make_docs.panel_record(inputs, parcel_list, detail, make_docs.EXHIBIT_PARCEL)
    pictures["panel_deadlines"] = {**record, "as_of": shot_on.isoformat()}
    assert "Open deadlines" in pictures["panel_deadlines"]["detail"]
    assert [row[1] for row in pictures["panel_after_run"]["findings"]] == [rule]
    assert pictures["panel_after_edit"]["findings"] == []
    for name, record in pictures.items():
        assert record == RECORDED[name], STALE.format(name=name)


def test_every_algorithm_the_guide_names_is_in_the_provider(dockline_provider):
    provider = {algorithm.id() for algorithm in dockline_provider.algorithms()}
    current, coming = guide_parts()
    assert algorithm_ids(current) - provider == set(), "the guide names algorithms the provider does not have"
    landed = algorithm_ids(coming) & provider
    assert not landed, f"{landed} have landed: describe them in the guide instead of a 'Coming' note"
    assert {"dockline:shorelineanalysis", "dockline:checkfacilities", "dockline:exhibits"} <= algorithm_ids(current)


def test_every_parameter_output_rule_and_flag_the_guide_names_exists(dockline_provider, mhw_flag_codes):
    from dockline.rules.lake.analysis import FLAG_MEANINGS
    from dockline.rules.law.catalogue import RULES

    names = set()
    for algorithm in dockline_provider.algorithms():
        names |= {parameter.name() for parameter in algorithm.parameterDefinitions()}
        names |= {output.name() for output in algorithm.outputDefinitions()}
    known = names | set(RULES) | set(FLAG_MEANINGS) | mhw_flag_codes | {"INPUT"}  # INPUT: the unreadable-data finding
    current, _ = guide_parts()
    assert {"PARCELS", "TIE_LINES", "ALLOCATION", "FLAGS", "T1_DOCK_LINE"} <= named_codes(current)
    assert named_codes(current) - known == set(), "the guide names parameters, outputs, rules or flags that are gone"


def test_the_flag_table_explains_every_flag(mhw_flag_codes):
    from dockline.rules.lake.analysis import FLAG_MEANINGS
    from dockline.rules.law.vocabulary import FlagCode

    table = flag_table_codes(guide_parts()[0])
    assert len(table) == len(set(table))
    assert set(table) == {code.value for code in FlagCode}
    assert set(FLAG_MEANINGS) | mhw_flag_codes == set(FlagCode)  # what the engine and the tracing give: each code


def test_help_buttons_and_about_point_at_the_guide(dockline_provider):
    from dockline.about import GUIDE_PATH, about_text
    from qgis.PyQt.QtCore import QUrl

    assert Path(GUIDE_PATH).resolve() == GUIDE.resolve()
    assert GUIDE_PATH in about_text([], "")
    urls = {QUrl(algorithm.helpUrl()).toLocalFile() for algorithm in dockline_provider.algorithms()}
    assert urls == {GUIDE_PATH}
    assert "docs/guide.md" in (REPO / "README.md").read_text(encoding="utf-8")
