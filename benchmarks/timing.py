"""How the benchmark times things: batches run in turns, on the wall clock or the CPU clock.

A *batch* runs an operation ``n`` times and returns the nanoseconds those calls took (setup it
needs, such as resetting an episode, stays outside the timed part). :func:`measure_in_turns`
runs one batch of each operation per round until the time is used, so a machine that slows
down for a while (a shared VM does: this project's runs 1.5-2x slower for minutes at a time)
slows all of them alike instead of whichever ran then; each operation gets the median and the
mean of its batches.

Each round runs the operations in a new order, shuffled by a generator seeded the same in
every run. In a fixed order, a pause that recurs with the work done rather than with time
falls at about the same point of every round, and so on the same operation round after round:
CPython's young garbage collections do (one each time tracked objects made, less those freed,
pass a threshold), and each operation always follows the same neighbour. In three runs of the
bench in each order, alternated, 8 vector envs cost 1.18-1.22x the same envs stepped in a loop
in the fixed order and 1.14-1.16x shuffled, and ``Contacts_Create`` 1.98 floors against
2.07-2.13: the fixed order flattered it (benchmarks/README.md has the figures).

The clock is ``time.perf_counter_ns`` (wall) or ``time.thread_time_ns`` (CPU time of this
thread): on a loaded machine the wall clock also counts the time other processes held the core,
the CPU clock does not, so ``--clock cpu`` gives steadier numbers there.
"""

from __future__ import annotations

import random
import statistics
import time
from dataclasses import dataclass
from typing import Callable, Sequence

#: A batch: run an operation ``n`` times with ``clock`` and return the nanoseconds they took.
Batch = Callable[[int, Callable[[], int]], int]
CLOCKS: dict[str, Callable[[], int]] = {"wall": time.perf_counter_ns, "cpu": time.thread_time_ns}


@dataclass(frozen=True, slots=True)
class Stats:
    """µs per call of one operation: median and mean over its batches, and how many ran."""

    median_us: float
    mean_us: float
    batches: int


def timed(run: Callable[[int], None]) -> Batch:
    """A batch that times the whole of ``run(n)``."""

    def batch(n: int, clock: Callable[[], int]) -> int:
        start = clock()
        run(n)
        return clock() - start

    return batch


def measure_in_turns(batches: Sequence[Batch], seconds: float, calls: int, warmup: int = 3,
                     clock: str = "wall", max_rounds: int = 100_000,
                     min_rounds: int = 1, order_seed: int = 0) -> list[Stats]:
    """:class:`Stats` of each batch over rounds of ``calls`` calls each, one batch of every
    operation per round in an order shuffled each round (by ``order_seed``: the same orders in
    every run), until ``seconds`` (of the wall clock) are used and at least ``min_rounds``
    rounds have run (a median of one batch is whatever paused in it)."""
    read = CLOCKS[clock]
    for batch in batches:
        for _ in range(warmup):
            batch(calls, read)
    samples: list[list[float]] = [[] for _ in batches]
    turns, shuffle = list(zip(batches, samples)), random.Random(order_seed).shuffle
    deadline = time.perf_counter_ns() + int(seconds * 1e9)
    while len(samples[0]) < max(min_rounds, 1) or (time.perf_counter_ns() < deadline
                                                   and len(samples[0]) < max_rounds):
        shuffle(turns)
        for batch, out in turns:
            out.append(batch(calls, read) / calls / 1e3)
    return [Stats(statistics.median(out), statistics.fmean(out), len(out)) for out in samples]
