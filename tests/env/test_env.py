"""The Gymnasium API of ``MobilePlanner-v0`` (SPEC F15): reset, step, termination, in detail on the
demo task (Gymnasium's checker runs on every suite in :mod:`test_conformance`)."""

from __future__ import annotations

import json
import warnings
from typing import Any

import gymnasium as gym
import pytest
from gymnasium.error import ResetNeeded

import mobile_env
from mobile_env.env import MobilePlannerEnv
from mobile_env.papers import SPIEVAL
from mobile_env.task_format import load_suite

DEMO = "demo-call-manager"
SEARCH = json.dumps({"name": "search_contacts", "arguments": {"pattern": "Daniel"}})
GARBAGE = '{"name": '


def reference_actions() -> list[str]:
    task = next(t for t in load_suite("demo") if t.id == DEMO)
    return [json.dumps([{"name": c.name, "arguments": c.arguments} for c in step],
                       ensure_ascii=False)
            for step in task.reference_solution]


def test_passive_checker_is_silent_over_a_whole_episode() -> None:
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        env = gym.make(mobile_env.ENV_ID, render_mode="ansi")
        env.reset(seed=3)
        for action in [SEARCH, GARBAGE, "<tool_call>{}</tool_call>", *reference_actions()]:
            _, _, terminated, truncated, _ = env.step(action)
        assert terminated and not truncated
        assert "Call my manager." in env.render()
    assert [str(w.message) for w in caught] == []


def test_registered_and_made_with_defaults(env: Any) -> None:
    assert mobile_env.ENV_ID in gym.registry
    assert isinstance(env.unwrapped, MobilePlannerEnv)
    assert env.unwrapped.tasks.keys() == {DEMO}


@pytest.mark.parametrize("wrapped", [True, False])
def test_step_before_reset_raises_reset_needed(wrapped: bool) -> None:
    env = gym.make(mobile_env.ENV_ID)
    with pytest.raises(ResetNeeded):
        (env if wrapped else env.unwrapped).step(SEARCH)


def test_reset_returns_instruction_messages_and_tools() -> None:
    env = gym.make(mobile_env.ENV_ID)
    obs, info = env.reset(seed=0)
    assert isinstance(obs, str) and obs == "Call my manager."
    assert env.observation_space.contains(obs)
    assert (info["task_id"] == DEMO and info["setting"] == "standard"
            and info["step_limit"] == SPIEVAL.step_limit)
    system, user = info["messages"][0], info["messages"][-1]
    assert system["role"] == "system" and user == {"role": "user", "content": "Call my manager."}
    for profile_fact in ("Yixuan Xu", "15711227837", "6977889967897890098", "2025-11-01 12:00:00"):
        assert profile_fact in system["content"]
    names = [t["function"]["name"] for t in info["tools"]]
    assert names == [*load_suite("demo")[0].candidate_tools, "finish"]
    for schema in info["tools"]:
        assert schema["type"] == "function"
        assert schema["function"]["parameters"]["type"] == "object"
        assert set(schema["function"]["parameters"]["required"]) <= set(
            schema["function"]["parameters"]["properties"])
    json.dumps(info)  # plain JSON: it goes straight into chat templates and trajectory files


def test_reset_info_messages_are_fresh() -> None:
    """A rollout loop appends the model's turns to ``info["messages"]``; the next reset must not
    see them. (``info["tools"]`` is the registry's shared, read-only schema list by design.)"""
    env = gym.make(mobile_env.ENV_ID)
    _, info = env.reset(seed=0)
    info["messages"].append({"role": "assistant", "content": "mutated"})
    info["messages"][0]["content"] = "mutated"
    _, again = env.reset(seed=0)
    assert len(again["messages"]) == 2 and again["messages"][0]["content"] != "mutated"


def test_reset_options_pick_task_and_setting() -> None:
    env = gym.make(mobile_env.ENV_ID)
    _, info = env.reset(options={"task_id": DEMO, "setting": "no_search"})
    names = {t["function"]["name"] for t in info["tools"]}
    assert info["setting"] == "no_search" and not any(n.startswith("search_") for n in names)
    assert "+1 415-739-2098" in info["messages"][0]["content"]  # the evidence records are given
    obs, *_ = env.step(SEARCH)
    assert json.loads(obs)["error_type"] == "unknown_tool"
    with pytest.raises(ValueError):
        env.reset(options={"task_id": "no-such-task"})
    with pytest.raises(ValueError):
        env.reset(options={"setting": "turbo"})
    with pytest.raises(ValueError, match=r"option\(s\) \['taskid'\]; accepted: task_id"):
        env.reset(options={"taskid": DEMO})  # a typo must not quietly draw another task
    with pytest.raises(TypeError, match="options must be a dict"):
        env.reset(options=[DEMO])


