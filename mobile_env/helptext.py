"""Module docstrings as ``--help`` text: the same words, without the markup written for developers.

Every command's description is its module's docstring, so the help and the code's documentation
cannot drift apart. Docstrings carry reStructuredText roles (``:mod:`x```), double backquotes,
references to the specification's feature numbers ("(F25)") and ``::`` literal-block markers,
which read as noise in a terminal; :func:`help_text` takes them out.
"""

from __future__ import annotations

import re

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
