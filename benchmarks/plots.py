"""``--plot PATH``: every row's value against its budget, in one figure.

One panel a section, in the section's unit; a bar a row, green where it meets its budget, red
where it misses it, grey for a reference row; each budget a black tick across its bar.
Milliseconds are drawn on a log scale, since one section's rows span orders of magnitude.
Needs matplotlib (the ``report`` extra).
"""

from __future__ import annotations

import math
from pathlib import Path
from typing import TYPE_CHECKING, Sequence

if TYPE_CHECKING:
    from matplotlib.axes import Axes

    from benchmarks.bench import Row

#: Bar colours by whether the row met its budget.
COLOURS = {True: "tab:green", False: "tab:red", None: "tab:gray"}
#: Units as an axis names them.
UNIT_LABELS = {"floors": "floors (pure-Python tool calls)", "ms": "milliseconds (log scale)",
               "x": "times a plain loop of the same envs", "s": "seconds"}


def save_figure(rows: Sequence[Row], path: Path) -> None:
    """Draw ``rows`` into one figure and save it.

    Args:
        rows: the report's rows, grouped by section.
        path: where to write the figure (PNG, or the format its suffix names).
    """
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    sections = list(dict.fromkeys(row.section for row in rows))
    grouped = [[row for row in rows if row.section == section] for section in sections]
    figure, axes = plt.subplots(
        len(sections), 1, figsize=(12, 1.2 + 0.32 * len(rows) + 0.9 * len(sections)),
        height_ratios=[len(group) + 1.5 for group in grouped], layout="constrained",
        squeeze=False)
    for ax, section, group in zip(axes[:, 0], sections, grouped):
        _panel(ax, section, group)
    missed = sum(row.met is False for row in rows)
    budgeted = sum(row.met is not None for row in rows)
    figure.suptitle(f"Performance budget: {budgeted - missed} of {budgeted} rows within budget",
                    fontsize=13)
    path.parent.mkdir(parents=True, exist_ok=True)
    figure.savefig(path, dpi=110)
    plt.close(figure)


def _panel(ax: Axes, section: str, rows: Sequence[Row]) -> None:
    """One section's bars, budget ticks and values."""
    unit = rows[0].unit
    places = range(len(rows))
    ax.barh(places, [row.value for row in rows], color=[COLOURS[row.met] for row in rows],
            height=0.6)
    for place, row in zip(places, rows):
        if row.budget is not None:
            ax.vlines(row.budget, place - 0.42, place + 0.42, colors="black", linewidth=2.5)
        ax.annotate(f" {row.value:.3g}", (_label_at(row), place), va="center", fontsize=8)
    ax.set_yticks(list(places), [row.name for row in rows], fontsize=8)
    ax.invert_yaxis()
    top = max(max(row.value for row in rows),
              max((row.budget for row in rows if row.budget is not None), default=0.0))
    if unit == "ms":
        from matplotlib.ticker import FuncFormatter, NullFormatter

        ax.set_xscale("log")
        bottom = 10 ** math.floor(math.log10(min(row.value for row in rows)))
        ax.set_xlim(bottom, top * 3)
        ax.xaxis.set_major_formatter(FuncFormatter(lambda value, _: f"{value:g}"))
        ax.xaxis.set_minor_formatter(NullFormatter())
    else:
        ax.set_xlim(0, top * 1.15)
    ax.set_xlabel(UNIT_LABELS.get(unit, unit), fontsize=9)
    ax.set_title(f"{section} (black tick: budget)", loc="left", fontsize=10)
    ax.grid(axis="x", alpha=0.3)


def _label_at(row: Row) -> float:
    """Where a row's value is written: past its budget's tick when the bar ends just short of
    it, so that the tick does not cross the text."""
    short_of = 0.75 if row.unit == "ms" else 0.92  # a log axis widens the text near the tick
    near = row.budget is not None and short_of * row.budget < row.value <= row.budget
    return row.budget if near and row.budget is not None else row.value
