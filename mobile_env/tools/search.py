"""The record search engine behind every retrieval tool: fixed, regex and fuzzy matching.

Why it looks like this:

* **Indexes are built when first needed, per table, and shared.** Tables are immutable tuples
  shared between a task's initial state and all its episodes, so the text of a table is
  prepared the first time a search needs it and reused by every later episode until a tool
  writes that table. Each kind of text is its own lazy piece: a fixed search over all fields
  builds only one folded string per table (a cold reset plus first search of a 4,000-record
  world costs a few milliseconds, not the whole world's indexes).
* **A write extends the index; it does not rebuild it.** A write appends to a table (a
  :class:`~mobile_env.state.SharedTable` that knows which tables it extends), and the written
  table's index starts from the pieces of the index before the write, or of the task's opening
  table: each is extended by the records written the first time a search needs it. So a
  search after each write costs the same at step 5,000 as at step 1, but for scanning the
  records written, and a big world's first search after a write costs about a warm one (it
  used to convert the whole table: 25-30x slower at step 5,000, 7.4 ms at 40,000 records).
* **A match never crosses a field.** Fixed mode searches one string per table whose fields are
  separated by ``\\x00`` (a pattern holding ``\\x00`` is checked field by field); regex mode
  scans UTF-8 whose fields are separated by ``\\n\\xff\\n``: ``\\xff`` never occurs in UTF-8 and
  no RE2 pattern can match it (``\\C``, RE2's any-byte escape, is refused), so a match ends at
  its field -- ``(?s).*`` costs one pass over the table, not one per matching record -- and each
  candidate record is confirmed field by field.
* **``search_phone`` scans one string.** Over small tables, the fields of every app's records
  are joined into one folded string, straight from the records (one join per app, no per-app
  text): each record ends with ``\x01``, so a hit's record is a count of ``\x01`` before it
  and nothing is stored per record. The global search is one ``str.find`` scan, only hits are
  tagged with their app, and each app's part is kept by its table's index (after a write,
  only the records written are converted).
* **Selective fixed search on huge tables is indexed.** Past :data:`WORD_INDEX_CHARS` characters
  a table also gets a word index (each word of the folded text -> the records holding it): a
  pattern's longest word piece can only occur inside some indexed word, so the records holding
  such words are the only candidates, confirmed by a substring test. A 40,000-record world's
  ``search_phone`` for a name takes a fraction of a millisecond instead of a 7 MB scan. The
  index is built word by word, 20-50 ns a character against a scan's 0.3-1, so a table that
  writes grew past :data:`WORD_INDEX_BUILD_CHARS` is never indexed again: it keeps the index of
  the table before the writes, and the records written since are scanned (a planner's 3 MB of
  short words cost 130-150 ms to index, 7 ms to scan).
* **Regex is RE2**, a linear-time engine: a model-written ``(a+)+$`` cannot hang the env.
  Backreferences and lookaround do not exist in RE2; such patterns get an ``invalid_arguments``
  error naming the construct instead of a silent fallback to Python's ``re``. A pattern is
  bounded before and while it compiles: written out, its counted repetitions may expand to at
  most :data:`MAX_REGEX_EXPANSION` parts (RE2 expands ``x{0,1000}`` into a thousand nested
  nodes before the compiler runs), and a first compile under :data:`REGEX_PROBE_MEM` of memory
  stops as soon as the program outgrows it, so a too-large pattern is refused in about a
  millisecond (it took 70-290 ms when the size was checked after compiling). Patterns compile
  with ``never_capture``: a search only asks *whether* a field matches, and tracking capture
  groups pushes RE2 off its DFA onto the NFA.
* **A call has a work budget, and ``timeout`` means it would exceed it.** Linear is not always
  fast: when RE2's DFA blows up (``a.{30}c`` over text of a's and b's) it falls back to an NFA
  that costs up to ~4 ns per byte per program instruction, seconds over the megabytes a
  planner can write within a task's step limit. So a regex search whose bound -- bytes searched
  x (program size + :data:`REGEX_BYTE_COST`) -- is over :data:`REGEX_MAX_WORK`, or a fuzzy search
  whose candidates would cost more than :data:`FUZZY_MAX_WORK` to score, fails with ``timeout``
  before it starts: about 50 ms of work at most, and deterministic (a wall clock would make a
  replay differ on a busy machine). Searching one field (``field=``) searches fewer bytes, and
  so does a pattern with a literal: a table over the budget is narrowed to the records
  holding the text every match holds (``vand``, then ``meer``, of ``vand[a-z]+meer``, each
  found by a fixed search), which are searched as soon as they fit it.
* **Fuzzy is rapidfuzz** (0-100 scores, cutoff :data:`FUZZY_CUTOFF`): a field scores the better
  of ``fuzz.partial_ratio`` of the whole pattern (best-aligned substring) and, for a pattern of
  2 to :data:`MAX_FUZZY_WORDS` words, the length-weighted mean of each word's ``partial_ratio``,
  which does not care about word order or what lies between the words ("Hao Sun" finds "Sun
  Hao", and "Sun Hao called"). A record scores the best of its fields; results are ranked by
  score, then record order. Query length is capped (:data:`MAX_FUZZY_CHARS`), and fuzzy mode
  compares only the first :data:`FUZZY_TEXT_CHARS` characters of each field.
* **Fuzzy is prefiltered, exactly.** ``partial_ratio`` aligns the shorter string ``a`` with
  pieces ``b`` of the longer one, ``|b| <= |a|``, and scores ``200 * LCS(a, b) / (|a| + |b|)``.
  Since ``LCS(a, b) <= |b|``, a score of at least ``c`` needs ``(200 - c) * LCS(a, b) >= c * |a|``,
  so ``200 * L / (|a| + L)`` bounds the score, where ``L``, the LCS of the two whole strings, is
  one bit-parallel pass per string (rapidfuzz ``LCSseq`` through ``cdist``, ~10x cheaper than
  ``partial_ratio``); the word score is bounded by the same mean of the words' bounds. Only the
  strings whose bound reaches the cutoff are scored: the same hits, in a fraction of the time.
"""

