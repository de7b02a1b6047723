"""Reading tasks from JSONL: errors name the file, the line and the field.

Built-in suites live in the repository's ``tasks/`` folder, which is installed as the package
data of ``mobile_env.suites``: a hand-written suite as ``<suite>.jsonl``, a generated one as its
recipe in ``manifest.json``, built on first use (:mod:`mobile_env.task_format.generated`). Set
``MOBILE_ENV_TASKS_DIR`` to read suites from elsewhere.
"""

from __future__ import annotations

import difflib
import json
import os
import sys
from functools import lru_cache, partial
from importlib.resources import files
from pathlib import Path
from typing import Any, Iterable, Sequence

from pydantic import ValidationError

from mobile_env.helptext import did_you_mean, unknown_name
from mobile_env.jsonl import json_problem, numbered_lines
from mobile_env.task_format.generated import SuiteBuildError, built_path, built_suite, read_manifest
from mobile_env.schema_errors import first_problem
from mobile_env.task_format.lines import (LineError, WorldLookup, compact, default_settings,
                                          materialise)
from mobile_env.task_format.schema import Task
from mobile_env.task_format.worlds import WORLDS_FOLDER, find_world, latest_worlds


class TaskFileError(ValueError):
    """A task file that cannot be read; the message says where and what to fix."""


def tasks_dir() -> Path:
    """Where the built-in suites are: ``$MOBILE_ENV_TASKS_DIR``, else the ``mobile_env.suites``
    package (the checkout's ``tasks/`` folder, or its copy inside an installed wheel)."""
    override = os.environ.get("MOBILE_ENV_TASKS_DIR")
    return Path(override) if override else Path(str(files("mobile_env.suites")))


def load_tasks(path: str | Path) -> list[Task]:
    """The tasks of a JSONL file, each line materialised (:mod:`mobile_env.task_format.lines`).

    Args:
        path: a task file, one task line per non-blank line (version 1 or 2); the worlds its
            lines name are looked up in the ``worlds`` folder beside it, then in the built-in
            suites' one.

    Returns:
        The tasks, in file order.

    Raises:
        TaskFileError: the file cannot be read, or a line is not JSON or not a valid task; the
            message names the file, the line and the field.
    """
    path = Path(path)
    tasks: list[Task] = []
    defaults = default_settings()
    world_of = world_lookup(path)
    for number, line in numbered_lines(path, TaskFileError, "task"):
        try:
            tasks.append(Task.model_validate(materialise(json.loads(line), defaults, world_of)))
        except ValidationError as exc:
            raise TaskFileError(f"{path}:{number}: {first_problem(exc, 'task')}") from None
        except LineError as exc:
            raise TaskFileError(f"{path}:{number}: {exc}") from None
        except (ValueError, RecursionError) as exc:
            raise TaskFileError(f"{path}:{number}: not JSON ({json_problem(exc)})") from None
    return tasks


def world_lookup(path: Path | None = None) -> WorldLookup:
    """Finds a world by ``name@version``: in the ``worlds`` folder beside the task file ``path``
    (when given), then in the built-in suites' one."""
    folders = [tasks_dir() / WORLDS_FOLDER]
    if path is not None and path.parent / WORLDS_FOLDER != folders[0]:
        folders.insert(0, path.parent / WORLDS_FOLDER)
    return partial(find_world, folders=folders)


def built_in_worlds() -> list[dict[str, Any]]:
    """The newest version of each built-in world: the worlds written lines may name."""
    return latest_worlds(tasks_dir() / WORLDS_FOLDER)


#: A task's fields in the order a dump writes them.
_TASK_FIELDS = tuple(Task.model_fields)


def to_jsonl(tasks: Iterable[Task]) -> str:
    """One compact version-2 task line per task, as generators write them: the settings that
    differ from the device's defaults, the changes to a built-in world where one fits
    (:func:`mobile_env.task_format.lines.compact`), and a parameter's gold rule with only its own
    key (``{"values": [...]}``) instead of pydantic's nulls, which would double the size of a
    suite."""
    lines = []
    defaults = default_settings()
    worlds = built_in_worlds()
    for task in tasks:
        # The settings are compared with the defaults as the task holds them (the JSON values it
        # was validated from), not dumped: a task holds every setting of the device.
        data = task.model_dump(mode="json", exclude={"initial_settings"} if task.history
                               else {"initial_settings", "history"})
        if task.initial_settings:
            data = {name: task.initial_settings if name == "initial_settings" else data[name]
                    for name in _TASK_FIELDS if name in data or name == "initial_settings"}
        calls = [c for a in (data.get("gold") or {}).get("answers", ()) for c in a["calls"]]
        for gold_call in calls + list(data.get("required_calls", ())):
            gold_call["arguments"] = {param: {k: v
                                              for k, v in rule.items() if v not in (None, False)}
                                      for param, rule in gold_call["arguments"].items()}
        lines.append(json.dumps(compact(data, defaults, worlds), ensure_ascii=False,
                                separators=(",", ":")) + "\n")
    return "".join(lines)


