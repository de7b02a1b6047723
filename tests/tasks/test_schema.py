"""The task format's richer annotations: what each accepts and refuses, and that unused ones
leave a task's dump (and so every shipped file) unchanged."""

from __future__ import annotations

import json
from typing import Any

import pytest
from pydantic import ValidationError

from mobile_env.task_format import Task, load_suite, load_tasks
from mobile_env.task_format.lines import compact
from mobile_env.task_format.loading import (SUITE_GROUPS, available_suites, built_in_worlds,
                                            suite_file)
from mobile_env.task_format.schema import (Behaviour, Evidence, ParamGold, SearchClaim, TableDelta,
                                           fact_wordings, text_facts)

DEMO = load_suite("demo")[0]


def test_every_shipped_task_dumps_exactly_as_stored() -> None:
    """The new fields hold their defaults in every shipped task and are left out of its dump,
    whether a file holds every field (MobilePA) or those its authors set (SPIEval)."""
    for path in [suite_file(n) for n in available_suites() if n not in SUITE_GROUPS]:
        lines = path.read_text(encoding="utf-8").splitlines()
        for task, line in zip(load_tasks(path), lines):
            stored = json.loads(line)
            dumps = (compact(task.model_dump(mode="json"), worlds=built_in_worlds()),
                     compact(task.model_dump(mode="json", exclude_unset=True),
                             worlds=built_in_worlds()))
            assert stored in dumps, (path.name, task.id)


def test_paraphrases_restate_a_value() -> None:
    gold = ParamGold.model_validate({"values": ["Sun Hao"], "paraphrases": [
        {"value": "Hao Sun", "of": "Sun Hao", "why": "given name first"}]})
    assert gold.acceptable() == ["Sun Hao", "Hao Sun"]
    with pytest.raises(ValidationError, match="must each name in 'of' one of the values"):
        ParamGold.model_validate({"values": ["Sun Hao"],
                                  "paraphrases": [{"value": "Hao Sun", "of": "Sun Hai"}]})
    with pytest.raises(ValidationError, match="give values too"):
        ParamGold.model_validate({"key_facts": ["x"], "paraphrases": [{"value": "a", "of": "b"}]})


def test_an_empty_array_is_a_value_and_an_empty_list_of_values_is_not() -> None:
    assert ParamGold.model_validate({"values": [[]]}).acceptable() == [[]]
    with pytest.raises(ValidationError, match=r"an empty array is written \[\[\]\]"):
        ParamGold.model_validate({"values": []})


def test_may_omit_goes_with_values_or_facts_only() -> None:
    assert ParamGold.model_validate({"values": ["Budget review"], "may_omit": True}).may_omit
    with pytest.raises(ValidationError, match="unconstrained parameter may always be omitted"):
        ParamGold.model_validate({"unconstrained": True, "may_omit": True})


def test_unused_param_keys_are_left_out_of_the_dump() -> None:
    assert ParamGold.model_validate({"values": [1]}).model_dump() == {
        "values": [1], "unconstrained": False, "key_facts": None}
    dumped = ParamGold.model_validate({"values": [1], "may_omit": True}).model_dump()
    assert dumped["may_omit"] is True and "paraphrases" not in dumped


@pytest.mark.parametrize("facts", [[""], [[]], [["ok", "  "]], []])
def test_a_fact_needs_a_wording(facts: list[Any]) -> None:
    with pytest.raises(ValidationError):
        ParamGold.model_validate({"key_facts": facts})


def test_fact_alternatives() -> None:
    gold = ParamGold.model_validate({"key_facts": ["Lucky Noodles", ["19:00", "7 pm"]]})
    wordings = [fact_wordings(f) for f in gold.key_facts or []]
    assert wordings == [["Lucky Noodles"], ["19:00", "7 pm"]]
    rubric = Behaviour.model_validate({"route": "gui",
                                       "required_facts": [["2025-06-02", "June 2"]]})
    assert fact_wordings(rubric.required_facts[0]) == ["2025-06-02", "June 2"]
    with pytest.raises(ValidationError):
        Behaviour.model_validate({"route": "gui", "required_facts": [[]]})


def test_derivation_steps_cite_no_record() -> None:
    step = Evidence.model_validate({"provides": "next Saturday is 2025-11-08"})
    assert step.record_id is None
    assert step.model_dump() == {"provides": "next Saturday is 2025-11-08"}
    data = DEMO.model_dump(mode="json")
    data["evidence"].append({"provides": "the call goes out today"})
    assert Task.model_validate(data).evidence[-1].record_id is None
    with pytest.raises(ValidationError):
        Evidence.model_validate({"provides": ""})


def _claim(**kw: Any) -> dict[str, Any]:
    return {"record_id": "contacts-1", "needs": "fuzzy", "obvious": "Daniel Red",
            "call": {"name": "search_contacts", "arguments": {"pattern": "Daniel Red",
                                                              "mode": "fuzzy"}}, **kw}


@pytest.mark.parametrize("needs,arguments", [
    ("fuzzy", {"pattern": "x"}), ("regex", {"pattern": "x", "mode": "fuzzy"}),
    ("field", {"pattern": "x", "field": ""}), ("page", {"pattern": "x", "page": 1}),
    ("page", {"pattern": "x", "page": "2"})])
def test_a_search_claim_shows_what_it_needs(needs: str, arguments: dict[str, Any]) -> None:
    with pytest.raises(ValidationError, match=f"needs {needs} must show a call with"):
        SearchClaim.model_validate(_claim(needs=needs, call={"name": "search_contacts",
                                                             "arguments": arguments}))


def test_fuzzy_and_regex_claims_name_the_query_they_beat() -> None:
    with pytest.raises(ValidationError, match="needs 'obvious'"):
        SearchClaim.model_validate(_claim(obvious=None))
    claim = SearchClaim.model_validate(_claim(needs="page", obvious=None, call={
        "name": "search_contacts", "arguments": {"pattern": "Daniel", "page": 2}}))
    assert claim.obvious is None


def test_search_claims_name_existing_records() -> None:
    data = DEMO.model_dump(mode="json")
    data["search_claims"] = [_claim()]
    task = Task.model_validate(data)
    assert task.search_claims[0].needs == "fuzzy" and "search_claims" in task.model_dump()
    data["search_claims"] = [_claim(record_id="contacts-99")]
    with pytest.raises(ValidationError, match="search_claims name unknown records"):
        Task.model_validate(data)


def test_required_calls_order_is_optional_and_omitted_at_its_default() -> None:
    data = DEMO.model_dump(mode="json")
    assert "required_calls_ordered" not in data
    data["required_calls_ordered"] = False
    assert Task.model_validate(data).model_dump()["required_calls_ordered"] is False


def test_target_fields_judged_by_facts() -> None:
    delta = TableDelta.model_validate({"added": [
        {"text": {"key_facts": ["secretary", ["Maya", "Maya Chen"]]}, "category": "people"}]})
    assert text_facts(delta.added[0]["text"]) == ["secretary", ["Maya", "Maya Chen"]]
    assert text_facts(delta.added[0]["category"]) is None
    assert text_facts({"key_facts": ["x"], "other": 1}) is None
    with pytest.raises(ValidationError, match="key_facts must list at least one fact"):
        TableDelta.model_validate({"changed": {"memory-1": {"text": {"key_facts": []}}}})
