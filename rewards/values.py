"""How a parameter value the planner gave is compared with an acceptable one: two rule sets.

:data:`SPIEVAL` is SPIEval's protocol (paper Section 3.4, "Verifiable Outcomes"): a value counts
only if it *exactly* matches an annotated acceptable value, so it is read as the planner sent
it, before the tool's lenient validation:

* types are strict, as the tool's schema declares them: a string is a JSON string (``"5"`` is no
  integer, ``5`` no string), a number a JSON number (``67``, ``67.0`` and ``67.00`` are the same
  number; ``true`` is none), an integer a JSON number written without a fraction (``3.0`` is
  none), a boolean a JSON boolean, an array a JSON array;
* a parameter with a declared format (Y-M-D, H:M:S, H:M, see
  :class:`mobile_env.tools.formats.Declared`) must be written in it: ``18:30`` is no H:M:S
  time, ``2025-5-2`` no Y-M-D date;
* strings are trimmed and compared case-insensitively, nothing else (inner spaces, dashes and
  brackets count: ``+1 415-739-2098`` and ``+14157392098`` are different spellings, acceptable
  only where the gold lists both); free text holds a key fact when the fact, trimmed and case
  folded, is in it with its inner whitespace as written;
* enum labels are compared case-insensitively and under their declared aliases (``Never`` is
  ``never``, ``video`` is ``VIDEO``, ``每周`` is ``weekly``);
* arrays compare as multisets: order is free, each item is compared by the item rule, and
  duplicates count (``["Ann", "Tom"]`` is ``["tom", "ann"]`` but not ``["Ann", "Tom", "Tom"]``);
* an unconstrained parameter is checked by type (and declared format) only.

:data:`NORMALISED` is the more lenient grader, under its own reward name
(``spieval_normalised``) and used by MobilePA's tool-call checker, whose paper compares
"normalized argument values": it reads the values as the tool stored them (so numbers written
as strings, other time formats and dates without zeros have already been accepted) and then
compares :func:`normalise`\\ d forms: spaces collapsed and case folded, dates as ``YYYY-MM-DD``,
times as ``HH:MM:SS``, phone-like strings by their digits, numbers by value, arrays as multisets.
"""

from __future__ import annotations

import re
import typing
from dataclasses import dataclass
from typing import Any, Callable, Hashable, Iterable, Sequence, cast

from pydantic import TypeAdapter, ValidationError

from mobile_env.task_format.schema import Fact, fact_wordings
from mobile_env.tools.dispatch import CallResult
from mobile_env.tools.formats import Declared, declared_format
from mobile_env.tools.registry import REGISTRY

_DATE = re.compile(r"^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$")
_TIME = re.compile(r"^(\d{1,2}):(\d{2})(?::(\d{2}))?$")
_PHONE = re.compile(r"^\+?[\d\s\-()]{6,}$")
_SPACE = re.compile(r"\s+")
_NON_DIGIT = re.compile(r"\D")

#: The JSON types of a schema's ``type`` keyword, as Python types (a bool is no number).
_JSON_TYPES: dict[str, tuple[type, ...]] = {
    "string": (str,), "integer": (int, float), "number": (int, float), "boolean": (bool,),
    "array": (list, tuple), "object": (dict,), "null": (type(None),)}


def normalise(value: Any) -> Any:
    """The comparable form of a value under the normalised rules (see the module docstring)."""
    if isinstance(value, bool):
        return value
    if isinstance(value, (int, float)):
        return round(float(value), 6)
    if isinstance(value, (list, tuple)):
        return tuple(sorted((normalise(v) for v in value), key=repr))
    if not isinstance(value, str):
        return value
    text = _SPACE.sub(" ", value.strip())
    if m := _DATE.match(text):
        return f"{int(m[1]):04d}-{int(m[2]):02d}-{int(m[3]):02d}"
    if m := _TIME.match(text):
        return f"{int(m[1]):02d}:{m[2]}" + (f":{m[3]}" if m[3] else ":00")
    if _PHONE.match(text):
        return ("+" if text.startswith("+") else "") + _NON_DIGIT.sub("", text)
    try:
        return round(float(text), 6)
    except ValueError:
        return text.casefold()


def plain(text: str) -> str:
    """Free text for key-fact matching under either rule set: trimmed, spaces collapsed, case
    folded, and no value parsing (so the fact '11:00' is found in 'see you at 11:00')."""
    return _SPACE.sub(" ", text.strip()).casefold()


def missing_facts(facts: Sequence[Fact], text: str) -> list[Fact]:
    """The facts (each a wording or a list of alternative wordings) that ``text`` contains in
    none of their wordings, by :func:`plain` containment."""
    body = plain(text)
    return [f for f in facts if not any(plain(w) in body for w in fact_wordings(f))]


# ----------------------------------------------------------------------- SPIEval's protocol


