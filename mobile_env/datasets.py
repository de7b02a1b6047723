"""Suites as Hugging Face datasets: one row per task, with the chat a trainer prompts with.

:func:`load` returns a :class:`datasets.Dataset` that TRL's trainers take as ``train_dataset``;
:func:`export` writes one to a folder as Parquet (or JSON Lines) with a dataset card, which is
what ``mobile-env tasks export`` runs. The columns:

* ``prompt``: the opening chat the env's ``reset`` gives in ``info["messages"]`` (the system
  prompt, any earlier turns, the user's instruction), TRL's conversational prompt;
* ``task_id``, ``suite``, ``capability``, ``categories``, ``setting``, ``step_limit``;
* ``tools``: the schemas of the tools offered at the start, as JSON text (their shapes differ
  from tool to tool, which one Arrow column of structs cannot hold);
* ``task``: the whole task as JSON text, so that the episode can be rebuilt where the suite is
  not installed: ``MobilePlannerEnv(task=Task.model_validate_json(row["task"]))``.

The rows are built by resetting the env on each task, so they are exactly what an episode of
that task starts from in the same ``setting``, ``tool_format`` and ``lang``.
"""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path
from typing import Any

import mobile_env
from mobile_env.env import MobilePlannerEnv
from mobile_env.i18n import Lang
from mobile_env.task_format import Task
from mobile_env.task_format.loading import resolve_tasks
from mobile_env.task_format.schema import Setting
from mobile_env.tool_formats import ToolFormat

#: The file formats :func:`export` writes.
FORMATS = ("parquet", "jsonl")
#: Each column and what it holds, as the dataset card states it.
COLUMNS: dict[str, str] = {
    "prompt": "list of {role, content}: the system prompt, any earlier turns, the instruction",
    "task_id": "string: the task's id",
    "suite": "string: the suite the task belongs to",
    "capability": "string: the capability the task tests",
    "categories": "list of strings: its operation categories",
    "setting": "string: standard, full or no_search",
    "step_limit": "int: steps before the episode is truncated",
    "tools": "string: JSON list of the tool schemas offered at the start",
    "task": "string: the whole task as JSON (Task.model_validate_json rebuilds it)",
}


class DatasetsMissing(ImportError):
    """The ``datasets`` package is not installed."""


def rows(tasks: list[Task], setting: Setting | None = None, tool_format: ToolFormat = "json_schema",
         lang: Lang = "en") -> list[dict[str, Any]]:
    """One row per task, as :data:`COLUMNS` describes (plain data, no ``datasets`` needed).

    Args:
        tasks: the tasks, in the order of the rows.
        setting: the setting every episode is played in; None: each task's own.
        tool_format: ``json_schema`` or ``compact`` (see :mod:`mobile_env.tool_formats`).
        lang: ``en``, or ``zh`` for SPIEval's Chinese prompt.

    Returns:
        The rows.
    """
    env = MobilePlannerEnv(tasks=tasks, setting=setting, tool_format=tool_format, lang=lang)
    out = []
    for task in tasks:
        _, info = env.reset(options={"task_id": task.id})
        out.append({"prompt": info["messages"], "task_id": task.id, "suite": task.suite,
                    "capability": task.capability, "categories": list(task.categories),
                    "setting": info["setting"], "step_limit": info["step_limit"],
                    "tools": json.dumps(info["tools"], ensure_ascii=False),
                    "task": task.model_dump_json()})
    return out


def load(suite: str, *, setting: Setting | None = None, tool_format: ToolFormat = "json_schema",
         lang: Lang = "en", limit: int | None = None) -> Any:
    """A built-in suite (by name) or a task file (by path) as a ``datasets.Dataset``.

    Args:
        suite: a built-in suite's name, or a ``.jsonl`` task file.
        setting: the setting every episode is played in; None: each task's own.
        tool_format: ``json_schema`` or ``compact``.
        lang: ``en`` or ``zh``.
        limit: only the first ``limit`` tasks.

    Returns:
        The dataset, one row per task (:data:`COLUMNS`).

    Raises:
        DatasetsMissing: the ``datasets`` package is not installed.
        mobile_env.task_format.TaskFileError: no such suite, or a file that cannot be read.
    """
    try:
        from datasets import Dataset
    except ImportError:
        raise DatasetsMissing("datasets is not installed: pip install "
                              "'mobile-planner[datasets]'") from None
    return Dataset.from_list(rows(resolve_tasks(suite, limit), setting, tool_format, lang))


