"""SPIEval's hand-written benchmark in the paper's language: ``spieval-core`` in Chinese.

The Chinese tasks are the English ones (:mod:`.spieval_reasoning` .. :mod:`.spieval_multi_intent`)
put through :func:`zh_task`, a structural translator: every free-text string -- names, titles,
notes, contents, items, places, the instruction, the history, key facts and free-text gold and
argument values -- is looked up whole in :data:`ZH` (:mod:`.spieval_zh_text`), and everything
that is not free text stays as written: ids, dates, times, numbers, phone numbers, accounts,
e-mail addresses, the records' enumerated fields (:data:`RECORD_ENUMS`) and every argument a
tool declares as an enumeration or a search option (:func:`enum_params`). A string with no Latin
word in it is already language-neutral and stays too.

A task may word a string its own way (:data:`.spieval_zh_text.ZH_TASK`), where a search or a
key fact of that task must meet its own records' Chinese. A search of a field that holds labels
(``field="repeat"``) keeps its pattern.

Evidence notes are the author's derivation, not the planner's view: one is translated when
:data:`ZH` has it (a derived gold value must be grounded in Chinese, an enumerated value such as
``train`` named beside its Chinese) and kept as written otherwise.

Every free-text string of every task has its Chinese, or :data:`TASKS` cannot be made
(:class:`Untranslated`; :func:`missing` lists what is lacking). The search claims are not
translated: the build derives them from the Chinese references, as for the English suite.
"""

from __future__ import annotations

import importlib
import json
import re
from collections import ChainMap
from dataclasses import dataclass, field
from functools import cache
from typing import Any, Iterable, Mapping

from mobile_env.suites.authoring import spieval
from mobile_env.suites.authoring.spieval_zh_text import ZH, ZH_TASK
from mobile_env.tools import REGISTRY

SUITE = "spieval-core-zh"

#: The authoring modules of ``spieval-core``, whose tasks this suite translates.
ENGLISH_MODULES = ("spieval_reasoning", "spieval_disambiguation", "spieval_integration",
                   "spieval_preference", "spieval_multi_intent")

#: The versions of the Chinese shared worlds (a change to their records is a new version).
BACKGROUND_ZH_WORLD_VERSION = 1
HOUSEHOLD_ZH_WORLD_VERSION = 1

#: Record fields that are not free text: ids, dates, times, e-mail addresses, and labels the
#: tools compare with their enumerations.
RECORD_ENUMS = frozenset({"id", "status", "repeat", "reminder", "mode", "email", "date",
                          "time", "start_date", "end_date", "start_time", "end_time",
                          "creation_date", "creation_time", "check_in_date", "check_out_date",
                          "departure_time", "estimated_arrival_time", "meeting_id"})

#: The profile's fields that are free text.
PROFILE_TEXT = frozenset({"name", "occupation", "family"})

#: Arguments of the search tools that name options, not text.
SEARCH_OPTIONS = frozenset({"field", "mode", "page", "ignore_case"})

_WORD = re.compile(r"[A-Za-z]{2}")


class Untranslated(KeyError):
    """A free-text string that :data:`ZH` has no Chinese for."""


@cache
def enum_params(tool: str) -> frozenset[str]:
    """The parameters of ``tool`` whose values stay as written: its enumerations and search
    options.

    Args:
        tool: a registered tool name.

    Returns:
        The parameter names.
    """
    if tool not in REGISTRY:
        return frozenset()
    props = REGISTRY[tool].schema["function"]["parameters"]["properties"]
    return frozenset(name for name, spec in props.items()
                     if "enum" in spec or name in SEARCH_OPTIONS)


