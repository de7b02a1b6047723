"""Accuracy per capability, mean and spread over runs, MobilePA's scores, intervals.

Pure functions over plain data (task id -> reward, task id -> capability) so that the runner,
the report and notebooks all aggregate the same way: :func:`summary_of` turns the episodes of a
results file or of a trajectory file into the very same numbers. Accuracy is the mean reward of
a group, which for the 0/1 exact-match reward is the fraction solved; ``overall`` is the mean
over all tasks (SPIEval's Overall). MobilePA-Bench's scores cover only the capabilities that
were run, and its weighted Overall needs all four. The spread over runs is the population
standard deviation (0 for a single run).
"""

from __future__ import annotations

from typing import Any, Iterable, Mapping, Protocol, Sequence

import numpy as np

from mobile_env.papers import MOBILEPA
from mobile_env.stats import pass_k

OVERALL = "overall"
#: Known capabilities in column order with their titles: SPIEval's (its Table 2), then MobilePA's.
CAPABILITY_TITLES: dict[str, str] = {
    "reasoning": "Reasoning",
    "disambiguation": "Disambiguation",
    "integration": "Integration",
    "preference_inference": "Preference Inference",
    "multi_intent": "Multi-Intent Decomposition",
    "multi_intent_decomposition": "Multi-Intent Decomposition",
    # MobilePA-Bench's Tool Use categories, in its paper's order (no SPIEval task has them).
    "parameter_grounding": "Parameter Grounding",
    "dependency_planning": "Dependency Planning",
    "reference_state_tracking": "Reference & State Tracking",
    "intent_revision": "Intent Revision",
    "boundary_error_recovery": "Boundary & Error Recovery",
    # MobilePA-Bench's four capabilities and its weighted Overall (see mobilepa_scores).
    "tool_use": "Tool Use",
    "memory": "Memory",
    "skills": "Skills",
    "skills_sor": "Skills (SOR)",
    "skills_mtsr": "Skills (MTSR)",
    "subagent": "Sub-agent",
    "mobilepa_overall": "MobilePA Overall",
}
TOOL_USE: tuple[str, ...] = tuple(MOBILEPA.tool_use)
#: MobilePA-Bench's weighted Overall: 0.5 tool use + 0.2 memory + 0.2 skills + 0.1 sub-agent.
MOBILEPA_WEIGHTS: dict[str, float] = dict(MOBILEPA.weights)
#: Every capability a MobilePA-Bench task has (its Tool Use categories and the other three).
MOBILEPA_CAPABILITIES: frozenset[str] = frozenset(TOOL_USE) | {"memory", "skills", "subagent"}


def accuracy_by_capability(rewards: Mapping[str, float],
                           capabilities: Mapping[str, str]) -> dict[str, float]:
    """Mean reward per capability of the tasks in ``rewards``, plus ``overall``, in column order."""
    groups: dict[str, list[float]] = {}
    for task_id, reward in rewards.items():
        groups.setdefault(capabilities[task_id], []).append(float(reward))
    out = {cap: float(np.mean(groups[cap])) for cap in capability_order(groups)}
    if rewards:
        out[OVERALL] = float(np.mean([float(r) for r in rewards.values()]))
    return out


def mobilepa_group(capability: str, skill_setting: str) -> str | None:
    """Which MobilePA score a task counts toward (skills split by routing setting), or None."""
    if capability in TOOL_USE:
        return "tool_use"
    if capability == "skills":
        return f"skills_{skill_setting}"
    return capability if capability in ("memory", "subagent") else None


def mobilepa_scores(rewards: Mapping[str, float],
                    groups: Mapping[str, str | None]) -> dict[str, float]:
    """MobilePA-Bench's scores of the capabilities that were run, and its weighted Overall when
    all four were; {} when no task is MobilePA's.

    Tool use, memory and sub-agent are mean rewards of their tasks (every task in the
    denominator, failures as 0); skills is the mean of the Skill-Only Routing and Mixed
    Tool-Skill Routing accuracies (one of them alone when only one setting was run). A
    capability that was not run has no score -- not 0 -- and then there is no Overall.
    """
    by_group: dict[str, list[float]] = {}
    for task_id, reward in rewards.items():
        group = groups.get(task_id)
        if group is not None:
            by_group.setdefault(group, []).append(float(reward))
    mean = {g: float(np.mean(v)) for g, v in by_group.items()}
    scores: dict[str, float] = {k: mean[k] for k in ("tool_use", "memory", "subagent")
                                if k in mean}
    settings = [mean[g] for g in ("skills_sor", "skills_mtsr") if g in mean]
    if settings:
        scores["skills"] = float(np.mean(settings))
    if scores.keys() >= MOBILEPA_WEIGHTS.keys():
        scores["mobilepa_overall"] = sum(MOBILEPA_WEIGHTS[k] * scores[k] for k in MOBILEPA_WEIGHTS)
    return {k: scores[k] for k in CAPABILITY_TITLES if k in scores}


