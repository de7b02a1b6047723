"""``mobile-env eval``: score an agent on a suite, per capability, over repeated runs (F25).

  mobile-env eval --suite demo --agent oracle
  mobile-env eval --suite spieval-core --agent heuristic --runs 3 --setting no_search
  mobile-env eval --suite path/to/tasks.jsonl --agent random --limit 20 --out results/r.json
  mobile-env eval --suite demo --agent heuristic --trajectories runs/heuristic.jsonl
  mobile-env eval --suite spieval-test --agent hf --model runs/sft --limit 20 --runs 1
  mobile-env eval --preset mobilepa-table3 --agent openai --model M    # MobilePA Table 3
  mobile-env eval --compare results/base.json results/sft.json     # paired test, same tasks
  mobile-env eval --preset spieval-table2 --agent openai --model M --reasoning-effort high
  mobile-env eval --suite spieval-core --agent heuristic --also spieval_normalised
  mobile-env eval --suite mobilepa-subagents --agent oracle --judge M1@URL1 --judge M2@URL2

Every task is played through the real env by the shared batched rollout loop
(:mod:`mobile_env.rollout`: one vector env per run, one episode per task and run). The tables
give accuracy per capability in percent, SPIEval's (its Table 2 layout) and MobilePA-Bench's
(its Tool Use categories, and its four scores with the weighted Overall, Table 3), with a 95%
interval for one run or mean ± std over several; with several runs, pass@k (the unbiased chance
that some of k runs solves a task, Chen et al. 2021) and pass^k (that all k do, tau-bench's
reliability score) for every k up to the runs, each averaged over tasks with a bootstrap 95%
interval over tasks; then MobilePA's routing diagnostics. The results JSON holds the
configuration, the package version, a sha256 of the task set (so two results files can be
checked to score the same tasks), every episode's reward and reward breakdown per run, the
summary, and ``pass_k`` (see :func:`mobile_env.stats.pass_k`). ``--reward`` takes what ``train
grpo --reward`` takes: a registered reward or a JSON object of them with weights. ``--also
REWARD`` scores the same episodes with more registered rewards (SPIEval's exact match beside the
normalising grader, say) and prints a table for each; their values are in each episode's
``also`` and in ``also_summary``. ``--judge`` twice scores behaviour tasks
with MobilePA's two LLM judges (:mod:`mobile_env.evaluation.judges`); off by default. ``--user
MODEL@BASE_URL`` lets a chat model on this machine word the simulated user's answers
(:mod:`mobile_env.tools.user`); off by default.
"""

from __future__ import annotations

import argparse
import contextlib
import hashlib
import json
import os
import sys
import time
from dataclasses import dataclass, field, replace
from itertools import chain
from pathlib import Path
from typing import Any, Callable, Iterable, Iterator, Sequence

import gymnasium as gym
from tqdm import tqdm

import mobile_env
from mobile_env import trajectory
from mobile_env.agents import AGENTS, POLICIES, Agent, get_agent, get_policy, openai_agent
from mobile_env.evaluation import compare
from mobile_env.by_tool import accuracy_by_tool, by_tool_lines
from mobile_env.cli_args import Parser, int_at_least, positive_float
from mobile_env.evaluation import tables
from mobile_env.evaluation.diagnostics import from_results
from mobile_env.evaluation.judges import PANEL_SIZE, JudgeSpec, judging
from mobile_env.evaluation.metrics import mobilepa_group, pass_k_of, summary_of
from mobile_env.jsonl import dumps
from mobile_env.helptext import help_text
from mobile_env.stats import interval_text
from mobile_env.rollout import BatchPolicy, Rollout, agent_policy, iter_rollouts
from mobile_env.reward_registry import Reward
from mobile_env.rewards import get as get_reward
from mobile_env.rewards import names as reward_names
from mobile_env.task_format import Task
from mobile_env.task_format.loading import resolve_tasks
from mobile_env.task_format.schema import SETTING_NAMES
from mobile_env.tool_formats import TOOL_FORMATS
from mobile_env.tools.user import UserEndpoint

