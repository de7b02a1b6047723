"""``mypy --strict`` over the package as it is installed: ``python .ci/typecheck.py``.

The repository's folders are not the package's: ``rewards/`` is installed as
``mobile_env.rewards``, ``training/`` as ``mobile_env.training`` and ``tasks/`` as
``mobile_env.suites`` (``[tool.setuptools.package-dir]`` of pyproject.toml), and mypy can follow
neither that mapping nor the import hook of an editable install. So this lays the installed tree
out of symbolic links under ``build/typecheck`` (rebuilt on every run, from the package-dir
table), runs ``python -m mypy -p mobile_env`` there with pyproject.toml's ``[tool.mypy]``, and
prints mypy's report with the repository's paths. Extra arguments go to mypy.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TREE = ROOT / "build" / "typecheck"
PACKAGE = "mobile_env"


def package_dirs() -> dict[str, str]:
    """Subpackages installed from another folder: ``{"rewards": "rewards", "suites": "tasks"}``."""
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    mapping = config["tool"]["setuptools"]["package-dir"]
    return {name.removeprefix(PACKAGE + "."): folder for name, folder in mapping.items()
            if name.startswith(PACKAGE + ".") and "." not in name.removeprefix(PACKAGE + ".")}


def build_tree(mapped: dict[str, str]) -> None:
    shutil.rmtree(TREE, ignore_errors=True)
    (TREE / PACKAGE).mkdir(parents=True)
    for entry in (ROOT / PACKAGE).iterdir():
        if entry.name != "__pycache__":
            os.symlink(entry, TREE / PACKAGE / entry.name)
    for name, folder in mapped.items():
        os.symlink(ROOT / folder, TREE / PACKAGE / name)


def main() -> int:
    mapped = package_dirs()
    build_tree(mapped)
    done = subprocess.run([sys.executable, "-m", "mypy", "--config-file",
                           str(ROOT / "pyproject.toml"), "--cache-dir",
                           str(ROOT / "build" / "mypy_cache"), "-p", PACKAGE, *sys.argv[1:]],
                          cwd=TREE, capture_output=True, text=True)
    report = done.stdout
    for name, folder in mapped.items():
        report = report.replace(f"{PACKAGE}/{name}/", f"{folder}/")
    sys.stdout.write(report)
    sys.stderr.write(done.stderr)
    return done.returncode


if __name__ == "__main__":
    sys.exit(main())
