"""Work shared out among threads: shapely releases the GIL in its vectorised functions."""

from __future__ import annotations

import contextlib
import os
from concurrent.futures import ThreadPoolExecutor

import numpy as np

from .progress import NEVER, Progress

MAX_WORKERS = 4


def worker_count(jobs: int | None = None) -> int:
    """One thread per core, at most MAX_WORKERS, and no more than there are jobs."""
    return max(1, min(os.cpu_count() or 1, MAX_WORKERS, jobs if jobs else MAX_WORKERS))


def map_quietly(function, chunks: list, progress: Progress = NEVER) -> list:
    """``function(chunk)`` for each chunk, on at most ``worker_count`` threads: a chunk starts only if
    ``progress`` does not say stop, so that many small chunks make a long step quick to cancel."""

    def checked(chunk):
        progress.check()
        return _quietly(function, chunk)

    with ThreadPoolExecutor(worker_count(len(chunks))) as pool:
        return list(pool.map(checked, chunks))


@contextlib.contextmanager
def meanwhile(function, *args):
    """``function(*args)`` on a thread of its own while the block runs, for work that leaves a core idle at
    times; the block is given a callable that waits for the result (or raises the thread's error)."""
    with ThreadPoolExecutor(1) as pool:
        yield pool.submit(_quietly, function, *args).result


def _quietly(function, *args):
    """GEOS raises floating-point flags inside some overlays that numpy would report as RuntimeWarnings; numpy's
    error state is per thread, so each thread silences them."""
    with np.errstate(divide="ignore", invalid="ignore"):
        return function(*args)


def chunked(function, *arrays, least: int):
    """``function(*arrays)`` worked out in chunks of the arrays (of one length), one thread per core where each
    gets ``least`` items or more (starting threads costs more than a few items save), since shapely releases the
    GIL in its vectorised functions: its result, an array, joined in order. None of the geometries may be
    prepared (a prepared geometry is queried only on the thread that holds it)."""
    count = len(arrays[0])
    pieces = min(worker_count(), count // least)
    if pieces < 2:
        return function(*arrays)
    chunks = np.array_split(np.arange(count), pieces)
    return np.concatenate(map_quietly(lambda chunk: function(*(array[chunk] for array in arrays)), chunks))
