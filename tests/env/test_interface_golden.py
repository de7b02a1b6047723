"""The model-facing interface, pinned as readable snapshots: tool schemas, openings and replays.

A planner sees three things: the schemas of its tools, the opening prompt, and the observations
its calls produce. ``golden/interface/`` holds each as plain JSON, computed from the shipped code
and task files, so that a refactoring that changes a byte of any of them fails here and the
failure shows the change as a diff of the JSON text:

* ``tools.json``: per registered tool, its OpenAI schema in English and in Chinese, its kind,
  domain and permission. Only the tools named in the file are checked: a new tool is the
  business of the catalog's own tests (and of :mod:`mobile_env.papers`), not of this pin.
* ``<suite>.json``, per shipped suite:

  * ``openings``: per language and setting, the opening of a spread of the suite's tasks: the
    observation, the messages and the tools offered (by name, with the full schema only where
    the task's differs from the registry's, as ``load_skill``'s does);
  * ``replays``: for a spread of the suite's tasks, the reference solution replayed in the env:
    each step's observation, reward, end flags and reward breakdown.

  Every task of every suite replays to 1.0 in the conformance suite; these snapshots pin the
  exact text of a sample chosen across each suite (:func:`spread`).

A deliberate change of the interface regenerates the files:
``python tests/env/test_interface_golden.py``.
"""

from __future__ import annotations

import difflib
import json
import sys
from pathlib import Path
from typing import Any, Sequence, TypeVar

import pytest

from mobile_env import i18n
from mobile_env.env import MobilePlannerEnv
from mobile_env.task_format import Task, load_suite
from mobile_env.tools import REGISTRY

GOLDEN = Path(__file__).resolve().parents[1] / "golden" / "interface"
#: Suites whose openings and replays are pinned: every hand-written one and each generated test
#: split.
SUITES = ("demo", "spieval-core", "spieval-test", "spieval-zh-test", "mobilepa-tool-use",
          "mobilepa-test", "mobilepa-memory", "mobilepa-skills", "mobilepa-subagents",
          "mobilepa-capabilities-test")
SETTINGS = ("standard", "full", "no_search")
#: How many tasks of a suite are pinned: openings (per language and setting) and replays.
OPENINGS, REPLAYS = 3, 12

T = TypeVar("T")


def spread(items: Sequence[T], count: int) -> list[T]:
    """``count`` items evenly spaced over ``items``, first and last included (all if fewer)."""
    if len(items) <= count:
        return list(items)
    return [items[round(i * (len(items) - 1) / (count - 1))] for i in range(count)]


def _plain(value: Any) -> Any:
    """``value`` as the JSON text the model reads would give it back (read-only containers,
    tuples and numpy scalars become plain JSON values)."""
    return json.loads(json.dumps(value, ensure_ascii=False, default=lambda v: v.item()))


def tool_snapshot(name: str) -> dict[str, Any]:
    """One tool's schemas in every language, and its kind, domain and permission."""
    tool = REGISTRY[name]
    return {lang: _plain(i18n.tool_schemas([name], lang)[0]) for lang in i18n.LANGS} | {
        "kind": tool.kind, "domain": tool.domain, "permission": tool.permission}


def _offered(schemas: Sequence[dict[str, Any]], lang: str) -> list[Any]:
    """The tools of an opening: a registered tool's name where its schema is the registry's,
    the schema itself where the task changed it."""
    out: list[Any] = []
    for schema in map(_plain, schemas):
        name = schema["function"]["name"]
        same = name in REGISTRY and schema == _plain(i18n.tool_schemas([name], lang)[0])
        out.append(name if same else schema)
    return out


def openings(tasks: Sequence[Task], lang: str, setting: str) -> dict[str, Any]:
    """The openings of ``tasks`` in one language and setting, by task id."""
    env = MobilePlannerEnv(tasks=list(tasks), lang=lang)
    out: dict[str, Any] = {}
    for task in tasks:
        obs, info = env.reset(seed=0, options={"task_id": task.id, "setting": setting})
        out[task.id] = {"observation": obs, "messages": _plain(info["messages"]),
                        "tools": _offered(info["tools"], lang)}
    return out


