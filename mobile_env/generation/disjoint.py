"""When a test split is disjoint from its training split, and the shipped pairs that must be.

A test split measures generalisation only if nothing in it was seen in training. For every pair
of a training and a test split this module finds what they share, in three respects (each is
one kind of *key*, :data:`KINDS`):

* **world** -- the task's opening world: its user profile, records, memory store and settings
  (:func:`world_key`). Generated MobilePA splits go further: each side draws its users from its
  own profile worlds, so no test task belongs to a training user's world (:func:`user_key`,
  checked for the pairs that set ``users``);
* **instruction text** -- the user's request, trimmed, spaces collapsed, case folded;
* **(instruction template, gold tool sequence)** -- the phrasing the generator filled in
  ("Call {who}.") together with the tools the checker requires, in order where the checker
  wants an order, else sorted (:func:`gold_tool_sequence`): the same request shape for the same
  tools is never in both splits, whatever names and values were filled in. The template is the
  task's ``template`` field (MobilePA generators store it) or, for generators that read it back
  from the text (the SPIEval generator), their ``instruction_template(task)``.

:data:`SHIPPED_PAIRS` lists the pairs of shipped splits;
``tests/generation/test_disjoint.py`` checks each, and ``mobile-env tasks disjoint TRAIN TEST``
checks any two files. A generator writes a test
split disjoint by all three keys from held-out phrasings and users, and, given the training file
(``--exclude``), by skipping any task with one of its :func:`keys`. Nothing here imports the
env: a task's tools are read from the catalog.
"""

from __future__ import annotations

import hashlib
import importlib
import json
import re
import sys
from dataclasses import dataclass
from typing import Callable, Iterable, Sequence

from mobile_env.cli_args import Parser
from mobile_env.task_format.schema import Task
from mobile_env.tools import REGISTRY

#: The kinds of key, in the order reports list them.
KINDS: tuple[str, ...] = ("world", "text", "template")
#: A generator's reading of the template a task was phrased with (None: none of its templates).
TemplateOf = Callable[[Task], "str | None"]

_SPACE = re.compile(r"\s+")
#: Tool kinds whose calls are what a task makes happen (reads and skill loads are not).
ACTING_KINDS = frozenset({"execute", "subagent"})
MEMORY_WRITES = frozenset({"add_user_memory", "replace_user_memory", "remove_user_memory"})


@dataclass(frozen=True)
class SplitPair:
    """A shipped training split and a test split that must share nothing with it. ``users``:
    the sides' profile worlds are separate too (generated MobilePA splits); ``generator``: the
    module of :mod:`mobile_env.generation` whose ``instruction_template`` names the templates of
    tasks that carry no ``template`` field."""

    train: str
    test: str
    users: bool = False
    generator: str | None = None

    def template_of(self) -> TemplateOf | None:
        """The generator's ``instruction_template``, if the pair names a generator."""
        if self.generator is None:
            return None
        module = importlib.import_module(f"mobile_env.generation.{self.generator}")
        template: TemplateOf = getattr(module, "instruction_template")
        return template


SHIPPED_PAIRS: tuple[SplitPair, ...] = (
    SplitPair("spieval-train", "spieval-test", generator="generator"),
    SplitPair("spieval-zh-train", "spieval-zh-test", generator="generator"),
    SplitPair("mobilepa-train", "mobilepa-test", users=True),
    SplitPair("mobilepa-capabilities-train", "mobilepa-capabilities-test", users=True),
    SplitPair("mobilepa-train", "mobilepa-bench", users=True),
    SplitPair("mobilepa-capabilities-train", "mobilepa-bench", users=True),
)


def _digest(value: object) -> str:
    blob = json.dumps(value, sort_keys=True, ensure_ascii=False, default=list)
    return hashlib.sha256(blob.encode()).hexdigest()


def world_key(task: Task) -> str:
    """The opening world: user profile, records, memory store and settings."""
    return "world:" + _digest([task.profile.model_dump(), task.records, task.memory,
                               task.initial_settings])


def user_key(task: Task) -> str:
    """The user whose world the task is set in."""
    return "user:" + _digest(task.profile.model_dump())


def instruction_key(task: Task) -> str:
    return "text:" + _SPACE.sub(" ", task.instruction.strip()).casefold()


