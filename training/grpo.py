"""GRPO on MobilePlanner with TRL: multi-turn episodes in the env, loss on the model's own
tokens (F24).

TRL's ``GRPOTrainer`` is driven through its ``rollout_func`` hook. Each dataset row names a task
(column ``task_id``; TRL repeats every row ``num_generations`` times, so a group is that many
episodes of one task). :class:`EpisodeRollout` plays them all in
:func:`mobile_env.rollout.collect` -- the one rollout loop every agent uses -- with a
:class:`TokenPolicy` that generates each assistant turn with the trainer's own model, batched over
the live episodes, and keeps the token record TRL trains on:

* ``prompt_ids``: the opening chat (system prompt, history, instruction, tool schemas) rendered by
  the tokenizer's chat template, with the assistant header;
* ``completion_ids``: the model's turns (sampled ids, kept as generated, never re-tokenised) and,
  between them, the environment's tokens (end of turn, the tool response, the next assistant
  header), in the order the model saw them;
* ``env_mask``: 1 on the model's tokens, 0 on the environment's, so only the model's own tokens
  carry loss; ``logprobs``: the sampling log-probabilities of the model's tokens (0 elsewhere).

``max_completion_length`` bounds the whole episode (model and environment tokens). An episode
whose budget runs out stops there: its last turn ends without an end-of-turn token (TRL counts it
as clipped), and if the env still waits for an action it gets an empty final answer, so the
record the reward reads ends with ``termination_reason="final_answer"`` and ``final_answer=""``.

Rewards come from the ``rewards`` registry by name (``--reward spieval_shaped``, composites
included) through :class:`mobile_env.rewards.trl.TRLReward` in environments mode: the rollout
hands TRL the finished :class:`~mobile_env.rollout.Rollout` objects (each has ``.episode``) as
the extra field ``environments``, so the reward scores exactly the episodes that were played and
logs each top-level component of a composite beside the total.

The tool set is re-read every turn (``info["tools"]``): when it grows (a skill was loaded), the
new schemas are shown in that turn's tool response, since the prompt already rendered cannot
change under tokens that were generated after it.

Run (one process, CPU or one GPU)::

    mobile-env train grpo --config grpo_cpu_smoke
    mobile-env train grpo --config grpo_gpu --model /path/to/model

Multi-GPU or multi-node: TRL's own path, ``accelerate launch [--num_processes N ...] -m
mobile_env.training.grpo --config ...``. Every process rolls out its own slice of the batch.
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import math
import os
import shutil
import sys
import time
import warnings
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any, Callable, Protocol, Sequence

from mobile_env.cli_args import Parser
from mobile_env.tool_formats import signature, template_tools
from mobile_env.task_format import Task
from mobile_env.task_format.schema import Setting
from mobile_env.training import config as config_file
from mobile_env.training.sft import replace_dir

if TYPE_CHECKING:
    from mobile_env.reward_registry import Reward
    from mobile_env.rollout import Chat

Message = dict[str, Any]
Generation = tuple[list[int], list[float]]


@dataclass
class GRPORunConfig:
    """Everything a run needs; a JSON file gives any subset, ``--name value`` overrides it."""

    model: str = ""  #: a local model directory (there is no model hub here)
    #: built-in suite or a .jsonl path; with ``split`` the suite is ``<suite>-<split>``
    suite: str = "spieval"
    split: str | None = "train"  #: appended to the suite name; null: use the suite as named
    num_tasks: int | None = None  #: use only the first N tasks of the suite
    setting: Setting | None = None  #: standard / full / no_search; None: each task's own
    step_limit: int | None = None  #: env steps per episode; None: the task's
    tool_format: str = "json_schema"  #: how the prompt shows tools (see mobile_env.tool_formats)
    #: a registered reward name (see ``mobile_env.rewards.names()``), or {name: weight, ...} for
    #: their weighted sum
    reward: str | dict[str, float] = "spieval_shaped"
    # : ``rollout_func``: this module drives the env (any suite, dynamic tools);
    # ``environment_factory``:
    #: TRL's own tool loop over :mod:`mobile_env.training.trl_env` (fixed tool sets only)
    driver: str = "rollout_func"
    #: a running ``mobile-env serve`` (e.g. http://127.0.0.1:8000): the environment_factory driver
    #: plays every episode there, one session per generation; the reward is the server's
    env_url: str | None = None
    num_generations: int = 4  #: group size G
    per_device_train_batch_size: int = 4  #: completions per device and micro-batch
    gradient_accumulation_steps: int = 1  #: micro-batches per optimizer step
    max_completion_length: int = 1024  #: token budget of a whole episode (model + env tokens)
    temperature: float = 1.0  #: sampling temperature of the rollouts
    loss_type: str = "dapo"  #: TRL's loss: dapo, grpo, dr_grpo, bnpo
    beta: float = 0.0  #: KL coefficient (0: no reference model)
    learning_rate: float = 1e-6  #: AdamW learning rate
    max_steps: int = 100  #: optimizer steps
    lora: bool = False  #: train a LoRA adapter (needs peft)
    lora_r: int = 16  #: LoRA rank
    lora_alpha: int = 32  #: LoRA scaling
    lora_target_modules: str | list[str] = "all-linear"  #: all-linear or comma-separated names
    use_vllm: bool = False  #: generate with vLLM (GPUs; vLLM 0.22-0.31)
    vllm_mode: str = "colocate"  #: colocate or server (``trl vllm-serve``)
    output_dir: str = "runs/grpo"  #: checkpoints, trainer_state.json and the final model
    seed: int = 0  #: training and rollout seed
    logging_steps: int = 1  #: log every N steps
    save_steps: int = 500  #: checkpoint every N steps
    bf16: bool | None = None  #: None: on when CUDA is available
    gradient_checkpointing: bool = False  #: recompute activations in backward (less memory)
    use_cpu: bool = False  #: train on the CPU even when a GPU is present
    #: held-out tasks scored (greedy, exact accuracy) every ``eval_every`` steps and at the end,
    #: logged as ``heldout_accuracy`` on the same curves; None or 0: no evaluation
    eval_suite: str | None = None
    eval_every: int = 0
    eval_tasks: int | None = None  #: first N tasks of ``eval_suite``
    eval_max_new_tokens: int = 256  #: per turn at evaluation
    #: the model's context; None: its ``max_position_embeddings``. Checked at start: the longest
    #: opening prompt plus ``max_completion_length`` must fit
    max_model_length: int | None = None
    trl_args: dict[str, Any] = field(default_factory=dict)  #: any other GRPOConfig keyword

    @property
    def suite_name(self) -> str:
        return f"{self.suite}-{self.split}" if self.split else self.suite

    @property
    def reward_fn(self) -> Reward:
        """The reward to train on: the registered one, or the weighted sum the config names
        (:func:`mobile_env.rewards.from_spec`, which ``mobile-env serve --reward`` reads too)."""
        from mobile_env.rewards import from_spec

        return from_spec(self.reward)


def load_config(path: str | Path | None = None, **overrides: Any) -> GRPORunConfig:
    """The file's settings with ``overrides`` on top; unknown keys are errors, not silently kept,
    and so are settings that cannot go together (:func:`check_remote`)."""
    config = config_file.load(GRPORunConfig, path, overrides)
    check_remote(config)
    return config


def check_remote(config: GRPORunConfig) -> None:
    """A run with ``env_url`` plays through the server with TRL's environment_factory and the
    server's env options.

    Raises:
        ConfigError: ``env_url`` with another driver, or with a step limit of the run's own.
    """
    if config.env_url is None:
        return
    if config.driver != "environment_factory":
        raise config_file.ConfigError("--env-url plays on the server: add --driver "
                                      "environment_factory")
    if config.step_limit is not None:
        raise config_file.ConfigError("--env-url: set --step-limit on the server "
                                      "(mobile-env serve), not here")


# --------------------------------------------------------------------------- token bookkeeping


@dataclass
class Transcript:
    """The token record of one episode, as TRL needs it."""

    prompt_ids: list[int]
    completion_ids: list[int] = field(default_factory=list)
    env_mask: list[int] = field(default_factory=list)
    logprobs: list[float] = field(default_factory=list)
    tools_shown: list[dict[str, Any]] = field(default_factory=list)
    exhausted: bool = False  #: the token budget is spent: the model gets no more turns

    def add(self, ids: list[int], logprobs: list[float] | None) -> None:
        """Append model tokens (``logprobs`` given, mask 1) or environment tokens (mask 0)."""
        self.completion_ids += ids
        self.env_mask += [1 if logprobs is not None else 0] * len(ids)
        self.logprobs += logprobs if logprobs is not None else [0.0] * len(ids)


class Generator(Protocol):
    """Samples one continuation per context, stopping at the end of the turn."""

    def generate(self, contexts: list[list[int]], max_new_tokens: list[int],
                 keys: Sequence[Any] | None = None) -> list[Generation]:
        """``keys`` name the episodes (a backend may cache per episode)."""

    def drain(self) -> None:
        """Called once this process has no live episode left (lock-step backends keep serving)."""


class ChatTokens:
    """Renders chats and environment turns with the tokenizer's chat template."""

    def __init__(self, tokenizer: Any, eos_token_ids: Sequence[int]) -> None:
        self.tokenizer = tokenizer
        self.eos_token_ids = set(eos_token_ids)
        self._turn_end = tokenizer.decode([min(eos_token_ids)])

    def prompt(self, messages: list[Message], tools: list[dict[str, Any]]) -> list[int]:
        text = self.tokenizer.apply_chat_template(messages, tools=tools or None, tokenize=False,
                                                  add_generation_prompt=True)
        return self.encode(text)

    def tool_turn(self, observation: str) -> list[int]:
        """The tokens between the model's end-of-turn token and its next turn: the rest of the
        assistant turn's closing, the tool response, the next assistant header.

        Rendered on a stand-in exchange (the text of real turns never passes through the template
        again) and cut after the assistant's end-of-turn marker, which the model generated itself.
        """
        exchange = [{"role": "user", "content": "."}, {"role": "assistant", "content": "."}]
        before = self.tokenizer.apply_chat_template(exchange, tokenize=False)
        after = self.tokenizer.apply_chat_template(
            exchange + [{"role": "tool", "content": observation}], tokenize=False,
            add_generation_prompt=True)
        cut = before.rfind(self._turn_end)
        if cut < 0 or not after.startswith(before[:cut + len(self._turn_end)]):
            raise ValueError("the chat template does not end an assistant turn with the "
                             "end-of-turn "
                             f"token {self._turn_end!r} and keep it when a tool turn follows; GRPO "
                             "needs a prefix-preserving template")
        return self.encode(after[cut + len(self._turn_end):])

    def encode(self, text: str) -> list[int]:
        ids: list[int] = self.tokenizer(text, add_special_tokens=False)["input_ids"]
        return ids

    def decode(self, ids: list[int]) -> str:
        text: str = self.tokenizer.decode(ids, skip_special_tokens=True)
        return text

    def ended(self, ids: list[int]) -> bool:
        return bool(ids) and ids[-1] in self.eos_token_ids


