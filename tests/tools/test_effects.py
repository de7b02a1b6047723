"""A tool's effects on the episode travel in its result, and the env applies them as they are
carried: tools added or removed from the next step on, the episode ended. The env never reads a
tool's kind or payload to find them."""

from __future__ import annotations

import json
from typing import Any, Iterator

import pytest
from toy_tools import PROFILE, Nothing, registered

from mobile_env.env import MobilePlannerEnv, next_tools
from mobile_env.friction import NO_FRICTION
from mobile_env.skills import SKILLS
from mobile_env.state import SKILLS_AVAILABLE, PhoneState, build_state
from mobile_env.task_format import Task
from mobile_env.tools import ToolCall, ToolContext, UserProfile, execute
from mobile_env.tools.registry import NO_EFFECTS, Effects, Tool, ToolOutput


def _grow(state: PhoneState, args: Nothing, ctx: ToolContext) -> ToolOutput:
    return ToolOutput({"grown": True}, Effects(tools_added=("fx_extra", "fx_note")))


def _shrink(state: PhoneState, args: Nothing, ctx: ToolContext) -> ToolOutput:
    return ToolOutput({"shrunk": True}, Effects(tools_removed=("fx_note",)))


def _stop(state: PhoneState, args: Nothing, ctx: ToolContext) -> ToolOutput:
    return ToolOutput({"stopped": True}, Effects(ends_episode=True))


def _broken(state: PhoneState, args: Nothing, ctx: ToolContext) -> ToolOutput:
    state.settings["fx.touched"] = True
    return ToolOutput({}, Effects(tools_added=("fx_nowhere",)))


def _mimic(state: PhoneState, args: Nothing, ctx: ToolContext) -> dict[str, Any]:
    """A skill-kind tool whose payload looks like a loaded skill's, with no effects."""
    return {"status": "success", "data": {"tools": ["fx_extra"]}}


def _note(state: PhoneState, args: Nothing, ctx: ToolContext) -> dict[str, Any]:
    return {"noted": True}


TOOLS = [Tool("fx_grow", "Add tools.", Nothing, "execute", "test", _grow),
         Tool("fx_shrink", "Remove a tool.", Nothing, "retrieve", "test", _shrink),
         Tool("fx_stop", "End the episode.", Nothing, "execute", "test", _stop),
         Tool("fx_broken", "Add a tool that does not exist.", Nothing, "execute", "test",
              _broken),
         Tool("fx_mimic", "Pretend to load a skill.", Nothing, "skill", "test", _mimic),
         Tool("fx_note", "Take a note.", Nothing, "execute", "test", _note),
         Tool("fx_extra", "An extra tool.", Nothing, "execute", "test", _note),
         Tool("fx_lookup", "Look something up.", Nothing, "retrieve", "test", _note)]


@pytest.fixture(autouse=True, scope="module")
def _tools() -> Iterator[None]:
    with registered(TOOLS):
        yield


def make_task() -> Task:
    return Task.model_validate({
        "id": "fx-task", "suite": "test", "capability": "error_recovery",
        "instruction": "Take a note.", "profile": PROFILE, "now": "2025-11-01 12:00:00",
        "weekday": "Saturday", "records": {},
        "candidate_tools": ["fx_grow", "fx_shrink", "fx_stop", "fx_broken", "fx_mimic",
                            "fx_note"],
        "step_limit": 10, "checker": "tool_calls",
        "required_calls": [{"name": "fx_note", "arguments": {}}],
        "reference_solution": [[{"name": "fx_note", "arguments": {}}],
                               [{"name": "finish", "arguments": {}}]]})


def names(schemas: list[dict[str, Any]]) -> list[str]:
    return [s["function"]["name"] for s in schemas]


def step(env: MobilePlannerEnv, *tools: str) -> tuple[bool, dict[str, Any]]:
    _, _, terminated, _, info = env.step(json.dumps([{"name": t, "arguments": {}}
                                                     for t in tools]))
    return terminated, info


def start() -> tuple[MobilePlannerEnv, dict[str, Any]]:
    env = MobilePlannerEnv(tasks=[make_task()])
    return env, env.reset(seed=0)[1]


OPENING = ["fx_grow", "fx_shrink", "fx_stop", "fx_broken", "fx_mimic", "fx_note", "finish"]


