"""SPIEval's 10 execution tools (F4, paper Figure 11) through the env: success, every failure kind.

Each tool is driven by one minimal valid call (:data:`MINIMAL`); failure tests perturb that call
one argument at a time, so every table row names exactly the thing it breaks. Every failing call
must leave the phone state byte-identical (F3: invalid calls change nothing).
"""

from __future__ import annotations

from typing import Any

import pytest
from conftest import call

from mobile_env.papers import SPIEVAL
from mobile_env.state import state_delta
from mobile_env.tools import REGISTRY, SPIEVAL_EXECUTION_TOOLS
from mobile_env.tools.registry import MAX_ARG_CHARS

# Demo task world: the owner, and "now" (the task's own timestamp, never the wall clock).
OWNER, OWNER_PHONE, OWNER_ACCOUNT = "Yixuan Xu", "15711227837", "6977889967897890098"
TODAY, NOW = "2025-11-01", "12:00:00"

MINIMAL: dict[str, dict[str, Any]] = {
    "Accommodation_Create": {"dateCheckIn": "2025-11-10", "dateCheckOut": "2025-11-12",
                             "location": "Hilton Pudong", "people": [OWNER],
                             "telephone": OWNER_PHONE},
    "Clock_CreateAlarm": {"time": "07:30:00"},
    "Contacts_Create": {"name": "Ada Park", "telephone": "+1 415-000-1111"},
    "Meeting_Create": {"dateStart": "2025-11-03", "dateEnd": "2025-11-03",
                       "timeStart": "14:00:00", "timeEnd": "15:00:00"},
    "TodoList_Create": {"content": "Buy walnuts", "date": "2025-11-02", "time": "09:00"},
    "Schedule_Create": {"date": "2025-11-02", "timeStart": "10:00:00", "timeEnd": "11:00:00"},
    "Messages_Send": {"telephone": "13916623345", "text": "Home by six"},
    "Consumption_Create": {"item": "transfer", "amount": 20.5, "receivingName": "Ling Xie",
                           "receivingAccount": "6222000011112222"},
    "Transport_Create": {"date": "2025-11-05", "time": "08:00:00", "start": "Shanghai",
                         "end": "Beijing", "passenger": [OWNER], "telephone": OWNER_PHONE,
                         "transportType": "train"},
    "Phone_Call": {"telephone": "+1 415-739-2098"},
}

#: The table each tool writes and the full record (less its id) the minimal call stores:
#: this pins every default of Figure 11 (alarm 'Alarm'/3/1/5, meeting and schedule reminders...).
STORED: dict[str, tuple[str, dict[str, Any]]] = {
    "Accommodation_Create": ("accommodation", {
        "hotel": "Hilton Pudong", "check_in_date": "2025-11-10", "check_out_date": "2025-11-12",
        "room_type": "", "quantity": 1, "contact": [OWNER], "contact_number": OWNER_PHONE,
        "cost": "", "status": "booked"}),
    "Clock_CreateAlarm": ("alarm", {
        "time": "07:30:00", "repeat": "never", "alarm_name": "Alarm", "ring_duration": 3,
        "repeat_count": 1, "ring_interval": 5, "status": "on"}),
    "Contacts_Create": ("contacts", {
        "name": "Ada Park", "phone_number": "+1 415-000-1111", "company": "", "email": "",
        "address": "", "birthday": "", "id_number": "", "relationship": "", "note": ""}),
    "Meeting_Create": ("meeting", {
        "title": "No subject", "start_date": "2025-11-03", "end_date": "2025-11-03",
        "start_time": "14:00:00", "end_time": "15:00:00", "reminder": "10 minutes before",
        "repeat": "never", "participants": [], "meeting_id": "800000004", "location": [],
        "meeting_minutes": "", "status": "scheduled"}),
    "TodoList_Create": ("notes", {
        "title": "To-do", "content": "Buy walnuts", "creation_date": "2025-11-02",
        "creation_time": "09:00"}),
    "Schedule_Create": ("schedule", {
        "title": "No subject", "date": "2025-11-02", "start_time": "10:00:00",
        "end_time": "11:00:00", "reminder": "10 minutes before", "repeat": "never",
        "location": "None"}),
    "Messages_Send": ("sms", {
        "sender_name": OWNER, "sender_phone": OWNER_PHONE, "recipient_name": "",
        "recipient_phone": "13916623345", "date": TODAY, "time": NOW, "content": "Home by six",
        "attachment": [], "status": "sent"}),
    "Consumption_Create": ("transaction", {
        "item": "transfer", "amount": 20.5, "date": TODAY, "time": NOW, "payer": OWNER,
        "payer_account": OWNER_ACCOUNT, "payee": "Ling Xie", "payee_account": "6222000011112222",
        "note": ""}),
    "Transport_Create": ("transport", {
        "date": "2025-11-05", "departure_time": "08:00:00", "estimated_arrival_time": "",
        "origin": "Shanghai", "destination": "Beijing", "mode": "train", "contact": [OWNER],
        "contact_number": OWNER_PHONE, "estimated_cost": "", "status": "booked"}),
    "Phone_Call": ("call_log", {
        "telephone": "+1 415-739-2098", "type": "VOICE", "date": TODAY, "time": NOW,
        "status": "dialled"}),
}


