"""Validation catches each kind of broken task, and passes the shipped ones."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from mobile_env.env import MobilePlannerEnv
from mobile_env.friction import GRANTED_PERMISSIONS
from mobile_env.task_format import Task, load_suite
from mobile_env.generation.cli import main as tasks_main
from mobile_env.task_format.loading import SUITE_GROUPS, available_suites, suite_file
from mobile_env.task_format.schema import Evidence, GoldAnswer
from mobile_env.validation import (Corpus, gold_value_problems, grounding_problems,
                                   observability_problems, replay_problems, validate_paths,
                                   validate_task)

PHONE = "+1 415-739-2098"


@pytest.fixture(scope="module")
def demo() -> Task:
    return load_suite("demo")[0]


def edited(task: Task, edit: Any) -> Task:
    """A validated copy of ``task`` after ``edit`` changes its JSON dict in place."""
    data = task.model_dump(mode="json")
    edit(data)
    return Task.model_validate(data)


def gold_args(data: dict[str, Any]) -> dict[str, Any]:
    return data["gold"]["answers"][0]["calls"][0]["arguments"]


def exec_step(data: dict[str, Any]) -> dict[str, Any]:
    return data["reference_solution"][2][0]


def has(problems: list[str], *words: str) -> bool:
    return any(all(w in p for w in words) for p in problems)


def test_demo_task_is_valid(demo: Task) -> None:
    assert validate_task(demo) == []


def test_tool_not_offered(demo: Task) -> None:
    task = edited(demo, lambda d: d["candidate_tools"].remove("Phone_Call"))
    assert has(validate_task(task), "Phone_Call", "not among the task's candidate_tools")


def test_gold_names_a_retrieval_tool(demo: Task) -> None:
    def edit(d: dict[str, Any]) -> None:
        d["gold"]["answers"][0]["calls"][0] = {"name": "search_contacts",
                                               "arguments": {"pattern": {"values": ["Daniel"]}}}
    assert has(validate_task(edited(demo, edit)), "search_contacts", "not an execution tool")


def test_gold_names_an_unknown_tool(demo: Task) -> None:
    def edit(d: dict[str, Any]) -> None:
        d["gold"]["answers"][0]["calls"][0]["name"] = "Phone_Dial"
    assert has(validate_task(edited(demo, edit)), "unknown tool 'Phone_Dial'")


def test_an_unknown_candidate_tool_is_a_problem_and_an_env_error(demo: Task) -> None:
    task = edited(demo, lambda d: d["candidate_tools"].append("Phone_Dial"))
    assert validate_task(task) == ["candidate_tools: unknown tool 'Phone_Dial'"]
    with pytest.raises(ValueError, match="no tool 'Phone_Dial' .task 'demo-call-manager'.; "
                                         "did you mean 'Phone_Call'"):
        MobilePlannerEnv(tasks=[task])


def test_an_object_among_gold_values_is_ungrounded_not_a_crash(demo: Task) -> None:
    task = edited(demo, lambda d: gold_args(d)["telephone"]["values"].append({"number": 1}))
    assert has(validate_task(task), "appears nowhere")


def test_granted_permissions_must_be_a_list_of_names(demo: Task) -> None:
    with pytest.raises(ValueError, match="must be a list of permission names"):
        edited(demo, lambda d: d.update(initial_settings={GRANTED_PERMISSIONS: True}))


def test_gold_parameter_the_tool_lacks(demo: Task) -> None:
    task = edited(demo, lambda d: gold_args(d).update(number={"values": ["1"]}))
    assert has(validate_task(task), "no parameter 'number'")


def test_gold_value_the_tool_rejects(demo: Task) -> None:
    def edit(d: dict[str, Any]) -> None:
        gold_args(d)["type"] = {"values": ["AUDIO"]}
        exec_step(d)["arguments"]["type"] = "AUDIO"
    assert has(validate_task(edited(demo, edit)), "rejected by Phone_Call")


def test_alternative_value_the_tool_rejects(demo: Task) -> None:
    task = edited(demo, lambda d: gold_args(d)["telephone"]["values"].append("not a phone"))
    assert has(validate_task(task), "'not a phone'", "rejected by Phone_Call")


def test_required_parameter_missing_from_gold(demo: Task) -> None:
    def edit(d: dict[str, Any]) -> None:
        del gold_args(d)["telephone"]
    assert has(validate_task(edited(demo, edit)), "rejected by Phone_Call", "telephone")


def _phone_everywhere(d: dict[str, Any], phone: str) -> None:
    gold_args(d)["telephone"] = {"values": [phone]}
    exec_step(d)["arguments"]["telephone"] = phone


def test_ungrounded_gold_value(demo: Task) -> None:
    task = edited(demo, lambda d: _phone_everywhere(d, "+1 999-555-0101"))
    problems = validate_task(task)
    assert has(problems, "telephone='+1 999-555-0101'", "appears nowhere")
    assert not has(problems, "replay")  # it is solvable, just not fair


def test_evidence_documents_a_derived_value(demo: Task) -> None:
    def edit(d: dict[str, Any]) -> None:
        _phone_everywhere(d, "+1 999-555-0101")
        d["evidence"].append({"record_id": "contacts-1", "provides": "telephone +1 999 555 0101"})
    assert validate_task(edited(demo, edit)) == []


def test_grounding_normalises_values(demo: Task) -> None:
    """A phone written differently from the record is still grounded, but SPIEval's exact match
    would fail a planner who copies the record's spelling: the validator asks for it."""
    task = edited(demo, lambda d: _phone_everywhere(d, "+1 (415) 739 2098"))
    assert grounding_problems(task) == []
    [problem] = validate_task(task)
    assert "record contacts-1 spells '+1 (415) 739 2098' as '+1 415-739-2098'" in problem
    listed = edited(task, lambda d: gold_args(d)["telephone"]["values"].append("+1 415-739-2098"))
    assert validate_task(listed) == []


