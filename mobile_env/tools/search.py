"""The record search engine behind every retrieval tool: fixed, regex and fuzzy matching.

Why it looks like this:

* **Indexes are built once per table, not per call.** Tables are immutable tuples shared between
  a task's initial state and all its episodes, so the folded strings of a table are computed the
  first time it is searched and reused by every later episode until a tool writes that table.
* **Regex is RE2**, a linear-time engine: a model-written ``(a+)+$`` cannot hang the env.
  Backreferences and lookaround do not exist in RE2; such patterns get an ``invalid_arguments``
  error naming the construct instead of a silent fallback to Python's ``re``. Patterns compile
  with ``never_capture``: a search only asks *whether* a field matches, and tracking capture
  groups pushes RE2 off its DFA onto the NFA (``(.*a){20}`` over 100k characters: 130 ms -> 1 ms).
  Linear is not yet fast: ``.{0,1000}.{0,1000}x`` compiles to 18k instructions and takes seconds
  over 100k characters, so programs over :data:`MAX_REGEX_PROGRAM` instructions are ``too_large``.
* **Fuzzy is rapidfuzz** ``fuzz.partial_ratio`` (best-aligned substring similarity, 0-100) with a
  score cutoff of :data:`FUZZY_CUTOFF`; a record scores the best of its fields and results are
  ranked by score, then by record order. Query length is capped because rapidfuzz cannot be
  interrupted, and so is the compared text: a 256-character query costs about 3 us per character
  of text, 0.3 s for one 100k-character field, so fuzzy mode compares only the first
  :data:`FUZZY_TEXT_CHARS` characters of each field (fixed and regex modes see all of it).
* **Fuzzy is prefiltered, exactly.** ``partial_ratio`` aligns the shorter string ``a`` with
  pieces ``b`` of the longer one, ``|b| <= |a|``, and scores ``200 * LCS(a, b) / (|a| + |b|)``.
  Since ``LCS(a, b) <= |b|``, a score of at least ``c`` needs ``(200 - c) * LCS(a, b) >= c * |a|``
  (at the cutoff of 80: ``LCS >= 2|a|/3``), and ``LCS(a, b)`` is at most the LCS of the two whole
  strings. That LCS is one bit-parallel pass per string (rapidfuzz ``LCSseq`` through ``cdist``,
  ~10x cheaper than ``partial_ratio``), so only the strings that pass are scored: the same hits,
  in about a quarter of the time on a 400-record table.
"""

from __future__ import annotations

import re
from bisect import bisect_right
from dataclasses import dataclass
from typing import Any, Sequence

import numpy as np
import re2
from rapidfuzz import fuzz, process
from rapidfuzz.distance import LCSseq

from mobile_env.caches import SharedCache
from mobile_env.feedback import ToolError
from mobile_env.state import Record, Table

FUZZY_CUTOFF = 80.0
MAX_REGEX_CHARS = 512
MAX_FUZZY_CHARS = 256
FUZZY_TEXT_CHARS = 10_000
REGEX_MAX_MEM = 8 << 20
#: Largest RE2 program (instructions) a search may run; ordinary patterns need well under 100.
MAX_REGEX_PROGRAM = 5000


def to_text(value: Any) -> str:
    """How a record value is searched and shown: lists joined by ', ', None as ''."""
    if value is None:
        return ""
    if isinstance(value, (list, tuple)):
        return ", ".join(to_text(v) for v in value)
    return str(value)


