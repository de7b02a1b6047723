"""Re-scoring behind ``mobile-env rescore`` (:mod:`mobile_env.evaluation.rescore_cli` parses its
options): the episodes an ``eval`` recorded, replayed from their actions, checked against the
recorded observations and scored under another reward, as a results JSON of the shape ``eval``
writes.
"""

from __future__ import annotations

import argparse
import json
import re
import time
from pathlib import Path
from typing import Any, Sequence

import gymnasium

from mobile_env import trajectory
from mobile_env.evaluation import diagnostics as dg
from mobile_env.evaluation.metrics import mobilepa_group
from mobile_env.evaluation.runner import (parse_reward, print_results, recorded_outcome,
                                          results_document, run_results, write_atomically)
from mobile_env.readonly import thaw
from mobile_env.reward_registry import Reward, resolve
from mobile_env.task_format import Task, available_suites, find_task
from mobile_env.task_format.loading import resolve_tasks
from mobile_env.trajectory import Trajectory


class RescoreError(ValueError):
    """Trajectories that cannot be rescored as one evaluation; the message says which and why."""


def rescore(items: Sequence[Trajectory], reward: str | Reward,
            tasks: Sequence[Task]) -> dict[str, Any]:
    """Replay every recorded episode and score it with ``reward``, as a live ``eval`` would have.

    Args:
        items: the trajectories of one evaluation (each run's label in ``extra["run"]``; 0 if
            absent).
        reward: a registered reward's name or a reward.
        tasks: the tasks the trajectories played, in the evaluation's order.

    Returns:
        ``{"runs", "summary"}`` as :func:`mobile_env.evaluation.runner.run_results` gives them;
        a run's ``seed`` is the evaluation's (recovered from the episodes' env seeds and task
        positions), None when the file does not record them.

    Raises:
        RescoreError: an episode that is not one of ``tasks``, two episodes of a task in one run,
            or a bad run label.
        trajectory.ReplayMismatch: a replay whose observations differ from the recorded ones.
    """
    by_id = {t.id: t for t in tasks}
    position = {t.id: g for g, t in enumerate(tasks)}
    score = resolve(reward)
    entries: dict[tuple[int, int], dict[str, Any]] = {}
    seeds: dict[int, int] = {}
    for number, item in enumerate(items, start=1):
        if item.task_id not in by_id:
            raise RescoreError(f"trajectory {number} plays {item.task_id!r}, which is not among "
                               "the given tasks")
        run, task = _run(item, number), by_id[item.task_id]
        if (run, position[task.id]) in entries:
            raise RescoreError(f"trajectory {number} is a second episode of {task.id!r} in run "
                               f"{run}: give the trajectories of one `mobile-env eval`")
        try:
            episode = trajectory.replay(item, by_id)
        except (ValueError, TypeError, gymnasium.error.Error) as exc:  # its env_config or seed
            raise RescoreError(f"trajectory {number} ({task.id}) cannot be replayed: "
                               f"{exc}") from None
        outcome = score(episode)
        entries[run, position[task.id]] = {
            **recorded_outcome(item), "reward": float(outcome.value),
            "breakdown": thaw(outcome.breakdown), "capability": task.capability,
            "group": mobilepa_group(task.capability, task.skill_setting)}
        index = _index(item)
        if item.seed is not None and index is not None:
            seeds.setdefault(run, item.seed - index)
    runs = 1 + max((run for run, _ in entries), default=-1)
    episodes = [[entries[run, g] for g in range(len(tasks)) if (run, g) in entries]
                for run in range(runs)]
    return run_results(episodes, [seeds.get(run) for run in range(runs)])


def _run(item: Trajectory, number: int) -> int:
    """The run an episode belongs to (its ``run`` label, checked as the report checks it)."""
    try:
        return dg.from_trajectory(item).run
    except ValueError as exc:
        raise RescoreError(f"trajectory {number}: {exc}") from None


def _index(item: Trajectory) -> int | None:
    """The task's position in the evaluation that recorded the episode, if it was labelled."""
    index = item.extra.get("index")
    return index if type(index) is int and index >= 0 else None