def test_grounding_accepts_a_phone_without_its_country_code(demo: Task) -> None:
    task = edited(demo, lambda d: gold_args(d)["telephone"]["values"].append("415-739-2098"))
    assert validate_task(task) == []


def test_reference_solution_that_fails(demo: Task) -> None:
    task = edited(demo, lambda d: exec_step(d)["arguments"].update(type="VOICE"))
    assert has(validate_task(task), "replay", "scores 0.0")


def test_reference_solution_that_never_finishes(demo: Task) -> None:
    task = edited(demo, lambda d: d["reference_solution"].pop())
    assert has(validate_task(task), "does not end the episode")


def test_finishing_at_once_must_score_zero(demo: Task) -> None:
    # The schema forbids an empty gold answer; built past it, replay still catches the free win.
    empty = GoldAnswer.model_construct(calls=[])
    task = demo.model_copy(update={"gold": demo.gold.model_copy(update={"answers": [empty]})})
    assert has(replay_problems(task), "finishing at once scores 1.0")


def test_unknown_evidence_record(demo: Task) -> None:
    task = demo.model_copy(update={"evidence": [Evidence(record_id="contacts-99", provides="x")]})
    assert has(validate_task(task), "schema", "contacts-99")


def test_schema_error_of_an_unvalidated_copy(demo: Task) -> None:
    task = demo.model_copy(update={"now": "yesterday"})
    assert has(validate_task(task), "schema", "'now'")


def _write(path: Path, tasks: list[Task], extra_lines: tuple[str, ...] = ()) -> Path:
    lines = [t.model_dump_json() for t in tasks] + list(extra_lines)
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def test_validate_paths_reports_file_line_and_duplicates(demo: Task, tmp_path: Path) -> None:
    good = _write(tmp_path / "good.jsonl", [demo])
    dup = _write(tmp_path / "dup.jsonl", [demo, demo])
    broken = _write(tmp_path / "broken.jsonl", [demo], ('{"id": "x"}',))
    report = validate_paths([good, dup, broken])
    assert report.tasks == 3  # the broken file's tasks are not loaded at all
    messages = [str(p) for p in report.problems]
    assert any(m.startswith(f"{dup}:demo-call-manager: task id used 2 times") for m in messages)
    assert any(m.startswith(f"{broken}:-: 2: field") for m in messages)
    assert not any(m.startswith(f"{good}:") for m in messages)
    assert validate_paths([tmp_path]).files == sorted(str(p) for p in (broken, dup, good))


