"""Every registered reward's value and breakdown on every prefix of scripted episodes, pinned.

The episodes cover every reward's branches: SPIEval's gold answers (one or several answers,
ordered or not, more calls of one tool than the exact pairing takes, key facts, unconstrained
parameters) and MobilePA's checkers and gates (required calls in order or not, ambiguity,
permission blocks, runtime faults, dependencies, scheduled world changes, memory, both skill
settings, sub-agent handoffs and follow-ups), each played right, with noise and writes nobody
asked for, with a wrong value, and as a seeded random walk. The live record is scored after the
reset and after every step (the records the env's ``step_reward`` scores), and each result is
compared, key by key, with ``golden/reward_values_<family>.json``; runs of prefixes with the
same result are stored once, as ``prefixes: [first, last]``.

After a deliberate change of a reward, or a new built-in one, regenerate the files:
``python tests/rewards/test_reward_values.py``.
"""

from __future__ import annotations

import json
import random
import subprocess
import sys
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

import pytest

from episode_scripts import GARBAGE, scripts
from mobile_env.agents.base import FINISH_ACTION, calls_action
from mobile_env.env import MobilePlannerEnv
from mobile_env.readonly import thaw
from mobile_env.reward_registry import get, names
from mobile_env.task_format import Task, find_task, load_suite
from mobile_env.task_format.schema import Behaviour, Gold, GoldCall
from mobile_env.tools import REGISTRY

GOLDEN = Path(__file__).resolve().parents[1] / "golden"
#: The longest object or array the snapshot writes on one line.
INLINE = 96
FAMILIES = ("spieval", "mobilepa")

#: Two answers: two calls of one tool, a key-facts text, an unconstrained parameter.
MULTI_ANSWER_GOLD = {"answers": [
    {"calls": [
        {"name": "Phone_Call", "arguments": {"telephone": {"values": ["+1 415-739-2098"]},
                                             "type": {"values": ["VIDEO"]}}},
        {"name": "Phone_Call", "arguments": {"telephone": {"values": ["+1 415-555-0001"]}}},
        {"name": "Messages_Send", "arguments": {"telephone": {"values": ["13916623345"]},
                                                "text": {"key_facts": ["late"]}}},
        {"name": "Clock_CreateAlarm", "arguments": {"time": {"values": ["07:00:00"]},
                                                    "name": {"unconstrained": True}}}]},
    {"calls": [
        {"name": "Phone_Call", "arguments": {"telephone": {"values": ["+1 415-555-0001"]}}}]}]}

#: MobilePA tasks, one per kind of check: (suite, task id, the variants played).
EVERY_VARIANT = ("reference", "noisy", "changed", "random")
MOBILEPA_TASKS = (
    ("mobilepa-tool-use", "pa-tu-be-01", EVERY_VARIANT),  # tool calls
    ("mobilepa-tool-use", "pa-tu-be-05", EVERY_VARIANT),  # tool calls, ambiguity
    ("mobilepa-tool-use", "pa-tu-be-18", EVERY_VARIANT),  # tool calls, permission block
    ("mobilepa-tool-use", "pa-tu-be-02", EVERY_VARIANT),  # tool calls, runtime fault
    ("mobilepa-tool-use", "pa-tu-be-14", EVERY_VARIANT),  # tool calls, scheduled world change
    ("mobilepa-memory", "pa-mem-cr-01", EVERY_VARIANT),  # tool calls, memory gate
    ("mobilepa-skills", "pa-skill-03-sor", EVERY_VARIANT),  # tool calls, skill-only routing
    ("mobilepa-skills", "pa-skill-03-mtsr", EVERY_VARIANT),  # tool calls, mixed routing
    ("mobilepa-tool-use", "pa-tu-be-03", EVERY_VARIANT),  # state change
    ("mobilepa-tool-use", "pa-tu-be-11", EVERY_VARIANT),  # state change, dependency
    ("mobilepa-tool-use", "pa-tu-be-07", EVERY_VARIANT),  # state change, runtime fault
    ("mobilepa-tool-use", "pa-tu-rs-05", EVERY_VARIANT),  # state change, scheduled world change
    ("mobilepa-memory", "pa-mem-cr-03", EVERY_VARIANT),  # state change, memory gate
    ("mobilepa-skills", "pa-skill-01-sor", EVERY_VARIANT),  # state change, skill-only routing
    ("mobilepa-skills", "pa-skill-01-mtsr", EVERY_VARIANT),  # state change, mixed routing
    ("mobilepa-tool-use", "pa-tu-ir-11", ("changed",)),  # state change, a setting set wrong
    ("mobilepa-memory", "pa-mem-mm-01", ("reference", "changed")),  # a memory judged by facts
    ("mobilepa-memory", "pa-mem-mm-10", ("changed", "dropped")),  # a memory changed, one removed
    ("mobilepa-subagents", "pa-sub-01", EVERY_VARIANT),  # behaviour: gui, present options
    ("mobilepa-subagents", "pa-sub-13", EVERY_VARIANT),  # behaviour: call agent, ask
    ("mobilepa-subagents", "pa-sub-12", EVERY_VARIANT),  # behaviour: call agent, no follow-up
)


