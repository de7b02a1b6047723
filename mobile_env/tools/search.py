"""The record search engine behind every retrieval tool: fixed, regex and fuzzy matching.

A search reads the records of the tables it is given, as they are at that step, and returns the
matching records in table then record order (fuzzy: best score first). Its contract:

* **A match never crosses a field.** Fixed mode searches the fields of each record separated by
  ``\\x00`` (a pattern holding ``\\x00`` is checked field by field); regex mode scans UTF-8 whose
  fields are separated by ``\\n\\xff\\n``: ``\\xff`` never occurs in UTF-8 and no RE2 pattern
  can match it (``\\C``, RE2's any-byte escape, is refused), so a match ends at its field, and
  each candidate record is confirmed field by field.
* **Regex is RE2**, a linear-time engine, because patterns are written by a model: ``(a+)+$``
  cannot hang the env. Backreferences and lookaround do not exist in RE2; such patterns get an
  ``invalid_arguments`` error naming the construct instead of a silent fallback to Python's
  ``re``. A pattern is bounded before and while it compiles: its counted repetitions may expand
  to at most :data:`MAX_REGEX_EXPANSION` parts, and a first compile under
  :data:`REGEX_PROBE_MEM` of memory stops as soon as the program outgrows
  :data:`MAX_REGEX_PROGRAM` instructions. Patterns compile with ``never_capture``: a search only
  asks *whether* a field matches.
* **A call has a work budget, and ``timeout`` means it would exceed it.** RE2 is linear, but
  its NFA fallback costs per byte per program instruction, so a regex search whose bound --
  bytes searched x (program size + :data:`REGEX_BYTE_COST`) -- is over :data:`REGEX_MAX_WORK`,
  or a fuzzy search whose candidates would cost more than :data:`FUZZY_MAX_WORK` to score, fails
  with ``timeout`` before it starts. The budget is counted, not timed, so a replay meets the
  same answer on any machine. A table over the regex budget is first narrowed to the records
  holding the text every match holds (``vand``, then ``meer``, of ``vand[a-z]+meer``, each
  found by a fixed search), which are searched as soon as they fit it.
* **Fuzzy is rapidfuzz** (0-100 scores, cutoff :data:`FUZZY_CUTOFF`): a field scores the better
  of ``fuzz.partial_ratio`` of the whole pattern and, for a pattern of 2 to
  :data:`MAX_FUZZY_WORDS` words, the length-weighted mean of each word's ``partial_ratio``, so
  word order does not matter ("Hao Sun" finds "Sun Hao"). A pattern (or word) is only ever
  compared with a stretch of the field as long as itself: the field is framed with
  ``len(pattern) - 1`` characters that match nothing, so where the field, or the part of it
  at its start or end, is shorter than the pattern, the missing characters count as
  mismatches. A field of ``k`` characters thus scores at most ``100 * k / len(pattern)`` for
  the whole pattern and ``100 * k / len(word)`` for each word longer than it: a contact named
  "A" scores 10 for "Daniel Reed" and never matches it, and "Dan" does not match "daughter"
  by its first two letters. A record scores the best of its fields. Query length is capped
  (:data:`MAX_FUZZY_CHARS`), and only the first :data:`FUZZY_TEXT_CHARS` characters of each
  field are compared. Candidates are prefiltered
  exactly: ``partial_ratio`` scores ``200 * LCS(a, b) / (|a| + |b|)`` over pieces ``b`` of the
  longer string no longer than the shorter ``a``, so ``200 * L / (|a| + L)``, with ``L`` the LCS
  of the whole strings, bounds the score (of a framed field too, which scores no more than the
  bare one), and only strings whose bound reaches the cutoff are scored.
"""

from __future__ import annotations

import functools
import re
from bisect import bisect_right
from itertools import accumulate, compress, repeat
from operator import add, is_, itemgetter, methodcaller, not_
from dataclasses import dataclass
from typing import Any, Iterable, Sequence

import numpy as np
import re2
from rapidfuzz import fuzz, process
from rapidfuzz.distance import LCSseq

from mobile_env.feedback import ToolError
from mobile_env.state import Record, Table

