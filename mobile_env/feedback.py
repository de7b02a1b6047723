"""Structured tool feedback ``{status, error_type, payload}`` and its rendering as observation text.

The error types form a small closed set so rewards and diagnostics can count them:

=====================  ===========================================================================
``invalid_json``       the action tried to call a tool but is not a well-formed call
``unknown_tool``       no active tool has that name (the message lists the active ones)
``invalid_arguments``  missing required / unexpected / wrong type / bad enum / bad format / bad page
``permission_denied``  the tool needs a permission the phone has not granted
``tool_error``         the call was valid but the tool could not do it (e.g. a failed dependency)
``timeout``            the call would exceed its work budget (a regex or fuzzy search over too much
                       text, refused before it starts: deterministic, so a replay meets it too)
``too_large``          the action or an argument is over its size cap
=====================  ===========================================================================
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Literal

from mobile_env.json_codec import dumps

ErrorType = Literal["invalid_json", "unknown_tool", "invalid_arguments", "permission_denied",
                    "tool_error", "timeout", "too_large"]
ERROR_TYPES: tuple[str, ...] = ("invalid_json", "unknown_tool", "invalid_arguments",
                                "permission_denied", "tool_error", "timeout", "too_large")


@dataclass(slots=True)
class Feedback:
    """What one call returned. Never mutated after construction, yet not ``frozen``: a frozen
    dataclass sets each field through ``object.__setattr__`` (~1 µs per object here) and a step
    builds several such objects (this, the parsed action, the call, its result)."""

    status: Literal["ok", "error"]
    error_type: str | None
    payload: Any

    @property
    def ok(self) -> bool:
        return self.status == "ok"

    def to_dict(self) -> dict[str, Any]:
        return {"status": self.status, "error_type": self.error_type, "payload": self.payload}


def ok(payload: Any) -> Feedback:
    return Feedback("ok", None, payload)


def error(error_type: ErrorType, message: str) -> Feedback:
    return Feedback("error", error_type, {"message": message})


class ToolError(Exception):
    """Raised by a tool implementation to fail a call; the dispatcher turns it into feedback."""

    def __init__(self, error_type: ErrorType, message: str) -> None:
        super().__init__(message)
        self.error_type = error_type
        self.message = message


def render(results: list[tuple[str | None, Feedback]]) -> str:
    """Observation text: one feedback object, or a list of ``{"tool", ...}`` for parallel calls."""
    if len(results) == 1:
        return render_one(results[0][1])
    # ``dumps([{"tool": name, **fb.to_dict()} ...])``, byte for byte: each call's observation with
    # its tool's name added last ("tool" sorts after "status"). Written as one list, the ok calls'
    # ``null`` error types would send it to the standard library's encoder after orjson.
    return "[" + ",".join(render_one(fb)[:-1] + ',"tool":' + dumps(name) + "}"
                          for name, fb in results) + "]"


#: The text of an ok feedback around its payload: ``dumps(ok(payload).to_dict())`` is
#: ``_OK_HEAD + dumps(payload) + _OK_TAIL``. The head's ``null`` (no error type) would send every
#: ok observation to the standard library's encoder (:mod:`mobile_env.json_codec`), so the payload
#: is written alone.
_OK_HEAD, _OK_TAIL = dumps(ok("\x00").to_dict()).split(dumps("\x00"))


def render_one(fb: Feedback) -> str:
    """The observation of one call: ``dumps(fb.to_dict())``, byte for byte."""
    if fb.status == "ok" and fb.error_type is None:
        return _OK_HEAD + dumps(fb.payload) + _OK_TAIL
    return dumps(fb.to_dict())