@dataclass(frozen=True)
class Episode:
    """One scripted episode: its name in the snapshot, its family, the task, seed and actions."""

    name: str
    family: str
    task: Task
    seed: int
    actions: tuple[str, ...]


def reference(task: Task) -> list[str]:
    """The task's reference solution, one action per step."""
    return [calls_action((c.name, c.arguments) for c in step) for step in task.reference_solution]


def _calls(action: str) -> list[dict[str, Any]]:
    parsed = json.loads(action)
    return parsed if isinstance(parsed, list) else [parsed]


def _writes(action: str) -> bool:
    return any(c["name"] in REGISTRY and (REGISTRY[c["name"]].kind in ("execute", "subagent")
                                          or c["name"].endswith("_user_memory"))
               and c["name"] != "search_user_memory" for c in _calls(action))


def _changed(action: str) -> str:
    """``action`` with the first string argument of its first call given another value."""
    calls = _calls(action)
    first = calls[0]["arguments"]
    key = next((k for k, v in first.items() if isinstance(v, str)), None)
    if key is not None:
        first[key] = first[key] + " (2)"
    return json.dumps(calls, ensure_ascii=False)


def _doubled(action: str) -> str:
    calls = _calls(action)
    return json.dumps(calls + calls[:1], ensure_ascii=False)


def variants(task: Task) -> dict[str, list[str]]:
    """The reference, a noisy one (garbage, a bare call, the last write made twice), one with a
    value of the last write changed, and one with the last write left out."""
    steps = reference(task)
    at = max((i for i, s in enumerate(steps) if _writes(s)), default=0)
    bare = calls_action([(task.candidate_tools[-1], {})])
    return {"reference": steps,
            "noisy": [GARBAGE[0], bare, *steps[:at], _doubled(steps[at]), *steps[at + 1:]],
            "changed": [*steps[:at], _changed(steps[at]), *steps[at + 1:]],
            "dropped": [*steps[:at], *steps[at + 1:]]}


def _random_spieval_call(rng: random.Random) -> dict[str, Any]:
    phone = rng.choice(["+1 415-739-2098", "+1 415-555-0001", "+1 415-555-0002", "14157392098"])
    return rng.choice([
        {"name": "Phone_Call", "arguments": {"telephone": phone,
                                             "type": rng.choice(["VIDEO", "VOICE"])}},
        {"name": "Phone_Call", "arguments": {"telephone": phone}},
        {"name": "Phone_Call", "arguments": {"telephone": 5}},
        {"name": "Messages_Send", "arguments": {"telephone": "13916623345",
                                                "text": rng.choice(["late", "early"])}},
        {"name": "Clock_CreateAlarm", "arguments": {"time": rng.choice(["07:00:00", "08:00:00"]),
                                                    "name": "x"}},
        {"name": "search_contacts", "arguments": {"pattern": "Reed"}},
        {"name": "No_Such_Tool", "arguments": {}}])


