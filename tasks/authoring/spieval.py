"""SPIEval's words: the phone's records, a search call, and the task that holds them.

A task is one :func:`task` call: an id (``core-<cap>-<operation>-<n>``), its capability and
operation categories, a short instruction that gives none of the parameters, every record on
the phone, the gold calls (:func:`~.vocabulary.G`) and the reference solution.

* **Records**, one constructor per app of Table 4: :func:`contact`, :func:`sms` (received),
  :func:`sent`, :func:`voicemail`, :func:`note`, :func:`meeting`, :func:`schedule`,
  :func:`payment`, :func:`trip`, :func:`hotel`, :func:`alarm`. Every field is a keyword, so a
  record reads as what it holds: first the fields every record of the app has, then the optional
  ones, stored in the order they are written (with the defaults of those left out after them). Records get their ids
  (``sms-3``) in the order given, so record order is search order: distractors placed earlier
  push answers onto later pages. A meeting given no ``meeting_id`` gets one made from the task id
  (stored as its last field).
* **Evidence**, what a record provides or why it is ruled out: ``ev="..."`` on the record, or
  ``key="..."`` on it and ``(key, "...")`` in the task's ``evidence``; ``(None, "...")`` is a
  derivation step that cites no record. The task's evidence is the
  records' own notes in record order, then that list. ``no_search`` shows these records.
* **Backgrounds**: the user's everyday records that every task of a group carries besides its
  own, before them: :data:`BACKGROUND` (the reasoning, disambiguation and integration tasks) and
  :data:`HOUSEHOLD` (the preference and multi-intent tasks), each a shared world
  (:func:`background_world`, :func:`household_world`). The two groups were written apart, so the
  people are the same and some numbers are not. A task is written on its background; the build
  keeps the background records the task reads and puts the task's own records in place of the
  rest (:mod:`.spieval_fillers`).
* :func:`S` is one search of the reference solution; :func:`PH` the spellings of a phone number;
  :func:`NEEDS` a search claim (what reaching a record demands of search).

"Now" is 2025-11-01 12:00:00, a Saturday: Sun 11-02, Mon 11-03, Tue 11-04, Wed 11-05, Thu 11-06,
Fri 11-07, Sat 11-08, Mon 11-10; last week Mon 10-27 .. Fri 10-31.
"""

from __future__ import annotations

import copy
import json
import zlib
from dataclasses import dataclass
from typing import Any, Iterable

from mobile_env.apps import APPS
from mobile_env.papers import SPIEVAL
from mobile_env.suites.authoring.vocabulary import ONE, U, Call, X, solution
from mobile_env.task_format import spieval_world

SUITE = "spieval-core"
NOW, WEEKDAY, PROFILE = spieval_world.NOW, spieval_world.WEEKDAY, spieval_world.PROFILE
ME, MY_PHONE, MY_ACCOUNT = spieval_world.USER, spieval_world.USER_PHONE, spieval_world.USER_ACCOUNT
COMPANY = spieval_world.COMPANY


@dataclass(frozen=True)
class Rec:
    """One record before its task gives it an id: its app, fields, evidence note and key."""

    table: str
    fields: dict[str, Any]
    ev: str | None = None
    key: str | None = None


def _rec(table: str, head: dict[str, Any], optional: dict[str, Any], defaults: dict[str, Any],
         ev: str | None, key: str | None) -> Rec:
    """The app's fixed fields, then the optional ones as written, then the unwritten defaults."""
    unknown = set(optional) - (set(APPS[table].keys) - set(head))
    if unknown:
        raise ValueError(f"{table} records have no optional fields {sorted(unknown)}")
    written = {k: v for k, v in optional.items() if v is not None}
    rest = {k: v for k, v in defaults.items() if k not in optional}
    return Rec(table, {**head, **written, **rest}, ev, key)


def contact(*, name: str, phone: str, ev: str | None = None, key: str | None = None,
            **fields: Any) -> Rec:
    """A contact; ``fields``: company, email, address, birthday, id_number, relationship, note."""
    return _rec("contacts", {"name": name, "phone_number": phone}, fields, {}, ev, key)


