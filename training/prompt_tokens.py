"""``mobile-env train prompt-tokens``: opening-prompt length in a model's tokens, per setting and
tool format, as the README's table reports it.

    mobile-env train prompt-tokens --model ~/.cache/mobile-planner/smollm2-135m-instruct

Each task's opening chat (system prompt, history, instruction and, with ``json_schema``, the
tool schemas the chat template renders) plus the assistant header, tokenised exactly as the
rollout does; min / mean / max over the suite. Rows: the shipped ``spieval-test`` split in every
setting, and the CPU demonstration's curriculum (``mobile-env train demo`` defaults).
"""

from __future__ import annotations

import argparse
from pathlib import Path
from statistics import fmean
from typing import Any, Mapping, Sequence

from mobile_env.cli_args import Parser
from mobile_env.helptext import help_text
from mobile_env.task_format import Task
from mobile_env.task_format.schema import SETTING_NAMES
from mobile_env.tool_formats import TOOL_FORMATS


def lengths(tokenizer: Any, tasks: Sequence[Task], setting: str, tool_format: str) -> list[int]:
    from mobile_env.env import MobilePlannerEnv
    from mobile_env.tool_formats import template_tools

    env = MobilePlannerEnv(tasks=tasks, setting=setting, tool_format=tool_format)  # type: ignore[arg-type]
    out = []
    for task in tasks:
        _, info = env.reset(options={"task_id": task.id})
        ids = tokenizer.apply_chat_template(info["messages"],
                                            tools=template_tools(tool_format, info["tools"]),
                                            add_generation_prompt=True, tokenize=True,
                                            return_dict=True)["input_ids"]
        out.append(len(ids))
    return out


def table(tokenizer: Any, suites: Mapping[str, tuple[Sequence[Task], Sequence[str]]]) -> str:
    """Markdown: one row per suite x setting, a min / mean / max column per format."""
    lines = ["| tasks | setting | " + " | ".join(f"{f} (min / mean / max)" for f in TOOL_FORMATS)
             + " |", "|---|---|" + "---|" * len(TOOL_FORMATS)]
    for name, (tasks, settings) in suites.items():
        for setting in settings:
            cells = []
            for tool_format in TOOL_FORMATS:
                n = lengths(tokenizer, tasks, setting, tool_format)
                cells.append(f"{min(n):,} / {fmean(n):,.0f} / {max(n):,}")
            lines.append(f"| {name} | {setting} | " + " | ".join(cells) + " |")
    return "\n".join(lines) + "\n"


def main(argv: list[str] | None = None) -> int:
    parser = Parser(prog="mobile-env train prompt-tokens",
                    description=help_text(__doc__),
                    formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--model", type=Path, required=True, help="model directory (tokenizer)")
    parser.add_argument("--limit", type=int, default=100, help="tasks per suite (default 100)")
    args = parser.parse_args(argv)
    from transformers import AutoTokenizer

    from mobile_env.task_format import load_suite
    from mobile_env.generation.generator import generate
    from mobile_env.training.config import model_dir
    from mobile_env.training.demo import DemoConfig

    tokenizer = AutoTokenizer.from_pretrained(str(model_dir(args.model)))
    demo = DemoConfig()
    curriculum = generate(args.limit, demo.seed + 1000, difficulty=demo.difficulty,
                          execution_tools=demo.execution_tools, values=demo.values, verify=False)
    suites = {"spieval-test": (list(load_suite("spieval-test"))[:args.limit], SETTING_NAMES),
              f"demo curriculum ({demo.execution_tools} tools, values={demo.values})":
                  (curriculum, ("no_search",))}
    print(table(tokenizer, suites), end="")
    return 0
