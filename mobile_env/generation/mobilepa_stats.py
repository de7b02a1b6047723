"""The shape of a MobilePA suite: counts and distributions as the paper reports them.

    mobile-env tasks stats mobilepa-bench
    python -m mobile_env.generation.mobilepa_stats "$(mobile-env tasks path mobilepa-bench)"

Per capability (002 Section 4, 003 Section 3.5 and Appendix B): Tool Use tasks per category,
how many are idle (their reference writes nothing) and how many meet friction; Memory tasks by
turns, primary checker, reasoning type, target operation and domain; Skill queries (an SOR and
an MTSR task each) by checker and route shape; Sub-agent tasks by route and follow-up.

A task *meets friction* when it declares friction (a permission block, a dependency, an injected
runtime error, an ambiguity, or a scheduled world change its reference lives to see) or its
reference solution, replayed, has a call the sandbox refuses (a revoked permission, a tool's own
precondition) (:func:`frictions_met`).
"""

from __future__ import annotations

import sys
from collections import Counter
from typing import Any, Iterable, Sequence

from mobile_env.papers import MOBILEPA
from mobile_env.friction import StateChange
from mobile_env.task_format.query_domains import QUERY_DOMAINS
from mobile_env.task_format.schema import Task
from mobile_env.tools import REGISTRY

TOOL_USE = tuple(MOBILEPA.tool_use)


def frictions_met(task: Task) -> list[str]:
    """The obstacles the reference solution meets: the task's declared friction (a scheduled
    ``state_change`` only if the reference lives to see it) and each kind of call the sandbox
    refuses in its replay (``permission``, ``precondition``: a tool's own check, or the declared
    kind that refused it)."""
    from mobile_env.validation import replay_calls  # imports the env

    steps = len(task.reference_solution)
    kinds: set[str] = {f.kind for f in task.friction
                       if not (isinstance(f, StateChange) and f.step > steps)}
    declared: dict[str | None, str] = {getattr(f, "tool", None): f.kind for f in task.friction}
    for name, error_type in replay_calls(task):
        if error_type == "permission_denied":
            kinds.add("permission")
        elif error_type is not None:
            kinds.add(declared.get(name, "precondition"))
    return sorted(kinds)


def is_idle(task: Task) -> bool:
    """Whether the reference writes nothing: the paper's empty reference-call list."""
    return not any(REGISTRY[c.name].kind == "execute" for step in task.reference_solution
                   for c in step if c.name in REGISTRY)


def _share(part: int, whole: int) -> float:
    return part / whole if whole else 0.0


def tool_use_shape(tasks: Sequence[Task], friction: bool = True) -> dict[str, Any]:
    """Per category: tasks, idle tasks, and (``friction``) the share whose reference meets one."""
    out: dict[str, Any] = {}
    for category in TOOL_USE:
        mine = [t for t in tasks if t.capability == category]
        row: dict[str, Any] = {"tasks": len(mine), "idle": sum(map(is_idle, mine)),
                               "checkers": dict(Counter(t.checker for t in mine))}
        if friction:
            met = [frictions_met(t) for t in mine]
            row["friction_met"] = _share(sum(bool(m) for m in met), len(mine))
            row["friction_kinds"] = dict(sorted(Counter(k for m in met for k in m).items()))
        out[category] = row
    return out


def memory_shape(tasks: Sequence[Task]) -> dict[str, Any]:
    mine = [t for t in tasks if t.capability == "memory"]
    axes = ("reasoning", "operation", "domain")
    return {"tasks": len(mine),
            "turns": {"single": sum(not t.history for t in mine),
                      "multi": sum(bool(t.history) for t in mine)},
            "checkers": dict(Counter(t.checker for t in mine)),
            **{axis: dict(sorted(Counter(t.categories[i] for t in mine
                                         if len(t.categories) > i).items()))
               for i, axis in enumerate(axes)}}


def skills_shape(tasks: Sequence[Task]) -> dict[str, Any]:
    mine = [t for t in tasks if t.skill_setting != "none"]
    sor = [t for t in mine if t.skill_setting == "sor"]
    return {"tasks": len(mine), "queries": len(sor),
            "settings": dict(Counter(t.skill_setting for t in mine)),
            "checkers": dict(Counter(t.checker for t in sor)),
            "multi_skill_routes": sum(len(t.skill_routes[0]) > 1 for t in sor),
            "alternative_routes": sum(len(t.skill_routes) > 1 for t in sor)}