def with_args(tool: str, **changes: Any) -> dict[str, Any]:
    """The minimal call of ``tool`` with ``changes`` applied (a value of ... drops the argument)."""
    args = {**MINIMAL[tool], **changes}
    return {k: v for k, v in args.items() if v is not ...}


def succeed(env: Any, tool: str, args: dict[str, Any]) -> dict[str, Any]:
    """Call ``tool``, assert it worked and wrote its record last in its table; return the record."""
    table, _ = STORED[tool]
    before = len(env.unwrapped.state.table(table))
    obs = call(env, tool, **args)
    assert obs["status"] == "ok" and obs["error_type"] is None, obs
    rows = env.unwrapped.state.table(table)
    assert len(rows) == before + 1
    assert rows[-1] == obs["payload"]
    assert env.unwrapped.state.log[-1].tool == tool
    return obs["payload"]


def fail(env: Any, tool: str, args: dict[str, Any], error_type: str, *fragments: str) -> str:
    """Call ``tool``, assert it failed with ``error_type`` and changed nothing but the operation
    log, which gains the call with its error type as its result code; return the text."""
    state = env.unwrapped.state
    digest = state.digest()
    obs = call(env, tool, **args)
    assert obs["status"] == "error" and obs["error_type"] == error_type, obs
    message = obs["payload"]["message"]
    for fragment in fragments:
        assert fragment in message, (fragment, message)
    after = env.unwrapped.state
    assert state.digest() == digest, "a failed call must not change the state it was given"
    assert {k: v for k, v in after.to_dict().items() if k != "log"} == \
        {k: v for k, v in state.to_dict().items() if k != "log"}, "only the log may change"
    assert len(after.log) == len(state.log) + 1
    assert (after.log[-1].tool, after.log[-1].status) == (tool, error_type)
    return message


#: The tools with an example call here (Figure 11's ten; tests/project/test_papers.py checks the
#: catalog).
TOOLS = tuple(MINIMAL)


def test_the_examples_are_execution_tools_with_valid_arguments() -> None:
    assert set(STORED) == set(TOOLS) and set(TOOLS) <= set(SPIEVAL_EXECUTION_TOOLS)
    for tool in TOOLS:
        assert REGISTRY[tool].kind == "execute" and REGISTRY[tool].domain == "spieval"
        properties = REGISTRY[tool].schema["function"]["parameters"]["properties"]
        assert set(MINIMAL[tool]) <= set(properties)


@pytest.mark.parametrize("tool", TOOLS)
def test_minimal_call_stores_record_with_defaults(env: Any, tool: str) -> None:
    table, expected = STORED[tool]
    record = succeed(env, tool, MINIMAL[tool])
    assert record["id"] == f"{table}-{env.unwrapped.state.counters[table]}"
    assert {k: v for k, v in record.items() if k != "id"} == expected


@pytest.mark.parametrize("tool", TOOLS)
def test_success_is_deterministic_and_ids_never_repeat(env: Any, tool: str) -> None:
    first = succeed(env, tool, MINIMAL[tool])
    second = succeed(env, tool, MINIMAL[tool])
    assert first["id"] != second["id"]
    assert {**first, "id": None, "meeting_id": None} == {**second, "id": None, "meeting_id": None}


