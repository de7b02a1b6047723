"""Run configs as dataclasses: one file (JSON or YAML) of any subset of fields, then CLI flags.

Every training command declares its settings once, as a dataclass; the config-file keys and the
``--flag`` names are derived from its fields, so a new setting needs one line.
"""

from __future__ import annotations

import argparse
import dataclasses
import json
from pathlib import Path
from typing import Any, Callable, TypeVar

C = TypeVar("C")


def load(cls: type[C], path: str | Path | None, overrides: dict[str, Any]) -> C:
    """Defaults, then the file's keys, then the non-None ``overrides``; unknown keys are errors
    (a misspelt setting must not be silently ignored in a long run)."""
    values: dict[str, Any] = {}
    if path is not None:
        text = Path(path).read_text(encoding="utf-8")
        if Path(path).suffix in (".yaml", ".yml"):
            import yaml

            values.update(yaml.safe_load(text) or {})
        else:
            values.update(json.loads(text))
    values.update({k: v for k, v in overrides.items() if v is not None})
    known = {f.name for f in dataclasses.fields(cls)}  # type: ignore[arg-type]
    if unknown := sorted(set(values) - known):
        raise ValueError(f"unknown config keys {unknown}; known: {sorted(known)}")
    return cls(**values)


def add_flags(parser: argparse.ArgumentParser, cls: type, *, helps: dict[str, str] | None = None,
              types: dict[str, Callable[[str], Any]] | None = None) -> None:
    """A ``--field-name`` flag per field of ``cls``, defaulting to None so the file's value stands.

    ``types`` overrides how a flag's text is read; otherwise booleans, optional fields and dicts
    take JSON (``true``, ``null``, ``3``, ``{"a": 1}``) and other fields the type of their default.
    """
    helps, types = helps or {}, types or {}
    for f in dataclasses.fields(cls):
        default = f.default_factory() if f.default_factory is not dataclasses.MISSING \
            else None if f.default is dataclasses.MISSING else f.default
        kind = types.get(f.name) or (json_value if default is None or isinstance(default, (bool, dict, list))
                                     else type(default))
        parser.add_argument("--" + f.name.replace("_", "-"), dest=f.name, type=kind,
                            help=f"{helps.get(f.name, '')} (default {default})".lstrip())


def json_value(text: str) -> Any:
    """A CLI value read as JSON when it parses (true, null, 3, {...}), else the text itself."""
    try:
        return json.loads(text)
    except json.JSONDecodeError:
        return text
