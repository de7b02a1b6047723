"""``mobile-env tasks manifest``: check (or rewrite) the recipes of the generated suites.

    mobile-env tasks manifest                    # regenerate and validate every generated suite;
                                                 # exit 1 unless each gives its recorded sha256
    mobile-env tasks manifest spieval-test       # one suite
    mobile-env tasks manifest --write            # record the new digests after a deliberate change
    mobile-env tasks manifest --no-verify        # digests only, without replaying every task

The manifest (``tasks/manifest.json``) is what the repository holds of a generated suite: its
``mobile-env tasks generate`` arguments, its task count, the sha256 of the file and its ids'
prefix. A suite is built from it on first use (:mod:`mobile_env.task_format.generated`) without its
tasks being replayed; this command is where they are: every task passes
:func:`mobile_env.validation.validate_task` before its digest is recorded.
"""

from __future__ import annotations

import argparse
import dataclasses
import sys
import tempfile
from pathlib import Path
from typing import Sequence

from mobile_env.cli_args import Parser
from mobile_env.generation import cli
from mobile_env.task_format.generated import (MANIFEST, file_sha256, id_prefix, manifest_text,
                                              read_manifest)
from mobile_env.task_format.loading import load_tasks, tasks_dir


def _parser() -> argparse.ArgumentParser:
    parser = Parser(
        prog="mobile-env tasks manifest", formatter_class=argparse.RawDescriptionHelpFormatter,
        description="Regenerate the generated suites from their manifest entries, validate every "
                    "task and compare each file's sha256 with the recorded one.",
        epilog=__doc__.split("\n\n")[1])
    parser.add_argument("suites", nargs="*", metavar="SUITE",
                        help="suites to check (default: every suite of the manifest)")
    parser.add_argument("--write", action="store_true",
                        help="record the new task counts and digests in the manifest")
    parser.add_argument("--no-verify", action="store_true",
                        help="skip validating and replaying every task (digests only)")
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    parser = _parser()
    args = parser.parse_args(argv)
    folder = tasks_dir()
    suites = read_manifest(folder)
    unknown = [name for name in args.suites if name not in suites]
    if unknown:
        parser.error(f"no generated suite {', '.join(unknown)}; the manifest has "
                     f"{', '.join(sorted(suites))}")
    status = 0
    with tempfile.TemporaryDirectory() as scratch:
        for name in args.suites or sorted(suites):
            entry = suites[name]
            path = Path(scratch) / f"{name}.jsonl"
            verify = [] if not args.no_verify else ["--no-verify"]
            code = cli.main(["generate", *entry.arguments, "--out", str(path), *verify])
            if code:
                return code
            tasks = load_tasks(path)
            rebuilt = dataclasses.replace(entry, tasks=len(tasks), sha256=file_sha256(path),
                                          id_prefix=id_prefix([t.id for t in tasks]))
            same = rebuilt == entry
            print(f"{name}: {'same' if same else 'CHANGED'} ({rebuilt.tasks} tasks, sha256 "
                  f"{rebuilt.sha256[:16]}...)")
            status |= 0 if same or args.write else 1
            suites[name] = rebuilt
    if args.write:
        (folder / MANIFEST).write_text(manifest_text(suites), encoding="utf-8")
        print(f"wrote {folder / MANIFEST}")
    return status


if __name__ == "__main__":
    sys.exit(main())
