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

The cyclic garbage collector is paused for the length of each lock-step and reset, then runs
once on its own schedule (``pause_gc``): what decides a step's cost from hundreds of envs on.

A vector env of one env does its usual step (one string action, no episode ending, the step's
own info keys) in C, ``mobile_env/_lone_step.c``, built at install where a C compiler is: there
the eleven one-item output arrays, not the env, were most of the step's cost. It makes them
with NumPy's C API and hands out again an array the caller has let go of (no reference, view,
buffer or weak reference left, and still as made), so a rollout loop that drops or overwrites
each step's outputs reuses the same arrays; outputs the caller keeps never change. Without the
compiled module the same step runs in Python, with the same outputs.
"""

from __future__ import annotations

import gc
from operator import itemgetter
from typing import Any, Callable, Sequence

import numpy as np
from gymnasium.error import ResetNeeded
from gymnasium.vector import AutoresetMode, VectorEnv
from gymnasium.vector.utils import batch_space

from mobile_env.collector import collector_paused
from mobile_env.env import STEP_INFO_TYPES, MobilePlannerEnv
from mobile_env.tasks import Task

Observations = tuple[str, ...]
Actions = Sequence[str | None]
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
    The usual step's infos (a step's own keys alone) are batched by the types
    :data:`~mobile_env.env.STEP_INFO_TYPES` declares for them, which every
    :class:`~mobile_env.env.MobilePlannerEnv` step keeps: an env put into ``envs`` by hand (a
    wrapper, say) must keep that declaration too, and go into the list (``envs[i] = ...``):
    the vector env steps the list it was built with.

    One env (the module docstring): the usual lock-step is compiled and reuses the output
    arrays the caller let go of; each array returned is the caller's own for as long as it
    holds it, as with more envs.

    The collector (``pause_gc``, on by default): a lock-step of N envs makes about five
    long-lived tracked objects an env (the step's records) and holds every env's info until it
    returns. Left alone, CPython's collector runs a young collection each time 700 more tracked
    objects have been made than freed (several within one lock-step of hundreds of envs) and,
    through those, full collections that walk every live episode: at 1024 envs the collector
    took over a third of each step. So ``step`` and ``reset`` disable it while they run and,
    once it is enabled again, make one tracked object, the allocation at which CPython runs
    whatever collections the lock-step's allocations called for, on its usual schedule: far
    fewer young collections, and so far fewer full ones (at 1024 envs, 145 and 1-2 against 2,355
    and 19 over the same 160 lock-steps). A reference cycle made during a lock-step is freed
    after it. The collector is left alone when
    it was already disabled, with a single env (whose lock-step is a lone env's step, with
    nothing to pile up), and throughout with ``pause_gc=False``: for a program whose other
    threads must be able to collect during a lock-step, or switch the collector off themselves
    (a lock-step that paused it enables it again when it ends).
    """

    def __init__(self, num_envs: int | None = None, *, group_size: int = 1,
                 group_tasks: Sequence[str | Task] | None = None,
                 autoreset_mode: AutoresetMode | str = AutoresetMode.NEXT_STEP,
                 pause_gc: bool = True, **env_kwargs: Any) -> None:
        """
        Args:
            num_envs: how many episodes run at once; with ``group_tasks`` it defaults to (and
                must equal) ``len(group_tasks) * group_size``.
            group_size: consecutive envs that share a seed and a task at each reset.
            group_tasks: one task (id or Task) per group, pinned for the life of the env.
            autoreset_mode: an :class:`~gymnasium.vector.AutoresetMode` or its value string.
            pause_gc: pause the garbage collector during each ``step`` and ``reset`` of more
                than one env and let it run once after (see the class docstring); False leaves
                it alone.
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
        self.pause_gc = pause_gc
        self.envs = _make_envs(num_envs, group_size, group_tasks, env_kwargs)
        self.metadata = {**MobilePlannerEnv.metadata, "autoreset_mode": self.autoreset_mode}
        self.render_mode = self.envs[0].render_mode
        self.single_observation_space = self.envs[0].observation_space
        self.single_action_space = self.envs[0].action_space
        self.observation_space = batch_space(self.single_observation_space, num_envs)
        self.action_space = batch_space(self.single_action_space, num_envs)
        self._observations = [""] * num_envs
        self._needs_reset = [False] * num_envs
        # All-False / all-True arrays of num_envs, copied (never handed out): a copy is a third
        # of np.zeros + fill for the masks and flags of a few envs.
        self._false = np.zeros(num_envs, dtype=_BOOL)
        self._true = np.ones(num_envs, dtype=_BOOL)
        #: One env and the compiled usual step built: what :meth:`step` hands it (this env's own
        #: lists, read and written in place, the step's info columns, and the list it keeps its
        #: output arrays in to reuse those the caller let go of), else None.
        self._lone_plan: tuple[Any, ...] | None = (
            self.envs, self._needs_reset, self._observations, _STEP_COLUMNS, []) \
            if num_envs == 1 and _lone_step is not None else None

    @classmethod
    def groups(cls, tasks: Sequence[str | Task], group_size: int, *,
               autoreset_mode: AutoresetMode | str = AutoresetMode.NEXT_STEP,
               **env_kwargs: Any) -> MobileVectorEnv:
        """``len(tasks) * group_size`` envs; group ``g`` runs ``tasks[g]`` ``group_size`` times."""
        return cls(group_size=group_size, group_tasks=tasks, autoreset_mode=autoreset_mode,
                   **env_kwargs)

    def reset(self, *, seed: int | Sequence[int | None] | None = None,
              options: dict[str, Any] | None = None) -> tuple[Observations, dict[str, Any]]:
        """Reset every env, or those in ``options["reset_mask"]`` (a bool array of ``num_envs``).

        ``seed``: an int seeds env ``i`` with ``seed + i`` (``seed + i // group_size`` in
        groups), a list gives one seed per env. ``options``: ``task_ids`` (one task id per env,
        or one per group) and anything else a sub-env's reset takes (``setting``, ``task_id``).
        """
        if self.pause_gc and self.num_envs > 1 and gc.isenabled():
            return collector_paused(self._reset, seed, options)
        return self._reset(seed, options)

    def step(self, actions: Actions) -> StepOutputs:
        """Step every env whose action is not ``None``; see the class docstring for the rest."""
        if (plan := self._lone_plan) is not None:  # made only where _lone_step is built
            return _lone_step(self, plan, actions)  # type: ignore[misc]
        if self.pause_gc and self.num_envs > 1 and gc.isenabled():
            return collector_paused(self._step, actions)
        return self._step(actions)

    def _reset(self, seed: int | Sequence[int | None] | None,
               options: dict[str, Any] | None) -> tuple[Observations, dict[str, Any]]:
        """The reset itself; :meth:`reset` decides about the collector."""
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

    def _step(self, actions: Actions) -> StepOutputs:
        """The lock-step itself; :meth:`step` decides about the collector, and sends a lone
        env's lock-step to the compiled usual step first."""
        if isinstance(actions, str) or len(actions) != self.num_envs:
            raise ValueError(f"actions must be a sequence of {self.num_envs} strings or None")
        n, envs, needs_reset, observations = (self.num_envs, self.envs, self._needs_reset,
                                              self._observations)
        # Plain lists, made arrays once at the end: a NumPy item write per env and flag was a
        # tenth of the wrapper's cost.
        rewards, terminations, truncations = [0.0] * n, [False] * n, [False] * n
        infos: list[dict[str, Any]] = []
        ended = False
        for i, action in enumerate(actions):
            if action is None:
                continue
            if needs_reset[i]:
                result = self._autoreset(i)
            else:
                result = envs[i].step(action)
                if result[2] or result[3]:
                    result, ended = self._ended(i, result), True
            observations[i], rewards[i], terminations[i], truncations[i], info = result
            infos.append(info)
        where = None if len(infos) == n else [i for i, a in enumerate(actions) if a is not None]
        return self._outputs(rewards, terminations, truncations, infos, where, ended)

    def _finish_lone(self, result: StepResult) -> StepOutputs:
        """The rest of a lone env's lock-step that the compiled usual step handed back after
        the env stepped (its episode ended, or its info has keys of its own): what
        :meth:`_step` does with that result."""
        ended = bool(result[2] or result[3])
        if ended:
            result = self._ended(0, result)
        self._observations[0], reward, terminated, truncated, info = result
        return self._outputs([reward], [terminated], [truncated], [info], None, ended)

    def _outputs(self, rewards: list[float], terminations: list[bool], truncations: list[bool],
                 infos: list[dict[str, Any]], where: list[int] | None, ended: bool
                 ) -> StepOutputs:
        """A lock-step's outputs from its per-env lists; ``ended``: some episode ended."""
        if ended:
            return (tuple(self._observations), _array(rewards, _FLOAT),
                    _array(terminations, _BOOL), _array(truncations, _BOOL),
                    self._step_infos(infos, where))
        # No episode ended (the usual step): both flag arrays are the all-False template's.
        return (tuple(self._observations), _array(rewards, _FLOAT), self._false.copy(),
                self._false.copy(), self._step_infos(infos, where))

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

    def _step_infos(self, infos: list[dict[str, Any]], where: list[int] | None
                    ) -> dict[str, Any]:
        """:meth:`_infos` of a lock-step. When every env reported an info of a step's own keys
        alone (:data:`~mobile_env.env.STEP_INFO_TYPES`), the usual step, each column is made by
        :data:`_STEP_COLUMNS`, as the env guarantees every value's type, with no key or type
        looked at: Gymnasium's batch, in two thirds of the general path's time at 8 envs
        (3.9 µs against 5.8-5.9)."""
        n, true = self.num_envs, self._true
        if where is not None or list(map(len, infos)).count(len(STEP_INFO_TYPES)) != n:
            return self._infos(infos, where)
        out: dict[str, Any] = {}
        if n == 1:  # a slot write costs half of NumPy reading a one-item list
            info = infos[0]
            for key, mask, dtype in _STEP_COLUMNS:
                array = out[key] = np.empty(1, dtype)
                array[0], out[mask] = info[key], true.copy()
        else:
            for key, mask, dtype in _STEP_COLUMNS:
                out[key], out[mask] = np.fromiter(map(itemgetter(key), infos), dtype, n), \
                    true.copy()
        out["per_env"], out["_per_env"] = _array(infos, _OBJECT), true.copy()
        return out

    def _infos(self, infos: list[dict[str, Any]], where: list[int] | None) -> dict[str, Any]:
        """The infos of a step or reset: ``infos`` of the envs in ``where`` (None: every env)
        batched, then ``per_env`` and its ``_per_env`` mask."""
        out = self._batched(infos, where)
        if where is None:
            out["per_env"], out["_per_env"] = _array(infos, _OBJECT), self._true.copy()
        else:
            array, mask = np.empty(self.num_envs, _OBJECT), self._false.copy()
            for i, info in zip(where, infos):
                array[i], mask[i] = info, True
            out["per_env"], out["_per_env"] = array, mask
        return out

    def _batched(self, infos: list[dict[str, Any]], where: list[int] | None) -> dict[str, Any]:
        """The infos of the envs in ``where`` (None: every env), batched the Gymnasium way --
        the very dict ``VectorEnv._add_info`` builds env by env (same keys in the same order,
        same arrays, dtypes and ``_key`` masks) -- but key by key: one array and one mask per
        key instead of Gymnasium's fresh mask array for every key of every env, most of this
        env's vector overhead. Every env reporting (a reset's usual case, or a step's where
        some episode ended; a step's own keys alone go to :meth:`_step_infos`) takes a fast
        path: :meth:`_batched_one` for one env, :meth:`_batched_alike` for envs with the same
        keys; the rest is done here, and a key that is a dict for some envs and not for others
        goes Gymnasium's way."""
        n = self.num_envs
        if where is None:  # every env reported, a reset's usual case
            if n == 1:
                return self._batched_one(infos[0])
            # Plain dicts of one size: _batched_alike then finds env 0's keys in every env, so
            # all have the same keys. (Comparing key sets cost four times these counts; a dict
            # subclass's __missing__ could answer for a key it lacks.)
            sizes = list(map(len, infos))
            if sizes.count(sizes[0]) == n and list(map(type, infos)).count(dict) == n:
                fast = self._batched_alike(infos)
                if fast is not None:
                    return fast
        elif not infos:
            return {}
        reported = list(zip(range(n) if where is None else where, infos))
        out: dict[str, Any] = {}
        for key in dict.fromkeys(k for info in infos for k in info):
            present = [(i, info[key]) for i, info in reported if key in info]
            values = [value for _, value in present]
            at = None if len(present) == n else [i for i, _ in present]
            head = values[0]
            dicts = sum(isinstance(value, dict) for value in values)
            if dicts and key != "final_obs":
                if dicts != len(values):
                    return _sequential(self, reported)
                out[key] = self._batched(values, at)
            elif key != "final_obs" and (type(head) in _NUMBERS or isinstance(head, np.number)):
                array = np.zeros(n, dtype=type(head))
                array[slice(None) if at is None else at] = values
                out[key] = array
            else:  # any other object, or an array: one slot per env, filled one by one
                array = np.zeros((n, *head.shape), dtype=head.dtype) if key != "final_obs" \
                    and isinstance(head, np.ndarray) else np.empty(n, _OBJECT)
                for i, value in zip(range(n) if at is None else at, values):
                    array[i] = value
                out[key] = array
            if at is None:
                out[_MASKS[key]] = self._true.copy()
            else:
                mask = out[_MASKS[key]] = self._false.copy()
                mask[at] = True
        return out

    def _batched_alike(self, infos: list[dict[str, Any]]) -> dict[str, Any] | None:
        """:meth:`_batched` when every env reported a plain dict of one size: each array made
        in one call, every mask a copy of the all-True one. None (the general path decides)
        when the keys differ after all, a value is an array, or a key's values differ in type
        -- unless they all go into an object array, as ``error_type``'s None or string does,
        and none is a dict."""
        n, true = self.num_envs, self._true
        out: dict[str, Any] = {}  # a literal: calling dict[str, Any] costs 15 times as much
        for key in infos[0]:
            try:
                values = list(map(itemgetter(key), infos))
            except KeyError:  # some env lacks it, so (sizes being equal) has another key
                return None
            if key == "final_obs":
                how: _Batching = _OBJECT
            else:  # one type (counted: a tenth cheaper than a set), or objects but no dict
                kinds = list(map(type, values))
                how = _HOW[kinds[0]]
                if kinds.count(kinds[0]) != n and (
                        how is not _OBJECT or any(issubclass(kind, dict) for kind in set(kinds))):
                    return None
            if how is _OBJECT:
                out[key] = np.fromiter(values, _OBJECT, n)
            elif how is dict:
                out[key] = self._batched(values, None)
            elif how is np.ndarray:  # Gymnasium's casts and shape checks decide
                return None
            else:  # np.array, not np.fromiter: it casts a timedelta64 to the dtype's unit
                out[key] = np.array(values, how)
            out[_MASKS[key]] = true.copy()
        return out

    def _batched_one(self, info: dict[str, Any]) -> dict[str, Any]:
        """:meth:`_batched` of a lone env's info: Gymnasium's own steps -- an array made from
        the value's type, then the value written into slot 0 -- minus its ``np.zeros`` and
        ``np.full`` (``np.empty`` is half their cost), as one env has no types to reconcile."""
        true = self._true
        out: dict[str, Any] = {}
        for key, value in info.items():
            how = _OBJECT if key == "final_obs" else _HOW[type(value)]
            if how is dict:
                out[key] = self._batched_one(value)
            else:
                array = np.zeros((1, *value.shape), value.dtype) if how is np.ndarray \
                    else np.empty(1, how)
                array[0] = value
                out[key] = array
            out[_MASKS[key]] = true.copy()
        return out

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
#: dtypes made once: NumPy takes a dtype object faster than a type it must look up.
_FLOAT, _BOOL, _OBJECT = np.dtype(np.float64), np.dtype(np.bool_), np.dtype(object)
#: How a value is batched: into an array of this dtype, or key by key (``dict``), or into an
#: array of its own shape (``np.ndarray``).
_Batching = np.dtype[Any] | type
#: Mask names kept at most: an env that invents keys must not grow :data:`_MASKS` forever.
_MAX_MASK_NAMES = 4096


