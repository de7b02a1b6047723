"""MobilePA-Bench's words: the default device, candidate sets, friction, targets, and the task.

Every MobilePA task starts from the default device (:mod:`mobile_env.tools.mobilepa.device`) at
``DEFAULT_NOW`` (Monday 2025-06-02 09:00; tomorrow is Tue 06-03, Wednesday 06-04, Friday 06-06),
with its own record additions and edits (:func:`world`) and setting overrides. Record ids are
``<table>-<n>`` in default-table order, so ``pa_contacts-2`` is Mia Chen and ``pa_apps-14`` is
VideoHub.

* :func:`candidates` -- the tools a task offers: the ones its reference needs, then the named
  distractors, 15 in all (the paper's candidate set).
* Targets: the required calls of a ``tool_calls`` task are judged calls (:func:`~.vocabulary.G`);
  a ``state_change`` task's target is :func:`D`; a ``behaviour`` task's rubric is a dict.
* Friction: :func:`PERM`, :func:`DEP`, :func:`FAULT`, :func:`AMBIG`, :func:`CHANGE`;
  :func:`without` is the settings override that revokes permissions.
* :func:`task` assembles any of them; each suite's module has its own shape on top of it.
"""

from __future__ import annotations

import json
from typing import Any, Iterable

from mobile_env.generation.mobilepa_domains import labelled
from mobile_env.papers import MOBILEPA
from mobile_env.suites.authoring.vocabulary import Call
from mobile_env.friction import GRANTED_PERMISSIONS
from mobile_env.task_format.worlds import record_changes, world_ref
from mobile_env.tools import REGISTRY
from mobile_env.tools.mobilepa import device

NOW = device.DEFAULT_NOW
WEEKDAY = "Monday"
PROFILE = {"name": "Lei Wang", "occupation": "Product manager, ACME Inc.",
           "family": "Mother (saved as 'Mom'); close friend Mia Chen",
           "phone": "+86 136 2000 5678", "payment_account": "6222 0210 8899 4432"}
ME = PROFILE["name"]
GRANTED: tuple[str, ...] = device.default_settings()[GRANTED_PERMISSIONS]
WEEKDAYS = ["Mon", "Tue", "Wed", "Thu", "Fri"]


def D(settings: dict[str, Any] | None = None, ignore: tuple[str, ...] = (),
      **tables: dict[str, Any]) -> dict[str, Any]:
    """A target delta: table -> {added, changed, removed}, plus settings and ignored fields."""
    return {"tables": tables, "settings": settings or {}, "ignore_fields": list(ignore)}


def without(*permissions: str) -> dict[str, Any]:
    """Settings override: the default granted permissions minus these."""
    return {GRANTED_PERMISSIONS: [p for p in GRANTED if p not in permissions]}


def PERM(tool: str, permission: str) -> dict[str, Any]:
    return {"kind": "permission", "tool": tool, "permission": permission}


def DEP(tool: str, reason: str, after: str | None = None,
        settings: dict[str, Any] | None = None) -> dict[str, Any]:
    return {"kind": "dependency", "tool": tool, "after": after, "settings": settings,
            "reason": reason}


def FAULT(tool: str, message: str, times: int = 1) -> dict[str, Any]:
    return {"kind": "runtime_error", "tool": tool, "times": times, "message": message}


def AMBIG(table: str, ids: list[str], forbidden: list[str]) -> dict[str, Any]:
    return {"kind": "ambiguity", "table": table, "record_ids": ids, "forbidden_calls": forbidden}


def CHANGE(step: int, records: dict[str, list[dict[str, Any]]]) -> dict[str, Any]:
    return {"kind": "state_change", "step": step, "records": records}


def log(*, device_name: str, action: str) -> dict[str, Any]:
    """The pairing-log row a successful Bluetooth pair/connect writes."""
    return {"device": device_name, "action": action, "result": "ok", "time": NOW}


def candidates(needed: Iterable[str], fill: str) -> list[str]:
    """``needed`` then the distractor tools named in ``fill``, in order, up to the paper's 15.

    Every distractor is named: a hand-written task keeps the candidate set it was written with
    when the catalog grows (a domain's "first tools" would not).
    """
    out = list(dict.fromkeys(needed))
    out += [name for name in dict.fromkeys(fill.split()) if name not in out]
    out = out[:MOBILEPA.candidate_tools]
    unknown = [name for name in out if name not in REGISTRY]
    if unknown or len(out) != MOBILEPA.candidate_tools:
        raise ValueError(f"{list(needed)}: {len(out)} candidate tools, need "
                         f"{MOBILEPA.candidate_tools}" + (f"; unknown: {unknown}" if unknown
                                                          else ""))
    return out