@pytest.mark.parametrize("kwargs", [
    {"task": "nope"}, {"page_size": 0}, {"page_size": "5"}, {"page_size": True},
    {"render_mode": "human"}, {"step_limit": 0}, {"step_limit": "50"}, {"step_limit": 2.5},
    {"max_errors": 0}, {"max_errors": -1}, {"setting": "turbo"}])
def test_bad_constructor_arguments_raise(kwargs: dict[str, Any]) -> None:
    with pytest.raises(ValueError):
        MobilePlannerEnv(**kwargs)


def test_reference_solution_finishes_with_reward_one(env: Any) -> None:
    actions = reference_actions()
    for i, action in enumerate(actions, start=1):
        obs, reward, terminated, truncated, info = env.step(action)
        assert env.observation_space.contains(obs)
        assert isinstance(reward, float) and isinstance(terminated, bool) and isinstance(truncated,
                                                                                         bool)
        assert info["step"] == i and info["error_type"] is None
        if i < len(actions):
            assert (reward, terminated, truncated) == (0.0, False, False)
            assert "termination_reason" not in info
    assert (reward, terminated, truncated) == (1.0, True, False)
    assert info["termination_reason"] == "finish" and info["reward_breakdown"]["correct"] is True
    assert env.unwrapped.episode.termination_reason == "finish"
    with pytest.raises(ResetNeeded):
        env.step(SEARCH)


def test_feedback_is_compact_sorted_json(env: Any) -> None:
    obs, *_ = env.step(SEARCH)
    feedback = json.loads(obs)
    assert list(feedback) == ["error_type", "payload", "status"]
    assert feedback["status"] == "ok" and feedback["error_type"] is None
    assert obs == json.dumps(feedback, sort_keys=True, ensure_ascii=False, separators=(",", ":"))


@pytest.mark.parametrize("answer", ["Done.", "我已经给经理打了电话。", "  The call is placed.\n"])
def test_plain_text_is_a_final_answer(env: Any, answer: str) -> None:
    obs, reward, terminated, truncated, info = env.step(answer)
    assert terminated and not truncated and obs == ""
    assert reward == 0.0  # no Phone_Call was made
    assert info["termination_reason"] == "final_answer"
    assert env.unwrapped.episode.final_answer == answer.strip()


def test_finish_call_terminates(env: Any) -> None:
    obs, reward, terminated, truncated, info = env.step('{"name": "finish", "arguments": {}}')
    assert terminated and not truncated and reward == 0.0
    assert json.loads(obs)["payload"] == {"answer": "", "finished": True}
    assert info["termination_reason"] == "finish"


def test_failed_finish_does_not_terminate(env: Any) -> None:
    obs, _, terminated, _, info = env.step('{"name": "finish", "arguments": {"answer": 3}}')
    assert not terminated and json.loads(obs)["error_type"] == "invalid_arguments"
    assert info["error_type"] == "invalid_arguments"


@pytest.mark.parametrize("limit", [1, 3])
def test_truncation_at_step_limit(limit: int) -> None:
    env = gym.make(mobile_env.ENV_ID, step_limit=limit)
    _, info = env.reset(seed=0)
    assert info["step_limit"] == limit
    for i in range(1, limit + 1):
        _, reward, terminated, truncated, info = env.step(SEARCH)
        assert not terminated and truncated == (i == limit)
    assert info["termination_reason"] == "step_limit" and "reward_breakdown" in info
    assert reward == 0.0
    with pytest.raises(ResetNeeded):
        env.step(SEARCH)
    env.reset(seed=0)
    assert env.step(SEARCH)[3] == (limit == 1)  # the count starts again after reset


def test_finish_on_the_last_step_is_termination_not_truncation() -> None:
    env = gym.make(mobile_env.ENV_ID, step_limit=1)
    env.reset(seed=0)
    _, _, terminated, truncated, info = env.step('{"name": "finish", "arguments": {}}')
    assert terminated and not truncated and info["termination_reason"] == "finish"


def test_max_errors_terminates_after_consecutive_failures() -> None:
    env = gym.make(mobile_env.ENV_ID, max_errors=2)
    env.reset(seed=0)
    assert env.step(GARBAGE)[2] is False
    assert env.step(SEARCH)[2] is False  # a success resets the count
    assert env.step('{"name": "no_such_tool", "arguments": {}}')[2] is False
    _, reward, terminated, truncated, info = env.step(GARBAGE)
    assert terminated and not truncated and reward == 0.0
    assert info["termination_reason"] == "max_errors" and info["error_type"] == "invalid_json"


