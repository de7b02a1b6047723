"""MobilePA-Bench Bucket 1, Tool Call: the required calls were made, in order (or in any order,
where the task says so), and nothing else with a side effect was (F19).

An episode passes iff its successful calls contain the task's ``required_calls`` -- each pair
with the same tool and matching arguments under the normalised value rules
(:func:`mobile_env.rewards.gold_calls.call_problems` with
:data:`~mobile_env.rewards.values.NORMALISED`: the paper's "normalized argument values") -- and
every successful call with a side effect is one of the paired calls. A call has a side effect
when it can change what the phone or the user's memory holds (:func:`has_side_effect`): an
execution tool, or a memory write (``add_user_memory``, ``replace_user_memory``,
``remove_user_memory``). Reads, memory searches, skill loads and handoffs outside the requirement
are allowed; failed calls are ignored, as they changed nothing (a call retried after a
permission block or an injected fault counts once).

With ``required_calls_ordered`` (the default) the required calls must come in their order, as
an ordered subsequence: pairing takes, for each required call in turn, the earliest matching call
after the previous pair, which is exact (side-effect calls can only pair with required calls of
their own tool, so if any order-preserving pairing covers every side-effect call, the earliest one
does too). Without it the required calls may come in any order: the episode passes iff some
one-to-one pairing covers every required call and every side-effect call: one exists iff a
matching covers the required calls and another the side-effect calls (the Mendelsohn-Dulmage
theorem), and :func:`pair_any_order` combines the two.

An ambiguity friction adds one rule (shared with the state and behaviour checkers): none of its
``forbidden_calls`` may succeed before one of its ``resolved_by`` calls has.

The breakdown lists each required call with the call paired to it (or, when none is, the
closest call of that tool and what differed, ``out_of_order`` if it matched but came too early),
the ``extraneous_calls`` with side effects and any ``ambiguity`` violations; an ``index`` counts
successful calls only.
"""

from __future__ import annotations

from typing import Any, Sequence

from mobile_env.episode import EpisodeRecord
from mobile_env.task_format.schema import GoldCall
from mobile_env.tools.dispatch import CallResult
from mobile_env.reward_registry import RewardResult, register
from mobile_env.rewards.gates import MEMORY_SEARCH
from mobile_env.rewards.gold_calls import call_problems
from mobile_env.rewards.values import NORMALISED

def has_side_effect(call: CallResult) -> bool:
    """Whether ``call`` can change the phone or the user's memory (an unrequested one fails):
    an execute tool, or a memory tool other than the search."""
    return call.kind == "execute" or (call.kind == "memory" and call.name != MEMORY_SEARCH)


def side_effect_positions(calls: Sequence[CallResult]) -> list[int]:
    """The positions of the calls in ``calls`` that have a side effect, in order."""
    return [j for j, call in enumerate(calls) if has_side_effect(call)]


def matches(gold: GoldCall, call: CallResult) -> bool:
    """Whether ``call`` matches the required call ``gold`` under the normalised rules."""
    return not call_problems(gold, call, NORMALISED)


def pair_in_order(required: Sequence[GoldCall], calls: Sequence[CallResult]) -> list[int | None]:
    """For each required call, the index of the earliest matching call after the previous pair
    (a call of another tool never matches)."""
    pairs: list[int | None] = []
    start = 0
    for gold in required:
        index = next((j for j in range(start, len(calls))
                      if calls[j].name == gold.name and matches(gold, calls[j])), None)
        pairs.append(index)
        if index is not None:
            start = index + 1
    return pairs


def maximum_matching(edges: list[list[int]]) -> list[int | None]:
    """A maximum matching of left nodes ``0..len(edges)-1`` to the right nodes their edges name,
    by Kuhn's augmenting paths; for each left node its right node, or None."""
    owner: dict[int, int] = {}

    def augment(left: int, seen: set[int]) -> bool:
        for right in edges[left]:
            if right not in seen:
                seen.add(right)
                held = owner.get(right)
                if held is None or augment(held, seen):
                    owner[right] = left
                    return True
        return False

    for node in range(len(edges)):
        augment(node, set())
    pairs: list[int | None] = [None] * len(edges)
    for right, left in owner.items():
        pairs[left] = right
    return pairs


