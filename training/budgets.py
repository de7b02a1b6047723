"""Token budgets derived from the tasks: never so small that the reference solutions fail.

A turn budget below the longest reference turn makes some tasks unsolvable whatever the model
learns (at 96 tokens a quarter of the old demo's held-out tasks were), and an episode budget
below the longest reference episode does the same to GRPO. The references are played in the
env and rendered as token records by the model's own chat template
(:func:`mobile_env.training.token_sft.token_record`), so the lengths are the model's tokens.
"""

from __future__ import annotations

import sys
from typing import Any, Sequence

from mobile_env.task_format import Task

#: Tokens added to the longest reference turn / episode when a budget is derived.
TURN_MARGIN, EPISODE_MARGIN = 32, 64


def reference_lengths(tokenizer: Any, tasks: Sequence[Task], setting: str | None,
                      tool_format: str) -> dict[str, list[int]]:
    """Per reference solution: its longest assistant turn (``turns``) and its episode length
    after the opening prompt, model and env tokens (``episodes``), in the model's tokens."""
    from mobile_env.training.sft import reference_conversations, token_rows
    from mobile_env.training.token_sft import target_spans

    rows = token_rows(tokenizer, reference_conversations(tasks, setting, tool_format))
    turns, episodes = [], []
    for row in rows:
        mask = row["target_mask"]
        turns.append(max(map(len, target_spans(row["input_ids"], mask))))
        episodes.append(len(mask) - mask.index(1))
    return {"turns": turns, "episodes": episodes}


def derive(lengths: dict[str, list[int]], max_new_tokens: int | None = None,
           max_completion_length: int | None = None) -> dict[str, Any]:
    """The budgets to use: the ones given, else the longest reference plus its margin (rounded
    up to 16). Warns on stderr when a given budget cuts reference solutions short."""
    turns, episodes = lengths["turns"], lengths["episodes"]
    derived = {"max_new_tokens": _round_up(max(turns) + TURN_MARGIN),
               "max_completion_length": _round_up(max(episodes) + EPISODE_MARGIN)}
    chosen = {"max_new_tokens": max_new_tokens or derived["max_new_tokens"],
              "max_completion_length": max_completion_length or derived["max_completion_length"]}
    for key, values in (("max_new_tokens", turns), ("max_completion_length", episodes)):
        warn_short(key, chosen[key], values)
    return {**chosen, "longest_reference_turn": max(turns),
            "longest_reference_episode": max(episodes), "derived": derived,
            "references": len(turns)}


def warn_short(key: str, budget: int, lengths: Sequence[int]) -> int:
    """Print a warning when ``budget`` is below some of ``lengths``; returns how many."""
    short = sum(n > budget for n in lengths)
    if short:
        print(f"warning: {key}={budget} cuts {short} of {len(lengths)} reference solutions "
              f"short (the longest needs {max(lengths)} tokens); those tasks cannot score",
              file=sys.stderr)
    return short


def _round_up(n: int, step: int = 16) -> int:
    return -(-n // step) * step
