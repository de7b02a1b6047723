"""The tables of ``mobile-env eval`` and ``mobile-env report``, from episodes, in a terminal or
in Markdown.

One layout for both commands: a row per measured thing (a capability, a failure label, a
retrieval statistic), a column per agent or checkpoint, so a table stays narrow however many
capabilities a suite has; console tables are drawn by rich within 100 columns. Each benchmark
has its own tables, titled with what they measure: SPIEval's capabilities and Overall (its
Table 2), MobilePA-Bench's Tool Use categories, and its four capability scores with the
weighted Overall (its Table 3) -- the weighted Overall only when all four were run. A single
run shows each 0/1 accuracy with its 95% Wilson interval over the tasks; several runs show
mean ± std over the runs.
"""

from __future__ import annotations

import io
from typing import Any, Callable, Sequence, cast

from mobile_env.evaluation import diagnostics as dg
from mobile_env.evaluation.metrics import (MOBILEPA_CAPABILITIES, MOBILEPA_WEIGHTS, OVERALL,
                                           TOOL_USE, capability_order, column_rewards, pass_k_of,
                                           summary_of, title)
from mobile_env.stats import wilson

#: (title, header, body) of one table.
Table = tuple[str, list[str], list[list[str]]]
Entry = tuple[str, Sequence[dg.Episode]]  # (label, episodes) of one agent or checkpoint
WIDTH = 100
MOBILEPA_SCORES = ("tool_use", "subagent", "memory", "skills", "mobilepa_overall")
_ROW_TITLES = {"tool_use": "Tool Use (all categories)", OVERALL: "Overall",
               "mobilepa_overall": "MobilePA Overall (weighted " + "/".join(
                   f"{100 * MOBILEPA_WEIGHTS[k]:g}" for k in MOBILEPA_SCORES[:4]) + ")"}


def accuracy_tables(entries: Sequence[Entry]) -> list[Table]:
    """SPIEval's and MobilePA-Bench's accuracy tables for the benchmarks the episodes cover."""
    scored = [(label, summary_of(episodes), column_rewards(episodes))
              for label, episodes in entries]
    present = {c for _, summary, _ in scored for c in summary}
    spieval = [c for c in capability_order(present)
               if c not in MOBILEPA_CAPABILITIES and c not in MOBILEPA_SCORES and c != OVERALL]
    mobilepa = any(e.mobilepa for _, episodes in entries for e in episodes)
    tables = []
    if spieval:
        rows = spieval + ([] if mobilepa else [OVERALL])
        tables.append(_accuracy("SPIEval accuracy (%) by capability (Table 2 layout)", rows,
                                scored))
    categories = [c for c in TOOL_USE if c in present]
    if categories:
        tables.append(_accuracy("MobilePA-Bench Tool Use accuracy (%) by category",
                                categories + ["tool_use"], scored))
    if present & {"memory", "skills", "subagent"}:
        scores = [c for c in MOBILEPA_SCORES if c in present]
        note = "" if "mobilepa_overall" in present else "; no Overall: it needs all four"
        tables.append(_accuracy(f"MobilePA-Bench scores (%) (Table 3 layout{note})", scores,
                                scored))
    if spieval and mobilepa:
        tables.append(_accuracy("All tasks (%), unweighted mean", [OVERALL], scored))
    return tables


def _accuracy(heading: str, rows: list[str], scored: Sequence[tuple[str, Any, Any]]) -> Table:
    runs = {int(s.get(OVERALL, {}).get("runs", 1)) for _, s, _ in scored}
    single = runs == {1}
    if len(scored) == 1:
        _, summary, rewards = scored[0]
        header = ["Capability", "Tasks", *(["Accuracy", "95% CI"] if single
                                          else [f"Mean of {runs.pop()} runs", "Std"])]
        body = [[_title(c), _tasks(rewards.get(c), summary.get(c)),
                 *_stat(summary.get(c), rewards.get(c), single)] for c in rows]
        return heading, header, body
    header = ["Capability", *(label for label, _, _ in scored)]
    one = [int(s.get(OVERALL, {}).get("runs", 1)) == 1 for _, s, _ in scored]
    body = [[_title(c), *(_cell(_stat(s.get(c), r.get(c), alone), alone)
                          for (_, s, r), alone in zip(scored, one))] for c in rows]
    suffix = ("; one run: [95% CI]" if all(one) else "; mean ± std over runs" if not any(one)
              else "; one run: [95% CI], several: mean ± std")
    return heading + suffix, header, body