class TokenPolicy:
    """A batched policy (see :mod:`mobile_env.rollout`) that samples every turn from a model and
    records each episode's tokens in a :class:`Transcript`."""

    def __init__(self, chat_tokens: ChatTokens, generator: Generator, budget: int) -> None:
        self.chat_tokens = chat_tokens
        self.generator = generator
        self.budget = budget
        self.transcripts: dict[int, Transcript] = {}

    def __call__(self, chats: list[Chat]) -> list[str]:
        asking = [self._transcript(chat) for chat in chats]
        live = [(c["episode"], t) for c, t in zip(chats, asking) if not t.exhausted]
        outputs = self.generator.generate([t.prompt_ids + t.completion_ids for _, t in live],
                                          [self.budget - len(t.completion_ids) for _, t in live],
                                          keys=[k for k, _ in live])
        actions: dict[int, str] = {}
        for (_, transcript), (ids, logprobs) in zip(live, outputs, strict=True):
            ids = ids[:self.budget - len(transcript.completion_ids)]
            transcript.add(ids, logprobs[:len(ids)])
            transcript.exhausted = not self.chat_tokens.ended(ids)
            actions[id(transcript)] = self.chat_tokens.decode(ids)
        # An episode out of budget says nothing more: an empty final answer ends it.
        return [actions.get(id(t), "") for t in asking]

    def _transcript(self, chat: Chat) -> Transcript:
        """The episode's transcript, brought up to date with the env's answer to its last turn."""
        if chat["step"] == 0:
            tools = template_tools(chat["tool_format"], chat["tools"])
            transcript = Transcript(self.chat_tokens.prompt(chat["messages"], tools or []),
                                    tools_shown=list(chat["tools"]))
            self.transcripts[chat["episode"]] = transcript
            return transcript
        transcript = self.transcripts[chat["episode"]]
        if not transcript.exhausted:
            ids = self.chat_tokens.tool_turn(self._observation(chat, transcript))
            if len(transcript.completion_ids) + len(ids) >= self.budget:
                transcript.exhausted = True
            else:
                transcript.add(ids, None)
        return transcript

    @staticmethod
    def _observation(chat: Chat, transcript: Transcript) -> str:
        """The last tool message, plus the schemas of tools that became active since the prompt."""
        observation = str(chat["messages"][-1]["content"])
        added = [t for t in chat["tools"] if t not in transcript.tools_shown]
        if added:
            transcript.tools_shown += added
            shown = "\n".join(map(signature, added)) if chat["tool_format"] == "compact" \
                else json.dumps(added, ensure_ascii=False)
            observation += "\nNew tools available: " + shown
        return observation


