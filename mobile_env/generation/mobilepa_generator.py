"""Seeded procedural generator of MobilePA-Bench Tool Use tasks (F12, F13, F14).

    mobile-env tasks generate --suite mobilepa --n 1000 --seed 11 --out mobilepa-train.jsonl

Why it is built this way:

* **One ``random.Random`` per task**, seeded with ``"{seed}:{index}"`` and never the wall clock,
  as in the SPIEval generator: the same arguments write the same bytes, and any task can be
  rebuilt alone. Task *i* cycles the five Tool Use categories, so every split is balanced.
* **Scenarios are data.** Each category is a table of scenario builders over the real catalog
  tools; the values they draw and the phrasings they use are tables too
  (:mod:`mobile_env.generation.mobilepa_world`). Each phrasing table serves both split sides: a
  ``--side test`` split uses only held-out templates and profile worlds.
* **Acting and idle tasks.** Most tasks need writes; an *idle* one (the paper's Tool Use tasks
  with an empty reference-call list, 199 of its 1,040) must act on nothing -- a condition that
  does not hold, an alarm that is already there, an ambiguous person, a sold-out show -- and is
  judged by ``tool_calls`` with the read that discovers the boundary as its one required call
  (any successful write fails it).
* **Friction in every category.** Besides the frictions the boundary scenarios are about, an
  acting task of another category meets an injected obstacle on its last write with probability
  :data:`FRICTION_RATE`: a transient runtime error (retry) or, for a tool that declares a
  permission, a revoked permission (grant it, then retry).
  :func:`mobile_env.generation.mobilepa_stats.frictions_met` says which obstacles a reference meets.
* **Checkers are mixed on purpose.** Calls whose free parameters a planner may word differently
  (a message text, an alarm label) are judged by ``tool_calls`` with key facts or unconstrained
  parameters; pure state outcomes by ``state_change``, whose target is *derived* by replaying the
  reference (:func:`mobile_env.generation.mobilepa_world.derive_delta`). Every task is then proved
  with :func:`mobile_env.validation.validate_task` (replay scores 1.0, finishing at once 0).
* **Candidate sets are 15 tools**: those the reference needs plus same-domain distractors, so
  choosing the tool is part of the task (F10).
"""

from __future__ import annotations

import datetime as dt
import hashlib
import json
import sys
from pathlib import Path
from random import Random
from typing import Any, Callable, Collection, Sequence

from mobile_env.papers import MOBILEPA
from mobile_env.generation import common
from mobile_env.generation.mobilepa_actions import FAMILIES, FAMILY_SCENARIOS, act
from mobile_env.generation.common import Progress, Side, distinct_tasks
from mobile_env.generation.mobilepa_domains import labelled
from mobile_env.generation.mobilepa_lookups import (dp_check_fails, dp_check_then_act,
                                                    ir_drop_and_ask, rs_look_up_and_act)
from mobile_env.generation.mobilepa_world import (
    ALARM_LABELS, COMPANIES, DAY_SETS, DAYS_AHEAD, DEFAULT_NOW, FIRST, FREE, GUARDED_OPTIONS, LAST,
    OPTION_PHRASES, SETTING_PHRASES, STEP_LIMIT, SWITCHES, VOLUME_WORDS, WEEKDAY, World, call,
    candidates, contact, day, derive_delta, hm, message, new_world, phone, recipient_gold,
    records_of, settings_of, spoken, values)
from mobile_env.task_format.schema import Task
from mobile_env.tools import REGISTRY

CATEGORIES = tuple(MOBILEPA.tool_use)
#: Share of an acting task outside boundary detection that meets an injected obstacle.
FRICTION_RATE = 0.5
#: Share of idle tasks (act on nothing) when none is asked for: the paper's 199 of 1,040.
IDLE_RATE = MOBILEPA.tool_use_idle / MOBILEPA.tool_use_tasks
#: How a user points at an item of a list read out to them.
ORDINALS = ("first", "second", "third", "fourth", "fifth")
#: What a user wants to be reminded to take when rain is forecast.
RAIN_GEAR = ("an umbrella", "my raincoat", "the rain boots", "a rain jacket", "the kids' umbrellas",
             "the folding umbrella")

#: Photo modes of the camera and how a user asks for them.
PHOTO_MODES = {"photo": "photo", "portrait": "portrait shot", "night": "night-mode photo",
               "panorama": "panorama"}
#: What a user points the camera at (the capture tools take no subject: only the words vary).
SUBJECTS = ("the sunset", "this menu", "the whiteboard", "my receipt", "the kids", "the view",
            "my outfit", "the parking spot", "the street", "the cake", "the dog", "the skyline")
#: Seconds of video and how a user says them.
CLIP_LENGTHS = {10: "10-second", 15: "15-second", 30: "30-second", 45: "45-second",
                60: "one-minute", 90: "90-second", 120: "two-minute"}
CAMERAS = ("front", "back")
#: Why a user wants an app (only the words vary).
APP_REASONS = ("", " -- I need it for my trip", " before the weekend", " for work",
               " -- a friend recommended it", " today", " so I can try it tonight")
#: When a user wants music (only the words vary).
MUSIC_MOMENTS = ("", " while I cook", " for my run", " for the drive", " -- I need to focus",
                 " for the party", " to wake me up", " while I clean")
#: Why a user wants a Bluetooth device now (only the words vary).
PURPOSES = ("", " for my run", " before my call", " for the podcast", " -- I'm heading out",
            " for the meeting", " so I can listen to music", " for the drive")


def _gold(w: World, person: dict[str, Any]) -> dict[str, Any]:
    return recipient_gold(w, person)


# -------------------------------------------------------------------- parameter grounding


def _choose(w: World, table: Sequence[tuple[str, str, dict[Any, str], str,
                                             tuple[str, ...]]]) -> str:
    """A request for one value of a setting of ``table`` other than the one it holds."""
    tool, arg, phrases, key, templates = w.rng.choice(table)
    value = w.rng.choice([v for v in phrases if v != w.settings[key]])
    w.say(templates, p=phrases[value])
    w.steps = [[call(tool, **{arg: value})]]
    return "state_change"


def pg_setting(w: World) -> str:
    return _choose(w, SETTING_PHRASES)


