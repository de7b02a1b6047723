"""Replaying trajectory files behind ``mobile-env replay`` (:mod:`mobile_env.replay_cli` parses its
options): every episode re-run in a fresh env from its recorded actions, its observations
checked against the recorded ones, and re-scored.
"""

from __future__ import annotations

import argparse
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Iterable

import gymnasium

from mobile_env import trajectory
from mobile_env.task_format import (Task, TaskFileError, available_suites, find_task, load_suite,
                                    load_tasks)
from mobile_env.trajectory import Trajectory, TrajectoryFileError
from mobile_env.rewards import get as get_reward


@dataclass(frozen=True, slots=True)
class FileSummary:
    path: str
    episodes: int
    original: float
    rescored: float
    mismatched_steps: int
    mismatched_episodes: int

    def line(self, reward: str) -> str:
        """The summary: the file and its episodes, then one indented line per figure."""
        return (f"{self.path}: {self.episodes} episodes\n"
                f"  mean reward: {self.original:.4f} as recorded, {self.rescored:.4f} re-scored "
                f"({reward})\n"
                f"  mismatched observations {self.mismatched_steps} (in "
                f"{self.mismatched_episodes} episodes)")


class TaskBook:
    """Tasks by id: the given ones, or found among the built-in suites by the trajectory's task
    id (its ``suite`` field names the task's suite, which for a generated split is not the split's
    name), loaded on first use."""

    def __init__(self, given: Iterable[Task] | None) -> None:
        self.fixed = given is not None
        self.tasks: dict[str, Task] = {t.id: t for t in given or ()}

    def lookup(self, item: Trajectory) -> dict[str, Task]:
        if not self.fixed and item.task_id not in self.tasks:
            suite = item.suite if item.suite in available_suites() else None
            try:
                self.tasks[item.task_id] = find_task(item.task_id, suite)
            except KeyError:  # not in the suite it names: look in every built-in suite
                self.tasks[item.task_id] = find_task(item.task_id)
        return self.tasks


def rescore_file(path: Path, reward: str | None,
                 book: TaskBook) -> tuple[FileSummary, list[Trajectory]]:
    """Replay and re-score every trajectory of ``path``; the summary and re-scored trajectories."""
    items = trajectory.read(path)
    original, rescored, mismatched, rescored_items = [], [], [], []
    for number, item in enumerate(items, start=1):
        name = reward or item.reward_name
        try:
            episode = trajectory.replay(item, book.lookup(item), strict=False)
        except (ValueError, TypeError, gymnasium.error.Error) as exc:  # its env_config or seed
            raise TrajectoryFileError(f"{path}: trajectory {number} ({item.task_id}) cannot "
                                      f"be replayed: {exc}") from None
        outcome = get_reward(name)(episode)
        original.append(item.reward)
        rescored.append(float(outcome.value))
        mismatched.append(len(trajectory.mismatched_steps(item, episode)))
        rewards = [0.0] * (len(item.rewards) - 1) + [float(outcome.value)]
        rescored_items.append(replace(item, rewards=rewards, reward_name=name,
                                      reward_breakdown=outcome.breakdown))
    summary = FileSummary(str(path), len(items), _mean(original), _mean(rescored),
                          sum(mismatched), sum(m > 0 for m in mismatched))
    return summary, rescored_items


def _mean(values: list[float]) -> float:
    return sum(values) / len(values) if values else 0.0


def _given_tasks(suite: str | None, tasks: Path | None) -> list[Task] | None:
    if tasks is not None:
        return load_tasks(tasks)
    if suite is not None:
        path = Path(suite)
        return (load_tasks(path) if path.suffix == ".jsonl" and path.exists()
                else list(load_suite(suite)))
    return None


def run(args: argparse.Namespace, parser: argparse.ArgumentParser) -> int:
    """The command once its options are parsed (:mod:`mobile_env.replay_cli`).

    Args:
        args: the parsed options.
        parser: their parser, for its one-line usage errors.

    Returns:
        The exit status.
    """
    if args.reward is not None:
        try:
            get_reward(args.reward)
        except KeyError as exc:
            parser.error(str(exc.args[0]))
    try:
        book = TaskBook(_given_tasks(args.suite, args.tasks))
        results = [rescore_file(path, args.reward, book) for path in args.files]
    except (TaskFileError, TrajectoryFileError, KeyError) as exc:
        parser.error(str(exc.args[0]) if isinstance(exc, KeyError) else str(exc))
    for summary, _ in results:
        print(summary.line(args.reward or "as recorded"))
    if args.out is not None:
        count = trajectory.write(args.out, (t for _, items in results for t in items))
        print(f"{count} re-scored trajectories in {args.out}")
    return 1 if any(summary.mismatched_steps for summary, _ in results) else 0
