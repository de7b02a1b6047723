"""The mobile-env command as a user meets it: help that reads as help, one-line errors, quiet
pipes."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

from mobile_env.cli import COMMANDS
from mobile_env.helptext import help_text
from mobile_env.training.cli import SUBCOMMANDS

CLI = [sys.executable, "-m", "mobile_env.cli"]
ROOT = Path(__file__).resolve().parents[2]
#: bench's help belongs to the benchmark, which is being reworked separately.
COMMAND_LINES = [[], *([c] for c in sorted(COMMANDS) if c not in ("bench", "train")),
                 ["tasks", "generate"], ["tasks", "validate"], ["tasks", "build"],
                 ["tasks", "list"], ["tools", "list"],
                 ["train"], *(["train", c] for c in SUBCOMMANDS)]
MARKUP = re.compile(r"\(F\d+|``|:(?:mod|class|func|meth|data|attr):|\(default \)|python -m")


def run(args: list[str], **kwargs: object) -> subprocess.CompletedProcess[str]:
    return subprocess.run(CLI + args, capture_output=True, text=True, timeout=120, **kwargs)


@pytest.mark.parametrize("command", COMMAND_LINES, ids=lambda c: " ".join(c) or "mobile-env")
def test_help_reads_as_help(command: list[str]) -> None:
    done = run([*command, "--help"])
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith(f"usage: {' '.join(['mobile-env', *command])}")
    assert not MARKUP.findall(done.stdout), MARKUP.findall(done.stdout)


def test_help_text_drops_developer_markup() -> None:
    doc = """``mobile-env eval``: score an agent (F25).

    Uses :mod:`mobile_env.rollout` and :class:`~mobile_env.env.MobilePlannerEnv` (F8, F9)::

        mobile-env eval --suite ``demo``
    """
    assert help_text(doc).splitlines()[0] == "Score an agent."
    assert "Uses mobile_env.rollout and MobilePlannerEnv:" in help_text(doc)
    assert "mobile-env eval --suite demo" in help_text(doc)


def test_train_grpo_help_names_its_command_and_explains_unset_defaults() -> None:
    out = run(["train", "grpo", "--help"]).stdout
    assert out.startswith("usage: mobile-env train grpo")
    assert "--model MODEL         a local model directory" in out
    assert "grpo_cpu_smoke" in out and "(default spieval_shaped)" in out


def test_a_closed_pipe_ends_quietly() -> None:
    """The reader is gone before the first byte (`| head` that has read enough)."""
    for args in (["tools", "list"], ["tools", "list", "--json"]):
        proc = subprocess.Popen(CLI + args, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        assert proc.stdout is not None and proc.stderr is not None
        proc.stdout.close()
        stderr = proc.stderr.read().decode()
        assert proc.wait(timeout=120) == 141 and stderr == ""
    shell = subprocess.run(f"{sys.executable} -m mobile_env.cli tools list --json | head -n 2",
                           shell=True, capture_output=True, text=True, timeout=120)
    assert shell.stdout.count("\n") == 2 and shell.stderr == ""


def test_an_unreachable_base_url_is_one_line_that_says_what_to_do(tmp_path: Path) -> None:
    done = run(["eval", "--suite", "demo", "--agent", "openai", "--model", "m", "--runs", "1",
                "--base-url", "http://127.0.0.1:9/v1", "--retries", "0", "--quiet",
                "--out", str(tmp_path / "r.json")])
    assert done.returncode == 1 and done.stdout == ""
    assert done.stderr.count("\n") == 1 and "Traceback" not in done.stderr
    assert done.stderr.startswith("mobile-env eval: error: cannot reach http://127.0.0.1:9/v1")
    assert "start the server or fix --base-url" in done.stderr


@pytest.mark.parametrize("command", [["eval", "--agent", "oracle", "--quiet"], ["serve"]])
def test_an_unknown_suite_is_one_line_that_names_the_suites(command: list[str],
                                                             tmp_path: Path) -> None:
    done = run([*command, "--suite", "no-such-suite"], cwd=tmp_path)
    assert done.returncode == 2 and "Traceback" not in done.stderr
    assert done.stderr.count("\n") == 1
    assert done.stderr.startswith(f"mobile-env {command[0]}: error: no suite named "
                                  "'no-such-suite'")
    assert "see mobile-env tasks list" in done.stderr


@pytest.mark.parametrize(("command", "message"), [
    (["eval", "--suite", "demo", "--step-limit", "0"], "argument --step-limit: must be an "
                                                       "integer >= 1 (got '0')"),
    (["eval", "--suite", "demo", "--max-errors", "-1"], "argument --max-errors: must be"),
    (["eval", "--suite", "demo", "--batch-size", "x"], "argument --batch-size: must be"),
    (["serve", "--port", "70000"], "argument --port: must be a port from 0"),
    (["serve", "--page-size", "0"], "argument --page-size: must be"),
    (["tasks", "generate", "--n", "-5", "--seed", "1", "--out", "x.jsonl"], "argument --n:"),
    (["play", "--seed", "-3"], "argument --seed: must be an integer >= 0"),
])
def test_a_number_out_of_range_is_a_usage_error(command: list[str], message: str,
                                                tmp_path: Path) -> None:
    """Checked by argparse, before anything runs (a step limit of 0 used to mean "the task's
    own", a negative seed to end in a traceback)."""
    done = run(command, cwd=tmp_path)
    prog = " ".join(command[:2] if command[0] == "tasks" else command[:1])
    assert done.returncode == 2 and "Traceback" not in done.stderr
    error, pointer = done.stderr.splitlines()
    assert error.startswith(f"mobile-env {prog}: error: {message}")
    assert pointer == f"Try 'mobile-env {prog} --help'."


def test_an_output_path_that_cannot_be_written_is_one_line(tmp_path: Path) -> None:
    target = tmp_path / "no-such-folder" / "deeper" / "x.jsonl"
    (tmp_path / "no-such-folder").write_text("a file, not a folder")
    done = run(["tasks", "generate", "--n", "2", "--seed", "1", "--out", str(target)])
    assert done.returncode == 1 and "Traceback" not in done.stderr
    assert done.stderr.startswith(f"mobile-env tasks: error: {target.parent}")


@pytest.mark.parametrize(("name", "content", "message"), [
    ("c.yaml", "lr: [1, 2", "c.yaml: not valid YAML (while parsing a flow sequence"),
    ("c.json", "[" * 100_000, "c.json: not valid JSON (nested too deeply)"),
    ("c.json", "[1, 2]", "c.json: a config is a mapping of setting names to values, not a list"),
    ("c.json", '{"learning_rate": "fast"}', "config key 'learning_rate': Input should be a valid "
                                            "number"),
    ("c.json", '{"max_stesp": 3}', "unknown config keys ['max_stesp']; known: "),
])
def test_a_bad_training_config_is_one_line_that_says_what_to_fix(
        tmp_path: Path, name: str, content: str, message: str) -> None:
    """Checked before any model loads: the file's syntax, its shape, each key and each value's
    type (pydantic, against the config's own dataclass)."""
    (tmp_path / name).write_text(content)
    done = run(["train", "grpo", "--config", name, "--model", str(tmp_path)], cwd=tmp_path)
    assert done.returncode == 2 and "Traceback" not in done.stderr
    assert done.stderr.count("\n") == 1
    assert done.stderr.startswith(f"mobile-env train grpo: error: {message}"), done.stderr


def test_a_file_that_is_not_a_log_is_one_line(tmp_path: Path) -> None:
    for content, message in (("[" * 100_000, "not JSON (nested too deeply)"),
                             ('{"a": 1}', "no log history"),
                             ('[1, "x"]', "has no reward, held-out accuracy or loss")):
        (tmp_path / "log.json").write_text(content)
        done = run(["train", "plot", "log.json"], cwd=tmp_path)
        assert done.returncode == 2 and "Traceback" not in done.stderr
        assert done.stderr.splitlines()[0].startswith("mobile-env train plot: error: ")
        assert message in done.stderr


def test_configs_by_shipped_name_from_any_directory(tmp_path: Path,
                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    from mobile_env.training import config
    from mobile_env.training.grpo import load_config

    monkeypatch.chdir(tmp_path)
    assert load_config("grpo_cpu_smoke").num_generations == 4
    shipped = json.loads((ROOT / "training" / "configs" / "grpo_gpu.json").read_text())
    assert load_config("grpo_gpu.json").max_completion_length == shipped["max_completion_length"]
    assert {"grpo_cpu_smoke", "grpo_gpu", "sft_smollm2"} <= set(config.shipped_configs())
    with pytest.raises(config.ConfigError, match="shipped config: grpo_cpu_smoke, grpo_gpu"):
        load_config("training/configs/grpo_cpu_smoke.json")  # a path that is not there
    (tmp_path / "mine.json").write_text('{"max_steps": 7}')
    assert load_config("mine.json").max_steps == 7
