"""Seeded procedural generator of MobilePA capability tasks: memory, skills and sub-agents.

    mobile-env tasks generate --suite mobilepa-capabilities --n 300 --seed 21 \\
        --out mobilepa-capabilities-train.jsonl
    mobile-env tasks generate --suite mobilepa-capabilities --n 60 --seed 1021 --side test \\
        --out mobilepa-capabilities-test.jsonl

Built like :mod:`mobile_env.generation.mobilepa_generator` on the shared world of
:mod:`mobile_env.generation.mobilepa_world`: one ``Random(f"{seed}:{index}")`` per index, scenarios
and phrasings as tables (each phrasing table serving both split sides), and every task proved
by :func:`mobile_env.validation.validate_task` (a failure raises). Index *i* cycles the
three capabilities unless one is asked for:

* ``memory`` -- over the world's memory store (:mod:`mobile_env.generation.mobilepa_memory_world`):
  single-record grounding, conflicting records (the newer one wins; both must be retrieved) and
  multi-record composition, acting on the phone or adding, replacing and removing memories;
  single-turn or multi-turn (the request spread over a short dialogue); judged by ``tool_calls``
  or ``state_change`` (paper 002, Section 4.5: 188 DB-primary and 188 API-primary tasks) times
  the memory gate. ``categories`` is [reasoning type, target operation, application domain].
* ``skills`` -- one skill scenario emitted as an SOR task (20 skills, no direct tools) and an
  MTSR task (15 direct tools that solve it, plus 5 skills), a pair kept or dropped together; the
  MTSR task words the same request in another of the scenario's phrasings. A
  scenario names its acceptable routes -- one or two skills each, sometimes several routes --
  and is judged by ``tool_calls`` or ``state_change``.
* ``subagent`` -- ``behaviour`` checker: the route among the six specialists, the handoff facts,
  an optional follow-up (ask, or present options).
"""

from __future__ import annotations

import hashlib
import json
import sys
from dataclasses import dataclass, field
from pathlib import Path
from random import Random
from typing import Any, Callable, Collection, Iterable, Sequence

from mobile_env.papers import MOBILEPA
from mobile_env.skills import SKILLS
from mobile_env.generation import common
from mobile_env.generation.common import Progress, Side, distinct_tasks
from mobile_env.generation.mobilepa_domains import labelled
from mobile_env.generation.mobilepa_memory_world import (ROUTINES, SETTING_NOUNS, WEEKDAYS,
                                                         MemoryWorld, memory_world)
from mobile_env.generation.mobilepa_world import (
    DAY_SETS, DAYS_AHEAD, DEFAULT_NOW, FREE, MESSAGES, SETTING_PHRASES, STEP_LIMIT, WEEKDAY, World,
    call, candidates, day, derive_delta, hm, new_world, records_of, settings_of, spoken, values)
from mobile_env.task_format.schema import Task
from mobile_env.tools import REGISTRY
from mobile_env.tools.mobilepa import DOMAINS
from mobile_env.tools.mobilepa.ai_assistant import SUBAGENTS

SUITE = "mobilepa-capabilities"
CAPABILITIES = ("memory", "skills", "subagent")
CHECKERS = ("tool_calls", "state_change")
SEARCH = "search_user_memory"
LOADER = "load_skill"


@dataclass
class Draft:
    """What a scenario adds to the world: the checker target and the task's labels."""

    checker: str
    categories: list[str]
    required_memory_ids: list[str] = field(default_factory=list)
    ignore: list[str] = field(default_factory=list)
    memory: list[dict[str, Any]] | None = None


# ------------------------------------------------------------------------------------- memory

Memory = Callable[[World, MemoryWorld, str, bool, bool], Draft]
#: The paper's memory reasoning types (Figure 7a).
SINGLE, CONFLICT, COMPOSE = ("single_record_grounding", "conflicting_record_resolution",
                             "multi_record_composition")


def _dialogue(w: World, multi: bool, single: Sequence[str], opener: Sequence[str],
              reply: Sequence[str], final: Sequence[str], **slots: Any) -> None:
    """Phrase the request in one turn, or spread it over a user turn, the assistant's question
    and the user's answer (the instruction)."""
    if multi:
        w.turn("user", opener, **slots)
        w.turn("assistant", reply, **slots)
        w.say(final, **slots)
    else:
        w.say(single, **slots)


def _search(query: str) -> list[dict[str, Any]]:
    return [call(SEARCH, query=query)]


def _person(w: World, index: int) -> tuple[dict[str, Any], dict[str, Any]]:
    """The world's person at ``index`` and how a call may name them."""
    person = w.tables["pa_contacts"][index]
    return person, values(person["name"], person["phone"], w.rid("pa_contacts", index))


def _clear_alarms(w: World, label: str) -> None:
    """Drop the world's alarms with ``label``, so setting one is a new alarm."""
    w.tables["pa_alarms"] = [a for a in w.tables["pa_alarms"] if a["label"] != label]


def mem_role_action(w: World, m: MemoryWorld, checker: str, conflict: bool,
                multi: bool) -> Draft:
    """Call, text or email the person who holds a role (the newer holder when it changed)."""
    fact = w.rng.choice([f for f in m.of("role") if bool(f.old_id) == conflict])
    person, gold = _person(w, fact.value)
    how = w.rng.choice(("sms", "call", "email"))
    text, keys = w.rng.choice(MESSAGES)
    if how == "sms":
        _dialogue(w, multi, ("Text my {r} that {m}.", "Send my {r} a message: {m}.",
                                     "Let my {r} know by text: {m}.",
                                     "Shoot my {r} a text: {m}.",
                                     "Message my {r} that {m}.",
                                     "SMS my {r}: {m}."),
                  ("I need to tell someone: {m}.", "Quick message to send: {m}.",
                   "Someone needs to hear this: {m}."),
                  ("Sure -- who should I text?", "Who is it for?", "Who should get it?"),
                  ("My {r}.", "Send it to my {r}.", "It's for my {r}, by text.",
                   "Text it to my {r}.",
                   "To my {r}, as an SMS.",
                   "My {r} should get it."),
                  r=fact.key, m=text)
        w.steps = [_search(fact.key), [call("send_sms", recipient=person["name"], text=text)]]
        w.required = [{"name": "send_sms", "arguments": {"recipient": gold,
                                                         "text": {"key_facts": list(keys)}}}]
    elif how == "call":
        _dialogue(w, multi, ("Call my {r}.", "Give my {r} a ring.", "Phone my {r}, please.",
                             "Can you call my {r}?",
                             "Dial my {r} for me.",
                             "Get my {r} on the phone."),
                  ("I have to talk to my {r}.", "I need my {r} on the line.",
                   "Can you get my {r} for me?"),
                  ("Should I call or text?", "A call or a message?", "Call them, or write?"),
                  ("Call my {r}, please.", "A call to my {r}.", "Ring my {r}.",
                   "Phone my {r}.",
                   "Call my {r}, please -- no text.",
                   "A phone call to my {r}."), r=fact.key)
        w.steps = [_search(fact.key), [call("make_call", recipient=person["name"])]]
        w.required = [{"name": "make_call", "arguments": {"recipient": gold}}]
    else:
        _dialogue(w, multi, ("Email my {r} that {m}.", "Write my {r} an email: {m}.",
                                     "Drop my {r} an email saying {m}.",
                                     "Send an email to my {r}: {m}.",
                                     "Email my {r} to say {m}.",
                                     "Please mail my {r} that {m}."),
                  ("I need to email someone: {m}.", "An email should go out: {m}.",
                   "Please write an email: {m}."),
                  ("Who is it for?", "Who should I send it to?", "To whom?"),
                  ("My {r}.", "To my {r}.", "Send it to my {r}.", "Email it to my {r}.",
                   "My {r} should get the email.", "Address it to my {r}."),
                  r=fact.key, m=text)
        w.steps = [_search(fact.key), [call("send_email", to=person["email"], subject="Update",
                                            body=text.capitalize() + ".")]]
        w.required = [{"name": "send_email", "arguments": {"to": values(person["email"]),
                                                           "subject": FREE,
                                                           "body": {"key_facts": list(keys)}}}]
    return Draft("tool_calls", [_reasoning(conflict), "personalized_action", fact.domain],
                 fact.ids)


