"""GRPO training (F24): the rollout hook's token record, one real TRL step, the env adapter."""

from __future__ import annotations

import dataclasses
import json
import math
import warnings
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest

torch = pytest.importorskip("torch")
pytest.importorskip("trl")

from mobile_env.episode import EpisodeRecord  # noqa: E402
from mobile_env.task_format import load_suite  # noqa: E402
from mobile_env.rewards import RewardResult, register  # noqa: E402
from mobile_env.training.grpo import (  # noqa: E402
    DegenerateStepWarning, DegenerateSteps, EpisodeRollout, GRPORunConfig, build_trainer,
    load_config, main)
from mobile_env.training.config import ConfigError  # noqa: E402
from mobile_env.training.models import tiny_model  # noqa: E402


def _constant(episode: EpisodeRecord) -> RewardResult:
    """The same for every episode: every group's advantages are zero."""
    return RewardResult(0.5, {})


register("test_grpo_constant", _constant)


@pytest.fixture(scope="module")
def tiny(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return tiny_model(tmp_path_factory.mktemp("tiny") / "model")


@pytest.fixture(scope="module")
def tokenizer(tiny: Path) -> Any:
    from transformers import AutoTokenizer

    return AutoTokenizer.from_pretrained(tiny, padding_side="left")


class Scripted:
    """Stands in for the model: turn k of every episode writes ``turns[k]`` and ends the turn."""

    def __init__(self, tokenizer: Any, turns: list[str]) -> None:
        self.tokenizer = tokenizer
        self.turns = turns
        self.calls = 0
        self.contexts: list[list[list[int]]] = []

    def generate(self, contexts: list[list[int]], max_new_tokens: list[int],
                 keys: Any = None) -> list[tuple[list[int], list[float]]]:
        self.contexts.append(contexts)
        text = self.turns[min(self.calls, len(self.turns) - 1)]
        self.calls += 1
        ids = (self.tokenizer(text, add_special_tokens=False)["input_ids"]
               + [self.tokenizer.eos_token_id])
        return [(ids[:limit], [-0.5] * min(len(ids), limit)) for limit in max_new_tokens]

    def drain(self) -> None:
        pass


def _reference_turns() -> tuple[str, list[str]]:
    """The demo task's reference solution as model turns (its last turn calls finish)."""
    task = load_suite("demo")[0]
    return task.id, ["\n".join("<tool_call>\n"
                               + json.dumps({"name": c.name, "arguments": c.arguments})
                               + "\n</tool_call>" for c in step)
                     for step in task.reference_solution]


def _trainer_stub(tokenizer: Any, budget: int) -> Any:
    return SimpleNamespace(processing_class=tokenizer, eos_token_ids=[tokenizer.eos_token_id],
                           max_completion_length=budget, args=SimpleNamespace(seed=0),
                           state=SimpleNamespace(global_step=0))


def _runs(mask: list[int]) -> list[tuple[int, int, int]]:
    """(value, start, end) of each run of equal mask values."""
    runs, start = [], 0
    for i in range(1, len(mask) + 1):
        if i == len(mask) or mask[i] != mask[start]:
            runs.append((mask[start], start, i))
            start = i
    return runs


def test_rollout_masks_environment_tokens(tokenizer: Any) -> None:
    task_id, turns = _reference_turns()
    generator = Scripted(tokenizer, turns)
    rollout = EpisodeRollout(load_suite("demo"), reward="spieval_exact",
                             make_generator=lambda _: generator)
    out = rollout([task_id] * 3, _trainer_stub(tokenizer, budget=4096))

    assert len(out["completion_ids"]) == 3 and [r.reward for r in out["environments"]] == [1.0] * 3
    for completion, mask, logprobs, played in zip(out["completion_ids"], out["env_mask"],
                                                  out["logprobs"],
                                                  out["environments"]):
        assert len(completion) == len(mask) == len(logprobs)
        runs = _runs(mask)
        model_runs = [completion[a:b] for v, a, b in runs if v == 1]
        env_runs = [completion[a:b] for v, a, b in runs if v == 0]
        # every model run is exactly what the generator wrote, with its log-probabilities
        assert [tokenizer.decode(ids, skip_special_tokens=True) for ids in model_runs] == turns
        assert all(logprobs[i] == (-0.5 if m else 0.0) for i, m in enumerate(mask))
        # every environment run holds the observation of the step before it, and nothing else
        # (the last step, finish, ends the episode: its observation is never shown)
        observations = [step.observation for step in played.episode.steps][:-1]
        assert len(env_runs) == len(observations) == len(turns) - 1
        for ids, observation in zip(env_runs, observations):
            text = tokenizer.decode(ids)
            assert observation in text and text.endswith("<|im_start|>assistant\n")
            assert "<tool_call>" not in text
    # the model saw exactly prompt + the token record so far at every turn
    last_turn = len(tokenizer(turns[-1], add_special_tokens=False)["input_ids"]) + 1
    assert generator.contexts[-1][0] == out["prompt_ids"][0] + out["completion_ids"][0][:-last_turn]
    # the prompt is the chat, not the id
    assert task_id not in tokenizer.decode(out["prompt_ids"][0])
    assert load_suite("demo")[0].instruction in tokenizer.decode(out["prompt_ids"][0])


class CharByChar(Scripted):
    """Writes each turn one character a token: text the tokenizer itself would encode in fewer,
    other tokens, so a round trip through text would change what the model sampled."""

    def generate(self, contexts: list[list[int]], max_new_tokens: list[int],
                 keys: Any = None) -> list[tuple[list[int], list[float]]]:
        self.contexts.append(contexts)
        text = self.turns[min(self.calls, len(self.turns) - 1)]
        self.calls += 1
        ids = [i for ch in text for i in self.tokenizer(ch, add_special_tokens=False)["input_ids"]]
        ids.append(self.tokenizer.eos_token_id)
        return [(ids[:limit], [-0.5] * min(len(ids), limit)) for limit in max_new_tokens]


def test_rollouts_keep_the_sampled_tokens_not_their_text(tokenizer: Any) -> None:
    task_id, turns = _reference_turns()
    rollout = EpisodeRollout(load_suite("demo"),
                             make_generator=lambda _: CharByChar(tokenizer, turns))
    out = rollout([task_id], _trainer_stub(tokenizer, budget=4096))
    assert out["environments"][0].reward == 1.0  # the env read the text the tokens spell
    completion, mask = out["completion_ids"][0], out["env_mask"][0]
    model_runs = [completion[a:b] for v, a, b in _runs(mask) if v == 1]
    sampled = [[i for ch in turn for i in tokenizer(ch, add_special_tokens=False)["input_ids"]]
               + [tokenizer.eos_token_id] for turn in turns]
    assert model_runs == sampled
    retokenised = [tokenizer(tokenizer.decode(ids[:-1]), add_special_tokens=False)["input_ids"]
                   for ids in sampled]
    assert all(again != ids[:-1] for again, ids in zip(retokenised, sampled))


@pytest.mark.slow
def test_grpo_trains_on_exactly_the_sampled_tokens(tiny: Path, tmp_path: Path) -> None:
    task_id, turns = _reference_turns()
    config = load_config("grpo_cpu_smoke", model=str(tiny), suite="demo", split="",
                         max_steps=1, num_tasks=1, max_completion_length=1024,
                         output_dir=str(tmp_path / "run"))
    trainer = build_trainer(config, make_generator=lambda t: CharByChar(t.processing_class, turns))
    played: list[list[int]] = []
    rollout_func = trainer.rollout_func

    def recording(prompts: list[str], inner: Any) -> dict[str, list[Any]]:
        out = rollout_func(prompts, inner)
        played.extend(out["completion_ids"])
        return out

    trained: list[list[int]] = []
    compute = trainer.compute_loss

    def spying(model: Any, inputs: dict[str, Any], *args: Any, **kwargs: Any) -> Any:
        for ids, mask in zip(inputs["completion_ids"], inputs["completion_mask"]):
            trained.append(ids[: int(mask.sum())].tolist())
        return compute(model, inputs, *args, **kwargs)

    trainer.rollout_func, trainer.compute_loss = recording, spying
    trainer.train()
    assert played and sorted(trained) == sorted(played)


def test_rollout_respects_the_token_budget(tokenizer: Any) -> None:
    task_id, turns = _reference_turns()
    budget = 40
    rollout = EpisodeRollout(load_suite("demo"),
                             make_generator=lambda _: Scripted(tokenizer, turns))
    out = rollout([task_id, task_id], _trainer_stub(tokenizer, budget=budget))
    for completion, played in zip(out["completion_ids"], out["environments"]):
        assert 0 < len(completion) <= budget
        assert (played.episode.termination_reason == "final_answer"
                and played.episode.final_answer == "")


@pytest.mark.slow
def test_the_smoke_config_gives_a_nonzero_gradient_on_the_tiny_model(tiny: Path,
                                                                     tmp_path: Path) -> None:
    """The shipped CPU smoke config as it is (only the model, one step and the output folder
    changed): the groups' rewards differ, so the step has a gradient and moves the weights."""
    config = load_config("grpo_cpu_smoke", model=str(tiny), max_steps=1, num_tasks=1,
                         output_dir=str(tmp_path / "run"))
    trainer = build_trainer(config)
    before = {n: p.detach().clone() for n, p in trainer.model.named_parameters()}
    with warnings.catch_warnings():
        warnings.simplefilter("error", DegenerateStepWarning)
        trainer.train()
    trainer.save_model(config.output_dir)

    logs = {k: v for entry in trainer.state.log_history for k, v in entry.items()}
    assert logs["grad_norm"] > 0 and logs["reward_std"] > 0 and logs["frac_reward_zero_std"] < 1
    assert logs["completions/clipped_ratio"] < 1 and math.isfinite(logs["train_loss"])
    name = trainer.reward_func_names[0]
    assert {f"{name}/spieval_shaped", f"{name}/final_reply", f"rewards/{name}/mean"} <= set(logs)
    changed = [n for n, p in trainer.model.named_parameters()
               if not torch.equal(p.detach(), before[n])]
    assert changed

    from transformers import AutoModelForCausalLM

    reloaded = AutoModelForCausalLM.from_pretrained(config.output_dir)
    for name, param in reloaded.named_parameters():
        assert torch.allclose(param, dict(trainer.model.named_parameters())[name].detach().cpu())


@pytest.mark.slow
def test_grpo_logs_step_time_split_and_heldout_accuracy(tiny: Path, tmp_path: Path) -> None:
    """Compact prompts, held-out evaluation at the start and every step, the timing split."""
    config = load_config("training/configs/grpo_cpu_smoke.json", model=str(tiny), num_tasks=1,
                         max_steps=2, max_completion_length=48, setting="no_search",
                         tool_format="compact", output_dir=str(tmp_path / "run"),
                         eval_suite="spieval-test", eval_tasks=2, eval_every=1,
                         eval_max_new_tokens=8)
    trainer = build_trainer(config)
    trainer.train()
    history = trainer.state.log_history
    heldout = [(e["step"], e["heldout_accuracy"]) for e in history if "heldout_accuracy" in e]
    assert [step for step, _ in heldout] == [0, 1, 2]
    assert all(0.0 <= value <= 1.0 for _, value in heldout)
    timing = [e for e in history if "generation_seconds" in e]
    assert [e["step"] for e in timing] == [1, 2]
    for entry in timing:
        assert entry["step_seconds"] >= entry["generation_seconds"] > 0
        assert entry["train_seconds"] == pytest.approx(entry["step_seconds"]
                                                       - entry["generation_seconds"], abs=1e-2)
        assert entry["generated_tokens"] > 0


@pytest.mark.slow
def test_steps_that_train_nothing_are_warned_about(tiny: Path, tmp_path: Path) -> None:
    config = load_config("grpo_cpu_smoke", model=str(tiny), max_steps=1, num_tasks=1,
                         reward="test_grpo_constant", max_completion_length=2,
                         output_dir=str(tmp_path / "run"))
    with pytest.warns(DegenerateStepWarning) as caught:
        trainer = build_trainer(config)
        trainer.train()
    messages = [str(w.message) for w in caught if w.category is DegenerateStepWarning]
    assert any("every completion ran into max_completion_length=2" in m for m in messages)
    assert any("same reward (0.5)" in m and "final_reply" in m for m in messages)
    step = next(e for e in trainer.state.log_history if "grad_norm" in e)  # the step's own log
    assert step["grad_norm"] == 0


def test_degenerate_steps_are_recognised_from_the_logs() -> None:
    callback = DegenerateSteps(budget=256)
    state = SimpleNamespace(global_step=3)
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        callback.on_log(None, state, None, logs={"completions/clipped_ratio": 0.75,
                                                 "frac_reward_zero_std": 0.5, "reward": 0.1})
        callback.on_step_end(None, state, None)  # every other event is a no-op
    with pytest.warns(DegenerateStepWarning, match="step 3: every group"):
        callback.on_log(None, state, None, logs={"frac_reward_zero_std": 1.0, "reward": -0.001})
    with pytest.warns(DegenerateStepWarning, match="max_completion_length=256"):
        callback.on_log(None, state, None, logs={"completions/clipped_ratio": 1.0})


def test_a_weighted_reward_from_the_config_or_the_command_line() -> None:
    from mobile_env.training.grpo import _parser

    config = load_config("grpo_cpu_smoke")
    assert config.reward == {"spieval_shaped": 1.0, "final_reply": 0.1}
    assert config.reward_fn.__name__ == "1*spieval_shaped+0.1*final_reply"
    args = _parser().parse_args(["--reward", '{"tool_calls": 1, "step_cost": 0.5}'])
    assert args.reward == {"tool_calls": 1, "step_cost": 0.5}
    assert _parser().parse_args(["--reward", "spieval_exact"]).reward == "spieval_exact"


def test_config_file_and_cli_overrides(tmp_path: Path) -> None:
    config = load_config("training/configs/grpo_gpu.json", learning_rate=3e-6, lora=True)
    assert config.learning_rate == 3e-6 and config.lora and config.suite_name == "spieval-train"
    with pytest.raises(ValueError, match="unknown config keys"):
        load_config(None, learning_rte=1.0)
    with pytest.raises(ConfigError, match="holds no model"):
        main(["--config", "training/configs/grpo_cpu_smoke.json", "--model",
              str(tmp_path / "nope")])
    assert isinstance(GRPORunConfig().trl_args, dict)


def test_environment_class_mirrors_the_env_tools() -> None:
    from transformers.utils import get_json_schema

    from mobile_env.env import MobilePlannerEnv
    from mobile_env.training.trl_env import environment_class

    tasks = load_suite("demo")
    cls = environment_class(tasks)
    _, info = MobilePlannerEnv(tasks=tasks).reset(options={"task_id": tasks[0].id})
    for schema in info["tools"]:
        want = schema["function"]
        got = get_json_schema(getattr(cls, want["name"]))["function"]
        assert got["description"] == " ".join(want["description"].split())
        assert got["parameters"].get("required", []) == want["parameters"].get("required", [])
        for arg, spec in want["parameters"].get("properties", {}).items():
            assert got["parameters"]["properties"][arg].get("enum") == spec.get("enum")

    environment = cls()
    assert environment.reset(task_id=tasks[0].id) == tasks[0].instruction
    for step in tasks[0].reference_solution:
        for c in step:
            getattr(environment, c.name)(**c.arguments)
    assert environment.episode.termination_reason == "finish"
    # the episode is over
    assert json.loads(environment.Phone_Call(telephone="1"))["error_type"] == "tool_error"
    environment.reset(task_id=tasks[0].id)  # pooled instances start clean
    assert (environment.episode.steps == []
            and "episode has ended" not in environment.search_phone(pattern="x"))


@pytest.mark.slow
def test_environment_factory_driver_runs_a_step(tiny: Path, tmp_path: Path) -> None:
    config = load_config("training/configs/grpo_cpu_smoke.json", model=str(tiny),
                         driver="environment_factory",
                         num_tasks=2, max_steps=1, max_completion_length=32,
                         output_dir=str(tmp_path / "run"))
    trainer = build_trainer(config)
    # what TRL renders into every prompt: the env's own schemas (TRL keeps them per environment)
    from mobile_env.env import MobilePlannerEnv

    tasks = load_suite("spieval-train")[:2]
    _, info = MobilePlannerEnv(tasks=tasks).reset(options={"task_id": tasks[0].id})
    shown = trainer._env_tools[None]
    assert sorted(json.dumps(t) for t in shown) == sorted(json.dumps(t) for t in info["tools"])
    trainer.train()
    logs = trainer.state.log_history[0]
    name = trainer.reward_func_names[0]  # the smoke config's weighted reward
    assert math.isfinite(logs["loss"]) and f"rewards/{name}/mean" in logs
    assert {f"{name}/spieval_shaped", f"{name}/final_reply"} <= set(logs)


@pytest.mark.slow
def test_environment_factory_over_a_live_server(tiny: Path, tmp_path: Path) -> None:
    """--env-url: TRL's own tool loop plays every generation in a session of a real server."""
    pytest.importorskip("openenv", reason="needs the serve extra (pip install -e '.[serve]')")
    from mobile_env.serving.server import build_app, running

    from mobile_env.rewards import from_spec

    config = load_config("training/configs/grpo_cpu_smoke.json", model=str(tiny),
                         driver="environment_factory", num_tasks=2, max_steps=1,
                         max_completion_length=32, output_dir=str(tmp_path / "run"))
    served = from_spec(config.reward)  # the recipe serves the config's own reward
    with running(build_app(load_suite("spieval-train")[:2], reward=served)) as url:
        trainer = build_trainer(dataclasses.replace(config, env_url=url))
        trainer.train()
        pool = trainer._environment_pool[None]
    logs = trainer.state.log_history[0]
    assert math.isfinite(logs["loss"]) and math.isfinite(logs["rewards/MobilePlannerServer/mean"])
    assert logs["grad_norm"] > 0 and logs["reward_std"] > 0  # the groups' rewards differ
    assert len(pool) >= 4 and all(env._session is not None for env in pool[1:])
    with pytest.raises(ValueError, match="driver environment_factory"):
        build_trainer(load_config(model=str(tiny), env_url="http://127.0.0.1:9", num_tasks=1))


class _FakeTrainer:
    """Writes what a GRPO trainer writes into its output folder; ``fail`` kills it mid-run."""

    def __init__(self, output_dir: str, fail: bool) -> None:
        self.out, self.fail = Path(output_dir), fail

    def train(self) -> None:
        (self.out / "checkpoint-1").mkdir(parents=True)
        (self.out / "checkpoint-1" / "model.safetensors").write_text("half")
        if self.fail:
            raise KeyboardInterrupt

    def save_model(self, path: str) -> None:
        (Path(path) / "model.safetensors").write_text("new")

    def save_state(self) -> None:
        (self.out / "trainer_state.json").write_text("{}")


def test_a_killed_run_leaves_the_earlier_output_whole(tmp_path: Path,
                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    from mobile_env.training import grpo

    out = tmp_path / "run"
    out.mkdir()
    (out / "model.safetensors").write_text("old")
    config = GRPORunConfig(output_dir=str(out))
    for fail in (True, False):
        monkeypatch.setattr(grpo, "build_trainer",
                            lambda c, fail=fail: _FakeTrainer(c.output_dir, fail))
        if fail:
            with pytest.raises(KeyboardInterrupt):
                grpo.train(config)
            assert sorted(p.name for p in out.iterdir()) == ["model.safetensors"]
            assert (out / "model.safetensors").read_text() == "old"
        else:
            grpo.train(config)
            assert (out / "model.safetensors").read_text() == "new"
            assert (out / "trainer_state.json").exists() and (out / "checkpoint-1").is_dir()
            assert not out.with_name("run.partial").exists()
