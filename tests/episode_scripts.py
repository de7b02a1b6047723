"""Scripted episodes that every "same results elsewhere" test replays: the in-process env is the
reference, and a server, Ray workers, a SkyRL adapter or threads must reproduce it exactly.

The scripts mix reference solutions (SPIEval calls, MobilePA skills that add tools mid-episode)
with garbage a model really writes: broken JSON, unknown tools, a pathological regex, a 100k
string, a lone surrogate, an empty answer.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from mobile_env.agents.base import FINISH_ACTION, calls_action
from mobile_env.env import MobilePlannerEnv
from mobile_env.tasks import Task, load_suite

#: Actions that fail without ending the episode (each is an error observation).
GARBAGE = [
    '{"name": "search_contacts", "arguments": {"pattern": ',
    '{"name": "no_such_tool", "arguments": {}}',
    '{"name": "search_phone", "arguments": {"pattern": "(a+)+$", "mode": "regex"}}',
    '<tool_call>{"name": "search_phone"</tool_call>',
    '{"name": "search_phone", "arguments": {"pattern": "' + "x" * 100_000 + '"}}',
    # In process only: a server refuses text that cannot be UTF-8 (mobile_env.serving.protocol).
    (SURROGATE := '{"name": "search_phone", "arguments": {"pattern": "\ud800"}}'),
    json.dumps([{"name": "search_phone", "arguments": {"pattern": "a"}}] * 17),
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
