"""The project's JSON: the one way it writes JSON text (:func:`dumps`), and reading its JSON
files (task suites and trajectories, a line each; results and logs, a document each) so that a
bad file is reported in one line that names it: JSONL as numbered non-blank lines
(``file:line``), a JSON document whole."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any, Iterator


#: No circular-reference check: what is written is JSON data (parsed JSON, records, payloads),
#: which cannot refer to itself; a value that did would fail as too deeply nested instead.
_ENCODER = json.JSONEncoder(sort_keys=True, ensure_ascii=False, separators=(",", ":"),
                            check_circular=False)


def dumps(value: Any) -> str:
    """Compact, key-sorted JSON that keeps non-ASCII text (Chinese) readable: the one
    serialisation of observations, trajectory lines and digests, so equal values are equal
    bytes in any process.

    Args:
        value: a JSON-serialisable value.

    Returns:
        ``json.dumps(value, sort_keys=True, ensure_ascii=False, separators=(",", ":"))``.
    """
    return _ENCODER.encode(value)


def numbered_lines(path: Path, error: type[ValueError], what: str) -> Iterator[tuple[int, str]]:
    """``(line number, line)`` for every non-blank line of ``path``; an unreadable file raises
    ``error`` with the path and the reason."""
    try:
        lines = path.read_text(encoding="utf-8").splitlines()
    except OSError as exc:
        raise error(f"{path}: cannot read {what} file ({exc.strerror})") from None
    for number, line in enumerate(lines, start=1):
        if line.strip():
            yield number, line


def json_problem(exc: ValueError | RecursionError) -> str:
    """Why a text is not JSON, in a few words: the parser's message, or that it nests deeper
    than the parser goes (which raises ``RecursionError``, not ``ValueError``)."""
    return "nested too deeply" if isinstance(exc, RecursionError) else str(exc)


def read_json(path: str | Path, error: type[ValueError], what: str) -> Any:
    """The JSON document in ``path``; a file that cannot be read or is not JSON raises
    ``error`` with the path and the reason (``what`` names the file in the message)."""
    try:
        text = Path(path).read_text(encoding="utf-8")
    except OSError as exc:
        raise error(f"{path}: cannot read {what} ({exc.strerror})") from None
    try:
        return json.loads(text)
    except (ValueError, RecursionError) as exc:
        raise error(f"{path}: not JSON ({json_problem(exc)})") from None