def _message(sender: str, sender_phone: str, to: str, to_phone: str, date: str, time: str,
             content: str) -> dict[str, Any]:
    return {"sender_name": sender, "sender_phone": sender_phone, "recipient_name": to,
            "recipient_phone": to_phone, "date": date, "time": time, "content": content}


def sms(*, sender: str, sender_phone: str, date: str, time: str, content: str, to: str = ME,
        to_phone: str = MY_PHONE, ev: str | None = None, key: str | None = None,
        **fields: Any) -> Rec:
    """A message the user received (``to`` someone else for one between others); ``fields``:
    attachment, status (default read)."""
    head = _message(sender, sender_phone, to, to_phone, date, time, content)
    return _rec("sms", head, fields, {"status": "read"}, ev, key)


def sent(*, to: str, to_phone: str, date: str, time: str, content: str, ev: str | None = None,
         key: str | None = None, **fields: Any) -> Rec:
    """A message the user sent; ``fields``: attachment, status (default sent)."""
    head = _message(ME, MY_PHONE, to, to_phone, date, time, content)
    return _rec("sms", head, fields, {"status": "sent"}, ev, key)


def voicemail(*, caller: str, number: str, date: str, time: str, message: str,
              ev: str | None = None, key: str | None = None) -> Rec:
    head = {"caller_name": caller, "caller_number": number, "date": date, "time": time,
            "message_content": message}
    return _rec("voicemail", head, {}, {}, ev, key)


def note(*, title: str, content: str, date: str, time: str, ev: str | None = None,
         key: str | None = None) -> Rec:
    head = {"title": title, "content": content, "creation_date": date, "creation_time": time}
    return _rec("notes", head, {}, {}, ev, key)


def meeting(*, title: str, date: str, start: str, end: str, participants: Iterable[str],
            end_date: str | None = None, reminder: str = "10 minutes before",
            repeat: str = "never", ev: str | None = None, key: str | None = None,
            **fields: Any) -> Rec:
    """A meeting; ``fields``: meeting_id (else made from the task id), location (default none),
    meeting_minutes (default empty), status (default finished)."""
    head = {"title": title, "start_date": date, "end_date": end_date or date, "start_time": start,
            "end_time": end, "reminder": reminder, "repeat": repeat,
            "participants": list(participants)}
    defaults = {"location": [], "meeting_minutes": "", "status": "finished"}
    return _rec("meeting", head, fields, defaults, ev, key)


def schedule(*, title: str, date: str, start: str, end: str, reminder: str = "10 minutes before",
             repeat: str = "never", location: str = "", ev: str | None = None,
             key: str | None = None) -> Rec:
    head = {"title": title, "date": date, "start_time": start, "end_time": end,
            "reminder": reminder, "repeat": repeat, "location": location}
    return _rec("schedule", head, {}, {}, ev, key)


def payment(*, item: str, amount: float, date: str, time: str, payee: str, payee_account: str,
            note: str = "", payer: str = ME, payer_account: str = MY_ACCOUNT,
            ev: str | None = None, key: str | None = None) -> Rec:
    head = {"item": item, "amount": amount, "date": date, "time": time, "payer": payer,
            "payer_account": payer_account, "payee": payee, "payee_account": payee_account,
            "note": note}
    return _rec("transaction", head, {}, {}, ev, key)


def trip(*, date: str, departure: str, arrival: str, origin: str, destination: str, mode: str,
         contact: Iterable[str], number: str, cost: str, status: str = "finished",
         ev: str | None = None, key: str | None = None) -> Rec:
    head = {"date": date, "departure_time": departure, "estimated_arrival_time": arrival,
            "origin": origin, "destination": destination, "mode": mode, "contact": list(contact),
            "contact_number": number, "estimated_cost": cost, "status": status}
    return _rec("transport", head, {}, {}, ev, key)


def hotel(*, name: str, check_in: str, check_out: str, room: str, quantity: int,
          contact: Iterable[str], number: str, cost: str, status: str = "checked out",
          ev: str | None = None, key: str | None = None) -> Rec:
    head = {"hotel": name, "check_in_date": check_in, "check_out_date": check_out,
            "room_type": room, "quantity": quantity, "contact": list(contact),
            "contact_number": number, "cost": cost, "status": status}
    return _rec("accommodation", head, {}, {}, ev, key)


