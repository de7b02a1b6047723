"""``mobile-env tasks``: validate task files, generate new ones, or rebuild the hand-written ones.

  mobile-env tasks validate tasks/               every *.jsonl in a folder
  mobile-env tasks validate tasks/demo.jsonl ... named files
  mobile-env tasks generate --help               the procedural generator's own options
  mobile-env tasks generate --suite mobilepa ... MobilePA Tool Use tasks (mobilepa_generator)
  mobile-env tasks generate --suite mobilepa-bench --seed 1705 --out F   the paper-scale benchmark
  mobile-env tasks build [SUITE ...]             rebuild hand-written suites from their sources
  mobile-env tasks manifest [--write]            regenerate the generated suites, check digests
  mobile-env tasks list                          every built-in suite: its tasks and setting
  mobile-env tasks path SUITE ...                a built-in suite's file (built on first use)
  mobile-env tasks export SUITE --out DIR        a suite as a Hugging Face dataset (Parquet)
  mobile-env tasks stats SUITE                   SPIEval Table 1 and the suite's shape
  mobile-env tasks disjoint TRAIN TEST           a test split shares nothing with training
"""

from __future__ import annotations

import argparse
import importlib
import sys
from pathlib import Path
from types import ModuleType
from typing import Sequence

from tqdm import tqdm

from mobile_env.cli_args import Parser
from mobile_env.generation.common import generator_for
from mobile_env.helptext import help_text
from mobile_env.i18n import LANGS
from mobile_env.task_format.schema import SETTING_NAMES, Task
from mobile_env.tool_formats import TOOL_FORMATS


def _parser() -> argparse.ArgumentParser:
    parser = Parser(prog="mobile-env tasks", description=help_text(__doc__),
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
    commands.add_parser("disjoint", add_help=False,
                        help="check a test split shares nothing with a training split (see "
                             "'mobile-env tasks disjoint --help')")
    commands.add_parser("build", add_help=False,
                        help="rebuild hand-written suites byte for byte (see 'mobile-env tasks "
                             "build --help')")
    commands.add_parser("manifest", add_help=False,
                        help="regenerate the generated suites and check their sha256 (see "
                             "'mobile-env tasks manifest --help')")
    commands.add_parser("list", add_help=False,
                        help="every built-in suite with its number of tasks and its setting (see "
                             "'mobile-env tasks list --help')")
    path = commands.add_parser(
        "path", help="print the file of each built-in suite, building a generated one first",
        description="Print the file of each built-in suite: a hand-written suite's file in the "
                    "package, a generated suite's in the cache (built on first use from "
                    "tasks/manifest.json).")
    path.add_argument("suites", nargs="+", metavar="SUITE", help="built-in suite names")
    export = commands.add_parser(
        "export", help="write a suite as a Hugging Face dataset (Parquet) with a dataset card",
        description="Write a suite as a dataset: one row per task with the opening chat, the "
                    "tools offered and the whole task (mobile_env.datasets), as OUT/data.parquet "
                    "(or data.jsonl) beside a dataset card, OUT/README.md. Needs the datasets "
                    "extra.")
    export.add_argument("suite", metavar="SUITE", help="a built-in suite's name or a task file")
    export.add_argument("--out", type=Path, required=True, metavar="DIR",
                        help="the folder to write")
    export.add_argument("--format", dest="file_format", choices=("parquet", "jsonl"),
                        default="parquet", help="the data file's format (default parquet)")
    export.add_argument("--setting", choices=SETTING_NAMES,
                        help="the setting every prompt is made in (default: each task's own)")
    export.add_argument("--tool-format", choices=TOOL_FORMATS, default="json_schema",
                        help="how the prompt shows the tools (default json_schema)")
    export.add_argument("--lang", choices=LANGS, default="en",
                        help="the prompt's language (default en)")
    commands.add_parser("stats", add_help=False,
                        help="Table 1 (operations per capability) and a suite's shape (see "
                             "'mobile-env tasks stats --help')")
    return parser


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else list(argv)
    if argv[:1] == ["build"]:
        from mobile_env.suites.authoring import build

        return build.main(argv[1:])
    if argv[:1] == ["list"]:
        from mobile_env.task_format import listing

        return listing.main(argv[1:])
    if argv[:1] == ["stats"]:
        from mobile_env.generation import stats_cli

        return stats_cli.main(argv[1:])
    if argv[:1] == ["manifest"]:
        from mobile_env.generation import manifest

        return manifest.main(argv[1:])
    if argv[:1] == ["disjoint"]:
        from mobile_env.generation import disjoint

        return disjoint.main(argv[1:])
    if argv[:1] == ["generate"]:
        generator = _generator(argv[1:])
        return 2 if generator is None else int(generator.main(argv[1:]) or 0)
    args = _parser().parse_args(argv)
    if args.command == "path":
        return _print_paths(args.suites)
    if args.command == "export":
        return _export(args)
    from mobile_env.validation import validate_paths  # imports the env: only to validate

    report = validate_paths(args.paths, progress=lambda items: tqdm(
        items, desc="validating", unit="task", disable=args.quiet or None, file=sys.stderr))
    for problem in report.problems:
        print(problem)
    print(report.summary())
    return 0 if report.ok else 1


def _generator(argv: Sequence[str]) -> ModuleType | None:
    """The generator module that ``mobile-env tasks generate ARGV`` runs, or None (said on
    stderr) when this install has none: imported here so that 'validate' works without it."""
    module = f"mobile_env.generation.{generator_for(argv)}"
    try:
        return importlib.import_module(module)
    except ModuleNotFoundError as exc:
        if exc.name != module:
            raise
        print("mobile-env tasks generate: this install has no task generator", file=sys.stderr)
        return None


def generated_tasks(argv: Sequence[str]) -> tuple[Path, list[Task]] | None:
    """The ``--out`` file and the tasks of ``mobile-env tasks generate ARGV``, without writing
    them, or None when this install has no generator.

    Raises:
        SystemExit: argparse refused ``argv``.
    """
    generator = _generator(argv)
    if generator is None:
        return None
    out, tasks = generator.tasks_of(argv)
    return Path(out), list(tasks)


def _export(args: argparse.Namespace) -> int:
    from mobile_env import datasets
    from mobile_env.task_format.loading import TaskFileError

    try:
        data = datasets.export(args.suite, args.out, file_format=args.file_format,
                               setting=args.setting, tool_format=args.tool_format,
                               lang=args.lang)
    except (datasets.DatasetsMissing, TaskFileError) as exc:
        print(f"mobile-env tasks export: {exc}", file=sys.stderr)
        return 2
    print(f"wrote {data} and {args.out / 'README.md'}")
    return 0


def _print_paths(suites: list[str]) -> int:
    from mobile_env.task_format.loading import TaskFileError, suite_file

    for name in suites:
        try:
            print(suite_file(name))
        except TaskFileError as exc:
            print(f"mobile-env tasks path: {exc}", file=sys.stderr)
            return 2
    return 0


if __name__ == "__main__":
    sys.exit(main())
