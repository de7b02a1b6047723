"""The duplicate check of MobilePA's add tools finds what a scan of the table finds, on every
kind of table an episode leaves (opening tuples, tables grown by appends, views that are not the
newest, tables an update or a removal made plain again, their indexes carried over or made
afresh), reads each opening record once however many adds check it, and reads no record again
when an add follows an update or a removal."""

from __future__ import annotations

import json
from typing import Any
from unittest.mock import patch

from counted_record import CountedRecord
from hypothesis import given, settings, strategies as st

from mobile_env.env import MobilePlannerEnv
from mobile_env.state import SharedTable, Table
from mobile_env.tools.mobilepa import unique
from mobile_env.tools.mobilepa.unique import checks_duplicates, first_with, key_of, rewritten

FIELDS = ("name", "phone")
NAMES = st.sampled_from(["Ann", "ann", "ANN ", "Bo", "bo", "", "Çé"])
PHONES = st.one_of(st.sampled_from(["1", "2", "+1"]), st.integers(0, 2), st.none())


def _record(n: int, name: str, phone: Any) -> dict[str, Any]:
    record: dict[str, Any] = {"id": f"t-{n}", "name": name}
    if phone is not None:
        record["phone"] = phone
    return record


def _scan(table: Table, key: tuple[str, ...]) -> Any:
    return next((r for r in table if key_of(r, FIELDS) == key), None)


#: A step on the tables made so far: append to one of them, replace one record of one or take
#: one out (a plain tuple, as an update or a removal leaves, noted as they note it: its index
#: carried over when the table's is known), or look a key up in one.
_STEPS = st.lists(st.tuples(st.sampled_from(["append", "replace", "remove", "find"]),
                            st.integers(0, 50), NAMES, PHONES), max_size=40)
#: The table name the steps' rewrites are noted under.
_TABLE = "unique-index-test"
checks_duplicates(_TABLE)


@settings(max_examples=300, deadline=None, derandomize=True)
@given(st.lists(st.tuples(NAMES, PHONES), max_size=8), _STEPS)
def test_the_index_finds_what_a_scan_finds(opening: list[tuple[str, Any]],
                                           steps: list[tuple[str, int, str, Any]]) -> None:
    with patch.object(unique, "NOTED_FROM", 0):  # these tables are small: derive every one
        _index_and_scan_agree(opening, steps)


def _index_and_scan_agree(opening: list[tuple[str, Any]],
                          steps: list[tuple[str, int, str, Any]]) -> None:
    tables: list[Table] = [tuple(_record(n, *fields) for n, fields in enumerate(opening))]
    keys: list[tuple[str, ...]] = []
    for n, (kind, pick, name, phone) in enumerate(steps, start=100):
        table = tables[pick % len(tables)]
        if kind == "append":  # on the newest view or an older one: the branch copies
            tables.append(SharedTable.appended(table, _record(n, name, phone)))
        elif kind in ("replace", "remove") and len(table):
            at, rows = pick % len(table), tuple(table)
            added = _record(n, name, phone) if kind == "replace" else None
            after = (*rows[:at], *(() if added is None else (added,)), *rows[at + 1:])
            rewritten(_TABLE, table, after, rows[at], added)
            tables.append(after)
        key = key_of({"name": name, "phone": phone} if phone is not None else {"name": name},
                     FIELDS)
        keys.append(key)
        if kind == "find":
            assert first_with(table, FIELDS, key) is _scan(table, key)
    # Newest first: a table rewritten several times over walks the notes back to a known index.
    for table in reversed(tables):
        for key in keys:
            assert first_with(table, FIELDS, key) is _scan(table, key)


def test_adds_read_the_opening_table_once_and_still_refuse_duplicates() -> None:
    """30 ``add_contact`` calls read each opening contact once (two fields each), where the scan
    read every contact at every add; a duplicate of an opening or an added contact, in any
    case, is still refused with its id."""
    env = MobilePlannerEnv(task="pa-tu-be-01", step_limit=40)
    env.reset(seed=0)
    state = env.unwrapped._state  # the episode's live state, for the counted opening table
    contacts = tuple(CountedRecord(r) for r in state.tables["pa_contacts"])
    state.tables["pa_contacts"] = contacts
    CountedRecord.reads = 0

    def add(name: str, phone: str) -> dict[str, Any]:
        observation = env.step(json.dumps({"name": "add_contact",
                                           "arguments": {"name": name, "phone": phone}}))[0]
        return dict(json.loads(observation))

    added = [add(f"Ann Lee {i}", f"+86 135 {i:08d}") for i in range(30)]
    assert [a["status"] for a in added] == ["ok"] * 30
    assert CountedRecord.reads == 2 * len(contacts)
    first = contacts[0]
    refused = add(str(first["name"]).upper(), str(first["phone"]))
    assert refused["error_type"] == "tool_error" and first["id"] in refused["payload"]["message"]
    refused = add("ann lee 7", "+86 135 00000007")
    assert refused["error_type"] == "tool_error"
    assert f"({added[7]['payload']['data']['id']})" in refused["payload"]["message"]


def test_an_add_after_an_update_or_a_removal_reads_no_record_again() -> None:
    """An ``add_contact`` right after an ``update_contact`` or a ``delete_contact`` of a table
    whose history is noted finds the duplicate check's index carried over: it reads no opening
    contact again; it still refuses a duplicate of the updated contact, and accepts the name
    and phone the update or the removal freed."""
    env = MobilePlannerEnv(task="pa-tu-be-01", step_limit=80)
    env.reset(seed=0)
    state = env.unwrapped._state
    state.tables["pa_contacts"] = tuple(CountedRecord(r) for r in state.tables["pa_contacts"])

    def call(tool: str, /, **arguments: Any) -> dict[str, Any]:
        observation = env.step(json.dumps({"name": tool, "arguments": arguments}))[0]
        return dict(json.loads(observation))

    added = [call("add_contact", name=f"Ann Lee {i}", phone=f"+86 135 {i:08d}")["payload"]["data"]
             for i in range(unique.NOTED_FROM)]  # a table whose history is noted
    for i, kind in enumerate(["update", "delete", "update"]):
        target = added[3 + i]
        if kind == "update":
            assert call("update_contact", contact=target["id"],
                        name=f"Bo Chen {i}")["status"] == "ok"
        else:
            assert call("delete_contact", contact=target["id"])["status"] == "ok"
        CountedRecord.reads = 0
        freed = call("add_contact", name=target["name"], phone=target["phone"])
        assert freed["status"] == "ok", freed
        assert CountedRecord.reads == 0  # the opening contacts are not read again
        if kind == "update":
            refused = call("add_contact", name=f"BO CHEN {i}", phone=target["phone"])
            assert refused["error_type"] == "tool_error"
            assert f"({target['id']})" in refused["payload"]["message"]
