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
from mobile_env.tasks import Task, load_suite
from mobile_env.tasks.schema import Gold
from mobile_env.rewards import get
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
            if terminated or truncated:
                break
