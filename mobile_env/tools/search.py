"""The record search engine behind every retrieval tool: fixed, regex and fuzzy matching.

Why it looks like this:

* **Indexes are built once per table, not per call.** Tables are immutable tuples shared between
  a task's initial state and all its episodes, so the folded strings of a table are computed the
  first time it is searched and reused by every later episode until a tool writes that table.
* **Regex is RE2**, a linear-time engine: a model-written ``(a+)+$`` cannot hang the env.
  Backreferences and lookaround do not exist in RE2; such patterns get an ``invalid_arguments``
  error naming the construct instead of a silent fallback to Python's ``re``.
* **Fuzzy is rapidfuzz** ``fuzz.partial_ratio`` (best-aligned substring similarity, 0-100) with a
  score cutoff of :data:`FUZZY_CUTOFF`; a record scores the best of its fields and results are
  ranked by score, then by record order. Query length is capped because rapidfuzz cannot be
  interrupted.
"""

from __future__ import annotations

from collections import OrderedDict
from dataclasses import dataclass
from typing import Any, Iterable, Sequence

import re2
from rapidfuzz import fuzz, process

from mobile_env.feedback import ToolError
from mobile_env.state import Record, Table

FUZZY_CUTOFF = 80.0
MAX_REGEX_CHARS = 512
MAX_FUZZY_CHARS = 256
REGEX_MAX_MEM = 8 << 20


def to_text(value: Any) -> str:
    """How a record value is searched and shown: lists joined by ', ', None as ''."""
    if value is None:
        return ""
    if isinstance(value, (list, tuple)):
        return ", ".join(to_text(v) for v in value)
    return str(value)


@dataclass(frozen=True, slots=True)
class TableIndex:
    """The searchable strings of one table: ``texts[i][j]`` is field ``keys[j]`` of record i."""

    records: Table
    keys: tuple[str, ...]
    texts: tuple[tuple[str, ...], ...]
    folded: tuple[tuple[str, ...], ...]

    @classmethod
    def build(cls, records: Table, keys: tuple[str, ...]) -> TableIndex:
        texts = tuple(tuple(to_text(r.get(k)) for k in keys) for r in records)
        folded = tuple(tuple(t.casefold() for t in row) for row in texts)
        return cls(records, keys, texts, folded)


class IndexCache:
    """Indexes keyed by table identity; entries hold their table so an id is never reused."""

    def __init__(self, capacity: int = 256) -> None:
        self._entries: OrderedDict[tuple[int, tuple[str, ...]], TableIndex] = OrderedDict()
        self._capacity = capacity

    def get(self, records: Table, keys: tuple[str, ...]) -> TableIndex:
        key = (id(records), keys)
        index = self._entries.get(key)
        if index is None or index.records is not records:
            index = TableIndex.build(records, keys)
            self._entries[key] = index
            if len(self._entries) > self._capacity:
                self._entries.popitem(last=False)
        return index

    def __getstate__(self) -> dict[str, Any]:
        return {"_entries": OrderedDict(), "_capacity": self._capacity}


@dataclass(frozen=True, slots=True)
class Query:
    pattern: str
    mode: str = "fixed"
    ignore_case: bool = True
    column: int | None = None


_REGEX_CACHE: OrderedDict[tuple[str, bool], Any] = OrderedDict()
_UNSUPPORTED = (("(?=", "lookahead (?=...)"), ("(?!", "negative lookahead (?!...)"),
                ("(?<=", "lookbehind (?<=...)"), ("(?<!", "negative lookbehind (?<!...)"))


def compile_regex(pattern: str, ignore_case: bool) -> Any:
    """An RE2 program for ``pattern``, or a ToolError saying what to change."""
    if len(pattern) > MAX_REGEX_CHARS:
        raise ToolError("too_large", f"regex pattern has {len(pattern)} characters; "
                                     f"the limit is {MAX_REGEX_CHARS}")
    key = (pattern, ignore_case)
    program = _REGEX_CACHE.get(key)
    if program is not None:
        return program
    options = re2.Options()
    options.case_sensitive = not ignore_case
    options.log_errors = False
    options.max_mem = REGEX_MAX_MEM
    try:
        program = re2.compile(pattern, options)
    except re2.error as exc:
        raise ToolError("invalid_arguments", _regex_message(pattern, exc)) from None
    _REGEX_CACHE[key] = program
    if len(_REGEX_CACHE) > 512:
        _REGEX_CACHE.popitem(last=False)
    return program


