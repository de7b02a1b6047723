"""Validation by construction and by replay: is a task well-formed, grounded and solvable
(F11, F14)?

The schema alone cannot tell whether a task is *fair*: a gold answer may name a tool the task
never offers, hold a value the tool itself would reject, or ask for a phone number that appears
nowhere on the phone. :func:`validate_task` checks what a task promises a planner:

* **schema** -- the task re-validates (a task built in code with ``model_copy(update=...)`` skips
  pydantic; this catches it, including evidence that names records the task does not have);
* **gold tools** -- every gold call names an execution tool among the task's candidate tools, and
  every gold parameter exists in that tool's argument model (a ``tool_calls`` task's required
  calls likewise, of any tool kind);
* **gold types** -- every acceptable gold value passes the tool's own validation;
* **SPIEval values** (``gold_calls`` tasks) -- every acceptable value is one SPIEval's exact
  match can meet (the declared type and format: ``"18:30:00"``, not ``"18:30"``), a value that
  a record spells another way (``+14157392098`` for ``+1 415-739-2098``) is listed in that
  spelling too, and ``may_omit`` is not given where the default is already acceptable;
* **grounding** (``gold_calls`` tasks, SPIEval's rule) -- every gold value occurs in, or is
  documented as derived from, the task's own data: a record, the profile, the instruction or
  history, or the ``provides`` text of an evidence entry (a derivation step that cites no
  record, e.g. a date computed from "now"); a key fact needs one grounded wording, the others
  being its paraphrases;
* **paraphrases** -- checked the other way round: a paraphrase must occur in no record (a
  spelling a record holds is a plain acceptable value, and one that another record holds would
  accept a distractor);
* **search claims** -- each is searched for on the task's opening state, 5 results per page:
  the obvious fixed query misses the record or buries it beyond the first page, and the
  claimed search returns it;
* **target delta** (``state_change`` tasks) -- changed and removed records exist;
* **replay** -- the reference solution scores exactly 1.0 under the task's own checker, and
  finishing at once scores 0 (a task that rewards doing nothing measures nothing). Reference
  calls may fail only on tools the task obstructs (friction, or a declared permission not
  granted at the start): recovering is what they show;
* **observability** -- every fact the checker grades (a behaviour rubric's required and
  follow-up facts, key facts, gold and required values, the free-text facts of a target
  delta) appears in what the planner can see: the instruction, history, profile, clock,
  records, memory, the system prompt and tool schemas it is given, or the feedback of any call
  of the reference solution, replayed (a sub-agent's report included) -- or in the evidence,
  which documents how a shown record or the clock yields it. Text counts where a word begins
  ("round" is not shown by "around"); a date counts as seen where the planner is shown it or
  a spelling it can be worked out from (its weekday within the week ahead, "today",
  "tonight", "tomorrow", "June 20" or "20 June"). A fact nobody shows the planner can only be
  guessed;
* **skill routes** (skill tasks) -- every acceptable route binds every tool the reference uses,
  and a Mixed Tool-Skill Routing task also replays to 1.0 with its skill loads left out (its
  direct tools alone solve it).

This module imports the env and the rewards (replay needs them), so it sits above both, below
the generators that prove their tasks with it; :mod:`mobile_env.task_format` itself stays data.
"""

from __future__ import annotations

import json
import re
from collections import Counter
from dataclasses import dataclass, field
from datetime import date
from pathlib import Path
from typing import Any, Callable, Iterable, Iterator, Sequence

from pydantic import ValidationError

from mobile_env.env import MobilePlannerEnv
from mobile_env.task_format.loading import TaskFileError, load_tasks
from mobile_env.skills import SKILLS
from mobile_env.friction import (GRANTED_PERMISSIONS, Dependency, PermissionBlock, RuntimeFault,
                                StateChange)
from mobile_env.task_format.schema import Fact, GoldCall, Task, fact_wordings, text_facts
from mobile_env.tools import FINISH, REGISTRY
from mobile_env.rewards.gates import SKILL_LOADER
from mobile_env.rewards.values import SPIEVAL, normalise

