"""Shaping terms, the recommended shaped reward, and per-step shaping (F23).

Every term is a registered reward with a value in [-1, 1] that reads only the episode's steps and
task, so it is also defined on an unfinished episode (see :func:`step_rewards`):

============================  ===========================================================  =======
``well_formed`` (``format``)  share of steps without a malformed call (below); 0 if none   [0, 1]
``partial_credit``            F1 over gold units (tool + each gold parameter) of the       [0, 1]
                              best-matching gold answer; extra calls, wrong values lower it
``retrieval_efficiency``      1 / (1 + retrievals beyond the reference solution's count)   (0, 1]
``step_cost``                 -0.02 per step, at most -1                                   [-1, 0]
``invalid_call_penalty``      -0.1 per malformed call or unparsable action, at most -1     [-1, 0]
``final_reply``               finish: 1; an answer: its similarity to the [DONE] reply     [0, 1]
============================  ===========================================================  =======

A call or step is *malformed* when its error is ``invalid_json``, ``unknown_tool``,
``invalid_arguments`` or ``too_large``: the model's own writing failed, as opposed to friction
(permission denied, tool errors) that a good plan has to recover from. ``well_formed`` is a rate
(it can be diluted by padding with valid calls); ``invalid_call_penalty`` is a count (it cannot).

``spieval_shaped`` is the recommended training reward: ``spieval_exact`` plus shaping whose
weights sum (in absolute value) to 0.45 < 1, the correctness margin, so a wrong answer never
outscores a right one. The positive terms are gated by progress so that doing nothing, or only
reading, earns nothing: format counts in proportion to partial credit, and retrieval efficiency
only once the task is solved.
"""

from __future__ import annotations

from typing import Any

from rapidfuzz import fuzz

from mobile_env.episode import EpisodeRecord, StepRecord
from mobile_env.i18n import DONE_REPLY_ZH
from mobile_env.prompts import DONE_REPLY
from mobile_env.task_format.schema import GoldAnswer, GoldCall
from mobile_env.tools import REGISTRY, CallResult
from mobile_env.reward_registry import Reward, RewardResult, register, score
from mobile_env.rewards.behaviour import final_message
from mobile_env.rewards.compose import RewardLike, gated, weighted
from mobile_env.rewards.gold_calls import (NO_GOLD, align, candidate_pairs, execution_calls,
                                           gold_answers, task_rules)
from mobile_env.rewards.values import Rules

#: Error types that mean the model wrote a bad call (not friction from the phone).
MALFORMED: frozenset[str] = frozenset({"invalid_json", "unknown_tool", "invalid_arguments",
                                       "too_large"})


def _malformed_step(step: StepRecord) -> bool:
    return step.error_type in MALFORMED or any(c.feedback.error_type in MALFORMED
                                               for c in step.calls)


def _malformed_count(step: StepRecord) -> int:
    """Malformed calls of a step; an action that did not parse at all counts as one."""
    return sum(c.feedback.error_type in MALFORMED
               for c in step.calls) or int(step.error_type in MALFORMED)


@register("well_formed")
def well_formed(episode: EpisodeRecord) -> RewardResult:
    """The share of steps without a malformed call or action, in [0, 1]; 0 for an episode with
    no step (no credit for saying nothing). Also registered as ``format``.

    Breakdown: ``steps`` and ``malformed_steps``.
    """
    bad = sum(_malformed_step(step) for step in episode.steps)
    steps = len(episode.steps)
    return RewardResult((steps - bad) / steps if steps else 0.0,
                        {"steps": steps, "malformed_steps": bad})


def _units(gold: GoldCall) -> int:
    """What a gold call asks for: the right tool, and each of its parameters."""
    return 1 + len(gold.arguments)


def _call_units(call: CallResult) -> int:
    """What a call asserts: its tool, and each argument it gives."""
    return 1 + len(call.arguments)


def _pair_counts(gold: GoldCall, call: CallResult,
                 problems: list[dict[str, Any]]) -> tuple[int, int]:
    """(true positives, false positives) of pairing ``call`` with ``gold``, given the checker's
    own ``problems`` of the pair; a wrong tool asserted its whole call wrongly."""
    kinds = [p["problem"] for p in problems]
    if "wrong_tool" in kinds:
        return 0, _call_units(call)
    wrong, missing = kinds.count("wrong_value"), kinds.count("missing_param")
    return _units(gold) - wrong - missing, wrong + kinds.count("unexpected_param")


