"""The MobilePA Tool Use generator (F12-F14): deterministic, all five categories, both checkers,
every friction kind and friction in every category, idle tasks, solvable by construction, scored
per category."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from mobile_env.evaluation.eval_cli import main as eval_main
from mobile_env.generation import cli
from mobile_env.task_format.loading import load_suite, load_tasks
from mobile_env.task_format.loading import to_jsonl
from mobile_env.generation.mobilepa_generator import (CATEGORIES, FRICTION_RATE, IDLE_SCENARIOS,
                                                 build_task, generate)
from mobile_env.generation.mobilepa_stats import frictions_met, is_idle
from mobile_env.tools import REGISTRY
from mobile_env.validation import replay



@pytest.fixture(scope="module")
def sample() -> list:
    return generate(60, seed=3)  # verify=True: every task is validated and replayed


def test_same_seed_same_bytes() -> None:
    assert to_jsonl(generate(10, 5, verify=False)) == to_jsonl(generate(10, 5, verify=False))
    assert build_task(7, 5).model_dump() == build_task(7, 5).model_dump()
    assert to_jsonl(generate(10, 5, verify=False)) != to_jsonl(generate(10, 6, verify=False))


def test_same_bytes_whatever_the_hash_seed() -> None:
    """Set iteration order changes with PYTHONHASHSEED; the derived state targets must not."""
    script = ("from mobile_env.task_format.loading import to_jsonl; "
              "from mobile_env.generation.mobilepa_generator import generate; "
              "print(to_jsonl(generate(20, 11, verify=False)), end='')")
    outputs = {subprocess.run([sys.executable, "-c", script], capture_output=True, text=True,
                              check=True,
                              env={**os.environ, "PYTHONHASHSEED": seed}, timeout=300).stdout
               for seed in ("1", "2")}
    assert outputs == {to_jsonl(generate(20, 11, verify=False))}


def test_categories_checkers_and_friction(sample: list) -> None:
    shipped = load_suite("mobilepa-train")
    for tasks in (sample, shipped):
        assert {t.capability for t in tasks} == set(CATEGORIES)
        assert {t.checker for t in tasks} == {"tool_calls", "state_change"}
        assert all(t.template for t in tasks)
    assert {f.kind for t in shipped for f in t.friction} == {
        "permission", "dependency", "runtime_error", "ambiguity", "state_change"}
    # friction outside the boundary category too: every category has tasks that declare some
    assert {t.capability for t in shipped if t.friction} == set(CATEGORIES)


@pytest.mark.parametrize("category", CATEGORIES)
def test_idle_tasks_act_on_nothing(category: str) -> None:
    """An idle task's reference writes nothing; its one required call is the discovering read,
    and any successful write would fail it."""
    if not IDLE_SCENARIOS[category]:
        with pytest.raises(IndexError):
            build_task(0, 3, category=category, idle=True)
        return
    for index in range(8):
        task = build_task(index, 3, category=category, idle=True)
        assert is_idle(task) and task.checker == "tool_calls", task.id
        assert [REGISTRY[c.name].kind for c in task.required_calls] == ["retrieve"]


def test_injected_friction_is_met_by_the_reference() -> None:
    """Outside boundary detection, acting tasks meet injected obstacles too: the reference's
    call is refused, then retried (after a grant for a revoked permission)."""
    tasks = [build_task(i, 8, category=c, idle=False) for c in CATEGORIES[:4] for i in range(25)]
    met = [frictions_met(t) for t in tasks]
    assert all(m for t, m in zip(tasks, met) if t.friction)  # a declared obstacle is always met
    assert {"runtime_error", "permission"} <= {k for m in met for k in m}
    assert sum(map(bool, met)) / len(tasks) > FRICTION_RATE / 2


def test_reference_scores_one_and_finishing_zero(sample: list) -> None:
    for task in sample[:25]:
        steps = [[{"name": c.name, "arguments": c.arguments} for c in s]
                 for s in task.reference_solution]
        assert replay(task, steps)[0] == 1.0, task.id
        assert replay(task, [[{"name": "finish", "arguments": {}}]])[0] == 0.0, task.id


def test_cli_dispatches_on_suite(tmp_path: Path) -> None:
    out = tmp_path / "pa.jsonl"
    assert cli.main(["generate", "--suite", "mobilepa-mini", "--n", "5", "--seed", "1",
                     "--side", "test", "--out", str(out), "--quiet", "--no-verify"]) == 0
    assert {t.suite for t in load_tasks(out)} == {"mobilepa-mini"}
    assert cli.generator_for(["--suite", "spieval"]) == "generator"


def test_eval_prints_five_categories(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    eval_main(["--suite", "mobilepa-test", "--agent", "oracle", "--runs", "1",
               "--quiet", "--out", str(tmp_path / "r.json")])
    out = capsys.readouterr().out
    rows = {line.split("  ")[0]: line.split() for line in out.splitlines()}
    for title in ("Parameter Grounding", "Dependency Planning", "Reference & State Tracking",
                  "Intent Revision", "Boundary & Error Recovery", "Tool Use (all categories)"):
        assert "100.0" in rows[title], title
    assert "MobilePA-Bench Tool Use accuracy (%) by category" in out and out.startswith("oracle")
