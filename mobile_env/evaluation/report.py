"""The report behind ``mobile-env report`` (:mod:`mobile_env.evaluation.report_cli` parses its
options): results and trajectory files made into report.md and a self-contained report.html,
with the accuracy tables, failure taxonomies, retrieval statistics, routing diagnostics and
pass@k of every benchmark the episodes cover and accuracy per MobilePA query domain, as
tables and PNG plots.
"""

from __future__ import annotations

import argparse
import base64
import html
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable, Mapping, Sequence

from mobile_env import trajectory
from mobile_env.evaluation import diagnostics as dg
from mobile_env.evaluation.by_domain import accuracy_by_domain, domain_rows
from mobile_env.evaluation import tables
from mobile_env.evaluation.results_file import read_results
from mobile_env.evaluation.metrics import (OVERALL, capability_order, mobilepa_group, summary_of,
                                           title)
from mobile_env.evaluation.runner import agent_label
from mobile_env.stats import proportion
from mobile_env.task_format import load_suite

Summary = dict[str, dict[str, float]]
#: Colours per row (colour-blind safe, Okabe-Ito), and for solved / failed.
PALETTE = ("#0072B2", "#E69F00", "#009E73", "#CC79A7", "#56B4E9", "#D55E00", "#F0E442", "#000000")
SOLVED_COLOUR, FAILED_COLOUR = "#009E73", "#D55E00"


@dataclass(frozen=True, slots=True)
class Row:
    """One agent or checkpoint: its episodes, and the accuracy summary computed from them (the
    same function for a results file and a trajectory file, so both give the same numbers)."""

    label: str
    source: str
    episodes: list[dg.Episode]
    #: exact accuracy per execution tool (results files of ``mobile-env eval`` carry it)
    by_tool: dict[str, Any] | None = None
    #: exact accuracy per MobilePA query domain (:mod:`mobile_env.evaluation.by_domain`)
    by_domain: dict[str, Any] | None = None

    @property
    def summary(self) -> Summary:
        return summary_of(self.episodes)

    @property
    def diagnosis(self) -> dict[str, Any]:
        return dg.diagnose(self.episodes)

    @property
    def entry(self) -> tables.Entry:
        return self.label, self.episodes


# ---------------------------------------------------------------------------------- loading


def load_row(spec: str) -> Row:
    """A row from ``PATH`` or ``LABEL=PATH`` (results ``.json`` or trajectories ``.jsonl``).

    The default label is the agent, with the model for a model agent (``hf (sft-60)``)."""
    label, _, path = spec.rpartition("=") if "=" in spec else ("", "", spec)
    file = Path(path)
    if file.suffix == ".json":
        document = read_results(file)
        config = document.get("config", {})
        known = _task_info({config["suite"]} if config.get("suite") else set())
        episodes = dg.from_results(document, {k: g for k, (_, g) in known.items()})
        return Row(label or (agent_label(config) if config.get("agent") else file.stem),
                   str(file), episodes, document.get("by_tool"), document.get("by_query_domain"))
    trajectories = trajectory.read(file)
    known = _task_info({t.suite for t in trajectories})
    try:
        episodes = [dg.from_trajectory(t, *known.get(t.task_id, ("unknown", None)))
                    for t in trajectories]
    except ValueError as exc:  # a label of the wrong type
        raise ValueError(f"{file}: {exc}") from None
    agents = {agent_label(t.extra) for t in trajectories if t.extra.get("agent")}
    return Row(label or (agents.pop() if len(agents) == 1 else file.stem), str(file), episodes,
               by_domain=_domain_accuracy(episodes, {t.suite for t in trajectories}))


def _task_info(suites: set[str]) -> dict[str, tuple[str, str | None]]:
    """Task id -> (capability, MobilePA group) for built-in suites, for files that do not
    record them (results and trajectories written before they were kept)."""
    out: dict[str, tuple[str, str | None]] = {}
    for suite in suites:
        try:
            out.update({t.id: (t.capability, mobilepa_group(t.capability, t.skill_setting))
                        for t in load_suite(suite)})
        except (FileNotFoundError, ValueError, KeyError):
            continue
    return out


