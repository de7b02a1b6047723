"""benchmarks/scaling.py runs end to end (its numbers are for reading, not for asserting)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

pytest.importorskip("openenv", reason="needs the serve extra (pip install -e '.[serve]')")

REPO = Path(__file__).resolve().parents[2]


@pytest.mark.slow
def test_scaling_benchmark_smoke(tmp_path: Path) -> None:
    out = tmp_path / "scaling.json"
    result = subprocess.run([sys.executable, "benchmarks/scaling.py", "--sessions", "1,3",
                             "--steps", "30", "--tasks", "4", "--json", str(out)], cwd=REPO,
                            capture_output=True, text=True, timeout=600)
    assert result.returncode == 0, result.stdout + result.stderr
    numbers = json.loads(out.read_text())
    assert numbers["in_process"]["steps"] >= 20
    assert [row["sessions"] for row in numbers["server"]] == [1, 3]
    assert all(row["steps"] > 0 and row["steps_per_s"] > 0 for row in numbers["server"])
    assert "added latency" in result.stdout