def test_cli_exit_codes_and_output(demo: Task, tmp_path: Path,
                                   capsys: pytest.CaptureFixture[str]) -> None:
    good = _write(tmp_path / "good.jsonl", [demo])
    assert tasks_main(["validate", "--quiet", str(good)]) == 0
    assert "1 task(s): all valid" in capsys.readouterr().out
    bad_task = edited(demo, lambda d: exec_step(d)["arguments"].update(type="VOICE"))
    bad = _write(tmp_path / "bad.jsonl", [bad_task])
    assert tasks_main(["validate", "--quiet", str(bad)]) == 1
    out = capsys.readouterr().out
    assert f"{bad}:demo-call-manager: replay:" in out
    assert "1 problem(s) in 1 task(s)" in out


def test_cli_help_lists_both_commands(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        tasks_main(["--help"])
    out = capsys.readouterr().out
    assert "validate" in out and "generate" in out


def test_cli_generate_delegates_to_the_generator(capsys: pytest.CaptureFixture[str]) -> None:
    pytest.importorskip("mobile_env.generation.generator")
    with pytest.raises(SystemExit) as exit_:
        tasks_main(["generate", "--help"])
    assert exit_.value.code == 0
    assert "mobile-env tasks generate" in capsys.readouterr().out


def _subagent_task(task_id: str) -> Task:
    return next(t for t in load_suite("mobilepa-subagents") if t.id == task_id)


def test_a_graded_fact_the_planner_is_never_shown_is_rejected() -> None:
    task = _subagent_task("pa-sub-04")  # follow-up: ask "square or round?", from the report
    assert validate_task(task) == []
    hidden = edited(task, lambda data: data.pop("subagent_reports"))
    problems = validate_task(hidden)
    assert has(problems, "behaviour.follow_up_facts[0]", "'square'", "never shown", "guessed")
    assert has(problems, "behaviour.follow_up_facts[1]", "'round'")
    assert len(problems) == 2  # the rest of the task is sound: only the hidden facts


def test_a_fact_shown_only_in_one_alternative_wording_is_observable() -> None:
    task = edited(_subagent_task("pa-sub-04"), lambda data: data["behaviour"].update(
        follow_up_facts=[["square", "quadrate"], ["oval", "round"]]))
    assert observability_problems(task) == []


@pytest.mark.parametrize(("date", "shown"), [
    ("2025-06-06", True),  # "Friday", in the week after 2025-06-02
    ("2025-06-13", False),  # a Friday too, but not the coming one
    ("2025-06-02", True),  # "tonight"
    ("2025-06-20", True),  # "June 20"
    ("2025-06-21", False),
])
def test_a_date_counts_as_shown_where_the_request_names_its_day(date: str, shown: bool) -> None:
    seen = Corpus.from_pieces(["Book Friday dinner, and tonight a call; fly on June 20."],
                              now="2025-06-02")
    assert seen.shows(date) is shown


def test_text_counts_as_shown_only_where_a_word_begins() -> None:
    seen = Corpus.from_pieces(["Look around the background.", "Ticket: VIP-only, 15 minutes",
                               "买鲜花"])
    assert not seen.shows("round") and not seen.shows("ground") and not seen.shows("5 min")
    assert seen.shows("VIP") and seen.shows("around the") and seen.shows(["vip", "ticket"])
    assert seen.shows("15 min") and seen.shows("鲜花")


@pytest.mark.parametrize("suite", [s for s in available_suites() if s not in SUITE_GROUPS])
def test_shipped_task_files_are_valid(suite: str) -> None:
    report = validate_paths([suite_file(suite)])
    assert report.ok, "\n".join(map(str, report.problems[:20]))



# ------------------------------------------------------------- richer annotations (issue 17.3)


def _claim(record: str, needs: str, obvious: str | None = None, **arguments: Any) -> dict[str, Any]:
    tool = arguments.pop("tool", "search_contacts")
    return {"record_id": record, "needs": needs, "obvious": obvious,
            "call": {"name": tool, "arguments": arguments}}


@pytest.mark.parametrize("claim", [
    _claim("contacts-4", "fuzzy", "Dana Timm", pattern="Dana Timm", mode="fuzzy"),
    _claim("contacts-2", "regex", "Reeves Daniel", pattern=r"Daniel\s+Reeves", mode="regex"),
    _claim("sms-1", "field", tool="search_phone", pattern="Daniel", field="sender_name"),
    _claim("sms-1", "page", tool="search_phone", pattern="Daniel", page=2)])
def test_true_search_claims_pass(demo: Task, claim: dict[str, Any]) -> None:
    assert validate_task(edited(demo, lambda d: d.update(search_claims=[claim]))) == []


@pytest.mark.parametrize("claim,words", [
    (_claim("contacts-4", "fuzzy", "Dana", pattern="Dana Timm", mode="fuzzy"),
     ("obvious query 'Dana' already finds the record",)),
    (_claim("contacts-1", "page", tool="search_phone", pattern="Daniel", page=2),
     ("already finds the record on page 1",)),
    (_claim("contacts-3", "fuzzy", "Daisy Miler", pattern="Dana Timm", mode="fuzzy"),
     ("does not return the record",)),
    (_claim("sms-1", "regex", "x", pattern="(", mode="regex"), ("claimed search fails",)),
    (_claim("sms-1", "field", tool="Phone_Call", pattern="x", field="y"),
     ("claimed search fails",))])
def test_false_search_claims_are_caught(demo: Task, claim: dict[str, Any],
                                        words: tuple[str, ...]) -> None:
    problems = validate_task(edited(demo, lambda d: d.update(search_claims=[claim])))
    assert has(problems, "search_claims[0]", *words), problems


def test_paraphrases_are_checked_against_the_records(demo: Task) -> None:
    def paraphrase(value: str) -> Task:
        return edited(demo, lambda d: gold_args(d)["telephone"].update(
            paraphrases=[{"value": value, "of": PHONE, "why": "local spelling"}]))

    assert validate_task(paraphrase("(415) 739-2098")) == []      # no record holds it
    problems = validate_task(paraphrase("+1 415-739-2198"))       # Daniel Reeves's number
    assert has(problems, "paraphrase '+1 415-739-2198' occurs in record contacts-2")
    assert has(validate_task(paraphrase(" +1 415-739-2098")), "equals one of the values")


def test_key_fact_alternatives_need_one_grounded_wording(demo: Task) -> None:
    def facts(*wanted: Any) -> Task:
        def edit(d: dict[str, Any]) -> None:
            d["gold"]["answers"][0]["calls"][0] = {"name": "Messages_Send", "arguments": {
                "telephone": {"values": [PHONE]}, "text": {"key_facts": list(wanted)}}}
            text = "Daniel, video call at 3 pm?"
            exec_step(d).update(name="Messages_Send", arguments={"telephone": PHONE, "text": text})
        return edited(demo, edit)

    assert validate_task(facts("Daniel", ["video", "a call with pictures"])) == []
    problems = validate_task(facts(["zebra", "giraffe"]))
    assert has(problems, "no wording of the key fact ['zebra', 'giraffe']")


def test_a_derivation_step_grounds_a_value_without_a_record(demo: Task) -> None:
    def edit(d: dict[str, Any]) -> None:
        _phone_everywhere(d, "+1 999-555-0101")
        d["evidence"].append({"provides": "the manager's new desk line is +1 999-555-0101"})
    assert validate_task(edited(demo, edit)) == []


def test_spieval_values_must_be_matchable(demo: Task) -> None:
    task = edited(demo, lambda d: gold_args(d)["type"].update(values=["VIDEO", "VOICE"],
                                                              may_omit=True))
    assert has(validate_task(task), "may_omit is redundant")
    untyped = demo.model_copy(update={"gold": demo.gold.model_copy(update={"answers": [
        GoldAnswer.model_validate({"calls": [{"name": "Phone_Call", "arguments": {
            "telephone": {"values": [14157392098]}, "type": {"values": ["VIDEO"]}}}]})]})})
    assert has(validate_task(untyped), "14157392098 is not of the type or format")


def test_an_empty_array_is_checked_by_the_tool_like_any_value(demo: Task) -> None:
    def gold(arguments: dict[str, Any]) -> Task:
        def edit(d: dict[str, Any]) -> None:
            d["gold"]["answers"][0]["calls"][0] = {"name": "Accommodation_Create",
                                                   "arguments": arguments}
        return edited(demo, edit)

    base = {"dateCheckIn": {"values": ["2025-11-10"]}, "dateCheckOut": {"values": ["2025-11-12"]},
            "location": {"values": ["Feixi Lakeside Hotel"]}, "telephone": {"values": [PHONE]}}
    problems = gold_value_problems(gold({**base, "people": {"values": [[]]}}))
    assert has(problems, "rejected by Accommodation_Create", "people")  # a booking needs a guest
    assert gold_value_problems(gold({**base, "people": {"values": [["Yixuan Xu"]]}})) == []
