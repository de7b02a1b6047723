"""What an agent is: something that, given the opening chat and the tools, answers observations.

The protocol is the env's own interface seen from the other side: ``reset`` receives what
``env.reset`` puts in ``info`` (the chat messages and the active tool schemas), ``act`` receives
each observation (the instruction first, then tool feedback) and returns the action text. One
agent object plays one episode at a time; to batch, make one agent per env (they are cheap).
"""

from __future__ import annotations

import json
from typing import Any, Iterable, Protocol, runtime_checkable

Messages = list[dict[str, Any]]
ToolSchemas = list[dict[str, Any]]

#: The action that ends an episode.
FINISH_ACTION = json.dumps({"name": "finish", "arguments": {}})


@runtime_checkable
class Agent(Protocol):
    name: str

    def reset(self, task_id: str, messages: Messages, tools: ToolSchemas) -> None:
        """Start an episode of ``task_id`` with the env's opening messages and tool schemas."""

    def act(self, observation: str) -> str:
        """The next action (tool-call JSON or a final answer) after ``observation``."""


def calls_action(calls: Iterable[tuple[str, dict[str, Any]]]) -> str:
    """One action text holding ``(name, arguments)`` calls as a JSON list (parallel calls)."""
    return json.dumps([{"name": n, "arguments": a} for n, a in calls], ensure_ascii=False)


def tool_names(tools: ToolSchemas) -> list[str]:
    return [t["function"]["name"] for t in tools]