# (tool, arguments changed from the minimal call, expected fields of the stored record)
NORMALISED = [
    ("Accommodation_Create", {"dateCheckIn": "2025-5-2", "dateCheckOut": "2025-5-10", "num": 2,
                              "roomType": "twin", "people": [OWNER, "Ling Xie"]},
     {"check_in_date": "2025-05-02", "check_out_date": "2025-05-10", "quantity": 2,
      "room_type": "twin", "contact": [OWNER, "Ling Xie"]}),
    ("Clock_CreateAlarm", {"time": "7:5"}, {"time": "07:05:00"}),
    ("Clock_CreateAlarm", {"time": "9:05", "repeatDayOfWeek": [5, 1, 1, "3"], "name": "Gym",
                           "alarmDuration": 10, "alarmCount": "5", "alarmInterval": 30},
     {"time": "09:05:00", "repeat": "Mon, Wed, Fri", "alarm_name": "Gym", "ring_duration": 10,
      "repeat_count": 5, "ring_interval": 30}),
    ("Clock_CreateAlarm", {"repeatDayOfWeek": [7, 6]}, {"repeat": "Sat, Sun"}),
    ("Contacts_Create", {"telephone": " 13900001111 ", "company": "Acme", "email": "a@b.c",
                         "address": "1 Main St", "birthday": "1990-01-01", "identifyCard": "110",
                         "relationship": "friend", "note": "met at expo"},
     {"phone_number": "13900001111", "company": "Acme", "email": "a@b.c", "address": "1 Main St",
      "birthday": "1990-01-01", "id_number": "110", "relationship": "friend",
      "note": "met at expo"}),
    ("Meeting_Create", {"dateStart": "2025-5-2", "dateEnd": "2025-5-3", "timeStart": "9:05",
                        "timeEnd": "8:5:7", "title": "Q4 review", "location": ["Room 3B"],
                        "participants": ["Daniel Reed"]},
     {"start_date": "2025-05-02", "end_date": "2025-05-03", "start_time": "09:05:00",
      "end_time": "08:05:07", "title": "Q4 review", "location": ["Room 3B"],
      "participants": ["Daniel Reed"]}),
    ("TodoList_Create", {"date": "2025-5-2", "time": "9:5"},
     {"creation_date": "2025-05-02", "creation_time": "09:05"}),
    ("Schedule_Create", {"date": " 2025-12-1 ", "timeStart": "8:00", "timeEnd": "23:59:59",
                         "title": "Dentist", "location": "Clinic"},
     {"date": "2025-12-01", "start_time": "08:00:00", "end_time": "23:59:59", "title": "Dentist",
      "location": "Clinic"}),
    ("Messages_Send", {"attach": ["/sdcard/a.png", "/sdcard/b.pdf"]},
     {"attachment": ["/sdcard/a.png", "/sdcard/b.pdf"]}),
    ("Consumption_Create", {"amount": 12, "note": "lunch"}, {"amount": 12, "note": "lunch"}),
    ("Consumption_Create", {"amount": "99.99"}, {"amount": 99.99}),
    ("Transport_Create", {"date": "2025-11-5", "time": "now", "start": "current"},
     {"date": "2025-11-05", "departure_time": "now", "origin": "current"}),
    ("Transport_Create", {"time": " NOW "}, {"departure_time": "now"}),
    ("Phone_Call", {"type": "VIDEO"}, {"type": "VIDEO"}),
]


@pytest.mark.parametrize(("tool", "changes", "expected"), NORMALISED,
                         ids=[f"{t}-{i}" for i, (t, _, _) in enumerate(NORMALISED)])
def test_values_are_stored_normalised(env: Any, tool: str, changes: dict[str, Any],
                                      expected: dict[str, Any]) -> None:
    record = succeed(env, tool, with_args(tool, **changes))
    assert {k: record[k] for k in expected} == expected


