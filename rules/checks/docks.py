"""The docks (§ 73-9C, § 73-10): each dock's parts as one, its shape and size on its own axes (D9, D10),
its placement and dimensions, and the steep-slope allowances its parcel draws on (E19).
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass, replace

import numpy as np
import shapely

from ..lake.clipping import clip_to_convex
from ..law.catalogue import TIER1, value
from ..law.vocabulary import Zone
from ..tools.arrays import geometry_array
from ..tools.threads import chunked
from .facilities import FacilityChecks
from .measuring import AS_WRITTEN, MIN_AREA, THREADED_OVERLAYS, Measured, across_the_mhw, dimension, united
from .placement import NAV_LIGHT_RULES
from .proposal import BAS, DOCK_PARTS, DockPart
from .site import PlacedDock, Site, axes, extents

TOUCHING_FT = float(AS_WRITTEN["ft"])  # D10: appendage parts this close touch, the law's lengths' precision (D4)
CONSOLIDATION_CAPS = {
    1: "T1_CONSOLIDATED_ONE_PARCEL",
    2: "T1_CONSOLIDATED_TWO_PARCELS",
    3: "T1_CONSOLIDATED_THREE_PARCELS",
}


@dataclass(frozen=True)
class DockShape:
    """A dock's geometries as the checks measure them: the whole dock and its main walkway (None where it has
    none), their waterside parts, and its appendages as built (D10), whole (D21)."""

    geometry: shapely.Geometry
    wet: shapely.Geometry
    walkway: shapely.Geometry | None
    walkway_wet: shapely.Geometry | None
    appendages: list
    appendage_areas: list  # sq ft, each appendage's
    attached: list  # the structures and equipment it touches, which its length includes (D10)


@dataclass(frozen=True)
class DockSize:
    """A Tier 1 dock's measures on its own axes (D9, D10), found for many docks at once
    (``DockChecks.dock_sizes``): its area, its landward part included (D21), its main walkway's width along
    the MHW where it meets it and length perpendicular to it, the length of the whole dock with the structures
    attached to it (NaN where it has no main walkway or its parcel no tie line), and those axes (``site.axes``;
    None there)."""

    area: float
    walkway_width: float
    walkway_length: float
    dock_length: float
    axes: np.ndarray | None


def appendages_as_built(parts: np.ndarray, owner: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """D10: the appendage parts of each dock (``owner``) that touch or overlap (within TOUCHING_FT) as one
    appendage, united (``united``), all docks at once; and the dock of each."""
    if not len(parts):
        return parts, owner
    label = touching(parts, owner)
    first, sizes = np.unique(label, return_counts=True)
    groups = np.split(parts[np.argsort(label, kind="stable")], np.cumsum(sizes)[:-1])
    return united([list(group) for group in groups]), owner[first]


def touching(parts: np.ndarray, owner: np.ndarray) -> np.ndarray:
    """Each part labelled with the least index of the parts of its owner it touches or overlaps (within
    TOUCHING_FT, D10), through any chain of them: parts of one label are one piece."""
    left, right = shapely.STRtree(parts).query(parts, predicate="dwithin", distance=TOUCHING_FT)
    left, right = left[owner[left] == owner[right]], right[owner[left] == owner[right]]
    label = np.arange(len(parts))
    while True:
        joined = label.copy()
        np.minimum.at(joined, left, label[right])
        joined = joined[joined]
        if (joined == label).all():
            return label
        label = joined


def area_cap_rule(consolidation) -> str:
    """The rule capping a Tier 1 dock's area: § 73-9C(1), or § 73-10 by how many parcels consolidate it."""
    return CONSOLIDATION_CAPS[min(len(consolidation.parcel_ids), 3)] if consolidation else "T1_DOCK_AREA"


