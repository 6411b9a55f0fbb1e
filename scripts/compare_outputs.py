"""Every output of the bench's lakes (the shoreline analysis and the check of their proposals, as rules.outputs.rows
makes them), saved once and compared after a change: a speed-up must change no output. Geometries agree when their
Hausdorff distance is at most 1e-6 ft, numbers to 1e-6, everything else exactly; rows in the same order. The
``terrain`` lake is the Canandaigua-scale one with the bench's 1-m DEM as its DEM and bathymetry: its outputs also
hold STEEP_SLOPES, DEPTH_EXTENSIONS and ALLOCATION's steep fields, and MHW (the lines ``dockline:mhwfromdem``
traces on the DEM) and MHW_FLAGS (its hydro-flattened stretches).

Two checks are compared, both with the lake's outlets: the bench's (two-part docks and moorings) and one of every
kind of facility and record (structures of each type, docked boats, long and turned docks, far moorings, shared
docks, variances, certificates, buildings, unreadable features), so that every path of the checker is compared.

The ``sample`` lake is the bundled one (resources/sample/sample_lake.gpkg) with all its proposals, checked through
``dockline:checkfacilities`` as tests/qgis runs it (tests/qgis/layers.py's ``facility_parameters``): its FINDINGS,
PARCEL_SUMMARY and FLAGS.

Usage: python scripts/compare_outputs.py save|compare FILE [--tolerance FT] [canandaigua] [large] [terrain] [sample]
(``--tolerance 0``: the same to the bit; an engine change may move a figure by up to 1e-4 ft, issue 42)
"""

from __future__ import annotations

import math
import pickle
import sys
import tempfile

import numpy as np
import shapely
from bench import framed_box, proposal, town, town_terrain, trace_mhw

TOLERANCE = 1e-6  # ft, sq ft, or the value's own unit


def outputs(name: str) -> dict[str, list]:
    """Every output's rows of the named lake, geometries as WKB."""
    if name == "sample":
        return sample_outputs()
    from dockline.rules.checks.checker import check_facilities
    from dockline.rules.lake.analysis import analyse_lake
    from dockline.rules.law.profiles import get_profile
    from dockline.rules.outputs.rows import output_rows

    lake, options = town("canandaigua" if name == "terrain" else name)
    with tempfile.TemporaryDirectory() as folder:
        path, _, terrain = town_terrain(lake, folder) if name == "terrain" else (None, None, None)
        analysis = analyse_lake(lake.water, lake.parcels, **options, terrain=terrain)
        profile = get_profile("south_bristol")
        checked = check_facilities(analysis, proposal(analysis, 1, 2500, 1000), profile, lake.outlets)
        rows = output_rows(analysis, profile, lake.parcels, checked)
        varied = output_rows(
            analysis, profile, [], check_facilities(analysis, every_kind(analysis, lake.outlets), profile, lake.outlets)
        )
        rows |= {f"VARIED_{output}": varied[output] for output in ("FINDINGS", "PARCEL_SUMMARY")}
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


def sample_outputs() -> dict[str, list]:
    """The check's outputs of the sample lake with all its proposals, through Processing, geometries as WKB."""
    from bench import start_qgis
    from devenv import REPO

    qgis = start_qgis()  # noqa: F841 (kept alive while the layers are read)
    sys.path.insert(0, str(REPO / "tests" / "qgis"))
    from layers import check, facility_parameters
    from qgis.core import NULL

    result = check(facility_parameters())
    return {
        output: [
            (
                bytes(feature.geometry().asWkb()) if feature.hasGeometry() else None,
                [None if value_ == NULL else value_ for value_ in feature.attributes()],
            )
            for feature in result[output].getFeatures()
        ]
        for output in ("FINDINGS", "PARCEL_SUMMARY", "FLAGS")
    }


