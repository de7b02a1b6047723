"""Model text -> tool calls (SPEC F16): every accepted shape, and every way of getting it wrong."""

from __future__ import annotations

import json
import time
from typing import Any

import gymnasium as gym
import pytest

import mobile_env
from mobile_env.parsing import (MAX_ACTION_CHARS, MAX_PARALLEL_CALLS, Parsed, kept_action,
                                parse_action)
from mobile_env.tools import ToolCall

ARGS = {"pattern": "Daniel", "field": "name"}
CALL = ToolCall("search_contacts", ARGS)
OBJ = json.dumps({"name": "search_contacts", "arguments": ARGS})


@pytest.mark.parametrize("action", [
    OBJ,
    json.dumps({"name": "search_contacts", "arguments": json.dumps(ARGS)}),
    json.dumps({"name": "search_contacts", "arguments": json.dumps(json.dumps(ARGS))}),
    json.dumps({"name": "search_contacts", "parameters": ARGS}),
    json.dumps({"type": "function",
                "function": {"name": "search_contacts", "arguments": json.dumps(ARGS)}}),
    json.dumps({"tool_calls": [{"id": "call_0", "type": "function",
                                "function": {"name": "search_contacts",
                                             "arguments": json.dumps(ARGS)}}]}),
    json.dumps({"role": "assistant", "content": None, "tool_calls": [
        {"type": "function", "function": {"name": "search_contacts", "arguments": ARGS}}]}),
    f"<tool_call>{OBJ}</tool_call>",
    f"<tool_call>\n{OBJ}\n</tool_call>",
    f"<think>The manager is Daniel; {{search}} first.</think>\n<tool_call>{OBJ}</tool_call>",
    f"I will look him up.\n<tool_call>{OBJ}</tool_call>\nThen I call.",
    f"<think>hmm</think>{OBJ}",
    f"Reasoning the template opened.\n</think>\n\n{OBJ}",
    f"```json\n{OBJ}\n```",
    f"```\n{OBJ}\n```",
    f"  \n```json\n{OBJ}\n```\n",
    f"<think>x</think>\n```json\n{OBJ}\n```",
    f"[{OBJ}]",
    f"\n\n  {OBJ}  \n",
    f"\ufeff{OBJ}",
    f"\u200b {OBJ}\u2060\n",
    f"{OBJ}\ufeff \u200b",
    f"<tool_call>\ufeff{OBJ}\u200b</tool_call>",
    f"```json\n\u200b{OBJ}\n```",
], ids=["object", "args-string", "args-double-encoded", "parameters", "openai-function",
        "openai-tool_calls", "openai-message", "tagged", "tagged-newlines", "tagged-think",
        "tagged-prose", "think-object", "orphan-think-close", "fenced-json", "fenced-bare",
        "fenced-padded", "think-fenced", "list-of-one", "whitespace", "byte-order-mark",
        "zero-width-edges", "zero-width-after", "tagged-zero-width", "fenced-zero-width"])
def test_one_call_shapes(action: str) -> None:
    assert parse_action(action) == Parsed(calls=(CALL,))


def test_invisible_edges_are_trimmed_from_an_answer_too() -> None:
    """A byte-order mark or a zero-width space is no more part of an answer than a space is."""
    assert parse_action("\u200b\ufeff Done. \u200e") == Parsed(answer="Done.")
    assert parse_action("Done.\u200bthen") == Parsed(answer="Done.\u200bthen")


def test_a_number_past_pythons_digit_limit_is_explained_for_the_model() -> None:
    """Python's own message cut at 120 characters ended in "use sys.set_int_max_str_digits() t"."""
    parsed = parse_action('{"name": "x", "arguments": {"a": ' + "9" * 5000 + "}}")
    assert parsed.error is not None and parsed.error[0] == "invalid_json"
    assert "a number has more than 4300 digits; write long numbers as strings" in parsed.error[1]
    assert "sys." not in parsed.error[1]


