"""Seeded procedural generator of SPIEval-style tasks (F13): unlimited, novel and verifiable.

    mobile-env tasks generate --suite spieval --n 2000 --seed 7 --out tasks/spieval-train.jsonl

Why it is built this way:

* **One ``random.Random`` per task**, seeded with the string ``"{seed}:{index}"``: task *i* does
  not depend on how many tasks came before it, ``hash()`` randomisation or the wall clock, so
  the same seed gives byte-identical JSONL on every machine, and any task can be regenerated
  alone.
* **A task is assembled from facts, not written whole.** An operation builder (one per SPIEval
  operation category) decides the execution call and plants every value it needs in some app
  record; the capability decides *how* the key value is hidden -- behind a role chain
  (reasoning), next to a superseded or look-alike value (disambiguation), split across several
  independent records (integration), or only implied by past behaviour (preference inference);
  multi-intent tasks join two builders. Every planted record is cited as evidence, and every
  lookup the builder relies on is recorded as a search that must find that record.
* **Reference solutions are computed, not assumed.** After the world is shuffled, each planned
  search is run through the env's own search engine to learn the page its record lands on, so
  the reference solution is exactly what a careful planner would call; :func:`generate` then
  proves each task with the repository's validator (schema, grounding, replay scores 1.0,
  finishing at once scores 0) unless ``verify=False``.
* **Difficulty is data** (:data:`DIFFICULTY`): distractor count, noise probability (typos only
  fuzzy search finds), page depth (similar records pushing the answer past page 1) and the
  longest role chain.
"""

from __future__ import annotations

import argparse
import datetime as dt
import hashlib
import json
import sys
from dataclasses import dataclass, replace
from random import Random
from typing import Any, Callable, Iterable, Sequence

from mobile_env.apps import APPS, resolve_field
from mobile_env.papers import SPIEVAL
from mobile_env.tasks import generation, pools as P
from mobile_env.tasks.generation import Progress, distinct_tasks
from mobile_env.tasks.schema import Task
from mobile_env.tasks import spieval_world
from mobile_env.tasks.curriculum import VALUE_SOURCES, keeps
from mobile_env.tools.search import IndexCache, Query, search_table

# ----------------------------------------------------------------------------------- constants

NOW = dt.datetime.fromisoformat(spieval_world.NOW)
WEEKDAY = spieval_world.WEEKDAY
USER, USER_PHONE, USER_ACCOUNT = spieval_world.USER, spieval_world.USER_PHONE, spieval_world.USER_ACCOUNT
PROFILE = spieval_world.PROFILE
CANDIDATE_TOOLS = spieval_world.CANDIDATE_TOOLS
EXECUTION_TOOLS = spieval_world.EXECUTION_TOOLS
CAPABILITIES = spieval_world.CAPABILITIES
OPERATIONS = spieval_world.OPERATIONS
PAGE_SIZE = SPIEVAL.page_size  # the env's default page size in the standard setting
STEP_LIMIT = SPIEVAL.step_limit
FINISH_ANSWER = "[DONE] Request completed. Is there anything else I can help you with?"
#: English names spelled out here: strftime's %A/%b follow the process locale.
DAY_NAMES = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")
MONTHS = ("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec")


@dataclass(frozen=True)
class Knobs:
    """How hard a task is (see ``--help``): distractor records, the chance a looked-up name is
    misspelt, the most pages of look-alikes before one answer, the longest role chain, and how
    many execution tools are offered (a curriculum knob: fewer tools, shorter prompts, easier
    tool choice)."""

    distractors: int
    noise: float
    page_depth: int
    hops: int
    execution_tools: int = len(EXECUTION_TOOLS)


DIFFICULTY: dict[str, Knobs] = {
    "easy": Knobs(distractors=2, noise=0.0, page_depth=0, hops=1),
    "medium": Knobs(distractors=7, noise=0.2, page_depth=1, hops=2),
    "hard": Knobs(distractors=10, noise=0.5, page_depth=3, hops=2),
}
#: Fewest distinct apps a world spans, per difficulty (filler records top it up).
MIN_APPS = {"easy": 4, "medium": 6, "hard": 8}
#: How many distinct full names the pools make (the user's family is taken from the start).
_NAME_PAIRS = len(P.FIRST_NAMES) * len(P.SURNAMES)

# ------------------------------------------------------------------------------------- helpers


def day(offset: int) -> str:
    """The ISO date ``offset`` days from now."""
    return (NOW.date() + dt.timedelta(days=offset)).isoformat()


def hms(minutes: int) -> str:
    """``HH:MM:SS`` of a minute-of-day."""
    return f"{minutes // 60:02d}:{minutes % 60:02d}:00"


def hm(minutes: int) -> str:
    return f"{minutes // 60:02d}:{minutes % 60:02d}"


def relative_day(offset: int, rng: Random) -> str:
    """How a message names a day ``offset`` (1-13) days ahead; the planner must resolve it."""
    date = NOW.date() + dt.timedelta(days=offset)
    if offset == 1:
        return "tomorrow"
    if offset == 2 and rng.random() < 0.5:
        return "the day after tomorrow"
    if offset <= 6 and rng.random() < 0.6:
        return "on " + DAY_NAMES[date.weekday()]
    return "on " + rng.choice((f"{MONTHS[date.month - 1]} {date.day}", f"{date.month}/{date.day}"))


def weekday_name(iso: str) -> str:
    return DAY_NAMES[dt.date.fromisoformat(iso).weekday()]


def derived_date(offset: int, phrase: str) -> str:
    return f"date {day(offset)} ('{phrase}' counted from now, {NOW:%Y-%m-%d} {WEEKDAY})"


@dataclass
class Person:
    name: str
    phone: str
    account: str
    company: str = ""
    relation: str = ""
    old_phone: str = ""

    @property
    def first(self) -> str:
        return self.name.split()[0]

    @property
    def last(self) -> str:
        return self.name.split()[-1]


@dataclass
class Search:
    """A lookup the reference solution makes: it must return ``target`` on some page."""

    app: str
    pattern: str
    field: str | None
    mode: str
    target: dict[str, Any]
    deep: bool


@dataclass
class Call:
    """One execution call: the reference arguments and, per parameter, how gold judges it."""

    name: str
    args: dict[str, Any]
    gold: dict[str, dict[str, Any]]


def call(name: str, args: dict[str, Any], *, free: Iterable[str] = (),
         facts: dict[str, list[str]] | None = None,
         alts: dict[str, list[Any]] | None = None) -> Call:
    """A Call whose gold accepts the reference value (plus ``alts``), with ``free`` params
    unconstrained and ``facts`` params judged by key facts. Params at their tool default are
    simply left out of ``args``: gold then requires the default, as SPIEval does."""
    facts, alts, free = facts or {}, alts or {}, tuple(free)
    gold: dict[str, dict[str, Any]] = {}
    for param, value in args.items():
        if param in free:
            gold[param] = {"unconstrained": True}
        elif param in facts:
            gold[param] = {"key_facts": facts[param]}
        else:
            gold[param] = {"values": [value, *[a for a in alts.get(param, []) if a != value]]}
    for param in free:
        gold.setdefault(param, {"unconstrained": True})
    return Call(name, args, gold)


@dataclass
class Intent:
    """What one operation builder produced: the instruction fragment and its calls."""

    text: str
    calls: list[Call]


# --------------------------------------------------------------------------------------- world


