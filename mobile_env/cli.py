"""``mobile-env``: evaluate planners on the phone env, browse and generate tasks, train models.

Run ``mobile-env <command> --help`` for a command's own options.
"""

# Each subcommand lives in its own module with its own ``main``, imported only when it runs.

from __future__ import annotations

import argparse
import importlib
import os
import sys

from mobile_env.cli_args import Parser, fail, missing_module
from mobile_env.helptext import help_text

#: subcommand -> (module with ``main(argv) -> int``, one-line help)
COMMANDS: dict[str, tuple[str, str]] = {
    "bench": ("mobile_env.bench", "check the performance budget (from a checkout: benchmarks/)"),
    "tasks": ("mobile_env.generation.cli", "generate or validate task files"),
    "eval": ("mobile_env.evaluation.eval_cli", "score an agent on a suite"),
    "replay": ("mobile_env.replay_cli",
               "replay trajectory files, check determinism, re-score them"),
    "rescore": ("mobile_env.evaluation.rescore_cli",
                "score an eval's trajectories under another reward: eval's tables, no model"),
    "demo": ("mobile_env.demo", "play the built-in demo episode with the reference solution"),
    "train": ("mobile_env.training.cli",
              "prepare a local model, SFT warm start, GRPO (needs the train extra)"),
    "tools": ("mobile_env.tools.cli", "list the tool catalog by domain (MobilePA-Bench Table 2)"),
    "report": ("mobile_env.evaluation.report_cli",
               "report.md + report.html: tables, failure analysis, plots"),
    "play": ("mobile_env.play", "play a task yourself in the terminal, as the planner"),
    "serve": ("mobile_env.serving.cli", "serve the env over OpenEnv (serve extra)"),
}


def task_file_errors() -> tuple[type[BaseException], ...]:
    """What to catch as a task file's error: the task loader's ``TaskFileError`` once a command
    has imported the loader (only the loader raises one), else nothing, so that a command that
    loads no task -- ``--help`` above all -- does not wait for the loader's import."""
    loading = sys.modules.get("mobile_env.task_format.loading")
    return () if loading is None else (loading.TaskFileError,)


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    parser = Parser(prog="mobile-env", description=help_text(__doc__),
                    formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("command", choices=sorted(COMMANDS), help="; ".join(
        f"{name}: {doc}" for name, (_, doc) in sorted(COMMANDS.items())))
    parser.add_argument("args", nargs=argparse.REMAINDER,
                        help="arguments of the command (see <command> --help)")
    ns = parser.parse_args(argv[:1])
    prog = f"mobile-env {ns.command}"
    try:
        module = importlib.import_module(COMMANDS[ns.command][0])
        status = int(module.main(argv[1:]) or 0)
        sys.stdout.flush()
    except task_file_errors() as exc:
        # An unknown suite or a broken task file is the user's input, as a bad flag is: one
        # line that says what to fix (the message names the suites or the line), no traceback.
        return fail(prog, str(exc), 2)
    except ModuleNotFoundError as exc:
        if (message := missing_module(prog, exc)) is None:  # the project's own: a bug
            raise
        return fail(prog, message)
    except BrokenPipeError:
        # The reader went away (`mobile-env tools list | head`): stop quietly, as Unix tools do
        # (status 128 + SIGPIPE); stdout goes to devnull so the exit flush cannot fail again.
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 128 + 13
    except OSError as exc:
        if exc.filename is None:  # not about a path the user gave: a bug, keep its traceback
            raise
        return fail(prog, f"{exc.filename}: {exc.strerror}")
    return status


if __name__ == "__main__":
    sys.exit(main())