#: Sub-strings of free text that carry a value in their own right (phones, dates, times, numbers).
_VALUE_PATTERNS = (
    re.compile(r"\+?\d[\d\s\-()]{4,}\d"),
    re.compile(r"\d{4}[-/.]\d{1,2}[-/.]\d{1,2}"),
    re.compile(r"\d{1,2}:\d{2}(?::\d{2})?"),
    re.compile(r"-?\d+(?:\.\d+)?"),
)
_SPACE = re.compile(r"\s+")
#: A normalised phone number: digits, with a leading + when a country code was written.
_PHONE_NORM = re.compile(r"^\+?\d{7,}$")

Progress = Callable[[Sequence[Any]], Iterable[Any]]


# ---------------------------------------------------------------------------------------- checks


def validate_task(task: Task) -> list[str]:
    """Every problem found in ``task``, as readable sentences; empty when the task is sound."""
    try:
        task = Task.model_validate(task.model_dump(mode="json"))
    except ValidationError as exc:
        return [f"schema: field '{'.'.join(map(str, e['loc'])) or '(task)'}': {e['msg']}"
                for e in exc.errors(include_url=False)]
    problems = gold_tool_problems(task)
    if problems:  # the value checks below look the tools up; they need the names to be right
        return problems
    spieval = [*spieval_value_problems(task), *grounding_problems(task)] \
        if task.checker == "gold_calls" else []
    return [*gold_value_problems(task), *spieval, *paraphrase_problems(task),
            *search_claim_problems(task), *target_delta_problems(task), *replay_problems(task),
            *observability_problems(task), *skill_route_problems(task)]


def gold_tool_problems(task: Task) -> list[str]:
    """Candidate tools must be registered; gold calls must use offered execution tools and only
    parameters those tools have (required calls may use any offered tool)."""
    problems = [f"candidate_tools: unknown tool {name!r}" for name in task.candidate_tools
                if name not in REGISTRY]
    for where, call in _gold_calls(task):
        if call.name not in REGISTRY:
            problems.append(f"{where}: unknown tool {call.name!r}")
            continue
        tool = REGISTRY[call.name]
        if task.checker == "gold_calls" and tool.kind != "execute":
            problems.append(f"{where}: {call.name} is a {tool.kind} tool, not an execution tool")
        if call.name not in task.candidate_tools and call.name not in _skill_tools(task):
            problems.append(f"{where}: {call.name} is not among the task's candidate_tools "
                            "(nor bound by one of its candidate_skills)")
        problems += [f"{where}: {call.name} has no parameter {param!r} "
                     f"(it has: {', '.join(tool.arg_names)})"
                     for param in call.arguments if param not in tool.args.model_fields]
    return problems


def gold_value_problems(task: Task) -> list[str]:
    """Every acceptable value must be one the tool itself accepts, so a perfect planner can score.

    The call is built from the first acceptable value of each parameter (optional unconstrained
    parameters are left out; required ones borrow the reference solution's value) and validated
    with the tool's model; then each alternative value is swapped in alone, and only errors on
    that parameter count (a cross-field rule may legitimately tie alternatives together).
    """
    problems: list[str] = []
    for where, call in _gold_calls(task):
        model = REGISTRY[call.name].args
        base, missing = _example_arguments(task, call)
        problems += [f"{where}: required unconstrained parameter {p!r} has no example value in "
                     f"the reference solution" for p in missing]
        if missing:
            continue
        try:
            model.model_validate(base)
        except ValidationError as exc:
            problems.append(f"{where}: the gold values are rejected by {call.name}: "
                            f"{_first_error(exc)}")
            continue
        for param, spec in call.arguments.items():
            for value in spec.acceptable()[1:]:
                try:
                    model.model_validate({**base, param: value})
                except ValidationError as exc:
                    own = [e for e in exc.errors(include_url=False) if e["loc"][:1] == (param,)]
                    if own:
                        problems.append(f"{where}: acceptable value {value!r} of {param!r} is "
                                        f"rejected by {call.name}: {own[0]['msg']}")
    return problems


