"""Frames OpenEnv's ``/ws`` handler would end a session on, answered here instead.

OpenEnv (0.10) answers a frame that is not JSON with an error and keeps the session, but a
frame that is JSON and not an object (``[1, 2]``, ``5``, ``null``), JSON nested deeper than
its parser goes, or a binary frame escapes its message loop: the session is destroyed and the
socket closed, episode and all. :class:`FrameGuard` sits in front of it (ASGI middleware on
``/ws``) and answers those frames with the same error frame OpenEnv sends for bad JSON, so that
any frame a client sends leaves the session usable, as the server promises.

So are frames that OpenEnv's handler parses but cannot answer: a number with more digits than
Python converts (the parser raises an error the handler does not catch), and nesting deeper than
:data:`DEEP` levels (the error for an unknown key echoes the input back, and serialising it
fails), which no field of a message takes.

A frame that starts with ``{``, has at most :data:`DEEP` brackets and is too short to hold a
number too long cannot be any of these and goes through after a count; only other frames are
parsed here too (parsing is cheaper than scanning a long frame for runs of digits).

A frame that escapes a lone surrogate (``"\\ud800"``) reaches the app with it made encodable as
the env makes an action's (:func:`mobile_env.parsing.encodable`): OpenEnv's handler echoes a
message that fails validation in its error frame, and one holding a lone surrogate cannot be
sent, so the handler would end the session.

On the way out, the error frame OpenEnv sends for a message that fails validation (a malformed
action) says only "Invalid message" in ``message``, the one field OpenEnv's clients show, and
what to fix in ``errors``; :func:`with_fix_in_message` copies the fix into ``message`` too.
"""

from __future__ import annotations

import asyncio
import json
import re
import sys
import time
from typing import Any, Awaitable, Callable

from openenv.core.env_server.types import WSErrorCode, WSErrorResponse

from mobile_env.parsing import encodable, nested_deeper_than

Message = dict[str, Any]
Receive = Callable[[], Awaitable[Message]]
Send = Callable[[Message], Awaitable[None]]
ASGIApp = Callable[[Message, Receive, Send], Awaitable[None]]

#: Deepest nesting of lists and objects a frame may have (an action's arguments may nest 32).
DEEP = 100
ROUTE = "/ws"
#: A JSON escape of a surrogate code point (only a lone one survives parsing as one).
_SURROGATE_ESCAPE = re.compile(r"\\u[dD][89a-fA-F]")


def frame_problem(message: Message) -> str | None:
    """Why OpenEnv's handler would end the session on this received frame, or None."""
    text = message.get("text")
    if text is None:
        return "binary frames are not read: send each message as JSON text"
    if text.lstrip(" \t\r\n")[:1] != "{":
        return ('a message is a JSON object such as {"type": "step", "data": {"text": "..."}} '
                f"(got {text[:40]!r})")
    limit = sys.get_int_max_str_digits()
    if len(text) <= limit and text.count("{") + text.count("[") <= DEEP:
        return None  # too short for a number too long, too few brackets to nest too deep
    try:
        data = json.loads(text)
    except RecursionError:
        return "the message is JSON nested too deeply to read"
    except json.JSONDecodeError:  # not JSON: OpenEnv says so itself and keeps the session
        return None
    except ValueError:  # a number too long to convert
        return f"a number has more than {limit} digits: send long numbers as strings"
    if nested_deeper_than(data, DEEP):
        return f"the message nests lists and objects more than {DEEP} levels deep"
    return None


def with_surrogates_replaced(message: Message) -> Message:
    """A received frame with every lone surrogate its JSON escapes made U+FFFD (see the module
    docstring); any other frame as it came."""
    text = message.get("text")
    if message["type"] != "websocket.receive" or text is None or "\\u" not in text \
            or not _SURROGATE_ESCAPE.search(text):
        return message
    try:
        data = json.loads(text)
    except ValueError:  # not JSON: OpenEnv answers it
        return message
    return {**message, "text": json.dumps(encodable(data), ensure_ascii=False)}


#: How OpenEnv's handler starts the error frame of a message that failed validation (a malformed
#: action, a reset or step message of the wrong shape): the text that says what to fix is in its
#: ``errors`` list, which clients do not show, and ``message`` is this fixed phrase.
VALIDATION_FRAME = ('{"type":"error","data":{"message":"Invalid message",'
                    f'"code":"{WSErrorCode.VALIDATION_ERROR.value}"')
#: The longest ``message`` a validation error frame gets (its ``errors`` list stays whole).
MESSAGE_CHARS = 1000


def with_fix_in_message(text: str) -> str:
    """A validation error frame whose ``message`` also says what each error was, so that a
    client that shows only ``message`` (OpenEnv's ``EnvClient`` raises it as its error) shows the
    fix: ``"Invalid message: give exactly one of text and name"``. Every field is kept."""
    frame = json.loads(text)
    data = frame["data"]
    reasons = [_reason(error) for error in data.get("errors", []) if isinstance(error, dict)]
    if reasons:
        data["message"] = (data["message"] + ": " + "; ".join(reasons))[:MESSAGE_CHARS]
    return json.dumps(frame, separators=(",", ":"))


