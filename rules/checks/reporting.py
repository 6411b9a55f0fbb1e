"""The findings sink every part of the compliance check reports to: a finding names its rule, the measured value
and the limit, cited in the profile's numbering (D14); variances, certificates of nonconformity and exemptions
change its severity and never hide it (D15, § 73-20, § 73-22D).
"""

from __future__ import annotations

import shapely

from ..law.catalogue import DECISIONS, DECISIONS_DOC, INPUT, RULES, UNVERIFIED, decisions_of, rule, value
from ..law.profiles import Profile
from ..law.vocabulary import Severity
from .context import CheckContext
from .figures import CERTIFIED_FIGURES
from .findings import ADVISORY, EXEMPT, NONCONFORMING, VARIED, VIOLATION, Finding
from .measuring import as_written, past
from .proposal import Certificate

VARIABLE_RULES = frozenset(
    {  # § 73-22D: facility area line and outlet setbacks; Tier 1 dock configuration, its layout (D15)
        "T1_SETBACK",
        "T1_SETBACK_CAT_A",
        "T2_SETBACK",
        "T2_OUTLET_SETBACK",
        "T3_SETBACK",
        "T3_OUTLET_SETBACK",
        "T1_DOCKED_BOAT_INSIDE",
        "T1_MOORED_BOAT_INSIDE",
        "T2_MOORED_BOAT_INSIDE",
        "T1_MAIN_WALKWAY_SHARE",
        "T1_APPENDAGE_SHAPES",
        "T1_DOCK_SEPARATION",
    }
)
CITY_PIER_PROFILE, CITY_PIER_SECTIONS = "city_of_canandaigua", ("", "20")  # § 73-20 (D22): the City's, its section


def certified_reading(certificate: Certificate) -> str:
    """The ``to_confirm`` line of a finding a certificate of nonconformity covers (D15): the extent the facility
    was compared with, or that the certificate records none to compare it with."""
    if certificate.has_extent:
        recorded = [CERTIFIED_FIGURES[name].what for name in certificate.figures]
        recorded += ["footprint"] if certificate.footprint is not None else []
        return (
            f"the certificate of nonconformity of {certificate.facility_id} records its extent "
            f"({', '.join(recorded)}): within it the facility is nonconforming, and an excess is a violation of its own"
        )
    return (
        f"the certificate of nonconformity of {certificate.facility_id} records no extent (figures or footprint), so "
        "the facility could not be compared with it: whether it was enlarged is for the officer to confirm"
    )


def _city_pier_elsewhere(section: str, profile: Profile) -> bool:
    """Whether an exemption recorded under ``section`` is one of § 73-20 for a parcel of ``profile`` other than
    the City of Canandaigua, which is not applied (D22)."""
    return section in CITY_PIER_SECTIONS and profile.key != CITY_PIER_PROFILE


