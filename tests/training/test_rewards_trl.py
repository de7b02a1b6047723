"""The TRL adapter (rewards/trl.py), checked against the installed TRL's own GRPOTrainer: a real
one-step training run on a tiny offline model, and its ``_calculate_rewards`` fed environments and
conversational completions exactly as the trainer feeds them."""

from __future__ import annotations

import json
from typing import Any

import gymnasium as gym
import pytest

import mobile_env  # noqa: F401  (registers MobilePlanner-v0)
from mobile_env.env import MobilePlannerEnv
from mobile_env.task_format import load_suite
from mobile_env.rewards import get
from mobile_env.rewards.trl import TRLReward, actions, episode_of

trl = pytest.importorskip("trl")
transformers = pytest.importorskip("transformers")
datasets = pytest.importorskip("datasets")
tokenizers = pytest.importorskip("tokenizers")

DEMO = load_suite("demo")[0]
RIGHT_CALL = {"name": "Phone_Call", "arguments": {"telephone": "+1 415-739-2098", "type": "VIDEO"}}
WRONG_CALL = {"name": "Phone_Call", "arguments": {"telephone": "+1 415-739-2198", "type": "VIDEO"}}


def tool_turn(*calls: dict[str, Any]) -> dict[str, Any]:
    """An assistant message as TRL's ``parse_response`` returns it."""
    return {"role": "assistant", "content": "",
            "tool_calls": [{"type": "function", "function": c} for c in calls]}


def conversation(*calls: dict[str, Any]) -> list[dict[str, Any]]:
    """A conversational completion from TRL's tool loop: call, tool result, final answer."""
    return [tool_turn(*calls), {"role": "tool", "name": calls[0]["name"], "content": "{}"},
            {"role": "assistant", "content": "Calling Daniel Reed now."}]


@pytest.fixture(scope="module")
def trained(tmp_path_factory: pytest.TempPathFactory) -> tuple[Any, list[dict[str, Any]]]:
    """A GRPOTrainer on a 2-layer, 32-wide Llama with a word-level tokenizer, built offline,
    trained for one step with the adapter (and a spy that records how TRL calls it)."""
    words = ["<pad>", "<eos>", "<unk>", "call", "my", "manager", ".", "{", "}", "Phone_Call"]
    vocab = {w: i for i, w in enumerate(words)}
    backend = tokenizers.Tokenizer(tokenizers.models.WordLevel(vocab, unk_token="<unk>"))
    backend.pre_tokenizer = tokenizers.pre_tokenizers.Whitespace()
    tokenizer = transformers.PreTrainedTokenizerFast(
        tokenizer_object=backend, pad_token="<pad>", eos_token="<eos>", unk_token="<unk>",
        padding_side="left")
    model = transformers.LlamaForCausalLM(transformers.LlamaConfig(
        vocab_size=len(vocab), hidden_size=32, intermediate_size=64, num_hidden_layers=2,
        num_attention_heads=2, num_key_value_heads=2, max_position_embeddings=128,
        pad_token_id=0, eos_token_id=1, bos_token_id=None))
    rows = [{"prompt": "call my manager .", "task_id": DEMO.id, "suite": "demo"}] * 4
    adapter = TRLReward("spieval_shaped")
    seen: list[dict[str, Any]] = []

    def spy(**kwargs: Any) -> list[float]:
        seen.append(kwargs)
        return adapter(**kwargs)

    args = trl.GRPOConfig(output_dir=str(tmp_path_factory.mktemp("grpo")),
                          per_device_train_batch_size=2,
                          num_generations=2, max_completion_length=6, max_steps=1, report_to="none",
                          use_cpu=True, logging_steps=1, save_strategy="no")
    grpo = trl.GRPOTrainer(model=model, reward_funcs=[adapter, spy], args=args,
                           train_dataset=datasets.Dataset.from_list(rows),
                           processing_class=tokenizer)
    grpo.train()
    return grpo, seen


