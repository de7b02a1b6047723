"""Rewards: plain callables over an :class:`~mobile_env.episode.EpisodeRecord`, registered by name."""

from rewards.base import Reward, RewardResult, get, names, register
from rewards import gold_calls  # noqa: F401  (registers spieval_exact)

__all__ = ["Reward", "RewardResult", "get", "names", "register"]
