"""The layering of ARCHITECTURE.md, enforced: data flows one way, and a lower layer never
imports a higher one.

:data:`LAYERS` is the table ARCHITECTURE.md shows: every module of the project belongs to one
layer (the longest prefix that names it), and may import its own layer and the layers below,
never a layer above. Every import counts, at module level and inside functions: a lazy import
is still a dependency. So does ``importlib.import_module("a.literal.name")``. The only upward
references are the few of :data:`ENTRY_POINTS`, resolved by name at run time the way Gymnasium
resolves an ``entry_point`` string. Subprocess checks make the promises users rely on concrete:
``import mobile_env.task_format`` loads neither the env nor a reward, and ``import mobile_env.env``
loads no reward, no generator, no evaluation and no training.
"""

from __future__ import annotations

import ast
import json
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
#: Repository folders and the package each is installed as (see pyproject.toml).
FOLDERS = {"mobile_env": "mobile_env", "rewards": "mobile_env.rewards",
           "training": "mobile_env.training", "tasks": "mobile_env.suites",
           "benchmarks": "benchmarks"}

#: The layers, lowest first, and the modules of each: a module belongs to the layer of the longest
#: prefix that names it, and may import its own layer and the layers before it, never one after.
LAYERS: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("core", ("mobile_env", "mobile_env.papers", "mobile_env.jsonl", "mobile_env.schema_errors",
              "mobile_env.readonly", "mobile_env.feedback", "mobile_env.state", "mobile_env.apps",
              "mobile_env.skills", "mobile_env.helptext", "mobile_env.stats")),
    ("friction", ("mobile_env.friction",)),
    ("tasks", ("mobile_env.task_format", "mobile_env.tasks", "mobile_env.suites")),
    ("tools", ("mobile_env.tools",)),
    ("episode", ("mobile_env.parsing", "mobile_env.spaces", "mobile_env.tool_formats",
                 "mobile_env.i18n", "mobile_env.prompts", "mobile_env.messages",
                 "mobile_env.episode", "mobile_env.reward_registry")),
    ("env", ("mobile_env.env", "mobile_env.limits", "mobile_env.vector")),
    ("rewards", ("mobile_env.rewards",)),
    ("rollout", ("mobile_env.agents", "mobile_env.rollout", "mobile_env.trajectory",
                 "mobile_env.by_tool", "mobile_env.ray_rollout", "mobile_env.datasets",
                 "mobile_env.verifiers_env")),
    ("validation", ("mobile_env.validation",)),
    ("generation", ("mobile_env.generation", "mobile_env.suites.authoring")),
    ("serving", ("mobile_env.serving",)),
    ("training", ("mobile_env.training",)),
    ("evaluation", ("mobile_env.evaluation",)),
    ("apps", ("mobile_env.cli", "mobile_env.demo", "mobile_env.play", "mobile_env.replay",
              "mobile_env.replay_cli",
              "mobile_env.bench", "benchmarks")),
)
#: Upward references resolved by name at run time, on request, never at import (importer,
#: imported): the reward registry loads the built-in rewards the first time a name is looked up,
#: and the package's ``mobile_env.MobilePlannerEnv`` / ``MobileVectorEnv`` attributes load the
#: env the first time they are read (as Gymnasium resolves an ``entry_point`` string).
ENTRY_POINTS = {("mobile_env.reward_registry", "mobile_env.rewards"),
                ("mobile_env", "mobile_env.env"), ("mobile_env", "mobile_env.vector")}
PROJECT = ("mobile_env", "benchmarks")


def module_name(path: Path) -> str:
    """The dotted name ``path`` is imported as, once installed."""
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    parts[:1] = FOLDERS[parts[0]].split(".")
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def layer_of(module: str) -> tuple[int, str]:
    """(rank, layer) of ``module``: the layer with the longest prefix that names it."""
    found = [(len(prefix), rank, layer) for rank, (layer, prefixes) in enumerate(LAYERS)
             for prefix in prefixes if module == prefix or module.startswith(prefix + ".")]
    if not found:
        raise AssertionError(f"{module} is in no layer: add it to LAYERS (and ARCHITECTURE.md)")
    _, rank, layer = max(found)
    return rank, layer


def project_modules() -> list[tuple[str, Path]]:
    return sorted((module_name(p), p) for folder in FOLDERS for p in (ROOT / folder).rglob("*.py")
                  if ".venv" not in p.parts)


_MODULES = {name for name, _ in project_modules()}


