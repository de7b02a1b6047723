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

from bisect import bisect_left
from itertools import islice
from typing import Any, Callable, Sequence

from mobile_env.episode import CallIndex, EpisodeRecord, call_index, succeeded
from mobile_env.tasks.schema import GoldCall
from mobile_env.tools.dispatch import CallResult
from mobile_env.tools.registry import REGISTRY
from mobile_env.reward_registry import RewardResult, breakdown_read, register
from mobile_env.rewards.gates import MEMORY_SEARCH
from mobile_env.rewards.gold_calls import PairCosts, pair_costs
from mobile_env.rewards.values import NORMALISED

#: The memory tools that write: every memory tool but the search.
MEMORY_WRITES = frozenset(REGISTRY.names(kind="memory")) - {MEMORY_SEARCH}


#: Whether a required call is matched by a made call (its problems, priced once a record).
Matches = Callable[[GoldCall, CallResult], bool]


def has_side_effect(call: CallResult) -> bool:
    """Whether ``call`` can change the phone or the user's memory (an unrequested one fails)."""
    return call.kind == "execute" or call.name in MEMORY_WRITES


def side_effect_positions(calls: CallIndex) -> list[int]:
    """The positions of the calls in ``calls`` that have a side effect (:func:`has_side_effect`),
    in order."""
    return calls.positions(tools=MEMORY_WRITES, kinds=("execute",))


def side_effect_count(calls: CallIndex) -> int:
    """How many calls in ``calls`` have a side effect, without listing them (a sum of list
    lengths): a memory write is a call of kind ``memory``, never ``execute``, so no call is
    counted twice."""
    return len(calls.by_kind.get("execute", ())) + sum(len(calls.by_tool.get(name, ()))
                                                        for name in MEMORY_WRITES)


def matcher(episode: EpisodeRecord) -> Matches:
    """Whether a required call is matched, under the normalised rules, priced once per distinct
    call by the record's pair costs."""
    costs = pair_costs(episode)
    return lambda gold, call: costs.cost(gold, call, NORMALISED) == 0


def pair_in_order(required: Sequence[GoldCall], calls: CallIndex,
                  matches: Matches) -> list[int | None]:
    """For each required call, the index of the earliest matching call after the previous pair
    (looked for among the calls of its tool: a call of another tool never matches)."""
    pairs: list[int | None] = []
    start = 0
    for gold in required:
        same = calls.by_tool.get(gold.name, [])
        index = next((j for j in islice(same, bisect_left(same, start), None)
                      if matches(gold, calls.calls[j])), None)
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


def pair_any_order(required: Sequence[GoldCall], calls: CallIndex,
                   matches: Matches) -> list[int | None]:
    """For each required call, a distinct matching call in any order: a maximum pairing that,
    when it covers every required call, also covers as many side-effect calls as can be paired.

    A matching covering the required calls is repaired along alternating paths with a matching
    that covers the pairable side-effect calls: each path gives an uncovered side-effect call
    its partner and moves the displaced pairs along, until the call left over is no side effect.
    """
    edges = [[j for j in calls.by_tool.get(gold.name, []) if matches(gold, calls.calls[j])]
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


def _unpaired(gold: GoldCall, calls: CallIndex, after: int, paired: set[int],
              costs: PairCosts) -> dict[str, Any]:
    """Why ``gold`` found no partner: a free match that came too early, or the closest call's
    problems."""
    same = calls.by_tool.get(gold.name, [])
    if not same:
        return {"call": None, "problems": [{"problem": "missing_call"}]}

    def cost(j: int) -> int:
        return costs.cost(gold, calls.calls[j], NORMALISED)

    early = next((j for j in same if j < after and j not in paired and cost(j) == 0), None)
    if early is not None:
        return {"call": gold.name, "index": early, "problems": [{"problem": "out_of_order"}]}
    closest = min(same, key=cost)
    return {"call": gold.name, "index": closest,  # copies: the breakdown is its reader's
            "problems": [dict(p) for p in costs.problems(gold, calls.calls[closest], NORMALISED)]}


def ambiguity_violations(episode: EpisodeRecord) -> list[dict[str, Any]]:
    """The forbidden calls that succeeded before their ambiguity was resolved."""
    return [{"problem": "unresolved_ambiguity", "call": call, "table": item.table,
             "candidates": item.record_ids}
            for item, call in episode.friction.unresolved_ambiguities(
                call_index(episode, succeeded).calls)]


def side_effects(calls: CallIndex, paired: set[int]) -> list[dict[str, Any]]:
    """The successful calls outside ``paired`` that had side effects."""
    return [{"index": j, "call": calls.names[j], "arguments": calls.calls[j].arguments}
            for j in side_effect_positions(calls) if j not in paired]


@register("tool_calls")
def tool_calls(episode: EpisodeRecord) -> RewardResult:
    """1.0 iff the required calls were made (in order, where required) and no other call had a
    side effect."""
    task = episode.task
    required = task.required_calls
    calls = call_index(episode, succeeded)
    if not breakdown_read() and side_effect_count(calls) > len(required):
        # Scored for its value alone: more side effects than required calls leave one unpaired,
        # so the value is 0 whatever pairs; under step_reward="tool_calls", listing 5,000 writes
        # made scoring step 5,000 cost 1.5 ms (36x step 1). The details are left out.
        return RewardResult(0.0, {"correct": False, "calls": [], "extraneous_calls": [],
                                  "missing_calls": [], "ambiguity": []})
    ordered = task.required_calls_ordered
    pairs = (pair_in_order if ordered else pair_any_order)(required, calls, matcher(episode))
    paired = {j for j in pairs if j is not None}
    details = []
    after = 0
    for gold, index in zip(required, pairs):
        if index is None:
            details.append({"required": gold.name, "matched": False,
                            **_unpaired(gold, calls, after if ordered else 0, paired,
                                        pair_costs(episode))})
        else:
            after = index + 1
            details.append({"required": gold.name, "matched": True, "call": calls.names[index],
                            "index": index, "problems": []})
    extraneous = side_effects(calls, paired)
    ambiguity = ambiguity_violations(episode)
    correct = all(d["matched"] for d in details) and not extraneous and not ambiguity
    return RewardResult(1.0 if correct else 0.0,
                        {"correct": correct, "calls": details,
                         "extraneous_calls": extraneous,
                         "missing_calls": [d["required"] for d in details if not d["matched"]],
                         "ambiguity": ambiguity})
