"""MkDocs hooks: the docstrings' reStructuredText cross-reference roles, rendered as code.

The project's docstrings name other objects as ``:func:`name``` (Sphinx's roles), which the
Markdown of the API reference renders as a stray ``:func:`` before the name's code span. This
hook drops the role and keeps the name, with a leading ``~`` (Sphinx's "last part only") removed.
"""

from __future__ import annotations

import re
from typing import Any

ROLE = re.compile(r":(?:py:)?(?:func|meth|class|attr|mod|data|obj|exc|const):(<code>)~?")


def on_page_content(html: str, **_: Any) -> str:
    """The page's HTML with every role before a code span removed."""
    return ROLE.sub(r"\1", html)