def random_spieval(seed: int, steps: int) -> list[str]:
    """Right calls, near misses, failed calls, searches and garbage, some steps in parallel."""
    rng = random.Random(seed)
    out = []
    for _ in range(steps):
        roll = rng.random()
        out.append("{not json" if roll < 0.05 else json.dumps(
            [_random_spieval_call(rng) for _ in range(rng.randint(2, 6))] if roll < 0.3
            else _random_spieval_call(rng)))
    return out


def random_mobilepa(task: Task, steps: int) -> list[str]:
    """Reference calls (right, or a value changed), bare calls of candidate tools, skill loads
    and garbage, some steps in parallel, then a finish that asks a question."""
    rng = random.Random(task.id)
    made = [c for step in task.reference_solution for c in step if c.name != "finish"]

    def call() -> dict[str, Any]:
        roll = rng.random()
        if roll < 0.5 and made:
            chosen = rng.choice(made)
            arguments = dict(chosen.arguments)
            if arguments and rng.random() < 0.3:
                arguments[rng.choice(sorted(arguments))] = "something else"
            return {"name": chosen.name, "arguments": arguments}
        if roll < 0.6:
            return {"name": "load_skill",
                    "arguments": {"skill": rng.choice(task.candidate_skills or ["none"])}}
        return {"name": rng.choice(task.candidate_tools), "arguments": {}}

    out = ['{"name": ' if rng.random() < 0.1 else json.dumps(
        [call() for _ in range(rng.randint(2, 4))] if rng.random() < 0.2 else call())
        for _ in range(steps)]
    return [*out, json.dumps({"name": "finish", "arguments": {"answer": "Done?"}})]


def _spieval_episodes() -> list[Episode]:
    demo = load_suite("demo")[0]
    core = load_suite("spieval-core")
    out = [Episode(f"{s.suite}/{s.task_id}/script-{s.seed}",
                   "mobilepa" if s.suite.startswith("mobilepa") else "spieval",
                   find_task(s.task_id, s.suite), s.seed, s.actions) for s in scripts()]
    numbers = [r["phone_number"] for r in demo.records["contacts"]]
    sprays = {
        "spray": [calls_action(("Phone_Call", {"telephone": n, "type": "VIDEO"})
                               for n in numbers), FINISH_ACTION],
        "spray_types": [*(calls_action([("Phone_Call", {"telephone": n, "type": k})])
                          for n in numbers for k in ("VIDEO", "VOICE")), FINISH_ACTION],
        "answer_only": ["I have called your manager."]}
    out += [Episode(f"demo/{name}", "spieval", demo, 0, tuple(actions))
            for name, actions in sprays.items()]
    for ordered in (False, True):
        task = demo.model_copy(update={"gold": Gold.model_validate(
            {**MULTI_ANSWER_GOLD, "ordered": ordered})})
        label = "ordered" if ordered else "any-order"
        out.append(Episode(f"demo-two-answers-{label}/random", "spieval", task, 0,
                           tuple(random_spieval(int(ordered), 12))))
    for task in core[3:5]:
        out += [Episode(f"spieval-core/{task.id}/{name}", "spieval", task, 0,
                        (*actions, FINISH_ACTION))
                for name, actions in variants(task).items() if name != "reference"]
    return out


