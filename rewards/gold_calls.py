"""SPIEval exact match: the execution calls made equal one acceptable gold answer (F19).

An episode is correct iff its successful execution calls can be paired one-to-one with the calls
of some gold answer (in any order, unless the gold is ``ordered``) such that every pair has the
same tool and every parameter matches its rule:

* ``values`` (and ``paraphrases``): the value matches one acceptable value;
* ``unconstrained``: any value of the parameter's type, or none;
* ``key_facts``: free text containing every fact, each fact in one of its wordings (trimmed and
  case folded; SPIEval's protocol keeps inner whitespace, the normalising rules collapse it);
* a parameter left out counts as its default (so it matches when the default is acceptable),
  and always matches when it ``may_omit``;
* a parameter the gold does not mention must be left out or given its default.

How two values compare is a rule set of :mod:`mobile_env.rewards.values`: two rewards are
registered, ``spieval_exact`` with SPIEval's protocol (types strict, formats as declared,
strings trimmed and case-insensitive, enum labels case-insensitive; the task checker of every
SPIEval task) and ``spieval_normalised`` with the lenient normalising rules.

The breakdown pairs each gold call with the call that matched it best and says what was wrong:
``wrong_tool``, ``wrong_value`` (parameter, expected, got), ``missing_param`` or
``unexpected_param``; unpaired calls are ``extra_calls`` or ``missing_calls``.
"""

from __future__ import annotations

from typing import Any, Callable, Sequence

from mobile_env.episode import EpisodeRecord
from mobile_env.task_format.schema import GoldAnswer, GoldCall, ParamGold, Task, fact_wordings
from mobile_env.tools.dispatch import CallResult
from mobile_env.tools.registry import REGISTRY
from mobile_env.reward_registry import RewardResult, register
from mobile_env.rewards.values import NORMALISED, SPIEVAL, Rules

_OMITTED = object()
#: The cost of pairing a gold call (by index) with a made call (by index; None: unpaired).
Cost = Callable[[int, int | None], int]


def _default(tool: str, param: str) -> Any:
    field = REGISTRY[tool].args.model_fields.get(param) if tool in REGISTRY else None
    if field is None:
        return None
    return field.get_default(call_default_factory=True)


def _given(tool: str, param: str, args: dict[str, Any]) -> Any:
    """The value given for ``param``: as written, or ``_OMITTED`` when left out (a JSON null for
    a parameter that may be left out is left out too, as the tool reads it)."""
    value = args.get(param, _OMITTED)
    if value is None and (_default(tool, param) is None
                          or (tool in REGISTRY and param in REGISTRY[tool].optional_args)):
        return _OMITTED
    return value


#: What a gold call's parameters accept, in the form a made value is compared with: the keys of
#: the acceptable values under the rules, or each key fact's wordings as the rules read text.
#: Made once per gold call and shared by its pairings with every made call.
Expected = dict[str, list[Any]]


def expected_keys(gold: GoldCall, rules: Rules) -> Expected:
    """For each parameter of ``gold``: its key facts' wordings as ``rules`` read free text (one
    list per fact), or the keys of its acceptable values under ``rules``."""
    out: Expected = {}
    for param, spec in gold.arguments.items():
        if spec.key_facts is not None:
            out[param] = [[rules.text(w) for w in fact_wordings(f)] for f in spec.key_facts]
        elif spec.values is not None:
            out[param] = [rules.key(gold.name, param, a) for a in spec.acceptable()]
    return out


def _param_problem(tool: str, param: str, gold: ParamGold, args: dict[str, Any],
                   rules: Rules, expected: Expected) -> dict[str, Any] | None:
    value = _given(tool, param, args)
    if value is _OMITTED:
        if gold.unconstrained or gold.may_omit:
            return None
        value = _default(tool, param)
    elif gold.unconstrained:
        return None if rules.typed(tool, param, value) else {
            "problem": "wrong_value", "param": param, "expected": "a value of its type",
            "got": value}
    if value is None or (value in ("", []) and not (gold.values and value in gold.values)):
        return {"problem": "missing_param", "param": param}
    if gold.key_facts is not None:
        if isinstance(value, str):
            body = rules.text(value)
            if all(any(w in body for w in wordings) for wordings in expected[param]):
                return None
        return {"problem": "wrong_value", "param": param, "expected": gold.key_facts, "got": value}
    keys = expected.get(param)
    if keys is None:
        if rules.any_of(tool, param, value, gold.acceptable()):
            return None
    elif rules.typed(tool, param, value):
        key = rules.key(tool, param, value)
        if any(key == k for k in keys):
            return None
    return {"problem": "wrong_value", "param": param, "expected": gold.acceptable(), "got": value}


