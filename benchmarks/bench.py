"""``python -m benchmarks.bench``: the env's performance budget, checked in one run.

The env must never be what an RL run waits for. The budget says what that means, each line a
row of the report:

* **env step** -- on each world of :func:`benchmarks.worlds.shipped_worlds`, a call that is no
  search, and every error path (unknown tool, bad arguments, bad JSON, an action longer than
  the env takes): at most 4 floors each.
* **search** -- a fixed search of each world: at most 10 floors.
* **cold start** -- a reset of a task the process has never seen, plus its first search: under
  1 ms (each world holds at most 200 records).
* **scoring** -- each registered reward scoring a finished episode: under 1 ms on every episode
  of :func:`scoring_episodes`.
* **vector env** -- :class:`~mobile_env.vector.MobileVectorEnv` at most 1.5x the same envs
  stepped in a plain loop, from 8 envs on; Gymnasium's ``SyncVectorEnv`` over as many envs is a
  reference row with no budget.
* **adversarial** -- no model-written regex or query over 100 ms: catastrophic-backtracking
  regexes, huge counted repetitions and long queries, each on a world a planner bloats to the
  most its task's step limit allows, each the first call of an episode with a pattern the
  process has not seen.
* **first use** -- each generated built-in suite's first use (``load_suite`` building it into an
  empty cache, in a fresh process that has imported the package): at most 3 s. The detail gives
  the whole process, interpreter start and imports included.

The *floor* is what one tool call costs in plain Python with the standard library: parse a
JSON call, dispatch it by name, look a record up by id, serialise the answer. Rows in floors
are timed in the same turns as the floor (:mod:`benchmarks.timing`), so their ratio holds when
the machine's speed does not. ``--json`` writes the report the documentation's performance page
is rendered from; ``--check`` exits with status 1 if any row misses its budget. Timing is this
module's business: no test asserts a duration.
"""

from __future__ import annotations

import argparse
import gc
import json
import os
import platform
import random
import shlex
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from itertools import count
from typing import Any, Callable, Iterator, Sequence

from gymnasium.vector import SyncVectorEnv, VectorEnv
from tqdm import tqdm

from benchmarks.bench_cli import RUN_ORDER
from benchmarks.timing import CLOCKS, Batch, measure_in_turns, timed
from benchmarks.worlds import (World, action, mobilepa_task_world, shipped_worlds,
                               spieval_task_world)
from mobile_env.env import MobilePlannerEnv
from mobile_env.episode import EpisodeRecord
from mobile_env.rewards import RewardResult, get, names
from mobile_env.spaces import UnicodeText
from mobile_env.task_format import Task, load_suite
from mobile_env.task_format.generated import read_manifest
from mobile_env.task_format.loading import tasks_dir
from mobile_env.vector import MobileVectorEnv

#: The report's sections, in the order the page shows them.
SECTIONS = ("env step", "search", "cold start", "scoring", "vector env", "adversarial",
            "first use")
#: Budgets, in the unit of their rows.
STEP_FLOORS, SEARCH_FLOORS, COLD_MS, SCORING_MS, VECTOR_X, ADVERSARIAL_MS = 4, 10, 1, 1, 1.5, 100
FIRST_USE_S = 3.0
#: Steps per timed batch: short of every step limit used here, so no batch ends an episode.
CALLS = 40


@dataclass(frozen=True, slots=True)
class Row:
    """One line of the report (the ``rows`` of ``benchmarks/results.json``).

    Attributes:
        section: a name of :data:`SECTIONS`.
        name: what was measured.
        value: the measurement, in ``unit``.
        unit: ``"floors"``, ``"ms"`` or ``"x"`` (a ratio to a plain loop).
        budget: the most ``value`` may be, or None for a reference row.
        detail: free text shown beside the value.
    """

    section: str
    name: str
    value: float
    unit: str
    budget: float | None
    detail: str = ""

    @property
    def met(self) -> bool | None:
        """Whether ``value`` is within ``budget`` (None without a budget)."""
        return None if self.budget is None else self.value <= self.budget

    def as_json(self) -> dict[str, Any]:
        """The row as the report's JSON holds it."""
        return {"section": self.section, "name": self.name, "value": _round(self.value),
                "unit": self.unit, "budget": self.budget, "met": self.met,
                "detail": self.detail}


