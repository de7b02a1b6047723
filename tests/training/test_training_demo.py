"""The CPU demonstration (F24, "proof it learns"): its metrics, its log, and one tiny end-to-end
run."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

pytest.importorskip("torch")
pytest.importorskip("trl")

from mobile_env import trajectory  # noqa: E402
from mobile_env.agents import OracleAgent, RandomAgent  # noqa: E402
from mobile_env.rollout import agent_policy, collect  # noqa: E402
from mobile_env.task_format import load_tasks  # noqa: E402
from mobile_env.generation.generator import generate  # noqa: E402
from mobile_env.training.demo import combined_history, heldout_metrics, main, summary_table  # noqa: E402
from mobile_env.training.models import tiny_model  # noqa: E402


@pytest.fixture(scope="module")
def tasks():
    return generate(10, seed=31, difficulty="easy", execution_tools=2, verify=False)


def test_heldout_metrics_are_one_for_the_oracle_and_zero_for_no_calls(tasks) -> None:
    oracle = collect(agent_policy(lambda: OracleAgent(tasks)), tasks, setting="no_search")
    assert heldout_metrics(oracle) == {"accuracy": 1.0, "partial_credit": 1.0, "right_tools": 1.0,
                                       "executed": 1.0}
    silent = collect(lambda chats: ["I cannot help."] * len(chats), tasks, setting="no_search")
    assert heldout_metrics(silent) == {"accuracy": 0.0, "partial_credit": 0.0, "right_tools": 0.0,
                                       "executed": 0.0}


def test_right_tools_counts_the_tool_even_when_arguments_are_wrong(tasks) -> None:
    """The gold call with another (valid) phone number: executed with the right tool, not exact."""
    def phone_key(task):
        return next((k for k in task.reference_solution[-2][0].arguments if "phone" in k.lower()),
                    None)

    chosen = [t for t in tasks if phone_key(t)][:3]
    assert chosen
    by_instruction = {t.instruction: t for t in chosen}

    def wrong_number(chats):
        out = []
        for chat in chats:
            if chat["step"] > 0:
                out.append('{"name": "finish", "arguments": {}}')
                continue
            task = by_instruction[chat["messages"][-1]["content"]]
            call = task.reference_solution[-2][0]
            out.append(json.dumps({"name": call.name,
                                   "arguments": {**call.arguments,
                                                 phone_key(task): "13800000000"}}))
        return out

    metrics = heldout_metrics(collect(wrong_number, chosen, setting="no_search"))
    assert metrics["accuracy"] == 0.0
    assert metrics["executed"] == 1.0 and metrics["right_tools"] == 1.0
    assert 0.0 < metrics["partial_credit"] < 1.0


def test_random_agent_rarely_scores(tasks) -> None:
    metrics = heldout_metrics(collect(agent_policy(lambda: RandomAgent(seed=0)), tasks,
                                      setting="no_search"))
    assert metrics["accuracy"] == 0.0 and all(0.0 <= v <= 1.0 for v in metrics.values())


def test_combined_history_puts_grpo_after_sft_and_marks_heldout_points() -> None:
    sft = [{"step": 1, "loss": 0.9}, {"step": 2, "loss": 0.5}, {"train_runtime": 3.0, "step": 2}]
    grpo = [{"step": 1, "reward": 0.1, "reward_std": 0.05, "loss": 0.0}, {"step": 2, "reward": 0.3}]
    heldout = {"base": 0.0, "sft": 0.1, "grpo": 0.2}
    history = combined_history(sft, grpo, heldout, sft_steps=2)
    losses = [e for e in history if "loss" in e]
    assert losses == [{"step": 1, "loss": 0.9}, {"step": 2, "loss": 0.5}]
    assert [(e["step"], e["reward"]) for e in history if "reward" in e] == [(3, 0.1), (4, 0.3)]
    assert [(e["step"], e["heldout_accuracy"]) for e in history if "heldout_accuracy" in e] == \
        [(0, 0.0), (2, 0.1), (4, 0.2)]


def test_every_setting_is_a_typed_flag_and_the_file_is_overridden(tmp_path: Path) -> None:
    from mobile_env.training import config as config_file
    from mobile_env.training.demo import DemoConfig, _parser

    (tmp_path / "demo.yaml").write_text("sft_steps: 5\ngrpo_steps: 2\nmodel: runs/base\n")
    args = vars(_parser().parse_args(["--config", str(tmp_path / "demo.yaml"), "--grpo-steps", "3",
                                      "--use-vllm", "true", "--grpo-learning-rate", "1e-5"]))
    config = config_file.load(DemoConfig, args.pop("config"), args)
    assert (config.sft_steps, config.grpo_steps, config.use_vllm, config.grpo_learning_rate,
            config.model) == (5, 3, True, 1e-5, "runs/base")
    with pytest.raises(ValueError, match="unknown config keys"):
        config_file.load(DemoConfig, None, {"sft_step": 3})


@pytest.mark.slow
def test_demo_runs_end_to_end_on_a_tiny_model(tmp_path: Path) -> None:
    model = tiny_model(tmp_path / "tiny")
    out = tmp_path / "demo"
    assert main(["--model", str(model), "--out-dir", str(out), "--test-tasks", "2", "--sft-steps",
                 "2",
                 "--grpo-steps", "1", "--num-generations", "2", "--workers", "1",
                 "--eval-batch-size", "1"]) == 0  # two evaluation slices per checkpoint
    summary = json.loads((out / "summary.json").read_text())
    assert set(summary["heldout"]) == {"base", "sft", "grpo"}
    assert summary["tasks"] == {"sft": 2, "grpo": 1, "test": 2}
    assert [e["step"] for e in summary["log_history"] if "heldout_accuracy" in e] == [0, 2, 3]
    assert (out / "curves.png").stat().st_size > 10_000
    budgets = summary["budgets"]  # derived from the references: none of them is cut short
    assert budgets["max_new_tokens"] > budgets["longest_reference_turn"]
    assert budgets["max_completion_length"] > budgets["longest_reference_episode"]
    for name in ("base", "sft", "grpo"):
        interval = summary["heldout"][name]["accuracy_interval"]
        assert interval["n"] == 2 and 0 <= interval["low"] <= interval["rate"] <= interval["high"]
        assert set(summary["heldout"][name]["by_tool"]) <= {"Accommodation_Create",
                                                            "Clock_CreateAlarm",
                                                          "Consumption_Create", "Contacts_Create",
                                                          "Messages_Send", "Phone_Call"}
    assert set(summary["paired"]) == {"base->sft", "sft->grpo", "base->grpo"}
    assert summary["grpo"]["mean_step_seconds"] >= summary["grpo"]["mean_generation_seconds"] > 0
    assert summary["sft"]["tokens_per_second"] > 0
    assert "| grpo |" in (out / "summary.md").read_text() == summary_table(summary)
    assert (out / "sft" / "config.json").exists() and (out / "grpo" / "config.json").exists()
    test_tasks = load_tasks(out / "tasks" / "test.jsonl")
    for name in ("base", "sft", "grpo"):
        played = trajectory.read(out / f"eval-{name}.trajectories.jsonl")
        assert len(played) == 2
        for item in played:  # strict replay: the recorded observations come back byte for byte
            trajectory.replay(item, test_tasks)


def test_summary_names_the_home_folder_as_a_tilde() -> None:
    """A committed summary carries no machine's absolute home path."""
    from mobile_env.training.demo import home_relative

    home = str(Path.home())
    text = json.dumps({"model": f"{home}/.cache/m", "home": home, "other": f"/opt{home}/x"})
    assert json.loads(home_relative(text)) == {"model": "~/.cache/m", "home": "~",
                                               "other": f"/opt{home}/x"}


