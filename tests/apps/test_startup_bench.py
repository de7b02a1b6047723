"""The startup benchmark's rows and report. No assertion here depends on how fast anything ran:
timing is the benchmark's own business."""

from __future__ import annotations

import sys

import mobile_env.bench as entry
from mobile_env.cli import COMMANDS
from mobile_env.training.cli import SUBCOMMANDS

if str(entry.CHECKOUT) not in sys.path:  # benchmarks/ is a folder of the checkout, not installed
    sys.path.insert(0, str(entry.CHECKOUT))

from benchmarks import startup  # noqa: E402


def test_every_command_has_a_help_row_with_the_budget() -> None:
    rows = {row.name: row for row in startup.rows()}
    wanted = {"mobile-env --help", *(f"mobile-env {c} --help" for c in COMMANDS),
              *(f"mobile-env train {c} --help" for c in SUBCOMMANDS)}
    assert wanted <= set(rows)
    assert {rows[name].budget_s for name in wanted} == {startup.HELP_BUDGET_S}
    assert startup.rows()[0].budget_s is None  # the baseline comes first


def test_a_row_runs_and_the_report_fits_100_columns() -> None:
    table = [startup.Row("python -c pass", ("-c", "pass"), None),
             startup.Row("mobile-env --help", startup.command("--help"), 1.0)]
    result = startup.report(table, startup.measure(table, rounds=1))
    rows = result["rows"]
    assert [row["name"] for row in rows] == ["python -c pass", "mobile-env --help"]
    assert rows[0]["ratio"] == 1.0 and rows[0]["met"]
    assert all(row["median_s"] > 0 and row["cpu_s"] >= 0 for row in rows)
    lines = startup.lines(result)
    assert len(lines) == 4 and max(map(len, lines)) <= 100