def grounding_problems(task: Task) -> list[str]:
    """Every gold value must be findable on the phone or documented as derived (no hidden facts);
    a key fact needs one grounded wording (its other wordings are paraphrases of it)."""
    corpus = Corpus.of(task)
    problems: list[str] = []
    for where, call in _gold_calls(task):
        for param, spec in call.arguments.items():
            for value in spec.values or ():
                if not corpus.grounds(value):
                    problems.append(f"{where}: {param}={value!r} appears nowhere in the task's "
                                    "records, profile, instruction or evidence")
            for fact in spec.key_facts or ():
                if not any(corpus.grounds(w) for w in fact_wordings(fact)):
                    problems.append(f"{where}: {param}: no wording of the key fact {fact!r} "
                                    "appears in the task's records, profile, instruction or "
                                    "evidence")
    return problems


def spieval_value_problems(task: Task) -> list[str]:
    """Acceptable values SPIEval's exact match can meet, in every spelling the records use."""
    problems: list[str] = []
    spellings = _record_spellings(task)
    for where, call in _gold_calls(task):
        for param, spec in call.arguments.items():
            acceptable = spec.acceptable()
            for value in acceptable:
                if not SPIEVAL.typed(call.name, param, value):
                    problems.append(f"{where}: {param}={value!r} is not of the type or format "
                                    f"{call.name} declares, so spieval_exact never matches it "
                                    "(write it as the tool's description says)")
            if spec.may_omit and SPIEVAL.any_of(call.name, param, _default(call.name, param),
                                                acceptable):
                problems.append(f"{where}: {param}: may_omit is redundant, the default is "
                                "already acceptable")
            for value in acceptable:
                for rid, spelling in _held(spellings, value):
                    if SPIEVAL.typed(call.name, param, spelling) and \
                            not SPIEVAL.any_of(call.name, param, spelling, acceptable):
                        problems.append(
                            f"{where}: {param}: record {rid} spells {value!r} as {spelling!r}, "
                            "which spieval_exact does not accept: list that spelling among the "
                            "values (or, if the record is a distractor, give it a value of its "
                            "own)")
    return list(dict.fromkeys(problems))


def paraphrase_problems(task: Task) -> list[str]:
    """A paraphrase is a spelling no record holds: one that a record holds is a plain value."""
    spellings = _record_spellings(task)
    problems: list[str] = []
    for where, call in _gold_calls(task):
        for param, spec in call.arguments.items():
            for paraphrase in spec.paraphrases:
                value = paraphrase.value
                held = [rid for rid, _ in _held(spellings, value)]
                if held:
                    problems.append(f"{where}: {param}: paraphrase {value!r} occurs in record "
                                    f"{held[0]}: a spelling a record holds belongs in values "
                                    "(or, if it is another record's, it accepts a distractor)")
                if SPIEVAL.any_of(call.name, param, value, spec.values or []):
                    problems.append(f"{where}: {param}: paraphrase {value!r} equals one of the "
                                    "values")
    return problems


def search_claim_problems(task: Task) -> list[str]:
    """Each search claim, checked by searching: the obvious fixed query misses the record or
    buries it beyond page 1, and the claimed search returns it."""
    problems: list[str] = []
    for i, claim in enumerate(task.search_claims):
        where = f"search_claims[{i}] ({claim.needs}, {claim.record_id})"
        pattern = claim.call.arguments.get("pattern") if claim.obvious is None else claim.obvious
        obvious = {"name": claim.call.name, "arguments": {"pattern": pattern}}
        found, error = _search(task, obvious)
        if error is None and claim.record_id in found:
            problems.append(f"{where}: the obvious query {pattern!r} already finds the record "
                            "on page 1, so the task does not need the claimed search")
        claimed = {"name": claim.call.name, "arguments": claim.call.arguments}
        found, error = _search(task, claimed)
        if error is not None:
            problems.append(f"{where}: the claimed search fails: {error}")
        elif claim.record_id not in found:
            problems.append(f"{where}: the claimed search {claim.call.arguments} does not return "
                            "the record")
    return problems


