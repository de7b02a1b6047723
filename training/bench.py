"""``mobile-env train bench``: the training loop's two hot paths before and after, in one run.

    mobile-env train bench --model ~/.cache/mobile-planner/smollm2-135m-instruct

1. GRPO generation: one group of episodes of a demo-curriculum task played through the rollout
   loop twice, by the baseline (``model.generate`` over each whole context every turn, keeping
   the full-vocabulary logits of every generated token, as the GRPO generator did before
   :mod:`mobile_env.agents.decoding`) and by :class:`~mobile_env.agents.decoding.KVDecoder`
   (per-episode cache reuse, the group's shared prompt encoded once, chosen-token
   log-probabilities only). Both sample with the same seed; the report is seconds and tokens.
2. SFT: tokens per second of a few optimizer steps with logits at every position against
   logits at target positions only (:mod:`mobile_env.training.token_sft`).

Ratios from one run are what to quote; the absolute numbers drift with the machine's load.
"""

from __future__ import annotations

import argparse
import json
import time
from pathlib import Path
from typing import TYPE_CHECKING, Any

from mobile_env.cli_args import Parser
from mobile_env.helptext import help_text

if TYPE_CHECKING:
    from mobile_env.rollout import Chat


class BaselinePolicy:
    """The old generator: re-encode the whole chat each turn, keep every step's logits."""

    def __init__(self, model: Any, tokenizer: Any, max_new_tokens: int) -> None:
        self.model, self.tokenizer, self.max_new_tokens = model, tokenizer, max_new_tokens

    def __call__(self, chats: list[Chat]) -> list[str]:
        import torch

        from mobile_env.tool_formats import template_tools

        prompts = [self.tokenizer.apply_chat_template(
            c["messages"], tools=template_tools(c["tool_format"], c["tools"]),
            add_generation_prompt=True, tokenize=True, return_dict=True)["input_ids"]
            for c in chats]
        batch = self.tokenizer.pad({"input_ids": prompts}, padding=True, return_tensors="pt")
        with torch.inference_mode():
            out = self.model.generate(**batch, do_sample=True, temperature=1.0, top_p=1.0,
                                      top_k=0, max_new_tokens=self.max_new_tokens,
                                      eos_token_id=self.tokenizer.eos_token_id,
                                      pad_token_id=self.tokenizer.pad_token_id,
                                      return_dict_in_generate=True, output_logits=True)
        torch.stack(out.logits, dim=1).float().log_softmax(-1)  # what the old generator kept
        width = batch["input_ids"].shape[1]
        return [self.tokenizer.decode(row[width:], skip_special_tokens=True)
                for row in out.sequences]


def generation(model_dir: Path, group: int, max_new_tokens: int) -> dict[str, Any]:
    import torch

    from mobile_env.agents.hf import HFPolicy, load
    from mobile_env.rollout import collect
    from mobile_env.generation.generator import generate
    from mobile_env.training.demo import DemoConfig

    demo = DemoConfig()
    tasks = generate(1, demo.seed, difficulty=demo.difficulty, values=demo.values,
                     execution_tools=demo.execution_tools)
    model, tokenizer = load(str(model_dir), "cpu")
    results: dict[str, dict[str, float]] = {}
    for name, policy in (("baseline", BaselinePolicy(model, tokenizer, max_new_tokens)),
                         ("kv_decoder", HFPolicy((model, tokenizer), max_new_tokens=max_new_tokens,
                                                 batch_size=group, temperature=1.0))):
        torch.manual_seed(0)
        started = time.perf_counter()
        rollouts = collect(policy, tasks, seed=0, group_size=group, setting=demo.setting,
                           tool_format=demo.tool_format, step_limit=demo.step_limit)
        results[name] = {"seconds": round(time.perf_counter() - started, 2),
                         "turns": sum(r.steps for r in rollouts)}
    speedup = round(results["baseline"]["seconds"] / results["kv_decoder"]["seconds"], 2)
    return {**results, "speedup": speedup}


def sft(model_dir: Path, steps: int) -> dict[str, Any]:
    import tempfile

    from mobile_env.generation.generator import generate
    from mobile_env.task_format.loading import write_tasks
    from mobile_env.training.demo import DemoConfig
    from mobile_env.training.sft import SFTRunConfig, train

    demo = DemoConfig()
    out: dict[str, Any] = {}
    with tempfile.TemporaryDirectory() as tmp:
        write_tasks(Path(tmp) / "t.jsonl", generate(steps, demo.seed, difficulty=demo.difficulty,
                                                    values=demo.values,
                                                    execution_tools=demo.execution_tools))
        for target in (False, True):
            run = train(SFTRunConfig(model=str(model_dir), suite=str(Path(tmp) / "t.jsonl"),
                                     limit=None, setting=demo.setting, tool_format=demo.tool_format,
                                     output_dir=str(Path(tmp) / f"o{target}"), max_steps=steps,
                                     target_logits=target, seed=0))
            summary = json.loads((run / "sft_summary.json").read_text())
            out["target_logits" if target else "all_logits"] = {
                k: summary[k] for k in ("seconds", "tokens", "tokens_per_second")}
    out["speedup"] = round(out["target_logits"]["tokens_per_second"]
                           / out["all_logits"]["tokens_per_second"], 2)
    return out


def main(argv: list[str] | None = None) -> int:
    parser = Parser(prog="mobile-env train bench", description=help_text(__doc__),
                    formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--model", type=Path, required=True, help="model directory")
    parser.add_argument("--group", type=int, default=4, help="GRPO group size (default 4)")
    parser.add_argument("--max-new-tokens", type=int, default=160, help="per turn (default 160)")
    parser.add_argument("--sft-steps", type=int, default=4, help="SFT steps per variant")
    parser.add_argument("--threads", type=int, default=1, help="torch threads (default 1)")
    args = parser.parse_args(argv)
    import torch

    from mobile_env.training.config import model_dir

    torch.set_num_threads(args.threads)
    model = model_dir(args.model)
    report = {"threads": args.threads, "generation": generation(model, args.group,
                                                                args.max_new_tokens),
              "sft": sft(model, args.sft_steps)}
    print(json.dumps(report, indent=1))
    return 0
