"""What a reward is, and the registry that names them."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable

from mobile_env.episode import EpisodeRecord


@dataclass(frozen=True, slots=True)
class RewardResult:
    value: float
    breakdown: dict[str, Any] = field(default_factory=dict)


Reward = Callable[[EpisodeRecord], RewardResult]

_REGISTRY: dict[str, Reward] = {}


def register(name: str) -> Callable[[Reward], Reward]:
    def wrap(fn: Reward) -> Reward:
        if name in _REGISTRY:
            raise ValueError(f"reward {name!r} is registered twice")
        _REGISTRY[name] = fn
        return fn

    return wrap


def get(name: str) -> Reward:
    try:
        return _REGISTRY[name]
    except KeyError:
        raise KeyError(f"no reward named {name!r}; registered: {', '.join(sorted(_REGISTRY))}") from None


def names() -> list[str]:
    return sorted(_REGISTRY)