class TableIndex:
    """The searchable strings of one table: ``texts[i][j]`` is field ``keys[j]`` of record i.

    Besides the per-field strings it lazily builds, per column selection, one string holding the
    whole table (fields separated by ``\x00``) and the offset where each record starts, so a
    fixed search is a few ``str.find`` calls in C instead of a Python loop over every record;
    likewise a UTF-8 copy for regex search and the distinct strings for fuzzy search.
    """

    __slots__ = ("records", "keys", "texts", "folded", "_derived")

    def __init__(self, records: Table, keys: tuple[str, ...]) -> None:
        self.records = records
        self.keys = keys
        self.texts = tuple(tuple(to_text(r.get(k)) for k in keys) for r in records)
        self.folded = tuple(tuple(t.casefold() for t in row) for row in self.texts)
        self._derived: dict[tuple[Any, ...], Any] = {}

    def columns(self, column: int | None) -> Sequence[int]:
        return range(len(self.keys)) if column is None else (column,)

    def joined(self, column: int | None, folded: bool) -> tuple[str, list[int]]:
        """All records' fields in one string (``\x00`` after each field), and record offsets."""
        key = ("str", column, folded)
        if key not in self._derived:
            rows = self.folded if folded else self.texts
            parts = ["".join(row[c] + _SEP for c in self.columns(column)) for row in rows]
            self._derived[key] = ("".join(parts), _offsets(parts))
        return self._derived[key]

    def joined_utf8(self, column: int | None) -> tuple[bytes, list[int]]:
        """The original texts as UTF-8, ``\n`` after each field, and record byte offsets."""
        key = ("utf8", column)
        if key not in self._derived:
            parts = [b"".join(row[c].encode("utf-8", "surrogatepass") + b"\n"
                              for c in self.columns(column)) for row in self.texts]
            self._derived[key] = (b"".join(parts), _offsets(parts))
        return self._derived[key]

    def distinct(self, column: int | None, folded: bool) -> FuzzyChoices:
        """The distinct (truncated) field strings, and which records hold each: fuzzy choices."""
        key = ("distinct", column, folded)
        if key not in self._derived:
            owners: dict[str, list[int]] = {}
            for i, row in enumerate(self.folded if folded else self.texts):
                for c in self.columns(column):
                    holders = owners.setdefault(row[c][:FUZZY_TEXT_CHARS], [])
                    if not holders or holders[-1] != i:
                        holders.append(i)
            texts = list(owners)
            self._derived[key] = FuzzyChoices(texts, list(owners.values()),
                                              np.fromiter(map(len, texts), np.int64, len(texts)))
        return self._derived[key]


@dataclass(slots=True)
class FuzzyChoices:
    """The strings fuzzy mode scores: ``owners[k]`` are the records holding ``texts[k]``."""

    texts: list[str]
    owners: list[list[int]]
    lengths: np.ndarray


_SEP = "\x00"


def _offsets(parts: Sequence[Any]) -> list[int]:
    starts, pos = [], 0
    for part in parts:
        starts.append(pos)
        pos += len(part)
    return starts


@dataclass(slots=True)
class UnionIndex:
    """Several tables' joined strings end to end, so one fixed search over all of them (the
    global ``search_phone``) is one scan instead of one per app. ``tagged[i]`` is record ``i`` of
    the concatenation with its app name added, built once."""

    tables: tuple[Table, ...]
    blob: str
    starts: list[int]
    tagged: tuple[dict[str, Any], ...]


#: One searched table: app name, records, field keys, the column searched (None: every field).
SearchedTable = tuple[str, Table, tuple[str, ...], int | None]


class IndexCache:
    """Indexes keyed by table identity; entries hold their table so an id is never reused."""

    def __init__(self, capacity: int = 256) -> None:
        self._entries: SharedCache[tuple[int, tuple[str, ...]], TableIndex] = SharedCache(capacity)
        self._unions: SharedCache[tuple[Any, ...], UnionIndex] = SharedCache(capacity)

    def get(self, records: Table, keys: tuple[str, ...]) -> TableIndex:
        key = (id(records), keys)
        index = self._entries.get(key)
        if index is None or index.records is not records:
            index = self._entries.put(key, TableIndex(records, keys))
        return index

    def union(self, tables: Sequence[SearchedTable], folded: bool) -> UnionIndex:
        key = (folded, tuple((id(records), keys, column) for _, records, keys, column in tables))
        index = self._unions.get(key)
        if index is None or any(a is not b for a, b in zip(index.tables, (t[1] for t in tables))):
            blobs, starts, tagged, offset = [], [], [], 0
            for app, records, keys, column in tables:
                blob, table_starts = self.get(records, keys).joined(column, folded)
                blobs.append(blob)
                starts += [offset + start for start in table_starts]
                tagged += [{"app": app, **record} for record in records]
                offset += len(blob)
            index = self._unions.put(key, UnionIndex(tuple(t[1] for t in tables), "".join(blobs),
                                                     starts, tuple(tagged)))
        return index


