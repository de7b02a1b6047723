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

A frame that starts with ``{`` and has at most :data:`DEEP` brackets and no long run of digits
cannot be any of these and goes through after a count; only other frames are parsed here too.
"""

from __future__ import annotations

import json
import re
import sys
from typing import Any, Awaitable, Callable

from openenv.core.env_server.types import WSErrorCode, WSErrorResponse

from mobile_env.parsing import nested_deeper_than

Message = dict[str, Any]
Receive = Callable[[], Awaitable[Message]]
Send = Callable[[Message], Awaitable[None]]
ASGIApp = Callable[[Message, Receive, Send], Awaitable[None]]

#: Deepest nesting of lists and objects a frame may have (an action's arguments may nest 32).
DEEP = 100
ROUTE = "/ws"
_DIGITS = re.compile(r"\d+")


def frame_problem(message: Message) -> str | None:
    """Why OpenEnv's handler would end the session on this received frame, or None."""
    text = message.get("text")
    if text is None:
        return "binary frames are not read: send each message as JSON text"
    if text.lstrip(" \t\r\n")[:1] != "{":
        return ('a message is a JSON object such as {"type": "step", "data": {"text": "..."}} '
                f"(got {text[:40]!r})")
    limit = sys.get_int_max_str_digits()
    long_number = len(text) > limit and any(len(m) > limit for m in _DIGITS.findall(text))
    if text.count("{") + text.count("[") <= DEEP and not long_number:
        return None
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


class FrameGuard:
    """ASGI middleware: on :data:`ROUTE`, a received frame with a :func:`frame_problem` is
    answered with an ``INVALID_JSON`` error frame and never reaches the app."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Message, receive: Receive, send: Send) -> None:
        if scope["type"] != "websocket" or scope.get("path") != ROUTE:
            await self.app(scope, receive, send)
            return

        async def guarded() -> Message:
            while True:
                message = await receive()
                problem = frame_problem(message) if message["type"] == "websocket.receive" \
                    else None
                if problem is None:
                    return message
                answer = WSErrorResponse(data={"message": problem,
                                               "code": WSErrorCode.INVALID_JSON})
                await send({"type": "websocket.send", "text": answer.model_dump_json()})

        await self.app(scope, guarded, send)
