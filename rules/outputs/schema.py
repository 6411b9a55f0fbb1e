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
PROPOSAL_FIELDS: dict[str, list[tuple[str, type]]] = {  # the proposed facilities' layers as checkfacilities reads
    "DOCKS": [("dock_id", str), ("part", str), ("parcel_id", str), ("slips", float), ("nav_light", str)],  # them
    "MOORINGS": [
        ("mooring_id", str),
        ("parcel_id", str),
        ("boat_length_ft", float),
        ("rode_ft", float),
        ("state_permit", str),
    ],
    "STRUCTURES": [
        ("structure_id", str),
        ("parcel_id", str),
        ("type", str),
        ("slips", float),
        ("height_ft", float),
        ("overhang_in", float),
        ("existing", str),
        ("walkway_sqft", float),
    ],
    "BOATS": [("boat_id", str), ("parcel_id", str)],
}
LAYOUT_OUTPUTS = {  # the build-out's: its docks and moorings as checkfacilities reads them, and a row per parcel
    "LAYOUT_DOCKS": Output("Docks the law allows", "MultiPolygon", PROPOSAL_FIELDS["DOCKS"]),
    "LAYOUT_MOORINGS": Output("Moorings the law allows", "Point", PROPOSAL_FIELDS["MOORINGS"]),
    "BUILDOUT_SUMMARY": Output(
        "Build-out summary",
        "MultiPolygon",
        [
            ("parcel_id", str),
            ("tier", str),
            ("category", str),
            ("lineal_ft", float),
            ("allowed_slips", int),
            ("kept_slips", int),
            ("placed_slips", int),
            ("allowed_docks", int),
            ("placed_docks", int),
            ("allowed_moorings", int),
            ("placed_moorings", int),
            ("shortfall", str),  # why fewer fit than allowed, in plain words
            ("note", str),  # why the law allows fewer or none
            ("municipality", str),
        ],
    ),
}
EVERY_OUTPUT = OUTPUTS | LAYOUT_OUTPUTS  # what a run may write, by name
DEADLINES = Output("Deadlines", "NoGeometry", list(DEADLINE_FIELDS))  # the officer's calendar: a table of its own
CHECK_OUTPUTS = ("FINDINGS", "PARCEL_SUMMARY")  # made only when facilities were checked
TERRAIN_OUTPUTS = ("STEEP_SLOPES", "DEPTH_EXTENSIONS")  # made only when a DEM or a bottom was given
