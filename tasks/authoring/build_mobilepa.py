"""Build a hand-written MobilePA suite: ``tasks/mobilepa-tool-use.jsonl`` from
``mobilepa_tool_use.py``, or ``tasks/mobilepa-memory.jsonl`` from ``mobilepa_memory.py``.

    python tasks/authoring/build_mobilepa.py                  # Tool Use: validate, check, write
    python tasks/authoring/build_mobilepa.py --suite memory   # the Memory suite
    python tasks/authoring/build_mobilepa.py --no-check       # schema validation only (skip replays)

Every dict of the part's ``tasks()`` is validated with ``Task.model_validate``; unless
``--no-check`` is given, every task also goes through
:func:`mobile_env.tasks.validate.validate_task` (tools and values against the catalog, target
records exist, the reference replays to 1.0, finishing at once scores 0) and one more replay:
the reference's reads alone, then finish, must score 0 on a task whose reference writes anything
(reading is not doing). Nothing is written if any task fails. The tasks are sorted by id and
written one per line.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
#: suite -> (authoring module, output file name)
SUITES: dict[str, tuple[str, str]] = {"tool-use": ("mobilepa_tool_use", "mobilepa-tool-use.jsonl"),
                                      "memory": ("mobilepa_memory", "mobilepa-memory.jsonl")}
OUT = HERE.parent / SUITES["tool-use"][1]

for path in (str(ROOT), str(HERE)):
    if path not in sys.path:
        sys.path.insert(0, path)

import importlib  # noqa: E402

from mobile_env.tasks.schema import Task  # noqa: E402


def reads_only_problems(task: Task) -> list[str]:
    """A task whose reference writes must score 0 when only the reference's reads are made."""
    from mobile_env.tasks.validate import replay
    from mobile_env.tools import REGISTRY

    calls = [c for step in task.reference_solution for c in step if c.name != "finish"]
    if all(REGISTRY[c.name].kind != "execute" for c in calls):
        return []
    reads = [[{"name": c.name, "arguments": c.arguments}] for c in calls
             if REGISTRY[c.name].kind == "retrieve"]
    reward, _, _ = replay(task, [*reads, [{"name": "finish", "arguments": {}}]])
    return [] if reward == 0.0 else [f"replay: the reference's reads alone score {reward}, not 0"]


def build(check: bool = True, out: Path = OUT, suite: str = "tool-use") -> list[Task]:
    tasks: list[Task] = []
    errors: list[str] = []
    for d in importlib.import_module(SUITES[suite][0]).tasks():
        try:
            tasks.append(Task.model_validate(d))
        except Exception as exc:  # pydantic ValidationError: report all, then fail
            errors.append(f"{d.get('id', '?')}: {exc}")
    errors += [f"{i}: id used more than once"
               for i, n in Counter(t.id for t in tasks).items() if n > 1]
    if check and not errors:
        from mobile_env.tasks.validate import validate_task
        for task in tasks:
            errors += [f"{task.id}: {p}" for p in [*validate_task(task), *reads_only_problems(task)]]
    if errors:
        raise SystemExit(f"{out.name} not written:\n  " + "\n  ".join(map(str, errors)))
    tasks.sort(key=lambda t: t.id)
    with out.open("w", encoding="utf-8") as fh:
        for task in tasks:
            fh.write(json.dumps(task.model_dump(mode="json"), ensure_ascii=False) + "\n")
    caps = Counter(t.capability for t in tasks)
    checkers = Counter(t.checker for t in tasks)
    print(f"wrote {len(tasks)} tasks to {out}: {dict(sorted(caps.items()))}, {dict(checkers)}",
          file=sys.stderr)
    return tasks


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--no-check", action="store_true",
                        help="only validate the schema; skip the replay checks")
    parser.add_argument("--suite", choices=sorted(SUITES), default="tool-use",
                        help="which hand-written suite to build (default tool-use)")
    parser.add_argument("--out", type=Path, default=None,
                        help="output file (default tasks/mobilepa-<suite>.jsonl)")
    args = parser.parse_args(argv)
    build(check=not args.no_check, out=args.out or HERE.parent / SUITES[args.suite][1], suite=args.suite)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