def _answer_f1(answer: GoldAnswer, calls: list[CallResult], ordered: bool,
               rules: Rules) -> dict[str, Any]:
    """F1 of ``calls`` against one gold answer, pairing calls exactly as the checker does;
    every unpaired call's units are false positives."""
    problems = candidate_pairs(answer, calls, ordered, rules)
    pairs = align(answer, calls, ordered, problems)
    tp = fp = 0
    for g, (gold, c) in enumerate(zip(answer.calls, pairs)):
        if c is not None:
            hits, misses = _pair_counts(gold, calls[c], problems[g, c])
            tp, fp = tp + hits, fp + misses
    fp += sum(_call_units(call) for i, call in enumerate(calls) if i not in pairs)
    gold_units = sum(_units(g) for g in answer.calls)
    return {"f1": 2 * tp / (tp + fp + gold_units), "true_positives": tp, "false_positives": fp,
            "gold_units": gold_units}


@register("partial_credit")
def partial_credit(episode: EpisodeRecord) -> RewardResult:
    """Parameter-level partial credit in [0, 1]: F1 over the gold units (each gold call's tool
    and each of its parameters) of the best-matching gold answer, the successful execution calls
    paired with the gold calls as ``spieval_exact`` pairs them, values compared under the task's
    rules (SPIEval's for gold answers, the normalised ones for MobilePA's required calls). 0 for
    a task without gold calls.

    Recall rewards each right tool and each right parameter; precision charges wrong values,
    unexpected parameters and every unpaired execution call, so spraying calls with every
    candidate value scores well below the single right call.

    Breakdown: ``answer_index``, ``f1``, ``true_positives``, ``false_positives`` and
    ``gold_units`` of the best answer.
    """
    gold = gold_answers(episode.task)
    if gold is None:
        return RewardResult(0.0, {"f1": 0.0, "error": NO_GOLD.format(episode.task.checker)})
    answers, ordered = gold
    calls = execution_calls(episode)
    results = [_answer_f1(a, calls, ordered, task_rules(episode.task)) for a in answers]
    best = max(range(len(results)), key=lambda i: (results[i]["f1"], -i))
    return RewardResult(results[best]["f1"], {"answer_index": best, **results[best]})


def _reference_retrievals(episode: EpisodeRecord) -> int:
    return sum(1 for step in episode.task.reference_solution for c in step
               if c.name in REGISTRY and REGISTRY[c.name].kind == "retrieve")


@register("retrieval_efficiency")
def retrieval_efficiency(episode: EpisodeRecord) -> RewardResult:
    """``1 / (1 + extra)`` in (0, 1], extra = the retrieval calls made (failed ones too: they
    cost a step) beyond the reference solution's. High for doing nothing, so use it gated by
    success.

    Breakdown: ``retrievals``, ``reference_retrievals`` and ``extra``.
    """
    made = sum(call.kind == "retrieve" for call in episode.calls)
    reference = _reference_retrievals(episode)
    extra = max(0, made - reference)
    return RewardResult(1.0 / (1 + extra), {"retrievals": made, "reference_retrievals": reference,
                                            "extra": extra})


def step_cost(per_step: float, cap: float = 1.0) -> Reward:
    """A reward of ``-per_step`` per step, never below ``-cap`` (bounded, so it stays under the
    correctness margin whatever the step limit); registered as ``step_cost`` with 0.02 per step.

    Args:
        per_step: the cost of one step.
        cap: the largest total cost.

    Returns:
        The reward; its breakdown holds ``steps`` and ``per_step``.
    """
    def cost(episode: EpisodeRecord) -> RewardResult:
        steps = len(episode.steps)
        return RewardResult(0.0 - min(cap, per_step * steps),
                            {"steps": steps, "per_step": per_step})

    cost.__name__ = f"step_cost({per_step:g})"
    return cost


def invalid_call_penalty(per_call: float, cap: float = 1.0) -> Reward:
    """A reward of ``-per_call`` per malformed call (or unparsable action), never below
    ``-cap``; registered as ``invalid_call_penalty`` with 0.1 per call.

    Args:
        per_call: the penalty of one malformed call.
        cap: the largest total penalty.

    Returns:
        The reward; its breakdown holds ``malformed_calls`` and ``per_call``.
    """
    def penalty(episode: EpisodeRecord) -> RewardResult:
        bad = sum(_malformed_count(step) for step in episode.steps)
        return RewardResult(0.0 - min(cap, per_call * bad),
                            {"malformed_calls": bad, "per_call": per_call})

    penalty.__name__ = f"invalid_call_penalty({per_call:g})"
    return penalty


