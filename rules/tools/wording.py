"""Counts in words, for every message that counts: "1 parcel", "2 parcels", never "1 parcels"."""


def counted(number: int, noun: str, plural: str = "") -> str:
    """``number`` and ``noun``, in the plural (``noun + "s"`` unless given) for any number but one."""
    return f"{number} {noun if number == 1 else plural or noun + 's'}"