def imports_of(module: str, path: Path) -> list[tuple[int, str]]:
    """(line, module) for every project import in ``path``, at any depth, relative ones resolved,
    ``from package import name`` as ``package.name`` when that is a module."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    package = module if path.name == "__init__.py" else module.rpartition(".")[0]
    found: list[tuple[int, str]] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found += [(node.lineno, alias.name) for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")[:len(package.split(".")) - node.level + 1]
                name = ".".join(base + ([node.module] if node.module else []))
            else:
                name = node.module or ""
            found.append((node.lineno, name))
            found += [(node.lineno, f"{name}.{alias.name}") for alias in node.names
                      if f"{name}.{alias.name}" in _MODULES]
        elif isinstance(node, ast.Call) and _is_import_module(node.func) and node.args and \
                isinstance(node.args[0], ast.Constant) and isinstance(node.args[0].value, str):
            found.append((node.lineno, node.args[0].value))
    return [(line, name) for line, name in found if name.split(".")[0] in PROJECT
            and not any(module == importer and (name == to or name.startswith(to + "."))
                        for importer, to in ENTRY_POINTS)]


def _is_import_module(func: ast.expr) -> bool:
    return (isinstance(func, ast.Attribute) and func.attr == "import_module") or \
        (isinstance(func, ast.Name) and func.id == "import_module")


def violations(modules: list[tuple[str, Path]] | None = None) -> list[str]:
    """One message per import that breaks the table, naming the rule it breaks."""
    out = []
    for module, path in project_modules() if modules is None else modules:
        rank, layer = layer_of(module)
        for line, imported in imports_of(module, path):
            their_rank, their_layer = layer_of(imported)
            if their_rank > rank:
                where = path.relative_to(ROOT) if path.is_relative_to(ROOT) else path
                below = [name for name, _ in LAYERS[:rank]]
                out.append(f"{where}:{line}: {module} (layer {layer}) imports {imported} "
                           f"(layer {their_layer}, a higher layer); layer {layer} may import only "
                           f"itself and the layers below it: {', '.join(below) or 'none'}")
    return out


def test_every_module_is_in_a_layer() -> None:
    for module, _ in project_modules():
        layer_of(module)


def test_no_module_imports_a_higher_layer() -> None:
    found = violations()
    assert not found, "layering broken (see ARCHITECTURE.md):\n" + "\n".join(found)


def test_the_checker_sees_lazy_and_dynamic_imports(tmp_path: Path) -> None:
    """The checker is not blind: a function-level import of the env and an import_module call of
    a reward, in a task module, are both reported, with the rule they break."""
    probe = tmp_path / "probe.py"
    probe.write_text("import importlib\n\n\ndef f():\n"
                     "    from mobile_env.env import MobilePlannerEnv\n"
                     "    return importlib.import_module('mobile_env.rewards.checkers')\n")
    found = violations([("mobile_env.task_format.probe", probe)])
    assert len(found) == 2, found
    assert "imports mobile_env.env (layer env, a higher layer)" in found[0]
    assert "imports mobile_env.rewards.checkers (layer rewards" in found[1]
    assert "layer tasks may import only itself and the layers below it: core, friction" \
        in found[0]


def test_architecture_md_shows_this_table() -> None:
    """ARCHITECTURE.md's table lists every layer, in order, with the modules of each."""
    text = (ROOT / "ARCHITECTURE.md").read_text(encoding="utf-8")
    rows = [line for line in text.splitlines() if line.startswith("| ") and "`" in line]
    for rank, (layer, prefixes) in enumerate(LAYERS):
        row = next((r for r in rows if r.split("|")[2].strip() == layer), None)
        assert row is not None, f"ARCHITECTURE.md has no row for layer {layer}"
        assert row.split("|")[1].strip() == str(rank), f"layer {layer}: rank {rank} in the table"
        for prefix in prefixes:
            assert f"`{prefix}`" in row or f"`{prefix.removeprefix('mobile_env.')}`" in row, \
                f"ARCHITECTURE.md's row for {layer} does not name {prefix}"


def _loaded_after(statement: str) -> list[str]:
    """The project modules loaded by running ``statement`` in a fresh interpreter."""
    code = (f"import sys, json\n{statement}\n"
            "print(json.dumps(sorted(m for m in sys.modules if m.startswith('mobile_env'))))")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          check=True, cwd=ROOT)
    return json.loads(done.stdout.splitlines()[-1])


def test_tasks_are_data_alone() -> None:
    loaded = _loaded_after("import mobile_env.task_format")
    assert "mobile_env.task_format" in loaded
    for banned in ("mobile_env.env", "mobile_env.rewards", "mobile_env.tools",
                   "mobile_env.generation", "mobile_env.validation"):
        assert not [m for m in loaded if m == banned or m.startswith(banned + ".")], \
            f"import mobile_env.task_format loads {banned}: tasks are data (ARCHITECTURE.md)"


@pytest.mark.parametrize("banned", ["mobile_env.rewards", "mobile_env.generation",
                                    "mobile_env.evaluation", "mobile_env.training"])
def test_the_env_loads_no_reward_until_one_is_named(banned: str) -> None:
    loaded = _loaded_after("import mobile_env.env")
    assert "mobile_env.env" in loaded
    assert not [m for m in loaded if m == banned or m.startswith(banned + ".")], \
        f"import mobile_env.env loads {banned}"


def test_the_env_builds_no_tool_until_the_registry_is_read() -> None:
    """The catalog's domain modules load on the registry's first read, not on import."""
    loaded = _loaded_after("import mobile_env.env")
    assert not [m for m in loaded if m.startswith("mobile_env.tools.mobilepa.")
                and m != "mobile_env.tools.mobilepa.device"], loaded
    loaded = _loaded_after("from mobile_env.tools import REGISTRY\nREGISTRY['finish']")
    assert "mobile_env.tools.mobilepa.travel" in loaded


def test_a_named_reward_loads_the_builtin_rewards() -> None:
    """Resolving a name is what loads the built-in rewards, once, and before any user name."""
    loaded = _loaded_after("from mobile_env.reward_registry import get\nget('task_checker')")
    assert "mobile_env.rewards.checkers" in loaded


@pytest.mark.parametrize("statement", [
    "import mobile_env\nassert 'gymnasium' not in sys.modules and 'numpy' not in sys.modules\n"
    "import gymnasium as gym",
    "import gymnasium as gym\nimport mobile_env",
    "import mobile_env\nfrom gymnasium.envs.registration import registry\nimport gymnasium as gym",
])
def test_the_env_is_registered_whichever_is_imported_first(statement: str) -> None:
    """``import mobile_env`` loads neither Gymnasium nor NumPy, and ``gym.make`` finds the env
    whether Gymnasium was imported before the package or after it."""
    code = (f"import sys\n{statement}\nenv = gym.make('MobilePlanner-v0')\n"
            "print(env.spec.id, type(env.unwrapped).__name__)")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT)
    assert done.returncode == 0, done.stderr
    assert done.stdout.split() == ["MobilePlanner-v0", "MobilePlannerEnv"]
