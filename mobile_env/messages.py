"""An episode's chat in the two shapes models are trained and served with.

The env's own transcript (what :mod:`mobile_env.rollout` and ``examples/chat_loop.py`` keep) is
the opening messages from ``reset`` (system prompt, dialogue history, instruction), then per
step ``{"role": "assistant", "content": <the action text>}`` and ``{"role": "tool", "content":
<the observation>}`` -- no tool message after a final plain-text answer, whose observation is
empty. From it:

* :func:`openai_messages` -- what an OpenAI-compatible ``/chat/completions`` endpoint takes: an
  assistant turn the env read as tool calls becomes ``tool_calls`` (each with an ``id``, its
  arguments a JSON string; parallel calls in one turn), followed by one ``tool`` message per
  call with its ``tool_call_id`` (a parallel step's list observation is split item by item).
  The ids are the server's own when the action is the server's ``{"tool_calls": [...]}``
  verbatim, else ``call_<step>_<i>`` (both 0-based). The text the model wrote beside its calls
  stays the turn's ``content``. An assistant turn that is not a call stays text, and the
  feedback on it (there is no call to answer) goes back as a ``user`` message. ``<think>``
  sections are left out unless asked for (``think=True``).
* :func:`hermes_messages` -- what a Hermes / Qwen / ChatML chat template renders and a local
  model writes: each call turn as ``<tool_call>`` blocks (:func:`hermes_calls`, byte-identical
  to the template's rendering of structured ``tool_calls``), one tool turn per step holding the
  env's observation (the template wraps it in ``<tool_response>``), as the HF policy and GRPO
  show it to the model.

:func:`openai_turn` and :func:`hermes_turn` convert one step, for loops that grow their
messages as they go.
"""

from __future__ import annotations

import json
from typing import Any, Iterable, Iterator, Sequence

from mobile_env.jsonl import dumps
from mobile_env.parsing import parse_action, strip_think, without_calls

Message = dict[str, Any]


def hermes_calls(calls: Iterable[tuple[str, Any]]) -> str:
    """``(name, arguments)`` calls as ``<tool_call>`` blocks, exactly as the Hermes / Qwen2.5
    template renders an assistant turn's ``tool_calls`` (and a model trained on it writes them)."""
    return "\n".join('<tool_call>\n{"name": "' + str(name) + '", "arguments": '
                     + json.dumps(arguments, ensure_ascii=False) + "}\n</tool_call>"
                     for name, arguments in calls)


def openai_turn(action: str, observation: str | None, turn: int, *,
                think: bool = False) -> list[Message]:
    """Step ``turn`` (0-based) in OpenAI's shape: the assistant message, then the replies to it.

    A call turn keeps the text the model wrote beside its calls as the message's ``content``
    (``None`` when there is none); a text turn keeps its text. ``<think>`` sections are left
    out unless ``think``, as chat templates drop the reasoning of earlier turns.

    Args:
        action: the assistant's action as the env received it.
        observation: the env's reply to it (``None`` or empty after an answer it did not reply
            to).
        turn: the step's index in the episode, for generated call ids.
        think: keep the model's ``<think>`` sections in ``content``, as written.

    Returns:
        The assistant message, then one ``tool`` message per call (or one ``user`` message with
        the feedback on a text turn).
    """
    calls = _openai_calls(action, turn)
    if calls is None:
        assistant: list[Message] = [{"role": "assistant", "content": _text(action, think)}]
        return assistant + ([{"role": "user", "content": observation}] if observation else [])
    replies = _per_call(observation or "", len(calls))
    return [{"role": "assistant", "content": _beside_calls(action, think), "tool_calls": calls},
            *({"role": "tool", "tool_call_id": call["id"], "content": reply}
              for call, reply in zip(calls, replies))]


def _text(action: str, think: bool) -> str:
    """A text turn's content: as written, or without its ``<think>`` sections."""
    if think or "</think>" not in action:
        return action
    return strip_think(action).strip()


def _beside_calls(action: str, think: bool) -> str | None:
    """The text a model wrote around its tool calls (``None`` if nothing): the ``content`` of a
    server's ``{"content": ..., "tool_calls": [...]}``, else the prose around the calls."""
    sent = _sent_content(action)
    text = sent if sent is not None else without_calls(action if think else strip_think(action))
    return _text(text, think) or None


