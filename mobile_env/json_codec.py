"""JSON text exactly as the standard library's ``json`` writes and reads it, at the speed of C.

Each step reads the model's action as JSON and writes its observation as JSON. With the standard
library those two were a fifth of a write call's step; with orjson and msgspec, each takes half
the time (checks for what they hand back included). Neither is ``json`` byte for byte, so each is
used only where its result is provably the standard library's, and ``json`` everywhere else:

* orjson writes NaN and the infinities as ``null`` (``json``: ``NaN``, ``Infinity``) and a float
  under 1e-4 as ``1e-7`` or ``0.00001`` (``json``: ``1e-07``, ``1e-05``); every other value it
  writes as ``json`` does, or refuses (integers over 64 bits, lone surrogates, keys that are not
  strings, nesting past 254). A text it writes with ``null``, or with a digit before ``e-`` or
  ``0.0000`` in it, is written again by ``json``, as is everything it refuses. A false alarm (a
  None, or such characters inside a string) only costs the standard library's speed.
* msgspec reads every document ``json`` reads to the same values, or refuses it (NaN, the
  infinities and numbers that overflow to them, lone surrogate escapes, nesting past its limit),
  and then ``json`` reads it.

So an observation, a trajectory line or a reward breakdown is the same bytes with or without the
fast libraries, in any process (tests/test_json_codec.py compares both over generated values).
"""

from __future__ import annotations

import json
import re
from json.encoder import c_make_encoder, encode_basestring  # type: ignore[attr-defined]
from typing import Any

import msgspec
import orjson

_ENCODER = json.JSONEncoder(sort_keys=True, ensure_ascii=False, separators=(",", ":"))
# The C scanner behind _ENCODER, built once: JSONEncoder.encode builds a new one per call. No
# circular-reference check: what the env writes is a tree.
_C_ENCODE = c_make_encoder and c_make_encoder(None, _ENCODER.default, encode_basestring, None,
                                              ":", ",", True, False, True)
#: Key-sorted; dataclasses and dates go to ``default``, which has none, so they are refused as
#: ``json`` refuses them.
_ORJSON_OPTIONS = (orjson.OPT_SORT_KEYS | orjson.OPT_PASSTHROUGH_DATACLASS
                   | orjson.OPT_PASSTHROUGH_DATETIME)
#: How a float under 1e-4 looks in orjson's text, where ``json`` writes it otherwise.
_SMALL_FLOAT = re.compile(r"[0-9]e-|0\.0000")
_DECODE = msgspec.json.Decoder().decode
_SCAN = json.JSONDecoder().scan_once  # type: ignore[attr-defined]  # missing from typeshed


def dumps(obj: Any) -> str:
    """Compact, key-sorted JSON that keeps Chinese readable: the one serialisation everywhere.
    The same text as ``json.dumps(obj, sort_keys=True, ensure_ascii=False, separators=(",",
    ":"))``, and the same errors, except that orjson writes an ``enum.Enum`` member or a
    ``uuid.UUID`` that ``json`` refuses (nothing the env writes holds either: its values come
    from JSON)."""
    try:
        text = orjson.dumps(obj, option=_ORJSON_OPTIONS).decode()
    except orjson.JSONEncodeError:
        return std_dumps(obj)
    # Searched as str: a bytes search costs twice as much here.
    if "null" in text or (("e-" in text or "0.0000" in text) and _SMALL_FLOAT.search(text)):
        return std_dumps(obj)
    return text


def std_dumps(obj: Any) -> str:
    """:func:`dumps` by the standard library alone."""
    return "".join(_C_ENCODE(obj, 0)) if _C_ENCODE else _ENCODER.encode(obj)


def loads_value(text: str) -> Any:
    """``json.loads`` of a text that starts with its value (no whitespace before it): the same
    value, or the same error."""
    if text[:1] == "{" or text[:1] == "[":
        try:
            return _DECODE(text)
        except (ValueError, RecursionError):
            pass
    return std_loads_value(text)


def std_loads_value(text: str) -> Any:
    """:func:`loads_value` by the standard library alone: the scanner ``json.loads`` runs,
    without its wrapper layers (trailing data goes through ``json.loads`` for its message)."""
    try:
        data, end = _SCAN(text, 0)
    except StopIteration as stop:
        raise json.JSONDecodeError("Expecting value", text, stop.value) from None
    if end != len(text) and text[end:].strip(" \t\n\r"):
        return json.loads(text)
    return data