Progress = Callable[[Iterable[Any]], Iterable[Any]]


@dataclass(frozen=True)
class Preset:
    """A paper's evaluation protocol: the options that reproduce one of its tables (the tables
    are laid out as the papers' are, whatever the options)."""

    description: str
    options: dict[str, Any]
    #: ``--lang`` -> the suite the protocol runs in that language (when no ``--suite`` is given).
    suites_by_lang: dict[str, str] = field(default_factory=dict)


#: ``--preset`` name -> the protocol. An option given on the command line wins over its preset.
PRESETS: dict[str, Preset] = {
    "spieval-table2": Preset(
        "SPIEval Table 2: the 250 hand-written tasks (Table 1's distribution), standard setting "
        "(5 results per page, 50 steps), exact-match gold calls, 3 runs; one row per model, "
        "mean ± std per capability and overall; with --lang zh, the same tasks in Chinese "
        "(spieval-core-zh)",
        {"suite": "spieval-core", "runs": 3, "setting": "standard", "reward": "spieval_exact"},
        suites_by_lang={"zh": "spieval-core-zh"}),
    "mobilepa-table3": Preset(
        "MobilePA-Bench Table 3 (paper 002): the benchmark split at the paper's scale (1,705 "
        "queries, 1,905 tasks), each task's own checker and gates, 15 steps, 3 runs; one row "
        "per model: the weighted Overall, Tool Use, Sub-agent, Memory, Skills (the mean of SOR "
        "and MTSR), then Route / Exec|Route / Joint per capability",
        {"suite": "mobilepa-bench", "runs": 3, "reward": "task_checker"}),
    "mobilepa-core-table3": Preset(
        "Table 3's layout on the hand-written MobilePA suites (mobilepa-core)",
        {"suite": "mobilepa-core", "runs": 3, "reward": "task_checker"}),
}


def task_set_sha256(tasks: Sequence[Task]) -> str:
    """A digest of the tasks' canonical JSON, in order: equal digests mean equal task sets."""
    digest = hashlib.sha256()
    for task in tasks:
        digest.update(dumps(task.model_dump(mode="json")).encode())
        digest.update(b"\n")
    return digest.hexdigest()


def play_episode(env: gym.Env, agent: Agent, task_id: str,
                 seed: int | None = None) -> dict[str, Any]:
    """One episode of ``task_id``: the agent acts until the env ends it; returns its outcome."""
    observation, info = env.reset(seed=seed, options={"task_id": task_id})
    agent.reset(task_id, info["messages"], info["tools"])
    steps, reward, done = 0, 0.0, False
    while not done:
        observation, step_reward, terminated, truncated, info = env.step(agent.act(observation))
        reward = float(step_reward)
        steps += 1
        done = terminated or truncated
    return {"task_id": task_id, "reward": reward, "steps": steps,
            "termination_reason": info.get("termination_reason"),
            "breakdown": info.get("reward_breakdown", {})}


def parse_reward(text: str) -> str | Reward:
    """A ``--reward`` value read as ``mobile-env train grpo`` and ``serve`` read theirs
    (:func:`mobile_env.rewards.from_spec`): a registered reward's name, kept as the name, or a
    JSON object of registered names and weights for their weighted sum
    (``{"spieval_shaped": 1, "final_reply": 0.1}``, named ``1*spieval_shaped+0.1*final_reply``).

    Args:
        text: the option's text.

    Returns:
        The registered name, or the composite reward.

    Raises:
        ValueError: an unknown name (the message names the closest), or a value that is
            neither a name nor an object of names and finite weights.
    """
    from mobile_env.rewards import from_spec

    reward = from_spec(text)
    return text if text.lstrip()[:1] not in ("{", "[", '"') else reward


def partial_path(path: str | Path) -> Path:
    """Where a run writes ``path`` until it has finished: killed, it leaves this file (complete
    lines only) and ``path`` as an earlier run left it."""
    path = Path(path)
    return path.with_name(path.name + ".partial")


