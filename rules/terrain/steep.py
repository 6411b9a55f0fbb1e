"""Steep slopes (§ 73-5 STEEP SLOPE, STEEP SLOPE PARCEL; § 73-9D): each parcel's MHW profiled inland on a
surface (``surfaces.py``), the steep stretches located and the longest stretch that is not steep measured.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

import numpy as np
import shapely
from shapely.ops import substring

from ..law.catalogue import value
from ..tools.arrays import (
    cumsum_by_group,
    geometry_array,
    groups,
    points_along_each,
)
from ..tools.progress import NEVER, Progress
from ..tools.threads import map_quietly, worker_count
from .surfaces import EPSILON, Surface

SAMPLE_SPACING_FT = 2.0  # along the MHW: no coarser than 2 ft
TRANSITION_FT = 1e-6  # a change between steep and not steep is located to this
GENTLE_MARGIN = 1e-6  # a bound this much below the steep gradient or rise cannot round up to it (EPSILON)


@dataclass(frozen=True)
class SteepSlopeRule:
    """§ 73-5 STEEP SLOPE: a slope of at least ``angle_deg`` (or ``percent`` when given: E14) rising at
    least ``rise_ft``, its toe within ``toe_ft`` of the MHW; a steep-slope parcel's longest contiguous stretch of
    MHW that is not steep is shorter than ``run_ft``."""

    angle_deg: float = value("STEEP_SLOPE_ANGLE")
    percent: float | None = None
    rise_ft: float = value("STEEP_SLOPE_HEIGHT")
    toe_ft: float = value("STEEP_SLOPE_TOE")
    run_ft: float = value("STEEP_SLOPE_PARCEL_RUN")
    step_ft: float = 0.5  # along each profile, inland from the MHW

    @property
    def gradient(self) -> float:
        return self.percent / 100 if self.percent is not None else math.tan(math.radians(self.angle_deg))

    @property
    def reach_ft(self) -> float:
        """How far inland a profile must look: the farthest toe plus the run of the gentlest steep slope."""
        return self.toe_ft + self.rise_ft / self.gradient + self.step_ft


@dataclass(frozen=True)
class SteepSlope:
    """A parcel's MHW profiled for steep slopes: lengths of steep and unknown (no elevation) MHW, the longest
    contiguous stretch that is not steep (unknown counts as not steep), and the steep stretches as lines."""

    steep_ft: float
    unknown_ft: float
    longest_non_steep_ft: float
    stretches: shapely.Geometry
    rule: SteepSlopeRule

    @property
    def steep_slope_parcel(self) -> bool:
        """§ 73-5 STEEP SLOPE PARCEL, compared as the law writes its figures: to 0.01 ft (D4)."""
        return bool(self.steep_ft > 0 and round(self.longest_non_steep_ft, 2) < self.rule.run_ft)


def steep_slopes(
    shores_of: dict, water, surface: Surface, rule: SteepSlopeRule | None = None, progress: Progress = NEVER
) -> dict:
    """Profile each parcel's MHW runs (key → its runs, lines in the working frame) inland from ``water`` (E15):
    every profile of every run in one pass, and the changes between steep and not steep located together;
    ``progress`` may stop it between chunks."""
    rule = rule or SteepSlopeRule()
    keys = list(shores_of)
    shores = [(key, shore) for key in keys for shore in shores_of[key] if shore.length > 0]
    if not shores:
        return {key: SteepSlope(0.0, 0.0, 0.0, shapely.MultiLineString(), rule) for key in keys}
    owner, at, points, tangents = _samples(shores)
    inland = _away_from(water, points, np.column_stack([-tangents[:, 1], tangents[:, 0]]))
    state = _classify(points, inland, surface, rule, progress)
    same = owner[1:] == owner[:-1]
    change = np.flatnonzero(same & (state[1:] != state[:-1]))
    where = _bisect(points, inland, surface, rule, change, state)
    cuts_at = at[change] + where * (at[change + 1] - at[change])
    results = {key: _Tally() for key in keys}
    starts = np.flatnonzero(np.r_[True, ~same])
    bounds = np.searchsorted(change, np.r_[starts, len(owner)])  # each run's changes: change[bounds[n]:bounds[n + 1]]
    for number, (key, shore) in enumerate(shores):
        progress.check()
        mine = slice(bounds[number], bounds[number + 1])
        cuts = np.concatenate(([0.0], cuts_at[mine], [shore.length]))
        states = np.concatenate((state[starts[number] : starts[number] + 1], state[change[mine] + 1]))
        _tally(results[key], shore, states, cuts)
    return {
        key: SteepSlope(
            tally.steep_ft,
            tally.unknown_ft,
            tally.longest_non_steep_ft,
            shapely.line_merge(shapely.multilinestrings(tally.lines)) if tally.lines else shapely.MultiLineString(),
            rule,
        )
        for key, tally in results.items()
    }


def _samples(shores) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
    """Points along every run, no more than ``SAMPLE_SPACING_FT`` apart and on every vertex (so the shore between
    two samples is straight): the run's number, the distance along it, the points and the unit tangents there."""
    lines = geometry_array([shore for _, shore in shores])
    length = shapely.length(lines)
    owner, at = _spaced(length)
    xy, index = shapely.get_coordinates(lines, return_index=True)
    same = index[1:] == index[:-1]
    vertices = cumsum_by_group(np.hypot(*np.diff(xy, axis=0).T)[same], index[:-1][same], len(lines))
    owner = np.r_[owner, np.arange(len(lines)), index[:-1][same]]
    at = np.r_[at, np.zeros(len(lines)), vertices]
    order = np.lexsort((at, owner))
    owner, at = owner[order], at[order]
    keep = np.r_[True, (owner[1:] != owner[:-1]) | (np.diff(at) > 1e-9)]
    owner, at = owner[keep], at[keep]
    last = np.r_[owner[1:] != owner[:-1], True]
    at[last] = np.minimum(at[last], length)
    where, tangent = points_along_each(lines, owner, at)
    forward = np.diff(where, axis=0)  # the tangent of the straight piece after each sample
    lengths = np.hypot(forward[:, 0], forward[:, 1])
    straight = ~last[:-1, None] & (lengths[:, None] > 1e-12)
    tangent[:-1] = np.where(straight, forward / np.maximum(lengths, 1e-12)[:, None], tangent[:-1])
    return owner, at, where, tangent


