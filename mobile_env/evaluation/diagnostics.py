"""Failure analysis (F26): why episodes fail and how planners search, from what was recorded.

SPIEval's analysis (Sections 5-6) asks four questions of a set of episodes, each answered here
by a pure function over :class:`Episode` views, so results files, trajectory files and notebooks
share one definition:

* **Failure taxonomy** -- each failed episode gets one label from its gold-call breakdown
  (:mod:`mobile_env.rewards.gold_calls`), the first that applies in the order of :data:`FAILURE_ORDER`:
  a gold call answered by another tool (``wrong_tool``), no execution call for a gold call
  (``missing_call``), a parameter with a wrong value (``wrong_value``), a required parameter left
  out (``missing_param``), a parameter the gold leaves at its default set anyway
  (``unexpected_param``), or only an extra execution call (``extra_call``). The order puts the
  coarser mistake first: a call to the wrong tool also has "wrong values", but the tool is what
  went wrong. ``other`` is a failure without a gold-call breakdown (another reward).
* **Retrievals on solved vs failed tasks** (the paper's Figure 7: models search *less* on the
  tasks they fail) -- retrieval calls per episode, with the distributions for histograms.
* **Retrieval-mode use** (Figure 8: fewer than 2% of retrievals are regex or fuzzy, 9.5% are
  field-restricted) -- shares of ``fixed`` / ``regex`` / ``fuzzy`` (``search_phone`` is always
  substring), of field-restricted calls and of calls for a page beyond the first.
* **Search efficiency** -- retrievals per task and per solved task.

MobilePA's Route / Exec-given-Route / Joint (memory, skill and sub-agent tasks) are computed from
``route_ok`` / ``exec_ok`` in the reward breakdown when its checker reports them, per capability
and, for skills, per routing setting (paper 003, Appendix E.2: Joint is SOR's success rate but
only an ordered-route diagnostic in MTSR, whose success needs no route).

A retrieval is every call of a ``retrieve`` tool the model issued (as the paper counts issued
calls), failed ones included; calls are read from the recorded actions with the env's own parser,
so a results file without actions gives the taxonomy but no retrieval statistics.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Iterable, Mapping, Sequence

import numpy as np

from mobile_env.parsing import parse_action
from mobile_env.tools.registry import REGISTRY

#: Failure labels, most decisive first (see the module docstring).
FAILURE_ORDER: tuple[str, ...] = ("wrong_tool", "missing_call", "wrong_value", "missing_param",
                                  "unexpected_param", "extra_call", "other")
FAILURE_TITLES: dict[str, str] = {
    "wrong_tool": "Wrong tool", "missing_call": "Missing call", "wrong_value": "Wrong value",
    "missing_param": "Missing parameter", "unexpected_param": "Unexpected parameter",
    "extra_call": "Extra call", "other": "Other",
}
MODES: tuple[str, ...] = ("fixed", "regex", "fuzzy")

Call = tuple[str, dict[str, Any]]


@dataclass(frozen=True, slots=True)
class Episode:
    """What the diagnostics need of one episode. ``calls`` is None when no actions were recorded."""

    task_id: str
    reward: float
    breakdown: dict[str, Any]
    capability: str = "unknown"
    run: int = 0
    calls: tuple[Call, ...] | None = None
    skill_setting: str = "none"

    @property
    def route_group(self) -> str:
        """What routing diagnostics are reported by: the capability, skills split by setting."""
        return self.capability if self.skill_setting == "none" else \
            f"{self.capability}_{self.skill_setting}"

    @property
    def solved(self) -> bool:
        """The checker's verdict (``correct``) when it gives one, else a full reward."""
        correct = self.breakdown.get("correct")
        return correct if isinstance(correct, bool) else self.reward >= 1.0 - 1e-9


