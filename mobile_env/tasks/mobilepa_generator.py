"""Seeded procedural generator of MobilePA-Bench Tool Use tasks (F12, F13, F14).

    mobile-env tasks generate --suite mobilepa --n 1000 --seed 11 --out tasks/mobilepa-train.jsonl

Why it is built this way:

* **One ``random.Random`` per task**, seeded with ``"{seed}:{index}"`` and never the wall clock,
  as in the SPIEval generator: the same arguments write the same bytes, and any task can be
  rebuilt alone. Task *i* cycles the five Tool Use categories, so every split is balanced.
* **Scenarios are data.** Each category is a table of scenario builders over the real catalog
  tools; the values they draw (setting phrasings, contacts, devices, networks, times, days) are
  tables too (``SETTING_PHRASES``, ``DAY_SETS``, ...), so adding variety means adding rows.
* **The world is the default MobilePA device, perturbed.** Contacts, alarms, events, call log,
  Bluetooth devices and Wi-Fi networks are redrawn per task; only the tables of the domains the
  task offers are stored, with every device setting (tools read any of them).
* **Checkers are mixed on purpose.** Calls whose free parameters a planner may word differently
  (a message text, an alarm label) are judged by ``tool_calls`` with key facts or unconstrained
  parameters; pure state outcomes by ``state_change``. A state target is *derived* by replaying
  the scenario's reference solution in the env and diffing ``D_T - D_0`` (scheduled world changes
  included in ``D_0``), so target and reference can never disagree; every task is then proved
  with :func:`mobile_env.tasks.validate.validate_task` (replay scores 1.0, finishing at once 0).
* **Candidate sets are 15 tools**: those the reference needs plus same-domain distractors, so
  choosing the tool is part of the task (F10).
"""

from __future__ import annotations

import datetime as dt
import hashlib
import json
import sys
from dataclasses import dataclass, field
from random import Random
from typing import Any, Callable, Sequence

from mobile_env.papers import MOBILEPA
from mobile_env.tasks import generation
from mobile_env.tasks.generation import Progress, distinct_tasks
from mobile_env.state import MEMORY_TABLE, state_delta
from mobile_env.tasks.schema import GRANTED_PERMISSIONS, Task
from mobile_env.tools import REGISTRY
from mobile_env.tools.mobilepa import DEFAULT_NOW, RESERVED, default_settings, default_tables

STEP_LIMIT = MOBILEPA.step_limit
CANDIDATES = MOBILEPA.candidate_tools
NOW = dt.datetime.fromisoformat(DEFAULT_NOW)  # Monday 2025-06-02 09:00
WEEKDAY = "Monday"
PROFILE = {"name": "Alex Morgan", "occupation": "Product manager, ACME Inc.",
           "family": "Mother: Helen Morgan; Partner: Sam Lee", "phone": "+86 136 1234 5678",
           "payment_account": "6222020202020202020"}
CATEGORIES = tuple(MOBILEPA.tool_use)

#: The ``pa_*`` tables each domain's tools read or write; a task stores those of its domains.
DOMAIN_TABLES: dict[str, tuple[str, ...]] = {
    "time_management": ("pa_calendar", "pa_tasks", "pa_alarms", "pa_automations"),
    "calls_communication": ("pa_contacts", "pa_calls", "pa_messages", "pa_emails"),
    "network_connectivity": ("pa_wifi_networks", "pa_bluetooth_devices", "pa_pairing_log"),
    "apps_storage": ("pa_apps", "pa_notifications", "pa_files"),
    "audio_entertainment": ("pa_tracks", "pa_playlists", "pa_photos"),
    "security_privacy": ("pa_passwords", "pa_contacts"),
}

# ------------------------------------------------------------------------------- value tables

FIRST = ("Mia", "Leo", "Nora", "Omar", "Priya", "Ethan", "Yuki", "Lucas", "Zara", "Hugo", "Ines",
         "Kai", "Lena", "Mateo", "Sofia", "Ravi", "Chloe", "Felix", "Amara", "Jonas")
LAST = ("Chen", "Wang", "Patel", "Garcia", "Kim", "Rossi", "Novak", "Silva", "Tanaka", "Okafor",
        "Muller", "Dubois", "Larsen", "Haddad", "Ivanova")
COMPANIES = ("ACME Inc.", "Blue Harbor Ltd.", "Northwind", "Globex", "Initech", "")
#: (title, location) of calendar events the worlds draw from.
EVENTS = (("Team standup", "Room 4B"), ("Dentist", "Smile Clinic"), ("Yoga class", "Studio 9"),
          ("Project review", "Room 2A"), ("Lunch with investors", "Harbor Grill"),
          ("Piano lesson", "Music House"), ("Car service", "City Garage"), ("Book club", "Green Leaf Cafe"))
TODOS = ("Renew passport", "Pay electricity bill", "Book flights for June", "Return library books",
         "Buy a birthday gift", "Submit expense report", "Call the landlord", "Water the plants")
