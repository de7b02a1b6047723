"""Seeded procedural generator of SPIEval-style tasks (F13): unlimited, novel and verifiable.

    mobile-env tasks generate --suite spieval --n 2000 --seed 7 --out spieval-train.jsonl
    mobile-env tasks generate --lang zh --side test --exclude TRAIN.jsonl --n 250 --seed 1017 ...

Why it is built this way:

* **Words are data** (:mod:`mobile_env.generation.generator_text`): every sentence, status and
  instruction phrasing comes from a :class:`~mobile_env.generation.generator_text.Language`, so one
  seeded plan is an English or a Chinese world (``--lang zh``: Table 3's Chinese profile, Chinese
  names, places, notes and messages), and a test split is phrased with held-out templates
  (``--side test``) and kept disjoint from its training split by world, instruction text and
  (template, tool sequence) pair (:mod:`mobile_env.generation.disjoint`, :func:`split_keys`).

* **One ``random.Random`` per task**, seeded with the string ``"{seed}:{index}"``: task *i* does
  not depend on ``hash()`` randomisation or the wall clock, so the same seed gives
  byte-identical JSONL on every machine. Its capability and operation follow from *i* alone (so
  a suite keeps Table 1's proportions); only where an earlier task of the suite already has its
  instruction text is it redrawn, seeded ``"{seed}:{index}:{attempt}"`` (:func:`generate`): the
  paper's instructions are each written for their task, and a suite that repeats them teaches
  a planner to answer a text rather than read the phone.
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
* **Search claims are stated, not discovered** (:func:`search_claims`): the generator knows
  which of its searches use fuzzy mode, a field or a later page, so it writes each claim the
  reference earns from the searches it has just run, and a suite's first use (which builds
  without the validator) costs no env run; the validator checks every claim.
* **Difficulty is data** (:data:`DIFFICULTY`): distractor count, noise probability (typos only
  fuzzy search finds), page depth (similar records pushing the answer past page 1) and the
  longest role chain.
"""

from __future__ import annotations

import argparse
import datetime as dt
import hashlib
import json
import re
import sys
from dataclasses import dataclass, replace
from pathlib import Path
from random import Random
from typing import Any, Callable, Collection, Iterable, Sequence, TypeVar

from mobile_env.apps import APPS, resolve_field
from mobile_env.papers import SPIEVAL
from mobile_env.generation import common, disjoint
from mobile_env.generation.common import SIDES, Progress, Side, distinct_tasks
from mobile_env.generation.generator_text import LANGUAGES, Language
from mobile_env.task_format.schema import Fact, Task, fact_wordings, search_needs
from mobile_env.task_format import spieval_world
from mobile_env.generation.curriculum import VALUE_SOURCES, keeps
from mobile_env.tools.search import Query, TableIndex, search_table

# ----------------------------------------------------------------------------------- constants

T = TypeVar("T")
NOW = dt.datetime.fromisoformat(spieval_world.NOW)
WEEKDAY = spieval_world.WEEKDAY
USER_PHONE, USER_ACCOUNT = spieval_world.USER_PHONE, spieval_world.USER_ACCOUNT
CANDIDATE_TOOLS = spieval_world.CANDIDATE_TOOLS
EXECUTION_TOOLS = spieval_world.EXECUTION_TOOLS
CAPABILITIES = spieval_world.CAPABILITIES
OPERATIONS = spieval_world.OPERATIONS
PAGE_SIZE = SPIEVAL.page_size  # the env's default page size in the standard setting
STEP_LIMIT = SPIEVAL.step_limit
#: English names spelled out here: strftime's %A/%b follow the process locale.
DAY_NAMES = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")


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

# ------------------------------------------------------------------------------------- helpers


def day(offset: int) -> str:
    """The ISO date ``offset`` days from now."""
    return (NOW.date() + dt.timedelta(days=offset)).isoformat()


def hms(minutes: int) -> str:
    """``HH:MM:SS`` of a minute-of-day."""
    return f"{minutes // 60:02d}:{minutes % 60:02d}:00"


def hm(minutes: int) -> str:
    return f"{minutes // 60:02d}:{minutes % 60:02d}"


def weekday_name(iso: str) -> str:
    return DAY_NAMES[dt.date.fromisoformat(iso).weekday()]


def derived_date(offset: int, phrase: str) -> str:
    return f"date {day(offset)} ('{phrase}' counted from now, {NOW:%Y-%m-%d} {WEEKDAY})"


@dataclass
class Person:
    """Someone in a world: ``first`` is what the user calls them (a given name), ``name`` the
    full name as the language writes it ("Leo Park", "王建国")."""

    name: str
    phone: str
    account: str
    company: str = ""
    relation: str = ""
    old_phone: str = ""
    first: str = ""
    last: str = ""


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
         facts: dict[str, list[Fact]] | None = None,
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

    def __init__(self, rng: Random, knobs: Knobs, lang: Language, side: Side = "train") -> None:
        self.rng = rng
        self.knobs = knobs
        #: The language of every word written (and the instruction templates of ``side``).
        self.L = lang
        self.P = lang.pools
        self.phrases = lang.phrases[side]
        self.tables: dict[str, list[dict[str, Any]]] = {}
        self.evidence: list[tuple[dict[str, Any], str]] = []
        self.searches: list[Search] = []
        self.people: list[Person] = []
        self.cities: list[str] = []
        self.bare_first: set[str] = set()  # first names the instruction uses on their own
        self._names: set[str] = set(lang.family_names)
        self._firsts: set[str] = set(lang.family_firsts)
        self._numbers: set[str] = {USER_PHONE, USER_ACCOUNT}
        self._companies: set[str] = set()

    # -- values
    def pick(self, pool: Sequence[T]) -> T:
        return self.rng.choice(pool)

    def one_of(self, *plants: Callable[[], dict[str, Any]]) -> dict[str, Any]:
        """The record one of ``plants`` (drawn like :meth:`pick`) plants: alternative places
        for the same fact."""
        return self.pick(plants)()

    def number(self, kind: str) -> str:
        while True:
            if kind == "phone":  # a mainland mobile number: 1, a network digit, nine digits
                value = f"1{self.pick('3589')}{self.rng.randrange(10 ** 9):09d}"
            else:  # a 19-digit account number
                value = f"62{self.rng.randrange(10 ** 17):017d}"
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
            f = first or self.pick(self.P.FIRST_NAMES)
            surname = last or self.pick(self.P.SURNAMES)
            name = self.L.full_name(f, surname)
            pairs = len(self.P.FIRST_NAMES) * len(self.P.SURNAMES)
            if (name not in self._names or len(self._names) > pairs) and (
                    first is not None or f not in self._firsts
                    or len(self._firsts) >= len(self.P.FIRST_NAMES)):
                break
        self._names.add(name)
        self._firsts.add(f)
        p = Person(name, self.number("phone"), self.number("account"), company, relation,
                   first=f, last=surname)
        if cast:
            self.people.append(p)
        return p

    def company(self) -> str:
        """A company no record of this world names yet (while any is left)."""
        fresh = [c for c in self.P.COMPANIES if c not in self._companies] or list(self.P.COMPANIES)
        c: str = self.pick(fresh)
        self._companies.add(c)
        return c

    def city(self) -> str:
        c: str = self.pick([c for c in self.P.CITIES if c not in self.cities])
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
             provides: str | None = None, *, noisy: bool = False,
             deep: bool = True) -> dict[str, Any]:
        """Plan a search that must find ``rec`` (and cite it). With probability ``noise`` a
        ``noisy`` lookup gets a typo in the record, so only fuzzy search finds it (patterns under
        8 characters are spared: one doubled letter there drops below the fuzzy cutoff; a
        Chinese pattern, whose characters weigh more, needs 5)."""
        mode = "fixed"
        if (noisy and fld is not None and isinstance(rec[fld], str) and pattern in rec[fld]
                and len(pattern) >= self.L.noise_min_length
                and self.rng.random() < self.knobs.noise):
            rec[fld] = rec[fld].replace(pattern, typo(pattern, self.rng))
            mode = "fuzzy"
        self.searches.append(Search(app, pattern, fld, mode, rec, deep))
        if provides is not None:
            self.cite(rec, provides)
        return rec

    def sms_in(self, p: Person, content: str, date: str,
               phone: str | None = None) -> dict[str, Any]:
        return self.add("sms", sender_name=p.name, sender_phone=phone or p.phone,
                        recipient_name=self.L.user, recipient_phone=USER_PHONE, date=date,
                        time=self.clock(), content=content, status=self.L.v("read"))

    def sms_out(self, p: Person, content: str, date: str,
                attachment: list[str] | None = None) -> dict[str, Any]:
        rec = self.add("sms", sender_name=self.L.user, sender_phone=USER_PHONE,
                       recipient_name=p.name, recipient_phone=p.phone, date=date,
                       time=self.clock(), content=content, status=self.L.v("sent"))
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
            rec["relationship"] = self.L.v(p.relation)
        rec.update(extra)
        return rec

    def meeting(self, title: str, date: str, start: int, end: int, participants: list[str],
                location: str, status: str, minutes: str = "",
                reminder: str = "10 minutes before") -> dict[str, Any]:
        return self.add("meeting", title=title, start_date=date, end_date=date,
                        start_time=hms(start), end_time=hms(end), reminder=self.L.v(reminder),
                        repeat=self.L.v("never"), participants=participants,
                        meeting_id=str(self.rng.randint(800_000_100, 899_999_999)),
                        location=[location], meeting_minutes=minutes, status=self.L.v(status))

    def schedule(self, title: str, date: str, start: int, end: int, location: str,
                 reminder: str = "10 minutes before", repeat: str = "never") -> dict[str, Any]:
        return self.add("schedule", title=title, date=date, start_time=hms(start),
                        end_time=hms(end), reminder=self.L.v(reminder), repeat=self.L.v(repeat),
                        location=location)

    def payment(self, payee: str, account: str, amount: float, item: str, date: str,
                note: str = "") -> dict[str, Any]:
        return self.add("transaction", item=item, amount=amount, date=date, time=self.clock(),
                        payer=self.L.user, payer_account=USER_ACCOUNT, payee=payee,
                        payee_account=account,
                        note=note)

    def trip(self, date: str, dep: int, origin: str, dest: str, mode: str, names: list[str],
             phone: str, status: str) -> dict[str, Any]:
        hours = {"car": 3, "train": 4, "plane": 2}[mode]
        return self.add("transport", date=date, departure_time=hms(dep),
                        estimated_arrival_time=hms(min(dep + hours * 60, 23 * 60 + 59)),
                        origin=origin, destination=dest, mode=self.L.v(mode), contact=names,
                        contact_number=phone, estimated_cost=str(self.rng.randint(8, 90) * 10),
                        status=self.L.v(status))

    def stay(self, hotel: str, check_in: str, check_out: str, room: str, names: list[str],
             phone: str, status: str) -> dict[str, Any]:
        return self.add("accommodation", hotel=hotel, check_in_date=check_in,
                        check_out_date=check_out, room_type=room, quantity=1, contact=names,
                        contact_number=phone, cost=str(self.rng.randint(30, 150) * 10),
                        status=self.L.v(status))

    def alarm(self, minutes: int, name: str, ring: tuple[int, int, int] = (3, 1, 5),
              repeat: str = "never") -> dict[str, Any]:
        return self.add("alarm", time=hms(minutes), repeat=self.L.v(repeat), alarm_name=name,
                        ring_duration=ring[0], repeat_count=ring[1], ring_interval=ring[2],
                        status=self.L.v(self.pick(("on", "off"))))

    def clock(self) -> str:
        return hms(self.rng.randint(7 * 60, 22 * 60))

    @property
    def user(self) -> str:
        return self.L.user

    def relative_day(self, offset: int) -> str:
        return self.L.relative_day(offset, self.rng)