def test_grpo_trains_a_step_with_the_adapter(trained: tuple[Any, list[dict[str, Any]]]) -> None:
    trainer, _ = trained
    assert trainer.reward_func_names[0] == "spieval_shaped"
    logged = trainer.state.log_history[0]
    # random tokens are a final answer: no calls, one step, so only the step cost is paid
    assert logged["rewards/spieval_shaped/mean"] == pytest.approx(-0.001)
    assert logged["spieval_shaped/spieval_exact"] == 0.0
    assert logged["spieval_shaped/step_cost"] == pytest.approx(-0.02)


def test_trl_calls_it_with_the_kwargs_the_adapter_declares(
        trained: tuple[Any, list[dict[str, Any]]]) -> None:
    _, calls = trained
    (kwargs,) = calls
    assert set(kwargs) == {"prompts", "completions", "completion_ids", "task_id", "suite",
                           "trainer_state", "log_extra", "log_metric"}
    assert kwargs["task_id"] == [DEMO.id] * 2 and all(isinstance(c, str)
                                                      for c in kwargs["completions"])


def test_calculate_rewards_replays_conversational_completions(trained: tuple[Any, Any]) -> None:
    trainer, _ = trained
    completions = [conversation(RIGHT_CALL), conversation(WRONG_CALL),
                   [tool_turn({"name": "search_contacts", "arguments": {"pattern": "Daniel"}})]]
    prompts = [[{"role": "user", "content": DEMO.instruction}]] * 3
    inputs = [{"prompt": p, "task_id": DEMO.id, "setting": s}
              for p, s in zip(prompts, ["standard", "full", None])]
    rewards = trainer._calculate_rewards(inputs, prompts, completions, [[1]] * 3)
    shaped = get("spieval_shaped")
    expected = [shaped(TRLReward("spieval_shaped").replay(c, DEMO.id)).value for c in completions]
    assert rewards[:, 0].tolist() == pytest.approx(expected)
    assert expected[0] > 1.0 > 0.0 > expected[2] and expected[1] < 0.3


def test_calculate_rewards_scores_the_rollout_environments(trained: tuple[Any, Any]) -> None:
    """environment_factory path: each rollout's environment holds its episode in ``.episode``."""
    trainer, _ = trained
    right, wrong = MobilePlannerEnv(tasks=[DEMO]), gym.make("MobilePlanner-v0")
    for env, call in ((right, RIGHT_CALL), (wrong, WRONG_CALL)):
        env.reset(options={"task_id": DEMO.id})
        env.step(json.dumps(call))
    digest = right.state.digest()  # type: ignore[union-attr]
    trainer.environments = [right, wrong]
    try:
        rewards = trainer._calculate_rewards([{"prompt": "x"}] * 2, ["x"] * 2, ["ignored"] * 2,
                                             [[1]] * 2)
    finally:
        trainer.environments = None
    assert rewards[:, 0].tolist() == pytest.approx([get("spieval_shaped")(episode_of(e)).value
                                                    for e in (right, wrong)])
    assert rewards[0, 0] > 1.0 > rewards[1, 0]
    assert right.state.digest() == digest and len(right.episode.steps) == 1  # type: ignore[union-attr]


def test_adapter_is_named_for_trl_logs() -> None:
    from trl.trainer.utils import get_callable_name

    assert get_callable_name(TRLReward("spieval_exact")) == "spieval_exact"
    assert get_callable_name(TRLReward(get("partial_credit"), name="pc")) == "pc"


def test_adapter_needs_environments_or_task_ids() -> None:
    with pytest.raises(ValueError, match="task_id"):
        TRLReward("spieval_exact")(prompts=["x"], completions=["y"])
    with pytest.raises(TypeError, match=".episode"):
        TRLReward("spieval_exact")(prompts=["x"], completions=["y"], environments=[object()])


def test_plain_text_completions_replay_as_one_action() -> None:
    text = f"<tool_call>{json.dumps(RIGHT_CALL)}</tool_call>"
    assert actions(text) == [text]
    adapter = TRLReward("spieval_exact", tasks=[DEMO])
    assert adapter(prompts=["p"] * 2, completions=[text, "I called him."],
                   task_id=[DEMO.id] * 2) == [1.0, 0.0]

