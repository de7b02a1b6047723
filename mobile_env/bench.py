"""``mobile-env bench``: how fast the env is, per call, on SPIEval-sized worlds.

The quality bar (SPEC, "Throughput") is that the env is never the bottleneck of RL: thousands of
tool steps per second per core and resets in microseconds. This benchmark measures that through
the real :class:`~mobile_env.env.MobilePlannerEnv`, so every number includes action parsing,
argument validation, dispatch, state copying and feedback rendering -- plus the raw
:func:`mobile_env.tools.execute` cost of the same calls, to separate the env's own overhead.

It runs on synthetic worlds (one of 200 records, one of 4,000 -- SPIEval's whole record count)
built by :func:`build_world`: realistic names, phone numbers, dates and sentences spread over the
ten SPIEval apps, deterministic from a seed (``random.Random``; no wall clock). A few "needle"
records share a rare name so that searches return a handful of hits, as a real query would.

Two more tables measure what an RL loop pays around the tool calls: the vector env
(:class:`~mobile_env.vector.MobileVectorEnv`) stepping N episodes in lock-step -- steps/s,
µs per step and memory per env (``tracemalloc`` over building and resetting it) -- and the reward
computation once per episode (``spieval_exact`` on the finished demo episode).

Numbers are the median over many timed batches (``time.perf_counter_ns``) after a warm-up, so a
stray GC pause or scheduler hiccup does not move them. The operations of a world are timed in
turns, one batch each per round, so a machine that slows down for a while (a shared VM does:
this project's runs 1.5-2x slower for minutes at a time) slows all of them alike instead of
whichever ran then. Each world also
times the pure-Python floor of a tool call -- parse a JSON call, dispatch it by name, look a
record up by id, serialise the answer -- and every row gives its cost in multiples of that floor
too: a ratio that stays put when the machine's speed does not. ``--profile`` adds a cProfile
listing of each operation, to see where the time goes.
"""

from __future__ import annotations

import argparse
import cProfile
import datetime as dt
import io
import json
import os
import platform
import pstats
import random
import statistics
import sys
import time
import tracemalloc
from dataclasses import dataclass
from typing import Any, Callable, Sequence

from mobile_env.apps import SPIEVAL_APPS
from mobile_env.env import MobilePlannerEnv
from mobile_env.tasks import Task, load_suite
from mobile_env.tools import SPIEVAL_TOOLS, ToolCall, ToolContext, UserProfile, execute
from mobile_env.tools.search import IndexCache
from mobile_env.vector import MobileVectorEnv
from mobile_env.rewards import get as get_reward

#: World sizes measured by default: a small task world and SPIEval's whole record count.
DEFAULT_SIZES: tuple[int, ...] = (200, 4000)
#: Vector env sizes (episodes in lock-step) measured by default, and by ``--quick``: building
#: a thousand envs takes seconds, too long for a smoke run.
VECTOR_SIZES: tuple[int, ...] = (1, 8, 64, 256, 1024)
QUICK_VECTOR_SIZES: tuple[int, ...] = (1, 8, 64)
#: World size of the vector benchmark: a task-sized world, as RL batches hold.
VECTOR_WORLD = 200
#: Default measuring time per world, split evenly over the operations.
DEFAULT_SECONDS = 2.0
#: Steps timed per episode. Below the task's step limit, so no episode is truncated (which would
#: add a reward computation) and the operation log stays the length a real episode reaches.
STEPS_PER_EPISODE = 40

# --------------------------------------------------------------------------------------------
# The synthetic world
# --------------------------------------------------------------------------------------------

_FIRST = ("Daniel", "Grace", "Helen", "Mark", "Ling", "Xin", "Miao", "Tom", "Sofia", "Liam",
          "Aisha", "Wei", "Yuki", "Carlos", "Priya", "Noah", "Emma", "Omar", "Hana", "Lucas",
          "Chloe", "Mateo", "Zara", "Ivan", "Mei", "Jonas", "Leila", "Arjun", "Nina", "Kofi")
