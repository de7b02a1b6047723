"""Model text -> tool calls, a final answer, or a parse error. Never raises.

Accepted shapes (SPEC F16):

* ``{"name": ..., "arguments": {...}}`` -- arguments may also be a JSON string, even a
  double-encoded one, as some models emit; ``parameters`` is accepted for ``arguments``;
* a JSON list of such objects (parallel calls, run in order);
* OpenAI shapes: ``{"tool_calls": [...]}`` and ``{"type": "function", "function": {...}}``;
* raw model text with one or more ``<tool_call>...</tool_call>`` blocks (Hermes / Qwen / TRL
  templates); text around the blocks and ``<think>`` sections are ignored (also a section the
  chat template opened, so the action starts inside it and only closes it with ``</think>``);
* a fenced ```json block holding one of the above, alone or inside prose.

Anything else is plain text: the final answer. Text that *tries* to call a tool (starts with
``{`` or ``[``, or has a ``<tool_call>`` tag) but does not parse is an ``invalid_json`` error,
never silently taken for an answer.
"""

from __future__ import annotations

import json
import math
import re
import sys
from dataclasses import dataclass, replace
from typing import Any

from mobile_env.tools.dispatch import ToolCall

#: Longest action string the env reads; longer actions are rejected as ``too_large`` unparsed,
#: and the episode record keeps at most twice as many characters of one (:func:`kept_action`:
#: enough to be refused the same way when replayed), so a refused action holds bounded memory.
MAX_ACTION_CHARS = 65_536
#: Most calls one action may make in parallel.
MAX_PARALLEL_CALLS = 16
#: Deepest nesting of a call's arguments (no tool takes more than a few levels): deeper values
#: could not be sent back in an observation or ``info`` by a server's JSON encoder.
MAX_ARGUMENT_DEPTH = 32
#: A surrogate code point, raw or as a JSON escape (possibly escaped twice): UTF-8 cannot hold a
#: lone one, so the env replaces each with U+FFFD before anything reads the action. Written as
#: one character class first (a surrogate or a backslash, then what must follow a backslash) so
#: that the search skips, in the regex engine, every character that cannot start a match.
_SURROGATE = re.compile(r"[\\\ud800-\udfff](?:(?<=[\ud800-\udfff])|[uU][dD][89a-fA-F])")

_FENCE_LABELS = ("json", "tool_call")
#: What may surround a call besides it: whitespace, and the invisible format characters a
#: tokenizer or a copied prompt leaves at a text's edge (byte-order mark, zero-width space and
#: joiners, word joiner, direction marks). ``str.strip`` keeps those, so a call behind one was
#: taken for a final answer, ending the episode.
_EDGES = "".join(c for c in map(chr, range(0x3001)) if c.isspace()) + \
    "\u200b\u200c\u200d\u200e\u200f\u2060\ufeff"


@dataclass(slots=True)
class Parsed:
    """Exactly one of: ``calls`` (non-empty), ``answer`` (str), or ``error`` (type, message)."""

    calls: tuple[ToolCall, ...] = ()
    answer: str | None = None
    error: tuple[str, str] | None = None


def kept_action(action: Any) -> Any:
    """What the episode record keeps of ``action``: all of it, unless it is more than twice too
    long to be read, then just enough of it to be refused again (the observation does not depend
    on the rest). A record holds at most twice the limit per step, and an action that a copy
    would barely shorten is kept as it is, not copied."""
    if isinstance(action, str) and len(action) > 2 * MAX_ACTION_CHARS:
        return action[:MAX_ACTION_CHARS + 1]
    return action


