"""The evaluation runner and its aggregation: Table 2 layout, results JSON, all three settings."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

import mobile_env
from mobile_env.cli import main as cli_main
from mobile_env.evaluation import accuracy_by_capability, format_table, summarise_runs
from mobile_env.evaluation.runner import evaluate, main, resolve_tasks, task_set_sha256
from mobile_env.tasks import load_suite


def test_accuracy_by_capability_in_table_2_order() -> None:
    rewards = {"a": 1.0, "b": 0.0, "c": 1.0, "d": 1.0}
    caps = {"a": "multi_intent", "b": "reasoning", "c": "reasoning", "d": "memory"}
    acc = accuracy_by_capability(rewards, caps)
    assert list(acc) == ["reasoning", "multi_intent", "memory", "overall"]
    assert acc == {"reasoning": 0.5, "multi_intent": 1.0, "memory": 1.0, "overall": 0.75}
    assert accuracy_by_capability({}, {}) == {}


def test_summarise_runs_mean_and_std() -> None:
    summary = summarise_runs([{"reasoning": 0.5, "overall": 0.5}, {"reasoning": 1.0, "overall": 0.7}])
    assert summary["reasoning"] == {"mean": 0.75, "std": 0.25, "runs": 2}
    assert summary["overall"]["mean"] == pytest.approx(0.6)


def test_format_table_layout() -> None:
    table = format_table({"oracle": summarise_runs([{"disambiguation": 1.0, "reasoning": 0.5,
                                                    "overall": 0.75}])})
    header, rule, row = table.splitlines()
    assert header.split()[:4] == ["Model", "Reasoning", "Disambiguation", "Overall"]
    assert row.split() == ["oracle", "50.0", "±", "0.0", "100.0", "±", "0.0", "75.0", "±", "0.0"]
    assert set(rule.replace(" ", "")) == {"-"}


def test_eval_cli_writes_results_json(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "r" / "demo.json"
    assert main(["--suite", "demo", "--agent", "oracle", "--runs", "2", "--out", str(out),
                 "--quiet"]) == 0
    printed = capsys.readouterr().out
    assert "Preference Inference" in printed and "100.0 ± 0.0" in printed
    doc = json.loads(out.read_text(encoding="utf-8"))
    assert doc["version"] == mobile_env.__version__
    assert doc["config"]["agent"] == "oracle" and doc["config"]["runs"] == 2
    assert doc["task_set_sha256"] == task_set_sha256(load_suite("demo"))
    assert [r["seed"] for r in doc["runs"]] == [0, 1]
    episode = doc["runs"][0]["episodes"][0]
    assert episode["task_id"] == "demo-call-manager" and episode["reward"] == 1.0
    assert episode["breakdown"]["correct"] is True
    assert doc["summary"]["overall"] == {"mean": 1.0, "std": 0.0, "runs": 2}


@pytest.mark.parametrize("setting", ["standard", "full", "no_search"])
@pytest.mark.parametrize("agent", ["oracle", "random", "heuristic"])
def test_every_setting_runs(agent: str, setting: str) -> None:
    result = evaluate(load_suite("demo"), agent, runs=1, setting=setting)
    reward = result["runs"][0]["episodes"][0]["reward"]
    assert reward in (0.0, 1.0)
    if agent == "oracle":
        assert reward == 1.0


def test_no_search_setting_hides_search_tools() -> None:
    result = evaluate(load_suite("demo"), "heuristic", runs=1, setting="no_search")
    episode = result["runs"][0]["episodes"][0]
    assert episode["steps"] == 2  # straight to the execution call, then finish


def test_suite_by_path_and_limit(tmp_path: Path) -> None:
    task = load_suite("demo")[0]
    path = tmp_path / "two.jsonl"
    second = task.model_copy(update={"id": "demo-2", "capability": "reasoning"})
    path.write_text(task.model_dump_json() + "\n" + second.model_dump_json() + "\n", encoding="utf-8")
    assert [t.id for t in resolve_tasks(str(path))] == ["demo-call-manager", "demo-2"]
    assert [t.id for t in resolve_tasks(str(path), limit=1)] == ["demo-call-manager"]
    out = tmp_path / "two.json"
    assert main(["--suite", str(path), "--agent", "random", "--runs", "1", "--out", str(out),
                 "--quiet"]) == 0
    doc = json.loads(out.read_text(encoding="utf-8"))
    assert list(doc["summary"]) == ["reasoning", "preference_inference", "overall"]


def test_eval_cli_rejects_bad_arguments() -> None:
    with pytest.raises(SystemExit):
        main(["--suite", "demo", "--runs", "0"])
    with pytest.raises(SystemExit):
        main(["--suite", "demo", "--agent", "genius"])


def test_mobile_env_command_dispatches_eval_and_tasks(tmp_path: Path,
                                                      capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "demo.json"
    assert cli_main(["eval", "--suite", "demo", "--agent", "heuristic", "--runs", "1",
                     "--out", str(out), "--quiet"]) == 0
    assert json.loads(out.read_text(encoding="utf-8"))["summary"]["overall"]["runs"] == 1
    demo_file = Path(__file__).resolve().parents[1] / "tasks" / "demo.jsonl"
    assert cli_main(["tasks", "validate", "--quiet", str(demo_file)]) == 0
    assert "all valid" in capsys.readouterr().out


def test_mobilepa_weighted_overall_uses_the_full_denominator() -> None:
    from mobile_env.evaluation.metrics import mobilepa_scores

    groups = {"t1": "tool_use", "t2": "tool_use", "m": "memory", "s1": "skills_sor",
              "s2": "skills_mtsr", "x": None}
    scores = mobilepa_scores({"t1": 1.0, "t2": 0.0, "m": 1.0, "s1": 1.0, "s2": 0.0, "x": 1.0}, groups)
    assert scores["tool_use"] == 0.5 and scores["memory"] == 1.0 and scores["skills"] == 0.5
    assert scores["subagent"] == 0.0  # no sub-agent task: counts as failure
    assert scores["mobilepa_overall"] == pytest.approx(0.5 * 0.5 + 0.2 * 1.0 + 0.2 * 0.5 + 0.1 * 0.0)
    assert mobilepa_scores({"x": 1.0}, {"x": None}) == {}


def test_mobilepa_core_oracle_scores_100_on_every_line(capsys: pytest.CaptureFixture[str],
                                                       tmp_path: Path) -> None:
    assert main(["--suite", "mobilepa-core", "--agent", "oracle", "--runs", "1", "--quiet",
                 "--out", str(tmp_path / "r.json")]) == 0
    out = capsys.readouterr().out
    header, _, row = out.splitlines()[:3]
    assert "MobilePA Overall" in header and "Sub-agent" in header
    assert row.split()[1:] == ["100.0", "±", "0.0"] * 11
    assert "subagent: route 100.0" in out


def test_mobilepa_preset_prints_table_3(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    """``--preset mobilepa-table3`` runs the benchmark split in Table 3's column order; an option
    given on the command line (here the hand-written suite and one run) wins over the preset."""
    from mobile_env.evaluation.runner import PRESETS
    from mobile_env.papers import MOBILEPA

    assert PRESETS["mobilepa-table3"].options["suite"] == "mobilepa-bench"
    out = tmp_path / "r.json"
    assert main(["--preset", "mobilepa-table3", "--suite", "mobilepa-core", "--agent", "oracle",
                 "--runs", "1", "--quiet", "--out", str(out)]) == 0
    header, _, row = capsys.readouterr().out.splitlines()[:3]
    assert header.split("  ")[0] == "Model"
    assert [c.strip() for c in header.split("  ") if c.strip()][1:] == [
        "MobilePA Overall", "Tool Use", "Sub-agent", "Memory", "Skills"]
    assert len(MOBILEPA.table_columns) == 5 and row.split()[1:] == ["100.0", "±", "0.0"] * 5
    config = json.loads(out.read_text(encoding="utf-8"))["config"]
    assert config["preset"] == "mobilepa-table3" and config["suite"] == "mobilepa-core"
    assert config["runs"] == 1