def mem_setting(w: World, m: MemoryWorld, checker: str, conflict: bool,
                multi: bool) -> Draft:
    """Set a setting to the value the user prefers (the revised value when it changed)."""
    fact = w.rng.choice([f for f in m.of("setting") if bool(f.old_id) == conflict])
    tool, arg, phrases, key, _ = next(row for row in SETTING_PHRASES if row[0] == fact.key)
    noun = SETTING_NOUNS[tool][0]
    w.settings[key] = w.rng.choice([v for v in phrases if v != fact.value])  # so it changes
    _dialogue(w, multi, ("My {n} is {c} right now -- set it the way I like it.",
                         "Put the {n} back to my preference.",
                         "Change the {n} to what I usually use.",
                         "Restore my usual {n}; someone left it at {c}.",
                         "I want my {n} how I normally have it.",
                         "Make the {n} match my preference.",
                         "{c} is wrong for my {n}: set my usual one.",
                         "Set my {n} the way I like it.",
                         "The {n} should be what I normally use, not {c}."),
              ("The {n} isn't right.", "Something's off with my {n}.", "My {n} feels wrong."),
              ("Want me to change it? To what?", "Should I adjust it -- to which value?",
               "I can change it. What would you like?"),
              ("Not {c} -- the {n} I usually have.", "The {n} the way I like it, not {c}.",
               "My usual {n} preference.",
               "How I normally have my {n}, not {c}.",
               "Set the {n} to my usual; {c} is wrong.",
               "The {n} I always use.",
               "My usual {n}; {c} isn't it."), n=noun, c=phrases[w.settings[key]])
    w.steps = [_search(noun), [call(tool, **{arg: fact.value})]]
    w.required = [{"name": tool, "arguments": {arg: values(fact.value)}}]
    return Draft(checker, [_reasoning(conflict), "personalized_action", fact.domain], fact.ids)


#: Why a user asks for an alarm they always have (only the words vary).
ALARM_CONTEXTS = ("", " -- I deleted it by mistake", " again", " after the phone reset",
                  " on this phone", " for the coming weeks", " -- it vanished", " back")


def mem_routine(w: World, m: MemoryWorld, checker: str, conflict: bool,
                multi: bool) -> Draft:
    """Set the alarm of a routine at its (latest) time."""
    fact = w.rng.choice([f for f in m.of("routine") if bool(f.old_id) == conflict])
    said, *_, query = ROUTINES[fact.key]
    time, days = fact.value
    _dialogue(w, multi, ("Set my usual {r} alarm{x}.",
                         "Add an alarm for my {r} at the usual time{x}.",
                         "I need my regular {r} alarm set{x}.",
                         "Set the {r} alarm I always use{x}.",
                         "Put in my normal {r} alarm{x}.",
                         "Alarm for my {r}, same as usual{x}."),
              ("I keep missing my {r}.", "My {r} slipped again.", "I forgot my {r} yesterday."),
              ("Shall I set an alarm for it?", "Do you want an alarm?",
               "An alarm would help -- set one?"),
              ("Yes, at my usual {r} time{x}.", "Please, the usual {r} time and days{x}.",
               "Yes, my {r} alarm as always{x}.",
               "Yes, the {r} alarm same as usual{x}.",
               "Please, my normal {r} time{x}.",
               "Sure, the usual days and time for my {r}{x}.",
               "Yes -- my regular {r} time and days{x}."),
              r=said, x=w.rng.choice(ALARM_CONTEXTS))
    _clear_alarms(w, said.capitalize())
    w.steps = [_search(query), [call("set_alarm", time=time, label=said.capitalize(), repeat=days)]]
    w.required = [{"name": "set_alarm", "arguments": {"time": values(time), "label": FREE,
                                                      "repeat": values(days)}}]
    return Draft(checker, [_reasoning(conflict), "personalized_action", fact.domain], fact.ids,
                 ignore=["pa_alarms.label"])


def mem_flight_alarm(w: World, m: MemoryWorld, checker: str, conflict: bool,
                multi: bool) -> Draft:
    """Composition: the flight's departure and how early the user wants to be woken."""
    flight, lead = m.fact("flight", "flight"), m.fact("flight_alarm", "flight_alarm")
    time = hm(flight.value["minutes"] - 60 * lead.value)
    _dialogue(w, multi, ("Set my usual alarm before flight {f}.",
                         "Set the pre-flight alarm the way I like it.",
                         "I need my flight-day alarm, as usual.",
                         "Add the alarm I always set before flying to {c}.",
                         "My usual flight alarm, please.",
                         "Set the alarm I like on flight days.",
                         "The {c} trip: set my usual alarm before the flight.",
                         "Add my usual pre-flight alarm for {f}.",
                         "Flight {f} to {c} -- wake me the way I like before flights."),
              ("I have a flight coming up.", "My next trip is soon.", "I'm flying out soon."),
              ("Anything I should do for it?", "How can I help with the trip?",
               "Should I prepare something?"),
              ("Set my usual pre-flight alarm for {f}.",
               "The alarm I always want before a flight, for {f}.",
               "My regular flight alarm for the {c} trip, please.",
               "The usual alarm before my {c} flight.",
               "Set the alarm I always use for flights -- this one's {f}.",
               "My standard flight-day alarm for {c}.",
               "Wake me the usual way before {f}."),
              f=flight.value["number"], c=flight.value["city"])
    _clear_alarms(w, "Flight")
    w.steps = [[call(SEARCH, query="flight")], [call("set_alarm", time=time, label="Flight")]]
    w.required = [{"name": "set_alarm", "arguments": {"time": values(time), "label": FREE}}]
    return Draft(checker, [COMPOSE, "personalized_action", "business_travel"],
                 [flight.id, lead.id], ignore=["pa_alarms.label"])


#: What a team sync may be about (the event's title is the user's to choose).
AGENDA = ("the Q3 roadmap", "the hiring plan", "the budget review", "the launch checklist",
          "customer feedback", "the release notes", "the onboarding guide", "the sprint demo",
          "the vendor contract", "the security audit", "the travel policy", "the design review")


def mem_sync_event(w: World, m: MemoryWorld, checker: str, conflict: bool,
                multi: bool) -> Draft:
    """Composition: the weekly sync's slot and room, with the user's latest reminder length."""
    sync, reminder = m.fact("sync", "sync"), m.fact("reminder", "reminder")
    date = day(WEEKDAYS.index(sync.value["weekday"]) or 7)  # today is a Monday
    _dialogue(w, multi, ("Put the next team sync in my calendar with my usual reminder; "
                         "I'm presenting {a}.",
                         "Add our next weekly sync to the calendar, reminder as I like it.",
                         "Calendar the coming team sync, with my usual reminder.",
                         "We discuss {a} at the next team sync: schedule it with the reminder "
                         "I prefer.",
                         "Book the upcoming weekly sync into my calendar; usual reminder. It's "
                         "about {a}.",
                         "Add the next team sync and remind me the way I like.",
                         "Calendar the next team sync ({a} is on the agenda), usual reminder."),
              ("The team sync is coming up.", "I always forget the weekly sync.",
               "Our team meets again this week."),
              ("Should I put it in your calendar?", "Want it in the calendar?",
               "Shall I add it to your calendar?"),
              ("Yes, with my usual reminder -- I'm presenting {a}.",
               "Please, and remind me the way I like; we cover {a}.",
               "Yes -- usual reminder. {a} is on the agenda.",
               "Sure, the usual reminder; it's about {a}.",
               "Please, with my normal reminder. I need to prepare {a}.",
               "Yes, remind me as usual -- {a} is up."), a=w.rng.choice(AGENDA))
    w.steps = [[call(SEARCH, query="team sync")], [call(SEARCH, query="calendar reminders")],
               [call("create_calendar_event", title="Team sync", date=date,
                     start=sync.value["start"], end=sync.value["end"], location=sync.value["room"],
                     reminder_min=reminder.value)]]
    w.required = [{"name": "create_calendar_event", "arguments": {
        "title": FREE, "date": values(date), "start": values(sync.value["start"]),
        "end": values(sync.value["end"]), "location": values(sync.value["room"]),
        "reminder_min": values(reminder.value)}}]
    return Draft(checker, [COMPOSE, "personalized_action", "workplace"],
                 [sync.id, *reminder.ids], ignore=["pa_calendar.title"])