FUZZY_CUTOFF = 80.0
MAX_REGEX_CHARS = 512
MAX_FUZZY_CHARS = 256
FUZZY_TEXT_CHARS = 10_000
#: Longest pattern (in words) whose words also match in any order.
MAX_FUZZY_WORDS = 8
#: RE2 memory of the program that scans a table (the DFA's state cache lives in it).
REGEX_MAX_MEM = 8 << 20
#: RE2 memory of the program that decides single fields, compiled first: RE2's compiler gives
#: up as soon as the program outgrows it.
REGEX_PROBE_MEM = 64 << 10
#: Largest RE2 program (instructions) a search may run; ordinary patterns need well under 100.
MAX_REGEX_PROGRAM = 4000
#: Most parts a pattern may expand to once its counted repetitions are written out (see
#: :func:`expanded_size`): ``a{0,1000}`` is 1,000, ``(ab|c){0,300}`` 900.
MAX_REGEX_EXPANSION = 1000
#: A regex search's work bound is bytes searched x (program size + this), and may not exceed
#: :data:`REGEX_MAX_WORK`.
REGEX_BYTE_COST = 64
REGEX_MAX_WORK = 12_000_000
#: Most required literals a regex over the budget is narrowed by (a fixed search each).
MAX_REGEX_LITERALS = 3
#: A fuzzy search may score candidates worth at most this many units (characters of candidate
#: text x a factor growing with the pattern's length).
FUZZY_MAX_WORK = 25_000_000


def to_text(value: Any) -> str:
    """How a record value is searched and shown: lists joined by ', ', None as ''."""
    if value is None:
        return ""
    if isinstance(value, (list, tuple)):
        try:
            return ", ".join(value)  # a list of strings, the usual one
        except TypeError:
            return ", ".join(to_text(v) for v in value)
    return str(value)


_SEP = "\x00"
#: Between the fields of the UTF-8 text regex mode scans: ``\xff`` is not UTF-8, so no match
#: can contain it; the newlines make ``^`` and ``$`` (multi-line) match at field edges.
_UTF8_SEP = b"\n\xff\n"


@dataclass(slots=True)
class FuzzyChoices:
    """The strings fuzzy mode scores: ``owners[k]`` are the records holding ``texts[k]``."""

    texts: list[str]
    owners: list[list[int]]
    lengths: np.ndarray


class TableIndex:
    """The searchable text of one table, each piece built the first time a search needs it.

    ``texts[i][j]`` is field ``keys[j]`` of record ``i`` (and ``folded`` its case fold). Fixed
    search uses one string per column selection holding the whole table -- each field followed
    by ``\\x00`` -- and the offset where each record starts, so it is a few ``str.find`` calls;
    regex search a UTF-8 copy; fuzzy search the distinct field strings.
    """

    __slots__ = ("records", "keys", "_texts", "_folded", "_derived")

    def __init__(self, records: Table, keys: tuple[str, ...]) -> None:
        self.records = records
        self.keys = keys
        self._texts: tuple[tuple[str, ...], ...] | None = None
        self._folded: tuple[tuple[str, ...], ...] | None = None
        self._derived: dict[tuple[Any, ...], Any] = {}

    @property
    def texts(self) -> tuple[tuple[str, ...], ...]:
        if self._texts is None:
            self._texts = _rows_text(self.records, self.keys)
        return self._texts

    @property
    def folded(self) -> tuple[tuple[str, ...], ...]:
        if self._folded is None:
            self._folded = tuple(tuple(t.casefold() for t in row) for row in self.texts)
        return self._folded

    def columns(self, column: int | None) -> Sequence[int]:
        return range(len(self.keys)) if column is None else (column,)

    def _record_texts(self, column: int | None) -> list[str]:
        """Each record's searched fields joined by ``\x00``, record after record."""
        if self._texts is not None:
            if column is None:
                return list(map(_SEP.join, self._texts))
            return [row[column] for row in self._texts]
        return _texts_by_record(self.records,
                                self.keys if column is None else (self.keys[column],))

    def joined(self, column: int | None, folded: bool) -> tuple[str, list[int]]:
        """All records' fields in one string (``\x00`` after each field), and record offsets.

        Folded in one ``casefold`` of the whole string: folding maps each character on its
        own, so only the offsets can move (when a character folds to several, as 'ß' does),
        and then the folded record texts give them."""
        key = ("str", column, folded)
        found = self._derived.get(key)
        if found is None:
            texts = self._record_texts(column)
            blob = _SEP.join([*texts, ""]) if texts else ""  # a \x00 after every field
            if folded:
                blob, length = blob.casefold(), len(blob)
                if len(blob) != length:
                    texts = list(map(str.casefold, texts))
            found = self._derived[key] = (blob, _starts(texts))
        return found

    def utf8(self, column: int | None) -> tuple[bytes, list[int]]:
        """The original texts as UTF-8, fields separated by ``\\n\\xff\\n``, and record offsets."""
        key = ("utf8", column)
        found = self._derived.get(key)
        if found is None:
            parts = [b"".join(row[c].encode("utf-8", "surrogatepass") + _UTF8_SEP
                              for c in self.columns(column)) for row in self.texts]
            found = self._derived[key] = (b"".join(parts), _offsets(parts))
        return found

    def choices(self, column: int | None, folded: bool) -> FuzzyChoices:
        """The distinct (truncated) field strings, and which records hold each."""
        owners: dict[str, list[int]] = {}
        for i, row in enumerate(self.folded if folded else self.texts):
            for c in self.columns(column):
                holders = owners.setdefault(row[c][:FUZZY_TEXT_CHARS], [])
                if not holders or holders[-1] != i:
                    holders.append(i)
        texts = list(owners)
        return FuzzyChoices(texts, list(owners.values()),
                            np.fromiter(map(len, texts), np.int64, len(texts)))


