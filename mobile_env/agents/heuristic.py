"""The heuristic baseline: an honest rule-based floor that sees only what a model sees.

It is given the opening chat (system prompt with the user profile and "now", the instruction) and
the tool feedback -- never the task, so it cannot read gold answers, evidence or the reference
solution. Its play is fixed:

1. split the instruction into clauses and map each clause's trigger words to an execution tool
   (call -> Phone_Call, text/message -> Messages_Send, pay/transfer -> Consumption_Create, ...);
2. search the phone (``search_phone``, else the per-app tools) for the clause's content words;
3. pick the person the results point at (names from name fields, ranked by how often they
   co-occur with the content words) and search the phone for that person;
4. fill each parameter of the tool by a rule (the person's phone number, dates like "tomorrow"
   resolved against "now", times like "7 am", a preference such as "video" found in a record
   that mentions the person, ...), make the calls, then finish.

In the no-search setting the records given in the system prompt replace the searches.
"""

from __future__ import annotations

import datetime as dt
import json
import re
from dataclasses import dataclass, field
from typing import Any, Callable, Generator, Iterable

from mobile_env.agents.base import FINISH_ACTION, Messages, ToolSchemas, calls_action, tool_names

#: Trigger words -> execution tool; earlier rows win when a clause matches several.
TRIGGERS: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("Clock_CreateAlarm", ("alarm", "wake me", "wake up")),
    ("TodoList_Create", ("to-do", "todo", "to do list")),
    ("Meeting_Create", ("meeting", "meet with", "conference")),
    ("Accommodation_Create", ("hotel", "accommodation", "room", "stay")),
    ("Transport_Create", ("taxi", "cab", "train", "flight", "plane", "ride", "ticket")),
    ("Consumption_Create", ("pay", "transfer", "reimburse", "money", "repay")),
    ("Contacts_Create", ("save", "add contact", "new contact", "contact info")),
    ("Schedule_Create", ("schedule", "calendar", "event", "remind me", "appointment")),
    ("Messages_Send", ("text", "message", "sms", "tell", "send", "let", "notify", "inform")),
    ("Phone_Call", ("call", "phone", "ring", "dial")),
)
_STOP = frozenset("""a an the my me i to of for and or at on in with by from about please can you
could would will it its is are be this that these those there their his her him she he they them
we our your up out do does did just also some any all new next last today tomorrow tonight
yesterday when what who which how then so as am pm o'clock now time day week book number
usual""".split())
_TRIGGER_WORDS = frozenset(w for _, words in TRIGGERS for phrase in words for w in phrase.split())
_NAME_FIELDS = ("name", "sender_name", "recipient_name", "caller_name", "participants", "contact",
                "payee", "payer")
_PHONE_FIELDS = ("phone_number", "sender_phone", "caller_number", "contact_number",
                 "recipient_phone")
_PHONE = re.compile(r"\+?\d[\d\s\-()]{6,}\d")
_CLAUSE = re.compile(r"\s*(?:;|,? and then |,? then |,? and also |,? and (?=[a-z]+ )|\. )\s*")
_WORD = re.compile(r"[A-Za-z][A-Za-z'-]*")
_CAPITAL_NAME = re.compile(r"\b[A-Z][a-z]+(?: [A-Z][a-z]+)+\b")
_CLOCK = re.compile(r"\b(\d{1,2})(?::(\d{2}))?(?::\d{2})?\s*(am|pm|a\.m\.|p\.m\.)?(?=\W|$)", re.I)
_ISO_DATE = re.compile(r"\b\d{4}-\d{1,2}-\d{1,2}\b")
_AMOUNT = re.compile(r"(?:[$¥€£]\s*|\b)(\d+(?:\.\d{1,2})?)(?=\s*(?:yuan|dollars?|usd|rmb|eur|\b))",
                     re.I)
_WEEKDAYS = ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday")
#: How many searches one step may hold (the env runs at most 16 calls per action).
MAX_SEARCHES = 8


@dataclass
class Clause:
    """One intent of the instruction: its text, tool, content words and the person it is about."""

    text: str
    tool: str
    keywords: list[str]
    person: str | None = None


