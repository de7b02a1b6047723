"""Asking the user, judged: the clarification rule of tasks with a simulated user.

MobilePA-Bench judges each task with a binary verdict (C in {0, 1}, paper Section 3.3.1 and the
revision's Appendix E.1, where task rubrics "inspect necessary clarification") and names the
obstacle "missing parameters / arguments" among its friction (Section 3.4.1); it counts
"premature, hallucinated tool calls rather than asking clarifying questions" as failures
(Section 4.7). On a task with a ``user`` this module applies that rule on top of the primary
checker:

* **a guess** -- a call that uses a missing parameter's value before the user was asked for it
  (:meth:`~mobile_env.friction.EpisodeFriction.guesses`) -- fails the task (0);
* **an unneeded question** -- asking for a fact the records or the memory already show (the
  fact's ``shown_in``) -- fails it as well: the clarification was not necessary, and the paper
  grants no partial credit;
* asking for the missing value, then acting on the answer, leaves the primary checker's verdict
  as it is (1 when it passes). A question the user cannot answer costs nothing.
"""

from __future__ import annotations

from typing import Any

from mobile_env.episode import EpisodeRecord
from mobile_env.friction import ASK_USER, asked_slot


def clarification_problems(episode: EpisodeRecord) -> list[dict[str, Any]]:
    """What the clarification rule finds wrong in ``episode``: each guessed value and each
    unneeded question, in order; empty for a task without a user.

    Args:
        episode: the finished (or running) episode.

    Returns:
        ``{"problem": "guessed_value", "call", "slot"}`` and ``{"problem":
        "unneeded_question", "slot", "shown_in"}`` entries.
    """
    user = episode.task.user
    if user is None:
        return []
    calls = episode.effective_calls
    problems: list[dict[str, Any]] = [
        {"problem": "guessed_value", "call": call, "slot": item.slot}
        for item, call in episode.friction.guesses(calls)]
    for call in calls:
        if call.name != ASK_USER:
            continue
        slot = asked_slot(call)
        fact = user.fact(slot) if slot is not None else None
        if fact is not None and fact.shown_in:
            problems.append({"problem": "unneeded_question", "slot": slot,
                             "shown_in": list(fact.shown_in)})
    return problems
