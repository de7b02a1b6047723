"""OpenAI-compatible chat-completions servers for the tests, on 127.0.0.1 only.

:func:`serve_model` runs a real one, ``transformers serve`` over a local model directory, in
its own process: what the model tests use. :func:`serve` runs a scripted one in a thread, for
the edge cases a real server cannot be made to produce on demand: tool calls with malformed
arguments, 5xx and 429 replies to retry, a 4xx not to retry, replies slower than the client's
timeout, judges' verdicts of each kind. ``respond(body) -> (status, json)`` answers each request
(a string is sent as the body as it is: JSON no encoder writes).
"""

from __future__ import annotations

import json
import socket
import subprocess
import sys
import threading
import time
import urllib.request
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any, Callable, Iterator

import pytest

Respond = Callable[[dict[str, Any]], tuple[int, dict[str, Any] | str]]


def make_server(respond: Respond, log: Path | None = None) -> ThreadingHTTPServer:
    """A server on a free 127.0.0.1 port; ``respond(body) -> (status, json)`` answers each POST.

    Every request (body and headers) and answer is appended to ``log`` as one JSON line.
    """
    lock = threading.Lock()

    class Handler(BaseHTTPRequestHandler):
        def do_POST(self) -> None:  # noqa: N802 (http.server's naming)
            body = json.loads(self.rfile.read(int(self.headers.get("Content-Length", 0))))
            status, answer = respond(body)
            if log is not None:
                with lock, log.open("a", encoding="utf-8") as out:
                    out.write(json.dumps({"request": body, "headers": dict(self.headers),
                                          "status": status, "answer": answer}) + "\n")
            data = (answer if isinstance(answer, str) else json.dumps(answer)).encode()
            self.send_response(status)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(data)))
            self.end_headers()
            self.wfile.write(data)

        def log_message(self, *args: Any) -> None:
            pass

    return ThreadingHTTPServer(("127.0.0.1", 0), Handler)


def serve_model(model_dir: Path, startup_s: float) -> Iterator[str]:
    """``transformers serve MODEL_DIR`` on a free 127.0.0.1 port in its own process."""
    pytest.importorskip("fastapi", reason="transformers serve needs the test extra's fastapi")
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    process = subprocess.Popen([sys.executable, "-m", "transformers.cli.transformers", "serve",
                                str(model_dir), "--host", "127.0.0.1", "--port", str(port),
                                "--device", "cpu", "--default-seed", "0"],
                               stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    url = f"http://127.0.0.1:{port}/v1"
    try:
        deadline = time.monotonic() + startup_s
        while True:
            try:
                urllib.request.urlopen(url + "/models", timeout=5)
                break
            except OSError:
                if process.poll() is not None:
                    log = process.stderr.read().decode()[-3000:]
                    pytest.fail(f"transformers serve exited: {log}")
                if time.monotonic() > deadline:
                    pytest.fail("transformers serve did not start in time")
                time.sleep(0.5)
        yield url
    finally:
        process.kill()
        process.wait(timeout=30)


def serve(respond: Any, log: Path | None = None) -> Iterator[str]:
    server = make_server(respond, log)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}/v1"
    finally:
        server.shutdown()
        server.server_close()
        thread.join(timeout=5)


def completion(message: dict[str, Any]) -> dict[str, Any]:
    return {"id": "chatcmpl-test", "object": "chat.completion", "model": "test",
            "choices": [{"index": 0, "message": {"role": "assistant", **message},
                         "finish_reason": "tool_calls" if message.get("tool_calls") else "stop"}]}
