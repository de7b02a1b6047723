"""Token decoding for multi-turn episodes: a key/value cache per episode, batched across episodes.

An episode's context only grows between turns (its last action and the env's answer are
appended), so the tokens already encoded never need encoding again. :class:`KVDecoder` keeps, per
episode, the token ids it has fed the model and their key/value tensors; a new turn encodes only
the part of the context after the longest common prefix with what was fed. Each turn:

1. prefill, one episode at a time (a prefill is matrix-bound, batching it gains little): crop the
   episode's cache to the common prefix and encode the rest, keeping logits at the last position
   only (``logits_to_keep=1``: the full-vocabulary projection of a 600-token prompt is the
   largest single cost of a small model's prefill);
2. decode, batched: the caches are left-padded with zeros (masked out) into one batch whose
   key/value buffers are allocated once per turn, long enough for the longest turn
   (:class:`PreallocatedLayer`); every step feeds one token per episode and writes its keys and
   values in place, so no step copies the cache (a growing cache concatenates every layer's
   whole cache at every step, which dominates a small model's decode step). Only the current
   step's logits are alive at any time; the log-probability of each chosen token is kept, never
   the distribution.
3. an episode leaves the batch at the step its turn ends: its cache is cut out (padding
   removed) and kept for its next turn, and the others decode on as a smaller batch.

Attention runs with grouped-query heads unexpanded (``TRANSFORMERS_SDPA_FORCE_GQA`` while this
module generates): transformers otherwise copies every cached key and value once per query
head group whenever a padding mask is present, which would dominate a batched CPU decode step.

Greedy decoding (``temperature=0``) with and without reuse gives the same tokens (a test checks
it); sampling draws from a seeded ``torch.Generator``, so a run is reproducible on one machine.
"""

from __future__ import annotations

import os
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any, Hashable, Iterator, Sequence

import torch
from transformers import DynamicCache
from transformers.cache_utils import Cache, DynamicLayer

Layers = list[tuple[torch.Tensor, torch.Tensor]]


@dataclass
class Sampling:
    """How the next token is chosen. ``temperature == 0``: greedy."""

    temperature: float = 0.0
    top_p: float = 1.0
    top_k: int = 0


@dataclass
class _Entry:
    fed: list[int]  #: the tokens whose keys and values ``layers`` hold, in order
    layers: Layers  #: per layer (keys, values), each [1, heads, len(fed), head_dim]


def _common_prefix(a: Sequence[int], b: Sequence[int]) -> int:
    n = 0
    for x, y in zip(a, b):
        if x != y:
            break
        n += 1
    return n


@contextmanager
def _unexpanded_gqa() -> Iterator[None]:
    """Grouped-query attention without copying keys and values per head (restored after)."""
    key = "TRANSFORMERS_SDPA_FORCE_GQA"
    before = os.environ.get(key)
    os.environ[key] = "1"
    try:
        yield
    finally:
        if before is None:
            del os.environ[key]
        else:
            os.environ[key] = before


def _layers(cache: Cache) -> Layers:
    """Each layer's keys and values (only attention layers have them; a model with linear
    attention layers is refused rather than decoded with a cache it cannot reuse)."""
    layers: Layers = []
    for layer in cache.layers:
        keys, values = getattr(layer, "keys", None), getattr(layer, "values", None)
        if keys is None or values is None:
            raise ValueError(f"KVDecoder reuses attention caches; this model's cache has a "
                             f"{type(layer).__name__} layer without keys and values")
        layers.append((keys, values))
    return layers


class PreallocatedLayer(DynamicLayer):  # type: ignore[no-untyped-call]
    """One layer's keys and values in buffers allocated once, ``[batch, heads, capacity,
    head_dim]``: an update writes the new positions in place and ``keys``/``values`` are views
    of the positions filled so far, so attention sees exactly what a growing cache would hold.

    Args:
        keys: the key buffer, its first ``length`` positions filled.
        values: the value buffer, shaped like ``keys``.
        length: how many positions are filled.
    """

    def __init__(self, keys: torch.Tensor, values: torch.Tensor, length: int) -> None:
        super().__init__()  # type: ignore[no-untyped-call]
        self._key_buffer, self._value_buffer, self._length = keys, values, length
        self.device = keys.device
        self.is_initialized = True
        self._view()

    def _view(self) -> None:
        self.keys = self._key_buffer[:, :, :self._length]
        self.values = self._value_buffer[:, :, :self._length]

    def update(self, key_states: torch.Tensor, value_states: torch.Tensor, *args: Any,
               **kwargs: Any) -> tuple[torch.Tensor, torch.Tensor]:
        """Write the new positions after the filled ones.

        Args:
            key_states: ``[batch, heads, new, head_dim]`` keys of the new positions.
            value_states: their values.

        Returns:
            Every filled position's keys and values (views of the buffers).

        Raises:
            ValueError: the buffers have no room for the new positions.
        """
        end = self._length + key_states.shape[-2]
        if end > self._key_buffer.shape[-2]:
            raise ValueError(f"preallocated cache of {self._key_buffer.shape[-2]} positions "
                             f"cannot hold {end}")
        self._key_buffer[:, :, self._length:end] = key_states
        self._value_buffer[:, :, self._length:end] = value_states
        self._length = end
        self._view()
        assert self.keys is not None and self.values is not None
        return self.keys, self.values

    def get_seq_length(self) -> int:
        """The positions filled so far."""
        return self._length

    def batch_select_indices(self, indices: torch.Tensor) -> None:
        """Keep only the rows ``indices`` of the batch."""
        self._key_buffer = self._key_buffer.index_select(0, indices)
        self._value_buffer = self._value_buffer.index_select(0, indices)
        self._view()


