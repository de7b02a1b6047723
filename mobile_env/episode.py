"""The record of one episode: everything a reward, a diagnostic or a replay needs."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from mobile_env.friction import EpisodeFriction
from mobile_env.state import PhoneState
from mobile_env.task_format.schema import Task
from mobile_env.tools.dispatch import CallResult


@dataclass(slots=True)
class StepRecord:
    """One step: the action as the policy sent it (however malformed: a trajectory replays it
    byte for byte; one over the action limit only up to one character past it, which replays to
    the same refusal), the observation, the calls it made, its error type."""

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
    #: The episode's friction, built from the task's: what the env, the dispatcher and the
    #: checkers ask about obstacles.
    friction: EpisodeFriction = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        self.friction = EpisodeFriction(tuple(self.task.friction))

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
    return episode.friction.changes_through(episode.initial_state, len(episode.steps))
