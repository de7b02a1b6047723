"""How the system prompt shows the active tools and records: ``json_schema`` or ``compact``.

``json_schema`` (the default) is SPIEval's Figure 9 prompt; the tools reach the model as OpenAI
schemas through the chat template's ``tools=`` (about 265 SmolLM2 tokens per tool). ``compact``
is for small models with short contexts: a short system line, the profile and clock, the
no-search records as compact JSON and one typed signature line per tool (required parameters
first and unmarked, optional ones with ``=default``, enums as ``"A"|"B"``) followed by the
parameter notes that carry the conventions (formats, what enum values mean). The schemas are
still in ``info["tools"]`` for clients that need them, but a chat template must not render them
again (:func:`template_tools`). Parsing and scoring do not depend on the format.

Both renderings are derived from the schemas, so a tool's signature is never written twice and
the Chinese schemas (``lang="zh"``) give Chinese notes.
"""

from __future__ import annotations

from typing import Any, Literal, Mapping, Sequence

from mobile_env.jsonl import dumps

ToolFormat = Literal["json_schema", "compact"]
TOOL_FORMATS: tuple[str, ...] = ("json_schema", "compact")

_HEADER = ("You are a mobile assistant. Fulfil the user's request by calling tools. "
           "Call each tool as <tool_call>\n{{\"name\": ..., \"arguments\": {{...}}}}\n</tool_call> "
           "(several blocks for several calls in one turn), then call finish when done.{search}")
_SEARCH = " Search the phone's records with the retrieval tools first."
_TYPES = {"string": "str", "integer": "int", "number": "float", "boolean": "bool", "object": "dict"}


def check(tool_format: str) -> ToolFormat:
    if tool_format not in TOOL_FORMATS:
        raise ValueError(f"tool_format must be one of {', '.join(TOOL_FORMATS)} "
                         f"(got {tool_format!r})")
    return tool_format  # type: ignore[return-value]


def template_tools(tool_format: str, schemas: list[dict[str, Any]]) -> list[dict[str, Any]] | None:
    """What to pass as a chat template's ``tools=``: the schemas, or None when the system prompt
    already lists the tools (``compact``)."""
    return schemas or None if tool_format == "json_schema" else None


def type_text(spec: Mapping[str, Any]) -> str:
    """A parameter's JSON-schema type as a short Python-like annotation."""
    if "enum" in spec:
        return "|".join(dumps(v) for v in spec["enum"])
    if spec.get("type") == "array":
        return f"list[{type_text(spec.get('items', {}))}]"
    return _TYPES.get(str(spec.get("type")), str(spec.get("type", "any")))


def parameters_text(schema: Mapping[str, Any]) -> str:
    """A tool's parameters as ``(required: type, optional: type=default)``."""
    params = schema["function"].get("parameters", {})
    props: dict[str, Any] = params.get("properties", {})
    parts = []
    for name in _ordered(params):
        text = f"{name}: {type_text(props[name])}"
        if name not in params.get("required", []):
            text += "=" + (dumps(props[name]["default"]) if "default" in props[name] else "None")
        parts.append(text)
    return f"({', '.join(parts)})"


def signature(schema: Mapping[str, Any], shared: Mapping[str, str] | None = None,
              parameters: bool = True) -> str:
    """One tool as ``name(required: type, optional: type=default) -- description`` plus, indented
    on the next line, the notes of its parameters other than the ones ``shared`` states once for
    every tool (:func:`shared_notes`); no notes: the signature line only. ``parameters`` False
    leaves the parameters out (a family's line states them, see :func:`compact_prompt`)."""
    function = schema["function"]
    params = function.get("parameters", {})
    props: dict[str, Any] = params.get("properties", {})
    shown = parameters_text(schema) if parameters else ""
    line = f"{function['name']}{shown} -- {function.get('description', '')}".rstrip()
    stated = shared or {}
    notes = [f"{name}: {_note(props[name])}" for name in _ordered(params)
             if _note(props[name]) and stated.get(name) != _note(props[name])]
    return line + ("\n  " + "; ".join(notes) if notes else "")


def _ordered(params: Mapping[str, Any]) -> list[str]:
    """The parameter names, required ones first."""
    props: dict[str, Any] = params.get("properties", {})
    required = [p for p in params.get("required", []) if p in props]
    return required + [p for p in props if p not in required]


def shared_notes(schemas: Sequence[Mapping[str, Any]]) -> dict[str, str]:
    """The parameter notes to state once, so that a family of tools (the search tools'
    ``pattern``, ``field``, ``mode``, ``ignore_case``, ``page``) does not repeat its conventions
    per tool: for each parameter, the note most of ``schemas`` give it, when at least two give
    that same note (the first such note on a tie). A tool whose note differs keeps its own.

    Args:
        schemas: the tools' OpenAI schemas.

    Returns:
        Parameter name -> note, in the order the parameters first appear.
    """
    counts: dict[str, dict[str, int]] = {}
    for schema in schemas:
        props = schema["function"].get("parameters", {}).get("properties", {})
        for name, spec in props.items():
            if note := _note(spec):
                said = counts.setdefault(name, {})
                said[note] = said.get(note, 0) + 1
    shared = {}
    for name, said in counts.items():
        note, times = max(said.items(), key=lambda item: item[1])
        if times > 1:
            shared[name] = note
    return shared


def _note(spec: Mapping[str, Any]) -> str:
    """A parameter's description without the default clause the signature already shows."""
    text = str(spec.get("description", "")).strip()
    for cut in ("; default", "，默认", "；默认"):
        if cut in text:
            text = text[:text.index(cut)]
    return text.rstrip(".; ")


def compact_prompt(profile: str, schemas: Sequence[Mapping[str, Any]], has_search: bool,
                   relevant: Sequence[dict[str, Any]] = ()) -> str:
    """The compact system prompt: header, profile (with the clock), tools, no-search records.

    Tools that take the same parameters (the search tools) form a family: one line states the
    parameters, then each member is its name and description; notes that several tools share
    are stated once after the tools (:func:`shared_notes`).
    """
    lines = [_HEADER.format(search=_SEARCH if has_search else ""), "", profile, "", "Tools:"]
    shared = shared_notes(schemas)
    families: dict[str, list[Mapping[str, Any]]] = {}
    for schema in schemas:
        families.setdefault(parameters_text(schema), []).append(schema)
    for shown, members in families.items():
        if len(members) == 1 or shown == "()":
            lines += [signature(s, shared) for s in members]
        else:
            lines.append(f"Each of these {len(members)} tools takes {shown}:")
            lines += ["- " + signature(s, shared, parameters=False) for s in members]
    if shared:
        lines += ["", "Parameters of several tools (the same in each):",
                  *(f"  {name}: {note}" for name, note in shared.items())]
    if relevant:
        lines += ["", "Records (no search needed):", *(dumps(r) for r in relevant)]
    return "\n".join(lines)