def test_errors_never_terminate_without_max_errors(env: Any) -> None:
    for _ in range(20):
        _, _, terminated, truncated, info = env.step(GARBAGE)
        assert not terminated and not truncated and info["error_type"] == "invalid_json"


def test_parallel_calls_run_in_order_with_one_observation(env: Any) -> None:
    action = json.dumps([
        {"name": "Contacts_Create", "arguments": {"name": "张伟", "telephone": "13800000000"}},
        {"name": "search_contacts", "arguments": {"pattern": "张伟"}},
        {"name": "no_such_tool", "arguments": {}},
    ], ensure_ascii=False)
    obs, reward, terminated, _, info = env.step(action)
    results = json.loads(obs)
    assert [r["tool"] for r in results] == ["Contacts_Create", "search_contacts", "no_such_tool"]
    assert [r["status"] for r in results] == ["ok", "ok", "error"]
    assert results[1]["payload"]["results"][0]["id"] == results[0]["payload"]["id"]  # in order
    assert [c["name"]
            for c in info["calls"]] == ["Contacts_Create", "search_contacts", "no_such_tool"]
    assert info["error_type"] is None  # the step as a whole did something
    assert not terminated and reward == 0.0
    assert len(env.unwrapped.episode.steps) == 1 and len(env.unwrapped.episode.calls) == 3


def test_parallel_calls_that_all_fail_are_a_failed_step(env: Any) -> None:
    obs, *_, info = env.step('[{"name": "nope"}, {"name": "Phone_Call", "arguments": {}}]')
    assert [r["error_type"] for r in json.loads(obs)] == ["unknown_tool", "invalid_arguments"]
    assert info["error_type"] == "unknown_tool"


def test_reset_is_seeded_and_reproducible() -> None:
    a, b = gym.make(mobile_env.ENV_ID), gym.make(mobile_env.ENV_ID)
    assert a.reset(seed=7) == b.reset(seed=7)
    assert a.unwrapped.state.digest() == b.unwrapped.state.digest()


def test_reset_mid_episode_starts_over(env: Any) -> None:
    initial = env.unwrapped.state.digest()
    env.step('{"name": "Phone_Call", "arguments": {"telephone": "+1 415-739-2098"}}')
    assert env.unwrapped.state.digest() != initial
    env.reset()
    assert env.unwrapped.state.digest() == initial
    assert env.unwrapped.episode.steps == []


def test_spaces() -> None:
    env = gym.make(mobile_env.ENV_ID).unwrapped
    assert env.action_space.contains('{"name": "finish"}')
    assert not env.action_space.contains("x" * (env.action_space.max_length + 1))
    assert env.observation_space.max_length >= env.action_space.max_length
    tools = {t["function"]["name"] for t in env.action_space.tools}
    assert tools == {*load_suite("demo")[0].candidate_tools, "finish"}


def test_step_reward_pays_the_shaping_potential_per_step() -> None:
    """Dense shaping is potential-based: the per-step payments add up to its final value."""
    from mobile_env.rewards import get

    task = load_suite("demo")[0]
    env = MobilePlannerEnv(task=task.id, step_reward="partial_credit")
    env.reset(seed=0)
    total, infos = 0.0, []
    for step in task.reference_solution:
        _, reward, terminated, truncated, info = env.step(
            json.dumps([{"name": c.name, "arguments": c.arguments} for c in step]))
        total += reward
        infos.append(info)
    assert terminated
    final_shaping = get("partial_credit")(env.episode).value
    assert final_shaping > 0
    assert total == pytest.approx(1.0 + final_shaping)
    assert sum(i["step_reward"] for i in infos) == pytest.approx(final_shaping)


def test_a_task_id_is_found_in_any_built_in_suite() -> None:
    """No ``suite=`` needed for a task id (it used to look only in ``demo``)."""
    from mobile_env.vector import MobileVectorEnv

    env = MobilePlannerEnv(task="core-rea-contact-2")
    assert env.reset(seed=0)[0] == "Save Miao's teacher's contact"
    venv = MobileVectorEnv.groups(["core-rea-contact-2", "demo-call-manager"], group_size=2)
    assert venv.reset(seed=0)[0][::2] == ("Save Miao's teacher's contact", "Call my manager.")
    with pytest.raises(ValueError, match="no built-in task 'nope'"):
        MobilePlannerEnv(task="nope")
    with pytest.raises(ValueError, match="in suite 'demo'"):
        MobilePlannerEnv(task="core-rea-contact-2", suite="demo")
