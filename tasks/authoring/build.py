"""``mobile-env tasks build [SUITE ...]``: rebuild the hand-written suites from their sources.

    mobile-env tasks build                      # every hand-written suite: check, then write
    mobile-env tasks build spieval-core         # one suite
    mobile-env tasks build --compare            # rebuild in memory; exit 1 unless all match
    mobile-env tasks build --no-check --out DIR # schema validation only, write into DIR

Each suite is the tasks of its authoring modules (:data:`SUITES`). Every task dict is validated
with ``Task.model_validate``; unless ``--no-check``, every task also goes through
:func:`mobile_env.validation.validate_task` (tools and values, grounding, the reference
replays to 1.0, finishing at once scores 0) and, for a MobilePA task whose reference changes
something, one more replay: the reference's reads alone, then finish, must score 0 (reading is
not doing). Nothing is written if any task fails. Tasks are sorted by id, one per line.

How a line is written is part of the suite: SPIEval's files hold the fields their authors set
(``as_written``), MobilePA's every field of the schema. Both are fixed by the shipped files, which
the build reproduces byte for byte (``tests/generation/test_authoring.py``).
"""

from __future__ import annotations

import argparse
import importlib
import json
import re
import sys
from collections import Counter
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable, Sequence

from mobile_env.cli_args import Parser
from mobile_env.task_format.lines import compact, default_settings
from mobile_env.task_format.loading import tasks_dir
from mobile_env.task_format.schema import Task, search_needs
from mobile_env.task_format.stats import record_key
from mobile_env.task_format.worlds import WORLDS_FOLDER, on_base, world_ref, world_text
from mobile_env.suites.authoring import spieval_fillers

PACKAGE = "mobile_env.suites.authoring"


@dataclass(frozen=True)
class Suite:
    """A hand-written suite: its authoring modules (each with ``TASKS``), in task-id order once
    built, and how its lines are written."""

    name: str
    modules: tuple[str, ...]
    as_written: bool
    reads_only_check: bool
    #: Whether the build states, as search claims, every search the reference needs
    #: (:func:`needed_searches`): SPIEval's suites, whose references search.
    claims: bool = False
    #: The language of the everyday records the build draws for each task in place of the
    #: shared background it never reads (:func:`with_own_records`); None: records as written.
    own_records: str | None = None
    #: The suite this one translates, whose draws of own records it makes again in its
    #: language where they fit (so a task and its twin hold the same records).
    twin_of: str | None = None


SUITES: dict[str, Suite] = {s.name: s for s in (
    Suite("demo", ("demo",), as_written=True, reads_only_check=False),
    Suite("spieval-core", ("spieval_reasoning", "spieval_disambiguation", "spieval_integration",
                           "spieval_preference", "spieval_multi_intent"),
          as_written=True, reads_only_check=False, claims=True, own_records="en"),
    Suite("mobilepa-tool-use", ("mobilepa_tool_use",), as_written=False, reads_only_check=True),
    Suite("mobilepa-memory", ("mobilepa_memory",), as_written=False, reads_only_check=True),
    Suite("mobilepa-skills", ("mobilepa_skills",), as_written=False, reads_only_check=True),
    Suite("mobilepa-subagents", ("mobilepa_subagents",), as_written=False, reads_only_check=True),
    Suite("mobilepa-ask-user", ("mobilepa_ask_user",), as_written=False, reads_only_check=True),
    Suite("spieval-ask-user", ("spieval_ask_user",), as_written=True, reads_only_check=False,
          claims=True, own_records="en"),
    Suite("spieval-core-zh", ("spieval_zh",), as_written=True, reads_only_check=False,
          claims=True, own_records="zh", twin_of="spieval-core"),
)}


#: The shared worlds the hand-written suites name, each made by a function of an authoring module.
WORLDS: tuple[tuple[str, str], ...] = (("mobilepa", "device_world"),
                                       ("spieval", "background_world"),
                                       ("spieval", "household_world"),
                                       ("mobilepa_memory", "profile_world"),
                                       ("spieval_zh", "background_world_zh"),
                                       ("spieval_zh", "household_world_zh"))


def source_worlds() -> list[dict[str, Any]]:
    """The data of every world in :data:`WORLDS`, built from its source, as its file stores it."""
    return [getattr(importlib.import_module(f"{PACKAGE}.{module}"), name)()
            for module, name in WORLDS]


def whole_worlds(stored: Sequence[dict[str, Any]]) -> list[dict[str, Any]]:
    """``stored`` worlds whole: each built on a ``base`` (one of ``stored``) made whole on it."""
    by_ref = {world_ref(data): data for data in stored}

    def whole(data: dict[str, Any]) -> dict[str, Any]:
        return on_base(data, whole(by_ref[data["base"]])) if "base" in data else data
    return [whole(data) for data in stored]


