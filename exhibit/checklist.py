"""The site plan's required contents (§ 73-17D(2) and (3)) against what Dockline's own drawing of a parcel shows:
the checklist on the last page of the exhibit of a parcel with a proposal. No QGIS: the exhibit's layers hand in
the facts."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass

YES, NO, NOT_GIVEN = "yes", "no", "not given"  # whether Dockline's drawing shows an item
CONTENTS, FACILITIES = "17D(3)", "17D(2)"  # the sections, in the municipality's numbering


@dataclass(frozen=True)
class SitePlan:
    """What the checklist of one parcel rests on: its address (None: not given), whether the lake bottom was
    given (a bathymetry raster or soundings), and each facility proposed on it by id, seasonal (True), permanent
    (False) or not given (None)."""

    address: str | None
    bathymetry: bool
    seasonal: Mapping[str, bool | None]


def seasonal_text(seasonal: bool) -> str:
    return "seasonal" if seasonal else "permanent"


def facilities_row(plan: SitePlan) -> tuple[str, str]:
    """Whether each facility is said to be seasonal or permanent, and where (the facilities named)."""
    missing = [facility for facility, seasonal in plan.seasonal.items() if seasonal is None]
    if missing:
        return NOT_GIVEN, "no seasonal value (the facility layers' seasonal field) for " + ", ".join(missing)
    said = "; ".join(f"{facility} {seasonal_text(seasonal)}" for facility, seasonal in plan.seasonal.items())
    return YES, f"the facility layers' seasonal field: {said}"


def checklist_rows(plan: SitePlan, cite: Callable[[str], str]) -> list[tuple[str, str, str]]:
    """The checklist's rows: (what the site plan must show, with its section; whether this exhibit's drawing
    shows it; where, or what to add). ``cite``: the profile's ``cite_section``."""
    contents = cite(CONTENTS)
    address = (YES, "the heading of every page") if plan.address else (NOT_GIVEN, "no address field was given")
    bottom = (
        (YES, "the map: the depth extension traced on the bathymetry or soundings given")
        if plan.bathymetry
        else (NO, "no bathymetry or soundings were given: the site plan gives the bottom's elevation")
    )
    rows = [
        ("Name of the owner", NO, "not in Dockline's data: the site plan gives it"),
        ("Address", *address),
        ("Parcel boundaries", YES, "the map: this parcel outlined, its neighbours beside it"),
        ("Tax Map number of the adjoining parcel", YES, "the heading: the parcel id (where the parcels' id is it)"),
        ("Lineal feet of shoreline", YES, "the title block"),
        ("Facility area lines", YES, "the map"),
        ("Mean high-water tie line", YES, "the map: tie lines and tie points"),
        ("Elevation of the lake bottom", *bottom),
        ("Required and proposed setbacks", YES, "the map: setback envelopes (required), distance lines (proposed)"),
    ]
    cited = [(f"{item} ({contents})", shown, where) for item, shown, where in rows]
    return [*cited, (f"Each facility seasonal or permanent ({cite(FACILITIES)})", *facilities_row(plan))]