def parse_action(action: Any) -> Parsed:
    """What ``action`` asks for; every string in the result is encodable as UTF-8 (a lone
    surrogate, raw or escaped, is U+FFFD), so no observation or ``info`` built from it can fail
    to be written or sent."""
    if not isinstance(action, str):
        return Parsed(error=("invalid_json",
                             f"an action must be a string, got {type(action).__name__}"))
    if len(action) > MAX_ACTION_CHARS:
        return Parsed(error=("too_large", f"the action is longer than {MAX_ACTION_CHARS} "
                                          "characters, the limit. Send one short tool call."))
    if _SURROGATE.search(action) is None:
        parsed = _parse(action)
    else:
        parsed = _parse(encodable(action))
        parsed = replace(parsed, calls=tuple(ToolCall(encodable(c.name), encodable(c.arguments))
                                             for c in parsed.calls))
    if parsed.calls and action.count("{") + action.count("[") > MAX_ARGUMENT_DEPTH and any(
            nested_deeper_than(c.arguments, MAX_ARGUMENT_DEPTH) for c in parsed.calls):
        return Parsed(error=("invalid_arguments", f"arguments nested more than "
                             f"{MAX_ARGUMENT_DEPTH} levels deep; no tool takes that. " + _SHAPE))
    return parsed


def encodable(value: Any) -> Any:
    """``value`` with every surrogate code point in its strings (keys too) made encodable: a
    pair into its character, a lone one into U+FFFD. What the env does to an action's text,
    and a server to a frame's, so both read the same."""
    if isinstance(value, str):
        return value.encode("utf-16-le", "surrogatepass").decode("utf-16-le", "replace")
    if isinstance(value, dict):
        return {encodable(k): encodable(v) for k, v in value.items()}
    if isinstance(value, list):
        return [encodable(v) for v in value]
    return value


def nested_deeper_than(value: Any, limit: int) -> bool:
    """Whether lists and objects nest in ``value`` more than ``limit`` levels (without recursion,
    so any depth JSON's parser returns is measured)."""
    level = [value]
    for _ in range(limit + 1):
        level = [v for x in level if isinstance(x, (dict, list))
                 for v in (x.values() if isinstance(x, dict) else x)]
        if not level:
            return False
    return True


def _parse(action: str) -> Parsed:
    if action[:1] == "{" and "<" not in action and "```" not in action:  # the common case
        return _from_text(action.rstrip(_EDGES) if action[-1] in _EDGES else action)
    text = strip_think(action).strip(_EDGES)
    if "<tool_call>" in text or "</tool_call>" in text:
        return _tagged(text)
    fenced = _fenced_call(text)
    if fenced is None and text.startswith(tuple("```" + label for label in _FENCE_LABELS)):
        return Parsed(error=("invalid_json", "a ```json block is not closed or holds no tool call. "
                                              + _SHAPE))
    text = fenced or text
    return _from_text(text) if _looks_like_json_call(text) else Parsed(answer=text)


def _looks_like_json_call(text: str) -> bool:
    """An object or a list, unless a word follows the bracket: "[DONE] Request completed." (the
    reply SPIEval's system prompt asks for) is prose, not a list."""
    return text[:1] == "{" or (text[:1] == "[" and not text[1:].lstrip()[:1].isalpha())


def _from_text(text: str) -> Parsed:
    try:
        data = _loads(text)
    except (ValueError, RecursionError) as exc:
        return Parsed(error=("invalid_json", f"the tool call is not valid JSON ({_reason(exc)}). "
                                              + _SHAPE))
    return _from_json(data)


def _finite(text: str) -> float:
    value = float(text)
    if not math.isfinite(value):
        raise ValueError(f"the number {text[:40]} is out of range; write a smaller one")
    return value


def _no_constant(name: str) -> Any:
    raise ValueError(f"{name} is not a JSON value; write null or a number")


#: Reads standard JSON only: Python's reader also takes NaN, Infinity and numbers too large for
#: a float, which no JSON encoder can write back (a server would send them as null). One decoder
#: for every action (``json.loads`` with options would build one per call).
_decode = json.JSONDecoder(parse_float=_finite, parse_constant=_no_constant).decode

