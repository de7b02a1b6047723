"""Envs stepping in threads (one per server session) share the process caches safely."""

from __future__ import annotations

import random
import sys
from concurrent.futures import ThreadPoolExecutor

import pytest

from mobile_env import env as env_module
from mobile_env.caches import SharedCache
from mobile_env.tools import search

from episode_scripts import play_local, scripts


def test_shared_cache_evicts_oldest_and_copies_empty() -> None:
    import pickle

    cache: SharedCache[int, str] = SharedCache(2)
    for i in range(3):
        assert cache.put(i, str(i)) == str(i)
    assert list(cache) == [1, 2]
    copy = pickle.loads(pickle.dumps(cache))
    assert isinstance(copy, SharedCache) and copy.capacity == 2 and not copy


@pytest.fixture
def tiny_caches(monkeypatch: pytest.MonkeyPatch) -> list[SharedCache]:
    """Every shared cache cut to two entries, so concurrent episodes evict each other all the time;
    the interpreter switches threads every microsecond."""
    caches = [env_module._OPENINGS, env_module._INDEX_CACHE._entries,
              env_module._INDEX_CACHE._unions, search._REGEX_CACHE]
    for cache in caches:  # emptied too: earlier tests filled them to their real capacity
        monkeypatch.setattr(cache, "capacity", 2)
        cache.clear()
    interval = sys.getswitchinterval()
    sys.setswitchinterval(1e-6)
    yield caches
    sys.setswitchinterval(interval)


def test_threads_reproduce_the_sequential_episodes(tiny_caches: list[SharedCache]) -> None:
    episodes = scripts()
    expected = [play_local(s) for s in episodes]
    order = [i for i in range(len(episodes)) for _ in range(4)]
    random.Random(0).shuffle(order)
    with ThreadPoolExecutor(max_workers=8) as pool:
        got = list(pool.map(lambda i: play_local(episodes[i]), order))
    assert [g == expected[i] for g, i in zip(got, order)] == [True] * len(order)
    assert all(len(cache) <= 2 for cache in tiny_caches)
