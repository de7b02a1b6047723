"""Two LLM judges for MobilePA's behaviour bucket, over any OpenAI-compatible endpoint.

MobilePA-Bench scores its open-ended outcomes by API judges with "a fixed unanimous-AND decision
from two judges" (paper 003, Section 4.1 and Appendix B.1). Here the behaviour checker's rubric
(:mod:`mobile_env.rewards.behaviour`: route, handoff facts, follow-up, execution validity) stays
the deterministic first test, and the two judges decide the rest -- whether the handoff is clear
and complete and the follow-up coherent, timely and aligned with what the user wanted:

    mobile-env eval --suite mobilepa-subagents --agent openai --model M --base-url URL \\
        --judge Qwen/Qwen3-8B@http://127.0.0.1:8001/v1 \\
        --judge gpt-4.1-mini@https://api.openai.com/v1

An episode passes iff the rubric passes and both judges pass it; a judge is asked only about
episodes the rubric passed (it refines, never rescues). Each judge gets the user's request, the
rubric, every call the planner made and its final message, and must answer a JSON verdict
(:data:`INSTRUCTIONS`); a reply that names no verdict is a fail. The requests go through the
eval's own OpenAI-compatible client (:class:`~mobile_env.agents.openai_agent.OpenAIPolicy`),
greedy and seeded; a server that cannot be reached raises, as it does for the planner.

Judges are off by default, so scores stay deterministic; :func:`judging` turns a panel on for
a block of code (``mobile-env eval --judge ... --judge ...`` does it for a run).
"""

from __future__ import annotations

import json
import re
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any, Iterator, Sequence

from mobile_env.agents.openai_agent import OpenAIPolicy
from mobile_env.episode import EpisodeRecord
from mobile_env.jsonl import dumps
from mobile_env.task_format.schema import Behaviour, fact_wordings
from mobile_env.reward_registry import RewardResult
from mobile_env.rewards.behaviour import final_message, set_judge

#: How many judges the paper's panel has, and every one must pass.
PANEL_SIZE = 2

INSTRUCTIONS = """You judge one episode of a phone assistant (the planner) that had to hand a \
user's request to a specialist sub-agent and/or follow up with the user. A deterministic check \
already confirmed the route and that the required facts appear; you judge the quality it cannot:

1. Handoff: if the rubric names a specialist, is the instruction and context given to it clear, \
complete and faithful to the user's request (nothing invented, nothing the specialist needs left \
out)?
2. Follow-up: is the planner's final message to the user coherent, timely and aligned with the \
user's intent -- a real clarifying question when it must ask, the options when it presents them, \
and no claim that something was done that was only handed off?

Answer with one JSON object and nothing else: {"verdict": "pass" or "fail", "reason": "<one \
sentence>"}."""

_WORD = re.compile(r"\b(pass|fail)\b", re.I)


@dataclass(frozen=True)
class JudgeSpec:
    """One judge: a model name and the API root that serves it."""

    model: str
    base_url: str

    @classmethod
    def parse(cls, text: str, default_base_url: str) -> JudgeSpec:
        """``MODEL@BASE_URL``, or ``MODEL`` served at ``default_base_url``."""
        model, _, url = text.partition("@")
        if not model.strip():
            raise ValueError(f"a judge is MODEL or MODEL@BASE_URL (got {text!r})")
        return cls(model.strip(), url.strip() or default_base_url)


