"""Every reading tool on worlds its writing tools bloat, at the longest queries.

A model can fill a table within one episode: 49 steps of 15 parallel calls, each string at the
longest its argument model takes (and a step at most 65,536 characters). Each writing tool of
both catalogues does that, then every reading tool runs with its longest queries -- SPIEval's
searches in every mode, with the bench's adversarial regexes, over every field and over the
fullest. Every call must answer (an observation, never an exception) and change nothing. The
slowest is printed with its input, in CPU time with the cyclic garbage collector paused (a full
collection walks every object the process holds and lands on whichever call triggers it). The
one time bound is 20x the bench's 100 ms target, for a loaded CI machine: it catches a stall
(seconds), not a slowdown."""

from __future__ import annotations

import gc
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from functools import cache
from typing import Any

import pytest
from test_mobilepa_catalog import example, prepared, run

import mobile_env.bench as entry
from mobile_env.apps import APPS
from mobile_env.env import MobilePlannerEnv
from mobile_env.jsonl import dumps
from mobile_env.state import PhoneState
from mobile_env.task_format import load_suite
from mobile_env.tools import MOBILEPA_TOOLS, REGISTRY, SPIEVAL_TOOLS
from mobile_env.tools.search import MAX_FUZZY_CHARS, MAX_REGEX_CHARS

if str(entry.CHECKOUT) not in sys.path:  # benchmarks/ is a folder of the checkout, not installed
    sys.path.insert(0, str(entry.CHECKOUT))

from benchmarks.bench import BLOATED_PATTERNS  # noqa: E402

#: Calls a planner can make within a 50-step limit before its last step: 49 steps of 15.
BLOATING_CALLS = 49 * 15
#: The bench's answer target (100 ms) x 20.
STALL_SECONDS = 2.0
#: Filler text for the longest strings.
WORDS = "lorem ipsum dolor sit amet " * 160
#: The longest action a step takes, and the most parallel calls a bloating step makes.
MAX_ACTION_CHARS, PARALLEL = 65_536, 15


@cache
def _free_text(name: str) -> dict[str, int]:
    """The free-text arguments of ``name`` (a string with no enum, pattern or format), each
    with the longest length its model takes (at most 4,096). Read from the model's schema once
    a tool: the bloating asks it for every call."""
    out = {}
    for arg, spec in REGISTRY[name].args.model_json_schema()["properties"].items():
        string = next((s for s in spec.get("anyOf", [spec]) if s.get("type") == "string"), None)
        if string and not {"enum", "pattern", "format"} & set(string):
            out[arg] = min(string.get("maxLength", 4096), 4096)
    return out


def _padded(name: str, args: dict[str, Any], n: int, keep: set[str]) -> dict[str, Any]:
    """``args`` with each free-text argument in ``keep`` at its longest, numbered ``n`` (so that
    records that must be unique are)."""
    return {**args, **{arg: f"{n} {WORDS}"[:length] for arg, length in _free_text(name).items()
                       if arg in keep}}


def _bloated(writer: str) -> tuple[PhoneState, int]:
    """The default device after :data:`BLOATING_CALLS` calls of ``writer`` (after its example's
    setup), every free-text argument that still validates at its longest; and how many of
    the calls succeeded."""
    args, setup = example(writer)
    state = prepared(setup)
    keep = {arg for arg in _free_text(writer) if arg in args
            and run(state, writer, _padded(writer, args, 0, {arg}))[1].feedback.ok}
    succeeded = 0
    for n in range(BLOATING_CALLS):
        state, result = run(state, writer, _padded(writer, args, n, keep))
        succeeded += result.feedback.ok
    return state, succeeded


WRITERS = [name for name in MOBILEPA_TOOLS if REGISTRY[name].kind == "execute"]
#: Each reading tool's calls: its example, then every free-text argument at its longest, in
#: words and in digits (which number filters also compare).
READS = {name: [args, {**args, **{arg: WORDS[:n] for arg, n in _free_text(name).items()}},
                {**args, **{arg: "9" * n for arg, n in _free_text(name).items()}}]
         for name in MOBILEPA_TOOLS if REGISTRY[name].kind == "retrieve"
         for args in [example(name)[0]]}


@contextmanager
def _collector_paused() -> Iterator[None]:
    """Time calls without the cyclic garbage collector's pauses (collected after)."""
    gc.disable()
    try:
        yield
    finally:
        gc.enable()
        gc.collect()


def _world(state: PhoneState) -> tuple[Any, ...]:
    """What a reading tool must leave as it was (all but the operation log, which every call
    appends to). Tables are shared tuples, so comparing them is mostly identity checks."""
    return state.now, state.tables, state.settings, state.memory, state.counters, state.faults


def _slowest_read(state: PhoneState, before: tuple[Any, ...], writer: str
                  ) -> tuple[float, str]:
    """Every reader's calls on ``state`` (``writer`` bloated it): each answers and leaves the
    world as it was; the slowest, with its input."""
    slowest = (0.0, "")
    for reader, calls in READS.items():
        for call in calls:
            start = time.thread_time()
            after, result = run(state, reader, call)
            took = time.thread_time() - start
            dumps(result.feedback.payload)  # an observation can be written
            assert _world(after) == before, f"{reader} changed the world after {writer}"
            slowest = max(slowest, (took, f"{reader} {dumps(call)[:120]} after {writer}"))
    return slowest


