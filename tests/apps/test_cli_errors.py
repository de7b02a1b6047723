"""A user's mistake at the command line is one line that says what to do, never a traceback.

Each case runs the real ``mobile-env`` entry point in its own process (a missing package is
simulated there by a ``None`` in ``sys.modules``, which makes its import fail as if it were not
installed); the shared parts are checked in process.
"""

from __future__ import annotations

import argparse
import json
import socket
import subprocess
import sys
from pathlib import Path

import pytest

from mobile_env import reward_registry
from mobile_env.cli_args import WIDTH, Parser, closest, error_line, missing_module
from mobile_env.training.cli import SUBCOMMANDS
from mobile_env.training.config import ConfigError
from mobile_env.training.grpo import load_config
from mobile_env.training.trl_env import check_server

ROOT = Path(__file__).resolve().parents[2]
#: The packages of the train extra a train subcommand may import.
TRAIN_EXTRA = ("torch", "transformers", "trl", "peft", "gguf", "datasets", "matplotlib")


def mobile_env(args: list[str], *, missing: tuple[str, ...] = (),
               cwd: Path | None = None) -> subprocess.CompletedProcess[str]:
    """``mobile-env ARGS`` in a fresh process in which the modules ``missing`` cannot be
    imported."""
    code = ("import sys; sys.modules.update(dict.fromkeys(sys.argv[1].split(',')) if sys.argv[1] "
            "else {}); from mobile_env.cli import main; sys.exit(main(sys.argv[2:]))")
    return subprocess.run([sys.executable, "-c", code, ",".join(missing), *args],
                          capture_output=True, text=True, timeout=120, cwd=cwd)


