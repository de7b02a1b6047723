"""``mobile-env train``: the training subcommands, each in its own module with its own ``main``.

  mobile-env train prepare-model [--tiny] [--out DIR]
  mobile-env train sft --config training/configs/sft_smollm2.json [--max-steps N ...]
  mobile-env train grpo ...
  mobile-env train demo --out-dir runs/cpu-demo
  mobile-env train plot runs/sft/sft_summary.json
  mobile-env train check-model path/to/hf-model

Modules are imported only when their subcommand runs, so ``--help`` needs no torch.
"""

from __future__ import annotations

import argparse
import importlib
import sys

#: subcommand -> (module with ``main(argv) -> int``, one-line help)
SUBCOMMANDS: dict[str, tuple[str, str]] = {
    "prepare-model": ("mobile_env.training.models", "build a local model directory (SmolLM2 from PyPI, or --tiny)"),
    "sft": ("mobile_env.training.sft", "supervised warm start on reference-solution trajectories"),
    "grpo": ("mobile_env.training.grpo", "GRPO with TRL on multi-turn env episodes"),
    "demo": ("mobile_env.training.demo", "CPU demonstration: base -> SFT -> GRPO, each scored on held-out tasks"),
    "plot": ("mobile_env.training.plot", "PNG of reward / held-out accuracy / loss from a log history"),
    "check-model": ("mobile_env.training.template_check",
                    "check that a local model directory's chat template can be trained on"),
    "bench": ("mobile_env.training.bench",
              "GRPO generation and SFT throughput, before and after, in one run"),
    "prompt-tokens": ("mobile_env.training.prompt_tokens",
                      "opening-prompt tokens per setting and tool format (the README table)"),
}


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    parser = argparse.ArgumentParser(prog="mobile-env train", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("command", choices=list(SUBCOMMANDS), help="; ".join(
        f"{name}: {doc}" for name, (_, doc) in SUBCOMMANDS.items()))
    parser.add_argument("args", nargs=argparse.REMAINDER, help="see <command> --help")
    ns = parser.parse_args(argv[:1])
    module = importlib.import_module(SUBCOMMANDS[ns.command][0])
    return int(module.main(argv[1:]) or 0)


if __name__ == "__main__":
    sys.exit(main())
