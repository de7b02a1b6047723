"""Shared fixtures: an env on the demo task and a helper that makes one JSON tool call."""

from __future__ import annotations

import json
from typing import Any

import gymnasium as gym
import pytest

import mobile_env  # noqa: F401  (registers MobilePlanner-v0)


@pytest.fixture
def env() -> Any:
    """A freshly reset ``MobilePlanner-v0`` on the default (demo) suite, standard setting, with
    ``gym.make``'s default wrappers (order enforcing, passive checker)."""
    environment = gym.make("MobilePlanner-v0")
    environment.reset(seed=0)
    yield environment
    environment.close()


def call(env: Any, tool: str, /, **arguments: Any) -> dict[str, Any]:
    """Step ``env`` with one JSON call and return the parsed observation dict.

    ``tool`` is positional-only so tools with a ``name`` argument can be called as
    ``call(env, "Contacts_Create", name=..., telephone=...)``.
    """
    observation, _, _, _, _ = env.step(json.dumps({"name": tool, "arguments": arguments}))
    return json.loads(observation)
