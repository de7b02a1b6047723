"""``mobile-env serve``: MobilePlanner as an OpenEnv server, one env per WebSocket session.

    mobile-env serve --suite spieval-train --reward spieval_shaped --port 8000 --max-sessions 256

TRL, SkyRL and verifiers all speak OpenEnv. Each WebSocket connection to ``/ws`` is a session
with its own :class:`~mobile_env.env.MobilePlannerEnv`, stepped in its own thread; the envs
share the suite's tasks, so a session costs a few KiB. TRL opens one session per generation, so
``--max-sessions`` must cover a whole batch.

A session sends ``{"type": "reset", "data": {"seed": 0, "task_id": "..."}}`` (``setting`` too;
no ``task_id`` draws one with the seed) and ``{"type": "step", "data": {"text": "..."}}`` or
``{"type": "step", "data": {"name": "...", "arguments": {...}}}``; see
:mod:`mobile_env.serving.protocol` for the observation. A bad request -- a malformed action, an
unknown reset option or task, a step before reset or after the end, a frame that is not a JSON
object (:mod:`mobile_env.serving.frames`) -- gets an error frame that says what to fix, and the
session stays usable. OpenEnv's HTTP ``/reset`` and ``/step`` routes
build a fresh env per request, so they keep no episode; HTTP ``/step`` therefore answers 409
with a pointer to ``/ws``.

A session outlives its connection for ``--resume-window`` seconds
(:mod:`mobile_env.serving.sessions`): ``GET /mobile_planner/sessions/ID`` reports what happened to
its episode, and a reset with ``{"resume": ID}`` from a new connection goes on with it (an
HTTP ``/reset``'s episode is kept the same way). A session's back-to-back steps are paced to
:data:`STEP_SHARE` of the time, so that one client cannot take the CPU from the others.

``--reward`` (and ``--step-reward``) take what ``mobile-env train grpo --reward`` takes, read by
the same function (:func:`mobile_env.rewards.from_spec`): a registered name or JSON weights such
as ``'{"spieval_shaped": 1, "final_reply": 0.1}'``.

OpenEnv's Task API lists what is served: the suite is one split, named as ``--suite`` names it
(a file by its stem), ``GET /mobile_planner/splits``, ``POST /mobile_planner/num_tasks``,
``/mobile_planner/task`` and ``/mobile_planner/task_range`` (each task's id, suite, capability,
setting, step limit and instruction; never its gold), and ``reset`` takes ``split`` and
``index`` in place of ``task_id``.

The same task, seed and actions give byte-identical observations and rewards to the in-process
env (``tests/serving/test_serving.py`` checks it over a real server with concurrent sessions).
"""

from __future__ import annotations

import argparse
import contextlib
import threading
import time
import uuid
from functools import partial
from pathlib import Path
from typing import Any, Callable, Iterator, Sequence

from gymnasium.error import ResetNeeded
from openenv.core.env_server.http_server import create_app
from openenv.core.env_server.interfaces import Environment
from openenv.core.env_server.types import EnvironmentMetadata

import mobile_env
from mobile_env.env import RESET_OPTIONS as ENV_RESET_OPTIONS
from mobile_env.env import MobilePlannerEnv
from mobile_env.limits import EpisodeLimits
from mobile_env.serving.cli import IDLE_TIMEOUT_S, MAX_FRAME_BYTES, RESUME_WINDOW_S, env_options
from mobile_env.serving.frames import FrameGuard
from mobile_env.serving.protocol import (SESSIONS_ROUTE, PlannerAction, PlannerObservation,
                                         PlannerState)
from mobile_env.serving.sessions import Session, SessionGone, SessionStore
from mobile_env.task_format import Task

ENV_NAME = "mobile_planner"
RESET_OPTIONS = ("seed", "episode_id", *ENV_RESET_OPTIONS, "split", "index", "resume")
#: The split's name when the caller names none: the served tasks, whatever their suites.
SPLIT = "tasks"
#: OpenEnv's split types; a split whose name ends in one (``spieval-train``) has that type, any
#: other the type OpenEnv gives a plain name.
SPLIT_TYPES = ("train", "validation", "test")
OTHER_SPLIT_TYPE = "validation"


