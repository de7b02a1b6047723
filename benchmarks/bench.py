"""``mobile-env bench``: what the env costs, per call, per episode and per env, on worlds of 200,
4,000 (SPIEval's whole record count) and 40,000 records.

The quality bar (SPEC, "Throughput") is that the env is never the bottleneck of RL: thousands of
tool steps per second per core and resets in microseconds. This benchmark measures that through
the real :class:`~mobile_env.env.MobilePlannerEnv`, so every number includes action parsing,
argument validation, dispatch, state copying and feedback rendering -- plus the raw
:func:`mobile_env.tools.execute` cost of the same calls, to separate the env's own overhead.

What it reports, per world (:func:`benchmarks.worlds.build_world`, the task generator's records):

* calls in fresh episodes -- non-search calls, the error paths (unknown tool, bad arguments,
  bad JSON), fixed / regex / fuzzy search, ``search_phone``, a fixed search right after a
  write (its table is new) -- and a warm reset;
* the cold path training on generated tasks takes: a reset of a task the process has never
  seen, alone and with its first search (the opening state and the search indexes are built
  then, per app, as they are needed);
* the pure-Python floor of a tool call -- parse a JSON call, dispatch it by name, look a record
  up by id, serialise the answer -- and every row's cost in multiples of it, a ratio that stays
  put when the machine's speed does not.

Then model-written regexes at their worst: on the world a planner can build within a task's
step limit (49 steps of 15 ``Contacts_Create`` calls with 4,096-character notes), and patterns
whose counted repetitions the bounds refuse, each the first search of a fresh episode with its
pattern never compiled before.

Then the cost of a step at episode length 1, 500 and 5,000 (one call repeated, with and without
``step_reward``, or a write and a search in turn, these also beside step 1 of a world that starts
with the records written by then; and the memory a step adds), and scoring an episode with each
reward. The vector env
(µs per env step beside the same envs in a plain loop, that loop building the same outputs and
nothing else, Gymnasium's ``SyncVectorEnv`` and a lone env; memory per env after reset and
after 40 steps) is timed before everything else: from hundreds of envs on the garbage
collector's full collections decide its rows, and they would also walk the worlds and copies
the other sections leave alive. Every target of the hardening work is a row's, in whichever table
holds it, and the run ends with the count of all of them missed and each miss named
(``--check`` exits 1 on any).

Every row gives the median and the mean over batches timed in turns, in an order shuffled
each round (see :mod:`benchmarks.timing`); ``--clock cpu`` times with the thread's CPU clock
instead of the wall clock, for loaded machines. ``--profile`` adds a cProfile listing of each
operation; ``--plot PATH`` draws the world, episode-length and vector tables' ratios beside
their targets in one figure (:mod:`benchmarks.plots`). Timing is this module's business: the
test suite checks only that it runs and what it reports.
"""

from __future__ import annotations

import argparse
import copy
import cProfile
import importlib.util
import io
import json
import os
import platform
import pstats
import sys
import time
import tracemalloc
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable, Sequence

import numpy as np
from gymnasium.vector import SyncVectorEnv, VectorEnv

from benchmarks.timing import CLOCKS, Batch, Stats, measure_in_turns, timed
from benchmarks.worlds import (CALL_NUMBER, FIXED_PATTERN, FUZZY_PATTERN, REGEX_PATTERN,
                               build_world)
from mobile_env.cli_args import int_at_least, positive_float
from mobile_env.env import MobilePlannerEnv
from mobile_env.episode import EpisodeRecord
from mobile_env.rewards import RewardResult
from mobile_env.rewards import get as get_reward
from mobile_env.tasks import Task, load_suite
from mobile_env.tools import SPIEVAL_TOOLS, ToolCall, ToolContext, UserProfile, execute
from mobile_env.tools.mobilepa.calls import digits
from mobile_env.tools.mobilepa.families import folded
from mobile_env.tools.search import _REGEX_CACHE, IndexCache
from mobile_env.vector import MobileVectorEnv

#: World sizes measured by default: a task-sized world, SPIEval's whole record count, and ten
#: times that.
DEFAULT_SIZES: tuple[int, ...] = (200, 4000, 40000)
#: Vector env sizes (episodes in lock-step) measured by default, and by ``--quick``.
VECTOR_SIZES: tuple[int, ...] = (1, 8, 64, 256, 1024)
QUICK_VECTOR_SIZES: tuple[int, ...] = (1, 8, 64)
#: World size of the vector and episode-length benchmarks: a task-sized world.
SMALL_WORLD = 200
#: Episode lengths at which a step is timed.
LENGTHS: tuple[int, ...] = (1, 500, 5000)
#: Default measuring time per world, split evenly over the operations.
DEFAULT_SECONDS = 2.0
#: Calls per timed batch. Below the task's step limit, so no episode is truncated (which would
#: add a reward computation), and the length of a real episode's operation log.
STEPS_PER_EPISODE = 40
#: Steps after which memory per env is measured in the vector env.
MEMORY_STEPS = 40
#: Rounds each vector size is timed for at least, whatever ``--seconds`` gives it: from 256 envs
#: on one round outlasts a full run's share (a quarter of a world's seconds), and the median of
#: a single batch is whatever paused in it (a full garbage collection over 1024 live episodes
#: takes about 0.1 s); with one batch, those rows moved by 2x between runs.
VECTOR_MIN_ROUNDS = 5
#: Rounds each adversarial regex is timed for at least: one call a round (each the first of a
#: fresh episode, after about 25 ms of untimed bloating).
ADVERSARIAL_MIN_ROUNDS = 3
#: Rounds each episode length is timed for at least: a round of the ``step_reward`` row takes
#: 0.5-1 s (5,000 untimed steps to reach the last length), so ``--seconds`` alone gave it two to
#: four batches, and the cheaper rows 11-22 on a host whose speed swings within seconds, where a
#: row flat by its means (25.5, 24.7 and 25.1 µs) read 1.22x and 1.25x step 1 by its medians.
LENGTH_MIN_ROUNDS = 25
#: Name of the floor row in the table.
FLOOR_OP = "python floor: parse, dispatch, lookup, dumps"
#: The most a step may cost at a later episode length, against step 1 (on the same data, in the
#: rows that write), and a vector env step against the same envs stepped in a plain loop.
FLAT_LIMIT = 1.2
VECTOR_LIMIT = 1.2
#: The project's own limit, in floors, on a warm reset and on a fixed search of the 200-record
#: world (the issue sets none there): 50 µs on the machine of the README's runs (a floor of
#: 5-5.5 µs), kept as a ratio because an absolute limit flips with the host's speed --
#: ``search_phone`` measured 4.9 floors in two runs, 25.8 µs in one and 54.1 µs in the other.
FAST_FLOORS = 10


@dataclass(frozen=True, slots=True)
class Target:
    """A row's target: at most ``us`` microseconds and/or ``floors`` floors per call."""

    us: float | None = None
    floors: float | None = None

    def met(self, us: float, floor: float | None) -> bool:
        return ((self.us is None or us < self.us)
                and (self.floors is None or floor is None or us <= self.floors * floor))

    def __str__(self) -> str:
        parts = ([f"< {self.us:g} µs"] if self.us is not None else []) + \
            ([f"<= {self.floors:g} fl"] if self.floors is not None else [])
        return ", ".join(parts) or "-"


@dataclass(frozen=True, slots=True)
class Op:
    """A measured operation: its name, a batch runner, its hits and its target."""

    name: str
    batch: Batch
    hits: int | str | None = None
    target: Target | None = None