class _Hows(dict[type, _Batching]):
    """How Gymnasium batches a value of each type: a number into an array of its own dtype,
    anything else but a dict (``dict``: key by key) or an array (``np.ndarray``: into an array
    of its shape) into an object array. A dict hit instead of four subclass checks a key."""

    def __missing__(self, kind: type) -> _Batching:
        how: _Batching
        if kind in _NUMBERS or issubclass(kind, np.number):
            how = np.dtype(kind)
        elif issubclass(kind, dict):
            how = dict
        else:
            how = np.ndarray if issubclass(kind, np.ndarray) else _OBJECT
        self[kind] = how
        return how


_HOW = _Hows()


class _MaskNames(dict[str, str]):
    """``key`` -> ``"_key"``, each spelled once: a dict hit costs half an f-string."""

    def __missing__(self, key: str) -> str:
        name = f"_{key}"
        if len(self) < _MAX_MASK_NAMES:
            self[key] = name
        return name


_MASKS = _MaskNames()


#: A step's own info keys (:data:`~mobile_env.env.STEP_INFO_TYPES`), each with its mask's
#: name and the dtype Gymnasium batches its values into: a number's own type, else objects.
_STEP_COLUMNS = tuple((key, _MASKS[key], _HOW[kinds[0]] if len(kinds) == 1 else _OBJECT)
                      for key, kinds in STEP_INFO_TYPES.items())


