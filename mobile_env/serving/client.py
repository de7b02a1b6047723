"""An OpenEnv client for ``mobile-env serve``: one instance is one WebSocket session.

    from mobile_env.serving.client import MobilePlannerClient

    with MobilePlannerClient(base_url="http://127.0.0.1:8000").sync() as env:
        result = env.reset(seed=0, task_id="demo-call-manager")
        result = env.step('{"name": "search_phone", "arguments": {"pattern": "manager"}}')
        result.observation.text, result.reward, result.done

The client is OpenEnv's ``EnvClient`` (async; ``.sync()`` for blocking code). An action may be a
:class:`~mobile_env.serving.protocol.PlannerAction`, a string (its ``text``) or a dict with the
action's fields; the server validates it, and a bad one raises ``RuntimeError`` with the
server's message while the session stays usable.

The client keeps its session's id (:attr:`MobilePlannerClient.session_id`, from each reset).
When the connection drops, :meth:`~MobilePlannerClient.report` asks the server what happened to
the episode and :meth:`~MobilePlannerClient.resume` reconnects and goes on with it: its answer
is the last observation the server made (the lost one, if a step's answer was lost), and every
later step is what an unbroken connection would have given.
"""

from __future__ import annotations

import asyncio
import json
import time
import urllib.error
import urllib.parse
import urllib.request
from typing import Any, cast

from openenv.core.client_types import StepResult
from openenv.core.env_client import EnvClient

from mobile_env.serving.protocol import (SESSIONS_ROUTE, PlannerAction, PlannerObservation,
                                         PlannerState)

Actionable = PlannerAction | str | dict[str, Any]
#: What the server says of a session that a reconnect may yet take over (the old connection's
#: end has not reached it): :meth:`MobilePlannerClient.resume` retries on it.
STILL_CONNECTED = "is still connected"


class MobilePlannerClient(EnvClient[PlannerAction, PlannerObservation, PlannerState]):
    """A session with a MobilePlanner OpenEnv server (see the module docstring)."""

    #: The session's id from the last reset or resume (None before the first).
    session_id: str | None = None

    def _step_payload(self, action: Actionable) -> dict[str, Any]:
        """The step's ``data``: the server validates it (a bad one comes back as an error)."""
        if isinstance(action, PlannerAction):
            data = action.model_dump(exclude_none=True, exclude={"metadata"})
            return cast("dict[str, Any]", data)
        return {"text": action} if isinstance(action, str) else dict(action)

    def _parse_result(self, payload: dict[str, Any]) -> StepResult[PlannerObservation]:
        reward, done = payload.get("reward"), bool(payload.get("done", False))
        observation = PlannerObservation(**payload.get("observation", {}), reward=reward, done=done)
        if observation.session_id:
            self.session_id = observation.session_id
        return StepResult(observation=observation, reward=reward, done=done)

    def _parse_state(self, payload: dict[str, Any]) -> PlannerState:
        return PlannerState(**payload)

    async def resume(self, session_id: str | None = None,
                     wait_s: float = 45.0) -> StepResult[PlannerObservation]:
        """Reconnect and take over session ``session_id`` (this client's own by default).

        Args:
            session_id: the session to resume; None: :attr:`session_id`.
            wait_s: how long to retry while the server still counts the old connection as
                connected (it notices a dead one within its WebSocket ping timeout).

        Returns:
            The last observation the server made in the session, sent or not; its ``step`` says
            how many steps the episode has taken, so a client knows whether the step whose
            answer it lost was applied.

        Raises:
            RuntimeError: the session cannot be resumed (expired, freed, unknown; the message
                says what to do), or no id is known.
        """
        target = session_id or self.session_id
        if target is None:
            raise RuntimeError("no session to resume: this client has not reset yet")
        await self.disconnect()
        deadline = time.monotonic() + wait_s
        while True:
            try:
                result = await self.reset(resume=target)
            except RuntimeError as exc:
                if STILL_CONNECTED not in str(exc) or time.monotonic() > deadline:
                    raise
                await asyncio.sleep(0.1)
                continue
            self.session_id = target
            return cast("StepResult[PlannerObservation]", result)

    async def report(self, session_id: str | None = None) -> dict[str, Any]:
        """What happened to session ``session_id``'s episode (this client's own by default),
        over HTTP, without touching any connection.

        Args:
            session_id: the session to ask about; None: :attr:`session_id`.

        Returns:
            The server's report: ``status`` (``"connected"`` or ``"parked"``),
            ``expires_in_s``, ``episode_id``, ``task_id``, ``step``, ``done``, ``reward``,
            ``termination_reason`` and the last ``observation``.

        Raises:
            RuntimeError: the server no longer has the session (the message says why and what
                to do), or no id is known.
        """
        target = session_id or self.session_id
        if target is None or self.base_url is None:
            raise RuntimeError("no session to report on: this client has not reset yet")
        base = self.base_url.replace("ws://", "http://", 1).replace("wss://", "https://", 1)
        url = f"{base}{SESSIONS_ROUTE}/{urllib.parse.quote(target, safe='')}"
        return await asyncio.to_thread(_get_report, url)


def _get_report(url: str) -> dict[str, Any]:
    """The JSON at ``url``; an HTTP error as a ``RuntimeError`` with the server's detail."""
    try:
        with urllib.request.urlopen(url, timeout=60) as response:
            return cast("dict[str, Any]", json.loads(response.read()))
    except urllib.error.HTTPError as exc:
        detail = json.loads(exc.read() or b"{}").get("detail", exc.reason)
        raise RuntimeError(f"Server error: {detail} (HTTP {exc.code})") from None