def replays(tasks: Sequence[Task]) -> dict[str, Any]:
    """Each task's reference solution replayed: every step's outcome, by task id."""
    env = MobilePlannerEnv(tasks=list(tasks))
    out: dict[str, Any] = {}
    for task in tasks:
        env.reset(seed=0, options={"task_id": task.id})
        steps = []
        for step in task.reference_solution:
            action = json.dumps([{"name": c.name, "arguments": c.arguments} for c in step],
                                ensure_ascii=False)
            obs, reward, terminated, truncated, info = env.step(action)
            steps.append({"action": action, "observation": obs, "reward": reward,
                          "terminated": terminated, "truncated": truncated,
                          "reward_breakdown": _plain(info.get("reward_breakdown"))})
            if terminated or truncated:
                break
        out[task.id] = steps
    return out


def suite_snapshot(suite: str) -> dict[str, Any]:
    """The pinned openings and replays of one suite."""
    tasks = list(load_suite(suite))
    opened = spread(tasks, OPENINGS)
    return {"openings": {f"{lang}/{setting}": openings(opened, lang, setting)
                         for lang in i18n.LANGS for setting in SETTINGS},
            "replays": replays(spread(tasks, REPLAYS))}


def _text(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False, indent=1, sort_keys=True) + "\n"


def _read(name: str) -> Any:
    return json.loads((GOLDEN / f"{name}.json").read_text(encoding="utf-8"))


def assert_same(pinned: Any, now: Any, where: str) -> None:
    """Fail with a unified diff of the two JSON texts when they differ."""
    if pinned != now:
        diff = difflib.unified_diff(_text(pinned).splitlines(), _text(now).splitlines(),
                                    "pinned", "now", lineterm="", n=2)
        lines = list(diff)
        shown = "\n".join(lines[:80]) + ("\n..." if len(lines) > 80 else "")
        pytest.fail(f"{where} changed (regenerate with `python tests/env/test_interface_golden.py` "
                    f"only if the change is deliberate):\n{shown}", pytrace=False)


#: Read at collection; the regeneration below runs without it.
PINNED_TOOLS: dict[str, Any] = _read("tools") if __name__ != "__main__" else {}


@pytest.mark.parametrize("name", sorted(PINNED_TOOLS))
def test_tool_schema_is_unchanged(name: str) -> None:
    assert name in REGISTRY, f"tool {name} is pinned in tools.json but no longer registered"
    assert_same(PINNED_TOOLS[name], tool_snapshot(name), f"the schema (en/zh) or kind of {name}")


@pytest.fixture(scope="module", params=SUITES)
def suite(request: pytest.FixtureRequest) -> tuple[str, dict[str, Any], list[Task]]:
    name: str = request.param
    return name, _read(name), list(load_suite(name))


def test_openings_are_unchanged(suite: tuple[str, dict[str, Any], list[Task]]) -> None:
    name, pinned, tasks = suite
    opened = spread(tasks, OPENINGS)
    for key, by_task in pinned["openings"].items():
        lang, setting = key.split("/")
        assert_same(by_task, openings(opened, lang, setting), f"{name}'s openings ({key})")


def test_reference_replays_are_unchanged(suite: tuple[str, dict[str, Any], list[Task]]) -> None:
    name, pinned, tasks = suite
    now = replays(spread(tasks, REPLAYS))
    assert list(now) == list(pinned["replays"]), f"{name}: the pinned tasks are not the spread's"
    for task_id, steps in pinned["replays"].items():
        assert_same(steps, now[task_id], f"{name}'s replay of {task_id}")


def test_the_spread_covers_both_ends() -> None:
    assert spread(list(range(10)), 3) == [0, 4, 9]
    assert spread([1, 2], 3) == [1, 2]


if __name__ == "__main__":
    GOLDEN.mkdir(parents=True, exist_ok=True)
    (GOLDEN / "tools.json").write_text(
        _text({name: tool_snapshot(name) for name in sorted(REGISTRY.names())}), encoding="utf-8")
    for suite_name in SUITES:
        (GOLDEN / f"{suite_name}.json").write_text(_text(suite_snapshot(suite_name)),
                                                   encoding="utf-8")
    print(f"wrote {GOLDEN}", file=sys.stderr)
