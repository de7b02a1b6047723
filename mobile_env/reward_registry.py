"""What a reward is, and the registry that names them.

A reward is a plain, pure callable ``EpisodeRecord -> RewardResult``: it reads the record, never
touches env state and keeps nothing between calls, so the same record always scores the same and
can be re-scored, composed and replayed freely. Names let a config, the
env (``reward="..."``) and TRL's logs refer to the same function.

The registry sits below the env and the rewards: the env resolves a name here, and the built-in
rewards (:mod:`mobile_env.rewards`, which imports every checker) are loaded by module name the
first time the registry is used -- the way Gymnasium resolves an ``entry_point`` string -- so
``import mobile_env.env`` loads no checker, and a name still means one function.
"""

from __future__ import annotations

import importlib
import math
import threading
from dataclasses import dataclass, field
from typing import Any, Callable, overload

from mobile_env.episode import EpisodeRecord
from mobile_env.helptext import unknown_name


@dataclass(frozen=True, slots=True)
class RewardResult:
    """What a reward returns: the scalar ``value`` a trainer optimises, and a ``breakdown`` of
    why (which checks held, what was missing), which evaluation and logs show."""

    value: float
    breakdown: dict[str, Any] = field(default_factory=dict)


Reward = Callable[[EpisodeRecord], RewardResult]

_REGISTRY: dict[str, Reward] = {}
#: The module whose import registers the built-in rewards.
BUILTIN_REWARDS = "mobile_env.rewards"
#: "unloaded", "loading" (the built-in modules are registering) or "loaded".
_builtins = "unloaded"
#: Held while the built-in rewards load: other threads wait for the whole registry, while the
#: loading thread re-enters through :func:`register` (hence reentrant).
_LOADING_LOCK = threading.RLock()


def _load_builtins() -> None:
    """Import the built-in rewards once, before any name is registered or looked up, so that a
    user's name can never shadow a built-in one, whatever the order of imports. Safe from
    threads: a thread that arrives while another loads them waits until they are all
    registered."""
    global _builtins
    if _builtins == "loaded":
        return
    with _LOADING_LOCK:
        if _builtins != "unloaded":  # loaded meanwhile, or being loaded by this very thread
            return
        _builtins = "loading"
        try:
            importlib.import_module(BUILTIN_REWARDS)
        except BaseException:
            _builtins = "unloaded"  # a failed import is retried, and raises, next time
            raise
        _builtins = "loaded"


@overload
def register(name: str) -> Callable[[Reward], Reward]: ...
@overload
def register(name: str, fn: Reward) -> Reward: ...
def register(name: str, fn: Reward | None = None) -> Reward | Callable[[Reward], Reward]:
    """Name a reward: as a decorator (``@register("x")``) or directly (``register("x", composed)``).

    Names are unique so that a logged or configured name means exactly one function.
    """
    _load_builtins()

    def wrap(reward: Reward) -> Reward:
        if name in _REGISTRY:
            raise ValueError(f"reward {name!r} is registered twice")
        _REGISTRY[name] = reward
        return reward

    return wrap if fn is None else wrap(fn)


def get(name: str) -> Reward:
    """The reward registered as ``name``; if none, a ``KeyError`` whose one-line message names
    the closest registered names (:func:`mobile_env.helptext.unknown_name`)."""
    _load_builtins()
    try:
        return _REGISTRY[name]
    except KeyError:
        raise KeyError(unknown_name("reward", name, sorted(_REGISTRY),
                                    "mobile-env eval --help")) from None


def names() -> list[str]:
    """Every registered reward name, sorted."""
    _load_builtins()
    return sorted(_REGISTRY)


def resolve(reward: str | Reward) -> Reward:
    """A reward given by registered name or as a callable, as the callable."""
    return get(reward) if isinstance(reward, str) else reward


def name_of(reward: str | Reward) -> str:
    """The name a reward goes by in breakdowns and logs: its registered name, else ``__name__``."""
    if isinstance(reward, str):
        return reward
    _load_builtins()
    registered = next((n for n, r in _REGISTRY.items() if r is reward), None)
    own: str = getattr(reward, "__name__", type(reward).__name__)
    return registered or own


def score(reward: Reward, episode: EpisodeRecord) -> RewardResult:
    """``reward(episode)``, refusing a non-finite value: a NaN or inf would silently poison every
    sum, gate and advantage it reaches, so it is an error where it is made."""
    result = reward(episode)
    return RewardResult(_finite(reward, episode, float(result.value)), result.breakdown)


def _finite(reward: Reward, episode: EpisodeRecord, value: float) -> float:
    if not math.isfinite(value):
        raise ValueError(f"reward {name_of(reward)!r} returned {value} for task "
                         f"{episode.task.id!r}")
    return value
