"""Rewards: plain callables over an :class:`~mobile_env.episode.EpisodeRecord`, registered by
name."""

from mobile_env.reward_registry import Reward, RewardResult, get, names, register, resolve
from mobile_env.rewards import gold_calls  # noqa: F401  (registers spieval_exact)
from mobile_env.rewards import shaping  # noqa: F401  (registers the shaping terms and spieval_shaped)
# MobilePA checkers, behaviour rubric, gates and task_checker
from mobile_env.rewards import tool_calls, state_change, behaviour, gates, checkers  # noqa: F401
from mobile_env.rewards.compose import from_spec, gated, maximum, minimum, weighted
from mobile_env.rewards.behaviour import set_judge
from mobile_env.rewards.shaping import step_rewards

__all__ = ["Reward", "RewardResult", "from_spec", "gated", "get", "maximum", "minimum", "names",
           "register", "resolve", "set_judge", "step_rewards", "weighted"]
