"""The OpenEnv wire types of ``MobilePlanner-v0``: what a client sends and what it gets back.

Everything a client needs is a declared field, never ``metadata``: OpenEnv versions differ in
whether they forward an observation's metadata, and typed clients read fields.

**Action**: ``{"text": ...}`` -- any model output, parsed by the env exactly as in process (tool
calls in any accepted format, or a final answer) -- or ``{"name": ..., "arguments": ...}``, one
tool call (what verifiers' ``OpenEnvTaskset`` sends when a reply parses as a JSON object, and
what a TRL tool method makes). ``arguments`` may be an object or its JSON string. Anything else
(both forms, neither, unknown keys) is a validation error naming the fix; the env is not touched.
A surrogate code point (JSON's ``"\\ud800"``) is made encodable first, as the env does in
process (:func:`mobile_env.parsing.encodable`: a pair into its character, a lone one into
U+FFFD), so the server and the env read the same action and every answer can be sent as UTF-8.

**Observation**: ``text`` is the instruction after a reset and the env's feedback after a step;
``reward`` and ``done``; at the end ``termination_reason`` and ``reward_breakdown``. The rest
mirrors the env's ``info``, which also decides what is sent once: the reset carries
``messages`` (the opening chat: system prompt, any earlier turns, instruction) and ``tools``
(the active tool schemas); a step sends ``tools`` again only when it changed them (a skill
loaded; ``tools_added`` names the new ones) and never the chat so far, so a step's observation
stays small however long the episode runs. A client keeps the chat as
:func:`mobile_env.rollout.add_turn` does: the action as an assistant turn, then ``text`` as a
tool turn unless it is empty (a final answer). The reset observation's ``session_id`` names the
session, for a query or a resume after a disconnect (:mod:`mobile_env.serving.sessions`).
"""

from __future__ import annotations

import json
from typing import Any, cast

from openenv.core.env_server.types import Action, Observation, State
from pydantic import ConfigDict, Field, field_validator, model_validator
from pydantic_core import PydanticCustomError

from mobile_env.parsing import encodable

#: The HTTP route that reports what happened to a session's episode: ``GET SESSIONS_ROUTE/ID``.
SESSIONS_ROUTE = "/mobile_planner/sessions"


def _invalid(message: str) -> PydanticCustomError:
    """A validation error whose details are plain JSON (a ``ValueError`` in a validation error's
    context cannot be serialised, and OpenEnv would drop the session instead of answering)."""
    return PydanticCustomError("invalid_action", message)


class PlannerAction(Action):
    """One env step: ``text`` (model output) or ``name`` + ``arguments`` (one tool call).

    The published schema lists ``text`` as the one required field although a ``{name,
    arguments}`` call needs none: clients that wrap a plain reply into an action do so by that
    field (verifiers 0.4's ``OpenEnvTaskset`` sends a reply that parses as a JSON object as the
    action itself and any other reply as ``{"text": reply}``).
    """

    model_config = ConfigDict(json_schema_extra={"required": ["text"]})

    text: str | None = Field(default=None, description="the model's output, parsed by the env")
    name: str | None = Field(default=None, description="a tool to call")
    arguments: dict[str, Any] | str | None = Field(
        default=None, description="the call's arguments: an object or its JSON string")

    @field_validator("text", mode="before")
    @classmethod
    def _as_text(cls, value: Any) -> Any:
        """A JSON value that is not a string (a reply that parsed as a list of calls) is the
        text it was written as."""
        if value is None or isinstance(value, str):
            return value
        return json.dumps(value, ensure_ascii=False)

    @field_validator("arguments", mode="before")
    @classmethod
    def _arguments_shape(cls, value: Any) -> Any:
        """One error that says what arguments are (pydantic's names each member of the union)."""
        if value is None or isinstance(value, (dict, str)):
            return value
        raise _invalid(f"must be an object or its JSON string "
                       f"(got {type(value).__name__})")

    @model_validator(mode="before")
    @classmethod
    def _known_fields(cls, data: Any) -> Any:
        """An unknown key is an error that names it and the two forms (pydantic's own says only
        "Extra inputs are not permitted")."""
        unknown = sorted(set(data) - set(cls.model_fields)) if isinstance(data, dict) else []
        if unknown:
            raise _invalid(f"unknown field(s) {', '.join(map(repr, unknown))}: an action is "
                           "{\"text\": ...} or {\"name\": ..., \"arguments\": ...}")
        return data

    @model_validator(mode="after")
    def _one_form(self) -> PlannerAction:
        if (self.text is None) == (self.name is None):
            raise _invalid("an action is {\"text\": ...} or {\"name\": ..., \"arguments\": ...}: "
                           "give exactly one of text and name")
        if self.text is not None and self.arguments is not None:
            raise _invalid("arguments belong to a {name, arguments} call; a text action carries "
                           "its calls inside the text")
        return self

    @classmethod
    def model_validate(cls, obj: Any, **kwargs: Any) -> PlannerAction:
        """Validate the action with its surrogates made encodable first (see the module doc):
        the server echoes a validation error's input to the client, which must be sendable."""
        return cast("PlannerAction", super().model_validate(encodable(obj), **kwargs))

    def to_text(self) -> str:
        """The env action this stands for (a call becomes its ``{"name", "arguments"}`` JSON)."""
        if self.text is not None:
            return self.text
        arguments = {} if self.arguments is None else self.arguments
        return json.dumps({"name": self.name, "arguments": arguments}, ensure_ascii=False)


class PlannerObservation(Observation):
    """What the env says after a reset or a step (see the module docstring)."""

    text: str = Field(default="", description="instruction (reset) or tool feedback (step)")
    messages: list[dict[str, Any]] = Field(
        default_factory=list, description="the opening chat (reset only)")
    tools: list[dict[str, Any]] = Field(
        default_factory=list, description="active tool schemas (reset; a step that changed them)")
    tools_added: list[str] = Field(default_factory=list, description="tools this step activated")
    task_id: str = ""
    setting: str = ""
    step: int = Field(default=0, description="steps taken in this episode")
    step_limit: int = 0
    error_type: str | None = Field(default=None, description="why the step failed, if it did")
    calls: list[dict[str, Any]] = Field(default_factory=list, description="each call's result")
    terminated: bool = False
    truncated: bool = False
    termination_reason: str | None = None
    reward_breakdown: dict[str, Any] | None = Field(
        default=None, description="the end-of-episode reward's components")
    step_reward: float | None = Field(default=None, description="the shaping term, if any")
    session_id: str = Field(default="", description="the session's id, for a query or a resume "
                                                    "after a disconnect (reset only)")


class PlannerState(State):
    """The session's episode: its task, setting, whether it ended and the phone state's digest."""

    task_id: str | None = None
    setting: str | None = None
    done: bool = True
    digest: str | None = Field(default=None, description="sha256 of the current phone state")
    session_id: str | None = Field(default=None, description="the session's id (see reset)")
