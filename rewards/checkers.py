"""``task_checker``: each task judged by the primary checker it was annotated with.

MobilePA-Bench fixes one checker per task before evaluation (its verification bucket), so the
env's default reward reads ``task.checker`` instead of imposing one rule on every suite. SPIEval
tasks (``gold_calls``) get exactly ``spieval_exact``: same value, same breakdown.
"""

from __future__ import annotations

from mobile_env.episode import EpisodeRecord
from rewards.base import RewardResult, get, register

#: The registered reward behind each value of ``Task.checker``.
CHECKERS: dict[str, str] = {"gold_calls": "spieval_exact", "tool_calls": "tool_calls",
                            "state_change": "state_change"}


@register("task_checker")
def task_checker(episode: EpisodeRecord) -> RewardResult:
    """The task's own primary checker applied to the episode."""
    return get(CHECKERS[episode.task.checker])(episode)
