"""MobilePlanner as a verifiers environment (verifiers 0.4, its ``verifiers.v1`` API).

verifiers splits an environment into a *taskset* (the rows, each a task that scores its own
trace), a *harness* (the program that talks to the model; every model call goes through the
rollout's interception endpoint, which records it on the trace) and the env that pairs them.
Here:

* :class:`MobilePlannerTaskset` -- one task per task of a suite. Its data is what the env needs
  to rebuild the episode (suite, task id, setting, reward, env options), plus the opening chat
  ``reset`` gives: the system prompt as ``system_prompt`` and the history and instruction as
  ``prompt``.
* :class:`MobilePlannerHarness` -- the taskset's own harness (verifiers picks it by default for
  this taskset). It plays the episode in-process on a :class:`~mobile_env.env.MobilePlannerEnv`:
  the system prompt in the ``system`` role, the env's tool schemas (``reset``'s
  ``info["tools"]``, the active set after every step) as native ``tools``, each assistant turn
  passed to ``step`` verbatim (``{"tool_calls": [...]}`` or its text, as
  :func:`~mobile_env.agents.openai_agent.action_from_message` makes it) and each observation
  sent back as a ``tool`` message with its ``tool_call_id``
  (:func:`~mobile_env.messages.openai_messages`), until the env ends the episode.
* :class:`MobilePlannerTask` -- scores the trace with the env's reward: the registered reward
  named in the config (``task_checker`` by default), recorded under its own name. The harness
  leaves the episode on the trace as a :class:`~mobile_env.trajectory.Trajectory` line
  (``trace.info["mobile_planner"]["trajectory"]``, saved with the trace); the reward replays it
  in a fresh env, checking every observation byte for byte, and scores the rebuilt record
  (:func:`~mobile_env.trajectory.rescore`), so verifiers' offline re-scoring of saved traces
  (``vf-replay``) gives the live numbers.

The top-level module ``mobile_planner`` re-exports these under the distribution's name, so
verifiers finds the environment as ``mobile-planner`` (``vf-eval mobile-planner``,
``--env.taskset.id mobile-planner``); :func:`load_environment` builds it in Python::

    from mobile_env.verifiers_env import load_environment
    env = load_environment(suite="spieval-core", setting="standard")

verifiers pins ``mcp==2.0`` and ``openai<3``; the ``serve`` extra's OpenEnv 0.10 needs
``mcp<2``, so the ``verifiers`` extra lives in a venv of its own.
"""

from __future__ import annotations

import json
from typing import Any, Iterator

import httpx
from pydantic import field_validator

try:
    import verifiers.v1 as vf
except ImportError:
    raise ImportError("mobile_env.verifiers_env needs verifiers 0.4: "
                      "pip install 'mobile-planner[verifiers]' (in a venv without the serve "
                      "extra: their mcp pins conflict)") from None

from mobile_env.agents.openai_agent import action_from_message, request_body
from mobile_env.env import MobilePlannerEnv
from mobile_env.helptext import unknown_name
from mobile_env.i18n import Lang
from mobile_env.readonly import thaw
from mobile_env.reward_registry import names as reward_names
from mobile_env.rollout import Chat, add_turn, opening_chat
from mobile_env.task_format import load_suite
from mobile_env.task_format.schema import Setting
from mobile_env.trajectory import Trajectory, from_episode, rescore
from mobile_env.tool_formats import ToolFormat

#: The id verifiers loads this environment by (the top-level module ``mobile_planner``).
HUB_ID = "mobile-planner"
#: The :class:`~mobile_env.env.MobilePlannerEnv` keywords a replay needs besides task and setting.
REPLAY_OPTIONS = ("step_limit", "page_size", "max_errors", "lang", "tool_format")