def searched_ids(task: Task, call: dict[str, Any]) -> list[str]:
    """The ids of the records ``call`` (a search) returns on the task's opening state, page as
    asked, 5 results per page; none when it fails."""
    return _search(task, call)[0]


def _search(task: Task, call: dict[str, Any]) -> tuple[list[str], str | None]:
    """(ids on the page a search returns, error message) on the task's opening state, with
    SPIEval's 5 results per page."""
    env = MobilePlannerEnv(tasks=[task], setting="standard")
    env.reset(options={"task_id": task.id})
    observation, *_ = env.step(json.dumps(call, ensure_ascii=False))
    feedback = json.loads(observation)
    if feedback["status"] != "ok":
        return [], f"{feedback['error_type']}: {feedback['payload'].get('message', '')}"
    payload = feedback["payload"]
    if not isinstance(payload, dict) or "results" not in payload:
        return [], f"{call['name']} is not a search tool"
    return [r.get("id") for r in payload["results"]], None


def _record_spellings(task: Task) -> dict[Any, list[tuple[str, Any]]]:
    """Normalised value -> (record id, spelling) of every field value and every phone, date,
    time or number inside a text field of the task's records."""
    out: dict[Any, list[tuple[str, Any]]] = {}
    for rows in task.records.values():
        for row in rows:
            for value in _flatten([v for k, v in row.items() if k != "id"]):
                spellings = [value]
                if isinstance(value, str):
                    spellings += [m.strip() for p in _VALUE_PATTERNS for m in p.findall(value)]
                for spelling in dict.fromkeys(spellings):
                    out.setdefault(normalise(spelling), []).append((row["id"], spelling))
    return out


def _held(spellings: dict[Any, list[tuple[str, Any]]], value: Any) -> list[tuple[str, Any]]:
    """The (record id, spelling) pairs that hold ``value`` under normalisation."""
    key = normalise(value)
    try:
        return spellings.get(key, [])
    except TypeError:  # an object value: no record field spells it
        return []


def target_delta_problems(task: Task) -> list[str]:
    """A target delta may only change or remove records the task has (or its world adds),
    its initial memories included (the state checker sees the memory store as table memory)."""
    if task.target_delta is None:
        return []
    known = {row["id"] for rows in task.records.values() for row in rows}
    known |= {row["id"] for row in task.memory}
    known |= {row["id"] for f in task.friction if isinstance(f, StateChange)
              for rows in f.records.values() for row in rows if "id" in row}
    return [f"target_delta.tables.{table}: {what} record {rid!r} is not in the task's records"
            for table, delta in task.target_delta.tables.items()
            for what, ids in (("changed", list(delta.changed)), ("removed", delta.removed))
            for rid in ids if rid not in known]


def _skill_tools(task: Task) -> set[str]:
    """Tools a task can reach by loading one of its candidate skills."""
    return {tool for skill in task.candidate_skills for tool in SKILLS[skill].tools}


def replay_problems(task: Task) -> list[str]:
    """The reference solution must score exactly 1.0 with every call succeeding (but those on
    obstructed tools), and finishing at once must score exactly 0."""
    problems: list[str] = []
    reward, ended, failed = replay(task, [[{"name": c.name, "arguments": c.arguments} for c in step]
                                          for step in task.reference_solution])
    obstructed = _obstructed_tools(task)
    problems += [f"replay: reference call fails: {message}" for tool, message in failed
                 if tool not in obstructed]
    if not ended:
        problems.append("replay: the reference solution does not end the episode (end it with "
                        "finish)")
    elif reward != 1.0:
        problems.append(f"replay: the reference solution scores {reward}, not 1.0")
    reward, _, _ = replay(task, [[{"name": "finish", "arguments": {}}]])
    if reward != 0.0:
        problems.append(f"replay: finishing at once scores {reward}, not 0")
    return problems


