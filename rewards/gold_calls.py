"""SPIEval exact match: the execution calls made equal one acceptable gold answer (F19).

An episode is correct iff its successful execution calls can be paired one-to-one with the calls
of some gold answer (in any order, unless the gold is ``ordered``) such that every pair has the
same tool and every parameter matches:

* a parameter with ``values`` matches if its normalised value equals one acceptable value;
* an ``unconstrained`` parameter matches whatever (valid-typed) value it has, or none;
* a ``key_facts`` parameter matches if its text contains every fact (as plain text: trimmed,
  spaces collapsed, case folded);
* a parameter the gold does not mention must be left at its default.

Normalisation: strings are stripped, whitespace-collapsed and case-folded; dates become
``YYYY-MM-DD`` and times ``HH:MM[:SS]``; phone-like strings keep their digits (and a leading
``+``); numbers compare by value (``200 == 200.00``); lists compare as multisets.

The breakdown pairs each gold call with the call that matched it best and says what was wrong:
``wrong_tool``, ``wrong_value`` (parameter, expected, got), ``missing_param`` or
``unexpected_param``; unpaired calls are ``extra_calls`` or ``missing_calls``.
"""

from __future__ import annotations

import itertools
import re
from typing import Any

from mobile_env.episode import EpisodeRecord
from mobile_env.tasks.schema import GoldAnswer, GoldCall, ParamGold, Task
from mobile_env.tools.dispatch import CallResult
from mobile_env.tools.registry import REGISTRY
from mobile_env.rewards.base import RewardResult, register

_DATE = re.compile(r"^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$")
_TIME = re.compile(r"^(\d{1,2}):(\d{2})(?::(\d{2}))?$")
_PHONE = re.compile(r"^\+?[\d\s\-()]{6,}$")
_SPACE = re.compile(r"\s+")


def normalise(value: Any) -> Any:
    """The comparable form of a parameter value (see module docstring)."""
    if isinstance(value, bool):
        return value
    if isinstance(value, (int, float)):
        return round(float(value), 6)
    if isinstance(value, (list, tuple)):
        return tuple(sorted((normalise(v) for v in value), key=repr))
    if not isinstance(value, str):
        return value
    text = _SPACE.sub(" ", value.strip())
    if m := _DATE.match(text):
        return f"{int(m[1]):04d}-{int(m[2]):02d}-{int(m[3]):02d}"
    if m := _TIME.match(text):
        return f"{int(m[1]):02d}:{m[2]}" + (f":{m[3]}" if m[3] else ":00")
    if _PHONE.match(text):
        return ("+" if text.startswith("+") else "") + "".join(c for c in text if c.isdigit())
    try:
        return round(float(text), 6)
    except ValueError:
        return text.casefold()


def _plain(text: str) -> str:
    """Free text for key-fact matching: trimmed, spaces collapsed, case folded (no value parsing,
    so the fact '11:00' is found in 'see you at 11:00')."""
    return _SPACE.sub(" ", text.strip()).casefold()


def _default(tool: str, param: str) -> Any:
    field = REGISTRY[tool].args.model_fields.get(param) if tool in REGISTRY else None
    if field is None:
        return None
    return field.get_default(call_default_factory=True)


def _param_problem(tool: str, param: str, gold: ParamGold, args: dict[str, Any]) -> dict[str, Any] | None:
    if gold.unconstrained:
        return None
    value = args.get(param, _default(tool, param))
    if value in (None, "", []):
        return {"problem": "missing_param", "param": param}
    if gold.key_facts is not None:
        text = _plain(str(value))
        missing = [f for f in gold.key_facts if _plain(f) not in text]
        return {"problem": "wrong_value", "param": param, "expected": gold.key_facts, "got": value} \
            if missing else None
    if normalise(value) in {normalise(v) for v in gold.values or ()}:
        return None
    return {"problem": "wrong_value", "param": param, "expected": gold.values, "got": value}


def call_problems(gold: GoldCall, call: CallResult) -> list[dict[str, Any]]:
    """What differs between ``call`` and ``gold``; empty when they match."""
    if gold.name != call.name:
        return [{"problem": "wrong_tool", "expected": gold.name, "got": call.name}]
    problems = [p for name, spec in gold.arguments.items()
                if (p := _param_problem(call.name, name, spec, call.arguments)) is not None]
    for name, value in call.arguments.items():
        if name not in gold.arguments and normalise(value) != normalise(_default(call.name, name)):
            problems.append({"problem": "unexpected_param", "param": name, "got": value})
    return problems