def spelled(w: World, word: str) -> str:
    """A canonical word for an evidence note, with the world's own spelling when it differs
    ("train (火车)"): how a record's value grounds a gold value."""
    own = w.L.v(word)
    return word if own == word else f"{word} ({own})"


def typo(name: str, rng: Random) -> str:
    """``name`` with one letter doubled inside a word: fixed search misses it, fuzzy finds it."""
    spots = [i for i in range(1, len(name) - 1) if name[i].isalpha() and name[i - 1].isalpha()]
    i = rng.choice(spots)
    return name[:i] + name[i] + name[i:]


def past(w: World, lo: int = 3, hi: int = 60) -> str:
    return day(-w.rng.randint(lo, hi))


# ---------------------------------------------------------------------- who: person resolution


def who(w: World, cap: str, *, in_contacts: bool = True, company: str = "",
        roles: Sequence[tuple[str, str]] | None = None) -> tuple[Person, str]:
    """A person the task acts on and how the instruction refers to them.

    * ``reasoning``: by role ("my manager"), revealed in some app; with ``hops`` > 1 the role
      holder delegates to an assistant ("my manager's assistant"), one more hop;
    * ``disambiguation``: by first name, but either the contact's number is superseded by a
      later SMS, or a namesake with the same first name exists and a cue picks the right one;
    * otherwise by first name (namesake distractors then share only the surname).

    With ``in_contacts`` the person's current number comes from a contacts lookup (cited).
    """
    rng, L = w.rng, w.L
    if cap == "reasoning":
        phrase, kw = w.pick(roles or w.P.ROLES)
        holder = w.person(company)
        work = (phrase, kw) in w.P.WORK_ROLES  # only colleagues are introduced in team meetings
        app, text = w.pick([f for f in w.P.ROLE_FACTS if work or f[0] != "meeting"])
        rec = _role_record(w, holder, app, text.format(name=holder.name, kw=kw))
        field_ = {"notes": "content", "meeting": "meeting_minutes", "sms": "content",
                  "voicemail": "message_content"}[app]
        w.find(rec, app, kw, field_, f"the {kw} is {holder.name}")
        p = holder
        if w.knobs.hops > 1 and rng.random() < 0.5:
            p = w.person(holder.company, "colleague")
            msg = w.sms_in(holder, L.say("assistant_sms", name=p.name), past(w, 2, 20))
            w.find(msg, "sms", holder.name, "sender_name", f"{holder.name}'s assistant is {p.name}",
                   noisy=True)
            phrase = L.say("assistant_ref", phrase=phrase)
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
            w.sms_in(p, w.pick(w.P.CHATTER), past(w, 40, 90), phone=p.old_phone)
            new = w.sms_in(p, L.say("new_number_sms", first=p.first), past(w, 1, 20))
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
        return p, L.say("from_company", first=p.first, company=L.short_company(company))
    p = w.person(company, w.pick(("friend", "colleague", "supplier", "neighbour")))
    w.bare_first.add(p.first)
    if in_contacts:
        w.find(w.contact(p), "contacts", p.first, "name", f"{p.name}'s number {p.phone}")
    return p, p.first


def _role_record(w: World, p: Person, app: str, text: str) -> dict[str, Any]:
    when = past(w, 10, 70)
    if app == "notes":
        return w.note(w.L.say("role_note_title"), text, when)
    if app == "meeting":
        start = w.rng.randint(9, 16) * 60
        return w.meeting(w.L.say("role_meeting_title"), when, start, start + 60, [p.name],
                         w.pick(w.P.MEETING_ROOMS), "finished", minutes=text)
    if app == "sms":
        return w.sms_in(p, text, when)
    return w.voicemail(p, text, when)


def group(w: World, k: int, event: str, say: Sequence[str], *,
          in_contacts: bool = True) -> list[Person]:
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
            rec = w.find(w.note(event, w.L.say("group_note", name=p.name, text=text),
                                past(w, 1, 6)), "notes", event, "title")
        w.cite(rec, f"{p.name} is part of the {event}")
        if in_contacts:
            w.find(w.contact(p), "contacts", p.name, "name", f"{p.name}'s number {p.phone}")
        people.append(p)
    return people


# ------------------------------------------------------------------------------ the operations
# Each builder: (world, capability) -> Intent. ``cap`` is one of the four base capabilities.


def op_call(w: World, cap: str) -> Intent:
    L = w.L
    if cap == "integration":
        event = L.say("workshop", topic=L.lower(w.pick(w.P.MEETING_TOPICS)))
        people = group(w, w.rng.randint(2, 3), event, L.lists["join_say"])
        return Intent(w.pick(w.phrases["call_all"]).format(event=event),
                      [call("Phone_Call", {"telephone": p.phone}) for p in people])
    p, ref = who(w, cap)
    args: dict[str, Any] = {"telephone": p.phone}
    if cap == "preference_inference":
        rec = w.one_of(
            lambda: w.find(w.note(L.say("pref_call_title"), L.say("pref_call_note", first=p.first)),
                           "notes", p.first, "content"),
            lambda: w.find(w.voicemail(p, L.say("pref_call_vm"), past(w, 2, 20)), "voicemail",
                           p.name, "caller_name", noisy=True),
            lambda: w.find(w.sms_out(p, L.say("pref_call_sms"), past(w, 2, 20)),
                           "sms", p.name, "recipient_name", noisy=True),
        )
        w.cite(rec, f"type VIDEO (calls with {p.first} are video calls)")
        args["type"] = "VIDEO"
    return Intent(w.pick(w.phrases["call"]).format(who=ref), [call("Phone_Call", args)])


