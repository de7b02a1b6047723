"""SFT on token records: the exact tokens the model sees at inference, loss at target positions.

Each reference conversation becomes one token record the way the rollout builds it: the opening
prompt rendered by the model's own chat template, then per assistant turn the turn's tokens up to
and including the end-of-turn token (targets) and the environment's tokens between turns (no
loss). The pieces come from rendering growing prefixes of the chat, which doubles as the check
that a chat template is usable at all (:func:`token_record` raises a clear error otherwise): it
must render tool calls and keep every earlier prefix when a turn is added, and each target span
must hold exactly the assistant's text. So any local model directory with such a template
trains here, not only the one ``train prepare-model`` writes.

The loss is computed at target positions only: ``logits_to_keep`` gets the positions whose next
token is a target, so the full-vocabulary projection (49k columns for SmolLM2) runs on a few dozen
positions instead of the whole 600-token prompt; ``target_logits=False`` computes every position
(the old way, kept for the speed comparison in the README).
"""

from __future__ import annotations

from typing import Any, Sequence

IGNORE = -100


class TemplateError(ValueError):
    """The chat template cannot be trained on as multi-turn tool use (what fails is in the text)."""


def render(tokenizer: Any, messages: list[dict[str, Any]], tools: list[dict[str, Any]] | None,
           generation_prompt: bool) -> str:
    text: str = tokenizer.apply_chat_template(messages, tools=tools, tokenize=False,
                                              add_generation_prompt=generation_prompt)
    return text


def token_record(tokenizer: Any, messages: list[dict[str, Any]],
                 tools: list[dict[str, Any]] | None) -> tuple[list[int], list[int]]:
    """The conversation's token ids and its target mask (1 on assistant tokens the model writes).

    Raises :class:`TemplateError` when the template is not prefix-preserving, does not end an
    assistant turn with the tokenizer's end-of-turn token, or changes the assistant's text.
    """
    turn_end = tokenizer.eos_token
    if not turn_end:
        raise TemplateError("the tokenizer has no eos_token (the end-of-turn marker generation "
                            "stops at); set it to the template's end-of-turn token")
    ids: list[int] = []
    mask: list[int] = []
    done = ""
    for j, message in enumerate(messages):
        if message["role"] != "assistant":
            continue
        before = render(tokenizer, messages[:j], tools, True)
        after = render(tokenizer, messages[:j + 1], tools, False)
        if not before.startswith(done) or not after.startswith(before):
            raise TemplateError("the chat template is not prefix-preserving: adding a turn "
                                "changes the text of the turns before it, so a multi-turn "
                                "episode cannot be trained on incrementally")
        turn = after[len(before):]
        cut = turn.find(turn_end)
        if cut < 0 or str(message["content"]) not in turn[:cut]:
            raise TemplateError(f"the chat template does not write the assistant's text followed "
                                f"by the end-of-turn token {turn_end!r} (got {turn[:200]!r})")
        target = turn[:cut + len(turn_end)]
        for piece, weight in ((before[len(done):], 0), (target, 1)):
            piece_ids = tokenizer(piece, add_special_tokens=False)["input_ids"]
            ids += piece_ids
            mask += [weight] * len(piece_ids)
        done = before + target
    if not any(mask):
        raise TemplateError("the conversation has no assistant turn to learn from")
    return ids, mask


def target_spans(ids: Sequence[int], mask: Sequence[int]) -> list[list[int]]:
    """The runs of target tokens of a record: one list of ids per assistant turn."""
    spans: list[list[int]] = []
    current: list[int] = []
    for token, m in zip(ids, mask):
        if m:
            current.append(token)
        elif current:
            spans.append(current)
            current = []
    return spans + ([current] if current else [])


def collate(rows: Sequence[dict[str, Any]], pad_token_id: int) -> dict[str, Any]:
    """Right-padded ``input_ids``, ``attention_mask`` and ``labels`` (targets only)."""
    import torch

    width = max(len(r["input_ids"]) for r in rows)
    ids, attention, labels = [], [], []
    for r in rows:
        n = len(r["input_ids"])
        ids.append(r["input_ids"] + [pad_token_id] * (width - n))
        attention.append([1] * n + [0] * (width - n))
        labels.append([t if m else IGNORE for t, m in zip(r["input_ids"], r["target_mask"])]
                      + [IGNORE] * (width - n))
    return {"input_ids": torch.tensor(ids), "attention_mask": torch.tensor(attention),
            "labels": torch.tensor(labels)}


def target_loss(model: Any, inputs: dict[str, Any], *, target_logits: bool = True,
                num_items_in_batch: Any = None) -> Any:
    """Next-token cross-entropy over the target tokens (sum / number of targets).

    With ``target_logits`` only the positions that predict a target get logits (any row of the
    batch: ``logits_to_keep`` takes one index set for the batch).
    """
    import torch

    labels = inputs["labels"]
    nxt = labels[:, 1:]
    if target_logits:
        positions = (nxt != IGNORE).any(0).nonzero().squeeze(-1)
        logits = model(input_ids=inputs["input_ids"], attention_mask=inputs["attention_mask"],
                       logits_to_keep=positions).logits
        wanted = nxt[:, positions]
    else:
        logits = model(input_ids=inputs["input_ids"],
                       attention_mask=inputs["attention_mask"]).logits[:, :-1]
        wanted = nxt
    total = torch.nn.functional.cross_entropy(logits.float().reshape(-1, logits.shape[-1]),
                                              wanted.reshape(-1), ignore_index=IGNORE,
                                              reduction="sum")
    count = num_items_in_batch if num_items_in_batch is not None else (wanted != IGNORE).sum()
    return total / count


def trainer_class() -> type:
    """``transformers.Trainer`` with :func:`target_loss` and a count of the tokens it saw."""
    from transformers import Trainer

    class TargetLossTrainer(Trainer):
        target_logits = True
        tokens_seen = 0
        targets_seen = 0

        def compute_loss(self, model: Any, inputs: dict[str, Any], return_outputs: bool = False,
                         num_items_in_batch: Any = None) -> Any:
            self.tokens_seen += int(inputs["attention_mask"].sum())
            self.targets_seen += int((inputs["labels"] != IGNORE).sum())
            loss = target_loss(model, inputs, target_logits=self.target_logits,
                               num_items_in_batch=num_items_in_batch)
            return (loss, None) if return_outputs else loss

    return TargetLossTrainer