def judge_messages(episode: EpisodeRecord, rubric: Behaviour) -> list[dict[str, str]]:
    """The chat one judge is sent: the instructions, then the episode and its rubric."""
    task = episode.task
    calls = [{"tool": c.name, "arguments": c.arguments, "status": c.feedback.status}
             for c in episode.calls]
    wanted = {"route": rubric.route,
              "required_facts": [" / ".join(fact_wordings(f)) for f in rubric.required_facts],
              "follow_up": rubric.follow_up,
              "follow_up_facts": [" / ".join(fact_wordings(f)) for f in rubric.follow_up_facts]}
    parts = [f"Now: {task.now} ({task.weekday})",
             *(f"Earlier, {m.role}: {m.content}" for m in task.history),
             f"User's request: {task.instruction}",
             f"Rubric: {dumps(wanted)}",
             "Planner's calls, in order:",
             *(dumps(c) for c in calls),
             f"Planner's final message to the user: {final_message(episode) or '(none)'}"]
    return [{"role": "system", "content": INSTRUCTIONS},
            {"role": "user", "content": "\n".join(parts)}]


def parse_verdict(reply: str) -> tuple[bool | None, str]:
    """(passed, reason) from a judge's reply: the first JSON object with a ``verdict`` of
    ``pass`` / ``fail`` (a boolean ``pass`` works too); failing that, a reply naming exactly one of
    the two words. (None, why) when it names no verdict."""
    decoder = json.JSONDecoder()
    for start in (m.start() for m in re.finditer(r"\{", reply)):
        try:
            data, _ = decoder.raw_decode(reply, start)
        except (ValueError, RecursionError):  # a judge model writes any text, any depth
            continue
        if not isinstance(data, dict):
            continue
        verdict = data.get("verdict", data.get("pass"))
        reason = str(data.get("reason", ""))
        if isinstance(verdict, bool):
            return verdict, reason
        if isinstance(verdict, str) and verdict.strip().lower() in ("pass", "fail"):
            return verdict.strip().lower() == "pass", reason
    words = {w.lower() for w in _WORD.findall(reply)}
    if len(words) == 1:
        return words == {"pass"}, reply.strip()[:300]
    return None, "the reply names no verdict"


class EndpointJudge:
    """One judge behind an OpenAI-compatible endpoint; calling it returns its verdict."""

    def __init__(self, spec: JudgeSpec, *, api_key_env: str = "OPENAI_API_KEY",
                 max_new_tokens: int = 256, timeout: float = 120.0, retries: int = 4) -> None:
        self.spec = spec
        self.client = OpenAIPolicy(spec.model, base_url=spec.base_url, api_key_env=api_key_env,
                                   temperature=0.0, seed=0, max_new_tokens=max_new_tokens,
                                   concurrency=1, timeout=timeout, retries=retries)

    def __call__(self, episode: EpisodeRecord, rubric: Behaviour) -> dict[str, Any]:
        [reply] = self.client([{"messages": judge_messages(episode, rubric), "tools": []}])
        passed, reason = parse_verdict(reply)
        return {"model": self.spec.model, "base_url": self.spec.base_url,
                "pass": bool(passed), "verdict": None if passed is None else
                ("pass" if passed else "fail"), "reason": reason, "reply": reply[:2000]}

    def close(self) -> None:
        self.client.close()


class Panel:
    """The paper's decision: the judges in turn, unanimous AND (1.0 iff every one passes)."""

    def __init__(self, judges: Sequence[Any]) -> None:
        if not judges:
            raise ValueError("a panel needs at least one judge")
        self.judges = list(judges)

    def __call__(self, episode: EpisodeRecord, rubric: Behaviour,
                 breakdown: dict[str, Any]) -> RewardResult:
        verdicts = [judge(episode, rubric) for judge in self.judges]
        unanimous = all(v["pass"] for v in verdicts)
        return RewardResult(float(unanimous), {"unanimous": unanimous, "verdicts": verdicts})


@contextmanager
def judging(specs: Sequence[JudgeSpec], **options: Any) -> Iterator[Panel]:
    """Score behaviour episodes with a panel of endpoint judges (``options``: the
    :class:`EndpointJudge` keywords) inside the block; the previous judge is restored after."""
    judges = [EndpointJudge(spec, **options) for spec in specs]
    panel = Panel(judges)
    previous = set_judge(panel)
    try:
        yield panel
    finally:
        set_judge(previous)
        for judge in judges:
            judge.close()
