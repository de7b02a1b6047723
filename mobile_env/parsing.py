"""Model text -> tool calls, a final answer, or a parse error. Never raises.

Accepted shapes (SPEC F16):

* ``{"name": ..., "arguments": {...}}`` -- arguments may also be a JSON string, even a
  double-encoded one, as some models emit; ``parameters`` is accepted for ``arguments``;
* a JSON list of such objects (parallel calls, run in order);
* OpenAI shapes: ``{"tool_calls": [...]}`` and ``{"type": "function", "function": {...}}``;
* raw model text with one or more ``<tool_call>...</tool_call>`` blocks (Hermes / Qwen / TRL
  templates); text around the blocks and ``<think>`` sections are ignored;
* a message whose only content is a fenced ```json block holding one of the above.

Anything else is plain text: the final answer. Text that *tries* to call a tool (starts with
``{`` or ``[``, or has a ``<tool_call>`` tag) but does not parse is an ``invalid_json`` error,
never silently taken for an answer.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from typing import Any

from mobile_env.tools.dispatch import ToolCall

#: Longest action string the env reads; longer actions are rejected as ``too_large`` unparsed.
MAX_ACTION_CHARS = 65_536
#: Most calls one action may make in parallel.
MAX_PARALLEL_CALLS = 16

_TOOL_CALL = re.compile(r"<tool_call>(.*?)</tool_call>", re.DOTALL)
_THINK = re.compile(r"<think>.*?</think>", re.DOTALL)
_FENCE = re.compile(r"^```(?:json|tool_call)?\s*\n?(.*?)\n?```$", re.DOTALL)


@dataclass(frozen=True, slots=True)
class Parsed:
    """Exactly one of: ``calls`` (non-empty), ``answer`` (str), or ``error`` (type, message)."""

    calls: tuple[ToolCall, ...] = ()
    answer: str | None = None
    error: tuple[str, str] | None = None


def parse_action(action: Any) -> Parsed:
    if not isinstance(action, str):
        return Parsed(error=("invalid_json", f"an action must be a string, got {type(action).__name__}"))
    if len(action) > MAX_ACTION_CHARS:
        return Parsed(error=("too_large", f"the action has {len(action)} characters; the limit is "
                                          f"{MAX_ACTION_CHARS}. Send one short tool call."))
    text = (_THINK.sub("", action) if "<think>" in action else action).strip()
    if "<tool_call>" in text or "</tool_call>" in text:
        return _tagged(text)
    fenced = _FENCE.match(text) if text.startswith("```") else None
    if fenced and fenced[1].lstrip()[:1] in ("{", "["):
        text = fenced[1].strip()
    if text[:1] in ("{", "["):
        try:
            data = json.loads(text)
        except (ValueError, RecursionError) as exc:
            return Parsed(error=("invalid_json", f"the tool call is not valid JSON ({_reason(exc)}). "
                                                  + _SHAPE))
        return _from_json(data)
    return Parsed(answer=text)


_SHAPE = ('Write {"name": "<tool>", "arguments": {...}}, a list of those, or '
          '<tool_call>{"name": ..., "arguments": {...}}</tool_call>.')


def _reason(exc: Exception) -> str:
    return str(exc)[:120] if isinstance(exc, ValueError) else "nested too deeply"


def _tagged(text: str) -> Parsed:
    blocks = _TOOL_CALL.findall(text)
    if not blocks or text.count("<tool_call>") != len(blocks):
        return Parsed(error=("invalid_json", "a <tool_call> tag is not closed by </tool_call>. " + _SHAPE))
    calls: list[ToolCall] = []
    for block in blocks:
        try:
            data = json.loads(block)
        except (ValueError, RecursionError) as exc:
            return Parsed(error=("invalid_json", f"a <tool_call> block is not valid JSON "
                                                  f"({_reason(exc)}). " + _SHAPE))
        parsed = _from_json(data)
        if parsed.error:
            return parsed
        calls.extend(parsed.calls)
    return _bounded(calls)


def _from_json(data: Any) -> Parsed:
    items = data if isinstance(data, list) else [data]
    if isinstance(data, dict) and isinstance(data.get("tool_calls"), list):
        items = data["tool_calls"]
    if not items:
        return Parsed(error=("invalid_json", "the action is an empty list of tool calls. " + _SHAPE))
    calls: list[ToolCall] = []
    for item in items:
        call = _one(item)
        if call is None:
            return Parsed(error=("invalid_json", f"not a tool call: {_preview(item)}. " + _SHAPE))
        calls.append(call)
    return _bounded(calls)


def _bounded(calls: list[ToolCall]) -> Parsed:
    if len(calls) > MAX_PARALLEL_CALLS:
        return Parsed(error=("too_large", f"{len(calls)} tool calls in one action; the limit is "
                                          f"{MAX_PARALLEL_CALLS}"))
    return Parsed(calls=tuple(calls))


def _one(item: Any) -> ToolCall | None:
    if not isinstance(item, dict):
        return None
    if isinstance(item.get("function"), dict):
        item = item["function"]
    if "name" not in item:
        return None
    args = item.get("arguments", item.get("parameters", {}))
    return ToolCall(item["name"], _decode_arguments(args))


def _decode_arguments(args: Any) -> Any:
    """Arguments as an object: decode JSON strings (twice at most), None means no arguments."""
    for _ in range(2):
        if not isinstance(args, str):
            break
        stripped = args.strip()
        if not stripped:
            return {}
        try:
            args = json.loads(stripped)
        except (ValueError, RecursionError):
            return args
    return {} if args is None else args


def _preview(value: Any) -> str:
    text = json.dumps(value, ensure_ascii=False)
    return text if len(text) <= 80 else text[:77] + "..."
