"""SPIEval exact match: the execution calls made equal one acceptable gold answer (F19).

An episode is correct iff its successful execution calls can be paired one-to-one with the calls
of some gold answer (in any order, unless the gold is ``ordered``) such that every pair has the
same tool and every parameter matches its rule:

* ``values`` (and ``paraphrases``): the value matches one acceptable value;
* ``unconstrained``: any value of the parameter's type, or none;
* ``key_facts``: free text containing every fact, each fact in one of its wordings (plain-text
  containment: trimmed, spaces collapsed, case folded);
* a parameter left out counts as its default (so it matches when the default is acceptable),
  and always matches when it ``may_omit``;
* a parameter the gold does not mention must be left out or given its default.

How two values compare is a rule set of :mod:`mobile_env.rewards.values`: two rewards are
registered, ``spieval_exact`` with SPIEval's protocol (types strict, formats as declared,
strings trimmed and case-insensitive, enum labels case-insensitive; the task checker of every
SPIEval task) and ``spieval_normalised`` with the older normalising rules.

The breakdown pairs each gold call with the call that matched it best and says what was wrong:
``wrong_tool``, ``wrong_value`` (parameter, expected, got), ``missing_param`` or
``unexpected_param``; unpaired calls are ``extra_calls`` or ``missing_calls``.
"""

from __future__ import annotations

import bisect
import functools
from dataclasses import dataclass, field
from typing import Any, Callable

from mobile_env.episode import CallIndex, EpisodeRecord, call_index
from mobile_env.tasks.schema import GoldAnswer, GoldCall, ParamGold, Task
from mobile_env.tools.dispatch import CallResult
from mobile_env.tools.registry import REGISTRY
from mobile_env.reward_registry import RewardResult, breakdown_read, register
from mobile_env.rewards.values import NORMALISED, SPIEVAL, Rules, missing_facts

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
    a parameter whose default is none is left out too)."""
    value = args.get(param, _OMITTED)
    if value is None and _default(tool, param) is None:
        return _OMITTED
    return value


def _param_problem(tool: str, param: str, gold: ParamGold, args: dict[str, Any],
                   rules: Rules) -> dict[str, Any] | None:
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
        if isinstance(value, str) and not missing_facts(gold.key_facts, value):
            return None
        return {"problem": "wrong_value", "param": param, "expected": gold.key_facts, "got": value}
    if rules.any_of(tool, param, value, gold.acceptable()):
        return None
    return {"problem": "wrong_value", "param": param, "expected": gold.acceptable(), "got": value}


def call_problems(gold: GoldCall, call: CallResult, rules: Rules = SPIEVAL) -> list[dict[str, Any]]:
    """What differs between ``call`` and ``gold`` under ``rules``; empty when they match."""
    if gold.name != call.name:
        return [{"problem": "wrong_tool", "expected": gold.name, "got": call.name}]
    args = rules.arguments(call)
    problems = [p for name, spec in gold.arguments.items()
                if (p := _param_problem(call.name, name, spec, args, rules)) is not None]
    for name in args:
        value = _given(call.name, name, args)
        if name not in gold.arguments and value is not _OMITTED \
                and not rules.same(call.name, name, value, _default(call.name, name)):
            problems.append({"problem": "unexpected_param", "param": name, "got": value})
    return problems


#: Most gold calls of one tool, and most made calls of it, that are paired exactly (the cheapest
#: pairing); more are paired greedily, gold call by gold call.
EXACT_PAIRING_LIMIT = 5


#: A gold call's made calls of its tool as ``(cost, index)``, cheapest first, then first made.
Ranking = list[tuple[int, int]]


def _assign(golds: list[int], made: list[int], cost: Cost,
            rank: Callable[[int], Ranking]) -> list[int | None]:
    """The cheapest one-to-one assignment of ``made`` calls (ascending indices) to ``golds``
    (None: left unpaired); beyond the exact pairing's limit, greedily by ``rank``."""
    if len(golds) <= EXACT_PAIRING_LIMIT and len(made) <= EXACT_PAIRING_LIMIT:
        return _cheapest(golds, made, cost)
    return _greedy(golds, cost, rank)


def _greedy(golds: list[int], cost: Cost, rank: Callable[[int], Ranking]) -> list[int | None]:
    """Gold call by gold call, the cheapest made call not yet taken (the first made of the
    cheapest), if it costs less than leaving the gold call unpaired. Each gold call reads its
    ranking only up to its first free entry, at most one entry per earlier gold call: the
    pairing costs the same however many calls were made."""
    taken: set[int] = set()
    out: list[int | None] = []
    for g in golds:
        pick = next(((price, c) for price, c in rank(g) if c not in taken), None)
        out.append(pick[1] if pick is not None and pick[0] < cost(g, None) else None)
        if out[-1] is not None:
            taken.add(out[-1])
    return out