#: Suites made of other suites: MobilePA-Bench's four capabilities scored together.
SUITE_GROUPS: dict[str, tuple[str, ...]] = {
    "mobilepa-core": ("mobilepa-tool-use", "mobilepa-memory", "mobilepa-skills",
                      "mobilepa-subagents"),
}


def write_tasks(path: Path, tasks: Sequence[Task]) -> None:
    """Write a generated split (creating its folder) and say so on stderr."""
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(to_jsonl(tasks), encoding="utf-8")
    print(f"wrote {len(tasks)} tasks to {path}", file=sys.stderr)


def available_suites() -> list[str]:
    """The names of the built-in suites: hand-written files, generated ones and groups."""
    folder = tasks_dir()
    return sorted({p.stem for p in folder.glob("*.jsonl")} | set(read_manifest(folder))
                  | set(SUITE_GROUPS))


def suite_file(name: str) -> Path:
    """The file of the built-in suite ``name``; a generated suite is built on its first use
    (a progress bar on a terminal).

    Raises:
        TaskFileError: no such suite, or a generated suite could not be built.
    """
    return _suite(name)[0]


def _suite(name: str) -> tuple[Path, list[Task] | None]:
    """:func:`suite_file`, and the tasks of a generated suite that this call built."""
    folder = tasks_dir()
    path = folder / f"{name}.jsonl"
    if path.exists():
        return path, None
    generated = read_manifest(folder).get(name)
    if generated is None:
        raise TaskFileError(unknown_name("suite", name, available_suites(),
                                         "mobile-env tasks list"))
    try:
        return built_suite(generated)
    except SuiteBuildError as exc:
        raise TaskFileError(str(exc)) from None


def load_suite(name: str | Path) -> tuple[Task, ...]:
    """The tasks of a built-in suite by name (cached: tasks are immutable), or of a task file
    by path (a ``.jsonl`` file that exists; read each time).

    Raises:
        TaskFileError: no such suite or file, or a file that cannot be read.
    """
    path = Path(name)
    if path.suffix == ".jsonl" and path.is_file():
        return tuple(load_tasks(path))
    return _built_in(str(name))


@lru_cache(maxsize=32)
def _built_in(name: str) -> tuple[Task, ...]:
    if name in SUITE_GROUPS:
        return tuple(task for part in SUITE_GROUPS[name] for task in load_suite(part))
    path, built = _suite(name)
    return tuple(load_tasks(path) if built is None else built)


def find_task(task_id: str, suite: str | None = None) -> Task:
    """The task ``task_id`` in ``suite``, or in the built-in suites that may have it: the
    hand-written files, smallest first, then the generated suites whose ids start the way
    ``task_id`` does (so no other generated suite is built to look).

    Raises:
        KeyError: no such task; the message names the closest ids of the suites looked in, or
            the generated suites whose ids start almost as ``task_id`` does.
    """
    folder = tasks_dir()
    files = sorted(folder.glob("*.jsonl"), key=lambda path: (path.stat().st_size, path.name))
    manifest = read_manifest(folder)
    generated = [name for name, entry in sorted(manifest.items())
                 if task_id.startswith(entry.id_prefix)]
    seen: list[str] = []
    for name in [suite] if suite else [path.stem for path in files] + generated:
        ids = _task_ids(name)
        found = next((t for t in load_suite(name) if t.id == task_id), None) \
            if task_id in ids else None
        if found is not None:
            return found
        seen += ids
    said = f"no task {task_id!r} in suite {suite!r}" if suite else f"no built-in task {task_id!r}"
    if near := difflib.get_close_matches(task_id, seen, n=3):
        raise KeyError(did_you_mean(said, near, width=76))
    prefixes = [] if suite else [
        f"{name} start with {entry.id_prefix!r}" for name, entry in sorted(manifest.items())
        if difflib.SequenceMatcher(None, task_id[:len(entry.id_prefix)],
                                   entry.id_prefix).ratio() >= 0.8]
    raise KeyError(f"{said}; the ids of " + ", ".join(prefixes) if prefixes else said)


def _task_ids(name: str) -> list[str]:
    """The task ids of the built-in suite ``name``, read from its file as plain JSON when the
    file is there: a mistyped id is answered without validating every task of every suite
    (:func:`load_suite` does that when the suite is used)."""
    if name in SUITE_GROUPS:
        return [task_id for part in SUITE_GROUPS[name] for task_id in _task_ids(part)]
    entry = read_manifest(tasks_dir()).get(name)
    if entry is not None and not built_path(entry).is_file():  # built now, and kept by the cache
        return [t.id for t in load_suite(name)]
    path, built = _suite(name)
    if built is not None:
        return [t.id for t in built]
    try:
        return [json.loads(line)["id"] for _, line in numbered_lines(path, TaskFileError, "task")]
    except (ValueError, KeyError, TypeError, RecursionError):  # load_suite says which line
        return [t.id for t in load_suite(name)]


def resolve_tasks(suite: str, limit: int | None = None) -> list[Task]:
    """A built-in suite by name, or a JSONL file by path; the first ``limit`` tasks if given."""
    tasks = list(load_suite(suite))
    return tasks[:limit] if limit is not None else tasks
