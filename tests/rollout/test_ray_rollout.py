"""Ray rollout workers on a two-node ``ray.cluster_utils.Cluster``: identical rollouts to the
in-process collector, and a worker killed mid-collection loses and duplicates nothing.

Ray binds the machine's network interface even when told 127.0.0.1, so these tests never start
Ray in the test process itself: :func:`test_ray_cluster_in_a_loopback_namespace` re-runs this
module inside a private network namespace that has only loopback (``unshare -n``, which needs
root: CI runs as root), where the cluster tests run for real. Outside one they are skipped.
"""

from __future__ import annotations

import os
import shutil
import signal
import socket
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

ray = pytest.importorskip("ray", reason="needs the ray extra (pip install -e '.[ray]')")

from mobile_env.agents import get_agent  # noqa: E402
from mobile_env.agents.base import FINISH_ACTION  # noqa: E402
from mobile_env.env import MobilePlannerEnv  # noqa: E402
from mobile_env.rollout import Chat, agent_policy, collect  # noqa: E402
from mobile_env.task_format import load_suite  # noqa: E402
from mobile_env.trajectory import from_rollout  # noqa: E402

from episode_scripts import GARBAGE, solution  # noqa: E402

INSIDE = os.environ.get("MOBILE_ENV_LOOPBACK_NETNS") == "1"
inside_only = pytest.mark.skipif(not INSIDE, reason="runs inside the loopback-only namespace "
                                 "that test_ray_cluster_in_a_loopback_namespace makes")
TASKS = [*load_suite("spieval-core")[:6], *load_suite("mobilepa-skills")[:2]]
REPO = Path(__file__).resolve().parents[2]


def loopback_only() -> bool:
    return [name for _, name in socket.if_nameindex()] == ["lo"]


@pytest.mark.slow
def test_ray_cluster_in_a_loopback_namespace() -> None:
    if INSIDE:
        pytest.skip("already inside the namespace")
    if shutil.which("unshare") is None or os.geteuid() != 0:
        pytest.skip("needs root and unshare -n for a loopback-only network namespace")
    inner = (f"ip link set lo up && MOBILE_ENV_LOOPBACK_NETNS=1 RAY_AUTH_MODE=disabled exec "
             f"{sys.executable} -m pytest -p no:cacheprovider -o addopts= -q -rs "
             "tests/rollout/test_ray_rollout.py")
    result = subprocess.run(["unshare", "-n", "sh", "-c", inner], cwd=REPO, text=True,
                            capture_output=True, timeout=1200)
    report = result.stdout[-6000:] + result.stderr[-3000:]
    assert result.returncode == 0, report
    assert "5 passed, 1 skipped" in result.stdout, report


class Scripted:
    """A batched policy: heuristic turns for SPIEval tasks, garbage then the reference solution
    for skill tasks. ``on_call`` runs before every turn (a failure drill)."""

    def __init__(self, on_call: Any = None) -> None:
        self.heuristic = agent_policy(lambda: get_agent("heuristic"))
        self.plans = {t.id: [*GARBAGE[:3], *solution(t)] for t in TASKS if t.id.startswith("pa-")}
        self.on_call, self.calls = on_call, 0

    def __call__(self, chats: list[Chat]) -> list[str]:
        self.calls += 1
        if self.on_call is not None:
            self.on_call(self.calls)
        heuristic = iter(self.heuristic([c for c in chats if c["task_id"] not in self.plans]))
        return [self._planned(c) if c["task_id"] in self.plans else next(heuristic) for c in chats]

    def _planned(self, chat: Chat) -> str:
        plan = self.plans[chat["task_id"]]
        return plan[chat["step"]] if chat["step"] < len(plan) else FINISH_ACTION


def same(a: list[Any], b: list[Any]) -> None:
    assert [from_rollout(r).to_json() for r in a] == [from_rollout(r).to_json() for r in b]
    assert [(r.index, r.group, r.seed, r.messages, r.tools, r.actions, r.rewards, r.breakdown,
             r.env_config) for r in a] == \
        [(r.index, r.group, r.seed, r.messages, r.tools, r.actions, r.rewards, r.breakdown,
          r.env_config) for r in b]


