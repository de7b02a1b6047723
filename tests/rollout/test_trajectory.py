"""Trajectories (F27): JSONL round trip, byte-identical replay, re-scoring, the replay CLI."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import gymnasium as gym
import pytest

import mobile_env
from mobile_env import trajectory
from mobile_env.agents import get_agent
from mobile_env.cli import main as cli_main
from mobile_env.episode import EpisodeRecord
from mobile_env.evaluation.eval_cli import main as eval_main
from mobile_env.replay_cli import main as replay_main
from mobile_env.rollout import Chat, agent_policy, collect
from mobile_env.state import build_state
from mobile_env.task_format import load_suite
from mobile_env.trajectory import ReplayMismatch, Trajectory, TrajectoryFileError
from mobile_env.rewards import RewardResult, names, register

TASKS = load_suite("spieval-core")[:5]
GIANT = '{"name": ' + "x" * 10_000  # unparseable, and far longer than any error message
STEPS_REWARD = "test_fewer_steps"


def fewer_steps(episode: EpisodeRecord) -> RewardResult:
    """A second reward to re-score with: 1 / steps taken."""
    return RewardResult(1.0 / max(1, len(episode.steps)), {"steps": len(episode.steps)})


if STEPS_REWARD not in names():
    register(STEPS_REWARD)(fewer_steps)


def rollouts(agent: str) -> list[trajectory.Trajectory]:
    policy = agent_policy(lambda: get_agent(agent, tasks=TASKS, seed=1))
    return [trajectory.from_rollout(r, agent=agent) for r in collect(policy, TASKS, seed=4)]


@pytest.fixture(scope="module")
def recorded(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("traj") / "mixed.jsonl"
    trajectory.write(path, rollouts("oracle") + rollouts("heuristic") + rollouts("random"))
    return path


def test_write_read_round_trip(recorded: Path) -> None:
    items = trajectory.read(recorded)
    assert len(items) == len(recorded.read_text(encoding="utf-8").splitlines()) == 15
    assert [t.to_json() for t in items] == recorded.read_text(encoding="utf-8").splitlines()
    first = json.loads(recorded.read_text(encoding="utf-8").splitlines()[0])
    assert first["version"] == mobile_env.__version__ and first["format"] == trajectory.FORMAT
    assert {"task_id", "suite", "seed", "setting", "actions", "observations", "rewards",
            "termination_reason", "reward_breakdown", "state_delta"} <= set(first)
    oracle = items[0]
    assert oracle.reward == 1.0 and oracle.seed == 4 and oracle.extra == {"agent": "oracle"}
    added = [r for d in oracle.state_delta["tables"].values() for r in d.get("added", [])]
    assert added, "the oracle's execution call shows up as an added record"


def test_replay_is_byte_identical(recorded: Path) -> None:
    tasks = {t.id: t for t in TASKS}
    for item in trajectory.read(recorded):
        episode = trajectory.replay(item, tasks)
        assert [s.observation for s in episode.steps] == item.observations
        assert episode.termination_reason == item.termination_reason
        assert trajectory.state_delta(episode.initial_state,
                                      episode.final_state) == item.state_delta


def test_giant_garbage_action_replays_exactly() -> None:
    def policy(chats: list[Chat]) -> list[str]:
        return [GIANT if c["step"] == 0 else "done" for c in chats]

    rollout = collect(policy, TASKS[:1])[0]
    assert rollout.episode.steps[0].action == GIANT  # the record keeps it whole
    for item in (trajectory.from_rollout(rollout), trajectory.from_episode(rollout.episode)):
        assert item.actions[0] == GIANT
        assert trajectory.mismatched_steps(item, trajectory.replay(item, TASKS)) == []


def test_mismatch_is_flagged(recorded: Path) -> None:
    item = trajectory.read(recorded)[5]
    tampered = Trajectory(**{**json.loads(item.to_json()),
                             "observations": ["?"] + item.observations[1:]})
    with pytest.raises(ReplayMismatch) as raised:
        trajectory.replay(tampered, TASKS)
    assert raised.value.steps == [0]
    shorter = Trajectory(**{**json.loads(item.to_json()), "actions": item.actions[:-1]})
    episode = trajectory.replay(shorter, TASKS, strict=False)
    assert trajectory.mismatched_steps(shorter, episode) == [len(item.actions) - 1]
    edited = [TASKS[0].model_copy(update={"instruction": "Something else."})]
    first = trajectory.read(recorded)[0]
    assert trajectory.mismatched_steps(first, trajectory.replay(first, edited, strict=False)) == \
        list(range(len(first.observations)))


def test_rescore_with_another_reward(recorded: Path) -> None:
    for item in trajectory.read(recorded):
        assert trajectory.rescore(item, "spieval_exact", TASKS).value == item.reward
        again = trajectory.rescore(item, STEPS_REWARD, TASKS)
        assert again.value == pytest.approx(1.0 / len(item.actions))
        assert trajectory.rescore(item, fewer_steps, TASKS) == again


def test_from_any_episode() -> None:
    env = gym.make(mobile_env.ENV_ID, suite="demo")
    env.reset(seed=2)
    for step in load_suite("demo")[0].reference_solution:
        env.step(json.dumps([{"name": c.name, "arguments": c.arguments} for c in step]))
    item = trajectory.from_episode(env.unwrapped.episode, seed=2)
    assert item.reward == 1.0 and item.rewards[:-1] == [0.0] * (len(item.rewards) - 1)
    assert trajectory.replay(item, load_suite("demo")).steps == env.unwrapped.episode.steps


def test_state_delta_per_table() -> None:
    before = build_state("2025-01-01 09:00:00", {"contacts": [{"id": "contacts-1", "name": "A"},
                                                              {"id": "contacts-2", "name": "B"}]})
    after = before.copy()
    after.tables["contacts"] = ({"id": "contacts-1", "name": "A2"},
                                {"id": "contacts-3", "name": "C"})
    after.settings["wifi"] = True
    assert trajectory.state_delta(before, before.copy()) == {}
    assert trajectory.state_delta(before, after) == {
        "tables": {"contacts": {
            "added": [{"id": "contacts-3", "name": "C"}],
            "changed": [{"id": "contacts-1", "before": {"id": "contacts-1", "name": "A"},
                         "after": {"id": "contacts-1", "name": "A2"}}],
            "removed": [{"id": "contacts-2", "name": "B"}]}},
        "settings": {"wifi": {"before": None, "after": True}}}


def test_deterministic_files(tmp_path: Path) -> None:
    a, b = tmp_path / "a.jsonl", tmp_path / "b.jsonl"
    trajectory.write(a, rollouts("heuristic"))
    trajectory.write(b, rollouts("heuristic"))
    assert a.read_bytes() == b.read_bytes()


def test_bad_file_names_the_line(tmp_path: Path) -> None:
    path = tmp_path / "bad.jsonl"
    path.write_text(rollouts("oracle")[0].to_json() + "\n{\"format\": \"other\"}\n",
                    encoding="utf-8")
    with pytest.raises(TrajectoryFileError, match=r"bad\.jsonl:2"):
        trajectory.read(path)


@pytest.mark.parametrize(("change", "message"), [
    ({"actions": 5}, "field 'actions': Input should be a valid list"),
    ({"seed": "5"}, "field 'seed'"), ({"seed": True}, "field 'seed'"),
    ({"rewards": ["1"]}, "field 'rewards.0'"), ({"env_config": []}, "field 'env_config'"),
    ({"task_id": None}, "field 'task_id'"), ({"reward_name": []}, "field 'reward_name'"),
    ({"bogus": 1}, "field 'bogus': Extra inputs are not permitted"),
    ({"actions": [{"utf8_surrogatepass": "!!!"}]}, "Non-base64|Invalid base64|base64"),
])
def test_a_malformed_line_names_its_field(tmp_path: Path, change: dict[str, object],
                                          message: str) -> None:
    """Every field is checked for its JSON type on reading (a seed of "5" is not 5), so a line
    that reads also replays, and one that does not says which field to fix."""
    path = tmp_path / "bad.jsonl"
    line = {**json.loads(rollouts("oracle")[0].to_json()), **change}
    path.write_text(json.dumps(line) + "\n", encoding="utf-8")
    with pytest.raises(TrajectoryFileError, match=rf"bad\.jsonl:1: .*({message})"):
        trajectory.read(path)


@pytest.mark.parametrize(("change", "message"), [
    ({"seed": -1}, "Seed must be greater or equal to zero"),
    ({"env_config": {"page_size": 0}}, "page_size must be an int >= 1"),
    ({"env_config": {"bogus": 1}}, "unexpected keyword argument 'bogus'"),
    ({"setting": "sideways"}, "setting must be one of"),
])
def test_replay_cli_names_a_trajectory_that_cannot_replay(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], change: dict[str, object],
        message: str) -> None:
    path = tmp_path / "odd.jsonl"
    item = rollouts("oracle")[0]
    path.write_text(json.dumps({**json.loads(item.to_json()), **change}) + "\n",
                    encoding="utf-8")
    with pytest.raises(SystemExit) as exit_:
        replay_main([str(path), "--suite", "spieval-core"])
    assert exit_.value.code == 2
    error = capsys.readouterr().err.splitlines()[0]
    assert error.startswith(f"mobile-env replay: error: {path}: trajectory 1 ({item.task_id}) "
                            "cannot be replayed: ") and message in error


def test_replay_cli(recorded: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "rescored.jsonl"
    assert cli_main(["replay", str(recorded), "--reward", STEPS_REWARD, "--suite", "spieval-core",
                     "--out", str(out)]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0] == f"{recorded}: 15 episodes" and lines[1].startswith("  mean reward: ")
    assert lines[2] == "  mismatched observations 0 (in 0 episodes)"
    rescored = trajectory.read(out)
    assert [t.reward_name for t in rescored] == [STEPS_REWARD] * 15
    assert [t.reward for t in rescored] == pytest.approx([1.0 / len(t.actions) for t in rescored])
    tampered = tmp_path / "tampered.jsonl"
    item = trajectory.read(recorded)[0]
    trajectory.write(tampered, [Trajectory(**{**json.loads(item.to_json()),
                                              "observations": ["?"] * len(item.observations)})])
    assert replay_main([str(tampered)]) == 1
    assert f"mismatched observations {len(item.observations)} (in 1 episodes)" in \
        capsys.readouterr().out
    with pytest.raises(SystemExit):
        replay_main([str(recorded), "--reward", "no_such_reward"])


def test_eval_trajectories_replay_in_a_fresh_process(tmp_path: Path) -> None:
    """Determinism across processes: eval writes, a new interpreter replays byte for byte."""
    path = tmp_path / "eval.jsonl"
    assert eval_main(["--suite", "demo", "--agent", "heuristic", "--runs", "2", "--quiet",
                      "--out", str(tmp_path / "r.json"), "--trajectories", str(path)]) == 0
    items = trajectory.read(path)
    assert [(t.extra["run"], t.seed) for t in items] == [(0, 0), (1, 1)]
    done = subprocess.run([sys.executable, "-m", "mobile_env.cli", "replay", str(path)],
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    assert "2 episodes" in done.stdout and "mismatched observations 0" in done.stdout


def test_text_with_surrogates_is_written_as_utf8_and_replays_exactly(tmp_path: Path) -> None:
    """Lone surrogates and a surrogate pair sent as two code points (which JSON would merge into
    one character) survive the file: it is valid UTF-8 and the replay sends the same code points.
    What the env reads of them is encodable: the final answer has the pair's character and
    U+FFFD for the lone one."""
    env = gym.make(mobile_env.ENV_ID, tasks=TASKS[:1])
    env.reset(seed=0)
    pair = "\ud83d\ude00"  # two code points, not the one character U+1F600
    actions = [json.dumps({"name": "search_contacts", "arguments": {"pattern": "a\ud800"}},
                          ensure_ascii=False),
               '{"name": "search_notes", "arguments": {"pattern": "\udfff' + pair + '"}}',
               "[" + "\udc00" * 3, f"All done {pair}\ud800"]
    for action in actions:
        env.step(action)
    item = trajectory.from_episode(env.unwrapped.episode, seed=0)
    path = tmp_path / "surrogates.jsonl"
    trajectory.write(path, [item])
    path.read_bytes().decode("utf-8")  # strict: no surrogate reached the file
    again = trajectory.read(path)[0]
    assert again.actions == actions and [len(a) for a in again.actions] == [len(a) for a in actions]
    assert again.final_answer == "All done \U0001f600\ufffd"
    assert trajectory.mismatched_steps(again, trajectory.replay(again, TASKS)) == []


def test_non_text_actions_are_kept_when_json_gives_them_back(tmp_path: Path) -> None:
    env = gym.make(mobile_env.ENV_ID, tasks=TASKS[:1])
    env.reset(seed=0)
    env.step({"name": "finish"})  # type: ignore[arg-type]
    env.step(["x", 1])  # type: ignore[arg-type]
    env.step("done")
    item = trajectory.from_episode(env.unwrapped.episode)
    assert item.actions[:2] == [{"name": "finish"}, ["x", 1]]
    assert trajectory.mismatched_steps(item, trajectory.replay(
        Trajectory.from_json(item.to_json()), TASKS)) == []
    env.reset(seed=0)
    env.step(("a", "tuple"))  # type: ignore[arg-type]
    env.step("done")
    with pytest.raises(TypeError, match="tuple"):
        trajectory.from_episode(env.unwrapped.episode)


def test_replay_finds_a_generated_splits_tasks_by_their_ids(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """A trajectory of a generated split names its tasks' suite ("mobilepa-capabilities"), not
    the split; replay finds the task by its id without --suite."""
    tasks = load_suite("mobilepa-capabilities-test")[:2]
    policy = agent_policy(lambda: get_agent("oracle", tasks=tasks, seed=1))
    items = [trajectory.from_rollout(r, agent="oracle") for r in collect(policy, tasks, seed=4)]
    assert {item.suite for item in items} == {"mobilepa-capabilities"}
    path = tmp_path / "generated.jsonl"
    trajectory.write(path, items)
    assert replay_main([str(path)]) == 0
    assert capsys.readouterr().out.rstrip().endswith("mismatched observations 0 (in 0 episodes)")
