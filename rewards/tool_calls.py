"""MobilePA-Bench Bucket 1, Tool Call: the required calls were made, in order, and nothing else
with a side effect was (F19).

An episode passes iff its successful calls contain the task's ``required_calls`` as an ordered
subsequence -- each pair with the same tool and matching arguments under the SPIEval parameter
rules and normalisation (:func:`mobile_env.rewards.gold_calls.call_problems`) -- and every successful
execution call (kind ``execute``: the calls with side effects) is one of the paired calls. Reads
(``retrieve``) and other calls outside the requirement are allowed; failed calls are ignored, as
they changed nothing (a call retried after a permission block or an injected fault counts once).

Pairing takes, for each required call in turn, the earliest matching call after the previous
pair. That is exact: execution calls can only pair with required calls of their own tool, so if
any order-preserving pairing covers every execution call, the earliest one does too.

An ambiguity friction adds one rule (shared with the state checker): none of its
``forbidden_calls`` may succeed before one of its ``resolved_by`` calls has.

The breakdown lists each required call with the call paired to it (or, when none is, the
closest call of that tool and what differed, ``out_of_order`` if it matched but came too early),
the ``extraneous_calls`` with side effects and any ``ambiguity`` violations; an ``index`` counts
successful calls only.
"""

from __future__ import annotations

from typing import Any, Sequence

from mobile_env.episode import EpisodeRecord
from mobile_env.tasks.schema import Ambiguity, GoldCall
from mobile_env.tools.dispatch import CallResult
from mobile_env.rewards.base import RewardResult, register
from mobile_env.rewards.gold_calls import call_problems
from mobile_env.rewards.values import NORMALISED

#: Call kinds whose calls change the phone; an unrequired one fails the episode.
SIDE_EFFECT_KINDS = frozenset({"execute"})


def pair_in_order(required: Sequence[GoldCall], calls: Sequence[CallResult]) -> list[int | None]:
    """For each required call, the index of the earliest matching call after the previous pair."""
    pairs: list[int | None] = []
    start = 0
    for gold in required:
        index = next((j for j in range(start, len(calls)) if not call_problems(gold, calls[j], NORMALISED)), None)
        pairs.append(index)
        if index is not None:
            start = index + 1
    return pairs


def _unpaired(gold: GoldCall, calls: Sequence[CallResult], after: int,
              paired: set[int]) -> dict[str, Any]:
    """Why ``gold`` found no partner: a free match that came too early, or the closest call's
    problems."""
    same = [j for j, c in enumerate(calls) if c.name == gold.name]
    if not same:
        return {"call": None, "problems": [{"problem": "missing_call"}]}
    early = next((j for j in same if j < after and j not in paired
                  and not call_problems(gold, calls[j], NORMALISED)), None)
    if early is not None:
        return {"call": gold.name, "index": early, "problems": [{"problem": "out_of_order"}]}
    closest = min(same, key=lambda j: len(call_problems(gold, calls[j], NORMALISED)))
    return {"call": gold.name, "index": closest, "problems": call_problems(gold, calls[closest], NORMALISED)}


def ambiguity_violations(episode: EpisodeRecord) -> list[dict[str, Any]]:
    """The forbidden calls that succeeded before their ambiguity was resolved."""
    out = []
    for item in episode.task.friction:
        if not isinstance(item, Ambiguity):
            continue
        for call in episode.effective_calls:
            if call.name in item.resolved_by:
                break
            if call.name in item.forbidden_calls:
                out.append({"problem": "unresolved_ambiguity", "call": call.name,
                            "table": item.table, "candidates": item.record_ids})
    return out


@register("tool_calls")
def tool_calls(episode: EpisodeRecord) -> RewardResult:
    """1.0 iff the required calls were made in order and no other call had a side effect."""
    required = episode.task.required_calls
    calls = episode.effective_calls
    pairs = pair_in_order(required, calls)
    paired = {j for j in pairs if j is not None}
    details = []
    after = 0
    for gold, index in zip(required, pairs):
        if index is None:
            details.append({"required": gold.name, "matched": False,
                            **_unpaired(gold, calls, after, paired)})
        else:
            after = index + 1
            details.append({"required": gold.name, "matched": True, "call": calls[index].name,
                            "index": index, "problems": []})
    extraneous = [{"index": j, "call": c.name, "arguments": c.arguments} for j, c in enumerate(calls)
                  if j not in paired and c.kind in SIDE_EFFECT_KINDS]
    ambiguity = ambiguity_violations(episode)
    correct = all(d["matched"] for d in details) and not extraneous and not ambiguity
    return RewardResult(1.0 if correct else 0.0,
                        {"correct": correct, "calls": details, "extraneous_calls": extraneous,
                         "missing_calls": [d["required"] for d in details if not d["matched"]],
                         "ambiguity": ambiguity})
