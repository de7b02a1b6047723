"""The wheel's layout: one top-level import name, every package folder listed, tasks shipped.

``pyproject.toml`` lists the packages by hand because three repository folders are installed
under other names (``rewards/`` -> ``mobile_env.rewards``, ``training/`` -> ``mobile_env.training``,
``tasks/`` -> ``mobile_env.suites``); these tests make a forgotten folder fail here rather than
in a user's install.
"""

from __future__ import annotations

import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
CONFIG = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["setuptools"]


def _folder(package: str) -> Path:
    """The repository folder a dotted package name is installed from."""
    mapping: dict[str, str] = CONFIG["package-dir"]
    for name in sorted(mapping, key=len, reverse=True):
        if package == name or package.startswith(name + "."):
            rest = package[len(name):].lstrip(".")
            return ROOT / mapping[name] / rest.replace(".", "/")
    return ROOT / package.replace(".", "/")


def _python_folders() -> set[Path]:
    roots = [ROOT / "mobile_env", *(ROOT / folder for folder in CONFIG["package-dir"].values())]
    return {p.parent for root in roots for p in root.rglob("__init__.py")}


def test_every_package_folder_is_listed_and_every_listed_package_exists() -> None:
    listed = {_folder(p) for p in CONFIG["packages"]}
    assert all(folder.is_dir() for folder in listed), sorted(map(str, listed))
    unlisted = sorted(str(f.relative_to(ROOT)) for f in _python_folders() - listed)
    assert not unlisted, ("add these folders' package names to [tool.setuptools] packages: "
                          f"{unlisted}")


def test_one_top_level_name() -> None:
    assert {p.split(".")[0] for p in CONFIG["packages"]} == {"mobile_env"}


def test_every_suite_and_world_file_is_package_data() -> None:
    globs = CONFIG["package-data"]["mobile_env.suites"]
    suites = _folder("mobile_env.suites")
    shipped = {p for pattern in globs for p in suites.glob(pattern)}
    worlds = set(suites.glob("worlds/*.json"))
    assert set(suites.glob("*.jsonl")) | worlds <= shipped and worlds
    assert suites / "manifest.json" in shipped  # the generated suites' recipes


def test_suites_are_found_through_the_package() -> None:
    from mobile_env.task_format.loading import tasks_dir

    assert tasks_dir().resolve() == (ROOT / "tasks").resolve()


def test_repository_hygiene() -> None:
    """The licence the metadata names is there; no third-party build artefacts are committed."""
    import subprocess

    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    assert project["license"] == "Apache-2.0" and project["license-files"] == ["LICENSE"]
    assert "Apache License" in (ROOT / "LICENSE").read_text(encoding="utf-8")[:200]
    tracked = subprocess.run(["git", "ls-files"], cwd=ROOT, capture_output=True, text=True).stdout
    assert not [name for name in tracked.splitlines() if name.endswith((".whl", ".tar.gz", ".egg"))]


def test_the_train_extra_takes_a_torch_range_and_ci_installs_the_cpu_wheel_first() -> None:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    torch = next(r for r in project["optional-dependencies"]["train"] if r.startswith("torch"))
    assert torch.startswith("torch>=") and "==" not in torch
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    assert ci.index("pip install -q torch==2.13.0") < ci.index('pip install -q -e ".[test,train')