def _echo(config: dict, out: str, threads: int, *args: object) -> tuple[object, ...]:
    """A stage for the scheduler tests: its arguments back (module level: spawn imports it)."""
    return args


def _fail_on_b(config: dict, out: str, threads: int, *args: object) -> tuple[object, ...]:
    if args == ("b",):
        raise RuntimeError("b failed")
    return args


@pytest.mark.parametrize("workers", [1, 2])
def test_stages_run_each_job_once_what_it_waits_for_is_done(tmp_path: Path, workers: int) -> None:
    from mobile_env.training.demo import DemoConfig, Job, Stages

    stages = Stages(DemoConfig(out_dir=str(tmp_path), workers=workers), tmp_path)
    timings: dict[str, float] = {}
    done = stages.run(timings, {
        "a": Job(_echo, lambda done: ("a",)),
        "b": Job(_echo, lambda done: (*done["a"], "b"), after=("a",), timing="bc"),
        "c": Job(_echo, lambda done: (*done["b"], "c"), after=("b",), timing="bc"),
        "d": Job(_echo, lambda done: ("d",))})
    assert done == {"a": ("a",), "b": ("a", "b"), "c": ("a", "b", "c"), "d": ("d",)}
    assert set(timings) == {"a", "bc", "d"} and all(s >= 0 for s in timings.values())
    if workers == 1:  # in priority order among the jobs that are ready
        assert list(done) == ["a", "b", "c", "d"]
    with pytest.raises(ValueError, match="never run"):
        stages.run({}, {"x": Job(_echo, lambda done: (), after=("missing",))})
    with pytest.raises(RuntimeError, match="b failed"):  # a failed stage stops the run
        stages.run({}, {"a": Job(_fail_on_b, lambda done: ("a",)),
                        "b": Job(_fail_on_b, lambda done: ("b",), after=("a",))})


def test_evaluation_slices_are_whole_decoding_batches() -> None:
    from mobile_env.training.demo import eval_slices

    assert eval_slices(100, 16) == [(0, 16), (16, 32), (32, 48), (48, 64), (64, 80), (80, 96),
                                    (96, 100)]
    assert eval_slices(3, 16) == [(0, 3)] and eval_slices(0, 16) == []
    assert eval_slices(2, 0) == [(0, 1), (1, 2)]


def test_the_held_out_split_is_disjoint_from_training_by_every_key(tmp_path: Path, capsys) -> None:
    """The demo's held-out tasks share no world, instruction text or (template, gold tool
    sequence) with its SFT or GRPO tasks, and no template at all: `mobile-env tasks disjoint`
    says so for each training file."""
    from mobile_env.generation import disjoint
    from mobile_env.generation.generator import instruction_template
    from mobile_env.training.demo import DemoConfig, splits

    config = DemoConfig(out_dir=str(tmp_path), test_tasks=30, sft_steps=40, grpo_steps=8)
    sft, grpo, test = splits(config, tmp_path)
    assert (len(sft), len(grpo), len(test)) == (40, 8, 30)
    files = tmp_path / "tasks"
    for train in ("sft", "grpo"):
        code = disjoint.main([str(files / f"{train}.jsonl"), str(files / "test.jsonl"),
                              "--generator", "generator"])
        assert (code, capsys.readouterr().out) == (0, "30 test task(s): disjoint\n")
    seen = {instruction_template(t) for t in sft + grpo}
    held_out = {instruction_template(t) for t in test}
    assert None not in seen | held_out and not seen & held_out


def test_the_default_demo_scores_at_least_150_held_out_tasks() -> None:
    from mobile_env.training.demo import DemoConfig

    assert DemoConfig().test_tasks >= 150
