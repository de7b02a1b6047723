"""Scores per MobilePA query domain (:mod:`mobile_env.task_format.query_domains`).

The results JSON of ``mobile-env eval`` holds ``by_query_domain`` when the tasks carry query-domain
labels, and ``mobile-env report`` prints it with the other interval tables: per domain, the
exact accuracy over its episodes with a Wilson 95 % interval, and the same per subclass. An
episode counts as right when its reward is 1.0, as everywhere else in the report.
"""

from __future__ import annotations

from typing import Any, Iterable, Mapping

from mobile_env.stats import proportion
from mobile_env.task_format.query_domains import QUERY_DOMAINS
from mobile_env.task_format.schema import Task


def accuracy_by_domain(scored: Iterable[tuple[Task, float]]) -> dict[str, dict[str, Any]]:
    """Exact accuracy per query domain and subclass, over the labelled tasks of ``scored``.

    Args:
        scored: (task, reward) per episode; tasks without a label are left out.

    Returns:
        ``{domain: proportion + {"subclasses": {subclass: proportion}}}`` (see
        :func:`mobile_env.stats.proportion`), domains and subclasses in the order of
        :data:`QUERY_DOMAINS`, only those with episodes; empty when no task is labelled.
    """
    rewards: dict[tuple[str, str], list[float]] = {}
    for task, reward in scored:
        if task.query_domain is not None:
            key = (task.query_domain.domain, task.query_domain.subclass)
            rewards.setdefault(key, []).append(float(reward))
    out: dict[str, dict[str, Any]] = {}
    for domain, subclasses in QUERY_DOMAINS.items():
        present = [s for s in subclasses if (domain, s) in rewards]
        if present:
            every = [r for s in present for r in rewards[(domain, s)]]
            out[domain] = {**proportion(every),
                           "subclasses": {s: proportion(rewards[(domain, s)]) for s in present}}
    return out


def domain_rows(stats: Mapping[str, Mapping[str, Any]]) -> list[tuple[str, Mapping[str, Any]]]:
    """(name, proportion) per domain, each followed by its subclasses (``domain/subclass``).

    Args:
        stats: an :func:`accuracy_by_domain` result (or its copy in a results file).

    Returns:
        The rows in the order of ``stats``.
    """
    return [row for domain, s in stats.items()
            for row in [(domain, s), *((f"{domain}/{sub}", sub_stat)
                                       for sub, sub_stat in s.get("subclasses", {}).items())]]


def by_domain_lines(stats: Mapping[str, Mapping[str, Any]]) -> list[str]:
    """Aligned text lines, one per domain and subclass: ``name  k/n  rate [low, high]``.

    Args:
        stats: an :func:`accuracy_by_domain` result.

    Returns:
        The lines (none for an empty ``stats``).
    """
    rows = domain_rows(stats)
    width = max((len(name) for name, _ in rows), default=6)
    return [f"{name:<{width}}  {s['k']:>4}/{s['n']:<4}  {100 * s['rate']:5.1f} % "
            f"[{100 * s['low']:.1f}, {100 * s['high']:.1f}]" for name, s in rows]
