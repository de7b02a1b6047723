"""Worlds built on worlds: the MobilePA memory suite's user has a profile world on the default
device, its lines name it and hold only what differs, and every hand-written task loads to the
task it loaded to before its lines named shared worlds.

``golden/materialised_tasks.json`` pins each hand-written task as loaded (suite -> task id ->
the sha256 of the task's JSON, first 16 digits); a task whose digest moved is then compared
field by field with the task its authoring source makes, so the failure names the fields. After a
deliberate change of a hand-written task, regenerate the file:
``python tests/tasks/test_profile_worlds.py``.
"""

from __future__ import annotations

import hashlib
import json
import sys
from pathlib import Path
from typing import Any

import pytest

from mobile_env.suites.authoring.build import SUITES, authored, source_worlds, whole_worlds
from mobile_env.task_format import Task, load_tasks
from mobile_env.task_format.loading import TaskFileError, tasks_dir, world_lookup
from mobile_env.task_format.worlds import WorldError, find_world, world_text

GOLDEN = Path(__file__).resolve().parents[1] / "golden" / "materialised_tasks.json"
USER_WORLD = "mobilepa-user-lei-wang@1"


def digest(task: Task) -> str:
    """The first 16 hex digits of the sha256 of the task's JSON."""
    return hashlib.sha256(task.model_dump_json().encode()).hexdigest()[:16]


def loaded_digests() -> dict[str, dict[str, str]]:
    """Suite -> task id -> :func:`digest`, for every hand-written suite file."""
    return {name: {task.id: digest(task)
                   for task in sorted(load_tasks(tasks_dir() / f"{name}.jsonl"),
                                      key=lambda t: t.id)}
            for name in sorted(SUITES)}


def _fields_apart(task: Task, source: dict[str, Any]) -> list[str]:
    """The fields in which ``task`` differs from the task its authoring source makes."""
    made = Task.model_validate(source).model_dump(mode="json")
    have = task.model_dump(mode="json")
    return [key for key in have if json.dumps(have[key]) != json.dumps(made.get(key))]


@pytest.mark.parametrize("name", sorted(SUITES))
def test_every_hand_written_task_loads_as_recorded(name: str) -> None:
    recorded = json.loads(GOLDEN.read_text(encoding="utf-8"))[name]
    tasks = {t.id: t for t in load_tasks(tasks_dir() / f"{name}.jsonl")}
    assert sorted(tasks) == sorted(recorded), "tasks added or removed: regenerate the golden file"
    moved = [tid for tid, task in tasks.items() if digest(task) != recorded[tid]]
    if moved:
        sources = {d["id"]: d for d in authored(SUITES[name])}
        apart = {tid: _fields_apart(tasks[tid], sources[tid]) if tid in sources else "?"
                 for tid in moved[:10]}
        pytest.fail(f"{len(moved)} tasks of {name} load differently from the recorded ones; "
                    f"fields that differ from their source: {apart}")


def test_the_memory_tasks_name_the_profile_world_and_hold_only_what_differs() -> None:
    lines = [json.loads(line) for line in
             (tasks_dir() / "mobilepa-memory.jsonl").read_text(encoding="utf-8").splitlines()]
    assert {line["world"] for line in lines} == {USER_WORLD}
    assert not [line["id"] for line in lines if "memory" in line or "records" in line]
    stored = json.loads((tasks_dir() / "worlds" / f"{USER_WORLD}.json").read_text("utf-8"))
    assert stored["base"] == "mobilepa-device@1"
    assert set(stored["records"]) == {"added"}  # the user's contacts, not the device's tables
    user, device = world_lookup()(USER_WORLD), world_lookup()("mobilepa-device@1")
    assert user["profile"] == device["profile"] and user["now"] == device["now"]
    assert user["records"]["pa_contacts"][:len(device["records"]["pa_contacts"])] == \
        device["records"]["pa_contacts"]


def test_the_world_files_are_what_the_sources_make() -> None:
    for data in source_worlds():
        path = tasks_dir() / "worlds" / f"{data['world']}@{data['version']}.json"
        assert path.read_text(encoding="utf-8") == world_text(data)
    for whole in whole_worlds(source_worlds()):
        ref = f"{whole['world']}@{whole['version']}"
        assert json.dumps(world_lookup()(ref)) == json.dumps(whole)


def _user_world(tmp_path: Path, base: Any, name: str = "u@1") -> None:
    folder = tmp_path / "worlds"
    folder.mkdir(exist_ok=True)
    world, version = name.split("@")
    (folder / f"{name}.json").write_text(json.dumps(
        {"world": world, "version": int(version), "base": base, "now": "2025-06-03 09:00:00",
         "records": {"removed": ["pa_apps-8"]}}), encoding="utf-8")


def test_a_world_on_a_base_beside_the_file_loads(tmp_path: Path) -> None:
    _user_world(tmp_path, "mobilepa-device@1")
    line = json.loads((tasks_dir() / "mobilepa-tool-use.jsonl").read_text("utf-8").splitlines()[0])
    assert line["world"] == "mobilepa-device@1"
    (tmp_path / "t.jsonl").write_text(json.dumps({**line, "world": "u@1"}) + "\n", "utf-8")
    task = load_tasks(tmp_path / "t.jsonl")[0]
    device = world_lookup()("mobilepa-device@1")
    assert task.now == "2025-06-03 09:00:00" and task.profile.model_dump() == device["profile"]
    assert [r["id"] for r in task.records["pa_apps"]] == [
        r["id"] for r in device["records"]["pa_apps"] if r["id"] != "pa_apps-8"]


@pytest.mark.parametrize(("base", "message"), [
    ("nowhere@1", "field 'world': no world nowhere@1 in "),
    ("u@1", "field 'world': the bases of u@1 loop or go deeper than 8 worlds (u@1 -> u@1)"),
    (["mobilepa-device@1"], "field 'base': "),
])
def test_a_bad_base_is_one_line(base: Any, message: str, tmp_path: Path) -> None:
    _user_world(tmp_path, base)
    with pytest.raises(WorldError) as exc:
        find_world("u@1", [tmp_path / "worlds", tasks_dir() / "worlds"])
    assert str(exc.value).startswith(message) and "\n" not in str(exc.value)


def test_a_line_on_a_world_with_a_missing_base_names_the_line(tmp_path: Path) -> None:
    _user_world(tmp_path, "gone@2")
    (tmp_path / "t.jsonl").write_text('{"schema_version": 2, "world": "u@1"}\n', "utf-8")
    with pytest.raises(TaskFileError, match=r"t\.jsonl:1: field 'world': no world gone@2"):
        load_tasks(tmp_path / "t.jsonl")


if __name__ == "__main__":
    GOLDEN.write_text(json.dumps(loaded_digests(), indent=1) + "\n", encoding="utf-8")
    print(f"wrote {GOLDEN}", file=sys.stderr)
