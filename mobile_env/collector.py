"""How MobilePlanner keeps CPython's cyclic garbage collector off its hot paths.

Two costs, two remedies. A lock-step of hundreds of envs makes enough tracked objects to call
for several young collections, and through them full ones, within one step:
:func:`collector_paused` runs a call with the collector off and lets it run once after, on its
own schedule (the vector env's ``pause_gc``). A full collection walks every object alive, and a
long run holds hundreds of thousands that never die (loaded tasks, imported libraries, a
model): :func:`loaded_objects_frozen` leaves those out of every full collection while a block
runs (``mobile-env eval`` around its episodes, ``mobile-env train grpo`` around training).
Neither changes the process's collector settings beyond the call or block it wraps.
"""

from __future__ import annotations

import contextlib
import gc
from typing import Any, Callable, Iterator, TypeVar

_Result = TypeVar("_Result")


class _Tracked:
    """An object the collector tracks (a slot makes the class one), made by
    :func:`collector_paused` right after enabling the collector again: allocating a tracked
    object is where CPython runs the collections that allocations since the last one call for
    (3.12 on: schedules them for its next check between calls, right after)."""

    __slots__ = ("_",)


def collector_paused(call: Callable[..., _Result], *args: Any) -> _Result:
    """``call(*args)`` with the garbage collector disabled, then enabled again and given the
    allocation at which it runs what the call's allocations called for, on its own schedule."""
    gc.disable()
    try:
        return call(*args)
    finally:
        gc.enable()
        _Tracked()


@contextlib.contextmanager
def loaded_objects_frozen() -> Iterator[None]:
    """Leave every object alive now out of the collector's full collections while the block
    runs, then hand them back (``gc.freeze`` / ``gc.unfreeze``): otherwise each full collection
    walks all of them on whichever step triggers it. With ``spieval-train``, the longest
    collection of ``mobile-env eval --agent heuristic`` went from 151-172 ms to 76-79 ms; in a
    GRPO run of the tiny model, the full collection during training (262-286 ms) is gone.

    An object frozen here that becomes garbage inside a reference cycle during the block is
    freed only after it, so enter the block once what lives for its length is built. A program
    that froze objects itself is left as it is: nothing is frozen again nor thawed."""
    if gc.get_freeze_count():
        yield
        return
    gc.freeze()
    try:
        yield
    finally:
        gc.unfreeze()
