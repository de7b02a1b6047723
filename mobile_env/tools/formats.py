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
from typing import Annotated, Any, Literal, Mapping

from pydantic import AfterValidator, BeforeValidator
from pydantic_core import PydanticCustomError

from mobile_env.tools.registry import MAX_ARG_CHARS

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


#: What a phone number may hold besides digits: whitespace, ``-``, ``(`` and ``)``.
_PHONE_SEPARATORS = str.maketrans("", "", "-()" + "".join(
    c for c in map(chr, range(0x3000 + 1)) if c.isspace()))


def check_phone(value: str) -> str:
    """A phone number: an optional leading ``+``, then digits (at least 3) and separators in any
    order -- the language of ``^\\+?[\\s\\-()]*(?:\\d[\\s\\-()]*){3,}$``, checked with
    ``str.translate`` rather than that regex (a third of a call's validation cost)."""
    if len(value) <= 32:
        number = value.strip()
        digits = (number[1:] if number[:1] == "+" else number).translate(_PHONE_SEPARATORS)
        if len(digits) >= 3 and digits.isdecimal():
            return number
    raise ValueError(f"expected a phone number such as '+1 415-739-2098' or '15711227837' "
                     f"(got {value!r})")


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
Phone = Annotated[str, AfterValidator(check_phone)]
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
            # A Literal has no string length check, and an oversized argument is too_large
            # whatever its type.
            if len(value) > MAX_ARG_CHARS:
                raise PydanticCustomError("string_too_long",
                                          "String should have at most {max_length} characters",
                                          {"max_length": MAX_ARG_CHARS})
            value = value.strip()
            return table.get(value.casefold(), value)
        return table.get(value, value) if isinstance(value, int) else value

    return Annotated[Literal[values], BeforeValidator(translate)]
