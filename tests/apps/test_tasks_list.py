"""``mobile-env tasks list``: every built-in suite with its size and setting, nothing built."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from mobile_env.task_format import available_suites, load_suite
from mobile_env.task_format.generated import read_manifest
from mobile_env.task_format.listing import DEFAULT_SETTING, suite_rows, table
from mobile_env.task_format.loading import SUITE_GROUPS, tasks_dir


def test_every_suite_is_listed_with_its_size_and_nothing_is_built(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("MOBILE_ENV_CACHE_DIR", str(tmp_path))
    rows = {row.name: row for row in suite_rows()}
    assert sorted(rows) == available_suites()
    manifest = read_manifest(tasks_dir())
    for name, row in rows.items():
        if row.kind == "hand-written":
            tasks = load_suite(name)
            assert row.tasks == len(tasks)
            assert row.settings == tuple(sorted({t.setting for t in tasks}))
        elif row.kind == "generated":
            assert (row.tasks, row.settings) == (manifest[name].tasks, (DEFAULT_SETTING,))
        else:
            assert row.parts == SUITE_GROUPS[name]
            assert row.tasks == sum(rows[part].tasks for part in row.parts)
    assert list(tmp_path.iterdir()) == []  # no generated suite was built


def test_the_table_fits_100_columns() -> None:
    lines = table(suite_rows()).splitlines()
    assert lines[0].split() == ["suite", "tasks", "setting", "kind"]
    assert max(map(len, lines)) <= 100
    assert any(line.startswith("spieval-core ") for line in lines)


def test_the_command_prints_json() -> None:
    done = subprocess.run([sys.executable, "-m", "mobile_env.cli", "tasks", "list", "--json"],
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    rows = json.loads(done.stdout)
    assert {row["name"] for row in rows} == set(available_suites())
    assert {"name", "tasks", "settings", "kind", "parts"} == set(rows[0])