@dataclass(slots=True)
class Query:
    """What to look for (plain, not frozen: a search builds one per table searched)."""

    pattern: str
    mode: str = "fixed"
    ignore_case: bool = True
    column: int | None = None


_REGEX_CACHE: SharedCache[tuple[str, bool], Any] = SharedCache(512)
_UNSUPPORTED = (("(?=", "lookahead (?=...)"), ("(?!", "negative lookahead (?!...)"),
                ("(?<=", "lookbehind (?<=...)"), ("(?<!", "negative lookbehind (?<!...)"))


def compile_regex(pattern: str, ignore_case: bool, multiline: bool = False) -> Any:
    """An RE2 program for ``pattern``, or a ToolError saying what to change."""
    if len(pattern) > MAX_REGEX_CHARS:
        raise ToolError("too_large", f"regex pattern has {len(pattern)} characters; "
                                     f"the limit is {MAX_REGEX_CHARS}")
    if multiline:
        pattern = "(?m)" + pattern
    key = (pattern, ignore_case)
    program = _REGEX_CACHE.get(key)
    if program is not None:
        return program
    options = re2.Options()
    options.case_sensitive = not ignore_case
    options.never_capture = True
    options.log_errors = False
    options.max_mem = REGEX_MAX_MEM
    try:
        program = re2.compile(pattern, options)
    except re2.error as exc:
        raise ToolError("invalid_arguments", _regex_message(pattern, exc)) from None
    if program.programsize > MAX_REGEX_PROGRAM:
        raise ToolError("too_large", f"regex compiles to {program.programsize} instructions; "
                                     f"the limit is {MAX_REGEX_PROGRAM}: use smaller counted "
                                     "repetitions")
    return _REGEX_CACHE.put(key, program)


def _regex_message(pattern: str, exc: Exception) -> str:
    detail = exc.args[0].decode(errors="replace") if exc.args and isinstance(exc.args[0], bytes) \
        else str(exc)
    for token, name in _UNSUPPORTED:
        if token in pattern:
            return f"regex uses {name}, which the RE2 engine does not support; rewrite it without it"
    if "(?P=" in pattern or "\\k<" in pattern or any(f"\\{d}" in pattern for d in "123456789"):
        return ("regex uses a backreference (\\1, (?P=name)...), which the RE2 engine does not "
                "support")
    return f"invalid regex ({detail}); use RE2 syntax, or mode='fixed' for a plain substring"


def _matches(index: TableIndex, query: Query) -> list[tuple[float, int]]:
    """(score, record position) of every matching record, best first, ties by position."""
    if query.mode == "fixed":
        return [(100.0, i) for i in _fixed(index, query)]
    if query.mode == "regex":
        return [(100.0, i) for i in _regex(index, query)]
    return _fuzzy(index, query)


def _scan(find: Any, starts: list[int]) -> list[int]:
    """Records holding a match: ``find(pos)`` gives the next match offset at or after pos (or
    -1); after each hit the scan jumps to the next record, so each record is reported once."""
    hits: list[int] = []
    pos = 0
    while (at := find(pos)) >= 0:
        record = bisect_right(starts, at) - 1
        hits.append(record)
        if record + 1 >= len(starts):
            break
        pos = starts[record + 1]
    return hits


def _fixed(index: TableIndex, query: Query) -> list[int]:
    needle = query.pattern.casefold() if query.ignore_case else query.pattern
    if not needle or _SEP in needle:  # matches everywhere, or could span two fields
        rows = index.folded if query.ignore_case else index.texts
        cols = index.columns(query.column)
        return [i for i, row in enumerate(rows) if any(needle in row[c] for c in cols)]
    blob, starts = index.joined(query.column, query.ignore_case)
    return _scan(lambda pos: blob.find(needle, pos), starts)


