"""Structures (§§ 73-3B, 73-8B, 73-9D, 73-13D, 73-15): boathouses, boat stations and hoists, and boat
accessory structures, placed and measured.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

import numpy as np
import shapely

from ..law.catalogue import TIER1, TIER2, TIER3, value
from ..law.vocabulary import Zone
from ..tools.arrays import geometry_array
from ..tools.wording import counted
from .facilities import FacilityChecks
from .measuring import MIN_AREA, Drawing, Measured, dimension, drawn_without_slivers, kind_of
from .proposal import ASSOCIATED, BAS, BOATHOUSE, HOIST, HOIST_STRUCTURE, STATION, Structure
from .site import PlacedStructure, Site, axes, extents


@dataclass(frozen=True)
class StructureFound:
    """What ``check_structures`` finds of a structure, for all structures at once: its geometry made valid and
    why it was not (None where it was), its parcel and the doubts about that (``placed_by``), its
    waterside part, and with its roof overhang (D11) its geometry, waterside part and measures (``measure``;
    None where it is not placed or not a docking structure)."""

    geometry: shapely.Geometry
    invalid: str | None
    site: Site | None
    doubts: list
    wet: shapely.Geometry
    with_roof: shapely.Geometry
    roof_wet: shapely.Geometry
    measured: Measured | None


def _overhang(structure: Structure, problems: list[str]) -> float:
    """A structure's roof overhang in inches (D11), 0 where not given; a negative one is reported and dropped."""
    return dimension(structure.overhang_in, "the roof overhang", problems) or 0.0


def _structure_label(structure: Structure, kind: str) -> str:
    """How the findings name a structure: its type (``kind_of``) and id."""
    return f"{kind.replace('_', ' ').capitalize() or 'Structure'} {structure.structure_id or structure.feature}"