@dataclass(frozen=True, slots=True)
class Settings:
    """How long and how finely a run measures.

    Attributes:
        seconds: time per section, split over its operations.
        rounds: rounds every operation is timed for at least.
        clock: a key of :data:`benchmarks.timing.CLOCKS`.
        vector_sizes: the vector env sizes.
        budget_scale: the factor every budget is multiplied by.
        first_use: the generated suites whose first use is measured (none: every one).
    """

    seconds: float
    rounds: int
    clock: str
    vector_sizes: tuple[int, ...]
    budget_scale: float
    first_use: tuple[str, ...] = ()

    def budget(self, value: float | None) -> float | None:
        """``value`` scaled by :attr:`budget_scale`."""
        return None if value is None else value * self.budget_scale


def _round(value: float) -> float:
    """``value`` to four significant digits: what a measurement carries."""
    return float(f"{value:.4g}")


# --------------------------------------------------------------------------------------------
# The floor, calls and searches
# --------------------------------------------------------------------------------------------

def floor_batch(task: Task) -> Batch:
    """The pure-Python floor of one tool call on ``task``'s world: ``json.loads`` a call,
    dispatch it by name, look a record up by id, ``json.dumps`` the answer (an alarm record:
    a few short fields, the size of a call's answer).

    Args:
        task: a SPIEval task with alarms.

    Returns:
        The batch.
    """
    by_id = {record["id"]: record for rows in task.records.values() for record in rows}
    handlers: dict[str, Callable[[dict[str, Any]], dict[str, Any]]] = {
        "Phone_Call": lambda arguments: by_id[arguments["id"]]}
    call = action("Phone_Call", id=task.records["alarm"][0]["id"], type="VIDEO")
    loads, dumps = json.loads, json.dumps

    def run(n: int) -> None:
        for _ in range(n):
            parsed = loads(call)
            dumps({"status": "ok", "payload": handlers[parsed["name"]](parsed["arguments"])})

    return timed(run)


def step_batch(env: MobilePlannerEnv, task_id: str, step: str) -> Batch:
    """``n`` steps of ``step`` in a fresh episode of ``task_id``, the reset untimed.

    Args:
        env: the env.
        task_id: the task to reset to.
        step: the action.

    Returns:
        The batch.
    """
    options = {"task_id": task_id}

    def run(n: int, clock: Callable[[], int]) -> int:
        env.reset(options=options)
        take = env.step
        start = clock()
        for _ in range(n):
            take(step)
        return clock() - start

    return run


def outcome(env: MobilePlannerEnv, task_id: str, steps: Sequence[str], last: str,
            repeat: int = 1) -> str:
    """What ``last`` answers after ``steps`` in a fresh episode: ``"ok"`` (with the total found,
    for a search), or the error type. Checked before timing, so that a row times what it says.

    Args:
        env: the env.
        task_id: the task to reset to.
        steps: untimed steps before; each must succeed.
        last: the action whose answer is wanted.
        repeat: how many times ``last`` is taken; none may end the episode.

    Returns:
        The answer, in a few words.

    Raises:
        RuntimeError: a step before failed, or the episode ended.
    """
    env.reset(options={"task_id": task_id})
    for step in steps:
        answers = json.loads(env.step(step)[0])
        if any(a["status"] != "ok" for a in (answers if isinstance(answers, list) else [answers])):
            raise RuntimeError(f"a step that builds {task_id}'s world failed")
    for _ in range(repeat):
        observation, _, terminated, truncated, info = env.step(last)
        if terminated or truncated:
            raise RuntimeError(f"{last[:60]}... ended the episode of {task_id}")
    if info["error_type"] is not None:
        return str(info["error_type"])
    payload = json.loads(observation)["payload"]
    found = payload.get("data", payload) if isinstance(payload, dict) else None
    total = found.get("total") if isinstance(found, dict) else None
    return "ok" if total is None else f"ok, {total} found"