def preallocated_cache(layers: Layers, capacity: int) -> Cache:
    """A cache holding ``layers`` (per layer keys and values, ``[batch, heads, length,
    head_dim]``) in buffers of ``capacity`` positions.

    Args:
        layers: the filled positions of each layer.
        capacity: positions per buffer, at least the filled length.

    Returns:
        A cache whose decode steps write in place.
    """
    cached: list[Any] = []
    for keys, values in layers:
        batch, heads, length, dim = keys.shape
        key_buffer = keys.new_zeros(batch, heads, capacity, dim)
        value_buffer = values.new_zeros(batch, heads, capacity, values.shape[-1])
        key_buffer[:, :, :length] = keys
        value_buffer[:, :, :length] = values
        cached.append(PreallocatedLayer(key_buffer, value_buffer, length))
    return Cache(layers=cached)


class KVDecoder:
    """Generates turns for many episodes on one model, reusing each episode's cache."""

    def __init__(self, model: Any, *, eos_token_ids: Sequence[int], reuse: bool = True,
                 seed: int = 0) -> None:
        self.model = model
        self.eos = set(eos_token_ids)
        self.reuse = reuse
        self.device = next(model.parameters()).device
        self.generator = torch.Generator(device=self.device).manual_seed(seed)
        self._entries: dict[Hashable, _Entry] = {}
        self.encoded_tokens = 0  #: context tokens run through the model (prefill), a cost meter
        self.generated_tokens = 0

    def forget(self, keep: set[Hashable] | None = None) -> None:
        """Drop the caches of every episode not in ``keep`` (all of them when None)."""
        self._entries = {} if keep is None else {
            k: v for k, v in self._entries.items() if k in keep}

    @torch.inference_mode()
    def generate(self, keys: Sequence[Hashable], contexts: Sequence[list[int]],
                 max_new_tokens: Sequence[int], sampling: Sampling = Sampling()
                 ) -> list[tuple[list[int], list[float]]]:
        """One turn per episode: the new token ids (up to and including the end-of-turn token, at
        most ``max_new_tokens[i]``) and the log-probability of each under the sampling
        temperature (the plain log-softmax when greedy)."""
        if not contexts:
            return []
        if any(not c for c in contexts):
            raise ValueError("every context needs at least one token")
        firsts: list[torch.Tensor] = []
        entries: list[_Entry] = []
        with _unexpanded_gqa():
            for key, context in zip(keys, contexts, strict=True):
                logits, entry = self._prefill(self._lookup(key, context, entries), context)
                firsts.append(logits)
                entries.append(entry)
            outputs = self._decode(entries, torch.cat(firsts), list(max_new_tokens), sampling)
        for key, entry in zip(keys, entries):
            if self.reuse:
                self._entries[key] = entry
        return outputs

    def _lookup(self, key: Hashable, context: list[int], pending: list[_Entry]) -> _Entry | None:
        """The episode's own cache; for a new episode the stored or just-prefilled one sharing
        the longest prefix with it (the members of a GRPO group share their prompt)."""
        if not self.reuse:
            return None
        if key in self._entries:
            return self._entries[key]
        pool = [*self._entries.values(), *pending]
        return max(pool, key=lambda e: _common_prefix(e.fed, context), default=None)

    def _prefill(self, old: _Entry | None, context: list[int]) -> tuple[torch.Tensor, _Entry]:
        """Encode what ``old``'s cache lacks of ``context``; the logits of its last position."""
        keep = min(_common_prefix(old.fed, context), len(context) - 1) if old else 0
        layers = [(k[:, :, :keep], v[:, :, :keep]) for k, v in old.layers] if old and keep else None
        cache = DynamicCache(layers) if layers else DynamicCache()
        new = torch.tensor([context[keep:]], device=self.device)
        positions = torch.arange(keep, len(context), device=self.device).unsqueeze(0)
        out = self.model(input_ids=new, position_ids=positions, cache=cache, use_cache=True,
                         attention_mask=torch.ones(1, len(context), dtype=torch.long,
                                                   device=self.device), logits_to_keep=1)
        self.encoded_tokens += len(context) - keep
        return out.logits[:, -1].float(), _Entry(list(context), _layers(out.cache))

    def _decode(self, entries: list[_Entry], logits: torch.Tensor, limits: list[int],
                sampling: Sampling) -> list[tuple[list[int], list[float]]]:
        """Batched decoding from the prefilled entries; updates them in place.

        An episode leaves the batch at the step its turn ends, its cache cut out and stored:
        the rest decode as a smaller batch (padding needs no token: it is masked). Turn lengths
        vary widely, so feeding finished rows until the longest turn ends would waste most of
        a batch's work; the tokens are the same either way."""
        n = len(entries)
        lengths = [len(e.fed) for e in entries]
        width = max(lengths)
        capacity = width + max(0, max(limits))  # the context, then at most the longest turn
        layers = []
        for index in range(len(entries[0].layers)):
            ks, vs = [], []
            for entry, length in zip(entries, lengths):
                k, v = entry.layers[index]
                pad = (0, 0, width - length, 0)  # left-pad the sequence axis
                ks.append(torch.nn.functional.pad(k, pad))
                vs.append(torch.nn.functional.pad(v, pad))
            layers.append((torch.cat(ks), torch.cat(vs)))
        cache = self._batch_cache(layers, capacity)
        full_mask = torch.tensor([[0] * (width - length) + [1] * (capacity - width + length)
                                  for length in lengths], device=self.device)
        position = torch.tensor(lengths, device=self.device).unsqueeze(1)
        tokens: list[list[int]] = [[] for _ in range(n)]
        logps: list[list[float]] = [[] for _ in range(n)]
        done = [limit <= 0 for limit in limits]
        rows = list(range(n))  #: the episode in each row of the batch
        steps = 0  #: tokens fed back so far (each row still in the batch was fed every one)
        while True:
            chosen, chosen_logp = self._choose(logits, sampling)
            for i, token, logp in zip(rows, chosen.tolist(), chosen_logp.tolist()):
                if not done[i]:
                    tokens[i].append(token)
                    logps[i].append(logp)
                    done[i] = token in self.eos or len(tokens[i]) >= limits[i]
            if any(done[i] for i in rows):
                layers = _layers(cache)
                for row, i in enumerate(rows):
                    if done[i]:  # the context, then the chosen tokens fed back (cloned: a view
                        # would keep the whole batch's cache alive)
                        fed, start = min(steps, len(tokens[i])), width - lengths[i]
                        entries[i].layers = [(k[row:row + 1, :, start:width + fed].clone(),
                                              v[row:row + 1, :, start:width + fed].clone())
                                             for k, v in layers]
                        entries[i].fed = entries[i].fed + tokens[i][:fed]
                kept = [row for row, i in enumerate(rows) if not done[i]]
                if not kept:
                    break
                selected = torch.tensor(kept, device=self.device)
                cache.batch_select_indices(selected)
                full_mask, position = full_mask[selected], position[selected]
                rows = [rows[r] for r in kept]
            steps += 1
            feed = torch.tensor([[tokens[i][-1]] for i in rows], device=self.device)
            out = self.model(input_ids=feed, position_ids=position,
                             attention_mask=full_mask[:, :width + steps], cache=cache,
                             use_cache=True, logits_to_keep=1)
            position = position + 1
            logits = out.logits[:, -1].float()
        self.generated_tokens += sum(map(len, tokens))
        return [(t, lp) for t, lp in zip(tokens, logps)]

    def _batch_cache(self, layers: Layers, capacity: int) -> Cache:
        """The decode batch's cache: ``layers`` in buffers of ``capacity`` positions."""
        return preallocated_cache(layers, capacity)

    def _choose(self, logits: torch.Tensor,
                sampling: Sampling) -> tuple[torch.Tensor, torch.Tensor]:
        """Next token per row and its log-probability (at the sampling temperature)."""
        if sampling.temperature <= 0:
            logp = logits.log_softmax(-1)
            chosen = logp.argmax(-1)
            return chosen, logp.gather(-1, chosen.unsqueeze(-1)).squeeze(-1)
        logp = (logits / sampling.temperature).log_softmax(-1)
        probs = logp.exp()
        if sampling.top_k > 0:
            kth = probs.topk(min(sampling.top_k, probs.shape[-1]), -1).values[:, -1:]
            probs = probs.masked_fill(probs < kth, 0.0)
        if sampling.top_p < 1.0:
            ordered, order = probs.sort(-1, descending=True)
            drop = ordered.cumsum(-1) - ordered > sampling.top_p
            probs = probs.scatter(-1, order, ordered.masked_fill(drop, 0.0))
        chosen = torch.multinomial(probs, 1, generator=self.generator).squeeze(-1)
        return chosen, logp.gather(-1, chosen.unsqueeze(-1)).squeeze(-1)
