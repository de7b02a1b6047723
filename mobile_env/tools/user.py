"""The simulated user: ``ask_user``, and the users who answer it.

A task with a :class:`~mobile_env.task_format.schema.SimulatedUser` lets the planner ask questions.
:class:`ScriptedUser`, the default, answers deterministically from the task's facts: the fact
the question asks for best (:func:`matching_fact`), else the user's "I don't know" line.
:class:`EndpointUser` lets a chat model over an OpenAI-compatible endpoint word the answer
from the same facts (opt-in, :class:`UserEndpoint`); the slot a question asked for,
which the checkers read, is :func:`matching_fact`'s either way, so scoring stays deterministic.
"""

from __future__ import annotations

import json
import os
import re
import urllib.error
import urllib.request
from dataclasses import dataclass
from urllib.parse import urlsplit

from pydantic import Field

from mobile_env.feedback import ToolError
from mobile_env.friction import ASK_USER
from mobile_env.state import PhoneState
from mobile_env.task_format.schema import SimulatedUser, UserFact
from mobile_env.tools.registry import Respondent, ToolArgs, ToolContext, register


class AskUserArgs(ToolArgs):
    question: str = Field(min_length=1, description="The question for the user: one value "
                                                    "that the request leaves out.")


@register(ASK_USER, kind="user", domain="control", args=AskUserArgs,
          description="Ask the user for a value the request needs but does not give, and that "
                      "nothing on the phone shows; returns the user's answer.")
def ask_user(state: PhoneState, args: AskUserArgs, ctx: ToolContext) -> dict[str, str | None]:
    """The user's answer, and the slot of the fact the question asked for (None: none)."""
    if ctx.user is None:
        raise ToolError("tool_error", "there is no user to ask in this task")
    slot, answer = ctx.user.reply(args.question)
    return {"answer": answer, "slot": slot}


def matching_fact(question: str, user: SimulatedUser) -> UserFact | None:
    """The fact ``question`` asks for: the one naming the most of its terms (the slot's words
    and its keywords), the first such fact on a tie; None when it names no fact's term.

    Args:
        question: the planner's question.
        user: the task's simulated user.

    Returns:
        The fact, or None.
    """
    text = question.casefold()
    best, best_score = None, 0
    for fact in user.facts:
        score = sum(_names(text, term) for term in _terms(fact))
        if score > best_score:
            best, best_score = fact, score
    return best


def _terms(fact: UserFact) -> list[str]:
    """The slot's words (``_`` a space) and the keywords, casefolded, each once."""
    return list(dict.fromkeys([fact.slot.replace("_", " ").casefold(),
                               *(k.strip().casefold() for k in fact.keywords)]))


def _names(text: str, term: str) -> bool:
    """Whether ``text`` names ``term``: as whole words (a plural ``s`` allowed), or anywhere for
    a term outside ASCII (scripts written without spaces)."""
    if not term.isascii():
        return term in text
    return re.search(rf"(?<![0-9a-z]){re.escape(term)}s?(?![0-9a-z])", text) is not None


@dataclass(frozen=True)
class ScriptedUser:
    """The deterministic user: the matching fact's answer, else the user's ``unknown`` line."""

    user: SimulatedUser

    def reply(self, question: str) -> tuple[str | None, str]:
        fact = matching_fact(question, self.user)
        return (None, self.user.unknown) if fact is None else (fact.slot, fact.answer)


@dataclass(frozen=True)
class UserEndpoint:
    """A chat model that plays the user: any OpenAI-compatible ``base_url`` (such as
    ``http://127.0.0.1:8000/v1``) and its ``model``; ``timeout`` in seconds per question; the
    API key, sent when the environment variable ``api_key_env`` holds one."""

    base_url: str
    model: str
    timeout: float = 60.0
    api_key_env: str = "OPENAI_API_KEY"

    def __post_init__(self) -> None:
        if not self.model:
            raise ValueError("a user endpoint needs a model name")
        if not is_http_url(self.base_url):
            raise ValueError(f"the user endpoint must be an http(s) URL such as "
                             f"http://127.0.0.1:8000/v1, not {self.base_url!r:.100}")


def is_http_url(url: str) -> bool:
    """Whether ``url`` is an http(s) address with a host."""
    try:
        parts = urlsplit(url)
        return parts.scheme in ("http", "https") and bool(parts.hostname)
    except ValueError:
        return False


#: What the chat model playing the user is told; the facts follow, one per line.
USER_PROMPT = ("You are the owner of a phone, answering a question from your phone assistant. "
               "Answer in one short sentence, using only these facts; if they do not answer the "
               "question, say that you don't know. Facts:")


@dataclass(frozen=True)
class EndpointUser:
    """The user played by a chat model at ``endpoint``, answering from ``user``'s facts.

    The slot is :func:`matching_fact`'s, so the checkers judge the same question the same way
    whoever words the answer. A request that fails (no server, a bad reply) fails the call with a
    retryable ``tool_error``; the episode goes on.
    """

    user: SimulatedUser
    endpoint: UserEndpoint

    def reply(self, question: str) -> tuple[str | None, str]:
        fact = matching_fact(question, self.user)
        facts = "\n".join(f"- {f.slot.replace('_', ' ')}: {f.answer}" for f in self.user.facts)
        body = {"model": self.endpoint.model, "temperature": 0,
                "messages": [{"role": "system", "content": f"{USER_PROMPT}\n{facts}"},
                             {"role": "user", "content": question}]}
        key = os.environ.get(self.endpoint.api_key_env)
        request = urllib.request.Request(
            self.endpoint.base_url.rstrip("/") + "/chat/completions",
            data=json.dumps(body).encode(), headers={"Content-Type": "application/json",
                                                     **({"Authorization": f"Bearer {key}"}
                                                        if key else {})})
        try:
            with urllib.request.urlopen(request, timeout=self.endpoint.timeout) as response:
                answer = json.loads(response.read())["choices"][0]["message"]["content"]
        except (OSError, ValueError, KeyError, IndexError, TypeError) as exc:
            raise ToolError("tool_error", f"the user did not answer ({type(exc).__name__}); "
                                          "ask again") from None
        if not isinstance(answer, str) or not answer.strip():
            raise ToolError("tool_error", "the user gave no answer; ask again")
        return (None if fact is None else fact.slot), answer.strip()


def respondent(user: SimulatedUser | None, endpoint: UserEndpoint | None = None
               ) -> Respondent | None:
    """Who answers the questions of a task with ``user``: the chat model at ``endpoint`` when
    one is given, else the scripted user; None when the task has no user.

    Args:
        user: the task's simulated user, if any.
        endpoint: the chat model to play the user (None: the deterministic user).

    Returns:
        The respondent, or None.
    """
    if user is None:
        return None
    return ScriptedUser(user) if endpoint is None else EndpointUser(user, endpoint)
