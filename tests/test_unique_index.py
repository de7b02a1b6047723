"""The duplicate check of MobilePA's add tools finds what a scan of the table finds, on every
kind of table an episode leaves (opening tuples, tables grown by appends, views that are not the
newest, tables an update made plain again), and reads each opening record once however many adds
check it."""

from __future__ import annotations

import json
from typing import Any

from counted_record import CountedRecord
from hypothesis import given, settings, strategies as st

from mobile_env.env import MobilePlannerEnv
from mobile_env.state import SharedTable, Table
from mobile_env.tools.mobilepa.unique import first_with, key_of

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


#: A step on the tables made so far: append to one of them, replace one record of one (a plain
#: tuple, as an update leaves), or look a key up in one.
_STEPS = st.lists(st.tuples(st.sampled_from(["append", "replace", "find"]), st.integers(0, 50),
                            NAMES, PHONES), max_size=40)


@settings(max_examples=300, deadline=None, derandomize=True)
@given(st.lists(st.tuples(NAMES, PHONES), max_size=8), _STEPS)
def test_the_index_finds_what_a_scan_finds(opening: list[tuple[str, Any]],
                                           steps: list[tuple[str, int, str, Any]]) -> None:
    tables: list[Table] = [tuple(_record(n, *fields) for n, fields in enumerate(opening))]
    for n, (kind, pick, name, phone) in enumerate(steps, start=100):
        table = tables[pick % len(tables)]
        if kind == "append":  # on the newest view or an older one: the branch copies
            tables.append(SharedTable.appended(table, _record(n, name, phone)))
        elif kind == "replace" and len(table):
            at = pick % len(table)
            tables.append(tuple(_record(n, name, phone) if i == at else r
                                for i, r in enumerate(table)))
        key = key_of({"name": name, "phone": phone} if phone is not None else {"name": name},
                     FIELDS)
        for looked_up in (table, tables[-1]):
            assert first_with(looked_up, FIELDS, key) is _scan(looked_up, key)


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
