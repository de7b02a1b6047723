"""The verifiers environment, driven by the real ``verifiers`` package (0.4, ``verifiers.v1``).

verifiers pins ``mcp==2.0`` and ``openai<3``, which the serve extra's OpenEnv and this project's
main venv do not allow, so these tests run in a venv of their own (``.ci/run`` makes it:
``pip install -e '.[verifiers]' pytest``) and are skipped where verifiers is not installed.

The model is the scripted OpenAI-compatible server of ``tests/openai_server.py`` on 127.0.0.1:
verifiers' interception endpoint relays each of the harness's requests to it, and it answers
with native ``tool_calls``. It reads its turn off the request (the number of assistant messages
so far), so what it is sent is checked by what it answers.
"""

from __future__ import annotations

import asyncio
import json
from typing import Any

import pytest

vf = pytest.importorskip("verifiers.v1", reason="needs verifiers 0.4 in a venv of its own: "
                         "pip install -e '.[verifiers]' pytest (see .ci/run)")

from mobile_env.env import MobilePlannerEnv  # noqa: E402
from mobile_env.task_format import find_task, load_suite  # noqa: E402
from mobile_env.trajectory import Trajectory  # noqa: E402
from mobile_env.verifiers_env import HUB_ID, load_environment  # noqa: E402
from openai_server import completion, serve  # noqa: E402

SUITE = "spieval-core"
FINISH = [{"name": "finish", "arguments": {}}]

Step = list[dict[str, Any]]


class Model:
    """Answers turn ``k`` (the request's assistant messages so far) with ``steps[k]`` as native
    tool calls (arguments given as a string are sent as they are); keeps every request."""

    def __init__(self, steps: list[Step]) -> None:
        self.steps = steps
        self.requests: list[dict[str, Any]] = []

    def __call__(self, body: dict[str, Any]) -> tuple[int, dict[str, Any]]:
        self.requests.append(body)
        turn = sum(m["role"] == "assistant" for m in body["messages"])
        calls = [{"id": f"call_{turn}_{i}", "type": "function",
                  "function": {"name": c["name"], "arguments": c["arguments"]
                               if isinstance(c["arguments"], str) else json.dumps(c["arguments"])}}
                 for i, c in enumerate(self.steps[turn])]
        # verifiers validates the reply as an OpenAI ChatCompletion, which requires `created`.
        return 200, {**completion({"content": None, "tool_calls": calls}), "created": 0}


def play(model: Model, env: Any = None) -> tuple[Any, Any]:
    """One episode of the suite's first task through verifiers' ``env``; (episode, task)."""
    env = env if env is not None else load_environment(suite=SUITE)

    async def run(url: str) -> tuple[Any, Any]:
        async with env.serving():
            task = next(iter(env.taskset))
            client = vf.EvalClientConfig(base_url=url, api_key_var="MOBILE_ENV_TEST_KEY")
            episode = await asyncio.wait_for(
                env.run_episode(task, vf.ModelContext(model="scripted", client=client)), 120)
            return episode, task

    for url in serve(model):
        return asyncio.run(run(url))
    raise AssertionError("unreachable")


def reference(task_id: str) -> list[Step]:
    return [[{"name": c.name, "arguments": c.arguments} for c in step]
            for step in find_task(task_id, SUITE).reference_solution]


