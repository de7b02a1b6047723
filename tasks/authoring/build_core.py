"""Build ``tasks/spieval-core.jsonl`` from the hand-written task modules in this folder.

    python tasks/authoring/build_core.py            # validate, check, write
    python tasks/authoring/build_core.py --no-check # schema validation only (skip replay checks)

Each part module (``core_part_a.py``, ``core_part_b.py``) exposes ``tasks() -> list[dict]``. A part
that does not exist yet is skipped with a note. Every dict is validated with
``Task.model_validate``; unless ``--no-check`` is given, every task also goes through
:func:`mobile_env.tasks.validate.validate_task` (gold tools and types, grounding, reference replay
scores 1.0, finishing at once scores 0). The tasks are sorted by id and written one per line
(``ensure_ascii=False``).
"""

from __future__ import annotations

import argparse
import importlib
import json
import sys
from collections import Counter
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
OUT = HERE.parent / "spieval-core.jsonl"
PARTS = ("core_part_a", "core_part_b")

for path in (str(ROOT), str(HERE)):
    if path not in sys.path:
        sys.path.insert(0, path)

from mobile_env.tasks.schema import Task  # noqa: E402


def load_part(name: str) -> list[dict[str, Any]]:
    """The task dicts of one part module, or [] (with a note) if the module is missing."""
    try:
        module = importlib.import_module(name)
    except ModuleNotFoundError as exc:
        if exc.name != name:
            raise
        print(f"note: {name}.py not found, skipping it", file=sys.stderr)
        return []
    dicts = module.tasks()
    print(f"{name}: {len(dicts)} tasks", file=sys.stderr)
    return dicts


def build(check: bool = True, out: Path = OUT) -> list[Task]:
    dicts = [d for part in PARTS for d in load_part(part)]
    tasks: list[tuple[Task, dict[str, Any]]] = []
    errors: list[str] = []
    for d in dicts:
        try:
            tasks.append((Task.model_validate(d), d))
        except Exception as exc:  # pydantic ValidationError: report all, then fail
            errors.append(f"{d.get('id', '?')}: {exc}")
    dupes = [i for i, n in Counter(t.id for t, _ in tasks).items() if n > 1]
    errors += [f"{i}: id used more than once" for i in dupes]
    if check and not errors:
        from mobile_env.tasks.validate import validate_task
        for task, _ in tasks:
            errors += [f"{task.id}: {p}" for p in validate_task(task)]
    if errors:
        raise SystemExit("spieval-core not written:\n  " + "\n  ".join(map(str, errors)))
    tasks.sort(key=lambda td: td[0].id)
    with out.open("w", encoding="utf-8") as fh:
        for _, d in tasks:
            fh.write(json.dumps(d, ensure_ascii=False) + "\n")
    pairs = Counter((t.capability, c) for t, _ in tasks for c in t.categories)
    print(f"wrote {len(tasks)} tasks to {out} ({len(pairs)} capability x operation pairs, "
          f"{min(pairs.values(), default=0)}-{max(pairs.values(), default=0)} tasks each)",
          file=sys.stderr)
    return [t for t, _ in tasks]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--no-check", action="store_true",
                        help="only validate the schema; skip grounding and replay checks")
    parser.add_argument("--out", type=Path, default=OUT, help=f"output file (default {OUT})")
    args = parser.parse_args(argv)
    build(check=not args.no_check, out=args.out)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