def _reason(error: dict[str, Any]) -> str:
    """One pydantic error as ``"field: what is wrong"`` (its bare text when it names no field)."""
    where = ".".join(str(part) for part in error.get("loc", ()))
    what = str(error.get("msg", ""))
    return f"{where}: {what}" if where else what


#: A received frame longer than this many characters is a big frame: no action the env reads
#: whole needs one unless it escapes most of its characters.
BIG_FRAME_CHARS = 1 << 16
#: Characters of big frames the server reads per second, all sessions together (see
#: :class:`Throttle`): what reading them costs the event loop stays a small share of it.
BIG_FRAME_RATE = 8 << 20


class Throttle:
    """A budget of characters per second shared by every session, taken in arrival order: one
    client sending big frames as fast as it can waits for the budget (and, its frames unread,
    the socket holds the rest back) instead of taking the event loop from the other sessions.

    Args:
        rate: characters per second.
        burst: how many characters may go through at once after a quiet spell.
    """

    def __init__(self, rate: float, burst: float) -> None:
        self.rate = rate
        self.burst = burst
        self._free = burst
        self._at = time.monotonic()
        self._lock = asyncio.Lock()

    async def take(self, chars: int) -> None:
        """Wait until ``chars`` characters fit in the budget (one bigger than the burst waits
        for a full burst and leaves the budget in debt), then spend them."""
        async with self._lock:
            self._refill()
            needed = min(chars, self.burst)
            if self._free < needed:
                await asyncio.sleep((needed - self._free) / self.rate)
                self._refill()
            self._free -= chars

    def _refill(self) -> None:
        now = time.monotonic()
        self._free = min(self.burst, self._free + (now - self._at) * self.rate)
        self._at = now


#: The close code and reason of a session refused at capacity: 1013, "try again later".
CAPACITY_CLOSE = (1013, "the server is at its session limit (--max-sessions): retry later")
#: The close code of a session ended for idling: 1001, "going away".
IDLE_CLOSE = 1001


class FrameGuard:
    """ASGI middleware on :data:`ROUTE`. A received frame with a :func:`frame_problem` is
    answered with an ``INVALID_JSON`` error frame and never reaches the app; a session that
    sends nothing for ``idle_timeout_s`` seconds is closed (code :data:`IDLE_CLOSE`) and its slot
    freed; a frame that cannot be sent because the client is gone is dropped (the session ends
    at the app's next receive, and its last observation waits for a resume); a session refused
    at capacity is closed with :data:`CAPACITY_CLOSE`, which a
    client can act on, instead of a normal close; a validation error frame gets its fix in
    its ``message`` (:func:`with_fix_in_message`); and frames over :data:`BIG_FRAME_CHARS` are
    read within one :class:`Throttle` of :data:`BIG_FRAME_RATE` shared by all sessions, so
    that sessions sending ordinary frames are served as fast as ever while one floods the
    server with big ones."""

    def __init__(self, app: ASGIApp, idle_timeout_s: float | None = None) -> None:
        self.app = app
        self.idle_timeout_s = idle_timeout_s
        self.big_frames = Throttle(BIG_FRAME_RATE, burst=2 * BIG_FRAME_RATE)

    async def __call__(self, scope: Message, receive: Receive, send: Send) -> None:
        if scope["type"] != "websocket" or scope.get("path") != ROUTE:
            await self.app(scope, receive, send)
            return
        closed = False
        refused = False

        async def guarded() -> Message:
            nonlocal closed
            while True:
                try:
                    message = await asyncio.wait_for(receive(), self.idle_timeout_s)
                except asyncio.TimeoutError:
                    reason = (f"no message for {self.idle_timeout_s:g} s: reconnect and reset, "
                              "or resume the session")
                    await send({"type": "websocket.close", "code": IDLE_CLOSE,
                                "reason": reason})
                    closed = True
                    return {"type": "websocket.disconnect", "code": IDLE_CLOSE}
                if len(message.get("text") or message.get("bytes") or "") > BIG_FRAME_CHARS:
                    await self.big_frames.take(len(message.get("text") or message["bytes"]))
                problem = frame_problem(message) if message["type"] == "websocket.receive" \
                    else None
                if problem is None:
                    return with_surrogates_replaced(message)
                answer = WSErrorResponse(data={"message": problem,
                                               "code": WSErrorCode.INVALID_JSON})
                await send({"type": "websocket.send", "text": answer.model_dump_json()})

        async def sending(message: Message) -> None:
            nonlocal closed, refused
            if closed:  # the guard closed it already: the app's own close has nowhere to go
                return
            text = (message.get("text") or "") if message["type"] == "websocket.send" else ""
            if text.startswith(VALIDATION_FRAME):
                message = {**message, "text": with_fix_in_message(text)}
            elif WSErrorCode.CAPACITY_REACHED.value in text[:300]:
                refused = True
            elif message["type"] == "websocket.close" and refused:
                code, reason = CAPACITY_CLOSE
                message = {**message, "code": code, "reason": reason}
            try:
                await send(message)
            except OSError:  # the client is gone; the app learns it at its next receive and
                closed = True  # ends the session as for any disconnect (its episode is parked)

        await self.app(scope, guarded, sending)