def _operations(world: World, env: MobilePlannerEnv) -> list[tuple[str, str, str]]:
    """(section, name, action) of every call timed on ``world``."""
    space = env.action_space
    assert isinstance(space, UnicodeText)  # its max_length is the longest action the env takes
    errors = world.error_calls(space.max_length)
    tool = json.loads(world.call)["name"]
    return [("env step", f"{tool} (non-search)", world.call),
            *(("env step", name, step) for name, step in errors.items()),
            ("search", f"fixed {json.loads(world.search)['name']}", world.search)]


def bench_calls(worlds: Sequence[World], floor_task: Task,
                settings: Settings) -> tuple[float, list[Row]]:
    """The floor, and every call of every world in floors, all timed in the same turns.

    Args:
        worlds: the worlds.
        floor_task: the task whose world the floor looks records up in.
        settings: the run's settings.

    Returns:
        The floor in microseconds, and the env step and search rows.
    """
    ops: list[tuple[World, str, str, str]] = []
    batches: list[Batch] = []
    for world in worlds:
        env = MobilePlannerEnv(tasks=[world.task], step_limit=CALLS + 10)
        for section, name, step in _operations(world, env):
            answer = outcome(env, world.task.id, (), step, repeat=CALLS)
            ops.append((world, section, name, answer))
            batches.append(step_batch(env, world.task.id, step))
    *medians, floor = measure_in_turns([*batches, floor_batch(floor_task)], settings.seconds,
                                       CALLS, min_rounds=settings.rounds, clock=settings.clock)
    rows = [Row(section, f"{name} [{world.label}]", us / floor, "floors",
                settings.budget(STEP_FLOORS if section == "env step" else SEARCH_FLOORS),
                f"{us:.1f} us, {world.records} records; {answer}")
            for (world, section, name, answer), us in zip(ops, medians)]
    return floor, rows


def bench_cold(worlds: Sequence[World], settings: Settings) -> list[Row]:
    """A reset of a task no env has met, plus its first search, on each world.

    Each round resets a deep copy of the task under a new id, so that nothing built for an
    earlier episode (its opening state, its search indexes) is reused; the env holding the
    copies is built before, as a training run builds its env once for a whole suite.

    Args:
        worlds: the worlds.
        settings: the run's settings.

    Returns:
        One row per world, in milliseconds.
    """
    rounds = 3 * settings.rounds
    read, shuffle = CLOCKS[settings.clock], random.Random(0).shuffle
    envs: list[MobilePlannerEnv] = []
    samples: list[list[int]] = [[] for _ in worlds]
    for world in worlds:
        copies = [world.task.model_copy(update={"id": f"{world.task.id}-cold-{k}"}, deep=True)
                  for k in range(rounds)]
        envs.append(MobilePlannerEnv(tasks=copies))
    order = list(range(len(worlds)))
    for k in range(rounds):
        shuffle(order)
        for i in order:
            start = read()
            envs[i].reset(options={"task_id": f"{worlds[i].task.id}-cold-{k}"})
            envs[i].step(worlds[i].search)
            samples[i].append(read() - start)
    return [Row("cold start", f"reset + first search [{world.label}]", _median(s) / 1e6, "ms",
                settings.budget(COLD_MS), f"{world.records} records, {rounds} unseen tasks")
            for world, s in zip(worlds, samples)]


def _median(values: Sequence[float]) -> float:
    ordered = sorted(values)
    middle = len(ordered) // 2
    return ordered[middle] if len(ordered) % 2 else (ordered[middle - 1] + ordered[middle]) / 2


# --------------------------------------------------------------------------------------------
# Scoring
# --------------------------------------------------------------------------------------------