class BuildError(RuntimeError):
    """A suite whose sources do not make valid, solvable tasks; the message lists every problem."""


def authored(suite: Suite) -> list[dict[str, Any]]:
    """The task dicts of ``suite``'s modules, in module order."""
    return [d for m in suite.modules for d in importlib.import_module(f"{PACKAGE}.{m}").TASKS]


def reads_only_problems(task: Task) -> list[str]:
    """A task whose reference writes must score 0 when only the reference's reads are made."""
    from mobile_env.validation import replay
    from mobile_env.tools import REGISTRY

    calls = [c for step in task.reference_solution for c in step if c.name != "finish"]
    if all(REGISTRY[c.name].kind != "execute" for c in calls):
        return []
    reads = [[{"name": c.name, "arguments": c.arguments}] for c in calls
             if REGISTRY[c.name].kind == "retrieve"]
    reward, _, _ = replay(task, [*reads, [{"name": "finish", "arguments": {}}]])
    return [] if reward == 0.0 else [f"replay: the reference's reads alone score {reward}, not 0"]


def validated(dicts: Sequence[dict[str, Any]], *, check: bool = True,
              reads_only_check: bool = False, name: str = "suite") -> list[Task]:
    """The tasks of ``dicts`` sorted by id; raises :class:`BuildError` listing every problem."""
    tasks: list[Task] = []
    errors: list[str] = []
    for d in dicts:
        try:
            tasks.append(Task.model_validate(d))
        except ValueError as exc:  # pydantic's ValidationError: report all, then fail
            errors.append(f"{d.get('id', '?')}: {exc}")
    errors += [f"{i}: id used more than once"
               for i, n in Counter(t.id for t in tasks).items() if n > 1]
    if check and not errors:
        from mobile_env.validation import validate_task

        for task in tasks:
            extra = reads_only_problems(task) if reads_only_check else []
            errors += [f"{task.id}: {p}" for p in [*validate_task(task), *extra]]
    if errors:
        raise BuildError(f"{name} not built:\n  " + "\n  ".join(errors))
    return sorted(tasks, key=lambda t: t.id)


def build(suite: Suite, check: bool = True) -> list[Task]:
    """``suite``'s validated tasks (see :func:`validated`), with the search claims of
    :func:`needed_searches` added to each task when the suite states them."""
    dicts = authored(suite)
    if suite.own_records:
        background = shared_background()
        twins: dict[str, Draw] = {}
        if suite.twin_of:
            twin = SUITES[suite.twin_of]
            twins = {d["id"]: draw for d in authored(twin)
                     if (draw := with_own_records(d, twin.own_records or "en", background)[1])}
        dicts = [with_own_records(d, suite.own_records, background,
                                  twins.get(spieval_fillers.english_id(d["id"])))[0]
                 for d in dicts]
    if suite.claims:
        tasks = validated(dicts, check=False, name=suite.name)
        by_id = {t.id: t for t in tasks}
        dicts = [{**d, "search_claims": claims} if (claims := needed_searches(by_id[d["id"]]))
                 else d for d in dicts]
    return validated(dicts, check=check, reads_only_check=suite.reads_only_check,
                     name=suite.name)


#: Draws of a task's own records before the build gives up on it.
OWN_RECORD_ATTEMPTS = 200

#: A task's draw of its own records: the draw's number and the records it replaced.
Draw = tuple[int, tuple[str, ...]]


def shared_background() -> set[tuple[str, str]]:
    """The records of SPIEval's shared worlds, as (app, :func:`record_key`)."""
    return {(app, record_key(row)) for data in source_worlds()
            if str(data["world"]).startswith("spieval")
            for app, rows in data["records"].items() for row in rows}


