"""Which parcel a proposed facility is on: the parcel its data names, else the one whose facility area holds most
of it, else the parcel it stands on; the doubts about that are said as findings.
"""

from __future__ import annotations

import numpy as np
import shapely

from .context import CheckContext
from .reporting import FindingsSink
from .site import Site


class Locator:
    """Which parcel a facility is on, and the doubts about it."""

    def __init__(self, context: CheckContext, sink: FindingsSink):
        self.context, self.sink = context, sink

    def repaired(self, geometry, label: str, facility_id, parcel_id):
        """An invalid polygon (a self-crossing outline, say) made valid for the checks, and said so."""
        if shapely.is_valid(geometry):
            return geometry
        self.said_repaired(geometry, shapely.is_valid_reason(geometry), label, facility_id, parcel_id)
        return shapely.make_valid(geometry)

    def said_repaired(self, geometry, reason: str, label: str, facility_id, parcel_id) -> None:
        """The doubt for an invalid polygon made valid for the checks (``repaired``), ``reason`` why invalid."""
        self.sink.doubt(
            parcel_id,
            facility_id,
            f"{label} is not a valid polygon ({reason}); it was repaired for the check: correct the drawing.",
            geometry,
        )

    def located(self, geometry) -> Site | None:
        """The parcel whose facility area holds most of the geometry, else the parcel it stands on."""
        for tree in (self.context.zone_tree, self.context.parcel_tree):
            hits = tree.query(geometry, predicate="intersects")
            if len(hits):
                shares = shapely.area(shapely.intersection(tree.geometries[hits], geometry))
                if shapely.get_type_id(geometry) == shapely.GeometryType.POINT or shares.max() > 0:
                    return self.context.site_list[hits[int(np.argmax(shares))]]
        return None

    def site_for(self, named: set, geometry, label: str, facility_id) -> Site | None:
        """The parcel a facility belongs to (see ``placed_by``), its doubts reported."""
        site, doubts = self.placed_by(named, geometry, label, facility_id)
        for doubt in doubts:
            self.sink.doubt(*doubt)
        return site

    def placed_by(self, named: set, geometry, label: str, facility_id) -> tuple[Site | None, list[tuple]]:
        """The parcel a facility belongs to: the one its data names, else the one whose facility area holds
        most of it, else the parcel it stands on, else the nearest facility area; and the doubts to report
        about that (``doubt``'s arguments), so that a caller may find the parcels of many facilities first."""
        named, doubts = {n for n in named if n}, []
        if len(named) > 1:
            doubts.append(
                (
                    None,
                    facility_id,
                    f"{label} names several parcels ({', '.join(sorted(named))}); it was placed by its location.",
                    geometry,
                )
            )
        elif named:
            (pid,) = named
            if pid in self.context.sites:
                return self.context.sites[pid], doubts
            if pid in self.context.index_of:
                reason = (
                    "does not adjoin the mean high-water line"
                    if pid not in self.context.analysis.lineal
                    else "has no allocation"
                )
                message = f"{label} is on parcel {pid}, which {reason}: no docking facility can be allowed there."
                return None, [(pid, facility_id, message, geometry)]
            doubts.append(
                (
                    None,
                    facility_id,
                    f"{label} names parcel {pid}, which is not in the parcels layer; it was placed by its location.",
                    geometry,
                )
            )
        site = self.located(geometry)
        if site is not None:
            return site, doubts
        nearest = self.context.zone_tree.nearest(geometry)
        if nearest is None:
            return None, doubts
        site = self.context.site_list[int(nearest)]
        gap = shapely.distance(self.context.zone_tree.geometries[nearest], geometry)
        message = (
            f"{label} lies in no parcel's facility area; it was checked against parcel {site.parcel_id}'s, the "
            f"nearest ({gap:.1f} ft away)."
        )
        return site, [*doubts, (site.parcel_id, facility_id, message, geometry)]
