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

import json
from json.encoder import c_make_encoder, encode_basestring  # type: ignore[attr-defined]
from dataclasses import dataclass
from operator import itemgetter
from typing import Any, Literal

from mobile_env.caches import SharedCache

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


_ENCODER = json.JSONEncoder(sort_keys=True, ensure_ascii=False, separators=(",", ":"))
# The C scanner behind _ENCODER, built once: JSONEncoder.encode builds a new one per call, which
# is a quarter of rendering an observation. No circular-reference check: payloads are trees.
_C_ENCODE = c_make_encoder and c_make_encoder(None, _ENCODER.default, encode_basestring, None,
                                              ":", ",", True, False, True)


def dumps(obj: Any) -> str:
    """Compact, key-sorted JSON that keeps Chinese readable: the one serialisation everywhere."""
    return "".join(_C_ENCODE(obj, 0)) if _C_ENCODE else _ENCODER.encode(obj)


def render(results: list[tuple[str | None, Feedback]]) -> str:
    """Observation text: one feedback object, or a list of ``{"tool", ...}`` for parallel calls."""
    if len(results) == 1:
        return render_one(results[0][1])
    return dumps([{"tool": name, **fb.to_dict()} for name, fb in results])


#: Serialised records by identity. Stored records are never mutated (a write makes a new dict),
#: and the same records come back from search after search -- in every episode of a rollout
#: group -- so encoding each once takes most of the cost out of rendering search results.
_RECORD_JSON: SharedCache[int, tuple[dict[str, Any], str]] = SharedCache(8192)
#: Stands in for the result list while the rest of a search payload is encoded.
_RESULTS_SLOT = "\x00results\x00"
_RESULTS_SLOT_JSON = dumps(_RESULTS_SLOT)
_OK_HEAD, _OK_TAIL = dumps(ok(_RESULTS_SLOT).to_dict()).split(_RESULTS_SLOT_JSON)


def render_one(fb: Feedback) -> str:
    """The observation of one call: ``dumps(fb.to_dict())``, byte for byte, with search results
    spliced in from the cache."""
    payload = fb.payload
    results = payload.get("results") if type(payload) is dict else None
    if type(results) is not list or not results or any(type(r) is not dict for r in results):
        if fb.status == "ok" and fb.error_type is None:  # the keys in sorted order, no dict built
            return _OK_HEAD + (flat_json(payload) if type(payload) is dict
                               else dumps(payload)) + _OK_TAIL
        return dumps(fb.to_dict())
    head = dumps({"error_type": fb.error_type, "payload": {**payload, "results": _RESULTS_SLOT},
                  "status": fb.status})
    if head.count(_RESULTS_SLOT_JSON) != 1:  # the payload echoes the marker (a model's pattern)
        return dumps(fb.to_dict())
    return head.replace(_RESULTS_SLOT_JSON, "[" + ",".join(map(_record_json, results)) + "]", 1)


def _record_json(record: dict[str, Any]) -> str:
    cached = _RECORD_JSON.get(id(record))
    if cached is not None and cached[0] is record:
        return cached[1]
    text = flat_json(record)
    _RECORD_JSON.put(id(record), (record, text))  # holding the record keeps its id unused
    return text


#: Per key order of a record (the keys as stored): the getter of its values in sorted key order
#: and the JSON text around them, with ``%s`` where each value goes.
_SHAPES: SharedCache[tuple[Any, ...], tuple[Any, str] | None] = SharedCache(1024)


def flat_json(record: dict[str, Any]) -> str:
    """``dumps(record)``, byte for byte, faster for a record whose values are all strings (what
    a tool writes and a search returns): the keys are sorted once per key order, and each value
    is escaped by the encoder's own C function into a template. Half of ``dumps`` on a 10-field
    record, which had been a fifth of a write call's step. Any other record goes to ``dumps``."""
    keys = tuple(record)
    shape = _SHAPES.get(keys)
    if shape is None:
        shape = _SHAPES.put(keys, _shape(keys))
    if shape is not None:
        values, template = shape
        try:
            return template % tuple(map(encode_basestring, values(record)))
        except TypeError:  # a value that is not a string
            pass
    return dumps(record)


def _shape(keys: tuple[Any, ...]) -> tuple[Any, str] | None:
    """The getter and template of :func:`flat_json` for records with ``keys``; None when the
    keys are not all strings or fewer than two (a one-key getter returns no tuple)."""
    if len(keys) < 2 or any(type(key) is not str for key in keys):
        return None
    order = sorted(keys)
    fields = ",".join(encode_basestring(key).replace("%", "%%") + ":%s" for key in order)
    return itemgetter(*order), "{" + fields + "}"