# Every Chinese enum value of the paper, and the English value it stands for.
ALIASES = [
    ("Meeting_Create", "timeRemind", "准时", "reminder", "on time"),
    ("Meeting_Create", "timeRemind", "10分钟前", "reminder", "10 minutes before"),
    ("Meeting_Create", "timeRemind", "30分钟前", "reminder", "30 minutes before"),
    ("Meeting_Create", "timeRemind", "1小时前", "reminder", "1 hour before"),
    ("Meeting_Create", "timeRemind", "1天前", "reminder", "1 day before"),
    ("Meeting_Create", "timeRemind", "1周前", "reminder", "1 week before"),
    ("Meeting_Create", "repeat", "不重复", "repeat", "never"),
    ("Meeting_Create", "repeat", "每天", "repeat", "daily"),
    ("Meeting_Create", "repeat", "每周", "repeat", "weekly"),
    ("Meeting_Create", "repeat", "每两周", "repeat", "biweekly"),
    ("Schedule_Create", "timeRemind", "1小时前", "reminder", "1 hour before"),
    ("Schedule_Create", "repeat", "不重复", "repeat", "never"),
    ("Schedule_Create", "repeat", "每天", "repeat", "daily"),
    ("Schedule_Create", "repeat", "每周", "repeat", "weekly"),
    ("Schedule_Create", "repeat", "每月", "repeat", "monthly"),
    ("Schedule_Create", "repeat", "每年", "repeat", "yearly"),
    ("Transport_Create", "transportType", "汽车", "mode", "car"),
    ("Transport_Create", "transportType", "火车", "mode", "train"),
    ("Transport_Create", "transportType", "飞机", "mode", "plane"),
    # English values pass through, surrounding spaces are ignored.
    ("Meeting_Create", "timeRemind", " 1 day before ", "reminder", "1 day before"),
    ("Transport_Create", "transportType", "plane", "mode", "plane"),
]


@pytest.mark.parametrize(("tool", "arg", "value", "column", "stored"), ALIASES)
def test_chinese_enum_aliases_are_accepted(env: Any, tool: str, arg: str, value: str,
                                           column: str, stored: str) -> None:
    record = succeed(env, tool, with_args(tool, **{arg: value}))
    assert record[column] == stored


def test_failed_call_then_valid_call_only_the_valid_one_lands(env: Any) -> None:
    fail(env, "Contacts_Create", {"name": "Ada"}, "invalid_arguments", "'telephone'")
    record = succeed(env, "Contacts_Create", MINIMAL["Contacts_Create"])
    assert record["id"] == "contacts-7"  # the demo world has contacts-1..6; the failure took no id
    assert [(e.tool, e.status) for e in env.unwrapped.state.log] == \
        [("Contacts_Create", "invalid_arguments"), ("Contacts_Create", "ok")]
    assert env.unwrapped.state.log.count("Contacts_Create") == 1


MISSING = [(tool, arg) for tool in TOOLS for arg in SPIEVAL.execution_tools[tool]]


@pytest.mark.parametrize(("tool", "arg"), MISSING)
def test_missing_required_argument(env: Any, tool: str, arg: str) -> None:
    fail(env, tool, with_args(tool, **{arg: ...}), "invalid_arguments",
         f"missing required argument '{arg}'")


@pytest.mark.parametrize("tool", [t for t in TOOLS if REGISTRY[t].optional_args - set(MINIMAL[t])])
def test_null_for_an_optional_argument_is_not_given(env: Any, tool: str) -> None:
    """A planner that writes ``null`` for "not given" is read as if it left the argument out."""
    optional = sorted(REGISTRY[tool].optional_args - set(MINIMAL[tool]))
    omitted = succeed(env, tool, MINIMAL[tool])
    nulls = succeed(env, tool, {**MINIMAL[tool], **dict.fromkeys(optional)})
    assert {**nulls, "id": None, "meeting_id": None} == {**omitted, "id": None, "meeting_id": None}
    recorded = env.unwrapped.episode.steps[-1].calls[0].arguments
    assert recorded == MINIMAL[tool]  # the nulls are not recorded as given


@pytest.mark.parametrize(("tool", "arg"), MISSING)
def test_null_for_a_required_argument_is_refused(env: Any, tool: str, arg: str) -> None:
    fail(env, tool, with_args(tool, **{arg: None}), "invalid_arguments", f"'{arg}'")


@pytest.mark.parametrize("tool", TOOLS)
def test_unexpected_argument_lists_the_valid_ones(env: Any, tool: str) -> None:
    message = fail(env, tool, with_args(tool, colour="red"), "invalid_arguments",
                   "unexpected argument 'colour'")
    for arg in SPIEVAL.execution_tools[tool]:
        assert arg in message


