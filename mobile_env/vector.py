"""Many ``MobilePlanner-v0`` episodes stepped in lock-step: the batch an RL trainer rolls out.

:class:`MobileVectorEnv` is a real :class:`gymnasium.vector.VectorEnv` that runs its sub-envs in
process (the env steps in microseconds, so worker processes would cost more than they save) and
adds what LLM rollouts need on top of :class:`~gymnasium.vector.SyncVectorEnv`: actions may be
``None`` for envs that sit a step out, GRPO groups share a task and an identical initial state,
and each env's nested info (chat messages, tool schemas) is also kept whole in ``info["per_env"]``.

Gymnasium's own ``gym.make_vec("MobilePlanner-v0", vectorization_mode="sync" | "async")`` works
too, with its default arguments: the text spaces batch through Gymnasium's generic ``Space``
rules (a ``Tuple`` space, tuples of strings), and :mod:`mobile_env.spaces` registers the text
space for the async env's shared memory (256 KiB per sub-env: an observation is at most 65,536
characters). All three give every env the same info; only this class also keeps each env's dict
whole in ``info["per_env"]``.
"""

from __future__ import annotations

from typing import Any, Sequence

import numpy as np
from gymnasium.error import ResetNeeded
from gymnasium.vector import AutoresetMode, VectorEnv
from gymnasium.vector.utils import batch_space

from mobile_env.env import EndEpisode, MobilePlannerEnv
from mobile_env.task_format import Task

Observations = tuple[str, ...]
Actions = Sequence[str | EndEpisode | None]
StepResult = tuple[str, float, bool, bool, dict[str, Any]]
#: What a lock-step returns: observations, rewards, terminations, truncations, batched infos.
StepOutputs = tuple[Observations, np.ndarray, np.ndarray, np.ndarray, dict[str, Any]]


