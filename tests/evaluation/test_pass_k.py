"""pass@k and pass^k in ``mobile-env eval``: the results JSON, the printed table, the report."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from flaky_agent import register

from mobile_env import stats
from mobile_env.evaluation import eval_cli, report


def _eval(tmp_path: Path, agent: str, runs: int, *extra: str) -> dict:
    out = tmp_path / f"{agent}-{runs}.json"
    assert eval_cli.main(["--suite", "spieval-core", "--limit", "12", "--agent", agent,
                          "--runs", str(runs), "--quiet", "--out", str(out), *extra]) == 0
    return json.loads(out.read_text(encoding="utf-8"))


def test_results_carry_pass_k_for_every_k_up_to_the_runs(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    flaky = register(monkeypatch)
    document = _eval(tmp_path, flaky, 4)
    printed = capsys.readouterr().out
    solved: dict[str, list[bool]] = {}
    for run in document["runs"]:
        for e in run["episodes"]:
            solved.setdefault(e["task_id"], []).append(e["reward"] == 1.0)
    counts = [(len(s), sum(s)) for s in solved.values()]
    assert len(counts) == 12 and any(0 < c < n for n, c in counts)  # the runs differ
    found = document["pass_k"]
    assert (found["tasks"], found["runs"]) == (12, 4)
    for name, score in (("pass@k", stats.pass_at_k), ("pass^k", stats.pass_hat_k)):
        assert [p["k"] for p in found[name]] == [1, 2, 3, 4]
        for point in found[name]:
            by_hand = sum(score(n, c, point["k"]) for n, c in counts) / len(counts)
            assert point["value"] == pytest.approx(by_hand)
            assert point["low"] <= point["value"] <= point["high"]
    at, hat = ([p["value"] for p in found[name]] for name in ("pass@k", "pass^k"))
    assert at == sorted(at) and hat == sorted(hat, reverse=True) and at[-1] > hat[-1]
    assert at[0] == hat[0] == pytest.approx(document["exact"]["rate"])  # k = 1: the accuracy
    lines = printed.splitlines()
    start = next(i for i, line in enumerate(lines) if line.startswith("pass@k (some of k runs"))
    rows = {line.split()[0]: line.split()[1:] for line in lines[start + 1:] if line[:5] in
            ("pass@", "pass^")}
    assert list(rows) == ["pass@1", "pass@2", "pass@3", "pass@4",
                          "pass^1", "pass^2", "pass^3", "pass^4"]
    point = found["pass^k"][1]
    assert rows["pass^2"] == [f"{100 * point['value']:.1f}", f"[{100 * point['low']:.1f},",
                              f"{100 * point['high']:.1f}]"]
    assert all(len(line) <= 100 for line in lines[start:start + 12])


def test_one_run_has_only_pass_at_1_and_prints_no_pass_k_table(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    document = _eval(tmp_path, "oracle", 1)
    assert "pass@k" not in capsys.readouterr().out
    assert [p["k"] for p in document["pass_k"]["pass@k"]] == [1]
    assert document["pass_k"]["pass@k"][0]["value"] == 1.0


def test_the_report_shows_pass_k_from_results_and_from_trajectories(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    flaky = register(monkeypatch)
    document = _eval(tmp_path, flaky, 3)
    from_results = report.load_row(str(tmp_path / "flaky-3.json"))
    from_trajectories = report.load_row(str(tmp_path / "flaky-3.trajectories.jsonl"))
    [table] = [t for t in report.report_tables([from_results, from_trajectories])
               if t[0].startswith("pass@k")]
    _, header, body = table
    assert len(header) == 3 and [row[0] for row in body] == [
        "pass@1", "pass@2", "pass@3", "pass^1", "pass^2", "pass^3"]
    assert [row[1] for row in body] == [row[2] for row in body]  # the same numbers
    point = document["pass_k"]["pass@k"][2]
    assert body[2][1] == (f"{100 * point['value']:.1f} [{100 * point['low']:.1f}, "
                          f"{100 * point['high']:.1f}]")
