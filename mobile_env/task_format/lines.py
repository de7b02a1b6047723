"""The task line: how a task is stored (one JSON object per line of a suite file) and how loading
turns it into the :class:`~mobile_env.task_format.schema.Task` the env reads.

* **Version 2** (what the suites and generators write): a task on the MobilePA device stores
  ``settings``, only the settings that differ from the defaults of
  :data:`~mobile_env.task_format.device_settings.DEVICE_SETTINGS`; loading fills every other setting
  in from that table, so a setting added there reaches every task with its default and no task
  file changes. A line without ``settings`` has no device settings (SPIEval). A line may name a
  shared world (``"world": "name@version"``, :mod:`mobile_env.task_format.worlds`): it then holds
  only its changes to the world's records, and its profile and clock where they differ.
* **Version 1**: the materialised task itself, every setting spelled out. It is still read as it
  is; a task loaded from either version is the same :class:`Task`, whose ``schema_version`` is 1
  (the self-contained form).

A line of any other version, or a version-2 line with a malformed ``settings``, is refused with a
one-line :class:`LineError` that names the field.
"""

from __future__ import annotations

import json
from typing import Any, Callable, Sequence

from mobile_env.task_format import device_settings
from mobile_env.task_format.schema import MATERIALISED_VERSION, SCHEMA_VERSION
from mobile_env.task_format.worlds import (WORLD_FIELDS, WorldError, apply_changes, record_changes,
                                           world_ref)

#: Finds a world's data by its ``name@version`` (raising :class:`WorldError`).
WorldLookup = Callable[[Any], dict[str, Any]]

#: The line versions :func:`materialise` reads.
READABLE_VERSIONS = (MATERIALISED_VERSION, SCHEMA_VERSION)


class LineError(ValueError):
    """A task line that cannot be materialised; the message names the field (``field 'x': ...``)."""


def default_settings() -> dict[str, Any]:
    """The device's default settings as JSON values (arrays as lists), as a loaded task holds
    them; read from the table at each call, so a setting added to it is seen at once."""
    return {key: list(value) if isinstance(value, tuple) else value
            for key, value in device_settings.DEVICE_SETTINGS.items()}


def materialise(line: Any, defaults: dict[str, Any] | None = None,
                world_of: WorldLookup | None = None) -> Any:
    """The materialised task data of one parsed line, for ``Task.model_validate``.

    Args:
        line: the parsed JSON of one line (anything: the task model reports what is wrong).
        defaults: :func:`default_settings`, when the caller has it for a whole file.
        world_of: finds the world a line names (a line that names one needs it).

    Returns:
        A version-1 line and anything that is not an object unchanged; a version-2 line with
        ``schema_version`` 1; where it has ``settings``, ``initial_settings`` set to the
        defaults with those settings changed (in the defaults' order, new keys after them);
        where it names a world, the world's records with the line's changes, and the world's
        profile, ``now`` and ``weekday`` unless the line has its own.

    Raises:
        LineError: an unknown version, a malformed ``settings`` or ``records`` changes, a world
            that cannot be found, or a version-2 line that spells out ``initial_settings``.
    """
    if not isinstance(line, dict):
        return line
    version = line.get("schema_version", MATERIALISED_VERSION)
    if version == MATERIALISED_VERSION and type(version) is int:
        return line
    if version != SCHEMA_VERSION or type(version) is not int:
        raise LineError(f"field 'schema_version': this mobile-env reads task lines of versions "
                        f"{' and '.join(map(str, READABLE_VERSIONS))} (got {version!r:.60})")
    if "initial_settings" in line:
        raise LineError("field 'initial_settings': a version-2 line stores 'settings', the "
                        "settings that differ from the device's defaults")
    data = {**line, "schema_version": MATERIALISED_VERSION}
    if "settings" in data:
        changed = data.pop("settings")
        if not isinstance(changed, dict):
            raise LineError(f"field 'settings': an object of the settings that differ from the "
                            f"device's defaults (got {changed!r:.60})")
        data["initial_settings"] = {**(default_settings() if defaults is None else defaults),
                                    **changed}
    if "world" in data:
        data = _on_world(data, world_of)
    return data