def _regex_message(pattern: str, exc: Exception) -> str:
    detail = exc.args[0].decode(errors="replace") if exc.args and isinstance(exc.args[0], bytes) \
        else str(exc)
    for token, name in _UNSUPPORTED:
        if token in pattern:
            return f"regex uses {name}, which the RE2 engine does not support; rewrite it without it"
    if any(f"\\{d}" in pattern for d in "123456789"):
        return "regex uses a backreference (\\1...), which the RE2 engine does not support"
    return f"invalid regex ({detail}); use RE2 syntax, or mode='fixed' for a plain substring"


def _matches(index: TableIndex, query: Query) -> list[tuple[float, int]]:
    """(score, record position) of every matching record, best first, ties by position."""
    columns: Sequence[int] = range(len(index.keys)) if query.column is None else (query.column,)
    if query.mode == "fixed":
        needle = query.pattern.casefold() if query.ignore_case else query.pattern
        rows = index.folded if query.ignore_case else index.texts
        return [(100.0, i) for i, row in enumerate(rows) if any(needle in row[c] for c in columns)]
    if query.mode == "regex":
        program = compile_regex(query.pattern, query.ignore_case)
        return [(100.0, i) for i, row in enumerate(index.texts)
                if any(program.search(row[c]) for c in columns)]
    return _fuzzy(index, query, columns)


def _fuzzy(index: TableIndex, query: Query, columns: Sequence[int]) -> list[tuple[float, int]]:
    if not query.pattern.strip():
        raise ToolError("invalid_arguments", "fuzzy mode needs a non-empty pattern")
    if len(query.pattern) > MAX_FUZZY_CHARS:
        raise ToolError("too_large", f"fuzzy pattern has {len(query.pattern)} characters; "
                                     f"the limit is {MAX_FUZZY_CHARS}")
    needle = query.pattern.casefold() if query.ignore_case else query.pattern
    rows = index.folded if query.ignore_case else index.texts
    width = len(columns)
    choices = [row[c] for row in rows for c in columns]
    best: dict[int, float] = {}
    for _, score, flat in process.extract_iter(needle, choices, scorer=fuzz.partial_ratio,
                                               score_cutoff=FUZZY_CUTOFF):
        i = flat // width
        if score > best.get(i, -1.0):
            best[i] = score
    return sorted(((s, i) for i, s in best.items()), key=lambda si: (-si[0], si[1]))


def search_table(index: TableIndex, query: Query) -> list[tuple[float, Record]]:
    return [(score, index.records[i]) for score, i in _matches(index, query)]


def paginate(hits: Sequence[Any], page: int, page_size: int | None) -> dict[str, Any]:
    """One page of ``hits`` with the total, the page count and a hint when more pages exist."""
    total = len(hits)
    if page_size is None:
        return {"total": total, "page": 1, "pages": 1, "results": list(hits)}
    pages = max(1, -(-total // page_size))
    if page > pages:
        raise ToolError("invalid_arguments", f"page={page} is past the last page: {total} results "
                                             f"fill {pages} page(s) of {page_size}")
    start = (page - 1) * page_size
    out: dict[str, Any] = {"total": total, "page": page, "pages": pages,
                           "results": list(hits[start:start + page_size])}
    remaining = total - start - page_size
    if remaining > 0:
        out["hint"] = f"{remaining} more results: call again with page={page + 1}"
    return out


def search_tables(cache: IndexCache, tables: Iterable[tuple[str, Table, tuple[str, ...], int | None]],
                  query: Query) -> list[dict[str, Any]]:
    """Search several tables (app name, records, keys, column) and tag each hit with its app."""
    hits: list[tuple[float, int, dict[str, Any]]] = []
    for order, (app, records, keys, column) in enumerate(tables):
        index = cache.get(records, keys)
        for score, record in search_table(index, Query(query.pattern, query.mode,
                                                       query.ignore_case, column)):
            hits.append((score, order, {"app": app, **record}))
    hits.sort(key=lambda h: (-h[0], h[1]))
    return [h[2] for h in hits]
