"""Tools as data: one :class:`Tool` per tool, registered once, schemas derived from the models.

A tool is a typed argument model plus a small implementation ``impl(state, args, ctx)`` that
reads or writes the :class:`~mobile_env.state.PhoneState` it is given and returns the payload (or
raises :class:`~mobile_env.feedback.ToolError`). A call that changes the episode beyond the phone
(the tools the planner may call, the episode's end) says so explicitly: its implementation
returns a :class:`ToolOutput`, the payload with its :class:`Effects`, which the env applies. The
env never infers an effect from a tool's kind or from the payload the planner reads. The OpenAI
function schema is derived from the argument model, so it can never drift from what the
validator accepts.

Every tool is registered the same way, with :func:`register`: as a decorator over a tool written
as a function, or called on the implementation a family of tools builds (``register(...)(impl)``,
see :mod:`mobile_env.tools.mobilepa.families`). A tool the paper also describes in Chinese carries
that text beside it (:class:`ToolText`, SPIEval's Figures 10-11; :mod:`mobile_env.i18n` puts it in).
"""

from __future__ import annotations

import importlib
import sys
import threading
from dataclasses import dataclass, field
from functools import cached_property
from types import FrameType
from typing import Any, Callable, Iterable, Literal, Mapping, Protocol, Sequence

from pydantic import BaseModel, ConfigDict

from mobile_env.readonly import freeze
from mobile_env.state import PhoneState
from mobile_env.tools.search import TableIndexes

ToolKind = Literal["retrieve", "execute", "memory", "skill", "subagent", "user", "finish"]

#: Longest string any tool argument may hold; longer ones are rejected as ``too_large``.
MAX_ARG_CHARS = 4096
#: Longest list any tool argument may hold.
MAX_ARG_ITEMS = 64


class ToolArgs(BaseModel):
    """Base of every argument model: unknown arguments are errors, strings are capped."""

    model_config = ConfigDict(extra="forbid", str_max_length=MAX_ARG_CHARS, frozen=True)


@dataclass(frozen=True, slots=True)
class UserProfile:
    """Who the phone belongs to; execution tools use it as sender, payer and caller."""

    name: str
    phone: str
    payment_account: str
    occupation: str = ""
    family: str = ""


class Respondent(Protocol):
    """The user a planner's question reaches (:mod:`mobile_env.tools.user`)."""

    def reply(self, question: str) -> tuple[str | None, str]:
        """(the slot of the fact the question asked for, or None; the user's answer)."""


@dataclass(slots=True)
class ToolContext:
    """What a call may know besides the state: the episode's settings, the search indexes of
    its tables, the user who answers questions (None: the task has no user), and what each
    sub-agent reports back when handed a task (route -> the task's report as a dict of
    ``summary``, ``results``, ``options``, ``questions``), which the task holds and the phone
    does not."""

    profile: UserProfile
    page_size: int | None
    step: int = 0
    indexes: TableIndexes = field(default_factory=TableIndexes)
    user: Respondent | None = None
    subagent_reports: Mapping[str, Mapping[str, Any]] = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class Effects:
    """What a successful call changes in the episode besides the phone, for the env to apply.

    The action set of the next step is this step's with ``tools_added`` appended (those not
    already callable and offered in the episode's setting, in order; every one must be
    registered) and ``tools_removed`` taken out, the calls' effects applied in call order; later
    calls of the same step still see this step's set. ``ends_episode`` terminates the episode
    after the call (calls after it in the same action are not run).
    """

    tools_added: tuple[str, ...] = ()
    tools_removed: tuple[str, ...] = ()
    ends_episode: bool = False


#: The effects of a call that changes nothing but the phone: what a failed call and a plain
#: payload have.
NO_EFFECTS = Effects()


@dataclass(frozen=True, slots=True)
class ToolOutput:
    """What an implementation returns when its call has :class:`Effects`: the payload the planner
    reads and the effects the env applies. Any other return value is a payload without effects."""

    payload: Any
    effects: Effects