def mem_person_fact(w: World, m: MemoryWorld, checker: str, conflict: bool,
                multi: bool) -> Draft:
    """Composition: text a role holder a detail another memory holds (the flight)."""
    role = w.rng.choice(m.of("role"))
    flight = m.fact("flight", "flight").value
    person, gold = _person(w, role.value)
    text = (f"My flight {flight['number']} to {flight['city']} leaves on {flight['date']} at "
            f"{flight['time']}.")
    _dialogue(w, multi, ("Text my {r} my flight details.", "Send my {r} the details of my flight.",
                                 "Let my {r} know which flight I'm on.",
                                 "Text my {r} the flight I'm taking.",
                                 "Send my flight info to my {r}.",
                                 "Message my {r} with my flight details."),
              ("My {r} needs my travel plans.", "I should share my trip with my {r}.",
               "My {r} asked about my flight."),
              ("Shall I send the flight details?", "Do you want me to text them the flight?",
               "Should I message the flight info?"),
              ("Yes, text my {r}.", "Please, text my {r}.", "Yes -- a text to my {r} is fine.",
               "Sure, text my {r} the flight.",
               "Yes, send my {r} an SMS.",
               "Please, by message to my {r}."), r=role.key)
    w.steps = [_search(role.key), [call(SEARCH, query="flight")],
               [call("send_sms", recipient=person["name"], text=text)]]
    w.required = [{"name": "send_sms", "arguments": {
        "recipient": gold, "text": {"key_facts": [flight["number"]]}}}]
    return Draft("tool_calls", [COMPOSE, "personalized_action", role.domain],
                 [*role.ids, m.fact("flight", "flight").id])


def mem_two_settings(w: World, m: MemoryWorld, checker: str, conflict: bool,
                multi: bool) -> Draft:
    """Composition: two preferred settings at once."""
    facts = w.rng.sample(m.of("setting"), 2)
    steps, required, ids = [], [], []
    for fact in facts:
        tool, arg, phrases, key, _ = next(row for row in SETTING_PHRASES if row[0] == fact.key)
        w.settings[key] = next(v for v in phrases if v != fact.value)
        steps.append(call(tool, **{arg: fact.value}))
        required.append({"name": tool, "arguments": {arg: values(fact.value)}})
        ids += fact.ids
    a, b = (SETTING_NOUNS[f.key][0] for f in facts)
    _dialogue(w, multi, ("Set my {a} and {b} the way I like them.",
                                 "Put my {a} and my {b} back to my preferences.",
                                 "I want my usual {a} and {b}.",
                                 "Restore my preferred {a} and {b}.",
                                 "Set the {a} and the {b} the way I usually have them.",
                                 "Make my {a} and {b} match my preferences."),
              ("Someone changed my {a} and {b}.", "My {a} and {b} got reset.",
               "The {a} and the {b} are wrong."),
              ("Should I change them back? To what?", "Want me to fix both?",
               "I can adjust them -- to which values?"),
              ("The {a} and {b} back to how I like them.", "My usual {a} and {b} values, please.",
               "The {a} and the {b} the way I always have them.",
               "Set the {a} and the {b} how I like them.",
               "Back to my preferences for the {a} and {b}.",
               "My normal {a} and {b}, please.",
               "My usual {a} and {b}, please."),
              a=a, b=b)
    w.steps = [_search(a), _search(b), steps]
    w.required = required
    return Draft(checker, [COMPOSE, "personalized_action", facts[0].domain], ids)


#: Facts a user asks to remember: (domain, what the user says, key fact template, category).
NEW_FACTS = (("family_health", "my new gym locker code is {v}", "{v}", "general"),
             ("workplace", "my new desk is {v} on the 5th floor", "{v}", "general"),
             ("business_travel", "my frequent flyer number is {v}", "{v}", "identity"),
             ("study_research", "my lab access code is {v}", "{v}", "general"))


def mem_add(w: World, m: MemoryWorld, checker: str, conflict: bool,
                multi: bool) -> Draft:
    """Add a memory: the fact the user states, by its key facts (no retrieval required)."""
    domain, said, key, _ = w.rng.choice(NEW_FACTS)
    value = str(w.rng.randint(1000, 99999)) if "desk" not in said else f"D{w.rng.randint(10, 99)}"
    fact = said.format(v=value)
    _dialogue(w, multi, ("Remember that {f}.", "Please keep in mind: {f}.",
                                 "Save this for me: {f}.",
                                 "Note down that {f}.",
                                 "Add to your memory: {f}.",
                                 "Don't forget: {f}.", "Store this in your memory: {f}.",
                                 "Make a note that {f}.", "Keep this for later: {f}."),
              ("Good to know: {f}.", "By the way, {f}.", "Quick note: {f}."),
              ("Should I save that to your memory?", "Do you want me to remember that?",
               "Shall I keep that in memory?"),
              ("Yes, remember it.", "Please save it.", "Yes, keep it.",
               "Sure, save it.",
               "Yes, please remember.",
               "Keep it in memory."), f=fact)
    w.steps = [[call("add_user_memory", text=fact[0].upper() + fact[1:] + ".")]]
    w.required = [{"name": "add_user_memory", "arguments": {
        "text": {"key_facts": [key.format(v=value)]}, "category": FREE}}]
    return Draft("tool_calls", [SINGLE, "add_memory", domain], [])


def mem_replace(w: World, m: MemoryWorld, checker: str, conflict: bool,
                multi: bool) -> Draft:
    """Replace a role's memory with its new holder: search, then replace that id."""
    fact = w.rng.choice([f for f in m.of("role") if not f.old_id])
    new = w.rng.choice([p for i, p in enumerate(w.tables["pa_contacts"])
                        if i >= 2 and i != fact.value])
    _dialogue(w, multi, ("My {r} is {n} now -- update your memory.",
                                 "Update what you remember: my {r} is now {n}.",
                                 "Correct my memory: {n} is my {r} now.",
                                 "Note that my {r} is now {n}.",
                                 "My new {r} is {n}; update what you know.",
                                 "Change your note: {n} is my {r} now."),
              ("Heads up, my {r} changed.", "I have a new {r}.", "My {r} is someone else now."),
              ("Who is it now?", "Who's the new one?", "Who should I note down?"),
              ("{n}. Please update your memory.", "It's {n} -- update it.",
               "{n}; change the note.",
               "Now it's {n}. Update it.",
               "{n} -- please fix the note.",
               "It's {n} now; update your memory."),
              r=fact.key, n=new["name"])
    w.steps = [_search(fact.key),
               [call("replace_user_memory", memory_id=fact.id,
                     text=f"My {fact.key} is {new['name']}.")]]
    w.required = [{"name": "replace_user_memory", "arguments": {
        "memory_id": values(fact.id), "text": {"key_facts": [new["name"]]}, "category": FREE}}]
    return Draft("tool_calls", [SINGLE, "replace_memory", fact.domain], [fact.id])


def mem_remove(w: World, m: MemoryWorld, checker: str, conflict: bool,
                multi: bool) -> Draft:
    """Forget a stale note: search, then remove that id."""
    fact = w.rng.choice(m.of("note"))
    _dialogue(w, multi, ("Forget my {k}; I don't need it anymore.",
                                 "Delete the memory about my {k}.",
                                 "Remove my {k} from your memory.",
                                 "Erase what you know about my {k}.",
                                 "Drop the note on my {k}, it's no longer needed.",
                                 "Please forget about my {k}."),
              ("My {k} is outdated now.", "That {k} doesn't exist anymore.",
               "I no longer use my {k}."),
              ("Should I forget it?", "Do you want me to delete that memory?",
               "Shall I remove the note?"),
              ("Yes, delete the {k}.", "Please forget the {k}.", "Yes, remove my {k}.",
               "Sure, forget my {k}.",
               "Yes, delete that note about the {k}.",
               "Please remove the {k}.",
               "Yes, the {k} can go."), k=fact.key)
    w.steps = [_search(fact.key), [call("remove_user_memory", memory_id=fact.id)]]
    w.required = [{"name": "remove_user_memory", "arguments": {"memory_id": values(fact.id)}}]
    return Draft(checker, [SINGLE, "remove_memory", fact.domain], [fact.id])


#: Memory scenarios: (builder, the reasoning types it can pose, the checkers it supports).
MEMORY_SCENARIOS: tuple[tuple[Memory, tuple[str, ...], tuple[str, ...]], ...] = (
    (mem_role_action, (SINGLE, CONFLICT), ("tool_calls",)),
    (mem_setting, (SINGLE, CONFLICT), CHECKERS),
    (mem_routine, (SINGLE, CONFLICT), CHECKERS),
    (mem_flight_alarm, (COMPOSE,), CHECKERS),
    (mem_sync_event, (COMPOSE,), CHECKERS),
    (mem_person_fact, (COMPOSE,), ("tool_calls",)),
    (mem_two_settings, (COMPOSE,), CHECKERS),
    (mem_add, (SINGLE,), ("tool_calls",)),
    (mem_replace, (SINGLE,), ("tool_calls",)),
    (mem_remove, (SINGLE,), CHECKERS),
)