#: The most of the wall-clock time one session's steps may take: a step that took ``d`` seconds
#: starts the session's next one no sooner than ``d / STEP_SHARE`` after it started, so that a
#: client sending costly steps back to back leaves the CPU to the other sessions. A client that
#: waits for each answer and thinks between steps is never held back.
STEP_SHARE = 0.25


class RequestError(ValueError):
    """A request the env cannot carry out as asked (HTTP 400; an error frame over ``/ws``)."""


class MobilePlannerEnvironment(Environment[PlannerAction, PlannerObservation, PlannerState]):
    """One session's env. ``tasks`` are shared by every session and listed by the Task API as
    the split ``split``; ``env_kwargs`` are :class:`~mobile_env.env.MobilePlannerEnv` keywords
    (reward, step_limit, page_size, ...)."""

    SUPPORTS_CONCURRENT_SESSIONS = True

    def __init__(self, tasks: Sequence[Task], split: str = SPLIT,
                 limits: EpisodeLimits = EpisodeLimits(), store: SessionStore | None = None,
                 **env_kwargs: Any) -> None:
        super().__init__()
        self.session = Session(MobilePlannerEnv(tasks=tasks, **env_kwargs))
        self.tasks = tasks
        self.split = split
        self.limits = limits
        self.store = store

    @property
    def env(self) -> MobilePlannerEnv:
        """The session's env (the resumed session's after a resume)."""
        return self.session.env

    def reset(self, seed: int | None = None, episode_id: str | None = None,
              task_id: str | None = None, setting: str | None = None,
              split: str | None = None, index: int | None = None, resume: str | None = None,
              **unknown: Any) -> PlannerObservation:
        """A new episode: the task ``task_id``, or the one at ``index`` of ``split`` (the Task
        API's way), or one drawn with ``seed``; see the module docstring. ``resume``, alone, takes
        over a disconnected session instead (:meth:`resume`)."""
        if unknown:
            raise RequestError(f"unknown reset option(s) {sorted(unknown)}; "
                               f"accepted: {', '.join(RESET_OPTIONS)}")
        if resume is not None:
            if (seed, episode_id, task_id, setting, split, index) != (None,) * 6:
                raise RequestError("resume takes no other reset option: it goes on with the "
                                   "episode as it stood")
            return self.resume(resume)
        if index is not None or split is not None:
            if task_id is not None:
                raise RequestError("give task_id, or split and index, not both")
            try:
                task_id = self._task_at(split, index).id
            except IndexError as exc:
                raise RequestError(str(exc)) from None
        if seed is not None and (type(seed) is not int):
            raise RequestError(f"seed must be an integer or null (got {seed!r:.40})")
        if episode_id is not None and not isinstance(episode_id, str):
            raise RequestError(f"episode_id must be a string or null (got {episode_id!r:.40})")
        session = self.session
        try:
            instruction, info = session.env.reset(
                seed=seed, options={"task_id": task_id, "setting": setting})
        except ValueError as exc:  # unknown task id, bad setting
            raise RequestError(str(exc)) from None
        session.episode_id = episode_id if episode_id is not None else uuid.uuid4().hex
        session.step_limit, session.done = info["step_limit"], False
        session.started, session.tokens = time.monotonic(), 0
        session.last = PlannerObservation(
            text=instruction, messages=info["messages"], tools=info["tools"],
            task_id=info["task_id"], setting=info["setting"], step_limit=info["step_limit"],
            session_id=session.id)
        if self.store is not None:  # counted from its first episode: OpenEnv makes envs that
            self.store.connect(session)  # never reset, and never closes some of them
        return session.last

    def resume(self, session_id: str) -> PlannerObservation:
        """Take over the disconnected session ``session_id`` (see
        :mod:`mobile_env.serving.sessions`): this connection's own session is dropped, and the
        answer is that session's last observation, sent or not.

        Args:
            session_id: the ``session_id`` of the session's reset observation.

        Returns:
            The last observation the server made in that session.

        Raises:
            RequestError: the server keeps no sessions, or this one cannot be resumed (the
                message says why and what to do).
        """
        if self.store is None:
            raise RequestError("this server keeps no session after its connection ends "
                               "(--resume-window 0): reset to start a new episode")
        if not isinstance(session_id, str):
            raise RequestError(f"resume takes a session_id string (got {session_id!r:.40})")
        try:
            resumed = self.store.resume(session_id)
        except SessionGone as exc:
            raise RequestError(str(exc)) from None
        self.store.drop(self.session)
        self.session = resumed
        assert resumed.last is not None  # only a session with an episode is parked
        return resumed.last

    def step(self, action: PlannerAction, timeout_s: float | None = None,
             **kwargs: Any) -> PlannerObservation:
        """One env step. ``timeout_s`` is accepted and unused: every step is bounded already.
        A step that comes after the episode's deadline (wall-clock seconds from its reset) or
        once its actions and observations hold the token budget runs no action: it ends the
        episode, ``termination_reason`` ``"deadline"`` or ``"token_budget"``, by the rule of
        the rollout loop (:class:`~mobile_env.limits.EpisodeLimits`).

        The observation carries what the step added, never the chat so far: ``messages`` stays
        empty and ``tools`` is filled only when the step changed them, so a step's message does
        not grow with the episode, and a client that shows the model each observation
        (verifiers does) does not show it the whole episode again."""
        session = self.session
        episode = session.env.episode
        if episode is None:
            raise ResetNeeded("send a reset before the first step: this session has no episode")
        time.sleep(max(0.0, session.next_step_at - time.monotonic()))
        start = time.monotonic()
        text = action.to_text()
        ending = None if session.done else self.limits.reason(session.started, session.tokens)
        observation, reward, terminated, truncated, info = (
            session.env.end(ending) if ending else session.env.step(text))
        if not ending:
            session.tokens += self.limits.tokens(text, observation)
        session.next_step_at = start + (time.monotonic() - start) / STEP_SHARE
        session.done = terminated or truncated
        session.last = PlannerObservation(
            text=observation, tools=info.get("tools", []),
            tools_added=info.get("tools_added", []), task_id=episode.task.id,
            setting=episode.setting, step=info["step"], step_limit=session.step_limit,
            error_type=info["error_type"], calls=info["calls"], terminated=terminated,
            truncated=truncated, termination_reason=info.get("termination_reason"),
            reward_breakdown=info.get("reward_breakdown"), step_reward=info.get("step_reward"),
            reward=reward, done=session.done)
        return session.last

    def close(self) -> None:
        """The connection ended: park the session's episode for a resume (when the server keeps
        sessions and there is an episode)."""
        if self.store is not None:
            self.store.disconnect(self.session)

    def list_splits(self) -> list[dict[str, Any]]:
        """The Task API's splits: the served tasks, as one split."""
        kind = self.split.rsplit("-", 1)[-1]
        return [{"name": self.split, "type": kind if kind in SPLIT_TYPES else OTHER_SPLIT_TYPE,
                 "num_tasks": len(self.tasks)}]

    def num_tasks(self, split: str) -> int:
        """How many tasks ``split`` has."""
        return len(self._split_tasks(split))

    def list_tasks(self, split: str) -> list[dict[str, Any]]:
        """Every task of ``split`` (see :func:`task_spec`)."""
        return [task_spec(task, k) for k, task in enumerate(self._split_tasks(split))]

    def get_task(self, split: str, index: int) -> dict[str, Any]:
        """The task at ``index`` of ``split``; an ``IndexError`` (HTTP 400) out of range."""
        return task_spec(self._task_at(split, index), index)

    def get_task_range(self, split: str, start: int | None = None,
                       stop: int | None = None) -> list[dict[str, Any]]:
        """The tasks of ``split`` from ``start`` up to ``stop`` (Python slice bounds)."""
        tasks = self._split_tasks(split)
        indices = range(len(tasks))[start:stop]
        return [task_spec(tasks[k], k) for k in indices]

    def _split_tasks(self, split: str | None) -> Sequence[Task]:
        """The tasks of ``split`` (the one served; empty or None names it too)."""
        if split and split != self.split:
            raise RequestError(f"unknown split {split!r}; this server serves {self.split!r}")
        return self.tasks

    def _task_at(self, split: str | None, index: int | None) -> Task:
        tasks = self._split_tasks(split)
        if type(index) is not int or not 0 <= index < len(tasks):
            raise IndexError(f"index must be an integer from 0 to {len(tasks) - 1} in split "
                             f"{self.split!r} (got {index!r:.40})")
        return tasks[index]

    def get_metadata(self) -> EnvironmentMetadata:
        """What ``/metadata`` says: the package's own name, version and description."""
        return EnvironmentMetadata(
            name=ENV_NAME, version=mobile_env.__version__, author="MobilePlanner",
            description="MobilePlanner-v0: LLM planners for phones. Tool-calling episodes over "
                        "SPIEval and MobilePA-Bench tasks (search apps and memory, load skills, "
                        "delegate to sub-agents, execute actions), scored by verifiable rewards.")

    @property
    def state(self) -> PlannerState:
        session = self.session
        episode = session.env.episode
        if episode is None:
            return PlannerState(episode_id=session.episode_id, session_id=session.id)
        return PlannerState(episode_id=session.episode_id, session_id=session.id,
                            step_count=len(episode.steps), task_id=episode.task.id,
                            setting=episode.setting, done=session.done,
                            digest=episode.final_state.digest())


