"""The one rollout loop: any batched policy plays tasks in a :class:`MobileVectorEnv` to the end.

Scripted agents, local models, OpenAI-compatible clients, the evaluation runner and the GRPO
trainer all collect episodes here, so that "an episode" means the same thing everywhere (same
chat transcript, same seeds, same reward) and a fix to the loop reaches every user.

A *batched policy* is a function from a list of :class:`Chat` (one per live episode) to a list of
model outputs, one string per chat, in the same order. Batching is the policy's business: a
local model pads and generates once, a server client fans the requests out concurrently, a
scripted agent loops. The loop steps a :class:`~mobile_env.vector.MobileVectorEnv` with
autoreset disabled: an episode that ends waits (its action is ``None``) and is never shown to
the policy again, so each call holds only the chats that still need a turn.

The chat transcript follows ``examples/chat_loop.py``: the env's opening messages (system prompt,
dialogue history, instruction), then per step ``{"role": "assistant", "content": action}`` and
``{"role": "tool", "content": observation}`` (no tool reply after a final plain-text answer,
whose observation is empty). A client whose server insists on OpenAI ``tool_call_id`` pairing
converts these messages itself.

Two limits bound an episode besides its step limit, each ending it with its own
``termination_reason`` (:meth:`~mobile_env.env.MobilePlannerEnv.end`): ``deadline_s``, wall-clock
seconds from the batch's reset (so one stuck episode cannot stall a job), and ``token_budget``,
the tokens of the episode's actions and observations together as ``count_tokens`` counts them
(one budget for the whole episode, not per turn). An episode past either is ended before the
policy is asked again.

    from mobile_env.agents import get_agent
    from mobile_env.rollout import agent_policy, collect

    policy = agent_policy(lambda: get_agent("heuristic"))
    rollouts = collect(policy, load_suite("demo"), group_size=4, seed=0)
    [r.reward for r in rollouts]
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from typing import Any, Callable, Iterator, Protocol, Sequence, TypedDict

import numpy as np

from gymnasium.vector import AutoresetMode

from mobile_env.agents.base import Agent
from mobile_env.episode import EpisodeRecord
from mobile_env.env import EndEpisode, RewardFn
from mobile_env.limits import EpisodeLimits
from mobile_env.task_format import Task
from mobile_env.vector import MobileVectorEnv
from mobile_env.reward_registry import name_of

Message = dict[str, Any]


class Chat(TypedDict):
    """What a policy sees of one live episode. Read-only: the loop keeps appending to it.

    ``messages`` and ``tools`` are what a chat template or ``/v1/chat/completions`` takes.
    ``episode`` (the episode's index in the rollout, stable across steps) and ``step`` (actions
    taken so far; 0 means a fresh episode) let a stateful policy keep per-episode state.
    ``tool_format`` is the env's (:mod:`mobile_env.tool_formats`): with ``compact`` the system
    prompt lists the tools already, so ``tools`` must not be rendered again by a chat template.
    """

    messages: list[Message]
    tools: list[dict[str, Any]]
    task_id: str
    episode: int
    step: int
    tool_format: str


BatchPolicy = Callable[[list[Chat]], Sequence[str]]


class FinishedEnv(Protocol):
    """What the loop reads of a sub-env once its episode has ended."""

    @property
    def page_size(self) -> int:
        """Records per result page (the rollout's settings)."""
    @property
    def max_errors(self) -> int | None:
        """Consecutive failed steps that end an episode (None: never)."""
    @property
    def episode(self) -> EpisodeRecord | None:
        """The finished episode's record."""


class BatchEnv(Protocol):
    """The vector env the loop drives: :class:`MobileVectorEnv`, or one whose envs live
    elsewhere (:class:`mobile_env.ray_rollout.RayVectorEnv`), with autoreset disabled."""

    @property
    def num_envs(self) -> int:
        """Sub-envs in the batch."""
    @property
    def group_size(self) -> int:
        """Adjacent sub-envs that play the same task (a GRPO group)."""
    @property
    def envs(self) -> Sequence[FinishedEnv]:
        """The sub-envs, as the loop reads them."""

    def reset(self, *, seed: Sequence[int | None] | None = None,
              options: dict[str, Any] | None = None) -> tuple[Sequence[str], dict[str, Any]]:
        """Reset every sub-env, one seed each; ``info["per_env"]`` holds each one's info."""

    def step(self, actions: Sequence[str | EndEpisode | None]
             ) -> tuple[Sequence[str], np.ndarray, np.ndarray,
                                                            np.ndarray, dict[str, Any]]:
        """Step the sub-envs whose action is not None."""

    def close(self) -> None:
        """Release the sub-envs."""


#: Makes a batch's vector env: ``(tasks, group_size, autoreset_mode=..., **env_kwargs)``.
VectorFactory = Callable[..., BatchEnv]


@dataclass(slots=True)
class Rollout:
    """One finished episode: the env's record plus what the policy saw and what it earned.

    ``actions`` are the policy's outputs exactly as sent (the same strings the env's record
    keeps), so a replay feeds the env the very same bytes. ``env_config`` holds the env settings
    that shape observations (step limit, page size, error cap).
    """

    index: int
    group: int
    seed: int | None
    episode: EpisodeRecord
    messages: list[Message]
    tools: list[dict[str, Any]]
    actions: list[str]
    rewards: list[float]
    breakdown: dict[str, Any]
    reward_name: str
    env_config: dict[str, Any] = field(default_factory=dict)

    @property
    def task_id(self) -> str:
        """The id of the task the episode played."""
        return self.episode.task.id

    @property
    def reward(self) -> float:
        """The episode's return (the env pays it at the end, unless it shapes per step)."""
        return sum(self.rewards)

    @property
    def steps(self) -> int:
        """How many actions the policy took."""
        return len(self.actions)


def collect(policy: BatchPolicy, tasks: Sequence[str | Task], *, group_size: int = 1,
            seed: int | None = 0, setting: str | None = None,
            reward: str | RewardFn = "task_checker", batch_size: int | None = None,
            vector_env: VectorFactory = MobileVectorEnv.groups, deadline_s: float | None = None,
            token_budget: int | None = None, count_tokens: Callable[[str], int] | None = None,
            **env_kwargs: Any) -> list[Rollout]:
    """Play every task ``group_size`` times; the rollouts in task order, group members adjacent.

    See :func:`iter_rollouts` for the arguments.
    """
    return sorted(iter_rollouts(policy, tasks, group_size=group_size, seed=seed, setting=setting,
                                reward=reward, batch_size=batch_size, vector_env=vector_env,
                                deadline_s=deadline_s, token_budget=token_budget,
                                count_tokens=count_tokens, **env_kwargs),
                  key=lambda r: r.index)


def iter_rollouts(policy: BatchPolicy, tasks: Sequence[str | Task], *, group_size: int = 1,
                  seed: int | None = 0, setting: str | None = None,
                  reward: str | RewardFn = "task_checker", batch_size: int | None = None,
                  vector_env: VectorFactory = MobileVectorEnv.groups,
                  deadline_s: float | None = None, token_budget: int | None = None,
                  count_tokens: Callable[[str], int] | None = None,
                  **env_kwargs: Any) -> Iterator[Rollout]:
    """Yield rollouts as their episodes end (for progress bars and streaming writers).

    Args:
        policy: the batched policy (see the module docstring).
        tasks: tasks (or ids within ``env_kwargs["suite"]``); group ``g`` plays ``tasks[g]``.
        group_size: copies of each task with identical initial states (GRPO's groups).
        seed: group ``g`` resets with ``seed + g`` whatever the batching; None leaves it unseeded.
        setting: ``standard`` / ``full`` / ``no_search``; None uses each task's own.
        reward: registered reward name or callable, paid at the end of each episode.
        batch_size: most episodes run at once (whole groups; at least one group); None runs all.
            Bounds memory and the policy's batch on big suites.
        vector_env: builds each batch's vector env, called as
            ``MobileVectorEnv.groups(tasks, group_size, autoreset_mode=..., **env_kwargs)``
            is; :mod:`mobile_env.ray_rollout` passes one whose envs live in Ray actors.
        deadline_s: wall-clock seconds an episode may run, from its batch's reset; one past it
            ends with ``termination_reason="deadline"``. None: no deadline.
        token_budget: tokens an episode's actions and observations may hold together; one that
            reaches it ends with ``termination_reason="token_budget"``. None: no budget.
        count_tokens: the tokens of a text, for ``token_budget`` (a tokenizer's count).
        env_kwargs: further :class:`~mobile_env.env.MobilePlannerEnv` keywords (``step_limit``,
            ``page_size``, ``max_errors``, ``suite``).
    """
    if group_size < 1:
        raise ValueError(f"group_size must be >= 1 (got {group_size})")
    limits = EpisodeLimits(deadline_s, token_budget, count_tokens)
    per_batch = len(tasks) if batch_size is None else max(1, batch_size // group_size)
    reward_name = name_of(reward)
    for first in range(0, len(tasks), per_batch):
        chunk = tasks[first:first + per_batch]
        vec = vector_env(chunk, group_size, autoreset_mode=AutoresetMode.DISABLED,
                         setting=setting, reward=reward, **env_kwargs)
        try:
            yield from _play_batch(policy, vec, first, seed, reward_name, limits)
        finally:
            vec.close()


def _play_batch(policy: BatchPolicy, vec: BatchEnv, first_group: int, seed: int | None,
                reward_name: str, limits: EpisodeLimits = EpisodeLimits()) -> Iterator[Rollout]:
    """Lock-step the batch until every episode has ended, yielding each as it ends; an episode
    past ``limits`` is ended without asking the policy."""
    n, size = vec.num_envs, vec.group_size
    groups = [first_group + i // size for i in range(n)]
    seeds = [None if seed is None else seed + g for g in groups]
    _, infos = vec.reset(seed=seeds)
    started = time.monotonic()
    chats = [opening_chat(info, first_group * size + i) for i, info in enumerate(infos["per_env"])]
    limits_of = [info["step_limit"] for info in infos["per_env"]]
    tokens = [0] * n
    actions: list[list[str]] = [[] for _ in range(n)]
    rewards: list[list[float]] = [[] for _ in range(n)]
    live = list(range(n))
    while live:
        ending = {i: reason for i in live
                  if (reason := limits.reason(started, tokens[i])) is not None}
        asked = [i for i in live if i not in ending]
        sent: dict[int, str | EndEpisode] = {i: EndEpisode(reason)
                                             for i, reason in ending.items()}
        if asked:
            sent.update(zip(asked, _ask(policy, [chats[i] for i in asked])))
        observations, step_rewards, terminated, truncated, infos = vec.step(
            [sent.get(i) for i in range(n)])
        still = []
        for i in live:
            info = infos["per_env"][i]
            action = sent[i]
            if isinstance(action, str):
                add_turn(chats[i], action, observations[i], info)
                actions[i].append(action)
                tokens[i] += limits.tokens(action, observations[i])
            rewards[i].append(float(step_rewards[i]))
            if terminated[i] or truncated[i]:
                env = vec.envs[i]
                assert env.episode is not None
                yield Rollout(chats[i]["episode"], groups[i], seeds[i], env.episode,
                              chats[i]["messages"], chats[i]["tools"], actions[i], rewards[i],
                              info.get("reward_breakdown", {}), reward_name,
                              {"step_limit": limits_of[i], "page_size": env.page_size,
                               "max_errors": env.max_errors})
            else:
                still.append(i)
        live = still


def opening_chat(info: dict[str, Any], episode: int) -> Chat:
    """The chat a policy sees first, from ``reset``'s info: messages, tools, task and format."""
    return Chat(messages=list(info["messages"]), tools=info["tools"], task_id=info["task_id"],
                episode=episode, step=0, tool_format=info.get("tool_format", "json_schema"))


def add_turn(chat: Chat, action: str, observation: str, info: dict[str, Any]) -> None:
    """Append the policy's action and the env's answer (none after a final plain-text answer)."""
    chat["messages"].append({"role": "assistant", "content": action})
    if observation:
        chat["messages"].append({"role": "tool", "content": observation})
    if "tools" in info:  # the active tool set changed (a skill was loaded)
        chat["tools"] = info["tools"]
    chat["step"] += 1


def _ask(policy: BatchPolicy, chats: list[Chat]) -> list[str]:
    """The policy's outputs, checked: a missing or non-text output is a bug, not a model answer.

    (A ``None`` would make the vector env skip the episode forever, so it must not pass.)
    """
    outputs = list(policy(chats))
    if len(outputs) != len(chats):
        raise ValueError(f"the policy returned {len(outputs)} outputs for {len(chats)} chats")
    bad = [type(o).__name__ for o in outputs if not isinstance(o, str)]
    if bad:
        raise TypeError(f"the policy must return strings (got {', '.join(sorted(set(bad)))})")
    return outputs


class AgentPolicy:
    """A batched policy made of per-episode :class:`~mobile_env.agents.base.Agent` objects.

    The agents predate the batched loop and play one episode each through ``reset`` / ``act``;
    this keeps one agent per live episode (made by ``make_agent`` when the episode's first turn
    arrives, dropped when it is no longer asked), so any agent runs in :func:`collect` unchanged.
    """

    def __init__(self, make_agent: Callable[[], Agent]) -> None:
        self.make_agent = make_agent
        self._agents: dict[int, Agent] = {}

    def __call__(self, chats: list[Chat]) -> list[str]:
        """One action per chat, each from that episode's own agent."""
        asked = {chat["episode"] for chat in chats}
        self._agents = {k: a for k, a in self._agents.items() if k in asked}
        return [self._act(chat) for chat in chats]

    def _act(self, chat: Chat) -> str:
        if chat["step"] == 0:
            agent = self._agents[chat["episode"]] = self.make_agent()
            agent.reset(chat["task_id"], chat["messages"], chat["tools"])
        else:
            agent = self._agents[chat["episode"]]
        return agent.act(chat["messages"][-1]["content"])


def agent_policy(make_agent: Callable[[], Agent]) -> AgentPolicy:
    """A batched policy that plays each episode with a fresh agent from ``make_agent``."""
    return AgentPolicy(make_agent)