#: A meeting room's code inside its name ("Room 3B", "3B会议室").
ROOM_CODE = re.compile(r"(?<![0-9A-Za-z])[0-9][A-Z](?![0-9A-Za-z])")


def room_fact(room: str, beside: Sequence[str] = ()) -> Fact:
    """The fact that a message names ``room``: its full name, or, for a room named by a code,
    the code alone too ("meet in 3B" names "Room 3B"; a room is called by its number) --
    unless a fact ``beside`` it in the same message holds that code (a dial-in code
    "QNW-a3bc" must not pass for room 3B: facts match case-folded)."""
    code = ROOM_CODE.search(room)
    if code is None or any(code.group().casefold() in other.casefold() for other in beside):
        return room
    return [room, code.group()]


def room_paraphrases(room: str) -> list[dict[str, Any]]:
    """The paraphrase of a meeting's ``location`` ``[room]`` that no record holds: the room's
    code alone (``["3B"]`` for ``["Room 3B"]``), for a room named by a code; else none."""
    code = ROOM_CODE.search(room)
    return [] if code is None else [{"value": [code.group()], "of": [room],
                                     "why": "a meeting room is called by its code"}]


def _shareable(w: World, kind: str, owner: Person | None = None,
               city: str | None = None) -> tuple[str, list[Fact]]:
    """Plant a fact worth texting; returns (phrase for the instruction, key facts). The facts
    are distinctive strings (a room, a hotel, a code) that any faithful message must contain,
    in any of their wordings (:func:`room_fact`)."""
    L = w.L
    code = "".join(w.pick("ABCDEFGHJKMNPQRSTUVWXYZ") for _ in range(3)) + "-" + \
        "".join(w.pick("abcdefghjkmnpqrstuvwxyz23456789") for _ in range(4))
    if kind == "meeting":
        topic = w.pick(w.P.MEETING_TOPICS)
        start = w.rng.randint(9, 16) * 60
        rec = w.meeting(topic, day(w.rng.randint(2, 9)), start, start + 60,
                        [owner.name] if owner else [], w.pick(w.P.MEETING_ROOMS), "scheduled")
        room = rec["location"][0]
        w.find(rec, "meeting", topic, "title", f"the {topic} meeting is in {room}")
        if city is None:
            return L.say("meeting_room_what", topic=L.lower(topic)), [room_fact(room)]
        dial = w.note(L.say("dialin_title", topic=topic),
                      L.say("dialin_note", topic=L.lower(topic), code=code))
        w.find(dial, "notes", L.say("dialin_key"), "title", f"dial-in code {code}")
        return (L.say("meeting_details_what", topic=L.lower(topic)),
                [room_fact(room, beside=[code]), code])
    if kind == "hotel":
        city = city or w.city()
        start = w.rng.randint(2, 12)
        rec = w.stay(L.say("hotel_name", brand=w.pick(w.P.HOTEL_BRANDS), city=city), day(start),
                     day(start + 2), w.pick(w.P.ROOM_TYPES), [w.user], USER_PHONE, "booked")
        w.find(rec, "accommodation", city, "hotel", f"the {city} hotel is {rec['hotel']}",
               deep=False)
        return L.say("hotel_what", city=city), [rec["hotel"]]
    if kind == "pickup":
        city = city or w.city()
        spot = L.say("gate", direction=w.pick(L.lists["directions"]), letter=w.pick("ABCDEF"))
        rec = w.note(L.say("pickup_title", city=city), L.say("pickup_note", spot=spot, city=city))
        w.find(rec, "notes", L.say("pickup_key"), "title", f"the {city} pickup point is the {spot}")
        return L.say("pickup_what", city=city), [spot]
    rec = w.note(L.say("wifi_title"), L.say("wifi_note", code=code))
    w.find(rec, "notes", L.say("wifi_key"), "title", f"the Wi-Fi password is {code}")
    return L.say("wifi_what"), [code]


def op_message(w: World, cap: str) -> Intent:
    L = w.L
    if cap == "preference_inference":
        p, ref = who(w, "plain")
        card = w.pick(w.P.ATTACHMENTS)
        for _ in range(2):
            other = w.person(w.company(), "supplier")
            rec = w.sms_out(other, L.say("intro_sms", first=other.first), past(w, 5, 60),
                            attachment=[card])
            w.find(rec, "sms", card, "attachment")
            w.cite(rec, f"attach {card} (introductions always carry this card)")
        args = {"telephone": p.phone, "text": L.say("intro_text", first=p.first), "attach": [card]}
        return Intent(w.pick(w.phrases["intro"]).format(who=ref),
                      [call("Messages_Send", args, free=("text",))])
    p, ref = who(w, cap)
    if cap == "integration":
        city = w.city()
        if w.rng.random() < 0.5:
            what, facts = _shareable(w, "meeting", p, city=city)
        else:
            facts = _shareable(w, "hotel", city=city)[1] + _shareable(w, "pickup", city=city)[1]
            what = L.say("trip_details_what", city=city)
    else:
        what, facts = _shareable(w, w.pick(("meeting", "hotel", "pickup", "wifi")), p)
    said = [fact_wordings(fact)[0] for fact in facts]
    args = {"telephone": p.phone, "text": L.say("here_you_go", facts=L.join(said))}
    return Intent(w.pick(w.phrases["message"]).format(who=ref, what=what),
                  [call("Messages_Send", args, facts={"text": facts}, free=("attach",))])


def op_contact(w: World, cap: str) -> Intent:
    L = w.L
    company = w.company()
    if cap == "integration":
        city = w.city()
        event = L.say("trade_fair", city=city)
        w.find(w.schedule(event, past(w, 1, 5), 9 * 60, 17 * 60, L.say("expo_center", city=city)),
               "schedule", L.say("trade_fair_key"), "title", f"the {event} took place this week")
        people = group(w, w.rng.randint(2, 3), event, L.lists["contact_say"], in_contacts=False)
        for p in people:
            rec = next(r for r, _ in reversed(w.evidence)
                       if p.name in json.dumps(r, ensure_ascii=False))
            if rec.get("content", "").startswith(p.name):  # a note: the number is written in it
                rec["content"] += L.say("mobile_suffix", phone=p.phone)
            w.cite(rec, f"{p.name}'s number {p.phone}")
        calls = [call("Contacts_Create", {"name": p.name, "telephone": p.phone}, free=CONTACT_FREE)
                 for p in people]
        return Intent(w.pick(w.phrases["contact_all"]).format(event=event), calls)
    if cap == "reasoning":
        p, ref = who(w, cap, in_contacts=False, company=company)
        intro = w.sms_in(p, L.say("quote_sms"), past(w, 1, 10))
        ref = L.say("number_of", ref=ref)
    else:
        p = w.person(company, "supplier")
        ref = L.say("number_of", ref=p.first)
        w.bare_first.add(p.first)
        intro = w.one_of(
            lambda: w.sms_in(p, L.say("intro_save_sms", name=p.name, company=company),
                             past(w, 1, 10)),
            lambda: w.voicemail(p, L.say("intro_save_vm", name=p.name, company=company),
                                past(w, 1, 10)),
        )
    fld = "sender_name" if "sender_name" in intro else "caller_name"
    app = "sms" if fld == "sender_name" else "voicemail"
    args: dict[str, Any] = {"name": p.name, "telephone": p.phone}
    free: tuple[str, ...] = CONTACT_FREE
    number = f"number {p.phone}"
    if cap == "disambiguation":  # the introduction came from a number that has since changed
        p.old_phone = w.number("phone")
        intro["sender_phone" if app == "sms" else "caller_number"] = p.old_phone
        intro["date"] = past(w, 20, 40)
        number = f"first number {p.old_phone}"
        new = w.sms_in(p, L.say("new_number_today"), past(w, 1, 5))
        w.find(new, "sms", p.name, "sender_name",
               f"{p.name}'s current number is {p.phone} (supersedes {p.old_phone})", noisy=True,
               deep=False)
    w.find(intro, app, p.first, fld, f"{p.name} of {company}, {number}",
           noisy=cap != "disambiguation")
    if cap == "preference_inference":
        for _ in range(2):
            q = w.person(w.company(), "supplier")
            rec = w.contact(q)
            w.find(rec, "contacts", L.v("supplier"), "relationship")
            w.cite(rec, "saved suppliers always carry their company")
        args["company"] = company
        free = tuple(f for f in CONTACT_FREE if f != "company")
    return Intent(w.pick(w.phrases["contact"]).format(who=ref),
                  [call("Contacts_Create", args, free=free)])


