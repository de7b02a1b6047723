"""Argument types with the formats the papers state (Y-M-D, H:M:S, H:M) and enums with aliases.

Each type normalises what it accepts (``2025-5-2`` becomes ``2025-05-02``, ``9:05`` becomes
``09:05:00``), so tools store one canonical spelling, and carries that spelling as a
:class:`Declared` format: the tools are lenient, SPIEval's grader is not (a value counts only in
the format the parameter declares, see :mod:`mobile_env.rewards.values`). Enum labels are
accepted in any case and under their aliases (the papers' Chinese labels).
"""

from __future__ import annotations

import datetime as dt
import re
from dataclasses import dataclass
from typing import Annotated, Any, Callable, Literal, Mapping

from pydantic import AfterValidator, GetCoreSchemaHandler, GetJsonSchemaHandler
from pydantic.json_schema import JsonSchemaValue
from pydantic_core import SchemaValidator, ValidationError, core_schema


_DATE = re.compile(r"^(\d{4})-(\d{1,2})-(\d{1,2})$")
_TIME = re.compile(r"^(\d{1,2}):(\d{1,2})(?::(\d{1,2}))?$")


def normalise_date(value: str) -> str:
    m = _DATE.match(value.strip())
    try:
        if m is None:
            raise ValueError
        return dt.date(int(m[1]), int(m[2]), int(m[3])).isoformat()
    except ValueError:
        raise ValueError(f"expected a date in Y-M-D format, e.g. '2025-05-20' (got "
                         f"{value!r})") from None


def _time_parts(value: str, fmt: str) -> tuple[int, int, int]:
    m = _TIME.match(value.strip())
    h, mi, s = (int(m[1]), int(m[2]), int(m[3] or 0)) if m else (99, 0, 0)
    if h > 23 or mi > 59 or s > 59:
        raise ValueError(f"expected a time in {fmt} format, e.g. "
                         f"'{'14:30:00' if fmt == 'H:M:S' else '14:30'}' (got {value!r})")
    return h, mi, s


def normalise_time_hms(value: str) -> str:
    h, m, s = _time_parts(value, "H:M:S")
    return f"{h:02d}:{m:02d}:{s:02d}"


def normalise_time_hm(value: str) -> str:
    h, m, s = _time_parts(value, "H:M")
    if s:
        raise ValueError(f"expected a time in H:M format, e.g. '14:30' (got {value!r})")
    return f"{h:02d}:{m:02d}"


#: Whitespace as both Python's ``str.strip(chars)`` here and pydantic-core's ``strip_whitespace``
#: (Rust's ``White_Space``) read it, so the two checks of a phone number accept the same strings.
_SPACES = "".join(map(chr, (*range(0x09, 0x0e), 0x20, 0x85, 0xa0, 0x1680, *range(0x2000, 0x200b),
                           0x2028, 0x2029, 0x202f, 0x205f, 0x3000)))
#: A phone number once stripped: an optional leading ``+``, then at least 3 digits and any
#: separators (whitespace, ``-``, ``(``, ``)``) in any order, at most :data:`PHONE_MAX_CHARS`.
PHONE_PATTERN = rf"^\+?[{_SPACES}\-()]*(?:\d[{_SPACES}\-()]*){{3,}}$"
PHONE_MAX_CHARS = 32
#: The error type pydantic reports for a string that is not a phone number (the dispatcher
#: phrases it as :data:`PHONE_EXPECTED`).
PHONE_ERROR = "phone_format"
PHONE_EXPECTED = "expected a phone number such as '+1 415-739-2098' or '15711227837'"
_PHONE = re.compile(PHONE_PATTERN)


def as_phone(value: str) -> str | None:
    """``value`` stripped, if it is a phone number (:data:`PHONE_PATTERN`), else None: for tools
    that take a number or a name in one argument."""
    number = value.strip(_SPACES)
    return number if len(number) <= PHONE_MAX_CHARS and _PHONE.match(number) else None


def check_phone(value: str) -> str:
    """``value`` stripped, if it is a phone number (:data:`PHONE_PATTERN`), else ValueError: the
    check :data:`Phone` arguments get, for tools that read a number out of free text."""
    number = as_phone(value)
    if number is None:
        raise ValueError(f"{PHONE_EXPECTED} (got {value!r})")
    return number


