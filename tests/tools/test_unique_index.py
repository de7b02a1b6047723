"""The duplicate check of MobilePA's add tools: an add whose unique fields (case-folded) equal
those of a record already in the table -- an opening record, an added one, an updated one -- is
refused with that record's id, and the name and phone an update or a removal freed can be added
again."""

from __future__ import annotations

import json
from typing import Any

from hypothesis import given, settings, strategies as st

from mobile_env.env import MobilePlannerEnv
from mobile_env.tools.mobilepa.families import first_with, key_of

FIELDS = ("name", "phone")
NAMES = st.sampled_from(["Ann", "ann", "ANN ", "Bo", "bo", "", "Çé"])
PHONES = st.one_of(st.sampled_from(["1", "2", "+1"]), st.integers(0, 2), st.none())


def _record(n: int, name: str, phone: Any) -> dict[str, Any]:
    record: dict[str, Any] = {"id": f"t-{n}", "name": name}
    if phone is not None:
        record["phone"] = phone
    return record


@settings(max_examples=200, deadline=None, derandomize=True)
@given(st.lists(st.tuples(NAMES, PHONES), max_size=8), NAMES, PHONES)
def test_the_first_record_with_the_key_is_found(rows: list[tuple[str, Any]], name: str,
                                                phone: Any) -> None:
    table = tuple(_record(n, *fields) for n, fields in enumerate(rows))
    key = key_of(_record(99, name, phone), FIELDS)
    expected = [r for r in table
                if (str(r["name"]).casefold(), str(r.get("phone", "")).casefold()) == key]
    assert first_with(table, FIELDS, key) is (expected[0] if expected else None)


def _caller(env: MobilePlannerEnv) -> Any:
    def call(tool: str, /, **arguments: Any) -> dict[str, Any]:
        observation = env.step(json.dumps({"name": tool, "arguments": arguments}))[0]
        return dict(json.loads(observation))
    return call


def test_adds_refuse_duplicates_of_opening_and_added_contacts() -> None:
    env = MobilePlannerEnv(task="pa-tu-be-01", step_limit=40)
    env.reset(seed=0)
    call = _caller(env)
    first = env.unwrapped._state.tables["pa_contacts"][0]
    added = [call("add_contact", name=f"Ann Lee {i}", phone=f"+86 135 {i:08d}")
             for i in range(10)]
    assert [a["status"] for a in added] == ["ok"] * 10
    refused = call("add_contact", name=str(first["name"]).upper(), phone=str(first["phone"]))
    assert refused["error_type"] == "tool_error" and first["id"] in refused["payload"]["message"]
    refused = call("add_contact", name="ann lee 7", phone="+86 135 00000007")
    assert refused["error_type"] == "tool_error"
    assert f"({added[7]['payload']['data']['id']})" in refused["payload"]["message"]


def test_an_update_or_a_removal_frees_its_key_and_an_update_takes_its_new_one() -> None:
    env = MobilePlannerEnv(task="pa-tu-be-01", step_limit=80)
    env.reset(seed=0)
    call = _caller(env)
    added = [call("add_contact", name=f"Ann Lee {i}", phone=f"+86 135 {i:08d}")["payload"]["data"]
             for i in range(6)]
    for i, kind in enumerate(["update", "delete", "update"]):
        target = added[3 + i]
        if kind == "update":
            assert call("update_contact", contact=target["id"],
                        name=f"Bo Chen {i}")["status"] == "ok"
        else:
            assert call("delete_contact", contact=target["id"])["status"] == "ok"
        freed = call("add_contact", name=target["name"], phone=target["phone"])
        assert freed["status"] == "ok", freed
        if kind == "update":
            refused = call("add_contact", name=f"BO CHEN {i}", phone=target["phone"])
            assert refused["error_type"] == "tool_error"
            assert f"({target['id']})" in refused["payload"]["message"]