def call_problems(gold: GoldCall, call: CallResult, rules: Rules = SPIEVAL,
                  expected: Expected | None = None) -> list[dict[str, Any]]:
    """What differs between ``call`` and ``gold`` under ``rules``; empty when they match.
    ``expected``: :func:`expected_keys` of ``gold``, when the caller pairs it with several
    calls."""
    if gold.name != call.name:
        return [{"problem": "wrong_tool", "expected": gold.name, "got": call.name}]
    args = rules.arguments(call)
    if expected is None:
        expected = expected_keys(gold, rules)
    problems = [p for name, spec in gold.arguments.items()
                if (p := _param_problem(call.name, name, spec, args, rules, expected)) is not None]
    for name in args:
        value = _given(call.name, name, args)
        if name not in gold.arguments and value is not _OMITTED \
                and not rules.same(call.name, name, value, _default(call.name, name)):
            problems.append({"problem": "unexpected_param", "param": name, "got": value})
    return problems


#: Most gold calls of one tool, and most made calls of it, that are paired exactly (the cheapest
#: pairing); more are paired greedily, gold call by gold call.
EXACT_PAIRING_LIMIT = 5

#: The problems of pairing a gold call (by index) with a made call (by index).
Problems = dict[tuple[int, int], list[dict[str, Any]]]


def _assign(golds: list[int], made: list[int], cost: Cost) -> list[int | None]:
    """The cheapest one-to-one assignment of ``made`` calls (ascending indices) to ``golds``
    (None: left unpaired); beyond the exact pairing's limit, greedily."""
    if len(golds) <= EXACT_PAIRING_LIMIT and len(made) <= EXACT_PAIRING_LIMIT:
        return _cheapest(golds, made, cost)
    return _greedy(golds, made, cost)


def _greedy(golds: list[int], made: list[int], cost: Cost) -> list[int | None]:
    """Gold call by gold call, the cheapest made call not yet taken (the first made of the
    cheapest), if it costs less than leaving the gold call unpaired."""
    taken: set[int] = set()
    out: list[int | None] = []
    for g in golds:
        ranking = sorted((cost(g, c), c) for c in made)
        pick = next(((price, c) for price, c in ranking if c not in taken), None)
        out.append(pick[1] if pick is not None and pick[0] < cost(g, None) else None)
        if out[-1] is not None:
            taken.add(out[-1])
    return out


def _cheapest(golds: list[int], made: list[int], cost: Cost) -> list[int | None]:
    """The cheapest pairing, and of the cheapest the first in the order of
    ``itertools.permutations(made + [None] * len(golds), len(golds))``: the pairing a search of
    every permutation picks, found by dynamic programming over the made calls already taken
    (a bit mask), each pair priced once.
    """
    table = [[cost(g, c) for c in made] + [cost(g, None)] for g in golds]
    n, m = len(golds), len(made)
    # rest[k][taken]: the least cost of pairing golds k.. with the made calls not in ``taken``;
    # golds 0..k-1 have taken at most k made calls, so only those masks are filled in.
    rest = [[0] * (1 << m) for _ in range(n + 1)]
    for k in range(n - 1, -1, -1):
        row, after, here = table[k], rest[k + 1], rest[k]
        for taken in range(1 << m):
            if taken.bit_count() > k:
                continue
            least = row[m] + after[taken]
            for j in range(m):
                if not taken >> j & 1 and row[j] + after[taken | 1 << j] < least:
                    least = row[j] + after[taken | 1 << j]
            here[taken] = least
    out: list[int | None] = []
    taken = 0
    for k in range(n):
        row, after, least = table[k], rest[k + 1], rest[k][taken]
        # permutations put every made call before the Nones: the first made call that still
        # reaches the least cost, else None
        pick = next((j for j in range(m) if not taken >> j & 1
                     and row[j] + after[taken | 1 << j] == least), None)
        out.append(None if pick is None else made[pick])
        taken |= 0 if pick is None else 1 << pick
    return out


def executed(call: CallResult) -> bool:
    """A successful execution call: what gold answers are compared with."""
    return call.kind == "execute" and call.feedback.ok


def execution_calls(episode: EpisodeRecord) -> list[CallResult]:
    """The successful execution calls of ``episode``, in order."""
    return [call for call in episode.calls if executed(call)]


def candidate_pairs(answer: GoldAnswer, calls: Sequence[CallResult], ordered: bool,
                    rules: Rules = SPIEVAL) -> Problems:
    """The problems of every pair :func:`align` may choose: with ``ordered``, each gold call and
    the call made at its place; else each gold call and each made call of its tool."""
    if ordered:
        pairs = [(i, i) for i in range(min(len(answer.calls), len(calls)))]
    else:
        pairs = [(g, c) for g, gold in enumerate(answer.calls)
                 for c, call in enumerate(calls) if call.name == gold.name]
    expected = {g: expected_keys(answer.calls[g], rules) for g in {g for g, _ in pairs}}
    return {(g, c): call_problems(answer.calls[g], calls[c], rules, expected[g])
            for g, c in pairs}


def align(answer: GoldAnswer, calls: Sequence[CallResult], ordered: bool,
          problems: Problems) -> list[int | None]:
    """For each gold call, the index of the made call paired with it (None if none is): with
    ``ordered`` the call made at its place, else the cheapest pairing of each tool's gold calls
    with its made calls, a pair costing its number of ``problems`` (from
    :func:`candidate_pairs`) and an unpaired gold call its number of units."""
    n = len(answer.calls)
    if ordered:
        return [i if i < len(calls) else None for i in range(n)]

    def cost(g: int, c: int | None) -> int:
        return len(answer.calls[g].arguments) + 1 if c is None else len(problems[g, c])

    pairs: list[int | None] = [None] * n
    for tool in dict.fromkeys(g.name for g in answer.calls):
        golds = [i for i, g in enumerate(answer.calls) if g.name == tool]
        made = [i for i, call in enumerate(calls) if call.name == tool]
        for g, c in zip(golds, _assign(golds, made, cost)):
            pairs[g] = c
    return pairs


