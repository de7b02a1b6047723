"""MobilePlanner: a Gymnasium environment in which an LLM plans tool calls on a phone.

``import mobile_env`` registers ``MobilePlanner-v0``; ``gym.make("MobilePlanner-v0", ...)``
takes the keyword arguments of :class:`mobile_env.env.MobilePlannerEnv`.
"""

from __future__ import annotations

from typing import Any

from gymnasium.envs.registration import register, registry

__version__ = "0.2.0"
ENV_ID = "MobilePlanner-v0"

if ENV_ID not in registry:
    # No max_episode_steps here: the step limit is the task's (SPIEval 50, MobilePA 15).
    register(id=ENV_ID, entry_point="mobile_env.env:MobilePlannerEnv",
             vector_entry_point="mobile_env.vector:MobileVectorEnv")


def __getattr__(name: str) -> Any:
    if name == "MobilePlannerEnv":
        from mobile_env.env import MobilePlannerEnv

        return MobilePlannerEnv
    if name == "MobileVectorEnv":
        from mobile_env.vector import MobileVectorEnv

        return MobileVectorEnv
    raise AttributeError(name)


__all__ = ["ENV_ID", "MobilePlannerEnv", "MobileVectorEnv", "__version__"]