from __future__ import annotations

import re
from bisect import bisect_right
from itertools import accumulate, compress, repeat
from operator import add, is_, itemgetter, methodcaller, not_
from dataclasses import dataclass
from typing import Any, AnyStr, Iterable, Sequence

import numpy as np
import re2
from rapidfuzz import fuzz, process
from rapidfuzz.distance import LCSseq

from mobile_env.caches import SharedCache
from mobile_env.feedback import ToolError
from mobile_env.state import Record, SharedTable, Table

FUZZY_CUTOFF = 80.0
MAX_REGEX_CHARS = 512
MAX_FUZZY_CHARS = 256
FUZZY_TEXT_CHARS = 10_000
#: Longest pattern (in words) whose words also match in any order.
MAX_FUZZY_WORDS = 8
#: RE2 memory of the program that scans a table (the DFA's state cache lives in it).
REGEX_MAX_MEM = 8 << 20
#: RE2 memory of the program that decides single fields, compiled first: RE2's compiler gives
#: up as soon as the program outgrows it (around 3,700-4,500 instructions).
REGEX_PROBE_MEM = 64 << 10
#: Largest RE2 program (instructions) a search may run; ordinary patterns need well under 100.
MAX_REGEX_PROGRAM = 4000
#: Most parts a pattern may expand to once its counted repetitions are written out (see
#: :func:`expanded_size`): ``a{0,1000}`` is 1,000, ``(ab|c){0,300}`` 900.
MAX_REGEX_EXPANSION = 1000
#: A regex search's work bound is bytes searched x (program size + this), and may not exceed
#: :data:`REGEX_MAX_WORK` (about 50 ms on a 2020s core in RE2's slowest mode).
REGEX_BYTE_COST = 64
REGEX_MAX_WORK = 12_000_000
#: Most required literals a regex over the budget is narrowed by (a fixed search each).
MAX_REGEX_LITERALS = 3
#: A fuzzy search may score candidates worth at most this many units (characters of candidate
#: text x a factor growing with the pattern's length; about 50 ms).
FUZZY_MAX_WORK = 25_000_000
#: Tables with more folded text than this get a word index for fixed search.
WORD_INDEX_CHARS = 1 << 18
#: The most folded text a word index of a table that writes grew is (re)built over. Building
#: one costs 20-50 ns a character (a string for every word; short words are the worst), a scan
#: 0.3-1: the 3 MB a planner can write within 50 steps cost 150 ms to index and 1-3 ms to scan.
#: Past this, the index inherited from the table before the writes is kept, and the records
#: written since are scanned. A task's opening table is indexed whole, once for every episode.
WORD_INDEX_BUILD_CHARS = 1 << 19
#: Most unions of all apps a cache keeps (each write makes a new one; past WORD_INDEX_CHARS per
#: table none is built, so they stay under 64 x 10 x 256 Ki characters).
UNIONS = 64


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
_WORD = re.compile(r"\w+")


