"""What scoring a MobilePA checker as ``step_reward`` costs as the episode grows.

The env scores its ``step_reward`` potential on the live record after every step with the plain
reward call. This times exactly that scoring, after each
step of an episode whose every step is a distinct successful call of the kind the checker reads
most: a new contact on ``pa-tu-be-01`` for ``tool_calls`` and ``state_change`` (each a write
outside the task's required calls and target), a handoff to the GUI agent on ``pa-sub-01`` for
``behaviour``. CPU time, the collector paused, the median of the eleven scorings around each
step count (step 1 includes the first scoring's warm-up)::

    python -m benchmarks.potentials                     # every checker, steps 1, 500, 5,000
    python -m benchmarks.potentials behaviour --at 1 50
"""

from __future__ import annotations

import argparse
import gc
import json
import time
from typing import Callable

from mobile_env.env import MobilePlannerEnv
from mobile_env.reward_registry import get

#: Steps around each step count whose scorings give its median.
WINDOW = 11


def new_contact(i: int) -> str:
    return json.dumps({"name": "add_contact", "arguments": {"name": f"Ann Lee {i}",
                                                           "phone": f"+86 135 {i:08d}"}})


def handoff(i: int) -> str:
    return json.dumps({"name": "route_to_gui_agent", "arguments": {
        "instruction": f"Book Lucky Noodles at 19:00 on 2025-06-02, try {i}",
        "context": {"party": 2}}})


#: Each checker's task and the call of its every step.
CASES: dict[str, tuple[str, Callable[[int], str]]] = {
    "tool_calls": ("pa-tu-be-01", new_contact), "state_change": ("pa-tu-be-01", new_contact),
    "behaviour": ("pa-sub-01", handoff)}


def potential_us(reward: str, at: list[int]) -> dict[int, float]:
    """Median CPU µs of scoring ``reward`` on the live record, around each step count of
    ``at``."""
    task, action = CASES[reward]
    last = max(at) + WINDOW // 2 + 1
    env = MobilePlannerEnv(task=task, step_limit=last)
    env.reset(seed=0)
    scored, record = get(reward), env.episode
    assert record is not None
    times: list[int] = []
    enabled = gc.isenabled()
    gc.disable()
    try:
        for i in range(last):
            observation = env.step(action(i))[0]
            if '"status":"ok"' not in observation:
                raise RuntimeError(f"step {i + 1} of {task} failed: {observation}")
            start = time.process_time_ns()
            scored(record)
            times.append(time.process_time_ns() - start)
    finally:
        if enabled:
            gc.enable()
    out = {}
    for step in at:
        window = sorted(times[max(0, step - 1 - WINDOW // 2):step + WINDOW // 2])
        out[step] = window[len(window) // 2] / 1000
    return out


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(
        prog="python -m benchmarks.potentials", description=__doc__.split("\n\n")[0],
        formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("rewards", nargs="*", metavar="REWARD",
                        help=f"checkers to time, of {', '.join(CASES)} (default: all)")
    parser.add_argument("--at", type=int, nargs="+", default=[1, 500, 5000],
                        help="step counts to time the scoring at (default: 1 500 5000)")
    args = parser.parse_args(argv)
    if min(args.at) < 1:
        parser.error("--at takes step counts from 1")
    unknown = [r for r in args.rewards if r not in CASES]
    if unknown:
        parser.error(f"no case for {', '.join(unknown)}: choose from {', '.join(CASES)}")
    at = sorted(set(args.at))
    print(f"{'step_reward':<13}" + "".join(f"{f'step {n:,} µs':>15}" for n in at)
          + f"{'last / first':>14}")
    for reward in args.rewards or list(CASES):
        us = potential_us(reward, at)
        print(f"{reward:<13}" + "".join(f"{us[n]:>15.1f}" for n in at)
              + f"{us[at[-1]] / us[at[0]]:>13.2f}x", flush=True)


if __name__ == "__main__":
    main()
