"""Scripted episodes that every "same results elsewhere" test replays: the in-process env is the
reference, and a server, Ray workers, a SkyRL adapter or threads must reproduce it exactly;
:func:`same` compares what vector envs return.

The scripts mix reference solutions (SPIEval calls, MobilePA skills that add tools mid-episode)
with garbage a model really writes: broken JSON, unknown tools, a pathological regex, a 100k
string, a lone surrogate, an empty answer.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any, Iterable

import numpy as np

from mobile_env.agents.base import FINISH_ACTION, calls_action
from mobile_env.env import MobilePlannerEnv
from mobile_env.task_format import Task, load_suite

#: Actions that fail without ending the episode (each is an error observation).
GARBAGE = [
    '{"name": "search_contacts", "arguments": {"pattern": ',
    '{"name": "no_such_tool", "arguments": {}}',
    '{"name": "search_phone", "arguments": {"pattern": "(a+)+$", "mode": "regex"}}',
    '<tool_call>{"name": "search_phone"</tool_call>',
    '{"name": "search_phone", "arguments": {"pattern": "' + "x" * 100_000 + '"}}',
    # A lone surrogate: the env (and a server, before it) reads it as U+FFFD.
    (SURROGATE := '{"name": "search_phone", "arguments": {"pattern": "\ud800"}}'),
    json.dumps([{"name": "search_phone", "arguments": {"pattern": "a"}}] * 17),
    # Valid UTF-8 that decodes to a lone surrogate: an escape inside string-encoded arguments.
    '{"name": "search_phone", "arguments": "{\\"pattern\\": \\"\\\\ud800\\"}"}',
    # Arguments nested far deeper than any tool takes.
    '{"name": "search_phone", "arguments": {"pattern": ' + "[" * 490 + "]" * 490 + "}}",
]


@dataclass(frozen=True)
class Script:
    """One episode: the task, its seed and every action, in order."""

    suite: str
    task_id: str
    seed: int
    actions: tuple[str, ...]


def solution(task: Task) -> list[str]:
    return [calls_action((c.name, c.arguments) for c in step) for step in task.reference_solution]


def scripts() -> list[Script]:
    """Eight episodes over three suites; two load skills, three open with garbage."""
    core = load_suite("spieval-core")
    skills = load_suite("mobilepa-skills")
    demo = load_suite("demo")[0]
    out = [Script("demo", demo.id, 0, (*solution(demo), FINISH_ACTION)),
           Script("demo", demo.id, 1, (*GARBAGE, *solution(demo), "I have called your manager.")),
           Script("demo", demo.id, 2, (*GARBAGE[:3], ""))]
    out += [Script("spieval-core", t.id, 10 + i, (*GARBAGE[i:i + 2], *solution(t), FINISH_ACTION))
            for i, t in enumerate(core[:3])]
    out += [Script("mobilepa-skills", t.id, 20 + i, tuple(solution(t)))
            for i, t in enumerate(skills[:2])]
    return out


def play(env: Any, actions: Iterable[str]) -> list[tuple[str, float, bool, bool, str]]:
    """Each step's observation, reward, flags and info (JSON, in the env's own key order) over
    ``actions``, until the episode ends."""
    out = []
    for action in actions:
        observation, reward, terminated, truncated, info = env.step(action)
        out.append((observation, reward, terminated, truncated, json.dumps(info, default=repr)))
        if terminated or truncated:
            break
    return out


def play_local(script: Script, **env_kwargs: Any) -> list[tuple[str, float, bool, bool, str]]:
    """The reference: each step's observation, reward, flags and info (as sorted JSON)."""
    env = MobilePlannerEnv(suite=script.suite, **env_kwargs)
    _, info = env.reset(seed=script.seed, options={"task_id": script.task_id})
    out = [("reset", 0.0, False, False, json.dumps(info, sort_keys=True))]
    for action in script.actions:
        observation, reward, terminated, truncated, info = env.step(action)
        out.append((observation, reward, terminated, truncated, json.dumps(info, sort_keys=True)))
        if terminated or truncated:
            break
    return out


def without_per_env(result: tuple[Any, ...]) -> tuple[Any, ...]:
    """A vector env's reset or step result without the ``per_env`` info only ours adds, to
    compare with Gymnasium's vector envs."""
    info = {k: v for k, v in result[-1].items() if k not in ("per_env", "_per_env")}
    return (*result[:-1], info)


def same(a: Any, b: Any) -> bool:
    """Deep equality over what vector envs return: tuples, dicts, object and numeric arrays."""
    if isinstance(a, dict):
        return isinstance(b, dict) and a.keys() == b.keys() and all(same(a[k], b[k]) for k in a)
    if isinstance(a, np.ndarray):
        return (isinstance(b, np.ndarray) and a.dtype == b.dtype and a.shape == b.shape
                and all(same(x, y) for x, y in zip(a.tolist(), b.tolist())))
    if isinstance(a, (list, tuple)):
        return type(a) is type(b) and len(a) == len(b) and all(same(x, y) for x, y in zip(a, b))
    return type(a) is type(b) and a == b
