"""Agents that play the env: scripted baselines and model-backed batched policies.

:func:`get_agent` builds one by name from whatever the caller can offer (``tasks``, ``seed``):
each agent takes only the keywords its constructor declares, so an agent that does not ask for
the tasks -- the heuristic -- cannot see gold answers even by accident.

Model-backed players are batched policies (:mod:`mobile_env.rollout`), not per-episode agents: a
model generates for every live episode at once. :func:`get_policy` builds them by name; their
modules are imported on first use, so listing or running the scripted agents never loads torch.
"""

from __future__ import annotations

import importlib
import inspect
from typing import Any, Callable

from mobile_env.agents.base import Agent
from mobile_env.helptext import unknown_name
from mobile_env.agents.heuristic import HeuristicAgent
from mobile_env.agents.oracle import OracleAgent
from mobile_env.agents.random_agent import RandomAgent

AGENTS: dict[str, Callable[..., Agent]] = {
    "oracle": OracleAgent,
    "random": RandomAgent,
    "heuristic": HeuristicAgent,
}

#: Batched policies: name -> "module:factory" (imported lazily; ``hf`` needs the ``train`` extra).
POLICIES: dict[str, str] = {
    "hf": "mobile_env.agents.hf:HFPolicy",
    "openai": "mobile_env.agents.openai_agent:OpenAIPolicy",
}


def get_agent(name: str, **offered: Any) -> Agent:
    """The agent ``name``, given the subset of ``offered`` keywords its constructor accepts."""
    try:
        factory = AGENTS[name]
    except KeyError:
        raise KeyError(unknown_name("agent", name, sorted(AGENTS),
                                    "mobile-env eval --help")) from None
    accepted = inspect.signature(factory).parameters
    return factory(**{k: v for k, v in offered.items() if k in accepted})


def get_policy(name: str, **offered: Any) -> Callable[..., Any]:
    """The batched policy ``name``, given the subset of ``offered`` keywords it accepts."""
    try:
        module, attribute = POLICIES[name].split(":")
    except KeyError:
        raise KeyError(unknown_name("policy", name, sorted(POLICIES),
                                    "mobile-env eval --help")) from None
    factory = getattr(importlib.import_module(module), attribute)
    accepted = inspect.signature(factory).parameters
    policy: Callable[..., Any] = factory(**{k: v for k, v in offered.items() if k in accepted})
    return policy


__all__ = ["AGENTS", "POLICIES", "Agent", "HeuristicAgent", "OracleAgent", "RandomAgent",
           "get_agent",
           "get_policy"]