def _compiled_lone_step() -> Callable[[MobileVectorEnv, tuple[Any, ...], Actions],
                                      StepOutputs] | None:
    """The compiled usual lock-step of one env (``mobile_env/_lone_step.c``, which says why it
    is in C), or None where the install could not build it (no C compiler): then
    :meth:`MobileVectorEnv._step` does the same work in Python."""
    try:
        from mobile_env._lone_step import lone_step
    except ImportError:
        return None
    return lone_step


_lone_step = _compiled_lone_step()


def _array(values: Sequence[Any], dtype: np.dtype[Any]) -> np.ndarray:
    """``values`` in an array of ``dtype`` (each an item: a list among objects stays one
    object), read in C; for a lone value, made as Gymnasium makes a lone env's: ``np.empty``
    and a slot write cost half what NumPy spends reading a one-item list."""
    if len(values) == 1:
        array = np.empty(1, dtype)
        array[0] = values[0]
        return array
    return np.fromiter(values, dtype, len(values))


def _sequential(vec: VectorEnv, reported: list[tuple[int, dict[str, Any]]]) -> dict[str, Any]:
    """Gymnasium's own batching, env by env."""
    infos: dict[str, Any] = {}
    for i, info in reported:
        infos = VectorEnv._add_info(vec, infos, info, i)
    return infos