def test_added_tools_are_callable_from_the_next_step_whatever_the_kind() -> None:
    env, info = start()
    assert names(info["tools"]) == OPENING
    _, info = step(env, "fx_grow", "fx_extra")
    assert [c["status"] for c in info["calls"]] == ["ok", "error"]  # same step: still A_t
    assert info["tools_added"] == ["fx_extra"] and "tools_removed" not in info
    assert names(info["tools"]) == [*OPENING, "fx_extra"]
    _, info = step(env, "fx_extra")
    assert info["calls"][0]["status"] == "ok" and "tools" not in info


def test_removed_tools_stop_being_callable_from_the_next_step() -> None:
    env, _ = start()
    _, info = step(env, "fx_shrink", "fx_note")
    assert [c["status"] for c in info["calls"]] == ["ok", "ok"]
    assert info["tools_removed"] == ["fx_note"] and "tools_added" not in info
    assert names(info["tools"]) == [t for t in OPENING if t != "fx_note"]
    _, info = step(env, "fx_note")
    assert info["error_type"] == "unknown_tool"
    _, info = step(env, "fx_grow")  # an addition brings it back, at the end
    assert info["tools_added"] == ["fx_extra", "fx_note"]
    assert names(info["tools"])[-2:] == ["fx_extra", "fx_note"]


def test_an_effect_that_ends_the_episode_skips_the_later_calls() -> None:
    env, _ = start()
    terminated, info = step(env, "fx_stop", "fx_note")
    assert terminated and info["termination_reason"] == "finish"
    assert info["calls"][1]["error_type"] == "tool_error"
    assert env.episode is not None and env.state is not None
    assert env.state.log.count("fx_note") == 0


def test_the_payload_and_the_kind_change_nothing_without_effects() -> None:
    env, _ = start()
    terminated, info = step(env, "fx_mimic")
    assert not terminated and info["calls"][0]["status"] == "ok" and "tools" not in info


def test_a_failed_call_has_no_effects() -> None:
    state = build_state("2025-11-01 12:00:00", {}, {SKILLS_AVAILABLE: ["sleep_mode"]})
    ctx = ToolContext(UserProfile("A", "1", "2"), 5)
    _, loaded = execute(state, ToolCall("load_skill", {"skill_id": "sleep_mode"}),
                        {"load_skill"}, ctx, NO_FRICTION)
    assert loaded.effects == Effects(tools_added=SKILLS["sleep_mode"].tools)
    _, missing = execute(state, ToolCall("load_skill", {"skill_id": "eye_care"}),
                         {"load_skill"}, ctx)
    assert missing.feedback.status == "error" and missing.effects is NO_EFFECTS
    _, finished = execute(state, ToolCall("finish", {}), {"finish"}, ctx)
    assert finished.effects == Effects(ends_episode=True)
    _, plain = execute(state, ToolCall("fx_note", {}), {"fx_note"}, ctx)
    assert plain.effects is NO_EFFECTS and plain.feedback.payload == {"noted": True}


def test_next_tools_folds_the_effects_in_call_order() -> None:
    tools = ("a_tool", "finish")
    assert next_tools(tools, [], "standard") is tools
    grow = Effects(tools_added=("fx_extra", "fx_extra", "a_tool"))
    assert next_tools(tools, [grow], "standard") == ("a_tool", "finish", "fx_extra")
    drop = Effects(tools_removed=("fx_extra", "finish"))
    assert next_tools(tools, [grow, drop], "standard") == ("a_tool",)
    assert next_tools(tools, [drop, grow], "standard") == ("a_tool", "fx_extra")
    # no_search never offers a retrieve tool, whoever adds it
    lookup = Effects(tools_added=("fx_lookup", "fx_extra"))
    assert next_tools(tools, [lookup], "no_search") == ("a_tool", "finish", "fx_extra")
    assert next_tools(tools, [lookup], "full") == ("a_tool", "finish", "fx_lookup", "fx_extra")


def test_effects_that_add_an_unregistered_tool_fail_the_call() -> None:
    env, _ = start()
    before = env.state
    _, info = step(env, "fx_broken")
    assert info["error_type"] == "tool_error" and "tools" not in info
    assert env.state.settings == before.settings and env.state.tables == before.tables
    assert "fx.touched" not in env.state.settings and env.state.log[-1].status == "tool_error"
    assert "failed internally (LookupError)" in env.episode.calls[0].feedback.payload["message"]