def skill_route_problems(task: Task) -> list[str]:
    """Every acceptable skill route binds every tool the reference uses, and a Mixed Tool-Skill
    Routing task is solvable without skills: MTSR "accepts valid direct-tool, skill-based, or
    mixed solutions" (paper 003, Section 3.2), so its candidates hold a complete route and the
    reference with its skill loads left out replays to 1.0 on the direct tools alone."""
    if task.skill_setting == "none":
        return []
    used = {c.name for step in task.reference_solution for c in step} - {SKILL_LOADER, FINISH}
    problems = [f"skill_routes[{i}]: {route} does not bind {sorted(missing)}, which the "
                "reference uses" for i, route in enumerate(task.skill_routes)
                if (missing := used - {t for s in route for t in SKILLS[s].tools})]
    if task.skill_setting != "mtsr":
        return problems
    if not task.skill_routes:
        problems.append("mtsr: skill_routes is empty; the candidate skills must hold a "
                        "complete route")
    if lacking := sorted(used - set(task.candidate_tools)):
        return problems + [f"mtsr: the direct candidate tools lack {lacking}, so no direct-tool "
                           "solution exists"]
    direct = [[{"name": c.name, "arguments": c.arguments} for c in step if c.name != SKILL_LOADER]
              for step in task.reference_solution]
    reward, _, _ = replay(task, [step for step in direct if step])
    if reward != 1.0:
        problems.append(f"mtsr: the reference without its skill loads scores {reward}, not 1.0 "
                        "(a direct-tool solution must pass)")
    return problems


def observability_problems(task: Task) -> list[str]:
    """Every graded fact must be shown to the planner somewhere (see the module docstring): a
    fact with several wordings needs one of them seen, a list of values every item."""
    seen = Corpus.seen_by_planner(task, reference_observations(task))
    return [f"{where}: the graded fact {fact!r} is never shown to the planner (not in the "
            "instruction, history, records, memory, tool schemas nor any tool feedback along the "
            "reference): it can only be guessed"
            for where, fact in graded_facts(task)
            if not any(seen.shows(wording) for wording in fact_wordings(fact))]


def graded_facts(task: Task) -> Iterator[tuple[str, Fact]]:
    """(where, fact) of every fact the task's checker grades that the planner must know: the
    behaviour rubric's facts, the key facts and acceptable values of gold and required calls
    (a value with paraphrases counts as one fact of several wordings; booleans and ``null`` are
    choices, not facts), and the free-text facts of a target delta."""
    if task.behaviour is not None:
        for name in ("required_facts", "follow_up_facts"):
            for i, fact in enumerate(getattr(task.behaviour, name)):
                yield f"behaviour.{name}[{i}]", fact
    for where, call in _gold_calls(task):
        for param, spec in call.arguments.items():
            for i, fact in enumerate(spec.key_facts or ()):
                yield f"{where}.{param}.key_facts[{i}]", fact
            wordings = [v for v in spec.acceptable() if _factual(v)]
            if wordings and len(wordings) == len(spec.acceptable()):
                yield f"{where}.{param}", wordings
    for table, delta in (task.target_delta.tables.items() if task.target_delta else ()):
        fields = [*(f for r in delta.added for f in r.items()),
                  *(f for r in delta.changed.values() for f in r.items())]
        for name, value in fields:
            for i, fact in enumerate(text_facts(value) or ()):
                yield f"target_delta.tables.{table}.{name}.key_facts[{i}]", fact


def _factual(value: Any) -> bool:
    """Whether a gold value is a fact to be shown (text or a number, or a list of them), not a
    choice a planner makes from the request's meaning (a switch, "not given")."""
    if isinstance(value, list):
        return bool(value) and all(map(_factual, value))
    return isinstance(value, (str, int, float)) and not isinstance(value, bool)


def reference_observations(task: Task) -> list[Any]:
    """What the env shows a planner that plays the reference solution: the opening messages
    (system prompt, history, instruction), the schemas of the tools offered, and the feedback
    payload (or error) of every call but ``finish``, whose answer is the planner's own words."""
    env = MobilePlannerEnv(tasks=[task], reward="task_checker")
    _, info = env.reset(options={"task_id": task.id})
    shown: list[Any] = [[m["content"] for m in info["messages"]], info["tools"]]
    for step in task.reference_solution:
        _, _, terminated, truncated, _ = env.step(
            json.dumps([{"name": c.name, "arguments": c.arguments} for c in step],
                       ensure_ascii=False))
        if terminated or truncated:
            break
    episode = env.episode
    return shown + ([] if episode is None else [call.feedback.payload for step in episode.steps
                                                for call in step.calls if call.name != FINISH])


