"""Observation rendering (F3): the cached fast path for search results gives exactly the bytes of
the plain compact, key-sorted JSON of the feedback."""

from __future__ import annotations

from typing import Any

from hypothesis import given, settings, strategies as st

from mobile_env.feedback import Feedback, dumps, error, flat_json, ok, render

JSON = st.recursive(st.none() | st.booleans() | st.integers() | st.text(max_size=12),
                    lambda inner: st.lists(inner, max_size=3)
                    | st.dictionaries(st.text(max_size=6), inner, max_size=3), max_leaves=8)
RECORD = st.dictionaries(st.text(max_size=8), JSON, max_size=5)
MARKER = "\x00results\x00"


@settings(max_examples=300, deadline=None, derandomize=True)
@given(st.lists(RECORD, max_size=4),
       st.dictionaries(st.sampled_from(["page", "total", "hint", "query", "app"]),
                       JSON | st.just(MARKER),
                       max_size=4))
def test_rendering_equals_plain_json(records: list[dict[str, Any]], rest: dict[str, Any]) -> None:
    feedback = ok({**rest, "results": records})
    assert render([(None, feedback)]) == dumps(feedback.to_dict())
    assert render([(None, feedback)]) == dumps(feedback.to_dict())  # again, from the cache


@settings(max_examples=300, deadline=None, derandomize=True)
@given(JSON | RECORD, st.sampled_from(["ok", "error"]))
def test_any_payload_renders_as_plain_json(payload: Any, status: str) -> None:
    feedback = Feedback(status, None if status == "ok" else "tool_error", payload)  # type: ignore[arg-type]
    assert render([(None, feedback)]) == dumps(feedback.to_dict())


def test_a_cached_record_is_rendered_again_only_while_it_is_the_same_object() -> None:
    record = {"id": "contacts-1", "name": "Ada"}
    first = render([(None, ok({"results": [record], "total": 1}))])
    other = {"id": "contacts-1", "name": "Bob"}  # equal id field, different object
    second = render([(None, ok({"results": [other], "total": 1}))])
    assert '"Ada"' in first and '"Bob"' in second and '"Ada"' not in second


def test_non_search_payloads_and_errors_render_plainly() -> None:
    for feedback in (ok({"results": ["a", "b"]}), ok([1, 2]), ok("done"),
                     error("invalid_arguments", "bad"), Feedback("ok", None, {"results": []})):
        assert render([(None, feedback)]) == dumps(feedback.to_dict())
    assert render([("a", ok(1)), ("b", error("tool_error", "x"))]) == dumps(
        [{"tool": "a", **ok(1).to_dict()}, {"tool": "b", **error("tool_error", "x").to_dict()}])


#: Records as tools write them (string values, keys with JSON's and %-formatting's special
#: characters), and a few that are not (other values, other keys).
FLAT = st.dictionaries(st.text(alphabet="ab%s\"\\\n\u00e9\u4e2d\ud800", max_size=5),
                       st.text(max_size=10), max_size=7)


@settings(max_examples=400, deadline=None, derandomize=True)
@given(FLAT | RECORD | st.dictionaries(st.integers(), st.text(max_size=3), max_size=3))
def test_flat_records_encode_as_plain_json(record: dict[Any, Any]) -> None:
    assert flat_json(record) == dumps(record)
    assert flat_json(record) == dumps(record)  # again, with its key order's shape cached
    assert render([(None, ok(record))]) == dumps(ok(record).to_dict())
