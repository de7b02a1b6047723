"""What a SPIEval-style suite is made of, measured the way SPIEval's Section 3.4 reports it.

    mobile-env tasks stats spieval-core            Table 1, the suite's shape, its diversity
    mobile-env tasks stats tasks/x.jsonl --json    the same numbers as JSON

Table 1 counts *execution operations*: every call of a task's (first) gold answer, in the
operation category of its tool, per capability. The shape numbers are SPIEval's (instruction
length, execution parameters per task, records and apps per task) plus what this project's
hand-written suites promise a planner has to do: read a page beyond the first, or search with
fuzzy or regex mode or a field restriction -- both what the reference solutions do and what the
tasks' search claims say they need (each claim checked by the validator). All of it is read off
the tasks alone (and, for the records a task shares with others, the shared worlds' records),
so it can be recomputed for any file and the docs' numbers stay checkable.
Pure functions over :class:`Task`; nothing here imports the env (the command is
:mod:`mobile_env.generation.stats_cli`).
"""

from __future__ import annotations

import json
from collections import Counter
from dataclasses import dataclass
from statistics import mean
from typing import Any, Mapping, Sequence

from mobile_env.papers import SPIEVAL
from mobile_env.task_format.schema import CallSpec, Task

#: Execution tool -> its operation category (Table 1's columns).
OPERATION_OF: dict[str, str] = {tool: op for op, tool in SPIEVAL.operation_tools.items()}


def operations(task: Task) -> list[str]:
    """The operation category of each call of the task's first gold answer."""
    if task.gold is None:
        return []
    return [OPERATION_OF.get(call.name, call.name) for call in task.gold.answers[0].calls]


def capabilities(tasks: Sequence[Task]) -> list[str]:
    """The capabilities of ``tasks``: SPIEval's in the paper's order, then any others."""
    present = list(dict.fromkeys(t.capability for t in tasks))
    return [c for c in SPIEVAL.capabilities if c in present] + [
        c for c in present if c not in SPIEVAL.capabilities]


def table1(tasks: Sequence[Task]) -> dict[str, dict[str, int]]:
    """Execution operations per capability and operation category (SPIEval Table 1)."""
    cells = Counter((t.capability, op) for t in tasks for op in operations(t))
    return {cap: {op: cells[cap, op] for op in SPIEVAL.operations} for cap in capabilities(tasks)}


def _searches(task: Task) -> list[CallSpec]:
    return [c for step in task.reference_solution for c in step if c.name.startswith("search_")]


@dataclass(frozen=True)
class SuiteStats:
    """One suite's size and shape (means are per task)."""

    tasks: int
    per_capability: dict[str, int]
    execution_operations: int
    multi_call_tasks: int
    instruction_chars: float
    execution_parameters: float
    records: float
    max_records: int
    evidence_records: float
    evidence_apps: float
    #: Tasks whose reference solution reads a page beyond the first.
    deep_page_tasks: int
    #: Tasks whose reference solution searches in fuzzy mode, in regex mode, with a field.
    fuzzy_tasks: int
    regex_tasks: int
    field_tasks: int
    #: Tasks with a search claim of each kind (``fuzzy``, ``regex``, ``field``, ``page``): the
    #: searches the task needs, checked by the validator, as opposed to the ones its reference
    #: happens to make.
    claimed: dict[str, int]


def suite_stats(tasks: Sequence[Task]) -> SuiteStats:
    """The numbers of :class:`SuiteStats` for ``tasks`` (at least one)."""
    if not tasks:
        raise ValueError("no tasks to measure")
    app_of = {r["id"]: table for t in tasks for table, rows in t.records.items() for r in rows}

    def uses(task: Task, test: str) -> bool:
        return any({"deep": c.arguments.get("page", 1) > 1,
                    "fuzzy": c.arguments.get("mode") == "fuzzy",
                    "regex": c.arguments.get("mode") == "regex",
                    "field": bool(c.arguments.get("field"))}[test] for c in _searches(task))

    gold_calls = [t.gold.answers[0].calls if t.gold else [] for t in tasks]
    evidence = [{e.record_id for e in t.evidence} for t in tasks]
    return SuiteStats(
        tasks=len(tasks),
        per_capability={c: sum(t.capability == c for t in tasks) for c in capabilities(tasks)},
        execution_operations=sum(len(calls) for calls in gold_calls),
        multi_call_tasks=sum(len(calls) > 1 for calls in gold_calls),
        instruction_chars=mean(len(t.instruction) for t in tasks),
        execution_parameters=mean(sum(len(c.arguments) for c in calls) for calls in gold_calls),
        records=mean(sum(map(len, t.records.values())) for t in tasks),
        max_records=max(sum(map(len, t.records.values())) for t in tasks),
        evidence_records=mean(len(ids) for ids in evidence),
        evidence_apps=mean(len({app_of[i] for i in ids}) for ids in evidence),
        deep_page_tasks=sum(uses(t, "deep") for t in tasks),
        fuzzy_tasks=sum(uses(t, "fuzzy") for t in tasks),
        regex_tasks=sum(uses(t, "regex") for t in tasks),
        field_tasks=sum(uses(t, "field") for t in tasks),
        claimed={need: sum(any(c.needs == need for c in t.search_claims) for t in tasks)
                 for need in ("fuzzy", "regex", "field", "page")},
    )


#: The records of a world file, by app (``worlds/<name>@<version>.json``'s ``records``).
WorldRecords = Mapping[str, Sequence[Mapping[str, Any]]]


@dataclass(frozen=True)
class SharedRecords:
    """How much of a suite's records come from shared worlds rather than from its tasks: SPIEval
    populates each task's records independently, so a task that mostly replays a background
    every task holds is narrower than the paper's."""

    #: Record instances (over all tasks) equal to a shared world's record, as a share of all.
    share: float
    #: The largest such share of one task's records, and that task.
    max_share: float
    max_task: str