class MobilePlannerConfig(vf.TasksetConfig):
    """The taskset's options (``--env.taskset.*``): the suite and the env's keywords."""

    suite: str = "spieval-core"
    setting: Setting | None = None
    reward: str = "task_checker"
    step_limit: int | None = None
    page_size: int = 5
    max_errors: int | None = None
    lang: Lang = "en"
    tool_format: ToolFormat = "json_schema"

    @field_validator("reward")
    @classmethod
    def _registered(cls, value: str) -> str:
        if value not in reward_names():
            raise ValueError(unknown_name("reward", value, reward_names(),
                                          "mobile-env eval --help"))
        return value

    def env_options(self) -> dict[str, Any]:
        """The :class:`~mobile_env.env.MobilePlannerEnv` keywords besides the suite."""
        return {"setting": self.setting, "reward": self.reward, "step_limit": self.step_limit,
                "page_size": self.page_size, "max_errors": self.max_errors, "lang": self.lang,
                "tool_format": self.tool_format}


class MobilePlannerData(vf.TaskData):
    """One task's row: what rebuilds its episode. ``id`` is the task id."""

    suite: str
    env_options: dict[str, Any]


class MobilePlannerTask(vf.Task[MobilePlannerData]):
    """A task of the suite, scored by the env's reward."""

    @vf.reward(weight=1.0)  # type: ignore[untyped-decorator]
    async def env_reward(self, trace: Any) -> dict[str, float]:
        """The registered reward's value for the replayed episode, under the reward's name; its
        breakdown goes to ``trace.info["mobile_planner"]["reward_breakdown"]``."""
        played = trace.info.get("mobile_planner")
        if not isinstance(played, dict) or "trajectory" not in played:
            raise ValueError(f"no episode was played: run the task with the {HUB_ID!r} harness "
                             f"(--env.agent.harness.id {HUB_ID})")
        name = str(self.data.env_options["reward"])
        record = Trajectory.from_json(json.dumps(played["trajectory"]))
        outcome = rescore(record, name, load_suite(self.data.suite))
        played["reward_breakdown"] = thaw(outcome.breakdown)
        return {name: float(outcome.value)}


class MobilePlannerTaskset(vf.Taskset[MobilePlannerTask, MobilePlannerConfig]):
    """The tasks of ``config.suite``, in the suite's order, each with its opening chat."""

    def load(self) -> Iterator[MobilePlannerTask]:
        """One :class:`MobilePlannerTask` per task of the suite."""
        config: MobilePlannerConfig = self.config
        options = config.env_options()
        env = MobilePlannerEnv(suite=config.suite, **options)
        try:
            for task_id in env.tasks:
                _, info = env.reset(options={"task_id": task_id})
                system, *chat = info["messages"]
                data = MobilePlannerData(id=task_id, name=task_id, system_prompt=system["content"],
                                         prompt=chat, suite=config.suite, env_options=options)
                yield MobilePlannerTask(data, config.task)
        finally:
            env.close()


