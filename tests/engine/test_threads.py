"""Work shared among threads (rules/tools/threads.py): the chunks' results in order, and the one call put last on the
first thread they leave free."""

import threading
import time

import pytest
from dockline.rules.tools.progress import Cancelled, Progress
from dockline.rules.tools.threads import Later, map_quietly, worker_count


def test_the_last_call_starts_after_every_chunk_and_the_chunks_come_back_in_order():
    started, lock = [], threading.Lock()

    def chunk(k):
        with lock:
            started.append(k)
        time.sleep(0.2 if k == 8 else 0.01 * (k % 3))  # uneven: the last chunk leaves the other thread free
        return k * k

    def last_work():
        with lock:
            started.append("last")
        time.sleep(0.3)  # likely still running when the chunks' results come back: result() waits for it
        return threading.get_ident()

    last = Later(last_work)
    assert map_quietly(chunk, list(range(9)), last=last) == [k * k for k in range(9)]
    ran_on = last.result()
    assert ran_on != threading.get_ident() or worker_count() == 1  # on the thread chunk 8 left free, not here
    assert started[-1] == "last" and started.count("last") == 1 and sorted(started[:-1]) == list(range(9))


def test_a_later_call_no_pool_ran_is_worked_out_when_asked():
    calls = []
    later = Later(lambda a, b: calls.append((a, b)) or a + b, 2, 3)
    assert map_quietly(len, [], last=None) == [] and not calls
    assert later.result() == 5 and later.result() == 5 and calls == [(2, 3)]


def test_an_error_of_the_last_call_is_raised_by_its_result_not_by_the_chunks():
    def failing():
        raise ValueError("parcel 7 has no geometry")

    last = Later(failing)
    assert map_quietly(abs, [-1, -2], last=last) == [1, 2]
    with pytest.raises(ValueError, match="parcel 7"):
        last.result()


def test_a_cancel_stops_the_chunks_and_the_last_call_that_asks():
    progress = Progress(should_stop=lambda: True)
    last = Later(progress.check)
    with pytest.raises(Cancelled):
        map_quietly(abs, [-1, -2], progress, last=last)
    with pytest.raises(Cancelled):
        last.result()