CONTACT_FREE = ("company", "email", "address", "birthday", "identifyCard", "relationship", "note")


def op_payment(w: World, cap: str) -> Intent:
    L = w.L
    if cap == "preference_inference":
        child = w.pick(L.children)
        p = Person(child[0], w.number("phone"), w.number("account"), relation="child")
        amount = float(w.rng.randint(3, 15) * 100)
        for months in (1, 2, 3):
            rec = w.payment(p.name, p.account, amount, L.say("allowance"), day(-30 * months + 1))
            if months == 1:
                w.find(rec, "transaction", p.name, "payee", deep=False)
            w.cite(rec, f"monthly allowance {amount:g} to {p.name}, account {p.account}")
        w.payment(p.name, p.account, float(w.rng.randint(5, 30) * 10), L.say("birthday_gift"),
                  past(w, 40, 80))
        args = {"item": L.say("allowance"), "amount": amount, "receivingName": p.name,
                "receivingAccount": p.account}
        template = w.pick(w.phrases["allowance"])
        text = template.format(who=w.pick(child))
        # What the user calls the child is a name the payee goes by where the instruction or
        # the profile writes it (the profile names the children in full).
        nickname = [child[1]] if child[1] in text or child[1] in L.profile["family"] else []
        return Intent(text, [call("Consumption_Create", args, free=("item", "note"),
                                  alts={"receivingName": nickname})])
    p, ref = who(w, cap, in_contacts=False)
    account = p.account
    old = w.payment(p.name, p.account, float(w.rng.randint(5, 50) * 10), w.pick(w.P.PURCHASES),
                    past(w, 20, 90))
    if cap == "disambiguation":
        account = w.number("account")
        w.find(old, "transaction", p.name, "payee", f"{p.name} was paid at {p.account} before",
               deep=False)
        new = w.sms_in(p, L.say("new_account_sms", account=account), past(w, 1, 15))
        w.find(new, "sms", L.say("account_key"), "content",
               f"{p.name}'s current account is {account}", deep=False)
    else:
        w.find(old, "transaction", p.name, "payee", f"{p.name}'s account {account}", deep=False)
    if cap == "integration":
        debts = w.rng.sample(w.P.DEBTS, 2)
        amounts = [w.rng.randint(lo, hi) for _, lo, hi in debts]
        for (item, _, _), amt, app in zip(debts, amounts,
                                          w.rng.sample(["sms", "voicemail", "notes"], 2)):
            text = (L.say("owe_sms", amount=amt, item=item) if app != "notes"
                    else L.say("owe_note", first=p.first, amount=amt, item=item))
            rec = {"sms": lambda: w.sms_in(p, text, past(w, 1, 10)),
                   "voicemail": lambda: w.voicemail(p, text, past(w, 1, 10)),
                   "notes": lambda: w.note(L.say("iou_title"), text)}[app]()
            fld = {"sms": "sender_name", "voicemail": "caller_name", "notes": "content"}[app]
            w.find(rec, app, p.name if app != "notes" else p.first, fld,
                   f"owe {p.first} {amt} for {item}",
                   noisy=app != "notes")
        amount = float(sum(amounts))
        w.cite(old, f"amount {amount:g} = " + " + ".join(map(str, amounts))
               + f" (all debts to {p.first})")
    else:
        item, lo, hi = w.pick(w.P.DEBTS)
        amount = float(w.rng.randint(lo, hi))
        text = L.say("pay_sms", amount=f"{amount:g}", item=item)
        w.find(w.sms_in(p, text, past(w, 1, 10)), "sms", p.name, "sender_name",
               f"amount {amount:g} for {item}", noisy=True, deep=False)
    args = {"item": L.say("repayment"), "amount": amount, "receivingName": p.name,
            "receivingAccount": account}
    return Intent(w.pick(w.phrases["pay"]).format(who=ref),
                  [call("Consumption_Create", args, free=("item", "note"),
                        alts={"receivingName": [p.first]})])


def _trip_plan(w: World, p: Person | None, city: str, offset: int,
               say_mode: bool) -> tuple[int, str, dict[str, Any]]:
    """A message fixing a departure to ``city`` ``offset`` days ahead (naming the mode or not)."""
    dep = w.rng.randint(7 * 4, 19 * 4) * 15
    L = w.L
    mode = w.pick(("train", "plane", "car"))
    sender = p or w.person(w.company(), "travel agent")
    rel = w.relative_day(offset)
    home = w.P.HOME_CITY
    how = (L.say("how_mode", mode=L.v(mode), home=home) if say_mode
           else L.say("how_leave", home=home))
    rec = w.sms_in(sender, L.say("plan_sms", city=city, how=how, rel=rel, time=hm(dep)),
                   past(w, 1, 5))
    w.find(rec, "sms", city, "content", f"{derived_date(offset, rel)}; "
           + (f"{spelled(w, mode)} " if say_mode else "")
           + f"from {home} to {city} at {hms(dep)}", deep=False)
    return dep, mode, rec


def later(w: World, first: dict[str, Any], second: dict[str, Any]) -> dict[str, Any]:
    """Date ``second`` on ``first``'s day, strictly after it: the update that supersedes it."""
    t = dt.time.fromisoformat(first["time"])
    second["date"] = first["date"]
    second["time"] = hms(min(t.hour * 60 + t.minute + w.rng.randint(5, 90), 23 * 60 + 59))
    return second


def _purpose(w: World, city: str, offset: int) -> str:
    """Plant the calendar entry that ties a trip's purpose (named by the user) to its city."""
    purpose: str = w.pick(w.P.PURPOSES)
    rec = w.schedule(w.L.say("purpose_title", purpose=w.L.cap(purpose), city=city), day(offset),
                     9 * 60, 17 * 60, city)
    w.find(rec, "schedule", purpose, "title", f"the {purpose} is in {city} on {day(offset)}")
    return purpose


def op_transport(w: World, cap: str) -> Intent:
    L, home = w.L, w.P.HOME_CITY
    city = w.city()
    offset = w.rng.randint(1, 12)
    purpose = _purpose(w, city, offset)
    passengers, phone, ref = [w.user], USER_PHONE, L.say("whose_me")
    p: Person | None = None
    if cap == "reasoning":
        p, role = who(w, cap, roles=w.P.WORK_ROLES)
        passengers, phone, ref = [p.name], p.phone, L.say("whose_role", role=role)
    dep, mode, plan = _trip_plan(w, p, city, offset, cap != "preference_inference")
    if cap == "disambiguation":
        dep += w.rng.choice((-2, -1, 1, 2)) * 60
        upd = later(w, plan, w.sms_in(Person(plan["sender_name"], plan["sender_phone"], ""),
                                      L.say("change_sms", city=city, time=hm(dep), mode=L.v(mode)),
                                      ""))
        w.find(upd, "sms", L.say("change_key"), "content",
               f"new departure time {hms(dep)} (later message)", deep=False)
        w.trip(day(offset + 3), dep, home, city, mode, [w.user], USER_PHONE, "cancelled")
    if cap == "integration":
        event = L.say("team_trip", city=city)
        people = group(w, 2, event, L.lists["join_say"], in_contacts=False)
        passengers = [w.user, *(q.name for q in people)]
        ref = L.say("whose_us")
    if cap == "preference_inference":
        for _ in range(2):
            rec = w.trip(past(w, 15, 120), w.rng.randint(28, 76) * 15, home, w.pick(w.P.CITIES),
                         mode, [w.user], USER_PHONE, "completed")
            w.find(rec, "transport", L.v("completed"), "status")
            w.cite(rec, f"transportType {mode} (the user always travels by {spelled(w, mode)})")
    args = {"date": day(offset), "time": hms(dep), "start": home, "end": city,
            "passenger": passengers, "telephone": phone, "transportType": mode}
    return Intent(w.pick(w.phrases["transport"]).format(whose=ref, purpose=purpose),
                  [call("Transport_Create", args)])