@dataclass(frozen=True, slots=True)
class Row:
    op: str
    world: int
    hits: int | str | None
    stats: Stats
    target: Target | None = None
    floor_us: float | None = None

    @property
    def us_per_call(self) -> float:
        return self.stats.median_us

    @property
    def x_floor(self) -> float | None:
        return None if not self.floor_us else self.us_per_call / self.floor_us

    @property
    def calls_per_s(self) -> float:
        return 1e6 / self.us_per_call if self.us_per_call > 0 else float("inf")

    @property
    def passed(self) -> bool | None:
        return None if self.target is None else self.target.met(self.us_per_call, self.floor_us)


# --------------------------------------------------------------------------------------------
# Operations on one world
# --------------------------------------------------------------------------------------------

def _action(tool: str, /, **arguments: Any) -> str:
    return json.dumps({"name": tool, "arguments": arguments})


def _search(app: str, pattern: str, mode: str, **options: Any) -> str:
    return _action(f"search_{app}", pattern=pattern, mode=mode, **options)


CALL = _action("Phone_Call", telephone=CALL_NUMBER, type="VIDEO")
CREATE = _action("Contacts_Create", name="Ada Lovelace", telephone="+44 20-7946-0018",
                 company="Analytical Engines", relationship="friend")
SEARCH_FIXED = _search("contacts", FIXED_PATTERN, "fixed")
SEARCH_PHONE = _action("search_phone", pattern=FIXED_PATTERN)


def _step_batch(env: MobilePlannerEnv, task_id: str, action: str, before: int = 0) -> Batch:
    """Time ``n`` env.step calls in a fresh episode, after ``before`` untimed steps of the same
    action; the reset is untimed."""
    options = {"task_id": task_id}

    def run(n: int, clock: Callable[[], int]) -> int:
        env.reset(options=options)
        step = env.step
        for _ in range(before):
            step(action)
        start = clock()
        for _ in range(n):
            step(action)
        return clock() - start

    return run


def _after_write_batch(env: MobilePlannerEnv, task_id: str, search: str) -> Batch:
    """Time ``n`` searches in a fresh episode, each right after an untimed ``Contacts_Create``:
    the first search after a write, whose table is new (its index extends the one before)."""
    options = {"task_id": task_id}

    def run(n: int, clock: Callable[[], int]) -> int:
        env.reset(options=options)
        step, total = env.step, 0
        for _ in range(n):
            step(CREATE)
            start = clock()
            step(search)
            total += clock() - start
        return total

    return run


def _cycle_batch(env: MobilePlannerEnv, task_id: str, actions: Sequence[str],
                 before: int = 0) -> Batch:
    """:func:`_step_batch` of ``actions`` taken in turn (a write, then a search, ...), each
    step counted: ``before`` untimed steps, then ``n`` timed ones. Kept apart so that the
    one-action rows, read in floors, time bare calls with no indexing of the action."""
    options = {"task_id": task_id}
    cycle = len(actions)

    def run(n: int, clock: Callable[[], int]) -> int:
        env.reset(options=options)
        step = env.step
        for i in range(before):
            step(actions[i % cycle])
        start = clock()
        for i in range(before, before + n):
            step(actions[i % cycle])
        return clock() - start

    return run


def _repeat(call: Callable[[], object]) -> Batch:
    """A batch of ``n`` calls of ``call``."""

    def run(n: int) -> None:
        for _ in range(n):
            call()

    return timed(run)


def _reset_batch(env: MobilePlannerEnv, task_id: str) -> Batch:
    options = {"task_id": task_id}
    return _repeat(lambda: env.reset(options=options))


def _execute_batch(env: MobilePlannerEnv, task_id: str, call: ToolCall) -> Batch:
    """Time the bare dispatcher on the initial state: no parsing, no episode record, no rendering.

    The state is never replaced by the call's result, so every call sees the same world.
    """
    env.reset(options={"task_id": task_id})
    state, active = env.state, frozenset(SPIEVAL_TOOLS)
    assert state is not None
    profile = env.tasks[task_id].profile
    ctx = ToolContext(UserProfile(profile.name, profile.phone, profile.payment_account), 5,
                      IndexCache())  # indexes are built by the warm-up, as the env's are
    return _repeat(lambda: execute(state, call, active, ctx))


def _floor_batch(task: Task) -> Batch:
    """The pure-Python floor of one tool call: parse a JSON call, dispatch it by name, look a
    record up by id, serialise the answer. The record is an alarm: seven short fields, the size
    of what ``Phone_Call`` answers. It reads and writes with the standard library's ``json``, the
    reference the targets are set against, while the env uses msgspec and orjson
    (:mod:`mobile_env.json_codec`); benchmarks/README.md gives the step against a floor
    that uses them too."""
    by_id = {record["id"]: record for rows in task.records.values() for record in rows}
    handlers: dict[str, Callable[[dict[str, Any]], dict[str, Any]]] = {
        "Phone_Call": lambda arguments: by_id[arguments["id"]]}
    action = _action("Phone_Call", id=task.records["alarm"][0]["id"], type="VIDEO")
    loads, dumps = json.loads, json.dumps

    def run(n: int) -> None:
        for _ in range(n):
            call = loads(action)
            dumps({"status": "ok", "payload": handlers[call["name"]](call["arguments"])})

    return timed(run)


def _hits(env: MobilePlannerEnv, task_id: str, action: str,
          before: Sequence[str] = ()) -> int | str | None:
    """How many records a search finds (None for a non-search call, the error type for an
    error), after the steps ``before`` in a fresh episode: what the row measures, checked once
    before timing. A MobilePA tool's results are in its payload's ``data``."""
    env.reset(options={"task_id": task_id})
    for step in before:
        env.step(step)
    feedback = json.loads(env.step(action)[0])
    if feedback["status"] != "ok":
        return str(feedback["error_type"])
    payload = feedback["payload"]
    found = payload.get("data", payload) if isinstance(payload, dict) else None
    return found.get("total") if isinstance(found, dict) else None


#: Calls that fail, one per error path a planner meets most: a misspelt tool, a wrong type, a
#: cut-off JSON object.
ERRORS: tuple[tuple[str, str], ...] = (
    ("env.step unknown tool", _action("Phone_Cal", telephone=CALL_NUMBER)),
    ("env.step invalid arguments", _action("Phone_Call", telephone=415)),
    ("env.step invalid JSON", CALL[:-2]),
)


def operations(env: MobilePlannerEnv, task: Task) -> list[Op]:
    """The measured operations on one world, with a target where the issue or the project sets
    one.

    Targets: a non-search call and every error path at most 2 floors; a warm reset and a fixed
    search on the 200-record world at most :data:`FAST_FLOORS`; a selective fixed search (a few
    hits) < 1 ms on the larger worlds, and on any right after a write; a fuzzy search < 1 ms.
    """
    size = sum(len(rows) for rows in task.records.values())
    small = size <= SMALL_WORLD
    two_floors, fast = Target(floors=2), Target(floors=FAST_FLOORS)
    steps: list[tuple[str, str, Target | None]] = [
        ("env.step Phone_Call", CALL, two_floors),
        ("env.step Contacts_Create", CREATE, two_floors),
        *((name, action, two_floors) for name, action in ERRORS),
        ("env.step search_contacts fixed", SEARCH_FIXED, fast if small else Target(us=1000)),
        ("env.step search_contacts regex", _search("contacts", REGEX_PATTERN, "regex"), None),
        ("env.step search_contacts fuzzy", _search("contacts", FUZZY_PATTERN, "fuzzy"),
         Target(us=1000)),
        ("env.step search_phone fixed", SEARCH_PHONE, fast if small else Target(us=1000)),
    ]
    ops = [Op(name, _step_batch(env, task.id, action), _hits(env, task.id, action), target)
           for name, action, target in steps]
    ops += [Op(f"{name} after a write", _after_write_batch(env, task.id, action),
               _hits(env, task.id, action), Target(us=1000))
            for name, action in (("env.step search_contacts fixed", SEARCH_FIXED),
                                 ("env.step search_phone fixed", SEARCH_PHONE))]
    ops.append(Op("env.reset (warm)", _reset_batch(env, task.id), None, fast))
    for name, call in (("Phone_Call", json.loads(CALL)["arguments"]),
                       ("search_contacts", {"pattern": FIXED_PATTERN})):
        label = "tools.execute " + name + (" fixed" if name.startswith("search") else "")
        ops.append(Op(label, _execute_batch(env, task.id, ToolCall(name, call))))
    return ops