def _rows_text(records: Table, keys: tuple[str, ...]) -> tuple[tuple[str, ...], ...]:
    """Each record's :func:`to_text` values of ``keys``, converted column by column (as the
    joined text is: :func:`_column_texts`)."""
    if not keys or not records:
        return tuple(() for _ in records)
    return tuple(zip(*_columns(records, keys)))


def _texts_by_record(records: Table, keys: tuple[str, ...]) -> list[str]:
    """Each record's :func:`to_text` values of ``keys`` joined by ``\x00``, in C calls over the
    whole table. A match lies within one field, so the fields may come in any order, and a
    field that is '' for every record may be left out.

    Columns hold one kind of value in practice: those whose first value is a string are joined
    straight from the records (the join checks the rest of them), and only the others are
    converted, column by column (:func:`_column_texts`). Should a record break the rule, every
    column is converted."""
    if not records or not keys:
        return [""] * len(records)
    first = records[0]
    strings = list(map(is_, map(type, map(first.get, keys)), repeat(str)))
    try:
        if all(strings):  # the usual table
            return list(map(_SEP.join, _rows(records, keys)))
        others = list(compress(keys, map(not_, strings)))
        if not all(map(first.__contains__, others)):  # leave out the keys no record has
            others = list(filter(set().union(*records).__contains__, others))
        plain = tuple(compress(keys, strings))
        parts: list[Iterable[str]] = [map(_SEP.join, _rows(records, plain))] if plain else []
        parts += filter(any, [_column_texts(_column(records, key)) for key in others])
        if len(parts) < 2:
            return list(parts[0]) if parts else [""] * len(records)
        return list(map(_SEP.join, zip(*parts)))
    except (KeyError, TypeError):  # a record lacks a key, or a column is not all strings
        return list(map(_SEP.join, zip(*(_column_texts(_column(records, key))
                                        for key in keys))))


def _rows(records: Table, keys: tuple[str, ...]) -> Iterable[tuple[Any, ...]]:
    """Each record's values of ``keys`` (one or more), lazily."""
    return map(itemgetter(*keys), records) if len(keys) > 1 else zip(map(itemgetter(*keys),
                                                                          records))


def _columns(records: Table, keys: tuple[str, ...]) -> list[Sequence[str]]:
    """The :func:`to_text` values of each of ``keys`` (one or more), column by column."""
    if len(keys) > 1:
        try:
            return list(map(_column_texts, zip(*map(itemgetter(*keys), records))))
        except KeyError:  # a record lacks a key
            pass
    return [_column_texts(_column(records, key)) for key in keys]


def _column(records: Table, key: str) -> list[Any]:
    """Every record's value of ``key``, None where a record lacks it."""
    if key in records[0]:
        try:
            return list(map(itemgetter(key), records))
        except KeyError:  # a later record lacks it
            pass
    return list(map(methodcaller("get", key), records))


_NONE = type(None)
_STRINGS = frozenset({str})
#: Values whose :func:`to_text` is ``str``, besides strings.
_SCALARS = frozenset({str, int, float, bool})
_NONES = frozenset({_NONE})
_STRINGS_AND_NONES = frozenset({str, _NONE})
_LISTS = frozenset({list})
_INTS = frozenset({int})
#: The text of each small number (counts, durations, quantities: what integer fields hold).
_SMALL_INTS = {n: str(n) for n in range(256)}
#: ``get(value, value)``: '' for None, the value itself for a string.
_EMPTY_IF_NONE = {None: ""}.get