def world(add: dict[str, list[dict[str, Any]]], edit: dict[str, dict[str, Any]]
          ) -> dict[str, list[dict[str, Any]]]:
    """The default tables with ids, plus ``add`` appended and ``edit`` merged by id."""
    tables = device.default_tables()
    for table, rows in add.items():
        tables.setdefault(table, []).extend(rows)
    records = {t: [{"id": f"{t}-{i}", **r} for i, r in enumerate(rows, 1)]
               for t, rows in tables.items()}
    for rid, fields in edit.items():
        row = next(r for r in records[rid.rsplit("-", 1)[0]] if r["id"] == rid)
        row.update(fields)
    return records


#: The version of :func:`device_world`: a change to the default device's tables or to the user is a
#: new version (the build refuses to rewrite a world file under its old version).
DEVICE_WORLD_VERSION = 1


def device_world() -> dict[str, Any]:
    """The default device as a shared world (``worlds/mobilepa-device@<version>.json``): the
    user, the clock and the default tables with their ids, as JSON data."""
    data = {"world": "mobilepa-device", "version": DEVICE_WORLD_VERSION, "profile": PROFILE,
            "now": NOW, "weekday": WEEKDAY, "records": world({}, {})}
    loaded: dict[str, Any] = json.loads(json.dumps(data))
    return loaded


def user_world(user: str, version: int, records: dict[str, list[dict[str, Any]]],
               memory: list[dict[str, Any]]) -> dict[str, Any]:
    """A user's profile world on the default device (``worlds/mobilepa-user-<user>@<version>.json``):
    their long-term memory and their changes to the device's records, as the world file stores
    them (built on :func:`device_world`)."""
    base = device_world()
    data = {"world": f"mobilepa-user-{user}", "version": version, "base": world_ref(base),
            "memory": memory, "records": record_changes(records, base["records"])}
    loaded: dict[str, Any] = json.loads(json.dumps(data))
    return loaded


def writes(solution: list[list[Call]]) -> list[str]:
    """The domains the reference's execute calls write to, in order of first use."""
    return list(dict.fromkeys(REGISTRY[c["name"]].domain for step in solution for c in step
                              if REGISTRY[c["name"]].kind == "execute"))


def task(tid: str, suite: str, capability: str, categories: list[str], instruction: str,
         candidate_tools: list[str], solution: list[list[Call]], *,
         calls: list[Call] | None = None, delta: dict[str, Any] | None = None,
         behaviour: dict[str, Any] | None = None, history: Iterable[str] = (),
         records: dict[str, list[dict[str, Any]]] | None = None,
         settings: dict[str, Any] | None = None, friction: Iterable[dict[str, Any]] = (),
         **fields: Any) -> dict[str, Any]:
    """One MobilePA task dict, judged by exactly one of ``calls`` (``tool_calls``), ``delta``
    (``state_change``) or ``behaviour``. ``history`` alternates user and assistant turns; a
    friction item's unset (None) fields are left out; ``fields`` are the memory and skill
    fields of the schema (``memory``, ``required_memory_ids``, ``skill_setting``, ...)."""
    targets = {"tool_calls": ("required_calls", calls), "state_change": ("target_delta", delta),
               "behaviour": ("behaviour", behaviour)}
    given = [(checker, key, value) for checker, (key, value) in targets.items() if value]
    if len(given) != 1:
        raise ValueError(f"{tid}: give exactly one of calls, delta, behaviour")
    checker, key, target = given[0]
    return labelled({
        "schema_version": 1, "id": tid, "suite": suite, "capability": capability,
        "categories": categories, "instruction": instruction,
        "history": [{"role": ("user", "assistant")[i % 2], "content": text}
                    for i, text in enumerate(history)],
        "profile": PROFILE, "now": NOW, "weekday": WEEKDAY,
        "records": world({}, {}) if records is None else records,
        "candidate_tools": candidate_tools, "step_limit": MOBILEPA.step_limit,
        "reference_solution": solution,
        "initial_settings": {**device.default_settings(), **(settings or {})},
        "friction": [{k: v for k, v in f.items() if v is not None} for f in friction],
        "checker": checker, key: target, **fields,
    })
