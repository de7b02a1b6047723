"""A fuzz run over every shipped suite: 100,000 generated actions (:mod:`fuzz_actions`) through
the real env. Every step must answer with a string observation and a reward in [0, 1], never an
exception, and no tool may fail internally (raise an exception of its own, which the dispatcher
answers as a tool bug); every info must open with a step's own keys, of their types (the vector
env batches on that); a step whose calls all failed must change nothing (beyond the world's
own scheduled changes and the fault counter an injected fault moves); a sample of the episodes
must replay byte for byte from their trajectory lines. The slowest step is printed with its
input, to read beside the bench (no time is asserted: that belongs to the bench). Its time
leaves out the interpreter's cyclic garbage collector: a full collection walks every object the
process holds (every shipped suite's tasks here), so it lands on whichever step happens to
trigger it; the longest collection is printed apart."""

from __future__ import annotations

import gc
import math
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, replace
from typing import NoReturn

import pytest
from fuzz_actions import ActionFuzzer

from mobile_env import trajectory
from mobile_env.env import STEP_INFO_TYPES, MobilePlannerEnv
from mobile_env.state import PhoneState
from mobile_env.task_format import available_suites, load_suite
from mobile_env.tools.registry import REGISTRY

ACTIONS = 100_000
#: Every n-th finished episode of a suite is written as a trajectory and replayed strictly.
REPLAY_EVERY = 20
#: The fuzzer's shapes that need not be tool calls: any of them may be read as the final answer.
NOT_CALLS = frozenset({"garbage", "malformed", "final_answer"})


@dataclass
class Slowest:
    seconds: float = 0.0
    where: str = ""
    #: CPU seconds the cyclic garbage collector has spent so far, and its longest collection.
    collecting: float = 0.0
    longest_collection: float = 0.0
    _started: float = 0.0

    def on_collection(self, phase: str, info: dict[str, int]) -> None:
        """A ``gc.callbacks`` hook: time each collection, so a step can leave it out."""
        if phase == "start":
            self._started = time.thread_time()
            return
        took = time.thread_time() - self._started
        self.collecting += took
        self.longest_collection = max(self.longest_collection, took)


@contextmanager
def _timing_collections(slowest: Slowest) -> Iterator[None]:
    gc.callbacks.append(slowest.on_collection)
    try:
        yield
    finally:
        gc.callbacks.remove(slowest.on_collection)


def _world(state: PhoneState) -> dict[str, object]:
    """What a failed call must leave alone: the state without the fault counters and the
    operation log (which gains the failed call with its result code)."""
    data = state.to_dict()
    data.pop("faults", None)
    data.pop("log", None)
    return data


def _fuzz_suite(suite: str, actions: int, slowest: Slowest) -> tuple[int, int]:
    """(episodes, replayed) after ``actions`` fuzzed steps on ``suite``; asserts as it goes."""
    tasks = load_suite(suite)
    env = MobilePlannerEnv(tasks=tasks)
    fuzzer = ActionFuzzer(f"fuzz:{suite}")
    episodes = replayed = 0
    _, info = env.reset(seed=0)
    fuzzer.for_task(env.tasks[info["task_id"]], info["tools"])
    for _ in range(actions):
        shape, action = fuzzer.action()
        before = env.state
        assert before is not None
        # CPU time, so a loaded machine's descheduling is not counted, nor a collection
        start, collected = time.thread_time(), slowest.collecting
        obs, reward, terminated, truncated, info = env.step(action)
        elapsed = time.thread_time() - start - (slowest.collecting - collected)
        if elapsed > slowest.seconds:
            slowest.seconds = elapsed
            slowest.where = (f"{suite} step {info.get('step')}, {shape} ({len(action)} chars): "
                             f"{action[:300]!r}")
        assert isinstance(obs, str), (suite, action[:200])
        obs.encode("utf-8")  # no lone surrogate echoed back
        # the dispatcher turns a tool's own exception into an error observation: a tool bug
        for call in env.episode.steps[-1].calls:
            payload = call.feedback.payload
            message = str(payload.get("message", "")) if isinstance(payload, dict) else ""
            assert not message.startswith(f"{call.name} failed internally ("), \
                (suite, message, action[:200])
        assert type(reward) is float and math.isfinite(reward) and 0.0 <= reward <= 1.0
        # the info opens with a step's own keys, of their types (the vector env relies on it)
        assert list(info)[:len(STEP_INFO_TYPES)] == list(STEP_INFO_TYPES) and all(
            type(info[key]) in kinds for key, kinds in STEP_INFO_TYPES.items()), (suite, info)
        # a call in any accepted shape is a call, never taken for the final answer
        assert shape in NOT_CALLS or info.get("termination_reason") != "final_answer", \
            (suite, shape, action[:200])
        if info["error_type"] is not None:  # every call of the step failed
            after = env.state
            expected = env.episode.friction.scheduled_changes(before, info["step"])
            assert after is before or _world(after) == _world(expected), (suite, action[:200])
        if "tools" in info:
            fuzzer.tools = info["tools"]
        if terminated or truncated:
            episodes += 1
            if episodes % REPLAY_EVERY == 1:
                line = trajectory.from_episode(env.episode, seed=episodes - 1).to_json()
                line.encode("utf-8")  # the file line is valid UTF-8, whatever the model sent
                trajectory.replay(trajectory.Trajectory.from_json(line), tasks, strict=True)
                replayed += 1
            _, info = env.reset(seed=episodes)
            fuzzer.for_task(env.tasks[info["task_id"]], info["tools"])
    return episodes, replayed


@pytest.mark.slow
def test_fuzzed_actions_over_every_shipped_suite(capsys: pytest.CaptureFixture[str]) -> None:
    suites = available_suites()
    per_suite = -(-ACTIONS // len(suites))
    slowest = Slowest()
    with _timing_collections(slowest):
        totals = [_fuzz_suite(suite, per_suite, slowest) for suite in suites]
    assert per_suite * len(suites) >= ACTIONS
    assert sum(e for e, _ in totals) > 1000 and all(r > 0 for _, r in totals)
    with capsys.disabled():
        print(f"\n{per_suite * len(suites):,} fuzzed actions over {len(suites)} suites, "
              f"{sum(e for e, _ in totals):,} episodes, {sum(r for _, r in totals)} replayed "
              f"strictly; slowest step {slowest.seconds * 1000:.1f} ms of CPU: {slowest.where}; "
              f"garbage collection {slowest.collecting:.2f} s of CPU in all, "
              f"the longest {slowest.longest_collection * 1000:.0f} ms")


def test_a_short_fuzz_run_on_every_suite() -> None:
    """The same checks on a few hundred actions per suite, in the fast suite."""
    slowest = Slowest()
    with _timing_collections(slowest):
        for suite in available_suites():
            _fuzz_suite(suite, 300, slowest)
    assert slowest.where and slowest.seconds > 0


def test_the_fuzz_run_catches_a_tool_that_fails_internally(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """A tool that raises is answered as a tool bug, which the run's check refuses."""
    def broken(*args: object) -> NoReturn:
        raise KeyError("a bug")

    monkeypatch.setitem(REGISTRY._tools, "search_phone",
                        replace(REGISTRY["search_phone"], impl=broken))
    with pytest.raises(AssertionError, match="search_phone failed internally"):
        _fuzz_suite("demo", 300, Slowest())