def alarm(*, time: str, repeat: str, name: str, duration: int = 3, count: int = 1,
          interval: int = 5, status: str = "on", ev: str | None = None,
          key: str | None = None) -> Rec:
    head = {"time": time, "repeat": repeat, "alarm_name": name, "ring_duration": duration,
            "repeat_count": count, "ring_interval": interval, "status": status}
    return _rec("alarm", head, {}, {}, ev, key)


# --------------------------------------------------------------------------- the user's life

#: The everyday records of the reasoning, disambiguation and integration tasks (before their own):
#: family, the manager Daniel Reed, coworkers, the weekly meeting, the home address. Keyed so a
#: task can cite them as evidence.
BACKGROUND: tuple[Rec, ...] = (
    contact(name="Ling Xie", phone="13916623345", address="Room 1802, 88 Changning Road, Shanghai",
            birthday="1986-03-14", relationship="wife", key="wife"),
    contact(name="Xin Xu", phone="13916628810", relationship="son", note="Grade 6, Lincoln Primary",
            key="son"),
    contact(name="Miao Xu", phone="13916627702", relationship="daughter", note="Grade 3, Lincoln Primary",
            key="daughter"),
    contact(name="Daniel Reed", phone="+1 415-739-2098", company=COMPANY, email="d.reed@guangming-nuts.com",
            relationship="colleague", note="Procurement manager", key="manager"),
    contact(name="Grace Lin", phone="+1 415-220-7781", company=COMPANY, relationship="colleague",
            note="Procurement buyer", key="grace"),
    contact(name="Tom Becker", phone="+1 415-220-6630", company=COMPANY, relationship="colleague",
            note="Procurement buyer", key="tom"),
    contact(name="Helen Zhou", phone="+1 415-555-0101", company=COMPANY, relationship="colleague",
            note="General manager", key="helen"),
    meeting(title="Weekly report - Procurement Department", date="2025-10-27", start="14:00:00", end="15:00:00",
            participants=["Daniel Reed", "Tom Becker", "Grace Lin"], repeat="weekly", meeting_id="800652380",
            location=["Room 3B"], meeting_minutes="Supplier prices for Q4 reviewed.", key="weekly"),
    note(title="Personal info", content="Home: Room 1802, 88 Changning Road, Shanghai. Department: Procurement.",
         date="2025-09-01", time="08:45", key="home"),
    note(title="Shopping list", content="Milk, eggs, rice, dish soap", date="2025-10-30", time="19:02", key="shopping"),
    alarm(time="07:00:00", repeat="Mon, Tue, Wed, Thu, Fri", name="Workday wake-up", key="wake"),
    payment(item="Electricity bill", amount=212.4, date="2025-10-15", time="20:11:00", payee="State Grid Shanghai",
            payee_account="3100200045671", key="power"),
    schedule(title="Family dinner at grandma's", date="2025-10-26", start="18:00:00", end="20:30:00", repeat="monthly",
             location="Jing'an", key="grandma"),
    trip(date="2025-10-20", departure="08:10:00", arrival="08:45:00", origin="Home", destination="Office", mode="car", contact=[ME], number=MY_PHONE, cost="38",
         key="commute"),
)