def _reference(task: Task) -> list[str]:
    """``task``'s reference solution, one action a step."""
    return [json.dumps([{"name": c.name, "arguments": c.arguments} for c in step])
            for step in task.reference_solution]


def _task(suite: str, task_id: str) -> Task:
    return next(t for t in load_suite(suite) if t.id == task_id)


FINISH = action("finish", answer="Done.")


def scoring_episodes() -> list[tuple[str, Task, list[str]]]:
    """The finished episodes every reward scores: (label, task, actions).

    Returns:
        A reference play of one task per checker of each hand-written suite; four sends and
        one more against a task's four gold sends (SPIEval's exact pairing at its largest); and
        an episode at each benchmark's step limit (SPIEval's 50 steps of a search and a new
        contact, MobilePA's 15 of new contacts), each ending with ``finish``.
    """
    episodes = []
    for suite in ("spieval-core", "mobilepa-tool-use", "mobilepa-memory", "mobilepa-skills",
                  "mobilepa-subagents"):
        firsts: dict[str, Task] = {}
        for task in load_suite(suite):
            firsts.setdefault(task.checker, task)
        episodes += [(f"{task.id} reference", task, _reference(task))
                     for task in firsts.values()]
    paired = _task("spieval-core", "core-int-msg-4")
    assert paired.gold is not None
    numbers = [str(value) for c in paired.gold.answers[0].calls
               for value in (c.arguments["telephone"].values or [])[:1]]
    sends = json.dumps([{"name": "Messages_Send", "arguments": {"telephone": n, "text": "Late."}}
                        for n in [*numbers, "+1 415-555-0100"]])
    episodes.append((f"{paired.id}, {len(numbers) + 1} sends against {len(numbers)} gold", paired,
                     [sends, FINISH]))
    spieval = _task("spieval-core", "core-dis-alarm-1")
    steps = [json.dumps([{"name": "search_contacts", "arguments": {"pattern": "Dental"}},
                         {"name": "Contacts_Create", "arguments": {
                             "name": f"Ann Lee {i}", "telephone": f"+1 415-555-{i:04d}"}}])
             for i in range(spieval.step_limit - 1)]
    episodes.append((f"{spieval.id}, {spieval.step_limit} steps", spieval, [*steps, FINISH]))
    mobilepa = _task("mobilepa-tool-use", "pa-tu-be-03")
    steps = [action("add_contact", name=f"Ann Lee {i}", phone=f"+86 135 {i:08d}")
             for i in range(mobilepa.step_limit - 1)]
    episodes.append((f"{mobilepa.id}, {mobilepa.step_limit} steps", mobilepa, [*steps, FINISH]))
    return episodes


def _unscored(episode: EpisodeRecord) -> RewardResult:
    """The env's own reward while episodes are played for scoring: none."""
    return RewardResult(0.0)


def _player(task: Task, actions: Sequence[str]) -> Callable[[], EpisodeRecord]:
    """A function that plays ``actions`` on ``task`` in a fresh episode and returns its record.

    Raises:
        RuntimeError: the episode ends before its last action, or not at it.
    """
    env = MobilePlannerEnv(tasks=[task], reward=_unscored, step_limit=len(actions))

    def play() -> EpisodeRecord:
        env.reset(options={"task_id": task.id})
        for i, step in enumerate(actions, 1):
            done = any(env.step(step)[2:4])
            if done != (i == len(actions)):
                raise RuntimeError(f"the episode of {task.id} ended at step {i}")
        assert env.episode is not None
        return env.episode

    return play


def _scoring_batch(reward: Callable[[EpisodeRecord], RewardResult],
                   play: Callable[[], EpisodeRecord]) -> Batch:
    """``n`` scorings, each of a record just played (untimed), as a trainer scores each
    finished episode once."""

    def run(n: int, clock: Callable[[], int]) -> int:
        total = 0
        for _ in range(n):
            record = play()
            start = clock()
            reward(record)
            total += clock() - start
        return total

    return run


