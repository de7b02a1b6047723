"""MobilePlanner: a Gymnasium environment in which an LLM plans tool calls on a phone.

``import mobile_env`` registers ``MobilePlanner-v0``; ``gym.make("MobilePlanner-v0", ...)``
takes the keyword arguments of :class:`mobile_env.env.MobilePlannerEnv`. The registration
happens at once when Gymnasium is already imported, else the moment Gymnasium's registry is
imported, whichever comes first: importing the package does not import Gymnasium (nor NumPy),
so a command that makes no env -- ``mobile-env --help`` above all -- does not wait for them.
"""

from __future__ import annotations

import sys
from importlib.abc import MetaPathFinder
from importlib.machinery import ModuleSpec
from types import ModuleType
from typing import Any, Sequence

__version__ = "0.2.0"
ENV_ID = "MobilePlanner-v0"
#: The Gymnasium module that holds the registry ``gym.make`` reads.
_GYM_REGISTRATION = "gymnasium.envs.registration"


def _register() -> None:
    """Register :data:`ENV_ID` with Gymnasium, once."""
    from gymnasium.envs.registration import register, registry

    if ENV_ID not in registry:
        # No max_episode_steps here: the step limit is the task's (SPIEval 50, MobilePA 15).
        register(id=ENV_ID, entry_point="mobile_env.env:MobilePlannerEnv",
                 vector_entry_point="mobile_env.vector:MobileVectorEnv")


class _RegisterWithGymnasium(MetaPathFinder):
    """Finds Gymnasium's registry module as the path finder does, and registers the env as soon
    as that module has run, before any code can call ``gym.make``; then leaves the import
    system as it was."""

    def find_spec(self, name: str, path: Sequence[str] | None,
                  target: ModuleType | None = None) -> ModuleSpec | None:
        if name != _GYM_REGISTRATION:
            return None
        sys.meta_path.remove(self)
        spec = next((found for finder in sys.meta_path
                     if (found := finder.find_spec(name, path, target)) is not None), None)
        if spec is not None and spec.loader is not None:
            run = spec.loader.exec_module

            def run_then_register(module: ModuleType) -> None:
                run(module)
                _register()

            spec.loader.exec_module = run_then_register  # type: ignore[method-assign]
        return spec


if _GYM_REGISTRATION in sys.modules:
    _register()
elif not any(isinstance(finder, _RegisterWithGymnasium) for finder in sys.meta_path):
    sys.meta_path.insert(0, _RegisterWithGymnasium())


def __getattr__(name: str) -> Any:
    if name == "MobilePlannerEnv":
        from mobile_env.env import MobilePlannerEnv

        return MobilePlannerEnv
    if name == "MobileVectorEnv":
        from mobile_env.vector import MobileVectorEnv

        return MobileVectorEnv
    raise AttributeError(name)


__all__ = ["ENV_ID", "MobilePlannerEnv", "MobileVectorEnv", "__version__"]