class MobileVectorEnv(VectorEnv[Observations, Actions, np.ndarray]):
    """``num_envs`` :class:`~mobile_env.env.MobilePlannerEnv` episodes stepped together.

    Spaces: ``single_observation_space`` / ``single_action_space`` are the env's
    :class:`~mobile_env.spaces.UnicodeText` spaces; ``observation_space`` / ``action_space`` are
    ``gymnasium.spaces.Tuple`` of ``num_envs`` copies (what ``batch_space`` gives a text space).
    Observations come back as a ``tuple`` of ``num_envs`` strings, exactly as ``SyncVectorEnv``
    returns them; rewards, terminations and truncations as NumPy arrays of shape ``(num_envs,)``.

    Autoreset (``autoreset_mode``, also in ``metadata["autoreset_mode"]``) behaves as in
    ``SyncVectorEnv``:

    * ``NEXT_STEP`` (default): the step after an episode ends resets that env, ignores its action
      and returns the reset observation and info with reward 0 and both flags False.
    * ``SAME_STEP``: an env that ends is reset within the same step; the step returns the reset
      observation and info, and the final ones in ``info["final_obs"]`` / ``info["final_info"]``.
    * ``DISABLED``: nothing resets by itself; a finished env must be given ``None`` (or reset
      with ``options={"reset_mask": mask}``), stepping it raises ``ResetNeeded``.

    Autoresets call ``reset()`` with no seed and no options, like Gymnasium: a sub-env draws its
    next task from its own pool with its own RNG. Pin tasks with ``task=`` or :meth:`groups`.

    Partial batches: ``step(actions)`` takes a sequence of ``num_envs`` entries, each a string or
    ``None``. A ``None`` env is not touched (not even for a pending autoreset): its observation
    slot repeats its last observation, its reward is 0, its flags are False and it adds no info
    (every ``_key`` mask is False for it). That is how a finished episode waits in ``DISABLED``
    mode and how a rollout loop skips envs whose model turn is not ready.

    Groups: with ``group_size=G``, envs ``g*G .. g*G+G-1`` form group ``g`` and every reset gives
    them the same seed (``seed + g``; with ``seed=None``, one drawn from this env's RNG per group)
    and the same task, so their initial states are identical, as GRPO's group baseline needs.
    ``group_tasks`` (or :meth:`groups`) pins one task per group for every reset, autoresets too;
    without it, members draw the same task from identically seeded RNGs.

    Infos are batched the Gymnasium way (``VectorEnv._add_info``: a dict of arrays, each with a
    boolean ``_key`` mask; dicts nest, other objects go in object arrays). Because chat messages
    and tool results are nested objects that read badly as columns, ``info["per_env"]`` is also
    an object array holding the very dict each env returned (``None`` where ``_per_env`` is
    False); after a ``SAME_STEP`` reset that dict also carries ``final_obs`` and ``final_info``.
    The vector env steps the list ``envs`` it was built with: an env put into it by hand (a
    wrapper, say) takes part from the next step on.
    """

    def __init__(self, num_envs: int | None = None, *, group_size: int = 1,
                 group_tasks: Sequence[str | Task] | None = None,
                 autoreset_mode: AutoresetMode | str = AutoresetMode.NEXT_STEP,
                 **env_kwargs: Any) -> None:
        """
        Args:
            num_envs: how many episodes run at once; with ``group_tasks`` it defaults to (and
                must equal) ``len(group_tasks) * group_size``.
            group_size: consecutive envs that share a seed and a task at each reset.
            group_tasks: one task (id or Task) per group, pinned for the life of the env.
            autoreset_mode: an :class:`~gymnasium.vector.AutoresetMode` or its value string.
            env_kwargs: keyword arguments of :class:`~mobile_env.env.MobilePlannerEnv`.

        The signature suits ``register(...,
        vector_entry_point="mobile_env.vector:MobileVectorEnv")``, which calls
        ``MobileVectorEnv(num_envs=N, **kwargs)``.
        """
        if group_size < 1:
            raise ValueError(f"group_size must be >= 1 (got {group_size})")
        if group_tasks is not None and num_envs is None:
            num_envs = len(group_tasks) * group_size
        if num_envs is None or num_envs < 1 or num_envs % group_size:
            raise ValueError(f"num_envs must be a positive multiple of group_size={group_size} "
                             f"(got {num_envs})")
        if group_tasks is not None and len(group_tasks) * group_size != num_envs:
            raise ValueError(f"{len(group_tasks)} group_tasks x group_size {group_size} "
                             f"!= num_envs {num_envs}")
        self.num_envs = num_envs
        self.group_size = group_size
        self.num_groups = num_envs // group_size
        self.autoreset_mode = AutoresetMode(autoreset_mode)
        self.envs = _make_envs(num_envs, group_size, group_tasks, env_kwargs)
        self.metadata = {**MobilePlannerEnv.metadata, "autoreset_mode": self.autoreset_mode}
        self.render_mode = self.envs[0].render_mode
        self.single_observation_space = self.envs[0].observation_space
        self.single_action_space = self.envs[0].action_space
        self.observation_space = batch_space(self.single_observation_space, num_envs)
        self.action_space = batch_space(self.single_action_space, num_envs)
        self._observations = [""] * num_envs
        self._needs_reset = [False] * num_envs
        #: The mask of every env, copied for each key every env reported.
        self._all = np.ones(num_envs, dtype=np.bool_)

    @classmethod
    def groups(cls, tasks: Sequence[str | Task], group_size: int, *,
               autoreset_mode: AutoresetMode | str = AutoresetMode.NEXT_STEP,
               **env_kwargs: Any) -> MobileVectorEnv:
        """``len(tasks) * group_size`` envs; group ``g`` runs ``tasks[g]`` ``group_size`` times.

        Args:
            tasks: one task (id or Task) per group.
            group_size: envs per group.
            autoreset_mode: as in the constructor.
            env_kwargs: keyword arguments of :class:`~mobile_env.env.MobilePlannerEnv`.

        Returns:
            The vector env of ``len(tasks) * group_size`` envs.
        """
        return cls(group_size=group_size, group_tasks=tasks, autoreset_mode=autoreset_mode,
                   **env_kwargs)

    def reset(self, *, seed: int | Sequence[int | None] | None = None,
              options: dict[str, Any] | None = None) -> tuple[Observations, dict[str, Any]]:
        """Reset every env, or those in ``options["reset_mask"]``.

        Args:
            seed: an int seeds env ``i`` with ``seed + i`` (``seed + i // group_size`` in
                groups); a list gives one seed per env.
            options: ``reset_mask`` (a bool array of ``num_envs``), ``task_ids`` (one task id
                per env, or one per group) and anything else a sub-env's reset takes
                (``setting``, ``task_id``).

        Returns:
            Every env's observation, and the batched infos of the envs reset.
        """
        super().reset(seed=seed if isinstance(seed, int) else None)
        options = dict(options or {})
        mask = self._reset_mask(options.pop("reset_mask", None))
        seeds = self._seeds(seed)
        env_options = self._env_options(options)
        where: list[int] = np.flatnonzero(mask).tolist()
        infos: list[dict[str, Any]] = []
        for i in where:
            self._observations[i], info = self.envs[i].reset(seed=seeds[i], options=env_options[i])
            self._needs_reset[i] = False
            infos.append(info)
        return tuple(self._observations), self._infos(
            infos, None if len(infos) == self.num_envs else where)

    def step(self, actions: Actions) -> StepOutputs:
        """Step every env whose action is not ``None``; see the class docstring for the rest.

        Args:
            actions: ``num_envs`` entries, each an action string, ``None``, or an
                :class:`~mobile_env.env.EndEpisode` that ends that env's episode without an
                action (:meth:`~mobile_env.env.MobilePlannerEnv.end`).

        Returns:
            Observations, rewards, terminations, truncations and the batched infos.
        """
        if isinstance(actions, str) or len(actions) != self.num_envs:
            raise ValueError(f"actions must be a sequence of {self.num_envs} strings or None")
        n = self.num_envs
        rewards, terminations, truncations = [0.0] * n, [False] * n, [False] * n
        infos: list[dict[str, Any]] = []
        where: list[int] = []
        for i, action in enumerate(actions):
            if action is None:
                continue
            if self._needs_reset[i]:
                result = self._autoreset(i)
            else:
                result = (self.envs[i].end(action.reason) if isinstance(action, EndEpisode)
                          else self.envs[i].step(action))
                if result[2] or result[3]:
                    result = self._ended(i, result)
            self._observations[i], rewards[i], terminations[i], truncations[i], info = result
            infos.append(info)
            where.append(i)
        return (tuple(self._observations), np.array(rewards, dtype=np.float64),
                np.array(terminations, dtype=np.bool_), np.array(truncations, dtype=np.bool_),
                self._infos(infos, None if len(where) == n else where))

    # Gymnasium types a frame as never None, yet an env without a render mode renders None.
    def render(self) -> tuple[str | None, ...]:  # type: ignore[override]
        """Each env's :meth:`~mobile_env.env.MobilePlannerEnv.render`, in env order."""
        return tuple(env.render() for env in self.envs)

    def close_extras(self, **kwargs: Any) -> None:
        """Close every env (``VectorEnv.close`` calls this once)."""
        for env in self.envs:
            env.close()

    def _autoreset(self, i: int) -> StepResult:
        """The step of env ``i`` after its episode ended: the reset ``SyncVectorEnv`` does in
        ``NEXT_STEP`` mode (the action is ignored), or ``ResetNeeded`` when autoreset is off."""
        if self.autoreset_mode is AutoresetMode.DISABLED:
            raise ResetNeeded(f"env {i} has finished and autoreset is disabled: give it None "
                              "or reset it with options={'reset_mask': mask}")
        self._needs_reset[i] = False
        obs, info = self.envs[i].reset()
        return obs, 0.0, False, False, info

    def _ended(self, i: int, result: StepResult) -> StepResult:
        """The step that ended env ``i``'s episode, as ``SyncVectorEnv`` reports it: reset at
        once in ``SAME_STEP`` mode (the final observation and info kept in the info), else
        marked for the next step's autoreset."""
        if self.autoreset_mode is AutoresetMode.SAME_STEP:
            obs, reward, terminated, truncated, info = result
            reset_obs, reset_info = self.envs[i].reset()
            return reset_obs, reward, terminated, truncated, {"final_obs": obs, "final_info": info,
                                                              **reset_info}
        self._needs_reset[i] = True
        return result

    def _infos(self, infos: list[dict[str, Any]], where: list[int] | None) -> dict[str, Any]:
        """The infos of a step or reset: ``infos`` of the envs in ``where`` (None: every env)
        batched, then ``per_env`` and its ``_per_env`` mask."""
        out = self._batched(infos, where)
        out["per_env"], out["_per_env"] = self._column(infos, where, _OBJECT), self._mask(where)
        return out

    def _batched(self, infos: list[dict[str, Any]], where: list[int] | None) -> dict[str, Any]:
        """The infos of the envs in ``where`` (None: every env), batched the Gymnasium way --
        the very dict ``VectorEnv._add_info`` builds env by env (same keys in the same order,
        same arrays, dtypes and ``_key`` masks) -- but key by key: one array and one mask per
        key rather than a fresh mask for every key of every env. A key that is a dict for some
        envs and not for others goes Gymnasium's way, env by env."""
        n = self.num_envs
        reported = list(zip(range(n) if where is None else where, infos))
        out: dict[str, Any] = {}
        for key in dict.fromkeys(k for info in infos for k in info):
            present = [(i, info[key]) for i, info in reported if key in info]
            values = [value for _, value in present]
            at = None if len(present) == n else [i for i, _ in present]
            head = values[0]
            kinds = set(map(type, values))
            dicts = any(issubclass(kind, dict) for kind in kinds)
            if key == "final_obs":  # a string, or an observation space's sample: objects
                out[key] = self._column(values, at, _OBJECT)
            elif dicts:
                if not all(isinstance(value, dict) for value in values):
                    return _sequential(self, reported)
                out[key] = self._batched(values, at)
            elif type(head) in _NUMBERS or isinstance(head, np.number):
                out[key] = self._column(values, at, np.dtype(type(head)))
            elif isinstance(head, np.ndarray):  # Gymnasium's casts and shape checks
                array = np.zeros((n, *head.shape), dtype=head.dtype)
                for i, value in zip(range(n) if at is None else at, values):
                    array[i] = value
                out[key] = array
            else:
                out[key] = self._column(values, at, _OBJECT)
            out[f"_{key}"] = self._mask(at)
        return out

    def _column(self, values: list[Any], where: list[int] | None, dtype: np.dtype[Any]
                ) -> np.ndarray:
        """``values`` of the envs in ``where`` (None: every env) in an array of ``dtype`` with a
        slot per env, each value one item (a list among objects stays one object); the other
        slots as Gymnasium leaves them (0, False or None)."""
        if where is None:
            if dtype is _OBJECT:
                return np.fromiter(values, dtype, len(values))
            return np.array(values, dtype)
        array = np.zeros(self.num_envs, dtype) if dtype is not _OBJECT \
            else np.empty(self.num_envs, dtype)
        for i, value in zip(where, values):
            array[i] = value
        return array

    def _mask(self, where: list[int] | None) -> np.ndarray:
        """The ``_key`` mask of the envs in ``where`` (None: every env)."""
        if where is None:
            return self._all.copy()
        mask = np.zeros(self.num_envs, dtype=np.bool_)
        mask[where] = True
        return mask

    def _reset_mask(self, mask: Any) -> np.ndarray:
        if mask is None:
            return np.ones(self.num_envs, dtype=np.bool_)
        array: np.ndarray = np.asarray(mask)
        if array.shape != (self.num_envs,) or array.dtype != np.bool_ or not array.any():
            raise ValueError(f"options['reset_mask'] must be a bool array of shape "
                             f"({self.num_envs},) with at least one True (got {array!r})")
        return array

    def _seeds(self, seed: int | Sequence[int | None] | None) -> list[int | None]:
        """Per-env seeds: Gymnasium's ``seed + i``, shared within a group."""
        groups = np.arange(self.num_envs) // self.group_size
        if isinstance(seed, int):
            return [seed + int(g) for g in groups]
        if seed is None:
            if self.group_size == 1:
                return [None] * self.num_envs
            drawn = self.np_random.integers(2**31, size=self.num_groups)
            return [int(drawn[g]) for g in groups]
        if len(seed) != self.num_envs:
            raise ValueError(f"a list of seeds needs one per env ({self.num_envs}), "
                             f"got {len(seed)}")
        return list(seed)

    def _env_options(self, options: dict[str, Any]) -> list[dict[str, Any] | None]:
        """Each env's reset options: the shared ones, plus its own ``task_id`` from ``task_ids``."""
        task_ids = options.pop("task_ids", None)
        if task_ids is None:
            return [options or None] * self.num_envs
        task_ids = list(task_ids)
        if self.group_size > 1 and len(task_ids) == self.num_groups:
            task_ids = [t for t in task_ids for _ in range(self.group_size)]
        if len(task_ids) != self.num_envs:
            raise ValueError(f"options['task_ids'] needs one task id per env ({self.num_envs})"
                             + (f" or per group ({self.num_groups})" if self.group_size > 1 else "")
                             + f", got {len(task_ids)}")
        if any(len(set(task_ids[g:g + self.group_size])) > 1
               for g in range(0, self.num_envs, self.group_size)):
            raise ValueError("options['task_ids'] gives different tasks within a group")
        return [{**options, "task_id": task_id} for task_id in task_ids]


def _make_envs(num_envs: int, group_size: int, group_tasks: Sequence[str | Task] | None,
               env_kwargs: dict[str, Any]) -> list[MobilePlannerEnv]:
    if group_tasks is None:
        return [MobilePlannerEnv(**env_kwargs) for _ in range(num_envs)]
    return [MobilePlannerEnv(task=task, **env_kwargs) for task in group_tasks
            for _ in range(group_size)]


#: Info values batched into a numeric array of their own type (Gymnasium's rule).
_NUMBERS = (int, float, bool)
_OBJECT = np.dtype(object)


def _sequential(vec: VectorEnv, reported: list[tuple[int, dict[str, Any]]]) -> dict[str, Any]:
    """Gymnasium's own batching, env by env."""
    infos: dict[str, Any] = {}
    for i, info in reported:
        infos = VectorEnv._add_info(vec, infos, info, i)
    return infos