@dataclass
class View:
    """What the agent knows: the profile, the clock and the records seen so far (by id)."""

    profile: dict[str, str]
    now: dt.datetime
    records: dict[str, dict[str, Any]] = field(default_factory=dict)

    def add(self, records: Iterable[dict[str, Any]]) -> None:
        for r in records:
            if isinstance(r, dict) and isinstance(r.get("id"), str):
                self.records.setdefault(r["id"], r)

    def mentioning(self, text: str) -> list[dict[str, Any]]:
        needle = text.casefold()
        return [r for r in self.records.values() if needle in _record_text(r)]


class HeuristicAgent:
    name = "heuristic"

    def __init__(self) -> None:
        self._script: Generator[str, str, None] | None = None

    def reset(self, task_id: str, messages: Messages, tools: ToolSchemas) -> None:
        self._script = self._play(messages, tools)
        next(self._script)

    def act(self, observation: str) -> str:
        if self._script is None:
            return FINISH_ACTION
        try:
            return self._script.send(observation)
        except StopIteration:
            self._script = None
            return FINISH_ACTION

    def _play(self, messages: Messages, tools: ToolSchemas) -> Generator[str, str, None]:
        yield ""  # primed by reset; the first observation (the instruction) arrives with send
        system = messages[0]["content"] if messages and messages[0]["role"] == "system" else ""
        instruction = messages[-1]["content"]
        view = View(parse_profile(system), parse_now(system))
        view.add(prompt_records(system))
        active = tool_names(tools)
        schemas = {t["function"]["name"]: t["function"]["parameters"] for t in tools}
        clauses = plan_clauses(instruction, active)
        searches = [t for t in active if t.startswith("search_")]
        search_with = ["search_phone"] if "search_phone" in searches else searches

        words = list(dict.fromkeys(w for c in clauses for w in c.keywords))
        if search_with and words:
            view.add(_results((yield _searches(search_with, words))))
        for clause in clauses:
            clause.person = pick_person(clause, view)
        people = list(dict.fromkeys(c.person for c in clauses if c.person))
        if search_with and people:
            view.add(_results((yield _searches(search_with, people))))
        calls = [(c.tool, fill_arguments(c, schemas[c.tool], view)) for c in clauses]
        if calls:
            yield calls_action(calls)


# ------------------------------------------------------------------------------ reading the prompt


def parse_profile(system: str) -> dict[str, str]:
    """The "- Key: value" lines of the profile block, keyed by lower-case key."""
    return {m[1].strip().lower(): m[2].strip()
            for m in re.finditer(r"^- ([^:\n]+): (.*)$", system, re.M)}


def parse_now(system: str) -> dt.datetime:
    m = re.search(r"Current time: (\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2})", system)
    return dt.datetime.fromisoformat(m[1]) if m else dt.datetime(2025, 1, 1, 9)


def prompt_records(system: str) -> list[dict[str, Any]]:
    """Records the no-search setting lists in the system prompt (one JSON object per line)."""
    out = []
    for line in system.splitlines():
        if line.startswith("{"):
            try:
                out.append(json.loads(line))
            except ValueError:
                continue
    return out


def plan_clauses(instruction: str, active: list[str]) -> list[Clause]:
    """One clause per intent whose trigger names an active execution tool (each tool once)."""
    clauses: list[Clause] = []
    for text in _CLAUSE.split(instruction.strip()):
        tool = trigger_tool(text, active)
        if tool and all(c.tool != tool for c in clauses):
            clauses.append(Clause(text, tool, content_words(text)))
    return clauses


def trigger_tool(text: str, active: list[str]) -> str | None:
    low = f" {text.casefold()} "
    for tool, words in TRIGGERS:
        if tool in active and any(re.search(rf"\b{re.escape(w)}\b", low) for w in words):
            return tool
    return None


def written_names(text: str) -> list[str]:
    """Capitalised runs ("Daniel Reed"), less a leading command or stop word ("Call Daniel
    Reed")."""
    names = []
    for run in _CAPITAL_NAME.findall(text):
        words = run.split()
        while words and (words[0].casefold() in _TRIGGER_WORDS or words[0].casefold() in _STOP):
            words.pop(0)
        if words:
            names.append(" ".join(words))
    return names


def content_words(text: str) -> list[str]:
    """Names written in capitals first, then words that are neither stop- nor trigger words."""
    names = written_names(text)
    rest = [w.removesuffix("'s") for w in _WORD.findall(text)]
    rest = [w for w in rest if len(w) > 2 and w.casefold() not in _STOP
            and w.casefold() not in _TRIGGER_WORDS and w.casefold() not in _WEEKDAYS
            and not any(w in n for n in names)]
    return list(dict.fromkeys([*names, *(w.casefold() for w in rest)]))[:4]


