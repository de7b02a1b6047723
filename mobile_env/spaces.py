"""A Gymnasium space for what language models read and write: any Unicode string up to a cap.

Gymnasium's ``Text`` space only admits a fixed character set (letters and digits by default),
so it rejects JSON, Chinese and most model output. :class:`UnicodeText` admits every ``str`` up to
``max_length`` characters. Its seeded :meth:`sample` returns a deterministic mix of well-formed
tool calls (when given tool schemas) and garbage, so ``check_env`` exercises both paths.

The space also supports Gymnasium's shared memory, so ``AsyncVectorEnv`` (``gym.make_vec(...,
vectorization_mode="async")``) works with its defaults: each sub-env gets a slot of
``4 * max_length + 4`` bytes (a length and the UTF-8 text; 4 bytes is the longest UTF-8
character), and the batch reads back as a tuple of strings, as the sync vector env returns it.
For the env's observations (at most 65,536 characters) that is 256 KiB per sub-env.
"""

from __future__ import annotations

import copy
import json
import multiprocessing
from collections.abc import Sequence as SequenceABC
from types import ModuleType
from typing import Any, Iterable, Iterator, Sequence

import numpy as np
from gymnasium.spaces import Space
from gymnasium.vector.utils import (create_shared_memory, read_from_shared_memory,
                                    write_to_shared_memory)

_GARBAGE = ('{"name": ', "not json {{{", "<tool_call>{broken</tool_call>", "[]", "null",
            "<tool_call>", '{"name": "no_such_tool", "arguments": {}}', "请帮我给经理打电话",
            "\x00", '[{"name": 1}]', '{"tool_calls": "x"}')
_ALPHABET = ("abcdefghijklmnopqrstuvwxyz ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789{}[]\":,<>/\\-_."
             "你好经理电话")


class UnicodeText(Space[str]):
    """Any string up to ``max_length`` characters: the env's action and observation space.

    Gymnasium's ``Text`` space draws from a fixed character set; a planner's action is free
    Unicode text (Chinese included), so membership is only "a string, not too long". ``tools``
    (the env's schemas) let :meth:`sample` produce tool calls as well as garbage, for fuzzing.
    """

    def __init__(self, max_length: int, *, tools: Sequence[dict[str, Any]] = (),
                 seed: int | np.random.Generator | None = None) -> None:
        self.max_length = int(max_length)
        self.tools = tuple(tools)
        super().__init__(shape=None, dtype=None, seed=seed)

    @property
    def is_np_flattenable(self) -> bool:
        """False: text has no fixed-size array form."""
        return False

    def contains(self, x: Any) -> bool:
        """Whether ``x`` is a string of at most ``max_length`` characters."""
        return isinstance(x, str) and len(x) <= self.max_length

    def sample(self, mask: Any = None, probability: Any = None) -> str:
        """Half the time a schema-valid-looking call, otherwise one of several kinds of garbage.

        Cut to ``max_length``: a sample must belong to the space even when the cap is tiny.
        """
        return self._draw(self.np_random)[: self.max_length]

    def _draw(self, rng: np.random.Generator) -> str:
        choice = int(rng.integers(4))
        if choice == 0 and self.tools:
            return self._call(rng)
        if choice == 1:
            return _GARBAGE[int(rng.integers(len(_GARBAGE)))]
        if choice == 2:
            size = int(rng.integers(0, min(self.max_length, 64) + 1))
            return "".join(_ALPHABET[int(i)] for i in rng.integers(len(_ALPHABET), size=size))
        return self._call(rng) if self.tools else "Done."

    def _call(self, rng: np.random.Generator) -> str:
        fn = self.tools[int(rng.integers(len(self.tools)))]["function"]
        props = fn["parameters"]["properties"]
        args = {name: _value(spec, rng) for name, spec in props.items()
                if name in fn["parameters"]["required"] or rng.random() < 0.3}
        return json.dumps({"name": fn["name"], "arguments": args}, ensure_ascii=False)

    def __repr__(self) -> str:
        return f"UnicodeText(max_length={self.max_length})"

    def __eq__(self, other: object) -> bool:
        return isinstance(other, UnicodeText) and other.max_length == self.max_length

    def __hash__(self) -> int:
        return hash((UnicodeText, self.max_length))

    def __deepcopy__(self, memo: dict[int, Any]) -> UnicodeText:
        """Copy the RNG but share the tool schemas: they are the registry's read-only dicts, and
        copying them per env was nearly all the cost of building a 1,024-env vector env."""
        clone = UnicodeText(self.max_length, tools=self.tools)
        clone._np_random = copy.deepcopy(self._np_random, memo)
        return clone

    def to_jsonable(self, sample_n: Iterable[str]) -> list[str]:
        """Samples as JSON values: the strings themselves."""
        return list(sample_n)

    def from_jsonable(self, sample_n: Sequence[str]) -> list[str]:
        """The inverse of :meth:`to_jsonable`."""
        return list(sample_n)


