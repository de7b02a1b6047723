"""The fast JSON codec writes and reads exactly what the standard library does: the same text, the
same values, the same errors, for anything a model or a task can put in front of it."""

from __future__ import annotations

import dataclasses
import datetime
import json
import math
import random
import struct
from typing import Any

import pytest
from hypothesis import given, settings, strategies as st

from mobile_env import json_codec
from mobile_env.json_codec import dumps, loads_value, std_dumps, std_loads_value

#: Text with what the fast libraries treat apart: lone surrogates, control characters, quotes,
#: backslashes, non-BMP characters, and the characters of orjson's float forms.
TEXT = st.lists(st.characters(codec=None, exclude_categories=()) | st.sampled_from(
    ["\ud800", "\udfff", "\x00", "\x1f", "\x7f", '"', "\\", "\u2028", "😀", "北", "e-", "0.0000",
     "1e-7", "null"]), max_size=8).map("".join)
FLOATS = st.floats() | st.sampled_from([1e-4, 9.9e-5, 1e-5, 1e-7, -3e-9, 5e-324, 1e16, 1e22,
                                        -0.0, math.inf, -math.inf, math.nan])
INTEGERS = st.integers() | st.sampled_from([2**63 - 1, 2**63, 2**64 - 1, 2**64, -2**63,
                                            -2**63 - 1, 10**40])
SCALARS = st.none() | st.booleans() | INTEGERS | FLOATS | TEXT
VALUES = st.recursive(SCALARS, lambda inner: st.lists(inner, max_size=4)
                      | st.lists(inner, max_size=3).map(tuple)
                      | st.dictionaries(TEXT, inner, max_size=4), max_leaves=12)


def same(a: Any, b: Any) -> bool:
    """Equal and of the same types all the way down, floats by their bits (so -0.0 is not 0.0
    and NaN is NaN), dicts in the same key order."""
    if type(a) is not type(b):
        return False
    if isinstance(a, float):
        return struct.pack("<d", a) == struct.pack("<d", b) or (math.isnan(a) and math.isnan(b))
    if isinstance(a, list):
        return len(a) == len(b) and all(same(x, y) for x, y in zip(a, b))
    if isinstance(a, dict):
        return list(a) == list(b) and all(same(a[k], b[k]) for k in a)
    return bool(a == b)


def outcome(call: Any, *args: Any) -> tuple[str, Any]:
    """What ``call(*args)`` returns, or the type and message of what it raises."""
    try:
        return "value", call(*args)
    except Exception as exc:  # noqa: BLE001 -- the error itself is what is compared
        return "error", (type(exc), str(exc))


@settings(max_examples=2000, deadline=None, derandomize=True)
@given(VALUES)
def test_dumps_writes_what_the_standard_library_writes(value: Any) -> None:
    assert outcome(dumps, value) == outcome(std_dumps, value)


@settings(max_examples=500, deadline=None, derandomize=True)
@given(st.dictionaries(st.integers() | st.booleans() | st.none() | FLOATS | TEXT, SCALARS,
                       max_size=4))
def test_keys_that_are_not_strings_are_written_or_refused_as_by_the_standard_library(
        value: dict[Any, Any]) -> None:
    assert outcome(dumps, value) == outcome(std_dumps, value)


def test_every_float_is_written_as_the_standard_library_writes_it() -> None:
    """Random bit patterns (every exponent) and decimals of every size, one list each."""
    rng = random.Random(7)
    floats = [struct.unpack("<d", struct.pack("<Q", rng.getrandbits(64)))[0]
              for _ in range(50_000)]
    floats += [rng.randint(1, 10**17) * 10.0 ** rng.randint(-40, 40) for _ in range(50_000)]
    for chunk in range(0, len(floats), 1000):
        part = floats[chunk:chunk + 1000]
        assert dumps(part) == std_dumps(part)
        assert dumps({"amount": part[0]}) == std_dumps({"amount": part[0]})


@pytest.mark.parametrize("value", [object(), {1, 2}, datetime.date(2025, 5, 20), b"bytes",
                                   dataclasses.make_dataclass("Point", ["x"])(1), 1 + 2j])
