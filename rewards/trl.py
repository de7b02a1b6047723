"""Any reward as a TRL ``GRPOTrainer`` reward function (F23, F24).

TRL (checked against trl 1.16) calls each reward function as
``f(prompts=..., completions=..., completion_ids=..., **columns, trainer_state=..., log_extra=...,
log_metric=..., [environments=...])`` -- one list entry per completion, every extra dataset column
passed as a keyword list -- and expects one float per completion; it logs the function under its
``__name__``. :class:`TRLReward` answers that call in one of two ways:

* **environments** (``GRPOTrainer(environment_factory=...)``): each rollout's environment object
  holds the episode it played, exposed as ``.episode`` (a :class:`MobilePlannerEnv` has it; a
  Gymnasium wrapper is looked through with ``.unwrapped``). That record is scored as it is.
* **completions alone**: the completion's tool calls are replayed in a fresh episode of the row's
  task (dataset columns ``task_id``, and optionally ``suite`` and ``setting``), and that episode
  is scored. A conversational completion is replayed turn by turn (an assistant message's
  ``tool_calls``, else its text); a plain-text completion is one action.

Scoring never touches the trainer's environments: rewards are pure, and replays run in the
adapter's own envs.
"""

from __future__ import annotations

import json
from statistics import fmean
from typing import Any, Callable, Sequence

from mobile_env.env import MobilePlannerEnv
from mobile_env.episode import EpisodeRecord
from mobile_env.task_format import Task
from mobile_env.reward_registry import Reward, RewardResult, name_of, resolve, score

Completion = str | list[dict[str, Any]]


class TRLReward:
    """``reward`` (registered name or callable) as a TRL reward function named after it."""

    def __init__(self, reward: str | Reward, suite: str = "demo",
                 tasks: Sequence[Task] | None = None,
                 name: str | None = None) -> None:
        """
        Args:
            reward: the reward to apply to each episode.
            suite: the suite to find a row's task in when the row has no ``suite`` column.
            tasks: explicit tasks to find rows' tasks in (instead of built-in suites).
            name: the name TRL logs it under; default the reward's registered name.
        """
        self.reward = resolve(reward)
        self.__name__ = name or name_of(reward)
        self.suite = suite
        self.tasks = list(tasks) if tasks is not None else None
        self._envs: dict[str, MobilePlannerEnv] = {}

    def __call__(self, prompts: list[Any], completions: list[Completion],
                 completion_ids: list[list[int]] | None = None, *,
                 environments: Sequence[Any] | None = None, task_id: list[str] | None = None,
                 suite: list[str] | None = None, setting: list[str | None] | None = None,
                 log_metric: Callable[[str, float], None] | None = None, **_: Any) -> list[float]:
        """One reward per completion (``trainer_state``, ``log_extra`` and other columns unused)."""
        if environments is not None:
            episodes = [episode_of(environment) for environment in environments]
        elif task_id is not None:
            n = len(completions)
            episodes = [self.replay(completion, task, suite_, setting_)
                        for completion, task, suite_, setting_
                        in zip(completions, task_id, suite or [self.suite] * n,
                               setting or [None] * n,
                               strict=True)]
        else:
            raise ValueError(f"reward {self.__name__!r} needs the rollouts' environments or a "
                             "'task_id' dataset column to replay completions in")
        results = [score(self.reward, episode) for episode in episodes]
        if log_metric is not None:
            for component, value in component_means(results).items():
                log_metric(f"{self.__name__}/{component}", value)
        return [r.value for r in results]

    def replay(self, completion: Completion, task_id: str, suite: str | None = None,
               setting: str | None = None) -> EpisodeRecord:
        """The episode that ``completion``'s actions play on a fresh ``task_id``."""
        env = self._env(suite or self.suite)
        env.reset(options={"task_id": task_id, "setting": setting})
        for action in actions(completion):
            _, _, terminated, truncated, _ = env.step(action)
            if terminated or truncated:
                break
        assert env.episode is not None
        return env.episode

    def _env(self, suite: str) -> MobilePlannerEnv:
        """One env per suite, kept: building one loads and validates the whole suite."""
        key = "<tasks>" if self.tasks is not None else suite
        if key not in self._envs:
            self._envs[key] = MobilePlannerEnv(tasks=self.tasks) if self.tasks is not None \
                else MobilePlannerEnv(suite=suite)
        return self._envs[key]


def episode_of(environment: Any) -> EpisodeRecord:
    """The episode an environment object played: its ``.episode``, or its unwrapped env's."""
    episode = getattr(environment, "episode", None)
    if episode is None and hasattr(environment, "unwrapped"):
        episode = getattr(environment.unwrapped, "episode", None)
    if not isinstance(episode, EpisodeRecord):
        raise TypeError(f"{type(environment).__name__} exposes no EpisodeRecord as .episode; an "
                        "environment used for rewards must keep the episode it played there")
    return episode


def actions(completion: Completion) -> list[str]:
    """The env actions a completion took: each assistant turn's tool calls (OpenAI shape) or
    text."""
    if isinstance(completion, str):
        return [completion]
    out = []
    for message in completion:
        if message.get("role") != "assistant":
            continue
        if message.get("tool_calls"):
            out.append(json.dumps({"tool_calls": message["tool_calls"]}, ensure_ascii=False,
                                  default=str))
        else:
            out.append(_text(message.get("content")))
    return out


def _text(content: Any) -> str:
    """A message's text: a string, or the text parts of a list of content blocks."""
    if isinstance(content, list):
        return "".join(part.get("text", "") for part in content if isinstance(part, dict))
    return content if isinstance(content, str) else ""


def component_means(results: list[RewardResult]) -> dict[str, float]:
    """Batch mean of each top-level component of a composite's breakdown (what TRL should plot
    beside the total); empty for a reward that is not composite."""
    names = [k for k, v in results[0].breakdown.items() if isinstance(v, dict) and "value" in v] \
        if results else []
    return {k: fmean(float(r.breakdown[k]["value"]) for r in results) for k in names}
