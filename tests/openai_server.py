"""A scripted OpenAI-compatible chat-completions server for the protocol tests, on 127.0.0.1.

The model tests use a real server (``transformers serve``, see ``tests/test_openai_agent.py``).
This one exists for the edge cases a real server cannot be made to produce on demand: tool
calls with malformed arguments, 5xx and 429 replies to retry, a 4xx not to retry, and replies
slower than the client's timeout. ``respond(body) -> (status, json)`` answers each request.
"""

from __future__ import annotations

import json
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any, Callable

Respond = Callable[[dict[str, Any]], tuple[int, dict[str, Any]]]


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
            data = json.dumps(answer).encode()
            self.send_response(status)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(data)))
            self.end_headers()
            self.wfile.write(data)

        def log_message(self, *args: Any) -> None:
            pass

    return ThreadingHTTPServer(("127.0.0.1", 0), Handler)


def completion(message: dict[str, Any]) -> dict[str, Any]:
    return {"id": "chatcmpl-test", "object": "chat.completion", "model": "test",
            "choices": [{"index": 0, "message": {"role": "assistant", **message},
                         "finish_reason": "tool_calls" if message.get("tool_calls") else "stop"}]}
