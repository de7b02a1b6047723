"""Observation rendering (F3): the cached fast path for search results gives exactly the bytes of
the plain compact, key-sorted JSON of the feedback."""

from __future__ import annotations

from typing import Any

from hypothesis import given, settings, strategies as st

from mobile_env.feedback import Feedback, dumps, error, ok, render

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