def write_atomically(path: Path, text: str) -> None:
    """Write ``text`` to ``path`` through a file beside it renamed over it: a process killed
    meanwhile leaves ``path`` as it was, never a part of it."""
    path.parent.mkdir(parents=True, exist_ok=True)
    scratch = partial_path(path)
    scratch.write_text(text, encoding="utf-8")
    os.replace(scratch, path)


def evaluate(tasks: Sequence[Task], agent: str, *, runs: int = 3, setting: str | None = None,
             seed: int = 0, reward: str | Reward = "task_checker",
             progress: Progress | None = None,
             trajectories: str | Path | None = None, policy_options: dict[str, Any] | None = None,
             batch_size: int | None = None, also: Sequence[str] = (), resume: bool = False,
             **env_kwargs: Any) -> dict[str, Any]:
    """Play every task ``runs`` times (run ``r`` seeds the agent with ``seed + r`` and the env
    of task ``g`` with ``seed + r + g``).

    Episodes are played by the shared batched loop (:func:`mobile_env.rollout.iter_rollouts`),
    one batch of every task per run. ``trajectories``: a JSONL file that receives every
    episode's trajectory (:mod:`mobile_env.trajectory`), labelled with the agent and run; it is
    written as :func:`partial_path` and renamed at the end. ``resume``: take the episodes a
    killed run of the same agent left in that partial file as played (each replayed to rebuild
    its record) and play only the others, each seeded as it would have been; with scripted
    agents or greedy decoding the results are those of an uninterrupted run.
    ``policy_options``: keywords for a batched policy (``agent`` in ``POLICIES``: ``model``,
    ``max_new_tokens``, ``batch_size``...). ``batch_size``: most episodes played at once (None:
    all). ``also``: registered rewards that score the same episodes too. ``env_kwargs``: env
    settings such as ``step_limit`` and ``max_errors``.

    Returns ``{"runs": [{"run", "seed", "accuracy", "episodes"}], "summary"}``, where
    ``summary`` maps each capability and ``overall`` to mean/std/runs of the run accuracies;
    with ``also``, each episode has ``also`` (reward name -> value), and ``also_summary`` maps
    each of those rewards to a summary like ``summary``.
    """
    extra = {name: get_reward(name) for name in also}
    capability = {t.id: t.capability for t in tasks}
    groups = {t.id: mobilepa_group(t.capability, t.skill_setting) for t in tasks}
    index = {t.id: g for g, t in enumerate(tasks)}
    episodes: list[list[dict[str, Any]]] = [[{} for _ in tasks] for _ in range(runs)]
    labels = {"agent": agent, **({"model": (policy_options or {})["model"]}
                                 if (policy_options or {}).get("model") else {})}
    scratch = None if trajectories is None else partial_path(trajectories)
    done: dict[tuple[int, int], trajectory.Trajectory] = {}
    if scratch is not None:
        scratch.parent.mkdir(parents=True, exist_ok=True)
        if resume and scratch.exists():
            done = {(item.extra["run"], index[item.task_id]): item
                    for item in trajectory.read(scratch)
                    if item.extra.get("agent") == agent and item.task_id in index
                    and item.extra.get("run", runs) < runs}
        else:
            scratch.write_text("", encoding="utf-8")

    def run_rollouts(r: int) -> Iterator[tuple[int, Rollout]]:
        left = [g for g in range(len(tasks)) if (r, g) not in done]
        if len(left) == len(tasks):
            yield from _run_rollouts(tasks, agent, r, seed + r, setting, reward,
                                     policy_options or {}, batch_size, env_kwargs)
            return
        for g in left:  # alone, with the seeds its place in the full run gives it
            for _, rollout in _run_rollouts([tasks[g]], agent, r, seed + r, setting, reward,
                                            policy_options or {}, batch_size, env_kwargs,
                                            env_seed=seed + r + g):
                yield r, replace(rollout, index=g, group=g)

    for (r, g), item in sorted(done.items()):
        episode = trajectory.replay(item, tasks)
        episodes[r][g] = {**recorded_outcome(item), "capability": capability[item.task_id],
                          "group": groups[item.task_id]}
        if extra:
            episodes[r][g]["also"] = {name: reward_fn(episode).value
                                      for name, reward_fn in extra.items()}
    played = chain.from_iterable(run_rollouts(r) for r in range(runs))
    for r, rollout in (progress or list)(played):
        task_id = rollout.task_id
        episodes[r][rollout.index] = {**_outcome(rollout), "capability": capability[task_id],
                                      "group": groups[task_id]}
        if extra:
            episodes[r][rollout.index]["also"] = {name: reward_fn(rollout.episode).value
                                                  for name, reward_fn in extra.items()}
        if scratch is not None:
            trajectory.write(scratch, [trajectory.from_rollout(
                rollout, **labels, run=r, index=rollout.index, capability=capability[task_id],
                group=groups[task_id])], append=True)
    if scratch is not None and trajectories is not None:
        os.replace(scratch, trajectories)
    return run_results(episodes, [seed + r for r in range(runs)], also)