def task_spec(task: Task, index: int) -> dict[str, Any]:
    """What the Task API says of one task: enough to choose it and show it, never its gold.

    Args:
        task: the task.
        index: its position in its split.

    Returns:
        ``index``, ``id``, ``suite``, ``capability``, ``setting``, ``step_limit`` and
        ``instruction``.
    """
    return {"index": index, "id": task.id, "suite": task.suite, "capability": task.capability,
            "setting": task.setting, "step_limit": task.step_limit,
            "instruction": task.instruction}


def build_app(tasks: Sequence[Task], *, split: str = SPLIT, max_sessions: int = 256,
              idle_timeout_s: float | None = IDLE_TIMEOUT_S, deadline_s: float | None = None,
              token_budget: int | None = None, count_tokens: Callable[[str], int] | None = None,
              resume_window_s: float | None = RESUME_WINDOW_S, **env_kwargs: Any) -> Any:
    """The FastAPI app serving ``tasks`` with ``env_kwargs``; options are checked here, once.
    ``split``: the name the Task API lists the tasks under. ``idle_timeout_s``: a session that
    sends nothing for that long is closed (None: never). ``deadline_s``, ``token_budget`` and
    ``count_tokens``: an episode's limits, as :func:`mobile_env.rollout.iter_rollouts` takes
    them (None: no limit). ``resume_window_s``: how long a session's episode
    is kept after its connection ends, at most ``max_sessions`` of them (None: not at all; see
    :mod:`mobile_env.serving.sessions`)."""
    if max_sessions < 1:
        raise ValueError(f"max_sessions must be >= 1 (got {max_sessions})")
    limits = EpisodeLimits(deadline_s, token_budget, count_tokens)
    if idle_timeout_s is not None and not idle_timeout_s > 0:
        raise ValueError(f"idle_timeout_s must be > 0 or None (got {idle_timeout_s})")
    store = None if resume_window_s is None else SessionStore(resume_window_s, max_sessions)
    MobilePlannerEnv(tasks=tasks, **env_kwargs)  # a bad option fails now, not in every session
    factory = partial(MobilePlannerEnvironment, tuple(tasks), split, limits, store,
                      **env_kwargs)
    app = create_app(factory, PlannerAction, PlannerObservation, env_name=ENV_NAME,
                     max_concurrent_envs=max_sessions, state_cls=PlannerState)
    app.add_exception_handler(ResetNeeded, partial(_http_error, 409, " (OpenEnv's HTTP /step "
                                                   "runs on a fresh env per request; play "
                                                   "episodes over the WebSocket route /ws)"))
    app.add_exception_handler(RequestError, partial(_http_error, 400, ""))
    app.add_exception_handler(SessionGone, partial(_http_error, 404, ""))
    app.add_api_route(SESSIONS_ROUTE + "/{session_id}", partial(_session_report, store),
                      methods=["GET"], summary="What happened to a session's episode")
    app.add_middleware(FrameGuard, idle_timeout_s=idle_timeout_s)
    return app