def _cell(stat: list[str], single: bool) -> str:
    """One column's number in a comparison: ``12.5 [5.0, 28.0]`` or ``12.5 ± 1.0``."""
    mean, spread = stat
    if mean == "-" or spread == "-":
        return mean
    return f"{mean} {spread}" if single else f"{mean} ± {spread}"


def _title(column: str) -> str:
    return _ROW_TITLES.get(column, title(column))


def _tasks(rewards: list[float] | None, stat: dict[str, float] | None) -> str:
    if not rewards or not stat:
        return "-"
    return str(round(len(rewards) / stat["runs"]))


def _stat(stat: dict[str, float] | None, rewards: list[float] | None, single: bool) -> list[str]:
    """[accuracy, interval or spread] in percent, ``-`` where there is nothing to show."""
    if stat is None:
        return ["-", "-"]
    mean = f"{100 * stat['mean']:.1f}"
    if not single:
        return [mean, f"{100 * stat['std']:.1f}"]
    if not rewards or any(r not in (0.0, 1.0) for r in rewards):
        return [mean, "-"]  # a shaped reward's mean has no binomial interval
    low, high = wilson(int(sum(rewards)), len(rewards))
    return [mean, f"[{100 * low:.1f}, {100 * high:.1f}]"]


def pass_k_table(entries: Sequence[Entry]) -> Table | None:
    """pass@k and pass^k (% of tasks) for every k up to the runs, with their bootstrap 95 %
    intervals over tasks.

    Args:
        entries: (label, episodes) per agent or checkpoint, one column each.

    Returns:
        The table (a row per score and k, ``-`` past an entry's runs), or None unless some entry
        has every task run at least twice.
    """
    scored = [(label, pass_k_of(episodes)) for label, episodes in entries]
    most = max((stats["runs"] for _, stats in scored), default=0)
    if most < 2:
        return None
    body = [[name[:-1] + str(k), *(_pass_cell(stats, name, k) for _, stats in scored)]
            for name in ("pass@k", "pass^k") for k in range(1, most + 1)]
    return ("pass@k (some of k runs solves the task) and pass^k (all k do), % of tasks, "
            "bootstrap 95% CI over tasks", ["", *(label for label, _ in scored)], body)


def _pass_cell(stats: dict[str, Any], name: str, k: int) -> str:
    if k > stats["runs"]:
        return "-"
    point = stats[name][k - 1]
    return f"{_pct(point['value'])} [{_pct(point['low'])}, {_pct(point['high'])}]"


def route_table(entries: Sequence[Entry]) -> Table | None:
    """MobilePA's Route / Exec given Route / Joint per capability whose checker reports routes,
    skills per routing setting (paper 003, Appendix E.2: Joint is SOR's success rate but only a
    route diagnostic in MTSR, whose success needs no ordered route)."""
    body = []
    for label, episodes in entries:
        for group, stats in dg.routes_by_group(episodes).items():
            body.append([*([label] if len(entries) > 1 else []), title(group),
                         str(int(cast(float, stats["episodes"]))),
                         *(_pct(stats[k]) for k in ("route", "exec_given_route", "joint"))])
    if not body:
        return None
    header = [*(["Agent"] if len(entries) > 1 else []), "Capability", "Episodes", "Route",
              "Exec | Route", "Joint"]
    return "MobilePA-Bench routing diagnostics (%)", header, body


