"""Friction (F6): permission blocks, dependencies, injected runtime errors, world changes at step
k, ambiguity as data; candidate sets and the MobilePA step limit (F10); deterministic replay."""

from __future__ import annotations

import json
from typing import Any, Iterator

import pytest
from pydantic import ValidationError
from toy_tools import PROFILE, Nothing, Setting, Title, registered, set_setting

from mobile_env.env import MobilePlannerEnv
from mobile_env.state import PhoneState
from mobile_env.task_format import Task, load_suite
from mobile_env.episode import baseline
from mobile_env.friction import GRANTED_PERMISSIONS, NO_FRICTION
from mobile_env.validation import validate_task
from mobile_env.tools.registry import Tool, ToolArgs, ToolContext


class _Permission(ToolArgs):
    permission: str


def _read(state: PhoneState, args: Nothing, ctx: ToolContext) -> dict[str, Any]:
    return {"notes": [r["title"] for r in state.table("fr_notes")],
            "wifi": state.settings.get("network.wifi")}


def _add(state: PhoneState, args: Title, ctx: ToolContext) -> dict[str, Any]:
    return state.insert("fr_notes", {"title": args.title})


def _grant(state: PhoneState, args: _Permission, ctx: ToolContext) -> dict[str, Any]:
    state.settings[GRANTED_PERMISSIONS] = (*state.settings.get(GRANTED_PERMISSIONS, ()),
                                           args.permission)
    return {"granted": args.permission}


TOOLS = [Tool("fr_read", "Read notes.", Nothing, "retrieve", "test", _read),
         Tool("fr_add", "Add a note.", Title, "execute", "test", _add),
         Tool("fr_grant", "Grant a permission.", _Permission, "execute", "test", _grant),
         Tool("fr_set", "Set a setting.", Setting, "execute", "test", set_setting),
         Tool("fr_unlock", "Unlock the notes app.", Nothing, "execute", "test", lambda s, a, c: {}),
         Tool("fr_camera", "Take a photo.", Nothing, "execute", "test", lambda s, a, c: {},
              permission="camera:camera")]


@pytest.fixture(autouse=True, scope="module")
def _tools() -> Iterator[None]:
    with registered(TOOLS):
        yield


def make_task(**fields: Any) -> Task:
    data: dict[str, Any] = {
        "id": "fr-task", "suite": "test", "capability": "error_recovery",
        "instruction": "Add a note called Groceries.", "profile": PROFILE,
        "now": "2025-11-01 12:00:00", "weekday": "Saturday",
        "records": {"fr_notes": [{"id": "fr_notes-1", "title": "Old"}]},
        "candidate_tools": [t.name for t in TOOLS], "step_limit": 15, "checker": "tool_calls",
        "required_calls": [{"name": "fr_add", "arguments": {"title": {"values": ["Groceries"]}}}],
        "reference_solution": [[{"name": "fr_add", "arguments": {"title": "Groceries"}}],
                               [{"name": "finish", "arguments": {}}]]}
    return Task.model_validate({**data, **fields})


def start(task: Task) -> MobilePlannerEnv:
    env = MobilePlannerEnv(tasks=[task])
    env.reset(options={"task_id": task.id})
    return env


def send(env: MobilePlannerEnv, tool: str, /, **arguments: Any) -> dict[str, Any]:
    observation, *_ = env.step(json.dumps({"name": tool, "arguments": arguments}))
    return json.loads(observation)


def phone(env: MobilePlannerEnv) -> dict[str, Any]:
    """What a failed call must not change: records, settings and memory (it is only logged)."""
    data = env.state.to_dict()
    return {k: data[k] for k in ("tables", "settings", "memory", "counters")}


# ---------------------------------------------------------------------------------- permission


def test_permission_block_until_granted() -> None:
    env = start(make_task(friction=[{"kind": "permission", "tool": "fr_add",
                                     "permission": "notes:write"}]))
    before = phone(env)
    blocked = send(env, "fr_add", title="Groceries")
    assert (blocked["error_type"] == "permission_denied"
            and "notes:write" in blocked["payload"]["message"])
    assert phone(env) == before
    assert send(env, "fr_grant", permission="notes:write")["status"] == "ok"
    assert send(env, "fr_add", title="Groceries")["status"] == "ok"
    assert [r["title"] for r in env.state.table("fr_notes")] == ["Old", "Groceries"]


