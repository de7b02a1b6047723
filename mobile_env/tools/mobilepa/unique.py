"""The first record of a table whose fields equal a key: the duplicate check of MobilePA's add
tools (``add_contact`` refuses a second contact of the same name and phone).

The check read every record of the table at every add, so an add cost what the table held: a
step of ``add_contact`` took 44-70 µs at step 1 and 3.4-3.5 ms after 5,000 contacts added. Now a table's records are
indexed by their key (each field case-folded) once: a plain table (a task's opening table,
shared by every episode of it) in one index, and the records that writes appended to it (a
:class:`~mobile_env.state.SharedTable`) in one index per storage, which the next add extends by
the records appended since. An update or a removal leaves a plain table, indexed afresh when an
add first checks it, as the scan read it.
"""

from __future__ import annotations

from typing import Any, Hashable, Iterable

from mobile_env.caches import SharedCache, kept_for
from mobile_env.state import Record, SharedTable, Table

Fields = tuple[str, ...]
Key = tuple[str, ...]
Index = dict[Key, Record]

#: The index of each plain table and fields (by the table's identity).
_PLAIN: SharedCache[tuple[Hashable, ...], tuple[Any, Index]] = SharedCache(256)
#: The index of the appended records of each storage of grown tables, with the newest view read.
_GROWN: SharedCache[tuple[int, Fields], tuple[SharedTable, Index]] = SharedCache(256)


def key_of(record: Record, fields: Fields) -> Key:
    """``record``'s ``fields`` as a duplicate check compares them: text, case-folded, a missing
    field empty."""
    return tuple(str(record.get(f, "")).casefold() for f in fields)


def first_with(table: Table, fields: Fields, key: Key) -> Record | None:
    """The first record of ``table`` whose :func:`key_of` is ``key``, else None."""
    if type(table) is SharedTable:
        found = _plain_index(table.root, fields).get(key)
        return found if found is not None else _appended_index(table, fields).get(key)
    if type(table) is tuple:
        return _plain_index(table, fields).get(key)
    return next((r for r in table if key_of(r, fields) == key), None)


def _indexed(records: Iterable[Record], fields: Fields, index: Index) -> Index:
    for record in records:
        index.setdefault(key_of(record, fields), record)
    return index


def _plain_index(table: tuple[Record, ...], fields: Fields) -> Index:
    return kept_for(_PLAIN, table, lambda: _indexed(table, fields, {}), fields)


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
        index = _indexed(table[len(table.root):], fields, {})
    _GROWN.put(storage, (table, index))
    return index
