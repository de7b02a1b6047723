"""Any OpenAI-compatible chat-completions endpoint as a batched policy (F25).

vLLM, SGLang, ``transformers serve``, llama.cpp, Ollama and hosted APIs all speak
``POST {base_url}/chat/completions`` with function calling, so one client scores any of them:

    mobile-env eval --suite spieval-core --agent openai --base-url http://127.0.0.1:8000/v1 \\
        --model Qwen/Qwen3-8B --runs 3 --concurrency 16

The client is the ``openai`` SDK's ``AsyncOpenAI`` (the ``openai`` extra): each live episode is
one request per turn, ``concurrency`` of them in flight at once on one event loop (in a thread
of its own, so the policy is an ordinary function the rollout loop calls), with the SDK's own
timeout per request and retries -- exponential backoff with jitter, ``Retry-After`` honoured --
on connection errors, timeouts, 408, 409, 429 and 5xx. A refused request (another 4xx) or one
that keeps failing raises :class:`EndpointError`: a network failure is not something the model
said, so it never becomes an action.

The env's transcript (assistant text + tool observations, see :mod:`mobile_env.rollout`) is
sent in the OpenAI shape by :func:`mobile_env.messages.openai_messages`: assistant ``tool_calls``
with ids, one ``tool`` message per call with its ``tool_call_id``. The env's tool schemas are
sent once: as ``tools`` under the ``json_schema`` tool format, and not at all under ``compact``,
whose system prompt lists them already (:func:`mobile_env.tool_formats.template_tools`).

The reply becomes the action *as the server sent it*: ``tool_calls`` -> ``{"tool_calls": [...]}``
JSON (malformed arguments included -- the env judges them, the client never repairs them), with
the text the model wrote beside them as ``"content"``; otherwise the text content, which the env
parses like any model text.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import threading
from typing import Any, Coroutine, Sequence, TypeVar

from mobile_env.messages import openai_messages
from mobile_env.tool_formats import template_tools

Message = dict[str, Any]
T = TypeVar("T")


class EndpointError(RuntimeError):
    """A request the server refused or that kept failing after every retry.

    Raised, not turned into an action: a network failure is not something the model said.
    """


class OpenAIPolicy:
    """A batched policy backed by an OpenAI-compatible server (see the module docstring).

    Args:
        model: the model name the server expects.
        base_url: the API root, e.g. ``http://127.0.0.1:8000/v1``.
        api_key_env: environment variable holding the API key (optional for local servers).
        temperature, top_p, max_new_tokens, seed: sampling; None leaves the server's default.
            ``max_new_tokens`` is sent as ``max_tokens`` (one option name for every model agent).
        reasoning_effort: passed through as ``reasoning_effort`` (``low`` / ``high`` ...).
        concurrency: requests in flight at once.
        timeout, retries: seconds per request, and retries of transient failures (the SDK's
            ``timeout`` and ``max_retries``).
    """

    def __init__(self, model: str, base_url: str = "https://api.openai.com/v1",
                 api_key_env: str = "OPENAI_API_KEY", temperature: float | None = None,
                 top_p: float | None = None, max_new_tokens: int | None = None,
                 seed: int | None = None, reasoning_effort: str | None = None,
                 concurrency: int = 8, timeout: float = 120.0, retries: int = 4) -> None:
        if concurrency < 1:
            raise ValueError(f"concurrency must be >= 1 (got {concurrency})")
        try:
            import openai
        except ImportError:
            raise ImportError("--agent openai needs the openai SDK: "
                              "pip install 'mobile-planner[openai]'") from None
        self.model = model
        self.base_url = base_url
        self.retries = retries
        self.sampling = {k: v for k, v in (("temperature", temperature), ("top_p", top_p),
                                           ("max_tokens", max_new_tokens), ("seed", seed),
                                           ("reasoning_effort", reasoning_effort))
                         if v is not None}
        self.concurrency = concurrency
        # A local server needs no key, but the SDK insists on one: "EMPTY" is vLLM's convention.
        self.client = openai.AsyncOpenAI(base_url=base_url, timeout=timeout, max_retries=retries,
                                         api_key=os.environ.get(api_key_env) or "EMPTY")
        self._loop = _LoopThread()

    def __call__(self, chats: Sequence[Any]) -> list[str]:
        return self._loop.run(self._turns(list(chats)))

    def close(self) -> None:
        """Close the HTTP connections and stop the event loop's thread."""
        self._loop.run(self.client.close())
        self._loop.stop()

    async def _turns(self, chats: list[Any]) -> list[str]:
        slots = asyncio.Semaphore(self.concurrency)

        async def one(chat: Any) -> str:
            async with slots:
                return await self.act(chat)

        return list(await asyncio.gather(*(one(chat) for chat in chats)))

    async def act(self, chat: Any) -> str:
        """One turn of one episode: the action text for the chat's next step."""
        import openai

        tools = template_tools(chat.get("tool_format", "json_schema"), chat["tools"]) or []
        body = request_body(self.model, chat["messages"], tools, self.sampling)
        try:  # the raw reply: its JSON exactly as sent (the SDK's models reorder keys)
            raw = await self.client.chat.completions.with_raw_response.create(**body)
        except openai.APIStatusError as exc:
            detail = exc.response.text[:500] if exc.response is not None else str(exc)
            raise EndpointError(f"{self.base_url}: HTTP {exc.status_code}: {detail}") from None
        except openai.APIConnectionError as exc:  # timeouts included
            raise EndpointError(f"cannot reach {self.base_url} ({type(exc).__name__}: {exc}; "
                                f"{self.retries + 1} tries): start the server or fix "
                                "--base-url") from None
        try:
            message = json.loads(raw.text)["choices"][0]["message"]
        except (ValueError, RecursionError, KeyError, IndexError, TypeError):
            raise EndpointError(f"{self.base_url}: the reply has no choices[0].message: "
                                f"{raw.text[:300]}") from None
        return action_from_message(message)


