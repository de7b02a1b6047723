"""Drive MobilePlanner the way a chat model would: keep the message list, feed back tool results.

The messages are kept in the OpenAI tool-calling shape (:func:`mobile_env.messages.openai_turn`:
assistant ``tool_calls`` with ids, one ``tool`` message per call), so ``messages`` and ``tools``
are exactly what ``POST /v1/chat/completions`` takes. For a local model and its chat template,
build them with :func:`mobile_env.messages.hermes_turn` instead (``<tool_call>`` text).

Replace ``policy`` with a call to your model. Here a scripted policy replays the demo task's
reference solution (one of its steps makes two calls in parallel) so the example runs anywhere in
a second:

    python examples/chat_loop.py
"""

from __future__ import annotations

import json
from typing import Any, Iterator

import gymnasium as gym

import mobile_env  # noqa: F401  (registers MobilePlanner-v0)
from mobile_env.messages import hermes_calls, openai_turn
from mobile_env.task_format import load_suite


def scripted_policy(task_id: str) -> Iterator[str]:
    """Stands in for a model: yields the reference solution's steps as <tool_call> text."""
    task = next(t for t in load_suite("demo") if t.id == task_id)
    for step in task.reference_solution:
        yield hermes_calls((c.name, c.arguments) for c in step)


def main() -> list[dict[str, Any]]:
    env = gym.make("MobilePlanner-v0", suite="demo")
    obs, info = env.reset(seed=0)
    messages: list[dict[str, Any]] = list(info["messages"])
    tools = info["tools"]
    policy = scripted_policy(info["task_id"])
    print(f"{len(tools)} tools; user: {obs}")
    for turn in range(info["step_limit"]):
        action = next(policy)  # your model: generate(messages, tools)
        obs, reward, terminated, truncated, info = env.step(action)
        new = openai_turn(action, obs, turn)
        messages += new
        calls = [c["function"]["name"] for c in new[0].get("tool_calls", ())]
        print(f"assistant: tool_calls {calls}")
        for reply in new[1:]:
            print(f"tool ({reply['tool_call_id']}): {reply['content'][:120]}...")
        if terminated or truncated:
            print(f"reward {reward} ({info['termination_reason']}); "
                  f"breakdown: {json.dumps(info['reward_breakdown'])[:120]}...")
            break
    return messages


if __name__ == "__main__":
    main()
