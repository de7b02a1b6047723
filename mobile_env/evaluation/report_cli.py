"""``mobile-env report``: results and trajectory files -> report.md + a self-contained report.html.

  mobile-env report results/core-heuristic.json results/core-random.json --out reports/core
  mobile-env report sft=runs/sft.jsonl grpo=runs/grpo.jsonl --out reports/ckpt

Each input is one column of the comparison: a results JSON of ``mobile-env eval`` or a
trajectory file (``eval --trajectories``); ``LABEL=PATH`` names it (default: the agent, plus the
model for model agents). Both kinds of file give the same numbers: the accuracy tables are
computed from the episodes either way (:mod:`mobile_env.evaluation.tables`). The report holds
the accuracy tables of each benchmark the episodes cover (SPIEval's Table 2 layout, MobilePA's
Tool Use categories and Table 3 scores), each benchmark's failure taxonomy (SPIEval's, and
MobilePA's failure stages) from :mod:`mobile_env.evaluation.diagnostics`, retrievals on solved
and failed episodes with retrieval-mode and field use, MobilePA's Route / Exec|Route / Joint
when the episodes report routing, pass@k and pass^k when every task was run more than once,
and accuracy per MobilePA query domain and subclass when the tasks carry labels
-- as tables and PNG plots. The plots are written next to
report.md and embedded (base64) in report.html, so the HTML file alone can be mailed or attached
to an issue. Needs matplotlib (the ``report`` extra).

Retrieval statistics need the actions, so they come only from trajectory files.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from mobile_env.cli_args import Parser
from mobile_env.helptext import help_text


def parser() -> argparse.ArgumentParser:
    """The options of ``mobile-env report``."""
    parser = Parser(prog="mobile-env report", description=help_text(__doc__),
                    formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("inputs", nargs="+", metavar="[LABEL=]RESULTS_OR_TRAJECTORIES",
                        help="results .json (mobile-env eval --out) or trajectories .jsonl "
                             "(--trajectories), one comparison row each")
    parser.add_argument("--out", type=Path, required=True,
                        help="folder for report.md, report.html, PNGs")
    return parser


def main(argv: list[str] | None = None) -> int:
    """Parse, then run: the command loads its implementation after its options parse, so
    ``--help`` and a usage error answer without loading the env."""
    options = parser()
    args = options.parse_args(sys.argv[1:] if argv is None else argv)
    from mobile_env.evaluation import report

    return report.run(args, options)


if __name__ == "__main__":
    sys.exit(main())
