"""Generated built-in suites: the repository holds their recipes (tasks/manifest.json), and the
first use builds each one into the cache, checked against its sha256."""

from __future__ import annotations

import dataclasses
import hashlib
import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from mobile_env.generation import manifest
from mobile_env.task_format.generated import MANIFEST, built_path, manifest_text, read_manifest
from mobile_env.task_format.loading import (SUITE_GROUPS, TaskFileError, _built_in,
                                            available_suites, find_task, load_suite, suite_file,
                                            tasks_dir)

SMALL = "mobilepa-capabilities-test"  # the quickest to build


@pytest.fixture
def cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path / "cache"
    monkeypatch.setenv("MOBILE_ENV_CACHE_DIR", str(folder))
    return folder


def suites_folder(tmp_path: Path, edit: dict[str, str] | None = None,
                  added: dict[str, str] | None = None) -> Path:
    """A copy of the built-in suites' worlds and manifest, its entries' digests replaced by
    ``edit``, and ``added`` entries (name -> arguments) holding only their arguments."""
    folder = tmp_path / "suites"
    shutil.copytree(tasks_dir() / "worlds", folder / "worlds")
    entries = read_manifest(tasks_dir())
    for name, digest in (edit or {}).items():
        entries[name] = dataclasses.replace(entries[name], sha256=digest)
    data = json.loads(manifest_text(entries))
    data["suites"].update({name: {"arguments": args} for name, args in (added or {}).items()})
    (folder / MANIFEST).write_text(json.dumps(data), encoding="utf-8")
    return folder


def test_git_holds_recipes_not_generated_files() -> None:
    entries = read_manifest(tasks_dir())
    assert {"spieval-train", "mobilepa-bench"} <= set(entries)
    root = Path(__file__).resolve().parents[2]
    tracked = subprocess.run(["git", "ls-files", "tasks"], cwd=root, capture_output=True,
                             text=True, check=True).stdout.split()
    assert not {f"tasks/{name}.jsonl" for name in entries} & set(tracked)
    size = sum((root / p).stat().st_size for p in tracked if p.endswith((".jsonl", ".json")))
    assert size <= 10_000_000
    assert set(entries) <= set(available_suites()) - set(SUITE_GROUPS)
    for entry in entries.values():
        assert "--out" not in entry.arguments and "--no-verify" not in entry.arguments
        assert entry.command.startswith("mobile-env tasks generate --suite ")


def test_first_use_builds_the_recorded_bytes_once(cache: Path) -> None:
    entry = read_manifest(tasks_dir())[SMALL]
    path = suite_file(SMALL)
    assert path == built_path(entry) and path.is_relative_to(cache)
    data = path.read_bytes()
    assert hashlib.sha256(data).hexdigest() == entry.sha256
    assert data.count(b"\n") == entry.tasks
    stamp = path.stat().st_mtime_ns
    assert suite_file(SMALL) == path and path.stat().st_mtime_ns == stamp  # not rebuilt


@pytest.mark.parametrize("name", [SMALL, "mobilepa-test", "spieval-test"])
def test_a_first_use_gives_the_tasks_its_file_loads_to(cache: Path, name: str) -> None:
    _built_in.cache_clear()
    built = load_suite(name)  # made by the generator in this call, not read back
    assert built_path(read_manifest(tasks_dir())[name]).is_relative_to(cache)
    _built_in.cache_clear()
    loaded = load_suite(name)  # read from the file
    assert built == loaded  # the same types too: a tuple in a record is not a list
    assert [t.model_dump_json() for t in built] == [t.model_dump_json() for t in loaded]