@register("final_reply")
def final_reply(episode: EpisodeRecord) -> RewardResult:
    """Whether the episode ended the way the system prompt asks: 1 for the ``finish`` tool (the
    structured way to say done), else how close the planner's last words are to the closing
    reply (``[DONE] Request completed. ...``, or Figure 9's Chinese original) as rapidfuzz's
    ``ratio`` in [0, 1], 0 when it said nothing. A format term that has a value for any text,
    so it still separates the episodes of a model that cannot make a call yet (an untrained one
    writes prose, which every other term scores alike); the GRPO smoke config relies on that.

    Breakdown: ``ended_with`` (``finish``, ``answer`` or ``nothing``); for an answer, the
    closing ``reply`` it was compared with and the first 200 characters ``said``.
    """
    if episode.termination_reason == "finish":
        return RewardResult(1.0, {"ended_with": "finish"})
    said = final_message(episode)
    scores = {reply: fuzz.ratio(said, reply) / 100 for reply in (DONE_REPLY, DONE_REPLY_ZH)}
    best = max(scores, key=scores.__getitem__)
    return RewardResult(scores[best] if said else 0.0,
                        {"ended_with": "answer" if said else "nothing", "reply": best,
                         "said": said[:200]})


register("format", well_formed)  # the name SPEC F23 ("valid format") and configs use for it
register("step_cost", step_cost(0.02))
register("invalid_call_penalty", invalid_call_penalty(0.1))

#: The shaping in ``spieval_shaped``: each term lies in [-1, 1] and the absolute weights sum to
#: 0.45, below the 1.0 that separates a right answer from a wrong one under ``spieval_exact``.
SHAPING: dict[RewardLike, float] = {
    "partial_credit": 0.2,
    gated("well_formed", "partial_credit"): 0.05,
    gated("retrieval_efficiency", "spieval_exact"): 0.1,
    "invalid_call_penalty": 0.05,
    "step_cost": 0.05,
}

spieval_shaped = register("spieval_shaped", weighted({"spieval_exact": 1.0, **SHAPING},
                                                     name="spieval_shaped"))
spieval_shaped.__doc__ = """The recommended SPIEval training reward: ``spieval_exact`` plus shaping
    whose absolute weights sum to 0.45, below the 1.0 correctness margin, so a wrong answer never
    outscores a right one: 0.2 ``partial_credit``, 0.05 ``well_formed`` gated by
    ``partial_credit``, 0.1 ``retrieval_efficiency`` gated by ``spieval_exact``, and 0.05 each of
    ``invalid_call_penalty`` and ``step_cost``; in [-0.1, 1.35].

    Breakdown: one entry per term, by name, with its ``weight``, ``value`` and ``breakdown``.
    """


def prefix(episode: EpisodeRecord, steps: int) -> EpisodeRecord:
    """The record as it stood after its first ``steps`` steps.

    Its ``final_state`` is still the episode's last state, so only rewards that read the steps
    (every term here, ``spieval_exact``) are meaningful on a prefix; the env's per-step mode scores
    its live record instead, whose state is exact.
    """
    done = steps >= len(episode.steps)
    return EpisodeRecord(episode.task, episode.setting, episode.initial_state, episode.final_state,
                         episode.steps[:steps], episode.final_answer if done else None,
                         episode.termination_reason if done else None)


def step_rewards(reward: Reward, episode: EpisodeRecord) -> list[float]:
    """Per-step shaping: step t earns ``R(first t steps) - R(first t-1 steps)``.

    The differences telescope, so they sum to ``R(episode) - R(no steps)``: dense feedback that
    cannot change which whole episode is better (potential-based shaping). Each prefix is scored
    as the env scores its ``step_reward`` potential, and a non-finite value is a ``ValueError``.

    Args:
        reward: the potential ``R``.
        episode: the finished episode.

    Returns:
        One reward per step.
    """
    values = [score(reward, prefix(episode, t)).value for t in range(len(episode.steps) + 1)]
    return [after - before for before, after in zip(values, values[1:])]

