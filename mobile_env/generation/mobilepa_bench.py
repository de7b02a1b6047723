"""The MobilePA-Bench benchmark split at the paper's scale, made with one command.

    mobile-env tasks generate --suite mobilepa-bench --seed 1705 --out mobilepa-bench.jsonl

The paper's 1,705 queries (002 Section 4.1, 003 Section 3.5 and Appendix B.1), with its counts
from :data:`mobile_env.papers.MOBILEPA`:

* **Tool Use, 1,040**: the five categories equally (208 each); 199 of them *idle* (an empty
  reference-call list: the right outcome is to act on nothing), spread over the four categories
  that have idle scenarios; friction in every category
  (:mod:`mobile_env.generation.mobilepa_generator`);
* **Memory, 376**: 176 single-turn and 200 multi-turn, 188 DB-primary (``state_change``) and 188
  API-primary (``tool_calls``), every reasoning type and target operation of Figure 7;
* **Skills, 200**: each query as an SOR and an MTSR task (400 trajectories, so 1,905 in all);
* **Sub-agent, 89**: the six specialists, with and without follow-ups.

The tasks were synthesised from the generators' scenarios and profile worlds, as the paper's were
from human-curated seeds and profile worlds: seeded (slot *k* of the schedule is built from
``Random(f"{seed}:{k}")``; a duplicate, or a task repeating an earlier instruction text, is
rebuilt from the next attempt's seed), on the test side
of every template and world (so no training split shares one), and every task is validated --
its reference replays to 1.0, finishing at once scores 0 -- before it is written.

``--queries N`` scales the schedule to N queries in the benchmark's proportions (every count
above apportioned by largest remainder; N = 1,705 gives the paper's counts). With ``--side
train`` and ``--exclude mobilepa-bench`` that is the paper's online-RL training set: 4,000
queries disjoint from the benchmark's (``mobilepa-rl-train``), sharing no template, profile
world or instruction text with it (:mod:`mobile_env.generation.disjoint`).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Callable, Collection, Iterable, Mapping, Sequence

from mobile_env.cli_args import int_at_least, Parser
from mobile_env.papers import MOBILEPA
from mobile_env.generation import mobilepa_capabilities_generator as capabilities
from mobile_env.generation import mobilepa_generator as tool_use
from mobile_env.generation import common, disjoint
from mobile_env.generation.common import SIDES, Side, built_in_epilog
from mobile_env.generation.mobilepa_capabilities_generator import Spec
from mobile_env.task_format.schema import Task

SUITE = "mobilepa-bench"
#: Attempts per slot are seeded apart by this stride, so no attempt reuses another slot's seed.
ATTEMPT_STRIDE = 100_000
#: Attempts per slot before the generator gives up on it.
ATTEMPTS = 100

#: The task or tasks of one slot's seeded index, given the texts they must not repeat.
Build = Callable[[int, Collection[str]], list[Task]]


def spread(total: int, parts: int) -> list[int]:
    """``total`` split into ``parts`` counts that differ by at most one, larger ones first."""
    return [total // parts + (i < total % parts) for i in range(parts)]


def apportion(total: int, weights: Mapping[str, int]) -> dict[str, int]:
    """``total`` split in proportion to ``weights`` by largest remainder (ties to the earlier
    key), so the counts sum to ``total`` and ``total == sum(weights)`` gives ``weights``."""
    whole = sum(weights.values())
    counts = {key: total * weight // whole for key, weight in weights.items()}
    order = list(weights)
    by_remainder = sorted(order, key=lambda k: (-(total * weights[k] % whole), order.index(k)))
    for key in by_remainder[: total - sum(counts.values())]:
        counts[key] += 1
    return counts


def schedule(suite: str, seed: int, side: Side, queries: int = MOBILEPA.tasks) -> list[Build]:
    """One builder per slot, in a fixed order: Tool Use by category (idle ones included), then
    memory by checker and turns, skills, sub-agents. Each builder takes the slot's seeded index.
    ``queries`` slots in all, every count in the paper's proportions (:func:`apportion`)."""
    slots: list[Build] = []
    counts = apportion(queries, MOBILEPA.capability_tasks)
    categories = tool_use.CATEGORIES
    with_idle = [c for c in categories if tool_use.IDLE_SCENARIOS[c]]
    idle_total = apportion(counts["tool_use"], {
        "idle": MOBILEPA.tool_use_idle,
        "acting": MOBILEPA.tool_use_tasks - MOBILEPA.tool_use_idle})["idle"]
    idle = dict(zip(with_idle, spread(idle_total, len(with_idle))))

    def tool_use_slot(category: str, is_idle: bool) -> Build:
        return lambda i, said: [tool_use.build_task(i, seed, suite, side, category=category,
                                                    idle=is_idle, said=said)]

    def capability_slot(spec: Spec) -> Build:
        return lambda i, said: capabilities.build_tasks(i, seed, suite, side, spec, said)

    for category, count in zip(categories, spread(counts["tool_use"], len(categories))):
        slots += [tool_use_slot(category, n < idle.get(category, 0)) for n in range(count)]
    checkers = apportion(counts["memory"], MOBILEPA.memory_checkers)
    multi = apportion(counts["memory"], MOBILEPA.memory_turns)["multi"]
    for (checker, count), multi_here in zip(checkers.items(), spread(multi, len(checkers))):
        slots += [capability_slot(Spec("memory", checker, n < multi_here)) for n in range(count)]
    for capability in ("skills", "subagent"):
        slots += [capability_slot(Spec(capability)) for _ in range(counts[capability])]
    return slots