_LAST = ("Reed", "Lin", "Zhou", "Chen", "Xie", "Xu", "Becker", "Rossi", "Khan", "Wang", "Tanaka",
         "Garcia", "Patel", "Smith", "Muller", "Haddad", "Kim", "Silva", "Dubois", "Novak",
         "Mensah", "Liu", "Ivanova", "Sato", "Okafor", "Jensen", "Moreau", "Costa", "Zhang", "Park")
_COMPANIES = ("Shanghai Guangming Nut Co.", "Pacific Almond Supply", "Northwind Traders",
              "Blue Harbor Logistics", "Sunrise Dental Clinic", "Greenleaf Bank", "Apex Robotics")
_CITIES = ("Shanghai", "Hangzhou", "Beijing", "San Francisco", "Osaka", "Lisbon", "Berlin",
           "Nairobi", "Toronto", "Suzhou")
_PLACES = ("Hongqiao Airport", "Pudong Airport", "Shanghai Railway Station", "Home",
           "Office Tower B", "Century Park", "City Hospital", "Grand Theatre", "West Lake")
_HOTELS = ("Hilton", "Marriott", "Atour", "Hanting", "Ritz-Carlton", "Ibis", "Novotel", "Hyatt")
_ROOMS = ("King Room", "Twin Room", "Deluxe Suite", "Standard Room", "Family Room")
_ROOMS_AT = ("Room 3B", "Board room", "Room 12A", "Cafe corner", "Online")
_RELATIONS = ("colleague", "friend", "supplier", "client", "classmate", "neighbour", "cousin",
              "doctor", "landlord", "teacher")
_SUBJECTS = ("Quarterly supplier review", "Budget planning", "Dentist appointment",
             "Parents' evening", "Team lunch", "Contract signing", "Gym session",
             "Flight check-in", "Product demo", "Birthday dinner", "Car service")
_ITEMS = ("groceries", "rent", "electricity bill", "taxi fare", "transfer", "shopping",
          "restaurant", "phone bill", "tuition", "gift")
_VERBS = ("confirmed", "moved", "asked about", "cancelled", "rescheduled", "paid for",
          "reminded me about", "forgot", "booked", "shared the notes on")
_TIMES = ("this morning", "tomorrow", "next Monday", "after lunch", "on Friday",
          "before the holiday", "tonight", "next week")
_REMIND = ("on time", "10 minutes before", "30 minutes before", "1 hour before", "1 day before")
_REPEAT = ("never", "daily", "weekly", "biweekly")
_DAYS = ("Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun")
_AREA = ("415", "650", "408", "212", "617", "312", "206", "503")

#: The rare name a few records share, and the searches aimed at it (a few hits per world).
NEEDLE = "Ottilie Vandermeer"
NEEDLE_COUNT = 3
FIXED_PATTERN = "Vandermeer"
REGEX_PATTERN = r"vand[a-z]+meer"
FUZZY_PATTERN = "Otilie Vandermer"
CALL_NUMBER = "+1 415-739-2098"

_PROFILE = {"name": "Yixuan Xu", "occupation": "Employee, Procurement Dept., Shanghai Guangming Nut Co.",
            "family": "Wife: Ling Xie; Son: Xin Xu; Daughter: Miao Xu", "phone": "15711227837",
            "payment_account": "6977889967897890098"}
_EPOCH = dt.date(2025, 1, 1)


