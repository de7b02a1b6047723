"""Build ``tasks/mobilepa-skills.jsonl`` and ``tasks/mobilepa-subagents.jsonl`` from
``mobilepa_skills_subagents.py`` (hand-written MobilePA Skill Usage and Sub-agent tasks).

    python tasks/authoring/build_mobilepa_skills.py            # validate, check, write
    python tasks/authoring/build_mobilepa_skills.py --no-check # schema validation only

Mirrors ``build_mobilepa.py``: every dict is validated with ``Task.model_validate`` and, unless
``--no-check``, with :func:`mobile_env.tasks.validate.validate_task` plus the reads-only replay.
Nothing is written if any task fails. Tasks are sorted by id, one per line.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
SKILLS_OUT = HERE.parent / "mobilepa-skills.jsonl"
SUBAGENTS_OUT = HERE.parent / "mobilepa-subagents.jsonl"

for path in (str(ROOT), str(HERE)):
    if path not in sys.path:
        sys.path.insert(0, path)

import mobilepa_skills_subagents  # noqa: E402
from build_mobilepa import reads_only_problems  # noqa: E402

from mobile_env.tasks.schema import Task  # noqa: E402


def _validate(dicts: list[dict], check: bool) -> tuple[list[Task], list[str]]:
    tasks: list[Task] = []
    errors: list[str] = []
    for d in dicts:
        try:
            tasks.append(Task.model_validate(d))
        except Exception as exc:  # pydantic ValidationError: report all, then fail
            errors.append(f"{d.get('id', '?')}: {exc}")
    errors += [f"{i}: id used more than once" for i, n in Counter(t.id for t in tasks).items() if n > 1]
    if check and not errors:
        from mobile_env.tasks.validate import validate_task
        for task in tasks:
            errors += [f"{task.id}: {p}" for p in [*validate_task(task), *reads_only_problems(task)]]
    return tasks, errors


def _write(tasks: list[Task], out: Path) -> None:
    tasks = sorted(tasks, key=lambda t: t.id)
    with out.open("w", encoding="utf-8") as fh:
        for task in tasks:
            fh.write(json.dumps(task.model_dump(mode="json"), ensure_ascii=False) + "\n")
    caps = Counter(t.capability for t in tasks)
    settings = Counter(t.skill_setting for t in tasks)
    checkers = Counter(t.checker for t in tasks)
    print(f"wrote {len(tasks)} tasks to {out}: {dict(caps)}, {dict(settings)}, {dict(checkers)}",
          file=sys.stderr)


def build(check: bool = True, skills_out: Path = SKILLS_OUT,
          subagents_out: Path = SUBAGENTS_OUT) -> tuple[list[Task], list[Task]]:
    skills, e1 = _validate(mobilepa_skills_subagents.skill_tasks(), check)
    subs, e2 = _validate(mobilepa_skills_subagents.subagent_tasks(), check)
    errors = e1 + e2
    if errors:
        raise SystemExit(f"{skills_out.name} / {subagents_out.name} not written:\n  " + "\n  ".join(errors))
    _write(skills, skills_out)
    _write(subs, subagents_out)
    return skills, subs


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--no-check", action="store_true",
                        help="only validate the schema; skip the replay checks")
    parser.add_argument("--skills-out", type=Path, default=SKILLS_OUT)
    parser.add_argument("--subagents-out", type=Path, default=SUBAGENTS_OUT)
    args = parser.parse_args(argv)
    build(check=not args.no_check, skills_out=args.skills_out, subagents_out=args.subagents_out)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
