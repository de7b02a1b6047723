"""Per-episode phone state ``S_t = <D_t, O_t>``: app tables, settings, memory, operation log.

Tables are tuples of records and records are never mutated in place: a tool that writes builds
a new tuple (and, for an update, a new record dict). That makes :meth:`PhoneState.copy` a
handful of shallow dict copies, so a reset costs microseconds however many records a world has,
and an episode can never reach back into the task's initial state or another episode's.

The same discipline makes a state's change cheap to compute: a table that was not written is
the very tuple it started as, and an untouched record the very dict, so :func:`state_delta` (the
one diff of two states, used by the state-change reward, the trajectory file and the task
generator) compares identities first and values only where something was written.

The operation log is an :class:`OpLog`, and a table a tool inserts into becomes
:class:`SharedTable`: copies share them, and appending to the newest copy extends the shared list in
place, so adding a record does not copy the table.
"""

from __future__ import annotations

import hashlib
import json
import operator
from bisect import bisect_left
from dataclasses import dataclass, field
from itertools import chain, islice
from typing import Any, Callable, Iterable, Iterator, Sequence, overload

Record = dict[str, Any]
#: A table: a tuple of records, or the :class:`SharedTable` a write grew it into.
Table = Sequence[Record]
#: The user-memory store's name beside the app tables when a delta names tables (a task target).
MEMORY_TABLE = "memory"
#: The settings key holding the skill ids this episode may load: the env sets it from the task's
#: ``candidate_skills``, and ``load_skill`` reads it.
SKILLS_AVAILABLE = "assistant.skills.available"


#: The result code of a successful call in the operation log; a failed call's is its error type.
OK = "ok"


@dataclass(slots=True)
class LogEntry:
    """One tool call in the operation log ``O_t``, successful or not (MobilePA's log keeps a
    result code for every call): ``status`` is its result code, :data:`OK` or the error type of
    the feedback it got (``permission_denied``, ``tool_error``, ...)."""

    step: int
    tool: str
    arguments: dict[str, Any]
    status: str
    time: str

    def to_dict(self) -> dict[str, Any]:
        return {"step": self.step, "tool": self.tool, "arguments": self.arguments,
                "status": self.status, "time": self.time}


class OpLog:
    """An append-only sequence of :class:`LogEntry` whose copies share storage.

    A view is a shared list and a length. :meth:`share` is O(1); :meth:`append` on the view that
    ends at the list's end (the newest state of an episode) appends in place, and any other view
    first copies its own prefix. The in-place path re-reads the slot it wrote, so two views that
    append at once (two threads on one state) cannot see each other's entry: the loser copies.
    Per tool, the positions of its successful entries are kept beside the list, so
    :meth:`count` does not scan the log either.
    """

    __slots__ = ("_items", "_n", "_positions")

    def __init__(self, entries: Iterable[LogEntry] = ()) -> None:
        self._items: list[LogEntry] = list(entries)
        self._n = len(self._items)
        self._positions = _positions(self._items)

    def share(self) -> OpLog:
        """A view of the same entries; appending to either leaves the other as it was."""
        out = OpLog.__new__(OpLog)
        out._items, out._n, out._positions = self._items, self._n, self._positions
        return out

    def append(self, entry: LogEntry) -> None:
        items, n = self._items, self._n
        if n and len(items) == n:
            items.append(entry)
            if items[n] is entry:  # nobody appended between the check and the append
                if entry.status == OK:
                    positions = self._positions.get(entry.tool)
                    if positions is None:
                        self._positions[entry.tool] = [n]
                    else:
                        positions.append(n)
                self._n = n + 1
                return
        self._items = [*items[:n], entry]
        self._positions = _positions(self._items)
        self._n = n + 1

    def count(self, tool: str) -> int:
        """How many entries are successful calls of ``tool`` (failed ones are not counted: what
        reads this asks what the phone has done)."""
        return bisect_left(self._positions.get(tool, ()), self._n)

    def __len__(self) -> int:
        return self._n

    def __iter__(self) -> Iterator[LogEntry]:
        items = self._items
        return (items[i] for i in range(self._n))

    @overload
    def __getitem__(self, index: int) -> LogEntry: ...
    @overload
    def __getitem__(self, index: slice) -> list[LogEntry]: ...
    def __getitem__(self, index: int | slice) -> LogEntry | list[LogEntry]:
        if isinstance(index, slice):
            return self._items[:self._n][index]
        if not -self._n <= index < self._n:
            raise IndexError("log index out of range")
        return self._items[index % self._n]

    def __eq__(self, other: object) -> bool:
        if isinstance(other, (OpLog, list, tuple)):
            return len(self) == len(other) and all(a == b for a, b in zip(self, other))
        return NotImplemented

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        return f"OpLog({list(self)!r})"

    def __reduce__(self) -> tuple[type[OpLog], tuple[list[LogEntry]]]:
        return OpLog, (list(self),)


