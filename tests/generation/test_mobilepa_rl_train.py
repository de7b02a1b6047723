"""The online-RL training set of MobilePA-Bench's paper: 4,000 queries in the benchmark's
proportions over its four capabilities, disjoint from the benchmark's queries by world, user,
instruction text and (template, gold tool sequence)."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest

from mobile_env.generation.cli import main as tasks_cli
from mobile_env.generation.disjoint import overlap
from mobile_env.generation.mobilepa_bench import apportion, schedule
from mobile_env.generation.mobilepa_capabilities_generator import CAPABILITIES
from mobile_env.papers import MOBILEPA
from mobile_env.task_format.loading import load_suite, load_tasks

SUITE = "mobilepa-rl-train"
#: The paper's training queries (003 Section 3.5).
QUERIES = 4000


def test_apportion_keeps_the_papers_counts_and_sums_to_the_total() -> None:
    assert apportion(MOBILEPA.tasks, MOBILEPA.capability_tasks) == MOBILEPA.capability_tasks
    counts = apportion(QUERIES, MOBILEPA.capability_tasks)
    assert sum(counts.values()) == QUERIES
    for capability, count in counts.items():
        share = QUERIES * MOBILEPA.capability_tasks[capability] / MOBILEPA.tasks
        assert abs(count - share) < 1, (capability, count, share)
    assert apportion(5, {"a": 1, "b": 1}) == {"a": 3, "b": 2}


def test_the_benchmarks_schedule_is_the_papers_at_its_size() -> None:
    assert len(schedule("x", 0, "train", QUERIES)) == QUERIES
    assert len(schedule("x", 0, "test")) == MOBILEPA.tasks


#: The documented command (docs/suites.md), after ``mobile-env tasks generate``.
COMMAND = ("--suite mobilepa-rl --queries 4000 --seed 4000 --side train "
           "--exclude mobilepa-bench")


def test_the_docs_give_the_command() -> None:
    page = (Path(__file__).parents[2] / "docs" / "suites.md").read_text(encoding="utf-8")
    assert "mobile-env tasks generate " + COMMAND.replace(" --exclude", " \\\n    --exclude") \
        + " --out mobilepa-rl-train.jsonl" in page


def _capability(capability: str) -> str:
    return capability if capability in CAPABILITIES else "tool_use"


@pytest.mark.slow
def test_the_4000_queries_are_disjoint_from_the_benchmark_in_its_proportions(
        tmp_path: Path) -> None:
    """The documented command makes 4,000 queries (each skills query an SOR and an MTSR task),
    disjoint from the benchmark both ways, in its proportions."""
    out = tmp_path / f"{SUITE}.jsonl"
    assert tasks_cli(["generate", *COMMAND.split(), "--out", str(out)]) == 0
    tasks = load_tasks(out)
    assert not overlap(load_suite("mobilepa-bench"), tasks).problems(users=True)
    assert not overlap(tasks, load_suite("mobilepa-bench")).problems(users=True)
    queries = Counter(_capability(t.capability) for t in tasks
                      if not t.id.endswith("-mtsr"))
    assert queries == apportion(QUERIES, MOBILEPA.capability_tasks)
    assert Counter(t.id.rsplit("-", 1)[1] for t in tasks if t.capability == "skills") == {
        "sor": queries["skills"], "mtsr": queries["skills"]}