def op_stay(w: World, cap: str) -> Intent:
    L, P, user, home = w.L, w.P, w.user, w.P.HOME_CITY
    city = w.city()
    start = w.rng.randint(2, 14)
    nights = w.rng.randint(1, 4)
    hotel = L.say("hotel_name", brand=w.pick(P.HOTEL_BRANDS), city=city)
    people, phone, whose = [user], USER_PHONE, L.say("whose_me")
    args: dict[str, Any] = {}
    purpose = _purpose(w, city, start)
    if cap == "reasoning":
        p, role = who(w, cap, roles=P.WORK_ROLES)
        people, phone, whose = [p.name], p.phone, L.say("whose_role", role=role)
        rel_in, rel_out = w.relative_day(start), w.relative_day(start + nights)
        rec = w.sms_in(p, L.say("stay_sms", city=city, rel_in=rel_in, rel_out=L.bare(rel_out),
                                hotel=hotel), past(w, 1, 5))
        w.find(rec, "sms", city, "content",
               f"check-in {derived_date(start, rel_in)}; check-out "
               f"{derived_date(start + nights, rel_out)}; "
               f"hotel {hotel}", deep=False)
    elif cap == "preference_inference":
        room = w.pick(P.ROOM_TYPES)
        w.cite(w.evidence[-1][0], f"check-in {day(start)}")
        back = w.schedule(L.say("back_title", city=city), day(start + nights), 18 * 60, 19 * 60,
                          home)
        w.find(back, "schedule", L.say("back_key"), "title",
               f"back on {day(start + nights)} (check-out)")
        for _ in range(2):
            d = w.rng.randint(30, 200)
            rec = w.stay(hotel, day(-d), day(-d + 2), room, [user], USER_PHONE, "completed")
            w.find(rec, "accommodation", city, "hotel", deep=False)
            w.cite(rec, f"usual hotel in {city}: {hotel}, {room}")
        other = L.say("hotel_name", brand=w.pick(P.HOTEL_BRANDS),
                      city=w.pick([c for c in P.CITIES if c != city]))
        w.stay(other, past(w, 20, 90), past(w, 1, 19), w.pick(P.ROOM_TYPES), [user], USER_PHONE,
               "completed")
        args["roomType"] = room
    else:
        outbound = w.trip(day(start), w.rng.randint(28, 60) * 15, home, city, "train", [user],
                          USER_PHONE, "booked")
        back = w.trip(day(start + nights), w.rng.randint(60, 76) * 15, city, home, "train",
                      [user], USER_PHONE, "booked")
        w.find(outbound, "transport", city, "destination",
               f"check-in {day(start)} (arrival in {city})",
               deep=False)
        w.find(back, "transport", city, "origin",
               f"check-out {day(start + nights)} (return from {city})",
               deep=False)
        if cap == "disambiguation":
            w.trip(day(start + 1), 9 * 60, home, city, "plane", [user], USER_PHONE, "cancelled")
            w.stay(hotel, day(start - 3), day(start - 1), w.pick(P.ROOM_TYPES), [user], USER_PHONE,
                   "cancelled")
        tip = w.person(w.company(), "colleague")
        rec = w.one_of(
            lambda: w.find(w.note(L.say("tips_title", city=city), L.say("tips_note", hotel=hotel)),
                           "notes", city, "title"),
            lambda: w.find(w.sms_in(tip, L.say("tips_sms", city=city, hotel=hotel),
                                    past(w, 1, 15)), "sms", city, "content", deep=False),
        )
        w.cite(rec, f"hotel {hotel}")
        if cap == "integration":
            mates = group(w, 2, L.say("visit", city=city), L.lists["join_say"], in_contacts=False)
            people = [user, *(q.name for q in mates)]
            args["num"] = len(people)
            whose = L.say("whose_us")
    full = {"dateCheckIn": day(start), "dateCheckOut": day(start + nights), "location": hotel,
            **args, "people": people, "telephone": phone}
    free: tuple[str, ...] = ("roomType",) if "roomType" not in args else ()
    free += ("num",) if cap == "integration" else ()
    return Intent(w.pick(w.phrases["stay"]).format(whose=whose, purpose=purpose),
                  [call("Accommodation_Create", full, free=free)])


#: Alarm lead times in minutes (the words for them are the language's ``leads``).
LEADS = (15, 30, 60, 90, 120)


def _lead_rule(w: World, what: str) -> int:
    lead, words = w.pick(tuple(zip(LEADS, w.L.lists["leads"])))
    rule = w.note(w.L.say("alarm_rule_title"), w.L.say("alarm_rule", lead=words, what=what))
    w.find(rule, "notes", w.L.say("alarm_rule_title"), "title",
           f"alarms go {words} before a {what}")
    return lead


def op_alarm(w: World, cap: str) -> Intent:
    L, P = w.L, w.P
    args: dict[str, Any] = {}
    if cap == "integration":
        kind = w.pick(L.lists["classes"])
        days = sorted(w.rng.sample(range(1, 6), 3))
        start = w.rng.randint(26, 32) * 15
        for d in days:
            offset = (d - 6) % 7 or 7  # NOW is a Saturday (weekday 6)
            rec = w.schedule(kind, day(offset), start + 60, start + 120, w.pick(P.VENUES))
            w.find(rec, "schedule", kind, "title")
            w.cite(rec, f"{kind} on {day(offset)}, weekday {d} ({weekday_name(day(offset))})")
        wake = w.note(L.say("wake_title"), L.say("wake_note", kind=L.lower(kind), time=hm(start)))
        w.find(wake, "notes", L.say("wake_title"), "title", f"time {hms(start)}; repeatDayOfWeek "
               + ", ".join(map(str, days)))
        args = {"time": hms(start), "repeatDayOfWeek": days}
        text = w.pick(w.phrases["alarm_weekly"]).format(kind=L.lower(kind))
        return Intent(text, [call("Clock_CreateAlarm", args, free=("name",))])
    offset = 1
    if cap == "reasoning":
        p, role = who(w, cap, in_contacts=False)
        start = w.rng.randint(32, 64) * 15
        rec = w.meeting(L.say("call_with", first=p.first), day(offset), start, start + 30,
                        [p.name], L.say("online"), "scheduled")
        w.find(rec, "meeting", p.name, "participants",
               f"call with {p.name} on {day(offset)} at {hms(start)}",
               noisy=True)
        what, text = L.say("what_call"), w.pick(w.phrases["alarm_person"]).format(who=role)
    else:
        event = w.pick(P.EVENTS)
        start = w.rng.randint(32, 64) * 15
        rec = w.schedule(event, day(offset), start, start + 60,
                         w.pick(P.CLINICS if event in P.MEDICAL_EVENTS else P.VENUES))
        w.find(rec, "schedule", event, "title", f"{event} tomorrow ({day(offset)}) at {hms(start)}")
        if cap == "disambiguation":
            start += w.rng.choice((-2, -1, 1, 2)) * 30
            host = w.person(rec["location"], "service")
            moved = w.sms_in(host, L.say("moved_sms", event=L.lower(event), time=hm(start)),
                             past(w, 0, 1))
            w.find(moved, "sms", L.lower(event), "content", f"{event} moved to {hms(start)}",
                   deep=False)
        what = L.say("what_appointment")
        text = w.pick(w.phrases["alarm"]).format(event=L.lower(event))
    lead = _lead_rule(w, what)
    args = {"time": hms(start - lead)}
    w.evidence[-1] = (w.evidence[-1][0],
                      w.evidence[-1][1] + f"; time {hms(start - lead)} = {hms(start)} - {lead} min")
    if cap == "preference_inference":
        ring = (w.pick((5, 10)), w.pick((3, 5, 10)), w.pick((10, 15, 20)))
        for name in w.rng.sample(L.lists["alarm_names"], 2):
            rec = w.alarm(w.rng.randint(24, 80) * 15, name, ring)
            w.find(rec, "alarm", name, "alarm_name")
            w.cite(rec, f"usual ring settings: {ring[0]} min, {ring[1]} times, every {ring[2]} min")
        args |= {"alarmDuration": ring[0], "alarmCount": ring[1], "alarmInterval": ring[2]}
    return Intent(text, [call("Clock_CreateAlarm", args, free=("name",))])