ALARM_LABELS = ("Wake up", "Gym", "Medication", "School run", "Standup", "Flight", "Meditation", "Laundry")
#: (name, type) of Bluetooth devices the worlds draw from.
BT_DEVICES = (("AirBuds Pro", "earbuds"), ("JBL Flip 6", "speaker"), ("Galaxy Watch", "watch"),
              ("Sony WH-1000XM5", "headphones"), ("Car Audio", "car"), ("Bose SoundLink", "speaker"),
              ("Pixel Buds", "earbuds"), ("Garmin Venu", "watch"))
#: (ssid, security) of Wi-Fi networks; passwords are drawn per task.
WIFI = (("Office-5G", "wpa3"), ("Cafe_Lumiere", "wpa2"), ("Library-Guest", "wpa2"),
        ("Hotel_Grand", "wpa2"), ("CoWork-Hub", "wpa3"), ("Airport_Lounge", "wpa2"))
MESSAGES = (("I'm running 10 minutes late", ("10 minutes", "late")),
            ("the meeting moved to 3 pm", ("3 pm",)),
            ("can you pick up milk on the way home", ("milk",)),
            ("I've landed, see you soon", ("landed",)),
            ("call me when you're free", ("call me",)),
            ("dinner is at 7 tonight", ("7",)))
#: (phrase, repeat days) for alarms.
DAY_SETS = (("every weekday", ["Mon", "Tue", "Wed", "Thu", "Fri"]), ("on weekends", ["Sat", "Sun"]),
            ("on Mondays, Wednesdays and Fridays", ["Mon", "Wed", "Fri"]),
            ("every day", ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]),
            ("on Tuesdays and Thursdays", ["Tue", "Thu"]))
#: (phrase, days from today) -- today is Monday 2025-06-02.
DAYS_AHEAD = (("tomorrow", 1), ("on Wednesday", 2), ("this Thursday", 3), ("on Friday", 4),
              ("on Saturday", 5), ("next Monday", 7))
#: Single-setting requests: (tool, argument, value -> phrase, settings key, templates).
SETTING_PHRASES: tuple[tuple[str, str, dict[Any, str], str, tuple[str, ...]], ...] = (
    ("set_screen_timeout", "seconds", {15: "15 seconds", 60: "one minute", 120: "two minutes",
                                       300: "five minutes", 600: "ten minutes"},
     "display.screen_timeout_s", ("Make the screen turn off after {p} without use.",
                                  "I want the display to stay on for {p} when idle.")),
    ("set_font_size", "size", {"small": "small", "large": "large", "extra_large": "extra-large"},
     "display.font_size", ("Change the system font to the {p} size.", "Use the {p} text size.")),
    ("set_refresh_rate", "hz", {90: "90 Hz", 120: "120 Hz"}, "display.refresh_rate_hz",
     ("Switch the screen refresh rate to {p}.", "Run the display at {p}.")),
    ("set_ringtone", "ringtone", {r: r for r in ("Chimes", "Marimba", "Bells", "Digital", "Ocean")},
     "sound.ringtone", ("Use the {p} ringtone for calls.", "Change my ringtone to {p}.")),
    ("set_vibration_intensity", "intensity", {"off": "off", "low": "low", "high": "high"},
     "sound.vibration", ("Set the vibration strength to {p}.", "Vibration intensity: {p}, please.")),
    ("set_sound_mode", "mode", {"vibrate": "vibrate", "silent": "silent"}, "sound.mode",
     ("Put the phone on {p}.", "Switch the sound mode to {p}.")),
)
VOLUME_WORDS = {"media": "media", "ring": "ringer", "alarm": "alarm", "notification": "notification",
                "call": "in-call"}
#: Permission-guarded actions: (tool, arguments, app, permission, instruction) for the block.
PERMISSION_ACTIONS = (("take_photo", {"mode": "portrait", "camera": "front"}, "Camera", "camera",
                       "Take a portrait selfie with the front camera."),
                      ("take_photo", {"mode": "night", "camera": "back"}, "Camera", "camera",
                       "Take a night-mode photo with the back camera."),
                      ("record_video", {"duration_s": 30, "camera": "back"}, "Camera", "camera",
                       "Record a 30-second video with the back camera."))


def hm(minutes: int) -> str:
    return f"{minutes // 60:02d}:{minutes % 60:02d}"


def spoken(minutes: int) -> str:
    """A time as people say it ("6:45 pm"), so the planner has to ground it to H:M."""
    h, m = divmod(minutes, 60)
    return f"{(h - 1) % 12 + 1}:{m:02d} {'am' if h < 12 else 'pm'}"


def day(offset: int) -> str:
    return (NOW + dt.timedelta(days=offset)).date().isoformat()


def phone(rng: Random) -> str:
    return f"+86 13{rng.randint(0, 9)} {rng.randint(1000, 9999)} {rng.randint(1000, 9999)}"