def _on_world(data: dict[str, Any], world_of: WorldLookup | None) -> dict[str, Any]:
    """``data`` with its world filled in (see :func:`materialise`)."""
    ref = data.pop("world")
    if world_of is None:
        raise LineError(f"field 'world': {ref!r:.60} names a world, and no world folder is given")
    try:
        world = world_of(ref)
        records = apply_changes(world["records"], data.pop("records", {}))
    except WorldError as exc:
        raise LineError(str(exc)) from None
    return {**{key: world[key] for key in WORLD_FIELDS if key in world}, **data,
            "records": records}


def changed_settings(settings: dict[str, Any], defaults: dict[str, Any]) -> dict[str, Any]:
    """The settings of a task that differ from ``defaults`` (by JSON value: ``1`` is not
    ``true``), in the task's order.

    Raises:
        ValueError: ``settings`` does not start with every default key in the defaults' order,
            so that filling the defaults in would not give it back.
    """
    if list(settings)[:len(defaults)] != list(defaults):
        missing = [key for key in defaults if key not in settings]
        raise ValueError("initial_settings must hold every default setting in the defaults' "
                         f"order, then any others (missing: {missing[:5]})")
    return {key: value for key, value in settings.items()
            if key not in defaults or not same_json(value, defaults[key])}


def same_json(a: Any, b: Any) -> bool:
    """Whether ``a`` and ``b`` are written as the same JSON (``1`` is not ``true`` or ``1.0``).

    Scalars of one type, non-zero floats (``-0.0`` is not ``0.0``) and lists of strings, the
    shapes of most settings, are compared as values; anything else by its JSON text.
    """
    kind = type(a)
    if kind is type(b) and kind in (str, int, bool, type(None)):
        return bool(a == b)
    if kind is float and type(b) is float and a == b and a != 0:
        return True
    if kind is list and type(b) is list and all(type(item) is str for item in a):
        return bool(a == b)  # strings equal only strings
    return json.dumps(a) == json.dumps(b)


def _length(value: Any) -> int:
    """The characters of ``value`` as a line writes it."""
    return len(json.dumps(value, ensure_ascii=False))


def _shorter(changes: dict[str, Any], records: Any) -> bool:
    """Whether ``changes`` say ``records`` in fewer characters than the records themselves."""
    return _length(changes) < _length(records)


def compact(data: dict[str, Any], defaults: dict[str, Any] | None = None,
            worlds: Sequence[dict[str, Any]] = ()) -> dict[str, Any]:
    """The version-2 line of a materialised task's data (a ``Task.model_dump(mode="json")``,
    whole or of the fields its author set); :func:`materialise` gives ``data`` back.

    Args:
        data: the task's JSON data.
        defaults: :func:`default_settings`, when the caller has it for a whole suite.
        worlds: the worlds' data a line may name; of those whose records the task's records
            are changes of, said in fewer characters than the records, the one that says them
            in the fewest is named (the first of equals).

    Returns:
        ``data`` with ``schema_version`` 2 first; in place of a non-empty ``initial_settings``,
        ``settings``: the settings that differ from the defaults; where a world fits, ``world``
        after ``schema_version``, ``records`` as the changes to the world's (left out when
        there are none) and no ``profile``, ``now`` or ``weekday`` equal to the world's.
    """
    out: dict[str, Any] = {"schema_version": SCHEMA_VERSION}
    fitting = [(w, c) for w in worlds
               for c in [record_changes(data.get("records"), w["records"])]
               if c is not None and _shorter(c, data["records"])]
    world, changes = min(fitting, key=lambda wc: _length(wc[1]), default=({}, None))
    if changes is not None:
        out["world"] = world_ref(world)
    for key, value in data.items():
        if key == "initial_settings" and value:
            out["settings"] = changed_settings(
                value, default_settings() if defaults is None else defaults)
        elif key == "records" and changes is not None:
            if changes:
                out[key] = changes
        elif key in WORLD_FIELDS and key in world and json.dumps(world[key]) == json.dumps(value):
            continue
        elif key not in ("schema_version", "initial_settings"):
            out[key] = value
    return out
