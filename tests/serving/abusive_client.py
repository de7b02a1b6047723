"""A client that tries to starve a server's other sessions, run in its own process until killed:

    python abusive_client.py ws://127.0.0.1:8000/ws MAX_FRAME_BYTES [big|oversized|searches ...]

Over three connections at once (or those named), each as fast as the server answers: step
frames just under the server's frame limit (actions the env refuses as too large), sent eight
at a time before reading any answer; frames just over the limit, each ending its connection and
opening another; and pipelined steps of the most expensive searches an action may hold. It runs
at the lowest CPU priority, so that on a machine it shares with the server the work it makes
the server do is what slows others, not its own.
"""

from __future__ import annotations

import asyncio
import json
import os
import sys

from websockets.asyncio.client import connect
from websockets.exceptions import ConnectionClosed

SEARCHES = json.dumps([{"name": "search_contacts",
                        "arguments": {"pattern": "ab" * 32, "mode": "fuzzy"}}] * 16)


async def pipelined(url: str, frames: list[str]) -> None:
    """Send ``frames`` without waiting, then read their answers; again and again."""
    async with connect(url, max_size=None) as ws:
        while True:
            for frame in frames:
                await ws.send(frame)
            for _ in frames:
                await ws.recv()


async def oversized(url: str, limit: int) -> None:
    """A frame over the limit on a fresh connection each time (the server closes it)."""
    frame = json.dumps({"type": "step", "data": {"text": "x" * limit}})
    while True:
        try:
            async with connect(url, max_size=None) as ws:
                await ws.send(frame)
                await ws.recv()
        except ConnectionClosed:
            pass


async def abuse(url: str, limit: int, ways: list[str]) -> None:
    """Abuse the server at ``url`` (frame limit ``limit``) in each of ``ways`` at once."""
    reset = json.dumps({"type": "reset", "data": {"seed": 0}})
    big = json.dumps({"type": "step", "data": {"text": "y" * (limit - 100)}})
    search = json.dumps({"type": "step", "data": {"text": SEARCHES}})
    every = {"big": lambda: pipelined(url, [reset] + [big] * 8),
             "oversized": lambda: oversized(url, limit),
             "searches": lambda: pipelined(url, [reset] + [search] * 31)}
    await asyncio.gather(*(every[way]() for way in ways or every))


if __name__ == "__main__":
    # The abuser's own work competes for the CPU only when nothing else wants it: on a machine
    # shared with the server, what is measured is the work it makes the server do.
    os.nice(19)
    asyncio.run(abuse(sys.argv[1], int(sys.argv[2]), sys.argv[3:]))