def test_list_is_parallel_calls_in_order() -> None:
    calls = [{"name": f"tool_{i}", "arguments": {"i": i}} for i in range(5)]
    parsed = parse_action(json.dumps(calls))
    assert parsed.calls == tuple(ToolCall(f"tool_{i}", {"i": i}) for i in range(5))
    assert parsed.answer is None and parsed.error is None


def test_several_tagged_blocks_are_parallel_calls() -> None:
    text = ("<think>two lookups</think>First <tool_call>"
            + json.dumps({"name": "a", "arguments": {}})
            + "</tool_call> and <tool_call>" + json.dumps([{"name": "b"},
                                                           {"name": "c"}]) + "</tool_call>")
    assert [c.name for c in parse_action(text).calls] == ["a", "b", "c"]


@pytest.mark.parametrize("arguments, expected", [
    (None, {}), ("", {}), ("   ", {}), ({}, {}), ("{}", {}),
    ({"text": "你好"}, {"text": "你好"}), ('{"text": "你好"}', {"text": "你好"}),
])
def test_empty_and_encoded_arguments(arguments: Any, expected: dict[str, Any]) -> None:
    parsed = parse_action(json.dumps({"name": "Messages_Send", "arguments": arguments},
                                     ensure_ascii=False))
    assert parsed.calls == (ToolCall("Messages_Send", expected),)


def test_fenced_call_inside_prose_is_a_call() -> None:
    text = "Sure! Here is the call:\n```json\n{\"name\": \"x\"}\n```\nLet me know."
    assert parse_action(text).calls == (ToolCall("x", {}),)


def test_missing_arguments_are_empty() -> None:
    assert parse_action('{"name": "finish"}').calls == (ToolCall("finish", {}),)


@pytest.mark.parametrize("text", [
    "Done.", "I called Daniel Reed by video.", "我已经帮你给经理打了视频电话。", "",
    "The answer is {not json} really", "<think>still thinking, never closed",
    "Here is an example:\n```json\n{\"city\": \"x\"}\n```",  # a fenced JSON that names no tool
    "```python\nprint(1)\n```",
    # SPIEval's Fig. 9 reply
    "[DONE] Request completed. Is there anything else I can help you with?",
])
def test_plain_text_is_an_answer(text: str) -> None:
    parsed = parse_action(text)
    assert parsed.calls == () and parsed.error is None and parsed.answer == text.strip()


@pytest.mark.parametrize("text", [
    '{"name": "search_contacts", "arguments": {"pattern": "Dan"',
    "{not json at all}", "[1, 2", "{", "[", "[]", "{}", "[[]]", "[1, 2, 3]", '["search_contacts"]',
    '{"arguments": {"pattern": "x"}}', '{"tool_calls": []}', '{"tool_calls": "x"}',
    '{"function": {"arguments": {}}}', "[" * 5000, "{" * 5000, '{"a":' * 3000 + "1" + "}" * 3000,
    "[" * 900 + "]" * 900, "[" + "[" * 900 + "]" * 900 + "]",
    '{"name": "x", "arguments": {"a": ' + "9" * 5000 + "}}",
    "<tool_call>", "<tool_call>" + OBJ, OBJ + "</tool_call>",
    f"<tool_call>{OBJ}</tool_call><tool_call>",
    f"<tool_call><tool_call>{OBJ}</tool_call></tool_call>", "<tool_call>not json</tool_call>",
    "<tool_call></tool_call>", f"<tool_call>{OBJ}</tool_call><tool_call>{{bad</tool_call>",
    "<tool_call>[]</tool_call>", "```json\n{broken\n```", "<think>ok</think>{broken",
])
def test_broken_calls_are_invalid_json_never_answers(text: str) -> None:
    parsed = parse_action(text)
    assert parsed.answer is None and parsed.calls == ()
    assert parsed.error is not None and parsed.error[0] == "invalid_json"
    assert parsed.error[1] and len(parsed.error[1]) < 1000