@pytest.mark.parametrize("tool", TOOLS)
def test_arguments_must_be_an_object(env: Any, tool: str) -> None:
    import json

    before = env.unwrapped.state
    obs = json.loads(env.step(json.dumps({"name": tool, "arguments": [1, 2]}))[0])
    assert obs["error_type"] == "invalid_arguments" and "JSON object" in obs["payload"]["message"]
    after = env.unwrapped.state
    assert not state_delta(before, after)
    assert (after.log[-1].tool, after.log[-1].arguments) == (tool, {})


WRONG_TYPE = [
    ("Accommodation_Create", "num", "two", "must be an integer"),
    ("Accommodation_Create", "num", 1.5, "must be an integer"),
    ("Accommodation_Create", "people", OWNER, "must be an array"),
    ("Accommodation_Create", "telephone", 15711227837, "must be a string"),
    ("Accommodation_Create", "location", ["Hilton"], "must be a string"),
    ("Clock_CreateAlarm", "time", 730, "must be a string"),
    ("Clock_CreateAlarm", "repeatDayOfWeek", 1, "must be an array"),
    ("Clock_CreateAlarm", "name", False, "must be a string"),
    ("Contacts_Create", "name", ["Ada"], "must be a string"),
    ("Contacts_Create", "note", {"text": "x"}, "must be a string"),
    ("Meeting_Create", "participants", "Daniel Reed", "must be an array"),
    ("Meeting_Create", "location", "Room 3B", "must be an array"),
    ("Meeting_Create", "title", 5, "must be a string"),
    ("TodoList_Create", "content", None, "must be a string"),
    ("Schedule_Create", "date", 20251102, "must be a string"),
    ("Schedule_Create", "location", ["Clinic"], "must be a string"),
    ("Messages_Send", "attach", "/sdcard/a.png", "must be an array"),
    ("Messages_Send", "text", {"a": 1}, "must be a string"),
    ("Consumption_Create", "amount", "lots", "must be a number"),
    ("Consumption_Create", "amount", [20], "must be a number"),
    ("Consumption_Create", "receivingAccount", 6222000011112222, "must be a string"),
    ("Transport_Create", "passenger", OWNER, "must be an array"),
    ("Transport_Create", "start", 1, "must be a string"),
    ("Phone_Call", "telephone", 13916623345, "must be a string"),
]


@pytest.mark.parametrize(("tool", "arg", "value", "fragment"), WRONG_TYPE)
def test_wrong_type(env: Any, tool: str, arg: str, value: Any, fragment: str) -> None:
    fail(env, tool, with_args(tool, **{arg: value}), "invalid_arguments", f"'{arg}", fragment)


BAD_ENUM = [
    ("Meeting_Create", "timeRemind", "2 hours before", "'1 hour before'"),
    ("Meeting_Create", "repeat", "monthly", "'biweekly'"),      # monthly is a schedule repeat only
    ("Meeting_Create", "repeat", "每月", "'biweekly'"),
    ("Schedule_Create", "repeat", "biweekly", "'yearly'"),      # biweekly is a meeting repeat only
    ("Schedule_Create", "timeRemind", "2小时前", "'on time'"),
    ("Transport_Create", "transportType", "bike", "'train'"),
    ("Transport_Create", "transportType", "高铁", "'train'"),
    ("Phone_Call", "type", "AUDIO", "'VIDEO'"),
    ("Clock_CreateAlarm", "alarmDuration", 2, "1, 3, 5"),
    ("Clock_CreateAlarm", "alarmCount", 4, "1, 3, 5"),
    ("Clock_CreateAlarm", "alarmInterval", 7, "5, 10, 15"),
    ("Clock_CreateAlarm", "alarmInterval", "seven", "5, 10, 15"),
    ("Clock_CreateAlarm", "repeatDayOfWeek", [8], "repeatDayOfWeek.0"),
    ("Clock_CreateAlarm", "repeatDayOfWeek", ["Mon"], "repeatDayOfWeek.0"),
]


@pytest.mark.parametrize(("tool", "arg", "value", "fragment"), BAD_ENUM)
def test_bad_enum_value_names_the_valid_ones(env: Any, tool: str, arg: str, value: Any,
                                             fragment: str) -> None:
    fail(env, tool, with_args(tool, **{arg: value}), "invalid_arguments", f"'{arg}", fragment)


