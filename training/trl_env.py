"""MobilePlanner as a TRL ``environment_factory`` class, for suites whose tool set is fixed.

TRL 1.16's ``GRPOTrainer(environment_factory=cls)`` runs the multi-turn loop itself: it takes
the class's public functions as the tools, reads each one from an instance
(``getattr(instance, name)``), renders them into the prompt with the chat template, parses the
model's tool calls, calls them, and masks the tool results out of the loss.
:func:`environment_class` builds such a class from the env's own tool schemas; every tool
forwards its call to a :class:`~mobile_env.env.MobilePlannerEnv` and returns the observation.

The schemas the model sees are exactly the env's, byte for byte. A function's schema is
derived by transformers' ``get_json_schema`` (``chat_template_utils``, used by
``apply_chat_template``) from its signature and docstring, and that derivation can only express
types, enums, item types and descriptions: a default, ``minimum`` / ``maximum``, ``maxItems``,
``pattern`` or an item description cannot come out of it. So each instance holds its tools as
:class:`ToolFunction` objects -- the env's schema dict itself, callable like the method --
which ``apply_chat_template`` (``isinstance(tool, dict)``) and TRL's response parser use as
given. The class functions keep the most faithful signature the derivation allows (``Literal``
enums, typed lists, defaults), for any code that derives a schema from them anyway.

Limits of this path, and why :mod:`mobile_env.training.grpo` drives the env itself by default:
the tool list is fixed when the trainer starts (no skills that add tools mid-episode), every
task of the suite must offer the same tools, and a final plain-text answer never reaches the env
(TRL ends the episode when a turn has no tool call); the reward still sees every call, which is what
the SPIEval checker scores.

    cls = environment_class(load_suite("spieval-train"))
    trainer = GRPOTrainer(model, reward_funcs=[TRLReward("spieval_shaped")],
                          environment_factory=cls, train_dataset=environment_dataset(tasks), ...)

**Remote envs.** :func:`remote_environment` builds the same kind of class over a running
``mobile-env serve``: each instance is one WebSocket session (TRL pools instances and resets
them per rollout; a reset starts a new episode in the same session), the schemas and the
dataset's prompts come from the server, and the reward is the server's, given to TRL by
:class:`ServerReturn` (logged as ``rewards/MobilePlannerServer/mean``). An episode still running
when TRL scores it (the model ended its turn in plain text) gets that text as its final answer
first, so the server scores the answer the model wrote.

    cls, dataset = remote_environment("http://127.0.0.1:8000", [t.id for t in tasks])
    trainer = GRPOTrainer(model, reward_funcs=[], environment_factory=cls,
                          train_dataset=dataset, ...)
"""

from __future__ import annotations

import inspect
import json
import urllib.request
from typing import TYPE_CHECKING, Any, Callable, Literal, Protocol, Sequence, TypeVar, cast

from mobile_env.env import MobilePlannerEnv
from mobile_env.episode import EpisodeRecord
from mobile_env.readonly import FrozenDict
from mobile_env.task_format import Task
from mobile_env.task_format.schema import Setting

if TYPE_CHECKING:
    from mobile_env.serving.protocol import PlannerObservation

_JSON_TYPES: dict[str, Any] = {"string": str, "integer": int, "number": float, "boolean": bool,
                               "object": dict, "array": list}
B = TypeVar("B")


class ToolFunction(FrozenDict):
    """A tool TRL can both render and call: the env's schema dict, callable like the method."""

    def __init__(self, schema: dict[str, Any], method: Callable[..., str]) -> None:
        super().__init__(schema)
        self.__name__ = schema["function"]["name"]
        self.__doc__ = method.__doc__
        self.__signature__ = inspect.signature(method)
        self._method = method

    def __call__(self, **arguments: Any) -> str:
        """Call the tool: the env method's observation text."""
        return self._method(**arguments)


class _ToolHost(Protocol):
    """What a generated tool method calls on its instance (both base classes below)."""

    def _call(self, name: str, arguments: dict[str, Any]) -> str: ...


class _StepResult(Protocol):
    """What an OpenEnv session's ``reset`` and ``step`` return."""

    observation: PlannerObservation
    reward: float | None
    done: bool


