"""The task line: how a task is stored (one JSON object per line of a suite file) and how loading
turns it into the :class:`~mobile_env.tasks.schema.Task` the env reads.

* **Version 2** (what the suites and generators write): a task on the MobilePA device stores
  ``settings``, only the settings that differ from the defaults of
  :data:`~mobile_env.tasks.device_settings.DEVICE_SETTINGS`; loading fills every other setting
  in from that table, so a setting added there reaches every task with its default and no task
  file changes. A line without ``settings`` has no device settings (SPIEval).
* **Version 1**: the materialised task itself, every setting spelled out. It is still read as it
  is; a task loaded from either version is the same :class:`Task`, whose ``schema_version`` is 1
  (the self-contained form).

A line of any other version, or a version-2 line with a malformed ``settings``, is refused with a
one-line :class:`LineError` that names the field.
"""

from __future__ import annotations

import json
from typing import Any

from mobile_env.tasks import device_settings
from mobile_env.tasks.schema import MATERIALISED_VERSION, SCHEMA_VERSION

#: The line versions :func:`materialise` reads.
READABLE_VERSIONS = (MATERIALISED_VERSION, SCHEMA_VERSION)


class LineError(ValueError):
    """A task line that cannot be materialised; the message names the field (``field 'x': ...``)."""


def default_settings() -> dict[str, Any]:
    """The device's default settings as JSON values (arrays as lists), as a loaded task holds
    them; read from the table at each call, so a setting added to it is seen at once."""
    return {key: list(value) if isinstance(value, tuple) else value
            for key, value in device_settings.DEVICE_SETTINGS.items()}


def materialise(line: Any, defaults: dict[str, Any] | None = None) -> Any:
    """The materialised task data of one parsed line, for ``Task.model_validate``.

    Args:
        line: the parsed JSON of one line (anything: the task model reports what is wrong).
        defaults: :func:`default_settings`, when the caller has it for a whole file.

    Returns:
        A version-1 line and anything that is not an object unchanged; a version-2 line with
        ``schema_version`` 1 and, where it has ``settings``, ``initial_settings`` set to the
        defaults with those settings changed (in the defaults' order, new keys after them).

    Raises:
        LineError: an unknown version, a malformed ``settings`` or a version-2 line that spells
            out ``initial_settings``.
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
    return data


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
            if key not in defaults or json.dumps(value) != json.dumps(defaults[key])}


def compact(data: dict[str, Any], defaults: dict[str, Any] | None = None) -> dict[str, Any]:
    """The version-2 line of a materialised task's data (a ``Task.model_dump(mode="json")``,
    whole or of the fields its author set); :func:`materialise` gives ``data`` back.

    Args:
        data: the task's JSON data.
        defaults: :func:`default_settings`, when the caller has it for a whole suite.

    Returns:
        ``data`` with ``schema_version`` 2 first and, in place of a non-empty
        ``initial_settings``, ``settings``: the settings that differ from the defaults.
    """
    out: dict[str, Any] = {"schema_version": SCHEMA_VERSION}
    for key, value in data.items():
        if key == "initial_settings" and value:
            out["settings"] = changed_settings(
                value, default_settings() if defaults is None else defaults)
        elif key not in ("schema_version", "initial_settings"):
            out[key] = value
    return out