class _Gen:
    """Realistic field values from one seeded ``random.Random``: names, phones, dates, text."""

    def __init__(self, rng: random.Random) -> None:
        self.r = rng

    def name(self) -> str:
        return f"{self.r.choice(_FIRST)} {self.r.choice(_LAST)}"

    def names(self, most: int = 3) -> list[str]:
        return [self.name() for _ in range(self.r.randint(1, most))]

    def phone(self) -> str:
        if self.r.random() < 0.5:
            return f"1{self.r.choice('3589')}{self.r.randrange(10**9):09d}"
        return f"+1 {self.r.choice(_AREA)}-{self.r.randrange(200, 1000)}-{self.r.randrange(10**4):04d}"

    def date(self) -> str:
        return (_EPOCH + dt.timedelta(days=self.r.randrange(365))).isoformat()

    def hms(self) -> str:
        return f"{self.r.randrange(6, 23):02d}:{self.r.choice((0, 15, 30, 45)):02d}:00"

    def hm(self) -> str:
        return self.hms()[:5]

    def sentence(self) -> str:
        return (f"{self.name()} {self.r.choice(_VERBS)} the {self.r.choice(_SUBJECTS).lower()} "
                f"{self.r.choice(_TIMES)} at {self.r.choice(_PLACES)}.")

    def account(self) -> str:
        return "".join(self.r.choice("0123456789") for _ in range(19))

    def money(self) -> float:
        return round(self.r.uniform(5, 3000), 2)


def _accommodation(g: _Gen) -> dict[str, Any]:
    start = g.date()
    end = (dt.date.fromisoformat(start) + dt.timedelta(days=g.r.randint(1, 5))).isoformat()
    return {"hotel": f"{g.r.choice(_HOTELS)} {g.r.choice(_CITIES)}", "check_in_date": start,
            "check_out_date": end, "room_type": g.r.choice(_ROOMS), "quantity": g.r.randint(1, 3),
            "contact": g.names(2), "contact_number": g.phone(), "cost": f"{g.money():.2f}",
            "status": g.r.choice(("booked", "checked out", "cancelled"))}


def _alarm(g: _Gen) -> dict[str, Any]:
    repeat = "never" if g.r.random() < 0.4 else ", ".join(sorted(set(g.r.sample(_DAYS, 3)), key=_DAYS.index))
    return {"time": g.hms(), "repeat": repeat,
            "alarm_name": g.r.choice(("Wake up", "Medicine", "Pick up kids", "Stand-up", "Alarm")),
            "ring_duration": g.r.choice((1, 3, 5, 10)), "repeat_count": g.r.choice((1, 3, 5, 10)),
            "ring_interval": g.r.choice((5, 10, 15)), "status": g.r.choice(("on", "off"))}


def _contacts(g: _Gen) -> dict[str, Any]:
    name = g.name()
    return {"name": name, "phone_number": g.phone(), "company": g.r.choice(_COMPANIES),
            "email": f"{name.lower().replace(' ', '.')}@example.com",
            "address": f"{g.r.randint(1, 999)} {g.r.choice(_LAST)} Road, {g.r.choice(_CITIES)}",
            "birthday": f"{g.r.randint(1950, 2015)}-{g.date()[5:]}",
            "id_number": "".join(g.r.choice("0123456789") for _ in range(18)),
            "relationship": g.r.choice(_RELATIONS), "note": g.sentence()}


def _meeting(g: _Gen) -> dict[str, Any]:
    day = g.date()
    return {"title": g.r.choice(_SUBJECTS), "start_date": day, "end_date": day,
            "start_time": "09:30:00", "end_time": "10:30:00", "reminder": g.r.choice(_REMIND),
            "repeat": g.r.choice(_REPEAT), "participants": g.names(4),
            "meeting_id": str(800_000_000 + g.r.randrange(10**6)),
            "location": [g.r.choice(_ROOMS_AT)], "meeting_minutes": g.sentence(),
            "status": g.r.choice(("finished", "scheduled"))}


def _notes(g: _Gen) -> dict[str, Any]:
    return {"title": g.r.choice(_SUBJECTS), "content": f"{g.sentence()} {g.sentence()}",
            "creation_date": g.date(), "creation_time": g.hm()}


def _schedule(g: _Gen) -> dict[str, Any]:
    return {"title": g.r.choice(_SUBJECTS), "date": g.date(), "start_time": "14:00:00",
            "end_time": "15:00:00", "reminder": g.r.choice(_REMIND),
            "repeat": g.r.choice(("never", "weekly", "monthly")), "location": g.r.choice(_PLACES)}