class _Session(Protocol):
    """The blocking OpenEnv session :func:`_session` opens (its client package is untyped)."""

    def reset(self, **options: Any) -> _StepResult: ...

    def step(self, action: dict[str, Any]) -> _StepResult: ...

    def close(self) -> None: ...


def _install_tools(instance: Any) -> None:
    """Give ``instance`` its tools as :class:`ToolFunction` attributes (see the module
    docstring)."""
    for schema in type(instance)._schemas:
        name = schema["function"]["name"]
        setattr(instance, name, ToolFunction(schema, getattr(instance, name)))


class MobilePlannerTools:
    """Base of the generated classes: one env per instance, reset per rollout (TRL pools them)."""

    _tasks: Sequence[Task] = ()
    _env_kwargs: dict[str, Any] = {}
    _schemas: tuple[dict[str, Any], ...] = ()

    def __init__(self) -> None:
        self._env = MobilePlannerEnv(tasks=self._tasks, **self._env_kwargs)
        self._done = True
        _install_tools(self)

    def reset(self, **row: Any) -> str:
        """Start the row's task (column ``task_id``); the instruction is appended to the prompt."""
        instruction, _ = self._env.reset(options={"task_id": row["task_id"]})
        self._done = False
        return instruction

    @property
    def episode(self) -> EpisodeRecord | None:
        """The episode played since the last reset (what
        :class:`mobile_env.rewards.trl.TRLReward` scores)."""
        return self._env.episode

    def _call(self, name: str, arguments: dict[str, Any]) -> str:
        if self._done:
            return EPISODE_ENDED
        observation, _, terminated, truncated, _ = self._env.step(
            json.dumps({"name": name, "arguments": arguments}, ensure_ascii=False))
        self._done = terminated or truncated
        return observation


#: What a tool method answers once the episode is over (TRL may still call tools).
EPISODE_ENDED = json.dumps({"status": "error", "error_type": "tool_error",
                            "payload": "the episode has ended; answer the user"})


class RemoteMobilePlannerTools:
    """Base of :func:`remote_environment`'s classes: one server session per instance."""

    _url: str = ""
    _setting: str | None = None
    _schemas: tuple[dict[str, Any], ...] = ()

    def __init__(self) -> None:
        # Opened on the first reset (TRL probes one instance it never plays); it closes when the
        # instance is collected (OpenEnv's client drops its socket, and the server its session).
        self._session: _Session | None = None
        self._done = True
        self._return = 0.0
        _install_tools(self)

    def reset(self, **row: Any) -> str:
        """Start the row's task (column ``task_id``) in this instance's session."""
        if self._session is None:
            self._session = _session(self._url)
        result = self._session.reset(task_id=row["task_id"], setting=self._setting)
        self._done, self._return = False, 0.0
        return result.observation.text

    def _episode_return(self, final_answer: str = "") -> float:
        """The episode's return as the server pays it; an episode still running (the model
        ended its turn in plain text) is first ended with ``final_answer``, that text. Private:
        TRL offers every public function of the class to the model as a tool."""
        if self._session is None:
            raise RuntimeError("no reset yet: this instance played no episode")
        if not self._done:
            self._step({"text": final_answer})
        return self._return

    def _call(self, name: str, arguments: dict[str, Any]) -> str:
        if self._done:
            return EPISODE_ENDED
        return self._step({"name": name, "arguments": arguments})

    def _step(self, action: dict[str, Any]) -> str:
        assert self._session is not None, "a step follows a reset, which opens the session"
        result = self._session.step(action)
        self._done = result.done
        self._return += float(result.reward or 0.0)
        return result.observation.text


class ServerReturn:
    """TRL's reward for :func:`remote_environment`'s classes: each episode's return as the
    server pays it, the model's closing plain-text turn sent to the server first as the final
    answer (so a reward on the answer, such as ``final_reply``, scores what the model wrote, as
    it does in process). Logged as ``rewards/MobilePlannerServer/mean``."""

    __name__ = "MobilePlannerServer"

    def __call__(self, completions: Sequence[Any], environments: Sequence[Any],
                 **kwargs: Any) -> list[float]:
        """One return per completion, from the environment instance that played it."""
        return [env._episode_return(final_text(completion))
                for completion, env in zip(completions, environments)]


