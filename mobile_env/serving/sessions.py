"""Sessions that outlive their connection: what ``mobile-env serve`` keeps after a disconnect.

Every WebSocket session has an id (:attr:`Session.id`, 32 hex digits the server draws), sent in
the reset observation's ``session_id``. When its connection ends -- dropped, closed by the
client, or closed for idling -- a session with an episode is *parked* in the
:class:`SessionStore`: the env with its episode, exactly as it stood, and the last observation
the server made (sent or not). For ``window_s`` seconds a client can

* ask what happened (:meth:`SessionStore.report`: last step, whether the episode ended, its
  reward and end reason, the last observation), over HTTP ``GET /mobile_planner/sessions/ID``;
* resume it from a new connection (``reset`` with ``{"resume": ID}``), which answers with that
  last observation and goes on stepping the same env, so every later frame is the one an
  uninterrupted connection would have got.

Memory is bounded by design: at most ``capacity`` episodes are parked; parking one more frees the
oldest first. An expired or freed id is remembered (up to :data:`FORGOTTEN` of them, a string
each) so that a late client is told which of these happened and what to do, not just "unknown".

The store is shared by every session and used from their executor threads and the event loop,
so each method holds one lock; a method never runs env code under it.
"""

from __future__ import annotations

import threading
import time
import uuid
from collections import OrderedDict
from dataclasses import dataclass, field
from typing import Any

from mobile_env.env import MobilePlannerEnv
from mobile_env.serving.cli import RESUME_WINDOW_S
from mobile_env.serving.protocol import PlannerObservation

#: How many freed ids the store remembers, to say why one can no longer be resumed.
FORGOTTEN = 1024


class SessionGone(LookupError):
    """A session id that cannot be resumed or reported; the message says why and what to do."""


@dataclass
class Session:
    """One client's env and episode, as the server keeps it across connections.

    ``episode_id`` is the episode's OpenEnv id, ``started`` its reset time (``time.monotonic``,
    for the episode deadline), ``tokens`` the tokens its actions and observations hold (for the
    token budget; 0 without one), ``last`` the last observation the server made for it, and
    ``next_step_at`` the earliest its next step may start (``time.monotonic``; see
    :data:`mobile_env.serving.server.STEP_SHARE`)."""

    env: MobilePlannerEnv
    id: str = field(default_factory=lambda: uuid.uuid4().hex)
    episode_id: str | None = None
    started: float = 0.0
    tokens: int = 0
    step_limit: int = 0
    done: bool = True
    last: PlannerObservation | None = None
    next_step_at: float = 0.0


class SessionStore:
    """The connected and the parked sessions of one server (see the module docstring).

    Args:
        window_s: seconds a parked session stays resumable.
        capacity: the most sessions parked at once; parking one more frees the oldest.
    """

    def __init__(self, window_s: float = RESUME_WINDOW_S, capacity: int = 256) -> None:
        if not window_s > 0:
            raise ValueError(f"the resume window must be > 0 seconds (got {window_s})")
        if capacity < 1:
            raise ValueError(f"the parked-session capacity must be >= 1 (got {capacity})")
        self.window_s = window_s
        self.capacity = capacity
        self._lock = threading.Lock()
        self._connected: dict[str, Session] = {}
        self._parked: OrderedDict[str, tuple[Session, float]] = OrderedDict()
        self._forgotten: OrderedDict[str, str] = OrderedDict()

    def connect(self, session: Session) -> None:
        """Count ``session``, which has an episode, as connected (again: a reset, each time)."""
        with self._lock:
            self._prune(time.monotonic())
            self._connected[session.id] = session

    def disconnect(self, session: Session) -> None:
        """``session``'s connection ended: park it if it has an episode (else it was never
        counted)."""
        now = time.monotonic()
        with self._lock:
            self._connected.pop(session.id, None)
            if session.last is not None:
                self._parked[session.id] = (session, now)
                while len(self._parked) > self.capacity:
                    oldest, _ = self._parked.popitem(last=False)
                    self._forget(oldest, f"freed early: more than {self.capacity} episodes "
                                         "were parked at once")
            self._prune(now)

    def drop(self, session: Session) -> None:
        """Forget a connected ``session`` whose connection took up another one instead."""
        with self._lock:
            self._connected.pop(session.id, None)

    def resume(self, session_id: str) -> Session:
        """Take the parked session ``session_id`` for a new connection (counted connected).

        Raises:
            SessionGone: it is still connected, expired, was freed or never existed.
        """
        with self._lock:
            self._prune(time.monotonic())
            parked = self._parked.pop(session_id, None)
            if parked is None:
                raise SessionGone(self._why_not(session_id))
            self._connected[session_id] = parked[0]
            return parked[0]

    def report(self, session_id: str) -> dict[str, Any]:
        """What happened to session ``session_id``'s episode.

        Returns:
            ``session_id``; ``status`` (``"connected"`` or ``"parked"``); ``expires_in_s`` (None
            while connected); ``episode_id``, ``task_id``, ``step`` (steps taken), ``done``,
            ``reward`` (the last step's), ``termination_reason``; and ``observation``, the last
            observation whole.

        Raises:
            SessionGone: it expired, was freed or never existed.
        """
        now = time.monotonic()
        with self._lock:
            self._prune(now)
            session = self._connected.get(session_id)
            expires: float | None = None
            if session is None and session_id in self._parked:
                session, parked_at = self._parked[session_id]
                expires = round(max(0.0, parked_at + self.window_s - now), 3)
            if session is None:
                raise SessionGone(self._why_not(session_id))
            last = session.last
        assert last is not None  # only a session with an episode is counted
        return {"session_id": session_id, "status": "connected" if expires is None else "parked",
                "expires_in_s": expires, "episode_id": session.episode_id,
                "task_id": last.task_id, "step": last.step, "done": session.done,
                "reward": last.reward, "termination_reason": last.termination_reason,
                "observation": last.model_dump()}

    def counts(self) -> tuple[int, int, int]:
        """How many sessions are connected, parked and remembered as freed."""
        with self._lock:
            self._prune(time.monotonic())
            return len(self._connected), len(self._parked), len(self._forgotten)

    def _prune(self, now: float) -> None:
        """Free every parked session whose window has passed (the oldest are first)."""
        while self._parked:
            session_id, (_, parked_at) = next(iter(self._parked.items()))
            if now - parked_at <= self.window_s:
                return
            del self._parked[session_id]
            self._forget(session_id, f"expired: kept {self.window_s:g} s after its connection "
                                      "ended")

    def _forget(self, session_id: str, why: str) -> None:
        self._forgotten[session_id] = why
        while len(self._forgotten) > FORGOTTEN:
            self._forgotten.popitem(last=False)

    def _why_not(self, session_id: str) -> str:
        """Why ``session_id`` cannot be resumed, and what to do instead."""
        if session_id in self._connected:
            return (f"session {session_id!r} is still connected: its old connection has not "
                    "closed yet (the server notices a dead one within a ping timeout); retry "
                    "shortly")
        why = self._forgotten.get(session_id)
        if why is not None:
            return f"session {session_id!r} {why}; its episode is gone: reset to start a new one"
        return (f"no session {session_id!r} on this server (ids come from a reset's "
                f"session_id; one is kept {self.window_s:g} s after its connection ends): reset "
                "to start a new episode")