def _column_texts(values: Sequence[Any]) -> Sequence[str]:
    """:func:`to_text` of each value of one column, in C calls for the columns tables hold:
    strings as they are, numbers and booleans through ``str``, None as '' (a key no record has
    is a column of None), lists of strings joined; value by value for other mixes."""
    kinds = set(map(type, values))
    if kinds == _STRINGS:
        return values
    if kinds <= _SCALARS:
        if kinds == _INTS:
            try:
                return list(map(_SMALL_INTS.__getitem__, values))
            except KeyError:  # not every number is small
                pass
        return list(map(str, values))
    if kinds == _NONES:
        return [""] * len(values)
    if kinds == _STRINGS_AND_NONES:
        return list(map(_EMPTY_IF_NONE, values, values))
    if kinds == _LISTS:
        try:
            return list(map(", ".join, values))
        except TypeError:  # a list holding something else than strings
            pass
    return [v if type(v) is str else to_text(v) for v in values]


def _starts(texts: list[str]) -> list[int]:
    """Where each of ``texts`` starts once they are joined with a ``\x00`` after each."""
    return list(map(add, _offsets(texts), range(len(texts))))


def _offsets(parts: Sequence[Any]) -> list[int]:
    """Where each of ``parts`` starts once they are joined end to end."""
    return list(accumulate(map(len, parts), initial=0))[:len(parts)]


class TableIndexes:
    """One episode's search indexes, by app: an app's index is built by the first search that
    reads its table and serves the searches after it for as long as the episode's table is that
    very table (a write makes a new table, and the next search a new index). Tables are never
    changed in place, so an index never goes stale; it lives as long as the episode."""

    __slots__ = ("_by_app",)

    def __init__(self) -> None:
        self._by_app: dict[str, TableIndex] = {}

    def get(self, app: str, records: Table, keys: tuple[str, ...]) -> TableIndex:
        """The index of ``records`` (app ``app``'s table, searched by ``keys``)."""
        index = self._by_app.get(app)
        if index is None or index.records is not records or index.keys is not keys:
            index = self._by_app[app] = TableIndex(records, keys)
        return index


#: One searched table: app name, records, field keys, the column searched (None: every field).
SearchedTable = tuple[str, Table, tuple[str, ...], int | None]


@dataclass(slots=True)
class Query:
    """What to look for (plain, not frozen: a search builds one per table searched)."""

    pattern: str
    mode: str = "fixed"
    ignore_case: bool = True
    column: int | None = None


# ------------------------------------------------------------------------------------- regex


@dataclass(frozen=True, slots=True)
class Regex:
    """A compiled pattern: ``field`` decides a field, ``scanner`` (multi-line) finds candidate
    records in a table's UTF-8 text; ``size`` is the program's instruction count; ``literals``
    the case-folded runs of text every match holds, longest first (see
    :func:`required_literals`)."""

    field: Any
    scanner: Any
    size: int
    literals: tuple[str, ...]


_UNSUPPORTED = (("(?=", "lookahead (?=...)"), ("(?!", "negative lookahead (?!...)"),
                ("(?<=", "lookbehind (?<=...)"), ("(?<!", "negative lookbehind (?<!...)"))
#: A counted repetition: ``{n}``, ``{n,}`` or ``{n,m}``.
_COUNT = re.compile(r"\{(\d+)(,(\d*))?\}")


