"""What a parcel is allowed against what it proposes, as the panel and the hearing exhibit both show it: the rows
of one table from the allocation record (``ALLOCATION_FIELDS``) and the parcel summary (``SUMMARY_FIELDS``), and
the one way a figure is printed there and in a finding's "measured / limit"."""

from __future__ import annotations

from typing import Mapping, NamedTuple

from ..law.catalogue import value
from ..law.profiles import get_profile
from ..law.vocabulary import Standing

NOT_COUNTED = "—"  # nothing proposed to count (a setback), or a parcel whose proposal was not checked
NO_CAP = "no cap"  # the law sets no number (Tiers 2 and 3's docks and dock area)
ITEMS = (  # label, the allocation's field, the summary's field (None: nothing proposed is counted against it)
    ("Boat slips (moorings count as slips)", "max_slips", "proposed_slips"),
    ("Boat slips at docks", "max_dock_slips", "proposed_dock_slips"),
    ("Docks", "max_docks", "proposed_docks"),
    ("Mooring buoys", "max_moorings", "proposed_moorings"),
    (
        f"Dock area, sq ft ({value('T1_DOCK_AREA')} a dock, + {value('T1_STEEP_SLOPE_BONUS')} per steep-slope parcel, "
        f"{get_profile('south_bristol').cite('T1_STEEP_SLOPE_BONUS')})",  # cited as the catalogue numbers the law
        "dock_area_sqft",
        None,
    ),
    ("Setback from facility area lines, ft", "setback_ft", None),
    ("Setback from outlets, ft", "outlet_setback_ft", None),
    ("Boathouses (allowed: yes or no)", "boathouse_allowed", "proposed_boathouses"),
    ("Boat stations (allowed: yes or no)", "boat_station_allowed", "proposed_boat_stations"),
)


class Row(NamedTuple):
    """One row of the table: what, the allowance, what is proposed, and how the two compare (None where
    nothing proposed is compared)."""

    label: str
    allowed: str
    proposed: str
    standing: Standing | None


def figure(value: float) -> str:
    """A number as Dockline prints it: to 0.01 at most (the precision the law's lengths are judged at, D4), its
    trailing zeros dropped, so a count prints whole: 4.67, 202.8, 3."""
    text = f"{value:.2f}".rstrip("0").rstrip(".")
    return "0" if text == "-0" else text


def measured_text(measured: float | None, limit: float | None, unit: str) -> str:
    """A finding's "measured / limit unit" (``3 / 2 slips``, ``4.67 / 10 ft``); empty where it measured nothing."""
    if measured is None:
        return ""
    against = "" if limit is None else f" / {figure(limit)}"
    return f"{figure(measured)}{against} {unit}".rstrip()


def allowance_rows(allocation: Mapping, summary: Mapping | None) -> list[Row]:
    """The table of one parcel: ``allocation`` its allocation record, ``summary`` its parcel summary record (None
    where no proposal was checked). A parcel that may take Tier 2 or Tier 3 (D19) shows both slip allowances."""
    rows = []
    for label, allowed_field, proposed_field in ITEMS:
        allowed = allocation[allowed_field]
        proposed = summary[proposed_field] if summary is not None and proposed_field else None
        text = _allowed(allowed)
        ceiling = allowed
        if allowed_field == "max_slips" and allocation.get("tier3_max_slips") is not None:
            text += f" (Tier 3: {figure(allocation['tier3_max_slips'])})"
            ceiling = max(allowed, allocation["tier3_max_slips"])
        shown = NOT_COUNTED if proposed is None else figure(proposed)
        rows.append(Row(label, text, shown, None if proposed is None else _standing(ceiling, proposed)))
    return rows


def _allowed(value) -> str:
    if isinstance(value, bool):
        return "yes" if value else "no"
    return NO_CAP if value is None else figure(value)


def _standing(allowed, proposed) -> Standing:
    """``proposed`` against ``allowed``: a number, yes or no (any number, or none), or None for no cap."""
    if isinstance(allowed, bool):
        return Standing.FITS if allowed or not proposed else Standing.EXCEEDS
    return Standing.EXCEEDS if allowed is not None and proposed > allowed else Standing.FITS
