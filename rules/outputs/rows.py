"""The rows of every output (``rules.outputs.schema``) from an analysis and a check: (shapely geometry in the analysis's
working frame, attribute values in the output's field order, as plain ``str``, numbers and None: a vocabulary member
made ``bare`` where it is put in a row). A front end only converts them."""

from __future__ import annotations

import numpy as np
import shapely

from ..buildout.layout import Layout
from ..checks.findings import finding_record, summary_record
from ..lake.analysis import LakeAnalysis
from ..law.allocation import ALLOCATION_FIELDS, allocation_record
from ..law.profiles import Municipalities, Profile, as_municipalities
from ..law.vocabulary import FlagCode, Status, bare
from ..tools.arrays import geometry_array
from .schema import OUTPUTS, STEEP_SLOPE_FIELDS


def output_rows(analysis: LakeAnalysis, profile: Profile | Municipalities, parcels, checked=None) -> dict[str, list]:
    """Every output's rows; ``parcels`` are the (parcel id, geometry) pairs the analysis was given, and the
    findings and the parcel summary are filled only where ``checked`` (a ``CheckResult``) is given. With
    ``Municipalities``, each parcel's rows carry its municipality and cite its numbering (D14)."""
    municipalities = as_municipalities(profile)
    town = {pid: municipalities.of(pid).name for pid in (*analysis.parcel_ids, None)}
    name_of = analysis.parcel_ids
    shoreline = analysis.shoreline
    codes_of: dict[str | None, set[FlagCode]] = {}
    for flag in analysis.flags:
        codes_of.setdefault(flag.parcel_id, set()).add(flag.code)
    flags_of = {pid: ",".join(sorted(codes)) for pid, codes in codes_of.items()}
    lineal = analysis.lineal
    runs_seen: dict[str, int] = {}
    rows: dict[str, list[tuple[shapely.Geometry | None, list]]] = {name: [] for name in OUTPUTS}
    tie_points = shapely.points(np.array([tie.point for tie in shoreline.tie_points]).reshape(-1, 2))
    for index, (tie, point) in enumerate(zip(shoreline.tie_points, tie_points)):
        rows["TIE_POINTS"].append(
            (point, [index + 1, tie.ring + 1, _name(name_of, tie.before), _name(name_of, tie.after), tie.snap_ft])
        )
    for run in shoreline.runs:
        pid = name_of[run.parcel]
        runs_seen[pid] = runs_seen.get(pid, 0) + 1
        rows["TIE_LINES"].append((run.chord, [pid, runs_seen[pid], run.lineal_ft, lineal[pid]]))
    line_geometries = analysis.line_geometries()
    for index, (line, geometry, length) in enumerate(
        zip(shoreline.lines, line_geometries, shapely.length(line_geometries).tolist())
    ):
        left = name_of[line.parcels[-1]]
        right = name_of[line.parcels[0]] if len(line.parcels) == 2 else None
        rows["FACILITY_AREA_LINES"].append(
            (
                geometry,
                [
                    index + 1,
                    left,
                    right,
                    line.waterside_angle_deg,
                    line.direction_deg,
                    line.waterside_angle_deg is None,
                    length,
                ],
            )
        )
    zones = analysis.zones
    allocated = {pid: allocation for pid, allocation in analysis.allocations.items() if allocation is not None}
    areas = shapely.area(geometry_array([zone.area for zone in zones])).tolist()
    lengths = shapely.length(geometry_array([zone.distance_line for zone in zones])).tolist()
    envelope_areas = shapely.area(geometry_array([zone.envelope for zone in zones])).tolist()
    for zone, area, length, envelope_area in zip(zones, areas, lengths, envelope_areas):
        pid, kind = name_of[zone.parcel], bare(zone.zone)
        setbacks = allocated[pid]  # a parcel has zones only where it has an allocation
        rows["FACILITY_AREAS"].append((zone.area, [pid, kind, zone.depth_ft, area, flags_of.get(pid, "")]))
        rows["DISTANCE_LINES"].append((zone.distance_line, [pid, kind, zone.depth_ft, length]))
        rows["SETBACK_ENVELOPES"].append(
            (zone.envelope, [pid, kind, setbacks.fal_setback_ft, setbacks.outlet_setback_ft, envelope_area])
        )
    citations: dict[str, dict[str, str]] = {}  # profile key → its rule ids' citations
    status, no_allocation = analysis.status, [None] * len(ALLOCATION_FIELDS)
    for position, (pid, geometry) in enumerate(parcels):
        if pid is None or pid not in status:
            continue
        if position in analysis.duplicates:  # its own row, saying so: not the figures of the feature kept
            reason = [analysis.duplicates[position] if name == "reason" else None for name, _ in ALLOCATION_FIELDS]
            rows["ALLOCATION"].append(
                (geometry, [pid, bare(Status.SKIPPED), *reason, *[None] * len(STEEP_SLOPE_FIELDS), town[pid]])
            )
            continue
        allocation, own = analysis.allocations.get(pid), municipalities.of(pid)
        cited = citations.setdefault(own.key, {})  # rule ids → citations, per numbering
        record = allocation_record(allocation, own, cited) if allocation is not None else {}
        values = [record.get(name) for name, _ in ALLOCATION_FIELDS] if record else no_allocation
        rows["ALLOCATION"].append(
            (geometry, [pid, bare(status[pid]), *values, *_steep_values(analysis, pid), town[pid]])
        )
    _terrain_rows(analysis, municipalities, rows)
    where = np.array([flag.where if flag.where else (np.nan, np.nan) for flag in analysis.flags]).reshape(-1, 2)
    points = shapely.points(where)
    points[np.isnan(where[:, 0])] = None  # a flag may have no place
    for flag, point in zip(analysis.flags, points):
        rows["FLAGS"].append(
            (point, [flag.parcel_id, bare(flag.code), flag.value, flag.message, town.get(flag.parcel_id)])
        )
    if checked is not None:
        rows["FINDINGS"] = [
            (finding.geometry, [bare(v) for v in finding_record(finding, town.get(finding.parcel_id))])
            for finding in checked.findings
        ]
        parcel_of = dict(parcels)
        rows["PARCEL_SUMMARY"] = [
            (parcel_of.get(pid), [bare(v) for v in summary_record(summary, town.get(pid))])
            for pid, summary in checked.summaries.items()
        ]
    return rows