def _cheapest(golds: list[int], made: list[int], cost: Cost) -> list[int | None]:
    """The cheapest pairing, and of the cheapest the first in the order of
    ``itertools.permutations(made + [None] * len(golds), len(golds))``: the pairing a search of
    every permutation picks, found by dynamic programming over the made calls already taken.

    The search priced each pair anew in each permutation: 4 gold calls of one tool against 5
    made calls were 12,096 pricings, 58 ms to score one episode, and 5 against 5 would be
    151,200. Here each pair is priced once (at most 30) and there are at most 32 x 6 states.
    """
    table = [[cost(g, c) for c in made] + [cost(g, None)] for g in golds]
    n, m = len(golds), len(made)

    @functools.cache
    def rest(k: int, taken: int) -> int:
        """The least cost of pairing golds ``k..`` with the made calls not in ``taken`` (a
        bit mask)."""
        if k == n:
            return 0
        row = table[k]
        return min([row[m] + rest(k + 1, taken)]
                   + [row[j] + rest(k + 1, taken | 1 << j) for j in range(m) if not taken >> j & 1])

    out: list[int | None] = []
    taken = 0
    for k in range(n):
        row, least = table[k], rest(k, taken)
        # permutations put every made call before the Nones: the first made call that still
        # reaches the least cost, else None
        j = next((j for j in range(m) if not taken >> j & 1
                  and row[j] + rest(k + 1, taken | 1 << j) == least), None)
        out.append(None if j is None else made[j])
        taken |= 0 if j is None else 1 << j
    return out


@dataclass(slots=True)
class KeptRanking:
    """A gold call's ranking of the calls of its tool in one index, as far as it has ranked
    them; kept with the gold call and rules its key names by id, so no id is reused while it
    lives."""

    gold: GoldCall
    rules: Rules
    calls: CallIndex
    #: how many of the tool's calls in ``calls`` are ranked
    seen: int = 0
    order: Ranking = field(default_factory=list)


@dataclass
class PairCosts:
    """The problems of pairing gold calls with made calls, each pair priced once: by the
    arguments as written, so a planner that repeats a call is priced once per gold call, and
    kept with the objects priced (so no id is reused while its entry lives). A record keeps its
    own (:func:`pair_costs`), so scoring it again after more steps prices only the new calls."""

    #: (id of a call, whether its sent arguments are read) -> (the call, its arguments' repr)
    written: dict[tuple[int, bool], tuple[CallResult, str]] = field(default_factory=dict)
    #: (id of a gold call, id of the rules, tool, arguments' repr) -> (gold call, rules,
    #: problems)
    priced: dict[tuple[int, int, str, str], tuple[GoldCall, Rules, list[dict[str, Any]]]] = \
        field(default_factory=dict)
    #: (id of a gold call, id of the rules) -> that gold call's ranking: see :meth:`ranking`
    rankings: dict[tuple[int, int], KeptRanking] = field(default_factory=dict)

    def problems(self, gold: GoldCall, call: CallResult, rules: Rules) -> list[dict[str, Any]]:
        """:func:`call_problems` of the pair, the list kept: read it, do not change it. The
        repr of JSON values tells arguments apart; the same arguments in another key order are
        only priced again."""
        key = (id(call), rules.sent)
        known = self.written.get(key)
        if known is None:
            known = self.written[key] = (call, repr(rules.arguments(call)))
        pair = (id(gold), id(rules), call.name, known[1])
        entry = self.priced.get(pair)
        if entry is None:
            entry = self.priced[pair] = (gold, rules, call_problems(gold, call, rules))
        return entry[2]

    def cost(self, gold: GoldCall, call: CallResult, rules: Rules) -> int:
        """How many problems pairing ``call`` with ``gold`` has (0: they match)."""
        return len(self.problems(gold, call, rules))

    def ranking(self, gold: GoldCall, rules: Rules, calls: CallIndex) -> Ranking:
        """``gold``'s ranking of the calls of its tool in ``calls``, kept and extended by the
        calls made since it was last read (each ranked once over an episode, by bisection)."""
        key = (id(gold), id(rules))
        kept = self.rankings.get(key)
        if kept is None or kept.calls is not calls:
            kept = self.rankings[key] = KeptRanking(gold, rules, calls)
        made = calls.by_tool.get(gold.name, [])
        for c in made[kept.seen:]:
            bisect.insort(kept.order, (self.cost(gold, calls.calls[c], rules), c))
        kept.seen = len(made)
        return kept.order


def executed(call: CallResult) -> bool:
    """A successful execution call: what gold answers are compared with."""
    return call.kind == "execute" and call.feedback.ok


def execution_calls(episode: EpisodeRecord) -> CallIndex:
    """The successful execution calls of ``episode``, indexed and kept by the record."""
    return call_index(episode, executed)