def subagent_shape(tasks: Sequence[Task]) -> dict[str, Any]:
    mine = [t.behaviour for t in tasks if t.capability == "subagent" and t.behaviour is not None]
    return {"tasks": len(mine),
            "routes": dict(sorted(Counter(str(b.route) for b in mine).items())),
            "follow_ups": dict(sorted(Counter(str(b.follow_up) for b in mine).items()))}


def query_domain_shape(tasks: Sequence[Task]) -> dict[str, Any]:
    """Queries per query domain and subclass (an SOR/MTSR pair is one query, as the paper's
    taxonomy counts its 1,705 queries), in the order of the declared table."""
    labels = Counter((t.query_domain.domain, t.query_domain.subclass) for t in tasks
                     if t.skill_setting != "mtsr" and t.query_domain is not None)
    domains = {domain: {"queries": sum(labels[(domain, s)] for s in subclasses),
                        "subclasses": {s: labels[(domain, s)] for s in subclasses
                                       if labels[(domain, s)]}}
               for domain, subclasses in QUERY_DOMAINS.items()}
    return {"labelled": sum(labels.values()),
            "domains": {d: row for d, row in domains.items() if row["queries"]}}


def shape(tasks: Sequence[Task], friction: bool = True) -> dict[str, Any]:
    """Every distribution of a MobilePA suite; ``queries`` counts an SOR/MTSR pair once."""
    queries = sum(t.skill_setting != "mtsr" for t in tasks)
    return {"tasks": len(tasks), "queries": queries,
            "tool_use": tool_use_shape(tasks, friction), "memory": memory_shape(tasks),
            "skills": skills_shape(tasks), "subagent": subagent_shape(tasks),
            "query_domains": query_domain_shape(tasks)}


def format_shape(s: dict[str, Any]) -> str:
    """The shape as text: one block per capability."""
    lines = [f"{s['tasks']} tasks, {s['queries']} queries (an SOR/MTSR pair is one query)",
             "Tool Use: category  tasks  idle  friction met  kinds"]
    for category, row in s["tool_use"].items():
        met = f"{100 * row['friction_met']:.1f} %" if "friction_met" in row else "-"
        kinds = ", ".join(f"{k} {v}" for k, v in row.get("friction_kinds", {}).items())
        lines.append(f"  {category:<26} {row['tasks']:>5} {row['idle']:>5} {met:>12}  {kinds}")
    m = s["memory"]
    lines.append(f"Memory: {m['tasks']} tasks; turns {_pairs(m['turns'])}; checkers "
                 f"{_pairs(m['checkers'])}")
    lines += [f"  {axis}: {_pairs(m[axis])}" for axis in ("reasoning", "operation", "domain")]
    k = s["skills"]
    lines.append(f"Skills: {k['queries']} queries, {k['tasks']} tasks ({_pairs(k['settings'])}); "
                 f"checkers {_pairs(k['checkers'])}; {k['multi_skill_routes']} multi-skill "
                 f"routes, {k['alternative_routes']} with alternative routes")
    a = s["subagent"]
    lines.append(f"Sub-agent: {a['tasks']} tasks; routes {_pairs(a['routes'])}; follow-ups "
                 f"{_pairs(a['follow_ups'])}")
    q = s["query_domains"]
    lines.append(f"Query domains: {q['labelled']} of {s['queries']} queries labelled, "
                 f"{len(q['domains'])} domains, "
                 f"{sum(len(row['subclasses']) for row in q['domains'].values())} subclasses")
    lines += [f"  {domain:<22} {row['queries']:>5}  {_pairs(row['subclasses'])}"
              for domain, row in q["domains"].items()]
    return "\n".join(lines)


def _pairs(counts: dict[str, int]) -> str:
    return ", ".join(f"{k} {v}" for k, v in counts.items()) or "-"


def main(argv: Iterable[str] | None = None) -> int:
    from mobile_env.task_format.loading import load_tasks

    paths = list(sys.argv[1:] if argv is None else argv)
    if not paths:
        print("usage: python -m mobile_env.generation.mobilepa_stats FILE.jsonl ...",
              file=sys.stderr)
        return 2
    print(format_shape(shape([t for p in paths for t in load_tasks(p)])))
    return 0


if __name__ == "__main__":
    sys.exit(main())