def pg_option(w: World) -> str:
    return _choose(w, OPTION_PHRASES)


def pg_switch(w: World) -> str:
    """A switch flipped to the state it is not in."""
    tool, key, templates = w.rng.choice(SWITCHES)
    value = not w.settings[key]
    w.say(templates, p="on" if value else "off")
    w.steps = [[call(tool, enabled=value)]]
    return "state_change"


def pg_apps_action(w: World) -> str:
    return act(w, "apps")


def pg_media_action(w: World) -> str:
    return act(w, "media")


def pg_system_action(w: World) -> str:
    return act(w, "system")


def pg_personal_action(w: World) -> str:
    return act(w, "personal")


def pg_volume(w: World) -> str:
    stream = w.rng.choice(list(VOLUME_WORDS))
    current = w.settings[f"sound.volume.{stream}"]
    level = w.rng.choice([v for v in range(10, 100, 5) if v != current])
    w.say(("Set the {s} volume to {l}%.", "Put my {s} volume at {l} percent.",
           "{l}% {s} volume, please."), s=VOLUME_WORDS[stream], l=level)
    w.steps = [[call("set_volume", stream=stream, level=level)]]
    return "state_change"


def pg_alarm(w: World) -> str:
    minutes = w.rng.randrange(300, 720, 5)
    phrase, days = w.rng.choice(DAY_SETS)
    w.say(("Set an alarm for {t} {d}.", "Wake me at {t} {d}.", "I need an alarm at {t} {d}."),
          t=spoken(minutes), d=phrase)
    w.steps = [[call("set_alarm", time=hm(minutes), label="Alarm", repeat=days)]]
    w.required = [{"name": "set_alarm", "arguments": {"time": values(hm(minutes)), "label": FREE,
                                                      "repeat": values(days)}}]
    return "tool_calls"


def pg_timer(w: World) -> str:
    minutes, phrase = w.rng.choice(((5, "five minutes"), (12, "12 minutes"), (25, "25 minutes"),
                                    (45, "three quarters of an hour"), (90, "an hour and a half"),
                                    (120, "two hours")))
    w.say(("Start a timer for {p}.", "Time {p} for me.", "Count down {p}, please."), p=phrase)
    w.steps = [[call("start_timer", duration_s=minutes * 60)]]
    w.required = [{"name": "start_timer", "arguments": {"duration_s": values(minutes * 60),
                                                        "label": FREE}}]
    return "tool_calls"


def pg_event(w: World) -> str:
    title = w.rng.choice(("Dinner with Sam", "Quarterly planning", "Haircut",
                          "Parent-teacher meeting", "Tennis with Leo", "Flat viewing"))
    phrase, offset = w.rng.choice(DAYS_AHEAD)
    start = w.rng.randrange(480, 1200, 30)
    length = w.rng.choice((30, 60, 90))
    reminder, said = w.rng.choice(((10, ""), (60, " and remind me an hour before"),
                                   (1440, " and remind me a day before"),
                                   (30, " with a 30-minute reminder")))
    w.say(("Add '{title}' to my calendar {d} from {a} to {b}{r}.",
           "Put '{title}' in my calendar {d}, {a} to {b}{r}.",
           "Block {a}-{b} {d} for '{title}'{r}."),
          title=title, d=phrase, a=spoken(start), b=spoken(start + length), r=said)
    w.steps = [[call("create_calendar_event", title=title, date=day(offset), start=hm(start),
                     end=hm(start + length), reminder_min=reminder)]]
    w.required = [{"name": "create_calendar_event", "arguments": {
        "title": values(title), "date": values(day(offset)), "start": values(hm(start)),
        "end": values(hm(start + length)), "reminder_min": values(reminder)}}]
    return "tool_calls"


def pg_contact(w: World) -> str:
    first, last = w.rng.choice(FIRST), w.rng.choice(("Moreau", "Jensen", "Costa", "Berg"))
    number, company = phone(w.rng), w.rng.choice(COMPANIES[:-1])
    w.say(("Save {n} from {c} as a contact, number {p}.", "Add {n} ({c}) to my contacts: {p}.",
           "New contact: {n} of {c}, {p}."), n=f"{first} {last}", c=company, p=number)
    w.steps = [[call("add_contact", name=f"{first} {last}", phone=number, company=company)]]
    return "state_change"


# -------------------------------------------------------------------- dependency planning


def dp_bluetooth(w: World) -> str:
    """Bluetooth is off: turn it on, pair the new device if needed, then connect."""
    i = w.rng.randrange(len(w.tables["pa_bluetooth_devices"]))
    device = w.tables["pa_bluetooth_devices"][i]
    w.settings["network.bluetooth"] = False
    w.say(("Connect my {n} to the phone{p}.", "I want to use my {t}, the {n}: hook it up{p}.",
           "Get my {n} working with the phone{p}.",
           "Pair and connect the {n} for me{p}.",
           "My {t}, the {n}, should be connected now{p}.",
           "Set up the {n} with my phone{p}."), n=device["name"], t=device["type"],
          p=w.rng.choice(PURPOSES))
    w.steps = [[call("set_bluetooth", enabled=True)]]
    if not device["paired"]:
        w.steps.append([call("pair_bluetooth_device", device=device["name"])])
    w.steps.append([call("connect_bluetooth_device", device=device["name"])])
    return "state_change"


def dp_wifi(w: World) -> str:
    """Wi-Fi is off and the network is new: turn Wi-Fi on, then join with the given password."""
    net = w.rng.choice(w.tables["pa_wifi_networks"][1:])
    w.settings["network.wifi"], w.settings["network.wifi.connected"] = False, ""
    w.say(("Get me on the {s} Wi-Fi; the password is {p}.", "Join {s}, password {p}.",
           "Connect to the {s} network -- it's {p}.",
           "Use the {s} Wi-Fi; password: {p}.",
           "Hop onto {s} with the password {p}.",
           "I want to be on {s} ({p})."), s=net["ssid"], p=net["password"])
    w.steps = [[call("set_wifi", enabled=True)],
               [call("connect_wifi", ssid=net["ssid"], password=net["password"])]]
    return "state_change"


