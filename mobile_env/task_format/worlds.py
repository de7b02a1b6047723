"""Shared, versioned worlds: what many tasks start from, stored once.

A world file ``worlds/<name>@<version>.json`` (beside the suites) holds a base world:
``{"world": name, "version": n, "profile": ..., "now": ..., "weekday": ..., "records": ...}``,
its records with their ids, and where its user has one, their long-term ``memory``. A world may be
built on another (``"base": "name@n"``, such as a user's profile world on the default device): it
then holds, as a task line does, only its changes to the base's records and the fields that differ
from the base's. A task line that names a world (``"world": "name@n"``) holds only what differs:
its own ``profile``, ``now``, ``weekday`` or ``memory`` where they are not the world's, and in
``records`` the changes to the world's records (:func:`apply_changes`). A world's content never
changes under the same version: a changed world is a new version in a new file, so every line
keeps meaning what it meant.
"""

from __future__ import annotations

import copy
import json
from functools import lru_cache
from pathlib import Path
from typing import Any, Sequence

#: The folder, beside a suite file, that holds the worlds its lines name.
WORLDS_FOLDER = "worlds"
#: What a world supplies besides its records; a line's own value replaces the world's.
WORLD_FIELDS = ("profile", "now", "weekday", "memory")
#: How many worlds deep a world's ``base`` may go (a loop of bases is refused).
MAX_BASES = 8
#: The keys of a line's ``records`` when it names a world.
CHANGE_KEYS = ("added", "changed", "removed")

Records = dict[str, list[dict[str, Any]]]


class WorldError(ValueError):
    """A world that cannot be read or does not apply; the message names the field."""


def world_ref(data: dict[str, Any]) -> str:
    """``name@version`` of a world file's data."""
    return f"{data['world']}@{data['version']}"


def world_text(data: dict[str, Any]) -> str:
    """How a world file is written: one key per line, so a change to it reads as a diff."""
    return json.dumps(data, ensure_ascii=False, indent=1) + "\n"


@lru_cache(maxsize=64)
def read_world(path: Path) -> dict[str, Any]:
    """The data of the world file ``path`` as stored (cached: worlds never change under their
    version); a world built on a ``base`` holds its changes to it (:func:`on_base`).

    Raises:
        WorldError: the file cannot be read, is not JSON, or its ``world`` and ``version`` are
            not the ones its name says.
    """
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError) as exc:
        raise WorldError(f"field 'world': cannot read world file {path} ({exc})") from None
    if not isinstance(data, dict) or not (isinstance(data.get("records"), dict) if "base" in data
                                          else _is_records(data.get("records"))) or \
            f"{data.get('world')}@{data.get('version')}" != path.stem:
        raise WorldError(f"field 'world': {path} is not the world {path.stem} (it needs 'world', "
                         "'version' and 'records': table -> records, each with a string id, or "
                         "with a 'base', the changes to its records)")
    return data


def _is_records(value: Any) -> bool:
    return isinstance(value, dict) and all(
        isinstance(rows, list) and all(isinstance(r, dict) and isinstance(r.get("id"), str)
                                       for r in rows) for rows in value.values())


def on_base(data: dict[str, Any], base: dict[str, Any]) -> dict[str, Any]:
    """The world ``data`` (stored with a ``base``) made whole on ``base``'s whole data: the base's
    records with ``data``'s changes, and the base's :data:`WORLD_FIELDS` unless ``data`` has its
    own. The result names no base.

    Raises:
        WorldError: ``data``'s changes are malformed or name records the base does not have.
    """
    records = apply_changes(base["records"], data["records"])
    fields = {key: base[key] for key in WORLD_FIELDS if key in base}
    return {"world": data["world"], "version": data["version"],
            **fields, **{key: data[key] for key in WORLD_FIELDS if key in data},
            "records": records}


def find_world(ref: Any, folders: Sequence[Path]) -> dict[str, Any]:
    """The whole world ``ref`` (``name@version``) from the first of ``folders`` that has it, its
    bases (looked up the same way) applied.

    Raises:
        WorldError: ``ref`` is not ``name@version``, no folder has it or one of its bases, or its
            bases loop or go deeper than :data:`MAX_BASES`.
    """
    if not _is_ref(ref):
        raise WorldError(f"field 'world': a world is named 'name@version' (got {ref!r:.60})")
    return _whole(ref, tuple(folders), ())


def _is_ref(ref: Any) -> bool:
    return isinstance(ref, str) and ref.count("@") == 1 and ref.split("@")[1].isdigit()