def op_meeting(w: World, cap: str) -> Intent:
    L, P = w.L, w.P
    p, ref = who(w, cap, in_contacts=False, company=w.company())
    topic = w.pick(P.MEETING_TOPICS)
    offset = w.rng.randint(1, 9)
    start = w.rng.randint(18, 32) * 30
    end = start + w.pick((30, 60, 90))
    room = w.pick(P.MEETING_ROOMS)
    rel = w.relative_day(offset)
    where = "" if cap == "preference_inference" else L.say("where", room=room)
    ask = w.sms_in(p, L.say("meet_sms", topic=L.lower(topic), rel=rel, start=hm(start),
                            end=hm(end), where=where), past(w, 0, 3))
    w.find(ask, "sms", L.lower(topic), "content",
           f"{derived_date(offset, rel)}, {hms(start)}-{hms(end)}" + (f", location {room}" if where
                                                                      else ""),
           deep=False)
    people = [p]
    args: dict[str, Any] = {}
    if cap == "disambiguation":
        start += w.pick((-60, 60, 120))
        end = start + 60
        upd = later(w, ask, w.sms_in(p, L.say("instead_sms", topic=L.lower(topic), start=hm(start),
                                              end=hm(end)), ""))
        w.find(upd, "sms", L.say("instead_key"), "content",
               f"moved to {hms(start)}-{hms(end)} (later message)", deep=False)
    if cap == "integration":
        people += group(w, 2, L.lower(topic), L.lists["meeting_say"], in_contacts=False)
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
            "timeEnd": hms(end), **args, "location": [room],
            "participants": [q.name for q in people]}
    create = call("Meeting_Create", full, free=("title",),
                  alts={"participants": [[q.first for q in people]]})
    create.gold["location"]["paraphrases"] = room_paraphrases(room)
    return Intent(w.pick(w.phrases["meeting"]).format(who=ref), [create])


def op_todo(w: World, cap: str) -> Intent:
    L, P = w.L, w.P
    if cap == "integration":
        city = w.city()
        offset = w.rng.randint(2, 10)
        trip = w.trip(day(offset), w.rng.randint(28, 60) * 15, P.HOME_CITY, city, "train",
                      [w.user], USER_PHONE, "booked")
        w.find(trip, "transport", city, "destination", f"trip to {city} on {day(offset)}",
               deep=False)
        items = w.rng.sample(P.PACKING, 2)
        for item in items:
            group(w, 1, L.say("trip", city=city), (L.say("bring_sms", item=item),),
                  in_contacts=False)
            w.cite(w.evidence[-1][0], f"bring the {item}")
        rule = w.note(L.say("packing_title"), L.say("packing_note"))
        w.find(rule, "notes", L.say("packing_title"), "title",
               f"date {day(offset - 1)} (the day before {day(offset)}), time 21:00")
        args = {"content": L.say("pack_content", items=L.join_and(items)),
                "date": day(offset - 1), "time": "21:00"}
        return Intent(w.pick(w.phrases["todo_pack"]).format(city=city),
                      [call("TodoList_Create", args, facts={"content": items})])
    p, ref = who(w, cap, in_contacts=False)
    chore, key = w.pick(P.CHORES)
    offset = w.rng.randint(1, 9)
    rel = w.relative_day(offset)
    due = w.rng.randint(36, 72) * 15
    pref = cap == "preference_inference"
    ask = w.sms_in(p, L.say("chore_sms", chore=chore, rel=rel,
                            by="" if pref else L.say("by", time=hm(due))), past(w, 0, 3))
    w.find(ask, "sms", key, "content", f"{key}; {derived_date(offset, rel)}"
           + ("" if pref else f", time {hm(due)}"), deep=False)
    if cap == "disambiguation":
        offset2 = offset + w.rng.randint(1, 3)
        rel2 = w.relative_day(offset2)
        offset = offset2
        upd = later(w, ask, w.sms_in(p, L.say("update_sms", rel=L.bare(rel2)), ""))
        w.find(upd, "sms", L.say("update_key"), "content",
               f"deadline moved: {derived_date(offset2, rel2)}", deep=False)
    if pref:
        due = w.pick((20 * 60, 21 * 60, 8 * 60))
        for _ in range(2):
            rec = w.add("notes", title=L.say("todo_title"), content=L.cap(w.pick(P.CHORES)[0]),
                        creation_date=past(w, 5, 40), creation_time=hm(due))
            w.find(rec, "notes", L.say("todo_title"), "title")
            w.cite(rec, f"to-dos are always set at {hm(due)}")
    args = {"content": L.cap(chore), "date": day(offset), "time": hm(due)}
    return Intent(w.pick(w.phrases["todo"]).format(who=ref),
                  [call("TodoList_Create", args, facts={"content": [key]})])


def op_schedule(w: World, cap: str) -> Intent:
    L, P = w.L, w.P
    event = w.pick(P.EVENTS)
    offset = w.rng.randint(1, 13)
    start = w.rng.randint(16, 38) * 30
    end = start + w.pick((30, 60, 90))
    venue = w.pick(P.CLINICS if event in P.MEDICAL_EVENTS else P.VENUES)
    args: dict[str, Any] = {}
    text = w.pick(w.phrases["schedule"]).format(event=L.lower(event))
    if cap == "reasoning":
        p, role = who(w, cap, in_contacts=False)
        text = w.pick(w.phrases["schedule_person"]).format(who=role)
        event = L.say("session_with", first=p.first)
    else:
        p = w.person(venue, "service")
    rel = w.relative_day(offset)
    low = L.lower(event)
    if cap == "integration":
        msg = w.sms_in(p, L.say("sched_date_sms", event=low, rel=rel), past(w, 0, 3))
        w.find(msg, "sms", low, "content", derived_date(offset, rel), deep=False)
        vm = w.voicemail(p, L.say("sched_time_vm", event=low, start=hm(start), end=hm(end)),
                         past(w, 0, 3))
        w.find(vm, "voicemail", low, "message_content", f"time {hms(start)}-{hms(end)}")
        nt = w.note(event, L.say("sched_place_note", event=event, venue=venue))
        w.find(nt, "notes", event, "title", f"location {venue}")
    else:
        msg = w.sms_in(p, L.say("sched_sms", event=low, rel=rel, start=hm(start), end=hm(end),
                                venue=venue), past(w, 0, 3))
        w.find(msg, "sms", low if cap != "reasoning" else p.name,
               "content" if cap != "reasoning" else "sender_name",
               f"{derived_date(offset, rel)}, {hms(start)}-{hms(end)}, location {venue}",
               deep=False)
    if cap == "disambiguation":
        offset += w.rng.randint(1, 3)
        rel2 = w.relative_day(offset)
        upd = later(w, msg, w.sms_in(p, L.say("resched_sms", event=low, rel=L.bare(rel2)), ""))
        w.find(upd, "sms", L.say("resched_key"), "content", f"moved: {derived_date(offset, rel2)}",
               deep=False)
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
    w.sms_in(p, w.pick(w.P.CHATTER), past(w, 60, 120), phone=p.old_phone or None)


def _d_other_note(w: World) -> None:
    """A note of the same shape as the task's, about someone else."""
    q = w.person(w.company(), cast=False)
    L = w.L
    w.note(w.pick(L.lists["other_note_titles"]),
           w.pick((L.say("other_call_note", first=q.first),
                   L.say("other_account_note", name=q.name),
                   L.say("other_ask_note", first=q.first,
                         topic=L.lower(w.pick(w.P.MEETING_TOPICS))))))


def _d_cancelled(w: World) -> None:
    """A cancelled or past booking to a task city (or another)."""
    city = w.pick(w.cities or w.P.CITIES)
    if w.rng.random() < 0.5:
        w.trip(past(w, 5, 60), w.rng.randint(28, 80) * 15, w.P.HOME_CITY, city,
               w.pick(("train", "plane")), [w.user], USER_PHONE, "cancelled")
    else:
        w.stay(w.L.say("hotel_name", brand=w.pick(w.P.HOTEL_BRANDS), city=city), past(w, 20, 40),
               past(w, 10, 19), w.pick(w.P.ROOM_TYPES), [w.user], USER_PHONE, "cancelled")


def _d_out_of_range(w: World) -> None:
    """A finished meeting with a cast member, outside the dates the task is about."""
    p = w.pick(w.people) if w.people else w.person(cast=False)
    d = past(w, 30, 120)
    start = w.rng.randint(18, 32) * 30
    w.meeting(w.pick(w.P.MEETING_TOPICS), d, start, start + 60, [p.name],
              w.pick(w.P.MEETING_ROOMS), "finished")


def _d_other_payment(w: World) -> None:
    q = w.person(cast=False)
    w.payment(q.name, q.account, float(w.rng.randint(2, 60) * 10), w.pick(w.P.PURCHASES),
              past(w, 2, 60))


DISTRACTORS: tuple[Callable[[World], None], ...] = (
    _d_namesake, _d_stale, _d_other_note, _d_cancelled, _d_out_of_range, _d_other_payment)


