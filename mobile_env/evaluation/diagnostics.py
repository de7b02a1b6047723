"""Failure analysis (F26): why episodes fail and how planners search, from what was recorded.

SPIEval's analysis (Sections 5-6) asks four questions of a set of episodes, each answered here
by a pure function over :class:`Episode` views, so results files, trajectory files and notebooks
share one definition:

* **Failure taxonomy** -- each failed SPIEval episode gets one label from its gold-call breakdown
  (:mod:`mobile_env.rewards.gold_calls`), the first that applies in the order of
  :data:`FAILURE_ORDER`: a gold call answered by another tool (``wrong_tool``), no execution call
  for a gold call (``missing_call``), a parameter with a wrong value (``wrong_value``), a required
  parameter left out (``missing_param``), a parameter the gold leaves at its default set anyway
  (``unexpected_param``), or only an extra execution call (``extra_call``). The order puts the
  coarser mistake first: a call to the wrong tool also has "wrong values", but the tool is what
  went wrong. ``other`` is a failure without a gold-call breakdown (another reward).
* **MobilePA-Bench failure taxonomy** -- MobilePA's checkers say at which stage an episode
  failed (its paper separates unmet capability gates from completion failures, and call-level,
  state-level and interaction-level failures), so its failed episodes get their own labels,
  in the order of :data:`MOBILEPA_FAILURE_ORDER`: a gate or route not met (memory not
  retrieved, skill not loaded first, wrong sub-agent: ``route``), a forbidden call before an
  ambiguity was resolved (``ambiguity``), a value the user holds used before asking
  (``guessed_value``), a question for what the phone shows (``unneeded_question``), then the
  primary checker's findings: a required call
  never made, made with wrong arguments or out of order, or a side-effect call nobody asked for
  (Tool Call bucket); a target change missing, wrong, or one nobody asked for (State Change
  bucket); a handoff without the required facts or a missing follow-up (Agent Behaviour).
* **Retrievals on solved vs failed tasks** (the paper's Figure 7: models search *less* on the
  tasks they fail) -- retrieval calls per episode, with the distributions for histograms.
* **Retrieval-mode use** (Figure 8: fewer than 2% of retrievals are regex or fuzzy, 9.5% are
  field-restricted) -- shares of ``fixed`` / ``regex`` / ``fuzzy`` (``search_phone`` is always
  substring), of field-restricted calls and of calls for a page beyond the first.
* **Search effort** -- retrievals per episode, on solved and on failed episodes.

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
from pydantic import BaseModel, ConfigDict, ValidationError

from mobile_env.evaluation.metrics import MOBILEPA_CAPABILITIES
from mobile_env.parsing import parse_action
from mobile_env.schema_errors import first_problem
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
#: MobilePA failure labels, earliest failed stage first (see the module docstring).
MOBILEPA_FAILURE_ORDER: tuple[str, ...] = (
    "route", "ambiguity", "guessed_value", "unneeded_question", "missing_call", "wrong_arguments",
    "out_of_order", "extraneous_call",
    "missing_change", "wrong_change", "unexpected_change", "handoff", "follow_up", "other")
MOBILEPA_FAILURE_TITLES: dict[str, str] = {
    "route": "Gate or route not met", "ambiguity": "Acted before asking",
    "guessed_value": "Guessed before asking", "unneeded_question": "Unneeded question",
    "missing_call": "Required call missing", "wrong_arguments": "Wrong arguments",
    "out_of_order": "Out of order", "extraneous_call": "Unrequested side effect",
    "missing_change": "Target change missing", "wrong_change": "Wrong change",
    "unexpected_change": "Unrequested change", "handoff": "Handoff lacks facts",
    "follow_up": "Follow-up missing", "other": "Other",
}
#: What each finding of a MobilePA checker is labelled.
_MOBILEPA_PROBLEMS: dict[str, str] = {
    "missing_call": "missing_call", "out_of_order": "out_of_order",
    "wrong_value": "wrong_arguments", "missing_param": "wrong_arguments",
    "unexpected_param": "wrong_arguments",
    "wrong_tool": "wrong_arguments", "missing_added": "missing_change",
    "missing_change": "missing_change", "missing_removal": "missing_change",
    "wrong_change": "wrong_change", "unexpected_added": "unexpected_change",
    "unexpected_change": "unexpected_change", "unexpected_removal": "unexpected_change",
}

Call = tuple[str, dict[str, Any]]


@dataclass(frozen=True, slots=True)
class Episode:
    """What the diagnostics need of one episode. ``calls`` is None when no actions were recorded;
    ``group`` is the MobilePA score the task counts toward (``metrics.mobilepa_group``)."""

    task_id: str
    reward: float
    breakdown: dict[str, Any]
    capability: str = "unknown"
    run: int = 0
    calls: tuple[Call, ...] | None = None
    group: str | None = None

    @property
    def mobilepa(self) -> bool:
        """Whether the task is MobilePA-Bench's (else SPIEval's, or a custom one)."""
        return self.group is not None or self.capability in MOBILEPA_CAPABILITIES

    @property
    def route_group(self) -> str:
        """What routing diagnostics are reported by: the capability, skills split by routing
        setting (the MobilePA group, ``skills_sor`` or ``skills_mtsr``)."""
        return self.group if self.group and self.group.startswith("skills_") else self.capability

    @property
    def solved(self) -> bool:
        """The checker's verdict (``correct``) when it gives one, else a full reward."""
        correct = self.breakdown.get("correct")
        return correct if isinstance(correct, bool) else self.reward >= 1.0 - 1e-9