class Scored(Protocol):
    """What :func:`summary_of` reads of an episode (``diagnostics.Episode`` has it)."""

    @property
    def task_id(self) -> str: ...
    @property
    def reward(self) -> float: ...
    @property
    def capability(self) -> str: ...
    @property
    def run(self) -> int: ...
    @property
    def group(self) -> str | None: ...


def run_scores(rewards: Mapping[str, float], capabilities: Mapping[str, str],
               groups: Mapping[str, str | None]) -> dict[str, float]:
    """One run's columns: accuracy per capability, ``overall`` and MobilePA's scores."""
    return {**accuracy_by_capability(rewards, capabilities), **mobilepa_scores(rewards, groups)}


def summary_of(episodes: Iterable[Scored]) -> dict[str, dict[str, float]]:
    """Per column: mean, std and count of the run accuracies of ``episodes`` (grouped by run)."""
    by_run: dict[int, list[Scored]] = {}
    for episode in episodes:
        by_run.setdefault(episode.run, []).append(episode)
    return summarise_runs([run_scores({e.task_id: e.reward for e in eps},
                                      {e.task_id: e.capability for e in eps},
                                      {e.task_id: e.group for e in eps})
                           for _, eps in sorted(by_run.items())])


def column_rewards(episodes: Iterable[Scored]) -> dict[str, list[float]]:
    """Every reward each plain-mean column averages, pooled over runs (for intervals): the
    capability, ``overall``, and the MobilePA score a task counts toward (skills and the
    weighted Overall are averages of averages, so they have none)."""
    out: dict[str, list[float]] = {}
    for e in episodes:
        for column in {e.capability, OVERALL, e.group}:
            if column is not None and not column.startswith("skills_"):
                out.setdefault(column, []).append(float(e.reward))
    return out



def task_counts(outcomes: Iterable[tuple[str, bool]]) -> list[tuple[int, int]]:
    """``(runs, solved)`` per task: what pass@k and pass^k are computed from.

    Args:
        outcomes: ``(task id, solved)`` per episode, any order.

    Returns:
        One ``(n, c)`` per task, in the order the tasks first appear.
    """
    counts: dict[str, list[int]] = {}
    for task_id, solved in outcomes:
        count = counts.setdefault(task_id, [0, 0])
        count[0] += 1
        count[1] += bool(solved)
    return [(n, c) for n, c in counts.values()]


def pass_k_of(episodes: Iterable[Scored]) -> dict[str, Any]:
    """pass@k and pass^k for every k up to the runs, with bootstrap intervals over tasks.

    Args:
        episodes: every episode of every run; one passes when its reward is 1.0, as the exact
            accuracy counts it (:func:`mobile_env.evaluation.compare.outcomes`).

    Returns:
        :func:`mobile_env.stats.pass_k` of the tasks' counts.
    """
    return pass_k(task_counts((e.task_id, float(e.reward) == 1.0) for e in episodes))


def summarise_runs(runs: Sequence[Mapping[str, float]]) -> dict[str, dict[str, float]]:
    """Per column: mean and (population) std over runs of per-run accuracies, and the run count."""
    columns = list(dict.fromkeys(col for run in runs for col in run))
    return {col: {"mean": float(np.mean(vals)), "std": float(np.std(vals)), "runs": len(vals)}
            for col in columns for vals in [[run[col] for run in runs if col in run]]}


def capability_order(capabilities: Iterable[str]) -> list[str]:
    """Known capabilities in :data:`CAPABILITY_TITLES` order (SPIEval's, then MobilePA's Tool
    Use categories), then any others alphabetically."""
    present = set(capabilities)
    known = [c for c in CAPABILITY_TITLES if c in present]
    return known + sorted(present - set(known) - {OVERALL})


def title(column: str) -> str:
    return "Overall" if column == OVERALL else CAPABILITY_TITLES.get(
        column, column.replace("_", " ").title())
