"""Work shared out among threads: shapely releases the GIL in its vectorised functions."""

from __future__ import annotations

import functools
import os
import threading
from concurrent.futures import Future, ThreadPoolExecutor

import numpy as np

from .progress import NEVER, Progress

MAX_WORKERS = 4


def worker_count(jobs: int | None = None) -> int:
    """One thread per core, at most MAX_WORKERS, and no more than there are jobs."""
    return max(1, min(os.cpu_count() or 1, MAX_WORKERS, jobs if jobs else MAX_WORKERS))


def map_quietly(function, chunks: list, progress: Progress = NEVER, last: Later | None = None) -> list:
    """``function(chunk)`` for each chunk, on at most ``worker_count`` threads: a chunk starts only if
    ``progress`` does not say stop, so that many small chunks make a long step quick to cancel. ``last`` starts
    once every chunk has, on the first thread they leave free (the chunks' uneven end would leave that core idle),
    and may still be running when the chunks' results are returned."""

    def checked(chunk):
        progress.check()
        return _quietly(function, chunk)

    pool = ThreadPoolExecutor(worker_count(len(chunks) + (last is not None)))
    waits = True  # after an error, for every thread; once the chunks are done, not for ``last`` (its result() waits)
    try:
        done = [pool.submit(checked, chunk) for chunk in chunks]
        if last is not None:
            pool.submit(last)
        results = [future.result() for future in done]
        waits = False
        return results
    finally:
        pool.shutdown(wait=waits)


class Later:
    """``function(*args)`` for a thread that a pool leaves idle (``map_quietly``'s ``last``), worked out once;
    ``result()`` gives it, working it out on the calling thread if no thread has started it, waiting if one has,
    and raises its error."""

    def __init__(self, function, *args):
        self._call = functools.partial(_quietly, function, *args)
        self._claimed = threading.Lock()  # the first thread to take it works it out
        self._future = Future()

    def __call__(self) -> None:
        if not self._claimed.acquire(blocking=False):
            return
        try:
            self._future.set_result(self._call())
        except BaseException as error:  # kept for result(), raised on the thread that asks
            self._future.set_exception(error)

    def result(self):
        self()
        return self._future.result()


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
