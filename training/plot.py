"""Training curves from a trainer's log history: reward, held-out accuracy and loss per step.

Reads any JSON that holds TRL / transformers log history -- ``trainer_state.json`` of a
checkpoint, the ``sft_summary.json`` of :mod:`mobile_env.training.sft`, or a bare list of log
entries -- and draws one panel per quantity it finds:

* reward: ``reward`` (GRPO's mean episode reward; ``reward_std`` as a band when logged);
* held-out accuracy: ``heldout_accuracy`` or any ``eval_*accuracy*`` key;
* loss: ``loss`` (SFT's assistant-token loss, GRPO's policy loss).

    mobile-env train plot runs/sft/sft_summary.json --out runs/sft/curves.png
"""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any

from mobile_env.cli_args import Parser
from mobile_env.helptext import help_text
from mobile_env.jsonl import read_json

LogHistory = list[dict[str, Any]]


def log_history(path: str | Path) -> LogHistory:
    """The log entries (objects) in ``path``: a list, or an object with ``log_history``;
    ``ValueError`` that says why for a file that is neither."""
    data = read_json(path, ValueError, "the log")
    entries = data.get("log_history") if isinstance(data, dict) else data
    if not isinstance(entries, list):
        raise ValueError(f"{path}: no log history (a list of entries, or an object whose "
                         "log_history is one)")
    return [entry for entry in entries if isinstance(entry, dict)]


def heldout_keys(history: LogHistory) -> list[str]:
    """Logged keys that are accuracies on held-out tasks (not the token accuracy of training)."""
    keys = {k for entry in history for k in entry}
    return sorted(k for k in keys
                  if k == "heldout_accuracy" or (k.startswith("eval_") and "accuracy" in k))


def series(history: LogHistory, key: str) -> tuple[list[float], list[float]]:
    """(steps, values) of ``key`` over the entries that logged it."""
    points = [(step if isinstance(step := e.get("step"), (int, float)) else i, float(e[key]))
              for i, e in enumerate(history) if isinstance(e.get(key), (int, float))]
    return [p[0] for p in points], [p[1] for p in points]


def plot(history: LogHistory, out: str | Path, title: str = "") -> Path:
    """Write the PNG; a panel per quantity present (an error if none is)."""
    import matplotlib

    matplotlib.use("Agg")  # files only: no display on training machines
    import matplotlib.pyplot as plt

    panels = [(label, keys) for label, keys in (("reward", ["reward"]),
                                                ("held-out accuracy", heldout_keys(history)),
                                                ("loss", ["loss"]))
              if any(series(history, k)[0] for k in keys)]
    if not panels:
        raise ValueError("the log history has no reward, held-out accuracy or loss entries")
    figure, axes = plt.subplots(len(panels), 1, figsize=(7, 2.6 * len(panels)), sharex=True,
                                squeeze=False)
    for axis, (label, keys) in zip(axes[:, 0], panels):
        for key in keys:
            _draw(axis, history, key)
        axis.set_ylabel(label)
        axis.grid(alpha=0.3)
        if len(keys) > 1:
            axis.legend(fontsize="small")
    axes[-1, 0].set_xlabel("training step")
    figure.suptitle(title)
    figure.tight_layout()
    out = Path(out)
    out.parent.mkdir(parents=True, exist_ok=True)
    figure.savefig(out, dpi=120)
    plt.close(figure)
    return out


def _draw(axis: Any, history: LogHistory, key: str) -> None:
    steps, values = series(history, key)
    axis.plot(steps, values, marker="o", markersize=3, label=key)
    spread_steps, spread = series(history, f"{key}_std")
    if spread_steps == steps and spread:
        axis.fill_between(steps, [v - s for v, s in zip(values, spread)],
                          [v + s for v, s in zip(values, spread)], alpha=0.2)


def main(argv: list[str] | None = None) -> int:
    parser = Parser(prog="mobile-env train plot", description=help_text(__doc__),
                    formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("log", type=Path, help="trainer_state.json, sft_summary.json or a list")
    parser.add_argument("--out", type=Path, default=None, help="PNG path (default: next to LOG)")
    parser.add_argument("--title", default="", help="figure title")
    args = parser.parse_args(argv)
    try:
        out = plot(log_history(args.log), args.out or args.log.with_suffix(".png"), args.title)
    except ValueError as exc:  # not a log, or one with nothing to draw
        parser.error(str(exc))
    print(f"plot in {out}")
    return 0