def bench_scoring(settings: Settings) -> list[Row]:
    """Each registered reward on each episode of :func:`scoring_episodes`, all in turns.

    Args:
        settings: the run's settings.

    Returns:
        One row per reward: its slowest episode's median, in milliseconds.
    """
    episodes = [(label, _player(task, actions)) for label, task, actions in scoring_episodes()]
    rewards = names()
    batches = [_scoring_batch(get(name), play) for name in rewards for _, play in episodes]
    medians = measure_in_turns(batches, settings.seconds, 1, min_rounds=settings.rounds,
                               clock=settings.clock)
    rows = []
    for i, name in enumerate(rewards):
        per_episode = medians[i * len(episodes):(i + 1) * len(episodes)]
        slowest = max(range(len(episodes)), key=per_episode.__getitem__)
        rows.append(Row("scoring", name, per_episode[slowest] / 1e3, "ms",
                        settings.budget(SCORING_MS),
                        f"slowest of {len(episodes)} episodes: {episodes[slowest][0]}"))
    return rows


# --------------------------------------------------------------------------------------------
# The vector env
# --------------------------------------------------------------------------------------------

def _vector_batch(vec: VectorEnv[Any, Any, Any], actions: Sequence[str]) -> Batch:
    """``n`` lock-steps of ``actions`` in fresh episodes (the reset untimed), per env; each
    step's outputs held until the next returns, as a rollout loop holds them."""

    def run(n: int, clock: Callable[[], int]) -> int:
        vec.reset(seed=0)
        step, held = vec.step, None
        start = clock()
        for _ in range(n):
            held = step(actions)
        elapsed = clock() - start
        del held
        return elapsed // vec.num_envs

    return run


def _loop_batch(envs: Sequence[MobilePlannerEnv], step: str) -> Batch:
    """``n`` rounds of stepping each env once in a plain loop (fresh episodes, the resets
    untimed), per env: the vector env's work without the vector env."""

    def run(n: int, clock: Callable[[], int]) -> int:
        for env in envs:
            env.reset(seed=0)
        steps, held = [env.step for env in envs], None
        start = clock()
        for _ in range(n):
            held = [take(step) for take in steps]
        elapsed = clock() - start
        del held
        return elapsed // len(envs)

    return run


def bench_vector(world: World, settings: Settings) -> list[Row]:
    """:class:`MobileVectorEnv` and Gymnasium's ``SyncVectorEnv`` against a plain loop of the
    same envs, at each size, every env taking ``world``'s non-search call.

    Args:
        world: the world every env plays.
        settings: the run's settings.

    Returns:
        Two rows per size, as ratios to the loop.
    """
    rows = []
    for size in settings.vector_sizes:
        vec = MobileVectorEnv(size, tasks=[world.task])
        sync = SyncVectorEnv([lambda: MobilePlannerEnv(tasks=[world.task])] * size)
        vector_us, loop_us, sync_us = measure_in_turns(
            [_vector_batch(vec, [world.call] * size), _loop_batch(vec.envs, world.call),
             _vector_batch(sync, (world.call,) * size)],
            settings.seconds / len(settings.vector_sizes), CALLS,
            min_rounds=settings.rounds, clock=settings.clock)
        vec.close()
        sync.close()
        del vec, sync
        gc.collect()
        loop = f"; plain loop {loop_us:.1f} us per env step"
        rows += [Row("vector env", f"MobileVectorEnv, {size} envs", vector_us / loop_us, "x",
                     settings.budget(VECTOR_X), f"{vector_us:.1f} us per env step" + loop),
                 Row("vector env", f"SyncVectorEnv, {size} envs (reference)", sync_us / loop_us,
                     "x", None, f"{sync_us:.1f} us per env step" + loop)]
    return rows


# --------------------------------------------------------------------------------------------
# Adversarial input
# --------------------------------------------------------------------------------------------

