"""The batched decoder's key/value cache, preallocated against growing, on held-out evaluation.

    python -m benchmarks.decoder --model ~/.cache/mobile-planner/smollm2-135m-instruct --tasks 100

Plays the first ``--tasks`` held-out tasks of ``mobile-env train demo``'s default split greedily
through :class:`~mobile_env.agents.hf.HFPolicy`, exactly as the demo's evaluation does (its
setting, tool format, step limit, decoding batch and derived turn budget), twice in one process:
with :class:`~mobile_env.agents.decoding.KVDecoder`'s preallocated batch cache, and with a cache
that grows by concatenating every layer at every decode step. Both must produce the same replies
(greedy decoding; the run fails otherwise); the report is each variant's seconds, tokens and
tokens per second, and the speed-up. The variants run in turns (``--rounds``), so a machine that
slows down for a while slows both; quote the ratio of one run, not the absolute seconds.
"""

from __future__ import annotations

import argparse
import json
import tempfile
import time
from pathlib import Path
from typing import Any, Sequence

from transformers import DynamicCache

from mobile_env.agents.decoding import KVDecoder, Layers
from mobile_env.cli_args import Parser
from mobile_env.task_format import Task


class GrowingDecoder(KVDecoder):
    """The decoder with a batch cache that grows by concatenation at every decode step."""

    def _batch_cache(self, layers: Layers, capacity: int) -> DynamicCache:
        return DynamicCache(layers)


def held_out_tasks(model_dir: Path, n: int) -> tuple[list[Task], int]:
    """The first ``n`` held-out tasks of the demo's default split and the turn budget the demo
    derives for them."""
    from mobile_env.training.demo import DemoConfig, derive_budgets, splits

    config = DemoConfig()
    with tempfile.TemporaryDirectory() as tmp:
        sft, _, test = splits(config, Path(tmp))
    budgets = derive_budgets(config, model_dir, sft + test)
    return test[:n], int(budgets["max_new_tokens"])


def evaluate(policy: Any, tasks: Sequence[Task]) -> tuple[float, list[list[str]]]:
    """Seconds to play ``tasks`` as the demo's evaluation does, and every episode's replies."""
    from mobile_env.rollout import collect
    from mobile_env.training.demo import DemoConfig

    config = DemoConfig()
    started = time.perf_counter()
    rollouts = collect(policy, list(tasks), seed=config.seed, setting=config.setting,
                       batch_size=config.eval_batch_size, step_limit=config.step_limit,
                       max_errors=1, tool_format=config.tool_format)
    seconds = time.perf_counter() - started
    return seconds, [[step.action for step in r.episode.steps] for r in rollouts]


def run(model_dir: Path, n_tasks: int, rounds: int) -> dict[str, Any]:
    """Both variants on the same tasks, ``rounds`` times in turns; their summed seconds and
    generated tokens, and the speed-up.

    Args:
        model_dir: the model directory.
        n_tasks: held-out tasks per evaluation.
        rounds: evaluations per variant, alternating.

    Returns:
        The report (raises AssertionError if the variants' replies differ).
    """
    from mobile_env.agents.hf import HFPolicy, load
    from mobile_env.training.demo import DemoConfig

    tasks, max_new_tokens = held_out_tasks(model_dir, n_tasks)
    model, tokenizer = load(str(model_dir), "cpu")
    config = DemoConfig()
    report: dict[str, Any] = {"tasks": len(tasks), "rounds": rounds,
                              "max_new_tokens": max_new_tokens}
    replies: dict[str, list[list[str]]] = {}
    for _ in range(rounds):
        for name, decoder in (("growing", GrowingDecoder), ("preallocated", KVDecoder)):
            policy = HFPolicy((model, tokenizer), max_new_tokens=max_new_tokens,
                              batch_size=config.eval_batch_size, seed=config.seed)
            policy.decoder = decoder(model, eos_token_ids=[tokenizer.eos_token_id],
                                     seed=config.seed)
            seconds, played = evaluate(policy, tasks)
            assert replies.setdefault(name, played) == played, f"{name} is not deterministic"
            row = report.setdefault(name, {"seconds": 0.0, "generated_tokens": 0})
            row["seconds"] = round(row["seconds"] + seconds, 2)
            row["generated_tokens"] += policy.decoder.generated_tokens
    assert replies["growing"] == replies["preallocated"], "the two caches decoded differently"
    for name in ("growing", "preallocated"):
        row = report[name]
        row["tokens_per_second"] = round(row["generated_tokens"] / row["seconds"], 1)
    report["speedup"] = round(report["growing"]["seconds"] / report["preallocated"]["seconds"],
                              2)
    return report


def main(argv: Sequence[str] | None = None) -> int:
    """Run the comparison and print its report as JSON.

    Args:
        argv: command-line arguments (default: the process's).

    Returns:
        The exit status.
    """
    parser = Parser(prog="python -m benchmarks.decoder", description=__doc__,
                    formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--model", type=Path, required=True, help="model directory")
    parser.add_argument("--tasks", type=int, default=100, help="held-out tasks (default 100)")
    parser.add_argument("--rounds", type=int, default=1, help="evaluations per variant")
    parser.add_argument("--threads", type=int, default=1,
                        help="torch threads (default 1, as each of the demo's workers)")
    args = parser.parse_args(argv)
    import torch

    from mobile_env.training.config import model_dir

    torch.set_num_threads(args.threads)
    report = {"threads": args.threads, **run(model_dir(args.model), args.tasks, args.rounds)}
    print(json.dumps(report, indent=1))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
