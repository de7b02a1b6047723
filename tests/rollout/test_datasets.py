"""Suites as Hugging Face datasets: each row is what an episode of its task starts from, an
exported folder reads back the same, and its card's example runs."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

hf = pytest.importorskip("datasets")

from mobile_env import datasets  # noqa: E402
from mobile_env.env import MobilePlannerEnv  # noqa: E402
from mobile_env.task_format import Task, load_suite  # noqa: E402


@pytest.mark.parametrize(("suite", "setting"), [("spieval-core", None),
                                                ("mobilepa-skills", "no_search")])
def test_rows_are_what_an_episode_starts_from(suite: str, setting: str | None) -> None:
    tasks = load_suite(suite)[:6]
    data = datasets.load(suite, setting=setting, limit=6)  # type: ignore[arg-type]
    assert isinstance(data, hf.Dataset) and data.column_names == list(datasets.COLUMNS)
    env = MobilePlannerEnv(tasks=tasks, setting=setting)  # type: ignore[arg-type]
    for row, task in zip(data, tasks):
        _, info = env.reset(options={"task_id": task.id})
        assert row["prompt"] == info["messages"] and json.loads(row["tools"]) == info["tools"]
        assert (row["task_id"], row["setting"], row["step_limit"]) == (
            task.id, info["setting"], info["step_limit"])
        assert Task.model_validate_json(row["task"]) == task


def test_prompts_are_trl_conversations() -> None:
    data_utils = pytest.importorskip("trl.data_utils")
    assert all(data_utils.is_conversational(row) for row in datasets.load("demo"))


@pytest.mark.parametrize("file_format", datasets.FORMATS)
def test_an_export_reads_back_and_its_card_runs(tmp_path: Path, file_format: str) -> None:
    out = tmp_path / "export"
    data = datasets.export("mobilepa-subagents", out, file_format=file_format)
    builder = "parquet" if file_format == "parquet" else "json"
    back = hf.load_dataset(builder, data_files=str(data))["train"]
    assert back.to_list() == datasets.load("mobilepa-subagents").to_list()
    card = (out / "README.md").read_text(encoding="utf-8")
    assert card.startswith("---\nlicense: apache-2.0\n") and f"path: {data.name}" in card
    assert "| subagent | 15 |" in card and "15 tasks of the MobilePlanner suite" in card
    assert all(f"| `{column}` |" in card for column in datasets.COLUMNS)
    example = card.split("```python\n")[1].split("```")[0]
    done = subprocess.run([sys.executable, "-c", example + "print(instruction)"], cwd=out,
                          capture_output=True, text=True, timeout=300,
                          env={**os.environ, "HF_DATASETS_OFFLINE": "1"})
    assert done.returncode == 0, done.stderr[-2000:]
    assert done.stdout.strip() == load_suite("mobilepa-subagents")[0].instruction


def test_export_mistakes_are_one_line(tmp_path: Path) -> None:
    done = subprocess.run([sys.executable, "-m", "mobile_env.cli", "tasks", "export", "nope",
                           "--out", str(tmp_path / "x")], capture_output=True, text=True,
                          timeout=120)
    assert done.returncode == 2 and "Traceback" not in done.stderr
    assert done.stderr.startswith("mobile-env tasks export: no suite named 'nope'")
    assert len(done.stderr.strip().splitlines()) == 1
    missing = ("import sys; sys.modules['datasets'] = None\n"
               "from mobile_env.generation.cli import main\n"
               f"sys.exit(main(['export', 'demo', '--out', {str(tmp_path / 'y')!r}]))")
    done = subprocess.run([sys.executable, "-c", missing], capture_output=True, text=True,
                          timeout=120)
    assert done.returncode == 2 and done.stderr.strip() == (
        "mobile-env tasks export: datasets is not installed: pip install "
        "'mobile-planner[datasets]'")
