"""Run one tool call against a state: look up, validate, execute, log, and answer with feedback.

A call works on a copy of the state and the copy replaces the original only if the call
succeeds, so a failed call (bad arguments, a tool error, even a bug in a tool) changes nothing on
the phone. Every call, failed or not, is written to the operation log with its result code
(:class:`~mobile_env.state.LogEntry`: ``ok`` or the error type), as MobilePA's sandbox logs
every call.
A successful call's :class:`~mobile_env.tools.registry.Effects` on the episode (tools added or
removed, the episode's end) travel in its :class:`CallResult`; the env applies them.

Task friction (MobilePA-Bench) is applied here, before the tool runs, by asking the episode's
:class:`~mobile_env.friction.EpisodeFriction`: a missing permission answers
``permission_denied``, an unmet dependency or a due runtime fault ``tool_error``. The traces a
failed call leaves are its log entry and the fault counter in :attr:`PhoneState.faults`, which
is what makes a replay meet the same faults at the same calls.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Any, Collection

from pydantic import ValidationError
from rapidfuzz import fuzz, process, utils

from mobile_env.feedback import ErrorType, Feedback, ToolError, error
from mobile_env.friction import NO_FRICTION, EpisodeFriction
from mobile_env.state import OK, LogEntry, PhoneState
from mobile_env.tools.formats import PHONE_ERROR, PHONE_EXPECTED
from mobile_env.tools.registry import (MAX_ARG_CHARS, NO_EFFECTS, REGISTRY, Effects,
                                       ToolContext, ToolOutput)


@dataclass(slots=True)
class ToolCall:
    """A call as the model wrote it; ``arguments`` is whatever it sent (validated later)."""

    name: Any
    arguments: Any


@dataclass(slots=True)
class CallResult:
    """A call as the tool saw it. ``arguments`` are the validated values the tool ran with (the
    arguments as written, for a call that failed validation); ``sent`` the arguments exactly as
    the planner wrote them, which SPIEval's grader compares (None: the same as ``arguments``);
    ``effects`` what the call changes in the episode besides the phone (none unless it
    succeeded)."""

    name: str
    kind: str | None
    arguments: dict[str, Any]
    feedback: Feedback
    sent: dict[str, Any] | None = None
    effects: Effects = NO_EFFECTS

    def to_dict(self) -> dict[str, Any]:
        return {"name": self.name, "kind": self.kind, "arguments": self.arguments,
                "status": self.feedback.status, "error_type": self.feedback.error_type}


def execute(state: PhoneState, call: ToolCall, active: Collection[str], ctx: ToolContext,
            friction: EpisodeFriction = NO_FRICTION) -> tuple[PhoneState, CallResult]:
    """Run ``call`` against ``state``.

    Args:
        state: the phone before the call; never changed.
        call: the call as the model wrote it.
        active: the names of the tools the model may call.
        ctx: what the call may know besides the state.
        friction: the episode's friction, asked before the tool runs.

    Returns:
        The state after the call and the call's result. A failed call returns a copy of
        ``state`` that differs only in its operation log (the call, with its error type as its
        result code) and, for an injected fault, its fault counter.
    """
    after, result = _run(state, call, active, ctx, friction)
    if result.feedback.ok:
        return after, result
    logged = state.copy() if after is state else after
    logged.log.append(LogEntry(ctx.step, result.name, result.arguments,
                               result.feedback.error_type or "error", state.now))
    return logged, result


def _run(state: PhoneState, call: ToolCall, active: Collection[str], ctx: ToolContext,
         friction: EpisodeFriction) -> tuple[PhoneState, CallResult]:
    """:func:`execute` but for logging a failed call: a failed call returns ``state`` itself,
    or for an injected fault a copy that differs only in its fault counter."""
    name = call.name if isinstance(call.name, str) else repr(call.name)
    raw = call.arguments if isinstance(call.arguments, dict) else {}
    if not isinstance(call.name, str) or call.name not in active:
        return state, CallResult(name[:200], None, raw, _unknown(name, active))
    tool = REGISTRY[call.name]
    if not isinstance(call.arguments, dict):
        return state, CallResult(name, tool.kind, raw, error(
            "invalid_arguments", f"arguments of {name} must be a JSON object of parameter "
                                 f"names to values (got {type(call.arguments).__name__})"))
    permission = friction.missing_permission(state, name, tool.permission)
    if permission is not None:
        return state, CallResult(name, tool.kind, raw, error(
            "permission_denied", f"{name} needs the '{permission}' permission, which has "
                                 "not been granted; grant it first"))
    given_args = call.arguments
    if None in given_args.values():  # a null for a parameter that may be left out: not given
        optional = tool.optional_args
        given_args = {k: v for k, v in given_args.items() if v is not None or k not in optional}
    try:
        args = tool.validate(given_args)
    except ValidationError as exc:
        error_type, message = describe_validation_error(name, exc, tool.arg_names)
        return state, CallResult(name, tool.kind, raw, error(error_type, message))
    # The arguments the model gave, in the model's field order (its ``__dict__``'s): a set's
    # order would change with PYTHONHASHSEED, and with it the order of the problems a reward
    # lists.
    given, values = args.__pydantic_fields_set__, args.__dict__
    arguments = dict(values) if len(given) == len(values) else \
        {name: values[name] for name in tool.arg_names if name in given}
    if friction.entries:
        unmet = friction.unmet_dependency(state, name)
        if unmet is not None:
            return state, CallResult(name, tool.kind, arguments, error("tool_error", unmet), raw)
        fault = friction.pending_fault(state, name)
        if fault is not None:
            key, message = fault
            failed = state.copy()
            failed.faults[key] = failed.faults.get(key, 0) + 1
            return failed, CallResult(name, tool.kind, arguments, error(
                "tool_error",
                f"{name} failed: {message}. This error is temporary: retry the call."),
                raw)
    work = state.copy()
    try:
        payload, effects = _unpacked(tool.impl(work, args, ctx))
    except ToolError as exc:
        return state, CallResult(name, tool.kind, arguments,
                                 error(exc.error_type, exc.message), raw)
    except Exception as exc:  # a tool bug must not take the env down; report it and change nothing
        return state, CallResult(name, tool.kind, arguments, error(
            "tool_error", f"{name} failed internally ({type(exc).__name__}); try another call"),
            raw)
    work.log.append(LogEntry(ctx.step, name, arguments, OK, state.now))
    return work, CallResult(name, tool.kind, arguments, Feedback("ok", None, payload), raw,
                            effects)


def _unpacked(output: Any) -> tuple[Any, Effects]:
    """(payload, effects) of what an implementation returned. Effects that add a tool the
    registry lacks are the tool's bug, raised here so that the call fails like any other bug
    (the env could not offer that tool)."""
    if not isinstance(output, ToolOutput):
        return output, NO_EFFECTS
    unknown = [t for t in output.effects.tools_added if t not in REGISTRY]
    if unknown:
        raise LookupError(f"effects add tools that are not registered: {unknown}")
    return output.payload, output.effects


def _unknown(name: str, active: Collection[str]) -> Feedback:
    listing, names, folded = _catalog(active if isinstance(active, frozenset)
                                      else frozenset(active))
    guess = process.extractOne(utils.default_process(name[:100]), folded, scorer=fuzz.ratio,
                               processor=None, score_cutoff=70) if names else None
    hint = f" Did you mean '{names[guess[2]]}'?" if guess else ""
    return error("unknown_tool", f"there is no tool named {name[:100]!r}.{hint} "
                                 f"Available tools: {listing}")


@lru_cache(maxsize=256)
def _catalog(active: frozenset[str]) -> tuple[str, list[str], list[str]]:
    """For an active tool set: its listing, its names in order, and the names as the suggestion
    compares them (lower case, punctuation as spaces). Built once per set, since a set recurs at
    every step of its episodes; sorted, so ties go to the first name in order whatever the hash
    seed (a set's order is not)."""
    names = sorted(active)
    return ", ".join(names), names, [utils.default_process(n) for n in names]


_TYPE_WORDS = {"string_type": "a string", "int_type": "an integer", "int_parsing": "an integer",
               "int_from_float": "an integer", "float_type": "a number",
               "float_parsing": "a number", "bool_type": "a boolean", "bool_parsing": "a boolean",
               "list_type": "an array", "dict_type": "an object"}


def describe_validation_error(tool: str, exc: ValidationError,
                              arg_names: tuple[str, ...]) -> tuple[ErrorType, str]:
    """(error_type, message) for the first problems pydantic found, phrased as how to fix them."""
    parts: list[str] = []
    error_type: ErrorType = "invalid_arguments"
    for err in exc.errors(include_url=False)[:5]:
        loc = ".".join(str(p) for p in err["loc"]) or "arguments"
        kind = err["type"]
        value = err.get("input")
        got = _preview(value)
        if kind == "literal_error" and type(value) is str and len(value) > MAX_ARG_CHARS:
            kind = "string_too_long"  # an enum label over the cap is too large, not misspelt
        if kind == "string_too_long":
            error_type = "too_large"
            parts.append(f"argument '{loc}' is too long (string should have at most "
                         f"{err.get('ctx', {}).get('max_length', MAX_ARG_CHARS)} characters); the "
                         f"string cap is {MAX_ARG_CHARS} characters")
        elif kind == "missing":
            parts.append(f"missing required argument '{loc}'")
        elif kind == "extra_forbidden":
            parts.append(f"unexpected argument '{loc}' (valid arguments: {', '.join(arg_names)})")
        elif kind == "too_long":  # a list: its own cap is in the message, not the string cap
            error_type = "too_large"
            parts.append(f"argument '{loc}' has too many items ({err['msg'].lower()})")
        elif kind == "literal_error":  # the valid labels as declared (any case is accepted)
            parts.append(f"argument '{loc}' {err['msg'][:1].lower()}{err['msg'][1:]} (got {got})")
        elif kind in _TYPE_WORDS:
            parts.append(f"argument '{loc}' must be {_TYPE_WORDS[kind]} (got {got})")
        elif kind == PHONE_ERROR:
            parts.append(f"argument '{loc}': {PHONE_EXPECTED} (got {value!r})")
        elif kind == "value_error":
            message = err["msg"].removeprefix("Value error, ")
            parts.append(message if loc == "arguments" else f"argument '{loc}': {message}")
        else:
            parts.append(f"argument '{loc}': {err['msg']} (got {got})")
    return error_type, f"invalid arguments for {tool}: " + "; ".join(parts)


def _preview(value: Any) -> str:
    text = repr(value)
    return text if len(text) <= 60 else text[:57] + "..."
