"""``mobile-env report``: files written, tables right, every expected plot a real PNG."""

from __future__ import annotations

import base64
import re
from pathlib import Path

import pytest

from mobile_env import cli
from mobile_env.evaluation import runner

pytest.importorskip("matplotlib")
Image = pytest.importorskip("PIL.Image")

PLOTS = {"capabilities", "overall", "failures", "retrievals", "retrieval_modes"}


@pytest.fixture(scope="module")
def evaluated(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Three agents on the core suite (every capability), two runs, with trajectories."""
    out = tmp_path_factory.mktemp("eval")
    for agent in ("heuristic", "random", "oracle"):
        assert runner.main(["--suite", "spieval-core", "--agent", agent, "--runs", "2", "--out", str(out / f"{agent}.json"),
                            "--trajectories", str(out / f"{agent}.jsonl"), "--quiet"]) == 0
    return out


def test_report_from_trajectories_and_results(evaluated: Path, tmp_path: Path) -> None:
    out = tmp_path / "report"
    assert cli.main(["report", str(evaluated / "heuristic.jsonl"), str(evaluated / "random.jsonl"),
                     f"gold={evaluated / 'oracle.jsonl'}", str(evaluated / "heuristic.json"),
                     "--out", str(out)]) == 0
    assert {p.stem for p in out.glob("*.png")} == PLOTS
    for name in PLOTS:
        with Image.open(out / f"{name}.png") as image:
            image.verify()
        with Image.open(out / f"{name}.png") as image:
            assert image.format == "PNG" and image.width >= 700 and image.height >= 250, name

    markdown = (out / "report.md").read_text()
    table = markdown.split("## Accuracy")[1].split("##")[0]
    header = next(line for line in table.splitlines() if line.startswith("| Model"))
    assert header.split("|")[2:8] == [" Reasoning ", " Disambiguation ", " Integration ",
                                      " Preference Inference ", " Multi-Intent Decomposition ",
                                      " Overall "]
    assert "| gold | 100.0 ± 0.0 |" in table and "| random | 0.0 ± 0.0 |" in table
    assert "| heuristic [heuristic.jsonl] |" in table and "| heuristic [heuristic.json] |" in table
    failures = markdown.split("## Failure taxonomy")[1].split("##")[0]
    assert re.search(r"\| gold \| 0 \| - \|", failures)
    retrieval = markdown.split("## Retrieval behaviour")[1].split("##")[0]
    assert retrieval.count("\n| ") == 2 + 3  # header, rule, the trajectory rows (not the results)
    assert "MobilePA routing" not in markdown  # no routing tasks in these episodes

    page = (out / "report.html").read_text()
    images = re.findall(r"src='data:image/png;base64,([A-Za-z0-9+/=]+)'", page)
    assert len(images) == len(PLOTS)
    assert all(base64.b64decode(i)[:8] == b"\x89PNG\r\n\x1a\n" for i in images)
    assert not re.search(r"(src|href)=['\"](?!data:)", page)  # self-contained


def test_results_only_report_skips_retrieval_plots(evaluated: Path, tmp_path: Path) -> None:
    from mobile_env.evaluation import report

    written = report.write_report([str(evaluated / "random.json")], tmp_path)
    assert set(written) == {"report.md", "report.html", "capabilities", "overall", "failures"}


def test_bad_input_is_a_usage_error(tmp_path: Path) -> None:
    with pytest.raises(SystemExit) as exc:
        cli.main(["report", str(tmp_path / "missing.jsonl"), "--out", str(tmp_path)])
    assert exc.value.code == 2