def _reasoning(conflict: bool) -> str:
    return CONFLICT if conflict else SINGLE


# ------------------------------------------------------------------------------------- skills

Routes = list[list[str]]


def sk_battery(w: World) -> tuple[Routes, str]:
    level = w.rng.randrange(10, 46)
    w.say(("My battery won't last the day. Turn on power saving and drop the brightness to {l}.",
           "Save battery: power saving on and brightness at {l}.",
           "Low battery -- power saving mode, and brightness {l}.",
           "Stretch my battery: power saver on, screen brightness {l}.",
           "I'm running low -- enable power saving and dim the screen to {l}.",
           "Battery's draining: brightness down to {l} and power saving on."), l=level)
    w.steps = [[call("set_power_saving_mode", enabled=True), call("set_brightness", level=level)]]
    w.required = [{"name": "set_power_saving_mode", "arguments": {"enabled": values(True)}},
                  {"name": "set_brightness", "arguments": {"level": values(level)}}]
    return [["battery_saver"]], "state_change"


def sk_eye_care(w: World) -> tuple[Routes, str]:
    size = w.rng.choice(("large", "extra_large"))
    w.say(("My eyes are tired: turn on eye comfort and dark mode, and make the text {s}.",
           "Easy on the eyes please -- eye comfort, dark mode and {s} text.",
           "Eye comfort on, dark mode on, text {s}.",
           "Be kind to my eyes: {s} text, eye comfort and dark mode.",
           "Screen is straining my eyes -- dark mode, eye comfort, {s} font.",
           "I need {s} text plus dark mode and the eye comfort filter."), s=size.replace("_", "-"))
    w.steps = [[call("set_eye_comfort", enabled=True), call("set_dark_mode", enabled=True),
                call("set_font_size", size=size)]]
    w.required = [{"name": "set_eye_comfort", "arguments": {"enabled": values(True)}},
                  {"name": "set_dark_mode", "arguments": {"enabled": values(True)}},
                  {"name": "set_font_size", "arguments": {"size": values(size)}}]
    return [["eye_care"], ["sleep_mode", "accessibility_setup"]], "state_change"


def sk_night_screen(w: World) -> tuple[Routes, str]:
    w.say(("Dark mode and eye comfort on, please.", "Switch on eye comfort and dark mode.",
           "Make the screen night-friendly: dark mode plus eye comfort.",
           "Night screen please: eye comfort and dark mode both on.",
           "Turn on dark mode and the eye comfort filter.",
           "It's late -- go dark mode and enable eye comfort."))
    w.steps = [[call("set_dark_mode", enabled=True), call("set_eye_comfort", enabled=True)]]
    w.required = [{"name": "set_dark_mode", "arguments": {"enabled": values(True)}},
                  {"name": "set_eye_comfort", "arguments": {"enabled": values(True)}}]
    return [["eye_care"], ["sleep_mode"]], "state_change"


def sk_sleep(w: World) -> tuple[Routes, str]:
    minutes = w.rng.randrange(330, 540, 5)
    phrase, days = w.rng.choice(DAY_SETS)
    w.say(("Get the phone ready for bed: dark mode, eye comfort, and an alarm at {t} {d}.",
           "Bedtime mode: dark screen, eye comfort, wake me at {t} {d}.",
           "Night setup -- dark mode, eye comfort and a {t} alarm {d}.",
           "Sleep prep: alarm at {t} {d}, plus dark mode and eye comfort.",
           "Ready the phone for the night -- eye comfort, dark mode, {t} alarm {d}.",
           "Going to bed: wake-up at {t} {d}, dark mode and eye comfort on."),
          t=spoken(minutes), d=phrase)
    w.steps = [[call("set_dark_mode", enabled=True), call("set_eye_comfort", enabled=True),
                call("set_alarm", time=hm(minutes), label="Alarm", repeat=days)]]
    w.required = [{"name": "set_dark_mode", "arguments": {"enabled": values(True)}},
                  {"name": "set_eye_comfort", "arguments": {"enabled": values(True)}},
                  {"name": "set_alarm", "arguments": {"time": values(hm(minutes)), "label": FREE,
                                                      "repeat": values(days)}}]
    return [["sleep_mode"]], "tool_calls"


def sk_quiet_hours(w: World) -> tuple[Routes, str]:
    start, end = w.rng.choice(((1350, 420), (1380, 450), (1320, 390), (1290, 360), (1410, 480),
                               (1260, 420), (1380, 390)))
    level = w.rng.randrange(10, 36)
    w.say(("Quiet hours from {a} to {b}, and turn the brightness down to {l}.",
           "Schedule Do Not Disturb {a}-{b} and set brightness {l}.",
           "No disturbing between {a} and {b}; brightness at {l}.",
           "Do Not Disturb from {a} until {b}, and dim the screen to {l}.",
           "Mute notifications {a} to {b} every night; brightness {l}.",
           "Set quiet time {a}-{b} and put the brightness at {l}."),
          a=hm(start), b=hm(end), l=level)
    w.steps = [[call("schedule_do_not_disturb", start=hm(start), end=hm(end)),
                call("set_brightness", level=level)]]
    w.required = [{"name": "schedule_do_not_disturb", "arguments": {"start": values(hm(start)),
                                                                    "end": values(hm(end))}},
                  {"name": "set_brightness", "arguments": {"level": values(level)}}]
    return [["sleep_mode", "battery_saver"], ["sleep_mode", "eye_care"]], "tool_calls"


def sk_hotspot(w: World) -> tuple[Routes, str]:
    w.settings["network.mobile_data"] = False
    w.settings["network.hotspot.password"] = f"share-{w.rng.randint(1000, 9999)}"
    w.say(("Share my connection with my {d}: mobile data on, then start the hotspot.",
           "I need internet on my {d} -- turn on mobile data and the hotspot.",
           "Hotspot for my {d}, please; mobile data has to be on.",
           "Turn on mobile data and start a hotspot so my {d} can get online.",
           "My {d} needs the internet: data on and hotspot on.",
           "Tether my {d} -- switch on cellular data, then the hotspot."),
          d=w.rng.choice(("laptop", "tablet", "work laptop", "e-reader", "son's tablet",
                          "Chromebook", "partner's phone", "smart TV")))
    w.steps = [[call("set_mobile_data", enabled=True)], [call("set_hotspot", enabled=True)]]
    w.required = [{"name": "set_mobile_data", "arguments": {"enabled": values(True)}},
                  {"name": "set_hotspot", "arguments": {"enabled": values(True)}}]
    return [["hotspot_share"]], w.rng.choice(CHECKERS)


def sk_commute(w: World) -> tuple[Routes, str]:
    query = w.rng.choice([t[k] for t in w.tables["pa_tracks"] for k in ("title", "artist")])
    w.say(("I'm heading off on my commute: Do Not Disturb on and play {q}.",
           "Commute time -- DND on, and put on {q}.",
           "Play {q} and silence the phone, I'm commuting.",
           "On my way to work: put on {q} and switch on Do Not Disturb.",
           "Commuting now -- Do Not Disturb, and play {q}.",
           "Quiet the phone and start {q} for the commute."),
          q=query)
    w.steps = [[call("set_do_not_disturb", enabled=True), call("play_music", query=query)]]
    w.required = [{"name": "set_do_not_disturb", "arguments": {"enabled": values(True)}},
                  {"name": "play_music", "arguments": {"query": values(query)}}]
    return [["commute_focus"]], "tool_calls"


def sk_flight(w: World) -> tuple[Routes, str]:
    zone = w.rng.choice(("Asia/Tokyo", "Europe/Paris", "America/New_York", "Asia/Singapore",
                         "Europe/London", "Australia/Sydney"))
    w.settings["system.auto_time"] = False
    w.say(("I'm boarding: airplane mode on, and set the time zone to {z}.",
           "Flight mode please, and switch the clock to {z}.",
           "Take-off soon -- airplane mode on, time zone {z}.",
           "About to fly: airplane mode, and time zone {z}.",
           "Plane's leaving -- switch on flight mode and set the clock to {z}.",
           "Before take-off: airplane mode on and the zone set to {z}."), z=zone)
    w.steps = [[call("set_airplane_mode", enabled=True), call("set_time_zone", time_zone=zone)]]
    w.required = [{"name": "set_airplane_mode", "arguments": {"enabled": values(True)}},
                  {"name": "set_time_zone", "arguments": {"time_zone": values(zone)}}]
    return [["flight_mode_travel"]], "state_change"