def _operations_env(task: Task) -> MobilePlannerEnv:
    """The env :func:`operations` run in: with room for the rows that write before each search
    (two steps a call) short of truncation, which would add a reward computation."""
    return MobilePlannerEnv(tasks=[task], step_limit=3 * STEPS_PER_EPISODE)


def bench_world(task: Task, seconds: float, warmup: int, clock: str) -> list[Row]:
    """The operations of one world and its floor, timed in turns."""
    env = _operations_env(task)
    ops = [*operations(env, task), Op(FLOOR_OP, _floor_batch(task))]
    stats = measure_in_turns([op.batch for op in ops], seconds, STEPS_PER_EPISODE, warmup, clock)
    size, floor = _size(task), stats[-1].median_us
    return [Row(op.name, size, op.hits, s, op.target, floor) for op, s in zip(ops, stats)]


def _size(task: Task) -> int:
    return sum(len(rows) for rows in task.records.values())


# --------------------------------------------------------------------------------------------
# The cold path: the first episode of a task the process has not seen
# --------------------------------------------------------------------------------------------

COLD_OPS: tuple[tuple[str, str | None], ...] = (
    ("cold env.reset (unseen task)", None),
    ("cold env.reset + first search_contacts", SEARCH_FIXED),
    ("cold env.reset + first search_phone", SEARCH_PHONE),
)


def _cold_target(size: int) -> Target | None:
    """Under 1 ms at 200 records and under 10 ms at 4,000 (reset plus first search)."""
    return Target(us=1000) if size <= SMALL_WORLD else Target(us=10_000) if size <= 4000 else None


def bench_cold(task: Task, rounds: int, clock: str, floor_us: float | None) -> list[Row]:
    """Reset (and first search) of copies of ``task`` no env has met: new task objects and new
    record dicts, so no opening state, search index or rendered record is reused."""
    read = CLOCKS[clock]
    samples: dict[str, list[float]] = {name: [] for name, _ in COLD_OPS}
    for k in range(rounds):
        for name, action in COLD_OPS:
            fresh = task.model_copy(update={"id": f"{task.id}-cold-{k}",
                                            "records": copy.deepcopy(task.records)})
            env = MobilePlannerEnv(tasks=[fresh])
            start = read()
            env.reset()
            if action is not None:
                env.step(action)
            samples[name].append((read() - start) / 1e3)
    size = _size(task)
    return [Row(name, size, None, _stats(samples[name]), _cold_target(size) if action else None,
                floor_us) for name, action in COLD_OPS]


# --------------------------------------------------------------------------------------------
# Adversarial input: a model-written regex or query at its worst
# --------------------------------------------------------------------------------------------

#: The task whose world a planner bloats, as the outside test did: spieval-core's
#: ``core-dis-alarm-1`` (26 records, a 50-step limit).
BLOAT_TASK = "core-dis-alarm-1"
#: One bloating step: 15 parallel ``Contacts_Create`` calls (the most a step takes) with
#: 4,096-character notes (the longest string argument); 49 of them fit before the 50th step.
BLOAT_STEP = json.dumps([{"name": "Contacts_Create", "arguments": {
    "name": "N", "telephone": "13800000000", "note": "x" * 4096}}] * 15)
BLOAT_STEPS = 49
#: Regexes timed on the bloated world: the four that stalled the env for seconds (a dot-all
#: match ran to the end of the joined table once per matching record), ``.*``, RE2's slow
#: fallback (``a.{30}c`` runs an NFA over megabytes) and a catastrophic one for backtracking.
#: Over every field the notes are over the work budget: the last two answer because their
#: required literals (``a``, ``y``) are in no note, so only the records holding them are searched.
BLOATED_PATTERNS: tuple[str, ...] = ("(?s).*", "[\\s\\S]*", "(?s)x.*", "x[^y]*", ".*",
                                     "a.{30}c", "(x+x+)+y")
#: Regexes whose counted repetitions write out to programs far over the limits (unit, times):
#: they used to compile for 90 ms before the instruction count refused them.
REFUSED_PATTERNS: tuple[tuple[str, int], ...] = ((".{0,1000}", 5), (".{0,1000}", 4),
                                                 (".{0,1000}", 2), ("[^x]{0,1000}", 5))
#: Targets: any regex or query answers in under 100 ms on any world a task's actions can
#: build, and a refused regex is refused in under 5 ms.
ANSWER_TARGET, REFUSAL_TARGET = Target(us=100_000), Target(us=5_000)


#: The untimed steps before each search on the bloated world.
BLOATING: tuple[str, ...] = (BLOAT_STEP,) * BLOAT_STEPS
#: The same world written in short words (``ab ab ...``: 1,365 a note, a million in all): a
#: fixed search with a word of 3 or more letters is what a word index serves, and indexing
#: these word by word cost 150 ms.
WORDY_BLOATING: tuple[str, ...] = (json.dumps([{"name": "Contacts_Create", "arguments": {
    "name": "N", "telephone": "13800000000", "note": "ab " * 1365}}] * 15),) * BLOAT_STEPS
#: Fixed searches on the wordy world: one for the word index, one too short for it.
WORDY_PATTERNS: tuple[str, ...] = ("zzzq", "ab cd")

#: The MobilePA task whose address book a planner bloats: ``pa-tu-be-01`` of mobilepa-tool-use
#: (4 contacts). Its own limit is 15 steps; the bloating takes the SPIEval task's 49, as a
#: training run that raises ``step_limit`` may.
CONTACTS_TASK = "pa-tu-be-01"
#: Filler text for the longest strings a MobilePA call takes.
_WORDS = "lorem ipsum dolor sit amet " * 160


def _contacts_step(step: int) -> str:
    """Bloating step ``step`` of :data:`CONTACTS_TASK`: 15 ``add_contact`` calls, each name,
    company and nickname at its 100-character limit, names and numbers unique as the address
    book requires."""
    return json.dumps([{"name": "add_contact", "arguments": {
        "name": f"{n} {_WORDS}"[:100], "phone": f"+1 415-739-{n:04d}", "company": _WORDS[:100],
        "nickname": _WORDS[:100]}} for n in range(15 * step, 15 * step + 15)])


#: The untimed steps before each query of the bloated address book: 735 contacts added to its 4.
CONTACTS_BLOATING: tuple[str, ...] = tuple(map(_contacts_step, range(BLOAT_STEPS)))
#: ``find_contact`` queries at the longest it takes (4,096 characters), each filtered against
#: every contact's five fields -- words, and digits, which it also matches against each
#: number's digits -- and a short one that finds every contact (name, query).
CONTACT_QUERIES: tuple[tuple[str, str], ...] = (("words", _WORDS[:4096]), ("digits", "9" * 4096),
                                                ("lorem", "lorem"))


