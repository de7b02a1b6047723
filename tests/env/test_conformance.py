"""Conformance: every guarantee of the env, on every shipped suite x setting x language.

The cases come from the data, so a new suite (a new ``tasks/<suite>.jsonl``) gets every check
below without its author touching a test. For each suite of :func:`available_suites` and each
setting and language, the case holds the suite's tasks to which that setting and language apply:

- ``standard`` applies to every task;
- ``full`` to a task that offers a retrieve tool (``full`` turns pagination off; without a
  search it is ``standard`` by another name);
- ``no_search`` to a task with ``evidence``: the records the no-search prompt lists (SPIEval's
  third setting). The setting withholds every retrieve tool, so its reference solution is the
  task's without the retrieve calls (steps left empty are dropped);
- ``en`` applies to every task, ``zh`` to a task whose every offered tool (skills' tools
  included) has the paper's Chinese text (``Tool.zh``: SPIEval's 21 tools; MobilePA's catalog is
  English only, so Chinese would change nothing but the system prompt).

A (suite, setting, language) with no such task is not a case. Guarantees, one test each:

1. ``check_env`` (Gymnasium's checker, every declared render mode) passes with warnings as errors;
2. the reference solution scores 1.0 and finishing at once scores 0, under ``task_checker``;
3. an env pickled mid-episode and unpickled continues exactly as the original does;
4. ``gym.make_vec`` ``sync`` and ``async`` and :class:`~mobile_env.vector.MobileVectorEnv` give
   identical results (observations, rewards, flags, batched infos) over a scripted run;
5. a second process with another ``PYTHONHASHSEED`` gives byte-identical observations, rewards,
   infos (reward breakdowns included, in their key order) and trajectory lines, for the
   reference solution, finishing at once, seeded fuzzed actions (:mod:`fuzz_actions`) and the
   random agent, one env per case playing them all in a row.

By default each case samples two tasks (the first and a seeded-random one). The ``slow`` variant
(``...-all`` ids) runs every task of every suite, each in one of the settings and languages that
apply to it, in rotation, so that every combination runs on a share of each suite. The replays of
guarantee 5 for all selected cases run in ONE other process, started with the module's first
test so that it runs beside the others (this process's hash seed is random unless
``PYTHONHASHSEED`` is set, so each run compares another pair of seeds).
"""

from __future__ import annotations

import hashlib
import json
import os
import pickle
import random
import subprocess
import sys
import warnings
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable, Iterator

import gymnasium as gym
import pytest
from episode_scripts import GARBAGE, play, same, without_per_env
from fuzz_actions import ActionFuzzer
from gymnasium.utils.env_checker import check_env

import mobile_env
from mobile_env import trajectory
from mobile_env.agents.base import FINISH_ACTION, calls_action
from mobile_env.agents.random_agent import RandomAgent
from mobile_env.env import MobilePlannerEnv
from mobile_env.i18n import Lang
from mobile_env.skills import SKILLS
from mobile_env.task_format import Task, available_suites, load_suite
from mobile_env.task_format.schema import Setting
from mobile_env.tools import FINISH, REGISTRY
from mobile_env.vector import MobileVectorEnv

ROOT = Path(__file__).resolve().parents[2]
SETTINGS: tuple[Setting, ...] = ("standard", "full", "no_search")
LANGS: tuple[Lang, ...] = ("en", "zh")
PLAYS = ("reference", "finish", "fuzz", "random agent")
#: An action that fails without ending the episode (an unknown tool).
ERROR = GARBAGE[1]


# --------------------------------------------------------------------------- which cases apply

def offered_tools(task: Task) -> list[str]:
    """Every tool an episode of ``task`` can make callable (its skills' tools included)."""
    return [*task.candidate_tools, *(t for s in task.candidate_skills for t in SKILLS[s].tools)]


def applies(task: Task, setting: Setting, lang: Lang) -> bool:
    """The rule of the module docstring."""
    tools = offered_tools(task)
    if setting == "full" and not any(REGISTRY[t].kind == "retrieve" for t in tools):
        return False
    if setting == "no_search" and not task.evidence:
        return False
    return lang == "en" or all(REGISTRY[t].zh is not None for t in tools if t != FINISH)


@dataclass(frozen=True)
class Case:
    """Tasks of one suite, all played in one setting and language."""

    suite: str
    setting: Setting
    lang: Lang
    task_ids: tuple[str, ...]

    @property
    def name(self) -> str:
        return f"{self.suite}/{self.setting}/{self.lang}"

    @property
    def tasks(self) -> list[Task]:
        by_id = {t.id: t for t in load_suite(self.suite)}
        return [by_id[i] for i in self.task_ids]

    def env(self, tasks: list[Task] | None = None, **kwargs: Any) -> MobilePlannerEnv:
        return MobilePlannerEnv(tasks=tasks or self.tasks, setting=self.setting,
                                lang=self.lang, reward="task_checker", **kwargs)


