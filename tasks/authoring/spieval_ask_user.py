"""``spieval-ask-user``: SPIEval-style tasks whose instruction leaves out a value that no record
holds and the user does.

As in ``spieval-core``, the instruction gives none of the parameters and the records supply
most of them; one required value is the user's alone (a ``missing_parameter`` friction over the
task's simulated ``user``). The reference searches, asks (``ask_user``), then makes the gold
call; acting on a guess before asking scores 0, and so does asking for what a record shows (the
user's facts with ``shown_in``; :mod:`mobile_env.rewards.clarification`).

Each task is a :func:`~mobile_env.suites.authoring.spieval.task` over the shared
:data:`~mobile_env.suites.authoring.spieval.BACKGROUND`, with the candidate tools of SPIEval plus
``ask_user``.
"""

from __future__ import annotations

from typing import Any

from mobile_env.friction import ASK_USER
from mobile_env.suites.authoring.mobilepa_ask_user import ASK, FACT, MISSING
from mobile_env.suites.authoring.spieval import (ANY_ALARM_OPTIONS, BACKGROUND, PH, S, meeting,
                                                 note, sms, task, trip)
from mobile_env.suites.authoring.vocabulary import KF, G, X

SUITE = "spieval-ask-user"


def asking(built: dict[str, Any], facts: list[dict[str, Any]],
           missing: list[dict[str, Any]]) -> dict[str, Any]:
    """``built`` (a SPIEval task dict) with ``ask_user`` offered, the user's ``facts`` and the
    ``missing`` values; a fact's ``shown_in`` may name a record by its ``(table, field, value)``."""
    records = built["records"]

    def record_id(ref: Any) -> str:
        if isinstance(ref, str):
            return ref
        table, field, value = ref
        return str(next(r["id"] for r in records[table] if r.get(field) == value))

    resolved = [{**f, "shown_in": [record_id(r) for r in f["shown_in"]]} for f in facts]
    return {**built, "candidate_tools": [*built["candidate_tools"], ASK_USER],
            "friction": missing, "user": {"facts": resolved}}


#: Daniel's number, which his contact shows: asking the user for it is an unneeded question.
DANIEL_NUMBER = FACT("daniel_number", "It's +1 415-739-2098.", "number", "phone",
                     shown_in=[("contacts", "name", "Daniel Reed")])

TASKS: list[dict[str, Any]] = [
    asking(task(
        "ask-rea-alarm-1", "reasoning", ["set_alarm"], "Set an alarm for my Chengdu flight",
        [
            *BACKGROUND,
            trip(date="2025-11-05", departure="08:10:00", arrival="11:05:00",
                 origin="Shanghai Hongqiao Airport", destination="Chengdu Tianfu Airport",
                 mode="plane", contact=["Yixuan Xu"], number="+86 139 1662 0001", cost="1280",
                 status="booked", ev="the Chengdu flight leaves 2025-11-05 08:10"),
        ],
        [G("Clock_CreateAlarm", time="05:30:00", **ANY_ALARM_OPTIONS)],
        [
            [S("search_transport", "Chengdu")],
            ASK("What time do you want to wake up for the Chengdu flight?"),
            X("Clock_CreateAlarm", time="05:30:00", name="Chengdu flight"),
        ],
        evidence=[(None, "the user answers that the alarm rings at 05:30:00")],
        history=[], suite=SUITE),
        [FACT("wake_time", "Wake me at 05:30:00.", "time", "when", "wake")],
        [MISSING("wake_time", "05:30:00", "Clock_CreateAlarm")]),
    asking(task(
        "ask-int-msg-1", "integration", ["send_message"],
        "Tell Daniel where we're having dinner tonight",
        [
            *BACKGROUND,
            sms(sender="Daniel Reed", sender_phone="+1 415-739-2098", date="2025-11-01",
                time="10:15:00", content="Dinner tonight? You pick the place.",
                ev="Daniel asks the user to choose the restaurant"),
        ],
        [G("Messages_Send", telephone=PH("+1 415-739-2098", "4157392098"),
           text=KF("Lotus Garden"))],
        [
            [S("search_contacts", "Daniel"), S("search_sms", "Dinner")],
            ASK("Which restaurant should I tell Daniel?"),
            X("Messages_Send", telephone="+1 415-739-2098",
              text="Dinner tonight is at Lotus Garden on Nanjing Road."),
        ],
        evidence=[(None, "the user answers: Lotus Garden on Nanjing Road")],
        history=[], suite=SUITE),
        [FACT("restaurant", "Lotus Garden on Nanjing Road.", "where", "place", "dinner"),
         DANIEL_NUMBER],
        [MISSING("restaurant", "Lotus Garden", "Messages_Send")]),
    asking(task(
        "ask-int-todo-1", "integration", ["create_note"],
        "Add a to-do to pick up my suit from the tailor",
        [
            *BACKGROUND,
            note(title="Tailor", content="Suit alterations at Wang's Tailoring, ready next week.",
                 date="2025-10-28", time="20:15", ev="the suit is at Wang's Tailoring"),
        ],
        [G("TodoList_Create", content=KF("suit"), date="2025-11-04", time="18:00")],
        [
            [S("search_notes", "suit")],
            ASK("When do you want to pick up the suit?"),
            X("TodoList_Create", content="Pick up my suit from Wang's Tailoring",
              date="2025-11-04", time="18:00"),
        ],
        evidence=[(None, "the user answers: on 2025-11-04 at 18:00")],
        history=[], suite=SUITE),
        [FACT("pickup", "On Tuesday 2025-11-04 at 18:00.", "when", "date", "time", "day")],
        [MISSING("pickup", "2025-11-04", "TodoList_Create"),
         MISSING("pickup", "18:00", "TodoList_Create")]),
    asking(task(
        "ask-mul-msg-alarm-1", "multi_intent", ["send_message", "set_alarm"],
        "Text Ling when I'll be home tonight and set an alarm for my call with Tom",
        [
            *BACKGROUND,
            meeting(title="Call with Tom", date="2025-11-01", start="21:00:00", end="21:30:00",
                    participants=["Yixuan Xu", "Tom Becker"], status="scheduled",
                    ev="the call with Tom is tonight at 21:00:00"),
            note(title="Habits", content="Alarm 10 minutes before any call.",
                 date="2025-09-14", time="08:00", ev="alarms ring 10 minutes before a call"),
        ],
        [G("Messages_Send", telephone=PH("13916623345"), text=KF("20:30")),
         G("Clock_CreateAlarm", time="20:50:00", **ANY_ALARM_OPTIONS)],
        [
            [S("search_contacts", "Ling"), S("search_meeting", "Tom"), S("search_notes", "call")],
            ASK("What time will you be home tonight?"),
            [X("Messages_Send", telephone="13916623345", text="I'll be home around 20:30."),
             X("Clock_CreateAlarm", time="20:50:00", name="Call with Tom")],
        ],
        evidence=[(None, "the user answers: home around 20:30"),
                  (None, "10 minutes before 21:00:00 is 20:50:00")],
        history=[], suite=SUITE),
        [FACT("home_time", "I'll be home around 20:30.", "when", "home", "time"),
         FACT("tom_call", "At 21:00.", "tom", "call",
              shown_in=[("meeting", "title", "Call with Tom")])],
        [MISSING("home_time", "20:30", "Messages_Send")]),
]
