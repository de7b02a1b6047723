"""Rollouts on Ray: actors own slices of the vector env, the driver runs the policy (``ray`` extra).

    from mobile_env import ray_rollout

    rollouts = ray_rollout.collect(policy, tasks, group_size=8, seed=0, num_workers=16,
                                   address="auto")   # a cluster started with `ray start`

:func:`collect` is :func:`mobile_env.rollout.collect` -- the same loop, arguments and results --
with the batch's envs spread over ``num_workers`` :class:`EnvWorker` actors, whole GRPO groups
each, placed ``SPREAD`` over the cluster's nodes. The policy stays in the driver (it is the
model), so every turn is one policy call over all live chats, in the same order as in process:
the same tasks, seeds and policy give identical rollouts, record for record.

A worker that dies (its process killed, its node lost) is replaced by a new actor, which resets
its slice with the same seeds and replays each live episode's actions so far; the step that
failed is then sent again. The env is deterministic, so the replayed episodes are the ones that
were lost; finished episodes are not replayed (their rollouts were already returned), so nothing
is lost or returned twice. The policy is not asked again for replayed turns.

Why actors pay off only at scale: an env step costs microseconds and a Ray round trip about a
millisecond, so in-process collection wins on one machine; Ray spreads the envs' memory and CPU
(large suites, thousands of episodes, costly rewards) over a cluster. ``benchmarks/scaling.py``
measures both.
"""

from __future__ import annotations

import contextlib
import os
from dataclasses import dataclass
from typing import Any, Sequence

import numpy as np
import ray
from gymnasium.vector import AutoresetMode, VectorEnv
from gymnasium.vector.utils import batch_space
from ray.exceptions import RayActorError

from mobile_env.env import EndEpisode
from mobile_env.episode import EpisodeRecord
from mobile_env.rollout import BatchPolicy, Rollout
from mobile_env.rollout import collect as collect_locally
from mobile_env.task_format import Task
from mobile_env.vector import MobileVectorEnv

#: How many times one batch replaces dead workers before giving up (a crash loop is a bug).
MAX_REPLACEMENTS = 8


class EnvWorker:
    """Owns a :class:`MobileVectorEnv` over whole groups of the batch (autoreset disabled)."""

    def __init__(self, tasks: Sequence[str | Task], group_size: int,
                 env_kwargs: dict[str, Any]) -> None:
        self.vec = MobileVectorEnv.groups(tasks, group_size, autoreset_mode=AutoresetMode.DISABLED,
                                          **env_kwargs)

    def where(self) -> tuple[str, int]:
        """The Ray node id and process id this worker runs in (for logs and failure drills)."""
        return ray.get_runtime_context().get_node_id(), os.getpid()

    def describe(self) -> tuple[Any, Any, list[tuple[int, int | None]]]:
        """The single-env spaces and each env's ``(page_size, max_errors)``."""
        return (self.vec.single_observation_space, self.vec.single_action_space,
                [(env.page_size, env.max_errors) for env in self.vec.envs])

    def reset(self, seeds: list[int | None]) -> list[tuple[str, dict[str, Any]]]:
        """Reset this worker's envs with one seed each; each env's ``(observation, info)``."""
        observations, infos = self.vec.reset(seed=seeds)
        return list(zip(observations, infos["per_env"]))

    def step(self, actions: list[str | EndEpisode | None]) -> list[Any]:
        """One vector step; per env ``None`` (it sat out) or its result, with the episode record
        once the episode ends."""
        observations, rewards, terminated, truncated, infos = self.vec.step(actions)
        out: list[Any] = []
        for i, action in enumerate(actions):
            if action is None:
                out.append(None)
                continue
            ended = bool(terminated[i] or truncated[i])
            out.append((observations[i], float(rewards[i]), bool(terminated[i]),
                        bool(truncated[i]), infos["per_env"][i],
                        self.vec.envs[i].episode if ended else None))
        return out

    def replay(self, seeds: list[int | None],
               histories: list[list[str | EndEpisode]]) -> None:
        """Reset with ``seeds`` and replay each env's actions (lock-step; a short history sits
        out once it is done)."""
        self.vec.reset(seed=seeds)
        for turn in range(max(map(len, histories), default=0)):
            self.vec.step([h[turn] if turn < len(h) else None for h in histories])


