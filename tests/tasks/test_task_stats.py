"""``mobile-env tasks stats``: Table 1 and a suite's shape, read off the tasks alone."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from mobile_env.papers import SPIEVAL
from mobile_env.task_format import load_suite
from mobile_env.generation.cli import main as tasks_cli
from mobile_env.task_format.schema import Task
from mobile_env.task_format.stats import diversity, format_table1, operations, suite_stats, table1

DEMO = load_suite("demo")[0]


def _with(task: Task, **update: object) -> Task:
    return Task.model_validate({**task.model_dump(mode="json", exclude_unset=True), **update})


def _two_calls(task: Task) -> Task:
    call = task.gold.answers[0].calls[0].model_dump()
    pay = {"name": "Consumption_Create", "arguments": {"amount": {"values": [5]}}}
    return _with(task, id="two", capability="multi_intent",
                 gold={"answers": [{"calls": [call, pay]}], "ordered": False},
                 reference_solution=[[{"name": "search_contacts",
                                       "arguments": {"pattern": "D", "mode": "fuzzy", "page": 2}}],
                                     [{"name": "finish", "arguments": {}}]])


def test_operations_are_counted_per_gold_call_in_table_1_order() -> None:
    two = _two_calls(DEMO)
    assert operations(DEMO) == ["make_call"] and operations(two) == ["make_call", "make_payment"]
    table = table1([DEMO, two])
    assert list(table) == ["preference_inference", "multi_intent"]
    assert list(table["multi_intent"]) == list(SPIEVAL.operations)
    assert table["multi_intent"]["make_payment"] == 1 and sum(table["multi_intent"].values()) == 2
    text = format_table1(table)
    assert text.splitlines()[-1].split()[-1] == "3" and "Make Payment" in text


def test_shape_numbers_come_from_records_evidence_and_reference() -> None:
    stats = suite_stats([DEMO, _two_calls(DEMO)])
    assert stats.tasks == 2 and stats.execution_operations == 3 and stats.multi_call_tasks == 1
    assert stats.instruction_chars == len(DEMO.instruction)
    assert stats.records == sum(map(len, DEMO.records.values())) == stats.max_records
    assert stats.deep_page_tasks == 1 and stats.fuzzy_tasks == 1 and stats.regex_tasks == 0
    assert stats.claimed == {"fuzzy": 0, "regex": 0, "field": 0, "page": 0}


@pytest.mark.parametrize("suite", ["spieval-core", "spieval-train", "spieval-test"])
def test_the_docs_search_counts_are_the_claims_of_the_shipped_suite(suite: str) -> None:
    """The suite page's numbers are the search claims in the file, as tasks stats reads them."""
    claimed = suite_stats(load_suite(suite)).claimed
    page = (Path(__file__).parents[2] / "docs" / "suites.md").read_text()
    row = next(line for line in page.splitlines() if line.startswith(f"| `{suite}` |"))
    assert (f"{claimed['page']} tasks need a page beyond the first, {claimed['fuzzy']} fuzzy "
            f"search (a misspelt record), {claimed['regex']} regex and {claimed['field']} a "
            "field restriction") in row


def test_stats_of_no_tasks_is_an_error() -> None:
    with pytest.raises(ValueError, match="no tasks"):
        suite_stats([])


def test_cli_prints_table_1_and_json(capsys: pytest.CaptureFixture[str]) -> None:
    assert tasks_cli(["stats", "demo"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("capability") and "tasks: 1 (preference_inference 1)" in out
    assert tasks_cli(["stats", "demo", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["table1"]["preference_inference"]["make_call"] == 1 and data["tasks"] == 1


def test_diversity_counts_texts_templates_and_the_tools_references_call() -> None:
    d = diversity([DEMO, _two_calls(DEMO)])
    assert (d.tasks, d.distinct_instructions, d.distinct_share) == (2, 1, 0.5)
    called = {c.name for step in DEMO.reference_solution for c in step} - {"finish"}
    offered = set(DEMO.candidate_tools) - {"finish"}
    assert d.reference_tools == len(called) and d.offered_tools == len(offered)
    assert d.templates == {}


def test_a_mobilepa_suite_gets_its_own_distributions_and_diversity(
        capsys: pytest.CaptureFixture[str]) -> None:
    assert tasks_cli(["stats", "mobilepa-subagents"]) == 0
    out = capsys.readouterr().out
    assert "Table" not in out and "capability  " not in out  # no SPIEval Table 1 of zeros
    assert "Sub-agent: 15 tasks" in out and "distinct instruction texts: " in out
    assert tasks_cli(["stats", "mobilepa-subagents", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert "table1" not in data and data["mobilepa"]["subagent"]["tasks"] == 15
    assert data["diversity"]["tasks"] == 15


def test_the_docs_diversity_figures_are_the_shipped_benchmark_s() -> None:
    d = diversity(load_suite("mobilepa-bench"))
    tool_use = sum(n for c, n in d.templates.items() if c not in ("memory", "skills", "subagent"))
    page = (Path(__file__).parents[2] / "docs" / "suites.md").read_text()
    assert (f"{d.distinct_instructions} distinct instruction texts in {d.tasks:,} tasks"
            in page)
    assert f"{sum(d.templates.values())} templates (Tool Use {tool_use}, Memory " in page
    assert f"call {d.reference_tools} of the {d.offered_tools} tools" in page