class World:
    """The records of one task under construction, with its evidence and planned searches."""

    def __init__(self, rng: Random, knobs: Knobs) -> None:
        self.rng = rng
        self.knobs = knobs
        self.tables: dict[str, list[dict[str, Any]]] = {}
        self.evidence: list[tuple[dict[str, Any], str]] = []
        self.searches: list[Search] = []
        self.people: list[Person] = []
        self.cities: list[str] = []
        self.bare_first: set[str] = set()  # first names the instruction uses on their own
        self._names: set[str] = {USER, "Ling Xie", "Xin Xu", "Miao Xu"}
        self._firsts: set[str] = {"Yixuan", "Ling", "Xin", "Miao"}
        self._numbers: set[str] = {USER_PHONE, USER_ACCOUNT}
        self._companies: set[str] = set()

    # -- values
    def pick(self, pool: Sequence[Any]) -> Any:
        return self.rng.choice(pool)

    def number(self, kind: str) -> str:
        while True:
            if kind == "phone":
                value = "1" + self.pick("3589") + "".join(self.pick("0123456789") for _ in range(9))
            else:
                value = "62" + "".join(self.pick("0123456789") for _ in range(17))
            if value not in self._numbers:
                self._numbers.add(value)
                return value

    def person(self, company: str = "", relation: str = "", first: str | None = None,
               last: str | None = None, cast: bool = True) -> Person:
        """A fresh fictional person; ``cast`` ones are the task's own (distractors mimic them).

        First names stay unique in a world (so "Call Leo" means one person) until the pool runs
        out, which only very high ``distractors`` settings reach; full names likewise, until
        every pairing is taken (only :func:`everyday_world`'s huge phones get there)."""
        while True:
            f = first or self.pick(P.FIRST_NAMES)
            name = f"{f} {last or self.pick(P.SURNAMES)}"
            if (name not in self._names or len(self._names) > _NAME_PAIRS) and (
                    first is not None or f not in self._firsts
                    or len(self._firsts) >= len(P.FIRST_NAMES)):
                break
        self._names.add(name)
        self._firsts.add(f)
        p = Person(name, self.number("phone"), self.number("account"), company, relation)
        if cast:
            self.people.append(p)
        return p

    def company(self) -> str:
        """A company no record of this world names yet (while any is left)."""
        fresh = [c for c in P.COMPANIES if c not in self._companies] or list(P.COMPANIES)
        c = self.pick(fresh)
        self._companies.add(c)
        return c

    def city(self) -> str:
        c = self.pick([c for c in P.CITIES if c not in self.cities])
        self.cities.append(c)
        return c

    # -- records
    def add(self, table: str, **fields: Any) -> dict[str, Any]:
        rec = {"id": ""} | fields
        self.tables.setdefault(table, []).append(rec)
        return rec

    def cite(self, rec: dict[str, Any], provides: str) -> dict[str, Any]:
        self.evidence.append((rec, provides))
        return rec

    def find(self, rec: dict[str, Any], app: str, pattern: str, fld: str | None = None,
             provides: str | None = None, *, noisy: bool = False, deep: bool = True) -> dict[str, Any]:
        """Plan a search that must find ``rec`` (and cite it). With probability ``noise`` a
        ``noisy`` lookup gets a typo in the record, so only fuzzy search finds it (patterns under
        8 characters are spared: one doubled letter there drops below the fuzzy cutoff)."""
        mode = "fixed"
        if (noisy and fld is not None and isinstance(rec[fld], str) and pattern in rec[fld]
                and len(pattern) >= 8 and self.rng.random() < self.knobs.noise):
            rec[fld] = rec[fld].replace(pattern, typo(pattern, self.rng))
            mode = "fuzzy"
        self.searches.append(Search(app, pattern, fld, mode, rec, deep))
        if provides is not None:
            self.cite(rec, provides)
        return rec

    def sms_in(self, p: Person, content: str, date: str, phone: str | None = None) -> dict[str, Any]:
        return self.add("sms", sender_name=p.name, sender_phone=phone or p.phone,
                        recipient_name=USER, recipient_phone=USER_PHONE, date=date,
                        time=self.clock(), content=content, status="read")

    def sms_out(self, p: Person, content: str, date: str, attachment: list[str] | None = None) -> dict[str, Any]:
        rec = self.add("sms", sender_name=USER, sender_phone=USER_PHONE, recipient_name=p.name,
                       recipient_phone=p.phone, date=date, time=self.clock(), content=content,
                       status="sent")
        if attachment:
            rec["attachment"] = attachment
        return rec

    def voicemail(self, p: Person, content: str, date: str) -> dict[str, Any]:
        return self.add("voicemail", caller_name=p.name, caller_number=p.phone, date=date,
                        time=self.clock(), message_content=content)

    def note(self, title: str, content: str, date: str | None = None) -> dict[str, Any]:
        return self.add("notes", title=title, content=content,
                        creation_date=date or day(-self.rng.randint(2, 60)),
                        creation_time=self.clock()[:5])

    def contact(self, p: Person, phone: str | None = None, **extra: str) -> dict[str, Any]:
        rec = self.add("contacts", name=p.name, phone_number=phone or p.phone)
        if p.company:
            rec["company"] = p.company
        if p.relation:
            rec["relationship"] = p.relation
        rec.update(extra)
        return rec

    def meeting(self, title: str, date: str, start: int, end: int, participants: list[str],
                location: str, status: str, minutes: str = "", reminder: str = "10 minutes before") -> dict[str, Any]:
        return self.add("meeting", title=title, start_date=date, end_date=date,
                        start_time=hms(start), end_time=hms(end), reminder=reminder,
                        repeat="never", participants=participants,
                        meeting_id=str(self.rng.randint(800_000_100, 899_999_999)),
                        location=[location], meeting_minutes=minutes, status=status)

    def schedule(self, title: str, date: str, start: int, end: int, location: str,
                 reminder: str = "10 minutes before", repeat: str = "never") -> dict[str, Any]:
        return self.add("schedule", title=title, date=date, start_time=hms(start),
                        end_time=hms(end), reminder=reminder, repeat=repeat, location=location)

    def payment(self, payee: str, account: str, amount: float, item: str, date: str,
                note: str = "") -> dict[str, Any]:
        return self.add("transaction", item=item, amount=amount, date=date, time=self.clock(),
                        payer=USER, payer_account=USER_ACCOUNT, payee=payee, payee_account=account,
                        note=note)

    def trip(self, date: str, dep: int, origin: str, dest: str, mode: str, names: list[str],
             phone: str, status: str) -> dict[str, Any]:
        hours = {"car": 3, "train": 4, "plane": 2}[mode]
        return self.add("transport", date=date, departure_time=hms(dep),
                        estimated_arrival_time=hms(min(dep + hours * 60, 23 * 60 + 59)),
                        origin=origin, destination=dest, mode=mode, contact=names,
                        contact_number=phone, estimated_cost=str(self.rng.randint(8, 90) * 10),
                        status=status)

    def stay(self, hotel: str, check_in: str, check_out: str, room: str, names: list[str],
             phone: str, status: str) -> dict[str, Any]:
        return self.add("accommodation", hotel=hotel, check_in_date=check_in,
                        check_out_date=check_out, room_type=room, quantity=1, contact=names,
                        contact_number=phone, cost=str(self.rng.randint(30, 150) * 10), status=status)

    def alarm(self, minutes: int, name: str, ring: tuple[int, int, int] = (3, 1, 5),
              repeat: str = "never") -> dict[str, Any]:
        return self.add("alarm", time=hms(minutes), repeat=repeat, alarm_name=name,
                        ring_duration=ring[0], repeat_count=ring[1], ring_interval=ring[2],
                        status=self.pick(("on", "off")))

    def clock(self) -> str:
        return hms(self.rng.randint(7 * 60, 22 * 60))


def typo(name: str, rng: Random) -> str:
    """``name`` with one letter doubled inside a word: fixed search misses it, fuzzy finds it."""
    spots = [i for i in range(1, len(name) - 1) if name[i].isalpha() and name[i - 1].isalpha()]
    i = rng.choice(spots)
    return name[:i] + name[i] + name[i:]


def past(w: World, lo: int = 3, hi: int = 60) -> str:
    return day(-w.rng.randint(lo, hi))


# ---------------------------------------------------------------------- who: person resolution


def who(w: World, cap: str, *, in_contacts: bool = True, company: str = "",
        roles: Sequence[tuple[str, str]] = P.ROLES) -> tuple[Person, str]:
    """A person the task acts on and how the instruction refers to them.

    * ``reasoning``: by role ("my manager"), revealed in some app; with ``hops`` > 1 the role
      holder delegates to an assistant ("my manager's assistant"), one more hop;
    * ``disambiguation``: by first name, but either the contact's number is superseded by a
      later SMS, or a namesake with the same first name exists and a cue picks the right one;
    * otherwise by first name (namesake distractors then share only the surname).

    With ``in_contacts`` the person's current number comes from a contacts lookup (cited).
    """
    rng = w.rng
    if cap == "reasoning":
        phrase, kw = w.pick(roles)
        holder = w.person(company)
        work = (phrase, kw) in P.WORK_ROLES  # only colleagues are introduced in team meetings
        app, text = w.pick([f for f in P.ROLE_FACTS if work or f[0] != "meeting"])
        rec = _role_record(w, holder, app, text.format(name=holder.name, kw=kw))
        field_ = {"notes": "content", "meeting": "meeting_minutes", "sms": "content",
                  "voicemail": "message_content"}[app]
        w.find(rec, app, kw, field_, f"the {kw} is {holder.name}")
        p = holder
        if w.knobs.hops > 1 and rng.random() < 0.5:
            p = w.person(holder.company, "colleague")
            msg = w.sms_in(holder, f"From next week my assistant {p.name} handles everything for me.",
                           past(w, 2, 20))
            w.find(msg, "sms", holder.name, "sender_name", f"{holder.name}'s assistant is {p.name}",
                   noisy=True)
            phrase = f"{phrase}'s assistant"
            if in_contacts:
                w.contact(holder)
        if in_contacts:
            w.find(w.contact(p), "contacts", p.name, "name", f"{p.name}'s number {p.phone}")
        return p, phrase
    if cap == "disambiguation" and in_contacts:
        if rng.random() < 0.5:
            p = w.person(company, w.pick(("friend", "colleague", "supplier")))
            p.old_phone = w.number("phone")
            w.find(w.contact(p, phone=p.old_phone), "contacts", p.first, "name",
                   f"{p.name} is saved with an old number {p.old_phone}")
            w.sms_in(p, w.pick(P.CHATTER), past(w, 40, 90), phone=p.old_phone)
            new = w.sms_in(p, f"Hi, it's {p.first}. I changed my number - this one is my new number, "
                              "the old one is switched off.", past(w, 1, 20))
            w.find(new, "sms", p.name, "sender_name",
                   f"{p.name}'s current number is {p.phone} (new number, supersedes {p.old_phone})",
                   noisy=True, deep=False)
            w.bare_first.add(p.first)
            return p, p.first
        company = company or w.company()
        p = w.person(company, "supplier")
        twin = w.person(w.company(), "supplier", first=p.first, cast=False)
        w.contact(twin)
        w.find(w.contact(p), "contacts", p.first, "name",
               f"two contacts named {p.first}; {p.name} of {company} has number {p.phone}")
        return p, f"{p.first} from {' '.join(company.split()[:2])}"
    p = w.person(company, w.pick(("friend", "colleague", "supplier", "neighbour")))
    w.bare_first.add(p.first)
    if in_contacts:
        w.find(w.contact(p), "contacts", p.first, "name", f"{p.name}'s number {p.phone}")
    return p, p.first