#: Steps a planner bloats a world with, the last step of a 50-step limit left for the search.
BLOAT_STEPS = 49
#: Calls per bloating step, each with a 4,096-character note (the longest the argument takes):
#: the most that fit in one action.
BLOAT_CALLS = 15
#: Regexes over every field of the bloated address book: ones that match everything (a dot-all
#: match runs to the end of the joined table), a counted wildcard between literals RE2 must run
#: as an NFA, and a catastrophic one for a backtracking engine.
BLOATED_PATTERNS: tuple[str, ...] = ("(?s).*", "[\\s\\S]*", "(?s)x.*", "x[^y]*", ".*",
                                     "a.{30}c", "(x+x+)+y")
#: Counted repetitions: far past what the search compiles, and just within it.
COUNTED_PATTERNS: tuple[str, ...] = (".{0,1000}" * 5, "[^x]{0,1000}" * 5, "x{0,999}y",
                                     "(x{1,30}){30}")
#: Words to fill the longest strings with.
WORDS = "lorem ipsum dolor sit amet " * 160


def _bloat_spieval(note: str) -> Callable[[int], list[str]]:
    """The bloating steps of a SPIEval world, the ``k``-th time: new contacts whose notes are
    ``note`` (names differ each time, so no cache keyed by content serves a later time)."""

    def steps(k: int) -> list[str]:
        return [json.dumps([{"name": "Contacts_Create", "arguments": {
            "name": f"N{k}", "telephone": "13800000000", "note": note}}] * BLOAT_CALLS)
        ] * BLOAT_STEPS

    return steps


def _bloat_mobilepa(k: int) -> list[str]:
    """The bloating steps of a MobilePA address book, the ``k``-th time: new contacts with
    every string at its 100-character limit, names and numbers unique as the book requires."""
    return [json.dumps([{"name": "add_contact", "arguments": {
        "name": f"{k} {n} {WORDS}"[:100], "phone": f"+1 415-739-{n:04d}",
        "company": f"{k} {WORDS}"[:100], "nickname": f"{k} {WORDS}"[:100]}}
        for n in range(BLOAT_CALLS * step, BLOAT_CALLS * (step + 1))])
        for step in range(BLOAT_STEPS)]


def _regex(pattern: str) -> Callable[[int], str]:
    """The search for ``pattern``, the ``k``-th time: ``k`` empty groups appended, which match
    nothing more, so that no compiled pattern is reused."""
    return lambda k: action("search_contacts", pattern=pattern + "(?:)" * k, mode="regex")


def _query(tool: str, text: str, **arguments: Any) -> Callable[[int], str]:
    """``tool`` asked ``text``, the ``k``-th time: its last characters made unique in kind
    (letters stay letters, digits digits), so that no folded query is reused."""

    def call(k: int) -> str:
        tag = str(k) if text[-1].isdigit() else "".join(chr(97 + int(d)) for d in str(k))
        key = "query" if tool == "find_contact" else "pattern"
        return action(tool, **{key: text[:-len(tag)] + tag}, **arguments)

    return call


@dataclass(frozen=True, slots=True)
class Attack:
    """One adversarial call: on ``world``'s task after ``bloat(k)``, the call ``call(k)``."""

    name: str
    world: World
    bloat: Callable[[int], list[str]]
    call: Callable[[int], str]


def attacks() -> list[Attack]:
    """Every adversarial call the budget times.

    Returns:
        :data:`BLOATED_PATTERNS` and :data:`COUNTED_PATTERNS` over a SPIEval address book of
        735 new contacts with 4,096-character notes of ``x``; fixed searches of the same book
        written in two-letter words (one word long enough for a word index, one too short);
        the longest fuzzy query; and ``find_contact``'s longest queries (words, digits) on a
        MobilePA address book of 735 new contacts.
    """
    spieval, mobilepa = spieval_task_world(), mobilepa_task_world()
    xs, words = _bloat_spieval("x" * 4096), _bloat_spieval("ab " * 1365)
    out = [Attack(f'regex "{p}"', spieval, xs, _regex(p))
           for p in (*BLOATED_PATTERNS, *COUNTED_PATTERNS)]
    out += [Attack(f'fixed "{p}", notes in words', spieval, words,
                   _query("search_contacts", p, mode="fixed")) for p in ("zzzq", "ab cd")]
    out.append(Attack("fuzzy, 256 characters", spieval, xs,
                      _query("search_contacts", WORDS[:256], mode="fuzzy")))
    out += [Attack(f"find_contact, {what}", mobilepa, _bloat_mobilepa,
                   _query("find_contact", text))
            for what, text in (("4,096 characters of words", WORDS[:4096]),
                               ("4,096 digits", "9" * 4096))]
    return out