class MobilePlannerHarness(vf.Harness[vf.HarnessConfig]):
    """Plays one episode in-process, every model call through the rollout's endpoint."""

    APPENDS_SYSTEM_PROMPT = True
    EXECUTES_CODE = False
    NEEDS_CONTAINER = False

    async def launch(self, ctx: Any, trace: Any, runtime: Any, endpoint: str, secret: str,
                     mcp_urls: dict[str, str], data: Any) -> Any:
        """Play the task of ``data`` to its end and leave the episode on the trace.

        Args:
            ctx: the rollout's model context (its ``model`` names the model in each request).
            trace: the rollout's trace; ``trace.info["mobile_planner"]`` receives the episode
                (task id, steps, how it ended, its trajectory line).
            runtime, mcp_urls: unused: the env runs in this process and serves no MCP tools.
            endpoint, secret: the interception's ``/v1`` root and bearer token.
            data: the task's data as this segment sees it (its ``system_prompt`` is sent).

        Returns:
            A successful ``ProgramResult``: the trace is the record of what ran.
        """
        env = MobilePlannerEnv(suite=data.suite, task=data.id, **data.env_options)
        try:
            _, info = env.reset(options={"task_id": data.id})
            chat = opening_chat(info, 0)
            if data.system_prompt is not None:  # a prompt override (a file, GEPA) is honoured
                chat["messages"][0] = {"role": "system", "content": data.system_prompt}
            async with httpx.AsyncClient(timeout=httpx.Timeout(None, connect=30.0)) as http:
                while True:
                    message = await _complete(http, endpoint, secret, ctx.model, chat)
                    if message is None:  # verifiers stopped the rollout (a turn limit, a @stop)
                        break
                    action = action_from_message(message)
                    observation, _, terminated, truncated, info = env.step(action)
                    add_turn(chat, action, observation, info)
                    if terminated or truncated:
                        break
            episode = env.episode
            assert episode is not None
            options = {k: v for k, v in data.env_options.items() if k in REPLAY_OPTIONS}
            record = from_episode(episode, env.reward_fn, env_config=options)
            trace.info["mobile_planner"] = {
                "task_id": data.id, "steps": len(episode.steps),
                "termination_reason": episode.termination_reason or trace.stop_condition,
                "trajectory": json.loads(record.to_json())}
        finally:
            env.close()
        return vf.ProgramResult(exit_code=0, stdout="", stderr="")


async def _complete(http: httpx.AsyncClient, endpoint: str, secret: str, model: str,
                    chat: Chat) -> dict[str, Any] | None:
    """The assistant message for the chat's next turn; None once verifiers has stopped the
    rollout (the interception then refuses every call with 400 or 409)."""
    body = request_body(model, chat["messages"], chat["tools"], {})
    reply = await http.post(f"{endpoint.rstrip('/')}/chat/completions", json=body,
                            headers={"Authorization": f"Bearer {secret}"})
    if reply.status_code in (400, 409) and "rollout " in reply.text:
        return None
    reply.raise_for_status()
    message: dict[str, Any] = json.loads(reply.text)["choices"][0]["message"]
    return message


class MobilePlannerEnvConfig(vf.SingleAgentEnvConfig):
    """The env's config: verifiers' single agent seat, on the local (subprocess) runtime by
    default, since the harness runs in-process and needs no sandbox."""

    agent: vf.AgentConfig = vf.AgentConfig(runtime=vf.SubprocessConfig())


class MobilePlannerEnvironment(vf.SingleAgentEnv, vf.Env[MobilePlannerEnvConfig]):
    """verifiers' single-agent env with :class:`MobilePlannerEnvConfig`'s defaults."""


def load_environment(suite: str = "spieval-core", setting: Setting | None = None,
                     reward: str = "task_checker", **kwargs: Any) -> Any:
    """A verifiers environment over ``suite``: its tasks, this module's harness, the env's reward.

    Args:
        suite: a built-in suite name (``mobile-env tasks list``).
        setting: ``standard`` / ``full`` / ``no_search``; None plays each task's own.
        reward: the registered reward that scores each episode (``task_checker``: each task's
            own checker).
        kwargs: further :class:`MobilePlannerConfig` fields: the env's ``step_limit``,
            ``page_size``, ``max_errors``, ``lang``, ``tool_format``, and verifiers' own
            ``system_prompt`` (a file) and ``task``.

    Returns:
        The :class:`MobilePlannerEnvironment` (a verifiers ``SingleAgentEnv``) whose taskset is
        ``mobile-planner``.
    """
    taskset = {"id": HUB_ID, "suite": suite, "setting": setting, "reward": reward, **kwargs}
    return vf.load_environment(vf.resolve_env_config({"taskset": taskset}))


__all__ = ["HUB_ID", "MobilePlannerConfig", "MobilePlannerData", "MobilePlannerEnvConfig",
           "MobilePlannerEnvironment", "MobilePlannerHarness", "MobilePlannerTask",
           "MobilePlannerTaskset", "load_environment"]
