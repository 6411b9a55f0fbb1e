"""What the checks of each kind of facility (docks, moorings and boats, structures) are handed: the check's
context and findings, and the parts they call (which parcel, placement and setbacks, certified extents)."""

from __future__ import annotations

from .certified import CertifiedExtents
from .context import CheckContext
from .locating import Locator
from .placement import Placement
from .reporting import FindingsSink


class FacilityChecks:
    """The checks of one kind of facility, in one check."""

    def __init__(
        self,
        context: CheckContext,
        sink: FindingsSink,
        locator: Locator,
        placement: Placement,
        extents: CertifiedExtents,
    ):
        self.context, self.sink, self.locator, self.placement, self.extents = context, sink, locator, placement, extents
