"""The phone state: copies that share storage yet never see each other's writes, a step that
costs the same at step 5,000 as at step 1 (nothing copied per call grows with the episode), and
the one state delta, exact and blind to what no tool wrote."""

from __future__ import annotations

import json
import pickle
import sys
import threading
from collections import Counter
from typing import Any

import pytest
from fuzz_actions import ActionFuzzer
from hypothesis import given, settings, strategies as st

from mobile_env.env import MobilePlannerEnv
from mobile_env.episode import baseline
from mobile_env.rewards import get as get_reward
from mobile_env.rewards.state_change import canonical
from mobile_env.state import (LogEntry, OpLog, PhoneState, SharedTable, build_state, state_delta,
                              table_change)
from mobile_env.task_format import load_suite

NOW = "2025-11-01 12:00:00"


def _entry(tool: str, step: int = 1, status: str = "ok") -> LogEntry:
    return LogEntry(step, tool, {}, status, NOW)


# --------------------------------------------------------------------------------- shared views

def test_log_copies_share_storage_but_not_entries() -> None:
    log = OpLog([_entry("a")])
    copy = log.share()
    copy.append(_entry("b"))
    assert [e.tool for e in log] == ["a"] and [e.tool for e in copy] == ["a", "b"]
    assert copy._items is log._items  # appended in place: the newest copy was at the end
    older = log.share()
    older.append(_entry("c"))  # not at the end any more: it copies its own prefix
    assert [e.tool for e in older] == ["a", "c"] and [e.tool for e in copy] == ["a", "b"]
    assert older._items is not log._items
    assert copy.count("b") == 1 and older.count("b") == 0 and log.count("a") == 1
    assert copy[-1].tool == "b" and copy[:1] == [_entry("a")] and log == [_entry("a")]
    with pytest.raises(IndexError):
        log[1]  # noqa: B018


def test_the_log_keeps_failed_calls_and_counts_successful_ones() -> None:
    log = OpLog([_entry("a", status="permission_denied"), _entry("a")])
    assert log.count("a") == 1 and len(log) == 2
    view = log.share()
    view.append(_entry("a", 2, "tool_error"))  # in place
    older = log.share()
    older.append(_entry("a", 2))  # copies its prefix, recounting
    assert view.count("a") == 1 and older.count("a") == 2
    assert [e.status for e in view] == ["permission_denied", "ok", "tool_error"]
    assert view[-1].to_dict()["status"] == "tool_error"