BAD_FORMAT = [
    *[("Accommodation_Create", "dateCheckIn", d, "Y-M-D")
      for d in ("2025/11/10", "10-11-2025", "2025-13-01", "2025-02-30", "tomorrow", "")],
    ("Meeting_Create", "dateEnd", "2025-11-03 15:00", "Y-M-D"),
    ("TodoList_Create", "date", "20251102", "Y-M-D"),
    ("Schedule_Create", "date", "Nov 2", "Y-M-D"),
    ("Transport_Create", "date", "2025-11-5T08:00", "Y-M-D"),
    *[("Meeting_Create", "timeStart", t, "H:M:S")
      for t in ("24:00:00", "12:60", "12:00:60", "9am", "12:00:00:00", "noon", "")],
    ("Clock_CreateAlarm", "time", "7.30", "H:M:S"),
    ("Schedule_Create", "timeEnd", "11", "H:M:S"),
    ("Transport_Create", "time", "soon", "H:M:S"),
    ("TodoList_Create", "time", "09:00:30", "H:M"),
    ("TodoList_Create", "time", "25:00", "H:M"),
    *[("Phone_Call", "telephone", p, "phone number")
      for p in ("abc", "12", "+1 (415) call-me", "", "++8613900001111", "1" * 33)],
    ("Contacts_Create", "telephone", "n/a", "phone number"),
    ("Messages_Send", "telephone", "Ling Xie", "phone number"),
    ("Accommodation_Create", "telephone", "ext. 12", "phone number"),
    ("Transport_Create", "telephone", "-", "phone number"),
]


@pytest.mark.parametrize(("tool", "arg", "value", "fragment"), BAD_FORMAT)
def test_bad_format(env: Any, tool: str, arg: str, value: str, fragment: str) -> None:
    fail(env, tool, with_args(tool, **{arg: value}), "invalid_arguments", f"'{arg}'", fragment)


RANGES = [
    ("Accommodation_Create", {"num": 0}, "greater than or equal to 1"),
    ("Accommodation_Create", {"num": -2}, "greater than or equal to 1"),
    ("Accommodation_Create", {"num": 100}, "less than or equal to 99"),
    ("Accommodation_Create", {"people": []}, "'people'"),
    ("Accommodation_Create", {"dateCheckOut": "2025-11-10"}, "must be after dateCheckIn"),
    ("Accommodation_Create", {"dateCheckOut": "2025-11-9"}, "must be after dateCheckIn"),
    ("Meeting_Create", {"timeEnd": "13:59:59"}, "the end must not be before the start"),
    ("Meeting_Create", {"dateEnd": "2025-11-02", "timeEnd": "23:00:00"},
     "the end must not be before the start"),
    ("Schedule_Create", {"timeEnd": "9:59"}, "the end must not be before the start"),
    ("Consumption_Create", {"amount": 12.345}, "at most two decimals"),
    ("Consumption_Create", {"amount": 0.001}, "at most two decimals"),
    ("Consumption_Create", {"amount": 0}, "greater than 0"),
    ("Consumption_Create", {"amount": -5}, "greater than 0"),
    ("Consumption_Create", {"amount": 10_000_000.01}, "less than or equal to"),
    ("Clock_CreateAlarm", {"repeatDayOfWeek": [0, 1]}, "cannot be combined"),
    ("Transport_Create", {"passenger": []}, "'passenger'"),
    ("Contacts_Create", {"name": ""}, "'name'"),
    ("TodoList_Create", {"content": ""}, "'content'"),
    ("Messages_Send", {"text": ""}, "'text'"),
    ("Consumption_Create", {"item": ""}, "'item'"),
    ("Transport_Create", {"end": ""}, "'end'"),
]


@pytest.mark.parametrize(("tool", "changes", "fragment"), RANGES,
                         ids=[f"{t}-{i}" for i, (t, _, _) in enumerate(RANGES)])
def test_out_of_range(env: Any, tool: str, changes: dict[str, Any], fragment: str) -> None:
    fail(env, tool, with_args(tool, **changes), "invalid_arguments", fragment)