Impl = Callable[[PhoneState, Any, ToolContext], Any]


@dataclass(frozen=True)
class ToolText:
    """A tool's words in another language: its description, each parameter's description
    (``items``: an array parameter's items'), and enum values in the order of the English ones.
    Names, types and required lists are never translated, so a call is the same in any language."""

    description: str
    parameters: Mapping[str, str]
    items: Mapping[str, str] = field(default_factory=dict)
    enums: Mapping[str, Sequence[Any]] = field(default_factory=dict)


@dataclass(frozen=True)
class Tool:
    name: str
    description: str
    args: type[ToolArgs]
    kind: ToolKind
    domain: str
    impl: Impl
    permission: str | None = None
    #: SPIEval's Chinese text of the tool (paper Figures 10-11), if the paper gives one.
    zh: ToolText | None = None

    @cached_property
    def schema(self) -> dict[str, Any]:
        """The OpenAI function-calling schema of this tool, read-only (:mod:`mobile_env.readonly`):
        every env and episode shares this one object."""
        schema: dict[str, Any] = freeze({"type": "function", "function": {
            "name": self.name,
            "description": self.description,
            "parameters": parameters_schema(self.args),
        }})
        return schema

    @cached_property
    def validate(self) -> Callable[[Any], ToolArgs]:
        """``args.model_validate`` without its Python wrapper (the same validator and the same
        ValidationError)."""
        return self.args.__pydantic_validator__.validate_python

    @cached_property
    def arg_names(self) -> tuple[str, ...]:
        return tuple(self.args.model_fields)

    @cached_property
    def optional_args(self) -> frozenset[str]:
        """The parameters a call may leave out: an explicit ``null`` for one means "not given"."""
        return frozenset(name for name, spec in self.args.model_fields.items()
                         if not spec.is_required())


def parameters_schema(model: type[BaseModel]) -> dict[str, Any]:
    """JSON schema of ``model`` in the plain form chat templates expect (no titles, no null)."""
    raw = model.model_json_schema()
    props = {name: _clean(spec, raw.get("$defs", {})) for name, spec in raw["properties"].items()}
    out: dict[str, Any] = {"type": "object", "properties": props}
    out["required"] = list(raw.get("required", []))
    return out


def _clean(spec: dict[str, Any], defs: dict[str, Any]) -> dict[str, Any]:
    if "$ref" in spec:
        spec = {**defs[spec["$ref"].split("/")[-1]],
                **{k: v for k, v in spec.items() if k != "$ref"}}
    if "anyOf" in spec:
        options = [s for s in spec["anyOf"] if s.get("type") != "null"]
        rest = {k: v for k, v in spec.items() if k != "anyOf"}
        spec = {**_clean(options[0], defs), **rest} if len(options) == 1 else spec
    out: dict[str, Any] = {}
    for key, value in spec.items():
        if key in ("title", "maxLength", "minLength") or (key == "default" and value is None):
            continue
        if key == "items" and isinstance(value, dict):
            value = _clean(value, defs)
        out[key] = value
    return out


#: The modules whose import registers the built-in tools, in catalog order. The registry loads
#: them the first time it is read, and lists tools module by module in this order (each module's
#: in the order it registers them), whichever of them a process happens to import first: a
#: prompt's tool list never depends on import order.
BUILTIN_MODULES: tuple[str, ...] = (
    "mobile_env.tools.control",
    *(f"mobile_env.tools.mobilepa.{name}" for name in (
        "ai_assistant", "apps_storage", "audio", "calls", "network", "devices", "display_sound",
        "input_interaction", "security", "system_settings", "time_management", "travel",
        "utilities")),
    "mobile_env.tools.spieval_exec", "mobile_env.tools.spieval_search", "mobile_env.tools.user")


