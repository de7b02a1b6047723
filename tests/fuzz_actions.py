"""Seeded generator of the actions a model might send, valid-ish and adversarial, for the fuzz
and hash-seed tests: schema-guided calls (values drawn from the task's own records), mutated
reference calls, evil regexes and strings, oversized arguments, parallel lists, OpenAI shapes,
``<tool_call>`` text, fenced blocks, garbage text (surrogates included) and final answers.

Everything comes from one ``random.Random`` and the task's data in order, so a seed gives the
same actions in any process, whatever its ``PYTHONHASHSEED``.
"""

from __future__ import annotations

import json
import random
from typing import Any

from mobile_env.task_format import Task

EVIL_REGEX = ["(a+)+$", "(x+x+)+y", "(.*a){20}$", "((a|aa)+)+b", "(\\w+\\s?)+$",
              "a{1000}{1000}", "(?=a)*", "\\1(a)", "[", ")", "*", "(a|a?)+" * 30,
              "((((((((((a*)*)*)*)*)*)*)*)*)*)*$", ".{0,1000}" * 5, "[\\s\\S]*" * 60,
              "(?i)" + "[a-z]" * 400, "\\p{L}+", "(?P<x>a)(?P=x)", "a" * 600, "(" * 300 + ")" * 300,
              "\\", "x{2,1}", "\\Q(\\E", "(?s).*" * 80, "(?s).*", "a.{30}c", "\\C+", "(?s)x.*",
              "x[^y]*", "[\\s\\S]*"]
EVIL_STR = ["", " ", "\x00", "\ud800", "\udfff", "\ud83d\ude00", "💥" * 50, "a" * 100_000,
            "测试中文字段", "'; DROP TABLE contacts; --", "{{7*7}}", "\u202e", "null",
            "e\u0301" * 300, "\ufeff", "\u200b" * 100, "Z\u0334\u0335\u0336" * 200, "𝔇𝔞𝔫𝔦𝔢𝔩",
            "Ｄａｎｉｅｌ", "ǅ", "ß" * 50, "İstanbul", "\r\n", "\\u0000", "<tool_call>",
            "</tool_call>", "```json", "NaN", "Infinity", "-1", "1e309", "x" * 4096, "x" * 4097,
            "x" * 257, "Daniel" * 43]
PAGES = [0, -1, 1, 2, 3, 10**18, -(10**18), 2**63, 1.5, "2", "two", None, True, 1e308]
SHAPES = ["plain", "str_args", "double_str", "list", "tool_call_text", "openai_tool_calls",
          "openai_function", "fenced", "think", "invisible_edges"]
MALFORMED = ["[]", "{}", "[{}]", '{"name": null}', '{"tool_calls": 5}', "<tool_call>",
             "</tool_call>", '{"name":"search_phone","arguments":"{\\"pattern\\": 1}"}', "[" * 5000,
             "{" * 5000 + "}" * 5000, '{"name": "finish"', "<tool_call>{}</tool_call>",
             "```json\n{\n```", '{"name": ["a"]}', '{"name": "finish", "arguments": []}',
             "[" * 100 + "]" * 100, '{"a":' * 2000 + "1" + "}" * 2000,
             json.dumps([{"name": "finish", "arguments": {}}] * 17), "x" * 70_000,
             '{"name": "\\ud800"}', "<tool_call>" * 1000, '{"tool_calls": [{"function": null}]}',
             '{"type": "function"}', '{"name": 1e999}',
             '{"name": "finish", "arguments": {"answer": NaN}}', "\ud83d", "null", "1", "true"]


def _garbage(rng: random.Random) -> str:
    n = rng.choice([0, 10, 400, 3000])
    top = rng.choice([0x80, 0x3000, 0xE000])
    text = "".join(chr(rng.randrange(0xD800 if top == 0xE000 else 0, top)) for _ in range(n))
    return text if rng.random() < 0.7 else text + '{"name": "finish", "arguments": {}}'


