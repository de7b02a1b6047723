"""Supervised warm start: imitate the reference solutions before GRPO.

A small model rarely writes a well-formed tool call unprompted, so GRPO from scratch sees
all-zero rewards. This trains on the tasks' reference solutions first, played through the real env
by the shared rollout loop (the oracle agent), so every conversation is exactly what the model
will see at evaluation: the env's system prompt and instruction, the active tool schemas, each
step as one assistant turn of ``<tool_call>`` blocks, each observation as a tool turn.

Each conversation is trained on as its token record (:mod:`mobile_env.training.token_sft`):
the model's own chat template renders it, the loss covers the assistant's tokens only and
logits are computed only where they are needed; any local model directory whose template passes
that module's behaviour check trains here (LoRA, bf16 and gradient checkpointing are flags).
Configuration: a JSON or YAML file, then command-line overrides::

    mobile-env train sft --config sft_smollm2 --max-steps 30
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import shutil
import time
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any, Sequence

from mobile_env.cli_args import Parser
from mobile_env.helptext import help_text
from mobile_env.task_format import Task
from mobile_env.task_format.schema import SETTING_NAMES
from mobile_env.tool_formats import TOOL_FORMATS, template_tools
from mobile_env.training import config as config_file
from mobile_env.training import token_sft

if TYPE_CHECKING:
    from mobile_env.rollout import Rollout


@dataclass
class SFTRunConfig:
    """Everything one SFT run needs; field names double as config-file keys and CLI flags."""

    model: str = "~/.cache/mobile-planner/smollm2-135m-instruct"
    suite: str = "spieval-train"
    limit: int | None = 200
    setting: str | None = None
    output_dir: str = "runs/sft"
    max_steps: int = 50
    learning_rate: float = 5e-5
    batch_size: int = 1
    grad_accum: int = 1
    max_length: int | None = None  #: longest token record allowed; None: the model's context
    logging_steps: int = 1
    seed: int = 0
    tool_format: str = "json_schema"  #: how the prompt shows tools (see mobile_env.tool_formats)
    lr_scheduler: str = "cosine"
    warmup_steps: int = 0
    target_logits: bool = True  #: logits (and loss) only where the next token is a target
    lora: bool = False  #: train a LoRA adapter (peft), saved merged into the weights
    lora_r: int = 16
    lora_alpha: int = 32
    lora_target_modules: str | list[str] = "all-linear"
    bf16: bool | None = None  #: bf16 mixed precision; None: on when CUDA is available
    gradient_checkpointing: bool = False


def load_config(path: str | Path | None, overrides: dict[str, Any]) -> SFTRunConfig:
    """Defaults, then the file's keys, then the non-None ``overrides``; unknown keys are errors."""
    return config_file.load(SFTRunConfig, path, overrides)


def conversation(rollout: Rollout) -> dict[str, Any]:
    """One training row: the messages in the Hermes text form and the tools.

    Assistant turns are written as ``<tool_call>`` blocks by
    :func:`mobile_env.messages.hermes_turn`: byte-identical to the template's rendering of
    structured ``tool_calls`` and to what a model that learned it emits (at evaluation the
    model's raw text becomes the assistant content, so training and inference see the same
    string). Steps the env wholly rejected are cut out with their errors: a reference solution
    searches even where the setting has no search tools (``no_search``), and the model must not
    learn to call tools it was not given. A failed call changes nothing, so the shortened
    transcript is exactly the one the remaining calls produce. The trailing tool turn (the
    answer to ``finish``) is dropped too. Tools are stored as a JSON string because their
    schemas differ in shape, which a columnar dataset would otherwise pad with nulls.
    """
    from mobile_env.messages import hermes_turn, split

    opening, steps = split(rollout.messages)
    messages = opening + [m for action, observation in steps
                          if observation is None or not _failed(observation)
                          for m in hermes_turn(action, observation)]
    while messages and messages[-1]["role"] == "tool":
        messages.pop()
    return {"messages": messages, "tools": json.dumps(rollout.tools, ensure_ascii=False),
            "task_id": rollout.task_id}


def _failed(observation: str) -> bool:
    """Whether every call of the step failed (parallel calls answer with a list of results)."""
    results = json.loads(observation)
    return all(r.get("status") == "error"
               for r in (results if isinstance(results, list) else [results]))


