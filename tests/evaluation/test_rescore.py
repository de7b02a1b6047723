"""``mobile-env rescore``: an eval's trajectories under another reward give the numbers a live
eval with that reward gives, without a model."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from flaky_agent import register

from mobile_env.cli import main as cli_main
from mobile_env.evaluation import compare, eval_cli, rescore

COMPOSITE = '{"spieval_exact": 1, "final_reply": 0.1}'
#: What a rescored results file shares with a live eval's (``config`` says what was rescored,
#: ``seconds`` is how long each took).
SHARED = ("version", "task_set_sha256", "n_tasks", "runs", "summary", "exact", "pass_k", "by_tool")


def _eval(tmp_path: Path, agent: str, reward: str, name: str) -> tuple[dict, str]:
    out = tmp_path / f"{name}.json"
    assert eval_cli.main(["--suite", "spieval-core", "--limit", "10", "--agent", agent,
                          "--runs", "3", "--reward", reward, "--quiet", "--out", str(out)]) == 0
    return json.loads(out.read_text(encoding="utf-8")), str(out.with_suffix(".trajectories.jsonl"))


def _tables(printed: str) -> list[str]:
    """The printed report without its first line (the source) and last three (what ran, where
    it was written)."""
    return printed.strip().splitlines()[1:-3]


@pytest.mark.parametrize("reward", ["spieval_shaped", COMPOSITE])
def test_rescored_trajectories_give_the_numbers_of_a_live_eval(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, reward: str,
        capsys: pytest.CaptureFixture[str]) -> None:
    flaky = register(monkeypatch)
    recorded, trajectories = _eval(tmp_path, flaky, "task_checker", "a")
    capsys.readouterr()
    out = tmp_path / "rescored.json"
    assert cli_main(["rescore", trajectories, "--reward", reward, "--out", str(out)]) == 0
    rescored_text = capsys.readouterr().out
    live, _ = _eval(tmp_path, flaky, reward, "b")
    live_text = capsys.readouterr().out
    rescored = json.loads(out.read_text(encoding="utf-8"))
    assert {key: rescored[key] for key in SHARED} == {key: live[key] for key in SHARED}
    assert _tables(rescored_text) == _tables(live_text)
    assert rescored["summary"] != recorded["summary"]  # another reward, other numbers
    assert rescored["config"]["reward"] == reward and rescored["config"]["agent"] == flaky
    assert rescored["config"]["recorded_reward"] == ["task_checker"]
    assert [run["seed"] for run in rescored["runs"]] == [0, 1, 2]
    compare.compare(rescored, live)  # a results file like any other: same tasks and runs


def test_rescore_takes_the_tasks_from_a_suite_and_writes_next_to_the_file(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    live, trajectories = _eval(tmp_path, "heuristic", "spieval_shaped", "h")
    assert cli_main(["rescore", trajectories, "--reward", "spieval_shaped",
                     "--suite", "spieval-core"]) == 0
    written = tmp_path / "h.rescored-spieval_shaped.json"
    assert f"\nresults: {written}\n" in capsys.readouterr().out
    rescored = json.loads(written.read_text(encoding="utf-8"))
    assert {key: rescored[key] for key in SHARED} == {key: live[key] for key in SHARED}
    assert rescore.default_out(Path("r/x.trajectories.jsonl"), COMPOSITE) == \
        Path("r/x.rescored-_spieval_exact_1_final_reply_0.1_.json")


def _error(argv: list[str], capsys: pytest.CaptureFixture[str]) -> str:
    with pytest.raises(SystemExit) as exited:
        cli_main(["rescore", *argv])
    assert exited.value.code == 2
    message, pointer = capsys.readouterr().err.strip().splitlines()
    assert message.startswith("mobile-env rescore: error: ")
    assert pointer == "Try 'mobile-env rescore --help'."
    return message


def test_rescore_says_what_is_wrong_in_one_line(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    _, trajectories = _eval(tmp_path, "oracle", "task_checker", "o")
    lines = Path(trajectories).read_text(encoding="utf-8").splitlines()
    assert "no reward named 'nope'" in _error([trajectories, "--reward", "nope"], capsys)
    assert "the weight of 'spieval_exact' must be a finite number" in _error(
        [trajectories, "--reward", '{"spieval_exact": "high"}'], capsys)
    twice = tmp_path / "twice.jsonl"
    twice.write_text("\n".join(lines + lines[:1]) + "\n", encoding="utf-8")
    assert "a second episode of" in _error([str(twice), "--reward", "spieval_exact"], capsys)
    edited = json.loads(lines[0])
    edited["observations"][0] = edited["observations"][0].replace("ok", "OK", 1)
    drifted = tmp_path / "drifted.jsonl"
    drifted.write_text(json.dumps(edited) + "\n", encoding="utf-8")
    assert "differs from the recording" in _error([str(drifted), "--reward", "spieval_exact"],
                                                  capsys)
    assert "has no task" in _error([trajectories, "--reward", "spieval_exact", "--suite", "demo"],
                                   capsys)
    empty = tmp_path / "empty.jsonl"
    empty.write_text("", encoding="utf-8")
    assert "holds no trajectory" in _error([str(empty), "--reward", "spieval_exact"], capsys)
    assert "cannot read" in _error([str(tmp_path / "missing.jsonl"), "--reward", "spieval_exact"],
                                   capsys)
    assert not list(tmp_path.glob("*.rescored-*.json"))


def test_rescore_is_a_command_with_its_own_help(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        cli_main(["--help"])
    assert "rescore: score an eval's trajectories under another reward" in " ".join(
        capsys.readouterr().out.split())
    with pytest.raises(SystemExit):
        cli_main(["rescore", "--help"])
    text = capsys.readouterr().out
    assert "usage: mobile-env rescore" in text and "--reward REWARD" in text
