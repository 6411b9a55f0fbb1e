"""Small numpy helpers the engine uses everywhere: geometry arrays, items laid out in groups, 2-D cross products."""

from __future__ import annotations

import numpy as np


def geometry_array(geometries) -> np.ndarray:
    """Geometries (or None) as a numpy object array, filled one by one: ``np.array`` probes each geometry as a
    possible sequence (30,000 geometries: 28 ms; this: 2 ms), and ``np.fromiter`` makes object arrays only from
    numpy 1.23 on (Ubuntu 22.04 has 1.21)."""
    geometries = geometries if isinstance(geometries, (list, tuple, np.ndarray)) else list(geometries)
    array = np.empty(len(geometries), dtype=object)
    for index, geometry in enumerate(geometries):
        array[index] = geometry
    return array


def heading(vectors: np.ndarray) -> np.ndarray:
    """The direction of each 2-D vector (the last axis holds x, y), in radians counter-clockwise from +x."""
    return np.arctan2(vectors[..., 1], vectors[..., 0])


def groups(sizes: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """For groups of the given sizes laid end to end: each item's group and its position within the group."""
    sizes = np.asarray(sizes, dtype=int)
    owner = np.repeat(np.arange(len(sizes)), sizes)
    return owner, np.arange(len(owner)) - np.repeat(np.cumsum(sizes) - sizes, sizes)


def group_starts(labels: np.ndarray) -> np.ndarray:
    """Where each run of equal labels begins, for labels sorted (or at least grouped) by value."""
    return np.flatnonzero(np.r_[True, labels[1:] != labels[:-1]])


def cross(a: np.ndarray, b: np.ndarray) -> np.ndarray:
    """The z component of each pair of 2-D vectors' cross product: > 0 where b turns left of a."""
    return a[:, 0] * b[:, 1] - a[:, 1] * b[:, 0]
