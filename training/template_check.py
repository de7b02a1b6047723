"""``mobile-env train check-model DIR``: can this local model directory be trained here?

Checked by behaviour, on real reference conversations, not by comparing template text:

1. the chat template renders a multi-turn tool-use episode prefix by prefix (each turn added
   keeps the text before it), ends assistant turns with the tokenizer's end-of-turn token, and
   the assistant-only target mask of :func:`mobile_env.training.token_sft.token_record` covers
   exactly the assistant turns (decoded, the targets are the assistant texts, nothing else);
2. the model's context holds the longest reference conversation;
3. tool calls given as structured ``tool_calls`` render as text the env's parser reads back as
   the same calls (informational: SFT teaches ``<tool_call>`` blocks as assistant text either
   way, so a template with another native syntax still trains).

Any failure of 1-2 raises with what to change; SFT and GRPO run the same record check at start.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

from mobile_env.cli_args import Parser
from mobile_env.helptext import help_text
from mobile_env.training import config, token_sft


def check(model_dir: str | Path, *, tasks: int = 4, tool_format: str = "compact") -> dict[str, Any]:
    """Run the checks; returns what was found (raises :class:`token_sft.TemplateError`)."""
    from transformers import AutoTokenizer

    from mobile_env.generation.generator import generate
    from mobile_env.parsing import parse_action
    from mobile_env.tool_formats import template_tools
    from mobile_env.training.sft import check_context, model_context, reference_conversations

    tokenizer = AutoTokenizer.from_pretrained(str(config.model_dir(model_dir)))
    if not tokenizer.chat_template:
        raise token_sft.TemplateError(f"{model_dir} has no chat template")
    sample = generate(tasks, seed=0, difficulty="easy", execution_tools=2, verify=False)
    rows = reference_conversations(sample, "no_search", tool_format)
    records = []
    for row in rows:
        tools = template_tools(tool_format, json.loads(row["tools"]))
        ids, mask = token_sft.token_record(tokenizer, row["messages"], tools)
        targets = token_sft.target_spans(ids, mask)
        wanted = [m["content"] for m in row["messages"] if m["role"] == "assistant"]
        got = [_text(tokenizer.decode(s)) for s in targets]
        if len(got) != len(wanted) or any(not g.startswith(w) or g[len(w):].strip() not in
                                          ("", tokenizer.eos_token) for g, w in zip(got, wanted)):
            raise token_sft.TemplateError("the target mask does not cover exactly the assistant "
                                          f"turns: {got[:2]!r} vs {wanted[:2]!r}")
        records.append({"input_ids": ids})
    context = model_context(str(model_dir))
    check_context(records, context, "reference conversation")
    native = _native_calls_parse(tokenizer, parse_action)
    return {"model": str(model_dir), "conversations": len(rows), "context": context,
            "longest": max(len(r["input_ids"]) for r in records), "native_tool_calls": native}


def _text(decoded: str | list[str]) -> str:
    """What ``tokenizer.decode`` gives for one sequence of ids (a list only for a batch)."""
    assert isinstance(decoded, str), "one sequence of ids decodes to one string"
    return decoded


def _native_calls_parse(tokenizer: Any, parse_action: Any) -> bool:
    """Whether the template's rendering of a structured tool call parses back to that call."""
    call = {"name": "Phone_Call", "arguments": {"telephone": "13800000000"}}
    messages = [{"role": "user", "content": "Call 13800000000."},
                {"role": "assistant", "content": "", "tool_calls": [
                    {"type": "function", "function": call}]}]
    try:
        before = tokenizer.apply_chat_template(messages[:1], tokenize=False,
                                               add_generation_prompt=True)
        after = tokenizer.apply_chat_template(messages, tokenize=False)
    except Exception:  # noqa: BLE001 -- a template without tool-call support raises anything
        return False
    parsed = parse_action(after[len(before):].split(tokenizer.eos_token)[0])
    return [(c.name, c.arguments) for c in parsed.calls] == [(call["name"], call["arguments"])]


def main(argv: list[str] | None = None) -> int:
    parser = Parser(prog="mobile-env train check-model",
                    description=help_text(__doc__),
                    formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("model", type=Path, help="local Hugging Face model directory")
    parser.add_argument("--tool-format", default="compact", choices=("json_schema", "compact"))
    args = parser.parse_args(argv)
    try:
        found = check(args.model, tool_format=args.tool_format)
    except token_sft.TemplateError as exc:
        print(f"{args.model}: cannot train on this chat template: {exc}", file=sys.stderr)
        return 1
    print(f"{found['model']}: trainable; {found['conversations']} reference conversations, the "
          f"longest {found['longest']} of {found['context']} context tokens; native tool calls "
          f"{'parse' if found['native_tool_calls'] else 'do not parse'} in the env "
          "(SFT teaches <tool_call> blocks either way)")
    return 0