def _filler(w: World, app: str) -> None:
    """One everyday record in ``app`` that no task needs (worlds span many apps, like a phone)."""
    q = w.person(w.company(), cast=False)
    P = w.P
    {
        "contacts": lambda: w.contact(q),
        "sms": lambda: w.sms_in(q, w.pick(P.CHATTER), past(w, 1, 30)),
        "voicemail": lambda: w.voicemail(q, w.pick(P.CHATTER), past(w, 1, 30)),
        "notes": lambda: w.note(*w.pick(P.NOTE_TOPICS)),
        "transaction": lambda: w.payment(w.company(), q.account, float(w.rng.randint(2, 90) * 5),
                                         w.pick(P.PURCHASES), past(w, 1, 30)),
        "alarm": lambda: w.alarm(w.rng.randint(24, 36) * 15, w.pick(w.L.lists["filler_alarms"])),
        "schedule": lambda: w.schedule(w.pick(P.EVENTS), past(w, 1, 30), 10 * 60, 11 * 60,
                                       w.pick(P.VENUES)),
        "meeting": lambda: w.meeting(w.pick(P.MEETING_TOPICS), past(w, 1, 30), 10 * 60, 11 * 60,
                                     [q.name], w.pick(P.MEETING_ROOMS), "finished"),
        "transport": lambda: w.trip(past(w, 10, 90), 9 * 60, P.HOME_CITY, w.pick(P.CITIES),
                                    "train", [w.user], USER_PHONE, "completed"),
        "accommodation": lambda: w.stay(w.L.say("hotel_name", brand=w.pick(P.HOTEL_BRANDS),
                                                city=w.pick(P.CITIES)), past(w, 30, 60),
                                        past(w, 20, 29), w.pick(P.ROOM_TYPES), [w.user],
                                        USER_PHONE, "completed"),
    }[app]()


def everyday_world(n_records: int, seed: int = 0) -> dict[str, list[dict[str, Any]]]:
    """A phone of ``n_records`` everyday records -- the generator's own fillers -- spread evenly
    over the ten apps in app order and numbered ``<app>-1``, ``<app>-2``...: the worlds of any
    size that benchmarks and stress tests search. The same for a seed, on every machine."""
    w = World(Random(f"everyday:{seed}"), DIFFICULTY["medium"], LANGUAGES["en"])
    apps = list(APPS)
    for k in range(n_records):
        _filler(w, apps[k % len(apps)])
    return {app: [{**rec, "id": f"{app}-{n}"} for n, rec in enumerate(w.tables[app], start=1)]
            for app in apps if app in w.tables}


#: Per app, what a page-depth copy changes (besides moving its date into the past): the copy
#: keeps the searched identity fields, so it matches the same search but carries no task value.
#: ``None`` is a line of chatter; a status is written in the world's language.
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
            rec[key] = w.pick(w.P.CHATTER) if value is None else w.L.v(value)
        for key in ("date", "start_date", "end_date", "creation_date"):
            if key in rec:
                rec[key] = past(w, 30, 200)
        copies.append(rec)
    w.tables[search.app] = copies + w.tables[search.app]
    return copies


# ------------------------------------------------------------------------------------ assembly


class Searches:
    """The searches of one task's final records, searching like the env does: an index per app
    and the hits of each query, each made once (a step's page and its claim read the same
    hits)."""

    def __init__(self, records: dict[str, list[dict[str, Any]]]) -> None:
        self.records = records
        self._indexes: dict[str, TableIndex] = {}
        self._hits: dict[tuple[str, str, str | None, str], list[str]] = {}

    def hits(self, app: str, args: dict[str, Any]) -> list[str]:
        """The ids of every record a ``search_<app>`` call with ``args`` returns, over all
        pages, in the env's order (``page`` is not read)."""
        field, mode = args.get("field"), args.get("mode", "fixed")
        key = (app, args["pattern"], field, mode)
        if key not in self._hits:
            if app not in self._indexes:
                self._indexes[app] = TableIndex(tuple(self.records[app]), APPS[app].keys)
            column = None if field is None else APPS[app].keys.index(resolve_field(app, field))
            query = Query(args["pattern"], mode, True, column)
            self._hits[key] = [r["id"] for _, r in search_table(self._indexes[app], query)]
        return self._hits[key]

    def plain_shows(self, app: str, pattern: str, record_id: str, holds: bool) -> bool:
        """Whether the plain query -- ``pattern``, fixed, over every field -- shows the record
        on page 1; ``holds``: the record is known to hold the pattern. Fixed search lists its
        hits in record order, so only the records up to this one are searched, and none when
        a record that holds the pattern is among the first page's worth of records."""
        rows = self.records[app]
        upto = next(i for i, row in enumerate(rows) if row["id"] == record_id) + 1
        if holds and upto <= PAGE_SIZE:
            return True
        index = TableIndex(tuple(rows[:upto]), APPS[app].keys)
        return record_id in [r["id"] for _, r in search_table(index, Query(pattern))][:PAGE_SIZE]

    def page_of(self, s: Search, args: dict[str, Any]) -> int:
        """The result page on which ``s`` (made with ``args``) shows its target."""
        hits = self.hits(s.app, args)
        if s.target["id"] not in hits:
            raise AssertionError(f"planned search {s} misses its record")
        return hits.index(s.target["id"]) // PAGE_SIZE + 1


