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

    def copy(self) -> PhoneState:
        return PhoneState(self.now, dict(self.tables), dict(self.settings), self.memory,
                          dict(self.counters), list(self.log))

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

    def to_dict(self) -> dict[str, Any]:
        return {
            "now": self.now,
            "tables": {name: list(rows) for name, rows in sorted(self.tables.items())},
            "settings": self.settings,
            "memory": list(self.memory),
            "counters": dict(sorted(self.counters.items())),
            "log": [entry.to_dict() for entry in self.log],
        }

    def digest(self) -> str:
        """A sha256 over the canonical JSON of the whole state, to prove isolation and replay."""
        blob = json.dumps(self.to_dict(), sort_keys=True, ensure_ascii=False, separators=(",", ":"))
        return hashlib.sha256(blob.encode()).hexdigest()


def build_state(now: str, records: dict[str, list[Record]], settings: dict[str, Any] | None = None,
                memory: list[Record] | None = None) -> PhoneState:
    """The initial state of a task world; records without an ``id`` get one in table order."""
    state = PhoneState(now=now, settings=dict(settings or {}))
    for table, rows in records.items():
        for row in rows:
            if "id" in row:
                state.tables[table] = state.table(table) + (dict(row),)
                suffix = str(row["id"]).rsplit("-", 1)[-1]
                if suffix.isdigit():
                    state.counters[table] = max(state.counters.get(table, 0), int(suffix))
            else:
                state.insert(table, dict(row))
    state.memory = tuple(dict(m) for m in memory or ())
    return state