@pytest.mark.slow
def test_every_reader_answers_on_every_bloated_world(capsys: pytest.CaptureFixture[str]) -> None:
    slowest = (0.0, "")
    bloated = 0
    for writer in WRITERS:
        state, succeeded = _bloated(writer)
        bloated += succeeded == BLOATING_CALLS
        before = _world(state)
        with _collector_paused():
            slowest = max(slowest, _slowest_read(state, before, writer))
    with capsys.disabled():  # in every run's log, as the fuzz run's slowest step is
        print(f"\n{len(WRITERS)} MobilePA writers ({bloated} bloated by all {BLOATING_CALLS} "
              f"calls) x {len(READS)} readers; slowest call {slowest[0] * 1e3:.1f} ms of CPU: "
              f"{slowest[1]}")
    assert bloated >= 75  # 81 when written: the rest add a record once (an install, a delete)
    assert slowest[0] < STALL_SECONDS, slowest


def _spieval_examples() -> dict[str, dict[str, Any]]:
    """Each SPIEval tool's first call in spieval-core's reference solutions."""
    examples: dict[str, dict[str, Any]] = {}
    for task in load_suite("spieval-core"):
        for step in task.reference_solution:
            for call in step:
                examples.setdefault(call.name, dict(call.arguments))
    return examples


def _spieval_bloating(env: MobilePlannerEnv, writer: str, args: dict[str, Any]) -> list[str]:
    """49 steps of 15 ``writer`` calls, the free-text arguments that still validate at their
    longest sharing what a step can hold, each call numbered so that none is a duplicate."""
    env.reset()
    keep = [arg for arg in _free_text(writer) if arg in args and not env.step(dumps(
        {"name": writer, "arguments": _padded(writer, args, 0, {arg})}))[4]["error_type"]]
    share = (MAX_ACTION_CHARS // PARALLEL - 400) // max(len(keep), 1)
    return [dumps([{"name": writer, "arguments": {**args, **{
        arg: f"{n} {WORDS}"[:min(share, _free_text(writer)[arg])] for arg in keep}}}
        for n in range(PARALLEL * step, PARALLEL * step + PARALLEL)]) for step in range(49)]


def _spieval_reads(state: PhoneState, reader: str) -> list[dict[str, Any]]:
    """``reader``'s calls: words at the longest each mode takes, digits, and the adversarial
    regexes, over every field and over the field of its app holding the most text
    (``search_phone`` has no modes, and no field of its own)."""
    app = APPS.get(reader.removeprefix("search_"))
    wheres: list[dict[str, str]] = [{}]
    if app is not None:
        wheres.append({"field": max(app.keys, key=lambda key: sum(
            len(str(record.get(key, ""))) for record in state.table(app.name)))})
    modes = [("fixed", WORDS[:4096]), ("fixed", "9" * 4096)] if app is None else [
        ("fixed", WORDS[:4096]), ("fixed", "9" * 4096), ("fuzzy", WORDS[:MAX_FUZZY_CHARS]),
        ("regex", WORDS[:MAX_REGEX_CHARS]), *(("regex", regex) for regex in BLOATED_PATTERNS)]
    return [{"pattern": pattern, **({"mode": mode} if app else {}), **where}
            for where in wheres for mode, pattern in modes]


@pytest.mark.slow
def test_every_spieval_search_answers_on_every_bloated_world(
        capsys: pytest.CaptureFixture[str]) -> None:
    examples = _spieval_examples()
    writers = [name for name in SPIEVAL_TOOLS if REGISTRY[name].kind == "execute"]
    readers = [name for name in SPIEVAL_TOOLS if REGISTRY[name].kind == "retrieve"]
    task = next(t for t in load_suite("spieval-core")
                if set(SPIEVAL_TOOLS) <= set(t.candidate_tools))
    env = MobilePlannerEnv(tasks=[task], step_limit=100_000)
    slowest, written = (0.0, ""), 0
    for writer in writers:
        steps = _spieval_bloating(env, writer, examples[writer])
        env.reset()
        for step in steps:
            written += sum(call["status"] == "ok" for call in env.step(step)[4]["calls"])
        assert env.state is not None
        before = _world(env.state)
        with _collector_paused():
            for reader in readers:
                for call in _spieval_reads(env.state, reader):
                    start = time.thread_time()
                    observation, *_ = env.step(dumps({"name": reader, "arguments": call}))
                    took = time.thread_time() - start
                    assert isinstance(observation, str) and observation
                    assert _world(env.state) == before, f"{reader} changed the world after {writer}"
                    slowest = max(slowest, (took, f"{reader} {dumps(call)[:120]} after {writer}"))
    with capsys.disabled():
        print(f"\n{len(writers)} SPIEval writers ({written} calls written) x {len(readers)} "
              f"searches; slowest call {slowest[0] * 1e3:.1f} ms of CPU: {slowest[1]}")
    assert written >= 0.9 * len(writers) * 49 * PARALLEL
    assert slowest[0] < STALL_SECONDS, slowest
