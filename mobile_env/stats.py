"""Whether a difference is real: intervals for accuracies, a paired test for two checkpoints, and
the slope of a training curve with its interval.

* :func:`wilson`: the Wilson score interval of k successes in n trials (good at 0 % and 100 %,
  where the normal interval collapses to a point);
* :func:`mcnemar`: the exact McNemar test of two models scored on the same tasks: only the
  discordant tasks count (b: A right and B wrong, c: the reverse), and under "no difference"
  b ~ Binomial(b + c, 1/2); two-sided p-value;
* :func:`slope`: the least-squares slope of y over x with its t interval (is the training reward
  rising?);
* :func:`pass_at_k` and :func:`pass_hat_k`: per task of ``n`` runs with ``c`` solved, the
  unbiased chance that at least one of ``k`` runs solves it (Chen et al. 2021) and that all ``k``
  do (tau-bench's pass^k); :func:`pass_k` averages both over tasks for every ``k`` with a
  percentile bootstrap interval over tasks (fixed seed, so the same runs give the same interval).

Pure Python (the standard library's ``math`` and ``random``), so every report can call it.
"""

from __future__ import annotations

import math
import random
from collections import Counter
from statistics import NormalDist, fmean
from typing import Any, Sequence

Z95 = NormalDist().inv_cdf(0.975)


def wilson(successes: int, trials: int, z: float = Z95) -> tuple[float, float]:
    """Wilson score interval (default 95 %) for a proportion; (0, 1) when there are no trials."""
    if trials <= 0:
        return 0.0, 1.0
    p = successes / trials
    denominator = 1 + z * z / trials
    centre = (p + z * z / (2 * trials)) / denominator
    half = z * math.sqrt(p * (1 - p) / trials + z * z / (4 * trials * trials)) / denominator
    return max(0.0, centre - half), min(1.0, centre + half)


def proportion(outcomes: Sequence[bool | float]) -> dict[str, float]:
    """``{"k", "n", "rate", "low", "high"}`` of 0/1 outcomes (a value counts when it is 1.0)."""
    k = sum(1 for x in outcomes if float(x) == 1.0)
    low, high = wilson(k, len(outcomes))
    return {"k": k, "n": len(outcomes), "rate": k / len(outcomes) if outcomes else 0.0,
            "low": low, "high": high}


def pass_at_k(n: int, c: int, k: int) -> float:
    """Unbiased pass@k of one task (Chen et al. 2021): ``1 - C(n-c, k) / C(n, k)``, the chance
    that ``k`` of its ``n`` runs drawn without replacement hold at least one of the ``c`` solved.

    Args:
        n: runs of the task.
        c: runs that solved it.
        k: runs drawn, ``1 <= k <= n``.

    Returns:
        The probability (integer binomials, one rounding: pass@1 is exactly ``c / n``).
    """
    _check_counts(n, c, k)
    return (math.comb(n, k) - math.comb(n - c, k)) / math.comb(n, k)


def pass_hat_k(n: int, c: int, k: int) -> float:
    """pass^k of one task (tau-bench): ``C(c, k) / C(n, k)``, the chance that ``k`` of its ``n``
    runs drawn without replacement are all solved ones (a reliability score: it falls with k).

    Args:
        n: runs of the task.
        c: runs that solved it.
        k: runs drawn, ``1 <= k <= n``.

    Returns:
        The probability.
    """
    _check_counts(n, c, k)
    return math.comb(c, k) / math.comb(n, k)


def _check_counts(n: int, c: int, k: int) -> None:
    if not 0 <= c <= n or not 1 <= k <= n:
        raise ValueError(f"pass@k needs 0 <= c <= n and 1 <= k <= n (n={n}, c={c}, k={k})")


#: Resamples of :func:`pass_k`'s bootstrap, and its seed.
BOOTSTRAP_RESAMPLES = 2000
BOOTSTRAP_SEED = 0


def pass_k(counts: Sequence[tuple[int, int]], level: float = 0.95,
           resamples: int = BOOTSTRAP_RESAMPLES, seed: int = BOOTSTRAP_SEED) -> dict[str, Any]:
    """pass@k and pass^k averaged over tasks for every ``k`` from 1 to the fewest runs of a task,
    each with a percentile bootstrap interval over tasks.

    The bootstrap draws the tasks with replacement ``resamples`` times from a generator seeded
    with ``seed``, from the counts sorted (so the order the tasks come in changes nothing);
    every ``k`` and both scores are read off the same draws.

    Args:
        counts: ``(n, c)`` per task: its runs and how many solved it.
        level: the interval's coverage.
        resamples: bootstrap draws.
        seed: the bootstrap's seed.

    Returns:
        ``{"tasks", "runs", "level", "resamples", "seed", "pass@k", "pass^k"}``, the last two a
        list with one ``{"k", "value", "low", "high"}`` per ``k``; ``runs`` is the fewest runs of
        a task (no ``k`` and empty lists when there is no task).
    """
    runs = min((n for n, _ in counts), default=0)
    out: dict[str, Any] = {"tasks": len(counts), "runs": runs, "level": level,
                           "resamples": resamples, "seed": seed, "pass@k": [], "pass^k": []}
    if not counts:
        return out
    draws = _bootstrap_draws(sorted(counts), resamples, seed)
    for name, score in (("pass@k", pass_at_k), ("pass^k", pass_hat_k)):
        for k in range(1, runs + 1):
            value = {task: score(*task, k) for task in set(counts)}
            means = sorted(sum(value[t] * m for t, m in draw.items()) / len(counts)
                           for draw in draws)
            out[name].append({"k": k, "value": fmean(value[t] for t in counts),
                              "low": _quantile(means, (1 - level) / 2),
                              "high": _quantile(means, (1 + level) / 2)})
    return out


