"""The oracle: replays each task's reference solution. It reads the task, so it is the upper
bound a suite allows (1.0 on every valid task), and a check that evaluation plumbing works."""

from __future__ import annotations

from typing import Iterable

from mobile_env.agents.base import FINISH_ACTION, Messages, ToolSchemas, calls_action
from mobile_env.task_format.schema import Task


class OracleAgent:
    name = "oracle"

    def __init__(self, tasks: Iterable[Task]) -> None:
        self._tasks = {t.id: t for t in tasks}
        self._plan: list[str] = []

    def reset(self, task_id: str, messages: Messages, tools: ToolSchemas) -> None:
        steps = self._tasks[task_id].reference_solution
        self._plan = [calls_action((c.name, c.arguments) for c in step) for step in steps]
        self._plan.reverse()

    def act(self, observation: str) -> str:
        return self._plan.pop() if self._plan else FINISH_ACTION