# --------------------------------------------------------------------------- generation backends


class HFGenerator:
    """The trainer's own (unwrapped) model through :class:`~mobile_env.agents.decoding.KVDecoder`:
    each episode's key/value cache is kept across its turns (a turn encodes only the env's new
    tokens; the members of a group share their prompt's cache), the live episodes decode as one
    batch, and only the log-probability of each sampled token is kept, at the sampling
    temperature (what TRL compares with its recomputed ones). One decoder per rollout call: the
    weights change between optimizer steps, so caches never outlive a step."""

    def __init__(self, trainer: Any) -> None:
        from mobile_env.agents.decoding import KVDecoder, Sampling

        self.trainer = trainer
        self.sampling = Sampling(temperature=trainer.temperature, top_p=trainer.top_p,
                                 top_k=trainer.top_k or 0)
        if trainer.min_p or trainer.repetition_penalty != 1.0:
            raise ValueError("multi-turn GRPO with transformers generation supports temperature, "
                             "top_p and top_k; set min_p=None and repetition_penalty=1.0")
        self._decoder: Callable[[Any], KVDecoder] = lambda model: KVDecoder(
            model, eos_token_ids=list(trainer.eos_token_ids),
            seed=trainer.args.seed + trainer.state.global_step)
        self.decoder: KVDecoder | None = None

    def generate(self, contexts: list[list[int]], max_new_tokens: list[int],
                 keys: Sequence[Any] | None = None) -> list[Generation]:
        if not contexts:
            return []
        from trl.models.utils import unwrap_model_for_generation

        trainer = self.trainer
        with unwrap_model_for_generation(
                trainer.model_wrapped, trainer.accelerator,
                gather_deepspeed3_params=trainer.args.ds3_gather_for_generation,
                gradient_checkpointing_kwargs=trainer.args.gradient_checkpointing_kwargs) as model:
            if self.decoder is None:
                self.decoder = self._decoder(model)
            self.decoder.model = model
            keys = list(keys) if keys is not None else list(range(len(contexts)))
            return self.decoder.generate(keys, contexts, max_new_tokens, self.sampling)

    def drain(self) -> None:
        """Nothing to do: each process generates on its own."""


