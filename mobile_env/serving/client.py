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
"""

from __future__ import annotations

from typing import Any, cast

from openenv.core.client_types import StepResult
from openenv.core.env_client import EnvClient

from mobile_env.serving.protocol import PlannerAction, PlannerObservation, PlannerState

Actionable = PlannerAction | str | dict[str, Any]


class MobilePlannerClient(EnvClient[PlannerAction, PlannerObservation, PlannerState]):
    """A session with a MobilePlanner OpenEnv server (see the module docstring)."""

    def _step_payload(self, action: Actionable) -> dict[str, Any]:
        """The step's ``data``: the server validates it (a bad one comes back as an error)."""
        if isinstance(action, PlannerAction):
            data = action.model_dump(exclude_none=True, exclude={"metadata"})
            return cast("dict[str, Any]", data)
        return {"text": action} if isinstance(action, str) else dict(action)

    def _parse_result(self, payload: dict[str, Any]) -> StepResult[PlannerObservation]:
        reward, done = payload.get("reward"), bool(payload.get("done", False))
        observation = PlannerObservation(**payload.get("observation", {}), reward=reward, done=done)
        return StepResult(observation=observation, reward=reward, done=done)

    def _parse_state(self, payload: dict[str, Any]) -> PlannerState:
        return PlannerState(**payload)
