"""Whatever the model writes, the env answers with an observation, never an exception (SPEC F16,
quality bar "Robustness"), and a failed step changes nothing (F3)."""

from __future__ import annotations

import json
import math
import time
from typing import Any

import gymnasium as gym
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import mobile_env
from mobile_env.env import MobilePlannerEnv
from mobile_env.feedback import ERROR_TYPES
from mobile_env.tools import REGISTRY, SPIEVAL_TOOLS

TOOLS = (*SPIEVAL_TOOLS, "finish")
FAST = settings(max_examples=250, deadline=None, derandomize=True,
                suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large,
                                       HealthCheck.large_base_example])

# One env for the whole module (hypothesis re-runs the test body; a fixture would not be reset).
_ENV: MobilePlannerEnv = gym.make(mobile_env.ENV_ID).unwrapped


def _fresh_env() -> MobilePlannerEnv:
    if _ENV._episode is None or _ENV._done or len(_ENV.episode.steps) > 30:
        _ENV.reset(seed=0)
    return _ENV


def _check_step(action: Any) -> tuple[str, dict[str, Any]]:
    """Step with ``action`` and check the contract; returns the observation and info."""
    env = _fresh_env()
    before = env.state.digest()
    phone_before, log_before = _phone(env.state), len(env.state.log)
    steps_before = len(env.episode.steps)
    start = time.perf_counter()
    out = env.step(action)
    assert time.perf_counter() - start < 1.0, "a step must answer within a bounded time"
    assert isinstance(out, tuple) and len(out) == 5
    obs, reward, terminated, truncated, info = out
    assert isinstance(obs, str) and env.observation_space.contains(obs)
    obs.encode("utf-8")  # tokenizers and trajectory files need it: no lone surrogates echoed
    assert type(reward) is float and math.isfinite(reward) and 0.0 <= reward <= 1.0
    assert type(terminated) is bool and type(truncated) is bool and isinstance(info, dict)
    assert len(env.episode.steps) == steps_before + 1
    if obs == "":  # a final answer: nothing ran
        assert terminated and info["calls"] == [] and env.state.digest() == before
        return obs, info
    feedback = json.loads(obs)
    results = feedback if isinstance(feedback, list) else [feedback]
    for result in results:
        assert result["status"] in ("ok", "error")
        assert (result["error_type"] is None) == (result["status"] == "ok")
        assert result["error_type"] is None or result["error_type"] in ERROR_TYPES
        if result["status"] == "error":
            assert isinstance(result["payload"]["message"], str) and result["payload"]["message"]
    if all(r["status"] == "error" for r in results):
        assert _phone(env.state) == phone_before, "a failed step changed the phone state"
        assert len(env.state.log) == log_before + len(info["calls"]), "every call is logged"
        assert info["error_type"] in ERROR_TYPES
    return obs, info


def _phone(state: Any) -> dict[str, Any]:
    """The state but its operation log, which a failed call extends with its result code."""
    return {k: v for k, v in state.to_dict().items() if k != "log"}


# --- strategies --------------------------------------------------------------------------------

_FRAGMENTS = st.sampled_from([
    "{", "}", "[", "]", '"', ":", ",", '"name"', '"arguments"', '"parameters"', '"tool_calls"',
    '"function"', '"type": "function"', "null", "true", "NaN", "-Infinity", "1e999", "9" * 5000,
    "<tool_call>", "</tool_call>", "<think>", "</think>", "```json\n", "```", "\n", "\\", "\\u0000",
    "\\ud800", "\ud800", "\udfff", "\x00", "\x1b[31m", "\u202e", "\ufeff", "请帮我给经理打电话",
    "经理",
    "🙂", " ",
    *(f'"{t}"' for t in TOOLS[::3]), "[" * 5000, "{" * 3000, '{"a":' * 1200, ".*" * 40 + "(a+)+$",
])
_SOUP = st.lists(st.one_of(_FRAGMENTS, st.text(max_size=20)), max_size=60).map("".join)
_REPEATED = st.tuples(st.one_of(_FRAGMENTS, st.text(min_size=1, max_size=8)),
                      st.integers(1, 100_000)).map(lambda p: (p[0] * (p[1] // len(p[0])
                                                                      + 1))[:p[1]])
TEXT = st.one_of(st.text(max_size=200), st.text(max_size=100_000), _SOUP, _REPEATED)

JSON = st.recursive(
    st.none() | st.booleans() | st.integers(-(10**30), 10**30) | st.floats() | st.text(max_size=30)
    | st.sampled_from(["2025-11-03", "09:30:00", "09:30", "+1 415-739-2098", "now", "VIDEO",
                       "fuzzy",
                       "regex", "name", "联系人", "(a+)+$", "[", "\\", "\ud800", "a\udfffb"])
    | st.integers(0, 5000).map(lambda n: "x" * n),
    lambda inner: st.lists(inner, max_size=6) | st.dictionaries(st.text(max_size=12), inner,
                                                                max_size=6),
    max_leaves=25,
)