def test_a_damaged_file_is_rebuilt(cache: Path) -> None:
    path = suite_file(SMALL)
    good = path.read_bytes()
    path.write_bytes(good[: len(good) // 2])  # cut short, as by a killed process
    assert suite_file(SMALL).read_bytes() == good


def test_a_generator_that_changed_fails_with_what_to_do(cache: Path, tmp_path: Path,
                                                        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("MOBILE_ENV_TASKS_DIR", str(suites_folder(tmp_path, {SMALL: "0" * 64})))
    with pytest.raises(TaskFileError, match="manifest --write") as error:
        suite_file(SMALL)
    assert "\n" not in str(error.value)
    assert not list((cache / "suites").glob("*.jsonl"))  # the wrong file is not kept


def test_an_unwritable_cache_says_which_variable_to_set(tmp_path: Path,
                                                        monkeypatch: pytest.MonkeyPatch) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("")
    monkeypatch.setenv("MOBILE_ENV_CACHE_DIR", str(blocker / "cache"))
    with pytest.raises(TaskFileError, match="MOBILE_ENV_CACHE_DIR"):
        suite_file(SMALL)


def test_finding_a_task_by_id_builds_only_its_suite(cache: Path) -> None:
    _built_in.cache_clear()  # loaded by an earlier test: this one must find it from the cache
    entry = read_manifest(tasks_dir())[SMALL]
    task = find_task(f"{entry.id_prefix}00003")
    assert task.id == f"{entry.id_prefix}00003"
    assert [p.name for p in (cache / "suites").glob("*.jsonl")] == [built_path(entry).name]


def test_processes_building_at_once_agree(cache: Path) -> None:
    code = ("import sys; from mobile_env.task_format.loading import load_suite; "
            f"print(len(load_suite({SMALL!r})))")
    runs = [subprocess.Popen([sys.executable, "-c", code], stdout=subprocess.PIPE,
                             stderr=subprocess.DEVNULL, text=True) for _ in range(3)]
    counts = [run.communicate(timeout=300)[0].strip() for run in runs]
    assert counts == [str(read_manifest(tasks_dir())[SMALL].tasks)] * 3


def test_manifest_command_regenerates_validates_and_rewrites(tmp_path: Path,
                                                             monkeypatch: pytest.MonkeyPatch,
                                                             capsys: pytest.CaptureFixture[str]
                                                             ) -> None:
    assert manifest.main([SMALL]) == 0
    assert f"{SMALL}: same" in capsys.readouterr().out
    folder = suites_folder(tmp_path, {SMALL: "0" * 64})
    monkeypatch.setenv("MOBILE_ENV_TASKS_DIR", str(folder))
    assert manifest.main([SMALL, "--no-verify"]) == 1
    assert f"{SMALL}: CHANGED" in capsys.readouterr().out
    assert manifest.main([SMALL, "--no-verify", "--write"]) == 0
    written = json.loads((folder / MANIFEST).read_text(encoding="utf-8"))["suites"][SMALL]
    monkeypatch.delenv("MOBILE_ENV_TASKS_DIR")
    assert written["sha256"] == read_manifest(tasks_dir())[SMALL].sha256
    with pytest.raises(SystemExit):
        manifest.main(["no-such-suite"])


def test_a_new_entry_needs_only_its_arguments(cache: Path, tmp_path: Path,
                                              monkeypatch: pytest.MonkeyPatch) -> None:
    folder = suites_folder(tmp_path,
                           added={"tiny": "--suite mobilepa-capabilities --n 4 --seed 3"})
    monkeypatch.setenv("MOBILE_ENV_TASKS_DIR", str(folder))
    with pytest.raises(TaskFileError, match="manifest --write"):
        suite_file("tiny")
    assert manifest.main(["tiny", "--write"]) == 0
    entry = read_manifest(folder)["tiny"]
    assert (entry.tasks, entry.id_prefix) == (4, "mobilepa-capabilities-3-")
    assert hashlib.sha256(suite_file("tiny").read_bytes()).hexdigest() == entry.sha256


def test_arguments_the_generator_refuses_fail_in_one_line(cache: Path, tmp_path: Path,
                                                          monkeypatch: pytest.MonkeyPatch) -> None:
    folder = suites_folder(tmp_path, added={"odd": "--suite spieval --n zero --seed 1"})
    monkeypatch.setenv("MOBILE_ENV_TASKS_DIR", str(folder))
    with pytest.raises(TaskFileError, match="fix its arguments in the manifest") as error:
        suite_file("odd")
    assert "\n" not in str(error.value)
