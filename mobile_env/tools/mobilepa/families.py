"""Factories that turn tables of tool specs into registered tools, plus the helpers every domain shares.

MobilePA-Bench has 212 tools, and most of them are one of a few shapes: set (or toggle) one device
setting, read a group of settings, add / list / update / delete records of one table, or start and
stop a session with another device. Writing each as its own function would copy the same
validation, precondition and message code 150 times; instead a domain module declares rows
(:class:`Setting`, :class:`Records`, :class:`Session`, :class:`Link`) and the factories here build
the argument model, the implementation and the registry entry from them. Tools that do
something specific (play a track, pair a device) are small functions using the same helpers, so
every tool answers in one shape: ``{"message": <one sentence>, "data": {...}}``.

Every tool, from a row or a function, is registered with
:func:`~mobile_env.tools.registry.register`, the one registration call of the whole catalog.

Failures raise :class:`~mobile_env.feedback.ToolError` with a message that names the fix
("Bluetooth is off: turn it on with set_bluetooth first"); the dispatcher turns it into feedback
and discards the working copy of the state, so a failed call changes nothing.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any, Callable, NoReturn, Sequence

from pydantic import Field, create_model

from mobile_env.feedback import ToolError
from mobile_env.state import PhoneState, Record
from mobile_env.tools.registry import Impl, ToolArgs, ToolContext, register
from mobile_env.tools.search import paginate

Payload = dict[str, Any]
Build = Callable[[PhoneState, Any, ToolContext], Record]
Match = Callable[[Record, Any], bool]
Check = Callable[[PhoneState, Record], None]

#: Every tool generated from a :class:`Setting` row, by tool name (tests and docs read it).
SETTINGS: dict[str, Setting] = {}


class NoArgs(ToolArgs):
    """Argument model of a tool that takes no arguments."""


# --------------------------------------------------------------------------- shared helpers

def done(message: str, **data: Any) -> Payload:
    """The success payload every MobilePA tool returns."""
    return {"message": message, "data": data}


def fail(message: str) -> NoReturn:
    """Refuse a valid call the phone cannot carry out in its current state."""
    raise ToolError("tool_error", message)


def show(value: Any) -> str:
    """A setting value as a person would say it (switches are on/off)."""
    if isinstance(value, bool):
        return "on" if value else "off"
    if isinstance(value, (tuple, list)):
        return ", ".join(map(str, value)) or "none"
    return "none" if value in (None, "") else str(value)


def today(state: PhoneState) -> str:
    return state.now.partition(" ")[0]


def clock(state: PhoneState) -> str:
    return state.now.partition(" ")[2]


def setting(state: PhoneState, key: str) -> Any:
    """A setting the device must have; a missing key is a task-authoring bug, said plainly."""
    try:
        return state.settings[key]
    except KeyError:
        fail(f"this phone has no setting {key!r}")


def put(state: PhoneState, key: str, value: Any) -> None:
    """Write one setting on the call's working copy (values are replaced, never mutated)."""
    state.settings[key] = tuple(value) if isinstance(value, list) else value


def find(state: PhoneState, table: str, ref: str, label: str,
         fields: tuple[str, ...] = ("name",), title: str = "name") -> Record:
    """The record of ``table`` whose id is ``ref``, or whose ``fields`` equal it (any case).

    Several matches are refused with their ids, so the planner can disambiguate instead of
    acting on a guess; no match lists what exists, so it can correct a misspelling.
    """
    rows = state.table(table)
    for row in rows:
        if row["id"] == ref:
            return row
    needle = ref.strip().casefold()
    hits = []
    for row in rows:  # a plain loop: this look-up runs on most execute calls
        for name in fields:
            value = row.get(name)
            if value is not None and str(value).casefold() == needle:
                hits.append(row)
                break
    if len(hits) == 1:
        return hits[0]
    if hits:
        fail(f"{len(hits)} {label}s match {ref!r}: "
             + "; ".join(f"{h['id']} ({h.get(title, '')})" for h in hits[:8])
             + ". Call again with the id of the one you mean")
    known = ", ".join(f"{r['id']} ({str(r.get(title, ''))[:40]})" for r in rows[:8])
    fail(f"no {label} matches {ref!r}" + (f"; known: {known}" if known
                                          else f"; there are no {label}s"))


def replace(state: PhoneState, table: str, record: Record, **changes: Any) -> Record:
    """Store a changed copy of ``record`` (a record of ``table``) in place of it and return the
    copy."""
    new = {**record, **changes}
    _rewrite(state, table, record, new)
    return new


def remove(state: PhoneState, table: str, record: Record) -> None:
    """Take ``record`` (a record of ``table``) out of it."""
    _rewrite(state, table, record, None)


