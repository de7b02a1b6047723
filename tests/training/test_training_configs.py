"""Every shipped training config loads and fits its model; the GPU commands pin their GPUs."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

pytest.importorskip("trl")

from transformers import AutoTokenizer  # noqa: E402

from mobile_env.training import grpo, sft  # noqa: E402
from mobile_env.training.models import tiny_model  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]
CONFIGS = sorted((ROOT / "training" / "configs").glob("*.json"))
SMOLLM2_CONTEXT = 8192


@pytest.fixture(scope="module")
def tokenizer(tmp_path_factory):
    # The tiny tokenizer (1,024 pieces) spends more tokens on any text than SmolLM2's (49,152),
    # so a config that fits with it fits SmolLM2 too.
    return AutoTokenizer.from_pretrained(tiny_model(tmp_path_factory.mktemp("tiny") / "tiny"))


def test_there_are_sft_and_grpo_configs() -> None:
    names = [p.name for p in CONFIGS]
    assert any(n.startswith("sft") for n in names) and any(n.startswith("grpo") for n in names)


@pytest.mark.parametrize("path", [p for p in CONFIGS if p.name.startswith("grpo")],
                         ids=lambda p: p.name)
def test_grpo_config_prompt_plus_budget_fits_the_context(path: Path, tokenizer) -> None:
    config = grpo.load_config(path)
    tasks = grpo.load_tasks(config)[:40]
    longest = grpo.check_fits(config, tokenizer, tasks, SMOLLM2_CONTEXT)
    assert 0 < longest < SMOLLM2_CONTEXT - config.max_completion_length
    if config.eval_suite:
        assert config.eval_every > 0
        assert grpo.load_tasks(grpo.GRPORunConfig(suite=config.eval_suite, split=None,
                                                  num_tasks=1))


@pytest.mark.parametrize("path", [p for p in CONFIGS if p.name.startswith("sft")],
                         ids=lambda p: p.name)
def test_sft_config_records_fit_the_context(path: Path, tokenizer) -> None:
    from mobile_env.task_format.loading import resolve_tasks

    config = sft.load_config(path, {})
    rows = sft.token_rows(tokenizer, sft.reference_conversations(
        resolve_tasks(config.suite, 20), config.setting, config.tool_format))
    sft.check_context(rows, config.max_length or SMOLLM2_CONTEXT, "SFT conversation")


def test_a_config_that_overflows_the_context_is_refused_with_advice(tokenizer) -> None:
    config = grpo.GRPORunConfig(suite="spieval", split="test", setting="standard",
                                max_completion_length=2048)
    with pytest.raises(SystemExit, match="over the model's context of 8192.*compact"):
        grpo.check_fits(config, tokenizer, grpo.load_tasks(config)[:5], SMOLLM2_CONTEXT)


def _commands(text: str) -> list[str]:
    """Shell commands of a script or Markdown file, continuation lines joined, comments dropped."""
    joined = re.sub(r"\\\n\s*", " ", text)
    return [line.strip() for line in joined.splitlines()
            if line.strip() and not line.strip().startswith("#")]


def test_vllm_server_mode_commands_pin_their_gpus() -> None:
    """Server and trainers on separate GPUs: every command that starts the server or trains
    against it sets CUDA_VISIBLE_DEVICES itself."""
    commands = [c for path in (ROOT / "training" / "GRPO.md", ROOT / "training" / "gpu" / "run.sh")
                for c in _commands(path.read_text())
                if "vllm-serve" in c or "--vllm-mode server" in c]
    assert any("vllm-serve" in c for c in commands) and any("server" in c for c in commands)
    for command in commands:
        assert "CUDA_VISIBLE_DEVICES=" in command, command


@pytest.mark.parametrize("on", [False, True])
def test_grpo_args_follow_the_configs_checkpointing_switch(on: bool, tmp_path: Path) -> None:
    # TRL's GRPOConfig defaults gradient checkpointing to on, so leaving the flag out when the
    # config says False would recompute every activation anyway (about 20 % slower steps).
    config = grpo.GRPORunConfig(gradient_checkpointing=on, use_cpu=True,
                                output_dir=str(tmp_path))
    args = grpo.grpo_args(config)
    assert args.activation_checkpointing is on and args.gradient_checkpointing is on


#: The held-out suite of a config that names none: the one training/gpu/run.sh evaluates on.
GPU_HELD_OUT = "spieval-test"


@pytest.mark.parametrize("path", CONFIGS, ids=lambda p: p.name)
def test_each_config_trains_on_a_split_disjoint_from_its_held_out_one(path: Path) -> None:
    """A config's training suite and the suite its checkpoints are scored on form a shipped pair,
    which tests/generation/test_disjoint.py checks by world, text and (template, tools)."""
    from mobile_env.generation.disjoint import SHIPPED_PAIRS

    if path.name.startswith("grpo"):
        config = grpo.load_config(path)
        train, held_out = config.suite_name, config.eval_suite or GPU_HELD_OUT
    else:
        train, held_out = sft.load_config(path, {}).suite, GPU_HELD_OUT
    assert (train, held_out) in {(p.train, p.test) for p in SHIPPED_PAIRS}