def dp_guarded_option(w: World) -> str:
    """An option whose setting is guarded by a switch in the wrong state: flip it first."""
    option, switch, key, state = w.rng.choice(GUARDED_OPTIONS)
    w.settings[key] = not state
    _choose(w, (option,))
    w.steps.insert(0, [call(switch, enabled=state)])
    return "state_change"


def dp_airplane_call(w: World) -> str:
    """Airplane mode blocks calls: switch it off first."""
    _, person = contact(w)
    w.settings.update({"network.airplane_mode": True, "network.wifi": False,
                       "network.wifi.connected": "", "network.bluetooth": False,
                       "network.mobile_data": False})
    kind = w.rng.choice(("voice", "video"))
    w.say(("{k} {n}.", "Get {n} on a {w} call.", "I need to {v} {n} now.",
           "Please {v} {n}.",
           "Could you {v} {n} right away?",
           "{n} -- {v} them, please."),
          k="Video call" if kind == "video" else "Call", n=person["name"],
          w="video" if kind == "video" else "phone", v="video call" if kind == "video" else "call")
    w.steps = [[call("set_airplane_mode", enabled=False)],
               [call("make_call", recipient=person["name"], type=kind)]]
    w.required = [{"name": "set_airplane_mode", "arguments": {"enabled": values(False)}},
                  {"name": "make_call", "arguments": {"recipient": _gold(w, person),
                                                      "type": values(kind)}}]
    return "tool_calls"


def dp_install_on_wifi(w: World) -> str:
    """A ``dependency`` friction: installs wait for Wi-Fi, which is off."""
    app = w.rng.choice([a["name"] for a in w.tables["pa_apps"] if not a["installed"]])
    w.settings["network.wifi"], w.settings["network.wifi.connected"] = False, ""
    w.friction = [{"kind": "dependency", "tool": "install_app", "settings": {"network.wifi": True},
                   "reason": "app downloads only run over Wi-Fi"}]
    w.say(("Install {a} for me{r}.", "Get the {a} app on my phone{r}.",
           "I'd like {a} installed{r}.",
           "Download {a} onto my phone{r}.",
           "Can you put {a} on the phone{r}?",
           "Install the {a} app, please{r}."),
          a=app, r=w.rng.choice(APP_REASONS))
    w.steps = [[call("set_wifi", enabled=True)], [call("install_app", app=app)]]
    return "state_change"


def dp_fingerprint(w: World) -> str:
    """Biometrics need a screen lock: set the PIN the user gives, then enable the fingerprint."""
    pin = f"{w.rng.randint(0, 999999):06d}"
    w.say(("Turn on fingerprint unlock. Use {p} as my PIN.",
           "I want to unlock with my fingerprint; the PIN can be {p}.",
           "Fingerprint unlock on, please, with PIN {p}.",
           "Set up fingerprint unlock; my PIN will be {p}.",
           "Let me unlock with a fingerprint -- use {p} as the PIN.",
           "Enable fingerprint unlock and make the PIN {p}."), p=pin)
    w.steps = [[call("set_screen_lock", type="pin", secret=pin)],
               [call("set_fingerprint_unlock", enabled=True)]]
    return "state_change"


def dp_rain_check(w: World) -> str:
    """Idle: a condition the planner must check first does not hold (no rain: no reminder)."""
    city = w.settings["travel.city"]
    for row in w.tables["pa_weather"]:
        if row["city"] == city and row["date"] == day(1):
            row["condition"] = w.rng.choice(("sunny", "cloudy"))
    w.say(("If it's going to rain tomorrow, remind me at {t} to take {i}.",
           "Check tomorrow's weather; if rain is coming, set a {t} alarm for {i}.",
           "Only if it rains tomorrow: alarm at {t} so I remember {i}.",
           "Look at tomorrow's forecast and, if rain's expected, wake me at {t} to grab {i}.",
           "An alarm at {t} tomorrow to take {i} -- but only if it will rain.",
           "Will it rain tomorrow? If so, set a {t} reminder alarm about {i}."),
          t=spoken(w.rng.randrange(360, 540, 5)), i=w.rng.choice(RAIN_GEAR))
    w.steps = [[call("get_weather_forecast", city=city, days=2)]]
    w.required = [{"name": "get_weather_forecast", "arguments": {"city": FREE, "days": FREE}}]
    return "tool_calls"


def dp_battery_check(w: World) -> str:
    """Idle: the battery is above the threshold the user set, so power saving stays off."""
    level = w.settings["power.battery_level"]
    threshold = w.rng.randrange(10, min(level, 60))
    w.say(("If my battery is under {t}%, turn on power saving.",
           "Switch power saving on, but only if the battery is below {t}%.",
           "Battery below {t}%? Then power saving on.",
           "Check the battery: under {t}% means power saving on.",
           "Only if the charge is below {t}%, enable power saving.",
           "Turn on battery saver if I'm under {t}%."), t=threshold)
    w.steps = [[call("get_battery_status")]]
    w.required = [{"name": "get_battery_status", "arguments": {}}]
    return "tool_calls"


# --------------------------------------------------------------- reference and state tracking


def rs_missed_call(w: World) -> str:
    """"Whoever I missed a call from" is only found in the call log."""
    _, person = contact(w)
    w.tables["pa_calls"].append({"number": person["phone"], "name": person["name"],
                                 "direction": "missed", "type": "voice",
                                 "time": "2025-06-02 08:20:00", "duration_s": 0})
    text, facts = message(w)
    w.say(("Text whoever I just missed a call from: {m}.",
           "Reply to my missed call by text: {m}.",
           "Message the person whose call I missed: {m}.",
           "Send a text to the missed caller: {m}.",
           "I missed a call -- text that person back: {m}.",
           "Whoever called and I missed, text them: {m}.",
           "Reply by SMS to the call I didn't pick up: {m}."), m=text)
    w.steps = [[call("list_call_history", missed_only=True)],
               [call("send_sms", recipient=person["name"], text=text)]]
    w.required = [{"name": "send_sms", "arguments": {"recipient": _gold(w, person),
                                                     "text": {"key_facts": facts}}}]
    return "tool_calls"