@dataclass(slots=True)
class FuzzyChoices:
    """The strings fuzzy mode scores: ``owners[k]`` are the records holding ``texts[k]``
    (``holders``: the same lists by text)."""

    texts: list[str]
    owners: list[list[int]]
    lengths: np.ndarray
    holders: dict[str, list[int]]


@dataclass(slots=True)
class WordIndex:
    """The distinct words of a table's folded text, ``\\x00``-joined in ``vocabulary`` (word
    ``k`` starts at ``starts[k]``), and the records holding each (``records[k]``, ascending)."""

    vocabulary: str
    starts: list[int]
    records: list[list[int]]


class TableIndex:
    """The searchable text of one table, each piece built the first time a search needs it.

    ``texts[i][j]`` is field ``keys[j]`` of record ``i`` (and ``folded`` its case fold). Fixed
    search uses one string per column selection holding the whole table -- each field followed
    by ``\\x00`` -- and the offset where each record starts, so it is a few ``str.find`` calls in
    C; regex search a UTF-8 copy; fuzzy search the distinct field strings.

    An index made from ``base``, the index of a table this one extends (the same records with
    more after them, as a write leaves a table), inherits the pieces ``base`` has built: each is
    extended by the new records the first time a search needs it, so a search after a write
    converts the written record, not the table. The word index and the fuzzy choices are
    inherited as they are, the records after them searched apart, until those pass
    :func:`_stale`.
    """

    __slots__ = ("records", "keys", "_texts", "_folded", "_derived", "_inherited", "_origin")

    def __init__(self, records: Table, keys: tuple[str, ...], base: TableIndex | None = None
                 ) -> None:
        self.records = records
        self.keys = keys
        self._texts: tuple[tuple[str, ...], ...] | None = None
        self._folded: tuple[tuple[str, ...], ...] | None = None
        self._derived: dict[tuple[Any, ...], Any] = {}
        #: Pieces of an index of this table's first ``covered`` records: key -> (piece, covered).
        self._inherited: dict[tuple[Any, ...], tuple[Any, int]] = \
            {} if base is None else base.pieces()
        #: The index of the plain table (a task's opening table) this one extends, if any: a
        #: piece nobody inherited is built there, where every episode of the task finds it.
        #: Only plain tables' indexes are kept so, and they have no origin: indexes never chain.
        self._origin: TableIndex | None = None if base is None else \
            base._origin or (None if type(base.records) is SharedTable else base)

    def _start(self, key: tuple[Any, ...]) -> tuple[Any, int] | None:
        """Piece ``key`` of an index of this table's first records, to extend, and how many
        records it covers: inherited, or built on the origin; None: build it from scratch."""
        old = self._inherited.pop(key, None)
        if old is None and self._origin is not None:
            origin, kind = self._origin, key[0]
            piece: Any = origin.texts if kind == "texts" else origin.folded if kind == "folded" \
                else getattr(origin, _PIECES[kind])(*key[1:])
            covered: int = piece[1] if kind in ("words", "distinct") else len(origin.records)
            return piece, covered
        return old

    def pieces(self) -> dict[tuple[Any, ...], tuple[Any, int]]:
        """What an index of a longer table inherits from this one: every piece built, and every
        piece still inherited, with the number of records it covers."""
        n = len(self.records)
        out = dict(self._inherited)
        for key, piece in self._derived.items():
            if key[0] in ("words", "distinct"):  # (piece, records it covers) already
                out[key] = (piece, piece[1])
            elif key[0] != "tagged":
                out[key] = (piece, n)
        if self._texts is not None:
            out[("texts",)] = (self._texts, n)
        if self._folded is not None:
            out[("folded",)] = (self._folded, n)
        return out

    def _since(self, covered: int) -> Table:
        """The records after the first ``covered``."""
        return self.records[covered:] if covered else self.records

    @property
    def texts(self) -> tuple[tuple[str, ...], ...]:
        if self._texts is None:
            old = self._start(("texts",))
            covered = 0 if old is None else old[1]
            rows = _rows_text(self._since(covered), self.keys)
            self._texts = rows if old is None else old[0] + rows
        return self._texts

    @property
    def folded(self) -> tuple[tuple[str, ...], ...]:
        if self._folded is None:
            old = self._start(("folded",))
            covered = 0 if old is None else old[1]
            texts = self.texts
            rows = tuple(tuple(t.casefold() for t in row)
                         for row in (texts[covered:] if covered else texts))
            self._folded = rows if old is None else old[0] + rows
        return self._folded

    def columns(self, column: int | None) -> Sequence[int]:
        return range(len(self.keys)) if column is None else (column,)

    def _record_texts(self, column: int | None, covered: int = 0) -> list[str]:
        """Each record's searched fields (after the first ``covered`` records) joined by
        ``\x00``, record after record (the cold path of a first search: see
        :func:`_texts_by_record`)."""
        if self._texts is not None:
            rows = self._texts[covered:] if covered else self._texts
            if column is None:
                return list(map(_SEP.join, rows))
            return [row[column] for row in rows]
        return _texts_by_record(self._since(covered),
                                self.keys if column is None else (self.keys[column],))

    def joined(self, column: int | None, folded: bool) -> tuple[str, list[int]]:
        """All records' fields in one string (``\x00`` after each field), and record offsets.

        Folded in one ``casefold`` of the whole string: folding maps each character on its
        own, so only the offsets can move (when a character folds to several, as 'ß' does),
        and then the folded record texts give them. For the same reason an inherited string is
        extended by the new records' string alone."""
        key = ("str", column, folded)
        found = self._derived.get(key)
        if found is None:
            old = self._start(key)
            texts = self._record_texts(column, 0 if old is None else old[1])
            blob = _SEP.join([*texts, ""]) if texts else ""  # a \x00 after every field
            if folded:
                blob, length = blob.casefold(), len(blob)
                if len(blob) != length:
                    texts = list(map(str.casefold, texts))
            found = self._derived[key] = _after(old, blob, _starts(texts))
        return found

    def built(self, column: int | None, folded: bool) -> tuple[str, list[int]] | None:
        """:meth:`joined` if a search has built it, else None."""
        found: tuple[str, list[int]] | None = self._derived.get(("str", column, folded))
        return found

    def part(self, column: int | None, folded: bool, i: int) -> str:
        """Record ``i``'s piece of :meth:`joined`."""
        blob, starts = self.joined(column, folded)
        return blob[starts[i]:starts[i + 1] if i + 1 < len(starts) else len(blob)]

    def words(self, column: int | None) -> tuple[WordIndex, int]:
        """The word index of the folded text (see :class:`WordIndex`) and how many records it
        covers: all of them, or the first of them, for an index inherited while not
        :func:`_stale` -- or for good, once the table's folded text is past
        :data:`WORD_INDEX_BUILD_CHARS` (the records after those are for the search to scan)."""
        key = ("words", column)
        found = self._derived.get(key)
        if found is None:
            old = self._start(key)
            found = old[0] if old is not None and (
                not _stale(old[1], len(self.records))
                or len(self.joined(column, True)[0]) > WORD_INDEX_BUILD_CHARS) \
                else (self._word_index(column), len(self.records))
            self._derived[key] = found
        return found

    def _word_index(self, column: int | None) -> WordIndex:
        holders: dict[str, list[int]] = {}
        blob, starts = self.joined(column, True)
        for i, (start, end) in enumerate(zip(starts, [*starts[1:], len(blob)])):
            for word in set(_WORD.findall(blob, start, end)):
                holders.setdefault(word, []).append(i)
        vocabulary = sorted(holders)
        return WordIndex(_SEP.join(vocabulary) + _SEP, _offsets([w + _SEP for w in vocabulary]),
                         [holders[w] for w in vocabulary])

    def utf8(self, column: int | None) -> tuple[bytes, list[int]]:
        """The original texts as UTF-8, fields separated by ``\\n\\xff\\n``, and record offsets."""
        key = ("utf8", column)
        found = self._derived.get(key)
        if found is None:
            old = self._start(key)
            covered = 0 if old is None else old[1]
            rows = self.texts[covered:] if covered else self.texts
            parts = [b"".join(row[c].encode("utf-8", "surrogatepass") + _UTF8_SEP
                              for c in self.columns(column)) for row in rows]
            found = self._derived[key] = _after(old, b"".join(parts), _offsets(parts))
        return found

    def distinct(self, column: int | None, folded: bool) -> tuple[FuzzyChoices, int]:
        """The distinct (truncated) field strings, and which records hold each: fuzzy choices;
        with how many records they cover, as :meth:`words`."""
        key = ("distinct", column, folded)
        found = self._derived.get(key)
        if found is None:
            old = self._start(key)
            found = old[0] if old is not None and not _stale(old[1], len(self.records)) \
                else (self.choices(column, folded, 0), len(self.records))
            self._derived[key] = found
        return found

    def choices(self, column: int | None, folded: bool, first: int) -> FuzzyChoices:
        """The fuzzy choices of the records from ``first`` on (record numbers count from 0)."""
        owners: dict[str, list[int]] = {}
        rows = self.folded if folded else self.texts
        for i, row in enumerate(rows[first:] if first else rows, first):
            for c in self.columns(column):
                holders = owners.setdefault(row[c][:FUZZY_TEXT_CHARS], [])
                if not holders or holders[-1] != i:
                    holders.append(i)
        texts = list(owners)
        return FuzzyChoices(texts, list(owners.values()),
                            np.fromiter(map(len, texts), np.int64, len(texts)), owners)

    def union_piece(self, column: int | None, folded: bool) -> str | None:
        """This table's part of a :class:`UnionIndex` (see :func:`_union_piece`); None when it
        cannot be in one: a value holds ``\x01``, or the text is big enough for its word index
        to beat a scan (a table only grows, so an extended None stays None)."""
        key = ("union", column, folded)
        if key in self._derived:
            return self._derived[key]  # type: ignore[no-any-return]
        old = self._start(key)
        covered = 0 if old is None else old[1]
        if old is not None and old[0] is None:
            piece = None
        else:
            piece = _union_piece(self._since(covered),
                                 self.keys if column is None else (self.keys[column],), folded)
            if old is not None and piece is not None:
                piece = old[0] + piece
            if piece is not None and len(piece) - 2 * len(self.records) > WORD_INDEX_CHARS:
                piece = None  # (less its end marks, the piece is the table's joined text)
        self._derived[key] = piece
        return piece

    def tagged(self, app: str, i: int) -> dict[str, Any]:
        """Record ``i`` with its app name first, as ``search_phone`` returns it (built once, not
        at every search that finds it)."""
        key = ("tagged", app, i)
        if key not in self._derived:
            self._derived[key] = {"app": app, **self.records[i]}
        return self._derived[key]  # type: ignore[no-any-return]


