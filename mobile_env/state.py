"""Per-episode phone state ``S_t = <D_t, O_t>``: app tables, settings, memory, operation log.

Tables are tuples of records and records are never mutated in place: a tool that writes builds
a new tuple (and, for an update, a new record dict). That makes :meth:`PhoneState.copy` a
handful of shallow dict copies, so a reset costs microseconds however many records a world has,
and an episode can never reach back into the task's initial state or another episode's.
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass, field
from typing import Any

Record = dict[str, Any]
Table = tuple[Record, ...]


@dataclass(slots=True)
class LogEntry:
    """One successful tool call in the operation log ``O_t``."""

    step: int
    tool: str
    arguments: dict[str, Any]
    status: str
    time: str

    def to_dict(self) -> dict[str, Any]:
        return {"step": self.step, "tool": self.tool, "arguments": self.arguments,
                "status": self.status, "time": self.time}


@dataclass(slots=True)
class PhoneState:
    """Everything a tool may read or write. Plain data: copy, compare, hash, pickle."""

    now: str
    tables: dict[str, Table] = field(default_factory=dict)
    settings: dict[str, Any] = field(default_factory=dict)
    memory: Table = ()
    counters: dict[str, int] = field(default_factory=dict)
    log: list[LogEntry] = field(default_factory=list)
    #: How often each injected fault has fired (key: the fault's name). It lives in the state, not
    #: the env, so that a replay of the same actions meets the same faults.
    faults: dict[str, int] = field(default_factory=dict)

    def copy(self) -> PhoneState:
        return PhoneState(self.now, dict(self.tables), dict(self.settings), self.memory,
                          dict(self.counters), list(self.log), dict(self.faults))

    def table(self, name: str) -> Table:
        return self.tables.get(name, ())

    def new_id(self, table: str) -> str:
        """The next stable record id of ``table`` (``contacts-41``); ids never repeat."""
        n = self.counters.get(table, 0) + 1
        self.counters[table] = n
        return f"{table}-{n}"

    def insert(self, table: str, record: Record) -> Record:
        """Append ``record`` under a fresh id and return the stored record."""
        stored = {"id": self.new_id(table), **record}
        self.tables[table] = self.table(table) + (stored,)
        return stored

    def add(self, table: str, record: Record) -> None:
        """Append ``record`` keeping its own id (the id counter moves past it), or under a fresh id."""
        if "id" not in record:
            self.insert(table, record)
            return
        self.tables[table] = self.table(table) + (record,)
        suffix = str(record["id"]).rsplit("-", 1)[-1]
        if suffix.isdigit():
            self.counters[table] = max(self.counters.get(table, 0), int(suffix))

    def patch(self, settings: dict[str, Any], records: dict[str, list[Record]],
              remove: list[str]) -> PhoneState:
        """A copy with ``settings`` set, ``records`` upserted by id (fields merged into the record
        with that id, else added) and the records ``remove`` names deleted: the world changing
        under the planner mid-episode."""
        out = self.copy()
        out.settings.update({key: freeze(value) for key, value in settings.items()})
        for table, rows in records.items():
            for row in rows:
                current = out.table(table)
                index = next((i for i, r in enumerate(current) if r["id"] == row.get("id")), None)
                if index is None:
                    out.add(table, dict(row))
                else:
                    out.tables[table] = (*current[:index], {**current[index], **row},
                                         *current[index + 1:])
        gone = set(remove)
        for table, rows in list(out.tables.items()):
            if any(r["id"] in gone for r in rows):
                out.tables[table] = tuple(r for r in rows if r["id"] not in gone)
        return out

    def to_dict(self) -> dict[str, Any]:
        out = {
            "now": self.now,
            "tables": {name: list(rows) for name, rows in sorted(self.tables.items())},
            "settings": self.settings,
            "memory": list(self.memory),
            "counters": dict(sorted(self.counters.items())),
            "log": [entry.to_dict() for entry in self.log],
        }
        if self.faults:  # absent while no fault fired, so fault-free states hash as they always did
            out["faults"] = dict(sorted(self.faults.items()))
        return out

    def digest(self) -> str:
        """A sha256 over the canonical JSON of the whole state, to prove isolation and replay."""
        blob = json.dumps(self.to_dict(), sort_keys=True, ensure_ascii=False, separators=(",", ":"))
        return hashlib.sha256(blob.encode()).hexdigest()


def build_state(now: str, records: dict[str, list[Record]], settings: dict[str, Any] | None = None,
                memory: list[Record] | None = None) -> PhoneState:
    """The initial state of a task world; records without an ``id`` get one in table order."""
    state = PhoneState(now=now, settings={k: freeze(v) for k, v in (settings or {}).items()})
    for table, rows in records.items():
        for row in rows:
            state.add(table, dict(row))
    state.memory = tuple(dict(m) for m in memory or ())
    return state


def freeze(value: Any) -> Any:
    """A settings value as stored: lists (JSON arrays) become tuples, since states share values."""
    return tuple(freeze(v) for v in value) if isinstance(value, list) else value
