"""The task line: a version-2 line stores only the settings a task changes and loads into the same
task as its materialised (version-1) form; a device setting added to the one table reaches every
shipped task with its default and changes no task file."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any, Iterator

import pytest

from mobile_env.env import MobilePlannerEnv
from mobile_env.suites.authoring import build
from mobile_env.suites.authoring.build import SUITES
from mobile_env.task_format import device_settings, load_suite, load_tasks
from mobile_env.task_format.lines import compact, default_settings, materialise, same_json
from mobile_env.task_format.loading import (SUITE_GROUPS, TaskFileError, _built_in,
                                            available_suites, built_in_worlds, suite_file,
                                            world_lookup)
from mobile_env.task_format.schema import SCHEMA_VERSION
from mobile_env.validation import validate_task

NEW_SETTING = "display.reading_mode"
FILE_SUITES = [name for name in available_suites() if name not in SUITE_GROUPS]


def _keywise(data: dict[str, Any]) -> dict[str, str]:
    """A line's data compared key by key: the order of a line's keys does not matter, the order
    inside each value (the settings' order) does."""
    return {key: json.dumps(value) for key, value in data.items()}


def _sample(tasks: tuple[Any, ...], n: int = 3) -> list[Any]:
    """``n`` tasks spread over a suite: the first, the last and between."""
    return [tasks[i * (len(tasks) - 1) // max(1, n - 1)] for i in range(min(n, len(tasks)))]


@pytest.fixture
def fresh_suites() -> Iterator[None]:
    """Suites loaded inside the test, not from the process-wide cache (before or after)."""
    _built_in.cache_clear()
    yield
    _built_in.cache_clear()


@pytest.mark.parametrize("name", FILE_SUITES)
def test_lines_round_trip(name: str) -> None:
    """Materialising a shipped line and compacting the task again gives the line back, and
    every line is version 2."""
    defaults = default_settings()
    path = suite_file(name)
    lines = path.read_text(encoding="utf-8").splitlines()
    for line, task in zip(lines, load_tasks(path)):  # as read: a first use's fields are all set
        stored = json.loads(line)
        assert stored["schema_version"] == SCHEMA_VERSION
        assert _keywise(materialise(stored, defaults, world_lookup())) == _keywise(
            task.model_dump(mode="json", exclude_unset=True))
        assert _keywise(compact(task.model_dump(mode="json", exclude_unset=True),
                                defaults, built_in_worlds())) == _keywise(stored)


@pytest.mark.parametrize("name", ["demo", "mobilepa-tool-use", "mobilepa-test"])
def test_a_version_1_file_still_loads(name: str, tmp_path: Path) -> None:
    tasks = load_suite(name)[:10]
    old = tmp_path / "old.jsonl"
    old.write_text("".join(json.dumps(t.model_dump(mode="json")) + "\n" for t in tasks),
                   encoding="utf-8")
    assert tuple(load_tasks(old)) == tasks


def test_settings_store_only_what_differs() -> None:
    task = next(t for t in load_suite("mobilepa-tool-use") if t.initial_settings)
    changed = {**task.initial_settings, "display.brightness": 5, "new.key": "x"}
    line = compact({**task.model_dump(mode="json"), "initial_settings": changed})
    assert line["settings"]["display.brightness"] == 5 and line["settings"]["new.key"] == "x"
    assert "initial_settings" not in line
    assert not set(line["settings"]) & {k for k, v in default_settings().items()
                                        if changed[k] == v and k != "display.brightness"}
    assert list(materialise(line, world_of=world_lookup())["initial_settings"]) == list(changed)
    with pytest.raises(ValueError, match="every default setting"):
        compact({**line, "initial_settings": {"display.brightness": 5}})


@pytest.mark.parametrize(("edit", "message"), [
    ({"schema_version": 3}, "field 'schema_version': this mobile-env reads task lines of "
                            "versions 1 and 2 (got 3)"),
    ({"schema_version": "2"}, "field 'schema_version'"),
    ({"settings": ["display.brightness"]}, "field 'settings': an object"),
    ({"initial_settings": {}}, "field 'initial_settings': a version-2 line stores 'settings'"),
])
def test_a_bad_line_is_one_line_that_names_the_field(edit: dict[str, Any], message: str,
                                                     tmp_path: Path) -> None:
    line = json.loads(suite_file("mobilepa-tool-use").read_text(encoding="utf-8").splitlines()[0])
    path = tmp_path / "bad.jsonl"
    path.write_text(json.dumps({**line, **edit}) + "\n", encoding="utf-8")
    with pytest.raises(TaskFileError) as exc:
        load_tasks(path)
    assert str(exc.value).startswith(f"{path}:1: {message}")
    assert "\n" not in str(exc.value)


def test_a_line_that_is_not_json_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "bad.jsonl"
    path.write_text('{"schema_version": 2,\n', encoding="utf-8")
    with pytest.raises(TaskFileError, match=r"bad.jsonl:1: not JSON \("):
        load_tasks(path)


def _with_a_new_setting(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(device_settings.DEVICE_SETTINGS, NEW_SETTING, False)
    _built_in.cache_clear()


def _sees_the_new_setting(name: str) -> list[Any]:
    """The suite's tasks, after checking that every device task holds the new setting with its
    default and that writing them again gives the shipped file's lines unchanged."""
    tasks = load_suite(name)
    defaults = default_settings()
    lines = suite_file(name).read_text(encoding="utf-8").splitlines()
    for line, task in zip(lines, tasks):
        if task.initial_settings:
            assert task.initial_settings[NEW_SETTING] is False, task.id
        assert _keywise(compact(task.model_dump(mode="json", exclude_unset=True),
                                defaults, built_in_worlds())) == _keywise(json.loads(line)), \
            task.id
    return list(tasks)


@pytest.mark.usefixtures("fresh_suites")
def test_a_new_setting_changes_no_task_file_and_every_suite_still_solves(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """One line in the settings table: every shipped suite still validates and its references
    replay to 1.0 (a sample of each suite here, every task in the slow test below), the env
    starts on the new default, and the hand-written sources rebuild the same files."""
    _with_a_new_setting(monkeypatch)
    for name in FILE_SUITES:
        for task in _sample(tuple(_sees_the_new_setting(name))):
            assert validate_task(task) == [], (name, task.id)
    device_task = next(t for t in load_suite("mobilepa-tool-use") if t.initial_settings)
    env = MobilePlannerEnv(tasks=[device_task])
    env.reset(seed=0)
    assert env.state is not None and env.state.settings[NEW_SETTING] is False

    # the hand-written sources, built in a process that has the new setting from its start
    script = (f"from mobile_env.task_format import device_settings\n"
              f"device_settings.DEVICE_SETTINGS[{NEW_SETTING!r}] = False\n"
              "from mobile_env.generation.cli import main\n"
              "raise SystemExit(main(['build', '--compare', '--no-check']))\n")
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True,
                          timeout=600)
    assert done.returncode == 0, done.stdout + done.stderr
    assert done.stdout.count(": same as ") == len(SUITES) + len(build.WORLDS)


@pytest.mark.slow
@pytest.mark.usefixtures("fresh_suites")
@pytest.mark.parametrize("name", FILE_SUITES)
def test_a_new_setting_leaves_every_task_solvable(name: str,
                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    _with_a_new_setting(monkeypatch)
    for task in _sees_the_new_setting(name):
        assert validate_task(task) == [], (name, task.id)


def _device_line() -> dict[str, Any]:
    return json.loads(suite_file("mobilepa-tool-use").read_text(encoding="utf-8").splitlines()[0])


def test_a_device_task_names_the_world_and_stores_only_its_changes() -> None:
    line = _device_line()
    assert line["world"] == "mobilepa-device@1"
    assert not {"profile", "now", "weekday"} & set(line)
    assert set(line.get("records", {})) <= {"added", "changed", "removed"}
    (task,) = [t for t in load_suite("mobilepa-tool-use") if t.id == line["id"]]
    world = world_lookup()("mobilepa-device@1")
    assert task.profile.model_dump() == world["profile"] and task.now == world["now"]


def test_records_a_world_cannot_say_are_stored_whole() -> None:
    """Changes cannot drop a world table: such a task names no world and keeps its records."""
    task = load_suite("mobilepa-tool-use")[0]
    data = task.model_dump(mode="json")
    data["records"] = {k: v for k, v in data["records"].items() if k != "pa_apps"}
    line = compact(data, worlds=built_in_worlds())
    assert "world" not in line and line["records"] == data["records"]
    assert line["profile"] == data["profile"]


@pytest.mark.parametrize(("edit", "message"), [
    ({"world": "mobilepa-device@9"}, "field 'world': no world mobilepa-device@9 in "),
    ({"world": "mobilepa-device"}, "field 'world': a world is named 'name@version'"),
    ({"records": {"added": []}}, "field 'records.added': table -> list of records"),
    ({"records": {"removed": ["pa_apps-999"]}}, "field 'records': the world has no records"),
    ({"records": {"moved": {}}}, "field 'records': with a world, an object of added"),
])
def test_a_bad_world_reference_is_one_line(edit: dict[str, Any], message: str,
                                           tmp_path: Path) -> None:
    path = tmp_path / "bad.jsonl"
    path.write_text(json.dumps({**_device_line(), **edit}) + "\n", encoding="utf-8")
    with pytest.raises(TaskFileError) as exc:
        load_tasks(path)
    assert str(exc.value).startswith(f"{path}:1: {message}")


def test_a_world_beside_the_file_is_found_first(tmp_path: Path) -> None:
    world = dict(world_lookup()("mobilepa-device@1"))
    world["now"] = "2025-06-03 09:00:00"
    (tmp_path / "worlds").mkdir()
    (tmp_path / "worlds" / "mobilepa-device@1.json").write_text(json.dumps(world))
    (tmp_path / "t.jsonl").write_text(json.dumps(_device_line()) + "\n", encoding="utf-8")
    assert load_tasks(tmp_path / "t.jsonl")[0].now == "2025-06-03 09:00:00"


def test_the_build_refuses_to_change_a_world_under_its_version(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from mobile_env.generation.cli import main as tasks_cli

    (tmp_path / "worlds").mkdir()
    (tmp_path / "worlds" / "mobilepa-device@1.json").write_text("{}\n", encoding="utf-8")
    assert tasks_cli(["build", "demo", "--no-check", "--out", str(tmp_path)]) == 1
    assert "world mobilepa-device@1 changed: give it a new version" in capsys.readouterr().err
    assert (tmp_path / "worlds" / "mobilepa-device@1.json").read_text() == "{}\n"


@pytest.mark.parametrize(("a", "b", "same"), [
    (1, 1, True), (1, True, False), (1, 1.0, False), (0.5, 0.5, True), (0.0, 0.0, True),
    (-0.0, 0.0, False), (float("nan"), float("nan"), True), (["a", "b"], ["a", "b"], True),
    (["a"], ("a",), True), (["a"], ["b"], False), (["1"], [1], False), ([1], [True], False),
    ([], [], True), ({"k": [1.0]}, {"k": [1]}, False), (None, None, True), ("1", 1, False)])
def test_same_json_is_equality_of_json_text(a: Any, b: Any, same: bool) -> None:
    assert same_json(a, b) is same is (json.dumps(a) == json.dumps(b))
    assert same_json(b, a) is same