def sk_abroad(w: World) -> tuple[Routes, str]:
    region, zone = w.rng.choice((("Japan", "Asia/Tokyo"), ("France", "Europe/Paris"),
                                 ("Singapore", "Asia/Singapore"),
                                 ("United Kingdom", "Europe/London"),
                                 ("Australia", "Australia/Sydney")))
    w.settings["system.auto_time"] = False
    w.say(("I just landed: region {r}, and the local time zone {z}.",
           "Set the phone up for {r}: region and time zone {z}.",
           "New country -- region {r}, time zone {z}.",
           "I've arrived abroad: change the region to {r} and the time zone to {z}.",
           "Local settings please -- {r} region, {z} time.",
           "Switch the region to {r} and the clock to {z}, I'm travelling."), r=region, z=zone)
    w.steps = [[call("set_region", region=region), call("set_time_zone", time_zone=zone)]]
    w.required = [{"name": "set_region", "arguments": {"region": values(region)}},
                  {"name": "set_time_zone", "arguments": {"time_zone": values(zone)}}]
    return [["travel_abroad"]], "state_change"


def sk_wifi(w: World) -> tuple[Routes, str]:
    net = w.rng.choice(w.tables["pa_wifi_networks"][1:])
    w.settings["network.wifi"], w.settings["network.wifi.connected"] = False, ""
    w.say(("Turn Wi-Fi on and join {s} with the password {p}.",
           "Get me onto {s} -- Wi-Fi is off; the password is {p}.",
           "Wi-Fi on, then connect to {s} ({p}).",
           "Join the {s} network, password {p}; Wi-Fi is currently off.",
           "Switch Wi-Fi on and log me into {s} -- password {p}.",
           "Connect to {s} with {p}; turn Wi-Fi on first."), s=net["ssid"], p=net["password"])
    w.steps = [[call("set_wifi", enabled=True)],
               [call("connect_wifi", ssid=net["ssid"], password=net["password"])]]
    w.required = [{"name": "set_wifi", "arguments": {"enabled": values(True)}},
                  {"name": "connect_wifi", "arguments": {"ssid": values(net["ssid"]),
                                                         "password": values(net["password"])}}]
    return [["wifi_switch"]], "state_change"


def sk_headphones(w: World) -> tuple[Routes, str]:
    device = w.rng.choice(w.tables["pa_bluetooth_devices"])
    device["paired"] = True
    w.settings["network.bluetooth"] = False
    level = w.rng.randrange(20, 70, 5)
    w.settings["sound.volume.media"] = 80
    w.say(("Connect my {d} and set the media volume to {l}.",
           "I want to listen on my {d}: hook them up, media volume {l}.",
           "{d} on, please, with the media volume at {l}.",
           "Pair up my {d} and put media volume at {l}.",
           "Music on my {d}: connect them and set the volume to {l}.",
           "Hook up the {d}; media volume {l}, please."), d=device["name"], l=level)
    w.steps = [[call("set_bluetooth", enabled=True)],
               [call("connect_bluetooth_device", device=device["name"]),
                call("set_volume", stream="media", level=level)]]
    w.required = [{"name": "set_bluetooth", "arguments": {"enabled": values(True)}},
                  {"name": "connect_bluetooth_device",
                   "arguments": {"device": values(device["name"])}},
                  {"name": "set_volume", "arguments": {"stream": values("media"),
                                                       "level": values(level)}}]
    return [["headphones_setup"]], "state_change"


def sk_focus(w: World) -> tuple[Routes, str]:
    minutes = w.rng.choice((15, 20, 25, 30, 40, 45, 50, 60, 75, 90))
    w.say(("Start a {m}-minute focus session with Do Not Disturb on.",
           "Focus time: DND on and a {m}-minute timer.",
           "Silence everything and time {m} minutes.",
           "I need {m} minutes of focus: Do Not Disturb plus a timer.",
           "Deep work for {m} minutes -- DND on and start the timer.",
           "Block distractions and count down {m} minutes."),
          m=minutes)
    w.steps = [[call("set_do_not_disturb", enabled=True), call("start_timer",
                                                               duration_s=60 * minutes)]]
    w.required = [{"name": "set_do_not_disturb", "arguments": {"enabled": values(True)}},
                  {"name": "start_timer", "arguments": {"duration_s": values(60 * minutes),
                                                        "label": FREE}}]
    return [["focus_timer"]], "tool_calls"


def sk_security(w: World) -> tuple[Routes, str]:
    pin = f"{w.rng.randint(0, 999999):06d}"
    w.say(("Lock my phone down: PIN {p} as the screen lock and fingerprint unlock on.",
           "Secure the phone -- PIN {p}, and fingerprint unlock.",
           "Set a {p} PIN lock and turn on fingerprint unlock.",
           "Make the screen lock PIN {p} and enable fingerprint unlock.",
           "Protect my phone: fingerprint unlock on, PIN {p}.",
           "Use {p} as my lock-screen PIN and add fingerprint unlock."), p=pin)
    w.steps = [[call("set_screen_lock", type="pin", secret=pin)],
               [call("set_fingerprint_unlock", enabled=True)]]
    w.required = [{"name": "set_screen_lock", "arguments": {"type": values("pin"),
                                                            "secret": values(pin)}},
                  {"name": "set_fingerprint_unlock", "arguments": {"enabled": values(True)}}]
    return [["device_security"]], "state_change"


def sk_cleanup(w: World) -> tuple[Routes, str]:
    w.say(("Free up space: clean the junk files, then update all my apps.",
           "Clear the junk and bring every app up to date.",
           "Junk files out, apps updated, please.",
           "Tidy the phone: clean the junk, then update every app.",
           "My storage is full -- remove junk files and run all app updates.",
           "Clean up junk and update the apps afterwards."))
    w.steps = [[call("clean_junk_files")], [call("update_all_apps")]]
    w.required = [{"name": "clean_junk_files", "arguments": {}},
                  {"name": "update_all_apps", "arguments": {}}]
    return [["storage_cleanup", "system_update"]], w.rng.choice(CHECKERS)


def sk_long_flight(w: World) -> tuple[Routes, str]:
    w.say(("Long flight ahead and my battery is low: airplane mode on and power saving on.",
           "Battery saver plus airplane mode, I'm flying for hours.",
           "Power saving and flight mode both on, please.",
           "Hours in the air and little battery: flight mode plus power saver.",
           "Turn on airplane mode and battery saver for my flight.",
           "Flying long-haul with a weak battery -- power saving and airplane mode."))
    w.steps = [[call("set_airplane_mode", enabled=True), call("set_power_saving_mode",
                                                              enabled=True)]]
    w.required = [{"name": "set_airplane_mode", "arguments": {"enabled": values(True)}},
                  {"name": "set_power_saving_mode", "arguments": {"enabled": values(True)}}]
    return [["flight_mode_travel", "battery_saver"]], "state_change"


def sk_commute_audio(w: World) -> tuple[Routes, str]:
    device = w.rng.choice(w.tables["pa_bluetooth_devices"])
    device["paired"] = True
    w.settings["network.bluetooth"] = False
    w.say(("Commute time: Do Not Disturb on, and connect my {d}.",
           "Silence the phone and hook up my {d} for the ride.",
           "DND on and my {d} connected, I'm off to work.",
           "Heading to work: connect my {d} and turn on Do Not Disturb.",
           "For the commute -- Do Not Disturb and my {d}, please.",
           "Mute the phone and connect the {d}; I'm commuting."), d=device["name"])
    w.steps = [[call("set_do_not_disturb", enabled=True), call("set_bluetooth", enabled=True)],
               [call("connect_bluetooth_device", device=device["name"])]]
    w.required = [{"name": "set_do_not_disturb", "arguments": {"enabled": values(True)}},
                  {"name": "set_bluetooth", "arguments": {"enabled": values(True)}},
                  {"name": "connect_bluetooth_device",
                   "arguments": {"device": values(device["name"])}}]
    return [["commute_focus", "headphones_setup"]], "tool_calls"