@functools.lru_cache(maxsize=512)
def compile_regex(pattern: str, ignore_case: bool) -> Regex:
    """The RE2 programs for ``pattern``, or a ToolError saying what to change (kept per
    pattern: a pattern is usually searched in several tables and steps)."""
    if len(pattern) > MAX_REGEX_CHARS:
        raise ToolError("too_large", f"regex pattern has {len(pattern)} characters; "
                                     f"the limit is {MAX_REGEX_CHARS}")
    if "\\C" in pattern.replace("\\\\", ""):
        raise ToolError("invalid_arguments", "regex uses \\C (any byte), which this search does "
                                             "not support; use . (any character)")
    try:
        pattern.encode("utf-8")
    except UnicodeEncodeError:
        raise ToolError("invalid_arguments", "regex pattern is not valid Unicode (it holds a lone "
                                             "surrogate code point)") from None
    size = expanded_size(pattern)
    if size > MAX_REGEX_EXPANSION:
        raise ToolError("too_large", f"regex expands to about {size} parts once its repetitions "
                                     f"are counted out; the limit is {MAX_REGEX_EXPANSION}: use "
                                     "smaller counted repetitions")
    # Under REGEX_PROBE_MEM the compiler gives up as soon as the program outgrows it. That
    # program decides single fields (small texts); the table scan gets room for its DFA.
    field = _compile(pattern, ignore_case, REGEX_PROBE_MEM)
    if field.programsize > MAX_REGEX_PROGRAM:
        raise _program_too_large(field.programsize)
    scanner = _compile("(?m)" + pattern, ignore_case, REGEX_MAX_MEM)
    return Regex(field, scanner, field.programsize, required_literals(pattern))


def _compile(pattern: str, ignore_case: bool, max_mem: int) -> Any:
    options = re2.Options()
    options.case_sensitive = not ignore_case
    options.never_capture = True
    options.log_errors = False
    options.max_mem = max_mem
    try:
        return re2.compile(pattern, options)
    except re2.error as exc:
        if "pattern too large" in _detail(exc):
            raise _program_too_large(None) from None
        raise ToolError("invalid_arguments", _regex_message(pattern, exc)) from None


def _program_too_large(size: int | None) -> ToolError:
    what = f"compiles to {size} instructions" if size else "compiles to too large a program"
    return ToolError("too_large", f"regex {what}; the limit is {MAX_REGEX_PROGRAM}: use smaller "
                                  "counted repetitions or character classes")


def expanded_size(pattern: str) -> int:
    """About how many nodes RE2's parser expands ``pattern`` to: characters and classes count
    one, alternatives add up, a counted repetition multiplies its operand (nested ones
    multiply again). Group syntax counts as characters, which only errs on the safe side."""
    stack = [[0, 0]]  # per open group: [size of its finished items, size of its last item]
    i = 0
    while i < len(pattern):
        char, top = pattern[i], stack[-1]
        if char == ")" and len(stack) > 1:
            inner = stack.pop()
            top = stack[-1]
            top[0], top[1] = top[0] + top[1], inner[0] + inner[1]
        elif char == "(":
            stack.append([0, 0])
        elif char == "|":
            top[0], top[1] = top[0] + top[1], 0
        elif char in "*+?":
            pass
        elif char == "{" and (count := _COUNT.match(pattern, i)) is not None:
            top[1] *= _upper(count)
            i = count.end()
            continue
        else:
            top[0], top[1] = top[0] + top[1], 1
            i = _atom_end(pattern, i)
            continue
        i += 1
    return sum(a + b for a, b in stack)


def required_literals(pattern: str) -> tuple[str, ...]:
    """Runs of characters that every match of ``pattern`` (valid RE2) holds, folded by
    ``str.casefold``, distinct, longest first (ties in pattern order); none when none is known.

    Conservative, so that the records holding it are a superset of the records with a match:
    only runs at the top level of a pattern without a top-level ``|`` count; a group, a class,
    an escaped letter or digit, ``.`` and the anchors end a run; a quantifier ends it too, and
    takes its character back when it allows none. The fold keeps the superset: folding maps
    each character on its own, and RE2 ignores case only between characters of one fold."""
    if "\\Q" in pattern:  # \Q...\E quotes text this reading would take for syntax
        return ()
    runs: list[str] = []
    run: list[str] = []
    i, literal_last = 0, False
    while i < len(pattern):
        char, end = pattern[i], i + 1
        count = _COUNT.match(pattern, i) if char == "{" else None
        if char in "*+?" or count is not None:
            if literal_last and (char in "*?" or count is not None and int(count[1]) == 0):
                run.pop()  # the character may be absent
            end = count.end() if count is not None else end
            end += pattern[end:end + 1] == "?"  # a lazy quantifier's ?
        elif char == "|" or char == ")":  # top-level alternation (or a pattern RE2 refused)
            return ()
        elif char == "\\" and end < len(pattern) and pattern[end].isascii() \
                and not pattern[end].isalnum():  # escaped punctuation: itself
            run.append(pattern[end])
            i, literal_last = end + 1, True
            continue
        elif char not in "\\[(.^$":
            run.append(char)
            i, literal_last = end, True
            continue
        else:  # an escape, a class, a group, any character or an anchor
            end = _group_end(pattern, i) if char == "(" else _atom_end(pattern, i)
            if end < 0:
                return ()
        runs.append("".join(run))
        run, i, literal_last = [], end, False
    runs.append("".join(run))
    folded = dict.fromkeys(run.casefold() for run in runs if run)
    return tuple(sorted(folded, key=len, reverse=True))