#: The everyday records of the preference and multi-intent tasks (before their own): family and
#: parents, colleagues, a namesake supplier, bills, a supplier visit; distractors, and evidence
#: where a task says so.
HOUSEHOLD: tuple[Rec, ...] = (
    contact(name="Ling Xie", phone="13916623345", relationship="wife", birthday="1986-04-12",
            address="Lane 88 Gubei Rd, Changning, Shanghai", key="bg_wife"),
    contact(name="Xin Xu", phone="13817760021", relationship="son", key="bg_son"),
    contact(name="Miao Xu", phone="13651180932", relationship="daughter", key="bg_dau"),
    contact(name="Guoqiang Xu", phone="13705716688", relationship="father", address="Xihu District, Hangzhou",
            birthday="1958-11-15", key="bg_dad"),
    contact(name="Shufen Wang", phone="13705716699", relationship="mother", address="Xihu District, Hangzhou",
            key="bg_mom"),
    contact(name="Daniel Reed", phone="+1 415-739-2098", company=COMPANY, email="d.reed@guangming-nuts.com",
            relationship="colleague", note="Procurement manager", key="bg_mgr"),
    contact(name="Daniel Reeves", phone="+1 415-739-2198", company="Pacific Almond Supply",
            email="dreeves@pas.com", relationship="supplier", note="almonds", key="bg_reeves"),
    contact(name="Grace Lin", phone="+1 415-220-7781", company=COMPANY, email="g.lin@guangming-nuts.com",
            relationship="colleague", note="Procurement", key="bg_grace"),
    contact(name="Tom Becker", phone="+1 415-220-7790", company=COMPANY, email="t.becker@guangming-nuts.com",
            relationship="colleague", note="Procurement", key="bg_tom"),
    contact(name="Daisy Miller", phone="+1 408-552-7810", company=COMPANY, relationship="colleague",
            note="Finance", key="bg_daisy"),
    contact(name="Dana Tim", phone="+1 650-441-9072", relationship="friend", key="bg_dana"),
    contact(name="Ling Xu", phone="13588120456", relationship="cousin", key="bg_lingxu"),
    meeting(title="Weekly report - Procurement Department", date="2025-10-27", start="14:00:00", end="15:00:00",
            participants=["Daniel Reed", "Tom Becker", "Grace Lin"], repeat="weekly", meeting_id="800652381",
            location=["Room 3B"], meeting_minutes="Supplier prices for Q4 reviewed.",
            key="bg_weekly"),
    note(title="Team directory",
         content="Procurement Dept: manager Daniel Reed, buyers Grace Lin and Tom Becker.", date="2025-09-01",
         time="11:00", key="bg_dir"),
    note(title="Shopping list", content="Walnuts, rice, milk, dish soap.", date="2025-10-29", time="19:02", key="bg_shop"),
    note(title="Home Wi-Fi", content="SSID XuHome, password walnut2025.", date="2025-03-02", time="10:15", key="bg_wifi"),
    sms(sender="Grace Lin", sender_phone="+1 415-220-7781", date="2025-10-31", time="17:40:00",
        content="Daniel wants the supplier list by Monday.", key="bg_sms1"),
    sms(sender="China Mobile", sender_phone="10086", date="2025-10-28", time="09:00:00",
        content="Your October bill is 128.00 yuan and has been paid automatically.", key="bg_sms2"),
    payment(item="Supermarket", amount=356.4, date="2025-10-26", time="18:31:00", payee="Hema Fresh", payee_account="6225 8801 0000 1234",
            key="bg_t1"),
    payment(item="Mobile bill", amount=128.0, date="2025-10-28", time="09:00:00", payee="China Mobile", payee_account="9558 8000 0128",
            key="bg_t2"),
    schedule(title="Supplier visit", date="2025-11-03", start="10:00:00", end="12:00:00", reminder="1 hour before",
             location="Pacific Almond Supply", key="bg_sch1"),
    voicemail(caller="Dana Tim", number="+1 650-441-9072", date="2025-10-29", time="20:05:00", message="Dinner on Sunday?",
              key="bg_vm1"),
)


#: Gold for an alarm whose name and ringing options the records leave open.
ANY_ALARM_OPTIONS: dict[str, Any] = {"name": U, "alarmDuration": U, "alarmCount": U,
                                     "alarmInterval": U}


def S(tool: str, pattern: str, /, **options: Any) -> Call:
    """One search of the reference solution (options: field, mode, ignore_case, page)."""
    return X(tool, pattern=pattern, **options)


def PH(number: str, *more: str) -> dict[str, Any]:
    """The acceptable spellings of a phone number: as recorded, without its +1 or +86 country
    code, and any ``more``."""
    local = [number[len(code):] for code in ("+1 ", "+86 ") if number.startswith(code)]
    return ONE(number, *local, *more)


def NEEDS(key: str, needs: str, search: Call, obvious: str | None = None) -> dict[str, Any]:
    """A search claim: reaching the record ``key`` needs a ``fuzzy`` / ``regex`` / ``field`` /
    ``page`` search, ``search`` (an :func:`S`) is one that reaches it, ``obvious`` the fixed query
    it beats (the validator checks both by searching)."""
    return {"record_id": key, "needs": needs, "call": search, "obvious": obvious}