def _cold_batch(env: MobilePlannerEnv, action: str, before: Sequence[str]) -> Batch:
    """Time ``n`` calls, each the first of a fresh episode -- after the steps ``before``
    (untimed) -- with the compiled-pattern and folded-query caches emptied first: every call
    compiles its pattern (or folds its query) and indexes the written tables, what an input the
    process has not met costs on a world just built."""

    def run(n: int, clock: Callable[[], int]) -> int:
        total = 0
        for _ in range(n):
            env.reset()
            for step in before:
                env.step(step)
            _REGEX_CACHE.clear()
            folded.cache_clear()
            digits.cache_clear()
            start = clock()
            env.step(action)
            total += clock() - start
        return total

    return run


def bench_adversarial(seconds: float, warmup: int, clock: str, min_rounds: int) -> list[Row]:
    """Each of :data:`BLOATED_PATTERNS` over every field and over ``name`` alone of the world
    49 bloating steps build (735 contacts with 3 MB of notes), each of :data:`WORDY_PATTERNS`
    on the same world written in short words, each of :data:`REFUSED_PATTERNS` (ignoring case
    or not) on the task's own world, and each of :data:`CONTACT_QUERIES` on
    :data:`CONTACTS_TASK`'s address book bloated to 739 contacts, timed in turns."""
    task = next(t for t in load_suite("spieval-core") if t.id == BLOAT_TASK)
    contacts_task = next(t for t in load_suite("mobilepa-tool-use") if t.id == CONTACTS_TASK)
    # Room past the tasks' limits, so that the timed call does not also score the episode.
    spieval, mobilepa = (MobilePlannerEnv(tasks=[t], step_limit=BLOAT_STEPS + 10)
                         for t in (task, contacts_task))
    cases: list[tuple[str, MobilePlannerEnv, str, tuple[str, ...], Target]] = []
    for pattern in BLOATED_PATTERNS:
        for field in (None, "name"):
            where, options = (f" in {field}", {"field": field}) if field else ("", {})
            cases.append((f'regex "{pattern}"{where}, bloated', spieval,
                          _search("contacts", pattern, "regex", **options), BLOATING,
                          ANSWER_TARGET))
    for pattern in WORDY_PATTERNS:
        cases.append((f'fixed "{pattern}", bloated in words', spieval,
                      _search("contacts", pattern, "fixed"), WORDY_BLOATING, ANSWER_TARGET))
    for unit, times in REFUSED_PATTERNS:
        for ignore_case in (True, False):
            case = "" if ignore_case else ", case-sensitive"
            cases.append((f'regex "{unit}" x{times}{case}', spieval,
                          _search("alarm", unit * times, "regex", ignore_case=ignore_case), (),
                          REFUSAL_TARGET))
    for name, query in CONTACT_QUERIES:
        cases.append((f"find_contact {name} x{len(query):,}, bloated", mobilepa,
                      _action("find_contact", query=query), CONTACTS_BLOATING, ANSWER_TARGET))
    answers = [_hits(env, next(iter(env.tasks)), action, before)
               for _, env, action, before, _ in cases]
    sizes = {(id(env), before): _world_after(env, before) for _, env, _, before, _ in cases}
    stats = measure_in_turns([_cold_batch(env, action, before) for _, env, action, before, _
                              in cases], seconds, 1, min(warmup, 1), clock, min_rounds=min_rounds)
    return [Row(name, sizes[id(env), before], answer, s, target)
            for (name, env, _, before, target), answer, s in zip(cases, answers, stats)]


def _world_after(env: MobilePlannerEnv, steps: Sequence[str]) -> int:
    """The records of ``env``'s world after ``steps`` in a fresh episode."""
    env.reset()
    for step in steps:
        env.step(step)
    assert env.state is not None
    return sum(map(len, env.state.tables.values()))


def _stats(values: list[float]) -> Stats:
    ordered = sorted(values)
    middle = len(ordered) // 2
    median = ordered[middle] if len(ordered) % 2 else (ordered[middle - 1] + ordered[middle]) / 2
    return Stats(median, sum(values) / len(values), len(values))


def profile_world(task: Task, only: str, seconds: float, top: int) -> str:
    """cProfile listings (top functions by own time) of the operations whose name contains
    ``only``."""
    env = _operations_env(task)
    out = io.StringIO()
    read = CLOCKS["wall"]
    for op in operations(env, task):
        if only not in op.name:
            continue
        op.batch(STEPS_PER_EPISODE, read)  # warm caches outside the profile
        profiler = cProfile.Profile()
        deadline = time.perf_counter_ns() + int(seconds * 1e9)
        profiler.enable()
        while time.perf_counter_ns() < deadline:  # time-boxed: a slow op still profiles quickly
            op.batch(STEPS_PER_EPISODE, read)
        profiler.disable()
        out.write(f"\n=== {op.name} (world {_size(task)}) ===\n")
        pstats.Stats(profiler, stream=out).sort_stats("tottime").print_stats(top)
    return out.getvalue()


# --------------------------------------------------------------------------------------------
# Episode length: a step at step 1, 500 and 5,000
# --------------------------------------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class LengthRow:
    """One operation at one episode length, and its cost relative to the same call at step 1."""

    op: str
    length: int
    stats: Stats
    x_first: float
    #: In the rows whose steps write, the same steps at step 1 of a world that starts with the
    #: records this length's episode has written (:func:`grown_world`), timed in the same turns:
    #: what the step costs for the data it holds, without the episode's length.
    same_data: Stats | None = None
    #: Whether this length is judged against :data:`FLAT_LIMIT` (every length but the first).
    judged: bool = False

    @property
    def x_same_data(self) -> float | None:
        """The step at this length against step 1 on the same data: the cost of the episode's
        length alone (a search is linear in its table, whatever wrote the records)."""
        return None if self.same_data is None else self.stats.median_us / self.same_data.median_us

    @property
    def x_judged(self) -> float:
        """The ratio the target reads: against step 1 on the same data where the steps write
        (the records written cost a search what they cost on any world that holds them), else
        against step 1."""
        return self.x_first if self.x_same_data is None else self.x_same_data

    @property
    def target(self) -> str | None:
        if not self.judged:
            return None
        return f"<= {FLAT_LIMIT:g}x " + ("step 1" if self.same_data is None else "same data")

    @property
    def passed(self) -> bool | None:
        return self.x_judged <= FLAT_LIMIT if self.judged else None


#: The steps timed at each episode length: one action repeated, or a write and a search in
#: turn (each write adds a contact the search does not match, so by step 5,000 it scans 2,500
#: more records: a search is linear in its table, and the rows show what a write adds besides),
#: and the env's ``step_reward`` if any (the record scored after every step: the gold call, then
#: every repeat of it an extra call).
LENGTH_OPS: tuple[tuple[str, tuple[str, ...], str | None], ...] = (
    ("env.step Phone_Call", (CALL,), None),
    ("env.step Phone_Call, step_reward", (CALL,), "spieval_shaped"),
    ("env.step search_contacts fixed", (SEARCH_FIXED,), None),
    ("Contacts_Create, search_contacts", (CREATE, SEARCH_FIXED), None),
    ("Contacts_Create, search_phone", (CREATE, SEARCH_PHONE), None),
)