class VLLMGenerator:
    """TRL's vLLM engine. Colocate: each process's own engine. Server (``trl vllm-serve``): only
    the main process talks to the server, so every turn gathers all processes' contexts there,
    and a process with no live episode keeps joining (``drain``) until every process is done."""

    def __init__(self, trainer: Any) -> None:
        self.trainer = trainer
        self.vllm = trainer.vllm_generation
        if self.vllm.mode == "colocate" and self.vllm.tensor_parallel_size > 1:
            raise ValueError("multi-turn GRPO supports vLLM colocate mode with "
                             "vllm_tensor_parallel_size=1 (or server mode)")

    def generate(self, contexts: list[list[int]], max_new_tokens: list[int],
                 keys: Sequence[Any] | None = None) -> list[Generation]:
        if self.vllm.mode == "server":
            return self._served(contexts, max_new_tokens, draining=False)[0]
        return self._sample(contexts, max_new_tokens)

    def drain(self) -> None:
        """Server mode: keep joining the per-turn gathers until every process is draining."""
        if self.vllm.mode == "server":
            while not self._served([], [], draining=True)[1]:
                pass

    def _sampling(self, max_tokens: int) -> dict[str, Any]:
        t = self.trainer
        return {"n": 1, "temperature": t.temperature, "top_p": t.top_p, "top_k": t.top_k or -1,
                "min_p": t.min_p or 0.0, "repetition_penalty": t.repetition_penalty,
                "max_tokens": max_tokens, "logprobs": 0}

    def _sample(self, contexts: list[list[int]], max_new_tokens: list[int]) -> list[Generation]:
        if not contexts:
            return []
        from vllm import SamplingParams

        params = SamplingParams(**self._sampling(max(max_new_tokens)),
                                stop_token_ids=list(self.trainer.eos_token_ids))
        outputs = self.vllm.llm.generate([{"prompt_token_ids": c} for c in contexts],
                                         sampling_params=params, use_tqdm=False)
        results = []
        for out, limit in zip(outputs, max_new_tokens, strict=True):
            sample = out.outputs[0]
            logps = [step[token].logprob for token, step in zip(sample.token_ids, sample.logprobs)]
            results.append(_until_eos(list(sample.token_ids), logps, self.trainer.eos_token_ids,
                                      limit))
        return results

    def _served(self, contexts: list[list[int]], max_new_tokens: list[int],
                draining: bool) -> tuple[list[Generation], bool]:
        """One lock-step round: every process's contexts go to the server in one request.

        Returns this process's generations and whether every process is draining (done).
        """
        from accelerate.utils import broadcast_object_list, gather_object

        accelerator = self.trainer.accelerator
        requests = gather_object([(contexts, max_new_tokens, draining)])
        flat = [c for cs, _, _ in requests for c in cs]
        limits = [m for _, ms, _ in requests for m in ms]
        payload: list[Any] = [[]]
        if accelerator.is_main_process and flat:
            out = self.vllm.vllm_client.generate(
                prompts=flat, **self._sampling(max(limits)),
                generation_kwargs={"stop_token_ids": list(self.trainer.eos_token_ids)})
            payload = [[_until_eos(ids, [lp[0] for lp in logps], self.trainer.eos_token_ids, m)
                        for ids, logps, m in zip(out["completion_ids"], out["logprobs"], limits)]]
        broadcast_object_list(payload, from_process=0)
        start = sum(len(cs) for cs, _, _ in requests[:accelerator.process_index])
        return payload[0][start:start + len(contexts)], all(d for _, _, d in requests)


