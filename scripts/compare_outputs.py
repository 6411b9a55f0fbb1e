"""Every output of the bench's lakes (the shoreline analysis and the check of their proposals, as rules.rows makes
them), saved once and compared after a change: a speed-up must change no output. Geometries agree when their
Hausdorff distance is at most 1e-6 ft, numbers to 1e-6, everything else exactly; rows in the same order. The
``terrain`` lake is the Canandaigua-scale one with the bench's 1-m DEM as its DEM and bathymetry: its outputs also
hold STEEP_SLOPES, DEPTH_EXTENSIONS and ALLOCATION's steep fields, and MHW (the lines ``dockline:mhwfromdem``
traces on the DEM) and MHW_FLAGS (its hydro-flattened stretches).

Usage: python scripts/compare_outputs.py save|compare FILE [canandaigua] [large] [terrain]
"""

from __future__ import annotations

import math
import pickle
import sys
import tempfile

import shapely
from bench import proposal, town, town_terrain, trace_mhw

TOLERANCE = 1e-6  # ft, sq ft, or the value's own unit


def outputs(name: str) -> dict[str, list]:
    """Every output's rows of the named lake, geometries as WKB."""
    from dockline.rules.checks import check_facilities
    from dockline.rules.lake import analyse_lake
    from dockline.rules.profiles import get_profile
    from dockline.rules.rows import output_rows

    lake, options = town("canandaigua" if name == "terrain" else name)
    with tempfile.TemporaryDirectory() as folder:
        path, _, terrain = town_terrain(lake, folder) if name == "terrain" else (None, None, None)
        analysis = analyse_lake(lake.water, lake.parcels, **options, terrain=terrain)
        profile = get_profile("south_bristol")
        checked = check_facilities(analysis, proposal(analysis, 1, 2500, 1000), profile)
        rows = output_rows(analysis, profile, lake.parcels, checked)
        if path is not None:
            traced, flattened = trace_mhw(path)
            rows["MHW"] = [
                (shapely.LineString(ring.coords), []) for ring in [traced.water.exterior, *traced.water.interiors]
            ]
            rows["MHW_FLAGS"] = [(line, [elevation]) for line, elevation in flattened]
    return {
        output: [(shapely.to_wkb(g) if g is not None else None, list(v)) for g, v in table]
        for output, table in rows.items()
    }


def differences(before: dict, after: dict, lake: str) -> list[str]:
    """Where the outputs differ, one line each (at most 20 per output)."""
    found = []
    for output in sorted(set(before) | set(after)):
        old, new = before.get(output, []), after.get(output, [])
        lines = [f"{lake} {output}: {len(old)} rows before, {len(new)} after"] if len(old) != len(new) else []
        for row, ((old_wkb, old_values), (new_wkb, new_values)) in enumerate(zip(old, new)):
            if not same_geometry(old_wkb, new_wkb):
                lines.append(f"{lake} {output} row {row}: geometry moved")
            for index, (a, b) in enumerate(zip(old_values, new_values)):
                if not same_value(a, b):
                    lines.append(f"{lake} {output} row {row} field {index}: {a!r} before, {b!r} after")
        found += lines[:20]
    return found


def same_geometry(old, new) -> bool:
    if old is None or new is None:
        return old is new
    a, b = shapely.from_wkb(old), shapely.from_wkb(new)
    if a.is_empty or b.is_empty:
        return a.is_empty and b.is_empty
    return shapely.equals_exact(a, b, TOLERANCE) or shapely.hausdorff_distance(a, b) <= TOLERANCE


def same_value(a, b) -> bool:
    if isinstance(a, float) and isinstance(b, (int, float)):
        return (math.isnan(a) and math.isnan(b)) or abs(a - b) <= TOLERANCE
    return a == b


if __name__ == "__main__":
    action, path, *lakes = sys.argv[1:]
    lakes = lakes or ["canandaigua"]
    if action == "save":
        with open(path, "wb") as file:
            pickle.dump({lake: outputs(lake) for lake in lakes}, file)
        print(f"saved the outputs of {', '.join(lakes)} to {path}")
    else:
        with open(path, "rb") as file:
            saved = pickle.load(file)
        changed = [line for lake in lakes for line in differences(saved[lake], outputs(lake), lake)]
        print("\n".join(changed) or f"no output of {', '.join(lakes)} differs by more than {TOLERANCE} ft")
        sys.exit(1 if changed else 0)