async def _session_report(store: SessionStore | None, session_id: str) -> dict[str, Any]:
    """``GET /mobile_planner/sessions/{session_id}``: :meth:`SessionStore.report` (404 when the
    session is gone, with what to do)."""
    if store is None:
        raise SessionGone("this server keeps no session after its connection ends "
                          "(--resume-window 0)")
    return store.report(session_id)


async def _http_error(status: int, hint: str, request: Any, exc: Exception) -> Any:
    from fastapi.responses import JSONResponse

    return JSONResponse(status_code=status, content={"detail": f"{exc}{hint}"})


@contextlib.contextmanager
def running(app: Any, host: str = "127.0.0.1", port: int = 0,
            log_level: str = "warning") -> Iterator[str]:
    """Serve ``app`` with uvicorn in a background thread; yields its ``http://host:port`` URL
    (``port=0`` picks a free one) and stops the server on exit. For tests, benchmarks and
    notebooks; ``mobile-env serve`` runs uvicorn in the foreground."""
    import uvicorn

    server = uvicorn.Server(uvicorn.Config(app, host=host, port=port, log_level=log_level,
                                           **websocket_options(compress=False)))
    thread = threading.Thread(target=server.run, name="mobile-env-serve", daemon=True)
    thread.start()
    deadline = time.monotonic() + 120
    while not server.started:
        if not thread.is_alive() or time.monotonic() > deadline:
            raise RuntimeError(f"the server on {host}:{port} did not start")
        time.sleep(0.02)
    bound = server.servers[0].sockets[0].getsockname()[1]
    try:
        yield f"http://{host}:{bound}"
    finally:
        server.should_exit = True
        thread.join(timeout=30)


