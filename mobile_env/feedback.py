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

from mobile_env.jsonl import dumps

ErrorType = Literal["invalid_json", "unknown_tool", "invalid_arguments", "permission_denied",
                    "tool_error", "timeout", "too_large"]
ERROR_TYPES: tuple[str, ...] = ("invalid_json", "unknown_tool", "invalid_arguments",
                                "permission_denied", "tool_error", "timeout", "too_large")


@dataclass(slots=True)
class Feedback:
    """What one call returned. Never mutated after construction."""

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
    return dumps([{"tool": name, **fb.to_dict()} for name, fb in results])


def render_one(fb: Feedback) -> str:
    """The observation of one call: its feedback as JSON."""
    return dumps(fb.to_dict())