@dataclass(frozen=True)
class _Param:
    """What the strict rules need to know about one parameter of one tool."""

    schema: dict[str, Any]
    canonical_label: Callable[[Any], Any] | None  # enum parameters (or enum items of an array)
    declared: Declared | None

    def typed(self, value: Any, schema: dict[str, Any] | None = None) -> bool:
        """Whether ``value`` is of the declared JSON type (and format), items included."""
        schema = self.schema if schema is None else schema
        kind = schema.get("type")
        if kind is None:
            return True
        if isinstance(value, bool) and kind in ("integer", "number"):
            return False
        if not isinstance(value, _JSON_TYPES.get(kind, (object,))):
            return False
        if kind == "integer" and isinstance(value, float):  # 3.0 is a number, no integer
            return False
        if kind == "array":
            items = schema.get("items", {})
            return all(self.typed(v, items) for v in cast("Iterable[Any]", value))
        if kind == "string" and self.declared is not None and schema is self.schema:
            return self.declared.holds(cast(str, value))
        return True

    def key(self, value: Any, schema: dict[str, Any] | None = None) -> Hashable:
        """The form two values of this parameter share when the strict rules call them equal."""
        schema = self.schema if schema is None else schema
        if isinstance(value, (list, tuple)):
            items = schema.get("items", {})
            return tuple(sorted((self.key(v, items) for v in value), key=repr))
        if isinstance(value, bool) or value is None:
            return value
        if isinstance(value, (int, float)):
            return float(value)
        if isinstance(value, str):
            if "enum" in schema and self.canonical_label is not None:
                return ("label", _label(self.canonical_label, value))
            return value.strip().casefold()
        return repr(value)


def _label(canonical: Callable[[Any], Any], value: str) -> Any:
    try:
        return canonical(value)
    except ValidationError:  # not a label of this enum: equal to nothing but itself
        return ("unknown", value.strip().casefold())


#: (tool, param) -> (the Tool it was read from, what the strict rules know of the parameter).
_PARAMS: dict[tuple[str, str], tuple[Any, _Param | None]] = {}


def _param(tool: str, param: str) -> _Param | None:
    """The parameter's schema, enum labels and declared format, read once per registered tool
    (a tool registered again under the same name is read again)."""
    spec = REGISTRY[tool] if tool in REGISTRY else None
    cached = _PARAMS.get((tool, param))
    if cached is not None and cached[0] is spec:
        return cached[1]
    info = None if spec is None else _read_param(spec, param)
    _PARAMS[(tool, param)] = (spec, info)
    return info


def _read_param(spec: Any, param: str) -> _Param | None:
    field = spec.args.model_fields.get(param)
    if field is None:
        return None
    schema = spec.schema["function"]["parameters"]["properties"].get(param, {})
    canonical = None
    if "enum" in schema or "enum" in schema.get("items", {}):
        annotation = field.annotation
        if "enum" not in schema:  # an array of enum items: validate one item
            annotation = typing.get_args(annotation)[0]
        else:
            annotation = typing.Annotated[annotation, *field.metadata] if field.metadata \
                else annotation
        canonical = TypeAdapter(annotation).validate_python
    return _Param(schema, canonical, declared_format(field.metadata))


def _strict_typed(tool: str, param: str, value: Any) -> bool:
    info = _param(tool, param)
    return True if info is None else info.typed(value)


def _strict_key(tool: str, param: str, value: Any) -> Hashable:
    info = _param(tool, param)
    if info is None:
        key: Hashable = normalise(value)
        return key
    return info.key(value)


# ----------------------------------------------------------------------------- rule sets


def trimmed(text: str) -> str:
    """Free text for key-fact matching under SPIEval's protocol: trimmed and case folded, its
    inner whitespace kept (the fact "Deluxe King" is not in "Deluxe\nKing")."""
    return text.strip().casefold()


@dataclass(frozen=True)
class Rules:
    """One way of comparing parameter values: which arguments of a call it reads (``sent``: as
    the planner wrote them, else as the tool stored them), whether a value is of its
    parameter's type, the form equal values share, and the form free text is searched for key
    facts in."""

    name: str
    sent: bool
    typed: Callable[[str, str, Any], bool]
    key: Callable[[str, str, Any], Hashable]
    text: Callable[[str], str]

    def arguments(self, call: CallResult) -> dict[str, Any]:
        """The call's arguments this way of comparing reads (sent or stored)."""
        return call.sent if self.sent and call.sent is not None else call.arguments

    def same(self, tool: str, param: str, value: Any, acceptable: Any) -> bool:
        """Whether ``value`` given for ``tool.param`` counts as ``acceptable``."""
        return self.typed(tool, param, value) and \
            self.key(tool, param, value) == self.key(tool, param, acceptable)

    def any_of(self, tool: str, param: str, value: Any, acceptable: list[Any]) -> bool:
        """Whether ``value`` counts as one of the ``acceptable`` values of ``tool.param``."""
        if not self.typed(tool, param, value):
            return False
        key = self.key(tool, param, value)
        return any(key == self.key(tool, param, a) for a in acceptable)


SPIEVAL = Rules("spieval", sent=True, typed=_strict_typed, key=_strict_key, text=trimmed)
NORMALISED = Rules("normalised", sent=False, typed=lambda tool, param, value: True,
                   key=lambda tool, param, value: normalise(value), text=plain)
