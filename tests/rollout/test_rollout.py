"""The batched rollout loop: live-only batches, transcripts, groups, seeds, batching, agents."""

from __future__ import annotations

import json
import time
from typing import Any

import gymnasium as gym
import pytest

import mobile_env
from mobile_env.agents import get_agent
from mobile_env.evaluation.runner import play_episode
from mobile_env.rollout import AgentPolicy, Chat, agent_policy, collect, iter_rollouts
from mobile_env.task_format import load_suite

TASKS = load_suite("spieval-core")[:6]
FINISH = json.dumps({"name": "finish", "arguments": {}})
SEARCH = json.dumps({"name": "search_phone", "arguments": {"pattern": "a"}})


def oracle() -> AgentPolicy:
    return agent_policy(lambda: get_agent("oracle", tasks=TASKS))


def test_oracle_through_the_loop_solves_every_task_in_task_order() -> None:
    rollouts = collect(oracle(), TASKS)
    assert [r.task_id for r in rollouts] == [t.id for t in TASKS]
    assert [r.reward for r in rollouts] == [1.0] * len(TASKS)
    assert all(r.breakdown["correct"] is True for r in rollouts)
    assert [r.index for r in rollouts] == list(range(len(TASKS)))
    assert all(r.rewards[:-1] == [0.0] * (r.steps - 1) for r in rollouts)


def test_transcript_alternates_actions_and_observations() -> None:
    rollout = collect(oracle(), TASKS[:1])[0]
    opening = len(rollout.messages) - 2 * rollout.steps
    assert [m["role"] for m in rollout.messages[:opening]][0] == "system"
    assert rollout.messages[opening - 1] == {"role": "user", "content": TASKS[0].instruction}
    turns = rollout.messages[opening:]
    assert [m["role"] for m in turns] == ["assistant", "tool"] * rollout.steps
    assert [m["content"] for m in turns[::2]] == rollout.actions
    assert [m["content"] for m in turns[1::2]] == [s.observation for s in rollout.episode.steps]
    assert rollout.env_config == {"step_limit": TASKS[0].step_limit, "page_size": 5,
                                  "max_errors": None}


def test_only_live_episodes_reach_the_policy() -> None:
    """Episode k ends after k + 1 steps; each call holds exactly the episodes still running."""
    sizes: list[list[tuple[int, int]]] = []

    def policy(chats: list[Chat]) -> list[str]:
        sizes.append([(c["episode"], c["step"]) for c in chats])
        return [FINISH if c["step"] == c["episode"] else SEARCH for c in chats]

    rollouts = collect(policy, TASKS[:4])
    assert sizes == [[(k, step) for k in range(step, 4)] for step in range(4)]
    assert [r.steps for r in rollouts] == [1, 2, 3, 4]
    assert all(r.episode.termination_reason == "finish" for r in rollouts)


def test_groups_share_task_seed_and_initial_state() -> None:
    rollouts = collect(oracle(), TASKS[:2], group_size=3, seed=10)
    assert [(r.group, r.seed, r.task_id) for r in rollouts] == [
        (g, 10 + g, TASKS[g].id) for g in range(2) for _ in range(3)]
    digests = {r.episode.initial_state.digest() for r in rollouts[:3]}
    assert len(digests) == 1


def test_batch_size_changes_nothing_but_memory() -> None:
    whole = collect(agent_policy(lambda: get_agent("random", seed=3)), TASKS, group_size=2)
    # iter_rollouts yields episodes as they end; compare them in task order, as collect does
    batched = sorted(iter_rollouts(agent_policy(lambda: get_agent("random", seed=3)), TASKS,
                                   group_size=2, batch_size=4), key=lambda r: r.index)
    assert [(r.index, r.seed) for r in batched] == [(r.index, r.seed) for r in whole]
    assert [r.messages for r in batched] == [r.messages for r in whole]


