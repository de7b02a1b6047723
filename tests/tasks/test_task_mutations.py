"""A task file edited by hand: any one field of a shipped task changed to an odd JSON value is
either refused on loading (one ``TaskFileError`` naming the line and field), or reported by
``validate_task``, or refused by the env with a ``ValueError`` naming the task -- and a task that
gets past all three plays: reset, its reference steps, a search and ``finish``, scored. Never
another exception."""

from __future__ import annotations

import copy
import json
import random
from pathlib import Path
from typing import Any, Iterator

import pytest

from mobile_env.env import MobilePlannerEnv
from mobile_env.task_format import load_suite
from mobile_env.task_format.loading import TaskFileError, load_tasks, to_jsonl
from mobile_env.validation import validate_task

SUITES = ("demo", "spieval-core", "mobilepa-tool-use", "mobilepa-memory", "mobilepa-skills",
          "mobilepa-subagents")
ODD = (None, 0, -1, 10**6, "", "x", [], {}, [[]], [{}], {"a": 1}, True, 1.5, "ééé", ["x"],
       [{"name": "x"}])
MUTATIONS = 400


def _paths(value: Any, prefix: tuple[Any, ...] = ()) -> Iterator[tuple[Any, ...]]:
    """Every key path into ``value`` (the first three items of each list)."""
    items = value.items() if isinstance(value, dict) else \
        enumerate(value[:3]) if isinstance(value, list) else ()
    for key, inner in items:
        yield (*prefix, key)
        yield from _paths(inner, (*prefix, key))


def _mutated(rng: random.Random, lines: list[dict[str, Any]]) -> dict[str, Any]:
    task = copy.deepcopy(rng.choice(lines))
    path = rng.choice(list(_paths(task)))
    parent = task
    for key in path[:-1]:
        parent = parent[key]
    value = copy.deepcopy(rng.choice(ODD))
    if isinstance(parent, list) and rng.random() < 0.2:
        parent.append(value)
    else:
        parent[path[-1]] = value
    return task


def _play(env: MobilePlannerEnv) -> None:
    env.reset(seed=0)
    task = next(iter(env.tasks.values()))
    actions = [json.dumps([{"name": c.name, "arguments": c.arguments} for c in step])
               for step in task.reference_solution[:3]]
    actions += ['{"name": "search_phone", "arguments": {"pattern": "a"}}',
                '{"name": "finish", "arguments": {}}']
    for action in actions:
        if any(env.step(action)[2:4]):
            return


def test_odd_fields_are_refused_reported_or_played(tmp_path: Path) -> None:
    lines = [json.loads(line) for suite in SUITES
             for line in to_jsonl(load_suite(suite)[:5]).splitlines()]
    rng = random.Random(0)
    outcomes = {"refused": 0, "reported": 0, "env_refused": 0, "played": 0}
    path = tmp_path / "task.jsonl"
    for _ in range(MUTATIONS):
        path.write_text(json.dumps(_mutated(rng, lines)) + "\n", encoding="utf-8")
        try:
            (task,) = load_tasks(path)
        except TaskFileError as exc:
            assert str(exc).startswith(f"{path}:1: field ")
            outcomes["refused"] += 1
            continue
        outcomes["reported" if validate_task(task) else "played"] += 1
        try:
            env = MobilePlannerEnv(tasks=[task])
        except ValueError as exc:
            assert task.id in str(exc)
            outcomes["env_refused"] += 1
            continue
        _play(env)
    # the common ways out were all taken (an env refusal is rarer: test_validate.py has one)
    assert outcomes["refused"] and outcomes["reported"] and outcomes["played"], outcomes


@pytest.mark.parametrize("suite", SUITES)
def test_the_unmutated_tasks_play(suite: str) -> None:
    """The harness itself: the shipped tasks are valid and play."""
    for task in load_suite(suite)[:5]:
        assert validate_task(task) == []
        _play(MobilePlannerEnv(tasks=[task]))
