"""The documentation site's generated pages: the performance page renders the benchmark's report
as it is, and the tool and reward catalogs list everything the registries hold.

The generators are the scripts mkdocs-gen-files runs at build time (``docs/gen_*.py``); here they
are imported as plain modules and their page functions called, so these tests need neither
mkdocs nor a built site. ``mkdocs build --strict`` itself runs in CI (``.ci/run``).
"""

from __future__ import annotations

import importlib.util
import re
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

from mobile_env.reward_registry import names
from mobile_env.tools import REGISTRY

ROOT = Path(__file__).resolve().parents[2]


def script(name: str) -> ModuleType:
    """``docs/<name>.py`` imported as a module (its page is written only when mkdocs runs it)."""
    spec = importlib.util.spec_from_file_location(name, ROOT / "docs" / f"{name}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def report(**changes: Any) -> dict[str, Any]:
    """A benchmark report of schema 1 with two sections, a missed budget and a row without one."""
    rows = [
        {"section": "env step", "name": "Phone_Call (non-search)", "value": 3.14159,
         "unit": "floors", "budget": 4.0, "met": True, "detail": "9.0 us at 200 records"},
        {"section": "vector env", "name": "8 envs", "value": 1.21, "unit": "x", "budget": 1.5,
         "met": True, "detail": "a | b"},
        {"section": "env step", "name": "invalid_json", "value": 4.4, "unit": "floors",
         "budget": 4.0, "met": False, "detail": ""},
        {"section": "scoring", "name": "episode of 50 steps", "value": 1234.5, "unit": "ms",
         "budget": None, "met": None, "detail": ""},
    ]
    base = {"schema": 1, "command": "python -m benchmarks.bench --json benchmarks/results.json",
            "machine": {"python": "3.11.7", "platform": "Linux-test", "cpus": 2,
                        "clock": "wall"},
            "floor_us": 2.9, "rows": rows, "missed": 1}
    return {**base, **changes}


def table_rows(page: str, section: str) -> list[list[str]]:
    """The cells of each data row of ``section``'s table on ``page``."""
    part = page.split(f"## {section}\n", 1)[1].split("\n## ", 1)[0]
    lines = [line for line in part.splitlines() if line.startswith("| ")][1:]
    return [[c.strip() for c in re.split(r"(?<!\\)\|", line)[1:-1]] for line in lines]


def test_the_performance_page_shows_every_row_in_its_section() -> None:
    page = script("gen_performance").render(report())
    headings = re.findall(r"^## (.+)$", page, re.M)
    assert headings == ["env step", "vector env", "scoring", "Figure"]
    assert table_rows(page, "env step") == [
        ["Phone_Call (non-search)", "3.14", "floors", "4", "yes", "9.0 us at 200 records"],
        ["invalid_json", "4.4", "floors", "4", "**no**", ""],
    ]
    assert table_rows(page, "vector env") == [["8 envs", "1.21", "x a plain loop", "1.5", "yes",
                                               "a \\| b"]]
    assert table_rows(page, "scoring") == [["episode of 50 steps", "1,234", "ms", "", "—", ""]]


def test_the_performance_page_states_machine_floor_misses_and_figure() -> None:
    page = script("gen_performance").render(report())
    assert "Python 3.11.7, Linux-test, 2 CPUs, wall clock" in page
    assert "2.9 µs per tool call" in page
    assert "3 of 4 rows (**1 missed**)" in page
    assert "`python -m benchmarks.bench --json benchmarks/results.json`" in page
    assert "](assets/performance.png)" in page
    clean = script("gen_performance").render(report(missed=0))
    assert "4 of 4 rows\n" in clean and "missed" not in clean


def test_the_performance_page_refuses_another_schema_or_a_missing_report(tmp_path: Path) -> None:
    gen = script("gen_performance")
    with pytest.raises(ValueError, match="schema 2"):
        gen.render(report(schema=2))
    with pytest.raises(FileNotFoundError, match="python -m benchmarks.bench --json"):
        gen.load(tmp_path / "results.json")


def test_the_performance_page_shows_every_startup_row_with_its_ratio_and_budget(
        tmp_path: Path) -> None:
    gen = script("gen_performance")
    rows = [{"name": "python -c pass", "median_s": 0.1155, "cpu_s": 0.0968, "ratio": 1.0,
             "budget_s": None, "met": True, "seconds": [0.1155]},
            {"name": "mobile-env serve: /health answers", "median_s": 3.25, "cpu_s": 3.1,
             "ratio": 28.1, "budget_s": 3.0, "met": False, "seconds": [3.25]}]
    section = gen.render_startup({"command": "python -m benchmarks.startup --rounds 5",
                                  "machine": {"python": "3.11.7", "platform": "Linux-test"},
                                  "rows": rows})
    assert section.startswith("## Command-line start\n")
    assert table_rows(section, "Command-line start") == [
        ["`python -c pass`", "0.116", "1", "0.0968", "", "—"],
        ["`mobile-env serve: /health answers`", "3.25", "28.1", "3.1", "3", "**no**"]]
    with pytest.raises(FileNotFoundError, match="python -m benchmarks.startup --json"):
        gen.load(tmp_path / "startup.json")
    assert gen.load(gen.STARTUP)["rows"][0]["name"] == "python -c pass"  # the committed report


def test_the_tool_catalog_lists_every_tool_with_its_domain_and_languages() -> None:
    page = script("gen_catalogs").tool_catalog()
    sections = re.split(r"^## ", page, flags=re.M)[1:]
    domain_of = {}
    for section in sections:
        tag = re.search(r"\{#([a-z_]+)\}", section.splitlines()[0])
        assert tag is not None
        for tool in re.findall(r"^#### `([^`]+)`", section, re.M):
            domain_of[tool] = tag.group(1)
    assert domain_of == {name: REGISTRY[name].domain for name in REGISTRY.names()}
    for name in REGISTRY.names():
        tool = REGISTRY[name]
        assert tool.description in page
        if tool.zh is not None:
            assert f"中文: {tool.zh.description}" in page
    call = page.split("#### `Phone_Call`", 1)[1].split("####", 1)[0]
    assert "| `telephone` | string | yes |" in call
    assert "| `type` | string: `VOICE` / `VIDEO` |  | `VOICE` |" in call


def test_the_reward_catalog_lists_every_registered_reward() -> None:
    page = script("gen_catalogs").reward_catalog()
    assert re.findall(r"^## `([^`]+)`", page, re.M) == names()
    assert "SPIEval's protocol" in page  # spieval_exact's docstring
    assert ":func:" not in page and "``" not in page
