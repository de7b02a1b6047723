"""F8 skill packages and the growing action set, and the F22 skill gate (SOR and MTSR)."""

from __future__ import annotations

import json
from typing import Any

import pytest

from mobile_env.env import MobilePlannerEnv
from mobile_env.skills import SKILLS
from mobile_env.task_format import load_suite
from mobile_env.task_format.schema import Task
from mobile_env.tools import MOBILEPA_TOOLS, REGISTRY
from mobile_env.rewards import get

#: The first Tool Use task as plain data, its world materialised.
BASE: dict[str, Any] = load_suite("mobilepa-tool-use")[0].model_dump(mode="json")
SOR_SKILLS = sorted(SKILLS)[:19] + ["sleep_mode"]
DARK = {"name": "set_dark_mode", "arguments": {"enabled": {"values": [True]}}}
ALARM = {"name": "set_alarm", "arguments": {"time": {"values": ["07:00"]}}}
Steps = list[list[tuple[str, dict[str, Any]]]]


def task(setting: str = "sor", **fields: Any) -> Task:
    """The first Tool Use task's world with a skill task on top: dark mode and a 7:00 alarm."""
    data = {k: v for k, v in BASE.items() if k not in ("friction", "required_calls", "gold")}
    data.update(id=f"skill-{setting}", capability="skill",
                instruction="Get my phone ready for the night, alarm at 7.",
                skill_setting=setting, checker="tool_calls", required_calls=[DARK, ALARM],
                reference_solution=[[{"name": "load_skill",
                                      "arguments": {"skill_id": "sleep_mode"}}],
                                    [{"name": "set_dark_mode", "arguments": {"enabled": True}},
                                     {"name": "set_alarm", "arguments": {"time": "07:00"}}],
                                    [{"name": "finish", "arguments": {}}]])
    if setting == "sor":
        data.update(candidate_tools=["load_skill"], candidate_skills=SOR_SKILLS,
                    skill_routes=[["sleep_mode"], ["eye_care", "event_tickets"]])
    else:
        data.update(candidate_tools=[*MOBILEPA_TOOLS[:13], "set_dark_mode", "set_alarm",
                                     "load_skill"],
                    candidate_skills=["sleep_mode", "eye_care", "party_playlist", "spam_shield",
                                      "focus_timer"],
                    skill_routes=[["sleep_mode"]])
    data.update(fields)
    return Task.model_validate(data)


def names(schemas: list[dict[str, Any]]) -> list[str]:
    return [s["function"]["name"] for s in schemas]


def play(t: Task, steps: Steps) -> tuple[MobilePlannerEnv, list[dict[str, Any]], float]:
    env = MobilePlannerEnv(tasks=[t])
    infos = [env.reset(seed=0)[1]]
    reward = 0.0
    for step in steps:
        _, reward, terminated, truncated, info = env.step(json.dumps([{"name": n, "arguments": a}
                                                                      for n, a in step]))
        infos.append(info)
        if terminated or truncated:
            break
    return env, infos, reward


LOAD = ("load_skill", {"skill_id": "sleep_mode"})
WORK = [("set_dark_mode", {"enabled": True}), ("set_alarm", {"time": "07:00"})]
FINISH = ("finish", {})


def test_catalog_binds_real_direct_tools() -> None:
    assert len(SKILLS) >= 30
    for skill in SKILLS.values():
        assert skill.tools and set(skill.tools) <= set(MOBILEPA_TOOLS), skill.id
        assert skill.instructions and skill.title and skill.description