def test_what_json_cannot_write_is_refused_as_the_standard_library_refuses_it(value: Any) -> None:
    assert outcome(dumps, [value])[0] == "error"
    assert outcome(dumps, [value]) == outcome(std_dumps, [value])


def test_deep_nesting_is_written_or_refused_as_by_the_standard_library() -> None:
    for depth in (200, 300, 900):
        value: Any = "x"
        for _ in range(depth):
            value = {"a": [value]}
        assert outcome(dumps, value) == outcome(std_dumps, value)


@settings(max_examples=1500, deadline=None, derandomize=True)
@given(VALUES, st.sampled_from([{}, {"ensure_ascii": False}, {"indent": 1},
                                {"separators": (",", ":")}]))
def test_loads_reads_what_the_standard_library_reads(value: Any, style: dict[str, Any]) -> None:
    text = json.dumps([value], **style)
    assert text[:1] == "["
    kind, got = outcome(loads_value, text)
    expected_kind, expected = outcome(json.loads, text)
    assert kind == expected_kind
    assert same(got, expected) if kind == "value" else got == expected


#: Text that is nearly JSON: the characters of JSON documents, numbers and escapes.
NEAR_JSON = st.lists(st.sampled_from(list('{}[]",: 0123456789.eE+-\\ubdDntrfalse') + [
    "\\ud800", "\\udc00", "NaN", "Infinity", "1e400", "\ufeff", "\t", "\n", "\x00", "9" * 25]),
    max_size=30).map("".join)


@settings(max_examples=3000, deadline=None, derandomize=True)
@given(st.sampled_from(["{", "[", " {", ""]), NEAR_JSON)
def test_loads_reads_and_refuses_near_json_as_the_standard_library(opening: str,
                                                                   rest: str) -> None:
    text = opening + rest
    kind, got = outcome(loads_value, text)
    expected_kind, expected = outcome(std_loads_value, text)
    assert kind == expected_kind
    assert same(got, expected) if kind == "value" else got == expected


@settings(max_examples=3000, deadline=None, derandomize=True)
@given(st.from_regex(r"-?(0|[1-9][0-9]{0,40})(\.[0-9]{1,40})?([eE][+-]?[0-9]{1,3})?",
                     fullmatch=True))
def test_numbers_are_read_to_the_same_value(number: str) -> None:
    text = f'{{"n":{number},"m":[{number}]}}'
    kind, got = outcome(loads_value, text)
    assert kind == "value" and same(got, json.loads(text))


def test_documents_at_the_edges_are_read_as_by_the_standard_library() -> None:
    """What msgspec refuses (NaN, the infinities, overflow, a lone surrogate, deep nesting) and
    what it reads where a lesser reader would not (a 30-digit integer, trailing whitespace)."""
    for text in ('{"a":NaN}', '[Infinity,-Infinity]', '[1e400]', '["\\ud800"]',
                 "[" * 5000 + "]" * 5000, '[123456789012345678901234567890]', '{"a":1}  '):
        kind, got = outcome(loads_value, text)
        expected_kind, expected = outcome(json.loads, text)
        assert kind == expected_kind
        assert same(got, expected) if kind == "value" else got[0] is expected[0]


def test_the_fast_libraries_do_the_usual_work(monkeypatch: pytest.MonkeyPatch) -> None:
    """A tool's record, an error observation and a model's call never reach the standard
    library: the comparisons above would pass with it alone."""
    def refused(*_: Any) -> Any:
        raise AssertionError("the standard library was used")

    monkeypatch.setattr(json_codec, "std_dumps", refused)
    monkeypatch.setattr(json_codec, "std_loads_value", refused)
    record = {"id": "contacts-1", "name": "Ada Lovelace", "amount": 12.5, "tags": ["北京"]}
    error = {"error_type": "unknown_tool", "payload": {"message": "x"}, "status": "error"}
    for value in (record, error):
        assert dumps(value) == json.dumps(value, sort_keys=True, ensure_ascii=False,
                                          separators=(",", ":"))
    call = '{"name": "Contacts_Create", "arguments": {"name": "Ada", "n": [1, 2.5, true]}}'
    assert same(loads_value(call), json.loads(call))
