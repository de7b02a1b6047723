"""Accuracy per capability, mean and spread over runs, and SPIEval's Table 2 layout.

Pure functions over plain data (task id -> reward, task id -> capability) so that the runner,
notebooks and later reports all aggregate the same way. Accuracy is the mean reward of a group,
which for the 0/1 exact-match reward is the fraction solved; Overall is the mean over all tasks.
The spread over runs is the population standard deviation (0 for a single run).
"""

from __future__ import annotations

from typing import Mapping, Sequence

import numpy as np

from mobile_env.papers import MOBILEPA

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


def mobilepa_scores(rewards: Mapping[str, float], groups: Mapping[str, str | None]) -> dict[str, float]:
    """MobilePA-Bench's four scores and weighted Overall, or {} when no task is MobilePA's.

    Tool use, memory and sub-agent are mean rewards of their tasks; skills is the mean of the
    Skill-Only Routing and Mixed Tool-Skill Routing accuracies. The Overall keeps the full
    denominator: a capability with no (or only failed) tasks counts as 0.
    """
    by_group: dict[str, list[float]] = {}
    for task_id, reward in rewards.items():
        group = groups.get(task_id)
        if group is not None:
            by_group.setdefault(group, []).append(float(reward))
    if not by_group:
        return {}
    mean = {g: float(np.mean(v)) for g, v in by_group.items()}
    scores = {"tool_use": mean.get("tool_use", 0.0), "memory": mean.get("memory", 0.0),
              "skills": (mean.get("skills_sor", 0.0) + mean.get("skills_mtsr", 0.0)) / 2,
              "subagent": mean.get("subagent", 0.0)}
    scores["mobilepa_overall"] = sum(MOBILEPA_WEIGHTS[k] * scores[k] for k in MOBILEPA_WEIGHTS)
    return scores


def summarise_runs(runs: Sequence[Mapping[str, float]]) -> dict[str, dict[str, float]]:
    """Per column: mean and (population) std over runs of per-run accuracies, and the run count."""
    columns = list(dict.fromkeys(col for run in runs for col in run))
    return {col: {"mean": float(np.mean(vals)), "std": float(np.std(vals)), "runs": len(vals)}
            for col in columns for vals in [[run[col] for run in runs if col in run]]}


def capability_order(capabilities: Sequence[str] | Mapping[str, object]) -> list[str]:
    """Known capabilities in :data:`CAPABILITY_TITLES` order (SPIEval's, then MobilePA's Tool
    Use categories), then any others alphabetically."""
    present = set(capabilities)
    known = [c for c in CAPABILITY_TITLES if c in present]
    return known + sorted(present - set(known) - {OVERALL})


def title(column: str) -> str:
    return "Overall" if column == OVERALL else CAPABILITY_TITLES.get(
        column, column.replace("_", " ").title())


def format_table(rows: Mapping[str, Mapping[str, Mapping[str, float]]],
                 columns: Sequence[str] | None = None) -> str:
    """A Table 2 style text table: one row per model/agent, "mean ± std" in percent per column;
    ``columns`` fixes another layout (MobilePA's Table 3: Overall, Tool Use, Sub-agent, ...)."""
    if columns is None:
        columns = capability_order([c for summary in rows.values() for c in summary]) + [OVERALL]
    header = ["Model", *(title(c) for c in columns)]
    body = [[name, *(_cell(summary.get(c)) for c in columns)] for name, summary in rows.items()]
    widths = [max(len(r[i]) for r in [header, *body]) for i in range(len(header))]
    lines = [_row(header, widths), _row(["-" * w for w in widths], widths)]
    return "\n".join(lines + [_row(r, widths) for r in body])


def _cell(stat: Mapping[str, float] | None) -> str:
    if stat is None:
        return "-"
    return f"{100 * stat['mean']:.1f} ± {100 * stat['std']:.1f}"


def _row(cells: Sequence[str], widths: Sequence[int]) -> str:
    return "  ".join(c.ljust(w) if i == 0 else c.rjust(w) for i, (c, w) in enumerate(zip(cells, widths)))