def test_the_reference_solution_as_native_tool_calls_earns_the_env_reward() -> None:
    first = next(iter(load_environment(suite=SUITE).taskset))
    model = Model(reference(first.data.id))
    episode, task = play(model)
    [trace] = episode.traces
    assert episode.ok and trace.ok, trace.errors
    assert trace.rewards["task_checker"].score == 1.0 and trace.reward == 1.0
    assert trace.info["mobile_planner"]["termination_reason"] == "finish"

    # What the env itself gives: its opening chat and tools, and its observation of each step.
    env = MobilePlannerEnv(suite=SUITE, task=task.data.id)
    _, info = env.reset(options={"task_id": task.data.id})
    observations = [env.step(json.dumps(step))[0] for step in model.steps]

    assert len(model.requests) == len(model.steps)
    for body in model.requests:
        assert body["model"] == "scripted"
        assert body["messages"][0] == info["messages"][0]  # the system prompt, in the system role
        assert body["messages"][0]["role"] == "system"
        assert body["messages"][1:len(info["messages"])] == info["messages"][1:]
        assert body["tools"] == json.loads(json.dumps(info["tools"]))  # native, the env's own
    last = model.requests[-1]["messages"][len(info["messages"]):]
    expected_roles = [role for step in model.steps[:-1]
                      for role in ["assistant"] + ["tool"] * len(step)]
    assert [m["role"] for m in last] == expected_roles
    tools = [m for m in last if m["role"] == "tool"]
    calls = [c for m in last if m["role"] == "assistant" for c in m["tool_calls"]]
    assert [m["tool_call_id"] for m in tools] == [c["id"] for c in calls]
    # Each call's own reply: a parallel step's observation is a list, one item per call.
    per_call = [item for step, observation in zip(model.steps, observations[:-1])
                for item in (json.loads(observation) if len(step) > 1
                             else [json.loads(observation)])]
    assert [json.loads(m["content"]) for m in tools] == per_call

    # verifiers' own record of the rollout: the system role and the native tools.
    messages = trace.messages
    assert messages[0].role == "system" and messages[0].content == info["messages"][0]["content"]
    assert {t.name for t in trace.tools} == {t["function"]["name"] for t in info["tools"]}
    assert [m.role for m in messages].count("tool") == len(tools)
    assert task.data.system_prompt == info["messages"][0]["content"]

    # The episode rides the saved trace: re-scoring the trace read back from JSON, as verifiers'
    # offline replay does, replays it (every observation checked) to the same reward.
    saved = vf.Trace.model_validate_json(trace.model_dump_json())
    saved.rewards.clear()
    asyncio.run(task.score(saved))
    assert saved.rewards["task_checker"].score == 1.0
    recorded = Trajectory.from_json(json.dumps(saved.info["mobile_planner"]["trajectory"]))
    assert recorded.observations == observations and recorded.reward_name == "task_checker"


def test_malformed_calls_get_the_envs_error_and_a_wrong_ending_earns_zero() -> None:
    broken = [{"name": "search_sms", "arguments": '{"pattern": '}]
    model = Model([broken, FINISH])  # a call the env cannot read, then finishing, task undone
    episode, _ = play(model)
    [trace] = episode.traces
    assert episode.ok and trace.ok, trace.errors
    assert trace.rewards["task_checker"].score == 0.0 and trace.reward == 0.0
    assert len(model.requests) == 2
    reply = model.requests[1]["messages"][-1]
    assert reply["role"] == "tool" and reply["tool_call_id"] == "call_0_0"
    assert json.loads(reply["content"])["error_type"] == "invalid_arguments"
    sent = model.requests[1]["messages"][-2]["tool_calls"][0]["function"]["arguments"]
    assert sent == '{"pattern": '  # the model's text, unrepaired


def test_a_verifiers_turn_limit_ends_the_episode_and_the_reward_scores_what_was_done() -> None:
    first = next(iter(load_environment(suite=SUITE).taskset))
    model = Model(reference(first.data.id))
    config = vf.resolve_env_config({"taskset": {"id": HUB_ID, "suite": SUITE},
                                    "agent": {"max_turns": 2}})
    episode, _ = play(model, vf.load_environment(config))
    [trace] = episode.traces
    assert trace.ok and trace.stop_condition == "max_turns", trace.errors
    assert len(model.requests) == 2 < len(model.steps)
    played = trace.info["mobile_planner"]
    assert played["steps"] == 2 and played["termination_reason"] == "max_turns"
    assert trace.rewards["task_checker"].score == 0.0  # the alarm was never set


def test_the_environment_is_found_by_its_hub_id_and_checks_its_reward() -> None:
    config = vf.resolve_env_config({"taskset": {"id": HUB_ID, "suite": "demo"}})
    env = vf.load_environment(config)
    assert type(env.taskset).__name__ == "MobilePlannerTaskset"
    assert config.agent_harnesses()["agent"].id == HUB_ID  # the taskset's own harness
    assert [t.data.id for t in env.taskset] == [t.id for t in load_suite("demo")]
    with pytest.raises(ValueError, match="no reward named 'nope'"):
        load_environment(suite="demo", reward="nope")
