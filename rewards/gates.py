"""MobilePA-Bench capability gates (F22), as 0/1 rewards the task checker multiplies in.

``memory_gate``: every id of the task's ``required_memory_ids`` appears among the results of some
successful ``search_user_memory`` call anywhere in the trajectory (paper E.2: the check scans the
whole trajectory, imposes no retrieval-before-action order, and shows access to the records, not
causal use of them). A task without required ids passes.

``skill_gate``, Skill-Only Routing: every skill of at least one of the task's ``skill_routes``
was loaded (a successful ``load_skill``) before the first call of any other tool -- any call, even
a failed one: in SOR a business tool is not callable before its skill is loaded, so trying one
first is exactly the mistake the gate exists to catch. A route is a set of skills to have loaded;
the order is the one between loading and use, not among the route's own skills. Mixed Tool-Skill
Routing accepts any valid path, so its gate is always 1 and the same check is only reported, as
``route_ok``, for the Route / Exec-given-Route / Joint diagnostics. Without a skill setting: 1.
"""

from __future__ import annotations

from typing import Any

from mobile_env.episode import EpisodeRecord
from mobile_env.reward_registry import RewardResult, register

MEMORY_SEARCH = "search_user_memory"
SKILL_LOADER = "load_skill"


def retrieved_memory_ids(episode: EpisodeRecord) -> list[str]:
    """The memory ids successful memory searches returned, in order of first appearance."""
    seen: dict[str, None] = {}
    for call in episode.effective_calls:
        if call.name == MEMORY_SEARCH:
            seen.update(dict.fromkeys(r["id"] for r in call.feedback.payload["data"]["results"]))
    return list(seen)


@register("memory_gate")
def memory_gate(episode: EpisodeRecord) -> RewardResult:
    """MobilePA's memory gate: 1.0 when every id of the task's ``required_memory_ids`` was among
    the results of a successful memory search anywhere in the episode, else 0.0 (1.0 for a task
    that requires none).

    Breakdown: ``required``, ``retrieved`` (in order of first appearance) and ``missing`` ids.
    """
    required = episode.task.required_memory_ids
    retrieved = retrieved_memory_ids(episode)
    missing = [m for m in required if m not in retrieved]
    return RewardResult(float(not missing), {"required": list(required), "retrieved": retrieved,
                                             "missing": missing})


def loading_phase(episode: EpisodeRecord) -> tuple[list[str], str | None]:
    """The skills successfully loaded before the first call of another tool, in order, and the
    name of that call (None if there was none)."""
    loaded: dict[str, None] = {}
    for call in episode.calls:
        if call.name != SKILL_LOADER:
            return list(loaded), call.name
        if call.feedback.ok:
            loaded[call.feedback.payload["data"]["skill"]] = None
    return list(loaded), None


def route_check(episode: EpisodeRecord) -> dict[str, Any]:
    """Whether a complete acceptable route was loaded before the first non-skill call, with the
    skills loaded by then, the route that was complete and the call that ended the loading
    phase."""
    loaded, first_call = loading_phase(episode)
    route = next((r for r in episode.task.skill_routes if set(r) <= set(loaded)), None)
    return {"route_ok": route is not None, "route": route, "loaded_before_first_call": loaded,
            "first_call": first_call}


@register("skill_gate")
def skill_gate(episode: EpisodeRecord) -> RewardResult:
    """MobilePA's skill gate. Skill-Only Routing: 1.0 when every skill of one of the task's
    ``skill_routes`` was loaded before the first call of any other tool, else 0.0; Mixed
    Tool-Skill Routing and tasks without a skill setting: 1.0 (the check is only reported).

    Breakdown: ``setting``; with a skill setting, ``route_ok``, the ``route`` completed, the
    skills ``loaded_before_first_call`` and the ``first_call`` that ended the loading phase.
    """
    setting = episode.task.skill_setting
    if setting == "none":
        return RewardResult(1.0, {"setting": setting})
    check = route_check(episode)
    return RewardResult(float(check["route_ok"]) if setting == "sor" else 1.0,
                        {"setting": setting, **check})