def _until_eos(ids: list[int], logprobs: list[float], eos: Sequence[int], limit: int) -> Generation:
    """The sampled ids up to and including the first end-of-turn token, at most ``limit``."""
    end = next((i + 1 for i, token in enumerate(ids) if token in eos), len(ids))
    end = min(end, limit)
    return ids[:end], [float(x) for x in logprobs[:end]]


def default_generator(trainer: Any) -> Generator:
    return VLLMGenerator(trainer) if trainer.use_vllm else HFGenerator(trainer)


# --------------------------------------------------------------------------- the rollout hook


class EpisodeRollout:
    """TRL's ``rollout_func``: plays one episode per prompt (a task id) and returns its tokens."""

    def __init__(self, tasks: Sequence[Task], *, reward: str | Callable[..., Any] = "spieval_exact",
                 setting: str | None = None, step_limit: int | None = None,
                 tool_format: str = "json_schema",
                 make_generator: Callable[[Any], Generator] = default_generator) -> None:
        self.tasks = {t.id: t for t in tasks}
        self.reward = reward
        self.setting = setting
        self.step_limit = step_limit
        self.tool_format = tool_format
        self.make_generator = make_generator
        self.seconds: list[float] = []  #: wall time of each call (generation and env steps)
        self.generated_tokens: list[int] = []  #: model tokens sampled in each call

    def __call__(self, prompts: list[str], trainer: Any) -> dict[str, list[Any]]:
        from mobile_env.rollout import collect

        started = time.perf_counter()
        tasks = [self._task(p) for p in prompts]
        policy = TokenPolicy(ChatTokens(trainer.processing_class, trainer.eos_token_ids),
                             self.make_generator(trainer), trainer.max_completion_length)
        env_kwargs: dict[str, Any] = {"tool_format": self.tool_format}
        if self.step_limit is not None:
            env_kwargs["step_limit"] = self.step_limit
        rollouts = collect(policy, tasks, seed=trainer.args.seed + trainer.state.global_step,
                           setting=self.setting, reward=self.reward, **env_kwargs)
        policy.generator.drain()
        self.seconds.append(time.perf_counter() - started)
        self.generated_tokens.append(sum(sum(t.env_mask) for t in policy.transcripts.values()))
        transcripts = [policy.transcripts[r.index] for r in rollouts]
        return {"prompt_ids": [t.prompt_ids for t in transcripts],
                "completion_ids": [t.completion_ids for t in transcripts],
                "logprobs": [t.logprobs for t in transcripts],
                "env_mask": [t.env_mask for t in transcripts],
                "environments": rollouts}

    def _task(self, prompt: str) -> Task:
        try:
            return self.tasks[prompt]
        except KeyError:
            raise KeyError(f"prompt {prompt!r} is not a task id of this run") from None


# --------------------------------------------------------------------------- trainer assembly


def load_tasks(config: GRPORunConfig) -> list[Task]:
    from mobile_env.task_format.loading import resolve_tasks

    return resolve_tasks(config.suite_name, config.num_tasks or None)


def task_dataset(tasks: Sequence[Task]) -> Any:
    """One row per task; the prompt is the task id (the rollout renders the real chat from it)."""
    from datasets import Dataset

    ids = [t.id for t in tasks]
    return Dataset.from_dict({"prompt": ids, "task_id": ids})