def _obstructed_tools(task: Task) -> set[str]:
    """Tools a reference may legitimately see fail: friction targets, and tools whose declared
    permission the task does not grant at the start."""
    granted = task.initial_settings.get(GRANTED_PERMISSIONS, ())
    targets = {f.tool for f in task.friction
               if isinstance(f, (PermissionBlock, Dependency, RuntimeFault))}
    blocked = {t for t in task.candidate_tools if t in REGISTRY
               and REGISTRY[t].permission and REGISTRY[t].permission not in granted}
    return targets | blocked


def _play(task: Task, steps: Sequence[Sequence[dict[str, Any]]]
          ) -> Iterator[tuple[int, float, bool, dict[str, Any]]]:
    """(step number, reward, whether the episode ended, info) of sending each step's calls as
    one JSON list, until the episode ends."""
    env = MobilePlannerEnv(tasks=[task], reward="task_checker")
    env.reset(options={"task_id": task.id})
    for number, step in enumerate(steps, start=1):
        action = json.dumps(list(step), ensure_ascii=False)
        _, reward, terminated, truncated, info = env.step(action)
        yield number, reward, terminated or truncated, info
        if terminated or truncated:
            return


def replay(task: Task, steps: Sequence[Sequence[dict[str, Any]]]
           ) -> tuple[float, bool, list[tuple[str, str]]]:
    """(final reward under the task's checker, whether the episode ended, (tool, message) of each
    call that failed) of sending each step's calls as one JSON list."""
    failed: list[tuple[str, str]] = []
    for number, reward, ended, info in _play(task, steps):
        failed += [(call["name"], f"step {number} {call['name']}: {call['error_type']}")
                   for call in info["calls"] if call["status"] != "ok"]
        if ended:
            return reward, True, failed
    return 0.0, False, failed


def replay_calls(task: Task) -> list[tuple[str, str | None]]:
    """(tool, error type or None) of every call of the task's reference solution, replayed."""
    steps = [[{"name": c.name, "arguments": c.arguments} for c in step]
             for step in task.reference_solution]
    return [(call["name"], call["error_type"]) for *_, info in _play(task, steps)
            for call in info["calls"]]


# ------------------------------------------------------------------------------------- grounding


