"""Intervals, the paired test and the slope, against values computed by hand or published."""

from __future__ import annotations

import itertools
import json
import math
from pathlib import Path
from typing import Callable

import pytest

from mobile_env import stats
from mobile_env.evaluation import compare
from mobile_env.evaluation.results_file import ResultsFileError, read_results
from mobile_env.evaluation.eval_cli import main as eval_main


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


def _subsets_with(n: int, c: int, k: int, rule: Callable[[int], bool]) -> float:
    """The share of k-subsets of n runs (the first c solved) whose count of solved runs meets
    ``rule``: pass@k and pass^k by enumeration, independent of the binomial formulas."""
    subsets = list(itertools.combinations(range(n), k))
    return sum(rule(sum(i < c for i in s)) for s in subsets) / len(subsets)


def test_pass_at_k_and_pass_hat_k_by_hand_and_by_enumeration() -> None:
    # n=5, c=2, k=2: pass@2 = 1 - C(3,2)/C(5,2) = 1 - 3/10; pass^2 = C(2,2)/C(5,2) = 1/10
    assert stats.pass_at_k(5, 2, 2) == pytest.approx(0.7)
    assert stats.pass_hat_k(5, 2, 2) == pytest.approx(0.1)
    # n=4, c=2, k=3: every 3 of 4 runs holds a solved one; none holds only solved ones
    assert (stats.pass_at_k(4, 2, 3), stats.pass_hat_k(4, 2, 3)) == (1.0, 0.0)
    # k=1 is the plain success rate, exactly
    assert stats.pass_at_k(3, 1, 1) == stats.pass_hat_k(3, 1, 1) == 1 / 3
    for n in range(1, 7):
        for c in range(n + 1):
            for k in range(1, n + 1):
                assert stats.pass_at_k(n, c, k) == pytest.approx(
                    _subsets_with(n, c, k, lambda solved: solved > 0), abs=1e-12)
                assert stats.pass_hat_k(n, c, k) == pytest.approx(
                    _subsets_with(n, c, k, lambda solved: solved == k), abs=1e-12)
                # Chen et al.'s numerically stable product form
                stable = 1.0 if n - c < k else 1 - math.prod(1 - k / i
                                                             for i in range(n - c + 1, n + 1))
                assert stats.pass_at_k(n, c, k) == pytest.approx(stable, abs=1e-12)


def test_pass_k_edge_cases() -> None:
    for n in (1, 3, 10):
        for k in range(1, n + 1):
            assert stats.pass_at_k(n, 0, k) == stats.pass_hat_k(n, 0, k) == 0.0  # never solved
            assert stats.pass_at_k(n, n, k) == stats.pass_hat_k(n, n, k) == 1.0  # always solved
        for c in range(1, n):  # k = n: some run solved it / every run did
            assert (stats.pass_at_k(n, c, n), stats.pass_hat_k(n, c, n)) == (1.0, 0.0)
    assert stats.pass_at_k(50, 25, 50) == 1.0  # big binomials stay exact
    for bad in ((3, 1, 0), (3, 1, 4), (3, 4, 1), (3, -1, 1)):
        with pytest.raises(ValueError, match="1 <= k <= n"):
            stats.pass_at_k(*bad)
        with pytest.raises(ValueError, match="1 <= k <= n"):
            stats.pass_hat_k(*bad)


def test_pass_k_averages_over_tasks_with_a_seeded_bootstrap() -> None:
    counts = [(3, 0), (3, 1), (3, 3)]
    result = stats.pass_k(counts)
    assert (result["tasks"], result["runs"], result["level"]) == (3, 3, 0.95)
    assert [p["k"] for p in result["pass@k"]] == [1, 2, 3]
    # by hand: pass@k = mean(0, 1 - C(2,k)/C(3,k), 1), pass^k = mean(0, C(1,k)/C(3,k), 1)
    assert [p["value"] for p in result["pass@k"]] == pytest.approx([4 / 9, 5 / 9, 2 / 3])
    assert [p["value"] for p in result["pass^k"]] == pytest.approx([4 / 9, 1 / 3, 1 / 3])
    for p in result["pass@k"] + result["pass^k"]:
        assert 0.0 <= p["low"] <= p["value"] <= p["high"] <= 1.0
    assert stats.pass_k(counts) == result  # seeded: the same runs give the same interval
    many = [(3, c) for c in (0, 1, 2, 3, 3)] * 8
    assert stats.pass_k(many) == stats.pass_k(many)
    assert stats.pass_k(many, seed=1)["pass@k"] != stats.pass_k(many)["pass@k"]
    # tasks that all score alike leave nothing to resample
    assert stats.pass_k([(2, 2)] * 5)["pass^k"][1] == {"k": 2, "value": 1.0, "low": 1.0,
                                                       "high": 1.0}
    # k goes up to the fewest runs of a task
    assert stats.pass_k([(2, 1), (4, 4)])["runs"] == 2
    assert stats.pass_k([]) == {"tasks": 0, "runs": 0, "level": 0.95, "resamples": 2000,
                                "seed": 0, "pass@k": [], "pass^k": []}


def test_the_bootstrap_interval_has_the_width_the_normal_approximation_gives() -> None:
    """400 tasks, half solved in their single run: the mean's standard error is 0.025, so the
    95 % interval is about 0.5 ± 0.049."""
    result = stats.pass_k([(1, 1)] * 200 + [(1, 0)] * 200)
    point = result["pass@k"][0]
    assert point["value"] == 0.5
    half = stats.Z95 * math.sqrt(0.25 / 400)
    assert point["low"] == pytest.approx(0.5 - half, abs=0.006)
    assert point["high"] == pytest.approx(0.5 + half, abs=0.006)


def test_pass_k_does_not_depend_on_the_order_of_the_tasks() -> None:
    counts = [(3, c) for c in (0, 1, 2, 3, 3, 1)] * 5
    assert stats.pass_k(counts) == stats.pass_k(counts[::-1])
