"""``mobile-env rescore``: score the episodes an ``eval`` recorded under another reward, no model.

  mobile-env rescore results/core-heuristic.trajectories.jsonl --reward spieval_shaped
  mobile-env rescore runs/sft.jsonl --reward '{"spieval_shaped": 1, "final_reply": 0.1}'
  mobile-env rescore runs/sft.jsonl --reward spieval_exact --suite spieval-core --out r.json

TRAJECTORIES is the file ``mobile-env eval --trajectories`` writes: one line per episode,
labelled with its run. Every episode is replayed in a fresh env from its recorded actions, its
observations checked byte for byte against the recorded ones (a replay that differs is an error:
its score would not be the recorded episode's), and scored with ``--reward``: a registered
reward, or a JSON object of registered rewards and weights for their weighted sum, as ``mobile-env
train grpo --reward`` takes it. The output is a results JSON of the shape ``eval`` writes, and
the same tables, pass@k and intervals are printed: for the same episodes, the numbers a live
``mobile-env eval --reward`` run gives (its ``config`` says what was rescored, and ``seconds``
is the rescoring's). ``mobile-env report`` and ``eval --compare`` read it like any results file.

Tasks come from ``--suite`` (a built-in suite or a .jsonl path, as ``eval`` takes it; its tasks
that the file played, in the suite's order), else from the built-in suites, found by each
trajectory's task id, in the order ``eval`` ran them.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from mobile_env.cli_args import Parser
from mobile_env.helptext import help_text


def parser() -> argparse.ArgumentParser:
    """The options of ``mobile-env rescore``."""
    parser = Parser(prog="mobile-env rescore", description=help_text(__doc__),
                    formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("trajectories", type=Path, metavar="TRAJECTORIES",
                        help="the trajectory JSONL file of one `mobile-env eval` run")
    parser.add_argument("--reward", required=True,
                        help="registered reward, or a JSON object of registered rewards and "
                             "weights as `train grpo` takes it ('{\"spieval_exact\": 1, "
                             "\"final_reply\": 0.1}')")
    parser.add_argument("--suite", default=None,
                        help="built-in suite name or a .jsonl path holding the tasks (default: "
                             "found in the built-in suites by task id)")
    parser.add_argument("--out", type=Path, default=None,
                        help="results JSON (default: next to TRAJECTORIES, "
                             "<name>.rescored-<reward>.json)")
    return parser


def main(argv: list[str] | None = None) -> int:
    """Parse, then run: the command loads its implementation after its options parse, so
    ``--help`` and a usage error answer without loading the env."""
    options = parser()
    args = options.parse_args(sys.argv[1:] if argv is None else argv)
    from mobile_env.evaluation import rescore

    return rescore.run(args, options)


if __name__ == "__main__":
    sys.exit(main())
