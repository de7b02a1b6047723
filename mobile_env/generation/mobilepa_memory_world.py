"""The long-term memory of a profile world: what its user told the assistant over time.

Paper 002, Section 3.4.3: Memory tasks "are synthesized from coherent user profile worlds
detailing long-term user habits, secretary identities, focus routines, and historical
preferences". Each world of :mod:`mobile_env.generation.mobilepa_world` gets one dated store, drawn
from ``Random(f"memory:{side}:{number}")``, so every task of a world reads the same memories:

* **identities** -- six roles held by the world's people (secretary, dentist, tutor, ...), two of
  them changed in 2025 (the old record stays, a newer one corrects it);
* **preferences** -- three settings the user likes (one revised later), calendar reminders, how
  early an alarm should ring before a flight;
* **routines** -- wake-up, medication and study alarms (one moved later), a weekly team sync;
* **travel** -- an upcoming flight; **notes** that have gone stale (a removable old code);
* **fillers** -- unrelated habits that a search must rank below what it asked for.

Every memory is a :class:`Fact` that knows its id, its domain (the paper's four application
domains, Figure 7c) and, for a revised one, the record it supersedes, so a scenario can phrase a
request and name the ids the memory gate requires.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from random import Random
from typing import Any

from mobile_env.generation.mobilepa_world import (DAY_SETS, SETTING_PHRASES, ProfileWorld, hm,
                                             profile_world)

#: The paper's application domains (Figure 7c).
DOMAINS = ("workplace", "family_health", "business_travel", "study_research")
#: (role, domain): identities a world's people hold.
ROLES = (("secretary", "workplace"), ("manager", "workplace"), ("team lead", "workplace"),
         ("dentist", "family_health"), ("doctor", "family_health"),
         ("personal trainer", "family_health"), ("babysitter", "family_health"),
         ("travel agent", "business_travel"), ("driver", "business_travel"),
         ("tutor", "study_research"), ("thesis supervisor", "study_research"),
         ("study partner", "study_research"))
ROLE_CHANGES = ("Since March 2025 my {role} is {new}; I stopped working with {old}.",
                "Update: my {role} is now {new}, no longer {old}.",
                "Correction: {new} is my {role} now, not {old}.")
#: Setting tool -> (the noun a user calls it by, its domain).
SETTING_NOUNS = {"set_screen_timeout": ("screen timeout", "study_research"),
                 "set_font_size": ("text size", "family_health"),
                 "set_refresh_rate": ("refresh rate", "study_research"),
                 "set_ringtone": ("ringtone", "workplace"),
                 "set_vibration_intensity": ("vibration strength", "business_travel"),
                 "set_sound_mode": ("sound mode", "workplace")}
SETTING_UPDATES = ("Update: I now prefer my {noun} at {p}, not {old}.",
                   "Correction: my preferred {noun} is {p} now (no longer {old}).")
#: Routine -> (what the user calls it, domain, memory template, update template, the words a
#: memory search for it uses).
ROUTINES = {
    "wake_up": ("wake-up", "workplace", "On weekdays I get up at {t}.",
                "Since May 2025 I get up at {t} on weekdays instead of {old}.", "get up"),
    "medication": ("medication", "family_health", "I take my medication every day at {t}.",
                   "My doctor moved my medication to {t} every day (it used to be {old}).",
                   "medication"),
    "study": ("study", "study_research", "I study {d} at {t}.",
              "New schedule: I now study {d} at {t}, not {old}.", "study"),
}
REMINDERS = (10, 15, 30, 60)
CITIES = ("Tokyo", "Singapore", "Berlin", "Dubai", "Sydney", "Seoul")
ROOMS = ("Room 3B", "Room 4A", "the Harbor room", "the Atlas room")
WEEKDAYS = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday")
#: Stale notes a user may ask to forget: (domain, text template, what the user calls it).
NOTES = (("family_health", "My old gym locker code is {v}.", "old gym locker code"),
         ("workplace", "My parking spot at the old office was {v}.", "old office parking spot"),
         ("business_travel", "My previous hotel loyalty number is {v}.",
          "previous hotel loyalty number"),
         ("study_research", "My old library card number is {v}.", "old library card number"))
FILLERS = (("I take the metro to work.", "routine"), ("I am allergic to peanuts.", "health"),
           ("I prefer window seats on flights.", "preference"),
           ("My favourite restaurant is Green Leaf Cafe.", "preference"),
           ("I go to yoga on Thursday evenings.", "routine"),
           ("I order a flat white with oat milk.", "habit"))


@dataclass(frozen=True)
class Fact:
    """One memory: ``kind`` (role, setting, routine, flight, flight_alarm, sync, reminder, note,
    filler), the ``key`` a scenario looks it up by, its ``value``, its record ``id`` and, for a
    revision, the id of the record it supersedes (``old_id``, with the old value)."""

    kind: str
    key: str
    domain: str
    value: Any
    id: str
    old_id: str | None = None
    old_value: Any = None

    @property
    def ids(self) -> list[str]:
        """The records a search must return to resolve this fact: the old one too if revised."""
        return [i for i in (self.old_id, self.id) if i]


@dataclass(frozen=True)
class MemoryWorld:
    world: ProfileWorld
    store: tuple[dict[str, Any], ...]
    facts: tuple[Fact, ...]

    def of(self, kind: str) -> list[Fact]:
        return [f for f in self.facts if f.kind == kind]

    def fact(self, kind: str, key: str) -> Fact:
        return next(f for f in self.facts if f.kind == kind and f.key == key)


def _stamp(rng: Random, year: int) -> str:
    return f"{year}-{rng.randint(1, 5 if year == 2025 else 12):02d}-{rng.randint(1, 28):02d} " \
           f"{rng.randint(8, 21):02d}:{rng.randrange(0, 60, 5):02d}:00"


class _Store:
    """Rows (text, category, year, fact fields) collected, then shuffled and numbered."""

    def __init__(self, rng: Random) -> None:
        self.rng = rng
        self.rows: list[tuple[str, str, str, dict[str, Any]]] = []

    def add(self, text: str, category: str, year: int = 2024, **fact: Any) -> int:
        self.rows.append((text, category, _stamp(self.rng, year), fact))
        return len(self.rows) - 1

    def build(self, world: ProfileWorld) -> MemoryWorld:
        order = list(range(len(self.rows)))
        self.rng.shuffle(order)
        ids = {k: f"memory-{n}" for n, k in enumerate(order, start=1)}
        store = tuple({"id": ids[k], "text": self.rows[k][0], "category": self.rows[k][1],
                       "created_at": self.rows[k][2], "updated_at": self.rows[k][2]} for k in order)
        facts = []
        for k, (_, _, _, fact) in enumerate(self.rows):
            if fact.get("kind"):
                old = fact.pop("old", None)
                facts.append(Fact(**fact, id=ids[k], old_id=None if old is None else ids[old[0]],
                                  old_value=None if old is None else old[1]))
        return MemoryWorld(world, store, tuple(sorted(facts, key=lambda f: (f.kind, f.key))))


def _roles(rng: Random, people: int) -> list[tuple[str, str]]:
    """Six roles, every domain among them."""
    by_domain = {d: [r for r in ROLES if r[1] == d] for d in DOMAINS}
    chosen = [rng.choice(by_domain[d]) for d in DOMAINS]
    chosen += rng.sample([r for r in ROLES if r not in chosen], people - len(chosen))
    rng.shuffle(chosen)
    return chosen


@lru_cache(maxsize=None)
def memory_world(side: str, number: int) -> MemoryWorld:
    """The memory store of profile world ``number`` of ``side``."""
    world = profile_world(side, number)
    rng = Random(f"memory:{side}:{number}")
    s = _Store(rng)
    holders = list(range(2, len(world.people)))
    roles = _roles(rng, len(holders))
    changed = set(rng.sample(range(len(roles)), 2))
    for n, ((role, domain), holder) in enumerate(zip(roles, holders)):
        name = world.people[holder]["name"]
        if n in changed:
            former = rng.choice([h for h in holders if h != holder])
            old = world.people[former]["name"]
            k = s.add(f"My {role} is {old}.", "identity")
            s.add(rng.choice(ROLE_CHANGES).format(role=role, new=name, old=old), "identity", 2025,
                  kind="role", key=role, domain=domain, value=holder, old=(k, former))
        else:
            s.add(f"My {role} is {name}.", "identity", kind="role", key=role, domain=domain,
                  value=holder)
    prefs = rng.sample(SETTING_PHRASES, 3)
    revised = rng.randrange(3)
    for n, (tool, _arg, phrases, _key, _) in enumerate(prefs):
        noun, domain = SETTING_NOUNS[tool]
        new, old = rng.sample(list(phrases), 2)
        if n == revised:
            k = s.add(f"I like my {noun} set to {phrases[old]}.", "preference")
            s.add(rng.choice(SETTING_UPDATES).format(noun=noun, p=phrases[new], old=phrases[old]),
                  "preference", 2025, kind="setting", key=tool, domain=domain, value=new,
                  old=(k, old))
        else:
            s.add(f"I like my {noun} set to {phrases[new]}.", "preference", kind="setting",
                  key=tool, domain=domain, value=new)
    moved = rng.choice(list(ROUTINES))
    for key, (_, domain, template, update, _) in ROUTINES.items():
        phrase, days = (rng.choice(DAY_SETS) if key == "study" else
                        (None, ["Mon", "Tue", "Wed", "Thu", "Fri"] if key == "wake_up"
                         else ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]))
        latest = 540 if key == "wake_up" else 1320
        time, old = (hm(m) for m in rng.sample(range(360, latest, 15), 2))
        value = (time, days)
        if key == moved:
            k = s.add(template.format(t=old, d=phrase), "routine")
            s.add(update.format(t=time, d=phrase, old=old), "routine", 2025, kind="routine",
                  key=key, domain=domain, value=value, old=(k, (old, days)))
        else:
            s.add(template.format(t=time, d=phrase), "routine", kind="routine", key=key,
                  domain=domain, value=value)
    city = rng.choice(CITIES)
    number_ = f"{rng.choice(('MU', 'CA', 'CZ', 'HO'))}{rng.randint(100, 999)}"
    departure = rng.randrange(540, 840, 15)
    date = f"2025-06-{rng.randint(10, 27):02d}"
    s.add(f"My flight {number_} to {city} leaves on {date} at {hm(departure)}.", "event", 2025,
          kind="flight", key="flight", domain="business_travel",
          value={"number": number_, "city": city, "date": date, "time": hm(departure),
                 "minutes": departure})
    lead = rng.choice((2, 3))
    s.add(f"Before a flight I want an alarm {lead} hours ahead of departure.", "preference",
          kind="flight_alarm", key="flight_alarm", domain="business_travel", value=lead)
    weekday, start, room = rng.choice(WEEKDAYS), rng.randrange(540, 1020, 30), rng.choice(ROOMS)
    s.add(f"Our weekly team sync is on {weekday}s from {hm(start)} to {hm(start + 60)} in {room}.",
          "routine", kind="sync", key="sync", domain="workplace",
          value={"weekday": weekday, "start": hm(start), "end": hm(start + 60), "room": room})
    old_rem, new_rem = rng.sample(REMINDERS, 2)
    k = s.add(f"I like calendar reminders {old_rem} minutes before events.", "preference")
    s.add(f"Changed my mind: I now want calendar reminders {new_rem} minutes before events.",
          "preference", 2025, kind="reminder", key="reminder", domain="workplace", value=new_rem,
          old=(k, old_rem))
    for domain, template, said in NOTES:
        code = f"{rng.choice('ABCDEFGH')}{rng.randint(10, 99)}" if "parking" in said else \
            str(rng.randint(1000, 99999999))
        s.add(template.format(v=code), "note", kind="note", key=said, domain=domain, value=code)
    for text, category in rng.sample(FILLERS, 3):
        s.add(text, category)
    return s.build(world)
