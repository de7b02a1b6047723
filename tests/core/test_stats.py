"""Intervals, the paired test and the slope, against values computed by hand or published."""

from __future__ import annotations

import json
import math
from pathlib import Path

import pytest

from mobile_env import stats
from mobile_env.evaluation import compare
from mobile_env.evaluation.results_file import ResultsFileError, read_results
from mobile_env.evaluation.runner import main as eval_main


def test_wilson_matches_known_intervals() -> None:
    assert stats.wilson(0, 100) == pytest.approx((0.0, 0.036994), abs=1e-6)
    assert stats.wilson(18, 100) == pytest.approx((0.117002, 0.266674), abs=1e-6)
    assert stats.wilson(10, 10) == pytest.approx((0.722467, 1.0), abs=1e-6)
    low, high = stats.wilson(50, 100)
    assert low == pytest.approx(1 - high) and low == pytest.approx(0.403832, abs=1e-6)
    assert stats.wilson(0, 0) == (0.0, 1.0)


def test_exact_mcnemar_counts_only_discordant_pairs() -> None:
    base, tuned = [0] * 100, [1] * 18 + [0] * 82
    result = stats.mcnemar(base, tuned)
    assert (result["a_only"], result["b_only"], result["difference"]) == (0, 18, 0.18)
    assert result["p_value"] == pytest.approx(2 * 0.5 ** 18)  # 7.6e-6
    # b = 2, c = 8: 2 * P(X <= 2 | n=10) = 2 * 56 / 1024
    pairs = [1, 1] + [0] * 8 + [1] * 5
    other = [0, 0] + [1] * 8 + [1] * 5
    assert stats.mcnemar(pairs, other)["p_value"] == pytest.approx(0.109375)
    assert stats.mcnemar([1, 0], [1, 0])["p_value"] == 1.0
    with pytest.raises(ValueError, match="length"):
        stats.mcnemar([1], [1, 0])


def test_t_quantiles_and_slope_interval() -> None:
    assert stats.t_quantile(0.975, 1) == pytest.approx(12.7062, abs=1e-3)
    assert stats.t_quantile(0.975, 10) == pytest.approx(2.2281, abs=1e-3)
    assert stats.t_quantile(0.975, 10_000) == pytest.approx(1.9602, abs=1e-3)
    fit = stats.slope([1, 2, 3, 4, 5], [1.0, 2.1, 2.9, 4.2, 5.0])
    # by hand: residuals -0.02, 0.07, -0.14, 0.15, -0.06 (sum of squares 0.051), t(0.975, 3)
    assert fit["slope"] == pytest.approx(1.01)
    half = 3.18245 * math.sqrt(0.051 / 3 / 10)
    assert (fit["low"], fit["high"]) == pytest.approx((1.01 - half, 1.01 + half), abs=1e-4)
    flat = stats.slope([0, 1], [0.3, 0.3])
    assert flat["slope"] == 0 and math.isinf(flat["high"])


def _results(path: Path, sha: str, rewards: list[float]) -> Path:
    document = {"task_set_sha256": sha, "runs": [{"run": 0, "episodes": [
        {"task_id": f"t{i}", "reward": r} for i, r in enumerate(rewards)]}]}
    path.write_text(json.dumps(document))
    return path


def test_compare_pairs_by_task_and_refuses_other_task_sets(tmp_path: Path, capsys) -> None:
    a = _results(tmp_path / "a.json", "x", [0.0] * 20)
    b = _results(tmp_path / "b.json", "x", [1.0] * 9 + [0.0] * 11)
    assert eval_main(["--compare", str(a), str(b)]) == 0
    printed = capsys.readouterr().out
    assert "45.0 % [25.8, 65.8]" in printed and "p = 0.00391" in printed
    other = _results(tmp_path / "c.json", "y", [1.0] * 20)
    with pytest.raises(ValueError, match="different task sets"):
        compare.compare(json.loads(a.read_text()), json.loads(other.read_text()))


@pytest.mark.parametrize(("content", "message"), [
    ("[1, 2]", "a JSON list where an object is expected"),
    ("nope", "not JSON"),
    ("[" * 100_000 + "]" * 100_000, r"not JSON \(nested too deeply\)"),
    ('{"runs": 5}', "field 'runs': Input should be a valid list"),
    ('{"runs": [{"run": 0, "episodes": [{"task_id": "t0", "reward": "high"}]}]}',
     "field 'runs.0.episodes.0.reward'"),
    ('{"config": {"suite": 5}, "runs": []}', "field 'config.suite'"),
    ('{"runs": [], "by_tool": {"Phone_Call": {"k": 1}}}', "field 'by_tool.Phone_Call.n'"),
])
def test_compare_names_a_file_that_is_not_a_results_file(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], content: str, message: str) -> None:
    """eval --compare and report take files by path: anything else than a results file is one
    line that names it and the field, never a traceback."""
    good = _results(tmp_path / "a.json", "x", [1.0])
    bad = tmp_path / "b.json"
    bad.write_text(content)
    with pytest.raises(ResultsFileError, match=rf"b\.json: .*{message}"):
        read_results(bad)
    with pytest.raises(SystemExit) as exit_:
        eval_main(["--compare", str(good), str(bad)])
    error = capsys.readouterr().err.splitlines()[0]
    assert exit_.value.code == 2 and error.startswith("mobile-env eval: error: ")
    assert "b.json" in error
    with pytest.raises(SystemExit):  # the intended refusal is one line too
        eval_main(["--compare", str(good), str(_results(tmp_path / "c.json", "y", [1.0]))])
    assert "different task sets" in capsys.readouterr().err


def test_eval_results_carry_intervals_and_accuracy_per_tool(tmp_path: Path) -> None:
    out = tmp_path / "r.json"
    assert eval_main(["--suite", "spieval-core", "--agent", "oracle", "--runs", "1", "--limit",
                      "6", "--out", str(out), "--quiet", "--tool-format", "compact"]) == 0
    document = json.loads(out.read_text())
    assert document["exact"]["k"] == document["exact"]["n"] == 6
    assert document["by_tool"] and all(s["rate"] == 1.0 for s in document["by_tool"].values())
    assert document["config"]["tool_format"] == "compact"
