"""What every seeded task generator shares: the loop that keeps distinct, verified tasks, the
split sides, and the command line (``--suite --n --seed --side --out --exclude --no-verify
--quiet``).

A generator supplies ``build(index)`` (the task or tasks of one seeded index, e.g. an SOR/MTSR
pair) and ``content_hash`` (what makes two tasks the same within a split). A split is generated
for one *side*, ``train`` or ``test``: each instruction template of a generator's tables belongs
to one side (:func:`template_side`), and so does each profile world, so a test split shares
neither a template nor a world with training (:mod:`mobile_env.generation.disjoint` checks it).
A MobilePA split repeats no instruction text while its tables have unused ones
(:func:`distinct_tasks`).
``--exclude`` additionally drops tasks that share something with another file: their content
hashes, or, for a generator that passes ``split_keys``, the keys of
:func:`mobile_env.generation.disjoint.keys` (world, instruction text, template and tool sequence).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any, Callable, Collection, Iterable, Literal, Sequence

from tqdm import tqdm

from mobile_env.cli_args import int_at_least, Parser
from mobile_env.task_format.schema import Task

Progress = Callable[[Iterable[int]], Iterable[int]]
#: The keys of a task that a test split must not share with its training split.
SplitKeys = Callable[[Task], Iterable[str]]
Side = Literal["train", "test"]
SIDES: tuple[Side, ...] = ("train", "test")


def template_side(index: int) -> Side:
    """The side template ``index`` of a table belongs to: every third (0, 3, ...) is held out for
    test splits, the others train, so a table of two or more templates serves both sides."""
    return "test" if index % 3 == 0 else "train"


def templates_of(templates: Sequence[str], side: Side) -> list[str]:
    """The templates of ``templates`` that belong to ``side`` (a table needs two or more)."""
    mine = [t for i, t in enumerate(templates) if template_side(i) == side]
    if not mine:
        raise ValueError(f"no {side} template among {list(templates)}: a table needs at least two")
    return mine


#: How many indices in a row a generator skips for repeating an instruction text of its split
#: before it takes a task whose text repeats (its content still new): a scenario whose phrasings
#: and slot values are all used up cannot stall the loop.
TEXT_RETRIES = 8


class RepeatedText(Exception):
    """Raised by a build when its instruction text is one its split has already said, before the
    task is assembled (validated, its reference replayed), so that a redraw costs little."""


def check_text(text: str, said: Collection[str]) -> None:
    """Raise :class:`RepeatedText` if ``text`` is in ``said``."""
    if text in said:
        raise RepeatedText(text)


def instructions(group: Sequence[Task]) -> list[str]:
    """The instruction texts of ``group``, for the rule that a split repeats none."""
    return [t.instruction for t in group]


def fresh(group: Sequence[Task], said: set[str]) -> bool:
    """Whether no task of ``group`` repeats an instruction text of ``said`` or of the group."""
    texts = instructions(group)
    return len(set(texts)) == len(texts) and said.isdisjoint(texts)


#: The task or tasks of one seeded index, given the instruction texts they must not repeat: a
#: build may raise :class:`RepeatedText` as soon as it knows its text, or ignore them.
Build = Callable[[int, Collection[str]], Sequence[Task]]


def distinct_tasks(n: int, build: Build,
                   content_hash: Callable[[Task], str],
                   *, exclude: frozenset[str] | set[str] = frozenset(), verify: bool = True,
                   progress: Progress | None = None,
                   split_keys: SplitKeys | None = None, fresh_texts: bool = False) -> list[Task]:
    """The first ``n`` tasks of ``build(0, ...), build(1, ...), ...``: a group whose content was
    seen before (or is in ``exclude``) is skipped whole and the next index is used; with
    ``fresh_texts`` so is a group that repeats an instruction text of the split (the build is
    given the split's texts and may refuse early), unless the :data:`TEXT_RETRIES` indices before
    it were all skipped for that (then it is given none); the last group is cut at ``n``.

    Args:
        n: how many tasks.
        build: the task or tasks of one seeded index (:data:`Build`).
        content_hash: what makes two tasks the same.
        exclude: content hashes no task may have, or, with ``split_keys``, keys none may have.
        verify: each task must pass :func:`mobile_env.validation.validate_task` or this raises.
        progress: wraps the task count, e.g. in a progress bar.
        split_keys: the keys of a task that ``exclude`` holds instead of content hashes.
        fresh_texts: redraw a group that repeats an instruction text of the split.

    Returns:
        The tasks, in index order.
    """
    if verify:
        from mobile_env.validation import validate_task  # imports the env: only when verifying
    seen = set() if split_keys else set(exclude)
    said: set[str] = set()
    tasks: list[Task] = []
    ticks = iter(progress(range(n))) if progress else None
    index = repeats = 0
    while len(tasks) < n:
        checking = fresh_texts and repeats < TEXT_RETRIES
        try:
            group = build(index, said if checking else frozenset())
        except RepeatedText:
            index, repeats = index + 1, repeats + 1
            continue
        index += 1
        keys = [content_hash(t) for t in group]
        if any(k in seen for k in keys) or (split_keys is not None and exclude and any(
                not exclude.isdisjoint(split_keys(t)) for t in group)):
            continue
        if checking and not fresh(group, said):
            repeats += 1
            continue
        repeats = 0
        seen.update(keys)
        said.update(instructions(group))
        for task in group[: n - len(tasks)]:
            if verify and (problems := validate_task(task)):
                raise AssertionError(f"generated task {task.id} is invalid: {problems}")
            tasks.append(task)
            if ticks is not None:
                next(ticks, None)
    return tasks


def generator_for(argv: Sequence[str]) -> str:
    """The generator module (in this package) for ``--suite``: MobilePA suites ("mobilepa*")
    have their own; the benchmark's composer also makes its training set ("mobilepa-rl*")."""
    suite = next((a.split("=", 1)[1] for a in argv if a.startswith("--suite=")),
                 next((b for a, b in zip(argv, argv[1:]) if a == "--suite"), ""))
    if suite.startswith("mobilepa-capabilities"):
        return "mobilepa_capabilities_generator"
    if suite.startswith(("mobilepa-bench", "mobilepa-rl")):
        return "mobilepa_bench"
    return "mobilepa_generator" if suite.startswith("mobilepa") else "generator"


def built_in_epilog(module: str) -> str:
    """The built-in suites that generator ``module`` makes, as the commands in their manifest."""
    from mobile_env.task_format.generated import read_manifest
    from mobile_env.task_format.loading import tasks_dir

    commands = [entry.command for entry in read_manifest(tasks_dir()).values()
                if generator_for(entry.arguments) == module]
    return "Built-in suites (built on first use):\n" + "".join(f"  {c}\n" for c in commands)


def parser(prog: str, description: str, suite: str, module: str,
           sides: bool = False) -> argparse.ArgumentParser:
    """The shared flags; ``module`` is the generator's, whose built-in suites the help lists;
    ``sides``: the generator takes ``--side`` (its templates and worlds are split by side)."""
    result = Parser(
        prog=prog, description=description + " The same arguments always write the same bytes.",
        epilog=built_in_epilog(module), formatter_class=argparse.RawDescriptionHelpFormatter)
    result.add_argument("--suite", default=suite,
                        help=f"suite name stored in each task (default {suite})")
    result.add_argument("--n", type=int_at_least(1), required=True, help="number of tasks")
    result.add_argument("--seed", type=int, required=True,
                        help="seed; index i uses Random(f'{seed}:{i}')")
    if sides:
        result.add_argument("--side", choices=SIDES, default="train",
                            help="which side's instruction templates and profile worlds to use: "
                                 "a split made with --side test shares none with any train split "
                                 "(default train)")
    result.add_argument("--out", required=True, type=Path, help="output JSONL file")
    result.add_argument("--exclude", action="append", default=[], metavar="SUITE_OR_FILE",
                        help="built-in suite or task file whose tasks (same content hash) must not "
                             "be produced again (repeatable); use it to keep a test split "
                             "disjoint from training")
    result.add_argument("--no-verify", action="store_true",
                        help="skip validating and replaying every task (faster)")
    result.add_argument("--quiet", action="store_true", help="no progress bar")
    return result


def generated(args: argparse.Namespace, generate: Callable[..., list[Task]],
              content_hash: Callable[[Task], str], split_keys: SplitKeys | None = None,
              **knobs: Any) -> list[Task]:
    """The ``args.n`` tasks a generator's parsed command line asks for, with a progress bar;
    the tasks of the ``--exclude`` files are excluded by ``split_keys`` when given, else by
    content hash."""
    from mobile_env.task_format.loading import resolve_tasks

    excluded = [t for path in args.exclude for t in resolve_tasks(str(path))]
    exclude = (frozenset(k for t in excluded for k in split_keys(t)) if split_keys
               else frozenset(content_hash(t) for t in excluded))
    if getattr(args, "side", None) is not None:
        knobs["side"] = args.side
    return generate(args.n, args.seed, suite=args.suite, exclude=exclude,
                    verify=not args.no_verify, progress=progress_bar(args.quiet, "task"), **knobs)


def progress_bar(quiet: bool, unit: str) -> Callable[[Sequence[Any]], Iterable[Any]]:
    """A generator's progress bar on stderr (none with ``--quiet`` or off a terminal)."""
    return lambda items: tqdm(items, desc="generating", unit=unit, file=sys.stderr,
                              disable=quiet or None)


def write(out: Path, tasks: Sequence[Task]) -> int:
    """Write a generated split to ``out`` (see :func:`mobile_env.task_format.loading.write_tasks`);
    the exit status of ``mobile-env tasks generate``."""
    from mobile_env.task_format.loading import write_tasks

    write_tasks(out, tasks)
    return 0
