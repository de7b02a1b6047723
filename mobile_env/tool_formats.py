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


def signature(schema: Mapping[str, Any]) -> str:
    """One tool as ``name(required: type, optional: type=default) -- description`` plus, indented
    on the next line, the parameter notes (empty parameters: the signature line only)."""
    function = schema["function"]
    params = function.get("parameters", {})
    props: dict[str, Any] = params.get("properties", {})
    required = [p for p in params.get("required", []) if p in props]
    ordered = required + [p for p in props if p not in required]
    parts = []
    for name in ordered:
        spec = props[name]
        text = f"{name}: {type_text(spec)}"
        if name not in required:
            text += "=" + (dumps(spec["default"]) if "default" in spec else "None")
        parts.append(text)
    line = f"{function['name']}({', '.join(parts)}) -- {function.get('description', '')}".rstrip()
    notes = [f"{name}: {_note(props[name])}" for name in ordered if _note(props[name])]
    return line + ("\n  " + "; ".join(notes) if notes else "")


def _note(spec: Mapping[str, Any]) -> str:
    """A parameter's description without the default clause the signature already shows."""
    text = str(spec.get("description", "")).strip()
    for cut in ("; default", "，默认", "；默认"):
        if cut in text:
            text = text[:text.index(cut)]
    return text.rstrip(".; ")


def compact_prompt(profile: str, schemas: Sequence[Mapping[str, Any]], has_search: bool,
                   relevant: Sequence[dict[str, Any]] = ()) -> str:
    """The compact system prompt: header, profile (with the clock), tools, no-search records."""
    lines = [_HEADER.format(search=_SEARCH if has_search else ""), "", profile, "", "Tools:"]
    lines += [signature(s) for s in schemas]
    if relevant:
        lines += ["", "Records (no search needed):", *(dumps(r) for r in relevant)]
    return "\n".join(lines)