def _assign(golds: list[int], made: list[int], cost: Any) -> list[int | None]:
    """The cheapest one-to-one assignment of ``made`` calls to ``golds`` (None: left unpaired)."""
    slots: list[int | None] = [*made, *([None] * len(golds))]
    if len(golds) <= 5 and len(made) <= 5:
        best = min(itertools.permutations(slots, len(golds)),
                   key=lambda perm: sum(cost(g, c) for g, c in zip(golds, perm)))
        return list(best)
    free, out = list(made), []
    for g in golds:
        c = min(free, key=lambda j: cost(g, j), default=None)
        out.append(c if c is not None and cost(g, c) < cost(g, None) else None)
        if out[-1] is not None:
            free.remove(out[-1])
    return out


def align(answer: GoldAnswer, calls: list[CallResult], ordered: bool) -> list[int | None]:
    """For each gold call, the index of the made call paired with it (None if none is)."""
    n = len(answer.calls)
    if ordered:
        return [i if i < len(calls) else None for i in range(n)]

    def cost(g: int, c: int | None) -> int:
        return len(answer.calls[g].arguments) + 1 if c is None else len(call_problems(answer.calls[g], calls[c]))

    pairs: list[int | None] = [None] * n
    for tool in dict.fromkeys(g.name for g in answer.calls):
        golds = [i for i, g in enumerate(answer.calls) if g.name == tool]
        made = [j for j, c in enumerate(calls) if c.name == tool]
        for g, c in zip(golds, _assign(golds, made, cost)):
            pairs[g] = c
    return pairs


def match_answer(answer: GoldAnswer, calls: list[CallResult], ordered: bool) -> dict[str, Any]:
    pairs = align(answer, calls, ordered)
    extra = [i for i in range(len(calls)) if i not in set(pairs)]
    leftovers = iter(extra)
    details = []
    for gold, c in zip(answer.calls, pairs):
        if c is None:
            c = next(leftovers, None)
        problems = call_problems(gold, calls[c]) if c is not None else [{"problem": "missing_call"}]
        details.append({"gold": gold.name, "call": None if c is None else calls[c].name,
                        "matched": not problems, "problems": problems})
    extra_calls = [calls[i].name for i in list(leftovers)]
    correct = not extra and all(d["matched"] for d in details)
    return {"correct": correct, "problems": sum(len(d["problems"]) for d in details) + len(extra),
            "calls": details, "extra_calls": extra_calls,
            "missing_calls": [d["gold"] for d in details if d["call"] is None]}


def gold_answers(task: Task) -> tuple[list[GoldAnswer], bool] | None:
    """The acceptable call sets of a task and whether order matters: SPIEval's gold answers, or
    a MobilePA tool-call task's required calls as one ordered answer; None for other tasks."""
    if task.gold is not None:
        return list(task.gold.answers), task.gold.ordered
    if task.required_calls:
        return [GoldAnswer(calls=list(task.required_calls))], True
    return None


NO_GOLD = "the task has no gold calls (its checker is {}); score it with task_checker"


@register("spieval_exact")
def spieval_exact(episode: EpisodeRecord) -> RewardResult:
    """1.0 iff the successful execution calls match one acceptable gold answer exactly."""
    gold = gold_answers(episode.task)
    if gold is None:
        return RewardResult(0.0, {"correct": False, "error": NO_GOLD.format(episode.task.checker)})
    answers, ordered = gold
    calls = [c for c in episode.effective_calls if c.kind == "execute"]
    results = [match_answer(a, calls, ordered) for a in answers]
    best = min(range(len(results)), key=lambda i: (not results[i]["correct"], results[i]["problems"], i))
    chosen = results[best]
    return RewardResult(1.0 if chosen["correct"] else 0.0,
                        {"correct": chosen["correct"], "answer_index": best,
                         "calls": chosen["calls"], "extra_calls": chosen["extra_calls"],
                         "missing_calls": chosen["missing_calls"], "execution_calls": len(calls)})