def call(tool: str, /, **arguments: Any) -> dict[str, Any]:
    return {"name": tool, "arguments": arguments}


def values(*accepted: Any) -> dict[str, Any]:
    return {"values": list(accepted)}


FREE = {"unconstrained": True}


# ------------------------------------------------------------------------------------ the world


@dataclass
class World:
    """One task's phone before ids are assigned: records by table, settings, and the task parts
    a scenario fills in (instruction, history, friction, reference steps, checker target)."""

    rng: Random
    tables: dict[str, list[dict[str, Any]]]
    settings: dict[str, Any]
    instruction: str = ""
    history: list[dict[str, str]] = field(default_factory=list)
    friction: list[dict[str, Any]] = field(default_factory=list)
    steps: list[list[dict[str, Any]]] = field(default_factory=list)
    required: list[dict[str, Any]] = field(default_factory=list)

    def rid(self, table: str, index: int) -> str:
        """The id the record at ``index`` of ``table`` will have (ids follow table order)."""
        return f"{table}-{index + 1}"

    def revoke(self, permission: str) -> None:
        self.settings[GRANTED_PERMISSIONS] = tuple(p for p in self.settings[GRANTED_PERMISSIONS]
                                                   if p != permission)


def new_world(rng: Random) -> World:
    """The default device with its people, plans, radios and peripherals redrawn."""
    tables = default_tables()
    names = rng.sample([(f, l) for f in FIRST for l in LAST], 6)
    tables["pa_contacts"] = [{"name": f"{f} {l}", "phone": phone(rng), "nickname": "",
                              "email": f"{f.lower()}.{l.lower()}@example.com",
                              "company": rng.choice(COMPANIES)} for f, l in names]
    tables["pa_calls"] = [{"number": c["phone"], "name": c["name"], "direction": d, "type": "voice",
                           "time": f"2025-06-0{rng.randint(1, 2)} 0{rng.randint(0, 8)}:{rng.randint(10, 59)}:00",
                           "duration_s": 0 if d == "missed" else rng.randint(30, 900)}
                          for c, d in zip(rng.sample(tables["pa_contacts"], 3), ("outgoing", "incoming", "outgoing"))]
    tables["pa_messages"] = []
    tables["pa_alarms"] = [{"time": hm(rng.randrange(300, 600, 15)), "label": label,
                            "repeat": tuple(rng.choice(DAY_SETS)[1]), "enabled": rng.random() < 0.7}
                           for label in rng.sample(ALARM_LABELS, 3)]
    tables["pa_calendar"] = [{"title": t, "date": day(rng.randint(0, 6)), "start": hm(s), "end": hm(s + 60),
                              "location": loc, "reminder_min": 10}
                             for (t, loc), s in zip(rng.sample(EVENTS, 4), rng.sample(range(540, 1080, 30), 4))]
    tables["pa_tasks"] = [{"title": t, "due_date": day(rng.randint(1, 14)), "priority": rng.choice(("low", "medium", "high")),
                           "done": False} for t in rng.sample(TODOS, 3)]
    tables["pa_bluetooth_devices"] = [{"name": n, "type": k, "paired": rng.random() < 0.5, "connected": False,
                                       "in_range": True} for n, k in rng.sample(BT_DEVICES, 4)]
    tables["pa_wifi_networks"] = [tables["pa_wifi_networks"][0]] + [
        {"ssid": s, "security": sec, "signal": rng.randint(30, 95), "saved": False,
         "password": f"{rng.choice(('blue', 'amber', 'river', 'maple'))}-{rng.randint(1000, 9999)}"}
        for s, sec in rng.sample(WIFI, 3)]
    settings = default_settings()
    settings["network.bluetooth"] = rng.random() < 0.5
    settings["display.brightness"] = rng.randrange(20, 90, 5)
    return World(rng, tables, settings)


def contact(w: World, index: int | None = None) -> tuple[int, dict[str, Any]]:
    i = w.rng.randrange(len(w.tables["pa_contacts"])) if index is None else index
    return i, w.tables["pa_contacts"][i]


def recipient_gold(person: dict[str, Any]) -> dict[str, Any]:
    """A recipient may be named by the contact's name or number."""
    return values(person["name"], person["phone"])


def message(w: World) -> tuple[str, list[str]]:
    text, facts = w.rng.choice(MESSAGES)
    return text, list(facts)


# -------------------------------------------------------------------- parameter grounding


def pg_setting(w: World) -> str:
    tool, arg, phrases, key, templates = w.rng.choice(SETTING_PHRASES)
    value = w.rng.choice([v for v in phrases if v != w.settings[key]])
    w.instruction = w.rng.choice(templates).format(p=phrases[value])
    w.steps = [[call(tool, **{arg: value})]]
    return "state_change"