def match_answer(answer: GoldAnswer, calls: Sequence[CallResult], ordered: bool,
                 rules: Rules = SPIEVAL) -> dict[str, Any]:
    """Compare ``calls`` with one gold answer: pair each gold call with a made call
    (:func:`align`), then list each pair's problems; ``correct`` when every gold call is matched
    and no call is left over. An unpaired gold call is shown against the first call left over
    (so a wrong tool is named); the calls left after that are ``extra_calls``."""
    problems = candidate_pairs(answer, calls, ordered, rules)
    pairs = align(answer, calls, ordered, problems)
    paired = {c for c in pairs if c is not None}
    leftovers = (i for i in range(len(calls)) if i not in paired)
    shown: set[int] = set()
    details: list[dict[str, Any]] = []
    for g, (gold, c) in enumerate(zip(answer.calls, pairs)):
        if c is not None:
            found = problems[g, c]
        elif (c := next(leftovers, None)) is not None:
            shown.add(c)
            found = call_problems(gold, calls[c], rules)
        else:
            found = [{"problem": "missing_call"}]
        details.append({"gold": gold.name, "call": None if c is None else calls[c].name,
                        "matched": not found, "problems": found})
    extra = len(calls) - len(paired)
    correct = not extra and all(d["matched"] for d in details)
    return {"correct": correct, "problems": sum(len(d["problems"]) for d in details) + extra,
            "calls": details,
            "extra_calls": [call.name for i, call in enumerate(calls)
                            if i not in paired and i not in shown],
            "missing_calls": [d["gold"] for d in details if d["call"] is None]}


def gold_answers(task: Task) -> tuple[list[GoldAnswer], bool] | None:
    """The acceptable call sets of a task and whether order matters: SPIEval's gold answers, or
    a MobilePA tool-call task's required calls as one answer; None for other tasks."""
    if task.gold is not None:
        return list(task.gold.answers), task.gold.ordered
    if task.required_calls:
        return [GoldAnswer(calls=list(task.required_calls))], task.required_calls_ordered
    return None


def task_rules(task: Task) -> Rules:
    """The rules a task's own checker compares values by: SPIEval's protocol for gold answers,
    the normalised rules for MobilePA's required calls (its paper's "normalized" values)."""
    return SPIEVAL if task.gold is not None else NORMALISED


NO_GOLD = "the task has no gold calls (its checker is {}); score it with task_checker"


def exact_match(episode: EpisodeRecord, rules: Rules) -> RewardResult:
    """1.0 iff the successful execution calls match one acceptable gold answer under ``rules``;
    the breakdown is that of the best-matching answer (correct first, then fewest problems,
    then first listed)."""
    gold = gold_answers(episode.task)
    if gold is None:
        return RewardResult(0.0, {"correct": False, "error": NO_GOLD.format(episode.task.checker)})
    answers, ordered = gold
    calls = execution_calls(episode)
    results = [match_answer(a, calls, ordered, rules) for a in answers]
    best = min(range(len(results)),
               key=lambda i: (not results[i]["correct"], results[i]["problems"], i))
    chosen = results[best]
    return RewardResult(1.0 if chosen["correct"] else 0.0,
                        {"correct": chosen["correct"], "answer_index": best,
                         "calls": chosen["calls"], "extra_calls": chosen["extra_calls"],
                         "missing_calls": chosen["missing_calls"],
                         "execution_calls": len(calls)})


@register("spieval_exact")
def spieval_exact(episode: EpisodeRecord) -> RewardResult:
    """SPIEval's exact match, the task checker of every SPIEval task: 1.0 iff the successful
    execution calls pair one-to-one with the calls of one acceptable gold answer, every value
    matching under SPIEval's protocol (types strict, formats as declared, strings trimmed and
    case-insensitive); else 0.0, as for a task without gold calls.

    Breakdown of the best-matching answer: ``correct``, ``answer_index``; ``calls``, one entry per
    gold call (``gold``, the ``call`` paired with it, ``matched``, its ``problems``:
    ``wrong_tool``, ``wrong_value``, ``missing_param``, ``unexpected_param`` or
    ``missing_call``); ``extra_calls`` and ``missing_calls`` (tool names);
    ``execution_calls`` (how many were compared).
    """
    return exact_match(episode, SPIEVAL)


@register("spieval_normalised")
def spieval_normalised(episode: EpisodeRecord) -> RewardResult:
    """The lenient grader: ``spieval_exact``'s match, value and breakdown with values compared
    after normalising (numbers in strings, other date, time and phone spellings, inner spaces
    accepted), in {0.0, 1.0}."""
    return exact_match(episode, NORMALISED)