class SharedTable(Sequence[Record]):
    """An immutable table that grows in O(1): the plain table it grew from (a tuple, its *root*,
    shared, never copied) followed by a view (a shared list and a length) of the records appended
    since, made by :meth:`appended`. Like :class:`OpLog`, the newest view of an episode appends to
    the list in place. It reads like the tuple it stands for -- slices are tuples, it equals and
    hashes like one, and it pickles as one.

    The root is shared rather than copied into the list, so an episode's first write costs the
    same whatever the table's size; a write into a view that is not the newest copies the
    records written, never the root."""

    __slots__ = ("_root", "_items", "_n")

    def __init__(self, records: Iterable[Record] = ()) -> None:
        self._root: tuple[Record, ...] = tuple(records)
        self._items: list[Record] = []
        self._n = 0

    @staticmethod
    def appended(table: Table, record: Record) -> SharedTable:
        """``table`` with ``record`` at the end; ``table`` itself is left as it was."""
        out = SharedTable.__new__(SharedTable)
        if type(table) is SharedTable:
            items, n = table._items, table._n
            out._root = table._root
            if len(items) == n:
                items.append(record)
                if items[n] is record:  # nobody appended between the check and the append
                    out._items, out._n = items, n + 1
                    return out
            out._items = [*items[:n], record]  # not kept: lists never chain
        else:
            out._root = table if type(table) is tuple else tuple(table)
            out._items = [record]
        out._n = len(out._items)
        return out

    @property
    def root(self) -> tuple[Record, ...]:
        """The plain table (a tuple) this view grew from: its first records."""
        return self._root

    def __len__(self) -> int:
        return len(self._root) + self._n

    def __iter__(self) -> Iterator[Record]:
        # bounded: a newer view may append meanwhile
        return chain(self._root, islice(self._items, self._n))

    @overload
    def __getitem__(self, index: int) -> Record: ...
    @overload
    def __getitem__(self, index: slice) -> tuple[Record, ...]: ...
    def __getitem__(self, index: int | slice) -> Record | tuple[Record, ...]:
        root, size = self._root, len(self._root)
        total = size + self._n
        if isinstance(index, slice):
            start, stop, step = index.indices(total)
            if step == 1:  # the root's part and the list's part, each cut in C
                return root[start:stop] + tuple(self._items[max(start - size, 0):
                                                             max(stop - size, 0)])
            return tuple(self)[index]
        if not -total <= index < total:
            raise IndexError("table index out of range")
        index %= total
        return root[index] if index < size else self._items[index - size]

    def __eq__(self, other: object) -> bool:
        if isinstance(other, (SharedTable, tuple)):
            return len(self) == len(other) and all(a is b or a == b for a, b in zip(self, other))
        return NotImplemented

    def __hash__(self) -> int:
        return hash(tuple(self))

    def __add__(self, other: Sequence[Record]) -> tuple[Record, ...]:
        return (*self, *other)

    def __radd__(self, other: Sequence[Record]) -> tuple[Record, ...]:
        return (*other, *self)

    def __repr__(self) -> str:
        return repr(tuple(self))

    def __reduce__(self) -> tuple[type[tuple[Any, ...]], tuple[tuple[Record, ...]]]:
        return tuple, (tuple(self),)


def _positions(items: list[LogEntry]) -> dict[str, list[int]]:
    """Per tool, the positions of its successful entries."""
    out: dict[str, list[int]] = {}
    for i, entry in enumerate(items):
        if entry.status == OK:
            out.setdefault(entry.tool, []).append(i)
    return out