def test_declared_permission_reads_granted_setting() -> None:
    """Tool.permission is checked against security.permissions.granted, seeded by initial_settings
    (a JSON list there becomes a tuple in the state)."""
    env = start(make_task())
    assert send(env, "fr_camera")["error_type"] == "permission_denied"
    env = start(make_task(initial_settings={GRANTED_PERMISSIONS: ["camera:camera"],
                                            "network.wifi": False}))
    assert env.state.settings == {GRANTED_PERMISSIONS: ("camera:camera",), "network.wifi": False}
    assert send(env, "fr_camera")["status"] == "ok"


# ---------------------------------------------------------------------------------- dependency


def test_dependency_on_a_call_names_what_is_missing() -> None:
    env = start(make_task(friction=[{"kind": "dependency", "tool": "fr_add", "after": "fr_unlock",
                                     "reason": "the notes app is locked"}]))
    before = phone(env)
    failed = send(env, "fr_add", title="Groceries")
    assert failed["error_type"] == "tool_error"
    assert failed["payload"]["message"] == "fr_add needs fr_unlock first: the notes app is locked"
    assert phone(env) == before
    assert send(env, "fr_unlock")["status"] == "ok"
    assert send(env, "fr_add", title="Groceries")["status"] == "ok"


def test_a_failed_call_does_not_meet_a_dependency_on_it() -> None:
    env = start(make_task(friction=[{"kind": "dependency", "tool": "fr_add", "after": "fr_unlock",
                                     "reason": "the notes app is locked"}]))
    assert send(env, "fr_unlock", bogus=1)["error_type"] == "invalid_arguments"
    assert [(e.tool, e.status) for e in env.state.log] == [("fr_unlock", "invalid_arguments")]
    assert send(env, "fr_add", title="Groceries")["error_type"] == "tool_error"


def test_dependency_on_a_setting() -> None:
    env = start(make_task(initial_settings={"network.wifi": False},
                          friction=[{"kind": "dependency", "tool": "fr_add",
                                     "settings": {"network.wifi": True}}]))
    message = send(env, "fr_add", title="Groceries")["payload"]["message"]
    assert message.startswith("fr_add needs network.wifi = true first")
    assert send(env, "fr_set", key="network.wifi", value=True)["status"] == "ok"
    assert send(env, "fr_add", title="Groceries")["status"] == "ok"


def test_a_failed_prerequisite_does_not_count() -> None:
    env = start(make_task(friction=[{"kind": "dependency", "tool": "fr_add", "after": "fr_grant"}]))
    assert send(env, "fr_grant")["error_type"] == "invalid_arguments"
    assert send(env, "fr_add", title="Groceries")["error_type"] == "tool_error"


# ------------------------------------------------------------------------------- runtime error


def test_injected_errors_then_success() -> None:
    env = start(make_task(friction=[{"kind": "runtime_error", "tool": "fr_add", "times": 2}]))
    before = phone(env)
    assert send(env, "fr_add", title=3)["error_type"] == "invalid_arguments"  # does not use one up
    for _ in range(2):
        failed = send(env, "fr_add", title="Groceries")
        assert failed["error_type"] == "tool_error" and "retry" in failed["payload"]["message"]
        assert phone(env) == before
    assert env.state.faults == {"friction[0]": 2}
    assert send(env, "fr_add", title="Groceries")["status"] == "ok"
    assert send(env, "fr_add", title="Again")["status"] == "ok"


# -------------------------------------------------------------------------------- state change


def test_state_change_at_step_k_is_seen_by_a_later_read() -> None:
    env = start(make_task(friction=[{"kind": "state_change", "step": 3,
                                     "settings": {"network.wifi": True},
                                     "records": {"fr_notes": [{"id": "fr_notes-1",
                                                               "title": "Renamed"},
                                                              {"title": "Arrived"}]}}]))
    assert send(env, "fr_read")["payload"] == {"notes": ["Old"], "wifi": None}
    assert send(env, "fr_read")["payload"] == {"notes": ["Old"], "wifi": None}
    assert send(env, "fr_read")["payload"] == {"notes": ["Renamed", "Arrived"], "wifi": True}
    assert send(env, "fr_add", title="Mine")["payload"]["id"] == "fr_notes-3"
    assert env.episode.initial_state.table("fr_notes") == ({"id": "fr_notes-1", "title": "Old"},)