def reference_conversations(tasks: Sequence[Task], setting: str | None = None,
                            tool_format: str = "json_schema") -> list[dict[str, Any]]:
    """The reference solutions of ``tasks`` played in the env, one training row per task.

    Only episodes the env scores 1.0 are kept, so the model never imitates a wrong reference.
    """
    from mobile_env.agents import OracleAgent
    from mobile_env.rollout import agent_policy, collect

    policy = agent_policy(lambda: OracleAgent(tasks))
    rollouts = collect(policy, tasks, setting=setting, tool_format=tool_format)
    return [dict(conversation(r), tool_format=tool_format) for r in rollouts if r.reward == 1.0]


def token_rows(tokenizer: Any, rows: Sequence[dict[str, Any]]) -> list[dict[str, Any]]:
    """Each conversation as its token record (see :func:`token_sft.token_record`)."""
    out = []
    for row in rows:
        tools = template_tools(row.get("tool_format", "json_schema"), json.loads(row["tools"]))
        ids, mask = token_sft.token_record(tokenizer, row["messages"], tools)
        out.append({"input_ids": ids, "target_mask": mask, "task_id": row["task_id"]})
    return out


def check_context(rows: Sequence[dict[str, Any]], context: int, what: str) -> None:
    """Every token record must fit the model's context window, or the run stops before it starts."""
    longest = max((len(r["input_ids"]) for r in rows), default=0)
    if longest > context:
        raise ValueError(f"the longest {what} is {longest} tokens, more than the model's context "
                         f"of {context}; use tool_format='compact', the no_search setting or "
                         "fewer execution tools")


def model_context(model_dir: str) -> int:
    """The model's context length (``max_position_embeddings``) from its config."""
    from transformers import AutoConfig

    return int(getattr(AutoConfig.from_pretrained(model_dir), "max_position_embeddings", 2048))


def train(config: SFTRunConfig) -> Path:
    """Run SFT; returns the directory of the saved model (reloadable with ``from_pretrained``;
    a LoRA run saves the adapter merged into the weights, so every later stage loads one kind of
    directory)."""
    import torch
    from datasets import Dataset
    from transformers import AutoModelForCausalLM, AutoTokenizer, TrainingArguments

    from mobile_env.task_format.loading import resolve_tasks

    model_dir = str(config_file.model_dir(config.model))
    tokenizer = AutoTokenizer.from_pretrained(model_dir)
    conversations = reference_conversations(resolve_tasks(config.suite, config.limit),
                                            config.setting, config.tool_format)
    rows = token_rows(tokenizer, conversations)
    check_context(rows, config.max_length or model_context(model_dir), "SFT conversation")
    bf16 = _has_gpu() if config.bf16 is None else config.bf16
    model = AutoModelForCausalLM.from_pretrained(model_dir, dtype="float32")
    if config.lora:
        model = lora_model(model, config.lora_r, config.lora_alpha, config.lora_target_modules)
    out = Path(config.output_dir)
    args = TrainingArguments(
        output_dir=str(out), max_steps=config.max_steps, learning_rate=config.learning_rate,
        per_device_train_batch_size=config.batch_size,
        gradient_accumulation_steps=config.grad_accum, logging_steps=config.logging_steps,
        seed=config.seed, data_seed=config.seed, bf16=bf16, fp16=False,
        activation_checkpointing=config.gradient_checkpointing, use_cpu=not _has_gpu(),
        report_to="none", save_strategy="no", lr_scheduler_type=config.lr_scheduler,
        warmup_steps=config.warmup_steps, dataloader_num_workers=0, remove_unused_columns=False)
    trainer = token_sft.trainer_class()(
        model=model, args=args, train_dataset=Dataset.from_list(rows),
        data_collator=lambda batch: token_sft.collate(batch, tokenizer.pad_token_id))
    trainer.target_logits = config.target_logits
    started = time.perf_counter()
    result = trainer.train()
    seconds = time.perf_counter() - started
    model = trainer.model.merge_and_unload() if config.lora else trainer.model
    partial = out.with_name(out.name + ".partial")
    shutil.rmtree(partial, ignore_errors=True)
    model.save_pretrained(str(partial))
    tokenizer.save_pretrained(str(partial))
    speed = {"tokens": trainer.tokens_seen, "target_tokens": trainer.targets_seen,
             "tokens_per_second": round(trainer.tokens_seen / seconds, 1),
             "target_share": round(trainer.targets_seen / max(trainer.tokens_seen, 1), 4),
             "threads": torch.get_num_threads()}
    _write_summary(partial, config, trainer.state.log_history, len(rows), result.global_step,
                   seconds, speed)
    replace_dir(partial, out)
    return out


