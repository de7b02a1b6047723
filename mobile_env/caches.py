"""The bounded caches that every env in a process shares, safe for envs stepping in threads.

An OpenEnv server (``mobile-env serve``) runs one env per session, each in its own thread, and
they all share the process's caches of openings, search indexes and compiled regexes. A cache is
an insertion-ordered dict with a capacity. A read is one ``dict.get``: atomic and lock-free, so
the hot path pays nothing. A write and the eviction it triggers run under the cache's lock, so
concurrent misses never evict past the capacity or pop from a dict another thread is filling.
Every value is a pure function of its key (the identity of an immutable object, or a pattern), so
when two threads miss on one key at once they build equal values and either may stay.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from typing import Any, Callable, Hashable, TypeVar

K = TypeVar("K")
V = TypeVar("V")


class SharedCache(OrderedDict[K, V]):
    """An ``OrderedDict`` dropping its oldest entries past ``capacity``; write with :meth:`put`."""

    __slots__ = ("capacity", "_lock")

    def __init__(self, capacity: int) -> None:
        super().__init__()
        self.capacity = capacity
        self._lock = threading.Lock()

    def put(self, key: K, value: V) -> V:
        """Store ``value`` (evicting the oldest entries over capacity) and return it."""
        with self._lock:
            self[key] = value
            while len(self) > self.capacity:
                self.popitem(last=False)
        return value

    def __reduce__(self) -> tuple[Any, ...]:
        """A copy starts empty: entries are keyed by object identity, which a copy does not keep."""
        return type(self), (self.capacity,)


def kept_for(cache: SharedCache[tuple[Hashable, ...], tuple[Any, V]], owner: object,
             build: Callable[[], V], *key: Hashable) -> V:
    """``build()``, kept in ``cache`` for ``owner`` (by identity, with ``key``): the entry holds
    ``owner``, so its id cannot be reused by another object while the entry lives."""
    at = (id(owner), *key)
    entry = cache.get(at)
    if entry is None or entry[0] is not owner:
        entry = cache.put(at, (owner, build()))
    return entry[1]