class StructureChecks(FacilityChecks):
    """The structures of one check."""

    def check_structures(self) -> None:
        """Each structure, all of them repaired, placed, cut from the water and measured together first (as the
        docks are, ``check_docks``)."""
        structures = self.context.proposal.structures
        drawn = geometry_array([structure.geometry for structure in structures])
        drawn[shapely.is_empty(drawn)] = None
        given = ~shapely.is_missing(drawn)
        invalid = given & ~shapely.is_valid(drawn)
        reasons = np.full(len(drawn), None, dtype=object)
        reasons[invalid] = shapely.is_valid_reason(drawn[invalid])
        drawn[invalid] = shapely.make_valid(drawn[invalid])
        kinds = [kind_of(structure.kind) for structure in structures]
        labels = [_structure_label(structure, kind) for structure, kind in zip(structures, kinds)]
        placed = [
            self.locator.placed_by({s.parcel_id}, geometry, label, s.structure_id or s.feature) if has else (None, [])
            for s, geometry, label, has in zip(structures, drawn, labels, given)
        ]
        wet = np.full(len(drawn), None, dtype=object)
        wet[given] = self.context.wets(drawn[given])
        built = [k for k, (site, _) in enumerate(placed) if site is not None and kinds[k] in ASSOCIATED]
        roofs = np.array([_overhang(structures[k], []) for k in built])  # in
        with_roof, roof_wet = drawn.copy(), wet.copy()
        roofed = np.array(built, dtype=int)[roofs > 0]
        with_roof[roofed] = shapely.buffer(drawn[roofed], roofs[roofs > 0] / 12, join_style="mitre")
        roof_wet[roofed] = self.context.wets(with_roof[roofed])
        measured = self.placement.measure(
            [placed[k][0] for k in built],
            with_roof[built],
            roof_wet[built],
            [frozenset()] * len(built),
            Zone.DOCK,
            np.zeros(len(built)),
        )
        measured_of = dict(zip(built, measured))
        for k, structure in enumerate(structures):
            found = (drawn[k], reasons[k], *placed[k], wet[k], with_roof[k], roof_wet[k], measured_of.get(k))
            self.check_structure(structure, kinds[k], StructureFound(*found) if given[k] else None)

    def check_structure(self, structure: Structure, kind: str, found: StructureFound | None) -> None:
        """One structure of type ``kind``, with what ``check_structures`` found of it (none where it has no
        geometry)."""
        structure_id = structure.structure_id or structure.feature
        label = _structure_label(structure, kind)
        if found is None:
            self.sink.doubt(structure.parcel_id, structure_id, f"{label} has no geometry.")
            return
        if found.invalid:
            self.locator.said_repaired(structure.geometry, found.invalid, label, structure_id, structure.parcel_id)
        structure, site, wet = replace(structure, geometry=found.geometry), found.site, found.wet
        for doubt in found.doubts:
            self.sink.doubt(*doubt)
        if site is None:
            return
        pid = site.parcel_id
        if not kind:
            self.sink.doubt(
                pid,
                structure_id,
                f"Structure {structure_id} has no type, so it could not be checked.",
                structure.geometry,
            )
            return
        if kind not in ASSOCIATED:
            area = float(shapely.area(wet))
            if area > MIN_AREA:
                self.sink.report(
                    "NON_DOCKING_STRUCTURE",
                    parcel_id=pid,
                    facility_id=structure_id,
                    measured=area,
                    limit=0.0,
                    unit="sq ft",
                    message=f"{label} ({structure.kind}) stands {area:.1f} sq ft waterside of the mean high-water "
                    "line; structures not related to docking or mooring are not allowed there.",
                    geometry=Drawing(drawn_without_slivers, (wet,)),
                    readings=("D23",),
                )
            return
        problems: list[str] = []
        overhang_in = _overhang(structure, problems)
        slips = dimension(structure.slips, "slips", problems)
        height = dimension(structure.height_ft, "the height", problems)
        walkway = dimension(structure.walkway_sqft, "the walkway area", problems) or 0.0
        if slips is None and kind in (BOATHOUSE, STATION):
            problems.append("its number of slips is not given (counted as 0)")
        if height is None and kind == BAS:
            problems.append("its height is not given")
        if problems:
            self.sink.doubt(pid, structure_id, f"{label}: " + "; ".join(problems) + ".", structure.geometry)
        with_roof = found.with_roof
        assert found.measured is not None  # ``check_structures`` measures every docking structure on a parcel
        reach = self.placement.check_placement(
            site, structure_id, with_roof, label, frozenset(), found.roof_wet, found.measured
        )
        site.structures.append(
            PlacedStructure(
                structure_id, with_roof, kind, int(slips or 0), bool(structure.existing), walkway, structure.geometry
            )
        )
        size = None  # its footprint's [width, length] (D9), measured once where a certificate or the boathouse needs it
        if site.tie_axes is not None and (
            structure_id in self.context.certified or (site.tier == TIER1 and kind == BOATHOUSE)
        ):
            size = self.footprint_size(site, structure.geometry)
        if structure_id in self.context.certified:
            width, length = size or (None, None)
            figures = {"area_sqft": shapely.area(structure.geometry), "length_ft": length, "width_ft": width}
            figures.update(reach_ft=reach, height_ft=height, slips=slips or 0)
            self.extents.as_proposed(structure_id, site, label, structure.geometry, **figures)
        if site.tier == TIER2 and kind in (BOATHOUSE, STATION, HOIST_STRUCTURE):
            self.sink.report(
                "T2_PROHIBITED_STRUCTURES",
                parcel_id=pid,
                facility_id=structure_id,
                measured=1,
                limit=0,
                unit="count",
                message=f"{label}: boathouses, boat stations and boat hoist structures are not allowed in Tier 2 "
                "(boat hoists are).",
                geometry=structure.geometry,
            )
        elif site.tier == TIER3 and kind != HOIST:
            self.sink.report(
                "T3_DOCKING_ONLY",
                parcel_id=pid,
                facility_id=structure_id,
                measured=1,
                limit=0,
                unit="count",
                message=f"{label}: Tier 3 allocates docking facilities only.",
                geometry=structure.geometry,
            )
        elif site.tier == TIER1 and kind == BOATHOUSE:
            self.boathouse(site, structure_id, label, structure.geometry, size, slips or 0, overhang_in)
        elif site.tier == TIER2 and kind == BAS:
            self.sink.report(
                "T2_BAS_NOT_LISTED",
                parcel_id=pid,
                facility_id=structure_id,
                message=f"{label}: § 73-13D prohibits boat hoist structures, boathouses and boat stations in Tier 2 "
                "and says nothing of boat accessory structures, which the law allocates in Tier 1 only.",
                geometry=structure.geometry,
            )
        elif kind == BAS and site.tier == TIER1:
            self.boat_accessory_structure(site, structure_id, label, structure.geometry, height, overhang_in, reach)
        elif site.tier == TIER1 and kind == STATION:
            limit = value("T1_BOAT_STATION_SLIPS") if site.allocation.max_slips > 1 else 1
            self.sink.breach(
                "T1_BOAT_STATION_SLIPS",
                slips or 0,
                limit=limit,
                parcel_id=pid,
                facility_id=structure_id,
                unit="slips",
                message=f"{label} holds {counted(slips or 0, 'slip', spec='g')}; a boat station may hold {limit}.",
                geometry=structure.geometry,
            )

    def boathouse(self, site: Site, structure_id, label, footprint, size: list | None, slips, overhang_in) -> None:
        """§ 73-8B(1): shoreline, slips, size (``size``: its footprint's [width, length], None where the parcel has
        no tie-line axes) and roof overhang of a Tier 1 boathouse."""
        pid, allocation = site.parcel_id, site.allocation
        needed = value("T1_BOATHOUSE_SHORELINE")
        self.sink.breach(
            "T1_BOATHOUSE_SHORELINE",
            allocation.classified_ft,
            limit=needed,
            when="under",
            parcel_id=pid,
            facility_id=structure_id,
            unit="ft",
            message=f"{label}: the parcel has {allocation.classified_ft} lineal ft of shoreline; a boathouse needs "
            f"at least {needed} ft.",
            geometry=footprint,
        )
        self.sink.breach(
            "T1_BOATHOUSE_SLIPS",
            slips,
            parcel_id=pid,
            facility_id=structure_id,
            unit="slips",
            message=f"{label} holds {counted(slips, 'slip', spec='g')}; a boathouse may hold "
            f"{value('T1_BOATHOUSE_SLIPS')}.",
            geometry=footprint,
        )
        size_rule = "T1_BOATHOUSE_SIZE_1_SLIP" if slips <= 1 else "T1_BOATHOUSE_SIZE_2_SLIP"
        if size is not None:
            for measured, limit, what in zip(size, value(size_rule), ("wide", "long")):
                self.sink.breach(
                    size_rule,
                    measured,
                    limit=limit,
                    parcel_id=pid,
                    facility_id=structure_id,
                    unit="ft",
                    message=f"{label} is {measured:.1f} ft {what}; a {'one' if slips <= 1 else 'two'}-slip boathouse "
                    f"may be {limit} ft {what}.",
                    geometry=footprint,
                )
        self.sink.breach(
            "T1_BOATHOUSE_OVERHANG",
            overhang_in,
            parcel_id=pid,
            facility_id=structure_id,
            unit="in",
            message=f"{label}'s roof overhangs {overhang_in:g} in; the limit is {value('T1_BOATHOUSE_OVERHANG')} in.",
            geometry=footprint,
        )

    def footprint_size(self, site: Site, footprint) -> list:
        """A structure's width along the shore and length across it (D9), [width, length]."""
        return extents(geometry_array([footprint]), self.axes_of(site, footprint)[np.newaxis])[0].tolist()

    @staticmethod
    def axes_of(site: Site, structure) -> np.ndarray:
        """D9: a structure's measuring axes, those of the dock it is attached to, else its own."""
        attached = [d.axes for d in site.docks if d.axes is not None and shapely.intersects(d.geometry, structure)]
        return attached[0] if attached else axes([site], [structure])[0]

    def boat_accessory_structure(self, site: Site, structure_id, label, footprint, height, overhang_in, reach) -> None:
        """§ 73-8B(4) and § 73-9D: only on a steep-slope parcel; size, height and reach."""
        pid = site.parcel_id
        if not site.steep:
            self.sink.report(
                "T1_BAS_STEEP_SLOPE",
                parcel_id=pid,
                facility_id=structure_id,
                message=f"{label}: a boat accessory structure is allowed only on a Tier 1 steep-slope parcel, and this "
                "parcel is not one.",
                geometry=footprint,
            )
            return
        excess_in = max(0.0, overhang_in - value("T1_BAS_OVERHANG"))
        counted = shapely.buffer(footprint, excess_in / 12, join_style="mitre") if excess_in else footprint
        area = float(shapely.area(counted))
        self.sink.breach(
            "T1_BAS_AREA",
            area,
            parcel_id=pid,
            facility_id=structure_id,
            unit="sq ft",
            message=f"{label} encloses {area:.1f} sq ft (with any roof overhang past 12 in); the limit is "
            f"{value('T1_BAS_AREA')} sq ft.",
            geometry=counted,
        )
        if height is not None:
            self.sink.breach(
                "T1_BAS_HEIGHT",
                height,
                parcel_id=pid,
                facility_id=structure_id,
                unit="ft",
                message=f"{label} is {height:g} ft high above the mean high-water level; the limit is "
                f"{value('T1_BAS_HEIGHT')} ft.",
                geometry=footprint,
            )
        self.sink.breach(
            "T1_BAS_REACH",
            reach,
            parcel_id=pid,
            facility_id=structure_id,
            unit="ft",
            message=f"{label} reaches {reach:.1f} ft waterside of the mean high-water line; it must stay within "
            f"{value('T1_BAS_REACH')} ft.",
            geometry=footprint,
        )
        exclusion = value("T1_BAS_EXCLUSIONS")
        for building in self.context.proposal.buildings:
            if building is None or not shapely.intersects(building, site.geometry):
                continue
            gap = float(shapely.distance(building, site.shore))
            if self.sink.breach(
                "T1_BAS_EXCLUSIONS",
                gap,
                when="within",
                parcel_id=pid,
                facility_id=structure_id,
                unit="ft",
                message=f"{label}: the parcel has an upland building {gap:.1f} ft from the mean high-water line; "
                f"no boat accessory structure is allowed with a building within {exclusion} ft.",
                geometry=footprint,
            ):
                break
