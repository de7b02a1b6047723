"""MobilePA-Bench Bucket 3, Agent Behaviour: right sub-agent, complete handoff, fitting
follow-up (F21).

The rubric is the task's ``behaviour`` field (:class:`~mobile_env.task_format.schema.Behaviour`).
Deterministic checks over the episode record:

* **route** (``route_ok``): the successful sub-agent calls (kind ``subagent``) all went to
  ``route``, and there was one; with ``route`` None, none may be made. The route is the specialist
  a call reached (``route_to_gui_agent`` and ``route_to_agent(agent="gui")`` are the same route).
* **handoff**: one handoff to that route carries every ``required_facts`` in its instruction or
  its ``context`` payload, each fact in one of its wordings (plain-text containment: trimmed,
  spaces collapsed, case folded).
* **follow-up**: the final message to the user -- the plain-text answer that ended the episode,
  or the ``answer`` of a successful ``finish`` -- names every ``follow_up_facts`` (each in one of
  its wordings); for ``ask`` it must also be a question. A separate "respond" tool would add
  nothing: the env has no simulated user, so asking or presenting options is the planner's last
  turn either way.
* **execution validity** (the paper's "applicable execution-validity checks"): no call with a
  side effect succeeded (:func:`mobile_env.rewards.tool_calls.has_side_effect`: a booking, a new
  record, a message, a memory write -- a behaviour task asks for a handoff or a question, not
  for a write), and no ambiguity friction was violated (a forbidden call before the ambiguity
  was resolved).

``exec_ok`` is handoff, follow-up and execution validity together; the value is 1 iff route and
exec both hold.

Judges (LLMs grading the behaviour, as MobilePA's API-judged outcomes) can be plugged in with
:func:`set_judge`; :mod:`mobile_env.evaluation.judges` builds the paper's two judges over any
OpenAI-compatible endpoint. Off by default, so the checker is deterministic; when set, a judge is
asked only about episodes the rubric passed (it refines, never rescues) and its score in [0, 1]
multiplies the value (two judges: 1 iff both pass).
"""

from __future__ import annotations

import math
from typing import Any, Callable

from mobile_env.episode import EpisodeRecord
from mobile_env.jsonl import dumps
from mobile_env.task_format.schema import Behaviour, Fact
from mobile_env.tools.dispatch import CallResult
from mobile_env.reward_registry import RewardResult, register
from mobile_env.rewards.tool_calls import ambiguity_violations, side_effects
from mobile_env.rewards.values import missing_facts

#: ``judge(episode, rubric, breakdown) -> score in [0, 1]``, or a RewardResult whose breakdown
#: (each judge's verdict and reason) joins the checker's under ``judges``.
Judge = Callable[[EpisodeRecord, Behaviour, dict[str, Any]], "float | RewardResult"]

_judge: Judge | None = None


def set_judge(judge: Judge | None) -> Judge | None:
    """Turn the judge on (a callable) or off (None); returns the previous one, to restore it."""
    global _judge
    previous, _judge = _judge, judge
    return previous


def final_message(episode: EpisodeRecord) -> str:
    """What the planner last said to the user: its final plain-text answer or the ``answer`` of
    its last successful ``finish``; empty if neither."""
    if episode.final_answer is not None:
        return episode.final_answer
    finishes = [call for call in episode.effective_calls if call.kind == "finish"]
    return str(finishes[-1].arguments.get("answer", "")) if finishes else ""


def handoffs(episode: EpisodeRecord) -> list[CallResult]:
    """The successful sub-agent calls, in order."""
    return [call for call in episode.effective_calls if call.kind == "subagent"]


def route(call: CallResult) -> str:
    """The specialist a successful handoff reached."""
    return str(call.feedback.payload["data"]["route"])


def handoff_text(call: CallResult) -> str:
    """What a handoff told its specialist: the instruction and the ``context`` payload."""
    instruction: str = call.arguments.get("instruction", "")
    return instruction + " " + dumps(call.arguments.get("context", {}))


def missing_handoff_facts(made: list[CallResult], rubric: Behaviour) -> list[Fact]:
    """The fewest required facts that a handoff to the rubric's route left out (the first such
    handoff's on a tie); every required fact when no handoff went there."""
    left_out = [missing_facts(rubric.required_facts, handoff_text(call))
                for call in made if route(call) == rubric.route]
    return min(left_out, key=len, default=list(rubric.required_facts))


@register("behaviour")
def behaviour(episode: EpisodeRecord) -> RewardResult:
    """MobilePA's behaviour checker: 1.0 when the route, the handoff, the follow-up and
    execution validity all hold (see the module docstring), else 0.0; with a judge set, the
    passing value times the judge's score in [0, 1]. 0.0 for a task without a rubric.

    Breakdown: ``route_ok`` and ``expected_route`` against the ``routes`` taken; ``exec_ok``
    (handoff, follow-up and execution validity together); ``missing_facts`` of the best handoff;
    ``follow_up``, ``follow_up_ok``, ``follow_up_missing`` and ``is_question``;
    ``unrequested_writes``; ``ambiguity``; with a judge, ``judge`` (and ``judges``).
    """
    rubric = episode.task.behaviour
    if rubric is None:  # nothing to check against: never a pass (every reward scores every task)
        return RewardResult(0.0,
                            {"route_ok": False, "exec_ok": False, "problem": "no_behaviour_rubric"})
    made = handoffs(episode)
    routes = [route(call) for call in made]
    route_ok = (not routes if rubric.route is None
                else bool(routes) and all(r == rubric.route for r in routes))
    missing = missing_handoff_facts(made, rubric)
    message = final_message(episode)
    follow_up_missing = missing_facts(rubric.follow_up_facts, message) if rubric.follow_up else []
    asked = "?" in message or "？" in message
    follow_up_ok = rubric.follow_up is None or (
        not follow_up_missing and (rubric.follow_up != "ask" or asked))
    writes = side_effects(episode.effective_calls, set())
    ambiguity = ambiguity_violations(episode)
    exec_ok = not missing and follow_up_ok and not writes and not ambiguity
    breakdown: dict[str, Any] = {
        "route_ok": route_ok, "exec_ok": exec_ok, "expected_route": rubric.route,
        "routes": routes, "missing_facts": missing, "follow_up": rubric.follow_up,
        "follow_up_ok": follow_up_ok, "follow_up_missing": follow_up_missing,
        "is_question": asked, "unrequested_writes": writes, "ambiguity": ambiguity}
    value = float(route_ok and exec_ok)
    if _judge is not None and value:
        judged = _judge(episode, rubric, breakdown)
        score = float(judged.value if isinstance(judged, RewardResult) else judged)
        if not (math.isfinite(score) and 0.0 <= score <= 1.0):
            raise ValueError(f"the behaviour judge returned {score} for {episode.task.id!r}; "
                             "expected [0, 1]")
        breakdown["judge"] = score
        if isinstance(judged, RewardResult):
            breakdown["judges"] = judged.breakdown
        value *= score
    return RewardResult(value, breakdown)