# ------------------------------------------------------------------------------- reading feedback


def _searches(tools: list[str], patterns: list[str]) -> str:
    calls = [(t, {"pattern": p}) for p in patterns for t in tools][:MAX_SEARCHES]
    return calls_action(calls)


def _results(observation: str) -> list[dict[str, Any]]:
    """The records in a (possibly parallel) search feedback; anything unreadable counts as none."""
    try:
        data = json.loads(observation)
    except (ValueError, RecursionError):
        return []
    items = data if isinstance(data, list) else [data]
    out: list[dict[str, Any]] = []
    for item in items:
        payload = item.get("payload") if isinstance(item, dict) else None
        if isinstance(payload, dict) and isinstance(payload.get("results"), list):
            out += [{"app": payload.get("app"), **r}
                    for r in payload["results"] if isinstance(r, dict)]
    return out


def _record_text(record: dict[str, Any]) -> str:
    return " ".join(str(v) for v in _flat(record.values())).casefold()


def _flat(values: Iterable[Any]) -> Iterable[Any]:
    for v in values:
        if isinstance(v, (list, tuple)):
            yield from v
        else:
            yield v


def _names_in(record: dict[str, Any]) -> list[str]:
    return [str(n) for k in _NAME_FIELDS for n in _flat([record.get(k)]) if n]


def pick_person(clause: Clause, view: View) -> str | None:
    """A name written in the clause, else the name most tied to the clause's words in the records.

    A name scores 1 per record it shares with a content word, and 2 more per field that holds
    both (a "manager Daniel Reed" title says more than a shared attendee list).
    """
    written = written_names(clause.text)
    if written:
        return written[0]
    me = view.profile.get("name", "").casefold()
    scores: dict[str, int] = {}
    for word in clause.keywords:
        for record in view.mentioning(word):
            for name in dict.fromkeys(_names_in(record)):
                if name.casefold() == me:
                    continue
                fields = [str(v).casefold() for v in _flat(record.values())]
                together = sum(word in f and name.casefold() in f for f in fields)
                scores[name] = scores.get(name, 0) + 1 + 2 * together
    if not scores:  # nobody in a name field: try names written in the records' text
        for record in clause_records(clause, view):
            for name in written_names(" ; ".join(str(v) for v in _flat(record.values()))):
                if name.casefold() != me:
                    scores[name] = scores.get(name, 0) + 1
    return max(scores, key=lambda n: scores[n]) if scores else None


def clause_records(clause: Clause, view: View) -> list[dict[str, Any]]:
    """The records that mention a content word of the clause, in the order they were seen."""
    seen = {r["id"]: r for word in clause.keywords for r in view.mentioning(word)}
    return [r for rid, r in view.records.items() if rid in seen]


# ------------------------------------------------------------------------------ filling arguments


def fill_arguments(clause: Clause, params: dict[str, Any], view: View) -> dict[str, Any]:
    """Every parameter some rule can fill; required ones the rules cannot guess are left out."""
    args: dict[str, Any] = {}
    for name, spec in params["properties"].items():
        rule = RULES.get((clause.tool, name)) or RULES.get(("*", name))
        value = rule(clause, view, args) if rule else None
        if value is None and "enum" in spec:
            value = _preferred(clause, view, spec["enum"])
            if value is None and name in params.get("required", ()):
                value = spec["enum"][0]
        if value is not None:
            args[name] = value
    return args


Rule = Callable[[Clause, View, dict[str, Any]], Any]


def _person_record(clause: Clause, view: View) -> dict[str, Any] | None:
    if not clause.person:
        return None
    mine = [r for r in view.mentioning(clause.person) if any(r.get(k) for k in _PHONE_FIELDS)]
    exact = [r for r in mine if str(r.get("name", "")).casefold() == clause.person.casefold()]
    return exact[0] if exact else mine[0] if mine else None


def _phone(clause: Clause, view: View, args: dict[str, Any]) -> str | None:
    written = _PHONE.search(clause.text)
    if written:
        return written[0]
    record = _person_record(clause, view)
    if record:
        return next(str(record[k]) for k in _PHONE_FIELDS if record.get(k))
    for record in clause_records(clause, view):
        if found := _PHONE.search(_record_text(record)):
            return found[0]
    return None


