"""``mobile-env tasks stats SUITE``: what a suite is made of, as its paper reports it.

    mobile-env tasks stats spieval-core            Table 1, the suite's shape, its diversity
    mobile-env tasks stats mobilepa-bench          MobilePA's distributions, its diversity
    mobile-env tasks stats tasks/x.jsonl --json    the same numbers as JSON

SPIEval tasks get SPIEval's Table 1 and shape (:mod:`mobile_env.task_format.stats`), MobilePA tasks
MobilePA-Bench's distributions per capability (:mod:`mobile_env.generation.mobilepa_stats`); a
suite that mixes both gets both, each over its own tasks. SPIEval tasks also get the share of
their records that come from the built-in shared worlds (SPIEval's background and household
records) rather than being their own. Every suite gets its diversity: distinct instruction texts,
templates per capability and the tools its reference solutions call.
"""

from __future__ import annotations

import argparse
import json
from dataclasses import asdict
from pathlib import Path
from typing import Any, Sequence

from mobile_env.cli_args import Parser
from mobile_env.generation import mobilepa_stats
from mobile_env.helptext import help_text
from mobile_env.papers import SPIEVAL
from mobile_env.task_format.loading import built_in_worlds, load_suite, load_tasks
from mobile_env.task_format.schema import Task
from mobile_env.task_format.stats import (SharedRecords, diversity, format_diversity,
                                          format_shared, format_stats, format_table1,
                                          shared_records, suite_stats, table1)

#: The built-in worlds whose records SPIEval tasks share (background, household; both languages).
SPIEVAL_WORLDS = "spieval-"


def spieval_shared(tasks: Sequence[Task]) -> SharedRecords:
    """The :class:`SharedRecords` of SPIEval ``tasks`` against the built-in SPIEval worlds.

    Args:
        tasks: SPIEval tasks (at least one).

    Returns:
        Their shared-record figures.
    """
    worlds = [w["records"] for w in built_in_worlds() if w["world"].startswith(SPIEVAL_WORLDS)]
    return shared_records(tasks, worlds)


def report(tasks: Sequence[Task]) -> dict[str, Any]:
    """Every number of the command for ``tasks``: SPIEval's (top level, with ``table1`` and
    ``shared_records``) when some tasks are SPIEval's, ``mobilepa`` when some are MobilePA's,
    and ``diversity``."""
    spieval = [t for t in tasks if t.capability in SPIEVAL.capabilities]
    mobilepa = [t for t in tasks if t.capability not in SPIEVAL.capabilities]
    out: dict[str, Any] = {}
    if spieval:
        out.update({**asdict(suite_stats(spieval)), "table1": table1(spieval),
                    "shared_records": asdict(spieval_shared(spieval))})
    if mobilepa:
        out["mobilepa"] = mobilepa_stats.shape(mobilepa)
    out["diversity"] = asdict(diversity(tasks))
    return out


def main(argv: Sequence[str] | None = None) -> int:
    """Print the statistics of one suite.

    Args:
        argv: the arguments after ``mobile-env tasks stats``.

    Returns:
        The exit status.
    """
    parser = Parser(prog="mobile-env tasks stats", description=help_text(__doc__),
                    formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("suite", help="built-in suite name or a path to a .jsonl file")
    parser.add_argument("--json", action="store_true", help="print the numbers as JSON")
    args = parser.parse_args(argv)
    path = Path(args.suite)
    tasks = load_tasks(path) if path.suffix == ".jsonl" else list(load_suite(args.suite))
    if not tasks:
        parser.error(f"{args.suite} holds no tasks")
    numbers = report(tasks)
    if args.json:
        print(json.dumps(numbers, indent=1))
        return 0
    blocks = []
    spieval = [t for t in tasks if t.capability in SPIEVAL.capabilities]
    if spieval:
        blocks.append(format_table1(numbers["table1"]) + "\n\n"
                      + format_stats(suite_stats(spieval)) + "\n"
                      + format_shared(SharedRecords(**numbers["shared_records"])))
    if "mobilepa" in numbers:
        blocks.append(mobilepa_stats.format_shape(numbers["mobilepa"]))
    blocks.append(format_diversity(diversity(tasks)))
    print("\n\n".join(blocks))
    return 0
