"""Work shared out among threads: shapely releases the GIL in its vectorised functions."""

from __future__ import annotations

import os
from concurrent.futures import ThreadPoolExecutor

import numpy as np

MAX_WORKERS = 4


def worker_count(jobs: int | None = None) -> int:
    """One thread per core, at most MAX_WORKERS, and no more than there are jobs."""
    return max(1, min(os.cpu_count() or 1, MAX_WORKERS, jobs if jobs else MAX_WORKERS))


def map_quietly(function, chunks: list) -> list:
    """``function(chunk)`` for each chunk, one thread each. GEOS raises floating-point flags inside some overlays
    that numpy would report as RuntimeWarnings; numpy's error state is per thread, so each thread silences them."""

    def quietly(chunk):
        with np.errstate(divide="ignore", invalid="ignore"):
            return function(chunk)

    with ThreadPoolExecutor(max(1, len(chunks))) as pool:
        return list(pool.map(quietly, chunks))