@pytest.fixture(scope="module")
def cluster() -> Any:
    assert loopback_only(), "refusing to start Ray outside a loopback-only network namespace"
    from ray.cluster_utils import Cluster

    nodes = Cluster(initialize_head=True, head_node_args={"num_cpus": 2})
    nodes.add_node(num_cpus=2)
    ray.init(address=nodes.address, log_to_driver=False)
    yield nodes
    ray.shutdown()
    nodes.shutdown()


@inside_only
def test_distributed_collect_matches_the_local_one(cluster: Any) -> None:
    from mobile_env import ray_rollout

    kwargs: dict[str, Any] = {"group_size": 2, "seed": 3, "reward": "spieval_shaped",
                              "step_limit": 12}
    expected = collect(Scripted(), TASKS, **kwargs)
    got = ray_rollout.collect(Scripted(), TASKS, num_workers=4, num_cpus_per_worker=0.5, **kwargs)
    same(got, expected)
    assert all(r.breakdown for r in got)
    opening = {t.id: len(MobilePlannerEnv(task=t).reset()[1]["tools"]) for t in TASKS}
    assert all(len(r.tools) > opening[r.task_id] for r in got if r.task_id.startswith("pa-"))
    batched = ray_rollout.collect(Scripted(), TASKS, num_workers=3, batch_size=6, **kwargs)
    same(batched, collect(Scripted(), TASKS, batch_size=6, **kwargs))


@inside_only
def test_a_token_budget_ends_remote_episodes_as_it_ends_local_ones(cluster: Any) -> None:
    from mobile_env import ray_rollout

    kwargs: dict[str, Any] = {"group_size": 2, "seed": 3, "token_budget": 3000,
                              "count_tokens": len}
    got = ray_rollout.collect(Scripted(), TASKS, num_workers=2, num_cpus_per_worker=0.5, **kwargs)
    same(got, collect(Scripted(), TASKS, **kwargs))
    assert "token_budget" in {r.episode.termination_reason for r in got}


@inside_only
def test_workers_spread_over_both_nodes(cluster: Any) -> None:
    from mobile_env.ray_rollout import RayVectorEnv

    vec = RayVectorEnv(TASKS, 1, num_workers=4, num_cpus=1)
    try:
        nodes = {node for node, _ in ray.get([w.where.remote() for w in vec.workers])}
    finally:
        vec.close()
    assert len(nodes) == 2


@inside_only
def test_an_int_seed_seeds_envs_as_the_local_vector_env_does(cluster: Any) -> None:
    from mobile_env.ray_rollout import RayVectorEnv
    from mobile_env.vector import MobileVectorEnv

    vec = RayVectorEnv(TASKS[:3], 2, num_workers=2, num_cpus=0.5)
    local = MobileVectorEnv.groups(TASKS[:3], 2)
    try:
        vec.reset(seed=5)
        assert vec._seeds == local._seeds(5) == [5, 5, 6, 6, 7, 7]
    finally:
        vec.close()
        local.close()


@inside_only
def test_killed_workers_are_replaced_without_loss_or_duplicates(cluster: Any) -> None:
    from mobile_env.ray_rollout import RayVectorEnv

    made: list[RayVectorEnv] = []

    def vector_env(*args: Any, **kwargs: Any) -> RayVectorEnv:
        made.append(RayVectorEnv(*args, num_workers=4, num_cpus=0.5, **kwargs))
        return made[-1]

    def kill(turn: int) -> None:  # SIGKILL a worker process at turns 2 and 4
        if turn in (2, 4):
            _, pid = ray.get(made[-1].workers[turn // 2].where.remote())
            os.kill(pid, signal.SIGKILL)

    kwargs: dict[str, Any] = {"group_size": 2, "seed": 5, "step_limit": 10}
    got = collect(Scripted(on_call=kill), TASKS, vector_env=vector_env, **kwargs)
    assert made[-1].replacements == 2
    assert sorted(r.index for r in got) == list(range(len(TASKS) * 2))
    same(got, collect(Scripted(), TASKS, **kwargs))