def record_key(record: Mapping[str, Any]) -> str:
    """A record's fields other than its id, canonically: what makes two records the same."""
    return json.dumps({k: v for k, v in record.items() if k != "id"}, sort_keys=True,
                      ensure_ascii=False)


def shared_records(tasks: Sequence[Task], worlds: Sequence[WorldRecords]) -> SharedRecords:
    """The :class:`SharedRecords` of ``tasks`` (at least one) against ``worlds``.

    A task's record counts as shared when a record of one of ``worlds`` has the same fields
    apart from its id (in the same app), however the task's line stores it: whether it names
    the world or spells the record out.

    Args:
        tasks: the tasks to measure.
        worlds: the records of the shared worlds (each by app).

    Returns:
        The share over all record instances and the largest share of one task (0 for a task
        without records).
    """
    if not tasks:
        raise ValueError("no tasks to measure")
    background = {(app, record_key(r)) for world in worlds for app, rows in world.items()
                  for r in rows}
    counts = [(sum((app, record_key(r)) in background for app, rows in t.records.items()
                   for r in rows), sum(map(len, t.records.values()))) for t in tasks]
    per_task = [shared / total if total else 0.0 for shared, total in counts]
    top = max(range(len(tasks)), key=per_task.__getitem__)
    total = sum(n for _, n in counts)
    return SharedRecords(share=sum(s for s, _ in counts) / total if total else 0.0,
                         max_share=per_task[top], max_task=tasks[top].id)


def format_shared(s: SharedRecords) -> str:
    """The shared-record figures as one text line."""
    worst = f", {s.max_task}" if s.max_share else ""
    return (f"records from the shared worlds: {100 * s.share:.1f} % (per task, max "
            f"{100 * s.max_share:.1f} %{worst})")


def format_table1(table: dict[str, dict[str, int]]) -> str:
    """Table 1's layout: a row per capability, a column per operation, totals at the ends."""
    heads = [op.replace("_", " ").title().replace("Book ", "").replace("Create ", "")
             for op in SPIEVAL.operations]
    rows = [[cap, *(str(n) for n in cells.values()), str(sum(cells.values()))]
            for cap, cells in table.items()]
    totals = [sum(cells[op] for cells in table.values()) for op in SPIEVAL.operations]
    rows.append(["total", *map(str, totals), str(sum(totals))])
    header = ["capability", *heads, "total"]
    widths = [max(len(r[i]) for r in [header, *rows]) for i in range(len(header))]
    return "\n".join("  ".join(c.ljust(w) if i == 0 else c.rjust(w)
                               for i, (c, w) in enumerate(zip(r, widths)))
                     for r in [header, *rows])


def format_stats(s: SuiteStats) -> str:
    return "\n".join([
        f"tasks: {s.tasks} ({', '.join(f'{k} {v}' for k, v in s.per_capability.items())})",
        f"execution operations: {s.execution_operations}; tasks with more than one: "
        f"{s.multi_call_tasks}",
        f"per task: instruction {s.instruction_chars:.1f} characters, "
        f"{s.execution_parameters:.2f} gold parameters, {s.records:.1f} records "
        f"(at most {s.max_records}), {s.evidence_records:.1f} evidence records in "
        f"{s.evidence_apps:.1f} apps",
        f"reference solutions: {s.deep_page_tasks} tasks read a page beyond the first; "
        f"{s.fuzzy_tasks} search in fuzzy mode, {s.regex_tasks} in regex mode, "
        f"{s.field_tasks} restrict a field",
        "searches the tasks need (search claims): "
        + ", ".join(f"{n} tasks {need}" for need, n in s.claimed.items()),
    ])


@dataclass(frozen=True)
class Diversity:
    """How varied a suite is: its instruction texts, templates and the tools its references
    call (the papers' benchmarks draw many templates and most of their catalog)."""

    tasks: int
    #: Distinct instruction texts (verbatim), and their number as a share of the tasks.
    distinct_instructions: int
    distinct_share: float
    #: Distinct ``template`` values per capability (tasks that name their template).
    templates: dict[str, int]
    #: Tools (other than ``finish``) the reference solutions call, of those the tasks offer.
    reference_tools: int
    offered_tools: int


def diversity(tasks: Sequence[Task]) -> Diversity:
    """The :class:`Diversity` of ``tasks`` (at least one)."""
    if not tasks:
        raise ValueError("no tasks to measure")
    texts = Counter(t.instruction for t in tasks)
    templates: dict[str, set[str]] = {}
    for t in tasks:
        if t.template:
            templates.setdefault(t.capability, set()).add(t.template)
    called = {c.name for t in tasks for step in t.reference_solution for c in step} - {"finish"}
    offered = {name for t in tasks for name in t.candidate_tools} - {"finish"}
    return Diversity(tasks=len(tasks), distinct_instructions=len(texts),
                     distinct_share=len(texts) / len(tasks),
                     templates={c: len(templates[c]) for c in capabilities(tasks)
                                if c in templates},
                     reference_tools=len(called & offered), offered_tools=len(offered))


def format_diversity(d: Diversity) -> str:
    """The diversity figures as text lines."""
    lines = [f"distinct instruction texts: {d.distinct_instructions} of {d.tasks} tasks "
             f"({100 * d.distinct_share:.1f} %)",
             f"reference solutions call {d.reference_tools} of the {d.offered_tools} tools the "
             "tasks offer"]
    if d.templates:
        lines.append("templates: " + ", ".join(f"{c} {n}" for c, n in d.templates.items())
                     + f" ({sum(d.templates.values())} in all)")
    return "\n".join(lines)

