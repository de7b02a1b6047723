"""Friction: the obstacles a MobilePA-Bench task's sandbox puts in a planner's way, as types and
as behaviour, in one place.

A task lists its friction (:attr:`mobile_env.task_format.schema.Task.friction`, one
discriminated entry per obstacle). Each episode holds one :class:`EpisodeFriction` built from
that list, and every reader asks it: the dispatcher (:func:`mobile_env.tools.dispatch.execute`),
before a tool runs, whether a permission is missing, a dependency unmet or a fault due; the env
which world changes are due at the start of a step; the episode record what the world looked
like without the planner's writes; the checkers which calls ignored an ambiguity or guessed a
value the user holds. A new kind of friction is one
model here, added to :data:`Friction`, plus its rule in :class:`EpisodeFriction` -- nothing else
in the env changes.

Permission blocks answer ``permission_denied`` until the permission is among the granted ones in
the settings; a dependency answers ``tool_error`` until its prerequisite call has succeeded or its
settings hold; an injected runtime fault fails the first k valid calls of a tool with a retryable
``tool_error``, counted in :attr:`PhoneState.faults` (so a replay meets the same faults at the
same calls); a state change patches the world at the start of a step; an ambiguity changes
nothing in the sandbox and is judged by the checkers; so is a missing parameter, a value the
instruction leaves out and only the user holds (asked for with :data:`ASK_USER`).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Annotated, Any, Iterator, Literal, Sequence, Union

from pydantic import BaseModel, ConfigDict, Field, model_validator

from mobile_env.jsonl import dumps
from mobile_env.state import PhoneState, setting_value

#: The settings key holding the granted permissions (a tuple of permission names).
GRANTED_PERMISSIONS = "security.permissions.granted"
#: The tool with which the planner asks the user (:mod:`mobile_env.tools.user`); a successful
#: call's payload names the ``slot`` of the fact the question asked for.
ASK_USER = "ask_user"


class _Entry(BaseModel):
    """One friction entry of a task: validated, immutable, no unknown fields (as a task is)."""

    model_config = ConfigDict(extra="forbid", frozen=True)


class PermissionBlock(_Entry):
    """``tool`` answers ``permission_denied`` until ``permission`` is among the granted ones.

    Tools that declare ``Tool.permission`` are always guarded; this entry guards any tool, so a
    task can add a block the catalog does not have. Granting is a state change made by a tool
    (it writes :data:`GRANTED_PERMISSIONS`), never by the env.
    """

    kind: Literal["permission"] = "permission"
    tool: str
    permission: str = Field(min_length=1)


class Dependency(_Entry):
    """``tool`` fails with ``tool_error`` ("needs <A> first: ...") until a call of ``after``
    has succeeded, or until every key of ``settings`` holds its value (exactly one of the two)."""

    kind: Literal["dependency"] = "dependency"
    tool: str
    after: str | None = None
    settings: dict[str, Any] | None = None
    reason: str = ""

    @model_validator(mode="after")
    def _one_condition(self) -> Dependency:
        if (self.after is None) == (not self.settings):
            raise ValueError("give exactly one of: after (a tool), settings (key -> value)")
        return self


class RuntimeFault(_Entry):
    """The first ``times`` valid calls of ``tool`` fail with a retryable ``tool_error``."""

    kind: Literal["runtime_error"] = "runtime_error"
    tool: str
    times: int = Field(default=1, ge=1)
    message: str = "the service is temporarily unavailable"


class Ambiguity(_Entry):
    """Declarative: several records of ``table`` match the user's words. Changes nothing in the
    sandbox; the checkers fail an episode in which a ``forbidden_calls`` tool succeeds before a
    ``resolved_by`` tool did (asking the user, a final text answer, ends the episode)."""

    kind: Literal["ambiguity"] = "ambiguity"
    table: str
    record_ids: list[str] = Field(min_length=2)
    forbidden_calls: list[str] = Field(min_length=1)
    resolved_by: list[str] = Field(default_factory=list)


class MissingParameter(_Entry):
    """Declarative: the instruction leaves out ``value``, a value of a required parameter that
    only the user holds, as the fact ``slot`` of the task's simulated user. Changes nothing in the
    sandbox; the checkers fail an episode in which a ``tools`` call uses ``value`` before an
    :data:`ASK_USER` call was answered with ``slot`` -- a guess (MobilePA-Bench's "missing
    parameters / arguments" obstacle, paper Section 3.4.1)."""

    kind: Literal["missing_parameter"] = "missing_parameter"
    slot: str = Field(min_length=1)
    value: Any
    tools: list[str] = Field(min_length=1)

    @model_validator(mode="after")
    def _a_value(self) -> MissingParameter:
        if self.value is None or self.value == "" or self.value == []:
            raise ValueError("a missing parameter needs the value the user holds")
        return self


class StateChange(_Entry):
    """A patch the world applies at the start of step ``step``: settings set, records upserted
    by id (fields merged into an existing record, else the record is added), records removed."""

    kind: Literal["state_change"] = "state_change"
    step: int = Field(ge=1)
    settings: dict[str, Any] = Field(default_factory=dict)
    records: dict[str, list[dict[str, Any]]] = Field(default_factory=dict)
    remove: list[str] = Field(default_factory=list)


Friction = Annotated[Union[PermissionBlock, Dependency, RuntimeFault, Ambiguity, MissingParameter,
                           StateChange], Field(discriminator="kind")]


@dataclass(frozen=True, slots=True)
class EpisodeFriction:
    """The friction of one episode: its task's entries, and the rules every reader asks.

    Built once per episode from :attr:`Task.friction <mobile_env.task_format.schema.Task.friction>`
    and immutable: what an episode has met so far lives in the state (the fault counters of
    :attr:`PhoneState.faults`, the granted permissions, the operation log), so the answers depend
    on the state asked about alone, and a replay gets the same answers at the same calls.
    """

    #: The task's friction entries, in the task's order (a fault's counter is named by its place).
    entries: tuple[Friction, ...] = ()

    def missing_permission(self, state: PhoneState, tool: str,
                           declared: str | None) -> str | None:
        """The first permission ``tool`` needs (its own, then the task's blocks) not yet granted.

        Args:
            state: the phone before the call.
            tool: the called tool's name.
            declared: the permission the tool itself declares (``Tool.permission``), if any.

        Returns:
            The permission's name, or None when every needed permission is granted.
        """
        if declared is None and not self.entries:
            return None
        granted = state.settings.get(GRANTED_PERMISSIONS, ())
        if declared and declared not in granted:
            return declared
        for entry in self.entries:
            if isinstance(entry, PermissionBlock) and entry.tool == tool \
                    and entry.permission not in granted:
                return entry.permission
        return None

    def unmet_dependency(self, state: PhoneState, tool: str) -> str | None:
        """Why ``tool`` cannot run yet, as the error message the planner reads.

        Args:
            state: the phone before the call.
            tool: the called tool's name.

        Returns:
            ``"<tool> needs <what> first: <reason>"`` for the first unmet dependency, or None
            when the tool can run.
        """
        for item in self.entries:
            if isinstance(item, Dependency) and item.tool == tool and not _satisfied(state, item):
                if item.after is not None:
                    what, hint = item.after, f"call {item.after} successfully, then retry {tool}"
                else:
                    wanted = (item.settings or {}).items()
                    what = " and ".join(f"{key} = {dumps(value)}" for key, value in wanted)
                    hint = f"change that setting, then retry {tool}"
                return f"{tool} needs {what} first: {item.reason or hint}"
        return None

    def pending_fault(self, state: PhoneState, tool: str) -> tuple[str, str] | None:
        """The injected fault that has still to fire on ``tool``, if any.

        Args:
            state: the phone before the call (its fault counters say how often each fired).
            tool: the called tool's name.

        Returns:
            (the fault's counter key in :attr:`PhoneState.faults`, its message), or None.
        """
        for index, item in enumerate(self.entries):
            if isinstance(item, RuntimeFault) and item.tool == tool:
                key = f"friction[{index}]"
                if state.faults.get(key, 0) < item.times:
                    return key, item.message
        return None

    def scheduled_changes(self, state: PhoneState, step: int) -> PhoneState:
        """The state once the world's own changes due at the start of ``step`` are applied.

        Args:
            state: the phone at the end of the previous step.
            step: the number of the step about to run (1 for the first).

        Returns:
            The changed state, or ``state`` itself when no change is due.
        """
        for item in self.entries:
            if isinstance(item, StateChange) and item.step == step:
                state = state.patch(item.settings, item.records, item.remove)
        return state

    def changes_through(self, state: PhoneState, steps: int) -> PhoneState:
        """The state once every world change due at the start of steps 1 to ``steps`` is
        applied, step by step: what the phone became without the planner's writes.

        Args:
            state: the phone as the episode opened.
            steps: how many steps the episode lived.

        Returns:
            The changed state, or ``state`` itself when no change was due.
        """
        due = {f.step for f in self.entries if isinstance(f, StateChange) and f.step <= steps}
        for step in sorted(due):
            state = self.scheduled_changes(state, step)
        return state

    def unresolved_ambiguities(self, calls: Sequence[Any]) -> Iterator[tuple[Ambiguity, str]]:
        """The calls an ambiguity forbids that came before any call resolving it.

        Args:
            calls: the successful calls, in order (anything with a ``name``).

        Returns:
            (ambiguity, call name) for each such call, ambiguity by ambiguity.
        """
        for item in self.entries:
            if not isinstance(item, Ambiguity):
                continue
            for call in calls:
                if call.name in item.resolved_by:
                    break
                if call.name in item.forbidden_calls:
                    yield item, call.name

    def guesses(self, calls: Sequence[Any]) -> Iterator[tuple[MissingParameter, str]]:
        """The calls that used a missing parameter's value before the user was asked for it.

        Args:
            calls: the successful calls, in order (anything with a ``name``, its ``arguments``
                and its ``feedback.payload``).

        Returns:
            (missing parameter, call name) for each such call, parameter by parameter.
        """
        for item in self.entries:
            if not isinstance(item, MissingParameter):
                continue
            for call in calls:
                if call.name == ASK_USER and asked_slot(call) == item.slot:
                    break
                if call.name in item.tools and uses_value(call.arguments, item.value):
                    yield item, call.name


def asked_slot(call: Any) -> str | None:
    """The slot an :data:`ASK_USER` call's answer gave (None: the user did not know)."""
    payload = call.feedback.payload
    slot = payload.get("slot") if isinstance(payload, dict) else None
    return slot if isinstance(slot, str) else None


def uses_value(arguments: Any, value: Any) -> bool:
    """Whether a call's ``arguments`` use ``value``: an argument (or an item of a list
    argument) equals it, or, for text, holds it (case-insensitively).

    Args:
        arguments: the call's arguments (parameter -> value).
        value: the value a missing parameter withholds.

    Returns:
        True when some argument uses the value.
    """
    if not isinstance(arguments, dict):
        return False
    needle = value.casefold() if isinstance(value, str) else None
    stack = list(arguments.values())
    while stack:
        given = stack.pop()
        if isinstance(given, (list, tuple)):
            stack.extend(given)
        elif isinstance(given, dict):
            stack.extend(given.values())
        elif (given == value and isinstance(given, bool) == isinstance(value, bool)) or (
                needle is not None and isinstance(given, str) and needle in given.casefold()):
            return True
    return False


#: The friction of an episode whose task declares none.
NO_FRICTION = EpisodeFriction()


def _satisfied(state: PhoneState, item: Dependency) -> bool:
    if item.after is not None:
        return state.log.count(item.after) > 0
    wanted = (item.settings or {}).items()
    return all(state.settings.get(key) == setting_value(value) for key, value in wanted)