def _role_record(w: World, p: Person, app: str, text: str) -> dict[str, Any]:
    when = past(w, 10, 70)
    if app == "notes":
        return w.note("Contacts", text, when)
    if app == "meeting":
        start = w.rng.randint(9, 16) * 60
        return w.meeting("Team intro", when, start, start + 60, [p.name], w.pick(P.MEETING_ROOMS),
                         "finished", minutes=text)
    if app == "sms":
        return w.sms_in(p, text, when)
    return w.voicemail(p, text, when)


def group(w: World, k: int, event: str, say: Sequence[str], *, in_contacts: bool = True) -> list[Person]:
    """``k`` (at most 3) people who each confirm ``event`` in a different app: an integration
    task must gather all of them. ``say`` holds message templates with ``{event}``."""
    people = []
    for app in w.rng.sample(["sms", "voicemail", "notes"], k):
        p = w.person(w.company(), "colleague")
        text = w.pick(say).format(event=event)
        if app == "sms":
            rec = w.find(w.sms_in(p, text, past(w, 1, 6)), "sms", event, "content")
        elif app == "voicemail":
            rec = w.find(w.voicemail(p, text, past(w, 1, 6)), "voicemail", event, "message_content")
        else:
            rec = w.find(w.note(event, f"{p.name}: {text}", past(w, 1, 6)), "notes", event, "title")
        w.cite(rec, f"{p.name} is part of the {event}")
        if in_contacts:
            w.find(w.contact(p), "contacts", p.name, "name", f"{p.name}'s number {p.phone}")
        people.append(p)
    return people


SAY_JOIN = ("Count me in for the {event}.", "I'll be at the {event}, see you there.",
            "Confirmed: joining the {event}.")

# ------------------------------------------------------------------------------ the operations
# Each builder: (world, capability) -> Intent. ``cap`` is one of the four base capabilities.


def op_call(w: World, cap: str) -> Intent:
    if cap == "integration":
        event = f"{w.pick(P.MEETING_TOPICS).lower()} workshop"
        people = group(w, w.rng.randint(2, 3), event, SAY_JOIN)
        return Intent(w.pick(PHRASE["call_all"]).format(event=event),
                      [call("Phone_Call", {"telephone": p.phone}) for p in people])
    p, ref = who(w, cap)
    args: dict[str, Any] = {"telephone": p.phone}
    if cap == "preference_inference":
        rec = w.pick((
            lambda: w.find(w.note("Calls", f"Always video call {p.first} - she likes to see the kids."),
                           "notes", p.first, "content"),
            lambda: w.find(w.voicemail(p, "Missed you! Video call me next time, voice calls keep dropping.",
                                       past(w, 2, 20)), "voicemail", p.name, "caller_name", noisy=True),
            lambda: w.find(w.sms_out(p, "Let's do a video call tonight as usual?", past(w, 2, 20)),
                           "sms", p.name, "recipient_name", noisy=True),
        ))()
        w.cite(rec, f"type VIDEO (calls with {p.first} are video calls)")
        args["type"] = "VIDEO"
    return Intent(w.pick(PHRASE["call"]).format(who=ref), [call("Phone_Call", args)])


def _shareable(w: World, kind: str, owner: Person | None = None, city: str | None = None) -> tuple[str, list[str]]:
    """Plant a fact worth texting; returns (phrase for the instruction, key facts). The facts
    are distinctive strings (a room, a hotel, a code) that any faithful message must contain."""
    code = "".join(w.pick("ABCDEFGHJKMNPQRSTUVWXYZ") for _ in range(3)) + "-" + \
        "".join(w.pick("abcdefghjkmnpqrstuvwxyz23456789") for _ in range(4))
    if kind == "meeting":
        topic = w.pick(P.MEETING_TOPICS)
        start = w.rng.randint(9, 16) * 60
        rec = w.meeting(topic, day(w.rng.randint(2, 9)), start, start + 60,
                        [owner.name] if owner else [], w.pick(P.MEETING_ROOMS), "scheduled")
        room = rec["location"][0]
        w.find(rec, "meeting", topic, "title", f"the {topic} meeting is in {room}")
        if city is None:
            return f"the room for the {topic.lower()} meeting", [room]
        dial = w.note(f"{topic} dial-in", f"Dial-in code for {topic.lower()}: {code}")
        w.find(dial, "notes", "dial-in", "title", f"dial-in code {code}")
        return f"the {topic.lower()} meeting details", [room, code]
    if kind == "hotel":
        city = city or w.city()
        start = w.rng.randint(2, 12)
        rec = w.stay(f"{w.pick(P.HOTEL_BRANDS)} {city}", day(start), day(start + 2),
                     w.pick(P.ROOM_TYPES), [USER], USER_PHONE, "booked")
        w.find(rec, "accommodation", city, "hotel", f"the {city} hotel is {rec['hotel']}", deep=False)
        return f"my {city} hotel", [rec["hotel"]]
    if kind == "pickup":
        city = city or w.city()
        spot = f"{w.pick(('North', 'South', 'East', 'West'))} Gate {w.pick('ABCDEF')}"
        rec = w.note(f"{city} pickup", f"Driver meets us at the {spot} of {city} station.")
        w.find(rec, "notes", "pickup", "title", f"the {city} pickup point is the {spot}")
        return f"the {city} pickup point", [spot]
    rec = w.note("Home Wi-Fi", f"Wi-Fi password: {code}")
    w.find(rec, "notes", "Wi-Fi", "title", f"the Wi-Fi password is {code}")
    return "the Wi-Fi password", [code]


def op_message(w: World, cap: str) -> Intent:
    if cap == "preference_inference":
        p, ref = who(w, "plain")
        card = w.pick(P.ATTACHMENTS)
        for _ in range(2):
            other = w.person(w.company(), "supplier")
            rec = w.sms_out(other, f"Nice to meet you, {other.first}! My card is attached.",
                            past(w, 5, 60), attachment=[card])
            w.find(rec, "sms", card, "attachment")
            w.cite(rec, f"attach {card} (introductions always carry this card)")
        args = {"telephone": p.phone, "text": f"Hi {p.first}, here is my card.", "attach": [card]}
        return Intent(w.pick(PHRASE["intro"]).format(who=ref),
                      [call("Messages_Send", args, free=("text",))])
    p, ref = who(w, cap)
    if cap == "integration":
        city = w.city()
        if w.rng.random() < 0.5:
            what, facts = _shareable(w, "meeting", p, city=city)
        else:
            facts = _shareable(w, "hotel", city=city)[1] + _shareable(w, "pickup", city=city)[1]
            what = f"my {city} trip details"
    else:
        what, facts = _shareable(w, w.pick(("meeting", "hotel", "pickup", "wifi")), p)
    args = {"telephone": p.phone, "text": "Here you go: " + ", ".join(facts)}
    return Intent(w.pick(PHRASE["message"]).format(who=ref, what=what),
                  [call("Messages_Send", args, facts={"text": facts}, free=("attach",))])


def op_contact(w: World, cap: str) -> Intent:
    company = w.company()
    if cap == "integration":
        city = w.city()
        event = f"{city} trade fair"
        w.find(w.schedule(event, past(w, 1, 5), 9 * 60, 17 * 60, f"{city} Expo Center"), "schedule",
               "trade fair", "title", f"the {event} took place this week")
        people = group(w, w.rng.randint(2, 3), event,
                       ("Great meeting you at the {event}! This is my mobile.",
                        "Hi, we spoke at the {event}, call me on this number."),
                       in_contacts=False)
        for p in people:
            rec = next(r for r, _ in reversed(w.evidence) if p.name in json.dumps(r))
            if rec.get("content", "").startswith(p.name):  # a note: the number is written in it
                rec["content"] += f" Mobile: {p.phone}."
            w.cite(rec, f"{p.name}'s number {p.phone}")
        calls = [call("Contacts_Create", {"name": p.name, "telephone": p.phone}, free=CONTACT_FREE)
                 for p in people]
        return Intent(w.pick(PHRASE["contact_all"]).format(event=event), calls)
    if cap == "reasoning":
        p, ref = who(w, cap, in_contacts=False, company=company)
        intro = w.sms_in(p, "Hello, just checking you got the quote.", past(w, 1, 10))
        ref = f"{ref}'s number"
    else:
        p = w.person(company, "supplier")
        ref = f"{p.first}'s number"
        w.bare_first.add(p.first)
        intro = w.pick((
            lambda: w.sms_in(p, f"Hi, this is {p.name} from {company}. Save my number!", past(w, 1, 10)),
            lambda: w.voicemail(p, f"Hi, {p.name} from {company} here, call me back on this number.",
                                past(w, 1, 10)),
        ))()
    fld = "sender_name" if "sender_name" in intro else "caller_name"
    app = "sms" if fld == "sender_name" else "voicemail"
    args: dict[str, Any] = {"name": p.name, "telephone": p.phone}
    free = CONTACT_FREE
    number = f"number {p.phone}"
    if cap == "disambiguation":  # the introduction came from a number that has since changed
        p.old_phone = w.number("phone")
        intro["sender_phone" if app == "sms" else "caller_number"] = p.old_phone
        intro["date"] = past(w, 20, 40)
        number = f"first number {p.old_phone}"
        new = w.sms_in(p, "New number from today - please use this one, the old one is gone.",
                       past(w, 1, 5))
        w.find(new, "sms", p.name, "sender_name",
               f"{p.name}'s current number is {p.phone} (supersedes {p.old_phone})", noisy=True, deep=False)
    w.find(intro, app, p.first, fld, f"{p.name} of {company}, {number}", noisy=cap != "disambiguation")
    if cap == "preference_inference":
        for _ in range(2):
            q = w.person(w.company(), "supplier")
            rec = w.contact(q)
            w.find(rec, "contacts", "supplier", "relationship")
            w.cite(rec, "saved suppliers always carry their company")
        args["company"] = company
        free = tuple(f for f in CONTACT_FREE if f != "company")
    return Intent(w.pick(PHRASE["contact"]).format(who=ref), [call("Contacts_Create", args, free=free)])