def _sms(g: _Gen) -> dict[str, Any]:
    return {"sender_name": g.name(), "sender_phone": g.phone(), "recipient_name": _PROFILE["name"],
            "recipient_phone": _PROFILE["phone"], "date": g.date(), "time": g.hms(),
            "content": g.sentence(), "attachment": [], "status": g.r.choice(("read", "unread"))}


def _transaction(g: _Gen) -> dict[str, Any]:
    return {"item": g.r.choice(_ITEMS), "amount": g.money(), "date": g.date(), "time": g.hms(),
            "payer": _PROFILE["name"], "payer_account": _PROFILE["payment_account"],
            "payee": g.name(), "payee_account": g.account(), "note": g.sentence()}


def _transport(g: _Gen) -> dict[str, Any]:
    origin, destination = g.r.sample(_PLACES, 2)
    return {"date": g.date(), "departure_time": g.hms(), "estimated_arrival_time": g.hms(),
            "origin": origin, "destination": destination,
            "mode": g.r.choice(("car", "train", "plane")), "contact": g.names(2),
            "contact_number": g.phone(), "estimated_cost": f"{g.money():.2f}",
            "status": g.r.choice(("booked", "finished"))}


def _voicemail(g: _Gen) -> dict[str, Any]:
    return {"caller_name": g.name(), "caller_number": g.phone(), "date": g.date(),
            "time": g.hms(), "message_content": g.sentence()}


_MAKERS: dict[str, Callable[[_Gen], dict[str, Any]]] = {
    "accommodation": _accommodation, "alarm": _alarm, "contacts": _contacts,
    "meeting": _meeting, "notes": _notes, "schedule": _schedule, "sms": _sms,
    "transaction": _transaction, "transport": _transport, "voicemail": _voicemail,
}


def _records(n_records: int, g: _Gen) -> dict[str, list[dict[str, Any]]]:
    """``n_records`` records over the ten apps (as even as possible), ids ``<app>-<n>``."""
    apps = [app.name for app in SPIEVAL_APPS]
    records: dict[str, list[dict[str, Any]]] = {}
    for k, app in enumerate(apps):
        count = n_records // len(apps) + (k < n_records % len(apps))
        records[app] = [{"id": f"{app}-{i}", **_MAKERS[app](g)} for i in range(1, count + 1)]
    return records


def _plant_needles(records: dict[str, list[dict[str, Any]]], g: _Gen) -> None:
    """Give a few contacts (and one SMS) the rare :data:`NEEDLE` name, so searches hit a handful."""
    contacts = records["contacts"]
    for row in g.r.sample(contacts, min(NEEDLE_COUNT, len(contacts))):
        row["name"] = NEEDLE
        row["email"] = "o.vandermeer@example.com"
    contacts[0]["phone_number"] = CALL_NUMBER
    if records["sms"]:
        records["sms"][0]["content"] = f"{NEEDLE} asked me to call back about the contract."


def build_world(n_records: int, seed: int = 0) -> Task:
    """A valid SPIEval task whose world holds ``n_records`` realistic records, same for a seed.

    The task itself is trivial (call a number); what matters is the size and shape of its world,
    which a benchmark searches and writes through the real env.
    """
    g = _Gen(random.Random(seed))
    records = _records(n_records, g)
    _plant_needles(records, g)
    call = {"name": "Phone_Call", "arguments": {"telephone": CALL_NUMBER, "type": "VIDEO"}}
    return Task.model_validate({
        "id": f"bench-world-{n_records}", "suite": "bench", "capability": "reasoning",
        "categories": ["make_call"], "instruction": f"Call {NEEDLE}.", "profile": _PROFILE,
        "now": "2025-11-01 12:00:00", "weekday": "Saturday", "records": records,
        "candidate_tools": list(SPIEVAL_TOOLS),
        "gold": {"answers": [{"calls": [{"name": "Phone_Call", "arguments": {
            "telephone": {"values": [CALL_NUMBER]}, "type": {"values": ["VIDEO"]}}}]}]},
        "reference_solution": [[call], [{"name": "finish", "arguments": {"answer": "[DONE]"}}]],
    })