@dataclass(frozen=True)
class _Translator:
    """The translation of one task: ``table`` is :data:`ZH` under the task's own
    :data:`ZH_TASK` entries; ``lacking`` collects the strings it misses when ``strict`` is
    false (each then stands for itself)."""

    table: Mapping[str, str]
    strict: bool = True
    lacking: dict[str, None] = field(default_factory=dict)

    def text(self, text: str) -> str:
        """The Chinese of a free-text string; one without a Latin word is returned as is."""
        if not _WORD.search(text):
            return text
        if text in self.table:
            return self.table[text]
        if self.strict:
            raise Untranslated(text)
        self.lacking[text] = None
        return text

    def value(self, value: Any) -> Any:
        """A free-text value (a string, or a list or dict of them) in Chinese."""
        if isinstance(value, str):
            return self.text(value)
        if isinstance(value, list):
            return [self.value(v) for v in value]
        if isinstance(value, dict):
            return {k: self.value(v) for k, v in value.items()}
        return value

    def record(self, row: dict[str, Any]) -> dict[str, Any]:
        return {k: v if k in RECORD_ENUMS else self.value(v) for k, v in row.items()}

    def arguments(self, tool: str, arguments: dict[str, Any]) -> dict[str, Any]:
        """A call's arguments in Chinese; a search of a field that holds labels
        (:data:`RECORD_ENUMS`) keeps its pattern."""
        keep = enum_params(tool) | ({"pattern"} if arguments.get("field") in RECORD_ENUMS
                                    else set())
        return {k: v if k in keep else self.value(v) for k, v in arguments.items()}

    def rule(self, tool: str, param: str, spec: dict[str, Any]) -> dict[str, Any]:
        """A gold parameter's rule with its values, paraphrases and key facts in Chinese."""
        if param in enum_params(tool):
            return spec
        out = dict(spec)
        for key in ("values", "key_facts"):
            if key in spec:
                out[key] = self.value(spec[key])
        if "paraphrases" in spec:
            out["paraphrases"] = [{**p, "value": self.value(p["value"]),
                                   "of": self.value(p["of"])} for p in spec["paraphrases"]]
        return out

    def call(self, call: dict[str, Any]) -> dict[str, Any]:
        return {**call, "arguments": self.arguments(call["name"], call["arguments"])}

    def evidence(self, note: dict[str, Any]) -> dict[str, Any]:
        provides = note["provides"]
        return {**note, "provides": self.table.get(provides, provides)}

    def task(self, task: dict[str, Any]) -> dict[str, Any]:
        out = dict(task)
        out["id"] = zh_id(task["id"])
        out["suite"] = SUITE
        out["instruction"] = self.text(task["instruction"])
        if "history" in task:
            out["history"] = [{**turn, "content": self.text(turn["content"])}
                              for turn in task["history"]]
        out["profile"] = {k: self.value(v) if k in PROFILE_TEXT else v
                          for k, v in task["profile"].items()}
        out["records"] = {table: [self.record(r) for r in rows]
                          for table, rows in task["records"].items()}
        out["gold"] = {**task["gold"], "answers": [
            {**answer, "calls": [
                {**call, "arguments": {p: self.rule(call["name"], p, s)
                                       for p, s in call["arguments"].items()}}
                for call in answer["calls"]]}
            for answer in task["gold"]["answers"]]}
        out["evidence"] = [self.evidence(e) for e in task["evidence"]]
        out["reference_solution"] = [[self.call(c) for c in step]
                                     for step in task["reference_solution"]]
        if "search_claims" in task:
            out["search_claims"] = [
                {**c, "call": self.call(c["call"]),
                 "obvious": None if c["obvious"] is None else self.text(c["obvious"])}
                for c in task["search_claims"]]
        return out


def zh_id(task_id: str) -> str:
    """The id of the Chinese task of ``spieval-core``'s ``task_id``: an id names one task among
    all the built-in suites (``find_task``), so the pair differs by a prefix that keeps the
    suite's order.

    Args:
        task_id: an id of ``spieval-core``.

    Returns:
        ``zh-`` and the id.
    """
    return f"zh-{task_id}"


def _translator(task: dict[str, Any], strict: bool) -> _Translator:
    own = ZH_TASK.get(task.get("id", ""), {})
    return _Translator(ChainMap(own, ZH), strict)


def zh_task(task: dict[str, Any]) -> dict[str, Any]:
    """The Chinese of an English SPIEval task dict (as its authoring module writes it).

    Args:
        task: a task dict of ``spieval-core``.

    Returns:
        The same task in Chinese, in suite :data:`SUITE`.

    Raises:
        Untranslated: a free-text string of the task has no Chinese.
    """
    return _translator(task, strict=True).task(task)


def missing(tasks: Iterable[dict[str, Any]]) -> list[str]:
    """The free-text strings of ``tasks`` that :data:`ZH` lacks, each once, in task order.

    Args:
        tasks: English SPIEval task dicts.

    Returns:
        The untranslated strings.
    """
    lacking: dict[str, None] = {}
    for task in tasks:
        translator = _translator(task, strict=False)
        translator.task(task)
        lacking.update(translator.lacking)
    return list(lacking)


def _zh_world(world: dict[str, Any], name: str, version: int) -> dict[str, Any]:
    """An English shared world (:func:`.spieval.background_world`) in Chinese, as the world
    ``worlds/<name>@<version>.json`` that the Chinese tasks start from."""
    translator = _Translator(ZH)
    data = {**world, "world": name, "version": version,
            "profile": {k: translator.value(v) if k in PROFILE_TEXT else v
                        for k, v in world["profile"].items()},
            "records": {table: [translator.record(r) for r in rows]
                        for table, rows in world["records"].items()}}
    loaded: dict[str, Any] = json.loads(json.dumps(data))
    return loaded


def background_world_zh() -> dict[str, Any]:
    """:func:`.spieval.background_world` in Chinese: the Chinese reasoning, disambiguation and
    integration tasks start from it."""
    return _zh_world(spieval.background_world(), "spieval-background-zh",
                     BACKGROUND_ZH_WORLD_VERSION)


def household_world_zh() -> dict[str, Any]:
    """:func:`.spieval.household_world` in Chinese: the Chinese preference and multi-intent
    tasks start from it."""
    return _zh_world(spieval.household_world(), "spieval-household-zh",
                     HOUSEHOLD_ZH_WORLD_VERSION)


#: The tasks of ``spieval-core``, each in Chinese.
TASKS: list[dict[str, Any]] = [
    zh_task(t) for m in ENGLISH_MODULES
    for t in importlib.import_module(f"mobile_env.suites.authoring.{m}").TASKS]