def test_setting_and_step_limit_pass_through() -> None:
    def always_search(chats: list[Chat]) -> list[str]:
        return [SEARCH] * len(chats)

    rollout = collect(always_search, TASKS[:1], step_limit=3)[0]
    assert rollout.steps == 3 and rollout.episode.termination_reason == "step_limit"
    hidden = collect(always_search, TASKS[:1], setting="no_search", step_limit=2)[0]
    assert hidden.episode.setting == "no_search"
    assert not any(t["function"]["name"].startswith("search_") for t in hidden.tools)
    assert json.loads(hidden.episode.steps[0].observation)["error_type"] == "unknown_tool"


def test_final_answer_gets_no_tool_reply() -> None:
    rollout = collect(lambda chats: ["All done, thanks."] * len(chats), TASKS[:1])[0]
    assert rollout.messages[-1] == {"role": "assistant", "content": "All done, thanks."}
    assert rollout.episode.termination_reason == "final_answer" and rollout.reward == 0.0


def test_a_policy_bug_is_reported_not_looped_on() -> None:
    with pytest.raises(ValueError, match="2 outputs for 1 chats"):
        collect(lambda chats: [FINISH, FINISH], TASKS[:1])
    with pytest.raises(TypeError, match="must return strings"):
        collect(lambda chats: [None] * len(chats), TASKS[:1])


def test_agents_see_what_they_saw_in_the_single_env_loop() -> None:
    """Heuristic play through the adapter equals its play through ``play_episode``."""
    env = gym.make(mobile_env.ENV_ID, tasks=list(TASKS))
    single = [play_episode(env, get_agent("heuristic"), t.id)["reward"] for t in TASKS]
    batched = [r.reward for r in collect(agent_policy(lambda: get_agent("heuristic")), TASKS)]
    assert batched == single


SEARCH = '{"name": "search_contacts", "arguments": {"pattern": "Xu"}}'


def _searching(pause: float = 0.0) -> Any:
    """A policy that searches for ever (each call after ``pause`` seconds)."""

    def policy(chats: list[Chat]) -> list[str]:
        time.sleep(pause)
        return [SEARCH] * len(chats)

    return policy


def test_a_deadline_ends_episodes_that_run_past_it_and_they_replay() -> None:
    from mobile_env.trajectory import from_rollout, replay

    tasks = load_suite("spieval-core")[:3]
    rollouts = collect(_searching(0.2), tasks, deadline_s=0.3)
    for rollout in rollouts:
        assert rollout.episode.termination_reason == "deadline"
        assert 1 <= rollout.steps < rollout.env_config["step_limit"]
        assert len(rollout.rewards) == rollout.steps + 1  # the end pays the reward
        replayed = replay(from_rollout(rollout), tasks)
        assert replayed.termination_reason == "deadline"
        assert [s.observation for s in replayed.steps] == [
            s.observation for s in rollout.episode.steps]


def test_a_token_budget_counts_the_whole_episode() -> None:
    tasks = load_suite("spieval-core")[:2]
    budget = 2_000
    for rollout in collect(_searching(), tasks, token_budget=budget, count_tokens=len):
        assert rollout.episode.termination_reason == "token_budget"
        counted = [len(s.action) + len(s.observation) for s in rollout.episode.steps]
        assert sum(counted) >= budget > sum(counted[:-1])  # ended at the first step that spent it


def test_limits_are_checked() -> None:
    tasks = load_suite("demo")
    with pytest.raises(ValueError, match="deadline_s"):
        collect(_searching(), tasks, deadline_s=0)
    with pytest.raises(ValueError, match="count_tokens"):
        collect(_searching(), tasks, token_budget=10)


def test_end_is_a_truncation_scored_like_any_end() -> None:
    from gymnasium.error import ResetNeeded

    from mobile_env.env import EndEpisode
    from mobile_env.vector import MobileVectorEnv

    vec = MobileVectorEnv.groups(load_suite("demo"), 2)
    vec.reset(seed=0)
    _, rewards, terminated, truncated, infos = vec.step([EndEpisode("deadline"), SEARCH])
    assert list(truncated) == [True, False] and not terminated.any()
    assert infos["per_env"][0]["termination_reason"] == "deadline"
    assert rewards[0] == vec.envs[0].reward_fn(vec.envs[0].episode).value
    with pytest.raises(ValueError, match="reason"):
        vec.envs[1].end("tired")
    with pytest.raises(ResetNeeded):
        vec.envs[0].end("deadline")