def _own_phone(clause: Clause, view: View, args: dict[str, Any]) -> str | None:
    return _phone(clause, view, args) or view.profile.get("phone number")


def _people(clause: Clause, view: View, args: dict[str, Any]) -> list[str]:
    mine = re.search(r"\b(my|our|me)\b", clause.text, re.I)
    return [view.profile.get("name", "me") if mine or not clause.person else clause.person]


def _preferred(clause: Clause, view: View, options: list[Any]) -> Any:
    """The option the clause names, else the earliest one a record about the person mentions."""
    low = clause.text.casefold()
    named = [o for o in options if isinstance(o, str) and o.casefold() in low]
    if named:
        return named[0]
    if not clause.person:
        return None
    for record in view.mentioning(clause.person):
        text = _record_text(record)
        if "prefer" in text:
            hits = [(text.find(o.casefold()), o) for o in options
                    if isinstance(o, str) and o.casefold() in text]
            if hits:
                return min(hits)[1]
    return None


def _date(clause: Clause, view: View, args: dict[str, Any]) -> str:
    written = resolve_date(clause.text, view.now)
    event = upcoming_event(clause, view)
    return (written or (event[0] if event else view.now.date())).isoformat()


_DATE_FIELDS = ("date", "start_date", "check_in_date")
_TIME_FIELDS = ("start_time", "departure_time", "time")


def upcoming_event(clause: Clause, view: View) -> tuple[dt.date, dt.time | None] | None:
    """(date, time) of the earliest record about the clause dated today or later, if any."""
    events = []
    for record in clause_records(clause, view):
        day = next((_as_date(record[k]) for k in _DATE_FIELDS if k in record), None)
        if day is not None and day >= view.now.date():
            clock = next((resolve_time(str(record[k])) for k in _TIME_FIELDS if record.get(k)),
                         None)
            events.append((day, clock))
    return min(events, key=lambda e: (e[0], e[1] or dt.time(0))) if events else None


def _as_date(value: Any) -> dt.date | None:
    try:
        return dt.date.fromisoformat(str(value))
    except ValueError:
        return None


def resolve_date(text: str, now: dt.datetime) -> dt.date | None:
    """The date the text names -- "today", "tomorrow", "the day after tomorrow", a weekday (its
    next date) or a Y-M-D date -- or None when it names none."""
    low = text.casefold()
    if m := _ISO_DATE.search(text):
        y, mo, d = map(int, m[0].split("-"))
        return dt.date(y, mo, d)
    if "day after tomorrow" in low:
        return now.date() + dt.timedelta(days=2)
    if "tomorrow" in low:
        return now.date() + dt.timedelta(days=1)
    for i, day in enumerate(_WEEKDAYS):
        if re.search(rf"\b{day}\b", low):
            ahead = (i - now.weekday()) % 7 or 7
            return now.date() + dt.timedelta(days=ahead + (7 if "next week" in low else 0))
    return now.date() if re.search(r"\b(today|tonight|now)\b", low) else None


def resolve_time(text: str) -> dt.time | None:
    """A clock time written in the text ("7 am", "19:30", "noon"), if any."""
    low = text.casefold()
    if "noon" in low:
        return dt.time(12)
    for m in _CLOCK.finditer(text):
        hour, minute, half = int(m[1]), int(m[2] or 0), (m[3] or "").lower().replace(".", "")
        if not half and m[2] is None:
            continue  # a bare number is a count or an amount, not a time
        hour = hour % 12 + (12 if half == "pm" else 0) if half else hour
        if hour < 24 and minute < 60:
            return dt.time(hour, minute)
    return None


def _clock(clause: Clause, view: View) -> dt.time:
    event = upcoming_event(clause, view)
    return resolve_time(clause.text) or (event[1] if event and event[1] else dt.time(9))


def _time_hms(clause: Clause, view: View, args: dict[str, Any]) -> str:
    return _clock(clause, view).strftime("%H:%M:%S")


def _time_hm(clause: Clause, view: View, args: dict[str, Any]) -> str:
    return _clock(clause, view).strftime("%H:%M")


