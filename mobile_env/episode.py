"""The record of one episode: everything a reward, a diagnostic or a replay needs."""

from __future__ import annotations

from dataclasses import dataclass, field

from mobile_env.state import PhoneState
from mobile_env.tasks.schema import Task
from mobile_env.tools.dispatch import CallResult


@dataclass(slots=True)
class StepRecord:
    action: str
    observation: str
    calls: list[CallResult]
    error_type: str | None = None


@dataclass(slots=True)
class EpisodeRecord:
    task: Task
    setting: str
    initial_state: PhoneState
    final_state: PhoneState
    steps: list[StepRecord] = field(default_factory=list)
    final_answer: str | None = None
    termination_reason: str | None = None

    @property
    def calls(self) -> list[CallResult]:
        """Every tool call the model made, in order, failed ones included."""
        return [call for step in self.steps for call in step.calls]

    @property
    def effective_calls(self) -> list[CallResult]:
        """The calls that succeeded (the ones that read or changed the phone)."""
        return [call for call in self.calls if call.feedback.ok]
