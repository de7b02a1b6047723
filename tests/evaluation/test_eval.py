"""The evaluation runner and its aggregation: Table 2 layout, results JSON, all three settings."""

from __future__ import annotations

import json
import subprocess
import sys
import time
from pathlib import Path

import pytest

import mobile_env
from mobile_env.cli import main as cli_main
from mobile_env.evaluation.metrics import accuracy_by_capability, summarise_runs
from mobile_env.evaluation import eval_cli, runner
from mobile_env.evaluation.eval_cli import main
from mobile_env.evaluation.runner import evaluate, task_set_sha256
from mobile_env.task_format.loading import resolve_tasks
from mobile_env.task_format import load_suite


def test_accuracy_by_capability_in_table_2_order() -> None:
    rewards = {"a": 1.0, "b": 0.0, "c": 1.0, "d": 1.0}
    caps = {"a": "multi_intent", "b": "reasoning", "c": "reasoning", "d": "memory"}
    acc = accuracy_by_capability(rewards, caps)
    assert list(acc) == ["reasoning", "multi_intent", "memory", "overall"]
    assert acc == {"reasoning": 0.5, "multi_intent": 1.0, "memory": 1.0, "overall": 0.75}
    assert accuracy_by_capability({}, {}) == {}


def test_summarise_runs_mean_and_std() -> None:
    summary = summarise_runs([{"reasoning": 0.5, "overall": 0.5},
                              {"reasoning": 1.0, "overall": 0.7}])
    assert summary["reasoning"] == {"mean": 0.75, "std": 0.25, "runs": 2}
    assert summary["overall"]["mean"] == pytest.approx(0.6)


def test_console_tables_say_what_they_measured_within_100_columns(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--suite", "spieval-core", "--agent", "heuristic", "--runs", "1", "--quiet",
                 "--out", str(tmp_path / "one.json")]) == 0
    one = capsys.readouterr().out
    assert "SPIEval accuracy (%) by capability (Table 2 layout)" in one and "±" not in one
    overall = next(line for line in one.splitlines() if line.startswith("Overall"))
    assert overall.split() == ["Overall", "250", "1.6", "[0.6,", "4.0]"]  # 4 of 250, Wilson
    assert "MobilePA" not in one
    assert main(["--suite", "mobilepa-tool-use", "--agent", "oracle", "--runs", "2", "--quiet",
                 "--out", str(tmp_path / "two.json")]) == 0
    two = capsys.readouterr().out
    assert "MobilePA-Bench Tool Use accuracy (%) by category" in two and "Mean of 2 runs" in two
    # only Tool Use was run: no Memory / Skills / Sub-agent scores, no weighted Overall
    assert "Memory" not in two and "MobilePA Overall" not in two and "SPIEval" not in two
    assert all(len(line) <= 100 for text in (one, two) for line in text.splitlines()
               if not line.startswith("setting "))