# --------------------------------------------------------------------------------------------
# Operations and timing
# --------------------------------------------------------------------------------------------

#: One timed batch: run an operation ``n`` times and return the nanoseconds those calls took.
Batch = Callable[[int], int]


@dataclass(frozen=True, slots=True)
class Op:
    """A measured operation: its name, a batch runner, its hit count and its target (µs/call)."""

    name: str
    batch: Batch
    hits: int | None
    target_us: float | None


@dataclass(frozen=True, slots=True)
class Row:
    op: str
    world: int
    hits: int | None
    us_per_call: float
    target_us: float | None
    floor_us: float | None = None

    @property
    def x_floor(self) -> float | None:
        """µs per call in multiples of the same run's pure-Python floor."""
        return self.us_per_call / self.floor_us if self.floor_us else None

    @property
    def calls_per_s(self) -> float:
        return 1e6 / self.us_per_call if self.us_per_call > 0 else float("inf")

    @property
    def passed(self) -> bool | None:
        return None if self.target_us is None else self.us_per_call < self.target_us


def _action(tool: str, **arguments: Any) -> str:
    return json.dumps({"name": tool, "arguments": arguments})


def _search(app: str, pattern: str, mode: str) -> str:
    return _action(f"search_{app}", pattern=pattern, mode=mode)


def _step_batch(env: MobilePlannerEnv, task_id: str, action: str) -> Batch:
    """Time ``n`` env.step calls (n <= STEPS_PER_EPISODE) in a fresh episode; the reset is untimed."""

    def run(n: int) -> int:
        env.reset(options={"task_id": task_id})
        step = env.step
        start = time.perf_counter_ns()
        for _ in range(n):
            step(action)
        return time.perf_counter_ns() - start

    return run


def _reset_batch(env: MobilePlannerEnv, task_id: str) -> Batch:
    options = {"task_id": task_id}

    def run(n: int) -> int:
        reset = env.reset
        start = time.perf_counter_ns()
        for _ in range(n):
            reset(options=options)
        return time.perf_counter_ns() - start

    return run


def _execute_batch(env: MobilePlannerEnv, task_id: str, call: ToolCall) -> Batch:
    """Time the bare dispatcher on the initial state: no parsing, no episode record, no rendering.

    The state is never replaced by the call's result, so every call sees the same world.
    """
    env.reset(options={"task_id": task_id})
    state, active = env.state, frozenset(SPIEVAL_TOOLS)
    assert state is not None
    ctx = ToolContext(UserProfile(_PROFILE["name"], _PROFILE["phone"], _PROFILE["payment_account"]),
                      5, IndexCache())  # indexes are built by the warm-up, as the env's are

    def run(n: int) -> int:
        start = time.perf_counter_ns()
        for _ in range(n):
            execute(state, call, active, ctx)
        return time.perf_counter_ns() - start

    return run


def _floor_batch(task: Task) -> Batch:
    """The pure-Python floor of one tool call, as the issue's peers were measured against it:
    parse a JSON call, dispatch it by name, look a record up by id, serialise the answer. The
    record is an alarm: seven short fields, the size of what ``Phone_Call`` answers."""
    by_id = {record["id"]: record for rows in task.records.values() for record in rows}
    handlers: dict[str, Callable[[dict[str, Any]], dict[str, Any]]] = {
        "Phone_Call": lambda arguments: by_id[arguments["id"]]}
    action = _action("Phone_Call", id=task.records["alarm"][0]["id"], type="VIDEO")
    loads, dumps = json.loads, json.dumps

    def run(n: int) -> int:
        start = time.perf_counter_ns()
        for _ in range(n):
            call = loads(action)
            dumps({"status": "ok", "payload": handlers[call["name"]](call["arguments"])})
        return time.perf_counter_ns() - start

    return run