def every_kind(analysis, outlets):
    """Every kind of facility and record on every third stretch of shore, each in its parcel's frame (origin,
    along the tie line, into the water), cycling through the variants by the stretch's number; and a dock 4 to
    10 ft beside each outlet's mouth, placed by its location."""
    from dockline.rules.checks.proposal import Boat, Certificate, Consolidation, DockPart, Mooring, Proposal, Structure

    docks, moorings, structures, boats, buildings = [], [], [], [], []
    variances, certificates, consolidations = set(), set(), []
    runs = analysis.shoreline.runs[::3]
    for k, run in enumerate(runs):
        pid = analysis.parcel_ids[run.parcel]
        a, b = shapely.get_coordinates(run.chord)
        turn = np.radians((k % 7 - 3) * 8.0)  # docks turned up to 24 degrees off the frame
        along = (b - a) / np.hypot(*(b - a))
        along = np.array([[np.cos(turn), -np.sin(turn)], [np.sin(turn), np.cos(turn)]]) @ along
        frame = ((a + b) / 2, along, np.array([-along[1], along[0]]))
        length = (40, 58, 75, 130, 210)[k % 5]
        dock_id, owner = f"D{k}", pid if k % 9 else None  # every ninth placed by its location
        docks.append(DockPart(f"d{k}a", dock_id, "main_walkway", owner, k % 4, k % 6 == 0, box(frame, -3, 3, length)))
        docks.append(
            DockPart(
                f"d{k}b",
                dock_id,
                "appendage" if k % 8 else "float",
                owner,
                2,
                False,
                box(frame, -12, 12, length, length + 10),
            )
        )
        if k % 11 == 0:
            docks.append(DockPart(f"d{k}c", dock_id, "platform", owner, None, False, box(frame, 5, 20, 5, 15)))
        if k % 13 == 0:
            docks.append(DockPart(f"d{k}x", None, "main_walkway", pid, 1, False, box(frame, 30, 34, 20)))
        if k % 17 == 0:
            bowtie = shapely.Polygon(
                [
                    frame[0] + 30 * frame[2],
                    frame[0] + 40 * frame[2] + 10 * frame[1],
                    frame[0] + 40 * frame[2],
                    frame[0] + 30 * frame[2] + 10 * frame[1],
                ]
            )
            docks.append(DockPart(f"d{k}y", f"Y{k}", "main_walkway", pid, 1, False, bowtie))
        kind = (
            "Boathouse",
            "boat hoist",
            "boat_accessory_structure",
            "boat station",
            "boat-hoist structure",
            "shed",
            None,
        )[k % 7]
        structures.append(
            Structure(
                f"s{k}",
                f"S{k}",
                pid,
                kind,
                (1, 2, 3, None)[k % 4],
                (8.0, 14.0, None)[k % 3],
                (0.0, 10.0, 14.0, 30.0)[k % 4],
                k % 10 == 0,
                40.0 if k % 6 == 1 else None,
                box(frame, 3, 3 + (12, 24, 30)[k % 3], 2, (20, 38, 45)[k % 3]),
            )
        )
        buildings.append(box(frame, -15, 15, -(30, 80, 130)[k % 3], -(10, 60, 110)[k % 3]))
        boats.append(Boat(f"b{k}", f"B{k}", pid if k % 5 else None, box(frame, -8 - k % 30, -4, 8, 30)))
        for m, out in enumerate((60, 150, 300, 420)[: 1 + k % 4]):
            side = (m - 1.5) * (10 + k % 20)
            moorings.append(
                Mooring(
                    f"m{k}.{m}",
                    f"M{k}.{m}",
                    pid if (k + m) % 7 else None,
                    (12.0, None, 30.0)[(k + m) % 3],
                    8.0 + m,
                    (k + m) % 5 == 0,
                    shapely.Point(frame[0] + out * frame[2] + side * frame[1]),
                )
            )
        if k % 10 == 3:
            variances.add((pid, ("T1_SETBACK", "T1_TABLE_1", "T2_SETBACK", "T1_MOORED_BOAT_INSIDE")[k % 4]))
        if k % 10 == 4:
            certificates.add(dock_id)
        if k % 12 == 5 and k + 1 < len(runs):
            partner = analysis.parcel_ids[runs[k + 1].parcel]
            consolidations.append(Consolidation(dock_id, (pid, partner) if k % 24 else (pid, partner, "X-9"), k % 2))
    for k, outlet in enumerate(outlets):
        mouth, inland = shapely.get_coordinates(outlet)
        into = (mouth - inland) / np.hypot(*(mouth - inland))
        frame = (mouth - 20 * into, np.array([into[1], -into[0]]), into)
        docks.append(DockPart(f"o{k}", f"O{k}", "main_walkway", None, 1, False, box(frame, 4, 10, 30)))
    variances |= {("X-1", "T1_SETBACK"), (analysis.parcel_ids[0], "NO_SUCH_RULE")}
    certificates.add("NO_SUCH_DOCK")
    return Proposal(
        tuple(docks),
        tuple(moorings),
        tuple(structures),
        tuple(boats),
        tuple(buildings),
        frozenset(variances),
        tuple(Certificate(f"certificates feature {f}", f) for f in sorted(certificates)),
        tuple(consolidations),
    )


def box(frame, x0, x1, y0, y1=None):
    """A rectangle in a frame from x0 to x1 along it and from 4 ft inland (or y0 with y1) to y0 (or y1) out."""
    return framed_box(frame, x0, x1, -4, y0) if y1 is None else framed_box(frame, x0, x1, y0, y1)


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
    if "--tolerance" in lakes:
        at = lakes.index("--tolerance")
        TOLERANCE = float(lakes[at + 1])
        del lakes[at : at + 2]
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