def _end_time(clause: Clause, view: View, args: dict[str, Any]) -> str:
    start = dt.datetime.combine(dt.date(2000, 1, 1),
                                dt.time.fromisoformat(args.get("timeStart", "09:00:00")))
    end = min(start + dt.timedelta(hours=1), start.replace(hour=23, minute=59, second=0))
    return end.strftime("%H:%M:%S")


def _checkout(clause: Clause, view: View, args: dict[str, Any]) -> str:
    nights = re.search(r"(\d+) nights?", clause.text)
    start = dt.date.fromisoformat(args.get("dateCheckIn") or _date(clause, view, args))
    return (start + dt.timedelta(days=int(nights[1]) if nights else 1)).isoformat()


def _message_text(clause: Clause, view: View, args: dict[str, Any]) -> str:
    m = re.search(r"\b(?:that|saying|say|:)\s+(.+)$", clause.text, re.I)
    return (m[1] if m else clause.text).strip()


def _amount(clause: Clause, view: View, args: dict[str, Any]) -> float | None:
    m = _AMOUNT.search(clause.text)
    return float(m[1]) if m and float(m[1]) > 0 else None


def _account(clause: Clause, view: View, args: dict[str, Any]) -> str | None:
    if not clause.person:
        return None
    for record in view.mentioning(clause.person):
        payee = str(record.get("payee", "")).casefold()
        if payee == clause.person.casefold() and record.get("payee_account"):
            return str(record["payee_account"])
    return None


def _place(words: tuple[str, ...], fields: tuple[str, ...]) -> Rule:
    """A capitalised place after one of ``words`` in the clause, else a record's place field."""
    def rule(clause: Clause, view: View, args: dict[str, Any]) -> str | None:
        m = re.search(rf"\b(?:{'|'.join(words)})\s+((?:[A-Z][\w'-]*\s?)+)", clause.text)
        if m:
            return m[1].strip()
        return next((str(r[k]) for r in clause_records(clause, view) for k in fields if r.get(k)),
                    None)
    return rule


def _transport_type(clause: Clause, view: View, args: dict[str, Any]) -> str:
    low = clause.text.casefold()
    if re.search(r"\b(flight|plane|fly)\b", low):
        return "plane"
    return "train" if re.search(r"\btrain\b", low) else "car"


def _content(clause: Clause, view: View, args: dict[str, Any]) -> str:
    m = re.search(r"\bto (.+)$", clause.text)
    return (m[1] if m else clause.text).strip(" .")


def _item(clause: Clause, view: View, args: dict[str, Any]) -> str:
    m = re.search(r"\bfor (?:the )?([a-z][\w ]+)", clause.text)
    return m[1].strip() if m else "transfer"


def _person(clause: Clause, view: View, args: dict[str, Any]) -> str | None:
    return clause.person


def _participants(clause: Clause, view: View, args: dict[str, Any]) -> list[str] | None:
    return [clause.person] if clause.person else None


RULES: dict[tuple[str, str], Rule] = {
    ("*", "telephone"): _phone,
    ("Accommodation_Create", "telephone"): _own_phone,
    ("Transport_Create", "telephone"): _own_phone,
    ("*", "people"): _people,
    ("*", "passenger"): _people,
    ("*", "date"): _date,
    ("*", "dateStart"): _date,
    ("*", "dateEnd"): _date,
    ("*", "dateCheckIn"): _date,
    ("*", "dateCheckOut"): _checkout,
    ("*", "timeStart"): _time_hms,
    ("*", "timeEnd"): _end_time,
    ("*", "time"): _time_hms,
    ("TodoList_Create", "time"): _time_hm,
    ("Transport_Create", "start"): lambda c, v, a: "current",
    ("Transport_Create", "end"): _place(("to",), ("destination", "location")),
    ("Transport_Create", "transportType"): _transport_type,
    ("Accommodation_Create", "location"): _place(("at", "in"),
                                                 ("hotel", "location", "destination")),
    ("Messages_Send", "text"): _message_text,
    ("TodoList_Create", "content"): _content,
    ("Consumption_Create", "amount"): _amount,
    ("Consumption_Create", "item"): _item,
    ("Consumption_Create", "receivingName"): _person,
    ("Consumption_Create", "receivingAccount"): _account,
    ("Contacts_Create", "name"): _person,
    ("Meeting_Create", "participants"): _participants,
}