def pair_any_order(required: Sequence[GoldCall], calls: Sequence[CallResult]) -> list[int | None]:
    """For each required call, a distinct matching call in any order: a maximum pairing that,
    when it covers every required call, also covers as many side-effect calls as can be paired.

    A matching covering the required calls is repaired along alternating paths with a matching
    that covers the pairable side-effect calls: each path gives an uncovered side-effect call
    its partner and moves the displaced pairs along, until the call left over is no side effect.
    """
    edges = [[j for j, call in enumerate(calls) if call.name == gold.name and matches(gold, call)]
             for gold in required]
    pairs = maximum_matching(edges)
    if None in pairs:
        return pairs
    writes = side_effect_positions(calls)
    by_write = [[g for g, e in enumerate(edges) if j in e] for j in writes]
    partner = {writes[i]: g for i, g in enumerate(maximum_matching(by_write)) if g is not None}
    owner = {j: g for g, j in enumerate(pairs)}
    for write in partner:
        call = write
        while call not in owner and call in partner:
            gold = partner[call]
            displaced = pairs[gold]
            assert displaced is not None  # every required call is paired by now
            pairs[gold], owner[call] = call, gold
            del owner[displaced]
            call = displaced
    return pairs


def _unpaired(gold: GoldCall, calls: Sequence[CallResult], after: int,
              paired: set[int]) -> dict[str, Any]:
    """Why ``gold`` found no partner: a free match that came too early, or the closest call's
    problems."""
    same = [j for j, call in enumerate(calls) if call.name == gold.name]
    if not same:
        return {"call": None, "problems": [{"problem": "missing_call"}]}
    problems = {j: call_problems(gold, calls[j], NORMALISED) for j in same}
    early = next((j for j in same if j < after and j not in paired and not problems[j]), None)
    if early is not None:
        return {"call": gold.name, "index": early, "problems": [{"problem": "out_of_order"}]}
    closest = min(same, key=lambda j: len(problems[j]))
    return {"call": gold.name, "index": closest, "problems": problems[closest]}


def ambiguity_violations(episode: EpisodeRecord) -> list[dict[str, Any]]:
    """The forbidden calls that succeeded before their ambiguity was resolved."""
    return [{"problem": "unresolved_ambiguity", "call": call, "table": item.table,
             "candidates": item.record_ids}
            for item, call in episode.friction.unresolved_ambiguities(episode.effective_calls)]


def side_effects(calls: Sequence[CallResult], paired: set[int]) -> list[dict[str, Any]]:
    """The calls of ``calls`` outside ``paired`` that had side effects, with their positions."""
    return [{"index": j, "call": calls[j].name, "arguments": calls[j].arguments}
            for j in side_effect_positions(calls) if j not in paired]


@register("tool_calls")
def tool_calls(episode: EpisodeRecord) -> RewardResult:
    """MobilePA's tool-call checker: 1.0 iff the task's required calls were made (in order,
    where required) with matching arguments, no other successful call had a side effect and no
    ambiguity was ignored; else 0.0.

    Breakdown: ``correct``; ``calls``, one entry per required call (``required``, ``matched``,
    the ``call`` and ``index`` paired or closest, its ``problems``); ``extraneous_calls`` (the
    unrequested side effects, with ``index``, ``call`` and ``arguments``); ``missing_calls``;
    ``ambiguity``. Indices count successful calls only.
    """
    task = episode.task
    required = task.required_calls
    calls = episode.effective_calls
    ordered = task.required_calls_ordered
    pairs = (pair_in_order if ordered else pair_any_order)(required, calls)
    paired = {j for j in pairs if j is not None}
    details = []
    after = 0
    for gold, index in zip(required, pairs):
        if index is None:
            details.append({"required": gold.name, "matched": False,
                            **_unpaired(gold, calls, after if ordered else 0, paired)})
        else:
            after = index + 1
            details.append({"required": gold.name, "matched": True, "call": calls[index].name,
                            "index": index, "problems": []})
    extraneous = side_effects(calls, paired)
    ambiguity = ambiguity_violations(episode)
    correct = all(d["matched"] for d in details) and not extraneous and not ambiguity
    return RewardResult(1.0 if correct else 0.0,
                        {"correct": correct, "calls": details,
                         "extraneous_calls": extraneous,
                         "missing_calls": [d["required"] for d in details if not d["matched"]],
                         "ambiguity": ambiguity})