CONTACT_FREE = ("company", "email", "address", "birthday", "identifyCard", "relationship", "note")


def op_payment(w: World, cap: str) -> Intent:
    if cap == "preference_inference":
        child = w.pick((("Miao Xu", "Miao"), ("Xin Xu", "Xin")))
        p = Person(child[0], w.number("phone"), w.number("account"), relation="child")
        amount = float(w.rng.randint(3, 15) * 100)
        for months in (1, 2, 3):
            rec = w.payment(p.name, p.account, amount, "Allowance", day(-30 * months + 1))
            if months == 1:
                w.find(rec, "transaction", p.name, "payee", deep=False)
            w.cite(rec, f"monthly allowance {amount:g} to {p.name}, account {p.account}")
        w.payment(p.name, p.account, float(w.rng.randint(5, 30) * 10), "Birthday gift", past(w, 40, 80))
        args = {"item": "Allowance", "amount": amount, "receivingName": p.name,
                "receivingAccount": p.account}
        return Intent(w.pick(PHRASE["allowance"]).format(who=child[1]),
                      [call("Consumption_Create", args, free=("item", "note"),
                            alts={"receivingName": [child[1]]})])
    p, ref = who(w, cap, in_contacts=False)
    account = p.account
    old = w.payment(p.name, p.account, float(w.rng.randint(5, 50) * 10), w.pick(P.PURCHASES),
                    past(w, 20, 90))
    if cap == "disambiguation":
        account = w.number("account")
        w.find(old, "transaction", p.name, "payee", f"{p.name} was paid at {p.account} before", deep=False)
        new = w.sms_in(p, f"I switched banks - please use my new account {account} from now on.",
                       past(w, 1, 15))
        w.find(new, "sms", "account", "content", f"{p.name}'s current account is {account}", deep=False)
    else:
        w.find(old, "transaction", p.name, "payee", f"{p.name}'s account {account}", deep=False)
    if cap == "integration":
        debts = w.rng.sample(P.DEBTS, 2)
        amounts = [w.rng.randint(lo, hi) for _, lo, hi in debts]
        for (item, _, _), amt, app in zip(debts, amounts, w.rng.sample(["sms", "voicemail", "notes"], 2)):
            text = f"You owe me {amt} for {item}." if app != "notes" else f"{p.first} paid {amt} for {item}, pay back."
            rec = {"sms": lambda: w.sms_in(p, text, past(w, 1, 10)),
                   "voicemail": lambda: w.voicemail(p, text, past(w, 1, 10)),
                   "notes": lambda: w.note("IOU", text)}[app]()
            fld = {"sms": "sender_name", "voicemail": "caller_name", "notes": "content"}[app]
            w.find(rec, app, p.name if app != "notes" else p.first, fld, f"owe {p.first} {amt} for {item}",
                   noisy=app != "notes")
        amount = float(sum(amounts))
        w.cite(old, f"amount {amount:g} = " + " + ".join(map(str, amounts)) + f" (all debts to {p.first})")
    else:
        item, lo, hi = w.pick(P.DEBTS)
        amount = float(w.rng.randint(lo, hi))
        text = f"Hey, it's {amount:g} for the {item} when you get a chance."
        w.find(w.sms_in(p, text, past(w, 1, 10)), "sms", p.name, "sender_name",
               f"amount {amount:g} for {item}", noisy=True, deep=False)
    args = {"item": "Repayment", "amount": amount, "receivingName": p.name, "receivingAccount": account}
    return Intent(w.pick(PHRASE["pay"]).format(who=ref),
                  [call("Consumption_Create", args, free=("item", "note"),
                        alts={"receivingName": [p.first]})])


def _trip_plan(w: World, p: Person | None, city: str, offset: int,
               say_mode: bool) -> tuple[int, str, dict[str, Any]]:
    """A message fixing a departure to ``city`` ``offset`` days ahead (naming the mode or not)."""
    dep = w.rng.randint(7 * 4, 19 * 4) * 15
    mode = w.pick(("train", "plane", "car"))
    sender = p or w.person(w.company(), "travel agent")
    rel = relative_day(offset, w.rng)
    how = f"the {mode} from {P.HOME_CITY}" if say_mode else f"leaving {P.HOME_CITY}"
    rec = w.sms_in(sender, f"For {city}: {how} {rel} at {hm(dep)} works.", past(w, 1, 5))
    w.find(rec, "sms", city, "content", f"{derived_date(offset, rel)}; "
           + (f"{mode} " if say_mode else "") + f"from {P.HOME_CITY} to {city} at {hms(dep)}", deep=False)
    return dep, mode, rec


def later(w: World, first: dict[str, Any], second: dict[str, Any]) -> dict[str, Any]:
    """Date ``second`` on ``first``'s day, strictly after it: the update that supersedes it."""
    t = dt.time.fromisoformat(first["time"])
    second["date"] = first["date"]
    second["time"] = hms(min(t.hour * 60 + t.minute + w.rng.randint(5, 90), 23 * 60 + 59))
    return second


def _purpose(w: World, city: str, offset: int) -> str:
    """Plant the calendar entry that ties a trip's purpose (named by the user) to its city."""
    purpose = w.pick(P.PURPOSES)
    rec = w.schedule(f"{purpose.capitalize()} in {city}", day(offset), 9 * 60, 17 * 60, city)
    w.find(rec, "schedule", purpose, "title", f"the {purpose} is in {city} on {day(offset)}")
    return purpose


def op_transport(w: World, cap: str) -> Intent:
    city = w.city()
    offset = w.rng.randint(1, 12)
    purpose = _purpose(w, city, offset)
    passengers, phone, ref = [USER], USER_PHONE, "my"
    p: Person | None = None
    if cap == "reasoning":
        p, role = who(w, cap, roles=P.WORK_ROLES)
        passengers, phone, ref = [p.name], p.phone, f"{role}'s"
    dep, mode, plan = _trip_plan(w, p, city, offset, cap != "preference_inference")
    if cap == "disambiguation":
        dep += w.rng.choice((-2, -1, 1, 2)) * 60
        upd = later(w, plan, w.sms_in(Person(plan["sender_name"], plan["sender_phone"], ""),
                                      f"Change for {city}: take the {hm(dep)} {mode} instead.", ""))
        w.find(upd, "sms", "Change", "content", f"new departure time {hms(dep)} (later message)", deep=False)
        w.trip(day(offset + 3), dep, P.HOME_CITY, city, mode, [USER], USER_PHONE, "cancelled")
    if cap == "integration":
        event = f"{city} team trip"
        people = group(w, 2, event, SAY_JOIN, in_contacts=False)
        passengers = [USER, *(q.name for q in people)]
        ref = "our"
    if cap == "preference_inference":
        for _ in range(2):
            rec = w.trip(past(w, 15, 120), w.rng.randint(28, 76) * 15, P.HOME_CITY, w.pick(P.CITIES),
                         mode, [USER], USER_PHONE, "completed")
            w.find(rec, "transport", "completed", "status")
            w.cite(rec, f"transportType {mode} (the user always travels by {mode})")
    args = {"date": day(offset), "time": hms(dep), "start": P.HOME_CITY, "end": city,
            "passenger": passengers, "telephone": phone, "transportType": mode}
    return Intent(w.pick(PHRASE["transport"]).format(whose=ref, purpose=purpose),
                  [call("Transport_Create", args)])