class Registry:
    """Every tool by name: the built-in catalog, loaded on first read, then any tool registered
    later. Read-only once loaded, but for added tools; envs select their active subset by name.

    Loading on first read keeps ``import mobile_env.tools`` (and every command that only parses
    its arguments) from building the catalog's argument models.
    """

    def __init__(self, builtin_modules: Sequence[str]) -> None:
        self._builtin_modules = tuple(builtin_modules)
        #: Built-in tools registered before the catalog is complete, by the module registering.
        self._pending: dict[str, list[Tool]] = {}
        self._tools: dict[str, Tool] = {}
        self._loaded = False
        self._lock = threading.RLock()

    def register(self, tool: Tool, module: str | None = None) -> Tool:
        """Add ``tool``; ``module`` is the built-in module registering it, if one is.

        Raises:
            ValueError: a tool of that name is registered already.
        """
        with self._lock:
            if module in self._builtin_modules and not self._loaded:
                self._pending.setdefault(module, []).append(tool)
            else:
                self._load()
                self._add(tool)
        return tool

    def _add(self, tool: Tool) -> None:
        if tool.name in self._tools:
            raise ValueError(f"tool {tool.name!r} is registered twice")
        self._tools[tool.name] = tool

    def _load(self) -> dict[str, Tool]:
        """The tools, the built-in catalog loaded first if it is not yet.

        Raises:
            RuntimeError: read while a built-in module was still registering its tools (a
                module-level read in the catalog's own import; read in a function instead).
        """
        if self._loaded:
            return self._tools
        with self._lock:
            if self._loaded:
                return self._tools
            for name in self._builtin_modules:
                importlib.import_module(name)
            unfinished = [name for name in self._builtin_modules
                          if getattr(sys.modules[name].__spec__, "_initializing", False)]
            if unfinished:
                raise RuntimeError(f"the tool registry was read while {unfinished[0]} was still "
                                   "registering its tools: read it in a function, not at import")
            for name in self._builtin_modules:
                for tool in self._pending.pop(name, ()):
                    self._add(tool)
            self._loaded = True
        return self._tools

    def __getitem__(self, name: str) -> Tool:
        return self._load()[name]

    def __contains__(self, name: object) -> bool:
        return name in self._load()

    def names(self, *, kind: str | None = None, domain: str | None = None) -> list[str]:
        return [t.name for t in self._load().values()
                if (kind is None or t.kind == kind) and (domain is None or t.domain == domain)]

    def schemas(self, names: Iterable[str]) -> list[dict[str, Any]]:
        """OpenAI schemas for ``names``, in the given order.

        The dicts are the registry's own, shared by every env and episode so that a reset copies
        none of them, and read-only: changing one raises ``TypeError``.
        """
        tools = self._load()
        return [tools[n].schema for n in names]

    def remove(self, name: str) -> None:
        """Take out a tool registered after the catalog (tests add tools for a block)."""
        with self._lock:
            self._tools.pop(name)


REGISTRY = Registry(BUILTIN_MODULES)


def _registering_module() -> str | None:
    """The built-in module whose code is registering a tool: the nearest caller that is one
    (a family's builder registers on behalf of the domain module that called it)."""
    frame: FrameType | None = sys._getframe(2)
    while frame is not None:
        name = frame.f_globals.get("__name__")
        if name in REGISTRY._builtin_modules:
            return str(name)
        frame = frame.f_back
    return None


def register(name: str, *, kind: ToolKind, domain: str, args: type[ToolArgs], description: str,
             permission: str | None = None, zh: ToolText | None = None) -> Callable[[Impl], Impl]:
    """Register the implementation this is applied to as the tool ``name``; returns it unchanged.

    The one way tools are registered: ``@register(...)`` over a function, or ``register(...)(impl)``
    for an implementation built by a family. ``permission`` guards the tool until it is granted;
    ``zh`` is the paper's Chinese text of it.
    """

    def wrap(impl: Impl) -> Impl:
        REGISTRY.register(Tool(name, description, args, kind, domain, impl, permission, zh),
                          _registering_module())
        return impl

    return wrap