class FindingsSink:
    """Where every part of the check reports: the findings of one check, each with its rule, citation,
    severity and geometry."""

    def __init__(self, context: CheckContext):
        self.context = context
        self.findings: list[Finding] = []

    def report(
        self,
        rule_id: str,
        *,
        parcel_id,
        facility_id,
        message,
        geometry=None,
        measured=None,
        limit=None,
        unit: str = "",
        severity: Severity = VIOLATION,
        readings: tuple[str, ...] = (),
    ) -> None:
        """One finding; the severity follows the rule's status, certificates and variances (D15, D18). Its basis
        and ``to_confirm`` name the decisions and unverified readings it rests on: the rule's own, ``readings``,
        such as a fallback facility area line it was measured from (D7), and assumed subsection letters.
        ``message`` may be a function (made only now that there is a finding); ``geometry`` a function or a
        ``Drawing``, made when the check is done (``drawn``)."""
        message = message() if callable(message) else message
        profile = self.context.municipalities.of(parcel_id)
        citation = profile.cite(rule_id) if rule_id in RULES else ""
        if rule_id in RULES and rule(rule_id).status == UNVERIFIED and severity == VIOLATION:
            severity = ADVISORY
            message += " This limit is an unverified reading of the law, so the finding is advisory."
        certificate = None if rule_id in (INPUT, "NONCONFORMITY_ENLARGED") else self.context.certified.get(facility_id)
        exempting = self.exemption(rule_id, parcel_id, facility_id)
        if exempting and rule_id != INPUT:
            severity = EXEMPT
            message += f" It is recorded as exempt from this rule ({exempting})."
        elif certificate is not None:
            severity = NONCONFORMING
            message += " A certificate of nonconformity is recorded for it."
            readings = (*readings, "D15")
        elif (parcel_id, rule_id) in self.context.proposal.variances:
            if rule_id in VARIABLE_RULES:
                severity = VARIED
                message += f" A variance from this rule is recorded ({profile.cite('VARIANCE_SCOPE')})."
            else:
                message += (
                    f" A variance is recorded, but {profile.cite('VARIANCE_SCOPE')} lets the Zoning "
                    "Board of Appeals vary only setbacks and Tier 1 dock configuration, not this rule."
                )
        self.findings.append(
            Finding(
                parcel_id,
                facility_id,
                rule_id,
                citation,
                severity,
                None if measured is None else round(float(measured), 2),
                None if limit is None else float(limit),
                unit,
                message,
                geometry,  # made when the check is done (``drawn``)
                *self.readings(rule_id, parcel_id, readings, certificate if severity == NONCONFORMING else None),
            )
        )

    def readings(self, rule_id: str, parcel_id, readings: tuple[str, ...], certificate=None) -> tuple[str, str]:
        """(basis, to_confirm) of a finding: ``law``, ``decision`` or ``unverified``, and one line for each
        decision, unverified reading and citation caveat it rests on, and for the certificate that covers it."""
        decisions = dict.fromkeys((*(decisions_of(rule_id) if rule_id in RULES else ()), *readings))
        lines = [f"{d}: {DECISIONS.get(d) or f'a reading of ours, {DECISIONS_DOC}'}" for d in decisions]
        if rule_id not in RULES:  # INPUT: the readings by which a record was refused (D15, D22), if any
            return "decision" if lines else "law", "\n".join(lines)
        lines += [certified_reading(certificate)] if certificate is not None else []
        found = rule(rule_id)
        if found.status == UNVERIFIED:
            lines.append(f"{rule_id}: an unverified reading ({found.note or found.constrains})")
        caveat = self.context.municipalities.of(parcel_id).caveat(rule_id)
        basis = "unverified" if found.status == UNVERIFIED else "decision" if decisions else "law"
        return basis, "\n".join(lines + ([caveat] if caveat else []))

    def exemption(self, rule_id: str, parcel_id, facility_id) -> str | None:
        """The section that exempts this facility or parcel from the rule, where an exemption is recorded; a
        § 73-20 exemption only in the City of Canandaigua (D22: ``refuse_exemptions``)."""
        profile = self.context.municipalities.of(parcel_id)
        for subject, exempt_rule, section in self.context.proposal.exemptions:
            if _city_pier_elsewhere(section, profile):
                continue
            if subject in (facility_id, parcel_id) and exempt_rule in ("", "*", rule_id):
                city_pier = section in CITY_PIER_SECTIONS
                return profile.cite("CITY_PIER_BOATHOUSES") if city_pier else profile.cite_section(section)
        return None

    def refuse_exemptions(self) -> None:
        """§ 73-20 (D22): the exemption covers only the City Pier boathouse parcels of the City of Canandaigua; a
        record of it for a parcel (or a facility on a parcel) of another municipality is refused, and said so."""
        placed = {
            placed.facility_id: site.parcel_id
            for site in self.context.sites.values()
            for placed in site.docks + site.structures + site.moorings
        }
        for subject, _, section in sorted(self.context.proposal.exemptions, key=str):
            pid = subject if subject in self.context.index_of else placed.get(subject)
            profile = self.context.municipalities.of(pid)
            if pid is not None and _city_pier_elsewhere(section, profile):
                self.doubt(
                    pid,
                    None if subject == pid else subject,
                    f"The exemptions table records {subject} as exempt under {profile.cite('CITY_PIER_BOATHOUSES')}, "
                    f"but parcel {pid} is in the {profile.name}: that exemption covers only the City Pier boathouse "
                    "parcels of the City of Canandaigua, so the record was not applied (Dockline decision D22).",
                    readings=("D22",),
                )

    def breach(self, rule_id: str, measured: float, *, geometry, limit=None, when: str = "over", **finding) -> bool:
        """Report ``rule_id`` when ``measured`` breaches its limit (see ``past``): the catalogue's value unless
        ``limit`` is given. ``geometry`` and ``message`` may be functions, called only for a breach; the rest of
        the finding (parcel, facility, unit, message, severity) goes to ``report`` as it is. Returns whether it
        did."""
        limit, unit = value(rule_id) if limit is None else limit, finding.get("unit", "")
        near = not abs(measured - limit) > 1.0  # rounded to the law's precision (D4) only near its limit can it change
        if not past(as_written(measured, unit) if near else measured, limit, when):
            return False
        self.report(rule_id, measured=as_written(measured, unit), limit=limit, geometry=geometry, **finding)
        return True

    def doubt(self, parcel_id, facility_id, message, geometry=None, readings: tuple[str, ...] = ()):
        """The data cannot be read as the law needs: an advisory finding for the officer; ``readings``: the
        decisions by which a record was refused."""
        self.report(
            INPUT,
            parcel_id=parcel_id,
            facility_id=facility_id,
            message=message,
            geometry=geometry,
            severity=ADVISORY,
            readings=readings,
        )

    def too_many_moorings(self, rule_id: str, pid: str, moorings: list, limit: int, message: str) -> None:
        """The parcel's moorings, more than ``limit`` (its tier's or category's cap), as one finding of the parcel's
        (no one mooring breaches it), drawn on them all."""
        self.report(
            rule_id,
            parcel_id=pid,
            facility_id=None,
            measured=len(moorings),
            limit=limit,
            unit="moorings",
            message=message,
            geometry=shapely.union_all([m.geometry for m in moorings]),
        )