class ActionFuzzer:
    """Actions for one task at a time: :meth:`for_task` sets the tools and the value pool."""

    def __init__(self, seed: int | str) -> None:
        self.rng = random.Random(seed)
        self.tools: list[dict[str, Any]] = []
        self.task: Task | None = None
        self.pool: list[str] = []

    def for_task(self, task: Task, tools: list[dict[str, Any]]) -> None:
        self.task, self.tools = task, tools
        pool = ["Daniel", "Reed", "2025-11-01", "14:30:00", "138", "a", ".", "wifi"]
        _strings(task.records, pool, 300)
        _strings([m for m in task.memory], pool, 350)
        self.pool = pool

    def value(self, schema: dict[str, Any], depth: int = 0, key: str = "") -> Any:
        rng = self.rng
        if rng.random() < 0.12:
            return rng.choice([None, 0, -1, 1e308, True, "", [], {},
                               "x" * rng.choice([1, 300, 5000]), rng.choice(EVIL_STR),
                               {"$ref": "#"}, [[[[]]]], -0.0, 2**64])
        if key == "page" and rng.random() < 0.5:
            return rng.choice(PAGES)
        if "anyOf" in schema and rng.random() < 0.9:
            return self.value(rng.choice(schema["anyOf"]), depth, key)
        kind = schema.get("type")
        if isinstance(kind, list):
            kind = rng.choice(kind)
        if "enum" in schema and rng.random() < 0.8:
            return rng.choice(schema["enum"])
        if kind == "string":
            if rng.random() < 0.55 and self.pool:
                text = rng.choice(self.pool)
                return text if rng.random() < 0.8 else text[:rng.randrange(1, max(2, len(text)))]
            return rng.choice(EVIL_REGEX + EVIL_STR)
        if kind == "integer":
            low, high = schema.get("minimum"), schema.get("maximum")
            if low is not None and high is not None and rng.random() < 0.6:
                return rng.randint(int(low), int(high))
            return rng.choice([0, 1, 2, 3, 5, 10, -5, 10**12, 99, 100, 101, -(2**63)])
        if kind == "number":
            return rng.choice([0, 12.5, -3, 1e9, 200.0, 0.1, 1e-300])
        if kind == "boolean":
            return rng.random() < 0.5
        if kind == "array":
            items = schema.get("items", {})
            return [self.value(items, depth + 1) for _ in range(rng.randrange(0, 4))]
        if kind == "object" or "properties" in schema:
            if depth > 3:
                return {}
            properties, required = schema.get("properties", {}), schema.get("required", [])
            out = {k: self.value(v, depth + 1, k) for k, v in properties.items()
                   if (k in required and rng.random() < 0.95) or rng.random() < 0.5}
            if rng.random() < 0.05:
                out[rng.choice(["extra", "__proto__", "", "页"])] = 1
            return out
        return rng.choice(EVIL_STR + self.pool[:5])

    def call(self) -> dict[str, Any]:
        rng = self.rng
        task = self.task
        if task is not None and task.reference_solution and rng.random() < 0.3:
            step = rng.choice(task.reference_solution)
            if step:
                spec = rng.choice(step)
                arguments = dict(spec.arguments)
                if arguments and rng.random() < 0.5:
                    key = rng.choice(list(arguments))
                    arguments[key] = self.value({}, 0, key) if rng.random() < 0.5 else \
                        self.value({"type": "string"})
                return {"name": spec.name, "arguments": arguments}
        function = rng.choice(self.tools).get("function", {}) if self.tools else {"name": "finish"}
        parameters = function.get("parameters", {})
        arguments = self.value(parameters)
        if isinstance(arguments, dict) and "pattern" in parameters.get("properties", {}) \
                and rng.random() < 0.3:
            arguments["pattern"] = rng.choice(EVIL_REGEX + EVIL_STR)
            arguments["mode"] = rng.choice(["regex", "fuzzy", "fixed"])
        name = function["name"]
        if rng.random() < 0.03:
            name = rng.choice([name.upper(), name + " ", "", "finish", "load_skill",
                               "route_to_agent", "search_user_memory", name[:-1]])
        return {"name": name, "arguments": arguments}

    def action(self) -> tuple[str, str]:
        """(shape, action text)."""
        rng = self.rng
        r = rng.random()
        if r < 0.05:
            return "garbage", _garbage(rng)
        if r < 0.09:
            return "malformed", rng.choice(MALFORMED)
        if r < 0.11:
            task = self.task
            return "final_answer", rng.choice(["Done.", "I called your manager.", "",
                                               task.instruction if task else "ok"])
        count = 1 if rng.random() < 0.75 else rng.choice([2, 3, 5, 16, 17])
        calls = [self.call() for _ in range(count)]
        shape = rng.choice(SHAPES) if count == 1 else \
            rng.choice(["list", "tool_call_text", "openai_tool_calls"])
        return shape, _wrap(rng, calls, shape)


def _strings(obj: Any, out: list[str], limit: int) -> None:
    """Short strings of ``obj`` (records, memories), depth first, until ``out`` holds ``limit``."""
    if len(out) >= limit:
        return
    if isinstance(obj, str):
        if 0 < len(obj) < 80:
            out.append(obj)
    elif isinstance(obj, dict):
        for value in obj.values():
            _strings(value, out, limit)
    elif isinstance(obj, list):
        for value in obj:
            _strings(value, out, limit)


def _wrap(rng: random.Random, calls: list[dict[str, Any]], shape: str) -> str:
    first = calls[0]
    if shape == "plain":
        return json.dumps(first, ensure_ascii=rng.random() < 0.3)
    if shape == "str_args":
        return json.dumps({"name": first["name"],
                           "arguments": json.dumps(first["arguments"], ensure_ascii=False)})
    if shape == "double_str":
        twice = json.dumps(json.dumps(first["arguments"]))
        return json.dumps({"name": first["name"], "arguments": twice})
    if shape == "list":
        return json.dumps(calls, ensure_ascii=False)
    if shape == "tool_call_text":
        return "Let me look.\n" + "".join(
            "<tool_call>\n" + json.dumps(c, ensure_ascii=False) + "\n</tool_call>\n" for c in calls)
    if shape == "openai_tool_calls":
        return json.dumps({"tool_calls": [{"id": f"c{i}", "type": "function", "function": {
            "name": c["name"], "arguments": json.dumps(c["arguments"], ensure_ascii=False)}}
            for i, c in enumerate(calls)]})
    if shape == "openai_function":
        return json.dumps({"type": "function", "function": {"name": first["name"],
                                                             "arguments": first["arguments"]}})
    if shape == "invisible_edges":  # what a tokenizer can leave around a call
        return "\ufeff\u200b" + json.dumps(first, ensure_ascii=False) + "\u2060\n"
    if shape == "fenced":
        return "Sure:\n```json\n" + json.dumps(first, ensure_ascii=False) + "\n```\nDone."
    return ('<think>maybe {"name": "finish"}</think>\n<tool_call>' + json.dumps(first)
            + "</tool_call>")