def op_stay(w: World, cap: str) -> Intent:
    city = w.city()
    start = w.rng.randint(2, 14)
    nights = w.rng.randint(1, 4)
    hotel = f"{w.pick(P.HOTEL_BRANDS)} {city}"
    people, phone, whose = [USER], USER_PHONE, "my"
    args: dict[str, Any] = {}
    purpose = _purpose(w, city, start)
    if cap == "reasoning":
        p, role = who(w, cap, roles=P.WORK_ROLES)
        people, phone, whose = [p.name], p.phone, f"{role}'s"
        rel_in, rel_out = relative_day(start, w.rng), relative_day(start + nights, w.rng)
        rec = w.sms_in(p, f"I'm in {city} {rel_in} until {rel_out.removeprefix('on ')}, please put me at the {hotel}.",
                       past(w, 1, 5))
        w.find(rec, "sms", city, "content",
               f"check-in {derived_date(start, rel_in)}; check-out {derived_date(start + nights, rel_out)}; "
               f"hotel {hotel}", deep=False)
    elif cap == "preference_inference":
        room = w.pick(P.ROOM_TYPES)
        w.cite(w.evidence[-1][0], f"check-in {day(start)}")
        back = w.schedule(f"Back from {city}", day(start + nights), 18 * 60, 19 * 60, P.HOME_CITY)
        w.find(back, "schedule", "Back from", "title", f"back on {day(start + nights)} (check-out)")
        for _ in range(2):
            d = w.rng.randint(30, 200)
            rec = w.stay(hotel, day(-d), day(-d + 2), room, [USER], USER_PHONE, "completed")
            w.find(rec, "accommodation", city, "hotel", deep=False)
            w.cite(rec, f"usual hotel in {city}: {hotel}, {room}")
        w.stay(f"{w.pick(P.HOTEL_BRANDS)} {w.pick([c for c in P.CITIES if c != city])}", past(w, 20, 90),
               past(w, 1, 19), w.pick(P.ROOM_TYPES), [USER], USER_PHONE, "completed")
        args["roomType"] = room
    else:
        outbound = w.trip(day(start), w.rng.randint(28, 60) * 15, P.HOME_CITY, city, "train", [USER],
                          USER_PHONE, "booked")
        back = w.trip(day(start + nights), w.rng.randint(60, 76) * 15, city, P.HOME_CITY, "train",
                      [USER], USER_PHONE, "booked")
        w.find(outbound, "transport", city, "destination", f"check-in {day(start)} (arrival in {city})",
               deep=False)
        w.find(back, "transport", city, "origin", f"check-out {day(start + nights)} (return from {city})",
               deep=False)
        if cap == "disambiguation":
            w.trip(day(start + 1), 9 * 60, P.HOME_CITY, city, "plane", [USER], USER_PHONE, "cancelled")
            w.stay(hotel, day(start - 3), day(start - 1), w.pick(P.ROOM_TYPES), [USER], USER_PHONE, "cancelled")
        tip = w.person(w.company(), "colleague")
        rec = w.pick((
            lambda: w.find(w.note(f"{city} tips", f"Stay at {hotel}, close to the office."),
                           "notes", city, "title"),
            lambda: w.find(w.sms_in(tip, f"In {city} I always stay at {hotel}, very convenient.",
                                    past(w, 1, 15)), "sms", city, "content", deep=False),
        ))()
        w.cite(rec, f"hotel {hotel}")
        if cap == "integration":
            mates = group(w, 2, f"{city} visit", SAY_JOIN, in_contacts=False)
            people = [USER, *(q.name for q in mates)]
            args["num"] = len(people)
            whose = "our"
    full = {"dateCheckIn": day(start), "dateCheckOut": day(start + nights), "location": hotel,
            **args, "people": people, "telephone": phone}
    free = ("roomType",) if "roomType" not in args else ()
    free += ("num",) if cap == "integration" else ()
    return Intent(w.pick(PHRASE["stay"]).format(whose=whose, purpose=purpose),
                  [call("Accommodation_Create", full, free=free)])


LEADS = ((15, "15 minutes"), (30, "30 minutes"), (60, "1 hour"), (90, "90 minutes"), (120, "2 hours"))


def _lead_rule(w: World, what: str) -> int:
    lead, words = w.pick(LEADS)
    w.find(w.note("Alarm rule", f"Alarm {words} before any {what}."), "notes", "Alarm rule", "title",
           f"alarms go {words} before a {what}")
    return lead


def op_alarm(w: World, cap: str) -> Intent:
    args: dict[str, Any] = {}
    if cap == "integration":
        kind = w.pick(("Yoga class", "Swimming class", "Language class"))
        days = sorted(w.rng.sample(range(1, 6), 3))
        start = w.rng.randint(26, 32) * 15
        for d in days:
            offset = (d - 6) % 7 or 7  # NOW is a Saturday (weekday 6)
            rec = w.schedule(kind, day(offset), start + 60, start + 120, w.pick(P.VENUES))
            w.find(rec, "schedule", kind, "title")
            w.cite(rec, f"{kind} on {day(offset)}, weekday {d} ({weekday_name(day(offset))})")
        wake = w.note("Wake-up", f"On {kind.lower()} days I get up at {hm(start)}.")
        w.find(wake, "notes", "Wake-up", "title", f"time {hms(start)}; repeatDayOfWeek "
               + ", ".join(map(str, days)))
        args = {"time": hms(start), "repeatDayOfWeek": days}
        text = w.pick(PHRASE["alarm_weekly"]).format(kind=kind.lower())
        return Intent(text, [call("Clock_CreateAlarm", args, free=("name",))])
    offset = 1
    if cap == "reasoning":
        p, role = who(w, cap, in_contacts=False)
        start = w.rng.randint(32, 64) * 15
        rec = w.meeting(f"Call with {p.first}", day(offset), start, start + 30, [p.name],
                        "Online", "scheduled")
        w.find(rec, "meeting", p.name, "participants", f"call with {p.name} on {day(offset)} at {hms(start)}",
               noisy=True)
        what, text = "call", w.pick(PHRASE["alarm_person"]).format(who=role)
    else:
        event = w.pick(P.EVENTS)
        start = w.rng.randint(32, 64) * 15
        rec = w.schedule(event, day(offset), start, start + 60,
                         w.pick(P.CLINICS if event in P.MEDICAL_EVENTS else P.VENUES))
        w.find(rec, "schedule", event, "title", f"{event} tomorrow ({day(offset)}) at {hms(start)}")
        if cap == "disambiguation":
            start += w.rng.choice((-2, -1, 1, 2)) * 30
            host = w.person(rec["location"], "service")
            w.find(w.sms_in(host, f"Your {event.lower()} tomorrow is moved to {hm(start)}.", past(w, 0, 1)),
                   "sms", event.lower(), "content", f"{event} moved to {hms(start)}", deep=False)
        what, text = "appointment", w.pick(PHRASE["alarm"]).format(event=event.lower())
    lead = _lead_rule(w, what)
    args = {"time": hms(start - lead)}
    w.evidence[-1] = (w.evidence[-1][0], w.evidence[-1][1] + f"; time {hms(start - lead)} = {hms(start)} - {lead} min")
    if cap == "preference_inference":
        ring = (w.pick((5, 10)), w.pick((3, 5, 10)), w.pick((10, 15, 20)))
        for name in w.rng.sample(("Morning", "Gym", "Pick up kids", "Medicine"), 2):
            rec = w.alarm(w.rng.randint(24, 80) * 15, name, ring)
            w.find(rec, "alarm", name, "alarm_name")
            w.cite(rec, f"usual ring settings: {ring[0]} min, {ring[1]} times, every {ring[2]} min")
        args |= {"alarmDuration": ring[0], "alarmCount": ring[1], "alarmInterval": ring[2]}
    return Intent(text, [call("Clock_CreateAlarm", args, free=("name",))])


def op_meeting(w: World, cap: str) -> Intent:
    p, ref = who(w, cap, in_contacts=False, company=w.company())
    topic = w.pick(P.MEETING_TOPICS)
    offset = w.rng.randint(1, 9)
    start = w.rng.randint(18, 32) * 30
    end = start + w.pick((30, 60, 90))
    room = w.pick(P.MEETING_ROOMS)
    rel = relative_day(offset, w.rng)
    where = "" if cap == "preference_inference" else f" in {room}"
    ask = w.sms_in(p, f"Can we meet about {topic.lower()} {rel}, {hm(start)}-{hm(end)}{where}?",
                   past(w, 0, 3))
    w.find(ask, "sms", topic.lower(), "content",
           f"{derived_date(offset, rel)}, {hms(start)}-{hms(end)}" + (f", location {room}" if where else ""),
           deep=False)
    participants = [p.name]
    args: dict[str, Any] = {}
    if cap == "disambiguation":
        start += w.pick((-60, 60, 120))
        end = start + 60
        upd = later(w, ask, w.sms_in(p, f"Sorry, {topic.lower()} has to be {hm(start)}-{hm(end)} "
                                        "instead, same day.", ""))
        w.find(upd, "sms", "instead", "content", f"moved to {hms(start)}-{hms(end)} (later message)",
               deep=False)
    if cap == "integration":
        others = group(w, 2, topic.lower(), ("Please add me to the {event} meeting.",
                                             "I want to join the {event} meeting too."),
                       in_contacts=False)
        participants += [q.name for q in others]
    if cap == "preference_inference":
        remind = w.pick(("30 minutes before", "1 hour before", "1 day before"))
        for _ in range(2):
            d = w.rng.randint(10, 80)
            rec = w.meeting(w.pick(P.MEETING_TOPICS), day(-d), 14 * 60, 15 * 60, [p.name], room,
                            "finished", reminder=remind)
            w.find(rec, "meeting", p.name, "participants", noisy=True, deep=False)
            w.cite(rec, f"meetings with {p.first}: room {room}, reminder {remind}")
        args["timeRemind"] = remind
    full = {"dateStart": day(offset), "dateEnd": day(offset), "timeStart": hms(start),
            "timeEnd": hms(end), **args, "location": [room], "participants": participants}
    return Intent(w.pick(PHRASE["meeting"]).format(who=ref),
                  [call("Meeting_Create", full, free=("title",), alts={"participants": [
                      [n.split()[0] for n in participants]]})])