def layout_rows(layout: Layout, municipalities: Municipalities, parcels) -> dict[str, list]:
    """The build-out's rows (``LAYOUT_OUTPUTS``): each dock part and buoy as ``checkfacilities`` reads them, and
    a summary row per parcel laid out, on its polygon (``parcels``: (parcel id, geometry) pairs)."""
    parcel_of = dict(parcels)
    parcels_laid = layout.parcels.values()
    docks = [
        (part.geometry, [part.dock_id, part.part, part.parcel_id, part.slips, "yes" if part.nav_light else "no"])
        for parcel in parcels_laid
        for part in parcel.dock_parts()
    ]
    moorings = [
        (buoy.geometry, [buoy.mooring_id, buoy.parcel_id, buoy.boat_length_ft, buoy.rode_ft, None])
        for parcel in parcels_laid
        for buoy in parcel.buoys(layout.design)
    ]
    summary = [
        (
            parcel_of.get(p.parcel_id),
            [
                p.parcel_id,
                p.tier_label,
                p.category,
                p.lineal_ft,
                p.allowed_slips,
                p.kept_slips,
                p.placed_slips,
                p.allowed_docks,
                len(p.docks),
                p.allowed_moorings,
                len(p.moorings),
                "; ".join(p.reasons),
                "; ".join(p.notes),
                municipalities.of(p.parcel_id).name,
            ],
        )
        for p in parcels_laid
    ]
    return {"LAYOUT_DOCKS": docks, "LAYOUT_MOORINGS": moorings, "BUILDOUT_SUMMARY": summary}


def _steep_values(analysis: LakeAnalysis, pid) -> list:
    """steep_slope (given / yes / no), steep_ft and longest_non_steep_ft: the last two only from a DEM."""
    basis, profiled = analysis.steep_slopes.get(pid, (None, None))
    if profiled is None:
        return [basis, None, None]
    return [basis, profiled.steep_ft, profiled.longest_non_steep_ft]


def _terrain_rows(analysis: LakeAnalysis, municipalities: Municipalities, rows: dict) -> None:
    """The steep stretches of each parcel's MHW and the depth extensions past the dock zones' lines."""
    for pid, (basis, profiled) in analysis.steep_slopes.items():
        if profiled is not None and profiled.steep_ft > 0:
            rows["STEEP_SLOPES"].append(
                (profiled.stretches, [pid, profiled.steep_ft, profiled.longest_non_steep_ft, basis])
            )
    for pid, extension in analysis.depth_extensions.items():
        allocation = analysis.allocations.get(pid)
        rule = "T1_DEPTH_EXTENSION" if allocation is not None and allocation.tier == 1 else "T2_DEPTH_EXTENSION"
        rows["DEPTH_EXTENSIONS"].append(
            (
                extension.area,
                [
                    pid,
                    allocation.dock_zone_ft if allocation is not None else None,
                    extension.reach_ft,
                    extension.area.area,
                    municipalities.of(pid).cite(rule),
                ],
            )
        )


def _name(names, index):
    return None if index < 0 else names[index]


def rows_near(rows: dict, parcel_id: str, reach: float = 3.0) -> dict:
    """The rows one parcel's exhibit draws: the parcel's own, and any other touching a square ``reach`` times the
    size of the parcel's own rows about their centre (the page's map shows them with a margin and at its own
    proportions, well inside that square)."""
    own = {name: OUTPUTS[name].fields[0][0] == "parcel_id" for name in rows}  # outputs whose rows name a parcel
    geometries = [
        geometry for name, made in rows.items() if own[name] for geometry, values in made if values[0] == parcel_id
    ]
    left, bottom, right, top = shapely.total_bounds(geometry_array(geometries))
    half = reach * max(right - left, top - bottom) / 2
    x, y = (left + right) / 2, (bottom + top) / 2
    square = shapely.box(x - half, y - half, x + half, y + half)
    shapely.prepare(square)
    near = {name: shapely.intersects(square, geometry_array([g for g, _ in made])) for name, made in rows.items()}
    return {
        name: [row for row, hit in zip(made, near[name]) if hit or (own[name] and row[1][0] == parcel_id)]
        for name, made in rows.items()
    }
