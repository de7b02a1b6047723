"""Value types for the command lines' numeric flags: a bad value is argparse's one-line usage
error that names the flag and the range, before anything reaches the env (``--step-limit 0``
must not end in a traceback, nor quietly mean "the task's own")."""

from __future__ import annotations

from argparse import ArgumentTypeError
from typing import Callable, TypeVar

N = TypeVar("N", int, float)


def _checked(text: str, convert: Callable[[str], N], accept: Callable[[N], bool],
             wanted: str) -> N:
    """``convert(text)`` if it converts and ``accept`` takes it, else the usage error."""
    try:
        value = convert(text)
    except ValueError:
        raise ArgumentTypeError(f"must be {wanted} (got {text!r})") from None
    if not accept(value):
        raise ArgumentTypeError(f"must be {wanted} (got {text!r})")
    return value


def int_at_least(minimum: int) -> Callable[[str], int]:
    """An argparse ``type``: an integer of at least ``minimum``."""
    return lambda text: _checked(text, int, lambda v: v >= minimum, f"an integer >= {minimum}")


def port(text: str) -> int:
    """An argparse ``type``: a TCP port, 0 (any free one) to 65535."""
    return _checked(text, int, lambda v: 0 <= v <= 65535,
                    "a port from 0 (any free one) to 65535")


def positive_float(text: str) -> float:
    """An argparse ``type``: a number above 0 (a duration; NaN is not)."""
    return _checked(text, float, lambda v: v > 0, "a number above 0")
