"""The state the parts of the compliance check share: the analysed lake as the checks read it (its sites, water,
outlets and trees, built once per lake) and what one check is given (the proposal, its consolidations and
certificates) and learns on its way (certified facilities as built, shared docks, steep-slope allowances).
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
import shapely

from ..lake.analysis import LakeAnalysis
from ..law.profiles import Municipalities, Profile, as_municipalities
from ..tools.arrays import geometry_array
from ..tools.threads import chunked
from .measuring import EMPTY, THREADED_OVERLAYS, kind_of
from .proposal import ASSOCIATED, Certificate, Consolidation, Proposal
from .site import build_sites


@dataclass(frozen=True)
class AsBuilt:
    """A certified facility as the checks measured it, to compare with its certificate (D15): how the findings
    name it, its parcel, its figures by name (``CERTIFIED_FIGURES``) and its features' geometries as drawn."""

    label: str
    parcel_id: str
    figures: dict
    geometries: list


class CheckContext:
    """What the parts of one lake's check read and write, but their findings."""

    attachable: shapely.STRtree  # a check's structures and equipment a dock's length includes (D10)

    def __init__(self, analysis: LakeAnalysis, profile: Profile | Municipalities, outlets=()):
        outlets = [g for g in outlets if g is not None]
        self.analysis, self.municipalities = analysis, as_municipalities(profile)
        self.water, self.tiles = analysis.water, analysis.tiles
        shapely.prepare(self.water)
        self.outlet_parts = shapely.get_parts(shapely.union_all(outlets)) if outlets else geometry_array([])
        self.outlet_tree = shapely.STRtree(self.outlet_parts)  # the few outlets near a facility, found at once
        self.proposal = Proposal()
        self.consolidation_of: dict[str, Consolidation] = {}  # dock id → its consolidation (§ 73-10)
        self.shared_docks: dict[str, list[str]] = {}  # parcel → the shared docks placed on a partner
        # steep-slope parcel → (own use, use by shared dock) of its allowance (E19)
        self.steep_used: dict[str, tuple[float, dict]] = {}
        # certificates and certified facilities as measured, by id (D15)
        self.certified: dict[str, Certificate] = {}
        self.as_built: dict[str, AsBuilt] = {}
        ties = analysis.shoreline.tie_points
        self.adjoining = {frozenset((t.before, t.after)) for t in ties}  # parcel indices meeting on the MHW
        self.index_of = {pid: i for i, pid in enumerate(analysis.parcel_ids)}
        self.sites = build_sites(analysis)
        self.sites_by_index = {site.index: site for site in self.sites.values() if site.dock_zone is not None}
        site_list = list(self.sites.values())
        self.site_list = site_list
        self.zone_tree = shapely.STRtree([s.deepest.area if s.deepest else s.geometry for s in site_list])
        self.parcel_tree = shapely.STRtree([s.geometry for s in site_list])

    def start(self, proposal: Proposal) -> None:
        """What one check is given, and nothing learnt by an earlier one: the proposal, its consolidations and
        certificates, the structures and equipment a dock's length includes (D10), no facility placed yet."""
        self.proposal = proposal
        self.consolidation_of = {c.dock_id: c for c in proposal.consolidations}
        self.certified = {c.facility_id: c for c in proposal.certificates if c.facility_id is not None}
        self.as_built = {}
        self.attachable = shapely.STRtree(
            [s.geometry for s in proposal.structures if s.geometry is not None and kind_of(s.kind) in ASSOCIATED]
        )
        for site in self.sites.values():
            site.docks, site.moorings, site.structures = [], [], []

    def wets(self, geometries: np.ndarray) -> np.ndarray:
        """The part of each geometry waterside of the MHW, cut from the few water tiles around it (the whole lake
        is too big to intersect thousands of times), all in one pass; a geometry wholly in one tile is its own
        waterside part (no overlay). The overlays are shared out among threads (``chunked``); the predicates
        with the prepared tiles are not (GEOS builds a prepared geometry's indexes when first asked, unguarded)."""
        which, piece = self.tiles.tree.query(geometries)
        starts = np.searchsorted(which, np.arange(len(geometries) + 1))
        counts = np.diff(starts)
        water = np.empty(len(geometries), dtype=object)
        water[counts == 1] = self.tiles.pieces[piece[starts[:-1][counts == 1]]]
        united = {}  # the tiles' union, made once for all geometries on the same tiles
        for i in np.flatnonzero(counts > 1):
            tiles = tuple(piece[starts[i] : starts[i + 1]])
            if tiles not in united:
                united[tiles] = shapely.union_all(self.tiles.pieces[list(tiles)])
            water[i] = united[tiles]
        cut = np.full(len(geometries), EMPTY, dtype=object)
        wholly = counts == 1
        wholly[wholly] = shapely.covers(water[wholly], geometries[wholly])  # the tiles are prepared
        cut[wholly] = geometries[wholly]
        overlay = (counts > 0) & ~wholly
        cut[overlay] = chunked(shapely.intersection, geometries[overlay], water[overlay], least=THREADED_OVERLAYS)
        return cut