#: The method that builds each kind of piece (after the kind, its key holds the arguments).
_PIECES = {"str": "joined", "utf8": "utf8", "words": "words", "distinct": "distinct",
           "union": "union_piece"}
#: Records a word index or fuzzy choices may leave to be searched apart, at least.
STALE_RECORDS = 64


def _stale(covered: int, total: int) -> bool:
    """Whether an inherited word index or set of fuzzy choices over ``covered`` of ``total``
    records leaves too many to search apart, so that it is rebuilt: past :data:`STALE_RECORDS`
    and a 32nd of it. A rebuild every 32nd of the table keeps its cost per write flat."""
    return total - covered > max(STALE_RECORDS, covered // 32)


def _after(old: tuple[Any, int] | None, text: AnyStr, offsets: list[int]
           ) -> tuple[AnyStr, list[int]]:
    """A text of records and their offsets in it, after an inherited piece's (if any): the
    piece's text followed by this one, and its offsets followed by these, shifted."""
    if old is None:
        return text, offsets
    (before, before_offsets), _ = old
    shift = len(before)
    return before + text, before_offsets + [at + shift for at in offsets]


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
    column is converted. (Moving every value into columns and checking its type was most of
    the cost of turning a 200-record world into text.)"""
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
            try:  # a lookup costs a third of ``str``
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


#: One searched table: app name, records, field keys, the column searched (None: every field).
SearchedTable = tuple[str, Table, tuple[str, ...], int | None]
#: Ends each record in a union's text (see :class:`UnionIndex`); a pattern holding it is searched
#: app by app, as one holding ``\x00`` is.
_END = "\x01"
_RECORD_END = _SEP + _END + _SEP


@dataclass(slots=True)
class UnionIndex:
    """The records of several small tables in one folded string, so a fixed search over all of
    them (the global ``search_phone``) is one scan instead of one per app.

    Each field is followed by ``\x00`` and each record by ``\x01\x00``, so the record of a hit
    is the number of ``\x01`` before it (counted on from the previous hit or the start of its
    table) and ends at the next ``\x01``: nothing is stored per record, and the string is one
    pass over the records (see :func:`_union_piece`). Table ``t`` holds records ``firsts[t]``
    on and starts at character ``offsets[t]``, which is also how a union after a write copies
    the tables that did not change. Records are tagged with their app only when they are
    hits."""

    tables: tuple[Table, ...]
    apps: tuple[str, ...]
    keys: tuple[tuple[str, ...], ...]
    firsts: list[int]
    offsets: list[int]
    blob: str

    def find_all(self, needle: str, cache: IndexCache) -> list[dict[str, Any]]:
        """Every record holding ``needle`` (which holds neither ``\x00`` nor ``\x01``), tagged
        with its app, in table then record order."""
        hits: list[dict[str, Any]] = []
        blob, firsts, offsets = self.blob, self.firsts, self.offsets
        find, count = blob.find, blob.count
        record = pos = 0  # ``record`` records end before ``pos``
        at = find(needle)
        while at >= 0:
            table = bisect_right(offsets, at) - 1
            if offsets[table] > pos:  # counted from the table's start, not the last hit
                pos, record = offsets[table], firsts[table]
            record += count(_END, pos, at)
            index = cache.get(self.tables[table], self.keys[table])
            hits.append(index.tagged(self.apps[table], record - firsts[table]))
            pos = find(_END, at) + 1
            record += 1
            at = find(needle, pos)
        return hits


def _union_piece(records: Table, keys: tuple[str, ...], folded: bool) -> str | None:
    """One table's part of a :class:`UnionIndex`: each record's fields joined by ``\x00`` (see
    :func:`_texts_by_record`) and followed by ``\x00\x01\x00``; None if a value holds ``\x01``.

    One join per app, and no record offsets to compute: the union needs neither the apps'
    own texts (:meth:`TableIndex.joined`) nor their offsets, which a cold ``search_phone`` used
    to build for every app and join."""
    texts = _texts_by_record(records, keys)
    texts.append("")
    piece = _RECORD_END.join(texts)
    if folded:
        piece = piece.casefold()
    return piece if piece.count(_END) == len(records) else None


class IndexCache:
    """Indexes keyed by table identity; entries hold their table so an id is never reused.

    A table a write grew (a :class:`~mobile_env.state.SharedTable`) gets its index from the
    newest index of the same storage when it extends that one's table, else from the index of
    the opening table it grew from (its root): the pieces that index built are extended by the new
    records, not rebuilt, so a search after each write costs the same at step 5,000 as at step
    1 (less the scan of the records written), and a big world's first search after a write
    costs about a warm one."""

    def __init__(self, capacity: int = 256) -> None:
        self._entries: SharedCache[tuple[int, int], TableIndex] = SharedCache(capacity)
        #: The newest index of each storage (and keys) that writes grow: whom the next extends.
        self._newest: SharedCache[tuple[int, int], TableIndex] = SharedCache(capacity)
        self._unions: SharedCache[tuple[Any, ...], tuple[tuple[Table, ...], tuple[Any, ...],
                                                          UnionIndex | None]] = SharedCache(UNIONS)

    def get(self, records: Table, keys: tuple[str, ...]) -> TableIndex:
        if type(records) is SharedTable:
            return self._grown(records, keys)
        key = (id(records), id(keys))  # both held by the entry, so neither id can be reused
        index = self._entries.get(key)
        if index is None or index.records is not records or index.keys is not keys:
            index = self._entries.put(key, TableIndex(records, keys))
        return index

    def _grown(self, records: SharedTable, keys: tuple[str, ...]) -> TableIndex:
        """The index of a table that writes grew, kept apart from the opening tables' (a write
        makes a new table, and thousands of them would push those out): one per storage, the
        newest searched, made from the one before it when it extends its table, else from the
        opening table's index."""
        storage = (records.storage(), id(keys))  # the entry holds a view, so the storage
        newest = self._newest.get(storage)
        if newest is not None and newest.records is records and newest.keys is keys:
            return newest
        if newest is None or newest.keys is not keys or not records.extends(newest.records):
            # The opening table's index, made if need be: what it builds, it builds once for
            # every episode of the task.
            newest = self.get(records.root, keys)
        return self._newest.put(storage, TableIndex(records, keys, newest))

    def union(self, tables: Sequence[SearchedTable], folded: bool) -> UnionIndex | None:
        """The :class:`UnionIndex` of ``tables``; None (remembered too) when one of them is big
        enough for its word index to beat a scan, or holds the ``\x01`` that ends records."""
        if not tables:
            return None
        apps, records, keys, columns = zip(*tables)
        # The entry holds the tables and their keys, so none of these ids can be reused.
        key = (folded, apps, columns, tuple(map(id, keys)), tuple(map(id, records)))
        found = self._unions.get(key)
        if found is not None and all(map(is_, found[0], records)) \
                and all(map(is_, found[1], keys)):
            return found[2]
        union = self._build(tables, folded)
        self._unions.put(key, (records, keys, union))
        return union

    def _build(self, tables: Sequence[SearchedTable], folded: bool) -> UnionIndex | None:
        """A new union of the tables' pieces, each kept by its table's index: after a write,
        only the table written has a new index, and it extends the piece of the table before
        the write by the records written."""
        pieces: list[str] = []
        for _, records, keys, column in tables:
            index = self.get(records, keys)
            built = index.built(column, folded)
            if built is not None and len(built[0]) > WORD_INDEX_CHARS:
                return None  # a search of this app alone found it too big: convert nothing
            piece = index.union_piece(column, folded)
            if piece is None:
                return None
            pieces.append(piece)
        return UnionIndex(tuple(t[1] for t in tables), tuple(t[0] for t in tables),
                          tuple(t[2] for t in tables),
                          list(accumulate((len(t[1]) for t in tables), initial=0)),
                          list(accumulate(map(len, pieces), initial=0)), "".join(pieces))


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


