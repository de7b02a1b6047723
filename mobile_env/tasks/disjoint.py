"""When a test split is disjoint from its training split, and the shipped pairs that must be.

A test task may share nothing a planner could memorise from training. For every pair of a
training and a test split this module finds what they share, in three respects (issue 17.5):

* **world** -- the task's opening world: its user profile, records and memory store
  (:func:`world_key`). Generated MobilePA splits go further: each side draws its users from
  its own profile worlds, so no test task belongs to a training user's world (:func:`user_key`,
  checked for the pairs that set ``users``);
* **instruction text** -- the user's request, trimmed, spaces collapsed, case folded;
* **template and gold tool sequence** -- the generator's instruction template
  (``Task.template``) together with the tools the checker requires, in order
  (:func:`gold_tool_sequence`): a test task may reuse a template only for other tools.

:data:`SHIPPED_PAIRS` lists the pairs of shipped splits; ``tests/test_disjoint.py`` checks each,
and ``mobile-env tasks disjoint TRAIN TEST`` checks any two files.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import re
import sys
from dataclasses import dataclass
from typing import Iterable, Sequence

from mobile_env.tasks.schema import Task
from mobile_env.tools import REGISTRY

_SPACE = re.compile(r"\s+")
#: Tool kinds whose calls are what a task makes happen (reads and skill loads are not).
ACTING_KINDS = frozenset({"execute", "subagent"})
MEMORY_WRITES = frozenset({"add_user_memory", "replace_user_memory", "remove_user_memory"})


@dataclass(frozen=True)
class SplitPair:
    """A shipped training split and a test split that must share nothing with it; ``users``:
    the sides' profile worlds are separate too (generated MobilePA splits)."""

    train: str
    test: str
    users: bool = False


SHIPPED_PAIRS: tuple[SplitPair, ...] = (
    SplitPair("mobilepa-train", "mobilepa-test", users=True),
    SplitPair("mobilepa-capabilities-train", "mobilepa-capabilities-test", users=True),
    SplitPair("mobilepa-train", "mobilepa-bench", users=True),
    SplitPair("mobilepa-capabilities-train", "mobilepa-bench", users=True),
)


def _digest(value: object) -> str:
    blob = json.dumps(value, sort_keys=True, ensure_ascii=False, default=list)
    return hashlib.sha256(blob.encode()).hexdigest()


def world_key(task: Task) -> str:
    """The opening world: user profile, records and memory store."""
    return _digest([task.profile.model_dump(), task.records, task.memory])


def user_key(task: Task) -> str:
    """The user whose world the task is set in."""
    return _digest(task.profile.model_dump())


def instruction_key(task: Task) -> str:
    return _SPACE.sub(" ", task.instruction.strip()).casefold()


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


def template_key(task: Task) -> tuple[str, tuple[str, ...]] | None:
    """(template, gold tool sequence), or None for a task without a template."""
    return None if task.template is None else (task.template, gold_tool_sequence(task))


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


def overlap(train: Iterable[Task], test: Sequence[Task]) -> Overlap:
    """Which ``test`` tasks share a world, an instruction, a (template, tool sequence) pair or
    a user with some task of ``train``."""
    worlds, instructions, templates, users = set(), set(), set(), set()
    for task in train:
        worlds.add(world_key(task))
        instructions.add(instruction_key(task))
        users.add(user_key(task))
        if (key := template_key(task)) is not None:
            templates.add(key)
    return Overlap(worlds=[t.id for t in test if world_key(t) in worlds],
                   instructions=[t.id for t in test if instruction_key(t) in instructions],
                   templates=[t.id for t in test if template_key(t) in templates],
                   users=[t.id for t in test if user_key(t) in users],
                   untemplated=[t.id for t in test if t.template is None])


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="mobile-env tasks disjoint",
        description="Check that a test split shares no world, no instruction text and no "
                    "(instruction template, gold tool sequence) pair with a training split. "
                    "Exit status 1 if it does.")
    parser.add_argument("train", help="training split (.jsonl)")
    parser.add_argument("test", help="test split (.jsonl)")
    parser.add_argument("--users", action="store_true",
                        help="also require separate profile worlds (no shared user)")
    args = parser.parse_args(sys.argv[1:] if argv is None else list(argv))
    from mobile_env.tasks.loading import load_tasks

    test = load_tasks(args.test)
    problems = overlap(load_tasks(args.train), test).problems(args.users)
    for problem in problems:
        print(problem)
    print(f"{len(test)} test task(s): " + ("disjoint" if not problems else "NOT disjoint"))
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
