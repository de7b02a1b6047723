"""Composing rewards: weighted sums, gates as multipliers, minimum and maximum (F23).

A composite is itself a reward (a pure callable over an episode record), so composites nest and
can be registered by name (``register("mine", weighted({...}))``). Components are given by
registered name or as callables. The breakdown keeps, under each component's name, its value and
its own breakdown, so any logged number can be traced to the term that produced it.

    weighted({"spieval_exact": 1.0, "well_formed": 0.1})
    gated("retrieval_efficiency", "spieval_exact")     # efficiency counts only when correct
    minimum("spieval_exact", my_state_check)           # both must hold
"""

from __future__ import annotations

import json
import math
from contextvars import ContextVar
from typing import Any, Callable, Iterable, Mapping

from mobile_env.episode import EpisodeRecord
from mobile_env.helptext import unknown_name
from mobile_env.reward_registry import Reward, RewardResult, name_of, names, resolve, score

RewardLike = str | Reward
#: What a ``--reward`` option takes (``train grpo``, ``serve``): a registered name, or
#: ``{name: weight, ...}`` for the weighted sum, as a mapping or as its JSON text.
RewardSpec = str | Mapping[str, float]


def from_spec(spec: RewardSpec) -> Reward:
    """The reward a ``--reward`` value names, resolved now (a misspelt name fails here, before a
    server starts or a model loads).

    Args:
        spec: a registered reward name; ``{name: weight, ...}`` for their weighted sum, which
            logs and breakdowns call ``"1*spieval_shaped+0.1*final_reply"``; or such an object
            as JSON text (``'{"spieval_shaped": 1, "final_reply": 0.1}'`` on a command line).

    Returns:
        The reward callable.

    Raises:
        ValueError: an unknown name, text that is a JSON value but not an object, or weights
            that are not finite numbers; the message says which and how to write it.
    """
    if isinstance(spec, str) and spec.lstrip()[:1] in ("{", "[", '"'):
        try:
            spec = json.loads(spec)
        except json.JSONDecodeError as exc:
            raise ValueError(f"reward {spec!r:.60} is not valid JSON ({exc.msg}): write "
                             '{"name": weight, ...}') from None
    if isinstance(spec, str):
        return _registered(spec)
    if not isinstance(spec, Mapping) or not spec:
        raise ValueError(f"a reward is a registered name or a JSON object of weights such as "
                         f'{{"spieval_shaped": 1, "final_reply": 0.1}} (got {spec!r:.60})')
    for name, weight in spec.items():
        if not isinstance(weight, (int, float)) or isinstance(weight, bool) \
                or not math.isfinite(weight):
            raise ValueError(f"the weight of {name!r} must be a finite number (got {weight!r:.40})")
        _registered(name)
    weights: dict[RewardLike, float] = {name: weight for name, weight in spec.items()}
    return weighted(weights, name="+".join(f"{w:g}*{n}" for n, w in spec.items()))


def _registered(name: str) -> Reward:
    """The registered reward ``name``; if none, a ``ValueError`` with the one-line message of
    :func:`mobile_env.helptext.unknown_name`."""
    try:
        return resolve(name)
    except KeyError:
        raise ValueError(unknown_name("reward", name, names(), "mobile-env eval --help")) from None


def weighted(weights: Mapping[RewardLike, float], name: str | None = None) -> Reward:
    """``sum(weight * component)``; weights may be negative (penalties)."""
    parts = _named(weights)
    factors = {n: float(w) for (n, _), w in zip(parts, weights.values())}
    if not all(math.isfinite(w) for w in factors.values()):
        raise ValueError(f"weights must be finite numbers: {factors}")

    def reward(episode: EpisodeRecord) -> RewardResult:
        results = _score_all(parts, episode)
        value = math.fsum(factors[n] * r.value for n, r in results.items())
        return RewardResult(value,
                            {n: {"weight": factors[n], **_entry(r)} for n, r in results.items()})

    return _named_fn(reward,
                     name or "weighted(" + "+".join(f"{w:g}*{n}" for n, w in factors.items()) + ")")