def _hits(env: MobilePlannerEnv, task_id: str, action: str) -> int | None:
    """How many records a search action finds (None for a non-search action); fails loudly on error."""
    env.reset(options={"task_id": task_id})
    observation = env.step(action)[0]
    feedback = json.loads(observation)
    if feedback["status"] != "ok":
        raise RuntimeError(f"benchmark action failed: {action} -> {observation[:300]}")
    payload = feedback["payload"]
    return payload.get("total") if isinstance(payload, dict) else None


def operations(env: MobilePlannerEnv, task: Task) -> list[Op]:
    """The measured operations on one world, with the issue's targets where it sets one.

    Targets: a non-search call < 20 µs, a fixed search < 50 µs (on the 200-record world only),
    a fuzzy search < 1 ms, a reset < 50 µs.
    """
    small = sum(len(rows) for rows in task.records.values()) <= 200
    call = {"telephone": CALL_NUMBER, "type": "VIDEO"}
    contact = _action("Contacts_Create", name="Ada Lovelace", telephone="+44 20-7946-0018",
                      company="Analytical Engines", relationship="friend")
    steps: list[tuple[str, str, float | None]] = [
        ("env.step Phone_Call", _action("Phone_Call", **call), 20),
        ("env.step Contacts_Create", contact, 20),
        ("env.step search_contacts fixed", _search("contacts", FIXED_PATTERN, "fixed"),
         50 if small else None),
        ("env.step search_contacts regex", _search("contacts", REGEX_PATTERN, "regex"), None),
        ("env.step search_contacts fuzzy", _search("contacts", FUZZY_PATTERN, "fuzzy"), 1000),
        ("env.step search_phone fixed", _action("search_phone", pattern=FIXED_PATTERN),
         50 if small else None),
    ]
    ops = [Op(name, _step_batch(env, task.id, action), _hits(env, task.id, action), target)
           for name, action, target in steps]
    ops.append(Op("env.reset", _reset_batch(env, task.id), None, 50))
    ops.append(Op("tools.execute Phone_Call",
                  _execute_batch(env, task.id, ToolCall("Phone_Call", call)),
                  None, 20))
    ops.append(Op("tools.execute search_contacts fixed",
                  _execute_batch(env, task.id, ToolCall("search_contacts", {"pattern": FIXED_PATTERN})),
                  None, None))
    return ops


def measure_in_turns(batches: Sequence[Batch], seconds: float, warmup: int = 3) -> list[float]:
    """Median µs per call of each batch runner over batches of :data:`STEPS_PER_EPISODE` calls,
    run in rounds (one batch of each per round) until ``seconds`` are used."""
    for batch in batches:
        for _ in range(warmup):
            batch(STEPS_PER_EPISODE)
    samples: list[list[float]] = [[] for _ in batches]
    deadline = time.perf_counter_ns() + int(seconds * 1e9)
    while not samples[0] or (time.perf_counter_ns() < deadline and len(samples[0]) < 100_000):
        for batch, out in zip(batches, samples):
            out.append(batch(STEPS_PER_EPISODE) / STEPS_PER_EPISODE / 1e3)
    return [statistics.median(out) for out in samples]


def measure(batch: Batch, seconds: float, warmup: int = 3) -> float:
    """Median µs per call of one batch runner (see :func:`measure_in_turns`)."""
    return measure_in_turns([batch], seconds, warmup)[0]


#: Name of the floor row in the table.
FLOOR_OP = "python floor: parse, dispatch, lookup, dumps"


def bench_world(n_records: int, seed: int, seconds: float, warmup: int) -> list[Row]:
    task = build_world(n_records, seed)
    env = MobilePlannerEnv(tasks=[task])
    ops = [*operations(env, task), Op(FLOOR_OP, _floor_batch(task), None, None)]
    times = measure_in_turns([op.batch for op in ops], seconds, warmup)
    floor = times[-1]
    return [Row(op.name, n_records, op.hits, us, op.target_us, floor) for op, us in zip(ops, times)]