def pg_volume(w: World) -> str:
    stream = w.rng.choice(list(VOLUME_WORDS))
    level = w.rng.choice([v for v in range(10, 100, 5) if v != w.settings[f"sound.volume.{stream}"]])
    w.instruction = w.rng.choice(("Set the {s} volume to {l}%.", "Put my {s} volume at {l} percent."
                                  )).format(s=VOLUME_WORDS[stream], l=level)
    w.steps = [[call("set_volume", stream=stream, level=level)]]
    return "state_change"


def pg_alarm(w: World) -> str:
    minutes = w.rng.randrange(300, 720, 5)
    phrase, days = w.rng.choice(DAY_SETS)
    w.instruction = f"Set an alarm for {spoken(minutes)} {phrase}."
    w.steps = [[call("set_alarm", time=hm(minutes), label="Alarm", repeat=days)]]
    w.required = [{"name": "set_alarm", "arguments": {"time": values(hm(minutes)), "label": FREE,
                                                      "repeat": values(days)}}]
    return "tool_calls"


def pg_timer(w: World) -> str:
    minutes, phrase = w.rng.choice(((5, "five minutes"), (12, "12 minutes"), (25, "25 minutes"),
                                    (45, "three quarters of an hour"), (90, "an hour and a half"),
                                    (120, "two hours")))
    w.instruction = f"Start a timer for {phrase}."
    w.steps = [[call("start_timer", duration_s=minutes * 60)]]
    w.required = [{"name": "start_timer", "arguments": {"duration_s": values(minutes * 60), "label": FREE}}]
    return "tool_calls"


def pg_event(w: World) -> str:
    title = w.rng.choice(("Dinner with Sam", "Quarterly planning", "Haircut", "Parent-teacher meeting",
                          "Tennis with Leo", "Flat viewing"))
    phrase, offset = w.rng.choice(DAYS_AHEAD)
    start = w.rng.randrange(480, 1200, 30)
    length = w.rng.choice((30, 60, 90))
    reminder, said = w.rng.choice(((10, ""), (60, " and remind me an hour before"),
                                   (1440, " and remind me a day before"), (30, " with a 30-minute reminder")))
    w.instruction = (f"Add '{title}' to my calendar {phrase} from {spoken(start)} to "
                     f"{spoken(start + length)}{said}.")
    w.steps = [[call("create_calendar_event", title=title, date=day(offset), start=hm(start),
                     end=hm(start + length), reminder_min=reminder)]]
    w.required = [{"name": "create_calendar_event", "arguments": {
        "title": values(title), "date": values(day(offset)), "start": values(hm(start)),
        "end": values(hm(start + length)), "reminder_min": values(reminder)}}]
    return "tool_calls"


def pg_contact(w: World) -> str:
    first, last = w.rng.choice(FIRST), w.rng.choice(("Moreau", "Jensen", "Costa", "Berg"))
    number, company = phone(w.rng), w.rng.choice(COMPANIES[:-1])
    w.instruction = f"Save {first} {last} from {company} as a contact, number {number}."
    w.steps = [[call("add_contact", name=f"{first} {last}", phone=number, company=company)]]
    return "state_change"


# -------------------------------------------------------------------- dependency planning


def dp_bluetooth(w: World) -> str:
    """Bluetooth is off: turn it on, pair the new device if needed, then connect."""
    i = w.rng.randrange(len(w.tables["pa_bluetooth_devices"]))
    device = w.tables["pa_bluetooth_devices"][i]
    w.settings["network.bluetooth"] = False
    w.instruction = w.rng.choice(("Connect my {n} to the phone.", "I want to use my {t}, the {n}: hook it up.")
                                 ).format(n=device["name"], t=device["type"])
    w.steps = [[call("set_bluetooth", enabled=True)]]
    if not device["paired"]:
        w.steps.append([call("pair_bluetooth_device", device=device["name"])])
    w.steps.append([call("connect_bluetooth_device", device=device["name"])])
    return "state_change"


def dp_wifi(w: World) -> str:
    """Wi-Fi is off and the network is new: turn Wi-Fi on, then join with the given password."""
    net = w.rng.choice(w.tables["pa_wifi_networks"][1:])
    w.settings["network.wifi"], w.settings["network.wifi.connected"] = False, ""
    w.instruction = f"Get me on the {net['ssid']} Wi-Fi; the password is {net['password']}."
    w.steps = [[call("set_wifi", enabled=True)], [call("connect_wifi", ssid=net["ssid"], password=net["password"])]]
    return "state_change"


def dp_airplane_call(w: World) -> str:
    """Airplane mode blocks calls: switch it off first."""
    _, person = contact(w)
    w.settings.update({"network.airplane_mode": True, "network.wifi": False, "network.wifi.connected": "",
                       "network.bluetooth": False, "network.mobile_data": False})
    kind = w.rng.choice(("voice", "video"))
    w.instruction = f"{'Video call' if kind == 'video' else 'Call'} {person['name']}."
    w.steps = [[call("set_airplane_mode", enabled=False)], [call("make_call", recipient=person["name"], type=kind)]]
    w.required = [{"name": "set_airplane_mode", "arguments": {"enabled": values(False)}},
                  {"name": "make_call", "arguments": {"recipient": recipient_gold(person), "type": values(kind)}}]
    return "tool_calls"