def _spaced(length: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Distances along lines of the given lengths, evenly no more than ``SAMPLE_SPACING_FT`` apart, both ends
    included (as ``np.linspace`` spaces them): each one's line and the distance."""
    count = np.maximum(np.ceil(length / SAMPLE_SPACING_FT).astype(int), 1) + 1
    owner, k = groups(count)
    at = k * (length / (count - 1))[owner]
    at[np.cumsum(count) - 1] = length
    return owner, at


def _away_from(water, points: np.ndarray, normals: np.ndarray) -> np.ndarray:
    """The normals turned to point away from the water."""
    probe = points + normals * 0.05
    wet = shapely.contains_xy(water, probe[:, 0], probe[:, 1])
    return np.where(wet[:, None], -normals, normals)


def _bisect(points, inland, surface, rule, change: np.ndarray, state: np.ndarray) -> np.ndarray:
    """For each sample ``k`` in ``change`` (its state differs from the next one's), where between the two the
    state changes, as a fraction of the straight piece between them (to ``TRANSITION_FT``)."""
    low, high = np.zeros(len(change)), np.ones(len(change))
    if not len(change):
        return low
    start, end = points[change], points[change + 1]
    normal = inland[change]
    span = np.hypot(*(end - start).T)
    for _ in range(int(math.ceil(math.log2(max(span.max(), TRANSITION_FT) / TRANSITION_FT)))):
        middle = (low + high) / 2
        here = _profiled(start + middle[:, None] * (end - start), normal, surface, rule)
        before = here == state[change]
        low, high = np.where(before, middle, low), np.where(before, high, middle)
    return (low + high) / 2


@dataclass
class _Tally:
    """A parcel's steep and unknown MHW so far, its longest non-steep stretch, and its steep stretches as lines."""

    steep_ft: float = 0.0
    unknown_ft: float = 0.0
    longest_non_steep_ft: float = 0.0
    lines: list = field(default_factory=list)


def _tally(result: _Tally, shore, states: np.ndarray, cuts: np.ndarray) -> None:
    """Add one run's steep, unknown and steep stretches to a parcel's tally; its longest non-steep stretch too."""
    lengths = np.diff(cuts)
    result.steep_ft += float(lengths[states == 1].sum())
    result.unknown_ft += float(lengths[states < 0].sum())
    run = 0.0
    for state, length in zip(states.tolist(), lengths.tolist()):
        run = 0.0 if state == 1 else run + length
        result.longest_non_steep_ft = max(result.longest_non_steep_ft, run)
    result.lines += [substring(shore, a, b) for state, a, b in zip(states, cuts[:-1], cuts[1:]) if state == 1]


def _classify(
    origins: np.ndarray, inland: np.ndarray, surface: Surface, rule: SteepSlopeRule, progress: Progress = NEVER
) -> np.ndarray:
    """For MHW points and their inland normals: 1 steep, 0 not, −1 unknown (elevations missing). In chunks shared
    out among threads (numpy releases the GIL), so that a whole lake's profiles never sit in memory at once; in
    each, a grid's bounds pass over the points where no profile can be steep or unknown (``_cannot_be_steep``)
    and the others are profiled."""
    size = max(1, min(2_000_000 // len(_profile_steps(rule)), -(-len(origins) // worker_count())))
    chunks = [slice(first, first + size) for first in range(0, len(origins), size)]
    classified = map_quietly(
        lambda chunk: _classify_chunk(origins[chunk], inland[chunk], surface, rule), chunks, progress
    )
    return np.concatenate([np.zeros(0, dtype=int), *classified])


def _classify_chunk(origins: np.ndarray, inland: np.ndarray, surface: Surface, rule: SteepSlopeRule) -> np.ndarray:
    """``_classify`` of one chunk."""
    result = np.zeros(len(origins), dtype=int)
    relief = getattr(surface, "relief_near", None)  # a grid tells where no profile can be steep or unknown
    profiled = np.arange(len(origins))
    if relief is not None:
        steepest, span = relief(origins, _profile_steps(rule)[-1])
        profiled = np.flatnonzero(~_cannot_be_steep(steepest, span, rule))
    result[profiled] = _profiled(origins[profiled], inland[profiled], surface, rule)
    return result


def _profile_steps(rule: SteepSlopeRule) -> np.ndarray:
    """The distances inland a profile reads the surface at, from the MHW on to past ``reach_ft``."""
    return np.arange(int(math.ceil(rule.reach_ft / rule.step_ft)) + 2) * rule.step_ft


def _profiled(origins: np.ndarray, inland: np.ndarray, surface: Surface, rule: SteepSlopeRule) -> np.ndarray:
    """MHW points profiled along their inland normals: 1 steep, 0 not, −1 unknown."""
    steps = _profile_steps(rule)
    profile = origins[:, None, :] + steps[None, :, None] * inland[:, None, :]
    z = surface(profile.reshape(-1, 2)).reshape(len(origins), len(steps))
    toe, rise = _steep_sections(z, rule)
    steep = ((toe <= rule.toe_ft + EPSILON) & (rise >= rule.rise_ft - EPSILON)).any(axis=1)
    return np.where(np.isnan(z).any(axis=1), -1, steep.astype(int))


def _cannot_be_steep(steepest: np.ndarray, span: np.ndarray, rule: SteepSlopeRule) -> np.ndarray:
    """Where no profile can be steep or unknown, from the surface's bounds around each MHW point (``relief_near``):
    every elevation known, and either no step steep enough, or no section able to rise ``rise_ft``: a section's
    rise (``_steep_sections``) is the difference of two samples (at most ``span``) and three parts of steps (each
    at most a step at the steepest gradient, and ``span``)."""
    piece = np.minimum(steepest * rule.step_ft, span)
    return (steepest < rule.gradient - GENTLE_MARGIN) | (span + 3 * piece < rule.rise_ft - GENTLE_MARGIN)


def _steep_sections(z: np.ndarray, rule: SteepSlopeRule) -> tuple[np.ndarray, np.ndarray]:
    """For each profile (rows of elevations every ``step_ft`` inland) and each of its first steps where a run of
    steep steps begins: the toe's distance from the MHW and the section's rise (inf toe elsewhere). The first steps
    only: a run beginning further in has its toe more than a step past it, beyond ``toe_ft``. A step that holds the
    foot or the top of the slope is read as two straight pieces, so a planar bank's toe and rise come out exact."""
    step = rule.step_ft
    dz = np.diff(z, axis=1)
    steep = dz >= rule.gradient * step - EPSILON
    count = steep.shape[1]
    ends = np.where(~steep, np.arange(count), count)
    toe_steps = min(count, int((rule.toe_ft + EPSILON) / step) + 2)
    ends = np.minimum.accumulate(ends[:, ::-1], axis=1)[:, ::-1][:, :toe_steps]  # the first not steep at or after
    starts = (steep & ~np.pad(steep, ((0, 0), (1, 0)))[:, :-1])[:, :toe_steps]
    first = np.broadcast_to(np.arange(toe_steps), starts.shape)
    slope = np.nan_to_num(dz / step)

    by_cell, row_start = slope.reshape(-1), np.arange(len(z))[:, None] * count  # one gather: cheaper than by row

    def slope_of(k):
        return np.where((k >= 0) & (k < count), by_cell.take(row_start + np.clip(k, 0, count - 1)), 0.0)

    def first_piece(k, before, after):
        """Step k read as a piece of slope ``before`` then one of slope ``after``: the first piece's length."""
        spread = after - before
        rise = slope_of(k) * step
        with np.errstate(divide="ignore", invalid="ignore"):
            length = np.where(np.abs(spread) > EPSILON, (after * step - rise) / spread, step)
        return np.where((k >= 0) & (k < count), np.clip(length, 0.0, step), 0.0)

    # The foot in the step below the run (not steep as a whole): its upper piece is steep.
    here = slope[:, :toe_steps]
    below = np.where(first >= 1, step - first_piece(first - 1, slope_of(first - 2), here), 0.0)
    # Or the foot inside the run's first step: a gentle piece, then the steeper slope of the next step.
    foot_inside = (below <= EPSILON) & (ends - first >= 2) & (slope_of(first + 1) - here > EPSILON)
    inside = np.where(foot_inside, first_piece(first, slope_of(first - 1), slope_of(first + 1)), 0.0)
    # The top in the first step past the run: a steep piece, then a gentler one.
    last_slope = slope_of(ends - 1)
    above = np.where(ends < count, first_piece(ends, last_slope, slope_of(ends + 1)), 0.0)
    rows = np.arange(len(z))[:, None]
    toe = first * step - below + inside
    rise = z[rows, ends] - z[rows, first] + here * below - slope_of(first - 1) * inside + last_slope * above
    return np.where(starts, toe, np.inf), np.where(starts, rise, -np.inf)
