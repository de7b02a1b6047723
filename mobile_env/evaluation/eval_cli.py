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
import sys
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from mobile_env.agents import AGENTS, POLICIES, openai_agent
from mobile_env.cli_args import Parser, int_at_least, positive_float
from mobile_env.evaluation.judges import PANEL_SIZE
from mobile_env.helptext import help_text
from mobile_env.rewards import names as reward_names
from mobile_env.task_format.schema import SETTING_NAMES
from mobile_env.tool_formats import TOOL_FORMATS


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


def parser() -> argparse.ArgumentParser:
    """The options of ``mobile-env eval``."""
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
    """``mobile-env eval ARGS``: parse, then evaluate. The evaluation loads after the options
    parse, so ``--help`` and a usage error answer without loading the env."""
    options = parser()
    args = parse_args(options, sys.argv[1:] if argv is None else list(argv))
    from mobile_env.evaluation import runner

    return runner.run(args, options)


if __name__ == "__main__":
    sys.exit(main())