def run_results(episodes: Sequence[Sequence[dict[str, Any]]], seeds: Sequence[int | None],
                also: Sequence[str] = ()) -> dict[str, Any]:
    """The ``runs`` and ``summary`` of a results document from each run's episode entries.

    Args:
        episodes: per run, its episodes' entries (``task_id``, ``reward``, ``steps``,
            ``termination_reason``, ``breakdown``, ``capability``, ``group``, and ``also``
            when ``also`` names rewards), in task order.
        seeds: per run, its seed (None when it is not known).
        also: the rewards in each entry's ``also``, summarised as ``also_summary``.

    Returns:
        ``{"runs": [{"run", "seed", "accuracy", "episodes"}], "summary"}`` (see :func:`evaluate`).
    """
    document = {"runs": [{"run": r, "episodes": list(run)} for r, run in enumerate(episodes)]}
    scored = from_results(document)
    per_run = [summary_of(e for e in scored if e.run == r) for r in range(len(episodes))]
    result = {"runs": [{"run": r, "seed": seeds[r],
                        "accuracy": {k: v["mean"] for k, v in per_run[r].items()},
                        "episodes": list(run)} for r, run in enumerate(episodes)],
              "summary": summary_of(scored)}
    if also:
        result["also_summary"] = {name: summary_of(from_results(scored_with(document, name)))
                                  for name in also}
    return result


def recorded_outcome(item: trajectory.Trajectory) -> dict[str, Any]:
    """The per-episode entry of the results JSON for a recorded episode, as it was scored.

    Args:
        item: the episode's trajectory.

    Returns:
        ``task_id``, ``reward``, ``steps``, ``termination_reason`` and ``breakdown``.
    """
    return {"task_id": item.task_id, "reward": item.reward, "steps": len(item.actions),
            "termination_reason": item.termination_reason, "breakdown": item.reward_breakdown}


def scored_with(document: dict[str, Any], name: str) -> dict[str, Any]:
    """``document`` with each episode's reward replaced by its ``also`` value for ``name``."""
    return {"runs": [{"run": run["run"], "episodes": [{**e, "reward": e["also"][name]}
                                                      for e in run["episodes"] if e]}
                     for run in document["runs"]]}


def results_tables(document: dict[str, Any], label: str) -> str:
    """The console tables of a results document: accuracy, pass@k and pass^k over the runs,
    then MobilePA's routing diagnostics."""
    entries = [(label, from_results(document))]
    extra = [tables.pass_k_table(entries), tables.route_table(entries)]
    return tables.console(tables.accuracy_tables(entries) + [t for t in extra if t is not None])


def agent_label(config: dict[str, Any]) -> str:
    """What a run is called in tables: the agent, and for a model agent the model and its
    reasoning effort too (as the rows of SPIEval's Table 2 are named)."""
    model = config.get("model")
    if not model:
        return str(config["agent"])
    effort, name = config.get("reasoning_effort"), Path(str(model)).name or model
    return f"{config['agent']} ({name}" + (f", {effort})" if effort else ")")


