"""Reading the project's JSONL files (task suites, trajectories): the non-blank lines, numbered,
so a bad line can be reported as ``file:line``."""

from __future__ import annotations

from pathlib import Path
from typing import Iterator


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