def peft_config(config: GRPORunConfig) -> Any:
    if not config.lora:
        return None
    try:
        from peft import LoraConfig
    except ImportError:
        raise SystemExit("LoRA needs peft: pip install 'peft>=0.17'") from None
    return LoraConfig(r=config.lora_r, lora_alpha=config.lora_alpha, task_type="CAUSAL_LM",
                      target_modules=config.lora_target_modules)


def grpo_args(config: GRPORunConfig) -> Any:
    import torch
    from trl.trainer.grpo_config import GRPOConfig

    bf16 = torch.cuda.is_available() and not config.use_cpu if config.bf16 is None else config.bf16
    return GRPOConfig(
        output_dir=config.output_dir, num_generations=config.num_generations,
        per_device_train_batch_size=config.per_device_train_batch_size,
        gradient_accumulation_steps=config.gradient_accumulation_steps,
        max_completion_length=config.max_completion_length, temperature=config.temperature,
        loss_type=config.loss_type, beta=config.beta, learning_rate=config.learning_rate,
        max_steps=config.max_steps, seed=config.seed, logging_steps=config.logging_steps,
        save_steps=config.save_steps, use_vllm=config.use_vllm, vllm_mode=config.vllm_mode,
        bf16=bf16, use_cpu=config.use_cpu, report_to="none",
        # Always passed: TRL's own default is on, which would ignore a config's False.
        activation_checkpointing=config.gradient_checkpointing, **config.trl_args)


class DegenerateStepWarning(UserWarning):
    """A GRPO step that cannot teach anything (see :class:`DegenerateSteps`)."""


class DegenerateSteps:
    """A ``TrainerCallback`` (duck-typed: transformers calls each ``on_<event>`` by name, and
    this module must import without transformers) that warns when a logged step trained on
    nothing useful: every completion hit the token budget before the end of its turn (TRL's
    ``completions/clipped_ratio`` is 1), or every group gave all its members the same reward
    (``frac_reward_zero_std`` is 1), so every advantage -- and the gradient -- is zero."""

    def __init__(self, budget: int) -> None:
        self.budget = budget

    def on_log(self, args: Any, state: Any, control: Any, logs: dict[str, float] | None = None,
               **kwargs: Any) -> None:
        logs = logs or {}
        step = getattr(state, "global_step", "?")
        if logs.get("completions/clipped_ratio") == 1.0:
            warnings.warn(
                f"GRPO step {step}: every completion ran into max_completion_length="
                f"{self.budget} (model and env tokens of the whole episode) before ending its "
                "turn; raise --max-completion-length, or warm the model up with SFT so it "
                "ends its turns", DegenerateStepWarning, stacklevel=2)
        if logs.get("frac_reward_zero_std") == 1.0:
            warnings.warn(
                f"GRPO step {step}: every group gave all its episodes the same reward "
                f"({logs.get('reward', float('nan')):.4g}), so every advantage and the gradient "
                "are zero; use a reward with a term that separates them (e.g. --reward "
                "'{\"spieval_shaped\": 1, \"final_reply\": 0.1}'), larger groups "
                "(--num-generations), or an SFT warm start", DegenerateStepWarning, stacklevel=2)

    def __getattr__(self, name: str) -> Any:
        """Every other ``TrainerCallback`` event: nothing to do."""
        if name.startswith("on_"):
            return lambda *args, **kwargs: None
        raise AttributeError(name)


def build_trainer(config: GRPORunConfig, *,
                  make_generator: Callable[[Any], Generator] = default_generator) -> Any:
    """The configured ``GRPOTrainer`` (not yet trained), warning on steps that train nothing."""
    if config.env_url:  # before any model loads: a server that is down is said at once
        from mobile_env.training.trl_env import check_server

        check_server(config.env_url)
    from transformers import AutoTokenizer
    from trl.trainer.grpo_trainer import GRPOTrainer

    from mobile_env.rewards.trl import TRLReward

    config_file.model_dir(config.model)
    os.environ.setdefault("TRL_EXPERIMENTAL_SILENCE", "1")
    tasks = load_tasks(config)
    tokenizer = AutoTokenizer.from_pretrained(config.model, padding_side="left")
    if tokenizer.pad_token is None:
        tokenizer.pad_token = tokenizer.eos_token
    check_fits(config, tokenizer, tasks,
               config.max_model_length or _model_context(config.model))
    common: dict[str, Any] = {
        "model": config.model, "reward_funcs": [TRLReward(config.reward_fn, tasks=tasks)],
        "args": grpo_args(config), "processing_class": tokenizer,
        "peft_config": peft_config(config),
        "callbacks": [DegenerateSteps(config.max_completion_length)]}
    if config.env_url:
        return remote_trainer(config, tasks, common)
    if config.driver == "environment_factory":
        from mobile_env.training.trl_env import environment_class, environment_dataset

        return GRPOTrainer(**common, train_dataset=environment_dataset(tasks, config.setting),
                           environment_factory=environment_class(tasks, setting=config.setting,
                                                                 step_limit=config.step_limit))
    if config.driver != "rollout_func":
        raise ValueError(f"driver must be rollout_func or environment_factory (got "
                         f"{config.driver!r})")
    rollout = EpisodeRollout(tasks, reward=config.reward_fn, setting=config.setting,
                             step_limit=config.step_limit, tool_format=config.tool_format,
                             make_generator=make_generator)
    trainer = GRPOTrainer(**common, train_dataset=task_dataset(tasks), rollout_func=rollout)
    trainer.add_callback(step_timing(rollout))
    if config.eval_suite and config.eval_every > 0:
        trainer.add_callback(heldout_evaluation(trainer, config))
    return trainer