def _group_end(pattern: str, start: int) -> int:
    """The index after the group that opens at ``start`` (-1 if it never closes)."""
    depth, i = 0, start
    while i < len(pattern):
        depth += (pattern[i] == "(") - (pattern[i] == ")")
        i = _atom_end(pattern, i)
        if depth == 0:
            return i
    return -1


def _atom_end(pattern: str, start: int) -> int:
    """The index after the escape, class or single character that starts at ``start``."""
    if pattern[start] == "[":
        return _class_end(pattern, start)
    if pattern[start] == "\\":
        return _escape_end(pattern, start)
    return start + 1


def _escape_end(pattern: str, start: int) -> int:
    """The index after the escape that starts at ``start`` (``\\p{Greek}`` as a whole)."""
    if pattern[start + 1:start + 3] in ("p{", "P{"):
        close = pattern.find("}", start + 3)
        return close + 1 if close >= 0 else len(pattern)
    return start + 2


def _upper(count: re.Match[str]) -> int:
    low = int(count[1])
    if count[2] is None:
        return low
    return int(count[3]) if count[3] else low + 1


def _class_end(pattern: str, start: int) -> int:
    """The index after the character class that opens at ``start``."""
    i = start + 1
    if pattern[i:i + 1] == "^":
        i += 1
    if pattern[i:i + 1] == "]":
        i += 1
    while i < len(pattern) and pattern[i] != "]":
        if pattern[i] == "\\":
            i += 1
        elif pattern.startswith("[:", i):
            close = pattern.find(":]", i + 2)
            i = close + 1 if close >= 0 else i
        i += 1
    return i + 1


def _detail(exc: Exception) -> str:
    return exc.args[0].decode(errors="replace") if exc.args and isinstance(exc.args[0], bytes) \
        else str(exc)


def _regex_message(pattern: str, exc: Exception) -> str:
    for token, name in _UNSUPPORTED:
        if token in pattern:
            return (f"regex uses {name}, which the RE2 engine does not support; rewrite it "
                    "without it")
    if "(?P=" in pattern or "\\k<" in pattern or any(f"\\{d}" in pattern for d in "123456789"):
        return ("regex uses a backreference (\\1, (?P=name)...), which the RE2 engine does not "
                "support")
    return (f"invalid regex ({_detail(exc)}); use RE2 syntax, or mode='fixed' for a plain "
            "substring")


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
    if not starts:
        return hits
    pos = starts[0]
    while (at := find(pos)) >= 0:
        record = bisect_right(starts, at) - 1
        hits.append(record)
        if record + 1 >= len(starts):
            break
        pos = starts[record + 1]
    return hits


def _fixed(index: TableIndex, query: Query) -> list[int]:
    needle = query.pattern.casefold() if query.ignore_case else query.pattern
    return _fixed_hits(index, needle, query)


def _fixed_hits(index: TableIndex, needle: str, query: Query) -> list[int]:
    """The records holding ``needle`` (the pattern, folded if the search ignores case)."""
    if not needle or _SEP in needle:  # matches everywhere, or could span two fields
        rows = index.folded if query.ignore_case else index.texts
        cols = index.columns(query.column)
        return [i for i, row in enumerate(rows) if any(needle in row[c] for c in cols)]
    blob, starts = index.joined(query.column, query.ignore_case)
    if blob.find(needle) < 0:
        return []
    return _scan(lambda pos: blob.find(needle, pos), starts)


_ANCHORS = re.compile(r"\\[Az]|\(\?[a-zA-Z]*-[a-zA-Z]*m")


