"""An episode as OpenAI messages and as Hermes text (mobile_env.messages), checked against both
shapes: OpenAI's pairing rules, and what the Hermes / Qwen2.5 chat template renders."""

from __future__ import annotations

import json
from typing import Any

import pytest

from mobile_env.agents import OracleAgent
from mobile_env.messages import (hermes_calls, hermes_messages, hermes_turn, openai_messages,
                                 openai_turn, split)
from mobile_env.rollout import Rollout, agent_policy, collect
from mobile_env.task_format import load_suite

SEARCH = {"id": "call_a", "type": "function",
          "function": {"name": "search_contacts", "arguments": '{"pattern": "Daniel"}'}}
CALL = {"id": "call_c", "type": "function",
        "function": {"name": "Phone_Call", "arguments": '{"telephone": "+1 415-739-2098"}'}}


@pytest.fixture(scope="module")
def rollouts() -> list[Rollout]:
    """Reference solutions of tasks with parallel steps, skills, memory and sub-agents."""
    tasks = [*load_suite("demo"), *load_suite("spieval-core")[:6],
             *load_suite("mobilepa-core")[::40]]
    played = collect(agent_policy(lambda: OracleAgent(tasks)), tasks)
    assert any(len(s.calls) > 1 for r in played for s in r.episode.steps)  # parallel calls
    return played


def check_openai_conversation(messages: list[dict[str, Any]]) -> int:
    """OpenAI's rules for a tool-calling conversation; returns how many calls were answered."""
    answered, pending = 0, []
    ids: set[str] = set()
    for message in messages:
        role = message["role"]
        if pending:
            assert role == "tool" and message["tool_call_id"] == pending.pop(0), message
            assert isinstance(message["content"], str)
            answered += 1
            continue
        assert role in ("system", "user", "assistant"), f"a {role} message answers no call"
        if role == "assistant" and message.get("tool_calls"):
            assert message["content"] is None or message["content"].strip()
            for call in message["tool_calls"]:
                assert set(call) == {"id", "type", "function"} and call["type"] == "function"
                assert isinstance(call["function"]["name"], str)
                assert isinstance(call["function"]["arguments"], str)
                assert call["id"] not in ids
                ids.add(call["id"])
            pending = [c["id"] for c in message["tool_calls"]]
        else:
            assert isinstance(message["content"], str)
    assert not pending, f"calls without replies: {pending}"
    return answered


def test_episodes_become_valid_openai_conversations(rollouts: list[Rollout]) -> None:
    for rollout in rollouts:
        messages = openai_messages(rollout.messages)
        answered = check_openai_conversation(messages)
        made = [c for step in rollout.episode.steps for c in step.calls]
        assert answered == len(made)
        sent = [(c["function"]["name"], json.loads(c["function"]["arguments"]))
                for m in messages for c in m.get("tool_calls", ())]
        assert sent == [(c.name, c.arguments) for c in made]
        replies = [json.loads(m["content"]) for m in messages if m["role"] == "tool"]
        assert [r["status"] for r in replies] == [c.feedback.status for c in made]


def test_hermes_turns_are_what_the_template_renders_for_the_openai_calls(
        rollouts: list[Rollout]) -> None:
    """Each Hermes assistant turn renders exactly like the OpenAI turn's structured calls."""
    from transformers.utils.chat_template_utils import render_jinja_template

    from mobile_env.training.models import chat_template

    def render(message: dict[str, Any]) -> str:
        return render_jinja_template([[{"role": "user", "content": "u"}, message]],
                                     chat_template=chat_template())[0][0]

    for rollout in rollouts[:4]:
        _, steps = split(rollout.messages)
        for turn, (action, observation) in enumerate(steps):
            hermes = hermes_turn(action, observation)
            openai = openai_turn(action, observation, turn)
            structured = {"role": "assistant", "content": "", "tool_calls": [
                {"type": "function", "function": {
                    "name": c["function"]["name"],
                    "arguments": json.loads(c["function"]["arguments"])}}
                for c in openai[0]["tool_calls"]]}
            assert render(hermes[0]) == render(structured)
            assert [m["content"] for m in hermes[1:]] == ([observation] if observation else [])


def test_hermes_messages_keep_the_transcript_but_write_calls_as_tool_call_blocks(
        rollouts: list[Rollout]) -> None:
    rollout = rollouts[0]
    out = hermes_messages(rollout.messages)
    assert [m["role"] for m in out] == [m["role"] for m in rollout.messages]
    assert [m["content"] for m in out if m["role"] != "assistant"] == \
        [m["content"] for m in rollout.messages if m["role"] != "assistant"]
    assistant = [m["content"] for m in out if m["role"] == "assistant"]
    assert all(text.startswith("<tool_call>\n") and text.endswith("\n</tool_call>")
               for text in assistant)