@dataclass(frozen=True)
class Corpus:
    """What a task tells the planner, as normalised atoms (field values) and normalised text."""

    atoms: frozenset[Any]
    text: str
    phones: frozenset[str] = frozenset()
    #: The task's date (``YYYY-MM-DD``), which relative dates are counted from.
    now: str = ""

    @classmethod
    def of(cls, task: Task) -> Corpus:
        pieces: list[Any] = [task.instruction, task.now, task.weekday,
                             *task.profile.model_dump().values(),
                             *(m.content for m in task.history),
                             *(e.provides for e in task.evidence)]
        for rows in task.records.values():
            for row in rows:
                pieces += [v for k, v in row.items() if k != "id"]
        return cls.from_pieces(pieces)

    @classmethod
    def seen_by_planner(cls, task: Task, observations: Sequence[Any]) -> Corpus:
        """What the planner is shown: the task's own data (records with their ids), its memory,
        and ``observations``, the tools' feedback; with the evidence, which documents how a
        shown record or the clock yields a value (``every day`` as days 1 to 7)."""
        records = [row for rows in task.records.values() for row in rows]
        pieces: list[Any] = [task.instruction, task.now, task.weekday,
                             *task.profile.model_dump().values(),
                             *(m.content for m in task.history), *records,
                             *(m.get("text", "") for m in task.memory),
                             *(e.provides for e in task.evidence),
                             *observations]
        return cls.from_pieces(pieces, now=task.now[:10])

    @classmethod
    def from_pieces(cls, pieces: Iterable[Any], now: str = "") -> Corpus:
        """The corpus of ``pieces``, each distinct value read once (search results repeat the
        task's records; a repeat adds nothing that can be found: no match spans two pieces)."""
        atoms: set[Any] = set()
        texts: list[str] = []
        read: set[tuple[type, Any]] = set()
        for value in _flatten(pieces):
            if (type(value), value) in read:  # typed: True, 1 and 1.0 read differently
                continue
            read.add((type(value), value))
            atoms.update(_atoms(value))
            texts.append(_text(value))
        phones = frozenset(a.lstrip("+")
                           for a in atoms if isinstance(a, str) and _PHONE_NORM.match(a))
        return cls(frozenset(atoms), "\n".join(texts), phones, now)

    def shows(self, value: Any) -> bool:
        """Whether the planner is shown ``value``: as :meth:`grounds`, but text only where a word
        begins ("round" is not shown by "around"), and a date also by a spelling of it that the
        clock turns into it."""
        if isinstance(value, (list, tuple)):
            return all(self.shows(v) for v in value)
        if self.grounds(value, whole_words=True):
            return True
        norm = normalise(value)
        return isinstance(norm, str) and bool(_ISO_DATE.fullmatch(norm)) and any(
            _word_in(s, self.text) for s in _date_spellings(norm, self.now))

    def grounds(self, value: Any, whole_words: bool = False) -> bool:
        """Whether ``value`` is held by the corpus: as an atom (a phone with or without its
        country code), or inside its text (with ``whole_words``, where a word begins)."""
        if isinstance(value, (list, tuple)):
            return all(self.grounds(v, whole_words) for v in value)
        norm = normalise(value)
        try:
            if norm in self.atoms:
                return True
        except TypeError:  # unhashable (an object among the values): no record holds it
            return False
        if not isinstance(norm, str):
            return False
        if _PHONE_NORM.match(norm):  # the same number with or without its country code
            digits = norm.lstrip("+")
            if any(p.endswith(digits) or digits.endswith(p) for p in self.phones):
                return True
        return _word_in(_text(norm), self.text) if whole_words else _text(norm) in self.text


def _word_in(words: str, text: str) -> bool:
    """Whether ``words`` occur in (case-folded) ``text`` where a word begins: not after a Latin
    letter or a digit, so "round" is not in "around" but "peanut" is in "peanuts" (a checker
    judging by containment passes either) and Chinese, which has no spaces, is found anywhere."""
    return re.search(rf"(?<![a-z0-9]){re.escape(words)}", text) is not None


_ISO_DATE = re.compile(r"\d{4}-\d{2}-\d{2}")


def _date_spellings(iso: str, now: str) -> list[str]:
    """The ways a request names the date ``iso`` that the clock (``now``, a date) turns into it:
    "June 20" and "20 June" always; its weekday when it falls in the week after ``now``;
    "today" or "tonight", or "tomorrow", for those days (all lower case)."""
    day = date.fromisoformat(iso)
    out = [f"{day:%B} {day.day}".lower(), f"{day.day} {day:%B}".lower()]
    if not now:
        return out
    ahead = (day - date.fromisoformat(now)).days
    if 0 <= ahead <= 7:
        out.append(f"{day:%A}".lower())
    out += {0: ["today", "tonight"], 1: ["tomorrow"]}.get(ahead, [])
    return out


def _flatten(values: Iterable[Any]) -> Iterator[Any]:
    for value in values:
        if isinstance(value, (list, tuple)):
            yield from _flatten(value)
        elif isinstance(value, dict):
            yield from _flatten(value.values())
        elif value is not None:
            yield value


def _atoms(value: Any) -> set[Any]:
    """The normalised value itself, plus every phone, date, time and number inside text."""
    out = {normalise(value)}
    if isinstance(value, str):
        for pattern in _VALUE_PATTERNS:
            out.update(normalise(m.strip()) for m in pattern.findall(value))
    return out