def rs_move_event(w: World) -> str:
    """The event is named by title; its id comes from the listing."""
    i = w.rng.randrange(len(w.tables["pa_calendar"]))
    event = w.tables["pa_calendar"][i]
    phrase, offset = w.rng.choice([d for d in DAYS_AHEAD if day(d[1]) != event["date"]])
    w.say(("Move my {e} to {d}, same time.", "Shift the {e} to {d}; keep the time.",
           "Can the {e} go to {d} instead? Same hour.",
           "Reschedule the {e} for {d} at the same time.",
           "Put the {e} on {d}; don't change the hour.",
           "The {e} should be on {d} now, same time of day.",
           "Push my {e} to {d}, same slot.",
           "Could you move the {e} over to {d} at the same time?"),
          e=event["title"].lower(), d=phrase.removeprefix("on "))
    w.steps = [[call("list_calendar_events", query=event["title"])],
               [call("update_calendar_event", event=w.rid("pa_calendar", i), date=day(offset))]]
    return "state_change"


def _read_alarms(w: World) -> None:
    alarms = w.tables["pa_alarms"]
    listing = "; ".join(f"{n + 1}. {a['time']} '{a['label']}' ({'on' if a['enabled'] else 'off'})"
                        for n, a in enumerate(alarms))
    w.turn("user", ("What alarms do I have?", "Which alarms are set?", "List my alarms."))
    w.turn("assistant", ("You have {n} alarms: {l}.", "{n} alarms are set: {l}.",
                         "Here they are ({n}): {l}."), n=len(alarms), l=listing)


def rs_history_alarm(w: World) -> str:
    """"The second one" refers to the list the assistant read out earlier."""
    alarms = w.tables["pa_alarms"]
    taken = {a["label"] for a in alarms}
    alarms += [{"time": hm(w.rng.randrange(300, 600, 15)), "label": label,
                "repeat": tuple(w.rng.choice(DAY_SETS)[1]), "enabled": w.rng.random() < 0.7}
               for label in w.rng.sample([x for x in ALARM_LABELS if x not in taken],
                                         w.rng.randint(0, 2))]
    i = w.rng.randrange(len(alarms))
    _read_alarms(w)
    on = not alarms[i]["enabled"]
    ordinal = "last" if i == len(alarms) - 1 and w.rng.random() < 0.5 else ORDINALS[i]
    w.say(("Switch the {o} one {s}.", "Turn the {o} alarm {s}.", "The {o} one -- {s}, please.",
           "That {o} alarm, {s}.",
           "Set the {o} one {s}.",
           "Please switch the {o} alarm {s}."),
          o=ordinal, s="on" if on else "off")
    w.steps = [[call("list_alarms")],
               [call("update_alarm", alarm=w.rid("pa_alarms", i), enabled=on)]]
    return "state_change"


def _dated(date: str) -> tuple[str, str]:
    """Two ways a user names ``date`` (ISO): as written, and as "June 5"."""
    month_day = dt.date.fromisoformat(date)
    return date, f"{month_day:%B} {month_day.day}"


def rs_history_task(w: World) -> str:
    """"The one due on <date>" refers to the to-do list read out earlier."""
    tasks = w.tables["pa_tasks"]
    # distinct due dates, so the reference is unambiguous
    for t, offset in zip(tasks, sorted(w.rng.sample(range(1, 29), len(tasks)))):
        t["due_date"] = day(offset)
    i = w.rng.randrange(len(tasks))
    listing = "; ".join(f"'{t['title']}' due {t['due_date']}" for t in tasks)
    w.turn("user", ("What's on my to-do list?", "Read me my open tasks.", "Which to-dos are open?"))
    w.turn("assistant", ("Your open tasks: {l}.", "Open to-dos: {l}.", "You still have: {l}."),
           l=listing)
    w.say(("I've done the one due {d}, tick it off.", "Mark the {d} one as done.",
           "The task due {d} is finished.",
           "Check off the task due {d}.",
           "Complete the to-do that's due {d}.",
           "I finished the {d} task; mark it."), d=w.rng.choice(_dated(tasks[i]["due_date"])))
    w.steps = [[call("complete_task", task=w.rid("pa_tasks", i))]]
    return "state_change"


def _new_label(w: World) -> str:
    """An alarm label no alarm of the world has."""
    taken = {a["label"] for a in w.tables["pa_alarms"]}
    return w.rng.choice([label for label in ALARM_LABELS if label not in taken])


def rs_alarm_exists(w: World) -> str:
    """Idle: the alarm the user asks for is already set, as the listing shows."""
    alarm = w.rng.choice(w.tables["pa_alarms"])
    alarm["enabled"] = True
    minutes = int(alarm["time"][:2]) * 60 + int(alarm["time"][3:])
    w.say(("Did I already set an alarm for {t}? If not, set one.",
           "Make sure there's an alarm at {t}; add it only if it's missing.",
           "Set a {t} alarm unless I have one already.",
           "Add an alarm at {t} if there isn't one yet.",
           "I need a {t} alarm -- check first whether it exists.",
           "Is there an alarm at {t}? Set one if not."), t=spoken(minutes))
    w.steps = [[call("list_alarms")]]
    w.required = [{"name": "list_alarms", "arguments": {"page": FREE}}]
    return "tool_calls"


def rs_two_alarms(w: World) -> str:
    """Idle: two alarms carry the label the user names; which one is meant must be asked."""
    label = _new_label(w)
    times = sorted(w.rng.sample(range(300, 600, 15), 2))
    w.tables["pa_alarms"] += [{"time": hm(t), "label": label, "repeat": (), "enabled": True}
                              for t in times]
    n = len(w.tables["pa_alarms"])
    w.friction = [{"kind": "ambiguity", "table": "pa_alarms",
                   "record_ids": [w.rid("pa_alarms", n - 2), w.rid("pa_alarms", n - 1)],
                   "forbidden_calls": ["update_alarm", "delete_alarm"], "resolved_by": []}]
    w.say(("Turn off my {l} alarm.", "Switch the {l} alarm off.", "I don't need the {l} alarm.",
           "Disable my {l} alarm.",
           "The {l} alarm can be switched off.",
           "No more {l} alarm, please turn it off."),
          l=label)
    w.steps = [[call("list_alarms")]]
    w.required = [{"name": "list_alarms", "arguments": {"page": FREE}}]
    return "tool_calls"