def tool_accuracy(document: dict[str, Any], tasks: Sequence[Task]) -> dict[str, Any]:
    """Exact accuracy per execution tool over every episode of the results document."""
    by_id = {t.id: t for t in tasks}
    return accuracy_by_tool((by_id[task_id], right)
                            for (_, task_id), right in compare.outcomes(document).items())


def _check_budget(model: str, tasks: Sequence[Task], setting: str | None, tool_format: str,
                  max_new_tokens: int) -> None:
    """Warn when ``max_new_tokens`` is shorter than some reference turn (in the model's tokens):
    those tasks cannot be solved at that budget. The check plays the references with the
    training stack's token records, which the hf agent's dependencies already provide."""
    from transformers import AutoTokenizer

    from mobile_env.training import budgets

    tokenizer = AutoTokenizer.from_pretrained(str(Path(model).expanduser()))
    referenced = [t for t in tasks if t.reference_solution]
    if referenced:
        lengths = budgets.reference_lengths(tokenizer, referenced, setting, tool_format)
        budgets.warn_short("--max-new-tokens", max_new_tokens, lengths["turns"])


def _run_rollouts(tasks: Sequence[Task], agent: str, run: int, seed: int, setting: str | None,
                  reward: str | Reward, policy_options: dict[str, Any], batch_size: int | None,
                  env_kwargs: dict[str, Any],
                  env_seed: int | None = None) -> Iterator[tuple[int, Rollout]]:
    """One run: every task once, each episode with a fresh agent (or the policy) seeded for the
    run; task ``g``'s env with ``env_seed + g`` (default: the run's seed)."""
    for rollout in iter_rollouts(_policy(agent, tasks, seed, policy_options), tasks,
                                 seed=seed if env_seed is None else env_seed, setting=setting,
                                 reward=reward, batch_size=batch_size, **env_kwargs):
        yield run, rollout


def _policy(agent: str, tasks: Sequence[Task], seed: int,
            policy_options: dict[str, Any]) -> BatchPolicy:
    """A registered batched policy, or per-episode scripted agents wrapped as one."""
    if agent in POLICIES:
        return get_policy(agent, seed=seed, **policy_options)
    return agent_policy(lambda: get_agent(agent, tasks=tasks, seed=seed))


def _outcome(rollout: Rollout) -> dict[str, Any]:
    """The per-episode entry of the results JSON."""
    return {"task_id": rollout.task_id, "reward": rollout.reward, "steps": rollout.steps,
            "termination_reason": rollout.episode.termination_reason,
            "breakdown": rollout.breakdown}


