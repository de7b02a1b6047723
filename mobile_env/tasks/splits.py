"""When a generated test split is disjoint from its training split, and which pairs ship.

A test split measures generalisation only if nothing in it was seen in training. Two tasks are
the same for this purpose when they share any of three things (each is one *key*):

* **world** -- the starting state: the records, the user-memory store and the settings;
* **instruction text** -- what the user says, with whitespace collapsed and case folded;
* **(instruction template, gold tool sequence)** -- the phrasing the generator filled in
  ("Call {who}.") together with the execution tools the task is solved with (in order where the
  checker wants an order, else sorted), so the same request shape for the same tools is never in
  both splits, whatever names and values were filled in.

A pair of splits is disjoint when no key of a test task is a key of a training task. Generators
that can name their templates export ``instruction_template(task)``; a generator writes a test
split disjoint by all three keys when it is given the training file (``--exclude``) and a held-out
set of phrasings. :data:`SHIPPED` lists every pair of splits in ``tasks/``; ``tests/test_splits.py``
checks each of them. Data only: nothing here imports the env.
"""

from __future__ import annotations

import hashlib
import importlib
import json
from dataclasses import dataclass
from typing import Callable, Iterable, Sequence

from mobile_env.tasks.schema import Task

#: The three kinds of key, in the order reports list them.
KINDS: tuple[str, ...] = ("world", "text", "template")

TemplateOf = Callable[[Task], "str | None"]


@dataclass(frozen=True)
class SplitPair:
    """A shipped training split, the test split kept apart from it, and the generator that
    wrote both (a module of :mod:`mobile_env.tasks`)."""

    train: str
    test: str
    generator: str

    def template_of(self) -> TemplateOf | None:
        """The generator's ``instruction_template``, if it can name its templates."""
        module = importlib.import_module(f"mobile_env.tasks.{self.generator}")
        return getattr(module, "instruction_template", None)


SHIPPED: tuple[SplitPair, ...] = (
    SplitPair("spieval-train", "spieval-test", "generator"),
    SplitPair("spieval-zh-train", "spieval-zh-test", "generator"),
    SplitPair("mobilepa-train", "mobilepa-test", "mobilepa_generator"),
    SplitPair("mobilepa-capabilities-train", "mobilepa-capabilities-test",
              "mobilepa_capabilities_generator"),
)


def _sha(value: object) -> str:
    blob = json.dumps(value, sort_keys=True, ensure_ascii=False, default=list)
    return hashlib.sha256(blob.encode()).hexdigest()


def world_key(task: Task) -> str:
    return "world:" + _sha([task.records, task.memory, task.initial_settings])


def text_key(task: Task) -> str:
    return "text:" + " ".join(task.instruction.split()).casefold()


def tool_sequence(task: Task) -> tuple[str, ...]:
    """The execution tools that solve ``task``: its first gold answer's (sorted unless the gold is
    ordered), its required calls, or else the reference solution's writes, in order."""
    if task.gold is not None:
        names = [c.name for c in task.gold.answers[0].calls]
        return tuple(names if task.gold.ordered else sorted(names))
    if task.required_calls:
        return tuple(c.name for c in task.required_calls)
    from mobile_env.tools import REGISTRY  # the tool kinds: only for tasks without gold calls

    return tuple(c.name for step in task.reference_solution for c in step
                 if c.name in REGISTRY and REGISTRY[c.name].kind == "execute")


def template_key(task: Task, template_of: TemplateOf) -> str | None:
    template = template_of(task)
    return None if template is None else "template:" + _sha([template, tool_sequence(task)])


def keys(task: Task, template_of: TemplateOf | None = None) -> frozenset[str]:
    """The keys that must not occur in both splits of a pair."""
    found = {world_key(task), text_key(task)}
    template = template_key(task, template_of) if template_of is not None else None
    return frozenset(found | ({template} if template else set()))


def shared(train: Iterable[Task], test: Sequence[Task],
           template_of: TemplateOf | None = None) -> dict[str, list[str]]:
    """Per kind of key, the ids of the test tasks that share one with a training task."""
    seen = set().union(*(keys(t, template_of) for t in train))
    out: dict[str, list[str]] = {kind: [] for kind in KINDS}
    for task in test:
        for key in keys(task, template_of) & seen:
            out[key.split(":", 1)[0]].append(task.id)
    return out