_REGEX_CACHE: SharedCache[tuple[str, bool], Regex] = SharedCache(512)
_UNSUPPORTED = (("(?=", "lookahead (?=...)"), ("(?!", "negative lookahead (?!...)"),
                ("(?<=", "lookbehind (?<=...)"), ("(?<!", "negative lookbehind (?<!...)"))
#: A counted repetition: ``{n}``, ``{n,}`` or ``{n,m}``.
_COUNT = re.compile(r"\{(\d+)(,(\d*))?\}")


def compile_regex(pattern: str, ignore_case: bool) -> Regex:
    """The RE2 programs for ``pattern``, or a ToolError saying what to change."""
    key = (pattern, ignore_case)
    regex = _REGEX_CACHE.get(key)
    if regex is not None:
        return regex
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
    return _REGEX_CACHE.put(key, Regex(field, scanner, field.programsize,
                                       required_literals(pattern)))


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


def _scan(find: Any, starts: list[int], first: int = 0) -> list[int]:
    """Records from ``first`` on holding a match: ``find(pos)`` gives the next match offset at
    or after pos (or -1); after each hit the scan jumps to the next record, so each record is
    reported once."""
    hits: list[int] = []
    if first >= len(starts):
        return hits
    pos = starts[first]
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
    if len(blob) > WORD_INDEX_CHARS:
        hits = _indexed(index, query, needle, blob, starts)
        if hits is not None:
            return hits
    at = blob.find(needle)
    if at < 0:
        return []
    return _scan(lambda pos: blob.find(needle, pos), starts)


