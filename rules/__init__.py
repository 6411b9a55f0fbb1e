"""The Canandaigua Lake Uniform Docking and Mooring Law as data and pure functions.

Imports no QGIS; the allocation rules need only the standard library, the geometry engine shapely ≥ 2.
"""

from .law.allocation import (
    ALLOCATION_FIELDS,
    Allocation,
    allocate,
    allocate_parcel,
    allocation_record,
    dock_area_allowance,
)
from .law.catalogue import RULES, Rule, rule
from .law.profiles import (
    PROFILES,
    Municipalities,
    Profile,
    Settings,
    get_profile,
    match_profile,
    parcel_municipalities,
    parse_tier_map_csv,
    parse_tier_maps_csv,
)
from .tools.errors import DocklineInputError

__all__ = [
    "ALLOCATION_FIELDS",
    "Allocation",
    "DocklineInputError",
    "Municipalities",
    "PROFILES",
    "Profile",
    "RULES",
    "Rule",
    "Settings",
    "allocate",
    "allocate_parcel",
    "allocation_record",
    "dock_area_allowance",
    "get_profile",
    "match_profile",
    "parcel_municipalities",
    "parse_tier_map_csv",
    "parse_tier_maps_csv",
    "rule",
]