def with_own_records(data: dict[str, Any], lang: str, background: set[tuple[str, str]],
                     like: Draw | None = None) -> tuple[dict[str, Any], Draw | None]:
    """``data`` (a task dict) with each shared background record that its reference never
    reads replaced, under the same id, by a record of the same app drawn for the task
    (:func:`mobile_env.suites.authoring.spieval_fillers.fillers`): SPIEval populates each task's
    phone on its own.

    A record is read when the task's evidence cites it, a page of a search of the reference
    returns it, or it grounds a gold value that no other part of the task holds (the validator's
    grounding check). A draw is kept when every page of every such search returns what it
    returned before and no filler names a person whose name the task's other records hold;
    otherwise the next draw is tried. ``like``, the draw of the task this one translates, is
    tried first, on those of the records it replaced that this task does not read either, so
    that a task and its twin hold the same records.

    Returns:
        The task dict and its draw (None when every shared record is read).

    Raises:
        BuildError: no draw of :data:`OWN_RECORD_ATTEMPTS` leaves the searches as they were.
    """
    task = Task.model_validate(data)
    searches = [{"name": c.name, "arguments": c.arguments}
                for step in task.reference_solution for c in step if "pattern" in c.arguments]
    before = [_every_page(task, call) for call in searches]
    read = {e.record_id for e in task.evidence if e.record_id}
    read.update(rid for pages in before for page in pages for rid in page)
    shared = [(app, row["id"]) for app, rows in task.records.items() for row in rows
              if (app, record_key(row)) in background]
    unread = {rid for _, rid in shared if rid not in read}
    unread -= _grounding(data, unread)
    slots = [(app, rid, place) for place, (app, rid) in enumerate(shared) if rid in unread]
    if not slots:
        return data, None
    tries = [(attempt, slots) for attempt in range(OWN_RECORD_ATTEMPTS)]
    if like is not None:
        tries.insert(0, (like[0], [(app, rid, place) for place, (app, rid) in enumerate(shared)
                                   if rid in like[1] and rid in unread]))
    me = dict(task.profile)
    for attempt, chosen in tries:
        replaced = {rid for _, rid, _ in chosen}
        own_text = json.dumps([row for rows in task.records.values() for row in rows
                               if row["id"] not in replaced], ensure_ascii=False)
        drawn = spieval_fillers.fillers(task.id, attempt, chosen, lang, me)
        names = [name for row in drawn.values() for key in spieval_fillers.PERSON_FIELDS
                 for name in _names(row.get(key))]
        if any(_named_in(name, own_text) for name in names):
            continue
        records = {app: [drawn.get(row["id"], row) for row in rows]
                   for app, rows in data["records"].items()}
        candidate = {**data, "records": records}
        if [_every_page(Task.model_validate(candidate), call) for call in searches] == before:
            return candidate, (attempt, tuple(sorted(replaced, key=_record_order(data))))
    raise BuildError(f"{task.id}: no draw of its own records leaves the reference's searches "
                     "as they were")


def _grounding(data: dict[str, Any], ids: set[str]) -> set[str]:
    """Those of the records ``ids`` of task ``data`` that ground a gold value the task holds
    nowhere else: each is taken out, in record order, unless that (with those already out)
    leaves a gold value ungrounded."""
    from mobile_env.validation import grounding_problems

    def problems(without: set[str]) -> set[str]:
        records = {app: [row for row in rows if row["id"] not in without]
                   for app, rows in data["records"].items()}
        return set(grounding_problems(Task.model_validate({**data, "records": records})))

    known = problems(set())
    if problems(ids) <= known:
        return set()
    out: set[str] = set()
    for rid in sorted(ids, key=_record_order(data)):
        if problems(out | {rid}) <= known:
            out.add(rid)
    return ids - out


def _record_order(data: dict[str, Any]) -> Callable[[str], int]:
    order = {row["id"]: i for i, row in enumerate(r for rows in data["records"].values()
                                                  for r in rows)}
    return order.__getitem__


def _names(value: Any) -> list[str]:
    return [value] if isinstance(value, str) else list(value or ())


def _named_in(name: str, text: str) -> bool:
    """Whether ``text`` names the person ``name`` or someone who shares a first or last name
    with them (a Chinese name, written without spaces, only whole)."""
    if " " not in name:
        return name in text
    return any(re.search(rf"\b{re.escape(part)}\b", text) for part in name.split())


def _every_page(task: Task, call: dict[str, Any]) -> list[list[str]]:
    """The record ids of each page ``call`` (a search) returns, from the first to the first
    empty one."""
    from mobile_env.validation import searched_ids

    pages: list[list[str]] = []
    for page in range(1, 100):
        ids = searched_ids(task, {**call, "arguments": {**call["arguments"], "page": page}})
        if not ids:
            break
        pages.append(ids)
    return pages