def dp_install_on_wifi(w: World) -> str:
    """A ``dependency`` friction: installs wait for Wi-Fi, which is off."""
    app = w.rng.choice([a["name"] for a in w.tables["pa_apps"] if not a["installed"]])
    w.settings["network.wifi"], w.settings["network.wifi.connected"] = False, ""
    w.friction = [{"kind": "dependency", "tool": "install_app", "settings": {"network.wifi": True},
                   "reason": "app downloads only run over Wi-Fi"}]
    w.instruction = f"Install {app} for me."
    w.steps = [[call("set_wifi", enabled=True)], [call("install_app", app=app)]]
    return "state_change"


def dp_fingerprint(w: World) -> str:
    """Biometrics need a screen lock: set the PIN the user gives, then enable the fingerprint."""
    pin = f"{w.rng.randint(0, 999999):06d}"
    w.instruction = f"Turn on fingerprint unlock. Use {pin} as my PIN."
    w.steps = [[call("set_screen_lock", type="pin", secret=pin)], [call("set_fingerprint_unlock", enabled=True)]]
    return "state_change"


# --------------------------------------------------------------- reference and state tracking


def rs_missed_call(w: World) -> str:
    """"Whoever I missed a call from" is only found in the call log."""
    i, person = contact(w)
    w.tables["pa_calls"].append({"number": person["phone"], "name": person["name"], "direction": "missed",
                                 "type": "voice", "time": "2025-06-02 08:20:00", "duration_s": 0})
    text, facts = message(w)
    w.instruction = f"Text whoever I just missed a call from: {text}."
    w.steps = [[call("list_call_history", missed_only=True)], [call("send_sms", recipient=person["name"], text=text)]]
    w.required = [{"name": "send_sms", "arguments": {"recipient": recipient_gold(person), "text": {"key_facts": facts}}}]
    return "tool_calls"


def rs_move_event(w: World) -> str:
    """The event is named by title; its id comes from the listing."""
    i = w.rng.randrange(len(w.tables["pa_calendar"]))
    event = w.tables["pa_calendar"][i]
    phrase, offset = w.rng.choice([d for d in DAYS_AHEAD if day(d[1]) != event["date"]])
    w.instruction = f"Move my {event['title'].lower()} to {phrase.removeprefix('on ')}, same time."
    w.steps = [[call("list_calendar_events", query=event["title"])],
               [call("update_calendar_event", event=w.rid("pa_calendar", i), date=day(offset))]]
    return "state_change"


def rs_history_alarm(w: World) -> str:
    """"The second one" refers to the list the assistant read out earlier."""
    alarms = w.tables["pa_alarms"]
    i = w.rng.randrange(len(alarms))
    listing = "; ".join(f"{n + 1}. {a['time']} '{a['label']}' ({'on' if a['enabled'] else 'off'})"
                        for n, a in enumerate(alarms))
    w.history = [{"role": "user", "content": "What alarms do I have?"},
                 {"role": "assistant", "content": f"You have {len(alarms)} alarms: {listing}."}]
    ordinal = ("first", "second", "third")[i]
    on = not alarms[i]["enabled"]
    w.instruction = f"Switch the {ordinal} one {'on' if on else 'off'}."
    w.steps = [[call("list_alarms")], [call("update_alarm", alarm=w.rid("pa_alarms", i), enabled=on)]]
    return "state_change"


def rs_history_task(w: World) -> str:
    """"The one due on <date>" refers to the to-do list read out earlier."""
    tasks = w.tables["pa_tasks"]
    for n, t in enumerate(tasks):  # distinct due dates, so the reference is unambiguous
        t["due_date"] = day(3 + 2 * n)
    i = w.rng.randrange(len(tasks))
    listing = "; ".join(f"'{t['title']}' due {t['due_date']}" for t in tasks)
    w.history = [{"role": "user", "content": "What's on my to-do list?"},
                 {"role": "assistant", "content": f"Your open tasks: {listing}."}]
    w.instruction = f"I've done the one due {tasks[i]['due_date']}, tick it off."
    w.steps = [[call("complete_task", task=w.rid("pa_tasks", i))]]
    return "state_change"


# ------------------------------------------------------------------------------- intent revision


def ir_alarm_new(w: World) -> str:
    """The correction replaces the first request before anything was done."""
    first, final = w.rng.sample(range(300, 600, 15), 2)
    label = w.rng.choice([l for l in ALARM_LABELS if l not in {a["label"] for a in w.tables["pa_alarms"]}])
    w.history = [{"role": "user", "content": f"Set an alarm for {spoken(first)} tomorrow."},
                 {"role": "assistant", "content": f"Sure: one alarm at {spoken(first)}, ringing once. Shall I set it?"}]
    w.instruction = f"Actually make it {spoken(final)} instead, and call it {label}."
    w.steps = [[call("set_alarm", time=hm(final), label=label, repeat=[])]]
    return "state_change"


