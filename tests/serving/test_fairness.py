"""One client cannot slow the others: an ordinary client's steps against ``mobile-env serve``
while an abusive client (:mod:`abusive_client`: frames at and over the frame limit, pipelined
steps, the most expensive searches) floods the same server, each in its own process.

The ordinary client's latency is compared with its own latency alone, measured in the same run
in alternating rounds (the abuser paused with SIGSTOP, then resumed), so that whatever else the
machine runs weighs on both sides alike; medians, never maxima, and no absolute timings."""

from __future__ import annotations

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
from typing import Iterator

import pytest

pytest.importorskip("openenv", reason="needs the serve extra (pip install -e '.[serve]')")

from websockets.sync.client import ClientConnection, connect  # noqa: E402

from mobile_env.serving.cli import MAX_FRAME_BYTES  # noqa: E402

#: The most an abusive client may multiply an ordinary client's median step latency by.
FAIRNESS_FACTOR = 3.0
ROUNDS, STEPS = 8, 25
STEP = json.dumps({"type": "step", "data": {"text": json.dumps(
    {"name": "search_contacts", "arguments": {"pattern": "Xu"}})}})
RESET = json.dumps({"type": "reset", "data": {"seed": 0}})


@pytest.fixture(scope="module")
def server() -> Iterator[str]:
    """``mobile-env serve`` in its own process; yields its ``ws://`` URL."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    process = subprocess.Popen([sys.executable, "-m", "mobile_env.cli", "serve", "--suite", "demo",
                                "--port", str(port), "--log-level", "warning"],
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
        yield f"ws://127.0.0.1:{port}/ws"
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
def test_an_abusive_client_does_not_starve_an_ordinary_one(server: str) -> None:
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
    ratio = statistics.median(beside) / statistics.median(alone)
    print(f"median step latency beside the abuser / alone: {ratio:.2f}")
    assert ratio < FAIRNESS_FACTOR
