"""``task_checker``: each task judged by the primary checker it was annotated with, times its gates.

MobilePA-Bench fixes one checker per task before evaluation (its verification bucket), so the
env's default reward reads ``task.checker`` instead of imposing one rule on every suite. SPIEval
tasks (``gold_calls``) get exactly ``spieval_exact``: same value, same breakdown; so does every
task without gates.

Capability gates multiply in (:func:`mobile_env.rewards.compose.gated`): the memory gate when
the task has ``required_memory_ids``, the skill gate when it has a skill setting (in MTSR the
gate is always 1 and only reports the route check). A gated task's breakdown adds ``exec_ok`` (the
primary checker passed) and ``route_ok`` (every gate's check held -- in MTSR the ordered-route
check, not the gate's value), the inputs of the Route / Exec-given-Route / Joint diagnostics. The
behaviour checker reports its own ``route_ok`` (right sub-agent) and ``exec_ok`` (handoff and
follow-up).

A task with a simulated ``user`` is also judged by the clarification rule
(:mod:`mobile_env.rewards.clarification`): a guessed value or an unneeded question makes it 0,
and its breakdown adds ``clarification``, the problems found.
"""

from __future__ import annotations

from functools import lru_cache

from mobile_env.episode import EpisodeRecord
from mobile_env.task_format.schema import Task
from mobile_env.reward_registry import Reward, RewardResult, get, register
from mobile_env.rewards.clarification import clarification_problems
from mobile_env.rewards.compose import gated
from mobile_env.rewards.gates import route_check

#: The registered reward behind each value of ``Task.checker``.
CHECKERS: dict[str, str] = {"gold_calls": "spieval_exact", "tool_calls": "tool_calls",
                            "state_change": "state_change", "behaviour": "behaviour"}


def gates_of(task: Task) -> tuple[str, ...]:
    """The gates ``task`` is scored under, innermost first."""
    return (("memory_gate",) if task.required_memory_ids else ()) + \
        (("skill_gate",) if task.skill_setting != "none" else ())


@lru_cache(maxsize=None)
def _composite(primary: str, gates: tuple[str, ...]) -> Reward:
    reward: Reward | str = primary
    for gate in gates:
        reward = gated(reward, gate)
    return reward  # type: ignore[return-value]


def applies_to(reward: str, task: Task) -> bool:
    """Whether a registered reward means something on ``task``: a MobilePA checker only on the
    tasks annotated with it, a gate only on gated tasks, SPIEval's gold-call rewards only on
    tasks with gold calls; the task checker and the shaping terms on every task. (Every reward
    *returns* a value for every task -- a gate is 1 on an ungated one -- which is why a table of
    rewards should ask first.)"""
    if reward in ("tool_calls", "state_change", "behaviour"):
        return CHECKERS[task.checker] == reward
    if reward in ("memory_gate", "skill_gate"):
        return reward in gates_of(task)
    if reward in ("spieval_exact", "spieval_shaped", "partial_credit"):
        return task.gold is not None
    return True


@register("task_checker")
def task_checker(episode: EpisodeRecord) -> RewardResult:
    """The env's default reward: the task's own primary checker (``task.checker``:
    ``spieval_exact``, ``tool_calls``, ``state_change`` or ``behaviour``) times its gates
    (``memory_gate`` when the task requires memory ids, ``skill_gate`` when it has a skill
    setting), in [0, 1].

    Breakdown: the primary checker's own for an ungated task; for a gated one the nested
    ``reward`` and ``gate`` entries of :func:`~mobile_env.rewards.compose.gated`, plus
    ``exec_ok`` (the primary checker passed) and ``route_ok`` (every gate's check held). A task
    with a user adds ``clarification`` (guessed values, unneeded questions), which, when not
    empty, makes the value 0.
    """
    result = _checked(episode)
    if episode.task.user is None:
        return result
    problems = clarification_problems(episode)
    return RewardResult(0.0 if problems else result.value,
                        {**result.breakdown, "clarification": problems})


def _checked(episode: EpisodeRecord) -> RewardResult:
    """The primary checker times the gates (see :func:`task_checker`)."""
    primary = CHECKERS[episode.task.checker]
    gates = gates_of(episode.task)
    if not gates:
        return get(primary)(episode)
    result = _composite(primary, gates)(episode)
    route_ok = all(get(g)(episode).value == 1.0 if g == "memory_gate"
                   else route_check(episode)["route_ok"] for g in gates)
    exec_ok = get(primary)(episode).value == 1.0
    return RewardResult(result.value,
                        {**result.breakdown, "route_ok": route_ok, "exec_ok": exec_ok})