_ANCHORS = re.compile(r"\\[Az]|\(\?[a-zA-Z]*-[a-zA-Z]*m")


def _regex(index: TableIndex, query: Query) -> list[int]:
    """Candidates from one RE2 scan of the whole table, each confirmed field by field.

    The table scan runs the pattern in multi-line mode over the fields joined by newlines, which
    finds every record that has a match in some field (and maybe a few that only match across
    fields); the per-field check then decides exactly. Patterns whose anchors depend on the
    whole text (``\\A``, ``\\z``, ``(?-m)``) are checked field by field over every record.
    """
    program = compile_regex(query.pattern, query.ignore_case)
    cols = index.columns(query.column)

    def confirmed(i: int) -> bool:
        return any(program.search(index.texts[i][c]) for c in cols)

    if _ANCHORS.search(query.pattern):
        return [i for i in range(len(index.texts)) if confirmed(i)]
    scanner = compile_regex(query.pattern, query.ignore_case, multiline=True)
    blob, starts = index.joined_utf8(query.column)

    def find(pos: int) -> int:
        match = scanner.search(blob, pos)
        return -1 if match is None else match.start()

    return [i for i in _scan(find, starts) if confirmed(i)]


def _fuzzy(index: TableIndex, query: Query) -> list[tuple[float, int]]:
    if not query.pattern.strip():
        raise ToolError("invalid_arguments", "fuzzy mode needs a non-empty pattern")
    if len(query.pattern) > MAX_FUZZY_CHARS:
        raise ToolError("too_large", f"fuzzy pattern has {len(query.pattern)} characters; "
                                     f"the limit is {MAX_FUZZY_CHARS}")
    needle = query.pattern.casefold() if query.ignore_case else query.pattern
    choices = index.distinct(query.column, query.ignore_case)
    candidates = fuzzy_candidates(needle, choices)
    best: dict[int, float] = {}
    for _, score, j in process.extract_iter(needle, [choices.texts[k] for k in candidates],
                                            scorer=fuzz.partial_ratio, score_cutoff=FUZZY_CUTOFF):
        for i in choices.owners[candidates[j]]:
            if score > best.get(i, -1.0):
                best[i] = score
    return sorted(((s, i) for i, s in best.items()), key=lambda si: (-si[0], si[1]))


def fuzzy_candidates(needle: str, choices: FuzzyChoices) -> list[int]:
    """Positions of the choices that can reach :data:`FUZZY_CUTOFF` with ``needle``: a superset
    of the hits, by the LCS bound in the module docstring."""
    if not choices.texts:
        return []
    lcs = process.cdist([needle], choices.texts, scorer=LCSseq.similarity, dtype=np.int64)[0]
    shorter = np.minimum(choices.lengths, len(needle))
    return np.flatnonzero((200 - FUZZY_CUTOFF) * lcs >= FUZZY_CUTOFF * shorter).tolist()


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


def search_tables(cache: IndexCache, tables: Sequence[SearchedTable], query: Query) -> list[dict[str, Any]]:
    """Search several tables and tag each hit with its app: best score first (every fixed or
    regex hit scores 100), then table order, then record order."""
    needle = query.pattern.casefold() if query.ignore_case else query.pattern
    if query.mode == "fixed" and needle and _SEP not in needle:
        union = cache.union(tables, query.ignore_case)
        return [union.tagged[i] for i in _scan(lambda pos: union.blob.find(needle, pos), union.starts)]
    hits: list[tuple[float, int, dict[str, Any]]] = []
    by_column: dict[int | None, Query] = {}
    for order, (app, records, keys, column) in enumerate(tables):
        index = cache.get(records, keys)
        if column not in by_column:
            by_column[column] = Query(query.pattern, query.mode, query.ignore_case, column)
        for score, record in search_table(index, by_column[column]):
            hits.append((score, order, {"app": app, **record}))
    hits.sort(key=lambda h: (-h[0], h[1]))
    return [h[2] for h in hits]
