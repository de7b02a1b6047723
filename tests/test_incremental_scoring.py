"""A live record scored after every step keeps what it derived (the successful execution calls
by tool, each gold call's ranking of them, running counts) and extends it with the new steps
only. What it pays must be what scoring the same record from scratch pays, to the byte, however
the calls fall: right, wrong, repeated, failed, malformed, beyond the exact pairing's limit."""

from __future__ import annotations

import copy
import json
import random
from typing import Any

import pytest

from mobile_env.env import MobilePlannerEnv
from mobile_env.episode import EpisodeRecord
from mobile_env.reward_registry import value_of
from mobile_env.tasks import Task, find_task, load_suite
from mobile_env.tasks.schema import Gold
from mobile_env.rewards import behaviour as behaviour_checker, get
from mobile_env.rewards.gold_calls import EXACT_PAIRING_LIMIT, execution_calls, pair_costs
from mobile_env.rewards.shaping import prefix

DEMO = load_suite("demo")[0]
#: Two Phone_Call gold calls (two rankings of one tool's calls), a send, an alarm.
GOLD = {"answers": [
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
REWARDS = ("spieval_exact", "spieval_normalised", "partial_credit", "well_formed",
           "invalid_call_penalty", "retrieval_efficiency", "step_cost", "spieval_shaped")


def _task(ordered: bool) -> Task:
    return DEMO.model_copy(update={"gold": Gold.model_validate({**GOLD, "ordered": ordered})})


def _call(rng: random.Random) -> dict[str, Any]:
    """A call drawn to hit every case: the right call, a near miss, a failed one, a search."""
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
        {"name": "search_contacts", "arguments": {"query": "Reed"}},
        {"name": "No_Such_Tool", "arguments": {}}])