def final_text(completion: Any) -> str:
    """The text of a completion's last turn when it is the model's plain answer (an assistant
    message with no tool calls), else ``""``: the episode ran out of budget mid-call."""
    if isinstance(completion, str):
        return completion
    last = completion[-1] if completion else {}
    if last.get("role") != "assistant" or last.get("tool_calls"):
        return ""
    content = last.get("content")
    return content if isinstance(content, str) else ""


def environment_class(tasks: Sequence[Task], *, setting: Setting | None = None,
                      step_limit: int | None = None) -> type[MobilePlannerTools]:
    """A :class:`MobilePlannerTools` subclass with one method per tool the tasks offer."""
    env_kwargs: dict[str, Any] = {"setting": setting}
    if step_limit is not None:
        env_kwargs["step_limit"] = step_limit
    return tools_class(fixed_tools(tasks, env_kwargs), tasks, env_kwargs)


def tools_class(schemas: Sequence[dict[str, Any]], tasks: Sequence[Task] = (),
                env_kwargs: dict[str, Any] | None = None) -> type[MobilePlannerTools]:
    """A :class:`MobilePlannerTools` subclass whose tools are ``schemas`` (env-shaped)."""
    return _with_tools("MobilePlannerEnvironment", MobilePlannerTools, schemas,
                       {"_tasks": tuple(tasks), "_env_kwargs": dict(env_kwargs or {})})


def check_server(url: str, timeout_s: float = 10.0) -> None:
    """Whether an env server answers at ``url`` (its ``/health`` route), checked before a run
    loads a model to play there.

    Args:
        url: the server's ``http://host:port``.
        timeout_s: how long to wait for the answer.

    Raises:
        ConnectionError: nothing answers there; the one-line message says what to do.
    """
    try:
        with urllib.request.urlopen(f"{url.rstrip('/')}/health", timeout=timeout_s) as answer:
            answer.read()
    except (OSError, ValueError) as exc:  # URLError and timeouts are OSErrors; ValueError: no URL
        reason = getattr(exc, "reason", exc)
        said = getattr(reason, "strerror", None) or str(reason)
        raise ConnectionError(f"{url}: {said}; start mobile-env serve") from None


def remote_environment(url: str, task_ids: Sequence[str], *,
                       setting: str | None = None) -> tuple[type[RemoteMobilePlannerTools], Any]:
    """A :class:`RemoteMobilePlannerTools` subclass for the server at ``url`` and its dataset
    (one row per task: the server's opening chat with an empty user turn, and ``task_id``).

    Every task must open with the same tools (as for :func:`environment_class`).
    """
    from datasets import Dataset

    session = _session(url)
    prompts: list[list[dict[str, Any]]] = []
    seen: dict[tuple[str, ...], str] = {}
    schemas: list[dict[str, Any]] = []
    try:
        for task_id in task_ids:
            opening = session.reset(task_id=task_id, setting=setting).observation
            seen.setdefault(tuple(s["function"]["name"] for s in opening.tools), task_id)
            schemas = opening.tools
            prompts.append([*opening.messages[:-1], {"role": "user", "content": ""}])
    finally:
        session.close()
    _one_tool_set(seen)
    cls = _with_tools("MobilePlannerServer", RemoteMobilePlannerTools, schemas,
                      {"_url": url, "_setting": setting})
    return cls, Dataset.from_dict({"prompt": prompts, "task_id": list(task_ids)})


def _session(url: str) -> _Session:
    """A blocking OpenEnv session with the server (needs the serve extra)."""
    from mobile_env.serving.client import MobilePlannerClient

    session: _Session = MobilePlannerClient(base_url=url, message_timeout_s=600).sync()
    return session


def _with_tools(name: str, base: type[B], schemas: Sequence[dict[str, Any]],
                namespace: dict[str, Any]) -> type[B]:
    """``base`` subclassed with one method per tool schema (its instances hold the schemas)."""
    namespace = {**namespace, "_schemas": tuple(schemas)}
    for schema in schemas:
        method = tool_method(schema["function"])
        namespace[method.__name__] = method
    return cast("type[B]", type(name, (base,), namespace))  # type() says only "a class"