def _parser() -> argparse.ArgumentParser:
    parser = Parser(prog="mobile-env eval", description=help_text(__doc__),
                    formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--preset", choices=sorted(PRESETS), default=None,
                        help="a paper's protocol, its options as defaults: " + "; ".join(
                            f"{name}: {p.description}" for name, p in PRESETS.items()))
    parser.add_argument("--suite", default=None,
                        help="built-in suite name (tasks/NAME.jsonl) or a path to a .jsonl file "
                             "(required unless --preset gives one)")
    parser.add_argument("--compare", nargs=2, type=Path, metavar=("A.json", "B.json"),
                        help="instead of evaluating: compare two results files on the same tasks "
                             "(accuracies with Wilson 95 %% intervals, exact McNemar test)")
    parser.add_argument("--tool-format", choices=TOOL_FORMATS, default="json_schema",
                        help="how the system prompt shows tools: json_schema (schemas through "
                             "the chat template, default) or compact (signature lines, for "
                             "small models)")
    parser.add_argument("--agent", default="heuristic", choices=sorted({*AGENTS, *POLICIES}),
                        help="who plays: oracle (reference solutions, the upper bound), random "
                             "(the chance floor), heuristic (rule-based floor) or hf (a local "
                             "transformers model, see --model) or openai (any OpenAI-compatible "
                             "server, see "
                             "--base-url); default heuristic")
    parser.add_argument("--model", default=None,
                        help="--agent hf: local model directory (`mobile-env train prepare-model`, "
                             "an SFT or GRPO checkpoint)")
    parser.add_argument("--max-new-tokens", type=int_at_least(1), default=256,
                        help="--agent hf: most tokens per turn (default 256)")
    parser.add_argument("--batch-size", type=int_at_least(1), default=None,
                        help="episodes played (and generated) at once; default all. --agent hf "
                             "with 1 reuses each episode's key/value cache (fastest on a CPU)")
    parser.add_argument("--temperature", type=float, default=0.0,
                        help="--agent hf: sampling temperature; 0 is greedy (default)")
    openai_agent.add_arguments(parser)
    parser.add_argument("--step-limit", type=int_at_least(1), default=None,
                        help="steps before an episode is truncated (default: each task's own)")
    parser.add_argument("--max-errors", type=int_at_least(1), default=None,
                        help="end an episode after this many failed steps in a row (default: "
                             "never)")
    parser.add_argument("--deadline", type=positive_float, default=None, metavar="SECONDS",
                        help="wall-clock seconds an episode may run from its batch's start; one "
                             "past it ends with termination_reason 'deadline' (default: none)")
    parser.add_argument("--runs", type=int_at_least(1), default=3,
                        help="repeated runs: mean ± std over runs, and pass@k / pass^k for "
                             "every k up to RUNS (default 3)")
    parser.add_argument("--setting", choices=SETTING_NAMES, default=None,
                        help="SPIEval setting: standard (paginated), full (all results at once), "
                             "no_search (relevant records in the prompt); default: each task's own")
    parser.add_argument("--lang", choices=("en", "zh"), default="en",
                        help="language of the prompt, tool texts and observations: en (default) "
                             "or zh, SPIEval's original Chinese (with a Chinese suite such as "
                             "spieval-core-zh, which --preset spieval-table2 then picks, a fully "
                             "Chinese episode)")
    parser.add_argument("--seed", type=int_at_least(0), default=0,
                        help="base seed; run r uses seed + r (default 0)")
    parser.add_argument("--reward", default="task_checker",
                        help="registered reward, or a JSON object of registered rewards and "
                             "weights as `train grpo` takes it ('{\"spieval_exact\": 1, "
                             "\"final_reply\": 0.1}'); default task_checker: each task's own "
                             "checker, which is spieval_exact on SPIEval tasks; registered: "
                             + ", ".join(reward_names()))
    parser.add_argument("--also", action="append", default=[], metavar="REWARD",
                        help="score the same episodes with this registered reward too and print "
                             "its table (repeatable), e.g. --also spieval_normalised beside "
                             "SPIEval's exact match")
    parser.add_argument("--judge", action="append", default=[], metavar="MODEL[@BASE_URL]",
                        help=f"an LLM judge for behaviour tasks, served by any OpenAI-compatible "
                             f"endpoint (default: --base-url); give it {PANEL_SIZE} times: "
                             "MobilePA passes an episode only if both judges do. Off by default")
    parser.add_argument("--judge-api-key-env", default="OPENAI_API_KEY", metavar="VAR",
                        help="environment variable holding the judges' API key "
                             "(default OPENAI_API_KEY)")
    parser.add_argument("--user", default=None, metavar="MODEL@BASE_URL",
                        help="a chat model at an OpenAI-compatible endpoint (its API key, if "
                             "any, from OPENAI_API_KEY) that words the simulated user's answers "
                             "in tasks with a user; default: the deterministic user")
    parser.add_argument("--limit", type=int_at_least(1), default=None,
                        help="only the first N tasks")
    parser.add_argument("--out", type=Path, default=None,
                        help="results JSON (default results/<suite>-<agent>-<setting>.json)")
    parser.add_argument("--resume", action="store_true",
                        help="continue a killed run: take the episodes it left in "
                             "TRAJECTORIES.partial as played and play the rest (the same final "
                             "numbers with scripted agents or greedy decoding)")
    parser.add_argument("--trajectories", type=Path, default=None, metavar="PATH",
                        help="where every episode is recorded as a JSONL trajectory (default: "
                             "next to the results JSON; replay with `mobile-env replay PATH`, "
                             "score under another reward with `mobile-env rescore PATH`)")
    parser.add_argument("--quiet", action="store_true", help="no progress bar")
    return parser