def _attack_batch(env: MobilePlannerEnv, attack: Attack, turn: Iterator[int]) -> Batch:
    """``n`` adversarial calls, each the first of a fresh episode after the bloating
    (untimed), each with a world and a pattern the process has not met."""
    task_id = attack.world.task.id

    def run(n: int, clock: Callable[[], int]) -> int:
        total = 0
        for _ in range(n):
            k = next(turn)
            env.reset(options={"task_id": task_id})
            for step in attack.bloat(k):
                env.step(step)
            last = attack.call(k)
            start = clock()
            env.step(last)
            total += clock() - start
        return total

    return run


def bench_adversarial(settings: Settings) -> list[Row]:
    """Every call of :func:`attacks`, in turns.

    Args:
        settings: the run's settings.

    Returns:
        One row per attack, in milliseconds.
    """
    turn, cases = count(1), attacks()
    envs: dict[str, MobilePlannerEnv] = {}
    batches, answers = [], []
    for attack in cases:
        task = attack.world.task
        env = envs.setdefault(task.id, MobilePlannerEnv(tasks=[task],
                                                        step_limit=BLOAT_STEPS + 10))
        answers.append(outcome(env, task.id, attack.bloat(0), attack.call(0)))
        batches.append(_attack_batch(env, attack, turn))
    medians = measure_in_turns(batches, settings.seconds, 1, warmup=0,
                               min_rounds=min(settings.rounds, 3), clock=settings.clock)
    return [Row("adversarial", attack.name, us / 1e3, "ms", settings.budget(ADVERSARIAL_MS),
                f"{attack.world.label} bloated to "
                f"{attack.world.records + BLOAT_STEPS * BLOAT_CALLS} records; {answer}")
            for attack, us, answer in zip(cases, medians, answers)]


# --------------------------------------------------------------------------------------------
# The run and its report
# --------------------------------------------------------------------------------------------

# --------------------------------------------------------------------------------------------
# First use of a generated suite
# --------------------------------------------------------------------------------------------

#: What a fresh process runs: import the package, then time the suite's first ``load_suite``.
FIRST_USE = ("import sys, time\n"
             "from mobile_env.task_format import load_suite\n"
             "start = time.perf_counter()\n"
             "load_suite(sys.argv[1])\n"
             "print(time.perf_counter() - start)\n")


def bench_first_use(settings: Settings) -> list[Row]:
    """Each generated built-in suite built on its first use, in a fresh process with an empty
    cache: the ``load_suite`` call in seconds, the whole process in the detail."""
    rows = []
    for name in settings.first_use or sorted(read_manifest(tasks_dir())):
        with tempfile.TemporaryDirectory() as cache:
            start = time.perf_counter()
            done = subprocess.run([sys.executable, "-c", FIRST_USE, name], check=True,
                                  env={**os.environ, "MOBILE_ENV_CACHE_DIR": cache},
                                  capture_output=True, text=True)
            whole = time.perf_counter() - start
        rows.append(Row("first use", name, float(done.stdout), "s", settings.budget(FIRST_USE_S),
                        f"whole process {whole:.2f} s"))
    return rows