def _text(value: Any) -> str:
    return _SPACE.sub(" ", str(value)).strip().casefold()


# ------------------------------------------------------------------------------------------ paths


@dataclass(frozen=True)
class Problem:
    file: str
    task_id: str
    message: str

    def __str__(self) -> str:
        return f"{self.file}:{self.task_id}: {self.message}"


@dataclass
class ValidationReport:
    files: list[str] = field(default_factory=list)
    tasks: int = 0
    problems: list[Problem] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return not self.problems

    @property
    def bad_tasks(self) -> int:
        return len({(p.file, p.task_id) for p in self.problems})

    def summary(self) -> str:
        verdict = "all valid" if self.ok else (f"{len(self.problems)} problem(s) in "
                                               f"{self.bad_tasks} task(s)")
        return f"{len(self.files)} file(s), {self.tasks} task(s): {verdict}"


def task_files(paths: Iterable[str | Path]) -> list[Path]:
    """The JSONL files named, a folder standing for the ``*.jsonl`` files in it."""
    out: list[Path] = []
    for path in map(Path, paths):
        out += sorted(path.glob("*.jsonl")) if path.is_dir() else [path]
    return out


def validate_paths(paths: Iterable[str | Path],
                   progress: Progress | None = None) -> ValidationReport:
    """Validate every task in ``paths`` (files or folders); ``progress`` may wrap the task list."""
    report = ValidationReport()
    loaded: list[tuple[str, Task]] = []
    for path in task_files(paths):
        report.files.append(str(path))
        try:
            tasks = load_tasks(path)
        except TaskFileError as exc:
            report.problems.append(Problem(str(path), "-",
                                           str(exc).removeprefix(f"{path}:").strip()))
            continue
        for task_id, count in Counter(t.id for t in tasks).items():
            if count > 1:
                report.problems.append(Problem(str(path), task_id, f"task id used {count} times"))
        loaded += [(str(path), t) for t in tasks]
    report.tasks = len(loaded)
    for path, task in (progress or list)(loaded):
        report.problems += [Problem(path, task.id, message) for message in validate_task(task)]
    return report


# --------------------------------------------------------------------------------------- helpers


def _gold_calls(task: Task) -> Iterator[tuple[str, GoldCall]]:
    """The calls the task's checker compares against: gold answers, or required calls."""
    for a, answer in enumerate(task.gold.answers if task.gold is not None else ()):
        for c, call in enumerate(answer.calls):
            yield f"gold.answers[{a}].calls[{c}]", call
    for r, call in enumerate(task.required_calls):
        yield f"required_calls[{r}]", call


def _default(tool: str, param: str) -> Any:
    return REGISTRY[tool].args.model_fields[param].get_default(call_default_factory=True)


def _example_arguments(task: Task, call: GoldCall) -> tuple[dict[str, Any], list[str]]:
    """Arguments from the first acceptable values, and the required params that have none."""
    fields = REGISTRY[call.name].args.model_fields
    reference = next((c.arguments for step in task.reference_solution for c in step
                      if c.name == call.name), {})
    args: dict[str, Any] = {}
    missing: list[str] = []
    for param, spec in call.arguments.items():
        if spec.values is not None:
            args[param] = spec.values[0]
        elif spec.key_facts is not None:
            args[param] = " ".join(fact_wordings(f)[0] for f in spec.key_facts)
        elif param in reference:
            args[param] = reference[param]
        elif fields[param].is_required():
            missing.append(param)
    return args, missing


def _first_error(exc: ValidationError) -> str:
    err = exc.errors(include_url=False)[0]
    where = ".".join(map(str, err["loc"]))
    return f"{where + ': ' if where else ''}{err['msg']}"


__all__ = ["Corpus", "Problem", "ValidationReport", "gold_tool_problems",
           "gold_value_problems", "graded_facts", "grounding_problems", "observability_problems",
           "paraphrase_problems", "reference_observations", "replay",
           "replay_problems", "replay_calls", "search_claim_problems", "searched_ids",
           "skill_route_problems",
           "spieval_value_problems", "task_files", "validate_paths", "validate_task"]
