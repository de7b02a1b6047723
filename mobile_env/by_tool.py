"""Accuracy per execution tool: which tools a model has learned, and which it has not.

A task counts for every execution tool in its (first) gold answer, so a two-call task counts
for both tools; the accuracy of a tool is the share of those tasks scored 1.0, with its Wilson
interval. One function (:func:`accuracy_by_tool`) that every table and results file calls.
"""

from __future__ import annotations

from typing import Any, Iterable, Mapping

from mobile_env.stats import proportion
from mobile_env.task_format import Task


def gold_tools(task: Task) -> list[str]:
    """The execution tools of the task's first acceptable answer, each once, in call order."""
    if task.gold is None:
        return []
    return list(dict.fromkeys(call.name for call in task.gold.answers[0].calls))


def accuracy_by_tool(scored: Iterable[tuple[Task, float]]) -> dict[str, dict[str, Any]]:
    """``{tool: proportion}`` (see :func:`mobile_env.stats.proportion`), tools sorted."""
    outcomes: dict[str, list[float]] = {}
    for task, reward in scored:
        for tool in gold_tools(task):
            outcomes.setdefault(tool, []).append(float(reward))
    return {tool: proportion(values) for tool, values in sorted(outcomes.items())}


def by_tool_lines(stats: Mapping[str, Mapping[str, Any]]) -> list[str]:
    """Aligned text lines, one per tool: ``tool  k/n  rate [low, high]``."""
    width = max((len(t) for t in stats), default=4)
    return [f"{tool:<{width}}  {s['k']:>3}/{s['n']:<3}  {100 * s['rate']:5.1f} % "
            f"[{100 * s['low']:.1f}, {100 * s['high']:.1f}]" for tool, s in stats.items()]