def test_state_change_removes_records() -> None:
    env = start(make_task(friction=[{"kind": "state_change", "step": 1, "remove": ["fr_notes-1"]}]))
    assert send(env, "fr_read")["payload"]["notes"] == []


def test_the_baseline_holds_the_world_changes_the_episode_lived_to_see() -> None:
    """``changes_through`` applies every change due up to a step, step by step (two entries of
    one step in the task's order), and nothing due later: the record's baseline."""
    task = make_task(friction=[
        {"kind": "state_change", "step": 3, "settings": {"network.wifi": False}},
        {"kind": "state_change", "step": 2, "settings": {"network.wifi": True},
         "records": {"fr_notes": [{"id": "fr_notes-1", "title": "Second"}]}},
        {"kind": "state_change", "step": 3, "records": {"fr_notes": [{"title": "Third"}]}}])
    env = start(task)
    friction, opened = env.episode.friction, env.episode.initial_state
    assert friction.changes_through(opened, 1) is opened
    at_two = friction.changes_through(opened, 2)
    assert at_two.settings["network.wifi"] is True
    at_three = friction.changes_through(opened, 3)
    assert at_three.settings["network.wifi"] is False
    assert [r["title"] for r in at_three.table("fr_notes")] == ["Second", "Third"]
    assert friction.changes_through(opened, 9).digest() == at_three.digest()
    for _ in range(2):
        send(env, "fr_read")
    assert baseline(env.episode).digest() == at_two.digest()
    world = env.state.to_dict()  # reads write nothing: the world changed by itself only
    assert {k: world[k] for k in ("tables", "settings")} == {
        k: at_two.to_dict()[k] for k in ("tables", "settings")}


def test_each_episode_asks_its_own_tasks_friction() -> None:
    """The record's friction is built from its task, and the env's steps ask that object: a
    fault counted in one episode is not counted in the next, and a task without friction still
    guards a tool's declared permission."""
    fault = make_task(friction=[{"kind": "runtime_error", "tool": "fr_add"}])
    env = MobilePlannerEnv(tasks=[fault, make_task(id="fr-plain")])
    env.reset(options={"task_id": "fr-task"})
    assert env.episode.friction.entries == tuple(fault.friction)
    assert send(env, "fr_add", title="A")["error_type"] == "tool_error"
    assert send(env, "fr_add", title="A")["status"] == "ok"
    env.reset(options={"task_id": "fr-task"})
    assert send(env, "fr_add", title="A")["error_type"] == "tool_error"
    env.reset(options={"task_id": "fr-plain"})
    assert env.episode.friction == NO_FRICTION
    assert send(env, "fr_add", title="A")["status"] == "ok"
    assert send(env, "fr_camera")["error_type"] == "permission_denied"


# --------------------------------------------------------------------- candidates, step limit


def test_only_candidate_tools_and_finish_are_active() -> None:
    env = start(make_task(candidate_tools=["fr_read", "fr_add"]))
    names = {t["function"]["name"] for t in env.reset(options={"task_id": "fr-task"})[1]["tools"]}
    assert names == {"fr_read", "fr_add", "finish"}
    assert send(env, "fr_set", key="network.wifi", value=True)["error_type"] == "unknown_tool"


def test_mobilepa_step_limit() -> None:
    env = start(make_task())
    for _ in range(14):
        *_, terminated, truncated, _ = env.step(json.dumps({"name": "fr_read", "arguments": {}}))
        assert not (terminated or truncated)
    *_, truncated, info = env.step(json.dumps({"name": "fr_read", "arguments": {}}))
    assert truncated and info["termination_reason"] == "step_limit"


# --------------------------------------------------------------------------------- determinism


