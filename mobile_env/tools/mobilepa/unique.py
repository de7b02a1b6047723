"""The first record of a table whose fields equal a key: the duplicate check of MobilePA's add
tools (``add_contact`` refuses a second contact of the same name and phone).

The check read every record of the table at every add, so an add cost what the table held: a
step of ``add_contact`` took 44-70 µs at step 1 and 3.4-3.5 ms after 5,000 contacts added. Now a
table's records are indexed by their key (each field case-folded) once: a plain table (a task's
opening table, shared by every episode of it) in one index, and the records that writes appended
to it (a :class:`~mobile_env.state.SharedTable`) in one index per storage, which the next add
extends by the records appended since.

An update or a removal leaves a plain table, which had to be indexed afresh at the next add:
1.6-1.9 ms for an ``add_contact`` right after an update of one of 2,500 contacts. So an update
or a removal notes how the new table came from the old (:func:`rewritten`: the old table, the
record taken out, the record put in its place), and the next add that checks the new table
derives its index from the nearest table before it whose index is known: a copy of that index,
then each noted change applied in turn, where the index says where its records go. It does not
say so when the key taken out belongs to other records too and the record was the first of
them, or when the key put in is another record's: those tables, and those whose history was
forgotten (the notes are a bounded cache), are indexed afresh, as before, and so are tables of
fewer than :data:`NOTED_FROM` records, which cost less to read than to derive. The note is all
an update pays (an index copied at every update cost small tables more than it saved).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Hashable, Iterable

from mobile_env.caches import SharedCache, kept_for
from mobile_env.state import Record, SharedTable, Table

Fields = tuple[str, ...]
Key = tuple[str, ...]


@dataclass(slots=True)
class Index:
    """A table's records by key: the first record of each key, and for each key that more than
    one record has, how many do (what a removal needs to know whether the key is gone)."""

    first: dict[Key, Record]
    shared: dict[Key, int]


#: The index of each plain table and fields (by the table's identity).
_PLAIN: SharedCache[tuple[Hashable, ...], tuple[Any, Index]] = SharedCache(256)
#: The index of the appended records of each storage of grown tables, with the newest view read.
_GROWN: SharedCache[tuple[int, Fields], tuple[SharedTable, Index]] = SharedCache(256)
#: How each plain table an update or a removal made came from the table before it (by the new
#: table's identity): the table before, the record taken out, the record put in or None.
_HISTORY: SharedCache[tuple[Hashable, ...], tuple[Any, tuple[Table, Record, Record | None]]] = \
    SharedCache(256)
#: The size from which a rewritten table's history is noted: below it, reading the records
#: costs less than deriving (in episodes of adds and updates in turn, tables of 4 to 15
#: contacts: 7.1 µs read against 10.4 µs derived, a read costing about 0.5 µs a record).
NOTED_FROM = 32
#: The tables whose adds check for duplicates, as the add tools register them.
_CHECKED: set[str] = set()


def checks_duplicates(table: str) -> None:
    """Declare that adds to ``table`` check for duplicates: its updates and removals then carry
    the index over (:func:`rewritten`)."""
    _CHECKED.add(table)


def key_of(record: Record, fields: Fields) -> Key:
    """``record``'s ``fields`` as a duplicate check compares them: text, case-folded, a missing
    field empty."""
    return tuple(str(record.get(f, "")).casefold() for f in fields)


def first_with(table: Table, fields: Fields, key: Key) -> Record | None:
    """The first record of ``table`` whose :func:`key_of` is ``key``, else None."""
    if type(table) is SharedTable:
        found = _plain_index(table.root, fields).first.get(key)
        return found if found is not None else _appended_index(table, fields).first.get(key)
    if type(table) is tuple:
        return _plain_index(table, fields).first.get(key)
    return next((r for r in table if key_of(r, fields) == key), None)


def rewritten(name: str, before: Table, after: tuple[Record, ...], removed: Record,
              added: Record | None) -> None:
    """Note that table ``name`` went from ``before`` to ``after`` by ``removed`` being replaced
    by ``added`` in its place (taken out, for None), so that an add checking ``after`` can derive
    its index from ``before``'s."""
    if name in _CHECKED and len(after) >= NOTED_FROM:
        _HISTORY.put((id(after),), (after, (before, removed, added)))


