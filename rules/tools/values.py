"""Attribute values read the same way everywhere, by the engine and every front end: yes/no fields, ids and
district names, district lists, a feature's label, and the names of fields and parameters checked against those
given. Values arrive as plain Python (None for a missing value); no shapely.
"""

from __future__ import annotations

import difflib
import math
import re

from .errors import DocklineInputError
from .wording import counted

TRUE_WORDS = ("1", "true", "yes", "y", "t")
FALSE_WORDS = ("0", "false", "no", "n", "f")
DISTRICT_SEPARATORS = re.compile(r"[;,|]")


def feature_label(layer: str, fid) -> str:
    """How messages and a proposal name a feature so that the user finds it: ``docks feature 12``."""
    return f"{layer} feature {fid}"


def feature_labels(layer: str, count: int, labels=()) -> list[str]:
    """The labels a front end gave a layer's ``count`` features, or where it gave none, each feature's place in
    the layer (a script's own list of geometries has no ids)."""
    if not len(labels):
        return [f"{feature_label(layer, n)} (in the layer's order)" for n in range(1, count + 1)]
    if len(labels) != count:
        raise ValueError(f"{layer}: {counted(len(labels), 'label')} for {counted(count, 'feature')}")
    return list(labels)


def feature_of(label: str) -> tuple[str, int]:
    """The layer and feature id a ``feature_label`` names."""
    layer, _, fid = label.partition(" feature ")
    return layer, int(fid)


def is_yes(value) -> bool:
    """A yes/no attribute read as yes (``yes_no``): 1, true, yes, y, t (any case), a true boolean, the number 1."""
    return yes_no(value) is True


def yes_no(value) -> bool | None:
    """A yes/no attribute: True for 1, true, yes, y, t (any case), for a true boolean and for the number 1 (a
    boolean column with nulls arrives as 1.0/0.0 from some readers), False for 0, false, no, n, f and the number
    0; None where none is given or the value is neither yes nor no ('maybe', 2): such a value is reported, never
    read as no."""
    number = read_number(value)
    if number is not None:
        return {1: True, 0: False}.get(number)
    word = str(value).strip().lower()
    return True if word in TRUE_WORDS else False if word in FALSE_WORDS else None


def unclear_yes_no(value) -> bool:
    """A value given (not empty) that is neither yes nor no."""
    return identifier(value) is not None and yes_no(value) is None


def read_steep_slope(value) -> tuple[bool | None, str | None]:
    """A parcel's steep-slope value (§ 73-8B(4)) as ``yes_no`` reads it, and, for one given that is neither yes
    nor no, the message saying so: read as not given, never as no."""
    if unclear_yes_no(value):
        return None, f"steep slope {value!r} is neither yes nor no: read as not given"
    return yes_no(value), None


def split_districts(text) -> list[str]:
    """District names from a field that may hold several, separated by ; , or |."""
    return [part.strip() for part in DISTRICT_SEPARATORS.split(str(text)) if part.strip()] if text is not None else []


def require_fields(layer: str, present, wanted: dict) -> None:
    """Each named field (parameter → field name; None or '' not asked) is one of the layer's, else one message
    naming the parameter, the field and the fields the layer has."""
    names = sorted(str(name) for name in present)
    for parameter, name in wanted.items():
        if name and name not in names:
            raise DocklineInputError(
                f"{parameter}: the {layer} layer has no field {name!r} (its fields: {', '.join(names)})"
            )


def closest(name, known, cutoff: float = 0.6) -> str | None:
    """The name of ``known`` closest to a misspelt ``name`` (case aside), or None where none is as close as
    ``cutoff`` (difflib's ratio)."""
    by_case = {str(k).upper(): str(k) for k in known}
    close = difflib.get_close_matches(str(name).upper(), by_case, n=1, cutoff=cutoff)
    return by_case[close[0]] if close else None


def require_known(given, known, owner: str) -> None:
    """Each name given is one of ``known`` (a misspelt parameter would be ignored and the run go on without it),
    else one message naming it and the closest known name."""
    for name in given:
        if name not in known:
            close = closest(name, known)
            hint = f"; did you mean {close}?" if close else f" (its parameters: {', '.join(known)})"
            raise DocklineInputError(f"{name}: {owner} has no parameter {name!r}{hint}")


def identifier(value) -> str | None:
    """An id or a district name read once, the same way everywhere: None for None or blank, outer spaces trimmed,
    and a whole number in a Real field without its '.0' (12.0 is the parcel 12)."""
    if isinstance(value, float) and value.is_integer():
        value = int(value)
    text = "" if value is None else str(value).strip()
    return text or None


def read_number(value):
    """A number, or None where there is none to read ("NaN", "inf" and infinite values are not given)."""
    if value is None:
        return None
    try:
        number = float(value)
    except (TypeError, ValueError):
        return None
    return number if math.isfinite(number) else None


UNREAD = "\ufffd"  # the mark a reader leaves where a byte was no letter in the encoding it read the file with


def undecoded(value) -> str | None:
    """Where ``value`` holds the mark of a letter not read (``UNREAD``), what a message says of it, else None."""
    if value is None or UNREAD not in str(value):
        return None
    return (
        f"{str(value)!r} holds {UNREAD!r}, the mark a reader leaves where a letter was not in the encoding it read "
        "the file with: set the layer's encoding (Layer Properties > Source; beside a shapefile, a .cpg file) and "
        "run again, so that no id is read as another"
    )


def require_decoded(where: str, field: str, values) -> None:
    """No value read with letters lost to the wrong encoding (``undecoded``), else one message naming the layer or
    feature, the field and the value."""
    for value in values:
        problem = undecoded(value)
        if problem is not None:
            raise DocklineInputError(f"{where}: the {field} {problem}")
