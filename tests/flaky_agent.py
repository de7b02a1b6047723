"""An agent whose runs differ, for the pass@k and rescoring tests: the oracle, except on the
(task, run seed) pairs a digest picks, where it gives up at once."""

from __future__ import annotations

import hashlib
from typing import Any, Iterable

import pytest

from mobile_env.agents import AGENTS, OracleAgent
from mobile_env.task_format import Task

GIVE_UP = "[DONE] I could not do it."


class FlakyAgent:
    """Solves what the oracle solves on about half of the (task, seed) pairs, answers
    :data:`GIVE_UP` on the others; the same pairs every time (no hidden state)."""

    name = "flaky"

    def __init__(self, tasks: Iterable[Task], seed: int = 0) -> None:
        self.oracle = OracleAgent(tasks)
        self.seed = seed
        self.quits = False

    def reset(self, task_id: str, messages: list[dict[str, Any]],
              tools: list[dict[str, Any]]) -> None:
        self.quits = hashlib.sha256(f"{task_id}/{self.seed}".encode()).digest()[0] % 2 == 0
        self.oracle.reset(task_id, messages, tools)

    def act(self, observation: str) -> str:
        return GIVE_UP if self.quits else self.oracle.act(observation)


def register(monkeypatch: pytest.MonkeyPatch) -> str:
    """Make ``--agent flaky`` available to ``mobile-env eval`` for one test; returns its name."""
    monkeypatch.setitem(AGENTS, "flaky", FlakyAgent)
    return "flaky"