def bench_lengths(task: Task, lengths: Sequence[int], seconds: float, warmup: int,
                  clock: str, min_rounds: int = 1) -> list[LengthRow]:
    """``STEPS_PER_EPISODE`` steps timed from each episode length on, all lengths in turns, for
    ``seconds`` and at least ``min_rounds`` rounds; in the rows of a write and a search, each
    length after the first beside step 1 of its :func:`grown_world`, in the same turns."""
    limit = max(lengths) + 10 * STEPS_PER_EPISODE
    rows: list[LengthRow] = []
    for name, actions, step_reward in LENGTH_OPS:
        env = MobilePlannerEnv(tasks=[task], step_limit=limit, step_reward=step_reward)
        if len(actions) == 1:
            batches = [_step_batch(env, task.id, actions[0], before=length - 1)
                       for length in lengths]
            grown: list[int] = []
        else:
            batches = [_cycle_batch(env, task.id, actions, before=length - 1)
                       for length in lengths]
            grown = [length for length in lengths if length > 1]
            for length in grown:  # the same phase of the cycle as the step it stands beside
                world, turn = grown_world(task, actions, length - 1), (length - 1) % len(actions)
                batches.append(_cycle_batch(MobilePlannerEnv(tasks=[world], step_limit=limit),
                                            world.id, actions[turn:] + actions[:turn]))
        stats = measure_in_turns(batches, seconds, STEPS_PER_EPISODE, min(warmup, 1), clock,
                                 min_rounds=min_rounds)
        same_data = dict(zip(grown, stats[len(lengths):]))
        rows += [LengthRow(name, length, s, s.median_us / stats[0].median_us,
                           same_data.get(length), judged=i > 0)
                 for i, (length, s) in enumerate(zip(lengths, stats))]
    return rows


def grown_world(task: Task, actions: Sequence[str], steps: int) -> Task:
    """``task`` whose world starts with every record an episode of ``steps`` steps of
    ``actions`` in turn holds at its end: the data a step at that length works on, with no
    episode behind it. The records are the episode's own (ids included), shared, not copied:
    stored records never change."""
    played = _finished(task, [actions[i % len(actions)] for i in range(steps)],
                       step_limit=steps + 1)
    records = {table: list(rows) for table, rows in played.final_state.tables.items()}
    return task.model_copy(update={"id": f"{task.id}-after-{steps}", "records": records})


def memory_per_step(task: Task, action: str, steps: int = 1000) -> float:
    """Bytes a step adds to a live episode (its record, observation and log entry), by
    ``tracemalloc`` over ``steps`` steps after a warm-up."""
    env = MobilePlannerEnv(tasks=[task], step_limit=steps + 100)
    env.reset()
    for _ in range(20):
        env.step(action)
    tracemalloc.start()
    try:
        before = tracemalloc.get_traced_memory()[0]
        for _ in range(steps):
            env.step(action)
        grown = tracemalloc.get_traced_memory()[0] - before
    finally:
        tracemalloc.stop()
    return grown / steps


# --------------------------------------------------------------------------------------------
# The vector env and the rewards
# --------------------------------------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class VectorRow:
    """One vector env size: µs per env step in lock-steps, beside the same envs stepped one by
    one in a plain loop (what the wrapper adds), the same vector env with ``pause_gc=False``
    (the wrapper with the collector left alone), the same loop building the same outputs with
    nothing checked (:func:`bare_lock_step`: the least a Python wrapper that makes Gymnasium's
    outputs afresh adds; one env's compiled step reuses arrays and goes under it),
    Gymnasium's own ``SyncVectorEnv`` over as many envs (what the standard wrapper adds) and
    one lone env (what N episodes' worth of memory adds besides), and memory per env after
    reset and after :data:`MEMORY_STEPS`."""

    num_envs: int
    vector: Stats
    unpaused: Stats
    looped: Stats
    bare: Stats
    gym_sync: Stats
    single: Stats
    kib_after_reset: float
    kib_after_steps: float

    @property
    def us_per_vector_step(self) -> float:
        return self.vector.median_us * self.num_envs

    @property
    def us_per_env_step(self) -> float:
        return self.vector.median_us

    @property
    def env_steps_per_s(self) -> float:
        return 1e6 / self.us_per_env_step if self.us_per_env_step > 0 else float("inf")

    @property
    def overhead(self) -> float:
        """The wrapper's cost: a vector env step against the same env stepped in a loop."""
        return self.us_per_env_step / self.looped.median_us

    @property
    def unpaused_overhead(self) -> float:
        """The wrapper with the collector left alone (``pause_gc=False``) against the loop."""
        return self.unpaused.median_us / self.looped.median_us

    @property
    def bare_overhead(self) -> float:
        """What building a lock-step's outputs afresh in Python costs at least
        (:func:`bare_lock_step`)."""
        return self.bare.median_us / self.looped.median_us

    @property
    def sync_overhead(self) -> float:
        """Gymnasium's ``SyncVectorEnv`` step against the same work in a plain loop."""
        return self.gym_sync.median_us / self.looped.median_us

    @property
    def x_single(self) -> float:
        return self.us_per_env_step / self.single.median_us

    #: The wrapper's cost within :data:`VECTOR_LIMIT` of the plain loop.
    target = f"<= {VECTOR_LIMIT:g}x"

    @property
    def passed(self) -> bool:
        return self.overhead <= VECTOR_LIMIT


def _vector_batch(vec: VectorEnv[Any, Any, Any], actions: Sequence[str],
                  pause_gc: bool = True) -> Batch:
    """Time ``n`` lock-steps of ``actions`` (one per env; this env's own list, or the tuple
    Gymnasium's ``SyncVectorEnv`` takes) in fresh episodes, the reset untimed, and count them
    per env: the same ``n`` steps of each episode a lone env's batch times. ``pause_gc`` sets
    that option of a :class:`MobileVectorEnv` for the batch, so that the same envs are timed
    with the collector paused and left alone."""

    def run(n: int, clock: Callable[[], int]) -> int:
        if isinstance(vec, MobileVectorEnv):
            vec.pause_gc = pause_gc
        vec.reset(seed=0)
        step = vec.step
        held = None  # the last outputs, held while the next step runs, as a rollout loop does
        start = clock()
        for _ in range(n):
            held = step(actions)
        elapsed = clock() - start
        del held
        return elapsed // vec.num_envs

    return run


def _loop_batch(envs: Sequence[MobilePlannerEnv], action: str) -> Batch:
    """Time ``n`` rounds of stepping each env once in a plain loop (fresh episodes, the resets
    untimed), per env: the vector env's work without the vector env, each round's results held
    until the next round's are made, as a rollout loop holds the vector env's outputs."""

    def run(n: int, clock: Callable[[], int]) -> int:
        for env in envs:
            env.reset(seed=0)
        steps = [env.step for env in envs]
        held = None  # a round's results, held until the next round's, as the vector env's are
        start = clock()
        for _ in range(n):
            held = [step(action) for step in steps]
        elapsed = clock() - start
        del held
        return elapsed // len(envs)

    return run


def bare_lock_step(envs: Sequence[MobilePlannerEnv], action: str) -> Callable[[], Any]:
    """A lock-step of ``envs`` (each steps ``action``) that returns what
    :meth:`MobileVectorEnv.step <mobile_env.vector.MobileVectorEnv.step>` returns -- the
    observation tuple, the reward and flag arrays, each info key's array and ``_key`` mask and
    ``per_env`` -- built with the info keys and their dtypes probed once (on a step of
    ``envs[0]``, which ``envs`` must be reset for) and nothing checked per step: the least a
    Python wrapper that makes Gymnasium's outputs afresh adds, to read the vector env's overhead
    against. Only for steps that end no episode and give every env the probed keys."""
    count, floats, flags, objects = len(envs), np.dtype(np.float64), np.dtype(np.bool_), \
        np.dtype(object)
    probe = envs[0].step(action)[4]
    columns = [(key, f"_{key}", np.dtype(type(value)) if type(value) in (int, float, bool)
                else objects) for key, value in probe.items()]
    true, false = np.ones(count, flags), np.zeros(count, flags)
    steps = [env.step for env in envs]

    def column(values: Sequence[Any], dtype: np.dtype[Any]) -> np.ndarray:
        return np.fromiter(values, dtype, count)

    def one(value: Any, dtype: np.dtype[Any]) -> np.ndarray:
        """A lone env's column: a slot write costs half of NumPy reading a one-item list."""
        array = np.empty(1, dtype)
        array[0] = value
        return array

    def lock_step() -> Any:
        observations, rewards, _, _, infos = zip(*[step(action) for step in steps])
        out: dict[str, Any] = {}
        for key, mask, dtype in columns:
            out[key], out[mask] = column([info[key] for info in infos], dtype), true.copy()
        out["per_env"], out["_per_env"] = column(infos, objects), true.copy()
        return observations, column(rewards, floats), false.copy(), false.copy(), out

    def lone_step() -> Any:  # one env: no lists to transpose
        observation, reward, _, _, info = steps[0](action)
        out: dict[str, Any] = {}
        for key, mask, dtype in columns:
            out[key], out[mask] = one(info[key], dtype), true.copy()
        out["per_env"], out["_per_env"] = one(info, objects), true.copy()
        return (observation,), one(reward, floats), false.copy(), false.copy(), out

    return lone_step if count == 1 else lock_step