@dataclass(frozen=True, slots=True)
class RetrievalStats:
    """Retrieval behaviour of a set of episodes (means are None when there is nothing to average)."""

    per_episode_solved: list[int] = field(default_factory=list)
    per_episode_failed: list[int] = field(default_factory=list)
    total: int = 0
    modes: dict[str, int] = field(default_factory=dict)
    field_restricted: int = 0
    deeper_pages: int = 0
    max_page: int = 0

    @property
    def mean_solved(self) -> float | None:
        return _mean(self.per_episode_solved)

    @property
    def mean_failed(self) -> float | None:
        return _mean(self.per_episode_failed)

    @property
    def per_task(self) -> float | None:
        return _mean(self.per_episode_solved + self.per_episode_failed)

    @property
    def per_solved_task(self) -> float | None:
        """Search efficiency: every retrieval made, per task solved (None when none was solved)."""
        solved = len(self.per_episode_solved)
        return self.total / solved if solved else None

    def share(self, count: int) -> float | None:
        return count / self.total if self.total else None

    def to_dict(self) -> dict[str, Any]:
        return {"episodes": len(self.per_episode_solved) + len(self.per_episode_failed),
                "retrievals": self.total, "per_task": self.per_task,
                "per_solved_task": self.per_solved_task, "mean_solved": self.mean_solved,
                "mean_failed": self.mean_failed,
                "mode_shares": {m: self.share(self.modes.get(m, 0)) for m in (*MODES, "other")},
                "field_restricted_share": self.share(self.field_restricted),
                "deeper_page_share": self.share(self.deeper_pages), "max_page": self.max_page}


# ------------------------------------------------------------------------------- loading


def from_trajectory(trajectory: Any, capability: str = "unknown",
                    skill_setting: str = "none") -> Episode:
    """An :class:`Episode` of a :class:`mobile_env.trajectory.Trajectory` (calls from its actions)."""
    return Episode(trajectory.task_id, float(trajectory.reward), dict(trajectory.reward_breakdown),
                   capability, int(trajectory.extra.get("run", 0)),
                   tuple(c for action in trajectory.actions for c in action_calls(action)),
                   skill_setting)


def from_results(document: Mapping[str, Any]) -> list[Episode]:
    """The episodes of a ``mobile-env eval`` results JSON (no actions: calls are None)."""
    return [Episode(e["task_id"], float(e["reward"]), dict(e.get("breakdown") or {}),
                    e.get("capability", "unknown"), int(run["run"]),
                    skill_setting=e.get("skill_setting", "none"))
            for run in document["runs"] for e in run["episodes"] if e]


def action_calls(action: str) -> list[Call]:
    """The calls the env reads in ``action`` (non-object arguments count as none)."""
    return [(str(c.name), c.arguments if isinstance(c.arguments, dict) else {})
            for c in parse_action(action).calls]


# ------------------------------------------------------------------------- failure taxonomy


def gold_breakdown(breakdown: Mapping[str, Any]) -> Mapping[str, Any] | None:
    """The gold-call part of a breakdown, also when a composed reward nests it."""
    if isinstance(breakdown.get("calls"), list) and "extra_calls" in breakdown:
        return breakdown
    for value in breakdown.values():
        if isinstance(value, Mapping) and (found := gold_breakdown(value)) is not None:
            return found
    return None


def failure_label(breakdown: Mapping[str, Any]) -> str:
    """One label for a failed episode (see :data:`FAILURE_ORDER`)."""
    problems = failure_problems(breakdown)
    return next((label for label in FAILURE_ORDER if label in problems), "other")


def failure_problems(breakdown: Mapping[str, Any]) -> set[str]:
    """Every kind of mistake in a gold-call breakdown (an episode may have several)."""
    gold = gold_breakdown(breakdown)
    if gold is None:
        return set()
    found = {p.get("problem") for call in gold["calls"] for p in call.get("problems", ())}
    if gold.get("extra_calls"):
        found.add("extra_call")
    return {str(p) for p in found if p}


