"""What every command line of the project shares: its parser, and value types for its flags.

:class:`Parser` is the ``argparse.ArgumentParser`` of every command: a mistake is one line that
says what is wrong and a pointer to ``--help``, never the whole usage block above it, and help
is laid out to at most :data:`WIDTH` columns. The value types make a bad number argparse's usage
error that names the flag and the range, before anything reaches the env (``--step-limit 0``
must not end in a traceback, nor quietly mean "the task's own").
"""

from __future__ import annotations

import argparse
import difflib
import re
import shutil
import sys
from argparse import ArgumentTypeError
from typing import Any, Callable, Iterable, NoReturn, TypeVar

N = TypeVar("N", int, float)

#: The most columns a command's help, tables and messages take.
WIDTH = 100
#: argparse's message for a value that is not among an argument's choices.
_INVALID_CHOICE = re.compile(r"invalid choice: '(?P<word>[^']*)' \(choose from (?P<choices>.*)\)$")


def error_line(prog: str, message: str) -> str:
    """``PROG: error: MESSAGE``, the message's whitespace folded so that it is one line.

    Args:
        prog: the command as typed (``mobile-env eval``).
        message: what is wrong and what to do about it.

    Returns:
        The line, without its newline.
    """
    return f"{prog}: error: {' '.join(message.split())}"


def closest(word: str, choices: Iterable[str], n: int = 3) -> list[str]:
    """Up to ``n`` of ``choices`` that read most like ``word`` (difflib's ratio), best first.

    Args:
        word: what the user typed.
        choices: the valid values.
        n: how many to give at most.

    Returns:
        The closest choices; empty when none is close.
    """
    return difflib.get_close_matches(word, list(choices), n=n, cutoff=0.6)


class Parser(argparse.ArgumentParser):
    """``argparse.ArgumentParser`` whose usage errors are :func:`error_line` and a pointer to
    ``--help`` (exit status 2), and whose help is wrapped to at most :data:`WIDTH` columns; its
    subparsers are the same."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        layout: Callable[..., argparse.HelpFormatter] = self.formatter_class
        width = min(WIDTH, shutil.get_terminal_size().columns) - 2
        self.formatter_class = lambda prog: layout(prog=prog, width=width)

    def error(self, message: str) -> NoReturn:
        """Print the usage error for ``message`` and exit with status 2."""
        line = error_line(self.prog, _suggested(message, WIDTH - len(self.prog) - 9))
        self.exit(2, f"{line}\nTry '{self.prog} --help'.\n")


def _suggested(message: str, room: int) -> str:
    """argparse's ``message``, an invalid choice answered with the closest choices when some
    are close, else with the list of choices if the message stays within ``room`` columns
    (``--help`` lists them all)."""
    found = _INVALID_CHOICE.search(message)
    if found is None:
        return message
    choices = [c.strip().strip("'") for c in found["choices"].split(",")]
    near = closest(found["word"], choices)
    start = f"{message[:found.start()]}invalid choice {found['word']!r}; "
    listed = f"choose from {', '.join(choices)}"
    if near:
        return start + f"did you mean {' or '.join(map(repr, near))}?"
    fits = len(start + listed) <= room
    return start + (listed if fits else f"{len(choices)} choices: see --help")


def fail(prog: str, message: str, status: int = 1) -> int:
    """Print :func:`error_line` on stderr and return ``status``, for a command's ``main``.

    Args:
        prog: the command as typed.
        message: what is wrong and what to do about it.
        status: 2 for a mistake in what the user gave, 1 for a problem found while running.

    Returns:
        ``status``.
    """
    print(error_line(prog, message), file=sys.stderr)
    return status


#: The extra (pyproject.toml) that installs a package a command may import, by module name.
#: Everything ``train`` imports comes with the train extra.
EXTRAS: dict[str, str] = {
    "torch": "train", "transformers": "train", "trl": "train", "peft": "train", "gguf": "train",
    "datasets": "train", "accelerate": "train", "tokenizers": "train", "matplotlib": "report",
    "openenv": "serve", "fastapi": "serve", "uvicorn": "serve", "websockets": "serve",
    "openai": "openai", "ray": "ray", "skyrl_gym": "skyrl"}


def missing_module(prog: str, exc: ModuleNotFoundError) -> str | None:
    """What to install for the module ``prog`` could not import, or None when that module is
    the project's own (a bug, whose traceback must stay).

    Args:
        prog: the command as typed (``mobile-env serve``, ``mobile-env train sft``).
        exc: the failed import.

    Returns:
        The message: the package and the ``pip install`` line that brings it (the project's
        extra that has it).
    """
    root = (exc.name or "mobile_env").split(".")[0]
    if root == "mobile_env":
        return None
    extra = "train" if prog.startswith("mobile-env train") else EXTRAS.get(root)
    if extra is None:
        return f"the package that provides the module {root!r} is not installed"
    return f"{root} is missing: pip install 'mobile-planner[{extra}]'"


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
