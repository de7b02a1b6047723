"""``mobile-env replay``: re-run trajectory files, check determinism, re-score with another reward.

  mobile-env replay runs/heuristic.jsonl --reward spieval_exact
  mobile-env replay runs/*.jsonl --reward my_shaped --suite spieval-core --out runs/shaped.jsonl

Each episode is replayed in a fresh env (no model, no policy: the recorded actions are fed back)
and its observations are compared byte for byte with the recorded ones; the replayed episode is
then scored with ``--reward`` (default: the reward each trajectory was recorded with, which makes
the command a pure determinism check). A summary per file: episodes, mean original
reward, mean re-scored reward, mismatched observations. Exit status 1 if any observation
mismatched.

Tasks come from ``--tasks`` (a JSONL file), ``--suite`` (a built-in suite name or a path), or by
default from the built-in suite each trajectory names. ``--out`` writes the re-scored
trajectories (all files together) as JSONL.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from mobile_env.cli_args import Parser
from mobile_env.helptext import help_text


def parser() -> argparse.ArgumentParser:
    """The options of ``mobile-env replay``."""
    parser = Parser(prog="mobile-env replay", description=help_text(__doc__),
                    formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("files", nargs="+", type=Path, metavar="FILE",
                        help="trajectory JSONL files")
    parser.add_argument("--reward", default=None,
                        help="registered reward to re-score with (default: each trajectory's own)")
    source = parser.add_mutually_exclusive_group()
    source.add_argument("--suite", default=None, help="built-in suite name or a .jsonl path")
    source.add_argument("--tasks", type=Path, default=None, help="task JSONL file")
    parser.add_argument("--out", type=Path, default=None,
                        help="write the re-scored trajectories here")
    return parser


def main(argv: list[str] | None = None) -> int:
    """Parse, then run: the command loads its implementation after its options parse, so
    ``--help`` and a usage error answer without loading the env."""
    options = parser()
    args = options.parse_args(sys.argv[1:] if argv is None else argv)
    from mobile_env import replay

    return replay.run(args, options)


if __name__ == "__main__":
    sys.exit(main())