def _bare_batch(envs: Sequence[MobilePlannerEnv], action: str) -> Batch:
    """Time ``n`` rounds of :func:`bare_lock_step` in fresh episodes (the resets untimed), per
    env."""
    envs[0].reset(seed=0)
    lock_step, count = bare_lock_step(envs, action), len(envs)

    def run(n: int, clock: Callable[[], int]) -> int:
        for env in envs:
            env.reset(seed=0)
        held = None  # the last outputs, held as the vector env's outputs are
        start = clock()
        for _ in range(n):
            held = lock_step()
        elapsed = clock() - start
        del held
        return elapsed // count

    return run


def bench_vector(num_envs: int, task: Task, seconds: float, warmup: int,
                 clock: str = "wall", min_rounds: int = 1) -> VectorRow:
    """Step cost and memory of ``num_envs`` envs on ``task``'s world, beside one env's step,
    timed for ``seconds`` and at least ``min_rounds`` rounds.

    Memory is what ``tracemalloc`` sees allocated by building and resetting the vector env (its
    envs, their spaces and their states), then by :data:`MEMORY_STEPS` lock-steps, per env. The
    task's opening state, which every env of the process shares, is built before, so that no
    size carries it, whichever is measured first.
    """
    MobilePlannerEnv(tasks=[task]).reset(seed=0)
    tracemalloc.start()
    try:
        start = tracemalloc.get_traced_memory()[0]
        vec = MobileVectorEnv(num_envs, tasks=[task])
        vec.reset(seed=0)
        after_reset = tracemalloc.get_traced_memory()[0] - start
        actions = [CALL] * num_envs
        for _ in range(MEMORY_STEPS):
            vec.step(actions)
        after_steps = tracemalloc.get_traced_memory()[0] - start
    finally:
        tracemalloc.stop()
    single = MobilePlannerEnv(tasks=[task])
    sync = SyncVectorEnv([lambda: MobilePlannerEnv(tasks=[task])] * num_envs)
    batches = [_vector_batch(vec, [CALL] * num_envs),
               _vector_batch(vec, [CALL] * num_envs, pause_gc=False), _loop_batch(vec.envs, CALL),
               _bare_batch(vec.envs, CALL), _vector_batch(sync, (CALL,) * num_envs),
               _step_batch(single, task.id, CALL)]
    vector, unpaused, looped, bare_loop, gym_sync, alone = measure_in_turns(
        batches, seconds, STEPS_PER_EPISODE, min(warmup, 1), clock, min_rounds=min_rounds)
    vec.close()
    sync.close()
    return VectorRow(num_envs, vector, unpaused, looped, bare_loop, gym_sync, alone,
                     after_reset / num_envs / 1024, after_steps / num_envs / 1024)


@dataclass(frozen=True, slots=True)
class RewardRow:
    reward: str
    episodes: str
    stats: Stats
    target: Target | None = None

    @property
    def passed(self) -> bool | None:
        return None if self.target is None else self.target.met(self.stats.median_us, None)


def _finished(task: Task, actions: Sequence[str], **env_kwargs: Any) -> EpisodeRecord:
    """The record of playing ``actions`` on ``task`` (the env's own scoring skipped)."""
    env = MobilePlannerEnv(tasks=[task], reward=_unscored, **env_kwargs)
    env.reset(options={"task_id": task.id})
    for action in actions:
        _, _, terminated, truncated, _ = env.step(action)
        if terminated or truncated:
            break
    assert env.episode is not None
    return env.episode


def _unscored(episode: EpisodeRecord) -> RewardResult:
    return RewardResult(0.0)


def _scorer(reward: Callable[[EpisodeRecord], RewardResult],
            episodes: Sequence[EpisodeRecord]) -> Callable[[], RewardResult]:
    """Score the next of ``episodes`` (round robin) with ``reward``."""
    turn = iter(range(1 << 62))

    def scored() -> RewardResult:
        return reward(episodes[next(turn) % len(episodes)])

    return scored


def _reference(task: Task) -> list[str]:
    return [json.dumps([{"name": c.name, "arguments": c.arguments} for c in step])
            for step in task.reference_solution]


FINISH = _action("finish", answer="Done.")
#: Scoring an episode: under 1 ms for a MobilePA ``state_change`` episode (it compares only the
#: tables the episode changed) and for SPIEval's exact match with the most gold calls of one tool
#: that are paired exactly.
SCORING_TARGET = Target(us=1000)
#: The shipped SPIEval task with the most gold calls of one tool that are paired exactly: four
#: ``Messages_Send``.
PAIRED_TASK = "core-int-msg-4"


def _sends(task: Task) -> list[str]:
    """One action of a ``Messages_Send`` to each of ``task``'s gold recipients and one more:
    the most calls of one tool that are paired exactly (``EXACT_PAIRING_LIMIT`` of
    :mod:`mobile_env.rewards.gold_calls`) against the task's gold calls."""
    assert task.gold is not None
    numbers = [c.arguments["telephone"].values[0] for c in task.gold.answers[0].calls]
    return [json.dumps([{"name": "Messages_Send", "arguments": {"telephone": str(number),
                                                                "text": "Running late."}}
                        for number in [*numbers, "+1 415-555-0100"]])]


def bench_rewards(seconds: float, warmup: int, clock: str) -> list[RewardRow]:
    """Scoring finished episodes: SPIEval's exact match on the demo's reference play and on five
    sends against :data:`PAIRED_TASK`'s four, MobilePA's two checkers on every shipped task of
    their kind (finishing at once: the cost of scoring what an untrained planner does), and
    ``tool_calls`` after 5,000 matching calls."""
    demo = load_suite("demo")[0]
    paired = next(t for t in load_suite("spieval-core") if t.id == PAIRED_TASK)
    cases: list[tuple[str, str, list[EpisodeRecord], Target | None]] = [
        ("spieval_exact", "demo, reference play", [_finished(demo, _reference(demo))], None),
        ("spieval_exact", f"{PAIRED_TASK}, 5 sends against 4 gold",
         [_finished(paired, [*_sends(paired), FINISH])], SCORING_TARGET)]
    for checker, suite in (("state_change", "mobilepa-tool-use"), ("state_change",
                           "mobilepa-memory"), ("tool_calls", "mobilepa-tool-use")):
        tasks = [t for t in load_suite(suite) if t.checker == checker]
        cases.append((checker, f"{suite}, {len(tasks)} tasks, finish at once",
                      [_finished(t, [FINISH]) for t in tasks],
                      SCORING_TARGET if checker == "state_change" else None))
    task = next(t for t in load_suite("mobilepa-tool-use") if t.checker == "tool_calls"
                and t.required_calls and not t.friction)
    wanted = task.required_calls[0].name
    made = next(c for step in task.reference_solution for c in step if c.name == wanted)
    long_call = json.dumps({"name": made.name, "arguments": made.arguments})
    cases.append(("tool_calls", "5,000 matching calls", [_finished(
        task, [long_call] * 5000, step_limit=5000)], None))
    rows = []
    for name, what, episodes, target in cases:
        batch = _repeat(_scorer(get_reward(name), episodes))
        calls = max(1, min(STEPS_PER_EPISODE, len(episodes)))
        stats = measure_in_turns([batch], seconds / len(cases), calls, warmup, clock)[0]
        rows.append(RewardRow(name, what, stats, target))
    return rows