def _indexed(records: Iterable[Record], fields: Fields, index: Index) -> Index:
    """``index`` with ``records`` added, each after every record indexed so far."""
    first, shared = index.first, index.shared
    for record in records:
        key = key_of(record, fields)
        if key in first:
            shared[key] = shared.get(key, 1) + 1
        else:
            first[key] = record
    return index


def _plain_index(table: tuple[Record, ...], fields: Fields) -> Index:
    return kept_for(_PLAIN, table, lambda: _index_of(table, fields), fields)


def _index_of(table: tuple[Record, ...], fields: Fields) -> Index:
    """A plain table's index: derived from its history (:func:`_derived`) where it can be, else
    made by reading every record."""
    derived = _derived(table, fields)
    return derived if derived is not None else _indexed(table, fields, Index({}, {}))


def _appended_index(table: SharedTable, fields: Fields) -> Index:
    """The index of the records appended to ``table``'s root: the one kept for its storage,
    extended by the records appended since when ``table`` extends the view it was made for
    (the newest view of a storage is the one writes extend), else made anew."""
    storage = (table.storage(), fields)  # the entry holds a view, so the storage is alive
    kept = _GROWN.get(storage)
    if kept is not None and kept[0] is table:
        return kept[1]
    if kept is not None and table.extends(kept[0]):
        index = _indexed(table[len(kept[0]):], fields, kept[1])
    else:
        index = _indexed(table[len(table.root):], fields, Index({}, {}))
    _GROWN.put(storage, (table, index))
    return index


def _known_index(table: Table, fields: Fields) -> Index | None:
    """A copy of ``table``'s whole index if its opening part was indexed already, else None
    (indexing it would cost what indexing the new table does). A grown table's two parts are
    merged: the opening's record comes first for a key both have, and their counts add up."""
    if type(table) is SharedTable:
        kept = _PLAIN.get((id(table.root), fields))
        if kept is None or kept[0] is not table.root:
            return None
        root, appended = kept[1], _appended_index(table, fields)
        # The larger part copied whole (a dict's copy is a quarter of the cost of filling one
        # from another), the smaller added to it.
        if len(root.first) >= len(appended.first):
            first = root.first.copy()
            for key, record in appended.first.items():
                first.setdefault(key, record)
        else:
            first = appended.first.copy()
            first.update(root.first)
        shared = {**appended.shared, **root.shared}
        for key in appended.first.keys() & root.first.keys():
            shared[key] = root.shared.get(key, 1) + appended.shared.get(key, 1)
        return Index(first, shared)
    kept = _PLAIN.get((id(table), fields))
    if kept is None or kept[0] is not table:
        return None
    return Index(kept[1].first.copy(), kept[1].shared.copy())


def _derived(table: tuple[Record, ...], fields: Fields) -> Index | None:
    """``table``'s index from the nearest table before it (by :func:`rewritten`'s notes) whose
    index is known, with the changes since applied oldest first; None where there is no such
    table or the index cannot tell where a changed record goes."""
    changes: list[tuple[Record, Record | None]] = []
    current: Table = table
    while True:
        noted = _HISTORY.get((id(current),))
        if noted is None or noted[0] is not current:
            return None
        current, removed, added = noted[1]
        changes.append((removed, added))
        index = _known_index(current, fields)
        if index is not None:
            break
        if type(current) is not tuple:  # a grown table whose opening part is not indexed
            return None
    for removed, added in reversed(changes):
        if not _changed(index, fields, removed, added):
            return None
    return index


def _changed(index: Index, fields: Fields, removed: Record, added: Record | None) -> bool:
    """Take ``removed`` out of ``index`` and put ``added`` in its place; False where the index
    cannot tell where a record goes among others of its key."""
    first, shared = index.first, index.shared
    old = key_of(removed, fields)
    was_first = first.get(old) is removed
    if was_first:
        if old in shared:  # the key stays, held by a record the index does not point to
            return False
        del first[old]
    elif shared.get(old, 1) == 1:  # not the first of a shared key: not a record of the table
        return False
    elif shared[old] == 2:
        del shared[old]
    else:
        shared[old] -= 1
    if added is not None:
        new = key_of(added, fields)
        if new not in first:
            first[new] = added
        elif new == old and not was_first:  # back among its key, after that key's first
            shared[new] = shared.get(new, 1) + 1
        else:  # a key another record has: which of them comes first is not in the index
            return False
    return True