def profile_world(n_records: int, seed: int, only: str, seconds: float, top: int) -> str:
    """cProfile listings (top functions by own time) of each operation whose name contains ``only``."""
    task = build_world(n_records, seed)
    env = MobilePlannerEnv(tasks=[task])
    out = io.StringIO()
    for op in operations(env, task):
        if only not in op.name:
            continue
        op.batch(STEPS_PER_EPISODE)  # warm caches outside the profile
        profiler = cProfile.Profile()
        deadline = time.perf_counter_ns() + int(seconds * 1e9)
        profiler.enable()
        while time.perf_counter_ns() < deadline:  # time-boxed: a slow op still profiles quickly
            op.batch(STEPS_PER_EPISODE)
        profiler.disable()
        out.write(f"\n=== {op.name} (world {n_records}) ===\n")
        pstats.Stats(profiler, stream=out).sort_stats("tottime").print_stats(top)
    return out.getvalue()


# --------------------------------------------------------------------------------------------
# Around the tools: the vector env and the reward
# --------------------------------------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class VectorRow:
    """One vector env size: µs per lock-step of all envs, and memory per env."""

    num_envs: int
    us_per_vector_step: float
    kib_per_env: float

    @property
    def us_per_env_step(self) -> float:
        return self.us_per_vector_step / self.num_envs

    @property
    def env_steps_per_s(self) -> float:
        return 1e6 / self.us_per_env_step if self.us_per_env_step > 0 else float("inf")


def _vector_batch(vec: MobileVectorEnv, action: str) -> Batch:
    """Time ``n`` lock-steps (every env calls Phone_Call) in fresh episodes; the reset is untimed."""
    actions = [action] * vec.num_envs

    def run(n: int) -> int:
        vec.reset(seed=0)
        step = vec.step
        start = time.perf_counter_ns()
        for _ in range(n):
            step(actions)
        return time.perf_counter_ns() - start

    return run


def bench_vector(num_envs: int, task: Task, seconds: float, warmup: int) -> VectorRow:
    """Step cost and memory of ``num_envs`` envs on ``task``'s world.

    Memory is what ``tracemalloc`` sees allocated by building and resetting the vector env (its
    envs, their spaces and their states), divided by the env count.
    """
    tracemalloc.start()
    try:
        before = tracemalloc.get_traced_memory()[0]
        vec = MobileVectorEnv(num_envs, tasks=[task])
        vec.reset(seed=0)
        allocated = tracemalloc.get_traced_memory()[0] - before
    finally:
        tracemalloc.stop()
    action = _action("Phone_Call", telephone=CALL_NUMBER, type="VIDEO")
    us = measure(_vector_batch(vec, action), seconds, warmup)
    vec.close()
    return VectorRow(num_envs, us, allocated / num_envs / 1024)


def bench_reward(name: str, seconds: float, warmup: int) -> Row:
    """The cost of scoring one finished episode: ``name`` on the demo task's reference play."""
    task = load_suite("demo")[0]
    env = MobilePlannerEnv(task=task)
    env.reset(seed=0)
    for step in task.reference_solution:
        env.step(json.dumps([{"name": c.name, "arguments": c.arguments} for c in step]))
    episode, reward = env.episode, get_reward(name)
    assert episode is not None and episode.termination_reason is not None

    def run(n: int) -> int:
        start = time.perf_counter_ns()
        for _ in range(n):
            reward(episode)
        return time.perf_counter_ns() - start

    records = sum(len(rows) for rows in task.records.values())
    return Row(f"reward {name} per episode", records, None, measure(run, seconds, warmup), None)


# --------------------------------------------------------------------------------------------
# Output
# --------------------------------------------------------------------------------------------

def machine_info() -> str:
    return (f"machine: {platform.platform()}; {platform.python_implementation()} "
            f"{platform.python_version()}; {os.cpu_count()} CPUs")