def _rewrite(state: PhoneState, table: str, record: Record, new: Record | None) -> None:
    """``table`` with ``record`` replaced by ``new`` (taken out, for None)."""
    rows = tuple(state.table(table))
    at = rows.index(record)  # ids are unique, so only the record itself is equal to it
    in_place = () if new is None else (new,)
    state.tables[table] = rows[:at] + in_place + rows[at + 1:]


def key_of(record: Record, fields: tuple[str, ...]) -> tuple[str, ...]:
    """``record``'s ``fields`` as a duplicate check compares them: text, case-folded, a missing
    field empty."""
    return tuple(str(record.get(f, "")).casefold() for f in fields)


def first_with(rows: Sequence[Record], fields: tuple[str, ...], key: tuple[str, ...]
               ) -> Record | None:
    """The first record of ``rows`` whose :func:`key_of` ``fields`` is ``key``, else None."""
    return next((r for r in rows if key_of(r, fields) == key), None)


def model(model_name: str, /, **fields: tuple[Any, Any]) -> type[ToolArgs]:
    """An argument model built from a spec row: ``field=(type, Field(...))``."""
    # pydantic's overloads cannot type fields given as a ``**`` mapping
    return create_model(model_name, __base__=ToolArgs, **fields)  # type: ignore[call-overload,no-any-return]


def camel(name: str) -> str:
    return "".join(part.title() for part in name.split("_")) + "Args"


# --------------------------------------------------------------------------- settings family

@dataclass(frozen=True)
class Requires:
    """A precondition on another setting: ``key`` must equal ``value`` (or, with ``differs``, must
    not), checked when the tool's argument is ``when`` (always when ``when`` is None).

    ``fix`` is the sentence shown on failure; it names the tool that repairs the state.
    """

    key: str
    value: Any
    fix: str
    when: Any = None
    differs: bool = False

    def check(self, state: PhoneState, argument: Any) -> None:
        if self.when is not None and argument != self.when:
            return
        if (state.settings.get(self.key) == self.value) == self.differs:
            fail(self.fix)


@dataclass(frozen=True)
class Setting:
    """One ``set_*`` tool over one settings key.

    ``type`` is the argument's annotation (``bool`` for switches, an ``enum(...)`` for modes);
    ``bounds`` are pydantic's ``ge``/``le`` for numbers. ``effects`` runs after the write for
    settings that drag others along (airplane mode turns the radios off).
    """

    name: str
    key: str
    label: str
    description: str
    type: Any = bool
    arg: str = "enabled"
    doc: str = ""
    bounds: dict[str, Any] = field(default_factory=dict)
    requires: tuple[Requires, ...] = ()
    effects: Callable[[PhoneState, Any], None] | None = None
    permission: str | None = None


def setting_tools(domain: str, specs: tuple[Setting, ...]) -> tuple[str, ...]:
    """Register one execute tool per :class:`Setting` row; returns their names."""
    for spec in specs:
        doc = spec.doc or ("True to turn it on, false to turn it off." if spec.type is bool
                           else f"New value of {spec.label}.")
        args = model(camel(spec.name),
                     **{spec.arg: (spec.type, Field(description=doc, **spec.bounds))})
        register(spec.name, kind="execute", domain=domain, args=args, description=spec.description,
                 permission=spec.permission)(_set_impl(spec))
        SETTINGS[spec.name] = spec
    return tuple(s.name for s in specs)


def _set_impl(spec: Setting) -> Impl:
    def impl(state: PhoneState, args: Any, ctx: ToolContext) -> Payload:
        value = getattr(args, spec.arg)
        previous = setting(state, spec.key)
        if value == previous:
            return done(f"{spec.label} is already {show(value)}", **{spec.key: value})
        for rule in spec.requires:
            rule.check(state, value)
        put(state, spec.key, value)
        if spec.effects is not None:
            spec.effects(state, value)
        return done(f"{spec.label} set to {show(value)} (was {show(previous)})",
                    **{spec.key: value, "previous": previous})

    return impl


def settings_reader(domain: str, name: str, description: str, prefixes: tuple[str, ...]) -> str:
    """Register a retrieve tool returning every setting under ``prefixes`` (dotted key groups)."""

    def impl(state: PhoneState, args: NoArgs, ctx: ToolContext) -> Payload:
        found = {k: v for k, v in sorted(state.settings.items()) if k.startswith(prefixes)}
        return done(f"{len(found)} settings", **found)

    register(name, kind="retrieve", domain=domain, args=NoArgs, description=description)(impl)
    return name


# --------------------------------------------------------------------------- record families

