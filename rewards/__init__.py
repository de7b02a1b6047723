"""Rewards: plain callables over an :class:`~mobile_env.episode.EpisodeRecord`, registered by name."""

from rewards.base import Reward, RewardResult, get, names, register, resolve
from rewards import gold_calls  # noqa: F401  (registers spieval_exact)
from rewards import shaping  # noqa: F401  (registers the shaping terms and spieval_shaped)
from rewards import tool_calls, state_change, checkers  # noqa: F401  (MobilePA checkers, task_checker)
from rewards.compose import gated, maximum, minimum, weighted
from rewards.shaping import step_rewards

__all__ = ["Reward", "RewardResult", "gated", "get", "maximum", "minimum", "names", "register",
           "resolve", "step_rewards", "weighted"]