def websocket_options(compress: bool, max_frame_bytes: int = MAX_FRAME_BYTES) -> dict[str, Any]:
    """uvicorn's WebSocket settings: frames from a client up to ``max_frame_bytes`` (a larger
    one closes the connection with code 1009, "message too big"), and permessage-deflate only
    when asked: a step's JSON is tens of kilobytes, and compressing it takes longer than sending
    it uncompressed over loopback or a LAN."""
    return {"ws_max_size": max_frame_bytes, "ws_per_message_deflate": compress}


def serve(tasks: Sequence[Task], args: argparse.Namespace) -> int:
    """Serve ``tasks`` with the options of ``mobile-env serve`` (``args``, parsed and checked by
    :mod:`mobile_env.serving.cli`) in the foreground, until stopped.

    Args:
        tasks: the suite's tasks.
        args: the parsed command line.

    Returns:
        0 once uvicorn stops.
    """
    import uvicorn

    app = build_app(tasks, split=Path(args.suite).stem, max_sessions=args.max_sessions,
                    idle_timeout_s=args.idle_timeout if args.idle_timeout > 0 else None,
                    deadline_s=args.episode_deadline, token_budget=args.episode_token_budget,
                    count_tokens=args.count_tokens,
                    resume_window_s=args.resume_window if args.resume_window > 0 else None,
                    **env_options(args))
    print(f"MobilePlanner OpenEnv server: ws://{args.host}:{args.port}/ws "
          f"(suite {args.suite}, up to {args.max_sessions} sessions)", flush=True)
    uvicorn.run(app, host=args.host, port=args.port, log_level=args.log_level,
                **websocket_options(args.compress, args.max_frame_bytes))
    return 0