@dataclass(frozen=True, slots=True)
class RetrievalStats:
    """Retrieval behaviour of a set of episodes (means are None when there is nothing to
    average)."""

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

    def share(self, count: int) -> float | None:
        return count / self.total if self.total else None

    def to_dict(self) -> dict[str, Any]:
        return {"episodes": len(self.per_episode_solved) + len(self.per_episode_failed),
                "retrievals": self.total, "per_task": self.per_task,
                "mean_solved": self.mean_solved, "mean_failed": self.mean_failed,
                "mode_shares": {m: self.share(self.modes.get(m, 0)) for m in (*MODES, "other")},
                "field_restricted_share": self.share(self.field_restricted),
                "deeper_page_share": self.share(self.deeper_pages), "max_page": self.max_page}


# ------------------------------------------------------------------------------- loading


def from_trajectory(trajectory: Any, capability: str = "unknown",
                    group: str | None = None) -> Episode:
    """An :class:`Episode` of a :class:`mobile_env.trajectory.Trajectory` (calls from its actions;
    the capability and group ``mobile-env eval`` recorded win over the ones given)."""
    extra = trajectory.extra
    try:
        labels = _Labels(capability=extra.get("capability", capability),
                         run=extra.get("run", 0), group=extra.get("group", group))
    except ValidationError as exc:
        raise ValueError(f"the trajectory of {trajectory.task_id} has a bad label: "
                         f"{first_problem(exc, 'label set', field='label')}") from None
    return Episode(trajectory.task_id, float(trajectory.reward), dict(trajectory.reward_breakdown),
                   labels.capability, labels.run,
                   tuple(c for action in trajectory.actions for c in action_calls(action)),
                   labels.group)


class _Labels(BaseModel):
    """The labels ``mobile-env eval`` writes in a trajectory's ``extra`` and the tables group
    episodes by, checked exactly (a run of ``true`` or ``"1"`` is refused)."""

    model_config = ConfigDict(strict=True)

    capability: str
    run: int
    group: str | None