@dataclass(frozen=True)
class Records:
    """A table of records as its tools see it: what to call one, and which field names it."""

    table: str
    label: str
    id_arg: str
    title: str = "name"
    lookup: tuple[str, ...] = ("name",)

    def get(self, state: PhoneState, ref: str) -> Record:
        return find(state, self.table, ref, self.label, self.lookup, self.title)

    def ref_field(self) -> tuple[Any, Any]:
        return (str, Field(min_length=1,
                           description=f"Id of the {self.label} (or its exact {self.title})."))


def add_tool(domain: str, rec: Records, name: str, description: str, args: type[ToolArgs],
             build: Build, unique: tuple[str, ...] = (), permission: str | None = None) -> str:
    """Register an execute tool that stores ``build(state, args, ctx)`` as a new record.

    ``unique`` fields must not all equal those of an existing record (no duplicate contacts,
    compared case-folded).
    """

    def impl(state: PhoneState, args: Any, ctx: ToolContext) -> Payload:
        record = build(state, args, ctx)
        if unique:
            row = first_with(state.table(rec.table), unique, key_of(record, unique))
            if row is not None:
                fail(f"a {rec.label} with the same {' and '.join(unique)} already exists "
                     f"({row['id']}); update it instead of adding a duplicate")
        stored = state.insert(rec.table, record)
        return done(f"{rec.label.capitalize()} '{stored.get(rec.title, stored['id'])}' added "
                    f"successfully", **stored)

    register(name, kind="execute", domain=domain, args=args, description=description,
             permission=permission)(impl)
    return name


def list_tool(domain: str, rec: Records, name: str, description: str,
              args: type[ToolArgs] | None = None, match: Match | None = None,
              permission: str | None = None) -> str:
    """Register a retrieve tool listing the records that ``match`` the arguments, paginated.

    The model gets a ``page`` argument; page size is the episode's (all at once when unset).
    """
    fields = {"page": (int, Field(default=1, ge=1, le=1000, description="Result page, from 1."))}
    model_ = create_model(camel(name), __base__=args or ToolArgs, **fields)  # type: ignore[call-overload]

    def impl(state: PhoneState, a: Any, ctx: ToolContext) -> Payload:
        rows = [r for r in state.table(rec.table) if match is None or match(r, a)]
        page = paginate(rows, a.page, ctx.page_size)
        return done(f"{page['total']} {rec.label}(s) found", **page)

    register(name, kind="retrieve", domain=domain, args=model_, description=description,
             permission=permission)(impl)
    return name


def update_tool(domain: str, rec: Records, name: str, description: str, args: type[ToolArgs],
                check: Check | None = None) -> str:
    """Register an execute tool that changes the given fields of one record.

    ``args`` holds ``rec.id_arg`` plus fields named as the record's, defaulting to ``None``
    ("leave unchanged"); every field that is not ``None`` is written. ``check`` vets the changed
    record (an event must still end after it starts).
    """

    def impl(state: PhoneState, a: Any, ctx: ToolContext) -> Payload:
        changes = {f: tuple(v) if isinstance(v, list) else v for f in type(a).model_fields
                   if f != rec.id_arg and (v := getattr(a, f)) is not None}
        if not changes:
            options = ", ".join(f for f in type(a).model_fields if f != rec.id_arg)
            fail(f"nothing to update: pass at least one of {options}")
        record = rec.get(state, getattr(a, rec.id_arg))
        if check is not None:
            check(state, {**record, **changes})
        new = replace(state, rec.table, record, **changes)
        return done(f"{rec.label.capitalize()} {record['id']} updated: {', '.join(changes)}", **new)

    register(name, kind="execute", domain=domain, args=args, description=description)(impl)
    return name


def delete_tool(domain: str, rec: Records, name: str, description: str) -> str:
    """Register an execute tool removing one record, by id or exact title."""
    args = model(camel(name), **{rec.id_arg: rec.ref_field()})

    def impl(state: PhoneState, a: Any, ctx: ToolContext) -> Payload:
        record = rec.get(state, getattr(a, rec.id_arg))
        remove(state, rec.table, record)
        return done(f"{rec.label.capitalize()} '{record.get(rec.title, record['id'])}' deleted",
                    **record)

    register(name, kind="execute", domain=domain, args=args, description=description)(impl)
    return name


def contains(text: str | None, *values: Any) -> bool:
    """Case-insensitive substring filter that an unset query always passes."""
    return not text or any(folded(text) in str(v).casefold() for v in values)


@lru_cache(maxsize=256)
def folded(text: str) -> str:
    """``text.casefold()``, remembered: a list tool's filter meets the same model-written query
    once per record and field, and a query may be 4,096 characters long."""
    return text.casefold()