@pytest.mark.parametrize("action", [None, 42, b'{"name": "finish"}', {"name": "finish"}, ["x"]])
def test_non_string_actions_are_errors(action: Any) -> None:
    assert parse_action(action).error[0] == "invalid_json"


def test_action_size_cap() -> None:
    at_cap = json.dumps({"name": "finish", "arguments": {"answer": ""}})
    at_cap = at_cap.replace('""', '"' + "x" * (MAX_ACTION_CHARS - len(at_cap)) + '"')
    assert len(at_cap) == MAX_ACTION_CHARS and parse_action(at_cap).calls
    assert parse_action(at_cap + " ").error[0] == "too_large"
    assert parse_action("x" * (MAX_ACTION_CHARS + 1)).error[0] == "too_large"  # even plain text


@pytest.mark.parametrize("n, ok", [(MAX_PARALLEL_CALLS, True), (MAX_PARALLEL_CALLS + 1, False)])
def test_parallel_call_cap(n: int, ok: bool) -> None:
    calls = [{"name": "finish", "arguments": {}}] * n
    for text in (json.dumps(calls),
                 "".join(f"<tool_call>{json.dumps(c)}</tool_call>" for c in calls),
                 json.dumps({"tool_calls": calls})):
        parsed = parse_action(text)
        assert (len(parsed.calls) == n) if ok else (parsed.error[0] == "too_large")