def replace_dir(finished: Path, out: Path) -> None:
    """Put the ``finished`` directory at ``out``. An earlier run's ``out`` is moved aside to
    ``out.old`` first and removed once the new one is in place, so a process killed at any
    point leaves one complete run at ``out`` (or, between the two renames, at ``out.old``), never
    new weights beside an old run's files."""
    old = out.with_name(out.name + ".old")
    shutil.rmtree(old, ignore_errors=True)
    if out.exists():
        out.rename(old)
    finished.rename(out)
    shutil.rmtree(old, ignore_errors=True)


def lora_model(model: Any, r: int, alpha: int, target_modules: str | list[str]) -> Any:
    """``model`` wrapped with a LoRA adapter (peft, in the ``train`` extra)."""
    try:
        from peft import LoraConfig, get_peft_model
    except ImportError:
        raise SystemExit("LoRA needs peft: pip install -e '.[train]'") from None
    return get_peft_model(model, LoraConfig(r=r, lora_alpha=alpha, task_type="CAUSAL_LM",
                                            target_modules=target_modules))


def _has_gpu() -> bool:
    import torch

    return torch.cuda.is_available()


def _write_summary(out: Path, config: SFTRunConfig, history: list[dict[str, Any]], rows: int,
                   steps: int, seconds: float, speed: dict[str, Any]) -> None:
    """The run's config, data size, speed and log history, for plots and the README's numbers."""
    summary = {"config": dataclasses.asdict(config), "conversations": rows, "steps": steps,
               "seconds": round(seconds, 1), "steps_per_second": round(steps / seconds, 4),
               **speed, "log_history": history}
    (out / "sft_summary.json").write_text(json.dumps(summary, indent=1) + "\n", encoding="utf-8")


def _parser() -> argparse.ArgumentParser:
    parser = Parser(prog="mobile-env train sft", description=help_text(__doc__),
                    formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--config", type=Path, default=None,
                        help="JSON or YAML file of SFT settings")
    parser.add_argument("--model", help="local model directory (see `train prepare-model`)")
    parser.add_argument("--suite", help="training tasks: suite name or .jsonl path")
    parser.add_argument("--limit", type=int, help="first N tasks of the suite")
    parser.add_argument("--setting", choices=SETTING_NAMES,
                        help="SPIEval setting to play the references in (default: each task's own)")
    parser.add_argument("--output-dir", dest="output_dir", help="where the checkpoint goes")
    parser.add_argument("--max-steps", dest="max_steps", type=int, help="optimizer steps")
    parser.add_argument("--lr", dest="learning_rate", type=float, help="learning rate")
    parser.add_argument("--batch-size", dest="batch_size", type=int, help="conversations per step")
    parser.add_argument("--grad-accum", dest="grad_accum", type=int, help="gradient accumulation")
    parser.add_argument("--max-length", dest="max_length", type=int,
                        help="longest token record allowed (default: the model's context); a "
                             "longer one stops the run before training")
    parser.add_argument("--seed", type=int, help="training seed (also the data shuffle)")
    parser.add_argument("--tool-format", dest="tool_format", choices=TOOL_FORMATS,
                        help="how the system prompt shows tools (default json_schema)")
    parser.add_argument("--lora", type=config_file.json_value, help="true: train a LoRA adapter")
    parser.add_argument("--bf16", type=config_file.json_value,
                        help="bf16 mixed precision (default: on with CUDA)")
    parser.add_argument("--gradient-checkpointing", dest="gradient_checkpointing",
                        type=config_file.json_value,
                        help="true: recompute activations (less memory)")
    return parser


def main(argv: list[str] | None = None) -> int:
    args = vars(_parser().parse_args(argv))
    config = load_config(args.pop("config"), args)
    out = train(config)
    print(f"SFT checkpoint in {out}")
    return 0
