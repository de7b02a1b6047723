"""The shipped MobilePA-Bench split: reproducible from its seed, every Tool Use category with
friction, every memory axis covered, skills in both settings. Its counts against the paper are
checked in tests/project/test_papers.py."""

from __future__ import annotations

import hashlib
import re
from functools import lru_cache

import pytest

from mobile_env.generation import mobilepa_stats
from mobile_env.task_format.generated import read_manifest
from mobile_env.task_format.loading import load_suite, tasks_dir, to_jsonl
from mobile_env.generation.mobilepa_bench import ATTEMPT_STRIDE, SUITE, generate, schedule, spread
from mobile_env.generation.mobilepa_memory_world import DOMAINS
from mobile_env.task_format.schema import Task

SEED = 1705
#: The smallest share of a Tool Use category's tasks that meet friction (README, MobilePA-Bench).
MIN_FRICTION = 0.3


@lru_cache(maxsize=1)
def shape() -> dict:
    return mobilepa_stats.shape(load_suite(SUITE))


def _index(task: Task) -> int:
    return int(re.fullmatch(rf"{SUITE}-{SEED}-(\d+)(?:-sor|-mtsr)?", task.id).group(1))


def test_spread() -> None:
    assert spread(199, 4) == [50, 50, 50, 49] and sum(spread(1040, 5)) == 1040


def test_slots_rebuild_the_shipped_tasks() -> None:
    """Any shipped task is rebuilt exactly from its slot and index (a sample of each kind)."""
    tasks = load_suite(SUITE)
    slots = schedule(SUITE, SEED, "test")
    by_index: dict[int, list[Task]] = {}
    for task in tasks:
        by_index.setdefault(_index(task), []).append(task)
    assert len(by_index) == len(slots)
    for index in sorted(by_index)[::60]:
        rebuilt = slots[index % ATTEMPT_STRIDE](index, ())
        assert to_jsonl(rebuilt) == to_jsonl(by_index[index]), index


def test_friction_in_every_tool_use_category() -> None:
    for category, row in shape()["tool_use"].items():
        assert row["friction_met"] >= MIN_FRICTION, (category, row)


def test_memory_covers_every_axis() -> None:
    memory = shape()["memory"]
    assert set(memory["reasoning"]) == {"single_record_grounding", "conflicting_record_resolution",
                                        "multi_record_composition"}
    assert set(memory["operation"]) == {"personalized_action", "add_memory", "replace_memory",
                                        "remove_memory"}
    assert set(memory["domain"]) == set(DOMAINS)


def test_skills_and_subagents() -> None:
    skills, sub = shape()["skills"], shape()["subagent"]
    assert skills["settings"] == {"sor": skills["queries"], "mtsr": skills["queries"]}
    assert set(skills["checkers"]) == {"tool_calls", "state_change"}
    assert skills["multi_skill_routes"] and skills["alternative_routes"]
    assert set(sub["routes"]) == {"gui", "image", "search", "monitor", "practice", "call"}
    assert set(sub["follow_ups"]) == {"None", "ask", "present_options"}


@pytest.mark.slow
def test_one_command_writes_the_recorded_bytes() -> None:
    text = to_jsonl(generate(SEED, verify=False))
    entry = read_manifest(tasks_dir())[SUITE]
    assert hashlib.sha256(text.encode()).hexdigest() == entry.sha256
    assert text.count("\n") == entry.tasks == len(load_suite(SUITE))
