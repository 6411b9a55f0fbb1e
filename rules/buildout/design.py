"""The design boat and the docks a build-out draws for it: a main walkway square to the MHW (D9) with fingers
(appendages) alternating from side to side, one slip beside each, all measured in feet along a dock's axes."""

from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np
import shapely

from ..law.catalogue import value
from ..tools.errors import DocklineInputError

WALKWAY_WIDTH_FT = 6.0  # within § 73-9C(1)(a)'s 8 ft, in every tier
FINGER_WIDTH_FT = 3.0  # an appendage's width; its length a share of the boat's (``Design.finger_ft``)
BERTH_CLEARANCE_FT = 2.0  # between a docked boat's side and the next finger
LANDWARD_FT = 1.0  # a walkway starts this far landward of the MHW, so that it meets the water whole (D21)
MARGIN_FT = 0.25  # kept inside every limit, beyond the check's own tolerance (rounding along curved lines)
FINGER_SHARE = 0.5  # a finger's length as a share of the boat's (a shorter one leaves the boat more to overhang)
ALONGSIDE = 2  # slips at a bare walkway: a boat on each side


@dataclass(frozen=True)
class Design:
    """The design boat (D11: a swing radius is boat length plus rode) and the docks drawn for it."""

    boat_length_ft: float = 24.0
    rode_ft: float = 30.0

    def __post_init__(self):
        for name, given in (("boat length", self.boat_length_ft), ("rode", self.rode_ft)):
            if not (isinstance(given, (int, float)) and math.isfinite(given) and 0 < given <= 1000):
                raise DocklineInputError(f"the {name} is {given!r}: give a number of feet above 0, at most 1000.")

    @property
    def swing_radius_ft(self) -> float:
        return self.boat_length_ft + self.rode_ft

    @property
    def beam_ft(self) -> float:
        """The boat's beam, a third of its length (a 24-ft runabout is about 8 ft wide)."""
        return self.boat_length_ft / 3

    @property
    def berth_ft(self) -> float:
        """From one finger to the next on the same side: a finger, a boat's beam and its clearance."""
        return FINGER_WIDTH_FT + self.beam_ft + BERTH_CLEARANCE_FT

    @property
    def finger_ft(self) -> float:
        """A finger's length, no longer than § 73-9C(1)(f)'s 256 sq ft allows."""
        return min(FINGER_SHARE * self.boat_length_ft, value("T1_APPENDAGE_AREA") / FINGER_WIDTH_FT)

    def fingers_for(self, slips: int) -> int:
        """The fingers of a dock for this many slips: none up to ALONGSIDE (the boats lie along the walkway),
        else one for each slip."""
        return 0 if slips <= ALONGSIDE else slips

    def overhang_ft(self, fingers: int) -> float:
        """How far a docked boat reaches past the dock's side: past a finger's tip, or its beam beside a bare
        walkway."""
        return self.boat_length_ft - self.finger_ft if fingers else self.beam_ft

    def width_ft(self, fingers: int) -> float:
        """A dock's width along the MHW with its docked boats."""
        return WALKWAY_WIDTH_FT + 2 * (self.finger_ft + self.overhang_ft(fingers) if fingers else self.beam_ft)

    def walkway_length(self, fingers: int) -> float:
        """The main walkway's length, waterside of the MHW, for this many fingers (one slip beside each; a bare
        walkway is a boat long): each finger half a berth beyond the last, on the other side."""
        if fingers == 0:
            return self.boat_length_ft
        return self.berth_ft * (1 + (fingers - 1) / 2)

    def area(self, fingers: int) -> float:
        """A dock's area (§ 73-9C(1)): its walkway, the part landward of the MHW included (D21), and fingers."""
        return (
            WALKWAY_WIDTH_FT * (self.walkway_length(fingers) + LANDWARD_FT) + fingers * FINGER_WIDTH_FT * self.finger_ft
        )


def dock_parts(origins: np.ndarray, along: np.ndarray, out: np.ndarray, design: Design, fingers: int, start=None):
    """The parts of docks at many places at once: for each origin (a point of the MHW) and its axes (``along``
    the MHW and ``out`` toward the water, unit vectors), the main walkway from ``start`` ft out (LANDWARD_FT
    landward by default) and its fingers, as an array of shape (places, 1 + fingers) of polygons, the walkway
    first. Finger k lies on the left of the walkway where k is even, on the right where odd, its far side
    ``berth_ft * (1 + k / 2)`` out."""
    half = WALKWAY_WIDTH_FT / 2
    first = -LANDWARD_FT if start is None else start
    extents = [(-half, half, first, design.walkway_length(fingers))]  # (across from, to, out from, to)
    for k in range(fingers):
        end = design.berth_ft * (1 + k / 2)
        left, right = (-half - design.finger_ft, -half) if k % 2 == 0 else (half, half + design.finger_ft)
        extents.append((left, right, end - FINGER_WIDTH_FT, end))
    corners = np.array([[(a, b), (c, b), (c, d), (a, d), (a, b)] for a, c, b, d in extents])  # (parts, 5, 2)
    xy = (
        origins[:, None, None, :]
        + corners[..., :1] * along[:, None, None, :]
        + corners[..., 1:] * out[:, None, None, :]
    )
    return shapely.polygons(xy)
