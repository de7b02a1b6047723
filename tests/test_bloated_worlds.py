"""Every MobilePA reading tool on worlds its writing tools bloat, at the longest queries.

A model can fill a table within one episode: 49 steps of 15 parallel calls, each string at the
longest its argument model takes. Each writing tool of the catalogue does that to the default
device here (through the tools' own dispatch, as the env's steps do), then every reading tool
runs with its example arguments and with every free-text argument at its longest. Every call
must answer (an observation, never an exception) and change nothing; the slowest is printed with
its input, to read beside the bench, whose adversarial table times the worst one found this way
(``find_contact`` with a 4,096-character query folded again for every field of every contact
took 170 ms). The one time bound is 20x the bench's 100 ms target, for a loaded CI machine: it
catches a stall (seconds), not a slowdown."""

from __future__ import annotations

import time
from typing import Any

import pytest
from test_mobilepa_catalog import example, prepared, run

from mobile_env.json_codec import dumps
from mobile_env.state import PhoneState
from mobile_env.tools import MOBILEPA_TOOLS, REGISTRY

#: Calls a planner can make within a 50-step limit before its last step: 49 steps of 15.
BLOATING_CALLS = 49 * 15
#: The bench's answer target (100 ms) x 20.
STALL_SECONDS = 2.0
#: Filler text for the longest strings.
WORDS = "lorem ipsum dolor sit amet " * 160


def _free_text(name: str) -> dict[str, int]:
    """The free-text arguments of ``name`` (a string with no enum, pattern or format), each
    with the longest length its model takes (at most 4,096)."""
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


def _world(state: PhoneState) -> tuple[Any, ...]:
    """What a reading tool must leave as it was (all but the operation log, which every call
    appends to). Tables are shared tuples, so comparing them is mostly identity checks."""
    return state.now, state.tables, state.settings, state.memory, state.counters, state.faults


@pytest.mark.slow
def test_every_reader_answers_on_every_bloated_world() -> None:
    slowest = (0.0, "")
    bloated = 0
    for writer in WRITERS:
        state, succeeded = _bloated(writer)
        bloated += succeeded == BLOATING_CALLS
        before = _world(state)
        for reader, calls in READS.items():
            for call in calls:
                start = time.thread_time()
                after, result = run(state, reader, call)
                took = time.thread_time() - start
                dumps(result.feedback.payload)  # an observation can be written
                assert _world(after) == before, f"{reader} changed the world after {writer}"
                slowest = max(slowest, (took, f"{reader} {dumps(call)[:120]} after {writer}"))
    print(f"\n{len(WRITERS)} writers ({bloated} bloated by all {BLOATING_CALLS} calls) x "
          f"{len(READS)} readers; slowest call {slowest[0] * 1e3:.1f} ms of CPU: {slowest[1]}")
    assert bloated >= 75  # 81 when written: the rest add a record once (an install, a delete)
    assert slowest[0] < STALL_SECONDS, slowest
