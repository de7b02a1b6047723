"""The evaluation behind ``mobile-env eval`` (:mod:`mobile_env.evaluation.eval_cli` parses its
options): every task played through the real env by the shared batched rollout loop
(:mod:`mobile_env.rollout`: one vector env per run, one episode per task and run), scored,
summarised per capability and written as a results JSON with its trajectories.
"""

from __future__ import annotations

import argparse
import contextlib
import hashlib
import json
import os
import sys
import time
from dataclasses import replace
from itertools import chain
from pathlib import Path
from typing import Any, Callable, Iterable, Iterator, Sequence

import gymnasium as gym
from tqdm import tqdm

import mobile_env
from mobile_env import trajectory
from mobile_env.agents import POLICIES, Agent, get_agent, get_policy, openai_agent
from mobile_env.evaluation import compare
from mobile_env.by_tool import accuracy_by_tool, by_tool_lines
from mobile_env.evaluation import tables
from mobile_env.evaluation.by_domain import accuracy_by_domain, by_domain_lines
from mobile_env.evaluation.diagnostics import from_results
from mobile_env.evaluation.judges import PANEL_SIZE, JudgeSpec, judging
from mobile_env.evaluation.metrics import mobilepa_group, pass_k_of, summary_of
from mobile_env.jsonl import dumps
from mobile_env.stats import interval_text
from mobile_env.rollout import BatchPolicy, Rollout, agent_policy, iter_rollouts
from mobile_env.reward_registry import Reward
from mobile_env.rewards import get as get_reward
from mobile_env.task_format import Task
from mobile_env.task_format.loading import resolve_tasks
from mobile_env.tools.user import UserEndpoint

Progress = Callable[[Iterable[Any]], Iterable[Any]]


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


def domain_accuracy(document: dict[str, Any], tasks: Sequence[Task]) -> dict[str, Any]:
    """Exact accuracy per MobilePA query domain over every episode of the results document."""
    by_id = {t.id: t for t in tasks}
    return accuracy_by_domain((by_id[task_id], right)
                              for (_, task_id), right in compare.outcomes(document).items())


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


def run(args: argparse.Namespace, parser: argparse.ArgumentParser) -> int:
    """``mobile-env eval`` once its options are parsed (:mod:`mobile_env.evaluation.eval_cli`):
    check what the parser cannot, evaluate, print the tables and write the results.

    Args:
        args: the parsed options.
        parser: their parser, for its one-line usage errors.

    Returns:
        The exit status.
    """
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
        ``pass_k`` (:func:`mobile_env.stats.pass_k`), ``by_tool`` and, when the tasks carry
        query-domain labels, ``by_query_domain``.
    """
    document = {"config": config, "version": mobile_env.__version__,
                "task_set_sha256": task_set_sha256(tasks), "n_tasks": len(tasks),
                "seconds": round(seconds, 3), **result}
    document["exact"] = compare.interval_summary(document)
    document["pass_k"] = pass_k_of(from_results(document))
    document["by_tool"] = tool_accuracy(document, tasks)
    if domains := domain_accuracy(document, tasks):
        document["by_query_domain"] = domains
    return document


def print_results(document: dict[str, Any], suite: str, also: Sequence[str] = ()) -> None:
    """Print a results document's report: what was run, the tables (and one set per ``also``
    reward), the exact accuracy with its interval, accuracy per tool and per query domain.

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
    if document.get("by_query_domain"):
        print("exact accuracy per query domain (Wilson 95 %):")
        for line in by_domain_lines(document["by_query_domain"]):
            print(line)
