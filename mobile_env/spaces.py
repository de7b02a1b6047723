"""A Gymnasium space for what language models read and write: any Unicode string up to a cap.

Gymnasium's ``Text`` space only admits a fixed character set (letters and digits by default),
so it rejects JSON, Chinese and most model output. :class:`UnicodeText` admits every ``str`` up to
``max_length`` characters. Its seeded :meth:`sample` returns a deterministic mix of well-formed
tool calls (when given tool schemas) and garbage, so ``check_env`` exercises both paths.
"""

from __future__ import annotations

import copy
import json
from typing import Any, Sequence

import numpy as np
from gymnasium.spaces import Space

_GARBAGE = ('{"name": ', "not json {{{", "<tool_call>{broken</tool_call>", "[]", "null",
            "<tool_call>", '{"name": "no_such_tool", "arguments": {}}', "请帮我给经理打电话", "\x00",
            '[{"name": 1}]', '{"tool_calls": "x"}')
_ALPHABET = "abcdefghijklmnopqrstuvwxyz ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789{}[]\":,<>/\\-_.你好经理电话"


class UnicodeText(Space[str]):
    def __init__(self, max_length: int, *, tools: Sequence[dict[str, Any]] = (),
                 seed: int | np.random.Generator | None = None) -> None:
        self.max_length = int(max_length)
        self.tools = tuple(tools)
        super().__init__(shape=None, dtype=None, seed=seed)

    @property
    def is_np_flattenable(self) -> bool:
        return False

    def contains(self, x: Any) -> bool:
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

    def to_jsonable(self, sample_n: Sequence[str]) -> list[str]:
        return list(sample_n)

    def from_jsonable(self, sample_n: Sequence[str]) -> list[str]:
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
    return ["Daniel", "2025-11-03", "09:30:00", "+1 415-739-2098", "manager", "a.*b"][int(rng.integers(6))]