def closed_port() -> int:
    """A loopback port nothing listens on (bound, then released)."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port: int = probe.getsockname()[1]
    return port


def one_line(done: subprocess.CompletedProcess[str], status: int, line: str) -> None:
    """``done`` failed with ``status`` and said exactly ``line`` on stderr, nothing else, in at
    most :data:`WIDTH` columns."""
    assert "Traceback" not in done.stderr
    assert (done.returncode, done.stderr) == (status, line + "\n")
    assert len(line) <= WIDTH
    assert done.stdout == ""


def usage_error(done: subprocess.CompletedProcess[str], prog: str, message: str) -> None:
    """``done`` is argparse's usage error: the one line, within :data:`WIDTH` columns, and the
    pointer to ``--help``."""
    assert "Traceback" not in done.stderr
    assert max(map(len, done.stderr.splitlines())) <= WIDTH
    assert done.returncode == 2
    assert done.stderr == f"{prog}: error: {message}\nTry '{prog} --help'.\n"


def unknown_tool_suite(folder: Path) -> Path:
    """A task file whose one task offers a tool the catalog does not have."""
    task = json.loads((ROOT / "tasks" / "demo.jsonl").read_text().splitlines()[0])
    task["candidate_tools"].append("Phone_Dial")
    path = folder / "tasks.jsonl"
    path.write_text(json.dumps(task) + "\n")
    return path


# --------------------------------------------------------------------------- each mistake


TRAIN = "pip install 'mobile-planner[train]'"


@pytest.mark.parametrize(("args", "missing", "status", "line"), [
    (["train", "prompt-tokens", "--model", "m"], TRAIN_EXTRA, 1,
     f"mobile-env train prompt-tokens: error: transformers is missing: {TRAIN}"),
    (["train", "grpo", "--config", "grpo_cpu_smoke", "--model", "."], TRAIN_EXTRA, 1,
     f"mobile-env train grpo: error: transformers is missing: {TRAIN}"),
    (["train", "bench", "--model", "m"], TRAIN_EXTRA, 1,
     f"mobile-env train bench: error: torch is missing: {TRAIN}"),
    (["serve"], ("openenv",), 1,
     "mobile-env serve: error: openenv is missing: pip install 'mobile-planner[serve]'"),
    (["train", "grpo", "--config", "c.yaml"], ("yaml",), 2,
     "mobile-env train grpo: error: c.yaml needs PyYAML (pip install pyyaml), or write it as "
     "JSON"),
    (["train", "grpo", "--env-url", "http://127.0.0.1:9"], (), 2,
     "mobile-env train grpo: error: --env-url plays on the server: add --driver "
     "environment_factory"),
    (["train", "grpo", "--env-url", "http://127.0.0.1:9", "--driver", "environment_factory",
      "--step-limit", "3"], (), 2,
     "mobile-env train grpo: error: --env-url: set --step-limit on the server (mobile-env "
     "serve), not here"),
    (["eval", "--suite", "tasks.jsonl", "--agent", "oracle", "--quiet"], (), 2,
     "mobile-env eval: error: no tool 'Phone_Dial' (task 'demo-call-manager'); did "
     "you mean 'Phone_Call'?"),
], ids=["train-extra", "train-extra-grpo", "train-extra-torch", "serve-extra", "yaml",
        "env-url-driver", "env-url-step-limit", "eval-unknown-tool"])
def test_a_mistake_is_one_line_that_says_what_to_do(
        args: list[str], missing: tuple[str, ...], status: int, line: str,
        tmp_path: Path) -> None:
    (tmp_path / "c.yaml").write_text("max_steps: 1\n")
    unknown_tool_suite(tmp_path)
    one_line(mobile_env(args, missing=missing, cwd=tmp_path), status, line)


def test_an_env_server_that_is_down_is_one_line(tmp_path: Path) -> None:
    """Said before any model loads (the model directory here is not one)."""
    url = f"http://127.0.0.1:{closed_port()}"
    done = mobile_env(["train", "grpo", "--env-url", url, "--driver", "environment_factory",
                       "--model", str(tmp_path)])
    one_line(done, 1, f"mobile-env train grpo: error: {url}: Connection refused; start "
                      "mobile-env serve")


def test_serve_refuses_an_unknown_reward_before_it_serves() -> None:
    done = mobile_env(["serve", "--reward", "nope"])
    usage_error(done, "mobile-env serve",
                "--reward: no reward named 'nope'; see mobile-env eval --help")
    listed = mobile_env(["eval", "--help"]).stdout.split("registered: ")[1].split()
    assert {"spieval_exact,", "task_checker,", "final_reply,"} <= set(listed)
    usage_error(mobile_env(["serve", "--reward", "spieval_shapd"]), "mobile-env serve",
                "--reward: no reward named 'spieval_shapd'; did you mean 'spieval_shaped'?")


@pytest.mark.parametrize("command", sorted(SUBCOMMANDS))
def test_train_help_needs_no_train_extra(command: str) -> None:
    done = mobile_env(["train", command, "--help"], missing=TRAIN_EXTRA)
    assert done.returncode == 0 and "Traceback" not in done.stderr, done.stderr
    assert done.stdout.startswith(f"usage: mobile-env train {command}")


@pytest.mark.parametrize(("args", "prog", "message"), [
    (["evl"], "mobile-env", "argument command: invalid choice 'evl'; did you mean 'eval'?"),
    (["tasks", "genrate"], "mobile-env tasks",
     "argument COMMAND: invalid choice 'genrate'; did you mean 'generate'?"),
    (["eval", "--agent", "x"], "mobile-env eval", "argument --agent: invalid choice 'x'; 5 "
                                                  "choices: see --help"),
    (["serve", "--port", "-1"], "mobile-env serve",
     "argument --port: must be a port from 0 (any free one) to 65535 (got '-1')"),
])
def test_an_argparse_error_is_its_line_and_a_pointer_to_help(args: list[str], prog: str,
                                                             message: str) -> None:
    usage_error(mobile_env(args), prog, message)


# --------------------------------------------------------------------------- the shared parts


def test_the_parser_prints_one_line_and_the_pointer(capsys: pytest.CaptureFixture[str]) -> None:
    parser = Parser(prog="tool")
    parser.add_argument("--size", choices=["small", "large"])
    with pytest.raises(SystemExit) as stopped:
        parser.parse_args(["--size", "smal"])
    assert stopped.value.code == 2
    assert capsys.readouterr().err == ("tool: error: argument --size: invalid choice 'smal'; "
                                       "did you mean 'small'?\nTry 'tool --help'.\n")
    with pytest.raises(SystemExit):
        parser.parse_args(["--size", "x"])
    assert capsys.readouterr().err.startswith("tool: error: argument --size: invalid choice "
                                              "'x'; choose from small, large\n")


def test_subparsers_share_the_error_shape(capsys: pytest.CaptureFixture[str]) -> None:
    parser = Parser(prog="tool")
    parser.add_subparsers(dest="command").add_parser("run").add_argument("--n", type=int)
    with pytest.raises(SystemExit):
        parser.parse_args(["run", "--n", "x"])
    assert capsys.readouterr().err == ("tool run: error: argument --n: invalid int value: 'x'"
                                       "\nTry 'tool run --help'.\n")


def test_help_fits_the_width_on_a_wide_terminal(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("COLUMNS", "400")
    parser = Parser(prog="tool", formatter_class=argparse.RawDescriptionHelpFormatter)
    for flag in "abcdefghijklmnop":
        parser.add_argument(f"--{flag * 8}", help="a flag whose help reads long " * 6)
    assert max(map(len, parser.format_help().splitlines())) <= WIDTH


def test_error_line_is_one_line() -> None:
    assert error_line("mobile-env x", "a\nb  c") == "mobile-env x: error: a b c"


def test_closest_names_near_words_only() -> None:
    assert closest("evl", ["eval", "replay", "serve"]) == ["eval"]
    assert closest("zzz", ["eval", "replay"]) == []


@pytest.mark.parametrize(("prog", "module", "message"), [
    ("mobile-env train sft", "matplotlib.pyplot",
     "matplotlib is missing: pip install 'mobile-planner[train]'"),
    ("mobile-env report", "matplotlib", "matplotlib is missing: pip install "
                                        "'mobile-planner[report]'"),
    ("mobile-env serve", "openenv.core", "openenv is missing: pip install 'mobile-planner[serve]'"),
    ("mobile-env eval", "nowhere_known", "the package that provides the module 'nowhere_known' "
                                         "is not installed"),
    ("mobile-env eval", "mobile_env.gone", None),
])
def test_missing_module_names_the_extra(prog: str, module: str, message: str | None) -> None:
    assert missing_module(prog, ModuleNotFoundError(name=module)) == message


def test_the_extras_named_are_the_projects() -> None:
    import tomllib

    from mobile_env.cli_args import EXTRAS

    extras = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"][
        "optional-dependencies"]
    assert set(EXTRAS.values()) <= set(extras)


def test_env_url_settings_are_checked_with_the_config() -> None:
    with pytest.raises(ConfigError, match="add --driver environment_factory"):
        load_config(env_url="http://127.0.0.1:9")
    assert load_config(env_url="http://127.0.0.1:9", driver="environment_factory").env_url


def test_check_server_says_what_to_do() -> None:
    url = f"http://127.0.0.1:{closed_port()}"
    with pytest.raises(ConnectionError, match="Connection refused; start mobile-env serve"):
        check_server(url)


def test_an_unknown_reward_suggests_the_closest() -> None:
    with pytest.raises(KeyError, match="did you mean 'final_reply'"):
        reward_registry.get("final_replies")


# --------------------------------------------------------------------------- task ids


@pytest.mark.parametrize(("task_id", "hint"), [
    ("core-dis-alarm-x", "; did you mean 'core-dis-alarm-5'?"),
    ("gen7-00001", "; the ids of spieval-train start with 'gen-7-'"),
    ("zzz", ""),
])
def test_a_mistyped_task_id_names_the_closest(task_id: str, hint: str) -> None:
    """Without building a generated suite whose ids cannot match (none is looked in here)."""
    usage_error(mobile_env(["play", "--task", task_id]), "mobile-env play",
                f"no built-in task {task_id!r}{hint}")


@pytest.mark.parametrize("args", [["train", "sft", "--config", "sft_smollm2", "--model", "."],
                                  ["train", "grpo", "--config", "grpo_cpu_smoke", "--model", "."],
                                  ["train", "check-model", "."],
                                  ["train", "prompt-tokens", "--model", "."]])
def test_a_folder_that_is_no_model_is_one_line(args: list[str], tmp_path: Path) -> None:
    """Said before the tokenizer loads (transformers' own error is a traceback)."""
    one_line(mobile_env(args, cwd=tmp_path), 2,
             f"mobile-env train {args[1]}: error: '.' holds no model (no config.json): see "
             "train prepare-model")


def test_prepare_model_refuses_a_file_as_its_folder_before_it_converts(tmp_path: Path) -> None:
    (tmp_path / "model.json").write_text("{}")
    usage_error(mobile_env(["train", "prepare-model", "--out", "model.json"], cwd=tmp_path),
                "mobile-env train prepare-model",
                "--out model.json is a file: give a folder for the model")