def from_results(document: Mapping[str, Any],
                 groups: Mapping[str, str | None] | None = None) -> list[Episode]:
    """The episodes of a ``mobile-env eval`` results JSON (no actions: calls are None); the
    MobilePA group from each entry, else from ``groups`` (results written before it was kept)."""
    groups = groups or {}
    return [Episode(e["task_id"], float(e["reward"]), dict(e.get("breakdown") or {}),
                    e.get("capability", "unknown"), int(run["run"]),
                    group=e.get("group", groups.get(e["task_id"])))
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
    found = {p for call in _mappings(gold["calls"]) for p in _problems(call.get("problems"))}
    if gold.get("extra_calls"):
        found.add("extra_call")
    return found


def failure_taxonomy(episodes: Iterable[Episode]) -> dict[str, Any]:
    """SPIEval's taxonomy of the failed SPIEval episodes. Per label: failures and their share of
    all failures; ``any``: the share of failures that show each kind of mistake at all (these
    overlap)."""
    failed = [e for e in episodes if not e.solved and not e.mobilepa]
    return _taxonomy([failure_problems(e.breakdown) for e in failed], FAILURE_ORDER)


def mobilepa_problems(breakdown: Mapping[str, Any]) -> set[str]:
    """Every MobilePA failure label a ``task_checker`` breakdown shows (module docstring)."""
    found = {item["problem"] for item in _mappings(breakdown.get("clarification"))
             if item.get("problem") in ("guessed_value", "unneeded_question")}
    primary: Mapping[str, Any] = breakdown
    while isinstance(primary.get("reward"), Mapping) and isinstance(primary.get("gate"), Mapping):
        gate = primary["gate"].get("value", 1.0)  # gated(checker, gate)
        if isinstance(gate, (int, float)) and gate < 1.0:
            found.add("route")
        inner = primary["reward"].get("breakdown")
        primary = inner if isinstance(inner, Mapping) else {}
    if "routes" in primary:  # the behaviour checker: routing, then handoff facts and follow-up
        found |= {label for label, failed in (("route", not primary.get("route_ok", True)),
                                              ("handoff", bool(primary.get("missing_facts"))),
                                              ("follow_up", not primary.get("follow_up_ok", True)))
                  if failed}
    if primary.get("ambiguity"):
        found.add("ambiguity")
    if primary.get("extraneous_calls"):
        found.add("extraneous_call")
    calls = primary.get("calls") if "extraneous_calls" in primary else ()  # Tool Call bucket
    findings = {p for call in _mappings(calls) for p in _problems(call.get("problems"))}
    findings |= _problems(primary.get("differences"))
    return found | {_MOBILEPA_PROBLEMS[p] for p in findings if p in _MOBILEPA_PROBLEMS}


def _mappings(value: Any) -> list[Mapping[str, Any]]:
    """The mappings in ``value`` when it is a list: a breakdown read back from a file is
    free-form data, and the taxonomy reads what has the shape it knows and skips the rest."""
    return [item for item in value if isinstance(item, Mapping)] if isinstance(value, list) else []


def _problems(value: Any) -> set[str]:
    """The ``problem`` labels (strings) of the mappings in ``value``."""
    return {p for item in _mappings(value) if isinstance(p := item.get("problem"), str) and p}


def mobilepa_failure_taxonomy(episodes: Iterable[Episode]) -> dict[str, Any]:
    """MobilePA-Bench's taxonomy of the failed MobilePA episodes (same shape as
    :func:`failure_taxonomy`)."""
    failed = [e for e in episodes if not e.solved and e.mobilepa]
    return _taxonomy([mobilepa_problems(e.breakdown) for e in failed], MOBILEPA_FAILURE_ORDER)


def _taxonomy(problems: list[set[str]], order: tuple[str, ...]) -> dict[str, Any]:
    labels = [next((label for label in order if label in found), "other") for found in problems]
    counts = {label: labels.count(label) for label in order}
    n = len(problems)
    return {"failures": n, "counts": counts,
            "shares": {k: (v / n if n else None) for k, v in counts.items()},
            "any": {k: (sum(k in p for p in problems) / n if n else None)
                    for k in order if k != "other"}}


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
            restricted += (isinstance(arguments.get("field"), str)
                           and bool(arguments["field"].strip()))
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
            "mobilepa_failures": mobilepa_failure_taxonomy(episodes),
            "spieval_episodes": sum(not e.mobilepa for e in episodes),
            "mobilepa_episodes": sum(e.mobilepa for e in episodes),
            "retrieval": retrieval_stats(episodes).to_dict()
            if any(e.calls is not None for e in episodes) else None,
            "route": route_exec_joint(episodes), "routes": routes_by_group(episodes)}


def _mean(values: Sequence[int]) -> float | None:
    return float(np.mean(values)) if values else None
