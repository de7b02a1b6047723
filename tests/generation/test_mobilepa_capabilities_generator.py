"""The MobilePA capabilities generator: deterministic, all three capabilities (skills as SOR+MTSR
pairs), memory over coherent profile worlds, references replay to 1.0, reached through the CLI."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from mobile_env.papers import MOBILEPA
from mobile_env.generation import cli
from mobile_env.task_format.loading import load_suite, load_tasks, to_jsonl
from mobile_env.generation.mobilepa_capabilities_generator import (
    CAPABILITIES, CHECKERS, COMPOSE, CONFLICT, SINGLE, Spec, build_tasks, generate)
from mobile_env.generation.mobilepa_memory_world import DOMAINS, memory_world
from mobile_env.task_format.schema import Task
from mobile_env.validation import replay



@pytest.fixture(scope="module")
def sample() -> list:
    return generate(45, seed=3)  # verify=True: every task is validated and replayed


def test_same_seed_same_bytes() -> None:
    assert to_jsonl(generate(12, 5, verify=False)) == to_jsonl(generate(12, 5, verify=False))
    assert [t.model_dump() for t in build_tasks(4, 5)] == [t.model_dump() for t in build_tasks(4,
                                                                                               5)]
    assert to_jsonl(generate(12, 5, verify=False)) != to_jsonl(generate(12, 6, verify=False))


def test_same_bytes_whatever_the_hash_seed() -> None:
    """Memory stores, routes and derived targets must not follow set iteration order."""
    script = ("from mobile_env.task_format.loading import to_jsonl; "
              "from mobile_env.generation.mobilepa_capabilities_generator import generate; "
              "print(to_jsonl(generate(15, 11, verify=False, side='test')), end='')")
    outputs = {subprocess.run([sys.executable, "-c", script], capture_output=True, text=True,
                              check=True, env={**os.environ, "PYTHONHASHSEED": seed},
                              timeout=300).stdout
               for seed in ("1", "2")}
    assert outputs == {to_jsonl(generate(15, 11, verify=False, side="test"))}


def test_all_three_capabilities(sample: list) -> None:
    shipped = load_suite("mobilepa-capabilities-train")
    for tasks in (sample, shipped):
        assert {t.capability for t in tasks} == set(CAPABILITIES)
        memory = [t for t in tasks if t.capability == "memory"]
        assert all(t.memory and t.template for t in memory)
        skills = [t for t in tasks if t.capability == "skills"]
        assert {t.skill_setting for t in skills} == {"sor", "mtsr"}
        for t in skills:
            loads = [c.arguments["skill_id"] for c in t.reference_solution[0]]
            assert {c.name for c in t.reference_solution[0]} == {"load_skill"}
            assert loads == t.skill_routes[0]  # the reference loads its first acceptable route
            if t.skill_setting == "sor":
                assert t.candidate_tools == ["load_skill"]
                assert len(t.candidate_skills) == MOBILEPA.sor_skills
            else:
                assert t.candidate_tools[-1] == "load_skill"
                assert len(t.candidate_tools) == MOBILEPA.mtsr_tools + 1
                assert len(t.candidate_skills) == MOBILEPA.mtsr_skills
        sub = [t for t in tasks if t.capability == "subagent"]
        assert sub and all(t.checker == "behaviour" and t.behaviour.required_facts for t in sub)
    memory = [t for t in shipped if t.capability == "memory"]
    assert {t.categories[0] for t in memory} == {SINGLE, CONFLICT, COMPOSE}
    assert {t.checker for t in memory} == set(CHECKERS)
    assert any(t.history for t in memory) and any(not t.history for t in memory)
    assert any(t.behaviour.follow_up for t in shipped if t.capability == "subagent")
    pairs: dict[str, set[str]] = {}
    for t in shipped:
        if t.capability == "skills":
            pairs.setdefault(t.id.rsplit("-", 1)[0], set()).add(t.skill_setting)
    assert all(v == {"sor", "mtsr"} for v in pairs.values())


def test_an_mtsr_task_words_its_sor_twin_s_request_another_way(sample: list) -> None:
    twins: dict[str, dict[str, Task]] = {}
    for t in sample:
        if t.capability == "skills":
            twins.setdefault(t.id.rsplit("-", 1)[0], {})[t.skill_setting or ""] = t
    assert twins
    for pair in twins.values():
        sor, mtsr = pair["sor"], pair["mtsr"]
        assert sor.instruction != mtsr.instruction and sor.template != mtsr.template
        assert (sor.required_calls, sor.target_delta, sor.skill_routes[0]) == \
            (mtsr.required_calls, mtsr.target_delta, mtsr.skill_routes[0])


@pytest.mark.parametrize("checker", CHECKERS)
@pytest.mark.parametrize("multi", [False, True])
def test_memory_specs_are_honoured(checker: str, multi: bool) -> None:
    for index in range(6):
        [task] = build_tasks(index, 9, side="test", spec=Spec("memory", checker, multi))
        assert task.checker == checker and bool(task.history) == multi
        assert task.categories[2] in DOMAINS


def test_memory_world_is_coherent_and_gates_name_its_records() -> None:
    """Tasks of one profile world read the same store; required ids are records of it, and a
    revised fact requires both its old and its new record."""
    world = memory_world("test", 4)
    assert world is memory_world("test",
                                 4) and len({m["id"] for m in world.store}) == len(world.store)
    revised = [f for f in world.facts if f.old_id]
    assert revised and all(f.ids == [f.old_id, f.id] for f in revised)
    conflicts = [t for i in range(40)
                 for t in build_tasks(i, 4, side="test", spec=Spec("memory", "tool_calls", False))
                 if t.categories[0] == CONFLICT]
    assert conflicts and all(len(t.required_memory_ids) == 2 for t in conflicts)
    for task in conflicts:
        assert set(task.required_memory_ids) <= {m["id"] for m in task.memory}


def test_reference_scores_one_and_finishing_zero(sample: list) -> None:
    for task in sample[:20]:
        steps = [[{"name": c.name,
                   "arguments": c.arguments} for c in s] for s in task.reference_solution]
        assert replay(task, steps)[0] == 1.0, task.id
        assert replay(task, [[{"name": "finish", "arguments": {}}]])[0] == 0.0, task.id


def test_cli_dispatches_on_suite(tmp_path: Path) -> None:
    assert cli.generator_for(["--suite",
                              "mobilepa-capabilities"]) == "mobilepa_capabilities_generator"
    assert cli.generator_for(["--suite", "mobilepa-bench"]) == "mobilepa_bench"
    assert cli.generator_for(["--suite", "mobilepa"]) == "mobilepa_generator"
    out = tmp_path / "cap.jsonl"
    assert cli.main(["generate", "--suite", "mobilepa-capabilities-mini", "--n", "6", "--seed", "1",
                     "--side", "test", "--out", str(out), "--quiet"]) == 0
    assert {t.suite for t in load_tasks(out)} == {"mobilepa-capabilities-mini"}