# ------------------------------------------------------------------------------- intent revision


def ir_alarm_new(w: World) -> str:
    """The correction replaces the first request before anything was done."""
    first, final = w.rng.sample(range(300, 600, 15), 2)
    label = _new_label(w)
    w.turn("user", ("Set an alarm for {t} tomorrow.", "Wake me at {t} tomorrow.",
                    "Alarm at {t} tomorrow, please."), t=spoken(first))
    w.turn("assistant", ("Sure: one alarm at {t}, ringing once. Shall I set it?",
                         "One alarm at {t}, no repeat -- go ahead?",
                         "I can set {t} for tomorrow. Confirm?"), t=spoken(first))
    w.say(("Actually make it {t} instead, and call it {l}.", "No, {t} -- and label it {l}.",
           "Change that to {t}, named {l}.",
           "Wait -- {t}, with the label {l}.",
           "Let's do {t} instead and name it {l}.",
           "Correction: {t}, label {l}."), t=spoken(final), l=label)
    w.steps = [[call("set_alarm", time=hm(final), label=label, repeat=[])]]
    return "state_change"


def ir_alarm_existing(w: World) -> str:
    """The first request was carried out: the correction must edit that alarm, not add one."""
    first, final = w.rng.sample(range(300, 600, 15), 2)
    label = _new_label(w)
    w.tables["pa_alarms"].append({"time": hm(first), "label": label, "repeat": (), "enabled": True})
    rid = w.rid("pa_alarms", len(w.tables["pa_alarms"]) - 1)
    w.turn("user", ("Set a {l} alarm for {t}.", "{l} alarm at {t}, please.",
                    "I need a {l} alarm at {t}."), l=label, t=spoken(first))
    w.turn("assistant", ("Done: alarm '{l}' ({r}) set for {t}.", "Set: {l} ({r}) at {t}.",
                         "Your {l} alarm ({r}) rings at {t}."), l=label, r=rid, t=hm(first))
    w.say(("Sorry, I meant {t}.", "Oops -- it should be {t}.", "Make that {t}, my mistake.",
           "I got it wrong: {t}.",
           "Correction -- {t}, please.",
           "Should have said {t}.",
           "Not that time -- {t}."),
          t=spoken(final))
    w.steps = [[call("update_alarm", alarm=rid, time=hm(final))]]
    return "state_change"


def ir_sms_recipient(w: World) -> str:
    """The user redirects a message: the text stays, the recipient changes."""
    _, wrong = contact(w, 0)
    _, right = contact(w, w.rng.randrange(1, len(w.tables["pa_contacts"])))
    text, facts = message(w)
    w.turn("user", ("Text {n}: {m}.", "Send {n} a message: {m}.", "Tell {n} by text: {m}."),
           n=wrong["name"], m=text)
    w.turn("assistant", ("I'll send \"{m}\" to {n} ({p}). OK?", "Sending \"{m}\" to {n} ({p})?",
                         "Ready to text {n} ({p}): \"{m}\". Send?"),
           m=text, n=wrong["name"], p=wrong["phone"])
    w.say(("No wait, send it to {n} instead.", "Not them -- {n}.", "Make it {n}, please.",
           "Wrong person; {n} should get it.",
           "Send it to {n} instead.",
           "Actually, it's for {n}."),
          n=right["name"])
    w.steps = [[call("send_sms", recipient=right["name"], text=text)]]
    w.required = [{"name": "send_sms", "arguments": {"recipient": _gold(w, right),
                                                     "text": {"key_facts": facts}}}]
    return "tool_calls"


def ir_setting(w: World) -> str:
    """A number is revised: the first one must not be applied."""
    current = w.settings["display.brightness"]
    first, final = w.rng.sample([v for v in range(10, 100, 5) if v != current], 2)
    w.turn("user", ("Set the brightness to {v}%.", "Brightness {v}%, please.",
                    "Put the screen at {v}% brightness."), v=first)
    w.turn("assistant", ("Setting the screen brightness to {v}%. Go ahead?",
                         "Brightness to {v}% -- confirm?", "I'll set {v}%. OK?"), v=first)
    w.say(("Hmm, {v}% is better actually.", "Make it {v}% instead.", "No -- {v}%.",
           "Actually {v}% please.",
           "Let's go with {v}% instead.",
           "Change of plan: {v}%."), v=final)
    w.steps = [[call("set_brightness", level=final)]]
    return "state_change"


def ir_event(w: World) -> str:
    """Two corrections to one planned event: a new start and a place."""
    phrase, offset = w.rng.choice(DAYS_AHEAD)
    first = w.rng.randrange(600, 1080, 60)
    final = first + w.rng.choice((60, 90, 120))
    place = w.rng.choice(("Harbor Grill", "Green Leaf Cafe", "Room 3B", "the office"))
    who = w.rng.choice(FIRST)
    w.turn("user", ("Put lunch with {w} in my calendar {d} at {t}, for an hour.",
                    "Lunch with {w} {d} at {t}, one hour.",
                    "Add an hour-long lunch with {w} {d}, {t}."), w=who, d=phrase, t=spoken(first))
    w.turn("assistant", ("Lunch with {w}, {d} {a}-{b}. Add it?", "{d} {a}-{b}: lunch with {w}. OK?",
                         "I'll add lunch with {w} on {d}, {a}-{b}. Confirm?"),
           w=who, d=day(offset), a=hm(first), b=hm(first + 60))
    w.say(("Make it {t} instead, still an hour, at {p}.", "Move it to {t} (one hour) at {p}.",
           "Change it: {t}, an hour, at {p}.",
           "Actually {t} for an hour, at {p}.",
           "Correction: one hour at {t}, location {p}.",
           "Let's say {t} for an hour in {p}."), t=spoken(final), p=place)
    w.steps = [[call("create_calendar_event", title=f"Lunch with {who}", date=day(offset),
                     start=hm(final), end=hm(final + 60), location=place)]]
    w.required = [{"name": "create_calendar_event", "arguments": {
        "title": FREE, "date": values(day(offset)), "start": values(hm(final)),
        "end": values(hm(final + 60)), "location": values(place)}}]
    return "tool_calls"


