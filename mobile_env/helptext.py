"""Module docstrings as ``--help`` text: the same words, without the markup written for developers.

Every command's description is its module's docstring, so the help and the code's documentation
cannot drift apart. Docstrings carry reStructuredText roles (``:mod:`x```), double backquotes,
references to the specification's feature numbers ("(F25)") and ``::`` literal-block markers,
which read as noise in a terminal; :func:`help_text` takes them out.
"""

from __future__ import annotations

import difflib
import re
from typing import Sequence

_SPEC_REF = re.compile(r"\s*\((?:SPEC )?F\d+(?:\s*[,;/]\s*F?\d+)*\)")
_ROLE = re.compile(r":(?:mod|class|func|meth|data|attr|obj|exc):`(~?)([^`]+)`")
_LITERAL = re.compile(r"``([^`]+)``")
_HEADING = re.compile(r"\A\s*``mobile-env[^`]*``:\s*(\w)")


def help_text(doc: str | None) -> str:
    """``doc`` as plain text for ``argparse`` (keep ``RawDescriptionHelpFormatter`` for layout)."""
    text = (doc or "").strip("\n")
    text = _HEADING.sub(lambda m: m.group(1).upper(), text, count=1)  # "``mobile-env x``: does"
    text = _SPEC_REF.sub("", text)
    text = _ROLE.sub(lambda m: m.group(2).rsplit(".", 1)[-1] if m.group(1) else m.group(2), text)
    text = _LITERAL.sub(r"\1", text)
    return re.sub(r"(\S)::$", r"\1:", text, flags=re.M)


def unknown_name(kind: str, name: str, known: Sequence[str], where: str,
                 width: int = 64) -> str:
    """The one-line message for a ``kind`` named ``name`` that is not among ``known``: the
    closest names if any read like it (as many as fit ``width`` columns, at least the closest),
    else all of ``known`` if they fit,
    else a pointer to ``where`` they are listed -- so that the line, with its ``PROG: error:``
    prefix, stays within a terminal's 100 columns however long the list grows.

    Args:
        kind: what was looked up ("suite", "reward", "tool").
        name: what the user gave.
        known: the valid names.
        where: the command that lists them all ("mobile-env tasks list").
        width: the most columns the message takes when it lists ``known``.

    Returns:
        The message, without a trailing period.
    """
    said = f"no {kind} named {name!r}"
    if near := difflib.get_close_matches(name, list(known), n=3, cutoff=0.6):
        return did_you_mean(said, near, width)
    listed = f"{said}; available: " + (", ".join(known) or "none")
    return listed if len(listed) <= width else f"{said}; see {where}"


def did_you_mean(said: str, near: Sequence[str], width: int = 64) -> str:
    """``said`` and "did you mean" the first of ``near`` and as many more as fit ``width``.

    Args:
        said: what is wrong ("no task 'x' in suite 'y'").
        near: the closest valid names, closest first (at least one).
        width: the most columns the message takes when more than one name is given.

    Returns:
        The message.
    """
    names = list(near)
    while len(names) > 1 and len(said) + len(" or ".join(map(repr, names))) + 16 > width:
        names.pop()
    return f"{said}; did you mean " + " or ".join(map(repr, names)) + "?"