def test_loading_extends_the_tools_from_the_next_step_only() -> None:
    env, infos, _ = play(task(), [[LOAD, WORK[0]], [WORK[0]]])
    opening, loaded, after = infos
    assert names(opening["tools"]) == ["load_skill", "finish"]
    loader = opening["tools"][0]["function"]
    assert (loader["parameters"]["properties"]["skill_id"]["enum"] == SOR_SKILLS
            and "sleep_mode (" in loader["description"])
    # the registry's own schema is untouched
    assert REGISTRY["load_skill"].schema["function"]["description"] != loader["description"]
    load, early = loaded["calls"]
    assert load["status"] == "ok" and early["error_type"] == "unknown_tool"  # same step: still A_t
    assert loaded["tools_added"] == list(SKILLS["sleep_mode"].tools)
    assert names(loaded["tools"]) == ["load_skill", "finish", *SKILLS["sleep_mode"].tools]
    assert after["calls"][0]["status"] == "ok" and "tools" not in after  # A_{t+1}: callable now
    payload = env.episode.calls[0].feedback.payload["data"]  # type: ignore[union-attr]
    assert (payload["instructions"] == SKILLS["sleep_mode"].instructions
            and payload["tools"] == list(SKILLS["sleep_mode"].tools))
    # a new episode starts from the task's own tools again
    _, info = env.reset(seed=0)
    assert names(info["tools"]) == ["load_skill", "finish"]


def test_skills_outside_the_candidates_do_not_load() -> None:
    _, infos, _ = play(task(), [[("load_skill", {"skill_id": "photo_backup"})],
                                [("load_skill", {"skill_id": "nope"})]])
    for info in infos[1:]:
        assert info["calls"][0]["error_type"] == "tool_error" and "tools" not in info


@pytest.mark.parametrize(("steps", "gate", "reward"), [
    ([[LOAD], WORK, [FINISH]], 1.0, 1.0),
    # a two-skill route, complete before the first tool call
    ([[("load_skill", {"skill_id": "event_tickets"})],
      [("load_skill", {"skill_id": "eye_care"}), LOAD], WORK,
      [FINISH]], 1.0, 1.0),
    # a tool tried before loading fails the gate even though the task is then completed
    ([[WORK[0]], [LOAD], WORK, [FINISH]], 0.0, 0.0),
    # an incomplete route: eye_care alone, then its own tools can't set the alarm anyway; the gate
    # fails
    ([[("load_skill", {"skill_id": "eye_care"})], [WORK[0]], [FINISH]], 0.0, 0.0),
    # the route is loaded but the work is not done: gate passes, execution fails
    ([[LOAD], [WORK[0]], [FINISH]], 1.0, 0.0),
])
def test_sor_gate(steps: Steps, gate: float, reward: float) -> None:
    env, _, value = play(task(), steps)
    assert env.episode is not None
    result = get("task_checker")(env.episode)
    assert value == reward == result.value
    assert get("skill_gate")(env.episode).value == gate
    assert result.breakdown["route_ok"] == bool(gate)
    assert result.breakdown["exec_ok"] == (get("tool_calls")(env.episode).value == 1.0)


def test_mtsr_accepts_direct_tools_and_reports_the_route() -> None:
    env, infos, reward = play(task("mtsr"), [WORK, [FINISH]])
    assert (reward == 1.0 and len(infos[0]["tools"]) == len(task("mtsr").candidate_tools)
            + 1)  # finish
    assert env.episode is not None
    gate = get("skill_gate")(env.episode)
    assert gate.value == 1.0 and gate.breakdown["route_ok"] is False
    assert get("task_checker")(env.episode).breakdown["route_ok"] is False
    env, _, reward = play(task("mtsr"), [[LOAD], WORK, [FINISH]])
    assert reward == 1.0 and env.episode is not None
    breakdown = get("task_checker")(env.episode).breakdown
    assert breakdown == {**breakdown, "route_ok": True, "exec_ok": True}


def test_skill_schema_is_validated() -> None:
    with pytest.raises(ValueError, match="unknown skills"):
        task(candidate_skills=["no_such_skill"], skill_routes=[])
    with pytest.raises(ValueError, match="load_skill"):
        task(candidate_tools=["set_alarm"])
    with pytest.raises(ValueError, match="skill_routes"):
        task(skill_routes=[])
    with pytest.raises(ValueError, match="skill_routes\\[0\\]"):
        task(skill_routes=[["photo_backup"]])
    # friction may name tools a candidate skill binds
    task(friction=[{"kind": "runtime_error", "tool": "set_alarm"}])