def longest_prompt(tokenizer: Any, tasks: Sequence[Task], setting: str | None,
                   tool_format: str) -> int:
    """Tokens of the longest opening prompt (system prompt, history, instruction and, for
    ``json_schema``, the rendered tool schemas) over ``tasks``."""
    from mobile_env.env import MobilePlannerEnv

    env = MobilePlannerEnv(tasks=tasks, setting=setting, tool_format=tool_format)  # type: ignore[arg-type]
    chat_tokens = ChatTokens(tokenizer, [tokenizer.eos_token_id])
    longest = 0
    for task in tasks:
        _, info = env.reset(options={"task_id": task.id})
        tools = template_tools(tool_format, info["tools"]) or []
        longest = max(longest, len(chat_tokens.prompt(info["messages"], tools)))
    return longest


def check_fits(config: GRPORunConfig, tokenizer: Any, tasks: Sequence[Task], context: int) -> int:
    """Stop before training when a prompt plus the episode budget exceeds the model's context
    (the tail of such an episode would be cut or crash mid-run). Returns the longest prompt."""
    longest = longest_prompt(tokenizer, tasks, config.setting, config.tool_format)
    if longest + config.max_completion_length > context:
        raise SystemExit(
            f"the longest prompt is {longest} tokens; with max_completion_length="
            f"{config.max_completion_length} that is {longest + config.max_completion_length} "
            f"tokens, over the model's context of {context}. Use tool_format 'compact', the "
            "no_search setting, fewer execution tools or a smaller max_completion_length")
    return longest


def _model_context(model_dir: str) -> int:
    from transformers import AutoConfig

    return int(getattr(AutoConfig.from_pretrained(model_dir), "max_position_embeddings", 2048))


def heldout_evaluation(trainer: Any, config: GRPORunConfig) -> Any:
    """A callback that scores the current policy (greedy) on the held-out tasks every
    ``eval_every`` steps and logs ``{"step", "heldout_accuracy", "heldout_low", "heldout_high"}``
    (Wilson 95 %) into the log history, so the curves show reward and held-out accuracy together."""
    from transformers import TrainerCallback

    from mobile_env.agents.hf import HFPolicy
    from mobile_env.rollout import collect
    from mobile_env.task_format.loading import resolve_tasks
    from mobile_env.stats import proportion

    tasks = resolve_tasks(config.eval_suite or "", config.eval_tasks)

    def score(state: Any) -> None:
        from trl.models.utils import unwrap_model_for_generation

        with unwrap_model_for_generation(trainer.model_wrapped, trainer.accelerator) as model:
            policy = HFPolicy((model, trainer.processing_class),
                              max_new_tokens=config.eval_max_new_tokens, batch_size=16)
            rollouts = collect(policy, tasks, seed=config.seed, setting=config.setting,
                               step_limit=config.step_limit, tool_format=config.tool_format,
                               batch_size=16)
        stat = proportion([r.reward for r in rollouts])  # the task checker: exact match
        state.log_history.append({"step": state.global_step, "heldout_accuracy": stat["rate"],
                                  "heldout_low": stat["low"], "heldout_high": stat["high"]})

    class HeldOut(TrainerCallback):
        def on_train_begin(self, args: Any, state: Any, control: Any, **kwargs: Any) -> None:
            score(state)

        def on_step_end(self, args: Any, state: Any, control: Any, **kwargs: Any) -> None:
            if state.global_step % config.eval_every == 0 or state.global_step == state.max_steps:
                score(state)

    return HeldOut()