def ir_cancel_and_list(w: World) -> str:
    """Idle: the user drops the request and asks a question instead; nothing is written."""
    minutes = w.rng.randrange(300, 600, 5)
    w.turn("user", ("Set an alarm for {t} tomorrow.", "Wake me at {t} tomorrow.",
                    "Alarm at {t} tomorrow, please."), t=spoken(minutes))
    w.turn("assistant", ("One alarm at {t} tomorrow -- shall I set it?",
                         "I can set {t} for tomorrow. Confirm?", "Alarm at {t}, ringing once. OK?"),
           t=spoken(minutes))
    w.say(("Forget the {t} one, don't set anything. Which alarms do I already have?",
           "Never mind {t}. Just tell me my current alarms.",
           "Scrap the {t} alarm -- what alarms are set right now?",
           "Cancel {t}; just list the alarms I have instead.",
           "Don't add {t} or anything else. Show me my alarms instead.",
           "Leave {t} -- which alarms are already on the phone?",
           "No {t} alarm after all. What do I have set already?",
           "Hold off on {t}; read me the alarms I've got.",
           "Skip the {t} one. Which alarms are on?"), t=spoken(minutes))
    w.steps = [[call("list_alarms")]]
    w.required = [{"name": "list_alarms", "arguments": {"page": FREE}}]
    return "tool_calls"


# ------------------------------------------------------------ boundary detection and error recovery


def be_permission_sms(w: World) -> str:
    """A declared permission is missing: the call is denied until the planner grants it."""
    _, person = contact(w)
    text, facts = message(w)
    w.revoke("messages:sms")
    w.say(("Send {n} a text: {m}.", "Text {n} that {m}.", "Message {n}: {m}.",
           "Send a message to {n}: {m}.",
           "Drop {n} a text: {m}.",
           "SMS {n}: {m}."),
          n=person["name"], m=text)
    w.steps = [[call("send_sms", recipient=person["name"], text=text)],
               [call("grant_app_permission", app="Messages", permission="sms")],
               [call("send_sms", recipient=person["name"], text=text)]]
    w.required = [{"name": "grant_app_permission", "arguments": {"app": values("Messages"),
                                                                 "permission": values("sms")}},
                  {"name": "send_sms", "arguments": {"recipient": _gold(w, person),
                                                     "text": {"key_facts": facts}}}]
    return "tool_calls"


def be_permission_camera(w: World) -> str:
    """The camera permission is revoked: a photo or a clip of a subject, in a mode or length."""
    camera, subject = w.rng.choice(CAMERAS), w.rng.choice(SUBJECTS)
    args: dict[str, Any]
    if w.rng.random() < 0.5:
        mode = w.rng.choice(list(PHOTO_MODES))
        tool, args = "take_photo", {"mode": mode, "camera": camera}
        w.say(("Take a {m} of {s} with the {c} camera.", "Snap {s}: a {m}, {c} camera.",
               "Use the {c} camera for a {m} of {s}.", "I want a {m} of {s} -- {c} camera.",
               "The {c} camera, a {m} of {s}, please.", "Get me a {m} of {s} on the {c} camera."),
              m=PHOTO_MODES[mode], s=subject, c=camera)
    else:
        seconds = w.rng.choice(list(CLIP_LENGTHS))
        tool, args = "record_video", {"duration_s": seconds, "camera": camera}
        w.say(("Record a {d} video of {s} with the {c} camera.",
               "Film {s} for me: {d}, {c} camera.",
               "A {d} clip of {s} on the {c} camera, please.",
               "Shoot a {d} video of {s} -- {c} camera.",
               "Use the {c} camera to record {s}, a {d} clip.",
               "I need a {d} video of {s}, {c} camera."),
              d=CLIP_LENGTHS[seconds], s=subject, c=camera)
    w.revoke("camera:camera")
    w.steps = [[call(tool, **args)],
               [call("grant_app_permission", app="Camera", permission="camera")],
               [call(tool, **args)]]
    return "state_change"


def be_permission_block(w: World) -> str:
    """A ``permission`` friction on a tool the catalog does not guard."""
    track = w.rng.choice(w.tables["pa_tracks"])
    w.revoke("music:storage")
    w.friction = [{"kind": "permission", "tool": "play_music", "permission": "music:storage"}]
    w.say(("Play {t} by {a}{m}.", "Put on {t} by {a}{m}.", "I want to hear {a}'s {t}{m}.",
           "Start playing {t} by {a}{m}.",
           "Can you play {a}'s song {t}{m}?",
           "Music please: {t} from {a}{m}."),
          t=track["title"], a=track["artist"], m=w.rng.choice(MUSIC_MOMENTS))
    w.steps = [[call("play_music", query=track["title"])],
               [call("grant_app_permission", app="Music", permission="storage")],
               [call("play_music", query=track["title"])]]
    return "state_change"


def be_runtime_error(w: World) -> str:
    """An injected fault on a grounding scenario's call: retrying is the recovery."""
    checker = w.rng.choice((pg_setting, pg_volume, pg_contact, pg_alarm, pg_timer))(w)
    inject_fault(w)
    return checker


def be_action_fault(w: World) -> str:
    """An injected fault on a one-call action of any family: retrying is the recovery."""
    checker = act(w, w.rng.choice(tuple(FAMILIES)))
    inject_fault(w)
    return checker


def be_world_change(w: World) -> str:
    """A ``state_change`` friction: Bluetooth drops at step 2, after the planner looked."""
    devices = w.tables["pa_bluetooth_devices"]
    i = w.rng.randrange(len(devices))
    devices[i]["paired"] = True
    w.settings["network.bluetooth"] = True
    w.friction = [{"kind": "state_change", "step": 2, "settings": {"network.bluetooth": False}}]
    w.say(("Connect my {n}{p}.", "Hook up my {n}{p}.", "Use my {n} with the phone{p}.",
           "Get my {n} connected{p}.",
           "Link my {n} to the phone{p}.",
           "I want my {n} on{p}."),
          n=devices[i]["name"], p=w.rng.choice(PURPOSES))
    w.steps = [[call("scan_bluetooth_devices")], [call("set_bluetooth", enabled=True)],
               [call("connect_bluetooth_device", device=devices[i]["name"])]]
    return "state_change"


