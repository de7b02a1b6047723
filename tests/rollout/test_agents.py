"""The scripted agents: the oracle solves every shipped task, the random agent is seeded and
well-formed, and the heuristic plays only on what a model would see."""

from __future__ import annotations

import datetime as dt
import json
from pathlib import Path
from typing import Any

import gymnasium as gym
import pytest

import mobile_env
from mobile_env.agents import Agent, HeuristicAgent, get_agent
from mobile_env.agents.heuristic import plan_clauses, resolve_date, resolve_time
from mobile_env.evaluation.runner import play_episode
from mobile_env.task_format import Task, load_suite, load_tasks
from mobile_env.task_format.schema import CallSpec
from mobile_env.tools import SPIEVAL_TOOLS

TASK_FILES = sorted((Path(__file__).resolve().parents[2] / "tasks").glob("*.jsonl"))
NOW = dt.datetime(2025, 11, 1, 12)  # a Saturday


@pytest.fixture(scope="module")
def demo() -> Task:
    return load_suite("demo")[0]


def actions_of(agent: Agent, task: Task, setting: str = "standard") -> tuple[list[str], float]:
    """Every action ``agent`` takes on ``task`` and the final reward."""
    env = gym.make(mobile_env.ENV_ID, tasks=[task], setting=setting)
    obs, info = env.reset(seed=0, options={"task_id": task.id})
    agent.reset(task.id, info["messages"], info["tools"])
    actions, done, reward = [], False, 0.0
    while not done:
        actions.append(agent.act(obs))
        obs, reward, terminated, truncated, _ = env.step(actions[-1])
        done = terminated or truncated
    return actions, reward


@pytest.mark.parametrize("path", TASK_FILES, ids=lambda p: p.name)
def test_oracle_scores_one_on_every_shipped_task(path: Path) -> None:
    tasks = load_tasks(path)
    env = gym.make(mobile_env.ENV_ID, tasks=tasks)
    oracle = get_agent("oracle", tasks=tasks)
    failed = [t.id for t in tasks if play_episode(env, oracle, t.id)["reward"] != 1.0]
    assert not failed, (f"{len(failed)} task(s) not solved by their reference solution: "
                        f"{failed[:10]}")


def test_oracle_finishes_after_its_plan(demo: Task) -> None:
    actions, reward = actions_of(get_agent("oracle", tasks=[demo]), demo)
    assert reward == 1.0 and len(actions) == len(demo.reference_solution)


def test_get_agent_offers_only_accepted_keywords(demo: Task) -> None:
    assert isinstance(get_agent("heuristic", tasks=[demo], seed=3), HeuristicAgent)
    assert get_agent("random", tasks=[demo], seed=3).seed == 3
    with pytest.raises(KeyError, match="available"):
        get_agent("genius")


def test_random_agent_is_seeded_and_well_formed(demo: Task) -> None:
    first, _ = actions_of(get_agent("random", seed=7), demo)
    again, _ = actions_of(get_agent("random", seed=7), demo)
    assert first == again
    runs = [actions_of(get_agent("random", seed=s), demo)[0] for s in range(20)]
    assert len({json.dumps(r) for r in runs}) > 1
    env = gym.make(mobile_env.ENV_ID, tasks=[demo])
    for seed in range(20):
        agent = get_agent("random", seed=seed)
        obs, info = env.reset(options={"task_id": demo.id})
        agent.reset(demo.id, info["messages"], info["tools"])
        done = False
        while not done:
            action = agent.act(obs)
            for call in json.loads(action) if action.startswith("[") else [json.loads(action)]:
                assert call["name"] in SPIEVAL_TOOLS or call["name"] == "finish"
            obs, _, terminated, truncated, step = env.step(action)
            assert step["error_type"] not in ("invalid_json", "unknown_tool")
            done = terminated or truncated
        assert step["termination_reason"] == "finish"


def _without_answers(task: Task) -> Task:
    """The task with another gold, no evidence and a do-nothing reference solution."""
    answer = task.gold.answers[0].model_copy(update={"calls": [
        task.gold.answers[0].calls[0].model_copy(update={"name": "Messages_Send",
                                                         "arguments": {}})]})
    return task.model_copy(update={
        "gold": task.gold.model_copy(update={"answers": [answer]}),
        "evidence": [],
        "reference_solution": [[CallSpec(name="finish")]],
    })


@pytest.mark.parametrize("setting", ["standard", "full"])
def test_heuristic_never_reads_gold(demo: Task, setting: str) -> None:
    spieval = [path for path in TASK_FILES if path.name.startswith(("demo", "spieval"))]
    tasks = [t for path in spieval for t in load_tasks(path)][:50]
    for task in tasks:
        honest, _ = actions_of(HeuristicAgent(), task, setting)
        blind, _ = actions_of(HeuristicAgent(), _without_answers(task), setting)
        assert honest == blind, task.id


def test_heuristic_solves_the_figure_1_example(demo: Task) -> None:
    actions, reward = actions_of(HeuristicAgent(), demo)
    assert reward == 1.0
    assert json.loads(actions[0])[0]["name"] == "search_phone"


def test_heuristic_uses_prompt_records_without_search(demo: Task) -> None:
    actions, reward = actions_of(HeuristicAgent(), demo, "no_search")
    assert reward == 1.0
    assert not any("search_" in a for a in actions)


def test_heuristic_survives_garbage_feedback(demo: Task) -> None:
    agent = HeuristicAgent()
    env = gym.make(mobile_env.ENV_ID, tasks=[demo])
    _, info = env.reset(options={"task_id": demo.id})
    agent.reset(demo.id, info["messages"], info["tools"])
    actions = [agent.act(obs)
               for obs in ("Call my manager.", "not json", "[1, 2]", "{}", "{}", "{}")]
    assert actions[-1] == json.dumps({"name": "finish", "arguments": {}})


@pytest.mark.parametrize(("text", "expected"), [
    ("tomorrow morning", "2025-11-02"),
    ("the day after tomorrow", "2025-11-03"),
    ("on Monday", "2025-11-03"),
    ("on Saturday", "2025-11-08"),
    ("on 2025-12-1", "2025-12-01"),
    ("now", "2025-11-01"),
    ("for my flight", None),
])
def test_resolve_date(text: str, expected: str | None) -> None:
    found = resolve_date(text, NOW)
    assert (found and found.isoformat()) == expected


@pytest.mark.parametrize(("text", "expected"), [
    ("wake me at 7 am", dt.time(7)), ("at 7:30pm", dt.time(19, 30)), ("at 19:05", dt.time(19, 5)),
    ("at noon", dt.time(12)), ("pay 200", None), ("on 2025-11-03", None),
])
def test_resolve_time(text: str, expected: Any) -> None:
    assert resolve_time(text) == expected


def test_plan_clauses_splits_intents() -> None:
    active = list(SPIEVAL_TOOLS)
    clauses = plan_clauses("Call Daniel Reed and text my wife that I will be late", active)
    assert [c.tool for c in clauses] == ["Phone_Call", "Messages_Send"]
    assert clauses[0].keywords == ["Daniel Reed"]
    assert plan_clauses("Set an alarm for 7 am", active)[0].tool == "Clock_CreateAlarm"
    assert plan_clauses("Set an alarm for 7 am", ["Phone_Call"]) == []
