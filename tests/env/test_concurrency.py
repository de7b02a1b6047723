"""Envs stepping in threads (one per server session) play the episodes they play alone."""

from __future__ import annotations

import json
import random
import subprocess
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


#: A fresh process: 8 threads released at once each make an env (the first use of the reward
#: registry, of the suites and of gymnasium's registration) and play the demo's reference.
_FIRST_USE = """
import json, threading
import gymnasium as gym
import mobile_env  # registers MobilePlanner-v0
from mobile_env.reward_registry import get
from mobile_env.task_format import load_suite

REWARDS = ["task_checker", "spieval_shaped", "spieval_exact", "partial_credit", "tool_calls",
           "spieval_normalised", "step_cost", "well_formed"]
start = threading.Barrier(len(REWARDS))
results = {}

def play(name):
    start.wait()
    try:
        env = gym.make("MobilePlanner-v0", suite="demo", reward=name)
        env.reset(seed=0)
        task = load_suite("demo")[0]
        for step in task.reference_solution:
            *_, info = env.step(json.dumps([{"name": c.name, "arguments": c.arguments}
                                            for c in step]))
        results[name] = get(name).__name__
    except BaseException as exc:
        results[name] = f"{type(exc).__name__}: {exc}"

threads = [threading.Thread(target=play, args=(name,)) for name in REWARDS]
for t in threads: t.start()
for t in threads: t.join()
print(json.dumps(results, sort_keys=True))
"""


def test_first_use_from_many_threads_in_a_fresh_process() -> None:
    """Creating envs, loading a suite and resolving rewards from 8 threads at once, before
    anything is loaded, works every time."""
    for _ in range(4):
        run = subprocess.run([sys.executable, "-c", _FIRST_USE], capture_output=True, text=True,
                             timeout=300, check=True)
        results = json.loads(run.stdout.splitlines()[-1])
        failed = {n: r for n, r in results.items() if ":" in r}
        assert len(results) == 8 and not failed, failed