class _PhoneFormat:
    """:data:`Phone`'s validation, all of it inside pydantic-core (a string, stripped, capped and
    matched by its Rust regex), so no Python runs per argument. Not a string, or over the
    arguments' size cap, fails as any string does; any other failure is one
    :data:`PHONE_ERROR`."""

    @classmethod
    def __get_pydantic_core_schema__(cls, source: Any,
                                     handler: GetCoreSchemaHandler) -> core_schema.CoreSchema:
        return core_schema.chain_schema([core_schema.str_schema(), core_schema.custom_error_schema(
            core_schema.str_schema(strip_whitespace=True, max_length=PHONE_MAX_CHARS,
                                   pattern=PHONE_PATTERN),
            custom_error_type=PHONE_ERROR, custom_error_message=PHONE_EXPECTED)])

    @classmethod
    def __get_pydantic_json_schema__(cls, schema: core_schema.CoreSchema,
                                     handler: GetJsonSchemaHandler) -> JsonSchemaValue:
        return {"type": "string"}  # the format is the description's business, as before


@dataclass(frozen=True)
class Declared:
    """The format a parameter's description declares, as the canonical spelling the tool
    stores (``pattern``, matched whole, case-insensitively): what SPIEval's grader accepts."""

    name: str
    pattern: re.Pattern[str]

    def holds(self, value: str) -> bool:
        return self.pattern.fullmatch(value.strip()) is not None


Date = Annotated[str, AfterValidator(normalise_date),
                 Declared("Y-M-D", re.compile(r"\d{4}-\d{2}-\d{2}"))]
TimeHMS = Annotated[str, AfterValidator(normalise_time_hms),
                    Declared("H:M:S", re.compile(r"\d{2}:\d{2}:\d{2}"))]
TimeHM = Annotated[str, AfterValidator(normalise_time_hm),
                   Declared("H:M", re.compile(r"\d{2}:\d{2}"))]
Phone = Annotated[str, _PhoneFormat]
#: A departure time: H:M:S, or the word 'now' (SPIEval's Transport_Create).
DepartureTime = Annotated[str, AfterValidator(
    lambda v: "now" if v.strip().lower() == "now" else normalise_time_hms(v)),
    Declared("H:M:S or 'now'", re.compile(r"\d{2}:\d{2}:\d{2}|now", re.I))]


def declared_format(metadata: list[Any]) -> Declared | None:
    """The :class:`Declared` format among a field's metadata, if it has one."""
    return next((m for m in metadata if isinstance(m, Declared)), None)


def enum(values: tuple[Any, ...], aliases: Mapping[Any, Any] | None = None) -> Any:
    """A Literal of ``values`` that also accepts ``aliases`` (the papers' Chinese spellings) and
    any label in another case (``never``, ``Never``, ``NEVER``; ``video`` for ``VIDEO``)."""
    table: dict[Any, Any] = {(k.casefold() if isinstance(k, str) else k): v
                             for k, v in (aliases or {}).items()}
    table.update({v.casefold(): v for v in values if isinstance(v, str)})
    if all(isinstance(v, int) for v in values):
        table.update({str(v): v for v in values})

    def translate(value: Any) -> Any:
        if isinstance(value, str):
            value = value.strip()
            return table.get(value.casefold(), value)
        return table.get(value, value) if isinstance(value, int) else value

    return Annotated[Literal[values], _Labels(translate)]


@dataclass(frozen=True)
class _Labels:
    """An :func:`enum`'s validation: a label as declared is matched inside pydantic-core; only
    another spelling (case, alias, padding) goes through ``translate``, a Python call, so the
    common case runs no Python. A label neither way fails as the Literal itself would
    (``literal_error``, "Input should be 'VOICE' or 'VIDEO'"), one error for the field rather
    than one per way tried."""

    translate: Callable[[Any], Any]

    def __get_pydantic_core_schema__(self, source: Any,
                                     handler: GetCoreSchemaHandler) -> core_schema.CoreSchema:
        declared = handler(source)
        try:
            SchemaValidator(declared).validate_python(object())
            raise AssertionError("a Literal accepted an object")  # pragma: no cover
        except ValidationError as exc:
            expected = exc.errors()[0]["ctx"]["expected"]
        return core_schema.union_schema(
            [declared, core_schema.no_info_before_validator_function(self.translate, declared)],
            mode="left_to_right", custom_error_type="literal_error",
            custom_error_context={"expected": expected})

    def __get_pydantic_json_schema__(self, schema: core_schema.CoreSchema,
                                     handler: GetJsonSchemaHandler) -> JsonSchemaValue:
        choices = schema["choices"]
        return handler(choices[0])  # the Literal's own: an enum of the labels as declared