#: EnvWorker as a Ray actor class (a call, not a decorator: type checkers see through no class
#: decorator, so ``@ray.remote`` would leave the plain class's type, without ``.options``).
EnvWorkerActor = ray.remote(EnvWorker)


@dataclass(slots=True)
class EnvView:
    """What the rollout loop reads of a sub-env: its settings, and its record once it ends."""

    page_size: int
    max_errors: int | None
    episode: EpisodeRecord | None = None


class RayVectorEnv(VectorEnv):
    """A :class:`MobileVectorEnv` whose envs live in :class:`EnvWorker` actors.

    The interface :func:`mobile_env.rollout.collect` uses: ``reset(seed=[...])`` with one seed per
    env, ``step(actions)`` with ``None`` for envs that sit out, ``info["per_env"]``, and
    ``envs[i]`` views holding each finished episode's record. Autoreset is disabled (the
    rollout loop's mode): a finished env must be given ``None``.
    """

    def __init__(self, tasks: Sequence[str | Task], group_size: int = 1, *,
                 autoreset_mode: AutoresetMode | str = AutoresetMode.DISABLED,
                 num_workers: int = 2, num_cpus: float = 1, **env_kwargs: Any) -> None:
        if AutoresetMode(autoreset_mode) is not AutoresetMode.DISABLED:
            raise ValueError("RayVectorEnv runs with autoreset disabled (the rollout loop's mode)")
        if num_workers < 1:
            raise ValueError(f"num_workers must be >= 1 (got {num_workers})")
        self.group_size, self.num_groups = group_size, len(tasks)
        self.num_envs = len(tasks) * group_size
        self.metadata = {**MobileVectorEnv.metadata, "autoreset_mode": AutoresetMode.DISABLED}
        self._tasks, self._env_kwargs, self._num_cpus = list(tasks), env_kwargs, num_cpus
        bounds = np.linspace(0, len(tasks), min(num_workers, len(tasks)) + 1).round().astype(int)
        #: env index ranges, one per worker (whole groups)
        self.slices = [range(a * group_size, b * group_size) for a, b in zip(bounds, bounds[1:])]
        self.workers = [self._spawn(k) for k in range(len(self.slices))]
        self.replacements = 0
        described = ray.get([w.describe.remote() for w in self.workers])
        self.single_observation_space, self.single_action_space = described[0][:2]
        self.observation_space = batch_space(self.single_observation_space, self.num_envs)
        self.action_space = batch_space(self.single_action_space, self.num_envs)
        self.envs = [EnvView(*settings) for d in described for settings in d[2]]
        self._seeds: list[int | None] = [None] * self.num_envs
        self._history: list[list[str | EndEpisode]] = [[] for _ in range(self.num_envs)]
        self._observations = [""] * self.num_envs

    def reset(self, *, seed: int | Sequence[int | None] | None = None,
              options: dict[str, Any] | None = None) -> tuple[tuple[str, ...], dict[str, Any]]:
        """Reset every env; ``seed`` is one seed per env (the rollout loop's call), or an int
        that seeds env ``i`` with ``seed + i // group_size``, as :class:`MobileVectorEnv` does."""
        if options:
            raise ValueError("RayVectorEnv.reset takes no options; pin tasks when building it")
        if isinstance(seed, int):
            self._seeds = [seed + i // self.group_size for i in range(self.num_envs)]
        else:
            self._seeds = [None] * self.num_envs if seed is None else list(seed)
        if len(self._seeds) != self.num_envs:
            raise ValueError(f"a list of seeds needs one per env ({self.num_envs})")
        self._history = [[] for _ in range(self.num_envs)]
        results = self._each("reset", lambda k: (self._slice_of(self._seeds, k),))
        infos: dict[str, Any] = {}
        per_env = np.full(self.num_envs, None, dtype=object)
        for i, (observation, info) in enumerate(r for part in results for r in part):
            self._observations[i], per_env[i] = observation, info
            self.envs[i].episode = None
            infos = self._add_info(infos, info, i)
        infos["per_env"], infos["_per_env"] = per_env, np.ones(self.num_envs, dtype=np.bool_)
        return tuple(self._observations), infos

    def step(self, actions: Sequence[str | EndEpisode | None]) -> tuple[Any, ...]:
        """Step every env whose action is not ``None``, each in the worker that holds it, and
        gather the results as :meth:`MobileVectorEnv.step` returns them (a dead worker is
        replaced and its episodes replayed first, see the module docstring)."""
        if isinstance(actions, str) or len(actions) != self.num_envs:
            raise ValueError(f"actions must be a sequence of {self.num_envs} strings or None")
        results = self._each("step", lambda k: (self._slice_of(list(actions), k),))
        rewards = np.zeros(self.num_envs)
        terminated = np.zeros(self.num_envs, dtype=np.bool_)
        truncated = np.zeros(self.num_envs, dtype=np.bool_)
        infos: dict[str, Any] = {}
        per_env = np.full(self.num_envs, None, dtype=object)
        for i, result in enumerate(r for part in results for r in part):
            if result is None:
                continue
            self._history[i].append(actions[i])  # type: ignore[arg-type]
            self._observations[i], rewards[i], terminated[i], truncated[i], info, episode = result
            if episode is not None:
                self.envs[i].episode = episode
            per_env[i] = info
            infos = self._add_info(infos, info, i)
        infos["per_env"] = per_env
        infos["_per_env"] = np.array([info is not None for info in per_env], dtype=np.bool_)
        return tuple(self._observations), rewards, terminated, truncated, infos

    def close_extras(self, **kwargs: Any) -> None:
        """Stop the worker actors."""
        for worker in self.workers:
            with contextlib.suppress(Exception):  # a dead worker is gone already
                ray.kill(worker)

    def _slice_of(self, values: list[Any], k: int) -> list[Any]:
        return [values[i] for i in self.slices[k]]

    def _spawn(self, k: int) -> Any:
        envs = self.slices[k]
        first, stop = envs.start // self.group_size, envs.stop // self.group_size
        return EnvWorkerActor.options(scheduling_strategy="SPREAD", num_cpus=self._num_cpus).remote(
            self._tasks[first:stop], self.group_size, self._env_kwargs)

    def _each(self, method: str, arguments: Any) -> list[Any]:
        """``method`` on every worker at once; a worker that died is replaced and asked again."""
        pending = {k: getattr(w, method).remote(*arguments(k)) for k, w in enumerate(self.workers)}
        results: list[Any] = [None] * len(self.workers)
        for k, ref in pending.items():
            while True:
                try:
                    results[k] = ray.get(ref)
                    break
                except RayActorError:
                    self._replace(k)
                    ref = getattr(self.workers[k], method).remote(*arguments(k))
        return results

    def _replace(self, k: int) -> None:
        """A new worker for slice ``k``, brought to where the dead one was (see the module doc)."""
        self.replacements += 1
        if self.replacements > MAX_REPLACEMENTS:
            raise RuntimeError(f"replaced {MAX_REPLACEMENTS} dead env workers in one batch; "
                               "see the Ray logs for why they die")
        self.workers[k] = self._spawn(k)
        live = [[] if self.envs[i].episode is not None else self._history[i]
                for i in self.slices[k]]
        ray.get(self.workers[k].replay.remote(self._slice_of(self._seeds, k), live))


def collect(policy: BatchPolicy, tasks: Sequence[str | Task], *, group_size: int = 1,
            seed: int | None = 0, num_workers: int = 2, address: str | None = None,
            num_cpus_per_worker: float = 1, **kwargs: Any) -> list[Rollout]:
    """:func:`mobile_env.rollout.collect` with the envs in ``num_workers`` Ray actors.

    Args:
        address: the Ray cluster to join (``"auto"``: the one ``ray start`` runs on this machine;
            ``"ray://host:10001"``: a remote one). None: the session already initialised, or a
            new local one.
        num_cpus_per_worker: CPUs each actor reserves (fractions pack several per core).
        kwargs: :func:`mobile_env.rollout.collect`'s other arguments (``setting``, ``reward``,
            ``batch_size``, env keywords); a callable reward must be picklable.
    """
    if not ray.is_initialized():
        # "local", not Ray's own None, which joins the cluster /tmp/ray/ray_current_cluster last
        # recorded -- and waits for it when that cluster is gone
        ray.init(address=address or "local", include_dashboard=False, log_to_driver=False)

    def vector_env(chunk: Sequence[str | Task], size: int, **env_kwargs: Any) -> RayVectorEnv:
        return RayVectorEnv(chunk, size, num_workers=num_workers, num_cpus=num_cpus_per_worker,
                            **env_kwargs)

    return collect_locally(policy, tasks, group_size=group_size, seed=seed,
                           vector_env=vector_env, **kwargs)