def step_timing(rollout: EpisodeRollout) -> Any:
    """A callback that logs each optimizer step's wall time split into generation (the rollout
    calls: sampling and env steps) and the rest (TRL's log-prob forward, loss, backward, update),
    as entries ``{"step", "step_seconds", "generation_seconds", "train_seconds",
    "generated_tokens"}`` in the log history."""
    from transformers import TrainerCallback

    class StepTiming(TrainerCallback):
        started = 0.0
        calls = 0

        def on_step_begin(self, args: Any, state: Any, control: Any, **kwargs: Any) -> None:
            self.started, self.calls = time.perf_counter(), len(rollout.seconds)

        def on_step_end(self, args: Any, state: Any, control: Any, **kwargs: Any) -> None:
            step = time.perf_counter() - self.started
            generation = sum(rollout.seconds[self.calls:])
            state.log_history.append({
                "step": state.global_step, "step_seconds": round(step, 3),
                "generation_seconds": round(generation, 3),
                "train_seconds": round(step - generation, 3),
                "generated_tokens": sum(rollout.generated_tokens[self.calls:])})

    return StepTiming()


def remote_trainer(config: GRPORunConfig, tasks: Sequence[Task], common: dict[str, Any]) -> Any:
    """TRL's environment_factory over the server at ``config.env_url``. The server's env options
    apply (its ``--reward``, ``--step-limit``, ``--page-size``): the run's ``reward`` is not used,
    and a ``step_limit`` here is an error rather than silently ignored."""
    from trl.trainer.grpo_trainer import GRPOTrainer

    from mobile_env.training.trl_env import ServerReturn, remote_environment

    check_remote(config)
    assert config.env_url is not None, "build_trainer calls this only for a run with env_url"
    cls, dataset = remote_environment(config.env_url, [t.id for t in tasks], setting=config.setting)
    print(f"rewards come from the server at {config.env_url} (its --reward); this run's reward "
          f"({config.reward!r:.80}) is not used", file=sys.stderr)
    return GRPOTrainer(**{**common, "reward_funcs": [ServerReturn()]}, train_dataset=dataset,
                       environment_factory=cls)


def train(config: GRPORunConfig) -> Any:
    """Train, save the final model (or adapter) and ``trainer_state.json`` (the log history,
    for ``mobile-env train plot``) in ``output_dir``, return the trainer.

    The run writes its checkpoints and final model into ``OUTPUT_DIR.partial`` and puts that in
    place of ``output_dir`` only when it is complete (:func:`~mobile_env.training.sft.replace_dir`),
    so a run killed at any point leaves an earlier run's output whole.
    """
    out = Path(config.output_dir)
    partial = out.with_name(out.name + ".partial")
    shutil.rmtree(partial, ignore_errors=True)
    trainer = build_trainer(dataclasses.replace(config, output_dir=str(partial)))
    trainer.train()
    trainer.save_model(str(partial))
    trainer.save_state()
    replace_dir(partial, out)
    return trainer


def _parser() -> argparse.ArgumentParser:
    parser = Parser(
        prog="mobile-env train grpo", formatter_class=argparse.RawDescriptionHelpFormatter,
        description="GRPO with TRL's GRPOTrainer on multi-turn MobilePlanner episodes; only the "
                    "model's own tokens\nare trained. Every setting below can also come from "
                    "--config (flags win).\n\n"
                    "  mobile-env train grpo --config grpo_cpu_smoke --model runs/models/tiny\n"
                    "  mobile-env train grpo --config grpo_gpu --model DIR --use-vllm true")
    parser.add_argument("--config", help="a JSON or YAML file of these settings, or a shipped "
                        f"config's name ({', '.join(sorted(config_file.shipped_configs()))})")
    config_file.add_flags(parser, GRPORunConfig,
                          types={"lora_target_modules": _modules, "trl_args": json.loads,
                                 "reward": config_file.json_value},
                          helps={"trl_args": "JSON object of extra GRPOConfig keywords"})
    return parser


def _modules(text: str) -> str | list[str]:
    return text if text == "all-linear" else [m for m in text.split(",") if m]


def main(argv: Sequence[str] | None = None) -> int:
    args = vars(_parser().parse_args(argv))
    config = load_config(args.pop("config"), **args)
    trainer = train(config)
    rewards = [e[k] for e in trainer.state.log_history for k in e if k == "reward"]
    print(f"trained {trainer.state.global_step} steps; mean reward per logged step: "
          f"{[round(r, 4) for r in rewards if math.isfinite(r)]}; saved to {config.output_dir}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