def recorded_tasks(items: Sequence[Trajectory], suite: str | None = None) -> list[Task]:
    """The tasks the trajectories played: ``suite``'s (a built-in name or a .jsonl path) in its
    order, else each found among the built-in suites (first in the suite its trajectory names)
    and ordered by the position ``eval`` ran it at, then by first appearance.

    Args:
        items: the trajectories.
        suite: where the tasks are, if not in the built-in suites by id.

    Returns:
        Each task once, in the evaluation's order.

    Raises:
        RescoreError: a task that ``suite`` or the built-in suites do not have.
    """
    played = {item.task_id: _index(item) for item in reversed(items)}
    if suite is not None:
        tasks = [t for t in resolve_tasks(suite) if t.id in played]
        missing = sorted(played.keys() - {t.id for t in tasks})
        if missing:
            raise RescoreError(f"suite {suite!r} has no task {missing[0]!r} "
                               f"({len(missing)} of the recorded tasks are not in it)")
        return tasks
    first = {task_id: n for n, task_id in reversed(list(enumerate(i.task_id for i in items)))}
    order = sorted(played, key=lambda task_id: (played[task_id] is None,
                                                played[task_id] or 0, first[task_id]))
    suites = {item.task_id: item.suite for item in items}
    return [_builtin_task(task_id, suites[task_id]) for task_id in order]


def _builtin_task(task_id: str, suite: str) -> Task:
    try:
        return find_task(task_id, suite if suite in available_suites() else None)
    except KeyError:  # not in the suite it names (a generated split): look in every suite
        try:
            return find_task(task_id)
        except KeyError:
            raise RescoreError(f"no built-in suite has the task {task_id!r}; give its suite "
                               "with --suite") from None


def default_out(path: Path, reward: str) -> Path:
    """Where the results go without ``--out``.

    Args:
        path: the trajectory file (``runs/x.trajectories.jsonl``).
        reward: the ``--reward`` text (``r``).

    Returns:
        ``runs/x.rescored-r.json``, a composite's JSON made file-name safe.
    """
    stem = path.name.removesuffix(".jsonl").removesuffix(".trajectories")
    return path.with_name(f"{stem}.rescored-{re.sub(r'[^A-Za-z0-9_.-]+', '_', reward)}.json")


def run(args: argparse.Namespace, parser: argparse.ArgumentParser) -> int:
    """The command once its options are parsed (:mod:`mobile_env.evaluation.rescore_cli`).

    Args:
        args: the parsed options.
        parser: their parser, for its one-line usage errors.

    Returns:
        The exit status.
    """
    started = time.perf_counter()
    try:
        reward = parse_reward(args.reward)
        items = trajectory.read(args.trajectories)
        if not items:
            parser.error(f"{args.trajectories} holds no trajectory")
        tasks = recorded_tasks(items, args.suite)
        result = rescore(items, reward, tasks)
    except KeyError as exc:
        parser.error(str(exc.args[0]))
    except (ValueError, trajectory.ReplayMismatch) as exc:
        parser.error(f"{exc}{_replay_hint(args.trajectories, exc)}")
    suites = {item.suite for item in items}
    labels = items[0].extra
    config = {"suite": args.suite or (suites.pop() if len(suites) == 1 else None),
              "agent": labels.get("agent", args.trajectories.stem),
              **({"model": labels["model"]} if "model" in labels else {}),
              "runs": len(result["runs"]), "reward": args.reward,
              "rescored": str(args.trajectories),
              "recorded_reward": sorted({item.reward_name for item in items})}
    document = results_document(config, tasks, result, time.perf_counter() - started)
    out = args.out or default_out(args.trajectories, args.reward)
    write_atomically(out, json.dumps(document, ensure_ascii=False, indent=1, default=str) + "\n")
    print_results(document, str(config["suite"] or args.trajectories))
    print(f"rescored {sum(len(r['episodes']) for r in document['runs'])} episodes with "
          f"{args.reward}\ntrajectories: {args.trajectories}\nresults: {out}")
    return 0


def _replay_hint(path: Path, exc: Exception) -> str:
    if isinstance(exc, trajectory.ReplayMismatch):
        return (f" (the task or the env changed since it was recorded; `mobile-env replay "
                f"{path}` shows every episode that differs)")
    return ""
