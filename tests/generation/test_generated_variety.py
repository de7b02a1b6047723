"""The generated SPIEval suites are as varied as the paper's: instructions not repeated, records
each task's own rather than a background every task shares (SPIEval populates each task's
records independently), both measured by ``mobile-env tasks stats`` from the suite files."""

from __future__ import annotations

import pytest

from mobile_env.generation.cli import main as tasks_cli
from mobile_env.generation.generator import (CAPABILITIES, OPERATIONS, build_task, generate,
                                             knobs_for)
from mobile_env.generation.stats_cli import spieval_shared
from mobile_env.task_format import load_suite
from mobile_env.task_format.generated import read_manifest
from mobile_env.task_format.loading import tasks_dir
from mobile_env.task_format.schema import Task
from mobile_env.task_format.stats import diversity, shared_records

#: Every generated SPIEval suite the manifest names.
GENERATED = sorted(name for name in read_manifest(tasks_dir()) if name.startswith("spieval"))
DEMO = load_suite("demo")[0]


def _with_records(task_id: str, records: dict[str, list[dict[str, object]]]) -> Task:
    return DEMO.model_copy(update={"id": task_id, "records": records})


def test_every_generated_spieval_suite_is_measured() -> None:
    assert GENERATED == ["spieval-test", "spieval-train", "spieval-zh-test", "spieval-zh-train"]


@pytest.mark.parametrize("name", GENERATED)
def test_generated_suites_repeat_almost_no_instruction(name: str) -> None:
    assert diversity(load_suite(name)).distinct_share >= 0.95


@pytest.mark.parametrize("name", GENERATED)
def test_generated_tasks_hold_at_most_a_third_shared_records(name: str) -> None:
    tasks = load_suite(name)
    shared = spieval_shared(tasks)
    assert shared.max_share <= 1 / 3, (shared.max_task, shared.max_share)


def test_a_record_is_shared_when_its_fields_equal_a_world_s_whatever_its_id() -> None:
    world = {"contacts": [{"id": "contacts-1", "name": "Ling Xie", "phone_number": "1"}]}
    mine = {"id": "contacts-2", "name": "Leo Park", "phone_number": "2"}
    moved = {"id": "contacts-9", "name": "Ling Xie", "phone_number": "1"}
    changed = {"id": "contacts-1", "name": "Ling Xie", "phone_number": "3"}
    tasks = [_with_records("a", {"contacts": [moved, mine]}),
             _with_records("b", {"contacts": [changed, mine]}),
             _with_records("c", {"sms": [moved]})]
    shared = shared_records(tasks, [world])
    assert (shared.share, shared.max_share, shared.max_task) == (1 / 5, 1 / 2, "a")
    with pytest.raises(ValueError, match="no tasks"):
        shared_records([], [world])


def test_stats_prints_the_shared_figure(capsys: pytest.CaptureFixture[str]) -> None:
    assert tasks_cli(["stats", "spieval-core"]) == 0
    line = next(line for line in capsys.readouterr().out.splitlines()
                if line.startswith("records from the shared worlds: "))
    assert "% (per task, max " in line


def test_a_redrawn_task_keeps_its_index_s_capability_and_operation() -> None:
    knobs = knobs_for("medium")
    first = build_task(12, 7, "spieval", knobs, "medium")
    again = build_task(12, 7, "spieval", knobs, "medium", attempt=1)
    assert (again.id, again.capability, again.categories) == (first.id, first.capability,
                                                              first.categories)
    assert again.records != first.records
    tasks = generate(150, seed=3, verify=False)
    assert len({t.instruction for t in tasks}) == len(tasks)
    assert [t.capability for t in tasks] == [CAPABILITIES[i % 5] for i in range(150)]
    assert [t.categories[0] for t in tasks if t.capability != "multi_intent"] == [
        OPERATIONS[(i // 5) % 10] for i in range(150) if i % 5 != 4]
