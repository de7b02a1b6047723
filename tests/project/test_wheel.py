"""The built wheel, installed into a fresh venv outside the checkout, runs every documented
command on its built-in data (issue: a normal install had no tasks).

The venv gets the wheel with ``--no-deps``; its dependencies come from this environment through
a ``.pth`` file (the project's contributor set-up), so nothing is downloaded. Then every block
of README.md and of the documentation pages (docs/) runs from a temporary folder
(readme_blocks.py; the expensive blocks in the reduced forms listed in ``REDUCED``, the set-up
blocks in a copy of the checkout, as they install it).
"""

from __future__ import annotations

import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

from readme_blocks import DOCS, REDUCED, ROOT, Place, blocks, run

pytest.importorskip("trl")


def dependency_dirs() -> list[str]:
    return [p for p in sys.path if p.endswith("site-packages") and Path(p).is_dir()]


@pytest.fixture(scope="module")
def wheel(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("dist")
    subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-deps", "-q", "-w", str(out),
                    str(ROOT)], check=True, capture_output=True, timeout=600)
    [built] = out.glob("mobile_planner-*.whl")
    return built


@pytest.mark.slow
def test_the_wheel_carries_its_data_under_one_name(wheel: Path) -> None:
    names = zipfile.ZipFile(wheel).namelist()
    tops = {n.split("/")[0] for n in names if not n.startswith("mobile_planner-")}
    # mobile_planner.py: the verifiers environment's id (`mobile-planner`), re-exporting
    # mobile_env.verifiers_env.
    assert tops == {"mobile_env", "mobile_planner.py"}
    suites = [n for n in names if n.startswith("mobile_env/suites/") and n.endswith(".jsonl")]
    tracked = subprocess.run(["git", "ls-files", "tasks/*.jsonl"], cwd=ROOT, check=True,
                             capture_output=True, text=True).stdout.split()
    assert sorted(Path(n).name for n in suites) == sorted(Path(p).name for p in tracked)
    assert "mobile_env/suites/manifest.json" in names  # the generated suites' recipes
    worlds = sorted(p.name for p in (ROOT / "tasks" / "worlds").glob("*.json"))
    assert worlds and sorted(Path(n).name for n in names
                             if n.startswith("mobile_env/suites/worlds/")) == worlds
    configs = {f"mobile_env/training/configs/{p.name}"
               for p in (ROOT / "training" / "configs").glob("*.json")}
    assert configs <= set(names)
    assert any(n.endswith(".dist-info/licenses/LICENSE") for n in names)


@pytest.mark.slow
def test_every_documented_command_runs_from_the_installed_wheel(wheel: Path,
                                                                tmp_path: Path) -> None:
    venv = tmp_path / "venv"
    subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True, timeout=300)
    [site] = (venv / "lib").glob("python3*/site-packages")
    (site / "_deps.pth").write_text("\n".join(dependency_dirs()) + "\n", encoding="utf-8")
    subprocess.run([str(venv / "bin" / "pip"), "install", "-q", "--no-deps", str(wheel)],
                   check=True, timeout=600)
    place = Place(tmp_path / "work", venv / "bin")
    place.workdir.mkdir()
    where = subprocess.run([str(venv / "bin" / "python"), "-c",
                            "import mobile_env, gymnasium as gym; print(mobile_env.__file__); "
                            "print(gym.make('MobilePlanner-v0').reset(seed=0)[0])"],
                           cwd=place.workdir, env=place.env(), capture_output=True, text=True,
                           check=True).stdout.splitlines()
    assert where[0].startswith(str(site)) and where[1] == "Call my manager."
    try:
        for block in blocks(*DOCS):
            run(block, place)
    finally:
        place.close()
    unused = set(REDUCED) - place.used
    assert not unused, f"reduced forms that match no block: {unused}"
