"""Where a task's gold values come from: copied from what the planner sees, or derived.

A small model learns to copy a phone number or a hotel name from a record long before it learns
date and time arithmetic ("the day after the audit", "an hour before the flight"). The generator's
``values`` knob (:data:`VALUE_SOURCES`) keeps only tasks of one kind, so a curriculum can start
with copying and add arithmetic later:

* ``copy``: every constrained gold value is visible verbatim (case aside) in the instruction, the
  dialogue history, the profile and clock, or the evidence records (what ``no_search`` shows),
  or it is the parameter's default (omitting it is right);
* ``derive``: at least one gold value is not (a computed date or time, a weekday number, an enum
  that a phrase implies);
* ``any``: no filter.
"""

from __future__ import annotations

import json
from typing import Any, Literal

from mobile_env.task_format.schema import Task, fact_wordings

VALUE_SOURCES: tuple[str, ...] = ("copy", "derive", "any")


def visible_text(task: Task) -> str:
    """Everything the planner reads in ``no_search`` apart from the tool list, lower-cased."""
    wanted = {e.record_id for e in task.evidence}
    records = [r for rows in task.records.values() for r in rows if r.get("id") in wanted]
    parts = [task.instruction, *(m.content for m in task.history),
             json.dumps(task.profile.model_dump(), ensure_ascii=False), task.now, task.weekday,
             *(json.dumps(r, ensure_ascii=False) for r in records)]
    return "\n".join(parts).lower()


def _record_scalars(task: Task) -> set[Any]:
    wanted = {e.record_id for e in task.evidence}
    return {v for rows in task.records.values() for r in rows if r.get("id") in wanted
            for v in r.values() if isinstance(v, (int, float)) and not isinstance(v, bool)}


def _visible(value: Any, text: str, scalars: set[Any]) -> bool:
    """A string is visible as a substring; a number only as a record's own number (a digit
    inside a phone number does not make a weekday index copyable); a list when all items are."""
    if isinstance(value, list):
        return all(_visible(v, text, scalars) for v in value)
    if isinstance(value, str):
        return value.strip().lower() in text
    return value in scalars


def _default(task_tool: str, param: str) -> Any:
    from mobile_env.tools.registry import REGISTRY  # the catalog, only when a default is asked

    spec = REGISTRY[task_tool].schema["function"]["parameters"]["properties"].get(param, {})
    return spec.get("default", _NO_DEFAULT)


_NO_DEFAULT = object()


def value_source(task: Task) -> Literal["copy", "derive"]:
    """``copy`` when some acceptable answer's every constrained value is visible or the default;
    else ``derive``. Tasks without gold (free-form checks) count as ``derive``."""
    if task.gold is None:
        return "derive"
    text, scalars = visible_text(task), _record_scalars(task)
    for answer in task.gold.answers:
        if all(_param_copyable(call.name, name, gold, text, scalars)
               for call in answer.calls for name, gold in call.arguments.items()):
            return "copy"
    return "derive"


def _param_copyable(tool: str, name: str, gold: Any, text: str, scalars: set[Any]) -> bool:
    if gold.unconstrained:
        return True
    if gold.key_facts is not None:
        return all(any(wording.strip().lower() in text for wording in fact_wordings(fact))
                   for fact in gold.key_facts)
    default = _default(tool, name)
    return any(v == default or _visible(v, text, scalars) for v in gold.values)


def keeps(task: Task, values: str) -> bool:
    """Whether the ``values`` curriculum keeps ``task``."""
    if values not in VALUE_SOURCES:
        raise ValueError(f"values must be one of {', '.join(VALUE_SOURCES)} (got {values!r})")
    return values == "any" or value_source(task) == values