class _LoopThread:
    """An asyncio event loop running in a daemon thread; :meth:`run` blocks on a coroutine.

    One loop for the policy's life keeps the SDK's connection pool (bound to the loop that first
    used it) and lets a synchronous caller -- the rollout loop -- fan requests out.
    """

    def __init__(self) -> None:
        self.loop = asyncio.new_event_loop()
        self.thread = threading.Thread(target=self.loop.run_forever, name="openai-policy",
                                       daemon=True)
        self.thread.start()

    def run(self, coroutine: Coroutine[Any, Any, T]) -> T:
        return asyncio.run_coroutine_threadsafe(coroutine, self.loop).result()

    def stop(self) -> None:
        self.loop.call_soon_threadsafe(self.loop.stop)
        self.thread.join(timeout=10)


def request_body(model: str, messages: Sequence[Message], tools: Sequence[dict[str, Any]],
                 sampling: dict[str, Any]) -> dict[str, Any]:
    """The ``/chat/completions`` request for one turn."""
    body: dict[str, Any] = {"model": model, "messages": openai_messages(messages), **sampling}
    if tools:
        body["tools"] = list(tools)
    return body


def action_from_message(message: dict[str, Any]) -> str:
    """The env action for an assistant message: its tool calls verbatim (with the text the model
    wrote beside them, if any, as ``content``), else its text."""
    content = message.get("content")
    if isinstance(content, list):  # content parts: keep the text ones
        content = "".join(p.get("text", "") for p in content if isinstance(p, dict))
    text = content if isinstance(content, str) else ""
    tool_calls = message.get("tool_calls")
    if tool_calls:
        return json.dumps({**({"content": text} if text else {}), "tool_calls": tool_calls},
                          ensure_ascii=False)
    return text


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """The ``--agent openai`` options of ``mobile-env eval`` (``--model``, ``--temperature`` and
    ``--max-new-tokens`` are shared with the other model agents)."""
    group = parser.add_argument_group("--agent openai (any OpenAI-compatible chat-completions "
                                      "server)")
    group.add_argument("--base-url", default="https://api.openai.com/v1",
                       help="API root, e.g. http://127.0.0.1:8000/v1 (default OpenAI's)")
    group.add_argument("--api-key-env", default="OPENAI_API_KEY", metavar="VAR",
                       help="environment variable holding the API key; unset is fine for local "
                            "servers (default OPENAI_API_KEY)")
    group.add_argument("--top-p", type=float, default=None,
                       help="nucleus sampling (server default)")
    group.add_argument("--reasoning-effort", default=None,
                       help="passed through as reasoning_effort (e.g. low, medium, high)")
    group.add_argument("--concurrency", type=int, default=8, help="requests in flight (default 8)")
    group.add_argument("--request-timeout", type=float, default=120.0,
                       help="seconds per request (default 120)")
    group.add_argument("--retries", type=int, default=4,
                       help="retries of timeouts, 429 and 5xx, with exponential backoff "
                            "(default 4)")


def options(args: argparse.Namespace) -> dict[str, Any]:
    """The :class:`OpenAIPolicy` keywords from parsed ``add_arguments`` options."""
    return {"base_url": args.base_url, "api_key_env": args.api_key_env, "top_p": args.top_p,
            "reasoning_effort": args.reasoning_effort, "concurrency": args.concurrency,
            "timeout": args.request_timeout, "retries": args.retries}