def _indexed(index: TableIndex, query: Query, needle: str, blob: str, starts: list[int]
             ) -> list[int] | None:
    """The records holding ``needle``, found through the word index, then by one scan of the
    text of the records after those it covers (``blob`` and ``starts``: the table's joined
    text); None when the pattern is not selective enough for the index to beat a scan."""
    pieces = _WORD.findall(query.pattern.casefold())
    piece = max(pieces, key=len, default="")
    if len(piece) < 3:
        return None
    words, covered = index.words(query.column)
    found: set[int] = set()
    pos = words.vocabulary.find(piece)
    while pos >= 0:
        word = bisect_right(words.starts, pos) - 1
        found.update(words.records[word])
        if len(found) > len(index.records) // 8:
            return None
        pos = words.vocabulary.find(piece, words.starts[word + 1]) \
            if word + 1 < len(words.starts) else -1
    hits = [i for i in sorted(found) if needle in index.part(query.column, query.ignore_case, i)]
    return hits + _scan(lambda pos: blob.find(needle, pos), starts, covered)


_ANCHORS = re.compile(r"\\[Az]|\(\?[a-zA-Z]*-[a-zA-Z]*m")


def _regex(index: TableIndex, query: Query) -> list[int]:
    """Candidates from one RE2 scan of the whole table, each confirmed field by field.

    The table scan runs the pattern in multi-line mode over the fields joined by ``\\n\\xff\\n``,
    which finds every record that has a match in some field (and maybe a few whose match takes
    in a separator's newline); the per-field check then decides exactly. Patterns whose anchors
    depend on the whole text (``\\A``, ``\\z``, ``(?-m)``) are checked field by field over every
    record. A table over the work budget is narrowed first to the records holding the
    pattern's required literals (fixed searches, indexed on big tables), which are checked
    field by field if they fit the budget: ``vand[a-z]+meer`` answers over 40,000 records.
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


def fuzzy_score(needle: str, text: str) -> float:
    """The fuzzy score of ``text`` for ``needle`` (see the module docstring): the better of
    ``partial_ratio`` of the whole pattern and the length-weighted mean of its words' ones."""
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
    if not query.pattern.strip():
        raise ToolError("invalid_arguments", "fuzzy mode needs a non-empty pattern")
    if len(query.pattern) > MAX_FUZZY_CHARS:
        raise ToolError("too_large", f"fuzzy pattern has {len(query.pattern)} characters; "
                                     f"the limit is {MAX_FUZZY_CHARS}")
    needle = query.pattern.casefold() if query.ignore_case else query.pattern
    choices, covered = index.distinct(query.column, query.ignore_case)
    sets = [(choices, fuzzy_candidates(needle, choices))]
    if covered < len(index.records):  # the records after the choices: scored apart
        tail = index.choices(query.column, query.ignore_case, covered)
        sets.append((tail, fuzzy_candidates(needle, tail)))
    if not any(candidates for _, candidates in sets):
        return []
    # The budget counts each distinct text once, as one set of all the records would.
    lengths = [choices.lengths[sets[0][1]]]
    if len(sets) > 1:
        tail, more = sets[1]
        lengths.append(tail.lengths[[k for k in more if tail.texts[k] not in choices.holders]])
    if _fuzzy_work(needle, np.concatenate(lengths)) > FUZZY_MAX_WORK:
        raise ToolError("timeout", f"this fuzzy search would exceed its time budget ("
                                   f"{sum(len(c) for _, c in sets):,} long candidate texts); "
                                   "search one field (field=...) or use a shorter pattern")
    best: dict[int, float] = {}
    words = fuzzy_words(needle)
    for found, candidates in sets:
        if not candidates:
            continue
        texts = [found.texts[k] for k in candidates]
        scores = process.cdist([needle], texts, scorer=fuzz.partial_ratio, dtype=np.float64)[0]
        if words:
            weights = np.array([len(w) for w in words], dtype=np.float64)
            each = process.cdist(words, texts, scorer=fuzz.partial_ratio, dtype=np.float64)
            scores = np.maximum(scores, weights @ each / weights.sum())
        for k, score in zip(candidates, scores.tolist()):
            if score >= FUZZY_CUTOFF:
                for i in found.owners[k]:
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


