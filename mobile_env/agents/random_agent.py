"""The random baseline: well-formed calls to random active tools, then finish.

Arguments follow each tool's JSON schema (types, enums, date/time formats read from the
description), so the calls exercise the tools rather than the parser; values are otherwise
random, which makes this the chance floor of a suite. Seeded per (seed, task): the same seed gives
the same episode whatever order tasks are played in.
"""

from __future__ import annotations

import re
import zlib
from typing import Any

import numpy as np

from mobile_env.agents.base import FINISH_ACTION, Messages, ToolSchemas, calls_action

_WORD = re.compile(r"[A-Za-z][A-Za-z'-]+")
#: Chance that an optional parameter is given a value.
OPTIONAL_P = 0.3


class RandomAgent:
    name = "random"

    def __init__(self, seed: int = 0, max_calls: int = 3) -> None:
        self.seed = seed
        self.max_calls = max_calls
        self._rng = np.random.default_rng(seed)
        self._tools: list[dict[str, Any]] = []
        self._words: list[str] = []
        self._left = 0

    def reset(self, task_id: str, messages: Messages, tools: ToolSchemas) -> None:
        self._rng = np.random.default_rng([self.seed, zlib.crc32(task_id.encode())])
        self._tools = [t["function"] for t in tools if t["function"]["name"] != "finish"]
        self._words = _WORD.findall(messages[-1]["content"]) or ["phone"]
        self._left = int(self._rng.integers(1, self.max_calls + 1)) if self._tools else 0

    def act(self, observation: str) -> str:
        if self._left <= 0:
            return FINISH_ACTION
        self._left -= 1
        tool = self._tools[int(self._rng.integers(len(self._tools)))]
        return calls_action([(tool["name"], self._arguments(tool["parameters"]))])

    def _arguments(self, params: dict[str, Any]) -> dict[str, Any]:
        required = set(params.get("required", ()))
        return {name: self._value(name, spec) for name, spec in params["properties"].items()
                if name in required or self._rng.random() < OPTIONAL_P}

    def _value(self, name: str, spec: dict[str, Any]) -> Any:
        rng = self._rng
        if "enum" in spec:
            return spec["enum"][int(rng.integers(len(spec["enum"])))]
        kind = spec.get("type", "string")
        if kind == "integer":
            low = int(spec.get("minimum", 1))
            return int(rng.integers(low, low + 5))
        if kind == "number":
            return round(float(rng.uniform(1, 1000)), 2)
        if kind == "boolean":
            return bool(rng.random() < 0.5)
        if kind == "array":
            return [self._value(name, spec.get("items", {}))
                    for _ in range(int(rng.integers(1, 3)))]
        return self._string(name, spec.get("description", ""))

    def _string(self, name: str, description: str) -> str:
        rng = self._rng
        if "Y-M-D" in description:
            return f"2025-{int(rng.integers(1, 13)):02d}-{int(rng.integers(1, 29)):02d}"
        if "H:M:S" in description or "H:M" in description:
            clock = f"{int(rng.integers(24)):02d}:{int(rng.integers(60)):02d}"
            return clock + (":00" if "H:M:S" in description else "")
        if "phone" in name.lower():
            return "1" + "".join(str(d) for d in rng.integers(0, 10, size=10))
        return self._words[int(rng.integers(len(self._words)))]
