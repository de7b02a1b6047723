"""A record that counts how often its fields are read: what tests of "reads each record once"
count with."""

from __future__ import annotations

from typing import Any


class CountedRecord(dict):  # type: ignore[type-arg]
    """A record that counts the reads of its fields through ``get`` (in ``reads``, shared by
    every instance: set it to 0 before the reads to count)."""

    reads = 0

    def get(self, key: Any, default: Any = None) -> Any:
        CountedRecord.reads += 1
        return super().get(key, default)
