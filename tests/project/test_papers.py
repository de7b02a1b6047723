"""Fidelity to the papers: the registry, the env's defaults and the shipped suites against
:mod:`mobile_env.papers`, in one test.

This is the one place where the papers' numbers are checked (21 SPIEval tools with Figure 11's
required parameters, 10 apps, SPIEval's Table 1 in the hand-written suite, 13 domains with Table
2's counts, candidate-set sizes, step limits, page size, MobilePA-Bench's 1,705 tasks and their
split). Every other test derives what it needs from the registry or the manifest, so adding a
tool fails here and nowhere else -- with a message that names the manifest.
"""

from __future__ import annotations

import inspect
from typing import Any

from mobile_env.apps import SPIEVAL_APPS
from mobile_env.env import MobilePlannerEnv
from mobile_env.papers import MOBILEPA, SPIEVAL
from mobile_env.generation import mobilepa_stats
from mobile_env.task_format import available_suites, load_suite
from mobile_env.task_format.loading import SUITE_GROUPS
from mobile_env.task_format.schema import Task
from mobile_env.task_format.stats import suite_stats, table1
from mobile_env.tools import REGISTRY, SPIEVAL_EXECUTION_TOOLS, SPIEVAL_RETRIEVAL_TOOLS

MANIFEST = "mobile_env/papers.py"
#: The hand-written suite that reproduces SPIEval's benchmark at its scale and shape.
SPIEVAL_SUITE = "spieval-core"
MOBILEPA_BENCH = "mobilepa-bench"
#: Registry domains that are not one of Table 2's: SPIEval's tools, ``finish`` and the generic
#: ``route_to_agent`` (which reaches the sixth sub-agent and has no place among the 16).
NOT_TABLE_2 = {"spieval", "control", "subagents"}


def _differs(what: str, code: Any, paper: Any) -> list[str]:
    return [] if code == paper else [f"{what}: the code has {code!r}, the paper {paper!r}"]


def _catalog_problems() -> list[str]:
    problems = _differs("SPIEval apps (Table 4)", tuple(a.name for a in SPIEVAL_APPS), SPIEVAL.apps)
    problems += _differs("SPIEval retrieval tools (Figure 10)", SPIEVAL_RETRIEVAL_TOOLS,
                         SPIEVAL.retrieval_tools)
    problems += _differs("SPIEval execution tools (Figure 11)", SPIEVAL_EXECUTION_TOOLS,
                         tuple(SPIEVAL.execution_tools))
    for name, required in SPIEVAL.execution_tools.items():
        if name in REGISTRY:
            schema = REGISTRY[name].schema["function"]["parameters"]
            problems += _differs(f"{name}'s required parameters (Figure 11)",
                                 sorted(schema["required"]), sorted(required))
    domains = {REGISTRY[n].domain for n in REGISTRY.names()} - NOT_TABLE_2
    problems += _differs("MobilePA domains (Table 2)", sorted(domains), sorted(MOBILEPA.domains))
    for tag, (title, count) in MOBILEPA.domains.items():
        problems += _differs(f"tools in {title} [{tag}] (Table 2)",
                             len(REGISTRY.names(domain=tag)), count)
    return problems


def _benchmark_problems() -> list[str]:
    """SPIEval's benchmark: 50 tasks per capability, Table 1's operations cell by cell, and the
    tasks with more than one execution call (Section 3.4)."""
    tasks = load_suite(SPIEVAL_SUITE)
    stats = suite_stats(tasks)
    where = f"{SPIEVAL_SUITE}"
    problems = _differs(f"{where} tasks per capability", stats.per_capability,
                        {cap: SPIEVAL.tasks_per_capability for cap in SPIEVAL.capabilities})
    problems += _differs(f"{where} multi-call tasks", stats.multi_call_tasks,
                         SPIEVAL.multi_call_tasks)
    for cap, cells in table1(tasks).items():
        problems += _differs(f"{where} Table 1 row {cap}", tuple(cells.values()),
                             SPIEVAL.operation_counts.get(cap))
    return problems


