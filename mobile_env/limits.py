"""The limits that end an episode besides its step limit, one rule for every loop that runs one.

The rollout loop (:func:`mobile_env.rollout.iter_rollouts`) and the env server
(:mod:`mobile_env.serving.server`) both end an episode that is past its wall-clock deadline or
its token budget, with the reason recorded as its ``termination_reason``
(:meth:`~mobile_env.env.MobilePlannerEnv.end`), before another of its actions runs.
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from typing import Callable


@dataclass(frozen=True, slots=True)
class EpisodeLimits:
    """An episode's wall-clock deadline and token budget, one rule for the rollout loop and the
    env server (see :func:`iter_rollouts`): an episode past either is ended, with its reason,
    before another action of it runs."""

    deadline_s: float | None = None
    token_budget: int | None = None
    count_tokens: Callable[[str], int] | None = None

    def __post_init__(self) -> None:
        if self.deadline_s is not None and not self.deadline_s > 0:
            raise ValueError(f"deadline_s must be > 0 or None (got {self.deadline_s})")
        if self.token_budget is not None and (self.token_budget < 1 or self.count_tokens is None):
            raise ValueError("token_budget must be >= 1 and needs count_tokens, the tokens of a "
                             "text (e.g. lambda text: len(tokenizer(text).input_ids))")

    def reason(self, started: float, tokens: int) -> str | None:
        """Why an episode started at ``started`` that has used ``tokens`` must end, if it must."""
        if self.deadline_s is not None and time.monotonic() - started > self.deadline_s:
            return "deadline"
        if self.token_budget is not None and tokens >= self.token_budget:
            return "token_budget"
        return None

    def tokens(self, *texts: str) -> int:
        """The tokens of ``texts`` (0 without a budget: nothing is counted)."""
        if self.token_budget is None or self.count_tokens is None:
            return 0
        return sum(self.count_tokens(text) for text in texts)
