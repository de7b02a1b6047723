"""A local Hugging Face model as a batched policy for :mod:`mobile_env.rollout`.

The model reads each chat through its own chat template with the env's tool schemas and writes
one turn; the raw text (``<tool_call>`` blocks or a final answer) is the action, so the env's parser
-- not this module -- decides what the model meant.

Every turn is generated on top of each episode's key/value cache from its previous turn, so only
the new tokens (the last action and its observation) are encoded, and the live episodes decode
as one batch (:mod:`mobile_env.agents.decoding`). SPIEval prompts are ~6k tokens of tool schemas;
on a CPU re-encoding them every step costs more than the answer.

    from mobile_env.agents.hf import HFPolicy
    rollouts = collect(HFPolicy("runs/sft", batch_size=16), tasks, batch_size=16)
"""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path
from typing import TYPE_CHECKING, Any, Sequence

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

from mobile_env.agents.decoding import KVDecoder, Sampling
from mobile_env.tool_formats import template_tools

if TYPE_CHECKING:
    from mobile_env.rollout import Chat


@lru_cache(maxsize=1)
def load(model_dir: str, device: str) -> tuple[Any, Any]:
    """Model (eval mode) and tokenizer, loaded once per process however many runs use them."""
    tokenizer = AutoTokenizer.from_pretrained(model_dir)
    tokenizer.padding_side = "left"
    dtype = torch.bfloat16 if device.startswith("cuda") else torch.float32
    model: Any = AutoModelForCausalLM.from_pretrained(model_dir, dtype=dtype)
    return model.to(device).eval(), tokenizer


class HFPolicy:
    """Batched policy over a local transformers model directory (greedy unless temperature > 0).

    Every turn goes through :class:`~mobile_env.agents.decoding.KVDecoder`: each episode's
    key/value cache is kept across its turns (only the last action and observation are encoded)
    and up to ``batch_size`` episodes decode together."""

    name = "hf"

    def __init__(self, model: str | Path | tuple[Any, Any], *, max_new_tokens: int = 256,
                 batch_size: int = 8, temperature: float = 0.0, seed: int = 0,
                 device: str | None = None) -> None:
        """``model``: a model directory, or a loaded ``(model, tokenizer)`` pair (a trainer's
        model scored during training)."""
        self.device = device or ("cuda" if torch.cuda.is_available() else "cpu")
        if isinstance(model, tuple):
            self.model, self.tokenizer = model
            self.device = str(next(self.model.parameters()).device)
        else:
            self.model, self.tokenizer = load(str(Path(model).expanduser()), self.device)
        self.max_new_tokens = max_new_tokens
        self.batch_size = max(1, batch_size)
        self.sampling = Sampling(temperature=temperature)
        self.decoder = KVDecoder(self.model, eos_token_ids=[self.tokenizer.eos_token_id],
                                 seed=seed)

    def __call__(self, chats: list[Chat]) -> list[str]:
        self.decoder.forget({chat["episode"] for chat in chats})
        outputs: list[str] = []
        for first in range(0, len(chats), self.batch_size):
            batch = chats[first:first + self.batch_size]
            turns = self.decoder.generate([c["episode"] for c in batch],
                                          [self.prompt_ids(c) for c in batch],
                                          [self.max_new_tokens] * len(batch), self.sampling)
            outputs += [self._decode(ids) for ids, _ in turns]
        return outputs

    def prompt_ids(self, chat: Chat) -> list[int]:
        """The chat rendered by the model's template, ready for the assistant's next turn."""
        rendered = self.tokenizer.apply_chat_template(
            chat["messages"], tools=template_tools(chat.get("tool_format", "json_schema"),
                                                   chat["tools"]),
            add_generation_prompt=True, tokenize=True, return_dict=True)
        return list(rendered["input_ids"])

    def _decode(self, ids: Sequence[int]) -> str:
        return str(self.tokenizer.decode(ids, skip_special_tokens=True)).strip()