class DockChecks(FacilityChecks):
    """The docks of one check."""

    def check_docks(self) -> None:
        parts_of = defaultdict(list)
        drawn = geometry_array([part.geometry for part in self.context.proposal.docks])
        missing, valid = shapely.is_missing(drawn) | shapely.is_empty(drawn), shapely.is_valid(drawn)
        for part, is_missing, is_valid in zip(self.context.proposal.docks, missing, valid):
            if not part.dock_id:
                self.sink.doubt(
                    part.parcel_id,
                    None,
                    f"{part.feature} has no dock id, so it cannot be measured with "
                    "its dock; give every part its dock's id.",
                    part.geometry,
                )
            elif is_missing:
                self.sink.doubt(part.parcel_id, part.dock_id, f"{part.feature} (dock {part.dock_id}) has no geometry.")
            elif is_valid:
                parts_of[part.dock_id].append(part)
            else:
                geometry = self.locator.repaired(
                    part.geometry, f"{part.feature} (dock {part.dock_id})", part.dock_id, part.parcel_id
                )
                parts_of[part.dock_id].append(replace(part, geometry=geometry))
        docks = list(parts_of.items())
        shapes = self.dock_shapes([parts for _, parts in docks])
        placed = [
            self.locator.placed_by({p.parcel_id for p in parts}, shape.geometry, f"Dock {dock_id}", dock_id)
            for (dock_id, parts), shape in zip(docks, shapes)
        ]
        partners = [self.partners(dock_id, site) for (dock_id, _), (site, _) in zip(docks, placed)]
        wet = ~shapely.is_empty(geometry_array([shape.wet for shape in shapes]))
        site_of = {k: site for k, (site, _) in enumerate(placed) if site is not None and wet[k]}
        ready, sites = list(site_of), list(site_of.values())
        measured = self.placement.measure(
            sites,
            [shapes[k].geometry for k in ready],
            [shapes[k].wet for k in ready],
            [partners[k] for k in ready],
            Zone.DOCK,
            np.array(  # exact (see ``reaches``) where certified: compared with the certificate (D15)
                [
                    0.0 if docks[k][0] in self.context.certified else value(NAV_LIGHT_RULES[site_of[k].tier])
                    for k in ready
                ]
            ),
        )
        measured_of = dict(zip(ready, measured))
        tier1 = [k for k in ready if site_of[k].tier == TIER1]
        size_of = dict(zip(tier1, self.dock_sizes([site_of[k] for k in tier1], [shapes[k] for k in tier1])))
        for k, ((dock_id, parts), shape, (site, doubts)) in enumerate(zip(docks, shapes, placed)):
            for doubt in doubts:
                self.sink.doubt(*doubt)
            if site is not None:
                self.check_dock(dock_id, parts, shape, site, partners[k], measured_of.get(k), size_of.get(k))

    def partners(self, dock_id, site: Site | None) -> frozenset:
        """The other parcels (indices) of a dock's consolidation with its waiver recorded (§ 73-10), whose
        shared facility area lines are no setbacks."""
        consolidation = self.context.consolidation_of.get(dock_id)
        if site is None or not (consolidation and consolidation.waiver):
            return frozenset()
        return frozenset(
            self.context.index_of[p]
            for p in consolidation.parcel_ids
            if p != site.parcel_id and p in self.context.index_of
        )

    def dock_shapes(self, docks: list[list[DockPart]]) -> list[DockShape]:
        """Each dock's shape, the parts of all docks united and cut from the water together (one call for all
        instead of a few for each dock)."""
        if not docks:
            return []
        walkways = np.full(len(docks), None, dtype=object)
        drawn: list[shapely.Geometry] = []  # the appendages as drawn, and the dock of each
        drawn_owner: list[int] = []
        for i, parts in enumerate(docks):
            main = [p.geometry for p in parts if p.part == "main_walkway"]
            walkways[i] = main[0] if len(main) == 1 else shapely.union_all(main) if main else None  # one: own union
            drawn += [p.geometry for p in parts if p.part == "appendage"]
            drawn_owner += [i] * (len(drawn) - len(drawn_owner))
        has_main = walkways != None  # noqa: E711 (elementwise)
        geometries = united([[p.geometry for p in parts] for parts in docks])
        appendages, owner = appendages_as_built(geometry_array(drawn), np.array(drawn_owner, dtype=int))
        wet = self.context.wets(geometries)
        walkway_wet = np.full(len(docks), None, dtype=object)
        afloat = has_main & np.array([cut is dock for cut, dock in zip(wet, geometries)], dtype=bool)
        walkway_wet[afloat] = walkways[afloat]  # a dock wholly in the water: its walkway too
        ashore = np.flatnonzero(has_main & ~afloat)  # else the dock's waterside part cut to its walkway
        walkway_wet[ashore], overlaid = clip_to_convex(wet[ashore], walkways[ashore])  # an overlay if not convex
        ashore = ashore[overlaid]
        walkway_wet[ashore] = chunked(shapely.intersection, walkways[ashore], wet[ashore], least=THREADED_OVERLAYS)
        cut_of, area_of, attached = defaultdict(list), defaultdict(list), defaultdict(list)
        for i, appendage, area in zip(owner, appendages, shapely.area(appendages).tolist()):
            cut_of[i].append(appendage)
            area_of[i].append(area)
        for i, k in zip(*self.context.attachable.query(geometries, predicate="intersects")):
            attached[i].append(k)
        structures = self.context.attachable.geometries
        return [
            DockShape(
                geometries[i],
                wet[i],
                walkways[i],
                walkway_wet[i],
                cut_of[i],
                area_of[i],
                [structures[k] for k in sorted(attached[i])],
            )
            for i in range(len(docks))
        ]

    def dock_sizes(self, sites: list, shapes: list[DockShape]) -> list[DockSize]:
        """Each dock's ``DockSize`` on its site, all at once: the walkway's length measured on its waterside
        part and the dock's on the waterside part of the dock with its attached structures (each on the walkway
        where that part is empty)."""
        wet = geometry_array([shape.wet for shape in shapes])
        with_axes = [k for k, shape in enumerate(shapes) if sites[k].tie_axes is not None and shape.walkway is not None]
        attached = [k for k in with_axes if shapes[k].attached]
        whole = wet.copy()
        whole[attached] = self.context.wets(
            geometry_array([shapely.union_all([shapes[k].geometry, *shapes[k].attached]) for k in attached])
        )
        walkway = geometry_array([shapes[k].walkway for k in with_axes])
        walkway_wet = geometry_array([shapes[k].walkway_wet for k in with_axes])
        measured = np.concatenate(
            [walkway, *(np.where(shapely.is_empty(cut), walkway, cut) for cut in (walkway_wet, whole[with_axes]))]
        )
        dock_axes = axes([sites[k] for k in with_axes], walkway).reshape(-1, 2, 2)
        found = extents(measured, np.concatenate([dock_axes] * 3)).reshape(3, len(with_axes), 2)
        sizes = np.full((len(shapes), 3), np.nan)
        sizes[with_axes] = np.column_stack([found[0, :, 0], found[1, :, 1], found[2, :, 1]])
        dock_axes_of = dict(zip(with_axes, dock_axes))
        areas = shapely.area(geometry_array([shape.geometry for shape in shapes])).tolist()  # the whole dock (D21)
        return [
            DockSize(area, width, length, whole, dock_axes_of.get(k))
            for k, (area, (width, length, whole)) in enumerate(zip(areas, sizes.tolist()))
        ]

    def check_dock(
        self,
        dock_id: str,
        parts: list[DockPart],
        shape: DockShape,
        site: Site,
        partners: frozenset,
        measured: Measured | None,
        size: DockSize | None,
    ) -> None:
        """One dock on its site (``check_docks`` finds the sites and measures of all docks at once)."""
        label = f"Dock {dock_id}"
        geometry = shape.geometry
        pid = site.parcel_id
        problems: list[str] = []
        given = [dimension(p.slips, "slips", problems) for p in parts]
        slips = max((s for s in given if s is not None), default=None)
        for part in parts:
            if part.part not in DOCK_PARTS:
                problems.append(
                    f"{part.feature} is of part {part.part!r}, not one of {', '.join(DOCK_PARTS)} "
                    "(counted as a platform)"
                )
        if slips is None:
            problems.append("its number of slips is not given (counted as 0)")
        if problems:
            self.sink.doubt(pid, dock_id, f"{label}: " + "; ".join(problems) + ".", geometry)
        consolidation = self.context.consolidation_of.get(dock_id)
        wet = shape.wet
        if measured is None:  # no waterside part, like a mooring on land: not a dock of the lake, and not counted
            self.sink.doubt(
                pid, dock_id, f"{label} lies entirely on land, not in the water: check its position.", geometry
            )
            return
        reach = self.placement.check_placement(site, dock_id, geometry, label, partners, wet, measured)
        self.placement.nav_light(site, dock_id, reach, any(p.nav_light for p in parts), label, geometry)
        area = size.area if size else float(shapely.area(wet))
        across = bool(area - shapely.area(wet) > MIN_AREA)  # D21: its area counts a part ashore
        placed = PlacedDock(dock_id, wet, int(slips or 0), consolidation, area, across, size.axes if size else None)
        site.docks.append(placed)
        if dock_id in self.context.certified:
            length, width = (size.dock_length, size.walkway_width) if size else (None, None)
            figures = {"area_sqft": area, "length_ft": length, "width_ft": width, "reach_ft": reach}
            self.extents.as_proposed(dock_id, site, label, geometry, **figures, slips=slips or 0)
        if site.tier == TIER1:
            assert size is not None  # ``check_docks`` sizes every Tier 1 dock in the water
            self.dock_dimensions(site, placed, shape, size)

    def dock_dimensions(self, site: Site, dock: PlacedDock, shape: DockShape, size: DockSize) -> None:
        """§ 73-9C(1) and § 73-10: area, main walkway width and share of the whole dock with its attached
        structures and equipment, appendages (D9, D10); the area caps count a dock across the MHW whole (§ 73-11F,
        D21)."""
        dock_id, consolidation, area = dock.facility_id, dock.consolidation, dock.area
        pid, label = site.parcel_id, f"Dock {dock_id}"
        wet, walkway = shape.wet, shape.walkway
        found = {"parcel_id": pid, "facility_id": dock_id}
        across = across_the_mhw([dock])
        ashore = " (its part landward of the mean high-water line included)" if across else ""
        cap_rule = area_cap_rule(consolidation)
        bonus = value("T1_STEEP_SLOPE_BONUS") * self.steep_parcels(site, consolidation)
        limit = value(cap_rule) + bonus
        extra = f" (with the {bonus} sq ft steep-slope allowance)" if bonus else ""
        self.sink.breach(
            cap_rule,
            area,
            limit=limit,
            **found,
            unit="sq ft",
            message=lambda: f"{label} covers {area:.1f} sq ft{ashore}; a dock may cover {limit} sq ft{extra}.",
            geometry=shape.geometry,
            readings=across,
        )
        if walkway is None:
            self.sink.doubt(
                pid,
                dock_id,
                f"{label} has no part marked main_walkway, so its walkway width and length "
                f"({self.context.municipalities.of(pid).cite('T1_MAIN_WALKWAY_WIDTH')} and (b)) could not be checked.",
                wet,
            )
        elif site.tie_axes is not None:
            width = size.walkway_width
            self.sink.breach(
                "T1_MAIN_WALKWAY_WIDTH",
                width,
                **found,
                unit="ft",
                message=lambda: f"{label}'s main walkway is {width:.1f} ft wide (measured along the shore where it "
                f"meets the water); the limit is {value('T1_MAIN_WALKWAY_WIDTH')} ft.",
                geometry=walkway,
            )
            walkway_length, dock_length = size.walkway_length, size.dock_length
            share = 100.0 * walkway_length / dock_length if dock_length > 0 else 100.0
            self.sink.breach(
                "T1_MAIN_WALKWAY_SHARE",
                share,
                when="under",
                **found,
                unit="%",
                message=lambda: f"{label}'s main walkway is {walkway_length:.1f} ft of the dock's {dock_length:.1f} "
                f"ft length ({share:.0f} %); it must be at least half of it.",
                geometry=walkway,
            )
        appendages, areas = shape.appendages, shape.appendage_areas
        cap = value("T1_APPENDAGE_AREA")
        if self.context.municipalities.of(pid).settings.appendage_cap_scope == "total" and appendages:
            appendages = [shapely.union_all(appendages)]
            areas = [float(shapely.area(appendages[0]))]
        for appendage, appendage_area in zip(appendages, areas):
            self.sink.breach(
                "T1_APPENDAGE_AREA",
                appendage_area,
                **found,
                unit="sq ft",
                message=lambda area=appendage_area: f"An appendage of {label} covers {area:.1f} sq ft; the limit is "
                f"{cap} sq ft.",
                geometry=appendage,
                readings=across,
            )

    def steep_parcels(self, site: Site, consolidation) -> int:
        members = consolidation.parcel_ids if consolidation else (site.parcel_id,)
        return sum(1 for pid in dict.fromkeys(members) if pid in self.context.sites and self.context.sites[pid].steep)

    def steep_slope_pools(self) -> dict[str, tuple[float, dict]]:
        """§§ 73-9D(2), 73-10A(4), 73-10B(5) (E19): what each steep-slope parcel draws from its one allowance: its
        own docks' area over 720 sq ft with its boat accessory structure's (§ 73-8B(4)(c)[1]), and by shared dock
        the area of each consolidated dock it joins past that dock's cap, drawn from the dock's steep-slope parcels
        in the order its consolidation names them, each as far as its allowance goes (the last takes the rest)."""
        allowance, cap = value("T1_STEEP_SLOPE_BONUS"), value("T1_DOCK_AREA")
        steep = {pid: site for pid, site in self.context.sites.items() if site.steep}
        own = {
            pid: sum(max(0.0, d.area - cap) for d in site.docks if d.consolidation is None)
            + sum(float(shapely.area(s.footprint)) for s in site.structures if s.kind == BAS)
            for pid, site in steep.items()
        }
        shared: dict[str, dict[str, float]] = {pid: {} for pid in steep}  # parcel → shared dock → area drawn
        for dock in (d for site in self.context.sites.values() for d in site.docks):
            if dock.consolidation is None:
                continue
            members = [m for m in dict.fromkeys(dock.consolidation.parcel_ids) if m in steep]
            excess = max(0.0, dock.area - value(area_cap_rule(dock.consolidation)))
            for k, member in enumerate(members):
                left = max(0.0, allowance - own[member] - sum(shared[member].values()))
                drawn = excess if k == len(members) - 1 else min(excess, left)
                if drawn > 0:
                    shared[member][dock.facility_id] = drawn
                excess -= drawn
        return {pid: (own[pid], shared[pid]) for pid in steep}
