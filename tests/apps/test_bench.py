"""The benchmark runs and writes the report the performance page reads. No assertion here
depends on how fast anything ran: timing is the benchmark's own business."""

from __future__ import annotations

import importlib.util
import json
import sys
from pathlib import Path
from typing import Any

import pytest

import mobile_env.bench as entry

if str(entry.CHECKOUT) not in sys.path:  # benchmarks/ is a folder of the checkout, not installed
    sys.path.insert(0, str(entry.CHECKOUT))

from benchmarks import bench, bench_cli  # noqa: E402

#: The smallest full run: every section, one vector size, the smallest generated suite, a few
#: rounds.
TINY = ["--quick", "--seconds", "0.05", "--vector-sizes", "8", "--first-use",
        "mobilepa-capabilities-test"]
KEYS = {"schema", "command", "machine", "floor_us", "rows", "missed"}
#: ``--plot`` needs matplotlib (the report extra).
PLOTS = importlib.util.find_spec("matplotlib") is not None
ROW_KEYS = {"section", "name", "value", "unit", "budget", "met", "detail"}


def assert_valid(report: dict[str, Any]) -> None:
    """``report`` follows the schema of ``benchmarks/results.json``."""
    assert set(report) == KEYS and report["schema"] == 1
    assert report["command"].startswith("python -m benchmarks.bench")
    assert set(report["machine"]) == {"python", "platform", "cpus", "clock"}
    assert report["machine"]["clock"] in ("wall", "cpu")
    assert isinstance(report["floor_us"], float) and report["floor_us"] > 0
    sections = []
    for row in report["rows"]:
        assert set(row) == ROW_KEYS, row
        assert row["unit"] in ("floors", "ms", "x", "s"), row
        assert isinstance(row["value"], float) and row["value"] > 0, row
        assert isinstance(row["name"], str) and row["name"] and isinstance(row["detail"], str)
        if row["budget"] is None:
            assert row["met"] is None, row
        else:
            assert row["met"] is (row["value"] <= row["budget"]), row
        if row["section"] not in sections:
            sections.append(row["section"])
        assert sections[-1] == row["section"], "a section's rows are together"
    assert report["missed"] == sum(row["met"] is False for row in report["rows"])
    assert sections == [section for section in bench.SECTIONS if section in sections]


@pytest.fixture(scope="module")
def tiny_run(tmp_path_factory: pytest.TempPathFactory) -> tuple[int, Path, Path]:
    """A tiny run through ``mobile-env bench``'s entry point: status, report, figure."""
    out = tmp_path_factory.mktemp("bench")
    report, figure = out / "results.json", out / "figures" / "performance.png"
    plot = ["--plot", str(figure)] if PLOTS else []
    return entry.main([*TINY, "--json", str(report), *plot]), report, figure


def test_a_run_writes_the_report_the_page_reads(tiny_run: tuple[int, Path, Path]) -> None:
    status, path, figure = tiny_run
    assert status == 0  # without --check a missed budget is reported, not an error
    report = json.loads(path.read_text(encoding="utf-8"))
    assert_valid(report)
    assert list(dict.fromkeys(row["section"] for row in report["rows"])) == list(bench.SECTIONS)
    rows = {(row["section"], row["name"]): row for row in report["rows"]}
    budgets = {(section, row["budget"]) for (section, _), row in rows.items()}
    assert budgets == {("env step", 4), ("search", 10), ("cold start", 1), ("scoring", 1),
                       ("vector env", 1.5), ("vector env", None), ("adversarial", 100),
                       ("first use", 3)}
    from mobile_env.rewards import names

    assert [name for section, name in rows if section == "scoring"] == names()
    errors = {name.split(" [")[0] for section, name in rows if section == "env step"}
    assert {"unknown tool", "bad arguments", "bad JSON", "too-large action"} < errors
    assert ("vector env", "SyncVectorEnv, 8 envs (reference)") in rows
    if PLOTS:
        assert figure.read_bytes().startswith(b"\x89PNG")


def test_check_fails_when_a_budget_is_missed(tmp_path: Path) -> None:
    path = tmp_path / "results.json"
    status = bench_cli.main(["--quick", "--only", "cold start", "--budget-scale", "1e-9",
                             "--check", "--json", str(path)])
    report = json.loads(path.read_text(encoding="utf-8"))
    assert status == 1
    assert_valid(report)
    assert report["missed"] == len(report["rows"]) > 0
