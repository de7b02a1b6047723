"""Supervised warm start: imitate the reference solutions before GRPO.

A small model rarely writes a well-formed tool call unprompted, so GRPO from scratch sees
all-zero rewards. This trains on the tasks' reference solutions first, played through the real env
by the shared rollout loop (the oracle agent), so every conversation is exactly what the model
will see at evaluation: the env's system prompt and instruction, the active tool schemas, each
step as one assistant turn of ``<tool_call>`` blocks, each observation as a tool turn.

The loss covers assistant tokens only (TRL's ``assistant_only_loss``, with the ``{% generation %}``
version of the chat template). Configuration: a JSON or YAML file, then command-line overrides::

    mobile-env train sft --config training/configs/sft_smollm2.json --max-steps 30
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Sequence

from mobile_env.agents import OracleAgent
from mobile_env.rollout import Rollout, agent_policy, collect
from mobile_env.tasks import Task
from mobile_env.training import config as config_file
from mobile_env.training.models import training_chat_template


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
    max_length: int | None = 8192
    logging_steps: int = 1
    seed: int = 0


def load_config(path: str | Path | None, overrides: dict[str, Any]) -> SFTRunConfig:
    """Defaults, then the file's keys, then the non-None ``overrides``; unknown keys are errors."""
    return config_file.load(SFTRunConfig, path, overrides)


def tool_call_text(action: str) -> str:
    """An oracle action (a JSON list of calls) as the ``<tool_call>`` blocks the template writes.

    Byte-identical to the template's rendering of structured ``tool_calls``, and to what a model
    that learned it emits: at evaluation the model's raw text becomes the assistant content, so
    training and inference see the same string.
    """
    calls = json.loads(action)
    return "\n".join(
        '<tool_call>\n{"name": "' + call["name"] + '", "arguments": '
        + json.dumps(call["arguments"], ensure_ascii=False) + "}\n</tool_call>"
        for call in calls)


def conversation(rollout: Rollout) -> dict[str, Any]:
    """One training row: the messages (assistant turns rewritten as tool-call text) and tools.

    Steps the env wholly rejected are cut out with their errors: a reference solution searches
    even where the setting has no search tools (``no_search``), and the model must not learn to
    call tools it was not given. A failed call changes nothing, so the shortened transcript is exactly the one
    the remaining calls produce. The trailing tool turn (the answer to ``finish``) is dropped too.
    Tools are stored as a JSON string because their schemas differ in shape, which a columnar
    dataset would otherwise pad with nulls.
    """
    messages: list[dict[str, Any]] = []
    for message in rollout.messages:
        if message["role"] == "tool" and _failed(message["content"]):
            messages.pop()  # the assistant turn that caused it
        elif message["role"] == "assistant":
            messages.append(dict(message, content=tool_call_text(message["content"])))
        else:
            messages.append(message)
    while messages and messages[-1]["role"] == "tool":
        messages.pop()
    return {"messages": messages, "tools": json.dumps(rollout.tools, ensure_ascii=False),
            "task_id": rollout.task_id}


def _failed(observation: str) -> bool:
    """Whether every call of the step failed (parallel calls answer with a list of results)."""
    results = json.loads(observation)
    return all(r.get("status") == "error" for r in (results if isinstance(results, list) else [results]))


def reference_conversations(tasks: Sequence[Task], setting: str | None = None) -> list[dict[str, Any]]:
    """The reference solutions of ``tasks`` played in the env, one training row per task.

    Only episodes the env scores 1.0 are kept, so the model never imitates a wrong reference.
    """
    policy = agent_policy(lambda: OracleAgent(tasks))
    return [conversation(r) for r in collect(policy, tasks, setting=setting) if r.reward == 1.0]


def train(config: SFTRunConfig) -> Path:
    """Run SFT; returns the directory of the saved model (reloadable with ``from_pretrained``)."""
    from datasets import Dataset
    from transformers import AutoModelForCausalLM, AutoTokenizer
    from trl import SFTConfig, SFTTrainer

    from mobile_env.evaluation.runner import resolve_tasks

    model_dir = str(Path(config.model).expanduser())
    rows = reference_conversations(resolve_tasks(config.suite, config.limit), config.setting)
    tokenizer = AutoTokenizer.from_pretrained(model_dir)
    model = AutoModelForCausalLM.from_pretrained(model_dir, dtype="float32")
    out = Path(config.output_dir)
    args = SFTConfig(
        output_dir=str(out), max_steps=config.max_steps, learning_rate=config.learning_rate,
        per_device_train_batch_size=config.batch_size,
        gradient_accumulation_steps=config.grad_accum, max_length=config.max_length,
        logging_steps=config.logging_steps, seed=config.seed,
        assistant_only_loss=True, bf16=False, fp16=False,
        use_cpu=not _has_gpu(), report_to="none", save_strategy="no", lr_scheduler_type="cosine",
        dataloader_num_workers=0)
    trainer = SFTTrainer(model=model, args=args, train_dataset=Dataset.from_list(rows),
                         processing_class=tokenizer)
    if trainer.chat_template != training_chat_template():  # TRL swaps it in for known templates
        raise ValueError(f"{model_dir} does not use the chat template of `train prepare-model`")
    started = time.perf_counter()
    result = trainer.train()
    seconds = time.perf_counter() - started
    trainer.save_model(str(out))
    tokenizer.save_pretrained(str(out))  # the plain template: what inference and GRPO expect
    _write_summary(out, config, trainer.state.log_history, len(rows), result.global_step, seconds)
    return out


def _has_gpu() -> bool:
    import torch

    return torch.cuda.is_available()


def _write_summary(out: Path, config: SFTRunConfig, history: list[dict[str, Any]], rows: int,
                   steps: int, seconds: float) -> None:
    """The run's config, data size, speed and log history, for plots and the README's numbers."""
    summary = {"config": dataclasses.asdict(config), "conversations": rows, "steps": steps,
               "seconds": round(seconds, 1), "steps_per_second": round(steps / seconds, 4),
               "log_history": history}
    (out / "sft_summary.json").write_text(json.dumps(summary, indent=1) + "\n", encoding="utf-8")


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="mobile-env train sft", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--config", type=Path, default=None, help="JSON or YAML file of SFT settings")
    parser.add_argument("--model", help="local model directory (see `train prepare-model`)")
    parser.add_argument("--suite", help="training tasks: suite name or .jsonl path")
    parser.add_argument("--limit", type=int, help="first N tasks of the suite")
    parser.add_argument("--setting", choices=("standard", "full", "no_search"),
                        help="SPIEval setting to play the references in (default: each task's own)")
    parser.add_argument("--output-dir", dest="output_dir", help="where the checkpoint goes")
    parser.add_argument("--max-steps", dest="max_steps", type=int, help="optimizer steps")
    parser.add_argument("--lr", dest="learning_rate", type=float, help="learning rate")
    parser.add_argument("--batch-size", dest="batch_size", type=int, help="conversations per step")
    parser.add_argument("--grad-accum", dest="grad_accum", type=int, help="gradient accumulation")
    parser.add_argument("--max-length", dest="max_length", type=int, help="truncate longer rows")
    parser.add_argument("--seed", type=int, help="training seed")
    return parser


def main(argv: list[str] | None = None) -> int:
    args = vars(_parser().parse_args(argv))
    config = load_config(args.pop("config"), args)
    out = train(config)
    print(f"SFT checkpoint in {out}")
    return 0