# --------------------------------------------------------------------------------------------
# Output
# --------------------------------------------------------------------------------------------

def machine_info() -> str:
    return (f"machine: {platform.platform()}; {platform.python_implementation()} "
            f"{platform.python_version()}; {os.cpu_count()} CPUs")


def _table(header: Sequence[str], body: Sequence[Sequence[str]], left: int = 1) -> str:
    """Columns padded to fit; the first ``left`` columns left-aligned, the rest right-aligned."""
    widths = [max(len(line[i]) for line in (header, *body)) for i in range(len(header))]

    def fmt(line: Sequence[str]) -> str:
        return "  ".join(c.ljust(w) if i < left else c.rjust(w)
                         for i, (c, w) in enumerate(zip(line, widths))).rstrip()

    return "\n".join([fmt(header), "  ".join("-" * w for w in widths), *map(fmt, body)])


def _us(value: float) -> str:
    return f"{value:,.1f}" if value < 10_000 else f"{value:,.0f}"


#: A row's verdict as the tables print it.
_OK = {None: "", True: "pass", False: "FAIL"}


def format_table(rows: Sequence[Row]) -> str:
    header = ("operation", "world", "hits", "median µs", "mean µs", "× floor", "calls/s",
              "target", "ok")
    body = [(r.op, str(r.world), "-" if r.hits is None else str(r.hits), _us(r.us_per_call),
             _us(r.stats.mean_us), "-" if r.x_floor is None else f"{r.x_floor:.1f}",
             f"{r.calls_per_s:,.0f}", "-" if r.target is None else str(r.target),
             _OK[r.passed]) for r in rows]
    return _table(header, body)


def format_length_table(rows: Sequence[LengthRow], memory: Sequence[tuple[str, float]]) -> str:
    header = ("operation", "at step", "median µs", "mean µs", "× step 1", "same data µs",
              "× same data", "target", "ok")
    body = [(r.op, f"{r.length:,}", _us(r.stats.median_us), _us(r.stats.mean_us),
             f"{r.x_first:.2f}", "-" if r.same_data is None else _us(r.same_data.median_us),
             "-" if r.x_same_data is None else f"{r.x_same_data:.2f}", r.target or "-",
             _OK[r.passed]) for r in rows]
    lines = [_table(header, body)]
    lines += [f"memory per step, {op}: {per_step / 1024:.2f} KiB" for op, per_step in memory]
    return "\n".join(lines)


def format_vector_table(rows: Sequence[VectorRow]) -> str:
    header = ("vector envs", "env steps/s", "µs/env step", "looped µs", "overhead",
              "unpaused µs", "unpaused overhead", "bare µs", "bare overhead", "gym sync µs",
              "gym overhead", "lone env µs", "× lone",
              "KiB/env reset", f"KiB/env {MEMORY_STEPS} steps", "target", "ok")
    body = [(str(r.num_envs), f"{r.env_steps_per_s:,.0f}", f"{r.us_per_env_step:.1f}",
             f"{r.looped.median_us:.1f}", f"{r.overhead:.2f}x", f"{r.unpaused.median_us:.1f}",
             f"{r.unpaused_overhead:.2f}x", f"{r.bare.median_us:.1f}",
             f"{r.bare_overhead:.2f}x", f"{r.gym_sync.median_us:.1f}",
             f"{r.sync_overhead:.2f}x", f"{r.single.median_us:.1f}", f"{r.x_single:.2f}x",
             f"{r.kib_after_reset:,.1f}", f"{r.kib_after_steps:,.1f}",
             r.target, _OK[r.passed]) for r in rows]
    return _table(header, body, left=0)


def format_reward_table(rows: Sequence[RewardRow]) -> str:
    header = ("reward", "episodes", "median µs", "mean µs", "target", "ok")
    body = [(r.reward, r.episodes, _us(r.stats.median_us), _us(r.stats.mean_us),
             "-" if r.target is None else str(r.target), _OK[r.passed]) for r in rows]
    return _table(header, body, left=2)


#: A judged row: what it is, with its value and target, and whether it met the target.
Verdict = tuple[str, bool]


def verdicts(rows: Sequence[Row], lengths: Sequence[LengthRow], vectors: Sequence[VectorRow],
             rewards: Sequence[RewardRow]) -> list[Verdict]:
    """Every row with a target, from every table, described for the run's last lines."""
    out: list[Verdict] = [
        (f"{r.op}, {r.world:,} records: {_us(r.us_per_call)} µs"
         + ("" if r.x_floor is None else f", {r.x_floor:.2f} floors") + f" (target {r.target})",
         ok) for r in rows if (ok := r.passed) is not None]
    out += [(f"{r.op} at step {r.length:,}: {r.x_judged:.2f}x (target {r.target})", ok)
            for r in lengths if (ok := r.passed) is not None]
    out += [(f"vector env of {r.num_envs}: {r.overhead:.2f}x the plain loop (target {r.target})",
             r.passed) for r in vectors]
    out += [(f"scoring {r.reward}, {r.episodes}: {_us(r.stats.median_us)} µs "
             f"(target {r.target})", ok) for r in rewards if (ok := r.passed) is not None]
    return out


def missed_line(judged: Sequence[Verdict]) -> str:
    return f"{sum(not ok for _, ok in judged)} of {len(judged)} targets missed"


