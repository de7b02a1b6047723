"""MobilePA-Bench Bucket 2, State Change: the episode's own writes equal the target delta (F20).

The checker compares, table by table and record by record, the terminal change ``D_T - D_0``
with the task's ``target_delta``; the memory store counts as a table named ``memory``:

* **added** records (ids not in ``D_0``) equal the expected ones as a multiset, each compared on
  every field but ``id`` (ids are generated, so they never decide);
* **changed** records (same id, different content) changed exactly the expected fields to the
  expected values (a field that disappeared has the value ``None``);
* a target field written ``{"key_facts": [...]}`` is free text judged by its facts (each in one
  of its wordings), for text whose wording the user left to the planner -- a memory, an email
  body; every other field is compared by value, so dictated text must be written as dictated;
* **removed** ids equal the expected ones;
* **settings** whose value differs equal the expected keys and values.

Anything outside the target -- a write to another table or record, an extra field, a removal
nobody asked for -- fails: destructive and unrelated writes are errors, not noise. The change
itself comes from :func:`mobile_env.state.state_delta`, which skips every table and record the
episode did not write, so scoring reads what the episode wrote, not the whole world. Fields in
``ignore_fields`` (``field`` or ``table.field``) and keys in ``ignore_settings`` are left out on
both sides. Values compare after :func:`mobile_env.rewards.values.normalise` (case, spacing, date
and phone formats, lists as multisets).

``D_0`` is the initial state plus the world's own scheduled changes (``state_change`` friction)
that the episode lived to see: what the environment changed is not the planner's write. An
ambiguity friction's rule applies here too (see
:func:`mobile_env.rewards.tool_calls.ambiguity_violations`).
"""

from __future__ import annotations

from typing import Any

from mobile_env.episode import EpisodeRecord, baseline
from mobile_env.state import MEMORY_TABLE, StateDelta, TableChange, record_fields, state_delta
from mobile_env.task_format.schema import TableDelta, TargetDelta, text_facts
from mobile_env.reward_registry import RewardResult, register
from mobile_env.rewards.values import missing_facts, normalise
from mobile_env.rewards.tool_calls import ambiguity_violations, maximum_matching

__all__ = ["MEMORY_TABLE", "baseline", "canonical", "state_change", "table_delta"]

def canonical(value: Any) -> Any:
    """A hashable, normalised form of a stored value, so equal meanings compare equal."""
    if isinstance(value, dict):
        return tuple(sorted((key, canonical(v)) for key, v in value.items()))
    if isinstance(value, (list, tuple)):
        return tuple(sorted((canonical(v) for v in value), key=repr))
    return normalise(value)


def _same(a: Any, b: Any) -> bool:
    """Equal meaning: the identity and plain-equality checks spare most canonicalisation."""
    return a is b or a == b or canonical(a) == canonical(b)


def _changes(delta: StateDelta) -> dict[str, TableChange]:
    return {**delta.tables, MEMORY_TABLE: delta.memory}


def _ignored(table: str, ignore: list[str]) -> frozenset[str]:
    return frozenset(f for f in ignore if "." not in f) | frozenset(
        f.split(".", 1)[1] for f in ignore if f.startswith(table + "."))


def table_delta(change: TableChange, ignored: frozenset[str] = frozenset()) -> TableDelta:
    """A table's change in the target's terms (see :meth:`TableChange.summary`), compared by
    meaning: a field rewritten with an equal value (``"09:00"`` for ``"9:00"``) did not change."""
    return TableDelta(**change.summary(_same, ignored))


def field_matches(want: Any, got: Any) -> bool:
    """A stored value against the target's: by meaning (:func:`canonical`), or, for a target
    written ``{"key_facts": [...]}``, free text containing every fact in one of its wordings."""
    facts = text_facts(want)
    if facts is not None:
        return isinstance(got, str) and not missing_facts(facts, got)
    return bool(canonical(want) == canonical(got))


def fields_match(want: dict[str, Any], got: dict[str, Any]) -> bool:
    """The same fields, each matching (see :func:`field_matches`)."""
    return want.keys() == got.keys() and all(field_matches(want[k], got[k]) for k in want)