def op_todo(w: World, cap: str) -> Intent:
    if cap == "integration":
        city = w.city()
        offset = w.rng.randint(2, 10)
        trip = w.trip(day(offset), w.rng.randint(28, 60) * 15, P.HOME_CITY, city, "train", [USER],
                      USER_PHONE, "booked")
        w.find(trip, "transport", city, "destination", f"trip to {city} on {day(offset)}", deep=False)
        items = w.rng.sample(P.PACKING, 2)
        for item in items:
            group(w, 1, f"{city} trip", (f"Don't forget to bring the {item} for the {{event}}!",),
                  in_contacts=False)
            w.cite(w.evidence[-1][0], f"bring the {item}")
        rule = w.note("Packing", "I pack the evening before a trip, at 21:00.")
        w.find(rule, "notes", "Packing", "title",
               f"date {day(offset - 1)} (the day before {day(offset)}), time 21:00")
        args = {"content": "Pack " + " and ".join(items), "date": day(offset - 1), "time": "21:00"}
        return Intent(w.pick(PHRASE["todo_pack"]).format(city=city),
                      [call("TodoList_Create", args, facts={"content": items})])
    p, ref = who(w, cap, in_contacts=False)
    chore, key = w.pick(P.CHORES)
    offset = w.rng.randint(1, 9)
    rel = relative_day(offset, w.rng)
    due = w.rng.randint(36, 72) * 15
    pref = cap == "preference_inference"
    ask = w.sms_in(p, f"Could you {chore} {rel}" + ("" if pref else f" by {hm(due)}") + "?", past(w, 0, 3))
    w.find(ask, "sms", key, "content", f"{key}; {derived_date(offset, rel)}"
           + ("" if pref else f", time {hm(due)}"), deep=False)
    if cap == "disambiguation":
        offset2 = offset + w.rng.randint(1, 3)
        rel2 = relative_day(offset2, w.rng)
        offset = offset2
        upd = later(w, ask, w.sms_in(p, f"Update: {rel2.removeprefix('on ')} is fine for that too, same time.", ""))
        w.find(upd, "sms", "Update", "content", f"deadline moved: {derived_date(offset2, rel2)}", deep=False)
    if pref:
        due = w.pick((20 * 60, 21 * 60, 8 * 60))
        for _ in range(2):
            rec = w.add("notes", title="To-do", content=w.pick(P.CHORES)[0].capitalize(),
                        creation_date=past(w, 5, 40), creation_time=hm(due))
            w.find(rec, "notes", "To-do", "title")
            w.cite(rec, f"to-dos are always set at {hm(due)}")
    args = {"content": chore.capitalize(), "date": day(offset), "time": hm(due)}
    return Intent(w.pick(PHRASE["todo"]).format(who=ref),
                  [call("TodoList_Create", args, facts={"content": [key]})])


def op_schedule(w: World, cap: str) -> Intent:
    event = w.pick(P.EVENTS)
    offset = w.rng.randint(1, 13)
    start = w.rng.randint(16, 38) * 30
    end = start + w.pick((30, 60, 90))
    venue = w.pick(P.CLINICS if event in P.MEDICAL_EVENTS else P.VENUES)
    args: dict[str, Any] = {}
    text = w.pick(PHRASE["schedule"]).format(event=event.lower())
    if cap == "reasoning":
        p, role = who(w, cap, in_contacts=False)
        text = w.pick(PHRASE["schedule_person"]).format(who=role)
        event = f"Session with {p.first}"
    else:
        p = w.person(venue, "service")
    rel = relative_day(offset, w.rng)
    if cap == "integration":
        msg = w.sms_in(p, f"Your {event.lower()} is {rel}.", past(w, 0, 3))
        w.find(msg, "sms", event.lower(), "content", derived_date(offset, rel), deep=False)
        vm = w.voicemail(p, f"About your {event.lower()}: it runs {hm(start)} to {hm(end)}.", past(w, 0, 3))
        w.find(vm, "voicemail", event.lower(), "message_content", f"time {hms(start)}-{hms(end)}")
        nt = w.note(event, f"{event} is at {venue}.")
        w.find(nt, "notes", event, "title", f"location {venue}")
    else:
        msg = w.sms_in(p, f"Your {event.lower()} is {rel}, {hm(start)}-{hm(end)} at {venue}.", past(w, 0, 3))
        w.find(msg, "sms", event.lower() if cap != "reasoning" else p.name,
               "content" if cap != "reasoning" else "sender_name",
               f"{derived_date(offset, rel)}, {hms(start)}-{hms(end)}, location {venue}", deep=False)
    if cap == "disambiguation":
        offset += w.rng.randint(1, 3)
        rel2 = relative_day(offset, w.rng)
        upd = later(w, msg, w.sms_in(p, f"Rescheduled: your {event.lower()} moves to {rel2.removeprefix('on ')}, "
                                        "same time and place.", ""))
        w.find(upd, "sms", "Rescheduled", "content", f"moved: {derived_date(offset, rel2)}", deep=False)
    if cap == "preference_inference":
        remind = w.pick(("30 minutes before", "1 hour before", "1 day before"))
        repeat = w.pick(("weekly", "monthly"))
        for _ in range(2):
            rec = w.schedule(event, past(w, 7, 90), start, end, venue, remind, repeat)
            w.find(rec, "schedule", event, "title", deep=False)
            w.cite(rec, f"{event} entries: reminder {remind}, repeat {repeat}")
        args = {"timeRemind": remind, "repeat": repeat}
    full = {"date": day(offset), "title": event, "timeStart": hms(start), "timeEnd": hms(end),
            **args, "location": venue}
    return Intent(text, [call("Schedule_Create", full, free=("title",))])


#: operation category -> builder.
BUILDERS: dict[str, Callable[[World, str], Intent]] = {
    "book_accommodation": op_stay, "set_alarm": op_alarm, "make_call": op_call,
    "save_contact": op_contact, "create_meeting": op_meeting, "send_message": op_message,
    "create_note": op_todo, "make_payment": op_payment, "create_schedule": op_schedule,
    "book_transport": op_transport,
}

#: Instruction phrasings, kept short like SPIEval's (30-40 characters) and never stating a value.
PHRASE: dict[str, tuple[str, ...]] = {
    "call": ("Call {who}.", "Give {who} a call.", "Ring {who} now.", "Phone {who}.",
             "Get {who} on the phone.", "Dial {who} for me.", "Call {who} back."),
    "call_all": ("Call everyone from the {event}.", "Ring all the {event} people.",
                 "Phone each {event} attendee.", "Call the {event} crowd."),
    "message": ("Send {who} {what}.", "Text {who} {what}.", "Message {who} {what}.",
                "SMS {who} {what}.", "Let {who} know {what}."),
    "intro": ("Introduce myself to {who} by SMS.", "Send {who} my contact card.",
              "Text {who} my business card.", "Share my card with {who}."),
    "contact": ("Save {who}.", "Add {who} to contacts.", "Store {who} in my phone.",
                "Keep {who}.", "Put {who} in my contacts."),
    "contact_all": ("Save everyone from the {event}.", "Add the {event} people to contacts.",
                    "Save the contacts from the {event}.", "Store the {event} contacts."),
    "pay": ("Pay {who} back.", "Settle up with {who}.", "Pay back what I owe {who}.",
            "Transfer {who} the money I owe.", "Clear my debt with {who}.", "Repay {who}."),
    "allowance": ("Send {who} this month's allowance.", "Pay {who} the usual allowance.",
                  "Transfer {who}'s allowance.", "Give {who} the monthly pocket money."),
    "transport": ("Book {whose} tickets for the {purpose}.", "Book {whose} trip to the {purpose}.",
                  "Get {whose} tickets for the {purpose}.", "Arrange {whose} travel for the {purpose}.",
                  "Sort out {whose} ride to the {purpose}."),
    "stay": ("Book a hotel for {whose} {purpose}.", "Book {whose} hotel for the {purpose}.",
             "Reserve {whose} stay for the {purpose}.", "Find {whose} room for the {purpose}.",
             "Get {whose} accommodation for the {purpose}."),
    "alarm": ("Set an alarm for my {event}.", "Wake me for the {event}.",
              "Alarm for tomorrow's {event}.", "Don't let me miss the {event}.",
              "Alarm me before the {event}."),
    "alarm_person": ("Set an alarm for my call with {who}.", "Alarm before talking to {who}.",
                     "Remind me by alarm of the {who} call.", "Wake me for the {who} call."),
    "alarm_weekly": ("Set alarms for my {kind} days.", "Wake me on {kind} days.",
                     "Alarm for every {kind} morning.", "Repeat an alarm for {kind}."),
    "meeting": ("Set up the meeting {who} asked for.", "Book the meeting with {who}.",
                "Schedule {who}'s meeting request.", "Arrange the meeting {who} wants.",
                "Accept {who}'s meeting request."),
    "todo": ("Add a to-do for {who}'s request.", "Note {who}'s request as a to-do.",
             "To-do: what {who} asked me.", "Don't let me forget {who}'s request.",
             "Track {who}'s ask in my to-dos."),
    "todo_pack": ("Make a packing to-do for {city}.", "Add a to-do to pack for {city}.",
                  "To-do for the {city} packing.", "Remind me what to pack for {city}."),
    "schedule": ("Put my {event} in the calendar.", "Add the {event} to my schedule.",
                 "Calendar my {event}.", "Block time for the {event}.",
                 "Save the {event} to my calendar."),
    "schedule_person": ("Add my session with {who} to the calendar.",
                        "Schedule my session with {who}.", "Calendar the meeting with {who}.",
                        "Block time for {who}'s session."),
}