def pair_costs(episode: EpisodeRecord) -> PairCosts:
    """The pair costs ``episode`` keeps (see ``EpisodeRecord.derived``)."""
    costs: PairCosts | None = episode.derived.get(__name__)
    if costs is None:
        costs = episode.derived[__name__] = PairCosts()
    return costs


def align(answer: GoldAnswer, calls: CallIndex, ordered: bool,
          rules: Rules = SPIEVAL, costs: PairCosts | None = None) -> list[int | None]:
    """For each gold call, the index of the made call paired with it (None if none is).
    ``costs``: the pair costs to use and add to (a record's, from :func:`pair_costs`)."""
    n = len(answer.calls)
    if ordered:
        return [i if i < len(calls.calls) else None for i in range(n)]
    known = PairCosts() if costs is None else costs

    def cost(g: int, c: int | None) -> int:
        gold = answer.calls[g]
        return len(gold.arguments) + 1 if c is None else known.cost(gold, calls.calls[c], rules)

    def rank(g: int) -> Ranking:
        return known.ranking(answer.calls[g], rules, calls)

    pairs: list[int | None] = [None] * n
    for tool in dict.fromkeys(g.name for g in answer.calls):
        golds = [i for i, g in enumerate(answer.calls) if g.name == tool]
        for g, c in zip(golds, _assign(golds, calls.by_tool.get(tool, []), cost, rank)):
            pairs[g] = c
    return pairs


def match_answer(answer: GoldAnswer, calls: CallIndex, ordered: bool,
                 rules: Rules = SPIEVAL, costs: PairCosts | None = None) -> dict[str, Any]:
    """Compare ``calls`` with one gold answer: pair each gold call with a made call
    (:func:`align`), then list each pair's problems; ``correct`` when every gold call is matched
    and no call is left over. An unpaired gold call is shown against the first call left over
    (so a wrong tool is named); the calls left after that are ``extra_calls``."""
    known = PairCosts() if costs is None else costs
    pairs = align(answer, calls, ordered, rules, known)
    paired = {c for c in pairs if c is not None}
    extra = len(calls.calls) - len(paired)
    leftovers = (i for i in range(len(calls.calls)) if i not in paired)
    shown: list[int] = []
    details: list[dict[str, Any]] = []
    for gold, c in zip(answer.calls, pairs):
        if c is None and (c := next(leftovers, None)) is not None:
            shown.append(c)
        # copies: the breakdown is its reader's to change, the kept problems are not
        problems = [dict(p) for p in known.problems(gold, calls.calls[c], rules)] \
            if c is not None else [{"problem": "missing_call"}]
        details.append({"gold": gold.name, "call": None if c is None else calls.names[c],
                        "matched": not problems, "problems": problems})
    # the names less those paired or shown: a copy and a few deletions (a loop over the calls
    # cost more), left out when only the value is read (a step's step_reward potential: the
    # copy is the one part of a scoring that costs what the episode's length does)
    extra_calls: list[str] = []
    if breakdown_read():
        extra_calls = list(calls.names)
        for i in sorted(paired.union(shown), reverse=True):
            del extra_calls[i]
    correct = not extra and all(d["matched"] for d in details)
    return {"correct": correct, "problems": sum(len(d["problems"]) for d in details) + extra,
            "calls": details, "extra_calls": extra_calls,
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
    """1.0 iff the successful execution calls match one acceptable gold answer under ``rules``."""
    gold = gold_answers(episode.task)
    if gold is None:
        return RewardResult(0.0, {"correct": False, "error": NO_GOLD.format(episode.task.checker)})
    answers, ordered = gold
    calls = execution_calls(episode)
    costs = pair_costs(episode)
    results = [match_answer(a, calls, ordered, rules, costs) for a in answers]
    best = min(range(len(results)),
               key=lambda i: (not results[i]["correct"], results[i]["problems"], i))
    chosen = results[best]
    return RewardResult(1.0 if chosen["correct"] else 0.0,
                        {"correct": chosen["correct"], "answer_index": best,
                         "calls": chosen["calls"], "extra_calls": chosen["extra_calls"],
                         "missing_calls": chosen["missing_calls"],
                         "execution_calls": len(calls.calls)})


@register("spieval_exact")
def spieval_exact(episode: EpisodeRecord) -> RewardResult:
    """SPIEval's protocol: 1.0 iff the execution calls exactly match one gold answer (types
    strict, formats as declared, strings trimmed and case-insensitive)."""
    return exact_match(episode, SPIEVAL)


@register("spieval_normalised")
def spieval_normalised(episode: EpisodeRecord) -> RewardResult:
    """The lenient grader: the same match with values normalised (numbers in strings, other
    date, time and phone spellings, inner spaces accepted)."""
    return exact_match(episode, NORMALISED)