def _namesakes(w: World) -> tuple[str, list[dict[str, Any]]]:
    """Two new contacts with the same first name (and no other contact has it)."""
    first = w.rng.choice(FIRST)
    lasts = w.rng.sample(LAST, 2)
    companies = w.rng.sample(COMPANIES[:-1], 2)
    people = [{"name": f"{first} {last}", "phone": phone(w.rng), "nickname": first, "email": "",
               "company": c} for last, c in zip(lasts, companies)]
    w.tables["pa_contacts"] = [c for c in w.tables["pa_contacts"]
                               if not c["name"].startswith(first + " ")] + people
    n = len(w.tables["pa_contacts"])
    w.friction = [{"kind": "ambiguity", "table": "pa_contacts",
                   "record_ids": [w.rid("pa_contacts", n - 2), w.rid("pa_contacts", n - 1)],
                   "forbidden_calls": ["send_sms"], "resolved_by": ["find_contact"]}]
    return first, people


def be_ambiguity(w: World) -> str:
    """An ``ambiguity`` friction: two contacts share a first name; look before texting."""
    first, people = _namesakes(w)
    target = people[w.rng.randrange(2)]
    text, facts = message(w)
    w.say(("Text {f} from {c}: {m}.", "Message {f} at {c}: {m}.", "Tell {f} ({c}) by text: {m}.",
           "Text {f} who works at {c}: {m}.",
           "Send {f} from {c} a text: {m}.",
           "SMS {f} ({c}): {m}."),
          f=first, c=target["company"], m=text)
    w.steps = [[call("find_contact", query=first)],
               [call("send_sms", recipient=target["name"], text=text)]]
    w.required = [{"name": "send_sms", "arguments": {"recipient": _gold(w, target),
                                                     "text": {"key_facts": facts}}}]
    return "tool_calls"


def be_ask_which(w: World) -> str:
    """Idle: two contacts share the first name the user gives and nothing tells them apart."""
    first, _ = _namesakes(w)
    w.friction[0]["resolved_by"] = []
    text, _ = message(w)
    w.say(("Text {f}: {m}.", "Send {f} a message: {m}.", "Let {f} know: {m}.",
           "Message {f} that {m}.",
           "Tell {f} by text: {m}.",
           "Drop {f} a message: {m}."), f=first, m=text)
    w.steps = [[call("find_contact", query=first)]]
    w.required = [{"name": "find_contact", "arguments": {"query": FREE, "page": FREE}}]
    return "tool_calls"


def be_sold_out(w: World) -> str:
    """Idle: the show the user wants has no seats left; nothing can be booked."""
    event = w.rng.choice(w.tables["pa_events"])
    event["seats_left"] = 0
    w.say(("Book two tickets for {e}.", "Get me 2 seats at {e}.", "Two tickets to {e}, please.",
           "Reserve 2 tickets for {e}.",
           "I'd like two seats for {e}.",
           "Buy a pair of tickets to {e}.",
           "Grab me two tickets for {e}."),
          e=event["name"])
    w.steps = [[call("search_tickets", query=event["name"])]]
    w.required = [{"name": "search_tickets", "arguments": {"query": FREE, "date": FREE,
                                                           "page": FREE}}]
    return "tool_calls"


def be_out_of_range(w: World) -> str:
    """Idle: the device the user names is not in range; connecting is impossible."""
    devices = w.tables["pa_bluetooth_devices"]
    device = w.rng.choice(devices)
    device.update(paired=True, in_range=False)
    w.settings["network.bluetooth"] = True
    w.say(("Connect my {n}{p}.", "Pair up with my {n} now{p}.",
           "Use my {n} with the phone now{p}.",
           "Connect the {n} right now{p}.",
           "I need my {n} hooked up now{p}.",
           "Get the {n} paired and connected{p}."),
          n=device["name"], p=w.rng.choice(PURPOSES))
    w.steps = [[call("scan_bluetooth_devices")]]
    w.required = [{"name": "scan_bluetooth_devices", "arguments": {}}]
    return "tool_calls"


Scenario = Callable[[World], str]
#: Each category's acting scenarios; a builder fills the world and returns its checker.
SCENARIOS: dict[str, tuple[Scenario, ...]] = {
    "parameter_grounding": (pg_setting, pg_option, pg_switch, pg_volume, pg_alarm, pg_timer,
                            pg_event, pg_contact, pg_apps_action, pg_media_action,
                            pg_system_action, pg_personal_action, *FAMILY_SCENARIOS),
    "dependency_planning": (dp_bluetooth, dp_wifi, dp_airplane_call, dp_install_on_wifi,
                            dp_fingerprint, dp_guarded_option, dp_check_then_act),
    "reference_state_tracking": (rs_missed_call, rs_move_event, rs_history_alarm, rs_history_task,
                                 rs_look_up_and_act),
    "intent_revision": (ir_alarm_new, ir_alarm_existing, ir_sms_recipient, ir_setting, ir_event),
    "boundary_error_recovery": (be_permission_sms, be_permission_camera, be_permission_block,
                                be_runtime_error, be_world_change, be_ambiguity, be_action_fault),
}
#: Each category's idle scenarios (the right outcome is no write); a category may have none.
IDLE_SCENARIOS: dict[str, tuple[Scenario, ...]] = {
    "parameter_grounding": (),
    "dependency_planning": (dp_rain_check, dp_battery_check, dp_check_fails),
    "reference_state_tracking": (rs_alarm_exists, rs_two_alarms),
    "intent_revision": (ir_cancel_and_list, ir_drop_and_ask),
    "boundary_error_recovery": (be_ask_which, be_sold_out, be_out_of_range),
}

# --------------------------------------------------------------------------------- friction


def _last_write(w: World) -> tuple[int, dict[str, Any]]:
    """The step index and the call of the reference's last execute call."""
    return max(((i, c) for i, step in enumerate(w.steps) for c in step
                if REGISTRY[c["name"]].kind == "execute"), key=lambda ic: ic[0])


