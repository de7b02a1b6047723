"""The MobilePA-Bench missing-parameter suite, ``mobilepa-ask-user``.

Each task's instruction leaves out a value that a required parameter needs and that nothing on
the phone shows; the task's simulated ``user`` holds it, and a ``missing_parameter`` friction
names it (paper Section 3.4.1: "missing arguments" among the injected obstacles). The reference
asks (``ask_user``), then acts on the answer: 1.0. A planner that acts on a guessed value before
asking scores 0, and so does one that asks for a fact the phone already shows (the user's facts
with ``shown_in``; see :mod:`mobile_env.rewards.clarification`). Two tasks in each of the five Tool
Use categories, on the default device of :mod:`mobile_env.suites.authoring.mobilepa`.

How a task is written: ``asking(id, instruction, needed, fill, steps, facts, missing, ...)`` --
``needed``, ``fill``, ``steps`` and the checker (``calls`` or ``delta``) as in
:mod:`mobile_env.suites.authoring.mobilepa_tool_use`; ``facts`` the user's facts (:func:`FACT`);
``missing`` the withheld values (:func:`MISSING`).
"""

from __future__ import annotations

from typing import Any, Sequence

from mobile_env.friction import ASK_USER
from mobile_env.papers import MOBILEPA
from mobile_env.suites.authoring.mobilepa import D, candidates, log, task, world, writes
from mobile_env.suites.authoring.mobilepa_tool_use import CAPABILITIES, MIA, retried
from mobile_env.suites.authoring.vocabulary import KF, ONE, U, G, X, solution

SUITE = "mobilepa-ask-user"


def FACT(slot: str, answer: str, *keywords: str, shown_in: Sequence[Any] = ()) -> dict[str, Any]:
    """A fact the user holds: the ``answer`` to a question naming ``slot`` or a keyword;
    ``shown_in``: the records that show it (ids, or what the suite's builder resolves to ids)."""
    return {"slot": slot, "answer": answer, "keywords": list(keywords),
            "shown_in": list(shown_in)}


def MISSING(slot: str, value: Any, *tools: str) -> dict[str, Any]:
    """The instruction withholds ``value`` (the user's fact ``slot``) from calls of ``tools``."""
    return {"kind": "missing_parameter", "slot": slot, "value": value, "tools": list(tools)}


def ASK(question: str) -> dict[str, Any]:
    """The reference's question to the user."""
    return X(ASK_USER, question=question)


def asking(tid: str, instruction: str, needed: str, fill: str, steps: list[Any],
           facts: list[dict[str, Any]], missing: list[dict[str, Any]], *,
           calls: list[dict[str, Any]] | None = None, delta: dict[str, Any] | None = None,
           add: dict[str, list[dict[str, Any]]] | None = None,
           history: tuple[str, ...] = (), fault: str | None = None) -> dict[str, Any]:
    """One task whose instruction leaves out what the user holds (see the module docstring)."""
    capability = CAPABILITIES[tid.split("-")[0]]
    reference = solution(steps)
    friction: list[dict[str, Any]] = list(missing)
    if fault is not None:
        friction, reference = retried(reference, fault, friction)
    return task(f"pa-ask-{tid}", SUITE, capability,
                [MOBILEPA.tool_use[capability], "missing_parameter", *writes(reference)],
                instruction, candidates([ASK_USER, *needed.split()], fill), reference,
                calls=calls, delta=delta, history=history, records=world(add or {}, {}),
                friction=friction, user={"facts": facts})


#: Mia's number, which the contacts show: asking the user for it is an unneeded question.
MIA_NUMBER = FACT("mia_number", "It's +86 139 2211 3344.", "number", "phone",
                  shown_in=["pa_contacts-2"])
SPEAKER = {"name": "Sony SRS-XB13", "type": "speaker", "paired": False, "connected": False,
           "in_range": True}