def ir_alarm_existing(w: World) -> str:
    """The first request was carried out: the correction must edit that alarm, not add one."""
    first, final = w.rng.sample(range(300, 600, 15), 2)
    label = w.rng.choice([l for l in ALARM_LABELS if l not in {a["label"] for a in w.tables["pa_alarms"]}])
    w.tables["pa_alarms"].append({"time": hm(first), "label": label, "repeat": (), "enabled": True})
    rid = w.rid("pa_alarms", len(w.tables["pa_alarms"]) - 1)
    w.history = [{"role": "user", "content": f"Set a {label} alarm for {spoken(first)}."},
                 {"role": "assistant", "content": f"Done: alarm '{label}' ({rid}) set for {hm(first)}."}]
    w.instruction = f"Sorry, I meant {spoken(final)}."
    w.steps = [[call("update_alarm", alarm=rid, time=hm(final))]]
    return "state_change"


def ir_sms_recipient(w: World) -> str:
    """The user redirects a message: the text stays, the recipient changes."""
    (_, wrong), (_, right) = contact(w, 0), contact(w, w.rng.randrange(1, len(w.tables["pa_contacts"])))
    text, facts = message(w)
    w.history = [{"role": "user", "content": f"Text {wrong['name']}: {text}."},
                 {"role": "assistant", "content": f"I'll send \"{text}\" to {wrong['name']} ({wrong['phone']}). OK?"}]
    w.instruction = f"No wait, send it to {right['name']} instead."
    w.steps = [[call("send_sms", recipient=right["name"], text=text)]]
    w.required = [{"name": "send_sms", "arguments": {"recipient": recipient_gold(right), "text": {"key_facts": facts}}}]
    return "tool_calls"


def ir_setting(w: World) -> str:
    """A number is revised: the first one must not be applied."""
    first, final = w.rng.sample([v for v in range(10, 100, 5) if v != w.settings["display.brightness"]], 2)
    w.history = [{"role": "user", "content": f"Set the brightness to {first}%."},
                 {"role": "assistant", "content": f"Setting the screen brightness to {first}%. Go ahead?"}]
    w.instruction = f"Hmm, {final}% is better actually."
    w.steps = [[call("set_brightness", level=final)]]
    return "state_change"


def ir_event(w: World) -> str:
    """Two corrections to one planned event: a new start and a place."""
    phrase, offset = w.rng.choice(DAYS_AHEAD)
    first = w.rng.randrange(600, 1080, 60)
    final = first + w.rng.choice((60, 90, 120))
    place = w.rng.choice(("Harbor Grill", "Green Leaf Cafe", "Room 3B", "the office"))
    who = w.rng.choice(FIRST)
    w.history = [{"role": "user", "content": f"Put lunch with {who} in my calendar {phrase} at {spoken(first)}, for an hour."},
                 {"role": "assistant", "content": f"Lunch with {who}, {day(offset)} {hm(first)}-{hm(first + 60)}. Add it?"}]
    w.instruction = f"Make it {spoken(final)} instead, still an hour, at {place}."
    w.steps = [[call("create_calendar_event", title=f"Lunch with {who}", date=day(offset), start=hm(final),
                     end=hm(final + 60), location=place)]]
    w.required = [{"name": "create_calendar_event", "arguments": {
        "title": FREE, "date": values(day(offset)), "start": values(hm(final)),
        "end": values(hm(final + 60)), "location": values(place)}}]
    return "tool_calls"


# ------------------------------------------------------------ boundary detection and error recovery


def be_permission_sms(w: World) -> str:
    """A declared permission is missing: the call is denied until the planner grants it."""
    _, person = contact(w)
    text, facts = message(w)
    w.revoke("messages:sms")
    w.instruction = f"Send {person['name']} a text: {text}."
    w.steps = [[call("send_sms", recipient=person["name"], text=text)],
               [call("grant_app_permission", app="Messages", permission="sms")],
               [call("send_sms", recipient=person["name"], text=text)]]
    w.required = [{"name": "grant_app_permission", "arguments": {"app": values("Messages"), "permission": values("sms")}},
                  {"name": "send_sms", "arguments": {"recipient": recipient_gold(person), "text": {"key_facts": facts}}}]
    return "tool_calls"


def be_permission_camera(w: World) -> str:
    tool, args, app, perm, said = w.rng.choice(PERMISSION_ACTIONS)
    w.revoke(f"{app.lower()}:{perm}")
    w.instruction = said
    w.steps = [[call(tool, **args)], [call("grant_app_permission", app=app, permission=perm)], [call(tool, **args)]]
    return "state_change"