def cases() -> tuple[list[Case], list[Case]]:
    """(every (suite, setting, language) that applies to some task, with all those tasks;
    the same with every task in one of them only, in rotation): the default cases sample the
    first, the slow ones run the second, so every task runs once and every combination on a
    share of each suite."""
    every, rotated = [], []
    for suite in available_suites():
        tasks = load_suite(suite)
        combos = {t.id: [(s, lang) for s in SETTINGS for lang in LANGS if applies(t, s, lang)]
                  for t in tasks}
        turn = {t.id: combos[t.id][i % len(combos[t.id])] for i, t in enumerate(tasks)}
        for setting in SETTINGS:
            for lang in LANGS:
                ids = tuple(t.id for t in tasks if (setting, lang) in combos[t.id])
                if ids:
                    every.append(Case(suite, setting, lang, ids))
                    mine = tuple(i for i in ids if turn[i] == (setting, lang))
                    rotated += [Case(suite, setting, lang, mine)] if mine else []
    return every, rotated


def sampled(case: Case) -> Case:
    """``case`` on its first task and a seeded-random other (the same ones in any process)."""
    ids = case.task_ids
    other = (random.Random(case.name).choice(ids[1:]),) if len(ids) > 1 else ()
    return Case(case.suite, case.setting, case.lang, ids[:1] + other)


EVERY, ROTATED = cases()
CASES = [pytest.param(sampled(c), id=c.name) for c in EVERY] + \
    [pytest.param(c, id=f"{c.name}-all", marks=pytest.mark.slow) for c in ROTATED]


# --------------------------------------------------------------------------- plays

def reference(task: Task, setting: Setting) -> list[str]:
    """The task's reference solution as actions; in ``no_search`` without its retrieve calls."""
    steps = [[(c.name, c.arguments) for c in step
              if setting != "no_search" or REGISTRY[c.name].kind != "retrieve"]
             for step in task.reference_solution]
    return [calls_action(step) for step in steps if step]


def play_digests(cases: list[Case]) -> dict[str, str]:
    """``suite/setting/lang/task/play`` -> digest of everything that play produced: the reset
    observation and info, every step's observation, reward, flags and info, and the episode's
    trajectory line. One env per case plays every task and play in a row, as a long-lived
    worker would."""
    out = {}
    for case in cases:
        env = case.env()
        for task in env.tasks.values():
            fuzzer = ActionFuzzer(task.id)
            for name in PLAYS:
                obs, info = env.reset(seed=0, options={"task_id": task.id})
                digest = hashlib.sha256(json.dumps([obs, info]).encode())
                fuzzer.for_task(task, info["tools"])
                agent = RandomAgent(seed=3)
                agent.reset(task.id, info["messages"], info["tools"])
                actions = {"reference": reference(task, case.setting), "finish": [],
                           "fuzz": [fuzzer.action()[1] for _ in range(8)], "random agent": None}
                scripted = actions[name]
                for k in range(env.episode.task.step_limit):
                    if scripted is None:
                        action = agent.act(obs)
                    else:
                        action = scripted[k] if k < len(scripted) else FINISH_ACTION
                    obs, reward, terminated, truncated, info = env.step(action)
                    digest.update(json.dumps([obs, reward, terminated, truncated, info],
                                             default=repr).encode())
                    if terminated or truncated:
                        break
                line = trajectory.from_episode(env.episode, seed=0,
                                               env_config={"lang": case.lang}).to_json()
                digest.update(line.encode())
                out[f"{case.name}/{task.id}/{name}"] = digest.hexdigest()
    return out


_REPLAYER = """
import json, sys
sys.path[:0] = ["tests", "tests/env"]
from test_conformance import Case, play_digests
with open(sys.argv[1], encoding="utf-8") as spec:
    cases = [Case(s, setting, lang, tuple(ids)) for s, setting, lang, ids in json.load(spec)]
print(json.dumps(play_digests(cases)))
"""


def other_hash_seed() -> str:
    """A ``PYTHONHASHSEED`` other than this process's (random unless the variable is set)."""
    return "1" if os.environ.get("PYTHONHASHSEED") == "0" else "0"