# ---------------------------------------------------------------------------------- distractors


def _d_namesake(w: World) -> None:
    """A contact sharing a cast member's surname (or first name, where the cue disambiguates)."""
    p = w.pick(w.people) if w.people else w.person(cast=False)
    if p.first in w.bare_first or w.rng.random() < 0.5:
        q = w.person(w.company(), w.pick(("supplier", "friend")), last=p.last, cast=False)
    else:
        q = w.person(w.company(), w.pick(("supplier", "friend")), first=p.first, cast=False)
    w.contact(q)


def _d_stale(w: World) -> None:
    """An old, irrelevant message from a cast member (from their old number if they had one)."""
    p = w.pick(w.people) if w.people else w.person(cast=False)
    w.sms_in(p, w.pick(P.CHATTER), past(w, 60, 120), phone=p.old_phone or None)


def _d_other_note(w: World) -> None:
    """A note of the same shape as the task's, about someone else."""
    q = w.person(w.company(), cast=False)
    w.note(w.pick(("Calls", "Contacts", "To remember")),
           w.pick((f"Voice calls only with {q.first}.", f"{q.name} used to handle the old account.",
                   f"Ask {q.first} about the {w.pick(P.MEETING_TOPICS).lower()}.")))


def _d_cancelled(w: World) -> None:
    """A cancelled or past booking to a task city (or another)."""
    city = w.pick(w.cities or P.CITIES)
    if w.rng.random() < 0.5:
        w.trip(past(w, 5, 60), w.rng.randint(28, 80) * 15, P.HOME_CITY, city,
               w.pick(("train", "plane")), [USER], USER_PHONE, "cancelled")
    else:
        w.stay(f"{w.pick(P.HOTEL_BRANDS)} {city}", past(w, 20, 40), past(w, 10, 19),
               w.pick(P.ROOM_TYPES), [USER], USER_PHONE, "cancelled")


def _d_out_of_range(w: World) -> None:
    """A finished meeting with a cast member, outside the dates the task is about."""
    p = w.pick(w.people) if w.people else w.person(cast=False)
    d = past(w, 30, 120)
    start = w.rng.randint(18, 32) * 30
    w.meeting(w.pick(P.MEETING_TOPICS), d, start, start + 60, [p.name], w.pick(P.MEETING_ROOMS), "finished")


def _d_other_payment(w: World) -> None:
    q = w.person(cast=False)
    w.payment(q.name, q.account, float(w.rng.randint(2, 60) * 10), w.pick(P.PURCHASES), past(w, 2, 60))


DISTRACTORS: tuple[Callable[[World], None], ...] = (
    _d_namesake, _d_stale, _d_other_note, _d_cancelled, _d_out_of_range, _d_other_payment)


def _filler(w: World, app: str) -> None:
    """One everyday record in ``app`` that no task needs (worlds span many apps, like a phone)."""
    q = w.person(w.company(), cast=False)
    {
        "contacts": lambda: w.contact(q),
        "sms": lambda: w.sms_in(q, w.pick(P.CHATTER), past(w, 1, 30)),
        "voicemail": lambda: w.voicemail(q, w.pick(P.CHATTER), past(w, 1, 30)),
        "notes": lambda: w.note(*w.pick(P.NOTE_TOPICS)),
        "transaction": lambda: w.payment(w.company(), q.account, float(w.rng.randint(2, 90) * 5),
                                         w.pick(P.PURCHASES), past(w, 1, 30)),
        "alarm": lambda: w.alarm(w.rng.randint(24, 36) * 15, w.pick(("Wake up", "Workout", "Nap"))),
        "schedule": lambda: w.schedule(w.pick(P.EVENTS), past(w, 1, 30), 10 * 60, 11 * 60, w.pick(P.VENUES)),
        "meeting": lambda: w.meeting(w.pick(P.MEETING_TOPICS), past(w, 1, 30), 10 * 60, 11 * 60,
                                     [q.name], w.pick(P.MEETING_ROOMS), "finished"),
        "transport": lambda: w.trip(past(w, 10, 90), 9 * 60, P.HOME_CITY, w.pick(P.CITIES), "train",
                                    [USER], USER_PHONE, "completed"),
        "accommodation": lambda: w.stay(f"{w.pick(P.HOTEL_BRANDS)} {w.pick(P.CITIES)}", past(w, 30, 60),
                                        past(w, 20, 29), w.pick(P.ROOM_TYPES), [USER], USER_PHONE,
                                        "completed"),
    }[app]()


def everyday_world(n_records: int, seed: int = 0) -> dict[str, list[dict[str, Any]]]:
    """A phone of ``n_records`` everyday records -- the generator's own fillers -- spread evenly
    over the ten apps in app order and numbered ``<app>-1``, ``<app>-2``...: the worlds of any
    size that benchmarks and stress tests search. The same for a seed, on every machine."""
    w = World(Random(f"everyday:{seed}"), DIFFICULTY["medium"])
    apps = list(APPS)
    for k in range(n_records):
        _filler(w, apps[k % len(apps)])
    return {app: [{**rec, "id": f"{app}-{n}"} for n, rec in enumerate(w.tables[app], start=1)]
            for app in apps if app in w.tables}


#: Per app, what a page-depth copy changes (besides moving its date into the past): the copy
#: keeps the searched identity fields, so it matches the same search but carries no task value.
_PAYLOAD: dict[str, dict[str, Any]] = {
    "sms": {"content": None}, "voicemail": {"message_content": None},
    "meeting": {"meeting_minutes": None, "status": "finished"}, "schedule": {},
    "notes": {"content": None}, "transport": {"status": "completed"}, "alarm": {"status": "off"}}


def _deepen(w: World, pages: int) -> list[dict[str, Any]]:
    """``pages`` pages of look-alike records matching the first deepable search, placed first."""
    search = next((s for s in w.searches if s.deep and s.app in _PAYLOAD and s.field
                   and s.field not in _PAYLOAD[s.app]), None)
    if search is None or pages <= 0:
        return []
    copies = []
    for _ in range(pages * PAGE_SIZE):
        rec = dict(search.target, id="")
        for key, value in _PAYLOAD[search.app].items():
            rec[key] = w.pick(P.CHATTER) if value is None else value
        for key in ("date", "start_date", "end_date", "creation_date"):
            if key in rec:
                rec[key] = past(w, 30, 200)
        copies.append(rec)
    w.tables[search.app] = copies + w.tables[search.app]
    return copies


# ------------------------------------------------------------------------------------ assembly


def _page_of(records: list[dict[str, Any]], s: Search) -> int:
    """The result page on which ``s`` shows its target (searching like the env does)."""
    column = None if s.field is None else APPS[s.app].keys.index(resolve_field(s.app, s.field))
    index = IndexCache().get(tuple(records), APPS[s.app].keys)
    hits = [r["id"] for _, r in search_table(index, Query(s.pattern, s.mode, True, column))]
    if s.target["id"] not in hits:
        raise AssertionError(f"planned search {s} misses its record")
    return hits.index(s.target["id"]) // PAGE_SIZE + 1


def _finalise(w: World, deep: list[dict[str, Any]]) -> dict[str, list[dict[str, Any]]]:
    """Shuffle each table (look-alike copies stay first), then number the records."""
    out: dict[str, list[dict[str, Any]]] = {}
    deep_ids = {id(r) for r in deep}
    for app in sorted(w.tables):
        rows = w.tables[app]
        head = [r for r in rows if id(r) in deep_ids]
        rest = [r for r in rows if id(r) not in deep_ids]
        w.rng.shuffle(rest)
        for n, rec in enumerate(head + rest, start=1):
            rec["id"] = f"{app}-{n}"
        out[app] = head + rest
    return out