def _mobilepa_episodes() -> list[Episode]:
    out = []
    for suite, task_id, played in MOBILEPA_TASKS:
        task = find_task(task_id, suite)
        scripted = {**variants(task), "random": random_mobilepa(task, 6)}
        out += [Episode(f"{suite}/{task_id}/{name}", "mobilepa", task, 0, tuple(scripted[name]))
                for name in played]
    any_order = find_task("pa-tu-be-01", "mobilepa-tool-use").model_copy(
        update={"required_calls_ordered": False})
    steps = reference(any_order)
    out += [Episode("any-order/pa-tu-be-01/reversed", "mobilepa", any_order, 0,
                    tuple([*steps[:-1][::-1], steps[-1]])),
            Episode("any-order/pa-tu-be-01/random", "mobilepa", any_order, 0,
                    tuple(random_mobilepa(any_order, 10)))]
    # two required texts to one number, one of them to any number: the pairing that covers both
    # must also leave the fewest texts over
    texts = any_order.model_copy(update={"required_calls": [GoldCall.model_validate(
        {"name": "send_sms", "arguments": {"recipient": recipient,
                                           "text": {"unconstrained": True}}})
        for recipient in ({"values": ["+86 135 0000 0001"]}, {"unconstrained": True})]})
    sms = [calls_action([("send_sms", {"recipient": number, "text": text})])
           for number, text in (("+86 135 0000 0001", "a"), ("+86 135 0000 0002", "b"),
                                ("+86 135 0000 0001", "c"))]
    out.append(Episode("any-order/texts/three-for-two", "mobilepa", texts, 0,
                       (*sms, FINISH_ACTION)))
    handoff = find_task("pa-sub-01", "mobilepa-subagents")
    assert handoff.behaviour is not None
    no_route = handoff.model_copy(update={"behaviour": Behaviour.model_validate(
        {**handoff.behaviour.model_dump(), "route": None, "required_facts": [],
         "follow_up": "ask"})})
    out += [Episode("no-route/pa-sub-01/reference", "mobilepa", no_route, 0,
                    tuple(reference(no_route))),
            Episode("no-route/pa-sub-01/asks", "mobilepa", no_route, 0,
                    ("Which time suits you: 19:00 or 19:30?",)),
            Episode("pa-sub-01/elsewhere-then-asks", "mobilepa", handoff, 0, (
                calls_action([("route_to_image_agent", {"instruction": "Lucky Noodles"})]),
                calls_action([("route_to_gui_agent",
                               {"instruction": "Book Lucky Noodles at 19:00"})]),
                "Shall I book 19:00 or 19:30?"))]
    return out


@cache
def episodes() -> tuple[Episode, ...]:
    """Every scripted episode, named uniquely."""
    out = (*_spieval_episodes(), *_mobilepa_episodes())
    assert len({e.name for e in out}) == len(out)
    return out


def plain(value: Any) -> Any:
    """A breakdown as JSON reads it back (tuples become lists), or a TypeError for anything
    JSON cannot hold."""
    return json.loads(json.dumps(thaw(value), ensure_ascii=False, allow_nan=False))


def score_prefixes(episode: Episode,
                   rewards: list[str]) -> dict[str, list[dict[str, Any]]]:
    """Each of ``rewards`` on the live record after the reset and after each step."""
    env = MobilePlannerEnv(tasks=[episode.task], step_limit=len(episode.actions) + 1)
    env.reset(seed=episode.seed, options={"task_id": episode.task.id})
    record = env.episode
    assert record is not None
    scored: dict[str, list[dict[str, Any]]] = {name: [] for name in rewards}

    def score_all() -> None:
        for name in rewards:
            result = get(name)(record)
            scored[name].append({"value": result.value, "breakdown": plain(result.breakdown)})

    score_all()
    for action in episode.actions:
        _, _, terminated, truncated, _ = env.step(action)
        score_all()
        if terminated or truncated:
            break
    return scored