def user_endpoint(spec: str | None) -> UserEndpoint | None:
    """The chat model ``--user MODEL@BASE_URL`` names, or None without the option.

    Args:
        spec: the option's value, if given.

    Returns:
        The endpoint, or None.

    Raises:
        ValueError: no ``@BASE_URL``, or one that is no http(s) URL.
    """
    if spec is None:
        return None
    model, at, base_url = spec.partition("@")
    if not at or not model or not base_url:
        raise ValueError(f"--user takes MODEL@BASE_URL (got {spec!r:.100})")
    return UserEndpoint(base_url, model)


def parse_args(parser: argparse.ArgumentParser, argv: list[str]) -> argparse.Namespace:
    """The options, a ``--preset``'s filling in those the command line leaves out."""
    args = parser.parse_args(argv)
    if args.preset is not None:
        preset = PRESETS[args.preset]
        lang_suite = preset.suites_by_lang.get(args.lang)
        parser.set_defaults(**{**preset.options, **({} if lang_suite is None
                                                    else {"suite": lang_suite})})
        args = parser.parse_args(argv)
    if args.suite is None and not args.compare:
        parser.error("give --suite or a --preset (or --compare A.json B.json)")
    return args


def main(argv: list[str] | None = None) -> int:
    parser = _parser()
    args = parse_args(parser, sys.argv[1:] if argv is None else list(argv))
    if args.compare:
        try:
            return compare.main(args.compare)
        except ValueError as exc:  # unreadable files, different task sets or runs
            parser.error(str(exc))
    if (args.agent in POLICIES) != (args.model is not None):
        parser.error("--model goes with --agent hf or openai, and those agents need --model")
    try:
        reward = parse_reward(args.reward)
        for name in args.also:
            get_reward(name)
    except KeyError as exc:
        parser.error(str(exc.args[0]))
    except ValueError as exc:
        parser.error(str(exc))
    if args.judge and len(args.judge) != PANEL_SIZE:
        parser.error(f"MobilePA's behaviour bucket has {PANEL_SIZE} judges: give --judge "
                     f"{PANEL_SIZE} times (got {len(args.judge)})")
    try:
        judges = [JudgeSpec.parse(j, args.base_url) for j in args.judge]
    except ValueError as exc:
        parser.error(str(exc))
    try:
        user = user_endpoint(args.user)
    except ValueError as exc:
        parser.error(str(exc))
    tasks = resolve_tasks(args.suite, args.limit)
    if not tasks:
        parser.error(f"suite {args.suite!r} has no tasks")
    out = args.out or Path("results") / (f"{Path(args.suite).stem}-{args.agent}-"
                                         f"{args.setting or 'task'}.json")
    trajectories = args.trajectories or out.with_suffix(".trajectories.jsonl")
    started = time.perf_counter()
    policy_options = {"model": args.model, "max_new_tokens": args.max_new_tokens,
                      "batch_size": args.batch_size or len(tasks), "temperature": args.temperature,
                      **openai_agent.options(args)}
    env_kwargs = {k: v
                  for k, v in (("step_limit", args.step_limit), ("max_errors", args.max_errors),
                               ("deadline_s", args.deadline),
                               ("lang", None if args.lang == "en" else args.lang))
                  if v is not None}
    if args.tool_format != "json_schema":
        env_kwargs["tool_format"] = args.tool_format
    if args.agent == "hf":
        _check_budget(args.model, tasks, args.setting, args.tool_format, args.max_new_tokens)
    panel = judging(judges, api_key_env=args.judge_api_key_env, timeout=args.request_timeout,
                    retries=args.retries) if judges else contextlib.nullcontext()
    try:
        with panel:
            result = evaluate(tasks, args.agent, runs=args.runs, setting=args.setting,
                              seed=args.seed, reward=reward, trajectories=trajectories,
                              resume=args.resume,
                              policy_options=policy_options, batch_size=args.batch_size,
                              also=args.also, **env_kwargs,
                              **({"user_endpoint": user} if user is not None else {}),
                          progress=lambda jobs: tqdm(
                              jobs, desc=f"{args.agent} on {args.suite}", unit="episode",
                              total=len(tasks) * args.runs, disable=args.quiet or None,
                              file=sys.stderr))
    except openai_agent.EndpointError as exc:
        parser.exit(1, f"{parser.prog}: error: {exc}\n")
    except (trajectory.ReplayMismatch, trajectory.TrajectoryFileError) as exc:
        parser.exit(2, f"{parser.prog}: error: cannot resume from "
                       f"{partial_path(trajectories)} ({exc}); run again without --resume\n")
    seconds = time.perf_counter() - started
    config = {"suite": args.suite, "preset": args.preset, "agent": args.agent, "runs": args.runs,
              "setting": args.setting,
              "seed": args.seed, "reward": args.reward, "also": args.also, "limit": args.limit,
              **({"judges": [vars(j) for j in judges]} if judges else {}),
              **({"user": args.user} if args.user is not None else {}),
              "batch_size": args.batch_size, "tool_format": args.tool_format, **env_kwargs,
              **({"model": args.model, "max_new_tokens": args.max_new_tokens,
                  "temperature": args.temperature} if args.agent in POLICIES else {}),
              **(openai_agent.options(args) if args.agent == "openai" else {})}
    document = results_document(config, tasks, result, seconds)
    write_atomically(out, json.dumps(document, ensure_ascii=False, indent=1, default=str) + "\n")
    print_results(document, args.suite, args.also)
    print(f"setting {args.setting or 'per task'}, {seconds:.1f}s\nresults: {out}\n"
          f"trajectories: {trajectories}")
    return 0