def failure_tables(entries: Sequence[Entry]) -> list[Table]:
    """SPIEval's failure taxonomy and MobilePA-Bench's, each for the benchmark's failed episodes."""
    diagnoses = [(label, dg.diagnose(list(episodes))) for label, episodes in entries]
    tables = []
    for key, count, order, titles, heading in (
            ("failures", "spieval_episodes", dg.FAILURE_ORDER, dg.FAILURE_TITLES,
             "SPIEval failure taxonomy (% of failed SPIEval episodes)"),
            ("mobilepa_failures", "mobilepa_episodes", dg.MOBILEPA_FAILURE_ORDER,
             dg.MOBILEPA_FAILURE_TITLES,
             "MobilePA-Bench failures by stage (% of failed episodes)")):
        shown = [(label, d[key]) for label, d in diagnoses if d[count]]
        if shown:
            body = [["Failed episodes", *(str(t["failures"]) for _, t in shown)]]
            body += [[titles[k], *(_pct(t["shares"][k]) for _, t in shown)] for k in order]
            tables.append((heading, ["", *(label for label, _ in shown)], body))
    return tables


def retrieval_table(entries: Sequence[Entry]) -> Table | None:
    """How the episodes searched (only entries whose actions were recorded: trajectories)."""
    stats = [(label, dg.diagnose(list(episodes))["retrieval"]) for label, episodes in entries]
    stats = [(label, s) for label, s in stats if s]
    if not stats:
        return None
    rows: list[tuple[str, Callable[[dict[str, Any]], str]]] = [
            ("Retrieval calls", lambda s: str(s["retrievals"])),
            ("Per episode", lambda s: _num(s["per_task"])),
            ("Per solved episode", lambda s: _num(s["mean_solved"])),
            ("Per failed episode", lambda s: _num(s["mean_failed"])),
            *((f"{mode.title()} mode (% of calls)", lambda s, m=mode: _pct(s["mode_shares"][m]))
              for mode in dg.MODES),
            ("Field-restricted (% of calls)", lambda s: _pct(s["field_restricted_share"])),
            ("Page > 1 (% of calls)", lambda s: _pct(s["deeper_page_share"])),
            ("Deepest page", lambda s: str(s["max_page"]))]
    return ("Retrieval behaviour (from trajectories)", ["", *(label for label, _ in stats)],
            [[name, *(get(s) for _, s in stats)] for name, get in rows])


def _pct(value: float | None) -> str:
    return "-" if value is None else f"{100 * value:.1f}"


def _num(value: float | None) -> str:
    return "-" if value is None else f"{value:.2f}"


def console(tables: Sequence[Table], width: int = WIDTH) -> str:
    """The tables as plain terminal text, drawn by rich, no line longer than ``width``."""
    from rich import box
    from rich.console import Console
    from rich.table import Table as RichTable

    out = Console(file=io.StringIO(), width=width, color_system=None, highlight=False,
                  emoji=False, markup=False)
    for heading, header, body in tables:
        out.print(heading, overflow="fold")
        table = RichTable(box=box.SIMPLE_HEAD, show_edge=False, pad_edge=False, header_style="")
        for i, name in enumerate(header):
            table.add_column(name, justify="left" if i == 0 else "right", overflow="fold")
        for row in body:
            table.add_row(*row)
        out.print(table)
        out.print()
    text = out.file.getvalue()  # type: ignore[attr-defined]
    return "\n".join(line.rstrip() for line in text.splitlines()).strip("\n")


def markdown(table: Table) -> list[str]:
    """One table as Markdown lines: its heading, then the table."""
    heading, header, body = table
    return [f"## {heading}", "", _md_row(header), _md_row(["---"] * len(header)),
            *(_md_row(row) for row in body), ""]


def _md_row(cells: Sequence[str]) -> str:
    return "| " + " | ".join(c.replace("|", "\\|") for c in cells) + " |"
