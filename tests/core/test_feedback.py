"""Observation rendering (F3): an observation is exactly the plain compact, key-sorted JSON of
its feedback, as the standard library writes it, whatever the payload."""

from __future__ import annotations

import json
from typing import Any

from hypothesis import given, settings, strategies as st

from mobile_env.feedback import Feedback, error, ok, render


def std_dumps(value: Any) -> str:
    """The standard library's compact, key-sorted JSON, written out here as the reference."""
    return json.dumps(value, sort_keys=True, ensure_ascii=False, separators=(",", ":"))


JSON = st.recursive(st.none() | st.booleans() | st.integers() | st.floats()
                    | st.text(max_size=12),
                    lambda inner: st.lists(inner, max_size=3)
                    | st.dictionaries(st.text(max_size=6), inner, max_size=3), max_leaves=8)
RECORD = st.dictionaries(st.text(max_size=8), JSON, max_size=5)


@settings(max_examples=300, deadline=None, derandomize=True)
@given(st.lists(RECORD, max_size=4),
       st.dictionaries(st.sampled_from(["page", "total", "hint", "query", "app"]), JSON,
                       max_size=4))
def test_search_results_render_as_plain_json(records: list[dict[str, Any]],
                                             rest: dict[str, Any]) -> None:
    feedback = ok({**rest, "results": records})
    assert render([(None, feedback)]) == std_dumps(feedback.to_dict())


@settings(max_examples=300, deadline=None, derandomize=True)
@given(JSON | RECORD, st.sampled_from(["ok", "error"]))
def test_any_payload_renders_as_plain_json(payload: Any, status: str) -> None:
    feedback = Feedback(status, None if status == "ok" else "tool_error", payload)  # type: ignore[arg-type]
    assert render([(None, feedback)]) == std_dumps(feedback.to_dict())


@settings(max_examples=300, deadline=None, derandomize=True)
@given(st.lists(st.tuples(st.none() | st.text(max_size=8), JSON | RECORD,
                          st.sampled_from(["ok", "error"])), min_size=2, max_size=4))
def test_parallel_calls_render_as_plain_json(calls: list[tuple[str | None, Any, str]]) -> None:
    results = [(name, Feedback(status, None if status == "ok" else "tool_error", payload))  # type: ignore[arg-type]
               for name, payload, status in calls]
    assert render(results) == std_dumps([{"tool": name, **fb.to_dict()} for name, fb in results])


def test_non_search_payloads_and_errors_render_plainly() -> None:
    for feedback in (ok({"results": ["a", "b"]}), ok([1, 2]), ok("done"), ok("\x00"), ok(None),
                     error("invalid_arguments", "bad"), Feedback("ok", None, {"results": []})):
        assert render([(None, feedback)]) == std_dumps(feedback.to_dict())
    assert render([("a", ok(1)), ("b", error("tool_error", "x"))]) == std_dumps(
        [{"tool": "a", **ok(1).to_dict()}, {"tool": "b", **error("tool_error", "x").to_dict()}])


def test_a_written_record_renders_with_its_fields_sorted() -> None:
    record = {"id": "contacts-1", "name": "Ada", "note": "北京 \"x\"\n", "amount": 1e-7}
    assert render([(None, ok(record))]) == (
        '{"error_type":null,"payload":{"amount":1e-07,"id":"contacts-1","name":"Ada",'
        '"note":"北京 \\"x\\"\\n"},"status":"ok"}')