@st.composite
def _call(draw: st.DrawFn) -> dict[str, Any]:
    name = draw(st.sampled_from(TOOLS) | st.text(max_size=15))
    if name in REGISTRY and draw(st.booleans()):
        keys = st.sampled_from(REGISTRY[name].arg_names) | st.text(max_size=10)
        arguments: Any = draw(st.dictionaries(keys, JSON, max_size=8))
    else:
        arguments = draw(JSON)
    return {"name": name, "arguments": arguments}


def _wrap(shape: int, calls: list[dict[str, Any]]) -> str:
    dumps = json.dumps
    if shape == 0:
        return dumps(calls[0])
    if shape == 1:
        return dumps(calls)
    if shape == 2:
        return dumps({"tool_calls": [{"type": "function", "function": {
            "name": c["name"], "arguments": dumps(c["arguments"])}} for c in calls]})
    if shape == 3:
        return "<think>…</think>" + "".join(f"<tool_call>{dumps(c)}</tool_call>\n" for c in calls)
    return "```json\n" + dumps({**calls[0], "arguments": dumps(calls[0]["arguments"])}) + "\n```"


CALLS = st.builds(_wrap, st.integers(0, 4), st.lists(_call(), min_size=1, max_size=4))


# --- properties --------------------------------------------------------------------------------

@FAST
@given(TEXT)
def test_any_text_gets_an_observation(action: str) -> None:
    _check_step(action)


@FAST
@given(CALLS)
def test_any_arguments_to_real_tools_get_an_observation(action: str) -> None:
    obs, info = _check_step(action)
    assert obs != "", "a tool call was taken for a final answer"
    assert info["calls"] or json.loads(obs)["error_type"] in ("too_large", "invalid_json")


@settings(max_examples=40, deadline=None, derandomize=True)
@given(st.one_of(st.none(), st.integers(), st.binary(), st.lists(st.integers()), JSON))
def test_non_string_actions_get_an_observation(action: Any) -> None:
    if isinstance(action, str):
        action = [action]
    obs, info = _check_step(action)
    assert json.loads(obs)["error_type"] == "invalid_json" and info["calls"] == []


@settings(max_examples=60, deadline=None, derandomize=True)
@given(st.sampled_from([t for t in SPIEVAL_TOOLS if t.startswith("search_")]),
       st.text(max_size=60) | st.sampled_from(["(a+)+$", "(a|aa)*c", "(x+x+)+y", "[", "(?P<", "\\",
                                               "(?=a)*", "a{99999999}", ".*" * 200]),
       st.sampled_from(["fixed", "regex", "fuzzy"]), st.integers(-2, 4), st.booleans())
def test_any_search_pattern_answers(tool: str, pattern: str, mode: str, page: int,
                                    ignore_case: bool) -> None:
    arguments: dict[str, Any] = {"pattern": pattern, "page": page, "ignore_case": ignore_case}
    if tool != "search_phone":
        arguments["mode"] = mode
    obs, _ = _check_step(json.dumps({"name": tool, "arguments": arguments}))
    feedback = json.loads(obs)
    assert feedback["status"] == "ok" or feedback["error_type"] in ("invalid_arguments", "timeout",
                                                                    "too_large", "tool_error")


def test_the_action_space_sample_never_breaks_the_env() -> None:
    env = gym.make(mobile_env.ENV_ID, step_limit=40).unwrapped
    env.action_space.seed(0)
    env.reset(seed=0)
    for _ in range(300):
        obs, reward, terminated, truncated, _ = env.step(env.action_space.sample())
        assert env.observation_space.contains(obs) and isinstance(reward, float)
        if terminated or truncated:
            env.reset()


def _deep_list(depth: int) -> list[Any]:
    value: list[Any] = []
    for _ in range(depth):
        value = [value]
    return value


def test_pathological_non_string_actions_get_an_observation() -> None:
    for action in (_deep_list(100_000), b"x" * 10_000_000, {"name": "finish"}, object()):
        obs, info = _check_step(action)
        assert json.loads(obs)["error_type"] == "invalid_json"
        assert _ENV.episode.steps[-1].action is action  # the record refers to it, copies nothing


def test_a_refused_action_holds_bounded_memory_and_still_replays() -> None:
    """Ten 4 MB actions are refused; the record keeps at most one character past the limit of
    each, and the trajectory built from it replays every observation byte for byte."""
    from mobile_env.parsing import MAX_ACTION_CHARS
    from mobile_env.task_format import load_suite
    from mobile_env.trajectory import from_episode, replay

    env = MobilePlannerEnv(suite="demo")
    env.reset(seed=0)
    huge = '{"name": "search_contacts", "arguments": {"pattern": "' + "x" * (4 << 20) + '"}}'
    observations = [env.step(huge)[0] for _ in range(10)]
    observations.append(env.step('{"name": "finish", "arguments": {}}')[0])
    assert json.loads(observations[0])["error_type"] == "too_large"
    episode = env.episode
    assert episode is not None
    assert all(len(s.action) <= MAX_ACTION_CHARS + 1 for s in episode.steps)
    rebuilt = replay(from_episode(episode), load_suite("demo"))
    assert [s.observation for s in rebuilt.steps] == observations