def gated(reward: RewardLike, gate: RewardLike, name: str | None = None) -> Reward:
    """``gate * reward``: with a 0/1 gate, the reward counts only when the gate holds (MobilePA's
    memory and skill gates; or shaping that only pays once the task is solved)."""
    parts = _named([reward, gate])
    (reward_name, _), (gate_name, _) = parts

    def composite(episode: EpisodeRecord) -> RewardResult:
        results = _score_all(parts, episode)
        value = results[gate_name].value * results[reward_name].value
        return RewardResult(value, {"reward": {"name": reward_name, **_entry(results[reward_name])},
                                    "gate": {"name": gate_name, **_entry(results[gate_name])}})

    return _named_fn(composite, name or f"gated({reward_name},{gate_name})")


def minimum(*rewards: RewardLike, name: str | None = None) -> Reward:
    """The lowest component: every check must pass for the composite to pass."""
    return _extreme(min, "minimum", rewards, name)


def maximum(*rewards: RewardLike, name: str | None = None) -> Reward:
    """The highest component: any one acceptable outcome is enough."""
    return _extreme(max, "maximum", rewards, name)


def _extreme(pick: Callable[..., Any], label: str, rewards: tuple[RewardLike, ...],
             name: str | None) -> Reward:
    if not rewards:
        raise ValueError(f"{label}() needs at least one reward")
    parts = _named(dict.fromkeys(rewards))

    def composite(episode: EpisodeRecord) -> RewardResult:
        results = _score_all(parts, episode)
        chosen = pick(results, key=lambda n: results[n].value)  # first one on ties: deterministic
        return RewardResult(results[chosen].value,
                            {"chosen": chosen, **{n: _entry(r) for n, r in results.items()}})

    return _named_fn(composite, name or f"{label}(" + ",".join(n for n, _ in parts) + ")")


def _named(components: Iterable[RewardLike]) -> list[tuple[str, Reward]]:
    """Each component resolved now (a misspelt name fails at composition, not mid-training) and
    given a unique name (two lambdas both called '<lambda>' become '<lambda>' and '<lambda>#2')."""
    out: list[tuple[str, Reward]] = []
    seen: set[str] = set()
    for component in components:
        base = name_of(component)
        label, k = base, 1
        while label in seen:
            k += 1
            label = f"{base}#{k}"
        seen.add(label)
        out.append((label, resolve(component)))
    return out


#: The components scored so far in the outermost composite being scored, by component and
#: episode (each kept, so that its id is not reused meanwhile). A component that two terms share
#: is scored once: ``spieval_shaped`` has ``spieval_exact`` and ``partial_credit`` both as terms
#: and as gates, and each pairs every call with the gold calls. Rewards are pure functions of the
#: record, so sharing changes no value.
_SCORED: ContextVar[dict[tuple[int, int], tuple[EpisodeRecord, RewardResult]] | None] = \
    ContextVar("_SCORED", default=None)


def _score_all(parts: list[tuple[str, Reward]], episode: EpisodeRecord) -> dict[str, RewardResult]:
    scored = _SCORED.get()
    if scored is None:  # the outermost composite: what its components score is kept until it ends
        token = _SCORED.set({})
        try:
            return _score_all(parts, episode)
        finally:
            _SCORED.reset(token)
    return {n: _scored_once(scored, fn, episode) for n, fn in parts}


def _scored_once(scored: dict[tuple[int, int], tuple[EpisodeRecord, RewardResult]],
                 fn: Reward, episode: EpisodeRecord) -> RewardResult:
    key = (id(fn), id(episode))
    if key not in scored:
        scored[key] = (episode, score(fn, episode))
    return scored[key][1]


def _entry(result: RewardResult) -> dict[str, Any]:
    return {"value": result.value, "breakdown": result.breakdown}


def _named_fn(fn: Reward, name: str) -> Reward:
    """Give a composite its name: TRL and the breakdowns of enclosing composites log by it."""
    fn.__name__ = fn.__qualname__ = name
    return fn
