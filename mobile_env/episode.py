"""The record of one episode: everything a reward, a diagnostic or a replay needs."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from mobile_env.friction import StateChange, scheduled_changes
from mobile_env.state import PhoneState
from mobile_env.tasks.schema import Task
from mobile_env.tools.dispatch import CallResult


@dataclass(slots=True)
class StepRecord:
    """One step: the action exactly as the policy sent it (however long or malformed: a
    trajectory replays it byte for byte), the observation, the calls it made, its error type."""

    action: Any
    observation: str
    calls: list[CallResult]
    error_type: str | None = None


@dataclass(slots=True)
class EpisodeRecord:
    """Everything an episode did, for the rewards: the task, the phone before and after, every
    step (action, observation, tool calls) and how it ended (``final_answer``,
    ``termination_reason``). Rewards are pure functions of this record alone: they read it and
    keep nothing in it, so a live record, a copy and a replayed one score the same."""

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
        return [call for call in self.calls if succeeded(call)]


def succeeded(call: CallResult) -> bool:
    """A call that succeeded: one of :attr:`EpisodeRecord.effective_calls`."""
    return call.feedback.ok


def baseline(episode: EpisodeRecord) -> PhoneState:
    """``D_0`` as the planner met it: the initial state with every scheduled world change
    (``state_change`` friction) the episode lived to see. What the environment changed is not
    the planner's write."""
    friction, lived = episode.task.friction, len(episode.steps)
    state = episode.initial_state
    due = {f.step for f in friction if isinstance(f, StateChange) and f.step <= lived}
    for step in sorted(due):
        state = scheduled_changes(state, friction, step)
    return state
