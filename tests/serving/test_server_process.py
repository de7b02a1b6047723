"""``mobile-env serve`` in its own process, as it runs in production: one client cannot slow the
others, and its memory stays flat over many thousands of episodes.

Fairness: an ordinary client's steps while an abusive client (:mod:`abusive_client`: frames at
and over the frame limit, pipelined steps, the most expensive searches) floods the same server,
each in its own process. The ordinary client's latency is compared with its own latency alone,
measured in the same run in alternating rounds (the abuser paused with SIGSTOP, then resumed),
so that whatever else the machine runs weighs on both sides alike; medians, never maxima, and
no absolute timings.

Memory: the server process's resident memory after a warm-up and after thousands more short
episodes over a few concurrent clients, with connections dropped, closed and resumed."""

from __future__ import annotations

import asyncio
import contextlib
import json
import os
import signal
import socket
import statistics
import subprocess
import sys
import time
import urllib.request
from pathlib import Path
from typing import Any, Iterator

import pytest

pytest.importorskip("openenv", reason="needs the serve extra (pip install -e '.[serve]')")

from websockets.asyncio.client import connect as ws_connect  # noqa: E402
from websockets.sync.client import ClientConnection, connect  # noqa: E402

from mobile_env.serving.cli import MAX_FRAME_BYTES  # noqa: E402

#: The most an abusive client may multiply an ordinary client's median step latency by.
FAIRNESS_FACTOR = 3.0
ROUNDS, STEPS = 8, 25
STEP = json.dumps({"type": "step", "data": {"text": json.dumps(
    {"name": "search_contacts", "arguments": {"pattern": "Xu"}})}})
RESET = json.dumps({"type": "reset", "data": {"seed": 0}})


@contextlib.contextmanager
def serving(*flags: str) -> Iterator[tuple[str, int]]:
    """``mobile-env serve --suite demo`` with ``flags`` in its own process; yields its ``ws://``
    URL and its process id."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    process = subprocess.Popen([sys.executable, "-m", "mobile_env.cli", "serve", "--suite", "demo",
                                "--port", str(port), "--log-level", "warning", *flags],
                               stdout=subprocess.DEVNULL)
    try:
        deadline = time.monotonic() + 180
        while True:
            try:
                urllib.request.urlopen(f"http://127.0.0.1:{port}/health", timeout=5)
                break
            except OSError:
                assert process.poll() is None and time.monotonic() < deadline
                time.sleep(0.3)
        yield f"ws://127.0.0.1:{port}/ws", process.pid
    finally:
        process.terminate()
        process.wait(timeout=60)


def step_latencies(ws: ClientConnection, count: int) -> list[float]:
    """Seconds each of ``count`` ordinary steps took, answer received (a reset first)."""
    ws.send(RESET)
    ws.recv(timeout=60)
    out = []
    for _ in range(count):
        start = time.perf_counter()
        ws.send(STEP)
        ws.recv(timeout=60)
        out.append(time.perf_counter() - start)
    return out


@pytest.mark.slow
@pytest.mark.skipif(not hasattr(signal, "SIGSTOP"), reason="pauses the abuser with SIGSTOP")
def test_an_abusive_client_does_not_starve_an_ordinary_one() -> None:
    with serving() as (url, _):
        ratio = latency_ratio(url)
    print(f"median step latency beside the abuser / alone: {ratio:.2f}")
    assert ratio < FAIRNESS_FACTOR


def latency_ratio(server: str) -> float:
    """The ordinary client's median step latency beside the abuser over that alone."""
    abuser = subprocess.Popen([sys.executable, str(Path(__file__).with_name("abusive_client.py")),
                               server, str(MAX_FRAME_BYTES)])
    alone: list[float] = []
    beside: list[float] = []
    try:
        with connect(server) as ws:
            step_latencies(ws, STEPS)  # warm-up
            for _ in range(ROUNDS):
                os.kill(abuser.pid, signal.SIGSTOP)
                time.sleep(0.5)  # the server finishes what the abuser had already sent
                alone += step_latencies(ws, STEPS)
                os.kill(abuser.pid, signal.SIGCONT)
                time.sleep(0.5)
                beside += step_latencies(ws, STEPS)
        assert abuser.poll() is None, "the abusive client stopped: it no longer tests anything"
    finally:
        abuser.kill()
        abuser.wait(timeout=60)
    return statistics.median(beside) / statistics.median(alone)


#: How much the server process's resident memory may grow over the soak after its warm-up.
SOAK_GROWTH_MIB = 8
WARM_UP, SOAK, CLIENTS = 2_000, 10_000, 4
FINISH = json.dumps({"type": "step", "data": {"name": "finish", "arguments": {}}})


def resident_mib(pid: int) -> float:
    """The resident memory of process ``pid``, in MiB."""
    with open(f"/proc/{pid}/status", encoding="ascii") as status:
        return next(int(line.split()[1]) for line in status if line.startswith("VmRSS:")) / 1024


async def ask(ws: Any, message: str | dict[str, Any]) -> dict[str, Any]:
    await ws.send(message if isinstance(message, str) else json.dumps(message))
    return dict(json.loads(await ws.recv()))


async def soak_client(url: str, first: int, count: int) -> None:
    """``count`` short episodes (reset, a search, a frame the guard answers, finish), seeds from
    ``first``; a new connection every tenth episode, the old one dropped (a TCP reset) or
    closed in turn, and every fortieth episode dropped mid-way and resumed."""
    ws = None
    for k in range(first, first + count):
        if ws is None or k % 10 == 0:
            if ws is not None and k % 20 == 0:
                ws.transport.abort()
            elif ws is not None:
                await ws.close()
            ws = await ws_connect(url)
        session_id = (await ask(ws, {"type": "reset", "data": {"seed": k}}))["data"][
            "observation"]["session_id"]
        assert (await ask(ws, STEP))["type"] == "observation"
        assert (await ask(ws, "[1, 2]"))["data"]["code"] == "INVALID_JSON"
        if k % 40 == 5:
            ws.transport.abort()
            ws = await ws_connect(url)
            while (reply := await ask(ws, {"type": "reset", "data": {"resume": session_id}}))[
                    "type"] == "error":
                assert "is still connected" in reply["data"]["message"], reply
                await asyncio.sleep(0.01)
        assert (await ask(ws, FINISH))["data"]["done"]
    assert ws is not None
    await ws.close()


def soak(url: str, first: int, count: int) -> None:
    """``count`` episodes over :data:`CLIENTS` concurrent clients."""
    async def clients() -> None:
        share = count // CLIENTS
        await asyncio.gather(*(soak_client(url, first + c * share, share)
                               for c in range(CLIENTS)))

    asyncio.run(clients())


@pytest.mark.slow
@pytest.mark.skipif(not os.path.exists("/proc/self/status"), reason="reads Linux's /proc")
def test_the_server_memory_stays_flat_over_ten_thousand_episodes() -> None:
    """Warm-up, then :data:`SOAK` episodes: the server process grows less than
    :data:`SOAK_GROWTH_MIB` (sessions come and go, park, expire early and resume throughout:
    eight sessions at most, so parking frees the oldest all the time)."""
    with serving("--max-sessions", "8") as (url, pid):
        soak(url, 0, WARM_UP)
        warm = resident_mib(pid)
        soak(url, WARM_UP, SOAK)
        grown = resident_mib(pid) - warm
    print(f"server resident memory after {WARM_UP} episodes: {warm:.1f} MiB; "
          f"grown over {SOAK} more: {grown:.2f} MiB")
    assert grown < SOAK_GROWTH_MIB