def sk_busy_text(w: World) -> tuple[Routes, str]:
    i = w.rng.randrange(len(w.tables["pa_contacts"]))
    person = w.tables["pa_contacts"][i]
    minutes = w.rng.choice((30, 45, 60))
    w.say(("Text {n} that I'm heads-down for a while, then start a {m}-minute timer.",
           "Tell {n} by text I'm busy, and time {m} minutes for me.",
           "Message {n} that I'm focusing; {m}-minute timer too.",
           "Let {n} know by SMS that I'm busy, then run a {m}-minute timer.",
           "Send {n} a text saying I'm heads-down and set a timer for {m} minutes.",
           "Text {n}: I'm in focus mode. Then a {m}-minute countdown."),
          n=person["name"], m=minutes)
    w.steps = [[call("send_sms", recipient=person["name"],
                     text="I'm heads-down for a while, talk later."),
                call("start_timer", duration_s=60 * minutes)]]
    w.required = [{"name": "send_sms", "arguments": {
                      "recipient": values(person["name"], person["phone"], w.rid("pa_contacts", i)),
                      "text": FREE}},
                  {"name": "start_timer", "arguments": {"duration_s": values(60 * minutes),
                                                        "label": FREE}}]
    return [["new_contact", "focus_timer"], ["missed_call_followup", "focus_timer"],
            ["meeting_prep", "focus_timer"], ["meeting_reschedule", "focus_timer"]], "tool_calls"


def sk_arrival(w: World) -> tuple[Routes, str]:
    region, zone = w.rng.choice((("Japan", "Asia/Tokyo"), ("Singapore", "Asia/Singapore")))
    w.settings.update({"system.auto_time": False, "network.airplane_mode": True,
                       "network.wifi": False, "network.wifi.connected": "",
                       "network.mobile_data": False})
    w.say(("Landed in {r}: airplane mode off, region {r} and time zone {z}.",
           "I'm in {r} now -- flight mode off, set region and the {z} time zone.",
           "Arrived: turn off airplane mode; region {r}, zone {z}.",
           "Just touched down in {r}: airplane mode off, region {r}, time zone {z}.",
           "Off the plane in {r} -- disable flight mode, set the region and the {z} zone.",
           "I'm in {r}: flight mode off, region {r}, clock on {z}."), r=region, z=zone)
    w.steps = [[call("set_airplane_mode", enabled=False), call("set_region", region=region),
                call("set_time_zone", time_zone=zone)]]
    w.required = [{"name": "set_airplane_mode", "arguments": {"enabled": values(False)}},
                  {"name": "set_region", "arguments": {"region": values(region)}},
                  {"name": "set_time_zone", "arguments": {"time_zone": values(zone)}}]
    return [["flight_mode_travel", "travel_abroad"]], "state_change"


def sk_grandparent(w: World) -> tuple[Routes, str]:
    size = w.rng.choice(("large", "extra_large"))
    w.say(("Dark mode on, text {s}, and TalkBack on for my grandmother.",
           "Grandma is using the phone: {s} text, dark mode, TalkBack.",
           "Set it up for my grandfather -- TalkBack, dark mode, {s} font.",
           "My grandmother will use this phone: TalkBack on, dark mode, {s} text.",
           "Make the phone senior-friendly -- {s} text, TalkBack and dark mode.",
           "For my grandpa: turn on TalkBack and dark mode, and use {s} text."),
          s=size.replace("_", "-"))
    w.steps = [[call("set_dark_mode", enabled=True), call("set_font_size", size=size),
                call("set_talkback", enabled=True)]]
    w.required = [{"name": "set_dark_mode", "arguments": {"enabled": values(True)}},
                  {"name": "set_font_size", "arguments": {"size": values(size)}},
                  {"name": "set_talkback", "arguments": {"enabled": values(True)}}]
    return [["eye_care", "accessibility_setup"], ["sleep_mode",
                                                  "accessibility_setup"]], "state_change"


SKILL_SCENARIOS: tuple[Callable[[World], tuple[Routes, str]], ...] = (
    sk_battery, sk_eye_care, sk_night_screen, sk_sleep, sk_quiet_hours, sk_hotspot, sk_commute,
    sk_flight, sk_abroad, sk_wifi, sk_headphones, sk_focus, sk_security, sk_cleanup,
    sk_long_flight, sk_commute_audio, sk_busy_text, sk_arrival, sk_grandparent)

# ---------------------------------------------------------------------------------- sub-agents

RESTAURANTS = ("Lucky Noodles", "Sakura Sushi", "Casa Verde", "Spice Route", "Golden Dumpling")
MEMBERSHIP_APPS = (("FitLife", "gym membership"), ("CityBike", "bike pass"),
                   ("StreamBox", "subscription"))
PLANS = ("monthly", "quarterly", "annual")
SEARCH_TOPICS = (("the opening hours of {p}", ("Shanghai Museum", "City Library", "Harbor Mall")),
                 ("the visa requirements for {p}", ("Japan", "Singapore", "Thailand")),
                 ("reviews of {p}", ("Harbor Grill", "Green Leaf Cafe", "Casa Verde")))
PRODUCTS = (("RoboClean S8", "DustBot X2", "robot vacuums"),
            ("Kindle Paper", "Kobo Clara", "e-readers"),
            ("AirBuds Pro", "Pixel Buds", "earbuds"))
PHOTO_SUBJECTS = ("dog", "beach", "birthday party", "hiking trip", "cat")
WATCH_ITEMS = (("the Sony WH-1000XM5", "price"), ("flight MU5101", "status"),
               ("the G7 train", "status"), ("package SF1234567", "status"))
LANGUAGES = ("Japanese", "Spanish", "French", "German")
TOPICS = ("restaurant phrases", "airport small talk", "numbers and prices", "asking directions")
BUSINESSES = (("Lucky Noodles", "a birthday cake for Friday dinner"),
              ("the barber", "a haircut on Friday afternoon"),
              ("City Garage", "a car service next week"))
#: What a sub-agent task offers: every specialist's entry tool, and the AI-assistant domain's own
#: tools (the ones a planner might wrongly use instead).
ROUTE_TOOLS = (*(t for t, _ in SUBAGENTS.values() if t), "route_to_agent")
AI_TOOLS = tuple(n for n in DOMAINS["ai_assistant"] if REGISTRY[n].kind not in ("subagent",))


def _route(route: str, instruction: str, context: dict[str, Any]) -> dict[str, Any]:
    tool = SUBAGENTS[route][0]
    if tool is None:
        return call("route_to_agent", agent=route, instruction=instruction, context=context)
    return call(tool, instruction=instruction, context=context)


def _report(summary: str, *, results: Sequence[str] = (), options: Sequence[str] = (),
            questions: Sequence[str] = ()) -> dict[str, Any]:
    """What the specialist reports back to the planner (a task's ``subagent_reports`` entry, its
    route added by :func:`subagent_task`): every follow-up fact the rubric grades is in it or in
    the request."""
    return {"summary": summary, "results": list(results), "options": list(options),
            "questions": list(questions)}


def _rubric(route: str, facts: list[Any], follow_up: str | None = None,
            follow_facts: Sequence[str] = ()) -> dict[str, Any]:
    return {"route": route, "required_facts": facts, "follow_up": follow_up,
            "follow_up_facts": list(follow_facts)}


def sa_restaurant(w: World) -> dict[str, Any]:
    place, size = w.rng.choice(RESTAURANTS), w.rng.randint(2, 6)
    phrase, offset = w.rng.choice((("tonight", 0),) + DAYS_AHEAD[:3])
    minutes = w.rng.randrange(1080, 1260, 30)
    date, time = day(offset), hm(minutes)
    options = w.rng.random() < 0.5
    w.say(("Book a table for {n} at {p} {d} at {t} in their app.{x}",
           "Reserve {p} for {n} people {d}, {t}, through their app.{x}",
           "Get us a table at {p} {d} at {t} -- {n} of us, use the app.{x}",
           "Use the {p} app to book {n} seats {d} at {t}.{x}",
           "Can you grab a {t} table {d} at {p}? {n} people, booked in their app.{x}",
           "We're {n} -- put us down at {p} {d} for {t} via the app.{x}"),
          n=size, p=place, d=phrase, t=time,
          x=" If that's full, tell me the nearest free times." if options else "")
    handoff = f"Open the {place} app and book a table for {size} on {date} at {time}."
    answer = f"The GUI agent booked {place} for {size} at {time} on {date}."
    rubric = _rubric("gui", [place, time, date])
    report = _report(f"Booked a table for {size} at {place} on {date} at {time}.")
    if options:
        alt, later = hm(minutes + 30), hm(minutes + 60)
        handoff += " If it is full, collect the nearest free times."
        answer = (f"{place} is full at {time} on {date}; the nearest free times are {alt} or "
                  f"{later} -- which do you prefer?")
        rubric.update(follow_up="present_options", follow_up_facts=[time, alt])
        report = _report(f"{place} is full at {time} on {date} for {size}; nothing is booked.",
                         options=[alt, later])
    w.steps = [[_route("gui", handoff, {"restaurant": place, "party_size": size, "date": date,
                                        "time": time})]]
    return {"rubric": rubric, "answer": answer, "report": report}