def _bootstrap_draws(counts: Sequence[tuple[int, int]], resamples: int,
                     seed: int) -> list[Counter[tuple[int, int]]]:
    """Each resample of the tasks as how often each ``(n, c)`` was drawn (tasks with equal counts
    score alike, so the histogram is all a mean needs)."""
    rng = random.Random(seed)
    return [Counter(rng.choices(counts, k=len(counts))) for _ in range(resamples)]


def _quantile(ordered: Sequence[float], q: float) -> float:
    """The ``q`` quantile of sorted values, linearly interpolated (numpy's default)."""
    position = q * (len(ordered) - 1)
    below = math.floor(position)
    above = min(below + 1, len(ordered) - 1)
    return ordered[below] + (ordered[above] - ordered[below]) * (position - below)


def binomial_two_sided(k: int, n: int) -> float:
    """Exact two-sided p-value of k successes in n fair coin flips (doubling the smaller tail)."""
    if n == 0:
        return 1.0
    tail: float = sum(math.comb(n, i) for i in range(min(k, n - k) + 1)) / 2 ** n
    return min(1.0, 2 * tail)


def mcnemar(a: Sequence[bool | float], b: Sequence[bool | float]) -> dict[str, Any]:
    """Exact McNemar test of paired 0/1 outcomes ``a`` and ``b`` on the same tasks, in order.

    Returns the discordant counts (``a_only``: a right, b wrong; ``b_only``: the reverse), the
    two-sided ``p_value`` and the accuracy difference ``b - a``.
    """
    if len(a) != len(b):
        raise ValueError(f"paired outcomes differ in length ({len(a)} vs {len(b)})")
    a_only = sum(1 for x, y in zip(a, b) if float(x) == 1.0 and float(y) != 1.0)
    b_only = sum(1 for x, y in zip(a, b) if float(y) == 1.0 and float(x) != 1.0)
    n = len(a)
    return {"n": n, "a_only": a_only, "b_only": b_only,
            "difference": (b_only - a_only) / n if n else 0.0,
            "p_value": binomial_two_sided(b_only, a_only + b_only)}


def slope(x: Sequence[float], y: Sequence[float], level: float = 0.95) -> dict[str, float]:
    """Least-squares slope of ``y`` on ``x`` with its ``level`` t interval (n - 2 degrees of
    freedom); the interval is infinite with fewer than 3 points."""
    n = len(x)
    if n != len(y) or n < 2:
        raise ValueError("slope needs at least two (x, y) pairs of equal length")
    mx, my = fmean(x), fmean(y)
    sxx = sum((xi - mx) ** 2 for xi in x)
    if sxx == 0:
        raise ValueError("slope needs at least two distinct x values")
    b = sum((xi - mx) * (yi - my) for xi, yi in zip(x, y)) / sxx
    if n < 3:
        return {"slope": b, "low": -math.inf, "high": math.inf, "n": n}
    residual = sum((yi - my - b * (xi - mx)) ** 2 for xi, yi in zip(x, y))
    se = math.sqrt(residual / (n - 2) / sxx)
    t = t_quantile(0.5 + level / 2, n - 2)
    return {"slope": b, "low": b - t * se, "high": b + t * se, "n": n}


def t_cdf(t: float, df: float) -> float:
    """Student's t distribution function (through the regularised incomplete beta function)."""
    x = df / (df + t * t)
    tail = 0.5 * _incomplete_beta(df / 2, 0.5, x)
    return 1 - tail if t > 0 else tail


def t_quantile(p: float, df: float) -> float:
    """The ``p`` quantile of Student's t with ``df`` degrees of freedom (bisection on the CDF)."""
    low, high = -1e3, 1e3
    for _ in range(200):
        mid = (low + high) / 2
        low, high = (mid, high) if t_cdf(mid, df) < p else (low, mid)
    return (low + high) / 2


def _incomplete_beta(a: float, b: float, x: float) -> float:
    """Regularised incomplete beta I_x(a, b), by its continued fraction (Lentz's method)."""
    if x <= 0:
        return 0.0
    if x >= 1:
        return 1.0
    if x > (a + 1) / (a + b + 2):
        return 1 - _incomplete_beta(b, a, 1 - x)
    front = math.exp(math.lgamma(a + b) - math.lgamma(a) - math.lgamma(b)
                     + a * math.log(x) + b * math.log(1 - x)) / a
    tiny = 1e-300
    f, c, d = 1.0, 1.0, 0.0
    for i in range(400):
        m = i // 2
        if i == 0:
            numerator = 1.0
        elif i % 2 == 0:
            numerator = m * (b - m) * x / ((a + 2 * m - 1) * (a + 2 * m))
        else:
            numerator = -((a + m) * (a + b + m) * x) / ((a + 2 * m) * (a + 2 * m + 1))
        d = 1 + numerator * d
        d = 1 / (d if abs(d) > tiny else tiny)
        c = 1 + numerator / (c if abs(c) > tiny else tiny)
        f *= c * d
        if abs(1 - c * d) < 1e-14:
            break
    return front * (f - 1)


def interval_text(stat: dict[str, float]) -> str:
    """``"18.0 % [11.7, 26.7]"`` for a :func:`proportion`."""
    return f"{100 * stat['rate']:.1f} % [{100 * stat['low']:.1f}, {100 * stat['high']:.1f}]"