def test_server_calls_keep_their_ids_and_text_turns_stay_text() -> None:
    parallel = '[{"status":"ok","tool":"a"},{"status":"ok","tool":"b"}]'
    notes = '{"name": "search_notes", "arguments": {"pattern": "x"}}'
    transcript = [{"role": "system", "content": "s"},
                  {"role": "user", "content": "Call my manager."},
                  {"role": "assistant", "content": json.dumps({"tool_calls": [SEARCH, CALL]})},
                  {"role": "tool", "content": parallel},
                  {"role": "assistant", "content": notes},
                  {"role": "tool", "content": '{"status":"ok"}'},
                  {"role": "assistant", "content": "{oops"},
                  {"role": "tool", "content": '{"error_type":"invalid_json"}'},
                  {"role": "assistant", "content": "[DONE] Request completed."}]
    out = openai_messages(transcript)
    assert [m["role"] for m in out] == ["system", "user", "assistant", "tool", "tool", "assistant",
                                        "tool", "assistant", "user", "assistant"]
    assert out[2]["tool_calls"] == [SEARCH, CALL]
    assert [(m["tool_call_id"], json.loads(m["content"])["tool"]) for m in out[3:5]] == [
        ("call_a", "a"), ("call_c", "b")]
    generated = out[5]["tool_calls"][0]
    assert generated["id"] == out[6]["tool_call_id"] == "call_1_0"
    assert json.loads(generated["function"]["arguments"]) == {"pattern": "x"}
    assert out[7] == {"role": "assistant", "content": "{oops"}  # not a call: stays text
    assert out[8] == {"role": "user", "content": '{"error_type":"invalid_json"}'}
    assert out[9] == {"role": "assistant", "content": "[DONE] Request completed."}
    check_openai_conversation(out)
    hermes = hermes_messages(transcript)
    assert hermes[2]["content"] == hermes_calls([("search_contacts", {"pattern": "Daniel"}),
                                                 ("Phone_Call", {"telephone": "+1 415-739-2098"})])
    assert hermes[6]["content"] == "{oops" and hermes[8]["content"] == "[DONE] Request completed."


def test_text_beside_tool_calls_is_the_turns_content() -> None:
    """What a model wrote around its calls stays in the turn; its <think> section only when
    asked for, as written."""
    call = '{"name": "search_contacts", "arguments": {"pattern": "Daniel"}}'
    tagged = f"<think>Find him first.</think>I will look him up.\n<tool_call>\n{call}\n" \
             "</tool_call>\nThen I call."
    fenced = f"Sure:\n```json\n{call}\n```\nback soon"
    server = json.dumps({"content": "<think>ids</think>Looking.", "tool_calls": [SEARCH]})
    cases = [(tagged, "I will look him up.\nThen I call.",
              "<think>Find him first.</think>I will look him up.\nThen I call."),
             (fenced, "Sure:\nback soon", "Sure:\nback soon"),
             (f"<think>only this</think>{call}", None, "<think>only this</think>"),
             (call, None, None),
             (f"R1 style</think>\n{call}", None, "R1 style</think>"),
             (server, "Looking.", "<think>ids</think>Looking.")]
    for action, plain, thinking in cases:
        for think, expected in ((False, plain), (True, thinking)):
            [assistant, reply] = openai_turn(action, '{"status":"ok"}', 3, think=think)
            assert assistant["content"] == expected, (action, think)
            assert [c["function"]["name"] for c in assistant["tool_calls"]] == ["search_contacts"]
            assert reply["tool_call_id"] == assistant["tool_calls"][0]["id"]
    answer = "<think>Done?</think>\n[DONE] Request completed."
    assert openai_turn(answer, None, 0) == [{"role": "assistant",
                                             "content": "[DONE] Request completed."}]
    assert openai_turn(answer, None, 0, think=True)[0]["content"] == answer
    transcript = [{"role": "user", "content": "Call Daniel."},
                  {"role": "assistant", "content": tagged},
                  {"role": "tool", "content": '{"status":"ok"}'},
                  {"role": "assistant", "content": answer}]
    for think in (False, True):
        out = openai_messages(transcript, think=think)
        check_openai_conversation(out)
        assert [m["content"] for m in out if m["role"] == "assistant"] == [
            openai_turn(tagged, "", 0, think=think)[0]["content"],
            openai_turn(answer, None, 1, think=think)[0]["content"]]


def test_any_action_with_text_around_it_becomes_a_valid_turn() -> None:
    """Fuzzed actions (every shape, garbage included) with prose and a <think> section around
    them: a valid OpenAI turn either way, and the prose is kept only when the calls parse."""
    import gymnasium as gym

    from fuzz_actions import ActionFuzzer

    env = gym.make("MobilePlanner-v0", suite="spieval-core")
    _, info = env.reset(seed=0)
    fuzzer = ActionFuzzer("messages")
    fuzzer.for_task(env.unwrapped.tasks[info["task_id"]], info["tools"])
    env.close()
    calls = 0
    for _ in range(300):
        _, action = fuzzer.action()
        if not isinstance(action, str):
            continue
        wrapped = f"<think>plan</think>Here goes.\n{action}\nDone."
        for think in (False, True):
            [assistant, *replies] = openai_turn(wrapped, '{"status":"ok"}', 0, think=think)
            check_openai_conversation([assistant, *replies])
            text = assistant["content"] or ""
            assert ("<think>plan</think>" in text) == think
            if assistant.get("tool_calls"):
                assert "Here goes." in text and "Done." in text
                calls += 1
    assert calls > 20  # tagged and fenced calls among them


def test_a_model_turn_nested_past_the_parser_stays_text() -> None:
    for action in ("[" * 100_000, '{"tool_calls": ' * 5000):
        [assistant, reply] = openai_turn(action, '{"error_type":"invalid_json"}', 0)
        assert assistant == {"role": "assistant", "content": action} and reply["role"] == "user"


def test_malformed_server_arguments_go_back_unrepaired() -> None:
    broken = {"id": "call_b", "type": "function",
              "function": {"name": "Phone_Call", "arguments": '{"telephone": '}}
    [assistant, reply] = openai_turn(json.dumps({"tool_calls": [broken]}), '{"status":"error"}', 0)
    assert assistant["tool_calls"] == [broken] and reply["tool_call_id"] == "call_b"


def test_the_chat_loop_example_keeps_openai_messages() -> None:
    import runpy
    from pathlib import Path

    example = Path(__file__).resolve().parents[2] / "examples" / "chat_loop.py"
    messages = runpy.run_path(str(example))["main"]()
    assert check_openai_conversation(messages) == 5
    assert sum(len(m.get("tool_calls", ())) > 1 for m in messages) == 1