def search_claims(searches: Searches, steps: Sequence[Sequence[dict[str, Any]]],
                  evidence: set[str]) -> list[dict[str, Any]]:
    """The search claims a reference earns, stated by the generator rather than found by
    running the env (so a suite's first use stays a matter of plain searches): for each search
    step that uses what :func:`~mobile_env.task_format.schema.search_needs` names, each kind it
    uses and each evidence record on the page it shows, a claim -- where the plain query (the
    same pattern, fixed, over every field, page 1) misses the record or buries it past page 1,
    which is what :func:`mobile_env.validation.search_claim_problems` checks. A fixed search's
    hits are a subset of the plain query's, in the same record order, so what it shows past
    page 1 the plain query buries too.

    Args:
        searches: the task's searches over its final records.
        steps: the reference solution's steps.
        evidence: the ids of the records the task cites.

    Returns:
        The claims as task-file dicts, in reference order, each once.
    """
    claims: list[dict[str, Any]] = []
    for spec in (c for step in steps for c in step if c["name"].startswith("search_")):
        args = spec["arguments"]
        needs = search_needs(args)
        if not needs:
            continue
        app = spec["name"].removeprefix("search_")
        page = args.get("page", 1)
        shown = searches.hits(app, args)[(page - 1) * PAGE_SIZE:page * PAGE_SIZE]
        fixed = args.get("mode", "fixed") == "fixed"
        needed = [r for r in shown if r in evidence and (
            (fixed and page > 1) or not searches.plain_shows(app, args["pattern"], r, fixed))]
        for need in needs:
            for record_id in needed:
                claim = {"record_id": record_id, "needs": need, "call": spec,
                         "obvious": args["pattern"] if need in ("fuzzy", "regex") else None}
                if claim not in claims:
                    claims.append(claim)
    return claims


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
               capability: str | None = None, operation: str | None = None, lang: str = "en",
               side: Side = "train", attempt: int = 0) -> Task:
    """Task ``index`` of ``seed``: capability and operation cycle so every pair is covered. The
    world is written in ``lang`` and phrased with the instruction templates of ``side``; an
    ``attempt`` above 0 draws another world and phrasing for the same index, capability and
    operation."""
    rng = Random(f"{seed}:{index}" if attempt == 0 else f"{seed}:{index}:{attempt}")
    capability = capability or CAPABILITIES[index % len(CAPABILITIES)]
    operation = operation or OPERATIONS[(index // len(CAPABILITIES)) % len(OPERATIONS)]
    language = LANGUAGES[lang]
    w = World(rng, knobs, language, side)
    ops = [operation]
    if capability == "multi_intent":
        second = rng.choice([o for o in OPERATIONS if o != operation])
        ops = [operation, second] if rng.random() < 0.5 else [second, operation]
        intents = [BUILDERS[o](w, rng.choice(CAPABILITIES[:4])) for o in ops]
        text = language.join_intents(intents[0].text, intents[1].text)
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
    searches = Searches(records)
    steps: list[list[dict[str, Any]]] = []
    seen: set[tuple[Any, ...]] = set()
    for s in w.searches:
        args: dict[str, Any] = {"pattern": s.pattern}
        if s.field:
            args["field"] = s.field
        if s.mode != "fixed":
            args["mode"] = s.mode
        for page in range(1, searches.page_of(s, args) + 1):
            key = (s.app, json.dumps(args, sort_keys=True), page)
            if key not in seen:
                seen.add(key)
                steps.append([{"name": f"search_{s.app}",
                               "arguments": args | ({"page": page} if page > 1 else {})}])
    calls = [c for intent in intents for c in intent.calls]
    steps += [[{"name": c.name, "arguments": c.args}] for c in calls]
    steps.append([{"name": "finish", "arguments": {"answer": language.finish_answer}}])
    evidence: dict[str, list[str]] = {}
    for rec, provides in w.evidence:
        evidence.setdefault(rec["id"], []).append(provides)
    claims = search_claims(searches, steps, set(evidence))
    return Task.model_validate({
        "id": f"gen-{'' if lang == 'en' else lang + '-'}{seed}-{index:05d}", "suite": suite,
        "capability": capability, "categories": ops, "instruction": text,
        "profile": language.profile, "now": f"{NOW:%Y-%m-%d %H:%M:%S}",
        "weekday": language.weekday, "records": records,
        "candidate_tools": _offered_tools({c.name for c in calls}, knobs.execution_tools,
                                          f"{seed}:{index}"),
        "step_limit": STEP_LIMIT,
        "gold": {"answers": [{"calls": [{"name": c.name, "arguments": c.gold} for c in calls]}],
                 "ordered": False},
        "evidence": [{"record_id": rid, "provides": "; ".join(dict.fromkeys(texts))}
                     for rid, texts in evidence.items()],
        "reference_solution": steps,
        **({"search_claims": claims} if claims else {}),
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
    """What makes two tasks of one split the same: instruction + world (a split may repeat an
    instruction over different worlds; across splits :func:`split_keys` decides)."""
    blob = json.dumps([task.instruction, task.records], sort_keys=True, ensure_ascii=False)
    return hashlib.sha256(blob.encode()).hexdigest()


def _language_of(task: Task) -> Language:
    return next((lang for lang in LANGUAGES.values() if lang.user == task.profile.name),
                LANGUAGES["en"])


def _template(language: Language, text: str) -> str | None:
    return next((t for t, pattern in language.template_patterns if pattern.fullmatch(text)), None)


def instruction_template(task: Task) -> str | None:
    """The instruction template(s) a generated task was phrased with ("Call {who}."; a
    multi-intent task's two joined by " + "), read back from its text; None if none matches."""
    language, text = _language_of(task), task.instruction
    if task.capability != "multi_intent":
        return _template(language, text)
    joiner = language.intent_joiner
    at = text.find(joiner)
    while at != -1:
        first = _template(language, text[:at] + language.sentence_end)
        rest = text[at + len(joiner):]
        second = _template(language, rest) or _template(language, rest[:1].upper() + rest[1:])
        if first and second:
            return f"{first} + {second}"
        at = text.find(joiner, at + 1)
    return None


def split_keys(task: Task) -> frozenset[str]:
    """The keys a test split may not share with its training split (:mod:`.disjoint`)."""
    return disjoint.keys(task, instruction_template)


def knobs_for(difficulty: str = "medium", *, distractors: int | None = None,
              noise: float | None = None,
              page_depth: int | None = None, hops: int | None = None,
              execution_tools: int | None = None) -> Knobs:
    changes: dict[str, Any] = {"distractors": distractors, "noise": noise,
                               "page_depth": page_depth, "hops": hops,
                               "execution_tools": execution_tools}
    return replace(DIFFICULTY[difficulty], **{k: v for k, v in changes.items() if v is not None})


def generate(n: int, seed: int, *, suite: str = "spieval", difficulty: str = "medium",
             distractors: int | None = None, noise: float | None = None,
             page_depth: int | None = None, hops: int | None = None,
             execution_tools: int | None = None, values: str = "any",
             exclude: frozenset[str] | set[str] = frozenset(),
             verify: bool = True, progress: Progress | None = None, lang: str = "en",
             side: Side = "train") -> list[Task]:
    """``n`` distinct tasks for ``seed``: a pure function of its arguments.

    ``lang`` (``en``, ``zh``) is the language of the worlds; ``side`` chooses the instruction
    templates (``test`` ones are never used for ``train``). ``values`` is the curriculum of
    :mod:`mobile_env.generation.curriculum`: ``copy`` keeps only tasks whose gold values are visible
    verbatim, ``derive`` only those that need date/time arithmetic or an implied value, ``any``
    all (the indices a filter skips are simply not used).

    A task whose instruction text an earlier task of the call already has is redrawn (up to
    :data:`MAX_REDRAWS` times, :func:`build_task`'s ``attempt``), so a suite's instructions are
    distinct wherever its pools allow.

    A task with a key of ``exclude`` (the :func:`split_keys` of a training split: its worlds,
    instruction texts and (template, tool sequence) pairs), or whose :func:`content_hash` was
    produced already, is skipped and the next index is used instead. With ``verify`` every task
    is checked by
    :func:`mobile_env.validation.validate_task` (schema, gold values, grounding, replay 1.0
    and finish-at-once 0) and a failure raises.
    """
    if lang not in LANGUAGES or side not in SIDES:
        raise ValueError(f"lang must be one of {sorted(LANGUAGES)}, side one of {SIDES}")
    if difficulty not in DIFFICULTY:
        raise ValueError(f"difficulty must be one of {sorted(DIFFICULTY)}")
    knobs = knobs_for(difficulty, distractors=distractors, noise=noise, page_depth=page_depth,
                      hops=hops,
                      execution_tools=execution_tools)
    if knobs.distractors < 0 or knobs.page_depth < 0 or not 0 <= knobs.noise <= 1 \
            or knobs.hops < 1 or knobs.execution_tools < 1:
        raise ValueError("need distractors >= 0, 0 <= noise <= 1, page_depth >= 0, hops >= 1, "
                         "execution_tools >= 1")
    keeps(build_task(0, seed, suite, knobs, difficulty, lang=lang, side=side), values)
    rejected = [0]
    said: set[str] = set()

    def build(index: int, _said: Collection[str]) -> list[Task]:
        task = build_task(index, seed, suite, knobs, difficulty, lang=lang, side=side)
        for attempt in range(1, MAX_REDRAWS + 1):
            if task.instruction not in said:
                break
            task = build_task(index, seed, suite, knobs, difficulty, lang=lang, side=side,
                              attempt=attempt)
        said.add(task.instruction)
        if keeps(task, values):
            rejected[0] = 0
            return [task]
        rejected[0] += 1
        if rejected[0] > MAX_REJECTED:
            raise ValueError(f"no task with values={values!r} in {MAX_REJECTED} indices in a row; "
                             "these knobs cannot produce that curriculum (try values='any')")
        return []

    return distinct_tasks(n, build, content_hash, exclude=exclude, verify=verify,
                          progress=progress, split_keys=split_keys)


#: Consecutive indices a ``values`` filter may reject before :func:`generate` gives up.
MAX_REJECTED = 2000
#: How many times :func:`generate` redraws a task whose instruction an earlier one has; past it
#: the repeat is kept (a capability and operation whose pools are used up).
MAX_REDRAWS = 20


# ---------------------------------------------------------------------------------------- CLI

def _parser() -> argparse.ArgumentParser:
    parser = common.parser(
        "mobile-env tasks generate",
        "Generate seeded, verifiable SPIEval-style tasks (all 5 capabilities x 10 operation "
        "categories, cycled in order).", "spieval", "generator", sides=True)
    parser.add_argument("--lang", choices=sorted(LANGUAGES), default="en",
                        help="language of the worlds: en (default) or zh, SPIEval's original "
                             "Chinese (Table 3's profile, Chinese names, places, notes, messages "
                             "and statuses)")
    parser.add_argument("--difficulty", choices=sorted(DIFFICULTY), default="medium",
                        help="preset for the knobs below (default medium): " + "; ".join(
                            f"{k}={v.distractors}/{v.noise}/{v.page_depth}/{v.hops}"
                            for k, v in DIFFICULTY.items())
                        + " (distractors/noise/page-depth/hops)")
    parser.add_argument("--distractors", type=int, help="distractor records per world: namesakes, "
                        "stale messages from old numbers, cancelled bookings, similar notes about "
                        "someone else, out-of-range meetings, unrelated payments")
    parser.add_argument("--noise", type=float, help="probability that a looked-up name (8+ "
                        "characters, 5+ in Chinese) carries a typo in its record, so only fuzzy "
                        "search finds it")
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


def tasks_of(argv: Sequence[str]) -> tuple[Path, list[Task]]:
    """The ``--out`` file and the tasks of a ``mobile-env tasks generate`` command line."""
    args = _parser().parse_args(list(argv))
    return args.out, common.generated(
        args, generate, content_hash, split_keys, difficulty=args.difficulty,
        distractors=args.distractors, noise=args.noise, page_depth=args.page_depth,
        hops=args.hops, execution_tools=args.execution_tools, values=args.values, lang=args.lang)


def main(argv: Sequence[str] | None = None) -> int:
    return common.write(*tasks_of(sys.argv[1:] if argv is None else argv))


if __name__ == "__main__":
    sys.exit(main())
