"""The SkyRL-Gym adapter: made by id, it plays reference solutions to the env's own rewards."""

from __future__ import annotations

import json

import pytest

skyrl_gym = pytest.importorskip("skyrl_gym",
                                reason="needs the skyrl extra (pip install -e '.[skyrl]')")

from mobile_env.training.skyrl_env import ENV_ID, skyrl_rows  # noqa: E402

from episode_scripts import play_local, scripts  # noqa: E402

CONFIG = {"reward": "spieval_shaped", "step_reward": "partial_credit"}


@pytest.mark.parametrize("script", scripts(), ids=lambda s: f"{s.task_id}-{s.seed}")
def test_reference_and_garbage_episodes_score_as_in_process(script) -> None:
    env = skyrl_gym.make(ENV_ID, env_config={"suite": script.suite, **CONFIG},
                         extras={"extra_info": {"task_id": script.task_id, "seed": script.seed}})
    expected = play_local(script, **CONFIG)
    messages, metadata = env.init([{"role": "user", "content": "ignored"}])
    assert messages == json.loads(expected[0][4])["messages"]
    assert metadata["tools"] == json.loads(expected[0][4])["tools"]
    for action, (observation, reward, terminated, truncated, info) in zip(script.actions,
                                                                          expected[1:]):
        out = env.step(action)
        assert out["observations"] == ([{"role": "tool", "content": observation}]
                                       if observation else [])
        assert out["reward"] == reward and out["done"] == (terminated or truncated)
        if "tools" in json.loads(info):
            assert out["metadata"]["tools"] == json.loads(info)["tools"] == env.tools
    assert out["done"] and out["metadata"]["reward_breakdown"] == \
        json.loads(expected[-1][4])["reward_breakdown"]
    assert env.get_metrics()["steps"] == len(expected) - 1


def test_rows_and_bad_configs() -> None:
    from omegaconf import OmegaConf

    from mobile_env.task_format import load_suite

    rows = skyrl_rows(load_suite("demo"), seed=4)
    assert rows[0]["env_class"] == ENV_ID and rows[0]["extra_info"]["seed"] == 4
    env = skyrl_gym.make(ENV_ID, env_config=OmegaConf.create({"suite": "demo"}), extras=rows[0])
    assert env.init(rows[0]["prompt"])[0] == rows[0]["prompt"]
    with pytest.raises(ValueError, match="unknown mobile_planner env_config keys"):
        skyrl_gym.make(ENV_ID, env_config={"colour": 1}, extras=rows[0])
    with pytest.raises(ValueError, match="names no task"):
        skyrl_gym.make(ENV_ID, env_config={}, extras={})
