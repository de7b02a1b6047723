"""``mobile-env tasks list``: every built-in suite, its number of tasks and its setting.

    mobile-env tasks list            a table
    mobile-env tasks list --json     the same rows as JSON

Nothing is built to list them: a hand-written suite's file is read line by line as JSON (no
task is validated), a generated suite's count comes from ``tasks/manifest.json`` (its generator
leaves every task at the schema's default setting), and a group adds up its parts. A suite name
of the table is what ``--suite``, ``load_suite`` and ``gym.make(suite=...)`` take.
"""

from __future__ import annotations

import argparse
import json
import sys
import textwrap
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Sequence

from mobile_env.cli_args import WIDTH, Parser
from mobile_env.helptext import help_text
from mobile_env.task_format.generated import read_manifest
from mobile_env.task_format.loading import SUITE_GROUPS, tasks_dir
from mobile_env.task_format.schema import Task

#: The setting a task has when its line names none (and every generated task has).
DEFAULT_SETTING: str = Task.model_fields["setting"].default


@dataclass(frozen=True)
class SuiteRow:
    """One built-in suite.

    Attributes:
        name: what ``--suite`` takes.
        tasks: how many tasks it holds.
        settings: the settings its tasks open in, sorted (one for every built-in suite).
        kind: ``hand-written``, ``generated`` (built on first use) or ``group``.
        parts: the suites a group is made of (empty for the others).
    """

    name: str
    tasks: int
    settings: tuple[str, ...]
    kind: str
    parts: tuple[str, ...] = ()


def _file_row(path: Path) -> SuiteRow:
    """A hand-written suite's row, from its lines as JSON (unreadable lines are left to
    ``mobile-env tasks validate``)."""
    settings: set[str] = set()
    count = 0
    for line in path.read_text(encoding="utf-8").splitlines():
        if not line.strip():
            continue
        count += 1
        try:
            data = json.loads(line)
        except ValueError:
            continue
        setting = data.get("setting", DEFAULT_SETTING) if isinstance(data, dict) else None
        settings.add(str(setting or DEFAULT_SETTING))
    return SuiteRow(path.stem, count, tuple(sorted(settings)), "hand-written")


def suite_rows(folder: Path | None = None) -> list[SuiteRow]:
    """Every built-in suite of ``folder`` (default: the package's), sorted by name.

    Args:
        folder: a tasks folder (``$MOBILE_ENV_TASKS_DIR`` and the package's by default).

    Returns:
        One row per suite: hand-written files, the manifest's generated suites, the groups.
    """
    folder = tasks_dir() if folder is None else folder
    rows = {path.stem: _file_row(path) for path in sorted(folder.glob("*.jsonl"))}
    for name, entry in read_manifest(folder).items():
        rows.setdefault(name, SuiteRow(name, entry.tasks, (DEFAULT_SETTING,), "generated"))
    for name, parts in SUITE_GROUPS.items():
        members = [rows[part] for part in parts if part in rows]
        if len(members) == len(parts):
            rows[name] = SuiteRow(name, sum(m.tasks for m in members),
                                  tuple(sorted({s for m in members for s in m.settings})),
                                  "group", tuple(parts))
    return [rows[name] for name in sorted(rows)]


def table(rows: Sequence[SuiteRow]) -> str:
    """The rows as a plain-text table of at most :data:`~mobile_env.cli_args.WIDTH` columns (a
    group's parts wrap under its kind)."""
    width = max([len("suite"), *(len(row.name) for row in rows)])
    lines = [f"{'suite':<{width}}  {'tasks':>5}  {'setting':<9}  kind"]
    for row in rows:
        kind = {"generated": "generated (built on first use)",
                "group": f"group of {', '.join(row.parts)}"}.get(row.kind, row.kind)
        start = f"{row.name:<{width}}  {row.tasks:>5}  {'/'.join(row.settings):<9}  "
        lines += textwrap.wrap(start + kind, WIDTH, subsequent_indent=" " * len(start),
                               break_on_hyphens=False)
    return "\n".join(lines) + "\n"


def main(argv: Sequence[str] | None = None) -> int:
    """Print every built-in suite as a table, or as JSON with ``--json``.

    Args:
        argv: the arguments after ``mobile-env tasks list``.

    Returns:
        The exit status, 0.
    """
    parser = Parser(prog="mobile-env tasks list", description=help_text(__doc__),
                    formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--json", action="store_true", help="one JSON object per suite")
    args = parser.parse_args(sys.argv[1:] if argv is None else argv)
    rows = suite_rows()
    if args.json:
        print(json.dumps([asdict(row) for row in rows], indent=1))
    else:
        print(table(rows), end="")
    return 0