def needed_searches(task: Task) -> list[dict[str, Any]]:
    """The search claims the task's reference earns: for each search of the reference that
    uses fuzzy or regex mode, a field or a later page, and each evidence record it returns, a
    claim that the record needs that kind of search -- kept only where the validator's own
    check holds (:func:`mobile_env.validation.search_claim_problems`: the plain query, the
    same pattern in fixed mode over every field on page 1, misses the record or buries it past
    page 1). So a task says which searches it needs, and a search the reference made out of
    habit claims nothing.

    Args:
        task: a validated task with evidence records and a reference solution.

    Returns:
        The claims as task-file dicts, in reference order, each once.
    """
    from mobile_env.validation import search_claim_problems, searched_ids

    evidence = {e.record_id for e in task.evidence if e.record_id}
    data = task.model_dump(mode="json")
    claims: list[dict[str, Any]] = []
    for call in (c for step in task.reference_solution for c in step):
        args = call.arguments
        needs = search_needs(args) if "pattern" in args else []
        if not needs:
            continue
        spec = {"name": call.name, "arguments": args}
        reached = [rid for rid in searched_ids(task, spec) if rid in evidence]
        for need in needs:
            for record_id in reached:
                claim = {"record_id": record_id, "needs": need, "call": spec,
                         "obvious": args["pattern"] if need in ("fuzzy", "regex") else None}
                if claim not in claims and not search_claim_problems(
                        Task.model_validate({**data, "search_claims": [claim]})):
                    claims.append(claim)
    return claims


def render(suite: Suite, tasks: Sequence[Task]) -> str:
    """The suite file's text: one version-2 task line per task (:mod:`mobile_env.task_format.lines`)."""
    defaults, worlds = default_settings(), whole_worlds(source_worlds())
    return "".join(json.dumps(compact(t.model_dump(mode="json", exclude_unset=suite.as_written),
                                      defaults, worlds), ensure_ascii=False) + "\n"
                   for t in tasks)


def summary(tasks: Sequence[Task]) -> str:
    caps = Counter(t.capability for t in tasks)
    checkers = Counter(t.checker for t in tasks)
    return f"{len(tasks)} tasks: {dict(sorted(caps.items()))}, {dict(sorted(checkers.items()))}"


def main(argv: Sequence[str] | None = None) -> int:
    parser = Parser(
        prog="mobile-env tasks build", formatter_class=argparse.RawDescriptionHelpFormatter,
        description="Rebuild hand-written suites from their sources "
                    "(mobile_env.suites.authoring):\n"
                    "validate every task, replay its reference, and write <suite>.jsonl, byte\n"
                    "for byte what ships.", epilog=__doc__.split("\n\n")[1])
    parser.add_argument("suites", nargs="*", metavar="SUITE",
                        help=f"suites to build (default: all of {', '.join(SUITES)})")
    parser.add_argument("--no-check", action="store_true",
                        help="only validate the schema; skip the grounding and replay checks")
    parser.add_argument("--compare", action="store_true",
                        help="write nothing; exit 1 unless each rebuilt suite equals its file")
    parser.add_argument("--out", type=Path, default=None,
                        help="folder to write <suite>.jsonl into (default: the built-in suites' "
                             "folder of a checkout; an installed package is never rewritten)")
    args = parser.parse_args(argv)
    unknown = [name for name in args.suites if name not in SUITES]
    if unknown:
        parser.error(f"no hand-written suite {', '.join(unknown)}; choose from {', '.join(SUITES)} "
                     "(generated suites: 'mobile-env tasks generate')")
    out = args.out or tasks_dir()
    if not args.compare and args.out is None and not (out.parent / "pyproject.toml").is_file():
        parser.error(f"{out} is an installed package's copy of the suites, not a checkout's: "
                     "give --out DIR to write the rebuilt suites elsewhere")
    status = 0
    for data in source_worlds():
        path = out / WORLDS_FOLDER / f"{world_ref(data)}.json"
        if not args.compare and path.exists() and path.read_text(encoding="utf-8") != \
                world_text(data):
            print(f"world {world_ref(data)} changed: give it a new version (lines that name "
                  f"{world_ref(data)} keep meaning what they meant)", file=sys.stderr)
            status = 1
            continue
        status |= _write_or_compare(path, world_text(data), args.compare, "world")
    for name in args.suites or list(SUITES):
        suite = SUITES[name]
        try:
            tasks = build(suite, check=not args.no_check)
        except BuildError as exc:
            print(exc, file=sys.stderr)
            status = 1
            continue
        status |= _write_or_compare(out / f"{name}.jsonl", render(suite, tasks), args.compare,
                                    summary(tasks))
    return status


def _write_or_compare(path: Path, text: str, compare: bool, what: str) -> int:
    """Compare ``text`` with ``path`` (1 when they differ) or write it there (0)."""
    if compare:
        same = path.exists() and path.read_text(encoding="utf-8") == text
        print(f"{path.stem}: {'same as' if same else 'DIFFERS from'} {path} ({what})")
        return int(not same)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    print(f"wrote {path}: {what}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