def _regex(index: TableIndex, query: Query) -> list[int]:
    """Candidates from one RE2 scan of the whole table, each confirmed field by field.

    The table scan runs the pattern in multi-line mode over the fields joined by ``\\n\\xff\\n``,
    which finds every record that has a match in some field (and maybe a few whose match takes
    in a separator's newline); the per-field check then decides exactly. Patterns whose anchors
    depend on the whole text (``\\A``, ``\\z``, ``(?-m)``) are checked field by field over every
    record. A table over the work budget is narrowed first to the records holding the
    pattern's required literals (fixed searches), which are checked field by field if they
    fit the budget.
    """
    regex = compile_regex(query.pattern, query.ignore_case)
    blob, starts = index.utf8(query.column)
    cols, search_field, texts = index.columns(query.column), regex.field.search, index.texts

    def confirmed(i: int) -> bool:  # bytes, like the scan: a lone surrogate cannot fail it
        return any(search_field(texts[i][c].encode("utf-8", "surrogatepass")) for c in cols)

    if _over_budget(len(blob), regex):
        narrowed = _holding_literals(index, query, regex, blob, starts)
        return [i for i in narrowed if confirmed(i)]
    if _ANCHORS.search(query.pattern):
        return [i for i in range(len(index.records)) if confirmed(i)]
    scan = regex.scanner.search

    def find(pos: int) -> int:
        match = scan(blob, pos)
        return -1 if match is None else int(match.start())

    return [i for i in _scan(find, starts) if confirmed(i)]


def _over_budget(size: int, regex: Regex) -> bool:
    """Whether searching ``size`` bytes with ``regex`` is over :data:`REGEX_MAX_WORK`."""
    return size * (regex.size + REGEX_BYTE_COST) > REGEX_MAX_WORK


def _holding_literals(index: TableIndex, query: Query, regex: Regex, blob: bytes,
                      starts: list[int]) -> list[int]:
    """The records holding each of ``regex``'s first :data:`MAX_REGEX_LITERALS` required
    literals, longest first, as soon as their text fits the budget; else a ``timeout``
    (``blob`` and ``starts``: the table's UTF-8 text, over the budget, and record offsets)."""
    records: list[int] | None = None
    size, last = len(blob), len(starts) - 1
    for literal in regex.literals[:MAX_REGEX_LITERALS]:
        holding = _fixed(index, Query(literal, "fixed", True, query.column))
        records = holding if records is None else list(filter(set(holding).__contains__, records))
        size = sum((starts[i + 1] if i < last else len(blob)) - starts[i] for i in records)
        if not _over_budget(size, regex):
            return records
    used = ", ".join(map(repr, regex.literals[:MAX_REGEX_LITERALS]))
    holding_text = f" ({size:,} in the records holding {used})" if regex.literals else ""
    raise ToolError("timeout", f"this regex would exceed the search's time budget over "
                               f"{len(blob):,} bytes{holding_text} (program of {regex.size} "
                               "instructions); search one field (field=...), put a word the "
                               "records hold in the pattern, use a simpler pattern, or use "
                               "mode='fixed'")


# ------------------------------------------------------------------------------------- fuzzy


def fuzzy_words(needle: str) -> list[str]:
    """The words whose order does not matter: those of a 2- to MAX_FUZZY_WORDS-word pattern."""
    words = needle.split()
    return words if 2 <= len(words) <= MAX_FUZZY_WORDS else []


#: What frames a field for a fuzzy comparison: a Unicode noncharacter, taken out of patterns, so
#: it matches nothing.
_FRAME = "\uffff"


def framed(text: str, needle: str) -> str:
    """``text`` between ``len(needle) - 1`` frame characters on each side, so that every piece
    of it that ``partial_ratio`` aligns with the pattern (or one of its words) is as long as the
    pattern, frame characters counting as mismatches (see the module docstring).

    Args:
        text: a field's text.
        needle: the fuzzy pattern, without frame characters.

    Returns:
        The framed text.
    """
    frame = _FRAME * max(len(needle) - 1, 0)
    return frame + text + frame


def fuzzy_needle(pattern: str) -> str:
    """The pattern as fuzzy mode compares it: without frame characters."""
    return pattern.replace(_FRAME, "")


def fuzzy_score(needle: str, text: str) -> float:
    """The fuzzy score of ``text`` for ``needle`` (see the module docstring): the better of
    ``partial_ratio`` of the whole pattern and the length-weighted mean of its words' ones,
    each against the framed field."""
    needle = fuzzy_needle(needle)
    text = framed(text, needle)
    score = fuzz.partial_ratio(needle, text)
    words = fuzzy_words(needle)
    if words:
        total = sum(len(w) for w in words)
        score = max(score, sum(len(w) * fuzz.partial_ratio(w, text) for w in words) / total)
    return float(score)