def table_differences(table: str, expected: TableDelta, got: TableDelta,
                      ignored: frozenset[str]) -> list[dict[str, Any]]:
    """What differs between the expected and the actual change of one table; empty if equal.
    Added records pair one-to-one (a maximum matching), so each expected record is met once."""
    out: list[dict[str, Any]] = []
    want = [record_fields(r, ignored) for r in expected.added]
    pairs = maximum_matching([[j for j, r in enumerate(got.added) if fields_match(w, r)]
                              for w in want])
    out += [{"table": table, "problem": "missing_added", "record": r}
            for r, j in zip(expected.added, pairs) if j is None]
    out += [{"table": table, "problem": "unexpected_added", "record": r}
            for j, r in enumerate(got.added) if j not in pairs]
    for rid in sorted(expected.changed.keys() | got.changed.keys()):
        fields = {k: v for k, v in expected.changed.get(rid, {}).items() if k not in ignored}
        actual = got.changed.get(rid, {})
        if not fields_match(fields, actual):
            problem = ("missing_change" if not actual else
                       "unexpected_change" if not fields else "wrong_change")
            out.append({"table": table, "problem": problem, "record_id": rid,
                        "expected": fields, "got": actual})
    out += [{"table": table, "problem": "missing_removal", "record_id": rid}
            for rid in sorted(set(expected.removed) - set(got.removed))]
    out += [{"table": table, "problem": "unexpected_removal", "record_id": rid}
            for rid in sorted(set(got.removed) - set(expected.removed))]
    return out


def settings_differences(target: TargetDelta, changed: dict[str, tuple[Any, Any]],
                         before: dict[str, Any]) -> list[dict[str, Any]]:
    ignored = set(target.ignore_settings)
    got = {k: new for k, (old, new) in changed.items() if k not in ignored and not _same(old, new)}
    want = {k: v for k, v in target.settings.items() if k not in ignored}
    out = []
    for key in sorted(want.keys() | got.keys()):
        if key not in got:
            out.append({"setting": key, "problem": "missing_change", "expected": want[key],
                        "got": before.get(key)})
        elif key not in want:
            out.append({"setting": key, "problem": "unexpected_change", "before": before.get(key),
                        "got": got[key]})
        elif canonical(want[key]) != canonical(got[key]):
            out.append({"setting": key, "problem": "wrong_change", "expected": want[key],
                        "got": got[key]})
    return out


@register("state_change")
def state_change(episode: EpisodeRecord) -> RewardResult:
    """MobilePA's state checker: 1.0 iff the episode's own change of the phone (the final state
    against the initial one with the world's scheduled changes) equals the task's target delta,
    nothing else changed and no ambiguity was ignored; else 0.0.

    Breakdown: ``correct``; ``differences``, one entry per problem (``table`` or ``setting``,
    ``problem``: ``missing_added``, ``unexpected_added``, ``missing_change``,
    ``unexpected_change``, ``wrong_change``, ``missing_removal`` or ``unexpected_removal``, and
    what was expected and found); ``delta``, the change made, by table; ``ambiguity``.
    """
    target = episode.task.target_delta or TargetDelta()
    start = baseline(episode)
    change = state_delta(start, episode.final_state)
    changes = _changes(change)
    differences: list[dict[str, Any]] = []
    delta: dict[str, Any] = {}
    for table in sorted({name for name, c in changes.items() if c} | target.tables.keys()):
        ignored = _ignored(table, target.ignore_fields)
        got = table_delta(changes.get(table, TableChange()), ignored)
        if got.added or got.changed or got.removed:
            delta[table] = got.model_dump()
        differences += table_differences(table, target.tables.get(table, TableDelta()), got,
                                         ignored)
    differences += settings_differences(target, change.settings, start.settings)
    ambiguity = ambiguity_violations(episode)
    correct = not differences and not ambiguity
    return RewardResult(1.0 if correct else 0.0,
                        {"correct": correct, "differences": differences, "delta": delta,
                         "ambiguity": ambiguity})
