"""``mobile-env bench --plot PATH``: a run's targets in one figure, each panel a table's ratios
beside the line its target draws.

Four panels, from the rows the run printed: the calls judged in floors (non-search steps, error
paths, warm resets and the 200-record world's fixed searches) at each world size; the searches
and cold starts judged in microseconds, against world size; a step at each episode length
against step 1; and the vector env's overhead against the number of envs, paused and unpaused,
beside the bare loop's and Gymnasium's ``SyncVectorEnv``'s. A panel whose table the run did not
fill says so instead of drawing.
Needs matplotlib (the ``report`` or ``train`` extra).
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any, Sequence

if TYPE_CHECKING:
    from matplotlib.axes import Axes
    from matplotlib.figure import Figure

    from benchmarks.bench import LengthRow, Row, VectorRow

#: Colour of a target's line in every panel.
TARGET_COLOUR = "tab:red"


def bench_figure(rows: Sequence[Row], lengths: Sequence[LengthRow],
                 vectors: Sequence[VectorRow], flat_limit: float,
                 vector_limit: float) -> Figure:
    """The figure of a run's world, episode-length and vector tables (see the module docstring),
    with the bench's limits on a later step and on the vector env drawn as targets."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    figure, axes = plt.subplots(2, 2, figsize=(13, 9), layout="constrained")
    _floors(axes[0][0], rows)
    _microseconds(axes[0][1], rows)
    _lengths(axes[1][0], lengths, flat_limit)
    _vectors(axes[1][1], vectors, vector_limit)
    figure.suptitle("mobile-env bench: each table's ratios against its target")
    return figure


def save_bench_figure(path: Path, rows: Sequence[Row], lengths: Sequence[LengthRow],
                      vectors: Sequence[VectorRow], flat_limit: float,
                      vector_limit: float) -> None:
    """Write :func:`bench_figure` to ``path`` (PNG, or any format its suffix names)."""
    import matplotlib.pyplot as plt

    figure = bench_figure(rows, lengths, vectors, flat_limit, vector_limit)
    path.parent.mkdir(parents=True, exist_ok=True)
    figure.savefig(path, dpi=110)
    plt.close(figure)


def _floors(ax: Axes, rows: Sequence[Row]) -> None:
    """Bars: each call judged in floors, one bar per world size, and each limit's line."""
    judged = [r for r in rows if r.target is not None and r.target.floors is not None
              and r.x_floor is not None]
    ax.set_title("calls judged in floors (× the pure-Python floor)")
    if not _drawn(ax, judged):
        return
    ops = list(dict.fromkeys(r.op for r in judged))
    worlds = sorted({r.world for r in judged})
    width = 0.8 / len(worlds)
    for k, world in enumerate(worlds):
        at = {r.op: r.x_floor or 0.0 for r in judged if r.world == world}
        xs = [i + (k - (len(worlds) - 1) / 2) * width for i, op in enumerate(ops) if op in at]
        ax.bar(xs, [at[op] for op in ops if op in at], width, label=f"{world:,} records")
    for limit in sorted({r.target.floors for r in judged if r.target and r.target.floors}):
        _target(ax, limit, f"target: <= {limit:g} floors")
    ax.set_xticks(range(len(ops)), [op.removeprefix("env.step ") for op in ops], rotation=20,
                  ha="right")
    ax.set_ylabel("× floor (median)")
    ax.legend(fontsize="small")


def _microseconds(ax: Axes, rows: Sequence[Row]) -> None:
    """Lines: each operation judged in microseconds against world size, log-log, and each
    row's limit as a dash at its world (limits differ by world: a cold start's is 1 ms at 200
    records, 10 ms at 4,000)."""
    judged = [r for r in rows if r.target is not None and r.target.us is not None]
    ax.set_title("searches and cold starts judged in time, by world size")
    if not _drawn(ax, judged):
        return
    for op in dict.fromkeys(r.op for r in judged):
        mine = sorted((r for r in judged if r.op == op), key=lambda r: r.world)
        ax.plot([r.world for r in mine], [r.us_per_call for r in mine], marker="o",
                label=op.removeprefix("env.step "))
    limits = sorted({(r.world, r.target.us) for r in judged if r.target and r.target.us})
    ax.scatter([world for world, _ in limits], [us for _, us in limits], marker="_", s=900,
               linewidths=2, color=TARGET_COLOUR, label="target (< µs) of the rows at a world",
               zorder=3)
    worlds = sorted({r.world for r in judged})
    ax.set_xscale("log")
    ax.set_yscale("log")
    ax.set_xticks(worlds, [f"{world:,}" for world in worlds])
    ax.minorticks_off()
    ax.margins(x=0.15)  # room for the dashes at the first and last world
    ax.set_xlabel("records in the world")
    ax.set_ylabel("µs per call (median)")
    ax.legend(fontsize="x-small", loc="best")


def _lengths(ax: Axes, lengths: Sequence[LengthRow], limit: float) -> None:
    """Lines: a step at each episode length against step 1 (on the same data where the steps
    write), and the limit's line."""
    ax.set_title("a step at each episode length, against step 1")
    if not _drawn(ax, lengths):
        return
    for op in dict.fromkeys(r.op for r in lengths):
        mine = sorted((r for r in lengths if r.op == op), key=lambda r: r.length)
        ax.plot([r.length for r in mine], [r.x_judged for r in mine], marker="o", label=op)
    _target(ax, limit, f"target: <= {limit:g}x")
    ax.set_xscale("log")
    ax.set_xlabel("episode length (steps)")
    ax.set_ylabel("× step 1 (median)")
    ax.legend(fontsize="x-small")


def _vectors(ax: Axes, vectors: Sequence[VectorRow], limit: float) -> None:
    """Lines: the vector env's step against the same envs in a plain loop, by number of envs."""
    ax.set_title("vector env step against the same envs in a plain loop")
    if not _drawn(ax, vectors):
        return
    rows = sorted(vectors, key=lambda r: r.num_envs)
    sizes = [r.num_envs for r in rows]
    for label, values, style in (
            ("MobileVectorEnv (collector paused)", [r.overhead for r in rows], "-o"),
            ("MobileVectorEnv, pause_gc=False", [r.unpaused_overhead for r in rows], "--o"),
            ("bare loop building the same outputs", [r.bare_overhead for r in rows], ":s"),
            ("gymnasium SyncVectorEnv", [r.sync_overhead for r in rows], "-.^")):
        ax.plot(sizes, values, style, label=label)
    _target(ax, limit, f"target: <= {limit:g}x")
    ax.set_xscale("log", base=2)
    ax.set_xticks(sizes, [str(n) for n in sizes])
    ax.set_xlabel("envs")
    ax.set_ylabel("× plain loop (median µs per env step)")
    ax.legend(fontsize="x-small")


def _drawn(ax: Axes, rows: Sequence[Any]) -> bool:
    """False, with a note in the panel, when the run measured nothing for it."""
    if rows:
        return True
    ax.text(0.5, 0.5, "not measured in this run", ha="center", va="center",
            transform=ax.transAxes)
    ax.set_axis_off()
    return False


def _target(ax: Axes, value: float, label: str) -> None:
    ax.axhline(value, color=TARGET_COLOUR, linestyle="--", linewidth=1, label=label)