def _default(parameter: str, owner: Any) -> Any:
    return inspect.signature(owner).parameters[parameter].default


def _defaults_problems() -> list[str]:
    problems = _differs("the env's page size", _default("page_size", MobilePlannerEnv),
                        SPIEVAL.page_size)
    return problems + _differs("a task's default step limit",
                               Task.model_fields["step_limit"].default, SPIEVAL.step_limit)


def _task_problems(task: Task) -> list[str]:
    """The candidate set and step limit the papers give a task of this kind."""
    where = f"task {task.id} ({task.suite})"
    if task.capability in SPIEVAL.capabilities:  # the paper's 21, and ask_user if a user answers
        offered = tuple(t for t in task.candidate_tools if t != "ask_user" or task.user is None)
        return (_differs(f"{where} candidate tools", offered, SPIEVAL.tools)
                + _differs(f"{where} step limit", task.step_limit, SPIEVAL.step_limit))
    problems = _differs(f"{where} step limit", task.step_limit, MOBILEPA.step_limit)
    direct = [t for t in task.candidate_tools if t != "load_skill" or task.skill_setting == "none"]
    sizes = {"none": (MOBILEPA.candidate_tools, 0), "sor": (0, MOBILEPA.sor_skills),
             "mtsr": (MOBILEPA.mtsr_tools, MOBILEPA.mtsr_skills)}[task.skill_setting]
    return problems + _differs(f"{where} candidate tools and skills",
                               (len(direct), len(task.candidate_skills)), sizes)


def _bench_problems() -> list[str]:
    """MobilePA-Bench's split against the paper's counts (002 Sections 4.1 and 4.5, 003 Section
    3.5 and Appendix B.1)."""
    tasks = load_suite(MOBILEPA_BENCH)
    shape = mobilepa_stats.shape(tasks, friction=False)
    counts = {"tool_use": sum(r["tasks"] for r in shape["tool_use"].values()),
              "memory": shape["memory"]["tasks"], "skills": shape["skills"]["queries"],
              "subagent": shape["subagent"]["tasks"]}
    where = f"suite {MOBILEPA_BENCH}"
    problems = _differs(f"{where} tasks per capability", counts, dict(MOBILEPA.capability_tasks))
    problems += _differs(f"{where} queries and trajectories", (shape["queries"], shape["tasks"]),
                         (MOBILEPA.tasks, MOBILEPA.trajectories))
    problems += _differs(f"{where} idle Tool Use tasks (empty reference-call lists)",
                         sum(r["idle"] for r in shape["tool_use"].values()), MOBILEPA.tool_use_idle)
    per_category = MOBILEPA.tool_use_tasks // len(MOBILEPA.tool_use)
    problems += _differs(f"{where} Tool Use tasks per category",
                         {c: r["tasks"] for c, r in shape["tool_use"].items()},
                         dict.fromkeys(MOBILEPA.tool_use, per_category))
    problems += _differs(f"{where} Memory turns", shape["memory"]["turns"],
                         dict(MOBILEPA.memory_turns))
    return problems + _differs(f"{where} Memory primary checkers", shape["memory"]["checkers"],
                               dict(MOBILEPA.memory_checkers))


def test_the_code_matches_the_papers_manifest() -> None:
    problems = (_catalog_problems() + _defaults_problems() + _benchmark_problems()
                + _bench_problems())
    for suite in sorted(set(available_suites()) - set(SUITE_GROUPS)):
        problems += [p for task in load_suite(suite) for p in _task_problems(task)]
    assert not problems, (
        f"the code no longer matches the papers' manifest {MANIFEST}:\n  " + "\n  ".join(problems)
        + f"\nIf the papers (or what this project reproduces of them) changed, update {MANIFEST}; "
        "otherwise the code drifted from the papers.")