def inject_fault(w: World) -> None:
    """A transient runtime error on the last write: the first ``times`` calls fail, so the
    reference retries it that many times, alone, right after."""
    index, target = _last_write(w)
    times = w.rng.choice((1, 1, 2))
    w.friction = [*w.friction, {"kind": "runtime_error", "tool": target["name"], "times": times,
                                "message": w.rng.choice(("the service is temporarily unavailable",
                                                         "the settings service timed out",
                                                         "a transient storage error"))}]
    w.steps[index + 1:index + 1] = [[target] for _ in range(times)]


def _app_name(w: World, key: str) -> str:
    name: str = next(a["name"] for a in w.tables["pa_apps"]
                     if a["name"].casefold().replace(" ", "") == key)
    return name


def inject_permission(w: World) -> bool:
    """Revoke the declared permission of the last write (if it has one and it is granted): the
    reference is denied, grants it, retries; a ``tool_calls`` target requires the grant."""
    index, target = _last_write(w)
    permission = REGISTRY[target["name"]].permission
    if not permission or permission not in w.settings.get("security.permissions.granted", ()):
        return False
    key, perm = permission.split(":", 1)
    w.revoke(permission)
    grant = call("grant_app_permission", app=_app_name(w, key), permission=perm)
    w.steps[index + 1:index + 1] = [[grant], [target]]
    if w.required:
        at = next(i for i, r in enumerate(w.required) if r["name"] == target["name"])
        w.required.insert(at, {"name": "grant_app_permission", "arguments": {
            "app": values(grant["arguments"]["app"]), "permission": values(perm)}})
    return True


def add_friction(w: World) -> None:
    """One injected obstacle on the last write: a revoked permission where the tool declares
    one (half the time), else a transient runtime error."""
    if not (w.rng.random() < 0.5 and inject_permission(w)):
        inject_fault(w)


# ------------------------------------------------------------------------------------ assembly


def _fields(w: World, ident: tuple[int, int, str, str, str], tools: list[str]) -> dict[str, Any]:
    """Every field of the task but its checker and target: what a draft and its task share."""
    index, seed, suite, category, scenario = ident
    return labelled({
        "id": f"{suite}-{seed}-{index:05d}", "suite": suite, "capability": category,
        "categories": [scenario.split("_", 1)[1]], "instruction": w.instruction,
        "template": w.template, "history": w.history, "profile": w.user.profile,
        "now": DEFAULT_NOW, "weekday": WEEKDAY, "records": records_of(w, tools),
        "candidate_tools": tools, "step_limit": STEP_LIMIT,
        "reference_solution": [*w.steps, [call("finish")]],
        "initial_settings": settings_of(w), "friction": w.friction,
    })


def _task(fields: dict[str, Any], checker: str, required: list[dict[str, Any]],
          target: dict[str, Any] | None) -> Task:
    return Task.model_validate({**fields, "checker": checker, "required_calls": required,
                                "target_delta": target})


def build_task(index: int, seed: int, suite: str = "mobilepa", side: Side = "train", *,
               category: str | None = None, idle: bool | None = None,
               said: Collection[str] = ()) -> Task:
    """Task ``index`` of ``seed``: category ``index mod 5`` unless given, idle (acting on nothing)
    when asked or, left open, at :data:`IDLE_RATE` where the category has idle scenarios.
    :class:`~mobile_env.generation.common.RepeatedText` if its instruction is in ``said``."""
    rng = Random(f"{seed}:{index}")
    category = category or CATEGORIES[index % len(CATEGORIES)]
    w = new_world(rng, side)
    if idle is None:
        idle = bool(IDLE_SCENARIOS[category]) and rng.random() < IDLE_RATE
    scenario = rng.choice((IDLE_SCENARIOS if idle else SCENARIOS)[category])
    checker = scenario(w)
    if not idle and not w.friction and category != "boundary_error_recovery" \
            and rng.random() < FRICTION_RATE:
        add_friction(w)
    needed = [c["name"] for step in w.steps for c in step] + [c["name"] for c in w.required] + \
        [t for f in w.friction for t in (f.get("tool"), *f.get("forbidden_calls", ())) if t]
    tools = candidates(needed, rng)
    common.check_text(w.instruction, said)
    fields = _fields(w, (index, seed, suite, category, scenario.__name__), tools)
    if checker == "tool_calls":
        return _task(fields, checker, w.required, None)
    # The draft only has to load: any required call will do, its checker is never consulted.
    draft = _task(fields, "tool_calls", [{"name": needed[-1], "arguments": {}}], None)
    return _task(fields, checker, [], derive_delta(draft))


def content_hash(task: Task) -> str:
    """What makes two tasks the same for train/test disjointness: request, history and world."""
    blob = json.dumps([task.instruction, [m.model_dump() for m in task.history], task.records,
                       task.initial_settings], sort_keys=True, ensure_ascii=False, default=list)
    return hashlib.sha256(blob.encode()).hexdigest()


def generate(n: int, seed: int, *, suite: str = "mobilepa", side: Side = "train",
             exclude: frozenset[str] | set[str] = frozenset(), verify: bool = True,
             progress: Progress | None = None) -> list[Task]:
    """``n`` distinct tasks for ``seed`` and ``side``, none whose :func:`content_hash` is in
    ``exclude``; with ``verify`` each must pass :func:`mobile_env.validation.validate_task`
    or this raises."""
    return distinct_tasks(n, lambda index, said: [build_task(index, seed, suite, side, said=said)],
                          content_hash,
                          exclude=exclude, verify=verify, progress=progress,
                          fresh_texts=True)


def tasks_of(argv: Sequence[str]) -> tuple[Path, list[Task]]:
    """The ``--out`` file and the tasks of a ``mobile-env tasks generate`` command line."""
    parser = common.parser(
        "mobile-env tasks generate --suite mobilepa",
        "Generate seeded, verified MobilePA Tool Use tasks (five categories cycled in order, 15 "
        "candidate tools, step limit 15).", "mobilepa", "mobilepa_generator", sides=True)
    args = parser.parse_args(list(argv))
    return args.out, common.generated(args, generate, content_hash)


def main(argv: Sequence[str] | None = None) -> int:
    return common.write(*tasks_of(sys.argv[1:] if argv is None else argv))


if __name__ == "__main__":
    sys.exit(main())