def test_replay_with_friction_is_deterministic() -> None:
    task = make_task(friction=[
        {"kind": "permission", "tool": "fr_add", "permission": "notes:write"},
        {"kind": "runtime_error", "tool": "fr_grant", "times": 1},
        {"kind": "dependency", "tool": "fr_set", "after": "fr_add"},
        {"kind": "state_change", "step": 4, "settings": {"network.wifi": False}}])
    actions = [{"name": "fr_add", "arguments": {"title": "Groceries"}},
               {"name": "fr_grant", "arguments": {"permission": "notes:write"}},
               {"name": "fr_grant", "arguments": {"permission": "notes:write"}},
               [{"name": "fr_set", "arguments": {"key": "network.wifi", "value": True}},
                {"name": "fr_add", "arguments": {"title": "Groceries"}},
                {"name": "fr_set", "arguments": {"key": "network.wifi", "value": True}}],
               {"name": "fr_read", "arguments": {}}]

    def run() -> list[tuple[str, str]]:
        env = start(task)
        out = []
        for action in actions:
            observation, *_ = env.step(json.dumps(action))
            out.append((observation, env.state.digest()))
        return out

    first = run()
    assert first == run()
    statuses = [json.loads(obs) for obs, _ in first]
    assert [s["error_type"] for s in statuses[:3]] == ["permission_denied", "tool_error", None]
    assert [s["error_type"] for s in statuses[3]] == ["tool_error", None, None]
    assert statuses[4]["payload"] == {"notes": ["Old", "Groceries"], "wifi": True}


# ------------------------------------------------------------------------------------- schema


@pytest.mark.parametrize("friction, message", [
    ({"kind": "permission", "tool": "Phone_Call", "permission": "x"}, "not candidate_tools"),
    ({"kind": "dependency", "tool": "fr_add"}, "exactly one of"),
    ({"kind": "dependency", "tool": "fr_add", "after": "fr_unlock", "settings": {"a": 1}},
     "exactly one of"),
    ({"kind": "runtime_error", "tool": "fr_add", "times": 0}, "greater than or equal to 1"),
    ({"kind": "ambiguity", "table": "fr_notes", "record_ids": ["fr_notes-1", "fr_notes-9"],
      "forbidden_calls": ["fr_add"]}, "records not in fr_notes"),
    ({"kind": "teleport", "tool": "fr_add"}, "does not match any of the expected tags"),
])
def test_bad_friction_is_rejected(friction: dict[str, Any], message: str) -> None:
    with pytest.raises(ValidationError, match=message):
        make_task(friction=[friction])


def test_a_block_on_a_granted_permission_is_rejected() -> None:
    with pytest.raises(ValidationError, match="already granted"):
        make_task(initial_settings={GRANTED_PERMISSIONS: ["notes:write"]},
                  friction=[{"kind": "permission", "tool": "fr_add", "permission": "notes:write"}])


def test_each_checker_needs_its_target() -> None:
    with pytest.raises(ValidationError, match="needs gold"):
        make_task(checker="gold_calls")
    with pytest.raises(ValidationError, match="needs required_calls"):
        make_task(required_calls=[])
    with pytest.raises(ValidationError, match="non-empty target_delta"):
        make_task(checker="state_change", target_delta={"ignore_fields": ["created_at"]})


def test_spieval_tasks_dump_without_the_new_fields() -> None:
    """Unused MobilePA fields are left out of a dump, so SPIEval task hashes are unchanged."""
    task = load_suite("demo")[0]
    data = task.model_dump(mode="json")
    assert not {"initial_settings", "friction", "checker", "required_calls",
                "target_delta"} & set(data)
    assert Task.model_validate(data) == task
    round_trip = make_task(friction=[{"kind": "runtime_error", "tool": "fr_add"}])
    assert Task.model_validate(round_trip.model_dump(mode="json")) == round_trip


def test_validator_lets_the_reference_meet_a_declared_permission_block() -> None:
    task = make_task(required_calls=[
        {"name": "fr_grant", "arguments": {"permission": {"values": ["camera:camera"]}}},
        {"name": "fr_camera", "arguments": {}}],
        reference_solution=[[{"name": "fr_camera", "arguments": {}}],
                            [{"name": "fr_grant", "arguments": {"permission": "camera:camera"}}],
                            [{"name": "fr_camera", "arguments": {}}],
                            [{"name": "finish", "arguments": {}}]])
    assert validate_task(task) == []