def _bound(lcs: np.ndarray, length: int, lengths: np.ndarray) -> np.ndarray:
    """The most ``partial_ratio`` a pattern of ``length`` can score against strings of
    ``lengths`` whose LCS with it is ``lcs``: ``200 L / (min(|a|, |b|) + L)``."""
    shorter = np.minimum(lengths, length)
    denominator = shorter + lcs
    bound: np.ndarray = np.divide(200.0 * lcs, denominator, out=np.zeros(len(lcs)),
                                  where=denominator > 0)
    return bound


def fuzzy_candidates(needle: str, choices: FuzzyChoices) -> list[int]:
    """Positions of the choices that can reach :data:`FUZZY_CUTOFF` with ``needle``: a superset
    of the hits, by the LCS bounds in the module docstring."""
    if not choices.texts:
        return []
    words = fuzzy_words(needle)
    lcs = process.cdist([needle, *words], choices.texts, scorer=LCSseq.similarity, dtype=np.int64)
    shorter = np.minimum(choices.lengths, len(needle))
    keep = (200 - FUZZY_CUTOFF) * lcs[0] >= FUZZY_CUTOFF * shorter  # exact, in integers
    if words:
        weights = np.array([len(w) for w in words], dtype=np.float64)
        bounds = np.stack([_bound(lcs[k + 1], len(w), choices.lengths)
                           for k, w in enumerate(words)])
        keep |= weights @ bounds / weights.sum() >= FUZZY_CUTOFF - 1e-9
    return np.flatnonzero(keep).tolist()


def _fuzzy_work(needle: str, lengths: np.ndarray) -> int:
    """The cost units of scoring strings of ``lengths`` (see :data:`FUZZY_MAX_WORK`): per
    character, ``partial_ratio`` grows about quadratically past 64 pattern characters."""
    per_char = 4 + (-(-len(needle) // 32)) ** 2 + 5 * len(fuzzy_words(needle))
    return int(lengths.sum()) * per_char


def _fuzzy(index: TableIndex, query: Query) -> list[tuple[float, int]]:
    if not fuzzy_needle(query.pattern).strip():
        raise ToolError("invalid_arguments", "fuzzy mode needs a non-empty pattern")
    if len(query.pattern) > MAX_FUZZY_CHARS:
        raise ToolError("too_large", f"fuzzy pattern has {len(query.pattern)} characters; "
                                     f"the limit is {MAX_FUZZY_CHARS}")
    needle = fuzzy_needle(query.pattern.casefold() if query.ignore_case else query.pattern)
    choices = index.choices(query.column, query.ignore_case)
    candidates = fuzzy_candidates(needle, choices)
    if not candidates:
        return []
    if _fuzzy_work(needle, choices.lengths[candidates]) > FUZZY_MAX_WORK:
        raise ToolError("timeout", f"this fuzzy search would exceed its time budget ("
                                   f"{len(candidates):,} long candidate texts); "
                                   "search one field (field=...) or use a shorter pattern")
    texts = [framed(choices.texts[k], needle) for k in candidates]
    scores = process.cdist([needle], texts, scorer=fuzz.partial_ratio, dtype=np.float64)[0]
    words = fuzzy_words(needle)
    if words:
        weights = np.array([len(w) for w in words], dtype=np.float64)
        each = process.cdist(words, texts, scorer=fuzz.partial_ratio, dtype=np.float64)
        scores = np.maximum(scores, weights @ each / weights.sum())
    best: dict[int, float] = {}
    for k, score in zip(candidates, scores.tolist()):
        if score >= FUZZY_CUTOFF:
            for i in choices.owners[k]:
                if score > best.get(i, -1.0):
                    best[i] = score
    return sorted(((s, i) for i, s in best.items()), key=lambda si: (-si[0], si[1]))


# ----------------------------------------------------------------------------------- results


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


def search_tables(indexes: TableIndexes, tables: Sequence[SearchedTable],
                  query: Query) -> list[dict[str, Any]]:
    """Search several tables and tag each hit with its app: best score first (every fixed or
    regex hit scores 100), then table order, then record order."""
    hits: list[tuple[float, int, dict[str, Any]]] = []
    for order, (app, records, keys, column) in enumerate(tables):
        if records:
            search = Query(query.pattern, query.mode, query.ignore_case, column)
            hits += [(score, order, {"app": app, **records[i]})
                     for score, i in _matches(indexes.get(app, records, keys), search)]
    hits.sort(key=lambda h: (-h[0], h[1]))
    return [h[2] for h in hits]