def _tables(tid: str, records: Iterable[Rec]
            ) -> tuple[dict[str, list[dict[str, Any]]], dict[str, str], list[dict[str, str]]]:
    """The records of task ``tid`` by app with their ids, the ids by record key, and the
    records' evidence notes."""
    tables: dict[str, list[dict[str, Any]]] = {}
    ids: dict[str, str] = {}
    notes: list[dict[str, str]] = []
    meetings = 0
    for rec in records:
        rows = tables.setdefault(rec.table, [])
        rid = f"{rec.table}-{len(rows) + 1}"
        fields = copy.deepcopy(rec.fields)
        if rec.table == "meeting" and "meeting_id" not in fields:
            meetings += 1
            fields["meeting_id"] = f"8{zlib.crc32(tid.encode()) % 1000:03d}{meetings:05d}"
        rows.append({"id": rid, **fields})
        if rec.key is not None:
            if rec.key in ids:
                raise ValueError(f"{tid}: record key {rec.key!r} used twice")
            ids[rec.key] = rid
        if rec.ev:
            notes.append({"record_id": rid, "provides": rec.ev})
    return tables, ids, notes


#: The versions of the shared worlds: a change to their records or to the user is a new version
#: (the build refuses to rewrite a world file under its old version).
BACKGROUND_WORLD_VERSION = 1
HOUSEHOLD_WORLD_VERSION = 1


def _world(name: str, version: int, records: Iterable[Rec]) -> dict[str, Any]:
    """``records`` as the shared world ``worlds/<name>@<version>.json``: the user, the clock and
    the records with their ids, which the tasks that start from it hold before their own."""
    tables, _, _ = _tables(name, records)
    data = {"world": name, "version": version, "profile": PROFILE, "now": NOW, "weekday": WEEKDAY,
            "records": tables}
    loaded: dict[str, Any] = json.loads(json.dumps(data))
    return loaded


def background_world() -> dict[str, Any]:
    """:data:`BACKGROUND` as a shared world: the reasoning, disambiguation and integration
    tasks start from it."""
    return _world("spieval-background", BACKGROUND_WORLD_VERSION, BACKGROUND)


def household_world() -> dict[str, Any]:
    """:data:`HOUSEHOLD` as a shared world: the preference and multi-intent tasks start from
    it."""
    return _world("spieval-household", HOUSEHOLD_WORLD_VERSION, HOUSEHOLD)


def task(tid: str, capability: str, categories: list[str], instruction: str,
         records: Iterable[Rec], gold: list[Call], reference: list[Any], *,
         evidence: Iterable[tuple[str | None, str]] = (),
         claims: Iterable[dict[str, Any]] = (),
         history: list[dict[str, str]] | None = None,
         answer: str | None = None, suite: str = SUITE) -> dict[str, Any]:
    """One SPIEval task dict. ``history`` is stored when given (the reasoning, disambiguation and
    integration tasks give an empty one); ``answer`` is the final message of the reference;
    ``claims`` are :func:`NEEDS` search claims, naming records by key."""
    tables, ids, notes = _tables(tid, records)
    evidence = list(evidence)
    unknown = [key for key, _ in evidence if key is not None and key not in ids]
    claims = list(claims)
    unknown += [c["record_id"] for c in claims if c["record_id"] not in ids]
    if unknown:
        raise ValueError(f"{tid}: evidence or claims name unknown record keys {unknown}")
    return {
        "schema_version": 1, "id": tid, "suite": suite, "capability": capability,
        "categories": categories, "instruction": instruction,
        **({} if history is None else {"history": history}),
        "profile": PROFILE, "now": NOW, "weekday": WEEKDAY, "records": tables,
        "candidate_tools": list(SPIEVAL.tools), "setting": "standard",
        "step_limit": SPIEVAL.step_limit,
        "gold": {"answers": [{"calls": gold}], "ordered": False},
        "evidence": [*notes, *({"provides": p} if k is None
                               else {"record_id": ids[k], "provides": p} for k, p in evidence)],
        "reference_solution": solution(reference, answer),
        **({"search_claims": [{**c, "record_id": ids[c["record_id"]]} for c in claims]}
           if claims else {}),
    }