TASKS: list[dict[str, Any]] = [
    asking("pg-01", "Set an alarm for my flight check-in tomorrow morning.",
           "set_alarm",
           "list_alarms update_alarm delete_alarm start_timer cancel_timer create_calendar_event "
           "list_calendar_events create_task list_tasks create_automation_rule "
           "list_automation_rules set_do_not_disturb set_sound_mode",
           [ASK("What time should the alarm ring?"),
            X("set_alarm", time="05:40", label="Flight check-in")],
           [FACT("time", "Make it 05:40.", "when", "ring", "wake")],
           [MISSING("time", "05:40", "set_alarm")],
           calls=[G("set_alarm", time="05:40", label=U)]),
    asking("pg-02", "Put the screen at the brightness I read at.",
           "set_brightness",
           "set_auto_brightness get_display_settings set_eye_comfort set_dark_mode "
           "set_font_size set_screen_timeout set_refresh_rate set_color_mode set_sound_mode "
           "set_do_not_disturb set_ringtone set_vibration_intensity set_haptic_feedback",
           [ASK("Which brightness level do you read at?"), X("set_brightness", level=40)],
           [FACT("brightness", "I read at 40 percent.", "level", "how bright", "percent")],
           [MISSING("brightness", 40, "set_brightness")],
           delta=D({"display.brightness": 40})),
    asking("dp-01", "Turn Bluetooth on and pair my new speaker.",
           "set_bluetooth scan_bluetooth_devices pair_bluetooth_device",
           "set_wifi set_mobile_data set_nfc set_airplane_mode get_network_status "
           "scan_wifi_networks connect_wifi forget_wifi_network unpair_bluetooth_device "
           "connect_bluetooth_device set_hotspot list_nearby_devices",
           [X("set_bluetooth", enabled=True), X("scan_bluetooth_devices"),
            ASK("Two speakers are in range, the JBL Flip 6 and the Sony SRS-XB13: which one "
                "is yours?"),
            X("pair_bluetooth_device", device="JBL Flip 6")],
           [FACT("speaker", "The JBL Flip 6.", "which", "device", "model", "yours")],
           [MISSING("speaker", "JBL Flip 6", "pair_bluetooth_device")],
           add={"pa_bluetooth_devices": [SPEAKER]},
           delta=D({"network.bluetooth": True},
                   pa_bluetooth_devices={"changed": {"pa_bluetooth_devices-3": {"paired": True}}},
                   pa_pairing_log={"added": [log(device_name="JBL Flip 6", action="pair")]})),
    asking("dp-02", "Put the design review in my calendar, then text Mia when it is.",
           "create_calendar_event find_contact send_sms",
           "list_calendar_events update_calendar_event delete_calendar_event set_alarm "
           "list_messages make_call send_email add_contact update_contact create_task "
           "list_tasks",
           [ASK("When is the design review?"),
            X("create_calendar_event", title="Design review", date="2025-06-05",
              start="14:00", end="15:00"),
            X("find_contact", query="Mia"),
            X("send_sms", recipient="Mia Chen",
              text="The design review is on 2025-06-05 from 14:00 to 15:00.")],
           [FACT("date", "It's on Thursday 2025-06-05, from 14:00 to 15:00.", "when", "time",
                 "day"), MIA_NUMBER],
           [MISSING("date", "2025-06-05", "create_calendar_event", "send_sms")],
           calls=[G("create_calendar_event", title=KF(["design review", "Design review"]),
                    date="2025-06-05", start="14:00", end="15:00"),
                  G("send_sms", recipient=MIA, text=KF("14:00"))]),
    asking("rs-01", "Save him as a contact, he's Wang Qiang.",
           "add_contact",
           "find_contact update_contact delete_contact list_call_history make_call send_sms "
           "list_messages send_email block_number unblock_number set_harassment_filter "
           "end_call delete_message",
           [ASK("What is Wang Qiang's phone number?"),
            X("add_contact", name="Wang Qiang", phone="+86 136 4455 6677")],
           [FACT("phone", "His number is +86 136 4455 6677.", "number", "mobile")],
           [MISSING("phone", "+86 136 4455 6677", "add_contact")],
           history=("The plumber came by to fix the sink this morning.",
                    "Glad it's sorted. Anything I can do?"),
           calls=[G("add_contact", name="Wang Qiang",
                    phone=ONE("+86 136 4455 6677", "13644556677"))]),
    asking("rs-02", "Add it to my calendar, seven to nine in the evening.",
           "create_calendar_event",
           "list_calendar_events update_calendar_event delete_calendar_event set_alarm "
           "list_alarms update_alarm create_task list_tasks complete_task start_timer "
           "cancel_timer create_automation_rule list_automation_rules",
           [ASK("On which date is your sister's birthday dinner?"),
            X("create_calendar_event", title="Sister's birthday dinner", date="2025-06-07",
              start="19:00", end="21:00")],
           [FACT("date", "It's on Saturday, 2025-06-07.", "which day", "when", "day")],
           [MISSING("date", "2025-06-07", "create_calendar_event")],
           history=("I'm organising my sister's birthday dinner.",
                    "Lovely! Tell me what you need."),
           calls=[G("create_calendar_event", title=KF("birthday"), date="2025-06-07",
                    start="19:00", end="21:00")]),
    asking("ir-01", "The clinic called: my dentist appointment moved. Update it.",
           "list_calendar_events update_calendar_event",
           "create_calendar_event delete_calendar_event set_alarm list_alarms update_alarm "
           "create_task list_tasks complete_task start_timer cancel_timer "
           "create_automation_rule list_automation_rules set_do_not_disturb",
           [X("list_calendar_events", query="dentist"),
            ASK("What is the new time of the dentist appointment?"),
            X("update_calendar_event", event="pa_calendar-2", start="16:30", end="17:30")],
           [FACT("new_time", "Same day, 16:30 to 17:30 now.", "time", "when", "moved")],
           [MISSING("new_time", "16:30", "update_calendar_event")],
           delta=D(pa_calendar={"changed": {"pa_calendar-2": {"start": "16:30",
                                                              "end": "17:30"}}})),
    asking("ir-02", "Text Mia that lunch is off. No wait, tell her we'll meet somewhere else.",
           "find_contact send_sms",
           "list_messages make_call send_email set_harassment_filter add_contact "
           "update_contact delete_contact end_call list_call_history delete_message "
           "block_number unblock_number",
           [X("find_contact", query="Mia"), ASK("Where would you like to meet Mia instead?"),
            X("send_sms", recipient="Mia Chen",
              text="Change of plan: let's meet at the noodle bar on Fuxing Road.")],
           [FACT("place", "At the noodle bar on Fuxing Road.", "where", "location", "venue"),
            MIA_NUMBER],
           [MISSING("place", "Fuxing Road", "send_sms")],
           calls=[G("send_sms", recipient=MIA, text=KF("Fuxing Road"))]),
    asking("be-01", "Text John the gate code for tonight.",
           "find_contact send_sms",
           "list_messages make_call send_email set_harassment_filter add_contact "
           "update_contact delete_contact end_call list_call_history delete_message "
           "block_number unblock_number",
           [X("find_contact", query="John"), ASK("What is the gate code?"),
            X("send_sms", recipient="John Doe", text="The gate code for tonight is 4821.")],
           [FACT("gate_code", "The code is 4821.", "code", "pin")],
           [MISSING("gate_code", "4821", "send_sms")],
           calls=[G("send_sms", recipient=ONE("John Doe", "Johnny", "+86 138 0013 8000",
                                             "pa_contacts-1"), text=KF("4821"))],
           fault="the SMS gateway timed out"),
    asking("be-02", "Call the number on the parking notice on my windscreen.",
           "make_call",
           "find_contact list_call_history end_call send_sms list_messages send_email "
           "add_contact update_contact delete_contact block_number unblock_number "
           "set_harassment_filter delete_message",
           [ASK("What number is on the parking notice?"),
            X("make_call", recipient="+86 21 6111 2222")],
           [FACT("number", "It says +86 21 6111 2222.", "phone", "notice")],
           [MISSING("number", "+86 21 6111 2222", "make_call")],
           calls=[G("make_call", recipient=ONE("+86 21 6111 2222", "021 6111 2222",
                                               "02161112222"))],
           fault="the call could not be connected"),
]