def failure_taxonomy(episodes: Iterable[Episode]) -> dict[str, Any]:
    """Per label: failures and their share of all failures; ``any``: the share of failures that
    show each kind of mistake at all (these overlap)."""
    failed = [e for e in episodes if not e.solved]
    labels = [failure_label(e.breakdown) for e in failed]
    counts = {label: labels.count(label) for label in FAILURE_ORDER}
    problems = [failure_problems(e.breakdown) for e in failed]
    return {"failures": len(failed), "counts": counts,
            "shares": {k: (v / len(failed) if failed else None) for k, v in counts.items()},
            "any": {k: (sum(k in p for p in problems) / len(failed) if failed else None)
                    for k in FAILURE_ORDER if k != "other"}}


# ------------------------------------------------------------------------------- retrieval


def is_retrieval(name: str) -> bool:
    return name in REGISTRY and REGISTRY[name].kind == "retrieve"


def retrieval_mode(name: str, arguments: Mapping[str, Any]) -> str:
    """``fixed`` / ``regex`` / ``fuzzy`` as the call asked (default fixed), ``other`` if invalid."""
    mode = arguments.get("mode", "fixed") if "mode" in REGISTRY[name].arg_names else "fixed"
    return mode if mode in MODES else "other"


def retrieval_stats(episodes: Iterable[Episode]) -> RetrievalStats:
    """Retrieval counts, modes, field restriction and pages over episodes with recorded calls."""
    solved: list[int] = []
    failed: list[int] = []
    modes = {m: 0 for m in (*MODES, "other")}
    restricted = deeper = max_page = 0
    for episode in episodes:
        if episode.calls is None:
            continue
        searches = [(n, a) for n, a in episode.calls if is_retrieval(n)]
        (solved if episode.solved else failed).append(len(searches))
        for name, arguments in searches:
            modes[retrieval_mode(name, arguments)] += 1
            restricted += isinstance(arguments.get("field"), str) and bool(arguments["field"].strip())
            page = arguments.get("page", 1)
            page = page if isinstance(page, int) and not isinstance(page, bool) else 1
            deeper += page > 1
            max_page = max(max_page, page)
    return RetrievalStats(solved, failed, sum(solved) + sum(failed), modes, restricted, deeper,
                          max_page)


# ------------------------------------------------------------------- MobilePA route diagnostics


def route_exec_joint(episodes: Iterable[Episode]) -> dict[str, float | None] | None:
    """MobilePA's Route (``route_ok`` rate), Exec given Route (``exec_ok`` among routed episodes)
    and Joint (both) over the episodes whose breakdown reports ``route_ok``; None if none does."""
    flagged = [(bool(b["route_ok"]), bool(b.get("exec_ok", False)))
               for e in episodes for b in [e.breakdown] if "route_ok" in b]
    if not flagged:
        return None
    routed = [ex for route, ex in flagged if route]
    return {"episodes": float(len(flagged)),
            "route": sum(route for route, _ in flagged) / len(flagged),
            "exec_given_route": sum(routed) / len(routed) if routed else None,
            "joint": sum(route and ex for route, ex in flagged) / len(flagged)}


def routes_by_group(episodes: Iterable[Episode]) -> dict[str, dict[str, float | None]]:
    """:func:`route_exec_joint` per :attr:`Episode.route_group`, for the groups that report
    routes."""
    groups: dict[str, list[Episode]] = {}
    for episode in episodes:
        groups.setdefault(episode.route_group, []).append(episode)
    return {g: stats for g, members in groups.items()
            if (stats := route_exec_joint(members)) is not None}


# ---------------------------------------------------------------------------------- summary


def diagnose(episodes: Sequence[Episode]) -> dict[str, Any]:
    """Every diagnostic of one agent's episodes, as plain data (the report's input)."""
    solved = sum(e.solved for e in episodes)
    return {"episodes": len(episodes), "solved": solved,
            "accuracy": solved / len(episodes) if episodes else None,
            "failures": failure_taxonomy(episodes),
            "retrieval": retrieval_stats(episodes).to_dict()
            if any(e.calls is not None for e in episodes) else None,
            "route": route_exec_joint(episodes), "routes": routes_by_group(episodes)}


def _mean(values: Sequence[int]) -> float | None:
    return float(np.mean(values)) if values else None
