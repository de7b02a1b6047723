"""The MobilePA capabilities generator: deterministic, all three capabilities (skills as SOR+MTSR
pairs), references replay to 1.0, shipped splits disjoint, reached through the CLI."""

from __future__ import annotations

from pathlib import Path

import pytest

from mobile_env.papers import MOBILEPA
from mobile_env.tasks import cli
from mobile_env.tasks.loading import load_tasks, to_jsonl
from mobile_env.tasks.mobilepa_capabilities_generator import (CAPABILITIES, build_tasks, content_hash,
                                                              generate)
from mobile_env.tasks.validate import replay

TASKS = Path(__file__).resolve().parents[1] / "tasks"


@pytest.fixture(scope="module")
def sample() -> list:
    return generate(40, seed=3)  # verify=True: every task is validated and replayed


def test_same_seed_same_bytes() -> None:
    assert to_jsonl(generate(12, 5, verify=False)) == to_jsonl(generate(12, 5, verify=False))
    assert [t.model_dump() for t in build_tasks(4, 5)] == [t.model_dump() for t in build_tasks(4, 5)]
    assert to_jsonl(generate(12, 5, verify=False)) != to_jsonl(generate(12, 6, verify=False))


def test_all_three_capabilities(sample: list) -> None:
    shipped = load_tasks(TASKS / "mobilepa-capabilities-train.jsonl")
    for tasks in (sample, shipped):
        assert {t.capability for t in tasks} == set(CAPABILITIES)
        memory = [t for t in tasks if t.capability == "memory"]
        assert {t.categories[0] for t in memory} == {"single_record_grounding", "conflicting_record_resolution"}
        assert all(t.memory and t.required_memory_ids and t.checker == "tool_calls" for t in memory)
        skills = [t for t in tasks if t.capability == "skills"]
        assert {t.skill_setting for t in skills} == {"sor", "mtsr"}
        for t in skills:
            assert t.reference_solution[0][0].name == "load_skill" and t.checker == "tool_calls"
            if t.skill_setting == "sor":
                assert t.candidate_tools == ["load_skill"]
                assert len(t.candidate_skills) == MOBILEPA.sor_skills
            else:
                assert t.candidate_tools[-1] == "load_skill"
                assert len(t.candidate_tools) == MOBILEPA.mtsr_tools + 1
                assert len(t.candidate_skills) == MOBILEPA.mtsr_skills
        sub = [t for t in tasks if t.capability == "subagent"]
        assert sub and all(t.checker == "behaviour" and t.behaviour.required_facts for t in sub)
    assert any(t.behaviour.follow_up for t in shipped if t.capability == "subagent")
    pairs = {}
    for t in shipped:
        if t.capability == "skills":
            pairs.setdefault(t.id.rsplit("-", 1)[0], set()).add(t.skill_setting)
    assert all(v == {"sor", "mtsr"} for v in pairs.values())


def test_reference_scores_one_and_finishing_zero(sample: list) -> None:
    for task in sample[:20]:
        steps = [[{"name": c.name, "arguments": c.arguments} for c in s] for s in task.reference_solution]
        assert replay(task, steps)[0] == 1.0, task.id
        assert replay(task, [[{"name": "finish", "arguments": {}}]])[0] == 0.0, task.id


def test_shipped_splits_disjoint() -> None:
    train = load_tasks(TASKS / "mobilepa-capabilities-train.jsonl")
    test = load_tasks(TASKS / "mobilepa-capabilities-test.jsonl")
    assert (len(train), len(test)) == (300, 60)
    assert not {content_hash(t) for t in train} & {content_hash(t) for t in test}
    assert not {t.id for t in train} & {t.id for t in test}


def test_cli_dispatches_on_suite(tmp_path: Path) -> None:
    assert cli._generator_for(["--suite", "mobilepa-capabilities"]) == "mobilepa_capabilities_generator"
    assert cli._generator_for(["--suite", "mobilepa"]) == "mobilepa_generator"
    out = tmp_path / "cap.jsonl"
    assert cli.main(["generate", "--suite", "mobilepa-capabilities-mini", "--n", "6", "--seed", "1",
                     "--out", str(out), "--quiet"]) == 0
    assert {t.suite for t in load_tasks(out)} == {"mobilepa-capabilities-mini"}
