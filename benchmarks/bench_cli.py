"""The command line of ``python -m benchmarks.bench`` and ``mobile-env bench``: its options,
parsed before the benchmark (:mod:`benchmarks.bench`) loads the env, so that ``--help`` and a
usage error answer at once.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Sequence

from benchmarks.timing import CLOCKS
from mobile_env.cli_args import Parser

#: The order they run in: the vector env first, while the process holds little else, because
#: from hundreds of envs on the garbage collector's full collections walk every live object,
#: and the suites loaded by later sections would land on whichever row triggers one.
RUN_ORDER = ("vector env", "env step", "cold start", "scoring", "adversarial", "first use")
#: Vector env sizes measured by default.
VECTOR_SIZES = (8, 64, 256)


def _positive(text: str) -> float:
    value = float(text)
    if not value > 0:
        raise argparse.ArgumentTypeError(f"must be above 0, got {text}")
    return value


def _size(text: str) -> int:
    value = int(text)
    if value < 1:
        raise argparse.ArgumentTypeError(f"must be at least 1, got {text}")
    return value


DESCRIPTION = """\
Check the env's performance budget in one run, each line of it a row of the report:

  env step     a non-search call and every error path (unknown tool, bad arguments, bad
               JSON, too-large action) on each shipped world: at most 4 floors
  search       a fixed search of each world: at most 10 floors
  cold start   a reset of a task never seen plus its first search: under 1 ms
  scoring      each registered reward scoring a finished episode: under 1 ms
  vector env   MobileVectorEnv against a plain loop of the same envs: at most 1.5x from 8
               envs on (Gymnasium's SyncVectorEnv: a reference row, no budget)
  adversarial  model-written regexes and queries on a world bloated within a task's step
               limit: under 100 ms each
  first use    each generated suite built into an empty cache by a fresh process's first
               load_suite: at most 3 s

A floor is one tool call in plain Python: json.loads a call, dispatch it by name, look a
record up by id, json.dumps the answer. Operations are timed in batches run in turns with the
floor (medians), so a ratio holds when the machine's speed does not.
"""


def parser() -> argparse.ArgumentParser:
    """The command line of ``python -m benchmarks.bench`` and ``mobile-env bench``.

    Returns:
        The parser.
    """
    out = Parser(
        prog="python -m benchmarks.bench", formatter_class=argparse.RawDescriptionHelpFormatter,
        description=DESCRIPTION)
    out.add_argument("--quick", action="store_true",
                     help="a fast run with few rounds: every row, rough numbers")
    out.add_argument("--check", action="store_true",
                     help="exit with status 1 if any row misses its budget")
    out.add_argument("--json", type=Path, metavar="PATH",
                     help="write the report to PATH (the performance page's "
                          "benchmarks/results.json)")
    out.add_argument("--plot", type=Path, metavar="PATH",
                     help="draw every row's value against its budget into one figure at PATH "
                          "(PNG; needs matplotlib)")
    out.add_argument("--only", nargs="+", choices=RUN_ORDER, metavar="SECTION",
                     help=f"measure only these sections, of: {', '.join(RUN_ORDER)} "
                          "('env step' includes the searches)")
    out.add_argument("--vector-sizes", type=_size, nargs="+", metavar="N",
                     default=list(VECTOR_SIZES),
                     help="vector env sizes (default: 8 64 256)")
    out.add_argument("--first-use", nargs="+", metavar="SUITE",
                     help="generated suites whose first use is measured (default: every one of "
                          "tasks/manifest.json)")
    out.add_argument("--seconds", type=_positive, metavar="S",
                     help="measuring time per section (default: 6; 0.2 with --quick)")
    out.add_argument("--clock", choices=sorted(CLOCKS), default="wall",
                     help="wall: the wall clock; cpu: this thread's CPU time, steadier on a "
                          "loaded machine (default: wall)")
    out.add_argument("--budget-scale", type=_positive, default=1.0, metavar="F",
                     help="multiply every budget by F: below 1 shows the headroom a run has "
                          "(default: 1)")
    return out


def main(argv: Sequence[str] | None = None) -> int:
    """Parse the options, then run the benchmark.

    Args:
        argv: the command line's arguments (default: ``sys.argv[1:]``).

    Returns:
        The exit status: 1 with ``--check`` if a budget is missed, else 0.
    """
    args = parser().parse_args(argv)
    from benchmarks import bench

    return bench.main(args, argv)


if __name__ == "__main__":
    sys.exit(main())