def generate(seed: int, *, suite: str = SUITE, side: Side = "test", verify: bool = True,
             progress: Callable[[Sequence[Build]], Iterable[Build]] | None = None,
             queries: int = MOBILEPA.tasks,
             exclude: frozenset[str] = frozenset()) -> list[Task]:
    """The benchmark, or a split of ``queries`` queries in its proportions: every slot of
    :func:`schedule`, distinct in content (a slot whose task equals an earlier one is rebuilt
    from its next attempt) and, while the slot's scenarios have unused phrasings, in instruction
    text (:func:`_attempt`), each validated when ``verify``.

    Args:
        seed: the split's seed.
        suite: the suite name stored in each task.
        side: the templates and profile worlds drawn from.
        verify: validate every task (its reference replays to 1.0) or raise.
        progress: wraps the slots, e.g. in a progress bar.
        queries: how many queries (slots); a skills query is two tasks.
        exclude: :func:`mobile_env.generation.disjoint.keys` of another split; a slot whose
            task has one is rebuilt from its next attempt.

    Returns:
        The tasks, slot by slot.
    """
    if verify:
        from mobile_env.validation import validate_task  # imports the env
    seen: set[str] = set()
    said: set[str] = set()
    tasks: list[Task] = []
    slots = schedule(suite, seed, side, queries)
    for k, build in enumerate((progress or list)(slots)):
        group, keys = _attempt(k, build, seen, said, exclude)
        seen.update(keys)
        said.update(common.instructions(group))
        for task in group:
            if verify and (problems := validate_task(task)):
                raise AssertionError(f"generated task {task.id} is invalid: {problems}")
        tasks += group
    return tasks


def _attempt(k: int, build: Build, seen: set[str], said: set[str],
             exclude: frozenset[str]) -> tuple[list[Task], list[str]]:
    """Slot ``k``'s group and its content hashes: the first attempt whose content is new, outside
    ``exclude`` and, within the first :data:`~mobile_env.generation.common.TEXT_RETRIES` attempts,
    whose instruction texts are new too; after them, the first attempt new in content.

    Each attempt is built against ``said`` first, so that one repeating a text stops before it
    is assembled; the first attempt new in content is then found by building them whole."""

    def new_content(attempt: int, against: Collection[str]) -> tuple[list[Task], list[str]] | None:
        group = build(k + attempt * ATTEMPT_STRIDE, against)
        keys = [_hash(t) for t in group]
        if seen.intersection(keys) or (exclude and any(
                not exclude.isdisjoint(disjoint.keys(t)) for t in group)):
            return None
        return group, keys

    def first_new(last: int) -> tuple[list[Task], list[str]]:
        found = (new_content(a, ()) for a in range(last + 1))
        return next((f for f in found if f is not None), None) or _no_task(k)

    for attempt in range(ATTEMPTS):
        try:
            made = new_content(attempt, said)
        except common.RepeatedText:
            if attempt < common.TEXT_RETRIES:
                continue
            made = new_content(attempt, ())
        if made is None:
            continue
        if common.fresh(made[0], said):
            return made
        if attempt >= common.TEXT_RETRIES:
            return first_new(attempt)
    return first_new(ATTEMPTS - 1)


def _no_task(k: int) -> tuple[list[Task], list[str]]:
    raise AssertionError(f"slot {k}: no distinct task in {ATTEMPTS} attempts")


def _hash(task: Task) -> str:
    return (capabilities.content_hash if task.capability in capabilities.CAPABILITIES
            else tool_use.content_hash)(task)


def tasks_of(argv: Sequence[str]) -> tuple[Path, list[Task]]:
    """The ``--out`` file and the tasks of a ``mobile-env tasks generate`` command line."""
    _counts = ", ".join(f"{k} {v}" for k, v in MOBILEPA.capability_tasks.items())
    parser = Parser(
        prog="mobile-env tasks generate --suite mobilepa-bench",
        description="Generate the MobilePA-Bench benchmark split at the paper's scale: 1,705 "
                    f"queries ({_counts}), 1,905 tasks with every skill query in SOR and MTSR; "
                    "seeded and validated. "
                    "The same arguments always write the same bytes.",
        epilog=built_in_epilog("mobilepa_bench"),
        formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--suite", default=SUITE,
                        help=f"suite name stored in each task (default {SUITE})")
    parser.add_argument("--seed", type=int, default=1705,
                        help="seed (default 1705, the shipped split)")
    parser.add_argument("--side", choices=SIDES, default="test",
                        help="templates and profile worlds to draw from (default test: the "
                             "benchmark shares none with any training split)")
    parser.add_argument("--queries", type=int_at_least(1), default=MOBILEPA.tasks,
                        help=f"queries in the benchmark's proportions (default {MOBILEPA.tasks}, "
                             "the paper's counts)")
    parser.add_argument("--exclude", action="append", default=[], metavar="SUITE_OR_FILE",
                        help="built-in suite or task file that no task may share a world, an "
                             "instruction text or a (template, gold tool sequence) pair with "
                             "(repeatable)")
    parser.add_argument("--out", required=True, type=Path, help="output JSONL file")
    parser.add_argument("--no-verify", action="store_true", help="skip validating every task")
    parser.add_argument("--quiet", action="store_true", help="no progress bar")
    args = parser.parse_args(list(argv))
    from mobile_env.task_format.loading import resolve_tasks

    exclude = frozenset(key for path in args.exclude for task in resolve_tasks(str(path))
                        for key in disjoint.keys(task))
    return args.out, generate(args.seed, suite=args.suite, side=args.side,
                              verify=not args.no_verify,
                              progress=common.progress_bar(args.quiet, "query"),
                              queries=args.queries, exclude=exclude)


def main(argv: Sequence[str] | None = None) -> int:
    return common.write(*tasks_of(sys.argv[1:] if argv is None else argv))


if __name__ == "__main__":
    sys.exit(main())
