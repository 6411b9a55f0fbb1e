"""Certified extents (§ 73-21A, § 73-21F, D15): a facility a certificate of nonconformity covers, against the
figures and footprint the certificate records.
"""

from __future__ import annotations

import math

import shapely

from ..lake.analysis import POLYGONAL
from .context import AsBuilt, CheckContext
from .figures import CERTIFIED_FIGURES
from .locating import Locator
from .measuring import EPSILON, MIN_AREA, Drawing, as_written, drawn_without_slivers
from .proposal import Certificate
from .reporting import FindingsSink
from .site import Site
from .summary import figure

COUNTS = ("slips", "moorings")  # units of the certified figures that count (D15): with areas, they add up


def _amount(amount: float, unit: str) -> str:
    """A figure with its unit, printed as ``figure`` prints it: ``720 sq ft``, ``1 slip``, ``2 slips``."""
    shown = figure(amount)
    return f"{shown} {unit[:-1] if unit in COUNTS and shown == '1' else unit}"


class CertifiedExtents:
    """Certified facilities as built, against their certificates."""

    def __init__(self, context: CheckContext, sink: FindingsSink, locator: Locator):
        self.context, self.sink, self.locator = context, sink, locator

    def as_proposed(self, facility_id, site: Site, label: str, geometry, **figures) -> None:
        """A certified facility as the checks measured it (D15): its figures by name (None or NaN: not measured)
        and geometry. Features sharing an id are one facility: their areas and counts add up, and of their
        lengths the largest counts."""
        built = self.context.as_built.setdefault(facility_id, AsBuilt(label, site.parcel_id, {}, []))
        built.geometries.append(geometry)
        for name, measured in figures.items():
            if measured is None or not math.isfinite(measured):
                continue
            known, unit = built.figures.get(name), CERTIFIED_FIGURES[name].unit
            adds = unit in COUNTS or unit == "sq ft"
            built.figures[name] = measured if known is None else known + measured if adds else max(known, measured)

    def enlargements(self) -> None:
        """§ 73-21A (D15): a nonconformity may not be enlarged or expanded past the extent its certificate records
        (§ 73-21F). Each figure over its certified value and the part outside the certified footprint is a
        violation of its own, never nonconforming (``report``); a figure Dockline does not measure for the
        facility, and what of the certificate's row could not be read, is said."""
        for certificate in self.context.proposal.certificates:
            facility_id = certificate.facility_id
            built = self.context.as_built.get(facility_id) if facility_id is not None else None
            pid = built.parcel_id if built else None
            for problem in certificate.problems:
                self.sink.doubt(pid, facility_id, problem)
            if facility_id is None or built is None or self.context.certified[facility_id] is not certificate:
                continue
            found: dict = {"parcel_id": pid, "facility_id": facility_id}  # the findings' keywords
            drawn = shapely.union_all(built.geometries)
            for name, certified in certificate.figures.items():
                what, unit = CERTIFIED_FIGURES[name].what, CERTIFIED_FIGURES[name].unit
                measured = built.figures.get(name)
                if measured is None:
                    self.sink.doubt(
                        pid,
                        certificate.facility_id,
                        f"{built.label}: its certificate of nonconformity records its {what} as "
                        f"{_amount(certified, unit)}, which Dockline does not measure for it, so it was not compared.",
                        drawn,
                    )
                    continue
                self.sink.breach(
                    "NONCONFORMITY_ENLARGED",
                    measured,
                    limit=certified,
                    **found,
                    unit=unit,
                    message=f"{built.label}'s {what} as proposed is {_amount(as_written(measured, unit), unit)}, past "
                    f"the {_amount(certified, unit)} its certificate of nonconformity records; a nonconformity may not "
                    "be enlarged or expanded.",
                    geometry=drawn,
                )
            if certificate.footprint is not None:
                self.outside_footprint(certificate, built, drawn, found)

    def outside_footprint(self, certificate: Certificate, built: AsBuilt, drawn, found: dict) -> None:
        """§ 73-21A (D15): the part of a certified facility outside the footprint its certificate records, by its
        area (a mooring's buoy: by its distance from the footprint), drawn."""
        label = f"{certificate.feature} (the footprint certified for {certificate.facility_id})"
        footprint = self.locator.repaired(certificate.footprint, label, certificate.facility_id, found["parcel_id"])
        outside = shapely.difference(drawn, footprint)
        if shapely.get_type_id(drawn) in POLYGONAL:
            excess, unit, tolerance = float(shapely.area(outside)), "sq ft", MIN_AREA
            where = f"{excess:.1f} sq ft of {built.label} lies"
        else:
            parts = shapely.get_parts(outside)
            excess = float(shapely.distance(parts, footprint).max()) if len(parts) else 0.0
            unit, tolerance, where = "ft", EPSILON, f"{built.label} lies {excess:.1f} ft"
        if excess > tolerance:
            self.sink.report(
                "NONCONFORMITY_ENLARGED",
                **found,
                measured=excess,
                limit=0.0,
                unit=unit,
                message=f"{where} outside the footprint its certificate of nonconformity records; a nonconformity "
                "may not be enlarged or expanded.",
                geometry=Drawing(drawn_without_slivers, (outside,)),
            )
