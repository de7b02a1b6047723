"""A small OpenAI-compatible chat-completions server for the tests, on 127.0.0.1 only.

``transformers serve`` needs FastAPI and uvicorn, which the project does not install, so the
tests serve a real local model themselves: the model's own chat template renders the messages
and the tool schemas, ``generate`` writes the reply, and ``<tool_call>`` blocks that hold valid
JSON become OpenAI ``tool_calls`` (a block that does not parse is left in ``content``, as vLLM's
Hermes parser does). The same HTTP layer also serves scripted replies for protocol tests.

    python tests/openai_server.py MODEL_DIR PORT_FILE LOG_FILE   # serve a model until killed
"""

from __future__ import annotations

import json
import re
import sys
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any, Callable

Respond = Callable[[dict[str, Any]], tuple[int, dict[str, Any]]]
_BLOCK = re.compile(r"<tool_call>(.*?)</tool_call>", re.S)


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


def model_responder(model_dir: str) -> Respond:
    """Answer with the real model in ``model_dir`` (greedy unless a temperature is sent)."""
    import torch
    from transformers import AutoModelForCausalLM, AutoTokenizer

    tokenizer = AutoTokenizer.from_pretrained(model_dir)
    model = AutoModelForCausalLM.from_pretrained(model_dir).eval()
    lock = threading.Lock()

    def respond(body: dict[str, Any]) -> tuple[int, dict[str, Any]]:
        messages = [_template_message(m) for m in body["messages"]]
        inputs = tokenizer.apply_chat_template(messages, tools=body.get("tools"),
                                               add_generation_prompt=True, return_tensors="pt",
                                               return_dict=True)
        temperature = float(body.get("temperature") or 0.0)
        with lock, torch.no_grad():
            torch.manual_seed(int(body.get("seed") or 0))
            out = model.generate(**inputs, max_new_tokens=int(body.get("max_tokens") or 64),
                                 do_sample=temperature > 0, temperature=temperature or None,
                                 top_p=body.get("top_p"))
        text = tokenizer.decode(out[0, inputs["input_ids"].shape[1]:], skip_special_tokens=True)
        return 200, completion(_parse_reply(text))

    return respond


def _template_message(message: dict[str, Any]) -> dict[str, Any]:
    """OpenAI message -> what the chat template reads (arguments as objects, content a string)."""
    out = {**message, "content": message.get("content") or ""}
    if message.get("tool_calls"):
        out["tool_calls"] = [{**c, "function": {**c["function"],
                                                "arguments": _maybe_json(c["function"]["arguments"])}}
                             for c in message["tool_calls"]]
    return out


def _maybe_json(text: Any) -> Any:
    try:
        return json.loads(text)
    except (TypeError, ValueError):
        return text


def _parse_reply(text: str) -> dict[str, Any]:
    blocks = _BLOCK.findall(text)
    calls = [_maybe_json(b.strip()) for b in blocks]
    if not blocks or not all(isinstance(c, dict) and isinstance(c.get("name"), str) for c in calls):
        return {"content": text}
    return {"content": None, "tool_calls": [
        {"id": f"call_{i}", "type": "function",
         "function": {"name": c["name"], "arguments": json.dumps(c.get("arguments", {}))}}
        for i, c in enumerate(calls)]}


def main(argv: list[str]) -> None:
    model_dir, port_file, log = argv
    server = make_server(model_responder(model_dir), Path(log))
    Path(port_file).write_text(str(server.server_address[1]))
    server.serve_forever()


if __name__ == "__main__":
    main(sys.argv[1:])
