"""A pydantic ``ValidationError`` as the one line a user reads (task files, trajectory lines,
results files, training configs, trajectory labels).

pydantic's own message spans a line per error plus documentation links; a file's reader wants
one line that names the first bad field, says what is wrong with it and what it held, so every
reader of user files words it the same way.
"""

from __future__ import annotations

from pydantic import ValidationError

#: How much of a bad value a message quotes: enough to recognise it, not a whole table.
QUOTED_CHARS = 80


def first_problem(exc: ValidationError, within: str, field: str = "field") -> str:
    """``"field 'a.b': <what is wrong> (got <value>; 3 errors in this <within>)"``: the first
    error with its location (``(<within>)`` when it is the whole input), the value it found, and
    how many errors there are when there are more."""
    first = exc.errors(include_url=False)[0]
    where = ".".join(map(str, first["loc"])) or f"({within})"
    count = exc.error_count()
    more = f"; {count} errors in this {within}" if count > 1 else ""
    return f"{field} '{where}': {first['msg']} (got {first['input']!r:.{QUOTED_CHARS}}{more})"