def search_tables(cache: IndexCache, tables: Sequence[SearchedTable],
                  query: Query) -> list[dict[str, Any]]:
    """Search several tables and tag each hit with its app: best score first (every fixed or
    regex hit scores 100), then table order, then record order."""
    by_column: dict[int | None, Query] = {}
    if query.mode == "fixed":  # in table order, then record order: no scores to sort
        needle = query.pattern.casefold() if query.ignore_case else query.pattern
        if needle and _SEP not in needle and _END not in needle:
            union = cache.union([t for t in tables if t[1]], query.ignore_case)
            if union is not None:
                return union.find_all(needle, cache)
        found: list[dict[str, Any]] = []
        for app, records, keys, column in tables:
            if records:
                index = cache.get(records, keys)
                search = by_column.get(column) or by_column.setdefault(
                    column, Query(query.pattern, "fixed", query.ignore_case, column))
                found += [index.tagged(app, i) for i in _fixed_hits(index, needle, search)]
        return found
    hits: list[tuple[float, int, dict[str, Any]]] = []
    for order, (app, records, keys, column) in enumerate(tables):
        if not records:
            continue
        index = cache.get(records, keys)
        if column not in by_column:
            by_column[column] = Query(query.pattern, query.mode, query.ignore_case, column)
        hits += [(score, order, index.tagged(app, i))
                 for score, i in _matches(index, by_column[column])]
    hits.sort(key=lambda h: (-h[0], h[1]))
    return [h[2] for h in hits]

