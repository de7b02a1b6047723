"""Write the performance page from the benchmark's JSON report (mkdocs-gen-files).

``benchmarks/results.json`` is what ``python -m benchmarks.bench --json ...`` writes (schema 1):
the machine, the pure-Python floor, and one row per measurement with its value, unit, budget and
whether the budget was met. This script renders it as it is -- a table per section, in the order
the sections first appear -- so the page states no figure that the report does not hold. The
build fails when the report is missing or has another schema, rather than publish a page
without its numbers. ``benchmarks/startup.json``, what ``python -m benchmarks.startup --json
...`` writes, adds the command line's start: each command's seconds, its ratio to ``python -c
pass`` and its budget.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
RESULTS = ROOT / "benchmarks" / "results.json"
STARTUP = ROOT / "benchmarks" / "startup.json"
FIGURE = "assets/performance.png"
SCHEMA = 1
UNITS = {"floors": "floors", "ms": "ms", "x": "x a plain loop", "s": "s"}


def number(value: float) -> str:
    """``value`` with three significant digits, thousands grouped from 1,000 on."""
    if abs(value) >= 1000:
        return f"{value:,.0f}"
    return f"{value:.3g}"


def met_cell(met: bool | None) -> str:
    """The page's word for a row's ``met``: yes, **no**, or a dash where there is no budget."""
    return "—" if met is None else ("yes" if met else "**no**")


def cell(text: object) -> str:
    """``text`` safe inside a Markdown table cell."""
    return str(text).replace("|", "\\|").replace("\n", " ")


def sections(rows: list[dict[str, Any]]) -> dict[str, list[dict[str, Any]]]:
    """The rows grouped by ``section``, sections in the order of their first row."""
    grouped: dict[str, list[dict[str, Any]]] = {}
    for row in rows:
        grouped.setdefault(str(row["section"]), []).append(row)
    return grouped


def render(report: dict[str, Any]) -> str:
    """The performance page's Markdown for a benchmark report of schema 1.

    Args:
        report: the parsed ``benchmarks/results.json``.

    Returns:
        The page: how the report was made, the machine, the floor, one table per section and
        the figure.

    Raises:
        ValueError: the report has another schema, or a row lacks a field of the schema.
    """
    if report.get("schema") != SCHEMA:
        raise ValueError(f"benchmarks/results.json: schema {report.get('schema')!r}, "
                         f"this page renders schema {SCHEMA}")
    machine = report["machine"]
    missed = int(report["missed"])
    rows = report["rows"]
    out = ["# Performance", "",
           "The benchmark measures the env against the performance budget in one run, as "
           "ratios where it can: a *floor* is the cost of the cheapest pure-Python tool call "
           "on the same machine in the same run, so the ratios hold across machines where "
           "absolute times do not. This page is rendered from the benchmark's JSON report "
           "when the site is built.", "",
           f"- **Made by:** `{report['command']}`",
           f"- **Machine:** Python {machine['python']}, {machine['platform']}, "
           f"{machine['cpus']} CPUs, {machine['clock']} clock",
           f"- **Floor:** {number(float(report['floor_us']))} µs per tool call",
           f"- **Budgets met:** {len(rows) - missed} of {len(rows)} rows"
           + ("" if not missed else f" (**{missed} missed**)"), ""]
    for title, group in sections(rows).items():
        out += [f"## {title}", "",
                "| measurement | value | unit | budget | met | detail |",
                "|---|---:|---|---:|:-:|---|"]
        for row in group:
            budget = "" if row["budget"] is None else number(float(row["budget"]))
            unit = UNITS.get(str(row["unit"]), str(row["unit"]))
            out.append(f"| {cell(row['name'])} | {number(float(row['value']))} | {unit} | "
                       f"{budget} | {met_cell(row['met'])} | {cell(row['detail'])} |")
        out.append("")
    out += ["## Figure", "", f"![The benchmark's measurements against their budgets]({FIGURE})",
            ""]
    return "\n".join(out)


def render_startup(report: dict[str, Any]) -> str:
    """The performance page's section on the command line's start, from a report of
    :mod:`benchmarks.startup`.

    Args:
        report: the parsed ``benchmarks/startup.json``.

    Returns:
        A section: how it was made, then one row per command with its wall-clock median, its
        ratio to ``python -c pass`` in the same run, its CPU seconds and its budget.
    """
    out = ["## Command-line start", "",
           "Each command in a fresh process, timed from its start to its exit (`serve`: to the "
           "first answer of `/health`), rows in shuffled turns, medians; the ratio is to "
           "`python -c pass` in the same run.", "",
           f"- **Made by:** `{report['command']}`",
           f"- **Machine:** Python {report['machine']['python']}, "
           f"{report['machine']['platform']}", "",
           "| command | wall s | x `python -c pass` | CPU s | budget s | met |",
           "|---|---:|---:|---:|---:|:-:|"]
    for row in report["rows"]:
        budget = "" if row["budget_s"] is None else number(float(row["budget_s"]))
        met = None if row["budget_s"] is None else bool(row["met"])
        out.append(f"| `{cell(row['name'])}` | {number(float(row['median_s']))} | "
                   f"{number(float(row['ratio']))} | {number(float(row['cpu_s']))} | {budget} | "
                   f"{met_cell(met)} |")
    return "\n".join([*out, ""])


#: How to make each report the page needs.
MAKE = {RESULTS.name: "python -m benchmarks.bench --json benchmarks/results.json --plot "
                      "docs/assets/performance.png",
        STARTUP.name: "python -m benchmarks.startup --json benchmarks/startup.json"}


def load(path: Path = RESULTS) -> dict[str, Any]:
    """The report at ``path``; a missing file is an error that says how to make it."""
    if not path.is_file():
        make = MAKE.get(path.name, MAKE[RESULTS.name])
        raise FileNotFoundError(f"{path} is missing: run `{make}`")
    report: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    return report


if __name__ in {"<run_path>", "__main__"}:
    import mkdocs_gen_files

    with mkdocs_gen_files.open("performance.md", "w") as page:
        page.write(render(load()) + "\n" + render_startup(load(STARTUP)))