def test_log_appends_from_two_threads_never_mix() -> None:
    base = OpLog([_entry("start")])
    views = [base.share() for _ in range(8)]
    barrier = threading.Barrier(len(views))

    def grow(view: OpLog, name: str) -> None:
        barrier.wait()
        for step in range(200):
            view.append(_entry(name, step))

    threads = [threading.Thread(target=grow, args=(v, f"t{i}")) for i, v in enumerate(views)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    for i, view in enumerate(views):
        assert [e.tool for e in view] == ["start"] + [f"t{i}"] * 200
        assert [e.step for e in view][1:] == list(range(200)) and view.count(f"t{i}") == 200


def test_shared_table_reads_like_a_tuple() -> None:
    rows = ({"id": "t-1"}, {"id": "t-2"})
    grown = SharedTable.appended(rows, {"id": "t-3"})
    again = SharedTable.appended(grown, {"id": "t-4"})
    branch = SharedTable.appended(grown, {"id": "t-5"})
    assert rows == ({"id": "t-1"}, {"id": "t-2"})  # the tuple it grew from is untouched
    assert grown == rows + ({"id": "t-3"},) and len(grown) == 3 and grown[-1] == {"id": "t-3"}
    assert [r["id"] for r in again] == ["t-1", "t-2", "t-3", "t-4"]
    assert [r["id"] for r in branch] == ["t-1", "t-2", "t-3", "t-5"]
    assert again._items is grown._items and branch._items is not grown._items
    assert grown[1:] == ({"id": "t-2"}, {"id": "t-3"}) and isinstance(grown[1:], tuple)
    assert grown + ({"id": "x"},) == (*grown, {"id": "x"})
    assert repr(grown) == repr(tuple(grown))
    with pytest.raises(TypeError):  # records are dicts: no more hashable than a tuple of them
        hash(grown)
    assert pickle.loads(pickle.dumps(grown)) == tuple(grown)
    assert type(pickle.loads(pickle.dumps(grown))) is tuple


def test_a_shared_table_slices_and_knows_what_it_extends() -> None:
    """Slices of a view (whose list a newer view has grown) are the tuple's, any step; and a
    view extends exactly its root and the shorter views of its list."""
    rows = tuple({"id": f"t-{i}"} for i in range(4))
    grown = SharedTable.appended(rows, {"id": "t-4"})
    newer = SharedTable.appended(SharedTable.appended(grown, {"id": "t-5"}), {"id": "t-6"})
    branch = SharedTable.appended(grown, {"id": "t-7"})
    plain = (*rows, {"id": "t-4"})
    longer = (*plain, {"id": "t-5"}, {"id": "t-6"})
    for cut in (slice(None), slice(2, None), slice(1, 4), slice(None, None, 2), slice(-2, None),
                slice(None, None, -1), slice(3, 0, -2), slice(9, None), slice(None, -9, -1),
                slice(4, None), slice(5, 2), slice(3, 6), slice(-3, -1), slice(0, 4)):
        assert grown[cut] == plain[cut], cut
        assert newer[cut] == longer[cut], cut
    for i in range(-len(longer), len(longer)):
        assert newer[i] == longer[i]
    for i in (len(plain), -len(plain) - 1):
        with pytest.raises(IndexError):
            grown[i]
    assert grown.root is rows and newer.root is rows and branch.root is rows


def test_a_write_shares_the_table_it_grows_instead_of_copying_it() -> None:
    """The first write into a table takes no reference to its records (a copy took one to each,
    touching every record of a big table), and a write into an older view copies only the
    records written since the root."""
    rows = tuple({"id": f"t-{i}"} for i in range(1000))
    before = [sys.getrefcount(row) for row in rows]
    grown = SharedTable.appended(rows, {"id": "t-1000"})
    again = SharedTable.appended(grown, {"id": "t-1001"})
    branch = SharedTable.appended(grown, {"id": "t-1002"})
    assert [sys.getrefcount(row) for row in rows] == before
    assert again._items == [{"id": "t-1000"}, {"id": "t-1001"}]
    assert branch._items == [{"id": "t-1000"}, {"id": "t-1002"}]
    assert len(branch) == 1002 and branch[999] is rows[999] and branch[-1] == {"id": "t-1002"}


def test_iterating_a_table_while_a_newer_copy_grows_it_stops_at_its_length() -> None:
    table = SharedTable.appended((), {"id": "t-1"})
    seen = []
    for row in table:
        seen.append(row["id"])
        if len(seen) < 5:
            table = SharedTable.appended(table, {"id": f"t-{len(seen) + 1}"})
    assert seen == ["t-1"]


def test_a_long_episode_copies_neither_its_log_nor_the_table_it_writes() -> None:
    """Why a step costs the same at step 5,000 as at step 1 (the bench measures the time)."""
    env = MobilePlannerEnv(suite="demo", step_limit=6000)
    env.reset(seed=0)
    call = json.dumps({"name": "Phone_Call", "arguments": {"telephone": "15711227837"}})
    env.step(call)
    def storage() -> tuple[list[Any], list[Any]]:
        state = env.state
        assert state is not None
        return state.log._items, state.table("call_log")._items  # type: ignore[attr-defined]

    first = storage()
    for _ in range(5000):
        env.step(call)
    assert all(a is b for a, b in zip(storage(), first))  # the same two lists, grown in place
    assert len(env.state.log) == 5001 and len(env.state.table("call_log")) >= 5001
    assert env.episode.initial_state.log == [] and env.episode.initial_state.table("call_log") == ()


def test_build_state_keeps_records_and_sets_counters() -> None:
    rows = [{"id": "contacts-3", "name": "A"}, {"id": "contacts-12", "name": "B"}]
    state = build_state(NOW, {"contacts": rows, "notes": [{"title": "x"}, {"title": "y"}]})
    assert state.table("contacts")[0] is rows[0]  # stored as it is: records are never mutated
    assert state.counters == {"contacts": 12, "notes": 2}
    assert [r["id"] for r in state.table("notes")] == ["notes-1", "notes-2"]
    assert state.insert("contacts", {"name": "C"})["id"] == "contacts-13"


def _reference_counter(ids: list[Any]) -> int | None:
    """What the counter of a table with these ids must be: the largest decimal tail after the
    last dash of an id (as text), None if no id has one."""
    tails = [str(i).rpartition("-")[2] for i in ids]
    return max((int(t) for t in tails if t.isdecimal()), default=None)


@pytest.mark.parametrize("ids", [
    [f"notes-{i}" for i in range(1, 41)],  # numbered in order: one comparison
    [f"notes-{i}" for i in range(1, 6)],  # fewer than a table of that name seen before
    [f"notes-{i}" for i in (1, 2, 40, 4)],  # in order but for one
    ["notes-1", "notes-3", "notes-3"], ["notes-1", "notes-02"], ["notes-1", "notes-x", "notes-2"],
    ["notes-1", "memo-7", "notes-3"], ["notes-1", "notes-1-9", "notes-3"],
    ["notes-1", 5, "notes-2"], ["notes-1", "notes-٣"], [7, 3], ["a", "b-"], ["notes-1"],
    ["notes-2"],
])
def test_counters_of_built_states_are_the_largest_id_numbers(ids: list[Any]) -> None:
    rows = [{"id": i, "title": "t"} for i in ids]
    state = build_state(NOW, {"notes": rows, "bank-cards": [{"id": f"bank-cards-{i}"}
                                                           for i in range(1, len(ids) + 1)]})
    top = _reference_counter(ids)
    assert state.counters.get("notes") == top
    assert state.counters["bank-cards"] == len(ids)  # a table name holding a dash
    assert state.insert("notes", {"title": "u"})["id"] == f"notes-{(top or 0) + 1}"


#: Ids as tasks hold them: numbered ``log-1`` on (as generated worlds are), then perhaps changed
#: anywhere: other numbers, other prefixes, no number, a number instead of a string.
_IDS = st.tuples(st.integers(0, 30), st.lists(st.tuples(st.integers(0, 40), st.one_of(
    st.integers(1, 50).map(lambda n: f"log-{n}"), st.text(alphabet="log-0123x", max_size=7),
    st.integers(0, 9))), max_size=3)).map(
    lambda spec: _changed([f"log-{i}" for i in range(1, spec[0] + 1)], spec[1]))


def _changed(ids: list[Any], changes: list[tuple[int, Any]]) -> list[Any]:
    for position, value in changes:
        if ids:
            ids[position % len(ids)] = value
        else:
            ids.append(value)
    return ids


@settings(max_examples=400, deadline=None, derandomize=True)
@given(_IDS)
def test_counters_match_parsing_every_id(ids: list[Any]) -> None:
    state = build_state(NOW, {"log": [{"id": i} for i in ids]})
    assert state.counters.get("log") == _reference_counter(ids)


# -------------------------------------------------------------------------------------- deltas

class Untouchable(dict):  # type: ignore[type-arg]
    """A record that fails any comparison: a delta that reads an unwritten table trips on it."""

    def __eq__(self, other: object) -> bool:
        raise AssertionError("compared a record no tool wrote")

    __hash__ = None  # type: ignore[assignment]


def test_the_delta_never_reads_an_unwritten_table() -> None:
    untouched = tuple(Untouchable(id=f"notes-{i}") for i in range(1000))
    before = PhoneState(NOW, tables={"notes": untouched, "alarm": ({"id": "alarm-1", "on": 1},)})
    after = before.copy()
    after.tables["alarm"] = ({"id": "alarm-1", "on": 0}, {"id": "alarm-2", "on": 1})
    after.settings["wifi"] = True
    delta = state_delta(before, after)
    assert list(delta.tables) == ["alarm"] and not delta.memory
    change = delta.tables["alarm"]
    assert change.added == ({"id": "alarm-2", "on": 1},) and change.removed == ()
    assert change.changed == (({"id": "alarm-1", "on": 1}, {"id": "alarm-1", "on": 0}),)
    assert delta.settings == {"wifi": (None, True)}
    assert not state_delta(before, before.copy())


def test_equal_records_in_new_dicts_are_not_changes() -> None:
    old = ({"id": "a-1", "x": 1}, {"id": "a-2", "x": 2})
    new = tuple(dict(r) for r in old)
    assert not table_change(old, new)
    assert table_change(old, new[:1]).removed == (old[1],)


def _by_id(before: Any, after: Any) -> tuple[tuple[Any, ...], ...]:
    """``table_change`` as every record compared by id, nothing skipped."""
    old = {r.get("id"): r for r in before}
    new = {r.get("id"): r for r in after}
    return (tuple(r for rid, r in new.items() if rid not in old),
            tuple((old[rid], r) for rid, r in new.items() if rid in old and old[rid] != r),
            tuple(r for rid, r in old.items() if rid not in new))


#: An opening table's ids, and those of the records appended to it: fresh ones, ones it holds,
#: repeats among the appended, none at all.
_APPENDS = st.tuples(
    st.lists(st.one_of(st.integers(1, 6).map(lambda n: f"log-{n}"), st.none()), max_size=6),
    st.lists(st.one_of(st.integers(1, 12).map(lambda n: f"log-{n}"), st.none()), max_size=6),
    st.integers(0, 6))


@settings(max_examples=500, deadline=None, derandomize=True)
@given(_APPENDS)
def test_a_table_grown_by_appends_changes_as_comparing_every_record(
        spec: tuple[list[Any], list[Any], int]) -> None:
    """A table an episode only appended to reports its appended records without reading the
    opening table's; whenever an appended id is not new (the opening table's, a repeat, none),
    every record is compared by id. Both say what comparing every record says, for the whole
    table and for each shorter view of it."""
    opening, appended, cut = spec
    root = tuple({"id": i, "n": n} if i is not None else {"n": n} for n, i in enumerate(opening))
    views: list[Any] = [root]
    for n, rid in enumerate(appended):
        record = {"id": rid, "n": -n} if rid is not None else {"n": -n}
        views.append(SharedTable.appended(views[-1], record))
    after = views[-1]
    for before in (root, views[min(cut, len(views) - 1)]):
        change = table_change(before, after)
        assert (change.added, change.changed, change.removed) == _by_id(before, after)


def _brute_force(episode: Any) -> dict[str, Any]:
    """The state-change reward's delta as it was computed before the one delta function: every
    record of every table canonicalised and compared, settings key by key."""
    start, end = baseline(episode), episode.final_state
    before = {**start.tables, "memory": start.memory}
    after = {**end.tables, "memory": end.memory}
    ignore = episode.task.target_delta.ignore_fields if episode.task.target_delta else []
    out: dict[str, Any] = {}
    for table in sorted(before.keys() | after.keys()):
        skip = {f for f in ignore if "." not in f} | {
            f.split(".", 1)[1] for f in ignore if f.startswith(table + ".")} | {"id"}
        old = {r.get("id"): r for r in before.get(table, ())}
        new = {r.get("id"): r for r in after.get(table, ())}
        changed = {}
        for rid in sorted(old.keys() & new.keys(), key=str):
            a = {k: v for k, v in old[rid].items() if k not in skip}
            b = {k: v for k, v in new[rid].items() if k not in skip}
            fields = {k: b.get(k) for k in sorted(a.keys() | b.keys())
                      if canonical(a.get(k)) != canonical(b.get(k))}
            if fields:
                changed[rid] = fields
        added = [{k: v for k, v in r.items() if k not in skip} for rid, r in new.items()
                 if rid not in old]
        removed = sorted(rid for rid in old if rid not in new)
        if added or changed or removed:
            out[table] = {"added": added, "changed": dict(sorted(changed.items())),
                          "removed": removed}
    return out


@pytest.mark.parametrize("suite", ["mobilepa-tool-use", "mobilepa-memory", "mobilepa-test"])
def test_the_fast_delta_equals_comparing_every_record(suite: str) -> None:
    """Reference plays, finishing at once and fuzzed plays of every state-change task: the
    reward's delta is what comparing every record of every table gives, and only the tables
    that changed are reported."""
    tasks = [t for t in load_suite(suite) if t.checker == "state_change"]
    assert tasks
    env = MobilePlannerEnv(tasks=tasks, reward="state_change")
    kinds: Counter[str] = Counter()
    for task in tasks:
        fuzzer = ActionFuzzer(task.id)
        reference = [json.dumps([{"name": c.name, "arguments": c.arguments} for c in step])
                     for step in task.reference_solution]
        for play in ("reference", "finish", "fuzz"):
            _, info = env.reset(options={"task_id": task.id})
            fuzzer.for_task(task, info["tools"])
            actions = reference if play == "reference" else \
                [fuzzer.action()[1] for _ in range(12)] if play == "fuzz" else []
            for action in [*actions, '{"name": "finish", "arguments": {}}']:
                *_, terminated, truncated, info = env.step(action)
                if terminated or truncated:
                    break
            episode = env.episode
            assert episode is not None
            breakdown = get_reward("state_change")(episode).breakdown
            assert breakdown["delta"] == _brute_force(episode), (task.id, play)
            kinds[play] += bool(breakdown["delta"])
    assert kinds["reference"] > len(tasks) // 2 and kinds["fuzz"] > 0