def _domain_accuracy(episodes: Sequence[dg.Episode], suites: set[str]) -> dict[str, Any] | None:
    """Per query domain accuracy of trajectory episodes whose tasks are in built-in suites
    (trajectory files do not record the labels); None when no episode's task is labelled."""
    tasks = {}
    for suite in suites:
        try:
            tasks.update({t.id: t for t in load_suite(suite)})
        except (FileNotFoundError, ValueError, KeyError):
            continue
    scored = accuracy_by_domain((tasks[e.task_id], float(e.solved)) for e in episodes
                                if e.task_id in tasks)
    return scored or None


def unique_labels(rows: list[Row]) -> list[Row]:
    """Rows whose labels clash get their file's name appended."""
    seen = [r.label for r in rows]
    return [Row(f"{r.label} [{Path(r.source).name}]", r.source, r.episodes, r.by_tool,
                r.by_domain) if seen.count(r.label) > 1 else r for r in rows]


# ---------------------------------------------------------------------------------- tables


def report_tables(rows: Sequence[Row]) -> list[tables.Table]:
    """Every table of the report: accuracy, failures, retrieval behaviour, routing."""
    entries = [r.entry for r in rows]
    extra = [tables.retrieval_table(entries), tables.route_table(entries),
             tables.pass_k_table(entries)]
    return [*tables.accuracy_tables(entries), *tables.failure_tables(entries),
            *(t for t in extra if t is not None), *interval_tables(rows)]


def interval_tables(rows: Sequence[Row]) -> list[tables.Table]:
    """Exact accuracy over all episodes with its Wilson 95 % interval, per execution tool
    (rows from results files; ``k/n`` and the interval) and per MobilePA query domain and
    subclass (one column per row)."""
    out = [("Exact accuracy over all episodes, Wilson 95 % interval",
            ["Model", "Episodes", "Solved", "Accuracy (%)", "95 % interval (%)"],
            [[r.label, str(s["n"]), str(s["k"]), _pct(s["rate"]),
              f"{_pct(s['low'])}-{_pct(s['high'])}"]
             for r in rows for s in [proportion([e.solved for e in r.episodes])]])]
    tools = sorted({t for r in rows for t in (r.by_tool or {})})
    if tools:
        out.append(("Exact accuracy per execution tool: solved/tasks, % [Wilson 95 %]",
                    ["Model", *tools],
                    [[r.label, *(_tool_cell((r.by_tool or {}).get(t)) for t in tools)]
                     for r in rows]))
    names = list(dict.fromkeys(name for r in rows for name, _ in domain_rows(r.by_domain or {})))
    if names:
        out.append(("Exact accuracy per MobilePA query domain and subclass: solved/tasks, % "
                    "[Wilson 95 %]", ["Query domain", *(r.label for r in rows)],
                    [[name, *(_tool_cell(dict(domain_rows(r.by_domain or {})).get(name))
                              for r in rows)] for name in names]))
    return out


def _tool_cell(stat: Mapping[str, Any] | None) -> str:
    if stat is None:
        return "-"
    interval = f"{_pct(stat['low'])}-{_pct(stat['high'])}"
    return f"{stat['k']}/{stat['n']} {_pct(stat['rate'])} [{interval}]"


def _pct(value: float) -> str:
    return f"{100 * value:.1f}"


def columns(rows: Sequence[Row]) -> list[str]:
    """The accuracy columns the plots show: every capability, then the headline score."""
    present = {c for r in rows for c in r.summary}
    return capability_order(present) + [c for c in (OVERALL,) if c in present]


def headline(summary: Summary) -> tuple[str, dict[str, float]]:
    """(name, stat) of a row's one-number score: MobilePA's weighted Overall when it has one,
    else the mean over every task."""
    if "mobilepa_overall" in summary:
        return "MobilePA Overall", summary["mobilepa_overall"]
    return "Overall", summary.get(OVERALL, {"mean": 0.0, "std": 0.0, "runs": 0})


# ------------------------------------------------------------------------------------ plots