def runs(results: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Consecutive prefixes with the same result, stored once with their first and last."""
    out: list[dict[str, Any]] = []
    for length, result in enumerate(results):
        if out and {k: v for k, v in out[-1].items() if k != "prefixes"} == result:
            out[-1]["prefixes"][1] = length
        else:
            out.append({"prefixes": [length, length], **result})
    return out


def expand(stored: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The inverse of :func:`runs`: one result per prefix."""
    return [{k: v for k, v in run.items() if k != "prefixes"}
            for run in stored for _ in range(run["prefixes"][0], run["prefixes"][1] + 1)]


def difference(pinned: Any, now: Any, path: str = "") -> str | None:
    """Where two JSON values first differ, as ``path: pinned ..., now ...``; None if equal."""
    if isinstance(pinned, dict) and isinstance(now, dict):
        for key in sorted(pinned.keys() | now.keys()):
            if key not in now or key not in pinned:
                return (f"{path}.{key}: pinned {pinned.get(key, '<absent>')!r}, "
                        f"now {now.get(key, '<absent>')!r}")
            found = difference(pinned[key], now[key], f"{path}.{key}")
            if found is not None:
                return found
        return None
    if isinstance(pinned, list) and isinstance(now, list):
        for i, (a, b) in enumerate(zip(pinned, now)):
            found = difference(a, b, f"{path}[{i}]")
            if found is not None:
                return found
        if len(pinned) != len(now):
            return f"{path}: pinned {len(pinned)} items, now {len(now)}"
        return None
    if type(pinned) is not type(now) or pinned != now:
        return f"{path}: pinned {pinned!r}, now {now!r}"
    return None


def dump(value: Any, depth: int = 0) -> str:
    """``value`` as sorted, indented JSON, with each object or array that fits in
    :data:`INLINE` characters on one line."""
    flat = json.dumps(value, ensure_ascii=False, sort_keys=True, separators=(", ", ": "))
    if len(flat) <= INLINE or not isinstance(value, (dict, list)) or not value:
        return flat
    pad = " " * (depth + 1)
    if isinstance(value, dict):
        items = [f"{pad}{json.dumps(k, ensure_ascii=False)}: {dump(value[k], depth + 1)}"
                 for k in sorted(value)]
        return "{\n" + ",\n".join(items) + "\n" + " " * depth + "}"
    return ("[\n" + ",\n".join(pad + dump(v, depth + 1) for v in value) + "\n"
            + " " * depth + "]")


def golden_path(family: str) -> Path:
    return GOLDEN / f"reward_values_{family}.json"


@cache
def pinned(family: str) -> dict[str, Any]:
    return json.loads(golden_path(family).read_text(encoding="utf-8"))  # type: ignore[no-any-return]


@pytest.mark.parametrize("episode", episodes(), ids=lambda e: e.name)
def test_every_reward_scores_every_prefix_as_pinned(episode: Episode) -> None:
    stored = pinned(episode.family)
    assert episode.name in stored, f"{episode.name} is not pinned: regenerate the snapshot"
    now = score_prefixes(episode, sorted(stored[episode.name]))
    for name, results in now.items():
        expected = expand(stored[episode.name][name])
        assert len(results) == len(expected), (name, "prefixes", len(expected), len(results))
        for length, (was, is_) in enumerate(zip(expected, results)):
            found = difference(was, is_)
            assert found is None, f"{name} on {episode.name} after {length} steps: {found}"


def test_every_built_in_reward_is_pinned() -> None:
    """The built-in rewards, as a fresh process registers them (tests register more)."""
    listed = subprocess.run([sys.executable, "-c", "from mobile_env.reward_registry import names; "
                             "print(*names())"], capture_output=True, text=True, check=True)
    for family in FAMILIES:
        for name, by_reward in pinned(family).items():
            assert sorted(by_reward) == listed.stdout.split(), name


def test_every_pinned_episode_is_still_played() -> None:
    played = {e.name for e in episodes()}
    for family in FAMILIES:
        assert set(pinned(family)) <= played, family


def test_the_episodes_reach_every_outcome() -> None:
    """The snapshot pins passes and failures of every checker and gate, not only one side."""
    seen: dict[str, set[float]] = {}
    for family in FAMILIES:
        for by_reward in pinned(family).values():
            for name, stored in by_reward.items():
                seen.setdefault(name, set()).update(run["value"] for run in stored)
    for name in ("spieval_exact", "spieval_normalised", "tool_calls", "state_change",
                 "behaviour", "memory_gate", "skill_gate", "task_checker"):
        assert {0.0, 1.0} <= seen[name], name


def write() -> None:
    """Score every episode and write the snapshot files."""
    by_family: dict[str, dict[str, Any]] = {family: {} for family in FAMILIES}
    for episode in episodes():
        by_family[episode.family][episode.name] = {
            name: runs(results) for name, results in score_prefixes(episode, names()).items()}
    for family, snapshot in by_family.items():
        golden_path(family).write_text(dump(snapshot) + "\n", encoding="utf-8")
        print(f"wrote {golden_path(family)}", file=sys.stderr)


if __name__ == "__main__":
    write()
