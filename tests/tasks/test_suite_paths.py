"""A suite is a name or a task file: load_suite and gym.make take either; a missing task names
the env's suites; an installed package's suites are never rewritten."""

from __future__ import annotations

import importlib
import shutil
import subprocess
import sys
from pathlib import Path

import gymnasium as gym
import pytest

import mobile_env  # noqa: F401  (registers MobilePlanner-v0)
from mobile_env.task_format import load_suite
from mobile_env.task_format.loading import tasks_dir, to_jsonl


def test_a_task_file_is_a_suite(tmp_path: Path) -> None:
    path = tmp_path / "mine.jsonl"
    path.write_text(to_jsonl(load_suite("spieval-core")[:3]), encoding="utf-8")
    assert load_suite(str(path)) == load_suite("spieval-core")[:3] == load_suite(path)
    env = gym.make("MobilePlanner-v0", suite=str(path))
    _, info = env.reset(seed=0)
    assert info["task_id"] in {t.id for t in load_suite("spieval-core")[:3]}
    path.write_text(to_jsonl(load_suite("spieval-core")[3:4]), encoding="utf-8")
    assert load_suite(str(path)) == load_suite("spieval-core")[3:4]  # a file is read anew


def test_an_unknown_task_names_the_suite_and_the_closest_ids() -> None:
    env = gym.make("MobilePlanner-v0", suite="spieval-core")
    with pytest.raises(ValueError) as error:
        env.reset(options={"task_id": "core-dis-alarm-11"})
    message = str(error.value)
    assert "250 tasks of suite spieval-core" in message and "core-dis-alarm-1" in message
    assert "suite=NAME" in message
    with pytest.raises(ValueError, match="1 task of suite demo"):
        gym.make("MobilePlanner-v0").reset(options={"task_id": "gen-7-00001"})


def test_an_installed_package_s_suites_are_not_rewritten(tmp_path: Path) -> None:
    installed = tmp_path / "site-packages" / "mobile_env" / "suites"
    shutil.copytree(tasks_dir() / "worlds", installed / "worlds")
    run = [sys.executable, "-m", "mobile_env.cli", "tasks", "build", "demo", "--no-check"]
    env = {"MOBILE_ENV_TASKS_DIR": str(installed), "PATH": "/usr/bin:/bin"}
    done = subprocess.run(run, capture_output=True, text=True, timeout=300, env=env)
    assert done.returncode == 2 and "give --out DIR" in done.stderr
    assert not (installed / "demo.jsonl").exists()
    done = subprocess.run([*run, "--out", str(tmp_path / "out")], capture_output=True,
                          text=True, timeout=300, env=env)
    assert done.returncode == 0, done.stderr
    assert (tmp_path / "out" / "demo.jsonl").read_text() == (tasks_dir() / "demo.jsonl").read_text()


def test_the_old_package_name_warns_and_forwards() -> None:
    """``mobile_env.tasks`` is a deprecated alias: it warns and gives the same objects."""
    code = ("import warnings; warnings.simplefilter('error')\n"
            "try:\n    import mobile_env.tasks\nexcept DeprecationWarning as e:\n    print(e)\n")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert "mobile_env.task_format" in out.stdout
    with pytest.warns(DeprecationWarning):
        old = importlib.reload(importlib.import_module("mobile_env.tasks"))
    import mobile_env.task_format as new
    assert old.load_suite is new.load_suite and old.Task is new.Task
