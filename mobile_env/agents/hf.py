"""A local Hugging Face model as a batched policy for :mod:`mobile_env.rollout`.

The model reads each chat through its own chat template with the env's tool schemas and writes
one turn; the raw text (``<tool_call>`` blocks or a final answer) is the action, so the env's parser
-- not this module -- decides what the model meant.

Two ways to generate, chosen per call:

* several chats: one left-padded ``generate`` over them (what a GPU wants);
* one chat: generate on top of that episode's key/value cache from its previous turn, so only
  the new tokens (the last action and its observation) are encoded. SPIEval prompts are ~6k
  tokens of tool schemas; on a CPU re-encoding them every step costs more than the answer.
  Rolling out with ``batch_size=1`` takes this path.

    from mobile_env.agents.hf import HFPolicy
    rollouts = collect(HFPolicy("runs/sft"), tasks, batch_size=1)
"""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path
from typing import TYPE_CHECKING, Any, Sequence

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer, DynamicCache

if TYPE_CHECKING:
    from mobile_env.rollout import Chat


@lru_cache(maxsize=1)
def load(model_dir: str, device: str) -> tuple[Any, Any]:
    """Model (eval mode) and tokenizer, loaded once per process however many runs use them."""
    tokenizer = AutoTokenizer.from_pretrained(model_dir)
    tokenizer.padding_side = "left"
    dtype = torch.bfloat16 if device.startswith("cuda") else torch.float32
    model = AutoModelForCausalLM.from_pretrained(model_dir, dtype=dtype).to(device).eval()
    return model, tokenizer


class HFPolicy:
    """Batched policy over a local transformers model directory (greedy unless temperature > 0)."""

    name = "hf"

    def __init__(self, model: str | Path, *, max_new_tokens: int = 256, batch_size: int = 8,
                 temperature: float = 0.0, seed: int = 0, device: str | None = None) -> None:
        self.device = device or ("cuda" if torch.cuda.is_available() else "cpu")
        self.model, self.tokenizer = load(str(Path(model).expanduser()), self.device)
        self.max_new_tokens = max_new_tokens
        self.batch_size = max(1, batch_size)
        self.temperature = temperature
        self._caches: dict[int, tuple[list[int], DynamicCache]] = {}
        torch.manual_seed(seed)  # sampling draws from torch's global generator

    def __call__(self, chats: list[Chat]) -> list[str]:
        asked = {chat["episode"] for chat in chats}
        self._caches = {k: v for k, v in self._caches.items() if k in asked}
        if len(chats) == 1:
            return [self._generate_cached(chats[0])]
        outputs: list[str] = []
        for first in range(0, len(chats), self.batch_size):
            outputs.extend(self._generate_batch(chats[first:first + self.batch_size]))
        return outputs

    def prompt_ids(self, chat: Chat) -> list[int]:
        """The chat rendered by the model's template, ready for the assistant's next turn."""
        rendered = self.tokenizer.apply_chat_template(
            chat["messages"], tools=chat["tools"], add_generation_prompt=True, tokenize=True,
            return_dict=True)
        return list(rendered["input_ids"])

    def _generate_batch(self, chats: Sequence[Chat]) -> list[str]:
        prompts = [self.prompt_ids(chat) for chat in chats]
        batch = self.tokenizer.pad({"input_ids": prompts}, padding=True, return_tensors="pt")
        batch = {k: v.to(self.device) for k, v in batch.items()}
        with torch.inference_mode():
            out = self.model.generate(**batch, **self._sampling())
        width = batch["input_ids"].shape[1]
        return [self._decode(row[width:]) for row in out]

    def _generate_cached(self, chat: Chat) -> str:
        """Generate for one episode, reusing the cache of every token it shares with last turn."""
        ids = self.prompt_ids(chat)
        seen, cache = self._caches.get(chat["episode"], ([], DynamicCache()))
        keep = min(_common_prefix(seen, ids), len(ids) - 1)  # at least one token to encode
        cache.crop(keep - cache.get_seq_length())  # a negative count: tokens to drop from the end
        input_ids = torch.tensor([ids], device=self.device)
        with torch.inference_mode():
            out = self.model.generate(input_ids=input_ids, attention_mask=torch.ones_like(input_ids),
                                      cache=cache, **self._sampling())
        sequence = out[0].tolist()
        self._caches[chat["episode"]] = (sequence[:cache.get_seq_length()], cache)
        return self._decode(out[0, len(ids):])

    def _sampling(self) -> dict[str, Any]:
        sample = self.temperature > 0
        return {"max_new_tokens": self.max_new_tokens, "do_sample": sample,
                "temperature": self.temperature if sample else None, "top_p": None, "top_k": None,
                "pad_token_id": self.tokenizer.pad_token_id,
                "eos_token_id": self.tokenizer.eos_token_id}

    def _decode(self, ids: torch.Tensor) -> str:
        return self.tokenizer.decode(ids, skip_special_tokens=True).strip()


def _common_prefix(a: Sequence[int], b: Sequence[int]) -> int:
    n = 0
    for x, y in zip(a, b):
        if x != y:
            break
        n += 1
    return n