def results_document(config: dict[str, Any], tasks: Sequence[Task], result: dict[str, Any],
                     seconds: float) -> dict[str, Any]:
    """The results JSON of an evaluation.

    Args:
        config: how the episodes were played and scored (``agent``, ``suite``, ``reward``...).
        tasks: the tasks, in order.
        result: ``runs`` and ``summary`` (:func:`run_results`; ``also_summary`` too).
        seconds: how long the evaluation took.

    Returns:
        The document: ``config``, ``version``, ``task_set_sha256``, ``n_tasks``, ``seconds``,
        the ``result`` keys, ``exact`` (accuracy over every episode, Wilson interval),
        ``pass_k`` (:func:`mobile_env.stats.pass_k`) and ``by_tool``.
    """
    document = {"config": config, "version": mobile_env.__version__,
                "task_set_sha256": task_set_sha256(tasks), "n_tasks": len(tasks),
                "seconds": round(seconds, 3), **result}
    document["exact"] = compare.interval_summary(document)
    document["pass_k"] = pass_k_of(from_results(document))
    document["by_tool"] = tool_accuracy(document, tasks)
    return document


def print_results(document: dict[str, Any], suite: str, also: Sequence[str] = ()) -> None:
    """Print a results document's report: what was run, the tables (and one set per ``also``
    reward), the exact accuracy with its interval, accuracy per tool.

    Args:
        document: a results document (:func:`results_document`).
        suite: what the tasks are called in the first line.
        also: the rewards whose tables follow the main ones.
    """
    label = agent_label(document["config"])
    print(f"{label} on {suite}, {document['n_tasks']} tasks x {len(document['runs'])} run(s)\n")
    print(results_tables(document, label) + "\n")
    for name in also:
        print(f"scored with {name}:\n")
        print(results_tables(scored_with(document, name), label) + "\n")
    print(f"exact accuracy over {document['exact']['n']} episodes: "
          f"{interval_text(document['exact'])} (Wilson 95 %)")
    for line in by_tool_lines(document["by_tool"]):
        print(line)


if __name__ == "__main__":
    sys.exit(main())