@dataclass(slots=True)
class PhoneState:
    """Everything a tool may read or write. Plain data: copy, compare, hash, pickle."""

    now: str
    tables: dict[str, Table] = field(default_factory=dict)
    settings: dict[str, Any] = field(default_factory=dict)
    memory: Table = ()
    counters: dict[str, int] = field(default_factory=dict)
    log: OpLog = field(default_factory=OpLog)
    #: How often each injected fault has fired (key: the fault's name). It lives in the state, not
    #: the env, so that a replay of the same actions meets the same faults.
    faults: dict[str, int] = field(default_factory=dict)

    def copy(self) -> PhoneState:
        """A state a call may write without touching this one: the dicts are new, the tables,
        records and log entries in them shared (none is ever changed in place)."""
        out = PhoneState.__new__(PhoneState)
        out.now = self.now
        out.tables = self.tables.copy()
        out.settings = self.settings.copy()
        out.memory = self.memory
        out.counters = self.counters.copy()
        out.log = self.log.share()
        out.faults = self.faults.copy()
        return out

    def table(self, name: str) -> Table:
        return self.tables.get(name, ())

    def new_id(self, table: str) -> str:
        """The next stable record id of ``table`` (``contacts-41``); ids never repeat."""
        n = self.counters.get(table, 0) + 1
        self.counters[table] = n
        return f"{table}-{n}"

    def insert(self, table: str, record: Record) -> Record:
        """Append ``record`` under a fresh id and return the stored record."""
        n = self.counters.get(table, 0) + 1  # new_id, inlined: most writes come through here
        self.counters[table] = n
        stored = {"id": f"{table}-{n}", **record}
        self.tables[table] = SharedTable.appended(self.tables.get(table, ()), stored)
        return stored

    def add(self, table: str, record: Record) -> None:
        """Append ``record`` keeping its own id (the id counter moves past it), or under a fresh
        id."""
        stored = self._identified(table, record)
        self.tables[table] = SharedTable.appended(self.table(table), stored)

    def _identified(self, table: str, record: Record) -> Record:
        """``record`` as stored: with a fresh id if it has none; the counter moves past its id."""
        if "id" not in record:
            return {"id": self.new_id(table), **record}
        suffix = str(record["id"]).rsplit("-", 1)[-1]
        if suffix.isdecimal():
            self.counters[table] = max(self.counters.get(table, 0), int(suffix))
        return record

    def patch(self, settings: dict[str, Any], records: dict[str, list[Record]],
              remove: list[str]) -> PhoneState:
        """A copy with ``settings`` set, ``records`` upserted by id (fields merged into the record
        with that id, else added) and the records ``remove`` names deleted: the world changing
        under the planner mid-episode."""
        out = self.copy()
        out.settings.update({key: setting_value(value) for key, value in settings.items()})
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
        for table, stored in list(out.tables.items()):
            if any(r["id"] in gone for r in stored):
                out.tables[table] = tuple(r for r in stored if r["id"] not in gone)
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
    """The initial state of a task world; records without an ``id`` get one in table order.

    Each table is built as one tuple, and records that have their id are stored as they are:
    no code mutates a stored record, so the state may share them with the task."""
    state = PhoneState(now=now, settings={k: setting_value(v) for k, v in (settings or {}).items()})
    for table, rows in records.items():  # each name once: the table is new
        try:  # the usual case: every record has its id and is stored as it is
            top = _largest_id_number(list(map(_ID, rows)))
            stored = tuple(rows)
            if top is not None:
                state.counters[table] = max(state.counters.get(table, 0), top)
        except KeyError:
            stored = tuple(state._identified(table, dict(row)) for row in rows)
        state.tables[table] = stored
    state.memory = tuple(dict(m) for m in memory or ())
    return state


_ID = operator.itemgetter("id")


def _largest_id_number(ids: list[Any]) -> int | None:
    """The largest ``<n>`` of ids ``<table>-<n>`` (any prefix before the last dash): what
    :meth:`PhoneState.add` would leave in the table's counter."""
    tails = (str(record_id).rpartition("-")[2] for record_id in ids)
    return max((int(tail) for tail in tails if tail.isdecimal()), default=None)