# --------------------------------------------------------------------------- session families

Reach = Callable[[PhoneState, str], Record]


@dataclass(frozen=True)
class Session:
    """A one-at-a-time activity with a device, held in the setting ``key`` (the device's name,
    ``""`` when idle): casting the screen to a TV, collaborating with a laptop.

    The start tool checks ``requires`` (a radio on), finds the device with ``reach`` (which
    refuses one out of reach) and needs its field ``can``; it refuses while a session runs,
    naming the stop tool. Messages are templates over ``{device}`` (the device's name).
    """

    key: str
    start: str
    start_description: str
    stop: str
    stop_description: str
    reach: Reach
    can: str
    cannot: str
    busy: str
    idle: str
    started: str
    stopped: str
    requires: tuple[Requires, ...] = ()


def session_tools(domain: str, spec: Session, args: type[ToolArgs]) -> tuple[str, str]:
    """Register the start and stop tools of ``spec`` (``args``: the start tool's, with a
    ``device`` field); returns their names."""

    def start(state: PhoneState, a: Any, ctx: ToolContext) -> Payload:
        for rule in spec.requires:
            rule.check(state, None)
        device = spec.reach(state, a.device)
        if not device[spec.can]:
            fail(spec.cannot.format(device=device["name"]))
        current = state.settings.get(spec.key, "")
        if current:
            fail(f"{spec.busy.format(device=current)}: stop it with {spec.stop} first")
        put(state, spec.key, device["name"])
        return done(spec.started.format(device=device["name"]), device=device["name"])

    def stop(state: PhoneState, a: NoArgs, ctx: ToolContext) -> Payload:
        current = state.settings.get(spec.key, "")
        if not current:
            fail(spec.idle)
        put(state, spec.key, "")
        return done(spec.stopped.format(device=current), device=current)

    register(spec.start, kind="execute", domain=domain, args=args,
             description=spec.start_description)(start)
    register(spec.stop, kind="execute", domain=domain, args=NoArgs,
             description=spec.stop_description)(stop)
    return spec.start, spec.stop


@dataclass(frozen=True)
class Link:
    """A tool that links the phone with a device record, and optionally the one that unlinks it:
    the record's boolean ``flag`` (``paired``, ``connected``) set by ``on`` and cleared by ``off``
    (with the flags of ``clears``: unpairing also disconnects). Each change is logged with
    ``log(state, device name, action)`` (the pairing log).

    The on tool checks ``requires`` (a radio on), finds the device with ``reach`` (which refuses
    one out of reach) and needs each field of ``needs`` (field, refusal); a call that would change
    nothing is refused (``linked_already``, ``unlinked_already``). Messages are templates over
    ``{device}``.
    """

    rec: Records
    flag: str
    log: Callable[[PhoneState, str, str], None]
    on: str
    on_description: str
    on_action: str
    linked: str
    linked_already: str
    reach: Reach
    requires: tuple[Requires, ...] = ()
    needs: tuple[tuple[str, str], ...] = ()
    off: str | None = None
    off_description: str = ""
    off_action: str = ""
    unlinked: str = ""
    unlinked_already: str = ""
    clears: tuple[str, ...] = ()


def link_tools(domain: str, spec: Link, args: type[ToolArgs]) -> tuple[str, ...]:
    """Register the on (and off) tool of ``spec`` (``args``: theirs, with a ``device`` field);
    returns their names."""

    def on(state: PhoneState, a: Any, ctx: ToolContext) -> Payload:
        for rule in spec.requires:
            rule.check(state, None)
        device = spec.reach(state, a.device)
        for field_, refusal in spec.needs:
            if not device[field_]:
                fail(refusal.format(device=device["name"]))
        if device[spec.flag]:
            fail(spec.linked_already.format(device=device["name"]))
        spec.log(state, device["name"], spec.on_action)
        new = replace(state, spec.rec.table, device, **{spec.flag: True})
        return done(spec.linked.format(device=device["name"]), **new)

    def off(state: PhoneState, a: Any, ctx: ToolContext) -> Payload:
        device = spec.rec.get(state, a.device)
        if not device[spec.flag]:
            fail(spec.unlinked_already.format(device=device["name"]))
        spec.log(state, device["name"], spec.off_action)
        new = replace(state, spec.rec.table, device,
                      **{f: False for f in (spec.flag, *spec.clears)})
        return done(spec.unlinked.format(device=device["name"]), **new)

    register(spec.on, kind="execute", domain=domain, args=args,
             description=spec.on_description)(on)
    if spec.off is None:
        return (spec.on,)
    register(spec.off, kind="execute", domain=domain, args=args,
             description=spec.off_description)(off)
    return spec.on, spec.off
