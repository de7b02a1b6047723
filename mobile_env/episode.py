"""The record of one episode: everything a reward, a diagnostic or a replay needs."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable, Hashable, Iterable, TypeVar

from mobile_env.friction import EpisodeFriction
from mobile_env.state import PhoneState
from mobile_env.tasks.schema import Task
from mobile_env.tools.dispatch import CallResult

T = TypeVar("T")


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
    ``termination_reason``). Rewards are functions of this record alone."""

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
    #: What rewards derive from the recorded calls and keep for the next scoring of this record,
    #: by the module that keeps it: under ``step_reward`` the env scores its live record at
    #: every step, and steps are only ever added, so a call is priced once, not once a step.
    #: Not compared, and not copied or pickled (it is keyed by this process's object ids).
    derived: dict[str, Any] = field(default_factory=dict, repr=False, compare=False)

    def __post_init__(self) -> None:
        self.friction = EpisodeFriction(tuple(self.task.friction))

    def __getstate__(self) -> dict[str, Any]:
        return {name: getattr(self, name) for name in self.__slots__ if name != "derived"}

    def __setstate__(self, state: dict[str, Any]) -> None:
        for name, value in state.items():
            object.__setattr__(self, name, value)
        self.derived = {}

    @property
    def calls(self) -> list[CallResult]:
        """Every tool call the model made, in order, failed ones included."""
        return [call for step in self.steps for call in step.calls]

    @property
    def effective_calls(self) -> list[CallResult]:
        """The calls that succeeded (the ones that read or changed the phone)."""
        return [call for call in self.calls if succeeded(call)]


def fold_steps(episode: EpisodeRecord, key: Hashable, initial: Callable[[], T],
               add: Callable[[T, StepRecord], T]) -> T:
    """``add`` folded over the record's steps from ``initial()``, kept by the record under
    ``key``: scoring a live record again after more steps folds only the new ones, so a count
    over the episode costs the same at step 5,000 as at step 1. The kept value is used only while
    the steps it saw are still the record's first steps (the same last step at the same place);
    otherwise it is folded again from the start."""
    folds: dict[Hashable, tuple[int, StepRecord | None, T]] = episode.derived.setdefault(
        __name__, {})
    steps = episode.steps
    kept = folds.get(key)
    if kept is not None and kept[0] <= len(steps) and (kept[0] == 0
                                                       or steps[kept[0] - 1] is kept[1]):
        seen, value = kept[0], kept[2]
    else:
        seen, value = 0, initial()
    for step in steps[seen:]:
        value = add(value, step)
    folds[key] = (len(steps), steps[-1] if steps else None, value)
    return value


def running_total(episode: EpisodeRecord, count: Callable[[StepRecord], int]) -> int:
    """``sum(count(step) for step in episode.steps)``, each step counted once over the episode
    (see :func:`fold_steps`; ``count`` must depend on its step alone)."""
    return fold_steps(episode, ("total", count), int, lambda total, step: total + count(step))


@dataclass(slots=True)
class CallIndex:
    """The calls of a record that one test accepts, in order, with their names and the
    positions among them of each tool's and each kind's calls (see :func:`call_index`): what a
    reward looks up through them costs what those calls number, not what the episode does."""

    calls: list[CallResult] = field(default_factory=list)
    names: list[str] = field(default_factory=list)
    by_tool: dict[str, list[int]] = field(default_factory=dict)
    by_kind: dict[str | None, list[int]] = field(default_factory=dict)

    def positions(self, tools: Iterable[str] = (), kinds: Iterable[str] = ()) -> list[int]:
        """The positions of the calls of ``tools`` or of ``kinds``, in order."""
        return sorted({j for name in tools for j in self.by_tool.get(name, ())}
                      | {j for kind in kinds for j in self.by_kind.get(kind, ())})


def call_index(episode: EpisodeRecord, keep: Callable[[CallResult], bool]) -> CallIndex:
    """The record's calls that ``keep`` accepts, indexed, each call looked at once over the
    episode (see :func:`fold_steps`; ``keep`` must depend on its call alone). The index is the
    record's own and grows with it: read it, do not change it."""
    def add(index: CallIndex, step: StepRecord) -> CallIndex:
        for call in step.calls:
            if keep(call):
                index.by_tool.setdefault(call.name, []).append(len(index.calls))
                index.by_kind.setdefault(call.kind, []).append(len(index.calls))
                index.calls.append(call)
                index.names.append(call.name)
        return index

    return fold_steps(episode, ("index", keep), CallIndex, add)


def succeeded(call: CallResult) -> bool:
    """A call that succeeded: one of :attr:`EpisodeRecord.effective_calls`."""
    return call.feedback.ok


def baseline(episode: EpisodeRecord) -> PhoneState:
    """``D_0`` as the planner met it: the initial state with every scheduled world change
    (``state_change`` friction) the episode lived to see. What the environment changed is not
    the planner's write."""
    return episode.friction.changes_through(episode.initial_state, len(episode.steps))