@pytest.fixture(scope="module", autouse=True)
def replayer(request: pytest.FixtureRequest,
             tmp_path_factory: pytest.TempPathFactory) -> Iterator[Callable[[], dict[str, str]]]:
    """One process, with another hash seed, plays every selected replay case; it starts with
    the module's first test and runs beside the others. Yields a function that waits for it."""
    selected = [item.callspec.params["case"] for item in request.session.items
                if getattr(item, "function", None) is test_replay_is_byte_identical]
    if not selected:
        yield dict
        return
    folder = tmp_path_factory.mktemp("replay")
    (folder / "cases.json").write_text(json.dumps([[c.suite, c.setting, c.lang, c.task_ids]
                                                   for c in selected]), encoding="utf-8")
    with open(folder / "digests.json", "w", encoding="utf-8") as out, \
            open(folder / "stderr.txt", "w", encoding="utf-8") as err:
        child = subprocess.Popen([sys.executable, "-c", _REPLAYER, str(folder / "cases.json")],
                                 env={**os.environ, "PYTHONHASHSEED": other_hash_seed()},
                                 cwd=ROOT, stdout=out, stderr=err)
    results: dict[str, str] = {}

    def wait() -> dict[str, str]:
        if not results:
            code = child.wait(timeout=3000)
            assert code == 0, (folder / "stderr.txt").read_text(encoding="utf-8")[-3000:]
            results.update(json.loads((folder / "digests.json").read_text(encoding="utf-8")))
        return results

    yield wait
    child.kill()
    child.wait()


# --------------------------------------------------------------------------- the guarantees

@pytest.mark.parametrize("case", CASES)
def test_check_env_passes_without_warnings(case: Case) -> None:
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        env = gym.make(mobile_env.ENV_ID, tasks=case.tasks, setting=case.setting, lang=case.lang)
        check_env(env.unwrapped)


@pytest.mark.parametrize("case", CASES)
def test_reference_scores_one_and_finishing_at_once_zero(case: Case) -> None:
    for task in case.tasks:
        env = case.env([task])
        env.reset(seed=0)
        *_, (obs, reward, terminated, truncated, info) = play(env, reference(task, case.setting)
                                                             + [FINISH_ACTION])
        assert (reward, terminated, truncated) == (1.0, True, False), (task.id, obs, info)
        env.reset(seed=0)
        _, reward, terminated, _, info = env.step(FINISH_ACTION)
        assert (reward, terminated) == (0.0, True), (task.id, info)


@pytest.mark.parametrize("case", CASES)
def test_pickled_mid_episode_continues_identically(case: Case) -> None:
    for task in case.tasks:
        env = case.env([task])
        env.reset(seed=0)
        actions = [ERROR, *reference(task, case.setting), FINISH_ACTION]
        cut = len(actions) // 2
        assert all(not (r[2] or r[3]) for r in play(env, actions[:cut]))
        copy = pickle.loads(pickle.dumps(env))
        assert copy.state.digest() == env.state.digest()
        assert play(copy, actions[cut:]) == play(env, actions[cut:])
        lines = [trajectory.from_episode(e.episode, seed=0).to_json() for e in (copy, env)]
        assert lines[0] == lines[1]


def vector_run(venv: Any, case: Case) -> list[Any]:
    """Each task in turn on both envs: env 0 plays the reference, env 1 errs and finishes
    (then autoresets onto a seeded draw and goes on), until env 0's episode ends."""
    results: list[Any] = []
    for i, task in enumerate(case.tasks):
        results.append(venv.reset(seed=i, options={"task_id": task.id}))
        actions = reference(task, case.setting) + [FINISH_ACTION]
        for t, action in enumerate(actions):
            result = venv.step([action, [ERROR, FINISH_ACTION][t % 2]])
            results.append(result)
            if result[2][0] or result[3][0]:
                break
    return results


@pytest.mark.parametrize("case", CASES)
def test_make_vec_sync_async_and_ours_agree(case: Case) -> None:
    kwargs = {"tasks": case.tasks, "setting": case.setting, "lang": case.lang}
    ours = [without_per_env(r) for r in vector_run(MobileVectorEnv(2, **kwargs), case)]
    sync = vector_run(gym.make_vec(mobile_env.ENV_ID, 2, vectorization_mode="sync", **kwargs), case)
    venv = gym.make_vec(mobile_env.ENV_ID, 2, vectorization_mode="async", **kwargs)
    try:
        asynchronous = vector_run(venv, case)
    finally:
        venv.close()
    assert len(ours) == len(sync) == len(asynchronous)
    for t, (mine, a, b) in enumerate(zip(ours, sync, asynchronous)):
        assert same(mine, a), ("sync", t)
        assert same(a, b), ("async", t)
    assert any(len(r) == 5 and r[1][0] == 1.0 for r in ours)  # env 0 solved a task


@pytest.mark.parametrize("case", CASES)
def test_replay_is_byte_identical(case: Case, replayer: Callable[[], dict[str, str]]) -> None:
    """Last in the module: by now the other process has (nearly) finished."""
    here = play_digests([case])
    assert len(here) == len(PLAYS) * len(case.task_ids)
    there = replayer()
    differ = sorted(k for k in here if here[k] != there.get(k))
    assert not differ, f"PYTHONHASHSEED={other_hash_seed()} changes {differ}"
