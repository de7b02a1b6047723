"""Envs stepping in threads (one per server session) play the episodes they play alone."""

from __future__ import annotations

import random
import sys
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor

import pytest

from episode_scripts import play_local, scripts


@pytest.fixture
def fast_switching() -> Iterator[None]:
    """The interpreter switches threads every microsecond while the test runs."""
    interval = sys.getswitchinterval()
    sys.setswitchinterval(1e-6)
    yield
    sys.setswitchinterval(interval)


def test_threads_reproduce_the_sequential_episodes(fast_switching: None) -> None:
    episodes = scripts()
    expected = [play_local(s) for s in episodes]
    order = [i for i in range(len(episodes)) for _ in range(4)]
    random.Random(0).shuffle(order)
    with ThreadPoolExecutor(max_workers=8) as pool:
        got = list(pool.map(lambda i: play_local(episodes[i]), order))
    assert [g == expected[i] for g, i in zip(got, order)] == [True] * len(order)