def sa_membership(w: World) -> dict[str, Any]:
    (app, what), plan = w.rng.choice(MEMBERSHIP_APPS), w.rng.choice(PLANS)
    w.say(("Renew my {w} in the {a} app, the {p} plan.", "In {a}, renew my {w} on the {p} plan.",
           "My {a} {w} needs renewing -- {p} plan.",
           "Extend my {w} through the {a} app; choose the {p} plan.",
           "Please renew the {w} I have in {a}, {p} plan.",
           "The {w} in {a} is expiring: renew it on the {p} plan."), w=what, a=app, p=plan)
    w.steps = [[_route("gui", f"In the {app} app, renew the user's {what} on the {plan} plan.",
                       {"app": app, "plan": plan, "member": w.user.profile["name"]})]]
    return {"rubric": _rubric("gui", [app, plan]),
            "answer": f"The GUI agent renewed your {app} {what} on the {plan} plan.",
            "report": _report(f"Renewed the {what} in the {app} app on the {plan} plan.",
                              results=[f"{app} {what}: {plan} plan, renewed"])}


def sa_search(w: World) -> dict[str, Any]:
    template, subjects = w.rng.choice(SEARCH_TOPICS)
    subject = w.rng.choice(subjects)
    topic = template.format(p=subject)
    w.say(("Look up {t} online and tell me.", "Find out {t} for me.", "Search the web for {t}.",
           "Can you research {t}?", "Dig up what the web says about {t}.",
           "I need to know {t}; check online."),
          t=topic)
    w.steps = [[_route("search", f"Search the web for {topic} and report back.", {"query": topic})]]
    return {"rubric": _rubric("search", [subject]),
            "answer": f"The search agent looked up {topic} and compared its sources.",
            "report": _report(f"Searched the web for {topic} and compared the sources.",
                              results=[f"{topic}: from the official site and two reviews"])}


def sa_compare(w: World) -> dict[str, Any]:
    a, b, kind = w.rng.choice(PRODUCTS)
    w.say(("Compare the {a} and the {b} and tell me which is better.",
           "Which {k} should I buy, the {a} or the {b}?",
           "Research the {a} against the {b} for me.",
           "Put the {a} and the {b} side by side and tell me which {k} wins.",
           "I can't decide between the {a} and the {b}: compare them.",
           "{a} or {b}? Look into both {k} options for me."), a=a, b=b, k=kind)
    w.steps = [[_route("search", f"Compare the {a} and the {b} {kind}: price, features, reviews.",
                       {"products": [a, b], "criteria": ["price", "features", "reviews"]})]]
    return {"rubric": _rubric("search", [a, b], "present_options", [a, b]),
            "answer": f"The search agent compared the {a} and the {b}: which do you prefer, "
                      f"the {a} or the {b}?",
            "report": _report(f"Compared the {a} and the {b} on price, features and reviews.",
                              options=[a, b])}


def sa_image(w: World) -> dict[str, Any]:
    subject = w.rng.choice(PHOTO_SUBJECTS)
    album = f"{subject.title()} {w.rng.choice(('memories', 'best of', '2025'))}"
    w.say(("Go through my photos, pick the {s} ones and put them in an album called '{a}'.",
           "Make an album '{a}' with all my {s} photos.",
           "Collect my {s} pictures into a new album, '{a}'.",
           "Find every {s} shot in my gallery and group them as '{a}'.",
           "Sort out my {s} photos into an album named '{a}'.",
           "New album '{a}', please: all the {s} pictures."), s=subject, a=album)
    w.steps = [[_route("image", f"Find the user's {subject} photos and make an album '{album}'.",
                       {"subject": subject, "album": album})]]
    return {"rubric": _rubric("image", [subject, album]),
            "answer": f"The image agent built the '{album}' album.",
            "report": _report(f"Made the album '{album}' of the {subject} photos.")}


def sa_avatar(w: World) -> dict[str, Any]:
    style = w.rng.choice(("cartoon", "watercolour", "pixel-art"))
    w.say(("Turn my profile picture into a {s} avatar.",
           "Make me a {s} avatar from my profile photo.",
           "I want my profile picture redone in {s} style.",
           "Restyle my profile photo as a {s} avatar.",
           "Could you get my profile picture turned into {s} art?",
           "Create a {s}-style avatar out of my profile picture."), s=style)
    w.steps = [[_route("image", f"Turn the user's profile picture into a {style} avatar.",
                       {"source": "profile picture", "style": style})]]
    return {"rubric": _rubric("image", ["profile picture", style], "ask", ["square", "round"]),
            "answer": f"The image agent will make the {style} avatar. Should it be square or "
                      "round?",
            "report": _report(f"Ready to turn the profile picture into a {style} avatar.",
                              questions=["Should the avatar be square or round?"])}


def sa_monitor(w: World) -> dict[str, Any]:
    item, what = w.rng.choice(WATCH_ITEMS)
    if what == "price":
        limit = w.rng.randrange(1500, 2500, 100)
        w.say(("Keep an eye on the price of {i} and tell me when it drops below {l} yuan.",
               "Watch {i}: alert me under {l} yuan.", "Tell me once {i} costs less than {l} yuan.",
               "Ping me when {i} falls under {l} yuan.",
               "Monitor {i} and let me know if it goes below {l} yuan.",
               "I'll buy {i} under {l} yuan: watch the price."),
              i=item, l=limit)
        facts, ctx = [item.removeprefix("the "), str(limit)], {"item": item, "below": limit}
    else:
        w.say(("Watch {i} and tell me if its status changes.",
               "Let me know when {i} changes status.",
               "Track {i} for me and report any change.",
               "Keep watching {i}; tell me about any status update.",
               "Follow {i} and alert me when anything changes.",
               "Monitor {i} and report back on changes."), i=item)
        facts, ctx = [item.removeprefix("the ")], {"item": item, "watch": "status"}
    w.steps = [[_route("monitor", f"Monitor {item} {what}: {w.instruction}", ctx)]]
    return {"rubric": _rubric("monitor", facts), "answer": f"The monitor agent is watching {item}.",
            "report": _report(f"Watching the {what} of {item}; the user is told when it "
                              "changes.")}


def sa_practice(w: World) -> dict[str, Any]:
    language, topic = w.rng.choice(LANGUAGES), w.rng.choice(TOPICS)
    minutes = w.rng.choice((10, 15, 20))
    w.say(("I want to practise {l} for {m} minutes: {t}.", "Drill me in {l}, {t}, {m} minutes.",
           "{m} minutes of {l} practice on {t}, please.",
           "Help me practise {l} ({t}) for {m} minutes.",
           "Let's do a {m}-minute {l} session about {t}.",
           "Coach me in {l} on {t}, {m} minutes."), l=language, t=topic, m=minutes)
    w.steps = [[_route("practice", f"Run a {minutes}-minute {language} practice on {topic}.",
                       {"language": language, "topic": topic, "duration_min": minutes})]]
    return {"rubric": _rubric("practice", [language, topic], "ask", ["beginner"]),
            "answer": f"The practice agent is ready for {minutes} minutes of {language}. Are you a "
                      "beginner, or do you know some already?",
            "report": _report(f"A {minutes}-minute {language} practice on {topic} is ready.",
                              questions=[f"Is the user a beginner, or do they know some "
                                         f"{language} already?"])}


def sa_call(w: World) -> dict[str, Any]:
    business, request = w.rng.choice(BUSINESSES)
    w.say(("Call {b} and ask about {r}.", "Phone {b} for me: I need {r}.",
           "Ring {b} and arrange {r}.",
           "Give {b} a call about {r}.",
           "Can you phone {b}? It's about {r}.",
           "Get {b} on the phone and sort out {r}."), b=business, r=request)
    w.steps = [[_route("call", f"Phone {business} on the user's behalf and arrange {request}.",
                       {"business": business, "request": request,
                        "caller": w.user.profile["name"], "phone": w.user.profile["phone"]})]]
    return {"rubric": _rubric("call", [business, request]),
            "answer": f"The call agent phoned {business} about {request}.",
            "report": _report(f"Phoned {business} and arranged {request}.",
                              results=[f"{business}: {request}, arranged"])}