#: Deepest nesting of brackets a JSON text may have. Python's reader recurses once per level and
#: stops at the interpreter's recursion limit, which a library may raise (a server's stack sets
#: it to 3000): deeper texts are refused before reading, so an action means the same in any
#: process.
MAX_JSON_DEPTH = 500

_STRING = re.compile(r'"(?:[^"\\]|\\.)*"')
_NOT_BRACKET = re.compile(r"[^\[\]{}]+")


def _loads(text: str) -> Any:
    """``text`` as JSON; ``RecursionError`` for one nested deeper than :data:`MAX_JSON_DEPTH`
    (what the reader raises at the recursion limit, whatever that limit is)."""
    if len(text) > MAX_JSON_DEPTH and text.count("[") + text.count("{") > MAX_JSON_DEPTH \
            and _depth(text) > MAX_JSON_DEPTH:  # a usual action is shorter than the limit
        raise RecursionError("nested too deeply")
    return _decode(text)


def _depth(text: str) -> int:
    """How deep brackets nest in ``text`` outside its strings (unbalanced ones count as written)."""
    depth = deepest = 0
    for bracket in _NOT_BRACKET.sub("", _STRING.sub("", text)):
        depth += 1 if bracket in "[{" else -1
        deepest = max(deepest, depth)
    return deepest


_SHAPE = ('Write {"name": "<tool>", "arguments": {...}}, a list of those, or '
          '<tool_call>{"name": ..., "arguments": {...}}</tool_call>.')


def _reason(exc: Exception) -> str:
    """Why the JSON did not parse, in words a model can act on."""
    if not isinstance(exc, ValueError):
        return "nested too deeply"
    if "integer string conversion" in str(exc):  # Python's own advice is for Python users
        return (f"a number has more than {sys.get_int_max_str_digits()} digits; "
                "write long numbers as strings")
    return str(exc)[:120]


def _fenced_call(text: str) -> str | None:
    """The body of the first fenced code block that holds a JSON tool call, if any.

    Models often wrap a call in prose ("Sure! ```json {...}```"); a fenced block whose body is a
    JSON object or list naming a tool is a call attempt, not part of a final answer.
    """
    span = _fenced_span(text)
    return None if span is None else span[2]


def _fenced_span(text: str) -> tuple[int, int, str] | None:
    """(start of the opening fence, end of the closing fence, body) of the first fenced code
    block that holds a JSON tool call (see :func:`_fenced_call`), if any."""
    start = text.find("```")
    while start >= 0:
        body_start = start + 3
        end = text.find("```", body_start)
        if end < 0:
            return None
        body = text[body_start:end]
        for label in _FENCE_LABELS:
            if body.startswith(label):
                body = body[len(label):]
                break
        body = body.strip(_EDGES)
        if body[:1] in ("{", "[") and '"name"' in body:
            return start, end + 3, body
        start = text.find("```", end + 3)
    return None


def without_calls(text: str) -> str:
    """What is left of ``text`` (an action whose tool calls parse) once the calls the parser read
    are cut out: the prose around its ``<tool_call>`` blocks, or around the fenced block that
    holds the call; nothing for a bare JSON call. ``<think>`` sections are left as they are
    (see :func:`strip_think`); edges are trimmed.

    Args:
        text: an action that :func:`parse_action` reads as tool calls.

    Returns:
        The remaining text, ``""`` when the action is nothing but its calls.
    """
    if "<tool_call>" in text or "</tool_call>" in text:
        kept: list[str] = []
        pos = 0
        while (start := text.find("<tool_call>", pos)) >= 0 and \
                (end := text.find("</tool_call>", start)) >= 0:
            kept.append(text[pos:start])
            pos = end + len("</tool_call>")
        return _joined(kept + [text[pos:]])
    span = _fenced_span(text)
    if span is not None:
        return _joined([text[:span[0]], text[span[1]:]])
    call = strip_think(text).strip(_EDGES)  # a bare JSON call: only <think> text can be left
    return _joined([text.replace(call, "", 1)]) if call in text else ""


