"""F7 memory store and tools, and the F22 memory gate, on small tasks built in place."""

from __future__ import annotations

import json
from typing import Any

import pytest

from mobile_env.env import MobilePlannerEnv
from mobile_env.episode import EpisodeRecord
from mobile_env.task_format import load_suite
from mobile_env.task_format.schema import Task
from mobile_env.tools import ToolCall, ToolContext, UserProfile, execute
from mobile_env.rewards import get

#: The first Tool Use task as plain data, its world materialised.
BASE: dict[str, Any] = load_suite("mobilepa-tool-use")[0].model_dump(mode="json")
MEMORY = [
    {"id": "memory-1", "text": "The user's gym class is on Tuesday at 19:00",
     "category": "routine"},
    {"id": "memory-2", "text": "Mom's birthday is on 12 March", "category": "identity"},
    {"id": "memory-3", "text": "Prefers aisle seats on trains", "category": "preference"},
    {"id": "memory-4", "text": "Prefers window seats on planes", "category": "preference"},
    {"id": "memory-5", "text": "Gym bag is in the car", "category": "habit"},
]
ALARM = {"name": "set_alarm", "arguments": {"time": {"values": ["18:30"]}}}


def task(**fields: Any) -> Task:
    """The first Tool Use task's world with a memory task on top."""
    data = {k: v for k, v in BASE.items() if k not in ("friction", "required_calls", "gold")}
    data.update(id="mem-test", capability="memory",
                instruction="Set an alarm half an hour before my gym class.",
                candidate_tools=["search_user_memory", "add_user_memory", "replace_user_memory",
                                 "remove_user_memory", "set_alarm", "list_alarms"],
                memory=MEMORY, required_memory_ids=["memory-1"], checker="tool_calls",
                required_calls=[ALARM],
                reference_solution=[[{"name": "search_user_memory",
                                      "arguments": {"query": "gym class"}}],
                                    [{"name": "set_alarm", "arguments": {"time": "18:30"}}],
                                    [{"name": "finish", "arguments": {}}]])
    data.update(fields)
    return Task.model_validate(data)


def play(t: Task, steps: list[list[tuple[str, dict[str, Any]]]],
         page_size: int = 5) -> tuple[EpisodeRecord, float]:
    env = MobilePlannerEnv(tasks=[t], page_size=page_size)
    env.reset(seed=0)
    reward = 0.0
    for step in steps:
        _, reward, terminated, truncated, _ = env.step(json.dumps([{"name": n, "arguments": a}
                                                                   for n, a in step]))
        if terminated or truncated:
            break
    assert env.episode is not None
    return env.episode, reward


def data(episode: EpisodeRecord, index: int = -1) -> dict[str, Any]:
    return episode.calls[index].feedback.payload["data"]


def test_initial_memory_is_in_the_state_and_the_dump_of_other_tasks_is_unchanged() -> None:
    env = MobilePlannerEnv(tasks=[task()])
    env.reset(seed=0)
    assert env.state is not None and [m["id"]
                                      for m in env.state.memory] == [m["id"] for m in MEMORY]
    assert "memory" not in Task.model_validate(BASE).model_dump()


def test_search_ranks_deterministically_with_ids_and_pages() -> None:
    episode, _ = play(task(), [[("search_user_memory", {"query": "gym"})]])
    assert [r["id"]
            for r in data(episode)["results"]] == ["memory-1", "memory-5"]  # tie on score: by id
    episode, _ = play(task(), [[("search_user_memory", {"query": "prefers seats"})],
                              [("search_user_memory", {"query": "prefers seats", "page": 2})],
                              [("search_user_memory", {"query": "prefers seats", "page": 3})]],
                              page_size=1)
    first, second = data(episode, 0), data(episode, 1)
    assert (first["total"], first["pages"],
            [r["id"] for r in first["results"]]) == (2, 2, ["memory-3"])
    assert "page=2" in first["hint"] and [r["id"] for r in second["results"]] == ["memory-4"]
    assert episode.calls[2].feedback.error_type == "invalid_arguments"
    episode, _ = play(task(),
                      [[("search_user_memory", {"query": "seats", "category": "Preference"})],
                              [("search_user_memory", {"query": "quantum physics"})]])
    assert {r["id"] for r in data(episode, 0)["results"]} == {"memory-3", "memory-4"}
    assert data(episode, 1)["results"] == [] and data(episode, 1)["total"] == 0


