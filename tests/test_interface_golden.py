"""The model-facing interface, pinned: tool schemas, system prompts and observations.

A planner sees three things: the schemas of its tools, the system prompt, and the observations
its calls produce. ``golden/interface.json`` holds a digest of each, computed from the shipped
code and task files, so that a refactoring that changes a byte of any of them fails here:

* ``tools``: per registered tool, the sha256 of its OpenAI schema in English and in Chinese and
  of its kind, domain and permission. Only the tools named in the file are checked: a new tool
  is the business of the catalog's own tests (and of :mod:`mobile_env.papers`), not of this pin.
* ``prompts``: per shipped suite, language and setting, the digest of every task's opening
  messages and tool schemas.
* ``replays``: per shipped suite, the digest of every task's reference solution replayed in the
  env: each observation, the reward and its breakdown.

A deliberate change of the interface regenerates the file:
``python tests/test_interface_golden.py``.
"""

from __future__ import annotations

import hashlib
import json
import sys
from pathlib import Path
from typing import Any, Iterator

import pytest

from mobile_env import i18n
from mobile_env.env import MobilePlannerEnv
from mobile_env.tasks import load_suite
from mobile_env.tools import REGISTRY

GOLDEN = Path(__file__).with_name("golden") / "interface.json"
# : Suites whose prompts and replays are pinned: every hand-written one and each generated test
# split.
SUITES = ("demo", "spieval-core", "spieval-test", "spieval-zh-test", "mobilepa-tool-use",
          "mobilepa-test", "mobilepa-memory", "mobilepa-skills", "mobilepa-subagents",
          "mobilepa-capabilities-test")
SETTINGS = ("standard", "full", "no_search")


def _sha(value: Any) -> str:
    text = value if isinstance(value, str) else json.dumps(value, ensure_ascii=False)
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def tool_digest(name: str) -> dict[str, str]:
    tool = REGISTRY[name]
    return {lang: _sha(i18n.tool_schemas([name], lang)[0]) for lang in i18n.LANGS} | {
        "meta": _sha([tool.kind, tool.domain, tool.permission])}


def _digests(parts: Iterator[Any]) -> str:
    h = hashlib.sha256()
    for part in parts:
        h.update(_sha(part).encode())
    return h.hexdigest()


def prompt_digest(suite: str, lang: str, setting: str) -> str:
    tasks = load_suite(suite)
    env = MobilePlannerEnv(tasks=list(tasks), lang=lang)

    def parts() -> Iterator[Any]:
        for task in tasks:
            obs, info = env.reset(seed=0, options={"task_id": task.id, "setting": setting})
            yield [task.id, obs, info["messages"], info["tools"]]
    return _digests(parts())


def replay_digest(suite: str) -> str:
    tasks = load_suite(suite)
    env = MobilePlannerEnv(tasks=list(tasks))

    def parts() -> Iterator[Any]:
        for task in tasks:
            env.reset(seed=0, options={"task_id": task.id})
            for step in task.reference_solution:
                action = json.dumps([{"name": c.name, "arguments": c.arguments} for c in step],
                                    ensure_ascii=False)
                obs, reward, terminated, truncated, info = env.step(action)
                yield [task.id, obs, reward, terminated, truncated, info.get("reward_breakdown")]
                if terminated or truncated:
                    break
    return _digests(parts())


def compute() -> dict[str, Any]:
    return {"tools": {name: tool_digest(name) for name in sorted(REGISTRY.names())},
            "prompts": {f"{suite}/{lang}/{setting}": prompt_digest(suite, lang, setting)
                        for suite in SUITES for lang in i18n.LANGS for setting in SETTINGS},
            "replays": {suite: replay_digest(suite) for suite in SUITES}}


PINNED: dict[str, Any] = json.loads(GOLDEN.read_text(encoding="utf-8"))


@pytest.mark.parametrize("name", sorted(PINNED["tools"]))
def test_tool_schema_is_unchanged(name: str) -> None:
    assert name in REGISTRY, f"tool {name} is pinned in {GOLDEN.name} but no longer registered"
    assert tool_digest(name) == PINNED["tools"][name], (f"the schema (en/zh) or kind of {name} "
                                                        "changed")


@pytest.mark.parametrize("key", sorted(PINNED["prompts"]))
def test_opening_prompts_and_tools_are_unchanged(key: str) -> None:
    suite, lang, setting = key.split("/")
    assert prompt_digest(suite, lang, setting) == PINNED["prompts"][key]


@pytest.mark.parametrize("suite", sorted(PINNED["replays"]))
def test_reference_replays_are_unchanged(suite: str) -> None:
    assert replay_digest(suite) == PINNED["replays"][suite]


if __name__ == "__main__":
    GOLDEN.write_text(json.dumps(compute(), indent=1, sort_keys=True) + "\n", encoding="utf-8")
    print(f"wrote {GOLDEN}", file=sys.stderr)
