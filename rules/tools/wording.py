"""Counts in words, for every message that counts: "1 parcel", "2 parcels", never "1 parcels"."""


def counted(number: float, noun: str, plural: str = "", spec: str = "") -> str:
    """``number`` (formatted by ``spec``, e.g. ``,`` for thousands) and ``noun``, in the plural (``noun + "s"``
    unless given) for any number but one."""
    return f"{number:{spec}} {noun if number == 1 else plural or noun + 's'}"
