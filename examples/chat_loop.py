"""Drive MobilePlanner the way a chat model would: keep the message list, feed back tool results.

Replace ``policy`` with a call to your model (``messages`` and ``tools`` are exactly what a chat
template or an OpenAI-compatible endpoint takes). Here a scripted policy replays the demo task's
reference solution so the example runs anywhere in a second.

    python examples/chat_loop.py
"""

from __future__ import annotations

import json
from typing import Any, Iterator

import gymnasium as gym

import mobile_env  # noqa: F401  (registers MobilePlanner-v0)
from mobile_env.tasks import load_suite


def scripted_policy(task_id: str) -> Iterator[str]:
    """Stands in for a model: yields the reference solution's steps as <tool_call> text."""
    task = next(t for t in load_suite("demo") if t.id == task_id)
    for step in task.reference_solution:
        yield "\n".join(f"<tool_call>{json.dumps({'name': c.name, 'arguments': c.arguments})}</tool_call>"
                        for c in step)


def main() -> None:
    env = gym.make("MobilePlanner-v0", suite="demo")
    obs, info = env.reset(seed=0)
    messages: list[dict[str, Any]] = list(info["messages"])
    tools = info["tools"]
    policy = scripted_policy(info["task_id"])
    print(f"{len(tools)} tools; user: {obs}")
    while True:
        action = next(policy)  # your model: generate(messages, tools)
        messages.append({"role": "assistant", "content": action})
        obs, reward, terminated, truncated, info = env.step(action)
        messages.append({"role": "tool", "content": obs})
        print(f"assistant: {action}\ntool: {obs[:200]}{'...' if len(obs) > 200 else ''}")
        if terminated or truncated:
            print(f"reward {reward} ({info['termination_reason']}); breakdown: {info['reward_breakdown']}")
            break


if __name__ == "__main__":
    main()
