"""Reward shaping offline: roll out once, save trajectories, re-score them with many rewards.

Three scripted agents (oracle = upper bound, heuristic = rule-based floor, random = chance) play
the spieval-core suite (the demo suite if it is absent) through the batched rollout loop. Their
episodes are saved as trajectory JSONL, read back, replayed (byte-identical observations are
checked) and scored with every registered reward that applies to the suite's tasks
(``rewards.checkers.applies_to``: MobilePA's checkers and gates are left out on SPIEval tasks)
plus a composition built here -- without a single new rollout. The table shows how each reward
ranks the agents: a useful shaped reward keeps oracle > heuristic > random while separating the
agents that exact match scores alike.

    python examples/reward_shaping.py              # trajectories in a temporary folder
    python examples/reward_shaping.py runs/shaping # or keep them
"""

from __future__ import annotations

import sys
import tempfile
import time
from pathlib import Path

from mobile_env import rewards
from mobile_env import trajectory
from mobile_env.agents import get_agent
from mobile_env.rollout import agent_policy, collect
from mobile_env.task_format import Task, available_suites, load_suite
from mobile_env.evaluation.tables import console
from mobile_env.rewards import Reward, gated, weighted
from mobile_env.rewards.checkers import applies_to

AGENTS = ("oracle", "heuristic", "random")


def suite_tasks() -> tuple[str, tuple[Task, ...]]:
    name = "spieval-core" if "spieval-core" in available_suites() else "demo"
    return name, load_suite(name)


def my_reward() -> Reward:
    """A composition of our own: exact match, plus partial credit that only counts when every
    call was well formed, minus a stiffer step cost than ``spieval_shaped`` uses."""
    return weighted({"spieval_exact": 1.0, gated("partial_credit", "well_formed"): 0.3,
                     "step_cost": 0.5}, name="my_shaped")


def record(tasks: tuple[Task, ...], folder: Path) -> dict[str, Path]:
    """One trajectory file per agent: the only rollouts this example makes."""
    files = {}
    for name in AGENTS:
        policy = agent_policy(lambda name=name: get_agent(name, tasks=tasks, seed=0))
        files[name] = folder / f"{name}.jsonl"
        trajectory.write(files[name], (trajectory.from_rollout(r, agent=name)
                                       for r in collect(policy, tasks, seed=0)))
    return files


def rescore_all(files: dict[str, Path], tasks: tuple[Task, ...],
                scorers: dict[str, Reward]) -> dict[str, dict[str, float]]:
    """Mean of every reward per agent; each episode is replayed once and scored many times."""
    by_id = {t.id: t for t in tasks}
    table = {}
    for agent, path in files.items():
        episodes = [trajectory.replay(t, by_id) for t in trajectory.read(path)]  # strict: exact
        table[agent] = {name: sum(fn(e).value for e in episodes) / len(episodes)
                        for name, fn in scorers.items()}
    return table


def applicable(tasks: tuple[Task, ...]) -> dict[str, Reward]:
    """The registered rewards that mean something on every one of ``tasks``, and ours."""
    return {name: rewards.get(name) for name in rewards.names()
            if all(applies_to(name, task) for task in tasks)} | {"my_shaped": my_reward()}


def format_table(table: dict[str, dict[str, float]], suite: str) -> str:
    rows = list(next(iter(table.values())))
    return console([(f"Mean reward per episode on {suite}, by agent", ["Reward", *table],
                     [[row, *(f"{table[agent][row]:.3f}" for agent in table)] for row in rows])])


def main(argv: list[str]) -> None:
    started = time.perf_counter()
    suite, tasks = suite_tasks()
    folder = Path(argv[0]) if argv else Path(tempfile.mkdtemp(prefix="reward_shaping_"))
    files = record(tasks, folder)
    rolled = time.perf_counter()
    scorers = applicable(tasks)
    table = rescore_all(files, tasks, scorers)
    print(f"{len(tasks)} {suite} tasks x {len(AGENTS)} agents; trajectories in {folder}")
    print(format_table(table, suite))
    print(f"rollouts {rolled - started:.1f}s; replay + {len(scorers)} rewards "
          f"{time.perf_counter() - rolled:.1f}s (no new rollouts)")


if __name__ == "__main__":
    main(sys.argv[1:])