def be_permission_block(w: World) -> str:
    """A ``permission`` friction on a tool the catalog does not guard."""
    track = w.rng.choice(w.tables["pa_tracks"])
    w.revoke("music:storage")
    w.friction = [{"kind": "permission", "tool": "play_music", "permission": "music:storage"}]
    w.instruction = f"Play {track['title']} by {track['artist']}."
    w.steps = [[call("play_music", query=track["title"])],
               [call("grant_app_permission", app="Music", permission="storage")],
               [call("play_music", query=track["title"])]]
    return "state_change"


def be_runtime_error(w: World) -> str:
    """An injected fault on a grounding scenario's call: retrying is the recovery."""
    checker = w.rng.choice((pg_setting, pg_volume, pg_contact, pg_alarm, pg_timer))(w)
    target = w.steps[-1][0]
    times = w.rng.choice((1, 1, 2))
    w.friction = [{"kind": "runtime_error", "tool": target["name"], "times": times,
                   "message": w.rng.choice(("the service is temporarily unavailable",
                                            "the settings service timed out", "a transient storage error"))}]
    w.steps = w.steps[:-1] + [[target]] * (times + 1)
    return checker


def be_world_change(w: World) -> str:
    """A ``state_change`` friction: Bluetooth drops at step 2, after the planner looked."""
    devices = w.tables["pa_bluetooth_devices"]
    i = w.rng.randrange(len(devices))
    devices[i]["paired"] = True
    w.settings["network.bluetooth"] = True
    w.friction = [{"kind": "state_change", "step": 2, "settings": {"network.bluetooth": False}}]
    w.instruction = f"Connect my {devices[i]['name']}."
    w.steps = [[call("scan_bluetooth_devices")], [call("set_bluetooth", enabled=True)],
               [call("connect_bluetooth_device", device=devices[i]["name"])]]
    return "state_change"


def be_ambiguity(w: World) -> str:
    """An ``ambiguity`` friction: two contacts share a first name; look before texting."""
    first = w.rng.choice(FIRST)
    lasts = w.rng.sample(LAST, 2)
    companies = w.rng.sample(COMPANIES[:-1], 2)
    people = [{"name": f"{first} {l}", "phone": phone(w.rng), "nickname": first, "email": "", "company": c}
              for l, c in zip(lasts, companies)]
    w.tables["pa_contacts"] = [c for c in w.tables["pa_contacts"] if not c["name"].startswith(first + " ")] + people
    n = len(w.tables["pa_contacts"])
    target = people[w.rng.randrange(2)]
    text, facts = message(w)
    w.friction = [{"kind": "ambiguity", "table": "pa_contacts",
                   "record_ids": [w.rid("pa_contacts", n - 2), w.rid("pa_contacts", n - 1)],
                   "forbidden_calls": ["send_sms"], "resolved_by": ["find_contact"]}]
    w.instruction = f"Text {first} from {target['company']}: {text}."
    w.steps = [[call("find_contact", query=first)], [call("send_sms", recipient=target["name"], text=text)]]
    w.required = [{"name": "send_sms", "arguments": {"recipient": recipient_gold(target), "text": {"key_facts": facts}}}]
    return "tool_calls"


Scenario = Callable[[World], str]
#: Each category's scenarios; a builder fills the world and returns its checker.
SCENARIOS: dict[str, tuple[Scenario, ...]] = {
    "parameter_grounding": (pg_setting, pg_volume, pg_alarm, pg_timer, pg_event, pg_contact),
    "dependency_planning": (dp_bluetooth, dp_wifi, dp_airplane_call, dp_install_on_wifi, dp_fingerprint),
    "reference_state_tracking": (rs_missed_call, rs_move_event, rs_history_alarm, rs_history_task),
    "intent_revision": (ir_alarm_new, ir_alarm_existing, ir_sms_recipient, ir_setting, ir_event),
    "boundary_error_recovery": (be_permission_sms, be_permission_camera, be_permission_block,
                                be_runtime_error, be_world_change, be_ambiguity),
}


# ------------------------------------------------------------------------------------ assembly


def _domain_tools() -> dict[str, list[str]]:
    out: dict[str, list[str]] = {}
    for name in sorted(REGISTRY.names()):
        tool = REGISTRY[name]
        if tool.domain in DOMAIN_TABLES or tool.domain in ("display_sound", "system_settings"):
            if name not in RESERVED:
                out.setdefault(tool.domain, []).append(name)
    return out


def candidates(needed: Sequence[str], rng: Random) -> list[str]:
    """The needed tools plus distractors, 15 in all, in a seeded order: same-domain ones first,
    topped up from the other domains when the needed tools' domains are too small."""
    pool = _domain_tools()
    domains = sorted({REGISTRY[t].domain for t in needed})
    own = sorted({t for d in domains for t in pool[d]} - set(needed))
    chosen = list(dict.fromkeys(needed))
    chosen += rng.sample(own, min(len(own), CANDIDATES - len(chosen)))
    others = sorted({t for d in pool if d not in domains for t in pool[d]})
    chosen += rng.sample(others, CANDIDATES - len(chosen))
    rng.shuffle(chosen)
    return chosen