SUBAGENT_SCENARIOS: tuple[Callable[[World], dict[str, Any]], ...] = (
    sa_restaurant, sa_membership, sa_search, sa_compare, sa_image, sa_avatar, sa_monitor,
    sa_practice, sa_call)

# ------------------------------------------------------------------------------------ assembly


def _base(w: World, ident: str, suite: str, capability: str, categories: list[str],
          tools: list[str], record_tools: Iterable[str], final: dict[str, Any]) -> dict[str, Any]:
    return labelled({
        "id": ident, "suite": suite, "capability": capability, "categories": categories,
        "instruction": w.instruction, "template": w.template, "history": w.history,
        "profile": w.user.profile, "now": DEFAULT_NOW, "weekday": WEEKDAY,
        "records": records_of(w, list(record_tools)), "candidate_tools": tools,
        "step_limit": STEP_LIMIT, "reference_solution": [*w.steps, [final]],
        "initial_settings": settings_of(w)})


def _needed(w: World) -> list[str]:
    return list(dict.fromkeys(c["name"] for step in w.steps for c in step))


def _derived(data: dict[str, Any], w: World) -> dict[str, Any]:
    """The delta the reference of ``data`` makes (its replay, judged by any checker)."""
    return derive_delta(Task.model_validate({**data, "checker": "tool_calls",
                                             "required_calls": w.required}))


def _judged(data: dict[str, Any], w: World, checker: str, ignore: Sequence[str] = (),
            derived: dict[str, Any] | None = None) -> Task:
    """The task with its checker's target: the required calls, or the delta the reference makes
    (``derived`` when a twin of the task already replayed the same reference in the same world)."""
    if checker == "tool_calls":
        return Task.model_validate({**data, "checker": checker, "required_calls": w.required})
    derived = _derived(data, w) if derived is None else derived
    return Task.model_validate({**data, "checker": checker,
                                "target_delta": {**derived, "ignore_fields": list(ignore)}})


@dataclass(frozen=True)
class Spec:
    """What the bench composer may ask of one index: for memory, the checker and whether the
    request is multi-turn; None leaves the draw to the task's random generator."""

    capability: str
    checker: str | None = None
    multi: bool | None = None


def memory_task(w: World, rng: Random, ident: str, suite: str, spec: Spec,
                said: Collection[str] = ()) -> Task:
    checker = spec.checker or rng.choice(CHECKERS)
    turns = MOBILEPA.memory_turns
    multi = spec.multi if spec.multi is not None else \
        rng.random() < turns["multi"] / sum(turns.values())
    reasoning = rng.choice((SINGLE, CONFLICT, COMPOSE))
    builder = rng.choice([b for b, kinds, checkers in MEMORY_SCENARIOS
                          if reasoning in kinds and checker in checkers])
    memories = memory_world(w.side, w.user.number)
    draft = builder(w, memories, checker, reasoning == CONFLICT, multi)
    action = [n for n in _needed(w) if n != SEARCH]
    tools = candidates(action, rng, MOBILEPA.candidate_tools - 1) + [SEARCH]
    rng.shuffle(tools)
    common.check_text(w.instruction, said)
    data = _base(w, ident, suite, "memory", draft.categories, tools, action, call("finish"))
    data.update(memory=list(memories.store), required_memory_ids=draft.required_memory_ids)
    return _judged(data, w, draft.checker, ["memory.created_at", "memory.updated_at",
                                            *draft.ignore])


def skill_pair(w: World, rng: Random, ident: str, suite: str,
               said: Collection[str] = ()) -> list[Task]:
    routes, checker = rng.choice(SKILL_SCENARIOS)(w)
    needed = _needed(w)
    first = routes[0]
    w.steps = [[call(LOADER, skill_id=s) for s in first], *w.steps]
    others = sorted(set(SKILLS) - {s for r in routes for s in r})
    in_routes = list(dict.fromkeys(s for r in routes for s in r))
    sor = in_routes + rng.sample(others, MOBILEPA.sor_skills - len(in_routes))
    mtsr = first + rng.sample(sorted(set(SKILLS) - set(first)), MOBILEPA.mtsr_skills - len(first))
    rng.shuffle(sor)
    rng.shuffle(mtsr)
    direct = candidates(needed, rng, MOBILEPA.mtsr_tools)
    domain = REGISTRY[needed[0]].domain
    out: list[Task] = []
    derived: dict[str, Any] | None = None
    for setting, tools, skills in (("sor", [LOADER], sor), ("mtsr", [*direct, LOADER], mtsr)):
        if setting == "mtsr":
            w.rephrase()
        common.check_text(w.instruction, said)
        data = _base(w, f"{ident}-{setting}", suite, "skills", ["skill_usage", domain], tools,
                     needed, call("finish"))
        data.update(skill_setting=setting, candidate_skills=skills,
                    skill_routes=[r for r in routes if set(r) <= set(skills)])
        # the twins share reference and world, so the delta is derived once
        if checker != "tool_calls" and derived is None:
            derived = _derived(data, w)
        out.append(_judged(data, w, checker, derived=derived))
    return out


def subagent_task(w: World, rng: Random, ident: str, suite: str) -> Task:
    scenario = rng.choice(SUBAGENT_SCENARIOS)
    info = scenario(w)
    tools = [*ROUTE_TOOLS, *rng.sample(AI_TOOLS, MOBILEPA.candidate_tools - len(ROUTE_TOOLS))]
    rng.shuffle(tools)
    route = info["rubric"]["route"]
    data = _base(w, ident, suite, "subagent", ["subagent_collaboration", route], tools, (),
                 call("finish", answer=info["answer"]))
    data.update(checker="behaviour", behaviour=info["rubric"],
                subagent_reports=[{"route": route, **info["report"]}])
    return Task.model_validate(data)


def build_tasks(index: int, seed: int, suite: str = SUITE, side: Side = "train",
                spec: Spec | None = None, said: Collection[str] = ()) -> list[Task]:
    """The task(s) of ``index``: capability ``index mod 3`` unless ``spec`` says; a skills index
    yields an SOR+MTSR pair. :class:`~mobile_env.generation.common.RepeatedText` as soon as an
    instruction of a memory or skills task is in ``said``."""
    rng = Random(f"{seed}:{index}")
    spec = spec or Spec(CAPABILITIES[index % len(CAPABILITIES)])
    w = new_world(rng, side)
    ident = f"{suite}-{seed}-{index:05d}"
    if spec.capability == "memory":
        return [memory_task(w, rng, ident, suite, spec, said)]
    if spec.capability == "skills":
        return skill_pair(w, rng, ident, suite, said)
    return [subagent_task(w, rng, ident, suite)]


def content_hash(task: Task) -> str:
    """Request, history, world, memory store and skill setting: what makes two tasks the same."""
    blob = json.dumps([task.instruction, [m.model_dump() for m in task.history], task.records,
                       task.initial_settings, task.memory, task.skill_setting,
                       task.candidate_skills],
                      sort_keys=True, ensure_ascii=False, default=list)
    return hashlib.sha256(blob.encode()).hexdigest()


def generate(n: int, seed: int, verify: bool = True, *, suite: str = SUITE, side: Side = "train",
             exclude: frozenset[str] | set[str] = frozenset(),
             progress: Progress | None = None) -> list[Task]:
    """``n`` distinct tasks for ``seed`` and ``side`` (an SOR/MTSR pair is kept or skipped whole;
    the list is cut at ``n``), none whose :func:`content_hash` is in ``exclude``; with
    ``verify`` each must pass :func:`mobile_env.validation.validate_task` or this raises."""
    return distinct_tasks(n, lambda index, said: build_tasks(index, seed, suite, side, said=said),
                          content_hash,
                          exclude=exclude, verify=verify, progress=progress,
                          fresh_texts=True)


def tasks_of(argv: Sequence[str]) -> tuple[Path, list[Task]]:
    """The ``--out`` file and the tasks of a ``mobile-env tasks generate`` command line."""
    parser = common.parser(
        "mobile-env tasks generate --suite mobilepa-capabilities",
        "Generate seeded, verified MobilePA capability tasks (memory, skills as SOR+MTSR pairs, "
        "sub-agents; cycled in order).", SUITE, "mobilepa_capabilities_generator", sides=True)
    args = parser.parse_args(list(argv))
    return args.out, common.generated(args, generate, content_hash)


def main(argv: Sequence[str] | None = None) -> int:
    return common.write(*tasks_of(sys.argv[1:] if argv is None else argv))


if __name__ == "__main__":
    sys.exit(main())
