"""Nothing an env returns can change the registry, a task or another env (issue: info["tools"]
was the registry's own dict, so renaming a tool there renamed it for every env made after)."""

from __future__ import annotations

import copy
import json
import pickle
from typing import Any, Callable

import pytest

from mobile_env.env import MobilePlannerEnv
from mobile_env.readonly import FrozenDict, FrozenList, freeze, thaw
from mobile_env.task_format import load_suite
from mobile_env.tools import REGISTRY

DEMO = load_suite("demo")[0]

MUTATIONS: dict[str, Callable[[Any], Any]] = {
    "set item": lambda tools: tools[0]["function"].__setitem__("name", "HACKED"),
    "delete item": lambda tools: tools[0]["function"].__delitem__("description"),
    "update": lambda tools: tools[0]["function"]["parameters"].update(type="array"),
    "setdefault": lambda tools: tools[0].setdefault("strict", True),
    "pop": lambda tools: tools[0]["function"]["parameters"]["properties"].popitem(),
    "clear": lambda tools: tools[0]["function"]["parameters"]["properties"].clear(),
    "in-place or": lambda tools: tools[0].__ior__({"type": "HACKED"}),
    "append to required": lambda tools: tools[0]["function"]["parameters"]["required"].append("x"),
    "extend required": lambda tools: tools[0]["function"]["parameters"]["required"].extend("xy"),
    "sort enum": lambda tools: _enum(tools).sort(),
    "replace an enum value": lambda tools: _enum(tools).__setitem__(0, "HACKED"),
    "in-place add": lambda tools: _enum(tools).__iadd__(["HACKED"]),
}


def _enum(tools: list[dict[str, Any]]) -> list[Any]:
    return next(spec["enum"] for tool in tools
                for spec in tool["function"]["parameters"]["properties"].values() if "enum" in spec)


def _registry_snapshot() -> str:
    return json.dumps([REGISTRY[name].schema for name in REGISTRY.names()], sort_keys=True)


@pytest.mark.parametrize("mutation", list(MUTATIONS))
def test_tool_schemas_from_reset_cannot_be_changed(mutation: str) -> None:
    before = _registry_snapshot()
    _, info = MobilePlannerEnv(task=DEMO).reset(seed=0)
    with pytest.raises(TypeError, match="read-only"):
        MUTATIONS[mutation](info["tools"])
    assert _registry_snapshot() == before
    _, fresh = MobilePlannerEnv(task=DEMO).reset(seed=0)
    assert fresh["tools"] == info["tools"] and "HACKED" not in json.dumps(fresh["tools"])


def test_the_tool_list_itself_is_the_callers() -> None:
    """The list is new per reset: appending to it or dropping entries touches nobody else."""
    env = MobilePlannerEnv(task=DEMO)
    _, info = env.reset(seed=0)
    shown = list(info["tools"])
    info["tools"].append({"type": "function", "function": {"name": "HACKED"}})
    info["tools"].clear()
    assert env.reset(seed=0)[1]["tools"] == shown


def test_action_space_and_translated_and_skill_schemas_are_read_only() -> None:
    env = MobilePlannerEnv(task=DEMO, lang="zh")
    _, info = env.reset(seed=0)
    skills = next(t for t in load_suite("mobilepa-skills") if t.candidate_skills)
    _, skill_info = MobilePlannerEnv(task=skills).reset(seed=0)
    for schemas in (env.action_space.tools, info["tools"], skill_info["tools"]):
        assert all(type(s) is FrozenDict for s in schemas)
        with pytest.raises(TypeError):
            schemas[0]["function"]["description"] = "HACKED"


def test_messages_are_built_per_reset() -> None:
    env = MobilePlannerEnv(task=DEMO)
    _, info = env.reset(seed=0)
    prompt = info["messages"][0]["content"]
    info["messages"][0]["content"] = "HACKED"
    info["messages"].append({"role": "user", "content": "HACKED"})
    _, again = env.reset(seed=0)
    assert again["messages"][0]["content"] == prompt and len(again["messages"]) == 2


def test_reward_breakdown_cannot_reach_the_task() -> None:
    """A failed SPIEval episode's breakdown quotes the gold values; editing it edits a copy."""
    task = next(t for t in load_suite("spieval-core") if t.gold is not None)
    gold_before = task.model_dump_json()
    env = MobilePlannerEnv(task=task)
    env.reset(seed=0)
    wrong = [{"name": c.name, "arguments": {k: "wrong" for k in c.arguments}}
             for c in task.gold.answers[0].calls]
    env.step(json.dumps(wrong))
    _, _, _, _, info = env.step('{"name": "finish", "arguments": {}}')
    breakdown = info["reward_breakdown"]
    _scribble(breakdown)
    assert task.model_dump_json() == gold_before
    other = MobilePlannerEnv(task=task)
    other.reset(seed=0)
    other.step(json.dumps(wrong))
    assert other.step('{"name": "finish", "arguments": {}}')[4]["reward_breakdown"] != breakdown


def _scribble(value: Any) -> None:
    """Change every list and dict inside ``value`` in place."""
    if isinstance(value, dict):
        for item in list(value.values()):
            _scribble(item)
        value["HACKED"] = True
    elif isinstance(value, list):
        for item in value:
            _scribble(item)
        value.append("HACKED")


def test_frozen_trees_serialise_copy_and_pickle_like_plain_ones() -> None:
    tree = {"a": [1, {"b": (2, [3])}], "c": "d"}
    frozen = freeze(tree)
    assert frozen == tree and json.dumps(frozen) == json.dumps(tree)
    assert isinstance(frozen, dict) and type(frozen["a"]) is FrozenList
    assert type(frozen["a"][1]["b"]) is tuple and type(frozen["a"][1]["b"][1]) is FrozenList
    assert freeze(frozen) is frozen
    editable = copy.deepcopy(frozen)
    assert editable == tree and type(editable) is dict and type(editable["a"]) is list
    editable["a"].append(4)  # a deep copy is the caller's to change
    assert type(copy.copy(frozen)) is dict
    restored = pickle.loads(pickle.dumps(frozen))
    assert restored == tree and type(restored) is FrozenDict and type(restored["a"]) is FrozenList
    assert thaw(frozen) == tree and type(thaw(frozen)["a"][1]["b"]) is tuple


def test_an_env_still_pickles_and_its_copy_keeps_the_tools() -> None:
    env = MobilePlannerEnv(task=DEMO)
    clone = pickle.loads(pickle.dumps(env))
    assert clone.action_space.tools == env.action_space.tools
    assert clone.reset(seed=0)[1]["tools"] == env.reset(seed=0)[1]["tools"]