def _acts(name: str) -> bool:
    return name in MEMORY_WRITES or (name in REGISTRY and REGISTRY[name].kind in ACTING_KINDS)


def gold_tool_sequence(task: Task) -> tuple[str, ...]:
    """The tools the checker requires, in order: the first gold answer's calls (sorted when the
    gold is order-free), the required calls, or else the reference's acting calls."""
    if task.gold is not None and task.checker == "gold_calls":
        names = [c.name for c in task.gold.answers[0].calls]
        return tuple(names if task.gold.ordered else sorted(names))
    if task.checker == "tool_calls" and task.required_calls:
        return tuple(c.name for c in task.required_calls)
    return tuple(c.name for step in task.reference_solution for c in step if _acts(c.name))


def template_of_task(task: Task, template_of: TemplateOf | None = None) -> str | None:
    """The template ``task`` was phrased with: its own field, else the generator's reading."""
    if task.template is not None:
        return task.template
    return template_of(task) if template_of is not None else None


def template_key(task: Task, template_of: TemplateOf | None = None) -> str | None:
    """(template, gold tool sequence) as a key, or None for a task without a template."""
    template = template_of_task(task, template_of)
    return None if template is None else "template:" + _digest([template,
                                                                gold_tool_sequence(task)])


def keys(task: Task, template_of: TemplateOf | None = None) -> frozenset[str]:
    """The keys a test task may not share with any training task."""
    template = template_key(task, template_of)
    return frozenset({world_key(task), instruction_key(task), *([template] if template else [])})


@dataclass(frozen=True)
class Overlap:
    """What a test split shares with a training split: test task ids per respect."""

    worlds: list[str]
    instructions: list[str]
    templates: list[str]
    users: list[str]
    untemplated: list[str]

    def problems(self, users: bool = False) -> list[str]:
        """Readable problems; ``users`` counts a shared user as one too."""
        parts = [("share a world with a training task", self.worlds),
                 ("repeat a training instruction word for word", self.instructions),
                 ("share (template, gold tool sequence) with a training task", self.templates),
                 ("carry no template, so template disjointness cannot be checked",
                  self.untemplated)]
        if users:
            parts.append(("are set in a training user's profile world", self.users))
        return [f"{len(ids)} test task(s) {what}: {', '.join(ids[:5])}{' ...' * (len(ids) > 5)}"
                for what, ids in parts if ids]


def overlap(train: Iterable[Task], test: Sequence[Task],
            template_of: TemplateOf | None = None) -> Overlap:
    """Which ``test`` tasks share a world, an instruction, a (template, tool sequence) pair or
    a user with some task of ``train``."""
    seen: set[str] = set()
    for task in train:
        seen |= keys(task, template_of) | {user_key(task)}
    return Overlap(worlds=[t.id for t in test if world_key(t) in seen],
                   instructions=[t.id for t in test if instruction_key(t) in seen],
                   templates=[t.id for t in test if template_key(t, template_of) in seen],
                   users=[t.id for t in test if user_key(t) in seen],
                   untemplated=[t.id for t in test if template_of_task(t, template_of) is None])


def main(argv: Sequence[str] | None = None) -> int:
    parser = Parser(
        prog="mobile-env tasks disjoint",
        description="Check that a test split shares no world, no instruction text and no "
                    "(instruction template, gold tool sequence) pair with a training split. "
                    "Exit status 1 if it does.")
    parser.add_argument("train", help="training split (.jsonl)")
    parser.add_argument("test", help="test split (.jsonl)")
    parser.add_argument("--users", action="store_true",
                        help="also require separate profile worlds (no shared user)")
    parser.add_argument("--generator", default=None,
                        help="module of mobile_env.generation that reads templates back from "
                             "instructions, for tasks without a template field (generator: "
                             "the SPIEval generator)")
    args = parser.parse_args(sys.argv[1:] if argv is None else list(argv))
    from mobile_env.task_format.loading import load_tasks

    test = load_tasks(args.test)
    pair = SplitPair(args.train, args.test, args.users, args.generator)
    problems = overlap(load_tasks(args.train), test, pair.template_of()).problems(args.users)
    for problem in problems:
        print(problem)
    print(f"{len(test)} test task(s): " + ("disjoint" if not problems else "NOT disjoint"))
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
