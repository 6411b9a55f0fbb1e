"""The elevations an analysis reads (``Terrain``): the land for steep slopes (``steep.py``), the lake's bottom
for the depth extension (``depth.py``), and the steep-slope values given per parcel.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import numpy as np
import shapely

from ..law.catalogue import value
from ..law.vocabulary import Zone
from ..tools.arrays import (
    geometry_array,
    grouped_union,
)
from ..tools.progress import NEVER, Progress
from .depth import depth_extensions, wedges
from .steep import SteepSlopeRule, steep_slopes
from .surfaces import Surface, lake_bottom

JURISDICTION_FT = float(value("JURISDICTION_LIMIT"))  # how far out an extension may reach (§ 73-3A)


@dataclass(frozen=True)
class Terrain:
    """The elevations an analysis reads: the land (a DEM) for steep slopes, the lake's bottom for the depth
    extension, and the steep-slope values given per parcel, which win over the DEM (None: not given)."""

    land: Surface | None = None
    bottom: Surface | None = None
    steep_given: dict = field(default_factory=dict)
    rule: SteepSlopeRule = field(default_factory=SteepSlopeRule)

    def steep_slopes(self, shoreline, water, ids, adjoining, progress: Progress = NEVER) -> dict:
        """Parcel id → its MHW profiled (``SteepSlope``), for the adjoining parcels, where a DEM was given."""
        if self.land is None:
            return {}
        shores: dict[int, list[shapely.LineString]] = {}  # parcel index → its runs' shores
        for run in shoreline.runs:
            if run.parcel in adjoining:
                shores.setdefault(run.parcel, []).append(run.shore)
        found = steep_slopes(shores, water, self.land, self.rule, progress)
        return {ids[p]: result for p, result in found.items()}

    def steep_basis(self, parcel_id, profiled: dict) -> str:
        """``given`` (the parcel's value was given), else ``yes`` or ``no`` from the DEM (``no`` without one)."""
        if self.steep_given.get(parcel_id) is not None:
            return "given"
        found = profiled.get(parcel_id)
        return "yes" if found is not None and found.steep_slope_parcel else "no"

    def is_steep(self, parcel_id, profiled: dict) -> bool:
        given = self.steep_given.get(parcel_id)
        return bool(given) if given is not None else self.steep_basis(parcel_id, profiled) == "yes"

    def extensions(self, shoreline, zones, ids, progress: Progress = NEVER) -> dict:
        """Parcel id → the depth extension past its dock zone's line (``DepthExtension``) where the bottom at the
        line lies above the 683.60-ft contour; only with a bottom given."""
        if self.bottom is None:
            return {}
        bottom = lake_bottom(self.bottom)
        lines = shoreline.lines
        runs_of: dict[int, list[int]] = {}  # parcel index → its runs with facility area lines
        for index, run in enumerate(shoreline.runs):
            if index in shoreline.run_lines:
                runs_of.setdefault(run.parcel, []).append(index)

        docks = [
            zone
            for zone in zones
            if zone.zone == Zone.DOCK and zone.parcel in runs_of and not zone.distance_line.is_empty
        ]

        def wedges_of(cases):
            """The wedge of each case's parcel: the union of its runs' ``wedges``."""
            counts = [len(runs_of[docks[case].parcel]) for case in cases]
            indices = [index for case in cases for index in runs_of[docks[case].parcel]]
            start, end = ([lines[shoreline.run_lines[index][k]] for index in indices] for k in (0, 1))
            made = wedges(
                geometry_array([shoreline.runs[index].shore for index in indices]),
                [line.origin for line in start],
                [line.direction_deg for line in start],
                [line.origin for line in end],
                [line.direction_deg for line in end],
                JURISDICTION_FT,
            )
            return grouped_union(made, np.repeat(np.arange(len(cases)), counts), len(cases))

        def shore_of(parcel):
            return lambda: shapely.union_all([shoreline.runs[k].shore for k in runs_of[parcel]])

        cases = [(zone.distance_line, shore_of(zone.parcel)) for zone in docks]
        found = {}
        for zone, extension in zip(
            docks,
            depth_extensions(cases, wedges_of, bottom, float(value("T1_DEPTH_EXTENSION")), JURISDICTION_FT, progress),
        ):
            if not extension.area.is_empty:
                found[ids[zone.parcel]] = extension
        return found