@lru_cache(maxsize=64)
def _whole(ref: str, folders: tuple[Path, ...], below: tuple[str, ...]) -> dict[str, Any]:
    """:func:`find_world` of a well-formed ``ref``; ``below`` are the worlds built on ``ref`` on
    the way here (cached, as :func:`read_world`: a world's whole data is the same at every
    use)."""
    if ref in below or len(below) >= MAX_BASES:
        raise WorldError(f"field 'world': the bases of {below[0]} loop or go deeper than "
                         f"{MAX_BASES} worlds ({' -> '.join([*below, ref])})")
    for folder in folders:
        path = folder / f"{ref}.json"
        if path.is_file():
            data = read_world(path)
            if "base" not in data:
                return data
            base = data["base"]
            if not _is_ref(base):
                raise WorldError(f"field 'base': {path} names its base 'name@version' "
                                 f"(got {base!r:.60})")
            return on_base(data, _whole(base, folders, (*below, ref)))
    raise WorldError(f"field 'world': no world {ref} in {', '.join(map(str, folders))}")


def latest_worlds(folder: Path) -> list[dict[str, Any]]:
    """The newest version of each world in ``folder``, by name, whole (bases applied): the
    worlds lines are written against."""
    newest: dict[str, dict[str, Any]] = {}
    for path in sorted(folder.glob("*@*.json")):
        data = read_world(path)
        if data["world"] not in newest or data["version"] > newest[data["world"]]["version"]:
            newest[data["world"]] = data
    return [find_world(world_ref(newest[name]), [folder]) for name in sorted(newest)]


def _changes(value: Any) -> tuple[Records, dict[str, dict[str, Any]], list[str]]:
    """The parts of a line's ``records`` when it names a world, their shapes checked."""
    if not isinstance(value, dict) or set(value) - set(CHANGE_KEYS):
        raise WorldError("field 'records': with a world, an object of "
                         f"{', '.join(CHANGE_KEYS)} (got {value!r:.60})")
    added, changed, removed = value.get("added", {}), value.get("changed", {}), \
        value.get("removed", [])
    if not isinstance(added, dict) or not all(
            isinstance(rows, list) and all(isinstance(r, dict) for r in rows)
            for rows in added.values()):
        raise WorldError(f"field 'records.added': table -> list of records (got {added!r:.60})")
    if not isinstance(changed, dict) or not all(isinstance(f, dict) for f in changed.values()):
        raise WorldError(f"field 'records.changed': record id -> fields (got {changed!r:.60})")
    if not isinstance(removed, list) or not all(isinstance(r, str) for r in removed):
        raise WorldError(f"field 'records.removed': a list of record ids (got {removed!r:.60})")
    return added, changed, removed


def apply_changes(base: Records, changes: Any) -> Records:
    """The records of a task on the world ``base``: the world's records less ``removed``, then
    ``added`` appended to their tables (new tables last), then ``changed`` fields set by record id
    (a new field after the record's others). A fresh copy: tasks share nothing with the world.

    Raises:
        WorldError: ``changes`` is malformed or names a record the world does not have.
    """
    added, changed, removed = _changes(changes)
    ids = {row.get("id") for rows in base.values() for row in rows}
    unknown = [rid for rid in [*removed, *changed] if rid not in ids]
    if unknown:
        raise WorldError(f"field 'records': the world has no records {unknown[:5]}")
    gone = set(removed)
    fresh: Records = json.loads(json.dumps(base))  # a deep copy, at the JSON parser's speed
    tables = {name: [row for row in rows if row["id"] not in gone] for name, rows in fresh.items()}
    for name, rows in added.items():
        tables.setdefault(name, []).extend(copy.deepcopy(rows))
    by_id = {row["id"]: row for rows in tables.values() for row in rows
             if isinstance(row.get("id"), str)}
    for rid, fields in changed.items():
        by_id[rid].update(copy.deepcopy(fields))
    return tables


def _same(a: Any, b: Any) -> bool:
    """Equal as JSON (``1`` is not ``true``, key order counts)."""
    return json.dumps(a) == json.dumps(b)


def record_changes(records: Any, base: Records) -> dict[str, Any] | None:
    """The changes that make ``base`` into ``records`` (see :func:`apply_changes`), or None where
    changes cannot say it (a world table missing or out of order, a field removed, rows
    reordered)."""
    if not isinstance(records, dict) or list(records)[:len(base)] != list(base):
        return None
    added: Records = {}
    changed: dict[str, dict[str, Any]] = {}
    kept: set[Any] = set()
    for name, rows in records.items():
        own = {row.get("id"): row for row in base.get(name, ())}
        for row in rows:
            rid = row.get("id")
            was = own.get(rid) if isinstance(rid, str) else None
            if was is None:
                added.setdefault(name, []).append(row)
                continue
            if set(was) - set(row):
                return None
            kept.add(rid)
            fields = {k: v for k, v in row.items() if k not in was or not _same(v, was[k])}
            if fields:
                changed[rid] = fields
    removed = [row["id"] for rows in base.values() for row in rows if row["id"] not in kept]
    out = {key: value for key, value in zip(CHANGE_KEYS, (added, changed, removed)) if value}
    return out if _same(apply_changes(base, out), records) else None
