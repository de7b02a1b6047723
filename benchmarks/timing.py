"""How the benchmark times things: batches of every operation run in turns, medians compared.

A *batch* runs an operation ``n`` times and returns the nanoseconds those calls took; whatever
set-up it needs (resetting an episode, bloating a world) stays outside the timed part.
:func:`measure_in_turns` runs one batch of each operation per round until its time is used, so
a machine that slows down for a while slows every operation alike instead of whichever ran
then, and a ratio of two medians from the same turns holds when the machine's speed does not.

Each round takes the operations in a new order, shuffled by a generator seeded the same in
every run: in a fixed order a pause that recurs with the work done (a garbage collection, say)
would land on the same operation round after round.
"""

from __future__ import annotations

import random
import statistics
import time
from typing import Callable, Sequence

#: A batch: run an operation ``n`` times with ``clock`` and return the nanoseconds they took.
Batch = Callable[[int, Callable[[], int]], int]
#: The clocks a run may time with: the wall clock, or this thread's CPU time (which other
#: processes on a loaded machine disturb less).
CLOCKS: dict[str, Callable[[], int]] = {"wall": time.perf_counter_ns, "cpu": time.thread_time_ns}


def timed(run: Callable[[int], object]) -> Batch:
    """A batch that times the whole of ``run(n)``.

    Args:
        run: calls the operation ``n`` times.

    Returns:
        The batch.
    """

    def batch(n: int, clock: Callable[[], int]) -> int:
        start = clock()
        run(n)
        return clock() - start

    return batch


def measure_in_turns(batches: Sequence[Batch], seconds: float, calls: int, *, warmup: int = 1,
                     min_rounds: int = 1, clock: str = "wall") -> list[float]:
    """The median microseconds per call of each batch, over rounds that run every batch once.

    Args:
        batches: the operations to time.
        seconds: wall-clock time after which no new round starts.
        calls: calls per batch.
        warmup: untimed batches of each operation before the first round.
        min_rounds: rounds to run however long they take.
        clock: a key of :data:`CLOCKS`.

    Returns:
        One median per batch, in the order given, in microseconds per call.
    """
    read = CLOCKS[clock]
    for batch in batches:
        for _ in range(warmup):
            batch(calls, read)
    samples: list[list[float]] = [[] for _ in batches]
    turns, shuffle = list(zip(batches, samples)), random.Random(0).shuffle
    deadline = time.perf_counter_ns() + int(seconds * 1e9)
    while len(samples[0]) < min_rounds or time.perf_counter_ns() < deadline:
        shuffle(turns)
        for batch, out in turns:
            out.append(batch(calls, read) / calls / 1e3)
    return [statistics.median(out) for out in samples]