def test_add_replace_remove_change_the_store_and_failures_change_nothing() -> None:
    env = MobilePlannerEnv(tasks=[task()])
    env.reset(seed=0)
    steps = [("add_user_memory", {"text": "Allergic to  peanuts", "category": "identity"}),
             ("replace_user_memory",
              {"memory_id": "memory-3", "text": "Prefers window seats on trains"}),
             ("remove_user_memory", {"memory_id": "memory-6"}),
             ("add_user_memory", {"text": "Likes jazz"})]
    for name, args in steps:
        env.step(json.dumps({"name": name, "arguments": args}))
    assert env.state is not None
    memory = {m["id"]: m for m in env.state.memory}
    # memory-6 was added, then removed; the next id is never reused
    assert list(memory) == ["memory-1", "memory-2", "memory-3", "memory-4", "memory-5", "memory-7"]
    assert memory["memory-3"]["text"] == "Prefers window seats on trains"
    assert (memory["memory-3"]["updated_at"] == BASE["now"]
            and memory["memory-3"]["category"] == "preference")
    assert memory["memory-7"] == {"id": "memory-7", "text": "Likes jazz", "category": "general",
                                  "created_at": BASE["now"], "updated_at": BASE["now"]}
    state = env.state
    ctx = ToolContext(UserProfile("u", "1", "2"), 5)
    for name, args in [("replace_user_memory", {"memory_id": "memory-99", "text": "x"}),
                       ("remove_user_memory", {"memory_id": "memory-6"}),
                       ("add_user_memory", {"text": "likes JAZZ"}),
                       ("add_user_memory", {"text": ""})]:
        after, result = execute(state, ToolCall(name, args), {name}, ctx)
        assert not result.feedback.ok and after.memory is state.memory, (name, result.feedback)
        assert (after.log[-1].tool, after.log[-1].status) == (name, result.feedback.error_type)


def test_memory_updates_are_judged_by_the_state_checker() -> None:
    t = task(checker="state_change", required_calls=[], required_memory_ids=[],
             target_delta={"tables": {"memory": {
                 "changed": {"memory-3": {"text": "Prefers window seats on trains"}},
                 "removed": ["memory-5"]}},
                           "ignore_fields": ["updated_at"]},
             reference_solution=[[{"name": "finish", "arguments": {}}]])
    _, reward = play(t,
                     [[("replace_user_memory",
                        {"memory_id": "memory-3", "text": "Prefers window seats on trains"}),
                          ("remove_user_memory", {"memory_id": "memory-5"})], [("finish", {})]])
    assert reward == 1.0
    _, reward = play(t, [[("remove_user_memory", {"memory_id": "memory-5"})], [("finish", {})]])
    assert reward == 0.0


@pytest.mark.parametrize(("steps", "expected"), [
    ([[("search_user_memory", {"query": "gym class"})], [("set_alarm", {"time": "18:30"})],
      [("finish", {})]], 1.0),
    # retrieval after the action still counts: the gate scans the whole trajectory
    ([[("set_alarm", {"time": "18:30"})], [("search_user_memory", {"query": "gym"})],
      [("finish", {})]], 1.0),
    # the right action without retrieving the record fails the gate
    ([[("set_alarm", {"time": "18:30"})], [("finish", {})]], 0.0),
    # a search that does not return memory-1 (off the page) does not count
    ([[("search_user_memory", {"query": "bag in the car"})], [("set_alarm", {"time": "18:30"})],
      [("finish", {})]], 0.0),
    # retrieved but wrong action
    ([[("search_user_memory", {"query": "gym class"})], [("set_alarm", {"time": "19:00"})],
      [("finish", {})]], 0.0),
])
def test_memory_gate(steps: list[list[tuple[str, dict[str, Any]]]], expected: float) -> None:
    episode, reward = play(task(), steps)
    assert reward == expected
    result = get("task_checker")(episode)
    gate = get("memory_gate")(episode)
    assert result.breakdown["route_ok"] == (gate.value == 1.0)
    assert result.breakdown["exec_ok"] == (get("tool_calls")(episode).value == 1.0)
    assert gate.breakdown["missing"] == ([] if gate.value else ["memory-1"])


def test_memory_schema_is_validated() -> None:
    with pytest.raises(ValueError, match="memory-<n>"):
        task(memory=[{"id": "mem-1", "text": "x"}], required_memory_ids=[])
    with pytest.raises(ValueError, match="required_memory_ids"):
        task(required_memory_ids=["memory-9"])


@pytest.mark.parametrize("tid,calls,expected", [
    ("pa-mem-mm-01", [("add_user_memory", {"text": "Neighbor: Tom Wu",
                                           "category": "identity"})], 1.0),
    ("pa-mem-mm-01", [("add_user_memory", {"text": "My new neighbour, Tom Wu, moved in",
                                           "category": "identity"})], 1.0),
    ("pa-mem-mm-01", [("add_user_memory", {"text": "My neighbour is Tom",
                                           "category": "identity"})], 0.0),
    ("pa-mem-mm-04", [("replace_user_memory", {"memory_id": "memory-1",
                                               "text": "Ana Ruiz is my secretary now."})], 1.0),
    ("pa-mem-mm-04", [("replace_user_memory", {"memory_id": "memory-1",
                                               "text": "My assistant is Ana Ruiz."})], 0.0),
    ("pa-mem-mm-05", [("replace_user_memory", {"memory_id": "memory-6",
                                               "text": "Weekday alarm: 6:15"})], 1.0)])
def test_shipped_memory_writes_are_judged_by_their_facts(tid: str, calls: list[Any],
                                                          expected: float) -> None:
    """The user states a fact, not its wording: a memory in other words passes, one that loses
    a fact fails (the state checker reads the text by its key facts)."""
    shipped = next(t for t in load_suite("mobilepa-memory") if t.id == tid)
    episode, _ = play(shipped, [[("search_user_memory", {"query": q})]
                                for q in ("neighbour", "secretary", "weekdays wake up")]
                      + [calls, [("finish", {})]])
    assert get("task_checker")(episode).value == expected
