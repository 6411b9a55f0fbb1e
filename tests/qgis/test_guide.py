"""docs/guide.md against the running plugin: its pictures exist and are small, and every algorithm, parameter,
output, rule and flag it names is one the provider and the engine have today (so the guide fails rather than lies).
Names the guide marks as coming (a '> **Coming:**' note) must not have landed yet, so the note is dropped when they do.
"""

import re
from pathlib import Path

import pytest
from devenv import REPO
from layers import SAMPLE_DEM, memory_layer, owned
from qgis.core import QgsProcessingContext, QgsProject, QgsRasterLayer

import processing

GUIDE = REPO / "docs" / "guide.md"
IMG = REPO / "docs" / "img"
PICTURE_KB, PICTURES_KB = 200, 700
COMING = "> **Coming:**"


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


def test_every_algorithm_the_guide_names_is_in_the_provider(dockline_provider):
    provider = {algorithm.id() for algorithm in dockline_provider.algorithms()}
    current, coming = guide_parts()
    assert algorithm_ids(current) - provider == set(), "the guide names algorithms the provider does not have"
    landed = algorithm_ids(coming) & provider
    assert not landed, f"{landed} have landed: describe them in the guide instead of a 'Coming' note"
    assert {"dockline:shorelineanalysis", "dockline:checkfacilities", "dockline:exhibits"} <= algorithm_ids(current)


def test_every_parameter_output_rule_and_flag_the_guide_names_exists(dockline_provider, mhw_flag_codes):
    from dockline.rules.catalogue import RULES
    from dockline.rules.lake import FLAG_MEANINGS

    names = set()
    for algorithm in dockline_provider.algorithms():
        names |= {parameter.name() for parameter in algorithm.parameterDefinitions()}
        names |= {output.name() for output in algorithm.outputDefinitions()}
    known = names | set(RULES) | set(FLAG_MEANINGS) | mhw_flag_codes | {"INPUT"}  # INPUT: the unreadable-data finding
    current, _ = guide_parts()
    assert {"PARCELS", "TIE_LINES", "ALLOCATION", "FLAGS", "T1_DOCK_LINE"} <= named_codes(current)
    assert named_codes(current) - known == set(), "the guide names parameters, outputs, rules or flags that are gone"


def test_the_flag_table_explains_every_flag(mhw_flag_codes):
    from dockline.rules.lake import FLAG_MEANINGS
    from dockline.rules.vocabulary import FlagCode

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
