"""``mobile-env tasks``: validate task files, or generate new ones.

  mobile-env tasks validate tasks/               every *.jsonl in a folder
  mobile-env tasks validate tasks/demo.jsonl ... named files
  mobile-env tasks generate --help               the procedural generator's own options
"""

from __future__ import annotations

import argparse
import importlib
import sys

from tqdm import tqdm

from mobile_env.tasks.validate import validate_paths


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="mobile-env tasks", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    commands = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")
    validate = commands.add_parser(
        "validate", help="check tasks: schema, gold tools and values, grounding, replay",
        description="Check every task: it loads (file:line:field on errors), its gold calls use "
                    "offered execution tools with valid parameters and values, every gold value "
                    "is grounded in the task's records, profile, instruction or evidence, its "
                    "reference solution scores 1.0 and finishing at once scores 0. "
                    "Exit status 1 if any problem is found.")
    validate.add_argument("paths", nargs="+", metavar="PATH",
                          help="task files (.jsonl) or folders of them")
    validate.add_argument("--quiet", action="store_true", help="no progress bar")
    commands.add_parser("generate", add_help=False,
                        help="generate procedural tasks (see 'mobile-env tasks generate --help')")
    return parser


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else list(argv)
    if argv[:1] == ["generate"]:
        # Imported here so 'validate' works on installs (or checkouts) without the generator.
        try:
            generator = importlib.import_module("mobile_env.tasks.generator")
        except ModuleNotFoundError as exc:
            if exc.name != "mobile_env.tasks.generator":
                raise
            print("mobile-env tasks generate: this install has no task generator", file=sys.stderr)
            return 2
        return int(generator.main(argv[1:]) or 0)
    args = _parser().parse_args(argv)
    report = validate_paths(args.paths, progress=lambda items: tqdm(
        items, desc="validating", unit="task", disable=args.quiet or None, file=sys.stderr))
    for problem in report.problems:
        print(problem)
    print(report.summary())
    return 0 if report.ok else 1


if __name__ == "__main__":
    sys.exit(main())
