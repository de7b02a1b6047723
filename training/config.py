"""Run configs as dataclasses: one file (JSON or YAML) of any subset of fields, then CLI flags.

Every training command declares its settings once, as a dataclass; the config-file keys, the
``--flag`` names and their help (the field's ``#:`` comment) are derived from its fields, so a
new setting needs one line. A config is a file path or the name of one shipped in
``mobile_env.training.configs`` (``grpo_cpu_smoke``), so the documented commands work from any
directory, an installed wheel included.
"""

from __future__ import annotations

import argparse
import dataclasses
import inspect
import json
import re
from importlib import resources
from pathlib import Path
from typing import Any, Callable, TypeVar

from pydantic import TypeAdapter, ValidationError

from mobile_env.helptext import help_text
from mobile_env.jsonl import json_problem
from mobile_env.schema_errors import first_problem

C = TypeVar("C")
SUFFIXES = (".json", ".yaml", ".yml")


class ConfigError(ValueError):
    """A run config that cannot be used; the message names the file or key and what to fix."""


def shipped_configs() -> dict[str, Path]:
    """The configs that come with the package, by name (file name without its suffix)."""
    folder = resources.files("mobile_env.training.configs")
    return {Path(f.name).stem: Path(str(f)) for f in folder.iterdir() if f.name.endswith(SUFFIXES)}


def config_path(value: str | Path) -> Path:
    """The config file ``value`` names: an existing path, else a shipped config's name."""
    path = Path(value).expanduser()
    if path.is_file():
        return path
    shipped = shipped_configs()
    name = path.stem if path.suffix in SUFFIXES else path.name
    if name in shipped and path.parent == Path("."):
        return shipped[name]
    raise ConfigError(f"no config file {str(value)!r}; give a JSON or YAML path or the name "
                      f"of a shipped config: {', '.join(sorted(shipped))}")


def model_dir(value: str | Path) -> Path:
    """The local Hugging Face model directory ``value`` names (``~`` expanded).

    Args:
        value: the model a command was given (``--model``).

    Returns:
        The directory.

    Raises:
        ConfigError: ``value`` is not a directory with a ``config.json``.
    """
    path = Path(value).expanduser()
    if not str(value) or not (path / "config.json").is_file():
        raise ConfigError(f"{str(value)!r} holds no model (no config.json): see train "
                          "prepare-model")
    return path


def load(cls: type[C], path: str | Path | None, overrides: dict[str, Any]) -> C:
    """Defaults, then the file's keys, then the non-None ``overrides``, each value checked
    against its field's type (pydantic); unknown keys are errors (a misspelt setting must not be
    silently ignored in a long run). ``path`` may also be a shipped config's name (see
    :func:`config_path`). Every problem is a :class:`ConfigError` that says what to fix."""
    values: dict[str, Any] = {}
    if path is not None:
        values.update(_read_file(config_path(path)))
    values.update({k: v for k, v in overrides.items() if v is not None})
    known = {f.name for f in dataclasses.fields(cls)}  # type: ignore[arg-type]
    if unknown := sorted(set(values) - known):
        raise ConfigError(f"unknown config keys {unknown}; known: {sorted(known)}")
    try:
        return TypeAdapter(cls).validate_python(values)
    except ValidationError as exc:
        raise ConfigError(first_problem(exc, "config", field="config key")) from None


def _read_file(path: Path) -> dict[str, Any]:
    """The keys of a JSON or YAML config file (empty for an empty YAML file)."""
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise ConfigError(f"{path}: cannot read the config file ({exc})") from None
    parse = _yaml(path) if path.suffix in (".yaml", ".yml") else json.loads
    try:
        data = parse(text)
    except (ValueError, RecursionError) as exc:
        raise ConfigError(f"{path}: not valid {path.suffix.lstrip('.').upper() or 'JSON'} "
                          f"({json_problem(exc)})") from None
    if data is None:
        return {}
    if not isinstance(data, dict):
        raise ConfigError(f"{path}: a config is a mapping of setting names to values, "
                          f"not a {type(data).__name__}")
    return data


def _yaml(path: Path) -> Callable[[str], Any]:
    """PyYAML's ``safe_load``, its error a one-line ``ValueError`` (PyYAML's spans lines); a
    :class:`ConfigError` that says what to do for ``path`` when PyYAML is not installed."""
    try:
        import yaml
    except ImportError:
        raise ConfigError(f"{path} needs PyYAML (pip install pyyaml), or write it as JSON"
                          ) from None

    def load(text: str) -> Any:
        try:
            return yaml.safe_load(text)
        except yaml.YAMLError as exc:
            raise ValueError(" ".join(str(exc).split())) from None

    return load


def add_flags(parser: argparse.ArgumentParser, cls: type, *, helps: dict[str, str] | None = None,
              types: dict[str, Callable[[str], Any]] | None = None) -> None:
    """A ``--field-name`` flag per field of ``cls``, defaulting to None so the file's value stands.

    ``types`` overrides how a flag's text is read; otherwise booleans, optional fields and dicts
    take JSON (``true``, ``null``, ``3``, ``{"a": 1}``) and other fields the type of their default.
    A flag's help is ``helps[name]``, else the field's ``#:`` comment, then its default (left out
    when it is empty or None: the comment says what that means).
    """
    helps = {**field_docs(cls), **(helps or {})}
    types = types or {}
    for f in dataclasses.fields(cls):
        default = f.default_factory() if f.default_factory is not dataclasses.MISSING \
            else None if f.default is dataclasses.MISSING else f.default
        kind = types.get(f.name) or (json_value if default is None
                                     or isinstance(default, (bool, dict, list))
                                     else type(default))
        shown = "" if default in (None, "", {}, []) else f" (default {default})"
        parser.add_argument("--" + f.name.replace("_", "-"), dest=f.name, type=kind,
                            help=help_text(helps.get(f.name, "") + shown).strip())


_FIELD = re.compile(r"^\s+(\w+)\s*:[^#]*?(?:#:\s*(.*))?$")
_COMMENT = re.compile(r"^\s+#:\s*(.*)$")


def field_docs(cls: type) -> dict[str, str]:
    """Each field's ``#:`` comment (on its line, or on the lines just above it), by name."""
    try:
        lines = inspect.getsource(cls).splitlines()
    except (OSError, TypeError):
        return {}
    docs: dict[str, str] = {}
    above: list[str] = []
    for line in lines:
        comment = _COMMENT.match(line)
        field = _FIELD.match(line) if comment is None else None
        if comment:
            above.append(comment.group(1))
        elif field:
            text = " ".join(above + [field.group(2) or ""]).strip()
            if text:
                docs[field.group(1)] = text
            above = []
        else:
            above = []
    return docs


def json_value(text: str) -> Any:
    """A CLI value read as JSON when it parses (true, null, 3, {...}), else the text itself."""
    try:
        return json.loads(text)
    except json.JSONDecodeError:
        return text