def _joined(parts: list[str]) -> str:
    """Text pieces left between removed calls, each trimmed, blank ones dropped."""
    return "\n".join(p.strip(_EDGES) for p in parts if p.strip(_EDGES))


def strip_think(text: str) -> str:
    """``text`` without its ``<think>...</think>`` sections, and without everything up to a
    ``</think>`` whose ``<think>`` the chat template wrote (R1-style prompts open the section).

    ``str.find`` rather than a lazy regex: a regex rescans to the end from every unclosed
    ``<think>``, which is quadratic and took seconds on a 64k action of repeated tags.

    Args:
        text: a model's action.

    Returns:
        The text outside its reasoning (an unclosed ``<think>`` is kept, as the parser keeps it).
    """
    parts: list[str] = []
    pos = 0
    while (start := text.find("<think>", pos)) >= 0 and (end := text.find("</think>", start)) >= 0:
        parts.append(text[pos:start])
        pos = end + len("</think>")
    parts.append(text[pos:])
    rest = "".join(parts)
    orphan = rest.rfind("</think>")
    return rest if orphan < 0 else rest[orphan + len("</think>"):]


def _blocks(text: str) -> list[str] | None:
    """The contents of the ``<tool_call>`` blocks, or None if a tag is unclosed or nested.

    Linear, for the same reason as :func:`strip_think`.
    """
    blocks: list[str] = []
    pos = 0
    while (start := text.find("<tool_call>", pos)) >= 0:
        body = start + len("<tool_call>")
        end = text.find("</tool_call>", body)
        if end < 0 or "<tool_call>" in text[body:end]:
            return None
        blocks.append(text[body:end])
        pos = end + len("</tool_call>")
    return blocks or None


def _tagged(text: str) -> Parsed:
    blocks = _blocks(text)
    if blocks is None:
        return Parsed(error=("invalid_json",
                             "a <tool_call> tag is not closed by </tool_call>. " + _SHAPE))
    calls: list[ToolCall] = []
    for block in blocks:
        try:
            data = _loads(block.strip(_EDGES))
        except (ValueError, RecursionError) as exc:
            return Parsed(error=("invalid_json", f"a <tool_call> block is not valid JSON "
                                                  f"({_reason(exc)}). " + _SHAPE))
        parsed = _from_json(data)
        if parsed.error:
            return parsed
        calls.extend(parsed.calls)
    return _bounded(calls)


def _from_json(data: Any) -> Parsed:
    if isinstance(data, dict) and "tool_calls" not in data:  # one call: the common case
        arguments = data.get("arguments")
        if type(arguments) is dict and "name" in data and "function" not in data:
            return Parsed(calls=(ToolCall(data["name"], arguments),))  # what _one would build
        call = _one(data)
        return Parsed(calls=(call,)) if call is not None else Parsed(
            error=("invalid_json", f"not a tool call: {_preview(data)}. " + _SHAPE))
    items = data if isinstance(data, list) else [data]
    if isinstance(data, dict) and isinstance(data.get("tool_calls"), list):
        items = data["tool_calls"]
    if not items:
        return Parsed(error=("invalid_json",
                             "the action is an empty list of tool calls. " + _SHAPE))
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
            args = _loads(stripped)
        except (ValueError, RecursionError):
            return args
    return {} if args is None else args


def _preview(value: Any) -> str:
    """At most 80 characters of ``value`` for an error message, always encodable as UTF-8."""
    try:
        text = json.dumps(value, ensure_ascii=False)
    except RecursionError:  # json.loads read it from a shallower stack than this one
        return f"a {type(value).__name__} nested too deeply"
    # A "\ud800" escape decodes to a lone surrogate; echoed raw, it would make the observation
    # impossible to tokenize or write to a trajectory file.
    text = text.encode("utf-8", "backslashreplace").decode("utf-8")
    return text if len(text) <= 80 else text[:77] + "..."
