"""Value types for the command lines' numeric flags: a bad value is argparse's one-line usage
error that names the flag and the range (``--step-limit 0`` used to reach the env and end in a
traceback, or quietly mean "the task's own")."""

from __future__ import annotations

from argparse import ArgumentTypeError
from typing import Callable


def int_at_least(minimum: int) -> Callable[[str], int]:
    """An argparse ``type``: an integer of at least ``minimum``."""
    def parse(text: str) -> int:
        try:
            value = int(text)
        except ValueError:
            value = minimum - 1
        if value < minimum:
            raise ArgumentTypeError(f"must be an integer >= {minimum} (got {text!r})")
        return value

    return parse


def port(text: str) -> int:
    """An argparse ``type``: a TCP port, 0 (any free one) to 65535."""
    try:
        value = int(text)
    except ValueError:
        value = -1
    if not 0 <= value <= 65535:
        raise ArgumentTypeError(f"must be a port from 0 (any free one) to 65535 (got {text!r})")
    return value


def positive_float(text: str) -> float:
    """An argparse ``type``: a number above 0 (a duration)."""
    try:
        value = float(text)
    except ValueError:
        value = 0.0
    if not value > 0:  # NaN too
        raise ArgumentTypeError(f"must be a number above 0 (got {text!r})")
    return value
