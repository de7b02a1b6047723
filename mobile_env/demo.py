"""``mobile-env demo``: play one episode of the built-in demo task with its reference solution.

It shows what the model sees (system prompt, instruction, tool feedback) and the final reward,
and needs no model: it is the quickest check that an install works.
"""

from __future__ import annotations

import json

import mobile_env
from mobile_env.cli_args import Parser
from mobile_env.helptext import help_text
from mobile_env.task_format import load_suite


def main(argv: list[str] | None = None) -> int:
    parser = Parser(prog="mobile-env demo", description=help_text(__doc__))
    parser.add_argument("--suite", default="demo",
                        help="suite to take the task from (default: demo)")
    parser.add_argument("--task", default=None, help="task id (default: the suite's first task)")
    parser.add_argument("--show-prompt", action="store_true", help="print the full system prompt")
    args = parser.parse_args(argv)
    task = next((t for t in load_suite(args.suite) if args.task in (None, t.id)), None)
    if task is None:
        parser.error(f"no task {args.task!r} in suite {args.suite!r}")
    import gymnasium as gym  # after parsing: --help and a usage error need no Gymnasium

    env = gym.make(mobile_env.ENV_ID, suite=args.suite, task=task.id)
    obs, info = env.reset(seed=0)
    if args.show_prompt:
        print(info["messages"][0]["content"], "\n")
    print(f"task {task.id} ({task.capability}); {len(info['tools'])} tools active")
    print(f"user> {obs}")
    for step in task.reference_solution:
        action = json.dumps([{"name": c.name, "arguments": c.arguments} for c in step],
                            ensure_ascii=False)
        print(f"planner> {action}")
        obs, reward, terminated, truncated, info = env.step(action)
        print(f"phone> {obs[:600]}{' ...' if len(obs) > 600 else ''}")
        if terminated or truncated:
            print(f"episode ended ({info['termination_reason']}): reward {reward}")
            break
    return 0
