"""SFT on token records: masks that cover exactly the assistant turns, the chat-template check,
target-only logits, budgets derived from references, LoRA."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

torch = pytest.importorskip("torch")
pytest.importorskip("trl")

from transformers import AutoModelForCausalLM, AutoTokenizer  # noqa: E402

from mobile_env.parsing import parse_action  # noqa: E402
from mobile_env.generation.generator import generate  # noqa: E402
from mobile_env.task_format.loading import write_tasks  # noqa: E402
from mobile_env.tool_formats import template_tools  # noqa: E402
from mobile_env.training import budgets, token_sft  # noqa: E402
from mobile_env.training.models import tiny_model  # noqa: E402
from mobile_env.training.sft import (SFTRunConfig, check_context,  # noqa: E402
                                     reference_conversations, token_rows, train)


@pytest.fixture(scope="module")
def tiny(tmp_path_factory) -> Path:
    return tiny_model(tmp_path_factory.mktemp("tiny") / "tiny")


@pytest.fixture(scope="module")
def tasks():
    return generate(6, seed=11, difficulty="easy", execution_tools=2, values="copy", verify=False)


@pytest.mark.parametrize("tool_format", ["json_schema", "compact"])
def test_targets_are_exactly_the_assistant_turns_and_parse_as_the_calls(tiny, tasks, tool_format):
    tokenizer = AutoTokenizer.from_pretrained(tiny)
    for row in reference_conversations(tasks, "no_search", tool_format):
        ids, mask = token_sft.token_record(tokenizer, row["messages"],
                                           template_tools(tool_format, json.loads(row["tools"])))
        spans = token_sft.target_spans(ids, mask)
        assistant = [m["content"] for m in row["messages"] if m["role"] == "assistant"]
        assert [tokenizer.decode(s) for s in spans] == [a + "<|im_end|>" for a in assistant]
        for text in assistant:  # what the template renders is what the env parses
            assert parse_action(text).calls and parse_action(text).error is None
        whole = tokenizer.apply_chat_template(row["messages"], tools=template_tools(
            tool_format, json.loads(row["tools"])), tokenize=False)
        assert whole.startswith(tokenizer.decode(ids))


def test_a_template_that_rewrites_history_is_refused(tiny, tasks) -> None:
    tokenizer = AutoTokenizer.from_pretrained(tiny)
    tokenizer.chat_template = ("{% for m in messages %}{% if loop.last %}<|im_start|>{{ m.role }}\n"
                               "{{ m.content }}<|im_end|>\n{% endif %}{% endfor %}"
                               "{% if add_generation_prompt %}<|im_start|>assistant\n{% endif %}")
    row = reference_conversations(tasks[:1], "no_search", "compact")[0]
    with pytest.raises(token_sft.TemplateError, match="prefix-preserving"):
        token_sft.token_record(tokenizer, row["messages"], None)


def test_target_only_logits_give_the_full_loss(tiny, tasks) -> None:
    tokenizer = AutoTokenizer.from_pretrained(tiny)
    model = AutoModelForCausalLM.from_pretrained(tiny)
    rows = token_rows(tokenizer, reference_conversations(tasks[:3], "no_search", "compact"))
    batch = token_sft.collate(rows, tokenizer.pad_token_id)
    with torch.no_grad():
        fast = token_sft.target_loss(model, batch, target_logits=True)
        slow = token_sft.target_loss(model, batch, target_logits=False)
    assert fast.item() == pytest.approx(slow.item(), rel=1e-5)


def test_budgets_cover_every_reference_and_warn_when_set_too_small(tiny, tasks, capsys) -> None:
    tokenizer = AutoTokenizer.from_pretrained(tiny)
    lengths = budgets.reference_lengths(tokenizer, tasks, "no_search", "compact")
    derived = budgets.derive(lengths)
    assert derived["max_new_tokens"] >= max(lengths["turns"]) + budgets.TURN_MARGIN
    assert derived["max_completion_length"] >= max(lengths["episodes"]) + budgets.EPISODE_MARGIN
    assert capsys.readouterr().err == ""
    small = budgets.derive(lengths, max_new_tokens=min(lengths["turns"]) - 1)
    assert small["max_new_tokens"] == min(lengths["turns"]) - 1
    assert f"cuts {len(tasks)} of {len(tasks)} reference solutions short" in capsys.readouterr().err


def test_a_record_longer_than_the_context_stops_the_run() -> None:
    with pytest.raises(ValueError, match="more than the model's context of 100"):
        check_context([{"input_ids": [1] * 101}], 100, "SFT conversation")


def test_lora_sft_step_saves_a_merged_model(tiny, tasks, tmp_path) -> None:
    pytest.importorskip("peft")
    write_tasks(tmp_path / "t.jsonl", tasks[:2])
    out = train(SFTRunConfig(model=str(tiny), suite=str(tmp_path / "t.jsonl"), limit=None,
                             setting="no_search", tool_format="compact",
                             output_dir=str(tmp_path / "o"),
                             max_steps=1, lora=True, lora_r=4, lora_alpha=8, learning_rate=1e-2,
                             gradient_checkpointing=True))
    merged = AutoModelForCausalLM.from_pretrained(out)  # a plain model directory, no adapter
    base = AutoModelForCausalLM.from_pretrained(tiny)
    weights = base.state_dict()
    changed = [n for n, p in merged.state_dict().items() if not torch.equal(p, weights[n])]
    assert changed and not (out / "adapter_config.json").exists()
    summary = json.loads((out / "sft_summary.json").read_text())
    assert summary["tokens"] > summary["target_tokens"] > 0 and summary["tokens_per_second"] > 0