def _value(spec: dict[str, Any], rng: np.random.Generator) -> Any:
    if "enum" in spec:
        return spec["enum"][int(rng.integers(len(spec["enum"])))]
    kind = spec.get("type")
    if kind == "integer":
        return int(rng.integers(1, 4))
    if kind == "number":
        return round(float(rng.uniform(1, 500)), 2)
    if kind == "boolean":
        return bool(rng.integers(2))
    if kind == "array":
        return [_value(spec.get("items", {"type": "string"}), rng)]
    return ["Daniel", "2025-11-03", "09:30:00", "+1 415-739-2098", "manager",
            "a.*b"][int(rng.integers(6))]


# ------------------------------------------------------------------ Gymnasium shared memory

_LENGTH_BYTES = 4


def _slot_bytes(space: UnicodeText) -> int:
    return _LENGTH_BYTES + 4 * space.max_length


class SharedTexts(SequenceABC):  # type: ignore[type-arg]
    """The strings of every sub-env's slot, decoded when read (so the view follows the workers'
    writes, as Gymnasium's shared NumPy arrays do). ``copy.deepcopy`` -- what ``AsyncVectorEnv``
    returns by default (``copy=True``) -- gives a plain tuple of strings."""

    def __init__(self, space: UnicodeText, buffer: Any, n: int) -> None:
        self._slot = _slot_bytes(space)
        self._data = np.frombuffer(buffer.get_obj(), dtype=np.uint8)
        self._n = n

    def __len__(self) -> int:
        return self._n

    def __getitem__(self, index: Any) -> Any:
        if isinstance(index, slice):
            return tuple(self[i] for i in range(*index.indices(self._n)))
        if not -self._n <= index < self._n:
            raise IndexError(f"env index {index} out of range for {self._n} envs")
        start = (index % self._n) * self._slot
        size = int.from_bytes(self._data[start:start + _LENGTH_BYTES].tobytes(), "little")
        body = start + _LENGTH_BYTES
        return self._data[body:body + size].tobytes().decode("utf-8", "surrogatepass")

    def __iter__(self) -> Iterator[str]:
        return (self[i] for i in range(self._n))

    def __eq__(self, other: object) -> bool:
        return isinstance(other, SequenceABC) and tuple(self) == tuple(other)

    __hash__ = None  # type: ignore[assignment]

    def __deepcopy__(self, memo: dict[int, Any]) -> tuple[str, ...]:
        return tuple(self)

    def __repr__(self) -> str:
        return f"SharedTexts({tuple(self)!r})"


@create_shared_memory.register(UnicodeText)
def _create_text_memory(space: UnicodeText, n: int = 1, ctx: ModuleType = multiprocessing) -> Any:
    return ctx.Array("B", n * _slot_bytes(space))


@read_from_shared_memory.register(UnicodeText)
def _read_text_memory(space: UnicodeText, shared_memory: Any, n: int = 1) -> SharedTexts:
    return SharedTexts(space, shared_memory, n)


@write_to_shared_memory.register(UnicodeText)
def _write_text_memory(space: UnicodeText, index: int, value: str, shared_memory: Any) -> None:
    if not space.contains(value):
        raise ValueError(f"observation of {len(value) if isinstance(value, str) else type(value)} "
                         f"is not in {space}")
    data = value.encode("utf-8", "surrogatepass")
    slot = _slot_bytes(space)
    target = np.frombuffer(shared_memory.get_obj(), dtype=np.uint8)
    start = index * slot
    target[start:start + _LENGTH_BYTES] = np.frombuffer(len(data).to_bytes(_LENGTH_BYTES, "little"),
                                                        dtype=np.uint8)
    target[start + _LENGTH_BYTES:start + _LENGTH_BYTES + len(data)] = np.frombuffer(data, np.uint8)
