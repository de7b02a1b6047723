"""Generated built-in suites: named in a manifest, built by their generator on first use.

The repository holds the hand-written suites as files, but only the recipe of a generated one:
``manifest.json`` beside the suites maps each generated suite to the ``mobile-env tasks generate``
arguments that make it (seed included), its task count and the sha256 of the file those
arguments write. The first time a process asks for such a suite, :func:`built_suite` runs the
generator (without replaying every task: the digest proves the bytes are the ones validated when
the manifest was written), checks the digest of what it would write and writes it to a cache
folder; that process keeps the tasks it made, later uses read the file.

The cache is ``$MOBILE_ENV_CACHE_DIR`` if set, else ``$XDG_CACHE_HOME/mobile-env`` (by default
``~/.cache/mobile-env``); a file's name carries its digest, so a new manifest never reads an old
file. Concurrent first uses are serialised by a lock file, and a file that does not match its
digest (cut short, edited) is rebuilt.
"""

from __future__ import annotations

import hashlib
import importlib
import json
import os
import shlex
import sys
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Iterator

from mobile_env.task_format.schema import Task

#: The manifest's file name, beside the suites.
MANIFEST = "manifest.json"
#: The module of ``mobile-env tasks``: a manifest's arguments are those of its ``generate``.
TASKS_CLI = "mobile_env.generation.cli"


class SuiteBuildError(RuntimeError):
    """A generated suite whose build does not give the bytes its manifest names."""


@dataclass(frozen=True)
class GeneratedSuite:
    """One entry of the manifest.

    Attributes:
        name: the suite's name (``load_suite(name)``).
        arguments: what follows ``mobile-env tasks generate`` to build it, without ``--out``.
        tasks: how many tasks it holds.
        sha256: the digest of the file the arguments write.
        id_prefix: what every task id of the suite starts with (up to the index), so a task is
            found by id without building every suite.
    """

    name: str
    arguments: tuple[str, ...]
    tasks: int
    sha256: str
    id_prefix: str

    @property
    def command(self) -> str:
        """The shell command that writes the suite to ``<name>.jsonl``."""
        return " ".join(["mobile-env tasks generate", *self.arguments, "--out",
                         f"{self.name}.jsonl"])

    def to_json(self) -> dict[str, Any]:
        return {"arguments": shlex.join(self.arguments), "tasks": self.tasks, "sha256": self.sha256,
                "id_prefix": self.id_prefix}


def read_manifest(folder: Path) -> dict[str, GeneratedSuite]:
    """The generated suites named by ``folder``'s manifest (none if it has no manifest)."""
    path = folder / MANIFEST
    if not path.is_file():
        return {}
    data = json.loads(path.read_text(encoding="utf-8"))
    # A new entry may hold only its arguments: 'mobile-env tasks manifest --write' adds the rest.
    return {name: GeneratedSuite(name, tuple(shlex.split(entry["arguments"])),
                                 entry.get("tasks", 0), entry.get("sha256", ""),
                                 entry.get("id_prefix", ""))
            for name, entry in data["suites"].items()}


def manifest_text(suites: dict[str, GeneratedSuite]) -> str:
    """How the manifest is written: suites by name, one key per line, so a change is a diff."""
    return json.dumps({"schema": 1, "suites": {name: suites[name].to_json()
                                               for name in sorted(suites)}},
                      indent=1, ensure_ascii=False) + "\n"


def id_prefix(ids: list[str]) -> str:
    """What ``ids`` share up to and including the last ``-`` before their indices."""
    common = os.path.commonprefix(ids)
    return common[: common.rfind("-") + 1]


def cache_dir() -> Path:
    """Where generated suites are built: ``$MOBILE_ENV_CACHE_DIR``, else
    ``$XDG_CACHE_HOME/mobile-env``, else ``~/.cache/mobile-env``."""
    override = os.environ.get("MOBILE_ENV_CACHE_DIR")
    if override:
        return Path(override)
    base = os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache"
    return Path(base) / "mobile-env"


def file_sha256(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def built_path(suite: GeneratedSuite) -> Path:
    """Where ``suite``'s file is once built: its name and the start of its digest."""
    return cache_dir() / "suites" / f"{suite.name}-{suite.sha256[:16]}.jsonl"


def built_suite(suite: GeneratedSuite) -> tuple[Path, list[Task] | None]:
    """``suite``'s file, built first if no file with its digest is in the cache, and its tasks
    when this call built them (so a first use does not read back what it just wrote).

    Raises:
        SuiteBuildError: the generator made other bytes than the manifest names (the generator
            or a built-in world changed without the manifest being rewritten), or the cache
            folder cannot be written.
    """
    path = built_path(suite)
    if path.is_file() and file_sha256(path) == suite.sha256:
        return path, None
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        with _locked(path.with_suffix(".lock")):
            if path.is_file() and file_sha256(path) == suite.sha256:
                return path, None  # another process built it while this one waited
            return path, build(suite, path)
    except OSError as exc:
        raise SuiteBuildError(f"cannot build suite {suite.name!r} in {path.parent} ({exc}); set "
                              "MOBILE_ENV_CACHE_DIR to a folder you can write") from None


def build(suite: GeneratedSuite, path: Path) -> list[Task]:
    """Run ``suite``'s generator, check the digest of its file's bytes and write them to
    ``path`` (whole or not at all); the tasks it made.

    The tasks are not replayed here: the digest proves they are the ones ``mobile-env tasks
    manifest`` validated when it wrote the manifest.
    """
    from mobile_env.task_format.loading import to_jsonl  # loading imports this module

    cli = importlib.import_module(TASKS_CLI)
    try:
        made = cli.generated_tasks([*suite.arguments, "--out", str(path), "--no-verify"])
    except SystemExit:  # argparse refused the manifest's arguments
        made = None
    if made is None:
        raise SuiteBuildError(f"suite {suite.name!r}: 'mobile-env tasks generate "
                              f"{' '.join(suite.arguments)}' failed; fix its arguments in the "
                              "manifest")
    tasks: list[Task] = made[1]
    text = to_jsonl(tasks).encode("utf-8")
    digest = hashlib.sha256(text).hexdigest()
    if digest != suite.sha256:
        raise SuiteBuildError(
            f"suite {suite.name!r} built to sha256 {digest[:16]}..., but the manifest names "
            f"{suite.sha256[:16]}...: the generator or a built-in world changed; rewrite the "
            "manifest with 'mobile-env tasks manifest --write'")
    partial = path.with_suffix(".partial")
    partial.write_bytes(text)
    os.replace(partial, path)
    print(f"wrote {len(tasks)} tasks to {path}", file=sys.stderr)
    return tasks


@contextmanager
def _locked(path: Path) -> Iterator[None]:
    """An exclusive lock on ``path`` for the block (none where ``fcntl`` does not exist)."""
    try:
        import fcntl
    except ImportError:  # Windows: first uses in parallel processes may both build
        yield
        return
    with open(path, "a") as handle:
        fcntl.flock(handle, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(handle, fcntl.LOCK_UN)