def format_table(rows: Sequence[Row]) -> str:
    header = ("operation", "world", "hits", "µs/call", "× floor", "calls/s", "target µs", "ok")
    body = [(r.op, str(r.world), "-" if r.hits is None else str(r.hits), f"{r.us_per_call:.1f}",
             "-" if r.x_floor is None else f"{r.x_floor:.1f}", f"{r.calls_per_s:,.0f}",
             "-" if r.target_us is None else f"< {r.target_us:g}",
             {None: "", True: "pass", False: "FAIL"}[r.passed]) for r in rows]
    widths = [max(len(line[i]) for line in (header, *body)) for i in range(len(header))]
    right = {1, 2, 3, 4, 5, 6}

    def fmt(line: Sequence[str]) -> str:
        return "  ".join(c.rjust(w) if i in right else c.ljust(w)
                         for i, (c, w) in enumerate(zip(line, widths))).rstrip()

    rule = "  ".join("-" * w for w in widths)
    return "\n".join([fmt(header), rule, *(fmt(line) for line in body)])


def format_vector_table(rows: Sequence[VectorRow]) -> str:
    header = ("vector envs", "env steps/s", "µs/env step", "µs/vector step", "KiB/env")
    body = [(str(r.num_envs), f"{r.env_steps_per_s:,.0f}", f"{r.us_per_env_step:.1f}",
             f"{r.us_per_vector_step:,.1f}", f"{r.kib_per_env:,.1f}") for r in rows]
    widths = [max(len(line[i]) for line in (header, *body)) for i in range(len(header))]
    lines = [header, tuple("-" * w for w in widths), *body]
    return "\n".join("  ".join(c.rjust(w) for c, w in zip(line, widths)) for line in lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="mobile-env bench", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--sizes", type=int, nargs="+", default=list(DEFAULT_SIZES), metavar="N",
                        help="world sizes in records (default: 200 4000)")
    parser.add_argument("--seconds", type=float, default=DEFAULT_SECONDS,
                        help="measuring time per world, split over the operations (default: 2)")
    parser.add_argument("--seed", type=int, default=0, help="seed of the synthetic worlds (default: 0)")
    parser.add_argument("--vector-sizes", type=int, nargs="+", default=None, metavar="N",
                        help="vector env sizes (default: 1 8 64 256 1024; with --quick: 1 8 64)")
    parser.add_argument("--quick", action="store_true",
                        help="a smoke run: minimal warm-up and measuring time (numbers are rough)")
    parser.add_argument("--check", action="store_true",
                        help="exit with status 1 if any operation misses its target")
    parser.add_argument("--profile", nargs="?", const="", default=None, metavar="SUBSTRING",
                        help="after the table, print cProfile listings of the operations whose "
                             "name contains SUBSTRING (all if omitted)")
    parser.add_argument("--profile-seconds", type=float, default=0.5,
                        help="time spent profiling each operation (default: 0.5)")
    parser.add_argument("--top", type=int, default=15, help="functions per profile listing (default: 15)")
    args = parser.parse_args(argv)
    seconds, warmup = (0.02, 1) if args.quick else (args.seconds, 3)

    print(machine_info())
    print(f"median over batches of {STEPS_PER_EPISODE} calls, operations timed in turns; "
          f"~{seconds:g} s per world; seed {args.seed}")
    rows = [row for n in args.sizes for row in bench_world(n, args.seed, seconds, warmup)]
    rows.append(bench_reward("spieval_exact", seconds / 4, warmup))
    print(format_table(rows))
    failed = [r for r in rows if r.passed is False]
    print(f"{len(failed)} of {sum(r.passed is not None for r in rows)} targets missed")
    vector_sizes = args.vector_sizes or (QUICK_VECTOR_SIZES if args.quick else VECTOR_SIZES)
    world = build_world(VECTOR_WORLD, args.seed)
    print(f"\nvector env, {VECTOR_WORLD}-record world, every env calls Phone_Call; memory per "
          "env from tracemalloc (envs share the task's opening state, so N=1 carries all of it)")
    print(format_vector_table([bench_vector(n, world, seconds / 4, warmup) for n in vector_sizes]))
    if args.profile is not None:
        for n in args.sizes:
            print(profile_world(n, args.seed, args.profile, args.profile_seconds, args.top))
    sys.stdout.flush()
    return 1 if args.check and failed else 0


if __name__ == "__main__":
    raise SystemExit(main())
