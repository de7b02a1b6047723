"""MobilePlanner as a SkyRL-Gym text env, registered by id as ``mobile_planner``.

SkyRL's generator makes one env per trajectory with
``skyrl_gym.make(row["env_class"], env_config=cfg.environment.skyrl_gym.mobile_planner,
extras=row)``, calls ``init(row["prompt"])`` for the opening chat and then ``step(model_text)``
until ``done``. Importing this module registers the id (SkyRL entrypoints import their envs'
modules the same way):

    import mobile_env.training.skyrl_env  # registers "mobile_planner"
    rows = skyrl_rows(load_suite("spieval-train"))   # write them as SkyRL's parquet dataset

``env_config`` holds the env options shared by every row (``suite``, ``setting``, ``reward``,
``step_reward``, ``step_limit``, ``page_size``, ``max_errors``, ``lang``); each row's ``extras``
name its task (``extra_info.task_id``, or ``task_id``) and optionally its ``seed``. The opening
chat is the env's own (its system prompt, history and instruction), whatever the row's prompt
says, and the active tool schemas are in ``init``'s metadata (``tools``) and, when a skill adds
some, in that step's metadata. Each observation is one ``tool`` message; a final plain-text
answer ends the episode with no observation. Rewards are the env's: 0 until the end, then the
episode's reward (plus shaping per step with ``step_reward``).
"""

from __future__ import annotations

from typing import Any, Mapping, Sequence

import skyrl_gym
from skyrl_gym.envs.base_text_env import BaseTextEnv, BaseTextEnvStepOutput

from mobile_env.env import MobilePlannerEnv
from mobile_env.task_format import Task

ENV_ID = "mobile_planner"
ENV_OPTIONS = ("setting", "reward", "step_reward", "step_limit", "page_size", "max_errors", "lang")


class MobilePlannerTextEnv(BaseTextEnv):
    """One SkyRL trajectory: a :class:`~mobile_env.env.MobilePlannerEnv` on the row's task."""

    def __init__(self, env_config: Mapping[str, Any] | None = None,
                 extras: Mapping[str, Any] | None = None) -> None:
        super().__init__()
        config = {k: (env_config or {})[k] for k in (env_config or {})}
        unknown = set(config) - {"suite", *ENV_OPTIONS}
        if unknown:
            raise ValueError(f"unknown mobile_planner env_config keys {sorted(unknown)}; "
                             f"accepted: suite, {', '.join(ENV_OPTIONS)}")
        extras = extras or {}
        info = extras.get("extra_info") or {}
        self.task_id = info.get("task_id", extras.get("task_id"))
        if self.task_id is None:
            raise ValueError("the row names no task: give extra_info.task_id (see skyrl_rows)")
        self.seed = info.get("seed", extras.get("seed"))
        from mobile_env.task_format.loading import resolve_tasks

        tasks = resolve_tasks(config.pop("suite", "demo"))
        self.env = MobilePlannerEnv(tasks=tasks, task=self.task_id, **config)
        self.tools: list[dict[str, Any]] = []
        self.errors = 0

    def init(self, prompt: Any = None) -> tuple[list[dict[str, Any]], dict[str, Any]]:
        """Reset the env on the row's task and seed; the opening chat and its tools (SkyRL's
        ``prompt`` is ignored: the env's own chat is the prompt)."""
        _, info = self.env.reset(seed=self.seed, options={"task_id": self.task_id})
        self.max_turns = info["step_limit"]
        self.tools = info["tools"]
        return list(info["messages"]), {"task_id": self.task_id, "tools": self.tools}

    def step(self, action: str) -> BaseTextEnvStepOutput:
        """One env step as SkyRL's output: the observation as a tool message, the reward, done,
        and the env's info (errors, calls, tools, ending, breakdown) as metadata."""
        self.turns += 1
        observation, reward, terminated, truncated, info = self.env.step(action)
        self.errors += info["error_type"] is not None
        metadata = {k: info[k] for k in ("error_type", "calls", "tools", "tools_added",
                                         "termination_reason", "reward_breakdown") if k in info}
        if "tools" in info:
            self.tools = info["tools"]
        return BaseTextEnvStepOutput(
            observations=[{"role": "tool", "content": observation}] if observation else [],
            reward=reward, done=terminated or truncated, metadata=metadata,
            postprocessed_action=None)

    def get_metrics(self) -> dict[str, Any]:
        """Per-episode metrics SkyRL logs: turns, failed steps, whether the planner finished."""
        episode = self.env.episode
        return {"steps": self.turns, "failed_steps": self.errors,
                "finished": float(episode is not None and episode.termination_reason in
                                  ("finish", "final_answer"))}


def skyrl_rows(tasks: Sequence[Task], seed: int | None = None) -> list[dict[str, Any]]:
    """One SkyRL dataset row per task (``prompt``, ``env_class``, ``reward_spec``,
    ``extra_info``); the prompt is the task's opening chat, for SkyRL's length filters."""
    env = MobilePlannerEnv(tasks=tasks)
    rows = []
    for task in tasks:
        _, info = env.reset(options={"task_id": task.id})
        rows.append({"data_source": ENV_ID, "prompt": info["messages"], "env_class": ENV_ID,
                     "reward_spec": {"method": "env", "ground_truth": None},
                     "extra_info": {"task_id": task.id, "seed": seed}})
    return rows


if ENV_ID not in skyrl_gym.registry:
    skyrl_gym.register(id=ENV_ID, entry_point="mobile_env.training.skyrl_env:MobilePlannerTextEnv")