def export(suite: str, out: Path, *, file_format: str = "parquet",
           setting: Setting | None = None, tool_format: ToolFormat = "json_schema",
           lang: Lang = "en") -> Path:
    """Write :func:`load`'s dataset to the folder ``out``: ``data.parquet`` (or
    ``data.jsonl``) and a dataset card, ``README.md``.

    Returns:
        The data file's path.

    Raises:
        ValueError: ``file_format`` is not one of :data:`FORMATS`.
    """
    if file_format not in FORMATS:
        raise ValueError(f"format must be one of {', '.join(FORMATS)} (got {file_format!r})")
    dataset = load(suite, setting=setting, tool_format=tool_format, lang=lang)
    out.mkdir(parents=True, exist_ok=True)
    data = out / f"data.{file_format}"
    if file_format == "parquet":
        dataset.to_parquet(str(data))
    else:
        dataset.to_json(str(data), lines=True, force_ascii=False)
    name = Path(suite).stem if suite.endswith(".jsonl") else suite
    (out / "README.md").write_text(card(name, dataset.to_list(), data.name), encoding="utf-8")
    return data


def card(name: str, data: list[dict[str, Any]], data_file: str) -> str:
    """The dataset card of an exported suite: the Hub's YAML header, what the rows are, the
    schema, counts by capability and setting, how to load and play it, license and citation."""
    by_capability = Counter(row["capability"] for row in data)
    by_setting = Counter(row["setting"] for row in data)
    size = next(label for limit, label in ((1_000, "n<1K"), (10_000, "1K<n<10K"),
                                           (100_000, "10K<n<100K"), (float("inf"), "n>100K"))
                if len(data) < limit)
    lines = [
        "---", "license: apache-2.0", f"pretty_name: MobilePlanner {name}",
        "task_categories:", "- text-generation", "tags:", "- reinforcement-learning",
        "- tool-use", "- agents", f"size_categories: {size}", "configs:",
        "- config_name: default", "  data_files:", "  - split: train", f"    path: {data_file}",
        "---", "", f"# MobilePlanner: {name}", "",
        f"{len(data)} task{'s' * (len(data) != 1)} of the MobilePlanner suite `{name}` "
        f"(MobilePlanner "
        f"{mobile_env.__version__}), one row per task: the opening chat a planner is prompted "
        "with, the tools offered, and the whole task, from which the environment rebuilds the "
        "episode and scores it with verifiable rewards.", "", "## Columns", "",
        "| column | holds |", "|---|---|",
        *(f"| `{column}` | {what} |" for column, what in COLUMNS.items()), "", "## Counts", "",
        "| capability | tasks |", "|---|---|",
        *(f"| {cap} | {n} |" for cap, n in sorted(by_capability.items())), "",
        "| setting | tasks |", "|---|---|",
        *(f"| {setting} | {n} |" for setting, n in sorted(by_setting.items())), "",
        "## Use", "", "```python", "from datasets import load_dataset",
        "from mobile_env.env import MobilePlannerEnv",
        "from mobile_env.task_format import Task", "",
        f'rows = load_dataset("{"parquet" if data_file.endswith(".parquet") else "json"}", '
        f'data_files="{data_file}")["train"]',
        'env = MobilePlannerEnv(task=Task.model_validate_json(rows[0]["task"]))',
        'instruction, info = env.reset(options={"setting": rows[0]["setting"]})', "```", "",
        "## License", "", "Apache-2.0.", "", "## Citation", "",
        "Cite the two papers whose benchmarks MobilePlanner implements, SPIEval and "
        "MobilePA-Bench, as their authors give them, and this software:", "", "```bibtex",
        "@software{mobileplanner,",
        "  title   = {MobilePlanner: a Gymnasium environment for LLM planners on a phone},",
        f"  version = {{{mobile_env.__version__}}},", "  year    = {2026},",
        "  note    = {Implements SPIEval and MobilePA-Bench}", "}", "```", ""]
    return "\n".join(lines)