def plots(rows: Sequence[Row], out_dir: Path) -> dict[str, Path]:
    """Write the PNGs (name -> path); plots without data (no trajectories, no routing) are
    skipped."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    plt.rcParams.update({"font.size": 11, "axes.titlesize": 13, "axes.titleweight": "bold",
                         "axes.spines.top": False, "axes.spines.right": False})
    diagnoses = [r.diagnosis for r in rows]
    drawn = {"capabilities": _capability_bars(plt, rows), "overall": _overall_bars(plt, rows)}
    for name, key, count, order, titles, heading in (
            ("failures", "failures", "spieval_episodes", dg.FAILURE_ORDER, dg.FAILURE_TITLES,
             "SPIEval failure taxonomy (its Figure 6)"),
            ("mobilepa_failures", "mobilepa_failures", "mobilepa_episodes",
             dg.MOBILEPA_FAILURE_ORDER, dg.MOBILEPA_FAILURE_TITLES,
             "MobilePA-Bench failures by stage")):
        shown = [(r, d[key]) for r, d in zip(rows, diagnoses) if d[count]]
        if shown:
            drawn[name] = _failure_bars(plt, shown, order, titles, heading)
    searched = [(r.label, d["retrieval"], r.episodes)
                for r, d in zip(rows, diagnoses) if d["retrieval"]]
    if searched:
        drawn["retrievals"] = _retrieval_histograms(plt, searched)
        drawn["retrieval_modes"] = _mode_bars(plt, [(label, s) for label, s, _ in searched])
    paths = {}
    out_dir.mkdir(parents=True, exist_ok=True)
    for name, figure in drawn.items():
        paths[name] = out_dir / f"{name}.png"
        figure.savefig(paths[name], dpi=110, bbox_inches="tight")
        plt.close(figure)
    return paths


def _colour(i: int) -> str:
    return PALETTE[i % len(PALETTE)]


def _capability_bars(plt: Any, rows: Sequence[Row]) -> Any:
    cols = columns(rows)
    width = 0.8 / len(rows)
    figure, ax = plt.subplots(figsize=(max(8.0, 1.1 * len(cols) * max(1, len(rows)) ** 0.5 + 3), 5))
    for i, row in enumerate(rows):
        xs = [j + (i - (len(rows) - 1) / 2) * width for j in range(len(cols))]
        stats = [row.summary.get(c) for c in cols]
        means = [100 * s["mean"] if s else 0.0 for s in stats]
        bars = ax.bar(xs, means, width, yerr=[100 * s["std"] if s else 0.0 for s in stats],
                      capsize=3, color=_colour(i), label=row.label, edgecolor="white")
        ax.bar_label(bars, labels=[f"{m:.0f}" if s else "" for m, s in zip(means, stats)],
                     padding=2, fontsize=9)
    ax.set_xticks(range(len(cols)), [title(c).replace(" ", "\n", 1) for c in cols])
    ax.set_ylim(0, 112)
    ax.set_ylabel("Accuracy (%)")
    ax.set_title("Accuracy by capability (mean ± std over runs)")
    ax.legend(loc="upper left", bbox_to_anchor=(1.0, 1.0), frameon=False)
    return figure


def _overall_bars(plt: Any, rows: Sequence[Row]) -> Any:
    figure, ax = plt.subplots(figsize=(8, 0.6 * len(rows) + 1.6))
    scores = [headline(r.summary) for r in rows]
    means = [100 * stat["mean"] for _, stat in scores]
    stds = [100 * stat["std"] for _, stat in scores]
    several = [stat["runs"] > 1 for _, stat in scores]
    bars = ax.barh(range(len(rows)), means, xerr=[s if m else 0 for s, m in zip(stds, several)],
                   capsize=3, color=[_colour(i) for i in range(len(rows))])
    ax.bar_label(bars, labels=[f"{m:.1f}% ± {s:.1f}" if many else f"{m:.1f}%"
                               for m, s, many in zip(means, stds, several)], padding=4)
    ax.set_yticks(range(len(rows)), [f"{r.label}\n({name})" for r, (name, _) in zip(rows, scores)])
    ax.invert_yaxis()
    ax.set_xlim(0, 130)
    ax.set_xlabel("Accuracy (%): MobilePA's weighted Overall where there is one, else all tasks")
    ax.set_title("Overall accuracy by agent")
    return figure


def _failure_bars(plt: Any, shown: Sequence[tuple[Row, dict[str, Any]]], order: Sequence[str],
                  titles: dict[str, str], heading: str) -> Any:
    figure, ax = plt.subplots(figsize=(10, 0.7 * len(shown) + 2.2))
    colours = ("#D55E00", "#999999", "#0072B2", "#E69F00", "#CC79A7", "#56B4E9", "#009E73",
               "#F0E442", "#000000", "#882255", "#44AA99", "#DDDDDD")
    left = [0.0] * len(shown)
    for k, colour in zip(order, colours):
        shares = [100 * (taxonomy["shares"][k] or 0.0) for _, taxonomy in shown]
        bars = ax.barh(range(len(shown)), shares, left=left, color=colour, label=titles[k],
                       edgecolor="white")
        ax.bar_label(bars, labels=[f"{s:.0f}%" if s >= 6 else "" for s in shares],
                     label_type="center", fontsize=9, color="black")
        left = [a + b for a, b in zip(left, shares)]
    for i, (_, taxonomy) in enumerate(shown):
        if not taxonomy["failures"]:
            ax.text(1, i, "no failures", va="center", color="#555555")
    ax.set_yticks(range(len(shown)), [f"{r.label}\n({taxonomy['failures']} failed)"
                                      for r, taxonomy in shown])
    ax.invert_yaxis()
    ax.set_xlim(0, 100)
    ax.set_xlabel("Share of failed episodes (%)")
    ax.set_title(heading)
    ax.legend(loc="upper center", bbox_to_anchor=(0.5, -0.25 if len(shown) < 3 else -0.12),
              ncol=4, frameon=False)
    return figure


def _retrieval_histograms(plt: Any, searched: Sequence[tuple[str, dict[str, Any], Any]]) -> Any:
    figure, axes = plt.subplots(1, len(searched), figsize=(4.6 * len(searched) + 0.6, 4.2),
                                squeeze=False, sharey=False)
    for ax, (label, _, episodes) in zip(axes[0], searched):
        stats = dg.retrieval_stats(episodes)
        top = max([*stats.per_episode_solved, *stats.per_episode_failed, 1])
        groups = [(values, colour, f"{name} (n={len(values)}, mean {mean:.1f})", mean)
                  for values, colour, name, mean in (
                      (stats.per_episode_solved, SOLVED_COLOUR, "solved", stats.mean_solved),
                      (stats.per_episode_failed, FAILED_COLOUR, "failed", stats.mean_failed))
                  if values]
        # each group as a share of its own episodes, so 4 solved and 196 failed compare by shape
        ax.hist([g[0] for g in groups], bins=[b - 0.5 for b in range(top + 2)],
                weights=[[100 / len(g[0])] * len(g[0]) for g in groups],
                color=[g[1] for g in groups], label=[g[2] for g in groups])
        for _, colour, _, mean in groups:
            ax.axvline(mean, color=colour, linestyle="--", linewidth=1.5)
        ax.set_title(label)
        ax.set_xlabel("Retrievals per episode (dashed: mean)")
        ax.set_ylabel("Share of episodes (%)")
        ax.legend(frameon=False, fontsize=9)
    figure.suptitle("Retrievals on solved vs failed episodes (SPIEval Figure 7)",
                    fontweight="bold")
    figure.tight_layout()
    return figure


def _mode_bars(plt: Any, searched: Sequence[tuple[str, dict[str, Any]]]) -> Any:
    metrics: list[tuple[str, Callable[[dict[str, Any]], float | None]]] = [
        ("Fixed", lambda s: s["mode_shares"]["fixed"]),
        ("Regex", lambda s: s["mode_shares"]["regex"]),
        ("Fuzzy", lambda s: s["mode_shares"]["fuzzy"]),
        ("Field-restricted", lambda s: s["field_restricted_share"]),
        ("Page > 1", lambda s: s["deeper_page_share"])]
    width = 0.8 / len(searched)
    figure, ax = plt.subplots(figsize=(9, 4.6))
    for i, (label, stats) in enumerate(searched):
        xs = [j + (i - (len(searched) - 1) / 2) * width for j in range(len(metrics))]
        values = [100 * (get(stats) or 0.0) for _, get in metrics]
        bars = ax.bar(xs, values, width, color=_colour(i),
                      label=f"{label} ({stats['retrievals']} calls)")
        ax.bar_label(bars, labels=[f"{v:.1f}" for v in values], padding=2, fontsize=9)
    ax.set_xticks(range(len(metrics)), [m for m, _ in metrics])
    ax.set_ylim(0, 112)
    ax.set_ylabel("Share of retrieval calls (%)")
    ax.set_title("Retrieval modes, field restriction, pagination (SPIEval Figure 8)")
    ax.legend(frameon=False, loc="upper right")
    return figure


# ---------------------------------------------------------------------------------- writing


def markdown(rows: Sequence[Row], images: dict[str, Path]) -> str:
    parts = ["# MobilePlanner evaluation report", "",
             "Inputs: " + ", ".join(f"`{r.source}` ({r.label})" for r in rows), ""]
    for table in report_tables(rows):
        parts += tables.markdown(table)
    parts += ["## Plots", ""] + [f"![{name}]({path.name})" for name, path in images.items()]
    return "\n".join(parts) + "\n"


_CSS = ("body{font-family:system-ui,sans-serif;max-width:1200px;margin:2em auto;padding:0 1em}"
        "table{border-collapse:collapse;margin:1em 0}th,td{border:1px solid #ccc;padding:4px 8px;"
        "text-align:right}th:first-child,td:first-child{text-align:left}th{background:#f3f3f3}"
        "img{max-width:100%;display:block;margin:1.5em 0}")


def to_html(rows: Sequence[Row], images: dict[str, Path]) -> str:
    """The report as one HTML file, plots inlined as base64 PNGs (nothing else to fetch)."""
    parts = ["<!doctype html><html><head><meta charset='utf-8'>",
             "<title>MobilePlanner evaluation report</title>",
             f"<style>{_CSS}</style></head><body>",
             "<h1>MobilePlanner evaluation report</h1>",
             "<p>Inputs: " + ", ".join(f"<code>{html.escape(r.source)}</code> "
                                       f"({html.escape(r.label)})"
                                       for r in rows) + "</p>"]
    for heading, header, body in report_tables(rows):
        parts += [f"<h2>{html.escape(heading)}</h2><table>",
                  "<tr>" + "".join(f"<th>{html.escape(c)}</th>" for c in header) + "</tr>",
                  *("<tr>" + "".join(f"<td>{html.escape(c)}</td>" for c in line) + "</tr>"
                    for line in body), "</table>"]
    parts.append("<h2>Plots</h2>")
    for name, path in images.items():
        data = base64.b64encode(path.read_bytes()).decode("ascii")
        parts.append(f"<img alt='{html.escape(name)}' src='data:image/png;base64,{data}'>")
    return "\n".join(parts + ["</body></html>"]) + "\n"


def write_report(specs: Sequence[str], out_dir: Path) -> dict[str, Path]:
    """Load the inputs, write report.md, report.html and the PNGs; their paths by name."""
    rows = unique_labels([load_row(s) for s in specs])
    images = plots(rows, out_dir)
    (out_dir / "report.md").write_text(markdown(rows, images), encoding="utf-8")
    (out_dir / "report.html").write_text(to_html(rows, images), encoding="utf-8")
    return {"report.md": out_dir / "report.md", "report.html": out_dir / "report.html", **images}


def run(args: argparse.Namespace, parser: argparse.ArgumentParser) -> int:
    """The command once its options are parsed (:mod:`mobile_env.evaluation.report_cli`).

    Args:
        args: the parsed options.
        parser: their parser, for its one-line usage errors.

    Returns:
        The exit status.
    """
    try:
        import matplotlib  # noqa: F401
    except ImportError:
        parser.error("the report needs matplotlib: pip install -e '.[report]'")
    try:
        written = write_report(args.inputs, args.out)
    except (OSError, ValueError, KeyError) as exc:
        parser.error(f"cannot read the inputs: {exc}")
    print(f"report: {written['report.md']} and {written['report.html']} "
          f"({len(written) - 2} plots)")
    return 0