def build_task(index: int, seed: int, suite: str, knobs: Knobs, difficulty: str,
               capability: str | None = None, operation: str | None = None) -> Task:
    """Task ``index`` of ``seed``: capability and operation cycle so every pair is covered."""
    rng = Random(f"{seed}:{index}")
    capability = capability or CAPABILITIES[index % len(CAPABILITIES)]
    operation = operation or OPERATIONS[(index // len(CAPABILITIES)) % len(OPERATIONS)]
    w = World(rng, knobs)
    ops = [operation]
    if capability == "multi_intent":
        second = rng.choice([o for o in OPERATIONS if o != operation])
        ops = [operation, second] if rng.random() < 0.5 else [second, operation]
        intents = [BUILDERS[o](w, rng.choice(CAPABILITIES[:4])) for o in ops]
        second_text = intents[1].text
        if second_text[1:2].islower():  # "Call Leo" -> "call Leo", but "SMS Leo" stays
            second_text = second_text[0].lower() + second_text[1:]
        text = intents[0].text.rstrip(".") + " and " + second_text
    else:
        intents = [BUILDERS[operation](w, capability)]
        text = intents[0].text
    for _ in range(knobs.distractors):
        rng.choice(DISTRACTORS)(w)
    apps = [a for a in APPS if a not in w.tables]
    rng.shuffle(apps)
    for app in apps[:max(0, MIN_APPS[difficulty] - len(w.tables))]:
        _filler(w, app)
    deep = _deepen(w, rng.randint(0, knobs.page_depth))
    records = _finalise(w, deep)
    steps: list[list[dict[str, Any]]] = []
    seen: set[tuple[Any, ...]] = set()
    for s in w.searches:
        args: dict[str, Any] = {"pattern": s.pattern}
        if s.field:
            args["field"] = s.field
        if s.mode != "fixed":
            args["mode"] = s.mode
        for page in range(1, _page_of(records[s.app], s) + 1):
            key = (s.app, json.dumps(args, sort_keys=True), page)
            if key not in seen:
                seen.add(key)
                steps.append([{"name": f"search_{s.app}", "arguments": args | ({"page": page} if page > 1 else {})}])
    calls = [c for intent in intents for c in intent.calls]
    steps += [[{"name": c.name, "arguments": c.args}] for c in calls]
    steps.append([{"name": "finish", "arguments": {"answer": FINISH_ANSWER}}])
    evidence: dict[str, list[str]] = {}
    for rec, provides in w.evidence:
        evidence.setdefault(rec["id"], []).append(provides)
    return Task.model_validate({
        "id": f"gen-{seed}-{index:05d}", "suite": suite, "capability": capability,
        "categories": ops, "instruction": text, "profile": PROFILE, "now": f"{NOW:%Y-%m-%d %H:%M:%S}",
        "weekday": WEEKDAY, "records": records,
        "candidate_tools": _offered_tools({c.name for c in calls}, knobs.execution_tools, f"{seed}:{index}"),
        "step_limit": STEP_LIMIT,
        "gold": {"answers": [{"calls": [{"name": c.name, "arguments": c.gold} for c in calls]}],
                 "ordered": False},
        "evidence": [{"record_id": rid, "provides": "; ".join(dict.fromkeys(texts))}
                     for rid, texts in evidence.items()],
        "reference_solution": steps,
    })


def _offered_tools(gold: set[str], execution_tools: int, key: str) -> list[str]:
    """Every retrieval tool, the gold execution tools and seeded distractors up to
    ``execution_tools`` in all, in the catalogue's order. Its own random stream, so the world a
    seed builds does not depend on this knob."""
    if execution_tools >= len(EXECUTION_TOOLS):
        return list(CANDIDATE_TOOLS)
    others = [t for t in EXECUTION_TOOLS if t not in gold]
    chosen = gold | set(Random(f"{key}:tools").sample(others, max(0, execution_tools - len(gold))))
    return [t for t in CANDIDATE_TOOLS if t not in EXECUTION_TOOLS or t in chosen]


def content_hash(task: Task) -> str:
    """What makes two tasks the same for train/test disjointness: instruction + world."""
    blob = json.dumps([task.instruction, task.records], sort_keys=True, ensure_ascii=False)
    return hashlib.sha256(blob.encode()).hexdigest()


def knobs_for(difficulty: str = "medium", *, distractors: int | None = None, noise: float | None = None,
              page_depth: int | None = None, hops: int | None = None,
              execution_tools: int | None = None) -> Knobs:
    base = DIFFICULTY[difficulty]
    return replace(base, **{k: v for k, v in {"distractors": distractors, "noise": noise,
                                              "page_depth": page_depth, "hops": hops,
                                              "execution_tools": execution_tools}.items()
                            if v is not None})


def generate(n: int, seed: int, *, suite: str = "spieval", difficulty: str = "medium",
             distractors: int | None = None, noise: float | None = None,
             page_depth: int | None = None, hops: int | None = None,
             execution_tools: int | None = None, values: str = "any",
             exclude: frozenset[str] | set[str] = frozenset(),
             verify: bool = True, progress: Progress | None = None) -> list[Task]:
    """``n`` distinct tasks for ``seed``: a pure function of its arguments.

    ``values`` is the curriculum of :mod:`mobile_env.tasks.curriculum`: ``copy`` keeps only tasks
    whose gold values are visible verbatim, ``derive`` only those that need date/time arithmetic
    or an implied value, ``any`` all (the indices a filter skips are simply not used).

    Tasks whose :func:`content_hash` is in ``exclude`` (e.g. the training split) or was produced
    already are skipped and the next index is used instead, so a test split can be made disjoint
    from mobile_env.training. With ``verify`` every task is checked by
    :func:`mobile_env.tasks.validate.validate_task` (schema, gold values, grounding, replay 1.0
    and finish-at-once 0) and a failure raises.
    """
    if difficulty not in DIFFICULTY:
        raise ValueError(f"difficulty must be one of {sorted(DIFFICULTY)}")
    knobs = knobs_for(difficulty, distractors=distractors, noise=noise, page_depth=page_depth, hops=hops,
                      execution_tools=execution_tools)
    if knobs.distractors < 0 or knobs.page_depth < 0 or not 0 <= knobs.noise <= 1 or knobs.hops < 1 \
            or knobs.execution_tools < 1:
        raise ValueError("need distractors >= 0, 0 <= noise <= 1, page_depth >= 0, hops >= 1, "
                         "execution_tools >= 1")
    keeps(build_task(0, seed, suite, knobs, difficulty), values)  # checks the name early
    rejected = [0]

    def build(index: int) -> list[Task]:
        task = build_task(index, seed, suite, knobs, difficulty)
        if keeps(task, values):
            rejected[0] = 0
            return [task]
        rejected[0] += 1
        if rejected[0] > MAX_REJECTED:
            raise ValueError(f"no task with values={values!r} in {MAX_REJECTED} indices in a row; "
                             "these knobs cannot produce that curriculum (try values='any')")
        return []

    return distinct_tasks(n, build, content_hash, exclude=exclude, verify=verify,
                          progress=progress)


#: Consecutive indices a ``values`` filter may reject before :func:`generate` gives up.
MAX_REJECTED = 2000


# ---------------------------------------------------------------------------------------- CLI


def _parser() -> argparse.ArgumentParser:
    parser = generation.parser(
        "mobile-env tasks generate",
        "Generate seeded, verifiable SPIEval-style tasks (all 5 capabilities x 10 operation "
        "categories, cycled in order).", "spieval",
        ["mobile-env tasks generate --suite spieval --n 2000 --seed 7 --out tasks/spieval-train.jsonl",
         "mobile-env tasks generate --suite spieval --n 250 --seed 1007 "
         "--exclude tasks/spieval-train.jsonl --out tasks/spieval-test.jsonl"])
    parser.add_argument("--difficulty", choices=sorted(DIFFICULTY), default="medium",
                        help="preset for the knobs below (default medium): " + "; ".join(
                            f"{k}={v.distractors}/{v.noise}/{v.page_depth}/{v.hops}"
                            for k, v in DIFFICULTY.items()) + " (distractors/noise/page-depth/hops)")
    parser.add_argument("--distractors", type=int, help="distractor records per world: namesakes, "
                        "stale messages from old numbers, cancelled bookings, similar notes about "
                        "someone else, out-of-range meetings, unrelated payments")
    parser.add_argument("--noise", type=float, help="probability that a looked-up name (8+ "
                        "characters) carries a typo in its record, so only fuzzy search finds it")
    parser.add_argument("--page-depth", type=int, help="at most this many pages (each task draws "
                        "0..N) of look-alike records placed before the answer of one search, so "
                        "it lies beyond page 1")
    parser.add_argument("--hops", type=int, help="longest role chain in reasoning tasks: 1 = role "
                        "-> person; 2 also allows role -> person -> their assistant")
    parser.add_argument("--execution-tools", type=int,
                        help=f"execution tools offered per task: the gold ones plus seeded "
                             f"distractors up to this many (default all {len(EXECUTION_TOOLS)}); "
                             "fewer tools make shorter prompts and an easier choice")
    parser.add_argument("--values", choices=VALUE_SOURCES, default="any",
                        help="curriculum: 'copy' keeps tasks whose gold values are all visible "
                             "verbatim in the instruction, profile or evidence records; 'derive' "
                             "those needing date/time arithmetic or an implied value; 'any' both "
                             "(default)")
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    args = _parser().parse_args(sys.argv[1:] if argv is None else list(argv))
    return generation.run(args, generate, content_hash, difficulty=args.difficulty,
                          distractors=args.distractors, noise=args.noise, page_depth=args.page_depth,
                          hops=args.hops, execution_tools=args.execution_tools, values=args.values)


if __name__ == "__main__":
    sys.exit(main())