@pytest.mark.parametrize("action", [
    "<think>" * (MAX_ACTION_CHARS // 7), "<tool_call>" * (MAX_ACTION_CHARS // 11),
    "<think></think><tool_call>" * (MAX_ACTION_CHARS // 26), "```" * (MAX_ACTION_CHARS // 3),
    "[" * MAX_ACTION_CHARS, '"' + "\\" * (MAX_ACTION_CHARS - 2) + '"',
])
def test_adversarial_tag_soup_parses_in_linear_time(action: str) -> None:
    start = time.perf_counter()
    parse_action(action)
    assert time.perf_counter() - start < 0.2


# --- the same, through the env: what the model sees --------------------------------------------

@pytest.mark.parametrize("action", ["{", "<tool_call>{\"name\": \"finish\"}", "[]", "[1]",
                                    "<tool_call>nope</tool_call>"])
def test_env_answers_broken_calls_with_invalid_json(env: Any, action: str) -> None:
    obs, reward, terminated, truncated, info = env.step(action)
    feedback = json.loads(obs)
    assert feedback["status"] == "error" and feedback["error_type"] == "invalid_json"
    assert "name" in feedback["payload"]["message"]  # it says what a call looks like
    assert not terminated and not truncated and reward == 0.0 and info["calls"] == []
    assert env.unwrapped.episode.final_answer is None


@pytest.mark.parametrize("action", ["x" * (MAX_ACTION_CHARS + 1),
                                    json.dumps([{"name": "finish"}] * (MAX_PARALLEL_CALLS + 1))])
def test_env_answers_oversize_with_too_large(env: Any, action: str) -> None:
    obs, _, terminated, _, info = env.step(action)
    assert json.loads(obs)["error_type"] == "too_large" and not terminated
    assert info["error_type"] == "too_large"
    assert env.unwrapped.episode.steps[-1].action is action  # kept whole, not copied: it replays


def test_a_refused_action_is_cut_only_when_that_saves_half_of_it() -> None:
    near = "x" * (2 * MAX_ACTION_CHARS)
    assert kept_action(near) is near
    far = near + "y"
    assert kept_action(far) == far[:MAX_ACTION_CHARS + 1]
    assert parse_action(kept_action(far)).error == parse_action(far).error  # refused alike


@pytest.mark.parametrize("arguments", [[1, 2], "not json", "5", 5, True, '["pattern"]',
                                       json.dumps(json.dumps(json.dumps({"pattern": "x"})))])
def test_env_non_object_arguments_are_invalid_arguments(env: Any, arguments: Any) -> None:
    before = env.unwrapped.state
    action = json.dumps({"name": "search_contacts", "arguments": arguments})
    obs, _, terminated, _, info = env.step(action)
    feedback = json.loads(obs)
    assert (feedback["error_type"] == "invalid_arguments"
            and "JSON object" in feedback["payload"]["message"])
    assert info["calls"][0]["name"] == "search_contacts" and not terminated
    after = env.unwrapped.state
    assert after.tables == before.tables and after.settings == before.settings
    assert [(e.tool, e.status) for e in after.log] == [("search_contacts", "invalid_arguments")]


@pytest.mark.parametrize("name", [None, 3, ["finish"], {"a": 1}, "", "x" * 5000])
def test_env_odd_tool_names_are_unknown_tool(env: Any, name: Any) -> None:
    obs, *_ = env.step(json.dumps({"name": name, "arguments": {}}))
    feedback = json.loads(obs)
    assert (feedback["error_type"] == "unknown_tool"
            and "search_contacts" in feedback["payload"]["message"])
    assert len(obs) < 3000


def test_env_suggests_a_near_tool_name(env: Any) -> None:
    obs, *_ = env.step('{"name": "search_contact", "arguments": {"pattern": "x"}}')
    assert "Did you mean 'search_contacts'?" in json.loads(obs)["payload"]["message"]


@pytest.mark.parametrize("action", [
    f"<tool_call>{OBJ}</tool_call>",
    json.dumps({"tool_calls": [{"type": "function",
                                "function": {"name": "search_contacts",
                                             "arguments": json.dumps(ARGS)}}]}),
    f"<think>x</think>```json\n{OBJ}\n```",
])
def test_env_runs_every_shape_the_same(env: Any, action: str) -> None:
    reference = gym.make(mobile_env.ENV_ID)
    reference.reset(seed=0)
    assert env.step(action)[0] == reference.step(OBJ)[0]


@pytest.mark.parametrize("action", ['[{"name": "x"}, "\\ud800"]', '{"nam": "\\udfff 经理"}',
                                    '[5, "\ud800"]',
                                    '{"name": "\\ud800", "arguments": {"\\udc00": 1}}',
                                    '{"name": "Contacts_Create",'
                                    ' "arguments": {"name": "\\ud800", "x\\udc00": 1}}'])
def test_env_never_echoes_lone_surrogates(env: Any, action: str) -> None:
    obs, *_ = env.step(action)
    assert json.loads(obs)["status"] == "error"
    obs.encode("utf-8")


@pytest.mark.parametrize("limit", [1000, 3000])
def test_deep_nesting_means_the_same_whatever_the_recursion_limit(limit: int) -> None:
    """A library may raise the interpreter's recursion limit (the server's stack sets 3000);
    an action must still parse to the same answer as in a process that left it alone."""
    import sys

    from mobile_env.parsing import MAX_JSON_DEPTH, parse_action

    deep = '{"name": "x", "arguments": ' + "[" * 800 + "]" * 800 + "}"
    just = '{"name": "x", "arguments": {"a": ' + "[" * (MAX_JSON_DEPTH - 2) + \
        "]" * (MAX_JSON_DEPTH - 2) + '}, "b": "' + "[" * 600 + '"}'
    old = sys.getrecursionlimit()
    sys.setrecursionlimit(limit)
    try:
        refused, kept = parse_action(deep), parse_action(just)
    finally:
        sys.setrecursionlimit(old)
    assert refused.error is not None and refused.error[0] == "invalid_json"
    assert "nested too deeply" in refused.error[1]
    # brackets inside a string do not count; the arguments are refused as too deep, not as JSON
    assert kept.error is not None and kept.error[0] == "invalid_arguments"