def _sent_content(action: str) -> str | None:
    """The ``content`` text of a server's assistant message kept as the action, if any."""
    if not action.startswith("{") or '"content"' not in action:
        return None
    try:
        data = json.loads(action)
    except (ValueError, RecursionError):
        return None
    content = data.get("content") if isinstance(data, dict) else None
    return content if isinstance(content, str) else None


def hermes_turn(action: str, observation: str | None) -> list[Message]:
    """One step as a local chat template takes it: call turns as ``<tool_call>`` text."""
    calls = parse_action(action).calls
    content = hermes_calls((c.name, c.arguments) for c in calls) if calls else action
    reply = [{"role": "tool", "content": observation}] if observation else []
    return [{"role": "assistant", "content": content}, *reply]


def openai_messages(transcript: Sequence[Message], *, think: bool = False) -> list[Message]:
    """The env's transcript (see the module docstring) in OpenAI's tool-calling shape
    (``think``: keep the model's ``<think>`` sections, see :func:`openai_turn`)."""
    opening, steps = split(transcript)
    return [dict(m) for m in opening] + [
        m for turn, (action, observation) in enumerate(steps)
        for m in openai_turn(action, observation, turn, think=think)]


def hermes_messages(transcript: Sequence[Message]) -> list[Message]:
    """The env's transcript with every call turn written as ``<tool_call>`` blocks."""
    opening, steps = split(transcript)
    return [dict(m) for m in opening] + [m for action, observation in steps
                                         for m in hermes_turn(action, observation)]


def split(transcript: Sequence[Message]) -> tuple[list[Message], list[tuple[str, str | None]]]:
    """The opening messages and the ``(action, observation)`` of each step (``None`` after an
    answer that got no reply)."""
    first = next((i for i, m in enumerate(transcript) if m["role"] == "assistant"), len(transcript))
    return list(transcript[:first]), list(_steps(transcript[first:]))


def _steps(messages: Sequence[Message]) -> Iterator[tuple[str, str | None]]:
    for i, message in enumerate(messages):
        if message["role"] != "assistant":
            continue
        after = messages[i + 1] if i + 1 < len(messages) else None
        reply = after["content"] if after is not None and after["role"] == "tool" else None
        yield str(message["content"]), reply


def _openai_calls(action: str, turn: int) -> list[dict[str, Any]] | None:
    """The ``tool_calls`` of an action the env reads as calls, else None."""
    calls = parse_action(action).calls
    if not calls:
        return None
    sent = _sent_calls(action, len(calls))
    if sent is not None:
        return sent
    return [{"id": f"call_{turn}_{i}", "type": "function",
             "function": {"name": str(call.name), "arguments": _arguments_text(call.arguments)}}
            for i, call in enumerate(calls)]


def _sent_calls(action: str, count: int) -> list[dict[str, Any]] | None:
    """The server's own ``tool_calls`` when the action is its ``{"tool_calls": [...]}`` verbatim
    (unique ids, one per call the env read), so the ids and argument text go back unchanged."""
    try:
        data = json.loads(action)
    except (ValueError, RecursionError):  # model-written: any text, any depth
        return None
    calls = data.get("tool_calls") if isinstance(data, dict) else None
    if not isinstance(calls, list) or len(calls) != count:
        return None
    out = []
    for call in calls:
        function = call.get("function") if isinstance(call, dict) else None
        if not isinstance(function, dict) or not isinstance(call.get("id"), str) or not call["id"]:
            return None
        out.append({"id": call["id"], "type": "function",
                    "function": {"name": str(function.get("name")),
                                 "arguments": _arguments_text(function.get("arguments", {}))}})
    return out if len({c["id"] for c in out}) == count else None


def _arguments_text(arguments: Any) -> str:
    """OpenAI carries arguments as a JSON string; a string the env could not decode stays as is."""
    return arguments if isinstance(arguments, str) else json.dumps(arguments, ensure_ascii=False)


def _per_call(observation: str, count: int) -> list[str]:
    """One reply per call: a parallel step's observation is a list with one item per call."""
    if count > 1:
        try:
            items = json.loads(observation)
        except (ValueError, RecursionError):
            items = None
        if isinstance(items, list) and len(items) == count:
            return [dumps(item) for item in items]
    return [observation] * count