DESCRIPTION = """\
Measure what the env costs, through its real entry points, on worlds of 200, 4,000 and 40,000
records made of the task generator's records:

  calls in fresh episodes (non-search calls, the error paths, fixed / regex / fuzzy search,
  search_phone, a search right after a write), a warm reset, and the cold reset and first
  search of a task never seen; each beside the pure-Python floor of a tool call (parse,
  dispatch, look up, serialise);
  adversarial regexes and queries: on worlds bloated through actions within a 50-step limit,
  and patterns the bounds refuse;
  a step at episode length 1, 500 and 5,000 (one call, or a write and a search in turn, these
  also beside step 1 of a world that starts with the records written by then), and the memory
  a step adds;
  the vector env beside the same envs stepped in a loop, that loop building the vector
  env's outputs and nothing else, Gymnasium's SyncVectorEnv and one lone env, memory per env
  (timed first, before the other sections leave their worlds alive for the collector to walk);
  scoring a finished episode with each reward.

Every row gives the median and the mean over batches timed in turns, in a new order each
round (seeded: the same in every run). Rows with a target say whether they met it; each table
ends with its count of targets missed, and the run with every table's, naming each miss. On a
loaded machine use --clock cpu: the thread's CPU time, which other processes distort less than
the wall clock. The benchmarks live in the repository's benchmarks/ folder, not in the wheel.
"""


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="mobile-env bench", description=DESCRIPTION,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--sizes", type=int_at_least(1), nargs="+", default=list(DEFAULT_SIZES),
                        metavar="N",
                        help="world sizes in records (default: 200 4000 40000)")
    parser.add_argument("--seconds", type=positive_float, default=DEFAULT_SECONDS,
                        help="measuring time per world, split over the operations (default: 2)")
    parser.add_argument("--seed", type=int_at_least(0), default=0,
                        help="seed of the worlds (default: 0)")
    parser.add_argument("--clock", choices=sorted(CLOCKS), default="wall",
                        help="wall: time.perf_counter; cpu: this thread's CPU time, steadier on a "
                             "loaded machine (default: wall)")
    parser.add_argument("--lengths", type=int_at_least(1), nargs="+", default=list(LENGTHS),
                        metavar="N",
                        help="episode lengths at which a step is timed (default: 1 500 5000)")
    parser.add_argument("--vector-sizes", type=int_at_least(1), nargs="+", default=None,
                        metavar="N",
                        help="vector env sizes (default: 1 8 64 256 1024; with --quick: 1 8 64)")
    parser.add_argument("--cold-rounds", type=int_at_least(1), default=None, metavar="N",
                        help="cold resets per world (default: 9; 3 at 40,000 records; 1 with "
                             "--quick)")
    parser.add_argument("--quick", action="store_true",
                        help="a smoke run: minimal warm-up and measuring time (numbers are rough)")
    parser.add_argument("--check", action="store_true",
                        help="exit with status 1 if any row of any table misses its target")
    parser.add_argument("--plot", type=Path, default=None, metavar="PATH",
                        help="also draw the world, episode-length and vector tables' ratios "
                             "against their targets into one figure at PATH (PNG, or the "
                             "format its suffix names; needs matplotlib)")
    parser.add_argument("--profile", nargs="?", const="", default=None, metavar="SUBSTRING",
                        help="after the tables, print cProfile listings of the operations whose "
                             "name contains SUBSTRING (all if omitted)")
    parser.add_argument("--profile-seconds", type=positive_float, default=0.5,
                        help="time spent profiling each operation (default: 0.5)")
    parser.add_argument("--top", type=int_at_least(1), default=15,
                        help="functions per profile listing (default: 15)")
    return parser


def main(argv: list[str] | None = None) -> int:
    parser = _parser()
    args = parser.parse_args(argv)
    if args.plot is not None and importlib.util.find_spec("matplotlib") is None:
        parser.error("--plot needs matplotlib: pip install -e '.[report]'")
    seconds, warmup = (0.02, 1) if args.quick else (args.seconds, 3)
    print(machine_info())
    print(f"{args.clock} clock; median and mean over batches of {STEPS_PER_EPISODE} calls, "
          f"operations timed in turns, shuffled each round; ~{seconds:g} s per world; "
          f"seed {args.seed}")
    small = build_world(SMALL_WORLD, args.seed)
    # The vector env first: from hundreds of envs on, its rows are decided by the collector's
    # full collections, which walk every live object, and the other sections leave the bench's
    # own worlds, cold copies and openings alive (515,000 tracked objects by the adversarial
    # table, against 56,000 at the start: a full collection of 191 ms against 18), which each
    # row would meet at random.
    vector_sizes = args.vector_sizes or (QUICK_VECTOR_SIZES if args.quick else VECTOR_SIZES)
    rounds = 1 if args.quick else VECTOR_MIN_ROUNDS
    print(f"vector env, {SMALL_WORLD}-record world, every env calls Phone_Call, timed in turns "
          "with the same envs stepped in a plain loop (overhead: what the wrapper adds, with "
          "the collector paused during each lock-step as by default), the same vector env "
          "with pause_gc=False (unpaused: the collector left alone, as the loops leave it), the "
          "same loop building the same outputs with the info keys known and nothing checked "
          "(bare overhead: the least a Python wrapper that makes Gymnasium's outputs afresh "
          "adds; one env's compiled step reuses the arrays let go of and goes under it), "
          "Gymnasium's SyncVectorEnv over as many envs (gym overhead: what it adds to the same "
          "loop) and one lone env (× lone: the vector env's step against a lone env's; from "
          "hundreds of envs on, mostly the garbage collector's full collections walking the live "
          "episodes: see benchmarks/README.md); "
          f"every size timed for at least {rounds} round(s); memory from tracemalloc, beyond the "
          "task's opening state that every env shares; timed first, while the process holds "
          "nothing else of the bench's")
    vectors = [bench_vector(n, small, seconds / 4, warmup, args.clock, rounds)
               for n in vector_sizes]
    print(format_vector_table(vectors))
    print(missed_line(verdicts((), (), vectors, ())))

    worlds = {n: small if n == SMALL_WORLD else build_world(n, args.seed) for n in args.sizes}
    rows: list[Row] = []
    for n in args.sizes:
        measured = bench_world(worlds[n], seconds, warmup, args.clock)
        rounds = args.cold_rounds or (1 if args.quick else 3 if n > 4000 else 9)
        rows += measured + bench_cold(worlds[n], rounds, args.clock, measured[-1].floor_us)
    print("\n" + format_table(rows))
    print(missed_line(verdicts(rows, (), (), ())))

    rounds = 1 if args.quick else ADVERSARIAL_MIN_ROUNDS
    print(f"\nadversarial regexes and queries, each the first call of a fresh episode, its "
          f"pattern not compiled (its query not folded) before: on the world {BLOAT_STEPS} steps "
          f"of 15 Contacts_Create calls with 4,096-character notes build ({BLOAT_TASK}; "
          "bloated; in words: notes of 'ab ab ...'), over every field or one, and patterns "
          "whose counted repetitions write out past the limits on the task's own world; "
          f"find_contact on the address book {BLOAT_STEPS} steps of 15 add_contact calls with "
          f"100-character fields build ({CONTACTS_TASK}; bloated); hits: the total found, or "
          f"the error answered; at least {rounds} round(s)")
    adversarial = bench_adversarial(seconds / 4, warmup, args.clock, rounds)
    print(format_table(adversarial))
    print(missed_line(verdicts(adversarial, (), (), ())))

    rounds = 1 if args.quick else LENGTH_MIN_ROUNDS
    print(f"\nepisode length ({SMALL_WORLD}-record world): {STEPS_PER_EPISODE} steps timed from "
          "each length on; in the rows of two calls they alternate, and every write adds a "
          "contact the search scans but does not match (same data: step 1 of a world that "
          f"starts with the records written by then, timed in the same turns); at least "
          f"{rounds} round(s)")
    memory = [(name, memory_per_step(small, action, 200 if args.quick else 2000))
              for name, action in (("Phone_Call", CALL), ("search_contacts fixed", SEARCH_FIXED))]
    lengths = bench_lengths(small, args.lengths, seconds, warmup, args.clock, rounds)
    print(format_length_table(lengths, memory))
    print(missed_line(verdicts((), lengths, (), ())))

    print("\nscoring one finished episode")
    rewards = bench_rewards(seconds / 2, warmup, args.clock)
    print(format_reward_table(rewards))
    print(missed_line(verdicts((), (), (), rewards)))

    judged = verdicts([*rows, *adversarial], lengths, vectors, rewards)
    print(f"\nevery table: {missed_line(judged)}")
    for what, ok in judged:
        if not ok:
            print(f"  missed: {what}")
    if args.plot is not None:
        from benchmarks.plots import save_bench_figure

        save_bench_figure(args.plot, rows, lengths, vectors, FLAT_LIMIT, VECTOR_LIMIT)
        print(f"figure written to {args.plot}")
    if args.profile is not None:
        for n in args.sizes:
            print(profile_world(worlds[n], args.profile, args.profile_seconds, args.top))
    sys.stdout.flush()
    return 1 if args.check and not all(ok for _, ok in judged) else 0


if __name__ == "__main__":
    raise SystemExit(main())
