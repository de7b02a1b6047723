"""Skill Usage as the revised MobilePA paper (003, Sections 3.2 and 3.4) defines it, on every
shipped skill task: SOR needs a complete route loaded before any other call; MTSR accepts
direct-tool, skill-based and mixed solutions and only reports the route."""

from __future__ import annotations

import json
from functools import lru_cache
from typing import Any

import pytest

from mobile_env.env import MobilePlannerEnv
from mobile_env.rewards import get
from mobile_env.task_format import available_suites, load_suite
from mobile_env.task_format.loading import SUITE_GROUPS
from mobile_env.task_format.schema import Task

LOADER = "load_skill"
Steps = list[list[dict[str, Any]]]


@lru_cache(maxsize=1)
def skill_tasks() -> tuple[Task, ...]:
    suites = sorted(set(available_suites()) - set(SUITE_GROUPS))
    return tuple(t for s in suites for t in load_suite(s) if t.skill_setting != "none")


def _steps(task: Task, drop: set[str] = frozenset()) -> Steps:
    """The reference's steps as JSON calls, without the skill loads of the skills in ``drop``."""
    steps = [[{"name": c.name, "arguments": c.arguments} for c in step
              if not (c.name == LOADER and c.arguments.get("skill_id") in drop)]
             for step in task.reference_solution]
    return [step for step in steps if step]


def play(task: Task, steps: Steps) -> dict[str, Any]:
    """The task checker's verdict on the episode: value, route_ok and exec_ok."""
    env = MobilePlannerEnv(tasks=[task])
    env.reset(seed=0)
    for step in steps:
        *_, terminated, truncated, _ = env.step(json.dumps(step))
        if terminated or truncated:
            break
    assert env.episode is not None
    result = get("task_checker")(env.episode)
    return {"value": result.value, "route_ok": result.breakdown["route_ok"],
            "exec_ok": result.breakdown["exec_ok"]}


def _loaded(task: Task) -> list[str]:
    return [c.arguments["skill_id"] for step in task.reference_solution for c in step
            if c.name == LOADER]


def test_every_suite_has_both_settings_multi_skill_routes_and_both_checkers() -> None:
    by_suite: dict[str, list[Task]] = {}
    for task in skill_tasks():
        by_suite.setdefault(task.suite, []).append(task)
    assert by_suite
    for suite, tasks in by_suite.items():
        assert {t.skill_setting for t in tasks} == {"sor", "mtsr"}, suite
        assert {t.checker for t in tasks} >= {"tool_calls", "state_change"}, suite
        assert any(len(t.skill_routes[0]) > 1 for t in tasks), f"{suite}: no multi-skill route"
        assert any(len(t.skill_routes) > 1 for t in tasks), f"{suite}: no alternative routes"


def test_mtsr_direct_skill_and_mixed_solutions_all_pass() -> None:
    for task in (t for t in skill_tasks() if t.skill_setting == "mtsr"):
        skills = _loaded(task)
        assert play(task, _steps(task)) == {"value": 1.0, "route_ok": True,
                                            "exec_ok": True}, task.id
        direct = play(task, _steps(task, drop=set(skills)))
        assert direct == {"value": 1.0, "route_ok": False, "exec_ok": True}, task.id
        if len(skills) > 1:  # mixed: one skill loaded, the other skill's tools called directly
            mixed = play(task, _steps(task, drop=set(skills[1:])))
            assert mixed == {"value": 1.0, "route_ok": False, "exec_ok": True}, task.id


def test_sor_needs_a_complete_route_loaded_first() -> None:
    for task in (t for t in skill_tasks() if t.skill_setting == "sor"):
        skills = _loaded(task)
        assert task.candidate_tools == [LOADER], task.id
        assert play(task, _steps(task)) == {"value": 1.0, "route_ok": True,
                                            "exec_ok": True}, task.id
        # skipping the loads leaves only unknown tools; a partial route fails the gate
        assert play(task, _steps(task, drop=set(skills)))["value"] == 0.0, task.id
        if len(skills) > 1:
            partial = play(task, _steps(task, drop=set(skills[1:])))
            assert partial["value"] == 0.0 and partial["route_ok"] is False, task.id


@pytest.mark.parametrize("setting", ["sor", "mtsr"])
def test_any_listed_route_opens_the_gate(setting: str) -> None:
    """An alternative route (not the reference's) is as good as the reference's."""
    checked = 0
    for task in skill_tasks():
        if task.skill_setting != setting or len(task.skill_routes) < 2:
            continue
        other = task.skill_routes[1]
        steps = [[{"name": LOADER, "arguments": {"skill_id": s}} for s in other],
                 *_steps(task, drop=set(_loaded(task)))]
        assert play(task, steps) == {"value": 1.0, "route_ok": True, "exec_ok": True}, task.id
        checked += 1
    assert checked
