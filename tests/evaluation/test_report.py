"""``mobile-env report``: files written, tables right, every expected plot a real PNG."""

from __future__ import annotations

import base64
import re
from pathlib import Path

import pytest

from mobile_env import cli
from mobile_env.evaluation import eval_cli, runner

pytest.importorskip("matplotlib")
Image = pytest.importorskip("PIL.Image")

PLOTS = {"capabilities", "overall", "failures", "retrievals", "retrieval_modes"}


@pytest.fixture(scope="module")
def evaluated(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Three agents on the core suite (every capability), two runs, with trajectories."""
    out = tmp_path_factory.mktemp("eval")
    for agent in ("heuristic", "random", "oracle"):
        assert eval_cli.main(["--suite", "spieval-core", "--agent", agent, "--runs", "2", "--out",
                              str(out / f"{agent}.json"),
                              "--trajectories", str(out / f"{agent}.jsonl"), "--quiet"]) == 0
    return out


def test_report_from_trajectories_and_results(evaluated: Path, tmp_path: Path) -> None:
    out = tmp_path / "report"
    assert cli.main(["report", str(evaluated / "heuristic.jsonl"), str(evaluated / "random.jsonl"),
                     f"gold={evaluated / 'oracle.jsonl'}", str(evaluated / "heuristic.json"),
                     "--out", str(out)]) == 0
    assert {p.stem for p in out.glob("*.png")} == PLOTS
    for name in PLOTS:
        with Image.open(out / f"{name}.png") as image:
            image.verify()
        with Image.open(out / f"{name}.png") as image:
            assert image.format == "PNG" and image.width >= 700 and image.height >= 250, name

    markdown = (out / "report.md").read_text()
    table = section(markdown, "SPIEval accuracy (%) by capability (Table 2 layout)")
    header = next(line for line in table.splitlines() if line.startswith("| Capability"))
    assert header == ("| Capability | heuristic [heuristic.jsonl] | random | gold | "
                      "heuristic [heuristic.json] |")
    rows = [line.split(" | ")[0][2:] for line in table.splitlines()[4:] if line]
    assert rows == ["Reasoning", "Disambiguation", "Integration", "Preference Inference",
                    "Multi-Intent Decomposition", "Overall"]
    assert "| Overall | 1.6 ± 0.0 | 0.0 ± 0.0 | 100.0 ± 0.0 | 1.6 ± 0.0 |" in table
    assert "MobilePA" not in markdown  # SPIEval episodes only: no MobilePA table or routing
    failures = section(markdown, "SPIEval failure taxonomy")
    assert "| Failed episodes | 492 | 500 | 0 | 492 |" in failures  # 250 tasks x 2 runs
    assert re.search(r"\| Wrong tool \| [\d.]+ \| [\d.]+ \| - \|", failures)
    retrieval = section(markdown, "Retrieval behaviour")
    assert retrieval.splitlines()[2].count("|") == 5  # the trajectory columns, not the results
    assert "Per solved episode" in retrieval and "per solved task" not in retrieval.lower()

    page = (out / "report.html").read_text()
    images = re.findall(r"src='data:image/png;base64,([A-Za-z0-9+/=]+)'", page)
    assert len(images) == len(PLOTS)
    assert all(base64.b64decode(i)[:8] == b"\x89PNG\r\n\x1a\n" for i in images)
    assert not re.search(r"(src|href)=['\"](?!data:)", page)  # self-contained


def section(markdown: str, heading: str) -> str:
    return markdown.split(f"## {heading}")[1].split("\n## ")[0]


def test_mobilepa_report_gives_the_same_numbers_from_results_and_trajectories(
        tmp_path: Path) -> None:
    runs = tmp_path / "runs"
    assert eval_cli.main(["--suite", "mobilepa-core", "--agent", "random", "--runs", "1", "--quiet",
                          "--out", str(runs / "random.json")]) == 0
    assert eval_cli.main(["--suite", "mobilepa-tool-use", "--agent", "oracle", "--runs", "1",
                          "--quiet", "--out", str(runs / "oracle-tu.json")]) == 0
    from mobile_env.evaluation import report

    report.write_report([f"json={runs / 'random.json'}",
                         f"traj={runs / 'random.trajectories.jsonl'}",
                         str(runs / "oracle-tu.json")], tmp_path / "out")
    markdown = (tmp_path / "out" / "report.md").read_text()
    assert "SPIEval" not in markdown
    for heading in ("MobilePA-Bench Tool Use accuracy (%) by category",
                    "MobilePA-Bench scores (%) (Table 3 layout)",
                    "MobilePA-Bench failures by stage"):
        for line in section(markdown, heading).splitlines()[4:]:
            cells = line.split(" | ")
            if len(cells) > 2:
                assert cells[1] == cells[2], line  # results file == trajectory file
    scores = section(markdown, "MobilePA-Bench scores (%) (Table 3 layout)")
    overall = next(line for line in scores.splitlines() if "MobilePA Overall" in line)
    assert overall.endswith(" | - |")  # Tool Use only: no weighted Overall, not 0.0
    assert "| Memory |" in scores and "0.0 [" in scores  # one run: an interval, no ±
    assert "±" not in markdown
    stages = section(markdown, "MobilePA-Bench failures by stage")
    assert "| Other | 0.0 | 0.0 |" in stages and "Gate or route not met" in stages
    assert (tmp_path / "out" / "mobilepa_failures.png").is_file()
    domains = section(markdown, "Exact accuracy per MobilePA query domain and subclass: "
                                "solved/tasks, % [Wilson 95 %]")
    lines = [line.split(" | ") for line in domains.splitlines()[4:] if line.count("|") > 2]
    assert any(cells[0] == "| communication/messaging" for cells in lines)
    for cells in lines:
        assert cells[1] == cells[2], cells  # results file == trajectory file
        oracle = cells[3].removesuffix(" |")
        assert oracle == "-" or " 100.0 [" in oracle, cells  # the oracle solves every task


def test_model_rows_are_labelled_by_their_model(tmp_path: Path) -> None:
    from mobile_env import trajectory
    from mobile_env.agents import OracleAgent
    from mobile_env.evaluation import report
    from mobile_env.rollout import agent_policy, collect
    from mobile_env.task_format import load_suite

    tasks = list(load_suite("demo"))
    rollouts = collect(agent_policy(lambda: OracleAgent(tasks)), tasks)
    path = tmp_path / "hf.jsonl"
    trajectory.write(path, [trajectory.from_rollout(r, agent="hf", model="runs/sft-60", run=0)
                            for r in rollouts])
    assert report.load_row(str(path)).label == "hf (sft-60)"
    assert runner.agent_label({"agent": "hf", "model": "/models/smollm2/"}) == "hf (smollm2)"


def test_results_only_report_skips_retrieval_plots(evaluated: Path, tmp_path: Path) -> None:
    from mobile_env.evaluation import report

    written = report.write_report([str(evaluated / "random.json")], tmp_path)
    assert set(written) == {"report.md", "report.html", "capabilities", "overall", "failures"}


def test_bad_input_is_a_usage_error(tmp_path: Path) -> None:
    with pytest.raises(SystemExit) as exc:
        cli.main(["report", str(tmp_path / "missing.jsonl"), "--out", str(tmp_path)])
    assert exc.value.code == 2


def test_odd_breakdowns_are_read_as_far_as_they_go_and_odd_labels_are_named(
        evaluated: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """A breakdown is free-form data: the failure taxonomy reads what has the shape it knows
    (calls with problems) and skips the rest. A label the tables group by (run, capability,
    group) of the wrong type is a usage error naming the file."""
    import json

    lines = (evaluated / "heuristic.jsonl").read_text().splitlines()[:4]
    odd = [json.loads(line) for line in lines]
    odd[0]["reward_breakdown"]["calls"] = [5, {"problems": True}, {"problems": [[1], {}]}]
    odd[1]["reward_breakdown"]["calls"] = [{"problems": [{"problem": {"nested": 1}}]}]
    odd[2]["reward_breakdown"] = {"gate": 3, "reward": {"breakdown": [1]}, "routes": 5,
                                  "differences": "x", "extraneous_calls": 1, "calls": 7}
    path = tmp_path / "odd.jsonl"
    path.write_text("".join(json.dumps(line) + "\n" for line in odd))
    assert cli.main(["report", str(path), "--out", str(tmp_path / "out")]) == 0
    odd[3]["extra"]["run"] = {"first": True}
    path.write_text("".join(json.dumps(line) + "\n" for line in odd))
    with pytest.raises(SystemExit) as exc:
        cli.main(["report", str(path), "--out", str(tmp_path / "out")])
    error = capsys.readouterr().err.splitlines()[0]
    assert exc.value.code == 2 and f"{path}: the trajectory of " in error
    assert ("has a bad label: label 'run': Input should be a valid integer (got {'first': True})"
            in error)