def test_eval_cli_writes_results_json(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "r" / "demo.json"
    assert main(["--suite", "demo", "--agent", "oracle", "--runs", "2", "--out", str(out),
                 "--quiet"]) == 0
    printed = capsys.readouterr().out
    assert "Preference Inference" in printed and "Mean of 2 runs" in printed
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
    path.write_text(task.model_dump_json() + "\n" + second.model_dump_json() + "\n",
                    encoding="utf-8")
    assert [t.id for t in resolve_tasks(str(path))] == ["demo-call-manager", "demo-2"]
    assert [t.id for t in resolve_tasks(str(path), limit=1)] == ["demo-call-manager"]
    out = tmp_path / "two.json"
    assert main(["--suite", str(path), "--agent", "random", "--runs", "1", "--out", str(out),
                 "--quiet"]) == 0
    doc = json.loads(out.read_text(encoding="utf-8"))
    assert list(doc["summary"]) == ["reasoning", "preference_inference", "overall"]


def test_eval_reports_spieval_exact_and_the_normalising_grader(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """A reference that dials the manager's number without its spaces: right for the normalising
    grader, wrong under SPIEval's exact match; --also shows both."""
    data = load_suite("demo")[0].model_dump(mode="json")
    data["reference_solution"][2][0]["arguments"]["telephone"] = "+14157392098"
    path = tmp_path / "spelling.jsonl"
    path.write_text(json.dumps(data) + "\n", encoding="utf-8")
    out = tmp_path / "spelling.json"
    assert main(["--suite", str(path), "--agent", "oracle", "--runs", "1", "--out", str(out),
                 "--quiet", "--also", "spieval_normalised"]) == 0
    doc = json.loads(out.read_text(encoding="utf-8"))
    assert doc["summary"]["overall"]["mean"] == 0.0
    assert doc["also_summary"]["spieval_normalised"]["overall"]["mean"] == 1.0
    assert doc["runs"][0]["episodes"][0]["also"] == {"spieval_normalised": 1.0}
    assert doc["config"]["also"] == ["spieval_normalised"]
    assert "scored with spieval_normalised:" in capsys.readouterr().out


def test_eval_cli_rejects_bad_arguments() -> None:
    with pytest.raises(SystemExit):
        main(["--suite", "demo", "--also", "no_such_reward"])
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
    demo_file = Path(__file__).resolve().parents[2] / "tasks" / "demo.jsonl"
    assert cli_main(["tasks", "validate", "--quiet", str(demo_file)]) == 0
    assert "all valid" in capsys.readouterr().out


def test_mobilepa_scores_cover_the_capabilities_that_were_run() -> None:
    from mobile_env.evaluation.metrics import mobilepa_scores

    groups = {"t1": "tool_use", "t2": "tool_use", "m": "memory", "s1": "skills_sor",
              "s2": "skills_mtsr", "a": "subagent", "x": None}
    scores = mobilepa_scores({"t1": 1.0, "t2": 0.0, "m": 1.0, "s1": 1.0, "s2": 0.0, "a": 0.0,
                              "x": 1.0}, groups)
    assert scores["tool_use"] == 0.5 and scores["memory"] == 1.0 and scores["skills"] == 0.5
    assert scores["subagent"] == 0.0  # a failed task counts (the full denominator)
    assert scores["mobilepa_overall"] == pytest.approx(0.5 * 0.5 + 0.2 * 1.0 + 0.2 * 0.5
                                                       + 0.1 * 0.0)
    # a capability that was not run has no score, and then there is no weighted Overall
    partial = mobilepa_scores({"t1": 1.0, "s1": 1.0}, groups)
    assert partial == {"tool_use": 1.0, "skills": 1.0}
    assert mobilepa_scores({"x": 1.0}, {"x": None}) == {}


def test_mobilepa_core_oracle_scores_100_on_every_line(capsys: pytest.CaptureFixture[str],
                                                       tmp_path: Path) -> None:
    assert main(["--suite", "mobilepa-core", "--agent", "oracle", "--runs", "1", "--quiet",
                 "--out", str(tmp_path / "r.json")]) == 0
    out = capsys.readouterr().out
    tables = out.split("exact accuracy per query domain")[0]
    accuracy = [line.split("[")[0].split()[-1] for line in tables.splitlines()
                if line.endswith("]")]
    # 5 categories and Tool Use; then Tool Use, Sub-agent, Memory, Skills
    assert accuracy == ["100.0"] * 10
    overall = next(line for line in out.splitlines() if line.startswith("MobilePA Overall"))
    assert overall.startswith("MobilePA Overall (weighted 50/10/20/20)") and "100.0" in overall
    routing = out.split("MobilePA-Bench routing diagnostics (%)")[1].split("exact accuracy")[0]
    assert "Sub-agent" in routing and "Skills (SOR)" in routing and "Skills (MTSR)" in routing
    domains = [line for line in out.split("exact accuracy per query domain")[1].splitlines()
               if " % [" in line]
    assert domains and all(" 100.0 % [" in line for line in domains)


def test_mobilepa_preset_prints_table_3(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    """``--preset mobilepa-table3`` runs the benchmark split and prints Table 3's scores; an
    option given on the command line (here the hand-written suite and one run) wins over the
    preset."""
    from mobile_env.evaluation.eval_cli import PRESETS
    from mobile_env.evaluation.tables import MOBILEPA_SCORES
    from mobile_env.papers import MOBILEPA

    assert PRESETS["mobilepa-table3"].options["suite"] == "mobilepa-bench"
    assert set(MOBILEPA_SCORES) == set(MOBILEPA.table_columns)
    out = tmp_path / "r.json"
    assert main(["--preset", "mobilepa-table3", "--suite", "mobilepa-core", "--agent", "oracle",
                 "--runs", "1", "--quiet", "--out", str(out)]) == 0
    printed = capsys.readouterr().out
    table3 = printed.split("MobilePA-Bench scores (%) (Table 3 layout)")[1].split("routing")[0]
    rows = [line.split("│")[1].strip() if "│" in line else line for line in table3.splitlines()]
    order = [title for title in ("Tool Use (all categories)", "Sub-agent", "Memory", "Skills",
                                 "MobilePA Overall") if any(r.startswith(title) for r in rows)]
    assert order == ["Tool Use (all categories)", "Sub-agent", "Memory", "Skills",
                     "MobilePA Overall"]
    config = json.loads(out.read_text(encoding="utf-8"))["config"]
    assert config["preset"] == "mobilepa-table3" and config["suite"] == "mobilepa-core"
    assert config["runs"] == 1


def test_spieval_table2_preset_fills_in_the_protocol(tmp_path: Path,
                                                     capsys: pytest.CaptureFixture[str]) -> None:
    """The preset reproduces Table 2's protocol; an option given on the command line wins."""
    out = tmp_path / "t2.json"
    assert main(["--preset", "spieval-table2", "--agent", "oracle", "--runs", "1", "--limit", "5",
                 "--out", str(out), "--quiet"]) == 0
    config = json.loads(out.read_text(encoding="utf-8"))["config"]
    assert config["preset"] == "spieval-table2" and config["suite"] == "spieval-core"
    assert (config["setting"], config["reward"], config["runs"]) == ("standard", "spieval_exact", 1)
    printed = capsys.readouterr().out
    assert "SPIEval accuracy (%) by capability (Table 2 layout)" in printed
    assert "Disambiguation" in printed  # the first 5 tasks by id


def test_rows_are_named_by_model_and_reasoning_effort() -> None:
    parser = eval_cli.parser()
    args = eval_cli.parse_args(parser, ["--preset", "spieval-table2", "--agent", "openai",
                                        "--model", "gpt-x", "--reasoning-effort", "high"])
    assert args.runs == 3 and args.suite == "spieval-core"
    config = {"agent": "openai", "model": "gpt-x", "reasoning_effort": "high"}
    assert runner.agent_label(config) == "openai (gpt-x, high)"
    assert runner.agent_label({"agent": "oracle"}) == "oracle"
    with pytest.raises(SystemExit):
        eval_cli.parse_args(eval_cli.parser(), ["--agent", "oracle"])


def test_a_killed_run_damages_nothing_and_resumes(tmp_path: Path) -> None:
    """An eval killed partway leaves an earlier run's results and trajectories as they were and
    only complete lines in its partial file; --resume then gives the uninterrupted numbers."""
    out, trajectories = tmp_path / "results.json", tmp_path / "episodes.jsonl"
    command = [sys.executable, "-m", "mobile_env.cli", "eval", "--suite", "spieval-core",
               "--agent", "heuristic", "--runs", "8", "--out", str(out),
               "--trajectories", str(trajectories), "--quiet"]
    subprocess.run(command, check=True, capture_output=True, timeout=600)
    earlier = out.read_bytes(), trajectories.read_bytes()
    partial = trajectories.with_name(trajectories.name + ".partial")
    killed = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    deadline = time.monotonic() + 300
    while (not partial.exists() or partial.read_text(encoding="utf-8").count("\n") < 300) \
            and time.monotonic() < deadline and killed.poll() is None:
        time.sleep(0.05)
    killed.kill()
    killed.wait(timeout=60)
    assert (out.read_bytes(), trajectories.read_bytes()) == earlier
    left = partial.read_text(encoding="utf-8")
    assert 300 <= left.count("\n") < 2000 and left.endswith("\n")
    assert all(json.loads(line) for line in left.splitlines())
    subprocess.run([*command, "--resume"], check=True, capture_output=True, timeout=600)
    assert not partial.exists()
    again = json.loads(out.read_bytes())
    first = json.loads(earlier[0])
    assert again["runs"] == first["runs"] and again["summary"] == first["summary"]
    assert sorted(trajectories.read_text(encoding="utf-8").splitlines()) == \
        sorted(earlier[1].decode("utf-8").splitlines())


def test_resume_from_a_file_that_no_longer_replays_says_what_to_do(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out, trajectories = tmp_path / "results.json", tmp_path / "episodes.jsonl"
    args = ["--suite", "demo", "--agent", "oracle", "--runs", "2", "--out", str(out),
            "--trajectories", str(trajectories), "--quiet"]
    assert main(args) == 0
    line = json.loads(trajectories.read_text(encoding="utf-8").splitlines()[0])
    line["observations"][0] = "not what the env said"
    trajectories.with_name(trajectories.name + ".partial").write_text(json.dumps(line) + "\n",
                                                                       encoding="utf-8")
    with pytest.raises(SystemExit) as exit_:
        main([*args, "--resume"])
    assert exit_.value.code == 2
    error = capsys.readouterr().err.splitlines()[0]
    assert "cannot resume from" in error and error.endswith("run again without --resume")


def test_a_deadline_ends_each_episode_and_rescoring_replays_the_end(tmp_path: Path) -> None:
    from mobile_env.evaluation import rescore_cli
    from mobile_env.trajectory import read

    out = tmp_path / "d.json"
    assert main(["--suite", "demo", "--agent", "heuristic", "--runs", "1", "--quiet",
                 "--deadline", "1e-9", "--out", str(out)]) == 0
    results = json.loads(out.read_text())
    assert [e["termination_reason"] for e in results["runs"][0]["episodes"]] == ["deadline"]
    recorded = out.with_suffix(".trajectories.jsonl")
    assert [t.termination_reason for t in read(recorded)] == ["deadline"]
    assert rescore_cli.main([str(recorded), "--reward", "task_checker",
                             "--out", str(tmp_path / "r.json")]) == 0
    assert json.loads((tmp_path / "r.json").read_text())["summary"] == results["summary"]
