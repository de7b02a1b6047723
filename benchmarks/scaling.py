"""What serving and Ray cost against the in-process env: steps/s and added latency per step.

    python benchmarks/scaling.py                       # server with 1, 8 and 64 sessions
    unshare -n sh -c 'ip link set lo up; RAY_AUTH_MODE=disabled python benchmarks/scaling.py --ray'

The workload is SPIEval's hand-written suite played by its reference solutions (searches and
execution calls, 4-7 steps an episode), so every step does real work.

* **in process**: one :class:`~mobile_env.env.MobilePlannerEnv`, episode after episode; the
  median ``env.step`` is the baseline the other rows are compared with.
* **server**: ``mobile-env serve`` in its own process on 127.0.0.1, driven by N concurrent
  OpenEnv WebSocket sessions (one asyncio client process). Steps/s counts every session's
  steps; *added latency* is a step's median round trip minus the in-process median step.
* **Ray** (``--ray``): :func:`mobile_env.ray_rollout.collect` with 1, 2 and 4 workers against
  :func:`mobile_env.rollout.collect` over the same rollouts (the reference solutions as the
  policy, GRPO groups of 8; starting the actors is timed apart). Ray binds the machine's network
  interface, so on a shared machine run it in a loopback-only network namespace as above (the
  script refuses otherwise), or give ``--ray-address`` of a real cluster.

Timing is wall clock (``time.perf_counter``) over whole runs: read each row's ratio to the
in-process row of the same run before its absolute numbers.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import platform
import socket
import statistics
import subprocess
import sys
import time
import urllib.request
from typing import Any, Sequence

from mobile_env.cli_args import Parser
from mobile_env.agents.base import calls_action
from mobile_env.env import MobilePlannerEnv
from mobile_env.rollout import Chat, collect
from mobile_env.task_format import Task, load_suite
from mobile_env.vector import MobileVectorEnv

SUITE = "spieval-core"


def episode_actions(task: Task) -> list[str]:
    return [calls_action((c.name, c.arguments) for c in step) for step in task.reference_solution]


def in_process(tasks: Sequence[Task], episodes: int) -> dict[str, float]:
    """Steps/s and the median ``env.step`` of ``episodes`` episodes, one env."""
    env = MobilePlannerEnv(tasks=tasks)
    times: list[float] = []
    start = time.perf_counter()
    for k in range(episodes):
        task = tasks[k % len(tasks)]
        env.reset(seed=k, options={"task_id": task.id})
        for action in episode_actions(task):
            t0 = time.perf_counter()
            done = any(env.step(action)[2:4])
            times.append(time.perf_counter() - t0)
            if done:
                break
    wall = time.perf_counter() - start
    return {"steps": len(times), "steps_per_s": len(times) / wall,
            "median_step_us": statistics.median(times) * 1e6}


def served(tasks: Sequence[Task], sessions: int, episodes_per_session: int,
           base: str) -> dict[str, float]:
    """Steps/s over ``sessions`` concurrent WebSocket sessions, and per-step round trips."""
    from mobile_env.serving.client import MobilePlannerClient

    latencies: list[float] = []

    async def session(s: int) -> None:
        async with MobilePlannerClient(base_url=base, message_timeout_s=600) as client:
            for k in range(episodes_per_session):
                task = tasks[(s * episodes_per_session + k) % len(tasks)]
                await client.reset(seed=k, task_id=task.id)
                for action in episode_actions(task):
                    t0 = time.perf_counter()
                    result = await client.step(action)
                    latencies.append(time.perf_counter() - t0)
                    if result.done:
                        break

    async def run() -> None:
        await asyncio.gather(*(session(s) for s in range(sessions)))

    start = time.perf_counter()
    asyncio.run(run())
    wall = time.perf_counter() - start
    latencies.sort()
    return {"steps": len(latencies), "steps_per_s": len(latencies) / wall,
            "median_rtt_us": statistics.median(latencies) * 1e6,
            "p90_rtt_us": latencies[int(0.9 * (len(latencies) - 1))] * 1e6}


class ServerProcess:
    """``mobile-env serve`` on a free 127.0.0.1 port, as its own process."""

    def __init__(self, num_tasks: int, max_sessions: int, *extra: str) -> None:
        with socket.socket() as probe:
            probe.bind(("127.0.0.1", 0))
            self.port = probe.getsockname()[1]
        self.base = f"http://127.0.0.1:{self.port}"
        self.process = subprocess.Popen(
            [sys.executable, "-m", "mobile_env.cli", "serve", "--suite", SUITE, "--num-tasks",
             str(num_tasks), "--port", str(self.port), "--max-sessions", str(max_sessions),
             "--log-level", "warning", *extra], stdout=subprocess.DEVNULL)

    def __enter__(self) -> ServerProcess:
        deadline = time.monotonic() + 300
        while True:
            try:
                urllib.request.urlopen(self.base + "/health", timeout=5)
                return self
            except OSError:
                if self.process.poll() is not None or time.monotonic() > deadline:
                    raise RuntimeError("mobile-env serve did not start") from None
                time.sleep(0.5)

    def __exit__(self, *exc: Any) -> None:
        self.process.terminate()
        self.process.wait(timeout=60)


class ReferencePolicy:
    """A batched policy that plays each task's reference solution (then finishes)."""

    def __init__(self, tasks: Sequence[Task]) -> None:
        self.plans = {t.id: episode_actions(t) for t in tasks}

    def __call__(self, chats: list[Chat]) -> list[str]:
        plans = [self.plans[c["task_id"]] for c in chats]
        return [p[c["step"]] if c["step"] < len(p) else '{"name": "finish", "arguments": {}}'
                for p, c in zip(plans, chats)]