def _action(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.05:
        return "{not json"
    if roll < 0.25:
        return json.dumps([_call(rng) for _ in range(rng.randint(2, 6))])
    return json.dumps(_call(rng))


def _scores(record: EpisodeRecord, names: tuple[str, ...] = REWARDS) -> str:
    """Every reward's value and breakdown as one text, to compare byte for byte."""
    return json.dumps([[result.value, result.breakdown]
                       for result in (get(name)(record) for name in names)], default=repr)


@pytest.mark.parametrize("seed,ordered", [(0, False), (1, False), (2, True)])
def test_scoring_a_live_record_every_step_equals_scoring_it_afresh(seed: int,
                                                                   ordered: bool) -> None:
    rng = random.Random(seed)
    env = MobilePlannerEnv(tasks=[_task(ordered)], step_limit=120, max_errors=1_000)
    env.reset(options={"task_id": DEMO.id})
    record = env.episode
    assert record is not None
    for _ in range(120):
        _, _, terminated, truncated, _ = env.step(_action(rng))
        assert _scores(record) == _scores(copy.copy(record))  # a copy derives nothing yet
        if terminated or truncated:
            break
    if not ordered:  # the greedy pairing was reached, over rankings kept and extended
        costs, calls = pair_costs(record), execution_calls(record)
        rankings = costs.rankings.values()
        assert max(len(kept.order) for kept in rankings) > EXACT_PAIRING_LIMIT
        for kept in rankings:  # each the one a full sort gives
            assert kept.order == sorted((costs.cost(kept.gold, calls.calls[c], kept.rules), c)
                                        for c in calls.by_tool[kept.gold.name])
    # a shorter record made from it (its steps no longer end with what was kept) and one whose
    # steps were replaced in place: each derives afresh and scores as a fresh copy does
    short = prefix(record, len(record.steps) // 2)
    assert _scores(short) == _scores(copy.copy(short))
    record.steps[:] = record.steps[::-1]
    assert _scores(record) == _scores(copy.copy(record))


MOBILEPA_REWARDS = ("task_checker", "tool_calls", "state_change", "behaviour", "memory_gate",
                    "skill_gate", "final_reply")


def _mobilepa_action(task: Task, rng: random.Random) -> str:
    """One of the reference solution's calls (right, or with an argument changed), a call of
    any candidate tool with no arguments, a skill load, or garbage; sometimes several in
    parallel. Nothing that ends the episode: the test finishes it."""
    reference = [c for step in task.reference_solution for c in step if c.name != "finish"]

    def call() -> dict[str, Any]:
        roll = rng.random()
        if roll < 0.5 and reference:
            made = rng.choice(reference)
            arguments = dict(made.arguments)
            if arguments and rng.random() < 0.3:
                arguments[rng.choice(sorted(arguments))] = "something else"
            return {"name": made.name, "arguments": arguments}
        if roll < 0.6:
            return {"name": "load_skill", "arguments": {"skill": rng.choice(
                task.candidate_skills or ["none"])}}
        return {"name": rng.choice(task.candidate_tools), "arguments": {}}

    if rng.random() < 0.05:
        return '{"name": '
    return json.dumps([call() for _ in range(rng.randint(2, 4))] if rng.random() < 0.2
                      else call())


@pytest.mark.parametrize("suite", ["mobilepa-core", "mobilepa-memory", "mobilepa-skills",
                                   "mobilepa-subagents"])
def test_mobilepa_checkers_scored_live_equal_scored_afresh(suite: str) -> None:
    rng = random.Random(suite)
    tasks = load_suite(suite)
    for task in rng.sample(tasks, 4):
        env = MobilePlannerEnv(tasks=[task], step_limit=60, max_errors=1_000)
        env.reset(options={"task_id": task.id}, seed=rng.randrange(1000))
        record = env.episode
        assert record is not None
        for step in range(60):
            action = (_mobilepa_action(task, rng) if step < 59 else
                      json.dumps({"name": "finish", "arguments": {"answer": "Done?"}}))
            _, _, terminated, truncated, _ = env.step(action)
            assert _scores(record, MOBILEPA_REWARDS) == _scores(copy.copy(record),
                                                                MOBILEPA_REWARDS), task.id
            for name in MOBILEPA_REWARDS:  # scored for its value alone (a potential): the same
                assert value_of(get(name), record) == get(name)(record).value, (task.id, name)
            if terminated or truncated:
                break


def _played(task_id: str, actions: list[dict[str, Any]], step_reward: str) -> EpisodeRecord:
    env = MobilePlannerEnv(task=task_id, step_reward=step_reward, step_limit=len(actions))
    env.reset(seed=0)
    for action in actions:
        observation, *_ = env.step(json.dumps(action))
        assert '"status":"ok"' in observation, observation
    assert env.episode is not None
    return env.episode


def _contacts(count: int) -> list[dict[str, Any]]:
    return [{"name": "add_contact", "arguments": {"name": f"Ann Lee {i}",
                                                  "phone": f"+86 135 {i:08d}"}}
            for i in range(count)]


@pytest.mark.parametrize("name,listing", [("tool_calls", "extraneous_calls"),
                                                ("state_change", "differences")])
def test_more_writes_than_the_task_asks_decide_a_value_without_listing_them(
        name: str, listing: str) -> None:
    """Scored for its value alone, a checker stops once more writes succeeded than its task
    can pair (required calls) or expects (records added): the value is 0 whatever else holds,
    and listing thousands of writes at every step made a step's cost grow with the episode.
    The breakdown read after a scoring still lists every one; a value scoring lists none."""
    reward = get(name)
    record = _played("pa-tu-be-01", _contacts(4), name)
    seen: list[Any] = []

    def kept(episode: EpisodeRecord) -> Any:
        seen.append(reward(episode))
        return seen[-1]

    assert value_of(kept, record) == kept(record).value == 0.0
    value_only, read = seen
    assert value_only.breakdown[listing] == []
    listed = read.breakdown[listing]
    if name == "tool_calls":
        assert [c["call"] for c in listed] == ["add_contact"] * 4
    else:
        assert [d["problem"] for d in listed] == ["unexpected_added"] * 4
    assert value_only.breakdown.keys() == read.breakdown.keys()


def test_each_handoff_is_read_once_over_a_live_record(monkeypatch: pytest.MonkeyPatch) -> None:
    """``behaviour`` keeps what each handoff carried (its route, the facts it left out), so a
    record scored after every step looks for the facts in each handoff once: under
    ``step_reward="behaviour"`` 5,000 handoffs made scoring step 5,000 cost 38 ms, finding the facts
    again in every one. Values and breakdowns are those of a fresh copy."""
    task = find_task("pa-sub-01")
    assert task.behaviour is not None
    required, read = task.behaviour.required_facts, []
    original = behaviour_checker.missing_facts

    def counted(facts: Any, text: str) -> Any:
        if facts is required:
            read.append(text)
        return original(facts, text)

    monkeypatch.setattr(behaviour_checker, "missing_facts", counted)
    handoff = task.reference_solution[0][0]
    texts = ("Book it", "Book Lucky Noodles at 19:00", *task.behaviour.required_facts)
    steps = [{"name": handoff.name, "arguments": {"instruction": text}} for text in texts]
    steps.append({"name": "route_to_image_agent", "arguments": {"instruction": "Lucky Noodles"}})
    record = _played(task.id, steps, "behaviour")
    assert len(read) == 5  # the handoffs to the rubric's route, each once over six scorings
    full = get("behaviour")(record)
    assert full.breakdown["routes"] == ["gui"] * 5 + ["image"]
    assert full.breakdown["missing_facts"] == ["2025-06-02"]  # the second handoff's: fewest
    assert not full.breakdown["route_ok"] and full.value == value_of(get("behaviour"), record)
    assert _scores(record, ("behaviour",)) == _scores(copy.copy(record), ("behaviour",))