def fixed_tools(tasks: Sequence[Task], env_kwargs: dict[str, Any]) -> list[dict[str, Any]]:
    """The tool schemas every task starts with; an error if they differ between tasks."""
    env = MobilePlannerEnv(tasks=tasks, **env_kwargs)
    seen: dict[tuple[str, ...], str] = {}
    schemas: list[dict[str, Any]] = []
    for task in tasks:
        _, info = env.reset(options={"task_id": task.id})
        names = tuple(s["function"]["name"] for s in info["tools"])
        seen.setdefault(names, task.id)
        schemas = info["tools"]
    _one_tool_set(seen)
    return schemas


def _one_tool_set(seen: dict[tuple[str, ...], str]) -> None:
    """An error unless every task opened with the same tools (``seen``: tool names -> a task)."""
    if len(seen) > 1:
        raise ValueError(f"environment_factory needs one tool set for all tasks; tasks "
                         f"{sorted(seen.values())} "
                         "differ. Use mobile_env.training.grpo's rollout_func path instead.")


def tool_method(function: dict[str, Any]) -> Callable[..., str]:
    """A method that forwards its keyword arguments as they came (no defaults filled in), with
    the signature and Google-style docstring ``get_json_schema`` derives the closest schema from:
    each parameter's JSON type (``Literal`` for an enum, ``list[...]`` for typed items), the
    schema's default (or None) for an optional one, never ``Optional`` (which would add
    ``nullable``)."""
    name = function["name"]
    parameters = function.get("parameters", {})
    properties: dict[str, dict[str, Any]] = parameters.get("properties", {})
    required = set(parameters.get("required", []))

    def method(self: _ToolHost, **arguments: Any) -> str:
        return self._call(name, arguments)

    signature = [inspect.Parameter("self", inspect.Parameter.POSITIONAL_OR_KEYWORD)]
    annotations: dict[str, Any] = {"return": str}
    for arg, spec in properties.items():
        annotations[arg] = annotation(spec)
        signature.append(inspect.Parameter(
            arg, inspect.Parameter.KEYWORD_ONLY, annotation=annotations[arg],
            default=inspect.Parameter.empty if arg in required else spec.get("default")))
    method.__name__ = method.__qualname__ = name
    method.__signature__ = inspect.Signature(signature, return_annotation=str)  # type: ignore[attr-defined]
    method.__annotations__ = annotations
    method.__doc__ = _docstring(function.get("description", name), properties)
    return method


def annotation(spec: dict[str, Any]) -> Any:
    """The Python type hint ``get_json_schema`` turns back into ``spec``'s type, enum and items."""
    if "enum" in spec:
        return Literal[tuple(spec["enum"])]
    kind = _JSON_TYPES.get(spec.get("type", "string"), str)
    if kind is list and isinstance(spec.get("items"), dict):
        return list[annotation(spec["items"])]  # type: ignore[misc]
    if kind is dict and isinstance(spec.get("additionalProperties"), dict):
        return dict[str, annotation(spec["additionalProperties"])]  # type: ignore[misc]
    return kind


def _docstring(description: str, properties: dict[str, dict[str, Any]]) -> str:
    """Google style, as transformers' ``get_json_schema`` parses it."""
    lines = [" ".join(description.split()) or "A phone tool.", "", "Args:"]
    for arg, spec in properties.items():
        lines.append(f"    {arg}: {' '.join(str(spec.get('description', arg)).split())}")
    lines += ["", "Returns:", "    The tool's feedback as JSON: status, error_type, payload."]
    return "\n".join(lines)


def environment_dataset(tasks: Sequence[Task], setting: Setting | None = None) -> Any:
    """One row per task: the opening chat with an empty user turn (``reset`` appends the
    instruction to it) and the ``task_id`` column ``reset`` reads."""
    from datasets import Dataset

    env = MobilePlannerEnv(tasks=tasks, setting=setting)
    prompts = []
    for task in tasks:
        _, info = env.reset(options={"task_id": task.id})
        prompts.append([*info["messages"][:-1], {"role": "user", "content": ""}])
    return Dataset.from_dict({"prompt": prompts, "task_id": [t.id for t in tasks]})
