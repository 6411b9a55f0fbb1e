"""The headless room: run by ``make test-headless`` in .build/headless, a venv with ``pip install .`` and no
system packages (no QGIS). The package under test is the installed one, not the checkout's link that
tests/conftest.py puts on sys.path."""

import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
sys.path[:] = [entry for entry in sys.path if Path(entry or ".").resolve() != REPO / ".build" / "pkg"]
SAMPLE = REPO / "resources" / "sample" / "sample_lake.gpkg"
TIERS = REPO / "resources" / "sample" / "sample_tier_map.csv"
DEM = REPO / "resources" / "sample" / "sample_dem.tif"  # land and the lake's bottom (scripts/make_terrain.py)


@pytest.fixture(scope="session")
def sample():
    """The sample lake's layers as GeoDataFrames."""
    import dockline

    names = ("parcels", "water", "zoning", "outlet_lines", "outlet_points", "docks", "moorings", "structures")
    names += ("boats", "buildings")
    return {name: dockline.read_layer(str(SAMPLE), name) for name in (*names, "variances", "consolidations")}


def analyse_sample(sample, **options):
    """``dockline.analyse`` on the sample lake as the plugin's tests run it, with any other options."""
    import dockline

    sample_options = {
        "zoning": sample["zoning"],
        "zoning_field": "district",
        "land_use": "land_use",
        "steep_slope": "steep_slope",
        "outlets": [sample["outlet_lines"], sample["outlet_points"]],
        "tier_map": str(TIERS),
    }
    return dockline.analyse(sample["parcels"], sample["water"], **{**sample_options, **options})


@pytest.fixture(scope="session")
def analysed(sample):
    return analyse_sample(sample)


def two_lakes(folder: Path) -> list[str]:
    """The sample lake and a copy 200,000 ft east (ids suffixed "-east") in one GeoPackage in ``folder``: the
    command line's arguments for both, with the zoning and the tier map."""
    import geopandas as gpd
    import pandas as pd
    from shapely import affinity

    two = folder / "two.gpkg"
    for name in ("parcels", "water", "zoning"):
        frame = gpd.read_file(SAMPLE, layer=name)
        copy = frame.copy()
        copy["geometry"] = copy.geometry.apply(lambda g: affinity.translate(g, 200_000, 0))
        if name == "parcels":
            copy["parcel_id"] = copy["parcel_id"] + "-east"
        gpd.GeoDataFrame(pd.concat([frame, copy], ignore_index=True), crs=frame.crs).to_file(two, layer=name)
    arguments = ["--parcels", f"{two}:parcels", "--parcel-id", "parcel_id", "--water", f"{two}:water"]
    return arguments + ["--zoning", f"{two}:zoning", "--zoning-field", "district", "--tier-map", str(TIERS)]