@pytest.mark.parametrize(("tool", "changes"), [
    ("Meeting_Create", {"timeEnd": "14:00:00"}),                  # a zero-length meeting
    ("Schedule_Create", {"timeEnd": "10:00"}),
    ("Accommodation_Create", {"dateCheckOut": "2025-11-11", "num": 99}),
    ("Consumption_Create", {"amount": 0.01}),
    ("Consumption_Create", {"amount": 10_000_000}),
    ("Clock_CreateAlarm", {"repeatDayOfWeek": [0, 0]}),
    ("Messages_Send", {"attach": [f"/f{i}" for i in range(10)]}),
])
def test_range_boundaries_are_accepted(env: Any, tool: str, changes: dict[str, Any]) -> None:
    succeed(env, tool, with_args(tool, **changes))


def test_too_many_attachments_is_too_large(env: Any) -> None:
    fail(env, "Messages_Send", with_args("Messages_Send", attach=[f"/f{i}" for i in range(11)]),
         "too_large", "argument 'attach' has too many items", "at most 10 items")


#: Every string-valued parameter (plain, formatted, enum, or list items) of every tool.
STRING_ARGS = [
    ("Accommodation_Create", a) for a in ("dateCheckIn", "dateCheckOut", "location", "roomType",
                                          "people", "telephone")
] + [("Clock_CreateAlarm", a) for a in ("time", "name")] + [
    ("Contacts_Create", a) for a in ("name", "telephone", "company", "email", "address",
                                     "birthday", "identifyCard", "relationship", "note")
] + [("Meeting_Create", a) for a in ("dateStart", "dateEnd", "timeStart", "timeEnd", "timeRemind",
                                     "title", "repeat", "location", "participants")
     ] + [("TodoList_Create", a) for a in ("content", "date", "time")] + [
    ("Schedule_Create", a) for a in ("date", "title", "timeStart", "timeEnd", "timeRemind",
                                     "repeat", "location")
] + [("Messages_Send", a) for a in ("telephone", "text", "attach")] + [
    ("Consumption_Create", a) for a in ("item", "receivingName", "receivingAccount", "note")
] + [("Transport_Create", a) for a in ("date", "time", "start", "end", "passenger", "telephone",
                                       "transportType")
     ] + [("Phone_Call", a) for a in ("telephone", "type")]
LIST_ARGS = {"people", "participants", "passenger", "attach", "location:Meeting_Create"}


@pytest.mark.parametrize(("tool", "arg"), STRING_ARGS)
def test_string_over_the_cap_is_too_large(env: Any, tool: str, arg: str) -> None:
    huge = "x" * (MAX_ARG_CHARS + 1)
    is_list = arg in LIST_ARGS or f"{arg}:{tool}" in LIST_ARGS
    message = fail(env, tool, with_args(tool, **{arg: [huge] if is_list else huge}), "too_large",
                   f"'{arg}", str(MAX_ARG_CHARS))
    assert huge not in message, "the error must not echo a huge argument back"


@pytest.mark.parametrize("tool", TOOLS)
def test_every_string_parameter_is_covered_by_the_too_large_table(tool: str) -> None:
    props = REGISTRY[tool].schema["function"]["parameters"]["properties"]
    stringy = {name for name, spec in props.items()
               if spec.get("type") == "string"
               or "enum" in spec and isinstance(spec["enum"][0], str)
               or spec.get("type") == "array" and spec.get("items", {}).get("type") == "string"}
    assert stringy == {arg for t, arg in STRING_ARGS if t == tool}


def test_string_at_the_cap_is_accepted(env: Any) -> None:
    note = "n" * MAX_ARG_CHARS
    record = succeed(env, "Contacts_Create", with_args("Contacts_Create", note=note))
    assert record["note"] == note


def test_failed_calls_are_logged_with_their_result_code_and_change_nothing_else(env: Any
                                                                            ) -> None:
    initial = env.unwrapped.episode.initial_state
    for tool in TOOLS:
        fail(env, tool, {}, "invalid_arguments", "missing required argument")
    state = env.unwrapped.state
    assert [(e.tool, e.status) for e in state.log] == [(t, "invalid_arguments") for t in TOOLS]
    assert all(state.log.count(tool) == 0 for tool in TOOLS)  # count() counts successes
    assert not state_delta(initial, state)
