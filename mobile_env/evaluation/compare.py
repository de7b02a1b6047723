"""Two results files of ``mobile-env eval`` on the same tasks: is the difference real?

    mobile-env eval --compare results/base.json results/sft.json

Pairs the episodes by (run, task id), prints each file's exact accuracy with its Wilson 95 %
interval and the exact McNemar test (only the tasks where one model is right and the other
wrong count). Refuses files whose task sets differ (``task_set_sha256``): a paired test on
different tasks means nothing.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, Sequence

from mobile_env import stats
from mobile_env.evaluation.results_file import read_results


def outcomes(document: dict[str, Any]) -> dict[tuple[int, str], float]:
    """``{(run, task_id): 1.0 or 0.0}`` (an episode counts as right when its reward is 1.0)."""
    return {(run["run"], e["task_id"]): float(float(e["reward"]) == 1.0)
            for run in document["runs"] for e in run["episodes"]}


def interval_summary(document: dict[str, Any]) -> dict[str, Any]:
    """Exact accuracy over every episode of the file, with its Wilson 95 % interval."""
    return stats.proportion(list(outcomes(document).values()))


def compare(a: dict[str, Any], b: dict[str, Any]) -> dict[str, Any]:
    """Both accuracies with intervals and the exact McNemar test of ``b`` against ``a``."""
    if a.get("task_set_sha256") != b.get("task_set_sha256"):
        raise ValueError("the two results files score different task sets (task_set_sha256 "
                         "differs); run both evaluations on the same suite, limit and seed")
    left, right = outcomes(a), outcomes(b)
    if left.keys() != right.keys():
        raise ValueError("the two results files have different runs; evaluate both with the "
                         "same --runs")
    keys = sorted(left)
    return {"a": stats.proportion([left[k] for k in keys]),
            "b": stats.proportion([right[k] for k in keys]),
            "mcnemar": stats.mcnemar([left[k] for k in keys], [right[k] for k in keys])}


def lines(names: Sequence[str], result: dict[str, Any]) -> list[str]:
    """The printed comparison."""
    test = result["mcnemar"]
    return [f"A {names[0]}: {stats.interval_text(result['a'])} "
            f"({result['a']['k']}/{result['a']['n']})",
            f"B {names[1]}: {stats.interval_text(result['b'])} "
            f"({result['b']['k']}/{result['b']['n']})",
            f"B - A: {100 * test['difference']:+.1f} points; right only in A: {test['a_only']}, "
            f"only in B: {test['b_only']}; exact McNemar p = {test['p_value']:.3g}"]


def main(paths: Sequence[Path]) -> int:
    """Print the comparison; ``ValueError`` (a :class:`ResultsFileError` among them) for files
    that cannot be read or compared, with a message that says why."""
    documents = [read_results(p) for p in paths]
    for line in lines([str(p) for p in paths], compare(*documents)):
        print(line)
    return 0