def setting_value(value: Any) -> Any:
    """A settings value as a state stores it: lists (JSON arrays) become tuples, at any depth.

    States share their settings values with each other and with the task, so a stored value must
    be immutable; comparing a task's value with a stored one needs the same conversion.

    Args:
        value: a settings value as JSON gives it.

    Returns:
        The value with every list turned into a tuple; anything else unchanged.
    """
    return tuple(setting_value(v) for v in value) if isinstance(value, list) else value


# ------------------------------------------------------------------------------------ deltas


@dataclass(frozen=True, slots=True)
class TableChange:
    """How one table differs between two states, by record id: records ``added`` (in the later
    table's order), ``changed`` as (before, after) pairs (later order) and ``removed`` (earlier
    order). SharedTable that compare equal are not changed, even when they are new dicts."""

    added: tuple[Record, ...] = ()
    changed: tuple[tuple[Record, Record], ...] = ()
    removed: tuple[Record, ...] = ()

    def __bool__(self) -> bool:
        return bool(self.added or self.changed or self.removed)

    def summary(self, same: Callable[[Any, Any], bool] = operator.eq,
                ignored: frozenset[str] = frozenset()) -> dict[str, Any]:
        """The change as a task's target states it: ``added`` records without their ids,
        ``changed`` as {id: {field: new value}} for the fields that are not ``same`` (a field that
        disappeared has the value ``None``), ``removed`` ids; ``ignored`` fields left out. The
        state-change reward passes its normalised equality, the generator plain ``==``."""
        changed = {}
        for old, new in self.changed:
            a, b = record_fields(old, ignored), record_fields(new, ignored)
            fields = {k: b.get(k) for k in sorted(a.keys() | b.keys())
                      if not same(a.get(k), b.get(k))}
            if fields:
                changed[new.get("id")] = fields
        return {"added": [record_fields(r, ignored) for r in self.added],
                "changed": dict(sorted(changed.items(), key=lambda item: str(item[0]))),
                "removed": sorted(r.get("id") for r in self.removed)}


def record_fields(record: Record, ignored: frozenset[str] = frozenset()) -> dict[str, Any]:
    """The fields a delta compares: all but the id (generated, so it never decides) and
    ``ignored`` ones."""
    return {k: v for k, v in record.items() if k != "id" and k not in ignored}


@dataclass(frozen=True, slots=True)
class StateDelta:
    """``D_T - D_0``: the changed app tables in name order, the change of the memory store, and
    the changed settings as (before, after) in key order. Nothing changed: an empty delta."""

    tables: dict[str, TableChange]
    memory: TableChange
    settings: dict[str, tuple[Any, Any]]

    def __bool__(self) -> bool:
        return bool(self.tables or self.memory or self.settings)


def table_change(before: Table, after: Table) -> TableChange:
    """The change from ``before`` to ``after``; free when they are the same tuple, the records
    appended when ``after`` is ``before`` (an opening table) with records appended under new ids
    -- what a run of inserts leaves -- and otherwise a value comparison only for records that
    are not the same dict."""
    if before is after:
        return TableChange()
    if type(after) is SharedTable and after.root is before:
        appended = after[len(before):]
        ids = {r.get("id") for r in appended}
        if len(ids) == len(appended) and ids.isdisjoint(r.get("id") for r in before):
            return TableChange(appended)
    old = {r.get("id"): r for r in before}
    new = {r.get("id"): r for r in after}
    added = tuple(r for rid, r in new.items() if rid not in old)
    changed = tuple((old[rid], r) for rid, r in new.items()
                    if rid in old and old[rid] is not r and old[rid] != r)
    removed = tuple(r for rid, r in old.items() if rid not in new)
    return TableChange(added, changed, removed)


def state_delta(before: PhoneState, after: PhoneState) -> StateDelta:
    """What ``after`` changed relative to ``before``: every table (memory included) and setting.

    The one state diff of the project: the ``state_change`` reward compares it with a task's
    target, trajectory files store it, and the task generator derives targets from it."""
    tables = {}
    for name in sorted(before.tables.keys() | after.tables.keys()):
        old, new = before.table(name), after.table(name)
        if old is not new and (change := table_change(old, new)):
            tables[name] = change
    settings = {} if before.settings is after.settings else {
        key: (before.settings.get(key), after.settings.get(key))
        for key in sorted(before.settings.keys() | after.settings.keys())
        if before.settings.get(key) != after.settings.get(key)}
    return StateDelta(tables, table_change(before.memory, after.memory), settings)