def ray_rows(tasks: Sequence[Task], workers: Sequence[int], address: str | None,
             group_size: int) -> list[dict[str, float]]:
    """Env steps/s of the local collector and of the Ray one with each worker count; starting
    the actors (a Python process each) is timed apart from the collection."""
    import ray

    from mobile_env.ray_rollout import RayVectorEnv

    if address is None and [n for _, n in socket.if_nameindex()] != ["lo"]:
        raise SystemExit("--ray starts a local Ray, which binds the machine's network interface: "
                         "run this inside `unshare -n sh -c 'ip link set lo up; "
                         "RAY_AUTH_MODE=disabled python benchmarks/scaling.py --ray'`, or give "
                         "--ray-address of a cluster")
    ray.init(address=address or "local", num_cpus=None if address else max(workers),
             include_dashboard=False, log_to_driver=False)
    rows = []
    for count in (0, *workers):  # 0: in process
        start = time.perf_counter()
        factory: Any = MobileVectorEnv.groups
        if count:
            vec = RayVectorEnv(tasks, group_size, num_workers=count, num_cpus=0.5)
            factory = lambda *args, **kwargs: vec  # noqa: E731  (built and started already)
        started = time.perf_counter()
        rollouts = collect(ReferencePolicy(tasks), tasks, group_size=group_size,
                           vector_env=factory)
        wall = time.perf_counter() - started
        steps = sum(r.steps for r in rollouts)
        rows.append({"workers": count, "episodes": len(rollouts), "steps": steps,
                     "steps_per_s": steps / wall, "collect_s": wall, "start_s": started - start})
    ray.shutdown()
    return rows


def _ints(text: str) -> list[int]:
    return [int(x) for x in text.split(",") if x]


def main(argv: Sequence[str] | None = None) -> int:
    parser = Parser(description=__doc__,
                    formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--sessions", type=_ints, default=[1, 8, 64],
                        help="concurrent server sessions to measure (default 1,8,64)")
    parser.add_argument("--steps", type=int, default=3000,
                        help="about how many steps each server row plays (default 3000)")
    parser.add_argument("--tasks", type=int, default=100, help="tasks of spieval-core used")
    parser.add_argument("--ray", action="store_true", help="also measure Ray collection")
    parser.add_argument("--workers", type=_ints, default=[1, 2, 4], help="Ray worker counts")
    parser.add_argument("--ray-address", default=None, help="a Ray cluster to use")
    parser.add_argument("--group-size", type=int, default=8,
                        help="episodes per task in the Ray rows (default 8)")
    parser.add_argument("--no-server", action="store_true", help="skip the server rows")
    parser.add_argument("--json", default=None, help="also write the numbers to this file")
    args = parser.parse_args(argv)
    tasks = list(load_suite(SUITE)[:args.tasks])
    steps_per_episode = statistics.mean(len(t.reference_solution) for t in tasks)
    print(f"machine: {platform.platform()}; {platform.python_implementation()} "
          f"{platform.python_version()}; {os.cpu_count()} CPUs (load average "
          f"{os.getloadavg()[0]:.1f}); workload: {len(tasks)} "
          f"{SUITE} reference solutions, {steps_per_episode:.1f} steps an episode")
    local = in_process(tasks, max(1, round(args.steps / steps_per_episode)))
    out: dict[str, Any] = {"in_process": local}
    print(f"\nin process: {local['steps_per_s']:,.0f} steps/s, median env.step "
          f"{local['median_step_us']:.1f} µs")
    if not args.no_server:
        print("\nsessions  steps/s  × in-process  median step µs  p90 µs  added latency µs")
        print("--------  -------  ------------  -------------  ------  ----------------")
        out["server"] = []
        with ServerProcess(len(tasks), max(args.sessions)) as server:
            served(tasks, 1, len(tasks), server.base)  # warm-up: every task's opening, indexes
            for n in args.sessions:
                per_session = max(1, round(args.steps / steps_per_episode / n))
                row = {"sessions": n, **served(tasks, n, per_session, server.base)}
                row["added_latency_us"] = row["median_rtt_us"] - local["median_step_us"]
                out["server"].append(row)
                print(f"{n:>8}  {row['steps_per_s']:>7,.0f}  "
                      f"{row['steps_per_s'] / local['steps_per_s']:>12.3f}  "
                      f"{row['median_rtt_us']:>13,.0f}  {row['p90_rtt_us']:>6,.0f}  "
                      f"{row['added_latency_us']:>16,.0f}")
    if args.ray:
        out["ray"] = ray_rows(tasks, args.workers, args.ray_address, args.group_size)
        baseline = out["ray"][0]["steps_per_s"]
        print("\nRay workers  episodes  steps/s  × in-process  collect s  actor start s")
        print("-----------  --------  -------  ------------  ---------  -------------")
        for row in out["ray"]:
            label = "in process" if row["workers"] == 0 else str(row["workers"])
            print(f"{label:>11}  {row['episodes']:>8}  {row['steps_per_s']:>7,.0f}  "
                  f"{row['steps_per_s'] / baseline:>12.3f}  {row['collect_s']:>9.2f}  "
                  f"{row['start_s']:>13.2f}")
    if args.json:
        with open(args.json, "w", encoding="utf-8") as f:
            json.dump(out, f, indent=1)
    return 0


if __name__ == "__main__":
    sys.exit(main())
