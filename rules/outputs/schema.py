"""The layers an analysis writes, as plain data (no shapely, no QGIS, so an algorithm can declare them where
shapely is missing): each output's name, label, geometry type (a WKT name) and fields as (name, Python type).
``rules.outputs.rows`` fills them; the Processing algorithms and any other front end only convert the rows."""

from __future__ import annotations

from typing import NamedTuple

from ..checks.findings import FINDING_FIELDS, SUMMARY_FIELDS
from ..law.allocation import ALLOCATION_FIELDS
from ..law.calendar import DEADLINE_FIELDS

STEEP_SLOPE_FIELDS = [  # § 73-5 STEEP SLOPE PARCEL: given on the parcel, or found on a DEM (E15)
    ("steep_slope", str),  # given / yes / no
    ("steep_ft", float),
    ("longest_non_steep_ft", float),
]


class Output(NamedTuple):
    label: str
    geometry_type: str  # "Point", "LineString", "MultiLineString", "MultiPolygon" or "NoGeometry" (a table)
    fields: list


OUTPUTS = {
    "TIE_POINTS": Output(
        "Tie points",
        "Point",
        [("tie_id", int), ("ring", int), ("parcel_before", str), ("parcel_after", str), ("snap_ft", float)],
    ),
    "TIE_LINES": Output(
        "Tie lines",
        "LineString",
        [("parcel_id", str), ("run", int), ("lineal_ft", float), ("parcel_lineal_ft", float)],
    ),
    "FACILITY_AREA_LINES": Output(
        "Facility area lines",
        "LineString",
        [
            ("line_id", int),
            ("parcel_left", str),
            ("parcel_right", str),
            ("waterside_deg", float),
            ("direction_deg", float),
            ("fallback", bool),
            ("length_ft", float),
        ],
    ),
    "FACILITY_AREAS": Output(
        "Facility areas",
        "MultiPolygon",
        [("parcel_id", str), ("zone", str), ("depth_ft", float), ("area_sqft", float), ("flags", str)],
    ),
    "DISTANCE_LINES": Output(
        "Distance lines (60/200/375 ft)",
        "MultiLineString",
        [("parcel_id", str), ("zone", str), ("depth_ft", float), ("length_ft", float)],
    ),
    "SETBACK_ENVELOPES": Output(
        "Setback envelopes",
        "MultiPolygon",
        [("parcel_id", str), ("zone", str), ("setback_ft", float), ("outlet_setback_ft", float), ("area_sqft", float)],
    ),
    "ALLOCATION": Output(
        "Allocation",
        "MultiPolygon",
        [("parcel_id", str), ("status", str), *ALLOCATION_FIELDS, *STEEP_SLOPE_FIELDS, ("municipality", str)],
    ),
    "FLAGS": Output(
        "Flags",
        "Point",
        [("parcel_id", str), ("code", str), ("value", float), ("message", str), ("municipality", str)],
    ),
    "STEEP_SLOPES": Output(
        "Steep slopes along the MHW",
        "MultiLineString",
        [("parcel_id", str), ("steep_ft", float), ("longest_non_steep_ft", float), ("steep_slope", str)],
    ),
    "DEPTH_EXTENSIONS": Output(
        "Depth extensions to the 683.60-ft contour",
        "MultiPolygon",
        [("parcel_id", str), ("line_ft", float), ("reach_ft", float), ("area_sqft", float), ("section", str)],
    ),
    "FINDINGS": Output("Findings", "MultiPolygon", list(FINDING_FIELDS)),
    "PARCEL_SUMMARY": Output("Parcel summary", "MultiPolygon", list(SUMMARY_FIELDS)),
}
DEADLINES = Output("Deadlines", "NoGeometry", list(DEADLINE_FIELDS))  # the officer's calendar: a table of its own
CHECK_OUTPUTS = ("FINDINGS", "PARCEL_SUMMARY")  # made only when facilities were checked
TERRAIN_OUTPUTS = ("STEEP_SLOPES", "DEPTH_EXTENSIONS")  # made only when a DEM or a bottom was given
