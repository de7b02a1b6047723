"""Agents that play the env: scripted baselines now, model-backed planners later.

:func:`get_agent` builds one by name from whatever the caller can offer (``tasks``, ``seed``):
each agent takes only the keywords its constructor declares, so an agent that does not ask for
the tasks -- the heuristic -- cannot see gold answers even by accident.
"""

from __future__ import annotations

import inspect
from typing import Any, Callable

from mobile_env.agents.base import Agent
from mobile_env.agents.heuristic import HeuristicAgent
from mobile_env.agents.oracle import OracleAgent
from mobile_env.agents.random_agent import RandomAgent

AGENTS: dict[str, Callable[..., Agent]] = {
    "oracle": OracleAgent,
    "random": RandomAgent,
    "heuristic": HeuristicAgent,
}


def get_agent(name: str, **offered: Any) -> Agent:
    """The agent ``name``, given the subset of ``offered`` keywords its constructor accepts."""
    try:
        factory = AGENTS[name]
    except KeyError:
        raise KeyError(f"no agent named {name!r}; available: {', '.join(sorted(AGENTS))}") from None
    accepted = inspect.signature(factory).parameters
    return factory(**{k: v for k, v in offered.items() if k in accepted})


__all__ = ["AGENTS", "Agent", "HeuristicAgent", "OracleAgent", "RandomAgent", "get_agent"]
