"""KV-cache reuse across turns gives the same tokens as encoding everything again (greedy)."""

from __future__ import annotations

from pathlib import Path

import pytest

torch = pytest.importorskip("torch")

from transformers import AutoModelForCausalLM, DynamicCache  # noqa: E402

from mobile_env.agents.decoding import (KVDecoder, Layers, PreallocatedLayer,  # noqa: E402
                                        Sampling, preallocated_cache)
from mobile_env.training.models import tiny_model  # noqa: E402


@pytest.fixture(scope="module")
def model(tmp_path_factory):
    path: Path = tiny_model(tmp_path_factory.mktemp("tiny") / "tiny")
    return AutoModelForCausalLM.from_pretrained(path).eval()


def _decoder(model, **kwargs) -> KVDecoder:
    return KVDecoder(model, eos_token_ids=[model.config.eos_token_id], **kwargs)


def _episodes(decoder: KVDecoder, turns: int = 3, width: int = 4) -> list[list[list[int]]]:
    """``width`` episodes of ``turns`` turns; between turns each context grows by the generated
    tokens and an 'observation' of seeded ids, as a rollout's does."""
    g = torch.Generator().manual_seed(1)
    contexts = [torch.randint(10, 900, (30 + 7 * i,), generator=g).tolist() for i in range(width)]
    outputs = []
    for _ in range(turns):
        out = decoder.generate(list(range(width)), contexts, [12 - i for i in range(width)])
        outputs.append([ids for ids, _ in out])
        contexts = [c + ids + torch.randint(10, 900, (9,), generator=g).tolist()
                    for c, (ids, _) in zip(contexts, out)]
    return outputs


def test_reuse_gives_the_tokens_of_no_reuse_under_greedy_decoding(model) -> None:
    reused, fresh = _decoder(model), _decoder(model, reuse=False)
    assert _episodes(reused) == _episodes(fresh)
    assert reused.encoded_tokens < fresh.encoded_tokens / 2  # only the new tokens are encoded
    assert reused.generated_tokens == fresh.generated_tokens


class GrowingDecoder(KVDecoder):
    """The decoder with a cache that grows by concatenation at every step."""

    def _batch_cache(self, layers: Layers, capacity: int) -> DynamicCache:
        return DynamicCache(layers)


def test_the_preallocated_cache_gives_the_tokens_of_a_growing_one(model) -> None:
    """Greedy, batched, over several turns with episodes leaving the batch at different steps:
    the same tokens and (to rounding) the same log-probabilities."""
    preallocated, growing = _decoder(model), GrowingDecoder(
        model, eos_token_ids=[model.config.eos_token_id])
    assert _episodes(preallocated, width=6) == _episodes(growing, width=6)
    assert preallocated.generated_tokens == growing.generated_tokens > 0
    contexts = [list(range(20, 50 + 5 * i)) for i in range(4)]
    for (a_ids, a), (b_ids, b) in zip(_decoder(model).generate([0, 1, 2, 3], contexts,
                                                               [3, 9, 5, 14]),
                                      GrowingDecoder(model, eos_token_ids=[]).generate(
                                          [0, 1, 2, 3], contexts, [3, 9, 5, 14])):
        assert a_ids == b_ids[:len(a_ids)] and a == pytest.approx(b[:len(a)], abs=1e-5)


def test_a_preallocated_layer_writes_in_place_and_refuses_to_overflow() -> None:
    keys, values = torch.ones(2, 1, 3, 4), torch.full((2, 1, 3, 4), 2.0)
    cache = preallocated_cache([(keys, values)], capacity=5)
    layer = cache.layers[0]
    assert isinstance(layer, PreallocatedLayer) and layer.get_seq_length() == 3
    storage = layer.keys.untyped_storage().data_ptr()
    new_keys, new_values = layer.update(torch.zeros(2, 1, 2, 4), torch.zeros(2, 1, 2, 4))
    assert new_keys.shape == (2, 1, 5, 4) and new_keys.untyped_storage().data_ptr() == storage
    assert new_keys[:, :, :3].eq(1).all() and new_values[:, :, 3:].eq(0).all()
    layer.batch_select_indices(torch.tensor([1]))
    assert layer.keys.shape == (1, 1, 5, 4) and layer.get_seq_length() == 5
    with pytest.raises(ValueError, match="cannot hold 6"):
        layer.update(torch.zeros(1, 1, 1, 4), torch.zeros(1, 1, 1, 4))


def test_batched_decoding_equals_one_episode_at_a_time(model) -> None:
    contexts = [[5, 6, 7, 8, 9, 10] * (i + 2) for i in range(3)]
    together = _decoder(model).generate([0, 1, 2], contexts, [10, 10, 10])
    alone = [_decoder(model).generate([i], [c], [10])[0] for i, c in enumerate(contexts)]
    assert [ids for ids, _ in together] == [ids for ids, _ in alone]
    for (_, a), (_, b) in zip(together, alone):
        assert a == pytest.approx(b, abs=1e-4)


def test_greedy_tokens_match_transformers_generate(model) -> None:
    context = list(range(40, 80))
    ids, logps = _decoder(model).generate([0], [context], [16])[0]
    reference = model.generate(torch.tensor([context]),
                               attention_mask=torch.ones(1, 40, dtype=torch.long),
                               max_new_tokens=16, do_sample=False,
                               eos_token_id=model.config.eos_token_id,
                               pad_token_id=0)[0, 40:].tolist()
    assert ids == reference[:len(ids)]
    assert all(lp <= 0 for lp in logps)


def test_group_members_share_their_prompt_encoding(model) -> None:
    decoder = _decoder(model)
    prompt = list(range(100, 160))
    decoder.generate([0, 1, 2, 3], [prompt] * 4, [4] * 4)
    assert decoder.encoded_tokens == 60 + 3  # one prompt, then one token for each other member


def test_sampling_is_seeded_and_its_logprobs_are_at_the_temperature(model) -> None:
    context = list(range(10, 50))
    sampling = Sampling(temperature=0.7, top_k=50, top_p=0.9)
    first = _decoder(model, seed=3).generate([0], [context], [12], sampling)
    again = _decoder(model, seed=3).generate([0], [context], [12], sampling)
    assert first == again
    ids, logps = first[0]
    with torch.inference_mode():
        logits = model(torch.tensor([context + ids[:-1]])).logits[0, len(context) - 1:]
    chosen = torch.tensor(ids).unsqueeze(-1)
    expected = (logits / 0.7).log_softmax(-1).gather(-1, chosen).squeeze(-1)
    assert logps == pytest.approx(expected.tolist(), abs=1e-4)


def test_budget_and_bad_contexts(model) -> None:
    decoder = _decoder(model)
    assert [len(ids) for ids, _ in decoder.generate([0, 1], [[5] * 8, [6] * 9], [3, 0])] == [3, 0]
    with pytest.raises(ValueError, match="at least one token"):
        decoder.generate([0], [[]], [4])


def test_a_cache_layer_without_keys_and_values_is_refused() -> None:
    from types import SimpleNamespace

    from mobile_env.agents.decoding import _layers

    attention = SimpleNamespace(keys=torch.zeros(1, 1, 2, 4), values=torch.ones(1, 1, 2, 4))
    assert [tuple(t.sum().item() for t in kv) for kv in _layers(SimpleNamespace(
        layers=[attention]))] == [(0.0, 8.0)]
    linear = SimpleNamespace(conv_states=torch.zeros(1))  # a linear-attention layer: no keys
    with pytest.raises(ValueError, match="without keys and values"):
        _layers(SimpleNamespace(layers=[attention, linear]))