def _task(w: World, ident: tuple[int, int, str, str, str], checker: str, tools: list[str],
          required: list[dict[str, Any]], target: dict[str, Any] | None) -> Task:
    index, seed, suite, category, scenario = ident
    domains = {REGISTRY[t].domain for t in tools}
    keep = sorted({t for d in domains for t in DOMAIN_TABLES.get(d, ())})
    records = {t: [{"id": f"{t}-{i + 1}", **r} for i, r in enumerate(w.tables[t])] for t in keep}
    return Task.model_validate({
        "id": f"{suite}-{seed}-{index:05d}", "suite": suite, "capability": category,
        "categories": [scenario.split("_", 1)[1]], "instruction": w.instruction, "history": w.history,
        "profile": PROFILE, "now": DEFAULT_NOW, "weekday": WEEKDAY, "records": records,
        "candidate_tools": tools, "step_limit": STEP_LIMIT,
        "reference_solution": [*w.steps, [call("finish")]],
        "initial_settings": {k: list(v) if isinstance(v, tuple) else v for k, v in w.settings.items()},
        "friction": w.friction, "checker": checker,
        "required_calls": required,
        "target_delta": target,
    })


def derive_delta(draft: Task) -> dict[str, Any]:
    """``D_T - D_0`` of replaying ``draft``'s reference solution: the state target it implies."""
    from mobile_env.env import MobilePlannerEnv
    from mobile_env.episode import baseline

    env = MobilePlannerEnv(tasks=[draft], reward="task_checker")
    env.reset(options={"task_id": draft.id})
    for step in draft.reference_solution:
        env.step(json.dumps([{"name": c.name, "arguments": c.arguments} for c in step]))
    episode = env.episode
    assert episode is not None
    delta = state_delta(baseline(episode), episode.final_state)
    tables = {name: change.summary() for name, change in
              sorted({**delta.tables, MEMORY_TABLE: delta.memory}.items()) if change}
    return {"tables": tables, "settings": {k: list(v) if isinstance(v, tuple) else v
                                           for k, (_, v) in delta.settings.items()}}


def build_task(index: int, seed: int, suite: str = "mobilepa") -> Task:
    """Task ``index`` of ``seed``: category ``index mod 5``, a scenario drawn from its table."""
    rng = Random(f"{seed}:{index}")
    category = CATEGORIES[index % len(CATEGORIES)]
    w = new_world(rng)
    scenario = rng.choice(SCENARIOS[category])
    checker = scenario(w)
    needed = [c["name"] for step in w.steps for c in step] + [c["name"] for c in w.required]
    tools = candidates(needed, rng)
    ident = (index, seed, suite, category, scenario.__name__)
    if checker == "tool_calls":
        return _task(w, ident, checker, tools, w.required, None)
    # The draft only has to load: any required call will do, its checker is never consulted.
    draft = _task(w, ident, "tool_calls", tools, [{"name": needed[-1], "arguments": {}}], None)
    return _task(w, ident, checker, tools, [], derive_delta(draft))


def content_hash(task: Task) -> str:
    """What makes two tasks the same for train/test disjointness: request, history and world."""
    blob = json.dumps([task.instruction, [m.model_dump() for m in task.history], task.records,
                       task.initial_settings], sort_keys=True, ensure_ascii=False, default=list)
    return hashlib.sha256(blob.encode()).hexdigest()


def generate(n: int, seed: int, *, suite: str = "mobilepa", exclude: frozenset[str] | set[str] = frozenset(),
             verify: bool = True, progress: Progress | None = None) -> list[Task]:
    """``n`` distinct tasks for ``seed``, none whose :func:`content_hash` is in ``exclude``;
    with ``verify`` each must pass :func:`mobile_env.tasks.validate.validate_task` or this raises."""
    return distinct_tasks(n, lambda index: [build_task(index, seed, suite)], content_hash,
                          exclude=exclude, verify=verify, progress=progress)


def main(argv: Sequence[str] | None = None) -> int:
    parser = generation.parser(
        "mobile-env tasks generate --suite mobilepa",
        "Generate seeded, verified MobilePA Tool Use tasks (five categories cycled in order, 15 "
        "candidate tools, step limit 15).", "mobilepa",
        ["mobile-env tasks generate --suite mobilepa --n 1000 --seed 11 --out tasks/mobilepa-train.jsonl",
         "mobile-env tasks generate --suite mobilepa --n 200 --seed 1011 "
         "--exclude tasks/mobilepa-train.jsonl --out tasks/mobilepa-test.jsonl"])
    return generation.run(parser.parse_args(sys.argv[1:] if argv is None else list(argv)), generate,
                          content_hash)


if __name__ == "__main__":
    sys.exit(main())