def run(settings: Settings, sections: Sequence[str] = RUN_ORDER) -> tuple[float, list[Row]]:
    """Measure the chosen sections.

    Args:
        settings: the run's settings.
        sections: names of :data:`RUN_ORDER` (``"env step"`` also measures ``"search"``).

    Returns:
        The floor in microseconds and every row, in the order of :data:`SECTIONS`.
    """
    worlds = shipped_worlds()
    floor: float | None = None
    rows: list[Row] = []
    for section in tqdm([s for s in RUN_ORDER if s in sections], desc="bench", unit="section",
                        file=sys.stderr):
        if section == "vector env":
            rows += bench_vector(worlds[-1], settings)
        elif section == "env step":
            floor, measured = bench_calls(worlds, worlds[-1].task, settings)
            rows += measured
        elif section == "cold start":
            rows += bench_cold(worlds, settings)
        elif section == "scoring":
            rows += bench_scoring(settings)
        elif section == "first use":
            rows += bench_first_use(settings)
        else:
            rows += bench_adversarial(settings)
        gc.collect()
    if floor is None:  # no row is in floors, but the report always states the floor
        floor = measure_in_turns([floor_batch(worlds[-1].task)], settings.seconds, CALLS,
                                 min_rounds=settings.rounds, clock=settings.clock)[0]
    return floor, sorted(rows, key=lambda row: SECTIONS.index(row.section))


def report(command: str, clock: str, floor: float, rows: Sequence[Row]) -> dict[str, Any]:
    """The report as ``benchmarks/results.json`` holds it.

    Args:
        command: the command line that made it.
        clock: the clock it was timed with.
        floor: the floor in microseconds.
        rows: every row.

    Returns:
        The report.
    """
    return {"schema": 1, "command": command,
            "machine": {"python": platform.python_version(), "platform": platform.platform(),
                        "cpus": os.cpu_count(), "clock": clock},
            "floor_us": _round(floor),
            "rows": [row.as_json() for row in rows],
            "missed": sum(row.met is False for row in rows)}


def format_table(rows: Sequence[Row]) -> str:
    """The rows as a text table.

    Args:
        rows: the rows.

    Returns:
        One line per row under a header, values and budgets in their unit.
    """
    body = [(r.section, r.name, f"{r.value:.3g}", r.unit,
             "-" if r.budget is None else f"{r.budget:g}",
             {None: "", True: "ok", False: "MISSED"}[r.met], r.detail) for r in rows]
    header = ("section", "row", "value", "unit", "budget", "met", "detail")
    widths = [max(len(line[i]) for line in (header, *body)) for i in range(len(header))]
    return "\n".join("  ".join(cell.ljust(width) for cell, width in zip(line, widths)).rstrip()
                     for line in (header, *body))


def main(args: argparse.Namespace, argv: Sequence[str] | None = None) -> int:
    """Run the benchmark with the options :mod:`benchmarks.bench_cli` parsed.

    Args:
        args: the parsed options.
        argv: the command line's arguments as given (for the report's command).

    Returns:
        The exit status: 1 with ``--check`` if a budget is missed, else 0.
    """
    seconds = args.seconds or (0.2 if args.quick else 6.0)
    settings = Settings(seconds, 1 if args.quick else 7, args.clock, tuple(args.vector_sizes),
                        args.budget_scale, tuple(args.first_use or ()))
    floor, rows = run(settings, args.only or RUN_ORDER)
    command = shlex.join(["python", "-m", "benchmarks.bench",
                          *(sys.argv[1:] if argv is None else argv)])
    result = report(command, args.clock, floor, rows)
    print(format_table(rows))
    budgeted = sum(row.met is not None for row in rows)
    print(f"\nfloor {result['floor_us']} us; {result['missed']} of {budgeted} budgets missed")
    if args.json is not None:
        args.json.parent.mkdir(parents=True, exist_ok=True)
        args.json.write_text(json.dumps(result, indent=2, ensure_ascii=False) + "\n",
                             encoding="utf-8")
    if args.plot is not None:
        from benchmarks.plots import save_figure

        save_figure(rows, args.plot)
    return 1 if args.check and result["missed"] else 0


if __name__ == "__main__":
    # Run this module's own functions (bench_cli.main would import a second copy of it).
    from benchmarks.bench_cli import parser

    raise SystemExit(main(parser().parse_args()))
